//! Invisible and deceptive characters: which characters hide text, where
//! their use is legitimate (a zero-width non-joiner inside Persian or Indic
//! text, an emoji ZWJ sequence, a variation selector after an emoji, the TAG
//! characters of a subdivision flag), what TAG characters spell, and words
//! that mix Latin letters with Cyrillic or Greek look-alikes.

use std::ops::Range;

use super::normalize::homoglyph;

/// The kind of a hidden character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum HiddenKind {
    /// Unicode TAG characters (U+E0000–U+E007F): invisible ASCII.
    Tag,
    /// Bidirectional embedding, override and isolate controls.
    Bidi,
    /// Zero-width spaces, joiners and the word joiner.
    ZeroWidth,
    /// Other invisible format characters (soft hyphen, fillers, invisible
    /// operators, stray variation selectors...).
    Invisible,
}

impl HiddenKind {
    pub fn id(self) -> &'static str {
        match self {
            HiddenKind::Tag => "tag-characters",
            HiddenKind::Bidi => "bidi-control",
            HiddenKind::ZeroWidth => "zero-width",
            HiddenKind::Invisible => "invisible-format",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            HiddenKind::Tag => "Unicode TAG characters",
            HiddenKind::Bidi => "bidirectional control characters",
            HiddenKind::ZeroWidth => "zero-width characters",
            HiddenKind::Invisible => "invisible format characters",
        }
    }
}

fn is_tag(c: char) -> bool {
    ('\u{E0000}'..='\u{E007F}').contains(&c)
}

fn is_variation_selector(c: char) -> bool {
    matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}' | '\u{180B}'..='\u{180D}' | '\u{180F}')
}

/// The kind of `c` when it is a hidden character, regardless of context.
pub fn kind_of(c: char) -> Option<HiddenKind> {
    Some(match c {
        c if is_tag(c) => HiddenKind::Tag,
        '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}'
        | '\u{200E}'
        | '\u{200F}'
        | '\u{061C}' => HiddenKind::Bidi,
        '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{180E}' => {
            HiddenKind::ZeroWidth
        }
        '\u{00AD}'
        | '\u{034F}'
        | '\u{115F}'
        | '\u{1160}'
        | '\u{17B4}'
        | '\u{17B5}'
        | '\u{2061}'..='\u{2064}'
        | '\u{206A}'..='\u{206F}'
        | '\u{3164}'
        | '\u{FFA0}'
        | '\u{FFF9}'..='\u{FFFB}'
        | '\u{2800}'
        | '\u{1BCA0}'..='\u{1BCA3}'
        | '\u{1D173}'..='\u{1D17A}' => HiddenKind::Invisible,
        c if is_variation_selector(c) => HiddenKind::Invisible,
        _ => return None,
    })
}

/// Whether normalisation drops `c` (every hidden character, whatever its
/// context: dropping a legitimate joiner does not change what a pattern
/// sees).
pub fn is_invisible(c: char) -> bool {
    kind_of(c).is_some()
}

fn in_ranges(c: char, ranges: &[(u32, u32)]) -> bool {
    let u = c as u32;
    ranges.iter().any(|&(a, b)| (a..=b).contains(&u))
}

/// Scripts that use ZWNJ/ZWJ to control joining or conjuncts: Arabic,
/// Syriac, N'Ko, the Indic scripts, Tibetan, Myanmar, Khmer, Mongolian.
fn is_joining_script(c: char) -> bool {
    in_ranges(
        c,
        &[
            (0x0600, 0x06FF),
            (0x0700, 0x074F),
            (0x0750, 0x077F),
            (0x07C0, 0x07FF),
            (0x0860, 0x08FF),
            (0x0900, 0x0DFF),
            (0x0F00, 0x0FFF),
            (0x1000, 0x109F),
            (0x1780, 0x17FF),
            (0x1800, 0x18AF),
            (0xA8E0, 0xA8FF),
            (0xFB50, 0xFDFF),
            (0xFE70, 0xFEFC),
        ],
    )
}

