extension Send {
  /// Sends `action` back into the store, as TCA's `send(_:animation:)`.
  ///
  /// There is nothing to animate without SwiftUI: the action is sent as ``callAsFunction(_:)``
  /// sends it, and `animation` only lets effect code written for SwiftUI compile.
  @inlinable
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action)
  }
}

extension Effect {
  /// An effect that sends `action` at once, as TCA's `.send(_:animation:)`; `animation` only
  /// lets code written for SwiftUI compile (see ``Animation``).
  public static func send(_ action: Action, animation: Animation?) -> Self { .send(action) }
}

extension Store {
  /// Sends `action`, as ``send(_:)`` does, as TCA's `send(_:animation:)`; `animation` only lets
  /// code written for SwiftUI compile (see ``Animation``).
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask { send(action) }
}
