import CSwiftRuntime
@_spi(Internals) import ConcurrencyExtras

/// The conformances to a few protocols that the process's conformance records declare, read in
/// one pass, so that most dynamic casts to those protocols are answered without the runtime's
/// conformance scan.
///
/// The first time the Swift runtime is asked whether a type conforms to a protocol (`x as? P`,
/// `T.self is any P.Type`), it scans every conformance record of every loaded image (~6,000 in
/// `tca-shell`), whatever the answer; a start-up that checks a few dozen type and protocol pairs
/// spends most of its time there. An index reads the records once, keeping those of its
/// protocols by type, and then:
/// - ``mayConform(_:to:)`` answers `false` with certainty when no record names the type and the
///   protocol, and `true` ("ask the runtime") otherwise;
/// - ``cast(_:_:)`` answers `type as? any P.Type` itself when exactly one record names the two
///   and the conformance is unconditional: the witness table comes from the record through the
///   runtime's `swift_getWitnessTable`, as the runtime's own cast would get it.
///
/// It only answers for structs, enums and optionals with a unique type descriptor (Swift types,
/// not imported C ones), whose conformances can only come from records naming their descriptor;
/// classes (whose superclasses conform for them), tuples, functions, existentials and protocols
/// it was not made for are left to the runtime, as are conditional conformances, conformances
/// isolated to a global actor, and any record whose flags it does not know. It reads the ABI's
/// record layout (`TargetProtocolConformanceDescriptor`) through
/// `swift_enumerateAllMetadataSections`, the runtime's list of images: if that list is not laid
/// out as expected, every answer is the runtime's; if an image was loaded since the index was
/// built (`dlopen`), it is built again.
///
/// ```swift
/// let conformances = ConformanceIndex(protocols: [(any Equatable).self])
/// if let equatable = conformances.cast(type, { $0 as? any Equatable.Type }) { … }
/// ```
package final class ConformanceIndex: Sendable {
  /// The descriptors of the protocols this index answers for.
  private let protocols: [UInt]

  /// The records of every index's protocols, read in one pass for all of them: the pass over
  /// the process's records is most of an index's cost. It starts with CustomDump's protocols
  /// (``dumpProtocols``), so that an index made later (the shell's) adds its own before the
  /// first lookup reads them together.
  private static let shared = LockedValue(
    SharedTable(protocols: dumpProtocols.compactMap(protocolDescriptor(of:))))

  /// An index of the conformances to `protocols`, existential types of one protocol each
  /// (`(any P).self`); read the first time any index is asked.
  package init(protocols: [Any.Type]) {
    let protocols = protocols.compactMap(Self.protocolDescriptor(of:))
    self.protocols = protocols
    Self.shared.withLock { $0.add(protocols) }
  }

  /// Whether `type` may conform to the one protocol of the existential `protocolType`
  /// (`(any P).self`); `false` only when no conformance record names the two.
  package func mayConform(_ type: Any.Type, to protocolType: Any.Type) -> Bool {
    guard let protocolDescriptor = Self.protocolDescriptor(of: protocolType) else { return true }
    if case .absent = lookup(type, protocolDescriptor) { return false }
    return true
  }

  /// `runtimeCast(type)`, the caller's `type as? any P.Type` for one of the index's protocols,
  /// answered from the index when it can be (see the type's documentation) and by calling
  /// `runtimeCast` otherwise.
  ///
  /// The runtime's cast is the caller's, written with its protocol, rather than a generic
  /// `type as? Metatype` here: for a conformance isolated to a global actor, the two answer
  /// differently off that actor in an unoptimized build.
  ///
  /// ```swift
  /// let equatable = conformances.cast(type) { $0 as? any Equatable.Type }
  /// ```
  ///
  /// - Returns: `type` as an `any P.Type`, carrying its witness table, or `nil` when it does not
  ///   conform.
  package func cast<Metatype>(
    _ type: Any.Type, _ runtimeCast: (Any.Type) -> Metatype?
  ) -> Metatype? {
    guard let protocolDescriptor = Self.protocolDescriptor(ofMetatype: Metatype.self) else {
      return runtimeCast(type)
    }
    switch lookup(type, protocolDescriptor) {
    case .absent:
      return nil
    case .unconditional(let conformance)
    where MemoryLayout<Metatype>.size == MemoryLayout<(Any.Type, UnsafeRawPointer)>.size:
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      guard let witnessTable = swift_getWitnessTable(conformance, metadata, nil) else {
        return runtimeCast(type)
      }
      // An existential metatype of one protocol is the type's metadata and its witness table.
      return unsafeBitCast((type, witnessTable), to: Metatype.self)
    default:
      return runtimeCast(type)
    }
  }

  /// Whether `type` conforms: `runtimeCast(type) != nil`, answered as ``cast(_:_:)`` answers,
  /// without making the witness table.
  ///
  /// ```swift
  /// let isNumeric = conformances.conforms(type) { $0 as? any Numeric.Type }
  /// ```
  package func conforms<Metatype>(
    _ type: Any.Type, _ runtimeCast: (Any.Type) -> Metatype?
  ) -> Bool {
    guard let protocolDescriptor = Self.protocolDescriptor(ofMetatype: Metatype.self) else {
      return runtimeCast(type) != nil
    }
    switch lookup(type, protocolDescriptor) {
    case .absent: return false
    case .unconditional: return true
    case .unknown: return runtimeCast(type) != nil
    }
  }

  /// What the records say of `type` and the protocol `protocolDescriptor`.
  private func lookup(_ type: Any.Type, _ protocolDescriptor: UInt) -> Table.Answer {
    guard let typeDescriptor = Self.uniqueNominalDescriptor(of: type),
      protocols.contains(protocolDescriptor)
    else { return .unknown }
    return Self.shared.withLock { shared in
      shared.answer(type: typeDescriptor, protocol: protocolDescriptor)
    }
  }

  /// The one table of the process, and the protocols it holds or will hold.
  private struct SharedTable: Sendable {
    private var protocols: [UInt]
    private var table: Table?

    init(protocols: [UInt]) {
      self.protocols = protocols
    }

    /// Adds `newProtocols`; a table already read is read again at the next lookup.
    mutating func add(_ newProtocols: [UInt]) {
      for proto in newProtocols where !protocols.contains(proto) {
        protocols.append(proto)
        table = nil
      }
    }

    mutating func answer(type: UInt, protocol proto: UInt) -> Table.Answer {
      let loads = ConformanceIndex.imageLoads()
      if table == nil || table?.imageLoads != loads {
        table = Table(protocols: protocols, imageLoads: loads)
      }
      return table!.answer(type: type, protocol: proto)
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

  /// The protocol descriptor of the instance type of an existential metatype (`any P.Type`).
  private static func protocolDescriptor(ofMetatype metatype: Any.Type) -> UInt? {
    let metadata = unsafeBitCast(metatype, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == existentialMetatypeKind,
      let instance = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)
    else { return nil }
    return protocolDescriptor(of: unsafeBitCast(instance, to: Any.Type.self))
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
  /// each with its conformance descriptor, in an open-addressing table.
  private struct Table: Sendable {
    /// What the records say of one type and protocol.
    enum Answer {
      /// No record names them: the type does not conform.
      case absent
      /// One record names them, for a conformance with no conditions: its descriptor.
      case unconditional(UnsafeRawPointer)
      /// Ask the runtime: the records could not be read, or the type or protocol is not one the
      /// index answers for, or the conformance has conditions, or several records name the pair.
      case unknown
    }

    /// One record: its type descriptor (zero in an empty slot) and its conformance descriptor,
    /// whose protocol is read from it, with the low bit set when the runtime must be asked
    /// (see `Answer`; descriptors are 4-byte aligned).
    private struct Entry {
      var type: UInt = 0
      var conformance: UInt = 0

      var proto: UInt {
        Table.indirectable(
          UnsafeRawPointer(bitPattern: conformance & ~1)!
        ).map(UInt.init(bitPattern:)) ?? 0
      }
    }

    let imageLoads: UInt
    /// The entries, at most half full.
    private var slots: [Entry] = []
    /// `true` when the records could not be read: every answer is `.unknown`.
    private var isUnknown = false

    init(protocols: [UInt], imageLoads: UInt) {
      self.imageLoads = imageLoads
      // A 1,024-bit filter of the protocols (a bit for each), so that nearly every record of
      // another protocol is passed over after reading its protocol, without a search of the list.
      var filter = [UInt64](repeating: 0, count: 16)
      for proto in protocols {
        let bit = Self.filterBit(proto)
        filter[bit >> 6] |= 1 << UInt64(bit & 63)
      }
      var entries: [Entry] = []
      let known = filter.withUnsafeBufferPointer { filter in
        ConformanceIndex.forEachImage { sections in
          guard let (start, count) = Self.records(of: sections) else { return false }
          if let start {
            Self.read(start, count, filter: filter, protocols: protocols, into: &entries)
          }
          return true
        }
      }
      guard known else {
        isUnknown = true
        return
      }
      var capacity = 16
      while capacity < entries.count * 2 { capacity <<= 1 }
      slots = Array(repeating: Entry(), count: capacity)
      for entry in entries {
        let proto = entry.proto
        var slot = Self.hash(type: entry.type, protocol: proto) & (capacity - 1)
        while slots[slot].type != 0 {
          if slots[slot].type == entry.type, slots[slot].proto == proto { break }
          slot = (slot + 1) & (capacity - 1)
        }
        if slots[slot].type == 0 {
          slots[slot] = entry
        } else {
          // A second record for the pair (a retroactive conformance beside the type's own):
          // which one the runtime picks is its business.
          slots[slot].conformance |= 1
        }
      }
    }

    /// Appends an entry for each of one image's `count` records at `start` whose protocol is
    /// one of `protocols` (passed over at once unless its bit is set in `filter`).
    private static func read(
      _ start: UnsafeRawPointer, _ count: Int, filter: UnsafeBufferPointer<UInt64>,
      protocols: [UInt], into entries: inout [Entry]
    ) {
      // The section is an array of 32-bit offsets, each from its own address.
      let offsets = start.assumingMemoryBound(to: Int32.self)
      for index in 0..<count {
        // A ProtocolConformanceDescriptor: protocol (relative, indirectable), type reference
        // (relative), witness table pattern, flags. Only the protocol is read of most.
        let descriptor = start + (index &* 4 &+ Int(offsets[index]))
        guard let protoPointer = indirectable(descriptor) else { continue }
        let proto = UInt(bitPattern: protoPointer)
        let bit = filterBit(proto)
        guard filter[bit &>> 6] & (1 &<< UInt64(bit & 63)) != 0, protocols.contains(proto),
          let type = typeDescriptor(of: descriptor)
        else { continue }
        let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
        let askRuntime: UInt = flags & ~unconditionalFlags == 0 ? 0 : 1
        entries.append(
          Entry(
            type: UInt(bitPattern: type),
            conformance: UInt(bitPattern: descriptor) | askRuntime))
      }
    }

    func answer(type: UInt, protocol proto: UInt) -> Answer {
      if isUnknown { return .unknown }
      let capacity = slots.count
      var slot = Self.hash(type: type, protocol: proto) & (capacity - 1)
      while slots[slot].type != 0 {
        if slots[slot].type == type, slots[slot].proto == proto {
          let conformance = slots[slot].conformance
          guard conformance & 1 == 0 else { return .unknown }
          return .unconditional(UnsafeRawPointer(bitPattern: conformance)!)
        }
        slot = (slot + 1) & (capacity - 1)
      }
      return .absent
    }

    /// The conformance flags under which a record's witness table is the type's for any
    /// instance of it: the type reference's kind, retroactive, resilient witnesses, a generic
    /// witness table. Any other bit (conditional requirements or packs, synthesized non-unique,
    /// a protocol's conformance, isolation to a global actor, one added later) sends the cast to
    /// the runtime.
    private static let unconditionalFlags: UInt32 = 0x7 << 3 | 1 << 6 | 1 << 16 | 1 << 17

    /// The filter bit of a protocol descriptor (4-byte aligned), 0..<1,024.
    private static func filterBit(_ proto: UInt) -> Int {
      Int(truncatingIfNeeded: (proto >> 2) & 1023)
    }

    /// A well-mixed slot number for the pair.
    private static func hash(type: UInt, protocol: UInt) -> Int {
      var mixed = (type &* 0x9E37_79B9_7F4A_7C15) ^ (`protocol` &* 0xC2B2_AE3D_27D4_EB4F)
      mixed ^= mixed >> 29
      mixed &*= 0xBF58_476D_1CE4_E5B9
      mixed ^= mixed >> 32
      return Int(truncatingIfNeeded: mixed)
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
    static func indirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
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
