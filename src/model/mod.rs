//! The format-independent model the rules read: surfaces of commands and
//! skills. Every field a rule reports on carries a [`Span`]; adapters in
//! `input/` build these values and rules never see raw JSON or YAML text.

pub mod problem;
pub mod skill;

pub use skill::Skill;

use crate::meta::Profile;
use crate::source::{FileId, Span};
use problem::FileInput;

/// How the characters of a [`Text`] are written in the source, so that a
/// range inside the decoded value can be mapped back to source positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    /// A JSON string literal (the span includes the quotes; escapes decode).
    JsonString,
    /// A YAML scalar (plain, quoted or block); mapped on a best-effort basis.
    YamlScalar,
    /// The span covers the text byte for byte.
    Raw,
    /// No source text for the value (synthesised); subranges map to the span.
    Synthetic,
}

/// A string value with the span of its token in the source.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    pub value: String,
    pub span: Span,
    pub encoding: TextEncoding,
}

impl Text {
    pub fn new(value: impl Into<String>, span: Span, encoding: TextEncoding) -> Text {
        Text {
            value: value.into(),
            span,
            encoding,
        }
    }

    pub fn as_str(&self) -> &str {
        &self.value
    }
}

/// A JSON Schema value (input or output schema of a command).
#[derive(Clone, Debug, PartialEq)]
pub struct Schema {
    /// The schema as JSON. Object keys keep their source order (the last
    /// value of a duplicated key wins, at the position of its first
    /// occurrence, as `JSON.parse` does).
    pub value: serde_json::Value,
    /// The span of the whole schema value (for `parameters`, the array).
    pub span: Span,
    /// The top-level property names with the spans of their keys, in source
    /// order, de-duplicated.
    pub properties: Vec<(String, Span)>,
    /// The `description` strings inside the schema that an agent reads with
    /// the command (of properties at any depth, array items, `anyOf`
    /// branches, definitions and the schema itself), each with its path
    /// (`query`, `filter.status`, `tags[]`; empty for the schema's own), in
    /// source order, at most [`MAX_SCHEMA_DESCRIPTIONS`].
    pub descriptions: Vec<(String, Text)>,
}

/// Descriptions kept per schema: more than any real tool has, few enough
/// that a hostile schema cannot make the injection scan slow.
pub const MAX_SCHEMA_DESCRIPTIONS: usize = 10_000;

/// An MCP tool as the document writes it, for the rules of the MCP
/// specification (which check what the normalised fields leave out).
#[derive(Clone, Debug, PartialEq)]
pub struct McpTool {
    /// The tool object as JSON (key order kept; the last of duplicated keys
    /// wins).
    pub value: serde_json::Value,
    /// The `protocolVersion` the document states (a capture's), if any.
    pub protocol_version: Option<Text>,
}

/// Where a command comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// An entry of a command manifest.
    Manifest,
    /// A skill taking part in a skills surface; `dir` is the skill folder's
    /// report path (the fingerprint subject of its findings).
    Skill { dir: String },
    /// A definition in source code (`defineCommand`, `server.tool`,
    /// `@mcp.tool`).
    Source,
}

/// One command or tool, normalised from any manifest shape.
#[derive(Clone, Debug, PartialEq)]
pub struct Command {
    pub name: Text,
    /// `None` when the description is missing (or not a string); rules then
    /// use the empty string, as the reference does.
    pub description: Option<Text>,
    /// MCP `title`, when present.
    pub title: Option<Text>,
    pub category: Option<Text>,
    pub input_schema: Option<Schema>,
    pub output_schema: Option<Schema>,
    /// The `requires` entries that are strings, in source order.
    pub requires: Vec<Text>,
    /// Number of elements of a non-empty `examples` array (0 otherwise).
    pub example_count: usize,
    /// `contexts`, when it is an array (its string elements).
    pub contexts: Option<Vec<String>>,
    /// The span of the command object (or of its `name` for skills).
    pub span: Span,
    pub origin: Origin,
    /// The tool as written, for a command of a tool list (not of AFD's own
    /// `{"commands": [...]}` shapes, and not a skill).
    pub mcp: Option<Box<McpTool>>,
    /// The fields a source file sets in a way that cannot be read
    /// statically: the rules that need them leave the command alone.
    pub unread: Unread,
    /// For a tool read from source: the server object it is registered on
    /// (`server`, `this.server`), when the code names one. Each server
    /// object of a file is one surface.
    pub server: Option<String>,
}

/// The fields of a command read from source code whose values cannot be
/// known without running it (each reported by `source-unresolved`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unread {
    pub description: bool,
    pub category: bool,
    pub requires: bool,
    pub input: bool,
    pub output: bool,
}

/// How a message names a `description` inside a command's schema
/// (`which` is `input` or `output`, `path` the property's path, empty for
/// the schema's own): `parameter "q" description`, `output field "id"
/// description`, `input schema description`.
pub fn schema_description_subject(which: &str, path: &str) -> String {
    match (which, path.is_empty()) {
        ("input", false) => format!("parameter \"{path}\" description"),
        (_, false) => format!("output field \"{path}\" description"),
        _ => format!("{which} schema description"),
    }
}

impl Command {
    /// The `description`s inside its input and output schemas, in the
    /// order they are reported: (`input` or `output`, path, text).
    pub fn schema_descriptions(&self) -> impl Iterator<Item = (&'static str, &str, &Text)> {
        [
            ("input", &self.input_schema),
            ("output", &self.output_schema),
        ]
        .into_iter()
        .filter_map(|(which, schema)| schema.as_ref().map(|s| (which, s)))
        .flat_map(|(which, schema)| {
            schema
                .descriptions
                .iter()
                .map(move |(path, t)| (which, path.as_str(), t))
        })
    }

