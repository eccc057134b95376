import CustomDump
import Testing

@Suite struct PatchTests {
  @Test func twoCountersIncrementAsTheShellPrintsIt() {
    var after = TwoCounters.State()
    after.counter1.count += 1
    let expected =
      #"[{"op":"test","path":"/counter1/count","value":0},{"op":"replace","path":"/counter1/count","value":1}]"#
    #expect(patch(from: TwoCounters.State(), to: after).json.description == expected)
    #expect(
      patch(from: JSONValue(encoding: TwoCounters.State()), to: JSONValue(encoding: after))
        .json.description == expected)
  }

  @Test func objectsAddRemoveAndEscapePaths() throws {
    let from: JSONValue = ["a/b": 1, "m~n": 2, "keep": true]
    let to: JSONValue = ["a/b": 1, "keep": true, "new": [1]]
    let operations = patch(from: from, to: to)
    #expect(
      operations.json.description
        == #"[{"op":"test","path":"/m~0n","value":2},{"op":"remove","path":"/m~0n"},{"op":"add","path":"/new","value":[1]}]"#
    )
    #expect(try apply(operations, to: from) == to)
    #expect(patch(from: ["a/b": 1], to: ["a/b": 2]).first?.path.description == "/a~1b")
  }

  @Test func removingTheFirstOfThreeIsOneOperation() throws {
    let operations = patch(from: [1, 2, 3], to: [2, 3])
    #expect(
      operations.json.description
        == #"[{"op":"test","path":"/0","value":1},{"op":"remove","path":"/0"}]"#)
    #expect(try apply(operations, to: [1, 2, 3]) == [2, 3])
  }

  @Test func arraysInsertAndChangeInPlace() throws {
    let from = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    var to = from
    to[1].isComplete = true
    to.insert(Todo(id: 3, title: "Jam"), at: 0)
    let operations = patch(from: from, to: to)
    #expect(
      operations.json.description
        == #"[{"op":"add","path":"/0","value":{"id":3,"title":"Jam","isComplete":false}},{"op":"test","path":"/2/isComplete","value":false},{"op":"replace","path":"/2/isComplete","value":true}]"#
    )
    #expect(try apply(operations, to: JSONValue(encoding: from)) == JSONValue(encoding: to))
  }

  @Test func valuePatchMatchesJSONPatch() throws {
    struct State: Equatable {
      var count = 0
      var todos: [Todo] = []
      var mode: Shape = .empty
    }
    let before = State(
      count: 1, todos: (0..<20).map { Todo(id: $0, title: "T\($0)") }, mode: .circle(1))
    var after = before
    after.count = 2
    after.todos[5].title = "Changed"
    after.todos.remove(at: 9)
    after.todos.append(Todo(id: 99, title: "New"))
    after.mode = .labelled(radius: 3)
    let fast = patch(from: before, to: after)
    let slow = patch(from: JSONValue(encoding: before), to: JSONValue(encoding: after))
    #expect(fast == slow)
    #expect(try apply(fast, to: JSONValue(encoding: before)) == JSONValue(encoding: after))
    #expect(patch(from: before, to: before).isEmpty)
  }

  @Test func applyRunsEveryOperationAndReportsFailures() throws {
    let document: JSONValue = ["a": [1, 2], "b": "x"]
    let operations = try [
      #"{"op":"move","from":"/b","path":"/c"}"#,
      #"{"op":"copy","from":"/a/0","path":"/a/-"}"#,
      #"{"op":"test","path":"/a","value":[1,2,1]}"#,
    ].map { try PatchOperation(json: JSONValue(parsing: $0)) }
    #expect(try apply(operations, to: document) == ["a": [1, 2, 1], "c": "x"])
    #expect(
      throws: JSONPatchError(message: #"test failed at "/b": expected "y", found "x""#)
    ) {
      try apply(
        [PatchOperation(op: .test, path: JSONPointer(tokens: ["b"]), value: "y")], to: document)
    }
  }
}
