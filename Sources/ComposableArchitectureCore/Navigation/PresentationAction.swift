/// What can happen to a presented child feature: an action of the child, or its dismissal.
///
/// Mirrors TCA's `PresentationAction`: the parent action that
/// `Reducer.ifLet(_:action:destination:)`
/// routes to a presented destination (a sheet, a pushed screen, an alert).
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// store.send(.destination(.presented(.counter(.incrementButtonTapped))))
/// store.send(.destination(.dismiss))
/// ```
public enum PresentationAction<Action>: CasePathable {
  /// The presented child is dismissed: `ifLet` sets its state to `nil` after the parent ran,
  /// and cancels its effects.
  case dismiss
  /// The presented child received `action`.
  indirect case presented(Action)

  /// The case paths of ``PresentationAction``.
  public struct AllCasePaths: CasePathCollection {
    public typealias Root = PresentationAction
    /// The ``PresentationAction/dismiss`` case.
    public let dismiss = AnyCasePath<PresentationAction, Void>(
      embed: { .dismiss },
      extract: { if case .dismiss = $0 { () } else { nil } })
    /// The ``PresentationAction/presented(_:)`` case.
    public let presented = AnyCasePath<PresentationAction, Action>(
      embed: { .presented($0) },
      extract: { if case .presented(let action) = $0 { action } else { nil } })
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension Case {
  /// A case of the presented child's action, reached without writing `.presented`:
  /// `\.destination.edit` is `\.destination.presented.edit`, as in TCA.
  public subscript<ChildAction: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<ChildAction.AllCasePaths, AnyCasePath<ChildAction, Member>>
  ) -> Case<Member> where Value == PresentationAction<ChildAction> {
    appending(PresentationAction<ChildAction>.allCasePaths.presented)
      .appending(ChildAction.allCasePaths[keyPath: keyPath])
  }
}
