//! Input-schema analysis shared by `schema-overlap` and `schema-complexity`:
//! the top-level field comparison and the complexity walker, both with the
//! reference's JavaScript semantics (property order, truthiness, `===`).

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use serde_json::{Map, Value};

use crate::finding::json_number;
use crate::rules::js::{member, object_keys, strict_equal, truthy, truthy_opt};

// ---- schema-overlap ----

/// The top-level fields of one input schema, ready for pairwise comparison.
#[derive(Clone, Debug)]
pub struct FieldSet {
    /// `Object.keys(properties)`, in JavaScript order.
    keys: Vec<String>,
    /// The keys as a set, for large schemas only (small ones are scanned).
    set: Option<HashSet<String>>,
}

impl FieldSet {
    /// The fields of a schema whose `properties` is truthy (the reference's
    /// candidates: any object, `{}` included); `None` otherwise.
    pub fn of(schema: &Value) -> Option<FieldSet> {
        let props = schema.get("properties")?;
        if !truthy(props) {
            return None;
        }
        Some(FieldSet::from_keys(object_keys(props)))
    }

    /// A field set from its keys (distinct, in JavaScript order).
    pub fn from_keys(keys: Vec<String>) -> FieldSet {
        let set = (keys.len() > 16).then(|| keys.iter().cloned().collect());
        FieldSet { keys, set }
    }

