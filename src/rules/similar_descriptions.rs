//! `similar-descriptions`: pairs of commands whose descriptions say nearly
//! the same thing.

use rayon::prelude::*;

use crate::finding::{Finding, json_number};
use crate::model::Surface;
use crate::rules::js::percent;
use crate::rules::similarity::{similar_pairs, vectors};
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
    /// The skills of one directory form a surface too: two skills with
    /// near-identical descriptions are reported the same way.
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
        files: [Manifest, Skill],
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
        let vectors = vectors(commands.iter().map(|c| c.description_str()));
        let threshold = cx.settings.surface.similarity_threshold;
        let limit = cx.settings.limits.max_findings_per_rule.saturating_add(1);
        // The findings are built in parallel (there can be many), then
        // reported in the reference's order.
        let findings: Vec<Finding> = similar_pairs(&vectors, threshold, limit)
            .into_par_iter()
            .with_min_len(256)
            .filter_map(|(i, j, score)| {
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
        for finding in findings {
            if !cx.push(finding) {
                return;
            }
        }
    }
}
