//! The Markdown job summary (for `$GITHUB_STEP_SUMMARY`): a one-line verdict,
//! counts by severity and by state (new, baselined, suppressed, stale), a
//! per-rule table, then the findings with links to their lines (GitHub blob
//! URLs when `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and `GITHUB_SHA` are
//! set), long lists folded in `<details>`, stale baseline entries with how to
//! prune them, and notes (truncated rules, unused suppressions, more
//! annotations than GitHub shows).
//!
//! The summary always stays under GitHub's 1 MiB limit: findings are added
//! while they fit, and a visible note says how many were left out. New
//! findings are listed in report order when they all fit; when they do not,
//! the most severe come first (errors, then warnings, then infos, each in
//! report order) and the note says how many of each were left out, so a cut
//! never drops an error to make room for infos.
//!
//! Untrusted text (names, descriptions, paths) is escaped for GitHub-flavoured
//! Markdown: it is kept on one line, HTML and entities are neutralised,
//! Markdown punctuation is backslash-escaped (no emphasis, links, images,
//! code spans, headings, table cells or math), `@` is followed by a
//! zero-width space (no mentions), `:` and `.` are escaped (no autolinks),
//! and control and deceptive characters are shown as `<U+XXXX>`.

use std::io::{self, Write};

use crate::finding::Severity;
use crate::output::{
    GithubContext, RenderOptions, is_absolute_path, percent_encode_path, truncate_chars, visible,
};
use crate::report::{BaselineState, Report, ReportFinding};

/// GitHub rejects a step summary over 1 MiB.
pub const MAX_BYTES: usize = 1024 * 1024;
/// Room kept for what closes the document (folds, the truncation note).
const RESERVE: usize = 8 * 1024;
/// New findings shown before the rest are folded.
const SHOWN_OPEN: usize = 20;
/// Items of the smaller lists (notes, stale entries) shown at most.
const MAX_LIST: usize = 50;
/// Characters of untrusted text kept per field.
const MAX_TEXT: usize = 600;
const MAX_PATH: usize = 200;

/// Escapes untrusted text for inline GitHub-flavoured Markdown, on one line.
pub fn escape(s: &str) -> String {
    let s = visible(s);
    let mut out = String::with_capacity(s.len() + s.len() / 4);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '@' => out.push_str("@&#8203;"),
            '\\' | '`' | '*' | '_' | '{' | '}' | '[' | ']' | '(' | ')' | '#' | '+' | '-' | '!'
            | '|' | '~' | '$' | '^' | ':' | '.' | '=' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' | '\u{85}' | '\u{2028}' | '\u{2029}' => out.push(' '),
            c if c.is_control() || matches!(c, '\u{FFFE}' | '\u{FFFF}') => {
                out.push_str(&format!("&lt;U+{:04X}&gt;", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out
}

/// Untrusted text, cut to `max` characters, escaped. Leading whitespace is
/// dropped: the text may start a line, where indentation means code.
fn text(s: &str, max: usize) -> String {
    escape(&truncate_chars(s.trim_start(), max))
}

/// Untrusted text with its own code spans (`` `name` `` in a message) kept
/// as code spans: the text between backticks goes into a code span (where
/// Markdown, HTML and mentions are not interpreted, and line breaks become
/// spaces), the rest is escaped; an unpaired backtick is escaped.
fn text_with_code(s: &str, max: usize) -> String {
    let cut = truncate_chars(s.trim_start(), max);
    let parts: Vec<&str> = cut.split('`').collect();
    let paired = parts.len() % 2 == 1;
    let mut out = String::with_capacity(cut.len() + 16);
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        if i % 2 == 1 && (paired || !last) {
            let inner: String = visible(part)
                .chars()
                .map(|c| {
                    if c.is_control()
                        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{FFFE}' | '\u{FFFF}')
                    {
                        ' '
                    } else {
                        c
                    }
                })
                .collect();
            if inner.trim().is_empty() {
                out.push_str(&escape(&format!("`{part}`")));
            } else {
                // a space either side keeps a leading or trailing space
                // of the content, as CommonMark strips one of each
                out.push_str(&format!("` {inner} `"));
            }
        } else {
            if i % 2 == 1 {
                out.push_str("\\`");
            }
            out.push_str(&escape(part));
        }
    }
    out
}

/// An inline code span for trusted text (rule ids, commands we print).
fn code(s: &str) -> String {
    format!("`{s}`")
}

/// A stale baseline entry's rule: it comes from the baseline file, so it is
/// a code span only when it has the shape of a rule id (which cannot break
/// out of one), escaped text otherwise.
fn rule_label(rule: &str) -> String {
    let id_like = !rule.is_empty()
        && rule
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if id_like { code(rule) } else { text(rule, 100) }
}

fn icon(sev: Severity) -> &'static str {
    match sev {
        Severity::Error => "🔴",
        Severity::Warning => "🟡",
        Severity::Info => "🔵",
    }
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn severity_words(n: usize, sev: Severity) -> String {
    match sev {
        Severity::Error => count(n, "error", "errors"),
        Severity::Warning => count(n, "warning", "warnings"),
        Severity::Info => count(n, "info", "infos"),
    }
}

/// Whether a value from the environment is safe to put in a URL as is.
fn url_safe(s: &str, extra: &[char]) -> bool {
    !s.is_empty()
        && s.chars().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~') || extra.contains(&c)
        })
}

