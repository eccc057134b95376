import ComposableArchitecture

// The shapes of TCA's `EnumReducerMacroTests.swift`: enum reducers whose cases sit in nested
// `#if` clauses (alert and dialog cases among them, and a case with no feature), and a case whose
// feature is made with a default argument.

private enum CasesInsideCompilerDirectives {
  enum Buttons {}

  @Reducer
  struct Leaf {}

  @Reducer
  enum Feature {
    case leaf(Leaf)

    #if os(macOS)
      case desktop(Leaf)
      case desktopAlert(AlertState<Buttons>)
    #elseif os(iOS)
      case handheld(Leaf)
    #else
      case elsewhere(Leaf)
      case nothing
    #endif

    #if DEBUG
      #if INNER
        case nested(Leaf)
        case nestedDialog(ConfirmationDialogState<Buttons>)
      #endif
    #endif
  }
}

private enum CaseWithDefaultArgument {
  @Reducer
  struct Feature {
    let context: String
  }

  @Reducer
  enum Destination {
    case feature(Feature = Feature(context: "context"))
  }
}
