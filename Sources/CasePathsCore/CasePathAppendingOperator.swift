// CasePaths' deprecated `..` operator: a case path followed by another into its value's case,
// `/Action.child .. Child.Action.tap`, and the same of extract functions, `.compactMap(/Result
// .success .. Optional.some)`.

precedencegroup CasePathCompositionPrecedence {
  associativity: left
}

infix operator .. : CasePathCompositionPrecedence

extension AnyCasePath {
  /// `lhs` followed by `rhs`: `/Foo.foo .. /Foo.bar`.
  @available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
  public static func .. <AppendedValue>(
    lhs: AnyCasePath,
    rhs: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    lhs.appending(path: rhs)
  }

  /// `lhs` followed by the case `rhs` constructs: `/Foo.bar .. Bar.baz`.
  @available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
  public static func .. <AppendedValue>(
    lhs: AnyCasePath,
    rhs: @escaping (AppendedValue) -> Value
  ) -> AnyCasePath<Root, AppendedValue> {
    lhs.appending(path: /rhs)
  }
}

/// The extract function `lhs` followed by the case `rhs` constructs:
/// `/Result.success .. Optional.some`, for `compactMap`.
@available(*, deprecated, message: "Chain 'CasePathable' case properties, instead")
public func .. <Root, Value, AppendedValue>(
  lhs: @escaping (Root) -> Value?,
  rhs: @escaping (AppendedValue) -> Value
) -> (Root) -> AppendedValue? {
  let path: AnyCasePath<Value, AppendedValue> = /rhs
  return { root in lhs(root).flatMap(path.extract(from:)) }
}
