import CustomDump

extension Reducer {
  /// This reducer, printing each action it receives and how the state changed.
  ///
  /// Mirrors TCA's `_printChanges(_:)`, for debugging. With the default
  /// ``_ReducerPrinter/customDump`` printer, each action prints as:
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  ///
  /// ```
  ///
  /// and an action that changes nothing prints `  (No state changes)` in place of the diff.
  ///
  /// - Parameter printer: How to print; `nil` prints nothing.
  @inlinable
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How ``Reducer/_printChanges(_:)`` prints an action and the change it made.
public struct _ReducerPrinter<State, Action> {
  @usableFromInline let _printChange:
    (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` with each action and the state before and after it.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self._printChange = printChange
  }

  /// Prints `receivedAction` and the change from `oldState` to `newState`.
  @inlinable
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    _printChange(receivedAction, oldState, newState)
  }

  /// Prints the action dumped in full and a diff of the state, to standard output.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(_ReducerPrinter.customDumpText(action, oldState, newState))
    }
  }

  /// Prints only the action's case names, one line an action, to standard output:
  /// `received action: Counter.Action.incrementButtonTapped`.
  public static var actionLabels: Self {
    Self { action, _, _ in print(_ReducerPrinter.actionLabelText(action)) }
  }

  /// The text ``customDump`` prints, without the blank line `print` ends it with.
  public static func customDumpText(_ action: Action, _ oldState: State, _ newState: State)
    -> String
  {
    var text = "received action:\n"
    CustomDump.customDump(action, to: &text, indent: 2)
    text += "\n"
    text += diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n"
    return text
  }

  /// The line ``actionLabels`` prints.
  public static func actionLabelText(_ action: Action) -> String {
    "received action: \(caseLabels(action))"
  }

  /// `Feature.Action.counter(.incrementButtonTapped)`, payloads that are not enums left out.
  private static func caseLabels(_ action: Any) -> String {
    func labels(_ value: Any) -> String? {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { return nil }
      guard let child = mirror.children.first else { return ".\(value)" }
      var payload = child.value
      let payloadMirror = Mirror(reflecting: payload)
      if payloadMirror.displayStyle == .tuple, payloadMirror.children.count == 1 {
        payload = payloadMirror.children.first!.value
      }
      let inner = labels(payload).map { "(\($0))" } ?? "(…)"
      return ".\(child.label ?? "?")\(inner)"
    }
    let typeName = String(customDumping: type(of: action)).replacing(".self", with: "")
    return typeName + (labels(action) ?? "")
  }
}

/// A reducer that prints the changes its base makes: made by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @inlinable
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effects = base.reduce(into: &state, action: action)
    printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    return effects
  }
}
