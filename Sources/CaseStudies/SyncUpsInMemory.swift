import ComposableArchitecture

/// The sync-ups list (``SyncUpsList``) saving to `files`, a file system in memory: the reducer
/// `tca-shell`'s `sync-ups` feature runs, here so that a test `save --swift` writes of it can
/// import it (`@testable import CaseStudies`).
///
/// A concrete reducer type, so that listing the features at start-up instantiates no generic
/// reducer, whose requirement (`SyncUpsList: Reducer`) the runtime would check by scanning every
/// conformance record of the process.
public struct SyncUpsInMemory: Reducer {
  public let files: FileStorage

  /// The list saving to `files`; a fresh file system in memory by default (a test's).
  public init(files: FileStorage = .inMemory) {
    self.files = files
  }

  public var body: some ReducerOf<SyncUpsList> {
    SyncUpsList().dependency(\.defaultFileStorage, files)
  }
}
