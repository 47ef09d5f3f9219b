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
    crate::meta::similar_ids(wanted, rules::all_meta().map(|m| m.id))
}

/// The header every generated page starts with.
const GENERATED: &str = "<!-- Generated from the rule's declaration in src/rules/ by `AFD_SURFACE_BLESS=1 cargo test --test cli docs`; edit the declaration, not this file. -->";

/// `docs/rules/<id>.md`: a header with the rule's metadata, then its page.
pub fn rule_page(m: &RuleMeta) -> String {
    let tags = if m.tags.is_empty() {
        "none".to_string()
    } else {
        m.tags
            .iter()
            .map(|t| format!("`{t}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!(
        "{GENERATED}\n\n# {}\n\n{}.\n\n| | |\n|---|---|\n| Default severity | {} |\n| Scope | {} |\n| Tags | {} |\n",
        m.id,
        m.summary,
        m.default_severity.as_str(),
        m.scope.as_str(),
        tags
    );
    if let Some(s) = m.security_severity {
        out.push_str(&format!("| Security severity | {s} |\n"));
    }
    out.push('\n');
    out.push_str(&m.docs());
    out
}

/// `docs/rules/README.md`: the table of every rule, in registry order.
pub fn rules_index() -> String {
    let mut out = format!(
        "{GENERATED}\n\n# Rules\n\nEvery rule afd-surface runs, in the order they run. Each page says what the rule checks, why it matters, a failing example, a fixed one and its options. `afd-surface explain <RULE>` prints the same page.\n\n| Rule | Default severity | Scope | Summary |\n|---|---|---|---|\n"
    );
    for m in rules::all_meta() {
        out.push_str(&format!(
            "| [`{id}`]({id}.md) | {} | {} | {} |\n",
            m.default_severity.as_str(),
            m.scope.as_str(),
            m.summary,
            id = m.id
        ));
    }
    out
}

/// The rule table of the README (between its `rules:start` and `rules:end`
/// markers), in registry order.
pub fn readme_rule_table() -> String {
    let mut out = String::from("| rule | default | scope | reports |\n|---|---|---|---|\n");
    for m in rules::all_meta() {
        out.push_str(&format!(
            "| [`{id}`](docs/rules/{id}.md) | {} | {} | {} |\n",
            m.default_severity.as_str(),
            m.scope.as_str(),
            m.summary,
            id = m.id
        ));
    }
    out
}
