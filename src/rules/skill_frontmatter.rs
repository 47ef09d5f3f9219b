//! `skill-frontmatter`: a `SKILL.md` whose YAML frontmatter cannot be read
//! (the problems the skill adapter met in its text). This file also holds
//! the helpers the skill rules share.

use unicode_normalization::UnicodeNormalization;

use crate::finding::{Finding, Loc};
use crate::meta::FileKind;
use crate::model::Skill;
use crate::model::problem::{FileInput, OpeningHint, Problem, SyntaxHint};
use crate::model::skill::{Frontmatter, NodeId, YamlEntry};
use crate::rules::{Context, Rule, RuleMeta, input_finding};

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
        files: [Skill],
        summary: "The SKILL.md frontmatter is missing, unterminated, not valid YAML or not a mapping",
        tags: ["skills", "input"],
        security_severity: None,
    }
}

pub struct SkillFrontmatter;

impl Rule for SkillFrontmatter {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FRONTMATTER
    }

    fn check_input(&self, input: &FileInput, cx: &mut Context<'_>) {
        if input.kind != FileKind::Skill {
            return;
        }
        for p in &input.problems {
            let Some((message, suggestion, key)) = describe(&p.problem) else {
                continue;
            };
            let f = input_finding(&SKILL_FRONTMATTER, input, p, message, suggestion, &key);
            if !cx.push(f) {
                return;
            }
        }
    }
}

const START_WITH_FRONTMATTER: &str = "start the file with a frontmatter block: a line `---`, then `name: <folder name>` and `description: <what the skill does and when to use it>`, then a line `---`";

