//! `circular-prerequisite`: cycles in the `requires` graph.

use std::collections::HashMap;

use crate::finding::Finding;
use crate::model::{Surface, Text};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Builds the prerequisite graph of a surface (an edge from each command
    /// to every command named in its `requires`, for MCP tools
    /// `_meta.requires`) and reports each group of commands that require one
    /// another in a circle, including a command that requires itself.
    ///
    /// A group is a strongly connected component of the graph: one finding
    /// per group, however many cycles run through it. The finding shows one
    /// concrete cycle, found by following `requires` entries in order from
    /// the group's first command (in input order) until the path returns to
    /// it: `commands` lists that cycle, `evidence.cycle` repeats the first
    /// command at the end, and `evidence.members` lists every command of the
    /// group, sorted. The finding points at the `requires` entry that starts
    /// the cycle; the other entries of the cycle are related locations.
    /// Prerequisites that are not registered are ignored here (see
    /// `unresolved-prerequisite`).
    ///
    /// ## Why it matters
    /// An agent that honours `requires` can never start a circular chain: it
    /// either loops or ignores the declared order, and then the declaration
    /// is worse than none.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [
    ///   {"name": "deploy-production", "description": "Deploys the tested build to production", "category": "deploy", "requires": ["test-run"]},
    ///   {"name": "test-run", "description": "Runs the test suite against the production build", "category": "deploy", "requires": ["deploy-production"]}
    /// ]}
    /// ```
    ///
    /// `Circular prerequisite chain: deploy-production → test-run →
    /// deploy-production`.
    ///
    /// ## Use instead
    /// Keep the order that really holds and drop the other direction:
    ///
    /// ```json
    /// {"commands": [
    ///   {"name": "deploy-production", "description": "Deploys the tested build to production", "category": "deploy", "requires": ["test-run"]},
    ///   {"name": "test-run", "description": "Runs the test suite against the staging build", "category": "deploy"}
    /// ]}
    /// ```
    ///
    /// ## Options
    /// None.
    ///
    /// ## Differences from the reference
    /// The reference runs one depth-first search and never re-enters a
    /// visited command, so it misses some cycles (with `a → [b, c]`,
    /// `b → [c]`, `c → [a]` it reports `a → b → c → a` but not `a → c → a`),
    /// and it reports several findings for one group when the search closes
    /// several cycles in it. Here every group that contains a cycle is
    /// reported exactly once, and the fingerprint uses the group's members,
    /// so reordering commands or entries does not turn a known finding into
    /// a new one. The search is iterative: a chain of 50,000 commands is
    /// fine.
    pub static CIRCULAR_PREREQUISITE = {
        id: "circular-prerequisite",
        severity: Error,
        scope: Surface,
        summary: "Commands require one another in a cycle",
        tags: ["prerequisites"],
        security_severity: None,
    }
}

pub struct CircularPrerequisite;

/// The prerequisite graph: nodes are the distinct command names in input
/// order; a name's edges come from the last command of that name with a
/// non-empty `requires` (as the reference builds its map).
struct Graph<'a> {
    names: Vec<&'a str>,
    /// `edges[node]` = `(target node, the requires entry)`, in entry order.
    edges: Vec<Vec<(usize, &'a Text)>>,
}

