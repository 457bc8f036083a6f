#!/usr/bin/env python3
"""Checks docs/module-spec.schema.json: it is a valid draft 2020-12 schema, every docs/examples/*.json
validates against it, and the shape errors among Tests/Fixtures/InvalidSpecs/ (those listed below) are
rejected by it. Needs `pip install jsonschema`. Exit 0 on success, 1 on any failure."""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("check-spec-schema: needs the jsonschema package (pip install jsonschema)")

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs/module-spec.schema.json").read_text())

# Invalid specs whose problems are about shape, which a schema can see. The others (unknown types,
# references between models, operations and screens, duplicates) need scaffold itself.
SCHEMA_REJECTS = [
    "unknown-keys", "missing-keys", "wrong-json-types", "invalid-names", "path-escape", "enum-values",
    "http-paths", "form-validations", "empty-module",
]
# Small inline cases, each breaking one rule of the schema.
INLINE_REJECTS = {
    "model with fields and cases": {"models": [{"name": "A", "fields": [], "cases": ["a"]}], "operations": [],
                                    "screens": [{"name": "S", "kind": "form", "model": "A", "submit": "s"}]},
    "list without load": {"models": [], "operations": [], "screens": [{"name": "S", "kind": "list", "model": "A"}]},
    "form without submit": {"models": [], "operations": [], "screens": [{"name": "S", "kind": "form", "model": "A"}]},
    "keyword field": {"models": [{"name": "A", "fields": [{"name": "class", "type": "String"}]}], "operations": [],
                      "screens": [{"name": "S", "kind": "form", "model": "A", "submit": "s"}]},
}


def main():
    failures = []
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    validator = jsonschema.Draft202012Validator(SCHEMA)
    examples = sorted((ROOT / "docs/examples").glob("*.json"))
    if len(examples) < 3:
        failures.append(f"expected at least 3 examples, found {len(examples)}")
    for path in examples:
        errors = list(validator.iter_errors(json.loads(path.read_text())))
        for error in errors:
            failures.append(f"{path.relative_to(ROOT)}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
        print(f"{'ok  ' if not errors else 'FAIL'} accepts {path.relative_to(ROOT)}")
    for name in SCHEMA_REJECTS:
        path = ROOT / "Tests/Fixtures/InvalidSpecs" / f"{name}.json"
        rejected = not validator.is_valid(json.loads(path.read_text()))
        if not rejected:
            failures.append(f"{path.relative_to(ROOT)}: the schema accepts an invalid spec")
        print(f"{'ok  ' if rejected else 'FAIL'} rejects {path.relative_to(ROOT)}")
    for name, document in INLINE_REJECTS.items():
        rejected = not validator.is_valid(document)
        if not rejected:
            failures.append(f"inline case '{name}': the schema accepts it")
        print(f"{'ok  ' if rejected else 'FAIL'} rejects {name}")
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
