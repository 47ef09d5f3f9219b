//! Symbolic locations resolved to lines and columns, in one place (the
//! model of zizmor's `concretize()`): rules point at spans of the source or
//! at ranges inside a string value ([`Loc`]); this module maps them through
//! the value's encoding in the source (JSON escapes, YAML quoting) to
//! [`Location`]s, and cuts the snippet the text format shows. Report and
//! output code never look at the inputs' syntax.

use std::ops::Range;

use crate::finding::{Finding, Loc};
use crate::model::TextEncoding;
use crate::report::{BaselineState, Location, RelatedLocation, ReportFinding, Snippet};
use crate::source::{SourceMap, Span};

/// Maps a byte range of the decoded value of a JSON string literal to a byte
/// range of its source text (`raw` is the literal with its quotes).
fn json_string_subrange(raw: &str, decoded: Range<usize>) -> Option<Range<usize>> {
    let inner_start = 1usize;
    let body = raw.get(1..raw.len().saturating_sub(1))?;
    let mut decoded_pos = 0usize;
    let mut start = None;
    let mut end = None;
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if start.is_none() && decoded_pos >= decoded.start {
            start = Some(inner_start + i);
        }
        if decoded_pos >= decoded.end {
            end = Some(inner_start + i);
            break;
        }
        let produced = if c == '\\' {
            match chars.next() {
                Some((_, 'u')) => {
                    let hex: String = (0..4)
                        .filter_map(|_| chars.next().map(|(_, h)| h))
                        .collect();
                    let cp = u32::from_str_radix(&hex, 16).unwrap_or(0xFFFD);
                    if (0xD800..0xDC00).contains(&cp) {
                        // a surrogate pair: `\uXXXX\uYYYY` decodes to one 4-byte char
                        let mut look = chars.clone();
                        if let (Some((_, '\\')), Some((_, 'u'))) = (look.next(), look.next()) {
                            for _ in 0..6 {
                                chars.next();
                            }
                            4
                        } else {
                            3
                        }
                    } else {
                        char::from_u32(cp).map(char::len_utf8).unwrap_or(3)
                    }
                }
                Some(_) => 1,
                None => 0,
            }
        } else {
            c.len_utf8()
        };
        decoded_pos += produced;
    }
    let start = start.unwrap_or(inner_start + body.len());
    let end = end.unwrap_or(inner_start + body.len());
    Some(start..end.max(start))
}

/// Resolves a symbolic location against the source files.
pub fn resolve(sources: &SourceMap, loc: &Loc) -> Location {
    location_of(sources, resolve_span(sources, loc))
}

/// The source span a symbolic location stands for.
pub fn resolve_span(sources: &SourceMap, loc: &Loc) -> Span {
    match loc {
        Loc::Span(s) => *s,
        Loc::InText {
            span,
            encoding,
            range,
        } => sub_span(sources, *span, *encoding, range.clone()),
        Loc::Pointer { span, path, key } => pointer_span(sources, *span, path, *key),
    }
}

/// The span of the value (or key) at `path` inside the JSON value at `span`:
/// the deepest step of the path that exists (the whole value when its text
/// is not JSON).
fn pointer_span(sources: &SourceMap, span: Span, path: &[String], key: bool) -> Span {
    use crate::input::json;
    use jsonc_parser::ast::Value;
    let Some(file) = sources.get(span.file) else {
        return span;
    };
    let Some(raw) = file.text.get(span.range()) else {
        return span;
    };
    // The file was parsed within the nesting limit already; the value is a
    // part of it.
    let Ok(Some(root)) = json::parse(raw, usize::MAX) else {
        return span;
    };
    let mut at = json::range(&root);
    let mut v = &root;
    for (i, seg) in path.iter().enumerate() {
        let last = i + 1 == path.len();
        match v {
            Value::Object(o) => {
                let Some(p) = json::get(o, seg) else { break };
                at = if last && key {
                    json::key_range(p)
                } else {
                    json::range(&p.value)
                };
                v = &p.value;
            }
            Value::Array(a) => {
                let Some(e) = seg.parse::<usize>().ok().and_then(|n| a.elements.get(n)) else {
                    break;
                };
                at = json::range(e);
                v = e;
            }
            _ => break,
        }
    }
    let start = span.start as usize;
    Span::new(span.file, start + at.start..start + at.end)
}

fn location_of(sources: &SourceMap, span: Span) -> Location {
    Location {
        path: sources.path(span.file).to_string(),
        region: sources.region(span),
    }
}

