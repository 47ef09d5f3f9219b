//! Arbitrary bytes as `SKILL.md` files: read by the pipeline the CLI uses
//! (frontmatter split, YAML events, body), checked by the skill rules and
//! the skills-surface rules, written in every format. The input is one
//! skill, or two skills of one skills directory when it holds the separator
//! `\0\0\0`. Nothing may panic, hang or exhaust memory, every location must
//! lie inside its file, and every report must be valid for its format.

#![no_main]

use std::sync::OnceLock;

use afd_surface::config::Settings;
use afd_surface::discover::Candidate;
use afd_surface::meta::FileKind;
use afd_surface::output::RenderOptions;
use libfuzzer_sys::fuzz_target;

const FOLDERS: [&str; 2] = ["pdf-tools", "data-export"];

fn settings() -> &'static Settings {
    static S: OnceLock<Settings> = OnceLock::new();
    S.get_or_init(Settings::default)
}

fn split(data: &[u8]) -> Vec<&[u8]> {
    match data.windows(3).position(|w| w == b"\0\0\0") {
        Some(i) => vec![&data[..i], &data[i + 3..]],
        None => vec![data],
    }
}

fuzz_target!(|data: &[u8]| {
    let files: Vec<Candidate> = split(data)
        .into_iter()
        .zip(FOLDERS)
        .map(|(text, folder)| {
            let path = format!(".claude/skills/{folder}/SKILL.md");
            Candidate::in_memory(FileKind::Skill, &path, text.to_vec())
        })
        .collect();
    let report = afd_surface_fuzz::run(&files, settings());
    afd_surface_fuzz::check_all_formats(&report, &RenderOptions::default());
});
