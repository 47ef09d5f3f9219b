#!/usr/bin/env python3
"""Validate bench.jsonl and print count tables.

Usage: python3 validate.py [path/to/bench.jsonl] [--markdown]

Checks: required fields and allowed values, unique ids, every benign item's
`pair` names an existing attack, attacks have pair=null, every attack has at
least one hard negative, the split is the one produced by assign_splits() with
the recorded seed, and composition minimums. Exits 1 on any error.
Standard library only.
"""
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

SEED = 20261124
HELDOUT_FRACTION = 0.4

MECHANISMS = [
    "cross_tool_shadowing", "data_exfiltration", "privilege_escalation",
    "concealment", "forced_ordering", "encoded_payload", "role_persona",
    "hidden_content", "override_precedence", "secret_store_access",
    "parameter_smuggling", "multilingual",
]
# classes that may be the base of a multilingual item
MULTI_BASES = {"cross_tool_shadowing", "data_exfiltration", "privilege_escalation",
               "concealment", "forced_ordering", "override_precedence",
               "secret_store_access", "parameter_smuggling"}
KINDS = ["tool_description", "param_description", "skill_body"]
LABELS = ["attack", "benign"]
SPLITS = ["dev", "heldout"]
LANGS = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr", "ar", "hi", "zh", "ja", "ko"]
REQUIRED = ["id", "text", "kind", "label", "mechanism", "language", "pair", "split", "note"]
OPTIONAL = ["base_mechanism"]
# canonical injection markers; at most ~10% of attacks may contain one
MARKERS = [r"ignore (all )?(previous|prior) instructions", r"note to ai", r"<important>",
           r"do not tell the user", r"don'?t tell the user", r"\byou are now\b", r"\bact as\b"]


def assign_splits(items, seed=SEED, frac=HELDOUT_FRACTION):
    """Deterministic stratified split. An attack and its hard negatives form a
    group and always share a split. Within each mechanism the groups are
    shuffled with the seed, stably re-sorted by language (random order inside a
    language), and every ~1/frac-th position is held out (systematic sampling
    with a random start), so each mechanism and language gets ~frac held out."""
    groups = defaultdict(list)
    for it in items:
        gid = it["id"] if it["label"] == "attack" else it["pair"]
        groups[gid].append(it)
    by_mech = defaultdict(list)
    for gid, members in groups.items():
        att = [m for m in members if m["label"] == "attack"]
        if not att:
            continue
        by_mech[att[0]["mechanism"]].append((att[0]["language"], gid))
    rng = random.Random(seed)
    out = {}
    for mech in sorted(by_mech):
        lst = sorted(by_mech[mech])
        rng.shuffle(lst)
        lst.sort(key=lambda x: x[0])
        n = len(lst)
        k = max(1, round(frac * n)) if n > 1 else 0
        u = rng.random()
        held = {int((j + u) * n / k) for j in range(k)} if k else set()
        for i, (_, gid) in enumerate(lst):
            s = "heldout" if i in held else "dev"
            for m in groups[gid]:
                out[m["id"]] = s
    return out