/// The blob URL of a line range, when the run knows its GitHub context.
fn blob_url(gh: &GithubContext, path: &str, line: u32, end_line: u32) -> Option<String> {
    let server = gh.server_url.trim_end_matches('/');
    let host = server
        .strip_prefix("https://")
        .or_else(|| server.strip_prefix("http://"))?;
    if !url_safe(host, &['/', ':'])
        || !url_safe(&gh.repository, &['/'])
        || !url_safe(&gh.sha, &[])
        || is_absolute_path(path)
    {
        return None;
    }
    // GitHub renders Markdown files unless asked for the source
    let plain = if path.to_ascii_lowercase().ends_with(".md") {
        "?plain=1"
    } else {
        ""
    };
    let anchor = if end_line > line {
        format!("#L{line}-L{end_line}")
    } else {
        format!("#L{line}")
    };
    Some(format!(
        "{server}/{}/blob/{}/{}{plain}{anchor}",
        gh.repository,
        gh.sha,
        percent_encode_path(&format!("{}{path}", gh.path_prefix))
    ))
}

/// `path:line:col`, linked to the line on GitHub when possible.
fn location(path: &str, line: u32, column: u32, end_line: u32, opts: &RenderOptions) -> String {
    let label = format!("{}:{line}:{column}", text(path, MAX_PATH));
    match opts
        .github
        .as_ref()
        .and_then(|gh| blob_url(gh, path, line, end_line))
    {
        Some(url) => format!("[{label}]({url})"),
        None => label,
    }
}

fn rule_link(f: &ReportFinding) -> String {
    format!("[{}]({})", code(f.rule.id), f.rule.help_uri())
}

/// One finding as a list item (several lines, ending with a blank line).
fn item(f: &ReportFinding, opts: &RenderOptions) -> String {
    let r = f.location.region;
    let state = if f.suppressed {
        let reason = f
            .suppression_reason
            .as_deref()
            .map(|r| format!(": {}", text(r, MAX_TEXT)))
            .unwrap_or_default();
        format!("  \n  *suppressed{reason}*")
    } else if f.baseline == BaselineState::Baselined {
        "  \n  *baselined*".to_string()
    } else {
        String::new()
    };
    let mut s = format!(
        "- {} **{}** {} · {}  \n  {}  \n  💡 {}{state}\n",
        icon(f.severity),
        f.severity.as_str(),
        rule_link(f),
        location(&f.location.path, r.line, r.column, r.end_line, opts),
        text_with_code(&f.message, MAX_TEXT),
        text_with_code(&f.suggestion, MAX_TEXT),
    );
    let related = f.related.len();
    for rel in f.related.iter().take(5) {
        let r = rel.location.region;
        s.push_str(&format!(
            "  - ↪ {} {}\n",
            location(&rel.location.path, r.line, r.column, r.end_line, opts),
            text(&rel.message, MAX_TEXT)
        ));
    }
    if related > 5 {
        s.push_str(&format!(
            "  - ↪ …and {} more related locations\n",
            related - 5
        ));
    }
    // a blank line between items gives the list room to breathe
    s.push('\n');
    s
}

