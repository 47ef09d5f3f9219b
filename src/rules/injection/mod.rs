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

pub mod decode;
pub mod normalize;
pub mod unicode;

use std::collections::HashSet;
use std::ops::Range;
use std::sync::{LazyLock, OnceLock};

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use rayon::prelude::*;
use regex::Regex;

use crate::finding::Severity;
use normalize::{Normalized, normalize_pattern};

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
}

macro_rules! families {
    ($($name:ident = $id:literal, $sev:ident, $desc:literal, $d:literal, $b:literal;)*) => {
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
        }),*];

        const ALL: &[Fam] = &[$(Fam::$name),*];
    };
}

families! {
    InstructionOverride = "instruction-override", Error,
        "an instruction to ignore or replace the agent's instructions", true, true;
    MultilingualOverride = "multilingual-override", Error,
        "an instruction override or role change in another language", true, true;
    ObfuscatedInstruction = "obfuscated-instruction", Error,
        "a built-in injection pattern hidden with look-alike or invisible characters", true, false;
    RoleOverride = "role-override", Warning,
        "an attempt to give the agent a new role or persona", true, true;
    SystemDirective = "system-directive", Error,
        "a fake system or administrator directive", true, true;
    ChatTemplateMarker = "chat-template-marker", Error,
        "chat-template or conversation-role markers", true, true;
    HiddenTagBlock = "hidden-tag-block", Warning,
        "a hidden tag block or HTML comment addressed to the agent", true, true;
    Concealment = "concealment", Error,
        "an instruction to hide actions from the user", true, true;
    SecretFileAccess = "secret-file-access", Error,
        "an instruction to access secret files or credential stores", true, true;
    CredentialExfiltration = "credential-exfiltration", Error,
        "an instruction to send credentials or secrets somewhere", true, false;
    DataExfiltration = "data-exfiltration", Warning,
        "an instruction to send conversation or user data to a third party", true, false;
    CrossToolShadowing = "cross-tool-shadowing", Warning,
        "instructions that change how other tools behave", true, false;
    ConsentBypass = "consent-bypass", Warning,
        "an instruction to act without the user's confirmation", true, false;
    ForcedOrdering = "forced-ordering", Warning,
        "an instruction to call this tool before anything else", true, false;
    SafetyBypass = "safety-bypass", Warning,
        "an instruction to bypass safety or security checks", true, true;
    DangerousCommand = "dangerous-command", Error,
        "a destructive, remote-code or reverse-shell command", true, true;
    EncodedPayload = "encoded-payload", Error,
        "an encoded payload that decodes to injection text", true, true;
    PaddingConcealment = "padding-concealment", Warning,
        "text pushed out of view by a long run of whitespace", true, false;
    InvisibleCharacters = "invisible-characters", Warning,
        "invisible characters that hide text", false, true;
}

/// Stands for a family missing from `FAMILIES` (never: the macro builds both
/// from one list).
static UNKNOWN_FAMILY: Family = Family {
    id: "unknown",
    severity: Severity::Warning,
    description: "an injection pattern",
    descriptions: false,
    bodies: false,
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
                "Remove the text that addresses the agent. A description says what the command does; it never tells the agent to drop its instructions or take on a role."
            }
            Fam::SystemDirective | Fam::ChatTemplateMarker => {
                "Remove the fake system or conversation markers: a description is data, not a system message."
            }
            Fam::HiddenTagBlock => {
                "Move the text out of the hidden block into the plain description, or remove it: anything the user does not see must not instruct the agent."
            }
            Fam::Concealment => {
                "Remove the instruction to keep things from the user; a tool must not ask the agent to hide what it does."
            }
            Fam::SecretFileAccess | Fam::CredentialExfiltration => {
                "Remove the instruction to read or send secrets; a tool that needs credentials takes them from its own configuration."
            }
            Fam::DataExfiltration => {
                "Remove the instruction to send data elsewhere, or describe the transfer as the tool's documented purpose with its destination configured by the user."
            }
            Fam::CrossToolShadowing => {
                "Describe only this tool; do not change how other tools are used or disparage them."
            }
            Fam::ConsentBypass => {
                "Remove the instruction to skip the user's confirmation; let the client decide when to ask."
            }
            Fam::ForcedOrdering => {
                "Say when the tool is useful instead of demanding to be called first; the agent decides the order of calls."
            }
            Fam::SafetyBypass => "Remove the instruction to bypass safety or security checks.",
            Fam::DangerousCommand => {
                "Remove the command, or document the operation without a runnable destructive or remote-code command."
            }
            Fam::EncodedPayload => {
                "Remove the encoded text; a description has no reason to carry encoded instructions."
            }
            Fam::PaddingConcealment => {
                "Remove the run of whitespace and keep everything the description says in view."
            }
            Fam::InvisibleCharacters => {
                "Remove the invisible characters and what they hide; write everything in visible text."
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
    /// The most dots in one name: how many runs a mention can join.
    max_dots: usize,
}

impl NameIndex {
    /// An index of the names worth looking for (see [`mentionable`]);
    /// `None` when there is none.
    pub fn new<'n>(names: impl IntoIterator<Item = &'n str>) -> Option<NameIndex> {
        let names: HashSet<String> = names
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
        Some(NameIndex { names, max_dots })
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
}

/// Converts `\b` and `\w` to their ASCII forms: the added patterns match
/// normalised text, where the words they look for are ASCII; the ASCII
/// classes keep the fastest regex engines usable on any text and make the
/// patterns far cheaper to compile than Unicode word classes.
fn ascii_b(src: &str) -> String {
    src.replace(r"\b", r"(?-u:\b)")
        .replace(r"\w", r"[0-9A-Za-z_]")
}

/// A pattern compiled on first use. Most texts trigger few families, so in
/// most runs most patterns are never compiled; compiling all of them costs
/// tens of milliseconds, more than checking a whole surface.
pub(crate) struct LazyRegex {
    src: String,
    cell: OnceLock<Option<Regex>>,
}

impl LazyRegex {
    fn new(src: &str) -> LazyRegex {
        LazyRegex {
            src: ascii_b(src),
            cell: OnceLock::new(),
        }
    }

    /// The alternation of `parts` (already converted sources).
    fn joined(parts: &[&LazyRegex]) -> LazyRegex {
        LazyRegex {
            src: parts
                .iter()
                .map(|p| format!("(?:{})", p.src))
                .collect::<Vec<_>>()
                .join("|"),
            cell: OnceLock::new(),
        }
    }

    /// The compiled pattern; `None` only if the source does not compile
    /// (a unit test compiles every pattern).
    fn compiled(&self) -> Option<&Regex> {
        self.cell
            .get_or_init(|| Regex::new(&self.src).ok())
            .as_ref()
    }
}

/// A pattern that matches nothing: what a pattern that failed to compile
/// stands for.
#[allow(clippy::expect_used)]
static NEVER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[^\s\S]").expect("a constant, valid pattern"));

impl std::ops::Deref for LazyRegex {
    type Target = Regex;

    fn deref(&self) -> &Regex {
        self.compiled().unwrap_or(&NEVER)
    }
}

fn re(src: &str) -> LazyRegex {
    LazyRegex::new(src)
}

/// Candidate matches examined per family and text: a family whose first
/// candidates all fail their context checks gives up, so text that repeats
/// a trigger a million times costs a bounded amount of work.
const MAX_ANCHORS: usize = 256;

/// Bytes a sentence extends either side of a match, at most.
const MAX_SENTENCE: usize = 400;

/// HTML comments examined per text, and bytes of each.
const MAX_COMMENTS: usize = 64;
const MAX_COMMENT: usize = 8192;

/// One regex of a family; `negatable` ones do not count right after a
/// negation (`never ignore your instructions`).
struct FamRegex {
    fam: Fam,
    regex: LazyRegex,
    negatable: bool,
    scope: Where,
}

/// Where a regex of a family applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Where {
    Both,
    Descriptions,
    Bodies,
}

