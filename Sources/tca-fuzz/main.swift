import Foundation

// `tca-fuzz`: built with `-sanitize=fuzzer -DFUZZING` (scripts/fuzz), libFuzzer drives
// FuzzHarness; in a plain build it replays the inputs named on its command line (files, or
// directories of them, such as Tests/FuzzCorpus) through the same harness, so a crash that the
// fuzzer saved reproduces without the sanitizer.
#if FUZZING
  LibFuzzer.run()
#else
  exit(await Replay.run(Array(CommandLine.arguments.dropFirst())))
#endif
