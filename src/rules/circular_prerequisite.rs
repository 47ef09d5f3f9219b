//! `circular-prerequisite` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static CIRCULAR_PREREQUISITE = {
        id: "circular-prerequisite",
        severity: Error,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct CircularPrerequisite;

impl Rule for CircularPrerequisite {
    fn meta(&self) -> &'static RuleMeta {
        &CIRCULAR_PREREQUISITE
    }
}
