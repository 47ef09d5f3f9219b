//! TypeScript and JavaScript through `oxc_parser`: the only file that knows
//! oxc. It parses a file and lowers what can define tools into the neutral
//! [`Expr`] tree: the calls `defineCommand(…)`, `x.defineCommand(…)`,
//! `x.tool(…)` and `x.registerTool(…)`, the file's imports, and its
//! module-level `const` bindings (a schema or a description defined once
//! and used by name).

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Mutex;

use oxc_allocator::Allocator;
use oxc_ast::ast::{
    Argument, ArrayExpressionElement, BindingPattern, CallExpression, Declaration,
    DoWhileStatement, Expression, ForInStatement, ForOfStatement, ForStatement,
    ImportDeclarationSpecifier, ModuleExportName, ObjectPropertyKind, PropertyKey, Statement,
    TSType, TSTypeName, VariableDeclaration, VariableDeclarationKind, WhileStatement,
};
use oxc_ast_visit::{Visit, walk};
use oxc_parser::{ParseOptions, Parser};
use oxc_span::{GetSpan, SourceType};

use super::expr::{Expr, ExprKind, Prop};

/// The callee names (the last segment) that can define a tool.
pub const CALLEES: [&str; 3] = ["defineCommand", "tool", "registerTool"];

/// Nesting past which an argument is not lowered further.
const MAX_DEPTH: usize = 64;

/// What a file says about its tools.
#[derive(Debug, Default)]
pub struct Module {
    /// `import { imported as local } from "module"` (`default`, `*` for
    /// default and namespace imports): by local name.
    pub imports: HashMap<String, (String, String)>,
    /// Module-level `const NAME = value`, by name.
    pub consts: HashMap<String, Expr>,
    /// The candidate calls, in source order, each with whether it sits in
    /// a loop (so it may define many tools).
    pub calls: Vec<(Expr, bool)>,
    /// Module-level constants typed as a tool (`const SEARCH: Tool = {…}`,
    /// `{…} satisfies Tool`, the elements of a `Tool[]`), with the type's
    /// local name: the tools of a server built on the SDK's low-level
    /// `Server`, which lists them from a request handler.
    pub typed: Vec<(String, Expr)>,
    /// Syntax errors: the range and the parser's message.
    pub errors: Vec<(Range<usize>, String)>,
}

/// Arenas of finished parses, reused: a fresh arena's pages cost more to
/// fault in than the parse that fills them.
static ARENAS: Mutex<Vec<Allocator>> = Mutex::new(Vec::new());

/// Arenas kept, and the largest kept.
const KEPT_ARENAS: usize = 4;
const KEPT_ARENA_BYTES: usize = 64 << 20;

/// Parses `text` as the language its `extension` says.
pub fn read(text: &str, extension: &str) -> Module {
    let mut allocator = ARENAS
        .lock()
        .ok()
        .and_then(|mut a| a.pop())
        .unwrap_or_default();
    allocator.reset();
    let module = read_in(&allocator, text, extension);
    if allocator.capacity() <= KEPT_ARENA_BYTES
        && let Ok(mut arenas) = ARENAS.lock()
        && arenas.len() < KEPT_ARENAS
    {
        arenas.push(allocator);
    }
    module
}

