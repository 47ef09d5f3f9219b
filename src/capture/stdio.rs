//! The stdio transport: the server is a child process in its own process
//! group; messages are lines of JSON on its standard input and output.
//!
//! A thread reads the server's stdout (lines bounded in length), another
//! keeps the last lines of its stderr. Lines that are not JSON-RPC are
//! tolerated and reported as warnings; requests the server sends (roots,
//! sampling, elicitation) are answered "method not found", so a server that
//! asks the client something does not wait forever. On close, on timeout and
//! when dropped, the whole process group is killed.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio as Pipe};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde_json::{Value, json};

use super::{CaptureError, Transport};

/// Lines of the server's stderr kept for the error message.
const STDERR_LINES: usize = 20;
/// Noise lines on stdout reported at most.
const MAX_NOISE: usize = 10;
/// Lines that are not JSON-RPC tolerated in all: past them the server is
/// speaking something else.
const MAX_NOISE_LINES: usize = 10_000;
/// Messages read ahead of the session (the reader waits beyond that).
const QUEUE: usize = 1024;

enum Line {
    Message(Value),
    Noise(String),
    TooLong,
    /// More than [`MAX_NOISE_LINES`] lines that are not JSON-RPC.
    Garbage,
    Eof,
}

/// A running server.
pub struct Stdio {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    /// The thread keeping the stderr tail (done once the server exits).
    stderr_reader: Option<std::thread::JoinHandle<()>>,
    warnings: Vec<String>,
    noise: usize,
    closed: bool,
}

impl Stdio {
    /// Starts `program` with `args`, the environment plus `env`, in its own
    /// process group.
    pub fn spawn(
        program: &str,
        args: &[String],
        env: &[(String, String)],
        cwd: Option<&std::path::Path>,
        max_line: usize,
    ) -> Result<Stdio, CaptureError> {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .stdin(Pipe::piped())
            .stdout(Pipe::piped())
            .stderr(Pipe::piped());
        if let Some(dir) = cwd {
            cmd.current_dir(dir);
        }
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            cmd.process_group(0);
        }
        let mut child = cmd
            .spawn()
            .map_err(|e| CaptureError::new(format!("cannot start `{program}`: {e}")))?;
        let stdin = child.stdin.take();
        let (tx, rx) = mpsc::sync_channel(QUEUE);
        if let Some(out) = child.stdout.take() {
            std::thread::spawn(move || read_lines(out, max_line, &tx));
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let stderr_reader = child.stderr.take().map(|err| {
            let tail = Arc::clone(&stderr);
            std::thread::spawn(move || keep_tail(err, &tail))
        });
        Ok(Stdio {
            child,
            stdin,
            lines: rx,
            stderr,
            stderr_reader,
            warnings: Vec::new(),
            noise: 0,
            closed: false,
        })
    }

    fn send(&mut self, message: &Value) -> Result<(), CaptureError> {
        let mut text = serde_json::to_string(message).unwrap_or_default();
        text.push('\n');
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(self.error("the server's standard input is closed".into()));
        };
        let written = stdin
            .write_all(text.as_bytes())
            .and_then(|()| stdin.flush());
        if let Err(e) = written {
            let status = self.exit_status();
            return Err(self.error(format!("the server stopped reading its input{status}: {e}")));
        }
        Ok(())
    }

    fn error(&self, message: String) -> CaptureError {
        self.with_tail(CaptureError::new(message))
    }

    fn with_tail(&self, mut e: CaptureError) -> CaptureError {
        // a server that failed has usually said why on stderr: give the
        // thread reading it a moment to finish
        if let Some(h) = &self.stderr_reader {
            let until = Instant::now() + std::time::Duration::from_millis(500);
            while !h.is_finished() && Instant::now() < until {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
        }
        e.stderr_tail = self.stderr_tail();
        e
    }

    /// How the process ended, if it has.
    fn exit_status(&mut self) -> String {
        match self.child.try_wait() {
            Ok(Some(status)) => format!(" ({status})"),
            _ => String::new(),
        }
    }
}

