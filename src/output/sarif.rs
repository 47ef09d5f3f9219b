//! SARIF 2.1.0 for GitHub code scanning, built with `serde-sarif`.
//!
//! One run: the driver lists a descriptor for every rule of the registry
//! (stable `ruleIndex`), results hold the *active* findings only (GitHub does
//! not honour SARIF suppressions, so suppressed and baselined findings are
//! left out). GitHub's ingestion limits are respected by capping, with a
//! `toolExecutionNotification` saying what was left out, rather than by
//! producing an upload GitHub rejects: at most 25,000 results (the most severe
//! kept), at most 1,000 locations per result, descriptions of at most 1,024
//! characters. Two size caps of our own come on top, each named in the
//! notification when it applies: 7,500,000 bytes gzip-compressed (GitHub
//! rejects more than 10 MB gzip-compressed, and upload-sarif sends the
//! compressed file base64-encoded, a third larger), and 10,000,000 bytes
//! uncompressed (the Microsoft SARIF Multitool, which GitHub's validation
//! rules are checked with, skips files over 10,000 KB instead of validating
//! them; GitHub shows only the 5,000 most severe results anyway).
//! Stale baseline entries are one `toolExecutionNotification` at level
//! `note` (what is stale, the command that prunes it, the first entries in
//! its properties).

use std::collections::{BTreeMap, HashMap};
use std::io::{self, Write};

use serde_json::{Value, json};
use serde_sarif::sarif;

use crate::finding::Severity;
use crate::output::{
    file_uri, is_absolute_path, percent_encode_path, prune_command, stale_summary, truncate_chars,
    visible,
};
use crate::report::{Location, Report, ReportFinding, RuleMeta};

/// `$schema` as GitHub's documentation writes it.
const SCHEMA_URI: &str = "https://json.schemastore.org/sarif-2.1.0.json";
/// The `partialFingerprints` key (the baseline's fingerprint).
pub const FINGERPRINT_KEY: &str = "afdSurface/v1";
/// GitHub rejects a run with more results.
pub const MAX_RESULTS: usize = 25_000;
/// GitHub rejects a result with more locations (primary + related).
const MAX_LOCATIONS: usize = 1_000;
/// GitHub's limit for `shortDescription` and `fullDescription`.
const MAX_DESCRIPTION: usize = 1_024;
/// GitHub's limit for a rule's `name`.
const MAX_RULE_NAME: usize = 255;
/// GitHub keeps 10 tags per rule.
const MAX_TAGS: usize = 10;
/// Budget for the gzip-compressed file. GitHub's limit is 10 MB; upload-sarif
/// sends it base64-encoded, so keep 4/3 of it under 10 MB too.
pub const MAX_GZIP_BYTES: usize = 7_500_000;
/// Budget for the file itself: the SARIF Multitool (`validate`) skips files
/// over 10,000 KB (`--max-file-size-in-kb`) with an error instead of
/// validating them, and GitHub shows only the 5,000 most severe results
/// anyway. Not a GitHub limit.
pub const MAX_BYTES: usize = 10_000_000;
/// Untrusted text is cut to these many characters so one result stays small.
const MAX_MESSAGE: usize = 4_096;
const MAX_RELATED_MESSAGE: usize = 512;
const MAX_PROPERTY_STRING: usize = 1_024;
const MAX_PROPERTY_ITEMS: usize = 1_000;
/// Stale baseline entries listed in their notification's properties.
const MAX_STALE_LISTED: usize = 100;

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

fn result_level(severity: Severity) -> sarif::ResultLevel {
    match severity {
        Severity::Error => sarif::ResultLevel::Error,
        Severity::Warning => sarif::ResultLevel::Warning,
        Severity::Info => sarif::ResultLevel::Note,
    }
}

/// `similar-descriptions` → `SimilarDescriptions` (SARIF's "friendly name").
fn pascal_case(id: &str) -> String {
    id.split(['-', '_']).map(capitalized).collect()
}

/// A sentence ends with a period (SARIF viewers show the first sentence);
/// a paragraph that introduces a list (`…:`) ends with one instead.
fn sentence(s: &str) -> String {
    let s = s.trim();
    if s.ends_with(['.', '!', '?']) {
        s.to_string()
    } else {
        format!("{}.", s.trim_end_matches([':', ';', ',']).trim_end())
    }
}

/// A rule description: a sentence of at most [`MAX_DESCRIPTION`]
/// characters, cut after a word (`word…`, never `word …`) when too long.
fn description(s: &str) -> String {
    let s = sentence(s);
    match truncate_chars(&s, MAX_DESCRIPTION) {
        std::borrow::Cow::Borrowed(_) => s,
        std::borrow::Cow::Owned(cut) => {
            let kept = cut.strip_suffix('…').unwrap_or(&cut);
            // drop the word the cut went through
            let kept = kept.rsplit_once(' ').map_or(kept, |(words, _)| words);
            format!("{}…", kept.trim_end())
        }
    }
}

/// Plain-text messages: `[text](N)` is a SARIF embedded link, so brackets
/// that could form one are escaped with a backslash.
fn message_text(s: &str) -> String {
    if s.contains("](") {
        s.replace('[', "\\[").replace(']', "\\]")
    } else {
        s.to_string()
    }
}

fn message(text: impl Into<String>) -> sarif::Message {
    sarif::Message::builder().text(text.into()).build()
}

fn multiformat(text: String) -> sarif::MultiformatMessageString {
    sarif::MultiformatMessageString::builder()
        .text(text)
        .build()
}

