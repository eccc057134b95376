// Temporary stand-in until the real CustomDump lands.
public struct DiffFormat: Sendable {
  public var first: String
  public var second: String
  public var both: String
  public static let `default` = DiffFormat(first: "\u{2212}", second: "+", both: " ")
  public static let proportional = DiffFormat(first: "-", second: "+", both: " ")
}
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  let l = String(describing: lhs)
  let r = String(describing: rhs)
  return l == r ? nil : "\(format.first) \(l)\n\(format.second) \(r)"
}
extension String {
  public init<T>(customDumping value: T) { self = String(describing: value) }
}
import Foundation
public enum JSONValue: Equatable, CustomStringConvertible, Sendable {
  case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])
  public init(parsing text: String) throws {
    self.init(any: try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
  }
  init(any: Any) {
    switch any {
    case let n as NSNumber where String(cString: n.objCType) == "c": self = .bool(n.boolValue)
    case let n as NSNumber: self = .number(n.doubleValue)
    case let s as String: self = .string(s)
    case let a as [Any]: self = .array(a.map(JSONValue.init(any:)))
    case let o as [String: Any]: self = .object(o.mapValues(JSONValue.init(any:)))
    default: self = .null
    }
  }
  public init(encoding value: Any) {
    switch value {
    case let b as Bool: self = .bool(b)
    case let i as Int: self = .number(Double(i))
    case let d as Double: self = .number(d)
    case let s as String: self = .string(s)
    default:
      let m = Mirror(reflecting: value)
      var o: [String: JSONValue] = [:]
      for c in m.children { if let l = c.label { o[l] = JSONValue(encoding: c.value) } }
      self = .object(o)
    }
  }
  public var description: String { String(describing: Mirror(reflecting: self).children.map(\.value)) }
}
