//! Scores the injection rules (`description-injection`, `hidden-unicode`,
//! `skill-body-injection`) on labelled and real data. Not part of
//! `cargo test`: it reads the shared corpus.
//!
//! ```text
//! cargo run --release --example injection-eval -- ../shared/corpus
//! cargo run --release --example injection-eval -- ../shared/corpus --list
//! cargo run --release --example injection-eval -- ../shared/corpus --bench 100000
//! ```
//!
//! Every item goes through the real loader and rules: each labelled tool
//! description becomes a one-tool manifest, each labelled skill a skill
//! folder of its own, each `mcp-dev/` capture a manifest as it is, and the
//! `mcp-snapshots/github-mcp-server/` tools one manifest together. A tool
//! counts as flagged when a `description-injection` or `hidden-unicode`
//! finding names it, whatever its severity; a skill when one of those or
//! `skill-body-injection` does. "New" counts only the patterns this project
//! adds (every `patternId` except the reference's four, and
//! `hidden-unicode`). The held-out set of `tests/fixtures/injection/` is
//! scored the same way.

// A development tool on data it generates or is pointed at by its user, not
// the product's input path: the panic-free lints apply to the library.
#![allow(clippy::indexing_slicing, clippy::panic)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::Instant;

use afd_surface::app::{self, CheckRequest};
use afd_surface::config::{CliOverrides, ConfigSource};
use afd_surface::output::{Format, RenderOptions};
use afd_surface::rules::description_injection::builtin_ids;
use afd_surface::rules::injection::{self, ScanOptions, unicode};
use afd_surface::{lint, pipeline};
use serde_json::{Value, json};

const RULES: [&str; 3] = [
    "description-injection",
    "hidden-unicode",
    "skill-body-injection",
];

/// One labelled item.
struct Item {
    text: String,
    malicious: bool,
    kind: String,
    class: String,
    name: String,
}

/// What the rules said about one subject: the pattern ids (or rule ids for
/// `hidden-unicode`) and the first matched text.
#[derive(Default, Clone)]
struct Flags {
    ids: BTreeSet<String>,
    sample: String,
}

impl Flags {
    fn any(&self) -> bool {
        !self.ids.is_empty()
    }

    fn new_patterns(&self) -> bool {
        let builtin = builtin_ids();
        self.ids.iter().any(|i| !builtin.contains(&i.as_str()))
    }

    fn reference(&self) -> bool {
        let builtin = builtin_ids();
        self.ids.iter().any(|i| builtin.contains(&i.as_str()))
    }
}

fn read_items(path: &Path) -> Vec<Item> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let s = |k: &str| v.get(k).and_then(Value::as_str).unwrap_or("").to_string();
            Item {
                text: s("text"),
                malicious: v
                    .get("is_malicious")
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
                kind: s("kind"),
                class: if v
                    .get("is_malicious")
                    .and_then(Value::as_bool)
                    .unwrap_or(false)
                {
                    s("attack_class")
                } else {
                    s("benign_kind")
                },
                name: s("tool_name"),
            }
        })
        .collect()
}

/// A tool name the manifest loader accepts.
fn tool_name(name: &str, i: usize) -> String {
    let n: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if n.is_empty() { format!("tool_{i}") } else { n }
}

