//! `SKILL.md` files: frontmatter and body, with spans.

use crate::config::Limits;
use crate::discover::SkillCandidate;
use crate::finding::Finding;
use crate::model::{Skill, Surface};
use crate::source::{FileId, SourceFile};

/// One skill folder, read.
pub struct LoadedSkill {
    pub source: SourceFile,
    pub skill: Option<Skill>,
    pub findings: Vec<Finding>,
}

/// Reads one `SKILL.md`. Never fails: problems are findings.
pub fn load_skill(file: FileId, cand: &SkillCandidate, limits: &Limits) -> LoadedSkill {
    let text = super::read_text(&cand.fs_path, limits.max_file_size).unwrap_or_default();
    LoadedSkill {
        source: SourceFile::new(cand.display.clone(), cand.fs_path.clone(), text),
        skill: Some(Skill {
            dir: cand.dir_display.clone(),
            folder_name: cand.folder_name.clone(),
            file,
        }),
        findings: Vec::new(),
    }
}

/// The skills surfaces: skills whose folders share a parent directory.
pub fn skills_surfaces(_skills: &[Skill]) -> Vec<Surface> {
    Vec::new()
}
