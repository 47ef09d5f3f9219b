//! The shared vocabulary of the crate: rule metadata ([`RuleMeta`],
//! [`declare_rule!`]), [`Severity`], [`Scope`], the kinds of input file
//! ([`FileKind`]) and the [`Limits`] on what a run reads.
//!
//! A leaf: it imports nothing else of the crate, so the configuration, the
//! findings, the input adapters and the rules can all depend on it without
//! depending on each other (`tests/cli/architecture.rs` checks this).

use std::fmt;

/// Where the project lives (SARIF `informationUri`, rule `helpUri`).
pub const HOMEPAGE: &str = "https://github.com/org/afd-surface-action";

/// Severity of a finding, ordered from least to most severe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }

    pub fn parse(s: &str) -> Option<Severity> {
        match s {
            "info" => Some(Severity::Info),
            "warning" => Some(Severity::Warning),
            "error" => Some(Severity::Error),
            _ => None,
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a rule looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Compares or checks the commands of a surface (manifests; some rules
    /// also run on skills surfaces).
    Surface,
    /// Checks one `SKILL.md`.
    Skill,
    /// Checks whether an input could be read at all (the load problems the
    /// adapters report, the size of a surface).
    Input,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Surface => "surface",
            Scope::Skill => "skill",
            Scope::Input => "input",
        }
    }
}

/// What kind of input a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FileKind {
    /// A command manifest (AFD) or tool list (MCP), JSON.
    Manifest,
    /// A `SKILL.md`.
    Skill,
    /// Source code that defines tools: TypeScript/JavaScript (AFD
    /// `defineCommand`, the MCP TypeScript SDK) or Python (FastMCP).
    Source,
}

/// A revision of the Model Context Protocol specification: the MCP rules
/// check a tool list against the revision it was captured under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum McpRevision {
    V2024_11_05,
    V2025_03_26,
    V2025_06_18,
    V2025_11_25,
    V2026_07_28,
}

impl McpRevision {
    pub const ALL: [McpRevision; 5] = [
        McpRevision::V2024_11_05,
        McpRevision::V2025_03_26,
        McpRevision::V2025_06_18,
        McpRevision::V2025_11_25,
        McpRevision::V2026_07_28,
    ];

    /// The revision a tool list is checked under when neither the document
    /// nor the configuration names one.
    pub const DEFAULT: McpRevision = McpRevision::V2025_11_25;

    pub fn as_str(self) -> &'static str {
        match self {
            McpRevision::V2024_11_05 => "2024-11-05",
            McpRevision::V2025_03_26 => "2025-03-26",
            McpRevision::V2025_06_18 => "2025-06-18",
            McpRevision::V2025_11_25 => "2025-11-25",
            McpRevision::V2026_07_28 => "2026-07-28",
        }
    }

    /// A revision by its date; `draft` is the newest (they define tools
    /// alike).
    pub fn parse(s: &str) -> Option<McpRevision> {
        if s == "draft" {
            return Some(McpRevision::V2026_07_28);
        }
        McpRevision::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

impl fmt::Display for McpRevision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The defaults a command surface is checked with.
///
/// `reference` is exactly the reference validator's behaviour (for teams
/// migrating from it, and for the cross-check); `afd` keeps its defaults for
/// AFD command manifests, with the verb lexicon and the pair rules that
/// weigh what is distinctive; `mcp` fits MCP tool lists: names as the MCP
/// specification allows them, no category rules, MCP's own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Profile {
    Reference,
    Afd,
    Mcp,
}

impl Profile {
    pub const ALL: [Profile; 3] = [Profile::Afd, Profile::Mcp, Profile::Reference];

