//! `schema-complexity` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static SCHEMA_COMPLEXITY = {
        id: "schema-complexity",
        severity: Warning,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct SchemaComplexity;

impl Rule for SchemaComplexity {
    fn meta(&self) -> &'static RuleMeta {
        &SCHEMA_COMPLEXITY
    }
}
