"""Validate bench12.jsonl and print count tables.

python3 check.py [--markdown] [--payloads]
Standard library only; exits non-zero on any problem. Checks: valid JSON
with the fields in order; ids unique, well formed and consistent with
mechanism and language; the heldout12 split; labels and pairing (every
attack has a -hn mirror of the same language and kind; every benign item
pairs with an attack of the same mechanism, language and base mechanism);
no duplicate texts; canonical markers only in the registered control group,
which is at most 2% of the attacks; URL hosts and e-mail domains end in
.example and no bare real-looking domain appears; IBANs are documentation
IBANs; every payload is present and decodes to its plain text; minimum
counts (228 attacks, 240 benign items, 15 languages, 9 attacks per
mechanism, 9 attacks per language, 8 English attacks of each of classes
1-11 and 10 of each of the encoded, persona and hidden classes, and for
each of the 14 non-English languages a multilingual attack of each of the
eight base classes plus an attack of class 6-8, at least 112 non-English
attacks, at least 10 second mirrors, and every underlying class attacked
in all three kinds); kind shares within broad bands; and that gen.py reproduces
the file byte for byte, also in two fresh interpreters with different
PYTHONHASHSEED values.
"""
import collections
import hashlib
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import enc  # noqa: E402
import gen  # noqa: E402

MARKERS = ("ignore previous instructions", "ignore all previous",
           "note to ai", "<important>", "do not tell the user",
           "you are now", "act as")
MIN_ATTACKS, MIN_BENIGN, MIN_LANGS = 228, 240, 15
MIN_PER_MECH, MIN_PER_LANG = 9, 9
MIN_NON_EN = 112     # at least 14 non-English languages x 8 attacks
MIN_EN_PER_CLASS = 8          # English attacks of each of classes 1-11
MIN_EN_OWN = 10               # English encoded / persona / hidden attacks
MIN_SECOND_MIRRORS = 10
MAX_CONTROL_SHARE = 0.02
# allowed share of attacks per kind (lower, upper)
KIND_BANDS = {"tool_description": (0.50, 0.70),
              "param_description": (0.12, 0.25),
              "skill_body": (0.15, 0.28)}
# standard documentation IBANs (spaces removed)
DOC_IBANS = {"GB33BUKB20201555555555", "DE89370400440532013000",
             "FR7630006000011234567890189", "NL91ABNA0417164300",
             "ES9121000418450200051332", "IT60X0542811101000000123456",
             "PL61109010140000071219812874", "TR330006100519786457841326",
             "PT50000201231234567890154", "BE68539007547034"}
URL_RE = re.compile(r"(?:https?|ftp|ftps|sftp|wss?)://(?:[^/@\s]+@)?"
                    r"([A-Za-z0-9.-]+)")
MAIL_RE = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
IBAN_RE = re.compile(
    r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)\b")
# a bare host name with a common real TLD, e.g. "foo.com"
BARE_RE = re.compile(r"(?<![\w.@/-])((?:[A-Za-z0-9-]+\.)+"
                     r"(?:com|net|org|io|ai|dev|co|app|info|biz|xyz|de|fr|"
                     r"es|it|nl|pl|ru|tr|in|cn|jp|kr|uk|us))(?![\w-])")


def load(raw, errors):
    if not raw.endswith(b"\n"):
        errors.append("file does not end with a newline")
    out = []
    for n, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            out.append(json.loads(line,
                                  object_pairs_hook=collections.OrderedDict))
        except ValueError as e:
            errors.append("line %d: invalid JSON: %s" % (n, e))
    return out


def host_ok(host):
    host = host.lower().split(":")[0].rstrip(".")
    return host.endswith(".example") or host in ("localhost", "127.0.0.1")


