//! The cues of a text: every phrase of the lexicon (`data/injection/cues.tsv`,
//! fifteen languages) found in one pass of an Aho–Corasick automaton, and the
//! structural cues found by a few patterns (identifiers of other tools, URLs,
//! addresses, account numbers, secret stores, privileged flags, quotes).
//!
//! Matching is case-insensitive: the text is normalised (see
//! `normalize.rs`), then folded to lower case character by character where
//! that keeps the byte length, so every offset is an offset of the
//! normalised text. The lexicon goes through the same normalisation and
//! folding when the automaton is built.

use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{LazyLock, OnceLock};

use crate::rules::injection::core::LazyRegex;
use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};

use crate::rules::injection::normalize::Normalized;

const LEXICON: &str = include_str!("../../../../data/injection/cues.tsv");

macro_rules! cues {
    ($($name:ident = $class:literal, $id:literal;)*) => {
        /// A kind of cue.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Cue { $($name),* }

        impl Cue {
            /// The lexicon class (`AGENT`), or `None` for a structural cue.
            fn from_class(class: &str) -> Option<Cue> {
                match class {
                    $($class => Some(Cue::$name),)*
                    _ => None,
                }
            }

            /// The id reported in `evidence.cues`.
            pub fn id(self) -> &'static str {
                match self {
                    $(Cue::$name => $id,)*
                }
            }
        }
    };
}

cues! {
    Agent = "AGENT", "addressee";
    Modal = "MODAL", "obligation";
    Persist = "PERSIST", "persistence";
    When = "WHEN", "condition";
    Invoked = "INVOKED", "invoked";
    ToolWord = "TOOLWORD", "tool-word";
    Modify = "MODIFY", "modification";
    UserOverride = "USER_OVERRIDE", "user-choice-overridden";
    UserDefer = "USER_DEFER", "user-choice-respected";
    Conversation = "CONVERSATION", "conversation";
    AgentContext = "AGENT_CONTEXT", "agent-context";
    Pii = "PII", "personal-data";
    UserContent = "USER_CONTENT", "user-content";
    Secret = "SECRET", "secret";
    Transfer = "TRANSFER", "transfer";
    Fill = "FILL", "fill";
    ThirdParty = "THIRD_PARTY", "third-party";
    Omit = "OMIT", "omission";
    UserFacing = "USER_FACING", "user-facing";
    Cover = "COVER", "cover-story";
    Relabel = "RELABEL", "relabel";
    Another = "ANOTHER", "another";
    Question = "QUESTION", "question";
    Contradict = "CONTRADICT", "contradiction";
    Inability = "INABILITY", "inability";
    SelfRef = "SELF", "this-tool";
    Every = "EVERY", "every";
    Exclusive = "EXCLUSIVE", "exclusivity";
    Invoke = "INVOKE", "invoke";
    Interrupt = "INTERRUPT", "interrupt";
    First = "FIRST", "first";
    Revoke = "REVOKE", "revocation";
    Precedence = "PRECEDENCE", "precedence";
    AgentConfig = "AGENT_CONFIG", "agent-configuration";
    Identity = "IDENTITY", "identity";
    Authority = "AUTHORITY", "authority";
    DenyAi = "DENY_AI", "denies-being-ai";
    DiscloseAi = "DISCLOSE_AI", "discloses-ai";
    Advice = "ADVICE", "advice";
    ApprovalClaim = "APPROVAL_CLAIM", "approval-claimed";
    Warn = "WARN", "warning";
    Negation = "NEGATION", "negation";
    SideEffect = "SIDE_EFFECT", "side-effect";
    Scope = "SCOPE", "scope";
    Read = "READ", "read";
    Mention = "MENTION", "mention";
    Human = "HUMAN", "human-claim";
    Motive = "MOTIVE", "concealment-motive";
    Erase = "ERASE", "erases-traces";
    Field = "FIELD", "field";
    Nature = "NATURE", "machine-or-person";
    Rules = "RULES", "rules";
    Answer = "ANSWER", "answer";
    Written = "WRITTEN", "written-as";
    // structural
    OtherTool = "@OTHER_TOOL", "other-tool";
    Url = "@URL", "url";
    Email = "@EMAIL", "email";
    Domain = "@DOMAIN", "domain";
    Literal = "@LITERAL", "literal-destination";
    Query = "@QUERY", "query-string";
    SecretPath = "@SECRET_PATH", "secret-store";
    EnvDump = "@ENV_DUMP", "environment-dump";
    Escalate = "@ESCALATE", "privileged-flag";
    Quoted = "@QUOTED", "quoted";
    Backtick = "@BACKTICK", "code";
    DecodeWord = "@DECODE_WORD", "decode";
    FollowWord = "@FOLLOW_WORD", "follow";
    Name = "@NAME", "personal-name";
    Beacon = "@BEACON", "data-in-address";
    AppData = "@APP_DATA", "application-data";
}

/// One lexicon phrase: its cue and its fragments (a phrase with inner `*`
/// has several, which must follow each other closely).
struct Phrase {
    /// `None` for a function word of a language (class `STOP`).
    cue: Option<Cue>,
    /// The language, when it is written in the Latin script and is not
    /// English: its phrases count only where its function words occur.
    latin: Option<u8>,
    fragments: Vec<String>,
    /// `*` at the start: no word boundary needed before it.
    free_start: bool,
    /// `*` at the end: no word boundary needed after it.
    free_end: bool,
    /// An English phrase with an inner `*` between spaces ("describe * as"):
    /// each fragment is whole words ("presentation as" is not "present …
    /// as") and the `*` one word at least ("set to true" is not "set … to");
    /// other languages attach pronouns ("descrivilo … come").
    words: bool,
}

/// A group of the lexicon: one pattern per distinct fragment, searched by
/// an Aho–Corasick automaton over all of them once the group has read
/// [`FEW_BYTES`] of text; before that, each text is searched by an
/// automaton of the patterns it holds, which costs a small fraction of the
/// whole one to build and finds the same matches in the same order.
struct Lexicon {
    patterns: Vec<String>,
    automaton: OnceLock<Option<AhoCorasick>>,
    /// Bytes of text searched without the whole automaton.
    read: AtomicUsize,
    /// For each pattern: (phrase index, fragment index).
    uses: Vec<Vec<(usize, usize)>>,
    /// The patterns the automata search for: all but [`Lexicon::words`].
    searched: Vec<usize>,
    /// Patterns that are whole short words (at most [`SHORT`] ASCII word
    /// characters, each a phrase of its own that needs a word boundary on
    /// both sides: "a", "e", "de", "the"), by [`packed`] word, sorted: they
    /// are looked up word by word instead of searched for, since an
    /// automaton finds them inside every longer word (three in every four
    /// of its matches on English text).
    words: Vec<(u32, usize)>,
    phrases: Vec<Phrase>,
    /// The most bytes one phrase can span (its fragments and the gaps
    /// allowed between them).
    span: usize,
}

/// The languages besides English written in the Latin script, and Russian
/// (whose look-alike letters the normaliser maps to Latin ones: "нет"
/// reads "het"): English text holds many of their words ("transcript",
/// "de", "sin"), so their phrases count only in text that holds their
/// function words too.
const LATIN: &[&str] = &["de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ru"];

/// The index of English among the function-word counts (after `LATIN`).
const ENGLISH: u8 = LATIN.len() as u8;

/// The indexes of Spanish and Portuguese in `LATIN`.
const SPANISH: u8 = 2;
const PORTUGUESE: u8 = 4;

/// Function words of a Latin-script language a text must hold for the
/// language's phrases to count, when it is read as a whole.
const MIN_FUNCTION_WORDS: usize = 2;

/// Characters allowed between two fragments of one phrase (counted in
/// characters, not bytes: an Arabic, Cyrillic or Devanagari word takes two
/// or three bytes a letter).
const FRAGMENT_GAP: usize = 40;

/// Whether the text between two fragments is short enough
/// ([`FRAGMENT_GAP`] characters at most).
fn within_gap(folded: &str, between: Range<usize>) -> bool {
    let bytes = between.end.saturating_sub(between.start);
    bytes <= FRAGMENT_GAP
        || bytes <= FRAGMENT_GAP * 4
            && folded
                .get(between)
                .is_some_and(|t| t.chars().count() <= FRAGMENT_GAP)
}

/// Bytes of text a lexicon group searches without building its whole
/// automaton: about what building it costs, so a run of one small manifest
/// never builds it and a large run builds it at once.
pub const FEW_BYTES: usize = 4 * 1024;

/// The lexicon in groups, each built when a text first needs it: the
/// phrases that count in any text (English, the function words of every
/// language, and phrases of other scripts written in ASCII); the phrases of
/// the other scripts, which only a text with a non-ASCII character can
/// hold; and those of each Latin-script language (and Russian), which count
/// only where that language's function words do. Most texts are English:
/// they need the first group alone, a third of the lexicon.
static BASE_LEXICON: LazyLock<Option<Lexicon>> = LazyLock::new(|| build_lexicon(in_base));

/// The phrases of the non-Latin scripts that hold a non-ASCII character.
static OTHER_SCRIPTS: LazyLock<Option<Lexicon>> = LazyLock::new(|| {
    build_lexicon(|class, lang, phrase| !in_base(class, lang, phrase) && !LATIN.contains(&lang))
});

/// The phrases of each language of [`LATIN`], in its order.
static LATIN_LEXICONS: [OnceLock<Option<Lexicon>>; LATIN.len()] =
    [const { OnceLock::new() }; LATIN.len()];

fn latin_lexicon(l: usize) -> Option<&'static Lexicon> {
    let lang = *LATIN.get(l)?;
    LATIN_LEXICONS
        .get(l)?
        .get_or_init(|| build_lexicon(|class, lg, _| class != "STOP" && lg == lang))
        .as_ref()
}

/// Whether a phrase belongs to [`BASE_LEXICON`].
fn in_base(class: &str, lang: &str, phrase: &str) -> bool {
    class == "STOP" || lang == "en" || (!LATIN.contains(&lang) && phrase.is_ascii())
}

/// The `MENTION` phrases alone: whether a text talks about attacks is asked
/// of every text with a finding, which needs no other cue.
static MENTION_AUTOMATON: LazyLock<Option<Lexicon>> =
    LazyLock::new(|| build_lexicon(|class, _, _| class == "MENTION" || class == "STOP"));

