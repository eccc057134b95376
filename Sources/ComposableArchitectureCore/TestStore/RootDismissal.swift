/// How a test store's feature dismisses itself: a `dismiss()` at the root of a `TestStore` (no
/// `ifLet` or stack presenting it) reaches the store, which records it in `isDismissed` and
/// cancels its effects, as TCA's does.
@MainActor
final class RootDismissal {
  /// What the store does; set once the store exists.
  var handler: (() -> Void)?

  func dismiss() { handler?() }
}
