import ComposableArchitectureCore

/// The properties a state path can name on a value: its stored properties, as reflection sees
/// them, then the computed ones `@ObservableState` lists (`filteredTodos`, `isFormValid`).
///
/// A property wrapper's storage (`_destination`, `_count`) answers to the wrapped property's name,
/// a shared property reads as the value it shares, and members the macros add (`_$id`) are left
/// out. Computed properties are read only when named.
struct StateProperties {
  /// The names, stored properties first, in declaration order.
  let names: [String]
  private let stored: [String: Any]
  /// A wrapper's storage name (`_stats`) for the wrapped property's (`stats`): it still reads.
  private let storageNames: [String: String]
  private let read: (String) -> Any?

  init(of value: Any) {
    var names: [String] = []
    var stored: [String: Any] = [:]
    var storageNames: [String: String] = [:]
    for child in Mirror(reflecting: value).children {
      guard var label = child.label, !label.hasPrefix("_$") else { continue }
      if StateCursor.isWrapperStorage(label, child.value) {
        label.removeFirst()
        storageNames["_" + label] = label
      }
      guard stored[label] == nil else { continue }
      names.append(label)
      // A shared property reads as the value it shares.
      stored[label] = StateCursor.unwrapShared(child.value)
    }
    var read: (String) -> Any? = { _ in nil }
    let mirror = Mirror(reflecting: value)
    if stored["count"] == nil, let collection = Self.collection(value, style: mirror.displayStyle) {
      // A collection answers its size, as in Swift: `expect todos.count == 1`.
      names += ["count", "isEmpty"]
      read = { name in
        name == "count" ? collection.count : name == "isEmpty" ? collection.isEmpty : nil
      }
    } else if let state = value as? any ObservableState {
      let computed = Self.computed(of: state)
      for name in computed.names where stored[name] == nil { names.append(name) }
      read = computed.read
    }
    self.names = names
    self.stored = stored
    self.storageNames = storageNames
    self.read = read
  }

  /// The value of the property `name`, or `nil` when there is none.
  func value(of name: String) -> Any? {
    stored[name] ?? read(name)
  }

  /// The property `name` names: itself when it exists, else the only property it is a prefix of.
  ///
  /// - Throws: ``CommandError`` listing the properties when none matches, or the candidates
  ///   when several start with `name`; `place` says where (`the state`, `'counter1'`).
  func resolve(_ name: String, in path: Path, place: String) throws(CommandError) -> String {
    if names.contains(name) { return name }
    if let wrapped = storageNames[name] { return wrapped }
    let matches = names.filter { $0.hasPrefix(name) }
    if matches.count == 1 { return matches[0] }
    guard matches.isEmpty else {
      throw CommandError(
        "ambiguous state path \(path.quotedForMessage): in \(place), '\(name)' could be: "
          + matches.joined(separator: ", "))
    }
    throw CommandError(
      "unknown state path \(path.quotedForMessage): \(NearestName.hint(for: name, among: names))"
        + "\(place) has \(names.isEmpty ? "no properties" : names.joined(separator: ", "))")
  }

  /// `value` as a collection (an array, a set, a dictionary, an identified array), else `nil`.
  private static func collection(
    _ value: Any, style: Mirror.DisplayStyle?
  ) -> (any Collection)? {
    guard
      style == .collection || style == .set || style == .dictionary
        || value is any IdentifiedElementCollection
    else { return nil }
    return value as? any Collection
  }

  private static func computed<State: ObservableState>(of state: State) -> (
    names: [String], read: (String) -> Any?
  ) {
    let properties = State._$computedProperties
    return (
      properties.map(\.name),
      { name in properties.first { $0.name == name }.map { state[keyPath: $0.keyPath] } }
    )
  }
}
