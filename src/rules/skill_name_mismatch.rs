//! `skill-name-mismatch`: the `name` differs from the skill's folder name.

use crate::model::Skill;
use crate::rules::skill_frontmatter::{nfkc, shorten, skill_finding};
use crate::rules::skill_name::valid_name;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports a skill whose frontmatter `name` is not the name of the folder
    /// holding its `SKILL.md`. Both are NFKC-normalised before the comparison,
    /// so a precomposed `é` in one matches `e` followed by a combining accent in
    /// the other; nothing else is ignored (not case, not surrounding spaces).
    /// The finding points at the `name` value. A missing, empty or non-string
    /// name is left to `skill-name`.
    ///
    /// ## Why it matters
    /// Clients find skills by folder and agents call them by name: when the two
    /// differ, the skill is listed under one name and installed or invoked under
    /// the other, and two skills can end up with the same name.
    ///
    /// ## Example
    /// ```markdown path=csv-tools/SKILL.md
    /// ---
    /// name: spreadsheet-tools
    /// description: Converts CSV files to spreadsheets and back. Use when the user shares tabular data.
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=spreadsheet-tools/SKILL.md
    /// ---
    /// name: spreadsheet-tools
    /// description: Converts CSV files to spreadsheets and back. Use when the user shares tabular data.
    /// ---
    /// ```
    ///
    /// ## Options
    /// None.
    ///
    /// ## Differences from the reference
    /// skills-ref trims spaces around the name before comparing, so it accepts
    /// `name: " padded-name "` in the folder `padded-name`; afd-surface, like
    /// aigent, compares the name as written (after NFKC).
    pub static SKILL_NAME_MISMATCH = {
        id: "skill-name-mismatch",
        severity: Error,
        scope: Skill,
        summary: "The skill name does not match the name of its folder",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillNameMismatch;

impl Rule for SkillNameMismatch {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_NAME_MISMATCH
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        let Some(text) = fm.get("name").and_then(|e| fm.yaml.text(e.value)) else {
            return;
        };
        let name = nfkc(text.as_str());
        let folder = nfkc(&skill.folder_name);
        if name.is_empty() || folder.is_empty() || name == folder {
            return;
        }
        let (n, d) = (shorten(&name, 80), shorten(&folder, 80));
        cx.report(
            skill_finding(
                &SKILL_NAME_MISMATCH,
                skill,
                text.span,
                format!("the name `{n}` does not match the folder name `{d}`"),
                if valid_name(&name) {
                    format!("rename the folder to `{n}`, or set `name: {d}`")
                } else {
                    format!("set `name: {d}`")
                },
                "name",
            )
            .evidence("name", name.as_str())
            .evidence("folder", folder.as_str()),
        );
    }
}
