/// How `expect PATH OP VALUE` compares the state value with VALUE: `==` and `!=` compare any two
/// values as JSON; `<`, `<=`, `>` and `>=` order two numbers or two strings.
@_spi(Benchmarks)
public enum ExpectOperator: String, CaseIterable, Equatable, Sendable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="

  /// Whether it orders values rather than tells them equal or not.
  var isOrdering: Bool { self != .equal && self != .notEqual }

  /// The operators, longest spellings first, so that `<=` is not read as `<`.
  private static let bySpelling: [ExpectOperator] = [
    .equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater,
  ]

  /// The first operator in `text` outside quotes and brackets, and where it is.
  static func first(in text: String) -> (ExpectOperator, Range<String.Index>)? {
    var scanner = QuoteScanner()
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if scanner.isOutside {
        for op in bySpelling where bytes[index...].starts(with: op.rawValue.utf8) {
          return (op, index..<bytes.index(index, offsetBy: op.rawValue.utf8.count))
        }
      }
      scanner.consume(bytes[index])
      bytes.formIndex(after: &index)
    }
    return nil
  }
}
