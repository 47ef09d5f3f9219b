//! `mcp-schema-invalid`: an input or output schema that is not a valid
//! JSON Schema in its declared (or the default) dialect.

use serde_json::Value;

use crate::meta::Severity;
use crate::model::Surface;
use crate::rules::mcp::{self, Dialect, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Validates a tool's `inputSchema` and `outputSchema` against the
    /// meta-schema of their JSON Schema dialect and reports each violation
    /// at the offending keyword: a type that does not exist (`"type":
    /// "integr"`), a negative `minLength`, `required` that is not an array
    /// of strings, a `pattern` that is not a regular expression, and so on.
    ///
    /// The dialect is the one the schema declares with `$schema` (draft-04,
    /// draft-06, draft-07, 2019-09 and 2020-12 are supported; a declared
    /// draft-07 is legal in every revision), else the revision's default:
    /// 2020-12 from MCP 2025-11-25 on, which made it the default; draft-07
    /// for the earlier revisions, which name none (their own `schema.json`
    /// is draft-07). A `$schema` naming another dialect is a warning: the
    /// schema cannot be checked, and clients "MUST handle unsupported
    /// dialects gracefully by returning an appropriate error".
    ///
    /// One finding per offending value (the first violation the meta-schema
    /// reports there), at most ten per schema.
    ///
    /// Specification: Basic › JSON Schema Usage (2025-11-25 and 2026-07-28:
    /// "Schemas MUST be valid according to their declared or default
    /// dialect"); `Tool.inputSchema` / `Tool.outputSchema` ("A JSON Schema
    /// object") in every revision.
    ///
    /// ## Why it matters
    /// A client validates the arguments an agent produces against the input
    /// schema; a schema its validator cannot compile makes the tool
    /// uncallable, or silently unchecked. Agents also read the schema to
    /// build arguments: a misspelt type tells them nothing.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "list_pages", "description": "Lists the pages of a documentation site",
    ///   "inputSchema": {"type": "object", "properties": {"limit": {"type": "integr", "description": "How many pages to list"}}}}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "list_pages", "description": "Lists the pages of a documentation site",
    ///   "inputSchema": {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "description": "How many pages to list"}}}}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` choose the default dialect of
    /// tool lists that state no `protocolVersion` (see `mcp-tool-invalid`).
    pub static MCP_SCHEMA_INVALID = {
        id: "mcp-schema-invalid",
        severity: Error,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool's input or output schema is not a valid JSON Schema in its dialect",
        tags: ["mcp", "spec", "schema"],
        security_severity: None,
    }
}

pub struct McpSchemaInvalid;

/// Violations reported per schema, at most.
const MAX_PER_SCHEMA: usize = 10;

const TYPES: &[&str] = &[
    "array", "boolean", "integer", "null", "number", "object", "string",
];

impl Rule for McpSchemaInvalid {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_SCHEMA_INVALID
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            for key in ["inputSchema", "outputSchema"] {
                if !check(&tool, key, cx) {
                    return;
                }
            }
        }
    }
}

