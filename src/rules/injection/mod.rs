//! Prompt-injection detection beyond the reference's four patterns: the
//! pattern families of `description-injection` and `skill-body-injection`,
//! and the invisible-character analysis of `hidden-unicode`.
//!
//! A text is normalised once ([`normalize`]); an Aho–Corasick scan of the
//! normalised text for each family's trigger words decides which families
//! can match at all, and only those run their regexes (Rust `regex`, linear
//! time) or their co-occurrence checks. Encoded payloads ([`decode`]) are
//! decoded with bounded sizes and the decoded text is scanned again, once.
//! Every match is mapped back to the original text, so findings quote and
//! locate what the author wrote.
//!
//! This module holds the public API, the families' metadata and the
//! orchestration; each family lives in its own module under `families/`
//! (its trigger words, patterns, matcher and tests), on top of the shared
//! machinery of `core` (lazily compiled patterns, the trigger automaton,
//! compile scheduling) and `text` (sentences, windows, negation,
//! destinations).

mod core;
pub mod decode;
mod families;
mod frames;
mod needles;
pub mod normalize;
mod text;
pub mod unicode;

use std::collections::HashSet;
use std::ops::Range;

use self::core::{Match, Scan, Spec};
use crate::finding::Severity;
use normalize::Normalized;

pub use self::core::{prepare, prepare_file};

/// A pattern family: its `patternId`, severity and documentation.
#[derive(Debug)]
pub struct Family {
    pub id: &'static str,
    /// Severity of its `description-injection` findings (skill bodies use
    /// the `skill-body-injection` severity).
    pub severity: Severity,
    /// Used in the message: `... description contains <description>`.
    pub description: &'static str,
    /// Whether the family runs on descriptions, and on skill bodies.
    pub descriptions: bool,
    pub bodies: bool,
    /// Whether it also reads the code of a skill body (fenced and inline
    /// code, where commands live); the others read only its prose.
    pub in_code: bool,
}

macro_rules! families {
    ($($name:ident = $module:ident, $id:literal, $sev:ident, $desc:literal, $d:literal, $b:literal, $c:literal;)*) => {
        /// The families, in the order their findings are reported.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(usize)]
        pub enum Fam { $($name),* }

        pub static FAMILIES: &[Family] = &[$(Family {
            id: $id,
            severity: Severity::$sev,
            description: $desc,
            descriptions: $d,
            bodies: $b,
            in_code: $c,
        }),*];

        const ALL: &[Fam] = &[$(Fam::$name),*];

        impl Fam {
            /// How the scan finds the family (its module under `families/`).
            fn spec(self) -> &'static Spec {
                match self {
                    $(Fam::$name => &families::$module::SPEC,)*
                }
            }
        }
    };
}

families! {
    InstructionOverride = instruction_override, "instruction-override", Error,
        "an instruction to ignore or replace the agent's instructions", true, true, false;
    MultilingualOverride = multilingual_override, "multilingual-override", Error,
        "an instruction override or role change in another language", true, true, false;
    ObfuscatedInstruction = obfuscated_instruction, "obfuscated-instruction", Error,
        "a built-in injection pattern hidden with look-alike or invisible characters", true, false, false;
    RoleOverride = role_override, "role-override", Warning,
        "an attempt to give the agent a new role or persona", true, true, false;
    SystemDirective = system_directive, "system-directive", Error,
        "a fake system or administrator directive", true, true, false;
    ChatTemplateMarker = chat_template_marker, "chat-template-marker", Error,
        "chat-template or conversation-role markers", true, true, false;
    HiddenTagBlock = hidden_tag_block, "hidden-tag-block", Warning,
        "a hidden tag block or HTML comment addressed to the agent", true, true, false;
    Concealment = concealment, "concealment", Error,
        "an instruction to hide actions from the user", true, true, false;
    SecretFileAccess = secret_file_access, "secret-file-access", Error,
        "an instruction to access secret files or credential stores", true, true, true;
    CredentialExfiltration = credential_exfiltration, "credential-exfiltration", Error,
        "an instruction to send credentials or secrets somewhere", true, false, true;
    DataExfiltration = data_exfiltration, "data-exfiltration", Warning,
        "an instruction to send conversation or user data to a third party", true, false, false;
    CrossToolShadowing = cross_tool_shadowing, "cross-tool-shadowing", Warning,
        "instructions that change how other tools behave", true, false, false;
    ConsentBypass = consent_bypass, "consent-bypass", Warning,
        "an instruction to act without the user's confirmation", true, false, false;
    ForcedOrdering = forced_ordering, "forced-ordering", Warning,
        "an instruction to call this tool before anything else", true, false, false;
    SafetyBypass = safety_bypass, "safety-bypass", Warning,
        "an instruction to bypass safety or security checks", true, true, false;
    DangerousCommand = dangerous_command, "dangerous-command", Error,
        "a destructive, remote-code, reverse-shell or protection-disabling command", true, true, true;
    EncodedPayload = encoded_payload, "encoded-payload", Error,
        "an encoded payload that decodes to injection text", true, true, true;
    PaddingConcealment = padding_concealment, "padding-concealment", Warning,
        "text pushed out of view by a long run of whitespace", true, false, false;
    InvisibleCharacters = invisible_characters, "invisible-characters", Warning,
        "invisible characters that hide text", false, true, true;
}

