//! `mcp-input-schema-root`: an `inputSchema` that is null, or whose root
//! `type` is not `"object"`.

use serde_json::Value;

use crate::model::Surface;
use crate::rules::mcp::{self, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports a tool whose `inputSchema` is `null`, or is an object whose
    /// root `type` is missing or is not `"object"` (also `["object",
    /// "null"]` and other arrays of types). Every revision of the MCP
    /// specification requires `"type": "object"` at the root, since tool
    /// arguments are always a JSON object. An `inputSchema` that is a
    /// string, number or array is reported by `manifest-invalid`; one that
    /// is missing, by `mcp-tool-invalid`.
    ///
    /// Specification: `Tool.inputSchema` in `schema.json` (`"type": {"const":
    /// "object"}`, required) in every revision; Server Features › Tools ›
    /// Data Types ("MUST be a valid JSON Schema object (not `null`)",
    /// 2025-11-25 and 2026-07-28).
    ///
    /// ## Why it matters
    /// Strict clients (the MCP Python SDK, and every agent built on it)
    /// validate the tool list and reject it when one input schema lacks the
    /// root type: a server that emits such a schema loses all its tools in
    /// those clients, not just the one. Real servers do this (schemas
    /// generated from a union or a bare `$ref` have no root `type`).
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "create_issue", "description": "Creates an issue in a GitLab project",
    ///   "inputSchema": {"properties": {"title": {"type": "string", "description": "The issue title"}}, "required": ["title"]}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "create_issue", "description": "Creates an issue in a GitLab project",
    ///   "inputSchema": {"type": "object", "properties": {"title": {"type": "string", "description": "The issue title"}}, "required": ["title"]}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` (see `mcp-tool-invalid`); the
    /// requirement is the same in every revision.
    pub static MCP_INPUT_SCHEMA_ROOT = {
        id: "mcp-input-schema-root",
        severity: Error,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool's inputSchema is null or its root type is not \"object\"",
        tags: ["mcp", "spec", "schema"],
        security_severity: None,
    }
}

pub struct McpInputSchemaRoot;

impl Rule for McpInputSchemaRoot {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_INPUT_SCHEMA_ROOT
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            let Some(f) = check(&tool) else { continue };
            if !cx.push(f) {
                return;
            }
        }
    }
}

fn check(tool: &Tool<'_>) -> Option<crate::finding::Finding> {
    let schema = tool.get("inputSchema")?;
    let name = tool.name();
    let (loc, message, key) = match schema {
        Value::Null => (
            tool.at(&["inputSchema"]),
            format!("the inputSchema of tool \"{name}\" is null; it must be an object schema"),
            "null",
        ),
        Value::Object(o) => match o.get("type") {
            None => (
                tool.key_at(&["inputSchema"]),
                format!(
                    "the inputSchema of tool \"{name}\" has no root `\"type\": \"object\"`; strict clients reject the whole tool list"
                ),
                "missing",
            ),
            Some(Value::String(t)) if t == "object" => return None,
            Some(other) => (
                tool.at(&["inputSchema", "type"]),
                format!(
                    "the root type of the inputSchema of tool \"{name}\" is {}, not \"object\"; tool arguments are always a JSON object",
                    mcp::quote(&other.to_string())
                ),
                "type",
            ),
        },
        _ => return None, // manifest-invalid's
    };
    Some(
        mcp::finding(
            &MCP_INPUT_SCHEMA_ROOT,
            tool,
            loc,
            message,
            "give the input schema `\"type\": \"object\"` at its root, with the parameters under `properties` (`{\"type\": \"object\", \"additionalProperties\": false}` for a tool without parameters)",
        )
        .discriminator(key),
    )
}
