//! The text helpers the families share: sentences, paragraphs and
//! windows around a match, what stands before a match (a negation, a
//! condition, an instruction to the agent), what is near it (a destination,
//! a parameter), and the patterns they use.

use std::ops::Range;

use super::core::{LazyRegex, Pattern, helpers};

/// Bytes a sentence extends either side of a match, at most.
pub(super) const MAX_SENTENCE: usize = 400;

/// A negation in the few words before a match (`never ignore`, `does not read`).
const NEGATION: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[r"\b(?:not|never|n't|no|without|nor|cannot|refuse\s+to)\s+(?:\w+\s+){0,2}$"],
};

/// A condition opened just before a match (`once`, `after`, `if`, `when`).
const CONDITION: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[
        r"\b(?:once|after|when|whenever|if|unless|until|whether|because|since)\s+(?:the\s+)?$",
    ],
};

/// A blank line: where a paragraph ends.
const PARAGRAPH: Pattern = Pattern {
    flags: "",
    alternatives: &[r"\n[ \t]*\n"],
};

/// What may stand before a verb that starts its clause: list markers,
/// quotes, and adverbs such as `first`, `also`, `then`, `please`.
const CLAUSE_PREFIX: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[concat!(
        r#"^[\s\-*>#"'`\[\]0-9.)]*(?:(?:first(?:ly)?|also|then|now|please|kindly|just|always|"#,
        r"simply|quietly|silently|secretly|covertly|immediately|next|afterwards|finally|and|",
        r"but|so|additionally|subsequently|in\s+addition|before\s+anything\s+else|",
        r"as\s+well)[\s,]+)*$",
    )],
};

/// The words before a verb that tell the agent to do it: `you must`, `the
/// assistant should`, `needs you to`, `please`.
const AGENT_MODAL: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[
        concat!(
            r"\b(?:you|assistant|model|agent|ai|llm|claude|gpt)\s+(?:must|should|shall|will|",
            r"need\s+to|needs\s+to|has\s+to|have\s+to|ought\s+to|",
            r"is\s+(?:required|expected|asked|supposed)\s+to|",
            r"are\s+(?:required|expected|asked|supposed)\s+to|is\s+to|are\s+to)\s+(?:(?:first|",
            r"also|always|then|now|immediately|quietly|silently|secretly|just|still)\s+)*$",
        ),
        concat!(
            r"\b(?:needs?|requires?|wants?|asks?|expects?)\s+(?:you|the\s+(?:assistant|model",
            r"|agent))\s+to\s+(?:(?:first|also|always|then|now|immediately)\s+)*$",
        ),
        r"\b(?:please|kindly)\s+(?:(?:first|also|then|now)\s+)*$",
    ],
};

/// A parameter, argument or field named as a destination: `in the notes
/// parameter`, `field 'memo'`, `as "token"`.
const PARAM_DEST: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[
        concat!(
            r"\b(?:in|into|inside|to|within|via|through|as|under)\s+(?:the\s+|a\s+|an\s+|its\s+|",
            r#"your\s+|their\s+|this\s+)?["'`]?[\w.-]+["'`]?\s+(?:parameter|param|argument|arg|"#,
            r"field|property|attribute|input)s?\b",
        ),
        r#"\b(?:parameter|argument|field|property)\s+["'`][\w.-]+["'`]"#,
        r#"\bas\s+["'`][\w-]+["'`]"#,
    ],
};

/// A verb that moves data somewhere: send, forward, upload, post, pass,
/// include, embed, attach, report, dump, exfiltrate, curl...
const TRANSFER_EXPLICIT: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[concat!(
        r"\b(?:send|sends|sent|sending|forward\w*|upload\w*|post|posts|posted|posting|",
        r"transmit\w*|share|shares|shared|sharing|pass|passes|passed|passing|include|includes|",
        r"included|embed\w*|append\w*|attach\w*|copy|copies|copied|bcc|cc|e-?mail|report|",
        r"reports|stream\w*|submit\w*|deliver\w*|relay\w*|publish\w*|output|outputs|dump\w*|",
        r"exfiltrat\w*|leak\w*|curl|wget|scp|rsync)\b",
    )],
};

