/// Swift Testing, reached in the running process rather than linked.
///
/// Its public functions are found by mangled name (``ProcessSymbols``) and its types by
/// `_typeByName`. Testing is built for library evolution, so its structs (`Test`, `Comment`,
/// `SourceLocation`, `Issue`) are passed and returned indirectly, exactly as values of a generic
/// parameter are: each function is called through a `@convention(thin)` function type whose
/// Testing types are generic parameters, opened from the looked-up metatypes, so the call uses
/// Testing's own calling convention and value witnesses copy and destroy the values.
enum SwiftTestingRuntime {
  /// Records an issue, as `Issue.record(_:sourceLocation:)` does, when a Swift Testing test is
  /// running on this task.
  ///
  /// - Parameters:
  ///   - fileID: `Module/File.swift`, as `#fileID` gives it.
  ///   - line: 1-based.
  ///   - column: 1-based.
  /// - Returns: `false`, recording nothing, outside a Swift Testing test or when Testing is not
  ///   loaded.
  static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool {
    guard let testing = Functions.loaded, testing.currentTest() != nil else { return false }
    return testing.recordIssue(
      message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `Test.current?.id`, or `nil` outside a Swift Testing test.
  static var currentTestID: AnyHashable? {
    guard let test = Functions.loaded?.currentTest() as? any Identifiable else { return nil }
    return identity(of: test)
  }

  private static func identity(of test: some Identifiable) -> AnyHashable {
    AnyHashable(test.id)
  }
}

/// The Testing functions and types ``SwiftTestingRuntime`` calls, looked up once.
private struct Functions: @unchecked Sendable {
  // Function addresses and metatypes are immutable for the life of the process.

  /// `static Test.current: Test? { get }`
  let currentTestGetter: UnsafeMutableRawPointer
  /// `static SourceLocation.__here(fileID:filePath:line:column:) -> SourceLocation`
  let sourceLocationHere: UnsafeMutableRawPointer
  /// `static Issue.record(_: Comment?, sourceLocation: SourceLocation) -> Issue`
  let issueRecord: UnsafeMutableRawPointer
  let test: Any.Type
  let comment: any RawRepresentable.Type
  let sourceLocation: Any.Type
  let issue: Any.Type

  /// The functions, or `nil` when Swift Testing is not loaded in this process.
  static let loaded: Functions? = {
    guard
      let currentTestGetter = ProcessSymbols.address(of: "$s7Testing4TestV7currentACSgvgZ"),
      let sourceLocationHere = ProcessSymbols.address(
        of: "$s7Testing14SourceLocationV6__here6fileID0E4Path4line6columnACSS_SSS2itFZ"),
      let issueRecord = ProcessSymbols.address(
        of: "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"),
      let test = _typeByName("7Testing4TestV"),
      let comment = _typeByName("7Testing7CommentV") as? any RawRepresentable.Type,
      let sourceLocation = _typeByName("7Testing14SourceLocationV"),
      let issue = _typeByName("7Testing5IssueV")
    else { return nil }
    return Functions(
      currentTestGetter: currentTestGetter, sourceLocationHere: sourceLocationHere,
      issueRecord: issueRecord, test: test, comment: comment, sourceLocation: sourceLocation,
      issue: issue)
  }()

  /// `Test.current`, as an `Any` holding a `Test`, or `nil`.
  func currentTest() -> Any? {
    func current<Test>(_: Test.Type) -> Any? {
      unsafeBitCast(currentTestGetter, to: (@convention(thin) () -> Test?).self)()
    }
    return _openExistential(test, do: current)
  }

  /// `Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(…))`.
  func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool {
    func withComment<Comment: RawRepresentable>(_: Comment.Type) -> Bool {
      guard let rawValue = message as? Comment.RawValue, let comment = Comment(rawValue: rawValue)
      else { return false }
      func withSourceLocation<SourceLocation>(_: SourceLocation.Type) -> Bool {
        let here = unsafeBitCast(
          sourceLocationHere,
          to: (@convention(thin) (String, String, Int, Int) -> SourceLocation).self)
        let sourceLocation = here(fileID, filePath, line, column)
        func withIssue<Issue>(_: Issue.Type) -> Bool {
          let record = unsafeBitCast(
            issueRecord, to: (@convention(thin) (Comment?, SourceLocation) -> Issue).self)
          _ = record(comment, sourceLocation)
          return true
        }
        return _openExistential(issue, do: withIssue)
      }
      return _openExistential(sourceLocation, do: withSourceLocation)
    }
    return withComment(comment)
  }
}
