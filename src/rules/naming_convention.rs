//! `naming-convention` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static NAMING_CONVENTION = {
        id: "naming-convention",
        severity: Error,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct NamingConvention;

impl Rule for NamingConvention {
    fn meta(&self) -> &'static RuleMeta {
        &NAMING_CONVENTION
    }
}