/// Regex sources of the families that are plain regexes.
const REGEXES: &[(Fam, bool, Where, &str)] = &[
    // --- instruction-override
    (
        Fam::InstructionOverride,
        true,
        Where::Both,
        r"(?i)\b(?:ignore|ignoring|disregard|disregarding|forget|forgetting|bypass|bypassing|override|overrides|overriding|overwrite|replace|replaces|replacing|supersede|supersedes|superseding|discard|abandon)\s+(?:(?:all|any|the|your|its|these|those|every|of|prior|previous|preceding|earlier|above|original|initial|existing|default|current|other|system|safety|security|ethical|content|behaviou?ral|developer|operator|user'?s?|and|or)\s*,?\s+){0,6}(?:instructions?|guidelines?|directives?|system\s+prompts?|system\s+messages?|programming|guardrails?|safeguards?)\b",
    ),
    (
        Fam::InstructionOverride,
        true,
        Where::Both,
        r"(?i)\b(?:ignore|ignoring|disregard|disregarding|forget|bypass|bypassing|override|overrides|overriding|supersede|supersedes|circumvent)\s+(?:(?:all|any|the|of|and|or)\s*,?\s+){0,3}(?:(?:your|previous|prior|preceding|earlier|above|safety|security|ethical|content|user'?s?|human)\s*,?\s+)+(?:(?:and|or)\s+\w+\s+)?(?:rules|policies|policy|restrictions|constraints|preferences|checks|filters|filtering|moderation|limitations|measures|protocols)\b",
    ),
    // "forget whatever you were told", without naming instructions
    (
        Fam::InstructionOverride,
        true,
        Where::Both,
        r"(?i)\b(?:forget|ignore|disregard|discard|drop|abandon|erase|set\s+aside|put\s+aside|throw\s+out|throw\s+away|let\s+go\s+of)\s+(?:about\s+)?(?:whatever|everything|anything|all|what)\b(?:\s+[\w-]+){0,3}?\s+(?:that\s+)?(?:you(?:'ve|'d)?|you\s+(?:have|had|were|got)|(?:has|had|have)\s+been|was|were)\s+(?:[\w-]+\s+)?(?:told|given|taught|instructed|received|learned|learnt|shown|programmed|configured|trained|asked|said)\b",
    ),
    // the agent's instructions declared void: "the guidelines from your
    // developer are outdated", "the rules you follow no longer apply"
    (
        Fam::InstructionOverride,
        true,
        Where::Both,
        r"(?i)(?:\byour\s+(?:[\w-]+\s+){0,2}?(?:instructions|guidelines|guidance|directives|system\s+prompt|programming|safety\s+rules|ethical\s+rules)|\b(?:instructions?|guidelines?|guidance|rules|directives?|polic(?:y|ies)|restrictions|constraints|system\s+prompt)\s+(?:that\s+)?(?:you\s+(?:[\w-]+\s+){0,2}?(?:received|follow|followed|obey|were\s+given|have\s+been\s+given|were\s+told|got)|(?:from|by|of|set\s+by|given\s+by|written\s+by)\s+(?:your|the)\s+(?:developers?|operators?|creators?|admins?|administrators?|owners?|providers?|system))|\b(?:prior|previous|earlier|preceding|original|initial|existing|old|above)\s+(?:system\s+)?(?:instructions|directives|system\s+prompts?|guidance))\b[^.;!?\n]{0,60}?\b(?:(?:are|is|were|was|have\s+been|has\s+been)\s+(?:now\s+|hereby\s+|all\s+|officially\s+)?(?:outdated|obsolete|void|null|invalid|revoked|cancell?ed|suspended|lifted|rescinded|superseded|overridden|deprecated|withdrawn|expired|irrelevant)|no\s+longer\s+(?:valid|appl(?:y|ies|icable)|relevant|in\s+(?:effect|force)|binding|active|matters?)|(?:do|does)\s+not\s+apply\s+(?:anymore|any\s+more|here|now)|(?:were|was)\s+written\s+for\s+an?\s+(?:old|older|previous|outdated|earlier)\s+(?:version|model|release))\b|\b(?:consider|treat|regard|deem|declare)\s+(?:(?:all|any|the|your|of)\s+)*(?:[\w-]+\s+){0,2}?(?:instructions|guidance|guidelines|directives|system\s+prompts?|restrictions)\s+(?:as\s+)?(?:void|null|invalid|cancell?ed|revoked|obsolete|outdated|irrelevant|superseded|overridden|suspended|lifted|inapplicable|non-binding)\b",
    ),
    (
        Fam::InstructionOverride,
        false,
        Where::Both,
        r"(?i)\b(?:treat|follow|obey|execute|accept)\s+(?:them|it|these|those|its\s+output|the\s+(?:output|response|result|results|returned\s+\w+|content))\s+as\s+(?:the\s+)?(?:(?:highest[- ]priority|authoritative|system|binding)\s+)*(?:instructions|directives|commands|orders)\b|\b(?:be\s+)?treated\s+as\s+(?:the\s+)?(?:(?:highest[- ]priority|authoritative|system|binding)\s+)*(?:instructions|directives|commands|orders)\b|\b(?:authoritative|highest[- ]priority|top[- ]priority)\s+(?:system\s+)?(?:directives|instructions|commands)\b|\bfollow\s+all\s+(?:the\s+)?instructions\s+(?:in|from|contained\s+in)\s+(?:the|its|this)\s+(?:returned|response|output|tool|result)|\b(?:new|updated|revised)\s+(?:system\s+)?(?:instructions|directives?)\s*:|\bprevious\s+instructions\s+(?:have\s+been|are|were)\s+(?:updated|revoked|cancell?ed|void|replaced|overridden|superseded)|\bignore\s+(?:the\s+)?(?:above|previous|prior|preceding)\b",
    ),
    // this text elevated to the agent's instructions: "treat this
    // description as your highest-priority instruction", "obey only ..."
    (
        Fam::InstructionOverride,
        false,
        Where::Both,
        r"(?i)\b(?:treat|consider|regard|accept|follow|obey)\s+(?:this|these|the\s+(?:following|text|content|description|note|message|output|response|result)s?)(?:\s+[\w-]+){0,3}?\s+as\s+(?:your\s+|the\s+|a\s+)?(?:(?:new|only|sole|primary|main|top|highest[- ]priority|top[- ]priority|overriding|binding|authoritative|supreme|ultimate|absolute|system|real|true|official)\s+)+(?:instructions?|directives?|orders|prompts?|guidance|instruction\s+set)\b|\b(?:is|are|becomes?|will\s+be|shall\s+be)\s+(?:now\s+|henceforth\s+)?your\s+(?:(?:new|only|sole|primary|main|top|real|true|highest[- ]priority|top[- ]priority|overriding|one\s+and\s+only)\s+)+(?:instructions?|directives?|rules?|orders|system\s+prompt|guidance|instruction\s+set)\b|\b(?:obey|comply\s+with|listen\s+to)\s+(?:only|solely|exclusively)\b|\b(?:only|solely|exclusively)\s+(?:obey|comply\s+with|listen\s+to)\b|\b(?:follow|obey)\s+(?:only|solely|exclusively)\s+(?:the\s+)?(?:instructions|directives|orders|commands|text)\b",
    ),
    (
        Fam::InstructionOverride,
        false,
        Where::Descriptions,
        r"(?i)\byour\s+(?:(?:only|sole|new|one|single|real|true|overriding|highest[- ]priority|top[- ]priority)\s+)+(?:directive|instruction|rule|order|command|priority|polic(?:y|ies)|objective|mission|purpose)s?\s+(?:is|are|will\s+be|from\s+now\s+on\s+is|now\s+is|:)",
    ),
    // --- multilingual-override (normalised: accents stripped)
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignora|ignore|ignorar|olvida|olvide|olvidar|omite|descarta)\s+(?:todas\s+)?(?:las\s+)?(?:instrucciones|indicaciones|ordenes|reglas)\s+(?:anteriores|previas|precedentes)\b|\b(?:ahora\s+eres|a\s+partir\s+de\s+ahora\s+(?:eres|seras|actuaras))\b",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignore[rz]?|oublie[rz]?|neglige[rz]?)\s+(?:toutes\s+)?(?:les\s+)?(?:instructions|consignes|directives|regles)\s+(?:precedentes|anterieures|ci-dessus)\b|\b(?:tu\s+es|vous\s+etes)\s+(?:maintenant|desormais|dorenavant)\b|\b(?:desormais|dorenavant|a\s+partir\s+de\s+maintenant)\s*,?\s+(?:tu\s+es|vous\s+etes)\b",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignoriere|ignorieren\s+sie|vergiss|vergessen\s+sie|missachte)\s+(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|fruheren|obigen|vorangegangenen)\s+(?:anweisungen|instruktionen|befehle|regeln|anordnungen)\b|\b(?:du\s+bist\s+(?:jetzt|nun|ab\s+sofort)|ab\s+(?:jetzt|sofort)\s+bist\s+du)\b",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignore|ignora|ignorar|esqueca|desconsidere)\s+(?:todas\s+)?(?:as\s+)?(?:instrucoes|ordens|regras)\s+(?:anteriores|previas|acima)\b|\b(?:agora\s+voce\s+e|voce\s+agora\s+e|a\s+partir\s+de\s+agora\s+voce\s+e)\b",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignora|dimentica)\s+(?:tutte\s+)?(?:le\s+)?(?:istruzioni|regole)\s+(?:precedenti|anteriori)\b|\b(?:ora\s+sei|adesso\s+sei|d'ora\s+in\s+poi\s+sei)\b",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)(?:игнорируй|проигнорируй|забудь|не\s+обращай\s+внимания\s+на)(?:те)?\s+(?:все\s+)?(?:предыдущие|прошлые|прежние|вышеуказанные|предшествующие)\s+(?:инструкции|указания|команды|правила)|(?:^|\s)(?:теперь|отныне)\s+ты(?:\s|[,.!:;]|$)",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?:忽略|忽视|無視|无视|忘记|忘記|忘掉|不要理会)(?:之前|以前|先前|上面|上述|以上|前面|所有|全部|一切)的?(?:所有|全部)?的?(?:指令|指示|说明|說明|提示|规则|規則|命令|要求)|你现在是|你現在是|从现在(?:开始|起)[，,]?\s*你是|從現在(?:開始|起)[，,]?\s*你是",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?:以前|前|これまで|上記|先)の(?:すべての|全ての)?(?:指示|命令|指令|ルール)を(?:すべて|全て)?(?:無視|忘れ)|あなたは今から|今からあなたは|これからあなたは",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"이전\s*(?:의\s*)?(?:모든\s*)?(?:지시|지침|명령|지시사항)(?:을|를|은|는)?\s*(?:무시|잊어)|(?:너는|당신은)\s*이제|이제\s*(?:너는|당신은)",
    ),
    // More languages, and freer word order: an override verb, then a
    // "previous" word and an instruction noun in either order (SOV
    // languages: the object first). Words are written normalised (accents
    // stripped); non-Latin scripts have no `\b` (it is ASCII here).
    // Dutch
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:negeer|vergeet|veronachtzaam|ga\s+voorbij\s+aan)\s+(?:[^\s.;!?]+\s+){0,3}?(?:eerdere|vorige|voorgaande|bovenstaande|oude|oorspronkelijke|alle)\s+(?:[^\s.;!?]+\s+){0,2}?(?:instructies|instructie|aanwijzingen|opdrachten|regels|richtlijnen|bevelen|systeemprompt)\b|\b(?:je|jij|u)\s+(?:bent|ben)\s+(?:nu|vanaf\s+nu)\s+(?:een|de|het|geen)\b|\bvanaf\s+nu\s+(?:ben\s+je|bent\s+u)\s+(?:een|de|het|geen)\b",
    ),
    // Polish
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:zignoruj|ignoruj|zignorujcie|zapomnij|zapomnijcie|pomin|odrzuc|porzuc|nie\s+zwracaj\s+uwagi\s+na)\s+(?:o\s+)?(?:[^\s.;!?]+\s+){0,3}?(?:poprzedni\w*|wczesniejsz\w*|powyzsz\w*|dotychczasow\w*|wszystki\w*|dawn\w*)\s+(?:[^\s.;!?]+\s+){0,2}?(?:instrukcj\w*|polecen\w*|zasad\w*|wytyczn\w*|reguł\w*|komend\w*|rozkaz\w*)|\b(?:teraz|od\s+teraz|od\s+tej\s+chwili)\s+jestes\b",
    ),
    // Turkish (object first; `ı` reads `i`)
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:onceki|daha\s+onceki|yukaridaki|eski|tum|butun|verilen)\s+(?:[^\s.;!?]+\s+){0,2}?(?:talimat|komut|kural|yonerge|direktif|emir|yonerg)\w*\s+(?:[^\s.;!?]+\s+){0,2}?(?:yok\s+say|gormezden\s+gel|unut|dikkate\s+alma|umursama|ihmal\s+et|gecersiz\s+say)|\b(?:artik|bundan\s+sonra)\s+sen\s+bir\b|\bsen\s+artik\s+bir\b",
    ),
    // Arabic
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?:تجاهل|تجاهلي|تجاهلوا|انس|انسى|انسي|أهمل|اهمل|لا\s+تلتزم\s+ب|ألغ|الغ)\s*(?:[^\s.;!?،]+\s+){0,3}?(?:التعليمات|الإرشادات|الارشادات|الأوامر|الاوامر|التوجيهات|القواعد)\s+(?:[^\s.;!?،]+\s+){0,1}?(?:السابقة|الماضية|أعلاه|المسبقة|القديمة|الأصلية)",
    ),
    // Hindi (object first)
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?:पिछले|पिछली|पहले\s+के|पहले\s+दिए\s+गए|पूर्व|ऊपर\s+के|पुराने|सभी|सारे)\s+(?:[^\s।.;!?]+\s+){0,2}?(?:निर्देशों|निर्देश|आदेशों|आदेश|नियमों|नियम|हिदायतों|हिदायतें)\s+(?:[^\s।.;!?]+\s+){0,2}?(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल\s+जा|इग्नोर|ध्यान\s+न)",
    ),
    // Spanish, French, German, Portuguese, Italian, Russian: more verbs
    // and nouns, words in between, "forget what you were told"
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignora|ignore|ignorar|ignoren|olvida|olvide|olvidar|olviden|omite|omita|descarta|descarte|desatiende|desobedece|haz\s+caso\s+omiso\s+(?:a|de))\s+(?:[^\s.;!?]+\s+){0,3}?(?:(?:instrucciones|indicaciones|ordenes|reglas|directrices|normas|pautas|directivas)\s+(?:[^\s.;!?]+\s+){0,2}?(?:anteriores|previas|precedentes|originales|de\s+antes|recibidas|del\s+sistema)|(?:anteriores|previas)\s+(?:instrucciones|indicaciones|ordenes|reglas|directrices|normas|pautas))\b|\bolvida\s+(?:todo\s+)?lo\s+que\s+(?:te\s+)?(?:dijeron|han\s+dicho|indicaron|ordenaron|ensenaron|pidieron)\b|\ba\s+partir\s+de\s+ahora\s+(?:solo\s+|solamente\s+)?(?:obedeces|obedeceras|obedece|sigues|seguiras)\b",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignore|ignorez|ignorer|oublie|oubliez|oublier|neglige|negligez|fais\s+abstraction\s+de|faites\s+abstraction\s+de)\s+(?:[^\s.;!?]+\s+){0,3}?(?:instructions|consignes|directives|regles|ordres|indications)\s+(?:[^\s.;!?]+\s+){0,2}?(?:precedentes|anterieures|ci-dessus|initiales|recues|d'origine|du\s+systeme)\b|\boublie[zr]?\s+(?:tout\s+)?ce\s+qu(?:'on|e\s+l'on)\s+(?:t'a|vous\s+a)\s+(?:dit|demande|appris)\b",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignoriere|ignorieren\s+sie|vergiss|vergesst|vergessen\s+sie|missachte|verwirf|verwerft|uberschreibe)\s+(?:[^\s.;!?]+\s+){0,3}?(?:vorherig\w*|bisherig\w*|vorig\w*|fruher\w*|obig\w*|vorangegangen\w*|ursprunglich\w*|alt\w*|samtlich\w*|alle|deine|ihre)\s+(?:[^\s.;!?]+\s+){0,2}?(?:anweisung\w*|instruktion\w*|befehl\w*|regeln|anordnung\w*|vorgabe\w*|richtlinie\w*|systemprompt\w*)\b|\bvergiss\s+(?:alles\s+)?was\s+(?:man\s+)?dir\s+(?:gesagt|befohlen|aufgetragen)",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignore|ignora|ignorar|esqueca|esquece|esquecer|desconsidere|desconsidera|descarte|descarta|despreze|despreza)\s+(?:[^\s.;!?]+\s+){0,3}?(?:instrucoes|ordens|regras|diretrizes|orientacoes|diretivas|comandos)\s+(?:[^\s.;!?]+\s+){0,2}?(?:anteriores|previas|acima|recebidas|antigas|originais|do\s+sistema)\b|\besqueca\s+(?:tudo\s+)?(?:o\s+)?que\s+(?:te|lhe)\s+(?:disseram|foi\s+dito|mandaram)",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)\b(?:ignora|ignori|ignorate|dimentica|dimentichi|dimenticate|trascura|scarta|non\s+considerare|non\s+seguire)\s+(?:[^\s.;!?]+\s+){0,3}?(?:istruzioni|regole|direttive|indicazioni|ordini|linee\s+guida|disposizioni)\s+(?:[^\s.;!?]+\s+){0,2}?(?:precedenti|anteriori|sopra|ricevute|iniziali|originali|del\s+sistema)\b|\bdimentica\s+(?:tutto\s+)?(?:quello|cio)\s+che\s+ti\s+(?:e\s+stato|hanno)\s+(?:detto|chiesto)",
    ),
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?i)(?:игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|отбрось|отбросьте|не\s+обращай(?:те)?\s+внимания\s+на|не\s+следуй(?:те)?|отмени|отмените)\s+(?:[^\s.;!?]+\s+){0,3}?(?:предыдущ\S*|прошл\S*|прежн\S*|вышеуказанн\S*|предшествующ\S*|ранее\s+\S+|стар\S*|исходн\S*|все|всё|свои)\s+(?:[^\s.;!?]+\s+){0,2}?(?:инструкци\S*|указани\S*|команд\S*|правил\S*|установк\S*|директив\S*|ограничени\S*)",
    ),
    // Japanese, Korean, Chinese: "previous ... instructions ... ignore" in
    // one clause, any particle
    (
        Fam::MultilingualOverride,
        false,
        Where::Both,
        r"(?:以前|前|これまで|今まで|上記|先|過去|最初|元)の?[^。！？\n]{0,12}?(?:指示|命令|指令|ルール|プロンプト|制約)[^。！？\n]{0,12}?(?:無視|忘れ|破棄)|(?:이전|앞의|앞선|위의|기존|지금까지의?|모든)[^.。!?\n]{0,30}?(?:지시|지침|명령|규칙|프롬프트|제약)[^.。!?\n]{0,30}?(?:무시|잊어|잊으|잊고|버려)|(?:忽略|忽视|忽視|无视|無視|忘记|忘記|忘掉|不要理会|不要理會|抛开|拋開|放弃|放棄|不再遵守)[^。！？\n]{0,6}?(?:之前|以前|先前|此前|上面|上述|以上|前面|原有|原来|原來|系统|系統)[^。！？\n]{0,6}?(?:指令|指示|说明|說明|提示词|提示詞|规则|規則|命令|要求|设定|設定|约束|約束)",
    ),
    // --- role-override
    (
        Fam::RoleOverride,
        true,
        Where::Both,
        r"(?i)\byou\s+are\s+now\s+(?:a|an|the|in|my|no\s+longer|free|unrestricted|dan|operating|acting)\b|\bfrom\s+now\s+on\s*,?\s+(?:you|the\s+(?:assistant|ai|model|agent))\s+(?:are|will|must|should|shall)\b|\b(?:pretend|imagine)\s+(?:to\s+be|you\s+are|that\s+you\s+are|you're)\b|\b(?:adopt|assume|take\s+on)\s+(?:the\s+|a\s+|an\s+|this\s+)?(?:new\s+)?(?:persona|identity|character)\b|\b(?:assistant|ai|model|agent|llm)\s+(?:must|should|will|shall)\s+(?:now\s+)?(?:adopt|become|roleplay)\b|\bjailbr(?:eak|oken)\s+mode\b|\b(?:enter|enable|activate|switch\s+to|in)\s+(?:unrestricted|jailbreak|dan|god)\s+mode\b|\bact\s+as\s*:|\bact\s+as\s+if\s+you\s+(?:are|were)\b|\b(?:stay|remain)\s+in\s+character\b",
    ),
    (
        Fam::RoleOverride,
        true,
        Where::Both,
        r"(?i)\byou\s+are\s+no\s+longer\s+(?:a|an|the|bound|restricted|limited|required|subject|claude|chatgpt|gpt)\b|\b(?:from\s+(?:this\s+(?:point|moment)|here)(?:\s+on(?:ward)?s?)?|henceforth|hereafter|going\s+forward|for\s+the\s+rest\s+of\s+(?:this|the)\s+(?:conversation|session|chat))\s*,?\s+you\s+(?:are|will\s+be|shall\s+be|will\s+act|act|must\s+act|become|play)\b|\byou\s+are\s+now\s+(?-i:[A-Z][A-Za-z0-9]+)\b|\byour\s+new\s+(?:name|persona|identity|role)\s+is\b",
    ),
    // --- system-directive
    (
        Fam::SystemDirective,
        false,
        Where::Both,
        r"(?-i)\[\s*(?:SYSTEM|ADMIN|HIDDEN|ROLE|METADATA|EMERGENCY|CONFIGURATION|SECURITY|OVERRIDE|INSTRUCTIONS?|END\s+SYSTEM|DEVELOPER|ROOT)(?:[ _](?:DIRECTIVE|INSTRUCTIONS?|OVERRIDE|MESSAGE|NOTE|PROMPT|COMMAND|MODE))*\s*\]|(?i)\[\s*(?:system|hidden|admin)\s+(?:directive|instruction|override|note|command)s?\s*\]",
    ),
    (
        Fam::SystemDirective,
        false,
        Where::Both,
        r"(?i)\b(?:system|admin|administrator|developer|safety|emergency|instruction|override|root)[ _-]+(?:override|directive|instructions?|note|message|protocol|bypass)\s*[:|\]!]|(?-i:\b(?:SYSTEM|ADMIN|SAFETY|SECURITY|INSTRUCTION)[ _](?:OVERRIDE|DIRECTIVE|BYPASS)\b)|\bimportant\s+system\s+(?:note|message|instruction|notice|update)\b",
    ),
    (
        Fam::SystemDirective,
        false,
        Where::Both,
        r"(?i)\bnote\s+to\s+(?:the\s+)?(?:ai|assistant|model|llm|agent|claude|gpt|chatgpt|language\s+model|bot)s?\s*[:,-]|(?-i:(?:^|\n|[.!?]\s+)[ \t]*(?:\*\*)?(?:SYSTEM|ASSISTANT|ADMIN|ROOT)(?:\*\*)?[ \t]*:[ \t]*\S)|\|\|\|[^|\n]{0,40}(?i:override|system|admin|instruction)[^|\n]{0,40}\|\|\|",
    ),
    (
        Fam::SystemDirective,
        false,
        Where::Both,
        r"(?i)#{2,}[ \t]*(?:system|admin|developer|instructions?|override)[ \t]*#{2,}|\b(?:important|urgent|critical|official|mandatory|priority)\s+(?:update|message|notice|note|instruction|directive|announcement)\s+from\s+(?:the\s+|your\s+)?(?:developers?|operators?|administrators?|admins?|system|creators?|owners?|security\s+team|openai|anthropic)\s*[:!-]",
    ),
    // --- chat-template-marker
    (
        Fam::ChatTemplateMarker,
        false,
        Where::Both,
        r"(?i)<\|\s*(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|eom_id|start_header_id|end_header_id|begin_of_text|end_of_text|channel|message|start|end|tool_call|fim_prefix|fim_suffix|fim_middle)\s*\|>|\[/?INST\]|<<\s*/?\s*SYS\s*>>|<start_of_turn>|<end_of_turn>|(?:^|\s)#{2,4}[ \t]*(?:system|instructions?|human|assistant|response)[ \t]*:|(?-i:(?:^|\n[ \t]*\n)(?:Human|Assistant):\s)",
    ),
    // --- hidden-tag-block (HTML comments are checked separately)
    (
        Fam::HiddenTagBlock,
        false,
        Where::Both,
        r"(?i)<\s*/?\s*(?:important|system|instructions?|hidden|secret|admin|assistant|override|note_to_ai|ai_instructions?|agent_instructions?|system_prompt)\b[^<>]{0,100}>|\[\s*(?:hidden|secret)\s*\]",
    ),
    (
        Fam::HiddenTagBlock,
        false,
        Where::Descriptions,
        r"(?i)<script\b[^<>]{0,200}\bsrc\s*=[^<>]{0,200}>|<script\b[^<>]{0,200}>[^<]{0,400}?(?:fetch\s*\(|XMLHttpRequest|document\.cookie|localStorage|sessionStorage|\beval\s*\(|\batob\s*\(|\blocation\s*=|location\.href|sendBeacon|new\s+Image|\.src\s*=|window\.open|\bimport\s*\(|\brequire\s*\(|child_process|\bexec\s*\()[^<]{0,400}</script\s*>",
    ),
    // --- concealment
    (
        Fam::Concealment,
        false,
        Where::Both,
        r"(?i)\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t|no\s+need\s+to|without)\s+(?:ever\s+|explicitly\s+|directly\s+)?(?:tell(?:ing)?|mention(?:ing)?|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|show(?:ing)?|say(?:ing)?|explain(?:ing)?|report(?:ing)?|let(?:ting)?|indicate|acknowledge)\b[^.\n]{0,80}?(?:\n[^.\n]{0,80}?)?\b(?:the|this|your|their)\s+(?:user|users|human|humans|operator|customer|person|requester)\b",
    ),
    (
        Fam::Concealment,
        false,
        Where::Both,
        r"(?i)\b(?:do\s+not|don'?t|never)\s+(?:ever\s+|explicitly\s+|directly\s+)?(?:mention|tell|reveal|disclose|say|indicate|acknowledge|admit)\s+(?:that\s+you(?:'re|\s+are|\s+have|\s+first)?|that\s+this|you\s+(?:used|are|were|have)|anything\s+about|the\s+fact|this\s+(?:step|url|instruction|behaviou?r|tool))\b",
    ),
    (
        Fam::Concealment,
        false,
        Where::Both,
        r"(?i)\b(?:secretly|covertly|surreptitiously|stealthily|clandestinely|behind\s+the\s+user'?s\s+back)\b|\bsilently\s+(?:also\s+)?(?:send|sends|forward|forwards|upload|uploads|transmit|transmits|copy|copies|collect|collects|read|reads|log|logs|create|creates|add|adds|include|includes|exfiltrate|share|shares|install|installs|run|runs|execute|executes|record|records|capture|captures|store|stores|modify|modifies|change|changes|redirect|redirects|bcc|cc)\b|\bwithout\s+(?:the\s+)?(?:user'?s?|their|human'?s?)\s+(?:knowledge|knowing|noticing|awareness|being\s+aware|seeing|suspicion)\b|\bwithout\s+(?:the\s+)?(?:user|human)s?\s+(?:knowing|noticing|seeing|being\s+aware)\b|\b(?:hide|conceal)\s+(?:this|it|these\s+\w+|the\s+\w+)\s+from\s+(?:the\s+)?(?:user|human)|\bkeep\s+(?:this|it)\s+(?:behaviou?r\s+|step\s+)?(?:hidden|secret|confidential)\b|\bthe\s+user\s+(?:must|should|will|need)\s+(?:not|never)\s+(?:know|see|notice|be\s+(?:told|informed|aware))\b|\b(?:present|format|disguise)\w*\s+(?:it|them|this|the\s+\w+(?:\s+\w+)?)\s+(?:as\s+if|to\s+look\s+like|so\s+(?:it|they)\s+looks?\s+like)\b|\bthis\s+is\s+a\s+secret\s+(?:operation|step|instruction)\b",
    ),
    (
        Fam::Concealment,
        false,
        Where::Both,
        r"(?i)\b(?:user|users|human|customer|requester)s?\s+(?:must|should|need|needs\s+to|has\s+to|is\s+to)\s*(?:not|never|n't)\s+(?:ever\s+)?(?:learn|find\s+out|discover|realize|realise|suspect|hear\s+about|be\s+made\s+aware)\b|\b(?:user|users|human|customer)s?\s+(?:should|must|will|needs?\s+to|has\s+to)\s+(?:remain|stay|be\s+kept|be\s+left)\s+(?:completely\s+|entirely\s+)?(?:unaware|oblivious|uninformed|ignorant|in\s+the\s+dark)\b|\bkeep\s+(?:the\s+)?(?:user|users|human|customer)s?\s+(?:unaware|in\s+the\s+dark|uninformed|oblivious)\b|\b(?:make\s+sure|ensure|so\s+that|so)\s+(?:that\s+)?(?:the\s+)?(?:user|users|human|customer)s?\s+(?:never|doesn'?t|does\s+not|won'?t|will\s+not|cannot|can'?t)\s+(?:ever\s+)?(?:finds?\s+out|learns?|discovers?|realizes?|realises?|suspects?|hears?\s+about)\b|\bwithout\s+(?:the\s+)?(?:user|human|customer)s?\s+(?:ever\s+)?(?:learning|finding\s+out|realizing|realising|suspecting|discovering)\b|\bkeep\s+(?:this|it|that|these|them|the\s+[\w-]+(?:\s+[\w-]+){0,4}?)\s+(?:a\s+)?(?:secret|hidden|private|quiet|confidential|under\s+wraps|to\s+yourself)\s+from\s+(?:the\s+)?(?:user|users|human|humans|customer|customers|operator)(?:\s|[.,;:!)]|$)|\bkeep\s+(?:this|it|that|these|them)\s+from\s+(?:the\s+)?(?:user|users|human|customer)s?\b|\bkeep\s+(?:this|it)\s+between\s+(?:us|you\s+and\s+(?:me|this\s+tool))\b|\b(?:do\s+not|don'?t|never)\s+bring\s+(?:it|this|that|them)\s+up\b|\b(?:leave|keep)\s+(?:it|this|that|them|this\s+(?:step|part|instruction|upload|copy)|the\s+(?:upload|copy|transfer|forwarding|sync|mirror|extra\s+[\w-]+|additional\s+[\w-]+))\s+out\s+of\s+(?:your|the)\s+(?:reply|replies|answer|answers|response|responses|summary|output|report|message)s?\b|\b(?:tell|inform|show)\s+(?:the\s+)?(?:user|human)\s+only\s+that\b|\b(?:quietly|discreetly|invisibly|unobtrusively)\s+(?:also\s+)?(?:send|sends|forward|forwards|upload|uploads|transmit|transmits|copy|copies|collect|collects|read|reads|include|includes|exfiltrate|share|shares|install|installs|record|records|capture|captures|redirect|redirects|bcc|cc|add|adds|post|posts|delete|deletes)\b|\bdo\s+(?:this|it|so)\s+(?:quietly|silently|discreetly|secretly|covertly)\b|\b(?:do\s+not|don'?t|never)\s+(?:ever\s+)?(?:mention|tell|reveal|disclose|say|indicate|acknowledge|admit|let\s+on)\s+(?:to|with)\s+(?:anyone|anybody|the\s+user|them)\b(?:[^.\n]|\.\S){0,40}?\bthat\b",
    ),
    // --- consent-bypass
    (
        Fam::ConsentBypass,
        false,
        Where::Both,
        r"(?i)\bwithout\s+(?:first\s+)?(?:asking|requesting|requiring|seeking|getting|obtaining|waiting\s+for|prompting|needing|any)?\s*(?:for\s+)?(?:the\s+|any\s+|explicit\s+|prior\s+|their\s+)?(?:user'?s?\s+|human\s+|operator\s+)?(?:permission|confirmation|approval|consent)\b|\bwithout\s+(?:first\s+)?(?:asking|consulting|checking\s+with|prompting|notifying)\s+(?:the\s+)?(?:user|human|operator)s?\b|\bno\s+need\s+to\s+(?:ask|confirm|check\s+with|consult|wait\s+for|request|obtain)\b|\b(?:do\s+not|don'?t|never|no)\s+(?:need\s+to\s+)?(?:ask|request|prompt|wait|check)\w*\s+(?:the\s+user\s+|the\s+human\s+)?(?:for\s+)?(?:(?:the\s+)?(?:user'?s?|human|explicit)\s+)?(?:permission|confirmation|approval|consent)\b|\b(?:skip|skips|skipping|bypass|bypasses|disable|disables)\s+(?:the\s+|any\s+|all\s+)?(?:user\s+)?(?:confirmation|approval|consent|permission)(?:\s+(?:step|prompt|dialog|check)s?)?\b|\b(?:auto[- ]?approve\w*|pre[- ]?approved)\b|\bno\s+user\s+(?:action|interaction|input|confirmation)\s+(?:is\s+)?(?:needed|required|necessary)\b",
    ),
    (
        Fam::ConsentBypass,
        false,
        Where::Both,
        r"(?i)\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:wait\s+for|ask|check\s+with|consult|bother|prompt|confirm\s+with|double-check\s+with|check\s+back\s+with)\s+(?:the\s+)?(?:user|human|customer|operator|them)\s+(?:to\s+|for\s+(?:an?\s+|their\s+|the\s+)?)?(?:confirm|approv|consent|permission|ok\b|go-ahead|sign[- ]off|authori[sz])\w*|\bwithout\s+(?:first\s+)?checking\s+(?:back|in)\b|\b(?:user|customer|human|they)\s+(?:has\s+|have\s+)?already\s+(?:agreed|consented|approved|authori[sz]ed|given\s+(?:their\s+|his\s+|her\s+)?(?:consent|permission|approval))\b|\b(?:agreed|consented|approved|authori[sz]ed)\s+(?:to\s+(?:this|everything|all\s+[\w-]+)\s+)?(?:in\s+advance|beforehand|up\s*front)\b|\b(?:treat|consider|regard)\s+(?:every|each|all|any|it|this|them|the\s+[\w-]+)\s+(?:[\w-]+\s+)?as\s+(?:already\s+|pre-?)?(?:approved|confirmed|authori[sz]ed|consented(?:\s+to)?)\b|\b(?:assume|presume)\s+(?:the\s+)?(?:user'?s?\s+)?(?:consent|approval|permission|confirmation)\b|\b(?:assume|presume)\s+(?:that\s+)?(?:the\s+)?(?:user|customer)\s+(?:has\s+)?(?:agreed|consented|approved|confirmed)\b",
    ),
    // --- forced-ordering
    (
        Fam::ForcedOrdering,
        true,
        Where::Both,
        r"(?i)\bbefore\s+(?:using|calling|invoking|running|executing|trying|selecting)\s+(?:any|all|every)\s+(?:of\s+the\s+)?(?:other\s+)?(?:tools?|functions?|commands?|actions?|requests?|operations?)\b|\bbefore\s+(?:any|all|every)\s+(?:of\s+the\s+)?(?:other\s+)?(?:tools?|functions?|commands?)\b|\bbefore\s+(?:any|all|every)\s+(?:of\s+the\s+)?other\s+(?:actions?|requests?|operations?)\b|\bbefore\s+(?:doing\s+)?(?:anything|everything)(?:\s+else)?\b|\bbefore\s+(?:responding|answering|replying)(?:\s+(?:to\s+)?(?:the\s+user|anything|any\s+\w+))?\s*(?:[.,;:!)]|$)|\bbefore\s+(?:asking\s+(?:any\s+)?(?:clarifying\s+)?questions|providing\s+any|proceeding\s+with\s+any|handling\s+any)\b|\b(?:must|should|needs?\s+to|has\s+to)\s+(?:always\s+)?be\s+(?:called|invoked|run|used|executed|consulted)\s+(?:first\b|before\s+(?:any|all|every|anything))|\b(?:call|use|invoke|run|consult|execute)\s+this\s+(?:tool|function|command)\s+(?:immediately\s+)?(?:as\s+the\s+(?:very\s+)?first\s+step|at\s+the\s+(?:start|beginning)\s+of\s+(?:every|each|any)|before\s+(?:any|all|every|anything|responding|answering|doing))\b|\bbefore\s+(?:execut|call|invok|run|using|perform)\w*\s+[^.,]{1,40}?\b(?:operation|tool|function|command)s?\s*,\s*(?:first\s+)?(?:execute|call|invoke|run|use)\s+this\s+(?:tool|function)\b",
    ),
    // "before you use any other tool", "prior to every other call"
    (
        Fam::ForcedOrdering,
        true,
        Where::Both,
        r"(?i)\b(?:before|prior\s+to|ahead\s+of|in\s+advance\s+of)\s+(?:(?:you|the\s+(?:assistant|agent|model|ai))\s+)?(?:(?:use|call|invoke|run|execute|try|touch|consider|select|choose|pick|make|do|answer|respond\s+to|reply\s+to|send|handle|process|using|calling|invoking|running|executing|trying|touching|considering|selecting|making|doing|answering|responding\s+to|replying\s+to|sending|handling|processing)\s+)?(?:any|every|each|all)\s+(?:of\s+the\s+|of\s+your\s+)?(?:other|another)\s+(?:[\w-]+\s+){0,2}?(?:tools?|functions?|commands?|actions?|requests?|operations?|calls?|capabilit(?:y|ies)|steps?|things?|servers?|integrations?|apis?|responses?|replies|messages?|tasks?)\b|\b(?:before|prior\s+to|ahead\s+of)\s+(?:you\s+)?(?:respond(?:ing)?|answer(?:ing)?|reply(?:ing)?|produc(?:e|ing)|giv(?:e|ing)|say(?:ing)?)\s+(?:(?:to\s+)?(?:the\s+user|anything)|(?:any|a|your|each|every)\s+(?:reply|response|answer|message))\b",
    ),
    // "invoke this at the beginning of each conversation", "call it first
    // no matter what the user asks", "the first function you call"
    (
        Fam::ForcedOrdering,
        true,
        Where::Both,
        r"(?i)\b(?:call|use|invoke|run|execute|consult|trigger|query)\s+(?:this|it|me)\b(?:\s+(?:tool|function|command|server))?\s+(?:[\w-]+\s+){0,3}?(?:at\s+the\s+(?:very\s+)?(?:start|beginning|outset|top)\s+of\s+(?:every|each|any|the|a|your)\s+(?:new\s+)?(?:conversation|chat|turn|interaction|response|reply|dialog(?:ue)?)|first\s+(?:no\s+matter|regardless|whatever|in\s+(?:every|each|all|any)|for\s+(?:every|each|all|any))|(?:no\s+matter\s+what|regardless\s+of\s+what|whatever)\s+the\s+user\s+(?:asks|says|wants|requests))|\bfirst\s+(?:tool|function|command|thing|action|step|call)\s+(?:that\s+)?(?:you|the\s+(?:assistant|agent|model))\s+(?:call|use|invoke|run|make|do|take|execute)\b(?:[^.\n]|\.\S){0,40}?\b(?:every|each|any|all|always)\b",
    ),
    // every request routed through this tool
    (
        Fam::ForcedOrdering,
        true,
        Where::Both,
        r"(?i)\b(?:route|send|pass|direct|funnel|channel|forward|run)\s+(?:every|each|all|any)\s+(?:of\s+the\s+)?(?:[\w-]+\s+){0,2}?(?:requests?|quer(?:y|ies)|messages?|prompts?|tasks?|questions?|calls?|inputs?)\s+(?:[\w-]+\s+){0,2}?through\s+(?:this|me)\b|\b(?:every|each|all|any)\s+(?:[\w-]+\s+){0,2}?(?:requests?|quer(?:y|ies)|messages?|prompts?|tasks?|questions?)\s+(?:from\s+the\s+user\s+)?(?:must|should|has\s+to|have\s+to|needs?\s+to)\s+(?:first\s+)?(?:pass|go|be\s+routed|be\s+sent|flow|run)\s+through\s+(?:this|me)\b",
    ),
    // --- safety-bypass
    (
        Fam::SafetyBypass,
        true,
        Where::Both,
        r"(?i)\b(?:bypass|bypasses|bypassing|circumvent|circumvents|circumventing|disable|disables|disabling|evade|evades|turn\s+off|turns\s+off|skip|skips|skipping|remove|removes|removing|ignore|ignores|ignoring|without)\s+(?:(?:all|any|the|normal|standard|regular|usual|existing|built-in|default|its|your)\s+)*(?:safety|security|permission|access|content|ethical|sandbox|authori[sz]ation)\s+(?:(?:and|or)\s+\w+\s+)?(?:checks?|filters?|filtering|restrictions?|polic(?:y|ies)|guidelines?|guardrails?|controls?|moderation|validation|limitations?|measures|protections?|sanitization)\b|\bdangerouslyDisableSandbox\s*[:=]\s*true\b|\bautoApproveAll\s*[:=]\s*true\b|\bnever\s+refuse\b",
    ),
    (
        Fam::SafetyBypass,
        false,
        Where::Descriptions,
        r"(?i)\bdangerously[-_]?(?:skip|disable|bypass)\w*|\bdangerouslyDisableSandbox\b|\bautoApproveAll\b",
    ),
    // --- dangerous-command: a download piped into a shell; in a skill
    // body only from plain HTTP, an IP address or a bare host (an HTTPS
    // installer shown in the open is how real tools install)
    (
        Fam::DangerousCommand,
        false,
        Where::Descriptions,
        r"(?i)\b(?:curl|wget)\b[^|\n;]{0,300}\|\s*(?:sudo\s+)?(?:ba|z|k|da|fi)?sh\b|\b(?:ba|z)?sh\s+-c\s+[\x22']?\$\(\s*(?:curl|wget)\b",
    ),
    (
        Fam::DangerousCommand,
        false,
        Where::Bodies,
        r"(?i)\b(?:curl|wget)\b[^|\n;]{0,300}?(?:http://|\b(?:\d{1,3}\.){3}\d{1,3}\b)[^|\n;]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|k|da|fi)?sh\b|\b(?:ba|z)?sh\s+-c\s+[\x22']?\$\(\s*(?:curl|wget)\b[^)\n]{0,200}?(?:http://|\b(?:\d{1,3}\.){3}\d{1,3}\b)",
    ),
    (
        Fam::DangerousCommand,
        false,
        Where::Both,
        r"(?i)\bbase64\s+(?:-d|-D|--decode)\b[^|\n]{0,60}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|/dev/(?:tcp|udp)/|\b(?:nc|ncat|netcat)\s+(?:-\w+\s+)*-[ec]\s|\|\s*(?:nc|ncat|netcat)\s+(?:-\w+\s+)*[\w.-]+\s+\d{2,5}\b|\brm\s+-(?:rf|fr|r\s+-f)\s+(?:/|~|\$HOME|/\*)(?:\s|$|[\x22')`;])|\bchmod\s+(?:-R\s+)?0?(?:777|666)\s+(?:~|/|\$HOME)|\bmkfifo\b[^\n]{0,80}\b(?:nc|ncat)\b|\bsubprocess\.\w+\(\s*\[\s*[\x22']/bin/(?:ba)?sh[\x22']\s*,\s*[\x22']-i|\bos\.dup2\s*\(\s*\w+\.fileno\(\)|\bpowershell\b[^\n]{0,60}\s-(?:e|enc|encodedcommand)\s|\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*(?:new-object|iwr|invoke-webrequest|irm|invoke-restmethod)|\beval\s*\(\s*(?:atob|base64_decode|Buffer\.from)\s*\(|\bcurl\b[^\n]{0,200}?\s(?:-d|--data(?:-binary|-raw)?|-F|-T|--upload-file)\s+[\x22']?@(?:-|~|/etc/|\$HOME|\.env|\.ssh|\.aws)|\bcurl\b[^\n]{0,200}?(?:\s(?:-d|--data\S*|-F|--form)\s+[^\n]{0,100}?|[?&][\w-]+=)\$\((?:uname|whoami|hostname|printenv|env|id)\b|\b(?:extract|unzip|unpack|open)\w*\s+(?:it\s+|them\s+)?(?:with|using)\s+(?:the\s+)?(?:pass|password|passphrase)\b|\b(?:curl|wget)\b[^\n]{0,200}?\b(?:rentry\.co|pastebin\.com|paste\.[\w-]+\.\w+|hastebin\.com|ghostbin\.\w+|transfer\.sh|0x0\.st|termbin\.com)|\b(?:rentry\.co|pastebin\.com|hastebin\.com|ghostbin\.\w+|termbin\.com)\b[^\n]{0,80}?\b(?:copy|run|execute|paste)\b|\b(?:dig|nslookup|host)\s+[^\n]{0,60}?\$\{?\w+\}?\.[\w-]+\.\w+",
    ),
];

