//! The hot functions, with divan: `cargo bench --bench hot`.
//!
//! Inputs are generated here (seeded, no files needed): surfaces whose
//! descriptions draw words from a Zipf-like vocabulary, with a share of
//! near-duplicates, and whose input schemas draw top-level fields the same
//! way. The naive O(n²) definitions run beside the optimised searches.

// A development tool on data it generates or is pointed at by its user, not
// the product's input path: the panic-free lints apply to the library.
#![allow(clippy::indexing_slicing, clippy::panic, clippy::expect_used)]

use afd_surface::input::manifest::parse_manifest;
use afd_surface::rules::schema::{FieldSet, overlapping_pairs, overlapping_pairs_naive};
use afd_surface::rules::similarity::{TermVector, similar_pairs, similar_pairs_naive, vectors};
use afd_surface::source::FileId;

// The binary's allocator, so the timings are the binary's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    divan::main();
}

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// Rank `r` with probability about proportional to `1 / (r + 1)`.
    fn zipf(&mut self, n: usize) -> usize {
        let u = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        (((n as f64 + 1.0).powf(u) - 1.0) as usize).min(n - 1)
    }
}

fn descriptions(n: usize) -> Vec<String> {
    let mut rng = Rng(n as u64);
    let stop = ["the", "a", "of", "for", "with", "by", "in"];
    let mut out: Vec<String> = Vec::with_capacity(n);
    for _ in 0..n {
        if !out.is_empty() && rng.below(100) == 0 {
            let mut words: Vec<String> = out[rng.below(out.len())]
                .split(' ')
                .map(str::to_string)
                .collect();
            let k = rng.below(words.len());
            words[k] = format!("w{}", rng.zipf(4000));
            out.push(words.join(" "));
            continue;
        }
        let len = 6 + rng.below(10);
        let words: Vec<String> = (0..len)
            .map(|_| {
                if rng.below(4) == 0 {
                    stop[rng.below(stop.len())].to_string()
                } else {
                    format!("w{}", rng.zipf(4000))
                }
            })
            .collect();
        out.push(words.join(" "));
    }
    out
}

fn field_sets(n: usize) -> Vec<FieldSet> {
    let mut rng = Rng(n as u64 ^ 0xF1E1D);
    (0..n)
        .map(|_| {
            let mut keys: Vec<String> = Vec::new();
            for _ in 0..1 + rng.below(7) {
                let k = format!("field{}", rng.zipf(3000));
                if !keys.contains(&k) {
                    keys.push(k);
                }
            }
            FieldSet::from_keys(keys)
        })
        .collect()
}

fn term_vectors(n: usize) -> Vec<TermVector> {
    let d = descriptions(n);
    vectors(d.iter().map(String::as_str))
}

#[divan::bench(args = [1000, 2000, 20000])]
fn tokenize_and_vectorize(bencher: divan::Bencher, n: usize) {
    let d = descriptions(n);
    bencher.bench(|| vectors(d.iter().map(String::as_str)));
}

#[divan::bench(args = [2000, 5000, 20000])]
fn similar_pairs_indexed(bencher: divan::Bencher, n: usize) {
    let v = term_vectors(n);
    bencher.bench(|| similar_pairs(&v, 0.7, usize::MAX));
}

#[divan::bench(args = [2000, 5000], sample_count = 10)]
fn similar_pairs_all_compared(bencher: divan::Bencher, n: usize) {
    let v = term_vectors(n);
    bencher.bench(|| similar_pairs_naive(&v, 0.7, usize::MAX));
}

#[divan::bench(args = [2000, 5000, 20000])]
fn schema_overlap_indexed(bencher: divan::Bencher, n: usize) {
    let sets = field_sets(n);
    bencher.bench(|| {
        let mut found = 0usize;
        overlapping_pairs(&sets, 0.8, |_, _, _| {
            found += 1;
            true
        });
        found
    });
}

#[divan::bench(args = [2000, 5000], sample_count = 10)]
fn schema_overlap_all_compared(bencher: divan::Bencher, n: usize) {
    let sets = field_sets(n);
    bencher.bench(|| overlapping_pairs_naive(&sets, 0.8).len());
}

