#!/usr/bin/env bash
# The published benchmark (docs/benchmarks.md): Benchmarks/lint.sh on named open-source iOS apps at pinned
# commits, one after the other on the same machine, and a Markdown table of the results: Swift files and
# lines, scaffold lint cold (--no-cache) and warm (cache, nothing changed), grep -r and ripgrep over the same
# files in the same interleaved rounds, peak memory of a cold run, the load average before each app's rounds,
# and the machine.
#
# usage: Benchmarks/apps.sh [--runs N] [--bin PATH] [--mirrors DIR] [APP...]
#   APP        names from the table below (default: all)
#   --mirrors  a folder of git directories named owner+name/repo (else each app is cloned from GitHub)
#   --bin      a scaffold binary (default: the release build, as lint.sh does)
# Apps are linted on their own trees with the mvvm preset (none of them has a scaffold.json): the numbers
# measure reading, indexing and checking every file, whatever the findings. Only the Swift files of each
# commit are checked out.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=7
bin=""
mirrors=""
wanted=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --bin) bin=$(realpath "$2"); shift 2 ;;
    --mirrors) mirrors=$(realpath "$2"); shift 2 ;;
    -*) echo "usage: Benchmarks/apps.sh [--runs N] [--bin PATH] [--mirrors DIR] [APP...]" >&2; exit 2 ;;
    *) wanted+=("$1"); shift ;;
  esac
done

# name  owner/repository  commit
apps="IceCubesApp Dimillian/IceCubesApp 0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618
NetNewsWire Ranchero-Software/NetNewsWire 834decfad37802ef24d8a74897427a9eee57afdd
Mastodon mastodon/mastodon-ios a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8
PocketCasts Automattic/pocket-casts-ios c23892d1f47bc44d422fa06c389b49820aa04dd3
HomeAssistant home-assistant/iOS d722d7811aec72397d05837477c5f146943b6248"

work=$here/Benchmarks/work/apps
mkdir -p "$work"
if [ -z "$bin" ]; then
  bin=$("$here/.ci/release/build.sh" 2> "$work/build.log") || { cat "$work/build.log"; exit 1; }
fi
rows=""
while read -r name repository commit; do
  # (bash 3.2, macOS's, takes an empty array for an unset variable: hence the `+set`.)
  if [ -n "${wanted[*]+set}" ] && [[ ! " ${wanted[*]} " =~ \ $name\  ]]; then continue; fi
  tree=$work/$name-${commit:0:12}
  if [ ! -d "$tree" ]; then
    mirror=$mirrors/${repository/\//+}/repo
    if [ -z "$mirrors" ] || [ ! -d "$mirror" ]; then
      mirror=$work/$name.git
      [ -d "$mirror" ] || git clone --quiet --bare "https://github.com/$repository" "$mirror"
    fi
    mkdir -p "$tree.tmp" && git --git-dir="$mirror" archive "$commit" -- ':(glob)**/*.swift' | tar -x -C "$tree.tmp" && mv "$tree.tmp" "$tree"
  fi
  echo "== $name ($repository@${commit:0:12})" >&2
  report=$("$here/Benchmarks/lint.sh" "$tree" --bin "$bin" --runs "$runs" || true)
  echo "$report" >&2
  row=$(python3 - "$name" "$repository" "$commit" << PY
import re, sys
name, repository, commit = sys.argv[1:4]
report = """$report"""
files, lines = re.search(r"(\d+) files, (\d+) lines", report).groups()
load = re.search(r"load:\s+([\d.]+)", report).group(1)
def row(label):
    m = re.search(re.escape(label) + r"\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)x\s+([\d.]+)x\s+([\d.]+) MB", report)
    return (float(m.group(1)), float(m.group(5))) if m else (None, None)
cold, cold_rss = row("scaffold lint (cold, --no-cache)")
warm, _ = row("scaffold lint (warm, no change)")
grep, _ = row("grep -r -F -w -c")
rg, _ = row("ripgrep -uu -F -w -c")
ms = lambda s: "–" if s is None else f"{s * 1000:.0f} ms" if s >= 0.1 else f"{s * 1000:.1f} ms"
link = f"[{name}](https://github.com/{repository}/tree/{commit})"
print(f"| {link} | {int(files):,} | {int(lines):,} | {ms(cold)} | {ms(warm)} | {ms(grep)} | {ms(rg)} | {cold_rss:.0f} MB | {load} |")
PY
)
  rows+="$row"$'\n'
done <<< "$apps"

if [ -r /proc/cpuinfo ]; then
  cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')
  memory=$(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo)
else
  cpu=$(sysctl -n machdep.cpu.brand_string)
  memory=$(sysctl -n hw.memsize | awk '{printf "%.0f GiB", $1/1073741824}')
fi
echo "| app (commit) | Swift files | lines | lint cold | lint warm | grep -r | ripgrep | peak memory (cold) | load |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s' "$rows"
echo
echo "Medians of $runs interleaved rounds; $(getconf _NPROCESSORS_ONLN) cores of $cpu, $memory RAM;"
echo "$(uname -sr); scaffold $("$bin" --version); $(grep --version | sed -n 1p); $(if command -v rg > /dev/null; then rg --version | sed -n 1p; else echo 'no ripgrep'; fi)."
