#if !canImport(Darwin)
  // Dispatch's time constants, which Apple's Dispatch module exports and Linux's does not: TCA
  // code sleeps with `Task.sleep(nanoseconds: NSEC_PER_SEC)`. Same names, types and values as
  // `<dispatch/time.h>`.

  /// Nanoseconds in a second, as Dispatch's `NSEC_PER_SEC`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
  /// Nanoseconds in a millisecond, as Dispatch's `NSEC_PER_MSEC`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
  /// Nanoseconds in a microsecond, as Dispatch's `NSEC_PER_USEC`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSEC_PER_USEC: UInt64 { 1_000 }
  /// Microseconds in a second, as Dispatch's `USEC_PER_SEC`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var USEC_PER_SEC: UInt64 { 1_000_000 }
#endif
