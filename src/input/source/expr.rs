//! The parser-neutral expression tree the source readers work on.
//!
//! `ts.rs` and `py.rs` (the only files that know a parser) lower the parts
//! of a file that can define tools into [`Expr`]s; everything after them
//! (`afd.rs`, `sdk.rs`, `fastmcp.rs`, `zod.rs`) reads only this tree, so a
//! parser upgrade touches one file.

use std::ops::Range;

/// An expression with its byte range in the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub range: Range<usize>,
    pub kind: ExprKind,
}

/// What an expression is, as far as reading tool definitions goes.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A string literal, or a template literal without expressions.
    /// `inner` is the byte range of the characters between the quotes when
    /// they spell the value exactly (no escapes), so a range inside the
    /// value maps back to the source.
    Str {
        value: String,
        inner: Option<Range<usize>>,
    },
    /// A number literal.
    Num(f64),
    Bool(bool),
    Null,
    /// A name (`z`, `server`, `Optional`).
    Ident(String),
    /// `object.property`.
    Member(Box<Expr>, String),
    /// A call: the callee, positional arguments and (Python) keyword
    /// arguments.
    Call {
        callee: Box<Expr>,
        args: Vec<Expr>,
        kwargs: Vec<(String, Expr)>,
    },
    /// An object literal (JavaScript) or a dict display (Python).
    Object(Vec<Prop>),
    /// An array literal (JavaScript) or a list or tuple (Python).
    Array(Vec<Expr>),
    /// `value[index, …]` (Python type annotations).
    Subscript(Box<Expr>, Vec<Expr>),
    /// A regular-expression literal.
    Regex {
        pattern: String,
    },
    /// A function (a handler): read no further.
    Function,
    /// What cannot be read statically, and why ("a template literal with
    /// expressions", "a spread", …).
    Unknown(&'static str),
}

/// One entry of an object literal.
#[derive(Clone, Debug, PartialEq)]
pub struct Prop {
    /// The key, or why it cannot be known (a spread, a computed key).
    pub key: Result<String, &'static str>,
    pub key_range: Range<usize>,
    pub value: Expr,
}

impl Expr {
    pub fn new(range: Range<usize>, kind: ExprKind) -> Expr {
        Expr { range, kind }
    }

    pub fn unknown(range: Range<usize>, why: &'static str) -> Expr {
        Expr::new(range, ExprKind::Unknown(why))
    }

    /// The string value of a literal.
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            ExprKind::Str { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The name of a plain identifier.
    pub fn as_ident(&self) -> Option<&str> {
        match &self.kind {
            ExprKind::Ident(n) => Some(n),
            _ => None,
        }
    }

    /// The entry `key` of an object literal, if the literal has it.
    pub fn prop(&self, key: &str) -> Option<&Prop> {
        match &self.kind {
            ExprKind::Object(props) => props.iter().rev().find(|p| p.key.as_deref() == Ok(key)),
            _ => None,
        }
    }

    /// Why an object literal may hold keys that cannot be read (a spread, a
    /// computed key): a key it lacks may still be there at run time.
    pub fn opaque_entry(&self) -> Option<&Prop> {
        match &self.kind {
            ExprKind::Object(props) => props.iter().find(|p| p.key.is_err()),
            _ => None,
        }
    }

    /// A dotted path of identifiers (`server.tool`, `z.string`), if the
    /// expression is one.
    pub fn path(&self) -> Option<String> {
        match &self.kind {
            ExprKind::Ident(n) => Some(n.clone()),
            ExprKind::Member(obj, prop) => obj.path().map(|p| format!("{p}.{prop}")),
            _ => None,
        }
    }

    /// Why the value cannot be read statically, when it cannot.
    pub fn unknown_reason(&self) -> Option<&'static str> {
        match &self.kind {
            ExprKind::Unknown(why) => Some(why),
            _ => None,
        }
    }
}