/// The document, built under a byte budget.
#[derive(Clone)]
struct Doc {
    out: String,
    limit: usize,
    /// Items left out because the budget ran out.
    omitted: usize,
    /// New findings left out, by severity (errors, warnings, infos).
    new_omitted: [usize; 3],
}

impl Doc {
    fn push(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn fits(&self, extra: usize) -> bool {
        self.out.len() + extra + RESERVE <= self.limit
    }

    /// Adds the items of `list` in order while they fit (each rendered only
    /// when there may be room for it); the rest count as omitted. Returns how
    /// many were added.
    fn items<T>(&mut self, list: &[T], render: impl Fn(&T) -> String) -> usize {
        for (i, x) in list.iter().enumerate() {
            let it = render(x);
            if !self.fits(it.len()) {
                self.omitted += list.len() - i;
                return i;
            }
            self.push(&it);
        }
        list.len()
    }

    fn new(limit: usize) -> Doc {
        Doc {
            out: String::new(),
            limit,
            omitted: 0,
            new_omitted: [0; 3],
        }
    }
}

/// Findings of one rule with one suggestion, in report order.
fn groups<'a>(list: &[&'a ReportFinding]) -> Vec<Vec<&'a ReportFinding>> {
    let mut order: Vec<(&str, &str)> = Vec::new();
    let mut by_key: std::collections::HashMap<(&str, &str), Vec<&'a ReportFinding>> =
        std::collections::HashMap::new();
    for f in list {
        let key = (f.rule.id, f.suggestion.as_ref());
        let slot = by_key.entry(key).or_default();
        if slot.is_empty() {
            order.push(key);
        }
        slot.push(f);
    }
    order
        .into_iter()
        .filter_map(|k| by_key.remove(&k))
        .collect()
}

/// Locations listed under a group, at most.
const GROUP_LISTED: usize = 30;

/// A group of findings that share a rule and its advice: the rule and the
/// advice once, then each finding's place and message.
fn group_item(group: &[&ReportFinding], opts: &RenderOptions) -> String {
    let [first, ..] = group else {
        return String::new();
    };
    if group.len() == 1 {
        return item(first, opts);
    }
    let mut s = format!(
        "- {} **{}** {} · {} findings  \n  💡 {}\n",
        icon(first.severity),
        first.severity.as_str(),
        rule_link(first),
        group.len(),
        text_with_code(&first.suggestion, MAX_TEXT),
    );
    for f in group.iter().take(GROUP_LISTED) {
        let r = f.location.region;
        s.push_str(&format!(
            "  - {} {}\n",
            location(&f.location.path, r.line, r.column, r.end_line, opts),
            text_with_code(&f.message, MAX_TEXT)
        ));
    }
    if group.len() > GROUP_LISTED {
        s.push_str(&format!(
            "  - …and {} more (the JSON and SARIF reports list them all)\n",
            group.len() - GROUP_LISTED
        ));
    }
    s.push('\n');
    s
}

