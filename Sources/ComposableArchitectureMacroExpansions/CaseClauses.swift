import SwiftSyntax

/// An enum's cases as written, `#if` clauses kept: what a macro mirrors when it writes one
/// declaration a case (TCA's and CasePaths' macros do the same), so that the compiler, not the
/// macro, decides which clause is active.
indirect enum CaseItem {
  /// A case, outside any `#if` or inside the clause that holds it.
  case element(EnumCase)
  /// An `#if … #elseif … #else … #endif` block, one clause an entry.
  case ifConfig([CaseClause])

  /// The items of an enum's members, in order: its cases, and its `#if` blocks (which may nest).
  static func items(of members: MemberBlockItemListSyntax) -> [CaseItem] {
    members.flatMap { member -> [CaseItem] in
      if let declaration = member.decl.as(EnumCaseDeclSyntax.self) {
        return EnumCase.cases(in: declaration).map(CaseItem.element)
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      let clauses = ifConfig.clauses.map { clause in
        CaseClause(
          keyword: clause.poundKeyword.text,
          condition: clause.condition?.trimmedDescription,
          items: clause.elements?.as(MemberBlockItemListSyntax.self).map(items(of:)) ?? [])
      }
      return [.ifConfig(clauses)]
    }
  }
}

/// One clause of an `#if` block: `#if os(macOS)`, `#elseif DEBUG`, `#else`.
struct CaseClause {
  /// `#if`, `#elseif` or `#else`.
  let keyword: String
  /// The condition as written; `nil` for `#else`.
  let condition: String?
  /// The cases (and nested blocks) the clause holds.
  let items: [CaseItem]
}

extension [CaseItem] {
  /// Every case in every clause, in source order.
  var allCases: [EnumCase] {
    flatMap { item -> [EnumCase] in
      switch item {
      case .element(let enumCase): return [enumCase]
      case .ifConfig(let clauses): return clauses.flatMap(\.items.allCases)
      }
    }
  }

  /// Whether any case sits inside an `#if` block.
  var hasClauses: Bool {
    contains { if case .ifConfig = $0 { true } else { false } }
  }

  /// The lines `line` writes for each case, inside the same `#if` clauses as the case.
  func lines(_ line: (EnumCase) -> [String]) -> [String] {
    flatMap { item -> [String] in
      switch item {
      case .element(let enumCase):
        return line(enumCase)
      case .ifConfig(let clauses):
        return clauses.flatMap { clause in
          [clause.keyword + (clause.condition.map { " " + $0 } ?? "")] + clause.items.lines(line)
        } + ["#endif"]
      }
    }
  }
}
