import ComposableArchitectureCore

/// The action and state paths completion offers for a running feature, with the element ids
/// that exist right now: `todos["…0"].checkBoxToggled`, `path[#1].screenA.count`.
enum PathCandidates {
  /// Every action path below `type`, inner cases included, walking `state` alongside to list the
  /// ids of collections.
  static func actionPaths(of type: Any.Type, state: Any, schema: ActionSchema) -> [String] {
    paths(of: type, state: state, schema: schema).actions
  }

  /// The paths `set` takes: each bindable property of the root feature and of every child
  /// reachable by an action path, after that path (`name`, `form.name`, `rows[1].title`).
  static func settablePaths(of type: Any.Type, state: Any, schema: ActionSchema) -> [String] {
    paths(of: type, state: state, schema: schema).settable
  }

  private static func paths(
    of type: Any.Type, state: Any, schema: ActionSchema
  ) -> (actions: [String], settable: [String]) {
    var paths: [String] = []
    var settable: [String] = []
    let anywhere = Path([])
    func walk(_ type: Any.Type, _ prefix: String, _ cursor: StateCursor?, depth: Int) {
      guard depth < 16 else { return }
      // A child whose optional state is nil (`ifLet`) takes no action: offer none below it.
      if let value = cursor?.value, let optional = optionalLike(value), optional.wrappedAny == nil,
        StateCursor.family(Swift.type(of: optional).wrappedType) == StateCursor.family(type)
      {
        return
      }
      if let element = type as? any IdentifiedElementAction.Type,
        let collection = cursor?.collection,
        Swift.type(of: collection).elementIDType == element.elementIDType
      {
        for id in collection.elementIDs {
          let idText = ElementIDText.format(id)
          let path = "\(prefix)[\(idText)]"
          paths.append(path)
          var next = cursor
          do {
            try next?.follow(id: id, idText: idText, of: element, path: anywhere)
          } catch {
            next = nil
          }
          walk(element.elementActionType, path, next, depth: depth + 1)
        }
      }
      guard let cases = schema.cases(of: type) else { return }
      if type is any BindableAction.Type,
        let binding = cases.first(where: { $0.name == "binding" }),
        let properties = schema.cases(of: binding.payloadType)
      {
        settable += properties.map { prefix.isEmpty ? $0.name : "\(prefix).\($0.name)" }
      }
      for actionCase in cases {
        let path = prefix.isEmpty ? actionCase.name : "\(prefix).\(actionCase.name)"
        // A collection with nothing but elements is offered through its ids only (`todos[`).
        let isOnlyElements =
          actionCase.payloadType is any IdentifiedElementAction.Type
          && schema.cases(of: actionCase.payloadType)?.isEmpty == true
        guard !actionCase.isVoid else {
          if !isOnlyElements { paths.append(path) }
          continue
        }
        var next = cursor
        do {
          try next?.follow(case: actionCase.name, of: type, path: anywhere)
        } catch {
          // The state says the child is not there (nil, another enum case): as `send` would
          // refuse it, completion does not offer it.
          continue
        }
        let start = paths.count
        if !isOnlyElements { paths.append(path) }
        walk(actionCase.payloadType, path, next, depth: depth + 1)
        // A child whose state is there but that offers nothing below (its own children all
        // absent) is not offered either.
        if next?.value != nil, schema.cases(of: actionCase.payloadType) != nil,
          paths.count == start + (isOnlyElements ? 0 : 1), !isOnlyElements
        {
          paths.removeSubrange(start...)
        }
      }
    }
    walk(type, "", StateCursor(state), depth: 0)
    return (paths, settable)
  }

  /// Every state path in `state`: stored properties, computed ones `@ObservableState` lists,
  /// enum cases, the elements of collections by id, and collections' `count` and `isEmpty`.
  static func statePaths(of state: Any) -> [String] {
    var paths: [String] = []
    func walk(_ value: Any, _ prefix: String, depth: Int) {
      guard depth < 8 else { return }
      var value = value
      if let optional = value as? any OptionalLike {
        guard let wrapped = optional.wrappedAny else { return }
        value = wrapped
      }
      if let collection = value as? any IdentifiedElementCollection {
        for id in collection.elementIDs {
          let path = "\(prefix)[\(ElementIDText.format(id))]"
          paths.append(path)
          if let element = collection.element(id: id) { walk(element, path, depth: depth + 1) }
        }
        // Its size, as a state path reads it of any collection (``StateProperties``).
        let size = StateProperties(of: value).names.filter { $0 == "count" || $0 == "isEmpty" }
        paths += size.map { prefix.isEmpty ? $0 : "\(prefix).\($0)" }
        return
      }
      let properties = StateProperties(of: value)
      for name in properties.names {
        let path = prefix.isEmpty ? name : "\(prefix).\(name)"
        paths.append(path)
        if let child = properties.value(of: name) {
          walk(StateCursor.unwrapTuple(child), path, depth: depth + 1)
        }
      }
    }
    walk(state, "", depth: 0)
    return paths
  }
}