/// The groups of one severity: the first [`SHOWN_OPEN`] open, the rest
/// folded, while they fit. Returns how many groups were shown.
fn new_groups(doc: &mut Doc, groups: &[Vec<&ReportFinding>], opts: &RenderOptions) -> usize {
    let (first, rest) = groups.split_at(SHOWN_OPEN.min(groups.len()));
    let mut shown = doc.items(first, |g| group_item(g, opts));
    if shown == first.len() && !rest.is_empty() {
        // the fold's items go first into their own budget, so its title
        // can say how many it holds
        let mut fold = Doc::new(doc.limit.saturating_sub(doc.out.len() + 200));
        let folded = fold.items(rest, |g| group_item(g, opts));
        let n: usize = rest.iter().map(|g| g.len()).sum();
        let title = if folded == rest.len() {
            format!("{n} more {}", if n == 1 { "finding" } else { "findings" })
        } else {
            let fit: usize = rest.iter().take(folded).map(|g| g.len()).sum();
            format!("{fit} more findings (of {n}; the rest did not fit)")
        };
        doc.push(&format!("\n<details><summary>{title}</summary>\n\n"));
        doc.push(&fold.out);
        doc.omitted += fold.omitted;
        doc.push("\n</details>\n");
        shown += folded;
    } else {
        doc.omitted += rest.len();
    }
    shown
}

struct Counts {
    new: [usize; 3],
    baselined: [usize; 3],
    suppressed: [usize; 3],
}

fn sev_index(s: Severity) -> usize {
    match s {
        Severity::Error => 0,
        Severity::Warning => 1,
        Severity::Info => 2,
    }
}

fn counts<'a>(findings: impl Iterator<Item = &'a ReportFinding>) -> Counts {
    let mut c = Counts {
        new: [0; 3],
        baselined: [0; 3],
        suppressed: [0; 3],
    };
    for f in findings {
        let i = sev_index(f.severity);
        let slot = if f.suppressed {
            &mut c.suppressed
        } else if f.baseline == BaselineState::Baselined {
            &mut c.baselined
        } else {
            &mut c.new
        };
        if let Some(n) = slot.get_mut(i) {
            *n += 1;
        }
    }
    c
}

const SEVERITIES: [Severity; 3] = [Severity::Error, Severity::Warning, Severity::Info];

fn verdict(report: &Report) -> String {
    let s = &report.summary;
    let active: Vec<String> = SEVERITIES
        .iter()
        .zip([s.error_count, s.warning_count, s.info_count])
        .filter(|(_, n)| *n > 0)
        .map(|(sev, n)| severity_words(n, *sev))
        .collect();
    if !report.valid() {
        format!("## ❌ afd-surface failed: {}\n\n", active.join(", "))
    } else if active.is_empty() {
        "## ✅ afd-surface passed: no new findings\n\n".to_string()
    } else {
        format!(
            "## ✅ afd-surface passed: {} below the fail level\n\n",
            active.join(", ")
        )
    }
}

fn scope_line(report: &Report) -> String {
    let s = &report.summary;
    let fail = match report.fail_on.as_str() {
        "never" => "Findings never fail the run (`--fail-on never`).".to_string(),
        level => format!("New findings at or above {} fail the run.", code(level)),
    };
    format!(
        "Checked {} ({}, {}) with {}. {fail}\n\n",
        count(s.file_count, "file", "files"),
        count(s.command_count, "command", "commands"),
        count(s.skill_count, "skill", "skills"),
        count(s.rules_evaluated.len(), "rule", "rules"),
    )
}

fn counts_table(report: &Report, c: &Counts) -> String {
    let mut t =
        String::from("| Severity | New | Baselined | Suppressed |\n| :-- | --: | --: | --: |\n");
    for sev in SEVERITIES {
        let i = sev_index(sev);
        let get = |a: &[usize; 3]| a.get(i).copied().unwrap_or(0);
        t.push_str(&format!(
            "| {} {} | {} | {} | {} |\n",
            icon(sev),
            sev.as_str(),
            get(&c.new),
            get(&c.baselined),
            get(&c.suppressed)
        ));
    }
    let sum = |a: &[usize; 3]| a.iter().sum::<usize>();
    t.push_str(&format!(
        "| **total** | **{}** | **{}** | **{}** |\n\n",
        sum(&c.new),
        sum(&c.baselined),
        sum(&c.suppressed)
    ));
    if !report.stale_baseline.is_empty() {
        t.push_str(&format!(
            "🧹 {} (listed below).\n\n",
            super::stale_summary(&report.stale_baseline)
        ));
    }
    t
}