/// A destination: a URL, an e-mail or IP address, a remote, external or
/// third party, a vendor's server, a webhook, the response, a named
/// parameter, the cloud, a domain name.
const DEST: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[
        r"https?://[^\s\x22'<>)]+",
        r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b",
        r"\b(?:remote|external|third[- ]party|third[- ]parties|attacker\w*|untrusted)\b",
        r"\b(?:remotely|externally)\b",
        concat!(
            r"\b(?:our|their|the\s+vendor'?s?)\s+(?:server|servers|endpoint|cloud|api|backend|",
            r"analytics|team|platform|service)\b",
        ),
        r"\bwebhook\b",
        r"\b(?:\d{1,3}\.){3}\d{1,3}\b",
        r"\bin\s+(?:your|the)\s+(?:response|answer|reply)\b",
        r"\bas\s+[\x22'`][\w-]+[\x22'`]",
        r"\bin\s+the\s+[\x22'`]?[\w-]+[\x22'`]?\s+(?:parameter|param|argument|field)\b",
        r"\b(?:to|via|in)\s+(?:the\s+)?cloud\b",
        r"\b[\w-]+\.(?:com|io|dev|net|xyz|ru|cn|tk|top|site|app)\b",
    ],
};

/// A definite destination: [`DEST`] without the bare words `remote`,
/// `external`, `untrusted`, the cloud and domain names.
const DEST_STRONG: Pattern = Pattern {
    flags: "(?i)",
    alternatives: &[
        r"https?://[^\s\x22'<>)]+",
        r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b",
        r"\b(?:third[- ]party|third[- ]parties|attacker\w*)\b",
        r"\b(?:remotely|externally)\b",
        concat!(
            r"\b(?:our|their|the\s+vendor'?s?)\s+(?:server|servers|endpoint|cloud|api|backend|",
            r"analytics|team|platform|service)\b",
        ),
        r"\bwebhook\b",
        r"\b(?:\d{1,3}\.){3}\d{1,3}\b",
        r"\bin\s+(?:your|the)\s+(?:response|answer|reply)\b",
        r"\bas\s+[\x22'`][\w-]+[\x22'`]",
        r"\bin\s+the\s+[\x22'`]?[\w-]+[\x22'`]?\s+(?:parameter|param|argument|field)\b",
        concat!(
            r"\b(?:remote|external)\s+(?:server|endpoint|host|url|collector|logging|storage|",
            r"database|service|api)\b",
        ),
    ],
};

helpers! {
    /// Patterns several families use.
    static SHARED: Shared {
        negation: LazyRegex::new(NEGATION),
        condition: LazyRegex::new(CONDITION),
        paragraph: LazyRegex::new(PARAGRAPH),
        clause_prefix: LazyRegex::new(CLAUSE_PREFIX),
        agent_modal: LazyRegex::new(AGENT_MODAL),
        param_dest: LazyRegex::new(PARAM_DEST),
        transfer_explicit: LazyRegex::new(TRANSFER_EXPLICIT),
        dest: LazyRegex::new(DEST),
        dest_strong: LazyRegex::new(DEST_STRONG),
    }
}

/// Whether the words just before `start` open a condition (`once`,
/// `after`, `if`, `when`).
pub(super) fn conditional(text: &str, start: usize) -> bool {
    preceded_by(&SHARED.condition, text, start, 24)
}

/// The word right after `end`, in lower case and without the punctuation
/// around it ("directive language", "before anything changes.").
pub(super) fn word_after(text: &str, end: usize) -> String {
    text.get(end..)
        .unwrap_or("")
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase()
}

/// Whether the words just before `start` negate what follows (`not`,
/// `never`, `without`).
pub(super) fn negated(text: &str, start: usize) -> bool {
    preceded_by(&SHARED.negation, text, start, 40)
}

/// Whether `re` matches the (at most) `radius` bytes before `start`, cut
/// on a character boundary: the words before a match.
pub(super) fn preceded_by(re: &LazyRegex, text: &str, start: usize, radius: usize) -> bool {
    let from = text.ceil_char_boundary(start.saturating_sub(radius));
    text.get(from..start)
        .is_some_and(|before| re.is_match(before))
}

