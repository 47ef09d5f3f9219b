//! `mcp-required-undeclared`: `required` names a property that
//! `properties` does not declare.

use serde_json::Value;

use crate::model::Surface;
use crate::rules::mcp::{self, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports each name in the `required` of an input schema (at the root,
    /// and in object properties nested through `properties`) that its
    /// `properties` does not declare. An object schema that may declare the
    /// property elsewhere is left alone: one with `patternProperties`, an
    /// `additionalProperties` schema, `$ref`, `allOf`/`anyOf`/`oneOf`,
    /// `if`/`then`/`else`, `dependentSchemas` or `dependencies`.
    ///
    /// Specification: the input schema is a JSON Schema object (every
    /// revision); `required` and `properties` are JSON Schema's.
    ///
    /// ## Why it matters
    /// The schema is legal, but the agent is told it must send a parameter
    /// of which it knows neither the type nor the meaning: it guesses, or
    /// the call fails validation. It is usually a renamed or misspelt
    /// property.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "get_weather", "description": "Gets the weather forecast for a city",
    ///   "inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "City name"}}, "required": ["location"]}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "get_weather", "description": "Gets the weather forecast for a city",
    ///   "inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "City name"}}, "required": ["city"]}}]}
    /// ```
    ///
    /// ## Options
    /// None.
    pub static MCP_REQUIRED_UNDECLARED = {
        id: "mcp-required-undeclared",
        severity: Warning,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A required parameter is not declared in properties",
        tags: ["mcp", "schema"],
        security_severity: None,
    }
}

pub struct McpRequiredUndeclared;

/// Keywords through which a property may be declared elsewhere.
const INDIRECT: &[&str] = &[
    "patternProperties",
    "$ref",
    "$dynamicRef",
    "allOf",
    "anyOf",
    "oneOf",
    "if",
    "then",
    "else",
    "dependentSchemas",
    "dependencies",
];

/// How deep nested properties are followed.
const MAX_DEPTH: usize = 32;

impl Rule for McpRequiredUndeclared {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_REQUIRED_UNDECLARED
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            let Some(schema) = tool.get("inputSchema") else {
                continue;
            };
            let mut path = vec!["inputSchema".to_string()];
            if !walk(&tool, schema, &mut path, cx) {
                return;
            }
        }
    }
}

fn walk(tool: &Tool<'_>, schema: &Value, path: &mut Vec<String>, cx: &mut Context<'_>) -> bool {
    let Value::Object(o) = schema else {
        return true;
    };
    if path.len() > MAX_DEPTH * 2 {
        return true;
    }
    let props = o.get("properties").and_then(Value::as_object);
    let indirect = INDIRECT.iter().any(|k| o.contains_key(*k))
        || matches!(o.get("additionalProperties"), Some(Value::Object(_)));
    if !indirect && let Some(Value::Array(required)) = o.get("required") {
        for (i, r) in required.iter().enumerate() {
            let Some(name) = r.as_str() else { continue };
            if props.is_some_and(|p| p.contains_key(name)) {
                continue;
            }
            let mut at = path.clone();
            at.push("required".into());
            at.push(i.to_string());
            let whose = if path.len() == 1 {
                String::new()
            } else {
                format!(" of `{}`", mcp::parameter_path(path))
            };
            let f = mcp::finding(
                &MCP_REQUIRED_UNDECLARED,
                tool,
                tool.at(&at),
                format!(
                    "tool \"{}\" requires the parameter {}{whose}, which its properties do not declare",
                    tool.name(),
                    mcp::quote(&format!("\"{name}\""))
                ),
                "declare the parameter under `properties` with a type and a description, or remove it from `required`",
            )
            .discriminator(format!("{}/{name}", path.join("/")))
            .evidence("parameter", name);
            if !cx.push(f) {
                return false;
            }
        }
    }
    if let Some(props) = props {
        for (k, v) in props {
            path.push("properties".into());
            path.push(k.clone());
            let go_on = walk(tool, v, path, cx);
            path.pop();
            path.pop();
            if !go_on {
                return false;
            }
        }
    }
    true
}
