# Sourced by .ci/e2e.sh: the writer under kills, signals, concurrent runs and hostile trees. Uses $bin, $T,
# $root, check, expect_code. The long kill loops are Benchmarks/kill-loop.sh (200 kills of new-module --force
# by default) and Tests/Fuzz/kill-loop.py (100 kills of each writing command by default).

echo "-- writer: kill -9, SIGTERM and SIGINT at random instants leave a whole tree"
check "kill -9 ×30, recovered by repair or the next run" "$root/Benchmarks/kill-loop.sh" --bin "$bin" --kills 30 --models 30
check "SIGTERM ×10 completes or undoes the run itself" "$root/Benchmarks/kill-loop.sh" --bin "$bin" --kills 10 --models 30 --signal TERM
check "SIGINT ×10 completes or undoes the run itself" "$root/Benchmarks/kill-loop.sh" --bin "$bin" --kills 10 --models 30 --signal INT
check "kill -9 ×20 per writing command (new-app, adopt, update, destroy, --force, .xcodeproj): before or after" \
  python3 "$root/Tests/Fuzz/kill-loop.py" --bin "$bin" --kills 20 --models 4

echo "-- writer: two runs into one folder never mix their outputs"
concurrent_runs() { # 12 pairs of different specs for one module, started together
  local dir=$T/concurrent pair a b
  mkdir -p "$dir/specs"
  python3 - "$dir/specs" << 'PY'
import json, sys
for variant in ("a", "b"):
    models = [{"name": f"M{i}", "fields": [{"name": f"{variant}{j}", "type": "Int"} for j in range(3)]} for i in range(25)]
    ops = [{"name": f"fetchM{i}", "returns": f"[M{i}]", "http": {"method": "GET", "path": f"/m{i}"}} for i in range(25)]
    screens = [{"name": f"M{i}List", "kind": "list", "model": f"M{i}", "load": f"fetchM{i}"} for i in range(25)]
    json.dump({"name": "Order", "models": models, "operations": ops, "screens": screens},
              open(f"{sys.argv[1]}/{variant}.json", "w"))
PY
  for variant in a b; do
    mkdir "$dir/$variant" && (cd "$dir/$variant" && "$bin" new-module --spec ../specs/$variant.json > /dev/null)
  done
  for pair in $(seq 1 12); do
    rm -rf "$dir/out" && mkdir "$dir/out"
    (cd "$dir/out" && exec "$bin" new-module --spec ../specs/a.json > ../a.out 2> ../a.err) &
    a=$!
    (cd "$dir/out" && exec "$bin" new-module --spec ../specs/b.json > ../b.out 2> ../b.err) &
    b=$!
    local codes=""
    wait $a && codes+=0 || codes+=$?
    wait $b && codes+=0 || codes+=$?
    if [ -n "$(ls -A "$dir/out")" ] && ! diff -r -q "$dir/out" "$dir/a" > /dev/null \
      && ! diff -r -q "$dir/out" "$dir/b" > /dev/null; then
      echo "  pair $pair (exit codes $codes): the tree mixes both runs:" >&2
      diff -r -q "$dir/out" "$dir/a" | head -3 >&2
      return 1
    fi
    case $codes in
      # Exactly one wins: the refused run never makes the other fail too.
      01 | 10) grep -hqE "another scaffold run is writing here|appeared or changed|would be overwritten" \
        "$dir/a.err" "$dir/b.err" || { cat "$dir/a.err" "$dir/b.err" >&2; return 1; } ;;
      *) echo "  pair $pair: exit codes $codes, expected one 0 and one 1" >&2; cat "$dir/a.err" "$dir/b.err" >&2; return 1 ;;
    esac
  done
}
check "12 concurrent pairs: one run wins whole, the other is refused" concurrent_runs

