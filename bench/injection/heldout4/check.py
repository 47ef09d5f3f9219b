#!/usr/bin/env python3
"""Validate bench4.jsonl and print count tables. Standard library only.

Usage: python3 check.py [bench4.jsonl]
Prints "OK" on success, exits non-zero with a list of problems otherwise.
"""
import base64
import codecs
import collections
import json
import os
import re
import sys
import urllib.parse

FIELDS = ["id", "text", "kind", "label", "mechanism", "language", "pair",
          "split", "note", "base_mechanism"]
MECHS = ["cross_tool_shadowing", "data_exfiltration", "privilege_escalation",
         "concealment", "forced_ordering", "encoded_payload", "role_persona",
         "hidden_content", "override_precedence", "secret_store_access",
         "parameter_smuggling", "multilingual"]
SHORT = dict(zip(MECHS, ["shadow", "exfil", "privesc", "conceal", "hijack",
                         "encoded", "persona", "hidden", "override", "secrets",
                         "smuggle", "multi"]))
ML_BASES = {"cross_tool_shadowing", "data_exfiltration", "privilege_escalation",
            "concealment", "forced_ordering", "override_precedence",
            "secret_store_access", "parameter_smuggling"}
LANGS = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr", "ar",
         "hi", "zh", "ja", "ko"]
KINDS = ["tool_description", "param_description", "skill_body"]
CANONICAL = [r"ignore (all )?(the )?previous instructions", r"note to ai",
             r"<important>", r"do not tell the user", r"\byou are now\b",
             r"\bact as\b"]

MIN_ATTACKS, MIN_BENIGN, MIN_PER_MECH, MIN_PER_LANG = 150, 150, 10, 3


def printable(s):
    return len(s) >= 12 and all(c.isprintable() or c in "\n\t" for c in s)


def try_decodes(text):
    """Best-effort recovery of hidden payloads; returns list of (method, plain)."""
    found = []
    m = re.search(r"A=(\S+) B=(\S+) C=(\S+?)\.", text)
    if m:
        try:
            found.append(("b64-split", base64.b64decode("".join(m.groups())).decode("utf-8")))
        except Exception:
            pass
    for tok in re.findall(r"data:text/plain;base64,([A-Za-z0-9+/=]+)", text):
        found.append(("data-uri", base64.b64decode(tok).decode("utf-8")))
    for tok in re.findall(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24,}={0,2}", text):
        try:
            s = base64.b64decode(tok, validate=True).decode("utf-8")
            if printable(s):
                found.append(("base64", s))
        except Exception:
            pass
    for tok in re.findall(r"[A-Z2-7]{24,}=*", text):
        try:
            s = base64.b32decode(tok).decode("utf-8")
            if printable(s):
                found.append(("base32", s))
        except Exception:
            pass
    for tok in re.findall(r"\b[0-9a-f]{24,}\b", text):
        if len(tok) % 2 == 0:
            try:
                s = bytes.fromhex(tok).decode("utf-8")
                if printable(s):
                    found.append(("hex", s))
            except Exception:
                pass
    m = re.search(r"((?:\\x[0-9a-f]{2}){8,})", text)
    if m:
        h = m.group(1).replace("\\x", "")
        found.append(("printf-hex", bytes.fromhex(h).decode("utf-8")))
    for tok in re.findall(r"\S*%[0-9A-F]{2}\S*", text):
        if len(re.findall(r"%[0-9A-F]{2}", tok)) >= 6:
            s = urllib.parse.unquote(tok)
            if printable(s):
                found.append(("percent", s))
    tags = "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)
    if len(tags) >= 12:
        found.append(("tag-chars", tags))
    zw = "".join("1" if c == "\u200c" else "0" for c in text if c in "\u200b\u200c")
    if len(zw) >= 64 and len(zw) % 8 == 0:
        try:
            found.append(("zero-width", bytes(int(zw[i:i + 8], 2)
                                              for i in range(0, len(zw), 8)).decode("utf-8")))
        except Exception:
            pass
    seen = set()
    found = [f for f in found
             if not any(f[1] != g[1] and f[1] in g[1] for g in found)
             and not (f[1] in seen or seen.add(f[1]))]
    if not found:
        tail = re.split(r": ", text)[-1]
        s = codecs.decode(tail, "rot_13")
        if re.search(r"\b(the|user|and|des|der|die|an)\b", s):
            found.append(("rot13", s))
    return found


