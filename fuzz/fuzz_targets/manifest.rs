//! Arbitrary bytes as a manifest file: read and parsed by the loader the
//! CLI uses (`input::load_manifest`), checked by every surface rule
//! (`lint::check_surface`), resolved into a report and written in every
//! format. Nothing may panic, hang or exhaust memory, every location must
//! lie inside the file, and every report must be valid for its format.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use afd_surface::config::Settings;
use afd_surface::discover::ManifestCandidate;
use afd_surface::input;
use afd_surface::lint;
use afd_surface::model::{Surface, SurfaceKind};
use afd_surface::output::RenderOptions;
use afd_surface::report::{CheckedFile, FileKind};
use afd_surface::source::{FileId, SourceMap};
use libfuzzer_sys::fuzz_target;

struct Fixture {
    _dir: tempfile::TempDir,
    path: PathBuf,
    settings: Settings,
}

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("tools.afd.json");
        Fixture {
            _dir: dir,
            path,
            settings: Settings::default(),
        }
    })
}

fuzz_target!(|data: &[u8]| {
    let fx = fixture();
    std::fs::write(&fx.path, data).expect("write the manifest");
    let settings = &fx.settings;
    let display = "servers/tools.afd.json".to_string();
    let cand = ManifestCandidate {
        fs_path: fx.path.clone(),
        display: display.clone(),
        explicit: true,
    };
    let file = FileId(0);
    let m = input::load_manifest(file, &cand, &settings.limits, &|_| {});
    let mut findings = m.findings;
    let mut truncations = Vec::new();
    let mut command_count = 0;
    if m.readable {
        let surface = Surface {
            kind: SurfaceKind::Manifest { file },
            too_large: m.commands.len() > settings.limits.max_commands_per_surface,
            commands: m.commands,
        };
        command_count = surface.commands.len();
        let rules = lint::surface_rules(settings);
        let (chunks, t) = lint::check_surface(&surface, &display, &rules, settings);
        findings.extend(chunks.into_iter().flatten());
        truncations = t;
    }
    let mut sources = SourceMap::default();
    sources.add(m.source);
    let report = afd_surface_fuzz::report_of(
        &sources,
        findings,
        truncations,
        settings,
        vec![CheckedFile {
            path: display,
            kind: FileKind::Manifest,
        }],
        command_count,
        0,
    );
    afd_surface_fuzz::check_all_formats(&report, &RenderOptions::default());
});
