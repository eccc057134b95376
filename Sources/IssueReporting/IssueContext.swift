/// Where the issues reported while it is set point, instead of the calls that report them.
///
/// Follows IssueReporting's issue context: `@Dependency` sets it while it resolves a value, so
/// a dependency that fails when it is first read in a test (an unoverridden `urlSession`)
/// points at the `@Dependency` line that read it, not at the library's file.
package struct IssueContext: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  @TaskLocal package static var current: IssueContext?
}
