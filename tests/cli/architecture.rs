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
