//! Description similarity: term-count vectors and their cosine, as the
//! reference computes them, and the search for similar pairs.
//!
//! Each description is tokenized once into a sparse vector of term counts
//! with a precomputed norm. [`similar_pairs`] is the only place that decides
//! which pairs to compare. It returns exactly the pairs, scores and order of
//! the definition (every pair `i < j`, `score >= threshold`, score
//! descending, ties in generation order), but compares only the pairs that
//! can reach the threshold:
//!
//! - **Prefix filtering** (all-pairs similarity search): terms are ranked
//!   rarest first over the whole surface. For each vector the longest
//!   suffix (in that order) whose share of the norm is below the threshold
//!   (`sqrt(Σ suffix counts²) / |a| < t`) cannot reach `t` on its own (by
//!   Cauchy–Schwarz); the rest is its *prefix*. Two vectors whose cosine is
//!   at least `t` share a term that lies in the prefix of both (the first
//!   term they share, in rank order), so an inverted index over prefixes
//!   yields every qualifying pair, and only rare terms are indexed.
//! - Probing the prefix of `a` in rank order, a vector `b` of a qualifying
//!   pair is first met at the first term the two share; every shared term
//!   lies at or after it, so the cosine is at most the product of the norm
//!   shares the two keep from that term on (again Cauchy–Schwarz). Postings
//!   are sorted by that share, so the probe of a term reads only the
//!   vectors for which the product can reach the threshold.
//! - Every candidate is then scored with the reference's exact formula and
//!   compared with `>=`, so a candidate that does not qualify is dropped
//!   and the scores are the definition's own doubles.
//! - The filter uses the threshold lowered by a relative margin of `1e-9`,
//!   far above the rounding error of the score (a few units in the last
//!   place), so it may admit a few extra candidates but can never miss a
//!   pair whose computed score is at or above the threshold.
//! - A threshold of 0 or less flags every pair: they are enumerated in
//!   generation order, up to the limit, without the index.
//! - The search stops once `limit` qualifying pairs are known in
//!   generation order (rows are searched in order, a block at a time), so
//!   a surface of thousands of identical descriptions costs time in
//!   proportion to the limit, not to the square of its size.

use std::cmp::Ordering;
use std::collections::HashMap;

use rayon::prelude::*;

use crate::rules::text::for_each_content_token;

/// Raw term counts of one description (no IDF, no stemming).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TermVector {
    /// `(term id, count)`, sorted by term id.
    terms: Vec<(u32, u32)>,
    /// Sum of the squared counts (an integer, as in the reference).
    norm_sq: u64,
    /// `sqrt(norm_sq)`.
    norm: f64,
}

impl TermVector {
    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// The dot product (an integer).
    pub fn dot(&self, other: &TermVector) -> u64 {
        let (mut i, mut j) = (0, 0);
        let mut dot = 0u64;
        while let (Some(&(ta, ca)), Some(&(tb, cb))) = (self.terms.get(i), other.terms.get(j)) {
            match ta.cmp(&tb) {
                Ordering::Less => i += 1,
                Ordering::Greater => j += 1,
                Ordering::Equal => {
                    dot += u64::from(ca) * u64::from(cb);
                    i += 1;
                    j += 1;
                }
            }
        }
        dot
    }
}

/// Builds the vectors of many texts over one shared vocabulary.
pub fn vectors<'a>(texts: impl IntoIterator<Item = &'a str>) -> Vec<TermVector> {
    count_vectors(texts, |text, f| for_each_content_token(text, f))
}

/// Weights scale: a weight of 1.0 is 100 in the integer counts.
const WEIGHT_SCALE: f64 = 100.0;

