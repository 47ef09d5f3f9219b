//! The `sarif` format.

use std::io::{self, Write};

use crate::report::Report;

pub fn write(_report: &Report, _out: &mut dyn Write) -> io::Result<()> {
    Err(io::Error::other("the sarif format is not available yet"))
}
