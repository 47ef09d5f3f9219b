//! FastMCP tools (`fastmcp`, and the MCP Python SDK's `mcp.server.fastmcp`,
//! later named `MCPServer`): a function decorated
//! `@mcp.tool`, `@mcp.tool()` or `@mcp.tool(name=…, description=…)`. The
//! name is the decorator's or the function's, the description the
//! decorator's or the docstring (cleaned as `inspect.cleandoc` does); the
//! input schema comes from the signature as FastMCP prints it: a parameter
//! without a default is required, types follow the annotations, a
//! description comes from `Field(description=…)` or the docstring's
//! `Args:` section, and a `Context` parameter is not an input.

use serde_json::{Map, Value, json};

use super::defs::{Def, Field, Framework};
use super::expr::{Expr, ExprKind};
use super::py::{Param, PyTool};
use super::zod::{Described, Translated, Unresolved};

/// Which FastMCP prints the schema: the MCP Python SDK's
/// (`mcp.server.fastmcp`, pydantic's schema as is: titles, `anyOf` with
/// `null` for an optional type) or FastMCP 2 (`fastmcp`: titles removed,
/// an optional type whose default is `None` printed as the type).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    McpSdk,
    FastMcp2,
}

impl Dialect {
    /// The dialect of a file, from its imports: FastMCP 2 when it imports
    /// `fastmcp` itself, else the MCP Python SDK's (`mcp.server.fastmcp`,
    /// or `MCPServer`, its later name).
    pub fn of(text: &str) -> Dialect {
        let fastmcp2 = text.contains("from fastmcp") || text.contains("import fastmcp");
        if fastmcp2 && !text.contains("mcp.server.fastmcp") {
            Dialect::FastMcp2
        } else {
            Dialect::McpSdk
        }
    }
}

/// pydantic's title of a field: `str.title()` with `_` as a space.
fn title(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut prev_cased = false;
    for c in name.chars() {
        if c.is_alphabetic() {
            if prev_cased {
                out.extend(c.to_lowercase());
            } else {
                out.extend(c.to_uppercase());
            }
            prev_cased = true;
        } else {
            out.push(if c == '_' { ' ' } else { c });
            prev_cased = false;
        }
    }
    out
}

/// The definition a decorated function makes.
pub fn def(tool: &PyTool, dialect: Dialect) -> Def {
    let mut def = Def::new(Framework::FastMcp, tool.range.clone());
    let (args, kwargs): (&[Expr], &[(String, Expr)]) = match &tool.decorator.kind {
        ExprKind::Call { args, kwargs, .. } => (args, kwargs),
        _ => (&[], &[]),
    };
    let kwarg = |k: &str| kwargs.iter().find(|(n, _)| n == k).map(|(_, v)| v);
    let callee = match &tool.decorator.kind {
        ExprKind::Call { callee, .. } => callee,
        _ => &tool.decorator,
    };
    if let ExprKind::Member(obj, _) = &callee.kind {
        def.server = obj.path();
    }
    def.name = match kwarg("name").or_else(|| {
        args.first()
            .filter(|a| !matches!(a.kind, ExprKind::Function))
    }) {
        Some(e) => Field::of(e),
        None => Field::Str {
            value: tool.name.clone(),
            range: tool.name_range.clone(),
            inner: Some(tool.name_range.clone()),
        },
    };
    if kwargs.iter().any(|(n, _)| n.is_empty()) || args.iter().any(|a| a.unknown_reason().is_some())
    {
        def.other.push(Unresolved {
            range: tool.decorator.range.clone(),
            why: "a spread argument to the decorator".into(),
        });
    }
    let doc = tool.docstring.as_ref();
    def.description = match kwarg("description") {
        Some(e) => Field::of(e),
        None => match doc.map(|d| (d, &d.kind)) {
            Some((d, ExprKind::Str { value, inner })) => {
                let cleaned = cleandoc(value);
                let exact = (cleaned == *value).then(|| inner.clone()).flatten();
                Field::Str {
                    value: cleaned,
                    range: d.range.clone(),
                    inner: exact,
                }
            }
            Some((d, _)) => Field::of(d),
            None => Field::Absent,
        },
    };
    if let Some(t) = kwarg("title") {
        def.title = Field::of(t);
    }
    def.version = kwarg("version").and_then(|v| match &v.kind {
        ExprKind::Str { value, .. } => Some(value.clone()),
        ExprKind::Num(n) => Some(n.to_string()),
        _ => None,
    });
    let arg_docs = match doc.map(|d| &d.kind) {
        Some(ExprKind::Str { value, .. }) => args_section(value),
        _ => Vec::new(),
    };
    let at = match (tool.params.first(), tool.params.last()) {
        (Some(a), Some(b)) => a.range.start..b.range.end,
        _ => tool.name_range.clone(),
    };
    def.input = Some(input(&tool.params, &arg_docs, at, dialect, &tool.name));
    def
}