fn read_lines(out: impl Read, max_line: usize, tx: &mpsc::SyncSender<Line>) {
    let mut reader = BufReader::new(out);
    let mut buf = Vec::new();
    let mut noise = 0usize;
    loop {
        buf.clear();
        let limit = u64::try_from(max_line)
            .unwrap_or(u64::MAX)
            .saturating_add(1);
        match (&mut reader).take(limit).read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => {
                let _ = tx.send(Line::Eof);
                return;
            }
            Ok(_) => {}
        }
        if buf.len() > max_line && !buf.ends_with(b"\n") {
            let _ = tx.send(Line::TooLong);
            return;
        }
        let text = String::from_utf8_lossy(&buf);
        let trimmed = text.trim();
        if trimmed.is_empty() {
            continue;
        }
        let line = match serde_json::from_str::<Value>(trimmed) {
            Ok(v @ Value::Object(_)) if v.get("jsonrpc").is_some() => Line::Message(v),
            _ => {
                noise += 1;
                if noise > MAX_NOISE_LINES {
                    let _ = tx.send(Line::Garbage);
                    return;
                }
                Line::Noise(crate::output::truncate_chars(trimmed, 200).into_owned())
            }
        };
        if tx.send(line).is_err() {
            return;
        }
    }
}

fn keep_tail(err: impl Read, tail: &Mutex<VecDeque<String>>) {
    let reader = BufReader::new(err);
    for line in reader.split(b'\n') {
        let Ok(line) = line else { return };
        let text = String::from_utf8_lossy(&line);
        let text = crate::output::truncate_chars(text.trim_end(), 500).into_owned();
        if let Ok(mut t) = tail.lock() {
            if t.len() == STDERR_LINES {
                t.pop_front();
            }
            t.push_back(text);
        }
    }
}

impl Transport for Stdio {
    fn request(
        &mut self,
        message: &Value,
        id: u64,
        deadline: Instant,
    ) -> Result<Value, CaptureError> {
        let method = super::method_of(message).to_string();
        self.send(message)?;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(Line::Message(m)) => {
                    if super::is_response_to(&m, id) {
                        return Ok(m);
                    }
                    if m.get("method").is_some() && m.get("id").is_some() {
                        // a request from the server: we offer no client features
                        let reply = json!({"jsonrpc": "2.0", "id": m.get("id").cloned().unwrap_or(Value::Null),
                            "error": {"code": -32601, "message": "afd-surface capture offers no client features"}});
                        self.send(&reply)?;
                    }
                }
                Ok(Line::Noise(text)) => {
                    self.noise += 1;
                    if self.noise <= MAX_NOISE {
                        self.warnings.push(format!(
                            "the server wrote a line that is not JSON-RPC on stdout: {text}"
                        ));
                    }
                }
                Ok(Line::Garbage) => {
                    return Err(self.error(format!(
                        "the server wrote more than {MAX_NOISE_LINES} lines that are not JSON-RPC on stdout while answering `{method}`"
                    )));
                }
                Ok(Line::TooLong) => {
                    return Err(self.error(format!(
                        "the server sent a line longer than the limit while answering `{method}`"
                    )));
                }
                Ok(Line::Eof) | Err(RecvTimeoutError::Disconnected) => {
                    // give the process a moment to be reaped, for its status
                    std::thread::sleep(std::time::Duration::from_millis(50));
                    let status = self.exit_status();
                    return Err(self.error(format!(
                        "the server closed its output{status} before answering `{method}`"
                    )));
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(self.error(format!(
                        "the server did not answer `{method}` in time (--timeout)"
                    )));
                }
            }
        }
    }

    fn notify(&mut self, message: &Value) -> Result<(), CaptureError> {
        self.send(message)
    }

    fn close(&mut self) {
        if self.closed {
            return;
        }
        self.closed = true;
        // end of input first, then the whole group
        self.stdin = None;
        #[cfg(unix)]
        {
            let pid = self.child.id();
            if let Some(pid) = i32::try_from(pid)
                .ok()
                .and_then(rustix::process::Pid::from_raw)
            {
                let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn take_warnings(&mut self) -> Vec<String> {
        if self.noise > MAX_NOISE {
            self.warnings.push(format!(
                "{} more lines that are not JSON-RPC were left out",
                self.noise - MAX_NOISE
            ));
            self.noise = MAX_NOISE;
        }
        std::mem::take(&mut self.warnings)
    }

    fn stderr_tail(&self) -> Vec<String> {
        self.stderr
            .lock()
            .map(|t| t.iter().cloned().collect())
            .unwrap_or_default()
    }
}

impl Drop for Stdio {
    fn drop(&mut self) {
        self.close();
    }
}
