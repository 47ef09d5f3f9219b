#!/usr/bin/env python3
"""Build verbs.tsv, software-verbs.tsv and ambiguous.tsv for afd-surface.

Inputs (see SOURCES.md for exact versions, licences and where to get them):
  --wordnet DIR  WordNet 3.0 database dir (Debian package wordnet-base:
                 /usr/share/wordnet): index.{verb,noun,adj,adv}, cntlist.rev
  --agid FILE    AGID 2016.01.19 infl.txt (SCOWL project, en-wl/wordlist
                 agid/infl.txt), or the same data as pyinflect/infl.csv
                 from the PyPI package pyinflect 0.5.1 (a name ending in
                 .csv selects that format; both give identical output)
  --scowl DIR    SCOWL 2020.12.07 final word lists (Debian package scowl:
                 /usr/share/dict/scowl), used only as a commonness filter
  --seed FILE    software_seed.txt (the project's own list)

Selection of verbs.tsv (a "lexicon verb" is a WordNet 3.0 verb lemma that
AGID also lists as a verb, which gives its inflections):
  1. single words [a-z]+ that are lexicon verbs whose -ing form SCOWL attests,
     plus hyphenated WordNet verbs whose last part is an AGID verb
     (inflected on the last part);
  2. commonness: the base form is in a SCOWL list of size <= MAX_LEVEL
     (hyphenated: every part is, at <= MAX_LEVEL_HYPHEN);
  3. drop words that SemCor (the sense-tagged corpus whose counts ship with
     WordNet, cntlist.rev) shows to be far more common as noun/adjective/
     adverb than as verb: other >= 5 and other >= 20 * verb;
  4. drop EXCLUDE (auxiliaries/modals, function-word homographs and a few
     domain nouns that WordNet also lists as verbs, offensive words);
  5. every seed word that is a lexicon verb is kept whatever 2-3 say.
Seed words that are not lexicon verbs go to software-verbs.tsv (inflections:
seed override, else AGID, else prefix + lexicon verb, else regular rules).
ambiguous.tsv: entries of both lists that WordNet also lists as noun or
adjective/adverb, with SemCor counts.
"""
import argparse
import collections
import glob
import os
import re
import sys

MAX_LEVEL = 40
MAX_LEVEL_HYPHEN = 20
NOUN_MIN = 5
NOUN_RATIO = 20

# WordNet lists these as verbs, but as the first word of a description they
# are (almost) never an action verb.
EXCLUDE = {
    # auxiliaries / modal homographs ("can" = to tin, "will" = to bequeath)
    'be', 'can', 'will',
    # adverb / preposition / adjective homographs
    'up', 'down', 'out', 'off', 'even', 'still', 'well', 'near', 'further',
    'second', 'last', 'best', 'better', 'worst', 'long', 'right', 'wrong',
    'just', 'over', 'yes', 'no', 'nothing', 'else', 'but', 'plus', 'minus',
    'due', 'alright', 'very', 'now', 'then', 'here', 'there', 'thus', 'hence',
    # domain nouns that WordNet also lists as verbs but that never open a
    # tool description as an imperative ("Tools for ...", "Web search ...")
    'tool', 'web', 'function', 'service',
    'okay', 'ok', 'pooh', 'pshaw', 'whoa', 'hello', 'hallo', 'hullo',
    # offensive or vulgar
    'whore', 'fuck', 'shit', 'fag', 'bugger', 'masturbate', 'fornicate',
    'sodomize', 'sodomise', 'piss', 'bitch', 'screw', 'goddamn', 'nigger',
    'gang-rape', 'rape', 'faggot', 'fagot', 'crap', 'hump', 'bonk', 'wank',
    'frig', 'diddle', 'fellate',
}

SEMCOR_POS = {1: 0, 2: 1, 3: 2, 5: 2, 4: 3}   # noun, verb, adj(+sat), adv

WORD_RE = re.compile(r'^[a-z]+(-[a-z]+)*$')


