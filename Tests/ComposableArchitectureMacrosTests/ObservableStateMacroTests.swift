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