/// Characters that take part in emoji sequences.
fn is_emoji(c: char) -> bool {
    in_ranges(
        c,
        &[
            (0x1F000, 0x1FAFF),
            (0x2190, 0x21FF),
            (0x2300, 0x23FF),
            (0x2460, 0x24FF),
            (0x25A0, 0x27BF),
            (0x2900, 0x297F),
            (0x2B00, 0x2BFF),
            (0x3030, 0x3030),
            (0x303D, 0x303D),
            (0x3297, 0x3299),
            (0x00A9, 0x00A9),
            (0x00AE, 0x00AE),
            (0x203C, 0x203C),
            (0x2049, 0x2049),
            (0x2122, 0x2122),
            (0x2139, 0x2139),
            (0x20E3, 0x20E3),
            (0xFE0F, 0xFE0F),
        ],
    )
}

fn is_han(c: char) -> bool {
    in_ranges(
        c,
        &[
            (0x3400, 0x4DBF),
            (0x4E00, 0x9FFF),
            (0xF900, 0xFAFF),
            (0x20000, 0x3FFFF),
        ],
    )
}

fn has_rtl(text: &str) -> bool {
    text.chars().any(|c| {
        in_ranges(
            c,
            &[
                (0x0590, 0x08FF),
                (0xFB1D, 0xFDFF),
                (0xFE70, 0xFEFC),
                (0x10800, 0x10FFF),
                (0x1E800, 0x1EFFF),
            ],
        )
    })
}

/// Whether hidden character `c` is legitimate between `prev` and `next`.
fn legitimate(c: char, prev: Option<char>, next: Option<char>, rtl: bool, in_flag: bool) -> bool {
    match c {
        '\u{200C}' | '\u{200D}' => {
            let joining =
                prev.is_some_and(is_joining_script) && next.is_some_and(is_joining_script);
            let emoji = c == '\u{200D}' && prev.is_some_and(is_emoji) && next.is_some_and(is_emoji);
            joining || emoji
        }
        '\u{200E}' | '\u{200F}' | '\u{061C}' => rtl,
        '\u{FE0E}' | '\u{FE0F}' => prev.is_some_and(|p| {
            is_emoji(p)
                || matches!(p, '0'..='9' | '#' | '*')
                || ('\u{2000}'..='\u{2BFF}').contains(&p)
        }),
        '\u{FE00}'..='\u{FE0D}' => prev.is_some_and(|p| {
            is_han(p)
                || is_emoji(p)
                || ('\u{2000}'..='\u{2BFF}').contains(&p)
                || ('\u{1000}'..='\u{109F}').contains(&p)
        }),
        '\u{E0100}'..='\u{E01EF}' => prev.is_some_and(is_han),
        '\u{180B}'..='\u{180D}' | '\u{180F}' => {
            prev.is_some_and(|p| ('\u{1800}'..='\u{18AF}').contains(&p))
        }
        c if is_tag(c) => in_flag,
        _ => false,
    }
}

/// What one kind of hidden character amounts to in a text.
#[derive(Clone, Debug, PartialEq)]
pub struct HiddenReport {
    pub kind: HiddenKind,
    /// The first contiguous run of characters of this kind (byte range).
    pub first: Range<usize>,
    /// How many characters of this kind the text holds.
    pub count: usize,
    /// The distinct characters, in order of first appearance, with counts.
    pub code_points: Vec<(char, usize)>,
    /// For TAG characters: the ASCII they spell (bounded).
    pub decoded: String,
}

/// Longest decoded hidden text kept.
pub const MAX_DECODED: usize = 4096;

