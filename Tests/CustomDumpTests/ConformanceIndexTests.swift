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

  // `cast` builds the existential from the record's witness table: a wrong table would give a
  // wrong name or crash, so each answer is called, not only compared.
  @Test func castAgreesWithTheRuntimeAndItsWitnessTablesWork() {
    let named = ConformanceIndex(protocols: [(any Named).self])
    let types: [Any.Type] = [
      Marked.self, Unmarked.self, MarkedEnum.self, Generic<Int>.self, Generic<String>.self,
      ConditionallyNamed<Marked>.self, ConditionallyNamed<Unmarked>.self, Marked?.self,
      NamedClass.self, NamedSubclass.self, (Int, Int).self, Int.self, Node.self,
    ]
    for type in types {
      let viaIndex = named.cast(type, { $0 as? any Named.Type })
      let viaRuntime = type as? any Named.Type
      #expect((viaIndex == nil) == (viaRuntime == nil), "\(type)")
      #expect(viaIndex?.name == viaRuntime?.name, "\(type)")
      #expect(named.conforms(type, { $0 as? any Named.Type }) == (viaRuntime != nil), "\(type)")
    }
    #expect(named.cast(Generic<Int>.self, { $0 as? any Named.Type })?.name == "Generic<Int>")
    #expect(named.cast(MarkedEnum.self, { $0 as? any Named.Type })?.name == "enum")
  }

  // A conformance isolated to the main actor is left to the runtime, through the caller's own
  // cast: a generic `as?` answers differently off the main actor in a debug build, and the
  // dumper caches its first answer for the whole process.
  @Test func anIsolatedConformanceIsAnsweredAsTheCallersCastAnswers() async {
    let named = ConformanceIndex(protocols: [(any Named).self])
    let (viaIndex, viaRuntime) = await Task.detached {
      let type: Any.Type = IsolatedNamed.self
      return (named.conforms(type, { $0 as? any Named.Type }), type is any Named.Type)
    }.value
    #expect(viaIndex == viaRuntime)
  }

  @Test func anEquatableCastComparesWithTheTypesOwnEquality() {
    let equatable = index.cast(Todo.self, { $0 as? any Equatable.Type })
    func equal<T: Equatable>(_: T.Type, _ lhs: Any, _ rhs: Any) -> Bool {
      lhs as! T == rhs as! T
    }
    let todo = Todo(id: 1, title: "Milk")
    #expect(equatable.map { equal($0, todo, todo) } == true)
    #expect(equatable.map { equal($0, todo, Todo(id: 2, title: "Milk")) } == false)
  }

  @Test func protocolsItWasNotMadeForAreAMaybe() {
    #expect(index.mayConform(Unmarked.self, to: (any CustomStringConvertible).self))
    #expect(index.mayConform(Node.self, to: (any Marker).self))
  }
}

extension ConformanceIndexTests.ConditionallyEquatable: Equatable where Value: Equatable {}

/// A protocol with a requirement, so that a witness table is used, not only found.
protocol Named { static var name: String { get } }
extension ConformanceIndexTests.Marked: Named { static var name: String { "marked" } }
extension ConformanceIndexTests.MarkedEnum: Named { static var name: String { "enum" } }
// Unconditional, on a generic type: its witness table is made for each instance of the type.
extension ConformanceIndexTests.Generic: Named {
  static var name: String { "Generic<\(Value.self)>" }
}
struct ConditionallyNamed<Value> {}
extension ConditionallyNamed: Named where Value: Named {
  static var name: String { "conditionally " + Value.name }
}
class NamedClass: Named { class var name: String { "class" } }
struct IsolatedNamed {}
extension IsolatedNamed: @MainActor Named { static var name: String { "isolated" } }
final class NamedSubclass: NamedClass { override class var name: String { "subclass" } }
