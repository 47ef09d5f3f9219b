//! The rules of the MCP specification (`mcp-*`) through the binary: per rule
//! a failing and a passing tool list, under each revision where the
//! requirement differs, with the findings' positions; the revision taken
//! from the document, the flag and the configuration; and a real server's
//! tool list.

use serde_json::Value;

use crate::common::{Repo, fixtures};

const FILE: &str = "server.tools.json";

/// A finding: rule, severity, message, `line:col`.
#[derive(Debug, Clone)]
struct F {
    rule: String,
    severity: String,
    message: String,
    at: String,
}

/// Checks one tool list with only the MCP rules selected (plus `args`).
fn run(doc: &str, config: Option<&str>, args: &[&str]) -> Vec<F> {
    let repo = Repo::new();
    repo.file(FILE, doc);
    let mut all = vec!["check", "--format", "json", "--select", "mcp-"];
    match config {
        Some(c) => {
            repo.file("afd-surface.toml", c);
        }
        None => all.push("--no-config"),
    }
    all.extend_from_slice(args);
    let r = repo.run(&all);
    assert!(r.code == 0 || r.code == 1, "exit {}: {}", r.code, r.stderr);
    parse(&r.json())
}

fn parse(j: &Value) -> Vec<F> {
    j["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| F {
            rule: f["rule"].as_str().unwrap().to_string(),
            severity: f["severity"].as_str().unwrap().to_string(),
            message: f["message"].as_str().unwrap().to_string(),
            at: format!("{}:{}", f["location"]["line"], f["location"]["column"]),
        })
        .collect()
}

fn of(fs: &[F], rule: &str) -> Vec<F> {
    fs.iter().filter(|f| f.rule == rule).cloned().collect()
}

/// `line:col` of occurrence `n` (0-based) of `needle` in `text`.
fn pos(text: &str, needle: &str, n: usize) -> String {
    crate::common::line_col(text, needle, n)
}

/// A tool list of one tool with the given fields (JSON text, without the
/// braces), stating `revision` when given.
fn list(revision: Option<&str>, tool: &str) -> String {
    let pv = revision
        .map(|r| format!("\"protocolVersion\": \"{r}\",\n"))
        .unwrap_or_default();
    format!(
        "{{{pv}\"tools\": [\n{{\"name\": \"get_page\", \"description\": \"Gets one page of the documentation by its path\",\n{tool}}}\n]}}\n"
    )
}

const OK_INPUT: &str = r#""inputSchema": {"type": "object", "properties": {"path": {"type": "string", "description": "Page path"}}}"#;

