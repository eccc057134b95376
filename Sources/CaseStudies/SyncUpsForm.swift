import ComposableArchitecture
import FoundationEssentials

/// The form of the `sync-ups` case study that adds a sync-up or edits one: a title, the
/// attendees and the length in minutes, each bound to state.
///
/// It does not save anything itself; the screen that presents it reads the form when its
/// confirm button is tapped (``SyncUpsList`` to add, ``SyncUpDetail`` to edit).
///
/// In the shell, presented as `destination`: `set destination.presented.add.title Design`,
/// `set destination.presented.add.attendees ["Blob", "Blob Jr"]`,
/// `set destination.presented.add.minutes 1`.
@Reducer
public struct SyncUpForm {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var title: String
    public var attendees: [String]
    public var minutes: Int

    public init(title: String = "", attendees: [String] = [], minutes: Int = 5) {
      self.title = title
      self.attendees = attendees
      self.minutes = minutes
    }

    /// A form showing `syncUp`.
    public init(syncUp: SyncUp) {
      self.init(title: syncUp.title, attendees: syncUp.attendees, minutes: syncUp.minutes)
    }

    /// `syncUp` with what the form holds: attendees left blank are dropped, and an empty title
    /// becomes "Untitled".
    public func applied(to syncUp: SyncUp) -> SyncUp {
      var syncUp = syncUp
      let title = title.trimmingBlanks()
      syncUp.title = title.isEmpty ? "Untitled" : title
      syncUp.attendees = attendees.filter { !$0.allSatisfy(\.isWhitespace) }
      syncUp.minutes = minutes
      return syncUp
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        state.attendees.append("")
        return .none

      case .binding(\.minutes):
        // A sync-up lasts from one minute to an hour.
        state.minutes = min(max(state.minutes, 1), 60)
        return .none

      case .binding:
        return .none
      }
    }
  }
}

extension String {
  /// The string without the blanks at either end, as `trimmingCharacters(in: .whitespaces)`
  /// trims them: tabs and space separators (`" "`, `"\u{3000}"`, …) and the zero-width space,
  /// but not line breaks.
  fileprivate func trimmingBlanks() -> String {
    func isBlank(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = unicodeScalars
    let start = scalars.firstIndex { !isBlank($0) } ?? scalars.endIndex
    let end = scalars.lastIndex { !isBlank($0) }.map(scalars.index(after:)) ?? start
    return String(scalars[start..<end])
  }
}