/// Surfaces listed in the run's properties (a tree of thousands of
/// manifests lists the first ones).
const MAX_SURFACES_LISTED: usize = 1000;

/// The run's properties: each surface with the profile it was checked
/// with.
fn surface_properties(report: &Report) -> BTreeMap<String, Value> {
    let surfaces: Vec<Value> = report
        .surfaces
        .iter()
        .take(MAX_SURFACES_LISTED)
        .map(|s| {
            let mut m = serde_json::Map::new();
            m.insert(
                "path".into(),
                truncate_chars(&s.path, MAX_PROPERTY_STRING).into(),
            );
            m.insert("kind".into(), s.kind.as_str().into());
            if let Some(p) = s.profile {
                m.insert("profile".into(), p.as_str().into());
            }
            m.insert("commandCount".into(), s.command_count.into());
            Value::Object(m)
        })
        .collect();
    let mut props = BTreeMap::new();
    props.insert("surfaceCount".to_string(), report.surfaces.len().into());
    props.insert("surfaces".to_string(), Value::Array(surfaces));
    props
}

/// Rule documentation (Markdown) as plain text, for `help.text`. Written by
/// hand rather than on pulldown-cmark's events: the text keeps the page's
/// lines (list markers, line breaks, blank lines) as written, which the
/// event stream no longer holds, and only the few constructs the rule pages
/// use appear (a unit test checks every page). Headings
/// in capitals, fenced code indented by four spaces without its fences, each
/// table row as a `- header: cell; …` line, and inline code, emphasis,
/// links and backslash escapes reduced to their text. `help.markdown` keeps
/// the Markdown.
fn plain_text(md: &str) -> String {
    let mut out = String::with_capacity(md.len());
    let mut fence: Option<&str> = None;
    let mut header: Option<Vec<String>> = None;
    // prose lines are converted a paragraph at a time (a code span may
    // go on over a line break)
    let mut para = String::new();
    let flush = |para: &mut String, out: &mut String| {
        if !para.is_empty() {
            out.push_str(&inline_plain(para));
            para.clear();
        }
    };
    for line in md.lines() {
        let trimmed = line.trim_start();
        if let Some(f) = fence {
            if trimmed.starts_with(f) && trimmed.trim_start_matches(['`', '~']).trim().is_empty() {
                fence = None;
            } else {
                out.push_str("    ");
                out.push_str(line);
                out.push('\n');
            }
            continue;
        }
        let blank = trimmed.is_empty();
        let heading = trimmed.trim_start_matches('#');
        let hashes = trimmed.len() - heading.len();
        let is_heading = (1..=6).contains(&hashes) && heading.starts_with(' ');
        let is_fence = trimmed.starts_with("```") || trimmed.starts_with("~~~");
        if !(blank || is_heading || is_fence || trimmed.starts_with('|')) {
            para.push_str(line);
            para.push('\n');
            continue;
        }
        flush(&mut para, &mut out);
        if is_fence {
            fence = Some(if trimmed.starts_with('`') {
                "```"
            } else {
                "~~~"
            });
            continue;
        }
        if trimmed.starts_with('|') {
            let cells = table_cells(trimmed);
            let delimiter = cells
                .iter()
                .all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':' | ' ')));
            if delimiter {
                continue;
            }
            match &header {
                None => header = Some(cells),
                Some(h) => {
                    let parts: Vec<String> = cells
                        .iter()
                        .enumerate()
                        .map(|(i, c)| match h.get(i).filter(|h| !h.is_empty()) {
                            Some(h) => format!("{h}: {c}"),
                            None => c.clone(),
                        })
                        .collect();
                    out.push_str("- ");
                    out.push_str(&parts.join("; "));
                    out.push('\n');
                }
            }
            continue;
        }
        header = None;
        if is_heading {
            out.push_str(&inline_plain(heading.trim()).to_uppercase());
        }
        out.push('\n');
    }
    flush(&mut para, &mut out);
    out
}

/// The cells of a Markdown table row (`\|` is a pipe inside a cell), as
/// plain text.
fn table_cells(row: &str) -> Vec<String> {
    let row = row.trim();
    let row = row.strip_prefix('|').unwrap_or(row);
    let row = row.strip_suffix('|').unwrap_or(row);
    let mut cells = Vec::new();
    let mut cell = String::new();
    let mut chars = row.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cell.push('|');
                chars.next();
            }
            '|' => cells.push(std::mem::take(&mut cell)),
            c => cell.push(c),
        }
    }
    cells.push(cell);
    cells.iter().map(|c| inline_plain(c.trim())).collect()
}

