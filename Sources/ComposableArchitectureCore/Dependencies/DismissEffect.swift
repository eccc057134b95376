/// An effect that dismisses the feature that calls it: the child an `ifLet` presents, or the
/// element of a navigation stack that `forEach` runs.
///
/// Mirrors TCA's `DismissEffect`. Read it with `@Dependency(\.dismiss)` and call it inside a
/// `.run` effect. The parent then receives `.dismiss` (presentation) or `.popFrom(id:)` (stack),
/// the child's state goes away and its effects, the one that called `dismiss` included, are
/// cancelled:
///
/// ```swift
/// @Reducer
/// struct EditFeature {
///   @Dependency(\.dismiss) var dismiss
///   …
///   case .saveButtonTapped:
///     return .run { _ in await self.dismiss() }
/// }
/// ```
///
/// Called from a feature that nobody presented, it reports an issue (a test failure under a test
/// runner, a runtime warning elsewhere) and does nothing; check
/// `isPresented` first in a feature that also runs at the root.
public struct DismissEffect: Sendable {
  private let override: (@MainActor @Sendable () -> Void)?

  /// The dismiss effect of whichever presentation runs the calling effect.
  init() { self.override = nil }

  /// A dismiss effect that calls `dismiss` instead, for tests that check a feature asked to be
  /// dismissed without presenting it.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) { self.override = dismiss }

  /// Asks the presentation or stack that runs the calling effect to dismiss this feature.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let override {
      await override()
      return
    }
    guard let dismissal = Dismissal.current else {
      reportIssue(
        """
        "dismiss()" was called at "\(fileID):\(line)", but the feature that called it is not \
        presented: no "ifLet" over presentation state and no "forEach" over a navigation stack \
        runs it, so nothing can dismiss it, and nothing happened. A feature that also runs at \
        the root should check "@Dependency(\\.isPresented)" before calling "dismiss()"; and \
        "dismiss()" works only inside an effect the presented feature returned.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await dismissal.dismiss()
  }
}

extension DependencyValues {
  /// Dismisses the presented feature that calls it: see ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the feature reading it is presented: run by an `ifLet` over presentation state or by
  /// a `forEach` over a navigation stack. `false` at the root.
  ///
  /// Mirrors TCA's `isPresented`: a feature that runs both at the root and presented reads it
  /// before calling ``dismiss``.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// These dependencies as a presented child sees them: ``isPresented`` is `true`.
  @usableFromInline
  static func presented<R>(_ body: () throws -> R) rethrows -> R {
    var values = _current
    values.isPresented = true
    return try $_current.withValue(values, operation: body)
  }
}

private enum DismissEffectKey: DependencyKey {
  static var liveValue: DismissEffect { DismissEffect() }
  static var testValue: DismissEffect { DismissEffect() }
}

private enum IsPresentedKey: DependencyKey {
  static var liveValue: Bool { false }
  static var testValue: Bool { false }
}
