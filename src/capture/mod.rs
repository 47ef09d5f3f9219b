//! `afd-surface capture`: runs one MCP server (over stdio, or speaks to it
//! over streamable HTTP), asks it for its tools, prompts and resources, and
//! writes what it answered as one JSON document that `check` reads as a
//! surface.
//!
//! The session is raw JSON-RPC: nothing the server sends is validated on
//! the way in, so a malformed definition survives to be reported by the
//! rules. A server is only ever started because the command line (or a
//! client configuration passed with `--config`) names it; `check` never
//! starts anything.
//!
//! `session` holds the protocol (handshake, pagination), `stdio` and `http`
//! the transports, `clients` the client configuration files.

pub mod clients;
pub mod http;
pub mod session;
pub mod stdio;

use std::fmt;
use std::time::{Duration, Instant};

use serde_json::Value;

/// The method of a JSON-RPC message (empty when it has none).
fn method_of(message: &Value) -> &str {
    message.get("method").and_then(Value::as_str).unwrap_or("")
}

/// Whether a message is the response to request `id`.
fn is_response_to(message: &Value, id: u64) -> bool {
    message.get("method").is_none() && message.get("id").and_then(Value::as_u64) == Some(id)
}

/// What went wrong talking to a server; the message names the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptureError {
    pub message: String,
    /// The last lines the server wrote on its standard error.
    pub stderr_tail: Vec<String>,
}

impl CaptureError {
    pub fn new(message: impl Into<String>) -> CaptureError {
        CaptureError {
            message: message.into(),
            stderr_tail: Vec::new(),
        }
    }
}

impl fmt::Display for CaptureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if !self.stderr_tail.is_empty() {
            f.write_str("\nthe server's last lines on standard error:")?;
            for line in &self.stderr_tail {
                write!(f, "\n  | {line}")?;
            }
        }
        Ok(())
    }
}

/// A way to exchange JSON-RPC messages with a server.
pub trait Transport {
    /// Sends a request and waits (until `deadline`) for the response with
    /// its id: the whole response object (`result` or `error`).
    fn request(
        &mut self,
        message: &Value,
        id: u64,
        deadline: Instant,
    ) -> Result<Value, CaptureError>;

    /// Sends a notification (no response).
    fn notify(&mut self, message: &Value) -> Result<(), CaptureError>;

    /// Ends the session (stops the process, or closes the HTTP session).
    fn close(&mut self);

    /// Warnings met so far (lines that were not JSON-RPC, ...), drained.
    fn take_warnings(&mut self) -> Vec<String> {
        Vec::new()
    }

    /// The last lines the server wrote on standard error.
    fn stderr_tail(&self) -> Vec<String> {
        Vec::new()
    }
}

/// Bounds of one capture.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The whole capture of one server.
    pub timeout: Duration,
    /// Pages of one list followed at most (against a cursor that loops).
    pub max_pages: usize,
    /// Entries of one list kept at most.
    pub max_items: usize,
    /// The longest message accepted (one line on stdio, one body on HTTP).
    pub max_message: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            timeout: Duration::from_secs(30),
            max_pages: 1_000,
            max_items: 100_000,
            max_message: 64 * 1024 * 1024,
        }
    }
}

/// The document a capture writes, in its key order.
pub fn document(captured: &session::Captured) -> Value {
    let mut doc = serde_json::Map::new();
    if let Some(v) = &captured.protocol_version {
        doc.insert("protocolVersion".into(), Value::String(v.clone()));
    }
    if let Some(v) = &captured.server_info {
        doc.insert("serverInfo".into(), v.clone());
    }
    if let Some(v) = &captured.instructions {
        doc.insert("instructions".into(), v.clone());
    }
    doc.insert("tools".into(), Value::Array(captured.tools.clone()));
    if let Some(p) = &captured.prompts {
        doc.insert("prompts".into(), Value::Array(p.clone()));
    }
    if let Some(r) = &captured.resources {
        doc.insert("resources".into(), Value::Array(r.clone()));
    }
    if let Some(c) = &captured.next_cursor {
        // the page cap was reached: the list is incomplete, and says so
        doc.insert("nextCursor".into(), c.clone());
    }
    Value::Object(doc)
}

