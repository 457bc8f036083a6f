# Sourced by .ci/e2e.sh: the pre-commit hook (.pre-commit-hooks.yaml) run by the real pre-commit on a git
# fixture with a staged violation, then with it fixed. Uses $T, $root, check, expect_code.
# pre-commit builds scaffold from the committed checkout (language: swift) in its own store, once per run.

echo "-- precommit: pre-commit try-repo <repo> scaffold-lint"
python3 -c "import pre_commit" 2> /dev/null || python3 -m pip install --quiet pre-commit > /dev/null 2>&1 || true
if ! python3 -c "import pre_commit" 2> /dev/null; then
  check "pre-commit is installed (pip install pre-commit)" false
else
  app="$T/precommit-app"
  rm -rf "$app"
  mkdir -p "$app"
  cp -R Tests/Fixtures/PluginConsumer/Sources Tests/Fixtures/PluginConsumer/scaffold.json "$app/"
  view=Sources/Shop/View/CartView.swift
  git_app() { git -C "$app" -c user.name=ci -c user.email=ci@example.com "$@"; }
  git_app init --quiet
  sed -i 's/  let repository: any CartRepository/  let title = "Cart"/' "$app/$view"
  git_app add .
  git_app commit --quiet -m "clean"
  # The planted reference names a type declared in a file that is not staged: found only because the
  # whole project is indexed.
  sed -i 's/  let title = "Cart"/  let repository: any CartRepository/' "$app/$view"
  git_app add "$view"
  try_repo() { (cd "$app" && python3 -m pre_commit try-repo "$root" scaffold-lint --files "$view"); }
  check "pre-commit try-repo fails on the staged violation" expect_code 1 try_repo
  check "... and prints the diagnostic at its line" \
    grep -qF "$view:4:23: error: View 'CartView' references 'CartRepository'" "$T/out.txt"
  sed -i 's/  let repository: any CartRepository/  let title = "Cart"/' "$app/$view"
  git_app add "$view"
  check "pre-commit try-repo passes once it is fixed" expect_code 0 try_repo
fi
