//! Source code as input: the tools a file defines, read without running
//! it. TypeScript and JavaScript (`ts.rs`, oxc) hold AFD's
//! `defineCommand({…})` and the MCP TypeScript SDK's `server.tool(…)` /
//! `server.registerTool(…)` (`js_tools.rs`, with zod schemas translated by
//! `zod.rs`); Python (`py.rs`, tree-sitter) holds FastMCP's `@mcp.tool`
//! (`fastmcp.rs`). Each file is one surface. A value that cannot be read
//! statically is a [`Problem::SourceUnresolved`] at that value, and the
//! command drops out of the rules that need it ([`crate::model::Unread`]):
//! nothing is guessed.

pub mod defs;
pub mod expr;
pub mod fastmcp;
pub mod js_tools;
pub mod py;
pub mod ts;
pub mod zod;

use crate::discover::Candidate;
use crate::input::{Adapter, Content, Parsed};
use crate::meta::{FileKind, Limits};
use crate::model::problem::{LoadProblem, Problem};
use crate::model::{Command, ManifestTraits, Origin, Schema, Text, TextEncoding, Unread};
use crate::source::{FileId, Span};
use defs::{Def, Field, Framework};
use zod::{Translated, Unresolved};

/// The extensions read as TypeScript or JavaScript.
pub const JS_EXTENSIONS: [&str; 7] = ["ts", "tsx", "mts", "cts", "js", "mjs", "cjs"];

/// Whether a file name is source code the reader knows.
pub fn is_source_name(name: &str) -> bool {
    let Some((stem, ext)) = name.rsplit_once('.') else {
        return false;
    };
    if stem.ends_with(".d") || stem.ends_with(".min") {
        return false; // declarations and minified bundles define nothing readable
    }
    ext == "py" || JS_EXTENSIONS.contains(&ext)
}

/// Whether a text can hold tool definitions at all (a cheap test before
/// parsing: most source files define none).
pub fn may_define_tools(text: &str, python: bool) -> bool {
    if python {
        // FastMCP 2 (`fastmcp`), the MCP Python SDK's FastMCP
        // (`mcp.server.fastmcp`) and its successor `MCPServer`
        (text.contains("fastmcp") || text.contains("MCPServer")) && text.contains(".tool")
    } else {
        text.contains("defineCommand")
            || text.contains(".tool(")
            || text.contains(".registerTool(")
            // `const SEARCH: Tool = {…}` for the low-level `Server`
            || text.contains("Tool") && text.contains("@modelcontextprotocol/sdk")
    }
}

/// Whether a text imports an MCP server SDK (the TypeScript SDK's server,
/// FastMCP, the Python SDK's `mcp.server`) in an import statement of its
/// own (a code generator's template holding one is not a server): a file
/// of a server whose tools may be registered where the readers cannot see
/// them.
pub fn uses_server_sdk(text: &str, python: bool) -> bool {
    text.lines().map(str::trim_start).any(|line| {
        if python {
            [
                "from mcp.server",
                "import mcp.server",
                "from fastmcp",
                "import fastmcp",
            ]
            .iter()
            .any(|p| line.starts_with(p))
        } else {
            let statement = ["import", "}", "const", "let", "var", "export"]
                .iter()
                .any(|p| line.starts_with(p));
            statement
                && [
                    "from \"@modelcontextprotocol/sdk/server",
                    "from '@modelcontextprotocol/sdk/server",
                    "require(\"@modelcontextprotocol/sdk/server",
                    "require('@modelcontextprotocol/sdk/server",
                    "from \"fastmcp\"",
                    "from 'fastmcp'",
                ]
                .iter()
                .any(|p| line.contains(p))
        }
    })
}

/// Nesting of brackets past which a file is not parsed (the parsers
/// recurse on nesting; no real definition comes near).
const MAX_BRACKET_DEPTH: usize = 1_000;

