//! Writers: one file per format. They read only the [`Report`] (findings,
//! summary, rule metadata) and never look inside rules.

pub mod github;
pub mod json;
pub mod junit;
pub mod markdown;
pub mod sarif;
pub mod text;

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
