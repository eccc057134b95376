import ComposableArchitecture
import FoundationEssentials

/// TCA's "Recursion" case study: rows that hold rows, to any depth, each level run by the same
/// reducer through `forEach`.
///
/// Ids come from the `uuid` dependency. In the shell, whose `uuid` counts up (the root takes
/// `…0000`): `send addRowButtonTapped`,
/// `send rows["00000000-0000-0000-0000-000000000001"].addRowButtonTapped`,
/// `send rows["00000000-0000-0000-0000-000000000001"].rows["00000000-0000-0000-0000-000000000002"].nameTextFieldChanged Leaf`.
@Reducer
public struct Nested {
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    public let id: UUID
    public var name: String
    public var rows: IdentifiedArrayOf<State>

    /// A row; without an `id`, one from the `uuid` dependency.
    public init(id: UUID? = nil, name: String = "", rows: IdentifiedArrayOf<State> = []) {
      @Dependency(\.uuid) var uuid
      self.id = id ?? uuid()
      self.name = name
      self.rows = rows
    }
  }

  public enum Action: Equatable, Sendable {
    case addRowButtonTapped
    case nameTextFieldChanged(String)
    /// Deletes the child rows at these offsets.
    case delete([Int])
    indirect case rows(IdentifiedActionOf<Nested>)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State())
        return .none
      case .nameTextFieldChanged(let name):
        state.name = name
        return .none
      case .delete(let offsets):
        state.rows.remove(atOffsets: offsets)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Self() }
  }
}
