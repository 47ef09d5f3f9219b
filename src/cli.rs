//! The command line (clap derive). Flags follow the product's interface
//! contract; `main.rs` turns them into a [`CheckRequest`].

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::output::Format;

#[derive(Parser, Debug)]
#[command(
    name = "afd-surface",
    version,
    about = "Lint the agent-facing surface of a repository: AFD command manifests, MCP tool lists and Agent Skills",
    propagate_version = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check manifests and skills under PATHS (default `.`)
    Check(Box<CheckArgs>),
    /// List every rule
    Rules(RulesArgs),
    /// Show the documentation of a rule
    Explain(ExplainArgs),
    /// Print the JSON Schema (draft 2020-12) of afd-surface.toml, for
    /// editors (e.g. Taplo, Even Better TOML)
    ConfigSchema,
    /// Write afd-surface.toml and .github/workflows/afd-surface.yml for
    /// what this repository holds
    Init(InitArgs),
    /// Run an MCP server (or reach one over streamable HTTP) and save its
    /// tools, prompts and resources as a tool list `check` reads
    Capture(Box<CaptureArgs>),
    /// Pin the MCP tool definitions under PATHS (default `.`) in
    /// .afd-surface.lock; `check` then reports what changed
    Lock(LockArgs),
    /// Print every surface under PATHS (default `.`) as read — manifests,
    /// tool lists, source code, skills — as JSON
    Export(LockArgs),
}

#[derive(Args, Debug)]
pub struct LockArgs {
    /// Files or folders to read (default `.`)
    pub paths: Vec<PathBuf>,
    /// Use this configuration file
    #[arg(long, value_name = "PATH", conflicts_with = "no_config")]
    pub config: Option<PathBuf>,
    /// Ignore configuration files
    #[arg(long)]
    pub no_config: bool,
    /// More manifest globs (repeatable)
    #[arg(long, value_name = "GLOB")]
    pub include: Vec<String>,
}

/// `capture -- CMD [ARGS...]`, `capture --url URL` or `capture --config FILE
/// --out-dir DIR`.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("source").required(true).args(["command", "url", "config"])))]
pub struct CaptureArgs {
    /// Write the capture to FILE (default: standard output)
    #[arg(long, value_name = "FILE", conflicts_with = "config")]
    pub out: Option<PathBuf>,
    /// Seconds the capture of one server may take; the server is then stopped
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    pub timeout: u64,
    /// An environment variable for the server (repeatable)
    #[arg(long, value_name = "K=V")]
    pub env: Vec<String>,
    /// The URL of a server that speaks streamable HTTP
    #[arg(long, value_name = "URL")]
    pub url: Option<String>,
    /// An HTTP header, as 'Name: value' (repeatable)
    #[arg(long, value_name = "'K: V'", requires = "url")]
    pub header: Vec<String>,
    /// Send `Authorization: Bearer` with the value of this environment variable
    #[arg(long, value_name = "VAR", requires = "url")]
    pub bearer_env: Option<String>,
    /// Capture every server of this client configuration (.mcp.json,
    /// .vscode/mcp.json, .cursor/mcp.json, .gemini/settings.json,
    /// .codex/config.toml)
    #[arg(long, value_name = "FILE", requires = "out_dir")]
    pub config: Option<PathBuf>,
    /// Where the captures of a configuration go (DIR/NAME.tools.json)
    #[arg(long, value_name = "DIR", requires = "config")]
    pub out_dir: Option<PathBuf>,
    /// Capture only this server of the configuration (repeatable)
    #[arg(long, value_name = "NAME", requires = "config")]
    pub server: Vec<String>,
    /// The server's command and its arguments, after `--`
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<String>,
}