/// The paragraph of `text` around `at`, at most `radius` bytes either
/// side (on character boundaries).
pub(super) fn window(text: &str, at: Range<usize>, radius: usize) -> Range<usize> {
    let mut lo = text.ceil_char_boundary(at.start.saturating_sub(radius));
    let mut hi = text.floor_char_boundary((at.end + radius).min(text.len()));
    let Some(slice) = text.get(lo..hi) else {
        return at;
    };
    for m in SHARED.paragraph.find_iter(slice) {
        let (s, e) = (lo + m.start(), lo + m.end());
        if e <= at.start {
            lo = lo.max(e);
        } else if s >= at.end {
            hi = hi.min(s);
            break;
        }
    }
    lo.min(at.start)..hi.max(at.end)
}

/// Matches of `re` inside `window` of `text`, as absolute ranges.
pub(super) fn matches_in(re: &LazyRegex, text: &str, window: &Range<usize>) -> Vec<Range<usize>> {
    text.get(window.clone())
        .map(|s| {
            re.find_iter(s)
                .map(|m| window.start + m.start()..window.start + m.end())
                .collect()
        })
        .unwrap_or_default()
}

/// `anchor` with a match of `other` near it, as the range covering both.
pub(super) fn near(
    text: &str,
    anchor: &Range<usize>,
    other: &LazyRegex,
    radius: usize,
) -> Option<Range<usize>> {
    let w = window(text, anchor.clone(), radius);
    let found = matches_in(other, text, &w);
    found
        .into_iter()
        .filter(|m| m.end <= anchor.start || m.start >= anchor.end)
        .min_by_key(|m| distance(anchor, m))
        .map(|m| cover(anchor, &m))
}

/// Like [`near`], skipping negated matches (`does not read`).
pub(super) fn near_unnegated(
    text: &str,
    anchor: &Range<usize>,
    other: &LazyRegex,
    radius: usize,
) -> Option<Range<usize>> {
    let w = window(text, anchor.clone(), radius);
    matches_in(other, text, &w)
        .into_iter()
        .filter(|m| m.end <= anchor.start || m.start >= anchor.end)
        .filter(|m| !negated(text, m.start))
        .min_by_key(|m| distance(anchor, m))
        .map(|m| cover(anchor, &m))
}

/// A match of `re` in the sentence of `anchor` that is not negated
/// (`do not share`, `no ... is ever transmitted`), as the range covering
/// both.
pub(super) fn in_sentence(
    text: &str,
    anchor: &Range<usize>,
    re: &LazyRegex,
) -> Option<Range<usize>> {
    let sentence = sentence_around(text, anchor.clone());
    matches_in(re, text, &sentence)
        .into_iter()
        .filter(|m| m.end <= anchor.start || m.start >= anchor.end)
        .filter(|m| !negated(text, m.start) && !in_url(text, m.start))
        .filter(|m| !apart_in_quotes(text, anchor, m))
        .min_by_key(|m| distance(anchor, m))
        .map(|m| cover(anchor, &m))
}

/// Whether the word at `verb` belongs to another quoted item of a list
/// than `anchor` ("send media via Telegram bot", "deploy a Telegram bot",
/// or mentions … bot tokens): it is inside quotes and two quotation marks
/// or more stand between them (`send the "API key" to …` has one; in
/// `Send "config" and "the API key" to …` the verb is outside the quotes).
pub(super) fn apart_in_quotes(text: &str, anchor: &Range<usize>, verb: &Range<usize>) -> bool {
    let (a, b) = (anchor, verb);
    let quote = |c: &char| matches!(c, '"' | '\u{201c}' | '\u{201d}' | '\u{ab}' | '\u{bb}');
    // an odd number of quotation marks before `at` on its line
    let inside = |at: usize| {
        let before = text.get(..at).unwrap_or("");
        let line = before
            .rfind('\n')
            .map_or(before, |k| before.get(k + 1..).unwrap_or(""));
        line.chars().filter(quote).count() % 2 == 1
    };
    let between = a.end.min(b.end)..a.start.max(b.start);
    inside(verb.start)
        && text
            .get(between)
            .is_some_and(|t| t.chars().filter(quote).count() >= 2)
}

