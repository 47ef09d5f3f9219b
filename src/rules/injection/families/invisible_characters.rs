//! `invisible-characters`: invisible characters that hide text in a skill
//! body (TAG characters that spell hidden words, zero-width runs, bidi
//! controls), as reported by [`unicode::scan_hidden`]; the range is the
//! first hidden run in the raw text. Bodies only: in descriptions the
//! `hidden-unicode` rule reports them.
//!
//! Not reported: characters where their use is legitimate (a zero-width
//! non-joiner inside Persian or Indic text, an emoji ZWJ sequence, a
//! variation selector after an emoji, the TAG characters of a flag).
//! It has no trigger words: it runs on every text.

use crate::rules::injection::core::{Match, Scan, Spec};
use crate::rules::injection::unicode;

pub(in crate::rules::injection) static SPEC: Spec = Spec {
    triggers: &[],
    non_ascii: false,
    names: false,
    regexes: &[],
    find,
    frame: None,
    #[cfg(test)]
    helpers: Vec::new,
};

fn find(cx: &Scan<'_>) -> Option<Match> {
    let report = unicode::scan_hidden(cx.raw).into_iter().next()?;
    let first = report.first.clone();
    Some(Match {
        hidden: Some(report),
        ..Match::raw(first)
    })
}

#[cfg(test)]
mod tests {
    use crate::rules::injection::tests::body_ids;

    #[test]
    fn hidden_tag_characters_in_a_body() {
        assert_eq!(
            body_ids("Hi\u{E0049}\u{E0067}\u{E006E}"),
            ["invisible-characters"]
        );
        assert!(body_ids("Hi there").is_empty());
    }
}