def table(title, rows, cols, cell):
    print("\n### " + title + "\n")
    print("| | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for r in rows:
        print("| " + r + " | " + " | ".join(str(cell(r, c)) for c in cols) + " |")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "bench4.jsonl")
    errs = []
    items = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                obj = json.loads(line)
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (n, e))
                continue
            if list(obj.keys()) != FIELDS:
                errs.append("line %d: fields %s" % (n, list(obj.keys())))
            items.append(obj)

    ids = collections.Counter(i.get("id") for i in items)
    for k, v in ids.items():
        if v > 1:
            errs.append("duplicate id %s" % k)
    by_id = {i["id"]: i for i in items}
    mirrors = collections.Counter()

    for it in items:
        iid = it["id"]
        if it["split"] != "heldout4":
            errs.append("%s: split %r" % (iid, it["split"]))
        if it["label"] not in ("attack", "benign"):
            errs.append("%s: label %r" % (iid, it["label"]))
        if it["kind"] not in KINDS:
            errs.append("%s: kind %r" % (iid, it["kind"]))
        if it["mechanism"] not in MECHS:
            errs.append("%s: mechanism %r" % (iid, it["mechanism"]))
            continue
        if it["language"] not in LANGS:
            errs.append("%s: language %r" % (iid, it["language"]))
        if not isinstance(it["text"], str) or not it["text"].strip():
            errs.append("%s: empty text" % iid)
        if not isinstance(it["note"], str) or not it["note"].strip():
            errs.append("%s: empty note" % iid)
        mech, base = it["mechanism"], it["base_mechanism"]
        if mech == "multilingual":
            if base not in ML_BASES:
                errs.append("%s: base_mechanism %r" % (iid, base))
            if it["language"] == "en":
                errs.append("%s: multilingual item in English" % iid)
        elif base != mech:
            errs.append("%s: base_mechanism %r != mechanism" % (iid, base))
        if mech in ML_BASES and it["language"] != "en":
            errs.append("%s: non-English item of class %s should be multilingual" % (iid, mech))
        if it["label"] == "attack":
            exp = r"^h4-%s-%s-\d{3}$" % (SHORT[mech], re.escape(it["language"]))
            if not re.match(exp, iid):
                errs.append("%s: id does not match %s" % (iid, exp))
            if it["pair"] is not None:
                errs.append("%s: attack with pair" % iid)
            low = it["text"].lower()
            for pat in CANONICAL:
                if re.search(pat, low):
                    errs.append("%s: canonical marker /%s/ in attack text" % (iid, pat))
        else:
            p = it["pair"]
            if p not in by_id:
                errs.append("%s: pair %r does not resolve" % (iid, p))
                continue
            a = by_id[p]
            if a["label"] != "attack":
                errs.append("%s: pair is not an attack" % iid)
            for f in ("mechanism", "language", "base_mechanism"):
                if a[f] != it[f]:
                    errs.append("%s: %s differs from its pair" % (iid, f))
            if not re.match(r"^%s-hn\d*$" % re.escape(p), iid):
                errs.append("%s: benign id should be <pair>-hn[N]" % iid)
            mirrors[p] += 1

    attacks = [i for i in items if i["label"] == "attack"]
    benign = [i for i in items if i["label"] == "benign"]
    for a in attacks:
        if mirrors[a["id"]] == 0:
            errs.append("%s: attack without a hard negative" % a["id"])
    if len(attacks) < MIN_ATTACKS:
        errs.append("only %d attacks (< %d)" % (len(attacks), MIN_ATTACKS))
    if len(benign) < MIN_BENIGN:
        errs.append("only %d benign (< %d)" % (len(benign), MIN_BENIGN))
    per_mech = collections.Counter(a["mechanism"] for a in attacks)
    for m in MECHS:
        if per_mech[m] < MIN_PER_MECH:
            errs.append("mechanism %s has %d attacks (< %d)" % (m, per_mech[m], MIN_PER_MECH))
    per_lang = collections.Counter(a["language"] for a in attacks)
    for lg in LANGS[1:]:
        if per_lang[lg] < MIN_PER_LANG:
            errs.append("language %s has %d attacks (< %d)" % (lg, per_lang[lg], MIN_PER_LANG))
    if per_lang["en"] * 2 <= len(attacks):
        errs.append("English is not the majority of attacks")
    for k in KINDS:
        if not any(a["kind"] == k for a in attacks):
            errs.append("no attacks of kind %s" % k)

    # encoded and invisible payloads must decode
    print("## Decoded payloads\n")
    for a in attacks:
        if a["mechanism"] == "encoded_payload" or (
                a["mechanism"] == "hidden_content"
                and re.search("[\u200b\u200c\U000E0020-\U000E007E]", a["text"])):
            dec = try_decodes(a["text"])
            if not dec:
                errs.append("%s: no decodable payload found" % a["id"])
            for meth, plain in dec:
                print("%-22s %-10s %s" % (a["id"], meth, plain))

    # tables
    cnt = collections.Counter((i["mechanism"], i["label"]) for i in items)
    table("Mechanism x label", MECHS + ["TOTAL"], ["attack", "benign", "total"],
          lambda r, c: (sum(cnt[(m, l)] for m in MECHS for l in ("attack", "benign")
                            if (r == "TOTAL" or m == r) and (c == "total" or l == c))))
    cl = collections.Counter((i["language"], i["label"]) for i in items)
    table("Language x label", LANGS, ["attack", "benign", "total"],
          lambda r, c: cl[(r, "attack")] + cl[(r, "benign")] if c == "total" else cl[(r, c)])
    ck = collections.Counter((i["kind"], i["label"]) for i in items)
    table("Kind x label", KINDS, ["attack", "benign"], lambda r, c: ck[(r, c)])
    cml = collections.Counter((i["mechanism"], i["language"], i["label"]) for i in items)
    table("Mechanism x language (attack/benign)", MECHS, LANGS,
          lambda r, c: "%d/%d" % (cml[(r, c, "attack")], cml[(r, c, "benign")])
          if cml[(r, c, "attack")] or cml[(r, c, "benign")] else ".")
    cb = collections.Counter((i["base_mechanism"], i["label"]) for i in items
                             if i["mechanism"] == "multilingual")
    table("Multilingual items by base mechanism", sorted(ML_BASES), ["attack", "benign"],
          lambda r, c: cb[(r, c)])

    print("\nitems=%d attacks=%d benign=%d attacks_with_second_mirror=%d" % (
        len(items), len(attacks), len(benign), sum(1 for v in mirrors.values() if v > 1)))
    print("English share of attacks: %.1f%%" % (100.0 * per_lang["en"] / max(1, len(attacks))))
    if errs:
        print("\nPROBLEMS:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
