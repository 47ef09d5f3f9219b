//! Zod schemas to JSON Schema, as zod 4 prints them with
//! `z.toJSONSchema(schema, { target: "draft-7" })` (without `$schema`).
//!
//! The translator reads a zod expression (`z.object({…}).describe(…)`) from
//! the neutral [`Expr`] tree and follows zod's printer: objects list their
//! required keys and forbid others unless `.passthrough()`/`.looseObject`,
//! integers carry the safe-integer bounds zod adds, a union of bare types
//! becomes a `type` array, `.nullable()` of a bare type adds `"null"` to
//! its `type`, `.default()` makes a key required again. Anything outside
//! the subset below is not guessed: the whole schema is unresolved, with
//! the expression that stopped it.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use serde_json::{Map, Value, json};

use super::expr::{Expr, ExprKind};

/// What stopped a translation: the expression and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Unresolved {
    pub range: Range<usize>,
    pub why: String,
}

/// A `.describe()`/`.meta({description})` string inside a schema, with
/// the path of the value it describes (`query`, `filter.status`,
/// `tags[]`; empty for the schema itself).
#[derive(Clone, Debug, PartialEq)]
pub struct Described {
    pub path: String,
    pub value: String,
    pub range: Range<usize>,
    pub inner: Option<Range<usize>>,
}

/// A translated schema.
#[derive(Clone, Debug, PartialEq)]
pub struct Translated {
    pub value: Value,
    /// The schema expression (or, from a signature, the parameters).
    pub range: Range<usize>,
    /// The top-level property names with the ranges of their keys.
    pub properties: Vec<(String, Range<usize>)>,
    pub descriptions: Vec<Described>,
}

/// Which side of a schema zod prints (`io` of `z.toJSONSchema`): what a
/// value must look like going in (`Input`: a key with a default may be
/// left out, an ordinary object accepts other keys) or coming out
/// (`Output`, zod's default, what AFD sends).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Io {
    Input,
    Output,
}

/// How names in the file resolve: the identifiers that are zod's
/// namespace, and module-level constants.
pub struct Scope<'a> {
    pub zod: &'a HashSet<String>,
    pub consts: &'a HashMap<String, Expr>,
}

impl<'a> Scope<'a> {
    /// A name bound to a module-level constant, followed to its value
    /// (zod's namespace is not followed); `None` past [`MAX_INDIRECTIONS`]
    /// names.
    pub fn follow<'e>(&self, e: &'e Expr) -> Option<&'e Expr>
    where
        'a: 'e,
    {
        let mut cur = e;
        for _ in 0..MAX_INDIRECTIONS {
            match &cur.kind {
                ExprKind::Ident(n) if !self.zod.contains(n) => match self.consts.get(n) {
                    Some(c) => cur = c,
                    None => return Some(cur),
                },
                _ => return Some(cur),
            }
        }
        None
    }
}

const MAX_SAFE: i64 = 9_007_199_254_740_991;

const EMAIL: &str = r"^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$";
const UUID: &str = r"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$";
const DATE: &str = r"(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))";
const TIME: &str = r"(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))";

/// Names followed to the constant they are bound to, at most (a chain of
/// names, or a cycle).
const MAX_INDIRECTIONS: usize = 32;

/// Schemas (and literal values) inside one another past which the
/// translation stops: constants can nest without brackets, or in a cycle,
/// and the translation recurses.
const MAX_NESTING: usize = 64;

fn too_deep(e: &Expr) -> Unresolved {
    fail(
        e,
        format!(
            "a schema nested more than {MAX_NESTING} levels deep through constants (or defined in terms of itself)"
        ),
    )
}

/// Translates a zod schema expression.
pub fn translate(e: &Expr, scope: &Scope<'_>, io: Io) -> Result<Translated, Unresolved> {
    let mut t = Translator {
        scope,
        io,
        descriptions: Vec::new(),
        indirections: 0,
        depth: 0,
    };
    let z = t.node(e, "")?;
    let properties = match &z.base {
        Base::Object { shape, .. } if !z.wrapped => shape
            .iter()
            .map(|f| (f.key.clone(), f.key_range.clone()))
            .collect(),
        _ => Vec::new(),
    };
    Ok(Translated {
        value: Value::Object(z.finish(io)),
        range: e.range.clone(),
        properties,
        descriptions: t.descriptions,
    })
}

