/// What one Swift file declares, imports and references, as read lexically.
/// Produced by `SwiftIndexer` from the file's bytes; consumed by the project index and the rules.
package struct FileIndex: Sendable, Equatable {
  /// The path as given to the indexer (relative to the working directory when linting).
  package var path: String
  package var imports: [ImportDeclaration]
  /// Types declared in this file, nested ones included (`Outer.Inner` has `name` "Inner").
  package var declarations: [TypeDeclaration]
  /// Identifiers in code position that may name a type, in source order.
  package var references: [TypeReference]
  /// True when the references (and `lowercaseNames`) were not read, because no rule would look at them: the
  /// file is a test or in no layer (`LayerMap.PathDecision.mayReadReferences`). `references` is then empty.
  package var omitsReferences: Bool
  /// Every `//` comment, for suppressions (`// scaffold:ignore ...`).
  package var lineComments: [LineComment]
  /// The names of the identifiers in code that start with a lowercase ASCII letter, as a Bloom filter: whether
  /// the file may name one of the project's lowercase type names. nil when unknown (an index not made by
  /// `SwiftIndexer`): then the file's bytes tell.
  package var lowercaseNames: WordSignature?

  package init(
    path: String,
    imports: [ImportDeclaration] = [],
    declarations: [TypeDeclaration] = [],
    references: [TypeReference] = [],
    lineComments: [LineComment] = [],
    lowercaseNames: WordSignature? = nil,
    omitsReferences: Bool = false
  ) {
    self.path = path
    self.imports = imports
    self.declarations = declarations
    self.references = references
    self.lineComments = lineComments
    self.lowercaseNames = lowercaseNames
    self.omitsReferences = omitsReferences
  }
}

/// `import UIKit`, `@testable import Foo`, `import struct Foo.Bar`, `public import Foo`.
package struct ImportDeclaration: Sendable, Equatable {
  /// The top-level module (`Foo` for `import struct Foo.Bar`).
  package var module: String
  /// The full dotted path after the kind (`Foo.Bar`).
  package var path: String
  /// `struct`, `class`, `func`, ... for scoped imports; nil otherwise.
  package var kind: String?
  /// Attributes and modifiers before `import`, without `@`: `testable`, `_exported`, `public`, ...
  package var attributes: [String] = []
  /// Position of the module name.
  package var position: SourcePosition
  /// Inside `#if canImport(<module>)` or a branch of an `#if SWIFT_PACKAGE` chain: the file builds without
  /// it, so no target need declare it.
  package var isOptional = false

  /// `@_exported import`: whatever imports the file's module sees this one too.
  package var isExported: Bool { attributes.contains("_exported") }
}

package enum DeclarationKind: String, Sendable, Equatable, CaseIterable {
  case `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`, `extension`
  /// `macro` declarations, which are referenced as `@Name` or `#name`.
  case macro
}

/// A type declaration (or an `extension`, which declares nothing new but is recorded with its position).
package struct TypeDeclaration: Sendable, Equatable {
  /// The simple name (`Inner`); for an extension, the extended type's last component.
  package var name: String
  /// Dotted path of enclosing declarations and the name (`Outer.Inner`).
  package var qualifiedName: String
  package var kind: DeclarationKind
  /// Position of the name token.
  package var position: SourcePosition
}

extension TypeDeclaration {
  /// A new type at the top level of its file: not an extension, not nested (`Outer.Inner`). What the project
  /// table holds and layers are placed by.
  package var isTopLevelType: Bool {
    guard kind != .extension else { return false }
    // Over the string's own bytes: the project table asks this of every declaration of the project on one core,
    // and `utf8.contains` steps through the view an index at a time.
    var qualifiedName = qualifiedName
    return qualifiedName.withUTF8 { !$0.contains(UInt8(ascii: ".")) }
  }
}

