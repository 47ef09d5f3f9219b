//! Findings as rules produce them: rule, severity, message, suggestion, the
//! commands involved, evidence and symbolic locations (spans, resolved to
//! lines and columns only when the report is built).

use std::ops::Range;

use serde_json::{Map, Value};

use crate::meta::RuleMeta;
pub use crate::meta::Severity;
use crate::model::{Text, TextEncoding};
use crate::source::Span;

/// A location before resolution to line and column.
#[derive(Clone, Debug, PartialEq)]
pub enum Loc {
    /// A whole token (a JSON value with its quotes, a YAML scalar, a key).
    Span(Span),
    /// A byte range of the decoded value of a string token; resolved through
    /// the token's source text (JSON escapes, YAML quoting).
    InText {
        span: Span,
        encoding: TextEncoding,
        range: Range<usize>,
    },
    /// A value (or, with `key`, the key naming it) inside the JSON value at
    /// `span`, by the segments of its JSON pointer; resolved by reading that
    /// value's source again, to the deepest part of the path that exists.
    Pointer {
        span: Span,
        path: Vec<String>,
        key: bool,
    },
}

impl Loc {
    pub fn span(&self) -> Span {
        match self {
            Loc::Span(s) => *s,
            Loc::InText { span, .. } | Loc::Pointer { span, .. } => *span,
        }
    }

    /// The part `range` (bytes of the decoded value) of a text value.
    pub fn in_text(text: &Text, range: Range<usize>) -> Loc {
        Loc::InText {
            span: text.span,
            encoding: text.encoding,
            range,
        }
    }
}

impl Loc {
    /// The value at `path` inside the JSON value at `span`.
    pub fn pointer<S: ToString>(span: Span, path: &[S]) -> Loc {
        Loc::Pointer {
            span,
            path: path.iter().map(ToString::to_string).collect(),
            key: false,
        }
    }

    /// The key of the property at `path` inside the JSON value at `span`.
    pub fn pointer_key<S: ToString>(span: Span, path: &[S]) -> Loc {
        Loc::Pointer {
            span,
            path: path.iter().map(ToString::to_string).collect(),
            key: true,
        }
    }
}

impl From<Span> for Loc {
    fn from(s: Span) -> Loc {
        Loc::Span(s)
    }
}

/// A secondary location with a short label ("the other command").
#[derive(Clone, Debug, PartialEq)]
pub struct Related {
    pub loc: Loc,
    pub message: String,
}

/// One problem found by a rule or an input adapter.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub rule: &'static RuleMeta,
    pub severity: Severity,
    pub message: String,
    pub suggestion: String,
    /// The command (or skill) names involved, in the rule's order.
    pub commands: Vec<String>,
    /// What the fingerprint is computed from: the command names, the members
    /// of a cycle, or a skill's folder path. Sorted and de-duplicated when
    /// hashed.
    pub subjects: Vec<String>,
    /// Tells apart findings of one rule on the same subjects.
    pub discriminator: String,
    /// Rule-specific details, in insertion order.
    pub evidence: Map<String, Value>,
    pub primary: Loc,
    pub related: Vec<Related>,
}

impl Finding {
    /// A finding with the rule's default severity, commands = subjects.
    pub fn new(
        rule: &'static RuleMeta,
        primary: impl Into<Loc>,
        message: impl Into<String>,
        suggestion: impl Into<String>,
    ) -> Finding {
        Finding {
            rule,
            severity: rule.default_severity,
            message: message.into(),
            suggestion: suggestion.into(),
            commands: Vec::new(),
            subjects: Vec::new(),
            discriminator: String::new(),
            evidence: Map::new(),
            primary: primary.into(),
            related: Vec::new(),
        }
    }

    pub fn severity(mut self, severity: Severity) -> Finding {
        self.severity = severity;
        self
    }

    /// Sets the commands involved; they are also the fingerprint subjects
    /// unless [`Finding::subjects`] is called afterwards.
    pub fn commands<I, S>(mut self, commands: I) -> Finding
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.commands = commands.into_iter().map(Into::into).collect();
        self.subjects = self.commands.clone();
        self
    }

    pub fn subjects<I, S>(mut self, subjects: I) -> Finding
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.subjects = subjects.into_iter().map(Into::into).collect();
        self
    }

    pub fn discriminator(mut self, d: impl Into<String>) -> Finding {
        self.discriminator = d.into();
        self
    }

    pub fn evidence(mut self, key: &str, value: impl Into<Value>) -> Finding {
        self.evidence.insert(key.to_string(), value.into());
        self
    }

    pub fn related(mut self, loc: impl Into<Loc>, message: impl Into<String>) -> Finding {
        self.related.push(Related {
            loc: loc.into(),
            message: message.into(),
        });
        self
    }
}

/// A JSON number for a float, written as an integer when it is integral (as
/// JavaScript prints numbers), so `1` and not `1.0`.
pub fn json_number(x: f64) -> Value {
    if x.is_finite() && x.fract() == 0.0 && x.abs() < 9_007_199_254_740_992.0 {
        Value::from(x as i64)
    } else {
        serde_json::Number::from_f64(x)
            .map(Value::Number)
            .unwrap_or(Value::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_numbers_print_like_javascript() {
        assert_eq!(json_number(1.0).to_string(), "1");
        assert_eq!(json_number(0.5).to_string(), "0.5");
        assert_eq!(
            json_number(1.0000000000000002).to_string(),
            "1.0000000000000002"
        );
        assert_eq!(json_number(f64::NAN), Value::Null);
    }
}
