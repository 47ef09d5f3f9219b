//! The TOML configuration file (`afd-surface.toml`, `.afd-surface.toml` or
//! `.github/afd-surface.toml` at the root, or `--config`), merged with the
//! command-line flags into [`Settings`]. Unknown keys and invalid values are
//! errors that name the file, the line and the column.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use regex::Regex;
use schemars::JsonSchema;
use serde::Deserialize;
use toml::Spanned;

use crate::fsutil::{self, ReadError};
pub use crate::meta::{Limits, parse_size};
use crate::meta::{McpRevision, Profile, RuleMeta, Severity, human_size};

/// Config file names looked up at the root, in this order.
pub const CONFIG_FILE_NAMES: &[&str] = &[
    "afd-surface.toml",
    ".afd-surface.toml",
    ".github/afd-surface.toml",
];

/// Default manifest globs.
pub const DEFAULT_INCLUDE: &[&str] = &[
    "**/*.afd.json",
    "**/afd-manifest.json",
    "**/mcp-tools.json",
    "**/*.tools.json",
];

pub const DEFAULT_BASELINE: &str = ".afd-surface-baseline.json";

/// The largest config file read (it is read before `[limits]` is known).
pub const MAX_CONFIG_SIZE: u64 = 1024 * 1024;

/// The reference validator's default naming pattern (kebab-case with a
/// domain prefix).
pub const KEBAB_PATTERN: &str = "^[a-z][a-z0-9]*-[a-z][a-z0-9-]*$";
pub const SNAKE_PATTERN: &str = "^[a-z][a-z0-9]*(_[a-z0-9]+)*$";
pub const CAMEL_PATTERN: &str = "^[a-z][a-zA-Z0-9]*$";

/// A configuration or usage error (exit code 2).
#[derive(Debug, Clone, PartialEq)]
pub struct ConfigError {
    /// `path:line:col` or a flag name, when known.
    pub origin: Option<String>,
    pub message: String,
}

impl ConfigError {
    fn at(origin: impl Into<String>, message: impl Into<String>) -> ConfigError {
        ConfigError {
            origin: Some(origin.into()),
            message: message.into(),
        }
    }

    pub fn plain(message: impl Into<String>) -> ConfigError {
        ConfigError {
            origin: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.origin {
            Some(o) => write!(f, "{o}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ConfigError {}

/// When the run fails (exit code 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailOn {
    Error,
    Warning,
    Info,
    Never,
}

impl FailOn {
    pub fn parse(s: &str) -> Option<FailOn> {
        match s {
            "error" => Some(FailOn::Error),
            "warning" => Some(FailOn::Warning),
            "info" => Some(FailOn::Info),
            "never" => Some(FailOn::Never),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            FailOn::Error => "error",
            FailOn::Warning => "warning",
            FailOn::Info => "info",
            FailOn::Never => "never",
        }
    }

    /// Whether a finding of this severity fails the run.
    pub fn fails(self, severity: Severity) -> bool {
        match self {
            FailOn::Error => severity >= Severity::Error,
            FailOn::Warning => severity >= Severity::Warning,
            FailOn::Info => true,
            FailOn::Never => false,
        }
    }
}

/// A rule's configured level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleLevel {
    Off,
    Severity(Severity),
}

/// The naming convention `naming-convention` enforces.
#[derive(Clone, Debug)]
pub enum Naming {
    Kebab(Regex),
    Snake(Regex),
    Camel(Regex),
    /// The rule does not run.
    Any,
    Custom(Regex),
    /// MCP tool names: any name the MCP specification allows (that is
    /// `mcp-tool-name`'s concern), in one style per server.
    Mcp,
}

impl Naming {
    pub fn parse(s: &str) -> Result<Naming, String> {
        let compile = |p: &str| Regex::new(p).map_err(|e| e.to_string());
        Ok(match s {
            "kebab" => Naming::Kebab(compile(KEBAB_PATTERN)?),
            "snake" => Naming::Snake(compile(SNAKE_PATTERN)?),
            "camel" => Naming::Camel(compile(CAMEL_PATTERN)?),
            "any" => Naming::Any,
            "mcp" => Naming::Mcp,
            custom => Naming::Custom(
                compile(custom)
                    .map_err(|e| format!("the naming pattern is not a valid regex: {e}"))?,
            ),
        })
    }

    /// The regex in force, `None` for `any`.
    pub fn regex(&self) -> Option<&Regex> {
        match self {
            Naming::Kebab(r) | Naming::Snake(r) | Naming::Camel(r) | Naming::Custom(r) => Some(r),
            Naming::Any | Naming::Mcp => None,
        }
    }

    /// The preset word, `None` for a custom regex.
    pub fn preset(&self) -> Option<&'static str> {
        match self {
            Naming::Kebab(_) => Some("kebab"),
            Naming::Snake(_) => Some("snake"),
            Naming::Camel(_) => Some("camel"),
            Naming::Any => Some("any"),
            Naming::Mcp => Some("mcp"),
            Naming::Custom(_) => None,
        }
    }
}

/// An extra `description-injection` pattern from the configuration.
#[derive(Clone, Debug)]
pub struct ExtraInjectionPattern {
    pub id: String,
    pub regex: Regex,
    pub description: String,
    pub example: String,
}

#[derive(Clone, Debug)]
pub struct SurfaceSettings {
    pub similarity_threshold: f64,
    pub schema_overlap_threshold: f64,
    pub min_description_length: usize,
    pub schema_complexity_threshold: f64,
    /// The naming convention set in the configuration or with `--naming`;
    /// `None` leaves it to the profile (see [`Settings::naming`]).
    pub naming: Option<Naming>,
    pub skip_categories: Vec<String>,
    pub configured_contexts: Vec<String>,
    pub extra_verbs: Vec<String>,
    pub extra_injection_patterns: Vec<ExtraInjectionPattern>,
}

impl Default for SurfaceSettings {
    fn default() -> Self {
        SurfaceSettings {
            similarity_threshold: 0.7,
            schema_overlap_threshold: 0.8,
            min_description_length: 20,
            schema_complexity_threshold: 13.0,
            naming: None,
            skip_categories: Vec::new(),
            configured_contexts: Vec::new(),
            extra_verbs: Vec::new(),
            extra_injection_patterns: Vec::new(),
        }
    }
}

/// Which client's skills the frontmatter is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkillsProfile {
    /// The Agent Skills specification: its six keys.
    Spec,
    /// Claude Code: its frontmatter keys too, and `allowed-tools` as a
    /// YAML list (a warning).
    ClaudeCode,
}

/// The frontmatter keys Claude Code reads beyond the specification's six.
pub const CLAUDE_CODE_KEYS: &[&str] = &[
    "argument-hint",
    "disable-model-invocation",
    "user-invocable",
    "model",
    "context",
    "agent",
    "hooks",
    "effort",
];

#[derive(Clone, Debug)]
pub struct SkillSettings {
    pub profile: SkillsProfile,
    pub reserved_words: Vec<String>,
    pub allowed_extra_fields: Vec<String>,
}

impl Default for SkillSettings {
    fn default() -> Self {
        SkillSettings {
            profile: SkillsProfile::Spec,
            reserved_words: vec!["anthropic".into(), "claude".into()],
            allowed_extra_fields: Vec::new(),
        }
    }
}

/// A model API a tool list is sent to (`[mcp] targets`): its limits on tool
/// definitions are checked by `mcp-provider-limit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ProviderTarget {
    Anthropic,
    OpenAi,
}

