//! What the rules of the MCP specification (`mcp-*`) share: the revision a
//! tool list is checked under, the vendored `schema.json` of each revision
//! (compiled once per revision, on first use), the JSON Schema dialects and
//! their meta-schemas, and locations by JSON pointer inside a tool.
//!
//! The revision of a tool is the `protocolVersion` its document states (a
//! capture's), else `--mcp-revision` / `[mcp] revision`, else
//! [`McpRevision::DEFAULT`].

use std::sync::OnceLock;

use serde_json::Value;

use crate::config::Settings;
use crate::finding::Loc;
use crate::meta::McpRevision;
use crate::model::{Command, McpTool};

/// A tool of an MCP tool list, as the MCP rules see it.
pub struct Tool<'a> {
    pub command: &'a Command,
    /// The tool object as written.
    pub value: &'a serde_json::Map<String, Value>,
    /// The same, as a JSON value.
    pub raw: &'a Value,
    pub revision: McpRevision,
}

impl<'a> Tool<'a> {
    /// The tool behind a command, when the command comes from an MCP tool
    /// list: not AFD's `{"commands": [...]}` shapes, not skills, and not a
    /// list in another format (entries with `parameters` or `jsonSchema`
    /// and no `inputSchema`).
    pub fn of(command: &'a Command, settings: &Settings) -> Option<Tool<'a>> {
        let mcp: &McpTool = command.mcp.as_deref()?;
        let Value::Object(value) = &mcp.value else {
            return None;
        };
        if !value.contains_key("inputSchema")
            && (value.contains_key("parameters") || value.contains_key("jsonSchema"))
        {
            return None;
        }
        let revision = mcp
            .protocol_version
            .as_ref()
            .and_then(|v| McpRevision::parse(v.as_str()))
            .or(settings.mcp.revision)
            .unwrap_or(McpRevision::DEFAULT);
        Some(Tool {
            command,
            value,
            raw: &mcp.value,
            revision,
        })
    }

    pub fn name(&self) -> &str {
        self.command.name_str()
    }

    pub fn get(&self, key: &str) -> Option<&'a Value> {
        self.value.get(key)
    }

    /// The value at `path` inside the tool.
    pub fn at<S: ToString>(&self, path: &[S]) -> Loc {
        Loc::pointer(self.command.span, path)
    }

    /// The key of the property at `path` inside the tool.
    pub fn key_at<S: ToString>(&self, path: &[S]) -> Loc {
        Loc::pointer_key(self.command.span, path)
    }
}

/// A finding of an MCP rule about `tool`, at `loc`.
pub fn finding(
    rule: &'static crate::meta::RuleMeta,
    tool: &Tool<'_>,
    loc: Loc,
    message: String,
    suggestion: impl Into<std::borrow::Cow<'static, str>>,
) -> crate::finding::Finding {
    crate::finding::Finding::new(rule, loc, message, suggestion)
        .commands([tool.name()])
        .evidence("revision", tool.revision.as_str())
}

/// The tools of a surface that come from MCP tool lists.
pub fn tools<'a>(
    surface: &'a crate::model::Surface,
    settings: &'a Settings,
) -> impl Iterator<Item = Tool<'a>> + 'a {
    surface
        .commands
        .iter()
        .filter_map(move |c| Tool::of(c, settings))
}

/// The vendored `schema.json` of a revision.
fn schema_text(revision: McpRevision) -> &'static str {
    match revision {
        McpRevision::V2024_11_05 => include_str!("../../data/mcp/2024-11-05/schema.json"),
        McpRevision::V2025_03_26 => include_str!("../../data/mcp/2025-03-26/schema.json"),
        McpRevision::V2025_06_18 => include_str!("../../data/mcp/2025-06-18/schema.json"),
        McpRevision::V2025_11_25 => include_str!("../../data/mcp/2025-11-25/schema.json"),
        McpRevision::V2026_07_28 => include_str!("../../data/mcp/2026-07-28/schema.json"),
    }
}

