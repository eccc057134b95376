// The standard library's enums are case-pathable, as in CasePaths: `\.some`, `\.success`,
// `\.failure`. Written out here because this module is macro-free; the shapes are the ones the
// `@CasePathable` macro writes, names included, so a failure prints `\.response.success` as the
// test wrote it.

extension Optional: CasePathable {
  public typealias AllCasePaths = OptionalCasePaths<Wrapped>
  public static var allCasePaths: OptionalCasePaths<Wrapped> { OptionalCasePaths() }
}

/// The case paths of `Optional`: `\.some` and `\.none`.
public struct OptionalCasePaths<Wrapped>: CasePathCollection {
  public typealias Root = Wrapped?
  /// The `some` case.
  public let some = AnyCasePath<Wrapped?, Wrapped>(
    _name: "some", embed: { $0 }, extract: { $0 })
  /// The `none` case.
  public let none = AnyCasePath<Wrapped?, Void>(
    _name: "none", embed: { nil }, extract: { $0 == nil ? () : nil })
}

extension Result: CasePathable {
  public typealias AllCasePaths = ResultCasePaths<Success, Failure>
  public static var allCasePaths: ResultCasePaths<Success, Failure> { ResultCasePaths() }
}

/// The case paths of `Result`: `\.success` and `\.failure`.
public struct ResultCasePaths<Success, Failure: Error>: CasePathCollection {
  public typealias Root = Result<Success, Failure>
  /// The `success` case.
  public let success = AnyCasePath<Result<Success, Failure>, Success>(
    _name: "success", embed: { .success($0) },
    extract: { if case .success(let value) = $0 { value } else { nil } })
  /// The `failure` case.
  public let failure = AnyCasePath<Result<Success, Failure>, Failure>(
    _name: "failure", embed: { .failure($0) },
    extract: { if case .failure(let error) = $0 { error } else { nil } })
}

extension Never: CasePathable {
  public typealias AllCasePaths = NeverCasePaths
  public static var allCasePaths: NeverCasePaths { NeverCasePaths() }
}

/// The case paths of `Never`: there are none.
public struct NeverCasePaths: CasePathCollection {
  public typealias Root = Never
}
