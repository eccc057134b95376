import ComposableArchitecture
import Testing

// swift-sharing's load and save errors, as its ErrorThrowingTests and ContinuationTests pin
// them: each error a key gives is reported ("Caught error: …") and kept, a load error until a
// load succeeds (or a save does), a save error until a save succeeds.

private struct LoadError: Error {}
private struct SaveError: Error {}

/// Whether `issue` is the report of `error`.
private func isCaught(_ issue: Issue, _ error: some Error) -> Bool {
  issue.comments.first?.rawValue == "Caught error: \(error)"
}

/// A key whose subscriber the test drives, and whose saves fail for negative values.
private final class DrivenKey: SharedKey, @unchecked Sendable {
  let id = UUID()
  var subscriber: SharedSubscriber<Int>?
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    self.subscriber = subscriber
    return SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(with: value < 0 ? .failure(SaveError()) : .success(()))
  }
}

/// A key whose load and save continuations the test resumes.
private final class PendingKey: SharedKey, @unchecked Sendable {
  let id = UUID()
  let loads = LockIsolated<[LoadContinuation<Int>]>([])
  let saves = LockIsolated<[SaveContinuation]>([])
  let loadStarted = AsyncStream<Void>.makeStream()
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    loads.withValue { $0.append(continuation) }
    loadStarted.continuation.yield()
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    saves.withValue { $0.append(continuation) }
  }
}

private struct FailingLoadKey: SharedReaderKey {
  let id = UUID()
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    switch context {
    case .initialValue: continuation.resume(returning: 42)
    case .userInitiated: continuation.resume(throwing: LoadError())
    }
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}

private struct AlwaysFailingLoadKey: SharedReaderKey {
  let id = UUID()
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(throwing: LoadError())
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}

private struct NeverResumingKey: SharedReaderKey {
  var id: some Hashable { 0 }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}

private struct NeverSavingKey: SharedKey {
  var id: some Hashable { 1 }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 42)
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

@Suite struct SharedErrorTests {
  @Test func anImplicitLoadErrorIsReportedAndKept() {
    withKnownIssue {
      @SharedReader(AlwaysFailingLoadKey()) var count = 0
      #expect($count.loadError is LoadError)
      #expect(count == 0)
    } matching: {
      isCaught($0, LoadError())
    }
  }

  @Test func aUserInitiatedLoadErrorIsThrownAndReported() async {
    @SharedReader(FailingLoadKey()) var value = 0
    #expect(value == 42)
    await withKnownIssue {
      await #expect(throws: LoadError.self) { try await $value.load() }
    } matching: {
      isCaught($0, LoadError())
    }
    #expect($value.loadError is LoadError)
  }

  @Test func requireThrowsTheLoadError() async {
    await #expect(throws: LoadError.self) {
      try await SharedReader(require: AlwaysFailingLoadKey())
    }
    let reader = try? await SharedReader(require: FailingLoadKey())
    #expect(reader == nil)
  }

  @Test func aSubscriptionErrorIsKeptUntilAValueArrives() {
    let key = DrivenKey()
    @SharedReader(key) var count = 0
    withKnownIssue {
      key.subscriber?.yield(throwing: LoadError())
    } matching: {
      isCaught($0, LoadError())
    }
    #expect($count.loadError != nil)
    key.subscriber?.yield(1)
    #expect(count == 1)
    #expect($count.loadError == nil)
  }

  @Test func aSaveErrorIsKeptUntilASaveSucceeds() async {
    let key = DrivenKey()
    @Shared(key) var count = 0
    withKnownIssue {
      $count.withLock { $0 -= 1 }
    } matching: {
      isCaught($0, SaveError())
    }
    #expect($count.saveError != nil)
    await withKnownIssue {
      await #expect(throws: SaveError.self) { try await $count.save() }
    } matching: {
      isCaught($0, SaveError())
    }
    $count.withLock { $0 += 1 }
    #expect($count.saveError == nil)
  }

  @Test func loadAndSaveErrorsTogether() {
    let key = DrivenKey()
    @Shared(key) var count = 0
    withKnownIssue {
      key.subscriber?.yield(throwing: LoadError())
    } matching: {
      isCaught($0, LoadError())
    }
    #expect($count.loadError != nil)

    // A failed save keeps the load error too.
    withKnownIssue {
      $count.withLock { $0 -= 1 }
    } matching: {
      isCaught($0, SaveError())
    }
    #expect($count.loadError != nil)
    #expect($count.saveError != nil)

    // A value arriving clears the load error, not the save error.
    key.subscriber?.yieldReturningInitialValue()
    #expect(count == 0)
    #expect($count.loadError == nil)
    #expect($count.saveError != nil)

    withKnownIssue {
      key.subscriber?.yield(throwing: LoadError())
    } matching: {
      isCaught($0, LoadError())
    }
    #expect($count.loadError != nil)

    // A successful save clears both.
    $count.withLock { $0 += 1 }
    #expect($count.loadError == nil)
    #expect($count.saveError == nil)
  }

  @Test func aLoadErrorStaysWhileTheNextLoadRuns() async throws {
    let key = PendingKey()
    @SharedReader(key) var count = 0
    #expect($count.isLoading)
    withKnownIssue {
      key.loads.value.last?.resume(throwing: LoadError())
    } matching: {
      isCaught($0, LoadError())
    }
    #expect(!$count.isLoading)
    #expect($count.loadError != nil)

    var started = key.loadStarted.stream.makeAsyncIterator()
    _ = await started.next()
    let load = Task { [$count] in try await $count.load() }
    _ = await started.next()
    #expect($count.isLoading)
    #expect($count.loadError != nil)
    key.loads.value.last?.resume(returning: 42)
    try await load.value
    #expect(!$count.isLoading)
    #expect($count.loadError == nil)
    #expect(count == 42)
  }

  @Test func aSaveErrorStaysWhileTheNextSaveRuns() {
    let key = PendingKey()
    @Shared(key) var count = 0
    key.loads.value.last?.resumeReturningInitialValue()
    $count.withLock { $0 += 1 }
    withKnownIssue {
      key.saves.value.last?.resume(throwing: SaveError())
    } matching: {
      isCaught($0, SaveError())
    }
    #expect($count.saveError != nil)
    $count.withLock { $0 += 1 }
    #expect($count.saveError != nil)
    key.saves.value.last?.resume()
    #expect($count.saveError == nil)
  }

  // A continuation a key never resumes is reported with swift-sharing's text, and resumes at
  // once so nothing waits on it.
  @Test func aLeakedContinuationIsReported() async throws {
    @Sendable func leaked(_ key: String) -> String {
      """
      '\(key)' leaked its continuation without one of its resume methods being invoked. This \
      will cause tasks waiting on it to resume immediately.
      """
    }
    try await withKnownIssue {
      @SharedReader(NeverResumingKey()) var value = 0
      #expect($value.isLoading == false)
      try await $value.load()
      #expect($value.isLoading == false)
    } matching: {
      $0.comments.first?.rawValue == leaked("NeverResumingKey()")
    }
    @Shared(NeverSavingKey()) var value = 0
    #expect(value == 42)
    try await withKnownIssue {
      try await $value.save()
    } matching: {
      $0.comments.first?.rawValue == leaked("NeverSavingKey()")
    }
  }
}
