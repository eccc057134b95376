import CaseStudies
import ComposableArchitectureCore
import ComposableShell
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The sync-ups are saved in a file system in memory, one for the process: a script starts from
// an empty list every time, and `reset` reads the list back as it was saved.
let syncUpsFiles = FileStorage.inMemory

// The built-in features: TCA's case studies, the default first.
let features: [any ShellFeature] = [
  Feature(
    "two-counters", summary: "two counters composed with Scope",
    initialState: TwoCounters.State()
  ) { TwoCounters() },
  Feature(
    "counter", summary: "one counter; the preview reducer adds 10",
    initialState: CounterFeature.State()
  ) { CounterFeature() }
  .variant("preview") { PreviewCounterFeature() },
  Feature(
    "effects-basics", summary: "a counter that fetches a number fact through an injected client",
    initialState: EffectsBasics.State()
  ) { EffectsBasics() },
  Feature(
    "timers", summary: "a timer started and stopped by a button, ticking on the clock",
    initialState: Timers.State()
  ) { Timers() },
  Feature(
    "cancellation", summary: "a fact request that can be cancelled while in flight",
    initialState: EffectsCancellation.State()
  ) { EffectsCancellation() },
  Feature(
    "search", summary: "a search debounced by 300ms, each keystroke cancelling the last",
    initialState: Search.State()
  ) { Search() },
  Feature(
    "todos", summary: "a todo list: rows run by forEach, filtered, deleted, sorted when done",
    initialState: Todos.State()
  ) { Todos() },
  Feature(
    "optional-state", summary: "a counter toggled in and out of optional state, run by ifLet",
    initialState: OptionalState.State()
  ) { OptionalState() },
  Feature(
    "navigation-stack", summary: "a stack of screens: push, act inside an element, pop",
    initialState: NavigationDemo.State()
  ) { NavigationDemo() },
  Feature(
    "recursion", summary: "rows of rows to any depth, each level run by the same reducer",
    initialState: Nested.State()
  ) { Nested() },
  Feature(
    "alerts", summary: "a trash folder: an alert before emptying it, a dialog for each file",
    initialState: AlertsAndDialogs.State()
  ) { AlertsAndDialogs() },
  Feature(
    "sign-up", summary: "a form bound to state with set, checked as it changes; a child form",
    initialState: SignUp.State()
  ) { SignUp() },
  Feature(
    "shared-state", summary: "a counter tab and a summary tab sharing one @Shared value",
    initialState: SharedState.State()
  ) { SharedState() },
  Feature(
    "sync-ups", summary: "sync-ups saved to a file: an add sheet, a detail stack, a meeting timer",
    initialState: withDependencies {
      $0.defaultFileStorage = syncUpsFiles
    } operation: {
      SyncUpsList.State()
    }
  ) { SyncUpsInMemory(files: syncUpsFiles) },
]

exit(await Shell(features: features).run())
