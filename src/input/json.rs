//! Strict JSON with byte spans, on `jsonc-parser`'s AST (all JSON5/JSONC
//! leniencies off). All use of `jsonc-parser` is kept in this file.
//!
//! Nesting is checked before parsing by a linear scan, so a hostile file
//! never reaches a recursive descent deeper than `max-nesting`.

use std::ops::Range;

use jsonc_parser::ast::{Object, ObjectProp, Value};
use jsonc_parser::{CollectOptions, ParseOptions};

pub use jsonc_parser::ast::Value as JsonAst;

use crate::model::problem::Problem;

/// A JSON syntax problem with its byte range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonError {
    /// [`Problem::InvalidJson`] or [`Problem::JsonTooDeep`].
    pub problem: Problem,
    pub range: Range<usize>,
}

fn strict() -> ParseOptions {
    ParseOptions {
        allow_comments: false,
        allow_loose_object_property_names: false,
        allow_trailing_commas: false,
        allow_missing_commas: false,
        allow_single_quoted_strings: false,
        allow_hexadecimal_numbers: false,
        allow_unary_plus_numbers: false,
        allow_bare_decimal_point_numbers: false,
        allow_non_finite_numbers: false,
        allow_extended_string_escapes: false,
    }
}

/// The deepest nesting the JSON parser accepts; `[limits] max-nesting` is
/// capped to it so that the finding is always ours.
pub const PARSER_MAX_NESTING: usize = 512;

/// Parses strict JSON. `Ok(None)` for a text that is empty or only white space.
pub fn parse(text: &str, max_nesting: usize) -> Result<Option<Value<'_>>, JsonError> {
    check_nesting(text, max_nesting.min(PARSER_MAX_NESTING))?;
    let result =
        jsonc_parser::parse_to_ast(text, &CollectOptions::default(), &strict()).map_err(|e| {
            let r = e.range();
            JsonError {
                problem: Problem::InvalidJson {
                    detail: e.kind().to_string(),
                },
                range: r.start..r.end.max(r.start),
            }
        })?;
    Ok(result.value)
}

/// Fails when arrays/objects nest deeper than `max`, pointing at the bracket
/// that goes too deep.
pub fn check_nesting(text: &str, max: usize) -> Result<(), JsonError> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return Err(JsonError {
                        problem: Problem::JsonTooDeep {
                            levels: max,
                            parser_cap: max >= PARSER_MAX_NESTING,
                        },
                        range: i..i + 1,
                    });
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

pub fn range(v: &Value<'_>) -> Range<usize> {
    let r = match v {
        Value::StringLit(s) => s.range,
        Value::NumberLit(n) => n.range,
        Value::BooleanLit(b) => b.range,
        Value::Object(o) => o.range,
        Value::Array(a) => a.range,
        Value::NullKeyword(n) => n.range,
    };
    r.start..r.end
}

/// "a string", "an object", ... for messages.
pub fn kind_name(v: &Value<'_>) -> &'static str {
    match v {
        Value::StringLit(_) => "a string",
        Value::NumberLit(_) => "a number",
        Value::BooleanLit(_) => "a boolean",
        Value::Object(_) => "an object",
        Value::Array(_) => "an array",
        Value::NullKeyword(_) => "null",
    }
}

/// The property `key` of an object: its last occurrence, as `JSON.parse`
/// keeps the last value of a duplicated key.
pub fn get<'b, 'a>(obj: &'b Object<'a>, key: &str) -> Option<&'b ObjectProp<'a>> {
    obj.properties.iter().rev().find(|p| p.name.as_str() == key)
}

/// The value of property `key`, if present.
pub fn get_value<'b, 'a>(obj: &'b Object<'a>, key: &str) -> Option<&'b Value<'a>> {
    get(obj, key).map(|p| &p.value)
}

/// The byte range of a property's key (quotes included).
pub fn key_range(prop: &ObjectProp<'_>) -> Range<usize> {
    let r = match &prop.name {
        jsonc_parser::ast::ObjectPropName::String(s) => s.range,
        jsonc_parser::ast::ObjectPropName::Word(w) => w.range,
    };
    r.start..r.end
}

/// Converts an AST value to `serde_json::Value`. Object keys keep source
/// order; a duplicated key keeps its first position and its last value.
/// Depth is bounded by [`check_nesting`].
pub fn to_value(v: &Value<'_>) -> serde_json::Value {
    match v {
        Value::StringLit(s) => serde_json::Value::String(s.value.to_string()),
        Value::NumberLit(n) => number(n.value),
        Value::BooleanLit(b) => serde_json::Value::Bool(b.value),
        Value::NullKeyword(_) => serde_json::Value::Null,
        Value::Array(a) => serde_json::Value::Array(a.elements.iter().map(to_value).collect()),
        Value::Object(o) => {
            let mut map = serde_json::Map::with_capacity(o.properties.len());
            for p in &o.properties {
                map.insert(p.name.as_str().to_string(), to_value(&p.value));
            }
            serde_json::Value::Object(map)
        }
    }
}

fn number(literal: &str) -> serde_json::Value {
    if let Ok(i) = literal.parse::<i64>() {
        return serde_json::Value::from(i);
    }
    if let Ok(u) = literal.parse::<u64>() {
        return serde_json::Value::from(u);
    }
    match literal.parse::<f64>() {
        Ok(f) if f.is_finite() => serde_json::Number::from_f64(f)
            .map(serde_json::Value::Number)
            .unwrap_or(serde_json::Value::Null),
        // 1e999 and the like: keep the presence of a value
        _ => serde_json::Value::from(if literal.starts_with('-') {
            f64::MIN
        } else {
            f64::MAX
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_mode_rejects_json5() {
        for bad in [
            "{\"a\":1,}",
            "// c\n{}",
            "{'a':1}",
            "{a:1}",
            "[0x10]",
            "[+1]",
            "[.5]",
        ] {
            assert!(parse(bad, 128).is_err(), "{bad}");
        }
        assert!(parse("{\"a\": [1, 2.5e3, null, true]}", 128).is_ok());
    }

    #[test]
    fn empty_text_is_none() {
        assert!(parse("", 128).unwrap().is_none());
        assert!(parse(" \n ", 128).unwrap().is_none());
    }

    #[test]
    fn nesting_limit_points_at_the_bracket() {
        let text = format!("{}{}", "[".repeat(5), "]".repeat(5));
        let e = parse(&text, 4).unwrap_err();
        assert_eq!(e.range, 4..5);
        // brackets inside strings do not count
        assert!(parse("[\"[[[[[[[[\"]", 2).is_ok());
        // 100,000 levels are refused without recursion
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(parse(&deep, 128).is_err());
    }

    #[test]
    fn syntax_error_has_range() {
        let e = parse("{\"a\": 1 \"b\": 2}", 128).unwrap_err();
        assert_eq!(e.range.start, 7);
        assert!(
            matches!(&e.problem, Problem::InvalidJson { detail } if detail.contains("Expected comma")),
            "{e:?}"
        );
    }

    #[test]
    fn duplicate_keys_last_value_first_position() {
        let v = parse("{\"a\":1,\"b\":2,\"a\":3}", 128).unwrap().unwrap();
        let j = to_value(&v);
        assert_eq!(j.to_string(), "{\"a\":3,\"b\":2}");
        let Value::Object(o) = &v else { panic!() };
        assert_eq!(range(get_value(o, "a").unwrap()), 17..18);
    }
}
