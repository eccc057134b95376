extension Result where Failure == any Error {
  /// The result of an asynchronous throwing `body`: `.success` with what it returns, or
  /// `.failure` with what it throws, as swift-concurrency-extras' async `Result.init(catching:)`.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(Result { try await self.factClient.fetch(count) }))
  /// }
  /// ```
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
