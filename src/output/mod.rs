//! Writers: one file per format. They read only the [`Report`] (findings,
//! summary, rule metadata) and never look inside rules.

pub mod github;
pub mod json;
pub mod junit;
pub mod markdown;
pub mod sarif;
pub mod text;

#[cfg(test)]
mod fixture;

use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

use crate::report::Report;

/// An output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Format {
    Text,
    Json,
    Sarif,
    Junit,
    Markdown,
    Github,
}

impl Format {
    pub const ALL: [Format; 6] = [
        Format::Text,
        Format::Json,
        Format::Sarif,
        Format::Junit,
        Format::Markdown,
        Format::Github,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Sarif => "sarif",
            Format::Junit => "junit",
            Format::Markdown => "markdown",
            Format::Github => "github",
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
                    "unknown format `{s}`: expected text, json, sarif, junit, markdown or github"
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
        })
    }
}

/// Options that are about presentation, not content.
#[derive(Clone, Debug, Default)]
pub struct RenderOptions {
    /// ANSI colours (text format on a terminal only).
    pub color: bool,
    pub github: Option<GithubContext>,
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

#[cfg(test)]
mod tests {
    use super::*;

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
