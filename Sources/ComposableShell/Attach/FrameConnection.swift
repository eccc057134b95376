@_spi(Internals) import ConcurrencyExtras
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One connected socket of the attach protocol, at either end: frames are read on a thread of
/// their own and come out of ``frames`` in order; frames sent go out in order from a serial
/// queue, so the sender (the app's main actor) never waits on a slow or stopped peer.
///
/// The connection ends when the peer closes it or breaks it (``frames`` then finishes), or when
/// ``close()`` is called; the descriptor is closed once the reader has stopped and the frames
/// queued before have been sent.
final class FrameConnection: Sendable {
  let socket: Int32
  /// The frames received, in order; finishes at the end of the connection. A partial frame
  /// (no newline yet) at the end is dropped.
  let frames: AsyncStream<AttachFrame>
  private let continuation: AsyncStream<AttachFrame>.Continuation
  /// Takes a frame on the reader thread before it goes to ``frames``: `true` when it handled it
  /// (a completion's answer a blocked thread waits for, an interrupt that must not queue behind
  /// the line it interrupts).
  private let intercept: @Sendable (AttachFrame) -> Bool
  /// Called on the reader thread when the connection has ended, before ``frames`` finishes.
  private let onEnd: @Sendable () -> Void
  private let writer = DispatchQueue(label: "tca-shell.attach.writer")
  /// Whether the descriptor was closed; read and written on ``writer`` only.
  private let isClosed = LockedValue(false)

  init(
    socket: Int32, intercept: @escaping @Sendable (AttachFrame) -> Bool = { _ in false },
    onEnd: @escaping @Sendable () -> Void = {}
  ) {
    self.socket = socket
    self.intercept = intercept
    self.onEnd = onEnd
    (frames, continuation) = AsyncStream.makeStream(of: AttachFrame.self)
  }

  /// Starts reading, on a thread of its own.
  func start() {
    startThread { [self] in read() }
  }

  private func read() {
    var splitter = FrameSplitter()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { buffer.deallocate() }
    reading: while let count = UnixSocket.receive(socket, into: buffer), count > 0 {
      do throws(FrameSplitter.Failure) {
        for frame in try splitter.frames(adding: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        where !intercept(frame) {
          continuation.yield(frame)
        }
      } catch {
        break reading
      }
    }
    onEnd()
    continuation.finish()
    writer.async { [socket, isClosed] in
      isClosed.withLock { closed in
        guard !closed else { return }
        closed = true
        _ = Glibc.close(socket)
      }
    }
  }

  /// Queues `frame` to be sent; dropped once the connection has ended.
  func send(_ frame: AttachFrame) {
    let bytes = frame.bytes
    writer.async { [socket, isClosed] in
      isClosed.withLock { closed in
        guard !closed else { return }
        UnixSocket.sendAll(bytes, to: socket)
      }
    }
  }

  /// Ends the connection after the frames queued so far: the peer reads them, then the end.
  func close() {
    writer.async { [socket, isClosed] in
      isClosed.withLock { closed in
        guard !closed else { return }
        // The reader wakes up at the end it now reads, and closes the descriptor.
        shutdown(socket, Int32(SHUT_RDWR))
      }
    }
  }

  /// Sends `frame`, then ends the connection: for a refusal.
  func refuse(with frame: AttachFrame) {
    send(frame)
    close()
  }
}
