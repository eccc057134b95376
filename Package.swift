import CompilerPluginSupport
// swift-tools-version: 6.0
import Foundation
import PackageDescription

// TCA's macros (@Reducer, @CasePathable, @ObservableState, @Presents, @DependencyClient) are built
// on the SwiftSyntax libraries the toolchain itself ships under <toolchain>/usr/lib/swift/host, so
// no swift-syntax package is fetched. Reaching them takes `unsafeFlags`, which SwiftPM accepts in
// a root package and in path or branch dependencies but not in a tagged-version dependency: the
// macro-free `ComposableArchitectureCore` product is there for those.

/// The toolchain's folder of host libraries: `$TCA_SWIFT_TOOLCHAIN/usr/lib/swift/host` when that
/// variable is set, else the one beside the `swiftc` found on `PATH` (through its symlinks).
func hostLibraries() -> String {
  let environment = ProcessInfo.processInfo.environment
  var candidates: [String] = []
  if let toolchain = environment["TCA_SWIFT_TOOLCHAIN"], !toolchain.isEmpty {
    candidates.append(toolchain)
  } else {
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
      // <toolchain>/usr/bin/swiftc -> <toolchain>
      candidates.append(
        swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
          .deletingLastPathComponent().deletingLastPathComponent().path)
    }
  }
  for toolchain in candidates {
    let host = toolchain + "/usr/lib/swift/host"
    if FileManager.default.fileExists(atPath: host + "/libSwiftSyntax.so") { return host }
  }
  FileHandle.standardError.write(
    Data(
      """
      error: tca-shell's macros need the toolchain's SwiftSyntax libraries \
      (<toolchain>/usr/lib/swift/host/libSwiftSyntax.so), and none was found \
      \(candidates.isEmpty ? "(no swiftc on PATH)" : "under \(candidates.joined(separator: ", "))"). \
      Set TCA_SWIFT_TOOLCHAIN to the toolchain's root folder, the one that holds usr/bin/swiftc.

      """.utf8))
  exit(1)
}