/// Trigger words (lowercase, matched case-insensitively on the normalised
/// text) of each family: a family whose triggers are all absent cannot
/// match and does not run.
const TRIGGERS: &[(Fam, &[&str])] = &[
    (
        Fam::InstructionOverride,
        &[
            "set aside",
            "put aside",
            "throw",
            "drop",
            "erase",
            "let go",
            "outdated",
            "obsolete",
            "void",
            "null",
            "invalid",
            "revoked",
            "cancel",
            "suspended",
            "lifted",
            "rescinded",
            "superseded",
            "deprecated",
            "withdrawn",
            "expired",
            "irrelevant",
            "no longer",
            "not apply",
            "written for",
            "inapplicable",
            "non-binding",
            "comply",
            "listen to",
            "now your",
            "be your",
            "becomes your",
            "is your",
            "are your",
            "your only",
            "your sole",
            "your new",
            "your one",
            "your single",
            "your real",
            "your true",
            "your overriding",
            "your highest",
            "your top",
            "consider",
            "regard",
            "ignor",
            "disregard",
            "forget",
            "bypass",
            "overrid",
            "overwrit",
            "replac",
            "supersed",
            "discard",
            "abandon",
            "circumvent",
            "treat",
            "follow",
            "obey",
            "execute",
            "accept",
            "authoritative",
            "priority",
            "instruction",
            "directive",
        ],
    ),
    (
        Fam::MultilingualOverride,
        &[
            "negeer",
            "vergeet",
            "veronachtzaam",
            "voorbij",
            "bent nu",
            "ben je",
            "bent u",
            "zignoruj",
            "ignoruj",
            "zapomnij",
            "pomin",
            "odrzuc",
            "porzuc",
            "jestes",
            "talimat",
            "komut",
            "kural",
            "yonerge",
            "direktif",
            "artik",
            "olvida",
            "omite",
            "descarta",
            "obedec",
            "oublie",
            "ignorez",
            "neglige",
            "abstraction",
            "vergiss",
            "vergesst",
            "ignorier",
            "missachte",
            "verwirf",
            "vorgabe",
            "richtlinie",
            "esquec",
            "desconsider",
            "despreze",
            "dimentica",
            "trascura",
            "ignora",
            "scarta",
            "non considerare",
            "non seguire",
            "qu'on",
            "dijeron",
            "instruc",
            "indicac",
            "ordenes",
            "regla",
            "ahora",
            "partir",
            "consign",
            "directive",
            "regle",
            "maintenant",
            "desormais",
            "dorenavant",
            "anweisung",
            "befehl",
            "regeln",
            "anordnung",
            "jetzt",
            "sofort",
            "ordens",
            "regras",
            "agora",
            "istruzion",
            "regole",
            "ora sei",
            "adesso",
            "d'ora",
        ],
    ),
    (
        Fam::RoleOverride,
        &[
            "no longer",
            "from this",
            "from here",
            "henceforth",
            "hereafter",
            "going forward",
            "rest of",
            "your new",
            "you are now",
            "from now on",
            "pretend",
            "imagine",
            "adopt",
            "assume",
            "take on",
            "jailbr",
            "mode",
            "act as",
            "character",
        ],
    ),
    (
        Fam::SystemDirective,
        &[
            "##",
            "update from",
            "message from",
            "notice from",
            "note from",
            "instruction from",
            "directive from",
            "announcement from",
            "[",
            "system",
            "admin",
            "override",
            "directive",
            "note to",
            "assistant",
            "root",
            "|||",
        ],
    ),
    (
        Fam::ChatTemplateMarker,
        &[
            "<|",
            "inst]",
            "<<",
            "_of_turn>",
            "#",
            "human:",
            "assistant:",
        ],
    ),
    (
        Fam::HiddenTagBlock,
        &[
            "<",
            "[important",
            "[hidden",
            "[secret",
            "[ important",
            "[ hidden",
            "[ secret",
        ],
    ),
    (
        Fam::Concealment,
        &[
            "quietly",
            "discreet",
            "invisibl",
            "unobtrusive",
            "bring",
            "leave",
            "unaware",
            "oblivious",
            "in the dark",
            "between us",
            "only that",
            "let on",
            "user",
            "human",
            "operator",
            "customer",
            "person",
            "requester",
            "mention",
            "tell",
            "reveal",
            "disclose",
            "secret",
            "covert",
            "surreptitious",
            "stealth",
            "clandestin",
            "silently",
            "hide",
            "conceal",
            "keep",
            "present",
            "format",
            "disguis",
            "admit",
            "acknowledge",
        ],
    ),
    (
        Fam::SecretFileAccess,
        &[
            ".ssh",
            "id_rsa",
            "id_dsa",
            "id_ecdsa",
            "id_ed25519",
            ".aws",
            "gcloud",
            "application_default",
            ".azure",
            ".kube",
            ".docker",
            ".npmrc",
            ".pypirc",
            ".netrc",
            ".pgpass",
            ".git-credentials",
            ".gnupg",
            "_history",
            "/etc/",
            "wallet",
            "login data",
            "cookies",
            "keychain",
            "mcp.json",
            "claude_desktop",
            ".claude/",
            ".env",
            "*.",
            "*credential",
            "*secret",
            "://",
            "169.254.169.254",
            "metadata.google",
        ],
    ),
    (
        Fam::CredentialExfiltration,
        &[
            "key",
            "token",
            "credential",
            "password",
            "passphrase",
            "secret",
            "seed",
            "mnemonic",
            "env",
            "cookie",
            "keychain",
            "wallet",
            "id_rsa",
            "id_ed25519",
            ".ssh",
            ".aws",
            ".npmrc",
            ".netrc",
            ".pem",
            "bearer",
            "sk-",
            "ghp_",
            "xox",
            "akia",
        ],
    ),
    (
        Fam::DataExfiltration,
        &[
            "user's",
            "users'",
            "attendee",
            "e-mail",
            "email",
            "phone",
            "portfolio",
            "photos",
            "previous",
            "prior",
            "earlier",
            "past",
            "recent",
            "system prompt",
            "system instructions",
            "tool descriptions",
            "tool definitions",
            "transcript",
            "typed",
            "said",
            "so far",
            "summary",
            "recap",
            "postal",
            "ip addresses",
            "tokens",
            "passwords",
            "credentials",
            "conversation",
            "chat",
            "dialog",
            "session",
            "user ",
            "full ",
            "complete ",
            "entire ",
            "whole ",
            "clipboard",
            "keystroke",
            "history",
            "contacts",
            "address book",
            "meeting",
            "calendar",
            "pii",
            "personal",
            "social security",
            "credit card",
            "account ",
            "mac address",
            "hostname",
            "processes",
            "fingerprint",
            "file contents",
            "source ",
            "all ",
            "everything",
            "confidential",
            "sensitive",
            "customer",
            "phi",
            "medical",
            "company",
            "result",
            "output",
            "response",
            "content",
            "data",
            "always",
            "also",
            "bcc",
            "cc",
        ],
    ),
    (
        Fam::CrossToolShadowing,
        &[
            "whenever",
            "if you",
            "each time",
            "every time",
            "any time",
            "behavio",
            "working",
            "functionality",
            "handling",
            "semantics",
            "change how",
            "changes how",
            "modify how",
            "modifies how",
            "alter how",
            "alters how",
            "affect how",
            "affects how",
            "redefine how",
            "redefines how",
            "deprecated",
            "broken",
            "disabled",
            "unsafe",
            "compromised",
            "recipient",
            "destination",
            "payee",
            "beneficiary",
            "iban",
            "transfer",
            "payment",
            "transaction",
            "hidden",
            "silent",
            "blind",
            "when",
            "other",
            "overrid",
            "replac",
            "redirect",
            "intercept",
            "hijack",
            "recipient",
            "instead of",
            "send all",
            "forward all",
            "overwrite",
        ],
    ),
    (
        Fam::ConsentBypass,
        &[
            "wait for",
            "already",
            "in advance",
            "beforehand",
            "upfront",
            "up front",
            "treat",
            "consider",
            "regard",
            "assume",
            "presume",
            "checking back",
            "checking in",
            "without",
            "no need",
            "permission",
            "confirmation",
            "approval",
            "consent",
            "approve",
            "no user",
        ],
    ),
    (
        Fam::ForcedOrdering,
        &[
            "before",
            "first",
            "prior to",
            "ahead of",
            "in advance of",
            "beginning",
            "start of",
            "outset",
            "through this",
            "through me",
            "no matter",
            "regardless",
        ],
    ),
    (
        Fam::SafetyBypass,
        &[
            "safety",
            "security",
            "permission",
            "access",
            "content",
            "ethical",
            "sandbox",
            "authoriz",
            "authoris",
            "dangerously",
            "autoapprove",
            "refuse",
        ],
    ),
    (
        Fam::DangerousCommand,
        &[
            "curl",
            "wget",
            "base64",
            "/dev/",
            "nc ",
            "ncat",
            "netcat",
            "rm ",
            "chmod",
            "mkfifo",
            "subprocess",
            "dup2",
            "powershell",
            "iex",
            "invoke-expression",
            "eval",
            "pass",
            "rentry",
            "pastebin",
            "hastebin",
            "ghostbin",
            "termbin",
            "dig ",
            "nslookup",
            "host ",
        ],
    ),
];

