//! JUnit XML for CI test dashboards (Jenkins, GitLab, dorny/test-reporter,
//! mikepenz/action-junit-report).
//!
//! Each rule checked on each file is one test case: `<testsuite name="RULE">`
//! holds `<testcase classname="afd-surface.RULE" name="PATH" file="PATH">`
//! for every file the rule applies to (and any other file it reported on), so
//! a clean run still lists what was checked and (classname, name) is unique.
//! A case:
//! - **fails** (`<failure>`) when it has an active finding at or above the
//!   fail level; the text lists every finding of the case;
//! - is **skipped** when its findings are only suppressed or baselined (and
//!   possibly below the fail level), so they never fail a dashboard;
//! - **passes** otherwise; active findings below the fail level are listed
//!   in `<system-out>`, since they do not fail the run either.
//!
//! Stale baseline entries are listed in a last suite without test cases,
//! `<testsuite name="baseline (stale entries)" tests="0">`: its properties
//! give the baseline file and how many entries are stale, its `system-out`
//! what they are and the command that prunes them.
//!
//! A run that read no file has one passing case, so reporters that reject
//! empty reports accept it. Counts are computed from the cases; times are 0
//! (deterministic output). Untrusted text is escaped, characters XML 1.0
//! forbids (most C0 controls, U+FFFE, U+FFFF) are replaced with U+FFFD, and
//! line breaks inside untrusted text (CR, LF, CRLF, NEL, U+2028, U+2029) are
//! shown as `⏎`: a CI log that echoes the report can never start a line
//! with text from a manifest (say, a `::error::` workflow command).

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::{self, Write};

use quick_xml::Writer;
use quick_xml::events::attributes::Attribute;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::name::QName;

use crate::finding::Severity;
use crate::output::{prune_command, stale_entry, stale_summary, truncate_chars, visible};
use crate::report::{BaselineState, Report, ReportFinding};

/// Untrusted text is cut to this many characters per field.
const MAX_TEXT: usize = 4_000;
/// The suite listing stale baseline entries (no rule id has a space).
const STALE_SUITE: &str = "baseline (stale entries)";
/// Stale entries listed in its `system-out` at most.
const MAX_STALE_LISTED: usize = 1_000;

/// Untrusted text on one line: each line break (CR, LF, CRLF, NEL, U+2028,
/// U+2029) becomes a visible `⏎`.
fn one_line(s: &str) -> Cow<'_, str> {
    let is_break = |c: char| matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}');
    if !s.contains(is_break) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            continue;
        }
        out.push(if is_break(c) { '⏎' } else { c });
    }
    Cow::Owned(out)
}

/// Untrusted text for a report: on one line, cut to `max` characters.
fn untrusted(s: &str, max: usize) -> String {
    truncate_chars(&one_line(s), max).into_owned()
}

/// Whether XML 1.0 allows the character at all.
fn xml_allowed(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

/// XML escaping by hand rather than with quick-xml's `escape`: quick-xml
/// escapes markup characters but passes through the characters XML 1.0
/// forbids (NUL, most C0 controls, U+FFFE/U+FFFF), which make libxml2-based
/// readers reject the whole file; here they become visible `<U+XXXX>` text.
fn escape(s: &str, attribute: bool) -> String {
    let s = visible(s);
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            // a parser turns a literal CR into LF, and whitespace in attributes into spaces
            '\r' => out.push_str("&#13;"),
            '"' if attribute => out.push_str("&quot;"),
            '\'' if attribute => out.push_str("&apos;"),
            '\n' if attribute => out.push_str("&#10;"),
            '\t' if attribute => out.push_str("&#9;"),
            c if xml_allowed(c) => out.push(c),
            _ => out.push('\u{FFFD}'),
        }
    }
    out
}

/// Text content, escaped.
fn text(s: &str) -> BytesText<'static> {
    BytesText::from_escaped(escape(s, false))
}

