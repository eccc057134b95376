import Foundation
import Testing

/// Dependencies chosen by name on the user's app (`Packages/UserApp`): `--dependency NAME=VALUE`,
/// the `dependency` command, the built-ins, a client's named values that the app's shell
/// registers (`numberFact=preview`), and the warning when the counting `uuid` makes an id the
/// state already holds.
@Suite(.serialized) struct UserAppDependenciesTests {
  /// Adds a contact named Ann through the add sheet, then checks how many there are.
  private let addAnn = [
    "-c", "send addButtonTapped", "-c", "send destination.presented.addContact.setName Ann",
    "-c", "send destination.presented.addContact.saveButtonTapped",
  ]

  @Test func theCountingUUIDWarnsOfAnIdTheStateHolds() async throws {
    let run = try await UserAppPackage.run(
      ["saved-contacts", "--quiet"] + addAnn + ["-c", "expect contacts.count == 1"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr
        == "-c:1: warning: uuid: the session's uuid (incrementing) made "
        + "00000000-0000-0000-0000-000000000000, which the state already holds at "
        + "contacts[\"00000000-0000-0000-0000-000000000000\"].id; an identified collection keeps "
        + "one element per id, so a new one with it may be dropped. Pick other ids: 'dependency "
        + "uuid random', or count from past those in the state: 'dependency uuid incrementing:1' "
        + "(--dependency uuid=… on the command line)\n")
  }

  @Test func itWarnsOfAnIdAnEarlierRunSaved() async throws {
    // On disk, the second run's counting uuid starts again at the id the first run saved.
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("user-app-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    var warnings: [String] = []
    for _ in 1...2 {
      let run = try await UserAppPackage.run(
        [
          "sync-ups", "--quiet", "--storage", "disk",
          "-c", "send syncUpsList.addSyncUpButtonTapped",
          "-c", "send syncUpsList.confirmAddButtonTapped",
          "-c", "expect syncUpsList.syncUps.count == 1",
        ], environment: ["HOME": home.path])
      #expect(run.status == 0, "\(run.stderr)")
      warnings.append(run.stderr)
    }
    #expect(warnings[0] == "")
    #expect(
      warnings[1].hasPrefix(
        "-c:1: warning: uuid: the session's uuid (incrementing) made "
          + "00000000-0000-0000-0000-000000000000, which the state already holds at "
          + "syncUpsList.syncUps[\"00000000-0000-0000-0000-000000000000\"].id;"),
      "\(warnings[1])")
  }

  @Test func otherUUIDsAddTheContact() async throws {
    for choice in ["uuid=random", "uuid=incrementing:1"] {
      let run = try await UserAppPackage.run(
        ["saved-contacts", "--quiet", "--dependency", choice] + addAnn
          + ["-c", "expect contacts.count == 2"])
      #expect(run.status == 0, "\(choice): \(run.stderr)")
      #expect(run.stderr == "", "\(choice)")
    }
    let command = try await UserAppPackage.run(
      ["saved-contacts", "--quiet", "-c", "dependency uuid incrementing:1"] + addAnn
        + ["-c", "state --json contacts"])
    #expect(command.status == 0, "\(command.stderr)")
    #expect(
      command.stdout
        == "[{\"id\":\"00000000-0000-0000-0000-000000000000\",\"name\":\"Blob\"},"
        + "{\"id\":\"00000000-0000-0000-0000-000000000001\",\"name\":\"Ann\"}]\n")
  }