#[divan::bench(args = [2000])]
fn parse_manifest_text(bencher: divan::Bencher, n: usize) {
    let d = descriptions(n);
    let commands: Vec<String> = d
        .iter()
        .enumerate()
        .map(|(i, desc)| {
            format!(
                "{{\"name\": \"cmd-{i}\", \"description\": \"{desc}\", \"category\": \"c{}\", \
                 \"inputSchema\": {{\"type\": \"object\", \"properties\": {{\"a{i}\": {{\"type\": \"string\"}}, \
                 \"limit\": {{\"type\": \"integer\", \"minimum\": 1}}}}, \"required\": [\"a{i}\"]}}}}",
                i % 40
            )
        })
        .collect();
    let text = format!("{{\"commands\": [\n{}\n]}}", commands.join(",\n"));
    bencher.bench(|| parse_manifest(FileId(0), &text, 128).commands.len());
}

/// 200 skills and 2,000 command descriptions through the whole pipeline,
/// in ASCII and with an em dash and accented letters in every text: a
/// Unicode `\b` in any compiled pattern makes the second many times slower
/// than the first (the regex crate leaves its fast automata on non-ASCII
/// text), so the two must stay close.
fn texts(non_ascii: bool) -> Vec<afd_surface::discover::Candidate> {
    use afd_surface::discover::Candidate;
    use afd_surface::meta::FileKind;
    let dash = if non_ascii { " — " } else { " - " };
    let cafe = if non_ascii { "café" } else { "cafe" };
    let d = descriptions(2000);
    let commands: Vec<String> = d
        .iter()
        .enumerate()
        .map(|(i, desc)| {
            format!(
                "{{\"name\": \"cmd_{i}\", \"description\": \"{desc}{dash}for the {cafe} team\"}}"
            )
        })
        .collect();
    let mut out = vec![Candidate::in_memory(
        FileKind::Manifest,
        "s.tools.json",
        format!("{{\"tools\": [{}]}}", commands.join(",")).into_bytes(),
    )];
    for i in 0..200 {
        let mut body = String::new();
        for p in 0..40 {
            body.push_str(&format!(
                "Step {p}{dash}open the {cafe} report, check each row and write the summary to the output folder.\n\n"
            ));
        }
        out.push(Candidate::in_memory(
            FileKind::Skill,
            &format!("skills/s{i}/SKILL.md"),
            format!("---\nname: s{i}\ndescription: Builds the {cafe} report{dash}use when asked.\n---\n{body}").into_bytes(),
        ));
    }
    out
}

#[divan::bench(args = [false, true], sample_count = 10)]
fn pipeline_ascii_and_non_ascii(bencher: divan::Bencher, non_ascii: bool) {
    use afd_surface::config::Settings;
    use afd_surface::pipeline::{self, Check};
    let files = texts(non_ascii);
    let settings = Settings::default();
    let root = std::path::PathBuf::from(".");
    bencher.bench(|| {
        let check = Check {
            settings: &settings,
            root: &root,
            paths: vec![".".into()],
            baseline: None,
            baseline_path: None,
            sarif_category: None,
            lock: None,
            snippets: true,
        };
        pipeline::run(&files, &check, &mut ()).report.findings.len()
    });
}

