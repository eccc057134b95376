import ComposableArchitectureMacroExpansions
import SwiftSyntaxMacroExpansion
import Testing

private let macros: [String: MacroSpec] = ["Presents": MacroSpec(type: PresentsMacro.self)]

@Suite struct PresentsMacroTests {
  @Test func optionalDestination() {
    assertExpansion(
      """
      struct State {
        @Presents var destination: Destination.State?
        @Presents public var alert: Optional<AlertState<Alert>> = nil
      }
      """,
      macros: macros,
      expandsTo: """
        struct State {
          var destination: Destination.State? {
            @storageRestrictions(initializes: _destination)
            init(initialValue) {
              _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _destination.wrappedValue
            }
            set {
              _destination.wrappedValue = newValue
            }
          }

          var $destination: ComposableArchitecture.PresentationState<Destination.State> {
            get {
              _destination
            }
            set {
              _destination = newValue
            }
          }

          var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
          public var alert: Optional<AlertState<Alert>> {
            @storageRestrictions(initializes: _alert)
            init(initialValue) {
              _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _alert.wrappedValue
            }
            set {
              _alert.wrappedValue = newValue
            }
          }

          public var $alert: ComposableArchitecture.PresentationState<AlertState<Alert>> {
            get {
              _alert
            }
            set {
              _alert = newValue
            }
          }

          var _alert = ComposableArchitecture.PresentationState<AlertState<Alert>>(wrappedValue: nil)
        }
        """)
  }

  @Test func letIsAnError() {
    assertExpansion(
      """
      struct State {
        @Presents let destination: Destination.State?
      }
      """,
      macros: macros,
      expandsTo: """
        struct State {
          let destination: Destination.State?
        }
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@Presents' must be applied to a single 'var' property",
          line: 2)
      ])
  }

  @Test func nonOptionalTypeIsAnError() {
    assertExpansion(
      """
      struct State {
        @Presents var destination = Destination.State?.none
      }
      """,
      macros: macros,
      expandsTo: """
        struct State {
          var destination = Destination.State?.none
        }
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@Presents' needs the property's optional type written out, e.g. '@Presents var destination: Destination.State?'",
          line: 2)
      ])
  }
}
