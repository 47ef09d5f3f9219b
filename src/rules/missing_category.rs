//! `missing-category`: commands without a category.

use crate::model::Surface;
use crate::rules::{Context, Rule, RuleMeta, command_finding};

declare_rule! {
    /// ## What it does
    /// Reports every command without a `category` (absent, `null` or the empty
    /// string). For MCP tools the category is read from `_meta.category`.
    ///
    /// Off under the `mcp` profile: categories are an AFD concept that MCP
    /// tool lists do not have (switch it on with `[rules] missing-category =
    /// "info"`).
    ///
    /// ## Why it matters
    /// Categories let agents and clients group, filter and page through large
    /// tool lists (and let `skip-categories` leave internal commands out of a
    /// check). A surface where some commands have one and others do not is
    /// hard to organise.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [{"name": "health-check", "description": "Checks that the service and its database respond"}]}
    /// ```
    ///
    /// `Command "health-check" has no category`.
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [{"name": "health-check", "description": "Checks that the service and its database respond", "category": "system"}]}
    /// ```
    ///
    /// For an MCP tool: `"_meta": {"category": "system"}`.
    ///
    /// ## Options
    /// None. Switch the rule off with `[rules] missing-category = "off"` when
    /// the surface does not use categories.
    pub static MISSING_CATEGORY = {
        id: "missing-category",
        severity: Info,
        scope: Surface,
        summary: "A command has no category",
        tags: ["metadata"],
        security_severity: None,
    }
}

pub struct MissingCategory;

impl Rule for MissingCategory {
    fn meta(&self) -> &'static RuleMeta {
        &MISSING_CATEGORY
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for c in surface
            .commands
            .iter()
            .filter(|c| c.category_str().is_none() && !c.unread.category) {
            let finding = command_finding(
                &MISSING_CATEGORY,
                c,
                format!("Command \"{}\" has no category", c.name_str()),
                "Add a category to help agents organize and filter commands.",
            );
            if !cx.push(finding) {
                return;
            }
        }
    }
}