fn read_in(allocator: &Allocator, text: &str, extension: &str) -> Module {
    let source_type = SourceType::from_extension(extension).unwrap_or_default();
    let ret = Parser::new(allocator, text, source_type)
        .with_options(ParseOptions {
            allow_return_outside_function: true,
            ..ParseOptions::default()
        })
        .parse();
    let mut module = Module::default();
    for d in ret.diagnostics.iter() {
        let range = d.labels.first().map_or(0..0, |l| {
            l.offset() as usize..(l.offset() + l.len()) as usize
        });
        module.errors.push((range, d.message.to_string()));
    }
    if ret.panicked {
        return module;
    }
    // module-level `const NAME = value`, lowered only when a definition
    // refers to the name (most constants are not tool values)
    let mut bindings: HashMap<&str, &Expression<'_>> = HashMap::new();
    let mut typed: Vec<(String, &Expression<'_>)> = Vec::new();
    for stmt in &ret.program.body {
        match stmt {
            Statement::ImportDeclaration(d) => {
                let from = d.source.value.to_string();
                for s in d.specifiers.iter().flatten() {
                    let (local, imported) = match s {
                        ImportDeclarationSpecifier::ImportSpecifier(s) => (
                            s.local.name.to_string(),
                            match &s.imported {
                                ModuleExportName::IdentifierName(n) => n.name.to_string(),
                                ModuleExportName::IdentifierReference(n) => n.name.to_string(),
                                ModuleExportName::StringLiteral(n) => n.value.to_string(),
                            },
                        ),
                        ImportDeclarationSpecifier::ImportDefaultSpecifier(s) => {
                            (s.local.name.to_string(), "default".to_string())
                        }
                        ImportDeclarationSpecifier::ImportNamespaceSpecifier(s) => {
                            (s.local.name.to_string(), "*".to_string())
                        }
                    };
                    module.imports.insert(local, (from.clone(), imported));
                }
            }
            Statement::VariableDeclaration(d) => {
                consts(d, &mut bindings);
                typed_tools(d, &mut typed);
            }
            Statement::ExportDeclaration(e) => {
                if let Declaration::VariableDeclaration(d) = &e.declaration {
                    consts(d, &mut bindings);
                    typed_tools(d, &mut typed);
                }
            }
            _ => {}
        }
    }
    // `import { defineCommand as define }`: calls to the alias count too
    let aliases: Vec<String> = module
        .imports
        .iter()
        .filter(|(local, (_, imported))| imported == "defineCommand" && *local != imported)
        .map(|(local, _)| local.clone())
        .collect();
    let mut visitor = Calls {
        calls: Vec::new(),
        loops: 0,
        aliases,
    };
    visitor.visit_program(&ret.program);
    module.calls = visitor.calls;
    module.typed = typed
        .into_iter()
        .map(|(ty, init)| (ty, lower(init, 0)))
        .collect();
    // the constants the definitions name, and those they name in turn
    let mut wanted: Vec<String> = Vec::new();
    for (call, _) in &module.calls {
        idents(call, &mut wanted);
    }
    for (_, tool) in &module.typed {
        idents(tool, &mut wanted);
    }
    while let Some(name) = wanted.pop() {
        if module.consts.len() >= MAX_CONSTS || module.consts.contains_key(&name) {
            continue;
        }
        if let Some(init) = bindings.get(name.as_str()) {
            let e = lower(init, 0);
            idents(&e, &mut wanted);
            module.consts.insert(name, e);
        }
    }
    module
}

/// Constants lowered per file, at most.
const MAX_CONSTS: usize = 10_000;

/// The names an expression refers to (without recursion: a work list).
fn idents(e: &Expr, out: &mut Vec<String>) {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match &e.kind {
            ExprKind::Ident(n) => out.push(n.clone()),
            ExprKind::Member(o, _) => stack.push(o),
            ExprKind::Call {
                callee,
                args,
                kwargs,
            } => {
                stack.push(callee);
                stack.extend(args);
                stack.extend(kwargs.iter().map(|(_, v)| v));
            }
            ExprKind::Object(props) => stack.extend(props.iter().map(|p| &p.value)),
            ExprKind::Array(items) => stack.extend(items),
            ExprKind::Subscript(o, index) => {
                stack.push(o);
                stack.extend(index);
            }
            _ => {}
        }
    }
}

/// The name of a type written as a plain reference (`Tool`), or the
/// element type of an array of one (`Tool[]`, with `true`).
/// (One level only, without recursion: `Tool[][]…` nested a million deep
/// is no tool and must not exhaust the stack.)
fn type_name<'b>(t: &'b TSType<'_>) -> Option<(&'b str, bool)> {
    let reference = |t: &'b TSType<'_>| match t {
        TSType::TSTypeReference(r) => match &r.type_name {
            TSTypeName::IdentifierReference(id) => Some(id.name.as_str()),
            _ => None,
        },
        _ => None,
    };
    match t {
        TSType::TSArrayType(a) => reference(&a.element_type).map(|n| (n, true)),
        t => reference(t).map(|n| (n, false)),
    }
}

/// The object literals a `const` declares as a named type (`const X: Tool
/// = {…}`, `const X = {…} satisfies Tool`, `… as Tool`, or each object of
/// a `Tool[]`), with the type's name: candidates the tool reader keeps
/// when the name is the MCP SDK's `Tool`.
fn typed_tools<'b, 'a>(
    d: &'b VariableDeclaration<'a>,
    out: &mut Vec<(String, &'b Expression<'a>)>,
) {
    if d.kind != VariableDeclarationKind::Const {
        return;
    }
    for decl in &d.declarations {
        let Some(init) = &decl.init else {
            continue;
        };
        let annotated = decl
            .type_annotation
            .as_ref()
            .and_then(|a| type_name(&a.type_annotation));
        let asserted = match init {
            Expression::TSSatisfiesExpression(e) => type_name(&e.type_annotation),
            Expression::TSAsExpression(e) => type_name(&e.type_annotation),
            _ => None,
        };
        let Some((ty, array)) = annotated.or(asserted) else {
            continue;
        };
        let value = init.get_inner_expression();
        match value {
            Expression::ObjectExpression(_) if !array => out.push((ty.to_string(), value)),
            Expression::ArrayExpression(items) if array => {
                for item in &items.elements {
                    if let Some(e) = item.as_expression()
                        && matches!(e.get_inner_expression(), Expression::ObjectExpression(_))
                    {
                        out.push((ty.to_string(), e.get_inner_expression()));
                    }
                }
            }
            _ => {}
        }
    }
}