/// One value per revision, computed on first use.
pub struct PerRevision<T>([OnceLock<T>; 5]);

impl<T> Default for PerRevision<T> {
    fn default() -> Self {
        PerRevision::new()
    }
}

impl<T> PerRevision<T> {
    pub const fn new() -> PerRevision<T> {
        PerRevision([const { OnceLock::new() }; 5])
    }

    /// The value of `revision`, made by `init` the first time.
    pub fn get(&self, revision: McpRevision, init: impl FnOnce() -> T) -> &T {
        // the variants are declared in the order of `McpRevision::ALL`
        let [a, b, c, d, e] = &self.0;
        let cell = match revision {
            McpRevision::V2024_11_05 => a,
            McpRevision::V2025_03_26 => b,
            McpRevision::V2025_06_18 => c,
            McpRevision::V2025_11_25 => d,
            McpRevision::V2026_07_28 => e,
        };
        cell.get_or_init(init)
    }
}

/// The validator of the revision's `Tool` definition, compiled on first
/// use (`None` only if the vendored schema could not be compiled, which the
/// test suite rules out).
pub fn tool_validator(revision: McpRevision) -> Option<&'static jsonschema::Validator> {
    static VALIDATORS: PerRevision<Option<jsonschema::Validator>> = PerRevision::new();
    VALIDATORS
        .get(revision, || compile_tool_validator(revision))
        .as_ref()
}

/// The vendored `schema.json` of a revision, parsed once.
fn schema_doc(revision: McpRevision) -> &'static Value {
    static DOCS: PerRevision<Value> = PerRevision::new();
    DOCS.get(revision, || {
        serde_json::from_str(schema_text(revision)).unwrap_or(Value::Null)
    })
}

/// The property names of a definition of the revision's `schema.json`
/// (`ToolAnnotations`, `Icon`…).
pub fn definition_keys(revision: McpRevision, definition: &str) -> Vec<String> {
    let doc = schema_doc(revision);
    let defs = doc.get("$defs").or_else(|| doc.get("definitions"));
    defs.and_then(|d| d.get(definition))
        .and_then(|d| d.get("properties"))
        .and_then(Value::as_object)
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default()
}

fn compile_tool_validator(revision: McpRevision) -> Option<jsonschema::Validator> {
    let mut doc = schema_doc(revision).clone();
    let obj = doc.as_object_mut()?;
    let defs = if obj.contains_key("$defs") {
        "$defs"
    } else {
        "definitions"
    };
    obj.insert("$ref".into(), Value::String(format!("#/{defs}/Tool")));
    jsonschema::options().build(&doc).ok()
}

/// A JSON Schema dialect a schema may declare with `$schema`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Draft4,
    Draft6,
    Draft7,
    Draft201909,
    Draft202012,
}

impl Dialect {
    pub fn as_str(self) -> &'static str {
        match self {
            Dialect::Draft4 => "draft-04",
            Dialect::Draft6 => "draft-06",
            Dialect::Draft7 => "draft-07",
            Dialect::Draft201909 => "2019-09",
            Dialect::Draft202012 => "2020-12",
        }
    }

    /// The dialect a `$schema` URI names (`http` or `https`, with or
    /// without the empty fragment), `None` for any other URI.
    pub fn from_uri(uri: &str) -> Option<Dialect> {
        let rest = uri
            .strip_prefix("https://")
            .or_else(|| uri.strip_prefix("http://"))?;
        let rest = rest.strip_suffix('#').unwrap_or(rest);
        Some(match rest {
            "json-schema.org/draft-04/schema" => Dialect::Draft4,
            "json-schema.org/draft-06/schema" => Dialect::Draft6,
            "json-schema.org/draft-07/schema" => Dialect::Draft7,
            "json-schema.org/draft/2019-09/schema" => Dialect::Draft201909,
            "json-schema.org/draft/2020-12/schema" => Dialect::Draft202012,
            _ => return None,
        })
    }

    /// The dialect of a schema without `$schema`: 2020-12 since 2025-11-25,
    /// which made it the default; the earlier revisions name none, and
    /// their own `schema.json` (and the SDKs of their time) use draft-07.
    pub fn default_for(revision: McpRevision) -> Dialect {
        if revision >= McpRevision::V2025_11_25 {
            Dialect::Draft202012
        } else {
            Dialect::Draft7
        }
    }

    /// The validator of this dialect's meta-schema.
    pub fn meta_validator(self) -> jsonschema::meta::MetaValidator<'static> {
        match self {
            Dialect::Draft4 => jsonschema::draft4::meta::validator(),
            Dialect::Draft6 => jsonschema::draft6::meta::validator(),
            Dialect::Draft7 => jsonschema::draft7::meta::validator(),
            Dialect::Draft201909 => jsonschema::draft201909::meta::validator(),
            Dialect::Draft202012 => jsonschema::draft202012::meta::validator(),
        }
    }
}