/// Term vectors of what is distinctive in each description of a surface
/// (every profile but `reference`):
///
/// - sentences that at least three descriptions share word for word are a
///   server's boilerplate ("Use this for a known
///   resource; …", "It is read-only and …") and are left out, unless
///   nothing else remains of the description;
/// - the terms are the words: runs of Unicode letters and digits,
///   lowercased, stop words dropped;
/// - each count is multiplied by `min(1, idf(df) / idf(2))`, where
///   `idf(d) = ln(1 + n / d)` (`n` descriptions, `df` of them with the
///   term), in hundredths: a term at most two descriptions share weighs 1
///   (as in the reference), one that most of them share little (a tenth of
///   the surface: about 0.6; half of it: about 0.3; all of it: about 0.2
///   on a surface of 100). The cosine of these vectors is a TF-IDF cosine
///   that never weighs a rare word above a plain count; the weights are
///   integers, so the exact search of [`similar_pairs`] runs on them
///   unchanged.
pub fn distinctive_vectors(texts: &[&str]) -> Vec<TermVector> {
    let kept = without_boilerplate(texts);
    let mut v = count_vectors(kept.iter().map(String::as_str), for_each_word);
    let n = v.len() as f64;
    let terms = v
        .iter()
        .flat_map(|t| t.terms.last())
        .map(|(id, _)| *id as usize + 1)
        .max()
        .unwrap_or(0);
    let mut df = vec![0u32; terms];
    for t in &v {
        for (id, _) in &t.terms {
            if let Some(d) = df.get_mut(*id as usize) {
                *d += 1;
            }
        }
    }
    let idf = |d: f64| (1.0 + n / d).ln();
    let rare = idf(2.0);
    let weight: Vec<u32> = df
        .iter()
        .map(|&d| {
            let w = (idf(f64::from(d.max(1))) / rare).min(1.0) * WEIGHT_SCALE;
            // at least 1, so a term every description has still counts
            (w.round() as u32).max(1)
        })
        .collect();
    for t in &mut v {
        for (id, c) in &mut t.terms {
            *c = c.saturating_mul(weight.get(*id as usize).copied().unwrap_or(1));
        }
        t.norm_sq = t
            .terms
            .iter()
            .map(|(_, c)| u64::from(*c) * u64::from(*c))
            .fold(0u64, u64::saturating_add);
        t.norm = (t.norm_sq as f64).sqrt();
    }
    v
}

/// The sentences of a text, normalised: lowercased, runs of anything but
/// letters and digits as one space.
fn sentences(text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let mut out = Vec::new();
    let mut start = 0;
    let ends = text
        .char_indices()
        .filter(|(_, c)| matches!(c, '.' | '!' | '?' | ';' | '\n'))
        .map(|(i, c)| i + c.len_utf8())
        .chain(std::iter::once(text.len()));
    for end in ends {
        if end <= start {
            continue;
        }
        let raw = text.get(start..end).unwrap_or("");
        let norm: Vec<String> = raw
            .to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        if !norm.is_empty() {
            out.push((norm.join(" "), start..end));
        }
        start = end;
    }
    out
}

/// The descriptions without the sentences most of them share (see
/// [`distinctive_vectors`]).
fn without_boilerplate(texts: &[&str]) -> Vec<String> {
    let split: Vec<Vec<(String, std::ops::Range<usize>)>> =
        texts.iter().map(|t| sentences(t)).collect();
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for s in &split {
        let mut seen: Vec<&str> = s.iter().map(|(n, _)| n.as_str()).collect();
        seen.sort_unstable();
        seen.dedup();
        for n in seen {
            *counts.entry(n).or_default() += 1;
        }
    }
    let min = 3;
    texts
        .iter()
        .zip(&split)
        .map(|(text, s)| {
            let kept: Vec<&str> = s
                .iter()
                .filter(|(n, _)| counts.get(n.as_str()).copied().unwrap_or(0) < min)
                .filter_map(|(_, r)| text.get(r.clone()))
                .collect();
            if kept.is_empty() {
                text.to_string()
            } else {
                kept.concat()
            }
        })
        .collect()
}

/// The words of a description in every language: runs of Unicode letters
/// and digits, lowercased, the reference's stop words dropped.
fn for_each_word(text: &str, f: &mut dyn FnMut(&str)) {
    let lower = text.to_lowercase();
    lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty() && !crate::rules::text::is_stop_word(t))
        .for_each(f);
}

/// Splits a text into terms, calling the sink with each.
type Tokenizer = fn(&str, &mut dyn FnMut(&str));

/// Term-count vectors of `texts`, split into words by `tokens`.
fn count_vectors<'a>(
    texts: impl IntoIterator<Item = &'a str>,
    tokens: Tokenizer,
) -> Vec<TermVector> {
    let mut vocabulary: HashMap<String, u32> = HashMap::new();
    let mut ids: Vec<u32> = Vec::new();
    texts
        .into_iter()
        .map(|text| {
            ids.clear();
            tokens(text, &mut |token| {
                let id = match vocabulary.get(token) {
                    Some(id) => *id,
                    None => {
                        let next = u32::try_from(vocabulary.len()).unwrap_or(u32::MAX);
                        vocabulary.insert(token.to_string(), next);
                        next
                    }
                };
                ids.push(id);
            });
            ids.sort_unstable();
            let mut terms: Vec<(u32, u32)> = Vec::new();
            for &id in &ids {
                match terms.last_mut() {
                    Some((last, count)) if *last == id => *count += 1,
                    _ => terms.push((id, 1)),
                }
            }
            let norm_sq = terms
                .iter()
                .map(|(_, c)| u64::from(*c) * u64::from(*c))
                .sum::<u64>();
            TermVector {
                terms,
                norm_sq,
                norm: (norm_sq as f64).sqrt(),
            }
        })
        .collect()
}

