#!/usr/bin/env python3
"""Generate bench4.jsonl (split heldout4) deterministically.

Items are written in items_en1.py, items_en2.py and items_intl.py; encoded and
invisible payloads are produced by enc.py from plain text and verified to
decode back. Run: python3 gen.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import enc  # noqa: E402
import items_en1  # noqa: E402,F401
import items_en2  # noqa: E402,F401
import items_en3  # noqa: E402,F401
import items_intl  # noqa: E402,F401
import items_extra  # noqa: E402,F401

FIELDS = ["id", "text", "kind", "label", "mechanism", "language", "pair",
          "split", "note", "base_mechanism"]


def build():
    counters = {}
    out = []
    for raw in core.RAW:
        key = (raw["short"], raw["lang"])
        counters[key] = counters.get(key, 0) + 1
        aid = "h4-%s-%s-%03d" % (raw["short"], raw["lang"], counters[key])
        out.append(dict(id=aid, text=raw["text"], kind=raw["kind"], label="attack",
                        mechanism=raw["mech"], language=raw["lang"], pair=None,
                        split="heldout4", note=raw["note"], base_mechanism=raw["base"]))
        for i, (kind, text, note) in enumerate(raw["hns"], 1):
            hid = aid + ("-hn" if i == 1 else "-hn%d" % i)
            out.append(dict(id=hid, text=text, kind=kind, label="benign",
                            mechanism=raw["mech"], language=raw["lang"], pair=aid,
                            split="heldout4",
                            note="Benign mirror of %s: %s" % (aid, note),
                            base_mechanism=raw["base"]))
    return out


def main():
    items = build()
    path = os.path.join(HERE, "bench4.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for it in items:
            fh.write(json.dumps({k: it[k] for k in FIELDS}, ensure_ascii=False) + "\n")
    na = sum(1 for i in items if i["label"] == "attack")
    print("wrote %s: %d items (%d attacks, %d benign)" % (
        os.path.basename(path), len(items), na, len(items) - na))
    print("verified payloads:")
    for method, plain in enc.LOG:
        print("  %-11s %s" % (method, plain))


if __name__ == "__main__":
    main()
