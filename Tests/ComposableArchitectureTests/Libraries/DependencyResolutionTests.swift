import Dependencies
import Foundation
import Testing

// swift-dependencies' resolution rules, as its ResolutionTests and DependencyTests pin them: a
// value set where a dependency is read wins, then one set where its `@Dependency` was made, then
// the key's default, made with the dependencies in force where it is first read.

private struct EagerChild: TestDependencyKey {
  var value: Int
  static let testValue = Self(value: 1729)
}

private struct EagerParent: TestDependencyKey {
  var value: Int
  static var testValue: Self {
    @Dependency(EagerChild.self) var child
    return Self(value: child.value)
  }
}

private struct LazyChild: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = Self { 1729 }
}

private struct LazyParent: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = Self {
    @Dependency(LazyChild.self) var child
    return child.value()
  }
}

private struct NestedChild: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = Self { 1729 }
}

/// Captures the child dependency when it is made: it reads the child in force where it was
/// first read, or the one in force when it is called if that one is set.
private struct NestedParent: TestDependencyKey {
  var value: @Sendable () -> Int
  static var testValue: Self {
    @Dependency(NestedChild.self) var child
    return Self { child.value() }
  }
}

private struct DiamondC: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = Self { 1 }
}

private struct DiamondB1: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = Self {
    @Dependency(DiamondC.self) var c
    return c.value() + 42
  }
}

private struct DiamondB2: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = Self {
    @Dependency(DiamondC.self) var c
    return c.value() + 1729
  }
}

private struct DiamondA: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = Self {
    @Dependency(DiamondB1.self) var b1
    @Dependency(DiamondB2.self) var b2
    return b1.value() + b2.value()
  }
}

/// A client that holds a dependency as a property.
private struct ClientWithDependency: TestDependencyKey {
  @Dependency(EagerChild.self) var child
  func value() -> Int { child.value }
  static let testValue = Self()
}

private enum IntKey: DependencyKey {
  static let liveValue = -1
  static let testValue = 42
}

private enum StringKey: DependencyKey {
  static let liveValue = "hello"
  static let testValue = "goodbye"
}

extension DependencyValues {
  fileprivate var int: Int {
    get { self[IntKey.self] }
    set { self[IntKey.self] = newValue }
  }
  fileprivate var string: String {
    get { self[StringKey.self] }
    set { self[StringKey.self] = newValue }
  }
}

/// A model that makes children from itself, as swift-dependencies' tests' `Model`.
private final class Model {
  @Dependency(\.int) var int
  @Dependency(\.string) var string
  func child() -> Model { withDependencies(from: self) { Model() } }
}

@Suite struct DependencyResolutionTests {
  @Test func aDependencyReadWhileMadeIsReadOnce() {
    @Dependency(EagerParent.self) var parent
    @Dependency(EagerChild.self) var child
    #expect(parent.value == 1729)
    #expect(child.value == 1729)
    withDependencies {
      $0[EagerChild.self].value = 42
    } operation: {
      #expect(parent.value == 1729)
      #expect(child.value == 42)
    }
  }

  @Test func aDependencyReadWhenCalledSeesTheOverride() {
    @Dependency(LazyParent.self) var parent
    @Dependency(LazyChild.self) var child
    #expect(parent.value() == 1729)
    withDependencies {
      $0[LazyChild.self].value = { 42 }
    } operation: {
      #expect(parent.value() == 42)
      #expect(child.value() == 42)
    }
    withDependencies {
      $0[LazyParent.self].value = { 42 }
    } operation: {
      #expect(parent.value() == 42)
      #expect(child.value() == 1729)
    }
  }

  // A default made through a model's property is made with the model's dependencies in force.
  @Test func aDependencyOfADependencyResolvesWhereItIsRead() {
    struct Holder {
      @Dependency(NestedParent.self) var parent
      @Dependency(NestedChild.self) var child
    }
    let holder = withDependencies {
      $0[NestedChild.self].value = { 1 }
    } operation: {
      Holder()
    }
    #expect(holder.parent.value() == 1)
    #expect(holder.child.value() == 1)
    withDependencies {
      $0[NestedChild.self].value = { 42 }
    } operation: {
      #expect(holder.parent.value() == 42)
      #expect(holder.child.value() == 42)
    }
  }

