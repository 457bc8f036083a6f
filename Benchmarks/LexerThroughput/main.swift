// Single-core throughput of the lint front end: lex only, then lex + index, over every .swift file
// under the given directories (all files are read into memory first, so disk time is excluded).
import Foundation

let directories = CommandLine.arguments.dropFirst()
guard !directories.isEmpty else {
  FileHandle.standardError.write("usage: lexer-throughput DIR...\n".data(using: .utf8)!)
  exit(2)
}
var files: [[UInt8]] = []
for directory in directories {
  let enumerator = FileManager.default.enumerator(atPath: directory)
  while let relative = enumerator?.nextObject() as? String {
    guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: "\(directory)/\(relative)")
    else { continue }
    files.append(Array(data))
  }
}
let bytes = files.reduce(0) { $0 + $1.count }
let lines = files.reduce(0) { total, file in total + file.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
let megabytes = Double(bytes) / 1_000_000

func measure(_ label: String, rounds: Int = 5, _ body: () -> Int) {
  var best = Double.infinity
  var checksum = 0
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    checksum = body()
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  let rate = String(format: "%.1f", megabytes / best)
  let time = String(format: "%.3f", best)
  print("\(label): \(time) s, \(rate) MB/s (checksum \(checksum))")
}

print("\(files.count) files, \(lines) lines, \(String(format: "%.1f", megabytes)) MB")
// As the indexer lexes: every token through `forEachToken`.
measure("lex") {
  var tokens = 0
  for file in files {
    file.withUnsafeBufferPointer { buffer in
      var lexer = SwiftLexer(buffer)
      lexer.forEachToken { _, _, _, _, _, _ in tokens += 1 }
    }
  }
  return tokens
}
// As lint indexes a file whose references no rule reads (in no layer, or a test).
measure("lex+index without references") {
  var found = 0
  for (number, file) in files.enumerated() {
    let index = SwiftIndexer.index(file, path: "File\(number).swift", lowercaseTypes: [], readsReferences: false)
    found += index.declarations.count + index.imports.count + index.lineComments.count
  }
  return found
}
measure("lex+index") {
  var found = 0
  for (number, file) in files.enumerated() {
    let index = SwiftIndexer.index(file, path: "File\(number).swift")
    found += index.references.count + index.declarations.count + index.imports.count + index.lineComments.count
  }
  return found
}