impl<'a> Graph<'a> {
    fn build(surface: &'a Surface) -> Graph<'a> {
        let mut index: HashMap<&str, usize> = HashMap::new();
        let mut names: Vec<&str> = Vec::new();
        let mut source: Vec<Option<usize>> = Vec::new();
        for (i, c) in surface.commands.iter().enumerate() {
            let node = *index.entry(c.name_str()).or_insert_with(|| {
                names.push(c.name_str());
                source.push(None);
                names.len() - 1
            });
            if !c.requires.is_empty()
                && let Some(slot) = source.get_mut(node)
            {
                *slot = Some(i);
            }
        }
        let edges = source
            .iter()
            .map(|src| {
                src.and_then(|i| surface.commands.get(i))
                    .map(|c| {
                        c.requires
                            .iter()
                            .filter_map(|r| index.get(r.as_str()).map(|t| (*t, r)))
                            .collect()
                    })
                    .unwrap_or_default()
            })
            .collect();
        Graph { names, edges }
    }

    fn targets(&self, node: usize) -> &[(usize, &'a Text)] {
        self.edges.get(node).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Strongly connected components (Tarjan's algorithm, iterative), each
    /// as its node list.
    fn components(&self) -> Vec<Vec<usize>> {
        const UNSEEN: usize = usize::MAX;
        let n = self.names.len();
        let mut order = vec![UNSEEN; n];
        let mut low = vec![0usize; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<usize> = Vec::new();
        let mut components = Vec::new();
        let mut counter = 0usize;
        // (node, next edge to look at)
        let mut calls: Vec<(usize, usize)> = Vec::new();
        for root in 0..n {
            if order.get(root) != Some(&UNSEEN) {
                continue;
            }
            calls.push((root, 0));
            if let (Some(o), Some(l)) = (order.get_mut(root), low.get_mut(root)) {
                *o = counter;
                *l = counter;
            }
            counter += 1;
            stack.push(root);
            if let Some(s) = on_stack.get_mut(root) {
                *s = true;
            }
            while let Some(&mut (node, ref mut next)) = calls.last_mut() {
                if let Some(&(target, _)) = self.targets(node).get(*next) {
                    *next += 1;
                    let t_order = order.get(target).copied().unwrap_or(UNSEEN);
                    if t_order == UNSEEN {
                        if let (Some(o), Some(l)) = (order.get_mut(target), low.get_mut(target)) {
                            *o = counter;
                            *l = counter;
                        }
                        counter += 1;
                        stack.push(target);
                        if let Some(s) = on_stack.get_mut(target) {
                            *s = true;
                        }
                        calls.push((target, 0));
                    } else if on_stack.get(target).copied().unwrap_or(false) {
                        let lt = low.get(node).copied().unwrap_or(0).min(t_order);
                        if let Some(l) = low.get_mut(node) {
                            *l = lt;
                        }
                    }
                    continue;
                }
                // All edges of `node` done: return to the caller.
                calls.pop();
                let node_low = low.get(node).copied().unwrap_or(0);
                if let Some(&(parent, _)) = calls.last() {
                    let pl = low.get(parent).copied().unwrap_or(0).min(node_low);
                    if let Some(l) = low.get_mut(parent) {
                        *l = pl;
                    }
                }
                if node_low == order.get(node).copied().unwrap_or(0) {
                    let mut component = Vec::new();
                    while let Some(m) = stack.pop() {
                        if let Some(s) = on_stack.get_mut(m) {
                            *s = false;
                        }
                        component.push(m);
                        if m == node {
                            break;
                        }
                    }
                    components.push(component);
                }
            }
        }
        components
    }

    /// One cycle through `start` inside `members`: a depth-first search that
    /// follows entries in order and stops at the first entry leading back
    /// to `start`. Returns the path's nodes and the entry taken from each.
    fn cycle(&self, start: usize, members: &[bool]) -> Option<Vec<(usize, &'a Text)>> {
        let inside = |n: usize| members.get(n).copied().unwrap_or(false);
        let mut visited = vec![false; self.names.len()];
        if let Some(v) = visited.get_mut(start) {
            *v = true;
        }
        // (node, next edge, the entry that led out of it once chosen)
        let mut path: Vec<(usize, usize, Option<&'a Text>)> = vec![(start, 0, None)];
        while let Some(top) = path.last_mut() {
            let (node, next) = (top.0, top.1);
            let Some(&(target, entry)) = self.targets(node).get(next) else {
                path.pop();
                continue;
            };
            top.1 += 1;
            if target == start {
                top.2 = Some(entry);
                return Some(path.into_iter().filter_map(|(n, _, e)| e.map(|e| (n, e))).collect());
            }
            if inside(target) && !visited.get(target).copied().unwrap_or(true) {
                if let Some(v) = visited.get_mut(target) {
                    *v = true;
                }
                top.2 = Some(entry);
                path.push((target, 0, None));
            }
        }
        None
    }
}

impl Rule for CircularPrerequisite {
    fn meta(&self) -> &'static RuleMeta {
        &CIRCULAR_PREREQUISITE
    }

    fn cross_command(&self) -> bool {
        true
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let graph = Graph::build(surface);
        let mut cyclic: Vec<Vec<usize>> = graph
            .components()
            .into_iter()
            .filter(|c| match c.as_slice() {
                [single] => graph.targets(*single).iter().any(|(t, _)| t == single),
                _ => true,
            })
            .collect();
        for c in &mut cyclic {
            c.sort_unstable();
        }
        cyclic.sort_unstable_by_key(|c| c.first().copied());

        let mut inside = vec![false; graph.names.len()];
        for members in &cyclic {
            let Some(&start) = members.first() else {
                continue;
            };
            for &m in members {
                if let Some(x) = inside.get_mut(m) {
                    *x = true;
                }
            }
            let path = graph.cycle(start, &inside);
            for &m in members {
                if let Some(x) = inside.get_mut(m) {
                    *x = false;
                }
            }
            let Some(path) = path else {
                continue;
            };
            let Some(&(_, first_entry)) = path.first() else {
                continue;
            };
            let name = |n: usize| graph.names.get(n).copied().unwrap_or("");
            let commands: Vec<&str> = path.iter().map(|(n, _)| name(*n)).collect();
            let mut cycle = commands.clone();
            cycle.push(name(start));
            let mut sorted: Vec<&str> = members.iter().map(|n| name(*n)).collect();
            sorted.sort_unstable();
            let mut finding = Finding::new(
                &CIRCULAR_PREREQUISITE,
                first_entry.span,
                format!("Circular prerequisite chain: {}", cycle.join(" \u{2192} ")),
                "Break the cycle by removing one of the requires entries.",
            )
            .commands(commands.iter().copied())
            .subjects(sorted.iter().copied())
            .evidence("cycle", cycle.clone())
            .evidence("members", sorted.clone());
            for (n, entry) in path.iter().skip(1) {
                finding = finding.related(
                    entry.span,
                    format!("\"{}\" requires \"{}\"", name(*n), entry.as_str()),
                );
            }
            if !cx.push(finding) {
                return;
            }
        }
    }
}
