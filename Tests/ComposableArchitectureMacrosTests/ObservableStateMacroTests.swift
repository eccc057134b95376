import ComposableArchitectureMacroExpansions
import SwiftSyntaxMacroExpansion
import Testing

private let macros: [String: MacroSpec] = [
  "ObservableState": MacroSpec(
    type: ObservableStateMacro.self,
    conformances: ["ComposableArchitecture.ObservableState", "Observation.Observable"]),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateMarkerMacro.self),
]

@Suite struct ObservableStateMacroTests {
  @Test func structState() {
    assertExpansion(
      """
      @ObservableState
      struct State: Equatable {
        var count = 0
        @ObservationStateIgnored
        var log: [String] = []
      }
      """,
      macros: macros,
      expandsTo: """
        struct State: Equatable {
          var count = 0
          var log: [String] = []

          var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          mutating func _$willModify() {
          }

          static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("count", \\Self.count),
              ComposableArchitecture._BindableProperty("log", \\Self.log),
            ]
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            try _$decoder.update("count", &self.count)
            try _$decoder.update("log", &self.log)
          }
        }
        """)
  }

  @Test func bindablePropertiesLeaveOutWhatABindingCannotSet() {
    assertExpansion(
      """
      @ObservableState
      public struct State {
        public var name = "", age: Int?
        var `default` = false
        var checked = false {
          didSet { print(checked) }
        }
        let id: Int
        private var secret = 0
        public private(set) var edits = 0
        fileprivate var hidden = 0
        static var shared = 0
        lazy var cache = 0
        var shout: String { name.uppercased() }
        var twice: Int {
          get { 2 }
          set {}
        }
        @Presents var alert: AlertState<Never>?
        @PresentationState var sheet: Int?
      }
      """,
      macros: macros,
      expandsTo: """
        public struct State {
          public var name = "", age: Int?
          var `default` = false
          var checked = false {
            didSet { print(checked) }
          }
          let id: Int
          private var secret = 0
          public private(set) var edits = 0
          fileprivate var hidden = 0
          static var shared = 0
          lazy var cache = 0
          var shout: String { name.uppercased() }
          var twice: Int {
            get { 2 }
            set {}
          }
          @Presents var alert: AlertState<Never>?
          @PresentationState var sheet: Int?

          public var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          public mutating func _$willModify() {
          }

          public static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("name", \\Self.name),
              ComposableArchitecture._BindableProperty("age", \\Self.age),
              ComposableArchitecture._BindableProperty("default", \\Self.`default`),
              ComposableArchitecture._BindableProperty("checked", \\Self.checked),
            ]
          }

          public static var _$computedProperties: [(name: String, keyPath: PartialKeyPath<Self>)] {
            [("shout", \\Self.shout), ("twice", \\Self.twice)]
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          public init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            self.id = try _$decoder.value("id")
            try _$decoder.update("name", &self.name)
            try _$decoder.update("age", &self.age)
            try _$decoder.update("default", &self.`default`)
            try _$decoder.update("checked", &self.checked)
            try _$decoder.update("secret", &self.secret)
            try _$decoder.update("edits", &self.edits)
            try _$decoder.update("hidden", &self.hidden)
            _$decoder.skip("$__lazy_storage_$_cache")
            try _$decoder.update("alert", &self.alert)
            try _$decoder.update("sheet", &self.sheet)
          }
        }
        """)
  }

  @Test func theIDOfAnIdentifiableStructIsNotBindable() {
    assertExpansion(
      """
      @ObservableState
      struct State: Equatable, Identifiable {
        var id: Int
        var title = ""
      }
      """,
      macros: macros,
      expandsTo: """
        struct State: Equatable, Identifiable {
          var id: Int
          var title = ""

          var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          mutating func _$willModify() {
          }

          static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("title", \\Self.title),
            ]
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            self.id = try _$decoder.value("id")
            try _$decoder.update("title", &self.title)
          }
        }
        """)
  }

