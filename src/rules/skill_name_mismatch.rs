//! `skill-name-mismatch` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_NAME_MISMATCH = {
        id: "skill-name-mismatch",
        severity: Error,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillNameMismatch;

impl Rule for SkillNameMismatch {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_NAME_MISMATCH
    }
}