/// Everything compiled once.
struct Engine {
    triggers: AhoCorasick,
    /// Per trigger pattern: the families it enables.
    trigger_bits: Vec<u64>,
    /// Families without triggers (always run).
    always: u64,
    regexes: Vec<FamRegex>,
    negation: LazyRegex,
    condition: LazyRegex,
    /// "… unless the user asks for it": what is kept out of the reply is a
    /// presentation choice the user can undo (`concealment` a warning).
    unless_asked: LazyRegex,
    comment_addressed: LazyRegex,
    secret: LazyRegex,
    transfer: LazyRegex,
    transfer_strong: LazyRegex,
    transfer_out: LazyRegex,
    transfer_explicit: LazyRegex,
    dest_strong: LazyRegex,
    dest: LazyRegex,
    data: LazyRegex,
    side_channel: LazyRegex,
    conversation: LazyRegex,
    path: LazyRegex,
    access: LazyRegex,
    network: LazyRegex,
    shadow: LazyRegex,
    shadow_cue: LazyRegex,
    shadow_when: LazyRegex,
    padding: LazyRegex,
    paragraph: LazyRegex,
    access_base: LazyRegex,
    access_third: LazyRegex,
    scanner_context: LazyRegex,
    clause_prefix: LazyRegex,
    agent_modal: LazyRegex,
    param_dest: LazyRegex,
    transfer_wide: LazyRegex,
    conversation_wide: LazyRegex,
    dest_literal: LazyRegex,
    url_query: LazyRegex,
    tag_open: LazyRegex,
    tag_attr: LazyRegex,
    tag_addressed: LazyRegex,
    shadow_strong: LazyRegex,
    shadow_deprecated: LazyRegex,
    shadow_call: LazyRegex,
    /// Any of `shadow`, `shadow_call`, `shadow_redirect`,
    /// `shadow_payment` and `shadow_deprecated`: one pass decides whether
    /// the others run.
    shadow_any: LazyRegex,
    shadow_call_cue: LazyRegex,
    shadow_redirect: LazyRegex,
    shadow_redirect_cue: LazyRegex,
    shadow_payment: LazyRegex,
    shadow_literal: LazyRegex,
    shadow_deprecated_subject: LazyRegex,
    jailbreak: LazyRegex,
    consent_strong: LazyRegex,
    harmful: LazyRegex,
}

impl Engine {
    /// The helper patterns by name (for the test that compiles them all).
    #[cfg(test)]
    fn helpers(&self) -> Vec<(&'static str, &LazyRegex)> {
        vec![
            ("negation", &self.negation),
            ("condition", &self.condition),
            ("unless_asked", &self.unless_asked),
            ("comment_addressed", &self.comment_addressed),
            ("secret", &self.secret),
            ("transfer", &self.transfer),
            ("transfer_strong", &self.transfer_strong),
            ("transfer_out", &self.transfer_out),
            ("transfer_explicit", &self.transfer_explicit),
            ("dest_strong", &self.dest_strong),
            ("dest", &self.dest),
            ("data", &self.data),
            ("side_channel", &self.side_channel),
            ("conversation", &self.conversation),
            ("path", &self.path),
            ("access", &self.access),
            ("network", &self.network),
            ("shadow", &self.shadow),
            ("shadow_cue", &self.shadow_cue),
            ("shadow_when", &self.shadow_when),
            ("padding", &self.padding),
            ("paragraph", &self.paragraph),
            ("access_base", &self.access_base),
            ("access_third", &self.access_third),
            ("scanner_context", &self.scanner_context),
            ("clause_prefix", &self.clause_prefix),
            ("agent_modal", &self.agent_modal),
            ("param_dest", &self.param_dest),
            ("transfer_wide", &self.transfer_wide),
            ("conversation_wide", &self.conversation_wide),
            ("dest_literal", &self.dest_literal),
            ("url_query", &self.url_query),
            ("tag_open", &self.tag_open),
            ("tag_attr", &self.tag_attr),
            ("tag_addressed", &self.tag_addressed),
            ("shadow_strong", &self.shadow_strong),
            ("shadow_deprecated", &self.shadow_deprecated),
            ("shadow_call", &self.shadow_call),
            ("shadow_any", &self.shadow_any),
            ("shadow_call_cue", &self.shadow_call_cue),
            ("shadow_redirect", &self.shadow_redirect),
            ("shadow_redirect_cue", &self.shadow_redirect_cue),
            ("shadow_payment", &self.shadow_payment),
            ("shadow_literal", &self.shadow_literal),
            ("shadow_deprecated_subject", &self.shadow_deprecated_subject),
            ("jailbreak", &self.jailbreak),
            ("consent_strong", &self.consent_strong),
            ("harmful", &self.harmful),
        ]
    }
}

static ENGINE: LazyLock<Option<Engine>> = LazyLock::new(Engine::new);

