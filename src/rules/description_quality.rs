//! `description-quality`: descriptions too short or without an action verb.

use crate::finding::Finding;
use crate::model::{Command, Surface};
use crate::rules::text::{DESCRIPTION_VERBS, char_len, whitespace_words};
use crate::rules::{Context, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Two independent checks on every description:
    ///
    /// - **too short**: fewer characters than `min-description-length`
    ///   (default 20);
    /// - **missing verb**: no word of the description, split at whitespace and
    ///   lowercased, is one of 82 action verbs: get, fetch, retrieve, create,
    ///   add, insert, update, modify, patch, delete, remove, destroy, list,
    ///   search, find, query, send, submit, publish, validate, check, verify,
    ///   connect, disconnect, start, stop, restart, enable, disable, export,
    ///   import, compute, calculate, return, set, reset, run, execute, invoke,
    ///   subscribe, unsubscribe, and their third-person forms (gets, fetches,
    ///   ...). The verb may be anywhere, but punctuation stays attached to the
    ///   word, so `Lists,` does not count.
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
    ///   {"name": "order-draft", "description": "Save an order as a draft", "category": "order"}
    /// ]}
    /// ```
    ///
    /// `Command "order-create" description is too short (18 chars, minimum
    /// 20)` and `Command "order-draft" description is missing an action verb`
    /// (`save` is not in the list).
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [
    ///   {"name": "order-create", "description": "Creates an order for the given customer and items", "category": "order"},
    ///   {"name": "order-draft", "description": "Creates a draft order that is not submitted for payment", "category": "order"}
    /// ]}
    /// ```
    ///
    /// Or accept more verbs:
    ///
    /// ```toml
    /// [surface]
    /// extra-verbs = ["saves", "save"]
    /// ```
    ///
    /// ```json
    /// {"commands": [{"name": "order-draft", "description": "Saves an order as a draft for later", "category": "order"}]}
    /// ```
    ///
    /// ## Options
    /// `[surface] min-description-length` (default 20) and
    /// `[surface] extra-verbs` (added to the list, case-insensitive).
    ///
    /// ## Differences from the reference
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

fn check_command(
    c: &Command,
    min: usize,
    extra_verbs: &[String],
    cx: &mut Context<'_>,
) -> bool {
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
    let has_verb = whitespace_words(text)
        .iter()
        .any(|w| DESCRIPTION_VERBS.contains(&w.as_str()) || extra_verbs.iter().any(|v| v == w));
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
        for c in &surface.commands {
            if !check_command(c, min, extra, cx) {
                return;
            }
        }
    }
}