  @Test func aClientsNamedValueReplacesItsLiveOne() async throws {
    let option = try await UserAppPackage.run([
      "counter", "--quiet", "--dependency", "numberFact=preview", "-c", "send factButtonTapped",
      "-c", "expect fact == \"0 is a good number.\"",
    ])
    #expect(option.status == 0, "\(option.stderr)")
    // The command applies to the actions after it; `reset` keeps it.
    let command = try await UserAppPackage.run([
      "counter", "--quiet", "-c", "send incrementButtonTapped",
      "-c", "dependency numberFact preview", "-c", "send factButtonTapped",
      "-c", "expect fact == \"1 is a good number.\"", "-c", "reset", "-c", "send factButtonTapped",
      "-c", "expect fact == \"0 is a good number.\"", "-c", "history",
    ])
    #expect(command.status == 0, "\(command.stderr)")
    #expect(
      command.stdout == """
          0  (initial state)
          1  factButtonTapped                    user
        * 2  factResponse "0 is a good number."  effect

        """)
  }

  @Test func theBuiltInsTakeTheirValues() async throws {
    let run = try await UserAppPackage.run([
      "journal", "--quiet", "--dependency", "date=2024-05-01T09:00:00Z",
      "--dependency", "timeZone=Europe/Berlin", "--dependency", "calendar=iso8601",
      "--dependency", "locale=de_DE", "--dependency", "withRandomNumberGenerator=42",
      "-c", "send addEntryButtonTapped", "-c", "send rollDieButtonTapped",
      "-c", "dependency uuid incrementing:7", "-c", "dependency calendar japanese",
      "-c", "dependency timeZone GMT-5", "-c", "send addEntryButtonTapped",
      "-c", "state --json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "{\"entries\":[{\"id\":\"00000000-0000-0000-0000-000000000000\","
        + "\"date\":\"2024-05-01T09:00:00.000Z\",\"hour\":11,\"calendar\":\"iso8601\","
        + "\"locale\":\"de_DE\"},{\"id\":\"00000000-0000-0000-0000-000000000007\","
        + "\"date\":\"2024-05-01T09:00:00.000Z\",\"hour\":4,\"calendar\":\"japanese\","
        + "\"locale\":\"de_DE\"}],\"lastRoll\":5}\n")
  }

  @Test func helpListsThemWithTheirValuesNow() async throws {
    let run = try await UserAppPackage.run([
      "counter", "--dependency", "numberFact=slow", "-c", "dependency date 2024-05-01T09:00:00Z",
      "-c", "help dependency",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        usage: dependency NAME VALUE
          give a dependency a value for the actions after it ('help dependency' lists them)
        examples:
          dependency uuid random
          dependency date 2024-05-01T09:00:00Z
        dependencies (the value each has now, then every value it takes):
          uuid                       incrementing          incrementing, random, incrementing:N
          date                       2024-05-01T09:00:00Z  now, <ISO 8601 date>
          locale                     current               current, <identifier>
          timeZone                   current               current, <identifier or GMT offset>
          calendar                   current               current, gregorian, iso8601, <Calendar.Identifier>
          withRandomNumberGenerator  system                system, <seed>
          numberFact                 slow                  live, preview, slow, unresponsive

        """)
  }

  @Test func aBadNameOrValueListsTheChoices() async throws {
    let name = try await UserAppPackage.run(["counter", "--dependency", "numberFacts=preview"])
    #expect(name.status == 2)
    #expect(
      name.stderr == """
        user-shell: error: option '--dependency': unknown dependency 'numberFacts'; expected one \
        of: uuid, date, locale, timeZone, calendar, withRandomNumberGenerator, numberFact
        Run 'user-shell --help' for usage.

        """)
    let value = try await UserAppPackage.run(
      ["counter", "-c", "dependency numberFact fast", "-c", "dependency date tomorrow"])
    #expect(value.status == 1)
    #expect(
      value.stderr == """
        -c:1: error: bad value 'fast' for dependency 'numberFact'; expected one of: live, \
        preview, slow, unresponsive
        -c:2: error: bad value 'tomorrow' for dependency 'date'; expected one of: now, <ISO 8601 \
        date> (e.g. 2024-05-01T09:00:00Z)

        """)
  }

  @Test func completionOffersNamesAndValues() async throws {
    let option = try await UserAppPackage.run(["__complete", "counter", "--dependency", "numb"])
    #expect(
      option.stdout
        == "numberFact=live\nnumberFact=preview\nnumberFact=slow\nnumberFact=unresponsive\n")
    // bash splits `numberFact=p` at the `=`: the candidates are then the values alone.
    let split = try await UserAppPackage.run(
      ["__complete", "counter", "--dependency", "numberFact", "=", "p"])
    #expect(split.stdout == "preview\n")
    let name = try await UserAppPackage.run(["__complete", "counter", "-c", "dependency n"])
    #expect(name.stdout == "numberFact\n")
    let value = try await UserAppPackage.run(
      ["__complete", "counter", "-c", "dependency numberFact p"])
    #expect(value.stdout == "preview\n")
  }

  @Test func aRecordingStartsWithTheCommandLinesChoices() async throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("user-app-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let record = try await UserAppPackage.run(
      [
        "counter", "--quiet", "--dependency", "numberFact=preview", "--record", "fact.tca",
        "-c", "send factButtonTapped",
      ], environment: ["HOME": home.path], in: home)
    #expect(record.status == 0, "\(record.stderr)")
    #expect(
      try String(contentsOf: home.appendingPathComponent("fact.tca"), encoding: .utf8) == """
        #!/usr/bin/env -S user-shell counter -f
        # Recorded by user-shell; replay with `user-shell test fact.tca` or run it.
        dependency numberFact preview
        send factButtonTapped
        expect fact == "0 is a good number."

        """)
    let replay = try await UserAppPackage.run(
      ["test", "fact.tca"], environment: ["HOME": home.path], in: home)
    #expect(
      replay.stdout.timesAsT == "ok   fact.tca (T)\n1 passed, 0 failed in T\n", "\(replay.stderr)")
  }
}
