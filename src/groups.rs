//! Groups of tool lists an agent loads together, and the tool names that
//! collide across them (`cross-server-name-collision`).
//!
//! A group is a `[[group]]` of the configuration (globs of report paths),
//! or the captures `afd-surface capture --config` wrote into one folder
//! (listed in its `afd-surface-group.json`). Within a group, two servers
//! offering one tool name, or names that become equal once clients replace
//! every character other than a letter or digit with `_`, collide.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::config::Settings;
use crate::finding::Finding;
use crate::model::{Command, SurfaceKind, Workspace};
use crate::rules::cross_server_name_collision::CROSS_SERVER_NAME_COLLISION;
use crate::source::{SourceMap, Span};

/// The largest group file read.
const MAX_GROUP_FILE: u64 = 1024 * 1024;

/// A tool list of a run (a manifest or a group of files with MCP tools).
pub struct ToolList<'a> {
    /// Its report path (a group's name).
    pub path: String,
    /// Where a finding about the whole list points.
    pub anchor: Span,
    /// Its folder on disk (none for in-memory files and groups of files).
    pub dir: Option<std::path::PathBuf>,
    /// Its MCP tools (commands with the tool as written).
    pub tools: Vec<&'a Command>,
}

/// The tool lists of a workspace; the lock and the groups judge these.
pub fn tool_lists<'a>(ws: &'a Workspace, sources: &SourceMap) -> Vec<ToolList<'a>> {
    let mut out = Vec::new();
    for s in &ws.surfaces {
        let (path, dir) = match &s.kind {
            SurfaceKind::Manifest { file } => {
                // files read from disk (in-memory candidates have no folder)
                let dir = sources
                    .get(*file)
                    .filter(|f| f.fs_path.is_absolute())
                    .and_then(|f| f.fs_path.parent().map(std::path::Path::to_path_buf));
                (sources.path(*file).to_string(), dir)
            }
            SurfaceKind::Group { name, .. } => (name.clone(), None),
            SurfaceKind::Skills { .. } => continue,
        };
        let tools: Vec<&Command> = s.commands.iter().filter(|c| c.mcp.is_some()).collect();
        if !tools.is_empty() {
            out.push(ToolList {
                path,
                anchor: s.anchor,
                dir,
                tools,
            });
        }
    }
    out
}

/// The group a capture folder records: its name and the files it lists.
fn group_file(dir: &std::path::Path) -> Option<(String, Vec<String>)> {
    let path = dir.join(crate::capture::GROUP_FILE);
    let bytes = crate::fsutil::read_regular(&path, MAX_GROUP_FILE).ok()?;
    let v: Value = serde_json::from_slice(&bytes).ok()?;
    let name = v.get("name").and_then(Value::as_str)?.to_string();
    let files = v
        .get("servers")
        .and_then(Value::as_object)?
        .values()
        .filter_map(Value::as_str)
        .map(str::to_string)
        .collect();
    Some((name, files))
}

/// A name as clients rewrite it: every character other than an ASCII
/// letter or digit becomes `_`.
pub fn renamed(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// The findings of the groups of one workspace; `None` when it has no
/// group of two or more tool lists (nothing to compare).
pub fn collisions(
    ws: &Workspace,
    sources: &SourceMap,
    settings: &Settings,
) -> Option<Vec<Finding>> {
    let all = tool_lists(ws, sources);
    // group name -> indexes of its lists
    let mut groups: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for g in &settings.server_groups {
        let mut b = globset::GlobSetBuilder::new();
        for p in &g.paths {
            if let Ok(glob) = globset::Glob::new(p) {
                b.add(glob);
            }
        }
        let Ok(set) = b.build() else { continue };
        let members: Vec<usize> = all
            .iter()
            .enumerate()
            .filter(|(_, l)| set.is_match(&l.path))
            .map(|(i, _)| i)
            .collect();
        groups.entry(g.name.clone()).or_default().extend(members);
    }
    // capture folders
    let mut dirs: BTreeMap<std::path::PathBuf, Option<(String, Vec<String>)>> = BTreeMap::new();
    for (i, l) in all.iter().enumerate() {
        let Some(dir) = &l.dir else { continue };
        let recorded = dirs
            .entry(dir.clone())
            .or_insert_with(|| group_file(dir))
            .clone();
        let Some((name, files)) = recorded else {
            continue;
        };
        let file_name = l.path.rsplit('/').next().unwrap_or(&l.path);
        if files.iter().any(|f| f == file_name) {
            groups.entry(name).or_default().push(i);
        }
    }
    let mut out = Vec::new();
    let mut compared = false;
    for (group, mut members) in groups {
        members.sort_unstable();
        members.dedup();
        if members.len() < 2 {
            continue;
        }
        compared = true;
        // renamed name -> first (list, tool)
        let mut first: BTreeMap<String, (usize, &Command)> = BTreeMap::new();
        for &i in &members {
            let Some(list) = all.get(i) else {
                continue;
            };
            let mut own = std::collections::HashSet::new();
            for c in &list.tools {
                let key = renamed(c.name_str());
                if !own.insert(key.clone()) {
                    continue; // a collision inside one server is naming-collision's
                }
                match first.get(&key) {
                    None => {
                        first.insert(key, (i, c));
                    }
                    Some(&(j, other)) => {
                        let Some(other_list) = all.get(j) else {
                            continue;
                        };
                        let same = other.name_str() == c.name_str();
                        let how = if same {
                            String::new()
                        } else {
                            format!(
                                " (\"{}\" there; clients that rewrite names make both `{key}`)",
                                other.name_str()
                            )
                        };
                        out.push(
                            Finding::new(
                                &CROSS_SERVER_NAME_COLLISION,
                                c.name.span,
                                format!(
                                    "Tool \"{}\" of {} is also a tool of {}{how}, in the group \"{group}\": an agent that loads both cannot tell which one it calls",
                                    c.name_str(),
                                    list.path,
                                    other_list.path
                                ),
                                "rename one of the tools (a server prefix such as `github_search`), or do not load both servers in one agent",
                            )
                            .commands([c.name_str(), other.name_str()])
                            .subjects([format!("{}:{}", list.path, c.name_str()), format!("{}:{}", other_list.path, other.name_str())])
                            .discriminator(group.clone())
                            .evidence("group", group.as_str())
                            .evidence("otherServer", other_list.path.as_str())
                            .related(other.name.span, format!("the tool of {}", other_list.path)),
                        );
                    }
                }
            }
        }
    }
    compared.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_renamed_as_clients_do() {
        assert_eq!(renamed("get-user"), "get_user");
        assert_eq!(renamed("get.user"), "get_user");
        assert_eq!(renamed("get_user"), "get_user");
        assert_eq!(renamed("getUser"), "getUser");
    }
}