    /// Whether `key` is one of the fields.
    pub fn contains(&self, key: &str) -> bool {
        match &self.set {
            Some(set) => set.contains(key),
            None => self.keys.iter().any(|k| k == key),
        }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// The fields, in JavaScript order.
    pub fn keys(&self) -> &[String] {
        &self.keys
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// `|shared| / |union|` (0 when both are empty), without building lists.
    pub fn ratio(&self, other: &FieldSet) -> f64 {
        let shared = self.keys.iter().filter(|k| other.contains(k)).count();
        let union = self.len() + other.len() - shared;
        if union == 0 {
            0.0
        } else {
            shared as f64 / union as f64
        }
    }
}

/// The relative margin by which the overlap filters lower the threshold,
/// so that rounding can only admit extra candidates, never drop a pair.
const OVERLAP_MARGIN: f64 = 1e-9;

/// Calls `visit(i, j, ratio)` for every pair `i < j` of `sets` that the
/// reference flags (`!(ratio < threshold)`), in generation order (`i`, then
/// `j`), until `visit` returns `false`. The ratios are [`FieldSet::ratio`]'s.
///
/// With a positive threshold only the pairs that can reach it are compared
/// (all-pairs set-similarity search):
/// - fields are ranked rarest first over the surface; a set `A` needs
///   `o(A) = ⌈t·|A|⌉` shared fields (Jaccard `≥ t` implies
///   `|A ∩ B| ≥ t·|A ∪ B| ≥ t·|A|`), so the first field two such sets share,
///   in rank order, lies in the first `|A| − o(A) + 1` fields of each (its
///   *prefix*): an inverted index over prefixes yields every candidate;
/// - size filter: `|B| ≥ o(A)` and `|A| ≥ o(B)`;
/// - `o` uses the threshold lowered by a relative margin of `1e-9`, so the
///   filters may admit extra candidates but never drop a pair whose
///   computed ratio is at or above the threshold; every candidate is then
///   checked with the exact ratio.
///
/// A threshold of 0 or less flags every pair: all pairs are visited.
///
/// Returns the number of pairs whose ratio was computed (the candidates).
pub fn overlapping_pairs(
    sets: &[FieldSet],
    threshold: f64,
    mut visit: impl FnMut(usize, usize, f64) -> bool,
) -> u64 {
    let mut compared = 0u64;
    // Field ids, then ranks: rarest first, ties by id.
    let mut vocabulary: HashMap<&str, u32> = HashMap::new();
    let ids: Vec<Vec<u32>> = sets
        .iter()
        .map(|s| {
            s.keys
                .iter()
                .map(|k| {
                    let next = u32::try_from(vocabulary.len()).unwrap_or(u32::MAX);
                    *vocabulary.entry(k.as_str()).or_insert(next)
                })
                .collect()
        })
        .collect();
    let fields = vocabulary.len();
    let mut df = vec![0u32; fields];
    for set in &ids {
        for id in set {
            if let Some(d) = df.get_mut(*id as usize) {
                *d += 1;
            }
        }
    }
    let mut by_rank: Vec<u32> = (0..fields as u32).collect();
    by_rank.sort_unstable_by_key(|id| (df.get(*id as usize).copied().unwrap_or(0), *id));
    let mut rank = vec![0u32; fields];
    for (r, id) in by_rank.iter().enumerate() {
        if let Some(slot) = rank.get_mut(*id as usize) {
            *slot = r as u32;
        }
    }
    let ranked: Vec<Vec<u32>> = ids
        .into_iter()
        .map(|set| {
            let mut r: Vec<u32> = set
                .into_iter()
                .map(|id| rank.get(id as usize).copied().unwrap_or(0))
                .collect();
            r.sort_unstable();
            r
        })
        .collect();
    let ratio = |a: &[u32], b: &[u32]| {
        let shared = sorted_intersection(a, b);
        let union = a.len() + b.len() - shared;
        if union == 0 {
            0.0
        } else {
            shared as f64 / union as f64
        }
    };

    // `ratio < NaN` never holds either: a NaN threshold flags every pair.
    if threshold <= 0.0 || threshold.is_nan() {
        for (i, a) in ranked.iter().enumerate() {
            for (j, b) in ranked.iter().enumerate().skip(i + 1) {
                compared += 1;
                if !visit(i, j, ratio(a, b)) {
                    return compared;
                }
            }
        }
        return compared;
    }

    // The shared fields a set needs, and its prefix.
    let lowered = threshold * (1.0 - OVERLAP_MARGIN);
    let needed: Vec<usize> = ranked
        .iter()
        .map(|r| ((lowered * r.len() as f64).ceil() as usize).max(1))
        .collect();
    let mut postings: Vec<Vec<u32>> = vec![Vec::new(); fields];
    for (i, (r, o)) in ranked.iter().zip(&needed).enumerate() {
        let prefix = (r.len() + 1).saturating_sub(*o);
        for f in r.iter().take(prefix) {
            if let Some(p) = postings.get_mut(*f as usize) {
                p.push(i as u32);
            }
        }
    }
    let mut candidates: Vec<u32> = Vec::new();
    for (i, (a, &oa)) in ranked.iter().zip(&needed).enumerate() {
        candidates.clear();
        let prefix = (a.len() + 1).saturating_sub(oa);
        for f in a.iter().take(prefix) {
            let docs = postings.get(*f as usize).map(Vec::as_slice).unwrap_or(&[]);
            let after = docs.partition_point(|&d| d as usize <= i);
            candidates.extend(docs.get(after..).unwrap_or(&[]).iter().filter(|&&j| {
                let j = j as usize;
                let (Some(b), Some(&ob)) = (ranked.get(j), needed.get(j)) else {
                    return false;
                };
                b.len() >= oa && a.len() >= ob
            }));
        }
        candidates.sort_unstable();
        candidates.dedup();
        for &j in &candidates {
            let Some(b) = ranked.get(j as usize) else {
                continue;
            };
            compared += 1;
            let r = ratio(a, b);
            if r >= threshold && !visit(i, j as usize, r) {
                return compared;
            }
        }
    }
    compared
}

/// `|a ∩ b|` of two ascending lists of distinct values.
fn sorted_intersection(a: &[u32], b: &[u32]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while let (Some(x), Some(y)) = (a.get(i), b.get(j)) {
        match x.cmp(y) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

/// The definition: every pair compared with [`FieldSet::ratio`]. Kept as
/// the reference for the property tests and the benchmarks.
pub fn overlapping_pairs_naive(sets: &[FieldSet], threshold: f64) -> Vec<(usize, usize, f64)> {
    let mut out = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            let r = a.ratio(b);
            if r < threshold {
                continue;
            }
            out.push((i, j, r));
        }
    }
    out
}

/// The reference's `compareSchemas` result.
#[derive(Clone, Debug, PartialEq)]
pub struct Overlap {
    /// A's fields also in B, in A's order.
    pub shared: Vec<String>,
    /// A's other fields, in A's order.
    pub unique_to_a: Vec<String>,
    /// B's fields not in A, in B's order.
    pub unique_to_b: Vec<String>,
    pub ratio: f64,
    /// Every shared field has a `===`-equal `type` on both sides (reported
    /// only; it does not decide anything).
    pub types_compatible: bool,
}

/// The `type` of property `field` of a schema's `properties`.
fn property_type<'a>(schema: &'a Value, field: &str) -> Option<&'a Value> {
    let props = schema.get("properties")?;
    member(props, field)?.as_object()?.get("type")
}