  // The default read first is the one kept: made outside the model, it captured the test's
  // child dependency.
  @Test func theFirstReadMakesTheDefault() {
    @Dependency(NestedParent.self) var parent
    struct Holder {
      @Dependency(NestedParent.self) var parent
      @Dependency(NestedChild.self) var child
    }
    let holder = withDependencies {
      $0[NestedChild.self].value = { 1 }
    } operation: {
      Holder()
    }
    #expect(parent.value() == 1729)
    #expect(holder.parent.value() == 1729)
    #expect(holder.child.value() == 1)
    withDependencies {
      $0[NestedChild.self].value = { 42 }
    } operation: {
      #expect(holder.parent.value() == 42)
    }
  }

  @Test func aDiamondOfDependencies() {
    @Dependency(DiamondA.self) var a
    #expect(a.value() == 1 + 42 + 1 + 1729)
    withDependencies {
      $0[DiamondC.self].value = { 2 }
    } operation: {
      #expect(a.value() == 2 + 42 + 2 + 1729)
    }
    withDependencies {
      $0[DiamondB1.self].value = { 100 }
      $0[DiamondB2.self].value = { 200 }
    } operation: {
      #expect(a.value() == 300)
    }
  }

  @Test func aClientHoldingADependencyReadsTheOneInForce() {
    @Dependency(ClientWithDependency.self) var client
    withDependencies {
      $0[EagerChild.self].value = 99
    } operation: {
      #expect(client.value() == 99)
      withDependencies {
        $0[EagerChild.self].value = 42
      } operation: {
        #expect(client.value() == 42)
      }
    }
  }

  // A model keeps what it was made with; what is set where it is read wins; a child made from
  // it extends it.
  @Test func childModelsExtendTheirParentsDependencies() {
    @Dependency(\.int) var int
    #expect(int == 42)
    #expect(Model().string == "goodbye")
    let model = withDependencies {
      $0.int = 1729
    } operation: {
      withDependencies {
        $0.string = "howdy"
      } operation: {
        Model()
      }
    }
    #expect(model.int == 1729)
    #expect(model.string == "howdy")
    withDependencies {
      $0.int = 0
    } operation: {
      #expect(model.int == 0)
      #expect(model.string == "howdy")
    }
    let child = model.child()
    #expect(child.int == 1729)
    #expect(child.string == "howdy")
    let grandchild = withDependencies {
      $0.int = 9000
    } operation: {
      child.child()
    }
    #expect(grandchild.int == 9000)
    #expect(grandchild.string == "howdy")
    withDependencies {
      $0.string = "cya"
    } operation: {
      #expect(grandchild.int == 9000)
      #expect(grandchild.string == "cya")
    }
  }

  @MainActor @Test func childrenMadeUnderAnOverrideKeepIt() {
    withDependencies {
      $0.context = .live
    } operation: {
      @MainActor final class Parent {
        @Dependency(\.date) var date
        var children: [Child] = []
        func addChild() { children.append(withDependencies(from: self) { Child() }) }
      }
      @MainActor final class Child {
        @Dependency(\.date) var date
      }
      let parent = withDependencies {
        $0.date = .constant(Date(timeIntervalSince1970: 1))
      } operation: {
        Parent()
      }
      withDependencies {
        $0.date = .constant(Date(timeIntervalSince1970: 2))
      } operation: {
        parent.addChild()
      }
      withDependencies {
        $0.date = .constant(Date(timeIntervalSince1970: 3))
      } operation: {
        parent.addChild()
      }
      #expect(parent.date.now.timeIntervalSince1970 == 1)
      #expect(parent.children.map { $0.date.now.timeIntervalSince1970 } == [2, 3])
    }
  }

  @Test func theCurrentValuesAreReadable() {
    withDependencies {
      $0.int = 7
      $0.uuid = .incrementing
    } operation: {
      #expect(DependencyValues._current.int == 7)
      #expect(DependencyValues._current.uuid() == UUID(0))
      #expect(DependencyValues._current.context == .test)
    }
    #expect(DependencyValues.live.context == .live)
    #expect(DependencyValues.preview.context == .preview)
  }

  @Test func aDefaultIsMadeOnceWhenManyTasksReadIt() async {
    for _ in 1...20 {
      await withDependencies {
        $0 = .test
      } operation: {
        await withTaskGroup(of: Void.self) { group in
          for _ in 1...50 {
            group.addTask {
              @Dependency(CountingKey.self) var counting
              _ = counting
            }
          }
        }
        #expect(CountingKey.made.value == 1)
        CountingKey.made.setValue(0)
      }
    }
  }
}

private enum CountingKey: TestDependencyKey {
  static let made = LockIsolated(0)
  static var testValue: Int {
    made.withValue { $0 += 1 }
    return 0
  }
}
