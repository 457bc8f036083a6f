// libFuzzer entry point for the lexer and the indexer; built by build-fuzzer.sh, not by SwiftPM.
// Each input runs through both and the token invariants are checked; any violation traps, which
// libFuzzer reports as a crash with the input saved.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  var previousEnd = 0
  for token in SwiftLexer.tokenize(bytes) {
    precondition(token.start >= previousEnd && token.start < token.end && token.end <= bytes.count)
    precondition(token.line >= 1 && token.column >= 1)
    previousEnd = token.end
  }
  _ = SwiftIndexer.index(bytes, path: "fuzz.swift")
  return 0
}
