/// The Swift and Foundation types a spec may name besides its own models. Each is `Codable`, `Equatable`,
/// `Hashable` and `Sendable` and exists in Foundation on Linux, so generated models compile everywhere.
package enum KnownTypes {
  /// Integer types; with `floatingPoint`, the types a `range` validation applies to.
  package static let integers: [String] = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  /// Non-integer number types.
  package static let floatingPoint: [String] = ["Double", "Float", "Decimal"]
  /// Text, truth values, time, bytes and identifiers.
  package static let others: [String] = ["String", "Bool", "Date", "Data", "URL", "UUID"]

  /// Every known type name, in the order documented in docs/spec.md.
  package static let all: [String] = others + integers + floatingPoint

  /// Types a `range` validation applies to.
  package static let numeric: Set<String> = Set(integers + floatingPoint)

  /// Types people reach for that generated `Codable` models cannot hold, with what to write instead.
  static let unsupported: [String: String] = [
    "Character": "'Character' is not Codable; use 'String'",
    "Any": "'Any' is neither Codable nor Sendable; use a concrete type",
    "AnyObject": "'AnyObject' is neither Codable nor Sendable; use a concrete type",
    "NSString": "use 'String' instead of 'NSString'",
    "NSNumber": "use a Swift number type ('Int', 'Double', ...) instead of 'NSNumber'",
    "NSDate": "use 'Date' instead of 'NSDate'",
    "NSURL": "use 'URL' instead of 'NSURL'",
    "CGFloat": "'CGFloat' is not available everywhere; use 'Double'",
    "Float80": "'Float80' is not Codable; use 'Double'",
    "Integer": "unknown type 'Integer'; use 'Int'",
    "Boolean": "unknown type 'Boolean'; use 'Bool'",
  ]
}
