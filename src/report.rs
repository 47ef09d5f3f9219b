//! The report: resolved, sorted findings plus the run summary. Every output
//! format is written from one `Report`, so formats can never disagree.

use std::cmp::Ordering;

use serde_json::{Map, Value};

use crate::config::FailOn;
use crate::finding::{Finding, Loc, Severity};
use crate::input::json::string_subrange;
use crate::model::TextEncoding;
pub use crate::rules::{RuleMeta, Scope};
use crate::source::{Region, SourceMap, Span};

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
    pub path: String,
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
    pub suggestion: String,
    pub commands: Vec<String>,
    pub evidence: Map<String, Value>,
    pub suppressed: bool,
    /// The reason given with the suppression, if any.
    pub suppression_reason: Option<String>,
    pub baseline: BaselineState,
    /// `afdSurface/v1` fingerprint (hex SHA-256).
    pub fingerprint: String,
    /// What the fingerprint was computed from (sorted, de-duplicated).
    pub subjects: Vec<String>,
    pub discriminator: String,
    pub location: Location,
    pub related: Vec<RelatedLocation>,
    /// The primary line of source (trimmed to a window around the column),
    /// for the text format.
    pub snippet: Option<Snippet>,
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
}

/// A baseline entry no finding matched any more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaleEntry {
    pub rule: String,
    pub path: String,
    pub commands: Vec<String>,
    pub count: u64,
    pub fingerprint: String,
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

/// What kind of input a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FileKind {
    Manifest,
    Skill,
}

/// A file the run read, with the rules that checked it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedFile {
    pub path: String,
    pub kind: FileKind,
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
    /// The enabled rules that check manifest files, in registry order.
    pub manifest_rules: Vec<&'static str>,
    /// The enabled rules that check `SKILL.md` files, in registry order.
    pub skill_rules: Vec<&'static str>,
    /// `--sarif-category`.
    pub sarif_category: Option<String>,
    /// Where the baseline was read from or would be written, for messages.
    pub baseline_path: Option<String>,
}

impl Report {
    /// True when the run exits 0.
    pub fn valid(&self) -> bool {
        !self.findings.iter().any(|f| f.fails(self.fail_on))
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
        s.truncated = !self.truncations.is_empty();
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

/// Resolves a symbolic location against the source files.
pub fn resolve(sources: &SourceMap, loc: &Loc) -> Location {
    let span = resolve_span(sources, loc);
    Location {
        path: sources.path(span.file).to_string(),
        region: sources.region(span),
    }
}

/// The source span a symbolic location designates.
pub fn resolve_span(sources: &SourceMap, loc: &Loc) -> Span {
    match loc {
        Loc::Span(s) => *s,
        Loc::InText {
            span,
            encoding,
            range,
        } => sub_span(sources, *span, *encoding, range.clone()),
    }
}

/// The source span of a range of a text value's decoded content.
fn sub_span(
    sources: &SourceMap,
    span: Span,
    encoding: TextEncoding,
    range: std::ops::Range<usize>,
) -> Span {
    let Some(file) = sources.get(span.file) else {
        return span;
    };
    let raw = file.text.get(span.range()).unwrap_or("");
    let mapped = match encoding {
        TextEncoding::JsonString => string_subrange(raw, range),
        TextEncoding::Raw => (range.end <= raw.len()).then_some(range),
        TextEncoding::YamlScalar => yaml_subrange(raw, range),
        TextEncoding::Synthetic => None,
    };
    match mapped {
        Some(r) => Span::new(
            span.file,
            span.start as usize + r.start..span.start as usize + r.end,
        ),
        None => span,
    }
}

/// Best effort for YAML scalars: a plain or single-line quoted scalar maps
/// byte for byte after its opening quote; otherwise the whole scalar.
fn yaml_subrange(raw: &str, range: std::ops::Range<usize>) -> Option<std::ops::Range<usize>> {
    let offset = usize::from(raw.starts_with('"') || raw.starts_with('\''));
    let plain = !raw.contains('\n') && !raw.contains('\\') && !raw.contains("''");
    (plain && offset + range.end <= raw.len()).then(|| offset + range.start..offset + range.end)
}

/// Characters of context shown before the highlight in a snippet.
const SNIPPET_BEFORE: usize = 25;
/// Characters shown in a snippet (at most, besides the ellipses).
const SNIPPET_WIDTH: usize = 100;

/// A window of the source line holding `span` for the text format. Works
/// on byte offsets and looks at no more than the window, so a finding on a
/// 10 MiB single-line file costs no more than one on a short line.
pub fn snippet(sources: &SourceMap, span: Span) -> Option<Snippet> {
    let file = sources.get(span.file)?;
    let text = file.text.as_str();
    let start = (span.start as usize).min(text.len());
    if !text.is_char_boundary(start) {
        return None;
    }
    let (line, _) = file.line_col(start);
    let bounds = file.line_range(line);
    if bounds.is_empty() || start < bounds.start {
        return None;
    }
    let before = text.get(bounds.start..start)?;
    let from = before
        .char_indices()
        .rev()
        .take(SNIPPET_BEFORE)
        .last()
        .map(|(i, _)| bounds.start + i)
        .unwrap_or(start);
    let budget = SNIPPET_WIDTH
        - text
            .get(from..start)
            .map(|s| s.chars().count())
            .unwrap_or(0);
    let after = text.get(start..bounds.end)?;
    let to = after
        .char_indices()
        .nth(budget)
        .map(|(i, _)| start + i)
        .unwrap_or(bounds.end);
    let end = (span.end as usize).clamp(start, to);

    let mut shown = String::new();
    let mut caret_start = 0;
    if from > bounds.start {
        shown.push('…');
        caret_start += 1;
    }
    caret_start += text
        .get(from..start)
        .map(|s| s.chars().count())
        .unwrap_or(0);
    // control characters would garble the terminal
    shown.extend(text.get(from..to).unwrap_or("").chars().map(|c| {
        if c.is_control() && c != '\t' {
            '\u{FFFD}'
        } else {
            c
        }
    }));
    if to < bounds.end {
        shown.push('…');
    }
    let len = text
        .get(start..end)
        .map(|s| s.chars().count())
        .unwrap_or(0)
        .max(1);
    Some(Snippet {
        text: shown,
        start: caret_start,
        len,
    })
}

/// Builds the report entry of one finding (suppression and baseline state
/// filled in by the caller).
pub fn report_finding(sources: &SourceMap, f: &Finding, fingerprint: String) -> ReportFinding {
    let span = resolve_span(sources, &f.primary);
    let location = Location {
        path: sources.path(span.file).to_string(),
        region: sources.region(span),
    };
    let snippet = snippet(sources, span);
    ReportFinding {
        rule: f.rule,
        severity: f.severity,
        message: f.message.clone(),
        suggestion: f.suggestion.clone(),
        commands: f.commands.clone(),
        evidence: f.evidence.clone(),
        suppressed: false,
        suppression_reason: None,
        baseline: BaselineState::New,
        fingerprint,
        subjects: crate::baseline::sorted_subjects(&f.subjects),
        discriminator: f.discriminator.clone(),
        related: f
            .related
            .iter()
            .map(|r| RelatedLocation {
                location: resolve(sources, &r.loc),
                message: r.message.clone(),
            })
            .collect(),
        location,
        snippet,
    }
}
