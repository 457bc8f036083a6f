#!/usr/bin/env python3
"""Patches the cache's copy of an iPhoneOS SDK so that the Linux toolchain can build its modules.

    ios-sdk-patch.py SDK_COPY TOOLCHAIN_RESOURCE_DIR   patch the copy in place (never the SDK itself)
    ios-sdk-patch.py --os-apinotes SDK_COPY            print the os.apinotes Xcode's toolchain would supply

Called by ios-sdk-typecheck.sh; each patch prints one line saying what it changed and why.
"""
import glob
import os
import shutil
import sys


def log(message):
    print(f"ios-sdk-patch: {message}", file=sys.stderr)


def restore_libxml_link(sdk):
    """Mirrors that store symbolic links as copies leave usr/include/libxml and usr/include/libxml2/libxml as
    two real folders with the same module map: clang then reports `redefinition of module 'libxml2'`."""
    include = os.path.join(sdk, "usr/include")
    real, copy = os.path.join(include, "libxml2/libxml"), os.path.join(include, "libxml")
    if os.path.isdir(real) and not os.path.islink(real) and os.path.isdir(copy) and not os.path.islink(copy):
        shutil.rmtree(copy)
        os.symlink("libxml2/libxml", copy)
        log("usr/include/libxml was a copy of libxml2/libxml; now a link to it")


def strip_os_log_interpolations(text):
    """Replaces the `\\(…)` segments inside `os_log(…)` calls by plain text; returns the text and the count."""
    out, i, changed = [], 0, 0
    while True:
        j = text.find("os_log(", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out), changed
        out.append(text[i:j])
        k, depth = j + len("os_log("), 1
        while k < len(text) and depth:
            depth += (text[k] == "(") - (text[k] == ")")
            k += 1
        call, pieces, p = text[j:k], [], 0
        while True:
            q = call.find("\\(", p)
            if q < 0:
                pieces.append(call[p:])
                break
            pieces.append(call[p:q])
            r, d = q + 2, 1
            while r < len(call) and d:
                d += (call[r] == "(") - (call[r] == ")")
                r += 1
            pieces.append("<value>")
            p, changed = r, changed + 1
        out.append("".join(pieces))
        i = k


def neutralise_old_os_log_bodies(sdk):
    """Swift 6 cannot build `os_log("…\\(x)")` inside an @inlinable body of an interface a Swift 5 compiler wrote
    (`string interpolation cannot be used in this context`); iOS 17's SwiftUI has one. Bodies do not take part in
    type-checking a client, so the interpolations become plain text. Interfaces written by Swift 6 are left alone."""
    interfaces = glob.glob(os.path.join(sdk, "System/Library/Frameworks/*.framework/Modules/*.swiftmodule/*.swiftinterface"))
    interfaces += glob.glob(os.path.join(sdk, "usr/lib/swift/*.swiftmodule/*.swiftinterface"))
    for path in interfaces:
        with open(path, errors="replace") as file:
            text = file.read()
        if "Apple Swift version 5." not in text[:400] or "os_log(" not in text:
            continue
        patched, count = strip_os_log_interpolations(text)
        if count:
            with open(path, "w") as file:
                file.write(patched)
            log(f"{os.path.relpath(path, sdk)}: {count} os_log interpolation(s) in inlinable bodies made plain text")


def align_observation_macros(sdk, toolchain_resources):
    """@Observable is expanded by the toolchain's ObservationMacros plugin, and its expansion must fit the macro
    declarations (roles, names it may introduce). Use the toolchain's declarations; the runtime API the
    expansion calls (access, withMutation) exists since iOS 17.0."""
    candidates = [p for p in glob.glob(os.path.join(toolchain_resources, "*/Observation.swiftmodule/*.swiftinterface"))
                  if not p.endswith(".private.swiftinterface")]
    if not candidates:
        return
    with open(candidates[0]) as file:
        toolchain = file.read().splitlines()
    declarations = {name: next((line for line in toolchain if f"public macro {name}()" in line), None)
                    for name in ("Observable", "ObservationTracked", "ObservationIgnored")}
    for path in glob.glob(os.path.join(sdk, "usr/lib/swift/Observation.swiftmodule/*.swiftinterface")):
        with open(path) as file:
            lines = file.read().splitlines()
        changed = 0
        for index, line in enumerate(lines):
            for name, declaration in declarations.items():
                if declaration and f"public macro {name}()" in line and line != declaration:
                    lines[index], changed = declaration, changed + 1
        if changed:
            with open(path, "w") as file:
                file.write("\n".join(lines) + "\n")
            log(f"{os.path.relpath(path, sdk)}: {changed} macro declaration(s) taken from the toolchain's plugin")


