import ComposableArchitectureCore
import FoundationEssentials

/// The UUIDs a state holds, each with the state path of the first place that holds it
/// (`contacts["00000000-…"].id`), found by reflection: what the shell checks a new UUID against.
///
/// Walks stored properties (a wrapper's storage under the wrapped property's name, a shared
/// value as its value), optionals, enum payloads under their case's name, and the elements of
/// collections with ids by their id; inside other collections (arrays, sets, dictionaries) the
/// path stops at the collection. Runs only for a step during which a UUID was made.
struct UUIDOccurrences {
  /// Each UUID found, with where.
  private(set) var places: [UUID: String] = [:]

  init(in state: Any) {
    walk(state, path: "", depth: 0)
  }

  /// The largest of the counting generator's UUIDs (`UUID(N)`, `00000000-0000-0000-0000-…`)
  /// found, as its N; `nil` when there is none.
  var largestCount: Int? {
    places.keys.compactMap(Self.count(of:)).max()
  }

  /// The N of `UUID(N)`, when `uuid` is one.
  static func count(of uuid: UUID) -> Int? {
    let text = uuid.uuidString
    guard text.hasPrefix("00000000-0000-0000-0000-") else { return nil }
    return Int(text.dropFirst(24), radix: 16)
  }

  private mutating func walk(_ value: Any, path: String, depth: Int) {
    guard depth < 64 else { return }
    if let uuid = value as? UUID {
      if places[uuid] == nil { places[uuid] = path }
      return
    }
    let value = StateCursor.unwrapShared(StateReader.unwrapOptional(value))
    if let collection = value as? any IdentifiedElementCollection {
      for id in collection.elementIDs {
        let place = "\(path)[\(ElementIDText.format(id))]"
        if let element = collection.element(id: id) { walk(element, path: place, depth: depth + 1) }
        if let uuid = id as? UUID, places[uuid] == nil { places[uuid] = place }
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct, .class, .enum, .tuple:
      for child in mirror.children {
        guard var label = child.label, !label.hasPrefix("_$") else {
          walk(child.value, path: path, depth: depth + 1)
          continue
        }
        if StateCursor.isWrapperStorage(label, child.value) { label.removeFirst() }
        walk(child.value, path: path.isEmpty ? label : "\(path).\(label)", depth: depth + 1)
      }
    case .collection, .set:
      for child in mirror.children { walk(child.value, path: path, depth: depth + 1) }
    case .dictionary:
      // Each child is a `(key, value)` pair.
      for child in mirror.children {
        for part in Mirror(reflecting: child.value).children {
          walk(part.value, path: path, depth: depth + 1)
        }
      }
    default:
      return
    }
  }
}