/// The hidden characters of `text` that are not legitimate where they
/// stand, one report per kind (in [`HiddenKind`] order).
pub fn scan_hidden(text: &str) -> Vec<HiddenReport> {
    if text.is_ascii() {
        return Vec::new();
    }
    let rtl = has_rtl(text);
    let mut reports: Vec<HiddenReport> = Vec::new();
    let mut prev: Option<char> = None;
    // Inside an emoji tag sequence (U+1F3F4 followed by tags up to U+E007F).
    let mut in_flag = false;
    // The kind and end of the run being extended, to grow `first`.
    let mut last: Option<(HiddenKind, usize)> = None;
    let mut it = text.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let next = it.peek().map(|&(_, n)| n);
        if is_tag(c) {
            in_flag = in_flag || prev == Some('\u{1F3F4}');
            let valid_flag_tag =
                matches!(c, '\u{E0030}'..='\u{E0039}' | '\u{E0061}'..='\u{E007A}' | '\u{E007F}');
            in_flag = in_flag && valid_flag_tag;
        } else {
            in_flag = false;
        }
        let end = i + c.len_utf8();
        let kind = kind_of(c).filter(|_| !legitimate(c, prev, next, rtl, in_flag));
        if c == '\u{E007F}' {
            in_flag = false;
        }
        if let Some(kind) = kind {
            if !reports.iter().any(|r| r.kind == kind) {
                reports.push(HiddenReport {
                    kind,
                    first: i..end,
                    count: 0,
                    code_points: Vec::new(),
                    decoded: String::new(),
                });
            }
            if let Some(report) = reports.iter_mut().find(|r| r.kind == kind) {
                if last.is_some_and(|(k, e)| k == kind && e == i && report.first.end == i) {
                    report.first.end = end;
                }
                report.count += 1;
                match report.code_points.iter_mut().find(|(p, _)| *p == c) {
                    Some(e) => e.1 += 1,
                    None => report.code_points.push((c, 1)),
                }
                if kind == HiddenKind::Tag
                    && ('\u{E0020}'..='\u{E007E}').contains(&c)
                    && report.decoded.len() < MAX_DECODED
                {
                    report.decoded.push(char::from((c as u32 - 0xE0000) as u8));
                }
            }
            last = Some((kind, end));
        } else {
            last = None;
        }
        prev = Some(c);
    }
    reports.sort_by_key(|r| r.kind);
    reports
}

/// The text with every character of `reports` shown as `<U+XXXX>`, cut
/// after `max` characters.
pub fn reveal(text: &str, max: usize) -> String {
    let rtl = has_rtl(text);
    let mut out = String::new();
    let mut prev = None;
    let mut in_flag = false;
    let mut it = text.chars().peekable();
    let mut n = 0;
    while let Some(c) = it.next() {
        if n >= max {
            out.push('…');
            break;
        }
        let next = it.peek().copied();
        if is_tag(c) {
            in_flag = (in_flag || prev == Some('\u{1F3F4}'))
                && matches!(c, '\u{E0030}'..='\u{E0039}' | '\u{E0061}'..='\u{E007A}' | '\u{E007F}');
        } else {
            in_flag = false;
        }
        if kind_of(c).is_some() && !legitimate(c, prev, next, rtl, in_flag) {
            out.push_str(&format!("<U+{:04X}>", c as u32));
        } else {
            out.push(c);
        }
        n += 1;
        prev = Some(c);
    }
    out
}

/// The script of a letter, for the scripts whose letters pass for Latin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Script {
    Latin,
    Cyrillic,
    Greek,
    Armenian,
}

impl Script {
    pub fn name(self) -> &'static str {
        match self {
            Script::Latin => "Latin",
            Script::Cyrillic => "Cyrillic",
            Script::Greek => "Greek",
            Script::Armenian => "Armenian",
        }
    }
}

pub fn script_of(c: char) -> Option<Script> {
    if c.is_ascii_alphabetic() {
        return Some(Script::Latin);
    }
    if !c.is_alphabetic() {
        return None;
    }
    let u = c as u32;
    Some(match u {
        0x00C0..=0x024F | 0x1E00..=0x1EFF | 0x2C60..=0x2C7F | 0xA720..=0xA7FF | 0xFF21..=0xFF5A => {
            Script::Latin
        }
        0x0400..=0x052F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => Script::Cyrillic,
        0x0370..=0x03FF | 0x1F00..=0x1FFF => Script::Greek,
        0x0531..=0x058F => Script::Armenian,
        _ => return None,
    })
}

