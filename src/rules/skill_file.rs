//! `skill-file` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_FILE = {
        id: "skill-file",
        severity: Error,
        scope: Input,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillFile;

impl Rule for SkillFile {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FILE
    }
}
