# Homebrew formula for scaffold's release binaries (no build from source: the binary is static on Linux and
# universal on macOS). The release workflow writes each release's version, URLs and sha256 into a copy of
# this file (.ci/release/update-distribution.sh) and publishes it on the release and in the tap
# (`brew tap scaffold-tools/tap && brew install scaffold`). The checksums below are placeholders until then.
class Scaffold < Formula
  desc "Generate MVVM / Clean Architecture modules and lint Swift code for cross-layer violations"
  homepage "https://github.com/scaffold-tools/scaffold"
  version "0.1.0"

  on_macos do
    url "https://github.com/scaffold-tools/scaffold/releases/download/v0.1.0/scaffold-0.1.0-macos-universal.tar.gz" # macos-universal
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end

  on_linux do
    on_intel do
      url "https://github.com/scaffold-tools/scaffold/releases/download/v0.1.0/scaffold-0.1.0-linux-x86_64.tar.gz" # linux-x86_64
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
    on_arm do
      url "https://github.com/scaffold-tools/scaffold/releases/download/v0.1.0/scaffold-0.1.0-linux-aarch64.tar.gz" # linux-aarch64
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
  end

  def install
    bin.install "scaffold"
    generate_completions_from_executable(bin/"scaffold", "completion")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/scaffold --version").strip
    (testpath/"Modules/Shop/View/CartView.swift").write <<~SWIFT
      struct CartView {
        let repository: CartRepository
      }
    SWIFT
    (testpath/"Modules/Shop/Repository/CartRepository.swift").write "protocol CartRepository {}\n"
    output = shell_output("#{bin}/scaffold lint 2>&1", 1)
    assert_match "View 'CartView' references 'CartRepository'", output
    (testpath/"Modules/Shop/View/CartView.swift").write "struct CartView {}\n"
    assert_match "0 errors", shell_output("#{bin}/scaffold lint 2>&1")
  end
end
