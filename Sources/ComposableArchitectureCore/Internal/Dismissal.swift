/// How a presented feature's effect reaches the parent that presented it: the action that
/// dismisses it, sent through the parent's `send`.
///
/// `ifLet` and `forEach` over a stack wrap each effect of a presented child so that, while the
/// effect runs, ``current`` sends the parent `.dismiss` or `.popFrom(id:)`. A task-local value
/// rather than a dependency, because an effect runs with the dependencies it was made with and
/// the parent's `send` exists only once it runs. Presentations nest: the innermost wins, so
/// `dismiss()` always dismisses the feature that called it.
struct Dismissal: Sendable {
  let dismiss: @MainActor @Sendable () -> Void

  @TaskLocal static var current: Dismissal?
}

extension Effect {
  /// This effect, with each asynchronous part run where ``Dismissal/current`` sends
  /// `dismissAction()` back through the effect's own `send`.
  @usableFromInline
  func _dismissible(_ dismissAction: @escaping @Sendable () -> Action) -> Self {
    _dismissing { send in Dismissal { send(dismissAction()) } }
  }

  /// This effect, with each asynchronous part run where ``Dismissal/current`` is the dismissal
  /// `makeDismissal` makes from the part's `send`.
  func _dismissing(_ makeDismissal: @escaping @Sendable (Send<Action>) -> Dismissal) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case .run(let priority, let operation):
      return Self(
        operation: .run(priority) { send in
          await Dismissal.$current.withValue(makeDismissal(send)) { await operation(send) }
        })
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0._dismissing(makeDismissal) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0._dismissing(makeDismissal) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(
        operation: .cancellable(
          id, cancelInFlight: cancelInFlight, effect._dismissing(makeDismissal)))
    }
  }
}