/// Cosine similarity, computed as the reference does:
/// `dot / (sqrt(|a|²) * sqrt(|b|²))`, 0 when either side has no terms. (This
/// exact form reproduces the reference's doubles, `1.0000000000000002`
/// included.)
pub fn cosine(a: &TermVector, b: &TermVector) -> f64 {
    cosine_of_dot(a, b, a.dot(b))
}

/// [`cosine`] for a dot product already computed.
fn cosine_of_dot(a: &TermVector, b: &TermVector, dot: u64) -> f64 {
    let magnitude = a.norm * b.norm;
    if magnitude == 0.0 {
        0.0
    } else {
        dot as f64 / magnitude
    }
}

/// The cosine of two texts (for tests and single comparisons).
pub fn text_similarity(a: &str, b: &str) -> f64 {
    let v = vectors([a, b]);
    match (v.first(), v.get(1)) {
        (Some(a), Some(b)) => cosine(a, b),
        _ => 0.0,
    }
}

/// A pair `(i, j, score)` with `i < j`.
pub type Pair = (usize, usize, f64);

/// The reference's order: it sorts all pairs by score with a stable sort,
/// so equal scores keep generation order; (score descending, `i`, `j`) is a
/// total order that gives the same sequence.
pub fn reference_order(a: &Pair, b: &Pair) -> Ordering {
    b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)).then(a.1.cmp(&b.1))
}

/// The relative margin by which the filters lower the threshold, so that
/// rounding can only admit extra candidates, never drop a pair.
pub const FILTER_MARGIN: f64 = 1e-9;

/// Rows scored together (in parallel) before the results are merged and
/// the limit is checked. The first block is small, so a surface where every
/// row pairs with every other one holds few pairs beyond the limit.
const ROW_BLOCK: usize = 512;
const FIRST_ROW_BLOCK: usize = 16;

/// Surfaces this large score their rows in parallel (smaller ones are
/// already checked in parallel with the other surfaces).
const PARALLEL_FROM: usize = 1024;

/// Every pair `(i, j, score)` with `i < j` and `score >= threshold`, in the
/// reference's order: score descending, ties in generation order (`i`, then
/// `j`). At most `limit` pairs are returned: when more qualify, the first
/// `limit` in generation order, so that the search can stop there (time and
/// memory stay bounded even when every pair qualifies).
pub fn similar_pairs(vectors: &[TermVector], threshold: f64, limit: usize) -> Vec<Pair> {
    similar_pairs_counted(vectors, threshold, limit).0
}

/// [`similar_pairs`], with the number of pairs whose score was computed
/// (the candidates).
pub fn similar_pairs_counted(
    vectors: &[TermVector],
    threshold: f64,
    limit: usize,
) -> (Vec<Pair>, u64) {
    if limit == 0 || threshold.is_nan() || vectors.len() < 2 {
        return (Vec::new(), 0);
    }
    if threshold <= 0.0 {
        return every_pair(vectors, limit);
    }
    let index = PrefixIndex::build(vectors, threshold);
    let mut pairs: Vec<Pair> = Vec::new();
    let mut scored = 0u64;
    let n = vectors.len();
    let mut from = 0;
    let mut block = FIRST_ROW_BLOCK;
    while from < n && pairs.len() < limit {
        let to = (from + block).min(n);
        let wanted = limit - pairs.len();
        // A row's pairs in generation order, cut to what can still be kept.
        let search = |i: usize| {
            let (mut row, candidates) =
                with_scratch(n, index.terms, |s| index.row(vectors, i, threshold, s));
            row.sort_unstable_by_key(|p| p.1);
            row.truncate(wanted);
            (row, candidates)
        };
        let rows: Vec<(Vec<Pair>, u64)> = if n < PARALLEL_FROM {
            (from..to).map(search).collect()
        } else {
            (from..to)
                .into_par_iter()
                .with_min_len(16)
                .map(search)
                .collect()
        };
        let before = pairs.len();
        for (row, candidates) in rows {
            scored += candidates;
            pairs.extend(row);
        }
        // Dense rows (many similar descriptions) shrink the next block to
        // about what is still wanted; sparse ones grow it.
        let per_row = (pairs.len() - before) / (to - from) + 1;
        let still = limit.saturating_sub(pairs.len());
        block = (still / per_row).clamp(FIRST_ROW_BLOCK, ROW_BLOCK);
        from = to;
    }
    pairs.truncate(limit);
    pairs.sort_unstable_by(reference_order);
    (pairs, scored)
}