/// A word (or name) that mixes Latin letters with look-alikes.
#[derive(Clone, Debug, PartialEq)]
pub struct MixedWord {
    pub range: Range<usize>,
    /// The scripts present, Latin first.
    pub scripts: Vec<Script>,
    /// The look-alike characters (non-Latin letters that pass for Latin).
    pub lookalikes: Vec<char>,
    /// The word with every look-alike replaced by its Latin letter.
    pub skeleton: String,
}

/// Whether the letters of `s` mix scripts deceptively: Latin with Cyrillic
/// or Armenian letters (any), or Latin with Greek letters that pass for
/// Latin ones (so `μs` or `Δt` are fine).
fn mixed(s: &str) -> Option<MixedWord> {
    let mut scripts: Vec<Script> = Vec::new();
    let mut lookalikes = Vec::new();
    let mut greek_lookalike = false;
    let mut other_non_greek = false;
    for c in s.chars() {
        let Some(sc) = script_of(c) else { continue };
        if !scripts.contains(&sc) {
            scripts.push(sc);
        }
        match sc {
            Script::Latin => {}
            Script::Greek => {
                if homoglyph(c).is_some() {
                    greek_lookalike = true;
                    if !lookalikes.contains(&c) {
                        lookalikes.push(c);
                    }
                }
            }
            _ => {
                other_non_greek = true;
                if homoglyph(c).is_some() && !lookalikes.contains(&c) {
                    lookalikes.push(c);
                }
            }
        }
    }
    if !scripts.contains(&Script::Latin) || !(other_non_greek || greek_lookalike) {
        return None;
    }
    scripts.sort_by_key(|s| *s != Script::Latin);
    let skeleton = s.chars().map(|c| homoglyph(c).unwrap_or(c)).collect();
    Some(MixedWord {
        range: 0..s.len(),
        scripts,
        lookalikes,
        skeleton,
    })
}

/// A name as a whole when it mixes scripts.
pub fn mixed_name(name: &str) -> Option<MixedWord> {
    if name.is_ascii() {
        return None;
    }
    mixed(name)
}

/// The words of a text (runs of letters and digits) that mix scripts, at
/// most `max`.
pub fn mixed_words(text: &str, max: usize) -> Vec<MixedWord> {
    let mut out = Vec::new();
    if text.is_ascii() {
        return out;
    }
    let mut start: Option<usize> = None;
    let mut has_non_ascii = false;
    let check = |s: usize, e: usize, out: &mut Vec<MixedWord>| {
        if let Some(word) = text.get(s..e)
            && let Some(mut m) = mixed(word)
        {
            m.range = s..e;
            out.push(m);
        }
    };
    for (i, c) in text.char_indices() {
        let part = c.is_alphanumeric() || kind_of(c).is_some() || is_combining(c);
        match (part, start) {
            (true, None) => {
                start = Some(i);
                has_non_ascii = !c.is_ascii();
            }
            (true, Some(_)) => has_non_ascii |= !c.is_ascii(),
            (false, Some(s)) => {
                if has_non_ascii {
                    check(s, i, &mut out);
                    if out.len() >= max {
                        return out;
                    }
                }
                start = None;
            }
            (false, None) => {}
        }
    }
    if let Some(s) = start
        && has_non_ascii
    {
        check(s, text.len(), &mut out);
    }
    out.truncate(max);
    out
}

fn is_combining(c: char) -> bool {
    unicode_normalization::char::is_combining_mark(c)
}

/// `U+XXXX` of a character.
pub fn code_point(c: char) -> String {
    format!("U+{:04X}", c as u32)
}

