//! Clusters of mutually similar commands: the pairs a pair rule found,
//! grouped into connected components, so that one finding names every
//! command of a group instead of one finding per pair (every profile but
//! `reference`).

use std::collections::BTreeMap;

use crate::rules::similarity::Pair;

/// A group of commands linked by pairs, and those pairs.
#[derive(Clone, Debug, PartialEq)]
pub struct Cluster {
    /// Command indexes, ascending.
    pub members: Vec<usize>,
    /// The pairs inside the group, highest score first.
    pub pairs: Vec<Pair>,
}

impl Cluster {
    /// The highest and the lowest score of its pairs.
    pub fn range(&self) -> (f64, f64) {
        let hi = self.pairs.iter().map(|p| p.2).fold(f64::MIN, f64::max);
        let lo = self.pairs.iter().map(|p| p.2).fold(f64::MAX, f64::min);
        (hi, lo)
    }
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while let Some(&p) = parent.get(x) {
        if p == x {
            break;
        }
        // path halving
        let grand = parent.get(p).copied().unwrap_or(p);
        if let Some(slot) = parent.get_mut(x) {
            *slot = grand;
        }
        x = grand;
    }
    x
}

/// The connected components of the graph of `pairs` over `n` commands,
/// ordered by their first member.
pub fn clusters(n: usize, pairs: &[Pair]) -> Vec<Cluster> {
    let mut parent: Vec<usize> = (0..n).collect();
    for &(i, j, _) in pairs {
        let (a, b) = (find(&mut parent, i), find(&mut parent, j));
        if a != b {
            let (lo, hi) = (a.min(b), a.max(b));
            if let Some(slot) = parent.get_mut(hi) {
                *slot = lo;
            }
        }
    }
    let mut groups: BTreeMap<usize, Cluster> = BTreeMap::new();
    for &(i, j, score) in pairs {
        let root = find(&mut parent, i);
        let c = groups.entry(root).or_insert_with(|| Cluster {
            members: Vec::new(),
            pairs: Vec::new(),
        });
        c.pairs.push((i, j, score));
        c.members.extend([i, j]);
    }
    let mut out: Vec<Cluster> = groups
        .into_values()
        .map(|mut c| {
            c.members.sort_unstable();
            c.members.dedup();
            c.pairs
                .sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)).then(a.1.cmp(&b.1)));
            c
        })
        .collect();
    out.sort_by_key(|c| c.members.first().copied().unwrap_or(usize::MAX));
    out
}

/// `"a", "b" and "c"` for messages.
pub fn quoted_list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<String> = names.into_iter().map(|n| format!("\"{n}\"")).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Members listed in a message before "and N more".
pub const NAMED_IN_MESSAGE: usize = 6;

/// The members named in a message: all of them, or the first few and how
/// many more.
pub fn members_phrase(names: &[&str]) -> String {
    if names.len() <= NAMED_IN_MESSAGE {
        return quoted_list(names.iter().copied());
    }
    let shown = names.get(..NAMED_IN_MESSAGE).unwrap_or(names);
    let listed: Vec<String> = shown.iter().map(|n| format!("\"{n}\"")).collect();
    format!(
        "{} and {} more",
        listed.join(", "),
        names.len() - shown.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_of_pairs() {
        let pairs = vec![
            (0, 1, 0.9),
            (3, 4, 0.8),
            (1, 2, 0.75),
            (5, 6, 0.7),
            (4, 6, 0.72),
        ];
        let c = clusters(8, &pairs);
        let members: Vec<Vec<usize>> = c.iter().map(|c| c.members.clone()).collect();
        assert_eq!(members, [vec![0, 1, 2], vec![3, 4, 5, 6]]);
        assert_eq!(c[0].pairs, [(0, 1, 0.9), (1, 2, 0.75)]);
        assert_eq!(c[1].range(), (0.8, 0.7));
        assert!(clusters(3, &[]).is_empty());
    }

    #[test]
    fn message_lists() {
        assert_eq!(quoted_list(["a"]), "\"a\"");
        assert_eq!(quoted_list(["a", "b"]), "\"a\" and \"b\"");
        assert_eq!(quoted_list(["a", "b", "c"]), "\"a\", \"b\" and \"c\"");
        let many = ["a", "b", "c", "d", "e", "f", "g", "h"];
        assert_eq!(
            members_phrase(&many),
            "\"a\", \"b\", \"c\", \"d\", \"e\", \"f\" and 2 more"
        );
    }
}
