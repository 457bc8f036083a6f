# Sourced by .ci/e2e.sh: the spec fuzzer. Uses $bin, $T, check, expect_code.

echo "-- specfuzz: 120 fuzzed runs (20 specs x every set) generate, or are refused at file:line:col"
check "spec fuzzer: no crash, hang or unlocated error" python3 Tests/Fuzz/spec-fuzz.py run --bin "$bin" --runs 120

echo "-- specfuzz: a fuzzed spec per set builds without warnings and its tests pass (one shared build)"
check "fuzzed sample compiles for every set" python3 Tests/Fuzz/spec-fuzz.py compile --bin "$bin" --out "$T/specfuzz"