let host = hostLibraries()
let syntaxModules = [
  "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
  "SwiftParser", "SwiftOperators", "SwiftBasicFormat", "SwiftSyntaxMacroExpansion",
  "SwiftCompilerPluginMessageHandling",
]
let syntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let syntaxLinking: [LinkerSetting] =
  [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
  + syntaxModules.map { .linkedLibrary($0) }

// `ComposableArchitecture` re-exports Foundation for code written on Apple's platforms, where
// SwiftUI does. `ComposableArchitectureBase` (all of it but the Foundation-using modules) and the
// case studies use none of it, and `tca-shell`, which links them, must not load Foundation (it was
// more than half of a start-up; `LinkageTests` checks): their objects leave Foundation's libraries
// out of their autolink entries. A package that depends on the `ComposableArchitecture` product
// still links Foundation, through its own objects' entries.
let withoutFoundationAutolinking: [SwiftSetting] = [
  .unsafeFlags(
    ["Foundation", "FoundationInternationalization", "FoundationNetworking"].flatMap {
      ["-Xfrontend", "-disable-autolink-library", "-Xfrontend", $0]
    })
]

// SwiftPM links every object of every target an executable reaches, so a module that calls into
// Foundation (`SharingAppStorage`'s `UserDefaults`) makes any executable that reaches it load
// Foundation. The user-facing `ComposableArchitecture` re-exports such modules; the targets
// `tca-shell` links (the case studies) and the tools beside it import `ComposableArchitectureBase`
// instead, under the name `ComposableArchitecture`, so their sources and TCA's macro expansions
// (which name `ComposableArchitecture.Reducer`, …) are the same as an app's.
let asComposableArchitectureBase: [SwiftSetting] = [
  .unsafeFlags(["-module-alias", "ComposableArchitecture=ComposableArchitectureBase"])
]

let package = Package(
  name: "tca-shell",
  products: [
    // The libraries TCA is built on, by the names TCA's users import them (see the README's
    // "Architecture"): a dependency client module can depend on `Dependencies` alone.
    // `CustomDumpFoundation` goes with every product that dumps values (and with the test targets
    // here), so Foundation's reference types dump as swift-custom-dump dumps them; the other
    // targets import only FoundationEssentials, so `tca-shell`, built from the targets, loads no
    // Foundation (see the README's "Performance").
    .library(name: "IssueReporting", targets: ["IssueReporting"]),
    .library(name: "ConcurrencyExtras", targets: ["ConcurrencyExtras"]),
    .library(name: "CustomDump", targets: ["CustomDump", "CustomDumpFoundation"]),
    .library(name: "CasePaths", targets: ["CasePaths"]),
    .library(name: "CasePathsCore", targets: ["CasePathsCore"]),
    .library(name: "IdentifiedCollections", targets: ["IdentifiedCollections"]),
    .library(name: "Tagged", targets: ["Tagged"]),
    .library(name: "Clocks", targets: ["Clocks"]),
    .library(name: "Dependencies", targets: ["Dependencies", "CustomDumpFoundation"]),
    .library(name: "DependenciesMacros", targets: ["DependenciesMacros"]),
    // Swift Testing's `.dependency(…)`/`.dependencies { … }` traits, for test targets only.
    .library(name: "DependenciesTestSupport", targets: ["DependenciesTestSupport"]),
    .library(name: "Sharing", targets: ["Sharing", "SharingAppStorage", "CustomDumpFoundation"]),
    .library(
      name: "ComposableArchitecture", targets: ["ComposableArchitecture", "CustomDumpFoundation"]),
    .library(
      name: "ComposableArchitectureCore",
      targets: ["ComposableArchitectureCore", "CustomDumpFoundation"]),
    .library(name: "ComposableShell", targets: ["ComposableShell"]),
    // The built-in features (TCA's case studies), for the user's app fixture of the end-to-end
    // tests, which builds the tests `save --swift` writes of them.
    .library(name: "CaseStudies", targets: ["CaseStudies"]),
    .executable(name: "tca-shell", targets: ["tca-shell"]),
  ],
  targets: [
    // reportIssue and the bridge to whichever test framework runs (XCTest, Swift Testing), as
    // swift-issue-reporting's `IssueReporting`.
    .target(name: "IssueReporting"),
    // LockIsolated, ActorIsolated, UncheckedSendable, Task.megaYield, …: swift-concurrency-extras.
    .target(name: "ConcurrencyExtras"),
    // The Swift runtime's functions CustomDump calls, declared in C (see its header).
    .target(name: "CSwiftRuntime"),
    .target(
      name: "CustomDump", dependencies: ["CSwiftRuntime", "ConcurrencyExtras", "IssueReporting"]),
    // CustomDump's conformances for swift-corelibs-foundation's types (`NSNumber`, `NSString`,
    // `NSError`, …): the only module here that imports Foundation rather than FoundationEssentials.
    .target(name: "CustomDumpFoundation", dependencies: ["CustomDump"]),
    // Case paths without the macro (`CasePathsCore`, usable from a version dependency), and
    // `CasePaths`, which adds `@CasePathable`, as swift-case-paths splits them.
    .target(name: "CasePathsCore", dependencies: ["CustomDump", "IssueReporting"]),
    .target(name: "CasePaths", dependencies: ["CasePathsCore", "ComposableArchitectureMacros"]),
    .target(name: "IdentifiedCollections", dependencies: ["CustomDump"]),
    // `Tagged<Tag, RawValue>`: swift-tagged, which TCA's SyncUps models use for their ids. Not
    // re-exported by `ComposableArchitecture`, as TCA's does not: a file imports it by name.
    .target(name: "Tagged"),
    .target(name: "Clocks", dependencies: ["ConcurrencyExtras", "IssueReporting"]),
    // swift-dependencies' `Dependencies` without Foundation: what the other modules (and so
    // `tca-shell`) build on. `import Dependencies` is the module of that name below, which adds
    // Foundation, FoundationNetworking and `urlSession`, as `import Dependencies` gives on Apple's
    // platforms, where Foundation comes with any import. Its sources stay in
    // Sources/Dependencies.
    .target(
      name: "DependenciesBase",
      dependencies: ["Clocks", "ConcurrencyExtras", "CustomDump", "IssueReporting"],
      path: "Sources/Dependencies"),
    .target(
      name: "DependenciesMacros",
      dependencies: ["DependenciesBase", "IssueReporting", "ComposableArchitectureMacros"]),
    // Test support, as swift-dependencies' `DependenciesTestSupport`: Swift Testing's dependency
    // traits, and an XCTest observer that gives each test case fresh dependency defaults
    // (registered by `CDependenciesTestObserver`'s load-time constructor). It links XCTest and
    // Swift Testing, so only test targets depend on it.
    .target(name: "CDependenciesTestObserver"),
    .target(
      name: "DependenciesTestSupport",
      dependencies: ["Dependencies", "CDependenciesTestObserver"]),
    .target(
      name: "Sharing",
      dependencies: [
        "ConcurrencyExtras", "CustomDump", "DependenciesBase", "IdentifiedCollections",
        "IssueReporting",
      ]),
    .target(
      name: "ComposableArchitectureCore",
      dependencies: [
        "CasePathsCore", "Clocks", "ConcurrencyExtras", "CustomDump", "DependenciesBase",
        "IdentifiedCollections", "IssueReporting", "Sharing",
      ]),
    // The macros' implementations are a plain library, so that their tests build as ordinary
    // tests: a test target that depends on a `.macro` target makes SwiftPM build the whole test
    // graph a second time for the host. The `.macro` target is only the plugin's entry point.
    .target(
      name: "ComposableArchitectureMacroExpansions",
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinking
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: ["ComposableArchitectureMacroExpansions"],
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinking
    ),
    // `@Dependency(\.urlSession)`, on FoundationNetworking: apart so that `tca-shell` links none
    // of it.
    .target(name: "DependenciesFoundation", dependencies: ["DependenciesBase", "IssueReporting"]),
    // `import Dependencies`: `DependenciesBase`, `urlSession`, Foundation and FoundationNetworking.
    .target(
      name: "Dependencies", dependencies: ["DependenciesBase", "DependenciesFoundation"],
      path: "Sources/DependenciesExports"),
    // `.appStorage` and the `defaultAppStorage` dependency, on Foundation's `UserDefaults`: the
    // Sharing API that needs Foundation, apart so that `tca-shell` links none of it.
    .target(
      name: "SharingAppStorage",
      dependencies: ["ConcurrencyExtras", "DependenciesBase", "IssueReporting", "Sharing"]),
    // The whole library but its Foundation-using modules: what `tca-shell`'s targets import.
    .target(
      name: "ComposableArchitectureBase",
      dependencies: [
        "ComposableArchitectureCore", "ComposableArchitectureMacros", "CasePaths",
        "DependenciesMacros",
      ],
      swiftSettings: withoutFoundationAutolinking
    ),
    .target(
      name: "ComposableArchitecture",
      dependencies: ["ComposableArchitectureBase", "Dependencies", "SharingAppStorage"]
    ),
    // libedit is loaded with dlopen when the REPL starts (see CLibEdit.h), so it is not linked.
    .target(name: "CLibEdit"),
    .target(
      name: "ComposableShell",
      dependencies: ["ComposableArchitectureCore", "CustomDump", "CLibEdit"]
    ),
    .target(
      name: "CaseStudies", dependencies: ["ComposableArchitectureBase"],
      swiftSettings: withoutFoundationAutolinking + asComposableArchitectureBase),
    .executableTarget(
      name: "tca-shell",
      dependencies: ["ComposableArchitectureCore", "ComposableShell", "CaseStudies"],
      // Importing the case studies, built on `ComposableArchitectureBase` (which re-exports
      // Foundation), would autolink Foundation into `main`, which uses only FoundationEssentials.
      swiftSettings: withoutFoundationAutolinking),
    // A small app serving its store to `tca-shell attach` (ShellServer), for the end-to-end
    // tests of attach and to try it: `swift run tca-attach-demo --timer`.
    .executableTarget(
      name: "tca-attach-demo",
      dependencies: ["ComposableArchitectureBase", "ComposableShell", "CaseStudies"],
      swiftSettings: withoutFoundationAutolinking + asComposableArchitectureBase),
    .executableTarget(
      name: "tca-bench",
      dependencies: ["ComposableArchitecture", "CustomDump", "CaseStudies", "ComposableShell"]
    ),
    .target(name: "CFuzzing"),
    .executableTarget(
      name: "tca-fuzz",
      dependencies: ["ComposableArchitectureBase", "ComposableShell", "CaseStudies", "CFuzzing"],
      swiftSettings: asComposableArchitectureBase
    ),
    .testTarget(name: "CustomDumpTests", dependencies: ["CustomDump", "CustomDumpFoundation"]),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture", "CustomDump", "CustomDumpFoundation", "DependenciesTestSupport",
        "Tagged",
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: ["ComposableArchitectureMacroExpansions"],
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinking
    ),
    .testTarget(
      name: "ComposableShellTests",
      dependencies: [
        "ComposableShell", "CaseStudies", "ComposableArchitecture", "CustomDumpFoundation",
      ]
    ),
    .testTarget(
      name: "CaseStudiesTests",
      dependencies: ["CaseStudies", "ComposableArchitecture", "CustomDumpFoundation"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["tca-shell", "tca-fuzz", "tca-attach-demo"],
      exclude: ["Scripts", "Packages"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
// `TCA_FUZZ=1` (scripts/fuzz): libFuzzer's coverage in the libraries the fuzzer drives and its
// `main` in tca-fuzz, and nowhere else. Given to the whole build with `-Xswiftc`, the flag reached
// the link of the macro plugin (`ComposableArchitectureMacros-tool`, which has a `main` of its
// own), which failed.
if Context.environment["TCA_FUZZ"] == "1" {
  let notFuzzed: Set = ["ComposableArchitectureMacroExpansions", "ComposableArchitectureMacros"]
  for target in package.targets
  where (target.type == .regular && !notFuzzed.contains(target.name)) || target.name == "tca-fuzz" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
    if target.name == "tca-fuzz" {
      target.swiftSettings! += [.define("FUZZING")]
      target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
    }
  }
}
