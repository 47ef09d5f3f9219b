//! The pipeline, in one place: load → assemble surfaces → lint → levels,
//! locations, fingerprints and suppressions → baseline → [`Report`].
//!
//! The binary (`app.rs`), the fuzz targets and the tests all run it; what
//! comes before (configuration, the walk) and after (writing reports and
//! the baseline) is I/O that only the binary does. Inputs are
//! [`Candidate`]s, read from disk or held in memory.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use rayon::prelude::*;

use crate::baseline::{self, BaselineFile, RunScope};
use crate::config::{ProfileChoice, RuleLevel, Settings};
use crate::discover::Candidate;
use crate::finding::Finding;
use crate::input::{self, Content, LoadedFile};
use crate::lint;
use crate::locate;
use crate::meta::{FileKind, Profile};
use crate::model::{
    Command, ManifestTraits, Origin, Skill, Surface, SurfaceKind, Text, TextEncoding, Workspace,
};
use crate::report::{
    self, CheckedFile, Report, ReportFinding, StaleEntry, Summary, SurfaceSummary,
    SurfaceSummaryKind, Truncation,
};
use crate::rules::{self, injection};
use crate::source::{FileId, SourceMap, Span};

/// What a run checks and how; everything but the inputs.
pub struct Check<'a> {
    pub settings: &'a Settings,
    /// Report paths are relative to it; baseline entries of files that no
    /// longer exist are judged under it.
    pub root: &'a Path,
    /// The PATHS of the run, as report paths (`.` when none were given).
    pub paths: Vec<String>,
    /// The baseline in force, if any.
    pub baseline: Option<&'a BaselineFile>,
    /// Where the baseline was read from or would be written, for messages.
    pub baseline_path: Option<String>,
    /// `--sarif-category`.
    pub sarif_category: Option<String>,
    /// `.afd-surface.lock`, when it exists: the pinned tool definitions.
    pub lock: Option<&'a crate::lock::Lock>,
    /// Whether to cut the source snippets the text format shows (the other
    /// formats print none: a large report is spared one string per finding).
    pub snippets: bool,
}

/// Files checked with one configuration.
pub struct Group<'a> {
    pub settings: &'a Settings,
    pub files: &'a [Candidate],
}

/// A finished run: the report, and what it was built from.
pub struct Run {
    pub report: Report,
    /// Per group, the files read.
    pub sources: Vec<SourceMap>,
    pub workspaces: Vec<Workspace>,
    /// The rules switched off, whose baseline entries the run does not judge.
    rules_off: Vec<String>,
}

impl Run {
    /// The baseline entries this run judges (see [`RunScope`]).
    pub fn scope<'a>(&'a self, check: &Check<'a>) -> RunScope<'a> {
        RunScope::new(
            check.root,
            check.paths.clone(),
            self.sources
                .iter()
                .flat_map(|s| s.iter().map(|(_, f)| &*f.path)),
        )
        .without_rules(self.rules_off.iter().cloned())
    }
}

/// Timings of the stages, for `--timings`.
pub trait Laps {
    fn lap(&mut self, stage: &str);

    /// A part of the last lap measured apart (CPU time, summed over
    /// threads): the time of each rule (`rule ID`), and of each injection
    /// family (`injection family ID`).
    fn detail(&mut self, _what: &str, _took: std::time::Duration) {}
}

impl Laps for () {
    fn lap(&mut self, _stage: &str) {}
}

/// What one group of files gave.
struct Part {
    sources: SourceMap,
    workspace: Workspace,
    findings: Vec<ReportFinding>,
    unused_suppressions: Vec<String>,
    truncations: Vec<Truncation>,
    /// `Some(max-findings)` when the group stopped there.
    findings_limit: Option<usize>,
    rules_evaluated: Vec<&'static str>,
    files: Vec<CheckedFile>,
    surfaces: Vec<SurfaceSummary>,
}