OS_APINOTES = """Name: os
Typedefs:
- Name: os_log_type_t
  SwiftName: OSLogType
- Name: os_trace_payload_t
  Availability: nonswift
- Name: os_log_t
  Availability: nonswift
- Name: os_signpost_type_t
  SwiftName: OSSignpostType
Classes:
- Name: OS_os_log
  SwiftName: OSLog
Enumerators:
- Name: OS_LOG_TYPE_DEFAULT
  SwiftPrivate: true
- Name: OS_LOG_TYPE_INFO
  SwiftPrivate: true
- Name: OS_LOG_TYPE_DEBUG
  SwiftPrivate: true
- Name: OS_LOG_TYPE_ERROR
  SwiftPrivate: true
- Name: OS_LOG_TYPE_FAULT
  SwiftPrivate: true
- Name: OS_SIGNPOST_INTERVAL_BEGIN
  SwiftPrivate: true
- Name: OS_SIGNPOST_INTERVAL_END
  SwiftPrivate: true
- Name: OS_SIGNPOST_EVENT
  SwiftPrivate: true
Functions:
- Name: _os_log_impl
{impl}
- Name: _os_log_error_impl
  Availability: nonswift
  AvailabilityMsg: 'Use os_log'
- Name: _os_log_fault_impl
  Availability: nonswift
  AvailabilityMsg: 'Use os_log'
- Name: _os_log_sensitive_deprecated
  Availability: nonswift
- Name: _os_trace_with_buffer
  Availability: nonswift
- Name: os_log_is_enabled
  Availability: nonswift
- Name: os_log_type_enabled
  SwiftName: 'OSLog.isEnabled(self:type:)'
- Name: _os_log_create
  Availability: nonswift
- Name: os_log_create
  SwiftName: 'OSLog.init(__subsystem:category:)'
  SwiftPrivate: true
  NullabilityOfRet: N
- Name: os_log_is_debug_enabled
  Availability: nonswift
- Name: os_signpost_enabled
  SwiftPrivate: true
- Name: os_signpost_id_generate
  SwiftPrivate: true
  NullabilityOfRet: O
- Name: os_signpost_id_make_with_pointer
  SwiftPrivate: true
  NullabilityOfRet: O
- Name: _os_signpost_emit_with_name_impl
{signpost}
"""


def os_apinotes(sdk):
    """Xcode's toolchain supplies os.apinotes (swiftlang/swift, apinotes/os.apinotes); without it UIKit and SwiftUI
    fail with `no type named 'OSLog' in module 'os'`. Overlays of the Swift 5 era call `___os_log_impl`, so they
    need the two emit functions SwiftPrivate; newer ones expect them unavailable."""
    interface = os.path.join(sdk, "usr/lib/swift/os.swiftmodule/arm64-apple-ios.swiftinterface")
    old = os.path.exists(interface) and "___os_log_impl" in open(interface, errors="replace").read()
    if old:
        impl = signpost = "  SwiftPrivate: true"
    else:
        impl = "  Availability: nonswift\n  AvailabilityMsg: 'Use os_log'"
        signpost = "  Availability: nonswift\n  AvailabilityMsg: 'Use os_signpost'"
    return OS_APINOTES.format(impl=impl, signpost=signpost)


def main(argv):
    if len(argv) == 3 and argv[1] == "--os-apinotes":
        sys.stdout.write(os_apinotes(argv[2]))
        return 0
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    sdk, toolchain_resources = argv[1], argv[2]
    restore_libxml_link(sdk)
    neutralise_old_os_log_bodies(sdk)
    align_observation_macros(sdk, toolchain_resources)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