    /// What messages call it: "Command", or "Skill" for a skill.
    pub fn noun(&self) -> &'static str {
        match self.origin {
            Origin::Manifest | Origin::Source => "Command",
            Origin::Skill { .. } => "Skill",
        }
    }

    /// The description the rules compare: the empty string when missing.
    pub fn description_str(&self) -> &str {
        self.description.as_ref().map(|t| t.as_str()).unwrap_or("")
    }

    pub fn name_str(&self) -> &str {
        self.name.as_str()
    }

    pub fn category_str(&self) -> Option<&str> {
        self.category
            .as_ref()
            .map(|t| t.as_str())
            .filter(|s| !s.is_empty())
    }

    /// The span findings about the description point at: the description
    /// value, or the name when the description is missing.
    pub fn description_span(&self) -> Span {
        self.description
            .as_ref()
            .map(|d| d.span)
            .unwrap_or(self.name.span)
    }
}

/// What a server tells an agent besides its tools, as a capture records it:
/// its `instructions`, and the descriptions of its prompts and resources
/// (and of the prompts' arguments). The injection rules read them.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerText {
    pub kind: ServerTextKind,
    /// The prompt's or resource's name (empty for the instructions).
    pub name: String,
    /// Which text of it: `description`, `argument "x" description`.
    pub what: String,
    pub text: Text,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerTextKind {
    Instructions,
    Prompt,
    Resource,
}

impl ServerTextKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ServerTextKind::Instructions => "instructions",
            ServerTextKind::Prompt => "prompt",
            ServerTextKind::Resource => "resource",
        }
    }
}

/// How a manifest is written, as far as choosing its profile goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManifestTraits {
    /// AFD's own shapes: `{"commands": [...]}` or the `afd-help` envelope.
    pub afd_shape: bool,
    /// A tool named like one of AFD's built-in tools (`afd-help`, …).
    pub afd_tools: bool,
    /// A command with AFD's `requires` or `mutation` (itself or in `_meta`).
    pub afd_fields: bool,
    /// The document is one command or tool object (not a list): the files
    /// of a folder of such documents form one surface together.
    pub single_object: bool,
}

impl ManifestTraits {
    pub fn any(&self) -> bool {
        self.afd_shape || self.afd_tools || self.afd_fields
    }
}

/// What a surface is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SurfaceKind {
    /// One command manifest file.
    Manifest { file: FileId },
    /// The skills whose folders share a parent directory (`dir`, report path).
    Skills { dir: String },
    /// Several manifests checked as one surface: a folder of files that
    /// each hold one tool (`name` is the folder's report path), or a
    /// `[[surface]]` group of the configuration (its name, `named`).
    Group {
        name: String,
        files: Vec<FileId>,
        named: bool,
    },
}

/// A set of commands an agent sees together: cross-command rules compare
/// commands within one surface.
#[derive(Clone, Debug, PartialEq)]
pub struct Surface {
    pub kind: SurfaceKind,
    /// Commands in input order, after `skip-categories`.
    pub commands: Vec<Command>,
    /// Set when the surface has more commands than `max-commands-per-surface`:
    /// cross-command rules then skip it.
    pub too_large: bool,
    /// Where a finding about the whole surface points (the start of a
    /// manifest, the first skill's name).
    pub anchor: Span,
    /// The defaults the surface is checked with.
    pub profile: Profile,
    /// The server's instructions and its prompts' and resources'
    /// descriptions, when a capture recorded them.
    pub server_texts: Vec<ServerText>,
    /// For a source surface: what every source file of the run defines
    /// (a server's commands are often spread over files, one per file).
    pub source_run: Option<std::sync::Arc<SourceRun>>,
}

/// What the source files of one run define together.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SourceRun {
    /// Every command name.
    pub names: std::collections::HashSet<String>,
    /// Each category, with the number of commands that use it.
    pub categories: std::collections::HashMap<String, usize>,
}

impl Surface {
    /// The surface with a capture's server texts.
    pub fn with_texts(mut self, texts: Vec<ServerText>) -> Surface {
        self.server_texts = texts;
        self
    }

    pub fn is_skills(&self) -> bool {
        matches!(self.kind, SurfaceKind::Skills { .. })
    }
}

/// Everything loaded in one run, ready for the rules.
#[derive(Debug, Default)]
pub struct Workspace {
    /// Every file read, with the problems met reading it, in file order.
    pub files: Vec<FileInput>,
    pub surfaces: Vec<Surface>,
    pub skills: Vec<Skill>,
    /// Source files that use an MCP server SDK but define no tool the
    /// readers can see (tools registered through variables, classes or
    /// loops): the server is checked through a capture of what it lists.
    pub sdk_unread: Vec<String>,
}

impl Workspace {
    /// Whether a surface is read from source code (a source file, or the
    /// source files of one package).
    pub fn is_source(&self, s: &Surface) -> bool {
        // the files are in file-id order
        let source = |f: &FileId| {
            self.files
                .binary_search_by_key(f, |x| x.file)
                .ok()
                .and_then(|i| self.files.get(i))
                .is_some_and(|x| x.kind == crate::meta::FileKind::Source)
        };
        match &s.kind {
            SurfaceKind::Manifest { file } => source(file),
            SurfaceKind::Group {
                files,
                named: false,
                ..
            } => files.first().is_some_and(source),
            _ => false,
        }
    }

    /// The commands of the manifests' surfaces (skills are counted apart).
    pub fn command_count(&self) -> usize {
        self.surfaces
            .iter()
            .filter(|s| !s.is_skills())
            .map(|s| s.commands.len())
            .sum()
    }
}
