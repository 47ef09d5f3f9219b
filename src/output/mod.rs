//! Writers: one file per format. They read only the [`Report`] (findings,
//! summary, rule metadata) and never look inside rules.

pub mod concise;
pub mod github;
pub mod gitlab;
pub mod json;
pub mod junit;
pub mod markdown;
pub mod sarif;
pub mod statistics;
pub mod text;

use std::borrow::Cow;
use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

use crate::report::{Report, StaleEntry};

/// An output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Format {
    Text,
    Json,
    Sarif,
    Junit,
    Markdown,
    Github,
    Gitlab,
    Concise,
}

impl Format {
    pub const ALL: [Format; 8] = [
        Format::Text,
        Format::Json,
        Format::Sarif,
        Format::Junit,
        Format::Markdown,
        Format::Github,
        Format::Gitlab,
        Format::Concise,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Sarif => "sarif",
            Format::Junit => "junit",
            Format::Markdown => "markdown",
            Format::Github => "github",
            Format::Gitlab => "gitlab",
            Format::Concise => "concise",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Format, String> {
        Format::ALL
            .into_iter()
            .find(|f| f.as_str() == s)
            .ok_or_else(|| {
                format!(
                    "unknown format `{s}`: expected text, concise, json, sarif, junit, markdown, github or gitlab"
                )
            })
    }
}

/// Where the findings live on GitHub, for links in the Markdown summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GithubContext {
    pub server_url: String,
    pub repository: String,
    pub sha: String,
    /// Put before a report path to make it a repository path (the
    /// report's `repo_prefix`).
    pub path_prefix: String,
}

impl GithubContext {
    /// From `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and `GITHUB_SHA`, when
    /// all three are set.
    pub fn from_env() -> Option<GithubContext> {
        let get = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        Some(GithubContext {
            server_url: get("GITHUB_SERVER_URL")?,
            repository: get("GITHUB_REPOSITORY")?,
            sha: get("GITHUB_SHA")?,
            path_prefix: String::new(),
        })
    }
}

/// Options that are about presentation, not content.
#[derive(Clone, Debug, Default)]
pub struct RenderOptions {
    /// ANSI colours (text format on a terminal only).
    pub color: bool,
    pub github: Option<GithubContext>,
    /// `--quiet`: the text formats show only errors, and the summary.
    pub quiet: bool,
}

/// Writes `report` in `format`.
pub fn write(
    format: Format,
    report: &Report,
    opts: &RenderOptions,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        Format::Text => text::write(report, opts, out),
        Format::Json => json::write(report, out),
        Format::Sarif => sarif::write(report, out),
        Format::Junit => junit::write(report, out),
        Format::Markdown => markdown::write(report, opts, out),
        Format::Github => github::write(report, out),
        Format::Gitlab => gitlab::write(report, out),
        Format::Concise => concise::write(report, opts.quiet, out),
    }
}

/// Whether a report path is absolute (a file outside the root): `/…`,
/// `C:/…`, `C:\…` or `\\server\…`.
pub(crate) fn is_absolute_path(path: &str) -> bool {
    let b = path.as_bytes();
    path.starts_with('/')
        || path.starts_with("\\\\")
        || (b.len() >= 3
            && b.first().is_some_and(u8::is_ascii_alphabetic)
            && b.get(1) == Some(&b':')
            && matches!(b.get(2), Some(b'/' | b'\\')))
}

/// Percent-encodes a path for a URI: every byte except the unreserved
/// characters (RFC 3986) and `/` is encoded, so the result can hold no
/// space, `#`, `?`, `:`, bracket or parenthesis.
pub(crate) fn percent_encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for &b in path.as_bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A `file://` URI for an absolute path (backslashes become `/`; a drive
/// letter keeps its colon).
pub(crate) fn file_uri(path: &str) -> String {
    let path = path.replace('\\', "/");
    let b = path.as_bytes();
    let drive =
        b.len() >= 2 && b.first().is_some_and(u8::is_ascii_alphabetic) && b.get(1) == Some(&b':');
    match path.strip_prefix("//") {
        // a UNC path `\\server\share\x`: the server is the URI's authority
        Some(rest) => format!("file://{}", percent_encode_path(rest)),
        None if drive => {
            let (letter, rest) = path.split_at(2);
            format!("file:///{letter}{}", percent_encode_path(rest))
        }
        None => format!("file://{}", percent_encode_path(&path)),
    }
}

/// The first `max` characters of `s`, with `…` when something was cut.
pub(crate) fn truncate_chars(s: &str, max: usize) -> std::borrow::Cow<'_, str> {
    // no more bytes than `max`: no more characters either (the usual case,
    // decided without counting)
    if s.len() <= max {
        return std::borrow::Cow::Borrowed(s);
    }
    match s.char_indices().nth(max) {
        None => std::borrow::Cow::Borrowed(s),
        Some((at, _)) => {
            let keep = s.get(..at).unwrap_or(s);
            let keep = match keep.char_indices().last() {
                Some((i, _)) if max > 0 => keep.get(..i).unwrap_or(keep),
                _ => keep,
            };
            std::borrow::Cow::Owned(format!("{keep}…"))
        }
    }
}

