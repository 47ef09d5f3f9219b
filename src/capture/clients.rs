//! MCP client configuration files: the servers a repository configures for
//! its agents. Claude Code's `.mcp.json` and Cursor's `.cursor/mcp.json`
//! (`mcpServers`), VS Code's `.vscode/mcp.json` (`servers`), Gemini CLI's
//! `.gemini/settings.json` (`mcpServers`, `httpUrl` for streamable HTTP) and
//! Codex's `.codex/config.toml` (`[mcp_servers.NAME]`).
//!
//! References to the environment (`${env:VAR}`, `${VAR}`, `${VAR:-default}`)
//! are resolved; `${workspaceFolder}` is the folder holding the
//! configuration's folder. Nothing here starts a process.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

/// How to reach one configured server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Server {
    Stdio {
        command: String,
        args: Vec<String>,
        env: Vec<(String, String)>,
        cwd: Option<PathBuf>,
    },
    Http {
        url: String,
        headers: Vec<(String, String)>,
    },
    /// A server the capture cannot reach, and why (the legacy SSE
    /// transport, an unresolved reference).
    Unsupported(String),
}

/// The servers of a configuration file, by name (sorted); disabled ones
/// are left out.
pub fn read(path: &Path, text: &str) -> Result<BTreeMap<String, Server>, String> {
    let workspace = workspace_of(path);
    let lookup = |name: &str| std::env::var(name).ok();
    let is_toml = path.extension().is_some_and(|e| e == "toml");
    let servers: Vec<(String, Value)> = if is_toml {
        let doc: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
        let table = doc
            .get("mcp_servers")
            .and_then(|v| v.as_table())
            .ok_or("no [mcp_servers.NAME] table")?;
        table
            .iter()
            .map(|(k, v)| (k.clone(), serde_json::to_value(v).unwrap_or(Value::Null)))
            .collect()
    } else {
        let doc: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let map = doc
            .get("mcpServers")
            .or_else(|| doc.get("servers"))
            .and_then(Value::as_object)
            .ok_or("no `mcpServers` (or `servers`) object")?;
        map.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
    };
    let gemini = path
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|d| d == ".gemini");
    let mut out = BTreeMap::new();
    for (name, entry) in servers {
        if entry.get("disabled") == Some(&Value::Bool(true))
            || entry.get("enabled") == Some(&Value::Bool(false))
        {
            continue;
        }
        let server = server(&entry, gemini, &workspace, &lookup);
        out.insert(name, server);
    }
    Ok(out)
}

/// The folder `${workspaceFolder}` stands for: the parent of `.vscode`,
/// `.cursor`, `.gemini` or `.codex`, else the configuration's own folder.
fn workspace_of(path: &Path) -> PathBuf {
    let dir = path.parent().unwrap_or(Path::new("."));
    let hidden = dir
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| [".vscode", ".cursor", ".gemini", ".codex"].contains(&n));
    if hidden {
        dir.parent().unwrap_or(Path::new(".")).to_path_buf()
    } else {
        dir.to_path_buf()
    }
}

