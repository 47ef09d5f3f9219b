//! `skill-body-length`: a `SKILL.md` body longer than 500 lines.

use crate::finding::Loc;
use crate::model::Skill;
use crate::rules::skill_frontmatter::skill_finding;
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Warns when the Markdown body of a `SKILL.md` (the lines after the
    /// closing `---`) is longer than 500 lines. The warning points at the
    /// first line past the limit. `\n`, `\r\n` and a lone `\r` end lines; a
    /// last line without a line ending counts.
    ///
    /// ## Why it matters
    /// An agent loads the whole body into its context when it uses the skill.
    /// The specification recommends keeping `SKILL.md` under 500 lines and
    /// moving detailed reference material into separate files that the body
    /// links to, which the agent reads only when it needs them.
    ///
    /// ## Example
    /// A `SKILL.md` whose body has 600 lines of instructions.
    ///
    /// ## Use instead
    /// A body under 500 lines that links to `references/details.md` for the
    /// rest.
    ///
    /// ## Options
    /// None (the limit is the specification's 500 lines).
    ///
    /// ## Differences from the reference
    /// skills-ref does not check the length; aigent warns in the same way. The
    /// specification's advice is about the whole file; the validator plan, aigent
    /// and afd-surface count the body.
    pub static SKILL_BODY_LENGTH = {
        id: "skill-body-length",
        severity: Warning,
        scope: Skill,
        summary: "The SKILL.md body is longer than 500 lines",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillBodyLength;

/// The recommended maximum number of body lines.
pub const MAX_BODY_LINES: usize = 500;

impl Rule for SkillBodyLength {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_BODY_LENGTH
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        // a skill whose frontmatter cannot be read has that error only (as
        // the reference validator reports it); its body is still scanned
        // for injection
        let (Some(body), Some(_)) = (&skill.body, &skill.frontmatter) else {
            return;
        };
        if body.line_count <= MAX_BODY_LINES {
            return;
        }
        let text = body.text.as_str();
        let start = body.line_start(MAX_BODY_LINES).unwrap_or(0);
        let end = text
            .get(start..)
            .and_then(|rest| rest.find(['\n', '\r']))
            .map_or(text.len(), |i| start + i);
        cx.report(
            skill_finding(
                &SKILL_BODY_LENGTH,
                skill,
                Loc::in_text(&body.text, start..end),
                format!(
                    "the body has {} lines, more than the recommended {MAX_BODY_LINES}",
                    body.line_count
                ),
                "move detailed reference material into separate files (e.g. `references/`) that the body links to",
                "body",
            )
            .evidence("lines", body.line_count),
        );
    }
}
