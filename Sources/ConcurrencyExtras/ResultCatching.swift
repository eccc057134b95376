extension Result {
  /// The result of an asynchronous throwing `body`: `.success` with what it returns, or
  /// `.failure` with what it throws, as swift-concurrency-extras' async `Result.init(catching:)`.
  ///
  /// The error type is the one `body` throws: `Result<Int, any Error>` for a plain `throws`
  /// closure, `Result<Int, MyError>` for one that `throws(MyError)`.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(Result { try await self.factClient.fetch(count) }))
  /// }
  /// ```
  public init(catching body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
