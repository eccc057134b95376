import ComposableArchitectureCore
@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// Reads the cases of action types at run time: a ``CasePathable`` enum lists its case paths; a
/// payload-free `CaseIterable` enum lists its `allCases`; any other type is a leaf value.
///
/// The lists are built once a type and cached, so resolving a line costs a dictionary lookup a
/// path step.
final class ActionSchema {
  private var cache = TypeMap<[ActionCase]?>()

  /// The cases of `type`, or `nil` when it is a leaf (a value decoded from JSON).
  func cases(of type: Any.Type) -> [ActionCase]? {
    let key = ObjectIdentifier(type)
    if let cached = cache[key] { return cached }
    let cases: [ActionCase]?
    if let pathable = shellConformances.cast(type, { $0 as? any CasePathable.Type }) {
      // A collection's elements are named by id (`todos[ID]`), not by their case.
      let isCollection = Self.elementAction(type) != nil
      cases = Self.cases(pathable).filter { actionCase in
        !(isCollection && actionCase.name == "element")
      }
    } else if let iterable = shellConformances.cast(type, { $0 as? any CaseIterable.Type }) {
      cases = Self.cases(iterable)
    } else {
      cases = nil
    }
    cache[key] = cases
    return cases
  }

  /// `type` as a collection's action type (`IdentifiedAction`, `StackAction`), asking the
  /// runtime only when the conformance index cannot rule it out: a failing cast costs a scan of
  /// every conformance record of the process the first time a type is seen.
  static func elementAction(_ type: Any.Type) -> (any IdentifiedElementAction.Type)? {
    shellConformances.cast(type, { $0 as? any IdentifiedElementAction.Type })
  }

  private static func cases<Root: CasePathable>(_: Root.Type) -> [ActionCase] {
    // The collection's type is cast, not its value: a metatype cast the conformance index can
    // answer without the runtime's scan of every conformance record.
    guard
      let collectionType = shellConformances.cast(
        Root.AllCasePaths.self, { $0 as? any CasePathCollection.Type })
    else { return [] }
    func erasedCasePaths<Collection: CasePathCollection>(_: Collection.Type) -> [Any] {
      // The same type, so the cast needs no conformance.
      (Root.allCasePaths as! Collection)._erasedCasePaths
    }
    // A plain loop: `compactMap` on the `[Any]` would be unspecialized generic code, whose
    // protocol lookups on `[Any]` cost a conformance scan at start-up.
    var cases: [ActionCase] = []
    for erased in erasedCasePaths(collectionType) {
      guard let casePath = erased as? PartialCasePath<Root> else { continue }
      cases.append(
        ActionCase(
          name: casePath.name,
          payloadType: casePath.payloadType,
          embed: { casePath.embed($0) },
          extract: { ($0 as? Root).flatMap(casePath.extract(from:)) }))
    }
    return cases
  }

  private static func cases<Root: CaseIterable>(_: Root.Type) -> [ActionCase] {
    Root.allCases.map { value in
      let name = caseName(of: value)
      return ActionCase(
        name: name,
        payloadType: Void.self,
        embed: { _ in value },
        extract: { root in
          guard let root = root as? Root, caseName(of: root) == name else { return nil }
          return ()
        })
    }
  }

  /// The name of an enum value's case as written in source (a `description` may say otherwise).
  private static func caseName(of value: Any) -> String {
    enumCaseName(value) ?? String(describing: value)
  }

  /// The action path naming `action`, e.g. `counter1.incrementButtonTapped` or
  /// `todos["…"].checkBoxToggled`, as `send` takes it.
  func path(of action: Any, type: Any.Type) -> String { describe(action, type: type).path }

  /// The action path naming `action`, and the payload of its last case with that payload's type
  /// (`()` and `Void` for a case without one).
  func describe(_ action: Any, type: Any.Type) -> (path: String, payload: Any, type: Any.Type) {
    var names: [String] = []
    var value = action
    var type = type
    while true {
      if let element = Self.elementAction(type),
        let (id, elementAction) = (value as? any IdentifiedElementAction)?.elementIDAndAction,
        !names.isEmpty
      {
        names[names.count - 1] += "[\(ElementIDText.format(id))]"
        value = elementAction
        type = element.elementActionType
        continue
      }
      guard let cases = cases(of: type),
        let (match, payload) = cases.lazy.compactMap({ c in c.extract(value).map { (c, $0) } })
          .first
      else { break }
      names.append(match.name)
      value = payload
      type = match.payloadType
    }
    return (names.joined(separator: "."), value, type)
  }

  /// Every leaf path below `type`, with the payload type of those that take a value.
  ///
  /// Element actions are listed once, with a placeholder id (`todos[<UUID>].checkBoxToggled`);
  /// a type met again below itself (rows of rows) ends its branch with `…`.
  func leafPaths(
    of type: Any.Type, prefix: String = "", visiting: Set<ObjectIdentifier> = []
  ) -> [(path: String, payload: Any.Type?)] {
    guard !visiting.contains(ObjectIdentifier(type)) else { return [(prefix + ".…", nil)] }
    let visiting = visiting.union([ObjectIdentifier(type)])
    var result: [(path: String, payload: Any.Type?)] = []
    let element = Self.elementAction(type)
    if let element {
      result += leafPaths(
        of: element.elementActionType,
        prefix: prefix + "[\(ElementIDText.placeholder(for: element.elementIDType))]",
        visiting: visiting)
    }
    guard let cases = cases(of: type) else {
      if element != nil { return result }
      return [(prefix, type == Void.self ? nil : type)]
    }
    for actionCase in cases {
      let path = prefix.isEmpty ? actionCase.name : "\(prefix).\(actionCase.name)"
      if actionCase.isVoid {
        result.append((path, nil))
      } else {
        result += leafPaths(of: actionCase.payloadType, prefix: path, visiting: visiting)
      }
    }
    return result
  }
}
