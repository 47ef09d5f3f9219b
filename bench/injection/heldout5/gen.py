"""Generate bench5.jsonl deterministically (python3 gen.py)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
# Fixed import order: ids are assigned in registration order.
import items_en_a  # noqa: E402,F401
import items_en_b  # noqa: E402,F401
import items_en_c  # noqa: E402,F401
import items_intl_a  # noqa: E402,F401
import items_intl_b  # noqa: E402,F401
import items_intl_c  # noqa: E402,F401

OUT = os.path.join(HERE, "bench5.jsonl")


def render():
    records, checks = core.build()
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    return ("\n".join(lines) + "\n").encode("utf-8"), records, checks


def main():
    data, records, _ = render()
    with open(OUT, "wb") as f:
        f.write(data)
    n_att = sum(r["label"] == "attack" for r in records)
    print("wrote %s: %d items (%d attacks, %d benign)"
          % (os.path.basename(OUT), len(records), n_att, len(records) - n_att))


if __name__ == "__main__":
    main()
