import ComposableArchitecture
import Testing

// Foundation and Dispatch come with ComposableArchitecture, as SwiftUI brings them on Apple's
// platforms: this file imports nothing else.
struct FoundationThroughTCATests {
  @Test func foundationTypes() {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
    #expect(id != nil)
    #expect(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0)
    #expect(IndexSet([1, 2]).count == 2)
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(DispatchQueue.main.label.isEmpty == false)
  }
}
