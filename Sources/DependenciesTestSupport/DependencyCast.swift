import Dependencies

extension Dependency {
  /// Reads the dependency at `keyPath` as the concrete type `type`, as swift-dependencies'
  /// `@Dependency(\.client, as: TestClient.self)`: for a test that overrode a dependency of a
  /// protocol type and wants the test double back.
  ///
  /// The value is cast when it is read; one of another type stops the test process, saying which
  /// type it is and how to override it.
  public init<Existential>(
    _ keyPath: KeyPath<DependencyValues, Existential> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(\DependencyValues.[cast: keyPath, as: ConcreteType<Value>()])
  }

  /// Reads the dependency of the key type `key` as the concrete type `type`.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(\DependencyValues.[castKey: KeyType<Key>(), as: ConcreteType<Value>()])
  }
}

/// A type as a hashable value, so that a key path's subscript can name it.
private struct ConcreteType<Concrete>: Hashable, Sendable {}
private struct KeyType<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  fileprivate subscript<Existential, Concrete>(
    cast keyPath: KeyPath<DependencyValues, Existential> & Sendable,
    as _: ConcreteType<Concrete>
  ) -> Concrete {
    let value = self[keyPath: keyPath]
    guard let concrete = value as? Concrete else {
      fatalError(
        """
        Could not cast '\(type(of: value as Any))' to '\(Concrete.self)'. Override the \
        dependency with a '\(Concrete.self)' in the test's or suite's traits \
        (".dependencies { … }") before reading it as one.
        """)
    }
    return concrete
  }

  fileprivate subscript<Key: TestDependencyKey, Concrete>(
    castKey _: KeyType<Key>, as _: ConcreteType<Concrete>
  ) -> Concrete {
    let value = self[Key.self]
    guard let concrete = value as? Concrete else {
      fatalError(
        """
        Could not cast '\(type(of: value as Any))' to '\(Concrete.self)'. Override \
        '\(Key.self)' with a '\(Concrete.self)' in the test's or suite's traits \
        (".dependencies { … }") before reading it as one.
        """)
    }
    return concrete
  }
}
