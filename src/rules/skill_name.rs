//! `skill-name`: the frontmatter `name` is missing or not a valid skill name.

use crate::finding::Loc;
use crate::model::Skill;
use crate::rules::skill_frontmatter::{
    nfkc, shorten, skill_finding, string_help, value_loc, wrong_type,
};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Checks the frontmatter `name` of a `SKILL.md`, after NFKC normalisation
    /// (so the ligature `ﬁ` reads as `fi` and fullwidth letters as ASCII): it
    /// must be present, a string, 1 to 64 characters long, and made only of
    /// lowercase letters, digits and hyphens, with no hyphen at the start or
    /// the end and no two hyphens in a row. Each distinct problem is one
    /// finding, pointing at the `name` value (at the offending character when
    /// normalisation did not change the name), or at the opening `---` when
    /// `name` is missing.
    ///
    /// A letter is allowed when it is an ASCII lowercase letter or, beyond
    /// ASCII, a character that is alphabetic and not uppercase: Cyrillic or
    /// Greek lowercase letters and uncased scripts such as CJK pass; uppercase
    /// letters, `_`, spaces, non-ASCII digits such as `٣` and combining marks
    /// such as the Devanagari virama do not. A character is a Unicode scalar
    /// value. YAML 1.2 typing applies: an unquoted `123` or `true` is not a
    /// string.
    ///
    /// ## Why it matters
    /// The name identifies the skill to the agent and to the client that
    /// loads it (as a command name, a folder name and in prompts). Clients
    /// refuse or rename skills whose names break these rules, so the skill
    /// behaves differently from one client to the next.
    ///
    /// ## Example
    /// ```markdown path=Data_Cleaner/SKILL.md
    /// ---
    /// name: Data_Cleaner
    /// description: Cleans CSV files by trimming whitespace and removing duplicate rows. Use when the user asks to tidy a spreadsheet export.
    /// ---
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=data-cleaner/SKILL.md
    /// ---
    /// name: data-cleaner
    /// description: Cleans CSV files by trimming whitespace and removing duplicate rows. Use when the user asks to tidy a spreadsheet export.
    /// ---
    /// ```
    ///
    /// ## Options
    /// None.
    ///
    /// ## Differences from the reference
    /// skills-ref trims spaces around the name and accepts any character Python
    /// calls alphanumeric, so it accepts `" padded-name "` and the Arabic-Indic
    /// digit in `٣-skill`; it reads every scalar as a string, so it accepts
    /// `name: 123`. afd-surface follows the character rule of the validator
    /// plan (as aigent does), does not trim, and reads YAML 1.2 types.
    pub static SKILL_NAME = {
        id: "skill-name",
        severity: Error,
        scope: Skill,
        summary: "The skill name is missing, not a string, too long, or not lowercase letters, digits and single inner hyphens",
        tags: ["skills"],
        security_severity: None,
    }
}

pub struct SkillName;

/// Maximum length of a name, in characters.
pub const MAX_NAME_CHARS: usize = 64;

/// Whether `c` may appear in a skill name (spec 001).
pub fn is_name_char(c: char) -> bool {
    c.is_ascii_lowercase()
        || c.is_ascii_digit()
        || c == '-'
        || (c.is_alphabetic() && !c.is_uppercase())
}

/// A name built from `name` with only allowed characters, for suggestions.
fn suggest_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let c = if is_name_char(c) { c } else { '-' };
        if !(c == '-' && (out.is_empty() || out.ends_with('-'))) {
            out.push(c);
        }
    }
    let out = out.trim_end_matches('-');
    out.chars().take(MAX_NAME_CHARS).collect::<String>()
        .trim_end_matches('-')
        .to_string()
}