    pub fn as_str(self) -> &'static str {
        match self {
            Profile::Reference => "reference",
            Profile::Afd => "afd",
            Profile::Mcp => "mcp",
        }
    }

    pub fn parse(s: &str) -> Option<Profile> {
        Profile::ALL.into_iter().find(|p| p.as_str() == s)
    }

    /// Whether the rules behave exactly as the reference validator.
    pub fn is_reference(self) -> bool {
        self == Profile::Reference
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Static description of a rule.
#[derive(Debug, PartialEq)]
pub struct RuleMeta {
    /// Stable kebab-case id: SARIF `ruleId`, config key, suppression key and
    /// baseline key.
    pub id: &'static str,
    pub default_severity: Severity,
    pub scope: Scope,
    /// The kinds of file the rule checks one by one (each such file is one
    /// JUnit test case of the rule).
    pub files: &'static [FileKind],
    /// One line, no trailing period.
    pub summary: &'static str,
    /// The documentation page (Markdown, sections `## What it does`,
    /// `## Why it matters`, `## Example`, `## Use instead`, `## Options` and
    /// optionally `## Differences from the reference`; see the module
    /// documentation of `rules`), as written in the rule's doc comment (each
    /// line keeps the leading space of `/// `; see [`RuleMeta::docs`]).
    pub raw_docs: &'static str,
    pub tags: &'static [&'static str],
    /// GitHub `security-severity` (a score in (0, 10]) for security rules.
    pub security_severity: Option<&'static str>,
    /// The profiles the rule runs under (all three unless it says; a rule
    /// the reference validator does not have leaves out `Reference`, so
    /// `--profile reference` keeps the reference's findings exactly).
    pub profiles: &'static [Profile],
}

impl RuleMeta {
    /// Whether the rule runs on a surface of `profile`.
    pub fn runs_under(&self, profile: Profile) -> bool {
        self.profiles.contains(&profile)
    }

    /// The documentation page with the doc-comment indentation removed.
    pub fn docs(&self) -> String {
        let mut out = String::with_capacity(self.raw_docs.len());
        for line in self.raw_docs.lines() {
            out.push_str(line.strip_prefix(' ').unwrap_or(line));
            out.push('\n');
        }
        out.trim().to_string() + "\n"
    }

    /// The first paragraph of the `## What it does` section.
    pub fn full_description(&self) -> String {
        let docs = self.docs();
        let mut in_section = false;
        let mut para = Vec::new();
        for line in docs.lines() {
            if line.starts_with("## ") {
                if in_section {
                    break;
                }
                in_section = line.trim() == "## What it does";
                continue;
            }
            if in_section {
                if line.trim().is_empty() {
                    if !para.is_empty() {
                        break;
                    }
                } else {
                    para.push(line.trim());
                }
            }
        }
        if para.is_empty() {
            self.summary.to_string()
        } else {
            para.join(" ")
        }
    }

    /// Where the rule's page is published.
    pub fn help_uri(&self) -> String {
        format!("{HOMEPAGE}/blob/main/docs/rules/{}.md", self.id)
    }

    /// Whether the rule reports on files of this kind.
    pub fn checks(&self, kind: FileKind) -> bool {
        self.files.contains(&kind)
    }
}

