//! `cross-server-name-collision`: one tool name on two servers an agent
//! loads together (the comparison is in `groups.rs`).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports a tool whose name another tool list of the same group also
    /// uses: exactly, or once clients rewrite names by replacing every
    /// character other than an ASCII letter or digit with `_` (`get-user`
    /// and `get.user` both become `get_user`). The finding points at the
    /// second server's tool, with the first as a related location.
    ///
    /// A group is the tool lists an agent loads together:
    ///
    /// - a `[[group]]` of the configuration, whose `paths` globs match
    ///   report paths (relative to the repository root);
    /// - the captures `afd-surface capture --config FILE --out-dir DIR`
    ///   wrote together (listed in `DIR/afd-surface-group.json`).
    ///
    /// Two tools of one name in one server are `naming-collision`'s.
    ///
    /// ## Why it matters
    /// Tool names are unique only within a server. A client that loads two
    /// servers with a `search` tool must rename one, drop one, or let the
    /// model guess; prompts and skills that name the tool call whichever
    /// wins. Real servers share names often (`search`, `get_file`,
    /// `list_issues`).
    ///
    /// ## Example
    /// ```toml
    /// [[group]]
    /// name = "coding-agent"
    /// paths = ["*.json"]
    /// ```
    ///
    /// ```json path=docs-server.tools.json
    /// {"tools": [{"name": "search", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "search", "description": "Searches the issue tracker for matching issues", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```toml
    /// [[group]]
    /// name = "coding-agent"
    /// paths = ["*.json"]
    /// ```
    ///
    /// ```json path=docs-server.tools.json
    /// {"tools": [{"name": "docs_search", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "issues_search", "description": "Searches the issue tracker for matching issues", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Options
    /// `[[group]]` entries (`name`, `paths`); capture folders form groups by
    /// themselves.
    pub static CROSS_SERVER_NAME_COLLISION = {
        id: "cross-server-name-collision",
        severity: Warning,
        scope: Surface,
        summary: "Two servers an agent loads together offer tools of one name",
        tags: ["mcp", "naming"],
        security_severity: None,
    }
}

/// Checked in the pipeline (`groups::collisions`), across surfaces.
pub struct CrossServerNameCollision;

impl Rule for CrossServerNameCollision {
    fn meta(&self) -> &'static RuleMeta {
        &CROSS_SERVER_NAME_COLLISION
    }
}