  @Test func computedPropertiesAreListedByName() {
    assertExpansion(
      """
      @ObservableState
      public struct State {
        var todos: [String] = []
        var filter = "all" {
          didSet {}
        }
        public var filtered: [String] { todos }
        var isEmpty: Bool {
          get { todos.isEmpty }
          set {}
        }
        var loaded: Int {
          get throws { 1 }
        }
        static var shared: Int { 1 }
        var `default`: Int { 0 }
      }
      """,
      macros: macros,
      expandsTo: """
        public struct State {
          var todos: [String] = []
          var filter = "all" {
            didSet {}
          }
          public var filtered: [String] { todos }
          var isEmpty: Bool {
            get { todos.isEmpty }
            set {}
          }
          var loaded: Int {
            get throws { 1 }
          }
          static var shared: Int { 1 }
          var `default`: Int { 0 }

          public var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          public mutating func _$willModify() {
          }

          public static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("todos", \\Self.todos),
              ComposableArchitecture._BindableProperty("filter", \\Self.filter),
            ]
          }

          public static var _$computedProperties: [(name: String, keyPath: PartialKeyPath<Self>)] {
            [("filtered", \\Self.filtered), ("isEmpty", \\Self.isEmpty), ("default", \\Self.`default`)]
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          public init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            try _$decoder.update("todos", &self.todos)
            try _$decoder.update("filter", &self.filter)
          }
        }
        """)
  }

  @Test func publicEnumState() {
    assertExpansion(
      """
      @ObservableState
      public enum State {
        case loading
        case loaded(Int)
      }
      """,
      macros: macros,
      expandsTo: """
        public enum State {
          case loading
          case loaded(Int)

          public var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          public mutating func _$willModify() {
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          public init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            if try _$decoder.case("loading") != nil {
              self = .loading
              return
            }
            if let payload = try _$decoder.case("loaded") {
              self = .loaded(try payload.value("_0"))
              return
            }
            throw _$decoder.unknownCase()
          }
        }
        """)
  }

  @Test func stateDecoderSetsPropertiesWithoutValuesFirst() {
    assertExpansion(
      """
      @ObservableState
      struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
        let contact: Contact
        let kind = "person"
        private let secret: Int
        var note: String?
        var tags: Optional<[String]>
        var count: Int
        var a, b: Int
      }
      """,
      macros: macros,
      expandsTo: """
        struct State: Equatable {
          @Presents var alert: AlertState<Action.Alert>?
          let contact: Contact
          let kind = "person"
          private let secret: Int
          var note: String?
          var tags: Optional<[String]>
          var count: Int
          var a, b: Int

          var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          mutating func _$willModify() {
          }

          static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("note", \\Self.note),
              ComposableArchitecture._BindableProperty("tags", \\Self.tags),
              ComposableArchitecture._BindableProperty("count", \\Self.count),
              ComposableArchitecture._BindableProperty("a", \\Self.a),
              ComposableArchitecture._BindableProperty("b", \\Self.b),
            ]
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            self.contact = try _$decoder.value("contact")
            self.secret = try _$decoder.value("secret")
            self.count = try _$decoder.value("count")
            self.a = try _$decoder.value("a")
            self.b = try _$decoder.value("b")
            try _$decoder.update("alert", &self.alert)
            _$decoder.skip("kind")
            try _$decoder.update("note", &self.note)
            try _$decoder.update("tags", &self.tags)
          }
        }
        """)
  }

  @Test func stateDecoderReadsSharedAndWrappedProperties() {
    assertExpansion(
      """
      @ObservableState
      struct State {
        @Shared var syncUp: SyncUp
        @Shared(.fileStorage(.favorites)) var favorites: [Int] = []
        @Shared(.appStorage("name")) var name: String?
        @SharedReader var total: Int
        @SharedReader(.inMemory("stats")) var stats = Stats()
        @Clamped var level: Int
        @Clamped(0...10) var volume = 5
        @ObservationStateIgnored var log: [String] = []
      }
      """,
      macros: macros,
      expandsTo: """
        struct State {
          @Shared var syncUp: SyncUp
          @Shared(.fileStorage(.favorites)) var favorites: [Int] = []
          @Shared(.appStorage("name")) var name: String?
          @SharedReader var total: Int
          @SharedReader(.inMemory("stats")) var stats = Stats()
          @Clamped var level: Int
          @Clamped(0...10) var volume = 5
          var log: [String] = []

          var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          mutating func _$willModify() {
          }

          static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("log", \\Self.log),
            ]
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            self._syncUp = ComposableArchitecture.Shared(value: try _$decoder.value("syncUp"))
            self._total = ComposableArchitecture.SharedReader(value: try _$decoder.value("total"))
            self._level = Clamped(wrappedValue: try _$decoder.value("level"))
            try _$decoder.update("favorites", shared: self.$favorites)
            try _$decoder.update("name", shared: self.$name)
            _$decoder.skip("stats")
            try _$decoder.update("volume", \\Self.volume, in: &self)
            try _$decoder.update("log", &self.log)
          }
        }
        """)
  }

