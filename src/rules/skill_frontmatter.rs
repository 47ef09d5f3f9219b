//! `skill-frontmatter`: a `SKILL.md` whose YAML frontmatter cannot be read.
//! Reported by the skill loader (`input/skill.rs`); this file also holds the
//! helpers the skill rules share.

use unicode_normalization::UnicodeNormalization;

use crate::finding::{Finding, Loc};
use crate::model::Skill;
use crate::model::skill::{Frontmatter, NodeId, YamlEntry};
use crate::rules::{Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Reports a `SKILL.md` whose YAML frontmatter cannot be read: a file that
    /// does not start with a `---` line, a block that is never closed, YAML that
    /// does not parse, a frontmatter that is not a mapping of keys to values (an
    /// empty block included), a key repeated in the same mapping, aliases that
    /// expand to more than 10,000 nodes (an alias bomb), nesting deeper than
    /// `[limits] max-nesting`, and a file that is not valid UTF-8. Each finding
    /// points at the problem: the offending key, the position of the YAML error
    /// or of the first invalid byte, the opening `---` for a missing or
    /// unterminated block, line 1 column 1 for a problem of the whole file.
    ///
    /// A frontmatter delimiter is a line that is exactly `---` at column 1,
    /// optionally followed by spaces or tabs; an indented `---` or a `---` inside
    /// a line or a value is not one. A UTF-8 BOM is ignored and `\r\n` or `\r`
    /// line endings are accepted. The YAML is read as YAML 1.2 (core schema):
    /// anchors, aliases, tags and flow collections are allowed. When the
    /// frontmatter cannot be read, the other skill rules do not run on the file.
    ///
    /// ## Why it matters
    /// An agent's client loads a skill through its frontmatter: when it cannot
    /// parse it, the skill silently disappears, or, with a lenient parser, loads
    /// with a different name or description than the author meant. The most
    /// common cause is an unquoted value containing `: `.
    ///
    /// ## Example
    /// ```markdown path=pdf-tools/SKILL.md
    /// ---
    /// name: pdf-tools
    /// description: Use this skill when: the user asks about PDF files
    /// ---
    ///
    /// # PDF tools
    /// ```
    ///
    /// ## Use instead
    /// ```markdown path=pdf-tools/SKILL.md
    /// ---
    /// name: pdf-tools
    /// description: "Use this skill when: the user asks about PDF files"
    /// ---
    ///
    /// # PDF tools
    /// ```
    ///
    /// ## Options
    /// `[limits] max-nesting` (default 128) bounds the nesting of the YAML. The
    /// alias budget (10,000 nodes) is fixed.
    ///
    /// ## Differences from the reference
    /// skills-ref (the Agent Skills reference validator) splits the file on the
    /// first `---` anywhere, so an indented `---` closes its frontmatter and a
    /// `---` inside a quoted value breaks it; it keeps a BOM (and then finds no
    /// frontmatter), reads StrictYAML (which refuses anchors, aliases, tags and
    /// flow collections) and crashes on invalid UTF-8. aigent reads
    /// YAML with serde_yaml_ng and does not accept `\r` line endings. afd-surface
    /// reads YAML 1.2 by lines as described above.
    pub static SKILL_FRONTMATTER = {
        id: "skill-frontmatter",
        severity: Error,
        scope: Input,
        summary: "The SKILL.md frontmatter is missing, unterminated, not valid YAML or not a mapping",
        tags: ["skills", "input"],
        security_severity: None,
    }
}

/// Reported by the skill loader; the rule itself checks nothing.
pub struct SkillFrontmatter;

impl Rule for SkillFrontmatter {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FRONTMATTER
    }
}

/// The six frontmatter keys of the Agent Skills specification.
pub const KNOWN_KEYS: [&str; 6] = [
    "name",
    "description",
    "license",
    "compatibility",
    "metadata",
    "allowed-tools",
];

/// A finding about one skill: `commands` is the folder name, the fingerprint
/// subject the folder path, the discriminator the key concerned.
pub(crate) fn skill_finding(
    rule: &'static RuleMeta,
    skill: &Skill,
    at: impl Into<Loc>,
    message: impl Into<String>,
    suggestion: impl Into<String>,
    key: &str,
) -> Finding {
    Finding::new(rule, at, message, suggestion)
        .commands([skill.folder_name.clone()])
        .subjects([skill.dir.clone()])
        .discriminator(key)
}

/// NFKC normalisation.
pub(crate) fn nfkc(s: &str) -> String {
    s.nfkc().collect()
}

/// Where a finding about an entry's value points: the value, or the key
/// when the value is empty (`key:` with nothing after it).
pub(crate) fn value_loc(fm: &Frontmatter, entry: &YamlEntry) -> Loc {
    let span = fm.yaml.span(entry.value);
    if span.start == span.end {
        Loc::Span(fm.yaml.span(entry.key))
    } else {
        Loc::Span(span)
    }
}

/// At most `max` characters of `s`, with `…` when cut (for messages).
pub fn shorten(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", s.get(..i).unwrap_or(s)),
        None => s.to_string(),
    }
}

/// The message for a value that should be `expected` (e.g. "a string").
pub(crate) fn wrong_type(fm: &Frontmatter, id: NodeId, key: &str, expected: &str) -> String {
    if fm.yaml.is_no_value(id) {
        format!("`{key}` has no value")
    } else {
        format!("`{key}` must be {expected}, found {}", fm.yaml.describe(id))
    }
}

/// How to fix a value that should be a string: give it one, quote a
/// scalar, or write a string instead of a collection.
pub(crate) fn string_help(fm: &Frontmatter, entry: &YamlEntry, key: &str, example: &str) -> String {
    if fm.yaml.is_no_value(entry.value) {
        return format!("give `{key}` a value, e.g. `{key}: {example}`");
    }
    match fm.yaml.scalar_raw(entry.value) {
        Some(raw) => format!("quote the value so it is a string: `{key}: \"{raw}\"`"),
        None => format!("write `{key}` as a single string, e.g. `{key}: {example}`"),
    }
}