fn server(
    entry: &Value,
    gemini: bool,
    workspace: &Path,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Server {
    let resolve = |s: &str| expand(s, workspace, lookup);
    let kind = entry.get("type").and_then(Value::as_str).unwrap_or("");
    let url = entry
        .get("httpUrl")
        .or_else(|| entry.get("serverUrl"))
        .or_else(|| entry.get("url"))
        .and_then(Value::as_str);
    if kind == "sse" || (gemini && entry.get("httpUrl").is_none() && url.is_some()) {
        return Server::Unsupported(
            "it uses the legacy SSE transport, which the capture does not speak (streamable HTTP and stdio only)".into(),
        );
    }
    if let Some(url) = url {
        let mut headers = Vec::new();
        for key in ["headers", "http_headers"] {
            if let Some(Value::Object(h)) = entry.get(key) {
                for (k, v) in h {
                    match v.as_str().map(resolve) {
                        Some(Ok(v)) => headers.push((k.clone(), v)),
                        Some(Err(e)) => return Server::Unsupported(e),
                        None => {}
                    }
                }
            }
        }
        if let Some(var) = entry.get("bearer_token_env_var").and_then(Value::as_str) {
            match lookup(var) {
                Some(token) => headers.push(("Authorization".into(), format!("Bearer {token}"))),
                None => {
                    return Server::Unsupported(format!(
                        "the environment variable `{var}` is not set"
                    ));
                }
            }
        }
        return match resolve(url) {
            Ok(url) => Server::Http { url, headers },
            Err(e) => Server::Unsupported(e),
        };
    }
    let Some(command) = entry.get("command").and_then(Value::as_str) else {
        return Server::Unsupported("it has neither `command` nor `url`".into());
    };
    let mut args = Vec::new();
    if let Some(Value::Array(a)) = entry.get("args") {
        for v in a.iter().filter_map(Value::as_str) {
            match resolve(v) {
                Ok(v) => args.push(v),
                Err(e) => return Server::Unsupported(e),
            }
        }
    }
    let mut env = Vec::new();
    if let Some(Value::Object(e)) = entry.get("env") {
        for (k, v) in e {
            match v.as_str().map(resolve) {
                Some(Ok(v)) => env.push((k.clone(), v)),
                Some(Err(e)) => return Server::Unsupported(e),
                None => {}
            }
        }
    }
    let cwd = match entry.get("cwd").and_then(Value::as_str).map(resolve) {
        Some(Ok(c)) => Some(workspace.join(c)),
        Some(Err(e)) => return Server::Unsupported(e),
        None => None,
    };
    match resolve(command) {
        Ok(command) => Server::Stdio {
            command,
            args,
            env,
            cwd,
        },
        Err(e) => Server::Unsupported(e),
    }
}

/// Expands `${env:VAR}`, `${VAR}`, `${VAR:-default}` and
/// `${workspaceFolder}`; anything else in `${…}` (an input the editor
/// would prompt for) cannot be resolved.
pub fn expand(
    s: &str,
    workspace: &Path,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<String, String> {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(start) = rest.find("${") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find('}') else {
            out.push_str(&rest[start..]);
            return Ok(out);
        };
        let inner = &after[..end];
        let value = if inner == "workspaceFolder" {
            workspace.to_string_lossy().into_owned()
        } else {
            let (name, default) = match inner.split_once(":-") {
                Some((n, d)) => (n, Some(d)),
                None => (inner, None),
            };
            let name = name.strip_prefix("env:").unwrap_or(name);
            let plain =
                !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
            if !plain {
                return Err(format!(
                    "`${{{inner}}}` cannot be resolved outside the editor (only environment variables and ${{workspaceFolder}})"
                ));
            }
            match (lookup(name), default) {
                (Some(v), _) => v,
                (None, Some(d)) => d.to_string(),
                (None, None) => {
                    return Err(format!("the environment variable `{name}` is not set"));
                }
            }
        };
        out.push_str(&value);
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// A server name as a file name: letters, digits, `.`, `_` and `-`; the
/// rest becomes `_` (no path separators, no leading dot).
pub fn file_stem(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.') {
                c
            } else {
                '_'
            }
        })
        .take(100)
        .collect();
    if s.is_empty() || s.starts_with('.') {
        s.insert(0, '_');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(name: &str) -> Option<String> {
        match name {
            "TOKEN" => Some("t0k".into()),
            _ => None,
        }
    }

    #[test]
    fn references_expand() {
        let ws = Path::new("/repo");
        assert_eq!(expand("a ${env:TOKEN} b", ws, &env).unwrap(), "a t0k b");
        assert_eq!(expand("${TOKEN}", ws, &env).unwrap(), "t0k");
        assert_eq!(expand("${MISSING:-x}", ws, &env).unwrap(), "x");
        assert_eq!(expand("${workspaceFolder}/s", ws, &env).unwrap(), "/repo/s");
        assert!(
            expand("${MISSING}", ws, &env)
                .unwrap_err()
                .contains("MISSING")
        );
        assert!(expand("${input:key}", ws, &env).is_err());
        assert_eq!(expand("no refs", ws, &env).unwrap(), "no refs");
    }

    #[test]
    fn every_client_format() {
        let claude = r#"{"mcpServers": {"time": {"command": "uvx", "args": ["mcp-server-time"], "env": {"TZ": "UTC"}},
            "remote": {"type": "http", "url": "https://example.com/mcp", "headers": {"X-Key": "k"}},
            "old": {"type": "sse", "url": "https://example.com/sse"},
            "off": {"command": "x", "disabled": true}}}"#;
        let s = read(Path::new("/repo/.mcp.json"), claude).unwrap();
        assert_eq!(s.len(), 3);
        assert!(
            matches!(&s["time"], Server::Stdio { command, args, env, .. }
            if command == "uvx" && args == &["mcp-server-time"] && env == &[("TZ".to_string(), "UTC".to_string())])
        );
        assert!(
            matches!(&s["remote"], Server::Http { url, headers } if url == "https://example.com/mcp" && headers.len() == 1)
        );
        assert!(matches!(&s["old"], Server::Unsupported(_)));

        let vscode = r#"{"servers": {"fs": {"type": "stdio", "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "${workspaceFolder}"]}}}"#;
        let s = read(Path::new("/repo/.vscode/mcp.json"), vscode).unwrap();
        assert!(
            matches!(&s["fs"], Server::Stdio { args, .. } if args.last().map(String::as_str) == Some("/repo"))
        );

        let gemini = r#"{"mcpServers": {"a": {"httpUrl": "https://a.example/mcp"}, "b": {"url": "https://b.example/sse"}}}"#;
        let s = read(Path::new("/repo/.gemini/settings.json"), gemini).unwrap();
        assert!(matches!(&s["a"], Server::Http { .. }));
        assert!(matches!(&s["b"], Server::Unsupported(_)));

        let codex = "[mcp_servers.time]\ncommand = \"uvx\"\nargs = [\"mcp-server-time\"]\n\n[mcp_servers.off]\ncommand = \"x\"\nenabled = false\n";
        let s = read(Path::new("/repo/.codex/config.toml"), codex).unwrap();
        assert_eq!(s.keys().collect::<Vec<_>>(), vec!["time"]);

        assert!(read(Path::new("x.json"), "{}").is_err());
        assert!(read(Path::new("x.json"), "not json").is_err());
    }

    #[test]
    fn names_become_safe_file_names() {
        assert_eq!(file_stem("github"), "github");
        assert_eq!(file_stem("../../etc/passwd"), "_.._.._etc_passwd");
        assert_eq!(file_stem(".hidden"), "_.hidden");
        assert_eq!(file_stem(""), "_");
        assert_eq!(file_stem("a b/c"), "a_b_c");
    }
}
