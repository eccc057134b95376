import ComposableArchitectureCore
import CustomDump

/// An optional or something that holds one (``PresentationState``), seen without its type.
protocol OptionalLike {
  static var wrappedType: Any.Type { get }
  var wrappedAny: Any? { get }
}

extension Optional: OptionalLike {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedAny: Any? {
    guard let wrapped = self else { return nil }
    return optionalLike(wrapped)?.wrappedAny ?? wrapped
  }
}

extension PresentationState: OptionalLike {
  static var wrappedType: Any.Type { State.self }
  var wrappedAny: Any? { wrappedValue.map { $0 as Any } }
}

/// `value` as an ``OptionalLike``, or `nil` when it is none.
///
/// The cast is made from the value's own type, and only when the conformance index cannot rule
/// it out: a failing cast costs a scan of every conformance record of the process the first time
/// a type is seen, and a cast from `Any` first asks whether `Any` itself conforms, one scan more.
func optionalLike(_ value: Any) -> (any OptionalLike)? {
  guard shellConformances.mayConform(type(of: value), to: (any OptionalLike).self) else {
    return nil
  }
  func cast<T>(_ value: T) -> (any OptionalLike)? { value as? any OptionalLike }
  return _openExistential(value, do: cast)
}

/// `value` as an `IdentifiedElementCollection`, or `nil` when it is none; cast as
/// ``optionalLike(_:)`` casts.
func identifiedElementCollection(_ value: Any) -> (any IdentifiedElementCollection)? {
  guard
    shellConformances.mayConform(type(of: value), to: (any IdentifiedElementCollection).self)
  else { return nil }
  func cast<T>(_ value: T) -> (any IdentifiedElementCollection)? {
    value as? any IdentifiedElementCollection
  }
  return _openExistential(value, do: cast)
}