fn check(tool: &Tool<'_>, key: &str, cx: &mut Context<'_>) -> bool {
    let Some(schema @ Value::Object(o)) = tool.get(key) else {
        return true;
    };
    let dialect = match o.get("$schema") {
        Some(Value::String(uri)) => match Dialect::from_uri(uri) {
            Some(d) => d,
            None => {
                let f = mcp::finding(
                    &MCP_SCHEMA_INVALID,
                    tool,
                    tool.at(&[key, "$schema"]),
                    format!(
                        "the {key} of tool \"{}\" declares the dialect {}, which afd-surface (and many clients) do not support, so it was not checked",
                        tool.name(),
                        mcp::quote(uri)
                    ),
                    "declare JSON Schema 2020-12 (or draft-07), or leave `$schema` out to use the default dialect",
                )
                .severity(Severity::Warning)
                .discriminator(format!("{key}:dialect"));
                return cx.push(f);
            }
        },
        _ => Dialect::default_for(tool.revision),
    };
    // a schema of the common keywords, each with a value both meta-schemas
    // accept, needs no validator (compiling the 2020-12 meta-schema costs
    // more than the rest of a small tool list's check)
    if matches!(dialect, Dialect::Draft7 | Dialect::Draft202012) && plainly_valid(schema, 0) {
        return true;
    }
    let validator = dialect.meta_validator();
    // one finding per offending value (a value may fail several branches
    // of the meta-schema)
    let mut seen: Vec<String> = Vec::new();
    for error in validator.iter_errors(schema) {
        if seen.len() >= MAX_PER_SCHEMA {
            break;
        }
        let instance = error.instance_path().as_str().to_string();
        if seen.contains(&instance) {
            continue;
        }
        seen.push(instance);
        let inner = mcp::pointer_segments(error.instance_path().as_str());
        let mut path = vec![key.to_string()];
        path.extend(inner.iter().cloned());
        let at = if inner.is_empty() {
            key.to_string()
        } else {
            format!("{key}.{}", inner.join("."))
        };
        let detail = describe(&inner, error.instance(), dialect, || {
            error.masked().to_string()
        });
        let pointer = format!("/{key}{}", error.instance_path().as_str());
        let f = mcp::finding(
            &MCP_SCHEMA_INVALID,
            tool,
            tool.at(&path),
            format!(
                "`{at}` of tool \"{}\" is not valid JSON Schema {}: {detail}",
                tool.name(),
                dialect.as_str()
            ),
            "fix the keyword as the JSON Schema dialect defines it; clients that validate arguments cannot use the schema until then",
        )
        .discriminator(pointer.clone())
        .evidence("pointer", pointer)
        .evidence("dialect", dialect.as_str());
        if !cx.push(f) {
            return false;
        }
    }
    true
}

