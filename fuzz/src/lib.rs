//! Shared code of the fuzz targets: a run of the pipeline the CLI uses
//! (with every symbolic location checked), and one validity check per
//! report format.

use std::collections::BTreeMap;

use afd_surface::config::Settings;
use afd_surface::discover::Candidate;
use afd_surface::finding::{Finding, Severity};
use afd_surface::output::{self, Format, RenderOptions};
use afd_surface::pipeline::{self, Check};
use afd_surface::report::Report;
use afd_surface::source::{SourceMap, Span};
use afd_surface::{lint, locate};

/// The report of a run over `files` with default levels, no suppressions
/// and no baseline, as `afd-surface check` builds it. Every location the
/// rules produced is checked to lie inside its file first.
pub fn run(files: &[Candidate], settings: &Settings) -> Report {
    let (sources, ws) = pipeline::load(files, settings);
    let lint = lint::run(&ws, &sources, settings);
    for f in lint.findings.iter().flatten() {
        check_span(&sources, locate::resolve_span(&sources, &f.primary), f);
        for r in &f.related {
            check_span(&sources, locate::resolve_span(&sources, &r.loc), f);
        }
    }
    let check = Check {
        settings,
        root: std::path::Path::new("/nonexistent-fuzz-root"),
        paths: vec![".".into()],
        baseline: None,
        baseline_path: None,
        sarif_category: None,
        lock: None,
        snippets: true,
    };
    let mut report = pipeline::run(files, &check, &mut ()).report;
    // The rules with findings only: every rule would make each run write
    // (and check) all the SARIF rule descriptors, the same every time.
    let found = report.findings.clone();
    report
        .rules
        .retain(|m| found.iter().any(|f| f.rule.id == m.id));
    report
}

/// A location must lie inside its file, on character boundaries, start
/// before end.
fn check_span(sources: &SourceMap, span: Span, f: &Finding) {
    let f = (f.rule.id, &f.message, &f.primary);
    let file = sources
        .get(span.file)
        .unwrap_or_else(|| panic!("finding in an unknown file: {f:?}"));
    let r = span.range();
    assert!(r.start <= r.end, "span {r:?} ends before it starts: {f:?}");
    assert!(
        r.end <= file.text.len(),
        "span {r:?} past the end of the text ({} bytes): {f:?}",
        file.text.len()
    );
    assert!(
        file.text.is_char_boundary(r.start) && file.text.is_char_boundary(r.end),
        "span {r:?} splits a character: {f:?}"
    );
}

/// Renders `report` in every format and checks each output.
pub fn check_all_formats(report: &Report, opts: &RenderOptions) {
    for format in Format::ALL {
        let mut out = Vec::new();
        output::write(format, report, opts, &mut out)
            .unwrap_or_else(|e| panic!("{format} writer failed: {e}"));
        let text =
            String::from_utf8(out).unwrap_or_else(|e| panic!("{format} output is not UTF-8: {e}"));
        match format {
            Format::Text => check_text(&text),
            Format::Json => check_json(report, &text),
            Format::Sarif => check_sarif(report, &text),
            Format::Junit => check_junit(&text),
            Format::Markdown => check_markdown(&text),
            Format::Github => check_github(report, &text),
            Format::Gitlab => {
                let v: serde_json::Value =
                    serde_json::from_str(&text).expect("the GitLab report parses");
                assert!(v.is_array());
            }
            Format::Concise => check_text(&text),
        }
    }
}

/// Characters that hide or reorder text on screen.
fn deceptive(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}'
        | '\u{061C}'
        | '\u{FEFF}'
        | '\u{E0000}'..='\u{E007F}')
}

/// Text (colour off): no control character but newline and tab, nothing
/// deceptive, no line or paragraph separator.
pub fn check_text(out: &str) {
    for (i, c) in out.char_indices() {
        let bad = (c.is_control() && c != '\n' && c != '\t')
            || deceptive(c)
            || matches!(c, '\u{2028}' | '\u{2029}');
        assert!(
            !bad,
            "text output has U+{:04X} at byte {i}: {:?}",
            u32::from(c),
            context(out, i)
        );
    }
}

fn context(s: &str, at: usize) -> &str {
    let mut from = at.saturating_sub(80);
    while !s.is_char_boundary(from) {
        from -= 1;
    }
    let mut to = (at + 80).min(s.len());
    while !s.is_char_boundary(to) {
        to += 1;
    }
    &s[from..to]
}

