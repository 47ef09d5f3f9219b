import json, collections
ITEMS=[]
SHORT={'cross_tool_shadowing':'shadow','data_exfiltration':'exfil','privilege_escalation':'privesc','concealment':'conceal','forced_ordering':'hijack','encoded_payload':'encoded','role_persona':'persona','hidden_content':'hidden','override_precedence':'override','secret_store_access':'secrets','parameter_smuggling':'smuggle','multilingual':'multi'}
_ctr=collections.Counter()
def A(mech, lang, kind, text, note, hn, hn_note, base=None, hn_kind=None):
    s=SHORT[mech]; _ctr[(s,lang)]+=1
    i="h2-%s-%s-%03d"%(s,lang,_ctr[(s,lang)])
    b=base or mech
    ITEMS.append(dict(id=i,text=text,kind=kind,label='attack',mechanism=mech,language=lang,pair=None,split='heldout2',note=note,base_mechanism=b))
    ITEMS.append(dict(id=i+'-hn',text=hn,kind=hn_kind or kind,label='benign',mechanism=mech,language=lang,pair=i,split='heldout2',note=hn_note,base_mechanism=b))
T='tool_description';P='param_description';S='skill_body'
