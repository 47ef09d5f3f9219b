//! `skill-name-reserved` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_NAME_RESERVED = {
        id: "skill-name-reserved",
        severity: Error,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillNameReserved;

impl Rule for SkillNameReserved {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_NAME_RESERVED
    }
}
