//! `tool-added`: a tool the lock does not list, in a tool list it pins.

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// When `.afd-surface.lock` exists, reports each tool of a tool list the
    /// lock names that the lock does not list: the server gained a tool
    /// since the lock was written. A tool list the lock does not name is
    /// not pinned and gets no finding. See `tool-definition-changed`.
    ///
    /// ## Why it matters
    /// A new tool is new text the agent reads and a new action it may take;
    /// on a pinned third-party server it deserves a review before agents
    /// see it.
    ///
    /// ## Example
    /// ```json path=.afd-surface.lock
    /// {"version": 1, "servers": {"example.afd.json": {"search_docs": {"sha256": "0000", "definition": {"name": "search_docs"}}}}}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}},
    ///   {"name": "delete_docs", "description": "Deletes pages from the documentation index", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Use instead
    /// After a review, `afd-surface lock` lists the new tool:
    ///
    /// ```json path=.afd-surface.lock
    /// {"version": 1, "servers": {"example.afd.json": {"search_docs": {"sha256": "0000", "definition": {"name": "search_docs"}},
    ///   "delete_docs": {"sha256": "0000", "definition": {"name": "delete_docs"}}}}}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}},
    ///   {"name": "delete_docs", "description": "Deletes pages from the documentation index", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Options
    /// None: the rule runs while `.afd-surface.lock` exists.
    pub static TOOL_ADDED = {
        id: "tool-added",
        severity: Warning,
        scope: Surface,
        summary: "A pinned tool list has a tool .afd-surface.lock does not list",
        tags: ["mcp", "lock"],
        security_severity: None,
    }
}

/// Checked in the pipeline (`lock::compare`).
pub struct ToolAdded;

impl Rule for ToolAdded {
    fn meta(&self) -> &'static RuleMeta {
        &TOOL_ADDED
    }
}
