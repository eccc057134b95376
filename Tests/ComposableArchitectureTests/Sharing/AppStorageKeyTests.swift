import ComposableArchitecture
import Testing

// `.appStorage` as swift-sharing has it, and a feature written as TCA's "shared state in user
// defaults" case study writes one, tested with a `TestStore`.

@Reducer
private struct Settings {
  enum Tab: String { case counter, profile }

  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("tab")) var currentTab = Tab.counter
    var counter = Counter.State()
    var profile = Profile.State()
  }
  enum Action {
    case counter(Counter.Action)
    case profile(Profile.Action)
    case selectTab(Tab)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: \.counter) { Counter() }
    Scope(state: \.profile, action: \.profile) { Profile() }
    Reduce { state, action in
      if case .selectTab(let tab) = action { state.$currentTab.withLock { $0 = tab } }
      return .none
    }
  }
}

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("count")) var count = 0
  }
  enum Action { case decrementButtonTapped, incrementButtonTapped }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped: state.$count.withLock { $0 -= 1 }
      case .incrementButtonTapped: state.$count.withLock { $0 += 1 }
      }
      return .none
    }
  }
}

@Reducer
private struct Profile {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("count")) var count = 0
  }
  enum Action { case resetStatsButtonTapped }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.$count.withLock { $0 = 0 }
      return .none
    }
  }
}

