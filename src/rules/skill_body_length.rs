//! `skill-body-length` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_BODY_LENGTH = {
        id: "skill-body-length",
        severity: Warning,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillBodyLength;

impl Rule for SkillBodyLength {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_BODY_LENGTH
    }
}
