#!/usr/bin/env python3
"""Validate bench2.jsonl and print count tables (standard library only)."""
import json, sys, collections, re
path = sys.argv[1] if len(sys.argv) > 1 else 'bench2.jsonl'
MECHS = ['cross_tool_shadowing','data_exfiltration','privilege_escalation','concealment','forced_ordering','encoded_payload','role_persona','hidden_content','override_precedence','secret_store_access','parameter_smuggling','multilingual']
LANGS = ['en','de','fr','es','it','pt','nl','pl','ru','tr','ar','hi','zh','ja','ko']
FIELDS = ['id','text','kind','label','mechanism','language','pair','split','note','base_mechanism']
MARKERS = ['ignore previous instructions','note to ai','<important>','do not tell the user','you are now','act as']
items = []
with open(path, encoding='utf-8') as f:
    for n, line in enumerate(f, 1):
        it = json.loads(line)  # raises on a bad line
        assert list(it.keys()) == FIELDS, (n, list(it.keys()))
        items.append(it)
byid = {i['id']: i for i in items}
assert len(byid) == len(items), 'duplicate ids'
for it in items:
    assert it['id'].startswith('h2-'), it['id']
    assert it['kind'] in ('tool_description','param_description','skill_body'), it['id']
    assert it['label'] in ('attack','benign'), it['id']
    assert it['mechanism'] in MECHS, it['id']
    assert it['language'] in LANGS, it['id']
    assert it['split'] == 'heldout2', it['id']
    assert it['text'].strip() and it['note'].strip(), it['id']
    if it['mechanism'] == 'multilingual':
        assert it['base_mechanism'] in MECHS[:5] + MECHS[8:11] and it['language'] != 'en', it['id']
    else:
        assert it['base_mechanism'] == it['mechanism'], it['id']
    if it['label'] == 'attack':
        assert it['pair'] is None, it['id']
    else:
        p = byid.get(it['pair'])
        assert p is not None and p['label'] == 'attack', ('missing pair', it['id'])
        assert p['mechanism'] == it['mechanism'] and p['language'] == it['language'], it['id']
att = [i for i in items if i['label'] == 'attack']
mirrored = {i['pair'] for i in items if i['label'] == 'benign'}
unmirrored = [a['id'] for a in att if a['id'] not in mirrored]
md = '--markdown' in sys.argv
def table(title, rows, cols, cell):
    print('\n### ' + title + '\n')
    print('| ' + ' | '.join([''] + cols) + ' |'); print('|' + '---|' * (len(cols) + 1))
    for r in rows: print('| ' + ' | '.join([r] + [cell(r, c) for c in cols]) + ' |')
C = collections.Counter((i['mechanism'], i['label']) for i in items)
table('Mechanism x label', MECHS + ['TOTAL'], ['attack','benign','total'],
      lambda r, c: str(sum(v for (m, l), v in C.items() if (r == 'TOTAL' or m == r) and (c == 'total' or l == c))))
L = collections.Counter((i['language'], i['label']) for i in items)
table('Language x label', LANGS, ['attack','benign','total'],
      lambda r, c: str(sum(v for (m, l), v in L.items() if m == r and (c == 'total' or l == c))))
ML = collections.Counter((i['mechanism'], i['language'], i['label']) for i in items)
table('Mechanism x language (attack/benign)', MECHS, LANGS,
      lambda r, c: ('%d/%d' % (ML[(r,c,'attack')], ML[(r,c,'benign')])) if ML[(r,c,'attack')] or ML[(r,c,'benign')] else '.')
B = collections.Counter((i['base_mechanism'], i['label']) for i in items if i['mechanism'] == 'multilingual')
table('Multilingual items by base mechanism', sorted({b for b, _ in B}), ['attack','benign'], lambda r, c: str(B[(r, c)]))
K = collections.Counter((i['kind'], i['label']) for i in items)
table('Kind', ['tool_description','param_description','skill_body'], ['attack','benign','attack share'],
      lambda r, c: ('%.0f%%' % (100 * K[(r,'attack')] / len(att))) if c == 'attack share' else str(K[(r, c)]))
# non-English attacks per language, any mechanism
marker_hits = [a['id'] for a in att if any(m in a['text'].lower() for m in MARKERS)]
print('\nitems=%d attacks=%d benign=%d attacks_without_mirror=%d' % (len(items), len(att), len(items) - len(att), len(unmirrored)))
print('attacks containing a canonical marker (plain text): %d %s' % (len(marker_hits), marker_hits))
assert not unmirrored
print('OK')
