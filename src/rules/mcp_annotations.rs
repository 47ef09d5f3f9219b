//! `mcp-annotations`: tool annotations of the wrong type, unknown,
//! contradictory, or missing where an AFD command mutates.

use serde_json::Value;

use crate::meta::{McpRevision, Severity};
use crate::model::Surface;
use crate::rules::mcp::{self, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Under MCP 2025-03-26 and later (which introduced tool annotations),
    /// checks a tool's `annotations`:
    ///
    /// - a warning where `annotations` is not an object, a hint
    ///   (`readOnlyHint`, `destructiveHint`, `idempotentHint`,
    ///   `openWorldHint`) is not a boolean or `title` is not a string;
    /// - a warning for a key the revision's `ToolAnnotations` does not
    ///   define (a misspelt hint is ignored by every client);
    /// - a warning for a contradiction: `readOnlyHint: true` with
    ///   `destructiveHint: true`, or `readOnlyHint: true` on an AFD command
    ///   marked `mutation` or `destructive`;
    /// - an info where an AFD command marked `mutation: true` or
    ///   `destructive: true` (on the tool or in its `_meta`) carries no
    ///   annotations: clients then assume the defaults (not read-only,
    ///   destructive, open world) and cannot tell it from any other tool.
    ///
    /// Specification: `ToolAnnotations` in `schema.json` and Server
    /// Features › Tools, 2025-03-26 to 2026-07-28.
    ///
    /// ## Why it matters
    /// Clients use the hints to decide which calls need the user's
    /// confirmation. A hint of the wrong type or under a misspelt key is
    /// silently dropped, and contradictory hints make the client guess.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "delete_page", "description": "Deletes a page from the documentation site",
    ///   "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": true, "destructiveHint": true}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "delete_page", "description": "Deletes a page from the documentation site",
    ///   "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` (see `mcp-tool-invalid`).
    pub static MCP_ANNOTATIONS = {
        id: "mcp-annotations",
        severity: Warning,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "Tool annotations are mistyped, unknown, contradictory, or missing on a mutating command",
        tags: ["mcp", "spec", "metadata"],
        security_severity: None,
    }
}

pub struct McpAnnotations;

const HINTS: &[&str] = &[
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

impl Rule for McpAnnotations {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_ANNOTATIONS
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            if tool.revision < McpRevision::V2025_03_26 {
                continue;
            }
            for f in check(&tool) {
                if !cx.push(f) {
                    return;
                }
            }
        }
    }
}

/// `mutation: true` or `destructive: true` on the tool or in its `_meta`
/// (AFD's markers): the key that says so.
fn afd_mutating<'a>(tool: &Tool<'a>) -> Option<(&'static str, Vec<&'static str>)> {
    for key in ["destructive", "mutation"] {
        if tool.get(key) == Some(&Value::Bool(true)) {
            return Some((key, vec![key]));
        }
        if tool.get("_meta").and_then(|m| m.get(key)) == Some(&Value::Bool(true)) {
            return Some((key, vec!["_meta", key]));
        }
    }
    None
}

fn check(tool: &Tool<'_>) -> Vec<crate::finding::Finding> {
    let name = tool.name();
    let mut out = Vec::new();
    let warn = |loc, message: String, suggestion: &'static str, key: String| {
        mcp::finding(&MCP_ANNOTATIONS, tool, loc, message, suggestion).discriminator(key)
    };
    let annotations = match tool.get("annotations") {
        None | Some(Value::Null) => {
            if let Some((marker, path)) = afd_mutating(tool) {
                out.push(
                    mcp::finding(
                        &MCP_ANNOTATIONS,
                        tool,
                        tool.key_at(&path),
                        format!(
                            "tool \"{name}\" is marked `{marker}` but carries no annotations; clients assume the defaults and cannot tell it apart"
                        ),
                        if marker == "destructive" {
                            "add `\"annotations\": {\"readOnlyHint\": false, \"destructiveHint\": true}`"
                        } else {
                            "add `\"annotations\": {\"readOnlyHint\": false, \"destructiveHint\": false}` (or true, if it deletes or overwrites)"
                        },
                    )
                    .severity(Severity::Info)
                    .discriminator("missing"),
                );
            }
            return out;
        }
        Some(Value::Object(a)) => a,
        Some(other) => {
            out.push(warn(
                tool.at(&["annotations"]),
                format!(
                    "the annotations of tool \"{name}\" are {}, not an object",
                    mcp::kind_name(other)
                ),
                "write the annotations as an object of hints, such as {\"readOnlyHint\": true}",
                "type".into(),
            ));
            return out;
        }
    };
    let known = known_keys(tool.revision);
    for (key, value) in annotations {
        if HINTS.contains(&key.as_str()) {
            if !value.is_boolean() {
                out.push(warn(
                    tool.at(&["annotations", key.as_str()]),
                    format!(
                        "`{key}` of tool \"{name}\" is {}, not a boolean; clients ignore it",
                        mcp::kind_name(value)
                    ),
                    "write the hint as true or false",
                    format!("type:{key}"),
                ));
            }
        } else if key == "title" {
            if !value.is_string() {
                out.push(warn(
                    tool.at(&["annotations", "title"]),
                    format!(
                        "the annotations' `title` of tool \"{name}\" is {}, not a string",
                        mcp::kind_name(value)
                    ),
                    "write the title as a string",
                    "type:title".into(),
                ));
            }
        } else if !known.iter().any(|k| k == key) {
            let close = HINTS
                .iter()
                .find(|h| h.eq_ignore_ascii_case(key) || strsim::levenshtein(h, key) <= 2);
            let suggestion = match close {
                Some(h) => format!("did you mean `{h}`? Hints under other keys are ignored"),
                None => format!(
                    "use the hints MCP {} defines ({}), or move custom data to `_meta`",
                    tool.revision,
                    HINTS.join(", ")
                ),
            };
            out.push(
                mcp::finding(
                    &MCP_ANNOTATIONS,
                    tool,
                tool.key_at(&["annotations", key.as_str()]),
                format!(
                    "`{}` is not a tool annotation MCP {} defines (tool \"{name}\")",
                    mcp::quote(key),
                    tool.revision
                ),
                    suggestion,
                )
                .discriminator(format!("unknown:{key}")),
            );
        }
    }
    let hint = |k: &str| annotations.get(k).and_then(Value::as_bool);
    if hint("readOnlyHint") == Some(true) {
        if hint("destructiveHint") == Some(true) {
            out.push(warn(
                tool.at(&["annotations", "destructiveHint"]),
                format!(
                    "tool \"{name}\" is annotated both read-only and destructive; a read-only tool cannot destroy anything"
                ),
                "keep the hint that is true: `readOnlyHint: false` for a tool that deletes or overwrites, or drop `destructiveHint`",
                "contradiction".into(),
            ));
        } else if let Some((marker, _)) = afd_mutating(tool) {
            out.push(warn(
                tool.at(&["annotations", "readOnlyHint"]),
                format!(
                    "tool \"{name}\" is annotated read-only but marked `{marker}`"
                ),
                "set `readOnlyHint: false`, or drop the marker if the command changes nothing",
                "contradiction".into(),
            ));
        }
    }
    out
}

/// The keys the revision's `ToolAnnotations` defines, read from its
/// vendored `schema.json`.
fn known_keys(revision: McpRevision) -> &'static [String] {
    static KEYS: mcp::PerRevision<Vec<String>> = mcp::PerRevision::new();
    KEYS.get(revision, || mcp::definition_keys(revision, "ToolAnnotations"))
}
