//! Tool definitions read from source, before they become model commands:
//! each field either read, unresolved (with where and why) or absent.

use std::ops::Range;

use super::expr::{Expr, ExprKind};
use super::zod::{Translated, Unresolved};

/// A string field of a definition.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    Absent,
    Str {
        value: String,
        range: Range<usize>,
        inner: Option<Range<usize>>,
    },
    Unresolved(Unresolved),
}

impl Field {
    /// A string literal, or why the value is not one.
    pub fn of(e: &Expr) -> Field {
        match &e.kind {
            ExprKind::Str { value, inner } => Field::Str {
                value: value.clone(),
                range: e.range.clone(),
                inner: inner.clone(),
            },
            ExprKind::Unknown(why) => Field::unresolved(e, why),
            ExprKind::Ident(n) => Field::unresolved(e, &format!("the name `{n}`, bound elsewhere")),
            _ => Field::unresolved(e, "a value that is not a string literal"),
        }
    }

    pub fn unresolved(e: &Expr, why: &str) -> Field {
        Field::Unresolved(Unresolved {
            range: e.range.clone(),
            why: why.to_string(),
        })
    }
}

/// A schema field: translated, unresolved or absent.
pub type SchemaField = Option<Result<Translated, Unresolved>>;

/// Which source framework defined a tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framework {
    /// AFD's `defineCommand`.
    Afd,
    /// The MCP TypeScript SDK (`server.tool`, `server.registerTool`).
    McpSdk,
    /// Python FastMCP (`@mcp.tool`).
    FastMcp,
}

/// One tool definition as read.
#[derive(Clone, Debug, PartialEq)]
pub struct Def {
    pub framework: Framework,
    /// The whole call or decorated function.
    pub range: Range<usize>,
    pub name: Field,
    pub description: Field,
    pub title: Field,
    pub category: Field,
    /// `requires`: the string entries, or why the list cannot be read.
    pub requires: Result<Vec<Field>, Unresolved>,
    pub input: SchemaField,
    pub output: SchemaField,
    /// AFD's `mutation`/`destructive` are written.
    pub afd_fields: bool,
    /// Values that cannot be read statically and belong to no field above
    /// (a spread in the definition, a call inside a loop).
    pub other: Vec<Unresolved>,
}

impl Def {
    pub fn new(framework: Framework, range: Range<usize>) -> Def {
        Def {
            framework,
            range,
            name: Field::Absent,
            description: Field::Absent,
            title: Field::Absent,
            category: Field::Absent,
            requires: Ok(Vec::new()),
            input: None,
            output: None,
            afd_fields: false,
            other: Vec::new(),
        }
    }
}
