//! `unresolved-prerequisite`: `requires` entries naming commands that are not
//! in the surface.

use std::collections::HashSet;

use crate::finding::Finding;
use crate::model::Surface;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports every entry of a command's `requires` list (for MCP tools,
    /// `_meta.requires`) that is not the name of a command of the same
    /// surface. The finding points at the entry; `evidence.missingCommand` is
    /// the name. A duplicated entry is reported each time; a command that
    /// requires itself is resolved (and is a `circular-prerequisite`).
    ///
    /// Commands left out with `skip-categories` are not in the surface, so a
    /// prerequisite in a skipped category is unresolved.
    ///
    /// A command read from source code may also name a command that another
    /// source file of the run defines: servers often keep one command per
    /// file.
    ///
    /// ## Why it matters
    /// `requires` tells an agent what to call first. A prerequisite the
    /// agent cannot find sends it looking for a tool that does not exist, or
    /// makes it call the command without the state it needs.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [
    ///   {"name": "order-create", "description": "Creates an order for the signed-in customer", "category": "order", "requires": ["auth-sign-in"]},
    ///   {"name": "order-list", "description": "Lists the orders of the signed-in customer", "category": "order"}
    /// ]}
    /// ```
    ///
    /// `Command "order-create" requires "auth-sign-in" which is not
    /// registered`.
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [
    ///   {"name": "auth-sign-in", "description": "Signs the customer in and starts a session", "category": "order"},
    ///   {"name": "order-create", "description": "Creates an order for the signed-in customer", "category": "order", "requires": ["auth-sign-in"]}
    /// ]}
    /// ```
    ///
    /// ## Options
    /// None.
    pub static UNRESOLVED_PREREQUISITE = {
        id: "unresolved-prerequisite",
        severity: Error,
        scope: Surface,
        summary: "A command requires a command that is not registered",
        tags: ["prerequisites"],
        security_severity: None,
    }
}

pub struct UnresolvedPrerequisite;

impl Rule for UnresolvedPrerequisite {
    fn meta(&self) -> &'static RuleMeta {
        &UNRESOLVED_PREREQUISITE
    }

    fn cross_command(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        // a source file's prerequisites may be defined by the run's other
        // source files (a server's commands spread over files)
        let known: HashSet<&str> = surface.commands.iter().map(|c| c.name_str()).collect();
        let defined = |r: &str| {
            known.contains(r) || surface.source_run.as_ref().is_some_and(|run| run.names.contains(r))
        };
        for c in &surface.commands {
            for req in c.requires.iter().filter(|r| !defined(r.as_str())) {
                let missing = req.as_str();
                let finding = Finding::new(
                    &UNRESOLVED_PREREQUISITE,
                    req.span,
                    format!(
                        "Command \"{}\" requires \"{missing}\" which is not registered",
                        c.name_str()
                    ),
                    format!("Register \"{missing}\" or remove it from the requires list."),
                )
                .commands([c.name_str()])
                .discriminator(missing)
                .evidence("missingCommand", missing);
                if !cx.push(finding) {
                    return;
                }
            }
        }
    }
}
