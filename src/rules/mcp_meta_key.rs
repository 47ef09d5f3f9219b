//! `mcp-meta-key`: `_meta` keys that break the specification's key grammar
//! or use a prefix reserved for MCP.

use crate::meta::{McpRevision, Severity};
use crate::model::Surface;
use crate::rules::mcp;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Under MCP 2025-06-18 and later (which gave tools `_meta` and its key
    /// grammar), checks each key of a tool's `_meta`:
    ///
    /// - an error for a key that breaks the grammar `[prefix/]name`: the
    ///   prefix, when present, is dot-separated labels that start with a
    ///   letter, end with a letter or digit and hold only letters, digits
    ///   and hyphens; the name, unless empty, starts and ends with a letter
    ///   or digit and holds only those, `-`, `_` and `.` (so `_fastmcp` and
    ///   `my key` are errors);
    /// - a warning for a prefix reserved for MCP that is not the
    ///   specification's own `io.modelcontextprotocol/` (where the
    ///   specification and its official extensions define keys): from
    ///   2025-11-25 a prefix whose second label is `modelcontextprotocol` or
    ///   `mcp` (`dev.mcp/`, `com.mcp.tools/`); under 2025-06-18 one with
    ///   such a label anywhere before the last (`tools.mcp.com/`).
    ///
    /// Keys without a prefix, such as AFD's `requires` and `mutation`, are
    /// legal: no finding.
    ///
    /// Specification: Basic › General fields › `_meta` ("Key name format"),
    /// 2025-06-18 to 2026-07-28.
    ///
    /// ## Why it matters
    /// The grammar is a MUST: clients and gateways that check it drop the
    /// key or the tool. A reserved prefix may collide with what a later
    /// revision defines there.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "read_graph", "description": "Reads the schema of the Neo4j graph database",
    ///   "inputSchema": {"type": "object"}, "_meta": {"_fastmcp": {"tags": []}}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "read_graph", "description": "Reads the schema of the Neo4j graph database",
    ///   "inputSchema": {"type": "object"}, "_meta": {"com.gofastmcp/tags": []}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` (see `mcp-tool-invalid`).
    pub static MCP_META_KEY = {
        id: "mcp-meta-key",
        severity: Error,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool's _meta key breaks the MCP key grammar or uses a reserved prefix",
        tags: ["mcp", "spec", "metadata"],
        security_severity: None,
    }
}

pub struct McpMetaKey;

fn label_ok(l: &str) -> bool {
    let b = l.as_bytes();
    match (b.first(), b.last()) {
        (Some(f), Some(e)) => {
            f.is_ascii_alphabetic()
                && e.is_ascii_alphanumeric()
                && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
        }
        _ => false,
    }
}

fn name_ok(n: &str) -> bool {
    let b = n.as_bytes();
    match (b.first(), b.last()) {
        (None, _) | (_, None) => true,
        (Some(f), Some(e)) => {
            f.is_ascii_alphanumeric()
                && e.is_ascii_alphanumeric()
                && b
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.'))
        }
    }
}

/// What is wrong with a key's grammar, if anything.
pub fn grammar_problem(key: &str) -> Option<&'static str> {
    let (prefix, name) = match key.rfind('/') {
        Some(i) => (Some(&key[..i]), &key[i + 1..]),
        None => (None, key),
    };
    if let Some(p) = prefix
        && !p.split('.').all(label_ok)
    {
        return Some(
            "its prefix must be dot-separated labels that start with a letter, end with a letter or digit and hold only letters, digits and hyphens",
        );
    }
    if !name_ok(name) {
        return Some(
            "its name must start and end with a letter or digit and hold only letters, digits, `-`, `_` and `.`",
        );
    }
    None
}

/// Whether a (grammatical) prefix is reserved for MCP under `revision`.
fn reserved(prefix: &str, revision: McpRevision) -> bool {
    let labels: Vec<&str> = prefix.split('.').collect();
    let mcp_label = |l: &&str| *l == "modelcontextprotocol" || *l == "mcp";
    if revision >= McpRevision::V2025_11_25 {
        labels.get(1).is_some_and(mcp_label)
    } else {
        labels
            .split_last()
            .is_some_and(|(_, before)| before.iter().any(mcp_label))
    }
}

impl Rule for McpMetaKey {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_META_KEY
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            if tool.revision < McpRevision::V2025_06_18 {
                continue;
            }
            let Some(serde_json::Value::Object(meta)) = tool.get("_meta") else {
                continue;
            };
            for key in meta.keys() {
                let finding = if let Some(why) = grammar_problem(key) {
                    mcp::finding(
                        &MCP_META_KEY,
                        &tool,
                        tool.key_at(&["_meta", key.as_str()]),
                        format!(
                            "the `_meta` key {} of tool \"{}\" breaks the MCP key grammar: {why}",
                            mcp::quote(&format!("\"{key}\"")),
                            tool.name()
                        ),
                        "use a reverse-DNS prefix you own and a plain name, e.g. \"com.example/tags\"",
                    )
                } else {
                    let Some((prefix, _)) = key.rsplit_once('/') else {
                        continue;
                    };
                    if prefix == "io.modelcontextprotocol" || !reserved(prefix, tool.revision) {
                        continue;
                    }
                    mcp::finding(
                        &MCP_META_KEY,
                        &tool,
                        tool.key_at(&["_meta", key.as_str()]),
                        format!(
                            "the `_meta` key {} of tool \"{}\" uses the prefix `{}/`, which MCP {} reserves for its own use",
                            mcp::quote(&format!("\"{key}\"")),
                            tool.name(),
                            mcp::quote(prefix),
                            tool.revision
                        ),
                        "use a reverse-DNS prefix you own, e.g. \"com.example/\"",
                    )
                    .severity(Severity::Warning)
                };
                if !cx.push(finding.discriminator(format!("_meta/{key}"))) {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_grammar() {
        for ok in [
            "requires",
            "",
            "com.example/tags",
            "io.modelcontextprotocol/ui",
            "a/b.c-d_e",
            "x1",
        ] {
            assert_eq!(grammar_problem(ok), None, "{ok}");
        }
        for bad in [
            "_fastmcp",
            "tags_",
            "my key",
            "1com.example/x",
            "com..example/x",
            "com.example-/x",
            "/x",
        ] {
            assert!(grammar_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn reserved_prefixes_follow_the_revision() {
        let new = McpRevision::V2025_11_25;
        let old = McpRevision::V2025_06_18;
        assert!(reserved("dev.mcp", new));
        assert!(reserved("com.mcp.tools", new));
        assert!(!reserved("com.example.mcp", new));
        assert!(!reserved("mcp.dev", new));
        assert!(reserved("mcp.dev", old));
        assert!(reserved("tools.mcp.com", old));
        assert!(!reserved("com.example.mcp", old));
    }
}
