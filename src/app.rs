//! The `check` pipeline: configure → discover → load → lint → severity
//! overrides and suppressions → baseline → report → write.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::baseline::{self, BaselineError};
use crate::config::{self, CliOverrides, ConfigError, ConfigSource, Settings};
use crate::config_tree::ConfigTree;
use crate::discover::{self, Candidate, DiscoverError, WalkOptions};
use crate::fsutil::{self, write_output};
use crate::model::Workspace;
use crate::output::{self, Format, RenderOptions};
use crate::pipeline::{self, Laps};
use crate::report::{self, Report};
use crate::source::SourceMap;

/// What `afd-surface check` was asked to do.
#[derive(Clone, Debug)]
pub struct CheckRequest {
    pub paths: Vec<PathBuf>,
    /// The root: report paths, config discovery and the default baseline
    /// are relative to it (the working directory).
    pub root: PathBuf,
    pub config: ConfigSource,
    pub overrides: CliOverrides,
    pub baseline: Option<PathBuf>,
    pub write_baseline: bool,
    /// Read explicitly named paths that resolve outside the repository.
    pub allow_outside_root: bool,
    /// The lock file to compare with.
    pub lock: LockSource,
    pub format: Format,
    pub outputs: Vec<(Format, PathBuf)>,
    pub sarif_category: Option<String>,
    pub timings: bool,
    /// Counts per rule and severity on standard output instead of the
    /// findings (`--statistics`).
    pub statistics: bool,
    pub render: RenderOptions,
    /// The caller exits as soon as `check` returns (the binary): what the
    /// run built is then left to the operating system instead of being
    /// freed piece by piece.
    pub exit_after: bool,
}

/// Which `.afd-surface.lock` a run compares with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum LockSource {
    /// `.afd-surface.lock` at the root, when it exists.
    #[default]
    Default,
    /// `--lock PATH` (it must exist).
    Path(PathBuf),
    /// `--no-lock`.
    None,
}

/// A run that could not complete (exit code 2).
#[derive(Debug)]
pub enum AppError {
    Config(ConfigError),
    Discover(DiscoverError),
    Baseline(BaselineError),
    Output(String),
    /// Nothing to check: a run that read nothing never passes.
    NoInput(String),
    /// `.afd-surface.lock` cannot be read or written.
    Lock(String),
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AppError::Config(e) => write!(f, "{e}"),
            AppError::Discover(e) => write!(f, "{e}"),
            AppError::Baseline(e) => write!(f, "{e}"),
            AppError::Output(e) | AppError::NoInput(e) | AppError::Lock(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for AppError {}

/// How the run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing at or above the fail level (exit 0).
    Passed,
    /// At least one finding at or above the fail level (exit 1).
    Failed,
}

struct Timer {
    on: bool,
    start: Instant,
    last: Instant,
    lines: Vec<String>,
}

impl Timer {
    fn new(on: bool) -> Timer {
        let now = Instant::now();
        Timer {
            on,
            start: now,
            last: now,
            lines: Vec::new(),
        }
    }

    fn total_ms(&self) -> f64 {
        if self.on {
            (self.start.elapsed().as_secs_f64() * 100_000.0).round() / 100.0
        } else {
            0.0
        }
    }
}

impl pipeline::Laps for Timer {
    fn detail(&mut self, what: &str, took: std::time::Duration) {
        if self.on {
            self.lines.push(format!(
                "timing:   {what:<44} {:>9.2} ms, summed over tasks",
                took.as_secs_f64() * 1000.0
            ));
        }
    }

