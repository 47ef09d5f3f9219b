//! Fingerprints and the baseline file.
//!
//! A fingerprint is the lowercase hex SHA-256 of the compact JSON array
//! `["v1",RULE,PATH,SUBJECTS,DISCRIMINATOR]`. It never contains a line
//! number, so editing a file elsewhere does not change it; it is also the
//! SARIF `partialFingerprints["afdSurface/v1"]` value.
//!
//! The baseline file (`.afd-surface-baseline.json` by default) lists known
//! findings by fingerprint with a count: up to `count` findings with that
//! fingerprint are "baselined" (they do not fail the run and are left out of
//! SARIF and annotations); more are new.
//!
//! A run judges only the entries in its [`RunScope`]: an entry for a file
//! the run did not look at is neither matched, nor stale, nor dropped by
//! `--write-baseline`, so checking part of a repository keeps the rest of
//! the baseline intact.

use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::fsutil::{self, ReadError};
use crate::meta::human_size;
use crate::report::{BaselineState, ReportFinding, StaleEntry};

/// The subjects of a fingerprint: sorted by bytes, de-duplicated.
pub fn sorted_subjects(subjects: &[String]) -> Vec<String> {
    let mut v = subjects.to_vec();
    v.sort();
    v.dedup();
    v
}

/// A SHA-256 fingerprint, printed as 64 lowercase hex digits. Held as its
/// 32 bytes: a report of 300,000 findings keeps one per finding.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fingerprint(pub [u8; 32]);

impl Fingerprint {
    /// The fingerprint of hex text (`None` unless 64 hex digits).
    pub fn from_hex(hex: &str) -> Option<Fingerprint> {
        let bytes = hex.as_bytes();
        if bytes.len() != 64 {
            return None;
        }
        let mut out = [0u8; 32];
        for (o, pair) in out.iter_mut().zip(bytes.chunks_exact(2)) {
            let digit = |b: u8| char::from(b).to_digit(16);
            let (Some(hi), Some(lo)) = (
                pair.first().copied().and_then(digit),
                pair.get(1).copied().and_then(digit),
            ) else {
                return None;
            };
            *o = u8::try_from(hi * 16 + lo).ok()?;
        }
        Some(Fingerprint(out))
    }

    /// The 64 hex digits.
    pub fn hex(&self) -> String {
        self.to_string()
    }
}

impl std::fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let mut hex = [0u8; 64];
        for (pair, b) in hex.chunks_exact_mut(2).zip(self.0) {
            if let [hi, lo] = pair {
                *hi = DIGITS.get(usize::from(b >> 4)).copied().unwrap_or(b'0');
                *lo = DIGITS.get(usize::from(b & 0xF)).copied().unwrap_or(b'0');
            }
        }
        f.write_str(std::str::from_utf8(&hex).unwrap_or_default())
    }
}

impl std::fmt::Debug for Fingerprint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Fingerprint({self})")
    }
}

impl Serialize for Fingerprint {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The `afdSurface/v1` fingerprint.
pub fn fingerprint(
    rule: &str,
    path: &str,
    subjects: &[String],
    discriminator: &str,
) -> Fingerprint {
    fingerprint_of_sorted(rule, path, &sorted_subjects(subjects), discriminator)
}

/// [`fingerprint`] of subjects already sorted and de-duplicated
/// ([`sorted_subjects`]).
pub fn fingerprint_of_sorted(
    rule: &str,
    path: &str,
    sorted_subjects: &[String],
    discriminator: &str,
) -> Fingerprint {
    // A tuple serializes as the same compact JSON array as `json!` would
    // build, without the intermediate value.
    let text =
        serde_json::to_vec(&("v1", rule, path, sorted_subjects, discriminator)).unwrap_or_default();
    Fingerprint(Sha256::digest(&text).into())
}

/// One baseline entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub rule: String,
    pub path: String,
    pub commands: Vec<String>,
    #[serde(default)]
    pub discriminator: String,
    pub count: u64,
    pub fingerprint: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BaselineFile {
    pub version: u64,
    pub entries: Vec<Entry>,
}

/// A baseline that cannot be used (exit code 2, unless `--write-baseline`
/// can replace it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BaselineError {
    /// `path[:line:col]: what is wrong`, and what to do when the caller
    /// added it ([`BaselineError::advice`]).
    pub message: String,
    /// The file was read but cannot be used (not JSON, unknown version,
    /// malformed or inconsistent entry, too large): `--write-baseline` can
    /// replace it. Otherwise it could not be read at all.
    pub replaceable: bool,
}

