//! Description text as the reference validator reads it: the similarity
//! tokenizer with its 72 stop words, and the 82 action verbs of
//! `description-quality`.

use crate::rules::js::is_js_space;

/// The reference's stop words (exactly these 72).
pub const STOP_WORDS: [&str; 72] = [
    "a", "an", "the", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had",
    "do", "does", "did", "will", "would", "could", "should", "may", "might", "shall", "can", "to",
    "of", "in", "for", "on", "with", "at", "by", "from", "as", "into", "through", "during",
    "before", "after", "above", "below", "between", "and", "but", "or", "not", "no", "nor", "so",
    "yet", "both", "either", "neither", "each", "every", "all", "any", "few", "more", "most",
    "other", "some", "such", "than", "too", "very", "this", "that", "these", "those", "it", "its",
];

/// The reference's action verbs (exactly these 82: 41 verbs and their
/// third-person forms).
pub const DESCRIPTION_VERBS: [&str; 82] = [
    "get",
    "gets",
    "fetch",
    "fetches",
    "retrieve",
    "retrieves",
    "create",
    "creates",
    "add",
    "adds",
    "insert",
    "inserts",
    "update",
    "updates",
    "modify",
    "modifies",
    "patch",
    "patches",
    "delete",
    "deletes",
    "remove",
    "removes",
    "destroy",
    "destroys",
    "list",
    "lists",
    "search",
    "searches",
    "find",
    "finds",
    "query",
    "queries",
    "send",
    "sends",
    "submit",
    "submits",
    "publish",
    "publishes",
    "validate",
    "validates",
    "check",
    "checks",
    "verify",
    "verifies",
    "connect",
    "connects",
    "disconnect",
    "disconnects",
    "start",
    "starts",
    "stop",
    "stops",
    "restart",
    "restarts",
    "enable",
    "enables",
    "disable",
    "disables",
    "export",
    "exports",
    "import",
    "imports",
    "compute",
    "computes",
    "calculate",
    "calculates",
    "return",
    "returns",
    "set",
    "sets",
    "reset",
    "resets",
    "run",
    "runs",
    "execute",
    "executes",
    "invoke",
    "invokes",
    "subscribe",
    "subscribes",
    "unsubscribe",
    "unsubscribes",
];

pub fn is_stop_word(token: &str) -> bool {
    STOP_WORDS.contains(&token)
}

/// The similarity tokenizer: lowercase (Unicode, as `toLowerCase`), then
/// every maximal run of ASCII letters and digits is a token; everything
/// else (punctuation, `_`, non-ASCII letters, whitespace) separates tokens.
/// So `café` gives `caf` and `user's` gives `user`, `s`.
pub fn tokenize(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    lower
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// The tokens that count for similarity: [`tokenize`] without stop words.
pub fn content_tokens(text: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    for_each_content_token(text, |t| tokens.push(t.to_string()));
    tokens
}

/// Calls `f` with each token of [`content_tokens`], in order, without
/// allocating a string per token.
pub fn for_each_content_token(text: &str, mut f: impl FnMut(&str)) {
    let lower;
    let text = if text
        .bytes()
        .any(|b| b.is_ascii_uppercase() || !b.is_ascii())
    {
        lower = text.to_lowercase();
        lower.as_str()
    } else {
        text
    };
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| !t.is_empty() && !is_stop_word(t))
        .for_each(&mut f);
}

/// The words `description-quality` looks verbs up in: the lowercased
/// description split on runs of JavaScript whitespace. Punctuation stays
/// attached (`Lists,` is not `lists`).
pub fn whitespace_words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(is_js_space)
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Length in Unicode scalar values (the reference counts UTF-16 units).
pub fn char_len(text: &str) -> usize {
    text.chars().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_lists_have_the_reference_sizes() {
        let mut s = STOP_WORDS.to_vec();
        s.sort_unstable();
        s.dedup();
        assert_eq!(s.len(), 72);
        let mut v = DESCRIPTION_VERBS.to_vec();
        v.sort_unstable();
        v.dedup();
        assert_eq!(v.len(), 82);
        for w in ["their", "his", "your", "you", "new", "given", "via", "then"] {
            assert!(!is_stop_word(w), "{w}");
        }
        for w in ["cancels", "generates", "authenticates", "saves"] {
            assert!(!DESCRIPTION_VERBS.contains(&w), "{w}");
        }
    }

    #[test]
    fn tokenizer() {
        assert_eq!(
            tokenize("Hello, world! How are you?"),
            ["hello", "world", "how", "are", "you"]
        );
        assert_eq!(
            tokenize("café user's snake_case"),
            ["caf", "user", "s", "snake", "case"]
        );
        assert_eq!(tokenize("ID 42 v2"), ["id", "42", "v2"]);
        assert!(tokenize("").is_empty());
        assert!(tokenize(" \u{A0}\u{FEFF}—").is_empty());
        // the Kelvin sign lowercases to an ASCII k, as in JavaScript
        assert_eq!(tokenize("\u{212A}ey"), ["key"]);
        assert_eq!(
            content_tokens("Get a user by their ID"),
            ["get", "user", "their", "id"]
        );
        assert!(content_tokens("the a of").is_empty());
    }

    #[test]
    fn whitespace_words_keep_punctuation() {
        let w = whitespace_words(" Lists,\u{A0}items\u{FEFF}list. ");
        assert_eq!(w, ["lists,", "items", "list."]);
    }

    #[test]
    fn lengths_count_scalar_values() {
        assert_eq!(char_len("😀é"), 2);
        assert_eq!(char_len(""), 0);
    }
}
