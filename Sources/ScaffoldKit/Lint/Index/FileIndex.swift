/// What one Swift file declares, imports and references, as read lexically.
/// Produced by `SwiftIndexer` from the file's bytes; consumed by the project index and the rules.
public struct FileIndex: Sendable, Equatable {
  /// The path as given to the indexer (relative to the working directory when linting).
  public var path: String
  public var imports: [ImportDeclaration]
  /// Types declared in this file, nested ones included (`Outer.Inner` has `name` "Inner").
  public var declarations: [TypeDeclaration]
  /// Identifiers in code position that may name a type, in source order.
  public var references: [TypeReference]
  /// Every `//` comment, for suppressions (`// scaffold:ignore ...`).
  public var lineComments: [LineComment]
  /// The names of the identifiers in code that start with a lowercase ASCII letter, as a Bloom filter: whether
  /// the file may name one of the project's lowercase type names. nil when unknown (an index not made by
  /// `SwiftIndexer`): then the file's bytes tell.
  public var lowercaseNames: WordSignature?

  public init(
    path: String,
    imports: [ImportDeclaration] = [],
    declarations: [TypeDeclaration] = [],
    references: [TypeReference] = [],
    lineComments: [LineComment] = [],
    lowercaseNames: WordSignature? = nil
  ) {
    self.path = path
    self.imports = imports
    self.declarations = declarations
    self.references = references
    self.lineComments = lineComments
    self.lowercaseNames = lowercaseNames
  }
}

/// `import UIKit`, `@testable import Foo`, `import struct Foo.Bar`, `public import Foo`.
public struct ImportDeclaration: Sendable, Equatable {
  /// The top-level module (`Foo` for `import struct Foo.Bar`).
  public var module: String
  /// The full dotted path after the kind (`Foo.Bar`).
  public var path: String
  /// `struct`, `class`, `func`, ... for scoped imports; nil otherwise.
  public var kind: String?
  /// Attributes and modifiers before `import`, without `@`: `testable`, `_exported`, `public`, ...
  public var attributes: [String]
  /// Position of the module name.
  public var position: SourcePosition

  public init(module: String, path: String, kind: String? = nil, attributes: [String] = [], position: SourcePosition) {
    self.module = module
    self.path = path
    self.kind = kind
    self.attributes = attributes
    self.position = position
  }
}

public enum DeclarationKind: String, Sendable, Equatable, CaseIterable {
  case `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`, `extension`
  /// `macro` declarations, which are referenced as `@Name` or `#name`.
  case macro
}

/// A type declaration (or an `extension`, which declares nothing new but is recorded with its position).
public struct TypeDeclaration: Sendable, Equatable {
  /// The simple name (`Inner`); for an extension, the extended type's last component.
  public var name: String
  /// Dotted path of enclosing declarations and the name (`Outer.Inner`).
  public var qualifiedName: String
  public var kind: DeclarationKind
  /// Position of the name token.
  public var position: SourcePosition

  public init(name: String, qualifiedName: String, kind: DeclarationKind, position: SourcePosition) {
    self.name = name
    self.qualifiedName = qualifiedName
    self.kind = kind
    self.position = position
  }
}

extension TypeDeclaration {
  /// A new type at the top level of its file: not an extension, not nested (`Outer.Inner`). What the project
  /// table holds and layers are placed by.
  public var isTopLevelType: Bool { kind != .extension && !qualifiedName.utf8.contains(UInt8(ascii: ".")) }
}

/// An identifier in code position that may name a type declared somewhere in the project.
public struct TypeReference: Sendable, Equatable {
  public var name: String
  public var position: SourcePosition
  /// The top-level type or extension the reference sits in (its header or body), `nil` at file scope
  /// (free functions, globals): the "referencing symbol" of messages and baseline entries.
  public var enclosingType: String?
  /// The capitalised member written right after the name (`Bar` in `Foo.Bar`): the type meant when `name`
  /// is a module.
  public var member: String?
  /// True inside SwiftUI preview code: a `#Preview` body or a type (or extension) conforming to
  /// `PreviewProvider`.
  public var isPreview: Bool

  public init(
    name: String, position: SourcePosition, enclosingType: String? = nil, member: String? = nil,
    isPreview: Bool = false
  ) {
    self.name = name
    self.position = position
    self.enclosingType = enclosingType
    self.member = member
    self.isPreview = isPreview
  }
}

/// A `//` comment. `text` is everything after the `//` (doc comments keep their third `/`).
public struct LineComment: Sendable, Equatable {
  public var text: String
  public var position: SourcePosition
  /// True when code precedes the comment on the same line (a trailing comment).
  public var isTrailing: Bool
  /// For a comment on its own line, the line of the next code token (past blank lines and other
  /// comments); nil at the end of the file.
  public var nextCodeLine: Int?

  public init(text: String, position: SourcePosition, isTrailing: Bool, nextCodeLine: Int? = nil) {
    self.text = text
    self.position = position
    self.isTrailing = isTrailing
    self.nextCodeLine = nextCodeLine
  }
}