fn input(
    params: &[Param],
    arg_docs: &[(String, String)],
    range: std::ops::Range<usize>,
    dialect: Dialect,
    function: &str,
) -> Result<Translated, Unresolved> {
    let prune_none = dialect == Dialect::FastMcp2;
    let mut props = Map::new();
    let mut required = Vec::new();
    let mut properties = Vec::new();
    let mut descriptions = Vec::new();
    for (i, p) in params.iter().enumerate() {
        if p.variadic {
            if p.name.is_empty() {
                continue; // a `*` or `/` separator
            }
            return Err(Unresolved {
                range: p.range.clone(),
                why: "a variadic parameter".into(),
            });
        }
        if i == 0 && (p.name == "self" || p.name == "cls") {
            continue;
        }
        if p.annotation.as_ref().is_some_and(is_context)
            || p.annotation.as_ref().is_some_and(is_injected)
            || p.default.as_ref().is_some_and(is_dependency)
        {
            continue;
        }
        let mut schema = match &p.annotation {
            Some(a) => py_type(
                a,
                prune_none && p.default.as_ref().is_some_and(|d| d.kind == ExprKind::Null),
            )?,
            None => Map::new(),
        };
        let mut has_default = false;
        // `x: T = Field(default=…, description=…)`
        if let Some(kwargs) = p.default.as_ref().and_then(field_call) {
            if let Some((_, d)) = kwargs.iter().find(|(k, _)| k == "description") {
                push_description(&mut schema, &mut descriptions, &p.name, d);
            }
            if let Some((_, v)) = kwargs.iter().find(|(k, _)| k == "default") {
                has_default = true;
                if let Some(v) = literal(v) {
                    schema.insert("default".into(), v);
                }
            }
            has_default |= kwargs.iter().any(|(k, _)| k == "default_factory");
        } else if let Some(d) = &p.default {
            has_default = true;
            if let Some(v) = literal(d) {
                let mut with = Map::new();
                with.insert("default".into(), v);
                with.extend(schema);
                schema = with;
            }
        }
        // `Annotated[T, Field(description=…)]`
        if let Some(ExprKind::Subscript(base, index)) = p.annotation.as_ref().map(|a| &a.kind)
            && base
                .path()
                .as_deref()
                .is_some_and(|b| b.ends_with("Annotated"))
        {
            for meta in index.iter().skip(1) {
                if let Some(kwargs) = field_call(meta)
                    && let Some((_, d)) = kwargs.iter().find(|(k, _)| k == "description")
                    && !schema.contains_key("description")
                {
                    push_description(&mut schema, &mut descriptions, &p.name, d);
                }
            }
        }
        if !schema.contains_key("description")
            && let Some((_, d)) = arg_docs.iter().find(|(n, _)| *n == p.name)
        {
            schema.insert("description".into(), json!(d));
        }
        if dialect == Dialect::McpSdk {
            schema.insert("title".into(), json!(title(&p.name)));
        }
        if !has_default {
            required.push(Value::String(p.name.clone()));
        }
        let name_range = p.range.start..p.range.start + p.name.len();
        properties.push((p.name.clone(), name_range));
        props.insert(p.name.clone(), Value::Object(schema));
    }
    let mut m = Map::new();
    m.insert("type".into(), json!("object"));
    m.insert("properties".into(), Value::Object(props));
    if !required.is_empty() {
        m.insert("required".into(), Value::Array(required));
    }
    if dialect == Dialect::McpSdk {
        m.insert("title".into(), json!(format!("{function}Arguments")));
    }
    Ok(Translated {
        value: Value::Object(m),
        range,
        properties,
        descriptions,
    })
}

fn push_description(
    schema: &mut Map<String, Value>,
    out: &mut Vec<Described>,
    path: &str,
    d: &Expr,
) {
    if let ExprKind::Str { value, inner } = &d.kind {
        schema.insert("description".into(), json!(value));
        out.push(Described {
            path: path.to_string(),
            value: value.clone(),
            range: d.range.clone(),
            inner: inner.clone(),
        });
    }
}

