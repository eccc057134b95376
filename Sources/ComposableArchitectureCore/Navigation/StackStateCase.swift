extension StackState where Element: CasePathable {
  /// The payload of the element with `id` when that element is the case `path` names, or `nil`;
  /// as TCA writes it in tests: `$0.path[id: 0, case: \.detail]?.title = "Retro"`.
  ///
  /// Setting it changes that element only when it is that case; an element of another case, a
  /// missing id or `nil` leave the stack as it was.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { self[id: id]?[case: path] }
    set {
      guard let newValue, var element = self[id: id], element[case: path] != nil else { return }
      element[case: path] = newValue
      self[id: id] = element
    }
  }
}
