/// A session that writes examples from its feature's own paths: those of `help COMMAND`, and
/// the one a usage error ends with (``UsageExample``).
@MainActor
protocol ExampleSource {
  /// The feature's action and state paths now, as the examples take them.
  var featureExamples: FeatureExamples { get }
}
