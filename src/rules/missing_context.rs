//! `missing-context` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static MISSING_CONTEXT = {
        id: "missing-context",
        severity: Info,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct MissingContext;

impl Rule for MissingContext {
    fn meta(&self) -> &'static RuleMeta {
        &MISSING_CONTEXT
    }
}
