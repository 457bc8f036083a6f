#!/bin/sh
# Xcode Cloud runs this after cloning (ci_scripts/ci_post_clone.sh, executable, committed).
set -eu

# Xcode Cloud cannot click "Trust & Enable" for a package plugin: skip the fingerprint check of plugins (and of
# macros, if the app uses any), or the build fails before scaffold's build-tool plugin runs.
# "Validatation" is how Xcode spells the plugin key.
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES

# Without the plugin: the release binary, checked against the release's SHA256SUMS, for a Run Script phase
# or for `scaffold lint` here (CI_PRIMARY_REPOSITORY_PATH is the clone).
version=0.1.0
base=https://github.com/scaffold-tools/scaffold/releases/download/v$version
asset=scaffold-$version-macos-universal.tar.gz
cd "$CI_PRIMARY_REPOSITORY_PATH"
mkdir -p ci_scripts/bin
curl -fsSL -o "ci_scripts/bin/$asset" "$base/$asset" -o ci_scripts/bin/SHA256SUMS "$base/SHA256SUMS"
(cd ci_scripts/bin && grep " $asset\$" SHA256SUMS | shasum -a 256 -c - && tar -xzf "$asset" && rm "$asset" SHA256SUMS)
ci_scripts/bin/scaffold lint --quiet
