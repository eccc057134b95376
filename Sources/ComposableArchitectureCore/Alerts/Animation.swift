import CustomDump

/// An animation named as SwiftUI names it, for `.send(action, animation: .default)`.
///
/// There is nothing to animate without SwiftUI: the value only lets button and effect code
/// written for SwiftUI compile, compare and dump here.
public struct Animation: Hashable, Sendable {
  /// The animation as written: `default`, `easeInOut(duration: 0.3)`.
  public let name: String

  /// An animation called `name`.
  public init(name: String) { self.name = name }

  /// The system's default animation.
  public static let `default` = Self(name: "default")
  /// Ease in.
  public static let easeIn = Self(name: "easeIn")
  /// Ease out.
  public static let easeOut = Self(name: "easeOut")
  /// Ease in and out.
  public static let easeInOut = Self(name: "easeInOut")
  /// Linear.
  public static let linear = Self(name: "linear")
  /// A spring.
  public static let spring = Self(name: "spring")
  /// A spring that bounces.
  public static let bouncy = Self(name: "bouncy")
  /// A spring without bounce.
  public static let smooth = Self(name: "smooth")
  /// A quick spring.
  public static let snappy = Self(name: "snappy")

  /// Ease in over `duration` seconds.
  public static func easeIn(duration: Double) -> Self {
    Self(name: "easeIn(duration: \(duration))")
  }
  /// Ease out over `duration` seconds.
  public static func easeOut(duration: Double) -> Self {
    Self(name: "easeOut(duration: \(duration))")
  }
  /// Ease in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Self {
    Self(name: "easeInOut(duration: \(duration))")
  }
  /// Linear over `duration` seconds.
  public static func linear(duration: Double) -> Self {
    Self(name: "linear(duration: \(duration))")
  }
}

extension Animation: CustomDumpStringConvertible {
  /// `.default`, `.easeInOut(duration: 0.3)`.
  public var customDumpDescription: String { "." + name }
}
