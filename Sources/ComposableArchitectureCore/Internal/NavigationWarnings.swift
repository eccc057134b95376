import CustomDump

/// The runtime warnings of `ifLet`, `ifCaseLet`, `Scope`, `forEach` and stacks: an action for a
/// child that is not there.
///
/// Each starts with TCA 1.25's first line and layout (`An "ifLet" at "FILE:LINE" received a
/// child action when child state was "nil".`, a blank line, then `Action:` and the action as
/// TCA's `debugCaseOutput` writes it), so code that matches TCA's messages matches these; the
/// explanation after them is this package's own.
@usableFromInline
enum NavigationWarning {
  /// A child action arrived while the optional child state was `nil`: `ifLet`.
  @usableFromInline
  static func childNil(action: Any, fileID: StaticString, line: UInt) {
    runtimeWarn(
      """
      An "ifLet" at "\(fileID):\(line)" received a child action when child state was "nil".

        Action:
          \(caseOutput(action))

      The action was ignored. This usually means one of three things:
      • a reducer that runs before this "ifLet" set the child state to "nil": the "ifLet" runs \
      the child before the parent, so the parent may remove the child state afterwards;
      • an effect of the child sent the action after the child went away: give long-running \
      effects a way to end, or cancel them, before removing the child;
      • the action was sent while the child was not shown.
      """)
  }

  /// A child action arrived while the enum state was another case: `ifCaseLet`, `Scope`.
  @usableFromInline
  static func otherCase(
    operator name: String, action: Any, state: Any, fileID: StaticString, line: UInt
  ) {
    runtimeWarn(
      """
      \(article(name)) "\(name)" at "\(fileID):\(line)" received a child action when child \
      state was set to a different case.

        Action:
          \(caseOutput(action))
        State:
          \(caseOutput(state))

      The action was ignored. This usually means one of three things:
      • a reducer that runs before this "\(name)" changed the state to another case: the \
      "\(name)" runs the child before the parent, so the parent may change the case afterwards;
      • an effect of the child sent the action after the state left its case: give \
      long-running effects a way to end, or cancel them, before changing the case;
      • the action was sent while the state was another case.
      """)
  }

  /// A presentation action arrived while nothing was presented: `ifLet` over presentation
  /// state.
  @usableFromInline
  static func presentationAbsent(action: Any, fileID: StaticString, line: UInt) {
    runtimeWarn(
      """
      An "ifLet" at "\(fileID):\(line)" received a presentation action when destination state \
      was absent.

        Action:
          \(caseOutput(action))

      The action was ignored. This usually means one of three things:
      • a reducer that runs before this "ifLet" dismissed the destination: the "ifLet" runs the \
      destination before the parent, so the parent may dismiss it afterwards;
      • an effect of the destination sent the action after it was dismissed: give long-running \
      effects a way to end, or cancel them, before dismissing;
      • the action was sent while nothing was presented.
      """)
  }

  /// An element action named an id the collection does not have: `forEach` over an identified
  /// array (`action` is the parent's action) or a stack (the element's action).
  @usableFromInline
  static func elementAbsent(action: Any, id: Any, ids: [Any], fileID: StaticString, line: UInt) {
    runtimeWarn(
      """
      A "forEach" at "\(fileID):\(line)" received an action for a missing element.

        Action:
          \(caseOutput(action))

      The action was ignored: no element has the id \(String(customDumping: id)) (the ids now \
      are \(idList(ids))). This usually means one of three things:
      • a reducer that runs before this "forEach" removed the element: the "forEach" runs the \
      elements before the parent, so the parent may remove one afterwards;
      • an effect of the element sent the action after the element was removed: give \
      long-running effects a way to end, or cancel them, before removing the element;
      • the action was sent with an id the collection never had.
      """)
  }

  /// A stack was asked to pop from an id it does not hold.
  @usableFromInline
  static func popFromAbsent(id: Any, ids: [Any], fileID: StaticString, line: UInt) {
    runtimeWarn(
      """
      A "forEach" at "\(fileID):\(line)" received a "popFrom" action for a missing element.

        ID:
          \(String(customDumping: id))
        Path IDs:
          \(idList(ids))

      Nothing was popped: the element was removed already (popped twice, or by the parent), or \
      the id was never in this stack.
      """)
  }

  /// A stack was asked to push an element with an id it already holds.
  @usableFromInline
  static func pushOfPresentID(id: Any, ids: [Any], fileID: StaticString, line: UInt) {
    runtimeWarn(
      """
      A "forEach" at "\(fileID):\(line)" received a "push" action for an element it already \
      contains.

        ID:
          \(String(customDumping: id))
        Path IDs:
          \(idList(ids))

      The push was ignored. Push with a new id, or append to the stack state, which gives one.
      """)
  }

  /// `An` before a name that starts with a vowel ("An "ifCaseLet""), else `A` ("A "Scope"").
  static func article(_ name: String) -> String {
    name.first.map { "aeiouAEIOU".contains($0) } == true ? "An" : "A"
  }

  /// `[#0, #1]`.
  static func idList(_ ids: [Any]) -> String {
    "[" + ids.map { String(customDumping: $0) }.joined(separator: ", ") + "]"
  }
}

/// A value as TCA's runtime warnings name it: its type, then the chain of enum cases it holds,
/// with labels and no payload values (`Parent.Action.child(.increment)`,
/// `Path.Action.element(id:, action: .tap)`, `()`).
func caseOutput(_ value: Any) -> String {
  _abbreviatedTypeName(type(of: value)) + casesHeld(by: value)
}

private func casesHeld(by value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      return CustomDump.enumCaseName(value).map { ".\($0)" } ?? ""
    }
    let inner = casesHeld(by: payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { element in
      let inner = casesHeld(by: element.value)
      // An unlabelled element reflects as `.0`, `.1`, …
      let label = element.label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? ""
      return label + (inner.isEmpty ? "" : (label.isEmpty ? "" : " ") + inner)
    }.joined(separator: ", ")
  default:
    return ""
  }
}
