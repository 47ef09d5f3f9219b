//! `mcp-schema-invalid`: an input or output schema that is not a valid
//! JSON Schema in its declared (or the default) dialect.

use serde_json::Value;

use crate::meta::Severity;
use crate::model::Surface;
use crate::rules::mcp::{self, Dialect, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Validates a tool's `inputSchema` and `outputSchema` against the
    /// meta-schema of their JSON Schema dialect and reports each violation
    /// at the offending keyword: a type that does not exist (`"type":
    /// "integr"`), a negative `minLength`, `required` that is not an array
    /// of strings, a `pattern` that is not a regular expression, and so on.
    ///
    /// The dialect is the one the schema declares with `$schema` (draft-04,
    /// draft-06, draft-07, 2019-09 and 2020-12 are supported; a declared
    /// draft-07 is legal in every revision), else the revision's default:
    /// 2020-12 from MCP 2025-11-25 on, which made it the default; draft-07
    /// for the earlier revisions, which name none (their own `schema.json`
    /// is draft-07). A `$schema` naming another dialect is a warning: the
    /// schema cannot be checked, and clients "MUST handle unsupported
    /// dialects gracefully by returning an appropriate error".
    ///
    /// One finding per offending value (the first violation the meta-schema
    /// reports there), at most ten per schema.
    ///
    /// Specification: Basic › JSON Schema Usage (2025-11-25 and 2026-07-28:
    /// "Schemas MUST be valid according to their declared or default
    /// dialect"); `Tool.inputSchema` / `Tool.outputSchema` ("A JSON Schema
    /// object") in every revision.
    ///
    /// ## Why it matters
    /// A client validates the arguments an agent produces against the input
    /// schema; a schema its validator cannot compile makes the tool
    /// uncallable, or silently unchecked. Agents also read the schema to
    /// build arguments: a misspelt type tells them nothing.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "list_pages", "description": "Lists the pages of a documentation site",
    ///   "inputSchema": {"type": "object", "properties": {"limit": {"type": "integr", "description": "How many pages to list"}}}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "list_pages", "description": "Lists the pages of a documentation site",
    ///   "inputSchema": {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "description": "How many pages to list"}}}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` choose the default dialect of
    /// tool lists that state no `protocolVersion` (see `mcp-tool-invalid`).
    pub static MCP_SCHEMA_INVALID = {
        id: "mcp-schema-invalid",
        severity: Error,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool's input or output schema is not a valid JSON Schema in its dialect",
        tags: ["mcp", "spec", "schema"],
        security_severity: None,
    }
}

pub struct McpSchemaInvalid;

/// Violations reported per schema, at most.
const MAX_PER_SCHEMA: usize = 10;

const TYPES: &[&str] = &[
    "array", "boolean", "integer", "null", "number", "object", "string",
];

impl Rule for McpSchemaInvalid {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_SCHEMA_INVALID
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            for key in ["inputSchema", "outputSchema"] {
                if !check(&tool, key, cx) {
                    return;
                }
            }
        }
    }
}

fn check(tool: &Tool<'_>, key: &str, cx: &mut Context<'_>) -> bool {
    let Some(schema @ Value::Object(o)) = tool.get(key) else {
        return true;
    };
    let dialect = match o.get("$schema") {
        Some(Value::String(uri)) => match Dialect::from_uri(uri) {
            Some(d) => d,
            None => {
                let f = mcp::finding(
                    &MCP_SCHEMA_INVALID,
                    tool,
                    tool.at(&[key, "$schema"]),
                    format!(
                        "the {key} of tool \"{}\" declares the dialect {}, which afd-surface (and many clients) do not support, so it was not checked",
                        tool.name(),
                        mcp::quote(uri)
                    ),
                    "declare JSON Schema 2020-12 (or draft-07), or leave `$schema` out to use the default dialect",
                )
                .severity(Severity::Warning)
                .discriminator(format!("{key}:dialect"));
                return cx.push(f);
            }
        },
        _ => Dialect::default_for(tool.revision),
    };
    let validator = dialect.meta_validator();
    // one finding per offending value (a value may fail several branches
    // of the meta-schema)
    let mut seen: Vec<String> = Vec::new();
    for error in validator.iter_errors(schema) {
        if seen.len() >= MAX_PER_SCHEMA {
            break;
        }
        let instance = error.instance_path().as_str().to_string();
        if seen.contains(&instance) {
            continue;
        }
        seen.push(instance);
        let inner = mcp::pointer_segments(error.instance_path().as_str());
        let mut path = vec![key.to_string()];
        path.extend(inner.iter().cloned());
        let at = if inner.is_empty() {
            key.to_string()
        } else {
            format!("{key}.{}", inner.join("."))
        };
        let detail = describe(&inner, error.instance(), dialect, || {
            error.masked().to_string()
        });
        let pointer = format!("/{key}{}", error.instance_path().as_str());
        let f = mcp::finding(
            &MCP_SCHEMA_INVALID,
            tool,
            tool.at(&path),
            format!(
                "`{at}` of tool \"{}\" is not valid JSON Schema {}: {detail}",
                tool.name(),
                dialect.as_str()
            ),
            "fix the keyword as the JSON Schema dialect defines it; clients that validate arguments cannot use the schema until then",
        )
        .discriminator(pointer.clone())
        .evidence("pointer", pointer)
        .evidence("dialect", dialect.as_str());
        if !cx.push(f) {
            return false;
        }
    }
    true
}

/// What is wrong, in words: a type name that does not exist is said so;
/// anything else in the validator's words (without the value).
fn describe(
    path: &[String],
    value: &Value,
    dialect: Dialect,
    fallback: impl FnOnce() -> String,
) -> String {
    if dialect == Dialect::Draft202012
        && value.is_array()
        && path.last().is_some_and(|k| k == "items")
    {
        return "an array `items` is the tuple form of draft-07 and earlier; 2020-12 writes it as `prefixItems` (or declare `\"$schema\": \"http://json-schema.org/draft-07/schema#\"`)".into();
    }
    if path.last().is_some_and(|k| k == "type") {
        let bad: Vec<&str> = match value {
            Value::String(t) => vec![t.as_str()],
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        if let Some(t) = bad.iter().find(|t| !TYPES.contains(t)) {
            return format!(
                "{} is not a JSON type (one of {})",
                mcp::quote(&format!("\"{t}\"")),
                TYPES.join(", ")
            );
        }
    }
    fallback()
}