#[test]
fn a_real_server_without_root_types_is_reported_at_each_schema() {
    let repo = Repo::new();
    let text =
        std::fs::read_to_string(fixtures().join("mcp/server-gitlab-2025.4.25.tools.json")).unwrap();
    repo.file("gitlab.tools.json", &text);
    let r = repo.run(&["check", "--no-config", "--format", "json"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let fs = parse(&r.json());
    let roots = of(&fs, "mcp-input-schema-root");
    assert_eq!(roots.len(), 9, "{fs:#?}");
    for (i, f) in roots.iter().enumerate() {
        assert_eq!(f.severity, "error");
        assert_eq!(f.at, pos(&text, "\"inputSchema\"", i));
        assert!(
            f.message.contains("has no root `\"type\": \"object\"`"),
            "{}",
            f.message
        );
    }
    // the capture states 2024-11-05, which has no outputSchema
    assert!(of(&fs, "missing-output-schema").is_empty(), "{fs:#?}");
    // and it is an MCP tool list only: the reference profile knows no MCP rules
    let r = repo.run(&[
        "check",
        "--no-config",
        "--profile",
        "reference",
        "--format",
        "json",
    ]);
    assert!(parse(&r.json()).iter().all(|f| !f.rule.starts_with("mcp-")));
}

#[test]
fn mcp_tool_invalid_follows_the_revision() {
    let missing = list(None, r#""title": "Page""#);
    let fs = run(&missing, None, &[]);
    let f = of(&fs, "mcp-tool-invalid");
    assert_eq!(f.len(), 1, "{fs:#?}");
    assert!(
        f[0].message
            .contains("has no `inputSchema`, which MCP 2025-11-25 requires")
    );
    assert_eq!(f[0].at, pos(&missing, "\"name\"", 0));
    assert!(of(&run(&list(None, OK_INPUT), None, &[]), "mcp-tool-invalid").is_empty());

    // `execution` is defined by 2025-11-25 only
    let exec = list(
        None,
        &format!("{OK_INPUT}, \"execution\": {{\"taskSupport\": \"sometimes\"}}"),
    );
    let f = of(&run(&exec, None, &[]), "mcp-tool-invalid");
    assert_eq!(f.len(), 1);
    assert!(
        f[0].message.starts_with(
            "`execution.taskSupport` of tool \"get_page\" does not conform to MCP 2025-11-25"
        ),
        "{}",
        f[0].message
    );
    assert_eq!(f[0].at, pos(&exec, "\"sometimes\"", 0));
    assert!(
        of(
            &run(&exec, None, &["--mcp-revision", "2025-06-18"]),
            "mcp-tool-invalid"
        )
        .is_empty()
    );
    // the configuration, and the document over both
    assert!(
        of(
            &run(&exec, Some("[mcp]\nrevision = \"2025-06-18\"\n"), &[]),
            "mcp-tool-invalid"
        )
        .is_empty()
    );
    let stated = list(
        Some("2025-06-18"),
        &format!("{OK_INPUT}, \"execution\": {{\"taskSupport\": \"sometimes\"}}"),
    );
    assert!(
        of(
            &run(&stated, None, &["--mcp-revision", "2025-11-25"]),
            "mcp-tool-invalid"
        )
        .is_empty()
    );
    let stated = list(
        Some("2025-11-25"),
        &format!("{OK_INPUT}, \"execution\": {{\"taskSupport\": \"sometimes\"}}"),
    );
    assert_eq!(
        of(
            &run(&stated, None, &["--mcp-revision", "2025-06-18"]),
            "mcp-tool-invalid"
        )
        .len(),
        1
    );

    // an empty name
    let empty = "{\"tools\": [{\"name\": \"\", \"description\": \"Nameless tool that does things\", \"inputSchema\": {\"type\": \"object\"}}]}";
    let f = of(&run(empty, None, &[]), "mcp-tool-invalid");
    assert_eq!(f.len(), 1);
    assert!(f[0].message.contains("`name` is empty"));
}

#[test]
fn mcp_input_schema_root_fails_and_passes() {
    for (schema, needle, words) in [
        ("null", "null", "is null"),
        (r#"{"properties": {}}"#, "\"inputSchema\"", "has no root"),
        (
            r#"{"type": "array"}"#,
            "\"array\"",
            "is \"array\", not \"object\"",
        ),
        (
            r#"{"type": ["object", "null"]}"#,
            "[\"object\"",
            "not \"object\"",
        ),
    ] {
        let doc = list(None, &format!("\"inputSchema\": {schema}"));
        for rev in ["2024-11-05", "2025-11-25", "2026-07-28"] {
            let f = of(
                &run(&doc, None, &["--mcp-revision", rev]),
                "mcp-input-schema-root",
            );
            assert_eq!(f.len(), 1, "{schema} {rev}");
            assert!(f[0].message.contains(words), "{}", f[0].message);
            assert_eq!(f[0].at, pos(&doc, needle, 0), "{schema}");
        }
    }
    assert!(
        of(
            &run(&list(None, OK_INPUT), None, &[]),
            "mcp-input-schema-root"
        )
        .is_empty()
    );
}

#[test]
fn mcp_schema_invalid_checks_the_dialect_the_revision_defaults_to() {
    let bad = list(
        None,
        r#""inputSchema": {"type": "object", "properties": {"limit": {"type": "integr", "minLength": -3, "description": "How many"}}}"#,
    );
    let f = of(&run(&bad, None, &[]), "mcp-schema-invalid");
    assert_eq!(f.len(), 2, "{f:#?}");
    assert!(
        f[0].message.contains("\"integr\" is not a JSON type"),
        "{}",
        f[0].message
    );
    assert_eq!(f[0].at, pos(&bad, "\"integr\"", 0));
    assert!(f[1].message.contains("minLength"), "{}", f[1].message);
    assert_eq!(f[1].at, pos(&bad, "-3", 0));

    // tuple `items` is draft-07: legal when declared, and by default before
    // 2025-11-25; invalid 2020-12 by default since
    let tuple = r#""type": "object", "properties": {"point": {"type": "array", "items": [{"type": "number"}, {"type": "number"}], "description": "x and y"}}"#;
    let undeclared = list(None, &format!("\"inputSchema\": {{{tuple}}}"));
    assert_eq!(
        of(&run(&undeclared, None, &[]), "mcp-schema-invalid").len(),
        1
    );
    assert!(
        of(
            &run(&undeclared, None, &["--mcp-revision", "2025-06-18"]),
            "mcp-schema-invalid"
        )
        .is_empty()
    );
    let declared = list(
        None,
        &format!(
            "\"inputSchema\": {{\"$schema\": \"http://json-schema.org/draft-07/schema#\", {tuple}}}"
        ),
    );
    assert!(of(&run(&declared, None, &[]), "mcp-schema-invalid").is_empty());

    // a dialect the linter does not know: a warning, nothing else checked
    let unknown = list(
        None,
        r#""inputSchema": {"$schema": "https://example.com/my-dialect", "type": "object", "properties": {"a": {"type": "integr"}}}"#,
    );
    let f = of(&run(&unknown, None, &[]), "mcp-schema-invalid");
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].severity, "warning");
    assert_eq!(f[0].at, pos(&unknown, "\"https://example.com", 0));

    assert!(of(&run(&list(None, OK_INPUT), None, &[]), "mcp-schema-invalid").is_empty());
}

#[test]
fn mcp_required_undeclared_fails_and_passes() {
    let bad = list(
        None,
        r#""inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "City"}, "opts": {"type": "object", "properties": {}, "required": ["units"]}}, "required": ["location"]}"#,
    );
    let f = of(&run(&bad, None, &[]), "mcp-required-undeclared");
    assert_eq!(f.len(), 2, "{f:#?}");
    assert!(
        f.iter()
            .any(|f| f.message.contains("\"location\"") && f.at == pos(&bad, "\"location\"", 0))
    );
    assert!(f.iter().any(|f| f.message.contains("\"units\" of `opts`")));
    // declared elsewhere (a composition) or declared: no finding
    let composed = list(
        None,
        r#""inputSchema": {"type": "object", "anyOf": [{"properties": {"location": {"type": "string"}}}], "required": ["location"]}"#,
    );
    assert!(of(&run(&composed, None, &[]), "mcp-required-undeclared").is_empty());
    let good = list(
        None,
        r#""inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "City"}}, "required": ["city"]}"#,
    );
    assert!(of(&run(&good, None, &[]), "mcp-required-undeclared").is_empty());
}

#[test]
fn mcp_output_schema_root_only_where_the_revision_requires_it() {
    let doc = list(
        None,
        &format!(
            "{OK_INPUT}, \"outputSchema\": {{\"type\": \"array\", \"items\": {{\"type\": \"string\"}}}}"
        ),
    );
    for (rev, n) in [
        ("2025-03-26", 0),
        ("2025-06-18", 1),
        ("2025-11-25", 1),
        ("2026-07-28", 0),
        ("draft", 0),
    ] {
        let f = of(
            &run(&doc, None, &["--mcp-revision", rev]),
            "mcp-output-schema-root",
        );
        assert_eq!(f.len(), n, "{rev}");
        if n == 1 {
            assert_eq!(f[0].at, pos(&doc, "\"array\"", 0));
        }
    }
    let good = list(
        None,
        &format!("{OK_INPUT}, \"outputSchema\": {{\"type\": \"object\"}}"),
    );
    assert!(of(&run(&good, None, &[]), "mcp-output-schema-root").is_empty());
}

#[test]
fn mcp_tool_name_from_2025_11_25() {
    let slash = "{\"tools\": [{\"name\": \"docs/search\", \"description\": \"Searches the docs for pages\", \"inputSchema\": {\"type\": \"object\"}}]}";
    let f = of(&run(slash, None, &[]), "mcp-tool-name");
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].severity, "warning");
    assert!(
        f[0].message
            .contains("`/` was allowed by an early proposal"),
        "{}",
        f[0].message
    );
    assert_eq!(f[0].at, pos(slash, "\"docs/search\"", 0));
    assert!(
        of(
            &run(slash, None, &["--mcp-revision", "2025-06-18"]),
            "mcp-tool-name"
        )
        .is_empty()
    );
    let long = format!(
        "{{\"tools\": [{{\"name\": \"{}\", \"description\": \"A tool with a very long name\", \"inputSchema\": {{\"type\": \"object\"}}}}]}}",
        "a".repeat(129)
    );
    let f = of(&run(&long, None, &[]), "mcp-tool-name");
    assert!(
        f[0].message.contains("is 129 characters long"),
        "{}",
        f[0].message
    );
    let ok = "{\"tools\": [{\"name\": \"admin.tools.list_v2-x\", \"description\": \"Lists the admin tools\", \"inputSchema\": {\"type\": \"object\"}}]}";
    assert!(of(&run(ok, None, &[]), "mcp-tool-name").is_empty());
}