/// Inline Markdown as plain text: code spans keep their content, `*`/`**`
/// emphasis markers go, `[text](url)` becomes `text` (`text (url)` for an
/// absolute URL), `\x` becomes `x`.
fn inline_plain(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let slice = |a: usize, b: usize| chars.get(a..b).unwrap_or(&[]);
    let at = |k: usize| chars.get(k).copied();
    // how many `c` in a row start at `k`
    let run_of = |k: usize, c: char| {
        chars
            .get(k..)
            .unwrap_or(&[])
            .iter()
            .take_while(|x| **x == c)
            .count()
    };
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while let Some(c) = at(i) {
        match c {
            '`' => {
                let run = run_of(i, '`');
                let close = (i + run..chars.len())
                    .find(|&k| run_of(k, '`') == run && k.checked_sub(1).and_then(at) != Some('`'));
                match close {
                    Some(k) => {
                        let code: String = slice(i + run, k).iter().collect();
                        let inner = code
                            .strip_prefix(' ')
                            .and_then(|c| c.strip_suffix(' '))
                            .filter(|c| !c.trim().is_empty());
                        out.push_str(inner.unwrap_or(&code));
                        i = k + run;
                    }
                    None => {
                        out.extend(slice(i, i + run));
                        i += run;
                    }
                }
            }
            '\\' if at(i + 1).is_some_and(|n| n.is_ascii_punctuation()) => {
                out.extend(at(i + 1));
                i += 2;
            }
            '*' => {
                let run = run_of(i, '*');
                let before = i.checked_sub(1).and_then(at);
                let after = at(i + run);
                let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
                let open = !word(before) && after.is_some_and(|c| !c.is_whitespace());
                let close = !word(after) && before.is_some_and(|c| !c.is_whitespace());
                // an emphasis marker goes; anything else (`2 * 3`) stays
                if run > 2 || !(open || close) {
                    out.extend(slice(i, i + run));
                }
                i += run;
            }
            '!' if at(i + 1) == Some('[') => i += 1,
            '[' => match link(&chars, i) {
                Some((text, url, end)) => {
                    out.push_str(&inline_plain(&text));
                    if url.starts_with("http://") || url.starts_with("https://") {
                        out.push_str(&format!(" ({url})"));
                    }
                    i = end;
                }
                None => {
                    out.push('[');
                    i += 1;
                }
            },
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// `[text](url)` starting at `chars[i]`: its text, its URL and the index
/// after it.
fn link(chars: &[char], i: usize) -> Option<(String, String, usize)> {
    let mut depth = 0;
    let mut k = i;
    let close = loop {
        match chars.get(k)? {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    break k;
                }
            }
            _ => {}
        }
        k += 1;
    };
    if chars.get(close + 1) != Some(&'(') {
        return None;
    }
    let end = (close + 2..chars.len()).find(|&k| chars.get(k) == Some(&')'))?;
    let text: String = chars.get(i + 1..close)?.iter().collect();
    let url: String = chars.get(close + 2..end)?.iter().collect();
    Some((text, url, end + 1))
}

fn descriptor(rule: &RuleMeta) -> sarif::ReportingDescriptor {
    let docs = rule.docs();
    let mut tags: Vec<String> = rule.tags.iter().map(|t| t.to_string()).collect();
    let mut extra = BTreeMap::new();
    if let Some(score) = rule.security_severity {
        if !tags.iter().any(|t| t == "security") {
            tags.insert(0, "security".to_string());
        }
        extra.insert("security-severity".to_string(), json!(score));
    }
    tags.truncate(MAX_TAGS);
    let mut properties = sarif::PropertyBag::builder()
        .additional_properties(extra)
        .build();
    if !tags.is_empty() {
        properties.tags = Some(tags);
    }
    let empty = properties.tags.is_none() && properties.additional_properties.is_empty();
    let mut d = sarif::ReportingDescriptor::builder()
        .id(rule.id)
        .name(truncate_chars(&pascal_case(rule.id), MAX_RULE_NAME).into_owned())
        .short_description(multiformat(description(rule.summary)))
        .full_description(multiformat(description(&rule.full_description())))
        .help(
            sarif::MultiformatMessageString::builder()
                .text(plain_text(&docs))
                .markdown(docs)
                .build(),
        )
        .help_uri(rule.help_uri())
        .default_configuration(
            sarif::ReportingConfiguration::builder()
                .level(json!(level(rule.default_severity)))
                .build(),
        )
        .build();
    if !empty {
        d.properties = Some(properties);
    }
    d
}

/// `write the JSON` → `Write the JSON` (the suggestion follows a sentence).
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Repo-relative paths are relative URIs against `%SRCROOT%`; a file outside
/// the root is an absolute `file://` URI.
fn artifact(path: &str) -> sarif::ArtifactLocation {
    if is_absolute_path(path) {
        sarif::ArtifactLocation::builder()
            .uri(file_uri(path))
            .build()
    } else {
        sarif::ArtifactLocation::builder()
            .uri(percent_encode_path(path))
            .uri_base_id("%SRCROOT%")
            .build()
    }
}

fn region(loc: &Location) -> sarif::Region {
    let r = loc.region;
    let line = r.line.max(1);
    let column = r.column.max(1);
    let end_line = r.end_line.max(line);
    let end_column = if end_line == line {
        r.end_column.max(column)
    } else {
        r.end_column.max(1)
    };
    sarif::Region::builder()
        .start_line(i64::from(line))
        .start_column(i64::from(column))
        .end_line(i64::from(end_line))
        .end_column(i64::from(end_column))
        .build()
}

fn physical(loc: &Location, report: &Report) -> sarif::PhysicalLocation {
    sarif::PhysicalLocation::builder()
        .artifact_location(artifact(&report.repo_path(&loc.path)))
        .region(region(loc))
        .build()
}

/// Bounds untrusted values kept in property bags: long strings and arrays
/// are cut.
fn bounded(v: &Value) -> Value {
    match v {
        Value::String(s) => Value::String(truncate_chars(s, MAX_PROPERTY_STRING).into_owned()),
        Value::Array(a) => Value::Array(a.iter().take(MAX_PROPERTY_ITEMS).map(bounded).collect()),
        Value::Object(m) => Value::Object(
            m.iter()
                .take(MAX_PROPERTY_ITEMS)
                .map(|(k, v)| {
                    (
                        truncate_chars(k, MAX_PROPERTY_STRING).into_owned(),
                        bounded(v),
                    )
                })
                .collect(),
        ),
        other => other.clone(),
    }
}

fn result(f: &ReportFinding, rule_index: &HashMap<&str, i64>, report: &Report) -> sarif::Result {
    let text = visible(&format!(
        "{} {}",
        sentence(&f.message),
        sentence(&capitalized(&f.suggestion))
    ))
    .into_owned();
    let related: Vec<sarif::Location> = f
        .related
        .iter()
        .take(MAX_LOCATIONS - 1)
        .zip(1_i64..)
        .map(|(r, id)| {
            sarif::Location::builder()
                .id(id)
                .message(message(message_text(&truncate_chars(
                    &visible(&r.message),
                    MAX_RELATED_MESSAGE,
                ))))
                .physical_location(physical(&r.location, report))
                .build()
        })
        .collect();
    let mut props = BTreeMap::new();
    props.insert("commands".to_string(), bounded(&json!(f.commands)));
    props.insert(
        "suggestion".to_string(),
        bounded(&Value::String(f.suggestion.to_string())),
    );
    props.insert(
        "evidence".to_string(),
        bounded(&Value::Object(f.evidence.to_map())),
    );
    if f.related.len() > related.len() {
        props.insert(
            "omittedRelatedLocations".to_string(),
            json!(f.related.len() - related.len()),
        );
    }
    let mut b = sarif::Result::builder()
        .rule_id(f.rule.id)
        .level(result_level(f.severity))
        .message(message(message_text(&truncate_chars(&text, MAX_MESSAGE))))
        .locations(vec![
            sarif::Location::builder()
                .physical_location(physical(&f.location, report))
                .build(),
        ])
        .partial_fingerprints(BTreeMap::from([(
            FINGERPRINT_KEY.to_string(),
            f.fingerprint.hex(),
        )]))
        .properties(
            sarif::PropertyBag::builder()
                .additional_properties(props)
                .build(),
        )
        .build();
    b.rule_index = rule_index.get(f.rule.id).copied();
    if !related.is_empty() {
        b.related_locations = Some(related);
    }
    b
}

fn notification(text: String, rule: Option<(&str, i64)>) -> sarif::Notification {
    let mut n = sarif::Notification::builder()
        .level(json!("warning"))
        .message(message(message_text(&text)))
        .build();
    if let Some((id, index)) = rule {
        n.associated_rule = Some(
            sarif::ReportingDescriptorReference::builder()
                .id(id)
                .index(index)
                .build(),
        );
    }
    n
}

/// One `note` saying which baseline entries are stale and how to prune
/// them; its properties list the first of them.
fn stale_notification(report: &Report) -> Option<sarif::Notification> {
    let stale = &report.stale_baseline;
    if stale.is_empty() {
        return None;
    }
    let baseline = report
        .baseline_path
        .as_deref()
        .unwrap_or(".afd-surface-baseline.json");
    let text = visible(&format!(
        "{} (baseline file {baseline}). Stale entries never fail the run; prune them with `{}`.",
        stale_summary(stale),
        prune_command(report, str::to_string)
    ))
    .into_owned();
    let listed: Vec<Value> = stale
        .iter()
        .take(MAX_STALE_LISTED)
        .map(|e| bounded(&e.to_json()))
        .collect();
    let mut props = BTreeMap::from([
        ("staleBaselineCount".to_string(), json!(stale.len())),
        ("staleBaseline".to_string(), Value::Array(listed)),
    ]);
    if stale.len() > MAX_STALE_LISTED {
        props.insert(
            "omittedStaleBaseline".to_string(),
            json!(stale.len() - MAX_STALE_LISTED),
        );
    }
    let mut n = notification(text, None);
    n.level = Some(json!("note"));
    n.properties = Some(
        sarif::PropertyBag::builder()
            .additional_properties(props)
            .build(),
    );
    Some(n)
}

/// What a run is built from: the active findings, and which of them (by
/// position in `active`) are kept.
struct Plan<'a> {
    active: Vec<&'a ReportFinding>,
    /// Positions in `active`, most severe first (report order within a level).
    priority: Vec<usize>,
}

