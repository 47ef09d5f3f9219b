//! `skill-file`: a `SKILL.md` that is not a readable regular file (the
//! problems the walk and the reader meet before its text is parsed).

use crate::meta::{FileKind, human_size};
use crate::model::problem::{FileInput, Problem};
use crate::rules::{Context, Rule, RuleMeta, input_finding};

declare_rule! {
    /// ## What it does
    /// Reports a `SKILL.md` that cannot be read as a file: a directory named
    /// `SKILL.md`, a symlink whose target lies outside the root (or does not
    /// exist), a FIFO, socket or device, a file that cannot be opened, and a
    /// file larger than `[limits] max-file-size` (default 10 MiB), which is not
    /// read at all. The finding points at line 1, column 1 of the `SKILL.md`
    /// path; the skill's other rules do not run.
    ///
    /// A symlinked `SKILL.md` whose target is a regular file inside the root is
    /// read like any other file.
    ///
    /// ## Why it matters
    /// A folder with an unreadable `SKILL.md` looks like a skill in the
    /// repository but loads as nothing, or, through a symlink, as content from
    /// outside the repository that a review never sees. A very large `SKILL.md`
    /// costs every agent that loads it its context window.
    ///
    /// ## Example
    /// ```toml
    /// [limits]
    /// max-file-size = 200
    /// ```
    ///
    /// ```markdown path=release-notes/SKILL.md
    /// ---
    /// name: release-notes
    /// description: Drafts release notes from merged pull requests. Use when preparing a release.
    /// ---
    ///
    /// # Release notes
    ///
    /// List the merged pull requests since the last tag, group them by label,
    /// and write one line per change in the past tense, with its PR number.
    /// ```
    ///
    /// ## Use instead
    /// Keep `SKILL.md` short and move the details into files it links to.
    ///
    /// ```toml
    /// [limits]
    /// max-file-size = 200
    /// ```
    ///
    /// ```markdown path=release-notes/SKILL.md
    /// ---
    /// name: release-notes
    /// description: Drafts release notes. Use when preparing a release.
    /// ---
    ///
    /// See [the guide](references/guide.md).
    /// ```
    ///
    /// ## Options
    /// `[limits] max-file-size` (default `"10MiB"`, shared with manifests).
    ///
    /// ## Differences from the reference
    /// skills-ref follows any symlink and crashes on a directory named
    /// `SKILL.md`; aigent ignores a symlinked `SKILL.md` and caps files at
    /// 1 MiB. afd-surface reads a symlink whose target is inside the root,
    /// reports one leading outside it, and caps files at the configured size.
    pub static SKILL_FILE = {
        id: "skill-file",
        severity: Error,
        scope: Input,
        files: [Skill],
        summary: "SKILL.md is a directory, a symlink out of the root, not a regular file, or too large",
        tags: ["skills", "input"],
        security_severity: None,
    }
}

pub struct SkillFile;

impl Rule for SkillFile {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FILE
    }

    fn check_input(&self, input: &FileInput, cx: &mut Context<'_>) {
        if input.kind != FileKind::Skill {
            return;
        }
        for p in &input.problems {
            let (message, suggestion) = match &p.problem {
                Problem::SkillIsDirectory => (
                    "`SKILL.md` is a directory, not a file".to_string(),
                    "replace the `SKILL.md` folder with a Markdown file of that name",
                ),
                Problem::SymlinkOutsideRoot { target } => (
                    format!(
                        "`SKILL.md` is a symlink to `{target}`, which is outside the root or does not exist; it was not followed"
                    ),
                    "replace the symlink with the file itself, or point it at a file inside the repository",
                ),
                Problem::SpecialFile => (
                    "`SKILL.md` is not a regular file (a FIFO, socket or device)".to_string(),
                    "replace it with a regular Markdown file",
                ),
                Problem::NotRegular => (
                    "`SKILL.md` is not a regular file".to_string(),
                    "replace it with a regular Markdown file",
                ),
                Problem::TooLarge { size, limit } => (
                    format!(
                        "`SKILL.md` is {}, over the {} limit; it was not read",
                        human_size(*size),
                        human_size(*limit)
                    ),
                    "move long reference material into separate files the skill links to, or raise `[limits] max-file-size` in afd-surface.toml",
                ),
                Problem::Unreadable { error } => (
                    format!("`SKILL.md` cannot be read: {error}"),
                    "check the file's permissions",
                ),
                _ => continue,
            };
            if !cx.push(input_finding(&SKILL_FILE, input, p, message, suggestion, "")) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::discover::CandidateProblem;
    use crate::testkit;

    #[test]
    fn unreadable_files_are_findings_at_the_start() {
        let good = b"---\nname: s\ndescription: Does s. Use when asked.\n---\n".to_vec();
        let found = testkit::run_candidates(
            &[testkit::candidate("s/SKILL.md", good.clone())],
            "[limits]\nmax-file-size = 10\n",
            None,
        )
        .findings;
        let [f] = found.as_slice() else {
            panic!("{found:#?}")
        };
        assert_eq!(f.rule.id, "skill-file");
        assert_eq!(
            f.message,
            "`SKILL.md` is 53 bytes, over the 10 bytes limit; it was not read"
        );
        for (problem, message) in [
            (
                CandidateProblem::Directory,
                "`SKILL.md` is a directory, not a file",
            ),
            (
                CandidateProblem::SpecialFile,
                "`SKILL.md` is not a regular file (a FIFO, socket or device)",
            ),
            (
                CandidateProblem::SymlinkOutsideRoot {
                    target: "/etc/passwd".into(),
                },
                "`SKILL.md` is a symlink to `/etc/passwd`, which is outside the root or does not exist; it was not followed",
            ),
        ] {
            let mut c = testkit::candidate("s/SKILL.md", good.clone());
            c.problem = Some(problem);
            let found = testkit::run_candidates(&[c], "", None).findings;
            let [f] = found.as_slice() else {
                panic!("{found:#?}")
            };
            assert_eq!((f.rule.id, f.message.as_str()), ("skill-file", message));
            assert_eq!((f.location.region.line, f.location.region.column), (1, 1));
            assert_eq!(f.commands, ["s"]);
            assert_eq!(f.subjects, ["s"]);
        }
    }
}
