#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

// Functions of the Swift runtime (libswiftCore) that CustomDump calls directly, declared from
// the runtime's ABI (swift/include/swift/Runtime/Metadata.h). Declared here, in C, because the
// compiler reserves the runtime's names: a Swift `@_silgen_name` declaration of one is warned
// about, and looking one up with dlsym finds nothing in a statically linked program.

/// The witness table of `type`'s conformance `conformance` (a ProtocolConformanceDescriptor),
/// made from the conformance's pattern when it is generic or its protocol resilient;
/// `instantiationArgs` are the witness tables of its conditional requirements (NULL for none).
const void *swift_getWitnessTable(
    const void *conformance, const void *type, const void *const *instantiationArgs);

#endif
