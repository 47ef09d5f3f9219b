//! The versioned JSON report (version 1). Field names follow the reference
//! validator (`valid`, `findings[{rule, severity, message, commands,
//! suggestion, evidence, suppressed}]`, `summary{...}`) plus locations and
//! baseline state. Fields may be added; none may change meaning.

use std::io::{self, Write};

use rayon::prelude::*;
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::{Map, Value, json};

use crate::finding::json_number;
use crate::report::{Location, RelatedLocation, Report, ReportFinding, StaleEntry};

fn location(l: &Location) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("path".into(), l.path.clone().into());
    m.insert("line".into(), l.region.line.into());
    m.insert("column".into(), l.region.column.into());
    m.insert("endLine".into(), l.region.end_line.into());
    m.insert("endColumn".into(), l.region.end_column.into());
    m
}

fn finding(f: &ReportFinding) -> Value {
    let related: Vec<Value> = f
        .related
        .iter()
        .map(|r| {
            let mut m = location(&r.location);
            m.insert("message".into(), r.message.clone().into());
            Value::Object(m)
        })
        .collect();
    let mut m = Map::new();
    m.insert("rule".into(), f.rule.id.into());
    m.insert("severity".into(), f.severity.as_str().into());
    m.insert("message".into(), f.message.clone().into());
    m.insert("suggestion".into(), f.suggestion.clone().into());
    m.insert("commands".into(), f.commands.clone().into());
    m.insert("evidence".into(), Value::Object(f.evidence.clone()));
    m.insert("suppressed".into(), f.suppressed.into());
    if let Some(reason) = &f.suppression_reason {
        m.insert("suppressionReason".into(), reason.clone().into());
    }
    m.insert("baseline".into(), f.baseline.as_str().into());
    m.insert("fingerprint".into(), f.fingerprint.clone().into());
    m.insert("location".into(), Value::Object(location(&f.location)));
    m.insert("related".into(), Value::Array(related));
    Value::Object(m)
}

/// The report as a JSON value.
pub fn to_value(report: &Report) -> Value {
    let mut v = to_value_without_findings(report);
    if let Some(slot) = v.get_mut("findings") {
        *slot = Value::Array(report.findings.iter().map(finding).collect());
    }
    v
}

/// The report as a JSON value with an empty `findings` array (in its place).
fn to_value_without_findings(report: &Report) -> Value {
    let s = &report.summary;
    let stale: Vec<Value> = report
        .stale_baseline
        .iter()
        .map(StaleEntry::to_json)
        .collect();
    let truncations: Vec<Value> = report
        .truncations
        .iter()
        .map(|t| json!({"rule": t.rule, "surface": t.surface, "limit": t.limit}))
        .collect();
    json!({
        "version": 1,
        "tool": {"name": report.tool_name, "version": report.tool_version},
        "valid": report.valid(),
        "findings": [],
        "staleBaseline": stale,
        "truncations": truncations,
        "summary": {
            "commandCount": s.command_count,
            "skillCount": s.skill_count,
            "fileCount": s.file_count,
            "errorCount": s.error_count,
            "warningCount": s.warning_count,
            "infoCount": s.info_count,
            "suppressedCount": s.suppressed_count,
            "baselinedCount": s.baselined_count,
            "staleBaselineCount": s.stale_baseline_count,
            "truncated": s.truncated,
            "unusedSuppressions": s.unused_suppressions,
            "rulesEvaluated": s.rules_evaluated,
            "durationMs": json_number(s.duration_ms),
        }
    })
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
    let head = serde_json::to_string_pretty(&to_value_without_findings(report))?;
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
        _ => serde_json::to_writer_pretty(&mut buffered, &Stream(report))?,
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
        FindingRef(f).serialize(&mut ser)?;
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

/// The whole report, findings streamed.
struct Stream<'a>(&'a Report);

impl Serialize for Stream<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0;
        // Everything but the findings is small: build it as a value, in the
        // same order as `to_value`.
        let Value::Object(mut rest) = to_value_without_findings(report) else {
            return Err(serde::ser::Error::custom("the report is not an object"));
        };
        let mut m = serializer.serialize_map(None)?;
        for (k, v) in &mut rest {
            if k == "findings" {
                m.serialize_entry(k, &Findings(&report.findings))?;
            } else {
                m.serialize_entry(k, v)?;
            }
        }
        m.end()
    }
}

struct Findings<'a>(&'a [ReportFinding]);

impl Serialize for Findings<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(FindingRef))
    }
}

struct FindingRef<'a>(&'a ReportFinding);

impl Serialize for FindingRef<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let f = self.0;
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("rule", f.rule.id)?;
        m.serialize_entry("severity", f.severity.as_str())?;
        m.serialize_entry("message", &f.message)?;
        m.serialize_entry("suggestion", &f.suggestion)?;
        m.serialize_entry("commands", &f.commands)?;
        m.serialize_entry("evidence", &f.evidence)?;
        m.serialize_entry("suppressed", &f.suppressed)?;
        if let Some(reason) = &f.suppression_reason {
            m.serialize_entry("suppressionReason", reason)?;
        }
        m.serialize_entry("baseline", f.baseline.as_str())?;
        m.serialize_entry("fingerprint", &f.fingerprint)?;
        m.serialize_entry("location", &LocationRef(&f.location, None))?;
        m.serialize_entry("related", &RelatedRef(&f.related))?;
        m.end()
    }
}

struct RelatedRef<'a>(&'a [RelatedLocation]);

impl Serialize for RelatedRef<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            self.0
                .iter()
                .map(|r| LocationRef(&r.location, Some(&r.message))),
        )
    }
}

/// A location, with the message of a related one.
struct LocationRef<'a>(&'a Location, Option<&'a str>);

impl Serialize for LocationRef<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let l = self.0;
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("path", &l.path)?;
        m.serialize_entry("line", &l.region.line)?;
        m.serialize_entry("column", &l.region.column)?;
        m.serialize_entry("endLine", &l.region.end_line)?;
        m.serialize_entry("endColumn", &l.region.end_column)?;
        if let Some(message) = self.1 {
            m.serialize_entry("message", message)?;
        }
        m.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::FailOn;
    use crate::finding::Severity;
    use crate::report::{BaselineState, StaleEntry, Summary, Truncation};
    use crate::source::Region;

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
        let mut evidence = Map::new();
        evidence.insert("similarity".into(), json_number(1.0000000000000002));
        evidence.insert("members".into(), json!(["a", "é\u{2028}\"q\""]));
        evidence.insert(
            "breakdown".into(),
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
            fingerprint: "ab".repeat(32),
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
            manifest_rules: Vec::new(),
            skill_rules: Vec::new(),
            sarif_category: None,
            baseline_path: None,
            paths: vec![".".into()],
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
            serde_json::to_writer_pretty(&mut streamed, &Stream(&r)).unwrap();
            streamed.push(b'\n');
            assert_eq!(String::from_utf8(streamed).unwrap(), built);
        }
    }
}
