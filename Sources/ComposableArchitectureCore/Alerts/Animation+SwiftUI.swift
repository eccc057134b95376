import FoundationEssentials

// The rest of SwiftUI's `Animation` API that effects and buttons use: springs with parameters,
// timing curves and the modifiers. Each only names itself (see ``Animation``).

extension Animation {
  /// A spring with the system's default parameters, for interactive gestures.
  public static let interactiveSpring = Self(name: "interactiveSpring")

  /// A spring that settles in `response` seconds, damped by `dampingFraction`.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Self {
    Self(
      call: "spring", ("response", response), ("dampingFraction", dampingFraction),
      ("blendDuration", blendDuration))
  }

  /// A spring that lasts `duration` seconds and bounces by `bounce` (0 is none).
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Self {
    Self(
      call: "spring", ("duration", duration), ("bounce", bounce),
      ("blendDuration", blendDuration))
  }

  /// An interactive spring that settles in `response` seconds.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Self {
    Self(
      call: "interactiveSpring", ("response", response), ("dampingFraction", dampingFraction),
      ("blendDuration", blendDuration))
  }

  /// A spring that keeps its velocity across changes, made from its physical parameters.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Self {
    Self(
      call: "interpolatingSpring", ("mass", mass), ("stiffness", stiffness),
      ("damping", damping), ("initialVelocity", initialVelocity))
  }

  /// A spring that keeps its velocity across changes, lasting `duration` seconds.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Self {
    Self(
      call: "interpolatingSpring", ("duration", duration), ("bounce", bounce),
      ("initialVelocity", initialVelocity))
  }

  /// A spring that bounces, lasting `duration` seconds.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Self {
    Self(call: "bouncy", ("duration", duration), ("extraBounce", extraBounce))
  }

  /// A spring without bounce, lasting `duration` seconds.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Self {
    Self(call: "smooth", ("duration", duration), ("extraBounce", extraBounce))
  }

  /// A quick spring, lasting `duration` seconds.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Self {
    Self(call: "snappy", ("duration", duration), ("extraBounce", extraBounce))
  }

  /// A cubic Bézier timing curve through the control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  ) -> Self {
    Self(
      call: "timingCurve", (nil, c0x), (nil, c0y), (nil, c1x), (nil, c1y),
      ("duration", duration))
  }

  /// This animation, started after `delay` seconds.
  public func delay(_ delay: TimeInterval) -> Self { modified("delay", (nil, delay)) }

  /// This animation, run `speed` times as fast.
  public func speed(_ speed: Double) -> Self { modified("speed", (nil, speed)) }

  /// This animation, repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
    Self(name: "\(name).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }

  /// This animation, repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Self {
    Self(name: "\(name).repeatForever(autoreverses: \(autoreverses))")
  }

  /// An animation named as the call that made it: `spring(response: 0.3, dampingFraction: 0.8,
  /// blendDuration: 0.0)`.
  init(call: String, _ arguments: (String?, Double)...) {
    let list = arguments.map { label, value in (label.map { "\($0): " } ?? "") + "\(value)" }
    self.init(name: "\(call)(\(list.joined(separator: ", ")))")
  }

  private func modified(_ call: String, _ argument: (String?, Double)) -> Self {
    Self(name: "\(name)." + Self(call: call, argument).name)
  }
}
