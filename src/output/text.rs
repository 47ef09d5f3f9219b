//! Compiler-style terminal output: `path:line:col: severity[rule]: message`,
//! a source snippet, the suggestion, then a summary. Colour only when asked
//! (on a terminal). Suppressed and baselined findings are counted, not shown.

use std::borrow::Cow;
use std::io::{self, Write};

use anstyle::{AnsiColor, Style as Paint};
use rayon::prelude::*;

use crate::finding::Severity;
use crate::report::{Report, ReportFinding};

const BOLD: Paint = Paint::new().bold();
const BLUE: Paint = Paint::new().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Blue)));
const PASSED: Paint = bold(AnsiColor::Green);
const FAILED: Paint = bold(AnsiColor::Red);

const fn bold(c: AnsiColor) -> Paint {
    Paint::new().bold().fg_color(Some(anstyle::Color::Ansi(c)))
}

struct Style {
    color: bool,
}

impl Style {
    fn paint<'a>(&self, style: Paint, s: &'a str) -> Cow<'a, str> {
        if self.color {
            Cow::Owned(format!("{}{s}{}", style.render(), style.render_reset()))
        } else {
            Cow::Borrowed(s)
        }
    }

    fn severity(&self, sev: Severity) -> Cow<'static, str> {
        self.paint(severity_style(sev), sev.as_str())
    }
}

fn severity_style(sev: Severity) -> Paint {
    match sev {
        Severity::Error => bold(AnsiColor::Red),
        Severity::Warning => bold(AnsiColor::Yellow),
        Severity::Info => bold(AnsiColor::Cyan),
    }
}

pub use crate::escape::terminal as sanitize;
use crate::escape::terminal_cow as clean;

/// Terminal columns a character takes (East Asian wide and emoji: 2).
fn columns(c: char) -> usize {
    match c as u32 {
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1F64F
        | 0x1F900..=0x1F9FF
        | 0x20000..=0x3FFFD => 2,
        _ => 1,
    }
}

// The source window is drawn here rather than with `annotate-snippets`: its
// rustc-style layout (`-->` lines, gutters sized to the file) would change
// this format, on which users' scripts and the snapshots rely, and it
// renders whole lines, while a minified manifest is one line of megabytes;
// `report::Snippet` is already cut to a window of 100 characters.

/// The padding that puts a caret under the `chars`-th character of `text`
/// as printed (after sanitising), and the width of the next `len` characters.
fn caret_geometry(text: &str, chars: usize, len: usize) -> (String, usize) {
    let prefix: String = text.chars().take(chars).collect();
    let pad = sanitize(&prefix)
        .chars()
        .map(|c| {
            if c == '\t' {
                "\t".to_string()
            } else {
                " ".repeat(columns(c))
            }
        })
        .collect();
    let marked: String = text.chars().skip(chars).take(len).collect();
    let width = sanitize(&marked).chars().map(columns).sum::<usize>().max(1);
    (pad, width)
}

