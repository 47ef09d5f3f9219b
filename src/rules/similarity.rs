//! Description similarity: term-count vectors and their cosine, as the
//! reference computes them, and the search for similar pairs.
//!
//! Each description is tokenized once into a sparse vector of term counts
//! with a precomputed norm; [`similar_pairs`] is the only place that decides
//! which pairs to compare, so a sub-quadratic candidate generator can later
//! replace its inside without changing any result.

use std::collections::HashMap;

use crate::rules::text::content_tokens;

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
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
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
    let mut vocabulary: HashMap<String, u32> = HashMap::new();
    texts
        .into_iter()
        .map(|text| {
            let mut counts: HashMap<u32, u32> = HashMap::new();
            for token in content_tokens(text) {
                let next = u32::try_from(vocabulary.len()).unwrap_or(u32::MAX);
                let id = *vocabulary.entry(token).or_insert(next);
                *counts.entry(id).or_insert(0) += 1;
            }
            let mut terms: Vec<(u32, u32)> = counts.into_iter().collect();
            terms.sort_unstable();
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
    let magnitude = a.norm * b.norm;
    if magnitude == 0.0 {
        0.0
    } else {
        a.dot(b) as f64 / magnitude
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

/// Every pair `(i, j, score)` with `i < j` and `score >= threshold`, in the
/// reference's order: score descending, ties in generation order (`i`, then
/// `j`). At most `limit` pairs are returned (the first ones in that order),
/// so memory stays bounded even when the threshold is 0.
pub fn similar_pairs(
    vectors: &[TermVector],
    threshold: f64,
    limit: usize,
) -> Vec<(usize, usize, f64)> {
    // The reference sorts all pairs by score with a stable sort, so equal
    // scores keep generation order: (score descending, i, j) is a total
    // order that gives the same sequence.
    let order = |a: &(usize, usize, f64), b: &(usize, usize, f64)| {
        b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)).then(a.1.cmp(&b.1))
    };
    let mut pairs: Vec<(usize, usize, f64)> = Vec::new();
    let prune_at = limit.saturating_mul(2).max(1024);
    for (i, a) in vectors.iter().enumerate() {
        for (j, b) in vectors.iter().enumerate().skip(i + 1) {
            let score = cosine(a, b);
            if score >= threshold {
                pairs.push((i, j, score));
                if pairs.len() > prune_at && limit < pairs.len() {
                    // Keep the first `limit` in that order (linear time).
                    pairs.select_nth_unstable_by(limit, order);
                    pairs.truncate(limit);
                }
            }
        }
    }
    pairs.sort_unstable_by(order);
    pairs.truncate(limit);
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let top = similar_pairs(&v, 0.0, 4);
        assert_eq!(top, all[..4].to_vec());
        assert_eq!(similar_pairs(&v, 0.7, usize::MAX).len(), 3);
    }

    #[test]
    fn pruning_keeps_the_reference_order() {
        // More pairs than the pruning point, all tied: the first ones win.
        let texts: Vec<String> = (0..60).map(|_| "same words here".to_string()).collect();
        let v = vectors(texts.iter().map(String::as_str));
        let full = similar_pairs(&v, 0.0, usize::MAX);
        let top = similar_pairs(&v, 0.0, 10);
        assert_eq!(top, full[..10].to_vec());
        assert_eq!(top[0].0, 0);
        assert_eq!(top[9], (0, 10, top[9].2));
    }
}
