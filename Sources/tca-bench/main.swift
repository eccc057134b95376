// tca-bench: prints the benchmarks. Build and run with `swift run -c release tca-bench`;
// `tca-bench customdump`, `tca-bench store`, `tca-bench history` or `tca-bench effects` runs one
// group; `tca-bench collections` runs only the collection diffs (also part of `customdump`), and
// `tca-bench dump` only the full dumps against `Swift.dump` (also part of `customdump`).

let groups = CommandLine.arguments.dropFirst()
if groups.isEmpty || groups.contains("customdump") {
  print(CustomDumpBenchmarks.format(CustomDumpBenchmarks.run()))
}
if groups.contains("dump") {
  print(CustomDumpBenchmarks.format(CustomDumpBenchmarks.runDump()))
}
if groups.isEmpty || groups.contains("customdump") || groups.contains("collections") {
  print(CustomDumpBenchmarks.format(CollectionDiffBenchmarks.run()))
}
if groups.isEmpty || groups.contains("store") {
  print(StoreBenchmark.run())
}
if groups.isEmpty || groups.contains("history") {
  print(await HistoryBenchmark.run())
}
if groups.isEmpty || groups.contains("effects") {
  print(await EffectsBenchmark.run())
}