/// Threshold 0 or less: every pair qualifies, so the first `limit` pairs in
/// generation order are the answer.
fn every_pair(vectors: &[TermVector], limit: usize) -> (Vec<Pair>, u64) {
    let mut pairs: Vec<Pair> = Vec::new();
    'rows: for (i, a) in vectors.iter().enumerate() {
        for (j, b) in vectors.iter().enumerate().skip(i + 1) {
            if pairs.len() >= limit {
                break 'rows;
            }
            pairs.push((i, j, cosine(a, b)));
        }
    }
    let scored = pairs.len() as u64;
    pairs.sort_unstable_by(reference_order);
    (pairs, scored)
}

/// Per-thread scratch space of the row searches, reused across rows and
/// searches.
#[derive(Default)]
struct Scratch {
    /// The last token handed out; every row takes a new one, so old marks
    /// never need clearing.
    token: u64,
    /// Per vector: the token of the last row that scored it.
    marks: Vec<u64>,
    /// Per term id: its count in the row's vector (0 elsewhere).
    counts: Vec<u32>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// Runs `f` with this thread's scratch space, sized for `n` vectors and
/// `terms` term ids, and a token no mark holds yet.
fn with_scratch<R>(n: usize, terms: usize, f: impl FnOnce(&mut Scratch) -> R) -> R {
    let prepare = |s: &mut Scratch| {
        s.token += 1;
        if s.marks.len() < n {
            s.marks.resize(n, 0);
        }
        if s.counts.len() < terms {
            s.counts.resize(terms, 0);
        }
    };
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut s) => {
            prepare(&mut s);
            f(&mut s)
        }
        Err(_) => {
            let mut s = Scratch::default();
            prepare(&mut s);
            f(&mut s)
        }
    })
}

/// An inverted index over the prefix of every vector (see the module
/// documentation), in compressed-row form.
struct PrefixIndex {
    /// Prefix of vector `i`, in rank order:
    /// `prefix[prefix_start[i]..prefix_start[i + 1]]`.
    prefix_start: Vec<usize>,
    prefix: Vec<Entry>,
    /// Vectors whose prefix holds rank `r`, ascending:
    /// `postings[posting_start[r]..posting_start[r + 1]]`.
    posting_start: Vec<usize>,
    postings: Vec<Posting>,
    /// The lowered threshold of the bounds.
    bound: f64,
    /// The number of term ids.
    terms: usize,
}

/// One prefix term of a vector.
#[derive(Clone, Copy, Default)]
struct Entry {
    rank: u32,
    /// The vector's norm share from this term on, in rank order:
    /// `sqrt(Σ counts² of this term and the later ones) / |v|`.
    rest: f64,
}

/// One vector in the postings of a term.
#[derive(Clone, Copy, Default)]
struct Posting {
    doc: u32,
    /// The vector's norm share from this term on (as [`Entry::rest`]).
    rest: f64,
}

