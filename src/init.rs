//! `afd-surface init`: looks at what a repository holds (AFD manifests, MCP
//! tool lists, Agent Skills, tool definitions in source code, MCP client
//! configurations) and writes a commented `afd-surface.toml` that fits it,
//! and a GitHub workflow that runs the action with least permissions. It
//! never overwrites a file unless asked to (`--force`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::discover::{self, SKILL_FILE};
use crate::fsutil;

/// What the walk found, by kind.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Survey {
    pub afd_manifests: Vec<String>,
    pub tool_lists: Vec<String>,
    /// Directories and extensions (`json`, `jsonc`, `snap`) of files the
    /// default globs do not match that look like tool lists or tools.
    pub plain_json_dirs: BTreeMap<(String, String), Vec<String>>,
    pub skills: Vec<String>,
    pub sources: Vec<String>,
    pub client_configs: Vec<String>,
}

/// Files looked at, at most (a huge monorepo is surveyed in part).
const MAX_FILES: usize = 200_000;

/// Client configurations that name MCP servers.
pub const CLIENT_CONFIGS: &[&str] = &[
    ".mcp.json",
    ".vscode/mcp.json",
    ".cursor/mcp.json",
    ".gemini/settings.json",
    ".codex/config.toml",
];

/// Looks at the files under `root` (ignore files honoured, `node_modules`
/// and `.git` skipped).
pub fn survey(root: &Path) -> Survey {
    let mut s = Survey::default();
    let walker = ignore::WalkBuilder::new(root)
        .hidden(false)
        .require_git(false)
        .follow_links(false)
        .filter_entry(|e| {
            !(e.file_type().is_some_and(|t| t.is_dir())
                && matches!(
                    e.file_name().to_str(),
                    Some(".git" | "node_modules" | "target" | "dist" | "build" | ".venv")
                ))
        })
        .build();
    for entry in walker.filter_map(Result::ok).take(MAX_FILES) {
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            continue;
        }
        let path = entry.path();
        let rel = discover::display_path(root, path);
        let name = entry.file_name().to_string_lossy();
        if name == SKILL_FILE {
            s.skills.push(rel);
        } else if name.ends_with(".afd.json") || name == "afd-manifest.json" {
            s.afd_manifests.push(rel);
        } else if name.ends_with(".tools.json") || name == "mcp-tools.json" {
            s.tool_lists.push(rel);
        } else if CLIENT_CONFIGS.contains(&rel.as_str()) {
            s.client_configs.push(rel);
        } else if (name.ends_with(".json") || name.ends_with(".jsonc") || name.ends_with(".snap"))
            && name != ".afd-surface-baseline.json"
        {
            if discover::looks_like_tools(path) {
                let dir = rel.rsplit_once('/').map_or(".", |(d, _)| d).to_string();
                let ext = name.rsplit_once('.').map_or("json", |(_, e)| e).to_string();
                s.plain_json_dirs.entry((dir, ext)).or_default().push(rel);
            }
        } else if crate::input::source::is_source_name(&name)
            && !discover::is_skipped_source(&rel)
            && defines_tools(path, name.ends_with(".py"))
        {
            s.sources.push(rel);
        }
    }
    for v in [
        &mut s.afd_manifests,
        &mut s.tool_lists,
        &mut s.skills,
        &mut s.sources,
        &mut s.client_configs,
    ] {
        v.sort();
    }
    s
}