/// The keyword arguments of a `Field(…)` call.
fn field_call(e: &Expr) -> Option<&[(String, Expr)]> {
    match &e.kind {
        ExprKind::Call { callee, kwargs, .. }
            if callee
                .path()
                .is_some_and(|p| p == "Field" || p.ends_with(".Field")) =>
        {
            Some(kwargs)
        }
        _ => None,
    }
}

/// `Resolve(…)` (the MCP Python SDK) or `Depends(…)` (FastMCP): a value the
/// server supplies, not an input.
fn is_dependency(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Call { callee, .. } => callee.path().is_some_and(|p| {
            let last = p.rsplit('.').next().unwrap_or(&p);
            last == "Resolve" || last == "Depends"
        }),
        _ => false,
    }
}

/// `Annotated[T, Resolve(…)]` / `Annotated[T, Depends(…)]`.
fn is_injected(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Subscript(base, index) => {
            base.path().is_some_and(|b| b.ends_with("Annotated"))
                && index.iter().skip(1).any(is_dependency)
        }
        _ => false,
    }
}

fn is_context(e: &Expr) -> bool {
    let base = match &e.kind {
        ExprKind::Subscript(b, _) => b,
        _ => e,
    };
    base.path()
        .is_some_and(|p| p == "Context" || p.ends_with(".Context"))
}

fn literal(e: &Expr) -> Option<Value> {
    Some(match &e.kind {
        ExprKind::Str { value, .. } => json!(value),
        ExprKind::Num(n) => super::zod::number(*n),
        ExprKind::Bool(b) => json!(b),
        ExprKind::Null => Value::Null,
        ExprKind::Array(items) => Value::Array(items.iter().map(literal).collect::<Option<_>>()?),
        ExprKind::Object(props) => {
            let mut m = Map::new();
            for p in props {
                m.insert(p.key.clone().ok()?, literal(&p.value)?);
            }
            Value::Object(m)
        }
        _ => return None,
    })
}

fn leaf(t: &str) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("type".into(), json!(t));
    m
}

