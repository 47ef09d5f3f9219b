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
    /// The [`Policy`] (configuration) that governs it.
    pub policy: usize,
    /// The `[[surface]]` group it is checked in, if any.
    pub group: Option<String>,
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
            policy: 0,
            group: None,
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
            policy: 0,
            group: None,
        }
    }
}

/// Everything the walk found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Discovered {
    /// The manifests sorted by report path, then the skills sorted by
    /// folder.
    pub files: Vec<Candidate>,
    /// Notes for standard error that do not stop the run.
    pub warnings: Vec<String>,
    /// Files the walk passed over that may be inputs: what a run that read
    /// nothing names.
    pub skipped: Skipped,
}

/// Files a walk passed over because no include glob matches them, though
/// they may hold tool definitions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Skipped {
    /// By extension (`json`, `snap`, …, lowercase): how many, and the first
    /// few report paths, sorted.
    pub by_extension: BTreeMap<String, (usize, Vec<String>)>,
    /// Directories that held no input but `.json` files no glob matches:
    /// worth a warning when the run read something elsewhere (when it read
    /// nothing, the error that says so lists the files).
    pub dir_hints: Vec<String>,
}

/// Extensions of files a walk notes when no glob matches them: JSON that
/// may be a tool list, and source code in a language whose tool
/// definitions are not read ([`UNREAD_SOURCES`]).
const NOTED_EXTENSIONS: &[&str] = &[
    "json", "jsonc", "snap", "go", "rs", "java", "kt", "cs", "rb", "php", "swift",
];

/// Source extensions whose tool definitions are not read, with the
/// language's name: a server written in one is checked through a capture
/// of what it lists.
pub const UNREAD_SOURCES: &[(&str, &str)] = &[
    ("go", "Go"),
    ("rs", "Rust"),
    ("java", "Java"),
    ("kt", "Kotlin"),
    ("cs", "C#"),
    ("rb", "Ruby"),
    ("php", "PHP"),
    ("swift", "Swift"),
];

/// Paths kept per extension in [`Skipped`].
const NOTED_PATHS: usize = 20;

impl Skipped {
    fn note(&mut self, ext: &str, path: String) {
        let (n, paths) = self.by_extension.entry(ext.to_string()).or_default();
        *n += 1;
        paths.push(path);
    }

    /// Keeps the first [`NOTED_PATHS`] paths of each extension, sorted.
    fn settle(&mut self) {
        for (_, paths) in self.by_extension.values_mut() {
            paths.sort();
            paths.truncate(NOTED_PATHS);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.by_extension.is_empty()
    }

    /// Per extension: how many files, an example, and whether the examples
    /// read look like tool definitions (a JSON object with a `name` and an
    /// `inputSchema` or `description`, or a `tools` list). Reads at most a
    /// few kilobytes of a few files of each extension.
    pub fn survey(&self, root: &Path) -> Vec<SkippedKind> {
        self.by_extension
            .iter()
            .map(|(ext, (count, paths))| SkippedKind {
                extension: ext.clone(),
                count: *count,
                example: paths.first().cloned().unwrap_or_default(),
                // source code is no tool list: for it, whether one of the
                // files kept mentions MCP at all
                tool_like: if UNREAD_SOURCES.iter().any(|(e, _)| e == ext) {
                    paths.iter().any(|p| mentions_mcp(&root.join(p)))
                } else {
                    paths
                        .iter()
                        .take(5)
                        .any(|p| looks_like_tools(&root.join(p)))
                },
            })
            .collect()
    }
}

/// Whether the first 64 KiB of a file mention MCP (`mcp`, any case).
fn mentions_mcp(path: &Path) -> bool {
    head(path, 64 * 1024).is_some_and(|h| h.windows(3).any(|w| w.eq_ignore_ascii_case(b"mcp")))
}

/// The first `limit` bytes of a file, or `None` when it cannot be read.
fn head(path: &Path, limit: u64) -> Option<Vec<u8>> {
    use std::io::Read;
    let file = std::fs::File::open(path).ok()?;
    let mut head = Vec::new();
    file.take(limit).read_to_end(&mut head).ok()?;
    Some(head)
}

/// What [`Skipped::survey`] says of one extension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedKind {
    pub extension: String,
    pub count: usize,
    pub example: String,
    pub tool_like: bool,
}