impl ProviderTarget {
    pub const ALL: [ProviderTarget; 2] = [ProviderTarget::Anthropic, ProviderTarget::OpenAi];

    pub fn as_str(self) -> &'static str {
        match self {
            ProviderTarget::Anthropic => "anthropic",
            ProviderTarget::OpenAi => "openai",
        }
    }

    pub fn parse(s: &str) -> Option<ProviderTarget> {
        ProviderTarget::ALL.into_iter().find(|t| t.as_str() == s)
    }
}

/// `[source]`: tools read from source code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceSettings {
    /// Source files are read (default on).
    pub enabled: bool,
    /// `source-unresolved` is an error (`--source-strict`).
    pub strict: bool,
}

impl Default for SourceSettings {
    fn default() -> Self {
        SourceSettings {
            enabled: true,
            strict: false,
        }
    }
}

/// `[mcp]`: how tool lists are checked against the MCP specification.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct McpSettings {
    /// The revision of a tool list that does not state its
    /// `protocolVersion` (`--mcp-revision`, `[mcp] revision`); `None`:
    /// [`McpRevision::DEFAULT`].
    pub revision: Option<McpRevision>,
    /// The model APIs whose limits `mcp-provider-limit` checks.
    pub targets: Vec<ProviderTarget>,
}

/// A suppression: `rule`, `rule:command` or `rule:a:b[:c...]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Suppression {
    /// As written.
    pub spec: String,
    pub rule: String,
    /// The commands named after the rule, sorted (empty: the whole rule).
    pub commands: Vec<String>,
    pub reason: Option<String>,
    /// Where it was given (`afd-surface.toml:12:8` or `--suppress`).
    pub origin: String,
}

impl Suppression {
    /// Parses a spec; `rules` is the registry, which the rule id must name.
    pub fn parse(
        spec: &str,
        reason: Option<String>,
        origin: String,
        rules: &[&'static RuleMeta],
    ) -> Result<Suppression, String> {
        let mut parts = spec.split(':');
        let rule = parts.next().unwrap_or("").to_string();
        if !known(rules, &rule) {
            return Err(format!(
                "suppression `{spec}` names an unknown rule `{rule}` (see `afd-surface rules`)"
            ));
        }
        let mut commands: Vec<String> = parts.map(str::to_string).collect();
        if commands.iter().any(|c| c.is_empty()) {
            return Err(format!(
                "suppression `{spec}` has an empty command name; write `rule`, `rule:command` or `rule:a:b`"
            ));
        }
        commands.sort();
        Ok(Suppression {
            spec: spec.to_string(),
            rule,
            commands,
            reason,
            origin,
        })
    }

    /// Whether this suppression covers a finding of `rule` on `commands`.
    pub fn matches(&self, rule: &str, commands: &[String]) -> bool {
        if self.rule != rule {
            return false;
        }
        if self.commands.is_empty() {
            return true;
        }
        if self.commands.len() != commands.len() {
            return false;
        }
        let mut sorted: Vec<&str> = commands.iter().map(String::as_str).collect();
        sorted.sort_unstable();
        sorted.iter().zip(&self.commands).all(|(a, b)| *a == b)
    }
}

/// Which profile the command surfaces get.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileChoice {
    /// AFD manifests get `afd`, every other tool list `mcp`.
    Auto,
    Fixed(Profile),
}

impl ProfileChoice {
    pub fn parse(s: &str) -> Result<ProfileChoice, String> {
        if s == "auto" {
            return Ok(ProfileChoice::Auto);
        }
        Profile::parse(s)
            .map(ProfileChoice::Fixed)
            .ok_or_else(|| format!("unknown profile `{s}`: expected auto, afd, mcp or reference"))
    }
}

/// Everything a run is configured with, after merging the file and the flags.
#[derive(Clone, Debug)]
pub struct Settings {
    pub profile: ProfileChoice,
    /// The lowest severity the SARIF report carries (infos are left out
    /// unless asked for: code scanning shows every result as an alert).
    pub sarif_min_severity: Severity,
    pub include: Vec<String>,
    pub exclude: Vec<String>,
    pub fail_on: FailOn,
    /// The baseline path from the config file, relative to the root.
    pub baseline: Option<String>,
    pub surface: SurfaceSettings,
    /// `[[surface]]` groups: files checked together as one surface.
    pub surface_groups: Vec<SurfaceGroup>,
    /// `[[group]]`: tool lists an agent loads together (their tool names
    /// must not collide), by name with the globs of their files.
    pub server_groups: Vec<SurfaceGroup>,
    pub skills: SkillSettings,
    pub mcp: McpSettings,
    pub source: SourceSettings,
    pub rule_levels: BTreeMap<String, RuleLevel>,
    pub suppressions: Vec<Suppression>,
    pub limits: Limits,
}

/// A `[[surface]]` group of the configuration: the manifests its globs
/// match are one surface, named `name`.
#[derive(Clone, Debug, PartialEq)]
pub struct SurfaceGroup {
    pub name: String,
    /// Globs, relative to the configuration file's directory like
    /// `include`; a file they match is read even if `include` does not.
    pub paths: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            profile: ProfileChoice::Auto,
            sarif_min_severity: Severity::Warning,
            include: DEFAULT_INCLUDE.iter().map(|s| s.to_string()).collect(),
            exclude: Vec::new(),
            fail_on: FailOn::Error,
            baseline: None,
            surface: SurfaceSettings::default(),
            surface_groups: Vec::new(),
            server_groups: Vec::new(),
            skills: SkillSettings::default(),
            mcp: McpSettings::default(),
            source: SourceSettings::default(),
            rule_levels: BTreeMap::new(),
            suppressions: Vec::new(),
            limits: Limits::default(),
        }
    }
}

impl Settings {
    /// The configured level of a rule, `None` when it keeps its defaults.
    pub fn rule_level(&self, id: &str) -> Option<RuleLevel> {
        self.rule_levels.get(id).copied()
    }

    pub fn rule_is_off(&self, id: &str) -> bool {
        self.rule_level(id) == Some(RuleLevel::Off)
    }

    /// The level of a rule on a surface of `profile`: the configured one,
    /// else the profile's default (`None`: the rule's own severity).
    pub fn level_for(&self, id: &str, profile: Profile) -> Option<RuleLevel> {
        self.rule_level(id).or_else(|| profile_level(profile, id))
    }

