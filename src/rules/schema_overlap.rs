//! `schema-overlap` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SCHEMA_OVERLAP = {
        id: "schema-overlap",
        severity: Warning,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SchemaOverlap;

impl Rule for SchemaOverlap {
    fn meta(&self) -> &'static RuleMeta {
        &SCHEMA_OVERLAP
    }
}
