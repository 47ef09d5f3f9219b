//! What tells two commands apart by name (every profile but `reference`).
//!
//! Sibling tools of one server are often described from one template:
//! `get_issue` "Get details of a specific issue in a GitHub repository",
//! `get_pull_request` "Get details of a specific pull request in a GitHub
//! repository". Such descriptions are alike, yet each says what sets its
//! tool apart: the words that differ are the words in which the names
//! differ. Aliases are another matter: `user-get` and `user-fetch` differ
//! only by synonyms, so their names tell nothing apart. Words are compared
//! in a canonical form: lowercased, a plural `s` dropped, and the common
//! synonyms of tool verbs mapped to one word.

use std::collections::BTreeSet;

/// Groups of verbs tool names use for one operation, the first word of
/// each standing for the group.
const SYNONYMS: &[&[&str]] = &[
    &[
        "get", "fetch", "retrieve", "read", "obtain", "load", "show", "view", "describe", "lookup",
    ],
    &["create", "add", "new", "insert", "make", "register"],
    &["delete", "remove", "destroy", "drop", "erase", "purge"],
    &["update", "modify", "edit", "patch", "change", "alter"],
    &["list", "enumerate", "browse"],
    &["search", "find", "query"],
    &["run", "execute", "invoke", "exec", "call", "trigger"],
    &["send", "post", "submit", "publish"],
];

/// The canonical form of a lowercase word.
pub fn canonical(word: &str) -> String {
    let sibilant = ["ches", "shes", "xes", "sses", "zes"]
        .iter()
        .any(|e| word.ends_with(e));
    let singular = match word.strip_suffix("ies").or(word.strip_suffix("es")) {
        Some(stem) if word.ends_with("ies") && word.len() > 4 => format!("{stem}y"),
        Some(stem) if sibilant => stem.to_string(),
        _ if word.len() > 3
            && word.ends_with('s')
            && !word.ends_with("ss")
            && !word.ends_with("us") =>
        {
            word.get(..word.len() - 1).unwrap_or(word).to_string()
        }
        _ => word.to_string(),
    };
    for group in SYNONYMS {
        if group.contains(&singular.as_str()) || group.contains(&word) {
            return group.first().copied().unwrap_or(word).to_string();
        }
    }
    singular
}

/// The canonical words of a name: split at separators and case changes.
pub fn name_words(name: &str) -> BTreeSet<String> {
    crate::rules::naming_convention::split_words(name)
        .iter()
        .map(|w| canonical(&w.to_lowercase()))
        .collect()
}

/// The canonical words of a text: runs of letters and digits.
pub fn text_words(text: &str) -> BTreeSet<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(canonical)
        .collect()
}

/// Whether the names of two commands tell them apart where their texts
/// differ: a word only one name has (after synonyms) appears in that
/// command's text and not in the other's.
pub fn names_tell_apart(name_a: &str, text_a: &str, name_b: &str, text_b: &str) -> bool {
    let (na, nb) = (name_words(name_a), name_words(name_b));
    let (ta, tb) = (text_words(text_a), text_words(text_b));
    let own = |n: &BTreeSet<String>,
               other_n: &BTreeSet<String>,
               t: &BTreeSet<String>,
               other_t: &BTreeSet<String>| {
        n.difference(other_n)
            .any(|w| t.contains(w) && !other_t.contains(w))
    };
    own(&na, &nb, &ta, &tb) || own(&nb, &na, &tb, &ta)
}

/// Whether two names differ in words that are not synonyms (they name
/// different operations or objects).
pub fn names_differ(name_a: &str, name_b: &str) -> bool {
    name_words(name_a) != name_words(name_b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_words() {
        assert_eq!(canonical("issues"), "issue");
        assert_eq!(canonical("repositories"), "repository");
        assert_eq!(canonical("fetches"), "get");
        assert_eq!(canonical("boxes"), "box");
        assert_eq!(canonical("fetch"), "get");
        assert_eq!(canonical("retrieve"), "get");
        assert_eq!(canonical("add"), "create");
        assert_eq!(canonical("status"), "status");
        assert_eq!(canonical("class"), "class");
    }

    #[test]
    fn templates_are_told_apart_and_aliases_are_not() {
        assert!(names_tell_apart(
            "get_issue",
            "Get details of a specific issue in a GitHub repository",
            "get_pull_request",
            "Get details of a specific pull request in a GitHub repository",
        ));
        assert!(names_tell_apart(
            "delete_snapshot",
            "Delete a dashboard snapshot by key",
            "get_snapshot",
            "Get a dashboard snapshot by key",
        ));
        // synonyms: the names tell nothing apart
        assert!(!names_tell_apart(
            "user-get",
            "Gets a user by id from the store",
            "user-fetch",
            "Fetches a user by id from the store",
        ));
        // the texts differ by a clause the names do not explain
        assert!(!names_tell_apart(
            "add_sub_issue",
            "Add a sub-issue to a parent issue.",
            "sub_issue_write",
            "Add a sub-issue to a parent issue in a GitHub repository.",
        ));
        // identical texts: nothing tells them apart
        assert!(!names_tell_apart(
            "add_footnote_after_text",
            "Add a footnote to a paragraph",
            "add_footnote_before_text",
            "Add a footnote to a paragraph",
        ));
    }
}