    /// The naming convention on a surface of `profile`: the configured
    /// one, else the profile's (`kebab`, or `mcp` for MCP tool lists).
    pub fn naming(&self, profile: Profile) -> &Naming {
        static KEBAB: std::sync::LazyLock<Naming> =
            std::sync::LazyLock::new(|| Naming::parse("kebab").unwrap_or(Naming::Any));
        match (&self.surface.naming, profile) {
            (Some(n), _) => n,
            (None, Profile::Mcp) => &Naming::Mcp,
            (None, Profile::Afd | Profile::Reference) => &KEBAB,
        }
    }
}

/// A profile's default level for a rule, where it differs from the rule's
/// own: categories are an AFD concept, so MCP tool lists get no category
/// rules.
fn profile_level(profile: Profile, id: &str) -> Option<RuleLevel> {
    match (profile, id) {
        (Profile::Mcp, "missing-category" | "orphaned-category") => Some(RuleLevel::Off),
        _ => None,
    }
}

/// A revision of the MCP specification, by its date or `draft`.
fn parse_revision(s: &str) -> Result<McpRevision, String> {
    McpRevision::parse(s).ok_or_else(|| {
        format!(
            "unknown MCP revision `{s}`: expected one of {}, or draft",
            McpRevision::ALL.map(|r| r.as_str()).join(", ")
        )
    })
}

/// Values given on the command line; they override the file.
#[derive(Clone, Debug, Default)]
pub struct CliOverrides {
    pub profile: Option<String>,
    pub sarif_min_severity: Option<Severity>,
    pub fail_on: Option<FailOn>,
    pub similarity_threshold: Option<f64>,
    pub schema_overlap_threshold: Option<f64>,
    pub skip_categories: Vec<String>,
    pub suppress: Vec<String>,
    pub naming: Option<String>,
    /// `--mcp-revision`.
    pub mcp_revision: Option<String>,
    /// `--source-strict`.
    pub source_strict: bool,
    pub include: Vec<String>,
    pub exclude: Vec<String>,
    /// `--select` (replaces the config's `select` when not empty).
    pub select: Vec<String>,
    /// `--ignore` (replaces the config's `ignore` when not empty).
    pub ignore: Vec<String>,
}

/// The setting keys given in a `[[surface]]` entry, by name.
fn entry_keys(e: &FileSurface) -> [(&'static str, bool); 9] {
    [
        ("similarity-threshold", e.similarity_threshold.is_some()),
        (
            "schema-overlap-threshold",
            e.schema_overlap_threshold.is_some(),
        ),
        ("min-description-length", e.min_description_length.is_some()),
        (
            "schema-complexity-threshold",
            e.schema_complexity_threshold.is_some(),
        ),
        ("naming", e.naming.is_some()),
        ("skip-categories", e.skip_categories.is_some()),
        ("configured-contexts", e.configured_contexts.is_some()),
        ("extra-verbs", e.extra_verbs.is_some()),
        (
            "extra-injection-patterns",
            e.extra_injection_patterns.is_some(),
        ),
    ]
}

fn entry_setting(keys: &[(&'static str, bool)]) -> Option<&'static str> {
    keys.iter().find(|(_, set)| *set).map(|(k, _)| *k)
}

// ---- the file format ----
//
// These types are what the parser reads, and what `afd-surface
// config-schema` prints (schemars derives the JSON Schema from them, so the
// schema cannot drift from the parser). Positions (`Spanned`) are shown to
// the schema as the plain values they wrap; the value lists of strings that
// the parser checks itself (profiles, levels) are given as enums.

#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
#[schemars(
    title = "afd-surface.toml",
    description = "Configuration of afd-surface, the linter of a repository's agent-facing surface (AFD command manifests, MCP tool lists, Agent Skills)."
)]
struct FileConfig {
    /// Defaults for command surfaces: `auto` gives AFD manifests the `afd` profile and other tool lists `mcp`; `reference` reproduces the reference AFD validator exactly.
    #[schemars(with = "Option<schema::Profile>")]
    profile: Option<Spanned<String>>,
    /// The lowest severity the SARIF report carries (infos would become code-scanning alerts).
    #[schemars(with = "Option<schema::Severity>")]
    sarif_min_severity: Option<Spanned<String>>,
    /// More manifest globs, matched against paths relative to the repository root and to this file's directory.
    include: Option<Vec<String>>,
    /// Globs of paths to leave out.
    exclude: Option<Vec<String>>,
    /// The lowest severity of a new finding that fails the run.
    #[schemars(with = "Option<schema::FailOn>")]
    fail_on: Option<Spanned<String>>,
    /// The baseline file (default `.afd-surface-baseline.json`).
    baseline: Option<String>,
    /// `[surface]`: settings of command surfaces; or `[[surface]]`: groups of files checked as one surface, and at most one entry of settings.
    surface: Option<SurfaceSection>,
    /// `[skills]`: settings of Agent Skills.
    skills: Option<FileSkills>,
    /// `[mcp]`: how tool lists are checked against the MCP specification.
    mcp: Option<FileMcp>,
    /// `[source]`: tools read from source code (AFD `defineCommand`, the MCP TypeScript SDK, FastMCP).
    source: Option<FileSource>,
    /// `[[group]]`: tool lists an agent loads together (`cross-server-name-collision`).
    group: Option<Vec<FileGroup>>,
    /// `[rules]`: the level of a rule by id (`off` turns it off).
    #[schemars(with = "Option<BTreeMap<String, schema::Level>>")]
    rules: Option<BTreeMap<Spanned<String>, Spanned<String>>>,
    /// Run and report only these rules: ids, prefixes such as `skill-`, or `ALL` (`--select` replaces it).
    #[schemars(with = "Option<Vec<String>>")]
    select: Option<Vec<Spanned<String>>>,
    /// Leave these rules out entirely: ids or prefixes (`--ignore` replaces it).
    #[schemars(with = "Option<Vec<String>>")]
    ignore: Option<Vec<Spanned<String>>>,
    /// `[[suppress]]`: findings accepted with a reason; they are reported as suppressed and never fail the run.
    suppress: Option<Vec<FileSuppress>>,
    /// `[limits]`: bounds on what a run reads and reports.
    limits: Option<FileLimits>,
}

/// `[surface]` (settings) or `[[surface]]` (groups, and at most one entry
/// of settings): TOML cannot have both in one file.
enum SurfaceSection {
    Table(Box<FileSurface>),
    Array(Vec<Spanned<FileSurface>>),
}

impl JsonSchema for SurfaceSection {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SurfaceSection".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let entry = g.subschema_for::<FileSurface>();
        schemars::json_schema!({
            "description": "`[surface]` settings, or `[[surface]]` entries (groups with `name` and `paths`, and at most one entry of settings)",
            "anyOf": [entry, {"type": "array", "items": entry}]
        })
    }
}
impl<'de> Deserialize<'de> for SurfaceSection {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = SurfaceSection;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a `[surface]` table or `[[surface]]` entries")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<Self::Value, A::Error> {
                FileSurface::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(|t| SurfaceSection::Table(Box::new(t)))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                seq: A,
            ) -> Result<Self::Value, A::Error> {
                Vec::deserialize(serde::de::value::SeqAccessDeserializer::new(seq))
                    .map(SurfaceSection::Array)
            }
        }
        d.deserialize_any(V)
    }
}

