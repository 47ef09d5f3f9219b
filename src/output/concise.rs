//! `--format concise`: one line per new finding,
//! `path:line:col: severity[rule] message`, then one summary line. Untrusted
//! text is escaped for the terminal (a message is always one line).

use std::io::{self, Write};

use crate::escape::terminal_cow as clean;
use crate::finding::Severity;
use crate::report::Report;

/// Writes the findings; with `quiet`, only errors (and the summary line).
pub fn write(report: &Report, quiet: bool, out: &mut dyn Write) -> io::Result<()> {
    for f in report
        .findings
        .iter()
        .filter(|f| f.is_active() && (!quiet || f.severity == Severity::Error))
    {
        let r = f.location.region;
        writeln!(
            out,
            "{}:{}:{}: {}[{}] {}",
            clean(&report.repo_path(&f.location.path)),
            r.line,
            r.column,
            f.severity.as_str(),
            f.rule.id,
            clean(&f.message)
        )?;
    }
    if let Some(m) = report.findings_limit_message() {
        writeln!(out, "note: {m}")?;
    }
    let s = &report.summary;
    let total = s.error_count + s.warning_count + s.info_count;
    if total == 0 {
        writeln!(out, "No new findings.")
    } else {
        writeln!(
            out,
            "Found {} new finding{}: {} error{}, {} warning{}, {} info{}.",
            total,
            if total == 1 { "" } else { "s" },
            s.error_count,
            if s.error_count == 1 { "" } else { "s" },
            s.warning_count,
            if s.warning_count == 1 { "" } else { "s" },
            s.info_count,
            if s.info_count == 1 { "" } else { "s" },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit;

    #[test]
    fn one_line_per_new_finding_then_a_summary() {
        let report = testkit::multi_rule();
        let mut out = Vec::new();
        write(&report, false, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let active = report.findings.iter().filter(|f| f.is_active()).count();
        assert_eq!(text.lines().count(), active + 1, "{text}");
        let first = report.findings.iter().find(|f| f.is_active()).unwrap();
        let line = text.lines().next().unwrap();
        assert!(
            line.starts_with(&format!(
                "{}:{}:{}: {}[{}] ",
                first.location.path,
                first.location.region.line,
                first.location.region.column,
                first.severity.as_str(),
                first.rule.id
            )),
            "{line}"
        );
        assert!(text.lines().last().unwrap().starts_with("Found "));
        // quiet: errors only
        let mut out = Vec::new();
        write(&report, true, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let errors = report
            .findings
            .iter()
            .filter(|f| f.is_active() && f.severity == Severity::Error)
            .count();
        assert_eq!(text.lines().count(), errors + 1, "{text}");
    }

    #[test]
    fn hostile_text_stays_on_its_line() {
        let report = testkit::hostile();
        let mut out = Vec::new();
        write(&report, false, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let active = report.findings.iter().filter(|f| f.is_active()).count();
        assert_eq!(text.lines().count(), active + 1, "{text}");
        assert!(!text.contains(['\u{1b}', '\r', '\u{7}']));
    }
}
