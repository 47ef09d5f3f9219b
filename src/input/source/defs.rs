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
    /// FastMCP's `version=` (several versions of one tool: clients see the
    /// highest).
    pub version: Option<String>,
    /// The server object the tool is registered on (`server.tool`).
    pub server: Option<String>,
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
            version: None,
            server: None,
            other: Vec::new(),
        }
    }
}

/// Keeps, of the definitions that share a name and give versions, the
/// highest version only: what a client sees by default.
pub fn highest_versions(defs: &mut Vec<Def>) {
    let name_of = |d: &Def| match &d.name {
        Field::Str { value, .. } => Some(value.clone()),
        _ => None,
    };
    let mut best: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (i, d) in defs.iter().enumerate() {
        let (Some(name), Some(v)) = (name_of(d), &d.version) else {
            continue;
        };
        let better = match best.get(&name).and_then(|&j| defs.get(j)) {
            Some(other) => other
                .version
                .as_deref()
                .is_none_or(|ov| version_key(v) > version_key(ov)),
            None => true,
        };
        if better {
            best.insert(name, i);
        }
    }
    let mut i = 0;
    defs.retain(|d| {
        let keep = match (name_of(d), &d.version) {
            (Some(name), Some(_)) => best.get(&name) == Some(&i),
            _ => true,
        };
        i += 1;
        keep
    });
}

/// A version as comparable parts: numbers as numbers, the rest as text.
fn version_key(v: &str) -> Vec<(u64, String)> {
    v.split(['.', '-', '+'])
        .map(|p| match p.parse::<u64>() {
            Ok(n) => (n, String::new()),
            Err(_) => (0, p.to_string()),
        })
        .collect()
}
