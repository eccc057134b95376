import Foundation
import Testing

/// `--storage`: on the user's app (`Packages/UserApp`), scripts and `test` keep `.fileStorage`
/// and `.appStorage` in memory, so the app's files under `HOME` are never read or changed and a
/// recording replays; `--storage disk` uses the real ones.
@Suite(.serialized) struct UserAppStorageTests {
  /// A fresh home folder for one test, whose files the test can read afterwards.
  private func makeHome() throws -> URL {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("user-app-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  /// `HOME` at `home`, and `XDG_CONFIG_HOME` at its `.config`, where `UserDefaults.standard`
  /// of a process named user-shell keeps its file on Linux, whatever the tests' environment says.
  private func defaultsEnvironment(_ home: URL) -> [String: String] {
    ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path]
  }

  private func favorites(in home: URL) -> String? {
    try? String(
      contentsOf: home.appendingPathComponent("user-app-favorites.json"), encoding: .utf8)
  }

  @Test func aScriptLeavesTheFavouritesFileAlone() async throws {
    let home = try makeHome()
    for _ in 1...2 {
      let run = try await UserAppPackage.run(
        ["counter", "--quiet", "-c", "send favoriteButtonTapped", "-c", "expect favorites == [0]"],
        environment: ["HOME": home.path])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr == "")
    }
    #expect(favorites(in: home) == nil)
  }

  @Test func diskStorageWritesTheFavouritesFile() async throws {
    let home = try makeHome()
    let first = try await UserAppPackage.run(
      ["counter", "--storage", "disk", "--quiet", "-c", "send favoriteButtonTapped"],
      environment: ["HOME": home.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(favorites(in: home) == "[\n  0\n]")
    let second = try await UserAppPackage.run(
      [
        "counter", "--storage=disk", "--quiet", "-c", "send incrementButtonTapped",
        "-c", "send favoriteButtonTapped", "-c", "expect favorites == [0, 1]",
      ],
      environment: ["HOME": home.path])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(favorites(in: home) == "[\n  0,\n  1\n]")
  }

  @Test func aRecordingReplaysAgainAndAgain() async throws {
    let home = try makeHome()
    let record = try await UserAppPackage.run(
      [
        "counter", "--quiet", "--record", "favourite.tca", "-c", "send incrementButtonTapped",
        "-c", "send favoriteButtonTapped",
      ],
      environment: ["HOME": home.path], in: home)
    #expect(record.status == 0, "\(record.stderr)")
    let script = try String(
      contentsOf: home.appendingPathComponent("favourite.tca"), encoding: .utf8)
    #expect(
      script == """
        #!/usr/bin/env -S user-shell counter -f
        # Recorded by user-shell; replay with `user-shell test favourite.tca` or run it.
        send incrementButtonTapped
        expect count == 1
        send favoriteButtonTapped
        expect favorites == [1]

        """)
    for _ in 1...2 {
      let replay = try await UserAppPackage.run(
        ["test", "favourite.tca"], environment: ["HOME": home.path], in: home)
      #expect(
        replay.stdout.timesAsT == "ok   favourite.tca (T)\n1 passed, 0 failed in T\n",
        "\(replay.stderr)")
      #expect(replay.status == 0)
    }
    #expect(favorites(in: home) == nil)
  }

  @Test func resetEmptiesTheStorageInMemory() async throws {
    let run = try await UserAppPackage.run([
      "counter", "--quiet", "-c", "send favoriteButtonTapped", "-c", "reset",
      "-c", "expect favorites == []",
    ])
    #expect(run.status == 0, "\(run.stderr)")
  }

  @Test func appStorageReadsTheUsersDefaultsOnlyOnDisk() async throws {
    // What `UserDefaults.standard` of a process named user-shell reads on Linux.
    let home = try makeHome()
    let config = home.appendingPathComponent(".config")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>user-app.colorScheme</key>
    	<string>dark</string>
    </dict>
    </plist>
    """.write(
      to: config.appendingPathComponent("user-shell.plist"), atomically: true, encoding: .utf8)
    let memory = try await UserAppPackage.run(
      ["appearance", "-c", "state colorScheme"], environment: defaultsEnvironment(home))
    #expect(memory.stdout == "\"light\"\n", "\(memory.stderr)")
    let disk = try await UserAppPackage.run(
      ["appearance", "--storage", "disk", "-c", "state colorScheme"],
      environment: defaultsEnvironment(home))
    #expect(disk.stdout == "\"dark\"\n", "\(disk.stderr)")
  }

  @Test func appStorageWritesTheUsersDefaultsOnlyOnDisk() async throws {
    let home = try makeHome()
    let plist = home.appendingPathComponent(".config/user-shell.plist")
    let memory = try await UserAppPackage.run(
      ["appearance", "--quiet", "-c", "send toggleColorSchemeButtonTapped"],
      environment: defaultsEnvironment(home))
    #expect(memory.status == 0, "\(memory.stderr)")
    #expect(!FileManager.default.fileExists(atPath: plist.path))
    let disk = try await UserAppPackage.run(
      ["appearance", "--storage", "disk", "--quiet", "-c", "send toggleColorSchemeButtonTapped"],
      environment: defaultsEnvironment(home))
    #expect(disk.status == 0, "\(disk.stderr)")
    #expect(FileManager.default.fileExists(atPath: plist.path))
    let again = try await UserAppPackage.run(
      ["appearance", "--storage", "disk", "-c", "state colorScheme"],
      environment: defaultsEnvironment(home))
    #expect(again.stdout == "\"dark\"\n", "\(again.stderr)")
  }
}
