import Foundation
import Testing

/// A screen whose state is not `Decodable` (it holds `@Presents`, `@Shared`, an `AlertState`) is
/// pushed with `path.push` from JSON on the user's app fixture, read property by property through
/// the initializer `@ObservableState` writes, and then driven.
@Suite(.serialized)
struct StateFromJSONTests {
  static let blob = #"{"id": "00000000-0000-0000-0000-000000000001", "name": "Blob"}"#

  @Test func aContactDetailIsPushedFromJSONAndShowsItsAlert() async throws {
    let result = try await UserAppPackage.run(
      [
        "contacts",
        "-c", ##"send path.push {"id": "#0", "state": {"contact": \##(Self.blob)}}"##,
        "-c", "send path[#0].deleteButtonTapped",
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        received action:
          ContactsFeature.Action.path(
            .push(
              id: #0,
              state: ContactDetailFeature.State(
                _alert: nil,
                contact: Contact(
                  id: UUID(00000000-0000-0000-0000-000000000001),
                  name: "Blob"
                )
              )
            )
          )
          ContactsFeature.State(
            contacts: [],
            _destination: nil,
            path: [
        +     #0: ContactDetailFeature.State(
        +       _alert: nil,
        +       contact: Contact(
        +         id: UUID(00000000-0000-0000-0000-000000000001),
        +         name: "Blob"
        +       )
        +     )
            ]
          )
        received action:
          ContactsFeature.Action.path(
            .element(
              id: #0,
              action: .deleteButtonTapped
            )
          )
          ContactsFeature.State(
            contacts: [],
            _destination: nil,
            path: [
              #0: ContactDetailFeature.State(
        -       _alert: nil,
        +       _alert: AlertState(
        +         title: "Are you sure?",
        +         actions: [
        +           [0]: ButtonState(
        +             role: .destructive,
        +             action: .send(.confirmDeletion),
        +             label: "Delete"
        +           )
        +         ]
        +       ),
                contact: Contact(…)
              )
            ]
          )

        """)
  }

  @Test func aContactDetailPushedFromJSONDeletesItsContactByTheAlertsButton() async throws {
    // The detail's `Alert` enum is not `@CasePathable`, as in TCA's contacts tutorial: `press`
    // sends what its button holds, the delegate deletes the contact, and the dismissal pops.
    let result = try await UserAppPackage.run(
      [
        "contacts", "--quiet",
        "-c", "send addButtonTapped",
        "-c", "send destination.presented.addContact.setName Blob",
        "-c", "send destination.presented.addContact.saveButtonTapped",
        "-c",
        ##"send path.push {"id": "#0", "state": {"contact": {"id": "00000000-0000-0000-0000-000000000000", "name": "Blob"}}}"##,
        "-c", "send path[#0].deleteButtonTapped",
        "-c", "press path[#0].alert Delete",
        "-c", "expect contacts.count == 0",
        "-c", "expect path.count == 0",
        "-c", "history",
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    // The history's columns, as wide as its longest action, read with single spaces.
    let lines = result.stdout.split(separator: "\n").map { line in
      line.split(separator: " ").joined(separator: " ")
    }
    #expect(
      Array(lines.suffix(4)) == [
        "7 path[#0].deleteButtonTapped user",
        #"8 path[#0].alert.presented {"confirmDeletion":{}} user"#,
        #"9 path[#0].delegate {"confirmDeletion":{}} effect"#,
        ##"* 10 path.popFrom "#0" effect"##,
      ], "\(result.stdout)")
  }

  @Test func aSyncUpDetailHoldingPresentsAndSharedIsPushedEditedAndDeleted() async throws {
    let syncUp =
      #"{"id": "00000000-0000-0000-0000-000000000001", "attendees": [], "minutes": 10, "title": "Daily"}"#
    let edited = syncUp.replacingOccurrences(of: "Daily", with: "Weekly")
    let result = try await UserAppPackage.run(
      [
        "sync-ups", "--quiet",
        "-c",
        ##"send path.push {"id": "#0", "state": {"detail": {"_0": {"syncUp": \##(syncUp)}}}}"##,
        "-c", "state --json path[#0].detail",
        "-c", "send path[#0].detail.editButtonTapped",
        "-c", "set path[#0].detail.destination.presented.edit.syncUp \(edited)",
        "-c", "send path[#0].detail.doneEditingButtonTapped",
        "-c", #"expect path[#0].detail.syncUp.title == "Weekly""#,
        "-c", "expect path[#0].detail.destination == null",
        "-c", "send path[#0].detail.deleteButtonTapped",
        "-c", #"expect path[#0].detail.destination.alert.title == "Delete?""#,
        "-c", "press path[#0].detail.destination.alert Yes",
        "-c", "expect path.count == 0",
        "-c", "history",
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"{"destination":null,"syncUp":{"id":"00000000-0000-0000-0000-000000000001","attendees":[],"minutes":10,"title":"Daily"}}"#
    )
    // The dismissal the alert's button starts pops the screen.
    #expect(lines.last?.hasPrefix(##"* 7  path.popFrom "#0""##) == true)
  }

  @Test func whatAStateCannotBeBuiltFromIsNamed() async throws {
    let result = try await UserAppPackage.run(
      [
        "sync-ups",
        "-c", ##"send path.push {"id": "#0", "state": {"detail": {"_0": {}}}}"##,
        "-c", ##"send path.push {"id": "#0", "state": {"detial": {"_0": {}}}}"##,
        "-c", ##"send path.push {"id": "#0", "state": {"detail": {"_0": {"syncUp": {"id": 5}}}}}"##,
      ])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        -c:1: error: bad value for 'path.push.state': missing 'syncUp' (SyncUp; SyncUpDetail.State has no default for it) at 'detail._0'
        -c:2: error: bad value for 'path.push.state': AppFeature.Path.State has no case 'detial'; it has 'detail'
        -c:3: error: bad value for 'path.push.state': expected String at 'detail._0.syncUp.id', got 5

        """)
    let contacts = try await UserAppPackage.run(
      [
        "contacts",
        "-c", ##"send path.push {"id": "#0", "state": {"contact": \##(Self.blob), "nmae": 1}}"##,
        "-c", ##"send path.push {"id": "#0", "state": "Blob"}"##,
      ])
    #expect(
      contacts.stderr == """
        -c:1: error: bad value for 'path.push.state': ContactDetailFeature.State has no property 'nmae'; it has 'alert', 'contact'
        -c:2: error: bad value for 'path.push.state': expected ContactDetailFeature.State as an object, got "Blob"

        """)
  }
}