    fn lap(&mut self, what: &str) {
        if self.on {
            let now = Instant::now();
            self.lines.push(format!(
                "timing: {what:<33} {:>9.2} ms",
                (now - self.last).as_secs_f64() * 1000.0
            ));
            self.last = now;
        }
    }
}

/// The configurations of a run: the root's at once, the others as the
/// walk finds the directories they govern.
pub fn configs(req: &CheckRequest) -> Result<ConfigTree, AppError> {
    let registry: Vec<_> = crate::rules::all_meta().collect();
    ConfigTree::new(&req.root, &req.config, &req.overrides, registry).map_err(AppError::Config)
}

/// Loads the settings of the run's root (one configuration for the run).
pub fn settings(req: &CheckRequest, _stderr: &mut dyn Write) -> Result<Settings, AppError> {
    Ok(configs(req)?.root().settings.clone())
}

/// Discovers the inputs, each tagged with the configuration that governs
/// it.
pub fn discover(
    req: &CheckRequest,
    tree: &ConfigTree,
    stderr: &mut dyn Write,
) -> Result<discover::Discovered, AppError> {
    let paths = if req.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        req.paths.clone()
    };
    let policy = |dir: &std::path::Path| tree.policy_for(dir);
    let found = discover::discover(
        &paths,
        &WalkOptions {
            root: &req.root,
            policy: &policy,
            allow_outside_root: req.allow_outside_root,
        },
    )
    .map_err(AppError::Discover)?;
    if let Some(e) = tree.error() {
        return Err(AppError::Config(e));
    }
    for (ignored, used) in tree.shadowed() {
        let _ = writeln!(
            stderr,
            "warning: `{}` is ignored: `{}` comes first (only one config file is read per directory; merge them)",
            crate::escape::line(&discover::display_path(&req.root, &ignored)),
            crate::escape::line(&discover::display_path(&req.root, &used)),
        );
    }
    let hints = if found.files.is_empty() {
        &[][..]
    } else {
        &found.skipped.dir_hints[..]
    };
    for w in found.warnings.iter().chain(hints) {
        let _ = writeln!(stderr, "warning: {}", crate::escape::line(w));
    }
    Ok(found)
}

/// What a run that found nothing to read says: where it looked, what it
/// matched on, and the files it passed over that may be tool lists, with
/// the `--include` that would read them.
fn no_input(req: &CheckRequest, settings: &Settings, skipped: &discover::Skipped) -> String {
    let paths = report_paths(req)
        .iter()
        .map(|p| format!("`{}`", crate::escape::line(p)))
        .collect::<Vec<_>>()
        .join(", ");
    let globs = settings
        .include
        .iter()
        .map(|g| format!("`{}`", crate::escape::line(g)))
        .collect::<Vec<_>>()
        .join(", ");
    let mut msg = format!(
        "no input found under {paths}: no file matches the manifest globs ({globs}), no folder holds a `SKILL.md`, and no source file defines tools (AFD `defineCommand`, the MCP TypeScript SDK's `server.tool`/`registerTool`, FastMCP's `@mcp.tool`)"
    );
    let mut unread: Vec<(usize, &str)> = Vec::new();
    for kind in skipped.survey(&req.root) {
        if let Some((_, language)) = crate::discover::UNREAD_SOURCES
            .iter()
            .find(|(e, _)| *e == kind.extension)
        {
            if kind.tool_like {
                unread.push((kind.count, language));
            }
            continue;
        }
        let (files, look, matches) = if kind.count == 1 {
            ("file", "looks", "matches")
        } else {
            ("files", "look", "match")
        };
        let example = crate::escape::line(&kind.example);
        if kind.tool_like {
            msg.push_str(&format!(
                "\n  {} `.{}` {files} {look} like tool definitions (e.g. `{example}`): pass `--include '**/*.{}'` to read them",
                kind.count, kind.extension, kind.extension
            ));
        } else {
            msg.push_str(&format!(
                "\n  {} `.{}` {files} {matches} no glob (e.g. `{example}`); name {them}, or pass `--include` if they are tool lists",
                kind.count,
                kind.extension,
                them = if kind.count == 1 { "it" } else { "them" }
            ));
        }
    }
    // tools defined in a language the source adapters do not read (in
    // files that mention MCP)
    if !unread.is_empty() {
        let listed = unread
            .iter()
            .map(|(n, language)| format!("{n} {language}"))
            .collect::<Vec<_>>()
            .join(", ");
        msg.push_str(&format!(
            "\n  source files whose tool definitions are not read ({listed}): run the server and check what it lists, `afd-surface capture --out server.tools.json -- <the command that starts it>`"
        ));
    }
    // a repository that configures MCP servers but commits no tool list
    for config in crate::init::CLIENT_CONFIGS {
        let path = req.root.join(config);
        let configures = crate::fsutil::read_regular(&path, 1024 * 1024)
            .ok()
            .and_then(|b| String::from_utf8(b).ok())
            .and_then(|text| crate::capture::clients::read(&path, &text).ok())
            .is_some_and(|servers| !servers.is_empty());
        if configures {
            msg.push_str(&format!(
                "\n  `{config}` configures MCP servers: capture their tools with `afd-surface capture --config {config} --out-dir tools/servers`, then check `tools/servers`"
            ));
            break;
        }
    }
    msg.push_str("\n  not searched: `.git/`, `node_modules/`, and what `.gitignore` and `.ignore` files exclude");
    msg
}

