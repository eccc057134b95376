import ComposableArchitecture

/// One case of an action enum with its types erased: what the resolver, the completer and the
/// `actions` command read.
struct ActionCase {
  /// The case name as written in source.
  let name: String
  /// The payload's type; `Void.self` when the case has none.
  let payloadType: Any.Type
  /// Wraps a payload of ``payloadType`` in the case, giving a value of the enum.
  let embed: (Any) -> Any?
  /// The payload of an enum value when it is this case.
  let extract: (Any) -> Any?

  var isVoid: Bool { payloadType == Void.self }
}

/// Reads the cases of action types at run time: a ``CasePathable`` enum lists its case paths; a
/// payload-free `CaseIterable` enum lists its `allCases`; any other type is a leaf value.
///
/// The lists are built once a type and cached, so resolving a line costs a dictionary lookup a
/// path step.
final class ActionSchema {
  private var cache: [ObjectIdentifier: [ActionCase]?] = [:]

  /// The cases of `type`, or `nil` when it is a leaf (a value decoded from JSON).
  func cases(of type: Any.Type) -> [ActionCase]? {
    let key = ObjectIdentifier(type)
    if let cached = cache[key] { return cached }
    let cases: [ActionCase]?
    if let pathable = type as? any CasePathable.Type {
      cases = Self.cases(pathable)
    } else if let iterable = type as? any CaseIterable.Type {
      cases = Self.cases(iterable)
    } else {
      cases = nil
    }
    cache[key] = cases
    return cases
  }

  private static func cases<Root: CasePathable>(_: Root.Type) -> [ActionCase] {
    Root.allCasePaths.allCasePaths.map { casePath in
      ActionCase(
        name: casePath.name,
        payloadType: casePath.payloadType,
        embed: { casePath.embed($0) },
        extract: { ($0 as? Root).flatMap(casePath.extract(from:)) })
    }
  }

  private static func cases<Root: CaseIterable>(_: Root.Type) -> [ActionCase] {
    Root.allCases.map { value in
      let name = String(describing: value)
      return ActionCase(
        name: name,
        payloadType: Void.self,
        embed: { _ in value },
        extract: { root in
          guard let root = root as? Root, String(describing: root) == name else { return nil }
          return ()
        })
    }
  }

  /// The action path naming `action`, e.g. `counter1.incrementButtonTapped`, as `send` takes it.
  func path(of action: Any, type: Any.Type) -> String {
    var names: [String] = []
    var value = action
    var type = type
    while let cases = cases(of: type),
      let (match, payload) = cases.lazy.compactMap({ c in c.extract(value).map { (c, $0) } }).first
    {
      names.append(match.name)
      value = payload
      type = match.payloadType
    }
    return names.joined(separator: ".")
  }

  /// Every leaf path below `type`, with the payload type of those that take a value.
  func leafPaths(of type: Any.Type, prefix: String = "") -> [(path: String, payload: Any.Type?)] {
    guard let cases = cases(of: type) else { return [(prefix, type == Void.self ? nil : type)] }
    return cases.flatMap { actionCase -> [(path: String, payload: Any.Type?)] in
      let path = prefix.isEmpty ? actionCase.name : "\(prefix).\(actionCase.name)"
      if actionCase.isVoid { return [(path, nil)] }
      return leafPaths(of: actionCase.payloadType, prefix: path)
    }
  }
}