/// Loads, lints and resolves the files of one group with its settings.
fn run_group(
    group: &Group<'_>,
    lock: Option<&crate::lock::Lock>,
    snippets: bool,
    laps: &mut dyn Laps,
) -> Part {
    let settings = group.settings;
    let (sources, workspace) = load(group.files, settings);
    laps.lap("read+parse");
    let mut lint = lint::run(&workspace, &sources, settings);
    laps.lap("rules");
    for (rule, took) in &lint.rule_times {
        laps.detail(&format!("rule {rule}"), *took);
    }
    // the injection rules' time, by family (measured under --timings only)
    for (family, took) in crate::rules::injection::timing::take() {
        laps.detail(&format!("injection family {family}"), took);
    }
    // the rules across files: the lock, and the groups of tool lists
    let grouped = crate::groups::collisions(&workspace, &sources, settings);
    let mut idle: Vec<&str> = Vec::new();
    if lock.is_none() {
        idle.extend(crate::lock::RULES);
    }
    if grouped.is_none() {
        idle.push(crate::rules::cross_server_name_collision::CROSS_SERVER_NAME_COLLISION.id);
    }
    // the source rules, when no source file defines tools
    if !workspace
        .files
        .iter()
        .any(|f| f.kind == crate::meta::FileKind::Source)
    {
        idle.push(crate::rules::source_unresolved::SOURCE_UNRESOLVED.id);
        idle.push(crate::rules::source_invalid::SOURCE_INVALID.id);
    }
    lint.rules_evaluated.retain(|id| !idle.contains(id));
    let mut chunks = lint.findings;
    if let Some(lock) = lock {
        chunks.push(crate::lock::compare(lock, &workspace, &sources));
    }
    chunks.extend(grouped);
    laps.lap("lock+groups");
    apply_levels(&mut chunks, settings);
    let (findings, unused_suppressions) = resolve(chunks, &sources, settings, snippets);
    laps.lap("locate+fingerprint+suppress+sort");
    Part {
        files: checked_files(&workspace, &sources, settings, &idle),
        surfaces: surface_summaries(&workspace, &sources),
        sources,
        workspace,
        findings,
        unused_suppressions,
        truncations: lint.truncations,
        findings_limit: lint.capped.then_some(settings.limits.max_findings),
        rules_evaluated: lint.rules_evaluated,
    }
}

/// Runs the whole pipeline over `files` with `check.settings`.
pub fn run(files: &[Candidate], check: &Check<'_>, laps: &mut dyn Laps) -> Run {
    let group = Group {
        settings: check.settings,
        files,
    };
    run_groups(std::slice::from_ref(&group), check, laps)
}

