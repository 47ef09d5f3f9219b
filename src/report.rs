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
    /// The PATHS the run checked, as report paths (for the command that
    /// prunes stale entries).
    pub paths: Vec<String>,
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
    location_of(sources, resolve_span(sources, loc))
}

/// The source span a symbolic location stands for.
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

fn location_of(sources: &SourceMap, span: Span) -> Location {
    Location {
        path: sources.path(span.file).to_string(),
        region: sources.region(span),
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
    // a line break (LF, or a lone CR: SKILL.md may use CR line endings) is
    // folded, an escape or a doubled quote decoded: the value no longer
    // matches the source byte for byte
    let plain = !raw.contains(['\n', '\r']) && !raw.contains('\\') && !raw.contains("''");
    let (start, end) = (offset + range.start, offset + range.end);
    (plain && end <= raw.len() && raw.is_char_boundary(start) && raw.is_char_boundary(end))
        .then_some(start..end)
}

/// Characters of context shown around the highlight in a snippet.
const SNIPPET_WIDTH: usize = 100;

/// The window of the primary source line for the text format. `span` is
/// the resolved span of `loc` ([`resolve_span`]): its start is the byte the
/// column counts to, so only the window around it is looked at, however
/// long the line (a minified manifest is one line).
pub fn snippet(sources: &SourceMap, loc: &Location, span: Span) -> Option<Snippet> {
    let file = sources.get(span.file)?;
    let line = file.line_text(loc.region.line);
    if line.is_empty() {
        return None;
    }
    // The column's byte in the line (clamped like the column).
    let line_start = file.line_start(loc.region.line)?;
    let mut anchor = (span.start as usize)
        .saturating_sub(line_start)
        .min(line.len());
    while !line.is_char_boundary(anchor) {
        anchor -= 1;
    }
    let (before, after) = line.split_at(anchor);
    // Up to a quarter of the width before the column: `back` characters,
    // and whether the line goes on before them.
    let mut back: Vec<char> = before.chars().rev().take(SNIPPET_WIDTH / 4 + 1).collect();
    let cut_before = back.len() > SNIPPET_WIDTH / 4;
    back.truncate(SNIPPET_WIDTH / 4);
    back.reverse();
    let col = back.len();
    // Enough characters after it to fill the window and know whether the
    // line goes on past it.
    // (The window never reaches more than `SNIPPET_WIDTH` characters past
    // the column; one more tells whether the line goes on.)
    let ahead: Vec<char> = after.chars().take(SNIPPET_WIDTH + 1).collect();
    let total = col + ahead.len();
    let len = if loc.region.end_line == loc.region.line {
        (loc.region.end_column as usize).saturating_sub(loc.region.column as usize)
    } else {
        ahead.len()
    }
    .max(1);
    let to = (col + len.min(SNIPPET_WIDTH)).max(SNIPPET_WIDTH).min(total);
    let mut text = String::with_capacity(to + 8);
    let mut start = col;
    if cut_before {
        text.push('…');
        start += 1;
    }
    text.extend(back.iter().chain(ahead.iter()).take(to).map(|c| {
        // control characters would garble the terminal
        if c.is_control() && *c != '\t' {
            '\u{FFFD}'
        } else {
            *c
        }
    }));
    if to < total {
        text.push('…');
    }
    let shown = to.saturating_sub(col).max(1);
    Some(Snippet {
        text,
        start,
        len: len.min(shown),
    })
}

/// Builds the report entry of one finding (suppression and baseline state
/// filled in by the caller), moving its text rather than copying it.
pub fn report_finding(
    sources: &SourceMap,
    f: Finding,
    fingerprint: String,
    subjects: Vec<String>,
) -> ReportFinding {
    let span = resolve_span(sources, &f.primary);
    let location = location_of(sources, span);
    let snippet = snippet(sources, &location, span);
    ReportFinding {
        rule: f.rule,
        severity: f.severity,
        message: f.message,
        suggestion: f.suggestion,
        commands: f.commands,
        evidence: f.evidence,
        suppressed: false,
        suppression_reason: None,
        baseline: BaselineState::New,
        fingerprint,
        subjects,
        discriminator: f.discriminator,
        related: f
            .related
            .into_iter()
            .map(|r| RelatedLocation {
                location: resolve(sources, &r.loc),
                message: r.message,
            })
            .collect(),
        location,
        snippet,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{FileId, SourceFile};

    /// A range of a YAML scalar's value maps into the source only where the
    /// value is the source byte for byte; a line break of any kind folds.
    #[test]
    fn yaml_subranges_map_only_unfolded_scalars() {
        assert_eq!(yaml_subrange("Processes exams", 10..15), Some(10..15));
        assert_eq!(yaml_subrange("\"Processes exams\"", 10..15), Some(11..16));
        assert_eq!(yaml_subrange("'it''s'", 0..2), None);
        assert_eq!(yaml_subrange("\"a\\tb\"", 0..1), None);
        // found by fuzzing: CR-only line breaks fold like LF
        let cr = "Processes exam\r\r\r te\u{E0041}sts";
        assert_eq!(yaml_subrange(cr, 16..20), None);
        assert_eq!(yaml_subrange("exam\n te", 5..7), None);
        // never a range that splits a character
        assert_eq!(yaml_subrange("caf\u{e9}", 3..4), None);
    }

    /// The snippet as first written: the whole line as characters.
    fn snippet_by_whole_line(sources: &SourceMap, loc: &Location, span: Span) -> Option<Snippet> {
        let file = sources.get(span.file)?;
        let line = file.line_text(loc.region.line);
        if line.is_empty() {
            return None;
        }
        let chars: Vec<char> = line.chars().collect();
        let col = (loc.region.column as usize)
            .saturating_sub(1)
            .min(chars.len());
        let len = if loc.region.end_line == loc.region.line {
            (loc.region.end_column as usize).saturating_sub(loc.region.column as usize)
        } else {
            chars.len().saturating_sub(col)
        }
        .max(1);
        let from = col.saturating_sub(SNIPPET_WIDTH / 4);
        let to = (col + len.min(SNIPPET_WIDTH))
            .max(from + SNIPPET_WIDTH)
            .min(chars.len());
        let mut text = String::new();
        let mut start = col - from;
        if from > 0 {
            text.push('…');
            start += 1;
        }
        text.extend(chars[from..to].iter().map(|c| {
            if c.is_control() && *c != '\t' {
                '\u{FFFD}'
            } else {
                *c
            }
        }));
        if to < chars.len() {
            text.push('…');
        }
        let shown = to.saturating_sub(col).max(1);
        Some(Snippet {
            text,
            start,
            len: len.min(shown),
        })
    }

    #[test]
    fn windowed_snippet_equals_the_whole_line_one() {
        let mut seed = 0x1234_5678_u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let pieces = [
            "a",
            "bc",
            " ",
            "é",
            "😀",
            "\t",
            "\u{7}",
            "\n",
            "\r\n",
            "\r",
            "x".repeat(90).leak(),
        ];
        for _ in 0..300 {
            let text: String = (0..next(80)).map(|_| pieces[next(pieces.len())]).collect();
            let mut sources = SourceMap::default();
            let id = sources.add(SourceFile::new("f".into(), "f".into(), text.clone()));
            assert_eq!(id, FileId(0));
            let boundaries: Vec<usize> = (0..=text.len())
                .filter(|i| text.is_char_boundary(*i))
                .collect();
            for _ in 0..40 {
                let a = boundaries[next(boundaries.len())];
                let b = boundaries[next(boundaries.len())];
                let span = Span::new(id, a.min(b)..a.max(b) + next(3) * usize::from(a == b));
                let loc = location_of(&sources, span);
                assert_eq!(
                    snippet(&sources, &loc, span),
                    snippet_by_whole_line(&sources, &loc, span),
                    "{text:?} {span:?}"
                );
            }
        }
    }
}
