//! `mcp-x-mcp-header`: the `x-mcp-header` property annotation of MCP
//! 2026-07-28, checked against every MUST of the specification.

use serde_json::Value;

use crate::meta::{McpRevision, Severity};
use crate::model::Surface;
use crate::rules::mcp::{self, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Under MCP 2026-07-28, checks every `x-mcp-header` annotation in a
    /// tool's input schema. Errors, one per broken MUST:
    ///
    /// - the value is not a string, or is empty;
    /// - it is not an HTTP field-name token (RFC 9110 `1*tchar`: letters,
    ///   digits and 15 symbols such as `-`, `_`, `.` and `!`, but no space,
    ///   colon or slash), or holds a control character;
    /// - two annotations of one input schema are equal ignoring case;
    /// - the annotated property is not of type `integer`, `string` or
    ///   `boolean` (`number`, objects, arrays and untyped properties are not
    ///   allowed);
    /// - the annotation is not statically reachable: anywhere but on a
    ///   property reached from the root through `properties` alone (under
    ///   `items`, `anyOf`/`oneOf`/`allOf`/`not`, `if`/`then`/`else`,
    ///   `$defs`, or on the root schema itself).
    ///
    /// A warning where the annotated property looks like a secret
    /// (`password`, `token`, `api_key`, `secret`, `authorization`,
    /// `credential`…): header values are visible to every proxy on the way.
    ///
    /// Specification: Server Features › Tools › `x-mcp-header` and Basic ›
    /// Transports › Streamable HTTP › Custom Headers from Tool Parameters,
    /// 2026-07-28. Earlier revisions have no such annotation: no findings.
    ///
    /// ## Why it matters
    /// Clients on the Streamable HTTP transport MUST reject a tool whose
    /// annotations break these rules: the tool silently disappears from
    /// the agent's list.
    ///
    /// ## Example
    /// ```json
    /// {"protocolVersion": "2026-07-28", "tools": [{"name": "execute_sql", "description": "Executes a SQL query on the regional database",
    ///   "inputSchema": {"type": "object", "properties": {"region": {"type": "string", "description": "Database region", "x-mcp-header": "Region Name"},
    ///   "query": {"type": "string", "description": "The SQL query"}}, "required": ["region", "query"]}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"protocolVersion": "2026-07-28", "tools": [{"name": "execute_sql", "description": "Executes a SQL query on the regional database",
    ///   "inputSchema": {"type": "object", "properties": {"region": {"type": "string", "description": "Database region", "x-mcp-header": "Region"},
    ///   "query": {"type": "string", "description": "The SQL query"}}, "required": ["region", "query"]}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` (see `mcp-tool-invalid`): the
    /// rule runs only under `2026-07-28` (or `draft`).
    pub static MCP_X_MCP_HEADER = {
        id: "mcp-x-mcp-header",
        severity: Error,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "An x-mcp-header annotation breaks the MCP 2026-07-28 rules",
        tags: ["mcp", "spec", "schema"],
        security_severity: None,
    }
}

pub struct McpXMcpHeader;

const KEY: &str = "x-mcp-header";

/// Keywords whose values are data, not schemas.
const DATA: &[&str] = &["const", "enum", "default", "examples", "example"];

/// Parameter names that suggest a secret.
const SECRET_WORDS: &[&str] = &[
    "password",
    "passwd",
    "secret",
    "token",
    "apikey",
    "api_key",
    "api-key",
    "authorization",
    "credential",
    "private_key",
    "privatekey",
    "cookie",
    "session",
    "ssn",
];

/// An annotation found in the schema.
struct Annotation<'a> {
    /// The path of the schema carrying it, from the tool.
    path: Vec<String>,
    value: &'a Value,
    schema: &'a serde_json::Map<String, Value>,
    reachable: bool,
}

