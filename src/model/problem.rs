//! What an input adapter could not read, as data. Adapters report
//! [`LoadProblem`]s with their positions; the input rules (`manifest-invalid`,
//! `skill-file`, `skill-frontmatter`) own them and turn them into findings,
//! so adapters know nothing of rules, messages or severities.

use crate::meta::FileKind;
use crate::source::{FileId, Span};

/// One problem met while reading a file.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadProblem {
    pub problem: Problem,
    /// Where it is (the start of the file for a file-level problem).
    pub at: Span,
    /// The command concerned, when the problem lies inside a command that
    /// has a name.
    pub command: Option<String>,
    /// A second place involved: the first occurrence of a repeated key.
    pub first: Option<Span>,
}

impl LoadProblem {
    pub fn new(problem: Problem, at: Span) -> LoadProblem {
        LoadProblem {
            problem,
            at,
            command: None,
            first: None,
        }
    }

    pub fn command(mut self, command: Option<&str>) -> LoadProblem {
        self.command = command.map(str::to_string);
        self
    }

    pub fn first(mut self, first: Span) -> LoadProblem {
        self.first = Some(first);
        self
    }
}

/// What went wrong. JSON value kinds (`found`) are written as messages say
/// them: "a string", "an array"…
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    // ---- reading the file (every kind of input) ----
    /// Larger than `[limits] max-file-size`; not read.
    TooLarge {
        size: u64,
        limit: u64,
    },
    /// A FIFO, socket or device.
    NotRegular,
    /// The operating system refused to read it.
    Unreadable {
        error: String,
    },
    /// Not valid UTF-8 (the position is the first invalid byte); `nul`
    /// when it holds NUL bytes too (a binary file).
    NotUtf8 {
        nul: bool,
    },
    /// Valid UTF-8 holding NUL bytes: a binary file.
    Binary,
    /// Found by the walk to be a FIFO, socket or device.
    SpecialFile,
    /// `SKILL.md` is a directory.
    SkillIsDirectory,
    /// A symlink whose target is outside the root or missing; not followed.
    SymlinkOutsideRoot {
        target: String,
    },

    // ---- JSON manifests ----
    /// Empty or only white space.
    EmptyManifest,
    /// Not valid JSON (`detail`: the parser's words).
    InvalidJson {
        detail: String,
    },
    /// Arrays and objects nested deeper than `levels`; `parser_cap` when
    /// that is the parser's own ceiling rather than `[limits] max-nesting`.
    JsonTooDeep {
        levels: usize,
        parser_cap: bool,
    },
    /// `commands` or `tools` is not an array.
    ListNotArray {
        key: &'static str,
        found: &'static str,
    },
    /// A JSON-RPC error response.
    JsonRpcError,
    /// An object with none of the keys of a known shape.
    UnknownShape,
    /// The top level is neither an object nor an array.
    NotContainer {
        found: &'static str,
    },
    /// An entry of the command list is not an object.
    CommandNotObject {
        found: &'static str,
    },
    /// A command without `name`.
    NameMissing,
    /// A command whose `name` is not a string.
    NameNotString {
        found: &'static str,
    },
    /// A field that must be a string (`description`, `title`, `category`).
    NotAString {
        key: String,
        found: &'static str,
    },
    /// A field that must be an array of strings (`requires`, `contexts`).
    NotAStringList {
        key: String,
        found: &'static str,
    },
    /// An element of such an array that is not a string.
    ListEntryNotString {
        key: String,
        found: &'static str,
    },
    /// `_meta` is not an object.
    MetaNotObject {
        found: &'static str,
    },
    /// `examples` is not an array.
    ExamplesNotArray {
        found: &'static str,
    },
    /// `parameters` is not an array.
    ParametersNotArray {
        found: &'static str,
    },
    /// An entry of `parameters` without a string `name`.
    ParameterWithoutName,
    /// A schema field (`inputSchema`, `outputSchema`…) that is not an object.
    SchemaNotObject {
        key: String,
        found: &'static str,
    },
    /// A key given twice in one object (`key` with its `_meta.` prefix).
    DuplicateKey {
        key: String,
    },
    /// A tool list result with a `nextCursor`: more tools were to be
    /// fetched, so the list is incomplete.
    ListIncomplete,

    // ---- source code ----
    /// A value of a tool definition that cannot be read without running
    /// the code: `what` it is ("the description") and `why` ("a template
    /// literal with expressions").
    SourceUnresolved {
        what: String,
        why: String,
    },
    /// The parser met a syntax error (`detail`: its words).
    SourceSyntax {
        detail: String,
    },
    /// Brackets nested deeper than the reader parses.
    SourceTooDeep {
        depth: usize,
        limit: usize,
    },

    // ---- SKILL.md ----
    SkillEmpty,
    /// The first line is not `---`.
    NoFrontmatter {
        hint: OpeningHint,
    },
    /// No closing `---`; `indented_line` is a `---` line that was
    /// indented (so not a delimiter), when there is one.
    Unterminated {
        indented_line: Option<usize>,
    },
    /// The YAML parser failed (it should not; the file gets a finding).
    YamlParserFailed,
    EmptyFrontmatter,
    /// The frontmatter is a YAML value but not a mapping.
    NotMapping {
        found: String,
    },
    /// A YAML syntax error (`info`: the parser's words).
    YamlSyntax {
        info: String,
        hint: SyntaxHint,
    },
    /// Nested deeper than `levels`; `flow_cap` when that is the YAML
    /// scanner's own ceiling on flow collections.
    YamlTooDeep {
        levels: usize,
        flow_cap: bool,
    },
    MultipleDocuments,
    /// A core-schema tag (`!!int`…) on a value of another type.
    BadTag {
        value: String,
        tag: String,
    },
    RecursiveAlias,
    /// Alias expansion past `[limits] max-alias-nodes`.
    AliasBomb {
        limit: u64,
    },
    /// A key repeated in one mapping (`first`: its first occurrence).
    DuplicateYamlKey {
        label: String,
    },
}

/// Why a `SKILL.md` does not start with a frontmatter block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningHint {
    /// The first line is an indented `---`.
    Indented,
    /// Blank lines come before a `---`.
    BlankLinesFirst,
    /// There is no frontmatter at all.
    Missing,
}

/// What the YAML around a syntax error suggests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxHint {
    /// A tab in the indentation.
    Tab,
    /// An unquoted value of `key` that holds `: `.
    ColonInValue {
        key: String,
    },
    Other,
}

/// One file the run read, with the problems met reading it: what the input
/// rules check.
#[derive(Clone, Debug, PartialEq)]
pub struct FileInput {
    pub file: FileId,
    pub kind: FileKind,
    pub problems: Vec<LoadProblem>,
    /// For a skill: the name its findings carry (the folder name) and their
    /// fingerprint subject (the folder's report path).
    pub subject: Option<(String, String)>,
}
