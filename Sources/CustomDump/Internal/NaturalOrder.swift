/// Whether `lhs` sorts before `rhs` with runs of digits compared as numbers, so dictionary keys
/// read `#2` before `#10` and `2` before `10`; otherwise byte by byte, as `<` on UTF-8.
func naturallyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
  let a = Array(lhs.utf8)
  let b = Array(rhs.utf8)
  var i = 0
  var j = 0
  func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  while i < a.count, j < b.count {
    if isDigit(a[i]), isDigit(b[j]) {
      var iEnd = i
      while iEnd < a.count, isDigit(a[iEnd]) { iEnd += 1 }
      var jEnd = j
      while jEnd < b.count, isDigit(b[jEnd]) { jEnd += 1 }
      var iStart = i
      while iStart < iEnd - 1, a[iStart] == 0x30 { iStart += 1 }
      var jStart = j
      while jStart < jEnd - 1, b[jStart] == 0x30 { jStart += 1 }
      let lengths = (iEnd - iStart, jEnd - jStart)
      if lengths.0 != lengths.1 { return lengths.0 < lengths.1 }
      if a[iStart..<iEnd] != b[jStart..<jEnd] {
        return a[iStart..<iEnd].lexicographicallyPrecedes(b[jStart..<jEnd])
      }
      i = iEnd
      j = jEnd
    } else {
      if a[i] != b[j] { return a[i] < b[j] }
      i += 1
      j += 1
    }
  }
  return a.count - i < b.count - j
}
