/// An instant of a clock whose time is moved by hand (``TestClock``, ``ImmediateClock``): an
/// offset from the clock's start.
public struct ClockInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// The time since the clock started.
  public var offset: Duration

  /// The instant `offset` after the clock's start.
  public init(offset: Duration = .zero) { self.offset = offset }

  public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
  public func duration(to other: Self) -> Duration { other.offset - offset }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

  public var description: String { "\(offset)" }
}