#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileSurface {
    /// A `[[surface]]` group's name (with `paths`).
    #[schemars(with = "Option<String>")]
    name: Option<Spanned<String>>,
    /// A `[[surface]]` group's globs: the files they match are checked as one surface.
    #[schemars(with = "Option<Vec<String>>")]
    paths: Option<Spanned<Vec<String>>>,
    /// Description similarity (0 to 1) from which `similar-descriptions` reports a pair.
    #[schemars(with = "Option<f64>", range(min = 0.0, max = 1.0))]
    similarity_threshold: Option<Spanned<f64>>,
    /// Input-schema overlap (0 to 1) from which `schema-overlap` reports a pair.
    #[schemars(with = "Option<f64>", range(min = 0.0, max = 1.0))]
    schema_overlap_threshold: Option<Spanned<f64>>,
    /// Characters a description needs at least (`description-quality`).
    #[schemars(with = "Option<i64>")]
    min_description_length: Option<Spanned<i64>>,
    /// Complexity score from which `schema-complexity` reports an input schema.
    #[schemars(with = "Option<f64>")]
    schema_complexity_threshold: Option<Spanned<f64>>,
    /// Naming convention: `kebab`, `snake`, `camel`, `mcp` (one style per server), `any`, or a regular expression (default by profile).
    #[schemars(with = "Option<String>")]
    naming: Option<Spanned<String>>,
    /// Categories whose commands are left out.
    skip_categories: Option<Vec<String>>,
    /// Contexts the deployment configures (`missing-context`).
    configured_contexts: Option<Vec<String>>,
    /// Verbs `description-quality` accepts besides its own list.
    extra_verbs: Option<Vec<String>>,
    /// Injection patterns of your own for `description-injection`.
    #[schemars(with = "Option<Vec<FileInjectionPattern>>")]
    extra_injection_patterns: Option<Vec<Spanned<FileInjectionPattern>>>,
}

/// An injection pattern of your own.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileInjectionPattern {
    /// Its id, shown in findings.
    id: String,
    /// A regular expression (Rust `regex` syntax).
    pattern: String,
    /// What it finds, for the message.
    description: Option<String>,
    /// A text it must match (checked when the configuration is read).
    example: Option<String>,
}

#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileSkills {
    /// `spec` (the Agent Skills specification) or `claude-code` (also the fields Claude Code reads).
    #[schemars(with = "Option<schema::SkillsProfile>")]
    profile: Option<Spanned<String>>,
    /// Words a skill name must not contain (`skill-name-reserved`).
    reserved_words: Option<Vec<String>>,
    /// Frontmatter keys accepted besides the specification's (`skill-unknown-field`).
    allowed_extra_fields: Option<Vec<String>>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileGroup {
    /// The group's name, shown in findings.
    #[schemars(with = "String")]
    name: Spanned<String>,
    /// Globs of the tool lists in the group, matched against paths relative to the repository root.
    #[schemars(with = "Vec<String>")]
    paths: Spanned<Vec<String>>,
}

#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileMcp {
    /// The MCP revision of tool lists that do not state their `protocolVersion` (default 2025-11-25; `draft` is the newest).
    #[schemars(with = "Option<schema::McpRevision>")]
    revision: Option<Spanned<String>>,
    /// Model APIs whose limits on tool definitions `mcp-provider-limit` checks.
    #[schemars(with = "Option<Vec<schema::ProviderTarget>>")]
    targets: Option<Vec<Spanned<String>>>,
}

#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileSource {
    /// Read TypeScript, JavaScript and Python files that define tools (default true).
    enabled: Option<bool>,
    /// Make `source-unresolved` an error: every value must be readable without running the code (default false).
    strict: Option<bool>,
}

/// A suppression.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileSuppress {
    /// `rule`, `rule:command` or `rule:a:b` (the commands of a pair).
    #[schemars(with = "String")]
    spec: Spanned<String>,
    /// Why the finding is accepted (shown with it).
    reason: Option<String>,
}

#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct FileLimits {
    /// Largest file read: bytes, or a size such as "10MiB" or "512KB".
    #[schemars(with = "Option<SizeValue>")]
    max_file_size: Option<Spanned<SizeValue>>,
    /// Deepest JSON or YAML nesting read.
    #[schemars(with = "Option<i64>", range(min = 1))]
    max_nesting: Option<Spanned<i64>>,
    /// Deepest input schema the schema rules walk.
    #[schemars(with = "Option<i64>", range(min = 1))]
    max_schema_depth: Option<Spanned<i64>>,
    /// Commands of one surface past which the rules that compare commands are skipped (`surface-too-large`).
    #[schemars(with = "Option<i64>", range(min = 1))]
    max_commands_per_surface: Option<Spanned<i64>>,
    /// Findings of one rule on one surface past which the rule stops there.
    #[schemars(with = "Option<i64>", range(min = 1))]
    max_findings_per_rule: Option<Spanned<i64>>,
    /// Findings of the whole run past which it stops: the report is then incomplete and the run fails.
    #[schemars(with = "Option<i64>", range(min = 1))]
    max_findings: Option<Spanned<i64>>,
    /// Nodes YAML aliases may expand to in one frontmatter.
    #[schemars(with = "Option<i64>", range(min = 1))]
    max_alias_nodes: Option<Spanned<i64>>,
}

/// A size: a number of bytes, or a text such as "10MiB".
#[derive(Deserialize, JsonSchema)]
#[serde(untagged)]
enum SizeValue {
    Bytes(i64),
    Text(String),
}

/// Value lists the parser checks itself, for the schema.
mod schema {
    use schemars::JsonSchema;

    /// A profile.
    #[derive(JsonSchema)]
    #[serde(rename_all = "lowercase")]
    #[allow(dead_code)]
    pub enum Profile {
        Auto,
        Afd,
        Mcp,
        Reference,
    }

    /// A revision of the MCP specification.
    #[derive(JsonSchema)]
    #[allow(dead_code)]
    pub enum McpRevision {
        #[serde(rename = "2024-11-05")]
        V20241105,
        #[serde(rename = "2025-03-26")]
        V20250326,
        #[serde(rename = "2025-06-18")]
        V20250618,
        #[serde(rename = "2025-11-25")]
        V20251125,
        #[serde(rename = "2026-07-28")]
        V20260728,
        #[serde(rename = "draft")]
        Draft,
    }

    /// A model API.
    #[derive(JsonSchema)]
    #[serde(rename_all = "lowercase")]
    #[allow(dead_code)]
    pub enum ProviderTarget {
        Anthropic,
        OpenAi,
    }

    /// A severity.
    #[derive(JsonSchema)]
    #[serde(rename_all = "lowercase")]
    #[allow(dead_code)]
    pub enum Severity {
        Error,
        Warning,
        Info,
    }