/// Whether the start of a file looks like an MCP tool, a tool list or an
/// AFD command list.
pub fn looks_like_tools(path: &Path) -> bool {
    // the configuration files of package managers and compilers are never
    // tool lists, though some have `name` and `commands`
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    if name.starts_with("package")
        || name.starts_with("tsconfig")
        || name.starts_with("jsconfig")
        || name.starts_with(".eslintrc")
        || matches!(
            name.as_str(),
            "composer.json"
                | "deno.json"
                | "deno.jsonc"
                | "turbo.json"
                | "lerna.json"
                | "renovate.json"
                | "nx.json"
        )
    {
        return false;
    }
    let Some(head) = head(path, 8192) else {
        return false;
    };
    let text = String::from_utf8_lossy(&head);
    let t = text.trim_start_matches('\u{feff}').trim_start();
    // a tool list, an AFD command list, or one tool (a name and an input
    // schema); a name and a description alone is any package.json
    t.starts_with(['{', '['])
        && (t.contains("\"tools\"")
            || t.contains("\"commands\"") && t.contains("\"name\"")
            || t.contains("\"name\"")
                && (t.contains("\"inputSchema\"") || t.contains("\"input_schema\"")))
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscoverError(pub String);

impl fmt::Display for DiscoverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DiscoverError {}

/// The globs in force for the files of a directory: those of the nearest
/// configuration file at or above it.
#[derive(Debug)]
pub struct Policy {
    /// Tells policies apart: candidates carry the id of theirs.
    pub id: usize,
    /// The directory of the configuration file (globs also match paths
    /// relative to it), or `None` for the root's.
    pub base: Option<PathBuf>,
    pub include: GlobSet,
    pub exclude: GlobSet,
    /// `[[surface]]` groups: a name and the globs of its files.
    pub groups: Vec<(String, GlobSet)>,
    /// Source files are read (`[source] enabled`).
    pub source: bool,
}

impl Policy {
    pub fn new(
        id: usize,
        base: Option<PathBuf>,
        include: &[String],
        exclude: &[String],
    ) -> Result<Policy, DiscoverError> {
        Ok(Policy {
            id,
            base,
            include: glob_set(include)?,
            exclude: glob_set(exclude)?,
            groups: Vec::new(),
            source: true,
        })
    }

    /// Whether source files are read.
    pub fn with_source(mut self, source: bool) -> Policy {
        self.source = source;
        self
    }

    /// Adds the `[[surface]]` groups (name, globs) of the configuration.
    pub fn with_groups<'g>(
        mut self,
        groups: impl IntoIterator<Item = (&'g str, &'g [String])>,
    ) -> Result<Policy, DiscoverError> {
        for (name, globs) in groups {
            self.groups.push((name.to_string(), glob_set(globs)?));
        }
        Ok(self)
    }

    /// The `[[surface]]` group a file belongs to: the first whose globs
    /// match it.
    pub fn group_of(&self, rel: &str, fs_path: &Path) -> Option<&str> {
        self.groups
            .iter()
            .find(|(_, set)| self.matches(set, rel, fs_path))
            .map(|(name, _)| name.as_str())
    }

    /// Whether `set` matches the root-relative path `rel`, or the path of
    /// `fs_path` relative to the configuration file's directory.
    fn matches(&self, set: &GlobSet, rel: &str, fs_path: &Path) -> bool {
        if set.is_match(rel) {
            return true;
        }
        match &self.base {
            Some(base) => fs_path
                .strip_prefix(base)
                .is_ok_and(|r| set.is_match(to_slash(r))),
            None => false,
        }
    }
}

/// Which [`Policy`] governs the files of a directory.
pub type PolicyFor<'a> = dyn Fn(&Path) -> std::sync::Arc<Policy> + Sync + 'a;

/// Options of one walk.
pub struct WalkOptions<'a> {
    pub root: &'a Path,
    pub policy: &'a PolicyFor<'a>,
    /// Read explicitly named paths that resolve outside the repository
    /// (refused otherwise).
    pub allow_outside_root: bool,
}

