#!/usr/bin/env python3
"""Workload generators for the benchmarks (see BENCHMARKS.md).

- `s2000`: the reference's own 2,000-command surface,
  `../shared/oracle/gen_surface.py 2000 --seed 5`, and its oracle input.
- `registry`: 1,000 manifests of 100 commands (`gen_surface.py 100 --seed K`,
  K = 1..1000) in one folder.
- `big N`: one surface of N commands with realistic, mostly distinct
  descriptions and input schemas (`gen_surface.py` stops at 12,000 distinct
  names and its templated descriptions make most pairs near-duplicates):
  services of about 20 commands, each with its own terms and input fields,
  verbs, resources and qualifiers drawn Zipf-like from shared English word
  lists and from a pseudo-word vocabulary that grows with the surface
  (Heaps' law), 1-8 top-level input fields per command, and about 1%
  deliberate near-duplicates so the pair rules have something to find.
- `tree`: 100,000 files: the 1,000 registry manifests, 5,000 skills (in
  folders of 5-20 per parent, a few with problems) and 94,000 other files
  (sources, docs, JSON that matches no manifest glob) over 3,000 folders, plus
  an ignored `node_modules/` and a `.gitignore`d build folder.

`gen_surface.py` is read from the shared reference material (`--shared`,
default `../shared`, beside the repository).
"""
import bisect
import importlib.util
import io
import json
import os
import random
import contextlib
import sys

# ---- gen_surface.py, imported once (1,000 runs as processes take minutes) ----

_GEN = None


def gen_surface(shared, n, seed):
    """The JSON text `gen_surface.py N --seed S` writes."""
    global _GEN
    if _GEN is None:
        path = os.path.join(shared, "oracle", "gen_surface.py")
        spec = importlib.util.spec_from_file_location("gen_surface", path)
        _GEN = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(_GEN)
    argv = sys.argv
    sys.argv = ["gen_surface.py", str(n), "--seed", str(seed)]
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            _GEN.main()
    finally:
        sys.argv = argv
    return out.getvalue().rstrip("\n")


# ---- a realistic large surface ----

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "qua", "bri", "dor", "fen", "gal",
             "hex", "jun", "kor", "lum", "mor", "nix", "pel", "rin", "sol", "tor", "ux", "vel", "wyn",
             "xi", "yor", "zan", "ar", "el", "is", "om", "ul"]
NOUNS = """account address agent alert allocation annotation approval archive artifact asset attachment
audit backup badge balance batch benchmark billing blob bookmark branch budget bucket build bundle
calendar campaign capacity card carrier case catalog certificate change channel charge chart checkout
claim cluster cohort collection comment commit component connection consent contact container contract
conversation coupon credential credit customer dashboard dataset deadline delivery dependency deployment
device diagram discount dispute document domain draft endpoint entitlement environment event experiment
export feature feed field file filter firewall folder forecast form fulfillment gateway grant graph group
guest habit handler hook identity image import incident index instance integration inventory invitation
invoice issue item job key label lead ledger license limit listing lock log mailbox manifest map market
media meeting member membership merchant message metric migration milestone model module monitor namespace
node note notification offer order organization package page partner password patch payment payout
permission pipeline plan playlist policy pool portfolio position post preference price product profile
project promotion prompt property provider quota quote receipt recipe record refund region registry
release reminder replica report repository request reservation resource response review role rollout
route rule run sandbox schedule schema score secret segment sensor server service session setting
shipment signal snapshot source space sprint stage statement status stock storage stream subscription
supplier survey task team template tenant test thread ticket timeline token topic transaction transfer
trigger upload usage user variant vendor version video volume voucher wallet warehouse webhook widget
workflow workspace zone""".split()
VERBS = """creates fetches lists updates deletes archives restores exports imports validates approves
rejects cancels schedules assigns revokes grants syncs merges splits clones publishes unpublishes renames
moves tags untags locks unlocks pauses resumes retries rolls-back promotes demotes rotates encrypts
decrypts signs verifies summarizes analyzes forecasts estimates reconciles refunds charges invoices
notifies subscribes unsubscribes uploads downloads previews renders transcodes indexes reindexes searches
ranks recommends counts aggregates compares diffs snapshots backs-up migrates provisions deprovisions
scales drains cordons tails streams queries""".split()
ADJECTIVES = """active pending stale archived draft primary secondary external internal shared private
public recent overdue failed queued scheduled expired verified unverified flagged muted pinned starred
default custom legacy regional global nightly weekly monthly quarterly annual manual automatic""".split()
PREPS = ["for", "with", "by", "in", "from", "across", "within", "under", "using", "per", "after", "before"]
TAILS = ["", "", "", "and returns a cursor for the next page", "without touching billing",
         "respecting the caller's permissions", "and emits an audit event", "idempotently",
         "in dry-run mode when asked", "as a background job"]