/// Translates a zod *raw shape* (`{ a: z.string() }`, what the MCP SDK's
/// `server.tool` takes) as `z.object(shape)`.
pub fn translate_shape(e: &Expr, scope: &Scope<'_>, io: Io) -> Result<Translated, Unresolved> {
    let mut t = Translator {
        scope,
        io,
        descriptions: Vec::new(),
        indirections: 0,
        depth: 0,
    };
    let shape = t.shape(e, "")?;
    let properties = shape
        .iter()
        .map(|f| (f.key.clone(), f.key_range.clone()))
        .collect();
    let z = Z::object(shape, Extra::Strip);
    Ok(Translated {
        value: Value::Object(z.finish(io)),
        range: e.range.clone(),
        properties,
        descriptions: t.descriptions,
    })
}

struct Field {
    key: String,
    key_range: Range<usize>,
    z: Z,
}

#[derive(Clone, Copy, PartialEq)]
enum Extra {
    Strip,
    Strict,
    Passthrough,
}

enum Base {
    /// Any schema already printed (leaves, unions, wrapped values).
    Json(Map<String, Value>),
    String(Map<String, Value>),
    Number {
        map: Map<String, Value>,
        int: bool,
    },
    Array(Map<String, Value>),
    Tuple(Map<String, Value>),
    Object {
        shape: Vec<Field>,
        extra: Extra,
    },
}

struct Z {
    base: Base,
    /// A wrapper (`.optional()`, `.nullable()`, `.default()`) was applied:
    /// the type's own methods (`.min()`) no longer apply.
    wrapped: bool,
    /// Absent keys allowed (zod's output optionality).
    optional: bool,
    /// `.default()` is the outermost wrapper that decides optionality:
    /// the key may be left out of an input.
    defaulted: bool,
    /// Keys added by `.describe()`, `.meta()` or `.default()` after the
    /// type was printed.
    extra_keys: Map<String, Value>,
}

impl Z {
    fn json(map: Map<String, Value>) -> Z {
        Z {
            base: Base::Json(map),
            wrapped: false,
            optional: false,
            defaulted: false,
            extra_keys: Map::new(),
        }
    }

    fn with_base(base: Base) -> Z {
        Z {
            base,
            wrapped: false,
            optional: false,
            defaulted: false,
            extra_keys: Map::new(),
        }
    }

    fn object(shape: Vec<Field>, extra: Extra) -> Z {
        Z::with_base(Base::Object { shape, extra })
    }

    /// The JSON Schema of the value.
    fn finish(self, io: Io) -> Map<String, Value> {
        let mut out = self.extra_keys;
        let own = match self.base {
            Base::Json(m) | Base::String(m) | Base::Array(m) | Base::Tuple(m) => m,
            Base::Number { mut map, int } => {
                if int {
                    map.insert("type".into(), json!("integer"));
                    if !map.contains_key("minimum") && !map.contains_key("exclusiveMinimum") {
                        map.insert("minimum".into(), json!(-MAX_SAFE));
                    }
                    if !map.contains_key("maximum") && !map.contains_key("exclusiveMaximum") {
                        map.insert("maximum".into(), json!(MAX_SAFE));
                    }
                }
                map
            }
            Base::Object { mut shape, extra } => {
                // JavaScript objects list integer keys first, ascending
                shape.sort_by_key(|f| array_index(&f.key).unwrap_or(u32::MAX));
                let mut props = Map::new();
                let mut required = Vec::new();
                for f in shape {
                    let may_omit = f.z.optional || (io == Io::Input && f.z.defaulted);
                    if !may_omit {
                        required.push(Value::String(f.key.clone()));
                    }
                    props.insert(f.key, Value::Object(f.z.finish(io)));
                }
                let mut m = Map::new();
                m.insert("type".into(), json!("object"));
                m.insert("properties".into(), Value::Object(props));
                if !required.is_empty() {
                    m.insert("required".into(), Value::Array(required));
                }
                match (extra, io) {
                    // an ordinary object drops other keys: they may be sent
                    (Extra::Strip, Io::Input) => {}
                    (Extra::Strip | Extra::Strict, _) => {
                        m.insert("additionalProperties".into(), json!(false));
                    }
                    (Extra::Passthrough, _) => {
                        m.insert("additionalProperties".into(), json!({}));
                    }
                }
                m
            }
        };
        for (k, v) in own {
            out.entry(k).or_insert(v);
        }
        out
    }

