//! Arbitrary bytes as `SKILL.md` files: read by the loader the CLI uses
//! (`input::skill::load_skill`: frontmatter split, YAML events, body), then
//! the skill rules and the skills-surface rules (`lint::run`), resolved into
//! a report and written in every format. The input is one skill, or two
//! skills of one skills directory when it holds the separator `\0\0\0`.
//! Nothing may panic, hang or exhaust memory, every location must lie
//! inside its file, and every report must be valid for its format.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use afd_surface::config::Settings;
use afd_surface::discover::SkillCandidate;
use afd_surface::input::skill;
use afd_surface::lint;
use afd_surface::model::Workspace;
use afd_surface::output::RenderOptions;
use afd_surface::report::{CheckedFile, FileKind};
use afd_surface::source::{FileId, SourceMap};
use libfuzzer_sys::fuzz_target;

const FOLDERS: [&str; 2] = ["pdf-tools", "data-export"];

struct Fixture {
    _dir: tempfile::TempDir,
    paths: [PathBuf; 2],
    settings: Settings,
}

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temp dir");
        let paths = FOLDERS.map(|f| {
            let d = dir.path().join(f);
            std::fs::create_dir_all(&d).expect("skill folder");
            d.join("SKILL.md")
        });
        Fixture {
            _dir: dir,
            paths,
            settings: Settings::default(),
        }
    })
}

fn split(data: &[u8]) -> Vec<&[u8]> {
    match data.windows(3).position(|w| w == b"\0\0\0") {
        Some(i) => vec![&data[..i], &data[i + 3..]],
        None => vec![data],
    }
}

fuzz_target!(|data: &[u8]| {
    let fx = fixture();
    let settings = &fx.settings;
    let mut sources = SourceMap::default();
    let mut findings = Vec::new();
    let mut ws = Workspace::default();
    let mut files = Vec::new();
    for (i, text) in split(data).into_iter().enumerate() {
        let folder = FOLDERS[i];
        std::fs::write(&fx.paths[i], text).expect("write SKILL.md");
        let cand = SkillCandidate {
            fs_path: fx.paths[i].clone(),
            display: format!(".claude/skills/{folder}/SKILL.md"),
            dir_display: format!(".claude/skills/{folder}"),
            folder_name: folder.to_string(),
            problem: None,
        };
        let loaded = skill::load_skill(FileId(i as u32), &cand, &settings.limits);
        files.push(CheckedFile {
            path: cand.display.clone(),
            kind: FileKind::Skill,
        });
        sources.add(loaded.source);
        findings.extend(loaded.findings);
        ws.skills.extend(loaded.skill);
    }
    ws.surfaces = skill::skills_surfaces(&ws.skills);
    let lint = lint::run(&ws, &sources, settings);
    findings.extend(lint.findings);
    let report = afd_surface_fuzz::report_of(
        &sources,
        findings,
        lint.truncations,
        settings,
        files,
        0,
        ws.skills.len(),
    );
    afd_surface_fuzz::check_all_formats(&report, &RenderOptions::default());
});
