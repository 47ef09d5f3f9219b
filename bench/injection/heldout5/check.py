"""Validate bench5.jsonl and print count tables.

python3 check.py [bench5.jsonl] [--markdown] [--payloads]
Standard library only. Exits non-zero on any problem.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import enc  # noqa: E402

CANONICAL = ("ignore previous instructions", "ignore all previous",
             "note to ai", "<important>", "do not tell the user",
             "you are now", "act as")
MIN_ATTACKS, MIN_BENIGN = 165, 170
NON_EN = [l for l in core.LANGS if l != "en"]
SHORT_OF = {v: k for k, v in core.MECHS.items()}


def fail(errors, msg):
    errors.append(msg)


def load(path, errors):
    raw = open(path, "rb").read()
    if not raw.endswith(b"\n"):
        fail(errors, "file does not end with a newline")
    items = []
    for n, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            obj = json.loads(line, object_pairs_hook=collections.OrderedDict)
        except json.JSONDecodeError as e:
            fail(errors, "line %d: invalid JSON (%s)" % (n, e))
            continue
        items.append((n, obj))
    return raw, items


def validate(path, raw, items, errors):
    ids = collections.Counter(o.get("id") for _, o in items)
    for i, c in ids.items():
        if c > 1:
            fail(errors, "duplicate id %s" % i)
    by_id = {o.get("id"): o for _, o in items}
    id_re = re.compile(r"^h5-(%s)-(%s)-(\d{3})(-hn\d*)?$"
                       % ("|".join(core.MECHS), "|".join(core.LANGS)))
    for n, o in items:
        if tuple(o.keys()) != core.FIELDS:
            fail(errors, "line %d: fields %s" % (n, list(o.keys())))
            continue
        i = o["id"]
        for f in ("id", "text", "kind", "label", "mechanism", "language",
                  "split", "note", "base_mechanism"):
            if not isinstance(o[f], str) or not o[f].strip():
                fail(errors, "%s: empty or non-string %s" % (i, f))
        m = id_re.match(i or "")
        if not m:
            fail(errors, "%s: bad id" % i)
            continue
        short, lang, _, suffix = m.groups()
        if o["split"] != core.SPLIT:
            fail(errors, "%s: split %r" % (i, o["split"]))
        if o["kind"] not in core.KINDS.values():
            fail(errors, "%s: kind %r" % (i, o["kind"]))
        if o["mechanism"] != core.MECHS[short]:
            fail(errors, "%s: mechanism %r does not match id"
                 % (i, o["mechanism"]))
        if o["language"] != lang:
            fail(errors, "%s: language %r does not match id"
                 % (i, o["language"]))
        if o["mechanism"] == "multilingual":
            if lang == "en":
                fail(errors, "%s: multilingual item in English" % i)
            if SHORT_OF.get(o["base_mechanism"]) not in core.BASES:
                fail(errors, "%s: bad base_mechanism" % i)
        else:
            if o["base_mechanism"] != o["mechanism"]:
                fail(errors, "%s: base_mechanism differs" % i)
            if lang != "en" and short not in ("encoded", "hidden", "persona"):
                fail(errors, "%s: non-English %s must be multilingual"
                     % (i, short))
        if o["label"] == "attack":
            if suffix or o["pair"] is not None:
                fail(errors, "%s: attack with pair/suffix" % i)
            low = o["text"].lower()
            for mk in CANONICAL:
                if mk in low:
                    fail(errors, "%s: canonical marker %r" % (i, mk))
            hn = by_id.get(i + "-hn")
            if not hn or hn.get("label") != "benign" or \
                    hn.get("language") != lang:
                fail(errors, "%s: no -hn mirror in the same language" % i)
        elif o["label"] == "benign":
            p = by_id.get(o["pair"])
            if not suffix or p is None or p.get("label") != "attack" or \
                    not i.startswith(o["pair"] + "-hn"):
                fail(errors, "%s: bad pair %r" % (i, o["pair"]))
            else:
                for f in ("mechanism", "language", "base_mechanism"):
                    if p[f] != o[f]:
                        fail(errors, "%s: %s differs from pair" % (i, f))
        else:
            fail(errors, "%s: label %r" % (i, o["label"]))
    order = [o.get("id") for _, o in items]
    if order != sorted(order):
        fail(errors, "items are not sorted by id")
    # generator reproduces the file byte for byte
    import gen
    data, _, checks = gen.render()
    if os.path.abspath(path) == gen.OUT and data != raw:
        fail(errors, "bench5.jsonl differs from what gen.py produces")
    # every encoded / invisible payload is present and decodes back
    for aid, method, plain, encoded in checks:
        text = by_id.get(aid, {}).get("text", "")
        parts = encoded.split("|") if method == "b64-frag" else [encoded]
        if not all(p in text for p in parts):
            fail(errors, "%s: payload not found in text" % aid)
        if enc.DECODERS[method](encoded) != plain:
            fail(errors, "%s: payload does not decode" % aid)
    return checks


def table(title, rows, cols, cells, md):
    out = ["### " + title, ""]
    if md:
        out.append("| | " + " | ".join(cols) + " |")
        out.append("|---" * (len(cols) + 1) + "|")
        for r in rows:
            out.append("| %s | %s |" % (r, " | ".join(cells(r, c)
                                                     for c in cols)))
    else:
        w = max(len(r) for r in rows) + 2
        out.append(" " * w + " ".join("%7s" % c for c in cols))
        for r in rows:
            out.append(r.ljust(w) + " ".join("%7s" % cells(r, c)
                                             for c in cols))
    return "\n".join(out) + "\n"


def report(items, checks, md):
    objs = [o for _, o in items]
    att = [o for o in objs if o["label"] == "attack"]
    ben = [o for o in objs if o["label"] == "benign"]
    mechs = list(core.MECHS.values())
    c = collections.Counter((o["mechanism"], o["label"]) for o in objs)
    mech_rows = mechs + ["TOTAL"]

    def mcell(r, col):
        if r == "TOTAL":
            return str(len(att) if col == "attack" else len(ben)
                       if col == "benign" else len(objs))
        if col == "total":
            return str(c[(r, "attack")] + c[(r, "benign")])
        return str(c[(r, col)])
    print(table("Mechanism x label", mech_rows,
                ["attack", "benign", "total"], mcell, md))

    lc = collections.Counter((o["language"], o["label"]) for o in objs)
    print(table("Language x label", list(core.LANGS),
                ["attack", "benign", "total"],
                lambda r, col: str(lc[(r, "attack")] + lc[(r, "benign")])
                if col == "total" else str(lc[(r, col)]), md))

    ml = collections.Counter((o["mechanism"], o["language"], o["label"])
                             for o in objs)

    def mlcell(r, col):
        a, b = ml[(r, col, "attack")], ml[(r, col, "benign")]
        return "%d/%d" % (a, b) if a or b else "."
    print(table("Mechanism x language (attack/benign)", mechs,
                list(core.LANGS), mlcell, md))

    bc = collections.Counter((o["base_mechanism"], o["label"]) for o in objs
                             if o["mechanism"] == "multilingual")
    print(table("Multilingual items by base mechanism",
                sorted({b for b, _ in bc}), ["attack", "benign"],
                lambda r, col: str(bc[(r, col)]), md))

    kc = collections.Counter((o["kind"], o["label"]) for o in objs)

    def kcell(r, col):
        if col == "attack share":
            return "%d%%" % round(100.0 * kc[(r, "attack")] / len(att))
        return str(kc[(r, col)])
    print(table("Kind", list(core.KINDS.values()),
                ["attack", "benign", "attack share"], kcell, md))

    n_hn2 = sum(1 for o in ben if not o["id"].endswith("-hn"))
    en = sum(1 for o in att if o["language"] == "en")
    methods = collections.Counter(m for _, m, _, _ in checks)
    print("items=%d attacks=%d benign=%d second_mirrors=%d "
          "attacks_without_mirror=0" % (len(objs), len(att), len(ben), n_hn2))
    print("English share of attacks: %.1f%%" % (100.0 * en / len(att)))
    print("languages: %d" % len({o["language"] for o in objs}))
    print("payloads decoded: %d (%s)" % (
        len(checks), ", ".join("%s=%d" % kv for kv in sorted(methods.items()))))
    print("attacks containing a canonical marker (plain text): 0")
    return att, ben


def main(argv):
    md = "--markdown" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else os.path.join(HERE, "bench5.jsonl")
    errors = []
    raw, items = load(path, errors)
    checks = validate(path, raw, items, errors) if not errors else []
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("FAILED (%d problems)" % len(errors))
        return 1
    att, ben = report(items, checks, md)
    if "--payloads" in argv:
        print()
        for aid, method, plain, _ in sorted(checks):
            print("%-20s %-11s %s" % (aid, method, plain))
    if len(att) < MIN_ATTACKS or len(ben) < MIN_BENIGN:
        print("FAILED: need at least %d attacks and %d benign"
              % (MIN_ATTACKS, MIN_BENIGN))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