/// Declares a rule's [`RuleMeta`] static; the doc comment is its
/// documentation page. `files` defaults to manifests for surface rules and
/// to `SKILL.md` files for skill rules.
macro_rules! declare_rule {
    (
        $(#[doc = $doc:literal])*
        $vis:vis static $name:ident = {
            id: $id:literal,
            severity: $sev:ident,
            scope: $scope:ident,
            $(files: [$($file:ident),+ $(,)?],)?
            $(profiles: [$($profile:ident),+ $(,)?],)?
            summary: $summary:literal,
            tags: [$($tag:literal),* $(,)?],
            security_severity: $secsev:expr $(,)?
        }
    ) => {
        $vis static $name: $crate::meta::RuleMeta = $crate::meta::RuleMeta {
            id: $id,
            default_severity: $crate::meta::Severity::$sev,
            scope: $crate::meta::Scope::$scope,
            files: $crate::meta::declare_rule!(@files $scope $(, $($file),+)?),
            summary: $summary,
            raw_docs: concat!($($doc, "\n"),*),
            tags: &[$($tag),*],
            security_severity: $secsev,
            profiles: $crate::meta::declare_rule!(@profiles $($($profile),+)?),
        };
    };
    (@profiles $($profile:ident),+) => { &[$($crate::meta::Profile::$profile),+] };
    (@profiles) => { &$crate::meta::Profile::ALL };
    (@files $scope:ident, $($file:ident),+) => { &[$($crate::meta::FileKind::$file),+] };
    (@files Surface) => { &[$crate::meta::FileKind::Manifest, $crate::meta::FileKind::Source] };
    (@files Skill) => { &[$crate::meta::FileKind::Skill] };
}
pub(crate) use declare_rule;

/// Bounds on what a run reads and reports (`[limits]` in the configuration).
/// Each exceeded limit is a finding, never a crash or a hang.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub max_file_size: u64,
    pub max_nesting: usize,
    pub max_schema_depth: usize,
    pub max_commands_per_surface: usize,
    pub max_findings_per_rule: usize,
    /// Findings of the whole run: past it the run stops looking, the
    /// reports say so and the run fails (unless `fail-on = "never"`).
    pub max_findings: usize,
    /// Nodes YAML alias expansion may produce in one frontmatter before it
    /// is refused as an alias bomb.
    pub max_alias_nodes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_file_size: 10 * 1024 * 1024,
            max_nesting: 128,
            max_schema_depth: 64,
            max_commands_per_surface: 50_000,
            max_findings_per_rule: 100_000,
            max_findings: 20_000,
            max_alias_nodes: 10_000,
        }
    }
}

/// The ids of `ids` that `wanted` is probably a misspelling of (for "did
/// you mean"): close by edit distance, containing it, or sharing a word.
pub fn similar_ids(wanted: &str, ids: impl Iterator<Item = &'static str>) -> Vec<&'static str> {
    let w = wanted.to_ascii_lowercase().replace('_', "-");
    let ids: Vec<&'static str> = ids.collect();
    // misspellings first: close by edit distance
    let mut close: Vec<(usize, &'static str)> = ids
        .iter()
        .map(|id| (strsim::levenshtein(&w, id), *id))
        .filter(|(d, id)| *d <= (id.len() / 4).max(2))
        .collect();
    close.sort();
    if !close.is_empty() {
        return close.into_iter().take(3).map(|(_, id)| id).collect();
    }
    // else ids that contain it, or share a word with it
    ids.into_iter()
        .filter(|id| {
            !w.is_empty()
                && (id.contains(w.as_str())
                    || w.contains(id)
                    || id
                        .split('-')
                        .any(|p| p.len() > 3 && w.split('-').any(|q| q == p)))
        })
        .take(5)
        .collect()
}

/// Formats a byte count for messages ("10 MiB", "512 bytes").
pub fn human_size(n: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    const KIB: u64 = 1024;
    if n >= MIB && n.is_multiple_of(MIB) {
        format!("{} MiB", n / MIB)
    } else if n >= KIB && n.is_multiple_of(KIB) {
        format!("{} KiB", n / KIB)
    } else {
        format!("{n} bytes")
    }
}

/// Parses `"10MiB"`, `"512KB"`, `"1048576"` or `1048576` into bytes.
pub fn parse_size(s: &str) -> Option<u64> {
    let s = s.trim();
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let num: f64 = num.parse().ok()?;
    let mult: f64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "kb" => 1e3,
        "kib" | "k" => 1024.0,
        "mb" => 1e6,
        "mib" | "m" => 1024.0 * 1024.0,
        "gb" => 1e9,
        "gib" | "g" => 1024.0 * 1024.0 * 1024.0,
        _ => return None,
    };
    let v = num * mult;
    (v.is_finite() && v >= 0.0 && v <= u64::MAX as f64).then_some(v as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("10MiB"), Some(10 * 1024 * 1024));
        assert_eq!(parse_size("512KB"), Some(512_000));
        assert_eq!(parse_size("100"), Some(100));
        assert_eq!(parse_size("ten"), None);
        assert_eq!(human_size(10 * 1024 * 1024), "10 MiB");
        assert_eq!(human_size(2048), "2 KiB");
        assert_eq!(human_size(1000), "1000 bytes");
    }
}
