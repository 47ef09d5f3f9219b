//! `orphaned-category`: categories with a single command.

use std::collections::HashMap;

use crate::model::{Command, Surface};
use crate::rules::{Context, Rule, RuleMeta, command_finding};

declare_rule! {
    /// ## What it does
    /// Groups the commands of a surface by `category` and reports each
    /// category that holds exactly one command, in the order the categories
    /// first appear. Commands without a category are left out (see
    /// `missing-category`). The finding names the command and points at its
    /// name; `evidence.category` is the category.
    ///
    /// Off under the `mcp` profile, like `missing-category`.
    ///
    /// For a command read from source code, the categories of the run's
    /// other source files count too: servers often keep one command per
    /// file.
    ///
    /// ## Why it matters
    /// A category of one is often a typo (`user` next to `users`) or a
    /// command filed in the wrong place. Single-command categories can also
    /// be deliberate (a `health-check` in `system`): the rule is only
    /// informational, and a suppression such as
    /// `orphaned-category:health-check` records the decision.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [
    ///   {"name": "user-get", "description": "Retrieves a user profile by its identifier", "category": "users"},
    ///   {"name": "user-list", "description": "Lists the users of the current workspace", "category": "users"},
    ///   {"name": "user-delete", "description": "Deletes a user and all of their sessions", "category": "user"}
    /// ]}
    /// ```
    ///
    /// `Category "user" contains only one command ("user-delete")`.
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [
    ///   {"name": "user-get", "description": "Retrieves a user profile by its identifier", "category": "users"},
    ///   {"name": "user-list", "description": "Lists the users of the current workspace", "category": "users"},
    ///   {"name": "user-delete", "description": "Deletes a user and all of their sessions", "category": "users"}
    /// ]}
    /// ```
    ///
    /// ## Options
    /// None.
    pub static ORPHANED_CATEGORY = {
        id: "orphaned-category",
        severity: Info,
        scope: Surface,
        summary: "A category contains only one command",
        tags: ["metadata"],
        security_severity: None,
    }
}

pub struct OrphanedCategory;

impl Rule for OrphanedCategory {
    fn meta(&self) -> &'static RuleMeta {
        &ORPHANED_CATEGORY
    }

    fn cross_command(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        // category -> (first command, number of commands), in first-seen order
        let mut index: HashMap<&str, usize> = HashMap::new();
        let mut groups: Vec<(&str, &Command, usize)> = Vec::new();
        for c in &surface.commands {
            let Some(cat) = c.category_str() else {
                continue;
            };
            match index.get(cat) {
                Some(&g) => {
                    if let Some(group) = groups.get_mut(g) {
                        group.2 += 1;
                    }
                }
                None => {
                    index.insert(cat, groups.len());
                    groups.push((cat, c, 1));
                }
            }
        }
        // a source file's category may be shared with the run's other
        // source files (a server's commands spread over files)
        let shared = |cat: &str| {
            surface
                .source_run
                .as_ref()
                .is_some_and(|run| run.categories.get(cat).copied().unwrap_or(0) > 1)
        };
        for (cat, c, _) in groups.into_iter().filter(|g| g.2 == 1 && !shared(g.0)) {
            let finding = command_finding(
                &ORPHANED_CATEGORY,
                c,
                format!(
                    "Category \"{cat}\" contains only one command (\"{}\")",
                    c.name_str()
                ),
                "Consider moving this command to a broader category, or suppress this finding if the singleton category is intentional.",
            )
            .evidence("category", cat);
            if !cx.push(finding) {
                return;
            }
        }
    }
}