#[test]
fn mcp_annotations_fails_and_passes() {
    let doc = list(
        None,
        &format!(
            "{OK_INPUT}, \"annotations\": {{\"readOnlyHint\": true, \"destructiveHint\": true, \"idempotentHint\": \"yes\", \"openWorldhint\": false}}"
        ),
    );
    let f = of(&run(&doc, None, &[]), "mcp-annotations");
    assert_eq!(f.len(), 3, "{f:#?}");
    assert!(f.iter().all(|f| f.severity == "warning"));
    assert!(
        f.iter()
            .any(|f| f.message.contains("both read-only and destructive"))
    );
    assert!(
        f.iter()
            .any(|f| f.message.contains("`idempotentHint`") && f.at == pos(&doc, "\"yes\"", 0))
    );
    assert!(f.iter().any(|f| {
        f.message
            .contains("`openWorldhint` is not a tool annotation")
            && f.at == pos(&doc, "\"openWorldhint\"", 0)
    }));
    // annotations did not exist in 2024-11-05
    assert!(
        of(
            &run(&doc, None, &["--mcp-revision", "2024-11-05"]),
            "mcp-annotations"
        )
        .is_empty()
    );

    // an AFD command that mutates, without annotations: an info
    let afd = list(
        None,
        &format!("{OK_INPUT}, \"_meta\": {{\"mutation\": true}}"),
    );
    let f = of(&run(&afd, None, &[]), "mcp-annotations");
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].severity, "info");
    assert_eq!(f[0].at, pos(&afd, "\"mutation\"", 0));

    let good = list(
        None,
        &format!(
            "{OK_INPUT}, \"_meta\": {{\"mutation\": true}}, \"annotations\": {{\"readOnlyHint\": false, \"destructiveHint\": false}}"
        ),
    );
    assert!(of(&run(&good, None, &[]), "mcp-annotations").is_empty());
}