fn notes(report: &Report) -> String {
    let mut n = String::new();
    let s = &report.summary;
    let over: Vec<String> = SEVERITIES
        .iter()
        .zip([s.error_count, s.warning_count, s.info_count])
        .filter(|(_, c)| *c > super::github::PER_TYPE)
        .map(|(sev, c)| severity_words(c, *sev))
        .collect();
    if !over.is_empty() {
        n.push_str(&format!(
            "> **Note:** GitHub shows only {} workflow annotations of each type per step, and there are {}: the findings below and code scanning list them all.\n\n",
            super::github::PER_TYPE,
            over.join(", ")
        ));
    }
    if let Some(m) = report.findings_limit_message() {
        n.push_str(&format!("> **Warning:** {}\n\n", text_with_code(&m, 600)));
    }
    for note in report.notes.iter().take(MAX_LIST) {
        n.push_str(&format!("> **Note:** {}\n\n", text_with_code(note, 600)));
    }
    if !report.truncations.is_empty() {
        n.push_str("> **Warning:** some rules stopped early (`[limits] max-findings-per-rule`), so this report is incomplete:\n");
        for t in report.truncations.iter().take(MAX_LIST) {
            n.push_str(&format!(
                "> - {} stopped after {} findings on {}\n",
                code(t.rule),
                t.limit,
                text(&t.surface, MAX_PATH)
            ));
        }
        if report.truncations.len() > MAX_LIST {
            n.push_str(&format!(
                "> - …and {} more\n",
                report.truncations.len() - MAX_LIST
            ));
        }
        n.push('\n');
    }
    if !s.unused_suppressions.is_empty() {
        let list: Vec<String> = s
            .unused_suppressions
            .iter()
            .take(MAX_LIST)
            .map(|x| text(x, MAX_PATH))
            .collect();
        let more = s.unused_suppressions.len().saturating_sub(MAX_LIST);
        n.push_str(&format!(
            "ℹ️ {} matched no finding: {}{}.\n\n",
            count(s.unused_suppressions.len(), "suppression", "suppressions"),
            list.join(", "),
            if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            }
        ));
    }
    n
}

fn rules_table(report: &Report) -> String {
    // most severe first, then the most new findings (triage order)
    let mut ranked: Vec<(Severity, usize, String)> = Vec::new();
    let mut clean = Vec::new();
    for rule in &report.rules {
        let of_rule = || report.findings.iter().filter(|f| f.rule.id == rule.id);
        let c = counts(of_rule());
        let total: usize = [c.new, c.baselined, c.suppressed]
            .iter()
            .flat_map(|a| a.iter())
            .sum();
        if total == 0 {
            if report.summary.rules_evaluated.contains(&rule.id) {
                clean.push(format!("[{}]({})", code(rule.id), rule.help_uri()));
            }
            continue;
        }
        let sev = of_rule()
            .map(|f| f.severity)
            .max()
            .unwrap_or(rule.default_severity);
        let new: usize = c.new.iter().sum();
        ranked.push((
            sev,
            new,
            format!(
                "| [{}]({}) | {} {} | {} | {} | {} |\n",
                code(rule.id),
                rule.help_uri(),
                icon(sev),
                sev.as_str(),
                new,
                c.baselined.iter().sum::<usize>(),
                c.suppressed.iter().sum::<usize>()
            ),
        ));
    }
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let rows: String = ranked.into_iter().map(|(_, _, r)| r).collect();
    let mut t = String::new();
    if !rows.is_empty() {
        t.push_str("### Findings by rule\n\n| Rule | Severity | New | Baselined | Suppressed |\n| :-- | :-- | --: | --: | --: |\n");
        t.push_str(&rows);
        t.push('\n');
    }
    if !clean.is_empty() {
        t.push_str(&format!(
            "<details><summary>✅ {} with no findings</summary>\n\n{}\n\n</details>\n\n",
            count(clean.len(), "rule", "rules"),
            clean.join(" · ")
        ));
    }
    t
}