/// The segments of a JSON pointer (`/a/b~1c` → `a`, `b/c`).
pub fn pointer_segments(pointer: &str) -> Vec<String> {
    if pointer.is_empty() {
        return Vec::new();
    }
    pointer
        .split('/')
        .skip(1)
        .map(|s| s.replace("~1", "/").replace("~0", "~"))
        .collect()
}

/// How a message names the parameter at `path` (a path from the tool,
/// `inputSchema` first): its names joined with `.`, without the
/// `properties` steps (`opts.units`).
pub fn parameter_path(path: &[String]) -> String {
    path.iter()
        .skip(1)
        .filter(|s| *s != "properties")
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(".")
}

/// A JSON value's type in words, for messages.
pub fn kind_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// The JSON type names of a schema's `type` (a string or an array of them).
pub fn object_types(schema: &serde_json::Map<String, Value>) -> Vec<&str> {
    match schema.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

/// Text quoted in a message: at most 80 characters.
pub fn quote(s: &str) -> String {
    const MAX: usize = 80;
    match s.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}\u{2026}", s.get(..i).unwrap_or(s)),
        None => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_vendored_revision_compiles_and_accepts_a_minimal_tool() {
        let tool = serde_json::json!({"name": "search", "inputSchema": {"type": "object"}});
        let bad = serde_json::json!({"name": "search"});
        for r in McpRevision::ALL {
            let v = tool_validator(r).unwrap_or_else(|| panic!("{r} does not compile"));
            assert!(v.is_valid(&tool), "{r}");
            assert!(!v.is_valid(&bad), "{r}: inputSchema is required");
        }
    }

    #[test]
    fn definitions_are_read_per_revision() {
        let keys = definition_keys(McpRevision::V2025_06_18, "ToolAnnotations");
        assert!(keys.iter().any(|k| k == "readOnlyHint"), "{keys:?}");
        assert!(definition_keys(McpRevision::V2024_11_05, "ToolAnnotations").is_empty());
        assert!(
            definition_keys(McpRevision::V2025_11_25, "Icon")
                .iter()
                .any(|k| k == "theme")
        );
    }

    #[test]
    fn dialects_by_uri() {
        assert_eq!(
            Dialect::from_uri("http://json-schema.org/draft-07/schema#"),
            Some(Dialect::Draft7)
        );
        assert_eq!(
            Dialect::from_uri("https://json-schema.org/draft/2020-12/schema"),
            Some(Dialect::Draft202012)
        );
        assert_eq!(Dialect::from_uri("https://example.com/schema"), None);
        assert_eq!(
            Dialect::default_for(McpRevision::V2025_06_18),
            Dialect::Draft7
        );
        assert_eq!(
            Dialect::default_for(McpRevision::V2026_07_28),
            Dialect::Draft202012
        );
    }

    #[test]
    fn pointers_unescape() {
        assert_eq!(pointer_segments(""), Vec::<String>::new());
        assert_eq!(pointer_segments("/a/b~1c/~0d"), vec!["a", "b/c", "~d"]);
    }
}
