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

/// The YAML scanner's own limit on `[`/`{` nesting.
const YAML_FLOW_MAX_NESTING: usize = 255;

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
    // The parser is not expected to panic; if it ever does, the file gets a
    // finding instead of ending the run.
    let parsed = std::panic::catch_unwind(|| parse_yaml(file, yaml_text, yaml_range.start, limits))
        .unwrap_or_else(|_| {
            Err(vec![frontmatter_problem(
                file,
                open.range(),
                "the YAML parser failed on this frontmatter".into(),
                "simplify the frontmatter to plain `key: value` lines, and report the file to the afd-surface maintainers",
            )])
        });
    match parsed {
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
    max_alias_nodes: u64,
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
            if levels < self.max_nesting {
                "flatten the frontmatter (the YAML parser reads no flow collection deeper than 255 levels)"
            } else {
                "flatten the frontmatter, or raise `[limits] max-nesting` if the depth is deliberate"
            },
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
        if self.alias_nodes > self.max_alias_nodes {
            return Err(vec![self.problem(
                r,
                format!(
                    "YAML aliases in the frontmatter expand to more than {} nodes (an alias bomb)",
                    self.max_alias_nodes
                ),
                "write the values out instead of using anchors (`&`) and aliases (`*`), or raise `[limits] max-alias-nodes`",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::finding::Loc;

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

    /// The single finding's message and position.
    fn problem(text: &str) -> (String, (u32, u32)) {
        let p = parse(text);
        assert_eq!(p.findings.len(), 1, "{:?}", p.findings);
        assert!(p.frontmatter.is_none());
        let f = &p.findings[0];
        assert_eq!(f.rule.id, "skill-frontmatter");
        assert!(!f.suggestion.is_empty());
        (f.message.clone(), pos(text, f.primary.span()))
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
        assert!(p.findings.is_empty(), "{:?}", p.findings);
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
            assert!(p.findings.is_empty(), "{:?}", p.findings);
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
        assert!(parse(t).findings.is_empty());
        // `---` inside a value or a line is not a delimiter
        let t = "---\nname: a\ndescription: \"x --- y\"\n---\n";
        let p = parse(t);
        assert!(p.findings.is_empty(), "{:?}", p.findings);
        // `----` is not a delimiter
        let (m, at) = problem("---\nname: a\n----\n");
        assert!(m.contains("never closed"), "{m}");
        assert_eq!(at, (1, 1));
        // an indented closing line is not one, and the help says where it is
        let p = parse("---\nname: a\ndescription: b\n  ---\n# Body\n");
        assert_eq!(p.findings.len(), 1);
        assert!(p.findings[0].message.contains("never closed"));
        assert!(
            p.findings[0].suggestion.contains("line 4"),
            "{}",
            p.findings[0].suggestion
        );
        // `---` later in a line does not close either
        let (m, _) = problem("---\nname: a\n\nUse a --- separator.\n");
        assert!(m.contains("never closed"));
    }

    #[test]
    fn missing_and_empty_frontmatter() {
        let (m, at) = problem("");
        assert_eq!((m.as_str(), at), ("`SKILL.md` is empty", (1, 1)));
        let (m, at) = problem("# Title\n");
        assert!(m.contains("does not start with a YAML frontmatter"));
        assert_eq!(at, (1, 1));
        let p = parse("\n---\nname: a\n---\n");
        assert!(p.findings[0].suggestion.contains("blank lines"));
        let p = parse("  ---\nname: a\n---\n");
        assert!(p.findings[0].suggestion.contains("indentation"));
        let (m, at) = problem("---\n---\n# Body\n");
        assert_eq!((m.as_str(), at), ("the frontmatter block is empty", (1, 1)));
        let (m, _) = problem("---\n# just a comment\n\n---\n");
        assert_eq!(m, "the frontmatter block is empty");
    }

    #[test]
    fn non_mapping_frontmatter() {
        let (m, at) = problem("---\n- name\n- description\n---\n");
        assert!(m.ends_with("found a list"), "{m}");
        assert_eq!(at, (2, 1));
        let (m, at) = problem("---\njust a plain string\n---\n");
        assert!(m.ends_with("found a string"), "{m}");
        assert_eq!(at, (2, 1));
        let (m, _) = problem("---\n42\n---\n");
        assert!(m.ends_with("found an integer (`42`)"), "{m}");
    }

    #[test]
    fn syntax_errors_have_positions_and_suggestions() {
        let t = "---\nname: a\ndescription: Use this skill when: the user asks\n---\n";
        let p = parse(t);
        assert_eq!(p.findings.len(), 1);
        let f = &p.findings[0];
        assert!(
            f.message.starts_with("the frontmatter is not valid YAML: "),
            "{}",
            f.message
        );
        assert_eq!(pos(t, f.primary.span()), (3, 33));
        assert!(
            f.suggestion.contains("`description` in double quotes"),
            "{}",
            f.suggestion
        );
        let t = "---\nname: a\n\tdescription: tabbed\n---\n";
        let p = parse(t);
        assert_eq!(pos(t, p.findings[0].primary.span()), (3, 1));
        assert!(p.findings[0].suggestion.contains("spaces"));
        let (m, _) = problem("---\nname: a\nb: *nope\n---\n");
        assert!(m.contains("not valid YAML"), "{m}");
        let (m, at) = problem("---\nname: !!int abc\n---\n");
        assert_eq!(m, "the value `abc` cannot be read as `!!int`");
        assert_eq!(at, (2, 13));
        let (m, _) = problem("---\na: 1\n...\nb: 2\n---\n");
        assert_eq!(m, "the frontmatter holds more than one YAML document");
    }

    #[test]
    fn duplicate_keys_are_reported_at_each_repetition() {
        let t =
            "---\nname: a\ndescription: one\ndescription: two\nmetadata:\n  k: 1\n  k: 2\n---\n";
        let p = parse(t);
        assert!(p.frontmatter.is_none());
        let got: Vec<_> = p
            .findings
            .iter()
            .map(|f| {
                (
                    f.message.clone(),
                    pos(t, f.primary.span()),
                    f.discriminator.clone(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (
                    "the key `description` is repeated in the same mapping".to_string(),
                    (4, 1),
                    "description".to_string()
                ),
                (
                    "the key `k` is repeated in the same mapping".to_string(),
                    (7, 3),
                    "k".to_string()
                ),
            ]
        );
        assert_eq!(pos(t, p.findings[0].related[0].loc.span()), (3, 1));
        // `null`, `~` and an empty key are the same key
        assert_eq!(parse("---\nnull: 1\n~: 2\n---\n").findings.len(), 1);
        // keys of different mappings may repeat
        assert!(
            parse("---\na:\n  k: 1\nb:\n  k: 2\n---\n")
                .findings
                .is_empty()
        );
    }

    #[test]
    fn non_string_keys_load() {
        let t = "---\nname: a\n42: answer\n[x, y]: z\n---\n";
        let p = parse(t);
        assert!(p.findings.is_empty(), "{:?}", p.findings);
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
        assert!(p.findings.is_empty(), "{:?}", p.findings);
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
        assert!(p.findings.is_empty(), "{:?}", p.findings);
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
        assert!(m.contains("alias bomb"), "{m}");
        assert_eq!(at.1, 5);
        let p = parse("---\nname: a\ndescription: &d text\ncompatibility: *d\n---\n");
        assert!(p.findings.is_empty());
        // an alias to the collection that contains it is refused
        let (m, _) = problem("---\na: &x [*x]\n---\n");
        assert!(m.contains("recursive alias"), "{m}");
        // the budget is `[limits] max-alias-nodes`
        let four = "---\nname: a\nl: &l [1, 2, 3]\nm: [*l, *l]\n---\n";
        let tight = Limits {
            max_alias_nodes: 7,
            ..Limits::default()
        };
        let p = parse_with(four, tight);
        assert_eq!(
            p.findings[0].message,
            "YAML aliases in the frontmatter expand to more than 7 nodes (an alias bomb)"
        );
        let enough = Limits {
            max_alias_nodes: 8,
            ..Limits::default()
        };
        assert!(parse_with(four, enough).findings.is_empty());
    }

    #[test]
    fn nesting_is_bounded() {
        // block nesting: refused at the first level past the limit
        let t = format!("---\nname: a\nm:\n  {}x\n---\n", "- ".repeat(200));
        let (m, at) = problem(&t);
        assert_eq!(m, "the frontmatter is nested deeper than 128 levels");
        // the root mapping is level 1, the first `-` (column 3) level 2
        assert_eq!(at, (4, 3 + 2 * 127));
        // flow nesting: the scanner stops first
        let t = format!(
            "---\nname: a\nm: {}{}\n---\n",
            "[".repeat(2000),
            "]".repeat(2000)
        );
        let (m, _) = problem(&t);
        assert!(
            m.starts_with("the frontmatter is nested deeper than"),
            "{m}"
        );
        // a lower limit
        let limits = Limits {
            max_nesting: 2,
            ..Limits::default()
        };
        let p = parse_with("---\na:\n  b:\n    c: d\n---\n", limits);
        assert_eq!(
            p.findings[0].message,
            "the frontmatter is nested deeper than 2 levels"
        );
        // a very high limit and a very deep input: no recursion anywhere
        let limits = Limits {
            max_nesting: 1_000_000,
            ..Limits::default()
        };
        let t = format!("---\nname: a\nm:\n  {}x\n---\n", "- ".repeat(100_000));
        let p = parse_with(&t, limits);
        assert!(p.findings.is_empty(), "{:?}", p.findings.first());
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

    fn candidate(dir: &std::path::Path, problem: Option<SkillFileProblem>) -> SkillCandidate {
        SkillCandidate {
            fs_path: dir.join("SKILL.md"),
            display: "s/SKILL.md".into(),
            dir_display: "s".into(),
            folder_name: "s".into(),
            problem,
        }
    }

    #[test]
    fn invalid_utf8_points_at_the_first_bad_byte() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("SKILL.md"),
            b"\xEF\xBB\xBF---\nname: s\ndescription: bad \xff\xfe here\n---\n",
        )
        .unwrap();
        let loaded = load_skill(FileId(0), &candidate(dir.path(), None), &Limits::default());
        assert_eq!(loaded.findings.len(), 1);
        let f = &loaded.findings[0];
        assert_eq!(f.rule.id, "skill-frontmatter");
        assert_eq!(f.message, "`SKILL.md` is not valid UTF-8");
        assert_eq!(f.commands, ["s"]);
        assert_eq!(f.subjects, ["s"]);
        let r = loaded.source.region(f.primary.span().range());
        assert_eq!((r.line, r.column, r.end_column), (3, 18, 19));
        let skill = loaded.skill.unwrap();
        assert!(skill.frontmatter.is_none());
    }

    #[test]
    fn unreadable_files_are_skill_file_findings() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("SKILL.md"), GOOD).unwrap();
        let small = Limits {
            max_file_size: 10,
            ..Limits::default()
        };
        let loaded = load_skill(FileId(0), &candidate(dir.path(), None), &small);
        assert_eq!(loaded.findings[0].rule.id, "skill-file");
        assert!(
            loaded.findings[0]
                .message
                .contains("over the 10 bytes limit"),
            "{}",
            loaded.findings[0].message
        );
        for problem in [
            SkillFileProblem::Directory,
            SkillFileProblem::NotRegular,
            SkillFileProblem::SymlinkOutsideRoot {
                target: "/etc/passwd".into(),
            },
        ] {
            let loaded = load_skill(
                FileId(0),
                &candidate(dir.path(), Some(problem)),
                &Limits::default(),
            );
            assert_eq!(loaded.findings.len(), 1);
            assert_eq!(loaded.findings[0].rule.id, "skill-file");
            assert_eq!(loaded.findings[0].primary.span().range(), 0..0);
            assert!(loaded.skill.unwrap().frontmatter.is_none());
        }
    }

    #[test]
    fn skills_of_one_parent_form_a_surface() {
        let skill = |dir: &str, text: &str| {
            let p = parse(text);
            Skill {
                dir: dir.into(),
                folder_name: dir.rsplit('/').next().unwrap().into(),
                file: FileId(0),
                frontmatter: p.frontmatter,
                body: p.body,
            }
        };
        let skills = [
            skill("skills/a", "---\nname: a\ndescription: Does A.\n---\n"),
            skill("skills/b", "---\nname: 1\ndescription: Does B.\n---\n"),
            skill("skills/c", "---\nname: c\n---\n"),
            skill("other/d", "---\nname: d\ndescription: Does D.\n---\n"),
            skill("e", "---\nname: e\ndescription: Does E.\n---\n"),
        ];
        let surfaces = skills_surfaces(&skills);
        let got: Vec<(String, Vec<String>)> = surfaces
            .iter()
            .map(|s| {
                let SurfaceKind::Skills { dir } = &s.kind else {
                    panic!("not a skills surface")
                };
                (
                    dir.clone(),
                    s.commands.iter().map(|c| c.name.value.clone()).collect(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (".".to_string(), vec!["e".to_string()]),
                ("other".to_string(), vec!["d".to_string()]),
                ("skills".to_string(), vec!["a".to_string(), "b".to_string()]),
            ]
        );
        let b = &surfaces[2].commands[1];
        assert_eq!(
            b.origin,
            Origin::Skill {
                dir: "skills/b".into()
            }
        );
        assert_eq!(
            b.description.as_ref().unwrap().encoding,
            TextEncoding::YamlScalar
        );
        assert_eq!(b.name.encoding, TextEncoding::Synthetic);
        assert_eq!(parent_dir("."), "..");
        assert_eq!(parent_dir("/abs/x"), "/abs");
        assert_eq!(parent_dir("/x"), "/");
    }

    #[test]
    fn hostile_inputs_never_panic() {
        // Deterministic mutations of a realistic frontmatter.
        let seed = "---\nname: my-skill\ndescription: \"Does: things\" # c\nmetadata: {a: [1, 'x'], b: &x y}\nallowed-tools: |\n  Read\nz: *x\n? [k]\n: v\n---\nbody\n";
        let alphabet: &[u8] = b"-:[]{}&*!|>'\"#?,\n\r\t %@`\\ab0\xc3\xa9";
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..3000 {
            let mut bytes = seed.as_bytes().to_vec();
            for _ in 0..(next() % 6 + 1) {
                let at = (next() as usize) % (bytes.len() + 1);
                let b = alphabet[(next() as usize) % alphabet.len()];
                match next() % 3 {
                    0 => bytes.insert(at, b),
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    _ if at < bytes.len() => bytes[at] = b,
                    _ => {}
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            let p = parse(&text);
            for f in &p.findings {
                let r = f.primary.span().range();
                assert!(r.start <= r.end && r.end <= text.len(), "{text:?} {f:?}");
            }
        }
    }
}
