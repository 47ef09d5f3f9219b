//! Required literals: for each pattern of the injection engine, a condition
//! on the strings a text holds that every match satisfies (compared ASCII
//! case-insensitively): one of several clauses (one per top-level
//! alternative), each a list of sets that must all be represented, each set
//! strings one of which must occur. A pattern that is not compiled yet is
//! compiled only for a text that meets its condition; on any other text it
//! cannot match, so it is skipped without compiling. Most texts need few of
//! the engine's patterns, and compiling a pattern costs more than scanning
//! a short text: a small tool list no longer pays for patterns it cannot
//! match.
//!
//! The sets are derived from the patterns' syntax trees (`regex-syntax`'s
//! literal extraction, for a concatenation every part that has some) by a
//! unit test and kept in `data/injection/needles.tsv`, so no pattern is
//! parsed for this at run time. Each line holds the first 16 hex digits of
//! the SHA-256 of the compiled source, a name, and the needles
//! (tab-separated; a `&` column starts the next set of a clause, a `|`
//! column the next clause; `\\`, `\t`, `\n`, `\r`, `\a` for `&`, `\p` for
//! `|` and `\xNN` escaped). A source that is not in the table (a pattern
//! changed without regenerating it) is simply compiled on first use, as
//! before; the unit test fails until the table is regenerated
//! (`AFD_SURFACE_BLESS=1 cargo test --lib needles`).

use std::collections::HashMap;
use std::sync::LazyLock;

use sha2::{Digest, Sha256};

const TABLE: &str = include_str!("../../../data/injection/needles.tsv");

/// The table's needle columns by key.
static BY_KEY: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| {
            let (key, rest) = l.split_once('\t')?;
            let (_name, needles) = rest.split_once('\t')?;
            Some((key, needles))
        })
        .collect()
});

