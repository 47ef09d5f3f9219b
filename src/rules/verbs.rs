//! The verb lexicon of `description-quality` (every profile but
//! `reference`): 5,230 common English verbs (WordNet 3.0 with AGID's
//! inflections) and the software verbs the lexicon lacks, in their base
//! (imperative) and third-person forms. `data/verbs/README.md` says where
//! the lists come from and under which licences.

use std::collections::HashSet;
use std::sync::LazyLock;

const LEXICON: &str = include_str!("../../data/verbs/verbs.tsv");
const SOFTWARE: &str = include_str!("../../data/verbs/software-verbs.tsv");

/// Base and third-person forms of every verb of both lists.
static VERBS: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    let mut set = HashSet::with_capacity(12_000);
    for line in LEXICON.lines().chain(SOFTWARE.lines()) {
        if line.starts_with('#') {
            continue;
        }
        let mut columns = line.split('\t');
        set.extend(columns.next().filter(|w| !w.is_empty()));
        set.extend(columns.next().filter(|w| !w.is_empty()));
    }
    set
});

/// Words after which a verb form is a noun ("the file", "a list", "of
/// projects").
const DETERMINERS: &[&str] = &[
    "a", "an", "the", "this", "that", "these", "those", "its", "your", "their", "our", "my", "his",
    "her", "of", "each", "every", "any", "some", "no",
];

/// The words of a description, lowercased: runs of letters, apostrophes
/// and inner hyphens.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_alphabetic() || c == '\'' || c == '-'))
        .map(|w| w.trim_matches(|c| c == '\'' || c == '-'))
        .filter(|w| !w.is_empty())
        .map(|w| {
            let w = w.to_lowercase();
            match w.strip_suffix("'s") {
                Some(stem) => stem.to_string(),
                None => w,
            }
        })
}

/// Whether `word` (lowercase) is a verb of the lexicon in its base or
/// third-person form.
pub fn is_verb(word: &str) -> bool {
    VERBS.contains(word)
}

/// Whether a description has an action verb: a word of the lexicon (or of
/// `extra`, the configured `extra-verbs`) that does not follow a
/// determiner.
pub fn has_action_verb(text: &str, extra: &[String]) -> bool {
    let mut previous = String::new();
    for w in words(text) {
        let after_determiner = DETERMINERS.contains(&previous.as_str());
        if !after_determiner && (is_verb(&w) || extra.contains(&w)) {
            return true;
        }
        previous = w;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_load() {
        assert!(VERBS.len() > 10_000, "{}", VERBS.len());
        for w in [
            "get",
            "gets",
            "shows",
            "merge",
            "fork",
            "click",
            "navigate",
            "generate",
            "perform",
            "extract",
            "upsert",
            "unstar",
            "screenshot",
            "summarise",
            "analyzes",
        ] {
            assert!(is_verb(w), "{w}");
        }
        for w in ["weather", "data", "helper", "things", "table", "the"] {
            assert!(!is_verb(w), "{w}");
        }
    }

    #[test]
    fn descriptions_with_and_without_verbs() {
        for text in [
            "Shows the open pull requests",
            "Merge two branches.",
            "Fork a repository into your account",
            "**Click** an element on the page",
            "Navigate to a URL",
            "Generate an image from a prompt",
            "Perform a web search",
            "Extract text from a PDF",
            "Permanently deletes a file",
            "This tool lists the projects of a workspace",
        ] {
            assert!(has_action_verb(text, &[]), "{text}");
        }
        for text in [
            "Weather data",
            "Helper for things",
            "Weather data for the file",
            "",
            "The list of the projects",
        ] {
            assert!(!has_action_verb(text, &[]), "{text}");
        }
        assert!(has_action_verb(
            "Frobnicate widgets",
            &["frobnicate".into()]
        ));
    }
}
