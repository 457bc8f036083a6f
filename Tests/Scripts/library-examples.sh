#!/usr/bin/env bash
# Compiles the examples of docs/library.md (its Swift blocks that import ScaffoldKit) in a package of their
# own that depends on this checkout by path, as a team's tool does: there only ScaffoldKit's public API is
# visible, so an example that uses a `package` or internal declaration fails to compile. A control with one
# `package` declaration must fail, or the check could not catch anything.
#   Tests/Scripts/library-examples.sh [SCRATCH]    # SCRATCH: a folder to build in (a new temporary one by default)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
scratch=${1:-$(mktemp -d)}
package="$scratch/LibraryExamples"
mkdir -p "$package/Sources/Examples"
cat > "$package/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LibraryExamples",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "$root")],
  targets: [.target(name: "Examples", dependencies: [.product(name: "ScaffoldKit", package: "$(basename "$root")")])]
)
MANIFEST
# Each fenced swift block whose first line is `import ScaffoldKit`, one file per block.
awk -v out="$package/Sources/Examples" '
  /^```swift$/ { inside = 1; first = 1; next }
  /^```$/ { if (keep) close(file); inside = 0; keep = 0; next }
  inside && first { first = 0; if ($0 == "import ScaffoldKit") { count++; keep = 1; file = out "/Example" count ".swift" } }
  inside && keep { print > file }
  END { if (count == 0) exit 1 }
' docs/library.md
examples=$(find "$package/Sources/Examples" -name 'Example*.swift' | wc -l | tr -d ' ')
build() { (cd "$package" && swift build 2>&1); }
if ! log=$(build); then
  echo "$log" | grep -E 'error' | head -20 >&2
  echo "library-examples: FAILED: the $examples examples of docs/library.md do not compile against the public API" >&2
  exit 1
fi
echo "library-examples: the $examples examples of docs/library.md compile against ScaffoldKit's public API"
# The control: `makePlan` is `package`, visible to the CLI and the tests but not to this package.
printf 'import ScaffoldKit\n\nlet control = Scaffold.makePlan\n' > "$package/Sources/Examples/Control.swift"
if log=$(build); then
  echo "library-examples: FAILED: a package declaration compiled outside the package" >&2
  exit 1
fi
if ! echo "$log" | grep -q "'makePlan' is inaccessible due to 'package' protection level"; then
  echo "$log" | grep -E 'error' | head -20 >&2
  echo "library-examples: FAILED: the control failed for another reason than access" >&2
  exit 1
fi
rm "$package/Sources/Examples/Control.swift"
echo "library-examples: a package declaration does not compile there"
