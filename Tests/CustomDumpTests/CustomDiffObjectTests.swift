import CustomDump
import Testing

// An instance that reports its own before and after values diffs as those values, under a
// number every such instance shows.
@Suite struct CustomDiffObjectTests {
  final class Shared: _CustomDiffObject, Equatable {
    let before: Any
    let after: Any
    init(before: Any = User(id: 1, name: "Blob"), after: Any = User(id: 1, name: "Blob Jr.")) {
      self.before = before
      self.after = after
    }
    var _customDiffValues: (Any, Any) { (before, after) }
    static func == (lhs: Shared, rhs: Shared) -> Bool { false }
  }

  struct Stats {
    var count = 0
  }

  struct Screen {
    var stats: Shared
  }

  struct Pair {
    var first: Shared
    var second: Shared
  }

  @Test func dumpsTheValueAfterUnderItsNumber() {
    let one = Shared()
    let two = Shared(before: "before", after: "after")
    #expect(
      String(customDumping: Pair(first: one, second: one)) == """
        CustomDiffObjectTests.Pair(
          first: #1 User(
            id: 1,
            name: "Blob Jr."
          ),
          second: #1 User(↩︎)
        )
        """)
    #expect(
      String(customDumping: Pair(first: two, second: two)) == """
        CustomDiffObjectTests.Pair(
          first: #1 "after",
          second: #1 String(↩︎)
        )
        """)
  }

  @Test func diffsItsValuesBeforeAndAfter() {
    let shared = Shared()
    #expect(
      diff(shared, shared) == """
          #1 User(
            id: 1,
        -   name: "Blob"
        +   name: "Blob Jr."
          )
        """)
    let stats = Shared(before: Stats(), after: Stats(count: 1))
    #expect(
      diff(Screen(stats: stats), Screen(stats: stats)) == """
          CustomDiffObjectTests.Screen(
        -   stats: #1 CustomDiffObjectTests.Stats(count: 0)
        +   stats: #1 CustomDiffObjectTests.Stats(count: 1)
          )
        """)
  }

  @Test func twoInstancesDifferAsAWhole() {
    #expect(
      diff(Shared(), Shared()) == """
        - #1 User(
        -   id: 1,
        -   name: "Blob Jr."
        - )
        + #2 User(
        +   id: 1,
        +   name: "Blob Jr."
        + )
        """)
  }

  // An instance met again is one unchanged line on both sides: what changed in it was shown
  // where it was first met.
  @Test func anInstanceMetAgainPointsBack() {
    let shared = Shared()
    #expect(
      diff([shared, shared, shared], [shared, shared, Shared()]) == """
          [
            [0]: #1 User(
              id: 1,
        -     name: "Blob"
        +     name: "Blob Jr."
            ),
            [1]: #1 User(↩︎),
        -   [2]: #1 User(↩︎)
        +   [2]: #2 User(
        +     id: 1,
        +     name: "Blob Jr."
        +   )
          ]
        """)
  }

  // A pair of positions is one step: it takes a comma unless it is last on both sides, as
  // swift-custom-dump writes it; the new instance after it is numbered next.
  @Test func aRepeatedInstanceThenANewOne() {
    let user = Shared()
    #expect(
      diff([user, user], [user, user, Shared()]) == """
          [
            [0]: #1 User(
              id: 1,
        -     name: "Blob"
        +     name: "Blob Jr."
            ),
            [1]: #1 User(↩︎),
        +   [2]: #2 User(
        +     id: 1,
        +     name: "Blob Jr."
        +   )
          ]
        """)
  }

  final class Snapshot: _CustomDiffObject {
    var node: SnapshotNode
    init(_ node: SnapshotNode) { self.node = node }
    var _customDiffValues: (Any, Any) { (node, node) }
  }

  struct SnapshotNode {
    var name: String
    var child: Snapshot?
  }

  // Two graphs of instances, whose elements share one child and whose values are all unchanged,
  // are the same when their instances' fields are, as swift-custom-dump compares them.
  @Test func instancesOfTwoGraphsCompareByTheirFields() {
    let child = Snapshot(SnapshotNode(name: "child"))
    let before = [
      Snapshot(SnapshotNode(name: "a", child: child)),
      Snapshot(SnapshotNode(name: "b", child: child)),
    ]
    let after = [
      Snapshot(SnapshotNode(name: "a", child: child)),
      Snapshot(SnapshotNode(name: "b", child: child)),
    ]
    #expect(diff(before, after) == nil)
    after[1].node.name = "c"
    #expect(
      diff(before, after) == """
          [
            [0]: #1 CustomDiffObjectTests.SnapshotNode(…),
        -   [1]: #2 CustomDiffObjectTests.SnapshotNode(
        -     name: "b",
        -     child: #3 CustomDiffObjectTests.SnapshotNode(
        -       name: "child",
        -       child: nil
        -     )
        -   )
        +   [1]: #4 CustomDiffObjectTests.SnapshotNode(
        +     name: "c",
        +     child: #3 CustomDiffObjectTests.SnapshotNode(↩︎)
        +   )
          ]
        """)
  }

  @Test func anUnchangedInstanceIsTheSame() {
    let unchanged = Shared(before: 1, after: 1)
    #expect(diff(unchanged, unchanged) == nil)
  }
}

