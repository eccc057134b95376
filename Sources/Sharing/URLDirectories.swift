import FoundationEssentials

// The `URL` folders of Apple's Foundation that swift-corelibs-foundation lacks: code written for
// Apple's platforms (TCA's SyncUps: `.fileStorage(.documentsDirectory.appending(component:
// "sync-ups.json"))`) compiles and keeps its files in the folders XDG names for them.
// `URL.temporaryDirectory` and `URL.homeDirectory` are corelibs' own.
#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, as Foundation's `URL.documentsDirectory` on Apple's
    /// platforms: xdg-user-dirs' `XDG_DOCUMENTS_DIR` (`$XDG_CONFIG_HOME/user-dirs.dirs`), else
    /// `~/Documents`.
    ///
    /// The folder `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)` names
    /// on Linux (which misreads a `user-dirs.dirs` line, leaving `$HOME` unexpanded). It may not
    /// exist yet; `.fileStorage` creates it on its first save.
    public static var documentsDirectory: URL {
      URL(filePath: XDGDirectories.live.documents, directoryHint: .isDirectory)
    }

    /// Where an application keeps its support files, as Foundation's
    /// `URL.applicationSupportDirectory`: `$XDG_DATA_HOME`, else `~/.local/share`, as `FileManager`
    /// names it on Linux. As on macOS, it is the user's, not the application's: keep files in a
    /// folder of the application's own inside it.
    public static var applicationSupportDirectory: URL {
      URL(filePath: XDGDirectories.live.dataHome, directoryHint: .isDirectory)
    }

    /// Where an application keeps caches it can rebuild, as Foundation's `URL.cachesDirectory`:
    /// `$XDG_CACHE_HOME`, else `~/.cache`, as `FileManager` names it on Linux.
    public static var cachesDirectory: URL {
      URL(filePath: XDGDirectories.live.cacheHome, directoryHint: .isDirectory)
    }
  }
#endif