/// The source span of a range of a text value's decoded content.
fn sub_span(
    sources: &SourceMap,
    span: Span,
    encoding: TextEncoding,
    range: std::ops::Range<usize>,
) -> Span {
    let Some(file) = sources.get(span.file) else {
        return span;
    };
    let raw = file.text.get(span.range()).unwrap_or("");
    let mapped = match encoding {
        TextEncoding::JsonString => json_string_subrange(raw, range),
        TextEncoding::Raw => (range.end <= raw.len()).then_some(range),
        TextEncoding::YamlScalar => yaml_subrange(raw, range),
        TextEncoding::Synthetic => None,
    };
    match mapped {
        Some(r) => Span::new(
            span.file,
            span.start as usize + r.start..span.start as usize + r.end,
        ),
        None => span,
    }
}

/// Best effort for YAML scalars: a plain or single-line quoted scalar maps
/// byte for byte after its opening quote; otherwise the whole scalar.
fn yaml_subrange(raw: &str, range: std::ops::Range<usize>) -> Option<std::ops::Range<usize>> {
    let offset = usize::from(raw.starts_with('"') || raw.starts_with('\''));
    // a line break (LF, or a lone CR: SKILL.md may use CR line endings) is
    // folded, an escape or a doubled quote decoded: the value no longer
    // matches the source byte for byte
    let plain = !raw.contains(['\n', '\r']) && !raw.contains('\\') && !raw.contains("''");
    let (start, end) = (offset + range.start, offset + range.end);
    (plain && end <= raw.len() && raw.is_char_boundary(start) && raw.is_char_boundary(end))
        .then_some(start..end)
}

/// Characters of context shown around the highlight in a snippet.
const SNIPPET_WIDTH: usize = 100;

/// The window of the primary source line for the text format. `span` is
/// the resolved span of `loc` ([`resolve_span`]): its start is the byte the
/// column counts to, so only the window around it is looked at, however
/// long the line (a minified manifest is one line).
pub fn snippet(sources: &SourceMap, loc: &Location, span: Span) -> Option<Snippet> {
    let file = sources.get(span.file).filter(|f| f.quotable)?;
    let line = file.line_text(loc.region.line);
    if line.is_empty() {
        return None;
    }
    // The column's byte in the line (clamped like the column).
    let line_start = file.line_start(loc.region.line)?;
    let mut anchor = (span.start as usize)
        .saturating_sub(line_start)
        .min(line.len());
    while !line.is_char_boundary(anchor) {
        anchor -= 1;
    }
    let (before, after) = line.split_at(anchor);
    // Up to a quarter of the width before the column: `back` characters,
    // and whether the line goes on before them.
    let mut back: Vec<char> = before.chars().rev().take(SNIPPET_WIDTH / 4 + 1).collect();
    let cut_before = back.len() > SNIPPET_WIDTH / 4;
    back.truncate(SNIPPET_WIDTH / 4);
    back.reverse();
    let col = back.len();
    // Enough characters after it to fill the window and know whether the
    // line goes on past it.
    // (The window never reaches more than `SNIPPET_WIDTH` characters past
    // the column; one more tells whether the line goes on.)
    let ahead: Vec<char> = after.chars().take(SNIPPET_WIDTH + 1).collect();
    let total = col + ahead.len();
    let len = if loc.region.end_line == loc.region.line {
        (loc.region.end_column as usize).saturating_sub(loc.region.column as usize)
    } else {
        ahead.len()
    }
    .max(1);
    let to = (col + len.min(SNIPPET_WIDTH)).max(SNIPPET_WIDTH).min(total);
    let mut text = String::with_capacity(to + 8);
    let mut start = col;
    if cut_before {
        text.push('…');
        start += 1;
    }
    text.extend(back.iter().chain(ahead.iter()).take(to).map(|c| {
        // control characters would garble the terminal
        if c.is_control() && *c != '\t' {
            '\u{FFFD}'
        } else {
            *c
        }
    }));
    if to < total {
        text.push('…');
    }
    let shown = to.saturating_sub(col).max(1);
    Some(Snippet {
        text,
        start,
        len: len.min(shown),
    })
}

