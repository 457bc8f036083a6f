// The reference for LexerDifferentialTests: prints the word tokens SwiftParser sees in each file.
//
// Built with plain swiftc against the toolchain's host SwiftSyntax libraries (never through
// Package.swift, which stays dependency-free):
//
//   HOST=$(dirname $(dirname $(realpath $(which swiftc))))/lib/swift/host
//   swiftc Tests/Oracle/TokenOracle.swift -I $HOST -L $HOST -lSwiftParser -lSwiftSyntax \
//     -Xlinker -rpath -Xlinker $HOST -o token-oracle
//   ./token-oracle File.swift ...
//
// Output, per file: `file <path>` then one `<line> <column> <text>` line per identifier, keyword,
// `$0`-style or `_` token, in source order (columns are UTF-8 byte columns, 1-based); then one
// `decl <kind> <line> <column> <qualified name>` line per type declaration or extension (position of
// the name; for an extension, of the extended type's last component) and one
// `import <line> <column> <kind or -> <path> <attributes and modifiers, comma-separated, or ->` line per
// import, in source order.
import Foundation
import SwiftParser
import SwiftSyntax

/// Type declarations and imports, with the dotted path of the enclosing types.
final class DeclarationCollector: SyntaxVisitor {
  let converter: SourceLocationConverter
  var lines: [String] = []
  var scope: [String] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  func bare(_ text: String) -> String {
    text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
  }

  func record(_ kind: String, _ name: TokenSyntax, qualified: String) {
    let location = name.startLocation(converter: converter)
    lines.append("decl \(kind) \(location.line) \(location.column) \(qualified)")
  }

  func open(_ kind: String, _ name: TokenSyntax) {
    let qualified = (scope + [bare(name.text)]).joined(separator: ".")
    record(kind, name, qualified: qualified)
    scope.append(bare(name.text))
  }

  /// `Outer.Inner<T>` as `Outer.Inner` and the token of `Inner`.
  func path(of type: TypeSyntax) -> (String, TokenSyntax)? {
    if let member = type.as(MemberTypeSyntax.self), let (base, _) = path(of: member.baseType) {
      return (base + "." + bare(member.name.text), member.name)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return (bare(identifier.name.text), identifier.name) }
    if let optional = type.as(OptionalTypeSyntax.self) { return path(of: optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return path(of: unwrapped.wrappedType) }
    return nil
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    open("class", node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    open("struct", node.name)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    open("enum", node.name)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    open("protocol", node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    open("actor", node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    record("typealias", node.name, qualified: (scope + [bare(node.name.text)]).joined(separator: "."))
    return .visitChildren
  }
  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    record("macro", node.name, qualified: (scope + [bare(node.name.text)]).joined(separator: "."))
    return .visitChildren
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let (qualified, name) = path(of: node.extendedType) ?? (node.extendedType.trimmedDescription, nil)
    if let name { record("extension", name, qualified: qualified) }
    scope.append(qualified)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let first = node.path.first else { return .skipChildren }
    let location = first.name.startLocation(converter: converter)
    let kind = node.importKindSpecifier?.text ?? "-"
    let path = node.path.map { bare($0.name.text) }.joined(separator: ".")
    var attributes: [String] = node.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    attributes += node.modifiers.map(\.name.text)
    let list = attributes.isEmpty ? "-" : attributes.joined(separator: ",")
    lines.append("import \(location.line) \(location.column) \(kind) \(path) \(list)")
    return .skipChildren
  }
}

var output = ""
for path in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write("cannot read \(path)\n".data(using: .utf8)!)
    exit(2)
  }
  let tree = data.withUnsafeBytes { raw in
    Parser.parse(source: raw.bindMemory(to: UInt8.self))
  }
  let converter = SourceLocationConverter(fileName: path, tree: tree)
  output += "file \(path)\n"
  for token in tree.tokens(viewMode: .sourceAccurate) {
    switch token.tokenKind {
    case .identifier, .keyword, .dollarIdentifier, .wildcard:
      let location = token.startLocation(converter: converter)
      output += "\(location.line) \(location.column) \(token.text)\n"
    default:
      continue
    }
  }
  let collector = DeclarationCollector(converter: converter)
  collector.walk(tree)
  for line in collector.lines { output += line + "\n" }
}
FileHandle.standardOutput.write(output.data(using: .utf8)!)
