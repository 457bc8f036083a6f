"""`scaffold_binary`: the repository holding the scaffold binary (`@scaffold_binary//:scaffold`).

It downloads the release archive for the host (`sha256` keyed by the names in the release's release.json:
`macos-universal`, `linux-x86_64`, `linux-aarch64`), or links `path`, an absolute path of a scaffold binary.
The environment variable SCAFFOLD_BINARY, an absolute path, takes the place of both (a locally built scaffold).
"""

_RELEASES = "https://github.com/scaffold-tools/scaffold/releases/download"

def _platform(rctx):
    if rctx.os.name.lower().startswith("mac"):
        return "macos-universal"
    machine = rctx.execute(["uname", "-m"]).stdout.strip()
    return "linux-" + {"arm64": "aarch64"}.get(machine, machine)

def _scaffold_binary_impl(rctx):
    path = rctx.os.environ.get("SCAFFOLD_BINARY", "") or rctx.attr.path
    if path:
        rctx.symlink(path, "scaffold")
    else:
        platform = _platform(rctx)
        asset = "scaffold-{}-{}.tar.gz".format(rctx.attr.version, platform)
        rctx.download_and_extract(
            url = "{}/v{}/{}".format(rctx.attr.base_url or _RELEASES, rctx.attr.version, asset),
            sha256 = rctx.attr.sha256.get(platform, ""),
        )
    rctx.file("BUILD.bazel", 'exports_files(["scaffold"], visibility = ["//visibility:public"])\n')

scaffold_binary = repository_rule(
    implementation = _scaffold_binary_impl,
    environ = ["SCAFFOLD_BINARY"],
    attrs = {
        "version": attr.string(default = "0.1.0"),
        "sha256": attr.string_dict(doc = "The release archives' sha256 by platform, from release.json."),
        "path": attr.string(doc = "An absolute path of a scaffold binary, instead of the download."),
        "base_url": attr.string(doc = "Where the releases are (default: GitHub's)."),
    },
)