/// The repository a run checks: the nearest directory at or above the
/// (canonical) root that holds `.git`, else the root itself.
pub fn repository_root(canon_root: &Path) -> PathBuf {
    canon_root
        .ancestors()
        .find(|d| d.join(".git").exists())
        .unwrap_or(canon_root)
        .to_path_buf()
}

/// Refuses a path named on the command line that resolves (symbolic links
/// followed) outside the repository: a link in a pull request to
/// `/proc/self/environ` or to a file in the runner's home must not be read
/// and quoted in a report.
fn check_inside(arg: &Path, full: &Path, repo: &Path) -> Result<(), DiscoverError> {
    let resolved = std::fs::canonicalize(full).map_err(|e| {
        DiscoverError(format!(
            "path `{}` cannot be resolved: {e}",
            crate::escape::line(&arg.display().to_string())
        ))
    })?;
    if resolved.starts_with(repo) {
        return Ok(());
    }
    let via = if normalize(full) == resolved {
        String::new()
    } else {
        format!(
            " (it resolves to `{}`)",
            crate::escape::line(&resolved.display().to_string())
        )
    };
    Err(DiscoverError(format!(
        "path `{}` is outside the repository `{}`{via}; afd-surface reads only files inside the repository it checks. Run it from a directory that contains the file, or pass --allow-outside-root to read it anyway",
        crate::escape::line(&arg.display().to_string()),
        crate::escape::line(&repo.display().to_string()),
    )))
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

/// Whether a source file is not the repository's own tool definitions: it
/// lies in a folder of installed, built or vendored code, or it is a test
/// (tests define throwaway commands to exercise a framework).
pub fn is_skipped_source(rel: &str) -> bool {
    let mut parts = rel.split('/').rev();
    let name = parts.next().unwrap_or("");
    let test_file = name.contains(".test.")
        || name.contains(".spec.")
        || (name.ends_with(".py")
            && (name.starts_with("test_") || name.ends_with("_test.py") || name == "conftest.py"));
    test_file
        || parts.any(|c| {
            matches!(
                c,
                "node_modules"
                    | "dist"
                    | "build"
                    | ".venv"
                    | "venv"
                    | "site-packages"
                    | "__pycache__"
                    | "vendor"
                    | "third_party"
                    | ".next"
                    | "coverage"
                    | "__tests__"
                    | "__mocks__"
                    | "test"
                    | "tests"
            )
        })
}

fn is_skipped_dir(name: &str) -> bool {
    name == ".git" || name == "node_modules"
}

/// Walks `paths` (relative to the root or absolute).
pub fn discover(paths: &[PathBuf], opts: &WalkOptions<'_>) -> Result<Discovered, DiscoverError> {
    let canon_root = std::fs::canonicalize(opts.root).unwrap_or_else(|_| opts.root.to_path_buf());
    let repo = repository_root(&canon_root);

    let mut manifests: BTreeMap<String, Candidate> = BTreeMap::new();
    let mut skills: BTreeMap<String, Candidate> = BTreeMap::new();
    let mut unreadable = Vec::new();
    let mut skipped = Skipped::default();
    let mut notes = Vec::new();

    for arg in paths {
        let full = normalize(&opts.root.join(arg));
        let meta = std::fs::symlink_metadata(&full).map_err(|e| {
            DiscoverError(format!(
                "path `{}` does not exist or cannot be read: {e}",
                arg.display()
            ))
        })?;
        if !opts.allow_outside_root {
            check_inside(arg, &full, &repo)?;
        }
        let is_skill_file = full.file_name().and_then(|n| n.to_str()) == Some(SKILL_FILE);
        // A directory (or a symlink to one, named explicitly) is walked.
        if !is_skill_file && (meta.is_dir() || full.is_dir()) {
            walk_dir(
                &full,
                opts.root,
                &canon_root,
                opts.policy,
                &mut manifests,
                &mut skills,
                &mut unreadable,
                &mut skipped,
                &mut notes,
            );
            continue;
        }
        // A file named on the command line is always read.
        let display = display_path(opts.root, &full);
        let policy = (opts.policy)(full.parent().unwrap_or(Path::new("/")));
        if is_skill_file {
            let mut c = skill_candidate(&full, &display, opts.root, &canon_root);
            c.explicit = true;
            c.policy = policy.id;
            skills.insert(folder_key(&c), c);
        } else {
            let group = policy.group_of(&display, &full).map(str::to_string);
            let name = full.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let source = group.is_none()
                && policy.source
                && crate::input::source::is_source_name(name)
                && !policy.matches(&policy.include, &display, &full);
            let mut c = Candidate::manifest(full, display.clone(), true);
            if source {
                c.kind = FileKind::Source;
            }
            c.policy = policy.id;
            c.group = group;
            manifests.insert(display, c);
        }
    }

    if !unreadable.is_empty() {
        // Fail closed: a path the run could not read may hold an input.
        const SHOWN: usize = 20;
        let mut msg = format!(
            "{} path{} could not be read, so the run cannot say the tree is clean:",
            unreadable.len(),
            if unreadable.len() == 1 { "" } else { "s" }
        );
        for u in unreadable.iter().take(SHOWN) {
            msg.push_str("\n  ");
            msg.push_str(u);
        }
        if unreadable.len() > SHOWN {
            msg.push_str(&format!("\n  … and {} more", unreadable.len() - SHOWN));
        }
        msg.push_str("\nmake them readable, or leave them out with `--exclude 'GLOB'` (or `exclude` in the config)");
        return Err(DiscoverError(msg));
    }
    skipped.settle();
    Ok(Discovered {
        files: manifests
            .into_values()
            .chain(skills.into_values())
            .collect(),
        warnings: notes,
        skipped,
    })
}

/// What one walked entry turned out to be.
enum Found {
    Manifest(Candidate),
    Skill(Candidate),
    /// A path the walk could not read (the run fails closed on it), with
    /// the report path when the error names one.
    Unreadable(Option<String>, String),
    /// A file the manifest globs do not match that may hold tool
    /// definitions (for the hint when a walk finds nothing): its extension
    /// and report path.
    Other(String, String),
}

/// The fixed inputs of one walk.
struct Walk<'a> {
    dir: &'a Path,
    root: &'a Path,
    /// `normalize(root)`, computed once.
    norm_root: PathBuf,
    canon_root: &'a Path,
    policy: &'a PolicyFor<'a>,
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
            Err(err) => {
                let path = error_path(&err);
                // a path the configuration excludes may be unreadable
                if let Some(p) = path {
                    let display = self.display(p);
                    let policy = (self.policy)(p.parent().unwrap_or(self.dir));
                    let inside = format!("{display}/_");
                    if policy.matches(&policy.exclude, &display, p)
                        || policy.matches(&policy.exclude, &inside, &p.join("_"))
                    {
                        return None;
                    }
                }
                let reason = error_reason(&err);
                return Some(Found::Unreadable(path.map(|p| self.display(p)), reason));
            }
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
        let file_type = entry.file_type()?;
        if file_type.is_dir() && entry.file_name() != SKILL_FILE {
            return None;
        }
        let policy = (self.policy)(path.parent().unwrap_or(self.dir));
        if policy.matches(&policy.exclude, &rel_for_globs, path) {
            return None;
        }
        let name = entry.file_name().to_string_lossy();
        if name == SKILL_FILE {
            let mut c = skill_candidate(path, &display, self.root, self.canon_root);
            c.policy = policy.id;
            return Some(Found::Skill(c));
        }
        let group = policy.group_of(&rel_for_globs, path).map(str::to_string);
        let kind = if group.is_some() || policy.matches(&policy.include, &rel_for_globs, path) {
            FileKind::Manifest
        } else if policy.source
            && crate::input::source::is_source_name(&name)
            && !is_skipped_source(&rel_for_globs)
        {
            FileKind::Source
        } else {
            let ext = name
                .rsplit_once('.')
                .map(|(_, ext)| ext.to_ascii_lowercase())
                .filter(|ext| NOTED_EXTENSIONS.contains(&ext.as_str()))?;
            return file_type.is_file().then_some(Found::Other(ext, display));
        };
        if file_type.is_symlink() {
            match resolve_inside(path, self.canon_root) {
                Some(target) if target.is_file() => {}
                _ => return None, // outside the root, dangling or not a file
            }
        } else if !file_type.is_file() {
            return None; // FIFOs, sockets, devices named like manifests
        }
        let mut c = Candidate::manifest(path.to_path_buf(), display, false);
        c.kind = kind;
        c.policy = policy.id;
        c.group = group;
        Some(Found::Manifest(c))
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
    policy: &PolicyFor<'_>,
    manifests: &mut BTreeMap<String, Candidate>,
    skills: &mut BTreeMap<String, Candidate>,
    unreadable: &mut Vec<String>,
    skipped: &mut Skipped,
    notes: &mut Vec<String>,
) {
    let walk = Walk {
        dir,
        root,
        norm_root: normalize(root),
        canon_root,
        policy,
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
                if let Some(old) = manifests.get(&c.display)
                    && old.fs_path != c.fs_path
                {
                    new_warnings.push(collision(&c.display));
                }
                manifests.insert(c.display.clone(), c);
            }
            Found::Skill(c) => {
                inputs += 1;
                let key = folder_key(&c);
                if let Some(old) = skills.get(&key)
                    && old.fs_path != c.fs_path
                {
                    new_warnings.push(collision(&c.display));
                }
                skills.insert(key, c);
            }
            Found::Unreadable(path, reason) => new_warnings.push(match path {
                Some(p) => format!("`{}`: {reason}", crate::escape::line(&shorten(&p))),
                None => crate::escape::line(&reason),
            }),
            Found::Other(ext, path) => {
                if ext == "json" {
                    other_json += 1;
                }
                skipped.note(&ext, path);
            }
        }
    }
    if inputs == 0 && other_json > 0 {
        skipped.dir_hints.push(format!(
            "`{}` holds no manifest or skill, but {other_json} `.json` file{} the manifest globs do not match; name the files, or pass `--include '**/*.json'` if they are tool lists",
            walk.display(dir),
            if other_json == 1 { "" } else { "s" }
        ));
    }
    new_warnings.sort();
    new_warnings.dedup();
    unreadable.extend(new_warnings);
    if let Some(tracked) = git_tracked(dir) {
        add_tracked(&walk, &tracked, manifests, skills, notes);
    }
}