/// Builds the report entry of one finding (suppression and baseline state
/// filled in by the caller), moving its text rather than copying it.
pub fn concretize(
    sources: &SourceMap,
    f: Finding,
    fingerprint: String,
    subjects: Vec<String>,
) -> ReportFinding {
    let span = resolve_span(sources, &f.primary);
    let location = location_of(sources, span);
    let snippet = snippet(sources, &location, span);
    ReportFinding {
        rule: f.rule,
        severity: f.severity,
        message: f.message,
        suggestion: f.suggestion,
        commands: f.commands,
        evidence: f.evidence,
        suppressed: false,
        suppression_reason: None,
        baseline: BaselineState::New,
        fingerprint,
        subjects,
        discriminator: f.discriminator,
        related: f
            .related
            .into_iter()
            .map(|r| RelatedLocation {
                location: resolve(sources, &r.loc),
                message: r.message,
            })
            .collect(),
        location,
        snippet,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceFile;

    /// A range of a YAML scalar's value maps into the source only where the
    /// value is the source byte for byte; a line break of any kind folds.
    #[test]
    fn yaml_subranges_map_only_unfolded_scalars() {
        assert_eq!(yaml_subrange("Processes exams", 10..15), Some(10..15));
        assert_eq!(yaml_subrange("\"Processes exams\"", 10..15), Some(11..16));
        assert_eq!(yaml_subrange("'it''s'", 0..2), None);
        assert_eq!(yaml_subrange("\"a\\tb\"", 0..1), None);
        // found by fuzzing: CR-only line breaks fold like LF
        let cr = "Processes exam\r\r\r te\u{E0041}sts";
        assert_eq!(yaml_subrange(cr, 16..20), None);
        assert_eq!(yaml_subrange("exam\n te", 5..7), None);
        // never a range that splits a character
        assert_eq!(yaml_subrange("caf\u{e9}", 3..4), None);
    }

    /// The snippet as first written: the whole line as characters.
    fn snippet_by_whole_line(sources: &SourceMap, loc: &Location, span: Span) -> Option<Snippet> {
        let file = sources.get(span.file)?;
        let line = file.line_text(loc.region.line);
        if line.is_empty() {
            return None;
        }
        let chars: Vec<char> = line.chars().collect();
        let col = (loc.region.column as usize)
            .saturating_sub(1)
            .min(chars.len());
        let len = if loc.region.end_line == loc.region.line {
            (loc.region.end_column as usize).saturating_sub(loc.region.column as usize)
        } else {
            chars.len().saturating_sub(col)
        }
        .max(1);
        let from = col.saturating_sub(SNIPPET_WIDTH / 4);
        let to = (col + len.min(SNIPPET_WIDTH))
            .max(from + SNIPPET_WIDTH)
            .min(chars.len());
        let mut text = String::new();
        let mut start = col - from;
        if from > 0 {
            text.push('…');
            start += 1;
        }
        text.extend(chars[from..to].iter().map(|c| {
            if c.is_control() && *c != '\t' {
                '\u{FFFD}'
            } else {
                *c
            }
        }));
        if to < chars.len() {
            text.push('…');
        }
        let shown = to.saturating_sub(col).max(1);
        Some(Snippet {
            text,
            start,
            len: len.min(shown),
        })
    }

    const PIECES: [&str; 11] = [
        "a",
        "bc",
        " ",
        "é",
        "😀",
        "\t",
        "\u{7}",
        "\n",
        "\r\n",
        "\r",
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

        /// The windowed snippet is the one cut from the whole line, for
        /// any text of wide, narrow, control and line-break characters and
        /// any span on character boundaries.
        #[test]
        fn windowed_snippet_equals_the_whole_line_one(
            pieces in proptest::collection::vec(proptest::sample::select(&PIECES[..]), 0..80),
            spans in proptest::collection::vec(
                (
                    proptest::prelude::any::<proptest::sample::Index>(),
                    proptest::prelude::any::<proptest::sample::Index>(),
                    0..3usize,
                ),
                40,
            ),
        ) {
            let text: String = pieces.concat();
            let mut sources = SourceMap::default();
            let id = sources.add(SourceFile::new("f".into(), "f".into(), text.clone()));
            let boundaries: Vec<usize> = (0..=text.len())
                .filter(|i| text.is_char_boundary(*i))
                .collect();
            for (a, b, extra) in spans {
                let a = boundaries[a.index(boundaries.len())];
                let b = boundaries[b.index(boundaries.len())];
                let span = Span::new(id, a.min(b)..a.max(b) + extra * usize::from(a == b));
                let loc = location_of(&sources, span);
                proptest::prop_assert_eq!(
                    snippet(&sources, &loc, span),
                    snippet_by_whole_line(&sources, &loc, span),
                    "{:?} {:?}",
                    text,
                    span
                );
            }
        }
    }

    #[test]
    fn string_subrange_maps_escapes() {
        let raw = r#""a\nb\u00e9cd""#;
        // decoded: a \n b é c d ; "cd" is decoded bytes 5..7
        assert_eq!(json_string_subrange(raw, 5..7), Some(11..13));
        assert_eq!(&raw[11..13], "cd");
        let raw = r#""x\ud83d\ude00y""#;
        // decoded: x (1) + emoji (4) + y ; y at 5..6
        assert_eq!(json_string_subrange(raw, 5..6), Some(14..15));
        let raw = "\"plain text\"";
        assert_eq!(json_string_subrange(raw, 6..10), Some(7..11));
    }
}
