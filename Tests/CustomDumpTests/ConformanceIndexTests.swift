import CustomDump
import Foundation
import Testing

// The index may only say "no" when the runtime would: a wrong "no" would make the dumper print a
// type differently, or the shell miss an optional or a collection.
@Suite struct ConformanceIndexTests {
  protocol Marker {}
  struct Marked: Marker {}
  struct Unmarked {}
  enum MarkedEnum: Marker { case one }
  struct Generic<Value> {}
  struct ConditionallyEquatable<Value> {}

  let index = ConformanceIndex(protocols: [
    (any Marker).self, (any Equatable).self, (any Hashable).self, (any Identifiable).self,
  ])

  @Test func noOnlyWhenTheRuntimeSaysNo() {
    let types: [Any.Type] = [
      Marked.self, Unmarked.self, MarkedEnum.self, Generic<Int>.self, Int.self, String.self,
      Int?.self, [Int].self, User.self, Todo.self, TwoCounters.State.self, Shape.self,
      ConditionallyEquatable<Int>.self, ConditionallyEquatable<Unmarked>.self, UUID.self,
      Date.self, (Int, Int).self, Node.self, Int.Type.self,
    ]
    let protocols: [(type: Any.Type, conforms: (Any.Type) -> Bool)] = [
      ((any Marker).self, { $0 is any Marker.Type }),
      ((any Equatable).self, { $0 is any Equatable.Type }),
      ((any Hashable).self, { $0 is any Hashable.Type }),
      ((any Identifiable).self, { $0 is any Identifiable.Type }),
    ]
    for type in types {
      for (protocolType, conforms) in protocols where !index.mayConform(type, to: protocolType) {
        #expect(!conforms(type), "\(type) conforms to \(protocolType)")
      }
    }
  }

  @Test func aStructThatConformsIsAMaybe() {
    #expect(index.mayConform(Marked.self, to: (any Marker).self))
    #expect(index.mayConform(MarkedEnum.self, to: (any Marker).self))
    #expect(index.mayConform(Int.self, to: (any Hashable).self))
    #expect(index.mayConform(User.self, to: (any Identifiable).self))
    #expect(index.mayConform(ConditionallyEquatable<Unmarked>.self, to: (any Equatable).self))
  }

  @Test func aStructThatDoesNotIsANo() {
    #expect(!index.mayConform(Unmarked.self, to: (any Marker).self))
    #expect(!index.mayConform(Unmarked.self, to: (any Equatable).self))
    #expect(!index.mayConform(Generic<Int>.self, to: (any Hashable).self))
    #expect(!index.mayConform(TwoCounters.State.self, to: (any Identifiable).self))
  }

  @Test func protocolsItWasNotMadeForAreAMaybe() {
    #expect(index.mayConform(Unmarked.self, to: (any CustomStringConvertible).self))
    #expect(index.mayConform(Node.self, to: (any Marker).self))
  }
}

extension ConformanceIndexTests.ConditionallyEquatable: Equatable where Value: Equatable {}