/// What is wrong, in words: a type name that does not exist is said so;
/// anything else in the validator's words (without the value).
fn describe(
    path: &[String],
    value: &Value,
    dialect: Dialect,
    fallback: impl FnOnce() -> String,
) -> String {
    if dialect == Dialect::Draft202012
        && value.is_array()
        && path.last().is_some_and(|k| k == "items")
    {
        return "an array `items` is the tuple form of draft-07 and earlier; 2020-12 writes it as `prefixItems` (or declare `\"$schema\": \"http://json-schema.org/draft-07/schema#\"`)".into();
    }
    if path.last().is_some_and(|k| k == "type") {
        let bad: Vec<&str> = match value {
            Value::String(t) => vec![t.as_str()],
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        if let Some(t) = bad.iter().find(|t| !TYPES.contains(t)) {
            return format!(
                "{} is not a JSON type (one of {})",
                mcp::quote(&format!("\"{t}\"")),
                TYPES.join(", ")
            );
        }
    }
    fallback()
}

/// How deep [`plainly_valid`] looks before it leaves a schema to the
/// validator.
const PLAIN_DEPTH: usize = 32;

/// Whether `schema` uses only common keywords, each with a value that the
/// draft-07 and the 2020-12 meta-schemas both accept (so it is valid in
/// both). Anything else, an unknown keyword included, is left to the
/// validator: this never says valid where the validator would not (a
/// property test compares them).
fn plainly_valid(schema: &Value, depth: usize) -> bool {
    let o = match schema {
        Value::Bool(_) => return true,
        Value::Object(o) => o,
        _ => return false,
    };
    if depth > PLAIN_DEPTH {
        return false;
    }
    let sub = |v: &Value| plainly_valid(v, depth + 1);
    let count = |v: &Value| v.as_u64().is_some();
    let number = |v: &Value| v.is_number();
    let unique_strings = |v: &Value, allowed: Option<&[&str]>| {
        let Some(items) = v.as_array() else {
            return false;
        };
        let mut seen: Vec<&str> = Vec::with_capacity(items.len());
        for item in items {
            let Some(s) = item.as_str() else {
                return false;
            };
            if seen.contains(&s) || allowed.is_some_and(|a| !a.contains(&s)) {
                return false;
            }
            seen.push(s);
        }
        true
    };
    o.iter().all(|(key, v)| match key.as_str() {
        "type" => match v {
            Value::String(t) => TYPES.contains(&t.as_str()),
            Value::Array(a) => !a.is_empty() && unique_strings(v, Some(TYPES)),
            _ => false,
        },
        "description" | "title" | "$comment" | "format" => v.is_string(),
        "$schema" => v.as_str().and_then(Dialect::from_uri).is_some(),
        "default" | "const" => true,
        "examples" | "enum" => v.is_array(),
        "required" => unique_strings(v, None),
        "properties" => v.as_object().is_some_and(|p| p.values().all(sub)),
        "items" | "additionalProperties" | "not" => matches!(v, Value::Object(_) | Value::Bool(_)) && sub(v),
        "anyOf" | "oneOf" | "allOf" => v
            .as_array()
            .is_some_and(|a| !a.is_empty() && a.iter().all(sub)),
        "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" => number(v),
        "multipleOf" => v.as_f64().is_some_and(|m| m > 0.0),
        "minLength" | "maxLength" | "minItems" | "maxItems" | "minProperties"
        | "maxProperties" => count(v),
        "uniqueItems" => v.is_boolean(),
        _ => false,
    })
}

#[cfg(test)]
mod plain_tests {
    use super::*;
    use proptest::prelude::*;

    fn leaf() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            (-3i64..5).prop_map(Value::from),
            prop_oneof![Just(0.5f64), Just(-1.5), Just(0.0), Just(2.0)].prop_map(Value::from),
            proptest::sample::select(vec![
                "string", "integer", "object", "array", "null", "number", "boolean", "text",
                "https://json-schema.org/draft/2020-12/schema",
                "http://json-schema.org/draft-07/schema#", "",
            ])
            .prop_map(Value::from),
        ]
    }

    fn value() -> impl Strategy<Value = Value> {
        leaf().prop_recursive(4, 48, 6, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                proptest::collection::vec(
                    (
                        proptest::sample::select(vec![
                            "type", "description", "title", "$comment", "format", "$schema",
                            "default", "const", "examples", "enum", "required", "properties",
                            "items", "additionalProperties", "not", "anyOf", "oneOf", "allOf",
                            "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
                            "multipleOf", "minLength", "maxItems", "minProperties",
                            "uniqueItems", "a", "string",
                        ]),
                        inner,
                    ),
                    0..5,
                )
                .prop_map(|kv| {
                    Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
                }),
            ]
        })
    }

    /// What the shortcut calls valid, both meta-schemas accept (on 20,000
    /// generated schemas, hundreds of which it calls valid).
    #[test]
    fn plainly_valid_schemas_are_valid() {
        use proptest::strategy::ValueTree;
        let mut runner = proptest::test_runner::TestRunner::deterministic();
        let strategy = value();
        let mut plain = 0usize;
        for _ in 0..20_000 {
            let schema = strategy
                .new_tree(&mut runner)
                .expect("a generated schema")
                .current();
            if !plainly_valid(&schema, 0) {
                continue;
            }
            if schema.as_object().is_some_and(|o| !o.is_empty()) {
                plain += 1;
            }
            for d in [Dialect::Draft7, Dialect::Draft202012] {
                let errors: Vec<String> = d
                    .meta_validator()
                    .iter_errors(&schema)
                    .map(|e| e.to_string())
                    .collect();
                assert!(errors.is_empty(), "{schema} in {}: {errors:?}", d.as_str());
            }
        }
        assert!(plain >= 200, "only {plain} non-empty schemas were plainly valid");
    }

    #[test]
    fn common_schemas_need_no_validator() {
        let schema = serde_json::json!({
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name", "minLength": 1},
                "units": {"enum": ["metric", "imperial"], "default": "metric"},
                "days": {"type": ["integer", "null"], "minimum": 1, "maximum": 7},
                "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": true}
            },
            "required": ["city"],
            "additionalProperties": false
        });
        assert!(plainly_valid(&schema, 0));
        // what the validator must judge
        for bad in [
            serde_json::json!({"type": "text"}),
            serde_json::json!({"required": ["a", "a"]}),
            serde_json::json!({"minLength": -1}),
            serde_json::json!({"items": [{"type": "string"}]}),
            serde_json::json!({"x-vendor": 1}),
            serde_json::json!({"$schema": "https://example.com/s"}),
        ] {
            assert!(!plainly_valid(&bad, 0), "{bad}");
        }
    }
}