def load_scowl(d):
    """word -> smallest SCOWL size it appears at (any English spelling)."""
    cats = ('english', 'american', 'british', 'british_z', 'canadian',
            'australian', 'variant_1', 'british_variant_1')
    level = {}
    for f in glob.glob(os.path.join(d, '*-words.*')):
        base = os.path.basename(f)
        cat, size = base.rsplit('.', 1)
        if cat[:-len('-words')] not in cats:
            continue
        size = int(size)
        with open(f, encoding='latin-1') as fh:
            for w in fh:
                w = w.strip()
                if w not in level or size < level[w]:
                    level[w] = size
    return level


def load_index(d, pos):
    words = set()
    with open(os.path.join(d, 'index.' + pos), encoding='latin-1') as fh:
        for line in fh:
            if not line.startswith(' '):
                words.add(line.split(' ', 1)[0])
    return words


def load_wordnet(d):
    verbs = load_index(d, 'verb')
    counts = collections.defaultdict(lambda: [0, 0, 0, 0])
    with open(os.path.join(d, 'cntlist.rev'), encoding='latin-1') as fh:
        for line in fh:
            key, _sense, n = line.split()
            lemma, rest = key.split('%', 1)
            counts[lemma][SEMCOR_POS[int(rest[0])]] += int(n)
    return verbs, counts


def pick(field):
    """Preferred form of one AGID field, e.g. 'travelled 1, traveled'."""
    best = None
    for ent in field.split(', '):
        m = re.match(r"^([A-Za-z']+)([~<!?]*)(?: ([0-9.]+))?(?: \{[^}]*\})?$",
                     ent.strip())
        if not m:
            continue
        word, tags, lvl = m.group(1), m.group(2), float(m.group(3) or 0)
        # '?' = form not in AGID's word list, '!' = likely belongs to another
        # word: rank such forms last instead of dropping them, so that this
        # reader and the pyinflect copy (which drops the marks) agree
        rank = (1 if ('?' in tags or '!' in tags) else 0, lvl,
                1 if tags else 0)
        if best is None or rank < best[0]:
            best = (rank, word)
    return best[1] if best else None


def load_agid_csv(path):
    """Same data from pyinflect's infl.csv (PyPI pyinflect 0.5.1), which
    keeps AGID's order of forms but drops variant levels and tags: the first
    form of each field is taken."""
    out = {}
    with open(path, encoding='utf-8') as fh:
        for line in fh:
            c = line.rstrip('\n').split(',')
            if len(c) < 5 or c[1] != 'V' or c[0] in ('be', 'wit'):
                continue
            if len(c) == 6:
                past, _pp, ing, third = c[2:6]
            elif len(c) == 5:
                past, ing, third = c[2:5]
            else:
                continue
            forms = tuple(f.split('/')[0].lower() for f in (third, ing, past))
            if all(forms):
                out[c[0]] = forms
    return out


def load_agid(path):
    """word -> (third, ing, past) for AGID verb entries."""
    if path.endswith('.csv'):
        return load_agid_csv(path)
    out = {}
    with open(path, encoding='latin-1') as fh:
        for line in fh:
            m = re.match(r'^(\S+) V\??: (.*)$', line.rstrip('\n'))
            if not m:
                continue
            word, rest = m.group(1), m.group(2)
            fields = rest.split(' | ')
            if word in ('be', 'wit'):
                continue
            if len(fields) == 4:
                past, _pp, ing, third = fields
            elif len(fields) == 3:
                past, ing, third = fields
            else:
                continue
            forms = (pick(third), pick(ing), pick(past))
            if None in forms:
                continue
            out[word] = tuple(f.lower() for f in forms)
    return out


VOWELS = set('aeiou')
PREFIXES = ('un', 're', 'de', 'pre', 'dis', 'auto', 'geo', 'mis', 'co',
            'over', 'under', 'up', 'down', 'out', 'back', 'cross', 'counter',
            'post', 'sub', 'super', 'multi', 'fore', 'de-', 're-', 'co-')


