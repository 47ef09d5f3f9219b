//! `mcp-output-schema-root`: an `outputSchema` whose root is not an object
//! schema, under the revisions that require one.

use serde_json::Value;

use crate::meta::McpRevision;
use crate::model::Surface;
use crate::rules::mcp;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Under MCP 2025-06-18 and 2025-11-25, reports a tool whose
    /// `outputSchema` is `null`, or an object whose root `type` is missing
    /// or is not `"object"`: those revisions define structured content as a
    /// JSON object ("Currently restricted to type: "object" at the root
    /// level"). MCP 2026-07-28 allows any JSON Schema there, and the
    /// revisions before 2025-06-18 have no `outputSchema`, so under them the
    /// rule reports nothing. An `outputSchema` that is a string, number or
    /// array is reported by `manifest-invalid`.
    ///
    /// Specification: `Tool.outputSchema` in `schema.json` and Server
    /// Features › Tools › Output Schema, 2025-06-18 and 2025-11-25.
    ///
    /// ## Why it matters
    /// Clients of those revisions validate `structuredContent` against the
    /// output schema and expect an object; a server announcing an array or
    /// a string result is rejected by strict clients (the Python SDK
    /// refuses the tool list).
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "list_cities", "description": "Lists the cities with a weather station",
    ///   "inputSchema": {"type": "object"}, "outputSchema": {"type": "array", "items": {"type": "string"}}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "list_cities", "description": "Lists the cities with a weather station",
    ///   "inputSchema": {"type": "object"},
    ///   "outputSchema": {"type": "object", "properties": {"cities": {"type": "array", "items": {"type": "string"}}}}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` (see `mcp-tool-invalid`): under
    /// `2026-07-28` the example is valid.
    pub static MCP_OUTPUT_SCHEMA_ROOT = {
        id: "mcp-output-schema-root",
        severity: Error,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool's outputSchema root is not an object schema (MCP 2025-06-18 and 2025-11-25)",
        tags: ["mcp", "spec", "schema"],
        security_severity: None,
    }
}

pub struct McpOutputSchemaRoot;

impl Rule for McpOutputSchemaRoot {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_OUTPUT_SCHEMA_ROOT
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            if !matches!(
                tool.revision,
                McpRevision::V2025_06_18 | McpRevision::V2025_11_25
            ) {
                continue;
            }
            let Some(schema) = tool.get("outputSchema") else {
                continue;
            };
            let name = tool.name();
            let (loc, message, key) = match schema {
                Value::Null => (
                    tool.at(&["outputSchema"]),
                    format!("the outputSchema of tool \"{name}\" is null; MCP {} requires an object schema", tool.revision),
                    "null",
                ),
                Value::Object(o) => match o.get("type") {
                    Some(Value::String(t)) if t == "object" => continue,
                    None => (
                        tool.key_at(&["outputSchema"]),
                        format!(
                            "the outputSchema of tool \"{name}\" has no root `\"type\": \"object\"`, which MCP {} requires",
                            tool.revision
                        ),
                        "missing",
                    ),
                    Some(other) => (
                        tool.at(&["outputSchema", "type"]),
                        format!(
                            "the root type of the outputSchema of tool \"{name}\" is {}; MCP {} requires \"object\"",
                            mcp::quote(&other.to_string()),
                            tool.revision
                        ),
                        "type",
                    ),
                },
                _ => continue, // manifest-invalid's
            };
            let f = mcp::finding(
                &MCP_OUTPUT_SCHEMA_ROOT,
                &tool,
                loc,
                message,
                "wrap the result in an object (`{\"type\": \"object\", \"properties\": {\"items\": ...}}`) and return it as `structuredContent`",
            )
            .discriminator(key);
            if !cx.push(f) {
                return;
            }
        }
    }
}