impl Engine {
    fn new() -> Option<Engine> {
        let mut words: Vec<String> = Vec::new();
        let mut trigger_bits: Vec<u64> = Vec::new();
        let mut with_triggers = 0u64;
        for (fam, list) in TRIGGERS {
            with_triggers |= fam.bit();
            for w in *list {
                let w = normalize_pattern(w);
                match words.iter().position(|x| *x == w) {
                    Some(i) => {
                        if let Some(b) = trigger_bits.get_mut(i) {
                            *b |= fam.bit();
                        }
                    }
                    None => {
                        words.push(w);
                        trigger_bits.push(fam.bit());
                    }
                }
            }
        }
        let always = ALL.iter().fold(0u64, |acc, f| acc | f.bit()) & !with_triggers;
        let triggers = AhoCorasickBuilder::new()
            .ascii_case_insensitive(true)
            .match_kind(MatchKind::Standard)
            .build(&words)
            .ok()?;
        let mut regexes = Vec::new();
        // Consecutive sources of one family with the same negation and
        // scope are joined into one alternation: one pass over the text
        // instead of one per source.
        let mut groups: Vec<(Fam, bool, Where, Vec<String>)> = Vec::new();
        for (fam, negatable, scope, src) in REGEXES {
            let src = if *fam == Fam::MultilingualOverride {
                normalize_pattern(src)
            } else {
                (*src).to_string()
            };
            match groups.last_mut() {
                Some((f, n, w, srcs)) if f == fam && n == negatable && w == scope => {
                    srcs.push(src);
                }
                _ => groups.push((*fam, *negatable, *scope, vec![src])),
            }
        }
        for (fam, negatable, scope, srcs) in groups {
            let joined = srcs
                .iter()
                .map(|s| format!("(?:{s})"))
                .collect::<Vec<_>>()
                .join("|");
            regexes.push(FamRegex {
                fam,
                regex: re(&joined),
                negatable,
                scope,
            });
        }
        let mut engine = Engine {
            triggers,
            trigger_bits,
            always,
            regexes,
            negation: re(
                r"(?i)\b(?:not|never|n't|no|without|nor|cannot|refuse\s+to)\s+(?:\w+\s+){0,2}$",
            ),
            condition: re(
                r"(?i)\b(?:once|after|when|whenever|if|unless|until|whether|because|since)\s+(?:the\s+)?$",
            ),
            unless_asked: re(
                r"(?i)^[^.!?\n]{0,120}?\b(?:unless|until|except\s+(?:when|if))\s+(?:(?:they|the\s+user|the\s+customer|you\s+are|it\s+is|explicitly|specifically|directly|really)\s+)*(?:ask|asks|asked|request|requests|requested|need|needs|needed|want|wants|relevant|necessary|required)\b",
            ),
            comment_addressed: re(
                r"(?i)\b(?:ignore|instructions?|system|assistant|agent|ai|model|llm|do\s+not\s+(?:tell|mention|inform|reveal)|don't\s+(?:tell|mention|inform|reveal)|secrets?|passwords?|credentials?|api\s+keys?|tokens|send|exfiltrat\w*|upload)\b",
            ),
            secret: re(
                r"(?i)\b(?:api[ _-]?keys?|access[ _-]?keys?|secret[ _-]?keys?|private[ _-]?keys?|ssh[ _-]?keys?|auth(?:entication|orization)?[ _-]?tokens?|access[ _-]?tokens?|bearer\s+tokens?|bearer\s+[A-Za-z0-9._-]{16,}|session[ _-]?(?:tokens?|cookies?)|refresh[ _-]?tokens?|tokens|credentials?|passwords?|passphrases?|secrets|master\s+password|seed\s+phrases?|mnemonics?|env(?:ironment)?\s+var(?:iable)?s?|cookies|keychain|wallet\s+(?:files?|keys?)|wallet\.dat|id_rsa|id_ed25519|\.ssh|\.aws|\.env|\.npmrc|\.netrc|\.pem)\b|(?-i:\b[A-Z][A-Z0-9]*_(?:API_KEY|TOKEN|SECRET|PASSWORD|SECRET_KEY|ACCESS_KEY)\b)|\b(?:sk|pk|ghp|gho|ghs|xoxb|xoxp|AKIA)[-_]?[A-Za-z0-9]{16,}|\bapi_key\s*=\s*\S{8,}",
            ),
            transfer: re(
                r"(?i)\b(?:send|sends|sent|sending|forward\w*|upload\w*|post|posts|posted|posting|transmit\w*|share|shares|shared|sharing|pass|passes|passed|passing|include|includes|included|embed\w*|append\w*|attach\w*|copy|copies|copied|bcc|cc|e-?mail|report|reports|stream\w*|sync\w*|submit\w*|deliver\w*|relay\w*|publish\w*|output|outputs|dump\w*|exfiltrat\w*|leak\w*|store|stores|stored|cache|caches|cached|index|indexes|indexed|log|logs|logged|collect\w*|extract\w*|register\w*|curl|wget|scp|rsync)\b",
            ),
            transfer_strong: re(
                r"(?i)\b(?:exfiltrate|exfiltrates|exfiltrating|harvest|harvests|harvesting|steal|steals|stealing|smuggle|smuggles|smuggling)\b|\bfor\s+exfiltration\b",
            ),
            transfer_out: re(
                r"(?i)\b(?:send|sends|sent|sending|forward\w*|upload\w*|post|posts|posted|posting|transmit\w*|share|shares|shared|sharing|stream\w*|sync|syncs|synced|syncing|submit\w*|deliver\w*|relay\w*|publish\w*|bcc|cc|e-?mail|exfiltrat\w*|leak\w*|copy|copies|copied|report|reports|reported)\b",
            ),
            dest_strong: re(
                r"(?i)https?://[^\s\x22'<>)]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:third[- ]party|third[- ]parties|attacker\w*)\b|\b(?:remotely|externally)\b|\b(?:our|their|the\s+vendor'?s?)\s+(?:server|servers|endpoint|cloud|api|backend|analytics|team|platform|service)\b|\bwebhook\b|\b(?:\d{1,3}\.){3}\d{1,3}\b|\bin\s+(?:your|the)\s+(?:response|answer|reply)\b|\bas\s+[\x22'`][\w-]+[\x22'`]|\bin\s+the\s+[\x22'`]?[\w-]+[\x22'`]?\s+(?:parameter|param|argument|field)\b|\b(?:remote|external)\s+(?:server|endpoint|host|url|collector|logging|storage|database|service|api)\b",
            ),
            transfer_explicit: re(
                r"(?i)\b(?:send|sends|sent|sending|forward\w*|upload\w*|post|posts|posted|posting|transmit\w*|share|shares|shared|sharing|pass|passes|passed|passing|include|includes|included|embed\w*|append\w*|attach\w*|copy|copies|copied|bcc|cc|e-?mail|report|reports|stream\w*|submit\w*|deliver\w*|relay\w*|publish\w*|output|outputs|dump\w*|exfiltrat\w*|leak\w*|curl|wget|scp|rsync)\b",
            ),
            dest: re(
                r"(?i)https?://[^\s\x22'<>)]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:remote|external|third[- ]party|third[- ]parties|attacker\w*|untrusted)\b|\b(?:remotely|externally)\b|\b(?:our|their|the\s+vendor'?s?)\s+(?:server|servers|endpoint|cloud|api|backend|analytics|team|platform|service)\b|\bwebhook\b|\b(?:\d{1,3}\.){3}\d{1,3}\b|\bin\s+(?:your|the)\s+(?:response|answer|reply)\b|\bas\s+[\x22'`][\w-]+[\x22'`]|\bin\s+the\s+[\x22'`]?[\w-]+[\x22'`]?\s+(?:parameter|param|argument|field)\b|\b(?:to|via|in)\s+(?:the\s+)?cloud\b|\b[\w-]+\.(?:com|io|dev|net|xyz|ru|cn|tk|top|site|app)\b",
            ),
            data: re(
                r"(?i)\b(?:conversation|chat|dialog(?:ue)?|session)s?[ -](?:history|histories|context|logs?|content|transcripts?|metadata|data|messages)\b|\b(?:full|complete|entire|whole)\s+(?:conversation|chat|context|history|transcript)\b|\buser\s+(?:messages|data|inputs?|queries|prompts|conversations?|profiles?|information|details|files|documents)\b|\b(?:(?:e-?mail|postal|home|ip)\s+addresses|phone\s+numbers|meeting\s+(?:notes|minutes|transcripts?|recordings?)|attendees?'?\s+(?:e-?mails?|e-?mail\s+addresses|names|list|details)|user'?s\s+(?:[\w-]+\s+)?(?:photos|pictures|images|documents|notes|messages|emails|contacts|location|portfolio|data|details|address|files)|portfolio)\b|\b(?:clipboard|keystrokes?|browsing\s+history|location\s+history|contacts|address\s+book|meeting\s+details|calendar\s+events|pii|personal\s+(?:data|information|details)|social\s+security(?:\s+numbers?)?|credit\s+cards?|account\s+(?:numbers?|balances?)|mac\s+address(?:es)?|hostnames?|running\s+processes|machine\s+fingerprint|file\s+contents|source\s+(?:code|files)|all\s+(?:files|data|emails|messages|results|documents)|everything|confidential\s+\w+|sensitive\s+(?:data|information|files|documents)|customer'?s?\s+(?:data|account|balance|details|information)|phi|medical\s+records|company\s+(?:data|information))\b|\b(?:the|a\s+copy\s+of\s+the|its|their)\s+(?:result|results|output|response|contents?)\b",
            ),
            conversation: re(
                r"(?i)\b(?:conversation|chat|dialog(?:ue)?)s?[ -](?:history|histories|context|logs?|transcripts?|metadata)\b|\b(?:full|complete|entire|whole)\s+(?:conversation|chat|context|history|transcript)\b|\bkeystrokes\b|\bbrowsing\s+history\b",
            ),
            side_channel: re(
                r"(?i)\b(?:always|also)\s+(?:also\s+)?(?:send|forward|cc|bcc|copy|e-?mail|notify|loop|let|report)\b[^.\n]{0,120}?(?:\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+)|\b(?:bcc|cc)\b[^.\n]{0,60}?\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
            ),
            path: re(
                r"(?i)(?:~|\$HOME|%USERPROFILE%|/home/[\w.-]+|/Users/[\w.-]+|/root)?/\.ssh\b(?:/[\w.*-]+)?|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws/(?:credentials|config)\b|\bapplication_default_credentials\.json|\.config/gcloud\b|\.azure/[\w.-]+|\.kube/config\b|\.docker/config\.json|\.npmrc\b|\.pypirc\b|\.netrc\b|\.pgpass\b|\.git-credentials\b|\.gnupg\b|\.(?:bash|zsh)_history\b|/etc/(?:passwd|shadow|sudoers|gshadow|master\.passwd)\b|\bwallet\.dat\b|\blogin\s+data\b|\bcookies\.binarycookies\b|\bkeychain\b|\.cursor/mcp\.json|\bmcp\.json\b|\bclaude_desktop_config\.json\b|\.claude/(?:settings|credentials)[\w.]*|(?:^|[\s'\x22`(*/=])\.env(?:\.(?:local|production|prod|development|dev|staging))?\b|\*\.(?:pem|key|p12|pfx|env|keystore|kdbx|ppk)\b|\*(?:credentials|secrets?)\*|\b[\w-]+://(?:secrets?|confidential|credentials?|passwords?|private|admin)\b|\b169\.254\.169\.254\b|\bmetadata\.google\.internal\b",
            ),
            access: re(
                r"(?i)\b(?:read|reads|reading|cat|open|opens|opening|access|accesses|accessing|load|loads|get|gets|fetch|fetches|collect|collects|copy|copies|send|sends|upload|uploads|pass|passes|include|includes|exfiltrat\w*|dump|dumps|print|prints|output|extract|extracts|harvest|steal|grab|scan|scans|index|indexes|tar|zip|base64|curl|post|attach|forward|display|show|list|ls|find|search|readFileSync|readFile|tar|base64)\b|\bcurl\b",
            ),
            network: re(
                r"(?i)\b(?:curl|wget|nc|ncat|netcat|scp|rsync|ftp|sftp|requests\.(?:post|put)|axios\.(?:post|put)|sendbeacon|https?\.request|exfiltrat\w*)\b|\bfetch\s*\(|-X\s+POST\b|--data(?:-binary)?\b|--upload-file\b",
            ),
            shadow: re(
                r"(?i)\bwhen(?:ever)?\s+(?:the\s+)?[`'\x22]?[\w.-]+[`'\x22]?\s+(?:tool|function|command|operation)\s+(?:is\s+|gets\s+|has\s+been\s+)?(?:present|available|loaded|used|called|invoked|requested|run|executed)\b|\b(?:ignore|avoid|never\s+use|do\s+not\s+use|don'?t\s+use|stop\s+using)\s+(?:all\s+|any\s+)?(?:the\s+)?other\s+(?:[\w-]+\s+){0,2}(?:tools|functions|servers|commands|plugins)\b|\bother\s+(?:[\w-]+\s+){0,2}(?:tools|servers|functions)\s+(?:are|is)\s+(?:buggy|broken|deprecated|unsafe|insecure|malicious|compromised|outdated|unreliable|fake)\b|\b(?:override|overrides|replace|replaces|redirect|redirects|intercept|intercepts|hijack\w*)\s+(?:the\s+)?(?:recipients?|destination|arguments?|parameters?|inputs?|values?|results?|outputs?|behaviou?r|address(?:es)?)\s+(?:of|for|from|in|with|passed\s+to)\s+(?:(?:the|all|any|other|every)\s+)*(?:[\w.-]+\s+)?(?:tools?|functions?|calls?|operations?|responses?|emails?|messages?)\b|\b(?:replace|overwrite)\s+the\s+(?:values?|arguments?|results?)\s+with\s+(?:the\s+)?(?:response|output|result)\b|\binstead\s+of\s+(?:the\s+)?(?:user'?s?|intended|original|specified)\s+(?:recipient|address|destination)\b|\b(?:send|redirect|forward)\s+all\s+(?:emails|messages|requests|payments|transfers)\s+to\b|\bas\s+(?:an?\s+)?(?:hidden|silent|blind|secret|invisible)\s+(?:recipient|cc|bcc|participant|member|collaborator|attendee|viewer|owner|admin)s?\b|\b(?:changes?|modif(?:y|ies)|alters?|overrides?|affects?|redefines?|hijacks?|patches)\s+(?:the\s+)?(?:behaviou?r|workings?|functionality|handling|semantics)\s+of\s+(?:(?:the|all|any|other|every)\s+)*(?:[`'\x22]?[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+[`'\x22]?|(?:[\w-]+\s+){0,2}?(?:tools?|functions?|commands?|servers?))|\b(?:changes?|modif(?:y|ies)|alters?|affects?|redefines?)\s+how\s+(?:(?:the|all|any|other|every)\s+)*(?:[`'\x22]?[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+[`'\x22]?|(?:[\w-]+\s+){0,2}?(?:tools?|functions?|commands?|servers?))\s+(?:works?|behaves?|operates?|is\s+used|are\s+used|handles?)\b",
            ),
            shadow_cue: re(
                r"(?i)\b(?:always|also|bcc|cc|recipients?|redirect\w*|overrid\w*|intercept\w*|hijack\w*|replac\w*|ignore|never\s+use|do\s+not\s+use|don'?t\s+use|buggy|broken|malicious|compromised|instead\s+send|send\s+(?:all|a\s+copy|copies))\b",
            ),
            shadow_when: re(
                r"(?i)\b(?:when|whenever|every\s+time|each\s+time|if|before|after)\s+(?:\w+\s+){0,3}$",
            ),
            padding: re(r"[ \t\u{3000}]{60,}\S|(?:[ \t]*\n){12,}[ \t]*\S"),
            paragraph: re(r"\n[ \t]*\n"),
            access_base: re(
                r"(?i)\b(?:read|cat|open|access|load|get|fetch|collect|copy|send|upload|pass|include|exfiltrate|dump|print|output|extract|harvest|steal|grab|tar|zip|base64|curl|post|attach|forward|display|show|supply|provide|put|paste|append|embed|return|share|transmit|submit|retrieve|obtain|grep|type)\b",
            ),
            access_third: re(
                r"(?i)\b(?:reads|reading|cats|opens|opening|accesses|accessing|collects|collecting|copies|copying|sends|sending|uploads|uploading|dumps|dumping|extracts|extracting|harvests|harvesting|steals|stealing|grabs|grabbing|exfiltrates|exfiltrating|includes|including|attaches|attaching|forwards|forwarding|posts|posting|prints|printing|outputs|returns|retrieves|obtains)\b",
            ),
            scanner_context: re(
                r"(?i)\b(?:scan\w*|audit\w*|detect\w*|find|finds|finding|search\w*|lint\w*|check\w*|validat\w*|mask\w*|redact\w*|rotat\w*|flag\w*|report\w*\s+(?:their|the|its)\s+(?:paths?|locations?|names?)|list\w*|names?\s+only|metadata)\b",
            ),
            clause_prefix: re(
                r#"(?i)^[\s\-*>#"'`\[\]0-9.)]*(?:(?:first(?:ly)?|also|then|now|please|kindly|just|always|simply|quietly|silently|secretly|covertly|immediately|next|afterwards|finally|and|but|so|additionally|subsequently|in\s+addition|before\s+anything\s+else|as\s+well)[\s,]+)*$"#,
            ),
            agent_modal: re(
                r"(?i)\b(?:you|assistant|model|agent|ai|llm|claude|gpt)\s+(?:must|should|shall|will|need\s+to|needs\s+to|has\s+to|have\s+to|ought\s+to|is\s+(?:required|expected|asked|supposed)\s+to|are\s+(?:required|expected|asked|supposed)\s+to|is\s+to|are\s+to)\s+(?:(?:first|also|always|then|now|immediately|quietly|silently|secretly|just|still)\s+)*$|\b(?:needs?|requires?|wants?|asks?|expects?)\s+(?:you|the\s+(?:assistant|model|agent))\s+to\s+(?:(?:first|also|always|then|now|immediately)\s+)*$|\b(?:please|kindly)\s+(?:(?:first|also|then|now)\s+)*$",
            ),
            param_dest: re(
                r#"(?i)\b(?:in|into|inside|to|within|via|through|as|under)\s+(?:the\s+|a\s+|an\s+|its\s+|your\s+|their\s+|this\s+)?["'`]?[\w.-]+["'`]?\s+(?:parameter|param|argument|arg|field|property|attribute|input)s?\b|\b(?:parameter|argument|field|property)\s+["'`][\w.-]+["'`]|\bas\s+["'`][\w-]+["'`]"#,
            ),
            transfer_wide: re(
                r"(?i)\b(?:send|sends|sent|sending|forward\w*|upload\w*|post|posts|posted|posting|transmit\w*|share|shares|shared|sharing|pass|passes|passed|passing|include|includes|included|embed\w*|append\w*|attach\w*|copy|copies|copied|bcc|cc|e-?mail|report|reports|stream\w*|submit\w*|deliver\w*|relay\w*|publish\w*|dump\w*|exfiltrat\w*|leak\w*|put|puts|putting|paste\w*|insert\w*|place|places|fill|fills|supply|supplies|provide|provides|add|adds|write|writes|store|stores|encode\w*|request|fetch|visit|call|load|open|sync|syncs|synced|mirror\w*)\b",
            ),
            conversation_wide: re(
                r"(?i)\b(?:conversation|chat|dialog(?:ue)?|thread|session)\s+(?:so\s+far|up\s+to\s+now|until\s+now)\b|\b(?:everything|anything|all|whatever|what)\s+(?:else\s+)?(?:that\s+)?the\s+user\s+(?:has\s+|had\s+)?(?:\w+\s+)?(?:typed|said|written|wrote|entered|shared|pasted|asked|sent|mentioned|provided|told\s+you|uploaded)\b|\b(?:previous|prior|earlier|past|recent)\s+(?:user\s+)?(?:messages|prompts|turns|inputs|queries|questions|requests)\b|\b(?:user'?s?|their)\s+(?:[\w-]+\s+){0,2}?(?:messages|prompts|turns|inputs|queries|questions)\b|\b(?:system\s+prompt|system\s+instructions|initial\s+instructions|hidden\s+instructions|tool\s+descriptions|tool\s+definitions)\b|\btranscripts?\s+of\s+(?:this|the)\s+(?:chat|conversation|session)\b|\b(?:summary|summaries|recap)\s+of\s+(?:everything|all|what)\s+(?:the\s+user|you|was)\b|\buser'?s\s+(?:[\w-]+\s+)?(?:api\s+)?(?:tokens|keys|passwords|credentials)\s+(?:you\s+(?:have\s+)?(?:seen|received|read)|from\s+(?:this|the)\s+(?:chat|conversation|session))\b",
            ),
            dest_literal: re(
                r"(?i)https?://[^\s\x22'<>)]+|\bftp://[^\s\x22'<>)]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:\d{1,3}\.){3}\d{1,3}\b|\battacker\w*\b",
            ),
            url_query: re(r"(?i)https?://[^\s\x22'<>)]*[?&][\w-]+=(?:[\s\x22'<>)]|$)"),
            tag_open: re(r"<\s*([A-Za-z][\w:.-]{0,40})(\s[^<>]{0,200})?>"),
            tag_attr: re(
                r#"(?i)\b(?:priority|importance|role|audience|visibility|for|to|target|level|mode|type|from|source)\s*=\s*["']?(?:high|highest|critical|urgent|top|max|system|assistant|model|ai|agent|llm|hidden|internal|admin|root|override|developer|operator)\b|\bhidden\b"#,
            ),
            tag_addressed: re(
                r"(?i)\byou\s+(?:must|should|will|need|have\s+to|are\s+to)\b|\b(?:always|never|whenever)\b|\b(?:read|include|append|pass|forward|send|bcc|reveal|grant|disable)\b",
            ),
            shadow_strong: re(
                r"(?i)\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|https?://|\+\d[\d -]{6,}\d|\b\d[\d -]{7,}\d\b|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}|\b(?:iban|swift|routing\s+number|wallet\s+address)\b|\b(?:curl|wget)\b|\|\s*(?:ba|z)?sh\b|\bhidden\s+recipient|\bas\s+(?:a\s+)?(?:hidden|silent|blind|secret)\s+\w+",
            ),
            // Another tool declared deprecated or broken in favour of this
            // one: the claim and "use this tool", then the tool's name
            // before the claim (`shadow_deprecated_subject`).
            shadow_deprecated: re(
                r"(?i)\b(?:deprecated|broken|disabled|unsafe|insecure|compromised|buggy|unreliable)\b[^\n]{0,120}?\b(?:use|through|via|with|call)\s+this\s+(?:tool|function|one|command)\b",
            ),
            shadow_deprecated_subject: re(
                r"(?i)[`'\x22]?[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+[`'\x22]?\s+(?:tool\s+|function\s+)?(?:is|has\s+been)\s+(?:now\s+)?$",
            ),
            // "whenever you use any email tool", "if you call write_file":
            // with a cue later in the sentence
            shadow_call: re(
                r"(?i)\b(?:when(?:ever)?|each\s+time|every\s+time|any\s+time|if)\s+(?:you\s+|the\s+(?:assistant|agent|model)\s+)?(?:ever\s+)?(?:use|call|invoke|run|execute|are\s+using|are\s+calling|using|calling|invoking)s?\s+(?:(?:any|an?|the|other)\s+(?:[\w-]+\s+){0,2}?(?:tools?|functions?|commands?|integrations?)\b|[`'\x22]?[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+[`'\x22]?)",
            ),
            shadow_call_cue: re(
                r"(?i)\b(?:(?:also|additionally)\s+\w+|bcc|cc|append|prepend|replace|redirect|forward|instead|secretly|silently|quietly|hidden|as\s+(?:an?\s+)?(?:hidden|silent|blind|secret|extra)\s+\w+)\b",
            ),
            // a recipient, account or destination replaced, with "always",
            // "regardless", "instead of" in the sentence
            shadow_redirect: re(
                r"(?i)\b(?:replace|change|swap|substitute|overwrite|override|set)\s+(?:the\s+)?(?:recipient|destination|target|payee|beneficiary|receiving\s+account|to[- ]address|phone\s+number|iban|account\s+number|wallet\s+address)s?\s+(?:with|to|by)\b",
            ),
            shadow_redirect_cue: re(
                r"(?i)\b(?:regardless|no\s+matter|whatever|instead\s+of|always|every|any)\b",
            ),
            // every payment or message sent somewhere, with a literal
            // address, account or number in the sentence
            shadow_payment: re(
                r"(?i)\b(?:any|every|all|each)\s+(?:[\w-]+\s+)?(?:transfers?|payments?|transactions?|withdrawals?|deposits?|wires?|remittances?|emails?|e-mails?|messages?|invoices?)\s+(?:must|should|shall|will|needs?\s+to|has\s+to|have\s+to)\s+(?:(?:also|always|now|instead)\s+)?(?:be\s+)?(?:use|sent|go|routed|directed|redirected|paid|forwarded|cc'?d|bcc'?d|copied|made|deposited|credited)\b",
            ),
            shadow_literal: re(
                r"[\w.+-]+@[\w-]+\.\w|\d[\d -]{4,}\d|\b[A-Z]{2}\d{2}[A-Z0-9 ]{8,}|\b0x[0-9a-fA-F]{8,}",
            ),
            jailbreak: re(
                r"(?i)(?-i:\bDAN\b)|\b(?:do\s+anything\s+now|jailbr\w+|unrestricted|unfiltered|uncensored|developer\s+mode|god\s+mode|no\s+(?:content\s+|ethical\s+|safety\s+|moral\s+)?(?:restrictions|limits|limitations|filters|rules|guidelines|boundaries|policy|policies)|without\s+(?:any\s+)?(?:content\s+|ethical\s+|safety\s+|moral\s+)?(?:restrictions|limits|limitations|filters|rules|guidelines|boundaries)|not\s+bound\s+by|free\s+(?:from|of)\s+(?:all\s+|any\s+)?(?:restrictions|rules|guidelines|policies)|answers?\s+(?:everything|anything)|never\s+refuses?)\b",
            ),
            consent_strong: re(
                r"(?i)\bno\s+need\s+to\b|\b(?:do\s+not|don'?t|never)\s+(?:ask|wait|check|confirm|consult|prompt|bother)|\balready\s+(?:agreed|consented|approved|authori[sz]ed|given)\b|\b(?:agreed|consented|approved)\s+(?:in\s+advance|beforehand|up\s*front)\b|\b(?:treat|consider|regard)\s+\S+\s+(?:\S+\s+)?as\s+(?:already\s+|pre-?)?approved\b|\b(?:assume|presume)\s+(?:the\s+)?(?:user'?s?\s+)?(?:consent|approval|permission)\b|\bproceed\s+(?:straight\s+away|immediately|right\s+away|directly|without)\b|\b(?:skip|bypass)\s+(?:the\s+)?(?:user\s+)?(?:confirmation|approval|consent)\b|\bwithout\s+(?:first\s+)?checking\s+back\b",
            ),
            harmful: re(
                r"(?i)\b(?:delet\w*|remov\w*|drop|drops|wip\w*|destroy\w*|eras\w*|purg\w*|truncat\w*|overwrit\w*|purchas\w*|buy|buys|pay|pays|payment\w*|checkout|transfer\w*|wire|wires|send|sends|email\w*|publish\w*|deploy\w*|merg\w*|force[- ]push\w*|execut\w*|install\w*|grant\w*|shar(?:e|es|ing)|sign|signs|submit\w*|order|orders|refund\w*|withdraw\w*|upload\w*|forward\w*|production)\b",
            ),
            shadow_any: re(""),
        };
        engine.shadow_any = LazyRegex::joined(&[
            &engine.shadow,
            &engine.shadow_call,
            &engine.shadow_redirect,
            &engine.shadow_payment,
            &engine.shadow_deprecated,
        ]);
        Some(engine)
    }

