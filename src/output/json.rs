//! The versioned JSON report (version 1). Field names follow the reference
//! validator (`valid`, `findings[{rule, severity, message, commands,
//! suggestion, evidence, suppressed}]`, `summary{...}`) plus locations and
//! baseline state. Fields may be added; none may change meaning.

use std::io::{self, Write};

use rayon::prelude::*;
use schemars::JsonSchema;
use serde::Serialize;
use serde::ser::Serializer;
use serde_json::{Map, Value};

use crate::finding::json_number;
use crate::report::{Location, RelatedLocation, Report, ReportFinding, StaleEntry, Summary};

/// The report as the JSON writer prints it; `findings` are streamed apart.
/// `docs/report.schema.json` is derived from these types (`schema()`).
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(
    title = "afd-surface JSON report",
    description = "The JSON report of `afd-surface check --format json` (version 1). Fields may be added; none may change meaning."
)]
struct JsonReport<'a> {
    /// The report format's version: 1.
    #[schemars(range(min = 1, max = 1))]
    version: u32,
    /// The tool that wrote the report.
    tool: JsonTool<'a>,
    /// No new finding at or above the fail level, and the run complete.
    valid: bool,
    /// Every finding, new, baselined or suppressed, in report order.
    findings: Findings<'a>,
    /// Baseline entries that no finding matches any more.
    stale_baseline: Vec<Value>,
    /// Rules that stopped early on a surface (`[limits] max-findings-per-rule`).
    truncations: Vec<JsonTruncation<'a>>,
    /// What the walk decided that a reviewer should know (files ignore rules would have hidden, inputs left out).
    #[serde(default, skip_serializing_if = "<[String]>::is_empty")]
    notes: &'a [String],
    /// Every surface checked, with its profile.
    surfaces: Vec<JsonSurface<'a>>,
    /// Counts and run facts.
    summary: JsonSummary<'a>,
}

/// A surface and the profile it was checked with.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct JsonSurface<'a> {
    /// A manifest path, a `[[surface]]` group's name or a skills directory.
    path: &'a str,
    /// `manifest`, `group` or `skills`.
    kind: &'static str,
    /// The profile the surface was checked with (command surfaces).
    #[serde(skip_serializing_if = "Option::is_none")]
    profile: Option<&'static str>,
    /// Commands (or skills) in it.
    command_count: usize,
}

/// The tool.
#[derive(Serialize, JsonSchema)]
struct JsonTool<'a> {
    /// `afd-surface`.
    name: &'a str,
    /// Its version.
    version: &'a str,
}

/// A rule that stopped early on a surface.
#[derive(Serialize, JsonSchema)]
struct JsonTruncation<'a> {
    /// The rule id.
    rule: &'a str,
    /// The surface.
    surface: &'a str,
    /// `max-findings-per-rule`.
    limit: usize,
}

/// Counts and run facts.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct JsonSummary<'a> {
    /// Commands read.
    command_count: usize,
    /// Skills read.
    skill_count: usize,
    /// Files read.
    file_count: usize,
    /// New errors.
    error_count: usize,
    /// New warnings.
    warning_count: usize,
    /// New infos.
    info_count: usize,
    /// Findings suppressed by the configuration or `--suppress`.
    suppressed_count: usize,
    /// Findings the baseline accepts.
    baselined_count: usize,
    /// Baseline entries no finding matches.
    stale_baseline_count: usize,
    /// A rule stopped early, or the run stopped at `max-findings`.
    truncated: bool,
    /// `[limits] max-findings`, when the run stopped there.
    #[serde(skip_serializing_if = "Option::is_none")]
    findings_limit: Option<usize>,
    /// Suppressions that matched no finding.
    unused_suppressions: &'a [String],
    /// The rules that ran, in registry order.
    rules_evaluated: &'a [&'static str],
    /// Milliseconds the run took (0 unless `--timings`).
    /// An integral value prints as an integer (`0`, not `0.0`).
    #[schemars(with = "f64")]
    duration_ms: Value,
}

