"""Item registry for the heldout12 set.

Each items_*.py module calls add() for one attack and its benign hard
negative(s). build() numbers attacks per (mechanism, language) in
registration order (fixed by the import order in gen.py) and returns the
records sorted by id, so regenerating gives the same bytes every time.
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
# classes that a `multilingual` item may instantiate (1-5, 9-11)
BASES = ("shadow", "exfil", "privesc", "conceal", "hijack", "override",
         "secrets", "smuggle")
# classes that keep their own name when written in another language
OWN_CLASS_INTL = ("encoded", "hidden", "persona")
KINDS = {"tool": "tool_description", "param": "param_description",
         "skill": "skill_body"}
LANGS = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr", "ar",
         "hi", "zh", "ja", "ko")
FIELDS = ("id", "text", "kind", "label", "mechanism", "language", "pair",
          "split", "note", "base_mechanism")
SPLIT = "heldout12"
PREFIX = "h12-"

_REGISTRY = []


def L(*lines):
    """Join lines with newlines (for multi-line texts)."""
    return "\n".join(lines)


def S(name, description, *lines):
    """A SKILL.md body: YAML front matter followed by the given lines."""
    return "\n".join(("---", "name: " + name, "description: " + description,
                      "---") + lines)


class Item:
    """An attack together with its benign mirrors."""

    def __init__(self, short, lang, kind, text, note, base, payloads,
                 control=False):
        if short not in SHORT:
            raise ValueError("unknown mechanism %r" % short)
        if lang not in LANGS:
            raise ValueError("unknown language %r" % lang)
        if kind not in KINDS:
            raise ValueError("unknown kind %r" % kind)
        if short == "multi":
            if base not in BASES or lang == "en":
                raise ValueError("multilingual needs a base class and a "
                                 "non-English language: %r %r" % (base, lang))
        else:
            if base is not None:
                raise ValueError("base is only for multilingual items")
            if lang != "en" and short not in OWN_CLASS_INTL:
                raise ValueError("non-English %s must be multilingual" % short)
        for t in (text, note):
            if not isinstance(t, str) or not t.strip():
                raise ValueError("empty text or note")
        self.short, self.lang, self.kind = short, lang, KINDS[kind]
        self.text, self.note, self.base = text, note, base
        self.payloads = list(payloads)   # enc.Payload tuples
        self.control = bool(control)     # member of the marker control group
        self.mirrors = []                # (text, note, kind)

    def mirror(self, text, note, kind=None):
        """Add a further benign mirror (becomes -hn2, -hn3, ...)."""
        self.mirrors.append((text, note, KINDS[kind] if kind else self.kind))
        return self


def add(short, lang, kind, text, note, hn_text, hn_note, base=None,
        payloads=(), hn_kind=None, control=False):
    """Register an attack and its first hard negative. Returns the Item so
    that more mirrors can be chained with .mirror(). `control=True` marks
    one of the few attacks that deliberately contain a canonical marker."""
    item = Item(short, lang, kind, text, note, base, payloads, control)
    item.mirror(hn_text, hn_note, hn_kind)
    _REGISTRY.append(item)
    return item


CONTROL_IDS = []   # filled by build(): ids of the marker control group


def build():
    """Return (records sorted by id, payload checks)."""
    counter = {}
    records, checks = [], []
    del CONTROL_IDS[:]
    for it in _REGISTRY:
        key = (it.short, it.lang)
        counter[key] = counter.get(key, 0) + 1
        aid = "%s%s-%s-%03d" % (PREFIX, it.short, it.lang, counter[key])
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
        if it.control:
            CONTROL_IDS.append(aid)
        for p in it.payloads:
            checks.append((aid, p.method, p.plain, p.enc))
    records.sort(key=lambda r: r["id"])
    return records, checks


def mirror_of(fragment, text, note, kind=None):
    """Attach a further benign mirror to the already registered attack whose
    text contains `fragment` (must match exactly one attack)."""
    hits = [it for it in _REGISTRY if fragment in it.text]
    if len(hits) != 1:
        raise ValueError("%d attacks match %r" % (len(hits), fragment))
    return hits[0].mirror(text, note, kind)
