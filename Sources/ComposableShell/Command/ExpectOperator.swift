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

  /// The first operator in `text` outside quotes and brackets, and where it is: the first run of
  /// `=`, `!`, `<` and `>` there, which must be one operator whole; `nil` when there is none.
  ///
  /// - Throws: ``CommandError`` naming a run that is no operator (`===`, `=>`, `<>`, `=`), as
  ///   typed: read as an operator and a value (`==` and `= 1`), it would be blamed on the value or
  ///   the path.
  static func first(
    in text: String
  ) throws(CommandError) -> (ExpectOperator, Range<String.Index>)? {
    var scanner = QuoteScanner()
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if scanner.isOutside, isOperatorByte(bytes[index]) {
        let end = bytes[index...].firstIndex { !isOperatorByte($0) } ?? bytes.endIndex
        let spelling = String(text[index..<end])
        guard let op = ExpectOperator(rawValue: spelling) else {
          throw CommandError(
            "unknown operator \(spelling.quotedForMessage) in expect; OP is one of "
              + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return (op, index..<end)
      }
      scanner.consume(bytes[index])
      bytes.formIndex(after: &index)
    }
    return nil
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "<")
      || byte == UInt8(ascii: ">")
  }
}
