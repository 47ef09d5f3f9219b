//! The rule registry. One file per rule; each declares its metadata with
//! [`declare_rule!`] (id, default severity, summary and the documentation
//! page in fixed sections) and implements [`Rule`] as a pure function of the
//! model. The same metadata feeds `afd-surface rules`, `afd-surface explain`,
//! the SARIF rule descriptors and `docs/rules/<id>.md`.
//!
//! Rules do no I/O and know nothing of output formats.
//!
//! # The documentation page
//!
//! A rule's doc comment in `declare_rule!` is its page, in Markdown, with
//! these sections in this order:
//!
//! 1. `## What it does`: what is checked, exactly (its first paragraph is
//!    the SARIF `fullDescription`);
//! 2. `## Why it matters`;
//! 3. `## Example`: input that triggers the rule;
//! 4. `## Use instead`: the fixed input, which does not;
//! 5. `## Options`: config keys and flags, or "None.";
//! 6. `## Differences from the reference`, only where the rule deliberately
//!    differs from the reference validator.
//!
//! Fenced blocks in `## Example` and `## Use instead` are run by the test
//! suite (`tests/cli/docs.rs`) through the binary: each ` ```json ` block is
//! one run, written as `example.afd.json` (a ` ```json path=<p> ` block is a
//! file written at `<p>` for the runs after it in its section, such as a
//! lock file); the ` ```markdown path=<dir>/SKILL.md `
//! blocks of a section are written together as one run; a ` ```toml ` block
//! is written as `afd-surface.toml` for the runs after it in its section
//! (without one, the run uses `--no-config`). Every `## Example` run must
//! report the rule and no `## Use instead` run may. Blocks with another info
//! string, and blocks in other sections, are illustrative. `docs/rules/` is
//! generated from the pages (`AFD_SURFACE_BLESS=1 cargo test --test cli docs`).
//!
//! The helper modules [`js`], [`text`], [`similarity`] and [`schema`] hold what
//! several surface rules share: the reference validator's JavaScript
//! semantics, its tokenizer and word lists, similarity vectors and the pair
//! search, and the schema comparison and complexity walker.

use crate::config::Settings;
use crate::finding::Finding;
use crate::meta::{FileKind, Profile};
pub use crate::meta::{RuleMeta, Scope};
use crate::model::problem::{FileInput, LoadProblem};
use crate::model::{Command, Skill, Surface};

pub mod clusters;
pub mod injection;
pub mod js;
pub mod mcp;
pub mod names;
pub mod schema;
pub mod similarity;
pub mod text;
pub mod verbs;

/// A check over the model.
pub trait Rule: Sync {
    fn meta(&self) -> &'static RuleMeta;

    /// Whether the rule runs at all under these settings (beyond `off`):
    /// e.g. `missing-context` needs configured contexts.
    fn enabled(&self, _settings: &Settings) -> bool {
        true
    }

    /// Whether the rule compares commands with each other (it then skips
    /// surfaces over `max-commands-per-surface`).
    fn cross_command(&self) -> bool {
        false
    }

    /// Whether the rule also runs on skills surfaces (the skills of one
    /// directory, as commands named after their folders): by default, the
    /// surface rules that report on `SKILL.md` files.
    fn runs_on_skills(&self) -> bool {
        let m = self.meta();
        m.scope == Scope::Surface && m.checks(FileKind::Skill)
    }

