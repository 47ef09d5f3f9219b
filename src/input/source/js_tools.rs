//! The tool definitions of a TypeScript or JavaScript file: AFD's
//! `defineCommand({…})`, the MCP TypeScript SDK's `server.tool(…)` and
//! `server.registerTool(…)`, and the `Tool` objects a server built on the
//! SDK's low-level `Server` lists (`const SEARCH: Tool = {…}`), read from
//! the neutral tree `ts.rs` lowers.

use std::collections::HashSet;

use serde_json::{Value, json};

use super::defs::{Def, Field, Framework, SchemaField};
use super::expr::{Expr, ExprKind, Prop};
use super::ts::Module;
use super::zod::{self, Io, Scope, Translated, Unresolved};

/// Every tool definition of the file, in source order.
pub fn extract(module: &Module) -> Vec<Def> {
    let mut zod_names: HashSet<String> = HashSet::from(["z".to_string()]);
    let mut define_names: HashSet<String> = HashSet::from(["defineCommand".to_string()]);
    for (local, (from, imported)) in &module.imports {
        if (from == "zod" || from.starts_with("zod/"))
            && matches!(imported.as_str(), "z" | "*" | "default")
        {
            zod_names.insert(local.clone());
        }
        if from.starts_with("@lushly-dev/afd") && imported == "defineCommand" {
            define_names.insert(local.clone());
        }
    }
    let scope = Scope {
        zod: &zod_names,
        consts: &module.consts,
    };
    let mut out = Vec::new();
    for (call, in_loop) in &module.calls {
        let ExprKind::Call { callee, args, .. } = &call.kind else {
            continue;
        };
        let def = match &callee.kind {
            ExprKind::Ident(n) if define_names.contains(n) => Some(afd(call, args, &scope)),
            ExprKind::Member(_, m) if m == "defineCommand" => Some(afd(call, args, &scope)),
            ExprKind::Member(obj, m) if m == "tool" && !is_zod(obj, &zod_names) => {
                sdk_tool(call, args, &scope)
            }
            ExprKind::Member(obj, m) if m == "registerTool" && !is_zod(obj, &zod_names) => {
                sdk_register(call, args, &scope)
            }
            _ => None,
        };
        if let Some(mut def) = def {
            if let ExprKind::Member(obj, _) = &callee.kind
                && def.framework == Framework::McpSdk
            {
                def.server = obj.path();
            }
            if *in_loop && !matches!(def.name, Field::Str { .. }) {
                def.name = Field::unresolved(
                    call,
                    "a call inside a loop, which defines tools at run time",
                );
            }
            out.push(def);
        }
    }
    // `const SEARCH: Tool = { name, description, inputSchema }`, where
    // `Tool` is the SDK's type
    for (ty, tool) in &module.typed {
        let sdk = module.imports.get(ty).is_some_and(|(from, imported)| {
            from.starts_with("@modelcontextprotocol/sdk") && imported == "Tool"
        });
        if sdk && let Some(def) = typed_tool(tool, &scope) {
            out.push(def);
        }
    }
    out.sort_by_key(|d| d.range.start);
    out
}

/// A `Tool` object literal: its `name`, `title`, `description` and its
/// `inputSchema` and `outputSchema`, JSON Schema written as literals.
fn typed_tool(tool: &Expr, scope: &Scope<'_>) -> Option<Def> {
    let ExprKind::Object(_) = &tool.kind else {
        return None;
    };
    let get = |key: &str| tool.prop(key).map(|p| &p.value);
    let name = get("name")?;
    let mut def = Def::new(Framework::McpSdk, tool.range.clone());
    def.name = string_field(scope, name);
    def.description = get("description").map_or(Field::Absent, |e| string_field(scope, e));
    def.title = get("title").map_or(Field::Absent, |e| string_field(scope, e));
    def.input =
        Some(get("inputSchema").map_or_else(|| Ok(empty_object(name)), |e| json_schema(e, scope)));
    def.output = get("outputSchema").map(|e| json_schema(e, scope));
    if let Some(p) = tool.opaque_entry()
        && def.description == Field::Absent
    {
        def.description = Field::Unresolved(may_hold(p));
    }
    Some(def)
}

/// Nesting of `properties` past which descriptions are not collected (the
/// literal itself is bounded by [`zod::literal`]).
const MAX_SCHEMA_DEPTH: usize = 64;

/// A JSON Schema written as an object literal, with its top-level
/// properties and the descriptions of its properties at any depth
/// (`a.b` for a property of `a`).
fn json_schema(e: &Expr, scope: &Scope<'_>) -> Result<Translated, Unresolved> {
    let e = follow(scope, e);
    let mut descriptions = Vec::new();
    let value = zod::literal(e, scope)?;
    let mut properties = Vec::new();
    if let Some(props) = e.prop("properties").map(|p| follow(scope, &p.value)) {
        collect_described(props, scope, "", &mut descriptions, 0);
        if let ExprKind::Object(ps) = &props.kind {
            properties = ps
                .iter()
                .filter_map(|p| Some((p.key.clone().ok()?, p.key_range.clone())))
                .collect();
        }
    }
    Ok(Translated {
        value,
        range: e.range.clone(),
        properties,
        descriptions,
    })
}

