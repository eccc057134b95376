import ComposableArchitecture
import Foundation
import Testing

// BindableAction, BindingAction, BindingReducer and `store.x = v`, written as TCA's
// documentation writes a form.

@Reducer
private struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var age: Int?
    var isSubscribed = false
    var nameError: String?
    let id = 7
    var edits = 0
    private(set) var secret = 0
    var shout: String { name.uppercased() }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case loadButtonTapped
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.nameError = state.name.isEmpty ? "A name is required" : nil
        state.edits += 1
        return .none
      case .binding:
        state.edits += 1
        return .none
      case .loadButtonTapped:
        return .send(.set(\.name, "Loaded"))
      case .resetButtonTapped:
        state.name = ""
        return .none
      }
    }
  }
}

/// A form that forgot its `BindingReducer`.
@Reducer
private struct Forgetful {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

@MainActor
@Suite struct BindingTests {
  @Test func aBindingActionSetsThePropertyBeforeTheFeatureRuns() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.binding(.set(\.name, "Blob"))) {
      $0.name = "Blob"
      $0.edits = 1
    }
    await store.send(.binding(.set(\.name, ""))) {
      $0.name = ""
      $0.nameError = "A name is required"
      $0.edits = 2
    }
  }

  @Test func caseKeyPathsReachIntoTheBindingCase() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(\.binding.age, 42) {
      $0.age = 42
      $0.edits = 1
    }
    await store.send(.set(\.isSubscribed, true)) {
      $0.isSubscribed = true
      $0.edits = 2
    }
    let age = AnyCasePath(\Profile.Action.Cases.binding.age)
    #expect(age.embed(3) == .binding(.set(\.age, 3)))
    #expect(age.extract(from: .binding(.set(\.age, 5))) == .some(5))
    #expect(age.extract(from: .binding(.set(\.name, "x"))) == nil)
    #expect(age.extract(from: .resetButtonTapped) == nil)
    let action = Profile.Action.binding(.set(\.name, "Blob"))
    #expect(action.binding?.name == "Blob")
    #expect(action.binding?.age == nil)
    #expect(Profile.Action.resetButtonTapped.binding == nil)
  }

  @Test func bindingActionsAreEqualWhenTheySetTheSamePropertyToTheSameValue() {
    typealias Binding = BindingAction<Profile.State>
    #expect(Binding.set(\.name, "a") == .set(\.name, "a"))
    #expect(Binding.set(\.name, "a") != .set(\.name, "b"))
    #expect(Binding.set(\.name, "a") != .set(\.nameError, "a"))
    #expect(Binding.set(\.age, nil) == .set(\.age, nil))
  }

  @Test func bindingActionsDumpAsTheSetTheyMake() {
    let action = Profile.Action.binding(.set(\.name, "Blob"))
    #expect(
      String(customDumping: action)
        == #"Profile.Action.binding(.set(\Profile.State.name, "Blob"))"#)
    #expect(
      String(customDumping: BindingAction<Profile.State>.set(\.age, nil))
        == #".set(\Profile.State.age, nil)"#)
  }

  @Test func theMacroListsTheStoredVarsABindingMaySet() {
    #expect(
      Profile.State._$bindableProperties.map(\.name)
        == ["name", "age", "isSubscribed", "nameError", "edits"])
    #expect(Profile.State._$bindableProperties.allSatisfy { $0.isBindable })
    let names = BindingAction<Profile.State>.allCasePaths.partialCasePaths.map(\.name)
    #expect(names == ["name", "age", "isSubscribed", "nameError", "edits"])
    let age = BindingAction<Profile.State>.allCasePaths.partialCasePaths[1]
    #expect(ObjectIdentifier(age.payloadType) == ObjectIdentifier(Int?.self))
    let nine: Int? = 9
    #expect(age.embed(nine as Any) == .set(\.age, 9))
  }

  @Test func aStoreSetsAPropertyThroughItsBindingAction() {
    let store = Store(initialState: Profile.State()) { Profile() }
    #expect(store.name == "")
    store.name = "Blob"
    #expect(store.name == "Blob")
    #expect(store.edits == 1)
    store.age = 30
    #expect(store.state.age == 30)
    #expect(store.shout == "BLOB")
  }

  @Test func aStoreWithoutABindingReducerWarnsThatTheBindingWasNotApplied() {
    let warnings = LockedWarnings()
    RuntimeWarnings.observe {
      warnings.append($0)
    } during: {
      let store = Store(initialState: Forgetful.State()) { Forgetful() }
      store.text = "lost"
      #expect(store.text == "")
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("never applied") == true)
    #expect(
      warnings.all.first?.contains(
        #"Forgetful.Action.binding(.set(\Forgetful.State.text, "lost"))"#)
        == true)
    #expect(warnings.all.first?.contains("BindingReducer()") == true)
  }

  @Test func aStoreWithABindingReducerDoesNotWarn() {
    let warnings = LockedWarnings()
    RuntimeWarnings.observe {
      warnings.append($0)
    } during: {
      let store = Store(initialState: Profile.State()) { Profile() }
      store.name = "Blob"
    }
    #expect(warnings.all.isEmpty)
  }

  @Test func aFailingExpectationAfterABindingShowsTheFieldThatDiffers() async {
    let messages = await failures {
      let store = TestStore(initialState: Profile.State()) { Profile() }
      await store.send(\.binding.name, "Blob") {
        $0.name = "Blob"
        $0.edits = 2
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("−   edits: 2,") == true)
    #expect(messages.first?.contains("+   edits: 1,") == true)
  }

  @Test func bindingActionsAnEffectSendsAreReceivedByCaseKeyPath() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.loadButtonTapped)
    await store.receive(\.binding.name, "Loaded") {
      $0.name = "Loaded"
      $0.edits = 1
    }
  }

  @Test func aFailingReceiveOfABindingNamesItsCaseKeyPath() async {
    let messages = await failures {
      let store = TestStore(initialState: Profile.State()) { Profile() }
      await store.send(.loadButtonTapped)
      await store.receive(\.binding.age)
      store.exhaustivity = .off
    }
    #expect(messages.first?.contains(#"\.binding.age"#) == true)
    #expect(
      messages.first?.contains(#"Profile.Action.binding(.set(\Profile.State.name, "Loaded"))"#)
        == true)
  }
}

/// Warnings collected from any thread.
private final class LockedWarnings: @unchecked Sendable {
  private let lock = NSLock()
  private var warnings: [String] = []
  var all: [String] { lock.withLock { warnings } }
  func append(_ warning: String) { lock.withLock { warnings.append(warning) } }
}