/// Stands for a family missing from `FAMILIES` (never: the macro builds both
/// from one list).
static UNKNOWN_FAMILY: Family = Family {
    id: "unknown",
    severity: Severity::Warning,
    description: "an injection pattern",
    descriptions: false,
    bodies: false,
    in_code: false,
};

impl Fam {
    pub fn meta(self) -> &'static Family {
        // `FAMILIES` lists the families in `Fam` order (a test checks it);
        // the fallback is never reached.
        FAMILIES.get(self as usize).unwrap_or(&UNKNOWN_FAMILY)
    }

    pub fn id(self) -> &'static str {
        self.meta().id
    }

    /// Whether the family looks for prose addressed to the agent (which a
    /// quotation only mentions), rather than for code or markers.
    fn prose(self) -> bool {
        matches!(
            self,
            Fam::InstructionOverride
                | Fam::MultilingualOverride
                | Fam::RoleOverride
                | Fam::Concealment
                | Fam::ConsentBypass
                | Fam::ForcedOrdering
                | Fam::SafetyBypass
        )
    }

    /// Whether a match of this family that overlaps a match of the
    /// reference pattern `builtin` says the same thing (and is left out).
    pub fn restates(self, builtin: &str) -> bool {
        matches!(
            (self, builtin),
            (
                Fam::InstructionOverride | Fam::MultilingualOverride,
                "imperative-override"
            ) | (Fam::RoleOverride, "role-assignment")
                | (Fam::ForcedOrdering, "hidden-instruction")
                | (
                    Fam::ChatTemplateMarker | Fam::SystemDirective,
                    "system-prompt-fragment"
                )
        )
    }

    /// What to do about a match.
    pub fn suggestion(self) -> &'static str {
        match self {
            Fam::InstructionOverride
            | Fam::MultilingualOverride
            | Fam::ObfuscatedInstruction
            | Fam::RoleOverride => {
                "Remove the text that addresses the agent. A description says what the command \
                 does; it never tells the agent to drop its instructions or take on a role."
            }
            Fam::SystemDirective | Fam::ChatTemplateMarker => {
                "Remove the fake system or conversation markers: a description is data, not a \
                 system message."
            }
            Fam::HiddenTagBlock => {
                "Move the text out of the hidden block into the plain description, or remove it: \
                 anything the user does not see must not instruct the agent."
            }
            Fam::Concealment => {
                "Remove the instruction to keep things from the user; a tool must not ask the \
                 agent to hide what it does."
            }
            Fam::SecretFileAccess | Fam::CredentialExfiltration => {
                "Remove the instruction to read or send secrets; a tool that needs credentials \
                 takes them from its own configuration."
            }
            Fam::DataExfiltration => {
                "Remove the instruction to send data elsewhere, or describe the transfer as the \
                 tool's documented purpose with its destination configured by the user."
            }
            Fam::CrossToolShadowing => {
                "Describe only this tool; do not change how other tools are used or disparage them."
            }
            Fam::ConsentBypass => {
                "Remove the instruction to skip the user's confirmation; let the client decide \
                 when to ask."
            }
            Fam::ForcedOrdering => {
                "Say when the tool is useful instead of demanding to be called first; the agent \
                 decides the order of calls."
            }
            Fam::SafetyBypass => "Remove the instruction to bypass safety or security checks.",
            Fam::DangerousCommand => {
                "Remove the command, or document the operation without a runnable destructive or \
                 remote-code command."
            }
            Fam::EncodedPayload => {
                "Remove the encoded text; a description has no reason to carry encoded \
                 instructions."
            }
            Fam::PaddingConcealment => {
                "Remove the run of whitespace and keep everything the description says in view."
            }
            Fam::InvisibleCharacters => {
                "Remove the invisible characters and what they hide; write everything in visible \
                 text."
            }
        }
    }

    fn bit(self) -> u64 {
        1u64 << (self as usize)
    }
}

