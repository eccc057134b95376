import CustomDump
import Foundation
import Testing

@Suite struct JSONEncodingTests {
  @Test func structsBecomeObjectsInDeclarationOrder() {
    #expect(
      JSONValue(encoding: TwoCounters.State()).description
        == #"{"counter1":{"count":0},"counter2":{"count":0}}"#)
    #expect(
      JSONValue(encoding: Todo(id: 1, title: "Milk")).description
        == #"{"id":1,"title":"Milk","isComplete":false}"#)
  }

  @Test func enumsFollowSynthesizedCodable() {
    #expect(
      JSONValue(encoding: Counter.Action.incrementButtonTapped).description
        == #"{"incrementButtonTapped":{}}"#)
    #expect(
      JSONValue(encoding: TwoCounters.Action.counter1(.incrementButtonTapped)).description
        == #"{"counter1":{"_0":{"incrementButtonTapped":{}}}}"#)
    #expect(
      JSONValue(encoding: Shape.labelled(radius: 2)).description == #"{"labelled":{"radius":2.0}}"#)
    #expect(
      JSONValue(encoding: Shape.rectangle(1, height: 2)).description
        == #"{"rectangle":{"_0":1.0,"height":2.0}}"#)
  }

  @Test func collectionsOptionalsAndFoundation() {
    #expect(JSONValue(encoding: [1, 2]).description == "[1,2]")
    #expect(JSONValue(encoding: Set([3, 1, 2])).description == "[1,2,3]")
    #expect(JSONValue(encoding: ["b": 1, "a": 2]).description == #"{"a":2,"b":1}"#)
    #expect(JSONValue(encoding: [2: "b", 1: "a"]).description == #"{"1":"a","2":"b"}"#)
    #expect(JSONValue(encoding: Box<Int?>(value: nil)).description == #"{"value":null}"#)
    #expect(
      JSONValue(encoding: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)
        == "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
    #expect(
      JSONValue(encoding: Date(timeIntervalSince1970: 1_234_567_890.5))
        == "2009-02-13T23:31:30.500Z")
    #expect(JSONValue(encoding: URL(string: "https://example.com")!) == "https://example.com")
    #expect(JSONValue(encoding: Data([1, 2, 3])) == "AQID")
  }

  @Test func synthesizedDecodableReadsTheEncoding() throws {
    struct Payload: Codable, Equatable {
      enum Kind: Codable, Equatable {
        case plain
        case wrapped(Int)
        case labelled(name: String)
      }
      var kinds: [Kind]
      var note: String?
    }
    let value = Payload(kinds: [.plain, .wrapped(1), .labelled(name: "x")], note: nil)
    let json = JSONValue(encoding: value).description
    let decoded = try JSONDecoder().decode(Payload.self, from: Data(json.utf8))
    #expect(decoded == value)
  }

  @Test func classesTuplesAndCycles() {
    #expect(
      JSONValue(encoding: Dog(name: "Rex", isGood: true)).description
        == #"{"name":"Rex","isGood":true}"#)
    let node = Node(value: 1)
    node.next = node
    defer { node.next = nil }  // Break the cycle, or the node leaks.
    #expect(JSONValue(encoding: node).description == #"{"value":1,"next":null}"#)
    #expect(JSONValue(encoding: (1, "a")).description == #"[1,"a"]"#)
    #expect(JSONValue(encoding: (x: 1, y: 2)).description == #"{"x":1,"y":2}"#)
    #expect(JSONValue(encoding: Int.self).description == #""Int""#)
    #expect(JSONValue(encoding: Float(29.99)).description == "29.99")
  }
}

/// Encodable values render as their own `encode(to:)` writes them, so the JSON the shell shows
/// is the JSON `send` and `expect` take.
@Suite struct EncodableJSONTests {
  enum Filter: String, Codable { case all, active }

  struct Renamed: Codable, Equatable {
    var title: String
    var isDone: Bool
    var note: String?
    enum CodingKeys: String, CodingKey {
      case title = "name"
      case isDone = "done"
      case note
    }
  }

  struct Holder: Equatable {
    var filter: Filter
    var item: Renamed
    var count: Int
  }

  @Test func rawValueEnumsAreTheirRawValue() {
    #expect(JSONValue(encoding: Filter.all).description == #""all""#)
    #expect(
      JSONValue(encoding: Holder(filter: .active, item: .init(title: "a", isDone: false), count: 1))
        .description == #"{"filter":"active","item":{"name":"a","done":false},"count":1}"#)
  }

  @Test func customCodingKeysNameTheMembersAndNilIsLeftOut() throws {
    let value = Renamed(title: "Milk", isDone: true, note: nil)
    #expect(JSONValue(encoding: value).description == #"{"name":"Milk","done":true}"#)
    let decoded = try JSONDecoder().decode(
      Renamed.self, from: Data(JSONValue(encoding: value).description.utf8))
    #expect(decoded == value)
  }

  @Test func patchesFollowTheCodingKeys() throws {
    let before = Holder(filter: .all, item: .init(title: "a", isDone: false), count: 1)
    var after = before
    after.filter = .active
    after.item.isDone = true
    after.item.note = "n"
    let operations = patch(from: before, to: after)
    #expect(
      operations.map(\.json.description) == [
        #"{"op":"test","path":"/filter","value":"all"}"#,
        #"{"op":"replace","path":"/filter","value":"active"}"#,
        #"{"op":"test","path":"/item/done","value":false}"#,
        #"{"op":"replace","path":"/item/done","value":true}"#,
        #"{"op":"add","path":"/item/note","value":"n"}"#,
      ])
    #expect(
      try apply(operations, to: JSONValue(encoding: before)) == JSONValue(encoding: after))
  }
}