/// The document as written: pretty JSON and a final newline.
pub fn document_text(captured: &session::Captured) -> String {
    let mut text = serde_json::to_string_pretty(&document(captured)).unwrap_or_default();
    text.push('\n');
    text
}

/// `afd-surface capture`: the exit code (0 captured, 2 a server or the
/// arguments failed). Warnings and errors go to `err`.
pub fn main(
    args: &crate::cli::CaptureArgs,
    out: &mut dyn std::io::Write,
    err: &mut dyn std::io::Write,
) -> u8 {
    let limits = Limits {
        timeout: Duration::from_secs(args.timeout.max(1)),
        ..Limits::default()
    };
    let mut env = Vec::new();
    for kv in &args.env {
        match kv.split_once('=') {
            Some((k, v)) if !k.is_empty() => env.push((k.to_string(), v.to_string())),
            _ => {
                let _ = writeln!(err, "error: --env `{kv}`: expected NAME=value");
                return 2;
            }
        }
    }
    if let Some(config) = &args.config {
        let Some(dir) = &args.out_dir else {
            let _ = writeln!(err, "error: --config needs --out-dir");
            return 2;
        };
        return capture_config(config, dir, &args.server, &env, &limits, err);
    }
    let (label, server) = if let Some(url) = &args.url {
        let mut headers = Vec::new();
        for h in &args.header {
            match h.split_once(':') {
                Some((k, v)) if !k.trim().is_empty() => {
                    headers.push((k.trim().to_string(), v.trim().to_string()));
                }
                _ => {
                    let _ = writeln!(err, "error: --header `{h}`: expected 'Name: value'");
                    return 2;
                }
            }
        }
        if let Some(var) = &args.bearer_env {
            match std::env::var(var) {
                Ok(token) => headers.push(("Authorization".into(), format!("Bearer {token}"))),
                Err(_) => {
                    let _ = writeln!(
                        err,
                        "error: --bearer-env: the environment variable `{var}` is not set"
                    );
                    return 2;
                }
            }
        }
        (
            url.clone(),
            clients::Server::Http {
                url: url.clone(),
                headers,
            },
        )
    } else {
        let Some((program, rest)) = args.command.split_first() else {
            let _ = writeln!(
                err,
                "error: name the server's command after `--`, or give --url or --config"
            );
            return 2;
        };
        (
            args.command.join(" "),
            clients::Server::Stdio {
                command: program.clone(),
                args: rest.to_vec(),
                env: env.clone(),
                cwd: None,
            },
        )
    };
    match capture_one(&server, &limits) {
        Ok(captured) => match &args.out {
            Some(path) => {
                if save(&captured, &label, path, err) {
                    0
                } else {
                    2
                }
            }
            None => {
                warn(&captured, &label, err);
                match out.write_all(document_text(&captured).as_bytes()) {
                    Ok(()) => 0,
                    Err(e) => {
                        let _ = writeln!(err, "error: cannot write to standard output: {e}");
                        2
                    }
                }
            }
        },
        Err(e) => {
            let _ = writeln!(err, "error: server `{label}`: {e}");
            2
        }
    }
}

/// The warnings of a capture, on `err`.
fn warn(captured: &session::Captured, label: &str, err: &mut dyn std::io::Write) {
    for w in &captured.warnings {
        let _ = writeln!(err, "warning: server `{label}`: {w}");
    }
}

