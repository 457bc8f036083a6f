// Lexically tricky Swift, read by LexerDifferentialTests and LexerTests.
@_exported import Foundation
@testable import ScaffoldKit; import struct Swift.Array
public import Dispatch

/* outer /* nested OrderRepository */ still comment */
/// Doc comment naming OrderViewModel.
@MainActor
final class `Weird Name`<Element: Sendable>: NSObject, @unchecked Sendable {
  class func make() -> Self { fatalError() }
  class var shared: Int { 1 }
  static let `default` = 0
  var `class` = 1
  let $projected = 2
  let unicodeé = "ü", 名前 = 3, 😀 = 4
  func `my test`() {}
}

enum Shape: Equatable {
  case circle(radius: Double), square(Double)
  indirect case pair(Shape, Shape)
}

func strings(_ name: String, value: Int) -> [String] {
  let single = "Repo \(name) and \(value + 1) and \("nested \(name.count) deep")"
  let deeper = "\(strings("\(name)\(value)", value: value).count)"
  let raw = #"raw "quotes" \(notInterpolated) \#(name) end"#
  let raw2 = ##"two "# inside \#(skipped) \##(value)"##
  let multi = """
    Multi-line with "quotes" and \(name)
    and a continuation \
    and ""\" escaped delimiter
    """
  let rawMulti = #"""
    Raw multi """ with \(notCode) and \#(value)
    """#
  let empty = ""
  let escapes = "\t\"\\\u{1F600}\0"
  return [single, deeper, raw, raw2, multi, rawMulti, empty, escapes]
}

func numbers() -> [Double] {
  let hex = 0x1p-3, big = 1_000_000, bin = 0b1010, oct = 0o17, exp = 1e-9, frac = 3.14
  let tuple = (1, (2, 3))
  let member = tuple.1.0
  return [hex, Double(big), Double(bin), Double(oct), exp, frac, Double(member)]
}

func operators(a: Int, b: Int, c: Int?) -> Bool {
  let d = a / b / 2
  let e = (a + b) / (c ?? 1)
  let f = -a &+ b &* 3
  let range = 0..<10, closed = 1...5
  let g = c! > 0 ? a : b
  let opt: Int? = c?.signum()
  return d == e && f != g && range.contains(closed.lowerBound) && opt != nil
}

func regexes(_ text: String) throws -> Bool {
  let bare = /ab+c/
  let extended = #/a/b/#
  let multi = #/
    (?<word> \w+ )   # a word
    \s*
  /#
  let division = text.count / 2 / 1
  _ = (bare, extended, multi, division)
  return text.contains(/x+y/)
}

#if os(iOS) && DEBUG
let platform = "iOS"
#elseif canImport(AppKit)
let platform = "macOS"
#else
let platform = "other"
#endif

struct Checks {
  var keyPath = \Checks.platformName
  var platformName: String { platform }
  @available(iOS 15, macOS 12, *)
  func available() -> Bool {
    if #available(iOS 16, *) { return true }
    return #selector(NSObject.description) != nil
  }
  func closures() -> [Int] { [3, 1, 2].sorted { $0 < $1 }.map { _ in 0 } }
}

#Preview("Title") {
  Checks()
}

@propertyWrapper struct Clamped<Value: Comparable> {
  var wrappedValue: Value
}

protocol Repository<Entity> where Entity: Identifiable {
  associatedtype Entity
  func fetch<T: Decodable>(_ type: T.Type) async throws -> T
}

actor Counter {
  var count = 0
  nonisolated let id = 1
}

extension Array where Element == Int {
  var total: Int { reduce(0, +) }
}

typealias Pair<T> = (T, T)
infix operator <=> : ComparisonPrecedence
prefix func / (value: Int) -> Int { value }
