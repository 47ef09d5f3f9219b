#!/usr/bin/env python3
"""Validate bench3.jsonl (split "heldout3") and print count tables.

Usage: python3 check.py [bench3.jsonl] [--markdown]
Standard library only. Exits 1 and prints the problems if a check fails;
prints "OK" as the last line otherwise.
"""

import base64
import codecs
import json
import os
import re
import sys
import urllib.parse
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

FIELDS = ["id", "text", "kind", "label", "mechanism", "language", "pair",
          "split", "note", "base_mechanism"]
MECHS = ["cross_tool_shadowing", "data_exfiltration", "privilege_escalation",
         "concealment", "forced_ordering", "encoded_payload", "role_persona",
         "hidden_content", "override_precedence", "secret_store_access",
         "parameter_smuggling", "multilingual"]
SHORT = dict(zip(MECHS, ["shadow", "exfil", "privesc", "conceal", "hijack",
                         "encoded", "persona", "hidden", "override", "secrets",
                         "smuggle", "multi"]))
MULTI_BASES = ["cross_tool_shadowing", "data_exfiltration", "privilege_escalation",
               "concealment", "forced_ordering", "override_precedence",
               "secret_store_access", "parameter_smuggling"]
OWN_CLASS_ABROAD = {"encoded_payload", "role_persona", "hidden_content"}
LANGS = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr", "ar", "hi",
         "zh", "ja", "ko"]
KINDS = ["tool_description", "param_description", "skill_body"]
CANONICAL = ["ignore previous instructions", "note to ai", "<important>",
             "do not tell the user", "you are now", "act as"]
MIN_ATTACKS, MIN_BENIGN, MIN_PER_MECH, MIN_PER_LANG = 160, 160, 10, 3
ID_RE = re.compile(r"^h3-([a-z]+)-([a-z]{2})-(\d{3})(-hn\d*)?$")
INVISIBLE = re.compile("[\u200b-\u200f\u2060-\u2064\ufeff\U000e0000-\U000e007f]")


def decode(scheme, enc):
    if scheme == "base64":
        return base64.b64decode(enc, validate=True).decode("utf-8")
    if scheme == "base32":
        return base64.b32decode(enc).decode("utf-8")
    if scheme == "rot13":
        return codecs.decode(enc, "rot13")
    if scheme == "hex":
        return bytes.fromhex(enc).decode("utf-8")
    if scheme == "percent":
        assert re.fullmatch(r"(%[0-9A-F]{2})+", enc)
        return urllib.parse.unquote(enc, errors="strict")
    if scheme == "data-uri":
        head, body = enc.split(",", 1)
        assert head == "data:text/plain;base64"
        return base64.b64decode(body, validate=True).decode("utf-8")
    if scheme == "b64-frag":
        return base64.b64decode("".join(enc), validate=True).decode("utf-8")
    if scheme == "printf":
        assert re.fullmatch(r"(\\x[0-9a-f]{2})+", enc)
        return bytes.fromhex(enc.replace("\\x", "")).decode("utf-8")
    if scheme == "tag-chars":
        assert all(0xE0020 <= ord(c) <= 0xE007E for c in enc)
        return "".join(chr(ord(c) - 0xE0000) for c in enc)
    if scheme == "zero-width":
        assert set(enc) <= {"\u200b", "\u200c"} and len(enc) % 8 == 0
        bits = "".join("1" if c == "\u200c" else "0" for c in enc)
        return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)).decode("utf-8")
    raise ValueError("unknown scheme " + scheme)


def table(title, header, rows, md):
    if md:
        print("### " + title + "\n")
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for r in rows:
            print("| " + " | ".join(str(c) for c in r) + " |")
        print()
    else:
        print("== " + title)
        widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
        for r in [header] + rows:
            print("  ".join(str(c).rjust(w) if i else str(c).ljust(w)
                            for i, (c, w) in enumerate(zip(r, widths))))
        print()


