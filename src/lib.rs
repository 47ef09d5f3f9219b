//! afd-surface: a linter for the agent-facing surface of a repository — AFD
//! command manifests, MCP `tools/list` results and Agent Skills — with text,
//! JSON, SARIF, JUnit, Markdown and GitHub annotation reports.
//!
//! Data flows one way: [`discover`] → [`input`] → [`model`] → [`rules`]
//! (via [`lint`]) → suppressions and [`baseline`] → [`report`] → [`output`].
//! See `ARCHITECTURE.md`.

// First: its `declare_rule!` macro is used by the rule modules.
#[macro_use]
pub mod meta;

pub mod app;
pub mod baseline;
pub mod capture;
pub mod cli;
pub mod config;
pub mod config_tree;
pub mod discover;
pub mod escape;
pub mod explain;
pub mod export;
pub mod finding;
pub mod fsutil;
pub mod groups;
pub mod init;
pub mod input;
pub mod lint;
pub mod locate;
pub mod lock;
pub mod model;
pub mod output;
pub mod pipeline;
pub mod report;
pub mod rules;
pub mod source;
#[cfg(test)]
mod testkit;

/// The tool's name in reports.
pub const NAME: &str = "afd-surface";
/// The crate version.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
pub use meta::HOMEPAGE;
