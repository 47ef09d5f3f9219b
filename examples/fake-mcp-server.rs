//! A fake MCP server for the capture tests (`tests/cli/capture.rs`); not a
//! real server. `fake-mcp-server MODE` speaks over stdio;
//! `fake-mcp-server --http MODE LOG` listens on 127.0.0.1 (an OS-chosen
//! port, printed on the first line of stdout), answers streamable HTTP and
//! appends every request line and session header to LOG.
//!
//! Modes: `normal` (3 tools on two pages, prompts, resources, instructions),
//! `noise` (banner lines on stdout), `hang` (never answers), `crash`
//! (exits with 3 after writing to stderr), `loop` (a `nextCursor` that never
//! ends), `huge` (5,000 tools), `asks` (sends a request of its own before
//! answering), `stateless` (refuses `initialize`, answers
//! `server/discover`), `sse` (HTTP answers as server-sent events), `garbage` (endless
//! lines that are not JSON-RPC).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;

use serde_json::{Value, json};

fn tool(name: &str) -> Value {
    json!({"name": name, "description": format!("Does {name} for the tests"), "inputSchema": {"type": "object"}})
}

/// The response to one request (None: no answer).
fn answer(mode: &str, req: &Value) -> Option<Value> {
    let id = req.get("id")?.clone();
    let method = req.get("method")?.as_str()?;
    let cursor = req.pointer("/params/cursor").and_then(Value::as_str);
    let result = match (method, cursor) {
        ("initialize", _) if mode == "stateless" => {
            return Some(
                json!({"jsonrpc": "2.0", "id": id, "error": {"code": -32601, "message": "Method not found"}}),
            );
        }
        ("initialize", _) => json!({
            "protocolVersion": "2025-06-18",
            "capabilities": {"tools": {}, "prompts": {}, "resources": {}},
            "serverInfo": {"name": "fake", "version": "1.0.0"},
            "instructions": "Use these tools for the tests."
        }),
        ("server/discover", _) => {
            // the stateless revision carries its version in `_meta`
            let v = req.pointer("/params/_meta/io.modelcontextprotocol~1protocolVersion");
            if v.is_none() {
                return Some(
                    json!({"jsonrpc": "2.0", "id": id, "error": {"code": -32602, "message": "missing _meta"}}),
                );
            }
            json!({"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}}, "serverInfo": {"name": "fake-stateless", "version": "2"}})
        }
        ("tools/list", _) if mode == "huge" => {
            json!({"tools": (0..5000).map(|i| tool(&format!("tool_{i}"))).collect::<Vec<_>>()})
        }
        ("tools/list", _) if mode == "loop" => {
            json!({"tools": [tool("again")], "nextCursor": "same"})
        }
        ("tools/list", None) => {
            json!({"tools": [tool("alpha"), tool("beta")], "nextCursor": "page-2"})
        }
        ("tools/list", Some("page-2")) => json!({"tools": [tool("gamma")]}),
        ("prompts/list", _) => {
            json!({"prompts": [{"name": "greet", "description": "Greets the user"}]})
        }
        ("resources/list", _) => {
            json!({"resources": [{"uri": "file:///readme", "name": "readme", "description": "The readme"}]})
        }
        _ => {
            return Some(
                json!({"jsonrpc": "2.0", "id": id, "error": {"code": -32601, "message": "Method not found"}}),
            );
        }
    };
    Some(json!({"jsonrpc": "2.0", "id": id, "result": result}))
}

fn stdio(mode: &str) {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    if mode == "noise" {
        writeln!(out, "fake server starting...").unwrap();
        writeln!(out, "{{\"not\": \"json-rpc\"}}").unwrap();
        out.flush().unwrap();
    }
    if mode == "garbage" {
        loop {
            if writeln!(out, "this is not JSON-RPC").is_err() {
                return;
            }
        }
    }
    if mode == "crash" {
        eprintln!("fatal: the fake server cannot start");
        std::process::exit(3);
    }
    // `asks`: the first tools/list is held until the client answers the
    // server's own request
    let mut held: Option<Value> = None;
    let mut asked = false;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        let Ok(req) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        if mode == "hang" {
            continue;
        }
        if req.get("id") == Some(&json!("srv-1")) {
            if let Some(h) = held.take()
                && let Some(a) = answer(mode, &h)
            {
                writeln!(out, "{a}").unwrap();
                out.flush().unwrap();
            }
            continue;
        }
        if mode == "asks"
            && !asked
            && req.get("method").and_then(Value::as_str) == Some("tools/list")
        {
            asked = true;
            held = Some(req);
            writeln!(
                out,
                "{}",
                json!({"jsonrpc": "2.0", "id": "srv-1", "method": "roots/list"})
            )
            .unwrap();
            out.flush().unwrap();
            continue;
        }
        if let Some(a) = answer(mode, &req) {
            writeln!(out, "{a}").unwrap();
            out.flush().unwrap();
        }
    }
}

fn http(mode: &str, log: &str) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    println!("{}", listener.local_addr().unwrap().port());
    std::io::stdout().flush().unwrap();
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else { continue };
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
            continue;
        }
        let mut length = 0usize;
        let mut session = String::new();
        loop {
            let mut h = String::new();
            reader.read_line(&mut h).unwrap();
            let h = h.trim_end().to_string();
            if h.is_empty() {
                break;
            }
            let lower = h.to_ascii_lowercase();
            if let Some(v) = lower.strip_prefix("content-length:") {
                length = v.trim().parse().unwrap_or(0);
            }
            if lower.starts_with("mcp-session-id:") {
                session = h["mcp-session-id:".len()..].trim().to_string();
            }
        }
        let mut body = vec![0u8; length];
        reader.read_exact(&mut body).unwrap();
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .unwrap();
        writeln!(f, "{} session={session}", request_line.trim_end()).unwrap();
        if request_line.starts_with("DELETE") {
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
            .unwrap();
            continue;
        }
        let req: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
        let is_init = req.get("method").and_then(Value::as_str) == Some("initialize");
        if !is_init && session != "s-123" {
            write!(stream, "HTTP/1.1 400 Bad Request\r\nContent-Length: 10\r\nConnection: close\r\n\r\nno session").unwrap();
            continue;
        }
        let Some(a) = answer(mode, &req) else {
            write!(
                stream,
                "HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
            .unwrap();
            continue;
        };
        let (ctype, payload) = if mode == "sse" {
            let note = json!({"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "working"}});
            (
                "text/event-stream",
                format!("event: message\ndata: {note}\n\nevent: message\ndata: {a}\n\n"),
            )
        } else {
            ("application/json", a.to_string())
        };
        let sid = if is_init {
            "Mcp-Session-Id: s-123\r\n"
        } else {
            ""
        };
        write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: {ctype}\r\n{sid}Content-Length: {}\r\nConnection: close\r\n\r\n{payload}",
            payload.len()
        )
        .unwrap();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag, mode, log] if flag == "--http" => http(mode, log),
        [mode] => stdio(mode),
        _ => stdio("normal"),
    }
}