fn consts<'b, 'a>(d: &'b VariableDeclaration<'a>, out: &mut HashMap<&'b str, &'b Expression<'a>>) {
    if d.kind != VariableDeclarationKind::Const {
        return;
    }
    for decl in &d.declarations {
        if let (BindingPattern::BindingIdentifier(id), Some(init)) = (&decl.id, &decl.init) {
            let init = init.get_inner_expression();
            // Handlers and classes are not values a tool definition reads.
            if matches!(
                init,
                Expression::ArrowFunctionExpression(_)
                    | Expression::FunctionExpression(_)
                    | Expression::ClassExpression(_)
            ) {
                continue;
            }
            out.insert(id.name.as_str(), init);
        }
    }
}

struct Calls {
    calls: Vec<(Expr, bool)>,
    loops: usize,
    aliases: Vec<String>,
}

impl<'a> Visit<'a> for Calls {
    fn visit_call_expression(&mut self, it: &CallExpression<'a>) {
        let last = match it.callee.get_inner_expression() {
            Expression::Identifier(id) => Some(id.name.as_str()),
            Expression::StaticMemberExpression(m) => Some(m.property.name.as_str()),
            _ => None,
        };
        if last.is_some_and(|n| CALLEES.contains(&n) || self.aliases.iter().any(|a| a == n)) {
            self.calls.push((lower_call(it, 0), self.loops > 0));
        }
        walk::walk_call_expression(self, it);
    }

    fn visit_for_statement(&mut self, it: &ForStatement<'a>) {
        self.loops += 1;
        walk::walk_for_statement(self, it);
        self.loops -= 1;
    }

    fn visit_for_of_statement(&mut self, it: &ForOfStatement<'a>) {
        self.loops += 1;
        walk::walk_for_of_statement(self, it);
        self.loops -= 1;
    }

    fn visit_for_in_statement(&mut self, it: &ForInStatement<'a>) {
        self.loops += 1;
        walk::walk_for_in_statement(self, it);
        self.loops -= 1;
    }

    fn visit_while_statement(&mut self, it: &WhileStatement<'a>) {
        self.loops += 1;
        walk::walk_while_statement(self, it);
        self.loops -= 1;
    }

    fn visit_do_while_statement(&mut self, it: &DoWhileStatement<'a>) {
        self.loops += 1;
        walk::walk_do_while_statement(self, it);
        self.loops -= 1;
    }
}

fn range(span: oxc_span::Span) -> Range<usize> {
    span.start as usize..span.end as usize
}

fn lower_call(call: &CallExpression<'_>, depth: usize) -> Expr {
    let args = call
        .arguments
        .iter()
        .map(|a| match a {
            Argument::SpreadElement(s) => Expr::unknown(range(s.span), "a spread argument"),
            other => match other.as_expression() {
                Some(e) => lower(e, depth + 1),
                None => Expr::unknown(range(other.span()), "an argument"),
            },
        })
        .collect();
    Expr::new(
        range(call.span),
        ExprKind::Call {
            callee: Box::new(lower(&call.callee, depth + 1)),
            args,
            kwargs: Vec::new(),
        },
    )
}

