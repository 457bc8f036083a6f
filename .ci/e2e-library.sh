# Sourced by .ci/e2e.sh: the examples of docs/library.md compiled in a package that depends on this checkout,
# where only ScaffoldKit's public API is visible (Tests/Scripts/library-examples.sh). Uses $T, check.

echo "-- library: docs/library.md's examples against the public API"
check "docs/library.md's examples use only ScaffoldKit's public API" Tests/Scripts/library-examples.sh "$T"
