#!/usr/bin/env bash
# Differential check of every project.xcproj scaffold writes against Apple's own coder
# (apple/xcode-project-format, `XCSchema.Project`), the way the lexer is checked against SwiftParser.
#
# usage: xcproj-differential.sh [PROJECT.xcproj...]
#
# Without arguments it checks the fixtures of Tests/Fixtures/XcprojProjects (Shop, Recipes, TwoApps) and the
# projects new-module writes into them (Tests/Fixtures/XcprojTests/*.edited, and with a module's strings table in
# a variant group, Tests/Fixtures/NewModuleAppStringsTests/*.xcproj.edited). Either way it adds every
# project.xcproj `new-app --project-format xcproj` writes — each preset × binding pair — and the one of an app
# after `new-module Cart`, made with the scaffold binary it builds (or SCAFFOLD_BIN).
#
# The library is built in a scratch folder from a local checkout (never a dependency of scaffold):
# XCODE_PROJECT_FORMAT names it — a work tree, or a git directory as the fetch of
# github:apple/xcode-project-format leaves it (default: /work/.mirror/apple+xcode-project-format). The
# package has no dependencies of its own. For each file the note says whether Apple's decoder accepts it and
# whether re-encoding gives back its bytes (with the difference when not); then scaffold's tests compare
# the target membership both read (XcprojTests, SCAFFOLD_XCPROJ_ORACLE_DIR). A file Apple's decoder rejects,
# a re-encoding that differs from our bytes, or a membership that disagrees fails the check: Xcode saves a
# project.xcproj with the same coder, so any difference would come back as a diff after the user's next edit.
# Without a checkout, or when the package cannot be built here, it says so in one line and exits 0.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
files=()
if [ $# -eq 0 ]; then
  set -- "$root"/Tests/Fixtures/XcprojProjects/{Shop,Recipes,TwoApps}/*.xcodeproj/project.xcproj \
    "$root"/Tests/Fixtures/XcprojTests/*.edited "$root"/Tests/Fixtures/NewModuleAppStringsTests/*.xcproj.edited
fi
for file in "$@"; do files+=("$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"); done
source="${XCODE_PROJECT_FORMAT:-/work/.mirror/apple+xcode-project-format}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -d "$source/Sources/Library" ]; then
  cp -R "$source" "$work/xcode-project-format"
elif git --git-dir="$source" rev-parse HEAD > /dev/null 2>&1; then
  mkdir -p "$work/xcode-project-format"
  git --git-dir="$source" archive HEAD | tar -x -C "$work/xcode-project-format"
else
  echo "note: skipped the differential check against apple/xcode-project-format: no checkout at $source"
  exit 0
fi
mkdir -p "$work/oracle/Sources/XcprojOracle"
cp "$root/Tests/Oracle/XcprojOracle.swift" "$work/oracle/Sources/XcprojOracle/main.swift"
cat > "$work/oracle/Package.swift" << 'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "XcprojOracle",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "../xcode-project-format")],
  targets: [
    .executableTarget(
      name: "XcprojOracle", dependencies: [.product(name: "XcodeProjectFormat", package: "xcode-project-format")])
  ]
)
MANIFEST
if ! (cd "$work/oracle" && swift build -c release > "$work/build.log" 2>&1); then
  echo "note: skipped the differential check: apple/xcode-project-format does not build here ($(grep -m1 'error:' "$work/build.log" || tail -n1 "$work/build.log"))"
  exit 0
fi
if ! (cd "$root" && swift build --build-tests > "$work/test.log" 2>&1); then
  grep -E "error" "$work/test.log" | head -20
  echo "scaffold does not build"
  exit 1
fi
bin="${SCAFFOLD_BIN:-$root/.build/debug/scaffold}"
for pair in mvvm:observation mvvm:combine mvvm:closures features:closures clean:observation clean:combine; do
  app="$work/apps/${pair%:*}-${pair#*:}"
  "$bin" new-app Shop --preset "${pair%:*}" --binding "${pair#*:}" --ui both --project-format xcproj \
    --output "$app" > /dev/null
  files+=("$app/Shop.xcodeproj/project.xcproj")
done
# The app's modules are package targets: new-module leaves the project as new-app wrote it.
cp -R "$work/apps/mvvm-observation" "$work/apps/with-module"
(cd "$work/apps/with-module" && "$bin" new-module Cart > /dev/null)
files+=("$work/apps/with-module/Shop.xcodeproj/project.xcproj")
out="${SCAFFOLD_XCPROJ_ORACLE_DIR:-$work/reports}"
mkdir -p "$out"
"$work/oracle/.build/release/XcprojOracle" "$out" "${files[@]}"
status=0
index=0
decoded=0
identical=0
for file in "${files[@]}"; do
  report="$out/$index.oracle.json"
  if python3 -c "import json,sys; sys.exit(0 if json.load(open('$report'))['decoded'] else 1)"; then
    decoded=$((decoded + 1))
    if [ -e "$out/$index.reencoded" ]; then
      echo "DIFFERS after re-encoding with XCSchema.Project: $file"
      diff -u "$file" "$out/$index.reencoded" | sed 's/^/  | /' | head -40 || true
      status=1
    else
      identical=$((identical + 1))
      echo "decoded, re-encoding identical: $file"
    fi
  else
    echo "REJECTED by XCSchema.Project: $file: $(python3 -c "import json; print(json.load(open('$report'))['error'])")"
    status=1
  fi
  index=$((index + 1))
done
echo "XCSchema.Project decoded $decoded of ${#files[@]}; re-encoding gave back the same bytes for $identical"
if (cd "$root" && SCAFFOLD_XCPROJ_ORACLE_DIR="$out" swift test --skip-build --filter XcprojTests/testMembershipAgreesWithApplesLibrary \
    >> "$work/test.log" 2>&1); then
  echo "membership read by scaffold and by XCSchema.Project: agrees for all $decoded decoded"
else
  grep -E "error" "$work/test.log" | head -20
  echo "membership read by scaffold and by XCSchema.Project: DISAGREES (see above)"
  status=1
fi
exit $status
