//! The invariants written in ARCHITECTURE.md, checked on the source text.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            out.extend(rust_files(&p));
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// Source lines outside `#[cfg(test)]` modules (tests may do anything).
fn code_lines(p: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(p).unwrap();
    let end = text.find("#[cfg(test)]").unwrap_or(text.len());
    text[..end].lines().map(str::to_string).collect()
}

fn src(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(sub)
}

fn assert_absent(dir: &str, needles: &[&str], why: &str) {
    for file in rust_files(&src(dir)) {
        for (i, line) in code_lines(&file).iter().enumerate() {
            for n in needles {
                assert!(
                    !line.contains(n),
                    "{}:{}: `{n}` is not allowed here: {why}",
                    file.display(),
                    i + 1
                );
            }
        }
    }
}

#[test]
fn rules_do_no_io_and_know_no_output_format() {
    assert_absent(
        "rules",
        &[
            "std::fs",
            "std::io",
            "std::env",
            "crate::output",
            "crate::report",
            "println!",
            "eprintln!",
        ],
        "rules are pure functions of the model",
    );
}

#[test]
fn adapters_make_no_policy_decisions() {
    assert_absent(
        "input",
        &[
            "Settings",
            "crate::output",
            "crate::lint",
            "rule_level",
            "suppress",
        ],
        "adapters parse and record spans; severities and configuration are applied later",
    );
}

#[test]
fn output_writers_never_look_inside_rules_or_the_model() {
    assert_absent(
        "output",
        &[
            "crate::model",
            "crate::input",
            "crate::lint",
            "crate::rules::",
            "crate::config::Settings",
        ],
        "writers read the report and rule metadata only",
    );
}

#[test]
fn only_main_exits_the_process() {
    for file in rust_files(&src("")) {
        if file.ends_with("main.rs") {
            continue;
        }
        for (i, line) in code_lines(&file).iter().enumerate() {
            assert!(
                !line.contains("process::exit") && !line.contains("ExitCode"),
                "{}:{}: only main.rs decides the exit code",
                file.display(),
                i + 1
            );
        }
    }
}

/// A file's code lines (outside tests) that use a path of the crate.
fn crate_paths(file: &Path) -> Vec<(usize, String)> {
    code_lines(file)
        .into_iter()
        .enumerate()
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .filter(|(_, l)| l.contains("crate::"))
        .map(|(i, l)| (i + 1, l))
        .collect()
}

fn assert_file_imports_none(file: &str, modules: &[&str], why: &str) {
    let path = src(file);
    for (line, text) in crate_paths(&path) {
        for m in modules {
            let needle = format!("crate::{m}");
            assert!(
                !text.replace("$crate::", "").contains(&needle),
                "{}:{line}: `{needle}` is not allowed here: {why}",
                path.display()
            );
        }
    }
}

/// Every module of the crate but `meta` (and the crate root).
const MODULES: &[&str] = &[
    "app", "baseline", "cli", "config", "discover", "explain", "finding", "fsutil", "input",
    "lint", "locate", "model", "output", "pipeline", "report", "rules", "source",
];

#[test]
fn the_rule_metadata_is_a_leaf() {
    for (line, text) in crate_paths(&src("meta.rs")) {
        assert!(
            text.contains("$crate::meta::"),
            "src/meta.rs:{line}: meta imports nothing else of the crate: {text}"
        );
    }
    // and nothing names the crate root's items from it
    assert_file_imports_none("meta.rs", MODULES, "meta is the leaf everything shares");
}

#[test]
fn the_core_has_no_import_cycle() {
    assert_file_imports_none(
        "config.rs",
        &["rules", "input", "finding", "report"],
        "the configuration depends on the rule metadata only",
    );
    assert_file_imports_none(
        "finding.rs",
        &["rules", "input", "config"],
        "findings are data over the model and the rule metadata",
    );
    assert_absent(
        "model",
        &[
            "crate::rules",
            "crate::input",
            "crate::config",
            "crate::lint",
        ],
        "the model is data; adapters build it and rules read it",
    );
    assert_absent(
        "input",
        &["crate::rules", "crate::finding", "crate::report"],
        "adapters report load problems as data; the input rules make findings of them",
    );
}

