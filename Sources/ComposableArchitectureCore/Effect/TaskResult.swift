/// The result of an async throwing operation, as TCA's deprecated `TaskResult`: a `Result` whose
/// failure is any error, and which is still `Equatable` when its success is.
///
/// Deprecated as in TCA: use `Result` (`Result { try await … }`, `Result<Value, any Error>`).
/// Two failures are equal when their errors are equal values of one `Equatable` type.
@available(
  *, deprecated,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation returned a value.
  case success(Success)
  /// The operation threw.
  case failure(any Error)

  /// The result of running `body`: its value, or the error it threw.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// `result`, its failure widened to any error.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The success value, or the failure's error thrown.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// The success value transformed by `transform`; a failure stays as it is.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): .success(transform(value))
    case .failure(let error): .failure(error)
    }
  }

  /// The result `transform` makes of the success value; a failure stays as it is.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): transform(value)
    case .failure(let error): .failure(error)
    }
  }
}

@available(*, deprecated, message: "Use 'Result', instead.")
extension TaskResult: CasePathable {
  public static var allCasePaths: TaskResultCasePaths<Success> { TaskResultCasePaths() }
}

/// The case paths of ``TaskResult``: `\.success` and `\.failure`.
@available(*, deprecated, message: "Use 'Result', instead.")
public struct TaskResultCasePaths<Success: Sendable>: CasePathCollection {
  public typealias Root = TaskResult<Success>
  /// The `success` case.
  public let success = AnyCasePath<TaskResult<Success>, Success>(
    _name: "success",
    embed: { .success($0) },
    extract: { if case .success(let value) = $0 { value } else { nil } })
  /// The `failure` case.
  public let failure = AnyCasePath<TaskResult<Success>, any Error>(
    _name: "failure",
    embed: { .failure($0) },
    extract: { if case .failure(let error) = $0 { error } else { nil } })
}

@available(*, deprecated, message: "Use 'Result', instead.")
extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)): lhs == rhs
    case (.failure(let lhs), .failure(let rhs)): errorsEqual(lhs, rhs)
    default: false
    }
  }
}

@available(*, deprecated, message: "Use 'Result', instead.")
extension TaskResult: Hashable where Success: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .success(let value):
      hasher.combine(value)
      hasher.combine(0)
    case .failure(let error):
      if let error = error as? any Hashable { hasher.combine(AnyHashable(error)) }
      hasher.combine(1)
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// `result` as a `Result`.
  @available(*, deprecated, message: "Use 'Result', instead.")
  public init(_ result: TaskResult<Success>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }
}

/// Whether two errors are equal values of one `Equatable` type. Errors of a type that isn't
/// `Equatable` never are, and a test is told why (as TCA's `TaskResult` tells it).
private func errorsEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  func open<E: Equatable>(_ lhs: E) -> Bool { lhs == rhs as? E }
  if let lhs = lhs as? any Equatable { return open(lhs) }
  if type(of: lhs) == type(of: rhs) {
    reportIssue(
      """
      "\(type(of: lhs))" is not equatable.

      To test two values of this type, it must conform to the "Equatable" protocol. For example:

          extension \(type(of: lhs)): Equatable {}

      See the documentation of "TaskResult" for more information.
      """)
  }
  return false
}
