//! Arbitrary bytes as a source file, TypeScript or Python by the first
//! byte: parsed, its tool definitions read (zod and signatures translated)
//! and checked by the pipeline the CLI uses, written in every format.
//! Nothing may panic, hang or overflow the stack, every location must lie
//! inside the file, and every report must be valid for its format.

#![no_main]

use std::sync::OnceLock;

use afd_surface::config::Settings;
use afd_surface::discover::Candidate;
use afd_surface::meta::FileKind;
use afd_surface::output::RenderOptions;
use libfuzzer_sys::fuzz_target;

fn settings() -> &'static Settings {
    static S: OnceLock<Settings> = OnceLock::new();
    S.get_or_init(Settings::default)
}

fuzz_target!(|data: &[u8]| {
    let Some((&kind, rest)) = data.split_first() else {
        return;
    };
    let name = if kind % 2 == 0 {
        "src/server.ts"
    } else {
        "src/server.py"
    };
    let file = Candidate::in_memory(FileKind::Source, name, rest.to_vec());
    let report = afd_surface_fuzz::run(&[file], settings());
    afd_surface_fuzz::check_all_formats(&report, &RenderOptions::default());
});
