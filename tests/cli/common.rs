//! Helpers: a temporary repository, running the binary in it, scrubbing
//! unstable text.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;

/// A temporary folder used as the root (working directory) of a run.
pub struct Repo {
    dir: tempfile::TempDir,
}

impl Repo {
    pub fn new() -> Repo {
        Repo {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes a file (creating folders).
    pub fn file(&self, rel: &str, content: impl AsRef<[u8]>) -> &Repo {
        let p = self.dir.path().join(rel);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).expect("mkdir");
        }
        std::fs::write(&p, content).expect("write");
        self
    }

    /// Copies a fixture folder from `tests/fixtures/<name>` into the repo at `rel`.
    pub fn fixture(&self, name: &str, rel: &str) -> &Repo {
        copy_dir(&fixtures().join(name), &self.dir.path().join(rel));
        self
    }

    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.dir.path().join(rel)).expect("read")
    }

    /// Runs `afd-surface ARGS` in the repo with a clean environment.
    pub fn run(&self, args: &[&str]) -> Run {
        run_in(self.dir.path(), args)
    }
}

pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

pub fn samples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("samples")
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("read_dir") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("copy");
        }
    }
}

/// The result of one run.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout).unwrap_or_else(|e| {
            panic!(
                "stdout is not JSON ({e}):\n{}\nstderr:\n{}",
                self.stdout, self.stderr
            )
        })
    }
}

pub fn run_in(dir: &Path, args: &[&str]) -> Run {
    let out: Output = Command::cargo_bin("afd-surface")
        .expect("binary")
        .current_dir(dir)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .args(args)
        .output()
        .expect("run");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Replaces the crate version with a placeholder, for snapshots.
pub fn scrub(s: &str) -> String {
    s.replace(env!("CARGO_PKG_VERSION"), "[VERSION]")
}

/// The findings of a JSON report as `(rule, commands, path:line:col)`.
pub fn findings(report: &serde_json::Value) -> Vec<(String, Vec<String>, String)> {
    report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            let loc = &f["location"];
            (
                f["rule"].as_str().unwrap_or("").to_string(),
                f["commands"]
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .map(|c| c.as_str().unwrap_or("").to_string())
                            .collect()
                    })
                    .unwrap_or_default(),
                format!(
                    "{}:{}:{}",
                    loc["path"].as_str().unwrap_or(""),
                    loc["line"],
                    loc["column"]
                ),
            )
        })
        .collect()
}

/// `line:col` (1-based, columns in characters) of occurrence `n` (0-based)
/// of `needle` in `text`.
pub fn line_col(text: &str, needle: &str, n: usize) -> String {
    let offset = text
        .match_indices(needle)
        .nth(n)
        .unwrap_or_else(|| panic!("`{needle}` not found"))
        .0;
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before[before.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    format!("{line}:{col}")
}
