/// One step of a case key path: the case path from some root enum down to a `Value`.
///
/// Follows CasePaths' `Case`. Case key paths are ordinary key paths whose root is `Case<Root>`,
/// so they nest as far as the payloads go, through dynamic members:
/// `\Action.Cases.counter1.incrementButtonTapped`, written `\.counter1.incrementButtonTapped`
/// wherever the root is known. Reducers and stores turn one into an ``AnyCasePath`` once, with
/// `AnyCasePath.init(_:)`.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  /// The case path from the root to `Value`; `nil` at the root itself.
  @usableFromInline let chain: (any _CasePathChain)?
  /// `Value.allCasePaths`, when whoever walks the key path made them where `Value`'s type is
  /// known: the next step reads its case path from these instead of making them here, where for
  /// an enum in a generic type they would be unspecialized (see ``CasePathCache``).
  let casePaths: (any Sendable)?

  @usableFromInline
  init(chain: (any _CasePathChain)?) {
    self.chain = chain
    self.casePaths = nil
  }

  /// The root of a case key path: the enum itself.
  public init() {
    self.chain = nil
    self.casePaths = nil
  }

  /// The root of a case key path whose first step reads its case path from `casePaths`.
  init(casePaths: some Sendable) {
    self.chain = nil
    self.casePaths = casePaths
  }

  /// A step made of a case's embed and extract functions.
  public init<Root>(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.chain = AnyCasePath(embed: embed, extract: extract)
    self.casePaths = nil
  }

  /// This step followed by `casePath`, a case of `Value`.
  @inlinable
  public func appending<Member>(_ casePath: AnyCasePath<Value, Member>) -> Case<Member> {
    Case<Member>(chain: chain.map { $0.appending(casePath) } ?? casePath)
  }

  /// The case path from `Root` to `Value` this step stands for.
  func casePath<Root>(from _: Root.Type) -> AnyCasePath<Root, Value> {
    guard let casePath = (chain ?? AnyCasePath<Value, Value>()) as? AnyCasePath<Root, Value>
    else {
      preconditionFailure("A case key path from \(Root.self) led to a case of another root.")
    }
    return casePath
  }
}

extension Case where Value: CasePathable {
  /// The case of `Value` named by `keyPath`, appended to this step: what makes
  /// `\.counter1.incrementButtonTapped` a key path.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> {
    let casePaths = self.casePaths as? Value.AllCasePaths ?? Value.allCasePaths
    return appending(casePaths[keyPath: keyPath])
  }
}