fn build_lexicon(keep: impl Fn(&str, &str, &str) -> bool) -> Option<Lexicon> {
    let mut phrases: Vec<Phrase> = Vec::new();
    for line in LEXICON.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut cols = line.split('\t');
        let (Some(class), Some(lang), Some(list)) = (cols.next(), cols.next(), cols.next()) else {
            continue;
        };
        let cue = match Cue::from_class(class) {
            Some(cue) => Some(cue),
            None if class == "STOP" => None,
            None => continue,
        };
        let latin = if lang == "en" {
            // English function words are counted, English phrases are not gated
            (cue.is_none()).then_some(ENGLISH)
        } else {
            LATIN
                .iter()
                .position(|l| *l == lang)
                .and_then(|i| u8::try_from(i).ok())
        };
        for raw in list.split('|') {
            let raw = raw.trim();
            if raw.is_empty() || !keep(class, lang, raw) {
                continue;
            }
            let free_start = raw.starts_with('*');
            let free_end = raw.ends_with('*');
            let fragments: Vec<String> = raw
                .split('*')
                .map(str::trim)
                .filter(|f| !f.is_empty())
                .map(|f| fold(Normalized::new(f).as_str()))
                .collect();
            if fragments.is_empty() {
                continue;
            }
            let words = lang == "en" && raw.contains(" * ");
            phrases.push(Phrase {
                cue,
                latin,
                fragments,
                free_start,
                free_end,
                words,
            });
        }
    }
    let mut patterns: Vec<String> = Vec::new();
    let mut index: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut uses: Vec<Vec<(usize, usize)>> = Vec::new();
    for (pi, p) in phrases.iter().enumerate() {
        for (fi, f) in p.fragments.iter().enumerate() {
            let id = *index.entry(f.clone()).or_insert_with(|| {
                patterns.push(f.clone());
                uses.push(Vec::new());
                patterns.len() - 1
            });
            if let Some(u) = uses.get_mut(id) {
                u.push((pi, fi));
            }
        }
    }
    let short_word = |id: usize, pattern: &str| {
        pattern.len() <= SHORT
            && pattern
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && uses.get(id).is_some_and(|u| {
                u.iter().all(|&(pi, _)| {
                    phrases
                        .get(pi)
                        .is_some_and(|p| p.fragments.len() == 1 && !p.free_start && !p.free_end)
                })
            })
    };
    let mut words: Vec<(u32, usize)> = Vec::new();
    let mut searched: Vec<usize> = Vec::new();
    for (id, pattern) in patterns.iter().enumerate() {
        if short_word(id, pattern) {
            words.push((packed(pattern.as_bytes()), id));
        } else {
            searched.push(id);
        }
    }
    words.sort_unstable();
    let span = phrases
        .iter()
        .map(|p| {
            p.fragments.iter().map(String::len).sum::<usize>()
                + p.fragments.len().saturating_sub(1) * FRAGMENT_GAP * 4
        })
        .max()
        .unwrap_or(0);
    Some(Lexicon {
        patterns,
        automaton: OnceLock::new(),
        read: AtomicUsize::new(0),
        uses,
        searched,
        words,
        phrases,
        span,
    })
}

/// The longest word [`Lexicon::words`] holds.
const SHORT: usize = 3;

/// A word of at most [`SHORT`] bytes as one number (its bytes from the
/// most significant, zeros after).
fn packed(word: &[u8]) -> u32 {
    (0..SHORT).fold(0u32, |n, i| {
        n << 8 | u32::from(word.get(i).copied().unwrap_or(0))
    })
}

/// Lower case, character by character, where that keeps the UTF-8 length
/// (so offsets do not move).
pub fn fold(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let mut lower = c.to_lowercase();
        match (lower.next(), lower.next()) {
            (Some(l), None) if l.len_utf8() == c.len_utf8() => out.push(l),
            _ => out.push(c),
        }
    }
    out
}

/// Scripts written without spaces between words: no word boundaries there.
fn unspaced(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}'
        | '\u{AC00}'..='\u{D7AF}' | '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}'
        | '\u{0E00}'..='\u{0E7F}' | '\u{F900}'..='\u{FAFF}' | '\u{FF66}'..='\u{FF9F}')
}

fn word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn boundary_before(text: &str, at: usize) -> bool {
    text.get(..at)
        .and_then(|b| b.chars().next_back())
        .is_none_or(|c| !word_char(c) || unspaced(c))
}

fn boundary_after(text: &str, at: usize) -> bool {
    text.get(at..)
        .and_then(|a| a.chars().next())
        .is_none_or(|c| !word_char(c) || unspaced(c))
}

/// Whether a hyphen at `at` joins the word before it to a word after it:
/// "post-level" and "read-only" are other words than "post" and "read".
fn compound_after(text: &str, at: usize) -> bool {
    let mut rest = text.get(at..).unwrap_or("").chars();
    rest.next() == Some('-')
        && rest
            .next()
            .is_some_and(|c| c.is_alphabetic() && !unspaced(c))
}

/// Whether the phrase ending at `at` ends in "-ing" and names the kind of
/// a setting that follows it ("data sharing controls", "the forwarding
/// settings"): a noun's modifier, not the act.
fn gerund_before_setting(text: &str, at: usize) -> bool {
    const SETTINGS: &[&str] = &[
        "controls",
        "settings",
        "options",
        "permissions",
        "policy",
        "policies",
        "preferences",
        "limits",
        "restrictions",
        "toggle",
        "button",
        "menu",
        "panel",
    ];
    let Some(after) = text.get(at..).and_then(|t| t.strip_prefix(' ')) else {
        return false;
    };
    text.get(..at).is_some_and(|t| t.ends_with("ing"))
        && SETTINGS.iter().any(|w| {
            after
                .strip_prefix(w)
                .is_some_and(|r| r.chars().next().is_none_or(|c| !c.is_alphanumeric()))
        })
}

/// Whether the verb phrase at `start..end` introduces a list after its
/// subject ("Triggers include: …", "**Enrichment adds:**"): a colon right
/// after it and a word of its own line before it that does not make it an
/// instruction ("must include:", "and include:", "to add:").
fn enumerates(text: &str, start: usize, end: usize) -> bool {
    const LEADS: &[&str] = &[
        "to", "please", "and", "or", "also", "then", "must", "should", "shall", "will", "can",
        "always", "never", "now", "just", "you", "we", "i",
    ];
    let colon = text.get(end..).is_some_and(|t| t.starts_with(':'));
    let before = text
        .get(..start)
        .unwrap_or("")
        .trim_end_matches([' ', '\t']);
    let word = before
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    colon && before.ends_with(char::is_alphanumeric) && !word.is_empty() && !LEADS.contains(&word)
}

/// The classes whose phrases are verbs: a verb joined by a hyphen to the
/// next word is part of a compound adjective or noun, not the act.
const VERBS: &[Cue] = &[
    Cue::Transfer,
    Cue::Fill,
    Cue::Read,
    Cue::Modify,
    Cue::Invoke,
    Cue::Omit,
    Cue::Erase,
];

/// Reads the lexicon's first group and its `MENTION` phrases now, and
/// builds their automata when the input is `large` (more than
/// [`FEW_BYTES`]), so that the first scan does not wait for them: the binary
/// starts this on the thread pool while the files are being read.
pub fn warm(large: bool) {
    let build = |lex: &'static LazyLock<Option<Lexicon>>| {
        if let Some(lex) = lex.as_ref()
            && large
        {
            lex.build();
        }
    };
    rayon::join(|| build(&BASE_LEXICON), || build(&MENTION_AUTOMATON));
}

/// The lexicon cues of a folded text, by byte range, deciding per
/// sentence (`bounds`) whether a phrase of a
/// Latin-script language counts: where its sentence holds at least one of
/// that language's function words and no more English ones, or where the
/// whole text is mostly in that language. An English sentence keeps the
/// German "statt" or the Dutch "transcript" out; a German sentence inside
/// an English description keeps its phrases.
pub fn lexical_in(folded: &str, bounds: &[Range<usize>]) -> Vec<(Cue, Range<usize>)> {
    let Some(base) = BASE_LEXICON.as_ref() else {
        return Vec::new();
    };
    let mut found = Found::default();
    base.scan(folded, &mut found);
    // a phrase of the other scripts holds one of their letters
    if folded.chars().any(other_script)
        && let Some(lex) = OTHER_SCRIPTS.as_ref()
    {
        lex.scan(folded, &mut found);
    }
    for l in 0..LATIN.len() {
        let lang = u8::try_from(l).unwrap_or(u8::MAX);
        // a language's phrases count only where its function words do: a
        // text without such a place needs none of them, and a text mostly
        // in another language needs only the sentences that are in it
        if !found.language_counts(lang, bounds) {
            continue;
        }
        let Some(lex) = latin_lexicon(l) else {
            continue;
        };
        if bounds.is_empty() || found.whole(lang) {
            lex.scan(folded, &mut found);
            continue;
        }
        // each sentence where the language counts, and as far past its end
        // as a phrase that starts in it can reach
        let mut ranges: Vec<Range<usize>> = Vec::new();
        for b in bounds {
            if !found.sentence_in(lang, b) {
                continue;
            }
            let end = b.end.saturating_add(lex.span).min(folded.len());
            match ranges.last_mut() {
                Some(last) if last.end >= b.start => last.end = last.end.max(end),
                _ => ranges.push(b.start..end),
            }
        }
        for r in ranges {
            lex.scan_range(folded, r, &mut found);
        }
    }
    found.counted(bounds)
}

/// Letters of the scripts of [`OTHER_SCRIPTS`]: beyond the Latin blocks
/// (a unit test checks that every phrase of that group holds one).
fn other_script(c: char) -> bool {
    u32::from(c) > 0x24F && c.is_alphabetic()
}

/// Whether a folded text holds a `MENTION` cue.
pub fn mentions(folded: &str) -> bool {
    MENTION_AUTOMATON.as_ref().is_some_and(|lex| {
        let mut found = Found::default();
        lex.scan(folded, &mut found);
        found.counted(&[]).iter().any(|(c, _)| *c == Cue::Mention)
    })
}

/// What the lexicon's groups found in a text.
#[derive(Default)]
struct Found {
    /// Every phrase found, with its language when it is gated.
    out: Vec<(Cue, Option<u8>, Range<usize>)>,
    function_words: [usize; LATIN.len() + 1],
    /// (language, position) of every function word, in text order.
    stops: Vec<(u8, usize)>,
}

/// An automaton over `patterns`, each a folded fragment (texts and phrases
/// are both folded to lower case: no case-insensitive automaton, which
/// costs several times as much to build, is needed).
fn automaton<P: AsRef<[u8]>>(patterns: impl IntoIterator<Item = P>) -> Option<AhoCorasick> {
    AhoCorasickBuilder::new()
        .match_kind(MatchKind::Standard)
        .kind(Some(aho_corasick::AhoCorasickKind::NoncontiguousNFA))
        .build(patterns)
        .ok()
}

