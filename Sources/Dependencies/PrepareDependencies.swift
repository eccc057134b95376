/// Sets dependencies for the whole process, as swift-dependencies' `prepareDependencies`: call it
/// once, early (at an app's entry point), before any feature reads them.
///
/// ```swift
/// prepareDependencies {
///   $0.defaultDatabase = try! DatabaseQueue(path: url.path)
/// }
/// ```
///
/// A value set here becomes the dependency's default in the context it is prepared in (the
/// live one in an app): it is read wherever no `withDependencies` or store sets that dependency.
/// Inside a test it is that test's default only, so tests that prepare different values do not
/// see each other's. A dependency already read or prepared keeps the value it had, and the
/// second preparation is reported.
public func prepareDependencies(
  fileID: StaticString = #fileID,
  line: UInt = #line,
  _ updateValues: (inout DependencyValues) throws -> Void
) rethrows {
  let current = DependencyValues._current
  var values = DependencyValues()
  values.context = current.context
  try DependencyValues.$isSetting.withValue(true) { try updateValues(&values) }
  current.prepare(values, fileID: fileID, line: line)
}
