import ComposableArchitecture
import Testing

// swift-concurrency-extras' API, as TCA's tests and example apps call it.

@Suite struct ConcurrencyExtrasTests {
  private struct Failure: Error, Equatable {}

  private func answer() async throws -> Int {
    await Task.yield()
    return 42
  }

  @Test func asyncResultCatchesWhatTheBodyThrows() async {
    let success = await Result { try await answer() }
    let failure = await Result<Int, any Error> {
      await Task.yield()
      throw Failure()
    }
    #expect((try? success.get()) == 42)
    #expect(throws: Failure.self) { try failure.get() }
  }

  @Test func taskNeverSuspendsUntilCancelled() async {
    let task = Task<Void, any Error> { try await Task.never() }
    let other = Task<Int, any Error> { try await Task<Int, Never>.never() }
    await Task.megaYield()
    task.cancel()
    other.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    await #expect(throws: CancellationError.self) { try await other.value }
  }

  @Test func cancellableValueCancelsTheTaskItAwaits() async {
    let started = AsyncStream<Void>.makeStream()
    let inner = Task<Int, any Error> {
      started.continuation.yield()
      try await Task.never()
    }
    let outer = Task { try await inner.cancellableValue }
    for await _ in started.stream { break }
    outer.cancel()
    await #expect(throws: CancellationError.self) { try await outer.value }
    #expect(inner.isCancelled)
  }

  @Test func streamsThatNeverYieldAndStreamsThatAreDone() async throws {
    var finished: [Int] = []
    for await element in AsyncStream<Int>.finished { finished.append(element) }
    #expect(finished.isEmpty)

    var thrown: (any Error)?
    do {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
    } catch {
      thrown = error
    }
    #expect(thrown as? Failure == Failure())
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() {}

    let never = Task {
      var count = 0
      for await _ in AsyncStream<Int>.never { count += 1 }
      return count
    }
    await Task.megaYield()
    never.cancel()
    #expect(await never.value == 0)
  }

  @Test func anAsyncSequenceErasesToAStream() async throws {
    let source = AsyncStream<Int> { continuation in
      for number in 1...3 { continuation.yield(number) }
      continuation.finish()
    }
    var elements: [Int] = []
    for await element in source.map({ $0 * 10 }).eraseToStream() { elements.append(element) }
    #expect(elements == [10, 20, 30])

    let throwing = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: Failure())
    }
    var seen: [Int] = []
    await #expect(throws: Failure.self) {
      for try await element in throwing.eraseToThrowingStream() { seen.append(element) }
    }
    #expect(seen == [1])
  }

  @Test func anyHashableSendableComparesAsAnyHashable() {
    let one = AnyHashableSendable(1)
    #expect(one == AnyHashableSendable(1))
    #expect(one != AnyHashableSendable("1"))
    #expect(AnyHashableSendable(one) == one)
    #expect(AnyHashableSendable(Int8(1)) == one)
    let literal: AnyHashableSendable = "blob"
    #expect(literal.base as? String == "blob")
    #expect(Set([one, AnyHashableSendable(1), literal]).count == 2)
  }

  // Boxed in an `AnyHashable` a wrapper is its value, so a dictionary keyed by `AnyHashable`
  // finds it by the plain value, literals included.
  @Test func anyHashableSendableInAnAnyHashableIsItsValue() {
    #expect(AnyHashable(AnyHashableSendable(1)) == AnyHashable(1))
    #expect(AnyHashable(1) == AnyHashable(AnyHashableSendable(1)))
    let flag: AnyHashableSendable = true
    let ratio: AnyHashableSendable = 1.5
    let count: AnyHashableSendable = 42
    let name: AnyHashableSendable = "blob"
    let table: [AnyHashable: String] = [flag: "flag", ratio: "ratio", count: "count", name: "name"]
    #expect(table[true] == "flag")
    #expect(table[1.5] == "ratio")
    #expect(table[42] == "count")
    #expect(table["blob"] == "name")
    #expect(AnyHashable(count) != AnyHashable(name))
  }

  @Test func anyHashableSendableWrapsAnExistential() {
    let values: [any Hashable & Sendable] = [1, "one", AnyHashableSendable(2)]
    let wrapped = values.map(AnyHashableSendable.init)
    #expect(wrapped == [1, "one", 2])
    #expect(wrapped[2].base as? Int == 2)
  }

  private struct TypedFailure: Error, Equatable {}

  private func typedAnswer(_ value: Int) async throws(TypedFailure) -> Int {
    guard value == 42 else { throw TypedFailure() }
    return value
  }

  // A closure that throws one error type makes a `Result` of that error type.
  @Test func asyncResultKeepsTheTypedError() async {
    let failure = await Result { () async throws(TypedFailure) -> Int in
      try await typedAnswer(0)
    }
    let success = await Result { () async throws(TypedFailure) -> Int in
      try await typedAnswer(42)
    }
    #expect(failure == .failure(TypedFailure()))
    #expect(success == .success(42))
    func fails() async throws(TypedFailure) -> Int { throw TypedFailure() }
    let fromFunction = await Result(catching: fails)
    #expect(fromFunction == .failure(TypedFailure()))
  }

  @Test func lockIsolatedAndUncheckedSendableComeWithTheirLibrary() async {
    let calls = LockIsolated<[Int]>([])
    await withTaskGroup(of: Void.self) { group in
      for number in 0..<10 { group.addTask { calls.withValue { $0.append(number) } } }
    }
    #expect(calls.value.sorted() == Array(0..<10))
    #expect(UncheckedSendable(3).value == 3)
  }
}