#[test]
fn mcp_meta_key_grammar_and_reserved_prefixes() {
    let doc = list(
        None,
        &format!(
            "{OK_INPUT}, \"_meta\": {{\"_fastmcp\": {{}}, \"dev.mcp/x\": 1, \"mcp.dev/y\": 2, \"requires\": [], \"io.modelcontextprotocol/ui\": {{}}, \"com.example/tags\": []}}"
        ),
    );
    let f = of(&run(&doc, None, &[]), "mcp-meta-key");
    assert_eq!(f.len(), 2, "{f:#?}");
    assert_eq!(
        (f[0].severity.as_str(), f[0].at.clone()),
        ("error", pos(&doc, "\"_fastmcp\"", 0))
    );
    assert_eq!(
        (f[1].severity.as_str(), f[1].at.clone()),
        ("warning", pos(&doc, "\"dev.mcp/x\"", 0))
    );
    // 2025-06-18 reserved any such label before the last
    let f = of(
        &run(&doc, None, &["--mcp-revision", "2025-06-18"]),
        "mcp-meta-key",
    );
    assert_eq!(f.len(), 2, "{f:#?}");
    assert!(f.iter().any(|f| f.message.contains("mcp.dev/y")));
    // tools had no _meta before 2025-06-18
    assert!(
        of(
            &run(&doc, None, &["--mcp-revision", "2025-03-26"]),
            "mcp-meta-key"
        )
        .is_empty()
    );
}

