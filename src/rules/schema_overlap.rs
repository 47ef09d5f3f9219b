//! `schema-overlap`: pairs of commands that take nearly the same input
//! fields.

use serde_json::Value;

use crate::finding::{Finding, json_number};
use crate::model::{Command, Surface};
use crate::rules::js::percent;
use crate::rules::schema::{FieldSet, compare, overlapping_pairs};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Compares the top-level input fields (the keys of the input schema's
    /// `properties`) of every pair of commands in a surface and reports each
    /// pair whose overlap, shared fields divided by all fields of the two, is
    /// at least `schema-overlap-threshold` (default 0.8).
    ///
    /// Only field names count: nested fields are not compared, and field
    /// types do not decide anything (`evidence.typesCompatible` says whether
    /// every shared field has the same `type` on both sides, as a hint).
    /// Commands whose input schema has no `properties` are skipped; a schema
    /// with empty `properties` takes part (and overlaps 0% with everything).
    /// Fields are listed in JavaScript object order (integer-like keys first),
    /// as the reference validator lists them.
    ///
    /// ## Why it matters
    /// Two commands that take the same inputs are often one command split in
    /// two. Together with similar descriptions, it is the strongest sign of a
    /// redundant tool, and agents pick between redundant tools at random.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [
    ///   {"name": "order-get", "description": "Retrieves one order with its line items", "category": "order",
    ///    "jsonSchema": {"type": "object", "properties": {"orderId": {"type": "string"}, "includeItems": {"type": "boolean"}}}},
    ///   {"name": "order-fetch", "description": "Fetches an order record from the archive", "category": "order",
    ///    "jsonSchema": {"type": "object", "properties": {"orderId": {"type": "string"}, "includeItems": {"type": "boolean"}}}}
    /// ]}
    /// ```
    ///
    /// `Commands "order-get" and "order-fetch" share 100% input fields
    /// (orderId, includeItems)`.
    ///
    /// ## Use instead
    /// Merge the commands (a flag or an enum says which variant to run), or
    /// give each the inputs that only it needs:
    ///
    /// ```json
    /// {"commands": [
    ///   {"name": "order-get", "description": "Retrieves one order with its line items", "category": "order",
    ///    "jsonSchema": {"type": "object", "properties": {"orderId": {"type": "string"}, "includeItems": {"type": "boolean"}, "archived": {"type": "boolean"}}}},
    ///   {"name": "order-search", "description": "Searches orders by customer and date range", "category": "order",
    ///    "jsonSchema": {"type": "object", "properties": {"customerId": {"type": "string"}, "from": {"type": "string"}, "to": {"type": "string"}}}}
    /// ]}
    /// ```
    ///
    /// ## Options
    /// `[surface] schema-overlap-threshold` (default 0.8, from 0 to 1) or
    /// `--schema-overlap-threshold X`.
    pub static SCHEMA_OVERLAP = {
        id: "schema-overlap",
        severity: Warning,
        scope: Surface,
        summary: "Two commands take nearly the same input fields",
        tags: ["ambiguity", "schema"],
        security_severity: None,
    }
}

pub struct SchemaOverlap;

impl Rule for SchemaOverlap {
    fn meta(&self) -> &'static RuleMeta {
        &SCHEMA_OVERLAP
    }

    fn cross_command(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let threshold = cx.settings.surface.schema_overlap_threshold;
        let mut candidates: Vec<(&Command, &Value)> = Vec::new();
        let mut sets: Vec<FieldSet> = Vec::new();
        for c in &surface.commands {
            if let Some(schema) = c.input_schema.as_ref()
                && let Some(f) = FieldSet::of(&schema.value)
            {
                candidates.push((c, &schema.value));
                sets.push(f);
            }
        }
        overlapping_pairs(&sets, threshold, |i, j, _| {
            let (Some((a, va)), Some((b, vb)), Some(fa), Some(fb)) = (
                candidates.get(i),
                candidates.get(j),
                sets.get(i),
                sets.get(j),
            ) else {
                return true;
            };
            let (Some(sa), Some(sb)) = (&a.input_schema, &b.input_schema) else {
                return true;
            };
            let o = compare(va, fa, vb, fb);
            let finding = Finding::new(
                &SCHEMA_OVERLAP,
                sa.span,
                format!(
                    "Commands \"{}\" and \"{}\" share {}% input fields ({})",
                    a.name_str(),
                    b.name_str(),
                    percent(o.ratio),
                    o.shared.join(", ")
                ),
                "Consider merging these commands or ensure descriptions clearly differentiate when to use each.",
            )
            .commands([a.name_str(), b.name_str()])
            .evidence("sharedFields", o.shared)
            .evidence("uniqueToA", o.unique_to_a)
            .evidence("uniqueToB", o.unique_to_b)
            .evidence("overlapRatio", json_number(o.ratio))
            .evidence("typesCompatible", o.types_compatible)
            .related(
                sb.span,
                format!("the input schema of the other command \"{}\"", b.name_str()),
            );
            cx.push(finding)
        });
    }
}
