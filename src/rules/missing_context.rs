//! `missing-context`: commands without a `contexts` declaration, when the
//! surface uses contexts.

use serde_json::Value;

use crate::config::Settings;
use crate::model::Surface;
use crate::rules::{Context, Rule, RuleMeta, command_finding};

declare_rule! {
    /// ## What it does
    /// When `[surface] configured-contexts` lists the contexts a server
    /// defines, reports every command without a `contexts` declaration
    /// (absent or an empty array; for MCP tools `_meta.contexts`).
    /// `evidence.configuredContexts` repeats the configured list. With no
    /// configured contexts (the default) the rule does not run.
    ///
    /// ## Why it matters
    /// A server with contexts shows each agent only the commands of its
    /// active context. A command without a declaration is visible in every
    /// context; when that is not intended, agents see tools that do not
    /// belong to their task.
    ///
    /// ## Example
    /// ```toml
    /// [surface]
    /// configured-contexts = ["editing", "reading"]
    /// ```
    ///
    /// ```json
    /// {"commands": [{"name": "doc-update", "description": "Updates the text of a document", "category": "doc"}]}
    /// ```
    ///
    /// `Command "doc-update" has no contexts declaration`.
    ///
    /// ## Use instead
    /// ```toml
    /// [surface]
    /// configured-contexts = ["editing", "reading"]
    /// ```
    ///
    /// ```json
    /// {"commands": [{"name": "doc-update", "description": "Updates the text of a document", "category": "doc", "contexts": ["editing"]}]}
    /// ```
    ///
    /// ## Options
    /// `[surface] configured-contexts` (default empty: the rule is off).
    pub static MISSING_CONTEXT = {
        id: "missing-context",
        severity: Info,
        scope: Surface,
        summary: "A command has no contexts declaration while contexts are configured",
        tags: ["metadata"],
        security_severity: None,
    }
}

pub struct MissingContext;

impl Rule for MissingContext {
    fn meta(&self) -> &'static RuleMeta {
        &MISSING_CONTEXT
    }

    fn enabled(&self, settings: &Settings) -> bool {
        !settings.surface.configured_contexts.is_empty()
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let configured = &cx.settings.surface.configured_contexts;
        if configured.is_empty() {
            return;
        }
        let evidence = Value::from(configured.clone());
        for c in surface
            .commands
            .iter()
            .filter(|c| c.contexts.as_ref().is_none_or(Vec::is_empty))
        {
            let finding = command_finding(
                &MISSING_CONTEXT,
                c,
                format!("Command \"{}\" has no contexts declaration", c.name_str()),
                "Add a contexts array to scope this command, or leave it without contexts to make it universally available.",
            )
            .evidence("configuredContexts", evidence.clone());
            if !cx.push(finding) {
                return;
            }
        }
    }
}
