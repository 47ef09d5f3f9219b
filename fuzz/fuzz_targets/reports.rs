//! Arbitrary reports written in every format: findings of any rule and
//! severity with hostile messages, suggestions, command names, paths,
//! related locations, evidence, suppression reasons and snippets, plus
//! stale baseline entries (their rule, path and commands come from a
//! baseline file, so they are untrusted too), truncations and unused
//! suppressions. Each output must be valid for its format (see
//! `afd_surface_fuzz::check_all_formats`).

#![no_main]

use afd_surface::baseline;
use afd_surface::config::FailOn;
use afd_surface::finding::{Evidence, Severity};
use afd_surface::output::{GithubContext, RenderOptions};
use afd_surface::report::{
    BaselineState, CheckedFile, FileKind, Location, RelatedLocation, Report, ReportFinding,
    RuleMeta, Snippet, StaleEntry, Summary, Truncation,
};
use afd_surface::rules;
use afd_surface::source::Region;
use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

/// Pieces that try to break out of some format.
const TOKENS: &[&str] = &[
    "\r\n",
    "\n",
    "\r",
    "::",
    "::error::",
    "%0A",
    "%",
    ",",
    ":",
    "<",
    ">",
    "&",
    "]]>",
    "</testcase>",
    "<script>",
    "<details>",
    "</details>",
    "`",
    "```",
    "@org/team",
    "[x](javascript:alert(1))",
    "![i](https://e.example/i.png)",
    "|",
    "*",
    "_",
    "#",
    "\\",
    "\"",
    "'",
    "\0",
    "\u{1}",
    "\u{b}",
    "\u{1b}[31m",
    "\u{7f}",
    "\u{85}",
    "\u{2028}",
    "\u{2029}",
    "\u{202E}",
    "\u{200B}",
    "\u{FEFF}",
    "\u{FFFE}",
    "\u{FFFF}",
    "\u{D7FF}",
    "\u{E0041}",
    "\u{10FFFF}",
    "&#1;",
    "&amp;",
    "$x$",
    "~s~",
    "<!--",
    "-->",
    "https://evil.example",
    "www.evil.example",
    "\t",
    " ",
    "    ",
    "é",
    "漢",
    "🔥",
    "\u{301}",
    "-",
    "+",
    ".",
    "=",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "!",
    "^",
    "\"findings\": []",
];

/// Characters of untrusted text one report may still get (long texts are
/// needed to reach the writers' truncation limits, but a report of
/// megabytes makes every run slow).
const BUDGET: usize = 20_000;

thread_local! {
    static LEFT: std::cell::Cell<usize> = const { std::cell::Cell::new(BUDGET) };
}

/// Untrusted text: arbitrary characters mixed with the tokens above, now
/// and then a long run of one character.
fn text(u: &mut Unstructured<'_>) -> Result<String> {
    pieces(u, 15)
}

/// Text without long runs (paths: each file is a test case of every rule in
/// JUnit and a URI in every SARIF location, so long ones make runs slow).
fn short_text(u: &mut Unstructured<'_>) -> Result<String> {
    pieces(u, 14)
}

fn pieces(u: &mut Unstructured<'_>, kinds: u8) -> Result<String> {
    let mut s = String::new();
    let n = u.int_in_range(0..=16)?;
    for _ in 0..n {
        match u.int_in_range(0..=kinds)? {
            0..=5 => s.push_str(u.choose(TOKENS)?),
            6..=10 => s.push(u.arbitrary::<char>()?),
            11..=14 => {
                let run: &str = u.arbitrary()?;
                s.push_str(run);
            }
            _ => {
                let c = u.arbitrary::<char>()?;
                let len = u.int_in_range(1..=5000)?;
                let len = LEFT.with(|l| {
                    let n = len.min(l.get());
                    l.set(l.get() - n);
                    n
                });
                s.extend(std::iter::repeat_n(c, len));
            }
        }
    }
    Ok(s)
}

fn texts(u: &mut Unstructured<'_>, max: usize) -> Result<Vec<String>> {
    let n = u.int_in_range(0..=max)?;
    (0..n).map(|_| text(u)).collect()
}

/// A path: mostly relative, sometimes absolute (Unix, drive, UNC).
fn path(u: &mut Unstructured<'_>, known: &[String]) -> Result<String> {
    if !known.is_empty() && u.ratio(2, 3)? {
        return Ok(u.choose(known)?.clone());
    }
    let p = short_text(u)?;
    Ok(match u.int_in_range(0..=5)? {
        0 => format!("/abs/{p}"),
        1 => format!("C:\\dir\\{p}"),
        2 => format!("\\\\server\\share\\{p}"),
        _ => p,
    })
}

