//! `skill-field-type`: `metadata`, `allowed-tools` or `license` of the wrong
//! type.

use crate::finding::Loc;
use crate::model::Skill;
use crate::model::skill::YamlKind;
use crate::rules::skill_frontmatter::{shorten, skill_finding, string_help, value_loc, wrong_type};
use crate::config::SkillsProfile;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Checks the types of the optional keys of a `SKILL.md`: `metadata` must
    /// be a mapping whose keys and values are all strings, `allowed-tools` a
    /// string (tools separated by spaces) and `license` a string. One finding
    /// per offending value, pointing at it (at the key for a non-string
    /// `metadata` key). YAML 1.2 typing applies: write `version: "1.0"`, since
    /// an unquoted `1.0` is a number.
    ///
    /// ## Why it matters
    /// The specification defines these types and clients read them as such:
    /// a list of tools, a nested map or a number where a string is expected is
    /// dropped, mangled (`1.0` can become `1`) or makes the client refuse the
    /// skill, depending on the client.
    ///
    /// ## Example
    /// ```markdown path=repo-audit/SKILL.md
    /// ---
    /// name: repo-audit
    /// description: Audits a repository for leaked secrets. Use when the user asks for a security review.
    /// allowed-tools:
    ///   - Read
    ///   - Grep
    /// metadata:
    ///   version: 1.0
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=repo-audit/SKILL.md
    /// ---
    /// name: repo-audit
    /// description: Audits a repository for leaked secrets. Use when the user asks for a security review.
    /// allowed-tools: Read Grep
    /// metadata:
    ///   version: "1.0"
    /// ---
    /// ```
    ///
    /// ## Options
    /// `[skills] profile = "claude-code"`: Claude Code reads `allowed-tools`
    /// as a YAML list too, so a list there is a warning (with the
    /// space-separated string to write instead) rather than an error.
    ///
    /// ## Differences from the reference
    /// skills-ref and aigent accept a list for `allowed-tools` and a nested
    /// mapping under `metadata`; skills-ref also turns every `metadata` value
    /// into a string. afd-surface follows the types of the specification.
    pub static SKILL_FIELD_TYPE = {
        id: "skill-field-type",
        severity: Error,
        scope: Skill,
        summary: "The skill's metadata is not a map of strings, or allowed-tools or license is not a string",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillFieldType;

impl Rule for SkillFieldType {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FIELD_TYPE
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        let yaml = &fm.yaml;
        let finding = |at: Loc, message: String, help: String, key: &str| {
            skill_finding(&SKILL_FIELD_TYPE, skill, at, message, help, key)
        };

        if let Some(entry) = fm.get("allowed-tools")
            && yaml.str(entry.value).is_none()
        {
            let help = match yaml.kind(entry.value) {
                YamlKind::Seq(items) => {
                    let tools: Vec<String> = items
                        .iter()
                        .map(|i| yaml.str(*i).map_or_else(|| "…".to_string(), str::to_string))
                        .collect();
                    format!(
                        "write the tools on one line, separated by spaces: `allowed-tools: {}`",
                        shorten(&tools.join(" "), 120)
                    )
                }
                _ => string_help(fm, entry, "allowed-tools", "Read Bash(git:*)"),
            };
            let mut f = finding(
                value_loc(fm, entry),
                wrong_type(fm, entry.value, "allowed-tools", "a string of tools separated by spaces"),
                help,
                "allowed-tools",
            );
            // Claude Code reads a YAML list; other clients may not
            let list = matches!(yaml.kind(entry.value), YamlKind::Seq(_));
            if list && cx.settings.skills.profile == SkillsProfile::ClaudeCode {
                f = f.severity(crate::meta::Severity::Warning);
            }
            if !cx.report(f) {
                return;
            }
        }

        if let Some(entry) = fm.get("license")
            && yaml.str(entry.value).is_none()
        {
            let f = finding(
                value_loc(fm, entry),
                wrong_type(fm, entry.value, "license", "a string"),
                string_help(fm, entry, "license", "Apache-2.0"),
                "license",
            );
            if !cx.report(f) {
                return;
            }
        }

        let Some(entry) = fm.get("metadata") else {
            return;
        };
        let Some(entries) = yaml.entries(entry.value) else {
            cx.report(finding(
                value_loc(fm, entry),
                wrong_type(fm, entry.value, "metadata", "a mapping of strings to strings"),
                "write `metadata` as indented `key: value` lines under it (e.g. `author: example-org`), or remove the key".into(),
                "metadata",
            ));
            return;
        };
        for item in entries {
            let label = shorten(&yaml.key_label(item), 60);
            let discriminator = format!("metadata.{label}");
            if yaml.key_str(item).is_none() {
                let f = finding(
                    Loc::Span(yaml.span(item.key)),
                    format!(
                        "the `metadata` key `{label}` is {}, not a string",
                        yaml.type_name(item.key)
                    ),
                    format!("quote the key: `\"{label}\": …`"),
                    &discriminator,
                );
                if !cx.report(f) {
                    return;
                }
            }
            if yaml.str(item.value).is_none() {
                let span = yaml.span(item.value);
                let at = if span.start == span.end {
                    yaml.span(item.key)
                } else {
                    span
                };
                let help = match yaml.scalar_raw(item.value) {
                    Some(raw) => format!("quote the value so it is a string: `{label}: \"{raw}\"`"),
                    None => match yaml.kind(item.value) {
                        YamlKind::Seq(_) | YamlKind::Map(_) => format!(
                            "write `{label}` as a single string, or move the structure into the body or a separate file"
                        ),
                        _ => format!("give `{label}` a string value, or remove it"),
                    },
                };
                let f = finding(
                    Loc::Span(at),
                    wrong_type(fm, item.value, &format!("metadata.{label}"), "a string"),
                    help,
                    &discriminator,
                );
                if !cx.report(f) {
                    return;
                }
            }
        }
    }
}