/// Whether a source file defines commands or tools (AFD `defineCommand`,
/// the MCP TypeScript SDK, FastMCP), from its first 256 KiB: the test
/// `check` applies before parsing.
fn defines_tools(path: &Path, python: bool) -> bool {
    let Ok(bytes) = fsutil::read_regular(path, 256 * 1024) else {
        return false;
    };
    crate::input::source::may_define_tools(&String::from_utf8_lossy(&bytes), python)
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The configuration for what `survey` found: every line commented.
pub fn config_text(s: &Survey) -> String {
    let mut t = String::new();
    t.push_str("# afd-surface configuration, written by `afd-surface init`.\n");
    t.push_str("# Every key: `afd-surface config-schema`; every rule: `afd-surface rules`.\n");
    let _ = writeln!(
        t,
        "# Found: {}, {}, {}, {}.",
        plural(s.afd_manifests.len(), "AFD manifest", "AFD manifests"),
        plural(
            s.tool_lists.len() + s.plain_json_dirs.values().map(Vec::len).sum::<usize>(),
            "MCP tool list",
            "MCP tool lists"
        ),
        plural(s.skills.len(), "skill", "skills"),
        plural(
            s.sources.len(),
            "source file defining tools",
            "source files defining tools"
        ),
    );
    t.push('\n');
    let afd = !s.afd_manifests.is_empty();
    let mcp = !s.tool_lists.is_empty() || !s.plain_json_dirs.is_empty();
    let profile = match (afd, mcp) {
        (true, false) => (
            "afd",
            "only AFD manifests here: the AFD rules for every command surface",
        ),
        (false, true) => (
            "mcp",
            "only MCP tool lists here: what the MCP specification allows",
        ),
        _ => ("auto", "AFD manifests get `afd`, other tool lists `mcp`"),
    };
    let _ = writeln!(t, "# Defaults for command surfaces ({}).", profile.1);
    let _ = writeln!(t, "profile = \"{}\"", profile.0);
    t.push('\n');
    if s.plain_json_dirs.is_empty() {
        t.push_str("# More manifest globs, for tool lists saved as plain .json files.\n");
        t.push_str("# include = [\"tools/**/*.json\"]\n");
    } else {
        t.push_str("# Tool lists or one-tool files the default globs do not match (they match\n");
        t.push_str("# *.afd.json, afd-manifest.json, mcp-tools.json and *.tools.json only).\n");
        let globs: Vec<String> = s
            .plain_json_dirs
            .iter()
            .flat_map(|((d, ext), files)| {
                // a few files by name (their folder may hold other JSON),
                // a folder of one-tool files by a glob
                if files.len() <= 3 {
                    let mut f: Vec<String> = files
                        .iter()
                        .map(|p| format!("\"{}\"", toml_escape(p)))
                        .collect();
                    f.sort();
                    f
                } else if d == "." {
                    vec![format!("\"*.{ext}\"")]
                } else {
                    vec![format!("\"{}/*.{ext}\"", toml_escape(d))]
                }
            })
            .collect();
        let _ = writeln!(t, "include = [{}]", globs.join(", "));
    }
    t.push('\n');
    t.push_str("# Paths to leave out (test fixtures of deliberately broken tools, say).\n");
    t.push_str("# exclude = [\"fixtures/**\"]\n\n");
    t.push_str("# The lowest severity of a new finding that fails the run: error | warning | info | never.\n");
    t.push_str("fail-on = \"error\"\n");
    if !s.skills.is_empty() {
        t.push_str("\n[skills]\n");
        let claude = s
            .skills
            .iter()
            .any(|p| p.starts_with(".claude/") || p.contains("/.claude/"));
        if claude {
            t.push_str("# Skills for Claude Code: its extra frontmatter fields are accepted.\n");
            t.push_str("profile = \"claude-code\"\n");
        } else {
            t.push_str("# `spec` (the Agent Skills specification) or `claude-code`.\n");
            t.push_str("profile = \"spec\"\n");
        }
    }
    if !s.sources.is_empty() || !s.client_configs.is_empty() {
        t.push('\n');
        if !s.sources.is_empty() {
            let _ = writeln!(
                t,
                "[source]\n# {} tools in source code (e.g. {}): `check` reads them there\n# (false: stop reading source code).\nenabled = true\n# Values it cannot read without running the code are `source-unresolved`\n# infos; true makes them errors.\nstrict = false",
                plural(s.sources.len(), "file defines", "files define"),
                s.sources.first().map(String::as_str).unwrap_or_default()
            );
        }
        if !s.client_configs.is_empty() {
            let _ = writeln!(
                t,
                "# MCP client configurations found: {}. Capture their servers' tools with\n# `afd-surface capture --config {} --out-dir tools/servers`, then check tools/servers.",
                s.client_configs.join(", "),
                s.client_configs
                    .first()
                    .map(String::as_str)
                    .unwrap_or_default()
            );
        }
    }
    t.push_str("\n[limits]\n");
    t.push_str("# Findings of the whole run past which it stops (and fails as incomplete).\n");
    t.push_str("max-findings = 20000\n");
    t
}

fn toml_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The GitHub workflow: the action on pull requests and pushes to the
/// default branch, read-only token, `security-events: write` for the SARIF
/// upload only when the token can write (not for fork pull requests).
pub fn workflow_text() -> String {
    workflow_for(crate::VERSION, env!("AFD_SURFACE_COMMIT"))
}

/// [`workflow_text`] for a version and the commit it was built from (empty:
/// unknown, and the action is referenced by its tag, to be pinned by hand).
pub fn workflow_for(version: &str, commit: &str) -> String {
    let action = if commit.is_empty() {
        format!("org/afd-surface-action@v{version} # pin to the release's commit SHA")
    } else {
        format!("org/afd-surface-action@{commit} # v{version}")
    };
    format!(
        r#"# afd-surface: lint the agent-facing surface (tool definitions, skills).
# Written by `afd-surface init`. Replace org/afd-surface-action with the
# action's real repository (the action is pinned to the commit this binary
# was built from).
name: afd-surface

on:
  pull_request:
  push:
    branches: [main]

permissions: {{}}

jobs:
  lint:
    name: afd-surface
    runs-on: ubuntu-latest
    permissions:
      contents: read
      security-events: write   # SARIF upload to code scanning
    steps:
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
        with:
          persist-credentials: false
          fetch-depth: 0   # policy-ref: base reads the base commit's config and baseline
      - uses: {action}
        with:
          version: {version}   # the release binary of that commit
          paths: .
          fail-on: error
          # a pull request is judged by the base branch's configuration and baseline
          policy-ref: ${{{{ github.event_name == 'pull_request' && 'base' || '' }}}}
          # fork pull requests get a read-only token: no upload, the job summary and
          # annotations still list every finding
          upload-sarif: ${{{{ github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository }}}}
"#
    )
}

/// The files `init` writes under `root`.
pub fn targets(root: &Path) -> [PathBuf; 2] {
    [
        root.join("afd-surface.toml"),
        root.join(".github/workflows/afd-surface.yml"),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_workflow_pins_the_action_and_grants_little() {
        let sha = "0123456789abcdef0123456789abcdef01234567";
        let w = workflow_for("1.2.3", sha);
        assert!(
            w.contains(&format!("uses: org/afd-surface-action@{sha} # v1.2.3")),
            "{w}"
        );
        assert!(w.contains("version: 1.2.3"));
        assert!(w.contains("permissions: {}"));
        assert!(w.contains("persist-credentials: false"));
        assert!(
            w.lines().filter(|l| l.contains("uses:")).all(|l| {
                let r = l.split('@').nth(1).unwrap_or("");
                r.len() >= 40 && r[..40].bytes().all(|b| b.is_ascii_hexdigit())
            }),
            "every action pinned by SHA: {w}"
        );
        let unpinned = workflow_for("1.2.3", "");
        assert!(unpinned.contains("@v1.2.3 # pin"));
    }

    #[test]
    fn the_configuration_fits_what_was_found() {
        let dir = tempfile::tempdir().unwrap();
        let w = |p: &str, t: &str| {
            let p = dir.path().join(p);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, t).unwrap();
        };
        w("servers/a.afd.json", "{\"commands\": []}");
        w(
            "snapshots/get_me.json",
            "{\"name\": \"get_me\", \"description\": \"x\", \"inputSchema\": {}}",
        );
        w(
            ".claude/skills/pdf/SKILL.md",
            "---\nname: pdf\ndescription: x\n---\n",
        );
        w("src/server.ts", "server.registerTool('x', {}, h)");
        w(".mcp.json", "{\"mcpServers\": {}}");
        w("node_modules/x/y.afd.json", "{}");
        let s = survey(dir.path());
        assert_eq!(s.afd_manifests, ["servers/a.afd.json"]);
        assert_eq!(
            s.plain_json_dirs.keys().collect::<Vec<_>>(),
            [&("snapshots".to_string(), "json".to_string())]
        );
        assert_eq!(s.skills, [".claude/skills/pdf/SKILL.md"]);
        assert_eq!(s.sources, ["src/server.ts"]);
        assert_eq!(s.client_configs, [".mcp.json"]);
        let text = config_text(&s);
        assert!(text.contains("profile = \"auto\""), "{text}");
        assert!(
            text.contains("include = [\"snapshots/get_me.json\"]"),
            "{text}"
        );
        assert!(text.contains("profile = \"claude-code\""), "{text}");
        // every setting has a comment above it
        let lines: Vec<&str> = text.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            if !l.is_empty() && !l.starts_with('#') && !l.starts_with('[') {
                assert!(lines[i - 1].starts_with('#'), "no comment above `{l}`");
            }
        }
        // and the parser accepts it
        let registry: Vec<_> = crate::rules::all_meta().collect();
        crate::config::resolve(&text, "afd-surface.toml", &Default::default(), &registry).unwrap();
    }
}