/// An element with attributes; values are escaped here (quick-xml would not
/// keep newlines and tabs in attribute values).
fn start(name: &'static str, attrs: &[(&'static str, Cow<'_, str>)]) -> BytesStart<'static> {
    let mut e = BytesStart::new(name);
    for (k, v) in attrs {
        e.push_attribute(Attribute {
            key: QName(k),
            value: Cow::Owned(escape(v, true)),
        });
    }
    e
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Pass,
    Fail,
    Skip,
}

/// One test case: a rule on a file.
struct Case<'a> {
    rule: &'a str,
    path: &'a str,
    findings: Vec<&'a ReportFinding>,
}

impl Case<'_> {
    fn outcome(&self, report: &Report) -> Outcome {
        if self.findings.iter().any(|f| f.fails(report.fail_on)) {
            Outcome::Fail
        } else if self.findings.iter().any(|f| !f.is_active()) {
            Outcome::Skip
        } else {
            Outcome::Pass
        }
    }
}

fn state(f: &ReportFinding, report: &Report) -> &'static str {
    if f.suppressed {
        " (suppressed)"
    } else if f.baseline == BaselineState::Baselined {
        " (baselined)"
    } else if !f.fails(report.fail_on) {
        " (below the fail level)"
    } else {
        ""
    }
}

/// The findings of a case, compiler-style.
/// Bytes of one text node at most: libxml2 (GitLab, Jenkins, xmllint)
/// refuses a text node over 10,000,000 bytes, and so the whole report.
const MAX_NODE: usize = 1_000_000;

fn details(case: &Case<'_>, report: &Report) -> String {
    let mut s = String::new();
    for (i, f) in case.findings.iter().enumerate() {
        if s.len() > MAX_NODE {
            s.push_str(&format!(
                "… and {} more findings not listed here (the other reports list them)\n",
                case.findings.len() - i
            ));
            break;
        }
        let r = f.location.region;
        s.push_str(&format!(
            "{}:{}:{}: {}{}: {}\n  help: {}\n",
            one_line(&f.location.path),
            r.line,
            r.column,
            f.severity.as_str(),
            state(f, report),
            untrusted(&f.message, MAX_TEXT),
            untrusted(&f.suggestion, MAX_TEXT)
        ));
        if let Some(reason) = &f.suppression_reason {
            s.push_str(&format!("  suppressed: {}\n", untrusted(reason, MAX_TEXT)));
        }
        for rel in &f.related {
            let r = rel.location.region;
            s.push_str(&format!(
                "  note: {}:{}:{}: {}\n",
                one_line(&rel.location.path),
                r.line,
                r.column,
                untrusted(&rel.message, MAX_TEXT)
            ));
        }
    }
    if let Some(f) = case.findings.first() {
        s.push_str(&format!("  docs: {}\n", f.rule.help_uri()));
    }
    s
}

/// Test cases grouped by rule: rules in registry order (then any other rule
/// with findings), files by path.
fn suites(report: &Report) -> Vec<(&str, Vec<Case<'_>>)> {
    let mut by_rule: BTreeMap<&str, BTreeMap<&str, Vec<&ReportFinding>>> = BTreeMap::new();
    for file in &report.files {
        for rule in &file.rules {
            by_rule
                .entry(rule)
                .or_default()
                .entry(file.path.as_str())
                .or_default();
        }
    }
    for f in &report.findings {
        by_rule
            .entry(f.rule.id)
            .or_default()
            .entry(&*f.location.path)
            .or_default()
            .push(f);
    }
    let mut order: Vec<&str> = report.rules.iter().map(|r| r.id).collect();
    order.extend(
        by_rule
            .keys()
            .filter(|k| !order.contains(k))
            .copied()
            .collect::<Vec<_>>(),
    );
    order
        .into_iter()
        .filter_map(|rule| {
            let files = by_rule.remove(rule)?;
            let cases = files
                .into_iter()
                .map(|(path, findings)| Case {
                    rule,
                    path,
                    findings,
                })
                .collect();
            Some((rule, cases))
        })
        .collect()
}