@MainActor
@Suite struct AppStorageKeyTests {
  @Test func tabSelection() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.selectTab(.profile)) { $0.$currentTab.withLock { $0 = .profile } }
    await store.send(.selectTab(.counter)) { $0.$currentTab.withLock { $0 = .counter } }
  }

  @Test func sharedCounts() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(\.counter.incrementButtonTapped) { $0.counter.$count.withLock { $0 = 1 } }
    #expect(store.state.profile.count == 1)
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.integer(forKey: "count") == 1)
    await store.send(\.counter.decrementButtonTapped) { $0.counter.$count.withLock { $0 = 0 } }
    await store.send(\.counter.incrementButtonTapped) { $0.profile.$count.withLock { $0 = 1 } }
    await store.send(\.profile.resetStatsButtonTapped) { $0.profile.$count.withLock { $0 = 0 } }
  }

  @Test func testsUseAnEphemeralSuiteOfTheirOwn() {
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults !== UserDefaults.standard)
    @Shared(.appStorage("isOn")) var isOn = false
    $isOn.withLock { $0 = true }
    #expect(defaults.bool(forKey: "isOn"))
    #expect(UserDefaults.standard.object(forKey: "isOn") == nil)
  }

  @Test func eachTypeRoundTrips() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("bool")) var bool = false
    @Shared(.appStorage("int")) var int = 0
    @Shared(.appStorage("double")) var double = 0.0
    @Shared(.appStorage("string")) var string = ""
    @Shared(.appStorage("url")) var url = URL(string: "https://example.com")!
    @Shared(.appStorage("data")) var data = Data()
    @Shared(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
    @Shared(.appStorage("level")) var level = Level.low
    #expect(url == URL(string: "https://example.com")!)
    #expect(defaults.object(forKey: "int") == nil)

    $bool.withLock { $0 = true }
    $int.withLock { $0 = 42 }
    $double.withLock { $0 = 2.5 }
    $string.withLock { $0 = "Blob" }
    $url.withLock { $0 = URL(string: "https://pointfree.co/episodes")! }
    $data.withLock { $0 = Data([1, 2, 3]) }
    $date.withLock { $0 = Date(timeIntervalSince1970: 1_000) }
    $level.withLock { $0 = .high }

    // A second reference to each key reads what the store holds.
    @Shared(.appStorage("bool")) var bool2 = false
    @Shared(.appStorage("int")) var int2 = 0
    @Shared(.appStorage("double")) var double2 = 0.0
    @Shared(.appStorage("string")) var string2 = ""
    @Shared(.appStorage("url")) var url2 = URL(string: "https://example.com")!
    @Shared(.appStorage("data")) var data2 = Data()
    @Shared(.appStorage("date")) var date2 = Date(timeIntervalSince1970: 0)
    @Shared(.appStorage("level")) var level2 = Level.low
    #expect(bool2 && int2 == 42 && double2 == 2.5 && string2 == "Blob")
    #expect(url2 == URL(string: "https://pointfree.co/episodes")!)
    #expect(data2 == Data([1, 2, 3]) && date2 == Date(timeIntervalSince1970: 1_000))
    #expect(level2 == .high)
    #expect(defaults.integer(forKey: "int") == 42)
    #expect(defaults.string(forKey: "url") == "https://pointfree.co/episodes")
    #expect(defaults.integer(forKey: "level") == 2)
  }

  @Test func optionalsRemoveTheKeyOnNil() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("name")) var name: String?
    @Shared(.appStorage("mode")) var mode: Mode?
    #expect(name == nil && mode == nil)
    $name.withLock { $0 = "Blob" }
    $mode.withLock { $0 = .dark }
    #expect(defaults.string(forKey: "name") == "Blob")
    #expect(defaults.string(forKey: "mode") == "dark")
    $name.withLock { $0 = nil }
    #expect(defaults.object(forKey: "name") == nil)
  }

  @Test func aChangeMadeToTheDefaultsIsSeen() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("count")) var count = 0
    defaults.set(7, forKey: "count")
    #expect(count == 7)
    defaults.removeObject(forKey: "count")
    #expect(count == 0)
  }

  @Test func aStoreCanBeGiven() throws {
    let folder = try TemporaryFolder()
    let suite = try #require(UserDefaults(suiteName: folder.path("defaults")))
    @Shared(.appStorage("count", store: suite)) var count = 0
    @Shared(.appStorage("count")) var inDefault = 0
    $count.withLock { $0 = 3 }
    #expect(suite.integer(forKey: "count") == 3)
    #expect(inDefault == 0)
  }

  /// swift-corelibs-foundation writes a `UserDefaults` change out only on `synchronize()`, so
  /// `.appStorage` calls it: the value outlives the process, as on Apple's platforms.
  @Test func eachChangeIsWrittenToTheStoresFileAtOnce() throws {
    let folder = try TemporaryFolder()
    let suite = try #require(UserDefaults(suiteName: folder.path("defaults")))
    @Shared(.appStorage("count", store: suite)) var count = 0
    $count.withLock { $0 = 7 }
    let data = try Data(contentsOf: URL(filePath: folder.path("defaults.plist")))
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect((plist as? [String: Any])?["count"] as? Int == 7)
    $count.withLock { $0 = 8 }
    let again = try PropertyListSerialization.propertyList(
      from: try Data(contentsOf: URL(filePath: folder.path("defaults.plist"))), format: nil)
    #expect((again as? [String: Any])?["count"] as? Int == 8)
  }

  /// A save to a real store writes every suite the process changed: a test's suite is kept in
  /// memory, so it leaves no file behind.
  @Test func aTestsSuiteLeavesNoFileWhenAnotherStoreIsSaved() throws {
    let key = "unwritten-\(UUID())"
    @Shared(.appStorage(key)) var inTestSuite = 0
    $inTestSuite.withLock { $0 = 1 }
    let folder = try TemporaryFolder()
    let suite = try #require(UserDefaults(suiteName: folder.path("defaults")))
    @Shared(.appStorage("count", store: suite)) var inRealStore = 0
    $inRealStore.withLock { $0 = 2 }
    // The test suites are named as swift-sharing names them, in the temporary folder.
    let temporary = URL(filePath: NSTemporaryDirectory())
    let written = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
      .filter { $0.hasPrefix("co.pointfree.Sharing.") }
      .filter {
        let contents = try? String(contentsOf: temporary.appending(component: $0), encoding: .utf8)
        return contents?.contains(key) ?? false
      }
    #expect(written == [])
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.integer(forKey: key) == 1)
  }
}

/// A folder of its own under the temporary folder, removed when the value is released.
private final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(component: "app-storage-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appending(component: name).path }
}

private enum Level: Int {
  case low = 1
  case high = 2
}
private enum Mode: String { case light, dark }
