//! `schema-overlap`: pairs of commands that take nearly the same input
//! fields.

use serde_json::Value;

use crate::finding::{Finding, json_number};
use crate::model::{Command, Surface};
use crate::rules::js::percent;
use std::collections::HashMap;

use crate::rules::clusters::{clusters, members_phrase};
use crate::rules::names::{names_differ, names_tell_apart};
use crate::rules::schema::{FieldSet, compare, overlapping_pairs};
use crate::rules::similarity::{Pair, cosine, distinctive_vectors};
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
    /// That is the reference's comparison, used under `--profile reference`.
    /// Under `afd` and `mcp`, fields that more than half of a surface's
    /// commands take (`owner` and `repo` on a GitHub server, `project_id`,
    /// `page`; surfaces of four commands or more) are left out, a pair must
    /// still share two fields or more, and it is reported only when the two
    /// names differ by synonyms alone (`order-get`, `order-fetch`) or the
    /// descriptions are alike too where the names do not tell the commands
    /// apart (`get_draft_note` and `delete_draft_note` share every field and
    /// are different tools). Commands that overlap with one another are one
    /// finding, naming all of them.
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
        if !cx.profile.is_reference() {
            distinctive(surface, cx);
            return;
        }
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

/// Surfaces with fewer commands than this have no ubiquitous fields.
const UBIQUITOUS_FROM: usize = 4;

/// Shared distinctive fields a pair needs at least.
const MIN_SHARED: usize = 2;

/// Description similarity from which commands whose names differ still
/// count as one tool split in two.
const ALIKE_DESCRIPTIONS: f64 = 0.5;

/// Every profile but `reference`: the fields most commands of the surface
/// take (`owner` and `repo` on a GitHub server, `project_id`, `page`) say
/// nothing about two commands, so they are left out; a pair must share at
/// least two of the remaining fields, and either have names that differ
/// only by synonyms (`order-get`, `order-fetch`) or descriptions that are
/// alike too, where the words that differ are not the words in which the
/// names differ (`get_draft_note` and `delete_draft_note` say which is
/// which). One finding per group of such commands.
fn distinctive(surface: &Surface, cx: &mut Context<'_>) {
    let threshold = cx.settings.surface.schema_overlap_threshold;
    let mut candidates: Vec<(&Command, FieldSet)> = Vec::new();
    for c in &surface.commands {
        if let Some(schema) = c.input_schema.as_ref()
            && let Some(f) = FieldSet::of(&schema.value)
        {
            candidates.push((c, f));
        }
    }
    let n = candidates.len();
    let mut df: HashMap<&str, usize> = HashMap::new();
    for (_, f) in &candidates {
        for k in f.keys() {
            *df.entry(k.as_str()).or_default() += 1;
        }
    }
    let ubiquitous = |k: &str| n >= UBIQUITOUS_FROM && df.get(k).copied().unwrap_or(0) * 2 > n;
    let sets: Vec<FieldSet> = candidates
        .iter()
        .map(|(_, f)| {
            FieldSet::from_keys(f.keys().iter().filter(|k| !ubiquitous(k)).cloned().collect())
        })
        .collect();
    let texts: Vec<&str> = candidates.iter().map(|(c, _)| c.description_str()).collect();
    let vectors = distinctive_vectors(&texts);
    let limit = cx.settings.limits.max_findings_per_rule.saturating_add(1);
    let mut pairs: Vec<Pair> = Vec::new();
    overlapping_pairs(&sets, threshold, |i, j, ratio| {
        let (Some((a, _)), Some((b, _)), Some(fa), Some(fb)) =
            (candidates.get(i), candidates.get(j), sets.get(i), sets.get(j))
        else {
            return true;
        };
        let shared = fa.keys().iter().filter(|k| fb.contains(k)).count();
        let descriptions_alike = matches!(
            (vectors.get(i), vectors.get(j)),
            (Some(x), Some(y)) if cosine(x, y) >= ALIKE_DESCRIPTIONS
        ) && !names_tell_apart(
            a.name_str(),
            a.description_str(),
            b.name_str(),
            b.description_str(),
        );
        let alike = !names_differ(a.name_str(), b.name_str()) || descriptions_alike;
        if shared >= MIN_SHARED && alike {
            pairs.push((i, j, ratio));
        }
        pairs.len() < limit
    });
    if pairs.len() >= limit {
        cx.mark_truncated();
    }
    let ignored: Vec<&str> = {
        let mut v: Vec<&str> = df.keys().copied().filter(|k| ubiquitous(k)).collect();
        v.sort_unstable();
        v
    };
    for cluster in clusters(n, &pairs) {
        let members: Vec<(&Command, &FieldSet)> = cluster
            .members
            .iter()
            .filter_map(|&i| Some((candidates.get(i)?.0, sets.get(i)?)))
            .collect();
        let Some(&(first, first_set)) = members.first() else {
            continue;
        };
        let Some(schema) = first.input_schema.as_ref() else {
            continue;
        };
        // the distinctive fields every member takes
        let shared: Vec<String> = first_set
            .keys()
            .iter()
            .filter(|k| members.iter().all(|(_, f)| f.contains(k)))
            .cloned()
            .collect();
        let names: Vec<&str> = members.iter().map(|(c, _)| c.name_str()).collect();
        let (hi, lo) = cluster.range();
        let message = if let [_, (second, _)] = members.as_slice() {
            format!(
                "Commands \"{}\" and \"{}\" share {}% input fields ({})",
                first.name_str(),
                second.name_str(),
                percent(hi),
                shared.join(", ")
            )
        } else {
            let range = if percent(lo) == percent(hi) {
                format!("{}%", percent(hi))
            } else {
                format!("{}–{}%", percent(lo), percent(hi))
            };
            format!(
                "{} commands share {range} of their input fields ({}): {}",
                members.len(),
                shared.join(", "),
                members_phrase(&names)
            )
        };
        let pair_evidence: Vec<Value> = cluster
            .pairs
            .iter()
            .take(50)
            .filter_map(|&(i, j, r)| {
                let (a, b) = (candidates.get(i)?.0, candidates.get(j)?.0);
                Some(serde_json::json!({
                    "commands": [a.name_str(), b.name_str()],
                    "overlapRatio": json_number(r),
                }))
            })
            .collect();
        let mut finding = Finding::new(
            &SCHEMA_OVERLAP,
            schema.span,
            message,
            "Consider merging these commands or ensure descriptions clearly differentiate when to use each.",
        )
        .commands(names.iter().copied())
        .evidence("sharedFields", shared)
        .evidence("ignoredFields", ignored.clone())
        .evidence("overlapRatio", json_number(hi))
        .evidence("pairs", pair_evidence);
        for (other, _) in members.iter().skip(1) {
            if let Some(s) = &other.input_schema {
                finding = finding.related(
                    s.span,
                    format!("the input schema of the other command \"{}\"", other.name_str()),
                );
            }
        }
        if !cx.push(finding) {
            return;
        }
    }
}
