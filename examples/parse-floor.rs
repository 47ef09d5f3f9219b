//! The in-process JSON parse floor: how long parsing a manifest takes with
//! the parser `check` uses (jsonc-parser, strict JSON), and nothing else.
//! `bench/run.py` divides the whole run's time by it.
//!
//! usage: cargo run --release --example parse-floor -- FILE [RUNS]
//! prints `{"file": …, "bytes": …, "medianMs": …, "minMs": …}`

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: parse-floor FILE [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args
        .next()
        .and_then(|r| r.parse().ok())
        .unwrap_or(10)
        .max(1);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let mut times: Vec<f64> = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        let parsed =
            afd_surface::input::json::parse(&text, afd_surface::input::json::PARSER_MAX_NESTING);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        if let Err(e) = &parsed {
            eprintln!("{path}: not JSON: {:?}", e.problem);
            std::process::exit(1);
        }
        drop(parsed);
        times.push(ms);
    }
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    let min = times.first().copied().unwrap_or(0.0);
    println!(
        "{}",
        serde_json::json!({"file": path, "bytes": text.len(), "medianMs": median, "minMs": min})
    );
}
