//! `SKILL.md` files: the frontmatter block, its YAML and the body, with
//! spans.
//!
//! A frontmatter delimiter is a line that is exactly `---` at column 1,
//! optionally followed by spaces or tabs; `\n`, `\r\n` and a lone `\r` end
//! lines, and a UTF-8 BOM has already been removed by [`super::read_text`].
//! The YAML between the delimiters is read with `saphyr-parser`, pulling
//! events one at a time (its `load` API recurses once per nesting level), into
//! the arena of [`YamlDoc`]: nesting deeper than `max-nesting` stops the
//! parse, aliases are expanded within a fixed node budget, and duplicate keys
//! are reported. Every problem is a `skill-file` or `skill-frontmatter`
//! finding; the skill rules then run on what could be read.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

use saphyr::{Scalar, ScalarStyle, Tag};
use saphyr_parser::{Event, Parser};

use crate::discover::Candidate;
use crate::input::{Content, Parsed};
use crate::meta::{FileKind, Limits};
use crate::model::problem::{LoadProblem, OpeningHint, Problem, SyntaxHint};
use crate::model::skill::{
    Body, Frontmatter, NodeId, ScalarType, YamlDoc, YamlEntry, YamlKind, YamlNode,
};
use crate::model::{Skill, Text, TextEncoding};
use crate::source::{FileId, Span};

/// The YAML scanner's own limit on `[`/`{` nesting.
const YAML_FLOW_MAX_NESTING: usize = 255;

/// The adapter of `SKILL.md` files.
pub struct SkillAdapter;

impl super::Adapter for SkillAdapter {
    fn kind(&self) -> FileKind {
        FileKind::Skill
    }

    fn parse(&self, file: FileId, cand: &Candidate, text: &str, limits: &Limits) -> Parsed {
        let parsed = parse_skill(file, text, limits);
        let mut skill = empty_skill(file, cand);
        skill.frontmatter = parsed.frontmatter;
        skill.body = parsed.body;
        Parsed {
            content: Content::Skill(skill),
            problems: parsed.problems,
        }
    }

    fn unreadable(&self, file: FileId, cand: &Candidate) -> Content {
        Content::Skill(empty_skill(file, cand))
    }
}

/// The skill of a folder, before its `SKILL.md` is read.
fn empty_skill(file: FileId, cand: &Candidate) -> Skill {
    let (dir, folder_name) = cand
        .folder
        .as_ref()
        .map(|f| (f.dir.clone(), f.name.clone()))
        .unwrap_or_default();
    Skill {
        dir,
        folder_name,
        file,
        frontmatter: None,
        body: None,
    }
}

/// What [`parse_skill`] read from the text of a `SKILL.md`.
#[derive(Debug, Default)]
pub struct ParsedSkill {
    pub frontmatter: Option<Frontmatter>,
    pub body: Option<Body>,
    pub problems: Vec<LoadProblem>,
}

/// One line of the text: `start..end` is its content, `next` where the
/// following line starts.
#[derive(Clone, Copy, Debug)]
struct Line {
    start: usize,
    end: usize,
    next: usize,
}

fn lines(text: &str) -> impl Iterator<Item = Line> + '_ {
    let bytes = text.as_bytes();
    let mut pos = 0usize;
    std::iter::from_fn(move || {
        if pos >= bytes.len() {
            return None;
        }
        let start = pos;
        let rest = bytes.get(start..).unwrap_or(&[]);
        let line = match rest.iter().position(|b| *b == b'\n' || *b == b'\r') {
            Some(i) => {
                let end = start + i;
                let next = if bytes.get(end) == Some(&b'\r') && bytes.get(end + 1) == Some(&b'\n') {
                    end + 2
                } else {
                    end + 1
                };
                Line { start, end, next }
            }
            None => Line {
                start,
                end: bytes.len(),
                next: bytes.len(),
            },
        };
        pos = line.next;
        Some(line)
    })
}

/// `---` followed only by spaces or tabs.
fn is_delimiter(line: &str) -> bool {
    line.strip_prefix("---")
        .is_some_and(|rest| rest.bytes().all(|b| b == b' ' || b == b'\t'))
}

/// Number of lines of a text (a last line without a line ending counts).
pub fn count_lines(text: &str) -> usize {
    lines(text).count()
}

fn frontmatter_problem(
    file: FileId,
    range: std::ops::Range<usize>,
    problem: Problem,
) -> LoadProblem {
    LoadProblem::new(problem, Span::new(file, range))
}