#[test]
fn mcp_x_mcp_header_checks_every_must_under_2026_07_28() {
    let schema = r#""inputSchema": {"type": "object", "properties": {
  "region": {"type": "string", "description": "Region", "x-mcp-header": "Region"},
  "zone": {"type": "string", "description": "Zone", "x-mcp-header": "region"},
  "ratio": {"type": "number", "description": "Ratio", "x-mcp-header": "Ratio"},
  "bad": {"type": "string", "description": "Bad", "x-mcp-header": "Bad Name"},
  "empty": {"type": "string", "description": "Empty", "x-mcp-header": ""},
  "tags": {"type": "array", "description": "Tags", "items": {"type": "string", "x-mcp-header": "Tag"}},
  "nested": {"type": "object", "description": "Nested", "properties": {"id": {"type": "integer", "description": "Id", "x-mcp-header": "Nested-Id"}}},
  "api_key": {"type": "string", "description": "Key", "x-mcp-header": "Key"}
}}"#;
    let doc = list(Some("2026-07-28"), schema);
    let f = of(&run(&doc, None, &[]), "mcp-x-mcp-header");
    let errors: Vec<&F> = f.iter().filter(|f| f.severity == "error").collect();
    assert_eq!(errors.len(), 5, "{f:#?}");
    for (needle, words) in [
        ("\"region\"}", "case-insensitive"),
        ("\"Ratio\"}", "type number"),
        ("\"Bad Name\"}", "not an HTTP field-name token"),
        ("\"\"}", "is empty"),
        ("\"Tag\"}", "not statically reachable"),
    ] {
        assert!(
            errors
                .iter()
                .any(|e| e.message.contains(words) && e.at == pos(&doc, needle, 0)),
            "{needle}: {errors:#?}"
        );
    }
    let warnings: Vec<&F> = f.iter().filter(|f| f.severity == "warning").collect();
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].message.contains("looks like a secret"));
    // earlier revisions have no x-mcp-header
    let earlier = list(Some("2025-11-25"), schema);
    assert!(of(&run(&earlier, None, &[]), "mcp-x-mcp-header").is_empty());
}

#[test]
fn mcp_icon_fails_and_passes() {
    let doc = list(
        None,
        &format!(
            "{OK_INPUT}, \"icons\": [{{\"src\": \"http://example.com/i.png\", \"sizes\": [\"48\"], \"theme\": \"blue\"}}, {{\"src\": \"data:image/png;base64,AAAA\", \"mimeType\": \"image/png\", \"sizes\": [\"any\"]}}]"
        ),
    );
    let f = of(&run(&doc, None, &[]), "mcp-icon");
    assert_eq!(f.len(), 3, "{f:#?}");
    assert!(f[0].message.contains("plain `http:`"));
    assert_eq!(f[0].at, pos(&doc, "\"http://", 0));
    // tools had no icons before 2025-11-25
    assert!(
        of(
            &run(&doc, None, &["--mcp-revision", "2025-06-18"]),
            "mcp-icon"
        )
        .is_empty()
    );
}

