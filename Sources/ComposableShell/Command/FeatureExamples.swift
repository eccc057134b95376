import CustomDump

/// Examples for `help COMMAND` made from the running feature's own action and state paths, so
/// each one runs there: `send goToScreenA` in `navigation-stack`, not two-counters'
/// `send counter1.incrementButtonTapped`.
struct FeatureExamples {
  /// The feature's leaf action paths (those naming an element by id left out) and the type of
  /// the value each takes.
  let actions: [(path: String, payload: Any.Type?)]
  /// The state paths completion offers, and the state to read them in.
  let statePaths: [String]
  let state: Any
  /// The alerts and dialogs presented now, by state path, with their buttons' labels as `press`
  /// takes them.
  var presented: [(path: String, labels: [String])] = []

  /// The examples for `spec`, or `nil` to keep its own.
  func examples(for spec: CommandSpec) -> [String]? {
    let plain = actions.first { $0.payload == nil }?.path
    let valued = actions.first { $0.payload != nil }.map { leaf in
      "\(leaf.path) \(PayloadDecoder.example(for: leaf.payload!))"
    }
    var examples: [String] = []
    switch spec.name {
    case "send":
      if let plain {
        examples.append("send \(plain)")
        if let prefix = uniquePrefix(of: plain) {
          examples.append("send \(prefix)  (a unique prefix works)")
        }
      }
      if let valued { examples.append("send \(valued)") }
    case "receive":
      if let plain { examples.append("receive \(plain)") }
      if let valued { examples.append("receive \(valued)") }
    case "state":
      examples.append("state")
      if let (path, _) = scalar { examples.append("state \(path)") }
      if let (path, _) = structure ?? scalar { examples.append("state --json \(path)") }
    case "expect":
      if let (path, value) = scalar { examples.append("expect \(path) == \(value)") }
      if let (path, value) = structure, !examples.contains("expect \(path) == \(value)") {
        examples.append("expect \(path) == \(value)")
      }
      if let (path, value) = scalar, Int(value) != nil || Double(value) != nil {
        examples.append("expect \(path) >= \(value)")
      }
    case "press":
      guard let (path, labels) = presented.first, let label = labels.first else { return nil }
      examples.append("press \(path) \(label)")
      examples.append("press \(path) 1  (the first button)")
    case "actions":
      examples.append("actions")
      if let parent = actions.lazy.compactMap({ $0.path.split(separator: ".").first })
        .first(where: { parent in actions.contains { $0.path.hasPrefix(parent + ".") } })
      {
        examples.append("actions \(parent)")
      }
    default:
      return nil
    }
    return examples.isEmpty ? nil : examples
  }

  /// The state paths that name a value (not a segment to go on from, `counter1.`), each with its
  /// value as JSON, in completion's order; read one at a time, as the examples need them.
  private var values: some Sequence<(path: String, json: JSONValue)> {
    statePaths.lazy.filter { !$0.hasSuffix(".") }.compactMap { [state] path in
      guard let parsed = try? PathParser.parse(path),
        let value = try? StateReader.value(at: parsed, in: state)
      else { return nil }
      return (path, JSONValue(encoding: value))
    }
  }

  /// The first state path whose value is a number, a string, a Boolean or null, and that value
  /// as JSON; else the first with a short array or object value.
  private var scalar: (String, String)? {
    var short: (String, String)?
    for (path, json) in values {
      switch json {
      case .array, .object:
        if short == nil, json.description.count <= 40 { short = (path, json.description) }
      default: return (path, json.description)
      }
    }
    return short
  }

  /// The first state path whose value is a number (`todos.count`), and that number as JSON: what
  /// `<`, `<=`, `>` and `>=` compare in an example.
  var number: (path: String, value: String)? {
    values.first { entry in
      switch entry.json {
      case .int, .double: true
      default: false
      }
    }.map { ($0.path, $0.json.description) }
  }

  /// The first state path whose value is a short object, and that value as JSON.
  private var structure: (String, String)? {
    for (path, json) in values {
      if case .object = json, json.description.count <= 40 { return (path, json.description) }
    }
    return nil
  }

  /// The shortest prefix of `path`'s last segment, at least 4 characters and shorter than it,
  /// that names it alone.
  private func uniquePrefix(of path: String) -> String? {
    let head = path.split(separator: ".").dropLast().joined(separator: ".")
    let name = String(path.split(separator: ".").last ?? "")
    let start = head.isEmpty ? "" : head + "."
    for length in stride(from: 4, to: name.count, by: 1) {
      let prefix = start + name.prefix(length)
      if actions.filter({ $0.path.hasPrefix(prefix) }).count == 1 { return prefix }
    }
    return nil
  }
}
