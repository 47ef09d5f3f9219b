"""Item registry for the heldout6 set.

The items_*.py modules register attacks (each with one or more benign
mirrors) in a fixed import order. build() numbers them per (mechanism,
language) in that order and returns the records sorted by id, so the
generated file is the same on every run.
"""

SHORT = {
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
# classes a `multilingual` item may instantiate
BASES = ("shadow", "exfil", "privesc", "conceal", "hijack", "override",
         "secrets", "smuggle")
# classes that keep their own name in a non-English language
OWN_CLASS_INTL = ("encoded", "hidden", "persona")
KINDS = {"tool": "tool_description", "param": "param_description",
         "skill": "skill_body"}
LANGS = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr", "ar",
         "hi", "zh", "ja", "ko")
FIELDS = ("id", "text", "kind", "label", "mechanism", "language", "pair",
          "split", "note", "base_mechanism")
SPLIT = "heldout6"
PREFIX = "h6-"

_REGISTRY = []


def L(*lines):
    """Join the lines of a multi-line text with newlines."""
    return "\n".join(lines)


class Item:
    """One attack and its benign mirrors."""

    def __init__(self, short, lang, kind, text, note, base, payloads):
        if short not in SHORT:
            raise ValueError("unknown mechanism %r" % short)
        if lang not in LANGS:
            raise ValueError("unknown language %r" % lang)
        if kind not in KINDS:
            raise ValueError("unknown kind %r" % kind)
        if short == "multi":
            if base not in BASES or lang == "en":
                raise ValueError("multilingual item needs a base and a "
                                 "non-English language: %r %r" % (base, lang))
        else:
            if base is not None:
                raise ValueError("base only for multilingual items")
            if lang != "en" and short not in OWN_CLASS_INTL:
                raise ValueError("non-English %s must be multilingual" % short)
        self.short, self.lang, self.kind = short, lang, KINDS[kind]
        self.text, self.note, self.base = text, note, base
        self.payloads = list(payloads)   # (method, plaintext, encoded)
        self.mirrors = []                # (text, note, kind)

    def mirror(self, text, note, kind=None):
        self.mirrors.append((text, note, KINDS[kind] if kind else self.kind))
        return self


def add(short, lang, kind, text, note, hn_text, hn_note, base=None,
        payloads=(), hn_kind=None):
    """Register an attack with its first hard negative; returns the Item
    so that further mirrors can be chained with .mirror()."""
    item = Item(short, lang, kind, text, note, base, payloads)
    item.mirror(hn_text, hn_note, hn_kind)
    _REGISTRY.append(item)
    return item


def build():
    """Return (records sorted by id, payload checks)."""
    seen = {}
    records, checks = [], []
    for it in _REGISTRY:
        key = (it.short, it.lang)
        seen[key] = seen.get(key, 0) + 1
        aid = "%s%s-%s-%03d" % (PREFIX, it.short, it.lang, seen[key])
        mech = SHORT[it.short]
        base = SHORT[it.base] if it.base else mech
        records.append(dict(zip(FIELDS, (aid, it.text, it.kind, "attack",
                                         mech, it.lang, None, SPLIT, it.note,
                                         base))))
        for n, (text, note, kind) in enumerate(it.mirrors, 1):
            hid = aid + ("-hn" if n == 1 else "-hn%d" % n)
            records.append(dict(zip(FIELDS, (hid, text, kind, "benign", mech,
                                             it.lang, aid, SPLIT, note,
                                             base))))
        for method, plain, enc in it.payloads:
            checks.append((aid, method, plain, enc))
    records.sort(key=lambda r: r["id"])
    return records, checks
