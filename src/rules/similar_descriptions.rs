//! `similar-descriptions`: pairs of commands whose descriptions say nearly
//! the same thing.

use rayon::prelude::*;

use crate::finding::{Finding, json_number};
use crate::model::Surface;
use crate::rules::js::percent;
use crate::model::Command;
use crate::rules::clusters::{clusters, members_phrase};
use crate::rules::names::names_tell_apart;
use crate::rules::similarity::{distinctive_vectors, similar_pairs, vectors};
use crate::rules::{Context, Rule, RuleMeta, other_command};

declare_rule! {
    /// ## What it does
    /// Compares the description of every command with the description of
    /// every other command of the same surface and reports each pair whose
    /// similarity is at least `similarity-threshold` (default 0.7), most
    /// similar first.
    ///
    /// Similarity is the cosine of the two descriptions' term-count vectors.
    /// A description is lowercased and split into runs of ASCII letters and
    /// digits (everything else separates words, so `user's` is `user` and
    /// `s`); 72 English stop words (`a`, `the`, `of`, `by`, `with`, ...) are
    /// dropped; words are counted without stemming or weighting. Two empty
    /// descriptions score 0. The message rounds the score to a whole percent
    /// (halves up); `evidence.similarity` is the exact score.
    ///
    /// That is the reference's comparison, used under `--profile reference`.
    /// Under `afd` and `mcp` the comparison is on what is distinctive: a
    /// sentence found in three descriptions or more of the surface (a
    /// server's boilerplate, "Use this to …; it is read-only") is left out,
    /// and each word counts by how rare it is in the surface (a word in
    /// half the descriptions weighs little, one in two descriptions fully).
    /// Two tools whose descriptions differ where their names differ
    /// (`list_issues` and `list_pull_requests` with the same template) are
    /// not reported. Commands that are similar to one another are reported
    /// as one group, "3 tools have near-identical descriptions (81–92%
    /// similarity): a, b and c", at the first of them, with the others as
    /// related locations and every pair's score in `evidence.pairs`.
    ///
    /// The skills of the checked tree form a surface too (those of one
    /// directory under `reference`): two skills with near-identical
    /// descriptions are reported the same way.
    ///
    /// ## Why it matters
    /// An agent picks a tool by its description. When two descriptions say
    /// the same thing, the agent guesses, and calls the wrong command about
    /// half of the time.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [
    ///   {"name": "todo-create", "description": "Creates a new todo item with the given title and priority", "category": "todo"},
    ///   {"name": "todo-add", "description": "Creates a new todo item with the specified title and priority", "category": "todo"}
    /// ]}
    /// ```
    ///
    /// The descriptions share 6 of their 7 words: `Commands "todo-create" and
    /// "todo-add" have 86% description similarity`.
    ///
    /// ## Use instead
    /// Merge the two commands, or say what sets each one apart:
    ///
    /// ```json
    /// {"commands": [
    ///   {"name": "todo-create", "description": "Creates a new todo item with the given title and priority", "category": "todo"},
    ///   {"name": "todo-import", "description": "Imports todo entries from a CSV file exported by another tracker", "category": "todo"}
    /// ]}
    /// ```
    ///
    /// ## Options
    /// `[surface] similarity-threshold` (default 0.7, from 0 to 1; 0 reports
    /// every pair) or `--similarity-threshold X`. A deliberate pair is
    /// silenced with a suppression such as
    /// `similar-descriptions:todo-create:todo-add`.
    pub static SIMILAR_DESCRIPTIONS = {
        id: "similar-descriptions",
        severity: Warning,
        scope: Surface,
        files: [Manifest, Skill, Source],
        summary: "Two commands have near-identical descriptions",
        tags: ["ambiguity"],
        security_severity: None,
    }
}

pub struct SimilarDescriptions;

