import CustomDump
import Foundation

// Types shared by the tests, modelled on the shell's example features.

enum Counter {
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
  }
}

enum TwoCounters {
  struct State: Equatable {
    var counter1 = Counter.State()
    var counter2 = Counter.State()
  }
  enum Action: Equatable {
    case counter1(Counter.Action)
    case counter2(Counter.Action)
  }
}

struct User: Equatable, Identifiable {
  var id: Int
  var name: String
}

struct Pair: Equatable {
  var driver: User
  var passenger: User
}

struct Todo: Equatable, Identifiable {
  var id: Int
  var title: String
  var isComplete = false
}

struct Email: Equatable {
  var subject: String
  var body: String
}

enum Shape: Equatable {
  case empty
  case circle(Double)
  case labelled(radius: Double)
  case rectangle(Double, height: Double)
  case named(name: String, sides: Int)
}

final class Node {
  var value: Int
  var next: Node?
  init(value: Int, next: Node? = nil) {
    self.value = value
    self.next = next
  }
}

class Animal {
  var name: String
  init(name: String) { self.name = name }
}

final class Dog: Animal {
  var isGood: Bool
  init(name: String, isGood: Bool) {
    self.isGood = isGood
    super.init(name: name)
  }
}

struct Box<Value> {
  var value: Value
}

/// A feature whose child state has several fields, so diffs drill into it.
enum Profile {
  struct State: Equatable {
    var name = "Blob"
    var age = 30
  }
}

enum Settings {
  struct State: Equatable {
    var owner = Profile.State()
    var guest = Profile.State(name: "Guest", age: 1)
  }
}

enum Loadable: Equatable {
  case idle
  case loaded(Profile.State)
}

enum Described: CustomStringConvertible {
  case first
  var description: String { "not a case name" }
}

/// A stand-in for an identified array: a collection type that dumps as its elements.
struct IdentifiedList<Element: Identifiable & Equatable>: Equatable, CustomDumpRepresentable {
  var elements: [Element]
  var customDumpValue: Any { elements }
}

/// A seeded generator (SplitMix64), so that a failing random case is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