/// One block of a TypeScript server: a `defineCommand` with a zod schema,
/// an SDK tool, and the ordinary code around them (types, a class, loops).
fn typescript_block(i: usize) -> String {
    format!(
        r#"export interface Item{i} {{ id: string; title: string; tags: string[]; done?: boolean }}

export const create{i} = defineCommand({{
  name: 'item-create-{i}',
  description: 'Creates item {i} with a title, tags and an optional due date',
  category: 'items',
  requires: ['item-list-{i}'],
  mutation: true,
  input: z.object({{
    title: z.string().min(1).max(200).describe('The title of the item'),
    tags: z.array(z.string()).default([]),
    due: z.string().datetime().optional(),
    priority: z.enum(['low', 'medium', 'high']).default('medium'),
  }}),
  async handler(input: {{ title: string }}) {{
    const out: Item{i}[] = [];
    for (let k = 0; k < 10; k++) {{
      out.push({{ id: `${{k}}`, title: input.title, tags: [] }});
    }}
    return success(out, {{ reasoning: 'created' }});
  }},
}});

server.tool('search_{i}', 'Searches the items by words in their title', {{ query: z.string(), limit: z.number().int().optional() }}, async ({{ query }}) => {{
  const rows = await db.query(`select * from items where title like ?`, [query]);
  return {{ content: rows.map((r: Item{i}) => ({{ type: 'text', text: r.title }})) }};
}});

class Store{i} {{
  private items = new Map<string, Item{i}>();
  get(id: string): Item{i} | undefined {{ return this.items.get(id); }}
  put(item: Item{i}): void {{ if (!item.id) {{ throw new Error('no id'); }} this.items.set(item.id, item); }}
  list(filter?: (i: Item{i}) => boolean): Item{i}[] {{ return [...this.items.values()].filter(filter ?? (() => true)); }}
}}

"#
    )
}

/// One block of a FastMCP server: a tool with a docstring and typed
/// parameters, and ordinary code around it.
fn python_block(i: usize) -> String {
    format!(
        r#"@mcp.tool()
async def search_{i}(query: Annotated[str, Field(description="Words to look for")], limit: Optional[int] = None, ctx: Context = None) -> list[dict]:
    """Searches the catalogue for products whose names match the words.

    Args:
        query: The words to look for.
        limit: How many results to return at most.
    """
    rows = []
    for row in await db.fetch("select * from products where name like $1", query):
        if limit is not None and len(rows) >= limit:
            break
        rows.append({{"id": row["id"], "name": row["name"]}})
    return rows


class Cache{i}:
    def __init__(self, size: int = 128) -> None:
        self.size = size
        self.items: dict[str, str] = {{}}

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def put(self, key: str, value: str) -> None:
        if len(self.items) >= self.size:
            self.items.pop(next(iter(self.items)))
        self.items[key] = value


"#
    )
}

fn source_text(python: bool, bytes: usize) -> String {
    let mut text = if python {
        "from typing import Annotated, Optional\nfrom pydantic import Field\nfrom fastmcp import FastMCP, Context\n\nmcp = FastMCP('bench')\n\n".to_string()
    } else {
        "import { defineCommand, success } from '@lushly-dev/afd-server';\nimport { z } from 'zod';\n\n".to_string()
    };
    let mut i = 0;
    while text.len() < bytes {
        text.push_str(&if python {
            python_block(i)
        } else {
            typescript_block(i)
        });
        i += 1;
    }
    text
}

fn read_source(bencher: divan::Bencher, name: &str, python: bool) {
    use afd_surface::discover::Candidate;
    use afd_surface::input::Adapter;
    use afd_surface::input::source::SourceAdapter;
    use afd_surface::meta::{FileKind, Limits};
    let text = source_text(python, 2 << 20);
    let cand = Candidate::in_memory(FileKind::Source, name, Vec::new());
    let limits = Limits::default();
    bencher
        .counter(divan::counter::BytesCount::new(text.len()))
        .bench(|| SourceAdapter.parse(FileId(0), &cand, &text, &limits));
}

/// TypeScript read into tool definitions (parse, lower, translate the zod
/// schemas): 2 MiB with a tool every ~45 lines. Target ≥ 50 MB/s.
#[divan::bench(sample_count = 10)]
fn source_typescript(bencher: divan::Bencher) {
    read_source(bencher, "server.ts", false);
}

/// Python read into FastMCP tool definitions: 2 MiB. Target ≥ 10 MB/s.
#[divan::bench(sample_count = 10)]
fn source_python(bencher: divan::Bencher) {
    read_source(bencher, "server.py", true);
}

/// tree-sitter-python's parse alone of the same 2 MiB: the floor under
/// `source_python`.
#[divan::bench(sample_count = 10)]
fn source_python_parse_only(bencher: divan::Bencher) {
    let text = source_text(true, 2 << 20);
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&tree_sitter_python::LANGUAGE.into())
        .expect("the grammar loads");
    bencher
        .counter(divan::counter::BytesCount::new(text.len()))
        .bench_local(|| parser.parse(&text, None));
}