/// The table key of a compiled source.
pub(super) fn key(source: &str) -> String {
    let digest = Sha256::digest(source.as_bytes());
    digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The condition of one pattern: its needles, and for each clause the
/// needle indices of each of its sets.
pub(super) struct Prefilter {
    /// The needles, ASCII lower case, each with its substring searcher
    /// (built once: building one costs about as much as a short search).
    needles: Vec<memchr::memmem::Finder<'static>>,
    clauses: Vec<Vec<Vec<usize>>>,
}

impl Prefilter {
    /// Whether `hay` meets the condition (the pattern may match it). The
    /// needles are looked for one by one (`memchr`'s substring search) in
    /// the text lowered to ASCII lower case: a pattern is filtered over a
    /// few kilobytes of text at most, where building an automaton for its
    /// needles would cost more than the searches.
    pub fn may_match(&self, hay: &str) -> bool {
        // letters a case-insensitive pattern matches as `s` and `k`, which
        // an ASCII case-insensitive search does not fold
        if !hay.is_ascii() && hay.contains(['\u{17F}', '\u{212A}']) {
            return true;
        }
        let lower = hay.as_bytes().to_ascii_lowercase();
        // 0: not looked for yet, 1: absent, 2: present
        let mut seen = vec![0u8; self.needles.len()];
        let mut held = |i: usize| match seen.get(i).copied() {
            Some(0) => {
                let found = self
                    .needles
                    .get(i)
                    .is_some_and(|n| n.find(&lower).is_some());
                if let Some(s) = seen.get_mut(i) {
                    *s = if found { 2 } else { 1 };
                }
                found
            }
            Some(state) => state == 2,
            None => false,
        };
        self.clauses
            .iter()
            .any(|clause| clause.iter().all(|set| set.iter().any(|&i| held(i))))
    }
}

/// The condition of `source`, or `None` when the table has none for it
/// (the pattern is then compiled on first use).
pub(super) fn prefilter(source: &str) -> Option<Prefilter> {
    from_column(BY_KEY.get(key(source).as_str())?)
}

/// The condition written in a table row's needle columns.
fn from_column(column: &str) -> Option<Prefilter> {
    let mut needles: Vec<Vec<u8>> = Vec::new();
    let mut clauses: Vec<Vec<Vec<usize>>> = vec![vec![Vec::new()]];
    for token in column.split('\t') {
        match token {
            "|" => clauses.push(vec![Vec::new()]),
            "&" => clauses.last_mut()?.push(Vec::new()),
            needle => {
                let needle = unescape(needle)?;
                if needle.is_empty() {
                    return None;
                }
                let i = match needles.iter().position(|n| *n == needle) {
                    Some(i) => i,
                    None => {
                        needles.push(needle);
                        needles.len() - 1
                    }
                };
                clauses.last_mut()?.last_mut()?.push(i);
            }
        }
    }
    // an empty set could never be met: a malformed line is no condition
    if needles.is_empty() || clauses.iter().flatten().any(Vec::is_empty) {
        return None;
    }
    Some(Prefilter {
        needles: needles
            .into_iter()
            .map(|n| memchr::memmem::Finder::new(&n.to_ascii_lowercase()).into_owned())
            .collect(),
        clauses,
    })
}

/// Reads one escaped needle; `None` on a malformed escape.
fn unescape(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len());
    let mut bytes = s.bytes();
    while let Some(b) = bytes.next() {
        if b != b'\\' {
            out.push(b);
            continue;
        }
        match bytes.next()? {
            b'\\' => out.push(b'\\'),
            b't' => out.push(b'\t'),
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b'a' => out.push(b'&'),
            b'p' => out.push(b'|'),
            b'x' => {
                let hi = char::from(bytes.next()?).to_digit(16)?;
                let lo = char::from(bytes.next()?).to_digit(16)?;
                out.push(u8::try_from(hi * 16 + lo).ok()?);
            }
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use regex_syntax::hir::literal::{ExtractKind, Extractor};
    use regex_syntax::hir::{Hir, HirKind};

    type Set = Vec<Vec<u8>>;

    fn escape(needle: &[u8]) -> String {
        let mut out = String::new();
        for chunk in needle.utf8_chunks() {
            for c in chunk.valid().chars() {
                match c {
                    '\\' => out.push_str("\\\\"),
                    '\t' => out.push_str("\\t"),
                    '\n' => out.push_str("\\n"),
                    '\r' => out.push_str("\\r"),
                    '&' => out.push_str("\\a"),
                    '|' => out.push_str("\\p"),
                    c => out.push(c),
                }
            }
            for b in chunk.invalid() {
                out.push_str(&format!("\\x{b:02x}"));
            }
        }
        out
    }

    /// The prefixes one of which every match of `h` starts with, when
    /// there are finitely many and none is empty.
    fn prefixes(h: &Hir) -> Option<Set> {
        let mut ex = Extractor::new();
        ex.kind(ExtractKind::Prefix);
        let seq = ex.extract(h);
        let lits = seq.literals()?;
        if lits.is_empty() || lits.iter().any(|l| l.as_bytes().is_empty()) {
            return None;
        }
        Some(lits.iter().map(|l| l.as_bytes().to_vec()).collect())
    }

    /// ASCII lower case (the needles are searched ASCII case-insensitively),
    /// without duplicates, and without a needle that contains another one
    /// (where the longer occurs, so does the shorter).
    fn minimal(set: Set) -> Set {
        let mut set: Set = set.into_iter().map(|n| n.to_ascii_lowercase()).collect();
        set.sort();
        set.dedup();
        let keep: Vec<bool> = set
            .iter()
            .map(|n| {
                !set.iter()
                    .any(|m| m != n && m.len() <= n.len() && n.windows(m.len()).any(|w| w == m))
            })
            .collect();
        set.into_iter()
            .zip(keep)
            .filter_map(|(n, k)| k.then_some(n))
            .collect()
    }

    /// How selective a set is: its shortest needle (longer is rarer), then
    /// fewer needles.
    fn score(set: &Set) -> (usize, isize) {
        let shortest = set.iter().map(|n| n.len().min(8)).min().unwrap_or(0);
        (shortest, -(set.len() as isize))
    }

    fn better(best: Option<Set>, candidate: Option<Set>) -> Option<Set> {
        let candidate = candidate.map(minimal);
        match (best, candidate) {
            (Some(b), Some(c)) => Some(if score(&c) > score(&b) { c } else { b }),
            (b, c) => b.or(c),
        }
    }

    /// Literals one of which every match of `h` contains.
    fn required(h: &Hir) -> Option<Set> {
        let mut best = better(None, prefixes(h));
        match h.kind() {
            HirKind::Capture(c) => best = better(best, required(&c.sub)),
            HirKind::Repetition(r) if r.min >= 1 => best = better(best, required(&r.sub)),
            HirKind::Concat(parts) => {
                for i in 0..parts.len() {
                    best = better(best, prefixes(&Hir::concat(parts[i..].to_vec())));
                    best = better(best, required(&parts[i]));
                }
            }
            HirKind::Alternation(alts) => {
                let union: Option<Set> = alts
                    .iter()
                    .map(required)
                    .collect::<Option<Vec<Set>>>()
                    .map(|sets| sets.into_iter().flatten().collect());
                best = better(best, union);
            }
            _ => {}
        }
        best
    }

    /// Sets all of which every match of `h` represents: for a
    /// concatenation, one per part that requires something (and the best
    /// set of the whole), otherwise the best set.
    fn clause(h: &Hir) -> Option<Vec<Set>> {
        let inner = match h.kind() {
            HirKind::Capture(c) => return clause(&c.sub),
            HirKind::Repetition(r) if r.min >= 1 => return clause(&r.sub),
            HirKind::Concat(parts) => parts,
            _ => return required(h).map(|s| vec![s]),
        };
        let mut sets: Vec<Set> = Vec::new();
        if let Some(s) = required(h) {
            sets.push(s);
        }
        for part in inner {
            for s in clause(part).unwrap_or_default() {
                if !sets.contains(&s) {
                    sets.push(s);
                }
            }
        }
        // a set that another implies (each of whose needles contains one
        // of its needles) adds nothing: `f` beside `foo`
        let contains =
            |n: &[u8], m: &[u8]| m.len() <= n.len() && n.windows(m.len()).any(|w| w == m);
        let implies = |t: &Set, s: &Set| t.iter().all(|n| s.iter().any(|m| contains(n, m)));
        let mut kept: Vec<Set> = Vec::new();
        for (i, s) in sets.iter().enumerate() {
            let weaker = sets
                .iter()
                .enumerate()
                .any(|(j, t)| j != i && implies(t, s) && (!implies(s, t) || j < i));
            if !weaker {
                kept.push(s.clone());
            }
        }
        // single characters beside a word: cheap to keep out
        if kept.iter().any(|s| score(s).0 >= 3) {
            kept.retain(|s| score(s).0 >= 2);
        }
        (!kept.is_empty()).then_some(kept)
    }

    /// Clauses one of which every match of `h` meets: one per top-level
    /// alternative.
    fn formula(h: &Hir) -> Option<Vec<Vec<Set>>> {
        match h.kind() {
            HirKind::Alternation(alts) => alts.iter().map(clause).collect(),
            HirKind::Capture(c) => formula(&c.sub),
            _ => clause(h).map(|c| vec![c]),
        }
    }

    /// The condition of a compiled source; `None` when none is known.
    ///
    /// A case-insensitive pattern's literals come in every mix of cases,
    /// which the extraction cuts short; read case-sensitively instead
    /// (`(?i)` dropped), its literals are what it matches up to case, so
    /// they serve as they are, searched ASCII case-insensitively, as long
    /// as none of them holds a non-ASCII letter with a case (which the
    /// search would not fold). The two other letters that fold to ASCII
    /// ones, `ſ` and the Kelvin sign, make the condition hold on any text
    /// that holds them ([`Prefilter::may_match`]).
    fn needles_of(source: &str) -> Option<Vec<Vec<Set>>> {
        let parse = |src: &str| {
            regex_syntax::ParserBuilder::new()
                .build()
                .parse(src)
                .ok()
                .and_then(|hir| formula(&hir))
        };
        let caseless =
            |c: char| c.is_ascii() || (c.to_lowercase().eq([c]) && c.to_uppercase().eq([c]));
        let sensitive = source.replace("(?i)", "").replace("(?i:", "(?:");
        let folded = (sensitive != source)
            .then(|| parse(&sensitive))
            .flatten()
            .filter(|f| {
                f.iter()
                    .flatten()
                    .flatten()
                    .all(|n| String::from_utf8_lossy(n).chars().all(caseless))
            });
        folded
            .or_else(|| parse(source))
            .filter(|f| f.iter().flatten().map(Vec::len).sum::<usize>() <= 1200)
    }

    fn table() -> String {
        let mut rows: Vec<(String, String, Vec<Vec<Set>>)> = Vec::new();
        for (name, r) in crate::rules::injection::core::every_regex() {
            let source = r.source();
            let Some(needles) = needles_of(&source) else {
                continue;
            };
            let key = key(&source);
            if rows.iter().any(|(k, _, _)| *k == key) {
                continue;
            }
            rows.push((key, name, needles));
        }
        rows.sort_by(|a, b| a.1.cmp(&b.1));
        let mut out = String::from(
            "# Required literals of the injection engine's patterns (see src/rules/injection/needles.rs).\n\
             # Generated: AFD_SURFACE_BLESS=1 cargo test --lib needles\n",
        );
        for (key, name, needles) in rows {
            out.push_str(&key);
            out.push('\t');
            out.push_str(&name);
            for (c, clause) in needles.iter().enumerate() {
                if c > 0 {
                    out.push_str("\t|");
                }
                for (k, set) in clause.iter().enumerate() {
                    if k > 0 {
                        out.push_str("\t&");
                    }
                    for n in set {
                        out.push('\t');
                        out.push_str(&escape(n));
                    }
                }
            }
            out.push('\n');
        }
        out
    }

    /// The table in the repository is the one the patterns give.
    #[test]
    fn needles_table_is_current() {
        let want = table();
        if std::env::var_os("AFD_SURFACE_BLESS").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/injection/needles.tsv");
            std::fs::write(path, &want).expect("the table is written");
            return;
        }
        assert!(
            want == TABLE,
            "data/injection/needles.tsv is stale: run AFD_SURFACE_BLESS=1 cargo test --lib needles"
        );
    }

    /// Every escaped needle reads back as written.
    #[test]
    fn escapes_round_trip() {
        for n in [
            &b"a\\b"[..],
            b"tab\there",
            b"nl\n",
            b"\xe4\xb8",
            "日本".as_bytes(),
        ] {
            assert_eq!(unescape(&escape(n)).as_deref(), Some(n));
        }
        assert_eq!(unescape("\\q"), None);
        assert_eq!(unescape("\\x4"), None);
    }

    #[test]
    fn required_literals_of_simple_patterns() {
        // clauses joined by `|`, sets by `&`, needles by `,`
        let got = |s: &str| {
            needles_of(s).map(|f| {
                f.iter()
                    .map(|clause| {
                        clause
                            .iter()
                            .map(|set| {
                                set.iter()
                                    .map(|n| String::from_utf8_lossy(n).into_owned())
                                    .collect::<Vec<_>>()
                                    .join(",")
                            })
                            .collect::<Vec<_>>()
                            .join(" & ")
                    })
                    .collect::<Vec<_>>()
                    .join(" | ")
            })
        };
        assert_eq!(got("(?i)foo|bar").as_deref(), Some("foo | bar"));
        assert_eq!(got("(?i)(?:foo|bar)").as_deref(), Some("foo | bar"));
        assert_eq!(got("(?i)x(?:foo|bar)").as_deref(), Some("xbar,xfoo"));
        // every part of a concatenation that requires something
        assert_eq!(
            got(r"\s{0,9}turn\w*\s+off.{0,80}(?:firewall|mfa)\d").as_deref(),
            Some("turn & off & firewall,mfa")
        );
        // an optional part requires nothing
        assert_eq!(got("(?:abc)?"), None);
        assert_eq!(got(r"\w+"), None);
        // one alternative without a requirement: no condition at all
        assert_eq!(got(r"abc|\d+"), None);
        // a case-insensitive pattern: its literals as written, lower case
        assert_eq!(
            got(r"(?i)\s(?:Replace|overwrite)\s+the\s+values").as_deref(),
            Some("overwrite,replace & the & values")
        );
        // a letter with a case outside ASCII: the case variants themselves
        assert_eq!(got("(?i)für").as_deref(), Some("fÜr,für"));
        // a needle that contains another is dropped
        assert_eq!(got(r"\s(?:ab|abc|zab)").as_deref(), Some("ab"));
    }

    /// A condition is met when every set of one of its clauses is.
    #[test]
    fn a_clause_needs_all_its_sets() {
        let f = from_column("turn\t&\toff\t&\tfirewall\tmfa\t|\tsudo").expect("a condition");
        assert!(f.may_match("Turn OFF the firewall"));
        assert!(f.may_match("the mfa: turn it off"));
        assert!(f.may_match("run sudo"));
        assert!(!f.may_match("Returns the weather; turn the page"));
        assert!(!f.may_match("turn off the lights"));
        // a long s or a Kelvin sign: what a case-insensitive pattern folds
        assert!(f.may_match("ſudo"));
        assert!(f.may_match("\u{212A}"));
        // an empty set, or no needle at all, is no condition
        assert!(from_column("a\t&\t|\tb").is_none());
        assert!(from_column("").is_none());
        assert!(from_column("\\q").is_none());
    }

    /// Texts on which the patterns are tried: the injection benchmarks'
    /// attacks and hard negatives, as written and normalised.
    pub(in crate::rules::injection) fn texts() -> Vec<String> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/injection");
        let mut files = vec![format!("{dir}/bench.jsonl")];
        for sub in ["heldout2/bench2", "heldout3/bench3", "heldout4/bench4"] {
            files.push(format!("{dir}/{sub}.jsonl"));
        }
        let mut out = Vec::new();
        for f in files {
            let Ok(data) = std::fs::read_to_string(&f) else {
                continue;
            };
            for line in data.lines() {
                let Ok(v) = serde_json::from_str::<serde_json::Value>(line) else {
                    continue;
                };
                if let Some(t) = v.get("text").and_then(|t| t.as_str()) {
                    let norm = crate::rules::injection::normalize::Normalized::new(t);
                    out.push(norm.as_str().to_string());
                    out.push(t.to_string());
                }
            }
        }
        out
    }

    /// [`texts`], and longer texts made of every few of them run
    /// together: where the equivalence of two ways of matching is checked.
    pub(in crate::rules::injection) fn texts_and_joined() -> Vec<String> {
        let mut texts = texts();
        let joined: Vec<String> = texts.chunks(5).map(|c| c.join("\n\n")).collect();
        texts.extend(joined);
        texts
    }

    /// On every benchmark text a pattern matches, one of its needles
    /// occurs: the needles are never wrong on real attacks.
    #[test]
    fn every_match_holds_a_needle() {
        let texts = texts();
        assert!(texts.len() > 1000, "the benchmark texts are read");
        let mut checked = 0usize;
        for (name, r) in crate::rules::injection::core::every_regex() {
            let Some(filter) = prefilter(&r.source()) else {
                continue;
            };
            let re = r.compiled().expect("every pattern compiles");
            for t in &texts {
                if re.is_match(t) {
                    checked += 1;
                    assert!(
                        filter.may_match(t),
                        "{name} matches without its literals: {t}"
                    );
                }
            }
        }
        assert!(
            checked > 1000,
            "patterns with needles matched {checked} texts"
        );
    }
}
