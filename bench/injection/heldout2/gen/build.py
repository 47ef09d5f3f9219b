import json, collections, sys
import core, b1, b2, b3, b4, b5, b6, b7, b8, b9
items=core.ITEMS
for it in items:
    if it['label']=='benign' and not it['note'].startswith('Benign'):
        it['note']='Benign mirror of %s on the same topic and vocabulary: %s'%(it['pair'], it['note'][0].lower()+it['note'][1:] if not it['note'][:2].isupper() else it['note'])
ids=[i['id'] for i in items]; assert len(ids)==len(set(ids))
with open('../bench2.jsonl','w',encoding='utf-8') as f:
    for it in items: f.write(json.dumps(it,ensure_ascii=False)+'\n')
print(len(items))
