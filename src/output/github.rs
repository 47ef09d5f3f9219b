//! GitHub workflow-command annotations (`--format github`):
//! `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=RULE::MESSAGE`.
//!
//! Only active findings are annotated. This is the one format not in plain
//! report order: errors come first, then warnings, then notices (info), each
//! in report order, because GitHub keeps only the first 10 annotations of
//! each type per step. At most 10 of each type are printed; when more exist,
//! a final `::notice::` says how many were left out. Stale baseline entries
//! are one more `::notice::` (what is stale, the first entries, the command
//! that prunes them). Those notices are counted in the 10 notices GitHub
//! keeps: fewer info findings are printed so that they are never dropped.
//!
//! Escaping follows the Actions toolkit: in the message `%`, CR and LF
//! become `%25`, `%0D`, `%0A`; in properties `:` and `,` become `%3A`, `%2C`
//! as well. Other control characters and deceptive characters (bidi
//! controls, zero-width characters) are shown as `<U+XXXX>`, so no untrusted
//! text can start a new workflow command or hide inside an annotation.

use std::io::{self, Write};

use crate::finding::Severity;
use crate::output::{prune_command, stale_entry, stale_summary, truncate_chars, visible};
use crate::report::{Report, ReportFinding};

/// GitHub keeps this many annotations of each type per step.
pub const PER_TYPE: usize = 10;
/// Untrusted text is cut to this many characters per annotation.
const MAX_MESSAGE: usize = 4_000;
/// Stale baseline entries named in their notice.
const STALE_NAMED: usize = 5;

fn command(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "notice",
    }
}

