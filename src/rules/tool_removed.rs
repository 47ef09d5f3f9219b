//! `tool-removed`: a tool the lock lists that is gone.

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// When `.afd-surface.lock` exists, reports each tool the lock lists for
    /// a tool list that no longer has it. The finding points at the start
    /// of the tool list and names the tool. See `tool-definition-changed`.
    ///
    /// ## Why it matters
    /// Agents and prompts that call the tool will fail; a tool that
    /// disappears and comes back under another name is how a definition
    /// change can hide from a review.
    ///
    /// ## Example
    /// ```json path=.afd-surface.lock
    /// {"version": 1, "servers": {"example.afd.json": {"search_docs": {"sha256": "0000", "definition": {"name": "search_docs"}},
    ///   "get_page": {"sha256": "0000", "definition": {"name": "get_page"}}}}}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Use instead
    /// After a review, `afd-surface lock` drops the tool:
    ///
    /// ```json path=.afd-surface.lock
    /// {"version": 1, "servers": {"example.afd.json": {"search_docs": {"sha256": "0000", "definition": {"name": "search_docs"}}}}}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Options
    /// None: the rule runs while `.afd-surface.lock` exists.
    pub static TOOL_REMOVED = {
        id: "tool-removed",
        severity: Warning,
        scope: Surface,
        summary: "A tool .afd-surface.lock lists is gone from its tool list",
        tags: ["mcp", "lock"],
        security_severity: None,
    }
}

/// Checked in the pipeline (`lock::compare`).
pub struct ToolRemoved;

impl Rule for ToolRemoved {
    fn meta(&self) -> &'static RuleMeta {
        &TOOL_REMOVED
    }
}
