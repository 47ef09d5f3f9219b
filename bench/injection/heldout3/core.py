"""Shared helpers for the heldout3 generator (standard library only).

Item modules call P(...) once per attack together with its hard negatives.
Encoders build payloads from plain text, assert that they decode back and
register them so that gen.py can write payloads.json for check.py.
"""

import base64
import codecs
import urllib.parse

SPLIT = "heldout3"

SHORT = {
    "cross_tool_shadowing": "shadow",
    "data_exfiltration": "exfil",
    "privilege_escalation": "privesc",
    "concealment": "conceal",
    "forced_ordering": "hijack",
    "encoded_payload": "encoded",
    "role_persona": "persona",
    "hidden_content": "hidden",
    "override_precedence": "override",
    "secret_store_access": "secrets",
    "parameter_smuggling": "smuggle",
    "multilingual": "multi",
}
BY_SHORT = {v: k for k, v in SHORT.items()}
MULTI_BASES = {"shadow", "exfil", "privesc", "conceal", "hijack", "override",
               "secrets", "smuggle"}

ITEMS = []      # dicts in output order
PAYLOADS = []   # dicts: id, scheme, encoded, plain
_pending = []   # payloads encoded since the last P() call
_counters = {}


# ---------------------------------------------------------------- encoders

def _reg(scheme, encoded, plain):
    _pending.append({"scheme": scheme, "encoded": encoded, "plain": plain})
    return encoded


def b64(plain):
    e = base64.b64encode(plain.encode("utf-8")).decode("ascii")
    assert base64.b64decode(e).decode("utf-8") == plain
    return _reg("base64", e, plain)


def b32(plain):
    e = base64.b32encode(plain.encode("utf-8")).decode("ascii")
    assert base64.b32decode(e).decode("utf-8") == plain
    return _reg("base32", e, plain)


def rot13(plain):
    e = codecs.encode(plain, "rot13")
    assert e != plain and codecs.decode(e, "rot13") == plain
    return _reg("rot13", e, plain)


def hexs(plain, sep=""):
    e = sep.join("%02x" % b for b in plain.encode("utf-8"))
    assert bytes.fromhex(e.replace(sep, "") if sep else e).decode("utf-8") == plain
    return _reg("hex", e, plain)


def pct(plain):
    e = "".join("%%%02X" % b for b in plain.encode("utf-8"))
    assert urllib.parse.unquote(e, encoding="utf-8", errors="strict") == plain
    return _reg("percent", e, plain)


def data_uri(plain):
    body = base64.b64encode(plain.encode("utf-8")).decode("ascii")
    e = "data:text/plain;base64," + body
    assert base64.b64decode(e.split(",", 1)[1]).decode("utf-8") == plain
    return _reg("data-uri", e, plain)


def b64_frags(plain, n):
    e = base64.b64encode(plain.encode("utf-8")).decode("ascii")
    size = -(-len(e) // n)
    frags = [e[i:i + size] for i in range(0, len(e), size)]
    assert len(frags) == n
    assert base64.b64decode("".join(frags)).decode("utf-8") == plain
    _reg("b64-frag", frags, plain)
    return frags


def printf_hex(plain):
    e = "".join("\\x%02x" % b for b in plain.encode("utf-8"))
    assert bytes.fromhex(e.replace("\\x", "")).decode("utf-8") == plain
    return _reg("printf", e, plain)


def tag_chars(plain):
    assert all(0x20 <= ord(c) < 0x7F for c in plain)
    e = "".join(chr(0xE0000 + ord(c)) for c in plain)
    assert "".join(chr(ord(c) - 0xE0000) for c in e) == plain
    return _reg("tag-chars", e, plain)


ZW0, ZW1 = "\u200b", "\u200c"


def zero_width(plain):
    bits = "".join("{:08b}".format(b) for b in plain.encode("utf-8"))
    e = "".join(ZW1 if c == "1" else ZW0 for c in bits)
    back = "".join("1" if c == ZW1 else "0" for c in e)
    assert bytes(int(back[i:i + 8], 2) for i in range(0, len(back), 8)).decode("utf-8") == plain
    return _reg("zero-width", e, plain)


# ---------------------------------------------------------------- items

def skill(name, description, body):
    """A SKILL.md body with YAML front matter."""
    return "---\nname: %s\ndescription: %s\n---\n%s" % (name, description, body)


def H(text, note, kind=None):
    """A hard negative: text, note and (optionally) a kind differing from the attack's."""
    return (text, note, kind)


def P(short, lang, kind, text, note, hns, base=None):
    """Register one attack and its hard negatives (a list of H(...))."""
    assert short in SHORT.values(), short
    mech = BY_SHORT[short]
    if short == "multi":
        assert base in MULTI_BASES and lang != "en", (base, lang)
        base_mech = BY_SHORT[base]
    else:
        assert base is None
        base_mech = mech
    assert kind in ("tool_description", "param_description", "skill_body")
    assert hns, "every attack needs a hard negative"
    key = (short, lang)
    _counters[key] = _counters.get(key, 0) + 1
    aid = "h3-%s-%s-%03d" % (short, lang, _counters[key])
    group = [{
        "id": aid, "text": text, "kind": kind, "label": "attack",
        "mechanism": mech, "language": lang, "pair": None, "split": SPLIT,
        "note": note, "base_mechanism": base_mech,
    }]
    for i, (htext, hnote, hkind) in enumerate(hns, 1):
        hid = aid + ("-hn" if i == 1 else "-hn%d" % i)
        group.append({
            "id": hid, "text": htext, "kind": hkind or kind, "label": "benign",
            "mechanism": mech, "language": lang, "pair": aid, "split": SPLIT,
            "note": hnote, "base_mechanism": base_mech,
        })
    ITEMS.extend(group)
    while _pending:
        rec = _pending.pop(0)
        enc = rec["encoded"]
        parts = enc if isinstance(enc, list) else [enc]
        owners = [it["id"] for it in group if all(p in it["text"] for p in parts)]
        assert owners, "payload not found in any text of group %s" % aid
        rec = dict(rec, id=owners[0])
        PAYLOADS.append(rec)
    return aid