/// Control characters other than CR, LF and tab, and line or paragraph
/// separators, shown as `<U+XXXX>`.
fn printable(s: &str) -> String {
    let s = visible(s);
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if (c.is_control() && !matches!(c, '\r' | '\n' | '\t'))
            || matches!(c, '\u{2028}' | '\u{2029}' | '\u{FFFE}' | '\u{FFFF}')
        {
            out.push_str(&format!("<U+{:04X}>", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// Escapes a command's message (data).
pub fn escape_data(s: &str) -> String {
    printable(s)
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a command property value.
pub fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

fn annotation(f: &ReportFinding, report: &Report) -> String {
    let r = f.location.region;
    let mut props = vec![
        format!(
            "file={}",
            escape_property(&report.repo_path(&f.location.path))
        ),
        format!("line={}", r.line.max(1)),
    ];
    let single_line = r.end_line <= r.line;
    if single_line {
        props.push(format!("col={}", r.column.max(1)));
    }
    props.push(format!("endLine={}", r.end_line.max(r.line).max(1)));
    if single_line {
        props.push(format!("endColumn={}", r.end_column.max(r.column).max(1)));
    }
    props.push(format!("title={}", escape_property(f.rule.id)));
    let message = format!("{}\nhelp: {}", f.message, f.suggestion);
    format!(
        "::{} {}::{}",
        command(f.severity),
        props.join(","),
        escape_data(&truncate_chars(&message, MAX_MESSAGE))
    )
}

/// Active findings by type, errors first, each in report order.
pub fn by_type(report: &Report) -> [Vec<&ReportFinding>; 3] {
    let active = || report.findings.iter().filter(|f| f.is_active());
    [Severity::Error, Severity::Warning, Severity::Info]
        .map(|s| active().filter(|f| f.severity == s).collect())
}

/// The notice about stale baseline entries, if any.
fn stale_notice(report: &Report) -> Option<String> {
    let stale = &report.stale_baseline;
    if stale.is_empty() {
        return None;
    }
    let mut named: Vec<String> = stale.iter().take(STALE_NAMED).map(stale_entry).collect();
    if stale.len() > STALE_NAMED {
        named.push(format!("…and {} more", stale.len() - STALE_NAMED));
    }
    let message = format!(
        "{}: {}. Stale entries never fail the run; prune them with `{}`.",
        stale_summary(stale),
        named.join("; "),
        prune_command(report, str::to_string)
    );
    Some(format!(
        "::notice title={}::{}",
        escape_property(&format!("{} baseline", report.tool_name)),
        escape_data(&truncate_chars(&message, MAX_MESSAGE))
    ))
}

pub fn write(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let [errors, warnings, infos] = by_type(report);
    let stale = stale_notice(report);
    // notices of our own, which must be among the 10 notices GitHub keeps
    let reserved = usize::from(stale.is_some());
    // the error that says the run stopped at `max-findings` is one of the
    // 10 errors GitHub keeps
    let error_room = PER_TYPE - usize::from(report.findings_limit.is_some());
    let overflow =
        errors.len() > error_room || warnings.len() > PER_TYPE || infos.len() > PER_TYPE - reserved;
    let info_room = PER_TYPE - reserved - usize::from(overflow);
    let kinds = [
        (&errors, errors.len().min(error_room), "error", "errors"),
        (
            &warnings,
            warnings.len().min(PER_TYPE),
            "warning",
            "warnings",
        ),
        (&infos, infos.len().min(info_room), "notice", "notices"),
    ];
    for (list, n, _, _) in kinds {
        for f in list.iter().take(n) {
            writeln!(out, "{}", annotation(f, report))?;
        }
    }
    if let Some(notice) = stale {
        writeln!(out, "{notice}")?;
    }
    if let Some(m) = report.findings_limit_message() {
        writeln!(
            out,
            "::error title={}::{}",
            escape_property(report.tool_name),
            escape_data(&m)
        )?;
    }
    if overflow {
        let hidden: usize = kinds.iter().map(|(l, n, _, _)| l.len() - n).sum();
        let left: Vec<String> = kinds
            .iter()
            .map(|(l, n, one, many)| (l.len() - n, *one, *many))
            .filter(|(n, _, _)| *n > 0)
            .map(|(n, one, many)| format!("{n} {}", if n == 1 { one } else { many }))
            .collect();
        writeln!(
            out,
            "::notice title={}::{}",
            escape_property(report.tool_name),
            escape_data(&format!(
                "{} not annotated ({}): GitHub shows only {PER_TYPE} annotations of each type per step. The job summary and code scanning list every finding.",
                match hidden {
                    1 => "1 finding is".to_string(),
                    n => format!("{n} findings are"),
                },
                left.join(", ")
            ))
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit;

    fn render(report: &Report) -> String {
        let mut buf = Vec::new();
        write(report, &mut buf).unwrap();
        String::from_utf8(buf).unwrap()
    }

    #[test]
    fn multi_rule_snapshot() {
        insta::assert_snapshot!(render(&testkit::multi_rule()));
    }

    #[test]
    fn a_run_below_the_repository_top_names_repository_paths() {
        let mut report = testkit::multi_rule();
        report.repo_prefix = "packages/server/".into();
        let out = render(&report);
        let files: Vec<&str> = out
            .lines()
            .filter_map(|l| l.split("file=").nth(1))
            .collect();
        assert!(!files.is_empty());
        assert!(
            files.iter().all(|f| f.starts_with("packages/server/")),
            "{out}"
        );
    }

    #[test]
    fn stale_entries_are_a_notice() {
        let out = render(&testkit::multi_rule());
        let last = out.lines().last().unwrap();
        assert_eq!(
            last,
            "::notice title=afd-surface baseline::1 entry in the baseline no longer matches any finding: description-quality in servers/a.afd.json [userList] (×1). Stale entries never fail the run; prune them with `afd-surface check --write-baseline`."
        );
        let mut report = testkit::multi_rule();
        report.stale_baseline.clear();
        assert!(!render(&report).contains("baseline::"));
    }

    #[test]
    fn errors_first_and_only_active_findings() {
        let out = render(&testkit::multi_rule());
        let kinds: Vec<&str> = out
            .lines()
            .map(|l| l.split([' ', ':']).nth(2).unwrap())
            .collect();
        assert_eq!(
            kinds,
            ["error", "error", "warning", "warning", "notice", "notice"]
        );
        assert!(
            !out.contains("servers/b.afd.json"),
            "suppressed/baselined are not annotated"
        );
        // col/endColumn only on a single-line span
        assert!(out.contains("file=skills/x/SKILL.md,line=2,endLine=3,title=skill-name::"));
        assert!(out.contains("file=servers/a.afd.json,line=3,col=46,endLine=3,endColumn=61,title=description-injection::"));
    }

    #[test]
    fn hostile_text_stays_on_one_line() {
        let out = render(&testkit::hostile());
        // the three findings and the stale entry's notice
        assert_eq!(out.lines().count(), 4, "{out}");
        assert!(out.starts_with("::error file=evil/a b#[x](y)`@org.afd.json,line=2,col=319,"));
        assert!(out.contains("%250A::error::pwned %0D%0A::warning"));
        assert!(!out.contains('\r') && !out.contains('\u{1b}') && !out.contains('\u{0}'));
        assert!(out.contains("<U+202E>evil"));
        insta::assert_snapshot!(out);
    }

    #[test]
    fn escaping_follows_the_toolkit() {
        assert_eq!(escape_data("50% a\r\nb"), "50%25 a%0D%0Ab");
        assert_eq!(escape_property("a:b,c%\n"), "a%3Ab%2Cc%25%0A");
        assert_eq!(escape_data("a\u{85}b\u{2028}c"), "a<U+0085>b<U+2028>c");
    }

    #[test]
    fn more_than_ten_of_a_type_adds_a_final_notice() {
        let mut report = testkit::multi_rule();
        let template = testkit::active(&report, Severity::Error);
        let info = testkit::active(&report, Severity::Info);
        report.findings = std::iter::repeat_n(template, 12)
            .chain(std::iter::repeat_n(info, 11))
            .collect();
        let out = render(&report);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("::error")).count(),
            10
        );
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("::notice")).count(),
            10
        );
        // 8 info findings, the stale entries, the overflow
        let last = lines.last().unwrap();
        assert!(
            last.starts_with(
                "::notice title=afd-surface::5 findings are not annotated (2 errors, 3 notices): "
            ),
            "{last}"
        );
        assert!(lines[lines.len() - 2].starts_with("::notice title=afd-surface baseline::"));
    }

    #[test]
    fn the_stale_notice_keeps_its_place_among_ten_notices() {
        let mut report = testkit::multi_rule();
        let info = testkit::active(&report, Severity::Info);
        // 9 info findings and the stale notice fit; 10 do not
        report.findings = std::iter::repeat_n(info.clone(), 9).collect();
        let out = render(&report);
        assert_eq!(out.lines().count(), 10);
        assert!(!out.contains("not annotated"));
        report.findings = std::iter::repeat_n(info, 10).collect();
        let out = render(&report);
        let notices = out.lines().filter(|l| l.starts_with("::notice")).count();
        assert_eq!(notices, 10, "{out}");
        assert!(
            out.contains("baseline::") && out.contains("2 findings are not annotated (2 notices)")
        );
    }
}
