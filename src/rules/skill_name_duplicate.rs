//! `skill-name-duplicate`: two skills of the checked tree with one name.

use std::collections::BTreeMap;

use crate::finding::Finding;
use crate::model::{Origin, Surface};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports skills that share a `name` anywhere in the checked tree (the
    /// folders of `.claude/skills/`, `plugins/*/skills/`, a collection's
    /// categories…): one finding per name, at the first skill's `name`,
    /// with the others as related locations. Names are compared as written
    /// (after NFKC, which `skill-name` asks for anyway).
    ///
    /// Not run under `--profile reference`.
    ///
    /// ## Why it matters
    /// An agent loads a skill by its name. With two skills of one name, it
    /// loads whichever its client finds first, and the other is silently
    /// unreachable; a pull request that adds a skill named like an existing
    /// one can replace it without touching it.
    ///
    /// ## Example
    /// ```markdown path=tools/pdf/SKILL.md
    /// ---
    /// name: pdf
    /// description: Fills in PDF forms from a JSON file. Use when asked to fill a PDF form.
    /// ---
    /// Run `fill.py` with the form and the data.
    /// ```
    ///
    /// ```markdown path=plugins/docs/pdf/SKILL.md
    /// ---
    /// name: pdf
    /// description: Extracts the text and tables of a PDF. Use when asked to read a PDF.
    /// ---
    /// Run `extract.py` on the file.
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=tools/pdf-forms/SKILL.md
    /// ---
    /// name: pdf-forms
    /// description: Fills in PDF forms from a JSON file. Use when asked to fill a PDF form.
    /// ---
    /// Run `fill.py` with the form and the data.
    /// ```
    ///
    /// ```markdown path=plugins/docs/pdf/SKILL.md
    /// ---
    /// name: pdf
    /// description: Extracts the text and tables of a PDF. Use when asked to read a PDF.
    /// ---
    /// Run `extract.py` on the file.
    /// ```
    ///
    /// ## Options
    /// None. Switch the rule off with `[rules] skill-name-duplicate = "off"`.
    ///
    /// ## Differences from the reference
    /// skills-ref validates one skill folder at a time and has no such
    /// check.
    pub static SKILL_NAME_DUPLICATE = {
        id: "skill-name-duplicate",
        severity: Warning,
        scope: Surface,
        files: [Skill],
        profiles: [Afd, Mcp],
        summary: "Two skills of the checked tree have the same name",
        tags: ["skills", "naming", "ambiguity"],
        security_severity: None,
    }
}

pub struct SkillNameDuplicate;

impl Rule for SkillNameDuplicate {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_NAME_DUPLICATE
    }

    fn cross_command(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, c) in surface.commands.iter().enumerate() {
            if matches!(c.origin, Origin::Skill { .. }) {
                by_name.entry(c.name_str()).or_default().push(i);
            }
        }
        for (name, members) in by_name {
            let (Some(&first), true) = (members.first(), members.len() > 1) else {
                continue;
            };
            let Some(a) = surface.commands.get(first) else {
                continue;
            };
            let dirs: Vec<String> = members
                .iter()
                .filter_map(|&i| match &surface.commands.get(i)?.origin {
                    Origin::Skill { dir } => Some(format!("`{dir}`")),
                    Origin::Manifest | Origin::Source => None,
                })
                .collect();
            let mut finding = Finding::new(
                &SKILL_NAME_DUPLICATE,
                a.name.span,
                format!(
                    "{} skills are named `{name}`: {}",
                    members.len(),
                    dirs.join(", ")
                ),
                "give each skill its own name (and folder name): an agent loads a skill by its name, so only one of them is reachable",
            )
            .commands([name]);
            for &i in members.iter().skip(1) {
                if let Some(b) = surface.commands.get(i) {
                    finding = finding.related(b.name.span, "another skill with this name");
                }
            }
            if !cx.push(finding) {
                return;
            }
        }
    }
}
