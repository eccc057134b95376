import ComposableArchitecture
import Foundation
import Testing

// The behaviours swift-case-paths' own suite pins for its deprecated API (its
// `DeprecatedTests`): `/Enum.case` and `AnyCasePath(Enum.case)` over every kind of payload,
// optional and `AnyHashable` roots, the extract-function forms, `..`, the identity and `some`
// paths, `modify`, the constant, never, raw-value and description paths, pattern matching, and
// how a case path describes itself. Each test extracts twice where upstream's does, since a
// case path may cache what it learns on the first extraction.

private protocol Marker {}
extension Int: Marker {}
private protocol ObjectMarker: AnyObject {}

private final class Reference: Equatable, @unchecked Sendable {
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs === rhs }
}

@Suite struct CasePathsDeprecatedAPITests {
  // MARK: One value

  @available(*, deprecated)
  @Test func aSingleValue() {
    enum Enum { case payload(Int) }
    let path: AnyCasePath<Enum, Int> = /Enum.payload
    for _ in 1...2 { #expect(path.extract(from: .payload(42)) == 42) }
    #expect(AnyCasePath(Enum.payload).extract(from: .payload(42)) == 42)
  }

  @available(*, deprecated)
  @Test func aSingleLabelledValue() {
    enum Enum { case payload(label: Int) }
    let path: AnyCasePath<Enum, Int> = /Enum.payload(label:)
    for _ in 1...2 { #expect(path.extract(from: .payload(label: 42)) == 42) }
    #expect(AnyCasePath(Enum.payload(label:)).extract(from: .payload(label: 42)) == 42)
  }

  @available(*, deprecated)
  @Test func casesOfOneNameToldApartByLabel() {
    enum Enum {
      case payload(a: Int)
      case payload(b: Int)
    }
    let a: AnyCasePath<Enum, Int> = /Enum.payload(a:)
    let b: AnyCasePath<Enum, Int> = /Enum.payload(b:)
    for _ in 1...2 {
      #expect(a.extract(from: .payload(a: 42)) == 42)
      #expect(a.extract(from: .payload(b: 42)) == nil)
      #expect(b.extract(from: .payload(a: 42)) == nil)
      #expect(b.extract(from: .payload(b: 42)) == 42)
    }
    #expect(AnyCasePath(Enum.payload(a:)).extract(from: .payload(b: 42)) == nil)
    #expect(AnyCasePath(Enum.payload(b:)).extract(from: .payload(b: 42)) == 42)
  }

  @available(*, deprecated)
  @Test func labelledAndUnlabelledCasesOfOneName() {
    enum Enum {
      case labeled(label: Int, otherLabel: Int)
      case labeled(Int, Int)
    }
    let path: AnyCasePath<Enum, (label: Int, otherLabel: Int)> = /Enum.labeled(label:otherLabel:)
    #expect(path.extract(from: .labeled(2, 2)) == nil)
    #expect(path.extract(from: .labeled(label: 2, otherLabel: 2))! == (2, 2))
  }

  // MARK: Several values

  @available(*, deprecated)
  @Test func severalValuesAsATuple() {
    enum Enum { case payload(Int, String) }
    let path: AnyCasePath<Enum, (Int, String)> = /Enum.payload
    for _ in 1...2 { #expect(path.extract(from: .payload(42, "Blob"))! == (42, "Blob")) }
    #expect(AnyCasePath(Enum.payload).extract(from: .payload(42, "Blob"))! == (42, "Blob"))
    guard let pair = (/Enum.payload).extract(from: .payload(42, "Blob")) else {
      Issue.record("no payload")
      return
    }
    #expect(pair.0 == 42 && pair.1 == "Blob")
  }

  @available(*, deprecated)
  @Test func severalLabelledValuesWithOrWithoutTheirLabels() {
    enum Enum { case payload(fizz: Int, buzz: String) }
    let unlabelled: AnyCasePath<Enum, (Int, String)> = /Enum.payload
    let labelled: AnyCasePath<Enum, (fizz: Int, buzz: String)> = /Enum.payload(fizz:buzz:)
    for _ in 1...2 {
      #expect(unlabelled.extract(from: .payload(fizz: 42, buzz: "Blob"))! == (42, "Blob"))
      let value = labelled.extract(from: .payload(fizz: 42, buzz: "Blob"))
      #expect(value?.fizz == 42 && value?.buzz == "Blob")
    }
    let mixed = (/Enum.payload).extract(from: .payload(fizz: 1, buzz: "a"))
    #expect(mixed?.0 == 1 && mixed?.1 == "a")
  }

  @available(*, deprecated)
  @Test func valuesWithDefaultArguments() {
    enum Enum { case n(Int, m: Int? = nil, file: String = "file", line: UInt = 7) }
    let path: AnyCasePath<Enum, (Int, Int?, String, UInt)> = /Enum.n
    for _ in 1...2 { #expect(path.extract(from: .n(42))! == (42, nil, "file", 7)) }
    #expect(AnyCasePath(Enum.n).extract(from: .n(42))! == (42, nil, "file", 7))
  }

  @available(*, deprecated)
  @Test func aRowOfAnIdentifiedListAsTCA1CodeWritesIt() {
    enum Action { case row(id: Int, action: Bool) }
    let path: AnyCasePath<Action, (Int, Bool)> = /Action.row(id:action:)
    let labelled: AnyCasePath<Action, (id: Int, action: Bool)> = /Action.row(id:action:)
    #expect(path.extract(from: .row(id: 3, action: true))! == (3, true))
    #expect(labelled.extract(from: .row(id: 4, action: false))?.id == 4)
    guard case .row(let id, let action) = path.embed((5, true)), id == 5, action else {
      Issue.record("embedded another row")
      return
    }
  }

  // MARK: No value

  @available(*, deprecated)
  @Test func casesWithoutValues() {
    enum Enum: Equatable { case a, b }
    let a = /Enum.a
    let b = /Enum.b
    for _ in 1...2 {
      #expect(a.extract(from: .a) != nil)
      #expect(b.extract(from: .b) != nil)
      #expect(a.extract(from: .b) == nil)
      #expect(b.extract(from: .a) == nil)
    }
    #expect(AnyCasePath(Enum.a).extract(from: .a) != nil)
    #expect(AnyCasePath(Enum.b).extract(from: .a) == nil)
    #expect(a.embed(()) == .a)
    #expect(AnyCasePath(Enum.b).embed(()) == .b)
  }

  @available(*, deprecated)
  @Test func payloadsThatTakeNoMemory() {
    struct Unit {}
    enum Single { case unit }
    enum Enum {
      case void(Void)
      case unit(Unit)
      case single(Single)
    }
    let void: AnyCasePath<Enum, Void> = /Enum.void
    let unit: AnyCasePath<Enum, Unit> = /Enum.unit
    let single: AnyCasePath<Enum, Single> = /Enum.single
    for _ in 1...2 {
      #expect(void.extract(from: .void(())) != nil)
      #expect(unit.extract(from: .unit(Unit())) != nil)
      #expect(single.extract(from: .single(.unit)) != nil)
      #expect(void.extract(from: .unit(Unit())) == nil)
      #expect(void.extract(from: .single(.unit)) == nil)
      #expect(unit.extract(from: .void(())) == nil)
      #expect(unit.extract(from: .single(.unit)) == nil)
      #expect(single.extract(from: .void(())) == nil)
      #expect(single.extract(from: .unit(Unit())) == nil)
    }
    #expect(AnyCasePath(Enum.single).extract(from: .single(.unit)) == .unit)
  }

  @available(*, deprecated)
  @Test func uninhabitedPayloadsNeverExtract() {
    enum Uninhabited {}
    enum Enum {
      case never(Never)
      case uninhabited(Uninhabited)
      case pair(Never, Never)
      case value
    }
    let pair: AnyCasePath<Enum, (Never, Never)> = /Enum.pair(_:_:)
    for _ in 1...2 {
      #expect((/Enum.never).extract(from: .value) == nil)
      #expect((/Enum.uninhabited).extract(from: .value) == nil)
      #expect(pair.extract(from: .value) == nil)
    }
    #expect(AnyCasePath(Enum.never).extract(from: .value) == nil)
  }

  // MARK: Kinds of payload

  @available(*, deprecated)
  @Test func aClosurePayload() throws {
    enum Enum { case closure(() -> Void) }
    for _ in 1...2 {
      var invoked = false
      let closure = try #require((/Enum.closure).extract(from: .closure { invoked = true }))
      closure()
      #expect(invoked)
    }
    var invoked = false
    let closure = try #require(AnyCasePath(Enum.closure).extract(from: .closure { invoked = true }))
    closure()
    #expect(invoked)
  }

  @available(*, deprecated)
  @Test func recursiveAndIndirectCases() {
    indirect enum Tree: Equatable {
      case node(Tree)
      case leaf
    }
    let node: AnyCasePath<Tree, Tree> = /Tree.node
    for _ in 1...2 {
      #expect(node.extract(from: .node(.leaf)) == .leaf)
      #expect(node.extract(from: .node(.node(.leaf))) == .node(.leaf))
    }
    enum Mixed: Equatable {
      indirect case boxed(Int)
      case direct(Int)
    }
    for _ in 1...2 {
      #expect((/Mixed.boxed).extract(from: .boxed(42)) == 42)
      #expect((/Mixed.boxed).extract(from: .direct(42)) == nil)
      #expect((/Mixed.direct).extract(from: .boxed(42)) == nil)
      #expect((/Mixed.direct).extract(from: .direct(42)) == 42)
    }
  }

  @available(*, deprecated)
  @Test func indirectCasesOfSeveralValues() {
    let object = Reference()
    enum Enum {
      indirect case boxed(Int, Reference?, Int, Reference?)
      case direct(Int, Reference?, Int, Reference?)
    }
    let boxed: AnyCasePath<Enum, (Int, Reference?, Int, Reference?)> = /Enum.boxed
    let direct: AnyCasePath<Enum, (Int, Reference?, Int, Reference?)> = /Enum.direct
    for _ in 1...2 {
      #expect(boxed.extract(from: .boxed(42, nil, 43, object))! == (42, nil, 43, object))
      #expect(boxed.extract(from: .direct(42, nil, 43, object)) == nil)
      #expect(direct.extract(from: .boxed(42, nil, 43, object)) == nil)
      #expect(direct.extract(from: .direct(42, nil, 43, object))! == (42, nil, 43, object))
    }
  }

  @available(*, deprecated)
  @Test func anOptionalPayloadExtractsAsItIs() {
    enum Enum { case int(Int?) }
    let path: AnyCasePath<Enum, Int?> = /Enum.int
    for _ in 1...2 {
      #expect(path.extract(from: .int(42)) == .some(.some(42)))
      #expect(path.extract(from: .int(nil)) == .some(.none))
    }
  }

  @available(*, deprecated)
  @Test func anyAnyObjectAndProtocolPayloads() {
    final class Object {}
    struct Failure: Error, Equatable {}
    enum Enum {
      case any(Any)
      case object(AnyObject)
      case error(any Error)
    }
    let object = Object()
    let nsObject = NSObject()
    for _ in 1...2 {
      #expect((/Enum.any).extract(from: .any(42)) as? Int == 42)
      #expect((/Enum.object).extract(from: .object(object)) === object)
      #expect((/Enum.object).extract(from: .object(nsObject)) === nsObject)
      #expect((/Enum.error).extract(from: .error(Failure())) as? Failure == Failure())
    }
  }

  @available(*, deprecated)
  @Test func aSubclassInASuperclassCase() {
    class Base {}
    final class Derived: Base {}
    enum Enum {
      case base(Base)
      case derived(Derived)
    }
    let base = Base()
    let derived = Derived()
    for _ in 1...2 {
      #expect((/Enum.base).extract(from: .base(base)) === base)
      #expect((/Enum.base).extract(from: .base(derived)) === derived)
      #expect((/Enum.derived).extract(from: .derived(derived)) === derived)
    }
  }

  @available(*, deprecated)
  @Test func payloadsOfDifferentLayoutsNeverMixUp() {
    struct Record { var array = [1, 2, 3], string = "Blob" }
    enum Enum {
      case bool(Bool)
      case int(Int)
      case void(Void)
      case record(Record)
      case any(Any)
    }
    let values: [Enum] = [.bool(true), .int(42), .void(()), .record(Record()), .any("Blob")]
    let extracted: [(Enum) -> Bool] = [
      { (/Enum.bool).extract(from: $0) != nil },
      { (/Enum.int).extract(from: $0) != nil },
      { (/Enum.void).extract(from: $0) != nil },
      { (/Enum.record).extract(from: $0) != nil },
      { (/Enum.any).extract(from: $0) != nil },
    ]
    for _ in 1...2 {
      for (pathIndex, extracts) in extracted.enumerated() {
        for (valueIndex, value) in values.enumerated() {
          #expect(extracts(value) == (pathIndex == valueIndex), "path \(pathIndex) of \(value)")
        }
      }
    }
  }

  @available(*, deprecated)
  @Test func existentialPayloads() {
    final class Object: ObjectMarker {}
    enum Enum {
      case marker(any Marker)
      case object(any ObjectMarker)
      case int(Int)
    }
    let object = Object()
    for _ in 1...2 {
      #expect((/Enum.marker).extract(from: .int(100)) == nil)
      #expect((/Enum.marker).extract(from: .marker(100)) as? Int == 100)
      #expect((/Enum.int).extract(from: .marker(100)) == nil)
      #expect((/Enum.int).extract(from: .int(100)) == 100)
      #expect((/Enum.object).extract(from: .object(object)) === object)
      #expect((/Enum.object).extract(from: .int(1)) == nil)
    }
  }

  @available(*, deprecated)
  @Test func anExistentialCaseGivesTheConcreteTypeItHolds() {
    struct Large: Marker, Equatable {
      // Too large for an existential's inline buffer, so it is stored out of line.
      var a = 100, b = 300, c = 200, d = 400
    }
    enum Enum {
      case direct(any Marker)
      case labelled(label: any Marker)
      indirect case boxed(any Marker)
      indirect case boxedLabelled(label: any Marker)
    }
    let paths: [AnyCasePath<Enum, Large>] = [
      /Enum.direct, /Enum.labelled, /Enum.boxed, /Enum.boxedLabelled,
    ]
    let holdingLarge: [Enum] = [
      .direct(Large()), .labelled(label: Large()), .boxed(Large()), .boxedLabelled(label: Large()),
    ]
    let holdingInt: [Enum] = [.direct(1), .labelled(label: 1), .boxed(1), .boxedLabelled(label: 1)]
    for _ in 1...2 {
      for (pathIndex, path) in paths.enumerated() {
        for (valueIndex, value) in holdingLarge.enumerated() {
          #expect(path.extract(from: value) == (pathIndex == valueIndex ? Large() : nil))
        }
        for value in holdingInt { #expect(path.extract(from: value) == nil) }
      }
    }
    enum Pair { case pair(any Marker, Int) }
    let pair: AnyCasePath<Pair, (Int, Int)> = /Pair.pair
    #expect(pair.extract(from: .pair(34, 12))! == (34, 12))
  }

  @available(*, deprecated)
  @Test func aResultOfEnumsOfBools() {
    enum Inner {
      case first(Bool)
      case second(Bool)
      case third(Any)
    }
    enum Outer { case inner(Inner) }
    #expect((/Outer.inner).extract(from: .inner(.first(true))) != nil)
    #expect((/Outer.inner).extract(from: .inner(.second(true))) != nil)
  }

  @available(*, deprecated)
  @Test func anOptionalPayloadOfAnotherTypeIsNotThisCase() {
    enum First { case a }
    enum Second { case b }
    enum Action {
      case first(First)
      case second(Second?)
    }
    #expect((/Action.first).extract(from: .second(.b)) == nil)
  }

  // MARK: Optional and AnyHashable roots

  @available(*, deprecated)
  @Test func anOptionalRoot() {
    enum Authentication {
      case authenticated(token: String)
      case unauthenticated
    }
    let root: Authentication? = .authenticated(token: "deadbeef")
    let token: AnyCasePath<Authentication?, String> = /Authentication.authenticated
    for _ in 1...2 { #expect(token.extract(from: root) == "deadbeef") }
    #expect(token.extract(from: nil) == nil)
    #expect(token.extract(from: .unauthenticated) == nil)
  }

  @available(*, deprecated)
  @Test func anAnyHashablePayloadCastToItsValue() {
    enum Authentication {
      case authenticated(token: AnyHashable)
      case unauthenticated
    }
    let root: Authentication? = .authenticated(token: "deadbeef")
    let token: AnyCasePath<Authentication?, String> = /Authentication.authenticated
    for _ in 1...2 { #expect(token.extract(from: root) == "deadbeef") }
  }

  @available(*, deprecated)
  @Test func everyCaseFromAnOptionalRoot() {
    enum Foo {
      case foo(String)
      case bar(String)
      case baz
    }
    var root: Foo? = .foo("blob1")
    #expect((/Foo.foo).extract(from: root) == "blob1")
    #expect((/Foo.bar).extract(from: root) == nil)
    #expect((/Foo.baz).extract(from: root) == nil)
    root = .bar("blob2")
    #expect((/Foo.foo).extract(from: root) == nil)
    #expect((/Foo.bar).extract(from: root) == "blob2")
    root = .baz
    #expect((/Foo.baz).extract(from: root) != nil)
    #expect((/Foo.foo).extract(from: root) == nil)
    root = nil
    #expect((/Foo.foo).extract(from: root) == nil)
    #expect((/Foo.baz).extract(from: root) == nil)

    let foo: (Foo?) -> String? = /Foo.foo
    #expect(foo(.foo("blob1")) == "blob1")
    #expect(foo(.bar("blob2")) == nil)
    #expect(foo(nil) == nil)
    let baz: (Foo?) -> Void? = /Foo.baz
    #expect(baz(.baz) != nil)
    #expect(baz(.foo("blob1")) == nil)
    #expect(baz(nil) == nil)
  }

  @available(*, deprecated)
  @Test func anOptionalRootOfObjects() {
    enum Enum {
      case first(Reference)
      case second(Reference)
    }
    let object = Reference()
    let first: AnyCasePath<Enum?, Reference> = /Enum.first
    let second: AnyCasePath<Enum?, Reference> = /Enum.second
    for _ in 1...2 {
      #expect(first.extract(from: nil) == nil)
      #expect(first.extract(from: .first(object)) == object)
      #expect(first.extract(from: .second(object)) == nil)
      #expect(second.extract(from: .first(object)) == nil)
      #expect(second.extract(from: .second(object)) == object)
    }
  }

  @available(*, deprecated)
  @Test func anOptionalInsideAResult() {
    struct Failure: Error {}
    let result: Result<String?, any Error> = .success("hello, world")
    let success: AnyCasePath<Result<String?, any Error>, String> = /Result.success
    #expect(success.extract(from: result) == "hello, world")
    #expect((/Result.failure).extract(from: result) == nil)
    let extractSuccess: (Result<String?, any Error>) -> String? = /Result.success
    #expect(extractSuccess(result) == "hello, world")
    let extractFailure: (Result<String?, any Error>) -> (any Error)? = /Result.failure
    #expect(extractFailure(result) == nil)
    #expect(extractFailure(.failure(Failure())) is Failure)
  }

  // MARK: Standard library enums

  @available(*, deprecated)
  @Test func optionalAndResultCases() {
    struct Failure: Equatable, Error {}
    let some: AnyCasePath<String?, String> = /String?.some
    #expect(some.extract(from: "Hello") == "Hello")
    #expect(some.extract(from: .none) == nil)
    #expect(AnyCasePath(String?.some).extract(from: "Hello") == "Hello")
    #expect((/.some).extract(from: Optional(42)) == 42)

    let success: AnyCasePath<Result<String, any Error>, String> = /Result.success
    let failure: AnyCasePath<Result<String, any Error>, any Error> = /Result.failure
    let typedFailure: AnyCasePath<Result<String, Failure>, Failure> = /Result.failure
    for _ in 1...2 {
      #expect(success.extract(from: .success("Hello")) == "Hello")
      #expect(failure.extract(from: .success("Hello")) == nil)
      #expect(failure.extract(from: .failure(Failure())) as? Failure == Failure())
      #expect(success.extract(from: .failure(Failure())) == nil)
      #expect(typedFailure.extract(from: .failure(Failure())) == Failure())
      #expect((/Result<String, Failure>.success).extract(from: .failure(Failure())) == nil)
    }
  }

  @available(*, deprecated)
  @Test func aSuccessIsNotExtractedFromFailuresOfAnySize() {
    struct Empty: Error {}
    struct Small: Error { var a = 42 }
    struct Large: Error { var a = "", b = "", c = "", d = "", e = "", f = "" }
    let success: AnyCasePath<Result<String, any Error>, String> = /Result.success
    for _ in 1...2 {
      for error: any Error in [Empty(), Small(), Large()] {
        #expect(success.extract(from: .failure(error)) == nil)
      }
      #expect(success.extract(from: .success("hello")) == "hello")
    }
  }

  // MARK: Identity, embedding, appending

  @available(*, deprecated)
  @Test func theIdentityPath() {
    enum Foo: Equatable { case bar(Int) }
    #expect((/Int.self).extract(from: 42) == 42)
    #expect((/.self).extract(from: 42) == 42)
    #expect(AnyCasePath(Int.self).extract(from: 42) == 42)
    #expect((/Foo.self).embed(.bar(42)) == .bar(42))
    #expect(AnyCasePath(Foo.self).embed(.bar(42)) == .bar(42))
  }

  @available(*, deprecated)
  @Test func embedding() {
    enum Foo: Equatable { case bar(Int) }
    #expect((/Foo.bar).embed(42) == .bar(42))
    #expect(AnyCasePath(Foo.bar).embed(42) == .bar(42))
  }

  @available(*, deprecated)
  @Test func appendingWithTheDotDotOperator() {
    enum Foo: Equatable { case bar(Bar) }
    enum Bar: Equatable { case baz(Int) }
    let fooBaz = /Foo.bar .. Bar.baz
    #expect(fooBaz.embed(42) == .bar(.baz(42)))
    #expect(fooBaz.extract(from: .bar(.baz(42))) == 42)
    #expect(AnyCasePath(Foo.bar).appending(path: AnyCasePath(Bar.baz)).embed(42) == .bar(.baz(42)))

    let success2int = /Result<Int?, any Error>.success .. /Int?.some
    #expect(success2int.extract(from: .success(42)) == 42)
    #expect((/Int??.some .. Int?.some).extract(from: Optional(Optional(42))) == 42)
  }

  @available(*, deprecated)
  @Test func appendingARecursiveCase() {
    indirect enum Foo {
      case foo(Foo)
      case bar(Int)
    }
    let path = /Foo.foo .. /Foo.foo .. /Foo.foo .. /Foo.bar
    #expect(path.extract(from: .foo(.foo(.foo(.bar(42))))) == 42)
    #expect(path.extract(from: .foo(.foo(.bar(42)))) == nil)
  }

  @available(*, deprecated)
  @Test func extractFunctionsForCompactMap() {
    struct Failure: Error {}
    let results: [Result<Int?, Failure>] = [.success(1), .success(nil), .failure(Failure())]
    #expect(results.compactMap(/Result.success .. Optional.some) == [1])

    enum Authentication {
      case authenticated(token: String)
      case unauthenticated
    }
    let values: [Authentication] = [.authenticated(token: "deadbeef"), .unauthenticated]
    #expect(values.compactMap(/Authentication.authenticated) == ["deadbeef"])
    #expect(values.compactMap(/Authentication.unauthenticated).count == 1)

    enum Foo { case bar(Int, Int) }
    #expect([Foo.bar(1, 2)].compactMap(/Foo.bar).map(+) == [3])

    enum Top {
      case one(One)
      case none
    }
    enum One { case two(Two) }
    enum Two { case value(Int) }
    let tops: [Top] = [.one(.two(.value(1))), .none]
    #expect(tops.compactMap(/Top.one .. One.two .. Two.value) == [1])
  }

  // MARK: Matching, modifying, describing

  @available(*, deprecated)
  @Test func patternMatching() {
    struct Failure: Error {}
    let results: [Result<Int, Failure>] = [
      .success(1), .success(2), .failure(Failure()), .success(3),
    ]
    // In Swift 6 mode two `/` on one line can read as a regular expression literal: `(/…)`.
    let successes = results.lazy.prefix { (/Result.success) ~= $0 }
    #expect(Array(successes.compactMap(/Result.success)) == [1, 2])
    switch results[0] {
    case /Result.success: break
    default: Issue.record("a success did not match '/Result.success'")
    }
  }

  @available(*, deprecated)
  @Test func modifyChangesThePayloadInPlace() throws {
    enum Foo: Equatable {
      case bar(Int)
      case baz
    }
    var foo = Foo.bar(42)
    try (/Foo.bar).modify(&foo) { $0 *= 2 }
    #expect(foo == .bar(84))
    var other = Foo.baz
    #expect(throws: (any Error).self) { try (/Foo.bar).modify(&other) { $0 += 1 } }
    #expect(other == .baz)
  }

  @available(*, deprecated)
  @Test func constantNeverRawValueAndDescriptionPaths() {
    enum Color: String { case red, blue }
    #expect(AnyCasePath.constant(42).extract(from: ()) == 42)
    AnyCasePath.constant(42).embed(42)
    #expect(AnyCasePath<Int, Never>.never.extract(from: 42) == nil)
    #expect(AnyCasePath<String, Color>.rawValue.extract(from: "red") == .red)
    #expect(AnyCasePath<String, Color>.rawValue.extract(from: "green") == nil)
    #expect(AnyCasePath.rawValue.embed(Color.blue) == "blue")
    #expect(AnyCasePath.description.extract(from: "42") == 42)
    #expect(AnyCasePath<String, Int>.description.extract(from: "x") == nil)
    #expect(AnyCasePath.description.embed(42) == "42")
  }

  @available(*, deprecated)
  @Test func aCasePathDescribesItsTypes() {
    let success: AnyCasePath<Result<String, any Error>, String> = /Result.success
    #expect("\(success)" == "AnyCasePath<Result<String, Error>, String>")
    let path: AnyCasePath<Int?, Int> = /Int?.some
    #expect(path.debugDescription == "AnyCasePath<Int?, Int>")
    #expect(path.description == path.debugDescription)
    let old: CasePath<Int?, Int> = path
    #expect(old.extract(from: 1) == 1)
  }

  @available(*, deprecated)
  @Test func onePathSharedByManyTasks() async {
    enum Enum { case payload(Int) }
    let path: AnyCasePath<Enum, Int> = /Enum.payload
    let mismatches = await withTaskGroup(of: Bool.self) { group in
      for index in 1...1000 {
        group.addTask { path.extract(from: .payload(index)) == index }
      }
      return await group.reduce(0) { $0 + ($1 ? 0 : 1) }
    }
    #expect(mismatches == 0)
  }
}