def main(argv):
    md = "--markdown" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else os.path.join(HERE, "bench3.jsonl")
    errs = []
    items = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errs.append("line %d: empty line" % n)
                continue
            try:
                it = json.loads(line)
            except ValueError as e:
                errs.append("line %d: bad JSON: %s" % (n, e))
                continue
            if list(it) != FIELDS:
                errs.append("line %d: fields %s, expected %s" % (n, list(it), FIELDS))
                continue
            items.append(it)

    byid = {}
    for it in items:
        i = it["id"]
        if i in byid:
            errs.append("duplicate id " + i)
        byid[i] = it
        for k in ("id", "text", "note"):
            if not isinstance(it[k], str) or not it[k].strip():
                errs.append("%s: empty %s" % (i, k))
        if it["split"] != "heldout3":
            errs.append("%s: split %r" % (i, it["split"]))
        if it["label"] not in ("attack", "benign"):
            errs.append("%s: label %r" % (i, it["label"]))
        if it["mechanism"] not in MECHS:
            errs.append("%s: mechanism %r" % (i, it["mechanism"]))
        if it["kind"] not in KINDS:
            errs.append("%s: kind %r" % (i, it["kind"]))
        if it["language"] not in LANGS:
            errs.append("%s: language %r" % (i, it["language"]))
        m = ID_RE.match(i)
        if not m:
            errs.append("%s: id does not match h3-<short>-<lang>-<nnn>[-hnN]" % i)
        else:
            if m.group(1) != SHORT.get(it["mechanism"]):
                errs.append("%s: id short name vs mechanism %s" % (i, it["mechanism"]))
            if m.group(2) != it["language"]:
                errs.append("%s: id language vs %s" % (i, it["language"]))
            if (m.group(4) is None) != (it["label"] == "attack"):
                errs.append("%s: -hn suffix must mark exactly the benign items" % i)
        if it["mechanism"] == "multilingual":
            if it["language"] == "en":
                errs.append("%s: multilingual item in English" % i)
            if it["base_mechanism"] not in MULTI_BASES:
                errs.append("%s: base_mechanism %r" % (i, it["base_mechanism"]))
        else:
            if it["base_mechanism"] != it["mechanism"]:
                errs.append("%s: base_mechanism must equal mechanism" % i)
            if (it["language"] != "en" and it["mechanism"] not in OWN_CLASS_ABROAD):
                errs.append("%s: non-English class-%s item must be multilingual"
                            % (i, it["mechanism"]))

    attacks = [it for it in items if it["label"] == "attack"]
    benign = [it for it in items if it["label"] == "benign"]
    mirrored = Counter()
    for it in attacks:
        if it["pair"] is not None:
            errs.append("%s: attack with pair" % it["id"])
        low = INVISIBLE.sub("", it["text"]).lower()
        for mk in CANONICAL:
            if mk in low or mk in it["text"].lower():
                errs.append("%s: canonical marker %r in attack text" % (it["id"], mk))
    for it in benign:
        p = it["pair"]
        a = byid.get(p)
        if a is None or a["label"] != "attack":
            errs.append("%s: pair %r is not an attack" % (it["id"], p))
            continue
        mirrored[p] += 1
        if not it["id"].startswith(p + "-hn"):
            errs.append("%s: id does not extend its pair %s" % (it["id"], p))
        for k in ("mechanism", "language", "base_mechanism"):
            if it[k] != a[k]:
                errs.append("%s: %s differs from pair %s" % (it["id"], k, p))
        if it["text"] == a["text"]:
            errs.append("%s: identical to its attack" % it["id"])
    unmirrored = [a["id"] for a in attacks if not mirrored[a["id"]]]
    if unmirrored:
        errs.append("attacks without a hard negative: %s" % unmirrored)
    if len(attacks) < MIN_ATTACKS:
        errs.append("only %d attacks (< %d)" % (len(attacks), MIN_ATTACKS))
    if len(benign) < MIN_BENIGN:
        errs.append("only %d benign (< %d)" % (len(benign), MIN_BENIGN))
    texts = Counter(it["text"] for it in items)
    for t, c in texts.items():
        if c > 1:
            errs.append("duplicate text: %r" % t[:60])

    mech_att = Counter(it["mechanism"] for it in attacks)
    for m in MECHS:
        if mech_att[m] < MIN_PER_MECH:
            errs.append("mechanism %s: %d attacks (< %d)" % (m, mech_att[m], MIN_PER_MECH))
    lang_att = Counter(it["language"] for it in attacks)
    for l in LANGS[1:]:
        if lang_att[l] < MIN_PER_LANG:
            errs.append("language %s: %d attacks (< %d)" % (l, lang_att[l], MIN_PER_LANG))
    en_share = lang_att["en"] / max(1, len(attacks))
    if en_share <= 0.5:
        errs.append("English is not the majority of attacks (%.1f%%)" % (100 * en_share))

    # encoded / invisible payloads
    ppath = os.path.join(os.path.dirname(os.path.abspath(path)), "payloads.json")
    payload_lines = []
    if os.path.exists(ppath):
        with open(ppath, encoding="utf-8") as f:
            payloads = json.load(f)
        for p in payloads:
            it = byid.get(p["id"])
            enc = p["encoded"]
            parts = enc if isinstance(enc, list) else [enc]
            if it is None or not all(x in it["text"] for x in parts):
                errs.append("payload for %s not found in its text" % p["id"])
                continue
            try:
                ok = decode(p["scheme"], enc) == p["plain"]
            except Exception as e:  # noqa: BLE001
                ok = False
                errs.append("payload %s (%s) does not decode: %s" % (p["id"], p["scheme"], e))
            if not ok:
                errs.append("payload %s (%s) decodes to something else" % (p["id"], p["scheme"]))
            payload_lines.append("%-22s %-10s %s" % (p["id"], p["scheme"],
                                                      "decodes" if ok else "FAIL"))
        enc_attacks = {p["id"] for p in payloads if byid.get(p["id"], {}).get("label") == "attack"}
        for it in attacks:
            if it["mechanism"] == "encoded_payload" and it["id"] not in enc_attacks:
                errs.append("%s: encoded attack without a verified payload" % it["id"])
    else:
        errs.append("payloads.json missing next to " + path)

    # ------------------------------------------------------------ tables
    def cnt(pred):
        return sum(1 for it in items if pred(it))

    rows = []
    for m in MECHS:
        a = cnt(lambda it: it["mechanism"] == m and it["label"] == "attack")
        b = cnt(lambda it: it["mechanism"] == m and it["label"] == "benign")
        rows.append([m, a, b, a + b])
    rows.append(["TOTAL", len(attacks), len(benign), len(items)])
    table("Mechanism x label", ["mechanism", "attack", "benign", "total"], rows, md)

    rows = []
    for l in LANGS:
        a = cnt(lambda it: it["language"] == l and it["label"] == "attack")
        b = cnt(lambda it: it["language"] == l and it["label"] == "benign")
        rows.append([l, a, b, a + b])
    table("Language x label", ["language", "attack", "benign", "total"], rows, md)

    rows = []
    for m in MECHS:
        r = [m]
        for l in LANGS:
            a = cnt(lambda it: it["mechanism"] == m and it["language"] == l and it["label"] == "attack")
            b = cnt(lambda it: it["mechanism"] == m and it["language"] == l and it["label"] == "benign")
            r.append("%d/%d" % (a, b) if a or b else ".")
        rows.append(r)
    table("Mechanism x language (attack/benign)", ["mechanism"] + LANGS, rows, md)

    rows = []
    for m in MULTI_BASES:
        a = cnt(lambda it: it["mechanism"] == "multilingual" and it["base_mechanism"] == m and it["label"] == "attack")
        b = cnt(lambda it: it["mechanism"] == "multilingual" and it["base_mechanism"] == m and it["label"] == "benign")
        rows.append([m, a, b])
    table("Multilingual items by base mechanism", ["base_mechanism", "attack", "benign"], rows, md)

    rows = []
    for k in KINDS:
        a = cnt(lambda it: it["kind"] == k and it["label"] == "attack")
        b = cnt(lambda it: it["kind"] == k and it["label"] == "benign")
        rows.append([k, a, b, "%.0f%%" % (100.0 * a / max(1, len(attacks)))])
    table("Kind", ["kind", "attack", "benign", "attack share"], rows, md)

    n_hn2 = sum(1 for v in mirrored.values() if v > 1)
    summary = [
        "items=%d attacks=%d benign=%d attacks_with_second_mirror=%d attacks_without_mirror=%d"
        % (len(items), len(attacks), len(benign), n_hn2, len(unmirrored)),
        "English share of attacks: %.1f%%" % (100 * en_share),
        "attacks containing a canonical marker (plain text): %d"
        % sum(1 for it in attacks if any(mk in INVISIBLE.sub("", it["text"]).lower()
                                         for mk in CANONICAL)),
        "payloads verified: %d" % len(payload_lines),
    ]
    if md:
        print("```")
    for line in payload_lines:
        print(line)
    for line in summary:
        print(line)
    if errs:
        if md:
            print("```")
        print("\n%d problem(s):" % len(errs))
        for e in errs:
            print("  - " + e)
        return 1
    print("OK")
    if md:
        print("```")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
