//! `description-injection` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static DESCRIPTION_INJECTION = {
        id: "description-injection",
        severity: Error,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct DescriptionInjection;

impl Rule for DescriptionInjection {
    fn meta(&self) -> &'static RuleMeta {
        &DESCRIPTION_INJECTION
    }
}
