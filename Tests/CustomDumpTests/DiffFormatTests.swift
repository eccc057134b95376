import CustomDump
import Testing

@Suite struct DiffFormatTests {
  @Test func defaultIsASCII() {
    #expect(DiffFormat.default == DiffFormat(first: "-", second: "+", both: " "))
  }

  @Test func proportionalUsesAMinusSignAndAFigureSpace() {
    #expect(
      DiffFormat.proportional == DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}"))
    #expect(
      diff(TwoCounters.State(), TwoCounters.State(counter1: .init(count: 1)), format: .proportional)
        == """
        \u{2007} TwoCounters.State(
        \u{2212}   counter1: Counter.State(count: 0),
        +   counter1: Counter.State(count: 1),
        \u{2007}   counter2: Counter.State(count: 0)
        \u{2007} )
        """)
  }

  @Test func customMarkers() {
    #expect(
      diff(1, 2, format: DiffFormat(first: "<", second: ">", both: "=")) == """
        < 1
        > 2
        """)
  }
}
