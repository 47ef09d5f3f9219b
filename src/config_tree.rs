//! Which configuration file governs which files (ruff's rule): the nearest
//! `afd-surface.toml`, `.afd-surface.toml` or `.github/afd-surface.toml`
//! at or above a file's directory, looking no higher than the repository
//! root (the nearest directory holding `.git`), or than the run's root
//! outside a repository. A monorepo with one configuration per project
//! checks each project with its own; `--config` and `--no-config` choose
//! one configuration for everything.
//!
//! Every configuration found is loaded once; its globs become a
//! [`Policy`] for the walk, its settings the settings of the files it
//! governs.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::config::{self, CONFIG_FILE_NAMES, CliOverrides, ConfigError, ConfigSource, Settings};
use crate::discover::{Policy, display_path, normalize};
use crate::meta::RuleMeta;

/// One configuration: where it is and what it says.
#[derive(Debug)]
pub struct Governing {
    /// Its file, `None` for the defaults (no file, or `--no-config`).
    pub path: Option<PathBuf>,
    /// Its report path, for messages.
    pub display: String,
    pub settings: Settings,
    pub policy: Arc<Policy>,
}

/// The configurations of one run, found as the walk needs them.
pub struct ConfigTree {
    root: PathBuf,
    cli: CliOverrides,
    rules: Vec<&'static RuleMeta>,
    /// `--config` or `--no-config`: this one governs everything.
    fixed: bool,
    entries: Mutex<Vec<Arc<Governing>>>,
    /// Directory → index into `entries`.
    by_dir: Mutex<HashMap<PathBuf, usize>>,
    /// Config file → index into `entries`.
    by_file: Mutex<HashMap<PathBuf, usize>>,
    errors: Mutex<Vec<ConfigError>>,
    /// Config files passed over because another name comes first in the
    /// same directory.
    shadowed: Mutex<Vec<(PathBuf, PathBuf)>>,
}

impl ConfigTree {
    /// The configurations of a run rooted at `root`; the root's own is
    /// loaded at once (its errors are returned).
    pub fn new(
        root: &Path,
        source: &ConfigSource,
        cli: &CliOverrides,
        rules: Vec<&'static RuleMeta>,
    ) -> Result<ConfigTree, ConfigError> {
        let tree = ConfigTree {
            root: normalize(root),
            cli: cli.clone(),
            rules,
            fixed: !matches!(source, ConfigSource::Discover),
            entries: Mutex::new(Vec::new()),
            by_dir: Mutex::new(HashMap::new()),
            by_file: Mutex::new(HashMap::new()),
            errors: Mutex::new(Vec::new()),
            shadowed: Mutex::new(Vec::new()),
        };
        let first = match source {
            ConfigSource::Path(p) => {
                if !p.is_file() {
                    return Err(ConfigError::plain(format!(
                        "config file `{}` does not exist or is not a file",
                        crate::escape::line(&p.display().to_string())
                    )));
                }
                Some(p.clone())
            }
            ConfigSource::None => None,
            ConfigSource::Discover => tree.nearest_file(&tree.root),
        };
        tree.load(first)?;
        Ok(tree)
    }

    /// The configuration that governs the run's root (fail level, baseline).
    pub fn root(&self) -> Arc<Governing> {
        self.entry(0)
    }