impl<'a> Plan<'a> {
    fn new(report: &'a Report) -> Plan<'a> {
        let active: Vec<&ReportFinding> = report
            .findings
            .iter()
            .filter(|f| f.is_active() && f.severity >= report.sarif_min_severity)
            .collect();
        let mut priority: Vec<usize> = (0..active.len()).collect();
        priority.sort_by_key(|&i| std::cmp::Reverse(active.get(i).map(|f| f.severity)));
        Plan { active, priority }
    }

    /// The `keep` most severe findings, in report order.
    fn kept(&self, keep: usize) -> Vec<&'a ReportFinding> {
        let mut chosen: Vec<usize> = self.priority.iter().take(keep).copied().collect();
        chosen.sort_unstable();
        chosen
            .into_iter()
            .filter_map(|i| self.active.get(i).copied())
            .collect()
    }
}

fn build(report: &Report, kept: &[&ReportFinding], notes: &[sarif::Notification]) -> sarif::Sarif {
    let rule_index: HashMap<&str, i64> = report
        .rules
        .iter()
        .zip(0_i64..)
        .map(|(r, i)| (r.id, i))
        .collect();
    let mut notifications: Vec<sarif::Notification> = report
        .truncations
        .iter()
        .map(|t| {
            notification(
                format!(
                    "Rule {} stopped after {} findings on {} ([limits] max-findings-per-rule); later findings of that rule there are not reported.",
                    t.rule, t.limit, t.surface
                ),
                rule_index.get(t.rule).map(|&i| (t.rule, i)),
            )
        })
        .collect();
    let capped_related = kept
        .iter()
        .filter(|f| f.related.len() >= MAX_LOCATIONS)
        .count();
    if capped_related > 0 {
        notifications.push(notification(
            format!(
                "{capped_related} result(s) had more related locations than GitHub accepts ({MAX_LOCATIONS} locations per result); the first {} are included.",
                MAX_LOCATIONS - 1
            ),
            None,
        ));
    }
    if let Some(m) = report.findings_limit_message() {
        let mut n = notification(format!("{m}."), None);
        n.level = Some(json!("error"));
        notifications.push(n);
    }
    notifications.extend(notes.iter().cloned());
    notifications.extend(stale_notification(report));
    let config_notes: Vec<sarif::Notification> = report
        .summary
        .unused_suppressions
        .iter()
        .map(|s| {
            let mut n = notification(format!("Suppression {s} matched no finding."), None);
            n.level = Some(json!("note"));
            n
        })
        .collect();

    let mut invocation = sarif::Invocation::builder()
        .execution_successful(true)
        .build();
    if !notifications.is_empty() {
        invocation.tool_execution_notifications = Some(notifications);
    }
    if !config_notes.is_empty() {
        invocation.tool_configuration_notifications = Some(config_notes);
    }

    let driver = sarif::ToolComponent::builder()
        .name(report.tool_name)
        .version(report.tool_version)
        .semantic_version(report.tool_version)
        .information_uri(crate::HOMEPAGE)
        .rules(
            report
                .rules
                .iter()
                .map(|r| descriptor(r))
                .collect::<Vec<_>>(),
        )
        .build();
    let mut run = sarif::Run::builder()
        .tool(sarif::Tool::builder().driver(driver).build())
        .results(
            kept.iter()
                .map(|f| result(f, &rule_index, report))
                .collect::<Vec<_>>(),
        )
        .column_kind(json!("unicodeCodePoints"))
        .invocations(vec![invocation])
        .build();
    if !report.surfaces.is_empty() {
        run.properties = Some(
            sarif::PropertyBag::builder()
                .additional_properties(surface_properties(report))
                .build(),
        );
    }
    if let Some(category) = report.sarif_category.as_deref().filter(|c| !c.is_empty()) {
        // GitHub takes everything before the last `/` as the category.
        let id = if category.ends_with('/') {
            category.to_string()
        } else {
            format!("{category}/")
        };
        run.automation_details = Some(sarif::RunAutomationDetails::builder().id(id).build());
    }
    sarif::Sarif::builder()
        .schema(SCHEMA_URI)
        .version(json!("2.1.0"))
        .runs(vec![run])
        .build()
}