#[derive(Args, Debug)]
pub struct InitArgs {
    /// Overwrite files that exist
    #[arg(long)]
    pub force: bool,
    /// Write only afd-surface.toml
    #[arg(long)]
    pub no_workflow: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FailOnArg {
    Error,
    Warning,
    Info,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SeverityArg {
    Error,
    Warning,
    Info,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ListFormat {
    Text,
    Json,
}

fn parse_format(s: &str) -> Result<Format, String> {
    s.parse()
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Files or directories to check; a file named here is always read
    #[arg(value_name = "PATHS")]
    pub paths: Vec<PathBuf>,

    /// Format written to standard output: text, concise, json, sarif,
    /// junit, markdown, github or gitlab
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = parse_format,
          help_heading = "Output")]
    pub format: Format,

    /// Also write FORMAT to PATH (repeatable; `-` is standard output): text,
    /// concise, json, sarif, junit, markdown, github, gitlab
    #[arg(long = "output", value_name = "FORMAT=PATH", help_heading = "Output")]
    pub outputs: Vec<String>,

    /// SARIF `automationDetails.id` (the code-scanning category)
    #[arg(long, value_name = "NAME", help_heading = "Output")]
    pub sarif_category: Option<String>,

    /// Lowest severity in the SARIF report (default: warning; infos only when asked)
    #[arg(long, value_enum, value_name = "LEVEL", help_heading = "Output")]
    pub sarif_min_severity: Option<SeverityArg>,

    /// Show only errors (and the summary) in the text and concise formats
    #[arg(long, short = 'q', help_heading = "Output")]
    pub quiet: bool,

    /// Print counts per rule and severity (sorted by count) instead of the
    /// findings; JSON with --format json
    #[arg(long, help_heading = "Output")]
    pub statistics: bool,

    /// Print phase timings to stderr and report `durationMs`
    #[arg(long, help_heading = "Output")]
    pub timings: bool,

    /// When to colour the text format
    #[arg(long, value_enum, default_value = "auto", help_heading = "Output")]
    pub color: ColorArg,

    /// Configuration file (default: afd-surface.toml, .afd-surface.toml or .github/afd-surface.toml)
    #[arg(
        long,
        value_name = "PATH",
        conflicts_with = "no_config",
        help_heading = "Configuration"
    )]
    pub config: Option<PathBuf>,

    /// Ignore any configuration file
    #[arg(long, help_heading = "Configuration")]
    pub no_config: bool,

    /// Defaults for command surfaces: auto (AFD manifests get afd, other
    /// tool lists mcp), afd, mcp or reference (the reference validator exactly)
    #[arg(long, value_name = "NAME", help_heading = "Configuration")]
    pub profile: Option<String>,

    /// Extra manifest glob (repeatable), e.g. '**/*.json'
    #[arg(long, value_name = "GLOB", help_heading = "Configuration")]
    pub include: Vec<String>,

    /// Glob of paths to skip (repeatable)
    #[arg(long, value_name = "GLOB", help_heading = "Configuration")]
    pub exclude: Vec<String>,

    /// Run and report only these rules: ids, prefixes such as `skill-`, or
    /// ALL (comma-separated or repeated)
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "RULE",
        help_heading = "Rules"
    )]
    pub select: Vec<String>,

    /// Leave these rules out entirely: they neither run nor report (unlike
    /// --suppress); ids or prefixes
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "RULE",
        help_heading = "Rules"
    )]
    pub ignore: Vec<String>,

    /// Read PATHS that resolve outside the repository (refused by default:
    /// a symbolic link in a pull request must not make the linter read and
    /// quote files elsewhere on the machine)
    #[arg(long, help_heading = "Configuration")]
    pub allow_outside_root: bool,

    /// Baseline file (default: .afd-surface-baseline.json, read when it exists)
    #[arg(long, value_name = "PATH", help_heading = "Baseline")]
    pub baseline: Option<PathBuf>,

    /// Lock file to compare tool definitions with (default: .afd-surface.lock,
    /// read when it exists); it must exist
    #[arg(
        long,
        value_name = "PATH",
        conflicts_with = "no_lock",
        help_heading = "Baseline"
    )]
    pub lock: Option<PathBuf>,

    /// Compare with no lock file, even if .afd-surface.lock exists
    #[arg(long, help_heading = "Baseline")]
    pub no_lock: bool,

    /// Write the current findings to the baseline file and exit 0
    #[arg(long, help_heading = "Baseline")]
    pub write_baseline: bool,

    /// Lowest severity that fails the run (default: error)
    #[arg(
        long,
        value_enum,
        value_name = "LEVEL",
        conflicts_with = "strict",
        help_heading = "Rules"
    )]
    pub fail_on: Option<FailOnArg>,

    /// Warnings fail the run too (same as --fail-on warning)
    #[arg(long, help_heading = "Rules")]
    pub strict: bool,

    /// similar-descriptions threshold, 0 to 1 (default 0.7)
    #[arg(long, value_name = "X", help_heading = "Rules")]
    pub similarity_threshold: Option<f64>,

    /// schema-overlap threshold, 0 to 1 (default 0.8)
    #[arg(long, value_name = "X", help_heading = "Rules")]
    pub schema_overlap_threshold: Option<f64>,

    /// Leave out commands of this category (repeatable)
    #[arg(long, value_name = "CATEGORY", help_heading = "Rules")]
    pub skip_category: Vec<String>,

    /// Suppress findings: RULE, RULE:COMMAND or RULE:A:B (repeatable)
    #[arg(long, value_name = "SPEC", help_heading = "Rules")]
    pub suppress: Vec<String>,

    /// Naming convention: kebab, snake, camel, mcp (one style per server), any, or a regex (default: kebab under afd, mcp under mcp)
    #[arg(long, value_name = "PRESET|REGEX", help_heading = "Rules")]
    pub naming: Option<String>,

    /// MCP revision of tool lists that state no protocolVersion: 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25 (default), 2026-07-28 or draft
    #[arg(long, value_name = "REV", help_heading = "Rules")]
    pub mcp_revision: Option<String>,

    /// Make source-unresolved an error: every tool value in source code must be readable without running it
    #[arg(long, help_heading = "Rules")]
    pub source_strict: bool,
}

#[derive(Args, Debug)]
pub struct RulesArgs {
    /// Output format
    #[arg(long, value_enum, default_value = "text")]
    pub format: ListFormat,
}

#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// Rule id, e.g. similar-descriptions
    pub rule: String,
}