  @Test func stateDecoderMirrorsIfClausesAndGenerics() {
    assertExpansion(
      """
      @ObservableState
      struct State<Value: Equatable> {
        var value: Value
        #if DEBUG
          var trace: [String] = []
          let build: Int
        #elseif os(Linux)
          var linux = true
        #else
          static var unused = 0
        #endif
        #if canImport(UIKit)
          var computed: Int { 0 }
        #endif
      }
      """,
      macros: macros,
      expandsTo: """
        struct State<Value: Equatable> {
          var value: Value
          #if DEBUG
            var trace: [String] = []
            let build: Int
          #elseif os(Linux)
            var linux = true
          #else
            static var unused = 0
          #endif
          #if canImport(UIKit)
            var computed: Int { 0 }
          #endif

          var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          mutating func _$willModify() {
          }

          static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("value", \\Self.value),
            ]
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            self.value = try _$decoder.value("value")
            #if DEBUG
              self.build = try _$decoder.value("build")
            #endif
            #if DEBUG
              try _$decoder.update("trace", &self.trace)
            #elseif os(Linux)
              try _$decoder.update("linux", &self.linux)
            #endif
          }
        }
        """)
  }

  @Test func stateDecoderOfAnEnumTriesEachCase() {
    assertExpansion(
      """
      @ObservableState
      enum State {
        case empty
        case detail(Detail.State)
        case pair(Int, String)
        case edit(id: Int, draft: Draft.State)
        case `default`(Int)
        #if DEBUG
          case debug(Debug.State)
        #endif
      }
      """,
      macros: macros,
      expandsTo: """
        enum State {
          case empty
          case detail(Detail.State)
          case pair(Int, String)
          case edit(id: Int, draft: Draft.State)
          case `default`(Int)
          #if DEBUG
            case debug(Debug.State)
          #endif

          var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          mutating func _$willModify() {
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
          init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            if try _$decoder.case("empty") != nil {
              self = .empty
              return
            }
            if let payload = try _$decoder.case("detail") {
              self = .detail(try payload.value("_0"))
              return
            }
            if let payload = try _$decoder.case("pair") {
              self = .pair(try payload.value("_0"), try payload.value("_1"))
              return
            }
            if let payload = try _$decoder.case("edit") {
              self = .edit(id: try payload.value("id"), draft: try payload.value("draft"))
              return
            }
            if let payload = try _$decoder.case("default") {
              self = .`default`(try payload.value("_0"))
              return
            }
            #if DEBUG
            if let payload = try _$decoder.case("debug") {
              self = .debug(try payload.value("_0"))
              return
            }
            #endif
            throw _$decoder.unknownCase()
          }
        }
        """)
  }

  @Test func stateDecoderIsWrittenForAStateThatAlreadyConforms() {
    assertExpansion(
      """
      @ObservableState
      struct State: ObservableState {
        var count = 0
      }
      """,
      macros: ["ObservableState": MacroSpec(type: ObservableStateMacro.self)],
      expandsTo: """
        struct State: ObservableState {
          var count = 0

          var _$id: ComposableArchitecture.ObservableStateID {
            ComposableArchitecture.ObservableStateID(for: Self.self)
          }

          mutating func _$willModify() {
          }

          static var _$bindableProperties: [ComposableArchitecture._BindableProperty<Self>] {
            [
              ComposableArchitecture._BindableProperty("count", \\Self.count),
            ]
          }
        }

        extension State {
          init(_$state _$decoder: ComposableArchitecture._StateDecoder) throws {
            try _$decoder.update("count", &self.count)
          }
        }
        """)
  }

  @Test func classIsAnError() {
    assertExpansion(
      """
      @ObservableState
      final class Model {}
      """,
      macros: macros,
      expandsTo: """
        final class Model {}
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@ObservableState' can only be applied to a struct or an enum; a class can use '@Observable'",
          line: 1)
      ])
  }
}
