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

/// Function words of English and of the Latin-script languages whose tool
/// descriptions are common, for [`english`].
const ENGLISH_WORDS: &[&str] = &[
    "the", "a", "an", "of", "to", "and", "or", "in", "on", "for", "with", "from", "by", "is",
    "are", "it", "this", "that", "as", "at", "be", "its", "your", "all", "can", "use",
];
const OTHER_WORDS: &[&str] = &[
    // Spanish, Portuguese, Italian, French
    "el", "la", "los", "las", "de", "del", "un", "una", "y", "o", "en", "para", "con", "por", "que",
    "se", "su", "sus", "al", "lo", "es", "um", "uma", "os", "as", "do", "da", "dos", "das", "no",
    "na", "e", "il", "gli", "di", "per", "che", "le", "les", "des", "du", "et", "pour", "avec",
    "dans", "sur", "une", "est", // German, Dutch
    "der", "die", "das", "und", "ein", "eine", "mit", "für", "von", "zu", "den", "dem", "ist",
    "het", "een", "van", "voor", "met", "op", "te",
];

/// Whether a description is written in English, which the lexicon knows: a
/// text whose letters are mostly in another script (Chinese, Cyrillic,
/// Arabic…), or whose function words are mostly another language's
/// ("Reemplaza el bloque de párrafos…"), is not judged.
pub fn english(text: &str) -> bool {
    let (mut latin, mut other) = (0usize, 0usize);
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        if c.is_ascii_alphabetic() || ('\u{C0}'..='\u{24F}').contains(&c) {
            latin += 1;
        } else {
            other += 1;
        }
    }
    if other > latin {
        return false;
    }
    let (mut en, mut foreign) = (0usize, 0usize);
    for w in words(text) {
        en += usize::from(ENGLISH_WORDS.contains(&w.as_str()));
        foreign +=
            usize::from(OTHER_WORDS.contains(&w.as_str()) && !ENGLISH_WORDS.contains(&w.as_str()));
    }
    foreign < 2 || en >= foreign
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_languages_are_not_judged() {
        for t in [
            "将详细的结构化地址转换为经纬度坐标",
            "Reemplaza el bloque de párrafos debajo de un encabezado, evitando modificar TOC.",
            "Liefert die Liste der offenen Tickets für ein Projekt",
            "Возвращает список задач проекта",
        ] {
            assert!(!english(t), "{t}");
        }
        for t in [
            "Weather data",
            "Helper for things",
            "The root folder of the drive. Read-only.",
            "Gets the issues of a project in the tracker",
            "Renvoie nothing: a test of one word",
        ] {
            assert!(english(t), "{t}");
        }
    }

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
