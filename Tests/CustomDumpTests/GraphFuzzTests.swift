import CustomDump
import Testing

// Random graphs of class instances, cycles and shared instances included, dumped and diffed:
// nothing crashes or runs on without end, and every instance met again prints `(↩︎)`, so the
// count of `(↩︎)` is exactly the count of links to an instance already printed.
@Suite struct GraphFuzzTests {
  /// A plain class instance: compared by identity, dumped field by field.
  final class GraphNode {
    var value: Int
    var next: GraphNode?
    var children: [GraphNode] = []
    init(value: Int) { self.value = value }
  }

  /// An instance that knows its value before and after a change, as `@Shared` state does; its
  /// links are part of both values.
  final class SharedGraphNode: _CustomDiffObject {
    var before: Int
    var after: Int
    var next: SharedGraphNode?
    var children: [SharedGraphNode] = []
    init(before: Int, after: Int) {
      self.before = before
      self.after = after
    }
    var _customDiffValues: (Any, Any) {
      (
        SharedGraphValue(value: before, next: next, children: children),
        SharedGraphValue(value: after, next: next, children: children)
      )
    }
  }

  struct SharedGraphValue {
    var value: Int
    var next: SharedGraphNode?
    var children: [SharedGraphNode]
  }

  struct Screen {
    var title: String
    var nodes: [GraphNode]
  }

  /// The links of a random graph of `count` nodes: each node's `next` (or `nil`) and children.
  struct Shape {
    var next: [Int?]
    var children: [[Int]]

    init(count: Int, using generator: inout SeededGenerator) {
      next = (0..<count).map { _ in
        Bool.random(using: &generator) ? Int.random(in: 0..<count, using: &generator) : nil
      }
      children = (0..<count).map { _ in
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          Int.random(in: 0..<count, using: &generator)
        }
      }
    }

    /// How many links lead to an instance already printed when a dump starts at node 0: every
    /// link from a reachable node, less the one each reachable node but the first is printed at.
    var linksBack: Int {
      var reached: Set<Int> = [0]
      var pending = [0]
      var links = 0
      while let node = pending.popLast() {
        let targets = (next[node].map { [$0] } ?? []) + children[node]
        links += targets.count
        for target in targets where reached.insert(target).inserted {
          pending.append(target)
        }
      }
      return links - (reached.count - 1)
    }
  }

  func plainGraph(_ shape: Shape, values: Int = 0) -> [GraphNode] {
    let nodes = shape.next.indices.map { GraphNode(value: values + $0) }
    for (index, node) in nodes.enumerated() {
      node.next = shape.next[index].map { nodes[$0] }
      node.children = shape.children[index].map { nodes[$0] }
    }
    return nodes
  }

  func sharedGraph(_ shape: Shape) -> [SharedGraphNode] {
    let nodes = shape.next.indices.map { SharedGraphNode(before: $0, after: $0 + 100) }
    for (index, node) in nodes.enumerated() {
      node.next = shape.next[index].map { nodes[$0] }
      node.children = shape.children[index].map { nodes[$0] }
    }
    return nodes
  }

  /// Breaks every link, so the graph's cycles do not outlive the test.
  func release(_ nodes: [GraphNode]) {
    for node in nodes {
      node.next = nil
      node.children = []
    }
  }

  func release(_ nodes: [SharedGraphNode]) {
    for node in nodes {
      node.next = nil
      node.children = []
    }
  }

  func count(_ text: String?) -> Int {
    (text ?? "").components(separatedBy: "(↩︎)").count - 1
  }

  @Test func plainGraphsDumpAndDiff() {
    var generator = SeededGenerator(state: 21)
    for round in 0..<150 {
      let shape = Shape(count: Int.random(in: 1...12, using: &generator), using: &generator)
      let other = Shape(count: Int.random(in: 1...12, using: &generator), using: &generator)
      let nodes = plainGraph(shape)
      let otherNodes = plainGraph(other, values: 1000)
      defer {
        release(nodes)
        release(otherNodes)
      }
      let root = nodes[0]
      #expect(count(String(customDumping: root)) == shape.linksBack, "graph \(round)")
      #expect(diff(root, root) == nil, "graph \(round)")
      // Two different instances are replaced whole: both dumps, numbered across both sides.
      let whole = diff(root, otherNodes[0])
      #expect(whole != nil, "graph \(round)")
      #expect(count(whole) == shape.linksBack + other.linksBack, "graph \(round)")
      // Lists of instances from both graphs are aligned by identity and end.
      let before = Screen(title: "before", nodes: Array(nodes.prefix(4)))
      let after = Screen(title: "after", nodes: Array(nodes.suffix(3)) + otherNodes.prefix(2))
      _ = diff(before, after)
      _ = diff([root, otherNodes[0], root], [otherNodes[0], root])
    }
  }

  @Test func sharedGraphsDumpAndDiff() {
    var generator = SeededGenerator(state: 2121)
    for round in 0..<100 {
      let shape = Shape(count: Int.random(in: 1...12, using: &generator), using: &generator)
      let nodes = sharedGraph(shape)
      defer { release(nodes) }
      let root = nodes[0]
      #expect(count(String(customDumping: root)) == shape.linksBack, "graph \(round)")
      // Every node changed, so each one reached is drilled into once, and each link to one
      // already drilled into is one unchanged `(↩︎)` line, as swift-custom-dump writes it.
      let difference = diff(root, root)
      #expect(difference != nil, "graph \(round)")
      #expect(count(difference) == shape.linksBack, "graph \(round)")
      let linesBack = difference?.split(separator: "\n").filter { $0.contains("(↩︎)") } ?? []
      #expect(linesBack.allSatisfy { $0.hasPrefix(" ") }, "graph \(round)")
      _ = diff([root, nodes[nodes.count - 1]], [nodes[nodes.count - 1], root])
    }
  }

  // Two graphs built alike compare the same, once a pair of instances: a ladder whose every
  // rung links twice to the next has 2^25 paths, which a comparison path by path took minutes
  // over.
  @Test func alikeGraphsCompareOnceAPair() {
    func ladder() -> [GraphNode] {
      let nodes = (0..<25).map { GraphNode(value: $0) }
      for (lower, upper) in zip(nodes, nodes.dropFirst()) {
        lower.next = upper
        lower.children = [upper]
      }
      return nodes
    }
    let (one, two) = (ladder(), ladder())
    #expect(diff(one[0], two[0]) == nil)
    two[24].value = 0
    #expect(diff(one[0], two[0]) != nil)
  }
}
