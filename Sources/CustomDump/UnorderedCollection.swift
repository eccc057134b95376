/// A collection whose elements have no order of their own, such as `Set` and `Dictionary`:
/// an implementation detail kept for source compatibility with swift-custom-dump.
///
/// Dumps sort such a collection's elements (dictionaries by key) by their dumped text, so equal
/// values always read the same, and diffs collapse its unchanged elements into one trailing
/// `… (N unchanged)`. Collections without this conformance that dump as a dictionary or set
/// (`KeyValuePairs`, or a type's own ``CustomDumpReflectable`` mirror) keep their order.
public protocol _UnorderedCollection {}

extension Dictionary: _UnorderedCollection {}
extension Set: _UnorderedCollection {}
