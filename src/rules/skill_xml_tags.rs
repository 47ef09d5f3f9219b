//! `skill-xml-tags`: XML or HTML tags in the skill's name or description.

use std::sync::LazyLock;

use regex::Regex;

use crate::finding::Loc;
use crate::model::Skill;
use crate::rules::skill_frontmatter::{nfkc, shorten, skill_finding};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports XML or HTML tags in the `name` (NFKC-normalised) or the
    /// `description` of a skill: a `<` followed by a letter or `/`, up to the
    /// next `>` (the regular expression `<[a-zA-Z/][^>]*>`), so `<script>`,
    /// `</div>` and `<img/>` are tags while `a < b` and `c > d` are not. One
    /// finding per field, pointing at its first tag; `evidence.tags` lists up
    /// to ten of them.
    ///
    /// ## Why it matters
    /// Skill names and descriptions are pasted into the agent's prompt, often
    /// inside XML such as `<available_skills>`: a tag in them can close that
    /// structure or open a new one (`<system>`) and be read as instructions.
    /// Anthropic's platform refuses such skills.
    ///
    /// ## Example
    /// ```markdown path=web-preview/SKILL.md
    /// ---
    /// name: web-preview
    /// description: Renders <b>HTML</b> pages to screenshots. Use when the user wants to see a page.
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=web-preview/SKILL.md
    /// ---
    /// name: web-preview
    /// description: Renders HTML pages to screenshots. Use when the user wants to see a page.
    /// ---
    /// ```
    ///
    /// ## Options
    /// None (turn it off with `[rules] skill-xml-tags = "off"`).
    ///
    /// ## Differences from the reference
    /// The rule comes from Anthropic's platform rules and the validator plan;
    /// skills-ref and the open specification have no such rule. aigent checks
    /// only the description; afd-surface checks the name too.
    pub static SKILL_XML_TAGS = {
        id: "skill-xml-tags",
        severity: Error,
        scope: Skill,
        summary: "The skill name or description contains XML or HTML tags",
        tags: ["skills", "security"],
        security_severity: Some("5.0"),
    }
}

pub struct SkillXmlTags;

static TAG: LazyLock<Option<Regex>> = LazyLock::new(|| Regex::new(r"<[a-zA-Z/][^>]*>").ok());

/// The tags in `s`, as byte ranges.
pub fn find_tags(s: &str) -> Vec<std::ops::Range<usize>> {
    match TAG.as_ref() {
        Some(re) => re.find_iter(s).map(|m| m.range()).collect(),
        None => Vec::new(),
    }
}

impl Rule for SkillXmlTags {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_XML_TAGS
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        for key in ["name", "description"] {
            let Some(text) = fm.get(key).and_then(|e| fm.yaml.text(e.value)) else {
                continue;
            };
            let value = if key == "name" {
                nfkc(text.as_str())
            } else {
                text.as_str().to_string()
            };
            let tags = find_tags(&value);
            let Some(first) = tags.first().cloned() else {
                continue;
            };
            let names: Vec<String> = tags
                .iter()
                .take(10)
                .filter_map(|r| value.get(r.clone()))
                .map(|t| shorten(t, 40))
                .collect();
            let shown: Vec<String> = names.iter().take(3).map(|t| format!("`{t}`")).collect();
            let more = if tags.len() > 3 { ", …" } else { "" };
            let noun = if tags.len() == 1 { "tag" } else { "tags" };
            let at = if value == text.as_str() {
                Loc::in_text(&text, first)
            } else {
                Loc::Span(text.span)
            };
            let f = skill_finding(
                &SKILL_XML_TAGS,
                skill,
                at,
                format!("the {key} contains XML/HTML {noun} ({}{more})", shown.join(", ")),
                format!(
                    "remove the {noun} from the {key} and describe the content in plain words; write a comparison with spaces, as in `a < b`"
                ),
                key,
            )
            .evidence("tags", names);
            if !cx.report(f) {
                return;
            }
        }
    }
}
