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

use crate::config::Limits;
use crate::discover::{SkillCandidate, SkillFileProblem};
use crate::finding::Finding;
use crate::model::skill::{
    Body, Frontmatter, NodeId, ScalarType, YamlDoc, YamlEntry, YamlKind, YamlNode,
};
use crate::model::{Command, Origin, Skill, Surface, SurfaceKind, Text, TextEncoding};
use crate::rules::skill_file::SKILL_FILE;
use crate::rules::skill_frontmatter::{SKILL_FRONTMATTER, shorten};
use crate::source::{FileId, SourceFile, Span};

use super::{ReadProblem, human_size};

/// How many nodes alias expansion may produce in one frontmatter before it
/// is refused as an alias bomb ("billion laughs"). Real frontmatter uses a
/// handful of aliases, if any.
pub const ALIAS_NODE_BUDGET: u64 = 10_000;

/// One skill folder, read.
pub struct LoadedSkill {
    pub source: SourceFile,
    pub skill: Option<Skill>,
    pub findings: Vec<Finding>,
}

/// Reads one `SKILL.md`. Never fails: problems are findings.
pub fn load_skill(file: FileId, cand: &SkillCandidate, limits: &Limits) -> LoadedSkill {
    let mut skill = Skill {
        dir: cand.dir_display.clone(),
        folder_name: cand.folder_name.clone(),
        file,
        frontmatter: None,
        body: None,
    };
    let unreadable = || SourceFile::unreadable(cand.display.clone(), cand.fs_path.clone());
    let file_finding = |message: String, suggestion: &str| {
        Finding::new(&SKILL_FILE, Span::file_start(file), message, suggestion)
    };

    let (source, mut findings) = if let Some(problem) = &cand.problem {
        let f = match problem {
            SkillFileProblem::Directory => file_finding(
                "`SKILL.md` is a directory, not a file".into(),
                "replace the `SKILL.md` folder with a Markdown file of that name",
            ),
            SkillFileProblem::SymlinkOutsideRoot { target } => file_finding(
                format!(
                    "`SKILL.md` is a symlink to `{target}`, which is outside the root or does not exist; it was not followed"
                ),
                "replace the symlink with the file itself, or point it at a file inside the repository",
            ),
            SkillFileProblem::NotRegular => file_finding(
                "`SKILL.md` is not a regular file (a FIFO, socket or device)".into(),
                "replace it with a regular Markdown file",
            ),
        };
        (unreadable(), vec![f])
    } else {
        match super::read_text(&cand.fs_path, limits.max_file_size) {
            Ok(text) => {
                let parsed = parse_skill(file, &text, limits);
                skill.frontmatter = parsed.frontmatter;
                skill.body = parsed.body;
                (
                    SourceFile::new(cand.display.clone(), cand.fs_path.clone(), text),
                    parsed.findings,
                )
            }
            Err(ReadProblem::TooLarge { size, limit }) => (
                unreadable(),
                vec![file_finding(
                    format!(
                        "`SKILL.md` is {}, over the {} limit; it was not read",
                        human_size(size),
                        human_size(limit)
                    ),
                    "move long reference material into separate files the skill links to, or raise `[limits] max-file-size` in afd-surface.toml",
                )],
            ),
            Err(ReadProblem::NotRegular) => (
                unreadable(),
                vec![file_finding(
                    "`SKILL.md` is not a regular file".into(),
                    "replace it with a regular Markdown file",
                )],
            ),
            Err(ReadProblem::Io(e)) => (
                unreadable(),
                vec![file_finding(
                    format!("`SKILL.md` cannot be read: {e}"),
                    "check the file's permissions",
                )],
            ),
            Err(ReadProblem::NotUtf8 { offset, lossy }) => {
                // The text before `offset` is intact, so positions resolve in
                // the lossy text; the bad byte became one U+FFFD.
                let end = lossy
                    .get(offset..)
                    .and_then(|s| s.chars().next())
                    .map_or(offset, |c| offset + c.len_utf8());
                let f = Finding::new(
                    &SKILL_FRONTMATTER,
                    Span::new(file, offset..end),
                    "`SKILL.md` is not valid UTF-8",
                    "save the file as UTF-8 text",
                );
                (
                    SourceFile::new(cand.display.clone(), cand.fs_path.clone(), lossy),
                    vec![f],
                )
            }
        }
    };
    for f in &mut findings {
        f.commands = vec![cand.folder_name.clone()];
        f.subjects = vec![cand.dir_display.clone()];
    }
    LoadedSkill {
        source,
        skill: Some(skill),
        findings,
    }
}

