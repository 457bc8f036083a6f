"""The `scaffold` module extension: `@scaffold_binary` for MODULE.bazel users.

    scaffold = use_extension("@scaffold_rules//scaffold:extensions.bzl", "scaffold")
    scaffold.binary(version = "0.1.0", sha256 = {"linux-x86_64": "...", "macos-universal": "..."})

The root module's tag wins; without one, the rules' own version is downloaded (give `sha256` to pin it).
"""

load(":repositories.bzl", "scaffold_binary")

_binary = tag_class(attrs = {
    "version": attr.string(default = "0.1.0"),
    "sha256": attr.string_dict(),
    "path": attr.string(),
    "base_url": attr.string(),
})

def _scaffold_impl(module_ctx):
    chosen = None
    for module in module_ctx.modules:
        for tag in module.tags.binary:
            if chosen == None or module.is_root:
                chosen = tag
    if chosen == None:
        scaffold_binary(name = "scaffold_binary")
    else:
        scaffold_binary(
            name = "scaffold_binary",
            version = chosen.version,
            sha256 = chosen.sha256,
            path = chosen.path,
            base_url = chosen.base_url,
        )

scaffold = module_extension(implementation = _scaffold_impl, tag_classes = {"binary": _binary})
