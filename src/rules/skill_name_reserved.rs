//! `skill-name-reserved`: a reserved word as a hyphen segment of the name.

use crate::finding::Loc;
use crate::model::Skill;
use crate::rules::skill_frontmatter::{nfkc, shorten, skill_finding};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports a skill whose `name` (NFKC-normalised) contains a reserved word
    /// as a whole hyphen-separated segment: with the default words, `claude-helper`
    /// and `my-anthropic-tool` are reported, `claudette` is not. Segments are
    /// compared without regard to case. One finding per reserved word, pointing
    /// at the segment.
    ///
    /// ## Why it matters
    /// Anthropic's platform refuses skill names that contain its reserved
    /// words, so such a skill cannot be uploaded there; a name that borrows a
    /// vendor's name also suggests an official skill it is not.
    ///
    /// ## Example
    /// ```markdown path=claude-helper/SKILL.md
    /// ---
    /// name: claude-helper
    /// description: Summarises long documents into short briefs. Use when the user asks for a summary.
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=summary-helper/SKILL.md
    /// ---
    /// name: summary-helper
    /// description: Summarises long documents into short briefs. Use when the user asks for a summary.
    /// ---
    /// ```
    ///
    /// ## Options
    /// `[skills] reserved-words` (default `["anthropic", "claude"]`); an empty
    /// list turns the check off, as does `[rules] skill-name-reserved = "off"`.
    ///
    /// ```toml
    /// [skills]
    /// reserved-words = ["anthropic", "claude", "acme"]
    /// ```
    ///
    /// ## Differences from the reference
    /// The rule comes from Anthropic's platform rules and the validator plan,
    /// as in aigent; skills-ref and the open Agent Skills specification do not
    /// reserve any word, so they accept `claude-helper`.
    pub static SKILL_NAME_RESERVED = {
        id: "skill-name-reserved",
        severity: Error,
        scope: Skill,
        summary: "The skill name contains a reserved word such as `claude` or `anthropic` as a hyphen segment",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillNameReserved;

impl Rule for SkillNameReserved {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_NAME_RESERVED
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        let Some(text) = fm.get("name").and_then(|e| fm.yaml.text(e.value)) else {
            return;
        };
        let name = nfkc(text.as_str());
        let reserved: Vec<String> = cx
            .settings
            .skills
            .reserved_words
            .iter()
            .map(|w| w.to_lowercase())
            .filter(|w| !w.is_empty())
            .collect();
        let mut segments = Vec::new();
        let mut offset = 0usize;
        for seg in name.split('-') {
            segments.push((offset, seg));
            offset += seg.len() + 1;
        }
        let mut reported: Vec<&str> = Vec::new();
        for &(start, seg) in &segments {
            let lower = seg.to_lowercase();
            let Some(word) = reserved.iter().find(|w| **w == lower) else {
                continue;
            };
            if reported.contains(&word.as_str()) {
                continue;
            }
            reported.push(word);
            let at = if name == text.as_str() {
                Loc::in_text(&text, start..start + seg.len())
            } else {
                Loc::Span(text.span)
            };
            let rest: Vec<&str> = segments
                .iter()
                .map(|(_, s)| *s)
                .filter(|s| !reserved.contains(&s.to_lowercase()) && !s.is_empty())
                .collect();
            let help = if rest.is_empty() {
                format!("choose a name without `{word}`, and rename the folder to match")
            } else {
                format!(
                    "remove `{word}` from the name (e.g. `{}`) and rename the folder to match, or change `[skills] reserved-words`",
                    rest.join("-")
                )
            };
            let f = skill_finding(
                &SKILL_NAME_RESERVED,
                skill,
                at,
                format!(
                    "the name `{}` contains the reserved word `{word}`",
                    shorten(&name, 80)
                ),
                help,
                "name",
            )
            .evidence("word", word.as_str());
            if !cx.report(f) {
                return;
            }
        }
    }
}
