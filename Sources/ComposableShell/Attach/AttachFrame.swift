/// One message of the attach protocol, between `tca-shell attach` and a ``ShellServer``: a verb
/// and its fields, on one line.
///
/// On the wire a frame is its verb and fields joined by tabs and ended by a newline, each field
/// escaped so that it holds no tab or newline (`\\`, `\t`, `\n`, `\r`): `line\t-c\t2\tsend
/// increment\n`. A frame is acted on only once its newline has arrived, so a connection cut
/// mid-frame never delivers half a line. The first frames say the protocol's version
/// (``version``): the client's `hello` and the server's `hello` or `refused`.
///
/// Client to server: `hello` (`version=1`, `format=text|json`, `color=always|never`,
/// `quiet=0|1`, `bail=0|1`), `line SOURCE NUMBER TEXT` (a line to run; an empty SOURCE is the
/// REPL's), `reject SOURCE NUMBER MESSAGE` (a line the client could not read), `complete ID TEXT`
/// (Tab), `interrupt N` (Ctrl-C during the Nth line). Server to client: `hello` (`version=1`,
/// `name=…`, `pid=…`), `refused MESSAGE`, `out TEXT` and `err TEXT` (what standard output and
/// standard error get), `done proceed|stop FAILED` (a line ended; FAILED is `1` once any line
/// failed), `candidates ID WORDSTART CANDIDATE…` (the
/// answer to `complete ID`).
struct AttachFrame: Equatable, Sendable {
  /// The protocol version this build speaks.
  static let version = 1

  var verb: String
  var fields: [String]

  init(_ verb: String, _ fields: [String] = []) {
    self.verb = verb
    self.fields = fields
  }

  /// The field at `index`, or an empty one.
  subscript(index: Int) -> String { index < fields.count ? fields[index] : "" }

  /// The `key=value` fields of a `hello`, by key.
  var settings: [String: String] {
    var settings: [String: String] = [:]
    for field in fields {
      guard let equals = field.firstIndex(of: "=") else { continue }
      settings[String(field[..<equals])] = String(field[field.index(after: equals)...])
    }
    return settings
  }

  /// The frame as sent: escaped fields joined by tabs, and a newline.
  var bytes: [UInt8] {
    var bytes = Array(verb.utf8)
    for field in fields {
      bytes.append(UInt8(ascii: "\t"))
      for byte in field.utf8 {
        switch byte {
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// The frame one line's bytes (its newline removed) spell, or `nil` when they are not UTF-8
  /// text.
  init?(line: ArraySlice<UInt8>) {
    var parts: [[UInt8]] = [[]]
    var escaped = false
    for byte in line {
      if escaped {
        switch byte {
        case UInt8(ascii: "t"): parts[parts.count - 1].append(UInt8(ascii: "\t"))
        case UInt8(ascii: "n"): parts[parts.count - 1].append(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): parts[parts.count - 1].append(UInt8(ascii: "\r"))
        default: parts[parts.count - 1].append(byte)
        }
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\t") {
        parts.append([])
      } else {
        parts[parts.count - 1].append(byte)
      }
    }
    var texts: [String] = []
    for part in parts {
      guard let text = String(validating: part, as: UTF8.self) else { return nil }
      texts.append(text)
    }
    self.init(texts[0], Array(texts.dropFirst()))
  }
}

/// Cuts the bytes read from a connection into frames: complete lines only, the rest kept for
/// the next read.
struct FrameSplitter {
  private var pending: [UInt8] = []
  /// The longest frame taken; a longer one ends the connection (``Failure/tooLong``).
  static let longestFrame = 16 << 20

  enum Failure: Error { case tooLong, notText }

  /// The frames completed by `bytes`, in order.
  mutating func frames(adding bytes: UnsafeRawBufferPointer) throws(Failure) -> [AttachFrame] {
    pending.append(contentsOf: bytes)
    var frames: [AttachFrame] = []
    var start = 0
    while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
      guard let frame = AttachFrame(line: pending[start..<end]) else { throw .notText }
      frames.append(frame)
      start = end + 1
    }
    pending.removeFirst(start)
    if pending.count > Self.longestFrame { throw .tooLong }
    return frames
  }
}