    /// Printed and closed for the type's own methods.
    fn seal(self, io: Io) -> Z {
        let (optional, defaulted) = (self.optional, self.defaulted);
        let mut z = Z::json(self.finish(io));
        z.optional = optional;
        z.defaulted = defaulted;
        z.wrapped = true;
        z
    }
}

struct Translator<'s, 'a> {
    scope: &'s Scope<'a>,
    io: Io,
    descriptions: Vec<Described>,
    indirections: usize,
    /// Schemas being translated, one inside the other (constants may
    /// refer to constants, or to themselves).
    depth: usize,
}

fn fail(e: &Expr, why: impl Into<String>) -> Unresolved {
    Unresolved {
        range: e.range.clone(),
        why: why.into(),
    }
}

/// A JSON value written as a literal, module-level constants followed
/// (zod's `.default(…)` and `z.literal(…)`, a JSON Schema written as an
/// object literal).
pub(super) fn literal(e: &Expr, scope: &Scope<'_>) -> Result<Value, Unresolved> {
    literal_at(e, scope, 0)
}

fn literal_at(e: &Expr, scope: &Scope<'_>, depth: usize) -> Result<Value, Unresolved> {
    if depth > MAX_NESTING {
        return Err(too_deep(e));
    }
    let e = scope
        .follow(e)
        .ok_or_else(|| fail(e, "a chain of constants too long to follow"))?;
    Ok(match &e.kind {
        ExprKind::Str { value, .. } => Value::String(value.clone()),
        ExprKind::Num(n) => number(*n),
        ExprKind::Bool(b) => Value::Bool(*b),
        ExprKind::Null => Value::Null,
        ExprKind::Array(items) => Value::Array(
            items
                .iter()
                .map(|i| literal_at(i, scope, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        ExprKind::Object(props) => {
            let mut m = Map::new();
            for p in props {
                let k = p.key.clone().map_err(|why| fail(&p.value, why))?;
                m.insert(k, literal_at(&p.value, scope, depth + 1)?);
            }
            Value::Object(m)
        }
        ExprKind::Unknown(why) => return Err(fail(e, *why)),
        ExprKind::Ident(n) => {
            return Err(fail(
                e,
                format!("the name `{n}`, defined outside this file's top level"),
            ));
        }
        _ => return Err(fail(e, "a value that is not a literal")),
    })
}

/// A JSON number as zod prints a JavaScript number (an integer without a
/// fraction; also how pydantic prints a Python one).
pub(super) fn number(v: f64) -> Value {
    if v.fract() == 0.0 && v.abs() <= MAX_SAFE as f64 {
        json!(v as i64)
    } else {
        serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number)
    }
}

impl<'a> Translator<'_, 'a> {
    /// `.min(n)`, `.nonempty()`, `.max(n)` and `.length(n)` of a string or an
    /// array, as the bounds `keys` (`minLength`/`maxLength` or
    /// `minItems`/`maxItems`); a repeated bound keeps the tighter one.
    fn length_bounds(
        &mut self,
        m: &mut Map<String, Value>,
        (min, max): (&str, &str),
        method: &str,
        e: &Expr,
        args: &[Expr],
    ) -> Result<(), Unresolved> {
        match method {
            "min" => {
                let n = self.num_arg(e, args, 0)?;
                tighten(m, min, n, f64::max);
            }
            "nonempty" => tighten(m, min, 1.0, f64::max),
            "max" => {
                let n = self.num_arg(e, args, 0)?;
                tighten(m, max, n, f64::min);
            }
            "length" => {
                let n = self.num_arg(e, args, 0)?;
                m.insert(min.into(), number(n));
                m.insert(max.into(), number(n));
            }
            _ => {
                return Err(fail(
                    e,
                    format!(".{method}(), which the translator does not know here"),
                ));
            }
        }
        Ok(())
    }

    fn num_arg(&mut self, call: &Expr, args: &[Expr], i: usize) -> Result<f64, Unresolved> {
        let a = args
            .get(i)
            .ok_or_else(|| fail(call, "a call without its argument"))?;
        match self.literal(a)? {
            Value::Number(n) => n.as_f64().ok_or_else(|| fail(a, "a number out of range")),
            _ => Err(fail(a, "an argument that is not a number literal")),
        }
    }

    fn str_arg<'e>(
        &self,
        call: &'e Expr,
        args: &'e [Expr],
        i: usize,
    ) -> Result<&'e Expr, Unresolved>
    where
        'a: 'e,
    {
        let a = args
            .get(i)
            .ok_or_else(|| fail(call, "a call without its argument"))?;
        let a = self.follow(a)?;
        match &a.kind {
            ExprKind::Str { .. } => Ok(a),
            _ => Err(fail(a, "an argument that is not a string literal")),
        }
    }

    /// A name bound to a module-level constant, followed (bounded).
    fn follow<'e>(&self, e: &'e Expr) -> Result<&'e Expr, Unresolved>
    where
        'a: 'e,
    {
        self.scope
            .follow(e)
            .ok_or_else(|| fail(e, "a chain of constants too long to follow"))
    }

    /// A JSON value written as a literal (`.default(…)`, `z.literal(…)`).
    fn literal(&self, e: &Expr) -> Result<Value, Unresolved> {
        literal(e, self.scope)
    }

    fn is_zod(&self, e: &Expr) -> bool {
        e.as_ident().is_some_and(|n| self.scope.zod.contains(n))
    }

    /// The fields of an object shape literal.
    fn shape(&mut self, e: &Expr, path: &str) -> Result<Vec<Field>, Unresolved> {
        let e = self.follow(e)?;
        let ExprKind::Object(props) = &e.kind else {
            return Err(match e.unknown_reason() {
                Some(why) => fail(e, why),
                None => fail(e, "an object shape that is not an object literal"),
            });
        };
        let mut fields: Vec<Field> = Vec::with_capacity(props.len());
        for p in props {
            let key = p.key.clone().map_err(|why| fail(&p.value, why))?;
            let child = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            let z = self.node(&p.value, &child)?;
            let field = Field {
                key,
                key_range: p.key_range.clone(),
                z,
            };
            set_field(&mut fields, field);
        }
        Ok(fields)
    }

    fn node(&mut self, e: &Expr, path: &str) -> Result<Z, Unresolved> {
        self.indirections += 1;
        if self.indirections > 100_000 {
            return Err(fail(e, "a schema too large to translate"));
        }
        if self.depth >= MAX_NESTING {
            return Err(too_deep(e));
        }
        self.depth += 1;
        let z = self.node_in(e, path);
        self.depth -= 1;
        z
    }

    fn node_in(&mut self, e: &Expr, path: &str) -> Result<Z, Unresolved> {
        let e = self.follow(e)?;
        let ExprKind::Call { callee, args, .. } = &e.kind else {
            return Err(match (&e.kind, e.unknown_reason()) {
                (_, Some(why)) => fail(e, why),
                (ExprKind::Ident(n), _) => fail(
                    e,
                    format!(
                        "the name `{n}`, defined outside this file's top level (imported, or inside a function)"
                    ),
                ),
                _ => fail(e, "a value that is not a zod schema"),
            });
        };
        let ExprKind::Member(obj, method) = &callee.kind else {
            return Err(match callee.path() {
                Some(f) => fail(
                    e,
                    format!(
                        "a call to `{f}()`, a function of this code the translator does not follow"
                    ),
                ),
                None => fail(e, "a call that is not a zod method"),
            });
        };
        // `z.x(…)`, `z.coerce.x(…)`, `z.iso.x(…)`: a constructor.
        let ns = match &obj.kind {
            ExprKind::Member(inner, sub) if self.is_zod(inner) => Some(sub.as_str()),
            _ if self.is_zod(obj) => Some(""),
            _ => None,
        };
        if let Some(ns) = ns {
            return self.constructor(e, ns, method, args, path);
        }
        let inner = self.node(obj, path)?;
        self.method(e, inner, method, args, path)
    }

    fn constructor(
        &mut self,
        e: &Expr,
        ns: &str,
        method: &str,
        args: &[Expr],
        path: &str,
    ) -> Result<Z, Unresolved> {
        let leaf = |ty: &str| {
            let mut m = Map::new();
            m.insert("type".into(), json!(ty));
            m
        };
        let string_format = |fmt: &str, pattern: Option<String>| {
            let mut m = leaf("string");
            m.insert("format".into(), json!(fmt));
            if let Some(p) = pattern {
                m.insert("pattern".into(), json!(p));
            }
            Z::with_base(Base::String(m))
        };
        Ok(match (ns, method) {
            ("" | "coerce", "string") => Z::with_base(Base::String(leaf("string"))),
            ("" | "coerce", "number") => Z::with_base(Base::Number {
                map: leaf("number"),
                int: false,
            }),
            ("", "int") => Z::with_base(Base::Number {
                map: leaf("number"),
                int: true,
            }),
            ("" | "coerce", "boolean") => Z::json(leaf("boolean")),
            ("", "null") => Z::json(leaf("null")),
            ("", "any" | "unknown") => Z::json(Map::new()),
            ("", "email") => string_format("email", Some(EMAIL.into())),
            ("", "url") => string_format("uri", None),
            ("", "uuid") => string_format("uuid", Some(UUID.into())),
            ("iso", "datetime") if args.is_empty() => {
                string_format("date-time", Some(format!("^{DATE}T{TIME}$")))
            }
            ("iso", "date") if args.is_empty() => string_format("date", Some(format!("^{DATE}$"))),
            ("", "object" | "strictObject" | "looseObject") => {
                let shape = match args.first() {
                    Some(a) => self.shape(a, path)?,
                    None => Vec::new(),
                };
                let extra = match method {
                    "looseObject" => Extra::Passthrough,
                    "strictObject" => Extra::Strict,
                    _ => Extra::Strip,
                };
                Z::object(shape, extra)
            }
            ("", "enum") => {
                let a = args
                    .first()
                    .ok_or_else(|| fail(e, "z.enum() without values"))?;
                let vals = self.literal(a)?;
                let ok = vals
                    .as_array()
                    .is_some_and(|v| !v.is_empty() && v.iter().all(Value::is_string));
                if !ok {
                    return Err(fail(a, "z.enum() of values that are not string literals"));
                }
                let mut m = leaf("string");
                m.insert("enum".into(), vals);
                Z::json(m)
            }
            ("", "literal") => {
                let a = args
                    .first()
                    .ok_or_else(|| fail(e, "z.literal() without a value"))?;
                let v = self.literal(a)?;
                let ty = |v: &Value| match v {
                    Value::String(_) => Some("string"),
                    Value::Number(_) => Some("number"),
                    Value::Bool(_) => Some("boolean"),
                    Value::Null => Some("null"),
                    _ => None,
                };
                match &v {
                    Value::Array(vals) => {
                        let t = vals.first().and_then(ty);
                        if t.is_none() || vals.iter().any(|x| ty(x) != t) {
                            return Err(fail(a, "z.literal() of values of several types"));
                        }
                        let mut m = leaf(t.unwrap_or("string"));
                        m.insert("enum".into(), v);
                        Z::json(m)
                    }
                    other => {
                        let t = ty(other).ok_or_else(|| fail(a, "z.literal() of an object"))?;
                        let mut m = leaf(t);
                        m.insert("const".into(), v);
                        Z::json(m)
                    }
                }
            }
            ("", "array") => {
                let a = args
                    .first()
                    .ok_or_else(|| fail(e, "z.array() without its item"))?;
                let item = self.node(a, &format!("{path}[]"))?;
                let mut m = leaf("array");
                m.insert("items".into(), Value::Object(item.finish(self.io)));
                Z::with_base(Base::Array(m))
            }
            ("", "tuple") => {
                let a = args
                    .first()
                    .map(|a| self.follow(a))
                    .transpose()?
                    .ok_or_else(|| fail(e, "z.tuple() without its items"))?;
                let ExprKind::Array(items) = &a.kind else {
                    return Err(fail(a, "z.tuple() of a value that is not an array literal"));
                };
                let mut out = Vec::with_capacity(items.len());
                for i in items {
                    out.push(Value::Object(
                        self.node(i, &format!("{path}[]"))?.finish(self.io),
                    ));
                }
                let n = out.len();
                let mut m = leaf("array");
                m.insert("items".into(), Value::Array(out));
                let rest = match args.get(1) {
                    Some(r) => Some(self.node(r, &format!("{path}[]"))?),
                    None => None,
                };
                Z::with_base(Base::Tuple(tuple_tail(m, n, rest, self.io)))
            }
            ("", "record") => {
                let (Some(k), Some(v)) = (args.first(), args.get(1)) else {
                    return Err(fail(e, "z.record() without a key and a value schema"));
                };
                let key = self.node(k, path)?.finish(self.io);
                let value = self.node(v, &format!("{path}.*"))?.finish(self.io);
                let mut m = leaf("object");
                let required = key.get("enum").cloned();
                m.insert("propertyNames".into(), Value::Object(key));
                m.insert("additionalProperties".into(), Value::Object(value));
                if let Some(r) = required {
                    m.insert("required".into(), r);
                }
                Z::json(m)
            }
            ("", "union" | "discriminatedUnion") => {
                let list = if method == "union" {
                    args.first()
                } else {
                    args.get(1)
                };
                let list = list
                    .map(|a| self.follow(a))
                    .transpose()?
                    .ok_or_else(|| fail(e, "a union without its options"))?;
                let ExprKind::Array(items) = &list.kind else {
                    return Err(fail(
                        list,
                        "a union of a value that is not an array literal",
                    ));
                };
                let mut options = Vec::with_capacity(items.len());
                for i in items {
                    options.push(self.node(i, path)?.finish(self.io));
                }
                if method == "union" {
                    union(options)
                } else {
                    let mut m = Map::new();
                    m.insert(
                        "oneOf".into(),
                        Value::Array(options.into_iter().map(Value::Object).collect()),
                    );
                    Z::json(m)
                }
            }
            _ => {
                let name = if ns.is_empty() {
                    format!("z.{method}()")
                } else {
                    format!("z.{ns}.{method}()")
                };
                return Err(fail(
                    e,
                    format!("{name}, which the translator does not know"),
                ));
            }
        })
    }

    fn method(
        &mut self,
        e: &Expr,
        mut z: Z,
        method: &str,
        args: &[Expr],
        path: &str,
    ) -> Result<Z, Unresolved> {
        let unknown = |e: &Expr| {
            fail(
                e,
                format!(".{method}(), which the translator does not know here"),
            )
        };
        match method {
            // Wrappers and annotations: any schema.
            "optional" => {
                let mut z = z.seal(self.io);
                z.optional = true;
                return Ok(z);
            }
            "nullable" | "nullish" => {
                let optional = z.optional || method == "nullish";
                let defaulted = z.defaulted;
                let inner = z.seal(self.io).finish(self.io);
                let bare = inner.len() == 1 && inner.get("type").is_some_and(Value::is_string);
                let mut m = Map::new();
                if bare {
                    let t = inner.get("type").cloned().unwrap_or(Value::Null);
                    m.insert("type".into(), json!([t, "null"]));
                } else {
                    m.insert(
                        "anyOf".into(),
                        json!([Value::Object(inner), {"type": "null"}]),
                    );
                }
                let mut out = Z::json(m);
                out.wrapped = true;
                out.optional = optional;
                out.defaulted = defaulted;
                return Ok(out);
            }
            "default" => {
                let a = args
                    .first()
                    .ok_or_else(|| fail(e, ".default() without a value"))?;
                let v = self.literal(a)?;
                let mut z = z.seal(self.io);
                z.optional = false;
                z.defaulted = true;
                let own = std::mem::take(&mut z.extra_keys);
                z.extra_keys.insert("default".into(), v);
                z.extra_keys.extend(own);
                return Ok(z);
            }
            "describe" => {
                let s = self.str_arg(e, args, 0)?;
                self.described(path, s);
                z.extra_keys
                    .insert("description".into(), json!(s.as_str().unwrap_or("")));
                return Ok(z);
            }
            "meta" => {
                let a = args
                    .first()
                    .ok_or_else(|| fail(e, ".meta() without a value"))?;
                let a = self.follow(a)?;
                let meta = self.literal(a)?;
                let Value::Object(meta) = meta else {
                    return Err(fail(a, ".meta() of a value that is not an object literal"));
                };
                if let Some(d) = a.prop("description")
                    && let Ok(d) = self.follow(&d.value)
                {
                    self.described(path, d);
                }
                z.extra_keys.extend(meta);
                return Ok(z);
            }
            "readonly" => {
                z.extra_keys.insert("readOnly".into(), json!(true));
                return Ok(z);
            }
            // Checks that print nothing.
            "refine" | "superRefine" | "check" | "brand" | "trim" | "toLowerCase"
            | "toUpperCase" | "normalize" | "finite" | "safe" => return Ok(z),
            "array" if args.is_empty() => {
                let mut m = Map::new();
                m.insert("type".into(), json!("array"));
                m.insert("items".into(), Value::Object(z.finish(self.io)));
                return Ok(Z::with_base(Base::Array(m)));
            }
            "or" => {
                let a = args
                    .first()
                    .ok_or_else(|| fail(e, ".or() without an option"))?;
                let other = self.node(a, path)?.finish(self.io);
                return Ok(union(vec![z.finish(self.io), other]));
            }
            _ => {}
        }
        if z.wrapped {
            return Err(unknown(e));
        }
        match &mut z.base {
            Base::String(m) => match method {
                "min" | "nonempty" | "max" | "length" => {
                    self.length_bounds(m, ("minLength", "maxLength"), method, e, args)?;
                }
                "regex" => {
                    let a = args
                        .first()
                        .ok_or_else(|| fail(e, ".regex() without a pattern"))?;
                    let a = self.follow(a)?;
                    let ExprKind::Regex { pattern } = &a.kind else {
                        return Err(fail(a, ".regex() of a value that is not a regex literal"));
                    };
                    if m.contains_key("pattern") || m.contains_key("format") {
                        return Err(unknown(e));
                    }
                    m.insert("pattern".into(), json!(pattern));
                }
                "email" | "uuid" | "url" | "datetime" | "date" => {
                    if m.contains_key("pattern") || m.contains_key("format") || !args.is_empty() {
                        return Err(unknown(e));
                    }
                    let (fmt, pattern) = match method {
                        "email" => ("email", Some(EMAIL.to_string())),
                        "uuid" => ("uuid", Some(UUID.to_string())),
                        "url" => ("uri", None),
                        "datetime" => ("date-time", Some(format!("^{DATE}T{TIME}$"))),
                        _ => ("date", Some(format!("^{DATE}$"))),
                    };
                    m.insert("format".into(), json!(fmt));
                    if let Some(p) = pattern {
                        m.insert("pattern".into(), json!(p));
                    }
                }
                _ => return Err(unknown(e)),
            },
            Base::Number { map, int } => match method {
                "int" => *int = true,
                "min" | "gte" | "nonnegative" => {
                    let n = if method == "nonnegative" {
                        0.0
                    } else {
                        self.num_arg(e, args, 0)?
                    };
                    tighten(map, "minimum", n, f64::max);
                }
                "max" | "lte" | "nonpositive" => {
                    let n = if method == "nonpositive" {
                        0.0
                    } else {
                        self.num_arg(e, args, 0)?
                    };
                    tighten(map, "maximum", n, f64::min);
                }
                "gt" | "positive" => {
                    let n = if method == "positive" {
                        0.0
                    } else {
                        self.num_arg(e, args, 0)?
                    };
                    tighten(map, "exclusiveMinimum", n, f64::max);
                }
                "lt" | "negative" => {
                    let n = if method == "negative" {
                        0.0
                    } else {
                        self.num_arg(e, args, 0)?
                    };
                    tighten(map, "exclusiveMaximum", n, f64::min);
                }
                "multipleOf" | "step" => {
                    let n = self.num_arg(e, args, 0)?;
                    map.insert("multipleOf".into(), number(n));
                }
                _ => return Err(unknown(e)),
            },
            Base::Array(m) => match method {
                "min" | "nonempty" | "max" | "length" => {
                    self.length_bounds(m, ("minItems", "maxItems"), method, e, args)?;
                }
                _ => return Err(unknown(e)),
            },
            Base::Tuple(m) => match method {
                "rest" if m.get("additionalItems") == Some(&json!(false)) => {
                    let a = args
                        .first()
                        .ok_or_else(|| fail(e, ".rest() without a schema"))?;
                    let rest = self.node(a, &format!("{path}[]"))?;
                    let n = m.get("items").and_then(Value::as_array).map_or(0, Vec::len);
                    let mut base = Map::new();
                    base.insert("type".into(), json!("array"));
                    base.insert(
                        "items".into(),
                        m.get("items").cloned().unwrap_or_else(|| json!([])),
                    );
                    *m = tuple_tail(base, n, Some(rest), self.io);
                }
                _ => return Err(unknown(e)),
            },
            Base::Object { shape, extra } => match method {
                "extend" | "merge" | "safeExtend" => {
                    let a = args
                        .first()
                        .ok_or_else(|| fail(e, "a call without its argument"))?;
                    let (fields, other_extra) = if method == "merge" {
                        match self.node(a, path)? {
                            Z {
                                base: Base::Object { shape, extra },
                                wrapped: false,
                                ..
                            } => (shape, Some(extra)),
                            _ => return Err(fail(a, ".merge() of a schema that is not an object")),
                        }
                    } else {
                        (self.shape(a, path)?, None)
                    };
                    for f in fields {
                        set_field(shape, f);
                    }
                    if let Some(x) = other_extra {
                        *extra = x;
                    }
                }
                "passthrough" => *extra = Extra::Passthrough,
                "strict" => *extra = Extra::Strict,
                "strip" => *extra = Extra::Strip,
                "partial" | "required" if args.is_empty() => {
                    for f in shape.iter_mut() {
                        f.z.optional = method == "partial";
                    }
                }
                "pick" | "omit" => {
                    let a = args
                        .first()
                        .ok_or_else(|| fail(e, "a call without its mask"))?;
                    let mask = self.literal(a)?;
                    let Value::Object(mask) = mask else {
                        return Err(fail(a, "a mask that is not an object literal"));
                    };
                    let keep = |k: &str| {
                        let listed = mask.get(k) == Some(&Value::Bool(true));
                        listed == (method == "pick")
                    };
                    shape.retain(|f| keep(&f.key));
                }
                _ => return Err(unknown(e)),
            },
            Base::Json(_) => return Err(unknown(e)),
        }
        Ok(z)
    }

    fn described(&mut self, path: &str, s: &Expr) {
        if let ExprKind::Str { value, inner } = &s.kind {
            self.descriptions.push(Described {
                path: path.to_string(),
                value: value.clone(),
                range: s.range.clone(),
                inner: inner.clone(),
            });
        }
    }
}

