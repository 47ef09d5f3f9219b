//! `mcp-provider-limit`: limits of the model APIs a tool list is sent to
//! (opt-in with `[mcp] targets`).

use crate::config::{ProviderTarget, Settings};
use crate::model::Surface;
use crate::rules::mcp;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Runs only when `[mcp] targets` names the model APIs the tools are
    /// sent to, and reports what those APIs reject:
    ///
    /// - `anthropic`: a tool name that does not match
    ///   `^[a-zA-Z0-9_-]{1,64}$` (Anthropic Messages API reference,
    ///   `tools[].name`);
    /// - `openai`: a function name that does not match
    ///   `^[a-zA-Z0-9_-]{1,64}$` ("a-z, A-Z, 0-9, or contain underscores and
    ///   dashes, with a maximum length of 64": OpenAI API reference,
    ///   `tools[].function.name`), and a server of more than 128 tools (the
    ///   reference's limit on `tools`).
    ///
    /// Dots, which MCP allows, are rejected by both: a client that forwards
    /// `admin.tools.list` has to rename it.
    ///
    /// ## Why it matters
    /// Clients pass MCP tools to these APIs as functions; a name the API
    /// refuses makes the whole request fail, or the client renames the tool
    /// and the agent calls a name the server does not know.
    ///
    /// ## Example
    /// ```toml
    /// [mcp]
    /// targets = ["anthropic", "openai"]
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "docs.search", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```toml
    /// [mcp]
    /// targets = ["anthropic", "openai"]
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "docs_search", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Options
    /// `[mcp] targets`: a list of `anthropic`, `openai`. Empty (the
    /// default): the rule does not run.
    pub static MCP_PROVIDER_LIMIT = {
        id: "mcp-provider-limit",
        severity: Warning,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool breaks a limit of a model API named in [mcp] targets",
        tags: ["mcp", "naming"],
        security_severity: None,
    }
}

pub struct McpProviderLimit;

/// The longest function name both APIs accept.
const MAX_NAME: usize = 64;

/// The most tools OpenAI accepts in one request.
const OPENAI_MAX_TOOLS: usize = 128;

fn name_ok(name: &str) -> bool {
    (1..=MAX_NAME).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

impl Rule for McpProviderLimit {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_PROVIDER_LIMIT
    }

    fn enabled(&self, settings: &Settings) -> bool {
        !settings.mcp.targets.is_empty()
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let targets = cx.settings.mcp.targets.clone();
        if targets.is_empty() {
            return;
        }
        let names: Vec<&str> = targets.iter().map(|t| t.as_str()).collect();
        let mut count = 0;
        let mut first = None;
        for tool in mcp::tools(surface, cx.settings) {
            count += 1;
            if first.is_none() {
                first = Some(tool.command.span);
            }
            let name = tool.name();
            if name_ok(name) {
                continue;
            }
            let suggested: String = name
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' })
                .take(MAX_NAME)
                .collect();
            let f = mcp::finding(
                &MCP_PROVIDER_LIMIT,
                &tool,
                tool.at(&["name"]),
                format!(
                    "tool name \"{}\" is not accepted by {}: function names must match ^[a-zA-Z0-9_-]{{1,64}}$",
                    mcp::quote(name),
                    names.join(" and ")
                ),
                format!("rename the tool, e.g. \"{suggested}\""),
            )
            .discriminator("name");
            if !cx.push(f) {
                return;
            }
        }
        if targets.contains(&ProviderTarget::OpenAi)
            && count > OPENAI_MAX_TOOLS
            && let Some(at) = first
        {
            let f = crate::finding::Finding::new(
                &MCP_PROVIDER_LIMIT,
                at,
                format!("the server has {count} tools; openai accepts at most {OPENAI_MAX_TOOLS} in one request"),
                "split the tools across servers, or let clients load a subset (tool search, toolsets)",
            )
            .discriminator("count")
            .evidence("tools", count);
            cx.push(f);
        }
    }
}