#[derive(Default, Clone, Copy)]
struct Counts {
    tests: usize,
    failures: usize,
    skipped: usize,
}

impl Counts {
    fn add(&mut self, o: Outcome) {
        self.tests += 1;
        match o {
            Outcome::Fail => self.failures += 1,
            Outcome::Skip => self.skipped += 1,
            Outcome::Pass => {}
        }
    }

    fn attrs(&self) -> [(&'static str, Cow<'static, str>); 5] {
        [
            ("tests", self.tests.to_string().into()),
            ("failures", self.failures.to_string().into()),
            ("errors", "0".into()),
            ("skipped", self.skipped.to_string().into()),
            ("time", "0".into()),
        ]
    }
}

fn most_severe(findings: &[&ReportFinding]) -> Severity {
    findings
        .iter()
        .map(|f| f.severity)
        .max()
        .unwrap_or(Severity::Info)
}

fn write_case(w: &mut Writer<&mut dyn Write>, case: &Case<'_>, report: &Report) -> io::Result<()> {
    let classname = format!("{}.{}", report.tool_name, case.rule);
    let path = one_line(case.path);
    let file = one_line(&report.repo_path(case.path)).into_owned();
    let mut attrs: Vec<(&'static str, Cow<'_, str>)> = vec![
        ("name", path),
        ("classname", classname.into()),
        ("file", file.into()),
    ];
    let outcome = case.outcome(report);
    let failing: Vec<&ReportFinding> = case
        .findings
        .iter()
        .filter(|f| f.fails(report.fail_on))
        .copied()
        .collect();
    let first = failing.first().or(case.findings.first());
    if let Some(f) = first {
        attrs.push(("line", f.location.region.line.max(1).to_string().into()));
    }
    attrs.push(("time", "0".into()));
    let tc = start("testcase", &attrs);
    if case.findings.is_empty() {
        return w.write_event(Event::Empty(tc));
    }
    w.write_event(Event::Start(tc))?;
    let body = details(case, report);
    match outcome {
        Outcome::Fail => {
            // one line: reporters show it as a title
            let first = failing.first().map(|f| f.message.as_str()).unwrap_or("");
            let mut message = untrusted(first, 300);
            if failing.len() > 1 {
                message.push_str(&format!(" (and {} more)", failing.len() - 1));
            }
            w.write_event(Event::Start(start(
                "failure",
                &[
                    ("message", message.into()),
                    ("type", most_severe(&failing).as_str().into()),
                ],
            )))?;
            w.write_event(Event::Text(text(&body)))?;
            w.write_event(Event::End(BytesEnd::new("failure")))?;
        }
        Outcome::Skip => {
            let hidden = case.findings.iter().filter(|f| !f.is_active());
            let suppressed = hidden.clone().filter(|f| f.suppressed).count();
            let baselined = hidden.count() - suppressed;
            let mut parts = Vec::new();
            if baselined > 0 {
                parts.push(format!("{baselined} baselined"));
            }
            if suppressed > 0 {
                parts.push(format!("{suppressed} suppressed"));
            }
            w.write_event(Event::Empty(start(
                "skipped",
                &[("message", parts.join(", ").into())],
            )))?;
            w.write_event(Event::Start(BytesStart::new("system-out")))?;
            w.write_event(Event::Text(text(&body)))?;
            w.write_event(Event::End(BytesEnd::new("system-out")))?;
        }
        Outcome::Pass => {
            w.write_event(Event::Start(BytesStart::new("system-out")))?;
            w.write_event(Event::Text(text(&body)))?;
            w.write_event(Event::End(BytesEnd::new("system-out")))?;
        }
    }
    w.write_event(Event::End(BytesEnd::new("testcase")))
}

