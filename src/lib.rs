//! afd-surface: a linter for the agent-facing surface of a repository — AFD
//! command manifests, MCP `tools/list` results and Agent Skills — with text,
//! JSON, SARIF, JUnit, Markdown and GitHub annotation reports.
//!
//! Data flows one way: [`discover`] → [`input`] → [`model`] → [`rules`]
//! (via [`lint`]) → suppressions and [`baseline`] → [`report`] → [`output`].
//! See `ARCHITECTURE.md`.

pub mod app;
pub mod baseline;
pub mod cli;
pub mod config;
pub mod discover;
pub mod explain;
pub mod finding;
pub mod fsutil;
pub mod input;
pub mod lint;
pub mod model;
pub mod output;
pub mod report;
pub mod rules;
pub mod source;

/// The tool's name in reports.
pub const NAME: &str = "afd-surface";
/// The crate version.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// Where the project lives (SARIF `informationUri`, rule `helpUri`).
pub const HOMEPAGE: &str = "https://github.com/org/afd-surface-action";
