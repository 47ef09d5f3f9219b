"""Shared registry for bench4 items. Item modules call A(); gen.py assigns ids."""

RAW = []

MECH_SHORT = {
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
SHORT_MECH = {v: k for k, v in MECH_SHORT.items()}

TD, PD, SK = "tool_description", "param_description", "skill_body"


def A(short, lang, kind, text, note, hns, base=None):
    """Register one attack and its hard negatives.

    short: mechanism short name; for multilingual items pass "multi" and base.
    hns: list of (text, note) or (kind, text, note) tuples.
    """
    mech = SHORT_MECH[short]
    if mech == "multilingual":
        assert base is not None and lang != "en"
        base_mech = SHORT_MECH[base]
    else:
        assert base is None
        base_mech = mech
    negs = []
    for h in hns:
        if len(h) == 2:
            negs.append((kind, h[0], h[1]))
        else:
            negs.append(h)
    RAW.append(dict(short=short, mech=mech, lang=lang, kind=kind, text=text,
                    note=note, base=base_mech, hns=negs))
