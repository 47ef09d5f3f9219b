//! `missing-output-schema`: commands that do not describe their result.

use crate::model::Surface;
use crate::meta::{McpRevision, Profile};
use crate::rules::{Context, Rule, RuleMeta, command_finding};

declare_rule! {
    /// ## What it does
    /// Reports every command without an output schema. The output schema is
    /// read from `outputJsonSchema`, `outputSchema`, `returns` or
    /// `_meta.outputSchema`; any JSON object counts, `{}` included.
    ///
    /// ## Why it matters
    /// Without an output schema an agent cannot know the shape of the result
    /// before calling the command, so it cannot plan a pipeline that feeds
    /// one command's output into the next, and it has to parse free-form
    /// results.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [{"name": "report-generate", "description": "Generates the monthly sales report as a table", "category": "report"}]}
    /// ```
    ///
    /// `Command "report-generate" has no output schema — agents cannot
    /// predict response shape`.
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [{"name": "report-generate", "description": "Generates the monthly sales report as a table", "category": "report",
    ///   "outputJsonSchema": {"type": "object", "properties": {"rows": {"type": "array"}, "total": {"type": "number"}}}}]}
    /// ```
    ///
    /// For an MCP tool, use `outputSchema` (MCP 2025-06-18) or
    /// `_meta.outputSchema`. A tool list of MCP 2024-11-05 or 2025-03-26
    /// (the revision it states, or `--mcp-revision`), which have no
    /// `outputSchema`, gets no finding. Under the `mcp` profile the message and the
    /// suggestion speak of MCP's `outputSchema` and `structuredContent`
    /// (`Tool "get_weather" has no outputSchema — agents cannot predict the
    /// shape of its result`) instead of AFD's Zod `output` schema.
    ///
    /// ## Options
    /// None. Switch the rule off with `[rules] missing-output-schema = "off"`.
    ///
    /// ## Differences from the reference
    /// `returns` is read as an output schema; the reference dropped it from
    /// commands given with `parameters`, and reported them all. Fields are
    /// read by name: a command with an output schema but no input schema
    /// keeps it, where the reference took such a command for its generic
    /// input shape and read no output schema from it.
    pub static MISSING_OUTPUT_SCHEMA = {
        id: "missing-output-schema",
        severity: Info,
        scope: Surface,
        summary: "A command has no output schema",
        tags: ["schema", "metadata"],
        security_severity: None,
    }
}

pub struct MissingOutputSchema;

impl Rule for MissingOutputSchema {
    fn meta(&self) -> &'static RuleMeta {
        &MISSING_OUTPUT_SCHEMA
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let mcp = cx.profile == Profile::Mcp;
        for c in surface
            .commands
            .iter()
            .filter(|c| c.output_schema.is_none() && !c.unread.output) {
            // a tool list of a revision before outputSchema existed
            if mcp
                && crate::rules::mcp::Tool::of(c, cx.settings)
                    .is_some_and(|t| t.revision < McpRevision::V2025_06_18)
            {
                continue;
            }
            let finding = if mcp {
                command_finding(
                    &MISSING_OUTPUT_SCHEMA,
                    c,
                    format!(
                        "Tool \"{}\" has no outputSchema \u{2014} agents cannot predict the shape of its result",
                        c.name_str()
                    ),
                    "Declare an `outputSchema` (MCP 2025-06-18 and later) and return `structuredContent` that conforms to it, so agents can rely on the result's fields.",
                )
            } else {
                command_finding(
                    &MISSING_OUTPUT_SCHEMA,
                    c,
                    format!(
                        "Command \"{}\" has no output schema \u{2014} agents cannot predict response shape",
                        c.name_str()
                    ),
                    "Add an `output` Zod schema to help agents construct pipelines and process results.",
                )
            };
            if !cx.push(finding) {
                return;
            }
        }
    }
}