impl BaselineError {
    fn unreadable(message: String) -> BaselineError {
        BaselineError {
            message,
            replaceable: false,
        }
    }

    fn invalid(message: String) -> BaselineError {
        BaselineError {
            message,
            replaceable: true,
        }
    }

    /// The error followed by what to do about it.
    pub fn advice(mut self, advice: &str) -> BaselineError {
        self.message.push_str("; ");
        self.message.push_str(advice);
        self
    }
}

impl fmt::Display for BaselineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for BaselineError {}

/// Reads a baseline file of at most `limit` bytes (`[limits]
/// max-file-size`). `Ok(None)` when it does not exist.
pub fn load(path: &Path, display: &str, limit: u64) -> Result<Option<BaselineFile>, BaselineError> {
    let bytes = match fsutil::read_regular(path, limit) {
        Ok(b) => b,
        Err(ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(ReadError::Io(e)) => {
            return Err(BaselineError::unreadable(format!(
                "{display}: cannot read the baseline file: {e}"
            )));
        }
        Err(ReadError::NotRegular) => {
            return Err(BaselineError::unreadable(format!(
                "{display}: the baseline path is not a regular file; point `--baseline` at a JSON file"
            )));
        }
        Err(ReadError::TooLarge { size, limit }) => {
            return Err(BaselineError::invalid(format!(
                "{display}: the baseline file is {}, over the {} limit (`[limits] max-file-size`; raise it if the file is right)",
                human_size(size),
                human_size(limit)
            )));
        }
    };
    parse(&bytes, display).map(Some)
}

/// Parses baseline bytes, checking the version, every count and every
/// fingerprint. Errors say what is wrong, not what to do: the caller adds
/// that ([`BaselineError::advice`]).
pub fn parse(bytes: &[u8], display: &str) -> Result<BaselineFile, BaselineError> {
    let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    let value: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| {
        BaselineError::invalid(format!(
            "{display}:{}:{}: the baseline file is not valid JSON: {e}",
            e.line(),
            e.column()
        ))
    })?;
    match value.get("version") {
        Some(v) if v.as_u64() == Some(1) => {}
        Some(v) => {
            return Err(BaselineError::invalid(format!(
                "{display}: unsupported baseline version {v} (this afd-surface reads and writes version 1)"
            )));
        }
        None => {
            return Err(BaselineError::invalid(format!(
                "{display}: the baseline file has no `version`"
            )));
        }
    }
    let file: BaselineFile = serde_json::from_value(value)
        .map_err(|e| BaselineError::invalid(format!("{display}: malformed baseline file: {e}")))?;
    for (i, e) in file.entries.iter().enumerate() {
        if e.count == 0 {
            return Err(BaselineError::invalid(format!(
                "{display}: entry {} ({} in {}) has count 0; an entry stands for at least one finding (delete it instead)",
                i + 1,
                e.rule,
                e.path
            )));
        }
        let expected = fingerprint(&e.rule, &e.path, &e.commands, &e.discriminator).hex();
        if e.fingerprint != expected {
            return Err(BaselineError::invalid(format!(
                "{display}: entry {} ({} in {}) has fingerprint {} but its rule, path, commands and discriminator give {}; the file was edited by hand or is corrupt",
                i + 1,
                e.rule,
                e.path,
                e.fingerprint,
                expected
            )));
        }
    }
    Ok(file)
}

