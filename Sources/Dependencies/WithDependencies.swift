/// Runs `operation` with the dependencies changed by `updateValues`.
///
/// Mirrors swift-dependencies' `withDependencies`. Reducers run and effects made inside
/// `operation` see the changes; a store made inside it keeps them for all its actions.
///
/// ```swift
/// let store = withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   Store(initialState: Timers.State()) { Timers() }
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  try DependencyValues.$isSetting.withValue(true) { try updateValues(&values) }
  return try DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs the asynchronous `operation` with the dependencies changed by `updateValues`.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValues: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  try await DependencyValues.$isSetting.withValue(true) { try await updateValues(&values) }
  return try await DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs `operation` with the dependencies `model` was made with (those in force where its
/// `@Dependency` properties were made) under the ones in force now, changed by `updateValues`,
/// as swift-dependencies' `withDependencies(from:_:operation:)`: a child model made in
/// `operation` extends its parent's dependencies, and what the caller overrides wins.
///
/// ```swift
/// let child = withDependencies(from: self) {
///   $0.uuid = .incrementing
/// } operation: {
///   ChildModel()
/// }
/// ```
@discardableResult
public func withDependencies<Model, R>(
  from model: Model,
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current.extending(model)
  try DependencyValues.$isSetting.withValue(true) { try updateValues(&values) }
  return try DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs `operation` with the dependencies `model` was made with under the ones in force now.
@discardableResult
public func withDependencies<Model, R>(
  from model: Model,
  operation: () throws -> R
) rethrows -> R {
  try withDependencies(from: model, { _ in }, operation: operation)
}

/// Runs the asynchronous `operation` with the dependencies `model` was made with under the ones
/// in force now, changed by `updateValues`.
@discardableResult
public func withDependencies<Model, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValues: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current.extending(model)
  try await DependencyValues.$isSetting.withValue(true) { try await updateValues(&values) }
  return try await DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs the asynchronous `operation` with the dependencies `model` was made with under the ones
/// in force now.
@discardableResult
public func withDependencies<Model, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await withDependencies(from: model, isolation: isolation, { _ in }, operation: operation)
}

extension DependencyValues {
  /// These values over those `model`'s first `@Dependency` property was made with.
  fileprivate func extending<Model>(_ model: Model) -> DependencyValues {
    for child in Mirror(reflecting: model).children {
      if let dependency = child.value as? any _DependencyCapturing {
        var values = dependency.initialValues
        values.merge(self)
        return values
      }
    }
    return self
  }
}
