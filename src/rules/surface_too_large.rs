//! `surface-too-large`: more commands in one surface than the configured limit.

use crate::rules::{Rule, RuleMeta};

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
        summary: "A surface has more commands than the configured limit",
        tags: ["input", "limits"],
        security_severity: None,
    }
}

/// Reported by the loader; the rule itself checks nothing.
pub struct SurfaceTooLarge;

impl Rule for SurfaceTooLarge {
    fn meta(&self) -> &'static RuleMeta {
        &SURFACE_TOO_LARGE
    }
}