FIELD_SUFFIXES = ["Id", "Ids", "Name", "Count", "Limit", "At", "Since", "Until", "Type", "Status", "Url",
                  "Key", "Token", "Mode", "Filter", "Tags", "Version", "Size", "Path", "Format"]


class Zipf:
    def __init__(self, items, s, rng):
        self.items = items
        self.rng = rng
        acc, self.cum = 0.0, []
        for r in range(1, len(items) + 1):
            acc += 1.0 / r ** s
            self.cum.append(acc)

    def __call__(self):
        x = self.rng.random() * self.cum[-1]
        return self.items[min(bisect.bisect_left(self.cum, x), len(self.items) - 1)]


def big_surface(n, seed=1):
    """N commands as a large platform would publish them: many services
    (domains) of about 20 commands each, each with its own terms and input
    fields, over a shared English vocabulary. The vocabulary grows with the
    surface as natural text does (Heaps' law, V ~ K * tokens^0.6), which is
    what keeps most descriptions distinct at any size."""
    rng = random.Random(seed)
    tokens = 12 * n
    pool_size = max(3000, int(25 * tokens ** 0.6))
    made, words = set(), []
    while len(words) < pool_size:
        w = "".join(rng.choice(SYLLABLES) for _ in range(rng.choice((2, 3, 3, 4))))
        if w not in made:
            made.add(w)
            words.append(w)
    word = Zipf(words, 1.0, rng)
    noun = Zipf(NOUNS, 0.9, rng)
    verb = Zipf(VERBS, 0.8, rng)
    adj = Zipf(ADJECTIVES, 0.9, rng)
    field_pool = list(dict.fromkeys(
        rng.choice(words) + rng.choice(FIELD_SUFFIXES) for _ in range(max(2000, int(12 * n ** 0.8)))))
    common_field = Zipf(field_pool, 0.75, rng)
    domains = []
    for _ in range(max(40, n // 20)):
        name = "-".join(rng.sample(words, rng.choice((1, 1, 2))))
        domains.append({
            "name": name,
            "terms": rng.sample(words, 6),
            "fields": rng.sample(field_pool, 8),
        })
    domain = Zipf(domains, 0.5, rng)

    commands, names = [], set()
    for i in range(n):
        dom, res, v = domain(), noun(), verb()
        d = dom["name"]
        base = f"{d}-{res}-{v.split('-')[0]}"
        name = base
        k = 2
        while name in names:
            name = f"{base}-{k}"
            k += 1
        names.add(name)
        if commands and rng.random() < 0.01:
            # a near-duplicate of an earlier command: one word changed
            src = rng.choice(commands)["description"].split(" ")
            src[rng.randrange(len(src))] = word()
            desc = " ".join(src)
        else:
            parts = [v.replace("-", " ").capitalize(), rng.choice(["a", "the", "every", "one"])]
            if rng.random() < 0.5:
                parts.append(adj())
            parts += [d.replace("-", " "), res]
            for _ in range(rng.choice((1, 1, 2, 2, 3))):
                term = rng.choice(dom["terms"]) if rng.random() < 0.6 else word()
                parts += [rng.choice(PREPS), rng.choice(["the", "a", "each", ""]) or word(), term]
                if rng.random() < 0.4:
                    parts.append(word())
            tail = rng.choice(TAILS)
            desc = " ".join(p for p in parts if p) + (" " + tail if tail else "") + "."
        props = {}
        if v in ("fetches", "updates", "deletes", "archives", "restores", "locks", "unlocks"):
            props[f"{res}Id"] = {"type": "string"}
        for _ in range(rng.choice((1, 2, 2, 3, 3, 4, 4, 5, 6, 8))):
            f = rng.choice(dom["fields"]) if rng.random() < 0.6 else common_field()
            props[f] = {"type": rng.choice(["string", "integer", "boolean", "number"])}
        schema = {"type": "object", "properties": props}
        req = [p for p in props if rng.random() < 0.4]
        if req:
            schema["required"] = req
        cmd = {"name": name, "description": desc, "category": d, "inputSchema": schema}
        if rng.random() < 0.5:
            cmd["outputSchema"] = {"type": "object", "properties": {"ok": {"type": "boolean"}}}
        commands.append(cmd)
    return json.dumps({"commands": commands}, indent=1)


# ---- a repository tree ----

SKILL_WORDS = ["review", "deploy", "triage", "format", "release", "lint", "migrate", "profile",
               "document", "test", "audit", "translate", "summarize", "refactor", "debug", "plan"]


def skill_text(rng, name, k):
    desc = (f"Use this skill to {rng.choice(SKILL_WORDS)} {rng.choice(NOUNS)} changes in "
            f"{rng.choice(NOUNS)} projects, step {k}.")
    body = "\n".join(f"- Step {i}: {rng.choice(SKILL_WORDS)} the {rng.choice(NOUNS)}."
                     for i in range(rng.randint(5, 60)))
    front = f"name: {name}\ndescription: {desc}\n"
    r = rng.random()
    if r < 0.01:
        front = f"name: {name.upper()}\ndescription: {desc}\n"         # bad name
    elif r < 0.02:
        front += "unknown-key: 1\n"                                   # unknown field
    elif r < 0.025:
        return f"---\nname: {name}\ndescription: [unclosed\n---\n{body}\n"  # bad YAML
    return f"---\n{front}license: MIT\n---\n# {name}\n\n{body}\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


def tree(root, registry_dir, seed=7, files=100_000, manifests=1000, skills=5000):
    rng = random.Random(seed)
    count = 0
    write(os.path.join(root, ".gitignore"), "build/\n")
    count += 1
    for k in range(1, manifests + 1):
        with open(os.path.join(registry_dir, f"server-{k:04}.afd.json"), encoding="utf-8") as fh:
            text = fh.read()
        write(os.path.join(root, "servers", f"srv{k % 50:02}", f"server-{k:04}", "tools.afd.json"), text)
        count += 1
    made = 0
    group = 0
    while made < skills:
        size = min(rng.randint(5, 20), skills - made)
        parent = os.path.join(root, "packages", f"pkg{group % 200:03}", f"skills{group // 200}", ".claude", "skills")
        for s in range(size):
            name = f"{rng.choice(SKILL_WORDS)}-{rng.choice(NOUNS)}-{made}"
            write(os.path.join(parent, name, "SKILL.md"), skill_text(rng, name, made))
            made += 1
            count += 1
        group += 1
    # node_modules and an ignored build folder: present, never walked
    for i in range(200):
        write(os.path.join(root, "node_modules", f"dep{i % 20}", f"f{i}.tools.json"), "{}")
        write(os.path.join(root, "build", f"out{i}.afd.json"), "{}")
        count += 2
    exts = [(".ts", "export const x = {};\n"), (".rs", "fn main() {}\n"), (".md", "# notes\n"),
            (".json", "{\"name\": \"pkg\"}\n"), (".py", "print('x')\n"), (".yaml", "a: 1\n")]
    i = 0
    while count < files:
        ext, body = exts[i % len(exts)]
        folder = os.path.join(root, "src", f"mod{i % 60:02}", f"sub{(i // 60) % 50:02}")
        write(os.path.join(folder, f"file{i}{ext}"), body)
        count += 1
        i += 1
    return count


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    sys.stdout.write(big_surface(n) + "\n")
