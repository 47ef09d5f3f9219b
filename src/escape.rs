//! Untrusted text made safe for a terminal and a CI log: everything that
//! comes from a file, a path, the configuration or the baseline and goes to
//! standard output or standard error passes through here. A leaf module.

use std::borrow::Cow;

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

#[cfg(test)]
mod tests {
    use super::*;

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