/// `minItems`/`maxItems`/`additionalItems` of a tuple of `n` items.
fn tuple_tail(mut m: Map<String, Value>, n: usize, rest: Option<Z>, io: Io) -> Map<String, Value> {
    match rest {
        Some(r) => {
            m.insert("additionalItems".into(), Value::Object(r.finish(io)));
            m.insert("minItems".into(), json!(n));
        }
        None => {
            m.insert("additionalItems".into(), json!(false));
            m.insert("minItems".into(), json!(n));
            m.insert("maxItems".into(), json!(n));
        }
    }
    m
}

/// A union as zod prints it: a `type` array when every option is a bare
/// type, else `anyOf`.
fn union(options: Vec<Map<String, Value>>) -> Z {
    let bare = !options.is_empty()
        && options
            .iter()
            .all(|o| o.len() == 1 && o.get("type").is_some_and(Value::is_string));
    let mut m = Map::new();
    if bare {
        let types: Vec<Value> = options
            .into_iter()
            .filter_map(|mut o| o.remove("type"))
            .collect();
        m.insert("type".into(), Value::Array(types));
    } else {
        m.insert(
            "anyOf".into(),
            Value::Array(options.into_iter().map(Value::Object).collect()),
        );
    }
    Z::json(m)
}

/// Sets a bound, keeping the tighter of an existing one and `n`.
fn tighten(m: &mut Map<String, Value>, key: &str, n: f64, pick: fn(f64, f64) -> f64) {
    let v = match m.get(key).and_then(Value::as_f64) {
        Some(old) => pick(old, n),
        None => n,
    };
    m.insert(key.into(), number(v));
}

/// A key JavaScript orders as an array index (`"0"`, `"3"`; not `"03"`).
fn array_index(key: &str) -> Option<u32> {
    let canonical =
        key == "0" || (!key.starts_with('0') && key.bytes().all(|b| b.is_ascii_digit()));
    if !canonical || key.is_empty() {
        return None;
    }
    key.parse::<u32>().ok().filter(|&n| n < u32::MAX)
}

/// Adds a field to a shape, replacing one of the same key in place.
fn set_field(shape: &mut Vec<Field>, field: Field) {
    match shape.iter_mut().find(|f| f.key == field.key) {
        Some(old) => *old = field,
        None => shape.push(field),
    }
}
