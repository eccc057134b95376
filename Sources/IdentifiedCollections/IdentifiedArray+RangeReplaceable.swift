extension IdentifiedArray: RangeReplaceableCollection
where Element: Identifiable, ID == Element.ID {
  /// Replaces the elements in `subrange` with `newElements`, as swift-identified-collections
  /// does: an element whose id is already in the array (outside `subrange`, or earlier among
  /// `newElements`) updates that element where it is instead of being inserted again, so ids
  /// stay unique.
  @inlinable
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    removeSubrange(subrange)
    var offset = subrange.lowerBound
    for element in newElements {
      if let existing = _offsets[element.id] {
        _elements[existing] = element
      } else {
        _insert(element, id: element.id, at: offset)
        offset += 1
      }
    }
  }
}