def rule_inflect(w, known):
    """Regular inflection for a word the lexicon lacks.  `known` is a set of
    attested word forms used to choose between doubled/undoubled spellings."""
    if w.endswith(('s', 'x', 'z', 'ch', 'sh')):
        third = w + 'es'
    elif w.endswith('y') and len(w) > 1 and w[-2] not in VOWELS:
        third = w[:-1] + 'ies'
    else:
        third = w + 's'
    if w.endswith('ie'):
        ing, past = w[:-2] + 'ying', w + 'd'
    elif w.endswith(('ee', 'ye', 'oe')):
        ing, past = w + 'ing', w + 'd'
    elif w.endswith('e'):
        ing, past = w[:-1] + 'ing', w + 'd'
    elif w.endswith('y') and len(w) > 1 and w[-2] not in VOWELS:
        ing, past = w + 'ing', w[:-1] + 'ied'
    else:
        ing, past = w + 'ing', w + 'ed'
        # double a final consonant after a single vowel in one-syllable words
        if (len(w) >= 3 and w[-1] not in VOWELS | set('wxy')
                and w[-2] in VOWELS and w[-3] not in VOWELS
                and len(re.findall(r'[aeiou]+', w)) == 1):
            ing, past = w + w[-1] + 'ing', w + w[-1] + 'ed'
        # prefer whichever spelling is attested
        for a_ing, a_past in ((w + w[-1] + 'ing', w + w[-1] + 'ed'),
                              (w + 'ing', w + 'ed')):
            if a_ing in known and ing not in known:
                ing, past = a_ing, a_past
    return third, ing, past


def compose(w, agid, known, min_stem=3):
    """Inflect w via a lexicon part: hyphenated (last part) or prefix+verb."""
    if '-' in w:
        head, tail = w.rsplit('-', 1)
        forms = agid.get(tail) or rule_inflect(tail, known)
        return tuple(head + '-' + f for f in forms), 'last-part'
    for p in sorted(PREFIXES, key=len, reverse=True):
        stem = w[len(p):]
        if w.startswith(p) and len(stem) >= min_stem and stem in agid:
            return tuple(p + f for f in agid[stem]), 'prefix+' + stem
    return rule_inflect(w, known), 'rule'


