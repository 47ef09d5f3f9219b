//! `mcp-tool-name`: a tool name outside the MCP specification's length and
//! character set.

use crate::meta::McpRevision;
use crate::model::Surface;
use crate::rules::mcp;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Under MCP 2025-11-25 and later, reports a tool name longer than 128
    /// characters, or holding a character other than ASCII letters, digits,
    /// `_`, `-` and `.` (a space, a comma, a colon, a slash, a non-ASCII
    /// letter). A `/` is named as the cause: an early proposal for tool
    /// names allowed it, the published text does not. Revisions before
    /// 2025-11-25 say nothing about tool names, so under them the rule
    /// reports nothing. An empty name is `mcp-tool-invalid`'s.
    ///
    /// Under the `mcp` profile this is the check of which names are
    /// allowed; `naming-convention` then only checks that a server keeps to
    /// one style.
    ///
    /// Specification: Server Features › Tools › Tool Names, 2025-11-25 and
    /// 2026-07-28 ("SHOULD be between 1 and 128 characters", "SHOULD be the
    /// only allowed characters").
    ///
    /// ## Why it matters
    /// Clients map tool names onto the function names of model APIs, which
    /// accept fewer characters still; a name outside the set is renamed,
    /// truncated or rejected on the way, and the agent calls a name the
    /// server does not know.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "docs/search", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "docs.search", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` (see `mcp-tool-invalid`).
    pub static MCP_TOOL_NAME = {
        id: "mcp-tool-name",
        severity: Warning,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool name is longer than 128 characters or uses characters MCP does not allow",
        tags: ["mcp", "spec", "naming"],
        security_severity: None,
    }
}

pub struct McpToolName;

/// The longest name the specification allows.
pub const MAX_NAME: usize = 128;

fn allowed(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.')
}

impl Rule for McpToolName {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_TOOL_NAME
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            if tool.revision < McpRevision::V2025_11_25 {
                continue;
            }
            let name = tool.name();
            if name.is_empty() {
                continue;
            }
            let length = name.chars().count();
            let mut bad: Vec<char> = name.chars().filter(|c| !allowed(*c)).collect();
            bad.sort_unstable();
            bad.dedup();
            let mut problems = Vec::new();
            if length > MAX_NAME {
                problems.push(format!("is {length} characters long (at most {MAX_NAME})"));
            }
            if !bad.is_empty() {
                let shown: Vec<String> = bad
                    .iter()
                    .take(8)
                    .map(|c| format!("{:?}", c))
                    .collect();
                let mut p = format!("contains {}", shown.join(", "));
                if bad.contains(&'/') {
                    p.push_str(" (`/` was allowed by an early proposal, not by the published specification)");
                }
                problems.push(p);
            }
            if problems.is_empty() {
                continue;
            }
            let suggested: String = name
                .chars()
                .map(|c| if allowed(c) { c } else { '_' })
                .take(MAX_NAME)
                .collect();
            let f = mcp::finding(
                &MCP_TOOL_NAME,
                &tool,
                tool.at(&["name"]),
                format!(
                    "tool name \"{}\" {}; MCP {} allows 1 to 128 of A-Z, a-z, 0-9, `_`, `-` and `.`",
                    mcp::quote(name),
                    problems.join(" and "),
                    tool.revision
                ),
                format!("rename the tool, e.g. \"{suggested}\""),
            )
            .evidence("length", length);
            if !cx.push(f) {
                return;
            }
        }
    }
}
