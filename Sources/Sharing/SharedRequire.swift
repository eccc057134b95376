extension SharedReader {
  /// Loads the value `key` holds before the reader exists, as swift-sharing's
  /// `SharedReader(require:)`: the key's load error is thrown, and so is a load that finds no
  /// value.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await loadRequiredValue(key)
    self.init(wrappedValue: value, key)
  }
}

extension Shared {
  /// Loads the value `key` holds before the reference exists, as swift-sharing's
  /// `Shared(require:)`: the key's load error is thrown, and so is a load that finds no value.
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await loadRequiredValue(key)
    self.init(wrappedValue: value, key)
  }
}

/// The error ``SharedReader/init(require:)`` throws when the key loads no value.
struct SharedValueNotFound: Error, CustomStringConvertible {
  let key: String
  var description: String { "The shared key '\(key)' has no value to load." }
}

private func loadRequiredValue<Value>(_ key: some SharedReaderKey<Value>) async throws -> Value {
  let description = String(describing: key)
  let result = await withCheckedContinuation {
    (continuation: CheckedContinuation<RequiredResult<Value>, Never>) in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation(description) {
        continuation.resume(returning: RequiredResult(result: $0))
      })
  }
  switch result.result {
  case .success(let value?): return value
  case .success(nil): throw SharedValueNotFound(key: description)
  case .failure(let error): throw error
  }
}

/// A load's result, handed from the key's thread to the task waiting for it.
private struct RequiredResult<Value>: @unchecked Sendable {
  // Unchecked: a key's values are `Sendable`; the value type just is not declared so.
  let result: Result<Value?, any Error>
}