def load_seed(path):
    seed = collections.OrderedDict()
    with open(path, encoding='utf-8') as fh:
        for line in fh:
            line = line.split('#', 1)[0].rstrip()
            if not line.strip():
                continue
            parts = line.split('\t')
            w = parts[0].strip()
            assert WORD_RE.match(w), w
            over = None
            if len(parts) > 1:
                over = tuple('' if x.strip() == '-' else x.strip()
                             for x in parts[1:4])
                assert len(over) == 3, line
            seed[w] = over
    return seed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--wordnet', required=True)
    ap.add_argument('--agid', required=True)
    ap.add_argument('--scowl', required=True)
    ap.add_argument('--seed', required=True)
    ap.add_argument('--out', default='.')
    ap.add_argument('--dropped', help='also write the noun-dominant drops '
                    '(base, semcor noun, adj+adv, verb) to this file')
    a = ap.parse_args()

    level = load_scowl(a.scowl)
    wn_verbs, semcor = load_wordnet(a.wordnet)
    agid = load_agid(a.agid)
    seed = load_seed(a.seed)
    known = set(level)
    wn_nouns = load_index(a.wordnet, 'noun')
    wn_adjs = load_index(a.wordnet, 'adj') | load_index(a.wordnet, 'adv')

    def lexicon_forms(w):
        if not WORD_RE.match(w) or w not in wn_verbs:
            return None
        if '-' not in w:
            forms = agid.get(w)
            # AGID marks guessed forms with '?'; pyinflect's copy drops the
            # marks, so also require SCOWL to attest the -ing form
            if forms and forms[1] in known:
                return forms
            return None
        tail = w.rsplit('-', 1)[1]
        if tail in agid:
            head = w.rsplit('-', 1)[0]
            return tuple(head + '-' + f for f in agid[tail])
        return None

    stats = collections.Counter()
    rows, dropped_noun, ambiguous = {}, [], []
    for w in sorted(wn_verbs):
        forms = lexicon_forms(w)
        if forms is None:
            stats['not a lexicon verb (no AGID forms / not [a-z-])'] += 1
            continue
        forced = w in seed
        n, v, adj, adv = semcor.get(w, [0, 0, 0, 0])
        other = n + adj + adv
        if w in EXCLUDE:
            stats['excluded by hand'] += 1
            continue
        if '-' in w:
            ok = all(level.get(p, 99) <= MAX_LEVEL_HYPHEN for p in w.split('-'))
        else:
            ok = level.get(w, 99) <= MAX_LEVEL
        if not ok and not forced:
            stats['too rare (SCOWL size)'] += 1
            continue
        if other >= NOUN_MIN and other >= NOUN_RATIO * v and not forced:
            stats['noun/adj-dominant in SemCor'] += 1
            dropped_noun.append((w, n, adj + adv, v))
            continue
        if forced and (not ok or (other >= NOUN_MIN
                                  and other >= NOUN_RATIO * v)):
            print('kept by seed:', w, file=sys.stderr)
        if forced and not ok:
            stats['kept by seed despite rarity'] += 1
        elif forced and other >= NOUN_MIN and other >= NOUN_RATIO * v:
            stats['kept by seed despite noun dominance'] += 1
        else:
            stats['kept'] += 1
        rows[w] = forms

    soft = {}
    for w, over in seed.items():
        if w in rows:
            continue
        if lexicon_forms(w) is not None:   # lexicon verb but EXCLUDEd
            continue
        if over is not None:
            forms = over
            how = 'override'
        elif w in agid:
            forms, how = agid[w], 'agid-only'
        else:
            forms, how = compose(w, agid, known)
        soft[w] = forms
        stats['software-verbs: ' + how] += 1

    for w in sorted(set(rows) | set(soft)):
        if w in wn_nouns or w in wn_adjs:
            n, v, adj, adv = semcor.get(w, [0, 0, 0, 0])
            other = n + adj + adv
            dom = int(other >= NOUN_MIN and other >= v)
            ambiguous.append((w, int(w in wn_nouns), int(w in wn_adjs),
                              n, adj + adv, v, dom))

    def check(w, forms):
        for f in (w,) + tuple(forms):
            assert f == '' or WORD_RE.match(f), (w, forms)

    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, 'verbs.tsv'), 'w') as fh:
        fh.write('# base\tthird_person\ting\tpast\n')
        for w in sorted(rows):
            check(w, rows[w])
            fh.write('\t'.join((w,) + tuple(rows[w])) + '\n')
    with open(os.path.join(a.out, 'software-verbs.tsv'), 'w') as fh:
        fh.write('# afd-surface project\'s own list (MIT): verbs common in '
                 'software text that the lexicon (WordNet 3.0 + AGID) lacks.\n')
        fh.write('# base\tthird_person\ting\tpast\n')
        for w in sorted(soft):
            check(w, soft[w])
            fh.write('\t'.join((w,) + tuple(soft[w])) + '\n')
    with open(os.path.join(a.out, 'ambiguous.tsv'), 'w') as fh:
        fh.write('# entries of verbs.tsv / software-verbs.tsv that WordNet 3.0 '
                 'also lists as noun or adjective/adverb, with SemCor tag '
                 'counts (cntlist.rev);\n# noun_dominant = 1 when SemCor tags '
                 'the word at least 5 times and at least as often as '
                 'noun/adj/adv as verb\n')
        fh.write('# base\twn_noun\twn_adj_adv\tsemcor_noun\tsemcor_adj_adv'
                 '\tsemcor_verb\tnoun_dominant\n')
        for t in sorted(ambiguous):
            fh.write('\t'.join(map(str, t)) + '\n')
    if a.dropped:
        with open(a.dropped, 'w') as fh:
            for t in sorted(dropped_noun):
                fh.write('\t'.join(map(str, t)) + '\n')
    for k, n in sorted(stats.items()):
        print(f'{n:6}  {k}', file=sys.stderr)
    print(f'{len(rows):6}  verbs.tsv rows', file=sys.stderr)
    print(f'{len(soft):6}  software-verbs.tsv rows', file=sys.stderr)
    print(f'{len(ambiguous):6}  ambiguous.tsv rows ({sum(t[-1] for t in ambiguous)} noun-dominant)', file=sys.stderr)


if __name__ == '__main__':
    main()