/// Lowers an expression (parentheses, `as`, `satisfies` and `!` removed).
fn lower(e: &Expression<'_>, depth: usize) -> Expr {
    let e = e.get_inner_expression();
    let r = range(e.span());
    if depth > MAX_DEPTH {
        return Expr::unknown(r, "a value nested too deeply");
    }
    let kind = match e {
        Expression::StringLiteral(s) => {
            // The characters between the quotes spell the value exactly
            // when the literal has no escapes.
            let inner = (s.span.start as usize + 1)..(s.span.end as usize).saturating_sub(1);
            let exact = s.raw.as_ref().is_some_and(|raw| {
                raw.len() >= 2 && raw.get(1..raw.len() - 1) == Some(s.value.as_str())
            });
            ExprKind::Str {
                value: s.value.to_string(),
                inner: exact.then_some(inner),
            }
        }
        Expression::TemplateLiteral(t) => {
            if !t.expressions.is_empty() {
                return Expr::unknown(r, "a template literal with expressions");
            }
            let Some(q) = t.quasis.first() else {
                return Expr::unknown(r, "a template literal");
            };
            let Some(cooked) = &q.value.cooked else {
                return Expr::unknown(r, "a template literal with an invalid escape");
            };
            let inner = (q.span.start as usize)..(q.span.end as usize);
            let exact = q.value.raw.as_str() == cooked.as_str();
            ExprKind::Str {
                value: cooked.to_string(),
                inner: exact.then_some(inner),
            }
        }
        Expression::NumericLiteral(n) => ExprKind::Num(n.value),
        Expression::BooleanLiteral(b) => ExprKind::Bool(b.value),
        Expression::NullLiteral(_) => ExprKind::Null,
        Expression::Identifier(id) => ExprKind::Ident(id.name.to_string()),
        Expression::UnaryExpression(u)
            if u.operator == oxc_ast::ast::UnaryOperator::UnaryNegation =>
        {
            match u.argument.get_inner_expression() {
                Expression::NumericLiteral(n) => ExprKind::Num(-n.value),
                _ => return Expr::unknown(r, "an expression"),
            }
        }
        Expression::StaticMemberExpression(m) => ExprKind::Member(
            Box::new(lower(&m.object, depth + 1)),
            m.property.name.to_string(),
        ),
        Expression::CallExpression(c) => return lower_call(c, depth),
        Expression::ObjectExpression(o) => {
            let mut props = Vec::with_capacity(o.properties.len());
            for p in &o.properties {
                match p {
                    ObjectPropertyKind::SpreadProperty(s) => props.push(Prop {
                        key: Err("a spread"),
                        key_range: range(s.span),
                        value: Expr::unknown(range(s.span), "a spread"),
                    }),
                    ObjectPropertyKind::ObjectProperty(p) => {
                        let key = match &p.key {
                            PropertyKey::StaticIdentifier(id) if !p.computed => {
                                Ok(id.name.to_string())
                            }
                            PropertyKey::StringLiteral(s) => Ok(s.value.to_string()),
                            PropertyKey::NumericLiteral(n) if !p.computed => Ok(js_number(n.value)),
                            _ => Err("a computed key"),
                        };
                        let value = if p.method {
                            Expr::new(range(p.value.span()), ExprKind::Function)
                        } else {
                            lower(&p.value, depth + 1)
                        };
                        props.push(Prop {
                            key,
                            key_range: range(p.key.span()),
                            value,
                        });
                    }
                }
            }
            ExprKind::Object(props)
        }
        Expression::ArrayExpression(a) => ExprKind::Array(
            a.elements
                .iter()
                .map(|el| match el {
                    ArrayExpressionElement::SpreadElement(s) => {
                        Expr::unknown(range(s.span), "a spread")
                    }
                    ArrayExpressionElement::Elision(s) => {
                        Expr::unknown(range(s.span), "an array hole")
                    }
                    other => match other.as_expression() {
                        Some(e) => lower(e, depth + 1),
                        None => Expr::unknown(range(other.span()), "an element"),
                    },
                })
                .collect(),
        ),
        Expression::RegExpLiteral(re) => ExprKind::Regex {
            pattern: re.regex.pattern.text.to_string(),
        },
        Expression::ArrowFunctionExpression(_) | Expression::FunctionExpression(_) => {
            ExprKind::Function
        }
        Expression::ConditionalExpression(_) => {
            return Expr::unknown(r, "a conditional expression");
        }
        // `"a" + "b"`: string literals joined, read as one string
        Expression::BinaryExpression(b) if b.operator == oxc_ast::ast::BinaryOperator::Addition => {
            let (l, rr) = (lower(&b.left, depth + 1), lower(&b.right, depth + 1));
            match (l.as_str(), rr.as_str()) {
                (Some(a), Some(c)) => ExprKind::Str {
                    value: format!("{a}{c}"),
                    inner: None,
                },
                _ => return Expr::unknown(r, "a computed value"),
            }
        }
        Expression::BinaryExpression(_) | Expression::LogicalExpression(_) => {
            return Expr::unknown(r, "a computed value");
        }
        Expression::ComputedMemberExpression(_) => return Expr::unknown(r, "a computed member"),
        _ => return Expr::unknown(r, "an expression"),
    };
    Expr::new(r, kind)
}

/// A number as JavaScript prints it as a property key (integers without
/// a fraction).
fn js_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e21 {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}