fn serialize(log: &sarif::Sarif) -> io::Result<Vec<u8>> {
    let mut bytes = serde_json::to_vec_pretty(log)?;
    bytes.push(b'\n');
    Ok(bytes)
}

fn gzip_len(bytes: &[u8]) -> io::Result<usize> {
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    enc.write_all(bytes)?;
    Ok(enc.finish()?.len())
}

/// Size budgets for the file.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Bytes of the file itself.
    pub bytes: usize,
    /// Bytes of the file gzip-compressed.
    pub gzip: usize,
}

impl Budget {
    pub const DEFAULT: Budget = Budget {
        bytes: MAX_BYTES,
        gzip: MAX_GZIP_BYTES,
    };
}

/// `12345678` → `12,345,678`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Which size cap made results go, and why the cap exists.
fn size_cap_reason(budget: Budget, uncompressed: bool, gzip: bool) -> String {
    let raw = format!(
        "larger than {} bytes uncompressed (afd-surface's cap, not GitHub's: the SARIF Multitool skips files over 10,000 KB instead of validating them)",
        thousands(budget.bytes)
    );
    let gz = format!(
        "larger than {} bytes gzip-compressed (afd-surface's cap, so that the upload stays under GitHub's limit of 10 MB gzip-compressed once upload-sarif has base64-encoded it)",
        thousands(budget.gzip)
    );
    match (uncompressed, gzip) {
        (true, true) => format!("The SARIF file would be {raw} and {gz}"),
        (false, true) => format!("The SARIF file would be {gz}"),
        _ => format!("The SARIF file would be {raw}"),
    }
}

/// The SARIF log as bytes, capped to GitHub's limits and to `budget`; what
/// was left out, and which limit left it out, is said in a
/// `toolExecutionNotification`.
pub fn render(report: &Report, budget: Budget) -> io::Result<Vec<u8>> {
    let plan = Plan::new(report);
    let total = plan.active.len();
    let mut keep = total.min(MAX_RESULTS);
    let cap_note = |keep: usize, why: &str| {
        notification(
            format!(
                "{why}: {keep} of {total} findings are included (the most severe first); the JSON report lists them all."
            ),
            None,
        )
    };
    let mut notes = Vec::new();
    let below = report
        .findings
        .iter()
        .filter(|f| f.is_active() && f.severity < report.sarif_min_severity)
        .count();
    if below > 0 {
        let mut n = notification(
            format!(
                "{below} finding(s) below `{}` are not included: code scanning shows them as alerts otherwise (`--sarif-min-severity info` includes them); the JSON report lists them all.",
                report.sarif_min_severity.as_str()
            ),
            None,
        );
        n.level = Some(json!("note"));
        notes.push(n);
    }
    let min_note = notes.clone();
    if keep < total {
        notes.push(cap_note(
            keep,
            &format!("GitHub accepts at most {MAX_RESULTS} results per run"),
        ));
    }
    let mut rounds = 0;
    let (mut over_bytes, mut over_gzip) = (false, false);
    loop {
        let bytes = serialize(&build(report, &plan.kept(keep), &notes))?;
        // the compressed size only matters when the file itself is larger
        let gz = if bytes.len() > budget.gzip {
            gzip_len(&bytes)?
        } else {
            bytes.len()
        };
        if (bytes.len() <= budget.bytes && gz <= budget.gzip) || keep == 0 {
            return Ok(bytes);
        }
        rounds += 1;
        over_bytes |= bytes.len() > budget.bytes;
        over_gzip |= gz > budget.gzip;
        let ratio = (budget.bytes as f64 / bytes.len() as f64).min(budget.gzip as f64 / gz as f64);
        // shrink a little more than the ratio says, so this converges fast
        let next = if rounds > 8 {
            0
        } else {
            ((keep as f64) * ratio * 0.95).floor() as usize
        };
        keep = next.min(keep - 1);
        // this cap supersedes the one on the number of results
        notes = min_note.clone();
        notes.push(cap_note(
            keep,
            &size_cap_reason(budget, over_bytes, over_gzip),
        ));
    }
}