impl PrefixIndex {
    fn build(vectors: &[TermVector], threshold: f64) -> PrefixIndex {
        // Document frequencies, then ranks: rarest first, ties by id.
        let terms = vectors
            .iter()
            .flat_map(|v| v.terms.last())
            .map(|(id, _)| *id as usize + 1)
            .max()
            .unwrap_or(0);
        let mut df = vec![0u32; terms];
        for v in vectors {
            for (id, _) in &v.terms {
                if let Some(d) = df.get_mut(*id as usize) {
                    *d += 1;
                }
            }
        }
        let mut by_rank: Vec<u32> = (0..terms as u32).collect();
        by_rank.sort_unstable_by_key(|id| (df.get(*id as usize).copied().unwrap_or(0), *id));
        let mut rank = vec![0u32; terms];
        for (r, id) in by_rank.iter().enumerate() {
            if let Some(slot) = rank.get_mut(*id as usize) {
                *slot = r as u32;
            }
        }

        // The prefix of each vector, with the norm share left at each term.
        let bound = threshold * (1.0 - FILTER_MARGIN);
        let mut prefix_start = Vec::with_capacity(vectors.len() + 1);
        let mut prefix: Vec<Entry> = Vec::new();
        let mut ranked: Vec<(u32, u32)> = Vec::new();
        let mut rest_sq: Vec<u64> = Vec::new();
        prefix_start.push(0);
        for v in vectors {
            ranked.clear();
            ranked.extend(
                v.terms
                    .iter()
                    .map(|(id, c)| (rank.get(*id as usize).copied().unwrap_or(0), *c)),
            );
            ranked.sort_unstable();
            // rest_sq[k] = Σ counts² of ranked[k..]
            rest_sq.clear();
            rest_sq.resize(ranked.len() + 1, 0);
            for k in (0..ranked.len()).rev() {
                let c = ranked.get(k).map_or(0, |&(_, c)| u64::from(c));
                let after = rest_sq.get(k + 1).copied().unwrap_or(0);
                if let Some(slot) = rest_sq.get_mut(k) {
                    *slot = after + c * c;
                }
            }
            // The prefix ends where the rest cannot reach the threshold on
            // its own: `Σ rest counts² < t² · |v|²`.
            let cut = bound * bound * v.norm_sq as f64;
            let keep = rest_sq
                .iter()
                .position(|&sq| (sq as f64) < cut)
                .unwrap_or(ranked.len());
            for (k, &(r, _)) in ranked.iter().enumerate().take(keep) {
                let sq = rest_sq.get(k).copied().unwrap_or(0);
                let share = if v.norm > 0.0 {
                    (sq as f64).sqrt() / v.norm
                } else {
                    0.0
                };
                prefix.push(Entry {
                    rank: r,
                    rest: share,
                });
            }
            prefix_start.push(prefix.len());
        }

        // Postings by counting sort, so each list is ascending by vector.
        let mut posting_start = vec![0usize; terms + 1];
        for e in &prefix {
            if let Some(s) = posting_start.get_mut(e.rank as usize + 1) {
                *s += 1;
            }
        }
        for k in 1..posting_start.len() {
            let prev = posting_start.get(k - 1).copied().unwrap_or(0);
            if let Some(s) = posting_start.get_mut(k) {
                *s += prev;
            }
        }
        let mut fill = posting_start.clone();
        let mut postings = vec![Posting::default(); prefix.len()];
        for (doc, w) in prefix_start.windows(2).enumerate() {
            let (Some(&a), Some(&b)) = (w.first(), w.get(1)) else {
                continue;
            };
            for e in prefix.get(a..b).unwrap_or(&[]) {
                if let Some(at) = fill.get_mut(e.rank as usize)
                    && let Some(slot) = postings.get_mut(*at)
                {
                    *slot = Posting {
                        doc: doc as u32,
                        rest: e.rest,
                    };
                    *at += 1;
                }
            }
        }
        // Each list by norm share left, largest first: a probe stops at the
        // first vector whose share is too small for the bound.
        for w in posting_start.windows(2) {
            let (Some(&a), Some(&b)) = (w.first(), w.get(1)) else {
                continue;
            };
            if let Some(list) = postings.get_mut(a..b) {
                list.sort_unstable_by(|x, y| y.rest.total_cmp(&x.rest).then(x.doc.cmp(&y.doc)));
            }
        }
        PrefixIndex {
            prefix_start,
            prefix,
            posting_start,
            postings,
            bound,
            terms,
        }
    }

    fn prefix(&self, i: usize) -> &[Entry] {
        match (self.prefix_start.get(i), self.prefix_start.get(i + 1)) {
            (Some(&a), Some(&b)) => self.prefix.get(a..b).unwrap_or(&[]),
            _ => &[],
        }
    }

    fn postings(&self, rank: u32) -> &[Posting] {
        let r = rank as usize;
        match (self.posting_start.get(r), self.posting_start.get(r + 1)) {
            (Some(&a), Some(&b)) => self.postings.get(a..b).unwrap_or(&[]),
            _ => &[],
        }
    }