/// The files git tracks under `dir` (relative to it), or `None` when `dir`
/// is not in a git work tree or git cannot be run. Only `git` itself is
/// started, never a program the repository names.
fn git_tracked(dir: &Path) -> Option<Vec<PathBuf>> {
    // (without --full-name, git prints the paths relative to `dir`)
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["ls-files", "-z", "--cached", "--", "."])
        .env("GIT_OPTIONAL_LOCKS", "0")
        .stderr(std::process::Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())?;
    Some(
        out.stdout
            .split(|b| *b == 0)
            .filter(|p| !p.is_empty())
            .map(path_from_bytes)
            .collect(),
    )
}

/// A path from the bytes git prints.
#[cfg(unix)]
fn path_from_bytes(b: &[u8]) -> PathBuf {
    use std::os::unix::ffi::OsStrExt as _;
    PathBuf::from(std::ffi::OsStr::from_bytes(b))
}

/// A path from the bytes git prints (UTF-8 on Windows).
#[cfg(not(unix))]
fn path_from_bytes(b: &[u8]) -> PathBuf {
    PathBuf::from(String::from_utf8_lossy(b).into_owned())
}

/// Ignore files never hide a file git tracks: every tracked input the walk
/// did not find (and the configuration does not exclude) is added, and
/// `notes` says which rule would have hidden how many. Tracked inputs in
/// `node_modules/` stay skipped, and are counted.
fn add_tracked(
    walk: &Walk<'_>,
    tracked: &[PathBuf],
    manifests: &mut BTreeMap<String, Candidate>,
    skills: &mut BTreeMap<String, Candidate>,
    notes: &mut Vec<String>,
) {
    let mut revealed: Vec<String> = Vec::new();
    let mut in_skipped_dirs: Vec<String> = Vec::new();
    let mut excluded: Vec<String> = Vec::new();
    for rel in tracked {
        // the walk's own spelling of the path (`dir` joined with the rest)
        let path = walk.dir.join(rel);
        let display = walk.display(&path);
        let rel_for_globs = if display.starts_with('/') {
            to_slash(rel)
        } else {
            display.clone()
        };
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let policy = (walk.policy)(path.parent().unwrap_or(walk.dir));
        let is_skill = name == SKILL_FILE;
        let group = policy.group_of(&rel_for_globs, &path).map(str::to_string);
        if !is_skill && group.is_none() && !policy.matches(&policy.include, &rel_for_globs, &path) {
            continue;
        }
        if policy.matches(&policy.exclude, &rel_for_globs, &path) {
            excluded.push(display);
            continue;
        }
        let known = if is_skill {
            let dir = path.parent().unwrap_or(walk.dir);
            skills.contains_key(&display_path(walk.root, dir))
        } else {
            manifests.contains_key(&display)
        };
        if known {
            continue;
        }
        if rel
            .components()
            .any(|c| c.as_os_str().to_str().is_some_and(is_skipped_dir))
        {
            in_skipped_dirs.push(display);
            continue;
        }
        let regular = match std::fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_symlink() => {
                resolve_inside(&path, walk.canon_root).is_some_and(|t| t.is_file())
            }
            Ok(m) => m.is_file(),
            Err(_) => false, // deleted in the work tree
        };
        if !regular && !is_skill {
            continue;
        }
        if is_skill {
            let mut c = skill_candidate(&path, &display, walk.root, walk.canon_root);
            c.policy = policy.id;
            skills.insert(folder_key(&c), c);
        } else {
            let mut c = Candidate::manifest(path.clone(), display.clone(), false);
            c.policy = policy.id;
            c.group = group;
            manifests.insert(display.clone(), c);
        }
        revealed.push(display);
    }
    let list = |paths: &[String]| {
        let mut shown: Vec<String> = paths
            .iter()
            .take(5)
            .map(|p| format!("`{}`", crate::escape::line(p)))
            .collect();
        if paths.len() > 5 {
            shown.push(format!("and {} more", paths.len() - 5));
        }
        shown.join(", ")
    };
    if !revealed.is_empty() {
        revealed.sort();
        notes.push(format!(
            "{} file{} that git tracks {} hidden by `.gitignore` or `.ignore` rules and {} checked anyway (ignore files never hide tracked inputs): {}",
            revealed.len(),
            if revealed.len() == 1 { "" } else { "s" },
            if revealed.len() == 1 { "was" } else { "were" },
            if revealed.len() == 1 { "is" } else { "are" },
            list(&revealed)
        ));
    }
    if !excluded.is_empty() {
        excluded.sort();
        notes.push(format!(
            "{} tracked input{} excluded by `exclude` globs (`--exclude` or the configuration): {}",
            excluded.len(),
            if excluded.len() == 1 { " is" } else { "s are" },
            list(&excluded)
        ));
    }
    if !in_skipped_dirs.is_empty() {
        in_skipped_dirs.sort();
        notes.push(format!(
            "{} tracked input{} under `node_modules/` {} not checked (dependencies are not this repository's surface; name a file to check it): {}",
            in_skipped_dirs.len(),
            if in_skipped_dirs.len() == 1 { "" } else { "s" },
            if in_skipped_dirs.len() == 1 { "is" } else { "are" },
            list(&in_skipped_dirs)
        ));
    }
}

/// A path of at most about 200 characters for a message: the start and the
/// end of a longer one.
fn shorten(path: &str) -> String {
    let n = path.chars().count();
    if n <= 200 {
        return path.to_string();
    }
    let head: String = path.chars().take(100).collect();
    let tail: String = path.chars().skip(n - 99).collect();
    format!("{head}…{tail}")
}

/// What a report path shared by two files says.
fn collision(display: &str) -> String {
    format!(
        "`{}`: two files have this report path (their names differ only in bytes that are not valid UTF-8), so one of them would go unchecked; rename them",
        crate::escape::line(display)
    )
}

/// The path an error of the walk names, if any.
fn error_path(err: &ignore::Error) -> Option<&Path> {
    match err {
        ignore::Error::WithPath { path, .. } => Some(path),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            error_path(err)
        }
        ignore::Error::Loop { child, .. } => Some(child),
        _ => None,
    }
}

/// What an error of the walk says, without the path (shown apart).
fn error_reason(err: &ignore::Error) -> String {
    match err {
        ignore::Error::WithPath { err, .. } | ignore::Error::WithDepth { err, .. } => {
            error_reason(err)
        }
        other => other.to_string(),
    }
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
        policy: 0,
        group: None,
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