/// The baseline path in force: `--baseline`, else the config's, else the
/// default, relative to the root.
fn baseline_path(req: &CheckRequest, settings: &Settings) -> (PathBuf, bool) {
    match (&req.baseline, &settings.baseline) {
        (Some(p), _) => (req.root.join(p), true),
        (None, Some(p)) => (req.root.join(p), true),
        (None, None) => (req.root.join(config::DEFAULT_BASELINE), false),
    }
}

/// The PATHS of the run as report paths (`.` when none were given).
fn report_paths(req: &CheckRequest) -> Vec<String> {
    if req.paths.is_empty() {
        return vec![".".to_string()];
    }
    req.paths
        .iter()
        .map(|p| discover::display_path(&req.root, p))
        .collect()
}

/// `.afd-surface.lock` at the root, when it exists.
fn read_lock(
    req: &CheckRequest,
    settings: &Settings,
) -> Result<Option<crate::lock::Lock>, AppError> {
    let limit = settings.limits.max_file_size;
    match &req.lock {
        LockSource::None => Ok(None),
        LockSource::Default => {
            let path = req.root.join(crate::lock::FILE);
            crate::lock::read(&path, crate::lock::FILE, limit).map_err(AppError::Lock)
        }
        LockSource::Path(p) => {
            let display = discover::display_path(&req.root, p);
            match crate::lock::read(p, &display, limit).map_err(AppError::Lock)? {
                Some(lock) => Ok(Some(lock)),
                None => Err(AppError::Lock(format!(
                    "{display}: the lock file does not exist (write it with `afd-surface lock`, or leave --lock out)"
                ))),
            }
        }
    }
}

/// Runs the pipeline over `files`, each group of them with the
/// configuration that governs it (one group per configuration, in the
/// order of their ids).
fn run_by_policy(
    tree: &ConfigTree,
    files: Vec<Candidate>,
    check: &pipeline::Check<'_>,
    laps: &mut dyn pipeline::Laps,
) -> pipeline::Run {
    let governing = tree.all();
    let mut by_policy: std::collections::BTreeMap<usize, Vec<Candidate>> =
        std::collections::BTreeMap::new();
    for f in files {
        by_policy.entry(f.policy).or_default().push(f);
    }
    let groups: Vec<pipeline::Group<'_>> = by_policy
        .iter()
        .map(|(id, files)| pipeline::Group {
            settings: governing.get(*id).map_or(check.settings, |g| &g.settings),
            files,
        })
        .collect();
    pipeline::run_groups(&groups, check, laps)
}

