//! `schema-complexity`: input schemas that are hard for an agent to fill in.

use crate::finding::{Finding, Severity, json_number};
use crate::meta::Profile;
use crate::model::Surface;
use crate::rules::schema::{Tier, complexity};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Scores each command's input schema and reports every schema whose
    /// score is above 5. The score adds up eight dimensions:
    ///
    /// | dimension | counts | weight |
    /// |---|---|---|
    /// | fields | distinct property names anywhere in the schema | 1 |
    /// | depth | deepest nesting of object properties (arrays do not add depth) | 3 |
    /// | unions | `oneOf`/`anyOf` (not a nullable `[T, {type: null}]` pair) | 5 |
    /// | intersections | `allOf` | 2 |
    /// | enums | non-empty `enum` keywords | 1 |
    /// | patterns | `pattern` and `format` keywords | 2 |
    /// | bounds | `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `minLength`, `maxLength`, `minItems`, `maxItems` | 1 |
    /// | optional ratio | ⌊optional property occurrences / all occurrences × 4⌋ (0–4) | 1 |
    ///
    /// Tiers: low 0–5 (no finding), medium 6–12, high 13–20, critical 21 and
    /// more. The severity is decided by `schema-complexity-threshold`
    /// (default 13), not by the tier: a warning when the score reaches it,
    /// otherwise info. A command that provides `examples` is reported as info
    /// whatever its score (`... but provides examples`), since examples show
    /// agents how to fill the schema. `evidence` gives `score`, `tier`,
    /// `breakdown` and, with examples, `hasExamples`.
    ///
    /// The walk follows `properties`, `items` (a single schema), `oneOf`,
    /// `anyOf` and `allOf`; `$ref`, `additionalProperties`, `prefixItems`,
    /// `not` and `if`/`then`/`else` are not followed. `const` does not count.
    /// Keywords count as JavaScript would see them: `enum`, `pattern` and
    /// `format` only when truthy, bounds whenever present.
    ///
    /// ## Why it matters
    /// Every union, level of nesting and constraint is a decision the agent
    /// must get right in one call. Complex schemas are where agents produce
    /// invalid arguments, retry, and give up.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [{"name": "auth-sign-in", "description": "Starts a session with credentials or an OAuth provider", "category": "auth",
    ///   "jsonSchema": {"oneOf": [
    ///     {"type": "object", "required": ["method", "email"], "properties": {"method": {"const": "credentials"}, "email": {"type": "string"}, "password": {"type": "string"}}},
    ///     {"type": "object", "required": ["method", "provider"], "properties": {"method": {"const": "oauth"}, "provider": {"type": "string"}, "scopes": {"type": "array", "items": {"type": "string"}}, "redirectTo": {"type": "string"}}}
    ///   ]}}]}
    /// ```
    ///
    /// `Command "auth-sign-in" has high schema complexity (score: 15)`: 6
    /// fields, depth 1, one union, 3 of 7 properties optional (ratio 1).
    ///
    /// ## Use instead
    /// Split the union into one command per variant:
    ///
    /// ```json
    /// {"commands": [
    ///   {"name": "auth-sign-in-password", "description": "Starts a session with an email and a password", "category": "auth",
    ///    "jsonSchema": {"type": "object", "required": ["email", "password"], "properties": {"email": {"type": "string"}, "password": {"type": "string"}}}},
    ///   {"name": "auth-sign-in-oauth", "description": "Starts a session through an OAuth provider", "category": "auth",
    ///    "jsonSchema": {"type": "object", "required": ["provider"], "properties": {"provider": {"type": "string"}}}}
    /// ]}
    /// ```
    ///
    /// Or keep the union and show agents how to fill it with `examples`; the
    /// finding is then informational.
    ///
    /// ## Options
    /// `[surface] schema-complexity-threshold` (default 13): the score from
    /// which a finding is a warning. `[limits] max-schema-depth` (default 64)
    /// bounds how deeply nested subschemas are walked; a schema nested deeper
    /// is scored down to that depth and the finding says so
    /// (`evidence.depthLimited`), even when the partial score is low.
    ///
    /// Under the `mcp` profile every finding is an info: an MCP tool's
    /// input schema is its function's parameters, so their number and
    /// nesting are the API's (on 1,815 tools of 92 real servers, a
    /// third scored "high"). `--profile afd` grades them as the reference
    /// does.
    ///
    /// ## Differences from the reference
    /// The reference walks schemas recursively without a bound; here the walk
    /// stops at `max-schema-depth`. Fields are read by name: a command given
    /// with `parameters` but no description keeps its schema, where the
    /// reference took it for its generic input shape and dropped the schema.
    pub static SCHEMA_COMPLEXITY = {
        id: "schema-complexity",
        severity: Warning,
        scope: Surface,
        summary: "A command's input schema is complex for an agent to fill in",
        tags: ["schema"],
        security_severity: None,
    }
}

pub struct SchemaComplexity;

impl Rule for SchemaComplexity {
    fn meta(&self) -> &'static RuleMeta {
        &SCHEMA_COMPLEXITY
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let settings = cx.settings;
        let threshold = settings.surface.schema_complexity_threshold;
        let max_depth = settings.limits.max_schema_depth;
        let mcp = cx.profile == Profile::Mcp;
        for c in &surface.commands {
            let Some(schema) = &c.input_schema else {
                continue;
            };
            let result = complexity(&schema.value, max_depth);
            if result.tier == Tier::Low && !result.depth_limited {
                continue;
            }
            let has_examples = c.example_count > 0;
            let severity = if result.score as f64 >= threshold && !has_examples && !mcp {
                Severity::Warning
            } else {
                Severity::Info
            };
            let mut message = format!(
                "Command \"{}\" has {} schema complexity (score: {})",
                c.name_str(),
                result.tier.as_str(),
                result.score
            );
            if has_examples {
                message.push_str(" but provides examples");
            }
            let mut suggestion = if has_examples {
                "Schema is complex but examples mitigate this. Consider simplifying only if agents still struggle."
            } else if result.tier == Tier::Medium || result.tier == Tier::Low {
                "Consider simplifying the input schema if agents struggle with this command."
            } else {
                "Simplify the input schema by reducing unions, nesting depth, or splitting into multiple commands."
            }
            .to_string();
            if result.depth_limited {
                message.push_str(&format!(
                    " (scored down to depth {max_depth} only)"
                ));
                suggestion.push_str(&format!(
                    " Subschemas nested deeper than `max-schema-depth` ({max_depth}) were not scored; flatten the schema or raise `[limits] max-schema-depth`."
                ));
            }
            let mut finding = Finding::new(&SCHEMA_COMPLEXITY, schema.span, message, suggestion)
                .severity(severity)
                .commands([c.name_str()])
                .evidence("score", json_number(result.score as f64))
                .evidence("tier", result.tier.as_str())
                .evidence("breakdown", result.breakdown.to_json());
            if has_examples {
                finding = finding.evidence("hasExamples", true);
            }
            if result.depth_limited {
                finding = finding.evidence("depthLimited", true);
            }
            if !cx.push(finding) {
                return;
            }
        }
    }
}