impl Lexicon {
    /// The automaton over every pattern, when it is built or worth building
    /// for another `len` bytes of text.
    fn whole(&self, len: usize) -> Option<&AhoCorasick> {
        if let Some(built) = self.automaton.get() {
            return built.as_ref();
        }
        if self
            .read
            .fetch_add(len, Ordering::Relaxed)
            .saturating_add(len)
            <= FEW_BYTES
        {
            return None;
        }
        self.build()
    }

    fn build(&self) -> Option<&AhoCorasick> {
        self.automaton
            .get_or_init(|| automaton(self.searched.iter().filter_map(|&i| self.patterns.get(i))))
            .as_ref()
    }

    /// An automaton over the patterns `hay` holds, with their ids; `None`
    /// when it holds none. Overlapping matches come in the order they end,
    /// and those that end together longest first, in this automaton as in
    /// the whole one: the same matches, in the same order.
    fn held(&self, bytes: &[u8]) -> Option<(AhoCorasick, Vec<usize>)> {
        // the pairs of adjacent bytes of the text, as a bit set
        let pair = |a: u8, b: u8| usize::from(a) << 8 | usize::from(b);
        let mut pairs = vec![0u64; 1 << 10];
        for w in bytes.windows(2) {
            if let [a, b] = w
                && let Some(word) = pairs.get_mut(pair(*a, *b) >> 6)
            {
                *word |= 1 << (pair(*a, *b) & 63);
            }
        }
        let has_pair = |a: u8, b: u8| {
            let k = pair(a, b);
            pairs.get(k >> 6).is_some_and(|w| w & (1 << (k & 63)) != 0)
        };
        let ids: Vec<usize> = self
            .searched
            .iter()
            .filter_map(|&i| Some((i, self.patterns.get(i)?)))
            .filter(|(_, p)| match p.as_bytes() {
                [a, b, ..] => {
                    has_pair(*a, *b) && memchr::memmem::find(bytes, p.as_bytes()).is_some()
                }
                [a] => memchr::memchr(*a, bytes).is_some(),
                [] => false,
            })
            .map(|(i, _)| i)
            .collect();
        if ids.is_empty() {
            return None;
        }
        let few = automaton(ids.iter().filter_map(|&i| self.patterns.get(i)))?;
        Some((few, ids))
    }

    /// Adds the phrases of this group found in a folded text to `found`.
    fn scan(&self, folded: &str, found: &mut Found) {
        self.scan_range(folded, 0..folded.len(), found);
    }

    /// [`Lexicon::scan`] of the phrases that lie inside `range` of the text.
    fn scan_range(&self, folded: &str, range: Range<usize>, found: &mut Found) {
        let lex = self;
        // (a range may end inside a character: the automaton reads bytes)
        let Some(hay) = folded.as_bytes().get(range.clone()) else {
            return;
        };
        match lex.whole(hay.len()) {
            Some(whole) => lex.scan_with(folded, range, Some((whole, &lex.searched)), true, found),
            None => {
                let held = lex.held(hay);
                let held = held.as_ref().map(|(few, ids)| (few, ids.as_slice()));
                lex.scan_with(folded, range, held, true, found);
            }
        }
    }

    /// The whole short words of `range` of a folded text that are
    /// [`Lexicon::words`]: (start, end, pattern), in text order. A word
    /// here starts and ends at a word boundary as [`boundary_before`] and
    /// [`boundary_after`] see it.
    fn short_words(&self, folded: &str, range: Range<usize>) -> Vec<(usize, usize, usize)> {
        let bytes = folded.as_bytes();
        let word_byte = |i: usize| {
            bytes
                .get(i)
                .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        };
        let mut out = Vec::new();
        if self.words.is_empty() {
            return out;
        }
        let mut i = range.start;
        while i < range.end {
            if !word_byte(i) || i > 0 && word_byte(i - 1) {
                i += 1;
                continue;
            }
            let mut end = i;
            while end < range.end && end - i <= SHORT && word_byte(end) {
                end += 1;
            }
            if end - i <= SHORT
                && boundary_before(folded, i)
                && boundary_after(folded, end)
                && let Some(bytes) = bytes.get(i..end)
                && let Ok(k) = self.words.binary_search_by_key(&packed(bytes), |w| w.0)
                && let Some(&(_, id)) = self.words.get(k)
            {
                out.push((i, end, id));
            }
            i = end.max(i + 1);
        }
        out
    }

    /// [`Lexicon::scan_range`] with `automaton`, one over the patterns
    /// `ids` (the whole list's [`Lexicon::searched`] or those a text
    /// holds), and the short words looked up: their matches merged in the
    /// automaton's order (by end, and the longest first where they end
    /// together).
    fn scan_with(
        &self,
        folded: &str,
        range: Range<usize>,
        automaton: Option<(&AhoCorasick, &[usize])>,
        lookup: bool,
        found: &mut Found,
    ) {
        let lex = self;
        let words = if lookup {
            self.short_words(folded, range.clone())
        } else {
            Vec::new()
        };
        let input = aho_corasick::Input::new(folded).range(range);
        let searched = automaton.into_iter().flat_map(|(a, ids)| {
            a.find_overlapping_iter(input.clone())
                .map(move |m| (m.start(), m.end(), ids.get(m.pattern().as_usize()).copied()))
        });
        let mut words = words.into_iter().peekable();
        let mut matches = searched.peekable();
        let next = std::iter::from_fn(move || {
            let word = words.peek().copied();
            let found = matches.peek().copied();
            match (word, found) {
                (Some((ws, we, wid)), Some((ms, me, _)))
                    if we < me || we == me && we - ws > me - ms =>
                {
                    words.next();
                    Some((ws, we, Some(wid)))
                }
                (_, Some(_)) => matches.next(),
                (Some((ws, we, wid)), None) => {
                    words.next();
                    Some((ws, we, Some(wid)))
                }
                (None, None) => None,
            }
        });
        let Found {
            out,
            function_words,
            stops,
        } = found;
        // fragments of multi-fragment phrases seen so far: (phrase, fragment) →
        // the start of the phrase and the end of that fragment
        let mut partial: std::collections::HashMap<(usize, usize), (usize, usize)> =
            std::collections::HashMap::new();
        for (m_start, m_end, id) in next {
            let m = m_start..m_end;
            let Some(uses) = id.and_then(|id| lex.uses.get(id)) else {
                continue;
            };
            for &(pi, fi) in uses {
                let Some(p) = lex.phrases.get(pi) else {
                    continue;
                };
                let last = fi + 1 == p.fragments.len();
                let first_frag = p.fragments.first().and_then(|f| f.chars().next());
                let spaced = first_frag.is_some_and(|c| !unspaced(c));
                if p.words
                    && spaced
                    && (fi > 0 && !boundary_before(folded, m.start)
                        || !last && !boundary_after(folded, m.end))
                {
                    continue;
                }
                if fi == 0 {
                    if spaced && !p.free_start && !boundary_before(folded, m.start) {
                        continue;
                    }
                } else {
                    // the previous fragment must have ended shortly before
                    // a spaced `*` stands for one word at least
                    let least = if p.words { 3 } else { 0 };
                    match partial.get(&(pi, fi - 1)) {
                        Some(&(_, end))
                            if end <= m.start
                                && within_gap(folded, end..m.start)
                                && m.start - end >= least => {}
                        _ => continue,
                    }
                }
                if last
                    && spaced
                    && !p.free_end
                    && (!boundary_after(folded, m.end)
                        || p.cue.is_some_and(|c| VERBS.contains(&c))
                            && (compound_after(folded, m.end)
                                || gerund_before_setting(folded, m.end)))
                {
                    continue;
                }
                let start = if fi == 0 {
                    m.start
                } else {
                    partial.get(&(pi, fi - 1)).map_or(m.start, |&(s, _)| s)
                };
                if last {
                    match (p.cue, p.latin) {
                        // "Data collected includes: …" lists, it does not act
                        (Some(cue), _)
                            if VERBS.contains(&cue) && enumerates(folded, start, m.end) => {}
                        (Some(cue), latin) => out.push((cue, latin, start..m.end)),
                        (None, Some(l)) => {
                            if let Some(n) = function_words.get_mut(usize::from(l)) {
                                *n += 1;
                            }
                            stops.push((l, start));
                        }
                        (None, None) => {}
                    }
                } else {
                    partial.insert((pi, fi), (start, m.end));
                }
            }
        }
    }
}

impl Found {
    fn count(&self, l: u8) -> usize {
        self.function_words
            .get(usize::from(l))
            .copied()
            .unwrap_or(0)
    }

    /// Whether a phrase of language `l` can count anywhere in the text
    /// (see [`Found::counted`]).
    fn language_counts(&self, l: u8, bounds: &[Range<usize>]) -> bool {
        if bounds.is_empty() {
            return self.count(l) >= MIN_FUNCTION_WORDS;
        }
        if self.whole(l) {
            return true;
        }
        self.count(l) >= 1 && bounds.iter().any(|b| self.sentence_in(l, b))
    }

    /// Whether the text as a whole is in language `l` (its phrases count
    /// anywhere).
    fn whole(&self, l: u8) -> bool {
        self.count(l) >= MIN_FUNCTION_WORDS && self.count(l) > self.count(ENGLISH)
    }

    /// Whether sentence `b` is written in language `l`: it holds one of
    /// its function words at least, and no more English ones.
    fn sentence_in(&self, l: u8, b: &Range<usize>) -> bool {
        let counts = self.in_range(b);
        let own = counts.get(usize::from(l)).copied().unwrap_or(0);
        let english = counts.get(usize::from(ENGLISH)).copied().unwrap_or(0);
        own >= 1 && own >= english
    }

    /// Function words of each language (English last) in `b`.
    fn in_range(&self, b: &Range<usize>) -> [usize; LATIN.len() + 1] {
        let mut counts = [0usize; LATIN.len() + 1];
        let from = self.stops.partition_point(|(_, p)| *p < b.start);
        for (lang, _) in self.stops.iter().skip(from).take_while(|(_, p)| *p < b.end) {
            if let Some(c) = counts.get_mut(usize::from(*lang)) {
                *c += 1;
            }
        }
        counts
    }