def validate(items, raw, checks, errors):
    err = errors.append
    encoded_of = collections.defaultdict(list)
    for aid, method, _, encoded in checks:
        encoded_of[aid].extend(encoded.split("|"))
    for i, c in collections.Counter(o.get("id") for o in items).items():
        if c > 1:
            err("duplicate id %s" % i)
    for t, c in collections.Counter(o.get("text") for o in items).items():
        if c > 1:
            err("duplicate text: %r" % t[:60])
    by_id = {o.get("id"): o for o in items}
    id_re = re.compile(r"^%s(%s)-(%s)-(\d{3})(-hn\d*)?$" % (
        re.escape(core.PREFIX), "|".join(core.SHORT), "|".join(core.LANGS)))
    short_of = {v: k for k, v in core.SHORT.items()}
    for o in items:
        if tuple(o.keys()) != core.FIELDS:
            err("%s: fields %s" % (o.get("id"), list(o.keys())))
            continue
        i = o["id"]
        for f in core.FIELDS:
            if f == "pair":
                continue
            if not isinstance(o[f], str) or not o[f].strip():
                err("%s: empty or non-string %s" % (i, f))
        m = id_re.match(i)
        if not m:
            err("%s: malformed id" % i)
            continue
        short, lang, _, suffix = m.groups()
        if o["split"] != core.SPLIT:
            err("%s: split %r" % (i, o["split"]))
        if o["kind"] not in core.KINDS.values():
            err("%s: kind %r" % (i, o["kind"]))
        if o["mechanism"] != core.SHORT[short]:
            err("%s: mechanism does not match id" % i)
        if o["language"] != lang:
            err("%s: language does not match id" % i)
        if short == "multi":
            if lang == "en":
                err("%s: English multilingual item" % i)
            if short_of.get(o["base_mechanism"]) not in core.BASES:
                err("%s: bad base_mechanism" % i)
        else:
            if o["base_mechanism"] != o["mechanism"]:
                err("%s: base_mechanism differs from mechanism" % i)
            if lang != "en" and short not in core.OWN_CLASS_INTL:
                err("%s: non-English %s must be multilingual" % (i, short))
        if o["kind"] == "skill_body" and not o["text"].startswith("---\n"):
            err("%s: skill body without YAML front matter" % i)
        if o["label"] == "attack":
            if suffix or o["pair"] is not None:
                err("%s: attack with pair or -hn suffix" % i)
            low = o["text"].lower()
            found = [mk for mk in MARKERS if mk in low]
            if i in core.CONTROL_IDS:
                if not found:
                    err("%s: control item without a canonical marker" % i)
            elif found:
                err("%s: contains canonical marker %r" % (i, found[0]))
            hn = by_id.get(i + "-hn")
            if hn is None or hn["label"] != "benign":
                err("%s: no -hn mirror" % i)
            elif hn["language"] != lang or hn["kind"] != o["kind"]:
                err("%s: -hn mirror differs in language or kind" % i)
        elif o["label"] == "benign":
            p = by_id.get(o["pair"])
            if (not suffix or p is None or p["label"] != "attack"
                    or not i.startswith(o["pair"] + "-hn")):
                err("%s: bad pair %r" % (i, o["pair"]))
            else:
                for f in ("mechanism", "language", "base_mechanism"):
                    if p[f] != o[f]:
                        err("%s: %s differs from its pair" % (i, f))
        else:
            err("%s: label %r" % (i, o["label"]))
        text = o["text"]
        for piece in encoded_of.get(i, ()):
            text = text.replace(piece, " ")   # encoded bytes are not hosts
        for host in URL_RE.findall(text) + MAIL_RE.findall(text):
            if not host_ok(host):
                err("%s: non-invented host %r" % (i, host))
        for host in BARE_RE.findall(text):
            if not host_ok(host):
                err("%s: real-looking domain %r" % (i, host))
        for iban in IBAN_RE.findall(text):
            if iban.replace(" ", "") not in DOC_IBANS:
                err("%s: IBAN %r is not a documentation IBAN" % (i, iban))
    ids = [o.get("id") for o in items]
    if ids != sorted(ids):
        err("items are not sorted by id")
    data, _, _ = gen.render()
    if data != raw:
        err("%s differs from what gen.py produces"
            % os.path.basename(gen.OUT))
    want = hashlib.sha256(raw).hexdigest()
    for seed in ("0", "4242"):
        child = subprocess.run(
            [sys.executable, "-c",
             "import sys, hashlib; sys.path.insert(0, %r); import gen; "
             "print(hashlib.sha256(gen.render()[0]).hexdigest())" % HERE],
            capture_output=True, text=True, check=False,
            env=dict(os.environ, PYTHONHASHSEED=seed))
        if child.stdout.strip() != want:
            err("PYTHONHASHSEED=%s: a fresh interpreter generates different "
                "bytes: %s" % (seed, child.stderr.strip()
                               or child.stdout.strip()))
    for aid, method, plain, encoded in checks:
        text = by_id.get(aid, {}).get("text", "")
        pieces = encoded.split("|") if method == "b64-frag" else [encoded]
        if not all(p in text for p in pieces):
            err("%s: payload not present in text" % aid)
        try:
            ok = enc.DECODERS[method](encoded) == plain
        except Exception:  # noqa: BLE001
            ok = False
        if not ok:
            err("%s: payload does not decode to its plain text" % aid)