    fn entry(&self, i: usize) -> Arc<Governing> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        match entries.get(i).or(entries.first()) {
            Some(g) => g.clone(),
            // `new` always loads entry 0
            None => Arc::new(Governing {
                path: None,
                display: String::new(),
                settings: Settings::default(),
                policy: Arc::new(Policy {
                    id: 0,
                    base: None,
                    include: globset::GlobSet::empty(),
                    exclude: globset::GlobSet::empty(),
                    groups: Vec::new(),
                    source: true,
                }),
            }),
        }
    }

    /// Every configuration loaded, by policy id.
    pub fn all(&self) -> Vec<Arc<Governing>> {
        self.entries
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The first error met loading a configuration the walk needed.
    pub fn error(&self) -> Option<ConfigError> {
        let mut errors = self.errors.lock().unwrap_or_else(|e| e.into_inner());
        errors.sort_by_key(|e| e.to_string());
        errors.first().cloned()
    }

    /// Config files passed over because another comes first in their
    /// directory: (ignored, used).
    pub fn shadowed(&self) -> Vec<(PathBuf, PathBuf)> {
        let mut v = self
            .shadowed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        v.sort();
        v.dedup();
        v
    }

    /// The policy of the files of `dir`.
    pub fn policy_for(&self, dir: &Path) -> Arc<Policy> {
        self.governing(dir).policy.clone()
    }

    /// The configuration that governs the files of `dir`.
    pub fn governing(&self, dir: &Path) -> Arc<Governing> {
        if self.fixed {
            return self.root();
        }
        let dir = normalize(dir);
        if let Some(i) = self
            .by_dir
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&dir)
        {
            return self.entry(*i);
        }
        let i = match self.nearest_file(&dir) {
            None => 0,
            Some(file) => match self.load(Some(file)) {
                Ok(i) => i,
                Err(e) => {
                    self.errors
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(e);
                    0
                }
            },
        };
        self.by_dir
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(dir, i);
        self.entry(i)
    }

    /// The nearest config file at or above `dir`, up to the repository
    /// root (or the run's root outside a repository).
    fn nearest_file(&self, dir: &Path) -> Option<PathBuf> {
        let stop = stop_dir(dir, &self.root);
        let mut d = Some(dir);
        while let Some(cur) = d {
            // the files of `.github/` belong to the project around it
            if cur.file_name().is_some_and(|n| n == ".github") && cur != stop {
                d = cur.parent();
                continue;
            }
            let found: Vec<PathBuf> = CONFIG_FILE_NAMES
                .iter()
                .map(|n| cur.join(n))
                .filter(|p| p.is_file())
                .collect();
            if let Some(first) = found.first() {
                let mut shadowed = self.shadowed.lock().unwrap_or_else(|e| e.into_inner());
                for other in found.iter().skip(1) {
                    shadowed.push((other.clone(), first.clone()));
                }
                return Some(first.clone());
            }
            if cur == stop {
                break;
            }
            d = cur.parent();
        }
        None
    }

    /// Loads a config file (or the defaults for `None`) once; its index.
    fn load(&self, file: Option<PathBuf>) -> Result<usize, ConfigError> {
        if let Some(f) = &file
            && let Some(i) = self
                .by_file
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get(f)
        {
            return Ok(*i);
        }
        let display = file
            .as_deref()
            .map(|p| display_path(&self.root, p))
            .unwrap_or_default();
        let settings = config::load(file.as_deref(), &display, &self.cli, &self.rules)?;
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let id = entries.len();
        // globs of a nested configuration also match paths relative to
        // its project: the directory holding it (`.github/` is the
        // project's too)
        let base = file
            .as_deref()
            .and_then(config_dir)
            .filter(|d| *d != self.root);
        let policy = Policy::new(id, base, &settings.include, &settings.exclude)
            .map(|p| p.with_source(settings.source.enabled))
            .and_then(|p| {
                p.with_groups(
                    settings
                        .surface_groups
                        .iter()
                        .map(|g| (g.name.as_str(), g.paths.as_slice())),
                )
            })
            .map_err(|e| ConfigError::plain(format!("{display}: {}", e.0)))?;
        entries.push(Arc::new(Governing {
            path: file.clone(),
            display,
            settings,
            policy: Arc::new(policy),
        }));
        if let Some(f) = file {
            self.by_file
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(f, id);
        }
        Ok(id)
    }
}

/// The project directory of a config file: its directory, or the parent of
/// `.github/`.
fn config_dir(file: &Path) -> Option<PathBuf> {
    let dir = file.parent()?;
    if dir.file_name().is_some_and(|n| n == ".github") {
        dir.parent().map(Path::to_path_buf)
    } else {
        Some(dir.to_path_buf())
    }
}

/// How far up a config file is looked for from `dir`: the repository root
/// (the nearest directory with `.git`), else the run's root when `dir` is
/// under it, else `dir` itself.
fn stop_dir(dir: &Path, root: &Path) -> PathBuf {
    let mut d = Some(dir);
    while let Some(cur) = d {
        if cur.join(".git").exists() {
            return cur.to_path_buf();
        }
        d = cur.parent();
    }
    if dir.starts_with(root) {
        root.to_path_buf()
    } else {
        dir.to_path_buf()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_config_governs_its_subtree() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::create_dir_all(root.join("a/deep")).unwrap();
        std::fs::create_dir_all(root.join("b/.github")).unwrap();
        std::fs::write(root.join("afd-surface.toml"), "fail-on = \"warning\"\n").unwrap();
        std::fs::write(root.join("a/afd-surface.toml"), "profile = \"mcp\"\n").unwrap();
        std::fs::write(
            root.join("b/.github/afd-surface.toml"),
            "profile = \"afd\"\n",
        )
        .unwrap();
        let rules: Vec<_> = crate::rules::all_meta().collect();
        let tree = ConfigTree::new(
            root,
            &ConfigSource::Discover,
            &CliOverrides::default(),
            rules,
        )
        .unwrap();
        let display = |d: &str| tree.governing(&root.join(d)).display.clone();
        assert_eq!(display("."), "afd-surface.toml");
        assert_eq!(display("a/deep"), "a/afd-surface.toml");
        assert_eq!(display("b"), "b/.github/afd-surface.toml");
        assert_eq!(display("c"), "afd-surface.toml");
        assert!(tree.error().is_none());
        // `--no-config` governs everything with the defaults
        let none = ConfigTree::new(
            root,
            &ConfigSource::None,
            &CliOverrides::default(),
            Vec::new(),
        )
        .unwrap();
        assert!(none.governing(&root.join("a")).path.is_none());
    }
}