fn bracket_depth(text: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for b in text.bytes() {
        match b {
            b'(' | b'[' | b'{' => {
                depth += 1;
                max = max.max(depth);
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// Bracket depth up to which a file is parsed on the calling thread (real
/// code stays far below; an unoptimised build's default thread stack holds
/// it).
const INLINE_DEPTH: usize = 32;

/// The stack of the parser thread (reserved, not committed): room for
/// [`MAX_BRACKET_DEPTH`] levels in an unoptimised build.
const PARSER_STACK: usize = 256 << 20;

/// Parses a file and reads its tool definitions; the syntax errors as
/// problems.
fn read_defs(file: FileId, text: &str, ext: &str, python: bool) -> (Vec<Def>, Vec<LoadProblem>) {
    let mut problems = Vec::new();
    let defs = if python {
        let m = py::read(text);
        if let Some(r) = m.errors.first() {
            problems.push(LoadProblem::new(
                Problem::SourceSyntax {
                    detail: "tree-sitter-python cannot parse this statement".into(),
                },
                Span::new(file, r.clone()),
            ));
        }
        let dialect = fastmcp::Dialect::of(text);
        let mut defs: Vec<Def> = m.tools.iter().map(|t| fastmcp::def(t, dialect)).collect();
        defs::highest_versions(&mut defs);
        defs
    } else {
        let m = ts::read(text, ext);
        if let Some((r, msg)) = m.errors.first() {
            problems.push(LoadProblem::new(
                Problem::SourceSyntax {
                    detail: msg.clone(),
                },
                Span::new(file, r.clone()),
            ));
        }
        js_tools::extract(&m)
    };
    (defs, problems)
}

pub struct SourceAdapter;

impl Adapter for SourceAdapter {
    fn kind(&self) -> FileKind {
        FileKind::Source
    }

    fn parse(&self, file: FileId, cand: &Candidate, text: &str, _limits: &Limits) -> Parsed {
        let name = cand.display.rsplit('/').next().unwrap_or(&cand.display);
        let ext = name.rsplit_once('.').map_or("", |(_, e)| e);
        let python = ext == "py";
        if !may_define_tools(text, python) {
            return Parsed {
                content: Content::NotInput,
                problems: Vec::new(),
            };
        }
        let mut problems = Vec::new();
        let depth = bracket_depth(text);
        if depth > MAX_BRACKET_DEPTH {
            problems.push(LoadProblem::new(
                Problem::SourceTooDeep {
                    depth,
                    limit: MAX_BRACKET_DEPTH,
                },
                Span::file_start(file),
            ));
            return Parsed {
                content: Content::Nothing,
                problems,
            };
        }
        // The parsers recurse on nesting: a deeply nested file is parsed on
        // a thread whose stack holds the deepest the bracket limit lets
        // through.
        let parsed = if depth <= INLINE_DEPTH {
            Some(read_defs(file, text, ext, python))
        } else {
            std::thread::scope(|scope| {
                std::thread::Builder::new()
                    .name("source-parser".into())
                    .stack_size(PARSER_STACK)
                    .spawn_scoped(scope, || read_defs(file, text, ext, python))
                    .ok()
                    .and_then(|h| h.join().ok())
            })
        };
        let Some((defs, syntax)) = parsed else {
            problems.push(LoadProblem::new(
                Problem::SourceSyntax {
                    detail: "the parser could not run".into(),
                },
                Span::file_start(file),
            ));
            return Parsed {
                content: Content::Nothing,
                problems,
            };
        };
        problems.extend(syntax);
        if defs.is_empty() && problems.is_empty() {
            return Parsed {
                content: Content::NotInput,
                problems,
            };
        }
        let mut traits = ManifestTraits::default();
        let mut commands = Vec::with_capacity(defs.len());
        for def in defs {
            if def.framework == Framework::Afd {
                traits.afd_shape = true;
            }
            traits.afd_fields |= def.afd_fields;
            if let Some(c) = command(file, def, &mut problems) {
                commands.push(c);
            }
        }
        Parsed {
            content: Content::Commands {
                commands,
                traits,
                texts: Vec::new(),
            },
            problems,
        }
    }
}

fn text_of(
    file: FileId,
    value: String,
    range: std::ops::Range<usize>,
    inner: Option<std::ops::Range<usize>>,
) -> Text {
    match inner {
        Some(inner) => Text::new(value, Span::new(file, inner), TextEncoding::Raw),
        None => Text::new(value, Span::new(file, range), TextEncoding::Synthetic),
    }
}

fn unresolved(file: FileId, u: &Unresolved, what: &str, command: Option<&str>) -> LoadProblem {
    LoadProblem::new(
        Problem::SourceUnresolved {
            what: what.to_string(),
            why: u.why.clone(),
        },
        Span::new(file, u.range.clone()),
    )
    .command(command)
}

/// A string field: its text, or `None` with `unread` set and a problem
/// when it cannot be read.
fn field(
    file: FileId,
    f: Field,
    what: &str,
    command: &str,
    unread: &mut bool,
    problems: &mut Vec<LoadProblem>,
) -> Option<Text> {
    match f {
        Field::Absent => None,
        Field::Str {
            value,
            range,
            inner,
        } => Some(text_of(file, value, range, inner)),
        Field::Unresolved(u) => {
            *unread = true;
            problems.push(unresolved(file, &u, what, Some(command)));
            None
        }
    }
}

fn schema(
    file: FileId,
    s: Option<Result<Translated, Unresolved>>,
    what: &str,
    command: &str,
    unread: &mut bool,
    problems: &mut Vec<LoadProblem>,
) -> Option<Schema> {
    match s? {
        Ok(t) => Some(Schema {
            span: Span::new(file, t.range.clone()),
            properties: t
                .properties
                .into_iter()
                .map(|(k, r)| (k, Span::new(file, r)))
                .collect(),
            descriptions: t
                .descriptions
                .into_iter()
                .take(crate::model::MAX_SCHEMA_DESCRIPTIONS)
                .map(|d| (d.path, text_of(file, d.value, d.range, d.inner)))
                .collect(),
            value: t.value,
        }),
        Err(u) => {
            *unread = true;
            problems.push(unresolved(file, &u, what, Some(command)));
            None
        }
    }
}

/// The command a definition makes; `None` when its name cannot be read.
fn command(file: FileId, def: Def, problems: &mut Vec<LoadProblem>) -> Option<Command> {
    for u in &def.other {
        problems.push(unresolved(file, u, "the definition", None));
    }
    let name = match def.name {
        Field::Str {
            value,
            range,
            inner,
        } => text_of(file, value, range, inner),
        Field::Unresolved(u) => {
            problems.push(unresolved(file, &u, "the tool's name", None));
            return None;
        }
        Field::Absent => {
            let u = Unresolved {
                range: def.range.clone(),
                why: "a definition without a `name`".into(),
            };
            problems.push(unresolved(file, &u, "the tool's name", None));
            return None;
        }
    };
    let n = name.value.clone();
    let mut unread = Unread::default();
    let description = field(
        file,
        def.description,
        "the description",
        &n,
        &mut unread.description,
        problems,
    );
    let mut ignored = false;
    let title = field(file, def.title, "the title", &n, &mut ignored, problems);
    let category = field(
        file,
        def.category,
        "the category",
        &n,
        &mut unread.category,
        problems,
    );
    let requires = match def.requires {
        Ok(list) => list
            .into_iter()
            .filter_map(|f| {
                field(
                    file,
                    f,
                    "a `requires` entry",
                    &n,
                    &mut unread.requires,
                    problems,
                )
            })
            .collect(),
        Err(u) => {
            unread.requires = true;
            problems.push(unresolved(file, &u, "`requires`", Some(&n)));
            Vec::new()
        }
    };
    let input_schema = schema(
        file,
        def.input,
        "the input schema",
        &n,
        &mut unread.input,
        problems,
    );
    let output_schema = schema(
        file,
        def.output,
        "the output schema",
        &n,
        &mut unread.output,
        problems,
    );
    Some(Command {
        name,
        description,
        title,
        category,
        input_schema,
        output_schema,
        requires,
        example_count: 0,
        contexts: None,
        span: Span::new(file, def.range.clone()),
        origin: Origin::Source,
        mcp: None,
        unread,
        server: def.server,
    })
}
