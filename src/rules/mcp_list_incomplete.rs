//! `mcp-list-incomplete`: a saved tool list that stopped at a page.

use crate::meta::FileKind;
use crate::model::problem::{FileInput, Problem};
use crate::rules::{Context, Rule, RuleMeta, input_finding};

declare_rule! {
    /// ## What it does
    /// Reports a saved `tools/list` result that carries a `nextCursor`: the
    /// server had more tools to give, and whoever captured the list stopped
    /// after the first page. The finding points at the cursor.
    ///
    /// Specification: Server Utilities › Pagination ("`nextCursor` … If
    /// present, there may be more results available"), every revision.
    ///
    /// ## Why it matters
    /// Every other rule checks only the tools in the file: the ones on the
    /// later pages (duplicates, injection, schema errors) go unchecked, and
    /// a baseline written from the partial list hides nothing it should.
    ///
    /// ## Example
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}],
    ///  "nextCursor": "eyJwYWdlIjogMn0="}
    /// ```
    ///
    /// ## Use instead
    /// ```json
    /// {"tools": [{"name": "search_docs", "description": "Searches the documentation index for pages about a topic", "inputSchema": {"type": "object"}}]}
    /// ```
    ///
    /// Capture the whole list: call `tools/list` again with each `cursor`
    /// until a result has no `nextCursor`, and save the tools together.
    ///
    /// ## Options
    /// None.
    pub static MCP_LIST_INCOMPLETE = {
        id: "mcp-list-incomplete",
        severity: Info,
        scope: Input,
        files: [Manifest],
        profiles: [Afd, Mcp],
        summary: "A saved tool list has a nextCursor: the capture stopped early",
        tags: ["mcp", "input"],
        security_severity: None,
    }
}

pub struct McpListIncomplete;

impl Rule for McpListIncomplete {
    fn meta(&self) -> &'static RuleMeta {
        &MCP_LIST_INCOMPLETE
    }

    fn check_input(&self, input: &FileInput, cx: &mut Context<'_>) {
        if input.kind != FileKind::Manifest {
            return;
        }
        for p in &input.problems {
            if p.problem != Problem::ListIncomplete {
                continue;
            }
            let f = input_finding(
                &MCP_LIST_INCOMPLETE,
                input,
                p,
                "the tool list has a `nextCursor`: the server had more tools, which were not captured or checked",
                "capture every page (call tools/list with each cursor until there is no nextCursor) and save the tools together",
                "nextCursor",
            );
            if !cx.push(f) {
                return;
            }
        }
    }
}
