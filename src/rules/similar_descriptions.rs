//! `similar-descriptions` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SIMILAR_DESCRIPTIONS = {
        id: "similar-descriptions",
        severity: Warning,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SimilarDescriptions;

impl Rule for SimilarDescriptions {
    fn meta(&self) -> &'static RuleMeta {
        &SIMILAR_DESCRIPTIONS
    }
}
