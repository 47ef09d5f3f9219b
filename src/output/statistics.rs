//! `--statistics`: how many new findings each rule has, at each severity,
//! sorted by count (most first, then by rule id): a table, or JSON with
//! `--format json`. Suppressed and baselined findings are not counted, as
//! they do not count towards the fail level either.

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde::Serialize;

use crate::meta::Severity;
use crate::report::Report;

/// One row: a rule at one severity.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    pub count: usize,
    pub rule: &'static str,
    pub severity: &'static str,
}

/// The rows of a report, most findings first.
pub fn rows(report: &Report) -> Vec<Row> {
    let mut counts: BTreeMap<(&'static str, Severity), usize> = BTreeMap::new();
    for f in report.findings.iter().filter(|f| f.is_active()) {
        *counts.entry((f.rule.id, f.severity)).or_default() += 1;
    }
    let mut rows: Vec<Row> = counts
        .into_iter()
        .map(|((rule, severity), count)| Row {
            count,
            rule,
            severity: severity.as_str(),
        })
        .collect();
    rows.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then(a.rule.cmp(b.rule))
            .then(a.severity.cmp(b.severity))
    });
    rows
}

/// Writes the table (or the JSON array when `json`).
pub fn write(report: &Report, json: bool, out: &mut dyn Write) -> io::Result<()> {
    let rows = rows(report);
    if json {
        serde_json::to_writer_pretty(&mut *out, &rows).map_err(io::Error::other)?;
        return writeln!(out);
    }
    let width = rows
        .iter()
        .map(|r| r.count.to_string().len())
        .max()
        .unwrap_or(1);
    let rule_width = rows.iter().map(|r| r.rule.len()).max().unwrap_or(4);
    for r in &rows {
        writeln!(
            out,
            "{:>width$}  {:<rule_width$}  {}",
            r.count, r.rule, r.severity
        )?;
    }
    let total: usize = rows.iter().map(|r| r.count).sum();
    let mut rules: Vec<&str> = rows.iter().map(|r| r.rule).collect();
    rules.sort_unstable();
    rules.dedup();
    writeln!(
        out,
        "Found {total} new finding{} of {} rule{}.",
        if total == 1 { "" } else { "s" },
        rules.len(),
        if rules.len() == 1 { "" } else { "s" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit;

    #[test]
    fn counts_per_rule_and_severity_most_first() {
        let report = testkit::multi_rule();
        let rows = rows(&report);
        assert!(!rows.is_empty());
        assert!(rows.windows(2).all(|w| w[0].count >= w[1].count));
        let active = report.findings.iter().filter(|f| f.is_active()).count();
        assert_eq!(rows.iter().map(|r| r.count).sum::<usize>(), active);
        let mut text = Vec::new();
        write(&report, false, &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        let mut rules: Vec<&str> = rows.iter().map(|r| r.rule).collect();
        rules.sort_unstable();
        rules.dedup();
        assert!(
            text.ends_with(&format!(
                "Found {active} new findings of {} rules.\n",
                rules.len()
            )),
            "{text}"
        );
        let first = text.lines().next().unwrap();
        assert!(
            first.contains(rows[0].rule) && first.contains(rows[0].severity),
            "{first}"
        );
        let mut json = Vec::new();
        write(&report, true, &mut json).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
        assert_eq!(v[0]["rule"], rows[0].rule);
        assert_eq!(v[0]["count"], rows[0].count);
    }
}
