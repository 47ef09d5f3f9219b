#!/usr/bin/env python3
"""Benchmarks of the whole afd-surface binary (BENCHMARKS.md has the figures).

usage:
  bench/run.py [--work DIR] [--shared DIR] [--bin PATH] [--runs N]
               [--only s2000,registry,scaling,tree,findings,small,lists,skills]
               [--skills DIR]
               [--oracle-python PY | --no-oracle]

Workloads (generated once into --work, default `bench-work/` in the
repository, which git ignores; see bench/workloads.py):
  s2000     `gen_surface.py 2000 --seed 5`, checked with `max-findings-per-rule`
            lifted; timed side by side with the reference's Python port on the
            same commands (converted by `to_oracle_input.py`), and the two sets
            of findings compared with scripts/compare-reference.py's rules
  registry  1,000 manifests x 100 commands (`gen_surface.py 100 --seed K`,
            K = 1..1000) in one run: wall time and peak RSS
  scaling   one surface of 1k, 5k, 10k and 20k commands with mostly distinct
            descriptions: the whole binary, and `cargo bench --bench scaling`
            for the pairs each pair rule compares
  tree      100,000 files with 1,000 manifests and 5,000 skills, walked and
            checked
  findings  `gen_surface.py 10000 --seed 5` under `--profile reference` with
            the limits lifted: 328,060 findings, a 328 MB JSON report; wall
            time, peak RSS (of 5 runs: median and max) and the in-process
            JSON parse floor of the same file (`examples/parse-floor.rs`)
  small     the fixed cost: a list of one benign MCP tool, and the bundled
            `samples/servers/search/mcp-tools.json` (not in the default set)
  lists     real tool lists: the captured `tools/list` results of
            `corpus/mcp-dev/` in the shared material, each as NAME.tools.json,
            in one run (not in the default set)
  skills    real skill collections (folders holding `SKILL.md` files) that
            --skills names, checked whole and with `--ignore
            skill-body-injection`; the ratio of the two is the body scan's
            cost (not in the default set; no skills are bundled, since their
            licences vary: clone public collections into one folder)

Needs `hyperfine` (Debian package) for wall times and GNU time
(`/usr/bin/time -v`) for peak memory; `gen_surface.py`, `to_oracle_input.py`
and `afd_oracle.py` come from the shared reference material (--shared,
default `../shared` beside the repository). The oracle run takes about 45 s;
--no-oracle skips it.
"""
import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import workloads  # noqa: E402

LIFT = "[limits]\nmax-findings-per-rule = 100000000\nmax-findings = 100000000\n"
BIG = LIFT + 'max-file-size = "256MiB"\n'
SIZES = [1000, 5000, 10000, 20000]


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


# ---- generation ----

