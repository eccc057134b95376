/// An enum that lists its cases as case paths, so they can be named from text and used by
/// `Scope(state:action:)` with a key path such as `\.counter1`.
///
/// This stands in for the `@CasePathable` macro of TCA's CasePaths library. A payload-free
/// `CaseIterable` enum conforms with no further code. An enum with payloads declares an
/// `AllCasePaths` struct with one stored case path a case, named as the case:
///
/// ```swift
/// enum Action: CasePathable {
///   case counter1(Counter.Action)
///   case counter2(Counter.Action)
///
///   struct AllCasePaths: CasePathCollection {
///     typealias Root = Action
///     let counter1 = AnyCasePath(embed: Action.counter1) {
///       if case .counter1(let a) = $0 { a } else { nil }
///     }
///     let counter2 = AnyCasePath(embed: Action.counter2) {
///       if case .counter2(let a) = $0 { a } else { nil }
///     }
///   }
///   static let allCasePaths = AllCasePaths()
/// }
/// ```
public protocol CasePathable {
  /// The type that holds this enum's case paths, one stored property a case.
  associatedtype AllCasePaths: CasePathCollection where AllCasePaths.Root == Self
  /// This enum's case paths.
  static var allCasePaths: AllCasePaths { get }
}

/// The case paths of one enum: one property a case (for key paths such as `\.counter1`) and the
/// whole list in declaration order (for the shell and completion).
public protocol CasePathCollection: Sendable {
  /// The enum whose cases these are.
  associatedtype Root
  /// Every case of ``Root`` in declaration order.
  ///
  /// The default reads the stored ``AnyCasePath`` properties by reflection, each named by its
  /// property name; it runs when the shell builds its schema, never on the hot path.
  var allCasePaths: [PartialCasePath<Root>] { get }
}

extension CasePathCollection {
  public var allCasePaths: [PartialCasePath<Root>] {
    Mirror(reflecting: self).children.compactMap { child in
      guard let label = child.label,
        let casePath = child.value as? any _PartialCasePathConvertible
      else { return nil }
      return casePath.partial(named: label) as? PartialCasePath<Root>
    }
  }
}

/// The case paths of a payload-free `CaseIterable` enum, named as they print.
public struct CaseIterablePaths<Root: CaseIterable & Equatable & Sendable>: CasePathCollection {
  public init() {}
  public var allCasePaths: [PartialCasePath<Root>] {
    Root.allCases.map { PartialCasePath(String(describing: $0), AnyCasePath($0)) }
  }
}

extension CasePathable where Self: CaseIterable & Equatable & Sendable {
  /// A payload-free `CaseIterable` enum's cases, named as they print.
  public static var allCasePaths: CaseIterablePaths<Self> { CaseIterablePaths() }
}

extension CasePathable {
  /// The case path named `name`, or `nil`.
  public static func casePath(named name: String) -> PartialCasePath<Self>? {
    allCasePaths.allCasePaths.first { $0.name == name }
  }
}

/// A key path to a case, as in TCA: `\.counter1` resolves against the enum's `AllCasePaths`.
public typealias CaseKeyPath<Root: CasePathable, Value> = KeyPath<
  Root.AllCasePaths, AnyCasePath<Root, Value>
>
