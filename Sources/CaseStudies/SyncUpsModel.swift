import ComposableArchitecture
import FoundationEssentials

/// A recurring meeting of the `sync-ups` case study: a title, the people who attend, how long it
/// lasts, and the meetings recorded so far (the newest first).
///
/// The length is kept in whole minutes, so it reads plainly in the shell's diffs and in the JSON
/// file the list is saved to.
public struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var title: String
  public var attendees: [String]
  public var minutes: Int
  public var meetings: IdentifiedArrayOf<Meeting>

  public init(
    id: UUID, title: String = "", attendees: [String] = [], minutes: Int = 5,
    meetings: IdentifiedArrayOf<Meeting> = []
  ) {
    self.id = id
    self.title = title
    self.attendees = attendees
    self.minutes = minutes
    self.meetings = meetings
  }

  /// How long a meeting of this sync-up runs.
  public var duration: Duration { .seconds(minutes * 60) }
}

/// One recorded meeting of a ``SyncUp``.
public struct Meeting: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var date: Date
  public var secondsRecorded: Int

  public init(id: UUID, date: Date, secondsRecorded: Int) {
    self.id = id
    self.date = date
    self.secondsRecorded = secondsRecorded
  }
}

extension URL {
  /// Where the sync-ups are saved: `$XDG_STATE_HOME/tca-shell/sync-ups.json` when
  /// `XDG_STATE_HOME` is set, else `sync-ups.json` in a `tca-shell` folder of the temporary
  /// directory; never the home directory. Tests read and write it in the in-memory file system
  /// that `.fileStorage` uses under a test runner, and the shell in one of its own (see
  /// `Sources/tca-shell/main.swift`).
  public static var syncUpsFile: URL {
    let folder =
      ProcessInfo.processInfo.environment["XDG_STATE_HOME"].flatMap {
        $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil
      } ?? FileManager.default.temporaryDirectory
    return folder.appendingPathComponent("tca-shell", isDirectory: true)
      .appendingPathComponent("sync-ups.json")
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The saved sync-ups: `@Shared(.syncUps) var syncUps`.
  public static var syncUps: Self {
    Self[.fileStorage(.syncUpsFile), default: []]
  }
}