def generate(args, chosen):
    """Writes the chosen workloads' inputs that are not there yet."""
    w = args.work
    os.makedirs(w, exist_ok=True)
    for name, text in (("lift.toml", LIFT), ("big.toml", BIG)):
        with open(os.path.join(w, name), "w", encoding="utf-8") as fh:
            fh.write(text)
    s2000 = os.path.join(w, "s2000", "s2000.afd.json")
    if "s2000" in chosen and not os.path.exists(s2000):
        print("generating s2000 ...", file=sys.stderr)
        workloads.write(s2000, workloads.gen_surface(args.shared, 2000, 5))
        inp = sh([sys.executable, os.path.join(args.shared, "oracle", "to_oracle_input.py"), s2000]).stdout
        workloads.write(os.path.join(w, "s2000", "oracle-input.json"), inp)
    reg = os.path.join(w, "registry")
    if ({"registry", "tree"} & set(chosen)) and not os.path.exists(os.path.join(reg, "server-1000.afd.json")):
        print("generating registry (1,000 manifests) ...", file=sys.stderr)
        for k in range(1, 1001):
            workloads.write(os.path.join(reg, f"server-{k:04}.afd.json"),
                            workloads.gen_surface(args.shared, 100, k))
    for n in SIZES if "scaling" in chosen else []:
        path = os.path.join(w, "scaling", f"surface-{n}.afd.json")
        if not os.path.exists(path):
            print(f"generating a {n}-command surface ...", file=sys.stderr)
            workloads.write(path, workloads.big_surface(n))
    s10000 = os.path.join(w, "findings", "s10000.afd.json")
    if "findings" in chosen and not os.path.exists(s10000):
        print("generating s10000 ...", file=sys.stderr)
        workloads.write(s10000, workloads.gen_surface(args.shared, 10000, 5))
    if "small" in chosen:
        workloads.write(os.path.join(w, "small", "one.tools.json"), json.dumps({"tools": [{
            "name": "get_weather",
            "description": "Returns the current weather for a city, with temperature and wind speed.",
            "inputSchema": {"type": "object", "properties": {
                "city": {"type": "string", "description": "City name"}}, "required": ["city"]}}]}))
    lists = os.path.join(w, "lists")
    if "lists" in chosen and not os.path.exists(lists):
        src = os.path.join(args.shared, "corpus", "mcp-dev")
        os.makedirs(lists)
        for name in sorted(os.listdir(src)):
            if name.endswith(".json"):
                shutil.copy(os.path.join(src, name), os.path.join(lists, name[:-5] + ".tools.json"))
    tree = os.path.join(w, "tree")
    marker = os.path.join(w, "tree.done")
    if "tree" in chosen and not os.path.exists(marker):
        print("generating the 100,000-file tree ...", file=sys.stderr)
        shutil.rmtree(tree, ignore_errors=True)
        count = workloads.tree(tree, reg)
        workloads.write(marker, str(count))


# ---- measuring ----