/// Whether `at` is inside a URL (`…/variables#share-variable-values`): a
/// word there is part of an address, not of the sentence.
pub(super) fn in_url(text: &str, at: usize) -> bool {
    let before = text.get(..at).unwrap_or("");
    let token_start = before
        .rfind(|c: char| c.is_whitespace() || matches!(c, '(' | '<' | '"' | '\'' | '`' | '['))
        .map_or(0, |i| i + 1);
    before
        .get(token_start..)
        .is_some_and(|t| t.contains("://") || t.starts_with("www."))
}

/// Whether the verb at `v` addresses the agent: it starts its clause
/// (after adverbs such as `first`, `also`, `then`), or follows `you
/// must`, `the assistant should`, `please`.
pub(super) fn directed(text: &str, sentence: &Range<usize>, v: &Range<usize>) -> bool {
    let before = text.get(sentence.start..v.start).unwrap_or("");
    let clause_start = before
        .rfind(['.', '!', '?', ';', ':', ',', '\n', '(', '>', '|'])
        .map_or(0, |i| i + 1);
    let clause = before.get(clause_start..).unwrap_or("");
    if SHARED.clause_prefix.is_match(clause) {
        return true;
    }
    let lo = before.ceil_char_boundary(before.len().saturating_sub(80));
    before
        .get(lo..)
        .is_some_and(|b| SHARED.agent_modal.is_match(b))
}

/// A destination near `at` (same paragraph). A parameter whose name
/// says it holds a credential (`api_key`, `token`) is where a
/// credential belongs, not a destination.
pub(super) fn destination(
    text: &str,
    at: &Range<usize>,
    sensitive: bool,
    dest: &LazyRegex,
) -> Option<Range<usize>> {
    matches_in(dest, text, &window(text, at.clone(), 200))
        .into_iter()
        .filter(|d| d.end <= at.start || d.start >= at.end)
        // `in your response` is how a tool returns data; it is a leak
        // only for secrets and confidential data.
        .filter(|d| {
            let s = text.get(d.clone()).unwrap_or("").to_ascii_lowercase();
            sensitive || !s.starts_with("in ")
        })
        .filter(|d| !credential_parameter(text.get(d.clone()).unwrap_or("")))
        .min_by_key(|d| distance(at, d))
        .map(|d| cover(at, &d))
}

/// A parameter, argument or field named as the destination near `at`
/// (same sentence), other than one meant for the data (`messages`,
/// `api_key`).
pub(super) fn parameter(text: &str, at: &Range<usize>) -> Option<Range<usize>> {
    let sentence = sentence_around(text, at.clone());
    matches_in(&SHARED.param_dest, text, &sentence)
        .into_iter()
        .filter(|d| d.end <= at.start || d.start >= at.end)
        .filter(|d| {
            let s = text.get(d.clone()).unwrap_or("");
            !credential_parameter(s) && !conversation_parameter(s)
        })
        .min_by_key(|d| distance(at, d))
        .map(|d| cover(at, &d))
}

/// Whether a parameter named in a destination (`in the api_key
/// parameter`, `as 'token'`) is meant for a credential.
fn credential_parameter(dest: &str) -> bool {
    parameter_named_for(
        dest,
        &[
            "key",
            "token",
            "secret",
            "password",
            "passwd",
            "auth",
            "credential",
            "cookie",
            "bearer",
        ],
    )
}

/// Whether a parameter named in a destination is meant for the
/// conversation (`messages`, `history`): a chat client's own input.
fn conversation_parameter(dest: &str) -> bool {
    parameter_named_for(
        dest,
        &[
            "message",
            "history",
            "conversation",
            "transcript",
            "chat",
            "prompt",
            "system",
            "instruction",
        ],
    )
}

/// Whether the parameter named in a destination contains one of `words`.
fn parameter_named_for(dest: &str, words: &[&str]) -> bool {
    parameter_name(dest).is_some_and(|name| words.iter().any(|w| name.contains(w)))
}