/// Rule ids the entries name that `known` does not know, each with its
/// number of entries, sorted. Such entries match no finding (the rule was
/// renamed or removed, or the file was edited); they are kept like any
/// other entry, so a warning is enough.
pub fn unknown_rules(file: &BaselineFile, known: impl Fn(&str) -> bool) -> Vec<(&str, usize)> {
    let mut unknown: BTreeMap<&str, usize> = BTreeMap::new();
    for e in file.entries.iter().filter(|e| !known(&e.rule)) {
        *unknown.entry(e.rule.as_str()).or_default() += 1;
    }
    unknown.into_iter().collect()
}

/// The files a run judges baseline entries for.
///
/// An entry is *in scope* when its path is a file the run read (discovered
/// under one of the PATHS, or named on the command line), or when it lies
/// under one of the PATHS and nothing exists at that path any more (the file
/// was deleted or moved). Any other entry (a file outside the PATHS, or one
/// that exists but was not read: excluded, gitignored, not matched by the
/// include globs) is out of scope: it matches nothing, is never stale and
/// `--write-baseline` keeps it as it is.
pub struct RunScope<'a> {
    root: &'a Path,
    read: HashSet<&'a str>,
    /// The PATHS of the run, as report paths.
    paths: Vec<String>,
    /// Rules the run does not check (switched off in the configuration):
    /// their entries are kept as they are, like entries for other files.
    off: HashSet<String>,
}

impl<'a> RunScope<'a> {
    /// `paths` are the report paths of the PATHS given; `read` the report
    /// paths of every file the run read.
    pub fn new(
        root: &'a Path,
        paths: Vec<String>,
        read: impl IntoIterator<Item = &'a str>,
    ) -> RunScope<'a> {
        RunScope {
            root,
            read: read.into_iter().collect(),
            paths,
            off: HashSet::new(),
        }
    }

    /// The same scope without the entries of the rules in `off`.
    pub fn without_rules(mut self, off: impl IntoIterator<Item = String>) -> RunScope<'a> {
        self.off.extend(off);
        self
    }

    /// Whether the run judges `entry`: its rule is checked and its file is
    /// covered.
    pub fn covers_entry(&self, entry: &Entry) -> bool {
        !self.off.contains(&entry.rule) && self.covers(&entry.path)
    }

    /// Whether the run judges entries for `path` (a report path).
    pub fn covers(&self, path: &str) -> bool {
        if self.read.contains(path) {
            return true;
        }
        self.paths.iter().any(|dir| is_under(path, dir))
            && std::fs::symlink_metadata(self.root.join(path)).is_err()
    }
}

/// Whether report path `path` is `dir` or lies under it (`.` is the root,
/// which holds every relative path).
fn is_under(path: &str, dir: &str) -> bool {
    if dir == "." {
        return !(path.starts_with('/') || Path::new(path).is_absolute());
    }
    let dir = dir.trim_end_matches('/');
    if dir.is_empty() {
        // `/`: every absolute path
        return path.starts_with('/');
    }
    path == dir
        || path
            .strip_prefix(dir)
            .is_some_and(|rest| rest.starts_with('/'))
}