    /// A fail level.
    #[derive(JsonSchema)]
    #[serde(rename_all = "lowercase")]
    #[allow(dead_code)]
    pub enum FailOn {
        Error,
        Warning,
        Info,
        Never,
    }

    /// A rule's level.
    #[derive(JsonSchema)]
    #[serde(rename_all = "lowercase")]
    #[allow(dead_code)]
    pub enum Level {
        Off,
        Info,
        Warning,
        Error,
    }

    /// The skills profile.
    #[derive(JsonSchema)]
    #[serde(rename_all = "kebab-case")]
    #[allow(dead_code)]
    pub enum SkillsProfile {
        Spec,
        ClaudeCode,
    }
}

/// The JSON Schema (draft 2020-12) of `afd-surface.toml`, derived from the
/// types the parser reads (`afd-surface config-schema`).
pub fn json_schema() -> serde_json::Value {
    let schema = schemars::generate::SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<FileConfig>();
    let mut v = serde_json::to_value(schema).unwrap_or_default();
    drop_null(&mut v);
    v
}

/// TOML has no null (an absent key is the default): `null` is taken out of
/// the types schemars gives optional values.
fn drop_null(v: &mut serde_json::Value) {
    use serde_json::Value;
    match v {
        Value::Object(o) => {
            if let Some(Value::Array(types)) = o.get_mut("type") {
                types.retain(|t| t != "null");
                if types.len() == 1 {
                    let only = types.remove(0);
                    o.insert("type".into(), only);
                }
            }
            for key in ["anyOf", "oneOf"] {
                if let Some(Value::Array(branches)) = o.get_mut(key) {
                    branches.retain(|b| b.get("type").is_none_or(|t| t != "null"));
                    if branches.len() == 1
                        && let Some(Value::Object(only)) = branches.pop()
                    {
                        o.remove(key);
                        for (k, x) in only {
                            o.entry(k).or_insert(x);
                        }
                    }
                }
            }
            for x in o.values_mut() {
                drop_null(x);
            }
        }
        Value::Array(a) => a.iter_mut().for_each(drop_null),
        _ => {}
    }
}

/// Where the configuration comes from.
#[derive(Clone, Debug)]
pub enum ConfigSource {
    /// Look for the default names at the root.
    Discover,
    /// `--config PATH`.
    Path(PathBuf),
    /// `--no-config`.
    None,
}

/// Finds the config file to use, if any.
pub fn locate(root: &Path, source: &ConfigSource) -> Result<Option<PathBuf>, ConfigError> {
    match source {
        ConfigSource::None => Ok(None),
        ConfigSource::Path(p) => {
            if p.is_file() {
                Ok(Some(p.clone()))
            } else {
                Err(ConfigError::plain(format!(
                    "config file `{}` does not exist or is not a file",
                    p.display()
                )))
            }
        }
        ConfigSource::Discover => Ok(CONFIG_FILE_NAMES
            .iter()
            .map(|n| root.join(n))
            .find(|p| p.is_file())),
    }
}

/// The config files at the root that discovery passes over because one
/// earlier in [`CONFIG_FILE_NAMES`] exists.
pub fn shadowed(root: &Path) -> Vec<PathBuf> {
    CONFIG_FILE_NAMES
        .iter()
        .map(|n| root.join(n))
        .filter(|p| p.is_file())
        .skip(1)
        .collect()
}