/// Compares the top-level fields of two schemas (both candidates).
pub fn compare(a: &Value, fa: &FieldSet, b: &Value, fb: &FieldSet) -> Overlap {
    let (shared, unique_to_a): (Vec<String>, Vec<String>) =
        fa.keys.iter().cloned().partition(|k| fb.contains(k));
    let unique_to_b: Vec<String> = fb
        .keys
        .iter()
        .filter(|k| !fa.contains(k))
        .cloned()
        .collect();
    let union = fa.len() + unique_to_b.len();
    let ratio = if union == 0 {
        0.0
    } else {
        shared.len() as f64 / union as f64
    };
    let types_compatible = shared
        .iter()
        .all(|f| strict_equal(property_type(a, f), property_type(b, f)));
    Overlap {
        shared,
        unique_to_a,
        unique_to_b,
        ratio,
        types_compatible,
    }
}

// ---- schema-complexity ----

/// The complexity tiers of the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    Low,
    Medium,
    High,
    Critical,
}

impl Tier {
    pub fn of(score: u64) -> Tier {
        match score {
            0..=5 => Tier::Low,
            6..=12 => Tier::Medium,
            13..=20 => Tier::High,
            _ => Tier::Critical,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Low => "low",
            Tier::Medium => "medium",
            Tier::High => "high",
            Tier::Critical => "critical",
        }
    }
}

/// The eight dimensions of the score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakdown {
    pub fields: u64,
    pub depth: u64,
    pub unions: u64,
    pub intersections: u64,
    pub enums: u64,
    pub patterns: u64,
    pub bounds: u64,
    pub optional_ratio: u64,
}

impl Breakdown {
    /// fields×1 + depth×3 + unions×5 + intersections×2 + enums×1 +
    /// patterns×2 + bounds×1 + optionalRatio.
    pub fn score(&self) -> u64 {
        self.fields
            + self.depth * 3
            + self.unions * 5
            + self.intersections * 2
            + self.enums
            + self.patterns * 2
            + self.bounds
            + self.optional_ratio
    }

    /// As evidence, with the reference's key names and order.
    pub fn to_json(self) -> Value {
        let mut m = Map::new();
        for (k, v) in [
            ("fields", self.fields),
            ("depth", self.depth),
            ("unions", self.unions),
            ("intersections", self.intersections),
            ("enums", self.enums),
            ("patterns", self.patterns),
            ("bounds", self.bounds),
            ("optionalRatio", self.optional_ratio),
        ] {
            m.insert(k.into(), json_number(v as f64));
        }
        Value::Object(m)
    }
}

/// The result of scoring one schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Complexity {
    pub score: u64,
    pub tier: Tier,
    pub breakdown: Breakdown,
    /// The walk met subschemas nested deeper than the limit and did not
    /// score them.
    pub depth_limited: bool,
}

/// The bound keywords; each one present counts (even `null`).
const BOUND_KEYS: [&str; 8] = [
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
];

/// `[T, {type: "null"}]`: exactly two variants, one of them `type: "null"`.
fn nullable_wrapper(variants: &[Value]) -> bool {
    variants.len() == 2 && variants.iter().any(is_null_type)
}

fn is_null_type(v: &Value) -> bool {
    v.get("type").and_then(Value::as_str) == Some("null")
}