    /// The cues found, keeping a phrase of a Latin-script language only
    /// where it counts.
    fn counted(&self, bounds: &[Range<usize>]) -> Vec<(Cue, Range<usize>)> {
        // the sentence around a position
        let sentence_of = |at: usize| bounds.get(bounds.partition_point(|b| b.end <= at));
        // the English and Spanish "no" is the Portuguese "in the" ("no
        // orçamento"): no negation in a sentence written in Portuguese
        // (Spanish shares "que", "se", "para" and "por" with it: at least
        // twice as many of its words as of Spanish ones)
        let portuguese = |counts: [usize; LATIN.len() + 1]| {
            let at = |l: u8| counts.get(usize::from(l)).copied().unwrap_or(0);
            at(PORTUGUESE) > 2 * at(SPANISH) && at(PORTUGUESE) >= at(ENGLISH)
        };
        let in_portuguese = |r: &Range<usize>| {
            let counts = match sentence_of(r.start) {
                Some(b) if !bounds.is_empty() => self.in_range(b),
                _ => self.function_words,
            };
            portuguese(counts)
        };
        self.out
            .iter()
            .filter(|(cue, latin, r)| {
                let no =
                    *cue == Cue::Negation && r.len() == 2 && latin.is_none_or(|l| l == SPANISH);
                !(no && in_portuguese(r))
            })
            .filter(|(_, latin, r)| {
                latin.is_none_or(|l| {
                    if bounds.is_empty() {
                        self.count(l) >= MIN_FUNCTION_WORDS
                    } else {
                        self.whole(l)
                            || sentence_of(r.start).is_some_and(|b| self.sentence_in(l, b))
                    }
                })
            })
            .map(|(cue, _, r)| (*cue, r.clone()))
            .collect()
    }
}

/// The patterns of the structural cues.
pub(in crate::rules::injection) struct Structural {
    identifier: LazyRegex,
    url: LazyRegex,
    email: LazyRegex,
    domain: LazyRegex,
    literal: LazyRegex,
    query: LazyRegex,
    secret_path: LazyRegex,
    app_data: LazyRegex,
    env_dump: LazyRegex,
    escalate: LazyRegex,
    /// Shell history erased, in a skill body's inline code (`history -c`,
    /// `unset HISTFILE`, `> ~/.zsh_history`): the prose's own words for it
    /// are in the lexicon (`ERASE`).
    erase: LazyRegex,
    /// The quotes, as a pattern: what [`quoted_ranges`] finds (a unit test
    /// compares them). Compiling it costs more than the rest of a small
    /// run: the scan is written out instead.
    #[cfg(test)]
    quoted: LazyRegex,
    single: LazyRegex,
    backtick: LazyRegex,
    decode: LazyRegex,
    follow: LazyRegex,
}

/// Whether `text` may hold a match of [`Structural::domain`]: a dot
/// followed by a letter (case-insensitively: an ASCII letter, or the long s
/// and the Kelvin sign, which fold to `s` and `k`). Most descriptions hold
/// none, and the pattern costs more to compile than to search for.
fn may_hold_domain(text: &str) -> bool {
    let bytes = text.as_bytes();
    memchr::memchr_iter(b'.', bytes).any(|i| {
        let after = bytes.get(i + 1..).unwrap_or_default();
        after.first().is_some_and(u8::is_ascii_alphabetic)
            || after.starts_with("\u{17F}".as_bytes())
            || after.starts_with("\u{212A}".as_bytes())
    })
}

/// Whether `text` may hold a match of [`Structural::literal`]: a `+` (a
/// phone number), an `@` (a handle), `0x` (a wallet address), or two
/// capital ASCII letters before a digit (an IBAN; a digit outside ASCII
/// starts with a byte above 0x7F).
fn may_hold_literal(text: &str) -> bool {
    let bytes = text.as_bytes();
    memchr::memchr2(b'+', b'@', bytes).is_some()
        || memchr::memmem::find(bytes, b"0x").is_some()
        || text
            .split(|c: char| !c.is_ascii_digit() && c != '.')
            .any(|t| t.split('.').count() == 4 && t.split('.').all(|p| (1..=3).contains(&p.len())))
        || bytes.windows(3).any(|w| match w {
            [a, b, c] => {
                a.is_ascii_uppercase()
                    && b.is_ascii_uppercase()
                    && (c.is_ascii_digit() || *c > 0x7F)
            }
            _ => false,
        })
}

