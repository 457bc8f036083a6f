# Sourced by .ci/e2e.sh: the pre-commit hook (.pre-commit-hooks.yaml) run by the real pre-commit, as a team
# tries it before adding it: `pre-commit try-repo <this repository> scaffold-lint --files ...` on a git
# fixture with a staged violation, and on the same fixture with it fixed. Uses $T, $root, check.
#
# try-repo uses a throw-away store, so each call builds scaffold from the repository (language: swift,
# `swift build -c release`). Most of that build keeps one core busy, so the two calls run side by side,
# each on its own copy of the fixture.

echo "-- precommit: pre-commit try-repo runs the scaffold-lint hook of this repository"
python3 -c "import pre_commit" 2> /dev/null || python3 -m pip install --quiet pre-commit > /dev/null 2>&1 || true
if ! python3 -c "import pre_commit" 2> /dev/null; then
  check "pre-commit is installed (pip install pre-commit)" false
else
  violated="$T/precommit-violated"
  fixed="$T/precommit-fixed"
  rm -rf "$violated" "$fixed"
  mkdir -p "$violated"
  cp -R Tests/Fixtures/PluginConsumer/Sources Tests/Fixtures/PluginConsumer/scaffold.json "$violated/"
  view=Sources/Shop/View/CartView.swift
  git_in() { local dir=$1; shift; git -C "$dir" -c user.name=ci -c user.email=ci@example.com "$@"; }
  git_in "$violated" init --quiet
  sed -i 's/  let repository: any CartRepository/  let title = "Cart"/' "$violated/$view"
  git_in "$violated" add .
  git_in "$violated" commit --quiet -m "clean"
  # The planted reference names a type declared in a file that is not staged: found only because the
  # whole project is indexed.
  sed -i 's/  let title = "Cart"/  let repository: any CartRepository/' "$violated/$view"
  git_in "$violated" add "$view"
  cp -R "$violated" "$fixed"
  sed -i 's/  let repository: any CartRepository/  let title = "Cart"/' "$fixed/$view"
  git_in "$fixed" add "$view"

  # With uncommitted changes in this checkout, try-repo builds them too (it commits them to a shadow clone).
  try_repo() { # try_repo FIXTURE: pre-commit try-repo in FIXTURE; its output in FIXTURE.out, exit code in FIXTURE.code
    if (cd "$1" && python3 -m pre_commit try-repo "$root" scaffold-lint --files "$view") > "$1.out" 2>&1; then
      echo 0 > "$1.code"
    else
      echo $? > "$1.code"
    fi
  }
  precommit_started=$SECONDS
  try_repo "$violated" &
  try_repo "$fixed" &
  wait
  echo "     two try-repo runs side by side: $((SECONDS - precommit_started)) s"
  check "try-repo fails on the staged violation" test "$(cat "$violated.code")" = 1
  check "... naming the hook and its exit code" \
    sh -c "grep -qE '^scaffold lint\.+Failed' '$violated.out' && grep -qF -- '- hook id: scaffold-lint' '$violated.out'"
  check "... and prints the diagnostic at its line" \
    grep -qF "$view:4:23: error: View 'CartView' references 'CartRepository'" "$violated.out"
  check "... having built scaffold from the repository with SwiftPM" \
    grep -qF "Installing environment for" "$violated.out"
  check "try-repo passes once it is fixed" test "$(cat "$fixed.code")" = 0
  check "... with the hook run on the file" grep -qE '^scaffold lint\.+Passed' "$fixed.out"
  [ "$(cat "$violated.code")" = 1 ] || sed 's/^/  | /' "$violated.out" | tail -30
  [ "$(cat "$fixed.code")" = 0 ] || sed 's/^/  | /' "$fixed.out" | tail -30
fi
