//! `skill-body-injection` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_BODY_INJECTION = {
        id: "skill-body-injection",
        severity: Warning,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillBodyInjection;

impl Rule for SkillBodyInjection {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_BODY_INJECTION
    }
}
