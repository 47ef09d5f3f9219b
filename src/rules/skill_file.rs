//! `skill-file`: a `SKILL.md` that is not a readable regular file. Reported
//! by the skill loader (`input/skill.rs`).

use crate::rules::{Rule, RuleMeta};

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
        summary: "SKILL.md is a directory, a symlink out of the root, not a regular file, or too large",
        tags: ["skills", "input"],
        security_severity: None,
    }
}

/// Reported by the skill loader; the rule itself checks nothing.
pub struct SkillFile;

impl Rule for SkillFile {
    fn meta(&self) -> &'static RuleMeta {
        &SKILL_FILE
    }
}
