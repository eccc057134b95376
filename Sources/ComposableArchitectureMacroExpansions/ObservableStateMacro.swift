import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: conforms a state struct or enum to `ObservableState` and the Observation
/// framework's `Observable`, as TCA's macro does.
///
/// Observation is reported by the `Store` the state lives in (see `ObservableState`), so the
/// macro adds the identity member `_$id` and the `_$willModify()` hook and leaves the stored
/// properties exactly as written.
///
/// On a struct it also lists the properties a `BindingAction` can set, as
/// `static var _$bindableProperties`, one `_BindableProperty("name", \Self.name)` a stored `var`
/// (key paths cannot be made from names at run time, so the shell's `set` finds them here). Left
/// out: `let`s, `static`, `lazy` and computed properties, ones that are `private`, `fileprivate`
/// or `private(set)`, the `id` of a struct declared `Identifiable` (an element's id names it in
/// its collection), and ones under any other attribute than the observation markers
/// (`@Presents`, `@PresentationState`, property wrappers), which are not set by binding.
///
/// It also lists the computed properties declared in the type's body, by name with their key
/// paths, in `_$computedProperties`, which reflection cannot see, so the shell can read
/// `state filteredTodos`.
public enum ObservableStateMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      MacroDiagnostic.report(
        "'@ObservableState' can only be applied to a struct or an enum; a class can use "
          + "'@Observable'",
        id: "observableState.notValueType", at: node, in: context)
      return []
    }
    let access = declaration.modifiers.accessPrefix
    var members = identityMembers(access: access).map { DeclSyntax(stringLiteral: $0) }
    let bindable = declaration.is(StructDeclSyntax.self) ? bindableNames(declaration) : []
    if !bindable.isEmpty {
      let entries = bindable.map { identifier in
        let name = identifier.filter { $0 != "`" }
        return "ComposableArchitecture._BindableProperty(\"\(name)\", \\Self.\(identifier)),"
      }
      members.append(
        """
        \(raw: access)static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
          [
            \(raw: entries.joined(separator: "\n    "))
          ]
        }
        """)
    }
    let computed = computedPropertyNames(in: declaration)
    if !computed.isEmpty {
      // The name as users type it (no backticks); the key path as written.
      let entries = computed.map { identifier in
        "(\"\(identifier.filter { $0 != "`" })\", \\Self.\(identifier))"
      }.joined(separator: ", ")
      members.append(
        """
        \(raw: access)static var _$computedProperties: [(name: String, keyPath: PartialKeyPath<Self>)] {
          [\(raw: entries)]
        }
        """)
    }
    return members
  }

  /// The members every observable state gets: its identity `_$id` and the `_$willModify()` hook.
  /// `@Reducer` writes them into the `State` types it generates (see
  /// `ReducerMacro.generatedEnum`).
  static func identityMembers(access: String) -> [String] {
    [
      """
      \(access)var _$id: ComposableArchitecture.ObservableStateID {
        ComposableArchitecture.ObservableStateID(for: Self.self)
      }
      """,
      "\(access)mutating func _$willModify() {}",
    ]
  }

  /// The stored `var`s a binding may set, as written (backticks kept), in declaration order (see
  /// the type's documentation).
  static func bindableNames(_ declaration: some DeclGroupSyntax) -> [String] {
    let markers: Set = ["ObservationStateIgnored", "ObservationStateTracked"]
    // An element's id names it in its collection (`IdentifiedArray`): changing it is a bug.
    let isIdentifiable = declaration.inheritanceClause.inherits("Identifiable")
    var names: [String] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var)
      else { continue }
      // `private(set)` and `fileprivate(set)` are these keywords too.
      let excluded: [TokenKind] = [
        .keyword(.static), .keyword(.class), .keyword(.lazy), .keyword(.private),
        .keyword(.fileprivate),
      ]
      let isExcluded = variable.modifiers.contains { excluded.contains($0.name.tokenKind) }
      let hasOtherAttribute = variable.attributes.contains { element in
        guard case .attribute(let attribute) = element else { return true }
        return !markers.contains(attribute.attributeName.baseName)
      }
      guard !isExcluded, !hasOtherAttribute else { continue }
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          !(isIdentifiable && pattern.identifier.text == "id")
        else { continue }
        if let accessors = binding.accessorBlock?.accessors {
          // Only observers keep a property stored: `get`, `set` or a getter body make it computed.
          guard case .accessors(let list) = accessors,
            list.allSatisfy({
              [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
            })
          else { continue }
        }
        names.append(pattern.identifier.text)
      }
    }
    return names
  }

  /// The names of the computed instance properties declared in the type's body, in order: a
  /// `var` with a getter (no `willSet`/`didSet`, which observe stored ones) that neither throws
  /// nor is `async`, so a key path can read it.
  static func computedPropertyNames(in declaration: some DeclGroupSyntax) -> [String] {
    declaration.memberBlock.members.flatMap { member -> [String] in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          ["static", "class"].contains($0.name.text)
        })
      else { return [] }
      return variable.bindings.compactMap { binding -> String? in
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          !name.hasPrefix("_$"), let accessors = binding.accessorBlock?.accessors
        else { return nil }
        switch accessors {
        case .getter:
          return name
        case .accessors(let list):
          let getters = list.filter { $0.accessorSpecifier.tokenKind == .keyword(.get) }
          guard let getter = getters.first, getter.effectSpecifiers == nil,
            !list.contains(where: {
              [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
            })
          else { return nil }
          return name
        @unknown default:
          return nil
        }
      }
    }
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self),
      !protocols.isEmpty
    else { return [] }
    let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
  }
}

/// `@ObservationStateTracked` and `@ObservationStateIgnored`: accepted on state properties for
/// source compatibility with TCA; observation is per store here, so they change nothing.
public enum ObservationStateMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// `@ReducerCaseIgnored` and `@ReducerCaseEphemeral`: marks read by `@Reducer` on an enum; they
/// expand to nothing themselves.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