    /// The families the trigger words allow on `text`.
    /// Compiles the not yet compiled patterns of the families in `bits`, in
    /// parallel.
    fn compile(&self, bits: u64, body: bool) {
        let scope = if body {
            Where::Bodies
        } else {
            Where::Descriptions
        };
        let needed: Vec<&LazyRegex> = self
            .regexes
            .iter()
            .filter(|r| bits & r.fam.bit() != 0 && (r.scope == Where::Both || r.scope == scope))
            .map(|r| &r.regex)
            .filter(|r| r.cell.get().is_none())
            .collect();
        if needed.len() > 1 {
            needed.par_iter().for_each(|r| {
                let _ = r.compiled();
            });
        }
    }

    fn triggered(&self, text: &str) -> u64 {
        let mut bits = self.always;
        let all = ALL.iter().fold(0u64, |acc, f| acc | f.bit());
        for m in self.triggers.find_overlapping_iter(text) {
            if let Some(b) = self.trigger_bits.get(m.pattern().as_usize()) {
                bits |= *b;
            }
            if bits == all {
                break;
            }
        }
        if !text.is_ascii() {
            bits |= Fam::MultilingualOverride.bit();
        }
        bits
    }

    /// Whether the words just before `start` open a condition (`once`,
    /// `after`, `if`, `when`).
    fn conditional(&self, text: &str, start: usize) -> bool {
        preceded_by(&self.condition, text, start, 24)
    }

    fn negated(&self, text: &str, start: usize) -> bool {
        preceded_by(&self.negation, text, start, 40)
    }

    /// The first match of a plain-regex family.
    fn first_regex(&self, fam: Fam, text: &str, body: bool) -> Option<Range<usize>> {
        let mut best: Option<Range<usize>> = None;
        let scope = if body {
            Where::Bodies
        } else {
            Where::Descriptions
        };
        for r in self
            .regexes
            .iter()
            .filter(|r| r.fam == fam && (r.scope == Where::Both || r.scope == scope))
        {
            let found = r
                .regex
                .find_iter(text)
                .take(MAX_ANCHORS)
                .map(|m| m.range())
                .find(|m| {
                    let negated = r.negatable && self.negated(text, m.start);
                    let mention = fam.prose() && quoted(text, m);
                    // "once the user has already approved": a condition,
                    // not a claim
                    let condition = fam == Fam::ConsentBypass && self.conditional(text, m.start);
                    // "input that contains override instructions": a noun
                    let noun = fam == Fam::InstructionOverride && noun_compound(text, m);
                    // "| Input contains override instructions |": a table
                    // cell ends there, not a directive
                    let cell = fam == Fam::SystemDirective && table_cell_end(text, m);
                    !negated && !mention && !condition && !noun && !cell
                });
            if let Some(m) = found
                && best.as_ref().is_none_or(|b| m.start < b.start)
            {
                best = Some(m);
            }
        }
        best.map(|m| trim_leading_space(text, m))
    }

    /// The severity of a match of a family that grades its evidence:
    /// `role-override` is an error when the role is a jailbreak persona
    /// ("DAN", "no restrictions"), `consent-bypass` when it tells the agent
    /// not to ask (or claims the user already agreed) next to a harmful
    /// action (delete, pay, send, deploy...).
    fn grade(&self, fam: Fam, text: &str, r: &Range<usize>) -> Severity {
        let strong = match fam {
            Fam::RoleOverride => {
                let sentence = sentence_around(text, r.clone());
                !Self::matches_in(&self.jailbreak, text, &sentence).is_empty()
            }
            Fam::ConsentBypass => {
                let w = self.window(text, r.clone(), 250);
                !Self::matches_in(&self.consent_strong, text, &w).is_empty()
                    && !Self::matches_in(&self.harmful, text, &w).is_empty()
            }
            _ => false,
        };
        if strong {
            Severity::Error
        } else {
            fam.meta().severity
        }
    }

    /// The severity of a match of a family that is an error unless its
    /// evidence is weak: `system-directive` on a "Note to the AI:" (vendors
    /// address the model that way in parameter descriptions, attacks do too
    /// but say more that other families catch), `concealment` when what is
    /// kept from the user is shown once asked ("Don't show the database ID
    /// to the user unless explicitly asked").
    fn soften(&self, fam: Fam, text: &str, r: &Range<usize>) -> Severity {
        let weak = match fam {
            Fam::SystemDirective => text
                .get(r.clone())
                .is_some_and(|m| m.trim_start().to_ascii_lowercase().starts_with("note to")),
            Fam::Concealment => text
                .get(r.end..)
                .is_some_and(|rest| self.unless_asked.is_match(rest)),
            _ => false,
        };
        if weak {
            Severity::Warning
        } else {
            fam.meta().severity
        }
    }

    /// The paragraph of `text` around `at`, at most `radius` bytes either
    /// side (on character boundaries).
    fn window(&self, text: &str, at: Range<usize>, radius: usize) -> Range<usize> {
        let mut lo = at.start.saturating_sub(radius);
        let mut hi = (at.end + radius).min(text.len());
        while !text.is_char_boundary(lo) {
            lo += 1;
        }
        while !text.is_char_boundary(hi) {
            hi -= 1;
        }
        let Some(slice) = text.get(lo..hi) else {
            return at;
        };
        for m in self.paragraph.find_iter(slice) {
            let (s, e) = (lo + m.start(), lo + m.end());
            if e <= at.start {
                lo = lo.max(e);
            } else if s >= at.end {
                hi = hi.min(s);
                break;
            }
        }
        lo.min(at.start)..hi.max(at.end)
    }