/// The Unicode name of a hidden or look-alike character (the characters
/// this module reports; others get a generic label).
pub fn char_name(c: char) -> String {
    let name = match c {
        '\u{00AD}' => "SOFT HYPHEN",
        '\u{034F}' => "COMBINING GRAPHEME JOINER",
        '\u{061C}' => "ARABIC LETTER MARK",
        '\u{115F}' => "HANGUL CHOSEONG FILLER",
        '\u{1160}' => "HANGUL JUNGSEONG FILLER",
        '\u{17B4}' => "KHMER VOWEL INHERENT AQ",
        '\u{17B5}' => "KHMER VOWEL INHERENT AA",
        '\u{180E}' => "MONGOLIAN VOWEL SEPARATOR",
        '\u{200B}' => "ZERO WIDTH SPACE",
        '\u{200C}' => "ZERO WIDTH NON-JOINER",
        '\u{200D}' => "ZERO WIDTH JOINER",
        '\u{200E}' => "LEFT-TO-RIGHT MARK",
        '\u{200F}' => "RIGHT-TO-LEFT MARK",
        '\u{202A}' => "LEFT-TO-RIGHT EMBEDDING",
        '\u{202B}' => "RIGHT-TO-LEFT EMBEDDING",
        '\u{202C}' => "POP DIRECTIONAL FORMATTING",
        '\u{202D}' => "LEFT-TO-RIGHT OVERRIDE",
        '\u{202E}' => "RIGHT-TO-LEFT OVERRIDE",
        '\u{2060}' => "WORD JOINER",
        '\u{2061}' => "FUNCTION APPLICATION",
        '\u{2062}' => "INVISIBLE TIMES",
        '\u{2063}' => "INVISIBLE SEPARATOR",
        '\u{2064}' => "INVISIBLE PLUS",
        '\u{2066}' => "LEFT-TO-RIGHT ISOLATE",
        '\u{2067}' => "RIGHT-TO-LEFT ISOLATE",
        '\u{2068}' => "FIRST STRONG ISOLATE",
        '\u{2069}' => "POP DIRECTIONAL ISOLATE",
        '\u{206A}'..='\u{206F}' => "DEPRECATED FORMAT CHARACTER",
        '\u{2800}' => "BRAILLE PATTERN BLANK",
        '\u{3164}' => "HANGUL FILLER",
        '\u{FEFF}' => "ZERO WIDTH NO-BREAK SPACE",
        '\u{FFA0}' => "HALFWIDTH HANGUL FILLER",
        '\u{FFF9}' => "INTERLINEAR ANNOTATION ANCHOR",
        '\u{FFFA}' => "INTERLINEAR ANNOTATION SEPARATOR",
        '\u{FFFB}' => "INTERLINEAR ANNOTATION TERMINATOR",
        '\u{E0001}' => "LANGUAGE TAG",
        '\u{E007F}' => "CANCEL TAG",
        '\u{E0020}' => "TAG SPACE",
        c if is_tag(c) => {
            let a = char::from(((c as u32) & 0x7F) as u8);
            return if a.is_ascii_uppercase() {
                format!("TAG LATIN CAPITAL LETTER {a}")
            } else if a.is_ascii_lowercase() {
                format!("TAG LATIN SMALL LETTER {}", a.to_ascii_uppercase())
            } else if a.is_ascii_digit() {
                format!("TAG DIGIT {a}")
            } else {
                format!("TAG CHARACTER '{a}'")
            };
        }
        c if is_variation_selector(c) => {
            let n = match c as u32 {
                u @ 0xFE00..=0xFE0F => u - 0xFE00 + 1,
                u @ 0xE0100..=0xE01EF => u - 0xE0100 + 17,
                _ => return "MONGOLIAN FREE VARIATION SELECTOR".to_string(),
            };
            return format!("VARIATION SELECTOR-{n}");
        }
        c => {
            return match (script_of(c), homoglyph(c)) {
                (Some(s), Some(h)) => {
                    format!("{} letter that looks like '{h}'", s.name().to_uppercase())
                }
                (Some(s), None) => format!("{} letter", s.name().to_uppercase()),
                _ => "UNNAMED CHARACTER".to_string(),
            };
        }
    };
    name.to_string()
}

