import CustomDump

/// A tuple type seen at run time: its elements' labels and types, read from the runtime's tuple
/// metadata (`TargetTupleTypeMetadata`: kind, element count, labels as one space-separated
/// string, then each element's type and offset), so a payload of several values
/// (`case setRange(Int, Int)`, `StackAction.push(id:state:)`) can be decoded from JSON although a
/// tuple is never `Decodable`: an array for unlabelled values (`[1, 5]`), an object keyed by
/// label for labelled ones (`{"id": 5, "state": …}`).
struct TuplePayload {
  /// Each element's label (`nil` when it has none), type and byte offset in the tuple.
  let elements: [(label: String?, type: Any.Type, offset: Int)]
  let type: Any.Type

  /// The metadata kind of a tuple (`MetadataKind::Tuple`).
  private static let tupleKind = 0x301

  /// The tuple type `type` is, or `nil` when it is not a tuple of two or more elements.
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let words = metadata.assumingMemoryBound(to: Int.self)
    guard words[0] == Self.tupleKind, words[1] >= 2 else { return nil }
    let count = words[1]
    let labelText = UnsafeRawPointer(bitPattern: words[2])
      .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    // "id state " for `(id:state:)`; an empty label is an unlabelled element.
    let labels = labelText.map { text in
      text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    }
    var elements: [(label: String?, type: Any.Type, offset: Int)] = []
    for index in 0..<count {
      let element = metadata.advanced(
        by: 3 * MemoryLayout<Int>.size + index * 2 * MemoryLayout<Int>.size)
      let elementType = unsafeBitCast(element.load(as: UnsafeRawPointer.self), to: Any.Type.self)
      let offset = element.load(fromByteOffset: MemoryLayout<Int>.size, as: Int.self)
      let label = labels.flatMap {
        $0.indices.contains(index) && !$0[index].isEmpty ? $0[index] : nil
      }
      elements.append((label, elementType, offset))
    }
    self.elements = elements
    self.type = type
  }

  /// Whether every element has a label: the JSON is then an object keyed by label.
  var isLabelled: Bool { elements.allSatisfy { $0.label != nil } }

  /// The JSON shape the tuple takes, for `actions` and hints: `{"id": #0, "state": {…}}`,
  /// `[1, 1]`.
  var example: String {
    // A stack element id is `#0` on a command line, and the string `"#0"` inside JSON.
    let values = elements.map { element in
      let example = PayloadDecoder.example(for: element.type)
      return example.hasPrefix("#") ? "\"\(example)\"" : example
    }
    guard isLabelled else { return "[" + values.joined(separator: ", ") + "]" }
    return "{"
      + zip(elements, values).map { "\"\($0.label!)\": \($1)" }.joined(separator: ", ") + "}"
  }

  /// The tuple's element values as a tuple of `Any`s of the same length, which the runtime casts
  /// to the tuple type element by element (`as? (id: StackElementID, state: …)`, an unlabelled
  /// tuple to a labelled one included): the case's `embed` makes the action from it.
  func make(_ values: [Any]) -> Any? {
    switch values.count {
    case 2: (values[0], values[1])
    case 3: (values[0], values[1], values[2])
    case 4: (values[0], values[1], values[2], values[3])
    case 5: (values[0], values[1], values[2], values[3], values[4])
    case 6: (values[0], values[1], values[2], values[3], values[4], values[5])
    default: nil
    }
  }
}
