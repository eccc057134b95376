import SwiftSyntax

/// The initializer `init(_$state:)` that `@ObservableState` writes in an extension of a state,
/// which reads the state from JSON by its properties' names (`ComposableArchitecture._StateDecoder`)
/// for the shell: `send path.push {…}` with a state that is not `Decodable`, `load`, `--state`.
///
/// In an extension, so that a struct keeps its memberwise initializer. A struct's initializer
/// first sets each stored property without an initial value (`self.contact = try
/// _$decoder.value("contact")`), a `@Shared` one without a key as a new reference holding the
/// value read, an unknown property wrapper's storage through its `init(wrappedValue:)`; then,
/// with every property set, it overwrites those with an initial value when the JSON has them
/// (`try _$decoder.update("count", &self.count)`): `@Presents` and optional ones, a `@Shared`
/// with a key by writing through its reference, an unknown wrapper through a key path (which
/// fails when it cannot be set). `let`s with a value and `lazy` storage keep theirs. An enum's
/// initializer tries each case (`{"case": {"_0": …}}`) and throws naming the cases when none
/// matches. Properties and cases inside `#if` clauses are read inside the same clauses.
enum StateDecoderInit {
  /// The initializer for `declaration`, a struct or an enum, `access` its access modifier.
  static func text(for declaration: some DeclGroupSyntax, access: String) -> String {
    let body: [String]
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      body = enumBody(enumDecl)
    } else {
      let required = lines(in: declaration.memberBlock.members) { property in
        property.required.map { [$0] } ?? []
      }
      let updates = lines(in: declaration.memberBlock.members) { property in
        property.update.map { [$0] } ?? []
      }
      body = required + updates
    }
    let indented = body.map { "  " + $0 }.joined(separator: "\n")
    return """
      \(access)init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
      \(indented)
      }
      """
  }

  // MARK: Structs

  /// One stored property, as the initializer reads it.
  struct Property {
    /// The statement that sets it before the others are set, when it has no initial value.
    var required: String?
    /// The statement that overwrites its initial value when the JSON has one.
    var update: String?
  }

  /// The lines `line` gives for each stored instance property of `members`, inside the same `#if`
  /// clauses; a block whose clauses give no lines is left out.
  static func lines(
    in members: MemberBlockItemListSyntax, _ line: (Property) -> [String]
  ) -> [String] {
    members.flatMap { member -> [String] in
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        return properties(of: variable).flatMap(line)
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      let clauses = ifConfig.clauses.map { clause in
        (
          header: clause.poundKeyword.text
            + (clause.condition.map { " " + $0.trimmedDescription } ?? ""),
          lines: clause.elements?.as(MemberBlockItemListSyntax.self).map {
            lines(in: $0, line)
          } ?? []
        )
      }
      // Clauses after the last that gives lines read nothing: they are left out.
      guard let last = clauses.lastIndex(where: { !$0.lines.isEmpty }) else { return [] }
      return clauses[...last].flatMap { [$0.header] + $0.lines.map { "  " + $0 } } + ["#endif"]
    }
  }

  /// Attributes that do not wrap a property.
  private static let plainAttributes: Set = [
    "ObservationStateIgnored", "ObservationStateTracked", "available", "usableFromInline",
    "exclusivity", "nonobjc", "objc", "MainActor", "preconcurrency", "_spi",
  ]

  /// The stored instance properties `variable` declares, each as the initializer reads it.
  static func properties(of variable: VariableDeclSyntax) -> [Property] {
    let modifiers = Set(variable.modifiers.map(\.name.text))
    guard modifiers.isDisjoint(with: ["static", "class"]) else { return [] }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let wrapper = variable.attributes.lazy.compactMap { element -> AttributeSyntax? in
      guard case .attribute(let attribute) = element,
        !plainAttributes.contains(attribute.attributeName.baseName)
      else { return nil }
      return attribute
    }.first
    let bindings = Array(variable.bindings)
    return bindings.indices.compactMap { index -> Property? in
      let binding = bindings[index]
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
        isStored(binding)
      else { return nil }
      let identifier = pattern.identifier.text
      let name = identifier.filter { $0 != "`" }
      let hasValue = binding.initializer != nil
      // `var a, b: Int?`: the annotation of a later binding is the type of the earlier ones.
      let type = bindings[index...].lazy.compactMap(\.typeAnnotation).first?.type
      let isOptional = type.map(isOptionalType) ?? false
      if modifiers.contains("lazy") {
        return Property(update: "_$decoder.skip(\"$__lazy_storage_$_\(name)\")")
      }
      guard let wrapper else {
        if isLet {
          return hasValue
            ? Property(update: "_$decoder.skip(\"\(name)\")")
            : Property(required: "self.\(identifier) = try _$decoder.value(\"\(name)\")")
        }
        return hasValue || isOptional
          ? Property(update: "try _$decoder.update(\"\(name)\", &self.\(identifier))")
          : Property(required: "self.\(identifier) = try _$decoder.value(\"\(name)\")")
      }
      let hasArguments = wrapper.arguments != nil
      let storage = "self._\(name)"
      switch wrapper.attributeName.baseName {
      case "Presents", "PresentationState":
        return Property(update: "try _$decoder.update(\"\(name)\", &self.\(identifier))")
      case "Shared" where !hasArguments && !hasValue:
        return Property(
          required:
            "\(storage) = ComposableArchitecture.Shared(value: try _$decoder.value(\"\(name)\"))")
      case "Shared":
        return Property(update: "try _$decoder.update(\"\(name)\", shared: self.$\(name))")
      case "SharedReader" where !hasArguments && !hasValue:
        return Property(
          required:
            "\(storage) = ComposableArchitecture.SharedReader(value: try _$decoder.value(\"\(name)\"))"
        )
      case "SharedReader":
        return Property(update: "_$decoder.skip(\"\(name)\")")
      default:
        if !hasArguments && !hasValue {
          let type = wrapper.attributeName.trimmedDescription
          return Property(
            required: "\(storage) = \(type)(wrappedValue: try _$decoder.value(\"\(name)\"))")
        }
        return Property(
          update: "try _$decoder.update(\"\(name)\", \\Self.\(identifier), in: &self)")
      }
    }
  }

  /// Whether `binding` stores its value: no accessors, or only observers.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// `T?`, `T!` or `Optional<T>`, which a `var` without a value starts as `nil`.
  private static func isOptionalType(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional"
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.name.text == "Optional" && member.baseType.trimmedDescription == "Swift"
    }
    return false
  }

  // MARK: Enums

  /// Tries each case in turn: `if let payload = try _$decoder.case("name") { self = … }`.
  static func enumBody(_ enumDecl: EnumDeclSyntax) -> [String] {
    let items = CaseItem.items(of: enumDecl.memberBlock.members)
    let tries = items.lines { enumCase in
      let name = enumCase.name
      guard !enumCase.parameters.isEmpty else {
        return [
          "if try _$decoder.case(\"\(name)\") != nil {",
          "  self = .\(enumCase.identifier)",
          "  return",
          "}",
        ]
      }
      let values = enumCase.parameters.enumerated().map { offset, parameter in
        let key = parameter.label ?? "_\(offset)"
        let value = "try payload.value(\"\(key.filter { $0 != "`" })\")"
        return parameter.label.map { "\($0): \(value)" } ?? value
      }
      return [
        "if let payload = try _$decoder.case(\"\(name)\") {",
        "  self = .\(enumCase.identifier)(\(values.joined(separator: ", ")))",
        "  return",
        "}",
      ]
    }
    return tries + ["throw _$decoder.unknownCase()"]
  }
}
