//! `unresolved-prerequisite` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static UNRESOLVED_PREREQUISITE = {
        id: "unresolved-prerequisite",
        severity: Error,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct UnresolvedPrerequisite;

impl Rule for UnresolvedPrerequisite {
    fn meta(&self) -> &'static RuleMeta {
        &UNRESOLVED_PREREQUISITE
    }
}
