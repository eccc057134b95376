import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error as one phrase for a message: a file system error as the system says it (`No such
/// file or directory`, from the `POSIXError` under Foundation's `CocoaError`), anything else as
/// it describes itself.
func errorText(_ error: any Error) -> String {
  if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
    return String(cString: strerror(underlying.code.rawValue))
  }
  if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
  return String(describing: error)
}