/// Collects the annotations of the schema `v` at `path`; `chain` tells
/// whether `v` is reached from the root through `properties` alone (the
/// root itself is not a property, so an annotation there is unreachable).
fn collect<'a>(v: &'a Value, path: &mut Vec<String>, chain: bool, out: &mut Vec<Annotation<'a>>) {
    match v {
        Value::Object(o) => {
            if let Some(a) = o.get(KEY) {
                out.push(Annotation {
                    path: path.clone(),
                    value: a,
                    schema: o,
                    reachable: chain && path.len() > 1,
                });
            }
            for (k, child) in o {
                if k == KEY || DATA.contains(&k.as_str()) {
                    continue;
                }
                if k == "properties"
                    && let Value::Object(props) = child
                {
                    for (name, sub) in props {
                        path.push("properties".into());
                        path.push(name.clone());
                        collect(sub, path, chain, out);
                        path.pop();
                        path.pop();
                    }
                    continue;
                }
                path.push(k.clone());
                collect(child, path, false, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(i.to_string());
                collect(item, path, false, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn tchar(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c)
}

impl Rule for McpXMcpHeader {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_X_MCP_HEADER
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            if tool.revision < McpRevision::V2026_07_28 {
                continue;
            }
            let Some(schema) = tool.get("inputSchema") else {
                continue;
            };
            let mut found = Vec::new();
            let mut path = vec!["inputSchema".to_string()];
            collect(schema, &mut path, true, &mut found);
            if !check(&tool, &found, cx) {
                return;
            }
        }
    }
}

fn check(tool: &Tool<'_>, found: &[Annotation<'_>], cx: &mut Context<'_>) -> bool {
    let name = tool.name();
    let mut seen: std::collections::HashMap<String, &[String]> = std::collections::HashMap::new();
    for a in found {
        let mut at = a.path.clone();
        at.push(KEY.into());
        let property = mcp::parameter_path(&a.path);
        let shown = if property.is_empty() {
            "the root schema".to_string()
        } else {
            format!("parameter `{}`", mcp::quote(&property))
        };
        let mut problems: Vec<(String, &str, Severity, String)> = Vec::new();
        match a.value {
            Value::String(h) if h.is_empty() => problems.push((
                "is empty".into(),
                "give the header a name such as \"Region\"",
                Severity::Error,
                "empty".into(),
            )),
            Value::String(h) if h.chars().any(char::is_control) => problems.push((
                "contains a control character".into(),
                "use only letters, digits and !#$%&'*+-.^_`|~",
                Severity::Error,
                "control".into(),
            )),
            Value::String(h) if !h.chars().all(tchar) => problems.push((
                format!(
                    "{} is not an HTTP field-name token (RFC 9110 tchar)",
                    mcp::quote(&format!("\"{h}\""))
                ),
                "use only letters, digits and !#$%&'*+-.^_`|~ (no spaces, colons or slashes)",
                Severity::Error,
                "token".into(),
            )),
            Value::String(h) => {
                let lower = h.to_ascii_lowercase();
                if let Some(other) = seen.get(&lower) {
                    let other = mcp::parameter_path(other);
                    problems.push((
                        format!(
                            "repeats the header {} of parameter `{}` (header names are case-insensitive)",
                            mcp::quote(&format!("\"{h}\"")),
                            mcp::quote(&other)
                        ),
                        "give each annotated parameter its own header name",
                        Severity::Error,
                        "duplicate".into(),
                    ));
                } else {
                    seen.insert(lower, &a.path);
                }
            }
            other => problems.push((
                format!("is {}, not a string", mcp::kind_name(other)),
                "write the header name as a string such as \"Region\"",
                Severity::Error,
                "type".into(),
            )),
        }
        if !a.reachable {
            problems.push((
                "is not statically reachable: it must sit on a property reached from the root through `properties` alone (not under items, anyOf, oneOf, allOf, not, if/then/else, $defs or $ref, nor on the root)".into(),
                "move the parameter to the top-level (or nested) `properties`, or remove the annotation",
                Severity::Error,
                "reachable".into(),
            ));
        } else {
            let types = mcp::object_types(a.schema);
            let primitive = !types.is_empty()
                && types
                    .iter()
                    .all(|t| matches!(*t, "integer" | "string" | "boolean"));
            if !primitive {
                let what = if types.is_empty() {
                    "has no type".to_string()
                } else {
                    format!("is of type {}", types.join("/"))
                };
                problems.push((
                    format!("annotates a parameter that {what}; only integer, string and boolean parameters may carry it"),
                    "annotate a string, integer or boolean parameter (not number), with its `type` stated",
                    Severity::Error,
                    "primitive".into(),
                ));
            }
            let lower = property.to_ascii_lowercase();
            if problems.is_empty() && SECRET_WORDS.iter().any(|w| lower.contains(w)) {
                problems.push((
                    "marks a parameter that looks like a secret; header values are visible to proxies and load balancers".into(),
                    "do not mirror secrets into headers: remove the annotation from this parameter",
                    Severity::Warning,
                    "secret".into(),
                ));
            }
        }
        for (what, suggestion, severity, key) in problems {
            let f = mcp::finding(
                &MCP_X_MCP_HEADER,
                tool,
                tool.at(&at),
                format!("the x-mcp-header of {shown} of tool \"{name}\" {what}"),
                suggestion,
            )
            .severity(severity)
            .discriminator(format!("{}:{key}", a.path.join("/")));
            if !cx.push(f) {
                return false;
            }
        }
    }
    true
}
