//! `afd-surface export`: every surface as read, from any kind of input, as
//! JSON — what the rules see, so a team can check what was read (above all
//! from source code) and commit a manifest if it wants one.

use serde_json::{Map, Value, json};

use crate::model::{Command, Surface, SurfaceKind, Workspace};
use crate::source::SourceMap;

/// The export document of a workspace.
pub fn document(ws: &Workspace, sources: &SourceMap) -> Value {
    let mut surfaces: Vec<(String, Value)> = ws
        .surfaces
        .iter()
        .map(|s| {
            let path = surface_path(s, sources);
            let kind = surface_kind(s, ws);
            let commands: Vec<Value> = s.commands.iter().map(|c| command(c, sources)).collect();
            (
                path.clone(),
                json!({"path": path, "kind": kind, "commands": commands}),
            )
        })
        .collect();
    surfaces.sort_by(|a, b| a.0.cmp(&b.0));
    json!({"surfaces": surfaces.into_iter().map(|(_, v)| v).collect::<Vec<_>>()})
}

fn surface_path(s: &Surface, sources: &SourceMap) -> String {
    match &s.kind {
        SurfaceKind::Manifest { file } => sources.path(*file).to_string(),
        SurfaceKind::Skills { dir } => dir.clone(),
        SurfaceKind::Group { name, .. } => name.clone(),
    }
}

fn surface_kind(s: &Surface, ws: &Workspace) -> &'static str {
    if ws.is_source(s) {
        return "source";
    }
    match &s.kind {
        SurfaceKind::Manifest { .. } => "manifest",
        SurfaceKind::Skills { .. } => "skills",
        SurfaceKind::Group { named: true, .. } => "group",
        SurfaceKind::Group { .. } => "files",
    }
}

fn command(c: &Command, sources: &SourceMap) -> Value {
    let mut m = Map::new();
    m.insert("name".into(), json!(c.name_str()));
    m.insert(
        "description".into(),
        c.description
            .as_ref()
            .map_or(Value::Null, |d| json!(d.as_str())),
    );
    if let Some(cat) = &c.category {
        m.insert("category".into(), json!(cat.as_str()));
    }
    if !c.requires.is_empty() {
        m.insert(
            "requires".into(),
            json!(c.requires.iter().map(|r| r.as_str()).collect::<Vec<_>>()),
        );
    }
    if let Some(s) = &c.input_schema {
        m.insert("inputSchema".into(), s.value.clone());
    }
    if let Some(s) = &c.output_schema {
        m.insert("outputSchema".into(), s.value.clone());
    }
    let u = c.unread;
    let unresolved: Vec<&str> = [
        (u.description, "description"),
        (u.category, "category"),
        (u.requires, "requires"),
        (u.input, "inputSchema"),
        (u.output, "outputSchema"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
    .collect();
    if !unresolved.is_empty() {
        m.insert("unresolved".into(), json!(unresolved));
    }
    let r = sources.region(c.span);
    m.insert(
        "location".into(),
        json!({"path": sources.path(c.span.file), "line": r.line, "column": r.column}),
    );
    Value::Object(m)
}