/// Characters that can hide or reorder text on screen (bidi controls,
/// zero-width characters, the BOM); writers show them as `<U+XXXX>`.
pub(crate) fn is_deceptive(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}'
        | '\u{061C}'
        | '\u{FEFF}'
        | '\u{E0000}'..='\u{E007F}')
}

/// Shows deceptive characters (see [`is_deceptive`]) as `<U+XXXX>`, so
/// hidden or reordered text is visible in a report.
pub(crate) fn visible(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.chars().any(is_deceptive) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 16);
    for c in s.chars() {
        if is_deceptive(c) {
            out.push_str(&format!("<U+{:04X}>", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The default baseline path (also in the configuration's defaults).
const DEFAULT_BASELINE: &str = ".afd-surface-baseline.json";

/// Quotes an argument for a POSIX shell when it holds anything but plain
/// path characters.
pub(crate) fn shell_quote(arg: &str) -> Cow<'_, str> {
    let plain = !arg.is_empty()
        && !arg.starts_with('-')
        && arg.bytes().all(|b| {
            b.is_ascii_alphanumeric()
                || matches!(
                    b,
                    b'.' | b'_' | b'/' | b'-' | b'+' | b'@' | b'%' | b'=' | b','
                )
        });
    if plain {
        Cow::Borrowed(arg)
    } else if arg.starts_with('-') {
        Cow::Owned(format!("'./{}'", arg.replace('\'', "'\\''")))
    } else {
        Cow::Owned(format!("'{}'", arg.replace('\'', "'\\''")))
    }
}

/// The command that rewrites the baseline of this run, pruning its stale
/// entries: `afd-surface check [PATHS] --write-baseline [--baseline PATH]`.
/// PATHS appear unless the run checked the root; `--baseline` unless the
/// baseline is the default one. `arg` formats each path argument (already
/// shell-quoted) for the writer's syntax.
pub(crate) fn prune_command(report: &Report, arg: impl Fn(&str) -> String) -> String {
    let mut cmd = format!("{} check", report.tool_name);
    if report.paths.iter().any(|p| p != ".") {
        for p in &report.paths {
            cmd.push(' ');
            cmd.push_str(&arg(&shell_quote(p)));
        }
    }
    cmd.push_str(" --write-baseline");
    if let Some(b) = report
        .baseline_path
        .as_deref()
        .filter(|b| *b != DEFAULT_BASELINE)
    {
        cmd.push_str(" --baseline ");
        cmd.push_str(&arg(&shell_quote(b)));
    }
    cmd
}

/// Which profile the command surfaces were checked with, as one line
/// ("Profiles: afd for 2 manifests, mcp for 43 manifests."), or `None`
/// without command surfaces.
pub(crate) fn profiles_line(report: &Report) -> Option<String> {
    let mut counts: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for s in &report.surfaces {
        if let Some(p) = s.profile {
            *counts.entry(p.as_str()).or_default() += 1;
        }
    }
    if counts.is_empty() {
        return None;
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(p, n)| {
            let what = if *n == 1 { "surface" } else { "surfaces" };
            format!("{p} for {n} {what}")
        })
        .collect();
    let label = if counts.len() == 1 {
        "Profile"
    } else {
        "Profiles"
    };
    Some(format!(
        "{label}: {} (choose with `--profile`).",
        parts.join(", ")
    ))
}

/// What the stale entries are, in one clause: "2 entries in the baseline
/// no longer match any finding and 1 has a count larger than the findings".
pub(crate) fn stale_summary(stale: &[StaleEntry]) -> String {
    let gone = stale.iter().filter(|e| e.matched == 0).count();
    let over = stale.len() - gone;
    let entries = |n: usize| format!("{n} {}", if n == 1 { "entry" } else { "entries" });
    let has = |n: usize| if n == 1 { "has" } else { "have" };
    let mut parts = Vec::new();
    if gone > 0 {
        parts.push(format!(
            "{} in the baseline no longer {} any finding",
            entries(gone),
            if gone == 1 { "matches" } else { "match" }
        ));
    }
    if over > 0 {
        parts.push(if gone > 0 {
            format!("{over} {} a count larger than the findings", has(over))
        } else {
            format!(
                "{} in the baseline {} a count larger than the findings",
                entries(over),
                has(over)
            )
        });
    }
    parts.join(" and ")
}

/// One stale entry in plain text: `RULE in PATH [COMMANDS] (×N)`, or with
/// `(count larger than the findings by N)` when it still matches some.
/// Writers escape it for their syntax.
pub(crate) fn stale_entry(e: &StaleEntry) -> String {
    let commands = if e.commands.is_empty() {
        String::new()
    } else {
        let shown: Vec<&str> = e.commands.iter().take(10).map(String::as_str).collect();
        let more = e.commands.len().saturating_sub(10);
        format!(
            " [{}{}]",
            shown.join(", "),
            if more > 0 {
                format!(", …{more} more")
            } else {
                String::new()
            }
        )
    };
    let how = if e.matched == 0 {
        format!("×{}", e.count)
    } else {
        format!("count larger than the findings by {}", e.count)
    };
    format!("{} in {}{commands} ({how})", e.rule, e.path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit;

    fn stale(matched: u64) -> StaleEntry {
        StaleEntry {
            rule: "r".into(),
            path: "p".into(),
            commands: Vec::new(),
            count: 1,
            matched,
            fingerprint: String::new(),
        }
    }

    #[test]
    fn stale_entries_are_described_by_kind() {
        assert_eq!(
            stale_summary(&[stale(0)]),
            "1 entry in the baseline no longer matches any finding"
        );
        assert_eq!(
            stale_summary(&[stale(0), stale(0)]),
            "2 entries in the baseline no longer match any finding"
        );
        assert_eq!(
            stale_summary(&[stale(2)]),
            "1 entry in the baseline has a count larger than the findings"
        );
        assert_eq!(
            stale_summary(&[stale(0), stale(0), stale(1), stale(3)]),
            "2 entries in the baseline no longer match any finding and 2 have a count larger than the findings"
        );
    }

    #[test]
    fn the_prune_command_repeats_the_paths_and_the_baseline() {
        let mut report = testkit::multi_rule();
        let id = |s: &str| s.to_string();
        assert_eq!(
            prune_command(&report, id),
            "afd-surface check --write-baseline"
        );
        report.paths = vec!["samples".into(), "my tools/x.json".into()];
        report.baseline_path = Some("samples/.afd-surface-baseline.json".into());
        assert_eq!(
            prune_command(&report, id),
            "afd-surface check samples 'my tools/x.json' --write-baseline --baseline samples/.afd-surface-baseline.json"
        );
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
        assert_eq!(shell_quote("-x"), "'./-x'");
    }

    #[test]
    fn paths_and_uris() {
        assert!(is_absolute_path("/tmp/x.json"));
        assert!(is_absolute_path("C:/x.json"));
        assert!(is_absolute_path("c:\\x.json"));
        assert!(is_absolute_path("\\\\srv\\share\\x.json"));
        assert!(!is_absolute_path("tools/x.json"));
        assert!(!is_absolute_path("c:x.json"));
        assert_eq!(
            percent_encode_path("a b/c#d?e%f:g[h](i)é.json"),
            "a%20b/c%23d%3Fe%25f%3Ag%5Bh%5D%28i%29%C3%A9.json"
        );
        assert_eq!(file_uri("/tmp/a b.json"), "file:///tmp/a%20b.json");
        assert_eq!(
            file_uri("C:\\Users\\x y.json"),
            "file:///C:/Users/x%20y.json"
        );
        assert_eq!(
            file_uri("\\\\srv\\share\\x.json"),
            "file://srv/share/x.json"
        );
    }

    #[test]
    fn truncation_counts_characters() {
        assert_eq!(truncate_chars("héllo", 5), "héllo");
        assert_eq!(truncate_chars("héllo", 4), "hél…");
        assert_eq!(truncate_chars("héllo", 4).chars().count(), 4);
        assert_eq!(truncate_chars("", 0), "");
    }
}
