//! Python through tree-sitter (`tree-sitter-python`): the only file that
//! knows tree-sitter. It parses a file and lowers the functions decorated
//! `@x.tool` / `@x.tool(…)` into neutral [`Expr`]s and parameter lists.

use std::ops::Range;

use tree_sitter::{Node, Parser};

use super::expr::{Expr, ExprKind, Prop};

/// Nesting past which an expression is not lowered further.
const MAX_DEPTH: usize = 64;

/// A function decorated as a tool.
#[derive(Debug)]
pub struct PyTool {
    /// The decorator's expression (`mcp.tool` or `mcp.tool(…)`).
    pub decorator: Expr,
    /// The whole decorated definition.
    pub range: Range<usize>,
    pub name: String,
    pub name_range: Range<usize>,
    pub params: Vec<Param>,
    /// The docstring literal, when the body starts with one.
    pub docstring: Option<Expr>,
}

/// One parameter of the function.
#[derive(Debug)]
pub struct Param {
    pub name: String,
    pub range: Range<usize>,
    pub annotation: Option<Expr>,
    pub default: Option<Expr>,
    /// `*args`, `**kwargs` or a separator: not a named input.
    pub variadic: bool,
}

/// What a Python file says about its tools.
#[derive(Debug, Default)]
pub struct PyModule {
    pub tools: Vec<PyTool>,
    /// Syntax errors (their ranges).
    pub errors: Vec<Range<usize>>,
}

/// Parses a Python file.
pub fn read(text: &str) -> PyModule {
    let mut module = PyModule::default();
    let mut parser = Parser::new();
    if parser
        .set_language(&tree_sitter_python::LANGUAGE.into())
        .is_err()
    {
        module.errors.push(0..0);
        return module;
    }
    let Some(tree) = parser.parse(text, None) else {
        module.errors.push(0..0);
        return module;
    };
    let src = text.as_bytes();
    let root = tree.root_node();
    if root.has_error() {
        module.errors.push(first_error(root));
    }
    // Statements only: a tool is a decorated definition, which is a
    // statement (of the module, a class, a function or a block); the
    // expressions, most of the tree, are never visited.
    let mut stack = vec![root];
    let mut order: Vec<Node<'_>> = Vec::new();
    while let Some(node) = stack.pop() {
        if node.kind() == "decorated_definition"
            && let Some(t) = tool(node, src)
        {
            module.tools.push(t);
        }
        let mut c = node.walk();
        order.clear();
        order.extend(
            node.named_children(&mut c)
                .filter(|n| holds_statements(n.kind())),
        );
        stack.extend(order.iter().rev());
    }
    module.tools.sort_by_key(|t| t.range.start);
    module
}

/// Whether a node is or holds statements (where a definition can be).
fn holds_statements(kind: &str) -> bool {
    matches!(
        kind,
        "block"
            | "decorated_definition"
            | "class_definition"
            | "function_definition"
            | "if_statement"
            | "elif_clause"
            | "else_clause"
            | "try_statement"
            | "except_clause"
            | "except_group_clause"
            | "finally_clause"
            | "with_statement"
            | "for_statement"
            | "while_statement"
            | "match_statement"
            | "case_clause"
            | "ERROR"
    )
}

/// The range of the first syntax error under a node that has one.
fn first_error(mut node: Node<'_>) -> Range<usize> {
    'down: loop {
        let mut c = node.walk();
        for child in node.children(&mut c) {
            if child.is_error() || child.is_missing() {
                return child.byte_range();
            }
            if child.has_error() {
                node = child;
                continue 'down;
            }
        }
        return node.byte_range();
    }
}

fn text<'a>(node: Node<'_>, src: &'a [u8]) -> &'a str {
    node.utf8_text(src).unwrap_or("")
}

/// The tool a decorated definition defines, if one of its decorators is
/// `x.tool` or `x.tool(…)`.
fn tool(node: Node<'_>, src: &[u8]) -> Option<PyTool> {
    let def = node.child_by_field_name("definition")?;
    if def.kind() != "function_definition" {
        return None;
    }
    let mut cursor = node.walk();
    let decorator = node
        .named_children(&mut cursor)
        .filter(|c| c.kind() == "decorator")
        .filter_map(|d| d.named_child(0))
        .find(|e| {
            let callee = if e.kind() == "call" {
                e.child_by_field_name("function")
            } else {
                Some(*e)
            };
            callee.is_some_and(|c| {
                c.kind() == "attribute"
                    && c.child_by_field_name("attribute")
                        .is_some_and(|a| text(a, src) == "tool")
            })
        })?;
    let name_node = def.child_by_field_name("name")?;
    let mut params = Vec::new();
    if let Some(ps) = def.child_by_field_name("parameters") {
        let mut c = ps.walk();
        for p in ps.named_children(&mut c) {
            params.push(param(p, src));
        }
    }
    let docstring = def
        .child_by_field_name("body")
        .and_then(|b| b.named_child(0))
        .filter(|s| s.kind() == "expression_statement")
        .and_then(|s| s.named_child(0))
        .filter(|s| s.kind() == "string" || s.kind() == "concatenated_string")
        .map(|s| lower(s, src, 0));
    Some(PyTool {
        decorator: lower(decorator, src, 0),
        range: node.byte_range(),
        name: text(name_node, src).to_string(),
        name_range: name_node.byte_range(),
        params,
        docstring,
    })
}

