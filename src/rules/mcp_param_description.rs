//! `mcp-param-description`: input parameters without a description.

use serde_json::Value;

use crate::model::Surface;
use crate::rules::mcp;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports each top-level parameter of a tool's input schema (a key of
    /// its `properties`) that has no non-empty `description`. A parameter
    /// given by `$ref` is left alone (its description may be in the
    /// definition); a `title` is not a description (schema generators add
    /// one to every parameter, made from its name).
    ///
    /// ## Why it matters
    /// The agent fills the parameter from its name alone: units, formats,
    /// allowed values and whether an ID or a display name is wanted are
    /// guesses. Real servers often leave some parameters undescribed.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "get_forecast", "description": "Gets the weather forecast for a place",
    ///   "inputSchema": {"type": "object", "properties": {"lat": {"type": "number"}, "lon": {"type": "number", "description": "Longitude in degrees"}}}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "get_forecast", "description": "Gets the weather forecast for a place",
    ///   "inputSchema": {"type": "object", "properties": {"lat": {"type": "number", "description": "Latitude in degrees"}, "lon": {"type": "number", "description": "Longitude in degrees"}}}}]}
    /// ```
    ///
    /// ## Options
    /// None. Switch the rule off with `[rules] mcp-param-description = "off"`.
    pub static MCP_PARAM_DESCRIPTION = {
        id: "mcp-param-description",
        severity: Info,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool parameter has no description",
        tags: ["mcp", "schema", "description"],
        security_severity: None,
    }
}

pub struct McpParamDescription;

impl Rule for McpParamDescription {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_PARAM_DESCRIPTION
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            let Some(Value::Object(props)) = tool
                .get("inputSchema")
                .and_then(|s| s.get("properties"))
            else {
                continue;
            };
            for (name, schema) in props {
                let described = match schema {
                    Value::Object(o) => {
                        o.contains_key("$ref")
                            || o.get("description")
                                .and_then(Value::as_str)
                                .is_some_and(|d| !d.trim().is_empty())
                    }
                    _ => false,
                };
                if described {
                    continue;
                }
                let f = mcp::finding(
                    &MCP_PARAM_DESCRIPTION,
                    &tool,
                    tool.key_at(&["inputSchema", "properties", name.as_str()]),
                    format!(
                        "parameter {} of tool \"{}\" has no description",
                        mcp::quote(&format!("\"{name}\"")),
                        tool.name()
                    ),
                    "describe what the parameter is, its format or units, and an example value",
                )
                .discriminator(name.clone())
                .evidence("parameter", name.as_str());
                if !cx.push(f) {
                    return;
                }
            }
        }
    }
}