/// A valid region: 1-based, ending at or after its start.
fn region(u: &mut Unstructured<'_>) -> Result<Region> {
    let line = u.int_in_range(1..=u32::MAX)?;
    let column = u.int_in_range(1..=u32::MAX)?;
    let end_line = u.int_in_range(line..=u32::MAX)?;
    let end_column = if end_line == line {
        u.int_in_range(column..=u32::MAX)?
    } else {
        u.int_in_range(1..=u32::MAX)?
    };
    Ok(Region {
        line,
        column,
        end_line,
        end_column,
    })
}

fn value(u: &mut Unstructured<'_>, depth: usize) -> Result<Value> {
    Ok(match u.int_in_range(0..=if depth > 3 { 4 } else { 6 })? {
        0 => Value::Null,
        1 => Value::Bool(u.arbitrary()?),
        2 => afd_surface::finding::json_number(u.arbitrary()?),
        3 => Value::from(u.arbitrary::<i64>()?),
        4 => Value::String(text(u)?),
        5 => {
            let n = u.int_in_range(0..=40)?;
            Value::Array((0..n).map(|_| value(u, depth + 1)).collect::<Result<_>>()?)
        }
        _ => Value::Object(object(u, depth + 1)?),
    })
}

fn object(u: &mut Unstructured<'_>, depth: usize) -> Result<Map<String, Value>> {
    let n = u.int_in_range(0..=6)?;
    let mut m = Map::new();
    for _ in 0..n {
        m.insert(text(u)?, value(u, depth)?);
    }
    Ok(m)
}

/// Evidence keys are a rule's own names; the hostile ones stand for a rule
/// that would name a key badly.
const EVIDENCE_KEYS: &[&str] = &[
    "similarity",
    "matchedText",
    "",
    "x\"y\\z",
    "<script>alert(1)</script>",
    "a\u{2028}b\u{0}c",
    "\u{1b}[31mred",
    "::error::x",
];

fn evidence(u: &mut Unstructured<'_>, depth: usize) -> Result<Evidence> {
    let n = u.int_in_range(0..=6)?;
    let mut m = Evidence::default();
    for _ in 0..n {
        m.insert(u.choose(EVIDENCE_KEYS)?, value(u, depth)?);
    }
    Ok(m)
}

fn snippet(u: &mut Unstructured<'_>) -> Result<Option<Box<Snippet>>> {
    if !u.arbitrary::<bool>()? {
        return Ok(None);
    }
    let text = text(u)?;
    let chars = text.chars().count();
    let start = u.int_in_range(0..=chars)?;
    let len = u.int_in_range(1..=chars.saturating_sub(start).max(1))?;
    Ok(Some(Box::new(Snippet { text, start, len })))
}

fn severity(u: &mut Unstructured<'_>) -> Result<Severity> {
    u.choose(&[Severity::Error, Severity::Warning, Severity::Info])
        .copied()
}

