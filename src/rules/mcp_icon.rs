//! `mcp-icon`: tool icons a client cannot use safely.

use serde_json::Value;

use crate::meta::McpRevision;
use crate::model::Surface;
use crate::rules::mcp::{self, Tool};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Under MCP 2025-11-25 and later (which gave tools `icons`), checks
    /// each icon of a tool: `icons` must be an array of objects; `src` must
    /// be a string with the `https:` or `data:` scheme (a plain `http:`
    /// icon can be swapped on the way, and any other scheme — `file:`,
    /// `javascript:`, a relative path — is not a URI a client should
    /// fetch); `mimeType`, when present, a MIME type of the form
    /// `image/<subtype>`; `sizes` an array of `WxH` strings (`48x48`) or
    /// `any`; `theme` `light` or `dark`.
    ///
    /// Specification: `Icon` in `schema.json` ("A standard URI pointing to
    /// an icon resource. May be an HTTP/HTTPS URL or a `data:` URI";
    /// "`WxH` format … or `any`"; `theme` is `light` or `dark`), 2025-11-25
    /// and 2026-07-28.
    ///
    /// ## Why it matters
    /// Clients render icons next to the tool, often before the user has
    /// approved anything: an icon fetched over plain HTTP or from an
    /// unexpected scheme is a tracking beacon or worse, and a malformed one
    /// is dropped.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic",
    ///   "inputSchema": {"type": "object"}, "icons": [{"src": "http://example.com/search.png", "sizes": ["48"]}]}]}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic",
    ///   "inputSchema": {"type": "object"}, "icons": [{"src": "https://example.com/search.png", "mimeType": "image/png", "sizes": ["48x48"]}]}]}
    /// ```
    ///
    /// ## Options
    /// `--mcp-revision` / `[mcp] revision` (see `mcp-tool-invalid`).
    pub static MCP_ICON = {
        id: "mcp-icon",
        severity: Warning,
        scope: Surface,
        profiles: [Afd, Mcp],
        summary: "A tool icon has an unsafe src or a malformed mimeType, sizes or theme",
        tags: ["mcp", "spec", "metadata"],
        security_severity: None,
    }
}

pub struct McpIcon;

impl Rule for McpIcon {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_ICON
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        for tool in mcp::tools(surface, cx.settings) {
            if tool.revision < McpRevision::V2025_11_25 {
                continue;
            }
            for (path, what, suggestion) in problems(&tool) {
                let f = mcp::finding(
                    &MCP_ICON,
                    &tool,
                    tool.at(&path),
                    format!("{what} (tool \"{}\")", tool.name()),
                    suggestion,
                )
                .discriminator(path.join("/"));
                if !cx.push(f) {
                    return;
                }
            }
        }
    }
}

type Problem = (Vec<String>, String, &'static str);

fn size_ok(s: &str) -> bool {
    if s == "any" {
        return true;
    }
    let Some((w, h)) = s.split_once('x') else {
        return false;
    };
    let num = |x: &str| !x.is_empty() && x.len() <= 6 && x.bytes().all(|b| b.is_ascii_digit());
    num(w) && num(h)
}

fn mime_ok(m: &str) -> bool {
    let Some(sub) = m.strip_prefix("image/") else {
        return false;
    };
    let sub = sub.split(';').next().unwrap_or("").trim();
    !sub.is_empty()
        && sub
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b))
}

fn problems(tool: &Tool<'_>) -> Vec<Problem> {
    let mut out: Vec<Problem> = Vec::new();
    let icons = match tool.get("icons") {
        None | Some(Value::Null) => return out,
        Some(Value::Array(a)) => a,
        Some(other) => {
            out.push((
                vec!["icons".into()],
                format!("`icons` is {}, not an array", mcp::kind_name(other)),
                "write `icons` as an array of {\"src\": \"https://…\"} objects",
            ));
            return out;
        }
    };
    for (i, icon) in icons.iter().enumerate() {
        let at = |k: &str| {
            let mut p = vec!["icons".to_string(), i.to_string()];
            if !k.is_empty() {
                p.push(k.to_string());
            }
            p
        };
        let Value::Object(o) = icon else {
            out.push((
                at(""),
                format!("icon {i} is {}, not an object", mcp::kind_name(icon)),
                "write each icon as an object with a `src`",
            ));
            continue;
        };
        match o.get("src") {
            Some(Value::String(src)) => {
                let lower = src.trim_start().to_ascii_lowercase();
                if !(lower.starts_with("https:") || lower.starts_with("data:")) {
                    let scheme = if lower.starts_with("http:") {
                        "plain `http:`".to_string()
                    } else {
                        match lower.split_once(':') {
                            Some((s, _)) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b)) => {
                                format!("the `{}:` scheme", mcp::quote(s))
                            }
                            _ => "no scheme".to_string(),
                        }
                    };
                    out.push((
                        at("src"),
                        format!("icon {i} has a `src` with {scheme}; only `https:` and `data:` icons are safe to fetch"),
                        "serve the icon over https:, or embed it as a data: URI",
                    ));
                }
            }
            Some(other) => out.push((
                at("src"),
                format!("the `src` of icon {i} is {}, not a string", mcp::kind_name(other)),
                "give the icon an https: or data: URI",
            )),
            None => out.push((
                at(""),
                format!("icon {i} has no `src`, which the specification requires"),
                "give the icon an https: or data: URI",
            )),
        }
        match o.get("mimeType") {
            None => {}
            Some(Value::String(m)) if mime_ok(m) => {}
            Some(m) => out.push((
                at("mimeType"),
                format!(
                    "the `mimeType` of icon {i} is {}, not an image MIME type",
                    mcp::quote(&m.to_string())
                ),
                "use a type such as \"image/png\", \"image/jpeg\", \"image/svg+xml\" or \"image/webp\"",
            )),
        }
        match o.get("sizes") {
            None => {}
            Some(Value::Array(sizes)) => {
                for (j, s) in sizes.iter().enumerate() {
                    if s.as_str().is_some_and(size_ok) {
                        continue;
                    }
                    let mut p = at("sizes");
                    p.push(j.to_string());
                    out.push((
                        p,
                        format!(
                            "size {} of icon {i} is not of the form WxH (such as \"48x48\") or \"any\"",
                            mcp::quote(&s.to_string())
                        ),
                        "write each size as WxH, e.g. \"48x48\", or \"any\" for a scalable icon",
                    ));
                }
            }
            Some(other) => out.push((
                at("sizes"),
                format!("the `sizes` of icon {i} is {}, not an array of strings", mcp::kind_name(other)),
                "write `sizes` as an array such as [\"48x48\", \"96x96\"]",
            )),
        }
        match o.get("theme") {
            None => {}
            Some(Value::String(t)) if t == "light" || t == "dark" => {}
            Some(t) => out.push((
                at("theme"),
                format!(
                    "the `theme` of icon {i} is {}, not \"light\" or \"dark\"",
                    mcp::quote(&t.to_string())
                ),
                "use \"light\" (for light backgrounds) or \"dark\", or leave `theme` out",
            )),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_mime_types() {
        assert!(size_ok("48x48") && size_ok("any") && size_ok("1024x768"));
        assert!(!size_ok("48") && !size_ok("x48") && !size_ok("48X48") && !size_ok(""));
        assert!(mime_ok("image/png") && mime_ok("image/svg+xml"));
        assert!(!mime_ok("text/html") && !mime_ok("image/") && !mime_ok("png"));
    }
}
