#!/usr/bin/env python3
"""Vendor the reference validator's examples and TypeScript results into
tests/fixtures/reference/ (read by the `reference_parity` tests).

usage: scripts/vendor-reference.py [SHARED]    # SHARED defaults to ../shared

For every case of SHARED/oracle/afd-golden/{spec,edge}/*.json it writes
tests/fixtures/reference/cases/<name>.json holding the case's input (commands
and reference options, unchanged) and the TypeScript reference's result
trimmed to what the parity test compares: per finding rule, severity,
commands and suppressed, plus `valid` (or the crash message).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def main():
    shared = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "..", "shared")
    golden = os.path.join(shared, "oracle", "afd-golden")
    out_dir = os.path.join(REPO, "tests", "fixtures", "reference", "cases")
    os.makedirs(out_dir, exist_ok=True)
    count = 0
    for group in ("spec", "edge"):
        folder = os.path.join(golden, group)
        for file in sorted(os.listdir(folder)):
            if not file.endswith(".json"):
                continue
            with open(os.path.join(folder, file), encoding="utf-8") as fh:
                doc = json.load(fh)
            case = doc["case"]
            ts = doc["typescript"]
            if "crash" in ts:
                expected = {"crash": ts["crash"]}
            else:
                expected = {
                    "valid": ts["valid"],
                    "findings": [
                        {
                            "rule": f["rule"],
                            "severity": f["severity"],
                            "commands": f["commands"],
                            "suppressed": bool(f.get("suppressed", False)),
                        }
                        for f in ts["findings"]
                    ],
                }
            vendored = {
                "name": case["name"],
                "group": group,
                "note": case.get("note", ""),
                "input": case["input"],
                "typescript": expected,
            }
            with open(os.path.join(out_dir, case["name"] + ".json"), "w", encoding="utf-8") as fh:
                json.dump(vendored, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
            count += 1
    print(f"wrote {count} cases to {os.path.relpath(out_dir, REPO)}")


if __name__ == "__main__":
    main()
