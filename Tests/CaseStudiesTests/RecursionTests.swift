import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

private func id(_ n: Int) -> UUID {
  UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", n))")!
}

@MainActor
@Suite struct RecursionTests {
  @Test func rowsOfRows() async {
    let store = TestStore(initialState: Nested.State(id: id(100))) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addRowButtonTapped) { $0.rows = [Nested.State(id: id(0))] }
    await store.send(.rows(.element(id: id(0), action: .addRowButtonTapped))) {
      $0.rows[id: id(0)]?.rows = [Nested.State(id: id(1))]
    }
    await store.send(
      .rows(
        .element(
          id: id(0),
          action: .rows(.element(id: id(1), action: .nameTextFieldChanged("Leaf")))))
    ) {
      $0.rows[id: id(0)]?.rows[id: id(1)]?.name = "Leaf"
    }
    await store.send(.rows(.element(id: id(0), action: .delete([0])))) {
      $0.rows[id: id(0)]?.rows = []
    }
    await store.send(.delete([0])) { $0.rows = [] }
  }

  @Test func aRootWithoutAnIDTakesOneFromTheDependency() {
    let state = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Nested.State()
    }
    #expect(state.id == id(0))
  }
}