/// A node of a shared graph that knows its value before and after a change, as `@Shared` state
/// does, and may point back at a node that points at it.
final class SharedNode: _CustomDiffObject, Equatable {
  var before: Int
  var after: Int
  var child: SharedNode?
  init(before: Int, after: Int) {
    self.before = before
    self.after = after
  }
  var _customDiffValues: (Any, Any) {
    (SharedNodeValue(value: before, child: child), SharedNodeValue(value: after, child: child))
  }
  static func == (lhs: SharedNode, rhs: SharedNode) -> Bool { false }
}

struct SharedNodeValue {
  var value: Int
  var child: SharedNode?
}

@Suite struct CustomDiffObjectCycleTests {
  // Two instances that refer to each other: the second meeting of the first one points back,
  // as swift-custom-dump prints it, instead of drilling into it again.
  @Test func aCycleOfInstancesPointsBack() {
    let root = SharedNode(before: 1, after: 2)
    let child = SharedNode(before: 10, after: 20)
    root.child = child
    child.child = root
    #expect(
      diff(root, root) == """
          #1 SharedNodeValue(
        -   value: 1,
        +   value: 2,
            child: #2 SharedNodeValue(
        -     value: 10,
        +     value: 20,
              child: #1 SharedNodeValue(↩︎)
            )
          )
        """)
    #expect(
      String(customDumping: root) == """
        #1 SharedNodeValue(
          value: 2,
          child: #2 SharedNodeValue(
            value: 20,
            child: #1 SharedNodeValue(↩︎)
          )
        )
        """)
    // Broken after the test, or the two would keep each other alive.
    root.child = nil
  }

  @Test func anInstanceThatIsItsOwnChildPointsBack() {
    let node = SharedNode(before: 1, after: 2)
    node.child = node
    #expect(
      diff(node, node) == """
          #1 SharedNodeValue(
        -   value: 1,
        +   value: 2,
            child: #1 SharedNodeValue(↩︎)
          )
        """)
    node.child = nil
  }
}

/// One node of a graph snapshot: a copy of an object, which names the object it copies through
/// its `_objectIdentifier`, so that two snapshots of one graph, made of distinct instances, diff
/// as the same objects, as swift-custom-dump lets a debug snapshot do.
final class SnapshotObject: _CustomDiffObject {
  /// The object copied: shared by every snapshot of it.
  final class Origin {}

  let origin: Origin
  var node: SnapshotNode
  init(of origin: Origin, _ node: SnapshotNode) {
    self.origin = origin
    self.node = node
  }
  var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(origin) }
  var _customDiffValues: (Any, Any) { (node, node) }
}

struct SnapshotNode {
  var name: String
  var child: SnapshotObject?
}

@Suite struct CustomDiffObjectIdentityTests {
  /// A snapshot of `root → child → root`, with `childName` for the child.
  private func snapshot(
    root: SnapshotObject.Origin, child: SnapshotObject.Origin, childName: String
  ) -> SnapshotObject {
    let rootCopy = SnapshotObject(of: root, SnapshotNode(name: "root"))
    rootCopy.node.child = SnapshotObject(
      of: child, SnapshotNode(name: childName, child: rootCopy))
    return rootCopy
  }

  // Two snapshots of one graph, distinct instances sharing their objects' identities, diff as
  // one graph: each object's left value against its right value, and the root met again through
  // the cycle points back, unchanged.
  @Test func snapshotsSharingIdentitiesDiffAsOneGraph() {
    let root = SnapshotObject.Origin()
    let child = SnapshotObject.Origin()
    let before = snapshot(root: root, child: child, childName: "child")
    let after = snapshot(root: root, child: child, childName: "renamed")
    #expect(before !== after)
    #expect(
      diff(before, after) == """
          #1 SnapshotNode(
            name: "root",
            child: #2 SnapshotNode(
        -     name: "child",
        +     name: "renamed",
              child: #1 SnapshotNode(↩︎)
            )
          )
        """)
    #expect(diff(before, snapshot(root: root, child: child, childName: "child")) == nil)
    for graph in [before, after] { graph.node.child = nil }
  }
}