    /// The qualifying pairs `(i, j)` with `j > i`, in no particular order,
    /// and the number of candidates scored.
    ///
    /// The prefix of `i` is probed in rank order, so a vector `j` of a
    /// qualifying pair is first met at the first term the two share (it is
    /// in both prefixes). All the shared terms lie at or after it, so
    /// (Cauchy–Schwarz) the cosine is at most the product of the two norm
    /// shares left from that term on: where that product is below the
    /// (lowered) threshold the pair cannot qualify. The postings are sorted
    /// by share, largest first, so the probe of a term stops at the first
    /// vector that fails the bound. A vector passed over there may still be
    /// met at a later term and scored: an extra candidate, never a lost
    /// pair. The dot products are taken against the counts of `i` spread
    /// over a dense array (`scratch.counts`), cleared again at the end.
    fn row(
        &self,
        vectors: &[TermVector],
        i: usize,
        threshold: f64,
        scratch: &mut Scratch,
    ) -> (Vec<Pair>, u64) {
        let mut out = Vec::new();
        let mut scored = 0u64;
        let Some(a) = vectors.get(i) else {
            return (out, scored);
        };
        let Scratch {
            token,
            marks,
            counts,
        } = scratch;
        for &(id, c) in &a.terms {
            if let Some(slot) = counts.get_mut(id as usize) {
                *slot = c;
            }
        }
        for e in self.prefix(i) {
            let docs = self.postings(e.rank);
            // sorted by share: those that pass the bound
            let docs = docs
                .get(..docs.partition_point(|p| e.rest * p.rest >= self.bound))
                .unwrap_or(&[]);
            for p in docs {
                let j = p.doc as usize;
                if j <= i {
                    continue;
                }
                let (Some(seen), Some(b)) = (marks.get_mut(j), vectors.get(j)) else {
                    continue;
                };
                if *seen == *token {
                    continue;
                }
                *seen = *token;
                scored += 1;
                let dot: u64 = b
                    .terms
                    .iter()
                    .map(|&(id, c)| {
                        u64::from(counts.get(id as usize).copied().unwrap_or(0)) * u64::from(c)
                    })
                    .sum();
                let score = cosine_of_dot(a, b, dot);
                if score >= threshold {
                    out.push((i, j, score));
                }
            }
        }
        for &(id, _) in &a.terms {
            if let Some(slot) = counts.get_mut(id as usize) {
                *slot = 0;
            }
        }
        (out, scored)
    }
}