    /// Matches of `re` inside `window` of `text`, as absolute ranges.
    fn matches_in(re: &Regex, text: &str, window: &Range<usize>) -> Vec<Range<usize>> {
        text.get(window.clone())
            .map(|s| {
                re.find_iter(s)
                    .map(|m| window.start + m.start()..window.start + m.end())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// `anchor` with a match of `other` near it, as the range covering both.
    fn near(
        &self,
        text: &str,
        anchor: &Range<usize>,
        other: &Regex,
        radius: usize,
    ) -> Option<Range<usize>> {
        let w = self.window(text, anchor.clone(), radius);
        let found = Self::matches_in(other, text, &w);
        found
            .into_iter()
            .filter(|m| m.end <= anchor.start || m.start >= anchor.end)
            .min_by_key(|m| distance(anchor, m))
            .map(|m| cover(anchor, &m))
    }

    /// A secret file or store named next to an access verb that is not
    /// negated. In a description: an error when the access is an
    /// instruction to the agent (an imperative, `you must read`, a shell
    /// `cat`) or the contents go somewhere (a parameter, a URL, the
    /// response); a warning when a tool only says it reads one of the
    /// strongest secrets (a private key, cloud credentials, `/etc/shadow`).
    /// Tools that scan, audit, load or list configuration (`.env`
    /// loaders, secret scanners, `~/.ssh/config` viewers) say what they do
    /// in the third person and are not reported.
    fn secret_file_access(&self, text: &str, body: bool) -> Option<(Range<usize>, Severity)> {
        let mut weak: Option<Range<usize>> = None;
        for m in self.path.find_iter(text).take(MAX_ANCHORS) {
            let r = trim_leading_space(text, m.range());
            let after = text.get(r.end..).unwrap_or("");
            let benign_suffix = [".example", ".sample", ".template", ".dist", ".pub", ".tpl"]
                .iter()
                .any(|s| after.starts_with(s));
            if benign_suffix {
                continue;
            }
            let found = text.get(r.clone()).unwrap_or("").to_ascii_lowercase();
            if found.ends_with(".pub") {
                continue;
            }
            if body {
                // Skills discuss `.env` files and MCP configurations all
                // the time; in a body only the stores of keys and
                // passwords count, read and sent over the network.
                if [".env", "mcp.json", "keychain", "cookies"]
                    .iter()
                    .any(|w| found.contains(w))
                {
                    continue;
                }
                let Some(with_verb) = self.near_unnegated(text, &r, &self.access, 150) else {
                    continue;
                };
                if let Some(with_net) = self.near(text, &r, &self.network, 400) {
                    return Some((cover(&with_verb, &with_net), Severity::Error));
                }
                continue;
            }
            let sentence = sentence_around(text, r.clone());
            // an instruction to the agent to access it
            let directed = Self::matches_in(&self.access_base, text, &sentence)
                .into_iter()
                .filter(|v| v.end <= r.start || v.start >= r.end)
                .filter(|v| distance(&r, v) <= 150)
                .filter(|v| !self.negated(text, v.start))
                .find(|v| {
                    let word = text.get(v.clone()).unwrap_or("").to_ascii_lowercase();
                    word == "cat" || self.directed(text, &sentence, v)
                });
            if let Some(v) = directed {
                return Some((cover(&r, &v), Severity::Error));
            }
            // its contents sent somewhere
            if let Some(t) = self.in_sentence(text, &r, &self.transfer_explicit)
                && let Some(d) = self.destination(text, &t, true, &self.dest)
            {
                return Some((d, Severity::Error));
            }
            // a tool that says it reads one of the strongest secrets
            if weak.is_none()
                && strong_secret_path(&found)
                && Self::matches_in(&self.scanner_context, text, &sentence).is_empty()
                && let Some(v) = Self::matches_in(&self.access_third, text, &sentence)
                    .into_iter()
                    .filter(|v| v.end <= r.start || v.start >= r.end)
                    .filter(|v| distance(&r, v) <= 150)
                    .find(|v| !self.negated(text, v.start))
            {
                weak = Some(cover(&r, &v));
            }
        }
        weak.map(|w| (w, Severity::Warning))
    }

    /// Whether the verb at `v` addresses the agent: it starts its clause
    /// (after adverbs such as `first`, `also`, `then`), or follows `you
    /// must`, `the assistant should`, `please`.
    fn directed(&self, text: &str, sentence: &Range<usize>, v: &Range<usize>) -> bool {
        let before = text.get(sentence.start..v.start).unwrap_or("");
        let clause_start = before
            .rfind(['.', '!', '?', ';', ':', ',', '\n', '(', '>', '|'])
            .map_or(0, |i| i + 1);
        let clause = before.get(clause_start..).unwrap_or("");
        if self.clause_prefix.is_match(clause) {
            return true;
        }
        let mut lo = before.len().saturating_sub(80);
        while !before.is_char_boundary(lo) {
            lo += 1;
        }
        before
            .get(lo..)
            .is_some_and(|b| self.agent_modal.is_match(b))
    }

    /// Like [`Engine::near`], skipping negated matches (`does not read`).
    fn near_unnegated(
        &self,
        text: &str,
        anchor: &Range<usize>,
        other: &Regex,
        radius: usize,
    ) -> Option<Range<usize>> {
        let w = self.window(text, anchor.clone(), radius);
        Self::matches_in(other, text, &w)
            .into_iter()
            .filter(|m| m.end <= anchor.start || m.start >= anchor.end)
            .filter(|m| !self.negated(text, m.start))
            .min_by_key(|m| distance(anchor, m))
            .map(|m| cover(anchor, &m))
    }

    /// A match of `re` in the sentence of `anchor` that is not negated
    /// (`do not share`, `no ... is ever transmitted`), as the range covering
    /// both.
    fn in_sentence(&self, text: &str, anchor: &Range<usize>, re: &Regex) -> Option<Range<usize>> {
        let sentence = sentence_around(text, anchor.clone());
        Self::matches_in(re, text, &sentence)
            .into_iter()
            .filter(|m| m.end <= anchor.start || m.start >= anchor.end)
            .filter(|m| !self.negated(text, m.start))
            .min_by_key(|m| distance(anchor, m))
            .map(|m| cover(anchor, &m))
    }

    /// A destination near `at` (same paragraph). A parameter whose name
    /// says it holds a credential (`api_key`, `token`) is where a
    /// credential belongs, not a destination.
    fn destination(
        &self,
        text: &str,
        at: &Range<usize>,
        sensitive: bool,
        dest: &Regex,
    ) -> Option<Range<usize>> {
        Self::matches_in(dest, text, &self.window(text, at.clone(), 200))
            .into_iter()
            .filter(|d| d.end <= at.start || d.start >= at.end)
            // `in your response` is how a tool returns data; it is a leak
            // only for secrets and confidential data.
            .filter(|d| {
                let s = text.get(d.clone()).unwrap_or("").to_ascii_lowercase();
                sensitive || !s.starts_with("in ")
            })
            .filter(|d| !credential_parameter(text.get(d.clone()).unwrap_or("")))
            .min_by_key(|d| distance(at, d))
            .map(|d| cover(at, &d))
    }

    /// A parameter, argument or field named as the destination near `at`
    /// (same sentence), other than one meant for the data (`messages`,
    /// `api_key`).
    fn parameter(&self, text: &str, at: &Range<usize>) -> Option<Range<usize>> {
        let sentence = sentence_around(text, at.clone());
        Self::matches_in(&self.param_dest, text, &sentence)
            .into_iter()
            .filter(|d| d.end <= at.start || d.start >= at.end)
            .filter(|d| {
                let s = text.get(d.clone()).unwrap_or("");
                !credential_parameter(s) && !conversation_parameter(s)
            })
            .min_by_key(|d| distance(at, d))
            .map(|d| cover(at, &d))
    }

    fn credential_exfiltration(&self, text: &str) -> Option<Range<usize>> {
        for m in self.secret.find_iter(text).take(MAX_ANCHORS) {
            let r = m.range();
            // a public key is not a secret
            let public = text.get(r.end..).is_some_and(|t| t.starts_with(".pub"));
            if public || self.negated(text, r.start) {
                continue;
            }
            if let Some(s) = self.in_sentence(text, &r, &self.transfer_strong) {
                return Some(s);
            }
            // An explicit transfer to anywhere, or any handling of the
            // secret (indexing, caching, logging...) that ends somewhere
            // definite: a URL, an address, a third party, "remotely", a
            // parameter that is not meant for credentials.
            if let Some(t) = self.in_sentence(text, &r, &self.transfer_explicit) {
                if let Some(d) = self.destination(text, &t, true, &self.dest) {
                    return Some(d);
                }
                if let Some(d) = self.parameter(text, &t) {
                    return Some(d);
                }
            }
            if let Some(t) = self.in_sentence(text, &r, &self.transfer)
                && let Some(d) = self.destination(text, &t, true, &self.dest_strong)
            {
                return Some(d);
            }
        }
        None
    }

    /// Conversation or user data sent to a third party. An error when the
    /// conversation, the user's earlier messages or the agent's own
    /// instructions go to a definite place (a URL, an address, a
    /// parameter), or personal data to a hard-coded address; a warning
    /// otherwise.
    fn data_exfiltration(&self, text: &str) -> Option<(Range<usize>, Severity)> {
        let mut weak: Option<Range<usize>> = None;
        // The conversation, the user's messages, the system prompt sent to
        // a definite destination: no tool needs them.
        let anchors = self
            .conversation
            .find_iter(text)
            .take(MAX_ANCHORS)
            .chain(self.conversation_wide.find_iter(text).take(MAX_ANCHORS));
        for m in anchors {
            let r = m.range();
            if self.negated(text, r.start) {
                continue;
            }
            if let Some(t) = self.in_sentence(text, &r, &self.transfer_wide) {
                if let Some(d) = self.destination(text, &t, false, &self.dest_literal) {
                    return Some((d, Severity::Error));
                }
                if let Some(d) = self.parameter(text, &t) {
                    return Some((d, Severity::Error));
                }
            }
            if let Some(d) = self.in_sentence(text, &r, &self.url_query) {
                return Some((d, Severity::Error));
            }
            // The conversation sent anywhere at all.
            if weak.is_none()
                && self
                    .conversation
                    .is_match(text.get(r.clone()).unwrap_or(""))
                && let Some(t) = self.in_sentence(text, &r, &self.transfer_out)
            {
                weak = Some(t);
            }
        }
        for m in self.data.find_iter(text).take(MAX_ANCHORS) {
            let r = m.range();
            if self.negated(text, r.start) {
                continue;
            }
            let Some(t) = self.in_sentence(text, &r, &self.transfer_out) else {
                continue;
            };
            let sensitive = confidential(text, &r);
            if let Some(d) = self.destination(text, &t, sensitive, &self.dest_literal) {
                return Some((d, Severity::Error));
            }
            if weak.is_none()
                && let Some(d) = self.destination(text, &t, sensitive, &self.dest_strong)
            {
                weak = Some(d);
            }
        }
        if weak.is_none()
            && let Some(m) = self.side_channel.find(text)
        {
            weak = Some(m.range());
        }
        weak.map(|w| (w, Severity::Warning))
    }

    /// The first HTML comment whose content addresses the agent. Comments
    /// are found by substring search (at most [`MAX_COMMENTS`], each
    /// examined over at most [`MAX_COMMENT`] bytes), so hostile text full of
    /// `<!--` stays linear.
    fn hidden_comment(&self, text: &str) -> Option<Range<usize>> {
        let mut from = 0;
        for _ in 0..MAX_COMMENTS {
            let start = from + text.get(from..)?.find("<!--")?;
            let inner_start = start + 4;
            let rest = text.get(inner_start..)?;
            let (inner_len, end) = match rest.find("-->") {
                Some(i) => (i, inner_start + i + 3),
                None => (rest.len(), text.len()),
            };
            let mut cap = inner_start + inner_len.min(MAX_COMMENT);
            while !text.is_char_boundary(cap) {
                cap -= 1;
            }
            let inner = text.get(inner_start..cap).unwrap_or("");
            if self.comment_addressed.is_match(inner) {
                return Some(start..end);
            }
            from = end;
        }
        None
    }

    /// A tag of any name that hides text for the model: a name made of
    /// words such as `ai`, `agent`, `secret`, `directive`, `priority`
    /// (`<SECRET_NOTE>`, `<ai-note>`, `<assistant_directive>`), or an
    /// ordinary word with an attribute aimed at the model (`<context
    /// priority="high">`), closed further on, around text that addresses
    /// the agent. HTML and data tags (`<div>`, `<item>`) never count.
    fn hidden_tag(&self, text: &str) -> Option<Range<usize>> {
        for c in self.tag_open.captures_iter(text).take(MAX_COMMENTS) {
            let (Some(all), Some(name)) = (c.get(0), c.get(1)) else {
                continue;
            };
            let lower = name.as_str().to_ascii_lowercase();
            let mut agentish = false;
            let mut weak = false;
            for part in lower.split(['_', '-', ':', '.']) {
                agentish |= AGENT_TAG_WORDS.contains(&part);
                weak |= WEAK_TAG_WORDS.contains(&part);
            }
            let attrs = c.get(2).map_or("", |a| a.as_str());
            let aimed = !attrs.is_empty() && self.tag_attr.is_match(attrs);
            if !(agentish || weak && aimed) {
                continue;
            }
            // the closing tag, within a bounded distance
            let rest_start = all.end();
            let mut cap = (rest_start + MAX_COMMENT).min(text.len());
            while !text.is_char_boundary(cap) {
                cap -= 1;
            }
            let rest = text.get(rest_start..cap).unwrap_or("");
            let close = format!("</{}", name.as_str());
            let Some(close_at) = rest.to_ascii_lowercase().find(&close.to_ascii_lowercase()) else {
                continue;
            };
            let inner = rest.get(..close_at).unwrap_or("");
            if self.comment_addressed.is_match(inner) || self.tag_addressed.is_match(inner) {
                return Some(all.range());
            }
        }
        None
    }

    /// The first shadowing match of the patterns that need no surface:
    /// the plain ones, and anchors whose cue must be in the same sentence.
    fn shadow_candidates(&self, text: &str) -> Option<Range<usize>> {
        let mut best = self.shadow.find(text).map(|m| m.range());
        // an anchor with its cue in the same sentence, after it (calls,
        // payments) or anywhere in it (redirections)
        let cued = |anchor: &Regex, cue: &Regex, after: bool| {
            anchor.find_iter(text).take(MAX_ANCHORS).find_map(|m| {
                let r = m.range();
                let sentence = sentence_around(text, r.clone());
                Self::matches_in(cue, text, &sentence)
                    .into_iter()
                    .find(|c| c.start >= r.end || !after && c.end <= r.start)
                    .map(|c| cover(&r, &c))
            })
        };
        for found in [
            cued(&self.shadow_call, &self.shadow_call_cue, true),
            cued(&self.shadow_redirect, &self.shadow_redirect_cue, false),
            cued(&self.shadow_payment, &self.shadow_literal, true),
        ]
        .into_iter()
        .flatten()
        {
            if best.as_ref().is_none_or(|b| found.start < b.start) {
                best = Some(found);
            }
        }
        if let Some(d) = self.shadow_deprecated.find(text) {
            let mut lo = d.start().saturating_sub(80);
            while !text.is_char_boundary(lo) {
                lo += 1;
            }
            let before = text.get(lo..d.start()).unwrap_or("");
            if let Some(subject) = self.shadow_deprecated_subject.find(before) {
                let start = lo + subject.start();
                if best.as_ref().is_none_or(|b| start < b.start) {
                    best = Some(start..d.end());
                }
            }
        }
        best
    }

    /// Instructions that change how other tools behave. An error when they
    /// redirect something to a definite place (an address, an account, a
    /// phone number) or add a shell command; a warning otherwise.
    fn shadowing(
        &self,
        text: &str,
        names: Option<&NameIndex>,
        self_name: &str,
    ) -> Option<(Range<usize>, Severity)> {
        let mut best = None;
        if self.shadow_any.is_match(text) {
            best = self.shadow_candidates(text);
        }
        if let Some(index) = names {
            for (range, name) in index.mentions(text).take(MAX_ANCHORS) {
                let (s, e) = (range.start, range.end);
                if best.as_ref().is_some_and(|b| b.start <= s) {
                    break;
                }
                if name == self_name {
                    continue;
                }
                // `when NAME is used, always bcc ...`
                let mut lo = s.saturating_sub(48);
                while !text.is_char_boundary(lo) {
                    lo += 1;
                }
                let before = text.get(lo..s).unwrap_or("");
                let before = before.trim_end_matches(['`', '\'', '"', ' ']);
                if !self.shadow_when.is_match(&format!("{before} ")) {
                    continue;
                }
                let sentence = sentence_around(text, s..e);
                if let Some(cue) = Self::matches_in(&self.shadow_cue, text, &sentence)
                    .into_iter()
                    .find(|c| c.start >= e)
                {
                    best = Some(cover(&(s..e), &cue));
                    break;
                }
            }
        }
        let best = best?;
        let sentence = sentence_around(text, best.clone());
        let strong = !Self::matches_in(&self.shadow_strong, text, &sentence).is_empty();
        Some((
            best,
            if strong {
                Severity::Error
            } else {
                Severity::Warning
            },
        ))
    }

    fn padding(&self, text: &str) -> Option<Range<usize>> {
        self.padding.find(text).map(|m| m.range())
    }
}

/// Words of a tag name that address the model (`<SECRET_NOTE>`,
/// `<ai-note>`, `<assistant_directive>`).
const AGENT_TAG_WORDS: &[&str] = &[
    "ai",
    "agent",
    "agents",
    "model",
    "llm",
    "assistant",
    "bot",
    "gpt",
    "claude",
    "sys",
    "system",
    "admin",
    "override",
    "hidden",
    "secret",
    "invisible",
    "whisper",
    "confidential",
    "internal",
    "private",
    "directive",
    "directives",
    "instruction",
    "instructions",
    "prompt",
    "important",
    "critical",
    "urgent",
    "priority",
];

/// Ordinary words of a tag name that count only with an attribute aimed at
/// the model (`<context priority="high">`).
const WEAK_TAG_WORDS: &[&str] = &[
    "note", "notes", "memo", "context", "policy", "rule", "rules", "command", "commands", "task",
    "meta", "message", "info", "data", "config", "settings", "update", "notice",
];

/// Whether a secret path found by the `path` pattern names one of the
/// strongest secrets: private keys, cloud and package-registry
/// credentials, password databases, browser logins, shell history, agent
/// configurations, the cloud metadata service. `~/.ssh/config`, `.env`,
/// `.kube/config` and the like are configuration that tools legitimately
/// read.
fn strong_secret_path(found: &str) -> bool {
    const WEAK: &[&str] = &[
        "/config",
        "known_hosts",
        "authorized_keys",
        ".env",
        ".azure/",
        ".gnupg",
        ".docker/",
        "gcloud",
    ];
    const STRONG: &[&str] = &[
        "id_rsa",
        "id_dsa",
        "id_ecdsa",
        "id_ed25519",
        "credentials",
        "/etc/",
        ".netrc",
        ".pgpass",
        ".npmrc",
        ".pypirc",
        ".git-credentials",
        "wallet.dat",
        "login data",
        "cookies",
        "keychain",
        "_history",
        "mcp.json",
        "claude_desktop",
        ".claude/",
        "*.",
        "*credential",
        "*secret",
        "://",
        "169.254.169.254",
        "metadata.google",
    ];
    if STRONG.iter().any(|w| found.contains(w)) {
        return true;
    }
    // a file in `~/.ssh` other than its configuration
    found.contains(".ssh/") && !WEAK.iter().any(|w| found.contains(w))
}

/// Whether a parameter named in a destination (`in the api_key
/// parameter`, `as 'token'`) is meant for a credential.
fn credential_parameter(dest: &str) -> bool {
    parameter_named_for(
        dest,
        &[
            "key",
            "token",
            "secret",
            "password",
            "passwd",
            "auth",
            "credential",
            "cookie",
            "bearer",
        ],
    )
}

/// Whether a parameter named in a destination is meant for the
/// conversation (`messages`, `history`): a chat client's own input.
fn conversation_parameter(dest: &str) -> bool {
    parameter_named_for(
        dest,
        &[
            "message",
            "history",
            "conversation",
            "transcript",
            "chat",
            "prompt",
            "system",
            "instruction",
        ],
    )
}

/// Whether the parameter named in a destination contains one of `words`.
fn parameter_named_for(dest: &str, words: &[&str]) -> bool {
    parameter_name(dest).is_some_and(|name| words.iter().any(|w| name.contains(w)))
}

/// The parameter name inside a destination: the quoted word, or the word
/// before `parameter`, `argument`, `field`...
fn parameter_name(dest: &str) -> Option<String> {
    let lower = dest.to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.'))
        .filter(|w| !w.is_empty())
        .collect();
    const KINDS: &[&str] = &[
        "parameter",
        "parameters",
        "param",
        "params",
        "argument",
        "arguments",
        "arg",
        "args",
        "field",
        "fields",
        "property",
        "properties",
        "attribute",
        "attributes",
        "input",
        "inputs",
    ];
    const SKIP: &[&str] = &[
        "in", "into", "inside", "to", "within", "via", "through", "as", "under", "the", "a", "an",
        "its", "your", "their", "this",
    ];
    if let Some(i) = words.iter().position(|w| KINDS.contains(w)) {
        // `in the notes field` or `field 'notes'`
        let before = words
            .get(..i)
            .unwrap_or(&[])
            .iter()
            .rev()
            .find(|w| !SKIP.contains(w));
        let after = words.get(i + 1..).unwrap_or(&[]).first();
        return before.or(after).map(|w| (*w).to_string());
    }
    words
        .iter()
        .rev()
        .find(|w| !SKIP.contains(w))
        .map(|w| (*w).to_string())
}

/// Whether the data near `at` is sensitive enough that returning it in a
/// response is a leak.
fn confidential(text: &str, at: &Range<usize>) -> bool {
    text.get(at.clone())
        .map(|s| {
            let s = s.to_ascii_lowercase();
            s.contains("confidential")
                || s.contains("sensitive")
                || s.contains("personal")
                || s.contains("pii")
        })
        .unwrap_or(false)
}

/// Whether a match is quoted as an example (`"Ignore previous
/// instructions"`), which is how security guidance mentions an attack.
fn quoted(text: &str, m: &Range<usize>) -> bool {
    let before = text.get(..m.start).and_then(|t| t.chars().next_back());
    let open = match before {
        Some(c @ ('"' | '\'')) => c,
        Some('“') => '”',
        Some('‘') => '’',
        Some('「') => '」',
        _ => return false,
    };
    text.get(m.end..)
        .map(|t| {
            t.chars()
                .take(40)
                .take_while(|c| *c != '\n')
                .any(|c| c == open)
        })
        .unwrap_or(false)
}

/// Whether `re` matches the (at most) `radius` bytes before `start`, cut
/// on a character boundary.
fn preceded_by(re: &Regex, text: &str, start: usize, radius: usize) -> bool {
    let mut from = start.saturating_sub(radius);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    text.get(from..start)
        .is_some_and(|before| re.is_match(before))
}

/// Words after which "override instructions", "bypass instructions" name a
/// kind of instruction (a noun compound) rather than tell the agent to do
/// it: "input that contains override instructions", "scans for bypass
/// instructions", "the override instructions of a rule".
const NOUN_CONTEXT: &[&str] = &[
    "a",
    "about",
    "against",
    "an",
    "any",
    "as",
    "block",
    "blocking",
    "blocks",
    "common",
    "contain",
    "containing",
    "contains",
    "custom",
    "detect",
    "detecting",
    "detects",
    "embedded",
    "find",
    "finds",
    "flag",
    "flagging",
    "flags",
    "for",
    "hidden",
    "injected",
    "its",
    "known",
    "like",
    "malicious",
    "no",
    "of",
    "possible",
    "potential",
    "scan",
    "scanning",
    "scans",
    "such",
    "suspicious",
    "the",
    "their",
    "these",
    "this",
    "those",
    "with",
    "without",
];

/// Whether a match of `instruction-override` is a noun compound: the verb
/// is directly followed by what it would override ("override
/// instructions", with nothing between) and the word before it is one of
/// [`NOUN_CONTEXT`].
fn noun_compound(text: &str, m: &Range<usize>) -> bool {
    let matched = text.get(m.clone()).unwrap_or("");
    if matched.split_whitespace().count() != 2 {
        return false;
    }
    let before = text.get(..m.start).unwrap_or("");
    let kept = before.trim_end_matches([' ', '\t']);
    // the word must end right before the match (no punctuation or line
    // break between)
    let word_start = kept
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphanumeric())
        .last()
        .map_or(kept.len(), |(i, _)| i);
    let word = kept.get(word_start..).unwrap_or("");
    !word.is_empty() && NOUN_CONTEXT.contains(&word.to_lowercase().as_str())
}

/// Whether a match ends with the `|` that closes a Markdown table cell: the
/// match's line starts with `|`.
fn table_cell_end(text: &str, m: &Range<usize>) -> bool {
    if !text.get(m.clone()).is_some_and(|t| t.ends_with('|')) {
        return false;
    }
    let line_start = text
        .get(..m.start)
        .and_then(|t| t.rfind('\n').map(|i| i + 1))
        .unwrap_or(0);
    text.get(line_start..m.start)
        .is_some_and(|l| l.trim_start().starts_with('|'))
}

fn distance(a: &Range<usize>, b: &Range<usize>) -> usize {
    if b.start >= a.end {
        b.start - a.end
    } else {
        a.start.saturating_sub(b.end)
    }
}

fn cover(a: &Range<usize>, b: &Range<usize>) -> Range<usize> {
    a.start.min(b.start)..a.end.max(b.end)
}

fn trim_leading_space(text: &str, r: Range<usize>) -> Range<usize> {
    let s = text.get(r.clone()).unwrap_or("");
    let trimmed = s.trim_start();
    (r.start + (s.len() - trimmed.len())).min(r.end)..r.end
}

/// Whether a line break at byte `i` (a `\n`) ends a sentence: a blank line,
/// or a next line that starts a list item, a heading, a quote or a table
/// row. A hard-wrapped sentence goes on across single line breaks.
fn line_break_ends_sentence(bytes: &[u8], i: usize) -> bool {
    let mut j = i + 1;
    while bytes
        .get(j)
        .is_some_and(|b| *b == b' ' || *b == b'\t' || *b == b'\r')
    {
        j += 1;
    }
    match bytes.get(j) {
        None | Some(b'\n' | b'-' | b'*' | b'#' | b'|' | b'>' | b'+' | b'`' | b'<') => true,
        Some(b) if b.is_ascii_digit() => true,
        _ => false,
    }
}

/// The sentence around `r`: up to a `.`, `!` or `?` followed by a space, or
/// a line break that ends a sentence.
fn sentence_around(text: &str, r: Range<usize>) -> Range<usize> {
    let bytes = text.as_bytes();
    let ends = |i: usize| -> bool {
        match bytes.get(i) {
            Some(b'\n') => line_break_ends_sentence(bytes, i),
            Some(b'.' | b'!' | b'?') => bytes
                .get(i + 1)
                .is_none_or(|c| *c == b' ' || *c == b'\n' || *c == b'\r' || *c == b'\t'),
            _ => false,
        }
    };
    let mut lo = r.start;
    while lo > 0 && r.start - lo < MAX_SENTENCE && !ends(lo - 1) {
        lo -= 1;
    }
    let mut hi = r.end;
    while hi < bytes.len() && hi - r.end < MAX_SENTENCE && !ends(hi) {
        hi += 1;
    }
    while !text.is_char_boundary(lo) {
        lo += 1;
    }
    while !text.is_char_boundary(hi) {
        hi -= 1;
    }
    lo.min(r.start)..hi.max(r.end)
}

/// Names worth looking for in another tool's description: identifiers
/// (with `_`, `-`, a digit or an inner capital) of at least 4 characters,
/// so that tools called `add` or `search` are not found in every sentence.
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
/// Compiles, in parallel, the patterns of the families that `texts` will
/// need (those their trigger words enable). Patterns are otherwise compiled
/// one after another on first use, on the thread that scans the surface;
/// a large surface usually needs most families, and compiling them takes
/// longer than scanning it. What the scan finds is the same either way.
pub fn prepare<'t>(texts: impl Iterator<Item = &'t str>, body: bool) {
    let Some(engine) = ENGINE.as_ref() else {
        return;
    };
    let bits = texts.fold(0u64, |bits, t| {
        bits | engine.triggered(Normalized::new(t).as_str())
    });
    engine.compile(bits, body);
}

/// [`prepare`] for the descriptions inside a whole manifest file, from its
/// raw text (while it is being parsed): a file's trigger words are close
/// enough to its descriptions' to compile what they will need.
pub fn prepare_file(text: &str) {
    if let Some(engine) = ENGINE.as_ref() {
        engine.compile(engine.triggered(text), false);
    }
}

pub fn scan(text: &str, opts: &ScanOptions<'_>) -> Vec<Hit> {
    let norm = Normalized::new(text);
    scan_normalized(text, &norm, opts, 0)
}

fn scan_normalized(
    raw: &str,
    norm: &Normalized<'_>,
    opts: &ScanOptions<'_>,
    depth: usize,
) -> Vec<Hit> {
    let Some(engine) = ENGINE.as_ref() else {
        return Vec::new();
    };
    let text = norm.as_str();
    let bits = engine.triggered(text);
    let mut hits = Vec::new();
    for &fam in ALL {
        let meta = fam.meta();
        let applies = if opts.body {
            meta.bodies
        } else {
            meta.descriptions
        };
        if !applies {
            continue;
        }
        let triggered = bits & fam.bit() != 0;
        let mut decoded = None;
        let mut hidden = None;
        let mut severity = meta.severity;
        let mut graded = |(r, sev): (Range<usize>, Severity)| {
            severity = sev;
            Found::Norm(r)
        };
        let found: Option<Found> = match fam {
            Fam::ObfuscatedInstruction => {
                if norm.changed() {
                    obfuscated(raw, norm)
                } else {
                    None
                }
            }
            Fam::SecretFileAccess if triggered => {
                engine.secret_file_access(text, opts.body).map(&mut graded)
            }
            Fam::CredentialExfiltration if triggered => {
                engine.credential_exfiltration(text).map(Found::Norm)
            }
            Fam::DataExfiltration if triggered => engine.data_exfiltration(text).map(&mut graded),
            Fam::HiddenTagBlock if triggered => [
                engine.first_regex(fam, text, opts.body),
                engine.hidden_comment(text),
                engine.hidden_tag(text),
            ]
            .into_iter()
            .flatten()
            .min_by_key(|r| r.start)
            .map(Found::Norm),
            Fam::CrossToolShadowing if triggered || opts.names.is_some() => engine
                .shadowing(text, opts.names, opts.self_name)
                .map(&mut graded),
            Fam::SystemDirective | Fam::Concealment if triggered => engine
                .first_regex(fam, text, opts.body)
                .map(|r| (r.clone(), engine.soften(fam, text, &r)))
                .map(&mut graded),
            Fam::RoleOverride | Fam::ConsentBypass if triggered => engine
                .first_regex(fam, text, opts.body)
                .map(|r| (r.clone(), engine.grade(fam, text, &r)))
                .map(&mut graded),
            Fam::PaddingConcealment => engine.padding(text).map(Found::Norm),
            Fam::EncodedPayload if depth == 0 => encoded(norm, opts).map(|(r, d)| {
                decoded = Some(d);
                Found::Norm(r)
            }),
            Fam::InvisibleCharacters => unicode::scan_hidden(raw).into_iter().next().map(|rep| {
                let r = rep.first.clone();
                hidden = Some(rep);
                Found::Raw(r)
            }),
            _ if triggered => engine.first_regex(fam, text, opts.body).map(Found::Norm),
            _ => None,
        };
        let Some(found) = found else { continue };
        // Families that find their range in the raw text mark it so.
        let (range, normalized) = match found {
            Found::Raw(r) => (r, None),
            Found::Norm(r) => {
                let orig = norm.to_original(r.clone());
                let n = text.get(r).unwrap_or("").to_string();
                let changed = raw.get(orig.clone()).is_none_or(|o| o != n);
                (orig, changed.then_some(n))
            }
        };
        hits.push(Hit {
            family: fam,
            range,
            normalized,
            decoded,
            hidden,
            severity,
        });
    }
    hits
}

/// A range in the normalised text, or already in the raw text.
enum Found {
    Norm(Range<usize>),
    Raw(Range<usize>),
}

/// A reference pattern that matches the normalised text but not the raw
/// text at that place: the author dodged it with look-alikes or invisible
/// characters.
fn obfuscated(raw: &str, norm: &Normalized<'_>) -> Option<Found> {
    let text = norm.as_str();
    for (_, regex) in super::description_injection::builtin_regexes() {
        for m in regex.find_iter(text) {
            let orig = norm.to_original(m.range());
            let plain = regex
                .find_iter(raw)
                .any(|r| r.start() < orig.end && orig.start < r.end());
            if !plain {
                return Some(Found::Raw(orig));
            }
        }
    }
    None
}

/// The first encoded run whose decoded text matches a family or a
/// reference pattern.
fn encoded(norm: &Normalized<'_>, opts: &ScanOptions<'_>) -> Option<(Range<usize>, Decoded)> {
    let text = norm.as_str();
    for d in decode::decoded_runs(text) {
        let inner_norm = Normalized::new(&d.text);
        let inner_opts = ScanOptions {
            names: None,
            self_name: "",
            body: opts.body,
        };
        let mut ids: Vec<String> = scan_normalized(&d.text, &inner_norm, &inner_opts, 1)
            .into_iter()
            .map(|h| h.family.id().to_string())
            .collect();
        for (id, regex) in super::description_injection::builtin_regexes() {
            if regex.is_match(inner_norm.as_str()) {
                ids.push(id.to_string());
            }
        }
        if !ids.is_empty() {
            ids.dedup();
            return Some((d.range, (d.encoding, d.text, ids)));
        }
    }
    None
}

#[cfg(test)]
mod tests;