/// What [`parse_skill`] read from the text of a `SKILL.md`.
#[derive(Debug, Default)]
pub struct ParsedSkill {
    pub frontmatter: Option<Frontmatter>,
    pub body: Option<Body>,
    /// `skill-frontmatter` findings (without commands or subjects).
    pub findings: Vec<Finding>,
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
    msg: String,
    help: &str,
) -> Finding {
    Finding::new(&SKILL_FRONTMATTER, Span::new(file, range), msg, help)
}

/// Splits a `SKILL.md` text (BOM removed) into frontmatter and body and
/// parses the frontmatter.
pub fn parse_skill(file: FileId, text: &str, limits: &Limits) -> ParsedSkill {
    let mut out = ParsedSkill::default();
    let mut all = lines(text);
    let Some(first) = all.next() else {
        out.findings.push(frontmatter_problem(
            file,
            0..0,
            "`SKILL.md` is empty".into(),
            "start the file with a frontmatter block: a line `---`, then `name: <folder name>` and `description: <what the skill does and when to use it>`, then a line `---`",
        ));
        return out;
    };
    let line_text = |l: &Line| text.get(l.start..l.end).unwrap_or("");
    if !is_delimiter(line_text(&first)) {
        let first_text = line_text(&first);
        let help = if is_delimiter(first_text.trim_start()) {
            "remove the indentation before `---`: the opening delimiter must start at column 1"
        } else if first_text.trim().is_empty() && lines(text).any(|l| is_delimiter(line_text(&l))) {
            "remove the blank lines before the opening `---`: the frontmatter must start on line 1"
        } else {
            "start the file with a frontmatter block: a line `---`, then `name: <folder name>` and `description: <what the skill does and when to use it>`, then a line `---`"
        };
        out.findings.push(frontmatter_problem(
            file,
            0..0,
            "`SKILL.md` does not start with a YAML frontmatter block (a first line `---`)".into(),
            help,
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
        let help = match indented {
            Some(n) => format!(
                "remove the indentation of the `---` on line {n}: a delimiter must start at column 1"
            ),
            None => "add a line `---` after the last frontmatter key".to_string(),
        };
        out.findings.push(frontmatter_problem(
            file,
            open.range(),
            "the frontmatter block opened on line 1 is never closed (no line `---` follows)".into(),
            &help,
        ));
        return out;
    };

    let yaml_range = first.next..closing.start;
    let yaml_text = text.get(yaml_range.clone()).unwrap_or("");
    match parse_yaml(file, yaml_text, yaml_range.start, limits) {
        Err(findings) => out.findings = findings,
        Ok(None) => out.findings.push(frontmatter_problem(
            file,
            open.range(),
            "the frontmatter block is empty".into(),
            "add at least `name: <folder name>` and `description: <what the skill does and when to use it>` between the `---` lines",
        )),
        Ok(Some(doc)) => {
            let root = doc.root();
            if doc.entries(root).is_some() {
                let body_text = text.get(closing.next..).unwrap_or("");
                out.body = Some(Body {
                    text: Text::new(
                        body_text,
                        Span::new(file, closing.next..text.len()),
                        TextEncoding::Raw,
                    ),
                    line_count: count_lines(body_text),
                });
                out.frontmatter = Some(Frontmatter { open, yaml: doc });
            } else {
                let what = doc.describe(root);
                out.findings.push(frontmatter_problem(
                    file,
                    doc.span(root).range(),
                    format!("the frontmatter must be a mapping of keys to values, found {what}"),
                    "write the frontmatter as `key: value` lines, such as `name: my-skill` and `description: …`",
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
    nodes: Vec<YamlNode>,
    /// Number of nodes each node stands for once aliases are expanded.
    sizes: Vec<u64>,
    stack: Vec<Open>,
    anchors: BTreeMap<usize, NodeId>,
    alias_nodes: u64,
    root: Option<NodeId>,
    documents: usize,
    duplicates: Vec<Finding>,
}

/// Parses frontmatter YAML (`text` starts at byte `base` of the file).
/// `Ok(None)` when it holds no document (empty or only comments).
pub fn parse_yaml(
    file: FileId,
    text: &str,
    base: usize,
    limits: &Limits,
) -> Result<Option<YamlDoc>, Vec<Finding>> {
    let mut b = Builder {
        file,
        text,
        base,
        index: CharIndex::new(text),
        max_nesting: limits.max_nesting,
        max_findings: limits.max_findings_per_rule.max(1),
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
                    return Err(vec![b.too_deep(at, b.max_nesting.min(255))]);
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
                    return Err(vec![b.problem(
                        start..end,
                        "the frontmatter holds more than one YAML document".into(),
                        "remove the `...` or `---` document marker inside the frontmatter",
                    )]);
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
        KeyRepr::Str(s) | KeyRepr::Typed(_, s) | KeyRepr::Other(s) => shorten(s, 60),
        KeyRepr::Null => "null".into(),
    }
}

type Step = Result<(), Vec<Finding>>;

impl Builder<'_> {
    fn span(&self, r: std::ops::Range<usize>) -> Span {
        Span::new(self.file, self.base + r.start..self.base + r.end)
    }

    fn problem(&self, r: std::ops::Range<usize>, msg: String, help: &str) -> Finding {
        Finding::new(&SKILL_FRONTMATTER, self.span(r), msg, help)
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

    fn too_deep(&self, at: usize, levels: usize) -> Finding {
        self.problem(
            self.point(at),
            format!("the frontmatter is nested deeper than {levels} levels"),
            "flatten the frontmatter, or raise `[limits] max-nesting` if the depth is deliberate",
        )
    }

    fn syntax_error(&self, at: usize, info: &str) -> Finding {
        let mut at = at.min(self.text.len());
        let help = if info.contains("tab") {
            // saphyr reports tabs at the start of the scalar before them;
            // point at the tab itself.
            if let Some(i) = self.text.get(at..).and_then(|s| s.find('\t')) {
                at += i;
            }
            "indent with spaces: YAML does not allow tabs in indentation".to_string()
        } else if let Some(key) = self.colon_in_value(at) {
            format!(
                "put the value of `{key}` in double quotes: it contains `: `, which YAML reads as the start of another key"
            )
        } else {
            "fix the YAML at this position; a value that contains `: ` or ` #`, or starts with `[`, `{`, `*`, `&`, `!`, `|`, `>`, `@`, `%` or a backtick, must be quoted".to_string()
        };
        self.problem(
            self.point(at),
            format!("the frontmatter is not valid YAML: {info}"),
            &help,
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
                    format!(
                        "the value `{}` cannot be read as `{t}`",
                        shorten(&value, 60)
                    ),
                    "remove the tag, or write a value of that type",
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
            return Err(vec![self.problem(
                r,
                "the alias refers to a collection that contains it (a recursive alias)".into(),
                "write the value out instead of using an alias",
            )]);
        };
        let size = self.sizes.get(target.0 as usize).copied().unwrap_or(1);
        self.alias_nodes = self.alias_nodes.saturating_add(size);
        if self.alias_nodes > ALIAS_NODE_BUDGET {
            return Err(vec![self.problem(
                r,
                format!(
                    "YAML aliases in the frontmatter expand to more than {ALIAS_NODE_BUDGET} nodes (an alias bomb)"
                ),
                "write the values out instead of using anchors (`&`) and aliases (`*`)",
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
                        Finding::new(
                            &SKILL_FRONTMATTER,
                            at,
                            format!("the key `{label}` is repeated in the same mapping"),
                            format!(
                                "keep one `{label}` entry and remove the others: YAML does not allow duplicate keys"
                            ),
                        )
                        .discriminator(label)
                        .related(first_at, "first occurrence"),
                    );
                }
            }
        } else {
            open.keys.insert(repr, key);
        }
    }
}

/// The parent directory of a report path (`skills/a` → `skills`).
fn parent_dir(dir: &str) -> String {
    match dir.rsplit_once('/') {
        Some(("", _)) => "/".to_string(),
        Some((parent, _)) => parent.to_string(),
        None if dir == "." => "..".to_string(),
        None => ".".to_string(),
    }
}

/// The skills surfaces: skills whose folders share a parent directory, each
/// skill with a string `description` as a command (named by its `name`
/// when that is a string, else by its folder).
pub fn skills_surfaces(skills: &[Skill]) -> Vec<Surface> {
    let mut groups: BTreeMap<String, Vec<Command>> = BTreeMap::new();
    for skill in skills {
        let Some(fm) = &skill.frontmatter else {
            continue;
        };
        let Some(description) = fm.get("description").and_then(|e| fm.yaml.text(e.value)) else {
            continue;
        };
        let name = fm
            .get("name")
            .and_then(|e| fm.yaml.text(e.value))
            .unwrap_or_else(|| {
                Text::new(skill.folder_name.clone(), fm.open, TextEncoding::Synthetic)
            });
        let span = name.span;
        groups
            .entry(parent_dir(&skill.dir))
            .or_default()
            .push(Command {
                name,
                description: Some(description),
                title: None,
                category: None,
                input_schema: None,
                output_schema: None,
                requires: Vec::new(),
                example_count: 0,
                contexts: None,
                span,
                origin: Origin::Skill {
                    dir: skill.dir.clone(),
                },
            });
    }
    groups
        .into_iter()
        .map(|(dir, commands)| Surface {
            kind: SurfaceKind::Skills { dir },
            commands,
            too_large: false,
        })
        .collect()
}
