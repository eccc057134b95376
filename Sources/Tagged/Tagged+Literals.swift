// A tagged value is written as a literal of its raw value: `let id: Tagged<User, Int> = 1`.

extension Tagged: ExpressibleByBooleanLiteral where RawValue: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: RawValue.BooleanLiteralType) {
    self.init(rawValue: RawValue(booleanLiteral: value))
  }
}

extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: RawValue.IntegerLiteralType) {
    self.init(rawValue: RawValue(integerLiteral: value))
  }
}

extension Tagged: ExpressibleByFloatLiteral where RawValue: ExpressibleByFloatLiteral {
  public init(floatLiteral value: RawValue.FloatLiteralType) {
    self.init(rawValue: RawValue(floatLiteral: value))
  }
}

extension Tagged: ExpressibleByUnicodeScalarLiteral
where RawValue: ExpressibleByUnicodeScalarLiteral {
  public init(unicodeScalarLiteral value: RawValue.UnicodeScalarLiteralType) {
    self.init(rawValue: RawValue(unicodeScalarLiteral: value))
  }
}

extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral
where RawValue: ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral value: RawValue.ExtendedGraphemeClusterLiteralType) {
    self.init(rawValue: RawValue(extendedGraphemeClusterLiteral: value))
  }
}

extension Tagged: ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: RawValue.StringLiteralType) {
    self.init(rawValue: RawValue(stringLiteral: value))
  }
}

extension Tagged: ExpressibleByStringInterpolation
where RawValue: ExpressibleByStringInterpolation {
  public init(stringInterpolation: RawValue.StringInterpolation) {
    self.init(rawValue: RawValue(stringInterpolation: stringInterpolation))
  }
}

extension Tagged: ExpressibleByArrayLiteral where RawValue: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: RawValue.ArrayLiteralElement...) {
    // Swift cannot pass an array on to a variadic parameter, but a variadic parameter is an array
    // in the calling convention, so the raw value's initializer is called as one taking an array.
    let rawValueFromArray = unsafeBitCast(
      RawValue.init(arrayLiteral:) as (RawValue.ArrayLiteralElement...) -> RawValue,
      to: (([RawValue.ArrayLiteralElement]) -> RawValue).self)
    self.init(rawValue: rawValueFromArray(elements))
  }
}

extension Tagged: ExpressibleByDictionaryLiteral where RawValue: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (RawValue.Key, RawValue.Value)...) {
    // As for array literals: the variadic parameter is an array in the calling convention.
    let rawValueFromPairs = unsafeBitCast(
      RawValue.init(dictionaryLiteral:) as ((RawValue.Key, RawValue.Value)...) -> RawValue,
      to: (([(RawValue.Key, RawValue.Value)]) -> RawValue).self)
    self.init(rawValue: rawValueFromPairs(elements))
  }
}
