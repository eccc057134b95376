// Arithmetic on tagged numbers gives numbers with the same tag: two `Tagged<Cents, Int>` add up
// to a `Tagged<Cents, Int>`, and cannot be added to a `Tagged<Seconds, Int>`.

extension Tagged: AdditiveArithmetic where RawValue: AdditiveArithmetic {
  public static var zero: Self { Self(rawValue: .zero) }

  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue + rhs.rawValue)
  }

  public static func += (lhs: inout Self, rhs: Self) { lhs.rawValue += rhs.rawValue }

  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue - rhs.rawValue)
  }

  public static func -= (lhs: inout Self, rhs: Self) { lhs.rawValue -= rhs.rawValue }
}

extension Tagged: Numeric where RawValue: Numeric {
  public init?(exactly source: some BinaryInteger) {
    guard let rawValue = RawValue(exactly: source) else { return nil }
    self.init(rawValue: rawValue)
  }

  public var magnitude: RawValue.Magnitude { rawValue.magnitude }

  public static func * (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue * rhs.rawValue)
  }

  public static func *= (lhs: inout Self, rhs: Self) { lhs.rawValue *= rhs.rawValue }
}

extension Tagged: SignedNumeric where RawValue: SignedNumeric {}

extension Tagged: Strideable where RawValue: Strideable {
  public func distance(to other: Self) -> RawValue.Stride { rawValue.distance(to: other.rawValue) }

  public func advanced(by n: RawValue.Stride) -> Self { Self(rawValue: rawValue.advanced(by: n)) }
}

extension Tagged: BinaryInteger where RawValue: BinaryInteger {
  public static var isSigned: Bool { RawValue.isSigned }

  public init?(exactly source: some BinaryFloatingPoint) {
    guard let rawValue = RawValue(exactly: source) else { return nil }
    self.init(rawValue: rawValue)
  }

  public init(_ source: some BinaryFloatingPoint) { self.init(rawValue: RawValue(source)) }

  public init(_ source: some BinaryInteger) { self.init(rawValue: RawValue(source)) }

  public init(truncatingIfNeeded source: some BinaryInteger) {
    self.init(rawValue: RawValue(truncatingIfNeeded: source))
  }

  public init(clamping source: some BinaryInteger) {
    self.init(rawValue: RawValue(clamping: source))
  }

  public var words: RawValue.Words { rawValue.words }

  public var bitWidth: Int { rawValue.bitWidth }

  public var trailingZeroBitCount: Int { rawValue.trailingZeroBitCount }

  public static func / (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue / rhs.rawValue)
  }

  public static func /= (lhs: inout Self, rhs: Self) { lhs.rawValue /= rhs.rawValue }

  public static func % (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue % rhs.rawValue)
  }

  public static func %= (lhs: inout Self, rhs: Self) { lhs.rawValue %= rhs.rawValue }

  public prefix static func ~ (x: Self) -> Self { Self(rawValue: ~x.rawValue) }

  public static func & (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue & rhs.rawValue)
  }

  public static func &= (lhs: inout Self, rhs: Self) { lhs.rawValue &= rhs.rawValue }

  public static func | (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue | rhs.rawValue)
  }

  public static func |= (lhs: inout Self, rhs: Self) { lhs.rawValue |= rhs.rawValue }

  public static func ^ (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue ^ rhs.rawValue)
  }

  public static func ^= (lhs: inout Self, rhs: Self) { lhs.rawValue ^= rhs.rawValue }

  public static func >> (lhs: Self, rhs: some BinaryInteger) -> Self {
    Self(rawValue: lhs.rawValue >> rhs)
  }

  public static func >>= (lhs: inout Self, rhs: some BinaryInteger) { lhs.rawValue >>= rhs }

  public static func << (lhs: Self, rhs: some BinaryInteger) -> Self {
    Self(rawValue: lhs.rawValue << rhs)
  }

  public static func <<= (lhs: inout Self, rhs: some BinaryInteger) { lhs.rawValue <<= rhs }

  public func quotientAndRemainder(dividingBy rhs: Self) -> (quotient: Self, remainder: Self) {
    let (quotient, remainder) = rawValue.quotientAndRemainder(dividingBy: rhs.rawValue)
    return (Self(rawValue: quotient), Self(rawValue: remainder))
  }

  public func isMultiple(of other: Self) -> Bool { rawValue.isMultiple(of: other.rawValue) }

  public func signum() -> Self { Self(rawValue: rawValue.signum()) }
}

extension Tagged: SignedInteger where RawValue: SignedInteger {}
