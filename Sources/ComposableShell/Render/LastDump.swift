import CustomDump

/// The dump of the last value a renderer printed, reused when the next value is the same
/// (`==` for `Equatable` types, else structurally): a script that sends one action again and
/// again dumps it once. Comparing costs a fraction of dumping.
final class LastDump {
  private var value: Any?
  private var text = ""

  /// The customDump of `value`, indented by `indent` spaces.
  func text(of value: Any, indent: Int) -> String {
    if let last = self.value, isSame(last, value) { return text }
    self.value = value
    text = String(customDumping: value).indent(by: indent)
    return text
  }
}