/// JSON: parses, is the documented version-1 shape, and is exactly the
/// pretty printing of `json::to_value` (the streaming writer and the value
/// agree).
pub fn check_json(report: &Report, out: &str) {
    let v: serde_json::Value =
        serde_json::from_str(out).unwrap_or_else(|e| panic!("JSON report does not parse: {e}"));
    assert_eq!(v["version"], 1);
    let findings = v["findings"].as_array().expect("findings array");
    assert_eq!(findings.len(), report.findings.len());
    for (f, rf) in findings.iter().zip(&report.findings) {
        assert_eq!(f["rule"], rf.rule.id);
        assert_eq!(f["message"].as_str(), Some(rf.message.as_str()));
        assert_eq!(f["location"]["path"].as_str(), Some(&*rf.location.path));
    }
    let summary = &v["summary"];
    assert_eq!(summary["errorCount"], report.summary.error_count);
    // (bytes, not parsed values: parsing does not round-trip every float)
    let expected = output::json::to_value(report);
    let pretty = serde_json::to_string_pretty(&expected).expect("pretty JSON");
    assert_eq!(
        out.trim_end_matches('\n'),
        pretty,
        "the JSON report's bytes differ from the pretty printing of its value"
    );
}

/// SARIF: parses as JSON with the 2.1.0 top-level shape, one run, every
/// result a known rule with a message and a 1-based region.
pub fn check_sarif(report: &Report, out: &str) {
    let v: serde_json::Value =
        serde_json::from_str(out).unwrap_or_else(|e| panic!("SARIF does not parse: {e}"));
    assert_eq!(v["version"], "2.1.0");
    assert!(v["$schema"].is_string(), "SARIF without $schema");
    let runs = v["runs"].as_array().expect("SARIF runs");
    assert_eq!(runs.len(), 1);
    let run = &runs[0];
    assert_eq!(run["tool"]["driver"]["name"], report.tool_name);
    let rules = run["tool"]["driver"]["rules"]
        .as_array()
        .expect("SARIF rules");
    let ids: Vec<&str> = rules.iter().filter_map(|r| r["id"].as_str()).collect();
    let results = run["results"].as_array().expect("SARIF results");
    let active = report.findings.iter().filter(|f| f.is_active()).count();
    assert!(results.len() <= active, "more results than active findings");
    for r in results {
        let id = r["ruleId"].as_str().expect("ruleId");
        assert!(ids.contains(&id), "result of an undeclared rule {id}");
        if let Some(i) = r["ruleIndex"].as_u64() {
            assert_eq!(rules[i as usize]["id"], id, "ruleIndex points elsewhere");
        }
        assert!(r["message"]["text"].is_string(), "result without a message");
        let locations = r["locations"].as_array().expect("result locations");
        let related = r["relatedLocations"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        for l in locations.iter().chain(&related) {
            let pl = &l["physicalLocation"];
            let uri = pl["artifactLocation"]["uri"].as_str().expect("uri");
            assert!(
                !uri.contains([' ', '#', '?', '[', ']', '(', ')', '\\', '"', '<', '>']),
                "unencoded URI {uri:?}"
            );
            let region = &pl["region"];
            let line = region["startLine"].as_u64().expect("startLine");
            let col = region["startColumn"].as_u64().expect("startColumn");
            let end_line = region["endLine"].as_u64().expect("endLine");
            let end_col = region["endColumn"].as_u64().expect("endColumn");
            assert!(line >= 1 && col >= 1 && end_col >= 1, "region {region}");
            assert!(
                (end_line, end_col) >= (line, col),
                "region ends before it starts: {region}"
            );
        }
        let fp = r["partialFingerprints"]["afdSurface/v1"]
            .as_str()
            .expect("fingerprint");
        assert!(fp.len() == 64 && fp.bytes().all(|b| b.is_ascii_hexdigit()));
    }
}

/// Whether XML 1.0 allows the character.
fn xml_char(c: u32) -> bool {
    matches!(c, 0x9 | 0xA | 0xD | 0x20..=0xD7FF | 0xE000..=0xFFFD | 0x10000..=0x10FFFF)
}

/// JUnit: well-formed XML (quick-xml, end tags checked, attributes and
/// text unescaped), one `testsuites` root, no character XML 1.0 forbids,
/// raw or as a character reference.
pub fn check_junit(out: &str) {
    use quick_xml::events::Event;
    use quick_xml::{Reader, XmlVersion};

    for (i, c) in out.char_indices() {
        assert!(
            xml_char(u32::from(c)),
            "JUnit has U+{:04X} at byte {i}, which XML 1.0 forbids",
            u32::from(c)
        );
    }
    // character references must name allowed characters too
    let mut rest = out;
    while let Some(at) = rest.find("&#") {
        rest = &rest[at + 2..];
        let end = rest.find(';').expect("unterminated character reference");
        let digits = &rest[..end];
        let n = match digits.strip_prefix('x') {
            Some(hex) => u32::from_str_radix(hex, 16),
            None => digits.parse(),
        }
        .unwrap_or_else(|_| panic!("bad character reference &#{digits};"));
        assert!(xml_char(n), "JUnit has the reference &#{digits};");
    }

    let mut reader = Reader::from_str(out);
    reader.config_mut().check_end_names = true;
    reader.config_mut().check_comments = true;
    let mut depth = 0usize;
    let mut roots = 0usize;
    loop {
        let ev = reader.read_event().unwrap_or_else(|e| {
            panic!(
                "JUnit is not well-formed at {}: {e}",
                reader.buffer_position()
            )
        });
        match ev {
            Event::Start(ref e) | Event::Empty(ref e) if depth == 0 => {
                roots += 1;
                assert_eq!(e.name().as_ref(), "testsuites", "JUnit root element");
                for a in e.attributes() {
                    let a = a.expect("attribute");
                    a.normalized_value(XmlVersion::Explicit1_0)
                        .expect("attribute value");
                }
                if matches!(ev, Event::Start(_)) {
                    depth += 1;
                }
            }
            Event::Start(e) => {
                for a in e.attributes() {
                    let a = a.expect("attribute");
                    a.normalized_value(XmlVersion::Explicit1_0)
                        .expect("attribute value");
                }
                depth += 1;
            }
            Event::Empty(e) => {
                for a in e.attributes() {
                    let a = a.expect("attribute");
                    a.normalized_value(XmlVersion::Explicit1_0)
                        .expect("attribute value");
                }
            }
            Event::End(_) => depth -= 1,
            Event::Text(t) => {
                let s = t.xml10_content();
                assert!(depth > 0 || s.trim().is_empty(), "text outside the root");
            }
            Event::CData(_) | Event::Comment(_) | Event::PI(_) | Event::DocType(_) => {
                panic!("unexpected JUnit event {ev:?}")
            }
            Event::GeneralRef(r) => {
                assert!(depth > 0, "reference outside the root");
                let name = r.xml10_content();
                let known = matches!(&*name, "amp" | "lt" | "gt" | "quot" | "apos");
                let c = r.resolve_char_ref().expect("character reference");
                assert!(known || c.is_some(), "unknown entity &{name};");
            }
            Event::Decl(_) => {}
            Event::Eof => break,
        }
    }
    assert_eq!(depth, 0, "JUnit elements left open");
    assert_eq!(roots, 1, "JUnit has {roots} root elements");
}

/// The HTML the Markdown writer itself emits.
const MARKDOWN_TAGS: [&str; 6] = [
    "<details>",
    "</details>",
    "<summary>",
    "</summary>",
    "<code>",
    "</code>",
];

/// Markdown: under GitHub's 1 MiB limit, no control or deceptive
/// character, no `<` but the writer's own tags, code spans balanced on each
/// line (an odd backtick would swallow what follows), every `@` defused.
pub fn check_markdown(out: &str) {
    assert!(
        out.len() <= output::markdown::MAX_BYTES + 1,
        "Markdown summary of {} bytes",
        out.len()
    );
    for (i, c) in out.char_indices() {
        let bad = (c.is_control() && c != '\n')
            || deceptive(c)
            || matches!(c, '\u{2028}' | '\u{2029}' | '\u{85}');
        assert!(
            !bad,
            "Markdown has U+{:04X} at byte {i}: {:?}",
            u32::from(c),
            context(out, i)
        );
    }
    // code spans show `<` as typed: only the text outside them counts
    let mut outside = String::with_capacity(out.len());
    for line in out.lines() {
        let (mut in_code, mut escaped) = (false, false);
        for c in line.chars() {
            match c {
                _ if escaped => {
                    escaped = false;
                    outside.push(c);
                }
                '\\' if !in_code => {
                    escaped = true;
                    outside.push(c);
                }
                '`' => in_code = !in_code,
                _ if !in_code => outside.push(c),
                _ => {}
            }
        }
        outside.push('\n');
    }
    let mut stripped = outside;
    for tag in MARKDOWN_TAGS {
        stripped = stripped.replace(tag, "");
    }
    if let Some(i) = stripped.find('<') {
        panic!("raw `<` in the Markdown: {:?}", context(&stripped, i));
    }
    for (n, line) in out.lines().enumerate() {
        let mut ticks = 0;
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                '`' => ticks += 1,
                _ => {}
            }
        }
        assert!(
            ticks % 2 == 0,
            "odd backticks on Markdown line {}: {:?}",
            n + 1,
            context(line, 0)
        );
    }
    // outside code spans (where GitHub does not turn `@x` into a mention,
    // and where an entity would show as typed), every `@` is defused
    for line in out.lines() {
        let mut in_code = false;
        let mut escaped = false;
        for (i, c) in line.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' if !in_code => escaped = true,
                '`' => in_code = !in_code,
                '@' if !in_code => assert!(
                    line[i + 1..].starts_with("&#8203;"),
                    "a live mention in the Markdown: {:?}",
                    context(line, i)
                ),
                _ => {}
            }
        }
    }
}

