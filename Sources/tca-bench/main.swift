// tca-bench: prints the CustomDump benchmarks of issue 3. Build and run with
// `swift run -c release tca-bench`.

print(CustomDumpBenchmarks.format(CustomDumpBenchmarks.run()))
