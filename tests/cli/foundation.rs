//! The spine: discovery, loading, positions, exit codes, configuration and
//! the text/JSON reports.

use crate::common::{Repo, findings, run_in, samples};

fn rules_off_except_input() -> String {
    // Keep only the input rules, so these tests see the loader alone.
    let mut s = String::from("[rules]\n");
    for m in afd_surface::rules::all_meta().filter(|m| m.scope != afd_surface::meta::Scope::Input) {
        s.push_str(&format!("{} = \"off\"\n", m.id));
    }
    s
}

#[test]
fn missing_path_is_exit_2() {
    let repo = Repo::new();
    let r = repo.run(&["check", "no/such/dir", "--no-config"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("`no/such/dir` does not exist"),
        "{}",
        r.stderr
    );
}

#[test]
fn strict_and_fail_on_conflict() {
    let repo = Repo::new();
    let r = repo.run(&["check", "--strict", "--fail-on", "info"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("cannot be used with"), "{}", r.stderr);
}

#[test]
fn a_second_config_file_is_named_as_ignored() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", "fail-on = \"never\"\n");
    repo.file(".github/afd-surface.toml", "this is not toml = = =\n");
    repo.file("a.afd.json", r#"{"commands": []}"#);
    let r = repo.run(&["check"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "warning: `.github/afd-surface.toml` is ignored: `afd-surface.toml` comes first (only one config file is read per directory; merge them)"
        ),
        "{}",
        r.stderr
    );
    // named explicitly: no discovery, no note
    let r = repo.run(&["check", "--config", "afd-surface.toml"]);
    assert!(!r.stderr.contains("is ignored"), "{}", r.stderr);
}

/// The nearest configuration governs each subtree (ruff's rule), up to the
/// repository root; `--config` governs everything.
#[test]
fn each_subtree_uses_its_nearest_configuration() {
    let repo = Repo::new();
    std::fs::create_dir_all(repo.path().join(".git")).unwrap();
    repo.file("afd-surface.toml", "profile = \"reference\"\n");
    repo.file("a/afd-surface.toml", "profile = \"mcp\"\n");
    let tool = r#"{"tools": [{"name": "get_time", "description": "Gets the current time in a timezone"}]}"#;
    repo.file("a/x.tools.json", tool);
    repo.file("b/y.tools.json", tool);
    let r = repo.run(&["check", "--format", "json"]);
    assert!(r.code < 2, "{}", r.stderr);
    let j = r.json();
    let profiles: Vec<(String, String)> = j["surfaces"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["path"].as_str().unwrap().to_string(),
                s["profile"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        profiles,
        [
            ("a/x.tools.json".to_string(), "mcp".to_string()),
            ("b/y.tools.json".to_string(), "reference".to_string()),
        ]
    );
    // under `reference` the snake_case name breaks kebab-case; not under mcp
    let naming: Vec<String> = findings(&j)
        .into_iter()
        .filter(|f| f.0 == "naming-convention")
        .map(|f| f.2)
        .collect();
    assert_eq!(naming, ["b/y.tools.json:1:21"]);
    // checking a subtree alone finds its configuration above it
    let r = repo.run(&["check", "a/x.tools.json", "--format", "json"]);
    assert_eq!(r.json()["surfaces"][0]["profile"], "mcp");
    // `--config` governs everything
    let r = repo.run(&["check", "--config", "afd-surface.toml", "--format", "json"]);
    assert!(
        r.json()["surfaces"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["profile"] == "reference")
    );
}

#[test]
fn bad_config_is_exit_2_with_position() {
    let repo = Repo::new();
    repo.file(
        "afd-surface.toml",
        "[surface]\nsimilarity-threshold = 1.7\n",
    );
    let r = repo.run(&["check"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("afd-surface.toml:2:24: similarity-threshold must be between 0 and 1"),
        "{}",
        r.stderr
    );
    repo.file("afd-surface.toml", "colour = true\n");
    let r = repo.run(&["check"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("afd-surface.toml:1:1: unknown field `colour`"),
        "{}",
        r.stderr
    );
}

#[test]
fn unknown_suppression_rule_is_exit_2() {
    let repo = Repo::new();
    let r = repo.run(&["check", "--no-config", "--suppress", "no-such-rule:a"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("unknown rule `no-such-rule`"),
        "{}",
        r.stderr
    );
}

/// A server whose tools are defined in a language the adapters do not read
/// is pointed to a capture of what it lists; other source code is not.
#[test]
fn a_server_in_another_language_is_pointed_to_a_capture() {
    let repo = Repo::new();
    repo.file(
        "main.go",
        "package main\n\nfunc main() { s.AddTool(mcp.NewTool(\"search\", mcp.WithDescription(\"Searches.\"))) }\n",
    );
    repo.file(
        "util.go",
        "package main\n\nfunc add(a, b int) int { return a + b }\n",
    );
    let r = repo.run(&["check", "--no-config"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("source files whose tool definitions are not read (2 Go): run the server and check what it lists, `afd-surface capture --out server.tools.json -- <the command that starts it>`"),
        "{}",
        r.stderr
    );
    let plain = Repo::new();
    plain.file(
        "util.go",
        "package main\n\nfunc add(a, b int) int { return a + b }\n",
    );
    let r = plain.run(&["check", "--no-config"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(!r.stderr.contains("not read ("), "{}", r.stderr);
}

/// A TypeScript server whose tools are registered through a class the
/// source reader cannot follow is named, with the capture to check it
/// instead, whether or not something else (a skill) was read; a server
/// whose tools were read gets no such warning.
#[test]
fn a_server_whose_tools_cannot_be_read_is_pointed_to_a_capture() {
    let server = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
                  export class Runner {\n\
                  constructor(private server: McpServer) {}\n\
                  start(tools: ToolBase[]) { for (const t of tools) t.register(this.server); }\n}\n";
    let hint = "1 source file uses an MCP server SDK (e.g. `src/server.ts`) but no tool definition could be read from it (tools registered through variables, classes or loops): run the server and check what it lists, `afd-surface capture --out server.tools.json -- <the command that starts it>`";
    let repo = Repo::new();
    repo.file("src/server.ts", server);
    let r = repo.run(&["check", "--no-config"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains(hint), "{}", r.stderr);
    // a skill is read: the run goes on, warns, and notes it in the report
    repo.file(
        "skills/notes/SKILL.md",
        "---\nname: notes\ndescription: Takes notes about a meeting when the user asks for minutes.\n---\n\nWrite the minutes.\n",
    );
    let r = repo.run(&["check", "--no-config", "--format", "json"]);
    assert!(
        r.stderr.contains(&format!("warning: {hint}")),
        "{}",
        r.stderr
    );
    assert!(
        r.stdout.contains("no tool definition could be read"),
        "{}",
        r.stdout
    );
    // a tool read from source: nothing to say
    let read = Repo::new();
    read.file(
        "src/server.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
         const server = new McpServer({ name: \"n\", version: \"1\" });\n\
         server.registerTool(\"search_notes\", { description: \"Searches the user's notes by keyword and returns matching titles.\" }, async () => ({ content: [] }));\n",
    );
    read.file("src/other.ts", server);
    let r = read.run(&["check", "--no-config"]);
    assert!(!r.stderr.contains("MCP server SDK"), "{}", r.stderr);
}

#[test]
fn a_run_that_reads_nothing_never_passes() {
    let repo = Repo::new();
    repo.file("README.md", "# nothing to check\n");
    let r = repo.run(&["check", "--no-config", "--format", "json"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr.contains("error: no input found under `.`: no file matches the manifest globs (`**/*.afd.json`, `**/afd-manifest.json`, `**/mcp-tools.json`, `**/*.tools.json`), no folder holds a `SKILL.md`, and no source file defines tools"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("not searched: `.git/`, `node_modules/`"),
        "{}",
        r.stderr
    );
}

#[test]
fn files_that_look_like_tools_are_named_with_the_include_that_reads_them() {
    let repo = Repo::new();
    repo.file("toolsnaps/get_me.snap", r#"{"name": "get_me", "description": "Gets the signed-in user", "inputSchema": {"type": "object"}}"#);
    repo.file("toolsnaps/list_issues.snap", r#"{"name": "list_issues", "description": "Lists issues", "inputSchema": {"type": "object"}}"#);
    repo.file("notes.json", r#"{"version": 3}"#);
    let r = repo.run(&["check", "--no-config"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("2 `.snap` files look like tool definitions (e.g. `toolsnaps/get_me.snap`): pass `--include '**/*.snap'` to read them"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("1 `.json` file matches no glob (e.g. `notes.json`); name it,"),
        "{}",
        r.stderr
    );
    // with the include, the folder of one-tool files is one surface
    let r = repo.run(&[
        "check",
        "--no-config",
        "--include",
        "**/*.snap",
        "--format",
        "json",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let j = r.json();
    assert_eq!(j["summary"]["fileCount"], 2);
    assert_eq!(j["summary"]["commandCount"], 2);
    assert_eq!(j["surfaces"].as_array().unwrap().len(), 1);
    assert_eq!(j["surfaces"][0]["path"], "toolsnaps");
    assert_eq!(j["surfaces"][0]["kind"], "files");
}

#[test]
fn surface_groups_check_files_together() {
    let repo = Repo::new();
    let user = |name: &str| {
        format!(
            r#"{{"name": "{name}", "description": "Gets a user by id from the directory service", "inputSchema": {{"type": "object", "properties": {{"id": {{"type": "string"}}}}}}}}"#
        )
    };
    repo.file("a/get_user.snap", user("get_user"));
    repo.file(
        "b/users.tools.json",
        format!(r#"{{"tools": [{}]}}"#, user("fetch_user")),
    );
    repo.file(
        "c/other.tools.json",
        format!(r#"{{"tools": [{}]}}"#, user("read_user")),
    );
    repo.file(
        "afd-surface.toml",
        "[[surface]]\nname = \"users\"\npaths = [\"a/*.snap\", \"b/*.json\"]\n\n[[surface]]\nsimilarity-threshold = 0.9\n",
    );
    let r = repo.run(&["check", "--format", "json"]);
    assert!(r.code < 2, "{}", r.stderr);
    let j = r.json();
    let surfaces: Vec<(String, String, u64)> = j["surfaces"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["path"].as_str().unwrap().to_string(),
                s["kind"].as_str().unwrap().to_string(),
                s["commandCount"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        surfaces,
        [
            ("c/other.tools.json".to_string(), "manifest".to_string(), 1),
            ("users".to_string(), "group".to_string(), 2),
        ]
    );
    // the group's two tools are compared; the third file is its own surface
    let similar: Vec<String> = findings(&j)
        .into_iter()
        .filter(|f| f.0 == "similar-descriptions")
        .map(|f| f.2)
        .collect();
    assert_eq!(similar, ["a/get_user.snap:1:10"]);

    // mistakes are errors that name the place
    for (config, message) in [
        (
            "[surface]\nname = \"x\"\n",
            "write it as a `[[surface]]` entry",
        ),
        (
            "[[surface]]\nname = \"x\"\n",
            "a `[[surface]]` group needs `paths`",
        ),
        (
            "[[surface]]\npaths = [\"*.json\"]\n",
            "a `[[surface]]` group needs a `name`",
        ),
        (
            "[[surface]]\nname = \"x\"\npaths = [\"*.json\"]\nnaming = \"snake\"\n",
            "`naming` in a `[[surface]]` group",
        ),
        (
            "[[surface]]\nname = \"x\"\npaths = [\"a\"]\n[[surface]]\nname = \"x\"\npaths = [\"b\"]\n",
            "two `[[surface]]` groups are named `x`",
        ),
        (
            "[[surface]]\nname = \"x\"\npaths = [\"a[\"]\n",
            "invalid glob `a[`",
        ),
        (
            "[[surface]]\nnaming = \"snake\"\n[[surface]]\nnaming = \"kebab\"\n",
            "only one `[[surface]]` entry without `paths`",
        ),
    ] {
        repo.file("afd-surface.toml", config);
        let r = repo.run(&["check"]);
        assert_eq!(r.code, 2, "{config}: {}", r.stderr);
        assert!(r.stderr.contains("afd-surface.toml:"), "{}", r.stderr);
        assert!(r.stderr.contains(message), "{config}: {}", r.stderr);
    }
}

#[test]
fn invalid_json_is_one_finding_with_position() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", rules_off_except_input());
    repo.file(
        "tools/a.afd.json",
        "{\n  \"tools\": [\n    {\"name\": \"x\",}\n  ]\n}\n",
    );
    repo.file(
        "tools/b.afd.json",
        "{\"tools\": [{\"name\": \"ok\", \"description\": \"fine\"}]}",
    );
    let r = repo.run(&["check", "--format", "json"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    let j = r.json();
    assert_eq!(
        findings(&j),
        vec![(
            "manifest-invalid".to_string(),
            vec![],
            "tools/a.afd.json:3:17".to_string()
        )]
    );
    assert!(
        j["findings"][0]["message"]
            .as_str()
            .unwrap()
            .contains("Trailing commas")
    );
    // the other file was still loaded
    assert_eq!(j["summary"]["commandCount"], 1);
    assert_eq!(j["summary"]["fileCount"], 2);
}

#[test]
fn bad_fields_are_findings_and_other_commands_still_load() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", rules_off_except_input());
    repo.file(
        "m.tools.json",
        "{\"tools\": [\n{\"name\": 7},\n{\"name\": \"a\", \"description\": 42},\n{\"name\": \"b\"}\n]}",
    );
    let r = repo.run(&["check", "--format", "json"]);
    let j = r.json();
    assert_eq!(
        findings(&j),
        vec![
            (
                "manifest-invalid".to_string(),
                vec![],
                "m.tools.json:2:10".to_string()
            ),
            (
                "manifest-invalid".to_string(),
                vec!["a".to_string()],
                "m.tools.json:3:30".to_string()
            ),
        ]
    );
    assert_eq!(j["summary"]["commandCount"], 2);
}

#[test]
fn not_utf8_binary_empty_and_oversized_files() {
    let repo = Repo::new();
    repo.file(
        "afd-surface.toml",
        format!(
            "{}\n[limits]\nmax-file-size = 100\n",
            rules_off_except_input()
        ),
    );
    repo.file(
        "a.afd.json",
        b"{\"tools\": [\n{\"name\": \"x\xff\"}]}".as_slice(),
    );
    repo.file("b.afd.json", b"\x00\x01\x02\x03".as_slice());
    repo.file("c.afd.json", "");
    repo.file(
        "d.afd.json",
        format!("{{\"tools\": [], \"pad\": \"{}\"}}", "x".repeat(200)),
    );
    let r = repo.run(&["check", "--format", "json"]);
    assert_eq!(r.code, 1);
    let j = r.json();
    let msgs: Vec<(String, String)> = j["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                format!(
                    "{}:{}:{}",
                    f["location"]["path"].as_str().unwrap(),
                    f["location"]["line"],
                    f["location"]["column"]
                ),
                f["message"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        msgs[0],
        (
            "a.afd.json:2:12".into(),
            "the manifest is not valid UTF-8".into()
        )
    );
    assert_eq!(
        msgs[1].1,
        "the manifest is a binary file, not UTF-8 JSON text"
    );
    assert_eq!(
        msgs[2],
        ("c.afd.json:1:1".into(), "the manifest is empty".into())
    );
    assert!(
        msgs[3].1.contains("over the 100 bytes limit"),
        "{:?}",
        msgs[3]
    );
}

#[test]
fn discovery_respects_gitignore_and_skips_node_modules() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", rules_off_except_input());
    let bad = "{";
    repo.file(".gitignore", "ignored/\n");
    repo.file("ignored/x.afd.json", bad);
    repo.file("node_modules/pkg/x.afd.json", bad);
    repo.file(".git/x.afd.json", bad);
    repo.file("not-a-manifest.json", bad);
    repo.file("sub/mcp-tools.json", bad);
    repo.file("sub/afd-manifest.json", bad);
    repo.file("sub/deeper/k.tools.json", bad);
    let r = repo.run(&["check", "--format", "json"]);
    let paths: Vec<String> = findings(&r.json()).into_iter().map(|f| f.2).collect();
    assert_eq!(
        paths,
        [
            "sub/afd-manifest.json:1:1",
            "sub/deeper/k.tools.json:1:1",
            "sub/mcp-tools.json:1:1"
        ]
    );
    // --include adds globs; --exclude removes
    let r = repo.run(&[
        "check",
        "--format",
        "json",
        "--include",
        "*.json",
        "--exclude",
        "sub/**",
    ]);
    let paths: Vec<String> = findings(&r.json()).into_iter().map(|f| f.2).collect();
    assert_eq!(paths, ["not-a-manifest.json:1:1"]);
}

#[test]
fn a_walk_that_finds_nothing_but_json_says_how_to_include_it() {
    let repo = Repo::new();
    repo.file("dumps/server-a.json", r#"{"tools": []}"#);
    repo.file("dumps/server-b.json", r#"{"tools": []}"#);
    let r = repo.run(&["check", "dumps", "--no-config"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains(
            "2 `.json` files look like tool definitions (e.g. `dumps/server-a.json`): pass `--include '**/*.json'` to read them"
        ),
        "{}",
        r.stderr
    );
    // said once, by the error, not again by a warning
    assert!(!r.stderr.contains("warning:"), "{}", r.stderr);
    // beside a directory that has an input, the other one gets the hint
    repo.file("tools/x.tools.json", r#"{"tools": []}"#);
    let r = repo.run(&["check", "dumps", "tools", "--no-config"]);
    assert!(
        r.stderr.contains(
            "warning: `dumps` holds no manifest or skill, but 2 `.json` files the manifest globs do not match; name the files, or pass `--include '**/*.json'` if they are tool lists"
        ),
        "{}",
        r.stderr
    );
    // with the glob: read, and no hint
    let r = repo.run(&["check", "dumps", "--no-config", "--include", "**/*.json"]);
    assert_eq!(r.code, 0);
    assert!(!r.stderr.contains("holds no manifest"), "{}", r.stderr);
    assert!(r.stdout.contains("Checked 2 files"), "{}", r.stdout);
    // a walk that finds an input says nothing about other JSON files
    repo.file("dumps/x.afd.json", r#"{"commands": []}"#);
    let r = repo.run(&["check", "dumps", "--no-config"]);
    assert!(!r.stderr.contains("holds no manifest"), "{}", r.stderr);
}

#[test]
fn a_file_named_explicitly_is_always_read() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", rules_off_except_input());
    repo.file("data/whatever.json", "[1]");
    let r = repo.run(&["check", "data/whatever.json", "--format", "json"]);
    assert_eq!(
        findings(&r.json()),
        vec![(
            "manifest-invalid".into(),
            vec![],
            "data/whatever.json:1:2".into()
        )]
    );
}

#[cfg(unix)]
#[test]
fn symlink_loops_and_links_out_of_the_root_are_not_followed() {
    let repo = Repo::new();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("x.afd.json"), "{").unwrap();
    std::fs::create_dir_all(repo.path().join("a")).unwrap();
    std::os::unix::fs::symlink(repo.path(), repo.path().join("a/loop")).unwrap();
    std::os::unix::fs::symlink(outside.path(), repo.path().join("out")).unwrap();
    std::os::unix::fs::symlink(
        outside.path().join("x.afd.json"),
        repo.path().join("link.afd.json"),
    )
    .unwrap();
    // nothing inside the root to read: nothing outside it was read either
    let r = repo.run(&["check", "--no-config", "--format", "json"]);
    assert_eq!(r.code, 2, "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("no input found"), "{}", r.stderr);
}

#[test]
fn real_mcp_captures_load_with_exact_positions() {
    let repo = Repo::new();
    repo.fixture("mcp", "mcp");
    repo.file("afd-surface.toml", rules_off_except_input());
    let r = repo.run(&["check", "mcp", "--include", "**/*.json", "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stdout);
    let j = r.json();
    // 2 + 1 + 12 + 9 tools in the captures, 2 single-tool snapshots
    assert_eq!(j["summary"]["commandCount"], 26);
    assert_eq!(j["summary"]["fileCount"], 6);
}

#[test]
fn two_runs_give_identical_reports() {
    for format in ["text", "json"] {
        let a = run_in(
            &samples(),
            &["check", ".", "--no-config", "--format", format],
        );
        let b = run_in(
            &samples(),
            &["check", ".", "--no-config", "--format", format],
        );
        assert_eq!(a.stdout, b.stdout, "{format}");
        assert!(!a.stdout.is_empty());
    }
}

#[test]
fn rules_and_explain() {
    let repo = Repo::new();
    let r = repo.run(&["rules", "--format", "json"]);
    assert_eq!(r.code, 0);
    let list = r.json();
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .any(|r| r["id"] == "manifest-invalid")
    );
    let r = repo.run(&["explain", "manifest-invalid"]);
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains("## What it does"));
    let r = repo.run(&["explain", "manifest"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("did you mean manifest-invalid"),
        "{}",
        r.stderr
    );
}

/// The dogfooding workflow runs the action on `samples/` with this baseline
/// and expects no new finding: keep it in step with the rules
/// (`afd-surface check samples --no-config --baseline samples/.afd-surface-baseline.json --write-baseline`).
#[test]
fn the_samples_baseline_is_current() {
    let root = samples().parent().unwrap().to_path_buf();
    let r = run_in(
        &root,
        &[
            "check",
            "samples",
            "--no-config",
            "--baseline",
            "samples/.afd-surface-baseline.json",
            "--format",
            "json",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stdout);
    let j = r.json();
    assert_eq!(j["summary"]["errorCount"], 0);
    assert_eq!(j["summary"]["warningCount"], 0);
    assert_eq!(j["summary"]["staleBaselineCount"], 0);
    // and without it the README command shows the problems and exits 1
    let r = run_in(&root, &["check", "samples", "--no-config"]);
    assert_eq!(r.code, 1);
}