/// Runs the whole pipeline over groups of files, each with its own
/// settings (the nearest configuration of each subtree), and merges them
/// into one report; `check.settings` (the run's root configuration) gives
/// the fail level and the rules the baseline leaves alone.
pub fn run_groups(groups: &[Group<'_>], check: &Check<'_>, laps: &mut dyn Laps) -> Run {
    let settings = check.settings;
    let parts: Vec<Part> = groups
        .iter()
        .map(|g| run_group(g, check.lock, check.snippets, laps))
        .collect();
    let mut findings: Vec<ReportFinding> = Vec::new();
    let mut unused_suppressions = Vec::new();
    let mut truncations = Vec::new();
    let mut findings_limit: Option<usize> = None;
    let mut evaluated: std::collections::HashSet<&'static str> = std::collections::HashSet::new();
    let mut files = Vec::new();
    let mut surfaces = Vec::new();
    let mut sources = Vec::new();
    let mut workspaces = Vec::new();
    let (mut command_count, mut skill_count, mut file_count) = (0, 0, 0);
    for part in parts {
        command_count += part.workspace.command_count();
        skill_count += part.workspace.skills.len();
        // the files read as inputs (a source file that defines no tools
        // keeps only a placeholder in the source map)
        file_count += part.workspace.files.len();
        if findings.is_empty() {
            // one group (the usual case): the findings move, not copied
            findings = part.findings;
        } else {
            findings.extend(part.findings);
        }
        unused_suppressions.extend(part.unused_suppressions);
        truncations.extend(part.truncations);
        findings_limit = findings_limit.max(part.findings_limit);
        evaluated.extend(part.rules_evaluated);
        files.extend(part.files);
        surfaces.extend(part.surfaces);
        sources.push(part.sources);
        workspaces.push(part.workspace);
    }
    if groups.len() > 1 {
        sort_report_order(&mut findings);
        files.sort_by(|a, b| a.path.cmp(&b.path));
        surfaces.sort_by(|a, b| a.path.cmp(&b.path));
    }
    let rules_off: Vec<String> = settings
        .rule_levels
        .iter()
        .filter(|(_, level)| **level == RuleLevel::Off)
        .map(|(id, _)| id.clone())
        .collect();
    let mut run = Run {
        report: Report {
            tool_name: crate::NAME,
            tool_version: crate::VERSION,
            findings: Vec::new(),
            stale_baseline: Vec::new(),
            notes: Vec::new(),
            findings_limit,
            truncations,
            summary: Summary {
                command_count,
                skill_count,
                file_count,
                unused_suppressions,
                rules_evaluated: rules::all_meta()
                    .map(|m| m.id)
                    .filter(|id| evaluated.contains(id))
                    .collect(),
                ..Default::default()
            },
            fail_on: settings.fail_on,
            rules: rules::all_meta().collect(),
            files,
            surfaces,
            sarif_category: check.sarif_category.clone(),
            sarif_min_severity: settings.sarif_min_severity,
            baseline_path: check.baseline_path.clone(),
            paths: check.paths.clone(),
            repo_prefix: String::new(),
        },
        sources,
        workspaces,
        rules_off,
    };
    let stale: Vec<StaleEntry> = match check.baseline {
        Some(b) => baseline::apply(b, &mut findings, &run.scope(check)),
        None => Vec::new(),
    };
    laps.lap("merge+baseline");
    run.report.findings = findings;
    run.report.stale_baseline = stale;
    run.report.recount();
    run
}

/// Every file read, sorted by path, with the rules that checked it.
fn checked_files(
    ws: &Workspace,
    sources: &SourceMap,
    settings: &Settings,
    idle: &[&str],
) -> Vec<CheckedFile> {
    let profile_of: std::collections::HashMap<FileId, Profile> = ws
        .surfaces
        .iter()
        .flat_map(|s| {
            let files = match &s.kind {
                SurfaceKind::Manifest { file } => vec![*file],
                SurfaceKind::Group { files, .. } => files.clone(),
                SurfaceKind::Skills { .. } => Vec::new(),
            };
            files.into_iter().map(move |f| (f, s.profile))
        })
        .collect();
    let plain = lint::plain_profile(settings);
    let mut by_profile: BTreeMap<(FileKind, Profile), Vec<&'static str>> = BTreeMap::new();
    let mut files: Vec<CheckedFile> = ws
        .files
        .iter()
        .map(|f| {
            let profile = profile_of.get(&f.file).copied().unwrap_or(plain);
            let rules = by_profile
                .entry((f.kind, profile))
                .or_insert_with(|| {
                    let mut rules = lint::rules_checking(settings, f.kind, profile);
                    rules.retain(|id| !idle.contains(id));
                    rules
                })
                .clone();
            CheckedFile {
                path: sources.path(f.file).to_string(),
                kind: f.kind,
                rules,
            }
        })
        .collect();
    files.sort_by(|a, b| a.path.cmp(&b.path));
    files
}

/// Every surface, sorted by path.
fn surface_summaries(ws: &Workspace, sources: &SourceMap) -> Vec<SurfaceSummary> {
    let mut out: Vec<SurfaceSummary> = ws
        .surfaces
        .iter()
        .map(|s| match &s.kind {
            SurfaceKind::Manifest { file } => SurfaceSummary {
                path: sources.path(*file).to_string(),
                kind: if ws.is_source(s) {
                    SurfaceSummaryKind::Source
                } else {
                    SurfaceSummaryKind::Manifest
                },
                profile: Some(s.profile),
                command_count: s.commands.len(),
            },
            SurfaceKind::Skills { dir } => SurfaceSummary {
                path: dir.clone(),
                kind: SurfaceSummaryKind::Skills,
                profile: None,
                command_count: s.commands.len(),
            },
            SurfaceKind::Group { name, named, .. } => SurfaceSummary {
                path: name.clone(),
                kind: if *named {
                    SurfaceSummaryKind::Group
                } else if ws.is_source(s) {
                    SurfaceSummaryKind::Source
                } else {
                    SurfaceSummaryKind::Files
                },
                profile: Some(s.profile),
                command_count: s.commands.len(),
            },
        })
        .collect();
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// Reads every file in parallel and assembles the surfaces; a command that
/// source code defines and a manifest of the run lists too is checked once,
/// in the manifest ([`drop_shadowed_source`]).
pub fn load(files: &[Candidate], settings: &Settings) -> (SourceMap, Workspace) {
    let (sources, mut ws) = load_all(files, settings);
    drop_shadowed_source(&mut ws);
    link_source_files(&mut ws);
    (sources, ws)
}

/// Gives the source surfaces what the run's source files define together
/// ([`Surface::source_run`]), shared.
fn link_source_files(ws: &mut Workspace) {
    let flags: Vec<bool> = ws.surfaces.iter().map(|s| ws.is_source(s)).collect();
    if flags.iter().filter(|f| **f).count() < 2 {
        return;
    }
    let mut run = crate::model::SourceRun::default();
    for (s, _) in ws.surfaces.iter().zip(&flags).filter(|(_, f)| **f) {
        for c in &s.commands {
            run.names.insert(c.name_str().to_string());
            if let Some(cat) = c.category_str() {
                *run.categories.entry(cat.to_string()).or_default() += 1;
            }
        }
    }
    let run = std::sync::Arc::new(run);
    for (s, _) in ws.surfaces.iter_mut().zip(&flags).filter(|(_, f)| **f) {
        s.source_run = Some(run.clone());
    }
}

/// When a manifest (or tool list) and source code of the same run both
/// define a command of one name, the source's definition is not checked:
/// the manifest is what agents read, and reporting both would say every
/// problem twice. `afd-surface export` still shows both.
pub fn drop_shadowed_source(ws: &mut Workspace) {
    let listed: std::collections::HashSet<String> = ws
        .surfaces
        .iter()
        .flat_map(|s| &s.commands)
        .filter(|c| c.origin == Origin::Manifest)
        .map(|c| c.name_str().to_string())
        .collect();
    if listed.is_empty() {
        return;
    }
    for s in &mut ws.surfaces {
        s.commands
            .retain(|c| c.origin != Origin::Source || !listed.contains(c.name_str()));
    }
}

/// [`load`] without dropping the source definitions a manifest shadows.
pub fn load_all(files: &[Candidate], settings: &Settings) -> (SourceMap, Workspace) {
    let limits = settings.limits;
    let injection_on = settings.rule_level("description-injection") != Some(RuleLevel::Off);
    // While a file is parsed, the injection patterns its text will need are
    // compiled on the other cores.
    let alongside = |text: &str| {
        if injection_on {
            injection::prepare_file(text);
        }
    };
    let loaded: Vec<LoadedFile> = files
        .par_iter()
        .enumerate()
        .map(|(i, c)| input::load(FileId(i as u32), c, &limits, &alongside))
        .collect();
    let mut sources = SourceMap::default();
    let mut ws = Workspace::default();
    let plain = lint::plain_profile(settings);
    let mut skills_by_dir: BTreeMap<String, Vec<Command>> = BTreeMap::new();
    // Files that each hold one tool, by folder: a folder of two or more is
    // one surface.
    let mut singles: BTreeMap<String, Vec<LoadedManifest>> = BTreeMap::new();
    let mut manifests: Vec<LoadedManifest> = Vec::new();
    // `[[surface]]` groups of the configuration, by name.
    let mut named: BTreeMap<String, Vec<LoadedManifest>> = BTreeMap::new();
    // The server objects of source files that register tools on several.
    let mut split: Vec<(String, Vec<LoadedManifest>)> = Vec::new();

    // A capture's instructions, prompts and resources, by file.
    let mut server_texts: BTreeMap<FileId, Vec<crate::model::ServerText>> = BTreeMap::new();
    for (file, candidate) in loaded.into_iter().zip(files) {
        let id = file.input.file;
        match file.content {
            Content::Nothing => {}
            Content::NotInput => {
                // a source file that defines no tools: kept as an empty
                // placeholder so file ids stay aligned, not reported
                // (noted when it uses an MCP server SDK)
                let path = file.source.path.to_string();
                if crate::input::source::uses_server_sdk(&file.source.text, path.ends_with(".py")) {
                    ws.sdk_unread.push(path);
                }
                sources.add(crate::source::SourceFile::new(
                    file.source.path.to_string(),
                    file.source.fs_path,
                    String::new(),
                ));
                continue;
            }
            Content::Commands {
                commands,
                traits,
                texts,
            } => {
                if !texts.is_empty() {
                    server_texts.insert(id, texts);
                }
                let path = file.source.path.to_string();
                if let Some(name) = &candidate.group {
                    named
                        .entry(name.clone())
                        .or_default()
                        .push((id, commands, traits, path));
                } else if file.input.kind == crate::meta::FileKind::Source {
                    // each server object of a source file is one surface
                    let mut by_server = by_server(commands);
                    if by_server.len() == 1 {
                        let commands = by_server.pop().map(|(_, c)| c).unwrap_or_default();
                        manifests.push((id, commands, traits, path));
                    } else {
                        for (server, list) in by_server {
                            let name = format!("{path} ({})", server.as_deref().unwrap_or("?"));
                            split.push((name, vec![(id, list, traits, path.clone())]));
                        }
                    }
                } else if traits.single_object {
                    singles
                        .entry(parent_dir(&path))
                        .or_default()
                        .push((id, commands, traits, path));
                } else {
                    manifests.push((id, commands, traits, path));
                }
            }
            Content::Skill(skill) => {
                if let Some(command) = skill_command(&skill) {
                    // Under `reference`, the skills of one directory form a
                    // surface (as the first releases did); otherwise all the
                    // skills an agent may load: those of the whole tree.
                    let key = if plain.is_reference() {
                        parent_dir(&skill.dir)
                    } else {
                        String::new()
                    };
                    skills_by_dir.entry(key).or_default().push(command);
                }
                ws.skills.push(skill);
            }
        }
        sources.add(file.source);
        ws.files.push(file.input);
    }
    let folders = singles.into_iter().filter_map(|(dir, group)| {
        if group.len() < 2 {
            manifests.extend(group);
            None
        } else {
            Some((dir, group))
        }
    });
    let groups: Vec<(String, bool, Vec<LoadedManifest>)> = named
        .into_iter()
        .map(|(n, g)| (n, true, g))
        .chain(folders.map(|(d, g)| (d, false, g)))
        .chain(split.into_iter().map(|(d, g)| (d, false, g)))
        .collect();
    for (dir, is_named, group) in groups {
        let traits = group
            .iter()
            .fold(ManifestTraits::default(), |acc, (_, _, t, _)| {
                ManifestTraits {
                    afd_shape: acc.afd_shape || t.afd_shape,
                    afd_tools: acc.afd_tools || t.afd_tools,
                    afd_fields: acc.afd_fields || t.afd_fields,
                    single_object: true,
                }
            });
        let profile = group.iter().fold(
            choose_profile(settings, "", &traits),
            |p, (_, _, _, path)| match choose_profile(settings, path, &traits) {
                Profile::Afd => Profile::Afd,
                _ => p,
            },
        );
        let files: Vec<FileId> = group.iter().map(|(id, ..)| *id).collect();
        let anchor = group
            .first()
            .map_or(Span::file_start(FileId(0)), |(id, ..)| {
                Span::file_start(*id)
            });
        let texts: Vec<_> = files
            .iter()
            .filter_map(|f| server_texts.remove(f))
            .flatten()
            .collect();
        let commands: Vec<Command> = group.into_iter().flat_map(|(_, c, _, _)| c).collect();
        ws.surfaces.push(
            surface(
                SurfaceKind::Group {
                    name: dir,
                    files,
                    named: is_named,
                },
                commands,
                settings,
                anchor,
                profile,
            )
            .with_texts(texts),
        );
    }
    manifests.sort_by_key(|(id, ..)| *id);
    for (id, commands, traits, path) in manifests {
        let profile = choose_profile(settings, &path, &traits);
        let texts = server_texts.remove(&id).unwrap_or_default();
        ws.surfaces.push(
            surface(
                SurfaceKind::Manifest { file: id },
                commands,
                settings,
                Span::file_start(id),
                profile,
            )
            .with_texts(texts),
        );
    }
    for (key, commands) in skills_by_dir {
        let at = commands
            .first()
            .map(|c| c.name.span)
            .unwrap_or(Span::file_start(FileId(0)));
        let dir = if key.is_empty() {
            common_dir(commands.iter().filter_map(|c| match &c.origin {
                Origin::Skill { dir } => Some(parent_dir(dir)),
                Origin::Manifest | Origin::Source => None,
            }))
        } else {
            key
        };
        ws.surfaces.push(surface(
            SurfaceKind::Skills { dir },
            commands,
            settings,
            at,
            plain,
        ));
    }
    (sources, ws)
}

/// The commands of a source file by the server object they are registered
/// on, in order of first appearance.
fn by_server(commands: Vec<Command>) -> Vec<(Option<String>, Vec<Command>)> {
    let mut out: Vec<(Option<String>, Vec<Command>)> = Vec::new();
    for c in commands {
        match out.iter_mut().find(|(s, _)| *s == c.server) {
            Some((_, list)) => list.push(c),
            None => out.push((c.server.clone(), vec![c])),
        }
    }
    out
}

/// A manifest's file, commands, traits and report path.
type LoadedManifest = (FileId, Vec<Command>, ManifestTraits, String);

/// A surface: `skip-categories` applied, the command limit checked.
fn surface(
    kind: SurfaceKind,
    mut commands: Vec<Command>,
    settings: &Settings,
    anchor: Span,
    profile: Profile,
) -> Surface {
    let skip = &settings.surface.skip_categories;
    if !skip.is_empty() {
        commands.retain(|c| {
            c.category_str()
                .is_none_or(|cat| !skip.iter().any(|s| s == cat))
        });
    }
    Surface {
        too_large: commands.len() > settings.limits.max_commands_per_surface,
        kind,
        commands,
        anchor,
        profile,
        server_texts: Vec::new(),
        source_run: None,
    }
}

/// The profile of a manifest: the one asked for, or under `auto` `afd` for
/// an AFD manifest (named `*.afd.json` or `afd-manifest.json`, in AFD's own
/// shapes, listing AFD's built-in tools or using its `requires`/`mutation`
/// fields) and `mcp` for every other tool list.
fn choose_profile(settings: &Settings, path: &str, traits: &ManifestTraits) -> Profile {
    match settings.profile {
        ProfileChoice::Fixed(p) => p,
        ProfileChoice::Auto => {
            let name = path.rsplit('/').next().unwrap_or(path);
            let afd_name = name.ends_with(".afd.json") || name == "afd-manifest.json";
            if afd_name || traits.any() {
                Profile::Afd
            } else {
                Profile::Mcp
            }
        }
    }
}

/// The deepest directory (report path) that holds every one of `dirs`.
fn common_dir(dirs: impl Iterator<Item = String>) -> String {
    let mut common: Option<Vec<String>> = None;
    for d in dirs {
        let parts: Vec<String> = d.split('/').map(str::to_string).collect();
        common = Some(match common {
            None => parts,
            Some(c) => c
                .into_iter()
                .zip(parts)
                .take_while(|(a, b)| a == b)
                .map(|(a, _)| a)
                .collect(),
        });
    }
    match common {
        Some(c) if !c.is_empty() => c.join("/"),
        Some(_) => ".".to_string(),
        None => ".".to_string(),
    }
}

/// The parent directory of a report path (`skills/a` → `skills`).
fn parent_dir(dir: &str) -> String {
    match dir.rsplit_once('/') {
        Some(("", _)) => "/".to_string(),
        Some((parent, _)) => parent.to_string(),
        None if dir == "." => "..".to_string(),
        None => ".".to_string(),
    }
}

/// A skill as a command of its skills surface (the skills whose folders
/// share a parent directory): a skill with a string `description`, named by
/// its `name` when that is a string, else by its folder.
fn skill_command(skill: &Skill) -> Option<Command> {
    let fm = skill.frontmatter.as_ref()?;
    let description = fm.get("description").and_then(|e| fm.yaml.text(e.value))?;
    let name = fm
        .get("name")
        .and_then(|e| fm.yaml.text(e.value))
        .unwrap_or_else(|| Text::new(skill.folder_name.clone(), fm.open, TextEncoding::Synthetic));
    let span = name.span;
    Some(Command {
        name,
        description: Some(description),
        title: None,
        category: None,
        input_schema: None,
        output_schema: None,
        requires: Vec::new(),
        example_count: 0,
        contexts: None,
        span,
        origin: Origin::Skill {
            dir: skill.dir.clone(),
        },
        mcp: None,
        unread: Default::default(),
        server: None,
    })
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
    mut chunks: Vec<Vec<Finding>>,
    sources: &SourceMap,
    settings: &Settings,
    snippets: bool,
) -> (Vec<ReportFinding>, Vec<String>) {
    let mut used = vec![false; settings.suppressions.len()];
    locate::resolve_pointers(chunks.iter_mut().flatten(), sources);
    // chunk by chunk, each freed once it is resolved: the findings are
    // never held twice over
    let mut out: Vec<ReportFinding> = Vec::with_capacity(chunks.iter().map(Vec::len).sum());
    for chunk in chunks {
        out.par_extend(chunk.into_par_iter().with_min_len(64).map(|f| {
            let path = sources.path(f.primary.span().file);
            let subjects = baseline::sorted_subjects(f.fingerprint_subjects());
            let fp = baseline::fingerprint_of_sorted(f.rule.id, path, &subjects, &f.discriminator);
            // the usual subjects, the commands, are not kept twice
            let subjects = if f.has_own_subjects() {
                subjects
            } else {
                Vec::new()
            };
            locate::concretize(sources, f, fp, subjects, snippets)
        }));
    }
    if !settings.suppressions.is_empty() {
        let index = SuppressionIndex::new(&settings.suppressions);
        for rf in &mut out {
            for i in index.matching(rf.rule.id, &rf.commands) {
                let Some(s) = settings.suppressions.get(i) else {
                    continue;
                };
                debug_assert!(s.matches(rf.rule.id, &rf.commands));
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
    for rf in &mut out {
        bound_text(rf);
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

/// Suppressions indexed by (rule, sorted commands): each finding is matched
/// in O(1), so 15,000 entries and 300,000 findings cost what reading them
/// costs (a scan of every entry per finding was quadratic).
struct SuppressionIndex<'a> {
    /// Rule ids and command names, numbered: keys are numbers, so a lookup
    /// borrows nothing from the finding.
    names: HashMap<&'a str, usize>,
    by_key: HashMap<(usize, Vec<usize>), Vec<usize>>,
}

impl<'a> SuppressionIndex<'a> {
    fn new(suppressions: &'a [crate::config::Suppression]) -> SuppressionIndex<'a> {
        let mut names: HashMap<&str, usize> = HashMap::new();
        let mut by_key: HashMap<(usize, Vec<usize>), Vec<usize>> = HashMap::new();
        for (i, s) in suppressions.iter().enumerate() {
            let mut number = |n: &'a str| {
                let next = names.len();
                *names.entry(n).or_insert(next)
            };
            let rule = number(&s.rule);
            let mut commands: Vec<usize> = s.commands.iter().map(|c| number(c)).collect();
            commands.sort_unstable();
            by_key.entry((rule, commands)).or_default().push(i);
        }
        SuppressionIndex { names, by_key }
    }

    /// The indices of the suppressions that cover a finding of `rule` on
    /// `commands` (what [`Suppression::matches`] says), ascending, so that
    /// "the first that gives a reason" is the first as written.
    ///
    /// [`Suppression::matches`]: crate::config::Suppression::matches
    fn matching(&self, rule: &str, commands: &[String]) -> impl Iterator<Item = usize> + '_ {
        let none: &[usize] = &[];
        let Some(&rule) = self.names.get(rule) else {
            return merge_ascending(none, none);
        };
        let whole = self
            .by_key
            .get(&(rule, Vec::new()))
            .map_or(none, Vec::as_slice);
        let numbered: Option<Vec<usize>> = commands
            .iter()
            .map(|c| self.names.get(c.as_str()).copied())
            .collect();
        let exact = match numbered {
            Some(mut numbers) if !numbers.is_empty() => {
                numbers.sort_unstable();
                self.by_key
                    .get(&(rule, numbers))
                    .map_or(none, Vec::as_slice)
            }
            _ => none,
        };
        merge_ascending(whole, exact)
    }
}

/// Characters of a message or suggestion every report carries at most.
const MAX_MESSAGE: usize = 4_000;
/// Characters of a command name, a related location's message or an
/// evidence string at most.
const MAX_QUOTED: usize = 1_000;

/// Cuts what a finding quotes from its input (a 500,000-character name made
/// a 1 MB finding, and 20,000 of them a 20 GB report): every report is then
/// bounded by `max-findings` times a few kilobytes. Matching (suppressions,
/// fingerprints, the baseline) used the full text before this.
fn bound_text(rf: &mut ReportFinding) {
    if rf.subjects.is_empty() && rf.commands.iter().any(|c| c.len() > MAX_QUOTED) {
        // the subjects are the commands as they were, before the cut
        rf.subjects = baseline::sorted_subjects(&rf.commands);
    }
    cut(&mut rf.message, MAX_MESSAGE);
    if let std::borrow::Cow::Owned(short) =
        crate::output::truncate_chars(&rf.suggestion, MAX_MESSAGE)
    {
        rf.suggestion = std::borrow::Cow::Owned(short);
    }
    for c in &mut rf.commands {
        cut(c, MAX_QUOTED);
    }
    for r in &mut rf.related {
        cut(&mut r.message, MAX_QUOTED);
    }
    for v in rf.evidence.values_mut() {
        bound_value(v, 0);
    }
}

/// Cuts `s` to `max` characters, the last one `…` when something was cut.
fn cut(s: &mut String, max: usize) {
    if let std::borrow::Cow::Owned(short) = crate::output::truncate_chars(s, max) {
        *s = short;
    }
}

/// [`bound_text`] for evidence: strings cut (lists are kept whole: their
/// items are names from the input, bounded by its size).
fn bound_value(v: &mut serde_json::Value, depth: usize) {
    match v {
        serde_json::Value::String(s) => cut(s, MAX_QUOTED),
        serde_json::Value::Array(a) if depth < 4 => {
            for x in a {
                bound_value(x, depth + 1);
            }
        }
        serde_json::Value::Object(o) if depth < 4 => {
            for x in o.values_mut() {
                bound_value(x, depth + 1);
            }
        }
        _ => {}
    }
}

/// The union of two ascending index lists, ascending.
fn merge_ascending<'a>(a: &'a [usize], b: &'a [usize]) -> impl Iterator<Item = usize> + 'a {
    let (mut i, mut j) = (0, 0);
    std::iter::from_fn(move || match (a.get(i), b.get(j)) {
        (Some(&x), Some(&y)) if x <= y => {
            i += 1;
            if x == y {
                j += 1;
            }
            Some(x)
        }
        (Some(_), Some(&y)) | (None, Some(&y)) => {
            j += 1;
            Some(y)
        }
        (Some(&x), None) => {
            i += 1;
            Some(x)
        }
        (None, None) => None,
    })
}

/// Sorts in report order ([`report::compare`]). Paths are compared by
/// rank (precomputed once) instead of as strings, which makes the common
/// case, many findings in one file, cheap; ties fall back to the full order.
fn sort_report_order(findings: &mut [ReportFinding]) {
    let mut paths: Vec<&str> = findings.iter().map(|f| &*f.location.path).collect();
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest::proptest! {
        /// The suppression index finds exactly what a scan of every
        /// suppression finds, in the order written.
        #[test]
        fn suppression_index_matches_the_scan(
            specs in proptest::collection::vec(
                (0..3usize, proptest::collection::vec(0..4usize, 0..3)), 0..30),
            findings in proptest::collection::vec(
                (0..3usize, proptest::collection::vec(0..4usize, 0..3)), 0..30),
        ) {
            let rules = ["similar-descriptions", "naming-convention", "description-injection"];
            let names = ["a", "b", "c", "a"];
            let meta: Vec<&crate::meta::RuleMeta> = crate::rules::all_meta().collect();
            let suppressions: Vec<crate::config::Suppression> = specs
                .iter()
                .map(|(r, cs)| {
                    let mut spec = rules[*r].to_string();
                    for c in cs {
                        spec.push(':');
                        spec.push_str(names[*c]);
                    }
                    crate::config::Suppression::parse(&spec, None, "test".into(), &meta).unwrap()
                })
                .collect();
            let index = SuppressionIndex::new(&suppressions);
            for (r, cs) in &findings {
                let commands: Vec<String> = cs.iter().map(|c| names[*c].to_string()).collect();
                let got: Vec<usize> = index.matching(rules[*r], &commands).collect();
                let want: Vec<usize> = (0..suppressions.len())
                    .filter(|&i| suppressions[i].matches(rules[*r], &commands))
                    .collect();
                proptest::prop_assert_eq!(got, want);
            }
        }

        /// Any permutation is applied in place, cycle by cycle.
        #[test]
        fn permutations_apply_in_place(
            order in (0..40usize).prop_flat_map(|n| Just((0..n).collect::<Vec<_>>()).prop_shuffle()),
        ) {
            let items: Vec<usize> = (0..order.len()).map(|i| i * 10).collect();
            let want: Vec<usize> = order.iter().map(|&k| items[k]).collect();
            let mut got = items.clone();
            permute_in_place(&mut got, order);
            proptest::prop_assert_eq!(got, want);
        }
    }

    /// A name cut for the reports keeps its whole text in the fingerprint
    /// subjects the baseline is written from.
    #[test]
    fn cut_command_names_stay_whole_in_the_fingerprint_subjects() {
        let long = format!("Long{}", "x".repeat(1_500));
        let manifest = format!(
            r#"{{"commands": [{{"name": "{long}", "description": "Creates a todo item with a title and a due date", "category": "todo"}}]}}"#
        );
        let report = crate::testkit::run(&[("a.afd.json", &manifest)], "", None);
        let f = report
            .findings
            .iter()
            .find(|f| f.rule.id == "naming-convention")
            .expect("a naming finding");
        assert!(f.commands[0].chars().count() <= MAX_QUOTED);
        assert_eq!(f.fingerprint_subjects(), std::slice::from_ref(&long));
        assert_eq!(
            f.fingerprint,
            baseline::fingerprint(f.rule.id, "a.afd.json", &[long], &f.discriminator)
        );
        // a finding whose subjects are its (short) commands keeps no copy
        let short = crate::testkit::run(
            &[(
                "b.afd.json",
                r#"{"commands": [{"name": "todoCreate", "description": "Creates a todo item with a title and a due date", "category": "todo"}]}"#,
            )],
            "",
            None,
        );
        let g = short
            .findings
            .iter()
            .find(|f| f.rule.id == "naming-convention")
            .expect("a naming finding");
        assert!(g.subjects.is_empty());
        assert_eq!(g.fingerprint_subjects(), ["todoCreate"]);
    }

    #[test]
    fn skills_of_one_parent_form_a_surface() {
        let files: Vec<Candidate> = [
            (
                "skills/a/SKILL.md",
                "---\nname: a\ndescription: Does A.\n---\n",
            ),
            (
                "skills/b/SKILL.md",
                "---\nname: 1\ndescription: Does B.\n---\n",
            ),
            ("skills/c/SKILL.md", "---\nname: c\n---\n"),
            (
                "other/d/SKILL.md",
                "---\nname: d\ndescription: Does D.\n---\n",
            ),
            ("e/SKILL.md", "---\nname: e\ndescription: Does E.\n---\n"),
        ]
        .iter()
        .map(|(p, t)| crate::testkit::candidate(p, t.as_bytes().to_vec()))
        .collect();
        // under `reference`, one surface per parent directory
        let reference = Settings {
            profile: ProfileChoice::Fixed(Profile::Reference),
            ..Settings::default()
        };
        let (_, ws) = load(&files, &reference);
        let got: Vec<(String, Vec<String>)> = ws
            .surfaces
            .iter()
            .map(|s| {
                let SurfaceKind::Skills { dir } = &s.kind else {
                    panic!("not a skills surface")
                };
                (
                    dir.clone(),
                    s.commands.iter().map(|c| c.name.value.clone()).collect(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (".".to_string(), vec!["e".to_string()]),
                ("other".to_string(), vec!["d".to_string()]),
                ("skills".to_string(), vec!["a".to_string(), "b".to_string()]),
            ]
        );
        let b = &ws.surfaces[2].commands[1];
        assert_eq!(
            b.origin,
            Origin::Skill {
                dir: "skills/b".into()
            }
        );
        assert_eq!(
            b.description.as_ref().unwrap().encoding,
            TextEncoding::YamlScalar
        );
        assert_eq!(b.name.encoding, TextEncoding::Synthetic);
        assert_eq!(parent_dir("."), "..");
        assert_eq!(parent_dir("/abs/x"), "/abs");
        assert_eq!(parent_dir("/x"), "/");
        // otherwise, every skill of the tree in one surface
        let (_, ws) = load(&files, &Settings::default());
        let skills: Vec<(&SurfaceKind, usize)> = ws
            .surfaces
            .iter()
            .map(|s| (&s.kind, s.commands.len()))
            .collect();
        assert_eq!(skills, [(&SurfaceKind::Skills { dir: ".".into() }, 4)]);
        assert_eq!(
            common_dir(["a/b".to_string(), "a/c".to_string()].into_iter()),
            "a"
        );
        assert_eq!(
            common_dir(["/x/a".to_string(), "/x/a/b".to_string()].into_iter()),
            "/x/a"
        );
    }
}