impl Rule for SimilarDescriptions {
    fn meta(&self) -> &'static RuleMeta {
        &SIMILAR_DESCRIPTIONS
    }

    fn cross_command(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let commands = &surface.commands;
        if commands.len() < 2 {
            return;
        }
        if !cx.profile.is_reference() {
            distinctive(surface, cx);
            return;
        }
        let vectors = vectors(commands.iter().map(|c| c.description_str()));
        let threshold = cx.settings.surface.similarity_threshold;
        let limit = cx.settings.limits.max_findings_per_rule.saturating_add(1);
        // The findings are built in parallel (there can be many), a block
        // at a time, and handed over in the reference's order; each block
        // is freed as soon as its findings are resolved.
        let pairs = similar_pairs(&vectors, threshold, limit);
        for block in pairs.chunks(FINDINGS_PER_BLOCK) {
            let findings: Vec<Finding> = block
                .par_iter()
                .with_min_len(256)
                .filter_map(|&(i, j, score)| {
                    let (a, b) = (commands.get(i)?, commands.get(j)?);
                    Some(
                        Finding::new(
                            &SIMILAR_DESCRIPTIONS,
                            a.name.span,
                            format!(
                                "{}s \"{}\" and \"{}\" have {}% description similarity",
                                a.noun(),
                                a.name_str(),
                                b.name_str(),
                                percent(score)
                            ),
                            "Merge into a single command or make descriptions more distinct.",
                        )
                        .commands([a.name_str(), b.name_str()])
                        .evidence("similarity", json_number(score))
                        .related(b.name.span, other_command(b)),
                    )
                })
                .collect();
            if !cx.push_all(findings) {
                return;
            }
        }
    }
}

/// Findings built and handed over at once under `reference`.
const FINDINGS_PER_BLOCK: usize = 16_384;

/// Pairs in a cluster's evidence, at most.
const PAIRS_IN_EVIDENCE: usize = 50;

/// Every profile but `reference`: descriptions compared on what is
/// distinctive in them (term counts weighted by rarity within the surface,
/// so a server's shared boilerplate weighs little), and one finding per
/// group of mutually similar commands, naming all of them.
fn distinctive(surface: &Surface, cx: &mut Context<'_>) {
    let commands = &surface.commands;
    let texts: Vec<&str> = commands.iter().map(|c| c.description_str()).collect();
    let vectors = distinctive_vectors(&texts);
    let threshold = cx.settings.surface.similarity_threshold;
    let limit = cx.settings.limits.max_findings_per_rule.saturating_add(1);
    let mut pairs = similar_pairs(&vectors, threshold, limit);
    if pairs.len() >= limit {
        cx.mark_truncated();
    }
    // template siblings whose texts differ where their names do
    pairs.retain(|&(i, j, _)| match (commands.get(i), commands.get(j)) {
        (Some(a), Some(b)) => !names_tell_apart(
            a.name_str(),
            a.description_str(),
            b.name_str(),
            b.description_str(),
        ),
        _ => false,
    });
    for cluster in clusters(commands.len(), &pairs) {
        let members: Vec<&Command> = cluster
            .members
            .iter()
            .filter_map(|&i| commands.get(i))
            .collect();
        let (Some(first), Some(second)) = (members.first(), members.get(1)) else {
            continue;
        };
        let names: Vec<&str> = members.iter().map(|c| c.name_str()).collect();
        let (hi, lo) = cluster.range();
        let message = if members.len() == 2 {
            format!(
                "{}s \"{}\" and \"{}\" have {}% description similarity",
                first.noun(),
                first.name_str(),
                second.name_str(),
                percent(hi)
            )
        } else {
            let range = if percent(lo) == percent(hi) {
                format!("{}%", percent(hi))
            } else {
                format!("{}–{}%", percent(lo), percent(hi))
            };
            format!(
                "{} {}s have near-identical descriptions ({range} similarity): {}",
                members.len(),
                first.noun().to_lowercase(),
                members_phrase(&names)
            )
        };
        let pairs: Vec<serde_json::Value> = cluster
            .pairs
            .iter()
            .take(PAIRS_IN_EVIDENCE)
            .filter_map(|&(i, j, score)| {
                let (a, b) = (commands.get(i)?, commands.get(j)?);
                Some(serde_json::json!({
                    "commands": [a.name_str(), b.name_str()],
                    "similarity": json_number(score),
                }))
            })
            .collect();
        let mut finding = Finding::new(
            &SIMILAR_DESCRIPTIONS,
            first.name.span,
            message,
            "Merge into a single command or make descriptions more distinct.",
        )
        .commands(names.iter().copied())
        .evidence("similarity", json_number(hi))
        .evidence("pairs", pairs);
        for other in members.iter().skip(1) {
            finding = finding.related(other.name.span, other_command(other));
        }
        if !cx.push(finding) {
            return;
        }
    }
}
