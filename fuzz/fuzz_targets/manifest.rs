//! Arbitrary bytes as a manifest file: read, parsed and checked by the
//! pipeline the CLI uses (`pipeline::run`), written in every format.
//! Nothing may panic, hang or exhaust memory, every location must lie
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
    let file = Candidate::in_memory(FileKind::Manifest, "servers/tools.afd.json", data.to_vec());
    let report = afd_surface_fuzz::run(&[file], settings());
    afd_surface_fuzz::check_all_formats(&report, &RenderOptions::default());
});
