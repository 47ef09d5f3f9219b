//! `description-quality` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static DESCRIPTION_QUALITY = {
        id: "description-quality",
        severity: Warning,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct DescriptionQuality;

impl Rule for DescriptionQuality {
    fn meta(&self) -> &'static RuleMeta {
        &DESCRIPTION_QUALITY
    }
}