/// Splits a `SKILL.md` text (BOM removed) into frontmatter and body and
/// parses the frontmatter.
pub fn parse_skill(file: FileId, text: &str, limits: &Limits) -> ParsedSkill {
    let mut out = ParsedSkill::default();
    let mut all = lines(text);
    let Some(first) = all.next() else {
        out.problems
            .push(frontmatter_problem(file, 0..0, Problem::SkillEmpty));
        return out;
    };
    let line_text = |l: &Line| text.get(l.start..l.end).unwrap_or("");
    if !is_delimiter(line_text(&first)) {
        let first_text = line_text(&first);
        let hint = if is_delimiter(first_text.trim_start()) {
            OpeningHint::Indented
        } else if first_text.trim().is_empty() && lines(text).any(|l| is_delimiter(line_text(&l))) {
            OpeningHint::BlankLinesFirst
        } else {
            OpeningHint::Missing
        };
        out.problems.push(frontmatter_problem(
            file,
            0..0,
            Problem::NoFrontmatter { hint },
        ));
        return out;
    }
    let open = Span::new(file, first.start..first.start + 3);

    let mut closing = None;
    let mut indented: Option<usize> = None;
    for (i, l) in all.enumerate() {
        let t = line_text(&l);
        if is_delimiter(t) {
            closing = Some(l);
            break;
        }
        if indented.is_none() && is_delimiter(t.trim_start()) {
            indented = Some(i + 2);
        }
    }
    let Some(closing) = closing else {
        out.problems.push(frontmatter_problem(
            file,
            open.range(),
            Problem::Unterminated {
                indented_line: indented,
            },
        ));
        return out;
    };

    let yaml_range = first.next..closing.start;
    let yaml_text = text.get(yaml_range.clone()).unwrap_or("");
    // The parser is not expected to panic; if it ever does, the file gets a
    // finding instead of ending the run.
    let parsed = std::panic::catch_unwind(|| parse_yaml(file, yaml_text, yaml_range.start, limits))
        .unwrap_or_else(|_| {
            Err(vec![frontmatter_problem(
                file,
                open.range(),
                Problem::YamlParserFailed,
            )])
        });
    // the body after the closing delimiter is read whatever the
    // frontmatter holds: an agent with a lenient parser may still load it,
    // and a broken frontmatter must not hide what the body says
    let body_text = text.get(closing.next..).unwrap_or("");
    out.body = Some(Body {
        text: Text::new(
            body_text,
            Span::new(file, closing.next..text.len()),
            TextEncoding::Raw,
        ),
        line_count: count_lines(body_text),
    });
    match parsed {
        Err(problems) => out.problems = problems,
        Ok(None) => out.problems.push(frontmatter_problem(
            file,
            open.range(),
            Problem::EmptyFrontmatter,
        )),
        Ok(Some(doc)) => {
            let root = doc.root();
            if doc.entries(root).is_some() {
                out.frontmatter = Some(Frontmatter { open, yaml: doc });
            } else {
                let found = doc.describe(root);
                out.problems.push(frontmatter_problem(
                    file,
                    doc.span(root).range(),
                    Problem::NotMapping { found },
                ));
            }
        }
    }
    out
}

/// Converts character indexes (saphyr's markers) to byte offsets.
struct CharIndex<'a> {
    text: &'a str,
    ascii: bool,
    /// Byte offset of every `STEP`-th character.
    checkpoints: Vec<usize>,
}

const STEP: usize = 64;

impl<'a> CharIndex<'a> {
    fn new(text: &'a str) -> CharIndex<'a> {
        let ascii = text.is_ascii();
        let checkpoints = if ascii {
            Vec::new()
        } else {
            text.char_indices().step_by(STEP).map(|(b, _)| b).collect()
        };
        CharIndex {
            text,
            ascii,
            checkpoints,
        }
    }

    fn byte(&self, char_idx: usize) -> usize {
        if self.ascii {
            return char_idx.min(self.text.len());
        }
        let Some(base) = self.checkpoints.get(char_idx / STEP).copied() else {
            return self.text.len();
        };
        let rest = self.text.get(base..).unwrap_or("");
        rest.char_indices()
            .nth(char_idx % STEP)
            .map_or(self.text.len(), |(b, _)| base + b)
    }
}

/// A key, for duplicate detection.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum KeyRepr {
    Str(String),
    Null,
    Typed(ScalarType, String),
    /// A collection used as a key, by its source text.
    Other(String),
}

/// A collection being built.
struct Open {
    node: NodeId,
    anchor: usize,
    map: bool,
    items: Vec<NodeId>,
    entries: Vec<YamlEntry>,
    pending_key: Option<NodeId>,
    keys: HashMap<KeyRepr, NodeId>,
    size: u64,
}

struct Builder<'a> {
    file: FileId,
    text: &'a str,
    base: usize,
    index: CharIndex<'a>,
    max_nesting: usize,
    max_findings: usize,
    max_alias_nodes: u64,
    nodes: Vec<YamlNode>,
    /// Number of nodes each node stands for once aliases are expanded.
    sizes: Vec<u64>,
    stack: Vec<Open>,
    anchors: BTreeMap<usize, NodeId>,
    alias_nodes: u64,
    root: Option<NodeId>,
    documents: usize,
    duplicates: Vec<LoadProblem>,
}

