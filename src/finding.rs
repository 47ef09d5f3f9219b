//! Findings as rules produce them: rule, severity, message, suggestion, the
//! commands involved, evidence and symbolic locations (spans, resolved to
//! lines and columns only when the report is built).

use std::borrow::Cow;
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
    /// Most suggestions are fixed texts of the rule: borrowed, not copied
    /// into every finding.
    pub suggestion: Cow<'static, str>,
    /// The command (or skill) names involved, in the rule's order.
    pub commands: Vec<String>,
    /// What the fingerprint is computed from, when it is not the command
    /// names (empty then): the members of a cycle, or a skill's folder path.
    /// Sorted and de-duplicated when hashed (see [`Finding::subjects`]).
    subjects: Vec<String>,
    /// Tells apart findings of one rule on the same subjects.
    pub discriminator: String,
    /// Rule-specific details, in insertion order.
    pub evidence: Evidence,
    pub primary: Loc,
    pub related: Vec<Related>,
}

impl Finding {
    /// A finding with the rule's default severity, commands = subjects.
    pub fn new(
        rule: &'static RuleMeta,
        primary: impl Into<Loc>,
        message: impl Into<String>,
        suggestion: impl Into<Cow<'static, str>>,
    ) -> Finding {
        Finding {
            rule,
            severity: rule.default_severity,
            message: message.into(),
            suggestion: suggestion.into(),
            commands: Vec::new(),
            subjects: Vec::new(),
            discriminator: String::new(),
            evidence: Evidence::default(),
            primary: primary.into(),
            related: Vec::new(),
        }
    }

    pub fn severity(mut self, severity: Severity) -> Finding {
        self.severity = severity;
        self
    }

    /// Sets the commands involved; they are also the fingerprint subjects
    /// unless [`Finding::subjects`] sets others.
    pub fn commands<I, S>(mut self, commands: I) -> Finding
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.commands = commands.into_iter().map(Into::into).collect();
        self
    }

    /// What the fingerprint is computed from: the subjects set with
    /// [`Finding::subjects`], else the commands.
    pub fn fingerprint_subjects(&self) -> &[String] {
        if self.subjects.is_empty() {
            &self.commands
        } else {
            &self.subjects
        }
    }

    /// Whether the fingerprint subjects were set apart from the commands.
    pub fn has_own_subjects(&self) -> bool {
        !self.subjects.is_empty()
    }

    /// Sets the fingerprint subjects from a list built elsewhere.
    pub fn set_subjects(&mut self, subjects: Vec<String>) {
        self.subjects = subjects;
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

    pub fn evidence(mut self, key: &'static str, value: impl Into<Value>) -> Finding {
        self.evidence.insert(key, value.into());
        self
    }

    pub fn related(mut self, loc: impl Into<Loc>, message: impl Into<String>) -> Finding {
        // most findings have one related location: no room for four
        if self.related.is_empty() {
            self.related.reserve_exact(1);
        }
        self.related.push(Related {
            loc: loc.into(),
            message: message.into(),
        });
        self
    }
}

/// A finding's rule-specific details: named JSON values in insertion
/// order, printed as one JSON object. Most findings have one or two, so
/// they are kept as a short list (a map's table and spare slots made up a
/// quarter of what a finding costs when 300,000 of them are reported).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Evidence(Vec<(&'static str, Value)>);

impl Evidence {
    /// Sets `key`, in place when it is already there.
    pub fn insert(&mut self, key: &'static str, value: Value) {
        if let Some(slot) = self.0.iter_mut().find(|(k, _)| *k == key) {
            slot.1 = value;
            return;
        }
        if self.0.is_empty() {
            self.0.reserve_exact(1);
        }
        self.0.push((key, value));
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &Value)> {
        self.0.iter().map(|(k, v)| (*k, v))
    }

    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut Value> {
        self.0.iter_mut().map(|(_, v)| v)
    }

    /// The details as a JSON object.
    pub fn to_map(&self) -> Map<String, Value> {
        self.0
            .iter()
            .map(|(k, v)| ((*k).to_string(), v.clone()))
            .collect()
    }
}

impl serde::Serialize for Evidence {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
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

    #[test]
    fn evidence_keeps_insertion_order_and_replaces_in_place() {
        let mut e = Evidence::default();
        e.insert("z", Value::from(1));
        e.insert("a", Value::from("x"));
        e.insert("z", Value::from(2));
        assert_eq!(serde_json::to_string(&e).unwrap(), r#"{"z":2,"a":"x"}"#);
        assert_eq!(e.get("a"), Some(&Value::from("x")));
        assert_eq!(e.get("b"), None);
        let mut map = Map::new();
        map.insert("z".into(), Value::from(2));
        map.insert("a".into(), Value::from("x"));
        // the same bytes as the JSON object it stands for
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            serde_json::to_string(&map).unwrap()
        );
        assert_eq!(e.to_map(), map);
        assert_eq!(serde_json::to_string(&Evidence::default()).unwrap(), "{}");
    }

    #[test]
    fn subjects_default_to_the_commands() {
        let rule = crate::rules::all_meta().next().unwrap();
        let f = Finding::new(rule, Span::new(crate::source::FileId(0), 0..0), "m", "s")
            .commands(["b", "a"]);
        assert!(!f.has_own_subjects());
        assert_eq!(f.fingerprint_subjects(), ["b", "a"]);
        let f = f.subjects(["dir"]);
        assert!(f.has_own_subjects());
        assert_eq!(f.fingerprint_subjects(), ["dir"]);
    }
}