/// An identifier in code position that may name a type declared somewhere in the project.
///
/// The name and member are kept as byte ranges of the text they were read from (the file's bytes, shared with
/// every other reference of the file), and made into strings only when asked for: most references are never
/// looked up (their file is in no layer), and a string for each would cost more than the rest of its indexing.
package struct TypeReference: Sendable, Equatable {
  /// The bytes `name` and `member` are read from.
  private var text: [UInt8]
  private var nameStart: UInt32
  private var nameCount: UInt32
  private var memberStart: UInt32
  /// 0 when there is no member (a member is never empty).
  private var memberCount: UInt32

  package var name: String {
    get { string(nameStart, nameCount) }
    set {
      self = TypeReference(
        name: newValue, position: position, enclosingType: enclosingType, member: member, isPreview: isPreview)
    }
  }
  package var position: SourcePosition
  /// The top-level type or extension the reference sits in (its header or body), `nil` at file scope
  /// (free functions, globals): the "referencing symbol" of messages and baseline entries.
  package var enclosingType: String?
  /// The capitalised member written right after the name (`Bar` in `Foo.Bar`): the type meant when `name`
  /// is a module.
  package var member: String? {
    get { memberCount == 0 ? nil : string(memberStart, memberCount) }
    set {
      self = TypeReference(
        name: name, position: position, enclosingType: enclosingType, member: newValue, isPreview: isPreview)
    }
  }
  /// True inside SwiftUI preview code: a `#Preview` body or a type (or extension) conforming to
  /// `PreviewProvider`.
  package var isPreview: Bool

  package init(
    name: String, position: SourcePosition, enclosingType: String? = nil, member: String? = nil,
    isPreview: Bool = false
  ) {
    let nameBytes = Array(name.utf8)
    let memberBytes = member.map { Array($0.utf8) } ?? []
    self.init(
      text: nameBytes + memberBytes, name: 0..<nameBytes.count,
      member: memberBytes.isEmpty ? nil : nameBytes.count..<(nameBytes.count + memberBytes.count),
      position: position, enclosingType: enclosingType, isPreview: isPreview)
  }

  /// A reference whose name (and member) are the byte ranges `name` (and `member`) of `text`, below 4 GiB.
  init(
    text: [UInt8], name: Range<Int>, member: Range<Int>?, position: SourcePosition, enclosingType: String?,
    isPreview: Bool
  ) {
    self.text = text
    nameStart = UInt32(truncatingIfNeeded: name.lowerBound)
    nameCount = UInt32(truncatingIfNeeded: name.count)
    memberStart = UInt32(truncatingIfNeeded: member?.lowerBound ?? 0)
    memberCount = UInt32(truncatingIfNeeded: member?.count ?? 0)
    self.position = position
    self.enclosingType = enclosingType
    self.isPreview = isPreview
  }

  /// Whether there is a member (`Bar` in `Foo.Bar`), without making its string.
  var hasMember: Bool { memberCount != 0 }

  /// `body` over the bytes of `name`, without making its string.
  func withNameBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[Int(nameStart)..<Int(nameStart + nameCount)]))
    }
  }

  /// `body` over the bytes of `member` (empty when there is none), without making its string.
  func withMemberBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[Int(memberStart)..<Int(memberStart + memberCount)]))
    }
  }

  private func string(_ start: UInt32, _ count: UInt32) -> String {
    text.withUnsafeBufferPointer { bytes in
      String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(start + count)]), as: UTF8.self)
    }
  }

  /// Whether the `count` bytes at `start` spell the same name as those at `otherStart` of `other`.
  private func sameBytes(_ start: UInt32, _ count: UInt32, as other: TypeReference, _ otherStart: UInt32) -> Bool {
    var k = 0
    while k < Int(count) {
      if text[Int(start) + k] != other.text[Int(otherStart) + k] { return false }
      k += 1
    }
    return true
  }

  package static func == (lhs: TypeReference, rhs: TypeReference) -> Bool {
    lhs.position == rhs.position && lhs.isPreview == rhs.isPreview && lhs.enclosingType == rhs.enclosingType
      && lhs.nameCount == rhs.nameCount && lhs.memberCount == rhs.memberCount
      && lhs.sameBytes(lhs.nameStart, lhs.nameCount, as: rhs, rhs.nameStart)
      && lhs.sameBytes(lhs.memberStart, lhs.memberCount, as: rhs, rhs.memberStart)
  }
}

/// A `//` comment. `text` is everything after the `//` (doc comments keep their third `/`).
///
/// The text is kept as a byte range of an array (an index keeps its file's comments one after another in
/// one) and made into a string only when read: most comments are only tested for a `scaffold:` directive
/// (`mayBeDirective`).
package struct LineComment: Sendable, Equatable {
  /// The bytes `text` is read from.
  private var source: [UInt8]
  private var textStart: UInt32
  private var textCount: UInt32

  package var text: String {
    get {
      source.withUnsafeBufferPointer { bytes in
        String(
          decoding: UnsafeBufferPointer(rebasing: bytes[Int(textStart)..<Int(textStart + textCount)]), as: UTF8.self)
      }
    }
    set {
      source = Array(newValue.utf8)
      textStart = 0
      textCount = UInt32(truncatingIfNeeded: source.count)
    }
  }
  package var position: SourcePosition
  /// True when code precedes the comment on the same line (a trailing comment).
  package var isTrailing: Bool
  /// For a comment on its own line, the line of the next code token (past blank lines and other
  /// comments); nil at the end of the file.
  package var nextCodeLine: Int?

  package init(text: String, position: SourcePosition, isTrailing: Bool, nextCodeLine: Int? = nil) {
    self.init(
      source: Array(text.utf8), text: 0..<text.utf8.count, position: position, isTrailing: isTrailing,
      nextCodeLine: nextCodeLine)
  }

  /// A comment whose text is the byte range `text` of `source`, below 4 GiB.
  init(source: [UInt8], text: Range<Int>, position: SourcePosition, isTrailing: Bool, nextCodeLine: Int? = nil) {
    self.source = source
    textStart = UInt32(truncatingIfNeeded: text.lowerBound)
    textCount = UInt32(truncatingIfNeeded: text.count)
    self.position = position
    self.isTrailing = isTrailing
    self.nextCodeLine = nextCodeLine
  }

  /// `body` over the bytes of `text`, without making its string.
  func withTextBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    source.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[Int(textStart)..<Int(textStart + textCount)]))
    }
  }

  /// False when the text, after spaces and tabs, surely does not start with `prefix` (ASCII): a test of its
  /// bytes, which makes no string.
  func mayStart(with prefix: StaticString) -> Bool {
    source.withUnsafeBufferPointer { bytes in
      var offset = Int(textStart)
      let end = offset + Int(textCount)
      while offset < end, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
      let count = prefix.utf8CodeUnitCount
      guard end - offset >= count else { return false }
      for k in 0..<count where bytes[offset + k] != prefix.utf8Start[k] { return false }
      return true
    }
  }

  package static func == (lhs: LineComment, rhs: LineComment) -> Bool {
    lhs.position == rhs.position && lhs.isTrailing == rhs.isTrailing && lhs.nextCodeLine == rhs.nextCodeLine
      && lhs.textCount == rhs.textCount
      && lhs.source[Int(lhs.textStart)..<Int(lhs.textStart + lhs.textCount)].elementsEqual(
        rhs.source[Int(rhs.textStart)..<Int(rhs.textStart + rhs.textCount)])
  }
}
