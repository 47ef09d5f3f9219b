//! `skill-compatibility` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_COMPATIBILITY = {
        id: "skill-compatibility",
        severity: Error,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillCompatibility;

impl Rule for SkillCompatibility {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_COMPATIBILITY
    }
}