/// Whether `id` names a rule of the registry `rules`.
fn known(rules: &[&'static RuleMeta], id: &str) -> bool {
    rules.iter().any(|r| r.id == id)
}

/// Reads and validates a config file, then applies the flags. `rules` is
/// the rule registry, against which rule ids are checked.
pub fn load(
    path: Option<&Path>,
    display_path: &str,
    cli: &CliOverrides,
    rules: &[&'static RuleMeta],
) -> Result<Settings, ConfigError> {
    let text = match path {
        Some(p) => fsutil::read_regular(p, MAX_CONFIG_SIZE)
            .map_err(|e| {
                let why = match e {
                    ReadError::NotRegular => "the config file is not a regular file".to_string(),
                    ReadError::TooLarge { limit, .. } => format!(
                        "the config file is larger than {}; a configuration is a few lines",
                        human_size(limit)
                    ),
                    ReadError::Io(e) => format!("cannot read the config file: {e}"),
                };
                ConfigError::at(display_path, why)
            })
            .and_then(|bytes| {
                String::from_utf8(bytes).map_err(|_| {
                    ConfigError::at(display_path, "the config file is not valid UTF-8")
                })
            })?,
        None => String::new(),
    };
    resolve(&text, display_path, cli, rules)
}

/// Parses config text (empty for no file) and merges the flags.
pub fn resolve(
    text: &str,
    display_path: &str,
    cli: &CliOverrides,
    rules: &[&'static RuleMeta],
) -> Result<Settings, ConfigError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // positions from an index of line starts: a config of 15,000
    // suppressions names 15,000 positions
    let lines =
        crate::source::SourceFile::new(display_path.into(), display_path.into(), text.into());
    let file: FileConfig = toml::from_str(text).map_err(|e| {
        let origin = match e.span() {
            Some(span) => {
                let (l, c) = lines.line_col(span.start);
                format!("{display_path}:{l}:{c}")
            }
            None => display_path.to_string(),
        };
        ConfigError::at(origin, e.message().trim().to_string())
    })?;
    let at = |span: std::ops::Range<usize>| {
        let (l, c) = lines.line_col(span.start);
        format!("{display_path}:{l}:{c}")
    };

    let mut s = Settings::default();
    if let Some(v) = file.profile {
        s.profile =
            ProfileChoice::parse(v.get_ref()).map_err(|e| ConfigError::at(at(v.span()), e))?;
    }
    if let Some(v) = file.sarif_min_severity {
        s.sarif_min_severity = Severity::parse(v.get_ref()).ok_or_else(|| {
            ConfigError::at(
                at(v.span()),
                format!(
                    "invalid sarif-min-severity `{}`: expected error, warning or info",
                    v.get_ref()
                ),
            )
        })?;
    }
    if let Some(v) = file.include {
        s.include = v;
    }
    if let Some(v) = file.exclude {
        s.exclude = v;
    }
    for g in s.include.iter().chain(&s.exclude) {
        globset::Glob::new(g)
            .map_err(|e| ConfigError::at(display_path, format!("invalid glob `{g}`: {e}")))?;
    }
    if let Some(v) = file.fail_on {
        s.fail_on = FailOn::parse(v.get_ref()).ok_or_else(|| {
            ConfigError::at(
                at(v.span()),
                format!(
                    "invalid fail-on `{}`: expected error, warning, info or never",
                    v.get_ref()
                ),
            )
        })?;
    }
    s.baseline = file.baseline;

    let surface = match file.surface {
        None => None,
        Some(SurfaceSection::Table(t)) => {
            if let Some(v) = t
                .name
                .as_ref()
                .map(Spanned::span)
                .or(t.paths.as_ref().map(Spanned::span))
            {
                return Err(ConfigError::at(
                    at(v),
                    "`name` and `paths` define a group of files checked as one surface: write it as a `[[surface]]` entry (and put the settings of `[surface]` in a `[[surface]]` entry without `paths`)",
                ));
            }
            Some(*t)
        }
        Some(SurfaceSection::Array(entries)) => {
            let mut settings: Option<FileSurface> = None;
            for entry in entries {
                let span = entry.span();
                let mut entry = entry.into_inner();
                let setting = entry_setting(&entry_keys(&entry));
                match (entry.name.take(), entry.paths.take()) {
                    (Some(name), Some(paths)) => {
                        if let Some(key) = setting {
                            return Err(ConfigError::at(
                                at(span),
                                format!(
                                    "`{key}` in a `[[surface]]` group: a group has only `name` and `paths`; settings go in a `[[surface]]` entry without `paths`, which applies to every surface"
                                ),
                            ));
                        }
                        let n = name.get_ref().trim();
                        if n.is_empty() || n.chars().any(char::is_control) {
                            return Err(ConfigError::at(
                                at(name.span()),
                                "a `[[surface]]` group needs a name of printable characters",
                            ));
                        }
                        if s.surface_groups.iter().any(|g| g.name == n) {
                            return Err(ConfigError::at(
                                at(name.span()),
                                format!("two `[[surface]]` groups are named `{n}`"),
                            ));
                        }
                        if paths.get_ref().is_empty() {
                            return Err(ConfigError::at(
                                at(paths.span()),
                                format!("the `[[surface]]` group `{n}` has no `paths`"),
                            ));
                        }
                        for g in paths.get_ref() {
                            globset::Glob::new(g).map_err(|e| {
                                ConfigError::at(
                                    at(paths.span()),
                                    format!("invalid glob `{g}`: {e}"),
                                )
                            })?;
                        }
                        s.surface_groups.push(SurfaceGroup {
                            name: n.to_string(),
                            paths: paths.into_inner(),
                        });
                    }
                    (Some(name), None) => {
                        return Err(ConfigError::at(
                            at(name.span()),
                            "a `[[surface]]` group needs `paths`: the globs of the files checked as one surface",
                        ));
                    }
                    (None, Some(paths)) => {
                        return Err(ConfigError::at(
                            at(paths.span()),
                            "a `[[surface]]` group needs a `name`",
                        ));
                    }
                    (None, None) => {
                        if settings.is_some() {
                            return Err(ConfigError::at(
                                at(span),
                                "only one `[[surface]]` entry without `paths` (the settings of every surface) is allowed",
                            ));
                        }
                        settings = Some(entry);
                    }
                }
            }
            settings
        }
    };
    if let Some(surf) = surface {
        if let Some(v) = surf.similarity_threshold {
            s.surface.similarity_threshold = threshold(&v, "similarity-threshold", &at)?;
        }
        if let Some(v) = surf.schema_overlap_threshold {
            s.surface.schema_overlap_threshold = threshold(&v, "schema-overlap-threshold", &at)?;
        }
        if let Some(v) = surf.min_description_length {
            s.surface.min_description_length = usize::try_from(*v.get_ref()).map_err(|_| {
                ConfigError::at(at(v.span()), "min-description-length must be 0 or more")
            })?;
        }
        if let Some(v) = surf.schema_complexity_threshold {
            let x = *v.get_ref();
            if !x.is_finite() || x < 0.0 {
                return Err(ConfigError::at(
                    at(v.span()),
                    "schema-complexity-threshold must be a number of 0 or more",
                ));
            }
            s.surface.schema_complexity_threshold = x;
        }
        if let Some(v) = surf.naming {
            s.surface.naming =
                Some(Naming::parse(v.get_ref()).map_err(|e| ConfigError::at(at(v.span()), e))?);
        }
        if let Some(v) = surf.skip_categories {
            s.surface.skip_categories = v;
        }
        if let Some(v) = surf.configured_contexts {
            s.surface.configured_contexts = v;
        }
        if let Some(v) = surf.extra_verbs {
            s.surface.extra_verbs = v.iter().map(|w| w.to_lowercase()).collect();
        }
        if let Some(v) = surf.extra_injection_patterns {
            for p in v {
                let span = p.span();
                let p = p.into_inner();
                let regex = Regex::new(&p.pattern).map_err(|e| {
                    ConfigError::at(
                        at(span.clone()),
                        format!(
                            "extra injection pattern `{}` is not a valid regex: {e}",
                            p.id
                        ),
                    )
                })?;
                if p.id.trim().is_empty() {
                    return Err(ConfigError::at(
                        at(span),
                        "an extra injection pattern needs an `id`",
                    ));
                }
                s.surface
                    .extra_injection_patterns
                    .push(ExtraInjectionPattern {
                        description: p
                            .description
                            .unwrap_or_else(|| format!("matches pattern {}", p.id)),
                        example: p.example.unwrap_or_default(),
                        id: p.id,
                        regex,
                    });
            }
        }
    }

    if let Some(sk) = file.skills {
        if let Some(v) = sk.profile {
            s.skills.profile = match v.get_ref().as_str() {
                "spec" => SkillsProfile::Spec,
                "claude-code" => SkillsProfile::ClaudeCode,
                other => {
                    return Err(ConfigError::at(
                        at(v.span()),
                        format!("unknown skills profile `{other}`: expected spec or claude-code"),
                    ));
                }
            };
        }
        if let Some(v) = sk.reserved_words {
            s.skills.reserved_words = v;
        }
        if let Some(v) = sk.allowed_extra_fields {
            s.skills.allowed_extra_fields = v;
        }
    }

    if let Some(levels) = file.rules {
        for (k, v) in levels {
            let id = k.get_ref();
            if !known(rules, id) {
                return Err(ConfigError::at(
                    at(k.span()),
                    format!("unknown rule `{id}` in [rules] (see `afd-surface rules`)"),
                ));
            }
            let level = match v.get_ref().as_str() {
                "off" => RuleLevel::Off,
                other => RuleLevel::Severity(Severity::parse(other).ok_or_else(|| {
                    ConfigError::at(
                        at(v.span()),
                        format!("invalid level `{other}` for rule `{id}`: expected off, info, warning or error"),
                    )
                })?),
            };
            s.rule_levels.insert(id.clone(), level);
        }
    }

    for sup in file.suppress.unwrap_or_default() {
        let origin = at(sup.spec.span());
        let parsed = Suppression::parse(sup.spec.get_ref(), sup.reason, origin.clone(), rules)
            .map_err(|e| ConfigError::at(origin, e))?;
        s.suppressions.push(parsed);
    }

    for g in file.group.unwrap_or_default() {
        let n = g.name.get_ref().trim().to_string();
        if n.is_empty() || n.chars().any(char::is_control) {
            return Err(ConfigError::at(
                at(g.name.span()),
                "a `[[group]]` needs a name of printable characters",
            ));
        }
        if s.server_groups.iter().any(|x| x.name == n) {
            return Err(ConfigError::at(
                at(g.name.span()),
                format!("two `[[group]]` entries are named `{n}`"),
            ));
        }
        if g.paths.get_ref().is_empty() {
            return Err(ConfigError::at(
                at(g.paths.span()),
                format!("the `[[group]]` `{n}` has no `paths`"),
            ));
        }
        for glob in g.paths.get_ref() {
            globset::Glob::new(glob).map_err(|e| {
                ConfigError::at(at(g.paths.span()), format!("invalid glob `{glob}`: {e}"))
            })?;
        }
        s.server_groups.push(SurfaceGroup {
            name: n,
            paths: g.paths.into_inner(),
        });
    }
    if let Some(src) = file.source {
        if let Some(e) = src.enabled {
            s.source.enabled = e;
        }
        if let Some(st) = src.strict {
            s.source.strict = st;
        }
    }
    if let Some(m) = file.mcp {
        if let Some(v) = m.revision {
            s.mcp.revision =
                Some(parse_revision(v.get_ref()).map_err(|e| ConfigError::at(at(v.span()), e))?);
        }
        if let Some(ts) = m.targets {
            let mut targets = Vec::with_capacity(ts.len());
            for t in ts {
                let target = ProviderTarget::parse(t.get_ref()).ok_or_else(|| {
                    ConfigError::at(
                        at(t.span()),
                        format!(
                            "unknown MCP target `{}`: expected one of {}",
                            t.get_ref(),
                            ProviderTarget::ALL.map(|t| t.as_str()).join(", ")
                        ),
                    )
                })?;
                if !targets.contains(&target) {
                    targets.push(target);
                }
            }
            targets.sort();
            s.mcp.targets = targets;
        }
    }
    if let Some(l) = file.limits {
        if let Some(v) = l.max_file_size {
            let bytes = match v.get_ref() {
                SizeValue::Bytes(n) => u64::try_from(*n).ok(),
                SizeValue::Text(t) => parse_size(t),
            };
            s.limits.max_file_size = bytes.ok_or_else(|| {
                ConfigError::at(
                    at(v.span()),
                    "max-file-size must be a size such as \"10MiB\", \"512KB\" or a number of bytes",
                )
            })?;
        }
        let positive = |v: &Spanned<i64>, name: &str| -> Result<usize, ConfigError> {
            usize::try_from(*v.get_ref())
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| {
                    ConfigError::at(
                        at(v.span()),
                        format!("{name} must be a whole number of 1 or more"),
                    )
                })
        };
        if let Some(v) = l.max_nesting {
            s.limits.max_nesting = positive(&v, "max-nesting")?;
        }
        if let Some(v) = l.max_schema_depth {
            s.limits.max_schema_depth = positive(&v, "max-schema-depth")?;
        }
        if let Some(v) = l.max_commands_per_surface {
            s.limits.max_commands_per_surface = positive(&v, "max-commands-per-surface")?;
        }
        if let Some(v) = l.max_findings {
            s.limits.max_findings = positive(&v, "max-findings")?;
        }
        if let Some(v) = l.max_findings_per_rule {
            s.limits.max_findings_per_rule = positive(&v, "max-findings-per-rule")?;
        }
        if let Some(v) = l.max_alias_nodes {
            s.limits.max_alias_nodes = positive(&v, "max-alias-nodes")? as u64;
        }
    }

    let mut select: Option<Vec<String>> = None;
    let mut ignore: Vec<String> = Vec::new();
    for (list, slot) in [(file.select, true), (file.ignore, false)] {
        for p in list.unwrap_or_default() {
            let key = if slot { "select" } else { "ignore" };
            check_selector(p.get_ref(), rules)
                .map_err(|e| ConfigError::at(at(p.span()), format!("{key}: {e}")))?;
            if slot {
                select.get_or_insert_with(Vec::new).push(p.into_inner());
            } else {
                ignore.push(p.into_inner());
            }
        }
    }
    apply_cli(&mut s, cli, rules)?;
    for (list, flag) in [(&cli.select, "--select"), (&cli.ignore, "--ignore")] {
        for p in list {
            check_selector(p, rules).map_err(|e| ConfigError::at(flag, e))?;
        }
    }
    if !cli.select.is_empty() {
        select = Some(cli.select.clone());
    }
    if !cli.ignore.is_empty() {
        ignore = cli.ignore.clone();
    }
    // a rule that is not selected, or ignored, is off: it neither runs nor
    // reports, and its baseline entries are left alone
    for r in rules {
        let chosen = select
            .as_ref()
            .is_none_or(|sel| sel.iter().any(|p| selects(p, r.id)));
        if !chosen || ignore.iter().any(|p| selects(p, r.id)) {
            s.rule_levels.insert(r.id.to_string(), RuleLevel::Off);
        }
    }
    Ok(s)
}

/// Whether a `select`/`ignore` entry covers a rule: `ALL`, the id, or a
/// prefix of it (`skill-`).
fn selects(pattern: &str, id: &str) -> bool {
    pattern == "ALL" || id.starts_with(pattern)
}

/// A `select`/`ignore` entry must name a rule or a prefix of one.
fn check_selector(pattern: &str, rules: &[&'static RuleMeta]) -> Result<(), String> {
    if !pattern.is_empty() && rules.iter().any(|r| selects(pattern, r.id)) {
        return Ok(());
    }
    let close = crate::meta::similar_ids(pattern, rules.iter().map(|r| r.id));
    let hint = if close.is_empty() {
        "see `afd-surface rules`".to_string()
    } else {
        format!(
            "did you mean {}?",
            close
                .iter()
                .map(|c| format!("`{c}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    Err(format!(
        "unknown rule or prefix `{pattern}` (a rule id, a prefix such as `skill-`, or ALL); {hint}"
    ))
}

fn threshold(
    v: &Spanned<f64>,
    name: &str,
    at: &dyn Fn(std::ops::Range<usize>) -> String,
) -> Result<f64, ConfigError> {
    let x = *v.get_ref();
    if (0.0..=1.0).contains(&x) {
        Ok(x)
    } else {
        Err(ConfigError::at(
            at(v.span()),
            format!("{name} must be between 0 and 1, got {x}"),
        ))
    }
}

fn apply_cli(
    s: &mut Settings,
    cli: &CliOverrides,
    rules: &[&'static RuleMeta],
) -> Result<(), ConfigError> {
    if let Some(p) = &cli.profile {
        s.profile = ProfileChoice::parse(p).map_err(|e| ConfigError::at("--profile", e))?;
    }
    if let Some(f) = cli.fail_on {
        s.fail_on = f;
    }
    if let Some(m) = cli.sarif_min_severity {
        s.sarif_min_severity = m;
    }
    for (value, name, slot) in [
        (
            cli.similarity_threshold,
            "--similarity-threshold",
            &mut s.surface.similarity_threshold,
        ),
        (
            cli.schema_overlap_threshold,
            "--schema-overlap-threshold",
            &mut s.surface.schema_overlap_threshold,
        ),
    ] {
        if let Some(x) = value {
            if !(0.0..=1.0).contains(&x) {
                return Err(ConfigError::at(
                    name,
                    format!("must be between 0 and 1, got {x}"),
                ));
            }
            *slot = x;
        }
    }
    s.surface
        .skip_categories
        .extend(cli.skip_categories.iter().cloned());
    for spec in &cli.suppress {
        let sup = Suppression::parse(spec, None, "--suppress".into(), rules)
            .map_err(|e| ConfigError::at("--suppress", e))?;
        s.suppressions.push(sup);
    }
    if cli.source_strict {
        s.source.strict = true;
    }
    if let Some(r) = &cli.mcp_revision {
        s.mcp.revision = Some(parse_revision(r).map_err(|e| ConfigError::at("--mcp-revision", e))?);
    }
    if let Some(n) = &cli.naming {
        s.surface.naming = Some(Naming::parse(n).map_err(|e| ConfigError::at("--naming", e))?);
    }
    for g in cli.include.iter().chain(&cli.exclude) {
        globset::Glob::new(g).map_err(|e| {
            ConfigError::at("--include/--exclude", format!("invalid glob `{g}`: {e}"))
        })?;
    }
    s.include.extend(cli.include.iter().cloned());
    s.exclude.extend(cli.exclude.iter().cloned());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registry() -> Vec<&'static RuleMeta> {
        crate::rules::all_meta().collect()
    }

    fn parse(text: &str) -> Result<Settings, ConfigError> {
        resolve(
            text,
            "afd-surface.toml",
            &CliOverrides::default(),
            &registry(),
        )
    }

    #[test]
    fn empty_config_gives_defaults() {
        let s = parse("").unwrap();
        assert_eq!(s.surface.similarity_threshold, 0.7);
        assert_eq!(s.surface.schema_overlap_threshold, 0.8);
        assert_eq!(s.limits.max_file_size, 10 * 1024 * 1024);
        assert_eq!(s.fail_on, FailOn::Error);
        assert!(s.surface.naming.is_none());
        assert_eq!(s.naming(Profile::Afd).preset(), Some("kebab"));
        assert_eq!(s.naming(Profile::Reference).preset(), Some("kebab"));
        assert_eq!(s.naming(Profile::Mcp).preset(), Some("mcp"));
        assert_eq!(s.profile, ProfileChoice::Auto);
    }

    #[test]
    fn unknown_key_has_a_position() {
        let e = parse("[surface]\nsimilarity = 0.5\n").unwrap_err();
        assert_eq!(e.origin.as_deref(), Some("afd-surface.toml:2:1"));
        assert!(
            e.message.contains("unknown field `similarity`"),
            "{}",
            e.message
        );
    }

    #[test]
    fn threshold_out_of_range() {
        let e = parse("[surface]\nsimilarity-threshold = 1.7\n").unwrap_err();
        assert_eq!(e.origin.as_deref(), Some("afd-surface.toml:2:24"));
        assert!(e.message.contains("between 0 and 1"));
    }

    #[test]
    fn bad_regex_is_an_error() {
        let e = parse("[surface]\nnaming = \"^(\"\n").unwrap_err();
        assert!(e.message.contains("not a valid regex"), "{}", e.message);
    }

    #[test]
    fn unknown_rule_in_levels_and_suppressions() {
        let e = parse("[rules]\nno-such-rule = \"off\"\n").unwrap_err();
        assert_eq!(e.origin.as_deref(), Some("afd-surface.toml:2:1"));
        let e = parse("[[suppress]]\nspec = \"nope:a\"\n").unwrap_err();
        assert!(e.message.contains("unknown rule `nope`"));
    }

    #[test]
    fn full_example_parses() {
        let text = r#"
include = ["**/*.afd.json", "tools/**/*.json"]
exclude = ["fixtures/**"]
fail-on = "error"
baseline = ".afd-surface-baseline.json"

[surface]
similarity-threshold = 0.7
schema-overlap-threshold = 0.8
min-description-length = 20
schema-complexity-threshold = 13
naming = "kebab"
skip-categories = ["internal"]
configured-contexts = []
extra-verbs = ["cancels", "generates"]
extra-injection-patterns = [
  { id = "no-secrets", pattern = "(?i)api[_ ]key", description = "mentions API keys", example = "send your api key" },
]

[skills]
reserved-words = ["anthropic", "claude"]
allowed-extra-fields = ["argument-hint", "disable-model-invocation"]

[rules]
missing-category = "off"
similar-descriptions = "error"

[[suppress]]
spec = "similar-descriptions:user-get:user-fetch"
reason = "deliberate aliases, see ADR-12"

[limits]
max-file-size = "10MiB"
max-nesting = 128
max-schema-depth = 64
max-commands-per-surface = 50000
max-findings-per-rule = 100000
max-findings = 20000
max-alias-nodes = 5000
"#;
        let s = parse(text).unwrap();
        assert_eq!(s.include.len(), 2);
        assert_eq!(s.rule_level("missing-category"), Some(RuleLevel::Off));
        assert_eq!(
            s.rule_level("similar-descriptions"),
            Some(RuleLevel::Severity(Severity::Error))
        );
        assert_eq!(s.suppressions[0].commands, vec!["user-fetch", "user-get"]);
        assert_eq!(s.surface.extra_injection_patterns[0].id, "no-secrets");
        assert_eq!(s.surface.schema_complexity_threshold, 13.0);
        assert_eq!(s.limits.max_alias_nodes, 5000);
    }

    #[test]
    fn cli_overrides_file() {
        let cli = CliOverrides {
            similarity_threshold: Some(0.5),
            fail_on: Some(FailOn::Warning),
            naming: Some("snake".into()),
            ..Default::default()
        };
        let s = resolve(
            "[surface]\nsimilarity-threshold = 0.9\n",
            "c.toml",
            &cli,
            &registry(),
        )
        .unwrap();
        assert_eq!(s.surface.similarity_threshold, 0.5);
        assert_eq!(s.fail_on, FailOn::Warning);
        assert_eq!(s.naming(Profile::Mcp).preset(), Some("snake"));
    }

    #[test]
    fn suppression_matching_is_exact_and_order_insensitive() {
        let s =
            Suppression::parse("similar-descriptions:b:a", None, "x".into(), &registry()).unwrap();
        assert!(s.matches("similar-descriptions", &["a".into(), "b".into()]));
        assert!(!s.matches(
            "similar-descriptions",
            &["a".into(), "b".into(), "c".into()]
        ));
        assert!(!s.matches("similar-descriptions", &["a".into()]));
        let one = Suppression::parse("missing-category:a", None, "x".into(), &registry()).unwrap();
        assert!(one.matches("missing-category", &["a".into()]));
        assert!(!one.matches("missing-category", &["a".into(), "b".into()]));
    }
}
