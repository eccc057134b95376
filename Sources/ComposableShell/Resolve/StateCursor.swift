import ComposableArchitectureCore
import CustomDump

/// The part of the current state an action path leads to, followed alongside the path, so that
/// an action for a child that is not there (a nil optional, nothing presented, another enum
/// case, an id the collection does not have) is refused with a line saying what is there, before
/// anything is sent.
///
/// Parent action cases are matched to state by name, as TCA features name them
/// (`ifLet(\.destination, action: \.destination)`); where the names or types do not line up, the
/// cursor loses track and checks nothing further.
struct StateCursor {
  /// The state at the place reached so far, or `nil` once the cursor has lost track.
  private(set) var value: Any?
  /// The state path walked so far, for messages: `destination`, `path[#1]`.
  private var place: [String] = []
  /// Whether a check so far depended on the state's value (an optional, an enum case, an element
  /// id), not only on its type's stored properties: a path that read none resolves to the same
  /// action whatever the state is.
  private(set) var readState = false

  init(_ state: Any) { self.value = state }

  private var placeText: String {
    place.joined(separator: ".").replacing(".[", with: "[")
  }

  /// Follows the case `name` of the action type `actionType`, a step of the action path `path`.
  mutating func follow(case name: String, of actionType: Any.Type, path: Path) throws(CommandError)
  {
    guard let current = value else { return }
    if shellConformances.conforms(actionType, { $0 as? any PresentationActionProtocol.Type }) {
      readState = true
      let optional = optionalLike(current)
      guard let wrapped = optional?.wrappedAny else {
        guard optional != nil else { return lose() }
        throw CommandError(
          name == "dismiss"
            ? "nothing is presented at '\(placeText)' (it is nil), so there is nothing to dismiss"
            : "nothing is presented at '\(placeText)' (it is nil), so there is no child to send "
              + "\(path.quotedForMessage) to")
      }
      if name == "presented" { value = wrapped }
      return
    }
    var state = current
    if let optional = optionalLike(current) {
      readState = true
      guard let wrapped = optional.wrappedAny else {
        if Self.family(type(of: optional).wrappedType) == Self.family(actionType) {
          throw CommandError(
            "'\(placeText)' is nil, so there is no child to send \(path.quotedForMessage) to")
        }
        return lose()
      }
      state = wrapped
    }
    let mirror = ValueMirror(reflecting: state)
    switch mirror.displayStyle {
    case .enum where Self.family(mirror.subjectType) == Self.family(actionType):
      readState = true
      let current = mirror.children.first?.label ?? "\(state)"
      guard current == name else {
        throw CommandError(
          "'\(placeText.isEmpty ? "the state" : placeText)' is .\(current) now, not .\(name), "
            + "so \(path.quotedForMessage) has no child to go to")
      }
      value = mirror.children.first.map { Self.unwrapTuple($0.value) } ?? ()
    case .struct, .class:
      // A struct's stored properties are its type's: finding one reads no value. An instance
      // may be of a subclass, so for a class it does.
      if mirror.displayStyle == .class { readState = true }
      guard let child = Self.property(name, of: mirror) else { return lose() }
      value = child
      place.append(name)
    default:
      readState = true
      lose()
    }
  }

  /// Follows the element with `id` (written `idText`) of a collection action of type
  /// `actionType`: the state must be a collection with that id.
  mutating func follow(
    id: any Hashable, idText: String, of actionType: any IdentifiedElementAction.Type, path: Path
  ) throws(CommandError) {
    guard let current = value else { return }
    readState = true
    let state = optionalLike(current)?.wrappedAny ?? current
    guard let collection = identifiedElementCollection(state),
      type(of: collection).elementIDType == actionType.elementIDType
    else { return lose() }
    guard let element = collection.element(id: id) else {
      let ids = collection.elementIDs
      throw CommandError(
        "'\(placeText)' has no element [\(idText)]"
          + (ids.isEmpty
            ? " (it is empty)" : "; its ids are: \(ElementIDText.list(ids))"))
    }
    value = element
    place.append("[\(idText)]")
  }

  /// The collection of elements at the place reached, for listing its ids.
  var collection: (any IdentifiedElementCollection)? {
    guard let value else { return nil }
    return identifiedElementCollection(optionalLike(value)?.wrappedAny ?? value)
  }

  private mutating func lose() { value = nil }

  /// A stored property by name; a property wrapper's storage (`_destination`, `_count`) answers
  /// to the wrapped property's name, and a shared property gives the value it shares.
  static func property(_ name: String, of mirror: ValueMirror) -> Any? {
    let children = mirror.children
    let value =
      children.first { $0.label == name }?.value
      ?? children.first { $0.label == "_" + name }?.value
    return value.map(unwrapShared)
  }

  /// The value a `@Shared` or `@SharedReader` property shares, or the value itself.
  static func unwrapShared(_ value: Any) -> Any {
    sharedProperty(value)?._sharedValue ?? value
  }

  /// `value` as a shared property's storage, asking the runtime only when the conformance index
  /// cannot rule it out (see ``optionalLike(_:)``).
  static func sharedProperty(_ value: Any) -> (any _SharedProperty)? {
    guard shellConformances.mayConform(type(of: value), to: (any _SharedProperty).self) else {
      return nil
    }
    func cast<T>(_ value: T) -> (any _SharedProperty)? { value as? any _SharedProperty }
    return _openExistential(value, do: cast)
  }

  /// Whether a stored property's storage stands for a wrapped property of the name without its
  /// underscore: `_destination` for `@Presents var destination`, `_count` for
  /// `@Shared var count`.
  static func isWrapperStorage(_ label: String, _ value: Any) -> Bool {
    label.hasPrefix("_") && !label.hasPrefix("_$")
      && (optionalLike(value) != nil || sharedProperty(value) != nil)
  }

  /// The type a state or action type is declared in (`Counter` for `Counter.State` and
  /// `Counter.Action`), which tells a child's state and action apart from unrelated ones.
  static func family(_ type: Any.Type) -> String {
    let name = _typeName(type, qualified: true)
    guard !name.contains("<"), let dot = name.lastIndex(of: ".") else { return name }
    return String(name[..<dot])
  }

  /// The single value of a one-element tuple (a labelled enum payload), or the value.
  static func unwrapTuple(_ value: Any) -> Any {
    let mirror = ValueMirror(reflecting: value)
    guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return value }
    return mirror.children[0].value
  }
}