fn finding(
    u: &mut Unstructured<'_>,
    metas: &[&'static RuleMeta],
    paths: &[String],
) -> Result<ReportFinding> {
    let rule = *u.choose(metas)?;
    let path = path(u, paths)?;
    let commands = texts(u, 4)?;
    let discriminator = text(u)?;
    let subjects = baseline::sorted_subjects(&commands);
    let fingerprint = baseline::fingerprint_of_sorted(rule.id, &path, &subjects, &discriminator);
    let suppressed = u.arbitrary()?;
    let mut related = Vec::new();
    for _ in 0..u.int_in_range(0..=8)? {
        related.push(RelatedLocation {
            location: Location {
                path: self::path(u, paths)?.into(),
                region: region(u)?,
            },
            message: text(u)?,
        });
    }
    Ok(ReportFinding {
        rule,
        severity: severity(u)?,
        message: text(u)?,
        suggestion: text(u)?.into(),
        commands,
        evidence: evidence(u, 0)?,
        suppressed,
        suppression_reason: if suppressed && u.arbitrary()? {
            Some(text(u)?)
        } else {
            None
        },
        baseline: if u.arbitrary()? {
            BaselineState::Baselined
        } else {
            BaselineState::New
        },
        fingerprint,
        subjects,
        discriminator,
        location: Location {
            path: path.into(),
            region: region(u)?,
        },
        related,
        snippet: snippet(u)?,
    })
}

fn report(u: &mut Unstructured<'_>) -> Result<(Report, RenderOptions)> {
    let metas: Vec<&'static RuleMeta> = rules::all_meta().collect();
    let mut files: Vec<CheckedFile> = Vec::new();
    for _ in 0..u.int_in_range(0..=4)? {
        files.push(CheckedFile {
            path: path(u, &[])?,
            kind: if u.arbitrary()? {
                FileKind::Manifest
            } else {
                FileKind::Skill
            },
            rules: Vec::new(),
        });
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    let paths: Vec<String> = files.iter().map(|f| f.path.clone()).collect();
    let mut findings = Vec::new();
    // many findings at times, to pass the 10-annotation and folding limits
    let n = if u.ratio(1, 64)? {
        u.int_in_range(0..=300)?
    } else if u.ratio(1, 8)? {
        u.int_in_range(0..=40)?
    } else {
        u.int_in_range(0..=12)?
    };
    for _ in 0..n {
        findings.push(finding(u, &metas, &paths)?);
    }
    findings.sort_by(afd_surface::report::compare);
    let mut stale = Vec::new();
    for _ in 0..u.int_in_range(0..=14)? {
        let rule = if u.arbitrary()? {
            u.choose(&metas)?.id.to_string()
        } else {
            text(u)?
        };
        let path = path(u, &paths)?;
        let commands = texts(u, 3)?;
        stale.push(StaleEntry {
            fingerprint: baseline::fingerprint(&rule, &path, &commands, "").hex(),
            rule,
            path: path.into(),
            commands,
            count: u.int_in_range(1..=u64::MAX)?,
            matched: u.int_in_range(0..=3)?,
        });
    }
    let mut truncations = Vec::new();
    for _ in 0..u.int_in_range(0..=3)? {
        truncations.push(Truncation {
            rule: u.choose(&metas)?.id,
            surface: path(u, &paths)?,
            limit: u.arbitrary()?,
        });
    }
    let rules_evaluated: Vec<&'static str> = metas
        .iter()
        .filter(|_| u.arbitrary().unwrap_or(true))
        .map(|m| m.id)
        .collect();
    // The registry's rules that findings use, and a few more: every rule
    // would make each run write all the rule descriptors (slow, and the
    // same every time).
    let rules: Vec<&'static RuleMeta> = metas
        .iter()
        .copied()
        .filter(|m| findings.iter().any(|f| f.rule.id == m.id) || u.ratio(1, 16).unwrap_or(false))
        .collect();
    for f in &mut files {
        f.rules = rules_evaluated.clone();
    }
    let surfaces: Vec<afd_surface::report::SurfaceSummary> = files
        .iter()
        .map(|f| afd_surface::report::SurfaceSummary {
            path: f.path.clone(),
            kind: afd_surface::report::SurfaceSummaryKind::Manifest,
            profile: None,
            command_count: 1,
        })
        .collect();
    let mut report = Report {
        tool_name: afd_surface::NAME,
        tool_version: afd_surface::VERSION,
        findings,
        stale_baseline: stale,
        truncations,
        summary: Summary {
            command_count: u.arbitrary()?,
            skill_count: u.arbitrary()?,
            file_count: files.len(),
            unused_suppressions: texts(u, 3)?,
            rules_evaluated,
            duration_ms: 0.0,
            ..Default::default()
        },
        fail_on: *u.choose(&[FailOn::Error, FailOn::Warning, FailOn::Info, FailOn::Never])?,
        rules,
        files,
        surfaces,
        sarif_min_severity: *u.choose(&[Severity::Error, Severity::Warning, Severity::Info])?,
        repo_prefix: if u.arbitrary()? {
            String::new()
        } else {
            format!("{}/", short_text(u)?)
        },
        notes: texts(u, 2)?,
        findings_limit: if u.ratio(1, 8)? {
            Some(u.int_in_range(1..=100)?)
        } else {
            None
        },
        sarif_category: if u.arbitrary()? { Some(text(u)?) } else { None },
        baseline_path: if u.arbitrary()? { Some(text(u)?) } else { None },
        paths: (0..u.int_in_range(0..=2)?)
            .map(|_| path(u, &paths))
            .collect::<Result<_>>()?,
    };
    report.recount();
    let github = if u.arbitrary()? {
        Some(GithubContext {
            server_url: if u.arbitrary()? {
                "https://github.com".into()
            } else {
                text(u)?
            },
            repository: if u.arbitrary()? {
                "acme/tools".into()
            } else {
                text(u)?
            },
            sha: if u.arbitrary()? {
                "0123abcd".into()
            } else {
                text(u)?
            },
            path_prefix: String::new(),
        })
    } else {
        None
    };
    Ok((
        report,
        RenderOptions {
            color: false,
            github,
            quiet: u.arbitrary()?,
        },
    ))
}

fuzz_target!(|data: &[u8]| {
    LEFT.with(|l| l.set(BUDGET));
    let mut u = Unstructured::new(data);
    let Ok((report, opts)) = report(&mut u) else {
        return;
    };
    afd_surface_fuzz::check_all_formats(&report, &opts);
});
