//! `skill-compatibility`: a `compatibility` value that is not a string of 1
//! to 500 characters.

use crate::finding::Loc;
use crate::model::Skill;
use crate::rules::skill_frontmatter::{skill_finding, string_help, value_loc, wrong_type};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Checks the optional `compatibility` key of a `SKILL.md`: when present,
    /// it must be a string of 1 to 500 characters that is not only
    /// whitespace. The finding points at the value. YAML 1.2 typing applies:
    /// `compatibility: 3.14` is a number and `compatibility:` with nothing after
    /// it is null.
    ///
    /// ## Why it matters
    /// `compatibility` tells an agent what the skill needs (a product, system
    /// packages, network access). An empty value says nothing, a number is
    /// ambiguous, and a long one costs context in every prompt that lists the
    /// skill.
    ///
    /// ## Example
    /// ```markdown path=git-release/SKILL.md
    /// ---
    /// name: git-release
    /// description: Tags and publishes a release from the main branch. Use when the user asks to cut a release.
    /// compatibility: ""
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=git-release/SKILL.md
    /// ---
    /// name: git-release
    /// description: Tags and publishes a release from the main branch. Use when the user asks to cut a release.
    /// compatibility: Requires git and network access
    /// ---
    /// ```
    ///
    /// ## Options
    /// None.
    ///
    /// ## Differences from the reference
    /// The specification requires 1 to 500 characters when the key is present;
    /// skills-ref and aigent both accept an empty value, and skills-ref accepts
    /// a number (it reads every scalar as a string). afd-surface follows the
    /// specification.
    pub static SKILL_COMPATIBILITY = {
        id: "skill-compatibility",
        severity: Error,
        scope: Skill,
        summary: "The skill's compatibility is not a string, is empty, or is longer than 500 characters",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillCompatibility;

/// Maximum length of `compatibility`, in characters.
pub const MAX_COMPATIBILITY_CHARS: usize = 500;

impl Rule for SkillCompatibility {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_COMPATIBILITY
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        let Some(entry) = fm.get("compatibility") else {
            return;
        };
        let finding = |at: Loc, message: String, help: String| {
            skill_finding(&SKILL_COMPATIBILITY, skill, at, message, help, "compatibility")
        };
        let Some(text) = fm.yaml.text(entry.value) else {
            cx.report(finding(
                value_loc(fm, entry),
                wrong_type(fm, entry.value, "compatibility", "a string"),
                string_help(fm, entry, "compatibility", "Requires git and network access"),
            ));
            return;
        };
        let value = text.as_str();
        if value.trim().is_empty() {
            let message = if value.is_empty() {
                "`compatibility` is empty"
            } else {
                "`compatibility` is blank (only whitespace)"
            };
            cx.report(finding(
                value_loc(fm, entry),
                message.into(),
                "say what the skill needs (e.g. `compatibility: Requires git and network access`), or remove the key".into(),
            ));
            return;
        }
        let len = value.chars().count();
        if len > MAX_COMPATIBILITY_CHARS {
            cx.report(
                finding(
                    text.span.into(),
                    format!(
                        "`compatibility` has {len} characters, more than {MAX_COMPATIBILITY_CHARS}"
                    ),
                    "shorten `compatibility` to at most 500 characters: name the products, packages and access the skill needs".into(),
                )
                .evidence("length", len),
            );
        }
    }
}
