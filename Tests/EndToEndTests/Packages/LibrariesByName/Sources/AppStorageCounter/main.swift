import ComposableArchitecture

// Counts its runs in `.appStorage`, then prints the count: a value set in one run must be there
// in the next, as `UserDefaults` values are on Apple's platforms. Also prints where
// `URL.documentsDirectory` is, from the environment it runs in.
let runs = Shared(wrappedValue: 0, .appStorage("runs"))
runs.withLock { $0 += 1 }
print("runs: \(runs.wrappedValue)")
print("documents: \(URL.documentsDirectory.appending(component: "sync-ups.json").path)")
