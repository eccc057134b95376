// A tagged value is coded as its raw value alone: `Tagged<User, Int>(rawValue: 1)` is the JSON
// `1`, as in swift-tagged, so tagging a model's ids changes nothing in its files.

extension Tagged: Decodable where RawValue: Decodable {
  public init(from decoder: any Decoder) throws {
    do {
      self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
    } catch {
      // A decoder that has no single-value container for this raw value (a keyed one, say).
      self.init(rawValue: try RawValue(from: decoder))
    }
  }
}

extension Tagged: Encodable where RawValue: Encodable {
  public func encode(to encoder: any Encoder) throws {
    do {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    } catch {
      try rawValue.encode(to: encoder)
    }
  }
}

extension Tagged: CodingKeyRepresentable where RawValue: CodingKeyRepresentable {
  /// A dictionary keyed by tagged values codes as one keyed by the raw values.
  public init?(codingKey: some CodingKey) {
    guard let rawValue = RawValue(codingKey: codingKey) else { return nil }
    self.init(rawValue: rawValue)
  }

  public var codingKey: any CodingKey { rawValue.codingKey }
}
