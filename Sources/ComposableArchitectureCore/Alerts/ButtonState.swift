import CustomDump
import FoundationEssentials

/// A button of an alert or a confirmation dialog: its label, an optional role, and the action
/// tapping it sends.
///
/// Follows swift-navigation's `ButtonState`. Two buttons are equal when their labels, roles and
/// actions are; each also has an `id` of its own, which equality ignores.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// The button's identity, new for each button made.
  public let id: UUID
  /// What tapping the button sends; `.send(nil)` sends nothing (it only dismisses).
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// What kind of button it is, or `nil` for a plain one.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// Creates a button that sends `action` (nothing, by default) when tapped.
  ///
  /// - Parameters:
  ///   - role: The button's role, e.g. `.cancel` or `.destructive`; `nil` for a plain button.
  ///   - action: What tapping it sends: `.send(.confirm)`, or `.send(.confirm, animation: …)`.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// Creates a button that sends `action` when tapped.
  ///
  /// - Parameters:
  ///   - role: The button's role, e.g. `.cancel` or `.destructive`; `nil` for a plain button.
  ///   - action: The action tapping it sends.
  ///   - label: The button's text.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Calls `perform` with the action the button sends (`nil` when it sends none), as tapping it
  /// would.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button sending `transform(action)` instead.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

// swift-navigation's API has both forms; `await` tells them apart at the call site.
extension ButtonState {
  /// Calls the asynchronous `perform` with the action the button sends (`nil` when it sends
  /// none).
  public func withAction(_ perform: (Action?) async -> Void) async {
    await perform(action.action)
  }
}

/// What a button sends when tapped: an action, or none, possibly with an animation.
///
/// Follows swift-navigation's `ButtonStateAction`.
public struct ButtonStateAction<Action> {
  /// The action and how it is sent.
  public let type: _ActionType

  /// Sends `action` (nothing when `nil`).
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// Sends `action` with `animation`. There are no views here to animate; the animation is kept
  /// so that state written for SwiftUI compiles and compares as it does there.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action sent, or `nil` when the button sends none.
  public var action: Action? {
    switch type {
    case .send(let action), .animatedSend(let action, _): action
    }
  }

  /// The same, sending `transform(action)` instead.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
    switch type {
    case .send(let action): .send(transform(action))
    case .animatedSend(let action, let animation): .send(transform(action), animation: animation)
    }
  }

  /// How the action is sent.
  public enum _ActionType {
    /// At once.
    case send(Action?)
    /// With an animation.
    case animatedSend(Action?, animation: Animation?)
  }
}

/// What a button is for, as SwiftUI's `ButtonRole` says it: a cancel button, or one that
/// destroys something.
public enum ButtonStateRole: Hashable, Sendable {
  /// Cancels: the alert or dialog goes away and nothing else happens.
  case cancel
  /// Deletes or otherwise destroys something.
  case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether the two buttons have the same label, role and action (their ids may differ).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// `ButtonState(role: .destructive, action: .send(.confirm), label: "Delete")`; the role only
  /// when there is one, the id never.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonState: CustomReflectable {
  /// The fields the dump shows, so state paths and JSON name the same ones.
  public var customMirror: Mirror { customDumpMirror }
}

extension ButtonStateAction: CustomDumpReflectable {
  /// `.send(.confirm)`, `.send(nil)`, or `.send(.confirm, animation: .default)`.
  public var customDumpMirror: Mirror {
    switch type {
    case .send(let action?):
      // The action itself, not an optional around it, so a payload-free case stays inline.
      Mirror(self, children: ["send": action], displayStyle: .enum)
    case .send(nil):
      Mirror(self, children: ["send": Action?.none as Any], displayStyle: .enum)
    case .animatedSend(let action, let animation):
      Mirror(self, children: ["send": (action, animation: animation)], displayStyle: .enum)
    }
  }
}

extension ButtonStateAction: CustomReflectable {
  public var customMirror: Mirror { customDumpMirror }
}
