//! `skill-name` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_NAME = {
        id: "skill-name",
        severity: Error,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillName;

impl Rule for SkillName {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_NAME
    }
}