fn param(p: Node<'_>, src: &[u8]) -> Param {
    let field = |f: &str| p.child_by_field_name(f);
    let (name_node, annotation, default) = match p.kind() {
        "identifier" => (Some(p), None, None),
        "typed_parameter" => (p.named_child(0), field("type"), None),
        "default_parameter" => (field("name"), None, field("value")),
        "typed_default_parameter" => (field("name"), field("type"), field("value")),
        _ => (None, None, None),
    };
    let variadic = name_node.is_none_or(|n| n.kind() != "identifier");
    Param {
        name: name_node
            .map(|n| text(n, src).to_string())
            .unwrap_or_default(),
        range: p.byte_range(),
        annotation: annotation.map(|a| {
            // a `type` node wraps the expression
            let inner = if a.kind() == "type" {
                a.named_child(0).unwrap_or(a)
            } else {
                a
            };
            lower(inner, src, 0)
        }),
        default: default.map(|d| lower(d, src, 0)),
        variadic,
    }
}

/// Lowers a Python expression.
fn lower(node: Node<'_>, src: &[u8], depth: usize) -> Expr {
    let r = node.byte_range();
    if depth > MAX_DEPTH {
        return Expr::unknown(r, "a value nested too deeply");
    }
    let child = |f: &str| node.child_by_field_name(f);
    let kind = match node.kind() {
        "string" => return string(node, src),
        "concatenated_string" => {
            let mut value = String::new();
            let mut c = node.walk();
            for s in node.named_children(&mut c) {
                match string(s, src).kind {
                    ExprKind::Str { value: v, .. } => value.push_str(&v),
                    ExprKind::Unknown(why) => return Expr::unknown(r, why),
                    _ => return Expr::unknown(r, "a string"),
                }
            }
            ExprKind::Str { value, inner: None }
        }
        "integer" | "float" => {
            let t = text(node, src).replace('_', "");
            match t.parse::<f64>() {
                Ok(v) => ExprKind::Num(v),
                Err(_) => return Expr::unknown(r, "a number"),
            }
        }
        "true" => ExprKind::Bool(true),
        "false" => ExprKind::Bool(false),
        "none" => ExprKind::Null,
        "identifier" => ExprKind::Ident(text(node, src).to_string()),
        "attribute" => match (child("object"), child("attribute")) {
            (Some(o), Some(a)) => {
                ExprKind::Member(Box::new(lower(o, src, depth + 1)), text(a, src).to_string())
            }
            _ => return Expr::unknown(r, "an attribute"),
        },
        "call" => {
            let Some(f) = child("function") else {
                return Expr::unknown(r, "a call");
            };
            let mut args = Vec::new();
            let mut kwargs = Vec::new();
            if let Some(a) = child("arguments") {
                let mut c = a.walk();
                for arg in a.named_children(&mut c) {
                    match arg.kind() {
                        "keyword_argument" => {
                            if let (Some(n), Some(v)) = (
                                arg.child_by_field_name("name"),
                                arg.child_by_field_name("value"),
                            ) {
                                kwargs.push((text(n, src).to_string(), lower(v, src, depth + 1)));
                            }
                        }
                        "list_splat" | "dictionary_splat" => {
                            args.push(Expr::unknown(arg.byte_range(), "a spread argument"))
                        }
                        "comment" => {}
                        _ => args.push(lower(arg, src, depth + 1)),
                    }
                }
            }
            ExprKind::Call {
                callee: Box::new(lower(f, src, depth + 1)),
                args,
                kwargs,
            }
        }
        "subscript" => {
            let Some(v) = child("value") else {
                return Expr::unknown(r, "a subscript");
            };
            let mut c = node.walk();
            let index: Vec<Expr> = node
                .children_by_field_name("subscript", &mut c)
                .map(|s| lower(s, src, depth + 1))
                .collect();
            ExprKind::Subscript(Box::new(lower(v, src, depth + 1)), index)
        }
        "list" | "tuple" => {
            let mut c = node.walk();
            ExprKind::Array(
                node.named_children(&mut c)
                    .filter(|n| n.kind() != "comment")
                    .map(|n| lower(n, src, depth + 1))
                    .collect(),
            )
        }
        "dictionary" => {
            let mut c = node.walk();
            let mut props = Vec::new();
            for p in node.named_children(&mut c) {
                match (
                    p.kind(),
                    p.child_by_field_name("key"),
                    p.child_by_field_name("value"),
                ) {
                    ("pair", Some(k), Some(v)) => {
                        let key = lower(k, src, depth + 1);
                        props.push(Prop {
                            key: key.as_str().map(str::to_string).ok_or("a computed key"),
                            key_range: k.byte_range(),
                            value: lower(v, src, depth + 1),
                        });
                    }
                    ("comment", ..) => {}
                    _ => props.push(Prop {
                        key: Err("a spread"),
                        key_range: p.byte_range(),
                        value: Expr::unknown(p.byte_range(), "a spread"),
                    }),
                }
            }
            ExprKind::Object(props)
        }
        "parenthesized_expression" => {
            return match node.named_child(0) {
                Some(n) => lower(n, src, depth + 1),
                None => Expr::unknown(r, "an expression"),
            };
        }
        "unary_operator" => match (child("operator").map(|o| text(o, src)), child("argument")) {
            (Some("-"), Some(a)) => match lower(a, src, depth + 1).kind {
                ExprKind::Num(v) => ExprKind::Num(-v),
                _ => return Expr::unknown(r, "an expression"),
            },
            _ => return Expr::unknown(r, "an expression"),
        },
        // `X | None` in an annotation: a union, as `Union[X, None]`.
        "binary_operator" if child("operator").is_some_and(|o| text(o, src) == "|") => {
            let (Some(a), Some(b)) = (child("left"), child("right")) else {
                return Expr::unknown(r, "an expression");
            };
            ExprKind::Subscript(
                Box::new(Expr::new(r.clone(), ExprKind::Ident("Union".into()))),
                vec![lower(a, src, depth + 1), lower(b, src, depth + 1)],
            )
        }
        // type annotations: `type` wraps the expression; `Literal[…]` is a
        // `generic_type`, `a | b` a `union_type`, `typing.List` a `member_type`
        "type" => {
            return match node.named_child(0) {
                Some(n) => lower(n, src, depth + 1),
                None => Expr::unknown(r, "a type"),
            };
        }
        "generic_type" => {
            let mut c = node.walk();
            let children: Vec<Node<'_>> = node.named_children(&mut c).collect();
            let (Some(base), Some(params)) = (children.first(), children.get(1)) else {
                return Expr::unknown(r, "a type");
            };
            let mut c2 = params.walk();
            let index = params
                .named_children(&mut c2)
                .map(|p| lower(p, src, depth + 1))
                .collect();
            ExprKind::Subscript(Box::new(lower(*base, src, depth + 1)), index)
        }
        "union_type" => {
            let mut c = node.walk();
            let index = node
                .named_children(&mut c)
                .map(|p| lower(p, src, depth + 1))
                .collect();
            ExprKind::Subscript(
                Box::new(Expr::new(r.clone(), ExprKind::Ident("Union".into()))),
                index,
            )
        }
        "member_type" => ExprKind::Ident(text(node, src).to_string()),
        "lambda" => ExprKind::Function,
        "conditional_expression" => return Expr::unknown(r, "a conditional expression"),
        _ => return Expr::unknown(r, "an expression"),
    };
    Expr::new(r, kind)
}

