//! Untrusted text made safe for a terminal and a CI log: everything that
//! comes from a file, a path, the configuration or the baseline and goes to
//! standard output or standard error passes through here. A leaf module.

use std::borrow::Cow;
use std::io::{self, Write};

/// Characters that render as nothing or reorder text: shown escaped so a
/// reader sees what is really in the file.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{206F}'
        | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF9}'..='\u{FFFB}' | '\u{FFFE}' | '\u{FFFF}'
        | '\u{E0000}'..='\u{E0FFF}')
}

/// Makes untrusted text safe for a terminal: control characters, bidi
/// controls and invisible characters are shown escaped (`\u{202e}`) instead
/// of being interpreted.
pub fn terminal(s: &str) -> String {
    terminal_cow(s).into_owned()
}

/// [`terminal`], borrowing the text when it is printable ASCII (the common
/// case) instead of copying it.
pub fn terminal_cow(s: &str) -> Cow<'_, str> {
    if s.bytes().all(|b| (0x20..0x7F).contains(&b) || b == b'\t') {
        Cow::Borrowed(s)
    } else {
        Cow::Owned(escape(s))
    }
}

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == '\n' {
            out.push_str("\\n");
        } else if (c.is_control() && c != '\t') || is_invisible(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// [`terminal`] for one line of a message on standard error (a path, a
/// glob, a key): besides control, bidi and invisible characters, a leading
/// `::` is broken, so the line cannot be read as a workflow command
/// (`::error::`) by a CI runner.
pub fn line(s: &str) -> String {
    let clean = terminal(s);
    match clean.strip_prefix("::") {
        Some(rest) => format!(":\\u{{3a}}{rest}"),
        None => clean,
    }
}

/// A writer for standard error that passes every line through [`line`]:
/// whatever a message quotes (a config key, a baseline rule name, a path, a
/// parser's error text) cannot move the cursor, retitle the terminal or
/// start a workflow command, even where the message's author forgot to
/// escape it. Lines are written whole; the rest is written on flush and
/// when the writer is dropped.
pub struct Lines<W: Write> {
    inner: W,
    pending: Vec<u8>,
}

/// Bytes of a line kept before it is written anyway (a message has no
/// business being longer; a hostile one is cut into escaped pieces).
const MAX_LINE: usize = 64 * 1024;

impl<W: Write> Lines<W> {
    pub fn new(inner: W) -> Lines<W> {
        Lines {
            inner,
            pending: Vec::new(),
        }
    }

    fn emit(&mut self, bytes_end: usize, newline: bool) -> io::Result<()> {
        let text = String::from_utf8_lossy(self.pending.get(..bytes_end).unwrap_or_default());
        let mut clean = line(&text);
        if newline {
            clean.push('\n');
        }
        self.inner.write_all(clean.as_bytes())
    }
}

impl<W: Write> Write for Lines<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        while let Some(i) = self.pending.iter().position(|&b| b == b'\n') {
            self.emit(i, true)?;
            self.pending.drain(..=i);
        }
        if self.pending.len() > MAX_LINE {
            // the line goes on where this piece ends, so nothing in the
            // next piece starts a line
            self.emit(self.pending.len(), false)?;
            self.pending.clear();
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            self.emit(self.pending.len(), false)?;
            self.pending.clear();
        }
        self.inner.flush()
    }
}

impl<W: Write> Drop for Lines<W> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stderr_lines_are_escaped_one_by_one() {
        let mut out = Vec::new();
        {
            let mut w = Lines::new(&mut out);
            write!(w, "error: unknown field `a\n::error::pwned\u{1b}]0;x\u{7}`").unwrap();
            writeln!(w, ", expected one of `b`").unwrap();
            write!(w, "tail without newline \u{1b}[2J").unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert_eq!(
            text,
            "error: unknown field `a\n:\\u{3a}error::pwned\\u{1b}]0;x\\u{7}`, expected one of `b`\ntail without newline \\u{1b}[2J"
        );
        assert!(!text.contains('\u{1b}'));
        assert!(!text.lines().any(|l| l.starts_with("::")));
    }

    #[test]
    fn a_huge_line_is_written_in_escaped_pieces() {
        let mut out = Vec::new();
        {
            let mut w = Lines::new(&mut out);
            let big = format!("{}\u{1b}", "x".repeat(MAX_LINE + 10));
            w.write_all(big.as_bytes()).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert!(text.ends_with("\\u{1b}"));
        assert!(!text.contains('\u{1b}'));
    }

    #[test]
    fn escapes_what_a_terminal_or_a_log_would_interpret() {
        assert_eq!(terminal("plain text"), "plain text");
        assert_eq!(terminal("a\u{1b}[31mb"), "a\\u{1b}[31mb");
        assert_eq!(terminal("a\nb\rc"), "a\\nb\\u{d}c");
        assert_eq!(terminal("\u{202e}x"), "\\u{202e}x");
        assert_eq!(line("::error::x"), ":\\u{3a}error::x");
        assert_eq!(line("a\n::error::x"), "a\\n::error::x");
    }
}
