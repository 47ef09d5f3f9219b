//! The MCP conversation of a capture: the handshake, then every page of
//! `tools/list` (and of `prompts/list` and `resources/list` when the server
//! advertises them).
//!
//! The handshake offers 2025-11-25, the newest revision that has one, and
//! accepts whatever revision the server answers. A server of the stateless
//! 2026-07-28 revision, which has no `initialize`, answers it with an error;
//! the capture then asks `server/discover` and sends the protocol version
//! and client capabilities in every request's `_meta`, as that revision
//! requires.

use std::time::Instant;

use serde_json::{Value, json};

use super::{CaptureError, Limits, Transport};

/// The revision offered in `initialize`.
pub const OFFERED: &str = "2025-11-25";
/// The stateless revision tried when `initialize` is refused.
pub const STATELESS: &str = "2026-07-28";

/// What a server answered.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Captured {
    pub protocol_version: Option<String>,
    pub server_info: Option<Value>,
    pub instructions: Option<Value>,
    pub tools: Vec<Value>,
    pub prompts: Option<Vec<Value>>,
    pub resources: Option<Vec<Value>>,
    /// Set when a list stopped at the page cap: the cursor it stopped at.
    pub next_cursor: Option<Value>,
    /// Things worth telling the user (a list that failed, noise on stdout).
    pub warnings: Vec<String>,
}

struct Session<'t> {
    transport: &'t mut dyn Transport,
    next_id: u64,
    deadline: Instant,
    /// The per-request `_meta` of a stateless session.
    stateless_meta: Option<Value>,
}

impl Session<'_> {
    /// Sends a request; the response's `result`, or the JSON-RPC error as
    /// `Err(Ok(error))` (the server answered, with an error).
    fn call(
        &mut self,
        method: &str,
        mut params: Value,
    ) -> Result<Result<Value, Value>, CaptureError> {
        if let (Some(meta), Value::Object(p)) = (&self.stateless_meta, &mut params) {
            p.insert("_meta".into(), meta.clone());
        }
        let id = self.next_id;
        self.next_id += 1;
        let message = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        let response = self.transport.request(&message, id, self.deadline)?;
        if let Some(error) = response.get("error") {
            return Ok(Err(error.clone()));
        }
        match response.get("result") {
            Some(r) => Ok(Ok(r.clone())),
            None => Err(CaptureError::new(format!(
                "the response to `{method}` has neither `result` nor `error`"
            ))),
        }
    }

    /// Every page of a list method: the entries under `key`.
    fn list(
        &mut self,
        method: &str,
        key: &str,
        limits: &Limits,
        next_cursor: &mut Option<Value>,
    ) -> Result<Result<Vec<Value>, String>, CaptureError> {
        let mut items = Vec::new();
        let mut cursor: Option<Value> = None;
        for _ in 0..limits.max_pages {
            let params = match &cursor {
                Some(c) => json!({"cursor": c}),
                None => json!({}),
            };
            let result = match self.call(method, params)? {
                Ok(r) => r,
                Err(e) => return Ok(Err(format!("`{method}` failed: {}", error_text(&e)))),
            };
            let Some(Value::Array(page)) = result.get(key) else {
                return Ok(Err(format!("the `{method}` result has no `{key}` array")));
            };
            let room = limits.max_items.saturating_sub(items.len());
            items.extend(page.iter().take(room).cloned());
            if page.len() > room {
                return Ok(Err(format!(
                    "`{method}` returned more than {} entries; the rest were left out",
                    limits.max_items
                )));
            }
            match result.get("nextCursor") {
                Some(c @ Value::String(_)) => cursor = Some(c.clone()),
                _ => return Ok(Ok(items)),
            }
        }
        *next_cursor = cursor;
        Ok(Err(format!(
            "`{method}` still had a next page after {} pages; the capture stopped there (the document keeps the cursor)",
            limits.max_pages
        )))
    }
}

/// A JSON-RPC error object in words.
fn error_text(e: &Value) -> String {
    let code = e.get("code").map(|c| c.to_string()).unwrap_or_default();
    let message = e.get("message").and_then(Value::as_str).unwrap_or("");
    crate::output::truncate_chars(format!("{code} {message}").trim(), 300).into_owned()
}

/// Runs the whole conversation over `transport` (which the caller closes).
pub fn run(transport: &mut dyn Transport, limits: &Limits) -> Result<Captured, CaptureError> {
    let mut s = Session {
        transport,
        next_id: 1,
        deadline: Instant::now() + limits.timeout,
        stateless_meta: None,
    };
    let mut out = Captured::default();
    let init = json!({
        "protocolVersion": OFFERED,
        "capabilities": {},
        "clientInfo": {"name": "afd-surface", "version": env!("CARGO_PKG_VERSION")},
    });
    let capabilities = match s.call("initialize", init)? {
        Ok(result) => {
            out.protocol_version = result
                .get("protocolVersion")
                .and_then(Value::as_str)
                .map(str::to_string);
            out.server_info = result.get("serverInfo").cloned();
            out.instructions = result.get("instructions").cloned();
            s.transport
                .notify(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))?;
            result.get("capabilities").cloned().unwrap_or(Value::Null)
        }
        Err(init_error) => {
            // a stateless server: ask what it is, then carry the version in `_meta`
            s.stateless_meta = Some(json!({
                "io.modelcontextprotocol/protocolVersion": STATELESS,
                "io.modelcontextprotocol/clientCapabilities": {},
                "io.modelcontextprotocol/clientInfo": {"name": "afd-surface", "version": env!("CARGO_PKG_VERSION")},
            }));
            match s.call("server/discover", json!({}))? {
                Ok(result) => {
                    out.protocol_version = Some(STATELESS.into());
                    out.server_info = result.get("serverInfo").cloned();
                    out.instructions = result.get("instructions").cloned();
                    result.get("capabilities").cloned().unwrap_or(Value::Null)
                }
                Err(_) => {
                    return Err(CaptureError::new(format!(
                        "the server refused `initialize`: {}",
                        error_text(&init_error)
                    )));
                }
            }
        }
    };
    let mut cursor = None;
    match s.list("tools/list", "tools", limits, &mut cursor)? {
        Ok(tools) => out.tools = tools,
        Err(why) if cursor.is_some() => {
            out.warnings.push(why);
            out.next_cursor = cursor.take();
        }
        Err(why) => return Err(CaptureError::new(why)),
    }
    for (capability, method, key) in [
        ("prompts", "prompts/list", "prompts"),
        ("resources", "resources/list", "resources"),
    ] {
        if capabilities.get(capability).is_none() {
            continue;
        }
        let mut ignored = None;
        match s.list(method, key, limits, &mut ignored)? {
            Ok(items) => {
                if key == "prompts" {
                    out.prompts = Some(items);
                } else {
                    out.resources = Some(items);
                }
            }
            Err(why) => out.warnings.push(why),
        }
    }
    out.warnings.extend(s.transport.take_warnings());
    Ok(out)
}
