import CustomDump
import Testing

// Class instances are numbered per type, across a whole dump or diff: the first instance of a
// type prints bare, later ones as `#1 Type(…)`, and an instance met again as `Type(↩︎)`.
@Suite struct ObjectTrackerTests {
  final class Person {
    let name: String
    init(name: String) { self.name = name }
  }

  final class Loop {
    var next: Loop?
  }

  final class Team {
    let name: String
    var members: [Member] = []
    init(name: String) { self.name = name }
  }

  final class Member {
    let name: String
    weak var team: Team?
    init(name: String, team: Team) {
      self.name = name
      self.team = team
    }
  }

  struct Seats {
    var first: Person
    var second: Person
    var third: Person
  }

  @Test func repeatedInstancesAreNumberedPerType() {
    let ann = Person(name: "Ann")
    let bob = Person(name: "Bob")
    #expect(
      String(customDumping: [ann, ann, bob, bob]) == """
        [
          [0]: ObjectTrackerTests.Person(name: "Ann"),
          [1]: ObjectTrackerTests.Person(↩︎),
          [2]: #1 ObjectTrackerTests.Person(name: "Bob"),
          [3]: #1 ObjectTrackerTests.Person(↩︎)
        ]
        """)
  }

  @Test func aCycleIsThreeLines() {
    let loop = Loop()
    loop.next = loop
    defer { loop.next = nil }  // Break the cycle, or the instance leaks.
    #expect(
      String(customDumping: loop) == """
        ObjectTrackerTests.Loop(
          next: ObjectTrackerTests.Loop(↩︎)
        )
        """)
  }

  @Test func backReferencesPointAtTheNumberedInstance() {
    let team = Team(name: "Core")
    team.members = [Member(name: "Ann", team: team), Member(name: "Bob", team: team)]
    #expect(
      String(customDumping: team) == """
        ObjectTrackerTests.Team(
          name: "Core",
          members: [
            [0]: ObjectTrackerTests.Member(
              name: "Ann",
              team: ObjectTrackerTests.Team(↩︎)
            ),
            [1]: #1 ObjectTrackerTests.Member(
              name: "Bob",
              team: ObjectTrackerTests.Team(↩︎)
            )
          ]
        )
        """)
  }

  @Test func twoInstancesDifferAsAWhole() {
    #expect(
      diff(Person(name: "Ann"), Person(name: "Bob")) == """
        - ObjectTrackerTests.Person(name: "Ann")
        + #1 ObjectTrackerTests.Person(name: "Bob")
        """)
    // Instances of a class that is not `Equatable` are the same when their fields are.
    #expect(diff(Person(name: "Ann"), Person(name: "Ann")) == nil)
  }

  @Test func numbersAreSharedByBothSidesOfADiff() {
    let ann = Person(name: "Ann")
    let bob = Person(name: "Bob")
    let cat = Person(name: "Cat")
    #expect(
      diff(
        Seats(first: ann, second: bob, third: bob), Seats(first: ann, second: bob, third: cat))
          == """
            ObjectTrackerTests.Seats(
              first: ObjectTrackerTests.Person(name: "Ann"),
              second: #1 ObjectTrackerTests.Person(name: "Bob"),
          -   third: #1 ObjectTrackerTests.Person(↩︎)
          +   third: #2 ObjectTrackerTests.Person(name: "Cat")
            )
          """)
    #expect(
      diff([ann, bob, bob], [ann, bob, cat]) == """
          [
            … (2 unchanged),
        -   [2]: ObjectTrackerTests.Person(name: "Bob")
        +   [2]: #1 ObjectTrackerTests.Person(name: "Cat")
          ]
        """)
  }

  @Test func theSameInstanceHasNoDifference() {
    let ann = Person(name: "Ann")
    #expect(diff(ann, ann) == nil)
    #expect(diff([ann], [ann]) == nil)
  }
}
