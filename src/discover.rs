//! Which files are manifests and which folders are skills.
//!
//! The walk respects `.gitignore` (also outside a git checkout), skips `.git/`
//! and `node_modules/`, does not descend into symlinked directories (so it can
//! never loop) and only reads a symlinked file whose target lies inside the
//! root. Results are sorted by report path, so the run is deterministic.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Component, Path, PathBuf};

use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::meta::FileKind;

/// The exact file name of a skill.
pub const SKILL_FILE: &str = "SKILL.md";

/// Why a file the walk found cannot be read as a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CandidateProblem {
    /// It is a directory (a folder named `SKILL.md`).
    Directory,
    /// A symlink whose target lies outside the root (or does not exist).
    SymlinkOutsideRoot { target: String },
    /// A FIFO, socket or device.
    SpecialFile,
}

/// The folder of a `SKILL.md`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkillFolder {
    /// Report path of the folder.
    pub dir: String,
    /// The folder's own name.
    pub name: String,
}

/// A file to read: what kind of input it is, where it is and what it is
/// reported as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub kind: FileKind,
    /// The path to read (for a symlink inside the root, its target).
    pub fs_path: PathBuf,
    /// Report path (relative to the root with `/`, or absolute outside it).
    pub display: String,
    /// Named on the command line (read whatever its name).
    pub explicit: bool,
    /// For a `SKILL.md`: its folder.
    pub folder: Option<SkillFolder>,
    /// Why it cannot be read, when the walk already knows.
    pub problem: Option<CandidateProblem>,
    /// The content, for an input held in memory (tests, fuzzing) rather
    /// than read from `fs_path`.
    pub contents: Option<Vec<u8>>,
}

impl Candidate {
    /// A manifest on disk.
    pub fn manifest(fs_path: PathBuf, display: String, explicit: bool) -> Candidate {
        Candidate {
            kind: FileKind::Manifest,
            fs_path,
            display,
            explicit,
            folder: None,
            problem: None,
            contents: None,
        }
    }

    /// An input held in memory, reported as `display` (for a `SKILL.md`,
    /// its folder is the parent of `display`).
    pub fn in_memory(kind: FileKind, display: &str, contents: Vec<u8>) -> Candidate {
        let folder = (kind == FileKind::Skill).then(|| {
            let dir = display
                .rsplit_once('/')
                .map_or(".", |(dir, _)| dir)
                .to_string();
            let name = dir.rsplit('/').next().unwrap_or(&dir).to_string();
            SkillFolder { dir, name }
        });
        Candidate {
            kind,
            fs_path: PathBuf::from(display),
            display: display.to_string(),
            explicit: true,
            folder,
            problem: None,
            contents: Some(contents),
        }
    }
}

/// Everything the walk found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Discovered {
    /// The manifests sorted by report path, then the skills sorted by
    /// folder.
    pub files: Vec<Candidate>,
    /// Walk errors that did not stop the run (unreadable directories).
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscoverError(pub String);

impl fmt::Display for DiscoverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DiscoverError {}

/// Options of one walk.
pub struct WalkOptions<'a> {
    pub root: &'a Path,
    pub include: &'a [String],
    pub exclude: &'a [String],
}

fn glob_set(globs: &[String]) -> Result<GlobSet, DiscoverError> {
    let mut b = GlobSetBuilder::new();
    for g in globs {
        let glob = Glob::new(g).map_err(|e| DiscoverError(format!("invalid glob `{g}`: {e}")))?;
        b.add(glob);
    }
    b.build()
        .map_err(|e| DiscoverError(format!("invalid globs: {e}")))
}

/// Lexically normalises a path: removes `.`, resolves `..` (no symlinks).
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// The report path of `path`: relative to `root` with `/` separators, or
/// the absolute path for a file outside the root.
pub fn display_path(root: &Path, path: &Path) -> String {
    let abs = normalize(&root.join(path));
    let root = normalize(root);
    match abs.strip_prefix(&root) {
        Ok(rel) if rel.as_os_str().is_empty() => ".".to_string(),
        Ok(rel) => to_slash(rel),
        Err(_) => to_slash(&abs),
    }
}

fn to_slash(p: &Path) -> String {
    let parts: Vec<String> = p
        .components()
        .map(|c| match c {
            Component::RootDir => String::new(),
            other => other.as_os_str().to_string_lossy().into_owned(),
        })
        .collect();
    let joined = parts.join("/");
    if joined.is_empty() {
        "/".into()
    } else {
        joined
    }
}

fn is_skipped_dir(name: &str) -> bool {
    name == ".git" || name == "node_modules"
}

