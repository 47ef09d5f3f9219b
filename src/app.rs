//! The `check` pipeline: configure → discover → load → lint → severity
//! overrides and suppressions → baseline → report → write.

use std::fmt;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use rayon::prelude::*;

use crate::baseline::{self, BaselineError};
use crate::config::{self, CliOverrides, ConfigError, ConfigSource, RuleLevel, Settings};
use crate::discover::{self, DiscoverError, WalkOptions};
use crate::finding::Finding;
use crate::fsutil::write_atomic;
use crate::input::{self, skill::LoadedSkill};
use crate::lint;
use crate::model::{Surface, SurfaceKind, Workspace};
use crate::output::{self, Format, RenderOptions};
use crate::report::{self, CheckedFile, FileKind, Report, ReportFinding, Summary, Truncation};
use crate::rules::injection;
use crate::rules::surface_too_large::SURFACE_TOO_LARGE;
use crate::source::{FileId, SourceFile, SourceMap, Span};

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
    pub format: Format,
    pub outputs: Vec<(Format, PathBuf)>,
    pub sarif_category: Option<String>,
    pub timings: bool,
    pub render: RenderOptions,
    /// The caller exits as soon as `check` returns (the binary): what the
    /// run built is then left to the operating system instead of being
    /// freed piece by piece.
    pub exit_after: bool,
}

/// A run that could not complete (exit code 2).
#[derive(Debug)]
pub enum AppError {
    Config(ConfigError),
    Discover(DiscoverError),
    Baseline(BaselineError),
    Output(String),
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AppError::Config(e) => write!(f, "{e}"),
            AppError::Discover(e) => write!(f, "{e}"),
            AppError::Baseline(e) => write!(f, "{e}"),
            AppError::Output(e) => f.write_str(e),
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