/// Writes a capture into `path` (atomically), saying on `err` what was
/// written and what to know about it; false when it could not be written.
fn save(
    captured: &session::Captured,
    label: &str,
    path: &std::path::Path,
    err: &mut dyn std::io::Write,
) -> bool {
    warn(captured, label, err);
    let text = document_text(captured);
    if let Err(e) = crate::fsutil::write_atomic(path, |w| w.write_all(text.as_bytes())) {
        let _ = writeln!(err, "error: cannot write `{}`: {e}", path.display());
        return false;
    }
    let _ = writeln!(
        err,
        "captured {} tools from `{label}` into {}",
        captured.tools.len(),
        path.display()
    );
    true
}

/// Captures one server, closing the session whatever happens.
pub fn capture_one(
    server: &clients::Server,
    limits: &Limits,
) -> Result<session::Captured, CaptureError> {
    match server {
        clients::Server::Stdio {
            command,
            args,
            env,
            cwd,
        } => {
            let mut t =
                stdio::Stdio::spawn(command, args, env, cwd.as_deref(), limits.max_message)?;
            let result = session::run(&mut t, limits).map_err(|mut e| {
                if e.stderr_tail.is_empty() {
                    e.stderr_tail = t.stderr_tail();
                }
                e
            });
            t.close();
            result
        }
        clients::Server::Http { url, headers } => {
            let mut t = http::Http::new(url, headers.clone(), limits.max_message);
            let result = session::run(&mut t, limits);
            t.close();
            result
        }
        clients::Server::Unsupported(why) => Err(CaptureError::new(format!("not captured: {why}"))),
    }
}

/// The name of the file that records which captures of a folder were taken
/// together from one client configuration (a group for the cross-server
/// rules).
pub const GROUP_FILE: &str = "afd-surface-group.json";

fn capture_config(
    config: &std::path::Path,
    dir: &std::path::Path,
    only: &[String],
    extra_env: &[(String, String)],
    limits: &Limits,
    err: &mut dyn std::io::Write,
) -> u8 {
    let text = match std::fs::read_to_string(config) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(err, "error: cannot read `{}`: {e}", config.display());
            return 2;
        }
    };
    let servers = match clients::read(config, &text) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(
                err,
                "error: `{}` is not a client configuration: {e}",
                config.display()
            );
            return 2;
        }
    };
    for name in only {
        if !servers.contains_key(name) {
            let known: Vec<&str> = servers.keys().map(String::as_str).collect();
            let _ = writeln!(
                err,
                "error: --server `{name}`: `{}` has no such server (it has: {})",
                config.display(),
                known.join(", ")
            );
            return 2;
        }
    }
    if let Err(e) = std::fs::create_dir_all(dir) {
        let _ = writeln!(err, "error: cannot create `{}`: {e}", dir.display());
        return 2;
    }
    let mut failed = 0;
    let mut files = serde_json::Map::new();
    for (name, server) in &servers {
        if !only.is_empty() && !only.contains(name) {
            continue;
        }
        let mut server = server.clone();
        if let clients::Server::Stdio { env, .. } = &mut server {
            env.extend(extra_env.iter().cloned());
        }
        let file = format!("{}.tools.json", clients::file_stem(name));
        match capture_one(&server, limits) {
            Ok(captured) => {
                if save(&captured, name, &dir.join(&file), err) {
                    files.insert(name.clone(), Value::String(file));
                } else {
                    failed += 1;
                }
            }
            Err(e) => {
                let _ = writeln!(err, "error: server `{name}`: {e}");
                failed += 1;
            }
        }
    }
    let group = serde_json::json!({
        "name": config.to_string_lossy(),
        "servers": files,
    });
    let text = serde_json::to_string_pretty(&group).unwrap_or_default() + "\n";
    if let Err(e) =
        crate::fsutil::write_atomic(&dir.join(GROUP_FILE), |w| w.write_all(text.as_bytes()))
    {
        let _ = writeln!(
            err,
            "error: cannot write `{}`: {e}",
            dir.join(GROUP_FILE).display()
        );
        return 2;
    }
    if failed > 0 { 2 } else { 0 }
}
