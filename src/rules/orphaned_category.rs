//! `orphaned-category` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static ORPHANED_CATEGORY = {
        id: "orphaned-category",
        severity: Info,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct OrphanedCategory;

impl Rule for OrphanedCategory {
    fn meta(&self) -> &'static RuleMeta {
        &ORPHANED_CATEGORY
    }
}