/// `afd-surface lock`: pins the MCP tool definitions the run reads in
/// `.afd-surface.lock` at the root; the servers and tools pinned.
pub fn lock(req: &CheckRequest, stderr: &mut dyn Write) -> Result<(usize, usize), AppError> {
    let tree = configs(req)?;
    let found = discover(req, &tree, stderr)?;
    let settings = &tree.root().settings;
    let check = pipeline::Check {
        settings,
        root: &req.root,
        paths: report_paths(req),
        baseline: None,
        baseline_path: None,
        sarif_category: None,
        lock: None,
        snippets: false,
    };
    let run = run_by_policy(&tree, found.files, &check, &mut Timer::new(false));
    let lock = crate::lock::build(&run.workspaces, &run.sources);
    let servers = lock.servers.len();
    let tools = lock.servers.values().map(|t| t.len()).sum();
    let text = crate::lock::to_text(&lock);
    let path = req.root.join(crate::lock::FILE);
    crate::fsutil::write_atomic(&path, |w| w.write_all(text.as_bytes()))
        .map_err(|e| AppError::Lock(format!("cannot write {}: {e}", crate::lock::FILE)))?;
    Ok((servers, tools))
}

/// `afd-surface export`: every surface under the paths, as read (source
/// definitions a manifest shadows included), as a JSON document.
pub fn export(req: &CheckRequest, stderr: &mut dyn Write) -> Result<serde_json::Value, AppError> {
    let tree = configs(req)?;
    let found = discover(req, &tree, stderr)?;
    let settings = &tree.root().settings;
    let (sources, ws) = pipeline::load_all(&found.files, settings);
    if ws.files.is_empty() {
        return Err(AppError::NoInput(no_input(req, settings, &found.skipped)));
    }
    Ok(crate::export::document(&ws, &sources))
}

/// What to say when source files use an MCP server SDK but no tool was
/// read from any source file: the server's tools are registered where the
/// readers cannot see them, so its own list is what to check. `None` when
/// there is nothing to say.
fn sdk_unread(run: &pipeline::Run) -> Option<String> {
    let mut files: Vec<&str> = run
        .workspaces
        .iter()
        .flat_map(|w| w.sdk_unread.iter().map(String::as_str))
        .collect();
    let read = run.workspaces.iter().any(|w| {
        w.surfaces
            .iter()
            .any(|s| w.is_source(s) && !s.commands.is_empty())
    });
    if files.is_empty() || read {
        return None;
    }
    files.sort_unstable();
    let n = files.len();
    Some(format!(
        "{n} source {} an MCP server SDK (e.g. `{}`) but no tool definition could be read from {} (tools registered through variables, classes or loops): run the server and check what it lists, `afd-surface capture --out server.tools.json -- <the command that starts it>`",
        if n == 1 { "file uses" } else { "files use" },
        crate::escape::line(files.first().copied().unwrap_or_default()),
        if n == 1 { "it" } else { "them" },
    ))
}

