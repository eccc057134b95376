import Foundation
import Testing

/// The initializer `@ObservableState` writes for the shell (`init(_$state:)`, which builds a
/// state from JSON) compiles without a warning in both the Swift 5 and the Swift 6 language
/// modes, for the forms a user's states take.
struct StateDecoderLanguageModeTests {
  static let states = """
    import ComposableArchitecture

    struct Contact: Equatable, Codable {
      var id: Int
      var name: String
    }

    @propertyWrapper
    struct Clamped: Equatable {
      private var value: Int
      var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
      }
      init(wrappedValue: Int) { self.value = min(max(wrappedValue, 0), 10) }
    }

    @Reducer
    public struct Detail {
      @ObservableState
      public struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
        let contact: Contact
        let kind = "person"
        private var secret = 0
        fileprivate var note: String?
        @Clamped var level = 3
        @Shared var syncUp: Contact
        @Shared(.inMemory("visits")) var visits = 0
        @SharedReader var total: Int
        #if DEBUG
          var trace: [String] = []
        #else
          var release = true
        #endif

        init(contact: Contact) {
          self.contact = contact
          self._syncUp = Shared(value: contact)
          self._total = SharedReader(value: 0)
        }
      }
      public enum Action {
        case alert(PresentationAction<Alert>)
        public enum Alert { case confirm }
      }
      public var body: some ReducerOf<Self> { EmptyReducer() }
    }

    @Reducer
    enum Path {
      case detail(Detail)
    }
    extension Path.State: Equatable {}

    @ObservableState
    enum Selection: Equatable {
      case none
      case range(from: Int, to: Int)
    }

    @ObservableState
    struct Boxed<Value: Equatable>: Equatable {
      var value: Value
      var path = StackState<Path.State>()
      var selection: Selection?
    }

    func make(_ decoder: _StateDecoder) throws -> (Detail.State, Path.State, Boxed<Int>) {
      (
        try Detail.State(_$state: decoder), try Path.State(_$state: decoder),
        try Boxed<Int>(_$state: decoder)
      )
    }
    """

  @Test(arguments: [5, 6])
  func theStateDecoderCompilesWithoutWarnings(swiftVersion: Int) async throws {
    let warnings = try await SwiftTypeCheck.warnings(of: Self.states, swiftVersion: swiftVersion)
    #expect(warnings == [])
  }
}
