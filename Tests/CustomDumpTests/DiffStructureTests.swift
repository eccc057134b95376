import CustomDump
import Testing

// More of diff(_:_:format:): drilling, collapsing and whole-value changes.
@Suite struct DiffStructureTests {
  @Test func multiFieldChildIsDrilledIntoAndSiblingsCollapse() {
    var after = Settings.State()
    after.owner.age += 1
    #expect(
      diff(Settings.State(), after) == """
          Settings.State(
            owner: Profile.State(
              name: "Blob",
        -     age: 30
        +     age: 31
            ),
            guest: Profile.State(…)
          )
        """)
  }

  @Test func samePayloadChangeDrillsIntoTheCase() {
    var profile = Profile.State()
    profile.name = "Blob Jr."
    #expect(
      diff(Loadable.loaded(Profile.State()), Loadable.loaded(profile)) == """
          Loadable.loaded(
            Profile.State(
        -     name: "Blob",
        +     name: "Blob Jr.",
              age: 30
            )
          )
        """)
    #expect(
      diff(Loadable.idle, Loadable.loaded(profile)) == """
        - Loadable.idle
        + Loadable.loaded(
        +   Profile.State(
        +     name: "Blob Jr.",
        +     age: 30
        +   )
        + )
        """)
  }

  @Test func twoInstancesAreOneWholeReplacement() {
    // A class compares by identity: two instances differ as a whole, the second numbered.
    #expect(
      diff(Dog(name: "Rex", isGood: true), Dog(name: "Rex", isGood: false)) == """
        - Dog(
        -   name: "Rex",
        -   isGood: true
        - )
        + #1 Dog(
        +   name: "Rex",
        +   isGood: false
        + )
        """)
  }

  @Test func cyclesDoNotRecurseForever() {
    let lhs = Node(value: 1)
    lhs.next = lhs
    let rhs = Node(value: 2)
    rhs.next = rhs
    defer { (lhs.next, rhs.next) = (nil, nil) }  // Break the cycles, or the nodes leak.
    #expect(
      diff(lhs, rhs) == """
        - Node(
        -   value: 1,
        -   next: Node(↩︎)
        - )
        + #1 Node(
        +   value: 2,
        +   next: #1 Node(↩︎)
        + )
        """)
  }

  @Test func enumNamesComeFromTheRuntimeNotDescription() {
    #expect(String(customDumping: Described.first) == "Described.first")
  }

  @Test func nestedCollectionsDrillIn() {
    let before = ["a": [1, 2, 3], "b": [4]]
    var after = before
    after["a"]![1] = 20
    #expect(
      diff(before, after) == """
          [
            "a": [
              [0]: 1,
        -     [1]: 2,
        +     [1]: 20,
              [2]: 3
            ],
            … (1 unchanged)
          ]
        """)
  }

  @Test func emptyAndNonEmptyCollections() {
    #expect(
      diff([Int](), [1]) == """
          [
        +   [0]: 1
          ]
        """)
  }

  @Test func removingTheLastElementDropsTheComma() {
    #expect(
      diff([1, 2, 3], [1, 2]) == """
          [
            … (2 unchanged),
        -   [2]: 3
          ]
        """)
  }

  @Test func anyValuesOfDifferentTypes() {
    #expect(
      diff(1 as Any, "1" as Any) == """
        - 1
        + "1"
        """)
  }
}