/// The parameter name inside a destination: the quoted word, or the word
/// before `parameter`, `argument`, `field`...
fn parameter_name(dest: &str) -> Option<String> {
    let lower = dest.to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.'))
        .filter(|w| !w.is_empty())
        .collect();
    const KINDS: &[&str] = &[
        "parameter",
        "parameters",
        "param",
        "params",
        "argument",
        "arguments",
        "arg",
        "args",
        "field",
        "fields",
        "property",
        "properties",
        "attribute",
        "attributes",
        "input",
        "inputs",
    ];
    const SKIP: &[&str] = &[
        "in", "into", "inside", "to", "within", "via", "through", "as", "under", "the", "a", "an",
        "its", "your", "their", "this",
    ];
    if let Some(i) = words.iter().position(|w| KINDS.contains(w)) {
        // `in the notes field` or `field 'notes'`
        let before = words
            .get(..i)
            .unwrap_or(&[])
            .iter()
            .rev()
            .find(|w| !SKIP.contains(w));
        let after = words.get(i + 1..).unwrap_or(&[]).first();
        return before.or(after).map(|w| (*w).to_string());
    }
    words
        .iter()
        .rev()
        .find(|w| !SKIP.contains(w))
        .map(|w| (*w).to_string())
}

/// Whether a match is quoted as an example (`"Ignore previous
/// instructions"`), which is how security guidance mentions an attack.
pub(super) fn quoted(text: &str, m: &Range<usize>) -> bool {
    let before = text.get(..m.start).and_then(|t| t.chars().next_back());
    let open = match before {
        Some(c @ ('"' | '\'')) => c,
        Some('“') => '”',
        Some('‘') => '’',
        Some('「') => '」',
        _ => return false,
    };
    text.get(m.end..)
        .map(|t| {
            t.chars()
                .take(40)
                .take_while(|c| *c != '\n')
                .any(|c| c == open)
        })
        .unwrap_or(false)
}

/// The gap between two ranges (0 when they touch or overlap).
pub(super) fn distance(a: &Range<usize>, b: &Range<usize>) -> usize {
    if b.start >= a.end {
        b.start - a.end
    } else {
        a.start.saturating_sub(b.end)
    }
}

/// The range covering both.
pub(super) fn cover(a: &Range<usize>, b: &Range<usize>) -> Range<usize> {
    a.start.min(b.start)..a.end.max(b.end)
}

/// `r` without the white space it starts with.
pub(super) fn trim_leading_space(text: &str, r: Range<usize>) -> Range<usize> {
    let s = text.get(r.clone()).unwrap_or("");
    let trimmed = s.trim_start();
    (r.start + (s.len() - trimmed.len())).min(r.end)..r.end
}

/// Whether a line break at byte `i` (a `\n`) ends a sentence: a blank line,
/// or a next line that starts a list item, a heading, a quote or a table
/// row. A hard-wrapped sentence goes on across single line breaks.
fn line_break_ends_sentence(bytes: &[u8], i: usize) -> bool {
    let mut j = i + 1;
    while bytes
        .get(j)
        .is_some_and(|b| *b == b' ' || *b == b'\t' || *b == b'\r')
    {
        j += 1;
    }
    match bytes.get(j) {
        None | Some(b'\n' | b'-' | b'*' | b'#' | b'|' | b'>' | b'+' | b'`' | b'<') => true,
        Some(b) if b.is_ascii_digit() => true,
        _ => false,
    }
}

/// The sentence around `r`: up to a `.`, `!` or `?` followed by a space, or
/// a line break that ends a sentence; at most [`MAX_SENTENCE`] bytes either
/// side.
pub(super) fn sentence_around(text: &str, r: Range<usize>) -> Range<usize> {
    let bytes = text.as_bytes();
    let ends = |i: usize| -> bool {
        match bytes.get(i) {
            Some(b'\n') => line_break_ends_sentence(bytes, i),
            Some(b'.' | b'!' | b'?') => bytes
                .get(i + 1)
                .is_none_or(|c| *c == b' ' || *c == b'\n' || *c == b'\r' || *c == b'\t'),
            _ => false,
        }
    };
    let mut lo = r.start;
    while lo > 0 && r.start - lo < MAX_SENTENCE && !ends(lo - 1) {
        lo -= 1;
    }
    let mut hi = r.end;
    while hi < bytes.len() && hi - r.end < MAX_SENTENCE && !ends(hi) {
        hi += 1;
    }
    lo = text.ceil_char_boundary(lo);
    hi = text.floor_char_boundary(hi);
    lo.min(r.start)..hi.max(r.end)
}
