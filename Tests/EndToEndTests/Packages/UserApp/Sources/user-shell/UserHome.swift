import Foundation

extension URL {
  /// The user's home directory: `$HOME`, as a shell reads it, else the account's. (Foundation's
  /// `homeDirectoryForCurrentUser` reads the account's on Linux, whatever `HOME` says.)
  static var userHome: URL {
    if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    return FileManager.default.homeDirectoryForCurrentUser
  }
}
