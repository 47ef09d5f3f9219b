//! `missing-output-schema` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static MISSING_OUTPUT_SCHEMA = {
        id: "missing-output-schema",
        severity: Info,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct MissingOutputSchema;

impl Rule for MissingOutputSchema {
    fn meta(&self) -> &'static RuleMeta {
        &MISSING_OUTPUT_SCHEMA
    }
}
