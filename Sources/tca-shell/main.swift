import CaseStudies
import ComposableShell
import Foundation

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
]

exit(await Shell(features: features).run())
