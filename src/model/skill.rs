//! The Agent Skills model: one `SKILL.md` folder.

use crate::source::FileId;

/// A folder holding a `SKILL.md`.
#[derive(Clone, Debug, PartialEq)]
pub struct Skill {
    /// The folder's report path (relative to the root, `/` separators).
    pub dir: String,
    /// The folder's own name (last path component).
    pub folder_name: String,
    /// The `SKILL.md` file.
    pub file: FileId,
}
