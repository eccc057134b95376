import Foundation
import Testing

/// The user's app fixture (`Packages/UserApp`, see `UserAppPackage`) builds against this package,
/// its own TestStore tests pass, and its shell runs its features.
struct UserAppTests {
  @Test func theAppsOwnTestsPass() async throws {
    let directory = try await UserAppPackage.directory()
    let test = try await spawn(["swift", "test", "--skip-build"], in: directory.path, limit: 600)
    #expect(test.status == 0, "\(test.stdout)\n\(test.stderr)")
  }

  @Test func itsShellListsAndRunsItsFeatures() async throws {
    let list = try await UserAppPackage.run(["--list"])
    #expect(list.status == 0)
    #expect(
      list.stdout.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == [
        "contacts", "counter", "sync-ups", "settings", "messages", "appearance", "saved-contacts",
        "journal",
      ])
    let run = try await UserAppPackage.run(
      [
        "contacts", "--quiet", "-c", "send addButtonTapped",
        "-c", "send destination.presented.addContact.setName Blob",
        "-c", "send destination.presented.addContact.saveButtonTapped",
        "-c", "expect contacts.count == 1",
      ])
    #expect(run.status == 0, "\(run.stderr)")
  }
}
