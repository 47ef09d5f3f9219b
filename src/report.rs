//! The report: resolved, sorted findings plus the run summary. Every output
//! format is written from one `Report`, so formats can never disagree.

use std::cmp::Ordering;

use crate::config::FailOn;
use crate::finding::Severity;
pub use crate::meta::{FileKind, Profile, RuleMeta, Scope};
use crate::source::Region;

/// Whether a finding is new or covered by the baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BaselineState {
    New,
    Baselined,
}

impl BaselineState {
    pub fn as_str(self) -> &'static str {
        match self {
            BaselineState::New => "new",
            BaselineState::Baselined => "baselined",
        }
    }
}

/// A resolved location.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Location {
    /// Shared by every location in one file.
    pub path: std::sync::Arc<str>,
    pub region: Region,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RelatedLocation {
    pub location: Location,
    pub message: String,
}

/// A finding as every format sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReportFinding {
    pub rule: &'static RuleMeta,
    pub severity: Severity,
    pub message: String,
    pub suggestion: std::borrow::Cow<'static, str>,
    pub commands: Vec<String>,
    pub evidence: crate::finding::Evidence,
    pub suppressed: bool,
    /// The reason given with the suppression, if any.
    pub suppression_reason: Option<String>,
    pub baseline: BaselineState,
    /// `afdSurface/v1` fingerprint (hex SHA-256).
    pub fingerprint: crate::baseline::Fingerprint,
    /// What the fingerprint was computed from (sorted, de-duplicated), when
    /// it is not the commands; empty when it is (see
    /// [`ReportFinding::fingerprint_subjects`]).
    pub subjects: Vec<String>,
    pub discriminator: String,
    pub location: Location,
    pub related: Vec<RelatedLocation>,
    /// The primary line of source (trimmed to a window around the column),
    /// for the text format.
    /// Boxed: only the text format cuts snippets, and a report of many
    /// findings in another format carries none.
    pub snippet: Option<Box<Snippet>>,
}

/// A window of the source line holding the primary location.
#[derive(Clone, Debug, PartialEq)]
pub struct Snippet {
    /// The text shown.
    pub text: String,
    /// Character column in `text` where the highlight starts (0-based).
    pub start: usize,
    /// Number of characters highlighted (at least 1).
    pub len: usize,
}

impl ReportFinding {
    /// Neither suppressed nor baselined: it counts and it can fail the run.
    pub fn is_active(&self) -> bool {
        !self.suppressed && self.baseline == BaselineState::New
    }

    pub fn fails(&self, fail_on: FailOn) -> bool {
        self.is_active() && fail_on.fails(self.severity)
    }

    /// What the fingerprint was computed from, sorted and de-duplicated.
    pub fn fingerprint_subjects(&self) -> Vec<String> {
        if self.subjects.is_empty() {
            crate::baseline::sorted_subjects(&self.commands)
        } else {
            self.subjects.clone()
        }
    }
}

/// A baseline entry whose count is larger than the findings it matched
/// (with `matched` 0: it matches no finding any more).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaleEntry {
    pub rule: String,
    pub path: String,
    pub commands: Vec<String>,
    /// The part of the entry's count no finding matched.
    pub count: u64,
    /// Findings the entry did match.
    pub matched: u64,
    pub fingerprint: String,
}

impl StaleEntry {
    /// The entry as the JSON report (and SARIF's notification) lists it.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "rule": self.rule,
            "path": self.path,
            "commands": self.commands,
            "count": self.count,
            "matched": self.matched,
            "fingerprint": self.fingerprint,
        })
    }
}

/// A rule that stopped early on a surface because of
/// `max-findings-per-rule`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Truncation {
    pub rule: &'static str,
    /// The surface: a manifest path or a skills directory.
    pub surface: String,
    pub limit: usize,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub command_count: usize,
    pub skill_count: usize,
    pub file_count: usize,
    pub error_count: usize,
    pub warning_count: usize,
    pub info_count: usize,
    pub suppressed_count: usize,
    pub baselined_count: usize,
    pub stale_baseline_count: usize,
    pub truncated: bool,
    pub unused_suppressions: Vec<String>,
    pub rules_evaluated: Vec<&'static str>,
    pub duration_ms: f64,
}

/// A file the run read, with the rules that checked it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedFile {
    pub path: String,
    pub kind: FileKind,
    /// The enabled rules that check it, in registry order (its JUnit test
    /// cases).
    pub rules: Vec<&'static str>,
}

/// One surface the run checked: a manifest, or the skills of a directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurfaceSummary {
    /// The manifest's path, or the skills' directory.
    pub path: String,
    pub kind: SurfaceSummaryKind,
    /// The profile of a command surface.
    pub profile: Option<Profile>,
    pub command_count: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurfaceSummaryKind {
    Manifest,
    /// A source file's tool definitions.
    Source,
    Skills,
    /// A folder of files that each hold one tool, checked as one surface.
    Files,
    /// A `[[surface]]` group of the configuration (`path` is its name).
    Group,
}

