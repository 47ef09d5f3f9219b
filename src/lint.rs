//! Runs the enabled rules over the workspace: the input rules over each
//! file's load problems, the surface rules over each surface, the skill
//! rules over each skill. Everything runs in parallel; results are collected
//! in input order, so the run is deterministic.

use rayon::prelude::*;

use crate::config::{ProfileChoice, RuleLevel, Settings};
use crate::finding::Finding;
use crate::meta::{FileKind, Profile, Scope};
use crate::model::{Origin, Surface, SurfaceKind, Workspace};
use crate::report::Truncation;
use crate::rules::{Context, RULES, Rule};
use crate::source::SourceMap;

/// The rules that run under these settings, in registry order.
pub fn enabled_rules(settings: &Settings) -> Vec<&'static dyn Rule> {
    RULES
        .iter()
        .copied()
        .filter(|r| !settings.rule_is_off(r.meta().id) && r.enabled(settings))
        .collect()
}

/// On a skills surface, rules name skills like commands; the fingerprint
/// subject of a skill is its folder path (names can change or repeat,
/// folders are what the baseline keys on). Each skill lives in its own
/// `SKILL.md`, so the files a finding points at tell which skills it is about.
fn skill_subjects(surface: &Surface, finding: &mut Finding) {
    let dir_of = |file| {
        surface.commands.iter().find_map(|c| match &c.origin {
            Origin::Skill { dir } if c.name.span.file == file => Some(dir.clone()),
            _ => None,
        })
    };
    let mut dirs: Vec<String> = Vec::new();
    let files = std::iter::once(finding.primary.span().file)
        .chain(finding.related.iter().map(|r| r.loc.span().file));
    for file in files {
        if let Some(d) = dir_of(file)
            && !dirs.contains(&d)
        {
            dirs.push(d);
        }
    }
    if !dirs.is_empty() {
        finding.set_subjects(dirs);
    }
}

/// What the rules found.
pub struct LintResult {
    /// In chunks (per file, per surface and rule, per skill), in input
    /// order, so they are not copied into one list before resolving.
    pub findings: Vec<Vec<Finding>>,
    pub truncations: Vec<Truncation>,
    pub rules_evaluated: Vec<&'static str>,
    /// The run reached `max-findings` and stopped looking.
    pub capped: bool,
    /// CPU time each surface rule took, summed over surfaces (for
    /// `--timings`), in registry order.
    pub rule_times: Vec<(&'static str, std::time::Duration)>,
}

/// The enabled rules that check a file of `kind` whose surface has
/// `profile` (its JUnit test cases), in registry order.
pub fn rules_checking(settings: &Settings, kind: FileKind, profile: Profile) -> Vec<&'static str> {
    enabled_rules(settings)
        .into_iter()
        .filter(|r| r.meta().checks(kind) && r.meta().runs_under(profile))
        .filter(|r| settings.level_for(r.meta().id, profile) != Some(RuleLevel::Off))
        .map(|r| r.meta().id)
        .collect()
}

/// Whether `rule` runs on `surface`: a manifest takes the rules that report
/// on manifests, a skills surface those that run on skills; a surface over
/// the command limit skips the rules that compare commands.
fn applies(surface: &Surface, rule: &dyn Rule, settings: &Settings) -> bool {
    let kind_ok = match surface.kind {
        SurfaceKind::Manifest { .. } | SurfaceKind::Group { .. } => {
            rule.meta().checks(FileKind::Manifest)
        }
        SurfaceKind::Skills { .. } => rule.runs_on_skills(),
    };
    let off = settings.level_for(rule.meta().id, surface.profile) == Some(RuleLevel::Off)
        || !rule.meta().runs_under(surface.profile);
    kind_ok && !off && !(surface.too_large && rule.cross_command())
}

/// The profile of what is not a command surface (a file's load problems,
/// a skill): `reference` when the run asks for it, else the current one.
pub fn plain_profile(settings: &Settings) -> Profile {
    match settings.profile {
        ProfileChoice::Fixed(Profile::Reference) => Profile::Reference,
        _ => Profile::Mcp,
    }
}

