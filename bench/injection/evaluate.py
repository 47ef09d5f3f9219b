#!/usr/bin/env python3
"""Runs afd-surface on the injection benchmark and reports recall on the
attacks and the share of hard negatives flagged, per mechanism.

    python3 bench/injection/evaluate.py [--bin target/release/afd-surface]
                                        [--split dev|heldout|all] [--show-misses]
                                        [--show-false-positives]

Each item becomes its own input in a temporary folder: a tool description
is the `description` of a one-tool `tools/list` result, a parameter
description the `description` of the only property of such a tool's
`inputSchema`, a skill body the body of a `SKILL.md` (with its own
frontmatter when the item has one). An item is *flagged* when
`description-injection`, `skill-body-injection` or `hidden-unicode`
reports a warning or an error on it; the error-only figures are printed
beside, and for hard negatives the share flagged by this project's own
families (leaving out the reference validator's four patterns). Standard library only.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
RULES = {"description-injection", "skill-body-injection", "hidden-unicode"}
# The reference validator's four patterns: not this project's families.
REFERENCE = {"imperative-override", "role-assignment", "system-prompt-fragment",
             "hidden-instruction"}


def write_item(root, i, item):
    slug = f"item{i:04d}"
    kind = item["kind"]
    if kind == "skill_body":
        folder = os.path.join(root, "skills", slug)
        os.makedirs(folder)
        text = item["text"]
        if not text.startswith("---\n"):
            text = (f"---\nname: {slug}\ndescription: Helps with the task this skill "
                    f"describes when the user asks for it.\n---\n") + text
        path = os.path.join(folder, "SKILL.md")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        return f"skills/{slug}/SKILL.md"
    if kind == "tool_description":
        tool = {"name": "run_task", "description": item["text"],
                "inputSchema": {"type": "object", "properties": {
                    "query": {"type": "string", "description": "What to look up."}}}}
    else:
        tool = {"name": "run_task", "description": "Runs the task with the given input.",
                "inputSchema": {"type": "object", "properties": {
                    "input": {"type": "string", "description": item["text"]}}}}
    rel = f"tools/{slug}.tools.json"
    with open(os.path.join(root, rel), "w", encoding="utf-8") as fh:
        json.dump({"tools": [tool]}, fh, ensure_ascii=False, indent=2)
    return rel


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(REPO, "target", "release", "afd-surface"))
    ap.add_argument("--bench", default=os.path.join(HERE, "bench.jsonl"))
    ap.add_argument("--split", default="dev", choices=["dev", "heldout", "all"])
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--show-false-positives", action="store_true")
    args = ap.parse_args()
    items = [json.loads(line) for line in open(args.bench, encoding="utf-8") if line.strip()]
    items = [it for it in items if args.split == "all" or it["split"] == args.split]
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "tools"))
        os.makedirs(os.path.join(root, "skills"))
        paths = {write_item(root, i, it): it for i, it in enumerate(items)}
        r = subprocess.run([args.bin, "check", ".", "--no-config", "--format", "json",
                            "--fail-on", "never"], cwd=root, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"afd-surface failed: {r.stderr}")
        report = json.loads(r.stdout)
    hits = collections.defaultdict(list)
    for f in report["findings"]:
        if f["rule"] in RULES and f["severity"] in ("error", "warning"):
            hits[f["location"]["path"]].append(f)
    table = collections.defaultdict(lambda: collections.Counter())
    for path, it in sorted(paths.items()):
        found = hits.get(path, [])
        flagged = bool(found)
        error = any(f["severity"] == "error" for f in found)
        row = table[it["mechanism"]]
        label = it["label"]
        row[label] += 1
        row[f"{label}-flagged"] += flagged
        row[f"{label}-error"] += error
        row[f"{label}-own"] += any(
            f["evidence"].get("patternId") not in REFERENCE for f in found)
        if label == "attack" and not flagged and args.show_misses:
            print(f"MISS {it['id']}: {it['text'][:300]!r}\n")
        if label == "benign" and flagged and args.show_false_positives:
            fams = sorted({f["evidence"].get("patternId", f["rule"]) for f in found})
            print(f"FP {it['id']} {fams}: {it['text'][:300]!r}\n")
    total = collections.Counter()
    print(f"split: {args.split}")
    print(f"{'mechanism':24} {'attacks':>8} {'recall':>8} {'(errors)':>9} {'benign':>7} {'flagged':>8} {'(errors)':>9} {'(own)':>7}")
    for mech in sorted(table):
        row = table[mech]
        total.update(row)
        print(f"{mech:24} {row['attack']:8} {pct(row['attack-flagged'], row['attack']):>8} "
              f"{pct(row['attack-error'], row['attack']):>9} {row['benign']:7} "
              f"{pct(row['benign-flagged'], row['benign']):>8} {pct(row['benign-error'], row['benign']):>9} {pct(row['benign-own'], row['benign']):>7}")
    print(f"{'all':24} {total['attack']:8} {pct(total['attack-flagged'], total['attack']):>8} "
          f"{pct(total['attack-error'], total['attack']):>9} {total['benign']:7} "
          f"{pct(total['benign-flagged'], total['benign']):>8} {pct(total['benign-error'], total['benign']):>9} {pct(total['benign-own'], total['benign']):>7}")


def pct(n, d):
    return f"{100.0 * n / d:.1f}%" if d else "-"


if __name__ == "__main__":
    main()
