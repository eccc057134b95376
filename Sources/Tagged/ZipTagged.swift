// `zip` of tagged values that share a tag, as swift-tagged has it for two to ten values; here
// one generic function over any number of them.

/// The raw values of tagged values with one tag, as one tagged tuple: `zip(a, b)` is a
/// `Tagged<Tag, (A, B)>`.
public func zip<Tag, each RawValue>(
  _ value: repeat Tagged<Tag, each RawValue>
) -> Tagged<Tag, (repeat each RawValue)> {
  Tagged(rawValue: (repeat (each value).rawValue))
}

/// `transform` called with the raw values of tagged values with one tag, tagged:
/// `zip(with: +, a, b)`.
public func zip<Tag, each RawValue, Result>(
  with transform: (repeat each RawValue) -> Result,
  _ value: repeat Tagged<Tag, each RawValue>
) -> Tagged<Tag, Result> {
  Tagged(rawValue: transform(repeat (each value).rawValue))
}