/// The family with this `patternId`.
pub fn family(id: &str) -> Option<Fam> {
    ALL.iter().copied().find(|f| f.id() == id)
}

/// The command names of a surface, found in a description in one pass
/// (cross-tool shadowing).
///
/// A mention is a name standing alone: the characters around it are not
/// identifier characters (letters, digits, `_`, `-`). Names are made of
/// those and `.`, so a mention is a run of identifier characters, or a few
/// such runs joined by single dots, looked up in a set: linear in the text
/// and in the number of names, however many there are (an automaton over
/// 200,000 names took tens of seconds to build).
#[derive(Debug)]
pub struct NameIndex {
    names: HashSet<String>,
    /// Every name of the surface, folded (see [`fold_name`]): a mention in
    /// another spelling (`runRollbackPipeline` for `run_rollback_pipeline`)
    /// is still one of this surface's tools.
    folded: HashSet<String>,
    /// The most dots in one name: how many runs a mention can join.
    max_dots: usize,
}

impl NameIndex {
    /// An index of the names worth looking for (see [`mentionable`]);
    /// `None` when there is none.
    pub fn new<'n>(names: impl IntoIterator<Item = &'n str>) -> Option<NameIndex> {
        let all: Vec<&str> = names.into_iter().collect();
        let folded: HashSet<String> = all.iter().map(|n| fold_name(n)).collect();
        let names: HashSet<String> = all
            .into_iter()
            .filter(|n| mentionable(n))
            .map(str::to_string)
            .collect();
        if names.is_empty() {
            return None;
        }
        let max_dots = names
            .iter()
            .map(|n| n.matches('.').count())
            .max()
            .unwrap_or(0);
        Some(NameIndex {
            names,
            folded,
            max_dots,
        })
    }

    /// Whether `id` names one of the surface's own tools, in any spelling.
    pub fn is_sibling(&self, id: &str) -> bool {
        self.folded.contains(&fold_name(id))
    }

    /// The mentions in `text`, left to right, the longest at each start,
    /// not overlapping.
    fn mentions<'t>(&'t self, text: &'t str) -> impl Iterator<Item = (Range<usize>, &'t str)> + 't {
        let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
        let mut at = 0;
        std::iter::from_fn(move || {
            while at < text.len() {
                let rest = text.get(at..)?;
                // the next run of identifier characters
                let Some(skip) = rest.find(ident) else {
                    at = text.len();
                    return None;
                };
                let start = at + skip;
                let run_end = |from: usize| {
                    text.get(from..)
                        .and_then(|t| t.find(|c: char| !ident(c)))
                        .map_or(text.len(), |k| from + k)
                };
                // the ends of the run and of the runs joined to it by dots
                let mut ends = vec![run_end(start)];
                while ends.len() <= self.max_dots {
                    let end = ends.last().copied().unwrap_or(start);
                    let next = text.get(end..).and_then(|t| t.strip_prefix('.'));
                    match next.and_then(|t| t.chars().next()) {
                        Some(c) if ident(c) => ends.push(run_end(end + 1)),
                        _ => break,
                    }
                }
                let first_end = ends.first().copied().unwrap_or(start);
                for &end in ends.iter().rev() {
                    if let Some(name) = text.get(start..end)
                        && let Some(known) = self.names.get(name)
                    {
                        at = end;
                        return Some((start..end, known.as_str()));
                    }
                }
                at = first_end;
            }
            None
        })
    }
}

/// What to scan with.
#[derive(Clone, Copy, Debug, Default)]
pub struct ScanOptions<'a> {
    /// The names of the commands of the surface (cross-tool shadowing),
    /// and the name of the command being scanned, which is not "another"
    /// tool.
    pub names: Option<&'a NameIndex>,
    pub self_name: &'a str,
    /// Scan as a skill body (the body families, stricter co-occurrences).
    pub body: bool,
    /// Run only the families that read code (see [`Family::in_code`]).
    pub code_only: bool,
    /// The names of the command's own parameters: identifiers that are not
    /// other tools.
    pub params: &'a [&'a str],
    /// The text is a parameter's description (the parameter is where
    /// what it asks for goes).
    pub param: bool,
    /// The name of that parameter (the last name of its schema path).
    pub param_name: &'a str,
    /// Ranges of the text that are data to the phrase patterns (a skill
    /// body's inline code): a pattern's match inside one does not count,
    /// while the frames read them as part of their sentence.
    pub data: &'a [Range<usize>],
}

/// A decoded payload: its encoding, the decoded text and the ids of the
/// patterns it matched.
pub type Decoded = (decode::Encoding, String, Vec<String>);

