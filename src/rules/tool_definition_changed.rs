//! `tool-definition-changed`: a tool whose definition differs from the one
//! `.afd-surface.lock` pins (the comparison is in `lock.rs`).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// When `.afd-surface.lock` exists at the root, compares each tool of a
    /// tool list the lock names with the definition it pins — `name`,
    /// `title`, `description`, `inputSchema`, `outputSchema` and
    /// `annotations`, compared as canonical JSON (key order does not
    /// matter) — and reports a tool that changed. The message and
    /// `evidence` (`changed`, `diff`) name the changed fields with the old
    /// and the new value; the finding points at the first changed field.
    ///
    /// `afd-surface lock` writes the lock from the tool lists a run reads
    /// (typically the captures of the third-party servers a repository
    /// configures, see `afd-surface capture --config`); running it again
    /// accepts the new state.
    ///
    /// ## Why it matters
    /// A server can change what a tool says or asks for without changing
    /// its name or version: a description that gains instructions for the
    /// agent, a parameter that starts collecting data (a "rug pull"). The
    /// agent trusts the new text as it trusted the old one.
    ///
    /// ## Example
    /// The lock pins the tool with another description:
    ///
    /// ```json path=.afd-surface.lock
    /// {"version": 1, "servers": {"example.afd.json": {"search_docs": {"sha256": "0000",
    ///   "definition": {"name": "search_docs", "description": "Searches the docs", "inputSchema": {"type": "object"}}}}}}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Use instead
    /// Review the change, then accept it with `afd-surface lock`, which pins
    /// the new definition:
    ///
    /// ```json path=.afd-surface.lock
    /// {"version": 1, "servers": {"example.afd.json": {"search_docs": {"sha256": "e4824045b051740d68cbd760a3fad6bb7f7ddc98008819537d6d71a0d0b655b2",
    ///   "definition": {"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}}}}}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Options
    /// None: the rule runs while `.afd-surface.lock` exists.
    pub static TOOL_DEFINITION_CHANGED = {
        id: "tool-definition-changed",
        severity: Error,
        scope: Surface,
        summary: "A tool's definition differs from the one .afd-surface.lock pins",
        tags: ["mcp", "lock", "security"],
        security_severity: Some("7.0"),
    }
}

/// The comparison runs in the pipeline (`lock::compare`), which reads the
/// lock; the rule itself checks nothing of the model.
pub struct ToolDefinitionChanged;

impl Rule for ToolDefinitionChanged {
    fn meta(&self) -> &'static RuleMeta {
        &TOOL_DEFINITION_CHANGED
    }
}
