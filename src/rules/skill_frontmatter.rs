//! `skill-frontmatter` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_FRONTMATTER = {
        id: "skill-frontmatter",
        severity: Error,
        scope: Input,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillFrontmatter;

impl Rule for SkillFrontmatter {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FRONTMATTER
    }
}
