//! The JavaScript semantics that the reference validator (TypeScript) lets
//! leak into its findings: truthiness, `===`, object key order, `Math.round`
//! and the `\s` character class. The surface rules use these so that a team
//! moving from the reference gets the same findings.

use serde_json::Value;

/// JavaScript truthiness of a JSON value (`0`, `""`, `false` and `null` are
/// falsy; every object and array, empty ones included, is truthy).
pub fn truthy(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|x| x != 0.0 && !x.is_nan()),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

/// Truthiness of an optional member (`undefined` is falsy).
pub fn truthy_opt(v: Option<&Value>) -> bool {
    v.is_some_and(truthy)
}

/// `a === b` for two optional members (`undefined === undefined` is true;
/// objects and arrays compare by reference, so two of them are never equal).
pub fn strict_equal(a: Option<&Value>, b: Option<&Value>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(Value::Null), Some(Value::Null)) => true,
        (Some(Value::Bool(x)), Some(Value::Bool(y))) => x == y,
        (Some(Value::String(x)), Some(Value::String(y))) => x == y,
        (Some(Value::Number(x)), Some(Value::Number(y))) => match (x.as_f64(), y.as_f64()) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        },
        _ => false,
    }
}

/// Whether a property key is an array index, which JavaScript objects list
/// before every other key, in ascending numeric order.
fn array_index(key: &str) -> Option<u32> {
    let bytes = key.as_bytes();
    if bytes.is_empty() || bytes.len() > 10 || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    if bytes.len() > 1 && bytes.first() == Some(&b'0') {
        return None;
    }
    // 2^32 - 1 is not an array index.
    key.parse::<u64>()
        .ok()
        .filter(|n| *n < u64::from(u32::MAX))
        .and_then(|n| u32::try_from(n).ok())
}

/// `Object.keys(v)`: an object's keys in JavaScript order (array indices
/// first, ascending, then the other keys in insertion order); an array's or
/// a string's indices; nothing for other values.
pub fn object_keys(v: &Value) -> Vec<String> {
    match v {
        Value::Object(map) => {
            let mut indices: Vec<(u32, &String)> = Vec::new();
            let mut others: Vec<&String> = Vec::new();
            for k in map.keys() {
                match array_index(k) {
                    Some(n) => indices.push((n, k)),
                    None => others.push(k),
                }
            }
            indices.sort_by_key(|(n, _)| *n);
            indices
                .into_iter()
                .map(|(_, k)| k.clone())
                .chain(others.into_iter().cloned())
                .collect()
        }
        Value::Array(a) => (0..a.len()).map(|i| i.to_string()).collect(),
        Value::String(s) => (0..s.encode_utf16().count())
            .map(|i| i.to_string())
            .collect(),
        _ => Vec::new(),
    }
}

/// `v[key]` for a key from [`object_keys`].
pub fn member<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    match v {
        Value::Object(map) => map.get(key),
        Value::Array(a) => key.parse::<usize>().ok().and_then(|i| a.get(i)),
        _ => None,
    }
}

/// `Math.round(x)`: the nearest integer, halves rounded up (towards +∞).
pub fn math_round(x: f64) -> f64 {
    let floor = x.floor();
    // `x - floor` is exact for every double, so the tie test is exact too.
    if x - floor >= 0.5 { floor + 1.0 } else { floor }
}

/// A percentage as the reference prints it: `Math.round(ratio * 100)`.
pub fn percent(ratio: f64) -> i64 {
    let r = math_round(ratio * 100.0);
    if r.is_finite() { r as i64 } else { 0 }
}

/// JavaScript's `\s`: the Unicode space separators, the ASCII controls
/// TAB..CR, NBSP, the line and paragraph separators and U+FEFF. (Rust's
/// `char::is_whitespace` differs: it includes U+0085 and excludes U+FEFF.)
pub fn is_js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r' | ' ' | '\u{A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202F}'
                | '\u{205F}'
                | '\u{3000}'
                | '\u{FEFF}'
    )
}

/// `\s` as a character class for the `regex` crate (JavaScript's set).
pub const JS_SPACE_CLASS: &str = r"[\t\n\x0B\x0C\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]";

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn truthiness() {
        for v in [json!(0), json!(0.0), json!(""), json!(false), json!(null)] {
            assert!(!truthy(&v), "{v}");
        }
        for v in [json!(1), json!("x"), json!(true), json!([]), json!({})] {
            assert!(truthy(&v), "{v}");
        }
        assert!(!truthy_opt(None));
    }

    #[test]
    fn strict_equality() {
        assert!(strict_equal(None, None));
        assert!(strict_equal(Some(&json!("a")), Some(&json!("a"))));
        assert!(strict_equal(Some(&json!(1)), Some(&json!(1.0))));
        assert!(!strict_equal(Some(&json!("a")), None));
        assert!(!strict_equal(
            Some(&json!(["string", "null"])),
            Some(&json!(["string", "null"]))
        ));
        assert!(strict_equal(Some(&json!(null)), Some(&json!(null))));
    }

    #[test]
    fn key_order_puts_array_indices_first() {
        let v: Value = serde_json::from_str(
            r#"{"b":1,"10":1,"a":1,"2":1,"01":1,"-1":1,"4294967295":1,"4294967294":1}"#,
        )
        .unwrap();
        assert_eq!(
            object_keys(&v),
            ["2", "10", "4294967294", "b", "a", "01", "-1", "4294967295"]
        );
        assert_eq!(object_keys(&json!(["x", "y"])), ["0", "1"]);
        assert_eq!(object_keys(&json!("a😀")), ["0", "1", "2"]);
        assert!(object_keys(&json!(5)).is_empty());
        assert_eq!(member(&json!(["x", "y"]), "1"), Some(&json!("y")));
    }

    #[test]
    fn math_round_is_half_up() {
        assert_eq!(math_round(82.5), 83.0);
        assert_eq!(math_round(82.49999999999999), 82.0);
        assert_eq!(math_round(0.49999999999999994), 0.0);
        assert_eq!(math_round(-2.5), -2.0);
        assert_eq!(percent(33.0 / 40.0), 83);
        assert_eq!(percent(29.0 / 40.0), 73);
        assert_eq!(percent(37.0 / 40.0), 93);
        assert_eq!(percent(0.5), 50);
        assert_eq!(percent(1.0000000000000002), 100);
    }

    #[test]
    fn js_whitespace() {
        for c in ['\t', ' ', '\u{A0}', '\u{2003}', '\u{3000}', '\u{FEFF}'] {
            assert!(is_js_space(c), "{c:?}");
        }
        for c in ['\u{85}', '\u{200B}', 'x', '_'] {
            assert!(!is_js_space(c), "{c:?}");
        }
        let re = regex::Regex::new(&format!("^{JS_SPACE_CLASS}+$")).unwrap();
        assert!(re.is_match("\u{FEFF} \t\u{A0}"));
        assert!(!re.is_match("\u{85}"));
    }
}