def table(title, rows, cols, cell, md):
    lines = ["### " + title, ""]
    if md:
        lines.append("| | " + " | ".join(cols) + " |")
        lines.append("|---" * (len(cols) + 1) + "|")
        for r in rows:
            lines.append("| %s | %s |" % (r, " | ".join(cell(r, c)
                                                        for c in cols)))
    else:
        w = max(len(r) for r in rows) + 2
        lines.append(" " * w + " ".join("%7s" % c for c in cols))
        for r in rows:
            lines.append(r.ljust(w) + " ".join("%7s" % cell(r, c)
                                               for c in cols))
    return "\n".join(lines) + "\n"


def report(items, checks, md):
    att = [o for o in items if o["label"] == "attack"]
    ben = [o for o in items if o["label"] == "benign"]
    mechs = list(core.SHORT.values())
    ml = collections.Counter((o["mechanism"], o["label"]) for o in items)

    def mcell(r, c):
        if r == "TOTAL":
            return str({"attack": len(att), "benign": len(ben)}.get(
                c, len(items)))
        if c == "total":
            return str(ml[(r, "attack")] + ml[(r, "benign")])
        return str(ml[(r, c)])
    print(table("Mechanism x label", mechs + ["TOTAL"],
                ["attack", "benign", "total"], mcell, md))

    ll = collections.Counter((o["language"], o["label"]) for o in items)
    print(table("Language x label", list(core.LANGS),
                ["attack", "benign", "total"],
                lambda r, c: str(ll[(r, "attack")] + ll[(r, "benign")])
                if c == "total" else str(ll[(r, c)]), md))

    mll = collections.Counter((o["mechanism"], o["language"], o["label"])
                              for o in items)

    def mlcell(r, c):
        a, b = mll[(r, c, "attack")], mll[(r, c, "benign")]
        return "%d/%d" % (a, b) if a or b else "."
    print(table("Mechanism x language (attack/benign)", mechs,
                list(core.LANGS), mlcell, md))

    bl = collections.Counter((o["base_mechanism"], o["label"]) for o in items
                             if o["mechanism"] == "multilingual")
    print(table("Multilingual items by base mechanism", sorted(
        {b for b, _ in bl}), ["attack", "benign"],
        lambda r, c: str(bl[(r, c)]), md))

    ub = collections.Counter((o["base_mechanism"], o["language"] == "en")
                             for o in att)
    print(table("Attacks by underlying class (mechanism, or base_mechanism "
                "for multilingual items)",
                [m for m in mechs if m != "multilingual"],
                ["en", "non-en", "total"],
                lambda r, c: str(ub[(r, True)] if c == "en" else
                                 ub[(r, False)] if c == "non-en" else
                                 ub[(r, True)] + ub[(r, False)]), md))

    uk = collections.Counter((o["base_mechanism"], o["kind"]) for o in att)
    print(table("Attacks by underlying class and kind",
                [m for m in mechs if m != "multilingual"],
                list(core.KINDS.values()),
                lambda r, c: str(uk[(r, c)]), md))

    kl = collections.Counter((o["kind"], o["label"]) for o in items)
    print(table("Kind", list(core.KINDS.values()),
                ["attack", "benign", "attack share"],
                lambda r, c: "%d%%" % round(100.0 * kl[(r, "attack")]
                                            / len(att))
                if c == "attack share" else str(kl[(r, c)]), md))

    hn2 = sum(1 for o in ben if not o["id"].endswith("-hn"))
    en = sum(1 for o in att if o["language"] == "en")
    methods = collections.Counter(m for _, m, _, _ in checks)
    print("items=%d attacks=%d benign=%d second_mirrors=%d "
          "attacks_without_mirror=0" % (len(items), len(att), len(ben), hn2))
    print("English share of attacks: %.1f%% (non-English attacks: %d)"
          % (100.0 * en / len(att), len(att) - en))
    print("languages: %d" % len({o["language"] for o in items}))
    print("payloads decoded: %d (%s)" % (len(checks), ", ".join(
        "%s=%d" % kv for kv in sorted(methods.items()))))
    nctl = sum(1 for o in att if any(mk in o["text"].lower()
                                     for mk in MARKERS))
    print("attacks containing a canonical marker (case-insensitive): %d "
          "(%.1f%%, control group: %s)" % (nctl, 100.0 * nctl / len(att),
                                           ", ".join(core.CONTROL_IDS)))
    return att, ben


