//! `skill-unknown-field`: frontmatter keys outside the specification's six.

use crate::model::Skill;
use crate::rules::skill_frontmatter::{KNOWN_KEYS, shorten, skill_finding};
use crate::config::{CLAUDE_CODE_KEYS, SkillsProfile};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Warns about each top-level frontmatter key that is not one of the six
    /// keys of the Agent Skills specification (`name`, `description`,
    /// `license`, `compatibility`, `metadata`, `allowed-tools`) and not listed
    /// in `[skills] allowed-extra-fields`, and about each key that is not a
    /// string (such as an unquoted `42`). One warning per key, pointing at it;
    /// a key close to a known one gets a "did you mean" suggestion.
    ///
    /// ## Why it matters
    /// Clients ignore keys they do not know, so a misspelt `descripton` or a
    /// `version` meant for `metadata` silently does nothing; the reference
    /// validator refuses the skill outright. Some clients add their own keys
    /// (Claude Code reads `argument-hint`, `disable-model-invocation`, `model`
    /// and others): list those you rely on in `allowed-extra-fields`.
    ///
    /// ## Example
    /// ```markdown path=changelog-writer/SKILL.md
    /// ---
    /// name: changelog-writer
    /// description: Writes changelog entries from commit messages. Use when the user prepares a release.
    /// version: 1.2.0
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=changelog-writer/SKILL.md
    /// ---
    /// name: changelog-writer
    /// description: Writes changelog entries from commit messages. Use when the user prepares a release.
    /// metadata:
    ///   version: 1.2.0
    /// ---
    /// ```
    ///
    /// ## Options
    /// `[skills] allowed-extra-fields` lists extra keys to accept:
    ///
    /// ```toml
    /// [skills]
    /// allowed-extra-fields = ["argument-hint", "disable-model-invocation"]
    /// ```
    ///
    /// `[skills] profile = "claude-code"` accepts the keys Claude Code reads
    /// (`argument-hint`, `disable-model-invocation`, `user-invocable`,
    /// `model`, `context`, `agent`, `hooks`, `effort`) without listing them.
    ///
    /// ## Differences from the reference
    /// skills-ref reports unknown keys as one error; afd-surface reports a
    /// warning per key (as aigent does), so a skill written for one client still
    /// passes. aigent's list of known keys misses `metadata`; afd-surface knows
    /// all six.
    pub static SKILL_UNKNOWN_FIELD = {
        id: "skill-unknown-field",
        severity: Warning,
        scope: Skill,
        summary: "A frontmatter key is not one of the specification's six fields (or not a string)",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillUnknownField;

/// Levenshtein distance, for "did you mean" (keys are short).
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev.get(j).copied().unwrap_or(0) + usize::from(ca != *cb);
            let del = prev.get(j + 1).copied().unwrap_or(0) + 1;
            let ins = cur.get(j).copied().unwrap_or(0) + 1;
            cur.push(sub.min(del).min(ins));
        }
        prev = cur;
    }
    prev.last().copied().unwrap_or(0)
}

/// The known key `key` probably means.
fn did_you_mean(key: &str) -> Option<&'static str> {
    if key.chars().count() > 40 {
        return None;
    }
    let norm = key.to_lowercase().replace('_', "-");
    KNOWN_KEYS
        .iter()
        .copied()
        .find(|k| *k == norm)
        .or_else(|| KNOWN_KEYS.iter().copied().find(|k| distance(&norm, k) <= 2))
}

impl Rule for SkillUnknownField {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_UNKNOWN_FIELD
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        let allowed = &cx.settings.skills.allowed_extra_fields;
        let mut findings = Vec::new();
        for entry in fm.entries() {
            let at = fm.yaml.span(entry.key);
            let label = shorten(&fm.yaml.key_label(entry), 60);
            let Some(key) = fm.yaml.key_str(entry) else {
                findings.push(
                    skill_finding(
                        &SKILL_UNKNOWN_FIELD,
                        skill,
                        at,
                        format!(
                            "the frontmatter key `{label}` is {}, not a string",
                            fm.yaml.type_name(entry.key)
                        ),
                        format!("remove the key, or quote it (`\"{label}\": …`) and list it in `[skills] allowed-extra-fields`"),
                        &label,
                    ),
                );
                continue;
            };
            let client = cx.settings.skills.profile == SkillsProfile::ClaudeCode
                && CLAUDE_CODE_KEYS.contains(&key);
            if KNOWN_KEYS.contains(&key) || allowed.iter().any(|a| a == key) || client {
                continue;
            }
            let help = match did_you_mean(key) {
                Some(k) => format!("rename `{label}` to `{k}` if that is what it means; otherwise remove it or move it under `metadata`"),
                None => format!(
                    "remove `{label}`, move it under `metadata`, or list it in `[skills] allowed-extra-fields` if a client you target reads it"
                ),
            };
            findings.push(skill_finding(
                &SKILL_UNKNOWN_FIELD,
                skill,
                at,
                format!("unknown frontmatter key `{label}`"),
                help,
                &label,
            ));
        }
        for f in findings {
            if !cx.report(f) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_misses_are_suggested() {
        assert_eq!(did_you_mean("descripton"), Some("description"));
        assert_eq!(did_you_mean("allowed_tools"), Some("allowed-tools"));
        assert_eq!(did_you_mean("Name"), Some("name"));
        assert_eq!(did_you_mean("version"), None);
        assert_eq!(did_you_mean("argument-hint"), None);
    }
}
