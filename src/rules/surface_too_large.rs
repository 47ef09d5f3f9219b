//! `surface-too-large`: more commands in one surface than the configured limit.

use crate::finding::Finding;
use crate::model::Surface;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports a surface (one manifest, or the skills of one directory) with
    /// more commands than `[limits] max-commands-per-surface` (default 50,000).
    /// The rules that compare commands with each other (`similar-descriptions`,
    /// `schema-overlap`, `naming-collision`, `orphaned-category` and the
    /// prerequisite rules) skip that surface; the per-command rules still run.
    ///
    /// ## Why it matters
    /// No agent can choose well among tens of thousands of tools, and comparing
    /// every pair of them would make the run slow on a hostile input.
    ///
    /// ## Example
    /// A manifest listing 60,000 tools, with the default limit.
    ///
    /// ## Use instead
    /// Split the surface into several servers, or raise the limit in
    /// `afd-surface.toml` if the size is deliberate:
    ///
    /// ```toml
    /// [limits]
    /// max-commands-per-surface = 100000
    /// ```
    ///
    /// ## Options
    /// `[limits] max-commands-per-surface`.
    pub static SURFACE_TOO_LARGE = {
        id: "surface-too-large",
        severity: Error,
        scope: Input,
        // A skills surface is no file of its own: its skills' files do not
        // list this rule (it still runs on skills surfaces, see below).
        files: [Manifest, Source],
        summary: "A surface has more commands than the configured limit",
        tags: ["input", "limits"],
        security_severity: None,
    }
}

pub struct SurfaceTooLarge;

impl Rule for SurfaceTooLarge {
    fn meta(&self) -> &'static RuleMeta {
        &SURFACE_TOO_LARGE
    }

    fn runs_on_skills(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let limit = cx.settings.limits.max_commands_per_surface;
        let count = surface.commands.len();
        if count > limit {
            cx.push(
                Finding::new(
                    &SURFACE_TOO_LARGE,
                    surface.anchor,
                    format!(
                        "the surface has {count} commands, more than the limit of {limit}; rules that compare commands were skipped"
                    ),
                    "split the surface into several servers, or raise `[limits] max-commands-per-surface`",
                )
                .evidence("commandCount", count)
                .evidence("limit", limit),
            );
        }
    }
}