/// Marks findings covered by the baseline as baselined and returns the
/// entries (or parts of counts) nothing matched, among those `scope`
/// covers. Findings are visited in report order, so the excess occurrences
/// beyond a count are the last ones.
pub fn apply(
    baseline: &BaselineFile,
    findings: &mut [ReportFinding],
    scope: &RunScope<'_>,
) -> Vec<StaleEntry> {
    // an entry whose fingerprint is not 64 hex digits matches no finding
    let mut remaining: BTreeMap<Fingerprint, u64> = BTreeMap::new();
    for e in &baseline.entries {
        if let Some(fp) = Fingerprint::from_hex(&e.fingerprint) {
            *remaining.entry(fp).or_default() += e.count;
        }
    }
    for f in findings.iter_mut().filter(|f| !f.suppressed) {
        if let Some(left) = remaining.get_mut(&f.fingerprint)
            && *left > 0
        {
            *left -= 1;
            f.baseline = BaselineState::Baselined;
        }
    }
    let mut stale = Vec::new();
    for e in baseline.entries.iter().filter(|e| scope.covers_entry(e)) {
        if let Some(left) =
            Fingerprint::from_hex(&e.fingerprint).and_then(|fp| remaining.get_mut(&fp))
        {
            let unused = (*left).min(e.count);
            if unused > 0 {
                *left -= unused;
                stale.push(StaleEntry {
                    rule: e.rule.clone(),
                    path: e.path.clone(),
                    commands: e.commands.clone(),
                    count: unused,
                    matched: e.count - unused,
                    fingerprint: e.fingerprint.clone(),
                });
            }
        }
    }
    stale.sort_by(|a, b| {
        (&a.path, &a.rule, &a.commands, &a.fingerprint).cmp(&(
            &b.path,
            &b.rule,
            &b.commands,
            &b.fingerprint,
        ))
    });
    stale
}

/// The baseline for the current findings (all unsuppressed findings,
/// whether baselined or new), keeping the `reason` of surviving entries and,
/// untouched, the previous entries `scope` does not cover.
pub fn build(
    findings: &[ReportFinding],
    previous: Option<&BaselineFile>,
    scope: &RunScope<'_>,
) -> BaselineFile {
    let mut entries: BTreeMap<Fingerprint, Entry> = BTreeMap::new();
    for f in findings.iter().filter(|f| !f.suppressed) {
        entries
            .entry(f.fingerprint)
            .and_modify(|e| e.count += 1)
            .or_insert_with(|| Entry {
                rule: f.rule.id.to_string(),
                path: f.location.path.to_string(),
                commands: f.fingerprint_subjects(),
                discriminator: f.discriminator.clone(),
                count: 1,
                fingerprint: f.fingerprint.hex(),
                reason: previous.and_then(|p| {
                    p.entries
                        .iter()
                        .find(|e| Fingerprint::from_hex(&e.fingerprint) == Some(f.fingerprint))
                        .and_then(|e| e.reason.clone())
                }),
            });
    }
    let mut entries: Vec<Entry> = entries.into_values().collect();
    if let Some(p) = previous {
        // a finding's path is a file the run read and its rule is checked,
        // so these never share a fingerprint with a new entry
        entries.extend(p.entries.iter().filter(|e| !scope.covers_entry(e)).cloned());
    }
    entries.sort_by(|a, b| {
        (
            &a.path,
            &a.rule,
            &a.commands,
            &a.discriminator,
            &a.fingerprint,
        )
            .cmp(&(
                &b.path,
                &b.rule,
                &b.commands,
                &b.discriminator,
                &b.fingerprint,
            ))
    });
    BaselineFile {
        version: 1,
        entries,
    }
}

