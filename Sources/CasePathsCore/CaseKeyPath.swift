/// A key path to an enum case, as CasePaths spells it: `\Action.Cases.counter1`, or `\.counter1`
/// where the root is known.
///
/// `Root` is the enum, `Value` the case's payload (`Void` for a case without one, a tuple for
/// several). Case key paths nest through payloads that are themselves ``CasePathable``
/// (`\.counter1.incrementButtonTapped`), through collections' ids (`\.rows[id: 3].toggle`,
/// `\.path[id: 0].detail`) and through presentation (`\.destination.edit`).
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is erased, as `\Action.Cases.counter1` is in a list of
/// cases: what iterating an enum's ``CasePathable/allCasePaths`` gives.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension KeyPath {
  /// Embeds `value` in the case: `(\Action.Cases.counter1)(.incrementButtonTapped)` is
  /// `Action.counter1(.incrementButtonTapped)`.
  public func callAsFunction<Enum, Payload>(_ value: Payload) -> Enum
  where Root == Case<Enum>, Value == Case<Payload> {
    AnyCasePath(self).embed(value)
  }

  /// The value of a case without payload: `(\Action.Cases.reset)()` is `Action.reset`.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    AnyCasePath(self).embed(())
  }

  /// Whether `root` is the case this key path names, for `switch` patterns:
  /// `case \.counter1: …`.
  public static func ~= <Enum: CasePathable, Payload>(pattern: KeyPath, root: Enum) -> Bool
  where Root == Case<Enum>, Value == Case<Payload> {
    AnyCasePath(pattern).extract(from: root) != nil
  }
}
