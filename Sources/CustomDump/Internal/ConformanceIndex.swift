/// The conformances to a few protocols that the process's conformance records declare, read in
/// one pass, so that a dynamic cast that would fail can be skipped without asking the runtime.
///
/// The first time the Swift runtime is asked whether a type conforms to a protocol (`x as? P`,
/// `T.self is any P.Type`), it scans every conformance record of every loaded image (~6,000 in
/// `tca-shell`), whatever the answer; a start-up that checks a few dozen type and protocol pairs
/// spends most of its time there. An index reads the records once, keeping those of its
/// protocols, and answers ``mayConform(_:to:)`` with a lookup: `false` is certain (no record
/// names that type and protocol), `true` means "ask the runtime", which then does its scan for
/// the types that do conform.
///
/// It only answers for structs, enums and optionals with a unique type descriptor (Swift types,
/// not imported C ones), whose conformances can only come from records naming their descriptor;
/// classes (whose superclasses conform for them), tuples, functions, existentials and protocols
/// it was not made for are always "maybe". It reads the ABI's record layout through
/// `swift_enumerateAllMetadataSections`, the runtime's list of images: if that list is not laid
/// out as expected, every answer is "maybe"; if an image was loaded since the index was built
/// (`dlopen`), it is built again.
///
/// ```swift
/// let conformances = ConformanceIndex(protocols: [(any Equatable).self])
/// if conformances.mayConform(type, to: (any Equatable).self), let type = type as? any Equatable.Type { … }
/// ```
package final class ConformanceIndex: Sendable {
  /// The descriptors of the protocols indexed.
  private let protocols: [UInt]
  private let table = LockedValue<Table?>(nil)

  /// An index of the conformances to `protocols`, existential types of one protocol each
  /// (`(any P).self`); built the first time it is asked.
  package init(protocols: [Any.Type]) {
    self.protocols = protocols.compactMap(Self.protocolDescriptor(of:))
  }

  /// Whether `type` may conform to the one protocol of the existential `protocolType`
  /// (`(any P).self`); `false` only when no conformance record names the two.
  package func mayConform(_ type: Any.Type, to protocolType: Any.Type) -> Bool {
    guard let typeDescriptor = Self.uniqueNominalDescriptor(of: type),
      let protocolDescriptor = Self.protocolDescriptor(of: protocolType),
      protocols.contains(protocolDescriptor)
    else { return true }
    return table.withLock { table in
      let loads = Self.imageLoads()
      if table == nil || table?.imageLoads != loads {
        table = Table(protocols: protocols, imageLoads: loads)
      }
      return table!.contains(type: typeDescriptor, protocol: protocolDescriptor)
    }
  }

  /// The type descriptor of a struct, enum or optional type when it is unique to its type.
  private static func uniqueNominalDescriptor(of type: Any.Type) -> UInt? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    switch metadata.load(as: Int.self) {
    case structKind, enumKind, optionalKind: break
    default: return nil
    }
    guard let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) else {
      return nil
    }
    let flags = descriptor.load(as: UInt32.self)
    let isUnique = flags & 0x40 != 0
    return isUnique ? UInt(bitPattern: descriptor) : nil
  }

  /// The protocol descriptor of an existential type with exactly one protocol and no superclass.
  private static func protocolDescriptor(of existential: Any.Type) -> UInt? {
    let metadata = unsafeBitCast(existential, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == existentialKind else { return nil }
    let flags = metadata.load(fromByteOffset: 8, as: UInt32.self)
    let protocolCount = metadata.load(fromByteOffset: 12, as: UInt32.self)
    let hasSuperclass = flags & 0x4000_0000 != 0
    guard protocolCount == 1, !hasSuperclass else { return nil }
    let reference = metadata.load(fromByteOffset: 16, as: UInt.self)
    // The low bit marks an Objective-C protocol, which has no Swift records.
    return reference & 1 == 0 ? reference : nil
  }

  /// Which images the runtime knows, as the sum of their sections' addresses: changes when an
  /// image is loaded after the index was built (`dlopen`).
  private static func imageLoads() -> UInt {
    var signature: UInt = 0
    _ = forEachImage { sections in
      signature &+= UInt(bitPattern: sections)
      return true
    }
    return signature
  }

  /// Calls `body` with each image's `MetadataSections` until it returns `false`.
  ///
  /// - Returns: Whether every image was visited.
  private static func forEachImage(_ body: (UnsafeRawPointer) -> Bool) -> Bool {
    withoutActuallyEscaping(body) { body in
      var state = (body: body, completed: true)
      withUnsafeMutablePointer(to: &state) { state in
        enumerateAllMetadataSections(
          { sections, context in
            let state = context!.assumingMemoryBound(
              to: (body: (UnsafeRawPointer) -> Bool, completed: Bool).self)
            guard state.pointee.body(sections) else {
              state.pointee.completed = false
              return false
            }
            return true
          }, state)
      }
      return state.completed
    }
  }

  /// The (type descriptor, protocol descriptor) pairs the records of the indexed protocols name,
  /// as an open-addressing set of 32-bit fingerprints of the pairs: two pairs that share one make
  /// the index answer "maybe" for both, never "no" for a pair a record names.
  private struct Table: Sendable {
    let imageLoads: UInt
    /// The fingerprints, at most half full; zero is an empty slot.
    private var slots: [UInt32] = []
    /// `true` when the records could not be read: every answer is "maybe".
    private var isUnknown = false

    init(protocols: [UInt], imageLoads: UInt) {
      self.imageLoads = imageLoads
      // A one-word filter of the protocols (a bit for each), so that most records are passed
      // over after reading their protocol, without a search of the list.
      var filter: UInt64 = 0
      for proto in protocols { filter |= Self.filterBit(proto) }
      var fingerprints: [UInt32] = []
      let known = ConformanceIndex.forEachImage { sections in
        guard let (start, count) = Self.records(of: sections) else { return false }
        guard let start else { return true }
        for index in 0..<count {
          // A ProtocolConformanceDescriptor: protocol (relative, indirectable), type reference
          // (relative), witness table pattern, flags. Only the protocol is read of most.
          let descriptor = Self.relative(start + index * 4)
          guard let proto = Self.indirectable(descriptor).map(UInt.init(bitPattern:)),
            filter & Self.filterBit(proto) != 0, protocols.contains(proto),
            let type = Self.typeDescriptor(of: descriptor)
          else { continue }
          fingerprints.append(Self.fingerprint(type: UInt(bitPattern: type), protocol: proto))
        }
        return true
      }
      guard known else {
        isUnknown = true
        return
      }
      var capacity = 16
      while capacity < fingerprints.count * 2 { capacity <<= 1 }
      slots = Array(repeating: 0, count: capacity)
      for fingerprint in fingerprints {
        var slot = Int(truncatingIfNeeded: fingerprint) & (capacity - 1)
        while slots[slot] != 0, slots[slot] != fingerprint { slot = (slot + 1) & (capacity - 1) }
        slots[slot] = fingerprint
      }
    }

    func contains(type: UInt, protocol: UInt) -> Bool {
      if isUnknown { return true }
      let fingerprint = Self.fingerprint(type: type, protocol: `protocol`)
      let capacity = slots.count
      var slot = Int(truncatingIfNeeded: fingerprint) & (capacity - 1)
      while slots[slot] != 0 {
        if slots[slot] == fingerprint { return true }
        slot = (slot + 1) & (capacity - 1)
      }
      return false
    }

    private static func filterBit(_ proto: UInt) -> UInt64 {
      1 << UInt64((proto >> 3) & 63)
    }

    /// A well-mixed non-zero value for the pair.
    private static func fingerprint(type: UInt, protocol: UInt) -> UInt32 {
      var mixed = (type &* 0x9E37_79B9_7F4A_7C15) ^ (`protocol` &* 0xC2B2_AE3D_27D4_EB4F)
      mixed ^= mixed >> 29
      mixed &*= 0xBF58_476D_1CE4_E5B9
      mixed ^= mixed >> 32
      let fingerprint = UInt32(truncatingIfNeeded: mixed)
      return fingerprint == 0 ? 1 : fingerprint
    }

    /// Where the conformance records of one image's `MetadataSections` start and how many there
    /// are, each a relative pointer to a conformance descriptor; `nil` when the layout is not one
    /// this code knows.
    private static func records(
      of sections: UnsafeRawPointer
    ) -> (start: UnsafeRawPointer?, count: Int)? {
      // version, reserved, next, prev, then (start, length) of swift5_protocols and of
      // swift5_protocol_conformances.
      let version = sections.load(as: UInt.self)
      guard (1...16).contains(version) else { return nil }
      let start = sections.load(fromByteOffset: 48, as: UInt.self)
      let length = sections.load(fromByteOffset: 56, as: Int.self)
      return (UnsafeRawPointer(bitPattern: start), max(length, 0) / 4)
    }

    /// The type descriptor a conformance descriptor names, unless it names an Objective-C class
    /// or one that is absent (weakly linked).
    private static func typeDescriptor(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
      let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
      switch (flags >> 3) & 7 {
      case 0: return relative(descriptor + 4)
      case 1: return relative(descriptor + 4).load(as: UnsafeRawPointer?.self)
      default: return nil
      }
    }

    private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer {
      pointer + Int(pointer.load(as: Int32.self))
    }

    /// A relative pointer whose low bit says it points at a pointer to the target.
    private static func indirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
      let offset = Int(pointer.load(as: Int32.self))
      guard offset & 1 != 0 else { return pointer + offset }
      return (pointer + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
  }
}

/// The runtime's walk over the metadata sections of every loaded image (exported for Swift
/// Testing, which finds tests the same way); `body` returns `false` to stop.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
  _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
  _ context: UnsafeMutableRawPointer?
)