#[test]
fn locations_are_resolved_in_one_place() {
    assert_absent(
        "output",
        &["crate::input", "crate::locate"],
        "writers read resolved reports",
    );
    assert_file_imports_none(
        "report.rs",
        &["input", "rules", "locate"],
        "the report is resolved data",
    );
    // the syntax of string values is known to the adapters and to locate.rs
    for file in rust_files(&src("")) {
        let name = file.to_string_lossy().replace('\\', "/");
        if name.ends_with("src/locate.rs") || name.contains("src/input/") {
            continue;
        }
        for (i, line) in code_lines(&file).iter().enumerate() {
            assert!(
                !line.contains("fn json_string_subrange") && !line.contains("fn yaml_subrange"),
                "{}:{}: sub-range mapping belongs in locate.rs",
                file.display(),
                i + 1
            );
        }
    }
}

#[test]
fn lint_runs_rules_over_the_model_not_the_bytes() {
    assert_file_imports_none(
        "lint.rs",
        &["input", "output", "discover", "fsutil"],
        "lint reads the model the pipeline loaded",
    );
}

/// A file that compiles regular expressions itself (`Regex::new`) spells
/// word boundaries as ASCII ones, `(?-u:\b)`: a Unicode `\b` keeps the regex
/// crate off its fast automata on any text with a non-ASCII character (an
/// em dash made `skill-body-injection` 60 times slower). Patterns compiled
/// through the injection core's `LazyRegex`/`FamRegex` get theirs from
/// `ascii_b`, which its own unit test checks.
#[test]
fn compiled_patterns_use_ascii_word_boundaries() {
    let mut bad = Vec::new();
    for file in rust_files(&src("")) {
        let lines = code_lines(&file);
        let compiles = |l: &str| {
            let direct = l
                .replace("LazyRegex::new(", "")
                .replace("FamRegex::new(", "");
            direct.contains("Regex::new(") || direct.contains("RegexBuilder::new(")
        };
        if !lines.iter().any(|l| compiles(l)) {
            continue;
        }
        for (i, line) in lines.iter().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") || code.contains(".replace(r\"\\b\"") {
                continue;
            }
            // every `\b` that is not written `(?-u:\b)`
            let plain = line.matches("\\b").count();
            let ascii = line.matches("(?-u:\\b)").count();
            let escaped = line.matches("\\\\b").count();
            if plain > ascii + escaped {
                bad.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "write word boundaries as (?-u:\\b) in patterns compiled with Regex::new:\n{}",
        bad.join("\n")
    );
}

/// The Dockerfile copies everything the build reads (it cannot be built
/// here, so it is checked statically): the manifest and lock file, the
/// build script, the sources, the data files `include_str!` embeds and the
/// benches `Cargo.toml` declares.
#[test]
fn the_dockerfile_copies_what_the_build_needs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let docker = std::fs::read_to_string(root.join("Dockerfile")).unwrap();
    let copied: Vec<&str> = docker
        .lines()
        .filter_map(|l| l.strip_prefix("COPY "))
        .filter(|l| !l.starts_with("--from"))
        .flat_map(|l| {
            let parts: Vec<&str> = l.split_whitespace().collect();
            parts[..parts.len().saturating_sub(1)].to_vec()
        })
        .collect();
    let mut needed: Vec<String> = ["Cargo.toml", "Cargo.lock", "src", "benches"]
        .map(String::from)
        .to_vec();
    if root.join("build.rs").exists() {
        needed.push("build.rs".into());
    }
    for file in rust_files(&src("")) {
        for line in code_lines(&file) {
            if let Some(i) = line.find("include_str!(\"") {
                let rel = &line[i + 14..];
                let rel = &rel[..rel.find('"').unwrap()];
                let top = rel.split('/').find(|p| *p != "..").unwrap().to_string();
                if !needed.contains(&top) {
                    needed.push(top);
                }
            }
        }
    }
    for n in needed {
        assert!(
            copied.contains(&n.as_str()),
            "the Dockerfile does not copy `{n}` (copies {copied:?})"
        );
    }
}
