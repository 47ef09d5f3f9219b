//! The Agent Skills model: one `SKILL.md` folder, its YAML frontmatter and
//! its Markdown body.
//!
//! The frontmatter is kept as a small YAML document in an arena
//! ([`YamlDoc`]): nodes refer to their children by index, so building,
//! walking, cloning and dropping it never recurse, whatever the nesting of
//! the input. Scalars are typed with the YAML 1.2 core schema: an unquoted
//! `123`, `true`, `3.14` or `null` (or an empty value) is not a string,
//! while a quoted scalar, a block scalar (`|`, `>`) or a `!!str`-tagged
//! scalar always is.

use crate::model::{Text, TextEncoding};
use crate::source::{FileId, Span};

/// A folder holding a `SKILL.md`.
#[derive(Clone, Debug, PartialEq)]
pub struct Skill {
    /// The folder's report path (relative to the root, `/` separators).
    pub dir: String,
    /// The folder's own name (last path component).
    pub folder_name: String,
    /// The `SKILL.md` file.
    pub file: FileId,
    /// The frontmatter, when the file could be read and its frontmatter
    /// parsed into a mapping (otherwise a `skill-file` or `skill-frontmatter`
    /// finding was reported and the skill rules skip the skill).
    pub frontmatter: Option<Frontmatter>,
    /// The Markdown body after the closing `---` line (present whenever the
    /// frontmatter is).
    pub body: Option<Body>,
}

/// The YAML frontmatter of a `SKILL.md`, a mapping.
#[derive(Clone, Debug, PartialEq)]
pub struct Frontmatter {
    /// The opening `---` line: findings about a missing key point here.
    pub open: Span,
    /// The parsed YAML; its root is a mapping.
    pub yaml: YamlDoc,
}

/// The Markdown body of a `SKILL.md`.
#[derive(Clone, Debug, PartialEq)]
pub struct Body {
    /// The body text, byte for byte ([`TextEncoding::Raw`]), from the line
    /// after the closing `---` to the end of the file.
    pub text: Text,
    /// Number of lines (`\n`, `\r\n` and a lone `\r` end a line; a last line
    /// without a line ending counts).
    pub line_count: usize,
}

impl Body {
    /// Byte offset (in [`Body::text`]) where 0-based line `n` starts, if the
    /// body has that many lines.
    pub fn line_start(&self, n: usize) -> Option<usize> {
        if n == 0 {
            return Some(0);
        }
        let bytes = self.text.value.as_bytes();
        let mut line = 0usize;
        let mut i = 0usize;
        while i < bytes.len() {
            let b = bytes.get(i).copied().unwrap_or(b'\n');
            let end = match b {
                b'\n' => Some(i + 1),
                b'\r' if bytes.get(i + 1) == Some(&b'\n') => Some(i + 2),
                b'\r' => Some(i + 1),
                _ => None,
            };
            match end {
                Some(e) => {
                    line += 1;
                    if line == n {
                        return (e < bytes.len()).then_some(e);
                    }
                    i = e;
                }
                None => i += 1,
            }
        }
        None
    }
}

/// Index of a node in a [`YamlDoc`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NodeId(pub u32);

/// How the YAML 1.2 core schema types a scalar that is not a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    Null,
    Bool,
    Int,
    Float,
}

/// One key–value pair of a mapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YamlEntry {
    pub key: NodeId,
    pub value: NodeId,
}

/// What a node is.
#[derive(Clone, Debug, PartialEq)]
pub enum YamlKind {
    /// A string scalar (decoded value).
    Str(String),
    /// A null, boolean, integer or float scalar, as written.
    Typed {
        ty: ScalarType,
        raw: String,
    },
    Seq(Vec<NodeId>),
    /// Entries in source order.
    Map(Vec<YamlEntry>),
    /// An alias (`*name`); the node is the anchored one.
    Alias(NodeId),
}

/// A node with the span of its token (a scalar's text without its anchor or
/// tag; a collection from its first to its last character).
#[derive(Clone, Debug, PartialEq)]
pub struct YamlNode {
    pub span: Span,
    pub kind: YamlKind,
}

static MISSING: YamlNode = YamlNode {
    span: Span {
        file: FileId(0),
        start: 0,
        end: 0,
    },
    kind: YamlKind::Typed {
        ty: ScalarType::Null,
        raw: String::new(),
    },
};

/// A YAML document stored as an arena of nodes.
#[derive(Clone, Debug, PartialEq)]
pub struct YamlDoc {
    nodes: Vec<YamlNode>,
    root: NodeId,
}

impl YamlDoc {
    /// A document from its nodes (`root` indexes `nodes`).
    pub fn new(nodes: Vec<YamlNode>, root: NodeId) -> YamlDoc {
        YamlDoc { nodes, root }
    }

