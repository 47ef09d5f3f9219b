//! The `afd-surface` binary: parse the command line, run, map the outcome to
//! an exit code (0 passed, 1 findings at or above the fail level, 2 usage,
//! configuration or I/O error). The only place that exits the process.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

use afd_surface::app::{self, CheckRequest, Outcome};
use afd_surface::cli::{CheckArgs, Cli, ColorArg, Command, FailOnArg, ListFormat, SeverityArg};
use afd_surface::config::{CliOverrides, ConfigSource, FailOn};
use afd_surface::explain;
use afd_surface::finding::Severity;
use afd_surface::output::{Format, GithubContext, RenderOptions};
use afd_surface::rules;

/// mimalloc instead of the system allocator: a large run makes hundreds of
/// thousands of small allocations on several threads, and mimalloc serves
/// them from large segments (far fewer page faults, no per-thread arena
/// growth), which roughly halves the wall time of a 2,000-command surface.
/// It is built without asking for transparent huge pages (the `no_thp`
/// feature): zeroing and compacting 2 MiB pages for a short run cost more than
/// they saved, and made its time vary twofold from one run to the next.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = Cli::parse();
    remove_temporaries_on_signals();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    // every message on standard error is escaped line by line
    let mut err = afd_surface::escape::Lines::new(io::stderr());
    let code = match cli.command {
        Command::Check(args) => check(*args, &mut out, &mut err),
        Command::Rules(args) => {
            let r = match args.format {
                ListFormat::Text => explain::write_rules_text(&mut out),
                ListFormat::Json => explain::write_rules_json(&mut out),
            };
            io_code(r, &mut err)
        }
        Command::Init(args) => init(&args, &mut out, &mut err),
        Command::Capture(args) => afd_surface::capture::main(&args, &mut out, &mut err),
        Command::Lock(args) => lock(args, &mut err),
        Command::Export(args) => export(args, &mut out, &mut err),
        Command::ConfigSchema => {
            let text = serde_json::to_string_pretty(&afd_surface::config::json_schema())
                .unwrap_or_default();
            io_code(writeln!(out, "{text}"), &mut err)
        }
        Command::Explain(args) => match rules::by_id(&args.rule) {
            Some(rule) => io_code(
                out.write_all(explain::explain_text(rule.meta()).as_bytes()),
                &mut err,
            ),
            None => {
                let close = explain::suggestions(&args.rule);
                let hint = if close.is_empty() {
                    "run `afd-surface rules` to list them".to_string()
                } else {
                    format!("did you mean {}?", close.join(", "))
                };
                let _ = writeln!(err, "error: unknown rule `{}`; {hint}", args.rule);
                2
            }
        },
    };
    if let Err(e) = out.flush()
        && e.kind() != io::ErrorKind::BrokenPipe
    {
        let _ = writeln!(err, "error: cannot write to standard output: {e}");
        return ExitCode::from(2);
    }
    ExitCode::from(code)
}

/// SIGINT, SIGTERM and SIGHUP remove the temporary files of the reports
/// being written, then end the process as the signal would have (the
/// parent sees the signal). On other platforms the temporaries are removed
/// when the write fails or completes.
fn remove_temporaries_on_signals() {
    #[cfg(unix)]
    {
        use signal_hook::consts::signal::{SIGHUP, SIGINT, SIGTERM};
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return;
        };
        let _ = std::thread::Builder::new()
            .name("signals".into())
            .spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    afd_surface::fsutil::remove_temporaries();
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                    std::process::exit(128 + signal);
                }
            });
    }
}

/// `afd-surface init` in the working directory.
fn init(args: &afd_surface::cli::InitArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    use afd_surface::init;
    let root = match std::env::current_dir() {
        Ok(r) => r,
        Err(e) => return usage(err, &format!("cannot determine the working directory: {e}")),
    };
    let survey = init::survey(&root);
    let [config, workflow] = init::targets(&root);
    let mut files = vec![(config, init::config_text(&survey))];
    if !args.no_workflow {
        files.push((workflow, init::workflow_text()));
    }
    if !args.force {
        let existing: Vec<String> = files
            .iter()
            .filter(|(p, _)| std::fs::symlink_metadata(p).is_ok())
            .map(|(p, _)| afd_surface::discover::display_path(&root, p))
            .collect();
        if !existing.is_empty() {
            return usage(
                err,
                &format!(
                    "{} already exist{}; nothing was written (--force overwrites)",
                    existing.join(" and "),
                    if existing.len() == 1 { "s" } else { "" }
                ),
            );
        }
    }
    for (path, text) in &files {
        if let Some(dir) = path.parent()
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            return usage(err, &format!("cannot create `{}`: {e}", dir.display()));
        }
        if let Err(e) = afd_surface::fsutil::write_atomic(path, |w| w.write_all(text.as_bytes())) {
            return usage(err, &format!("cannot write `{}`: {e}", path.display()));
        }
        let _ = writeln!(
            out,
            "wrote {}",
            afd_surface::discover::display_path(&root, path)
        );
    }
    let _ = writeln!(
        out,
        "found {} AFD manifests, {} MCP tool lists, {} skills, {} source files defining tools; run `afd-surface check` to see what it says",
        survey.afd_manifests.len(),
        survey.tool_lists.len() + survey.plain_json_dirs.values().map(Vec::len).sum::<usize>(),
        survey.skills.len(),
        survey.sources.len()
    );
    0
}

/// `afd-surface lock`: pins the tool definitions a run reads.
fn export(args: afd_surface::cli::LockArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let req = match paths_request(args) {
        Ok(r) => r,
        Err(e) => return usage(err, &e),
    };
    match app::export(&req, err) {
        Ok(doc) => {
            let text = serde_json::to_string_pretty(&doc).unwrap_or_default();
            io_code(writeln!(out, "{text}"), err)
        }
        Err(e) => usage(err, &e.to_string()),
    }
}

