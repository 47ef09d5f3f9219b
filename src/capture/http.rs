//! The streamable HTTP transport: every message is a POST of JSON-RPC to the
//! server's URL; a response comes back as JSON or as a stream of
//! server-sent events. The `Mcp-Session-Id` the server assigns is sent with
//! every later request, and the session is ended with a DELETE.
//!
//! Only the given URL is contacted: redirects are not followed.

use std::io::{BufRead, BufReader, Read};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::{CaptureError, Transport};

/// A session with a server over HTTP.
pub struct Http {
    agent: ureq::Agent,
    url: String,
    headers: Vec<(String, String)>,
    session: Option<String>,
    protocol_version: Option<String>,
    max_message: usize,
    warnings: Vec<String>,
    closed: bool,
}

impl Http {
    pub fn new(url: &str, headers: Vec<(String, String)>, max_message: usize) -> Http {
        let config = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .user_agent(concat!("afd-surface/", env!("CARGO_PKG_VERSION")))
            .build();
        Http {
            agent: config.into(),
            url: url.to_string(),
            headers,
            session: None,
            protocol_version: None,
            max_message,
            warnings: Vec::new(),
            closed: false,
        }
    }

    /// POSTs one message; the response's status, content type and body
    /// reader.
    fn post(
        &mut self,
        message: &Value,
        deadline: Instant,
    ) -> Result<(u16, String, Box<dyn Read + Send + Sync + 'static>), CaptureError> {
        let method = super::method_of(message);
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(CaptureError::new(format!(
                "the server did not answer `{method}` in time (--timeout)"
            )));
        }
        let mut req = self
            .agent
            .post(&self.url)
            .config()
            .timeout_global(Some(left))
            .build()
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream")
            .header("Mcp-Method", method);
        if let Some(s) = &self.session {
            req = req.header("Mcp-Session-Id", s);
        }
        if let Some(v) = &self.protocol_version {
            req = req.header("MCP-Protocol-Version", v);
        }
        for (k, v) in &self.headers {
            req = req.header(k, v);
        }
        let body = serde_json::to_string(message).unwrap_or_default();
        let response = req
            .send(body.as_str())
            .map_err(|e| CaptureError::new(format!("`{method}`: {}", describe(&e))))?;
        let status = response.status().as_u16();
        if let Some(s) = response
            .headers()
            .get("mcp-session-id")
            .and_then(|v| v.to_str().ok())
        {
            self.session = Some(s.to_string());
        }
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_ascii_lowercase();
        let reader = response.into_body().into_reader();
        Ok((status, content_type, Box::new(reader)))
    }
}

fn describe(e: &ureq::Error) -> String {
    match e {
        ureq::Error::Timeout(_) => "the server did not answer in time (--timeout)".into(),
        other => other.to_string(),
    }
}

/// Reads at most `max` bytes of a body as text.
fn read_body(reader: impl Read, max: usize) -> Result<String, CaptureError> {
    let mut buf = Vec::new();
    let limit = u64::try_from(max).unwrap_or(u64::MAX).saturating_add(1);
    reader
        .take(limit)
        .read_to_end(&mut buf)
        .map_err(|e| CaptureError::new(format!("cannot read the response: {e}")))?;
    if buf.len() > max {
        return Err(CaptureError::new("the response is larger than the limit"));
    }
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

/// Reads server-sent events until the JSON-RPC response with `id`.
fn response_in_events(
    reader: impl Read,
    id: u64,
    max: usize,
    warnings: &mut Vec<String>,
) -> Result<Option<Value>, CaptureError> {
    let mut reader = BufReader::new(reader);
    let mut data = String::new();
    let mut read = 0usize;
    let mut line = Vec::new();
    loop {
        line.clear();
        let n = (&mut reader)
            .take(u64::try_from(max).unwrap_or(u64::MAX))
            .read_until(b'\n', &mut line)
            .map_err(|e| CaptureError::new(format!("cannot read the event stream: {e}")))?;
        read += n;
        if read > max {
            return Err(CaptureError::new(
                "the event stream is larger than the limit",
            ));
        }
        let end = n == 0;
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        if end || text.is_empty() {
            // the end of an event
            if !data.is_empty() {
                match serde_json::from_str::<Value>(&data) {
                    Ok(v) if super::is_response_to(&v, id) => return Ok(Some(v)),
                    Ok(_) => {}
                    Err(_) => warnings.push(format!(
                        "an event's data is not JSON: {}",
                        crate::output::truncate_chars(&data, 200)
                    )),
                }
                data.clear();
            }
            if end {
                return Ok(None);
            }
            continue;
        }
        if let Some(d) = text.strip_prefix("data:") {
            if !data.is_empty() {
                data.push('\n');
            }
            data.push_str(d.strip_prefix(' ').unwrap_or(d));
        }
    }
}

impl Transport for Http {
    fn request(
        &mut self,
        message: &Value,
        id: u64,
        deadline: Instant,
    ) -> Result<Value, CaptureError> {
        let method = super::method_of(message).to_string();
        let (status, content_type, reader) = self.post(message, deadline)?;
        if !(200..300).contains(&status) {
            let body = read_body(reader, 4096).unwrap_or_default();
            return Err(CaptureError::new(format!(
                "`{method}`: the server answered HTTP {status}: {}",
                crate::output::truncate_chars(body.trim(), 300)
            )));
        }
        let response = if content_type.starts_with("text/event-stream") {
            response_in_events(reader, id, self.max_message, &mut self.warnings)?
        } else {
            let body = read_body(reader, self.max_message)?;
            match serde_json::from_str::<Value>(&body) {
                Ok(v @ Value::Object(_)) => Some(v),
                // a batch holding the response
                Ok(Value::Array(items)) => items.into_iter().find(|v| super::is_response_to(v, id)),
                _ => {
                    return Err(CaptureError::new(format!(
                        "`{method}`: the response is not JSON: {}",
                        crate::output::truncate_chars(body.trim(), 200)
                    )));
                }
            }
        };
        let response = response.ok_or_else(|| {
            CaptureError::new(format!(
                "`{method}`: the server sent no response to the request"
            ))
        })?;
        if method == "initialize"
            && let Some(v) = response
                .get("result")
                .and_then(|r| r.get("protocolVersion"))
                .and_then(Value::as_str)
        {
            self.protocol_version = Some(v.to_string());
        }
        Ok(response)
    }

    fn notify(&mut self, message: &Value) -> Result<(), CaptureError> {
        let deadline = Instant::now() + Duration::from_secs(10);
        let (status, _, reader) = self.post(message, deadline)?;
        drop(reader);
        if !(200..300).contains(&status) {
            self.warnings.push(format!(
                "the server answered a notification with HTTP {status}"
            ));
        }
        Ok(())
    }

    fn close(&mut self) {
        if self.closed {
            return;
        }
        self.closed = true;
        let Some(session) = self.session.take() else {
            return;
        };
        let _ = self
            .agent
            .delete(&self.url)
            .config()
            .timeout_global(Some(Duration::from_secs(5)))
            .build()
            .header("Mcp-Session-Id", &session)
            .call();
    }

    fn take_warnings(&mut self) -> Vec<String> {
        std::mem::take(&mut self.warnings)
    }
}

impl Drop for Http {
    fn drop(&mut self) {
        self.close();
    }
}
