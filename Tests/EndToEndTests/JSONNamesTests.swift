import Foundation
import Testing

/// JSON names a wrapped property as a state path does: `@Presents var destination` is
/// `/destination`, `@Shared var syncUps` is `/syncUps`, in `--format json` patches and
/// `state --json` alike, while the text diff keeps the stored names, as TCA's `_printChanges()`.
@Suite(.serialized)
struct JSONNamesTests {
  @Test func patchesAndStateJSONUseThePropertyNames() async throws {
    let result = try await UserAppPackage.run(
      [
        "contacts", "--format", "json",
        "-c", "send addButtonTapped",
        "-c", "state destination",
      ])
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        {"step":1,"command":"send","action":"addButtonTapped","source":"user","changes":[{"op":"test","path":"/destination","value":null},{"op":"replace","path":"/destination","value":{"addContact":{"_0":{"contact":{"id":"00000000-0000-0000-0000-000000000000","name":""}}}}}]}
        {"addContact":{"_0":{"contact":{"id":"00000000-0000-0000-0000-000000000000","name":""}}}}

        """)
    let syncUps = try await UserAppPackage.run(
      ["sync-ups", "--quiet", "-c", "state --json syncUpsList"])
    #expect(syncUps.stdout == #"{"addSyncUp":null,"syncUps":[]}"# + "\n")
  }

  @Test func theTextDiffKeepsTheStoredNames() async throws {
    let result = try await UserAppPackage.run(["contacts", "-c", "send addButtonTapped"])
    #expect(result.stdout.contains("-   _destination: nil,\n+   _destination: .addContact("))
  }

  @Test func aStatePathAndAJQFilterReadTheSameNames() async throws {
    // What `state --json` prints reads back through `load`, and names what `state` takes.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("json-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("state.json").path
    let result = try await UserAppPackage.run(
      [
        "contacts", "--quiet",
        "-c", "send addButtonTapped",
        "-c", "send destination.presented.addContact.setName Blob",
        "-c", "save \(file)",
        "-c", "reset",
        "-c", "load \(file)",
        "-c", #"expect destination.addContact.contact.name == "Blob""#,
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      saved
        == #"{"contacts":[],"destination":{"addContact":{"_0":{"contact":{"id":"00000000-0000-0000-0000-000000000000","name":"Blob"}}}},"path":{}}"#
        + "\n")
  }
}
