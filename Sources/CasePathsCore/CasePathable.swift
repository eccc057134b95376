import IssueReporting

/// An enum that lists its cases as case paths, so they can be named by case key paths such as
/// `\.counter1` and from text by the shell.
///
/// Follows CasePaths' `CasePathable`. Apply the ``CasePathable()`` macro to the enum (`@Reducer`
/// applies it to a feature's `Action` and enum `State`) and it writes the conformance: an
/// ``AllCasePaths`` struct with one ``AnyCasePath`` property a case, named as the case, which is
/// also a `Sequence` of the cases' ``PartialCaseKeyPath``s in declaration order.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case counter1(Counter.Action)
///   case reset
/// }
/// let action = Action.counter1(.incrementButtonTapped)
/// action.counter1        // Optional(.incrementButtonTapped)
/// action.is(\.reset)     // false
/// ```
public protocol CasePathable {
  /// The type that holds this enum's case paths, one property a case.
  associatedtype AllCasePaths: Sendable
  /// This enum's case paths.
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// A shorthand for the root of this enum's case key paths: `\Action.Cases.counter1`.
  public typealias Cases = Case<Self>

  /// The payload of the case `keyPath` names, or `nil` when the value is another case; setting
  /// it replaces the payload of that case and does nothing for another case.
  ///
  /// Reached as a dynamic member on an enum marked `@dynamicMemberLookup`: `action.counter1`.
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    set {
      let casePath = Self.allCasePaths[keyPath: keyPath]
      guard let newValue, casePath.extract(from: self) != nil else { return }
      self = casePath.embed(newValue)
    }
  }

  /// The payload at the end of the case key path `keyPath`, or `nil` when the value is not on
  /// that path; setting it replaces that payload only when the value is on the path.
  ///
  /// ```swift
  /// action[case: \.counter1.incrementButtonTapped]  // Optional(())
  /// ```
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { AnyCasePath(keyPath).extract(from: self) }
    set {
      let casePath = AnyCasePath(keyPath)
      guard let newValue, casePath.extract(from: self) != nil else { return }
      self = casePath.embed(newValue)
    }
  }

  /// Whether this value is the case `keyPath` names: `action.is(\.counter1)`.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    guard let step = Case<Self>()[keyPath: keyPath] as? any _CaseStep else { return false }
    return step._extracts(from: self)
  }

  /// Changes the payload of the case `keyPath` names in place.
  ///
  /// Calling it on another case is a programming error, reported as an issue (a test failure
  /// under a test runner); the value is left as it was.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield body: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let casePath = AnyCasePath(keyPath)
    guard var value = casePath.extract(from: self) else {
      reportIssue(
        "Can't modify a '\(Self.self)' value with the case key path '\(keyPath)': the value "
          + "holds another case.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    body(&value)
    self = casePath.embed(value)
  }
}

/// A ``Case`` with its value type erased, so a ``PartialCaseKeyPath`` can test a value.
protocol _CaseStep {
  func _extracts(from root: Any) -> Bool
}

extension Case: _CaseStep {
  func _extracts(from root: Any) -> Bool {
    guard let chain else { return true }
    return chain._extractsAny(root)
  }
}
