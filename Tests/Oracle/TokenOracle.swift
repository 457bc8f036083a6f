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
// import, in source order; then one `ref <line> <column> <name>` line per capitalised name SwiftParser
// puts in a type position or uses as an unqualified expression (`Foo`, `Foo()`, `Foo.x`, `@Foo`,
// `#Foo`), leaving out generic parameters and associated types in scope, `Self`/`Any`, `#if`
// conditions and the arguments of lowercase (built-in) attributes, as the indexer does.
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

/// Capitalised names in type positions and unqualified expression references.
final class ReferenceCollector: SyntaxVisitor {
  let converter: SourceLocationConverter
  var lines: [String] = []
  /// Generic parameter and associated type names of the enclosing declarations.
  var generics: [[String]] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  func bare(_ text: String) -> String {
    text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
  }

  func note(_ token: TokenSyntax) {
    let name = bare(token.text)
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), name != "Self", name != "Any",
      !generics.contains(where: { $0.contains(name) })
    else { return }
    let location = token.startLocation(converter: converter)
    lines.append("ref \(location.line) \(location.column) \(name)")
  }

  func push(_ clause: GenericParameterClauseSyntax?) {
    generics.append(clause?.parameters.map { bare($0.name.text) } ?? [])
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    note(node.name)
    return .visitChildren
  }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    note(node.baseName)
    return .visitChildren
  }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    note(node.macroName)
    return .visitChildren
  }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.macroName)
    return .visitChildren
  }
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let elements = node.elements { walk(elements) }
    return .skipChildren
  }
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    walk(node.attributeName)
    let name = node.attributeName.trimmedDescription
    if let first = name.unicodeScalars.first, ("a"..."z").contains(first) || first == "_" { return .skipChildren }
    if let arguments = node.arguments { walk(arguments) }
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { generics.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { generics.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { generics.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { generics.removeLast() }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { generics.removeLast() }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { generics.removeLast() }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { generics.removeLast() }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: TypeAliasDeclSyntax) { generics.removeLast() }
  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: MacroDeclSyntax) { generics.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    var names = node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map { bare($0.name.text) } ?? []
    for member in node.memberBlock.members {
      if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) { names.append(bare(associated.name.text)) }
    }
    generics.append(names)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { generics.removeLast() }
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
  let references = ReferenceCollector(converter: converter)
  references.walk(tree)
  for line in references.lines { output += line + "\n" }
}
FileHandle.standardOutput.write(output.data(using: .utf8)!)