/// Runs the loader and the rules on `root`; the flags per (path, command).
fn run(root: &Path) -> HashMap<(String, String), Flags> {
    let req = CheckRequest {
        paths: vec![PathBuf::from(".")],
        root: root.to_path_buf(),
        config: ConfigSource::None,
        overrides: CliOverrides::default(),
        baseline: None,
        write_baseline: false,
        allow_outside_root: false,
        lock: afd_surface::app::LockSource::Default,
        format: Format::Json,
        outputs: Vec::new(),
        sarif_category: None,
        timings: false,
        statistics: false,
        render: RenderOptions::default(),
        exit_after: false,
    };
    let tree = app::configs(&req).unwrap();
    let settings = tree.root().settings.clone();
    let files = app::discover(&req, &tree, &mut std::io::sink())
        .unwrap()
        .files;
    let (sources, workspace) = pipeline::load(&files, &settings);
    let result = lint::run(&workspace, &sources, &settings);
    let mut out: HashMap<(String, String), Flags> = HashMap::new();
    for f in result
        .findings
        .iter()
        .flatten()
        .filter(|f| RULES.contains(&f.rule.id))
    {
        let path = sources.path(f.primary.span().file).to_string();
        let command = f.commands.first().cloned().unwrap_or_default();
        let id = if f.rule.id == "hidden-unicode" {
            "hidden-unicode".to_string()
        } else {
            f.evidence
                .get("patternId")
                .and_then(Value::as_str)
                .unwrap_or("?")
                .to_string()
        };
        let e = out.entry((path, command)).or_default();
        if e.sample.is_empty() {
            e.sample = f
                .evidence
                .get("matchedText")
                .and_then(Value::as_str)
                .unwrap_or(&f.message)
                .chars()
                .take(100)
                .collect::<String>()
                .replace('\n', " ");
        }
        e.ids.insert(id);
    }
    out
}

/// Flags of a path (any command).
fn by_path(flags: &HashMap<(String, String), Flags>) -> HashMap<String, Flags> {
    let mut out: HashMap<String, Flags> = HashMap::new();
    // in key order, so that a path's sample is the same on every run
    let mut keys: Vec<&(String, String)> = flags.keys().collect();
    keys.sort();
    for key @ (path, _) in keys {
        let Some(f) = flags.get(key) else {
            continue;
        };
        let e = out.entry(path.clone()).or_default();
        e.ids.extend(f.ids.iter().cloned());
        if e.sample.is_empty() {
            e.sample = f.sample.clone();
        }
    }
    out
}

fn pct(n: usize, d: usize) -> String {
    if d == 0 {
        "-".to_string()
    } else {
        format!("{:.1}%", 100.0 * n as f64 / d as f64)
    }
}

#[derive(Default)]
struct Tally {
    total: usize,
    any: usize,
    reference: usize,
    new: usize,
}

impl Tally {
    fn add(&mut self, f: Option<&Flags>) {
        self.total += 1;
        if let Some(f) = f {
            self.any += f.any() as usize;
            self.reference += f.reference() as usize;
            self.new += f.new_patterns() as usize;
        }
    }

    fn row(&self, label: &str) -> String {
        format!(
            "  {label:<44} {:>5} {:>6} {:>7} {:>6} {:>7}  (reference {}, new {})",
            self.total,
            self.any,
            pct(self.any, self.total),
            self.new,
            pct(self.new, self.total),
            self.reference,
            self.new
        )
    }
}

fn header(title: &str) {
    println!("\n{title}");
    println!(
        "  {:<44} {:>5} {:>6} {:>7} {:>6} {:>7}",
        "", "items", "flagged", "", "new", ""
    );
}

fn write(path: &Path, content: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, content).unwrap();
}

