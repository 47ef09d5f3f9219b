#!/usr/bin/env python3
"""Cross-check afd-surface's command-surface findings against the reference
validator's Python port (the `afd` package, wrapped by afd_oracle.py).

usage:
  scripts/compare-reference.py [--shared ../shared] [--oracle-python PY]
                               [--bin target/debug/afd-surface]
                               [--sizes 100,500] [--seeds 1,2,3]
                               [--only examples,synthetic,corpus] [--verbose]
                               [MANIFEST ...]

Without MANIFEST arguments it checks three sets:
  examples   SHARED/oracle/afd-examples/ (files with `cases` are split; each
             case's reference options are translated to afd-surface.toml)
  synthetic  surfaces written by SHARED/oracle/gen_surface.py for every size
             and seed
  corpus     the real tools/list captures SHARED/corpus/mcp-dev/*.json

For each manifest it converts the input with SHARED/oracle/to_oracle_input.py,
runs the oracle and afd-surface (JSON report, `max-findings-per-rule` raised so
that both report everything), and compares the multisets of
(rule, severity, sorted commands, suppressed). A `circular-prerequisite`
finding is keyed by its cyclic group (afd-surface's `evidence.members`).
Findings of the checks afd-surface adds beyond the reference (rules it does
not have, such as hidden-unicode, and description-injection pattern families
other than the reference's four and the configured extra patterns) are left
out and counted. Every difference is attributed to a known cause (a documented correction of
afd-surface, or a documented difference of the Python port from the
TypeScript reference) or reported as UNEXPLAINED; the exit status is 1 when
anything is unexplained.

The oracle needs the `afd` package (`pip install "afd[all]==0.10.0"` in a
virtual environment; pass its interpreter with --oracle-python or
$AFD_ORACLE_PYTHON). Build afd-surface first (`cargo build`).
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

SURFACE_RULES = {
    "similar-descriptions", "schema-overlap", "naming-convention", "naming-collision",
    "missing-category", "description-injection", "description-quality", "orphaned-category",
    "schema-complexity", "unresolved-prerequisite", "circular-prerequisite",
    "missing-output-schema", "missing-context",
}

# Parity on description-injection is judged on these pattern ids and on the
# configured extra patterns; the families afd-surface adds are its own.
REFERENCE_PATTERNS = {
    "imperative-override", "role-assignment", "system-prompt-fragment", "hidden-instruction",
}


def added_check(f, options):
    """A finding of a check afd-surface adds beyond the reference: a rule the
    reference does not have (hidden-unicode, the input rules) or an added
    description-injection pattern family."""
    if f["rule"] not in SURFACE_RULES:
        return True
    if f["rule"] == "description-injection":
        extra = {p.get("id") for p in options.get("additionalInjectionPatterns", [])}
        return f["evidence"].get("patternId") not in REFERENCE_PATTERNS | extra
    return False


# ---- options -> afd-surface.toml (the "reference options" table) ----

def toml_str(s):
    return json.dumps(s, ensure_ascii=False)


def config_of(options):
    top, surface, rules, suppress = [], [], [], []
    for key, v in options.items():
        if key in ("similarityThreshold", "schemaOverlapThreshold"):
            name, rule = (("similarity-threshold", "similar-descriptions")
                          if key == "similarityThreshold"
                          else ("schema-overlap-threshold", "schema-overlap"))
            if v > 1:
                rules.append(f'{rule} = "off"')   # a threshold above 1 flags nothing
            else:
                surface.append(f"{name} = {float(v)!r}")
        elif key == "detectInjection":
            if not v:
                rules.append('description-injection = "off"')
        elif key == "checkDescriptionQuality":
            if not v:
                rules.append('description-quality = "off"')
        elif key == "checkSchemaComplexity":
            if not v:
                rules.append('schema-complexity = "off"')
        elif key == "enforceNaming":
            if not v:
                surface.append('naming = "any"')
        elif key == "strict":
            if v:
                top.append('fail-on = "warning"')
        elif key == "minDescriptionLength":
            surface.append(f"min-description-length = {int(v)}")
        elif key == "schemaComplexityThreshold":
            surface.append(f"schema-complexity-threshold = {float(v)!r}")
        elif key == "namingPattern":
            surface.append(f"naming = {toml_str(v)}")
        elif key == "skipCategories":
            surface.append(f"skip-categories = {json.dumps(v, ensure_ascii=False)}")
        elif key == "configuredContexts":
            surface.append(f"configured-contexts = {json.dumps(v, ensure_ascii=False)}")
        elif key == "suppressions":
            for s in v:
                suppress.append(f"[[suppress]]\nspec = {toml_str(s)}\n")
        elif key == "additionalInjectionPatterns":
            items = []
            for p in v:
                pattern = p["pattern"]
                if "i" in p.get("flags", ""):
                    pattern = "(?i)" + pattern
                items.append("{ id = %s, pattern = %s, description = %s, example = %s }" % (
                    toml_str(p["id"]), toml_str(pattern), toml_str(p["description"]),
                    toml_str(p.get("example", ""))))
            surface.append("extra-injection-patterns = [%s]" % ", ".join(items))
        else:
            raise SystemExit(f"unknown reference option {key}")
    return "\n".join(top + ["", "[surface]"] + surface + ["", "[rules]"] + rules
                     + ["", "[limits]", "max-findings-per-rule = 100000000", ""] + suppress)


# ---- running both sides ----

def run_oracle(args, manifest, options):
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, os.path.join(args.shared, "oracle", "to_oracle_input.py"), manifest]
        if options:
            opt = os.path.join(tmp, "options.json")
            with open(opt, "w", encoding="utf-8") as fh:
                json.dump(options, fh)
            cmd += ["--options", opt]
        converted = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
        inp = os.path.join(tmp, "input.json")
        with open(inp, "w", encoding="utf-8") as fh:
            fh.write(converted)
        out = subprocess.run([args.oracle_python, os.path.join(args.shared, "oracle", "afd_oracle.py"),
                              "--omit-duration", "--compact", inp],
                             check=True, capture_output=True, text=True).stdout
        return json.loads(converted)["commands"], json.loads(out)


def run_ours(args, manifest, options):
    with tempfile.TemporaryDirectory() as tmp:
        config = os.path.join(tmp, "afd-surface.toml")
        with open(config, "w", encoding="utf-8") as fh:
            fh.write(config_of(options))
        r = subprocess.run([args.bin, "check", os.path.abspath(manifest), "--config", config,
                            "--format", "json", "--profile", "reference", "--allow-outside-root"], cwd=tmp, capture_output=True,
                           text=True)
        if r.returncode not in (0, 1):
            raise SystemExit(f"afd-surface failed on {manifest}: {r.stderr}")
        return json.loads(r.stdout)


def key(rule, severity, commands, suppressed):
    return (rule, severity, tuple(sorted(commands)), bool(suppressed))


# ---- explaining differences ----

def falsy(v):
    return v is None or v is False or v == 0 or v == ""


def has_falsy_constraint(schema):
    """enum/pattern/format present but falsy anywhere in the schema: the
    TypeScript reference (and afd-surface) skip them, the Python port counts
    key presence."""
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for k in ("enum", "pattern", "format"):
                if k in node and falsy(node[k]):
                    return True
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


def explain(diff_key, side, commands_by_name):
    """The known cause of one difference, or None."""
    rule, severity, names, _ = diff_key
    cmds = [commands_by_name.get(n, {}) for n in names]
    first = cmds[0] if cmds else {}
    if rule == "schema-complexity":
        if first.get("examples"):
            return "examples: the TypeScript reference (and afd-surface) report a complex schema with examples as info; the Python port ignores examples"
        if has_falsy_constraint(first.get("jsonSchema", {})):
            return "falsy constraints: enum/pattern/format count only when truthy in the TypeScript reference (and afd-surface); the Python port counts key presence"
    if rule == "missing-output-schema" and side == "oracle" and first.get("outputJsonSchema") == {}:
        return "`{}` output schema: present for the TypeScript reference (and afd-surface), missing for the Python port"
    if rule == "schema-overlap" and side == "ours" and any(
            c.get("jsonSchema", {}).get("properties") == {} for c in cmds):
        return "empty `properties`: a schema-overlap candidate in the TypeScript reference (and afd-surface), skipped by the Python port"
    if rule == "circular-prerequisite":
        return "cyclic groups: afd-surface reports each strongly connected component once; the reference's depth-first search reports some cycles of a group and misses others"
    if rule == "manifest-invalid":
        return "manifest-invalid: afd-surface reports fields of the wrong type; the converter drops them silently"
    return None


def compare(label, args, manifest, options, totals):
    commands, oracle = run_oracle(args, manifest, options)
    ours = run_ours(args, manifest, options)
    by_name = {c.get("name"): c for c in commands}

    groups = []
    ours_keys = []
    for f in ours["findings"]:
        if added_check(f, options or {}):
            totals["added checks (not compared)"] += 1
            continue
        names = f["commands"]
        if f["rule"] == "circular-prerequisite":
            names = f["evidence"]["members"]
            groups.append(set(names))
        ours_keys.append(key(f["rule"], f["severity"], names, f["suppressed"]))
    oracle_keys = []
    for f in oracle["findings"]:
        names = f["commands"]
        if f["rule"] == "circular-prerequisite":
            g = next((g for g in groups if set(names) <= g), None)
            if g is not None:
                names = sorted(g)
                k = key(f["rule"], f["severity"], names, f.get("suppressed"))
                if k in oracle_keys:
                    totals["collapsed cycles"] += 1
                    continue
        oracle_keys.append(key(f["rule"], f["severity"], names, f.get("suppressed")))

    a, b = collections.Counter(ours_keys), collections.Counter(oracle_keys)
    matched = sum((a & b).values())
    only_ours = list((a - b).elements())
    only_oracle = list((b - a).elements())
    totals["inputs"] += 1
    totals["ours"] += len(ours_keys)
    totals["oracle"] += len(oracle_keys)
    totals["matched"] += matched
    lines = []
    for side, diffs in (("ours", only_ours), ("oracle", only_oracle)):
        for d in diffs:
            why = explain(d, side, by_name)
            if why is None:
                totals["unexplained"] += 1
                lines.append(f"  UNEXPLAINED only {side}: {d}")
            else:
                totals["explained"] += 1
                totals["causes"][why.split(":")[0]] += 1
                if args.verbose:
                    lines.append(f"  only {side}: {d}  [{why.split(':')[0]}]")
    status = "same" if not only_ours and not only_oracle else f"+{len(only_ours)} -{len(only_oracle)}"
    print(f"{label}: {len(ours_keys)} ours, {len(oracle_keys)} oracle, {matched} matched ({status})")
    for line in lines:
        print(line)


def examples(args, tmp):
    folder = os.path.join(args.shared, "oracle", "afd-examples")
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".json"):
            continue
        with open(os.path.join(folder, file), encoding="utf-8") as fh:
            doc = json.load(fh)
        cases = doc["cases"] if isinstance(doc, dict) and "cases" in doc else [
            {"name": file[:-5], "input": doc}]
        for case in cases:
            inp = case["input"]
            if isinstance(inp, list):
                inp = {"commands": inp}
            path = os.path.join(tmp, f"{file[:-5]}--{case['name']}.afd.json")
            with open(path, "w", encoding="utf-8") as fh:
                json.dump({"commands": inp["commands"]}, fh, ensure_ascii=False)
            yield f"examples/{file}#{case['name']}", path, inp.get("options", {})


def synthetic(args, tmp):
    for n in args.sizes:
        for seed in args.seeds:
            path = os.path.join(tmp, f"gen-{n}-{seed}.afd.json")
            subprocess.run([sys.executable, os.path.join(args.shared, "oracle", "gen_surface.py"),
                            str(n), "--seed", str(seed), "-o", path], check=True)
            with open(path, encoding="utf-8") as fh:
                options = json.load(fh).get("options", {})
            yield f"synthetic/{n}-commands-seed-{seed}", path, options


def corpus(args, _tmp):
    folder = os.path.join(args.shared, "corpus", "mcp-dev")
    for file in sorted(os.listdir(folder)):
        if file.endswith(".json"):
            yield f"corpus/{file}", os.path.join(folder, file), {}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("manifests", nargs="*")
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared"))
    ap.add_argument("--oracle-python", default=os.environ.get("AFD_ORACLE_PYTHON", "python3"))
    ap.add_argument("--bin", default=os.path.join(REPO, "target", "debug", "afd-surface"))
    ap.add_argument("--sizes", default="100,500")
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--only", default="examples,synthetic,corpus")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    args.sizes = [int(x) for x in args.sizes.split(",") if x]
    args.seeds = [int(x) for x in args.seeds.split(",") if x]
    totals = collections.Counter()
    totals["causes"] = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        if args.manifests:
            sets = [("manifests", [(m, m, {}) for m in args.manifests])]
        else:
            chosen = args.only.split(",")
            sets = [(name, gen(args, tmp)) for name, gen in
                    (("examples", examples), ("synthetic", synthetic), ("corpus", corpus))
                    if name in chosen]
        for name, items in sets:
            before = dict(totals)
            for label, path, options in items:
                compare(label, args, path, options, totals)
            n = totals["matched"] - before.get("matched", 0)
            o = totals["ours"] - before.get("ours", 0)
            r = totals["oracle"] - before.get("oracle", 0)
            print(f"== {name}: {totals['inputs'] - before.get('inputs', 0)} inputs, "
                  f"{o} findings ours, {r} oracle, {n} matched\n")
    causes = totals.pop("causes")
    print("== total: {inputs} inputs; {ours} findings ours, {oracle} oracle, {matched} matched; "
          "{explained} differences explained, {unexplained} unexplained".format(
              **{k: totals.get(k, 0) for k in ("inputs", "ours", "oracle", "matched", "explained", "unexplained")}))
    if totals.get("collapsed cycles"):
        print(f"   {totals['collapsed cycles']} oracle cycles folded into the group of another")
    if totals.get("added checks (not compared)"):
        print(f"   {totals['added checks (not compared)']} findings of checks afd-surface adds "
              "(hidden-unicode, added injection pattern families) left out of the comparison")
    for cause, n in causes.most_common():
        print(f"   {n:6} {cause}")
    return 1 if totals.get("unexplained") else 0


if __name__ == "__main__":
    sys.exit(main())