/// The name of a surface in a truncation: a manifest path or a skills
/// directory.
fn label<'a>(surface: &'a Surface, sources: &'a SourceMap) -> &'a str {
    match &surface.kind {
        SurfaceKind::Manifest { file } => sources.path(*file),
        SurfaceKind::Group { name, .. } => name.as_str(),
        SurfaceKind::Skills { dir } => dir.as_str(),
    }
}

/// Runs one rule over one surface, keeping at most `budget` findings.
fn check_one(
    surface: &Surface,
    rule: &'static dyn Rule,
    label: &str,
    settings: &Settings,
    budget: usize,
) -> (Vec<Vec<Finding>>, Option<Truncation>) {
    let mut cx = Context::with_limit(settings, surface.profile, budget);
    rule.check_surface(surface, &mut cx);
    let (mut f, truncated) = cx.into_findings();
    if surface.is_skills() {
        for finding in f.iter_mut().flatten() {
            skill_subjects(surface, finding);
        }
    }
    // a stop for the run's budget is the run's truncation, not the rule's
    let truncation =
        (truncated && budget >= settings.limits.max_findings_per_rule).then(|| Truncation {
            rule: rule.meta().id,
            surface: label.to_string(),
            limit: settings.limits.max_findings_per_rule,
        });
    (f, truncation)
}

