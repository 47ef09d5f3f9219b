//! `naming-collision`: command names that differ only by separators or case.

use std::collections::HashMap;

use crate::finding::Finding;
use crate::model::{Command, Surface};
use crate::rules::{Context, Rule, RuleMeta, other_command};

declare_rule! {
    /// ## What it does
    /// Removes every `-`, `_` and `.` from each command name, lowercases it,
    /// and reports each group of two or more commands whose names become the
    /// same (`user-create`, `userCreate`, `user_create` and `User.Create` all
    /// become `usercreate`). A name that appears twice is a collision too.
    /// One finding lists every name of the group, in input order.
    ///
    /// ## Why it matters
    /// Names that differ only in style look like one tool to an agent and to
    /// the people reading its transcript; the agent may call either. They
    /// usually mean two copies of one command, or a rename that left the old
    /// name behind.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [
    ///   {"name": "notify-send", "description": "Sends a notification to a user by email", "category": "notify"},
    ///   {"name": "notifySend", "description": "Sends a push notification to a device", "category": "notify"}
    /// ]}
    /// ```
    ///
    /// `Commands "notify-send" and "notifySend" collide when separators are
    /// normalized`.
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [
    ///   {"name": "notify-email", "description": "Sends a notification to a user by email", "category": "notify"},
    ///   {"name": "notify-push", "description": "Sends a push notification to a device", "category": "notify"}
    /// ]}
    /// ```
    ///
    /// ## Options
    /// None.
    pub static NAMING_COLLISION = {
        id: "naming-collision",
        severity: Error,
        scope: Surface,
        summary: "Two command names differ only by separators or case",
        tags: ["naming", "ambiguity"],
        security_severity: None,
    }
}

pub struct NamingCollision;

/// The collision key: the name without `-`, `_` and `.`, lowercased.
pub fn collision_key(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '-' | '_' | '.'))
        .collect::<String>()
        .to_lowercase()
}

impl Rule for NamingCollision {
    fn meta(&self) -> &'static RuleMeta {
        &NAMING_COLLISION
    }

    fn cross_command(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        // Groups in first-seen order.
        let mut index: HashMap<String, usize> = HashMap::new();
        let mut groups: Vec<Vec<&Command>> = Vec::new();
        for c in &surface.commands {
            let key = collision_key(c.name_str());
            match index.get(&key) {
                Some(&g) => {
                    if let Some(group) = groups.get_mut(g) {
                        group.push(c);
                    }
                }
                None => {
                    index.insert(key, groups.len());
                    groups.push(vec![c]);
                }
            }
        }
        for group in groups.iter().filter(|g| g.len() > 1) {
            let Some(first) = group.first() else {
                continue;
            };
            let names: Vec<&str> = group.iter().map(|c| c.name_str()).collect();
            let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
            let mut finding = Finding::new(
                &NAMING_COLLISION,
                first.name.span,
                format!(
                    "Commands {} collide when separators are normalized",
                    quoted.join(" and ")
                ),
                "Use a single consistent naming style. Prefer kebab-case (e.g., \"user-create\").",
            )
            .commands(names.iter().copied())
            .evidence("normalizedNames", names.clone());
            for other in group.iter().skip(1) {
                finding = finding.related(other.name.span, other_command(other));
            }
            if !cx.push(finding) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        for n in ["user-create", "userCreate", "user_create", "User.Create"] {
            assert_eq!(collision_key(n), "usercreate");
        }
        assert_ne!(collision_key("order-create"), collision_key("user-create"));
    }
}