/// Evaluates labelled items (the corpus or the held-out set).
fn evaluate(title: &str, items: &[Item], list: bool) {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let mut tool_paths = Vec::new();
    let mut skill_paths = Vec::new();
    for (i, it) in items.iter().enumerate() {
        if it.kind == "skill" {
            let folder = format!("s{i:04}");
            let rel = format!("skills/{folder}/{folder}/SKILL.md");
            write(&root.join(&rel), &it.text);
            skill_paths.push((i, rel));
        } else {
            let rel = format!("tools/t{i:04}.tools.json");
            let doc = json!({"tools": [{"name": tool_name(&it.name, i), "description": it.text}]});
            write(&root.join(&rel), &doc.to_string());
            tool_paths.push((i, rel));
        }
    }
    let flags = by_path(&run(root));

    for (kind, paths) in [("tool descriptions", &tool_paths), ("skills", &skill_paths)] {
        if paths.is_empty() {
            continue;
        }
        let mut mal: BTreeMap<String, Tally> = BTreeMap::new();
        let mut ben: BTreeMap<String, Tally> = BTreeMap::new();
        let mut all_mal = Tally::default();
        let mut all_ben = Tally::default();
        let mut missed = Vec::new();
        let mut false_pos = Vec::new();
        for (i, rel) in paths.iter() {
            let it = &items[*i];
            let f = flags.get(rel);
            if it.malicious {
                all_mal.add(f);
                mal.entry(it.class.clone()).or_default().add(f);
                if !f.is_some_and(Flags::any) {
                    missed.push((it.class.clone(), it.text.clone()));
                }
            } else {
                all_ben.add(f);
                ben.entry(it.class.clone()).or_default().add(f);
                if let Some(f) = f.filter(|f| f.any()) {
                    false_pos.push((it.class.clone(), it.name.clone(), f.clone()));
                }
            }
        }
        header(&format!("{title}: {kind}, malicious (recall)"));
        println!("{}", all_mal.row("all"));
        for (c, t) in &mal {
            println!("{}", t.row(c));
        }
        header(&format!("{title}: {kind}, benign (false positives)"));
        println!("{}", all_ben.row("all"));
        for (c, t) in &ben {
            println!("{}", t.row(c));
        }
        if list {
            println!("  missed:");
            for (c, t) in &missed {
                let t: String = t.chars().take(160).collect::<String>().replace('\n', " ");
                println!("    [{c}] {t}");
            }
        }
        println!("  flagged benign items:");
        for (c, n, f) in &false_pos {
            println!("    [{c}] {n}: {:?} {:?}", f.ids, f.sample);
        }
    }
}