def hyperfine(args, cmd, cwd, runs, warmup=1):
    """Wall time of `cmd` (list) in `cwd`: mean, stddev, min, max, median,
    and mean user and system CPU (ms)."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as tmp:
        out = tmp.name
    try:
        line = " ".join(shlex_quote(c) for c in cmd)
        sh(["hyperfine", "-N", "-i", "--warmup", str(warmup), "--runs", str(runs),
            "--export-json", out, line], cwd=cwd)
        with open(out, encoding="utf-8") as fh:
            r = json.load(fh)["results"][0]
        return {k: r[k] * 1000 for k in ("mean", "stddev", "min", "max", "median", "user", "system")}
    finally:
        os.unlink(out)


def shlex_quote(s):
    return s if re.fullmatch(r"[\w@%+=:,./-]+", s) else "'" + s.replace("'", "'\"'\"'") + "'"


def peak(cmd, cwd):
    """Peak RSS (MiB) and wall seconds of one run, from /usr/bin/time -v."""
    r = subprocess.run(["/usr/bin/time", "-v"] + cmd, cwd=cwd, capture_output=True, text=True)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", r.stderr)
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", r.stderr)
    secs = None
    if wall:
        h, m, s = wall.groups()
        secs = int(h or 0) * 3600 + int(m) * 60 + float(s)
    return (int(rss.group(1)) / 1024 if rss else None), secs, r.stdout


def summary_of(stdout):
    try:
        return json.loads(stdout)["summary"]
    except (ValueError, KeyError):
        return {}


def bench_s2000(args, results):
    w = args.work
    manifest = os.path.join("s2000", "s2000.afd.json")
    base = [args.bin, "check", manifest, "--config", "lift.toml"]
    results["s2000"] = {
        "json": hyperfine(args, base + ["--format", "json"], w, args.runs),
        "text": hyperfine(args, base, w, args.runs),
    }
    rss, _, out = peak(base + ["--format", "json"], w)
    results["s2000"]["peakMiB"] = rss
    ours = json.loads(out)
    results["s2000"]["findings"] = len(ours["findings"])
    if args.no_oracle:
        return
    inp = os.path.join(w, "s2000", "oracle-input.json")
    oracle_cmd = [args.oracle_python, os.path.join(args.shared, "oracle", "afd_oracle.py"),
                  "--omit-duration", "--compact", inp]
    start = time.perf_counter()
    rss, _, out = peak(oracle_cmd, w)
    oracle_ms = (time.perf_counter() - start) * 1000
    oracle = json.loads(out)
    results["s2000"]["oracle"] = {"ms": oracle_ms, "peakMiB": rss, "findings": len(oracle["findings"])}
    results["s2000"]["parity"] = compare_findings(args, os.path.join(w, manifest), inp, oracle)


def compare_findings(args, manifest, oracle_input, oracle):
    """Our findings against the oracle's, with the explanations of
    scripts/compare-reference.py (the oracle output is reused, not re-run)."""
    spec = importlib.util.spec_from_file_location(
        "compare_reference", os.path.join(REPO, "scripts", "compare-reference.py"))
    cr = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cr)
    with open(oracle_input, encoding="utf-8") as fh:
        commands = json.load(fh)["commands"]
    cr.run_oracle = lambda _a, _m, _o: (commands, oracle)
    ns = argparse.Namespace(bin=args.bin, shared=args.shared, oracle_python=args.oracle_python,
                            verbose=False)
    totals = cr.collections.Counter()
    totals["causes"] = cr.collections.Counter()
    cr.compare("s2000", ns, manifest, {}, totals)
    causes = totals.pop("causes")
    return {k: totals.get(k, 0) for k in ("ours", "oracle", "matched", "explained", "unexplained")} | {
        "causes": dict(causes)}


def bench_registry(args, results):
    cmd = [args.bin, "check", "registry", "--config", "lift.toml", "--format", "json"]
    t = hyperfine(args, cmd, args.work, max(3, args.runs // 3))
    rss, _, out = peak(cmd, args.work)
    s = summary_of(out)
    results["registry"] = {"wall": t, "peakMiB": rss, "files": s.get("fileCount"),
                           "commands": s.get("commandCount")}


def bench_scaling(args, results):
    rows = []
    files = [os.path.join(args.work, "scaling", f"surface-{n}.afd.json") for n in SIZES]
    probe = sh(["cargo", "bench", "--quiet", "--bench", "scaling", "--"] + files, cwd=REPO).stdout
    probes = [json.loads(line) for line in probe.splitlines() if line.startswith("{")]
    for n, p in zip(SIZES, probes):
        cmd = [args.bin, "check", os.path.join("scaling", f"surface-{n}.afd.json"), "--config", "big.toml",
               "--format", "json"]
        t = hyperfine(args, cmd, args.work, max(3, args.runs // 3))
        rss, _, _ = peak(cmd, args.work)
        rows.append({"n": n, "wall": t, "peakMiB": rss, "probe": p})
    results["scaling"] = rows


def bench_tree(args, results):
    tree = os.path.join(args.work, "tree")
    cmd = [args.bin, "check", ".", "--no-config", "--format", "json"]
    # a cold first run is not measured: the page cache holds the tree
    t = hyperfine(args, cmd, tree, max(3, args.runs // 3), warmup=1)
    rss, _, out = peak(cmd, tree)
    s = summary_of(out)
    with open(os.path.join(args.work, "tree.done"), encoding="utf-8") as fh:
        total = int(fh.read())
    results["tree"] = {"wall": t, "peakMiB": rss, "treeFiles": total, "files": s.get("fileCount"),
                       "skills": s.get("skillCount"), "commands": s.get("commandCount")}


def bench_findings(args, results):
    manifest = os.path.join("findings", "s10000.afd.json")
    cmd = [args.bin, "check", manifest, "--config", "big.toml", "--format", "json",
           "--profile", "reference"]
    t = hyperfine(args, cmd, args.work, 5)
    peaks = sorted(peak(cmd, args.work)[0] for _ in range(5))
    floor = json.loads(sh(["cargo", "run", "--quiet", "--release", "--example", "parse-floor", "--",
                           os.path.join(args.work, manifest), "10"], cwd=REPO).stdout)
    out = subprocess.run(cmd, cwd=args.work, capture_output=True).stdout
    results["findings"] = {"wall": t, "peakMiB": peaks[len(peaks) // 2], "peakMiBMax": peaks[-1],
                           "floorMs": floor["medianMs"], "reportBytes": len(out),
                           "findings": len(json.loads(out)["findings"])}


def bench_small(args, results):
    one = [args.bin, "check", "one.tools.json", "--no-config"]
    search = [args.bin, "check", os.path.join(REPO, "samples", "servers", "search", "mcp-tools.json"),
              "--no-config"]
    small = os.path.join(args.work, "small")
    results["small"] = {
        "one": hyperfine(args, one, small, max(40, args.runs), warmup=5),
        "search": hyperfine(args, search, small, max(40, args.runs), warmup=5),
    }


def bench_lists(args, results):
    cmd = [args.bin, "check", ".", "--no-config", "--format", "json"]
    lists = os.path.join(args.work, "lists")
    t = hyperfine(args, cmd, lists, max(20, args.runs), warmup=3)
    s = summary_of(subprocess.run(cmd, cwd=lists, capture_output=True, text=True).stdout)
    size = sum(os.path.getsize(os.path.join(lists, f)) for f in os.listdir(lists))
    results["lists"] = {"wall": t, "files": s.get("fileCount"), "commands": s.get("commandCount"),
                        "bytes": size}


def bench_skills(args, results):
    if not args.skills or not os.path.isdir(args.skills):
        raise SystemExit("the skills workload needs --skills DIR (a folder of skill collections)")
    cmd = [args.bin, "check", ".", "--no-config", "--format", "json"]
    t = hyperfine(args, cmd, args.skills, max(10, args.runs), warmup=2)
    without = hyperfine(args, cmd + ["--ignore", "skill-body-injection"], args.skills,
                        max(10, args.runs), warmup=2)
    count = sum(1 for _, _, files in os.walk(args.skills) if "SKILL.md" in files)
    results["skills"] = {"wall": t, "without": without, "skills": count}


# ---- report ----

def fmt_ms(t):
    return f"{t['mean']:.0f} ± {t['stddev']:.0f} ms (min {t['min']:.0f})"


def table(results, machine):
    out = [f"machine: {machine}", ""]
    out.append("| workload | target | measured | peak RSS |")
    out.append("|---|---|---|---|")
    if "s2000" in results:
        r = results["s2000"]
        out.append(f"| 2,000 commands, JSON report | < 100 ms | {fmt_ms(r['json'])} | {r['peakMiB']:.0f} MiB |")
        out.append(f"| 2,000 commands, text report | < 100 ms | {fmt_ms(r['text'])} | |")
        if "oracle" in r:
            o = r["oracle"]
            out.append(f"| same, Python port of the reference | | {o['ms'] / 1000:.1f} s "
                       f"({o['ms'] / r['json']['mean']:.0f}x slower) | {o['peakMiB']:.0f} MiB |")
    if "registry" in results:
        r = results["registry"]
        out.append(f"| registry: {r['files']} manifests, {r['commands']} commands | < 5 s, < 1 GiB | "
                   f"{fmt_ms(r['wall'])} | {r['peakMiB']:.0f} MiB |")
    if "tree" in results:
        r = results["tree"]
        out.append(f"| tree: {r['treeFiles']} files, {r['files']} read ({r['skills']} skills) | < 3 s | "
                   f"{fmt_ms(r['wall'])} | {r['peakMiB']:.0f} MiB |")
    if "findings" in results:
        r = results["findings"]
        out.append(f"| 10,000 commands, reference profile, {r['findings']:,} findings "
                   f"({r['reportBytes'] / 1e6:.0f} MB JSON) | <= 5x parse floor, <= 500 MiB | "
                   f"{fmt_ms(r['wall'])}; {r['wall']['mean'] / r['floorMs']:.1f}x the parse floor "
                   f"({r['floorMs']:.0f} ms) | {r['peakMiB']:.0f} MiB (max {r['peakMiBMax']:.0f}) |")
    if "small" in results:
        for key, label in (("one", "one benign tool"), ("search", "samples/servers/search/mcp-tools.json")):
            r = results["small"][key]
            out.append(f"| {label} | < 8 ms | {fmt_ms(r)}, median {r['median']:.1f} ms, "
                       f"CPU {r['user'] + r['system']:.1f} ms | |")
    if "lists" in results:
        r = results["lists"]
        out.append(f"| {r['files']} real tool lists, {r['commands']} tools ({r['bytes'] / 1e6:.1f} MB) | "
                   f"<= 100 ms | {fmt_ms(r['wall'])}, median {r['wall']['median']:.0f} ms, "
                   f"CPU {r['wall']['user'] + r['wall']['system']:.0f} ms | |")
    if "skills" in results:
        r = results["skills"]
        out.append(f"| {r['skills']:,} real skills; without skill-body-injection | <= 1.5x | "
                   f"{fmt_ms(r['wall'])}; {fmt_ms(r['without'])}: "
                   f"{r['wall']['mean'] / r['without']['mean']:.1f}x | |")
    if "s2000" in results and "parity" in results["s2000"]:
        p = results["s2000"]["parity"]
        out += ["", f"findings vs the Python port: {p['ours']} ours, {p['oracle']} oracle, {p['matched']} "
                    f"matched; {p['explained']} differences explained, {p['unexplained']} unexplained"]
        for cause, n in sorted(p["causes"].items(), key=lambda x: -x[1]):
            out.append(f"  {n:6} {cause}")
    if "scaling" in results:
        out += ["", "| n | all pairs n(n-1)/2 | similarity: scored | found | search ms | "
                    "overlap: compared | found | search ms | whole run | peak RSS |",
                "|---|---|---|---|---|---|---|---|---|---|"]
        for row in results["scaling"]:
            p, s, o = row["probe"], row["probe"]["similarity"], row["probe"]["overlap"]
            out.append(f"| {row['n']:,} | {p['allPairs']:,} | {s['candidates']:,} "
                       f"({100 * s['candidates'] / p['allPairs']:.2f}%) | {s['pairs']:,} | {s['ms']:.1f} | "
                       f"{o['candidates']:,} ({100 * o['candidates'] / p['allPairs']:.3f}%) | {o['pairs']:,} | "
                       f"{o['ms']:.1f} | {fmt_ms(row['wall'])} | {row['peakMiB']:.0f} MiB |")
    return "\n".join(out)


def machine():
    cpu = "?"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    return f"{cpu}, {os.cpu_count()} cores, {mem:.0f} GiB; load average {load}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default=os.path.join(REPO, "bench-work"))
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared"))
    ap.add_argument("--bin", default=os.path.join(REPO, "target", "release", "afd-surface"))
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--only", default="s2000,registry,scaling,tree,findings")
    ap.add_argument("--oracle-python", default=os.environ.get("AFD_ORACLE_PYTHON", "python3"))
    ap.add_argument("--no-oracle", action="store_true")
    ap.add_argument("--skills", help="a folder of real skill collections, for the skills workload")
    args = ap.parse_args()
    args.work = os.path.abspath(args.work)
    args.shared = os.path.abspath(args.shared)
    args.bin = os.path.abspath(args.bin)
    if args.skills:
        args.skills = os.path.abspath(args.skills)
    for tool in ("hyperfine",):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed (apt-get install {tool})")
    if args.bin == os.path.join(REPO, "target", "release", "afd-surface"):
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=REPO, check=True)
    chosen = args.only.split(",")
    generate(args, chosen)
    results = {"machineBefore": machine()}
    for name, fn in (("s2000", bench_s2000), ("registry", bench_registry), ("scaling", bench_scaling),
                     ("tree", bench_tree), ("findings", bench_findings), ("small", bench_small),
                     ("lists", bench_lists), ("skills", bench_skills)):
        if name in chosen:
            print(f"measuring {name} ...", file=sys.stderr)
            fn(args, results)
    results["machineAfter"] = machine()
    with open(os.path.join(args.work, "results.json"), "w", encoding="utf-8") as fh:
        json.dump(results, fh, indent=1)
    print(table(results, results["machineBefore"]))
    print(f"\n(after: {results['machineAfter']}; raw figures in {os.path.join(args.work, 'results.json')})")


if __name__ == "__main__":
    main()
