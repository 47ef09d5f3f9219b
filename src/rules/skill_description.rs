//! `skill-description`: the frontmatter `description` is missing, not a
//! string, blank or too long.

use crate::model::Skill;
use crate::finding::Loc;
use crate::rules::skill_frontmatter::{skill_finding, string_help, value_loc, wrong_type};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Checks the frontmatter `description` of a `SKILL.md`: it must be
    /// present, a string, not blank (not empty and not only whitespace), and at
    /// most 1024 characters long (Unicode scalar values, so 1024 CJK characters
    /// pass). The finding points at the value, or at the opening `---` when the
    /// key is missing. YAML 1.2 typing applies: `description:` with nothing after
    /// it is null, not a string.
    ///
    /// ## Why it matters
    /// The description is all an agent sees when it decides whether to load
    /// the skill: a skill without one is never chosen, and clients skip it or
    /// cut a description that is too long.
    ///
    /// ## Example
    /// ```markdown path=pdf-report/SKILL.md
    /// ---
    /// name: pdf-report
    /// description: "   "
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=pdf-report/SKILL.md
    /// ---
    /// name: pdf-report
    /// description: Builds a PDF report from Markdown notes. Use when the user asks for a printable report.
    /// ---
    /// ```
    ///
    /// ## Options
    /// None.
    ///
    /// ## Differences from the reference
    /// aigent accepts a description made only of spaces, and skills-ref accepts
    /// `description: 42` (it reads every scalar as a string); afd-surface
    /// reports both.
    pub static SKILL_DESCRIPTION = {
        id: "skill-description",
        severity: Error,
        scope: Skill,
        summary: "The skill description is missing, not a string, blank, or longer than 1024 characters",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillDescription;

/// Maximum length of a description, in characters.
pub const MAX_DESCRIPTION_CHARS: usize = 1024;

const EXAMPLE: &str = "<what the skill does>. Use when <the situations it is for>.";

impl Rule for SkillDescription {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_DESCRIPTION
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        let finding = |at: Loc, message: String, help: String| {
            skill_finding(&SKILL_DESCRIPTION, skill, at, message, help, "description")
        };
        let Some(entry) = fm.get("description") else {
            cx.report(finding(
                fm.open.into(),
                "the required key `description` is missing from the frontmatter".into(),
                format!(
                    "add `description:` with what the skill does and when to use it, e.g. `description: {EXAMPLE}`"
                ),
            ));
            return;
        };
        let Some(text) = fm.yaml.text(entry.value) else {
            cx.report(finding(
                value_loc(fm, entry),
                wrong_type(fm, entry.value, "description", "a string"),
                string_help(fm, entry, "description", EXAMPLE),
            ));
            return;
        };
        let value = text.as_str();
        if value.trim().is_empty() {
            let message = if value.is_empty() {
                "`description` is empty"
            } else {
                "`description` is blank (only whitespace)"
            };
            cx.report(finding(
                value_loc(fm, entry),
                message.into(),
                format!("say what the skill does and when to use it, e.g. `description: {EXAMPLE}`"),
            ));
            return;
        }
        let len = value.chars().count();
        if len > MAX_DESCRIPTION_CHARS {
            cx.report(
                finding(
                    text.span.into(),
                    format!(
                        "`description` has {len} characters, more than {MAX_DESCRIPTION_CHARS}"
                    ),
                    "shorten the description to at most 1024 characters: say what the skill does and when to use it, and move the details into the body".into(),
                )
                .evidence("length", len),
            );
        }
    }
}