/// Runs every enabled rule over the workspace.
pub fn run(ws: &Workspace, sources: &SourceMap, settings: &Settings) -> LintResult {
    let rules = enabled_rules(settings);
    let plain = plain_profile(settings);
    let input_rules: Vec<&'static dyn Rule> = rules
        .iter()
        .copied()
        .filter(|r| r.meta().scope == Scope::Input && r.meta().runs_under(plain))
        .collect();
    let skill_rules: Vec<&'static dyn Rule> = rules
        .iter()
        .copied()
        .filter(|r| r.meta().scope == Scope::Skill && r.meta().runs_under(plain))
        .collect();

    let per_file: Vec<(Vec<Finding>, Vec<Truncation>)> = ws
        .files
        .par_iter()
        .with_min_len(64)
        .map(|input| {
            let mut findings = Vec::new();
            let mut truncations = Vec::new();
            if input.problems.is_empty() {
                return (findings, truncations);
            }
            for rule in input_rules.iter().filter(|r| r.meta().checks(input.kind)) {
                let mut cx = Context::new(settings, plain);
                rule.check_input(input, &mut cx);
                let (f, truncated) = cx.into_findings();
                findings.extend(f.into_iter().flatten());
                if truncated {
                    truncations.push(Truncation {
                        rule: rule.meta().id,
                        surface: sources.path(input.file).to_string(),
                        limit: settings.limits.max_findings_per_rule,
                    });
                }
            }
            (findings, truncations)
        })
        .collect();

    // One task per (surface, rule), so the rules of one large surface run
    // in parallel too; results are collected in (surface, rule) order.
    let mut tasks: Vec<(usize, &Surface, &'static dyn Rule)> = ws
        .surfaces
        .iter()
        .flat_map(|surface| {
            rules
                .iter()
                .copied()
                .filter(move |rule| applies(surface, *rule, settings))
                .map(move |rule| (surface, rule))
        })
        .enumerate()
        .map(|(i, (surface, rule))| (i, surface, rule))
        .collect();
    // Rules whose findings are errors spend the budget before warnings and
    // infos, so a flood of infos cannot crowd them out (a stable sort: (surface, rule) order
    // within one level).
    let level = |surface: &Surface, rule: &dyn Rule| match settings
        .level_for(rule.meta().id, surface.profile)
    {
        Some(RuleLevel::Severity(s)) => s,
        _ => rule.meta().default_severity,
    };
    // (the input rules, such as `surface-too-large`, before all: they say
    // why the other findings look as they do)
    tasks.sort_by_key(|(_, surface, rule)| {
        (
            rule.meta().scope != Scope::Input,
            std::cmp::Reverse(level(surface, *rule)),
        )
    });
    // The run's budget (`max-findings`), spent in this order: tasks run in
    // parallel a chunk at a time, each keeping at most what the budget had
    // left when its chunk began, and once the budget is spent no further
    // task starts. The same input always stops at the same finding, and at
    // most a chunk of tasks' findings is held beyond the budget. A chunk is
    // large (the tasks are ordered by severity, so a small one holds one
    // surface's error rules, of which one, `description-injection`, takes
    // nearly all the time, and the other threads wait for it).
    let max = settings.limits.max_findings;
    let mut spent: usize = per_file.iter().map(|(f, _)| f.len()).sum();
    let chunk = (rayon::current_num_threads() * 32).max(64);
    let mut per_surface: Vec<(usize, Vec<Vec<Finding>>, Option<Truncation>)> =
        Vec::with_capacity(tasks.len());
    let mut capped = spent > max;
    let mut rule_time: std::collections::HashMap<&'static str, std::time::Duration> =
        std::collections::HashMap::new();
    for batch in tasks.chunks(chunk) {
        if spent > max {
            capped = true;
            break;
        }
        let budget = max - spent + 1;
        type Done = (
            usize,
            Vec<Vec<Finding>>,
            Option<Truncation>,
            &'static str,
            std::time::Duration,
        );
        let done: Vec<Done> = batch
            .par_iter()
            .map(|(i, surface, rule)| {
                let start = std::time::Instant::now();
                let (f, t) = check_one(surface, *rule, label(surface, sources), settings, budget);
                (*i, f, t, rule.meta().id, start.elapsed())
            })
            .collect();
        spent += done
            .iter()
            .flat_map(|(_, f, _, _, _)| f)
            .map(Vec::len)
            .sum::<usize>();
        for (i, f, t, id, took) in done {
            *rule_time.entry(id).or_default() += took;
            per_surface.push((i, f, t));
        }
    }

    let mut per_skill: Vec<Vec<Finding>> = Vec::new();
    for batch in ws.skills.chunks(chunk * 16) {
        if spent > max {
            capped = true;
            break;
        }
        let budget = max - spent + 1;
        let done: Vec<Vec<Finding>> = batch
            .par_iter()
            .map(|skill| {
                let mut findings = Vec::new();
                for rule in &skill_rules {
                    let mut cx = Context::with_limit(settings, plain, budget);
                    rule.check_skill(skill, &mut cx);
                    findings.extend(cx.into_findings().0.into_iter().flatten());
                }
                findings
            })
            .collect();
        spent += done.iter().map(Vec::len).sum::<usize>();
        per_skill.extend(done);
    }

    let mut findings = Vec::with_capacity(per_file.len() + per_surface.len() + per_skill.len());
    let mut truncations = Vec::new();
    for (f, t) in per_file {
        findings.push(f);
        truncations.extend(t);
    }
    let mut surface_truncations: Vec<(usize, Truncation)> = Vec::new();
    for (i, f, t) in per_surface {
        findings.extend(f);
        surface_truncations.extend(t.map(|t| (i, t)));
    }
    // truncations in (surface, rule) order, whatever order the rules ran in
    surface_truncations.sort_by_key(|(i, _)| *i);
    truncations.extend(surface_truncations.into_iter().map(|(_, t)| t));
    findings.extend(per_skill);
    // keep exactly the first `max` findings, in the order they were sought
    let mut kept = 0usize;
    for chunk in &mut findings {
        let room = max - kept.min(max);
        if chunk.len() > room {
            chunk.truncate(room);
            capped = true;
        }
        kept += chunk.len();
    }
    LintResult {
        findings,
        truncations,
        rules_evaluated: rules.iter().map(|r| r.meta().id).collect(),
        capped,
        rule_times: rules
            .iter()
            .filter_map(|r| rule_time.get(r.meta().id).map(|t| (r.meta().id, *t)))
            .collect(),
    }
}