def table(rows, cols, cell, row_title, markdown):
    lines = []
    if markdown:
        lines.append("| " + row_title + " | " + " | ".join(cols) + " |")
        lines.append("|" + "---|" * (len(cols) + 1))
        for r in rows:
            lines.append("| " + r + " | " + " | ".join(str(cell(r, c)) for c in cols) + " |")
    else:
        w = max(len(row_title), *(len(r) for r in rows)) + 2
        cw = max(8, *(len(c) + 2 for c in cols))
        lines.append(row_title.ljust(w) + "".join(c.rjust(cw) for c in cols))
        for r in rows:
            lines.append(r.ljust(w) + "".join(str(cell(r, c)).rjust(cw) for c in cols))
    return "\n".join(lines)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    markdown = "--markdown" in sys.argv
    path = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench.jsonl")
    errors = []
    items = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"line {n}: blank line")
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"line {n}: bad JSON: {e}")
    ids = Counter(it.get("id") for it in items)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"duplicate id {i}")
    byid = {it.get("id"): it for it in items}
    for it in items:
        i = it.get("id")
        for k in REQUIRED:
            if k not in it:
                errors.append(f"{i}: missing field {k}")
        for k in it:
            if k not in REQUIRED and k not in OPTIONAL:
                errors.append(f"{i}: unknown field {k}")
        if not isinstance(it.get("id"), str) or not re.fullmatch(r"[a-z]+-[a-z]{2}-\d{3}(-hn\d*)?", it.get("id", "")):
            errors.append(f"{i}: bad id format")
        if not isinstance(it.get("text"), str) or not it.get("text", "").strip():
            errors.append(f"{i}: empty text")
        if not isinstance(it.get("note"), str) or not it.get("note", "").strip():
            errors.append(f"{i}: empty note")
        if it.get("kind") not in KINDS: errors.append(f"{i}: bad kind")
        if it.get("label") not in LABELS: errors.append(f"{i}: bad label")
        if it.get("mechanism") not in MECHANISMS: errors.append(f"{i}: bad mechanism")
        if it.get("language") not in LANGS: errors.append(f"{i}: bad language")
        if it.get("split") not in SPLITS: errors.append(f"{i}: bad split")
        bm = it.get("base_mechanism")
        if bm is not None:
            if it.get("mechanism") == "multilingual":
                if bm not in MULTI_BASES: errors.append(f"{i}: bad base_mechanism {bm}")
            elif bm != it.get("mechanism"):
                errors.append(f"{i}: base_mechanism differs from mechanism")
        if it.get("mechanism") == "multilingual" and it.get("language") == "en":
            errors.append(f"{i}: multilingual item in English")
        if it.get("label") == "attack":
            if it.get("pair") is not None:
                errors.append(f"{i}: attack with non-null pair")
        elif it.get("label") == "benign":
            p = it.get("pair")
            if p is None:
                pass  # unpaired benign allowed, reported below
            elif p not in byid:
                errors.append(f"{i}: pair {p} does not exist")
            elif byid[p].get("label") != "attack":
                errors.append(f"{i}: pair {p} is not an attack")
            elif byid[p].get("mechanism") != it.get("mechanism"):
                errors.append(f"{i}: mechanism differs from its pair {p}")
            elif byid[p].get("split") != it.get("split"):
                errors.append(f"{i}: split differs from its pair {p}")
    if errors:
        print("\n".join(errors[:100]))
        print(f"FAILED: {len(errors)} error(s)")
        sys.exit(1)

    attacks = [it for it in items if it["label"] == "attack"]
    benign = [it for it in items if it["label"] == "benign"]
    mirrored = {it["pair"] for it in benign if it["pair"]}
    unmirrored = [a["id"] for a in attacks if a["id"] not in mirrored]
    paired_neg = [b for b in benign if b["pair"]]
    expected = assign_splits(items, SEED)
    mism = [i for i in byid if expected.get(i) != byid[i]["split"]]
    if mism:
        errors.append(f"split does not match assign_splits(seed={SEED}) for {len(mism)} items, e.g. {mism[:3]}")
    marked = [a["id"] for a in attacks if any(re.search(m, a["text"], re.I) for m in MARKERS)]
    if len(attacks) < 200: errors.append(f"only {len(attacks)} attacks (< 200)")
    if len(paired_neg) < 200: errors.append(f"only {len(paired_neg)} paired hard negatives (< 200)")
    if len(marked) > 0.12 * len(attacks): errors.append(f"{len(marked)} attacks contain canonical markers (> ~10%)")
    for lang in LANGS:
        for lab in LABELS:
            c = sum(1 for it in items if it["language"] == lang and it["label"] == lab)
            if lang != "en" and c < 6:
                errors.append(f"{lang}: only {c} {lab} items (< 6)")
    for mech in MECHANISMS:
        for s in SPLITS:
            if not any(a["mechanism"] == mech and a["split"] == s for a in attacks):
                errors.append(f"mechanism {mech} has no attack in {s}")

    c = Counter((it["mechanism"], it["label"], it["split"]) for it in items)
    cols = ["attack/dev", "attack/heldout", "benign/dev", "benign/heldout", "total"]
    def mcell(r, col):
        if r == "TOTAL":
            if col == "total": return len(items)
            l, s = col.split("/"); return sum(v for (m, ll, ss), v in c.items() if ll == l and ss == s)
        if col == "total": return sum(v for (m, _, _), v in c.items() if m == r)
        l, s = col.split("/"); return c[(r, l, s)]
    print("## Mechanism x label x split\n")
    print(table(MECHANISMS + ["TOTAL"], cols, mcell, "mechanism", markdown))
    cl = Counter((it["language"], it["label"], it["split"]) for it in items)
    def lcell(r, col):
        if col == "total": return sum(v for (g, _, _), v in cl.items() if g == r)
        l, s = col.split("/"); return cl[(r, l, s)]
    print("\n## Language x label x split\n")
    print(table(LANGS, cols, lcell, "language", markdown))
    cm = Counter((it["mechanism"], it["language"], it["label"]) for it in items)
    langs_present = [l for l in LANGS if any(it["language"] == l for it in items)]
    print("\n## Mechanism x language (attack/benign)\n")
    print(table(MECHANISMS, langs_present,
                lambda r, col: (f"{cm[(r, col, 'attack')]}/{cm[(r, col, 'benign')]}"
                                if cm[(r, col, 'attack')] or cm[(r, col, 'benign')] else "."),
                "mechanism", markdown))
    cb = Counter((it["base_mechanism"], it["label"]) for it in items if it["mechanism"] == "multilingual")
    if cb:
        print("\n## Multilingual items by base mechanism\n")
        print(table(sorted(MULTI_BASES), ["attack", "benign"], lambda r, col: cb[(r, col)], "base_mechanism", markdown))
    ck = Counter((it["kind"], it["label"]) for it in items)
    print("\n## Kind\n")
    print(table(KINDS, ["attack", "benign", "share"],
                lambda r, col: f"{(ck[(r,'attack')]+ck[(r,'benign')])/len(items):.0%}" if col == "share" else ck[(r, col)],
                "kind", markdown))
    both = [l for l in langs_present if all(any(it["language"] == l and it["split"] == s for it in items) for s in SPLITS)]
    print(f"\nitems={len(items)} attacks={len(attacks)} benign={len(benign)} "
          f"paired_negatives={len(paired_neg)} attacks_without_mirror={len(unmirrored)}")
    print(f"heldout share: attacks {sum(a['split']=='heldout' for a in attacks)/len(attacks):.1%}, "
          f"benign {sum(b['split']=='heldout' for b in benign)/len(benign):.1%}")
    print(f"languages in both splits: {len(both)}/{len(langs_present)}")
    print(f"English share: {sum(it['language']=='en' for it in items)/len(items):.1%}")
    print(f"attacks containing a canonical marker: {len(marked)} ({len(marked)/len(attacks):.1%})")
    print(f"split seed: {SEED}")
    if unmirrored:
        print("attacks without a hard negative:", ", ".join(unmirrored))
    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