// Word boundaries are ASCII (`(?-u:\b)`): a Unicode one keeps the regex
// engine off its fast automaton on any non-ASCII text. The text is matched
// normalised (marks removed, look-alikes mapped): so are the patterns
// (`LazyRegex::exact`). Each is compiled on first use, for a text that holds
// one of its required literals (or, for the two without any, that passes
// its guard).
pub(in crate::rules::injection) static STRUCTURAL: Structural = Structural {
    // snake_case, dotted or camelCase identifiers
    identifier: LazyRegex::exact(concat!(
        r"(?-u:\b)[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+(?-u:\b)",
        r"|(?-u:\b)[a-z]+[0-9]*(?:[A-Z][a-z0-9]+)+(?-u:\b)",
    )),
    url: LazyRegex::exact(
        r#"(?i)(?-u:\b)(?:https?|ftp|wss?)://[^\s)>\]"'`<]+|(?-u:\b)www\.[^\s)>\]"'`<]+"#,
    ),
    email: LazyRegex::exact(r"(?i)(?-u:\b)[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}(?-u:\b)"),
    domain: LazyRegex::exact_guarded(
        concat!(
            r"(?i)(?-u:\b)(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|ai|app|cn|ru|co|xyz|info|biz|me|cc|",
            r"tk|link|site|online|top|example|de|fr|uk|jp|kr|in|br|pl|tr|nl|es|it|sa|ae|us|ly|test|invalid|",
            r"cloud|tech|host|email|support|network|zone|store|shop|space|eu|ch|se|fi|dk|pt|cz|ua|ca|au|",
            r"nz|za|mx|ar|cl|vn|sg|hk|tw)(?-u:\b)",
        ),
        may_hold_domain,
    ),
    literal: LazyRegex::exact_guarded(
        concat!(
            // an IBAN, a phone number, a handle, a wallet address
            r"(?-u:\b)[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?(?-u:\b)",
            r"|\+\d{1,3}[\d \-]{7,}\d",
            r"|(?:^|[\s`(])@[A-Za-z0-9][\w-]{2,}",
            r"|(?-u:\b)0x[a-fA-F0-9]{40}(?-u:\b)",
            // an IPv4 address
            r"|(?-u:\b)(?:\d{1,3}\.){3}\d{1,3}(?-u:\b)",
        ),
        may_hold_literal,
    ),
    query: LazyRegex::exact(r"[?&][A-Za-z_]{1,20}=|!\[[^\]\n]{0,80}\]\(https?://"),
    secret_path: LazyRegex::exact(concat!(
        r"(?i)(?:~/|\$home/|%userprofile%\\)?\.(?:ssh|aws|kube|docker|gnupg|password-store|",
        r"netrc|npmrc|pypirc|git-credentials|azure|config/gcloud|config/gh|config/op|",
        r"config/rclone|bash_history|zsh_history|aliyun)(?-u:\b)",
        r"|(?i)(?-u:\b)(?:rclone\.conf|syncthing|keychain|dump-keychain|login data|logins\.json|",
        r"key4\.db|cookies\.sqlite|wallet\.dat|terraform\.tfstate|id_rsa|id_ed25519|",
        r"credentials\.json|token\.json|credentials\.db|hosts\.yml|secrets\.ya?ml)(?-u:\b)",
        r"|(?i)\.aws/credentials|\.kube/config|\.docker/config\.json|gcloud/credentials",
        // credential stores and the commands that print them: HashiCorp
        // Vault, the Secret Service and GNOME keyrings, the Windows
        // credential manager, saved Wi-Fi keys, FTP and database clients
        r"|(?i)\.vault-token|(?-u:\b)vault\s+kv\s+get(?-u:\b)|(?-u:\b)secret-tool\s+(?:search|lookup)(?-u:\b)|",
        r"keyrings/|login\.keyring|(?-u:\b)cmdkey\s+/list|(?-u:\b)vaultcmd(?-u:\b)|key=clear(?-u:\b)|",
        r"filezilla[/\\](?:sitemanager|recentservers)\.xml|credentials-config\.json",
        // a PHP site's database password, saved SFTP sessions and PuTTY
        // keys, a certificate exported with its private key, the Korean
        // public-key certificate folder
        r"|(?i)(?-u:\b)(?:wp-config\.php|winscp\.ini|npki)(?-u:\b)|\.ppk(?-u:\b)|",
        r"(?-u:\b)certutil\s+-exportpfx(?-u:\b)",
    )),
    // an application's own data folder, where desktop clients keep their
    // saved logins, tokens and keys among other things (a store only where
    // its sentence speaks of secrets)
    app_data: LazyRegex::exact(concat!(
        r"(?i)(?:~/|\$home/|/home/[0-9a-z_.-]+/)\.(?:config|local/share)/[0-9a-z_.-]+",
        r"|(?-u:\b)appdata[\\/](?:roaming|local)[\\/][0-9a-z_.-]+|%appdata%[\\/][0-9a-z_.-]+",
        r"|library/application support/[0-9a-z_.-]+|(?-u:\b)winscp\.ini(?-u:\b)",
    )),
    env_dump: LazyRegex::exact(concat!(
        r"(?i)`env`|(?-u:\b)printenv(?-u:\b)|(?-u:\b)env\s*\||(?-u:\b)os\.environ(?-u:\b)|(?-u:\b)set\s*>|",
        r"(?-u:\b)(?:all|every|complete|full)\s+(?:the\s+)?environment\s+variables",
    )),
    escalate: LazyRegex::exact(concat!(
        r"(?i)(?-u:\b)sudo(?-u:\b)|--no-sandbox|--privileged|(?-u:\b)chmod\s+(?:-r\s+)?(?:777|666|a\+rwx)|",
        r"--break-system-packages|administratoraccess|--unsafe-perm|--allow-root|",
        r"--allow-destructive|--skip-confirm|--yes-to-all|--disable-web-security|",
        r"set-executionpolicy\s+(?:bypass|unrestricted)|(?-u:\b)iam:\*|disable\s+(?:the\s+)?firewall|",
        r"docker\.sock|setenforce\s+0|(?-u:\b)root\s+access(?-u:\b)|(?-u:\b)owner\s+role(?-u:\b)|",
        r"(?-u:\b)admin(?:istrator)?\s+role(?-u:\b)|(?-u:\b)full[- ]access(?-u:\b)|dangerously|(?-u:\b)super-?admin(?-u:\b)|",
        // the agent granting itself a role, in the languages of the lexicon
        r"(?-u:\b)(?:grant|give|assign)\s+yourself(?-u:\b)|(?-u:\b)a\s+te\s+stess[oa](?-u:\b)|(?-u:\b)sich\s+selbst\s+(?:die\s+)?rolle|",
        r"(?-u:\b)te\s+(?:asignas|otorgas)(?-u:\b)|(?-u:\b)sobie\s+rol|امنح\s+نفسك|",
        r"(?-u:\b)(?:donne|attribue)-toi(?-u:\b)|(?-u:\b)gib\s+dir\s+selbst(?-u:\b)|(?-u:\b)kendine\s+(?:ver|ata)|",
        r"(?-u:\b)выдай\s+себе|(?-u:\b)назначь\s+себе|自分に.{0,12}権限|给自己.{0,12}权限|",
        // a role given to the session or account the agent runs in
        // ("grants the current session the `GM_OVERRIDE` role", "role=… for
        // the current account", "сам выдаёт текущей учётной записи роль")
        r"(?-u:\b)grants?\s+(?:the\s+)?current\s+(?:session|account|user)(?-u:\b)|",
        r"(?-u:\b)role\s*[=:]?\s*[a-z0-9_.:-]{1,60}\s+(?:for|to)\s+(?:the\s+)?current\s+(?:session|account|user)(?-u:\b)|",
        r"(?-u:\b)сам\s+выда\w*|(?-u:\b)выда\w*\s+текущ\w*\s+уч[её]тн\w*|",
        r"보호\s*규칙을?\s*(?:먼저\s*)?해제|",
        r"管理员权限|管理者権限|관리자\s*권한|",
        // a check switched off by a flag or a setting (`--skip-signature`,
        // `geofence=off`, `enforce_admins=false`), an admin role asked for
        // as an argument, the agent assigning itself a role in Italian,
        // Spanish, Dutch or Polish
        r"--(?:skip|no|disable|ignore)[-_](?:signatures?|verify|verification|ssl|tls|certs?|certificate|checks?|",
        r"sandbox|seccomp|gpg|auth|grant-tables)(?-u:\b)|--insecure(?-u:\b)|",
        // any `--bypass…` flag, a priority or a limit taken over by a flag
        // or a setting (`--priority admin`, `acknowledge_all=true`,
        // `power_limit_override: true`)
        r"--bypass(?:[-_][a-z]+)*(?-u:\b)|--priority\s+(?:admin|root|system)(?-u:\b)|",
        r"(?-u:\b)(?:acknowledge|accept|approve|confirm)_all\s*[=:]\s*(?:true|1|yes)(?-u:\b)|",
        r"(?-u:\b)[a-z0-9_]*_override\s*[=:]\s*(?:true|1|yes|on)(?-u:\b)|",
        r"(?-u:\b)(?:skip|bypass|disable|ignore)[-_](?:rights|signatures?|verification|interlock|auth)(?:[-_]checks?)?(?-u:\b)|",
        r"disablerealtimemonitoring|advfirewall\s+set\s+\w+\s+state\s+off|",
        r"(?-u:\b)(?:geofence|verify|verify_ssl|ssl_verify|signature_check|firewall|sandbox|enforce_admins|selinux|",
        r"apparmor|protection)\s*[=:]\s*(?:off|false|0|no|disabled|none)(?-u:\b)|",
        r"(?-u:\b)required_(?:reviews|approvals|approving_review_count)\s*[=:]\s*0(?-u:\b)|",
        r#"(?-u:\b)role\s*[=:]\s*["']?[a-z_:-]*admin(?-u:\b)|"#,
        r"(?-u:\b)assegnati(?-u:\b)|(?-u:\b)asignate(?-u:\b)|(?-u:\b)geef\s+jezelf(?-u:\b)|(?-u:\b)nadaj\s+sobie(?-u:\b)|",
        r"roles/owner|roles/editor|cluster-admin|clusterrolebinding|(?-u:\b)ufw\s+disable|--pid=host|",
        r"-v\s+/:/|docker\s+group|nopasswd|sudoers|--cap-add|sys_admin|chmod\s+(?:u)?\+s(?-u:\b)|",
        r"(?-u:\b)disabl\w*\s+(?:the\s+)?(?:firewall|antivirus|defender|selinux|apparmor|2fa|mfa|sandbox|audit\w*)|",
        r"(?-u:\b)turn\w*\s+off\s+(?:the\s+)?(?:firewall|branch\s+protection|2fa|mfa|sandbox|antivirus|audit\w*)|",
        // a safety function turned off by name ("turn anti-islanding
        // protection off"), Gatekeeper, a tool granting itself a role
        r"(?-u:\b)turn\w*\s+(?:[a-z-]+\s+){0,2}(?:protection|interlocks?|safeguards?|alarms?)\s+off(?-u:\b)|",
        r"spctl\s+--master-disable|(?-u:\b)grants?\s+(?:itself|its\s+own)(?-u:\b)|",
        // a tool granting itself a role or rights, in other languages
        r"(?-u:\b)se\s+(?:asigna|otorga|atribuye)\s+(?:el\s+)?rol(?-u:\b)|(?-u:\b)s'(?:attribue|accorde)(?-u:\b)|",
        r"(?-u:\b)nadaje\s+sobie(?-u:\b)|(?-u:\b)si\s+(?:assegna|attribuisce)(?-u:\b)|",
        r"(?-u:\b)(?:gibt|vergibt)\s+sich\s+selbst(?-u:\b)|(?-u:\b)kent\s+zichzelf(?-u:\b)|",
        r"(?:выдает|выдаёт|назначает)\s+себе|تمنح\s+\S+\s+نفسها|يمنح\s+نفسه|",
        r"加入\s*administrators|administrators\s*(?:组|グループ|그룹)|",
        r"(?-u:\b)admin(?:istrator)?[`'\x22]?\s+role(?-u:\b)|",
        // branch protection (only where it is switched off: see
        // `switched_off`)
        r"branch\s+protection|",
        r"write\s+access\s+to\s+(?:all|every)|(?-u:\b)(?:all|every)\s+permissions(?-u:\b)|",
        // elevated privileges or a mode named "elevated", not "elevated
        // confidence" or an elevated risk
        r"(?-u:\b)elevated\s+(?:privileges?|permissions?|access|rights|mode|execution|session|shell|token|role)(?-u:\b)|",
        // a force push, not `--force-with-lease` (the safe one)
        r#"['"`]elevated['"`]|(?-u:\b)push\s+(?:--force|-f)(?:\s|$|[`'"])|--no-verify|(?-u:\b)push\s+directly|(?-u:\b)as\s+root(?-u:\b)|"#,
        r"(?-u:\b)run\w*\s+as\s+admin\w*|(?-u:\b)write-all(?-u:\b)|(?-u:\b)admin\s+rights(?-u:\b)|",
        // real-time protection, certificate checks, root logins switched off
        r"disablerealtimemonitoring|node_tls_reject_unauthorized\s*=\s*['\x22]?0|permitrootlogin\s+yes",
    )),
    erase: LazyRegex::exact(concat!(
        r"(?i)(?-u:\b)history\s+-c(?-u:\b)|(?-u:\b)unset\s+histfile(?-u:\b)|",
        r"histfile=/dev/null|(?:>|rm\s+(?:-f\s+)?)\s*~/\.(?:bash|zsh)_history",
    )),
    #[cfg(test)]
    quoted: LazyRegex::exact(
        r#""[^"\n]{2,200}"|“[^”\n]{2,200}”|„[^“\n]{2,200}“|«[^»\n]{2,200}»|「[^」\n]{2,200}」|‘[^’\n]{2,200}’"#,
    ),
    // 'single quotes': opened after a space or a bracket, closed
    // before one (an apostrophe inside a word opens nothing)
    single: LazyRegex::exact(r#"(?:^|[\s(\[:,=])('[^'\n]{2,200}')(?:$|[\s).,;:!?\]])"#),
    backtick: LazyRegex::exact(r"`[^`\n]{1,80}`"),
    decode: LazyRegex::exact(concat!(
        r"(?i)(?-u:\b)(?:base64|base-64|base32|b64|rot13|rot-13|hex|percent-encoded|url-?encoded|",
        r"decod[a-z]*|url\s+component|dekod[a-z]*|zdekod[a-z]*|odkod[a-z]*|dekodier[a-z]*|descodific[a-z]*|",
        // ROT13 told as a rotation, not secrets or keys rotated
        r"rotate\s+(?:each\s+letter|(?:the\s+)?letters|(?:it\s+)?by\s+13|13)|",
        r"un-?escape[a-z]*|percent-decod[a-z]*|de-?obfuscat[a-z]*|decifr[a-z]*|dechiffr[a-z]*|entschlussel[a-z]*)(?-u:\b)|",
        r"декодир\w*|раскодир\w*|çöz|coz(?-u:\b)|فك|डिकोड|解码|デコード|디코딩",
    )),
    follow: LazyRegex::exact(concat!(
        r"(?i)(?-u:\b)(?:follow|apply|execute|run|obey|act\s+on|carry\s+out|perform|",
        r"do\s+what|appliqu[a-z]*|suivre|suivez|execut[a-z]*|ejecut[a-z]*|aplic[a-z]*|",
        r"carry\s+(?:it|them|this|that)\s+out|honou?r\s+(?:it|them|this)|obey[a-z]*|comply|treat\s+(?:it|them)\s+as\s+(?:instructions|commands)|",
        r"seguir[a-z]*|segui|sigue|siga|seguite|volg|",
        r"applic[a-z]*|apliq[a-z]*|esegui[a-z]*|anwenden|befolg[a-z]*|ausfuhr[a-z]*|toepass[a-z]*|",
        r"uitvoer[a-z]*|zastosuj[a-z]*|wykonaj[a-z]*|uygula[a-z]*|calistir[a-z]*)(?-u:\b)|",
        r"примен\w*|выполн\w*|следуй\w*|طبق|نفذ|लागू|पालन|执行|遵循|実行|従|실행|따르|적용",
    )),
};

#[cfg(test)]
impl Structural {
    /// The patterns by name.
    pub fn all(&'static self) -> Vec<(&'static str, &'static LazyRegex)> {
        vec![
            ("identifier", &self.identifier),
            ("url", &self.url),
            ("email", &self.email),
            ("domain", &self.domain),
            ("literal", &self.literal),
            ("query", &self.query),
            ("secret_path", &self.secret_path),
            ("app_data", &self.app_data),
            ("env_dump", &self.env_dump),
            ("escalate", &self.escalate),
            ("erase", &self.erase),
            ("quoted", &self.quoted),
            ("single", &self.single),
            ("backtick", &self.backtick),
            ("decode", &self.decode),
            ("follow", &self.follow),
        ]
    }
}

/// What the structural cues need to know about the text's tool.
pub struct Own<'a> {
    pub self_name: &'a str,
    pub params: &'a [&'a str],
    /// The other tools of the same surface: naming them is guidance
    /// between tools of one server, not shadowing.
    pub siblings: Option<&'a crate::rules::injection::NameIndex>,
}

