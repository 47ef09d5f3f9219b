//! `source-invalid`: a source file that holds tool definitions and cannot
//! be read.

use crate::meta::{FileKind, human_size};
use crate::model::problem::{FileInput, Problem};
use crate::rules::{Context, Rule, RuleMeta, input_finding};

declare_rule! {
    /// ## What it does
    /// Reports a TypeScript, JavaScript or Python file that may define tools
    /// but cannot be read as a whole: a syntax error (the tools before and
    /// after it are still read where the parser recovers), brackets nested
    /// deeper than 1,000 levels, a file larger than `[limits]
    /// max-file-size`, bytes that are not UTF-8, or a path that cannot be
    /// opened. Files that mention no tool API are never reported.
    ///
    /// ## Why it matters
    /// A definition the reader could not parse is not checked: the run
    /// would otherwise pass on what it did not see.
    ///
    /// ## Example
    /// ```ts path=server.ts
    /// server.tool('search_docs', 'Searches the documentation by topic', { query: z.string() }, async () => ({ content: [] })
    /// ```
    ///
    /// ## Use instead
    /// ```ts path=server.ts
    /// server.tool('search_docs', 'Searches the documentation by topic', { query: z.string() }, async () => ({ content: [] }));
    /// ```
    ///
    /// ## Options
    /// `[source] enabled = false` stops reading source files.
    pub static SOURCE_INVALID = {
        id: "source-invalid",
        severity: Warning,
        scope: Input,
        files: [Source],
        profiles: [Afd, Mcp],
        summary: "A source file that may define tools cannot be read",
        tags: ["source", "input"],
        security_severity: None,
    }
}

pub struct SourceInvalid;

impl Rule for SourceInvalid {
    fn meta(&self) -> &'static RuleMeta {
        &SOURCE_INVALID
    }

    fn check_input(&self, input: &FileInput, cx: &mut Context<'_>) {
        if input.kind != FileKind::Source {
            return;
        }
        for p in &input.problems {
            let (message, suggestion, key) = match &p.problem {
                Problem::SourceUnresolved { .. } => continue,
                Problem::SourceSyntax { detail } => (
                    format!("the file has a syntax error ({detail}); tool definitions past it may not have been read"),
                    "fix the syntax error".to_string(),
                    "syntax",
                ),
                Problem::SourceTooDeep { depth, limit } => (
                    format!("brackets are nested {depth} levels deep, over the {limit} the reader parses; the file was not read"),
                    "exclude the file if it is generated, or flatten it".to_string(),
                    "nesting",
                ),
                Problem::TooLarge { size, limit } => (
                    format!(
                        "the file is {}, over the {} limit; it was not read",
                        human_size(*size),
                        human_size(*limit)
                    ),
                    "exclude it if it is generated or bundled, or raise `[limits] max-file-size`".to_string(),
                    "size",
                ),
                Problem::NotUtf8 { .. } | Problem::Binary => (
                    "the file is not UTF-8 text; it was not read".to_string(),
                    "save it as UTF-8, or exclude it".to_string(),
                    "encoding",
                ),
                Problem::Unreadable { error } => (
                    format!("the file cannot be read: {error}"),
                    "make it readable, or exclude it".to_string(),
                    "unreadable",
                ),
                _ => (
                    "the file cannot be read".to_string(),
                    "name a regular file, or exclude this path".to_string(),
                    "unreadable",
                ),
            };
            let f = input_finding(&SOURCE_INVALID, input, p, message, suggestion, key);
            if !cx.push(f) {
                return;
            }
        }
    }
}