/// A string literal: its prefix and quotes removed, escapes decoded.
fn string(node: Node<'_>, src: &[u8]) -> Expr {
    let r = node.byte_range();
    let mut c = node.walk();
    if node
        .named_children(&mut c)
        .any(|n| n.kind() == "interpolation")
    {
        return Expr::unknown(r, "an f-string with expressions");
    }
    let raw = text(node, src);
    let prefix_len = raw.find(['\'', '"']).unwrap_or(0);
    let prefix = raw.get(..prefix_len).unwrap_or("").to_ascii_lowercase();
    if prefix.contains('b') {
        return Expr::unknown(r, "a bytes literal");
    }
    let body = raw.get(prefix_len..).unwrap_or("");
    let q = if body.starts_with("\"\"\"") || body.starts_with("'''") {
        3
    } else {
        1
    };
    if body.len() < 2 * q {
        return Expr::unknown(r, "a string");
    }
    let inner_text = body.get(q..body.len() - q).unwrap_or("");
    let start = r.start + prefix_len + q;
    let inner_range = start..start + inner_text.len();
    let (value, exact) = if prefix.contains('r') || !inner_text.contains('\\') {
        (inner_text.to_string(), true)
    } else {
        (unescape(inner_text), false)
    };
    Expr::new(
        r,
        ExprKind::Str {
            value,
            inner: exact.then_some(inner_range),
        },
    )
}

/// Python's escape sequences (the common ones; an unknown escape is kept
/// as written, as Python does).
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some('\'') => out.push('\''),
            Some('"') => out.push('"'),
            Some('\n') => {}
            Some(k @ ('x' | 'u' | 'U')) => {
                let n = match k {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let hex: String = (0..n).filter_map(|_| chars.next()).collect();
                match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    Some(ch) => out.push(ch),
                    None => {
                        out.push('\\');
                        out.push(k);
                        out.push_str(&hex);
                    }
                }
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}
