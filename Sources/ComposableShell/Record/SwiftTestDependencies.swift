import FoundationEssentials

/// The dependency values a session chose (`--dependency NAME=VALUE`, `dependency NAME VALUE`)
/// as the assignments a `TestStore` test makes: `$0.uuid = .incrementing` in its
/// `withDependencies` closure, `store.dependencies.date = .constant(…)` before a later step.
///
/// The built-ins with a Swift form are written (`uuid=incrementing|random`, `date=<ISO 8601>`,
/// `locale`, `timeZone` as an identifier or `GMT` offset, `calendar`); the rest (a seeded
/// random generator, `uuid=incrementing:N`, a value a feature registered under a name, a
/// value left as the system's, such as `date=now`) are comments naming the choice, for the
/// reader to set as the feature's own tests do.
@MainActor
enum SwiftTestDependencies {
  /// The lines for `choices`, in order, each assigning to `target` (`$0`).
  static func assignments(
    _ choices: [(name: String, value: String)], target: String
  ) -> [String] {
    choices.map { choice in
      guard let value = expression(choice.name, choice.value) else {
        return "// \(choice.name)=\(choice.value): no Swift form here, set it as the feature's "
          + "tests do"
      }
      return "\(target).\(choice.name) = \(value)"
    }
  }

  private static func expression(_ name: String, _ value: String) -> String? {
    switch name {
    case "uuid":
      switch value {
      case "incrementing", "incrementing:0": return ".incrementing"
      case "random": return "UUIDGenerator { UUID() }"
      default: return nil
      }
    case "date":
      guard let date = JSONDecoder.iso8601Date(value) else { return nil }
      return ".constant(Date(timeIntervalSince1970: \(date.timeIntervalSince1970)))"
    case "locale":
      guard value != "current" else { return nil }
      return "Locale(identifier: \(SwiftLiteral.quoted(value)))"
    case "timeZone":
      guard value != "current" else { return nil }
      if let zone = BuiltInDependencies.offsetTimeZone(value) {
        return "TimeZone(secondsFromGMT: \(zone.secondsFromGMT()))!"
      }
      return "TimeZone(identifier: \(SwiftLiteral.quoted(value)))!"
    case "calendar":
      guard value != "current", value.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        return nil
      }
      return "Calendar(identifier: .\(value))"
    default:
      return nil
    }
  }
}
