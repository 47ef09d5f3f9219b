//! `skill-field-type` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_FIELD_TYPE = {
        id: "skill-field-type",
        severity: Error,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillFieldType;

impl Rule for SkillFieldType {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FIELD_TYPE
    }
}
