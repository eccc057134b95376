// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "tca-shell",
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "CustomDump", targets: ["CustomDump"]),
    .library(name: "ComposableShell", targets: ["ComposableShell"]),
    .executable(name: "tca-shell", targets: ["tca-shell"]),
  ],
  targets: [
    .target(name: "CustomDump"),
    .target(name: "ComposableArchitecture", dependencies: ["CustomDump"]),
    .target(
      name: "CLibEdit",
      linkerSettings: [.linkedLibrary("edit")]
    ),
    .target(
      name: "ComposableShell",
      dependencies: ["ComposableArchitecture", "CustomDump", "CLibEdit"]
    ),
    .target(name: "CaseStudies", dependencies: ["ComposableArchitecture"]),
    .executableTarget(name: "tca-shell", dependencies: ["ComposableShell", "CaseStudies"]),
    .executableTarget(
      name: "tca-bench",
      dependencies: ["ComposableArchitecture", "CustomDump", "CaseStudies", "ComposableShell"]
    ),
    .target(name: "CFuzzing"),
    .executableTarget(
      name: "tca-fuzz",
      dependencies: ["ComposableArchitecture", "ComposableShell", "CaseStudies", "CFuzzing"]
    ),
    .testTarget(name: "CustomDumpTests", dependencies: ["CustomDump"]),
    .testTarget(
      name: "ComposableArchitectureTests", dependencies: ["ComposableArchitecture", "CustomDump"]),
    .testTarget(name: "ComposableShellTests", dependencies: ["ComposableShell", "CaseStudies"]),
    .testTarget(name: "CaseStudiesTests", dependencies: ["CaseStudies", "ComposableArchitecture"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["tca-shell", "tca-fuzz"],
      exclude: ["Scripts"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