/// The file's text: 2-space JSON with a trailing newline.
pub fn to_text(file: &BaselineFile) -> String {
    let mut s = serde_json::to_string_pretty(file).unwrap_or_else(|_| "{}".into());
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprint_matches_the_contract_example() {
        assert_eq!(
            fingerprint(
                "naming-convention",
                "tools/a.afd.json",
                &["userCreate".into()],
                ""
            )
            .hex(),
            "4f9543c5ce9ca3c3f70b5c43bf6bfca3ad55bab0b22dd9b4a4ed106e37fd8e20"
        );
    }

    #[test]
    fn the_hashed_text_is_the_json_array_of_the_contract() {
        // Non-ASCII unescaped, quotes and controls escaped, as
        // `serde_json::to_string` writes a `json!` array.
        let subjects = vec!["é\"x".to_string(), "\u{1}\n".to_string()];
        let text = serde_json::json!(["v1", "r", "a/ü.json", subjects, "d\\"]).to_string();
        let want: String = Sha256::digest(text.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(
            fingerprint_of_sorted("r", "a/ü.json", &subjects, "d\\").hex(),
            want
        );
        assert_eq!(Fingerprint::from_hex(&want).map(|f| f.hex()), Some(want));
        assert_eq!(Fingerprint::from_hex("ab"), None);
        assert_eq!(Fingerprint::from_hex(&"g".repeat(64)), None);
    }

    #[test]
    fn subjects_are_sorted_and_deduplicated() {
        let a = fingerprint("r", "p", &["b".into(), "a".into(), "b".into()], "");
        let b = fingerprint("r", "p", &["a".into(), "b".into()], "");
        assert_eq!(a, b);
    }

    #[test]
    fn unknown_version_and_bad_json_are_errors() {
        assert!(
            parse(b"{\"version\": 2, \"entries\": []}", "b.json")
                .unwrap_err()
                .message
                .contains("unsupported baseline version 2")
        );
        assert!(parse(b"{\"entries\": []}", "b.json").is_err());
        assert!(
            parse(b"{", "b.json")
                .unwrap_err()
                .message
                .contains("b.json:1:")
        );
        assert!(parse(b"{\"version\": 1, \"entries\": [{\"rule\": 1}]}", "b.json").is_err());
        assert!(parse(b"{\"version\": 1, \"entries\": []}", "b.json").is_ok());
    }

    #[test]
    fn paths_under_a_run_path() {
        assert!(is_under("a/b.json", "."));
        assert!(!is_under("/abs/b.json", "."));
        assert!(is_under("a/b.json", "a"));
        assert!(is_under("a/b.json", "a/"));
        assert!(is_under("a/b.json", "a/b.json"));
        assert!(!is_under("ab/c.json", "a"));
        assert!(!is_under("a", "a/b.json"));
        assert!(is_under("/abs/b.json", "/abs"));
        assert!(is_under("/abs/b.json", "/"));
    }

    #[test]
    fn tampered_fingerprint_is_an_error() {
        let text = r#"{"version":1,"entries":[{"rule":"r","path":"p","commands":["a"],"discriminator":"","count":1,"fingerprint":"00"}]}"#;
        assert!(
            parse(text.as_bytes(), "b.json")
                .unwrap_err()
                .message
                .contains("fingerprint")
        );
    }

    #[test]
    fn a_count_of_zero_is_an_error() {
        let fp = fingerprint("r", "p", &["a".into()], "");
        let text = format!(
            r#"{{"version":1,"entries":[{{"rule":"r","path":"p","commands":["a"],"discriminator":"","count":0,"fingerprint":"{fp}"}}]}}"#
        );
        let e = parse(text.as_bytes(), "b.json").unwrap_err();
        assert!(e.replaceable);
        assert_eq!(
            e.message,
            "b.json: entry 1 (r in p) has count 0; an entry stands for at least one finding (delete it instead)"
        );
        let ok = text.replace("\"count\":0", "\"count\":1");
        assert!(parse(ok.as_bytes(), "b.json").is_ok());
    }

    #[test]
    fn unknown_rules_are_counted() {
        let entry = |rule: &str| Entry {
            rule: rule.into(),
            path: "p".into(),
            commands: Vec::new(),
            discriminator: String::new(),
            count: 1,
            fingerprint: fingerprint(rule, "p", &[], "").hex(),
            reason: None,
        };
        let file = BaselineFile {
            version: 1,
            entries: vec![
                entry("old-b"),
                entry("known"),
                entry("old-a"),
                entry("old-b"),
            ],
        };
        assert_eq!(
            unknown_rules(&file, |r| r == "known"),
            vec![("old-a", 1), ("old-b", 2)]
        );
    }
}