    pub fn root(&self) -> NodeId {
        self.root
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The node itself (an alias stays an alias).
    pub fn node(&self, id: NodeId) -> &YamlNode {
        self.nodes.get(id.0 as usize).unwrap_or(&MISSING)
    }

    /// The node's content, following an alias to the anchored node.
    pub fn kind(&self, id: NodeId) -> &YamlKind {
        let mut node = self.node(id);
        // Anchors cannot be put on aliases, so one hop is enough; the bound
        // guards against a malformed arena.
        for _ in 0..4 {
            match node.kind {
                YamlKind::Alias(target) => node = self.node(target),
                _ => break,
            }
        }
        &node.kind
    }

    /// The span of the node as written (for an alias, the `*name` token).
    pub fn span(&self, id: NodeId) -> Span {
        self.node(id).span
    }

    /// The string value of a string node.
    pub fn str(&self, id: NodeId) -> Option<&str> {
        match self.kind(id) {
            YamlKind::Str(s) => Some(s),
            _ => None,
        }
    }

    /// A string node as a [`Text`] located at the node (an alias is
    /// located at the `*name` token, as a whole).
    pub fn text(&self, id: NodeId) -> Option<Text> {
        let node = self.node(id);
        let encoding = match node.kind {
            YamlKind::Alias(_) => TextEncoding::Synthetic,
            _ => TextEncoding::YamlScalar,
        };
        self.str(id)
            .map(|s| Text::new(s.to_string(), node.span, encoding))
    }

    /// The entries of a mapping node.
    pub fn entries(&self, id: NodeId) -> Option<&[YamlEntry]> {
        match self.kind(id) {
            YamlKind::Map(entries) => Some(entries),
            _ => None,
        }
    }

    /// The key of a mapping entry as a string, when it is one.
    pub fn key_str(&self, entry: &YamlEntry) -> Option<&str> {
        self.str(entry.key)
    }

    /// The key as written, for messages: the string, the scalar's text, or
    /// a placeholder for a collection used as a key.
    pub fn key_label(&self, entry: &YamlEntry) -> String {
        match self.kind(entry.key) {
            YamlKind::Str(s) => s.clone(),
            YamlKind::Typed { raw, .. } if raw.is_empty() => "null".into(),
            YamlKind::Typed { raw, .. } => raw.clone(),
            YamlKind::Seq(_) => "[…]".into(),
            YamlKind::Map(_) => "{…}".into(),
            YamlKind::Alias(_) => "*…".into(),
        }
    }

    /// What a node is, for messages: "a string", "an integer (`42`)", "a
    /// mapping", "no value" …
    pub fn describe(&self, id: NodeId) -> String {
        match self.kind(id) {
            YamlKind::Str(_) => "a string".into(),
            YamlKind::Typed {
                ty: ScalarType::Null,
                raw,
            } if raw.is_empty() => "no value".into(),
            YamlKind::Typed { ty, raw } => {
                let what = match ty {
                    ScalarType::Null => "null",
                    ScalarType::Bool => "a boolean",
                    ScalarType::Int => "an integer",
                    ScalarType::Float => "a number",
                };
                format!("{what} (`{raw}`)")
            }
            YamlKind::Seq(_) => "a list".into(),
            YamlKind::Map(_) => "a mapping".into(),
            YamlKind::Alias(_) => "an alias".into(),
        }
    }

    /// What kind of value a node is: "a string", "an integer", "a list" …
    pub fn type_name(&self, id: NodeId) -> &'static str {
        match self.kind(id) {
            YamlKind::Str(_) => "a string",
            YamlKind::Typed { ty, .. } => match ty {
                ScalarType::Null => "null",
                ScalarType::Bool => "a boolean",
                ScalarType::Int => "an integer",
                ScalarType::Float => "a number",
            },
            YamlKind::Seq(_) => "a list",
            YamlKind::Map(_) => "a mapping",
            YamlKind::Alias(_) => "an alias",
        }
    }

    /// Whether the node is an empty value (`key:` with nothing after it).
    pub fn is_no_value(&self, id: NodeId) -> bool {
        matches!(self.kind(id), YamlKind::Typed { ty: ScalarType::Null, raw } if raw.is_empty())
    }

    /// The raw text of a typed scalar (`123`, `true`), to suggest quoting it.
    pub fn scalar_raw(&self, id: NodeId) -> Option<&str> {
        match self.kind(id) {
            YamlKind::Typed { raw, .. } if !raw.is_empty() => Some(raw),
            _ => None,
        }
    }
}

impl Frontmatter {
    /// The top-level entries, in source order.
    pub fn entries(&self) -> &[YamlEntry] {
        self.yaml.entries(self.yaml.root()).unwrap_or(&[])
    }

    /// The first top-level entry whose key is the string `key`.
    pub fn get(&self, key: &str) -> Option<&YamlEntry> {
        self.entries()
            .iter()
            .find(|e| self.yaml.key_str(e) == Some(key))
    }
}
