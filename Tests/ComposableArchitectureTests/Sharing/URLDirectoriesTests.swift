import ComposableArchitecture
import Sharing
import Testing

/// `URL.documentsDirectory`, `.applicationSupportDirectory` and `.cachesDirectory`, which
/// swift-corelibs-foundation lacks, in the folders XDG names.
@Suite struct URLDirectoriesTests {
  /// Directories resolved from `environment` and `files` (path to contents), with `/etc/passwd`'s
  /// home `/home/account`.
  private func directories(
    _ environment: [String: String], files: [String: String] = [:]
  ) -> XDGDirectories {
    XDGDirectories(
      environment: { environment[$0] }, contents: { files[$0] }, accountHome: { "/home/account" })
  }

  @Test func theDefaultsAreUnderHome() {
    let folders = directories(["HOME": "/home/blob"])
    #expect(folders.documents == "/home/blob/Documents")
    #expect(folders.dataHome == "/home/blob/.local/share")
    #expect(folders.cacheHome == "/home/blob/.cache")
  }

  @Test func theBaseDirectoryVariablesWin() {
    let folders = directories([
      "HOME": "/home/blob", "XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "/cache/",
    ])
    #expect(folders.dataHome == "/data")
    #expect(folders.cacheHome == "/cache/")
  }

  @Test func relativeOrEmptyValuesAreIgnored() {
    let folders = directories([
      "HOME": "/home/blob", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "",
      "XDG_DOCUMENTS_DIR": "docs",
    ])
    #expect(folders.dataHome == "/home/blob/.local/share")
    #expect(folders.cacheHome == "/home/blob/.cache")
    #expect(folders.documents == "/home/blob/Documents")
  }

  @Test func withoutHomeTheAccountsHomeIsUsed() {
    #expect(directories([:]).documents == "/home/account/Documents")
    #expect(directories(["HOME": ""]).dataHome == "/home/account/.local/share")
  }

  @Test func userDirsDirsSetsTheDocumentsFolder() {
    let file = """
      # This file is written by xdg-user-dirs-update
      XDG_DESKTOP_DIR="$HOME/Desktop"
      XDG_DOCUMENTS_DIR="$HOME/My Documents"
      """
    let folders = directories(
      ["HOME": "/home/blob"], files: ["/home/blob/.config/user-dirs.dirs": file])
    #expect(folders.documents == "/home/blob/My Documents")
  }

  @Test func userDirsDirsIsReadFromXDGConfigHome() {
    let folders = directories(
      ["HOME": "/home/blob", "XDG_CONFIG_HOME": "/config"],
      files: [
        "/config/user-dirs.dirs": #"XDG_DOCUMENTS_DIR="/srv/d\"ocs""#,
        "/home/blob/.config/user-dirs.dirs": #"XDG_DOCUMENTS_DIR="/elsewhere""#,
      ])
    #expect(folders.documents == #"/srv/d"ocs"#)
  }

  @Test func userDirsDirsWinsOverTheEnvironmentWhichWinsOverTheDefault() {
    let file = #"XDG_DOCUMENTS_DIR="$HOME/Docs""#
    #expect(
      directories(
        ["HOME": "/h", "XDG_DOCUMENTS_DIR": "/env"], files: ["/h/.config/user-dirs.dirs": file]
      ).documents == "/h/Docs")
    #expect(directories(["HOME": "/h", "XDG_DOCUMENTS_DIR": "/env"]).documents == "/env")
    // A line for another folder, or a relative one, leaves the documents folder to the rest.
    let other = """
      XDG_MUSIC_DIR="$HOME/Music"
      XDG_DOCUMENTS_DIR="Docs"
      """
    #expect(
      directories(["HOME": "/h"], files: ["/h/.config/user-dirs.dirs": other]).documents
        == "/h/Documents")
  }

  @Test func theURLsAreFoldersTheSyncUpsIdiomAppendsTo() {
    let documents = URL.documentsDirectory
    #expect(documents.hasDirectoryPath)
    #expect(documents.path == XDGDirectories.live.documents)
    #expect(
      URL.documentsDirectory.appending(component: "sync-ups.json").path
        == XDGDirectories.live.documents + "/sync-ups.json")
    #expect(URL.applicationSupportDirectory.path == XDGDirectories.live.dataHome)
    #expect(URL.cachesDirectory.path == XDGDirectories.live.cacheHome)
  }

  @Test func theSyncUpsIdiomCompilesAsTCAWritesIt() {
    let key: FileStorageKey<[String]> = .fileStorage(
      .documentsDirectory.appending(component: "sync-ups.json"))
    #expect(key.description.hasSuffix("/sync-ups.json)"))
  }
}
