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