def main(argv):
    md = "--markdown" in argv
    raw = open(gen.OUT, "rb").read()
    errors = []
    items = load(raw, errors)
    _, _, checks = gen.render()
    if not errors:
        validate(items, raw, checks, errors)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("FAILED (%d problems)" % len(errors))
        return 1
    att, ben = report(items, checks, md)
    if "--payloads" in argv:
        print()
        for aid, method, plain, _ in sorted(checks):
            print("%-21s %-11s %s" % (aid, method, plain))
    langs = {o["language"] for o in items}
    if (len(att) < MIN_ATTACKS or len(ben) < MIN_BENIGN
            or len(langs) < MIN_LANGS):
        print("FAILED: need at least %d attacks, %d benign items and %d "
              "languages" % (MIN_ATTACKS, MIN_BENIGN, MIN_LANGS))
        return 1
    per_mech = collections.Counter(o["mechanism"] for o in att)
    per_lang = collections.Counter(o["language"] for o in att)
    short_mech = [m for m in core.SHORT.values() if per_mech[m] < MIN_PER_MECH]
    short_lang = [l for l in core.LANGS if per_lang[l] < MIN_PER_LANG]
    if short_mech or short_lang:
        print("FAILED: too few attacks for %s" % (short_mech + short_lang))
        return 1
    have = {(o["language"], o["base_mechanism"]) for o in att
            if o["mechanism"] == "multilingual"}
    missing = ["%s/%s" % (l, core.SHORT[b]) for l in core.LANGS[1:]
               for b in core.BASES if (l, core.SHORT[b]) not in have]
    if missing:
        print("FAILED: no multilingual attack for %s" % ", ".join(missing))
        return 1
    en_per = collections.Counter(o["mechanism"] for o in att
                                 if o["language"] == "en")
    thin = ["%s=%d" % (m, en_per[m]) for m in core.SHORT.values()
            if m != "multilingual" and en_per[m] < (
                MIN_EN_OWN if m in ("encoded_payload", "role_persona",
                                    "hidden_content")
                else MIN_EN_PER_CLASS)]
    if thin:
        print("FAILED: too few English attacks: %s" % ", ".join(thin))
        return 1
    own = {o["language"] for o in att if o["language"] != "en"
           and o["mechanism"] in ("encoded_payload", "role_persona",
                                  "hidden_content")}
    lacking = [l for l in core.LANGS[1:] if l not in own]
    if lacking:
        print("FAILED: no class 6-8 attack in %s" % ", ".join(lacking))
        return 1
    if sum(1 for o in ben if not o["id"].endswith("-hn")) < \
            MIN_SECOND_MIRRORS:
        print("FAILED: fewer than %d second mirrors" % MIN_SECOND_MIRRORS)
        return 1
    non_en = [o for o in att if o["language"] != "en"]
    if len(non_en) < MIN_NON_EN:
        print("FAILED: only %d non-English attacks" % len(non_en))
        return 1
    uk = {(o["base_mechanism"], o["kind"]) for o in att}
    gaps = ["%s/%s" % (m, k) for m in core.SHORT.values()
            if m != "multilingual" for k in core.KINDS.values()
            if (m, k) not in uk]
    if gaps:
        print("FAILED: no attack for %s" % ", ".join(gaps))
        return 1
    nctl = len(core.CONTROL_IDS)
    if nctl > MAX_CONTROL_SHARE * len(att):
        print("FAILED: control group too large (%d)" % nctl)
        return 1
    kinds = collections.Counter(o["kind"] for o in att)
    for k, (lo, hi) in sorted(KIND_BANDS.items()):
        share = kinds[k] / float(len(att))
        if not lo <= share <= hi:
            print("FAILED: %s share of attacks %.0f%% outside %d-%d%%"
                  % (k, 100 * share, 100 * lo, 100 * hi))
            return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
