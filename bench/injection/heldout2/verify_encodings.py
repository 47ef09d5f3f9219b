#!/usr/bin/env python3
"""Decode the payload of every encoded_payload attack and every invisible-Unicode
hidden_content attack in bench2.jsonl and print the plain text, so a reviewer can
check that each payload decodes to the instruction its note describes."""
import json, re, sys, base64, codecs, urllib.parse
path = sys.argv[1] if len(sys.argv) > 1 else 'bench2.jsonl'
items = [json.loads(l) for l in open(path, encoding='utf-8')]
fails = 0
def show(i, how, s): print('%-22s %-10s %s' % (i['id'], how, s))
for it in items:
    if it['label'] != 'attack': continue
    t = it['text']
    if it['mechanism'] == 'encoded_payload':
        frags = re.findall(r'\[\d+\] ([A-Za-z0-9+/=]+)', t)
        m_uri = re.search(r'data:text/plain;base64,([A-Za-z0-9+/=]+)', t)
        m_px = re.search(r"printf '((?:\\x[0-9a-f]{2})+)'", t)
        m_hex = re.search(r'\b([0-9a-f]{40,})\b', t)
        m_pct = re.search(r'policy=([^\s]+)', t)
        m_b32 = re.search(r'\b([A-Z2-7]{40,}=*)', t)
        m_b64 = re.search(r'([A-Za-z0-9+/]{40,}={0,2})', t)
        try:
            if frags: show(it, 'b64-frag', base64.b64decode(''.join(frags)).decode())
            elif m_uri: show(it, 'data-uri', base64.b64decode(m_uri.group(1)).decode())
            elif m_px: show(it, 'printf', bytes.fromhex(m_px.group(1).replace('\\x', '')).decode())
            elif m_hex: show(it, 'hex', bytes.fromhex(m_hex.group(1)).decode())
            elif m_pct: show(it, 'percent', urllib.parse.unquote(m_pct.group(1)))
            elif m_b32 and 'base32' in t: show(it, 'base32', base64.b32decode(m_b32.group(1)).decode())
            elif 'ROT13' in t: show(it, 'rot13', codecs.decode(t.rsplit(': ', 1)[1], 'rot13'))
            elif m_b64: show(it, 'base64', base64.b64decode(m_b64.group(1)).decode())
            else: print('NO PAYLOAD FOUND', it['id']); fails += 1
        except Exception as e:
            print('DECODE FAILED', it['id'], e); fails += 1
    elif it['mechanism'] == 'hidden_content':
        tags = ''.join(chr(ord(c) - 0xE0000) for c in t if 0xE0000 <= ord(c) <= 0xE007F)
        if tags: show(it, 'tag-chars', tags)
        zw = ''.join(c for c in t if c in '\u200b\u200c')
        if zw:
            bits = ''.join('0' if c == '\u200b' else '1' for c in zw)
            show(it, 'zero-width', bytes(int(bits[k:k+8], 2) for k in range(0, len(bits), 8)).decode())
print('FAILED' if fails else 'all payloads decoded')
sys.exit(1 if fails else 0)
