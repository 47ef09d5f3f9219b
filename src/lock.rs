//! `.afd-surface.lock`: the tool definitions of MCP servers as they were
//! accepted, so that a silent change to a third-party server's tools (a
//! "rug pull") fails CI.
//!
//! `afd-surface lock` writes, per tool list (by report path) and per tool,
//! the SHA-256 of its definition — `name`, `title`, `description`,
//! `inputSchema`, `outputSchema` and `annotations`, as canonical JSON (keys
//! sorted) — and the definition itself, to show what changed. While the file
//! exists, `check` compares: `tool-definition-changed`, `tool-added` and
//! `tool-removed`. A tool list the lock does not name is not pinned.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::finding::{Finding, Loc};
use crate::model::Workspace;
use crate::rules::{tool_added, tool_definition_changed, tool_removed};
use crate::source::SourceMap;

/// The rules that compare with the lock (evaluated only when it exists).
pub const RULES: &[&str] = &["tool-definition-changed", "tool-added", "tool-removed"];

/// The lock file's name, at the root.
pub const FILE: &str = ".afd-surface.lock";

/// The fields of a tool the lock pins.
pub const FIELDS: &[&str] = &[
    "name",
    "title",
    "description",
    "inputSchema",
    "outputSchema",
    "annotations",
];

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lock {
    pub version: u32,
    /// Tool lists by report path, their tools by name.
    pub servers: BTreeMap<String, BTreeMap<String, LockedTool>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LockedTool {
    pub sha256: String,
    /// The pinned fields, as they were.
    pub definition: Value,
}

/// JSON with object keys sorted, recursively.
fn canonical(v: &Value) -> Value {
    match v {
        Value::Object(o) => {
            let sorted: BTreeMap<&String, Value> =
                o.iter().map(|(k, v)| (k, canonical(v))).collect();
            Value::Object(sorted.into_iter().map(|(k, v)| (k.clone(), v)).collect())
        }
        Value::Array(a) => Value::Array(a.iter().map(canonical).collect()),
        other => other.clone(),
    }
}

/// The pinned fields of a tool, canonical.
fn definition(tool: &Value) -> Value {
    let mut out = serde_json::Map::new();
    for f in FIELDS {
        if let Some(v) = tool.get(*f) {
            out.insert((*f).to_string(), canonical(v));
        }
    }
    Value::Object(out)
}

fn digest(definition: &Value) -> String {
    let text = serde_json::to_string(definition).unwrap_or_default();
    let hash = Sha256::digest(text.as_bytes());
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

/// The lock of what a run read.
pub fn build(workspaces: &[Workspace], sources: &[SourceMap]) -> Lock {
    let mut lock = Lock {
        version: 1,
        servers: BTreeMap::new(),
    };
    let lists = workspaces
        .iter()
        .zip(sources)
        .flat_map(|(ws, src)| crate::groups::tool_lists(ws, src));
    for list in lists {
        let entry = lock.servers.entry(list.path).or_default();
        for c in list.tools {
            let Some(m) = &c.mcp else { continue };
            let definition = definition(&m.value);
            entry.insert(
                c.name_str().to_string(),
                LockedTool {
                    sha256: digest(&definition),
                    definition,
                },
            );
        }
    }
    lock
}

pub fn to_text(lock: &Lock) -> String {
    let mut text = serde_json::to_string_pretty(lock).unwrap_or_default();
    text.push('\n');
    text
}

/// Reads a lock file; the error names the file and the fix.
pub fn read(path: &Path, display: &str, limit: u64) -> Result<Option<Lock>, String> {
    let bytes = match crate::fsutil::read_regular(path, limit) {
        Ok(b) => b,
        Err(crate::fsutil::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(None);
        }
        Err(crate::fsutil::ReadError::Io(e)) => {
            return Err(format!("{display}: cannot read the lock file: {e}"));
        }
        Err(crate::fsutil::ReadError::NotRegular) => {
            return Err(format!("{display}: the lock file is not a regular file"));
        }
        Err(crate::fsutil::ReadError::TooLarge { limit, .. }) => {
            return Err(format!(
                "{display}: the lock file is larger than {} ([limits] max-file-size)",
                crate::meta::human_size(limit)
            ));
        }
    };
    let lock: Lock = serde_json::from_slice(&bytes).map_err(|e| {
        format!(
            "{display}:{}:{}: not a lock file: {e}; rewrite it with `afd-surface lock`",
            e.line(),
            e.column()
        )
    })?;
    if lock.version != 1 {
        return Err(format!(
            "{display}: lock file version {} is not supported (1 is); rewrite it with `afd-surface lock`",
            lock.version
        ));
    }
    Ok(Some(lock))
}

/// Text of a field's value, cut for a message.
fn shown(v: Option<&Value>) -> String {
    let text = match v {
        None => "(absent)".to_string(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => serde_json::to_string(other).unwrap_or_default(),
    };
    crate::output::truncate_chars(&text, 1000).into_owned()
}

/// What changed, briefly (the full values are in `evidence.diff`): for
/// each changed field its old and new text, cut to 80 characters.
fn summary(changed: &[&str], old: &Value, new: &Value) -> String {
    let cut = |v: Option<&Value>| {
        let s = shown(v).replace(['\n', '\r'], " ");
        crate::output::truncate_chars(&s, 80).into_owned()
    };
    changed
        .iter()
        .map(|f| {
            format!(
                "; {f} was \"{}\", now \"{}\"",
                cut(old.get(*f)),
                cut(new.get(*f))
            )
        })
        .collect()
}

/// The findings of comparing what a run read with the lock.
pub fn compare(lock: &Lock, ws: &Workspace, sources: &SourceMap) -> Vec<Finding> {
    let mut out = Vec::new();
    for crate::groups::ToolList {
        path,
        anchor,
        tools,
        ..
    } in crate::groups::tool_lists(ws, sources)
    {
        let Some(pinned) = lock.servers.get(&path) else {
            continue;
        };
        let mut seen = std::collections::HashSet::new();
        for c in tools {
            let Some(m) = &c.mcp else { continue };
            let name = c.name_str();
            seen.insert(name);
            let Some(locked) = pinned.get(name) else {
                out.push(
                    Finding::new(
                        &tool_added::TOOL_ADDED,
                        c.name.span,
                        format!("Tool \"{name}\" is new: the lock does not list it for {path}"),
                        "review the new tool; if it is expected, run `afd-surface lock` to accept it",
                    )
                    .commands([name]),
                );
                continue;
            };
            let now = definition(&m.value);
            if digest(&now) == locked.sha256 {
                continue;
            }
            let changed: Vec<&str> = FIELDS
                .iter()
                .copied()
                .filter(|f| now.get(*f) != locked.definition.get(*f))
                .collect();
            let mut diff = String::new();
            for f in &changed {
                diff.push_str(&format!(
                    "{f}:\n- {}\n+ {}\n",
                    shown(locked.definition.get(*f)),
                    shown(now.get(*f))
                ));
            }
            let first = changed.first().copied().unwrap_or("name");
            let at = if now.get(first).is_some() {
                Loc::pointer(c.span, &[first])
            } else {
                Loc::Span(c.name.span)
            };
            let fields = if changed.is_empty() {
                "its definition".to_string()
            } else {
                changed.join(", ")
            };
            out.push(
                Finding::new(
                    &tool_definition_changed::TOOL_DEFINITION_CHANGED,
                    at,
                    format!("Tool \"{name}\" changed since it was locked: {fields}{}", summary(&changed, &locked.definition, &now)),
                    "review the change (a server can change what a tool does or asks for without a new name); if it is expected, run `afd-surface lock` to accept it",
                )
                .commands([name])
                .evidence("changed", changed.clone())
                .evidence("diff", diff.clone()),
            );
        }
        for name in pinned.keys() {
            if seen.contains(name.as_str()) {
                continue;
            }
            out.push(
                Finding::new(
                    &tool_removed::TOOL_REMOVED,
                    anchor,
                    format!("Tool \"{name}\" of the lock is gone from {path}"),
                    "if the removal is expected, run `afd-surface lock` to accept it",
                )
                .commands([name.as_str()]),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_ignores_key_order_and_other_fields() {
        let a = serde_json::json!({"name": "x", "inputSchema": {"type": "object", "properties": {}}, "_meta": {"a": 1}});
        let b = serde_json::json!({"inputSchema": {"properties": {}, "type": "object"}, "name": "x", "_meta": {"a": 2}});
        assert_eq!(digest(&definition(&a)), digest(&definition(&b)));
        let c = serde_json::json!({"name": "x", "inputSchema": {"type": "object"}, "description": "new"});
        assert_ne!(digest(&definition(&a)), digest(&definition(&c)));
    }
}
