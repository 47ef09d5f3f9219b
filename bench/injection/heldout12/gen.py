"""Write bench12.jsonl deterministically: python3 gen.py"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
# Import order fixes registration order and therefore the ids.
import items_en_a  # noqa: E402,F401
import items_en_b  # noqa: E402,F401
import items_en_c  # noqa: E402,F401
import items_en_d  # noqa: E402,F401
import items_en_e  # noqa: E402,F401
import items_intl_a  # noqa: E402,F401
import items_intl_b  # noqa: E402,F401
import items_intl_c  # noqa: E402,F401
import items_intl_d  # noqa: E402,F401
import items_intl_e  # noqa: E402,F401

OUT = os.path.join(HERE, "bench12.jsonl")


def render():
    """Return (file bytes, records, payload checks)."""
    records, checks = core.build()
    body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    return body.encode("utf-8"), records, checks


def main():
    data, records, _ = render()
    with open(OUT, "wb") as fh:
        fh.write(data)
    n_att = sum(1 for r in records if r["label"] == "attack")
    print("wrote %s: %d items (%d attacks, %d benign)"
          % (os.path.basename(OUT), len(records), n_att,
             len(records) - n_att))


if __name__ == "__main__":
    main()
