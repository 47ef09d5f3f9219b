//! `skill-unknown-field` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_UNKNOWN_FIELD = {
        id: "skill-unknown-field",
        severity: Warning,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillUnknownField;

impl Rule for SkillUnknownField {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_UNKNOWN_FIELD
    }
}
