#!/bin/sh
# Builds a libFuzzer binary over the lint front end (lexer + indexer) with AddressSanitizer.
#
#   Tests/Fuzz/build-fuzzer.sh [OUTPUT]          # default output: .build/lexer-fuzzer
#   Tests/Fuzz/build-fuzzer.sh --edges [OUTPUT]  # edge coverage only: no comparison tracing
#   Tests/Fuzz/build-fuzzer.sh --fast [OUTPUT]   # edge coverage, without AddressSanitizer
#   mkdir -p .build/fuzz-corpus && cp Sources/ScaffoldKit/Lint/*/*.swift Tests/Fixtures/*/*.swift .build/fuzz-corpus/
#   .build/lexer-fuzzer .build/fuzz-corpus -max_len=1048576 -runs=5000000 -timeout=60 -rss_limit_mb=4096
#
# Crashes are written as crash-<sha1> files in the working directory; replay one with
# `.build/lexer-fuzzer crash-<sha1>`. Needs a toolchain with libFuzzer (the Linux swift.org toolchains).
# The sources are compiled directly (no SwiftPM), together with the few support types they use.
#
# The default build traces comparisons, which guides mutations towards keywords and delimiters but
# spends about 40 % of each run in the tracing callbacks. The --edges build runs about 3.5 times
# as many inputs per second; run both on one corpus folder (libFuzzer reloads it) to get both.
# AddressSanitizer catches reads past a buffer that unchecked (unsafe-pointer) code makes; the --fast
# build leaves it out and runs about 4 times as many inputs per second, for long runs of many millions
# on a corpus the sanitized builds grew (Swift's own checks and the invariants below still trap).
set -eu
cd "$(dirname "$0")/../.."
coverage=""
sanitizers="fuzzer,address"
case "${1:-}" in
  --edges) coverage="-sanitize-coverage=edge,inline-8bit-counters,pc-table"; shift ;;
  --fast) coverage="-sanitize-coverage=edge,inline-8bit-counters,pc-table"; sanitizers="fuzzer"; shift ;;
esac
output="${1:-.build/lexer-fuzzer}"
mkdir -p "$(dirname "$output")"
# shellcheck disable=SC2086 # $coverage is one option or none
swiftc -sanitize="$sanitizers" $coverage -parse-as-library -O -g -use-ld=lld \
  -module-name LexerFuzzer -package-name scaffold \
  Tests/Fuzz/LexerFuzzer.swift \
  Sources/ScaffoldKit/Lint/Lexer/*.swift \
  Sources/ScaffoldKit/Lint/Index/*.swift \
  Sources/ScaffoldKit/Support/SourceLocation.swift \
  Sources/ScaffoldKit/Support/Paths.swift \
  Sources/ScaffoldKit/Support/ControlCharacters.swift \
  Sources/ScaffoldKit/Lint/Config/Glob.swift \
  Sources/ScaffoldKit/Lint/Config/NamePatterns.swift \
  Sources/TemplateEngine/Suggestions.swift \
  -o "$output"
echo "built $output"
