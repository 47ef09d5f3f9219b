//! Runs the enabled rules over the workspace. Surfaces and skills are
//! checked in parallel; results are collected in input order, so the run is
//! deterministic.

use rayon::prelude::*;

use crate::config::Settings;
use crate::finding::Finding;
use crate::model::{Origin, Surface, SurfaceKind, Workspace};
use crate::report::Truncation;
use crate::rules::{Context, RULES, Rule, Scope};
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
        finding.subjects = dirs;
    }
}

pub struct LintResult {
    pub findings: Vec<Finding>,
    pub truncations: Vec<Truncation>,
    pub rules_evaluated: Vec<&'static str>,
    /// Enabled rules that check manifests (surface rules and manifest input rules).
    pub manifest_rules: Vec<&'static str>,
    /// Enabled rules that check skills (skill rules, surface rules that run on
    /// skills, skill input rules).
    pub skill_rules: Vec<&'static str>,
}

/// Whether an input rule is about skills (`skill-file`, `skill-frontmatter`).
fn is_skill_input(rule: &dyn Rule) -> bool {
    rule.meta().id.starts_with("skill-")
}

/// The enabled rules that check surfaces, in registry order.
pub fn surface_rules(settings: &Settings) -> Vec<&'static dyn Rule> {
    enabled_rules(settings)
        .into_iter()
        .filter(|r| r.meta().scope == Scope::Surface)
        .collect()
}

/// Whether `rule` runs on `surface` (skills surfaces take only some rules;
/// a surface over the command limit skips the cross-command ones).
fn applies(surface: &Surface, rule: &dyn Rule) -> bool {
    let skipped_on_skills = surface.is_skills() && !rule.runs_on_skills();
    let skipped_too_large = surface.too_large && rule.cross_command();
    !skipped_on_skills && !skipped_too_large
}

/// Runs one surface rule over one surface. `label` names the surface in a
/// truncation (a manifest path or a skills directory).
fn check_one(
    surface: &Surface,
    rule: &'static dyn Rule,
    label: &str,
    settings: &Settings,
) -> (Vec<Finding>, Option<Truncation>) {
    let mut cx = Context::new(settings);
    rule.check_surface(surface, &mut cx);
    let (mut f, truncated) = cx.into_findings();
    if surface.is_skills() {
        for finding in &mut f {
            skill_subjects(surface, finding);
        }
    }
    let truncation = truncated.then(|| Truncation {
        rule: rule.meta().id,
        surface: label.to_string(),
        limit: settings.limits.max_findings_per_rule,
    });
    (f, truncation)
}

/// Runs `rules` (from [`surface_rules`]) over one surface, the rules in
/// parallel, the findings in rule order (one list per rule, so they are not
/// copied into one). The loader calls it for each
/// manifest as soon as it is read, so the commands of a manifest are freed
/// before the next ones are loaded.
pub fn check_surface(
    surface: &Surface,
    label: &str,
    rules: &[&'static dyn Rule],
    settings: &Settings,
) -> (Vec<Vec<Finding>>, Vec<Truncation>) {
    let results: Vec<(Vec<Finding>, Option<Truncation>)> = rules
        .par_iter()
        .filter(|rule| applies(surface, **rule))
        .map(|rule| check_one(surface, *rule, label, settings))
        .collect();
    let mut findings = Vec::with_capacity(results.len());
    let mut truncations = Vec::new();
    for (f, t) in results {
        findings.push(f);
        truncations.extend(t);
    }
    (findings, truncations)
}

pub fn run(ws: &Workspace, sources: &SourceMap, settings: &Settings) -> LintResult {
    let rules = enabled_rules(settings);
    let surface_rules: Vec<&'static dyn Rule> = rules
        .iter()
        .copied()
        .filter(|r| r.meta().scope == Scope::Surface)
        .collect();
    let skill_rules: Vec<&'static dyn Rule> = rules
        .iter()
        .copied()
        .filter(|r| r.meta().scope == Scope::Skill)
        .collect();

    // One task per (surface, rule), so the rules of one large surface run
    // in parallel too; results are collected in (surface, rule) order.
    let tasks: Vec<(&Surface, &'static dyn Rule)> = ws
        .surfaces
        .iter()
        .flat_map(|surface| {
            surface_rules
                .iter()
                .copied()
                .filter(move |rule| applies(surface, *rule))
                .map(move |rule| (surface, rule))
        })
        .collect();
    let per_surface: Vec<(Vec<Finding>, Option<Truncation>)> = tasks
        .into_par_iter()
        .map(|(surface, rule)| {
            let label = match &surface.kind {
                SurfaceKind::Manifest { file } => sources.path(*file),
                SurfaceKind::Skills { dir } => dir.as_str(),
            };
            check_one(surface, rule, label, settings)
        })
        .collect();

    let per_skill: Vec<Vec<Finding>> = ws
        .skills
        .par_iter()
        .map(|skill| {
            let mut findings = Vec::new();
            for rule in &skill_rules {
                let mut cx = Context::new(settings);
                rule.check_skill(skill, &mut cx);
                findings.extend(cx.into_findings().0);
            }
            findings
        })
        .collect();

    let mut findings = Vec::new();
    let mut truncations = Vec::new();
    for (f, t) in per_surface {
        findings.extend(f);
        truncations.extend(t);
    }
    findings.extend(per_skill.into_iter().flatten());
    let manifest_rules = rules
        .iter()
        .filter(|r| match r.meta().scope {
            Scope::Surface => true,
            Scope::Input => !is_skill_input(**r),
            Scope::Skill => false,
        })
        .map(|r| r.meta().id)
        .collect();
    let skill_rules = rules
        .iter()
        .filter(|r| match r.meta().scope {
            Scope::Surface => r.runs_on_skills(),
            Scope::Input => is_skill_input(**r),
            Scope::Skill => true,
        })
        .map(|r| r.meta().id)
        .collect();
    LintResult {
        findings,
        truncations,
        rules_evaluated: rules.iter().map(|r| r.meta().id).collect(),
        manifest_rules,
        skill_rules,
    }
}
