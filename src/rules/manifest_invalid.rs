//! `manifest-invalid`: a manifest file that cannot be read as a command list,
//! or a command inside it with a field of the wrong type.

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports a manifest that cannot be used: a file that is not valid JSON,
    /// not UTF-8 text, larger than `max-file-size`, nested deeper than
    /// `max-nesting`, or whose top level is no known shape; and, inside a
    /// readable manifest, a command without a string `name` (the command is
    /// dropped) or a field of the wrong type (a non-string `description` or
    /// `category`, a schema that is not an object, `requires` that is not an
    /// array of strings; the field is then treated as missing), or a key
    /// given twice in a command, its `_meta` or the objects around the list
    /// (each earlier occurrence is reported; the last value is used, as JSON
    /// parsers and so agents' clients do).
    ///
    /// A file that does not parse yields this one finding and nothing else; the
    /// other files of the run are still checked.
    ///
    /// Known shapes: AFD `{"commands": [...]}`, the `afd-help` result envelope
    /// `{"success": true, "data": {"commands": [...]}}`, an MCP `tools/list`
    /// result `{"tools": [...]}`, a JSON-RPC response wrapping it, a bare array
    /// of commands or tools, and a single command or tool object.
    ///
    /// ## Why it matters
    /// A manifest the linter cannot read is a manifest an agent's client may not
    /// read either, and every other rule silently skips what it cannot see. A
    /// duplicated key lets a pull request show a reviewer one description
    /// while the agent reads another.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "search", "description": 42}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "search-docs", "description": "Searches the documentation index for pages matching a query", "category": "docs", "outputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// ## Options
    /// `[limits] max-file-size` (default `"10MiB"`) and `max-nesting`
    /// (default 128) bound what is read.
    pub static MANIFEST_INVALID = {
        id: "manifest-invalid",
        severity: Error,
        scope: Input,
        summary: "A manifest file or a command in it cannot be read as the expected shape",
        tags: ["input"],
        security_severity: None,
    }
}

/// Reported by the manifest adapter; the rule itself checks nothing.
pub struct ManifestInvalid;

impl Rule for ManifestInvalid {
    fn meta(&self) -> &'static RuleMeta {
        &MANIFEST_INVALID
    }
}
