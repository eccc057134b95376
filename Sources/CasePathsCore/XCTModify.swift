import CustomDump
import IssueReporting

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that an optional holds a value and changes that value in place, as CasePaths'
/// deprecated `XCTModify`: a failure is reported when it is `nil`, when `body` throws, or when
/// `body` leaves an `Equatable` value unchanged.
@available(
  *, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead."
)
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &optional, case: AnyCasePath(\Wrapped?.Cases.some), message(), body, fileID: fileID,
    filePath: filePath, line: line, column: column)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that an enum value is the case `keyPath` names and changes its payload in place, as
/// CasePaths' deprecated `XCTModify`: `XCTModify(&state, case: \.child) { $0.count += 1 }`.
///
/// A failure is reported when the value is another case (with the value as it is), when `body`
/// throws, or when `body` leaves an `Equatable` payload unchanged.
@available(
  *, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead."
)
public func XCTModify<Enum, Case>(
  _ enum: inout Enum,
  case keyPath: CaseKeyPath<Enum, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &`enum`, case: AnyCasePath(keyPath), message(), body, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

private func modifyCase<Enum, Case>(
  _ enum: inout Enum,
  case casePath: AnyCasePath<Enum, Case>,
  _ message: String,
  _ body: (inout Case) throws -> Void,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  func report(_ text: String) {
    reportIssue(text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  guard var value = casePath.extract(from: `enum`) else {
    report(
      """
      XCTModify: Expected to extract value of type "\(shortTypeName(Case.self))" from \
      "\(shortTypeName(Enum.self))"\(message.isEmpty ? "" : " - " + message) …

        Actual:
          \(`enum`)
      """)
    return
  }
  let before = value
  do {
    try body(&value)
  } catch {
    report("Threw error: \(error)")
    return
  }
  if XCTModifyLocals.isExhaustive, let before = before as? any Equatable, isEqual(before, value) {
    report(
      """
      XCTModify: Expected "\(shortTypeName(Case.self))" value to be modified but it was unchanged.
      """)
  }
  `enum` = casePath.embed(value)
}

/// Whether ``XCTModify(_:case:_:_:fileID:filePath:line:column:)`` reports a payload its body left
/// unchanged: not in a non-exhaustive `TestStore`'s assertion, which runs its closure on state
/// that has the change already. Follows CasePaths' `XCTModifyLocals`.
@_spi(Internals)
public enum XCTModifyLocals {
  /// `true` unless a non-exhaustive test store is checking an assertion.
  @TaskLocal public static var isExhaustive = true
}

private func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool { lhs == rhs as? T }

/// A type's name without its module, as swift-custom-dump's `typeName` writes it (a metatype
/// dumps as `Child.State.self`).
private func shortTypeName(_ type: Any.Type) -> String {
  let dumped = String(customDumping: type)
  return dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
}