/// `new Set(node.required ?? [])` membership: an array's elements, or a
/// string's characters (JavaScript iterates a string by code points).
enum Required<'a> {
    None,
    /// Few names: compared one by one, without building a set.
    Few(&'a [Value]),
    Many(HashSet<&'a str>),
    Chars(&'a str),
}

impl<'a> Required<'a> {
    fn of(required: Option<&'a Value>) -> Required<'a> {
        match required {
            Some(Value::Array(a)) if a.len() <= 16 => Required::Few(a),
            Some(Value::Array(a)) => Required::Many(a.iter().filter_map(Value::as_str).collect()),
            Some(Value::String(s)) => Required::Chars(s),
            _ => Required::None,
        }
    }

    fn contains(&self, name: &str) -> bool {
        match self {
            Required::None => false,
            Required::Few(a) => a.iter().any(|v| v.as_str() == Some(name)),
            Required::Many(set) => set.contains(name),
            Required::Chars(s) => {
                let mut chars = name.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => s.contains(c),
                    _ => false,
                }
            }
        }
    }
}

/// The keywords of one schema node the walker reads, found in one pass over
/// its entries (instead of one hashed lookup per keyword).
#[derive(Default)]
struct Keywords<'a> {
    one_of: Option<&'a Value>,
    any_of: Option<&'a Value>,
    all_of: Option<&'a Value>,
    ty: Option<&'a Value>,
    properties: Option<&'a Value>,
    items: Option<&'a Value>,
    required: Option<&'a Value>,
    enum_: Option<&'a Value>,
    pattern: Option<&'a Value>,
    format: Option<&'a Value>,
    /// How many of [`BOUND_KEYS`] are present.
    bounds: u64,
}

impl<'a> Keywords<'a> {
    fn of(node: &'a Map<String, Value>) -> Keywords<'a> {
        let mut k = Keywords::default();
        for (key, value) in node {
            match key.as_str() {
                "oneOf" => k.one_of = Some(value),
                "anyOf" => k.any_of = Some(value),
                "allOf" => k.all_of = Some(value),
                "type" => k.ty = Some(value),
                "properties" => k.properties = Some(value),
                "items" => k.items = Some(value),
                "required" => k.required = Some(value),
                "enum" => k.enum_ = Some(value),
                "pattern" => k.pattern = Some(value),
                "format" => k.format = Some(value),
                other if BOUND_KEYS.contains(&other) => k.bounds += 1,
                _ => {}
            }
        }
        k
    }
}

/// Scores a schema as the reference's walker does, visiting subschemas no
/// deeper than `max_depth` levels (the root is level 1). The walk uses an
/// explicit stack, so no input can exhaust the call stack.
pub fn complexity(schema: &Value, max_depth: usize) -> Complexity {
    let mut field_names: HashSet<Cow<'_, str>> = HashSet::new();
    let mut b = Breakdown::default();
    let mut optional = 0u64;
    let mut total = 0u64;
    let mut depth_limited = false;

    // (node, object depth, nesting level)
    let mut stack: Vec<(&Value, u64, usize)> = vec![(schema, 0, 1)];
    while let Some((node, depth, level)) = stack.pop() {
        let Value::Object(node) = node else {
            // Strings, numbers, arrays and null carry no keywords.
            continue;
        };
        if level > max_depth {
            depth_limited = true;
            continue;
        }
        let next = level + 1;
        let kw = Keywords::of(node);

        if let Some(Value::Array(variants)) = kw.one_of {
            if !nullable_wrapper(variants) {
                b.unions += 1;
            }
            stack.extend(variants.iter().map(|v| (v, depth, next)));
        }
        if let Some(Value::Array(variants)) = kw.any_of {
            if nullable_wrapper(variants) {
                // A nullable wrapper: walk the non-null side only, and
                // nothing else of this node.
                stack.extend(
                    variants
                        .iter()
                        .filter(|v| !is_null_type(v))
                        .map(|v| (v, depth, next)),
                );
                continue;
            }
            b.unions += 1;
            stack.extend(variants.iter().map(|v| (v, depth, next)));
        }
        if let Some(Value::Array(variants)) = kw.all_of {
            b.intersections += 1;
            stack.extend(variants.iter().map(|v| (v, depth, next)));
        }

        let ty = kw.ty.and_then(Value::as_str);
        if ty == Some("object")
            && let Some(props) = kw.properties.filter(|p| truthy(p))
        {
            let object_depth = depth + 1;
            b.depth = b.depth.max(object_depth);
            let required = Required::of(kw.required);
            if let Value::Object(map) = props {
                for (name, sub) in map {
                    field_names.insert(Cow::Borrowed(name.as_str()));
                    total += 1;
                    if !required.contains(name) {
                        optional += 1;
                    }
                    stack.push((sub, object_depth, next));
                }
            } else {
                // `Object.entries` of an array or a string: index keys.
                for name in object_keys(props) {
                    total += 1;
                    if !required.contains(&name) {
                        optional += 1;
                    }
                    if let Some(sub) = member(props, &name) {
                        stack.push((sub, object_depth, next));
                    }
                    field_names.insert(Cow::Owned(name));
                }
            }
            continue;
        }
        if ty == Some("array")
            && let Some(items) = kw.items.filter(|i| truthy(i))
        {
            stack.push((items, depth, next));
        }

        if truthy_opt(kw.enum_) {
            b.enums += 1;
        }
        if truthy_opt(kw.pattern) {
            b.patterns += 1;
        }
        if truthy_opt(kw.format) {
            b.patterns += 1;
        }
        b.bounds += kw.bounds;
    }

    b.fields = field_names.len() as u64;
    b.optional_ratio = if total > 0 {
        ((optional as f64 / total as f64) * 4.0).floor() as u64
    } else {
        0
    };
    let score = b.score();
    Complexity {
        score,
        tier: Tier::of(score),
        breakdown: b,
        depth_limited,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::collection::vec;
    use proptest::prelude::*;
    use proptest::sample::Index;
    use serde_json::json;

    fn score(v: Value) -> Complexity {
        complexity(&v, 64)
    }

    #[test]
    fn overlap_examples() {
        let fields = |v: &Value| FieldSet::of(v).unwrap();
        let s = |props: Value| json!({"type": "object", "properties": props});

        let a = s(json!({"userId": {"type": "string"}, "name": {"type": "string"}}));
        let o = compare(&a, &fields(&a), &a, &fields(&a));
        assert_eq!(o.ratio, 1.0);
        assert_eq!(o.shared, ["userId", "name"]);
        assert!(o.unique_to_a.is_empty() && o.unique_to_b.is_empty());
        assert!(o.types_compatible);

        let a = s(json!({"userId": {}}));
        let b = s(json!({"orderId": {}}));
        let o = compare(&a, &fields(&a), &b, &fields(&b));
        assert_eq!(o.ratio, 0.0);
        assert!(o.shared.is_empty());

        let a = s(json!({"userId": {}, "items": {}, "address": {}}));
        let b = s(json!({"userId": {}, "items": {}, "notes": {}}));
        let o = compare(&a, &fields(&a), &b, &fields(&b));
        assert_eq!(o.shared, ["userId", "items"]);
        assert_eq!(o.unique_to_a, ["address"]);
        assert_eq!(o.unique_to_b, ["notes"]);
        assert_eq!(o.ratio, 0.5);
        assert_eq!(fields(&a).ratio(&fields(&b)), 0.5);

        let a = s(json!({"id": {"type": "string"}}));
        let b = s(json!({"id": {"type": "number"}}));
        assert!(!compare(&a, &fields(&a), &b, &fields(&b)).types_compatible);
        // type arrays compare by reference in JavaScript: never equal
        let a = s(json!({"id": {"type": ["string", "null"]}}));
        assert!(!compare(&a, &fields(&a), &a, &fields(&a)).types_compatible);

        // objects without properties are no candidates; `{}` properties are
        assert!(FieldSet::of(&json!({"type": "object"})).is_none());
        let e = s(json!({}));
        let fe = fields(&e);
        assert!(fe.is_empty());
        assert_eq!(compare(&e, &fe, &e, &fe).ratio, 0.0);
    }

    /// A field set: empty, one field, or fields drawn (skewed towards the
    /// first names) from a small vocabulary.
    fn field_set(vocabulary: usize) -> impl Strategy<Value = FieldSet> {
        prop_oneof![
            1 => Just(FieldSet::from_keys(Vec::new())),
            1 => (0..3usize).prop_map(|k| FieldSet::from_keys(vec![format!("f{k}")])),
            6 => vec((0..vocabulary, 0..vocabulary), 0..12).prop_map(|picks| {
                let mut keys: Vec<String> = Vec::new();
                for (a, b) in picks {
                    let k = format!("f{}", a.min(b));
                    if !keys.contains(&k) {
                        keys.push(k);
                    }
                }
                FieldSet::from_keys(keys)
            }),
        ]
    }

    /// `2..42` field sets, some of them copies of others.
    fn field_sets() -> impl Strategy<Value = Vec<FieldSet>> {
        (1usize..26)
            .prop_flat_map(|vocabulary| {
                (
                    vec(field_set(vocabulary), 2..42),
                    vec((any::<Index>(), any::<Index>()), 0..6),
                )
            })
            .prop_map(|(mut sets, copies)| {
                for (from, to) in copies {
                    let copy = sets[from.index(sets.len())].clone();
                    let at = to.index(sets.len());
                    sets[at] = copy;
                }
                sets
            })
    }

    fn visited(sets: &[FieldSet], threshold: f64, stop_after: usize) -> Vec<(usize, usize, f64)> {
        let mut out = Vec::new();
        overlapping_pairs(sets, threshold, |i, j, r| {
            out.push((i, j, r));
            out.len() < stop_after
        });
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn overlap_pairs_are_the_definitions(
            sets in field_sets(),
            picks in vec(any::<Index>(), 4),
        ) {
            let all = overlapping_pairs_naive(&sets, 0.0);
            let mut thresholds = vec![
                0.0,
                f64::MIN_POSITIVE,
                1e-12,
                0.2,
                1.0 / 3.0,
                0.5,
                0.7,
                0.8,
                0.9,
                1.0,
            ];
            if !all.is_empty() {
                for pick in picks {
                    let p = all[pick.index(all.len())];
                    thresholds.extend([p.2, p.2.next_up(), p.2.next_down()]);
                }
            }
            for t in thresholds {
                let naive: Vec<_> = all.iter().copied().filter(|p| p.2 >= t).collect();
                let fast = visited(&sets, t, usize::MAX);
                prop_assert_eq!(fast.len(), naive.len(), "threshold {}", t);
                for (f, n) in fast.iter().zip(&naive) {
                    prop_assert_eq!((f.0, f.1, f.2.to_bits()), (n.0, n.1, n.2.to_bits()));
                }
                if t == 0.5 {
                    prop_assert_eq!(&naive, &overlapping_pairs_naive(&sets, t));
                }
                // stopping early visits the first pairs only
                let first = visited(&sets, t, 3);
                prop_assert_eq!(first.as_slice(), naive.get(..naive.len().min(3)).unwrap_or(&[]));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]

        /// Many fields per set, so the ceilings and prefixes are long.
        #[test]
        fn overlap_on_large_sets(
            drops in vec((0..8usize, vec(0..60usize, 60)), 2..27),
        ) {
            let sets: Vec<FieldSet> = drops
                .iter()
                .map(|(drop, rolls)| {
                    let keys = rolls
                        .iter()
                        .enumerate()
                        .filter(|(_, roll)| **roll >= *drop)
                        .map(|(k, _)| format!("k{k}"))
                        .collect();
                    FieldSet::from_keys(keys)
                })
                .collect();
            let all = overlapping_pairs_naive(&sets, 0.0);
            for p in all.iter().step_by(7).take(5) {
                for t in [p.2, p.2.next_up(), p.2.next_down(), 0.9] {
                    let naive: Vec<_> = all.iter().copied().filter(|q| q.2 >= t).collect();
                    prop_assert_eq!(visited(&sets, t, usize::MAX), naive, "threshold {}", t);
                }
            }
        }
    }

    #[test]
    fn overlap_field_order_is_javascript_order() {
        let a: Value = serde_json::from_str(
            r#"{"type":"object","properties":{"name":{},"2":{},"id":{},"1":{}}}"#,
        )
        .unwrap();
        let b: Value =
            serde_json::from_str(r#"{"type":"object","properties":{"id":{},"1":{},"x":{}}}"#)
                .unwrap();
        let o = compare(
            &a,
            &FieldSet::of(&a).unwrap(),
            &b,
            &FieldSet::of(&b).unwrap(),
        );
        assert_eq!(o.shared, ["1", "id"]);
        assert_eq!(o.unique_to_a, ["2", "name"]);
        assert_eq!(o.unique_to_b, ["x"]);
    }

    #[test]
    fn rounding_edge_of_the_overlap_message() {
        // 33 shared of 40: JavaScript prints 83%, Python 82%.
        assert_eq!(crate::rules::js::percent(33.0 / 40.0), 83);
    }

    #[test]
    fn complexity_reference_values() {
        let flat = score(json!({"type": "object", "properties": {
            "id": {"type": "string"}, "name": {"type": "string"}}, "required": ["id", "name"]}));
        assert_eq!((flat.score, flat.tier), (5, Tier::Low));
        assert_eq!(flat.breakdown.fields, 2);
        assert_eq!(flat.breakdown.depth, 1);

        // the reference tests' discriminated union
        let union = score(json!({"oneOf": [
            {"type": "object", "properties": {"method": {"const": "credentials"}, "email": {"type": "string"}, "password": {"type": "string"}}, "required": ["method", "email"]},
            {"type": "object", "properties": {"method": {"const": "oauth"}, "provider": {"type": "string"}, "scopes": {"type": "array", "items": {"type": "string"}}, "redirectTo": {"type": "string"}}, "required": ["method", "provider"]}
        ]}));
        assert_eq!(union.score, 15);
        assert_eq!(union.tier, Tier::High);
        assert_eq!(union.breakdown.unions, 1);
        assert_eq!(union.breakdown.fields, 6);
        assert_eq!(union.breakdown.depth, 1);
        assert_eq!(union.breakdown.optional_ratio, 1);

        let one_optional =
            score(json!({"type": "object", "properties": {"q": {"type": "string"}}}));
        assert_eq!((one_optional.score, one_optional.tier), (8, Tier::Medium));

        let seven: Map<String, Value> = (0..7)
            .map(|i| (format!("f{i}"), json!({"type": "string"})))
            .collect();
        let seven = score(json!({"type": "object", "properties": seven}));
        assert_eq!((seven.score, seven.tier), (14, Tier::High));

        assert_eq!(score(json!({})).score, 0);
        assert_eq!(score(json!({"type": "object", "properties": {}})).score, 3);
    }

    #[test]
    fn complexity_dimensions() {
        let nullable = score(json!({"type": "object", "properties": {
            "n": {"anyOf": [{"type": "string"}, {"type": "null"}]}}, "required": ["n"]}));
        assert_eq!(nullable.breakdown.unions, 0);

        let nested = score(json!({"type": "object", "properties": {
            "address": {"type": "object", "properties": {"street": {}, "city": {}}, "required": ["street", "city"]}},
            "required": ["address"]}));
        assert_eq!((nested.breakdown.depth, nested.breakdown.fields), (2, 3));

        let c = score(json!({"type": "string", "enum": ["a"], "pattern": "x"}));
        assert_eq!((c.breakdown.enums, c.breakdown.patterns), (1, 1));
        let c = score(json!({"type": "string", "format": "email", "pattern": "x"}));
        assert_eq!(c.breakdown.patterns, 2);
        let c = score(json!({"type": "object", "properties": {
            "age": {"minimum": 0, "maximum": 9}, "name": {"minLength": 1, "maxLength": 5}}}));
        assert_eq!(c.breakdown.bounds, 4);

        for (required, ratio) in [(json!(["a", "b"]), 0), (json!(["a"]), 2), (json!([]), 4)] {
            let c = score(
                json!({"type": "object", "properties": {"a": {}, "b": {}}, "required": required}),
            );
            assert_eq!(c.breakdown.optional_ratio, ratio);
        }

        let all_of = score(json!({"allOf": [
            {"type": "object", "properties": {"a": {}}}, {"type": "object", "properties": {"b": {}}}]}));
        assert_eq!(
            (all_of.breakdown.intersections, all_of.breakdown.fields),
            (1, 2)
        );

        let deep = score(
            json!({"type": "object", "properties": {"level1": {"type": "object", "properties": {
            "level2": {"type": "object", "properties": {"value": {}}}}}}}),
        );
        assert_eq!(deep.breakdown.depth, 3);

        let arr = score(
            json!({"type": "object", "properties": {"items": {"type": "array", "items": {
            "type": "object", "properties": {"sku": {}}}}}}),
        );
        assert_eq!((arr.breakdown.depth, arr.breakdown.fields), (2, 2));

        let three_way =
            score(json!({"anyOf": [{"type": "string"}, {"type": "number"}, {"type": "null"}]}));
        assert_eq!(three_way.breakdown.unions, 1);
    }

    #[test]
    fn complexity_uses_javascript_truthiness() {
        // enum/pattern/format count only when truthy; bounds when present.
        let c = score(
            json!({"type": "string", "enum": [], "pattern": "", "format": null,
            "minimum": null, "maxLength": 0}),
        );
        assert_eq!(c.breakdown.enums, 1);
        assert_eq!(c.breakdown.patterns, 0);
        assert_eq!(c.breakdown.bounds, 2);
        // `type` arrays are not objects; an object node's own constraints are ignored
        let c = score(json!({"type": ["object", "null"], "properties": {"a": {}}}));
        assert_eq!(c.score, 0);
        let c = score(
            json!({"type": "object", "properties": {"a": {}}, "required": ["a"], "enum": [1]}),
        );
        assert_eq!(c.breakdown.enums, 0);
        // a string `required` is a set of its characters
        let c =
            score(json!({"type": "object", "properties": {"a": {}, "bc": {}}, "required": "abc"}));
        assert_eq!(c.breakdown.optional_ratio, 2);
        // a nullable anyOf hides the node's other keywords
        let c = score(json!({"anyOf": [{"type": "string"}, {"type": "null"}], "enum": ["x"]}));
        assert_eq!(c.score, 0);
    }

    #[test]
    fn values_checked_against_the_python_port() {
        let c = score(json!({"type": "object", "properties": {
            "name": {"type": "string"},
            "address": {"type": "object", "properties": {"street": {}, "city": {}, "zip": {"pattern": "^[0-9]+$"}}}
        }}));
        assert_eq!((c.score, c.tier), (17, Tier::High));
        let c = score(json!({"type": "object", "properties": {
            "a": {"type": "object", "properties": {"b": {"type": "object", "properties": {"c": {"type": "object", "properties": {
                "d": {"enum": ["x"]}, "e": {"minimum": 1}}}}}}},
            "f": {"oneOf": [{"type": "string"}, {"type": "number"}]},
            "g": {"allOf": [{"type": "object", "properties": {"h": {}}}]}
        }}));
        assert_eq!((c.score, c.tier), (33, Tier::Critical));
        assert_eq!(c.breakdown.depth, 4);
        assert_eq!(c.breakdown.fields, 8);
    }

    #[test]
    fn the_walk_is_bounded() {
        // 100,000 nested `items` would overflow a recursive walker.
        let mut v = json!({"type": "string", "enum": ["x"]});
        for _ in 0..100_000 {
            let mut m = Map::new();
            m.insert("type".into(), json!("array"));
            m.insert("items".into(), v);
            v = Value::Object(m);
        }
        let c = complexity(&v, 64);
        assert!(c.depth_limited);
        assert_eq!(c.breakdown.enums, 0);
        let shallow = complexity(&json!({"type": "array", "items": {"enum": [1]}}), 64);
        assert!(!shallow.depth_limited);
        assert_eq!(shallow.breakdown.enums, 1);
        // serde_json drops values recursively: take this one apart first
        let mut cur = v;
        while let Some(inner) = cur.get_mut("items").map(Value::take) {
            cur = inner;
        }
    }
}
