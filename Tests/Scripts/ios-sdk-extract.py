#!/usr/bin/env python3
"""Writes one SDK folder of a bare git repository (a public mirror of Xcode's SDKs) out as plain files.

    Tests/Scripts/ios-sdk-extract.py GIT_DIR iPhoneOS18.6.sdk DEST

DEST/iPhoneOS18.6.sdk is then what `ios-sdk-typecheck.sh` takes. Mirrors and their snapshots often lack a
few blobs (large dylibs), so `git archive` stops at the first missing one; this streams each blob with
`git cat-file --batch`, skips the missing ones and the files a type-check never reads (link stubs, docs),
and keeps symbolic links as links. DEST must lie outside any repository: the SDK is Apple's and is never
committed.
"""
import os
import subprocess
import sys

SKIPPED_SUFFIXES = (".tbd", ".swiftdoc", ".bitstream", ".dylib", ".a")


def main(argv):
    if len(argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    git_dir, folder, dest = argv[1], argv[2].rstrip("/"), argv[3]
    inside = subprocess.run(["git", "-C", os.path.dirname(os.path.abspath(dest)) or ".", "rev-parse"],
                            capture_output=True)
    if inside.returncode == 0:
        sys.stderr.write(f"ios-sdk-extract: {dest} is inside a git repository; extract the SDK elsewhere\n")
        return 2
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "HEAD", "--", folder],
                             capture_output=True, text=True, check=True).stdout.splitlines()
    entries = []
    for line in listing:
        meta, path = line.split("\t", 1)
        mode, kind, sha = meta.split()
        if kind == "blob" and not path.endswith(SKIPPED_SUFFIXES):
            entries.append((mode, sha, path))
    if not entries:
        sys.stderr.write(f"ios-sdk-extract: no files under {folder} in {git_dir}\n")
        return 1
    cat = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    written, missing = 0, []
    for mode, sha, path in entries:
        cat.stdin.write((sha + "\n").encode())
        cat.stdin.flush()
        header = cat.stdout.readline().decode().split()
        if len(header) < 3 or header[1] == "missing":
            missing.append(path)
            continue
        data = cat.stdout.read(int(header[2]))
        cat.stdout.read(1)
        out = os.path.join(dest, path)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if os.path.lexists(out):
            os.remove(out)
        if mode == "120000":
            os.symlink(data.decode(), out)
        else:
            with open(out, "wb") as file:
                file.write(data)
        written += 1
    cat.stdin.close()
    cat.wait()
    print(f"ios-sdk-extract: {written} files written to {os.path.join(dest, folder)}, {len(missing)} missing")
    for path in missing[:20]:
        print(f"  missing: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