/// Writes the summary, at most `limit` bytes (plus a final newline).
pub fn render(report: &Report, opts: &RenderOptions, limit: usize) -> String {
    let mut local = opts.clone();
    if let Some(gh) = &mut local.github {
        gh.path_prefix.clone_from(&report.repo_prefix);
    }
    let opts = &local;
    let mut doc = Doc::new(limit);
    doc.push(&verdict(report));
    doc.push(&scope_line(report));
    if !report.findings.is_empty() || !report.stale_baseline.is_empty() {
        // a table of zeros says nothing a clean verdict does not
        let all = counts(report.findings.iter());
        doc.push(&counts_table(report, &all));
    }
    doc.push(&notes(report));
    doc.push(&rules_table(report));

    // Triage first: errors, then warnings, then infos (folded), each
    // finding of a rule that repeats the same advice grouped under it.
    for sev in SEVERITIES {
        let list: Vec<&ReportFinding> = report
            .findings
            .iter()
            .filter(|f| f.is_active() && f.severity == sev)
            .collect();
        if list.is_empty() {
            continue;
        }
        let groups = groups(&list);
        let heading = format!(
            "{} {} ({})",
            icon(sev),
            match sev {
                Severity::Error => "Errors",
                Severity::Warning => "Warnings",
                Severity::Info => "Infos",
            },
            list.len()
        );
        let fold = sev == Severity::Info;
        if fold {
            doc.push(&format!("<details><summary>{heading}</summary>\n\n"));
        } else {
            doc.push(&format!("### {heading}\n\n"));
        }
        let shown = new_groups(&mut doc, &groups, opts);
        let left: usize = groups.iter().skip(shown).map(|g| g.len()).sum();
        if let Some(n) = doc.new_omitted.get_mut(sev_index(sev)) {
            *n += left;
        }
        if fold {
            doc.push("\n</details>\n\n");
        } else {
            doc.push("\n");
        }
    }

    let hidden: Vec<&ReportFinding> = report.findings.iter().filter(|f| !f.is_active()).collect();
    if !hidden.is_empty() {
        doc.push(&format!(
            "<details><summary>{} baselined or suppressed (not failing)</summary>\n\n",
            count(hidden.len(), "finding", "findings")
        ));
        doc.items(&hidden, |f| item(f, opts));
        doc.push("\n</details>\n\n");
    }

    if !report.stale_baseline.is_empty() {
        let n = report.stale_baseline.len();
        let command = super::prune_command(report, |a| text(a, MAX_PATH));
        let summary = super::stale_summary(&report.stale_baseline);
        doc.push(&format!(
            "### Stale baseline entries\n\n{summary} (fixed, or the file moved). Stale entries never fail the run; prune them by rewriting the baseline: <code>{command}</code>\n\n"
        ));
        let fold = n > 10;
        if fold {
            doc.push(&format!(
                "<details><summary>{}</summary>\n\n",
                count(n, "stale entry", "stale entries")
            ));
        }
        doc.items(&report.stale_baseline, |e| {
            let commands = if e.commands.is_empty() {
                String::new()
            } else {
                let names: Vec<String> = e.commands.iter().take(10).map(|c| text(c, 100)).collect();
                format!(" — {}", names.join(", "))
            };
            let how = if e.matched == 0 {
                format!("×{}", e.count)
            } else {
                format!("count larger than the findings by {}", e.count)
            };
            format!(
                "- {} in {}{commands} ({how})\n",
                rule_label(&e.rule),
                text(&e.path, MAX_PATH),
            )
        });
        if fold {
            doc.push("\n</details>\n");
        }
        doc.push("\n");
    }

    if doc.omitted > 0 {
        let [e, w, i] = doc.new_omitted;
        let new = if e + w + i > 0 {
            format!(
                " New findings left out: {}, {} and {} (errors are listed first).",
                severity_words(e, Severity::Error),
                severity_words(w, Severity::Warning),
                severity_words(i, Severity::Info)
            )
        } else {
            String::new()
        };
        doc.push(&format!(
            "> **Warning:** this summary was cut to stay under GitHub's 1 MiB limit: {} not shown.{new} The JSON report lists everything.\n",
            count(doc.omitted, "item is", "items are")
        ));
    }
    let mut out = doc.out.trim_end().to_string();
    out.push('\n');
    out
}