/// File extensions and top-level domains: a dotted identifier ending in one
/// is a file or a host, not a tool.
const NOT_TOOL_SUFFIXES: &[&str] = &[
    "md", "json", "yaml", "yml", "toml", "py", "js", "ts", "txt", "xml", "html", "lock", "cfg",
    "ini", "env", "sh", "rs", "go", "java", "csv", "pdf", "png", "jpg", "svg", "log", "conf",
    "com", "net", "org", "io", "dev", "ai", "app", "cn", "ru", "co", "example", "db", "sqlite",
    "zip", "tar", "gz", "docx", "xlsx", "pptx", "exe", "dll", "so", "h", "c", "cpp", "rb",
];

fn is_other_tool(id: &str, own: &Own<'_>) -> bool {
    if names_self(id, own)
        || own.params.iter().any(|p| p.eq_ignore_ascii_case(id))
        || own.siblings.is_some_and(|n| n.is_sibling(id))
    {
        return false;
    }
    // a parameter path (`filter.status`) of the tool itself
    if id
        .split('.')
        .any(|part| own.params.iter().any(|p| p.eq_ignore_ascii_case(part)))
    {
        return false;
    }
    // environment variables and constants
    if !id.chars().any(|c| c.is_ascii_lowercase()) {
        return false;
    }
    if let Some((_, last)) = id.rsplit_once('.') {
        if NOT_TOOL_SUFFIXES.contains(&last.to_ascii_lowercase().as_str()) {
            return false;
        }
        // versions, numbers
        if last.chars().all(|c| c.is_ascii_digit()) {
            return false;
        }
    }
    // a pure number-ish token, or "e.g", "i.e"
    let letters = id.chars().filter(|c| c.is_ascii_alphabetic()).count();
    letters >= 4
}

/// The matches of `re` in `span` of `text` that count ([`kept`]), as cues
/// of kind `cue` (ranges of `text`).
fn cues_in<'t>(
    cue: Cue,
    re: &'static LazyRegex,
    text: &'t str,
    span: Range<usize>,
) -> impl Iterator<Item = (Cue, Range<usize>)> + 't {
    let base = span.start;
    re.find_iter(text.get(span).unwrap_or(""))
        .map(move |m| (base + m.start(), m.as_str()))
        .filter(move |(start, matched)| kept(cue, text, *start, matched))
        .map(move |(start, matched)| (cue, start..start + matched.len()))
}

/// Whether the path that starts at `start` of `text` is a public key
/// (its last component ends in `.pub`).
fn public_key(text: &str, start: usize) -> bool {
    let path = text
        .get(start..)
        .unwrap_or("")
        .split(|c: char| c.is_whitespace() || matches!(c, '`' | '"' | '\'' | ')' | ','))
        .next()
        .unwrap_or("");
    path.trim_end_matches(['.', ';', ':']).ends_with(".pub")
}

/// Whether a structural match of `cue` at `start` of `text` counts: the
/// checks its pattern cannot make.
fn kept(cue: Cue, text: &str, start: usize, matched: &str) -> bool {
    match cue {
        // (a public key is no secret: `~/.ssh/id_ed25519.pub`)
        Cue::SecretPath => starts_a_path(text, start) && !public_key(text, start),
        Cue::EnvDump => !names_a_field(text, start, matched) && !scoped_env(text, start, matched),
        Cue::Escalate => switched_off(text, start, matched) && granted(text, start, matched),
        Cue::DecodeWord => !hex_notation(text, start + matched.len(), matched),
        _ => true,
    }
}

/// Whether a privilege found at `start` is one: "branch protection"
/// counts only where it is switched off, bypassed or removed ("turn off
/// branch protection", "branch protection … enforce_admins=false"), not
/// where it is set up or checked; every other match counts.
fn switched_off(text: &str, start: usize, matched: &str) -> bool {
    if !matched
        .get(..6)
        .is_some_and(|b| b.eq_ignore_ascii_case("branch"))
    {
        return true;
    }
    let from = text.ceil_char_boundary(start.saturating_sub(32));
    let before = text.get(from..start).unwrap_or("").to_ascii_lowercase();
    let verb = before
        .split_whitespace()
        .rev()
        .find(|w| *w != "the" && *w != "off")
        .unwrap_or("");
    const OFF: &[&str] = &[
        "disabl", "bypass", "remov", "lift", "delet", "drop", "turn", "switch",
    ];
    let before_off = OFF.iter().any(|v| verb.starts_with(v))
        && (!verb.starts_with("turn") && !verb.starts_with("switch") || before.contains(" off"));
    let end = start + matched.len();
    let to = text.floor_char_boundary((end + 60).min(text.len()));
    let after = text.get(end..to).unwrap_or("");
    let after = after
        .split(['.', ';', '\n'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    let after_off = after.contains("admin_override")
        || after.contains("enforce_admins=false")
        || after.contains("disabled")
        || after
            .split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| w == "off");
    before_off || after_off
}

/// Whether "all environment variables" found at `start` are those an
/// application needs ("include all environment variables the app needs"),
/// not every variable of the machine.
fn scoped_env(text: &str, start: usize, matched: &str) -> bool {
    const NEEDED: &[&str] = &[
        "the app needs",
        "your app needs",
        "the app uses",
        "the service needs",
        "the project needs",
        "it needs",
        "it uses",
        "required by",
        "needed by",
        "listed in",
        "defined in",
    ];
    let end = start + matched.len();
    let to = text.floor_char_boundary((end + 40).min(text.len()));
    let after = text.get(end..to).unwrap_or("").to_ascii_lowercase();
    matched
        .to_ascii_lowercase()
        .contains("environment variables")
        && NEEDED.iter().any(|n| after.trim_start().starts_with(n))
}

/// Whether "full access" or an admin role found at `start` is handed to
/// someone ("grant yourself full access", "bind the admin role"): a plan
/// "with full access" or "from any admin role" names a level, not an
/// escalation.
fn granted(text: &str, start: usize, matched: &str) -> bool {
    let m = matched.to_ascii_lowercase();
    if !(m.starts_with("full") || m.starts_with("admin")) {
        return true;
    }
    const GIVE: &[&str] = &[
        "grant", "give", "assign", "request", "bind", "attach", "elevat", "escalat", "yourself",
        "itself", "obtain", "acquire", "take", "need", "require", "run", "use",
    ];
    let from = text.ceil_char_boundary(start.saturating_sub(48));
    let before = text.get(from..start).unwrap_or("").to_ascii_lowercase();
    let clause = before
        .rsplit(['.', ';', '\n', '(', '-'])
        .next()
        .unwrap_or("");
    clause
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| GIVE.iter().any(|g| w.starts_with(g)))
}

/// Whether an `` `env` `` found at `m` is a field put in or read from
/// ("what you put in `env`", "the `env` map"), not the command.
fn names_a_field(text: &str, start: usize, matched: &str) -> bool {
    let before = text.get(..start).unwrap_or("").trim_end();
    let word = before
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    matched.starts_with('`')
        && matches!(
            word.as_str(),
            "in" | "into" | "the" | "an" | "a" | "your" | "its" | "their" | "from" | "to"
        )
}

/// Whether a `hex` ending at `end` names a notation ("hex values", "hex
/// colours"), not an encoding to decode.
fn hex_notation(text: &str, end: usize, matched: &str) -> bool {
    const NOUNS: &[&str] = &[
        "value", "values", "color", "colors", "colour", "colours", "code", "codes",
    ];
    matched.eq_ignore_ascii_case("hex")
        && text
            .get(end..)
            .is_some_and(|rest| rest.starts_with([' ', '-']))
        && NOUNS.contains(&crate::rules::injection::text::word_after(text, end).as_str())
}