/// The definition: every pair compared; the first `limit` qualifying pairs
/// in generation order, in the reference's order. Kept as the reference for
/// the property tests and the benchmarks.
pub fn similar_pairs_naive(vectors: &[TermVector], threshold: f64, limit: usize) -> Vec<Pair> {
    let mut pairs: Vec<Pair> = Vec::new();
    for (i, a) in vectors.iter().enumerate() {
        for (j, b) in vectors.iter().enumerate().skip(i + 1) {
            let score = cosine(a, b);
            if score >= threshold {
                pairs.push((i, j, score));
            }
        }
    }
    pairs.truncate(limit);
    pairs.sort_by(reference_order);
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::collection::vec;
    use proptest::prelude::*;
    use proptest::sample::{Index, select};

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-7
    }

    #[test]
    fn reference_scores() {
        // The table of verified reference scores.
        for (a, b, want) in [
            (
                "Get a user by their ID",
                "Fetch a user by their identifier",
                0.5,
            ),
            ("Get a user by their ID", "Fetch a user by their ID", 0.75),
            (
                "Retrieves a user by their unique identifier",
                "Fetches a user by their unique identifier",
                0.8,
            ),
            (
                "Creates a new todo item with the given title and priority",
                "Creates a new todo item with the specified title and priority",
                0.857143,
            ),
            (
                "Creates a new purchase order for the given products",
                "Creates a new draft order for the given products",
                0.833333,
            ),
            ("Create a user account", "Create a user profile", 0.666667),
            (
                "Creates a new user account in the system",
                "Creates a new user account in the application",
                0.8,
            ),
            (
                "Sends a notification to the specified user via email or SMS",
                "Sends a push notification to a user device",
                0.507093,
            ),
            ("command user", "command admin", 0.5),
        ] {
            let got = text_similarity(a, b);
            assert!(close(got, want), "{a} / {b}: {got} != {want}");
        }
        assert_eq!(
            text_similarity("Get a user by their ID", "Fetch a user by their identifier"),
            0.5
        );
    }

    #[test]
    fn edge_scores() {
        assert_eq!(text_similarity("apple banana", "xenon krypton"), 0.0);
        assert_eq!(text_similarity("", ""), 0.0);
        assert_eq!(text_similarity("hello", ""), 0.0);
        assert_eq!(text_similarity("the a of", "the a of"), 0.0);
        assert!(close(text_similarity("Hello World", "hello world"), 1.0));
        // 3 / (sqrt(3) * sqrt(3)): the reference's double, not exactly 1
        assert_eq!(
            text_similarity("creates user account", "creates the user account"),
            1.0000000000000002
        );
        // The exact double of the reference for identical texts.
        let s = text_similarity(
            "Runs step a of the pipeline quickly",
            "Runs step a of the pipeline quickly",
        );
        assert!(close(s, 1.0));
    }

    #[test]
    fn pairs_are_sorted_stably_and_bounded() {
        let v = vectors([
            "alpha beta",
            "alpha beta",
            "alpha gamma",
            "alpha beta",
            "zeta",
        ]);
        let all = similar_pairs(&v, 0.0, usize::MAX);
        assert_eq!(all.len(), 10);
        let order: Vec<(usize, usize)> = all.iter().map(|p| (p.0, p.1)).collect();
        assert_eq!(&order[..3], &[(0, 1), (0, 3), (1, 3)]);
        // ties at 0.5 keep generation order, then the zeros
        assert_eq!(&order[3..6], &[(0, 2), (1, 2), (2, 3)]);
        assert_eq!(order[6..], [(0, 4), (1, 4), (2, 4), (3, 4)]);
        assert!(all.windows(2).all(|w| w[0].2 >= w[1].2));
        // a limit keeps the first pairs generated, ordered by score
        let first: Vec<(usize, usize)> = similar_pairs(&v, 0.0, 4)
            .iter()
            .map(|p| (p.0, p.1))
            .collect();
        assert_eq!(first, [(0, 1), (0, 3), (0, 2), (0, 4)]);
        assert_eq!(similar_pairs(&v, 0.7, usize::MAX).len(), 3);
    }

    const STOP: [&str; 8] = ["the", "a", "of", "by", "with", "and", "is", "to"];

    /// A word index of a vocabulary, skewed towards the first words (a
    /// Zipf-like choice).
    fn skewed(vocabulary: usize) -> impl Strategy<Value = usize> {
        (0..vocabulary, 0..vocabulary).prop_map(|(a, b)| a.min(b))
    }

    fn token(vocabulary: usize) -> impl Strategy<Value = String> {
        prop_oneof![
            1 => select(&STOP[..]).prop_map(str::to_string),
            1 => skewed(vocabulary).prop_map(|w| format!("W{w}")),
            1 => skewed(vocabulary).prop_map(|w| format!("w{w}'s")),
            7 => skewed(vocabulary).prop_map(|w| format!("w{w}")),
        ]
    }

    /// A description: empty, stop words only, punctuation only, one word
    /// repeated, or mixed-case words with stop words and possessives.
    fn text(vocabulary: usize) -> impl Strategy<Value = String> {
        prop_oneof![
            1 => Just(String::new()),
            1 => vec(select(&STOP[..]), 1..5).prop_map(|w| w.join(" ")),
            1 => Just(" -- !? ".to_string()),
            1 => (skewed(vocabulary), 1..7usize)
                .prop_map(|(w, n)| vec![format!("w{w}"); n].join(" ")),
            8 => (vec(token(vocabulary), 1..15), any::<bool>())
                .prop_map(|(w, comma)| w.join(if comma { ", " } else { " " })),
        ]
    }

    /// `n` descriptions (some of them copies of others) over a vocabulary
    /// small enough that many pairs share words.
    fn texts(n: std::ops::Range<usize>, vocabulary: usize) -> impl Strategy<Value = Vec<String>> {
        (
            vec(text(vocabulary), n),
            vec((any::<Index>(), any::<Index>()), 0..8),
        )
            .prop_map(|(mut texts, copies)| {
                for (from, to) in copies {
                    let copy = texts[from.index(texts.len())].clone();
                    let at = to.index(texts.len());
                    texts[at] = copy;
                }
                texts
            })
    }

    /// Thresholds at the edges, plus scores that actually occur (and their
    /// neighbouring doubles), where `>=` decides.
    fn thresholds(v: &[TermVector], picks: &[(Index, Index)]) -> Vec<f64> {
        let mut t = vec![
            0.0,
            f64::MIN_POSITIVE,
            1e-12,
            0.1,
            0.3,
            0.5,
            0.7,
            0.8,
            0.95,
            1.0,
            1.0000000000000002,
        ];
        for (i, j) in picks {
            let s = cosine(&v[i.index(v.len())], &v[j.index(v.len())]);
            t.extend([s, s.next_up(), s.next_down()]);
        }
        t
    }

    /// Compares `similar_pairs` with the definition at every threshold and
    /// limit.
    fn check_against_naive(v: &[TermVector], thresholds: &[f64], limits: &[usize]) {
        for &threshold in thresholds {
            for &limit in limits {
                let naive = similar_pairs_naive(v, threshold, limit);
                let fast = similar_pairs(v, threshold, limit);
                assert_eq!(
                    fast.len(),
                    naive.len(),
                    "threshold {threshold}, limit {limit}"
                );
                for (f, n) in fast.iter().zip(&naive) {
                    assert_eq!(
                        (f.0, f.1),
                        (n.0, n.1),
                        "threshold {threshold}, limit {limit}"
                    );
                    assert_eq!(f.2.to_bits(), n.2.to_bits(), "score of {f:?}");
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn same_pairs_scores_and_order_as_the_definition(
            texts in (2usize..42).prop_flat_map(|vocabulary| texts(2..47, vocabulary)),
            picks in vec((any::<Index>(), any::<Index>()), 4),
        ) {
            let v = vectors(texts.iter().map(String::as_str));
            check_against_naive(&v, &thresholds(&v, &picks), &[usize::MAX, 1, 7]);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(30))]

        /// Repeated words give large counts and norms, where rounding in
        /// the filter would show.
        #[test]
        fn large_counts_and_long_texts(
            texts in vec(
                vec(skewed(6), 0..300)
                    .prop_map(|w| w.iter().map(|k| format!("t{k}")).collect::<Vec<_>>().join(" ")),
                2..32,
            ),
            picks in vec((any::<Index>(), any::<Index>()), 4),
        ) {
            let v = vectors(texts.iter().map(String::as_str));
            check_against_naive(&v, &thresholds(&v, &picks), &[usize::MAX]);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3))]

        /// Past the parallel and block sizes, with limits that cut a block.
        #[test]
        fn blocks_parallel_rows_and_limits(
            texts in texts(PARALLEL_FROM + 10..PARALLEL_FROM + 11, 60),
        ) {
            let v = vectors(texts.iter().map(String::as_str));
            check_against_naive(&v, &[0.0, 0.5, 0.9], &[usize::MAX, 50, 5000]);
            // the literal definition, once
            prop_assert_eq!(similar_pairs(&v, 0.6, 100), similar_pairs_naive(&v, 0.6, 100));
        }
    }

    #[test]
    fn degenerate_inputs() {
        let none: Vec<TermVector> = Vec::new();
        assert!(similar_pairs(&none, 0.0, usize::MAX).is_empty());
        let one = vectors(["alpha"]);
        assert!(similar_pairs(&one, 0.0, usize::MAX).is_empty());
        let empty = vectors(["", "the", "", "-"]);
        check_against_naive(&empty, &[0.0, 0.5, 1.0], &[usize::MAX]);
        assert_eq!(similar_pairs(&empty, 0.0, usize::MAX).len(), 6);
        assert!(similar_pairs(&empty, 1e-300, usize::MAX).is_empty());
        assert!(similar_pairs(&vectors(["a b", "a b"]), 0.5, 0).is_empty());
    }

    #[test]
    fn a_limit_keeps_the_first_pairs_in_generation_order() {
        // All tied: the first pairs of command 0 win.
        let texts: Vec<String> = (0..60).map(|_| "same words here".to_string()).collect();
        let v = vectors(texts.iter().map(String::as_str));
        let full = similar_pairs(&v, 0.0, usize::MAX);
        let top = similar_pairs(&v, 0.0, 10);
        assert_eq!(top, full[..10].to_vec());
        assert_eq!(top[0].0, 0);
        assert_eq!(top[9], (0, 10, top[9].2));
        // Scores differ: a cut keeps the first pairs in generation order,
        // then orders them by score.
        let v = vectors(["alpha beta", "alpha beta gamma", "alpha beta", "alpha beta"]);
        let cut = similar_pairs(&v, 0.5, 3);
        let pairs: Vec<(usize, usize)> = cut.iter().map(|p| (p.0, p.1)).collect();
        assert_eq!(pairs, [(0, 2), (0, 3), (0, 1)]);
        assert_eq!(cut, similar_pairs_naive(&v, 0.5, 3));
    }

    #[test]
    fn identical_descriptions_stop_at_the_limit() {
        // Every pair qualifies; the search must stop after a few rows and
        // count only the candidates of those rows.
        let texts: Vec<String> = (0..3000)
            .map(|_| "Creates a widget in the workspace".to_string())
            .collect();
        let v = vectors(texts.iter().map(String::as_str));
        let (pairs, scored) = similar_pairs_counted(&v, 0.7, 5000);
        assert_eq!(pairs.len(), 5000);
        assert!(scored < 3000 * 20, "{scored} candidates scored");
        assert_eq!(pairs, similar_pairs_naive(&v, 0.7, 5000));
    }
}