/// The `description` strings of the properties object `props`, and of
/// their own properties in turn.
fn collect_described(
    props: &Expr,
    scope: &Scope<'_>,
    path: &str,
    out: &mut Vec<zod::Described>,
    depth: usize,
) {
    let ExprKind::Object(ps) = &props.kind else {
        return;
    };
    if depth > MAX_SCHEMA_DEPTH {
        return;
    }
    for p in ps {
        let Ok(key) = &p.key else {
            continue;
        };
        let child = if path.is_empty() {
            key.clone()
        } else {
            format!("{path}.{key}")
        };
        let schema = follow(scope, &p.value);
        if let Some(d) = schema.prop("description").map(|d| follow(scope, &d.value))
            && let ExprKind::Str { value, inner } = &d.kind
        {
            out.push(zod::Described {
                path: child.clone(),
                value: value.clone(),
                range: d.range.clone(),
                inner: inner.clone(),
            });
        }
        if let Some(nested) = schema.prop("properties").map(|n| follow(scope, &n.value)) {
            collect_described(nested, scope, &child, out, depth + 1);
        }
    }
}

fn is_zod(e: &Expr, names: &HashSet<String>) -> bool {
    e.as_ident().is_some_and(|n| names.contains(n))
}

/// A name bound to a module-level constant, followed (a chain too long to
/// follow stays the name, which is then unresolved).
fn follow<'a>(scope: &Scope<'a>, e: &'a Expr) -> &'a Expr {
    scope.follow(e).unwrap_or(e)
}

fn string_field(scope: &Scope<'_>, e: &Expr) -> Field {
    Field::of(follow(scope, e))
}

/// A zod schema, translated; AFD's adapter adds `"type": "object"` to a
/// root without a type.
fn schema(scope: &Scope<'_>, e: &Expr, afd_root: bool) -> Result<Translated, Unresolved> {
    let mut t = zod::translate(e, scope, Io::Output)?;
    if afd_root
        && let Value::Object(m) = &mut t.value
        && !m.contains_key("type")
    {
        let mut with = serde_json::Map::new();
        with.insert("type".into(), json!("object"));
        with.extend(std::mem::take(m));
        *m = with;
    }
    Ok(t)
}

/// `defineCommand({ name, description, category, requires, input, output, … })`.
fn afd(call: &Expr, args: &[Expr], scope: &Scope<'_>) -> Def {
    let mut def = Def::new(Framework::Afd, call.range.clone());
    let Some(arg) = args.first() else {
        def.name = Field::unresolved(call, "a call without its definition");
        return def;
    };
    let obj = follow(scope, arg);
    if !matches!(obj.kind, ExprKind::Object(_)) {
        let why = obj
            .unknown_reason()
            .unwrap_or("a definition that is not an object literal");
        def.name = Field::unresolved(obj, why);
        return def;
    }
    let opaque = obj.opaque_entry();
    let absent_or_opaque = |def_field: Field| match (&def_field, opaque) {
        (Field::Absent, Some(p)) => Field::Unresolved(may_hold(p)),
        _ => def_field,
    };
    let get = |key: &str| obj.prop(key).map(|p| &p.value);
    def.name = absent_or_opaque(get("name").map_or(Field::Absent, |e| string_field(scope, e)));
    def.description =
        absent_or_opaque(get("description").map_or(Field::Absent, |e| string_field(scope, e)));
    def.category =
        absent_or_opaque(get("category").map_or(Field::Absent, |e| string_field(scope, e)));
    if let Some(r) = get("requires") {
        let r = follow(scope, r);
        def.requires = match &r.kind {
            ExprKind::Array(items) => Ok(items.iter().map(|i| string_field(scope, i)).collect()),
            _ => Err(Unresolved {
                range: r.range.clone(),
                why: r
                    .unknown_reason()
                    .unwrap_or("a value that is not an array literal")
                    .to_string(),
            }),
        };
    }
    def.afd_fields = get("mutation").is_some() || get("destructive").is_some();
    def.input = get("input").map(|e| schema(scope, e, true));
    def.output = get("output").map(|e| schema(scope, e, true));
    if def.input.is_none()
        && let Some(p) = opaque
    {
        def.input = Some(Err(may_hold(p)));
    }
    def
}