/// Walks `paths` (relative to the root or absolute).
pub fn discover(paths: &[PathBuf], opts: &WalkOptions<'_>) -> Result<Discovered, DiscoverError> {
    let include = glob_set(opts.include)?;
    let exclude = glob_set(opts.exclude)?;
    let canon_root = std::fs::canonicalize(opts.root).unwrap_or_else(|_| opts.root.to_path_buf());

    let mut manifests: BTreeMap<String, Candidate> = BTreeMap::new();
    let mut skills: BTreeMap<String, Candidate> = BTreeMap::new();
    let mut warnings = Vec::new();

    for arg in paths {
        let full = normalize(&opts.root.join(arg));
        let meta = std::fs::symlink_metadata(&full).map_err(|e| {
            DiscoverError(format!(
                "path `{}` does not exist or cannot be read: {e}",
                arg.display()
            ))
        })?;
        let is_skill_file = full.file_name().and_then(|n| n.to_str()) == Some(SKILL_FILE);
        // A directory (or a symlink to one, named explicitly) is walked.
        if !is_skill_file && (meta.is_dir() || full.is_dir()) {
            walk_dir(
                &full,
                opts.root,
                &canon_root,
                &include,
                &exclude,
                &mut manifests,
                &mut skills,
                &mut warnings,
            );
            continue;
        }
        // A file named on the command line is always read.
        let display = display_path(opts.root, &full);
        if is_skill_file {
            let mut c = skill_candidate(&full, &display, opts.root, &canon_root);
            c.explicit = true;
            skills.insert(folder_key(&c), c);
        } else {
            manifests.insert(display.clone(), Candidate::manifest(full, display, true));
        }
    }

    Ok(Discovered {
        files: manifests
            .into_values()
            .chain(skills.into_values())
            .collect(),
        warnings,
    })
}

/// What one walked entry turned out to be.
enum Found {
    Manifest(Candidate),
    Skill(Candidate),
    Warning(String),
    /// A `.json` file the manifest globs do not match (for the hint when a
    /// walk finds nothing).
    OtherJson,
}

/// The fixed inputs of one walk.
struct Walk<'a> {
    dir: &'a Path,
    root: &'a Path,
    /// `normalize(root)`, computed once.
    norm_root: PathBuf,
    canon_root: &'a Path,
    include: &'a GlobSet,
    exclude: &'a GlobSet,
}

impl Walk<'_> {
    /// [`display_path`] of a walked path. The walker yields `dir` (already
    /// normalized) joined with entry names, so an absolute walked path is
    /// normalized too and only the root prefix needs removing.
    fn display(&self, path: &Path) -> String {
        if !path.is_absolute() {
            return display_path(self.root, path);
        }
        match path.strip_prefix(&self.norm_root) {
            Ok(rel) if rel.as_os_str().is_empty() => ".".to_string(),
            Ok(rel) => to_slash(rel),
            Err(_) => to_slash(path),
        }
    }

    /// Classifies one entry of the walk (`None`: not an input).
    fn classify(&self, entry: Result<ignore::DirEntry, ignore::Error>) -> Option<Found> {
        let entry = match entry {
            Ok(e) => e,
            Err(err) => return Some(Found::Warning(format!("skipped while walking: {err}"))),
        };
        if entry.depth() == 0 {
            return None;
        }
        let path = entry.path();
        let display = self.display(path);
        // Globs match the root-relative path; outside the root, the path
        // relative to the walked directory.
        let rel_for_globs = if display.starts_with('/') {
            path.strip_prefix(self.dir)
                .map(to_slash)
                .unwrap_or_else(|_| display.clone())
        } else {
            display.clone()
        };
        if self.exclude.is_match(&rel_for_globs) {
            return None;
        }
        let file_type = entry.file_type()?;
        let name = entry.file_name().to_string_lossy();
        if name == SKILL_FILE {
            return Some(Found::Skill(skill_candidate(
                path,
                &display,
                self.root,
                self.canon_root,
            )));
        }
        if file_type.is_dir() {
            return None;
        }
        if !self.include.is_match(&rel_for_globs) {
            let json = name
                .rsplit_once('.')
                .is_some_and(|(_, ext)| ext.eq_ignore_ascii_case("json"));
            return (json && file_type.is_file()).then_some(Found::OtherJson);
        }
        if file_type.is_symlink() {
            match resolve_inside(path, self.canon_root) {
                Some(target) if target.is_file() => {}
                _ => return None, // outside the root, dangling or not a file
            }
        } else if !file_type.is_file() {
            return None; // FIFOs, sockets, devices named like manifests
        }
        Some(Found::Manifest(Candidate::manifest(
            path.to_path_buf(),
            display,
            false,
        )))
    }
}

/// The entries one walker thread found, handed over in batches and, when
/// the walker drops the thread's visitor at the end, the rest.
struct Batch<'a> {
    local: Vec<Found>,
    all: &'a std::sync::Mutex<Vec<Found>>,
}