/// One finding.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct JsonFinding<'a> {
    /// The rule id.
    rule: &'a str,
    /// `error`, `warning` or `info`.
    #[schemars(with = "SeverityName")]
    severity: &'a str,
    /// What is wrong.
    message: &'a str,
    /// How to fix it.
    suggestion: &'a str,
    /// The commands (or skills) it is about.
    commands: &'a [String],
    /// Facts the rule measured (scores, patterns, cues).
    #[schemars(with = "Map<String, Value>")]
    evidence: &'a crate::finding::Evidence,
    /// Suppressed by the configuration or `--suppress`.
    suppressed: bool,
    /// The reason the suppression gives.
    #[serde(skip_serializing_if = "Option::is_none")]
    suppression_reason: Option<&'a str>,
    /// `new` or `baselined`.
    #[schemars(with = "BaselineName")]
    baseline: &'a str,
    /// `afdSurface/v1` fingerprint (hex SHA-256), stable across line moves.
    #[schemars(regex(pattern = r"^[0-9a-f]{64}$"))]
    #[schemars(with = "String")]
    fingerprint: crate::baseline::Fingerprint,
    /// Where it is.
    location: JsonLocation<'a>,
    /// Other places it involves, each with a message.
    related: Vec<JsonLocation<'a>>,
}

/// A severity.
#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum SeverityName {
    Error,
    Warning,
    Info,
}

/// A baseline state.
#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum BaselineName {
    New,
    Baselined,
}

/// A location, with the message of a related one.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct JsonLocation<'a> {
    /// The path relative to the run's root with `/`, or absolute outside it.
    path: &'a str,
    /// 1-based line.
    #[schemars(range(min = 1))]
    line: u32,
    /// 1-based column, in characters.
    #[schemars(range(min = 1))]
    column: u32,
    /// 1-based end line.
    #[schemars(range(min = 1))]
    end_line: u32,
    /// 1-based end column (exclusive).
    #[schemars(range(min = 1))]
    end_column: u32,
    /// For a related location: what is there.
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<&'a str>,
}

impl<'a> JsonLocation<'a> {
    fn new(l: &'a Location, message: Option<&'a str>) -> JsonLocation<'a> {
        JsonLocation {
            path: &l.path,
            line: l.region.line,
            column: l.region.column,
            end_line: l.region.end_line,
            end_column: l.region.end_column,
            message,
        }
    }
}

impl<'a> JsonFinding<'a> {
    fn new(f: &'a ReportFinding) -> JsonFinding<'a> {
        JsonFinding {
            rule: f.rule.id,
            severity: f.severity.as_str(),
            message: &f.message,
            suggestion: &f.suggestion,
            commands: &f.commands,
            evidence: &f.evidence,
            suppressed: f.suppressed,
            suppression_reason: f.suppression_reason.as_deref(),
            baseline: f.baseline.as_str(),
            fingerprint: f.fingerprint,
            location: JsonLocation::new(&f.location, None),
            related: f
                .related
                .iter()
                .map(|r: &'a RelatedLocation| JsonLocation::new(&r.location, Some(&r.message)))
                .collect(),
        }
    }
}

/// The findings, serialized one by one (or left empty, for the head that
/// the streamed findings are spliced into).
struct Findings<'a>(&'a [ReportFinding]);

impl JsonSchema for Findings<'_> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Findings".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let item = g.subschema_for::<JsonFinding<'static>>();
        schemars::json_schema!({"type": "array", "items": item})
    }
}

/// The JSON Schema (draft 2020-12) of the JSON report
/// (`docs/report.schema.json`).
pub fn schema() -> Value {
    let schema = schemars::generate::SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<JsonReport<'static>>();
    serde_json::to_value(schema).unwrap_or_default()
}

impl Serialize for Findings<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(JsonFinding::new))
    }
}

fn json_report<'a>(report: &'a Report, findings: &'a [ReportFinding]) -> JsonReport<'a> {
    let s: &Summary = &report.summary;
    JsonReport {
        version: 1,
        tool: JsonTool {
            name: report.tool_name,
            version: report.tool_version,
        },
        valid: report.valid(),
        findings: Findings(findings),
        stale_baseline: report
            .stale_baseline
            .iter()
            .map(StaleEntry::to_json)
            .collect(),
        notes: &report.notes,
        truncations: report
            .truncations
            .iter()
            .map(|t| JsonTruncation {
                rule: t.rule,
                surface: &t.surface,
                limit: t.limit,
            })
            .collect(),
        surfaces: report
            .surfaces
            .iter()
            .map(|s| JsonSurface {
                path: &s.path,
                kind: s.kind.as_str(),
                profile: s.profile.map(|p| p.as_str()),
                command_count: s.command_count,
            })
            .collect(),
        summary: JsonSummary {
            command_count: s.command_count,
            skill_count: s.skill_count,
            file_count: s.file_count,
            error_count: s.error_count,
            warning_count: s.warning_count,
            info_count: s.info_count,
            suppressed_count: s.suppressed_count,
            baselined_count: s.baselined_count,
            stale_baseline_count: s.stale_baseline_count,
            truncated: s.truncated,
            findings_limit: report.findings_limit,
            unused_suppressions: &s.unused_suppressions,
            rules_evaluated: &s.rules_evaluated,
            duration_ms: json_number(s.duration_ms),
        },
    }
}

