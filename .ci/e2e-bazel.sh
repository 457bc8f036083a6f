# Sourced by .ci/e2e.sh: the Bazel module (Plugins/Bazel) on its example workspace, with Debian's
# bazel-bootstrap (the WORKSPACE form; Bazel 4 has no modules): the package with a violation fails with
# scaffold's finding, the clean one passes, a second run serves the clean one from the cache, and fixing
# the violation makes that package pass while the other stays cached. Uses $T, $bin, check, expect_code.

echo "-- bazel: scaffold_lint_test under bazel-bootstrap"
command -v bazel > /dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  --no-install-recommends bazel-bootstrap; } > /dev/null 2>&1 || true
if ! command -v bazel > /dev/null; then
  echo "skip bazel: bazel-bootstrap could not be installed (apt-get install bazel-bootstrap)"
else
  rm -rf "$T/bazel" && mkdir -p "$T/bazel/offline/remote_coverage_tools"
  cp -R Plugins/Bazel "$T/bazel/rules"
  workspace="$T/bazel/rules/examples/workspace"
  # Every test rule refers to the coverage tools, which Bazel downloads; offline they are a stand-in
  # (coverage is not run here).
  coverage="$T/bazel/offline/remote_coverage_tools"
  printf 'workspace(name = "remote_coverage_tools")\n' > "$coverage/WORKSPACE"
  printf '#!/bin/sh\nexit 1\n' > "$coverage/unavailable.sh"
  printf 'filegroup(name = "%s", srcs = ["unavailable.sh"], visibility = ["//visibility:public"])\n' \
    coverage_report_generator lcov_merger > "$coverage/BUILD"
  bazel_test() { # bazel_test: `bazel test //...` in the example, with this build of scaffold
    (cd "$workspace" && SCAFFOLD_BINARY="$bin" bazel --output_user_root="$T/bazel/root" --max_idle_secs=60 \
      --host_jvm_args=-Xmx512m test //... --override_repository=remote_coverage_tools="$coverage" \
      --test_output=errors --keep_going --color=no --curses=no)
  }
  said() { # said PATTERN: bazel printed it; if not, what it said of the tests
    # grep reads the files itself: `cat … | grep -q` fails under pipefail when grep stops early.
    grep -qE "$1" "$T/out.txt" "$T/err.txt" && return
    cat "$T/out.txt" "$T/err.txt" | grep -E 'scaffold_lint|Executed|ERROR' | sed 's/^/  | /' >&2
    return 1
  }
  check "bazel test //...: exit 3, a test failed" expect_code 3 bazel_test
  check "... the clean package passes" said '^//Modules/Catalog:scaffold_lint +PASSED in'
  check "... the violating package fails" said '^//Modules/Cart:scaffold_lint +FAILED'
  check "... with scaffold's finding in its log" grep -qF \
    "Modules/Cart/View/CartView.swift:2:23: error: View 'CartView' references 'CartRepository'" \
    "$workspace/bazel-testlogs/Modules/Cart/scaffold_lint/test.log"
  check "a second run: exit 3 again" expect_code 3 bazel_test
  check "... the clean package's result comes from the cache" said '^//Modules/Catalog:scaffold_lint +\(cached\) PASSED'
  check "... the failed one runs again" said 'Executed 1 out of 2 tests'
  printf 'struct CartView {\n  let items: [String]\n}\n' > "$workspace/Modules/Cart/View/CartView.swift"
  check "with the violation fixed: exit 0, Cart runs and passes, Catalog stays cached" expect_code 0 bazel_test
  check "... Cart passes" said '^//Modules/Cart:scaffold_lint +PASSED'
  check "... Catalog cached" said '^//Modules/Catalog:scaffold_lint +\(cached\) PASSED'
  (cd "$workspace" && bazel --output_user_root="$T/bazel/root" shutdown) > /dev/null 2>&1 || true
  unset -f said bazel_test
fi
