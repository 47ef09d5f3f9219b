//! `skill-xml-tags` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SKILL_XML_TAGS = {
        id: "skill-xml-tags",
        severity: Error,
        scope: Skill,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SkillXmlTags;

impl Rule for SkillXmlTags {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_XML_TAGS
    }
}