/// The JSON Schema of an annotation, as FastMCP prints it (an
/// `Optional[T]` whose default is `None` prints as `T`).
fn py_type(e: &Expr, default_none: bool) -> Result<Map<String, Value>, Unresolved> {
    let fail = |why: &str| Unresolved {
        range: e.range.clone(),
        why: why.to_string(),
    };
    let last = |p: &str| p.rsplit('.').next().unwrap_or(p).to_string();
    match &e.kind {
        ExprKind::Ident(_) | ExprKind::Member(..) => {
            let name = last(&e.path().unwrap_or_default());
            Ok(match name.as_str() {
                "str" => leaf("string"),
                "int" => leaf("integer"),
                "float" => leaf("number"),
                "bool" => leaf("boolean"),
                "list" | "List" | "Sequence" | "tuple" | "set" => {
                    let mut m = leaf("array");
                    m.insert("items".into(), json!({}));
                    m
                }
                "dict" | "Dict" | "Mapping" => {
                    let mut m = Map::new();
                    m.insert("additionalProperties".into(), json!(true));
                    m.insert("type".into(), json!("object"));
                    m
                }
                "Any" => Map::new(),
                _ => return Err(fail(&format!("the type `{name}`, defined elsewhere"))),
            })
        }
        ExprKind::Null => Ok(leaf("null")),
        ExprKind::Str { .. } => Err(fail("a type written as a string")),
        ExprKind::Subscript(base, index) => {
            let name = last(&base.path().unwrap_or_default());
            match name.as_str() {
                "Optional" | "Union" => {
                    let options: Vec<&Expr> = if name == "Optional" {
                        index.iter().collect()
                    } else {
                        index
                            .iter()
                            .flat_map(|i| match &i.kind {
                                ExprKind::Array(items) => items.iter().collect::<Vec<_>>(),
                                _ => vec![i],
                            })
                            .collect()
                    };
                    let has_none =
                        name == "Optional" || options.iter().any(|o| o.kind == ExprKind::Null);
                    let rest: Vec<&&Expr> = options
                        .iter()
                        .filter(|o| o.kind != ExprKind::Null)
                        .collect();
                    let mut schemas = Vec::with_capacity(rest.len());
                    for o in &rest {
                        schemas.push(py_type(o, false)?);
                    }
                    if has_none && default_none && schemas.len() == 1 {
                        return Ok(schemas.pop().unwrap_or_default());
                    }
                    let mut any: Vec<Value> = schemas.into_iter().map(Value::Object).collect();
                    if has_none {
                        any.push(json!({"type": "null"}));
                    }
                    let mut m = Map::new();
                    m.insert("anyOf".into(), Value::Array(any));
                    Ok(m)
                }
                "list" | "List" | "Sequence" | "set" | "Set" => {
                    let item = index.first().map(|i| py_type(i, false)).transpose()?;
                    let mut m = Map::new();
                    m.insert("items".into(), Value::Object(item.unwrap_or_default()));
                    m.insert("type".into(), json!("array"));
                    Ok(m)
                }
                "dict" | "Dict" | "Mapping" => {
                    let value = index.get(1).map(|i| py_type(i, false)).transpose()?;
                    let mut m = Map::new();
                    m.insert(
                        "additionalProperties".into(),
                        value.map_or(json!(true), Value::Object),
                    );
                    m.insert("type".into(), json!("object"));
                    Ok(m)
                }
                "Literal" => {
                    let vals: Vec<Value> = index
                        .iter()
                        .map(|i| {
                            literal(i)
                                .ok_or_else(|| fail("a Literal of a value that is not a literal"))
                        })
                        .collect::<Result<_, _>>()?;
                    let mut m = Map::new();
                    m.insert("enum".into(), Value::Array(vals.clone()));
                    if vals.iter().all(Value::is_string) {
                        m.insert("type".into(), json!("string"));
                    } else if vals.iter().all(Value::is_i64) {
                        m.insert("type".into(), json!("integer"));
                    }
                    Ok(m)
                }
                "Annotated" => {
                    let first = index.first().ok_or_else(|| fail("an empty Annotated"))?;
                    py_type(first, default_none)
                }
                _ => Err(fail(&format!(
                    "the type `{name}[…]`, which the reader does not know"
                ))),
            }
        }
        ExprKind::Unknown(why) => Err(fail(why)),
        _ => Err(fail("a type annotation the reader does not know")),
    }
}

/// `inspect.cleandoc`: the first line's leading whitespace removed, the
/// others' common indentation, and blank lines at both ends.
pub fn cleandoc(doc: &str) -> String {
    let lines: Vec<String> = doc.lines().map(|l| l.replace('\t', "        ")).collect();
    let margin = lines
        .iter()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start_matches(' ').len())
        .min()
        .unwrap_or(0);
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    for (i, l) in lines.iter().enumerate() {
        if i == 0 {
            out.push(l.trim_start().to_string());
        } else {
            out.push(
                l.get(margin..)
                    .unwrap_or("")
                    .trim_end_matches(' ')
                    .to_string(),
            );
        }
    }
    while out.first().is_some_and(|l| l.trim().is_empty()) {
        out.remove(0);
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    out.join("\n")
}

/// The parameter descriptions of a Google-style `Args:` section: entries
/// `name: text` or `name (type): text` at one indentation, continued by
/// lines indented further.
fn args_section(doc: &str) -> Vec<(String, String)> {
    let doc = cleandoc(doc);
    let mut out: Vec<(String, String)> = Vec::new();
    let mut header: Option<usize> = None;
    let mut entry_indent: Option<usize> = None;
    for line in doc.lines() {
        let trimmed = line.trim_start();
        let ind = line.len() - trimmed.len();
        let Some(h) = header else {
            if matches!(trimmed, "Args:" | "Arguments:" | "Parameters:") {
                header = Some(ind);
            }
            continue;
        };
        if trimmed.is_empty() {
            continue;
        }
        if ind <= h {
            break;
        }
        let level = *entry_indent.get_or_insert(ind);
        if ind == level {
            let entry = trimmed.split_once(':').and_then(|(head, rest)| {
                let name = head.split_whitespace().next()?;
                let ok = name.chars().all(|c| c.is_alphanumeric() || c == '_');
                ok.then(|| (name.to_string(), rest.trim().to_string()))
            });
            match entry {
                Some(e) => out.push(e),
                None => break,
            }
        } else if let Some((_, desc)) = out.last_mut() {
            if !desc.is_empty() {
                desc.push(' ');
            }
            desc.push_str(trimmed);
        }
    }
    out
}