/// The suite of stale baseline entries: no test case (they never fail the
/// run), their description in `system-out`.
fn write_stale(w: &mut Writer<&mut dyn Write>, report: &Report) -> io::Result<()> {
    let stale = &report.stale_baseline;
    if stale.is_empty() {
        return Ok(());
    }
    let mut attrs = vec![("name", Cow::Borrowed(STALE_SUITE))];
    attrs.extend(Counts::default().attrs());
    w.write_event(Event::Start(start("testsuite", &attrs)))?;
    w.write_event(Event::Start(BytesStart::new("properties")))?;
    if let Some(b) = &report.baseline_path {
        w.write_event(Event::Empty(start(
            "property",
            &[("name", "baseline".into()), ("value", one_line(b))],
        )))?;
    }
    w.write_event(Event::Empty(start(
        "property",
        &[
            ("name", "staleEntries".into()),
            ("value", stale.len().to_string().into()),
        ],
    )))?;
    w.write_event(Event::End(BytesEnd::new("properties")))?;
    let mut body = format!(
        "{}. Stale entries never fail the run; prune them with `{}`.\n",
        stale_summary(stale),
        prune_command(report, |a| one_line(a).into_owned())
    );
    for e in stale.iter().take(MAX_STALE_LISTED) {
        body.push_str(&untrusted(&stale_entry(e), MAX_TEXT));
        body.push('\n');
    }
    if stale.len() > MAX_STALE_LISTED {
        body.push_str(&format!("…and {} more\n", stale.len() - MAX_STALE_LISTED));
    }
    w.write_event(Event::Start(BytesStart::new("system-out")))?;
    w.write_event(Event::Text(text(&body)))?;
    w.write_event(Event::End(BytesEnd::new("system-out")))?;
    w.write_event(Event::End(BytesEnd::new("testsuite")))
}

