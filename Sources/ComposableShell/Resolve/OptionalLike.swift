import ComposableArchitectureCore

/// An optional or something that holds one (``PresentationState``), seen without its type.
protocol OptionalLike {
  static var wrappedType: Any.Type { get }
  var wrappedAny: Any? { get }
}

extension Optional: OptionalLike {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedAny: Any? {
    guard let wrapped = self else { return nil }
    return (wrapped as? any OptionalLike)?.wrappedAny ?? wrapped
  }
}

extension PresentationState: OptionalLike {
  static var wrappedType: Any.Type { State.self }
  var wrappedAny: Any? { wrappedValue.map { $0 as Any } }
}
