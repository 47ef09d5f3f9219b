//! Candidates and time of the pair rules' searches on given manifests:
//! `cargo bench --bench scaling -- [--threshold-sim X] [--threshold-overlap X] MANIFEST...`
//!
//! For each manifest it prints one JSON line: the number of commands `n`,
//! `n(n-1)/2`, and for `similar-descriptions` and `schema-overlap` the pairs
//! whose score was computed (candidates), the pairs found, and the time of
//! the search (best of three). `bench/run.py` turns these lines into the
//! scaling table of BENCHMARKS.md.

// A development tool on data it generates or is pointed at by its user, not
// the product's input path: the panic-free lints apply to the library.
#![allow(clippy::indexing_slicing, clippy::panic)]

use std::time::{Duration, Instant};

use afd_surface::input::manifest::parse_manifest;
use afd_surface::rules::schema::{FieldSet, overlapping_pairs};
use afd_surface::rules::similarity::{similar_pairs_counted, vectors};
use afd_surface::source::FileId;

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (T, Duration) {
    let start = Instant::now();
    let mut out = f();
    let mut best = start.elapsed();
    for _ in 1..runs {
        let start = Instant::now();
        out = f();
        best = best.min(start.elapsed());
    }
    (out, best)
}

fn main() {
    let mut sim_threshold = 0.7;
    let mut overlap_threshold = 0.8;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--threshold-sim" => {
                sim_threshold = args.next().and_then(|v| v.parse().ok()).unwrap_or(0.7)
            }
            "--threshold-overlap" => {
                overlap_threshold = args.next().and_then(|v| v.parse().ok()).unwrap_or(0.8)
            }
            s if s.starts_with("--") => {} // `cargo bench` passes `--bench`
            _ => files.push(a),
        }
    }
    for file in files {
        let text = match std::fs::read_to_string(&file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{file}: {e}");
                std::process::exit(2);
            }
        };
        let manifest = parse_manifest(FileId(0), &text, 128);
        let commands = manifest.commands;
        let n = commands.len() as u64;

        let (v, t_vectors) = best_of(3, || vectors(commands.iter().map(|c| c.description_str())));
        let ((pairs, sim_candidates), t_sim) =
            best_of(3, || similar_pairs_counted(&v, sim_threshold, usize::MAX));

        let sets: Vec<FieldSet> = commands
            .iter()
            .filter_map(|c| c.input_schema.as_ref().and_then(|s| FieldSet::of(&s.value)))
            .collect();
        let ((found, overlap_candidates), t_overlap) = best_of(3, || {
            let mut found = 0u64;
            let c = overlapping_pairs(&sets, overlap_threshold, |_, _, _| {
                found += 1;
                true
            });
            (found, c)
        });
        println!(
            "{{\"file\": {:?}, \"n\": {n}, \"allPairs\": {}, \"vectorsMs\": {:.3}, \
             \"similarity\": {{\"candidates\": {sim_candidates}, \"pairs\": {}, \"ms\": {:.3}}}, \
             \"overlap\": {{\"schemas\": {}, \"candidates\": {overlap_candidates}, \"pairs\": {found}, \"ms\": {:.3}}}}}",
            file,
            n * n.saturating_sub(1) / 2,
            t_vectors.as_secs_f64() * 1e3,
            pairs.len(),
            t_sim.as_secs_f64() * 1e3,
            sets.len(),
            t_overlap.as_secs_f64() * 1e3,
        );
    }
}
