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
/// is not JSON). One location at a time; [`resolve_pointers`] does a
/// report's worth in one pass per value.
fn pointer_span(sources: &SourceMap, span: Span, path: &[String], key: bool) -> Span {
    let mut out = [span];
    resolve_in_value(sources, span, &[(path, key)], &mut out);
    let [s] = out;
    s
}

/// Replaces every [`Loc::Pointer`] of the findings (primary and related) by
/// the span it points at. The JSON value each points into is read once, and
/// walked once for all the pointers into it, so the cost is linear in the
/// size of those values and the number of pointers, however many findings
/// point into one large value.
pub fn resolve_pointers<'f>(
    findings: impl IntoIterator<Item = &'f mut Finding>,
    sources: &SourceMap,
) {
    use std::collections::HashMap;
    let mut by_value: HashMap<Span, Vec<&mut Loc>> = HashMap::new();
    for f in findings {
        let related = f.related.iter_mut().map(|r| &mut r.loc);
        for loc in std::iter::once(&mut f.primary).chain(related) {
            if let Loc::Pointer { span, .. } = loc {
                by_value.entry(*span).or_default().push(loc);
            }
        }
    }
    for (span, locs) in by_value {
        let mut out = vec![span; locs.len()];
        {
            let requests: Vec<(&[String], bool)> = locs
                .iter()
                .map(|l| match &**l {
                    Loc::Pointer { path, key, .. } => (path.as_slice(), *key),
                    _ => (&[][..], false),
                })
                .collect();
            resolve_in_value(sources, span, &requests, &mut out);
        }
        for (loc, s) in locs.into_iter().zip(out) {
            *loc = Loc::Span(s);
        }
    }
}

/// The requested paths as a tree, so the value is walked once.
#[derive(Default)]
struct PathTree<'p> {
    /// Requests ending here, by index.
    here: Vec<usize>,
    /// Every request at or below here.
    below: Vec<usize>,
    children: std::collections::HashMap<&'p str, PathTree<'p>>,
}

/// Resolves `requests` (pointer segments, and whether the key is wanted)
/// inside the JSON value at `span`, writing each request's span into `out`
/// (left as the whole value where the text is not JSON).
fn resolve_in_value(
    sources: &SourceMap,
    span: Span,
    requests: &[(&[String], bool)],
    out: &mut [Span],
) {
    use crate::input::json;
    let Some(raw) = sources
        .get(span.file)
        .and_then(|f| f.text.get(span.range()))
    else {
        return;
    };
    // The file was parsed within the nesting limit already; the value is a
    // part of it.
    let Ok(Some(root)) = json::parse(raw, usize::MAX) else {
        return;
    };
    let mut tree = PathTree::default();
    for (i, (path, _)) in requests.iter().enumerate() {
        let mut node = &mut tree;
        node.below.push(i);
        for seg in path.iter() {
            node = node.children.entry(seg.as_str()).or_default();
            node.below.push(i);
        }
        node.here.push(i);
    }
    let base = span.start as usize;
    let to_span = |r: Range<usize>| Span::new(span.file, base + r.start..base + r.end);
    // (value, its key's range when reached through an object, tree node)
    let mut stack = vec![(&root, None::<Range<usize>>, &tree)];
    while let Some((value, key_range, node)) = stack.pop() {
        let value_range = json::range(value);
        for &i in &node.below {
            if let Some(o) = out.get_mut(i) {
                *o = to_span(value_range.clone());
            }
        }
        for &i in &node.here {
            let wants_key = requests.get(i).is_some_and(|(_, k)| *k);
            if let (true, Some(k), Some(o)) = (wants_key, key_range.clone(), out.get_mut(i)) {
                *o = to_span(k);
            }
        }
        if node.children.is_empty() {
            continue;
        }
        match value {
            jsonc_parser::ast::Value::Object(o) => {
                // the last of duplicated keys wins, as in the model
                let mut seen = std::collections::HashSet::new();
                for p in o.properties.iter().rev() {
                    let name = p.name.as_str();
                    if !seen.insert(name) {
                        continue;
                    }
                    if let Some(child) = node.children.get(name) {
                        stack.push((&p.value, Some(json::key_range(p)), child));
                    }
                }
            }
            jsonc_parser::ast::Value::Array(a) => {
                for (seg, child) in &node.children {
                    if let Some(e) = seg.parse::<usize>().ok().and_then(|n| a.elements.get(n)) {
                        stack.push((e, None, child));
                    }
                }
            }
            _ => {}
        }
    }
}

fn location_of(sources: &SourceMap, span: Span) -> Location {
    Location {
        path: sources.shared_path(span.file),
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
    fingerprint: crate::baseline::Fingerprint,
    subjects: Vec<String>,
    with_snippet: bool,
) -> ReportFinding {
    let span = resolve_span(sources, &f.primary);
    let location = location_of(sources, span);
    let snippet = if with_snippet {
        snippet(sources, &location, span).map(Box::new)
    } else {
        None
    };
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

    #[test]
    fn pointers_resolve_to_keys_values_or_the_deepest_step_that_exists() {
        let text = r#"{"tools": [{"name": "a", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}, "q": {"type": "integer"}}}, "list": [1, {"x": 2}]}]}"#;
        let mut sources = SourceMap::default();
        let file = sources.add(SourceFile::new(
            "t.json".into(),
            "t.json".into(),
            text.into(),
        ));
        let start = text.find("{\"name\"").unwrap();
        let end = text.rfind(']').unwrap();
        let tool = Span::new(file, start..end);
        let at = |s: &Span| text.get(s.range()).unwrap().to_string();
        let p = |path: &[&str], key: bool| Loc::Pointer {
            span: tool,
            path: path.iter().map(|s| s.to_string()).collect(),
            key,
        };
        let rule = &crate::rules::mcp_tool_invalid::MCP_TOOL_INVALID;
        let mut findings: Vec<Finding> = [
            p(&["inputSchema", "properties", "q", "type"], false),
            p(&["inputSchema", "properties", "q"], true),
            p(&["list", "1", "x"], false),
            p(&["inputSchema", "nope", "deeper"], false),
            p(&[], false),
        ]
        .into_iter()
        .map(|loc| Finding::new(rule, loc, "m", "s"))
        .collect();
        resolve_pointers(&mut findings, &sources);
        let got: Vec<String> = findings
            .iter()
            .map(|f| match &f.primary {
                Loc::Span(s) => at(s),
                other => panic!("unresolved {other:?}"),
            })
            .collect();
        // the last of a duplicated key wins, as in the model
        assert_eq!(got[0], "\"integer\"");
        assert_eq!(got[1], "\"q\"");
        let second_q = text.match_indices("\"q\"").nth(1).unwrap().0;
        assert!(matches!(&findings[1].primary, Loc::Span(s) if s.start as usize == second_q));
        assert_eq!(got[2], "2");
        assert!(got[3].starts_with("{\"type\": \"object\""), "{}", got[3]);
        assert_eq!(got[4], text.get(start..end).unwrap());
        // one at a time gives the same
        let one = resolve_span(
            &sources,
            &p(&["inputSchema", "properties", "q", "type"], false),
        );
        assert_eq!(at(&one), "\"integer\"");
    }

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