/// The general category of a hidden character.
pub fn category(c: char) -> &'static str {
    match c {
        '\u{034F}'
        | '\u{FE00}'..='\u{FE0F}'
        | '\u{E0100}'..='\u{E01EF}'
        | '\u{180B}'..='\u{180D}'
        | '\u{180F}' => "Mn",
        '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{17B4}' | '\u{17B5}' => "Lo",
        '\u{2800}' => "So",
        c if c.is_alphabetic() => {
            if c.is_lowercase() {
                "Ll"
            } else if c.is_uppercase() {
                "Lu"
            } else {
                "Lo"
            }
        }
        _ => "Cf",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(t: &str) -> Vec<HiddenKind> {
        scan_hidden(t).into_iter().map(|r| r.kind).collect()
    }

    #[test]
    fn legitimate_uses_do_not_count() {
        // ZWNJ in Persian ("می‌خواهم"), ZWJ in Devanagari, emoji ZWJ
        // sequences, VS16 after an emoji, a keycap, the England flag.
        assert!(kinds("می\u{200C}خواهم").is_empty());
        assert!(kinds("क्\u{200D}ष").is_empty());
        assert!(kinds("👩\u{200D}💻 and 👨\u{200D}👩\u{200D}👧").is_empty());
        assert!(kinds("⚠\u{FE0F} careful, 1\u{FE0F}\u{20E3}").is_empty());
        assert!(
            kinds("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} England").is_empty()
        );
        assert!(kinds("שלום \u{200F}עולם").is_empty());
        assert!(kinds("plain text, no BOM").is_empty());
    }

    #[test]
    fn hidden_characters_are_reported() {
        assert_eq!(kinds("ig\u{200B}nore"), [HiddenKind::ZeroWidth]);
        assert_eq!(kinds("a\u{200D}b"), [HiddenKind::ZeroWidth]);
        assert_eq!(kinds("abc \u{202E}fdp.exe"), [HiddenKind::Bidi]);
        assert_eq!(kinds("x\u{200F}y"), [HiddenKind::Bidi]);
        assert_eq!(kinds("soft\u{00AD}hyphen"), [HiddenKind::Invisible]);
        assert_eq!(kinds("letter\u{FE0F}"), [HiddenKind::Invisible]);
        let r = scan_hidden("Hi\u{E0001}\u{E0049}\u{E0067}\u{E006E}\u{E007F} there");
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].kind, HiddenKind::Tag);
        assert_eq!(r[0].decoded, "Ign");
        assert_eq!(r[0].count, 5);
        assert_eq!(r[0].first, 2..22);
        // a flag tag sequence followed by smuggled text is not a flag
        assert_eq!(kinds("🏴\u{E0049}\u{E0020}x"), [HiddenKind::Tag]);
    }

    #[test]
    fn runs_and_counts() {
        let r = scan_hidden("a\u{200B}\u{200B}b\u{200B}");
        assert_eq!(r[0].first, 1..7);
        assert_eq!(r[0].count, 3);
        assert_eq!(r[0].code_points, [('\u{200B}', 3)]);
        assert_eq!(reveal("a\u{200B}b", 10), "a<U+200B>b");
    }

    #[test]
    fn mixed_scripts() {
        let m = mixed_name("ѕend_email").unwrap();
        assert_eq!(m.scripts, [Script::Latin, Script::Cyrillic]);
        assert_eq!(m.skeleton, "send_email");
        assert_eq!(m.lookalikes, ['ѕ']);
        assert!(mixed_name("send_email").is_none());
        assert!(mixed_name("отправить").is_none());
        let w = mixed_words(
            "Please ignоre this; 10μs latency, Δt, Ελληνικά, русский",
            10,
        );
        assert_eq!(w.len(), 1);
        assert_eq!(&"Please ignоre this"[w[0].range.clone()], "ignоre");
        // Greek look-alikes inside a Latin word
        assert_eq!(mixed_words("tοken", 10).len(), 1);
    }

    #[test]
    fn names_and_categories() {
        assert_eq!(char_name('\u{200B}'), "ZERO WIDTH SPACE");
        assert_eq!(char_name('\u{E0041}'), "TAG LATIN CAPITAL LETTER A");
        assert_eq!(char_name('\u{E0061}'), "TAG LATIN SMALL LETTER A");
        assert_eq!(char_name('\u{FE0F}'), "VARIATION SELECTOR-16");
        assert_eq!(char_name('ѕ'), "CYRILLIC letter that looks like 's'");
        assert_eq!(category('\u{200B}'), "Cf");
        assert_eq!(category('\u{FE0F}'), "Mn");
    }
}
