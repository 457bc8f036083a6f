# Sourced by .ci/e2e.sh: the pre-commit hook (.pre-commit-hooks.yaml) run by the real pre-commit on a git
# fixture with a staged violation, then with it fixed. Uses $T, $root, check, expect_code.
#
# `pre-commit try-repo REPO HOOK` writes a configuration naming REPO at its HEAD revision and runs it with
# a throw-away store, so each call would build scaffold again (language: swift, a release build). The two
# runs here use that same configuration with `pre-commit run --config` and one store (PRE_COMMIT_HOME):
# pre-commit clones the repository and builds the hook's environment once, in the first run.

echo "-- precommit: pre-commit runs the scaffold-lint hook of this repository"
python3 -c "import pre_commit" 2> /dev/null || python3 -m pip install --quiet pre-commit > /dev/null 2>&1 || true
if ! python3 -c "import pre_commit" 2> /dev/null; then
  check "pre-commit is installed (pip install pre-commit)" false
else
  app="$T/precommit-app"
  rm -rf "$app" "$T/pre-commit-home"
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

  # What `pre-commit try-repo "$root" scaffold-lint` writes. pre-commit checks out the committed revision,
  # so uncommitted changes to the hook or to scaffold are not part of this run.
  [ -z "$(git status --porcelain --untracked-files=no)" ] \
    || echo "   (the checkout has uncommitted changes: pre-commit builds HEAD $(git rev-parse --short HEAD))"
  precommit_config="$T/pre-commit-config.yaml"
  printf 'repos:\n- repo: %s\n  rev: %s\n  hooks:\n  - id: scaffold-lint\n' "$root" "$(git rev-parse HEAD)" \
    > "$precommit_config"
  run_hook() {
    (cd "$app" && PRE_COMMIT_HOME="$T/pre-commit-home" python3 -m pre_commit run --config "$precommit_config" \
      --files "$view")
  }
  check "pre-commit fails on the staged violation" expect_code 1 run_hook
  check "... and prints the diagnostic at its line" \
    grep -qF "$view:4:23: error: View 'CartView' references 'CartRepository'" "$T/out.txt"
  check "... having built scaffold from the repository with SwiftPM" \
    sh -c "ls -d '$T'/pre-commit-home/repo*/swift_env-*/.build/release/scaffold > /dev/null"
  sed -i 's/  let repository: any CartRepository/  let title = "Cart"/' "$app/$view"
  git_app add "$view"
  check "pre-commit passes once it is fixed" expect_code 0 run_hook
  check "... reusing the environment built by the first run" \
    test "$(ls -d "$T"/pre-commit-home/repo* | wc -l)" = 1
fi
