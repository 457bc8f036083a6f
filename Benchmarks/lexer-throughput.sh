#!/bin/sh
# Single-core lex and lex+index throughput of the lint front end, built optimised with plain swiftc
# (no SwiftPM release build of the whole package needed).
#
#   Benchmarks/lexer-throughput.sh [DIR...]     # default: this package's Sources and Tests
#
# Prints files, lines, megabytes, then the best of five runs for lexing alone, for lexing + indexing without
# references (what lint does for a file whose references no rule reads) and for lexing + indexing.
set -eu
cd "$(dirname "$0")/.."
binary=.build/lexer-throughput
mkdir -p .build
swiftc -O -wmo -module-name LexerThroughput -package-name scaffold \
  Benchmarks/LexerThroughput/main.swift \
  Sources/ScaffoldKit/Lint/Lexer/*.swift Sources/ScaffoldKit/Lint/Index/*.swift \
  Sources/ScaffoldKit/Support/SourceLocation.swift Sources/ScaffoldKit/Support/Paths.swift \
  Sources/ScaffoldKit/Support/ControlCharacters.swift Sources/ScaffoldKit/Lint/Config/Glob.swift \
  Sources/ScaffoldKit/Lint/Config/NamePatterns.swift \
  Sources/TemplateEngine/Suggestions.swift \
  -o "$binary"
if [ "$#" -eq 0 ]; then set -- Sources Tests; fi
"$binary" "$@"