/// Whether a secret store found at `start` begins a path: a dotted name
/// right after a letter or a digit is part of a host or a file name
/// (`docs.aws.amazon.com`, `app.kube`), not the folder `.aws`.
fn starts_a_path(text: &str, start: usize) -> bool {
    !text.get(start..).is_some_and(|t| t.starts_with('.'))
        || !text
            .get(..start)
            .and_then(|b| b.chars().next_back())
            .is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// The quoted and code spans of a text (`"…"`, `“…”`, `«…»`, `「…」`, `` `…` ``).
pub fn quoted_spans(text: &str) -> Vec<Range<usize>> {
    let s = &STRUCTURAL;
    let mut out: Vec<Range<usize>> = quoted_ranges(text);
    out.extend(single_quoted(s, text));
    out.extend(s.backtick.find_iter(text).map(|m| m.range()));
    out
}

/// Quotation marks and what closes them, for [`quoted_ranges`].
const QUOTES: [(char, char); 6] = [
    ('"', '"'),
    ('\u{201C}', '\u{201D}'),
    ('\u{201E}', '\u{201C}'),
    ('\u{AB}', '\u{BB}'),
    ('\u{300C}', '\u{300D}'),
    ('\u{2018}', '\u{2019}'),
];

/// Most characters inside a quote.
const MAX_QUOTE: usize = 200;

/// The quoted spans of a text, quotation marks included: an opening mark,
/// 2 to 200 characters without its closing mark or a line break, and the
/// closing mark, leftmost first and without overlaps (what the pattern
/// `"[^"\n]{2,200}"|“[^”\n]{2,200}”|…` finds, without compiling its
/// bounded repetitions).
fn quoted_ranges(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(c) = text.get(at..).and_then(|t| t.chars().next()) {
        if let Some(&(_, close)) = QUOTES.iter().find(|(open, _)| *open == c) {
            let inner = at + c.len_utf8();
            let mut chars = 0usize;
            let mut end = None;
            for (k, d) in text.get(inner..).unwrap_or("").char_indices() {
                if d == close {
                    if chars >= 2 {
                        end = Some(inner + k + d.len_utf8());
                    }
                    break;
                }
                chars += 1;
                if d == '\n' || chars > MAX_QUOTE {
                    break;
                }
            }
            if let Some(end) = end {
                out.push(at..end);
                at = end;
                continue;
            }
        }
        at += c.len_utf8();
    }
    out
}

/// The spans in single quotes (`'…'`), quotes included.
fn single_quoted<'t>(s: &'t Structural, text: &'t str) -> impl Iterator<Item = Range<usize>> + 't {
    s.single
        .captures_iter(text)
        .filter_map(|c| c.get(1).map(|m| m.range()))
}

/// The structural cues of a normalised text.
pub fn structural(text: &str, own: &Own<'_>) -> Vec<(Cue, Range<usize>)> {
    let s = &STRUCTURAL;
    let mut out: Vec<(Cue, Range<usize>)> = Vec::new();
    let push = |out: &mut Vec<(Cue, Range<usize>)>, cue: Cue, re: &LazyRegex| {
        out.extend(re.find_iter(text).map(|m| (cue, m.range())));
    };
    let urls: Vec<Range<usize>> = s.url.find_iter(text).map(|m| m.range()).collect();
    let emails: Vec<Range<usize>> = s.email.find_iter(text).map(|m| m.range()).collect();
    out.extend(urls.iter().map(|r| (Cue::Url, r.clone())));
    out.extend(emails.iter().map(|r| (Cue::Email, r.clone())));
    let domains: Vec<Range<usize>> = s.domain.find_iter(text).map(|m| m.range()).collect();
    out.extend(domains.iter().map(|r| (Cue::Domain, r.clone())));
    out.extend(beacons(text, &urls, &domains).map(|r| (Cue::Beacon, r)));
    push(&mut out, Cue::Literal, &s.literal);
    push(&mut out, Cue::Query, &s.query);
    let whole = 0..text.len();
    out.extend(cues_in(
        Cue::SecretPath,
        &s.secret_path,
        text,
        whole.clone(),
    ));
    out.extend(cues_in(Cue::AppData, &s.app_data, text, whole.clone()));
    out.extend(cues_in(Cue::EnvDump, &s.env_dump, text, whole.clone()));
    out.extend(cues_in(Cue::Escalate, &s.escalate, text, whole.clone()));
    out.extend(quoted_ranges(text).into_iter().map(|r| (Cue::Quoted, r)));
    push(&mut out, Cue::Backtick, &s.backtick);
    out.extend(cues_in(Cue::DecodeWord, &s.decode, text, whole));
    push(&mut out, Cue::FollowWord, &s.follow);
    out.extend(single_quoted(s, text).map(|r| (Cue::Quoted, r)));
    // a description that opens with a name and a colon ("fact_guard: …")
    // names its own tool: that name further on is the tool itself, and the
    // label is neither this tool's mention nor another's
    let label = leading_label(text);
    for m in s.identifier.find_iter(text) {
        let r = m.range();
        let inside = |rs: &[Range<usize>]| rs.iter().any(|u| u.start <= r.start && r.end <= u.end);
        if inside(&urls) || inside(&emails) || s.domain.is_match(m.as_str()) {
            continue;
        }
        let id = m.as_str();
        let labelled = label
            .as_ref()
            .and_then(|l| text.get(l.clone()))
            .is_some_and(|l| l.eq_ignore_ascii_case(id));
        if label.as_ref() == Some(&r) {
            continue;
        }
        if labelled || names_self(id, own) {
            out.push((Cue::SelfRef, r));
        } else if is_other_tool(id, own) {
            out.push((Cue::OtherTool, r));
        }
    }
    out
}

/// Words that set a choice aside ("whatever folder the designer typed",
/// "instead of the address supplied by the user").
pub(super) const SET_ASIDE: &[&str] = &[
    "whatever",
    "whichever",
    "regardless of",
    "irrespective of",
    "instead of",
    "rather than",
    "in place of",
];

/// Verbs of someone's choice.
const CHOSE: &[&str] = &[
    "selected",
    "selects",
    "chose",
    "chosen",
    "chooses",
    "picked",
    "picks",
    "typed",
    "types",
    "named",
    "names",
    "entered",
    "enters",
    "supplied",
    "specified",
    "specifies",
    "requested",
    "provided",
    "gave",
    "given",
    "shows",
    "show",
    "asked",
    "wanted",
    "preferred",
    "configured",
    "mentions",
    "mentioned",
];

/// What makes a choice a label only ("the remote the user names is kept
/// for display only", "the group the developer picks is informational").
const DEMOTED: &[&str] = &[
    "is informational",
    "are informational",
    "for display only",
    "display only",
    "for reference only",
    "is cosmetic",
    "are cosmetic",
    "is ignored",
    "are ignored",
];

/// Someone's choice set aside, in English, by the words around a verb
/// of choosing: "whatever distributor the engineer selected", "regardless
/// of the embargo an editor chose", "instead of the address supplied by
/// the user", "the remote the user names is kept for display only".
/// Linear in the text: each verb looks a few words back and ahead.
pub fn choice_set_aside(folded: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let bytes = folded.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        // the runs of ASCII letters (a byte of one is never inside a
        // longer character)
        if !bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
            i += 1;
            continue;
        }
        let start = i;
        while bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
            i += 1;
        }
        let end = i;
        if !folded.get(start..end).is_some_and(|w| CHOSE.contains(&w)) {
            continue;
        }
        let clause = |t: &str| !t.contains(['.', ';', ':', '!', '?', ',', '\n']);
        let from = folded.floor_char_boundary(start.saturating_sub(48));
        let before = folded.get(from..start).unwrap_or("");
        let opener = SET_ASIDE.iter().find_map(|o| {
            before.rfind(o).filter(|&k| {
                (k == 0
                    || !before
                        .as_bytes()
                        .get(k - 1)
                        .is_some_and(u8::is_ascii_alphanumeric))
                    && clause(before.get(k..).unwrap_or("."))
            })
        });
        if let Some(k) = opener {
            out.push(from + k..end);
            continue;
        }
        let to = folded.ceil_char_boundary((end + 40).min(folded.len()));
        let after = folded.get(end..to).unwrap_or("");
        let after = after
            .get(
                ..after
                    .find(['.', ';', '!', '?', '\n'])
                    .unwrap_or(after.len()),
            )
            .unwrap_or("");
        if let Some(d) = DEMOTED
            .iter()
            .find_map(|d| after.find(d).map(|k| k + d.len()))
        {
            out.push(start..end + d);
        }
    }
    out
}

/// What a placeholder in an address's query string names when the
/// address would carry the user's data, the conversation or a secret
/// (`?u={user_email}`, `&dob={date of birth}`), word by word.
const CARRIED: &[&str] = &[
    "email",
    "emails",
    "mail",
    "phone",
    "phones",
    "tel",
    "mobile",
    "dob",
    "birth",
    "birthday",
    "ssn",
    "card",
    "iban",
    "message",
    "messages",
    "conversation",
    "chat",
    "prompt",
    "history",
    "password",
    "passwords",
    "passwd",
    "token",
    "tokens",
    "secret",
    "secrets",
    "apikey",
    "credential",
    "credentials",
    "cookie",
    "cookies",
    "salary",
    "headers",
    "env",
    "username",
    "address",
    "addresses",
    "location",
    "gps",
];

/// What a placeholder in a host name's labels names when the lookup of
/// the name would carry it (`<username>-<…HEADERS>.chk.example`): fewer
/// words than [`CARRIED`], since `{username}.github.io` is a user's site.
const CARRIED_BY_HOST: &[&str] = &[
    "surname",
    "firstname",
    "lastname",
    "fullname",
    "email",
    "emails",
    "phone",
    "phones",
    "dob",
    "ssn",
    "card",
    "message",
    "messages",
    "conversation",
    "prompt",
    "history",
    "password",
    "token",
    "secret",
    "apikey",
    "credential",
    "credentials",
    "cookie",
    "headers",
    "env",
];

/// Whether a placeholder's words (`{policyholder phone}`, `<first 20
/// characters of OTEL_EXPORTER_OTLP_HEADERS>`) include one of `words`.
fn names_carried(placeholder: &str, words: &[&str]) -> bool {
    placeholder
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| words.iter().any(|c| w.eq_ignore_ascii_case(c)))
}

/// The placeholders (`{…}`, `<…>`) of `s`, with what they hold.
fn placeholders(s: &str) -> impl Iterator<Item = &str> {
    s.match_indices(['{', '<']).filter_map(|(i, open)| {
        let close = if open == "{" { '}' } else { '>' };
        let rest = s.get(i + 1..)?;
        rest.get(..rest.find(close)?)
    })
}

/// Addresses that carry data in their placeholders: a URL whose query
/// string has a placeholder for personal data, the conversation or a
/// secret, and a host name whose labels have one (a DNS lookup that
/// sends it).
fn beacons<'a>(
    text: &'a str,
    urls: &'a [Range<usize>],
    domains: &'a [Range<usize>],
) -> impl Iterator<Item = Range<usize>> + 'a {
    let by_query = urls.iter().filter_map(move |r| {
        let url = text.get(r.clone())?;
        let query = url.find('?')?;
        // a placeholder may hold spaces or start with `<`, which end the
        // URL's match: read on, a short way, while placeholders and the
        // query's own characters continue (`?m=<member e-mail>&t=<phone>`)
        let tail = text.get(r.end..).unwrap_or("");
        let tail = tail.get(..tail.floor_char_boundary(200)).unwrap_or("");
        // (a placeholder the URL's match opened and the space ended is
        // still open)
        let opened = url.chars().filter(|c| matches!(c, '{' | '<')).count();
        let closed_in_url = url.chars().filter(|c| matches!(c, '}' | '>')).count();
        let mut depth = opened.saturating_sub(closed_in_url);
        let mut end = 0;
        for (k, c) in tail.char_indices() {
            match c {
                '{' | '<' => depth += 1,
                '}' | '>' => depth = depth.saturating_sub(1),
                c if depth == 0 && (c.is_whitespace() || matches!(c, ')' | '"' | '\'' | '`')) => {
                    break;
                }
                _ => {}
            }
            end = k + c.len_utf8();
        }
        let closed = tail.get(..end).unwrap_or("");
        let query = format!("{}{closed}", url.get(query..)?);
        placeholders(&query)
            .any(|p| names_carried(p, CARRIED))
            .then(|| r.clone())
    });
    let by_host = domains.iter().filter_map(move |r| {
        if urls.iter().any(|u| u.start <= r.start && r.end <= u.end) {
            return None;
        }
        let before = text.get(..r.start)?.strip_suffix('.')?;
        if !before.ends_with(['>', '}']) {
            return None;
        }
        // back to the start of the name, over the placeholders' own spaces
        let mut depth = 0usize;
        let mut start = 0;
        for (k, c) in before.char_indices().rev() {
            match c {
                '>' | '}' => depth += 1,
                '<' | '{' => depth = depth.saturating_sub(1),
                c if depth == 0 && (c.is_whitespace() || matches!(c, '`' | '"' | '\'' | '(')) => {
                    start = k + c.len_utf8();
                    break;
                }
                _ => {}
            }
        }
        let labels = before.get(start..)?;
        placeholders(labels)
            .any(|p| names_carried(p, CARRIED_BY_HOST))
            .then_some(start..r.end)
    });
    by_query.chain(by_host)
}

/// The name a text opens with, followed by a colon (`fact_guard: Checks
/// …`): how many descriptions name their own tool.
fn leading_label(text: &str) -> Option<Range<usize>> {
    let start = text.len() - text.trim_start().len();
    let rest = text.get(start..)?;
    let len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
        .unwrap_or(rest.len());
    let after = rest.get(len..)?.trim_start_matches([' ', '\t']);
    (len > 0 && (after.starts_with(':') || after.starts_with('\u{FF1A}')))
        .then_some(start..start + len)
}

