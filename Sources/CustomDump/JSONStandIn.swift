// Temporary stand-in until the JSON part of CustomDump lands.
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
