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

  /// Records a caught error, as `Issue.record(_:_:sourceLocation:)` does for an error, when a
  /// Swift Testing test is running on this task: Swift Testing describes it as
  /// `Caught error: …`, then `message`.
  ///
  /// - Returns: `false`, recording nothing, outside a Swift Testing test.
  static func recordError(
    _ error: any Error, _ message: String?, fileID: String, filePath: String, line: Int,
    column: Int
  ) -> Bool {
    guard let testing = Functions.loaded, testing.currentTest() != nil else { return false }
    return testing.recordError(
      error, message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Whether a Swift Testing test is running on this task.
  static var isRunningTest: Bool { Functions.loaded?.currentTest() != nil }

  /// Runs `body` inside Swift Testing's `withKnownIssue(_:isIntermittent:sourceLocation:_:)`.
  ///
  /// - Returns: `false`, running nothing, when Swift Testing has no such function.
  static func withKnownIssue(
    _ message: String?, isIntermittent: Bool, fileID: String, filePath: String, line: Int,
    column: Int, _ body: () throws -> Void
  ) -> Bool {
    guard let testing = Functions.loaded else { return false }
    return testing.withKnownIssue(
      message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
      column: column, body)
  }

  /// Runs `body` inside Swift Testing's asynchronous
  /// `withKnownIssue(_:isIntermittent:isolation:sourceLocation:_:)`, isolated to `isolation`.
  ///
  /// - Returns: `false`, running nothing, when Swift Testing has no such function.
  static func withKnownIssue(
    _ message: String?, isIntermittent: Bool, isolation: isolated (any Actor)?, fileID: String,
    filePath: String, line: Int, column: Int, _ body: () async throws -> Void
  ) async -> Bool {
    guard
      let call = Functions.loaded?.knownIssueCall(
        message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath,
        line: line, column: column)
    else { return false }
    await call(isolation, body)
    return true
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
  /// `static Issue.record(_: any Error, _: Comment?, sourceLocation: SourceLocation) -> Issue`
  let errorRecord: UnsafeMutableRawPointer?
  /// `withKnownIssue(_: Comment?, isIntermittent: Bool, sourceLocation: SourceLocation,
  /// _: () throws -> Void)`
  let withKnownIssue: UnsafeMutableRawPointer?
  /// The async function pointer (an async function's value) of `withKnownIssue(_: Comment?,
  /// isIntermittent: Bool, isolation: isolated (any Actor)?, sourceLocation: SourceLocation,
  /// _: () async throws -> Void) async`
  let withKnownIssueAsync: UnsafeMutableRawPointer?
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
      issueRecord: issueRecord,
      errorRecord: ProcessSymbols.address(
        of: "$s7Testing5IssueV6record__14sourceLocationACs5Error_p_AA7CommentVSgAA06SourceE0VtFZ"),
      withKnownIssue: ProcessSymbols.address(
        of: "$s7Testing14withKnownIssue_14isIntermittent14sourceLocation_yAA7CommentVSg_SbAA06"
          + "SourceH0VyyKXEtF"),
      withKnownIssueAsync: ProcessSymbols.address(
        of: "$s7Testing14withKnownIssue_14isIntermittent9isolation14sourceLocation_yAA7Comment"
          + "VSg_SbScA_pSgYiAA06SourceI0VyyYaKXEtYaFTu"),
      test: test, comment: comment, sourceLocation: sourceLocation, issue: issue)
  }()

  /// `Test.current`, as an `Any` holding a `Test`, or `nil`.
  func currentTest() -> Any? {
    func current<Test>(_: Test.Type) -> Any? {
      unsafeBitCast(currentTestGetter, to: (@convention(thin) () -> Test?).self)()
    }
    return _openExistential(test, do: current)
  }

  /// `Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(…))`; no comment
  /// for an empty message.
  func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool {
    func withComment<Comment: RawRepresentable>(_ type: Comment.Type) -> Bool {
      // No message is no comment: Swift Testing then says "Issue recorded".
      let comment = makeComment(message, as: type)
      guard message.isEmpty || comment != nil else { return false }
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

  /// `Comment(rawValue: message)` as Testing's `Comment?`; `nil` for no message.
  private func makeComment<Comment: RawRepresentable>(_ message: String?, as _: Comment.Type)
    -> Comment?
  {
    guard let message, !message.isEmpty, let rawValue = message as? Comment.RawValue else {
      return nil
    }
    return Comment(rawValue: rawValue)
  }

  /// `SourceLocation.__here(fileID:filePath:line:column:)` as Testing's `SourceLocation`.
  private func makeSourceLocation<SourceLocation>(
    _ fileID: String, _ filePath: String, _ line: Int, _ column: Int, as _: SourceLocation.Type
  ) -> SourceLocation {
    let here = unsafeBitCast(
      sourceLocationHere,
      to: (@convention(thin) (String, String, Int, Int) -> SourceLocation).self)
    return here(fileID, filePath, line, column)
  }

  /// `Issue.record(error, Comment(rawValue: message), sourceLocation: SourceLocation(…))`.
  func recordError(
    _ error: any Error, _ message: String?, fileID: String, filePath: String, line: Int,
    column: Int
  ) -> Bool {
    guard let errorRecord else { return false }
    func withComment<Comment: RawRepresentable>(_ type: Comment.Type) -> Bool {
      let comment = makeComment(message, as: type)
      func withSourceLocation<SourceLocation>(_ type: SourceLocation.Type) -> Bool {
        let location = makeSourceLocation(fileID, filePath, line, column, as: type)
        func withIssue<Issue>(_: Issue.Type) -> Bool {
          let record = unsafeBitCast(
            errorRecord,
            to: (@convention(thin) (any Error, Comment?, SourceLocation) -> Issue).self)
          _ = record(error, comment, location)
          return true
        }
        return _openExistential(issue, do: withIssue)
      }
      return _openExistential(sourceLocation, do: withSourceLocation)
    }
    return withComment(comment)
  }

  /// `withKnownIssue(Comment(rawValue: message), isIntermittent:, sourceLocation: …, body)`.
  func withKnownIssue(
    _ message: String?, isIntermittent: Bool, fileID: String, filePath: String, line: Int,
    column: Int, _ body: () throws -> Void
  ) -> Bool {
    guard let withKnownIssue else { return false }
    func withComment<Comment: RawRepresentable>(_ type: Comment.Type) -> Bool {
      let comment = makeComment(message, as: type)
      func withSourceLocation<SourceLocation>(_ type: SourceLocation.Type) -> Bool {
        let location = makeSourceLocation(fileID, filePath, line, column, as: type)
        let call = unsafeBitCast(
          withKnownIssue,
          to: (@convention(thin) (Comment?, Bool, SourceLocation, () throws -> Void) -> Void)
            .self)
        call(comment, isIntermittent, location, body)
        return true
      }
      return _openExistential(sourceLocation, do: withSourceLocation)
    }
    return withComment(comment)
  }

  /// The asynchronous `withKnownIssue`, its comment and source location made, ready to call with
  /// an isolation and a body; `nil` when Swift Testing has no such function.
  func knownIssueCall(
    _ message: String?, isIntermittent: Bool, fileID: String, filePath: String, line: Int,
    column: Int
  ) -> (any KnownIssueCalling)? {
    guard let withKnownIssueAsync else { return nil }
    // The Testing types are opened here, synchronously; the call they build runs later.
    func withComment<Comment: RawRepresentable>(_ type: Comment.Type) -> any KnownIssueCalling {
      let comment = makeComment(message, as: type)
      func withSourceLocation<SourceLocation>(_ type: SourceLocation.Type)
        -> any KnownIssueCalling
      {
        KnownIssueCall(
          function: withKnownIssueAsync, comment: comment, isIntermittent: isIntermittent,
          sourceLocation: makeSourceLocation(fileID, filePath, line, column, as: type))
      }
      return _openExistential(sourceLocation, do: withSourceLocation)
    }
    return withComment(comment)
  }
}

/// A call of Swift Testing's asynchronous `withKnownIssue`, its arguments but the isolation and
/// the body made.
protocol KnownIssueCalling: Sendable {
  func callAsFunction(_ isolation: isolated (any Actor)?, _ body: () async throws -> Void) async
}

/// `withKnownIssue(comment, isIntermittent:, isolation:, sourceLocation:, body)` with Testing's
/// own `Comment?` and `SourceLocation` values.
private struct KnownIssueCall<Comment, SourceLocation>: KnownIssueCalling, @unchecked Sendable {
  // Unchecked: Testing's `Comment` and `SourceLocation` are `Sendable`, and the function address
  // is immutable.
  let function: UnsafeMutableRawPointer
  let comment: Comment?
  let isIntermittent: Bool
  let sourceLocation: SourceLocation

  func callAsFunction(_ isolation: isolated (any Actor)?, _ body: () async throws -> Void) async {
    let withKnownIssue = unsafeBitCast(
      function,
      to: (@convention(thin) (
        Comment?, Bool, isolated (any Actor)?, SourceLocation, () async throws -> Void
      ) async -> Void).self)
    await withKnownIssue(comment, isIntermittent, isolation, sourceLocation, body)
  }
}