    fn lap(&mut self, what: &str) {
        if self.on {
            let now = Instant::now();
            self.lines.push(format!(
                "timing: {what:<10} {:>9.2} ms",
                (now - self.last).as_secs_f64() * 1000.0
            ));
            self.last = now;
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

/// Loads the settings a run uses.
pub fn settings(req: &CheckRequest, stderr: &mut dyn Write) -> Result<Settings, AppError> {
    let path = config::locate(&req.root, &req.config).map_err(AppError::Config)?;
    let display = path
        .as_deref()
        .map(|p| discover::display_path(&req.root, p))
        .unwrap_or_default();
    if matches!(req.config, ConfigSource::Discover) {
        for other in config::shadowed(&req.root) {
            let _ = writeln!(
                stderr,
                "warning: `{}` is ignored: `{display}` comes first (only one config file is read; merge them)",
                discover::display_path(&req.root, &other)
            );
        }
    }
    config::load(path.as_deref(), &display, &req.overrides).map_err(AppError::Config)
}

/// Everything read from disk, with the manifests already checked.
pub struct Loaded {
    pub sources: SourceMap,
    /// Files `0..manifest_count` of `sources` are manifests, the rest skills.
    pub manifest_count: usize,
    /// The skills and their surfaces (the manifests' surfaces are checked
    /// while loading and not kept).
    pub workspace: Workspace,
    /// Input findings, and the surface rules' findings on manifests, in
    /// chunks (one per manifest, then the skills'), so they are not copied
    /// into one list before resolving.
    pub findings: Vec<Vec<Finding>>,
    /// Where a surface rule stopped early on a manifest.
    pub truncations: Vec<Truncation>,
    pub command_count: usize,
}

/// Discovers and loads the inputs.
pub fn load(
    req: &CheckRequest,
    settings: &Settings,
    stderr: &mut dyn Write,
) -> Result<Loaded, AppError> {
    let paths = if req.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        req.paths.clone()
    };
    let found = discover::discover(
        &paths,
        &WalkOptions {
            root: &req.root,
            include: &settings.include,
            exclude: &settings.exclude,
        },
    )
    .map_err(AppError::Discover)?;
    for w in &found.warnings {
        let _ = writeln!(stderr, "warning: {w}");
    }

    let limits = settings.limits;
    let manifest_count = found.manifests.len();
    // Each manifest is one surface: it is read, parsed and checked by the
    // surface rules in one task, and only its text and findings are kept, so
    // memory holds the models of a few manifests at a time, not of all.
    let rules = lint::surface_rules(settings);
    let injection_on = settings.rule_level("description-injection") != Some(RuleLevel::Off);
    let alongside = |text: &str| {
        if injection_on {
            injection::prepare_file(text);
        }
    };
    let manifests: Vec<CheckedManifest> = found
        .manifests
        .par_iter()
        .enumerate()
        .map(|(i, c)| {
            let file = FileId(i as u32);
            let m = input::load_manifest(file, c, &limits, &alongside);
            let mut input = m.findings;
            let mut rule_findings = Vec::new();
            let mut truncations = Vec::new();
            let mut commands = 0;
            if m.readable {
                let surface = build_surface(
                    SurfaceKind::Manifest { file },
                    m.commands,
                    settings,
                    Span::file_start(file),
                    &mut input,
                );
                commands = surface.commands.len();
                (rule_findings, truncations) =
                    lint::check_surface(&surface, &c.display, &rules, settings);
            }
            let mut findings = Vec::with_capacity(rule_findings.len() + 1);
            findings.push(input);
            findings.extend(rule_findings);
            CheckedManifest {
                source: m.source,
                findings,
                truncations,
                commands,
            }
        })
        .collect();
    let skills: Vec<LoadedSkill> = found
        .skills
        .par_iter()
        .enumerate()
        .map(|(i, c)| input::skill::load_skill(FileId((manifest_count + i) as u32), c, &limits))
        .collect();

    let mut sources = SourceMap::default();
    let mut chunks: Vec<Vec<Finding>> = Vec::with_capacity(manifests.len() + 1);
    let mut findings = Vec::new();
    let mut truncations = Vec::new();
    let mut workspace = Workspace::default();
    let mut command_count = 0;
    for m in manifests {
        sources.add(m.source);
        chunks.extend(m.findings);
        truncations.extend(m.truncations);
        command_count += m.commands;
    }
    for s in skills {
        sources.add(s.source);
        findings.extend(s.findings);
        if let Some(skill) = s.skill {
            workspace.skills.push(skill);
        }
    }
    for surface in input::skill::skills_surfaces(&workspace.skills) {
        let at = surface
            .commands
            .first()
            .map(|c| c.name.span)
            .unwrap_or(Span::file_start(FileId(0)));
        let s = build_surface(surface.kind, surface.commands, settings, at, &mut findings);
        workspace.surfaces.push(s);
    }
    chunks.push(findings);
    Ok(Loaded {
        sources,
        manifest_count,
        workspace,
        findings: chunks,
        truncations,
        command_count,
    })
}

/// One manifest after loading and checking.
struct CheckedManifest {
    source: SourceFile,
    /// Its input findings and `surface-too-large`, then the surface
    /// rules', one chunk per rule.
    findings: Vec<Vec<Finding>>,
    truncations: Vec<Truncation>,
    commands: usize,
}

/// Applies `skip-categories` and the command-count limit to one surface.
fn build_surface(
    kind: SurfaceKind,
    mut commands: Vec<crate::model::Command>,
    settings: &Settings,
    at: Span,
    findings: &mut Vec<Finding>,
) -> Surface {
    let skip = &settings.surface.skip_categories;
    if !skip.is_empty() {
        commands.retain(|c| {
            c.category_str()
                .is_none_or(|cat| !skip.iter().any(|s| s == cat))
        });
    }
    let limit = settings.limits.max_commands_per_surface;
    let too_large = commands.len() > limit;
    if too_large {
        findings.push(
            Finding::new(
                &SURFACE_TOO_LARGE,
                at,
                format!(
                    "the surface has {} commands, more than the limit of {limit}; rules that compare commands were skipped",
                    commands.len()
                ),
                "split the surface into several servers, or raise `[limits] max-commands-per-surface`",
            )
            .evidence("commandCount", commands.len())
            .evidence("limit", limit),
        );
    }
    Surface {
        kind,
        commands,
        too_large,
    }
}

/// Severity overrides (`[rules] id = "error"`), and `off` for input rules.
fn apply_levels(findings: &mut [Vec<Finding>], settings: &Settings) {
    if settings.rule_levels.is_empty() {
        return;
    }
    for chunk in findings {
        chunk.retain_mut(|f| match settings.rule_level(f.rule.id) {
            Some(RuleLevel::Off) => false,
            Some(RuleLevel::Severity(s)) => {
                f.severity = s;
                true
            }
            None => true,
        });
    }
}

/// Resolves locations, fingerprints and suppressions; sorts.
fn resolve(
    chunks: Vec<Vec<Finding>>,
    sources: &SourceMap,
    settings: &Settings,
) -> (Vec<ReportFinding>, Vec<String>) {
    let mut used = vec![false; settings.suppressions.len()];
    let mut findings = Vec::with_capacity(chunks.iter().map(Vec::len).sum());
    for chunk in chunks {
        findings.extend(chunk);
    }
    let mut out: Vec<ReportFinding> = findings
        .into_par_iter()
        .with_min_len(64)
        .map(|f| {
            let path = sources.path(f.primary.span().file);
            let subjects = baseline::sorted_subjects(&f.subjects);
            let fp = baseline::fingerprint_of_sorted(f.rule.id, path, &subjects, &f.discriminator);
            report::report_finding(sources, f, fp, subjects)
        })
        .collect();
    if !settings.suppressions.is_empty() {
        for rf in &mut out {
            // Every suppression that matches counts as used; the first one
            // that gives a reason provides it.
            for (i, s) in settings.suppressions.iter().enumerate() {
                if !s.matches(rf.rule.id, &rf.commands) {
                    continue;
                }
                rf.suppressed = true;
                if rf.suppression_reason.is_none() {
                    rf.suppression_reason = s.reason.clone();
                }
                if let Some(u) = used.get_mut(i) {
                    *u = true;
                }
            }
        }
    }
    sort_report_order(&mut out);
    let unused = settings
        .suppressions
        .iter()
        .zip(&used)
        .filter(|(_, u)| !**u)
        .map(|(s, _)| s.spec.clone())
        .collect();
    (out, unused)
}

/// Sorts in report order ([`report::compare`]). Paths are compared by
/// rank (precomputed once) instead of as strings, which makes the common
/// case, many findings in one file, cheap; ties fall back to the full order.
fn sort_report_order(findings: &mut [ReportFinding]) {
    let mut paths: Vec<&str> = findings.iter().map(|f| f.location.path.as_str()).collect();
    paths.sort_unstable();
    paths.dedup();
    let rank = |p: &str| paths.binary_search(&p).unwrap_or(usize::MAX);
    let mut keyed: Vec<(usize, u32, u32, usize)> = findings
        .iter()
        .enumerate()
        .map(|(i, f)| {
            (
                rank(&f.location.path),
                f.location.region.line,
                f.location.region.column,
                i,
            )
        })
        .collect();
    keyed.par_sort_by(|a, b| {
        (a.0, a.1, a.2).cmp(&(b.0, b.1, b.2)).then_with(|| {
            match (findings.get(a.3), findings.get(b.3)) {
                (Some(x), Some(y)) => report::compare(x, y),
                _ => a.3.cmp(&b.3),
            }
        })
    });
    // Apply the permutation in place, cycle by cycle (no second copy of
    // the findings): position `k` takes the finding now at `keyed[k].3`.
    let order: Vec<usize> = keyed.iter().map(|k| k.3).collect();
    permute_in_place(findings, order);
}

/// Reorders `items` so that position `k` holds the item that was at
/// `order[k]` (`order` a permutation of the indices).
fn permute_in_place<T>(items: &mut [T], mut order: Vec<usize>) {
    for start in 0..order.len() {
        // Follow the cycle through `start`, marking visited slots with
        // their own index.
        let mut k = start;
        while let Some(&from) = order.get(k) {
            if from == start || from == k {
                if let Some(slot) = order.get_mut(k) {
                    *slot = k;
                }
                break;
            }
            items.swap(k, from);
            if let Some(slot) = order.get_mut(k) {
                *slot = k;
            }
            k = from;
        }
    }
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

/// Runs `check` and writes every requested report.
pub fn check(
    req: &CheckRequest,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, AppError> {
    let mut timer = Timer::new(req.timings);
    let settings = settings(req, stderr)?;
    timer.lap("config");
    let loaded = load(req, &settings, stderr)?;
    // (the manifests are checked as they are loaded)
    timer.lap("load+check");
    let lint = lint::run(&loaded.workspace, &loaded.sources, &settings);
    timer.lap("skills");

    let mut findings = loaded.findings;
    findings.push(lint.findings);
    let mut truncations = loaded.truncations;
    truncations.extend(lint.truncations);
    apply_levels(&mut findings, &settings);
    let (mut findings, unused_suppressions) = resolve(findings, &loaded.sources, &settings);

    let (bpath, named) = baseline_path(req, &settings);
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
    let scope = baseline::RunScope::new(
        &req.root,
        report_paths(req),
        loaded.sources.iter().map(|(_, f)| f.path.as_str()),
    )
    .without_rules(
        settings
            .rule_levels
            .iter()
            .filter(|(_, level)| **level == crate::config::RuleLevel::Off)
            .map(|(id, _)| id.clone()),
    );
    let mut stale = match &previous {
        Some(b) => baseline::apply(b, &mut findings, &scope),
        None => Vec::new(),
    };
    if req.write_baseline {
        let file = baseline::build(&findings, previous.as_ref(), &scope);
        let text = baseline::to_text(&file);
        write_atomic(&bpath, |w| w.write_all(text.as_bytes())).map_err(|e| {
            AppError::Output(format!("cannot write the baseline `{bdisplay}`: {e}"))
        })?;
        let kept = previous.as_ref().map_or(0, |p| {
            p.entries.iter().filter(|e| !scope.covers_entry(e)).count()
        });
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
        for f in findings.iter_mut().filter(|f| !f.suppressed) {
            f.baseline = report::BaselineState::Baselined;
        }
        stale.clear();
    }
    timer.lap("baseline");

    let mut files: Vec<CheckedFile> = loaded
        .sources
        .iter()
        .map(|(id, f)| CheckedFile {
            path: f.path.clone(),
            kind: if (id.0 as usize) < loaded.manifest_count {
                FileKind::Manifest
            } else {
                FileKind::Skill
            },
        })
        .collect();
    files.sort_by(|a, b| a.path.cmp(&b.path));
    let mut report = Report {
        tool_name: crate::NAME,
        tool_version: crate::VERSION,
        findings,
        stale_baseline: stale,
        truncations,
        summary: Summary {
            command_count: loaded.command_count,
            skill_count: loaded.workspace.skills.len(),
            file_count: loaded.sources.len(),
            unused_suppressions,
            rules_evaluated: lint.rules_evaluated,
            ..Default::default()
        },
        fail_on: settings.fail_on,
        rules: crate::rules::all_meta().collect(),
        files,
        manifest_rules: lint.manifest_rules,
        skill_rules: lint.skill_rules,
        sarif_category: req.sarif_category.clone(),
        baseline_path: Some(bdisplay),
        paths: report_paths(req),
    };
    report.recount();
    report.summary.duration_ms = timer.total_ms();

    for (format, path) in &req.outputs {
        let opts = RenderOptions {
            color: false,
            ..req.render.clone()
        };
        write_atomic(path, |w| output::write(*format, &report, &opts, w)).map_err(|e| {
            AppError::Output(format!(
                "cannot write the {format} report to `{}`: {e}",
                path.display()
            ))
        })?;
    }
    output::write(req.format, &report, &req.render, stdout)
        .map_err(|e| AppError::Output(format!("cannot write the {} report: {e}", req.format)))?;
    timer.lap("report");
    for line in &timer.lines {
        let _ = writeln!(stderr, "{line}");
    }

    let outcome = if req.write_baseline || report.valid() {
        Outcome::Passed
    } else {
        Outcome::Failed
    };
    let leftovers = (report, loaded.sources, loaded.workspace);
    if req.exit_after {
        std::mem::forget(leftovers);
    } else {
        drop_in_background(leftovers);
    }
    Ok(outcome)
}

/// Findings past which the report is freed on a helper thread.
const BACKGROUND_DROP_FROM: usize = 5_000;

/// Frees what a large run built on a helper thread: freeing hundreds of
/// thousands of small allocations takes about as long as writing them, and
/// the caller (the binary) only has to exit, which returns the memory at
/// once. A small run, or one where no thread can be started, frees inline.
fn drop_in_background(parts: (Report, SourceMap, Workspace)) {
    if parts.0.findings.len() < BACKGROUND_DROP_FROM {
        return;
    }
    // On failure the closure, and so `parts`, is dropped here.
    let _ = std::thread::Builder::new()
        .name("afd-surface-drop".into())
        .spawn(move || drop(parts));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_apply_in_place() {
        let mut seed = 7u64;
        for n in 0..40usize {
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                order.swap(i, (seed >> 33) as usize % (i + 1));
            }
            let items: Vec<usize> = (0..n).map(|i| i * 10).collect();
            let want: Vec<usize> = order.iter().map(|&k| items[k]).collect();
            let mut got = items.clone();
            permute_in_place(&mut got, order);
            assert_eq!(got, want);
        }
    }
}
