/// One call of a reducer operator in source (`Scope(state: \.child, action: \.child)` in some
/// `body`), with the types it was called with: what ``OperatorSiteCache`` keeps resolutions by.
///
/// The call is named by its `#fileID`, `#line` and `#column`. A generic reducer's call runs for
/// every type it is used with, so the types are part of the site too. Calls in a macro's
/// expansion all have the macro's own line and column: two of them with the same types are one
/// site, which the cache notices is given two sets of key paths (it then resolves them each
/// time).
@usableFromInline
struct OperatorSite: Equatable, @unchecked Sendable {
  // Unchecked: `file` points at a static string literal, which never changes.
  @usableFromInline let file: UnsafeRawPointer
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt
  @usableFromInline let types: ObjectIdentifier

  /// The call at `fileID`, `line` and `column`, resolved to a `Resolution`, whose type names the
  /// types the call was made with.
  @inlinable
  init<Resolution>(
    fileID: StaticString, line: UInt, column: UInt, resolution: Resolution.Type
  ) {
    self.file = UnsafeRawPointer(fileID.utf8Start)
    self.line = line
    self.column = column
    self.types = ObjectIdentifier(Resolution.self)
  }

  /// A hash of the site: a multiplicative mix of its words, best in its high bits.
  var hash: UInt {
    let multiplier: UInt = 0x9E37_79B9_7F4A_7C15
    var hash = UInt(bitPattern: file) &* multiplier
    hash = (hash ^ (hash &>> 29) ^ (line &<< 20 ^ column)) &* multiplier
    hash = (hash ^ (hash &>> 29) ^ UInt(bitPattern: types)) &* multiplier
    return hash
  }
}
