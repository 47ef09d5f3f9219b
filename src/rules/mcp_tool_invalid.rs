//! `mcp-tool-invalid`: a tool that fails the `Tool` definition of its MCP
//! revision's `schema.json`.

use crate::model::Surface;
use crate::rules::mcp::{self, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Validates every tool of an MCP tool list against the `Tool`
    /// definition of the `schema.json` of the revision the list is checked
    /// under (the specification's own schema, vendored unchanged), and
    /// reports what it rejects: a missing `inputSchema`, an `execution` or
    /// other field of the wrong type or value; and an empty `name`.
    ///
    /// What a more specific rule reports is left to it: the input and
    /// output schemas (`mcp-input-schema-root`, `mcp-output-schema-root`,
    /// `mcp-schema-invalid`), `annotations` (`mcp-annotations`), `icons`
    /// (`mcp-icon`), `_meta` (`mcp-meta-key`), and a `name`, `description`
    /// or `title` that is not a string (`manifest-invalid`).
    ///
    /// The revision is the `protocolVersion` the document states (as a
    /// capture does), else `--mcp-revision` / `[mcp] revision`, else
    /// 2025-11-25. The MCP rules run on tool lists, not on AFD's own
    /// `{"commands": [...]}` manifests, and not under `--profile reference`.
    ///
    /// Specification: "Tool" in `schema.json` and "Data Types › Tool" in
    /// Server Features › Tools, every revision (2024-11-05 to 2026-07-28).
    ///
    /// ## Why it matters
    /// Clients built on the strict SDKs validate `tools/list` results: one
    /// tool that fails the definition can make them reject the whole list,
    /// so none of the server's tools reach the agent.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic"}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic",
    ///   "inputSchema": {"type": "object", "properties": {"topic": {"type": "string", "description": "What to look for"}}}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision REV` or `[mcp] revision = "REV"`: the revision of
    /// tool lists that state no `protocolVersion` (`2024-11-05`,
    /// `2025-03-26`, `2025-06-18`, `2025-11-25`, `2026-07-28`, or `draft`).
    pub static MCP_TOOL_INVALID = {
        id: "mcp-tool-invalid",
        severity: Error,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool does not conform to the MCP specification's Tool definition",
        tags: ["mcp", "spec"],
        security_severity: None,
    }
}

pub struct McpToolInvalid;

/// Fields whose problems another rule reports.
const COVERED: &[&str] = &[
    "inputSchema",
    "outputSchema",
    "annotations",
    "icons",
    "_meta",
    "name",
    "description",
    "title",
];

/// Errors reported per tool, at most.
const MAX_PER_TOOL: usize = 10;

impl Rule for McpToolInvalid {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_TOOL_INVALID
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            if !check(&tool, cx) {
                return;
            }
        }
    }
}

fn check(tool: &Tool<'_>, cx: &mut Context<'_>) -> bool {
    if tool.name().is_empty() {
        let f = mcp::finding(
            &MCP_TOOL_INVALID,
            tool,
            tool.at(&["name"]),
            "the tool's `name` is empty; clients call a tool by its name".into(),
            "give the tool a unique name such as \"search_docs\"",
        )
        .discriminator("name");
        if !cx.push(f) {
            return false;
        }
    }
    if !tool.value.contains_key("inputSchema") {
        let f = mcp::finding(
            &MCP_TOOL_INVALID,
            tool,
            tool.key_at(&["name"]),
            format!(
                "Tool \"{}\" has no `inputSchema`, which MCP {} requires",
                tool.name(),
                tool.revision
            ),
            "add `\"inputSchema\": {\"type\": \"object\"}` (with `\"additionalProperties\": false` for a tool without parameters)",
        )
        .discriminator("inputSchema");
        if !cx.push(f) {
            return false;
        }
    }
    // Only the fields no other rule covers can fail here (the root's own
    // requirements are checked above): most tools have none, and need no
    // validator at all.
    if tool.value.keys().all(|k| COVERED.contains(&k.as_str())) {
        return true;
    }
    let Some(validator) = mcp::tool_validator(tool.revision) else {
        return true;
    };
    let mut reported = 0;
    for error in validator.iter_errors(tool.raw) {
        let path = mcp::pointer_segments(error.instance_path().as_str());
        let Some(first) = path.first() else {
            // at the root: a required field (inputSchema, above) or the type
            continue;
        };
        if COVERED.contains(&first.as_str()) {
            continue;
        }
        let pointer = error.instance_path().as_str().to_string();
        let f = mcp::finding(
            &MCP_TOOL_INVALID,
            tool,
            tool.at(&path),
            format!(
                "`{}` of tool \"{}\" does not conform to MCP {}: {}",
                path.join("."),
                tool.name(),
                tool.revision,
                error.masked()
            ),
            "fix the field as the specification's Tool definition requires, or remove it",
        )
        .discriminator(pointer.clone())
        .evidence("pointer", pointer);
        if !cx.push(f) {
            return false;
        }
        reported += 1;
        if reported >= MAX_PER_TOOL {
            break;
        }
    }
    true
}