/// Runs `check` and writes every requested report.
pub fn check(
    req: &CheckRequest,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, AppError> {
    let mut timer = Timer::new(req.timings);
    if req.timings {
        crate::rules::injection::timing::enable();
    }
    let tree = configs(req)?;
    let root = tree.root();
    let settings = &root.settings;
    timer.lap("config");
    let found = discover(req, &tree, stderr)?;
    timer.lap("discover");

    let (bpath, named) = baseline_path(req, settings);
    let bdisplay = discover::display_path(&req.root, &bpath);
    let previous = match baseline::load(&bpath, &bdisplay, settings.limits.max_file_size) {
        Ok(previous) => previous,
        // --write-baseline replaces a file it cannot use
        Err(e) if e.replaceable && req.write_baseline => {
            let _ = writeln!(
                stderr,
                "warning: {e}; writing a new baseline from the current findings instead (the old file's `reason` notes and its entries for files this run does not check cannot be kept)"
            );
            None
        }
        Err(e) if e.replaceable => {
            let flag = req
                .baseline
                .as_ref()
                .map(|_| format!(" --baseline {}", output::shell_quote(&bdisplay)))
                .unwrap_or_default();
            return Err(AppError::Baseline(e.advice(&format!(
                "fix it, or replace it with the current findings by running `afd-surface check --write-baseline{flag}` (its `reason` notes are then lost)"
            ))));
        }
        Err(e) => return Err(AppError::Baseline(e)),
    };
    if let Some(file) = &previous {
        for (rule, n) in baseline::unknown_rules(file, |id| crate::rules::by_id(id).is_some()) {
            let _ = writeln!(
                stderr,
                "warning: {bdisplay}: {} the unknown rule `{rule}` (renamed or removed?); such entries match no finding: they are stale where this run checks their files, and --write-baseline drops them there",
                if n == 1 {
                    "1 entry names".to_string()
                } else {
                    format!("{n} entries name")
                },
            );
        }
    }
    if previous.is_none() && named && !req.write_baseline {
        let _ = writeln!(
            stderr,
            "warning: baseline file `{bdisplay}` does not exist; every finding counts as new (create it with --write-baseline)"
        );
    }
    // Nothing read never passes, unless the run judges the baseline
    // entries of files under its PATHS that are gone.
    let gone = || {
        previous.as_ref().is_some_and(|b| {
            let scope = baseline::RunScope::new(&req.root, report_paths(req), std::iter::empty());
            b.entries.iter().any(|e| scope.covers_entry(e))
        })
    };
    if found.files.is_empty() && !gone() {
        return Err(AppError::NoInput(no_input(req, settings, &found.skipped)));
    }
    let skipped = found.skipped;
    let lock = read_lock(req, settings)?;
    let notes = found.warnings;
    let files = found.files;
    let check = pipeline::Check {
        settings,
        root: &req.root,
        paths: report_paths(req),
        baseline: previous.as_ref(),
        baseline_path: Some(bdisplay.clone()),
        sarif_category: req.sarif_category.clone(),
        lock: lock.as_ref(),
        snippets: req.format == Format::Text || req.outputs.iter().any(|(f, _)| *f == Format::Text),
    };
    let mut run = run_by_policy(&tree, files, &check, &mut timer);
    // a server whose SDK calls the source readers cannot follow
    let unread = sdk_unread(&run);
    // source files that turned out to define no tools are not inputs
    if run.report.files.is_empty() && !gone() {
        let mut msg = no_input(req, settings, &skipped);
        if let Some(hint) = &unread {
            msg.push_str(&format!("\n  {hint}"));
        }
        return Err(AppError::NoInput(msg));
    }
    let mut notes = notes;
    if let Some(hint) = unread {
        let _ = writeln!(stderr, "warning: {hint}");
        notes.push(hint);
    }

    if req.write_baseline {
        let scope = run.scope(&check);
        let file = baseline::build(&run.report.findings, previous.as_ref(), &scope);
        let kept = previous.as_ref().map_or(0, |p| {
            p.entries.iter().filter(|e| !scope.covers_entry(e)).count()
        });
        drop(scope);
        let text = baseline::to_text(&file);
        if text.len() as u64 > settings.limits.max_file_size {
            // the next run reads the baseline with this limit: never write
            // a file it would refuse
            return Err(AppError::Output(format!(
                "the baseline would be {}, over the {} the next run reads (`[limits] max-file-size`); it was not written. Fix or suppress the rules with the most findings, or raise max-file-size",
                crate::meta::human_size(text.len() as u64),
                crate::meta::human_size(settings.limits.max_file_size)
            )));
        }
        if let Some(n) = run.report.findings_limit {
            let _ = writeln!(
                stderr,
                "warning: the run stopped after {n} findings ([limits] max-findings): the baseline holds only those; raise max-findings to record every finding"
            );
        }
        baseline_target(&bpath, &req.root)
            .and_then(|target| fsutil::write_atomic(&target, |w| w.write_all(text.as_bytes())))
            .map_err(|e| {
                AppError::Output(format!("cannot write the baseline `{bdisplay}`: {e}"))
            })?;
        let _ = writeln!(
            stderr,
            "wrote {} baseline entries ({} findings) to {bdisplay}{}",
            file.entries.len(),
            file.entries.iter().map(|e| e.count).sum::<u64>(),
            match kept {
                0 => String::new(),
                1 => "; kept 1 entry for a file or rule this run did not check".into(),
                n => format!("; kept {n} entries for files or rules this run did not check"),
            }
        );
        for f in run.report.findings.iter_mut().filter(|f| !f.suppressed) {
            f.baseline = report::BaselineState::Baselined;
        }
        run.report.stale_baseline.clear();
        run.report.recount();
        timer.lap("write baseline");
    }
    run.report.summary.duration_ms = timer.total_ms();
    run.report.repo_prefix = repo_prefix(&req.root);
    run.report.notes = notes;
    let report = &run.report;

    for (format, path) in &req.outputs {
        let opts = RenderOptions {
            color: false,
            ..req.render.clone()
        };
        write_output(path, stdout, |w| output::write(*format, report, &opts, w)).map_err(|e| {
            AppError::Output(format!(
                "cannot write the {format} report to `{}`: {e}",
                path.display()
            ))
        })?;
        pipeline::Laps::lap(&mut timer, &format!("write {format} (--output)"));
    }
    if req.statistics {
        output::statistics::write(report, req.format == Format::Json, stdout)
    } else {
        output::write(req.format, report, &req.render, stdout)
    }
    .map_err(|e| AppError::Output(format!("cannot write the {} report: {e}", req.format)))?;
    timer.lap(&format!("write {} (stdout)", req.format));
    for line in &timer.lines {
        let _ = writeln!(stderr, "{line}");
    }

    let outcome = if req.write_baseline || report.valid() {
        Outcome::Passed
    } else {
        Outcome::Failed
    };
    let leftovers = (run.report, run.sources, run.workspaces);
    if req.exit_after {
        std::mem::forget(leftovers);
    } else {
        drop_in_background(leftovers);
    }
    Ok(outcome)
}

/// Where `--write-baseline` writes: the baseline file, or the target of a
/// symbolic link there when that target is a regular file inside the root
/// (the baseline's name comes from the repository's config, so a link to
/// a file elsewhere is refused rather than written through).
fn baseline_target(path: &Path, root: &Path) -> std::io::Result<PathBuf> {
    match fsutil::resolve_output(path)? {
        fsutil::Target::Regular(target) => {
            let inside = match (
                std::fs::canonicalize(root),
                target.parent().map(std::fs::canonicalize),
            ) {
                (Ok(root), Some(Ok(dir))) => dir.starts_with(root),
                _ => false,
            };
            if target != path && !inside {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::PermissionDenied,
                    "it is a symbolic link to a file outside the repository; the baseline is written only inside it",
                ));
            }
            Ok(target)
        }
        _ => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "it is not a regular file (a baseline is a file in the repository)",
        )),
    }
}

/// Findings past which the report is freed on a helper thread.
const BACKGROUND_DROP_FROM: usize = 5_000;

/// Frees what a large run built on a helper thread: freeing hundreds of
/// thousands of small allocations takes about as long as writing them, and
/// the caller (the binary) only has to exit, which returns the memory at
/// once. A small run, or one where no thread can be started, frees inline.
fn drop_in_background(parts: (Report, Vec<SourceMap>, Vec<Workspace>)) {
    if parts.0.findings.len() < BACKGROUND_DROP_FROM {
        return;
    }
    // On failure the closure, and so `parts`, is dropped here.
    let _ = std::thread::Builder::new()
        .name("afd-surface-drop".into())
        .spawn(move || drop(parts));
}

/// The run's root relative to the top directory of its repository (the
/// nearest directory at or above it holding `.git`), with a trailing `/`;
/// empty at the top or outside a repository.
fn repo_prefix(root: &Path) -> String {
    let root = std::fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    let Some(top) = root.ancestors().find(|d| d.join(".git").exists()) else {
        return String::new();
    };
    match root.strip_prefix(top) {
        Ok(rel) if !rel.as_os_str().is_empty() => {
            let parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            format!("{}/", parts.join("/"))
        }
        _ => String::new(),
    }
}
