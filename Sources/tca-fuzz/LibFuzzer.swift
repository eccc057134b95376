#if FUZZING
  import CFuzzing
  import Foundation

  /// Hands libFuzzer's inputs to ``FuzzHarness`` on the main actor.
  ///
  /// libFuzzer's driver runs on a thread of its own, the main thread serves the main actor, and
  /// each input crosses over and back: the shell's sessions live on the main actor and carry out
  /// commands asynchronously.
  enum LibFuzzer {
    /// Starts libFuzzer with the program's arguments (`-runs=N`, corpus directories, …) and
    /// exits with its status.
    static func run() -> Never {
      let driver = Thread {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
      }
      driver.stackSize = 16 << 20
      driver.start()
      dispatchMain()
    }

    /// Runs one input and waits for it; called by libFuzzer on its thread.
    static let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = {
      data, size in
      precondition(!Thread.isMainThread, "libFuzzer must run on its own thread (LibFuzzer.run)")
      let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
      let done = DispatchSemaphore(value: 0)
      Task { @MainActor in
        await harness.run(input)
        done.signal()
      }
      done.wait()
      return 0
    }

    @MainActor private static let harness = FuzzHarness()
  }

  /// libFuzzer's own `main` (linked in with it, though `tca-fuzz`'s main runs instead) needs this
  /// symbol.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func llvmFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    LibFuzzer.testOneInput(data, size)
  }
#endif