impl Rule for SkillName {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_NAME
    }

    fn check_skill(&self, skill: &Skill, cx: &mut Context<'_>) {
        let Some(fm) = &skill.frontmatter else {
            return;
        };
        let folder = &skill.folder_name;
        let finding = |at: Loc, message: String, help: String| {
            skill_finding(&SKILL_NAME, skill, at, message, help, "name")
        };
        let Some(entry) = fm.get("name") else {
            cx.report(finding(
                fm.open.into(),
                "the required key `name` is missing from the frontmatter".into(),
                format!("add `name: {}` (the folder name) to the frontmatter", suggest_or(folder)),
            ));
            return;
        };
        let Some(text) = fm.yaml.text(entry.value) else {
            cx.report(finding(
                value_loc(fm, entry),
                wrong_type(fm, entry.value, "name", "a string"),
                string_help(fm, entry, "name", &suggest_or(folder)),
            ));
            return;
        };
        let raw = text.as_str();
        let name = nfkc(raw);
        let shown = shorten(&name, 80);
        // Positions inside the value are exact only when normalisation kept it.
        let at = |range: std::ops::Range<usize>| -> Loc {
            if name == raw {
                Loc::in_text(&text, range)
            } else {
                Loc::Span(text.span)
            }
        };
        let whole = Loc::Span(text.span);
        if name.is_empty() {
            cx.report(finding(
                value_loc(fm, entry),
                "`name` is empty".into(),
                format!("set `name` to the folder name: `name: {}`", suggest_or(folder)),
            ));
            return;
        }
        let len = name.chars().count();
        if len > MAX_NAME_CHARS {
            let f = finding(
                whole.clone(),
                format!(
                    "the name `{shown}` has {len} characters, more than {MAX_NAME_CHARS}"
                ),
                "shorten the name to at most 64 characters, and rename the folder to match".into(),
            )
            .evidence("length", len);
            if !cx.report(f) {
                return;
            }
        }
        let mut bad: Vec<char> = Vec::new();
        let mut first_bad = None;
        for (i, c) in name.char_indices() {
            if !is_name_char(c) {
                first_bad.get_or_insert(i..i + c.len_utf8());
                if !bad.contains(&c) {
                    bad.push(c);
                }
            }
        }
        if let Some(range) = first_bad {
            let list = bad
                .iter()
                .take(10)
                .map(|c| format!("`{}`", c.escape_debug()))
                .collect::<Vec<_>>()
                .join(", ");
            let upper_only = bad.iter().all(|c| c.is_uppercase());
            let message = if upper_only {
                format!("the name `{shown}` contains uppercase letters ({list})")
            } else {
                format!(
                    "the name `{shown}` contains characters other than lowercase letters, digits and hyphens ({list})"
                )
            };
            // An example is only clear when the fix is: lower-casing, or
            // replacing ASCII punctuation and spaces with hyphens.
            let simple = bad.iter().all(|c| c.is_ascii() || c.is_uppercase());
            let suggestion = suggest_name(&name);
            let help = if suggestion.is_empty() || !simple {
                "use only lowercase letters, digits and hyphens in the name and the folder name"
                    .to_string()
            } else {
                format!(
                    "use only lowercase letters, digits and hyphens, e.g. `{suggestion}`, and rename the folder to match"
                )
            };
            let f = finding(at(range), message, help).evidence(
                "characters",
                bad.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            );
            if !cx.report(f) {
                return;
            }
        }
        if name.starts_with('-') && !cx.report(finding(
            at(0..1),
            format!("the name `{shown}` starts with a hyphen"),
            "remove the leading hyphen from the name and the folder name".into(),
        )) {
            return;
        }
        if name.ends_with('-') && !cx.report(finding(
            at(name.len() - 1..name.len()),
            format!("the name `{shown}` ends with a hyphen"),
            "remove the trailing hyphen from the name and the folder name".into(),
        )) {
            return;
        }
        if let Some(i) = name.find("--") {
            cx.report(finding(
                at(i..i + 2),
                format!("the name `{shown}` contains consecutive hyphens"),
                "use single hyphens between words, in the name and the folder name".into(),
            ));
        }
    }
}

/// Whether a (normalised) name passes every check of this rule.
pub fn valid_name(n: &str) -> bool {
    !n.is_empty()
        && n.chars().count() <= MAX_NAME_CHARS
        && n.chars().all(is_name_char)
        && !n.starts_with('-')
        && !n.ends_with('-')
        && !n.contains("--")
}

/// The folder name when it would be a valid name, else a placeholder.
fn suggest_or(folder: &str) -> String {
    let n = nfkc(folder);
    if valid_name(&n) {
        n
    } else {
        let s = suggest_name(&n);
        if s.is_empty() { "my-skill".into() } else { s }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_characters_follow_spec_001() {
        for ok in ['a', 'z', '0', '9', '-', '技', 'й', 'ß', 'ी'] {
            assert!(is_name_char(ok), "{ok}");
        }
        for bad in ['A', 'Й', '_', ' ', '\u{0663}', '\u{094D}', '.'] {
            assert!(!is_name_char(bad), "{bad:?}");
        }
    }

    #[test]
    fn suggestions_are_valid_names() {
        assert_eq!(suggest_name("Data_Cleaner"), "data-cleaner");
        assert_eq!(suggest_name("--a  b--"), "a-b");
        assert_eq!(suggest_or("Uppercase-Name"), "uppercase-name");
        assert_eq!(suggest_or("___"), "my-skill");
    }
}
