# Sourced by .ci/e2e.sh: the spec fuzzer. Uses $bin, $T, check, expect_code.

echo "-- specfuzz: 120 fuzzed runs (20 specs x every set) generate, or are refused at file:line:col"
check "spec fuzzer: no crash, hang or unlocated error" python3 Tests/Fuzz/spec-fuzz.py run --bin "$bin" --runs 120

echo "-- specfuzz: mutated journals, manifests, scaffold.json and LSP sessions (60 each; 5,000 in a full run)"
for kind in journal manifest config; do
  check "$kind fuzzer: no crash, hang or super-linear run; the sentinel beside the project unchanged" \
    python3 Tests/Fuzz/state-fuzz.py run --bin "$bin" --kind $kind --runs 60
done
check "LSP fuzzer: no crash, hang or super-linear run; the sentinel beside the project unchanged" \
  python3 Tests/Fuzz/lsp-fuzz.py run --bin "$bin" --runs 60

echo "-- specfuzz: a fuzzed spec per set builds without warnings and its tests pass (one shared build)"
check "fuzzed sample compiles for every set" python3 Tests/Fuzz/spec-fuzz.py compile --bin "$bin" --out "$T/specfuzz"

echo "-- specfuzz: the libFuzzer target over the lexer and indexer builds and runs (inputs up to 1 MB)"
lexer_fuzzer() {
  sh Tests/Fuzz/build-fuzzer.sh "$T/lexer-fuzzer" > "$T/fuzzer-build.log" 2>&1 || { cat "$T/fuzzer-build.log" >&2; return 1; }
  mkdir -p "$T/fuzz-corpus" "$T/fuzz-artifacts"
  cp Sources/ScaffoldKit/Lint/*/*.swift "$T/fuzz-corpus/"
  # At most 20,000 runs or two minutes (a loaded machine runs fewer); any crash or timeout fails.
  "$T/lexer-fuzzer" "$T/fuzz-corpus" -max_len=1048576 -runs=20000 -max_total_time=120 -timeout=60 -rss_limit_mb=4096 \
    -artifact_prefix="$T/fuzz-artifacts/" > "$T/fuzz.log" 2>&1 || { tail -30 "$T/fuzz.log" >&2; return 1; }
  grep -qE "^Done [0-9]+ runs" "$T/fuzz.log"
}
check "lexer fuzzer: up to 20,000 runs without a crash or timeout" lexer_fuzzer
