"""Registry for the heldout5 items.

Items are registered by the items_*.py modules in a fixed import order; ids
are assigned from that order by build(), so the output is deterministic.
"""

MECHS = {
    "shadow": "cross_tool_shadowing",
    "exfil": "data_exfiltration",
    "privesc": "privilege_escalation",
    "conceal": "concealment",
    "hijack": "forced_ordering",
    "encoded": "encoded_payload",
    "persona": "role_persona",
    "hidden": "hidden_content",
    "override": "override_precedence",
    "secrets": "secret_store_access",
    "smuggle": "parameter_smuggling",
    "multi": "multilingual",
}
BASES = ("shadow", "exfil", "privesc", "conceal", "hijack", "override",
         "secrets", "smuggle")
KINDS = {"tool": "tool_description", "param": "param_description",
         "skill": "skill_body"}
LANGS = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr", "ar",
         "hi", "zh", "ja", "ko")
FIELDS = ("id", "text", "kind", "label", "mechanism", "language", "pair",
          "split", "note", "base_mechanism")
SPLIT = "heldout5"
PREFIX = "h5-"

_ATTACKS = []


def L(*lines):
    """Join lines of a multi-line text (skill bodies, HTML)."""
    return "\n".join(lines)


class Attack:
    def __init__(self, short, lang, kind, text, note, base, payloads):
        assert short in MECHS, short
        assert lang in LANGS, lang
        assert kind in KINDS, kind
        if short == "multi":
            assert base in BASES and lang != "en", (base, lang)
        else:
            assert base is None
            if lang != "en":
                assert short in ("encoded", "hidden", "persona"), (short, lang)
        self.short, self.lang, self.kind = short, lang, KINDS[kind]
        self.text, self.note, self.base = text, note, base
        self.payloads = list(payloads)   # (method, plaintext, encoded)
        self.mirrors = []                # (text, note, kind)

    def hn(self, text, note, kind=None):
        self.mirrors.append((text, note, KINDS[kind] if kind else self.kind))
        return self


def attack(short, lang, kind, text, note, base=None, payloads=()):
    a = Attack(short, lang, kind, text, note, base, payloads)
    _ATTACKS.append(a)
    return a


def pair(short, lang, kind, text, note, hn_text, hn_note, base=None,
         payloads=(), hn_kind=None):
    """Register an attack and its first hard negative; returns the attack."""
    return attack(short, lang, kind, text, note, base, payloads).hn(
        hn_text, hn_note, hn_kind)


def build():
    """Return (records, payload_checks), records sorted by id."""
    counters = {}
    records, checks = [], []
    for a in _ATTACKS:
        key = (a.short, a.lang)
        counters[key] = counters.get(key, 0) + 1
        aid = "%s%s-%s-%03d" % (PREFIX, a.short, a.lang, counters[key])
        mech = MECHS[a.short]
        base = MECHS[a.base] if a.base else mech
        records.append(dict(zip(FIELDS, (aid, a.text, a.kind, "attack", mech,
                                         a.lang, None, SPLIT, a.note, base))))
        for i, (t, n, k) in enumerate(a.mirrors):
            hid = aid + ("-hn" if i == 0 else "-hn%d" % (i + 1))
            records.append(dict(zip(FIELDS, (hid, t, k, "benign", mech,
                                             a.lang, aid, SPLIT, n, base))))
        for method, plain, enc in a.payloads:
            checks.append((aid, method, plain, enc))
    records.sort(key=lambda r: r["id"])
    return records, checks
