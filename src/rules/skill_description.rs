//! `skill-description` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_DESCRIPTION = {
        id: "skill-description",
        severity: Error,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillDescription;

impl Rule for SkillDescription {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_DESCRIPTION
    }
}