/// The report as a JSON value.
pub fn to_value(report: &Report) -> Value {
    serde_json::to_value(json_report(report, &report.findings)).unwrap_or(Value::Null)
}

/// Writes the report, with the same bytes as `to_writer_pretty` of
/// [`to_value`] gives: the findings straight from the report (no
/// intermediate JSON tree), rendered in parallel by batches.
pub fn write(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    write_with(report, out, RENDER_BATCH)
}

/// Findings rendered by one task.
const RENDER_BATCH: usize = 128;

/// Findings rendered before they are written (bounds the memory held).
const RENDER_WINDOW: usize = 1024;

/// The key line the findings are spliced into.
const FINDINGS_KEY: &str = "\"findings\": []";

fn write_with(report: &Report, out: &mut dyn Write, batch: usize) -> io::Result<()> {
    // A local buffer: the serializer's many small writes stay inlined
    // instead of each going through `dyn Write`.
    let mut buffered = io::BufWriter::with_capacity(1 << 16, out);
    let head = serde_json::to_string_pretty(&json_report(report, &[]))?;
    let split = head.find(FINDINGS_KEY);
    match split {
        Some(at) if !report.findings.is_empty() => {
            // Everything up to `"findings": `, the array, then the rest.
            let (before, after) = head.split_at(at);
            let after = after.get(FINDINGS_KEY.len()..).unwrap_or("");
            buffered.write_all(before.as_bytes())?;
            buffered.write_all(b"\"findings\": [")?;
            let mut first = true;
            for window in report.findings.chunks(RENDER_WINDOW) {
                let parts: Vec<io::Result<Vec<u8>>> = window
                    .par_chunks(batch.max(1))
                    .map(render_elements)
                    .collect();
                for part in parts {
                    if !first {
                        buffered.write_all(b",")?;
                    }
                    first = false;
                    buffered.write_all(&part?)?;
                }
            }
            buffered.write_all(b"\n  ]")?;
            buffered.write_all(after.as_bytes())?;
        }
        _ => serde_json::to_writer_pretty(&mut buffered, &json_report(report, &report.findings))?,
    }
    buffered.write_all(b"\n")?;
    buffered.flush()
}

/// Findings as elements of the pretty-printed `findings` array (two levels
/// deep): each on a new line, indented by four spaces, separated by commas,
/// printed by [`Nested`] as the pretty printer prints them there.
fn render_elements(findings: &[ReportFinding]) -> io::Result<Vec<u8>> {
    let mut out = Vec::with_capacity(findings.len() * 1024);
    for (k, f) in findings.iter().enumerate() {
        out.extend_from_slice(if k == 0 { b"\n    " } else { b",\n    " });
        let mut ser = serde_json::Serializer::with_formatter(&mut out, Nested::at(2));
        JsonFinding::new(f).serialize(&mut ser)?;
    }
    Ok(out)
}

/// serde_json's `PrettyFormatter` (two-space indent) starting at a given
/// depth: the same nine structural methods, the same bytes, so a value
/// printed on its own is what the pretty printer writes at that depth.
struct Nested {
    current_indent: usize,
    has_value: bool,
}

impl Nested {
    fn at(depth: usize) -> Nested {
        Nested {
            current_indent: depth,
            has_value: false,
        }
    }

    fn indent<W: ?Sized + io::Write>(&self, writer: &mut W) -> io::Result<()> {
        for _ in 0..self.current_indent {
            writer.write_all(b"  ")?;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for Nested {
    fn begin_array<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.current_indent += 1;
        self.has_value = false;
        writer.write_all(b"[")
    }

    fn end_array<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.current_indent -= 1;
        if self.has_value {
            writer.write_all(b"\n")?;
            self.indent(writer)?;
        }
        writer.write_all(b"]")
    }

    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        writer.write_all(if first { b"\n" } else { b",\n" })?;
        self.indent(writer)
    }

