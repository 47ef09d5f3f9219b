//! `description-quality`: descriptions too short or without an action verb.

use crate::finding::Finding;
use crate::model::{Command, Surface};
use crate::rules::text::{DESCRIPTION_VERBS, char_len, whitespace_words};
use crate::rules::{Context, Rule, RuleMeta, verbs};

declare_rule! {
    /// ## What it does
    /// Two independent checks on every description:
    ///
    /// - **too short**: fewer characters than `min-description-length`
    ///   (default 20);
    /// - **missing verb**: no action verb anywhere in the description. Under
    ///   the `afd` and `mcp` profiles an action verb is any of 5,230 common
    ///   English verbs and 166 software verbs (`upsert`, `unstar`,
    ///   `screenshot`…) in its base or third-person form — "Merge…",
    ///   "Shows…", "Forks…", "Click…" — that does not follow a determiner
    ///   ("the list", "a file" are nouns); words are split at anything but
    ///   letters, apostrophes and hyphens. Under the `reference` profile it is
    ///   one of the reference's 82 verbs (get, fetch, retrieve, create, add,
    ///   insert, update, modify, patch, delete, remove, destroy, list, search,
    ///   find, query, send, submit, publish, validate, check, verify, connect,
    ///   disconnect, start, stop, restart, enable, disable, export, import,
    ///   compute, calculate, return, set, reset, run, execute, invoke,
    ///   subscribe, unsubscribe, and their third-person forms), the
    ///   description split at whitespace only, so `Lists,` does not count.
    ///   Outside `reference`, a description in another language (mostly
    ///   another script, or more Spanish, French, German… function words
    ///   than English ones) gets no missing-verb finding: the lexicon is
    ///   English.
    ///
    /// A missing description counts as the empty string and gets both
    /// findings. Each finding points at the description (at the name when the
    /// description is missing).
    ///
    /// ## Why it matters
    /// The description is all an agent knows about a tool before calling it.
    /// A few words, or a noun phrase that never says what the command *does*,
    /// leave the agent guessing.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [
    ///   {"name": "order-create", "description": "Create a new order", "category": "order"},
    ///   {"name": "order-draft", "description": "Draft storage for the orders of a customer", "category": "order"}
    /// ]}
    /// ```
    ///
    /// `Command "order-create" description is too short (18 chars, minimum
    /// 20)` and `Command "order-draft" description is missing an action verb`
    /// (`draft` and `orders` follow a determiner and `storage` is a noun).
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [
    ///   {"name": "order-create", "description": "Creates an order for the given customer and items", "category": "order"},
    ///   {"name": "order-draft", "description": "Saves an order as a draft that is not submitted for payment", "category": "order"}
    /// ]}
    /// ```
    ///
    /// A word the lexicon lacks can be added:
    ///
    /// ```toml
    /// [surface]
    /// extra-verbs = ["frobnicate", "frobnicates"]
    /// ```
    ///
    /// ```json
    /// {"commands": [{"name": "order-tidy", "description": "Frobnicates the order lines before export", "category": "order"}]}
    /// ```
    ///
    /// ## Options
    /// `[surface] min-description-length` (default 20) and
    /// `[surface] extra-verbs` (added to the verbs, case-insensitive); the
    /// profile (`--profile`, `profile = "…"`) chooses the verb list.
    ///
    /// ## Differences from the reference
    /// - Outside the `reference` profile, the verb lexicon replaces the
    ///   reference's 82 verbs: on real MCP tool lists the 82 verbs missed a
    ///   fifth of the descriptions that open with a verb ("Merge…",
    ///   "Fork…", "Navigate…", "Generate…").
    /// - Lengths count characters (Unicode scalar values); the reference
    ///   counts UTF-16 units, so an emoji counted 2 there and counts 1 here.
    /// - A missing or non-string description is checked as the empty string;
    ///   the reference stopped with an error on such a command when it also
    ///   had a schema.
    /// - `extra-verbs` is configurable (the reference's option was not
    ///   reachable from its validator).
    pub static DESCRIPTION_QUALITY = {
        id: "description-quality",
        severity: Warning,
        scope: Surface,
        summary: "A description is too short or has no action verb",
        tags: ["documentation"],
        security_severity: None,
    }
}

pub struct DescriptionQuality;

fn check_command(c: &Command, min: usize, extra_verbs: &[String], cx: &mut Context<'_>) -> bool {
    let text = c.description_str();
    let at = c.description_span();
    let len = char_len(text);
    if len < min {
        let finding = Finding::new(
            &DESCRIPTION_QUALITY,
            at,
            format!(
                "Command \"{}\" description is too short ({len} chars, minimum {min})",
                c.name_str()
            ),
            "Write a description of at least 20 characters explaining what the command does and when to use it.",
        )
        .commands([c.name_str()])
        .discriminator("too-short")
        .evidence("length", len)
        .evidence("minLength", min);
        if !cx.push(finding) {
            return false;
        }
    }
    let has_verb = if cx.profile.is_reference() {
        whitespace_words(text)
            .iter()
            .any(|w| DESCRIPTION_VERBS.contains(&w.as_str()) || extra_verbs.iter().any(|v| v == w))
    } else {
        // the lexicon is English: a description in another language is
        // not judged
        !verbs::english(text) || verbs::has_action_verb(text, extra_verbs)
    };
    if !has_verb {
        let finding = Finding::new(
            &DESCRIPTION_QUALITY,
            at,
            format!(
                "Command \"{}\" description is missing an action verb",
                c.name_str()
            ),
            "Start the description with an action verb (e.g., \"Creates...\", \"Retrieves...\", \"Deletes...\").",
        )
        .commands([c.name_str()])
        .discriminator("missing-verb")
        .evidence("missingVerb", true);
        if !cx.push(finding) {
            return false;
        }
    }
    true
}

impl Rule for DescriptionQuality {
    fn meta(&self) -> &'static RuleMeta {
        &DESCRIPTION_QUALITY
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let settings = cx.settings;
        let min = settings.surface.min_description_length;
        let extra = &settings.surface.extra_verbs;
        // a description source code sets at run time is not judged
        for c in surface.commands.iter().filter(|c| !c.unread.description) {
            if !check_command(c, min, extra, cx) {
                return;
            }
        }
    }
}
