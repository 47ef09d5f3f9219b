//! `hidden-unicode` (not implemented yet).

use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Not implemented yet.
    pub static HIDDEN_UNICODE = {
        id: "hidden-unicode",
        severity: Error,
        scope: Surface,
        summary: "Not implemented yet",
        tags: [],
        security_severity: None,
    }
}

pub struct HiddenUnicode;

impl Rule for HiddenUnicode {
    fn meta(&self) -> &'static RuleMeta {
        &HIDDEN_UNICODE
    }
}
