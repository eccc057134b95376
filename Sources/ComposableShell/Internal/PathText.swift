/// File paths as text, the two operations the shell needs from Foundation's `NSString` path
/// methods, whose results they match for the paths the shell builds (history files, their
/// directories).
enum PathText {
  /// `path` without its last component: `"/a/b"` → `"/a"`, `"/a"` → `"/"`, `"a"` → `""`;
  /// trailing slashes are ignored (`"/a/b/"` → `"/a"`), as `deletingLastPathComponent` does.
  static func deletingLastComponent(_ path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    var parent = path[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
    return String(parent)
  }

  /// `path` with `component` after it, one slash between: `("/a", "b")` → `"/a/b"`,
  /// `("/a/", "b")` → `"/a/b"`, `("", "b")` → `"b"`, as `appendingPathComponent` does.
  static func appending(_ component: String, to path: String) -> String {
    if path.isEmpty { return component }
    return path.hasSuffix("/") ? path + component : path + "/" + component
  }
}