pub fn write(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let suites = suites(report);
    let mut total = Counts::default();
    let mut suite_counts = Vec::with_capacity(suites.len());
    for (_, cases) in &suites {
        let mut c = Counts::default();
        for case in cases {
            c.add(case.outcome(report));
        }
        total.tests += c.tests;
        total.failures += c.failures;
        total.skipped += c.skipped;
        suite_counts.push(c);
    }
    let empty = total.tests == 0;
    if empty {
        total.tests = 1;
    }
    if report.findings_limit.is_some() {
        total.tests += 1;
        total.failures += 1;
    }

    let mut w = Writer::new_with_indent(out, b' ', 2);
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    let mut root = vec![("name", Cow::Borrowed(report.tool_name))];
    root.extend(total.attrs());
    w.write_event(Event::Start(start("testsuites", &root)))?;
    if let Some(m) = report.findings_limit_message() {
        let attrs = [
            ("name", Cow::Borrowed("afd-surface (incomplete run)")),
            ("tests", "1".into()),
            ("failures", "1".into()),
            ("errors", "0".into()),
            ("skipped", "0".into()),
            ("time", "0".into()),
        ];
        w.write_event(Event::Start(start("testsuite", &attrs)))?;
        w.write_event(Event::Start(start(
            "testcase",
            &[
                ("name", "max-findings".into()),
                ("classname", report.tool_name.into()),
                ("time", "0".into()),
            ],
        )))?;
        w.write_event(Event::Start(start(
            "failure",
            &[("message", m.clone().into()), ("type", "error".into())],
        )))?;
        w.write_event(Event::Text(text(&m)))?;
        w.write_event(Event::End(BytesEnd::new("failure")))?;
        w.write_event(Event::End(BytesEnd::new("testcase")))?;
        w.write_event(Event::End(BytesEnd::new("testsuite")))?;
    }
    if empty {
        let mut attrs = vec![("name", Cow::Borrowed(report.tool_name))];
        attrs.extend(total.attrs());
        w.write_event(Event::Start(start("testsuite", &attrs)))?;
        let name = "no manifest or skill found";
        w.write_event(Event::Start(start(
            "testcase",
            &[
                ("name", name.into()),
                ("classname", report.tool_name.into()),
                ("time", "0".into()),
            ],
        )))?;
        w.write_event(Event::Start(BytesStart::new("system-out")))?;
        w.write_event(Event::Text(text(
            "The run read no command manifest and no SKILL.md.\n",
        )))?;
        w.write_event(Event::End(BytesEnd::new("system-out")))?;
        w.write_event(Event::End(BytesEnd::new("testcase")))?;
        w.write_event(Event::End(BytesEnd::new("testsuite")))?;
    }
    for ((rule, cases), counts) in suites.iter().zip(&suite_counts) {
        let mut attrs = vec![("name", Cow::Borrowed(*rule))];
        attrs.extend(counts.attrs());
        w.write_event(Event::Start(start("testsuite", &attrs)))?;
        for case in cases {
            write_case(&mut w, case, report)?;
        }
        w.write_event(Event::End(BytesEnd::new("testsuite")))?;
    }
    write_stale(&mut w, report)?;
    w.write_event(Event::End(BytesEnd::new("testsuites")))?;
    w.into_inner().write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use quick_xml::Reader;

    use super::*;
    use crate::config::FailOn;
    use crate::testkit;

    /// Every text node stays under [`MAX_NODE`] plus one finding's text,
    /// far below the 10,000,000 bytes libxml2 accepts, however many
    /// findings one rule has in one file.
    #[test]
    fn text_nodes_are_bounded() {
        let long = "x".repeat(300);
        let tools: Vec<String> = (0..6000)
            .map(|i| format!("{{\"name\": \"t{i}_{long}\", \"description\": \"Gets record {i}\"}}"))
            .collect();
        let manifest = format!("{{\"tools\": [{}]}}", tools.join(","));
        let mut config = String::from("[limits]\nmax-findings = 100000\n[rules]\n");
        for id in [
            "similar-descriptions",
            "schema-overlap",
            "description-quality",
            "naming-convention",
        ] {
            config.push_str(&format!("{id} = \"off\"\n"));
        }
        let report = testkit::run(&[("a.tools.json", &manifest)], &config, None);
        let xml = render(&report);
        let mut reader = Reader::from_str(&xml);
        let mut longest = 0;
        loop {
            match reader.read_event().unwrap() {
                quick_xml::events::Event::Text(t) => longest = longest.max(t.len()),
                quick_xml::events::Event::Eof => break,
                _ => {}
            }
        }
        let listed: usize = report.findings.iter().map(|f| f.message.len()).sum();
        assert!(
            listed > 2 * MAX_NODE,
            "the test needs more text than one node holds"
        );
        assert!(longest < MAX_NODE + 10_000, "{longest}");
        assert!(xml.contains("more findings not listed here"));
    }

    fn render(report: &Report) -> String {
        let mut buf = Vec::new();
        write(report, &mut buf).unwrap();
        String::from_utf8(buf).unwrap()
    }

    /// Parsed back: (classname, name, outcome) per case, and the declared
    /// counts of every suite and of the root, checked against the cases.
    pub(crate) fn check_structure(xml: &str) -> Vec<(String, String, &'static str)> {
        let mut reader = Reader::from_str(xml);
        let mut cases = Vec::new();
        let mut current: Option<(String, String, &'static str)> = None;
        let mut declared: Vec<(String, [usize; 3])> = Vec::new();
        let mut suite_cases: Vec<&'static str> = Vec::new();
        let mut all: Vec<&'static str> = Vec::new();
        let attr = |e: &BytesStart<'_>, k: &str| -> Option<String> {
            e.attributes().flatten().find(|a| a.key.0 == k).map(|a| {
                a.normalized_value(quick_xml::XmlVersion::Explicit1_0)
                    .unwrap()
                    .into_owned()
            })
        };
        loop {
            match reader.read_event().unwrap() {
                Event::Eof => break,
                Event::Start(e) | Event::Empty(e) if e.name().0 == "testsuite" => {
                    let n = |k| attr(&e, k).unwrap().parse::<usize>().unwrap();
                    declared.push((
                        attr(&e, "name").unwrap(),
                        [n("tests"), n("failures"), n("skipped")],
                    ));
                    suite_cases.clear();
                }
                Event::Start(e) | Event::Empty(e) if e.name().0 == "testsuites" => {
                    let n = |k| attr(&e, k).unwrap().parse::<usize>().unwrap();
                    declared.push(("<root>".into(), [n("tests"), n("failures"), n("skipped")]));
                }
                Event::Start(e) if e.name().0 == "testcase" => {
                    current = Some((
                        attr(&e, "classname").unwrap(),
                        attr(&e, "name").unwrap(),
                        "pass",
                    ));
                }
                Event::Empty(e) if e.name().0 == "testcase" => {
                    let c = (
                        attr(&e, "classname").unwrap(),
                        attr(&e, "name").unwrap(),
                        "pass",
                    );
                    suite_cases.push("pass");
                    all.push("pass");
                    cases.push(c);
                }
                Event::Start(e) | Event::Empty(e) if e.name().0 == "failure" => {
                    if let Some(c) = current.as_mut() {
                        c.2 = "fail";
                    }
                }
                Event::Start(e) | Event::Empty(e) if e.name().0 == "skipped" => {
                    if let Some(c) = current.as_mut() {
                        c.2 = "skip";
                    }
                }
                Event::End(e) if e.name().0 == "testcase" => {
                    let c = current.take().unwrap();
                    suite_cases.push(c.2);
                    all.push(c.2);
                    cases.push(c);
                }
                Event::End(e) if e.name().0 == "testsuite" => {
                    let (name, d) = declared.last().unwrap().clone();
                    let count = |o| suite_cases.iter().filter(|x| **x == o).count();
                    assert_eq!(
                        d,
                        [suite_cases.len(), count("fail"), count("skip")],
                        "suite {name}"
                    );
                }
                _ => {}
            }
        }
        let root = declared.iter().find(|(n, _)| n == "<root>").unwrap().1;
        let count = |o| all.iter().filter(|x| **x == o).count();
        assert_eq!(root, [all.len(), count("fail"), count("skip")]);
        let unique: HashSet<_> = cases.iter().map(|(c, n, _)| (c, n)).collect();
        assert_eq!(unique.len(), cases.len(), "duplicate (classname, name)");
        cases
    }

    #[test]
    fn multi_rule_snapshot() {
        let xml = render(&testkit::multi_rule());
        check_structure(&xml);
        insta::assert_snapshot!(xml);
    }

    #[test]
    fn every_rule_on_every_file_is_a_case() {
        let report = testkit::multi_rule();
        let cases = check_structure(&render(&report));
        // every file × the rules that check it
        assert_eq!(
            cases.len(),
            report.files.iter().map(|f| f.rules.len()).sum::<usize>()
        );
        let outcome = |rule: &str, path: &str| {
            cases
                .iter()
                .find(|(c, n, _)| c == &format!("afd-surface.{rule}") && n == path)
                .unwrap()
                .2
        };
        assert_eq!(
            outcome("description-injection", "servers/a.afd.json"),
            "fail"
        );
        // a warning below the fail level passes (listed in system-out)
        assert_eq!(
            outcome("similar-descriptions", "servers/a.afd.json"),
            "pass"
        );
        // baselined and suppressed findings are skipped, never failures
        assert_eq!(outcome("manifest-invalid", "servers/b.afd.json"), "skip");
        assert_eq!(outcome("description-quality", "servers/b.afd.json"), "skip");
        assert_eq!(outcome("skill-name", "skills/x/SKILL.md"), "fail");
        assert_eq!(
            outcome("description-injection", "skills/x/SKILL.md"),
            "pass"
        );
    }

    #[test]
    fn fail_level_decides_failures() {
        let mut report = testkit::multi_rule();
        report.fail_on = FailOn::Warning;
        let cases = check_structure(&render(&report));
        // injection, similarity and the short description on a, the skill name
        assert_eq!(cases.iter().filter(|c| c.2 == "fail").count(), 4);
        report.fail_on = FailOn::Never;
        let cases = check_structure(&render(&report));
        assert_eq!(cases.iter().filter(|c| c.2 == "fail").count(), 0);
    }

    #[test]
    fn stale_entries_are_a_suite_without_cases() {
        let xml = render(&testkit::multi_rule());
        check_structure(&xml);
        assert!(xml.contains(
            "  <testsuite name=\"baseline (stale entries)\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\">\n    <properties>\n      <property name=\"baseline\" value=\".afd-surface-baseline.json\"/>\n      <property name=\"staleEntries\" value=\"1\"/>\n    </properties>\n    <system-out>1 entry in the baseline no longer matches any finding. Stale entries never fail the run; prune them with `afd-surface check --write-baseline`.\ndescription-quality in servers/a.afd.json [userList] (×1)\n</system-out>\n  </testsuite>\n</testsuites>"
        ), "{xml}");
        let mut report = testkit::multi_rule();
        report.stale_baseline.clear();
        assert!(!render(&report).contains("stale entries"));
    }

    #[test]
    fn an_empty_run_still_has_one_case() {
        let mut report = testkit::multi_rule();
        report.findings.clear();
        report.files.clear();
        report.recount();
        let cases = check_structure(&render(&report));
        assert_eq!(cases.len(), 1);
    }

    #[test]
    fn hostile_text_cannot_break_the_xml() {
        let report = testkit::hostile();
        let xml = render(&report);
        let cases = check_structure(&xml);
        assert_eq!(cases.len(), report.files[0].rules.len());
        assert!(!xml.contains("</testcase>]]>"));
        assert!(!xml.contains("<script>"));
        assert!(!xml.contains('\u{0}') && !xml.contains('\u{1b}') && !xml.contains('\u{FFFF}'));
        assert!(xml.contains("&lt;U+202E&gt;evil"));
        // no untrusted text starts a line (a workflow command in a CI log)
        assert!(!xml.lines().any(|l| l.starts_with("::")), "{xml}");
        // the path in attributes round-trips exactly
        assert!(
            cases
                .iter()
                .any(|(_, n, _)| n == "evil/a b#[x](y)`@org.afd.json")
        );
        insta::assert_snapshot!(xml);
    }

    #[test]
    fn line_breaks_in_untrusted_text_are_visible() {
        assert_eq!(
            one_line("a\r\nb\nc\rd\u{85}e\u{2028}f\u{2029}g"),
            "a⏎b⏎c⏎d⏎e⏎f⏎g"
        );
        assert_eq!(one_line("plain"), "plain");
        let mut report = testkit::multi_rule();
        let Some(f) = report.findings.iter_mut().find(|f| f.is_active()) else {
            panic!("no active finding")
        };
        f.message = "bad\n::error::injected\r\n::warning::x\u{85}::notice::y".into();
        f.suggestion = "fix\u{2028}::error::z".into();
        f.location.path = "servers/a\n::error::p.afd.json".into();
        let xml = render(&report);
        check_structure(&xml);
        for line in xml.lines() {
            assert!(!line.trim_start().starts_with("::"), "{line}");
        }
        assert!(!xml.contains('\u{85}') && !xml.contains('\u{2028}') && !xml.contains("&#13;"));
        assert!(xml.contains("bad⏎::error::injected⏎::warning::x⏎::notice::y"));
        assert!(xml.contains("name=\"servers/a⏎::error::p.afd.json\""));
    }

    #[test]
    fn escaping() {
        assert_eq!(
            escape("a\"'<>&\r\n\t\u{0}\u{FFFE}z", true),
            "a&quot;&apos;&lt;&gt;&amp;&#13;&#10;&#9;\u{FFFD}\u{FFFD}z"
        );
        assert_eq!(escape("a\"'\n\t]]>", false), "a\"'\n\t]]&gt;");
    }
}