/// Whether an object literal is a zod raw shape (its values are schemas)
/// rather than tool annotations (literal values).
fn is_shape(scope: &Scope<'_>, e: &Expr) -> bool {
    let e = follow(scope, e);
    match &e.kind {
        ExprKind::Object(props) => {
            props.is_empty()
                || props.iter().any(|p| {
                    matches!(
                        follow(scope, &p.value).kind,
                        ExprKind::Call { .. } | ExprKind::Member(..)
                    )
                })
        }
        _ => false,
    }
}

fn is_handler(scope: &Scope<'_>, e: &Expr) -> bool {
    matches!(
        follow(scope, e).kind,
        ExprKind::Function | ExprKind::Ident(_) | ExprKind::Member(..)
    )
}

/// `server.tool(name, [description], [shape], [annotations], handler)`.
fn sdk_tool(call: &Expr, args: &[Expr], scope: &Scope<'_>) -> Option<Def> {
    let (name, rest) = args.split_first()?;
    let (handler, middle) = rest.split_last()?;
    if !is_handler(scope, handler) || middle.len() > 3 {
        return None;
    }
    let mut def = Def::new(Framework::McpSdk, call.range.clone());
    def.name = string_field(scope, name);
    let mut middle = middle.iter().peekable();
    if let Some(d) = middle.peek() {
        let resolved = follow(scope, d);
        if !matches!(resolved.kind, ExprKind::Object(_)) {
            def.description = string_field(scope, d);
            middle.next();
        }
    }
    let mut input: SchemaField = Some(Ok(empty_object(name)));
    let mut shape_seen = false;
    for m in middle {
        if !shape_seen && is_shape(scope, m) {
            shape_seen = true;
            input = Some(zod::translate_shape(m, scope, Io::Input).map(sdk_root));
        } else if let Some(p) = follow(scope, m).prop("title") {
            def.title = string_field(scope, &p.value);
        }
    }
    def.input = input;
    Some(def)
}

/// `server.registerTool(name, { title, description, inputSchema, outputSchema, annotations }, handler)`.
fn sdk_register(call: &Expr, args: &[Expr], scope: &Scope<'_>) -> Option<Def> {
    let [name, config, handler] = args else {
        return None;
    };
    if !is_handler(scope, handler) {
        return None;
    }
    let mut def = Def::new(Framework::McpSdk, call.range.clone());
    def.name = string_field(scope, name);
    let config = follow(scope, config);
    if !matches!(config.kind, ExprKind::Object(_)) {
        let why = config
            .unknown_reason()
            .unwrap_or("a configuration that is not an object literal");
        def.description = Field::unresolved(config, why);
        def.input = Some(Err(Unresolved {
            range: config.range.clone(),
            why: why.to_string(),
        }));
        return Some(def);
    }
    let get = |key: &str| config.prop(key).map(|p| &p.value);
    def.description = get("description").map_or(Field::Absent, |e| string_field(scope, e));
    def.title = get("title").map_or(Field::Absent, |e| string_field(scope, e));
    let shape_or_schema = |e: &Expr, io: Io| {
        // `Schema.shape`: the SDK wraps the shape in an object again
        if let ExprKind::Member(obj, prop) = &e.kind
            && prop == "shape"
        {
            return zod::translate(obj, scope, io).map(sdk_root);
        }
        if matches!(follow(scope, e).kind, ExprKind::Object(_)) {
            zod::translate_shape(e, scope, io).map(sdk_root)
        } else {
            zod::translate(e, scope, io).map(sdk_root)
        }
    };
    def.input = Some(
        get("inputSchema")
            .map_or_else(|| Ok(empty_object(name)), |e| shape_or_schema(e, Io::Input)),
    );
    def.output = get("outputSchema").map(|e| shape_or_schema(e, Io::Output));
    if let Some(p) = config.opaque_entry()
        && def.description == Field::Absent
    {
        def.description = Field::Unresolved(may_hold(p));
    }
    Some(def)
}

/// A field a definition lacks, where an entry that cannot be read (a
/// spread, a computed key) may hold it.
fn may_hold(p: &Prop) -> Unresolved {
    Unresolved {
        range: p.key_range.clone(),
        why: format!(
            "{}, which may hold it",
            p.key.clone().err().unwrap_or("a spread")
        ),
    }
}

/// The SDK keeps the `$schema` zod prints (draft-07) at the root.
fn sdk_root(mut t: Translated) -> Translated {
    if let Value::Object(m) = &mut t.value {
        let mut with = serde_json::Map::new();
        with.insert(
            "$schema".into(),
            json!("http://json-schema.org/draft-07/schema#"),
        );
        with.extend(std::mem::take(m));
        *m = with;
    }
    t
}

/// What the SDK lists for a tool without parameters.
fn empty_object(at: &Expr) -> Translated {
    Translated {
        value: json!({"type": "object", "properties": {}}),
        range: at.range.clone(),
        properties: Vec::new(),
        descriptions: Vec::new(),
    }
}
