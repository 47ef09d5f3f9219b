//! The versioned JSON report (version 1). Field names follow the reference
//! validator (`valid`, `findings[{rule, severity, message, commands,
//! suggestion, evidence, suppressed}]`, `summary{...}`) plus locations and
//! baseline state. Fields may be added; none may change meaning.

use std::io::{self, Write};

use serde_json::{Map, Value, json};

use crate::finding::json_number;
use crate::report::{Location, Report, ReportFinding};

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
    let s = &report.summary;
    let stale: Vec<Value> = report
        .stale_baseline
        .iter()
        .map(|e| {
            json!({
                "rule": e.rule,
                "path": e.path,
                "commands": e.commands,
                "count": e.count,
                "fingerprint": e.fingerprint,
            })
        })
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
        "findings": report.findings.iter().map(finding).collect::<Vec<_>>(),
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

pub fn write(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &to_value(report))?;
    out.write_all(b"\n")
}