/// GitHub annotations: one line per annotation, `::error`, `::warning` or
/// `::notice` with only the known properties, no `::` or `,` inside a
/// property value, `%` always part of an escape, and as many annotations
/// as the writer promises (10 per type, one of the notices for stale
/// baseline entries if any, then one notice for the rest).
pub fn check_github(report: &Report, out: &str) {
    assert!(!out.contains('\r'), "raw CR in annotations");
    let lines: Vec<&str> = out.lines().collect();
    let count = |s: Severity| {
        report
            .findings
            .iter()
            .filter(|f| f.is_active() && f.severity == s)
            .count()
    };
    let (e, w, i) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info),
    );
    let per = output::github::PER_TYPE;
    // the notice about stale baseline entries is one of the 10 notices
    let stale = usize::from(!report.stale_baseline.is_empty());
    // the error saying the run stopped at `max-findings` is one of the 10 errors
    let limit = usize::from(report.findings_limit.is_some());
    let overflow = e > per - limit || w > per || i > per - stale;
    let expected = e.min(per - limit)
        + w.min(per)
        + i.min(per - stale - usize::from(overflow))
        + stale
        + limit
        + usize::from(overflow);
    assert_eq!(lines.len(), expected, "annotation lines");
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    for line in &lines {
        // (a tab is data like any other character in a workflow command)
        for (i, c) in line.char_indices() {
            assert!(
                !((c.is_control() && c != '\t')
                    || deceptive(c)
                    || matches!(c, '\u{2028}' | '\u{2029}')),
                "annotation with U+{:04X}: {:?}",
                u32::from(c),
                context(line, i)
            );
        }
        let short = context(line, 0);
        let rest = line.strip_prefix("::").expect("a workflow command");
        let (head, message) = rest.split_once("::").expect("`::` before the message");
        let (kind, props) = head.split_once(' ').expect("properties");
        assert!(
            matches!(kind, "error" | "warning" | "notice"),
            "command {kind}"
        );
        *kinds.entry(kind).or_default() += 1;
        for prop in props.split(',') {
            let (k, v) = prop.split_once('=').expect("key=value");
            assert!(
                matches!(
                    k,
                    "file" | "line" | "col" | "endLine" | "endColumn" | "title"
                ),
                "property {k} in {short:?}"
            );
            assert!(!v.contains(':'), "`:` in a property value: {short:?}");
            check_percent(v, &["25", "0D", "0A", "3A", "2C"]);
        }
        check_percent(message, &["25", "0D", "0A"]);
    }
    assert!(kinds.get("error").copied().unwrap_or(0) <= per);
    assert!(kinds.get("warning").copied().unwrap_or(0) <= per);
    assert!(kinds.get("notice").copied().unwrap_or(0) <= per);
}

fn check_percent(s: &str, escapes: &[&str]) {
    for (i, _) in s.match_indices('%') {
        assert!(
            escapes.iter().any(|e| s[i + 1..].starts_with(e)),
            "unescaped `%` in an annotation: {:?}",
            context(s, i)
        );
    }
}

/// A temporary repository holding `files` (path, text), for the targets
/// that run the whole `check`.
pub fn repository(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().expect("parent")).expect("folder");
        std::fs::write(p, text).expect("fixture file");
    }
    dir
}

/// What the binary would print on standard error (escaped line by line by
/// `escape::Lines`) holds no ESC, BEL or CR and no line that starts a
/// workflow command.
pub fn assert_safe_stderr(raw: &[u8]) {
    use std::io::Write as _;
    let mut shown = Vec::new();
    {
        let mut w = afd_surface::escape::Lines::new(&mut shown);
        w.write_all(raw).expect("write");
    }
    let text = String::from_utf8(shown).expect("escaped text is UTF-8");
    assert!(!text.contains(['\u{1b}', '\u{7}', '\r']), "{text:?}");
    assert!(!text.lines().any(|l| l.starts_with("::")), "{text:?}");
}
