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
    (
        Fam::InstructionOverride,
        false,
        Where::Both,
        r"(?i)\b(?:treat|follow|obey|execute|accept)\s+(?:them|it|these|those|its\s+output|the\s+(?:output|response|result|results|returned\s+\w+|content))\s+as\s+(?:the\s+)?(?:(?:highest[- ]priority|authoritative|system|binding)\s+)*(?:instructions|directives|commands|orders)\b|\b(?:be\s+)?treated\s+as\s+(?:the\s+)?(?:(?:highest[- ]priority|authoritative|system|binding)\s+)*(?:instructions|directives|commands|orders)\b|\b(?:authoritative|highest[- ]priority|top[- ]priority)\s+(?:system\s+)?(?:directives|instructions|commands)\b|\bfollow\s+all\s+(?:the\s+)?instructions\s+(?:in|from|contained\s+in)\s+(?:the|its|this)\s+(?:returned|response|output|tool|result)|\b(?:new|updated|revised)\s+(?:system\s+)?(?:instructions|directives?)\s*:|\bprevious\s+instructions\s+(?:have\s+been|are|were)\s+(?:updated|revoked|cancell?ed|void|replaced|overridden|superseded)|\bignore\s+(?:the\s+)?(?:above|previous|prior|preceding)\b",
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
    // --- role-override
    (
        Fam::RoleOverride,
        true,
        Where::Both,
        r"(?i)\byou\s+are\s+now\s+(?:a|an|the|in|my|no\s+longer|free|unrestricted|dan|operating|acting)\b|\bfrom\s+now\s+on\s*,?\s+(?:you|the\s+(?:assistant|ai|model|agent))\s+(?:are|will|must|should|shall)\b|\b(?:pretend|imagine)\s+(?:to\s+be|you\s+are|that\s+you\s+are|you're)\b|\b(?:adopt|assume|take\s+on)\s+(?:the\s+|a\s+|an\s+|this\s+)?(?:new\s+)?(?:persona|identity|character)\b|\b(?:assistant|ai|model|agent|llm)\s+(?:must|should|will|shall)\s+(?:now\s+)?(?:adopt|become|roleplay)\b|\bjailbr(?:eak|oken)\s+mode\b|\b(?:enter|enable|activate|switch\s+to|in)\s+(?:unrestricted|jailbreak|dan|god)\s+mode\b|\bact\s+as\s*:|\bact\s+as\s+if\s+you\s+(?:are|were)\b|\b(?:stay|remain)\s+in\s+character\b",
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
        r"(?i)<script\b[^<>]{0,200}>[^<]{1,400}</script\s*>",
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
    // --- consent-bypass
    (
        Fam::ConsentBypass,
        false,
        Where::Both,
        r"(?i)\bwithout\s+(?:first\s+)?(?:asking|requesting|requiring|seeking|getting|obtaining|waiting\s+for|prompting|needing|any)?\s*(?:for\s+)?(?:the\s+|any\s+|explicit\s+|prior\s+|their\s+)?(?:user'?s?\s+|human\s+|operator\s+)?(?:permission|confirmation|approval|consent)\b|\bwithout\s+(?:first\s+)?(?:asking|consulting|checking\s+with|prompting|notifying)\s+(?:the\s+)?(?:user|human|operator)s?\b|\bno\s+need\s+to\s+(?:ask|confirm|check\s+with|consult|wait\s+for|request|obtain)\b|\b(?:do\s+not|don'?t|never|no)\s+(?:need\s+to\s+)?(?:ask|request|prompt|wait|check)\w*\s+(?:the\s+user\s+|the\s+human\s+)?(?:for\s+)?(?:(?:the\s+)?(?:user'?s?|human|explicit)\s+)?(?:permission|confirmation|approval|consent)\b|\b(?:skip|skips|skipping|bypass|bypasses|disable|disables)\s+(?:the\s+|any\s+|all\s+)?(?:user\s+)?(?:confirmation|approval|consent|permission)(?:\s+(?:step|prompt|dialog|check)s?)?\b|\b(?:auto[- ]?approve\w*|pre[- ]?approved)\b|\bno\s+user\s+(?:action|interaction|input|confirmation)\s+(?:is\s+)?(?:needed|required|necessary)\b",
    ),
    // --- forced-ordering
    (
        Fam::ForcedOrdering,
        true,
        Where::Both,
        r"(?i)\bbefore\s+(?:using|calling|invoking|running|executing|trying|selecting)?\s*(?:any|all|every)\s+(?:of\s+the\s+)?(?:other\s+)?(?:tools?|functions?|commands?|actions?|requests?|operations?)\b|\bbefore\s+(?:doing\s+)?(?:anything|everything)(?:\s+else)?\b|\bbefore\s+(?:responding|answering|replying)(?:\s+(?:to\s+)?(?:the\s+user|anything|any\s+\w+))?\s*(?:[.,;:!)]|$)|\bbefore\s+(?:asking\s+(?:any\s+)?(?:clarifying\s+)?questions|providing\s+any|proceeding\s+with\s+any|handling\s+any)\b|\b(?:must|should|needs?\s+to|has\s+to)\s+(?:always\s+)?be\s+(?:called|invoked|run|used|executed|consulted)\s+(?:first\b|before\s+(?:any|all|every|anything))|\b(?:call|use|invoke|run|consult|execute)\s+this\s+(?:tool|function|command)\s+(?:immediately\s+)?(?:as\s+the\s+(?:very\s+)?first\s+step|at\s+the\s+(?:start|beginning)\s+of\s+(?:every|each|any)|before\s+(?:any|all|every|anything|responding|answering|doing))\b|\bbefore\s+(?:execut|call|invok|run|using|perform)\w*\s+[^.,]{1,40}?\b(?:operation|tool|function|command)s?\s*,\s*(?:first\s+)?(?:execute|call|invoke|run|use)\s+this\s+(?:tool|function)\b",
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
    (Fam::ForcedOrdering, &["before", "first"]),
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
}

impl Engine {
    /// The helper patterns by name (for the test that compiles them all).
    #[cfg(test)]
    fn helpers(&self) -> Vec<(&'static str, &LazyRegex)> {
        vec![
            ("negation", &self.negation),
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
        for (fam, negatable, scope, src) in REGEXES {
            let src = if *fam == Fam::MultilingualOverride {
                normalize_pattern(src)
            } else {
                (*src).to_string()
            };
            regexes.push(FamRegex {
                fam: *fam,
                regex: re(&src),
                negatable: *negatable,
                scope: *scope,
            });
        }
        Some(Engine {
            triggers,
            trigger_bits,
            always,
            regexes,
            negation: re(
                r"(?i)\b(?:not|never|n't|no|without|nor|cannot|refuse\s+to)\s+(?:\w+\s+){0,2}$",
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
                r"(?i)\b(?:conversation|chat|dialog(?:ue)?|session)s?[ -](?:history|histories|context|logs?|content|transcripts?|metadata|data|messages)\b|\b(?:full|complete|entire|whole)\s+(?:conversation|chat|context|history|transcript)\b|\buser\s+(?:messages|data|inputs?|queries|prompts|conversations?|profiles?|information|details|files|documents)\b|\b(?:clipboard|keystrokes?|browsing\s+history|location\s+history|contacts|address\s+book|meeting\s+details|calendar\s+events|pii|personal\s+(?:data|information|details)|social\s+security(?:\s+numbers?)?|credit\s+cards?|account\s+(?:numbers?|balances?)|mac\s+address(?:es)?|hostnames?|running\s+processes|machine\s+fingerprint|file\s+contents|source\s+(?:code|files)|all\s+(?:files|data|emails|messages|results|documents)|everything|confidential\s+\w+|sensitive\s+(?:data|information|files|documents)|customer'?s?\s+(?:data|account|balance|details|information)|phi|medical\s+records|company\s+(?:data|information))\b|\b(?:the|a\s+copy\s+of\s+the|its|their)\s+(?:result|results|output|response|contents?)\b",
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
                r"(?i)\bwhen(?:ever)?\s+(?:the\s+)?[`'\x22]?[\w.-]+[`'\x22]?\s+(?:tool|function|command|operation)\s+(?:is\s+|gets\s+|has\s+been\s+)?(?:present|available|loaded|used|called|invoked|requested|run|executed)\b|\b(?:ignore|avoid|never\s+use|do\s+not\s+use|don'?t\s+use|stop\s+using)\s+(?:all\s+|any\s+)?(?:the\s+)?other\s+(?:[\w-]+\s+){0,2}(?:tools|functions|servers|commands|plugins)\b|\bother\s+(?:[\w-]+\s+){0,2}(?:tools|servers|functions)\s+(?:are|is)\s+(?:buggy|broken|deprecated|unsafe|insecure|malicious|compromised|outdated|unreliable|fake)\b|\b(?:override|overrides|replace|replaces|redirect|redirects|intercept|intercepts|hijack\w*)\s+(?:the\s+)?(?:recipients?|destination|arguments?|parameters?|inputs?|values?|results?|outputs?|behaviou?r|address(?:es)?)\s+(?:of|for|from|in|with|passed\s+to)\s+(?:(?:the|all|any|other|every)\s+)*(?:[\w.-]+\s+)?(?:tools?|functions?|calls?|operations?|responses?|emails?|messages?)\b|\b(?:replace|overwrite)\s+the\s+(?:values?|arguments?|results?)\s+with\s+(?:the\s+)?(?:response|output|result)\b|\binstead\s+of\s+(?:the\s+)?(?:user'?s?|intended|original|specified)\s+(?:recipient|address|destination)\b|\b(?:send|redirect|forward)\s+all\s+(?:emails|messages|requests|payments|transfers)\s+to\b",
            ),
            shadow_cue: re(
                r"(?i)\b(?:always|also|bcc|cc|recipients?|redirect\w*|overrid\w*|intercept\w*|hijack\w*|replac\w*|ignore|never\s+use|do\s+not\s+use|don'?t\s+use|buggy|broken|malicious|compromised|instead\s+send|send\s+(?:all|a\s+copy|copies))\b",
            ),
            shadow_when: re(
                r"(?i)\b(?:when|whenever|every\s+time|each\s+time|if|before|after)\s+(?:\w+\s+){0,3}$",
            ),
            padding: re(r"[ \t\u{3000}]{60,}\S|(?:[ \t]*\n){12,}[ \t]*\S"),
            paragraph: re(r"\n[ \t]*\n"),
        })
    }

    /// The families the trigger words allow on `text`.
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

    fn negated(&self, text: &str, start: usize) -> bool {
        let mut from = start.saturating_sub(40);
        while !text.is_char_boundary(from) {
            from += 1;
        }
        text.get(from..start)
            .is_some_and(|before| self.negation.is_match(before))
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
                    !negated && !mention
                });
            if let Some(m) = found
                && best.as_ref().is_none_or(|b| m.start < b.start)
            {
                best = Some(m);
            }
        }
        best.map(|m| trim_leading_space(text, m))
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

    fn secret_file_access(&self, text: &str, body: bool) -> Option<Range<usize>> {
        for m in self.path.find_iter(text).take(MAX_ANCHORS) {
            let r = trim_leading_space(text, m.range());
            let after = text.get(r.end..).unwrap_or("");
            let benign_suffix = [".example", ".sample", ".template", ".dist", ".pub", ".tpl"]
                .iter()
                .any(|s| after.starts_with(s));
            if benign_suffix {
                continue;
            }
            // Skills discuss `.env` files and MCP configurations all the
            // time; in a body only the stores of keys and passwords count.
            let found = text.get(r.clone()).unwrap_or("").to_ascii_lowercase();
            if body
                && [".env", "mcp.json", "keychain", "cookies"]
                    .iter()
                    .any(|w| found.contains(w))
            {
                continue;
            }
            let Some(with_verb) = self.near(text, &r, &self.access, 150) else {
                continue;
            };
            if !body {
                return Some(with_verb);
            }
            if let Some(with_net) = self.near(text, &r, &self.network, 400) {
                return Some(cover(&with_verb, &with_net));
            }
        }
        None
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

    /// A destination near `at` (same paragraph).
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
            .min_by_key(|d| distance(at, d))
            .map(|d| cover(at, &d))
    }

    fn credential_exfiltration(&self, text: &str) -> Option<Range<usize>> {
        for m in self.secret.find_iter(text).take(MAX_ANCHORS) {
            let r = m.range();
            if self.negated(text, r.start) {
                continue;
            }
            if let Some(s) = self.in_sentence(text, &r, &self.transfer_strong) {
                return Some(s);
            }
            // An explicit transfer to anywhere, or any handling of the
            // secret (indexing, caching, logging...) that ends somewhere
            // definite: a URL, an address, a third party, "remotely".
            if let Some(t) = self.in_sentence(text, &r, &self.transfer_explicit)
                && let Some(d) = self.destination(text, &t, true, &self.dest)
            {
                return Some(d);
            }
            if let Some(t) = self.in_sentence(text, &r, &self.transfer)
                && let Some(d) = self.destination(text, &t, true, &self.dest_strong)
            {
                return Some(d);
            }
        }
        None
    }

    fn data_exfiltration(&self, text: &str) -> Option<Range<usize>> {
        if let Some(m) = self.side_channel.find(text) {
            return Some(m.range());
        }
        // Conversation data sent anywhere: no tool needs to ship the chat.
        for m in self.conversation.find_iter(text).take(MAX_ANCHORS) {
            let r = m.range();
            if self.negated(text, r.start) {
                continue;
            }
            if let Some(t) = self.in_sentence(text, &r, &self.transfer_out) {
                return Some(t);
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
            if let Some(d) = self.destination(text, &t, confidential(text, &r), &self.dest_strong) {
                return Some(d);
            }
        }
        None
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

    fn shadowing(
        &self,
        text: &str,
        names: Option<&NameIndex>,
        self_name: &str,
    ) -> Option<Range<usize>> {
        let mut best = self.shadow.find(text).map(|m| m.range());
        let Some(index) = names else {
            return best;
        };
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
        best
    }

    fn padding(&self, text: &str) -> Option<Range<usize>> {
        self.padding.find(text).map(|m| m.range())
    }
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
        let found: Option<Found> = match fam {
            Fam::ObfuscatedInstruction => {
                if norm.changed() {
                    obfuscated(raw, norm)
                } else {
                    None
                }
            }
            Fam::SecretFileAccess if triggered => {
                engine.secret_file_access(text, opts.body).map(Found::Norm)
            }
            Fam::CredentialExfiltration if triggered => {
                engine.credential_exfiltration(text).map(Found::Norm)
            }
            Fam::DataExfiltration if triggered => engine.data_exfiltration(text).map(Found::Norm),
            Fam::HiddenTagBlock if triggered => {
                let tag = engine.first_regex(fam, text, opts.body);
                let comment = engine.hidden_comment(text);
                match (tag, comment) {
                    (Some(a), Some(b)) => Some(if a.start <= b.start { a } else { b }),
                    (a, b) => a.or(b),
                }
                .map(Found::Norm)
            }
            Fam::CrossToolShadowing if triggered || opts.names.is_some() => engine
                .shadowing(text, opts.names, opts.self_name)
                .map(Found::Norm),
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
