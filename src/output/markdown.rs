//! The `markdown` format.

use std::io::{self, Write};

use crate::output::RenderOptions;
use crate::report::Report;

pub fn write(_report: &Report, _opts: &RenderOptions, _out: &mut dyn Write) -> io::Result<()> {
    Err(io::Error::other("the markdown format is not available yet"))
}