impl Batch<'_> {
    fn flush(&mut self) {
        let mut all = self.all.lock().unwrap_or_else(|e| e.into_inner());
        all.append(&mut self.local);
    }
}

impl Drop for Batch<'_> {
    fn drop(&mut self) {
        self.flush();
    }
}

/// Walks one directory with the walker's parallel mode: entries are
/// classified on the walker's threads and collected into sorted maps, so
/// the result does not depend on the order the threads visit them.
#[allow(clippy::too_many_arguments)]
fn walk_dir(
    dir: &Path,
    root: &Path,
    canon_root: &Path,
    include: &GlobSet,
    exclude: &GlobSet,
    manifests: &mut BTreeMap<String, Candidate>,
    skills: &mut BTreeMap<String, Candidate>,
    warnings: &mut Vec<String>,
) {
    let walk = Walk {
        dir,
        root,
        norm_root: normalize(root),
        canon_root,
        include,
        exclude,
    };
    let found: std::sync::Mutex<Vec<Found>> = std::sync::Mutex::new(Vec::new());
    ignore::WalkBuilder::new(dir)
        .hidden(false)
        .git_ignore(true)
        .git_exclude(true)
        .git_global(false)
        .ignore(true)
        .parents(true)
        .require_git(false)
        .follow_links(false)
        .filter_entry(|e| {
            !(e.file_type().is_some_and(|t| t.is_dir())
                && e.file_name().to_str().is_some_and(is_skipped_dir))
        })
        .build_parallel()
        .run(|| {
            let walk = &walk;
            let mut batch = Batch {
                local: Vec::new(),
                all: &found,
            };
            Box::new(move |entry| {
                batch.local.extend(walk.classify(entry));
                if batch.local.len() >= 256 {
                    batch.flush();
                }
                ignore::WalkState::Continue
            })
        });
    let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut new_warnings = Vec::new();
    let (mut inputs, mut other_json) = (0usize, 0usize);
    for f in found {
        match f {
            Found::Manifest(c) => {
                inputs += 1;
                manifests.insert(c.display.clone(), c);
            }
            Found::Skill(c) => {
                inputs += 1;
                skills.insert(folder_key(&c), c);
            }
            Found::Warning(w) => new_warnings.push(w),
            Found::OtherJson => other_json += 1,
        }
    }
    if inputs == 0 && other_json > 0 {
        new_warnings.push(format!(
            "`{}` holds no manifest or skill, but {other_json} `.json` file{} the manifest globs do not match; name the files, or pass `--include '**/*.json'` if they are tool lists",
            walk.display(dir),
            if other_json == 1 { "" } else { "s" }
        ));
    }
    new_warnings.sort();
    warnings.extend(new_warnings);
}

/// The canonical target of a symlink when it lies inside the root.
fn resolve_inside(path: &Path, canon_root: &Path) -> Option<PathBuf> {
    let target = std::fs::canonicalize(path).ok()?;
    target.starts_with(canon_root).then_some(target)
}

/// Skills are sorted by folder.
fn folder_key(c: &Candidate) -> String {
    c.folder
        .as_ref()
        .map_or_else(|| c.display.clone(), |f| f.dir.clone())
}

fn skill_candidate(path: &Path, display: &str, root: &Path, canon_root: &Path) -> Candidate {
    let dir = path.parent().unwrap_or(Path::new("."));
    let dir_display = display_path(root, dir);
    let folder_name = normalize(&root.join(dir))
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut fs_path = path.to_path_buf();
    let problem = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => match resolve_inside(path, canon_root) {
            Some(target) if target.is_file() => {
                fs_path = target;
                None
            }
            Some(target) if target.is_dir() => Some(CandidateProblem::Directory),
            Some(_) => Some(CandidateProblem::SpecialFile),
            None => Some(CandidateProblem::SymlinkOutsideRoot {
                target: std::fs::read_link(path)
                    .map(|t| t.display().to_string())
                    .unwrap_or_default(),
            }),
        },
        Ok(m) if m.is_dir() => Some(CandidateProblem::Directory),
        Ok(m) if !m.is_file() => Some(CandidateProblem::SpecialFile),
        _ => None,
    };
    Candidate {
        kind: FileKind::Skill,
        fs_path,
        display: display.to_string(),
        explicit: false,
        folder: Some(SkillFolder {
            dir: dir_display,
            name: folder_name,
        }),
        problem,
        contents: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_paths() {
        let root = Path::new("/repo");
        assert_eq!(display_path(root, Path::new("a/b.json")), "a/b.json");
        assert_eq!(display_path(root, Path::new("./a/../c.json")), "c.json");
        assert_eq!(
            display_path(root, Path::new("/other/x.json")),
            "/other/x.json"
        );
        assert_eq!(display_path(root, Path::new("/repo/x.json")), "x.json");
    }
}