echo "-- writer: links out of the output directory and impossible names"
links_out() {
  local dir=$T/links
  mkdir -p "$dir/app" "$dir/victim"
  ln -s ../victim "$dir/app/Modules"
  (cd "$dir/app" && expect_code 2 "$bin" new-module Order) || return 1
  grep -q "'Modules' is a symbolic link to '.*victim', outside the output directory" "$T/err.txt" \
    || { cat "$T/err.txt" >&2; return 1; }
  [ -z "$(ls -A "$dir/victim")" ] && [ "$(ls -A "$dir/app")" = Modules ]
}
check "Modules -> ../victim is refused, naming the link; nothing written" links_out
long_name() {
  local dir=$T/long
  mkdir -p "$dir"
  (cd "$dir" && expect_code 2 "$bin" new-module "A$(printf 'b%.0s' $(seq 1 299))") || return 1
  grep -q "longer than 255 bytes" "$T/err.txt" && [ -z "$(ls -A "$dir")" ]
}
check "a module name too long for the file system is exit 2, nothing left" long_name

echo "-- writer: permission faults, as an unprivileged user (root ignores file modes)"
unprivileged() { # unprivileged COMMAND...: runs COMMAND as nobody when this is root, else as this user
  if [ "$(id -u)" = 0 ]; then setpriv --reuid=nobody --regid=nogroup --clear-groups -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ] && ! command -v setpriv > /dev/null; then
  echo "     skipped: running as root without setpriv, so file modes cannot be exercised"
else
  perm=$T/permissions
  mkdir -p "$perm/app"
  chmod 711 "$T"
  (cd "$perm/app" && "$bin" new-module Order > /dev/null)
  for file in ViewModel/OrderListViewModel.swift View/OrderListView.swift; do
    echo "// my edit" >> "$perm/app/Modules/Order/$file"
  done
  [ "$(id -u)" = 0 ] && chown -R nobody "$perm/app"
  tree_state() { (cd "$perm/app" && find . -print0 | sort -z | xargs -0 stat -c '%n %a %s' && find . -type f -print0 | sort -z | xargs -0 sha1sum); }
  read_only_folder() { # --force over edited files, one of them in a folder that refuses writes
    chmod a-w "$perm/app/Modules/Order/View"
    local before
    before=$(tree_state)
    (cd "$perm/app" && expect_code 3 unprivileged "$bin" new-module Order --force) || return 1
    grep -q "Modules/Order/View/OrderListView.swift: cannot write: Permission denied; nothing was written" "$T/err.txt" \
      || { cat "$T/err.txt" >&2; return 1; }
    [ "$before" = "$(tree_state)" ] || { echo "  the tree changed" >&2; return 1; }
    chmod u+w "$perm/app/Modules/Order/View"
  }
  check "--force into a read-only folder: exit 3, names the file, every file and mode as before" read_only_folder
  unreadable_file() {
    chmod 000 "$perm/app/Modules/Order/Model/Order.swift"
    (cd "$perm/app" && expect_code 2 unprivileged "$bin" lint) || return 1
    chmod 644 "$perm/app/Modules/Order/Model/Order.swift"
    grep -q "^Modules/Order/Model/Order.swift: error: cannot read: Permission denied" "$T/err.txt" || { cat "$T/err.txt" >&2; return 1; }
  }
  check "lint with an unreadable file: exit 2, naming it" unreadable_file
  read_only_cache() { # the cache cannot be saved: the same findings as --no-cache, and a note saying so
    (cd "$perm/app" && unprivileged "$bin" lint > /dev/null 2>&1) || return 1
    echo "struct OrderHelper { let repository: OrderRepository }" > "$perm/app/Modules/Order/View/OrderHelper.swift"
    [ "$(id -u)" = 0 ] && chown nobody "$perm/app/Modules/Order/View/OrderHelper.swift"
    chmod a-w "$perm/app/.scaffold/cache"
    (cd "$perm/app" && expect_code 1 unprivileged "$bin" lint --no-cache) || return 1
    grep -v '^Linted' "$T/out.txt" > "$T/no-cache.txt"
    (cd "$perm/app" && expect_code 1 unprivileged "$bin" lint) || return 1
    chmod u+w "$perm/app/.scaffold/cache"
    grep -v '^Linted' "$T/out.txt" | cmp -s - "$T/no-cache.txt" || { diff "$T/no-cache.txt" "$T/out.txt" >&2; return 1; }
    grep -q "note: could not save the lint cache .*Permission denied" "$T/err.txt" || { cat "$T/err.txt" >&2; return 1; }
  }
  check "read-only cache folder: the same findings as --no-cache, and a note" read_only_cache
  chmod 700 "$T"
fi
