#!/usr/bin/env bash
# Builds scaffold as it ships and prints the path of the binary; the build's own output goes to stderr.
# On Linux the binary is fully static: the static Swift standard library and Foundation, and glibc
# linked in (-static-executable), so it runs on any distribution with no shared library to match, and
# starts without a dynamic loader (about 3 ms less a run: what a pre-commit hook or an editor pays
# each time). On macOS the Swift runtime is part of the system: a plain release build. Arguments
# (e.g. --arch arm64 --arch x86_64) are passed on to `swift build`.
#
# usage: .ci/release/build.sh [SWIFT-BUILD-ARGUMENTS...]
set -euo pipefail
cd "$(dirname "$0")/../.."
case "$(uname -s)" in
  Linux) flags=(--static-swift-stdlib -Xswiftc -static-executable) ;;
  *) flags=() ;;
esac
swift build -c release --product scaffold ${flags[@]+"${flags[@]}"} "$@" >&2
echo "$(swift build -c release --product scaffold ${flags[@]+"${flags[@]}"} "$@" --show-bin-path)/scaffold"
