//! `afd-surface rules` and `afd-surface explain <RULE>`, both from the rule
//! registry.

use std::io::{self, Write};

use serde_json::json;

use crate::rules::{self, RuleMeta};

/// The rule table as text.
pub fn write_rules_text(out: &mut dyn Write) -> io::Result<()> {
    let metas: Vec<&RuleMeta> = rules::all_meta().collect();
    let width = metas.iter().map(|m| m.id.len()).max().unwrap_or(0);
    for m in metas {
        writeln!(
            out,
            "{:<width$}  {:<7}  {:<7}  {}",
            m.id,
            m.default_severity.as_str(),
            m.scope.as_str(),
            m.summary
        )?;
    }
    Ok(())
}

/// The rule table as JSON.
pub fn write_rules_json(out: &mut dyn Write) -> io::Result<()> {
    let list: Vec<_> = rules::all_meta()
        .map(|m| {
            json!({
                "id": m.id,
                "severity": m.default_severity.as_str(),
                "scope": m.scope.as_str(),
                "summary": m.summary,
                "tags": m.tags,
                "helpUri": m.help_uri(),
            })
        })
        .collect();
    serde_json::to_writer_pretty(&mut *out, &list)?;
    out.write_all(b"\n")
}

/// The documentation page of a rule as `explain` prints it.
pub fn explain_text(m: &RuleMeta) -> String {
    format!(
        "# {}\n\nDefault severity: {}. Scope: {}.\n{}\n\n{}",
        m.id,
        m.default_severity.as_str(),
        m.scope.as_str(),
        m.summary,
        m.docs()
    )
}

/// Rule ids close to `wanted`, for "did you mean".
pub fn suggestions(wanted: &str) -> Vec<&'static str> {
    let w = wanted.to_ascii_lowercase();
    rules::all_meta()
        .map(|m| m.id)
        .filter(|id| {
            id.contains(&w)
                || w.contains(id)
                || id.split('-').any(|p| w.split(['-', '_']).any(|q| q == p))
        })
        .collect()
}
