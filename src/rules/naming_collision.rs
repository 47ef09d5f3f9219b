//! `naming-collision` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static NAMING_COLLISION = {
        id: "naming-collision",
        severity: Error,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct NamingCollision;

impl Rule for NamingCollision {
    fn meta(&self) -> &'static RuleMeta {
        &NAMING_COLLISION
    }
}