/// Every tool description of the real captures.
fn real_tools(corpus: &Path) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    let mut dev: Vec<PathBuf> = std::fs::read_dir(corpus.join("mcp-dev"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    dev.sort();
    for p in dev {
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        out.push((format!("mcp-dev/{stem}.tools.json"), v));
    }
    let snap_dir = corpus.join("mcp-snapshots/github-mcp-server");
    let mut snaps: Vec<PathBuf> = std::fs::read_dir(&snap_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    snaps.sort();
    let tools: Vec<Value> = snaps
        .iter()
        .filter_map(|p| serde_json::from_str(&std::fs::read_to_string(p).ok()?).ok())
        .collect();
    out.push((
        "mcp-snapshots/github-mcp-server.tools.json".to_string(),
        json!({ "tools": tools }),
    ));
    out
}

fn tools_of(v: &Value) -> Vec<&Value> {
    let list = v
        .get("tools")
        .or_else(|| v.get("result").and_then(|r| r.get("tools")))
        .and_then(Value::as_array);
    list.map(|l| l.iter().collect()).unwrap_or_default()
}

/// The real captures: how many tools the rules flag.
fn evaluate_real(corpus: &Path, labelled: &[Item]) {
    let tmp = tempfile::tempdir().unwrap();
    let manifests = real_tools(corpus);
    for (rel, v) in &manifests {
        write(&tmp.path().join(rel), &v.to_string());
    }
    let flags = run(tmp.path());
    println!("\nreal tools (mcp-dev captures, github-mcp-server snapshots)");
    let mut total = 0;
    let mut any = 0;
    let mut new = 0;
    let mut unique: BTreeMap<String, bool> = BTreeMap::new();
    for (rel, v) in &manifests {
        let tools = tools_of(v);
        let mut flagged = Vec::new();
        for t in &tools {
            let name = t
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string();
            let desc = t
                .get("description")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string();
            let f = flags.get(&(rel.clone(), name.clone()));
            total += 1;
            let is_new = f.is_some_and(Flags::new_patterns);
            any += f.is_some_and(Flags::any) as usize;
            new += is_new as usize;
            let e = unique.entry(desc).or_insert(false);
            *e |= is_new;
            if let Some(f) = f.filter(|f| f.any()) {
                flagged.push(format!("{name} {:?} {:?}", f.ids, f.sample));
            }
        }
        for f in flagged {
            println!("    {rel}: {f}");
        }
    }
    println!(
        "  {total} tools: {any} flagged ({}), {new} by the new patterns ({})",
        pct(any, total),
        pct(new, total)
    );
    // The target: new patterns on the 1,007 benign tool descriptions and
    // the real captures together, counting each distinct description once.
    let tmp2 = tempfile::tempdir().unwrap();
    let mut paths = Vec::new();
    for (i, it) in labelled
        .iter()
        .enumerate()
        .filter(|(_, it)| !it.malicious && it.kind == "tool_description")
    {
        let rel = format!("b/t{i:04}.tools.json");
        let doc = json!({"tools": [{"name": tool_name(&it.name, i), "description": it.text}]});
        write(&tmp2.path().join(&rel), &doc.to_string());
        paths.push((rel, it.text.clone()));
    }
    let f2 = by_path(&run(tmp2.path()));
    for (rel, text) in &paths {
        let e = unique.entry(text.clone()).or_insert(false);
        *e |= f2.get(rel).is_some_and(Flags::new_patterns);
    }
    let n = unique.len();
    let flagged = unique.values().filter(|v| **v).count();
    println!(
        "\nall real tools (labelled benign + captures, {n} distinct descriptions): new patterns flag {flagged} ({})",
        pct(flagged, n)
    );
}

/// Scans `n` descriptions (the corpus repeated) the way the rules do, on
/// one thread.
fn bench(corpus: &Path, labelled: &[Item], n: usize) {
    let mut texts: Vec<String> = labelled
        .iter()
        .filter(|i| i.kind == "tool_description")
        .map(|i| i.text.clone())
        .collect();
    for (_, v) in real_tools(corpus) {
        for t in tools_of(&v) {
            if let Some(d) = t.get("description").and_then(Value::as_str) {
                texts.push(d.to_string());
            }
        }
    }
    let bytes: usize = (0..n).map(|i| texts[i % texts.len()].len()).sum();
    let regexes: Vec<_> = afd_surface::rules::description_injection::builtins().collect();
    let start = Instant::now();
    let mut hits = 0usize;
    for i in 0..n {
        let t = &texts[i % texts.len()];
        hits += regexes.iter().filter(|(_, r)| r.is_match(t)).count();
        hits += injection::scan(t, &ScanOptions::default()).len();
        hits += unicode::scan_hidden(t).len();
        hits += unicode::mixed_words(t, 20).len();
    }
    let el = start.elapsed();
    println!(
        "scanned {n} descriptions ({:.1} MB) in {:.3} s ({:.1} MB/s), {hits} matches",
        bytes as f64 / 1e6,
        el.as_secs_f64(),
        bytes as f64 / 1e6 / el.as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let corpus = PathBuf::from(
        args.first()
            .map(String::as_str)
            .unwrap_or("../shared/corpus"),
    );
    let list = args.iter().any(|a| a == "--list");
    let labelled = read_items(&corpus.join("injection/labelled.jsonl"));
    if let Some(i) = args.iter().position(|a| a == "--bench") {
        let n = args
            .get(i + 1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(100_000);
        bench(&corpus, &labelled, n);
        return;
    }
    evaluate("labelled.jsonl", &labelled, list);
    evaluate_real(&corpus, &labelled);
    let held_out_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/injection");
    let mut held_out = Vec::new();
    if let Ok(dir) = std::fs::read_dir(&held_out_dir) {
        let mut files: Vec<PathBuf> = dir
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
            .collect();
        files.sort();
        for f in files {
            held_out.extend(read_items(&f));
        }
    }
    if !held_out.is_empty() {
        evaluate("held-out set", &held_out, list);
    }
}