/// The message, suggestion and discriminator of a problem in the text of
/// a `SKILL.md` (`None` for one this rule does not own).
fn describe(problem: &Problem) -> Option<(String, String, String)> {
    let plain = |m: String, s: &str| Some((m, s.to_string(), String::new()));
    match problem {
        Problem::NotUtf8 { .. } | Problem::Binary => plain(
            "`SKILL.md` is not valid UTF-8".into(),
            "save the file as UTF-8 text",
        ),
        Problem::SkillEmpty => plain("`SKILL.md` is empty".into(), START_WITH_FRONTMATTER),
        Problem::NoFrontmatter { hint } => plain(
            "`SKILL.md` does not start with a YAML frontmatter block (a first line `---`)".into(),
            match hint {
                OpeningHint::Indented => {
                    "remove the indentation before `---`: the opening delimiter must start at column 1"
                }
                OpeningHint::BlankLinesFirst => {
                    "remove the blank lines before the opening `---`: the frontmatter must start on line 1"
                }
                OpeningHint::Missing => START_WITH_FRONTMATTER,
            },
        ),
        Problem::Unterminated { indented_line } => plain(
            "the frontmatter block opened on line 1 is never closed (no line `---` follows)".into(),
            &match indented_line {
                Some(n) => format!(
                    "remove the indentation of the `---` on line {n}: a delimiter must start at column 1"
                ),
                None => "add a line `---` after the last frontmatter key".to_string(),
            },
        ),
        Problem::YamlParserFailed => plain(
            "the YAML parser failed on this frontmatter".into(),
            "simplify the frontmatter to plain `key: value` lines, and report the file to the afd-surface maintainers",
        ),
        Problem::EmptyFrontmatter => plain(
            "the frontmatter block is empty".into(),
            "add at least `name: <folder name>` and `description: <what the skill does and when to use it>` between the `---` lines",
        ),
        Problem::NotMapping { found } => plain(
            format!("the frontmatter must be a mapping of keys to values, found {found}"),
            "write the frontmatter as `key: value` lines, such as `name: my-skill` and `description: …`",
        ),
        Problem::YamlSyntax { info, hint } => plain(
            format!("the frontmatter is not valid YAML: {info}"),
            &match hint {
                SyntaxHint::Tab => {
                    "indent with spaces: YAML does not allow tabs in indentation".to_string()
                }
                SyntaxHint::ColonInValue { key } => format!(
                    "put the value of `{key}` in double quotes: it contains `: `, which YAML reads as the start of another key"
                ),
                SyntaxHint::Other => "fix the YAML at this position; a value that contains `: ` or ` #`, or starts with `[`, `{`, `*`, `&`, `!`, `|`, `>`, `@`, `%` or a backtick, must be quoted".to_string(),
            },
        ),
        Problem::YamlTooDeep { levels, flow_cap } => plain(
            format!("the frontmatter is nested deeper than {levels} levels"),
            if *flow_cap {
                "flatten the frontmatter (the YAML parser reads no flow collection deeper than 255 levels)"
            } else {
                "flatten the frontmatter, or raise `[limits] max-nesting` if the depth is deliberate"
            },
        ),
        Problem::MultipleDocuments => plain(
            "the frontmatter holds more than one YAML document".into(),
            "remove the `...` or `---` document marker inside the frontmatter",
        ),
        Problem::BadTag { value, tag } => plain(
            format!("the value `{}` cannot be read as `{tag}`", shorten(value, 60)),
            "remove the tag, or write a value of that type",
        ),
        Problem::RecursiveAlias => plain(
            "the alias refers to a collection that contains it (a recursive alias)".into(),
            "write the value out instead of using an alias",
        ),
        Problem::AliasBomb { limit } => plain(
            format!("YAML aliases in the frontmatter expand to more than {limit} nodes (an alias bomb)"),
            "write the values out instead of using anchors (`&`) and aliases (`*`), or raise `[limits] max-alias-nodes`",
        ),
        Problem::DuplicateYamlKey { label } => {
            let label = shorten(label, 60);
            Some((
                format!("the key `{label}` is repeated in the same mapping"),
                format!(
                    "keep one `{label}` entry and remove the others: YAML does not allow duplicate keys"
                ),
                label,
            ))
        }
        _ => None,
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
    suggestion: impl Into<std::borrow::Cow<'static, str>>,
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

#[cfg(test)]
mod tests {
    use crate::testkit;

    /// The one `skill-frontmatter` finding of a `SKILL.md`: message,
    /// suggestion, line and column.
    fn problem(text: &str) -> (String, String, (u32, u32)) {
        problem_with(text, "")
    }

    fn problem_with(text: &str, config: &str) -> (String, String, (u32, u32)) {
        let found = testkit::skill_findings("skill-frontmatter", text.as_bytes(), config);
        let [f] = found.as_slice() else {
            panic!("{found:#?}")
        };
        assert_eq!(f.commands, ["s"]);
        assert_eq!(f.subjects, ["s"]);
        let r = f.location.region;
        (f.message.clone(), f.suggestion.to_string(), (r.line, r.column))
    }

    #[test]
    fn unclosed_blocks_say_where_the_indented_delimiter_is() {
        let (m, s, at) = problem("---\nname: a\n----\n");
        assert_eq!(
            m,
            "the frontmatter block opened on line 1 is never closed (no line `---` follows)"
        );
        assert_eq!(s, "add a line `---` after the last frontmatter key");
        assert_eq!(at, (1, 1));
        let (_, s, _) = problem("---\nname: a\ndescription: b\n  ---\n# Body\n");
        assert_eq!(
            s,
            "remove the indentation of the `---` on line 4: a delimiter must start at column 1"
        );
    }

    #[test]
    fn missing_and_empty_frontmatter() {
        let (m, s, at) = problem("");
        assert_eq!((m.as_str(), at), ("`SKILL.md` is empty", (1, 1)));
        assert!(s.starts_with("start the file with a frontmatter block"), "{s}");
        let (m, _, at) = problem("# Title\n");
        assert_eq!(
            m,
            "`SKILL.md` does not start with a YAML frontmatter block (a first line `---`)"
        );
        assert_eq!(at, (1, 1));
        let (_, s, _) = problem("\n---\nname: a\n---\n");
        assert!(s.contains("blank lines"), "{s}");
        let (_, s, _) = problem("  ---\nname: a\n---\n");
        assert!(s.contains("indentation"), "{s}");
        let (m, _, at) = problem("---\n---\n# Body\n");
        assert_eq!((m.as_str(), at), ("the frontmatter block is empty", (1, 1)));
        let (m, _, at) = problem("---\n- name\n- description\n---\n");
        assert_eq!(
            m,
            "the frontmatter must be a mapping of keys to values, found a list"
        );
        assert_eq!(at, (2, 1));
    }

    #[test]
    fn syntax_errors_have_positions_and_suggestions() {
        let (m, s, at) =
            problem("---\nname: a\ndescription: Use this skill when: the user asks\n---\n");
        assert!(
            m.starts_with("the frontmatter is not valid YAML: "),
            "{m}"
        );
        assert_eq!(at, (3, 33));
        assert!(s.contains("`description` in double quotes"), "{s}");
        let (_, s, at) = problem("---\nname: a\n\tdescription: tabbed\n---\n");
        assert_eq!(at, (3, 1));
        assert_eq!(
            s,
            "indent with spaces: YAML does not allow tabs in indentation"
        );
        let (m, _, at) = problem("---\nname: !!int abc\n---\n");
        assert_eq!(m, "the value `abc` cannot be read as `!!int`");
        assert_eq!(at, (2, 13));
        let (m, _, _) = problem("---\na: 1\n...\nb: 2\n---\n");
        assert_eq!(m, "the frontmatter holds more than one YAML document");
        let (m, _, _) = problem("---\na: &x [*x]\n---\n");
        assert_eq!(
            m,
            "the alias refers to a collection that contains it (a recursive alias)"
        );
    }

    #[test]
    fn duplicate_keys_are_reported_at_each_repetition() {
        let t = "---\nname: s\ndescription: one\ndescription: two\nmetadata:\n  k: 1\n  k: 2\n---\n";
        let found = testkit::skill_findings("skill-frontmatter", t.as_bytes(), "");
        let got: Vec<_> = found
            .iter()
            .map(|f| {
                (
                    f.message.as_str(),
                    (f.location.region.line, f.location.region.column),
                    f.discriminator.as_str(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (
                    "the key `description` is repeated in the same mapping",
                    (4, 1),
                    "description"
                ),
                ("the key `k` is repeated in the same mapping", (7, 3), "k"),
            ]
        );
        let first = &found[0].related[0];
        assert_eq!(first.message, "first occurrence");
        assert_eq!(first.location.region.line, 3);
    }

    #[test]
    fn limits_name_their_keys() {
        let four = "---\nname: a\nl: &l [1, 2, 3]\nm: [*l, *l]\n---\n";
        let (m, s, _) = problem_with(four, "[limits]\nmax-alias-nodes = 7\n");
        assert_eq!(
            m,
            "YAML aliases in the frontmatter expand to more than 7 nodes (an alias bomb)"
        );
        assert!(s.contains("`[limits] max-alias-nodes`"), "{s}");
        let (m, s, _) = problem_with(
            "---\na:\n  b:\n    c: d\n---\n",
            "[limits]\nmax-nesting = 2\n",
        );
        assert_eq!(m, "the frontmatter is nested deeper than 2 levels");
        assert!(s.contains("raise `[limits] max-nesting`"), "{s}");
        let deep = format!(
            "---\nname: a\nm: {}{}\n---\n",
            "[".repeat(2000),
            "]".repeat(2000)
        );
        let (_, s, _) = problem_with(&deep, "[limits]\nmax-nesting = 1000\n");
        assert!(s.contains("no flow collection deeper than 255 levels"), "{s}");
    }

    #[test]
    fn invalid_utf8_points_at_the_first_bad_byte() {
        let bytes = b"\xEF\xBB\xBF---\nname: s\ndescription: bad \xff\xfe here\n---\n";
        let found = testkit::skill_findings("skill-frontmatter", bytes, "");
        let [f] = found.as_slice() else {
            panic!("{found:#?}")
        };
        assert_eq!(f.message, "`SKILL.md` is not valid UTF-8");
        assert_eq!(f.suggestion, "save the file as UTF-8 text");
        let r = f.location.region;
        assert_eq!((r.line, r.column, r.end_column), (3, 18, 19));
    }
}