pub fn write(report: &Report, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    out.write_all(render(report, opts, MAX_BYTES).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit;

    fn gh() -> RenderOptions {
        RenderOptions {
            color: false,
            quiet: false,
            github: Some(GithubContext {
                server_url: "https://github.com".into(),
                repository: "acme/tools".into(),
                sha: "0123abcd".into(),
                path_prefix: String::new(),
            }),
        }
    }

    #[test]
    fn multi_rule_snapshot() {
        insta::assert_snapshot!(render(&testkit::multi_rule(), &gh(), MAX_BYTES));
    }

    #[test]
    fn plain_paths_without_a_github_context() {
        let md = render(&testkit::multi_rule(), &RenderOptions::default(), MAX_BYTES);
        assert!(!md.contains("acme/tools/blob/"));
        assert!(md.contains("· servers/a\\.afd\\.json:3:46  \n"), "{md}");
    }

    #[test]
    fn blob_links_point_at_lines() {
        let md = render(&testkit::multi_rule(), &gh(), MAX_BYTES);
        assert!(md.contains("(https://github.com/acme/tools/blob/0123abcd/servers/a.afd.json#L3)"));
        assert!(md.contains(
            "(https://github.com/acme/tools/blob/0123abcd/skills/x/SKILL.md?plain=1#L2-L3)"
        ));
        let mut bad = gh();
        if let Some(g) = bad.github.as_mut() {
            g.server_url = "javascript:alert(1)//".into();
        }
        assert!(!render(&testkit::multi_rule(), &bad, MAX_BYTES).contains("acme/tools/blob/"));
    }

    #[test]
    fn hostile_snapshot() {
        let md = render(&testkit::hostile(), &gh(), MAX_BYTES);
        assert!(!md.contains("<script>"));
        assert!(!md.contains("@org/team"));
        assert!(!md.contains("[x](javascript"));
        assert!(!md.contains("https://evil"));
        assert!(!md.contains('\u{202E}'));
        insta::assert_snapshot!(md);
    }

    #[test]
    fn stale_entries_of_unknown_rules_are_escaped() {
        // A baseline entry's rule is whatever the file says (its fingerprint
        // is checked, not its rule id), so it is untrusted text.
        let mut report = testkit::multi_rule();
        let rule = "x`<img src=x onerror=alert(1)>`\n# h\u{0}";
        report.stale_baseline.push(crate::report::StaleEntry {
            rule: rule.into(),
            path: "servers/a.afd.json".into(),
            commands: vec!["a".into()],
            count: 1,
            matched: 0,
            fingerprint: crate::baseline::fingerprint(
                rule,
                "servers/a.afd.json",
                &["a".into()],
                "",
            )
            .hex(),
        });
        let md = render(&report, &gh(), MAX_BYTES);
        assert!(!md.contains("<img"), "{md}");
        assert!(!md.contains('\u{0}'));
        assert!(!md.contains("\n# h"));
        assert!(md.contains("- x\\`&lt;img src\\=x onerror\\=alert\\(1\\)&gt;\\` \\# h&lt;U+0000&gt; in servers/a\\.afd\\.json — a (×1)"), "{md}");
        // a known rule id stays a code span
        assert!(md.contains("- `description-quality` in servers/a\\.afd\\.json"));
    }

    #[test]
    fn escape_neutralises_markdown() {
        assert_eq!(escape("a|b"), "a\\|b");
        assert_eq!(escape("<b>&x"), "&lt;b&gt;&amp;x");
        assert_eq!(escape("@team"), "@&#8203;team");
        assert_eq!(escape("l1\nl2\r"), "l1 l2 ");
        assert_eq!(escape("`x` *y* [z](u)"), "\\`x\\` \\*y\\* \\[z\\]\\(u\\)");
        assert_eq!(escape("www.x https://y"), "www\\.x https\\://y");
    }

    /// `n` copies of `f`, each with its own advice (so none are grouped).
    fn distinct(f: ReportFinding, n: usize) -> impl Iterator<Item = ReportFinding> {
        (0..n).map(move |i| {
            let mut g = f.clone();
            g.suggestion = format!("{} ({i})", g.suggestion).into();
            g
        })
    }

    #[test]
    fn stays_under_the_size_limit_with_a_note() {
        let mut report = testkit::multi_rule();
        let template = testkit::active(&report, Severity::Error);
        report.findings = distinct(template, 3000).collect();
        report.recount();
        let limit = 200_000;
        let md = render(&report, &gh(), limit);
        assert!(md.len() <= limit, "{}", md.len());
        assert!(md.contains("this summary was cut to stay under GitHub's 1 MiB limit"));
        // every fold is closed
        assert_eq!(
            md.matches("<details>").count(),
            md.matches("</details>").count()
        );
        let full = render(&report, &gh(), MAX_BYTES);
        assert!(full.len() <= MAX_BYTES);
    }

    #[test]
    fn a_cut_list_keeps_the_most_severe_findings() {
        let mut report = testkit::multi_rule();
        let info = testkit::active(&report, Severity::Info);
        let mut warning = testkit::active(&report, Severity::Warning);
        warning.location.path = "servers/w.afd.json".into();
        // the one error comes last in report order
        let mut error = testkit::active(&report, Severity::Error);
        error.location.path = "z/last.afd.json".into();
        error.message = "THE ERROR".into();
        report.findings = distinct(info, 3000)
            .chain(std::iter::once(warning))
            .chain(std::iter::once(error))
            .collect();
        report.recount();
        let md = render(&report, &gh(), 200_000);
        assert!(md.len() <= 200_000);
        // errors first, then warnings, then the infos, folded
        assert!(md.contains("### 🔴 Errors (1)\n\n- 🔴 **error**"), "{md}");
        let error_at = md.find("THE ERROR").unwrap();
        let warning_at = md.find("- 🟡 **warning**").unwrap();
        let info_at = md
            .find("<details><summary>🔵 Infos (3000)</summary>")
            .unwrap();
        assert!(error_at < warning_at && warning_at < info_at);
        let shown = md.matches("- 🔵 **info**").count();
        assert!(shown > 20 && shown < 3000, "{shown}");
        assert!(
            md.contains(&format!(
                "New findings left out: 0 errors, 0 warnings and {} infos (errors are listed first)",
                3000 - shown
            )),
            "{}",
            &md[md.len() - 400..]
        );
        // nothing cut
        let md = render(&report, &gh(), MAX_BYTES * 8);
        assert!(!md.contains("left out"));
        assert_eq!(md.matches("- 🔵 **info**").count(), 3000);
    }

    #[test]
    fn many_annotations_are_mentioned() {
        let mut report = testkit::multi_rule();
        let template = testkit::active(&report, Severity::Error);
        report.findings = distinct(template.clone(), 21).collect();
        report.recount();
        let md = render(&report, &RenderOptions::default(), MAX_BYTES);
        assert!(md.contains("GitHub shows only 10 workflow annotations of each type per step, and there are 21 errors"));
        assert!(
            md.contains("<details><summary>1 more finding</summary>"),
            "{md}"
        );
        // findings of one rule with one piece of advice are grouped
        report.findings = std::iter::repeat_n(template, 21).collect();
        report.recount();
        let md = render(&report, &RenderOptions::default(), MAX_BYTES);
        assert_eq!(md.matches("- 🔴 **error**").count(), 1, "{md}");
        assert!(md.contains(" · 21 findings  \n  💡 "), "{md}");
    }
}
