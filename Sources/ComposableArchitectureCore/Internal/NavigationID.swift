/// Where a child feature sits in the tree of features: the chain of `ifLet`, `forEach` and
/// `ifCaseLet` steps from the root store down to it.
///
/// Reducers that run a child set it for the child's reduction (a task-local value), so that
/// cancel ids made inside the child are scoped to that child, as in TCA: two rows using
/// `CancelID.timer` never cancel each other's timers. The same path names a child's effects as a
/// whole, so they can be cancelled when the child goes away.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  @usableFromInline var components: [NavigationIDComponent] = []

  @usableFromInline init(components: [NavigationIDComponent] = []) {
    self.components = components
  }

  /// The path of the child being reduced now; empty at the root.
  @TaskLocal @usableFromInline static var current = NavigationIDPath()

  /// Runs `body`, a child's reduction, with `path` as the current path.
  @usableFromInline
  static func withCurrent<R>(_ path: Self, _ body: () throws -> R) rethrows -> R {
    try $current.withValue(path, operation: body)
  }

  /// This path, one step deeper.
  @usableFromInline
  func appending(_ component: NavigationIDComponent) -> Self {
    Self(components: components + [component])
  }
}

/// One step of a ``NavigationIDPath``: which child slot (`site`, e.g. the key path of the child
/// state) and which child lives in it (`identity`, e.g. a row's id).
@usableFromInline
struct NavigationIDComponent: Hashable, @unchecked Sendable {
  // Unchecked: both are made only from immutable values (key paths, ids, ``NavigationIdentity``).
  let site: AnyHashable
  let identity: AnyHashable

  @usableFromInline
  init(site: AnyHashable, identity: AnyHashable) {
    self.site = site
    self.identity = identity
  }
}

/// What makes a child state "the same child" for `ifLet` and `ifCaseLet`: its type, its enum case
/// (for enum state such as a destination), and its `id` when it is `Identifiable`.
///
/// When the identity of the state in a child slot changes (it becomes `nil`, another case, or a
/// value with another id), the effects of the child that was there are cancelled.
@usableFromInline
struct NavigationIdentity: Hashable, @unchecked Sendable {
  // Unchecked: the id is an immutable value read from state.
  let type: ObjectIdentifier
  let caseName: String?
  let id: AnyHashable?

  @usableFromInline
  init<Value>(_ value: Value) {
    self.type = ObjectIdentifier(Value.self)
    self.caseName = enumCaseName(value)
    if let identifiable = value as? any Identifiable {
      func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
      self.id = open(identifiable)
    } else {
      self.id = nil
    }
  }
}

@_silgen_name("swift_EnumCaseName")
private func _runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The case name of an enum value, read from the runtime's metadata (no `Mirror`); `nil` for a
/// value that is not an enum.
@usableFromInline
func enumCaseName<T>(_ value: T) -> String? {
  _runtimeEnumCaseName(value).map { String(cString: $0) }
}

/// A cancel id that stands for every effect of one child: the one `ifLet`, `forEach` and
/// `ifCaseLet` mark a child's effects with, and cancel when the child goes away.
struct ChildEffects: Hashable, Sendable {
  let path: NavigationIDPath
}

extension Effect {
  /// This effect marked as belonging to the child at `path`.
  @usableFromInline
  func _cancellable(child path: NavigationIDPath) -> Self {
    if isNone { return .none }
    return Self(
      operation: .cancellable(EffectID(child: path), cancelInFlight: false, self))
  }

  /// An effect that cancels every effect of the child at `path`.
  @usableFromInline
  static func _cancel(child path: NavigationIDPath) -> Self {
    Self(operation: .cancel(EffectID(child: path)))
  }
}