/// Parses frontmatter YAML (`text` starts at byte `base` of the file).
/// `Ok(None)` when it holds no document (empty or only comments).
pub fn parse_yaml(
    file: FileId,
    text: &str,
    base: usize,
    limits: &Limits,
) -> Result<Option<YamlDoc>, Vec<LoadProblem>> {
    let mut b = Builder {
        file,
        text,
        base,
        index: CharIndex::new(text),
        max_nesting: limits.max_nesting,
        max_findings: limits.max_findings_per_rule.max(1),
        max_alias_nodes: limits.max_alias_nodes,
        nodes: Vec::new(),
        sizes: Vec::new(),
        stack: Vec::new(),
        anchors: BTreeMap::new(),
        alias_nodes: 0,
        root: None,
        documents: 0,
        duplicates: Vec::new(),
    };
    let mut parser = Parser::new_from_str(text);
    while let Some(event) = parser.next_event() {
        let (event, span) = match event {
            Ok(e) => e,
            Err(e) => {
                let at = b.index.byte(e.marker().index());
                if e.info() == "recursion limit exceeded" {
                    // The scanner reads a run of `[` or `{` ahead of the
                    // events and stops at 255 levels of flow nesting.
                    return Err(vec![
                        b.too_deep(at, b.max_nesting.min(YAML_FLOW_MAX_NESTING)),
                    ]);
                }
                return Err(vec![b.syntax_error(at, e.info())]);
            }
        };
        let start = b.index.byte(span.start.index());
        let end = b.index.byte(span.end.index()).max(start);
        match event {
            Event::StreamEnd => break,
            Event::StreamStart | Event::DocumentEnd | Event::Nothing => {}
            Event::DocumentStart(_) => {
                b.documents += 1;
                if b.documents > 1 {
                    return Err(vec![b.problem(start..end, Problem::MultipleDocuments)]);
                }
            }
            Event::Scalar(value, style, anchor, tag) => {
                b.scalar(value, style, anchor, tag.as_deref(), start..end)?;
            }
            Event::SequenceStart(anchor, tag) => {
                b.open(false, anchor, tag.is_some(), start..end)?;
            }
            Event::MappingStart(anchor, tag) => {
                b.open(true, anchor, tag.is_some(), start..end)?;
            }
            Event::SequenceEnd | Event::MappingEnd => b.close(start..end)?,
            Event::Alias(id) => b.alias(id, start..end)?,
        }
    }
    if !b.duplicates.is_empty() {
        return Err(b.duplicates);
    }
    Ok(b.root.map(|root| YamlDoc::new(b.nodes, root)))
}

/// Types a scalar with the YAML 1.2 core schema (as saphyr does): quoted and
/// block scalars are strings; `!!str` forces a string; `!!null`, `!!bool`,
/// `!!int` and `!!float` must parse as such (`Err` names the tag otherwise);
/// other tags leave the plain scalar to the schema.
fn type_scalar(value: &str, style: ScalarStyle, tag: Option<&Tag>) -> Result<YamlKind, String> {
    if style != ScalarStyle::Plain {
        return Ok(YamlKind::Str(value.to_string()));
    }
    if let Some(tag) = tag {
        if tag.is_yaml_core_schema() {
            match tag.suffix.as_str() {
                "null" | "bool" | "int" | "float" => {
                    let t = Cow::Borrowed(tag);
                    return Scalar::parse_from_cow_and_metadata(
                        Cow::Borrowed(value),
                        style,
                        Some(&t),
                    )
                    .map(|s| from_scalar(s, value))
                    .ok_or_else(|| format!("!!{}", tag.suffix));
                }
                // `!!str`, and types outside the core schema (`!!timestamp`,
                // `!!binary`) are read as their text.
                _ => return Ok(YamlKind::Str(value.to_string())),
            }
        }
        if tag.handle == "!" && tag.suffix.is_empty() {
            // The non-specific tag `!` makes a plain scalar a string.
            return Ok(YamlKind::Str(value.to_string()));
        }
    }
    if value.is_empty() {
        return Ok(YamlKind::Typed {
            ty: ScalarType::Null,
            raw: String::new(),
        });
    }
    Ok(from_scalar(
        Scalar::parse_from_cow(Cow::Borrowed(value)),
        value,
    ))
}

fn from_scalar(s: Scalar<'_>, raw: &str) -> YamlKind {
    let typed = |ty| YamlKind::Typed {
        ty,
        raw: raw.to_string(),
    };
    match s {
        Scalar::Null => typed(ScalarType::Null),
        Scalar::Boolean(_) => typed(ScalarType::Bool),
        Scalar::Integer(_) => typed(ScalarType::Int),
        Scalar::FloatingPoint(_) => typed(ScalarType::Float),
        Scalar::String(s) => YamlKind::Str(s.into_owned()),
    }
}

fn key_repr(nodes: &[YamlNode], text: &str, base: usize, id: NodeId) -> KeyRepr {
    let mut node = nodes.get(id.0 as usize);
    if let Some(YamlNode {
        kind: YamlKind::Alias(target),
        ..
    }) = node
    {
        node = nodes.get(target.0 as usize);
    }
    match node.map(|n| (&n.kind, n.span)) {
        Some((YamlKind::Str(s), _)) => KeyRepr::Str(s.clone()),
        Some((
            YamlKind::Typed {
                ty: ScalarType::Null,
                ..
            },
            _,
        )) => KeyRepr::Null,
        Some((YamlKind::Typed { ty, raw }, _)) => KeyRepr::Typed(*ty, raw.clone()),
        Some((_, span)) => {
            let r = (span.start as usize).saturating_sub(base)
                ..(span.end as usize).saturating_sub(base);
            KeyRepr::Other(text.get(r).unwrap_or("").to_string())
        }
        None => KeyRepr::Other(String::new()),
    }
}

