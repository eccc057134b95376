/// The values of a state's `@Shared` and `@SharedReader` properties at one moment, by state path
/// (`counter.stats`), for ``Recorder`` to pin what a command changed in them.
///
/// A shared property is a reference that the state before a command and the state after it both
/// hold, so comparing the two states sees no change in it; its value, copied before the command,
/// is what the value after it is compared with, as the step's own diff does.
struct SharedSnapshot {
  /// Each shared property's path and its value when the snapshot was taken.
  var values: [(path: [Path.Component], value: Any)] = []

  /// How deep the walk goes, which stops a state that refers to itself through a class.
  private static let depthLimit = 32

  /// A snapshot of no shared property.
  init() {}

  /// The shared properties of `state`, through structs, classes, optionals, enum cases and
  /// collections with ids.
  init(of state: Any) {
    collect(in: state, at: [])
  }

  private mutating func collect(in value: Any, at path: [Path.Component]) {
    guard path.count < Self.depthLimit else { return }
    let value = StateReader.unwrapOptional(value)
    if let elements = identifiedElementCollection(value) {
      for id in elements.elementIDs {
        guard let element = elements.element(id: id) else { continue }
        collect(in: element, at: path + [.id(ElementIDText.format(id))])
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first, let name = child.label else { return }
      collect(in: StateCursor.unwrapTuple(child.value), at: path + [.name(name)])
    case .struct, .class:
      for child in mirror.children {
        guard let label = child.label, !label.hasPrefix("_$") else { continue }
        if let shared = StateCursor.sharedProperty(child.value) {
          let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
          values.append((path + [.name(name)], shared._sharedValue))
        } else {
          let name =
            StateCursor.isWrapperStorage(label, child.value) ? String(label.dropFirst()) : label
          collect(in: child.value, at: path + [.name(name)])
        }
      }
    default:
      return
    }
  }
}
