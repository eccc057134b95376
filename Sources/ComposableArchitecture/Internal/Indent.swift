extension String {
  /// Every line of the string indented by `count` spaces (empty lines stay empty).
  func indent(by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