    fn check_surface(&self, _surface: &Surface, _cx: &mut Context<'_>) {}

    fn check_skill(&self, _skill: &Skill, _cx: &mut Context<'_>) {}

    /// Checks what an adapter met while reading one file (the input rules).
    fn check_input(&self, _input: &FileInput, _cx: &mut Context<'_>) {}
}

/// What a rule sees while it runs: the settings and a bounded sink for its
/// findings.
pub struct Context<'a> {
    pub settings: &'a Settings,
    /// The profile of the surface being checked (for skills and input
    /// rules: `reference` under `--profile reference`, else `mcp`).
    pub profile: Profile,
    findings: Vec<Finding>,
    /// Lists handed over whole by [`Context::push_all`], before `findings`;
    /// kept apart so that each is freed as soon as it is resolved.
    batches: Vec<Vec<Finding>>,
    /// The findings in `batches`.
    in_batches: usize,
    limit: usize,
    truncated: bool,
}

impl<'a> Context<'a> {
    pub fn new(settings: &'a Settings, profile: Profile) -> Context<'a> {
        Context {
            settings,
            profile,
            findings: Vec::new(),
            batches: Vec::new(),
            in_batches: 0,
            limit: settings.limits.max_findings_per_rule,
            truncated: false,
        }
    }

    /// A context that keeps at most `limit` findings (what is left of the
    /// run's `max-findings`, when that is less than `max-findings-per-rule`).
    pub fn with_limit(settings: &'a Settings, profile: Profile, limit: usize) -> Context<'a> {
        Context {
            limit: limit.min(settings.limits.max_findings_per_rule),
            ..Context::new(settings, profile)
        }
    }

    /// Records a finding. Returns `false` once the rule has reached
    /// `max-findings-per-rule` for this surface: the rule should stop.
    pub fn report(&mut self, finding: Finding) -> bool {
        if self.len() >= self.limit {
            self.truncated = true;
            return false;
        }
        self.findings.push(finding);
        if self.len() >= self.limit {
            // The limit is reached; further findings would be dropped.
            return false;
        }
        true
    }

    /// Records a finding and tells whether the rule should go on: `false`
    /// once a finding had to be dropped because `max-findings-per-rule` was
    /// reached (the surface is then reported as truncated). Unlike
    /// [`Context::report`], the limit being merely reached does not stop the
    /// rule, so a rule that has exactly the limit's number of findings is not
    /// reported as truncated.
    pub fn push(&mut self, finding: Finding) -> bool {
        self.report(finding);
        !self.truncated
    }

    /// [`Context::push`] of many findings at once; a rule that builds them
    /// in parallel hands over its list, which is kept as it is (not copied
    /// finding by finding) when it is the rule's first.
    pub fn push_all(&mut self, mut findings: Vec<Finding>) -> bool {
        let room = self.limit.saturating_sub(self.len());
        if findings.len() > room {
            findings.truncate(room);
            self.truncated = true;
        }
        if !findings.is_empty() {
            if !self.findings.is_empty() {
                let earlier = std::mem::take(&mut self.findings);
                self.in_batches += earlier.len();
                self.batches.push(earlier);
            }
            self.in_batches += findings.len();
            self.batches.push(findings);
        }
        !self.truncated
    }

    /// The findings recorded so far.
    pub fn len(&self) -> usize {
        self.in_batches + self.findings.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// True once `max-findings-per-rule` findings were reported.
    pub fn is_full(&self) -> bool {
        self.len() >= self.limit
    }

    /// Marks that the rule stopped early because of the limit.
    pub fn mark_truncated(&mut self) {
        self.truncated = true;
    }

    pub fn truncated(&self) -> bool {
        self.truncated
    }

    /// The findings, in the order they were recorded, as one list or more.
    pub fn into_findings(self) -> (Vec<Vec<Finding>>, bool) {
        let mut lists = self.batches;
        if !self.findings.is_empty() || lists.is_empty() {
            lists.push(self.findings);
        }
        (lists, self.truncated)
    }
}

macro_rules! registry {
    ($($module:ident :: $rule:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// Every rule, in the order the reference validator runs them (the
        /// order of `rulesEvaluated`), then the rules this project adds.
        pub static RULES: &[&dyn Rule] = &[$(&$module::$rule),*];
    };
}

registry! {
    similar_descriptions::SimilarDescriptions,
    schema_overlap::SchemaOverlap,
    naming_convention::NamingConvention,
    naming_collision::NamingCollision,
    missing_category::MissingCategory,
    description_injection::DescriptionInjection,
    description_quality::DescriptionQuality,
    orphaned_category::OrphanedCategory,
    schema_complexity::SchemaComplexity,
    unresolved_prerequisite::UnresolvedPrerequisite,
    circular_prerequisite::CircularPrerequisite,
    missing_output_schema::MissingOutputSchema,
    missing_context::MissingContext,
    hidden_unicode::HiddenUnicode,
    skill_frontmatter::SkillFrontmatter,
    skill_file::SkillFile,
    skill_name::SkillName,
    skill_name_reserved::SkillNameReserved,
    skill_name_mismatch::SkillNameMismatch,
    skill_name_duplicate::SkillNameDuplicate,
    skill_description::SkillDescription,
    skill_xml_tags::SkillXmlTags,
    skill_compatibility::SkillCompatibility,
    skill_field_type::SkillFieldType,
    skill_unknown_field::SkillUnknownField,
    skill_body_length::SkillBodyLength,
    skill_body_injection::SkillBodyInjection,
    manifest_invalid::ManifestInvalid,
    surface_too_large::SurfaceTooLarge,
    mcp_tool_invalid::McpToolInvalid,
    mcp_input_schema_root::McpInputSchemaRoot,
    mcp_schema_invalid::McpSchemaInvalid,
    mcp_required_undeclared::McpRequiredUndeclared,
    mcp_output_schema_root::McpOutputSchemaRoot,
    mcp_tool_name::McpToolName,
    mcp_annotations::McpAnnotations,
    mcp_meta_key::McpMetaKey,
    mcp_x_mcp_header::McpXMcpHeader,
    mcp_icon::McpIcon,
    mcp_list_incomplete::McpListIncomplete,
    mcp_param_description::McpParamDescription,
    mcp_provider_limit::McpProviderLimit,
    tool_definition_changed::ToolDefinitionChanged,
    tool_added::ToolAdded,
    tool_removed::ToolRemoved,
    cross_server_name_collision::CrossServerNameCollision,
    source_unresolved::SourceUnresolved,
    source_invalid::SourceInvalid,
}

/// A finding about one command, located at its name.
pub fn command_finding(
    rule: &'static RuleMeta,
    command: &Command,
    message: String,
    suggestion: impl Into<std::borrow::Cow<'static, str>>,
) -> Finding {
    Finding::new(rule, command.name.span, message, suggestion).commands([command.name_str()])
}

/// A finding about a problem an adapter met in a file: about the command
/// the problem lies in, or for a `SKILL.md` about its skill (named by its
/// folder, keyed by the folder's path); `key` tells findings of one rule on
/// the same subject apart.
pub fn input_finding(
    rule: &'static RuleMeta,
    input: &FileInput,
    problem: &LoadProblem,
    message: impl Into<String>,
    suggestion: impl Into<std::borrow::Cow<'static, str>>,
    key: &str,
) -> Finding {
    let mut f = Finding::new(rule, problem.at, message, suggestion).discriminator(key);
    f = match &input.subject {
        Some((name, dir)) => f.commands([name.as_str()]).subjects([dir.as_str()]),
        None => f.commands(problem.command.as_deref()),
    };
    if let Some(first) = problem.first {
        f = f.related(first, "first occurrence");
    }
    f
}

/// The label of a related location naming another command.
pub fn other_command(command: &Command) -> String {
    format!("the other command \"{}\"", command.name_str())
}

/// Looks a rule up by id.
pub fn by_id(id: &str) -> Option<&'static dyn Rule> {
    RULES.iter().copied().find(|r| r.meta().id == id)
}

/// The metadata of every rule, in registry order.
pub fn all_meta() -> impl Iterator<Item = &'static RuleMeta> {
    RULES.iter().map(|r| r.meta())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{FileId, Span};

    fn finding(n: usize) -> Finding {
        Finding::new(
            &similar_descriptions::SIMILAR_DESCRIPTIONS,
            Span::new(FileId(0), n..n),
            format!("{n}"),
            "s",
        )
    }

    fn numbers(cx: Context<'_>) -> (Vec<String>, bool, usize) {
        let (lists, truncated) = cx.into_findings();
        let count = lists.len();
        let all = lists.into_iter().flatten().map(|f| f.message).collect();
        (all, truncated, count)
    }

    /// `push_all` keeps the order of `report`/`push`, hands lists over
    /// whole, and stops at the limit as pushing one by one would.
    #[test]
    fn push_all_is_push_in_order_with_the_same_limit() {
        let settings = Settings::default();
        let mut cx = Context::with_limit(&settings, Profile::Mcp, 5);
        assert!(cx.push(finding(0)));
        assert!(cx.push_all(vec![finding(1), finding(2)]));
        assert!(cx.push(finding(3)));
        assert_eq!(cx.len(), 4);
        assert!(!cx.push_all(vec![finding(4), finding(5), finding(6)]));
        assert!(cx.is_full());
        let (got, truncated, lists) = numbers(cx);
        assert_eq!(got, ["0", "1", "2", "3", "4"]);
        assert!(truncated);
        assert_eq!(lists, 4);

        // exactly the limit is not a truncation, as with `push`
        let mut cx = Context::with_limit(&settings, Profile::Mcp, 2);
        assert!(cx.push_all(vec![finding(0), finding(1)]));
        assert!(cx.push_all(Vec::new()));
        let (got, truncated, lists) = numbers(cx);
        assert_eq!(got, ["0", "1"]);
        assert!(!truncated);
        assert_eq!(lists, 1);

        // a context with nothing gives one empty list
        let cx = Context::new(&settings, Profile::Mcp);
        assert!(cx.is_empty());
        assert_eq!(numbers(cx), (Vec::new(), false, 1));
    }
}
