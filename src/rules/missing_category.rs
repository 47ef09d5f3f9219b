//! `missing-category` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static MISSING_CATEGORY = {
        id: "missing-category",
        severity: Info,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct MissingCategory;

impl Rule for MissingCategory {
    fn meta(&self) -> &'static RuleMeta {
        &MISSING_CATEGORY
    }
}
