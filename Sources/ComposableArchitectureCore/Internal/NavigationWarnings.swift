import CustomDump

/// The runtime warnings of `ifLet`, `ifCaseLet`, `forEach` and stacks: an action for a child
/// that is not there. Each says what happened, why it is likely a bug, and how to fix it.
@usableFromInline
enum NavigationWarning {
  /// A child action arrived while the child state was `nil` (or another enum case).
  @usableFromInline
  static func childAbsent(
    operator name: String, action: Any, absence: String, fileID: StaticString, line: UInt
  ) {
    runtimeWarn(
      """
      \(article(name)) "\(name)" at "\(fileID):\(line)" received a child action while \(absence), and \
      ignored it:

      \(String(customDumping: action).indent(by: 2))

      This is most likely a bug. Check that:
      • no reducer that runs before this "\(name)" removes the child state; the "\(name)" runs \
      the child before the parent, so place reducers that remove it after;
      • the child's long-running effects end when the child goes away; effects the child \
      started are cancelled when its state is removed through the parent, but not actions \
      already sent;
      • the action is only sent while the child is there.
      """)
  }

  /// `An` before a name that starts with a vowel ("An "ifLet""), else `A` ("A "Scope"").
  @usableFromInline
  static func article(_ name: String) -> String {
    name.first.map { "aeiouAEIOU".contains($0) } == true ? "An" : "A"
  }

  /// An element action named an id the collection does not have.
  @usableFromInline
  static func elementAbsent(
    operator name: String, action: Any, id: Any, ids: [Any], fileID: StaticString, line: UInt
  ) {
    let listed = ids.map { String(customDumping: $0) }.joined(separator: ", ")
    let present = ids.isEmpty ? "none" : listed
    runtimeWarn(
      """
      A "\(name)" at "\(fileID):\(line)" received an action for element \
      \(String(customDumping: id)), which is not in the collection (ids now: \(present)), and \
      ignored it:

      \(String(customDumping: action).indent(by: 2))

      This is most likely a bug: the element was removed before its action arrived (by a reducer \
      that runs before this "\(name)", or while one of its effects was still sending), or the \
      action was built with a wrong id.
      """)
  }
}
