//! One integration-test binary: every module runs the real `afd-surface`
//! binary (or the library) on small repositories built in temporary folders.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod architecture;
mod baseline;
mod capture;
mod common;
mod docs;
mod foundation;
mod habits;
mod hostile;
mod injection;
mod mcp;
mod outputs;
mod reference_parity;
mod skills;
mod skills_edge;
mod source;
mod surface_rules;
