/// The protocol ``CustomDumpStringConvertible``, ``CustomDumpRepresentable`` and
/// ``CustomDumpReflectable`` refine: an implementation detail, never conformed to directly.
///
/// Finding out that a type does *not* conform to a protocol makes the Swift runtime scan every
/// conformance record of the process once per type and protocol, which dominates a short run's
/// start-up. One failing check against this protocol answers for all three.
public protocol _CustomDumpCustomizing {}