impl SurfaceSummaryKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SurfaceSummaryKind::Manifest => "manifest",
            SurfaceSummaryKind::Source => "source",
            SurfaceSummaryKind::Skills => "skills",
            SurfaceSummaryKind::Files => "files",
            SurfaceSummaryKind::Group => "group",
        }
    }
}

/// Everything a run produced.
#[derive(Clone, Debug)]
pub struct Report {
    pub tool_name: &'static str,
    pub tool_version: &'static str,
    pub findings: Vec<ReportFinding>,
    pub stale_baseline: Vec<StaleEntry>,
    pub truncations: Vec<Truncation>,
    pub summary: Summary,
    pub fail_on: FailOn,
    /// Every rule of the registry (SARIF descriptors list all of them).
    pub rules: Vec<&'static RuleMeta>,
    /// Every file read, sorted by path.
    pub files: Vec<CheckedFile>,
    /// Every surface checked, sorted by path.
    pub surfaces: Vec<SurfaceSummary>,
    /// `--sarif-category`.
    pub sarif_category: Option<String>,
    /// The lowest severity SARIF results carry (`--sarif-min-severity`).
    pub sarif_min_severity: Severity,
    /// Where the baseline was read from or would be written, for messages.
    pub baseline_path: Option<String>,
    /// The PATHS the run checked, as report paths (for the command that
    /// prunes stale entries).
    pub paths: Vec<String>,
    /// The run's root relative to the repository's top directory (`sub/`
    /// for a run in `<repository>/sub`, empty at the top): GitHub places
    /// SARIF results, annotations and links by repository path.
    pub repo_prefix: String,
    /// What the walk decided that a reviewer should know (files ignore
    /// rules would have hidden, inputs left out and why).
    pub notes: Vec<String>,
    /// `Some(limit)` when the run stopped at `[limits] max-findings`: the
    /// report is incomplete and the run fails (unless `fail-on = "never"`).
    pub findings_limit: Option<usize>,
}

impl Report {
    /// A report path as a path in the repository (see `repo_prefix`); an
    /// absolute path is unchanged.
    pub fn repo_path<'a>(&self, path: &'a str) -> std::borrow::Cow<'a, str> {
        if self.repo_prefix.is_empty()
            || path.starts_with('/')
            || std::path::Path::new(path).is_absolute()
        {
            std::borrow::Cow::Borrowed(path)
        } else {
            std::borrow::Cow::Owned(format!("{}{path}", self.repo_prefix))
        }
    }
}

impl Report {
    /// True when the run exits 0.
    pub fn valid(&self) -> bool {
        // an incomplete run cannot say the tree is clean
        let incomplete = self.findings_limit.is_some() && self.fail_on != FailOn::Never;
        !incomplete && !self.findings.iter().any(|f| f.fails(self.fail_on))
    }

    /// What every format says when the run stopped at `max-findings`.
    pub fn findings_limit_message(&self) -> Option<String> {
        self.findings_limit.map(|n| {
            format!(
                "the run stopped after {n} findings ([limits] max-findings), so the report is incomplete and the run fails; fix or baseline the findings shown, or raise max-findings"
            )
        })
    }

    /// Recomputes the counts from the findings.
    pub fn recount(&mut self) {
        let s = &mut self.summary;
        s.error_count = 0;
        s.warning_count = 0;
        s.info_count = 0;
        s.suppressed_count = 0;
        s.baselined_count = 0;
        for f in &self.findings {
            if f.suppressed {
                s.suppressed_count += 1;
            } else if f.baseline == BaselineState::Baselined {
                s.baselined_count += 1;
            } else {
                match f.severity {
                    Severity::Error => s.error_count += 1,
                    Severity::Warning => s.warning_count += 1,
                    Severity::Info => s.info_count += 1,
                }
            }
        }
        s.stale_baseline_count = self.stale_baseline.len();
        s.truncated = !self.truncations.is_empty() || self.findings_limit.is_some();
    }
}

/// Report order: path, line, column, rule id, commands (then the rest, so
/// the order is total and the output byte-stable).
pub fn compare(a: &ReportFinding, b: &ReportFinding) -> Ordering {
    a.location
        .path
        .cmp(&b.location.path)
        .then(a.location.region.line.cmp(&b.location.region.line))
        .then(a.location.region.column.cmp(&b.location.region.column))
        .then(a.rule.id.cmp(b.rule.id))
        .then_with(|| a.commands.cmp(&b.commands))
        .then(a.location.region.cmp(&b.location.region))
        .then_with(|| a.message.cmp(&b.message))
        .then_with(|| a.fingerprint.cmp(&b.fingerprint))
}