fn lock(args: afd_surface::cli::LockArgs, err: &mut dyn Write) -> u8 {
    let req = match paths_request(args) {
        Ok(r) => r,
        Err(e) => return usage(err, &e),
    };
    match app::lock(&req, err) {
        Ok((servers, tools)) => {
            let _ = writeln!(
                err,
                "wrote {}: {tools} tools of {servers} tool lists",
                afd_surface::lock::FILE
            );
            0
        }
        Err(e) => usage(err, &e.to_string()),
    }
}

/// The request of `lock` and `export`: PATHS (default `.`) under the
/// working directory, with their configuration.
fn paths_request(args: afd_surface::cli::LockArgs) -> Result<CheckRequest, String> {
    let root = std::env::current_dir()
        .map_err(|e| format!("cannot determine the working directory: {e}"))?;
    let config = config_source(&root, args.no_config, args.config);
    Ok(CheckRequest {
        paths: if args.paths.is_empty() {
            vec![PathBuf::from(".")]
        } else {
            args.paths
        },
        root,
        config,
        overrides: CliOverrides {
            include: args.include,
            ..CliOverrides::default()
        },
        baseline: None,
        write_baseline: false,
        allow_outside_root: false,
        lock: afd_surface::app::LockSource::None,
        format: Format::Text,
        outputs: Vec::new(),
        sarif_category: None,
        timings: false,
        statistics: false,
        render: RenderOptions::default(),
        exit_after: true,
    })
}

/// The configuration `--no-config` / `--config PATH` ask for.
fn config_source(root: &std::path::Path, no_config: bool, config: Option<PathBuf>) -> ConfigSource {
    match (no_config, config) {
        (true, _) => ConfigSource::None,
        (false, Some(p)) => ConfigSource::Path(root.join(p)),
        (false, None) => ConfigSource::Discover,
    }
}

fn io_code(r: io::Result<()>, err: &mut dyn Write) -> u8 {
    match r {
        Ok(()) => 0,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            2
        }
    }
}

fn usage(err: &mut dyn Write, msg: &str) -> u8 {
    let _ = writeln!(err, "error: {msg}");
    2
}

fn check(args: CheckArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let root = match std::env::current_dir() {
        Ok(r) => r,
        Err(e) => return usage(err, &format!("cannot determine the working directory: {e}")),
    };
    let mut outputs = Vec::new();
    for spec in &args.outputs {
        let Some((fmt, path)) = spec.split_once('=') else {
            return usage(err, &format!("--output expects FORMAT=PATH, got `{spec}`"));
        };
        let format: Format = match fmt.parse() {
            Ok(f) => f,
            Err(e) => return usage(err, &format!("--output {spec}: {e}")),
        };
        if path.is_empty() {
            return usage(err, &format!("--output {spec}: the path is empty"));
        }
        // `-` is standard output; other paths are relative to the root
        let path = if path == "-" {
            PathBuf::from("-")
        } else {
            root.join(path)
        };
        outputs.push((format, path));
    }
    let fail_on = if args.strict {
        Some(FailOn::Warning)
    } else {
        args.fail_on.map(|f| match f {
            FailOnArg::Error => FailOn::Error,
            FailOnArg::Warning => FailOn::Warning,
            FailOnArg::Info => FailOn::Info,
            FailOnArg::Never => FailOn::Never,
        })
    };
    let color = match args.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        // a terminal, unless NO_COLOR, TERM=dumb or CLICOLOR=0 say
        // otherwise; CLICOLOR_FORCE forces colour
        ColorArg::Auto => {
            anstream::AutoStream::choice(&io::stdout()) != anstream::ColorChoice::Never
        }
    };
    let config = config_source(&root, args.no_config, args.config);
    let lock = if args.no_lock {
        afd_surface::app::LockSource::None
    } else if let Some(p) = &args.lock {
        afd_surface::app::LockSource::Path(root.join(p))
    } else {
        afd_surface::app::LockSource::Default
    };
    let req = CheckRequest {
        paths: if args.paths.is_empty() {
            vec![PathBuf::from(".")]
        } else {
            args.paths
        },
        root,
        config,
        overrides: CliOverrides {
            profile: args.profile,
            sarif_min_severity: args.sarif_min_severity.map(|s| match s {
                SeverityArg::Error => Severity::Error,
                SeverityArg::Warning => Severity::Warning,
                SeverityArg::Info => Severity::Info,
            }),
            fail_on,
            similarity_threshold: args.similarity_threshold,
            schema_overlap_threshold: args.schema_overlap_threshold,
            skip_categories: args.skip_category,
            suppress: args.suppress,
            naming: args.naming,
            mcp_revision: args.mcp_revision,
            source_strict: args.source_strict,
            include: args.include,
            exclude: args.exclude,
            select: args.select,
            ignore: args.ignore,
        },
        baseline: args.baseline,
        write_baseline: args.write_baseline,
        allow_outside_root: args.allow_outside_root,
        lock,
        format: args.format,
        outputs,
        sarif_category: args.sarif_category,
        timings: args.timings,
        statistics: args.statistics,
        exit_after: true,
        render: RenderOptions {
            color: color && args.format == Format::Text,
            github: GithubContext::from_env(),
            quiet: args.quiet,
        },
    };
    match app::check(&req, out, err) {
        Ok(Outcome::Passed) => 0,
        Ok(Outcome::Failed) => 1,
        Err(e) => usage(err, &e.to_string()),
    }
}
