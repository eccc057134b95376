import ComposableArchitecture
import CustomDump
import Foundation
import Testing

private struct Row: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title = ""
  var isOn = false
}

@Suite struct IdentifiedArrayTests {
  private let rows: IdentifiedArrayOf<Row> = [
    Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c"),
  ]

  @Test func keepsOrderAndFindsByID() {
    #expect(rows.ids == [1, 2, 3])
    #expect(rows.map(\.title) == ["a", "b", "c"])
    #expect(rows[id: 2]?.title == "b")
    #expect(rows[id: 4] == nil)
    #expect(rows.index(id: 3) == 2)
    #expect(rows[1].title == "b")
    #expect(rows.count == 3)
    #expect(rows.first?.id == 1)
    #expect(rows.last?.id == 3)
  }

  @Test func subscriptByIDUpdatesAppendsAndRemoves() {
    var rows = self.rows
    rows[id: 2]?.isOn = true
    #expect(rows[id: 2]?.isOn == true)
    rows[id: 4] = Row(id: 4, title: "d")
    #expect(rows.ids == [1, 2, 3, 4])
    rows[id: 1] = nil
    #expect(rows.ids == [2, 3, 4])
    #expect(rows.index(id: 4) == 2)
  }

  @Test func insertionAndRemovalKeepOrder() {
    var rows = self.rows
    #expect(rows.insert(Row(id: 0), at: 0) == (true, 0))
    #expect(rows.insert(Row(id: 2), at: 0) == (false, 2))
    #expect(rows.append(Row(id: 9)) == (true, 4))
    #expect(rows.ids == [0, 1, 2, 3, 9])
    #expect(rows.remove(id: 2)?.title == "b")
    #expect(rows.remove(id: 2) == nil)
    #expect(rows.ids == [0, 1, 3, 9])
    #expect(rows.index(id: 9) == 3)
    rows.remove(atOffsets: [0, 2])
    #expect(rows.ids == [1, 9])
    rows.removeAll { $0.id == 1 }
    #expect(rows.ids == [9])
    #expect(rows[id: 9]?.id == 9)
    #expect(rows.updateOrAppend(Row(id: 9, title: "z"))?.title == "")
    #expect(rows[id: 9]?.title == "z")
  }

  @Test func reordering() {
    var rows = self.rows
    rows.move(fromOffsets: [0], toOffset: 3)
    #expect(rows.ids == [2, 3, 1])
    rows.move(fromOffsets: [2], toOffset: 0)
    #expect(rows.ids == [1, 2, 3])
    rows.sort { $0.id > $1.id }
    #expect(rows.ids == [3, 2, 1])
    #expect(rows.index(id: 3) == 0)
    rows.swapAt(0, 2)
    #expect(rows.ids == [1, 2, 3])
    #expect(rows[id: 1]?.title == "a")
    rows.reverse()
    #expect(rows.ids == [3, 2, 1])
    #expect(rows.filter { $0.id != 2 }.ids == [3, 1])
  }

  @Test func elementsChangeInPlaceByPosition() {
    var rows = self.rows
    rows[0].isOn = true
    for index in rows.indices { rows[index].title += "!" }
    #expect(rows.map(\.title) == ["a!", "b!", "c!"])
    #expect(rows[id: 1]?.isOn == true)
  }

  @Test func equalityFollowsOrder() {
    #expect(rows == [Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")])
    var reordered = rows
    reordered.reverse()
    #expect(rows != reordered)
  }

  @Test func codesAsAJSONArray() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1,"isOn":false,"title":"a"}]"#)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    #expect(decoded.ids == [1])
    let duplicate = Data(
      #"[{"id":1,"title":"a","isOn":false},{"id":1,"title":"b","isOn":true}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: duplicate)
    }
  }

  @Test func dumpsAsAnArray() {
    #expect(
      String(customDumping: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")])) == """
        [
          [0]: Row(
            id: 1,
            title: "a",
            isOn: false
          )
        ]
        """)
  }

  @Test func diffAfterDeletingTheFirstOfThreeRowsShowsOneRemovedRow() {
    var after = rows
    after.remove(id: 1)
    #expect(
      diff(rows, after) == """
          [
        -   [0]: Row(
        -     id: 1,
        -     title: "a",
        -     isOn: false
        -   ),
            … (2 unchanged)
          ]
        """)
  }

  @Test func diffAlignsRowsByID() {
    var after = rows
    after.remove(id: 1)
    after[id: 3]?.isOn = true
    // Row 2 moved from [1] to [0] unchanged, so it collapses; row 3 moved and changed, and is
    // drilled into under its new index, as swift-custom-dump shows it.
    #expect(
      diff(rows, after) == """
          [
        -   [0]: Row(
        -     id: 1,
        -     title: "a",
        -     isOn: false
        -   ),
            [0]: Row(…),
            [1]: Row(
              id: 3,
              title: "c",
        -     isOn: false
        +     isOn: true
            )
          ]
        """)
  }

  @Test func encodesAndPatchesAsAnArray() {
    var after = rows
    after.remove(id: 1)
    #expect(JSONValue(encoding: after).description.hasPrefix(#"[{"id":2,"#))
    let operations = patch(from: rows, to: after)
    #expect(
      operations.map(\.description) == [
        #"{"op":"test","path":"/0","value":{"id":1,"title":"a","isOn":false}}"#,
        #"{"op":"remove","path":"/0"}"#,
      ])
  }
}
