# Sourced by .ci/e2e.sh: project setup and team templates on a real disk. Uses $bin, $T, $root, check,
# expect_code.

echo "-- templates: init, eject, override one file, validate, render, generate, lint"
P="$T/teamapp"
mkdir -p "$P/App"
in_project() { (cd "$P" && "$@"); }
check "init writes scaffold.json" in_project expect_code 0 "$bin" init
check "init again: refused, exit 1" in_project expect_code 1 "$bin" init
check "templates validate: built-ins are clean" in_project expect_code 0 "$bin" templates validate
check "templates eject copies the set" in_project expect_code 0 "$bin" templates eject
check "eject again never overwrites" bash -c "
  { cat '$root/Templates/shared/ViewModel.swift.stencil'; echo '// ours'; } > '$P/.scaffold/templates/mvvm/ViewModel.swift.stencil'
  cd '$P' && ! '$bin' templates eject > /dev/null 2>&1 && tail -1 .scaffold/templates/mvvm/ViewModel.swift.stencil | grep -q ours"
# Keep only the edited view model: every other file is inherited from the built-in set.
find "$P/.scaffold/templates/mvvm" -type f ! -name ViewModel.swift.stencil -delete
check "templates list shows the override" bash -c "
  cd '$P/App' && '$bin' templates list | grep -q '^  ViewModel.swift.stencil .*\.scaffold/templates'"
check "render equals the generated file" bash -c "
  cd '$P' && '$bin' templates render mvvm/ViewModel.swift.stencil --spec '$root/docs/examples/order.json' \
    --item OrderList > '$T/rendered.swift' &&
  '$bin' new-module --spec '$root/docs/examples/order.json' > /dev/null &&
  cmp '$T/rendered.swift' Modules/Order/ViewModel/OrderListViewModel.swift &&
  tail -1 Modules/Order/ViewModel/OrderListViewModel.swift | grep -q ours"
check "the team's project lints clean" in_project expect_code 0 "$bin" lint
printf '{%% include "header" %%}\n{{ screen.nam }}\n' > "$P/.scaffold/templates/mvvm/ViewModel.swift.stencil"
check "broken team template: validate exits 2" in_project expect_code 2 "$bin" templates validate
check "broken team template: new-module exits 2, writes nothing" bash -c "
  cd '$P' && ! '$bin' new-module Shop 2> '$T/broken.err' && [ ! -e Modules/Shop ] &&
  grep -q '^.scaffold/templates/mvvm/ViewModel.swift.stencil:2:11: error:' '$T/broken.err'"