#[test]
fn mcp_list_incomplete_points_at_the_cursor() {
    let doc = format!(
        "{{\"tools\": [{{\"name\": \"a\", \"description\": \"Does a\", {OK_INPUT}}}],\n \"nextCursor\": \"page-2\"}}"
    );
    let f = of(&run(&doc, None, &[]), "mcp-list-incomplete");
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].severity, "info");
    assert_eq!(f[0].at, pos(&doc, "\"page-2\"", 0));
    let done = format!(
        "{{\"tools\": [{{\"name\": \"a\", \"description\": \"Does a\", {OK_INPUT}}}], \"nextCursor\": null}}"
    );
    assert!(of(&run(&done, None, &[]), "mcp-list-incomplete").is_empty());
}

#[test]
fn mcp_param_description_fails_and_passes() {
    let doc = list(
        None,
        r##""inputSchema": {"type": "object", "properties": {"lat": {"type": "number", "title": "Lat"}, "lon": {"type": "number", "description": "Longitude"}, "where": {"$ref": "#/$defs/Place"}}, "$defs": {"Place": {"type": "string"}}}"##,
    );
    let f = of(&run(&doc, None, &[]), "mcp-param-description");
    assert_eq!(f.len(), 1, "{f:#?}");
    assert_eq!(f[0].at, pos(&doc, "\"lat\"", 0));
    assert!(
        of(
            &run(&list(None, OK_INPUT), None, &[]),
            "mcp-param-description"
        )
        .is_empty()
    );
}

#[test]
fn mcp_provider_limit_only_for_the_configured_targets() {
    let doc = "{\"tools\": [{\"name\": \"docs.search\", \"description\": \"Searches the docs for pages\", \"inputSchema\": {\"type\": \"object\"}}]}";
    assert!(of(&run(doc, None, &[]), "mcp-provider-limit").is_empty());
    let f = of(
        &run(doc, Some("[mcp]\ntargets = [\"openai\"]\n"), &[]),
        "mcp-provider-limit",
    );
    assert_eq!(f.len(), 1);
    assert!(
        f[0].message.contains("not accepted by openai"),
        "{}",
        f[0].message
    );
    // more than 128 tools for OpenAI
    let tools: Vec<String> = (0..129)
        .map(|i| format!("{{\"name\": \"tool_{i}\", \"description\": \"Tool number {i}\", \"inputSchema\": {{\"type\": \"object\"}}}}"))
        .collect();
    let many = format!("{{\"tools\": [{}]}}", tools.join(","));
    let f = of(
        &run(&many, Some("[mcp]\ntargets = [\"openai\"]\n"), &[]),
        "mcp-provider-limit",
    );
    assert_eq!(f.len(), 1);
    assert!(f[0].message.contains("129 tools"));
    assert!(
        of(
            &run(&many, Some("[mcp]\ntargets = [\"anthropic\"]\n"), &[]),
            "mcp-provider-limit"
        )
        .is_empty()
    );
    // an unknown target is a configuration error naming the position
    let repo = Repo::new();
    repo.file(FILE, doc);
    repo.file("afd-surface.toml", "[mcp]\ntargets = [\"gpt\"]\n");
    let r = repo.run(&["check"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("afd-surface.toml:2:") && r.stderr.contains("unknown MCP target `gpt`"),
        "{}",
        r.stderr
    );
}

#[test]
fn afd_manifests_and_other_formats_get_no_mcp_findings() {
    // AFD's own shape, and a list in another format (`parameters`)
    for doc in [
        r#"{"commands": [{"name": "page-get", "description": "Gets one page of the documentation", "category": "docs"}]}"#,
        r#"[{"name": "page_get", "description": "Gets one page of the documentation", "parameters": [{"name": "path", "type": "string"}]}]"#,
    ] {
        let fs = run(doc, None, &[]);
        assert!(fs.is_empty(), "{doc}: {fs:#?}");
    }
}