pub fn write(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    out.write_all(&render(report, Budget::DEFAULT)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit;

    fn log(report: &Report) -> Value {
        let bytes = render(report, Budget::DEFAULT).unwrap();
        serde_json::from_slice(&bytes).unwrap()
    }

    #[test]
    fn a_run_below_the_repository_top_names_repository_paths() {
        let mut report = testkit::multi_rule();
        report.repo_prefix = "packages/server/".into();
        let v = log(&report);
        let uris: Vec<&str> = v["runs"][0]["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                    .as_str()
                    .unwrap()
            })
            .collect();
        assert!(!uris.is_empty());
        assert!(
            uris.iter().all(|u| u.starts_with("packages/server/")),
            "{uris:?}"
        );
    }

    #[test]
    fn multi_rule_snapshot() {
        let mut report = testkit::multi_rule();
        report.sarif_category = Some("afd-surface".into());
        insta::assert_snapshot!(
            String::from_utf8(render(&report, Budget::DEFAULT).unwrap()).unwrap()
        );
    }

    #[test]
    fn only_active_findings_become_results() {
        let mut report = testkit::multi_rule();
        let v = log(&report);
        let results = v["runs"][0]["results"].as_array().unwrap();
        let active = report.findings.iter().filter(|f| f.is_active()).count();
        // the one info is left out, and the run says so
        assert_eq!(active, 5);
        assert_eq!(results.len(), 4);
        let notes = v["runs"][0]["invocations"][0]["toolExecutionNotifications"]
            .as_array()
            .unwrap();
        assert!(notes.iter().any(|n| {
            n["message"]["text"]
                .as_str()
                .unwrap()
                .starts_with("1 finding(s) below `warning` are not included")
        }));
        report.sarif_min_severity = Severity::Info;
        assert_eq!(
            log(&report)["runs"][0]["results"].as_array().unwrap().len(),
            5
        );
        for r in results {
            let idx = r["ruleIndex"].as_u64().unwrap() as usize;
            assert_eq!(
                v["runs"][0]["tool"]["driver"]["rules"][idx]["id"],
                r["ruleId"]
            );
            assert_eq!(
                r["partialFingerprints"][FINGERPRINT_KEY]
                    .as_str()
                    .unwrap()
                    .len(),
                64
            );
            assert!(
                r["partialFingerprints"]
                    .get("primaryLocationLineHash")
                    .is_none()
            );
        }
    }

    #[test]
    fn security_rules_carry_a_string_security_severity() {
        let v = log(&testkit::multi_rule());
        let rules = v["runs"][0]["tool"]["driver"]["rules"].as_array().unwrap();
        let inj = rules
            .iter()
            .find(|r| r["id"] == "description-injection")
            .unwrap();
        assert_eq!(inj["properties"]["security-severity"], "8.0");
        assert!(
            inj["properties"]["tags"]
                .as_array()
                .unwrap()
                .contains(&json!("security"))
        );
        assert_eq!(inj["name"], "DescriptionInjection");
        assert_eq!(inj["defaultConfiguration"]["level"], "error");
        let quality = rules
            .iter()
            .find(|r| r["id"] == "description-quality")
            .unwrap();
        assert_eq!(quality["defaultConfiguration"]["level"], "warning");
        let category = rules
            .iter()
            .find(|r| r["id"] == "missing-category")
            .unwrap();
        assert_eq!(category["defaultConfiguration"]["level"], "note");
        assert!(quality["properties"].get("security-severity").is_none());
    }

    #[test]
    fn hostile_text_stays_inside_json_strings() {
        let mut report = testkit::hostile();
        // a rule's evidence may quote long untrusted values
        for f in &mut report.findings {
            f.evidence.insert("long", Value::String("y".repeat(5000)));
        }
        let v = log(&report);
        let r = v["runs"][0]["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["ruleId"] == "description-injection")
            .unwrap();
        let text = r["message"]["text"].as_str().unwrap();
        // brackets that could form an embedded link are escaped
        assert!(text.contains("\\[x\\](javascript:alert(1))"));
        assert!(text.contains('\u{0}'));
        assert!(text.contains("<U+202E>evil"));
        let uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            .as_str()
            .unwrap();
        assert_eq!(uri, "evil/a%20b%23%5Bx%5D%28y%29%60%40org.afd.json");
        // long untrusted values are cut
        let long = r["properties"]["evidence"]["long"].as_str().unwrap();
        assert_eq!(long.chars().count(), MAX_PROPERTY_STRING);
        insta::assert_snapshot!(
            String::from_utf8(render(&report, Budget::DEFAULT).unwrap()).unwrap()
        );
    }

    #[test]
    fn absolute_paths_are_file_uris_without_a_base() {
        let mut report = testkit::multi_rule();
        if let Some(f) = report.findings.first_mut() {
            f.location.path = "/tmp/out side/x.afd.json".into();
        }
        let v = log(&report);
        let al =
            &v["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"];
        assert_eq!(al["uri"], "file:///tmp/out%20side/x.afd.json");
        assert!(al.get("uriBaseId").is_none());
    }

    #[test]
    fn results_over_the_limit_keep_the_most_severe() {
        // a few errors at the very end must survive the cap
        let findings = testkit::copies("description-quality", MAX_RESULTS + 10, |i, f| {
            f.severity = if i >= MAX_RESULTS {
                Severity::Error
            } else {
                Severity::Info
            };
            f.location.region.line = i as u32 + 1;
            f.location.region.end_line = i as u32 + 1;
        });
        let mut report = testkit::multi_rule();
        report.findings = findings;
        report.sarif_min_severity = Severity::Info;
        report.recount();
        let unlimited = Budget {
            bytes: usize::MAX,
            gzip: usize::MAX,
        };
        let v: Value = serde_json::from_slice(&render(&report, unlimited).unwrap()).unwrap();
        let results = v["runs"][0]["results"].as_array().unwrap();
        assert_eq!(results.len(), MAX_RESULTS);
        assert_eq!(results.iter().filter(|r| r["level"] == "error").count(), 10);
        // still in report order
        let lines: Vec<u64> = results
            .iter()
            .map(|r| {
                r["locations"][0]["physicalLocation"]["region"]["startLine"]
                    .as_u64()
                    .unwrap()
            })
            .collect();
        assert!(lines.windows(2).all(|w| w[0] < w[1]));
        let notes = v["runs"][0]["invocations"][0]["toolExecutionNotifications"]
            .as_array()
            .unwrap();
        assert!(notes.iter().any(|n| {
            n["message"]["text"]
                .as_str()
                .unwrap()
                .contains("25000 of 25010 findings")
        }));
    }

    #[test]
    fn gzip_budget_drops_results_with_a_notification() {
        // incompressible messages: ~40 KB of pseudo-random text each
        let mut findings = Vec::new();
        let mut seed: u64 = 42;
        for i in 0..60 {
            let msg: String = (0..4000)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    char::from(b'!' + ((seed >> 33) % 90) as u8)
                })
                .collect();
            let mut f = testkit::copies("description-quality", 1, |_, f| {
                f.severity = Severity::Warning;
                f.location.region.line = i + 1;
                f.location.region.end_line = i + 1;
                f.message = msg.clone();
            })
            .remove(0);
            f.evidence
                .insert("x", Value::String(msg.chars().take(1000).collect()));
            findings.push(f);
        }
        let mut report = testkit::multi_rule();
        report.findings = findings;
        report.recount();
        let budget = Budget {
            bytes: MAX_BYTES,
            gzip: 100_000,
        };
        let bytes = render(&report, budget).unwrap();
        assert!(gzip_len(&bytes).unwrap() <= budget.gzip);
        let v: Value = serde_json::from_slice(&bytes).unwrap();
        let kept = v["runs"][0]["results"].as_array().unwrap().len();
        assert!(kept > 0 && kept < 60, "{kept}");
        let notes = v["runs"][0]["invocations"][0]["toolExecutionNotifications"]
            .as_array()
            .unwrap();
        let text = notes
            .iter()
            .filter_map(|n| n["message"]["text"].as_str())
            .find(|t| t.starts_with("The SARIF file"))
            .unwrap();
        assert_eq!(
            text,
            format!(
                "The SARIF file would be larger than 100,000 bytes gzip-compressed (afd-surface's cap, so that the upload stays under GitHub's limit of 10 MB gzip-compressed once upload-sarif has base64-encoded it): {kept} of 60 findings are included (the most severe first); the JSON report lists them all."
            )
        );
    }

    #[test]
    fn size_budget_keeps_the_most_severe() {
        let mut report = testkit::multi_rule();
        let info = testkit::active(&report, Severity::Info);
        let error = testkit::active(&report, Severity::Error);
        report.sarif_min_severity = Severity::Info;
        report.findings = std::iter::repeat_n(info, 400)
            .chain(std::iter::repeat_n(error, 5))
            .collect();
        report.recount();
        // room for the rule descriptors and about a hundred results
        let mut empty = report.clone();
        empty.findings.clear();
        let unlimited = Budget {
            bytes: usize::MAX,
            gzip: usize::MAX,
        };
        let base = render(&empty, unlimited).unwrap().len();
        let budget = Budget {
            bytes: base + 60_000,
            gzip: MAX_GZIP_BYTES,
        };
        let bytes = render(&report, budget).unwrap();
        assert!(bytes.len() <= budget.bytes, "{}", bytes.len());
        let v: Value = serde_json::from_slice(&bytes).unwrap();
        let results = v["runs"][0]["results"].as_array().unwrap();
        assert!(
            results.len() > 5 && results.len() < 405,
            "{}",
            results.len()
        );
        assert_eq!(results.iter().filter(|r| r["level"] == "error").count(), 5);
        // the note names the cap that applied: the uncompressed one
        let notes = v["runs"][0]["invocations"][0]["toolExecutionNotifications"]
            .as_array()
            .unwrap();
        let text = notes
            .iter()
            .filter_map(|n| n["message"]["text"].as_str())
            .find(|t| t.starts_with("The SARIF file"))
            .unwrap();
        assert!(
            text.starts_with(&format!(
                "The SARIF file would be larger than {} bytes uncompressed (afd-surface's cap, not GitHub's: the SARIF Multitool skips files over 10,000 KB instead of validating them): {} of 405 findings",
                thousands(budget.bytes),
                results.len()
            )),
            "{text}"
        );
        assert!(!text.contains("gzip-compressed"), "{text}");
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(10_000_000), "10,000,000");
    }

    #[test]
    fn related_locations_are_capped() {
        let mut report = testkit::multi_rule();
        if let Some(f) = report.findings.first_mut() {
            let r = f.related[0].clone();
            f.related = vec![r; 1500];
        }
        let v = log(&report);
        let r = &v["runs"][0]["results"][0];
        assert_eq!(
            r["relatedLocations"].as_array().unwrap().len(),
            MAX_LOCATIONS - 1
        );
        assert_eq!(r["properties"]["omittedRelatedLocations"], 501);
        assert_eq!(r["relatedLocations"][998]["id"], 999);
    }

    #[test]
    fn stale_entries_are_a_note() {
        let v = log(&testkit::multi_rule());
        let notes = v["runs"][0]["invocations"][0]["toolExecutionNotifications"]
            .as_array()
            .unwrap();
        let stale: Vec<&Value> = notes
            .iter()
            .filter(|n| n["properties"]["staleBaselineCount"].is_number())
            .collect();
        assert_eq!(stale.len(), 1);
        assert_eq!(stale[0]["level"], "note");
        assert_eq!(
            stale[0]["message"]["text"],
            "1 entry in the baseline no longer matches any finding (baseline file .afd-surface-baseline.json). Stale entries never fail the run; prune them with `afd-surface check --write-baseline`."
        );
        assert_eq!(
            stale[0]["properties"]["staleBaseline"][0]["path"],
            "servers/a.afd.json"
        );
        let mut report = testkit::multi_rule();
        report.stale_baseline.clear();
        let v = log(&report);
        let notes = v["runs"][0]["invocations"][0]["toolExecutionNotifications"]
            .as_array()
            .unwrap();
        assert!(notes.iter().all(|n| n.get("properties").is_none()));
    }

    #[test]
    fn category_ends_with_a_slash() {
        let mut report = testkit::multi_rule();
        report.sarif_category = Some("mcp/servers".into());
        assert_eq!(
            log(&report)["runs"][0]["automationDetails"]["id"],
            "mcp/servers/"
        );
        report.sarif_category = None;
        assert!(log(&report)["runs"][0].get("automationDetails").is_none());
    }

    #[test]
    fn descriptions_respect_github_limits() {
        static LONG: RuleMeta = RuleMeta {
            id: "long-rule",
            default_severity: Severity::Warning,
            scope: crate::report::Scope::Surface,
            files: &[],
            summary: "short",
            raw_docs: "",
            tags: &["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"],
            security_severity: Some("5.0"),
            profiles: &crate::meta::Profile::ALL,
        };
        let d = descriptor(&LONG);
        assert_eq!(
            d.properties.as_ref().unwrap().tags.as_ref().unwrap().len(),
            MAX_TAGS
        );
        assert_eq!(
            d.properties.as_ref().unwrap().tags.as_ref().unwrap()[0],
            "security"
        );
        let long = "word ".repeat(500);
        let d = description(&long);
        assert!(d.chars().count() <= MAX_DESCRIPTION);
        assert!(d.ends_with("word…"), "{d}");
        assert!(!d.contains(" …"));
    }

    #[test]
    fn descriptions_are_clean_sentences() {
        assert_eq!(description("Checks two things:"), "Checks two things.");
        assert_eq!(description("  Spaces around  "), "Spaces around.");
        assert_eq!(description("Done."), "Done.");
        // every rule's descriptor text: no stray whitespace, one final period
        for rule in crate::rules::all_meta() {
            let d = descriptor(rule);
            for text in [
                d.short_description.as_ref().map(|m| m.text.clone()),
                d.full_description.as_ref().map(|m| m.text.clone()),
            ] {
                let text = text.unwrap();
                assert_eq!(text, text.trim(), "{}", rule.id);
                assert!(!text.contains("  "), "{}: {text}", rule.id);
                assert!(
                    !text.ends_with(":.") && text.ends_with('.'),
                    "{}: {text}",
                    rule.id
                );
            }
        }
    }

    #[test]
    fn help_text_is_plain_and_help_markdown_is_markdown() {
        let md = "## What it does\nFinds **bold** and *em* text, `code`, [a link](https://x.example/y) and [`rule`](rule.md); 2 * 3 = 6, \\*x\\*.\n\n| `id` | means |\n|---|---|\n| `a\\|b` | pipe |\n\n```json\n{\"a\": \"**b**\"}\n```\n- item\n";
        assert_eq!(
            plain_text(md),
            "WHAT IT DOES\nFinds bold and em text, code, a link (https://x.example/y) and rule; 2 * 3 = 6, *x*.\n\n- id: a|b; means: pipe\n\n    {\"a\": \"**b**\"}\n- item\n"
        );
        for rule in crate::rules::all_meta() {
            let d = descriptor(rule);
            let help = d.help.unwrap();
            assert_eq!(help.markdown.as_deref(), Some(rule.docs().as_str()));
            for line in help.text.lines().filter(|l| !l.starts_with("    ")) {
                // (`**` may remain where a code span quoted it)
                assert!(
                    !line.contains('`')
                        && !line.contains("](")
                        && !line.starts_with('#')
                        && !line.starts_with('|'),
                    "{}: {line}",
                    rule.id
                );
            }
        }
    }
}
