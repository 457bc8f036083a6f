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
// `$0`-style or `_` token, in source order (columns are UTF-8 byte columns, 1-based).
import Foundation
import SwiftParser
import SwiftSyntax

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
}
FileHandle.standardOutput.write(output.data(using: .utf8)!)