/// Whether `id` is the text's own tool's name (as written, or the same
/// words in another case style).
fn names_self(id: &str, own: &Own<'_>) -> bool {
    !own.self_name.is_empty()
        && (id.eq_ignore_ascii_case(own.self_name)
            || super::super::fold_name(id) == super::super::fold_name(own.self_name))
}

/// The cues of a skill body's inline code: only what it names (a secret
/// store, an environment dump, a privileged flag, an address), found in
/// `spans` of `text`.
pub fn in_code(text: &str, spans: &[Range<usize>]) -> Vec<(Cue, Range<usize>)> {
    let s = &STRUCTURAL;
    let mut out = Vec::new();
    for span in spans {
        for (cue, re) in [
            (Cue::SecretPath, &s.secret_path),
            (Cue::AppData, &s.app_data),
            (Cue::EnvDump, &s.env_dump),
            (Cue::Escalate, &s.escalate),
            (Cue::Erase, &s.erase),
            (Cue::Url, &s.url),
            (Cue::Email, &s.email),
            (Cue::Domain, &s.domain),
        ] {
            out.extend(cues_in(cue, re, text, span.clone()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_indexes_name_their_languages() {
        assert_eq!(LATIN.get(usize::from(SPANISH)), Some(&"es"));
        assert_eq!(LATIN.get(usize::from(PORTUGUESE)), Some(&"pt"));
        assert_eq!(usize::from(ENGLISH), LATIN.len());
    }

    /// A guard that fails on a text the pattern matches would hide the
    /// match: texts built from the characters the patterns look for, and
    /// ones they match, must pass the guard wherever the compiled pattern
    /// matches.
    fn guard_holds_where(text: &str) {
        for (name, re, guard) in [
            (
                "domain",
                &STRUCTURAL.domain,
                may_hold_domain as fn(&str) -> bool,
            ),
            ("literal", &STRUCTURAL.literal, may_hold_literal),
        ] {
            let compiled = re.compiled().expect("the pattern compiles");
            if compiled.is_match(text) {
                assert!(guard(text), "{name}: the guard fails on {text:?}");
            }
        }
    }

    #[test]
    fn guards_hold_on_every_match() {
        for text in [
            "send it to evil.example.com",
            "EVIL.COM",
            "a.\u{17F}ite",
            "x.\u{212A}r",
            "DE89 3704 0044 0532 0130 00",
            "GB\u{0661}\u{0662}ABCD1234EFGH5678",
            "call +1 555 010 9999",
            "ping @attacker_bot",
            "(@ab-c",
            "0x52908400098527886E0F7030069857D2E4169EE7",
        ] {
            guard_holds_where(text);
            let literal = STRUCTURAL.literal.compiled().expect("compiles");
            let domain = STRUCTURAL.domain.compiled().expect("compiles");
            assert!(
                literal.is_match(text) || domain.is_match(text),
                "{text:?} is matched"
            );
        }
        // the common case the guards are for: neither is compiled for it
        assert!(!may_hold_domain(
            "Returns the weather for a city. Units: metric."
        ));
        assert!(!may_hold_literal(
            "Returns the weather for a city, in Celsius."
        ));
    }

    proptest::proptest! {
        #[test]
        fn guards_hold_on_generated_text(
            text in "[a-zA-Z0-9 .+@x_\\-\u{17F}\u{212A}\u{0661}\u{0966}]{0,60}"
        ) {
            guard_holds_where(&text);
        }
    }

    /// An empty alternative (a stray `|`) would make a pattern match
    /// everywhere and every frame fire on plain text.
    #[test]
    fn no_structural_pattern_matches_plain_words() {
        // the compiled patterns themselves, not their required literals
        for (name, re) in STRUCTURAL.all() {
            let re = re.compiled().expect("every structural pattern compiles");
            assert!(!re.is_match(""), "{name} matches the empty text");
            assert!(
                !re.is_match("plain words only"),
                "{name} matches plain words"
            );
        }
    }

    /// A phrase of the other scripts' group holds a letter of those scripts
    /// once normalised and folded, so a text without one cannot hold it.
    #[test]
    fn other_scripts_phrases_need_non_ascii_text() {
        let lex = OTHER_SCRIPTS.as_ref().expect("the group builds");
        assert!(lex.phrases.len() > 1000);
        for p in &lex.phrases {
            assert!(
                p.fragments.iter().any(|f| f.chars().any(other_script)),
                "{:?}",
                p.fragments
            );
        }
    }

    /// The groups together find what the whole lexicon finds, on the
    /// injection benchmarks' texts in fifteen languages.
    #[test]
    fn lexicon_groups_find_what_the_whole_lexicon_finds() {
        let whole = build_lexicon(|_, _, _| true).expect("the lexicon builds");
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/injection");
        let mut all: Vec<String> = Vec::new();
        for f in [
            "bench.jsonl",
            "heldout2/bench2.jsonl",
            "heldout4/bench4.jsonl",
        ] {
            let data = std::fs::read_to_string(format!("{dir}/{f}")).expect("a benchmark file");
            for line in data.lines() {
                let Ok(v) = serde_json::from_str::<serde_json::Value>(line) else {
                    continue;
                };
                if let Some(t) = v.get("text").and_then(|t| t.as_str()) {
                    all.push(t.to_string());
                }
            }
        }
        assert!(all.len() > 1000);
        // each text, and texts in different languages run together (a
        // sentence in one language inside a text in another)
        let mixed: Vec<String> = all
            .iter()
            .zip(all.iter().skip(97))
            .map(|(a, b)| format!("{a} {b}\n\n{a}"))
            .collect();
        for t in all.iter().chain(&mixed) {
            let norm = Normalized::new(t);
            let folded = fold(norm.as_str());
            let bounds = crate::rules::injection::frames::sentences(norm.as_str());
            for b in [&bounds[..], &[]] {
                let mut found = Found::default();
                whole.scan(&folded, &mut found);
                let mut want = found.counted(b);
                let mut got = lexical_in(&folded, b);
                want.sort_by_key(|(c, r)| (r.start, r.end, *c as u8));
                got.sort_by_key(|(c, r)| (r.start, r.end, *c as u8));
                assert_eq!(got, want, "{t}");
            }
        }
    }

    /// An automaton of the patterns a text holds finds what the whole one
    /// finds, in the same order, for every group of the lexicon, on the
    /// benchmark texts (and on longer texts made of them).
    #[test]
    fn held_patterns_find_what_the_whole_automaton_finds() {
        let texts = crate::rules::injection::needles::tests::texts_and_joined();
        assert!(texts.len() > 1000, "the benchmark texts are read");
        let mut groups: Vec<&Lexicon> = [&BASE_LEXICON, &MENTION_AUTOMATON, &OTHER_SCRIPTS]
            .into_iter()
            .filter_map(|g| g.as_ref())
            .collect();
        groups.extend((0..LATIN.len()).filter_map(latin_lexicon));
        assert_eq!(groups.len(), 3 + LATIN.len(), "every group builds");
        let mut compared = 0usize;
        let mut looked_up = 0usize;
        for lex in groups {
            let whole = lex.build().expect("the whole automaton builds");
            let every = automaton(&lex.patterns).expect("the automaton of every pattern builds");
            let all: Vec<usize> = (0..lex.patterns.len()).collect();
            looked_up += lex.words.len();
            for t in &texts {
                let folded = fold(Normalized::new(t).as_str());
                let n = folded.len();
                // the whole text, and a part that may start and end inside
                // a character
                for r in [0..n, n / 3..n * 2 / 3] {
                    // every pattern searched for, none looked up
                    let mut want = Found::default();
                    lex.scan_with(&folded, r.clone(), Some((&every, &all)), false, &mut want);
                    let mut whole_got = Found::default();
                    lex.scan_with(
                        &folded,
                        r.clone(),
                        Some((whole, &lex.searched)),
                        true,
                        &mut whole_got,
                    );
                    let mut got = Found::default();
                    let held = folded.as_bytes().get(r.clone()).and_then(|b| lex.held(b));
                    let held = held.as_ref().map(|(few, ids)| (few, ids.as_slice()));
                    lex.scan_with(&folded, r.clone(), held, true, &mut got);
                    for got in [&got, &whole_got] {
                        assert_eq!(got.out, want.out, "{r:?} {t}");
                        assert_eq!(got.function_words, want.function_words, "{t}");
                        assert_eq!(got.stops, want.stops, "{t}");
                    }
                    compared += usize::from(!want.out.is_empty());
                }
            }
        }
        assert!(compared > 5000, "{compared} texts with phrases compared");
        assert!(looked_up > 100, "{looked_up} short words looked up");
    }

    proptest::proptest! {
        /// The written-out quote scan finds what the pattern finds.
        #[test]
        fn quoted_ranges_match_the_pattern(
            parts in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::strategy::Strategy::prop_map(
                        proptest::sample::select(vec![
                            "\"", "\u{201C}", "\u{201D}", "\u{201E}", "\u{AB}", "\u{BB}",
                            "\u{300C}", "\u{300D}", "\u{2018}", "\u{2019}", "\n", " ", "é",
                        ]),
                        str::to_string,
                    ),
                    proptest::strategy::Strategy::prop_map(1..120usize, |n| "a".repeat(n)),
                ],
                0..40,
            ),
        ) {
            let text: String = parts.concat();
            let re = STRUCTURAL.quoted.compiled().expect("the quote pattern compiles");
            let want: Vec<Range<usize>> = re.find_iter(&text).map(|m| m.range()).collect();
            proptest::prop_assert_eq!(quoted_ranges(&text), want);
        }
    }

    #[test]
    fn quoted_ranges_of_examples() {
        let text = "say \"hi there\" or “ok”, not \"x\" nor «» and \"a\nb\"";
        let got: Vec<&str> = quoted_ranges(text)
            .into_iter()
            .filter_map(|r| text.get(r))
            .collect();
        assert_eq!(got, ["\"hi there\"", "“ok”", "\" nor «» and \""]);
        let long = format!("\"{}\" \"ab\"", "x".repeat(201));
        assert_eq!(
            quoted_ranges(&long),
            vec![Range {
                start: 204,
                end: 208
            }]
        );
    }

    #[test]
    fn patterns_are_normalised_like_the_text() {
        // Devanagari vowel signs are marks: the text loses them, and so
        // must the patterns, or "लागू" never matches
        let norm = Normalized::new("डिकोड करके लागू करें");
        let s = &STRUCTURAL;
        assert!(s.decode.is_match(norm.as_str()));
        assert!(s.follow.is_match(norm.as_str()));
    }
}