fn write_finding(out: &mut dyn Write, f: &ReportFinding, st: &Style) -> io::Result<()> {
    let loc = &f.location;
    writeln!(
        out,
        "{}: {}{}: {}",
        st.paint(
            BOLD,
            &format!(
                "{}:{}:{}",
                clean(&loc.path),
                loc.region.line,
                loc.region.column
            )
        ),
        st.severity(f.severity),
        st.paint(BOLD, &format!("[{}]", f.rule.id)),
        st.paint(BOLD, &clean(&f.message)),
    )?;
    if let Some(sn) = &f.snippet {
        let num = loc.region.line.to_string();
        let pad = " ".repeat(num.len());
        let bar = st.paint(BLUE, "|");
        writeln!(out, "{pad} {bar}")?;
        writeln!(out, "{} {bar} {}", st.paint(BLUE, &num), clean(&sn.text))?;
        let (caret_pad, width) = caret_geometry(&sn.text, sn.start, sn.len);
        let carets = "^".repeat(width);
        writeln!(
            out,
            "{pad} {bar} {caret_pad}{}",
            st.paint(severity_style(f.severity), &carets)
        )?;
    }
    for r in &f.related {
        writeln!(
            out,
            "  = note: {} ({}:{}:{})",
            clean(&r.message),
            clean(&r.location.path),
            r.location.region.line,
            r.location.region.column
        )?;
    }
    writeln!(
        out,
        "  = {}: {}",
        st.paint(BOLD, "help"),
        clean(&f.suggestion)
    )?;
    writeln!(out)
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Stale baseline entries listed under their note.
const STALE_LISTED: usize = 10;

/// Findings rendered by one task.
const RENDER_BATCH: usize = 128;

/// Findings rendered before they are written (bounds the memory held).
const RENDER_WINDOW: usize = 1024;

pub fn write(report: &Report, opts: &super::RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let mut buffered = io::BufWriter::with_capacity(1 << 16, out);
    write_report(report, opts, &mut buffered)?;
    buffered.flush()
}

fn write_report(
    report: &Report,
    opts: &super::RenderOptions,
    out: &mut dyn Write,
) -> io::Result<()> {
    let st = Style { color: opts.color };
    // Findings are rendered in parallel by batches, then written in order.
    // (`--quiet`: errors only; the summary still counts everything)
    let active: Vec<&ReportFinding> = report
        .findings
        .iter()
        .filter(|f| f.is_active() && (!opts.quiet || f.severity == Severity::Error))
        .collect();
    for window in active.chunks(RENDER_WINDOW) {
        let parts: Vec<io::Result<Vec<u8>>> = window
            .par_chunks(RENDER_BATCH)
            .map(|batch| {
                let mut buf = Vec::with_capacity(batch.len() * 512);
                for f in batch {
                    write_finding(&mut buf, f, &st)?;
                }
                Ok(buf)
            })
            .collect();
        for part in parts {
            out.write_all(&part?)?;
        }
    }
    let s = &report.summary;
    if let Some(m) = report.findings_limit_message() {
        writeln!(out, "note: {m}")?;
    }
    for t in &report.truncations {
        writeln!(
            out,
            "note: rule `{}` stopped after {} findings on {} (`[limits] max-findings-per-rule`)",
            t.rule,
            t.limit,
            clean(&t.surface)
        )?;
    }
    for spec in &s.unused_suppressions {
        writeln!(
            out,
            "note: suppression `{}` matched no finding",
            clean(spec)
        )?;
    }
    if !report.stale_baseline.is_empty() {
        writeln!(
            out,
            "note: {}; run `{}` to prune {}",
            clean(&super::stale_summary(&report.stale_baseline)),
            super::prune_command(report, |a| clean(a).into_owned()),
            if report.stale_baseline.len() == 1 {
                "it"
            } else {
                "them"
            }
        )?;
        for e in report.stale_baseline.iter().take(STALE_LISTED) {
            writeln!(out, "  - {}", clean(&super::stale_entry(e)))?;
        }
        if report.stale_baseline.len() > STALE_LISTED {
            writeln!(
                out,
                "  - …and {} more (the JSON report lists them all)",
                report.stale_baseline.len() - STALE_LISTED
            )?;
        }
    }
    if let Some(line) = super::profiles_line(report) {
        writeln!(out, "{}", clean(&line))?;
    }
    let scanned = format!(
        "{}, {} and {}",
        plural(s.file_count, "file", "files"),
        plural(s.command_count, "command", "commands"),
        plural(s.skill_count, "skill", "skills"),
    );
    let mut hidden = Vec::new();
    if s.suppressed_count > 0 {
        hidden.push(format!("{} suppressed", s.suppressed_count));
    }
    if s.baselined_count > 0 {
        hidden.push(format!("{} baselined", s.baselined_count));
    }
    let hidden = if hidden.is_empty() {
        String::new()
    } else {
        format!(" ({} not shown)", hidden.join(", "))
    };
    if s.error_count + s.warning_count + s.info_count == 0 {
        writeln!(
            out,
            "{} Checked {scanned}: no findings{hidden}.",
            st.paint(PASSED, "✓")
        )?;
    } else {
        writeln!(
            out,
            "Found {}, {} and {} in {scanned}{hidden}.",
            st.severity_count(Severity::Error, s.error_count),
            st.severity_count(Severity::Warning, s.warning_count),
            st.severity_count(Severity::Info, s.info_count),
        )?;
    }
    if !report.valid() {
        writeln!(
            out,
            "{}: findings at or above `{}` fail the run",
            st.paint(FAILED, "failed"),
            report.fail_on.as_str()
        )?;
    }
    Ok(())
}

impl Style {
    fn severity_count(&self, sev: Severity, n: usize) -> String {
        let word = match sev {
            Severity::Error => plural(n, "error", "errors"),
            Severity::Warning => plural(n, "warning", "warnings"),
            Severity::Info => plural(n, "info", "infos"),
        };
        if n == 0 {
            word
        } else {
            self.paint(severity_style(sev), &word).into_owned()
        }
    }
}