/// One family's first match.
#[derive(Clone, Debug, PartialEq)]
pub struct Hit {
    pub family: Fam,
    /// Byte range in the original text.
    pub range: Range<usize>,
    /// The matched text after normalisation, when it differs.
    pub normalized: Option<String>,
    /// For `encoded-payload`: the encoding, the decoded text and the ids of
    /// the patterns it matched.
    pub decoded: Option<Decoded>,
    /// For `invisible-characters`: the hidden characters' report.
    pub hidden: Option<unicode::HiddenReport>,
    /// The severity of this match in a description: the family's, or
    /// another where the family grades its evidence (see
    /// [`Family::severity`]).
    pub severity: Severity,
    /// For a match found by frame: the cues that made it.
    pub cues: Vec<&'static str>,
    /// Whether the match starts in a table's column of things not to do
    /// (a mistake named beside its fix; its severity is then an info).
    pub avoided: bool,
}

/// Names worth looking for in another tool's description: identifiers
/// (with `_`, `-`, a digit or an inner capital) of at least 4 characters,
/// so that tools called `add` or `search` are not found in every sentence.
/// A tool name without case and separators: `run_rollback_pipeline`,
/// `runRollbackPipeline` and `run-rollback-pipeline` fold alike.
pub(crate) fn fold_name(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn mentionable(name: &str) -> bool {
    name.chars().count() >= 4
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
        && (name.contains(['_', '-', '.'])
            || name.chars().any(|c| c.is_ascii_digit())
            || name.chars().skip(1).any(|c| c.is_uppercase()))
}

/// Scans `text` with every family of `opts` (description or body), each
/// reporting its first match. Hits come in family order.
pub fn scan(text: &str, opts: &ScanOptions<'_>) -> Vec<Hit> {
    let norm = Normalized::new(text);
    let mut hits = scan_normalized(text, &norm, opts, 0);
    uncorroborated_tags(text, &mut hits);
    mentions(text, &mut hits);
    hits
}

/// Attack text quoted by a tool that detects, scans, classifies or
/// translates such text is its subject, not an instruction: a match inside
/// the quotes is an info, and so is one that starts in a table's column of
/// things not to do.
fn mentions(text: &str, hits: &mut [Hit]) {
    if hits.is_empty() {
        return;
    }
    let spans = frames::quoted_mentions(text);
    // a match that starts in a table's column of things not to do (the
    // sentence it is read in may run on into the next cell)
    let avoided = frames::anti_pattern_cells(text);
    for h in hits.iter_mut() {
        let in_avoided = avoided
            .iter()
            .any(|c| c.start <= h.range.start && h.range.start < c.end);
        if inside_any(&spans, &h.range) || in_avoided {
            h.severity = Severity::Info;
        }
        h.avoided = in_avoided;
    }
}

/// Whether `r` lies inside one of `spans`.
pub fn inside_any(spans: &[Range<usize>], r: &Range<usize>) -> bool {
    spans.iter().any(|q| q.start <= r.start && r.end <= q.end)
}

pub use frames::quoted_mentions;

/// A tag block (`<instructions>`, `<use_case>`, `<IMPORTANT>`) or a plain
/// note to the model ("Note to LLM:") is how many vendors address usage
/// guidance to the model; on its own such a marker is an info. It keeps
/// its severity when another family finds something in the same text
/// (what the marker introduces); an HTML comment addressed to the agent,
/// which no reader of the rendered text sees, and the fake system
/// directives graded as errors always do.
fn uncorroborated_tags(text: &str, hits: &mut [Hit]) {
    let marker = |h: &Hit| {
        h.family == Fam::HiddenTagBlock
            || h.family == Fam::SystemDirective && h.severity == Severity::Warning
    };
    if hits.iter().any(|h| !marker(h)) {
        return;
    }
    for h in hits.iter_mut().filter(|h| marker(h)) {
        let comment = text
            .get(h.range.clone())
            .is_some_and(families::hidden_tag_block::conceals);
        if !comment {
            h.severity = Severity::Info;
        }
    }
}

/// [`scan`] of a text already normalised; `depth` is 1 inside a decoded
/// payload (which is not decoded again).
/// Time spent in each family (CPU, summed over threads), measured only
/// when `--timings` asks ([`timing::enable`]).
pub mod timing {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    use std::time::Duration;

    static ON: AtomicBool = AtomicBool::new(false);
    /// Nanoseconds by family index; the last slot is the frame analysis.
    static NANOS: [AtomicU64; 65] = [const { AtomicU64::new(0) }; 65];
    const FRAMES: usize = 64;

    /// Starts measuring (the binary calls it for `--timings`).
    pub fn enable() {
        ON.store(true, Ordering::Relaxed);
    }

    pub(super) fn on() -> bool {
        ON.load(Ordering::Relaxed)
    }

    pub(super) fn add(family: Option<super::Fam>, took: Duration) {
        let i = family.map_or(FRAMES, |f| f as usize);
        if let Some(slot) = NANOS.get(i) {
            let n = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
            slot.fetch_add(n, Ordering::Relaxed);
        }
    }

    /// The time of each family that took any (`frames` for the analysis
    /// the frames share), in the families' order, and resets the counts.
    pub fn take() -> Vec<(&'static str, Duration)> {
        let mut out = Vec::new();
        for (i, fam) in super::FAMILIES.iter().enumerate() {
            let n = NANOS.get(i).map_or(0, |s| s.swap(0, Ordering::Relaxed));
            if n > 0 {
                out.push((fam.id, Duration::from_nanos(n)));
            }
        }
        let n = NANOS
            .get(FRAMES)
            .map_or(0, |s| s.swap(0, Ordering::Relaxed));
        if n > 0 {
            out.push(("frames", Duration::from_nanos(n)));
        }
        out
    }
}

/// Whether a family's patterns run on the kind of text scanned (a skill
/// body or a description).
fn applies(meta: &Family, opts: &ScanOptions<'_>) -> bool {
    if opts.body {
        meta.bodies
    } else {
        meta.descriptions
    }
}

/// Whether a pattern's match lies inside one of the `data` ranges of the
/// raw text.
fn in_data(m: &Match, norm: &Normalized<'_>, data: &[Range<usize>]) -> bool {
    if data.is_empty() {
        return false;
    }
    let r = if m.raw {
        m.range.clone()
    } else {
        norm.to_original(m.range.clone())
    };
    data.iter().any(|d| d.start <= r.start && r.end <= d.end)
}

fn scan_normalized(
    raw: &str,
    norm: &Normalized<'_>,
    opts: &ScanOptions<'_>,
    depth: usize,
) -> Vec<Hit> {
    let Some(gate) = self::core::gate() else {
        return Vec::new();
    };
    let text = norm.as_str();
    // the families whose patterns may run on this text: only their trigger
    // words are looked for
    let wanted = ALL
        .iter()
        .filter(|f| applies(f.meta(), opts) && (f.meta().in_code || !opts.code_only))
        .fold(0u64, |acc, f| acc | f.bit());
    let bits = gate.triggered_among(text, wanted);
    let cx = Scan {
        raw,
        norm,
        text,
        opts,
        depth,
        frames: std::cell::OnceCell::new(),
    };
    let mut hits = Vec::new();
    for &fam in ALL {
        let meta = fam.meta();
        let spec = fam.spec();
        let applies = applies(meta, opts);
        if opts.code_only && !meta.in_code {
            continue;
        }
        // The trigger gate: a family's patterns run when one of its
        // trigger words is in the text (or it has none), or, for those
        // that look for other commands, when the surface's names are known.
        // Its frame runs whatever the words (in code-only passes, never).
        let triggered = bits & fam.bit() != 0 || spec.names && opts.names.is_some();
        let clock = timing::on().then(std::time::Instant::now);
        let by_pattern = if applies && triggered {
            (spec.find)(&cx).filter(|m| !in_data(m, norm, opts.data))
        } else {
            None
        };
        if let Some(start) = clock {
            timing::add(Some(fam), start.elapsed());
        }
        let found = match (by_pattern, spec.frame) {
            (Some(m), _) => m,
            (None, Some(frame)) if !opts.code_only => {
                let clock = timing::on().then(std::time::Instant::now);
                let m = cx.frame(frame);
                if let Some(start) = clock {
                    timing::add(None, start.elapsed());
                }
                match m {
                    Some(m) => m,
                    None => continue,
                }
            }
            _ => continue,
        };
        let Match {
            range,
            raw: in_raw,
            severity,
            decoded,
            hidden,
            cues,
        } = found;
        // Matches in the normalised text are mapped back to the original.
        let (range, normalized) = if in_raw {
            (range, None)
        } else {
            let orig = norm.to_original(range.clone());
            let n = text.get(range).unwrap_or("").to_string();
            let changed = raw.get(orig.clone()).is_none_or(|o| o != n);
            (orig, changed.then_some(n))
        };
        hits.push(Hit {
            family: fam,
            range,
            normalized,
            decoded,
            hidden,
            severity: severity.unwrap_or(meta.severity),
            cues,
            avoided: false,
        });
    }
    hits
}

#[cfg(test)]
mod tests;
