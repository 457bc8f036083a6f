#!/bin/sh
# Builds a libFuzzer binary over the lint front end (lexer + indexer) with AddressSanitizer.
#
#   Tests/Fuzz/build-fuzzer.sh [OUTPUT]          # default output: .build/lexer-fuzzer
#   mkdir -p .build/fuzz-corpus && cp Sources/ScaffoldKit/Lint/*/*.swift Tests/Fixtures/*/*.swift .build/fuzz-corpus/
#   .build/lexer-fuzzer .build/fuzz-corpus -max_len=1048576 -runs=5000000 -timeout=60 -rss_limit_mb=4096
#
# Crashes are written as crash-<sha1> files in the working directory; replay one with
# `.build/lexer-fuzzer crash-<sha1>`. Needs a toolchain with libFuzzer (the Linux swift.org toolchains).
# The sources are compiled directly (no SwiftPM), together with the few support types they use.
set -eu
cd "$(dirname "$0")/../.."
output="${1:-.build/lexer-fuzzer}"
mkdir -p "$(dirname "$output")"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld \
  -module-name LexerFuzzer \
  Tests/Fuzz/LexerFuzzer.swift \
  Sources/ScaffoldKit/Lint/Lexer/*.swift \
  Sources/ScaffoldKit/Lint/Index/*.swift \
  Sources/ScaffoldKit/Support/SourceLocation.swift \
  Sources/ScaffoldKit/Support/Paths.swift \
  Sources/ScaffoldKit/Support/ControlCharacters.swift \
  -o "$output"
echo "built $output"
