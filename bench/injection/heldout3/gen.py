#!/usr/bin/env python3
"""Generate bench3.jsonl (split "heldout3") and payloads.json next to this file.

Standard library only; deterministic (no randomness, no timestamps).
Usage: python3 gen.py
"""

import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import items_en_a  # noqa: E402,F401
import items_en_b  # noqa: E402,F401
import items_intl_a  # noqa: E402,F401
import items_intl_b  # noqa: E402,F401

FIELDS = ["id", "text", "kind", "label", "mechanism", "language", "pair",
          "split", "note", "base_mechanism"]


def main():
    items = core.ITEMS
    ids = [it["id"] for it in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    out = os.path.join(HERE, "bench3.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for it in items:
            assert list(it) == FIELDS, it["id"]
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    pout = os.path.join(HERE, "payloads.json")
    with open(pout, "w", encoding="utf-8", newline="\n") as f:
        json.dump(core.PAYLOADS, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_att = sum(it["label"] == "attack" for it in items)
    print("wrote %s: %d items (%d attacks, %d benign)"
          % (os.path.basename(out), len(items), n_att, len(items) - n_att))
    print("wrote %s: %d encoded/invisible payloads, each asserted to decode back:"
          % (os.path.basename(pout), len(core.PAYLOADS)))
    for p in core.PAYLOADS:
        plain = p["plain"].replace("\n", "\\n")
        print("  %-22s %-10s %s" % (p["id"], p["scheme"], plain))


if __name__ == "__main__":
    main()