    fn end_array_value<W: ?Sized + io::Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.current_indent += 1;
        self.has_value = false;
        writer.write_all(b"{")
    }

    fn end_object<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.current_indent -= 1;
        if self.has_value {
            writer.write_all(b"\n")?;
            self.indent(writer)?;
        }
        writer.write_all(b"}")
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        writer.write_all(if first { b"\n" } else { b",\n" })?;
        self.indent(writer)
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }

    fn end_object_value<W: ?Sized + io::Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::FailOn;
    use crate::finding::Severity;
    use crate::report::{BaselineState, StaleEntry, Summary, Truncation};
    use crate::source::Region;
    use serde_json::json;

    fn location(path: &str, line: u32) -> Location {
        Location {
            path: path.into(),
            region: Region {
                line,
                column: 3,
                end_line: line,
                end_column: 12,
            },
        }
    }

    fn report() -> Report {
        let rules: Vec<&'static crate::rules::RuleMeta> = crate::rules::all_meta().collect();
        let mut evidence = crate::finding::Evidence::default();
        evidence.insert("similarity", json_number(1.0000000000000002));
        evidence.insert("members", json!(["a", "é\u{2028}\"q\""]));
        evidence.insert(
            "breakdown",
            json!({"a": 1, "b": [1, {"c": [], "e": "x\ny"}], "d": {}}),
        );
        let finding = |rule: &'static crate::rules::RuleMeta, line: u32| ReportFinding {
            rule,
            severity: Severity::Warning,
            message: format!("message \"{line}\"\n\t<x>"),
            suggestion: "do it".into(),
            commands: vec!["a".into(), "b".into()],
            evidence: evidence.clone(),
            suppressed: line == 2,
            suppression_reason: (line == 2).then(|| "because".to_string()),
            baseline: if line == 3 {
                BaselineState::Baselined
            } else {
                BaselineState::New
            },
            fingerprint: crate::baseline::Fingerprint([0xab; 32]),
            subjects: vec!["a".into(), "b".into()],
            discriminator: String::new(),
            location: location("tools/x.afd.json", line),
            related: vec![RelatedLocation {
                location: location("tools/x.afd.json", line + 1),
                message: "the other".into(),
            }],
            snippet: None,
        };
        Report {
            tool_name: "afd-surface",
            tool_version: "0.0.0",
            notes: Vec::new(),
            findings_limit: None,
            findings: vec![
                finding(rules[0], 1),
                finding(rules[1], 2),
                finding(rules[2], 3),
            ],
            stale_baseline: vec![StaleEntry {
                rule: "naming-convention".into(),
                path: "p.json".into(),
                commands: vec!["x".into()],
                count: 2,
                matched: 0,
                fingerprint: "cd".repeat(32),
            }],
            truncations: vec![Truncation {
                rule: "similar-descriptions",
                surface: "p.json".into(),
                limit: 5,
            }],
            summary: Summary {
                command_count: 4,
                duration_ms: 12.5,
                unused_suppressions: vec!["x".into()],
                rules_evaluated: vec!["similar-descriptions"],
                ..Default::default()
            },
            fail_on: FailOn::Error,
            rules,
            files: Vec::new(),
            surfaces: Vec::new(),
            sarif_min_severity: Severity::Warning,
            sarif_category: None,
            baseline_path: None,
            paths: vec![".".into()],
            repo_prefix: String::new(),
        }
    }

    #[test]
    fn streaming_gives_the_bytes_of_the_value() {
        for r in [report(), {
            let mut r = report();
            r.findings.clear();
            r
        }] {
            let mut built = serde_json::to_vec_pretty(&to_value(&r)).unwrap();
            built.push(b'\n');
            let built = String::from_utf8(built).unwrap();
            for batch in [1, 2, 128] {
                let mut streamed = Vec::new();
                write_with(&r, &mut streamed, batch).unwrap();
                assert_eq!(String::from_utf8(streamed).unwrap(), built);
            }
            let mut streamed = Vec::new();
            serde_json::to_writer_pretty(&mut streamed, &json_report(&r, &r.findings)).unwrap();
            streamed.push(b'\n');
            assert_eq!(String::from_utf8(streamed).unwrap(), built);
        }
    }
}
