//! `source-unresolved`: a tool value in source code that cannot be read
//! without running the code.

use crate::meta::{FileKind, Severity};
use crate::model::problem::{FileInput, Problem};
use crate::rules::{Context, Rule, RuleMeta, input_finding};

declare_rule! {
    /// ## What it does
    /// Reports a value of a tool definition in source code that afd-surface
    /// cannot read without running the code: a template literal with
    /// expressions, a name imported from another module, a spread, a
    /// computed key, a conditional, a call inside a loop, a zod method or a
    /// Python type the translator does not know. The finding points at the
    /// value and says why. The command then drops out of the rules that
    /// need the missing field (a description that cannot be read is not
    /// "too short"; a schema that cannot be read is not compared), and a
    /// tool whose name cannot be read is not checked at all.
    ///
    /// Info by default; `--source-strict` (or `[source] strict = true`)
    /// makes it an error, for a repository that wants every definition
    /// checked.
    ///
    /// ## Why it matters
    /// What cannot be read is not checked: a description assembled at run
    /// time may be empty, duplicated or carry injected text, and no rule
    /// sees it. Knowing which definitions escape the linter is the first
    /// step to checking them (write them as literals, or export the
    /// manifest the server serves and check that).
    ///
    /// ## Example
    /// ```ts path=server.ts
    /// import { z } from 'zod';
    /// server.tool('search_docs', `Searches the ${product} documentation by topic`, { query: z.string() }, async () => ({ content: [] }));
    /// ```
    ///
    /// ## Use instead
    /// ```ts path=server.ts
    /// import { z } from 'zod';
    /// server.tool('search_docs', 'Searches the product documentation by topic', { query: z.string() }, async () => ({ content: [] }));
    /// ```
    ///
    /// ## Options
    /// `[source] strict = true` or `--source-strict`: report as an error.
    pub static SOURCE_UNRESOLVED = {
        id: "source-unresolved",
        severity: Info,
        scope: Input,
        files: [Source],
        profiles: [Afd, Mcp],
        summary: "A tool value in source code cannot be read without running the code",
        tags: ["source", "input"],
        security_severity: None,
    }
}

pub struct SourceUnresolved;

impl Rule for SourceUnresolved {
    fn meta(&self) -> &'static RuleMeta {
        &SOURCE_UNRESOLVED
    }

    fn check_input(&self, input: &FileInput, cx: &mut Context<'_>) {
        if input.kind != FileKind::Source {
            return;
        }
        let strict = cx.settings.source.strict;
        for p in &input.problems {
            let Problem::SourceUnresolved { what, why } = &p.problem else {
                continue;
            };
            let whose = match &p.command {
                Some(c) => format!(" of \"{c}\""),
                None => String::new(),
            };
            let mut f = input_finding(
                &SOURCE_UNRESOLVED,
                input,
                p,
                format!("{what}{whose} cannot be read without running the code: it is {why}; the rules that need it skip it"),
                "write the value as a literal (a string, an array of strings, a zod schema written inline or in a `const` of this file), or check the manifest the server serves",
                what,
            );
            if strict {
                f = f.severity(Severity::Error);
            }
            if !cx.push(f) {
                return;
            }
        }
    }
}