fn key_label(repr: &KeyRepr) -> String {
    match repr {
        KeyRepr::Str(s) | KeyRepr::Typed(_, s) | KeyRepr::Other(s) => s.clone(),
        KeyRepr::Null => "null".into(),
    }
}

type Step = Result<(), Vec<LoadProblem>>;

impl Builder<'_> {
    fn span(&self, r: std::ops::Range<usize>) -> Span {
        Span::new(self.file, self.base + r.start..self.base + r.end)
    }

    fn problem(&self, r: std::ops::Range<usize>, problem: Problem) -> LoadProblem {
        LoadProblem::new(problem, self.span(r))
    }

    /// A one-character range at byte `at` (empty at the end of the text).
    fn point(&self, at: usize) -> std::ops::Range<usize> {
        let len = self
            .text
            .get(at..)
            .and_then(|s| s.chars().next())
            .map_or(0, char::len_utf8);
        at..at + len
    }

    fn too_deep(&self, at: usize, levels: usize) -> LoadProblem {
        self.problem(
            self.point(at),
            Problem::YamlTooDeep {
                levels,
                flow_cap: levels < self.max_nesting,
            },
        )
    }

    fn syntax_error(&self, at: usize, info: &str) -> LoadProblem {
        let mut at = at.min(self.text.len());
        let hint = if info.contains("tab") {
            // saphyr reports tabs at the start of the scalar before them;
            // point at the tab itself.
            if let Some(i) = self.text.get(at..).and_then(|s| s.find('\t')) {
                at += i;
            }
            SyntaxHint::Tab
        } else if let Some(key) = self.colon_in_value(at) {
            SyntaxHint::ColonInValue { key }
        } else {
            SyntaxHint::Other
        };
        self.problem(
            self.point(at),
            Problem::YamlSyntax {
                info: info.to_string(),
                hint,
            },
        )
    }

    /// When the line holding byte `at` is `key: value` with an unquoted
    /// value containing `: `, the key.
    fn colon_in_value(&self, at: usize) -> Option<String> {
        let before = self.text.get(..at)?;
        let start = before.rfind(['\n', '\r']).map_or(0, |i| i + 1);
        let rest = self.text.get(start..)?;
        let line = rest.split(['\n', '\r']).next().unwrap_or("");
        let (key, value) = line.split_once(": ")?;
        let key = key.trim();
        let value = value.trim_start();
        let quoted = value.starts_with('"') || value.starts_with('\'');
        (!key.is_empty() && !key.starts_with('#') && !quoted && value.contains(": "))
            .then(|| key.trim_start_matches("- ").to_string())
    }

    /// The range of a node's value: without its anchor and tag, and for a
    /// block scalar without its header and trailing line breaks.
    fn value_range(
        &self,
        r: std::ops::Range<usize>,
        props: bool,
        block: bool,
    ) -> std::ops::Range<usize> {
        let raw = self.text.get(r.clone()).unwrap_or("");
        let ws: &[char] = &[' ', '\t', '\r', '\n'];
        let mut rest = raw;
        if props {
            loop {
                let t = rest.trim_start_matches(ws);
                if t.starts_with('&') || t.starts_with('!') {
                    let n = t.find(ws).unwrap_or(t.len());
                    rest = t.get(n..).unwrap_or("");
                } else {
                    rest = t;
                    break;
                }
            }
            if block && (rest.starts_with('|') || rest.starts_with('>')) {
                let n = rest.find(['\r', '\n']).unwrap_or(rest.len());
                rest = rest.get(n..).unwrap_or("").trim_start_matches(ws);
            }
        }
        let start = r.start + (raw.len() - rest.len());
        let end = if block {
            start + rest.trim_end_matches(ws).len()
        } else {
            r.end
        };
        start..end.max(start)
    }

    fn push(&mut self, node: YamlNode, size: u64) -> NodeId {
        let id = NodeId(u32::try_from(self.nodes.len()).unwrap_or(u32::MAX));
        self.nodes.push(node);
        self.sizes.push(size);
        id
    }

    fn scalar(
        &mut self,
        value: Cow<'_, str>,
        style: ScalarStyle,
        anchor: usize,
        tag: Option<&Tag>,
        r: std::ops::Range<usize>,
    ) -> Step {
        let block = matches!(style, ScalarStyle::Literal | ScalarStyle::Folded);
        let r = self.value_range(r, anchor != 0 || tag.is_some(), block);
        let kind = match type_scalar(&value, style, tag) {
            Ok(k) => k,
            Err(t) => {
                return Err(vec![self.problem(
                    r,
                    Problem::BadTag {
                        value: value.to_string(),
                        tag: t,
                    },
                )]);
            }
        };
        let id = self.push(
            YamlNode {
                span: self.span(r),
                kind,
            },
            1,
        );
        if anchor != 0 {
            self.anchors.insert(anchor, id);
        }
        self.insert(id);
        Ok(())
    }

    fn open(&mut self, map: bool, anchor: usize, tag: bool, r: std::ops::Range<usize>) -> Step {
        let r = self.value_range(r, anchor != 0 || tag, false);
        if self.stack.len() >= self.max_nesting {
            return Err(vec![self.too_deep(r.start, self.max_nesting)]);
        }
        let node = self.push(
            YamlNode {
                span: self.span(r),
                kind: YamlKind::Seq(Vec::new()),
            },
            1,
        );
        self.stack.push(Open {
            node,
            anchor,
            map,
            items: Vec::new(),
            entries: Vec::new(),
            pending_key: None,
            keys: HashMap::new(),
            size: 1,
        });
        Ok(())
    }

    fn close(&mut self, r: std::ops::Range<usize>) -> Step {
        let Some(open) = self.stack.pop() else {
            return Ok(());
        };
        let idx = open.node.0 as usize;
        let start = self
            .nodes
            .get(idx)
            .map_or(0, |n| (n.span.start as usize).saturating_sub(self.base));
        let end = if r.end > r.start {
            r.end // `]` or `}`
        } else {
            // A block collection ends where the next token starts.
            let inner = self.text.get(start..r.start.max(start)).unwrap_or("");
            start + inner.trim_end().len()
        };
        let span = self.span(start..end.max(start));
        if let Some(node) = self.nodes.get_mut(idx) {
            node.span = span;
            node.kind = if open.map {
                YamlKind::Map(open.entries)
            } else {
                YamlKind::Seq(open.items)
            };
        }
        if let Some(s) = self.sizes.get_mut(idx) {
            *s = open.size;
        }
        if open.anchor != 0 {
            // Registered only once complete, so an alias can never point at
            // a collection that contains it.
            self.anchors.insert(open.anchor, open.node);
        }
        self.insert(open.node);
        Ok(())
    }

    fn alias(&mut self, anchor: usize, r: std::ops::Range<usize>) -> Step {
        let Some(target) = self.anchors.get(&anchor).copied() else {
            return Err(vec![self.problem(r, Problem::RecursiveAlias)]);
        };
        let size = self.sizes.get(target.0 as usize).copied().unwrap_or(1);
        self.alias_nodes = self.alias_nodes.saturating_add(size);
        if self.alias_nodes > self.max_alias_nodes {
            return Err(vec![self.problem(
                r,
                Problem::AliasBomb {
                    limit: self.max_alias_nodes,
                },
            )]);
        }
        let id = self.push(
            YamlNode {
                span: self.span(r),
                kind: YamlKind::Alias(target),
            },
            size,
        );
        self.insert(id);
        Ok(())
    }

    /// Adds a finished node to the open collection (or makes it the root).
    fn insert(&mut self, id: NodeId) {
        let size = self.sizes.get(id.0 as usize).copied().unwrap_or(1);
        let Some(open) = self.stack.last_mut() else {
            if self.root.is_none() {
                self.root = Some(id);
            }
            return;
        };
        open.size = open.size.saturating_add(size);
        if !open.map {
            open.items.push(id);
            return;
        }
        let Some(key) = open.pending_key.take() else {
            open.pending_key = Some(id);
            return;
        };
        open.entries.push(YamlEntry { key, value: id });
        let repr = key_repr(&self.nodes, self.text, self.base, key);
        if let Some(first) = open.keys.get(&repr).copied() {
            if self.duplicates.len() < self.max_findings {
                let span_of = |n: NodeId| self.nodes.get(n.0 as usize).map(|n| n.span);
                if let (Some(at), Some(first_at)) = (span_of(key), span_of(first)) {
                    let label = key_label(&repr);
                    self.duplicates.push(
                        LoadProblem::new(Problem::DuplicateYamlKey { label }, at).first(first_at),
                    );
                }
            }
        } else {
            open.keys.insert(repr, key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::finding::Loc;
    use crate::source::SourceFile;

    fn parse(text: &str) -> ParsedSkill {
        parse_skill(FileId(0), text, &Limits::default())
    }

    fn parse_with(text: &str, limits: Limits) -> ParsedSkill {
        parse_skill(FileId(0), text, &limits)
    }

    /// 1-based line and column of a span's start in `text`.
    fn pos(text: &str, span: Span) -> (u32, u32) {
        SourceFile::new("f".into(), "f".into(), text.into()).line_col(span.start as usize)
    }

    fn source_of(text: &str, span: Span) -> &str {
        &text[span.range()]
    }

    /// The single problem and its position.
    fn problem(text: &str) -> (Problem, (u32, u32)) {
        let p = parse(text);
        assert_eq!(p.problems.len(), 1, "{:?}", p.problems);
        assert!(p.frontmatter.is_none());
        let f = &p.problems[0];
        (f.problem.clone(), pos(text, f.at))
    }

    fn name_of(p: &ParsedSkill) -> Text {
        let fm = p.frontmatter.as_ref().expect("frontmatter");
        fm.yaml
            .text(fm.get("name").expect("name").value)
            .expect("string")
    }

    const GOOD: &str =
        "---\nname: my-skill\ndescription: Does things. Use when needed.\n---\n# Body\n\nText.\n";

    #[test]
    fn a_valid_file_parses_with_spans() {
        let p = parse(GOOD);
        assert!(p.problems.is_empty(), "{:?}", p.problems);
        let name = name_of(&p);
        assert_eq!(name.value, "my-skill");
        assert_eq!(source_of(GOOD, name.span), "my-skill");
        assert_eq!(pos(GOOD, name.span), (2, 7));
        let fm = p.frontmatter.as_ref().unwrap();
        assert_eq!(fm.open.range(), 0..3);
        let keys: Vec<_> = fm.entries().iter().map(|e| fm.yaml.key_label(e)).collect();
        assert_eq!(keys, ["name", "description"]);
        let body = p.body.unwrap();
        assert_eq!(body.text.value, "# Body\n\nText.\n");
        assert_eq!(body.line_count, 3);
        assert_eq!(pos(GOOD, body.text.span), (5, 1));
    }

    #[test]
    fn crlf_cr_and_bom_are_accepted() {
        let crlf = GOOD.replace('\n', "\r\n");
        let cr = GOOD.replace('\n', "\r");
        for text in [crlf.as_str(), cr.as_str()] {
            let p = parse(text);
            assert!(p.problems.is_empty(), "{:?}", p.problems);
            let name = name_of(&p);
            assert_eq!(name.value, "my-skill");
            assert_eq!(pos(text, name.span), (2, 7));
            assert_eq!(p.body.as_ref().unwrap().line_count, 3);
        }
        // The BOM is removed by the reader; columns count from after it.
        let bytes = [b"\xEF\xBB\xBF".as_slice(), GOOD.as_bytes()].concat();
        let text = crate::input::decode(bytes).unwrap();
        assert_eq!(text, GOOD);
    }

    #[test]
    fn delimiters_are_whole_lines_at_column_1() {
        // trailing spaces and tabs are allowed on both delimiters
        let t = "---  \nname: a\ndescription: b\n--- \t\nbody\n";
        assert!(parse(t).problems.is_empty());
        // `---` inside a value or a line is not a delimiter
        let t = "---\nname: a\ndescription: \"x --- y\"\n---\n";
        let p = parse(t);
        assert!(p.problems.is_empty(), "{:?}", p.problems);
        // `----` is not a delimiter
        let (m, at) = problem("---\nname: a\n----\n");
        assert_eq!(
            m,
            Problem::Unterminated {
                indented_line: None
            }
        );
        assert_eq!(at, (1, 1));
        // an indented closing line is not one, and the problem says where it is
        let (m, _) = problem("---\nname: a\ndescription: b\n  ---\n# Body\n");
        assert_eq!(
            m,
            Problem::Unterminated {
                indented_line: Some(4)
            }
        );
        // `---` later in a line does not close either
        let (m, _) = problem("---\nname: a\n\nUse a --- separator.\n");
        assert!(matches!(m, Problem::Unterminated { .. }), "{m:?}");
    }

    #[test]
    fn missing_and_empty_frontmatter() {
        assert_eq!(problem(""), (Problem::SkillEmpty, (1, 1)));
        let no_frontmatter = |hint| Problem::NoFrontmatter { hint };
        assert_eq!(
            problem("# Title\n"),
            (no_frontmatter(OpeningHint::Missing), (1, 1))
        );
        assert_eq!(
            problem("\n---\nname: a\n---\n").0,
            no_frontmatter(OpeningHint::BlankLinesFirst)
        );
        assert_eq!(
            problem("  ---\nname: a\n---\n").0,
            no_frontmatter(OpeningHint::Indented)
        );
        assert_eq!(
            problem("---\n---\n# Body\n"),
            (Problem::EmptyFrontmatter, (1, 1))
        );
        assert_eq!(
            problem("---\n# just a comment\n\n---\n").0,
            Problem::EmptyFrontmatter
        );
    }

    #[test]
    fn non_mapping_frontmatter() {
        let not_mapping = |found: &str| Problem::NotMapping {
            found: found.into(),
        };
        assert_eq!(
            problem("---\n- name\n- description\n---\n"),
            (not_mapping("a list"), (2, 1))
        );
        assert_eq!(
            problem("---\njust a plain string\n---\n"),
            (not_mapping("a string"), (2, 1))
        );
        assert_eq!(
            problem("---\n42\n---\n").0,
            not_mapping("an integer (`42`)")
        );
    }

    #[test]
    fn syntax_errors_have_positions_and_suggestions() {
        let t = "---\nname: a\ndescription: Use this skill when: the user asks\n---\n";
        let (m, at) = problem(t);
        assert!(
            matches!(&m, Problem::YamlSyntax { hint: SyntaxHint::ColonInValue { key }, .. } if key == "description"),
            "{m:?}"
        );
        assert_eq!(at, (3, 33));
        let (m, at) = problem("---\nname: a\n\tdescription: tabbed\n---\n");
        assert!(
            matches!(
                &m,
                Problem::YamlSyntax {
                    hint: SyntaxHint::Tab,
                    ..
                }
            ),
            "{m:?}"
        );
        assert_eq!(at, (3, 1));
        let (m, _) = problem("---\nname: a\nb: *nope\n---\n");
        assert!(matches!(m, Problem::YamlSyntax { .. }), "{m:?}");
        let (m, at) = problem("---\nname: !!int abc\n---\n");
        assert_eq!(
            m,
            Problem::BadTag {
                value: "abc".into(),
                tag: "!!int".into()
            }
        );
        assert_eq!(at, (2, 13));
        let (m, _) = problem("---\na: 1\n...\nb: 2\n---\n");
        assert_eq!(m, Problem::MultipleDocuments);
    }

    #[test]
    fn duplicate_keys_are_reported_at_each_repetition() {
        let t =
            "---\nname: a\ndescription: one\ndescription: two\nmetadata:\n  k: 1\n  k: 2\n---\n";
        let p = parse(t);
        assert!(p.frontmatter.is_none());
        let got: Vec<_> = p
            .problems
            .iter()
            .map(|f| (f.problem.clone(), pos(t, f.at)))
            .collect();
        let dup = |label: &str| Problem::DuplicateYamlKey {
            label: label.into(),
        };
        assert_eq!(got, [(dup("description"), (4, 1)), (dup("k"), (7, 3))]);
        assert_eq!(p.problems[0].first.map(|s| pos(t, s)), Some((3, 1)));
        // `null`, `~` and an empty key are the same key
        assert_eq!(parse("---\nnull: 1\n~: 2\n---\n").problems.len(), 1);
        // keys of different mappings may repeat
        assert!(
            parse("---\na:\n  k: 1\nb:\n  k: 2\n---\n")
                .problems
                .is_empty()
        );
    }

    #[test]
    fn non_string_keys_load() {
        let t = "---\nname: a\n42: answer\n[x, y]: z\n---\n";
        let p = parse(t);
        assert!(p.problems.is_empty(), "{:?}", p.problems);
        let fm = p.frontmatter.unwrap();
        let labels: Vec<_> = fm.entries().iter().map(|e| fm.yaml.key_label(e)).collect();
        assert_eq!(labels, ["name", "42", "[…]"]);
        assert_eq!(fm.yaml.type_name(fm.entries()[1].key), "an integer");
        assert_eq!(pos(t, fm.yaml.span(fm.entries()[2].key)), (4, 1));
    }

    #[test]
    fn yaml_12_core_schema_types() {
        let t = "---\na: 123\nb: true\nc: 3.14\nd:\ne: ~\nf: \"123\"\ng: !!str 12\nh: yes\ni: 1.0.0\nj: |\n  block\nk: 0x1F\nl: .inf\n---\n";
        let p = parse(t);
        assert!(p.problems.is_empty(), "{:?}", p.problems);
        let fm = p.frontmatter.unwrap();
        let types: Vec<_> = fm
            .entries()
            .iter()
            .map(|e| fm.yaml.type_name(e.value))
            .collect();
        assert_eq!(
            types,
            [
                "an integer",
                "a boolean",
                "a number",
                "null",
                "null",
                "a string",
                "a string",
                "a string",
                "a string",
                "a string",
                "an integer",
                "a number"
            ]
        );
        assert!(fm.yaml.is_no_value(fm.get("d").unwrap().value));
    }

    #[test]
    fn value_spans_skip_anchors_tags_and_block_headers() {
        let t = "---\nname: !!str my-skill\ndescription: &d \"Quoted: yes\"\nx: *d\nlong: |\n  line one\n  line two\n\nmeta: &m\n  k: v\n---\n";
        let p = parse(t);
        assert!(p.problems.is_empty(), "{:?}", p.problems);
        let fm = p.frontmatter.unwrap();
        let span = |k: &str| fm.yaml.span(fm.get(k).unwrap().value);
        assert_eq!(source_of(t, span("name")), "my-skill");
        assert_eq!(source_of(t, span("description")), "\"Quoted: yes\"");
        assert_eq!(source_of(t, span("x")), "*d");
        assert_eq!(fm.yaml.str(fm.get("x").unwrap().value), Some("Quoted: yes"));
        assert_eq!(source_of(t, span("long")), "line one\n  line two");
        assert_eq!(source_of(t, span("meta")), "k: v");
        // a subrange of a plain scalar maps to the source byte for byte
        let name = fm.yaml.text(fm.get("name").unwrap().value).unwrap();
        assert!(matches!(Loc::in_text(&name, 3..8), Loc::InText { .. }));
    }

    #[test]
    fn non_ascii_positions() {
        let t = "---\nname: 技能-助手\ndescription: héllo wörld\n---\n";
        let p = parse(t);
        let fm = p.frontmatter.unwrap();
        let d = fm.yaml.span(fm.get("description").unwrap().value);
        assert_eq!(source_of(t, d), "héllo wörld");
        assert_eq!(pos(t, d), (3, 14));
        let n = fm.yaml.span(fm.get("name").unwrap().value);
        assert_eq!(source_of(t, n), "技能-助手");
        // past a long non-ASCII line (checkpoint index)
        let long = format!("---\na: {}\nb: x\n---\n", "é".repeat(1000));
        let p = parse(&long);
        let fm = p.frontmatter.unwrap();
        let b = fm.yaml.span(fm.get("b").unwrap().value);
        assert_eq!(source_of(&long, b), "x");
    }

    #[test]
    fn alias_bomb_is_refused_and_benign_aliases_load() {
        let mut t = String::from("---\nname: bomb\na0: &l0 lol\n");
        for lvl in 1..10 {
            t.push_str(&format!("x{lvl}: &l{lvl}\n"));
            for _ in 0..10 {
                t.push_str(&format!("  - *l{}\n", lvl - 1));
            }
        }
        t.push_str("---\n");
        let (m, at) = problem(&t);
        assert_eq!(m, Problem::AliasBomb { limit: 10_000 });
        assert_eq!(at.1, 5);
        let p = parse("---\nname: a\ndescription: &d text\ncompatibility: *d\n---\n");
        assert!(p.problems.is_empty());
        // an alias to the collection that contains it is refused
        assert_eq!(problem("---\na: &x [*x]\n---\n").0, Problem::RecursiveAlias);
        // the budget is `[limits] max-alias-nodes`
        let four = "---\nname: a\nl: &l [1, 2, 3]\nm: [*l, *l]\n---\n";
        let tight = Limits {
            max_alias_nodes: 7,
            ..Limits::default()
        };
        let p = parse_with(four, tight);
        assert_eq!(p.problems[0].problem, Problem::AliasBomb { limit: 7 });
        let enough = Limits {
            max_alias_nodes: 8,
            ..Limits::default()
        };
        assert!(parse_with(four, enough).problems.is_empty());
    }

    #[test]
    fn nesting_is_bounded() {
        // block nesting: refused at the first level past the limit
        let t = format!("---\nname: a\nm:\n  {}x\n---\n", "- ".repeat(200));
        let (m, at) = problem(&t);
        assert_eq!(
            m,
            Problem::YamlTooDeep {
                levels: 128,
                flow_cap: false
            }
        );
        // the root mapping is level 1, the first `-` (column 3) level 2
        assert_eq!(at, (4, 3 + 2 * 127));
        // flow nesting: the scanner stops first
        let t = format!(
            "---\nname: a\nm: {}{}\n---\n",
            "[".repeat(2000),
            "]".repeat(2000)
        );
        let (m, _) = problem(&t);
        assert_eq!(
            m,
            Problem::YamlTooDeep {
                levels: 128,
                flow_cap: false
            }
        );
        // a lower limit
        let limits = Limits {
            max_nesting: 2,
            ..Limits::default()
        };
        let p = parse_with("---\na:\n  b:\n    c: d\n---\n", limits);
        assert_eq!(
            p.problems[0].problem,
            Problem::YamlTooDeep {
                levels: 2,
                flow_cap: false
            }
        );
        // a very high limit and a very deep input: no recursion anywhere
        let limits = Limits {
            max_nesting: 1_000_000,
            ..Limits::default()
        };
        let t = format!("---\nname: a\nm:\n  {}x\n---\n", "- ".repeat(100_000));
        let p = parse_with(&t, limits);
        assert!(p.problems.is_empty(), "{:?}", p.problems.first());
        let cloned = p.frontmatter.clone();
        drop(cloned);
    }

    #[test]
    fn body_lines() {
        assert_eq!(count_lines(""), 0);
        assert_eq!(count_lines("a"), 1);
        assert_eq!(count_lines("a\n"), 1);
        assert_eq!(count_lines("a\r\nb\rc\n\n"), 4);
        let p = parse("---\nname: a\n---\nl1\nl2\nl3");
        let body = p.body.unwrap();
        assert_eq!(body.line_count, 3);
        assert_eq!(body.line_start(2), Some(6));
        assert_eq!(body.line_start(3), None);
        let p = parse("---\nname: a\n---");
        assert_eq!(p.body.unwrap().line_count, 0);
    }

    const SEED: &str = "---\nname: my-skill\ndescription: \"Does: things\" # c\nmetadata: {a: [1, 'x'], b: &x y}\nallowed-tools: |\n  Read\nz: *x\n? [k]\n: v\n---\nbody\n";
    const ALPHABET: &[u8] = b"-:[]{}&*!|>'\"#?,\n\r\t %@`\\ab0\xc3\xa9";

    /// One edit of a text: insert, remove or replace a byte.
    #[derive(Clone, Debug)]
    enum Edit {
        Insert(proptest::sample::Index, u8),
        Remove(proptest::sample::Index),
        Replace(proptest::sample::Index, u8),
    }

    fn edit() -> impl proptest::strategy::Strategy<Value = Edit> {
        use proptest::prelude::*;
        let byte = proptest::sample::select(ALPHABET);
        prop_oneof![
            (any::<proptest::sample::Index>(), byte.clone()).prop_map(|(i, b)| Edit::Insert(i, b)),
            any::<proptest::sample::Index>().prop_map(Edit::Remove),
            (any::<proptest::sample::Index>(), byte).prop_map(|(i, b)| Edit::Replace(i, b)),
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]

        /// Mutations of a realistic frontmatter never panic, and every
        /// problem lies inside the text.
        #[test]
        fn hostile_inputs_never_panic(edits in proptest::collection::vec(edit(), 1..7)) {
            let mut bytes = SEED.as_bytes().to_vec();
            for e in edits {
                match e {
                    Edit::Insert(at, b) => {
                        let at = at.index(bytes.len() + 1);
                        bytes.insert(at, b);
                    }
                    Edit::Remove(at) if !bytes.is_empty() => {
                        bytes.remove(at.index(bytes.len()));
                    }
                    Edit::Replace(at, b) if !bytes.is_empty() => {
                        let at = at.index(bytes.len());
                        bytes[at] = b;
                    }
                    _ => {}
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            let p = parse(&text);
            for f in &p.problems {
                let r = f.at.range();
                proptest::prop_assert!(r.start <= r.end && r.end <= text.len(), "{:?} {:?}", text, f);
            }
        }
    }
}
