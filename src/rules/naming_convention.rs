//! `naming-convention`: command names that do not follow the configured
//! naming convention.

use crate::config::{Naming, Settings};
use crate::model::Surface;
use crate::rules::{Context, Rule, RuleMeta, command_finding};

declare_rule! {
    /// ## What it does
    /// Reports every command whose name does not match the naming convention
    /// in force. The default, `kebab`, is the reference's domain-action
    /// kebab-case, `^[a-z][a-z0-9]*-[a-z][a-z0-9-]*$`: a lowercase letter,
    /// then lowercase letters and digits, at least one hyphen, and a letter
    /// right after the first hyphen (`todo-create` and `user-get-by-id` pass;
    /// `todoCreate`, `create` and `a-1` do not).
    ///
    /// The other presets are `snake` (`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`,
    /// usual for MCP servers), `camel` (`^[a-z][a-zA-Z0-9]*$`) and `any` (the
    /// rule does not run); anything else is a custom regex, which may match
    /// anywhere in the name unless anchored. The suggestion shows the name
    /// converted to the preset; `evidence.pattern` is the regex in force.
    ///
    /// Under the `mcp` profile the default preset is `mcp`: every name the
    /// MCP specification allows is accepted (snake_case, camelCase,
    /// kebab-case, dotted namespaces), and a server's tools should keep one
    /// style. A multi-word name written in another style than a strict
    /// majority of the server's multi-word names is a warning that suggests
    /// the majority style and keeping the old name as an alias; a server
    /// without a majority gets no finding. Under `afd` and `reference` the
    /// default is `kebab`.
    ///
    /// ## Why it matters
    /// A consistent naming scheme lets agents (and people) guess a tool's
    /// name and group related tools. Mixed styles also breed near-duplicates
    /// such as `user-create` next to `userCreate`.
    ///
    /// ## Example
    /// ```json
    /// {"commands": [{"name": "todoCreate", "description": "Creates a new todo item with a title", "category": "todo"}]}
    /// ```
    ///
    /// `Command "todoCreate" does not match the naming convention`, with the
    /// suggestion `Rename to kebab-case domain-action format (e.g.,
    /// "todo-create").`
    ///
    /// ## Use instead
    /// ```json
    /// {"commands": [{"name": "todo-create", "description": "Creates a new todo item with a title", "category": "todo"}]}
    /// ```
    ///
    /// Or, for a server whose names are snake_case on purpose, choose the
    /// preset in `afd-surface.toml`:
    ///
    /// ```toml
    /// [surface]
    /// naming = "snake"
    /// ```
    ///
    /// ```json
    /// {"tools": [{"name": "create_todo", "description": "Creates a new todo item with a title", "category": "todo"}]}
    /// ```
    ///
    /// ## Options
    /// `[surface] naming` or `--naming`: `kebab` (default under `afd` and
    /// `reference`), `mcp` (default under `mcp`), `snake`, `camel`, `any`, or
    /// a regex (Rust `regex` syntax).
    ///
    /// ## Differences from the reference
    /// The reference takes one regex and always suggests kebab-case; this rule
    /// adds the presets, and its suggestion follows the preset in force:
    /// `Rename to snake format (e.g., "todo_create").`, `Rename to camel
    /// format (e.g., "todoCreate").`, or `Rename to match the configured
    /// pattern <regex>.` for a custom regex.
    pub static NAMING_CONVENTION = {
        id: "naming-convention",
        severity: Error,
        scope: Surface,
        summary: "A command name does not follow the naming convention",
        tags: ["naming"],
        security_severity: None,
    }
}

pub struct NamingConvention;

/// The reference's kebab-case suggestion: a hyphen between a lowercase
/// ASCII letter and an uppercase one, runs of `_`, `.` and whitespace
/// replaced by one hyphen, then lowercased (`XMLParser` gives `xmlparser`).
pub fn suggest_kebab(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let mut prev: Option<char> = None;
    let mut in_separator = false;
    for c in name.chars() {
        if c == '_' || c == '.' || crate::rules::js::is_js_space(c) {
            if !in_separator {
                out.push('-');
            }
            in_separator = true;
            prev = Some(c);
            continue;
        }
        in_separator = false;
        if c.is_ascii_uppercase() && prev.is_some_and(|p| p.is_ascii_lowercase()) {
            out.push('-');
        }
        out.push(c);
        prev = Some(c);
    }
    out.to_lowercase()
}

/// The words of a name: split at separators (anything but ASCII letters and
/// digits), between a lowercase letter or digit and an uppercase letter, and
/// before the last capital of an acronym followed by a lowercase letter
/// (`XMLParser` gives `XML`, `Parser`).
pub(crate) fn split_words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    for part in name.split(|c: char| !c.is_ascii_alphanumeric()) {
        let chars: Vec<char> = part.chars().collect();
        let mut current = String::new();
        for (i, &c) in chars.iter().enumerate() {
            let prev = i.checked_sub(1).and_then(|p| chars.get(p)).copied();
            let next = chars.get(i + 1).copied();
            let boundary = c.is_ascii_uppercase()
                && match prev {
                    Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                    Some(p) if p.is_ascii_uppercase() => next.is_some_and(|n| n.is_ascii_lowercase()),
                    _ => false,
                };
            if boundary && !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            current.push(c);
        }
        if !current.is_empty() {
            words.push(current);
        }
    }
    words
}

/// `snake_case` form of a name.
pub fn to_snake(name: &str) -> String {
    split_words(name)
        .iter()
        .map(|w| w.to_ascii_lowercase())
        .collect::<Vec<_>>()
        .join("_")
}

/// `camelCase` form of a name.
pub fn to_camel(name: &str) -> String {
    let mut out = String::new();
    for (i, w) in split_words(name).iter().enumerate() {
        let lower = w.to_ascii_lowercase();
        if i == 0 {
            out.push_str(&lower);
        } else {
            let mut cs = lower.chars();
            if let Some(first) = cs.next() {
                out.push(first.to_ascii_uppercase());
                out.push_str(cs.as_str());
            }
        }
    }
    out
}

fn suggestion(naming: &Naming, name: &str) -> String {
    match naming {
        Naming::Kebab(_) | Naming::Any | Naming::Mcp => format!(
            "Rename to kebab-case domain-action format (e.g., \"{}\").",
            suggest_kebab(name)
        ),
        Naming::Snake(_) => format!("Rename to snake format (e.g., \"{}\").", to_snake(name)),
        Naming::Camel(_) => format!("Rename to camel format (e.g., \"{}\").", to_camel(name)),
        Naming::Custom(r) => format!("Rename to match the configured pattern {}.", r.as_str()),
    }
}

impl Rule for NamingConvention {
    fn meta(&self) -> &'static RuleMeta {
        &NAMING_CONVENTION
    }

    fn enabled(&self, settings: &Settings) -> bool {
        !matches!(settings.surface.naming, Some(Naming::Any))
    }

    fn check_surface(&self, surface: &Surface, cx: &mut Context<'_>) {
        let naming = cx.settings.naming(cx.profile);
        if matches!(naming, Naming::Mcp) {
            consistency(surface, cx);
            return;
        }
        let Some(regex) = naming.regex() else {
            return;
        };
        for c in &surface.commands {
            if regex.is_match(c.name_str()) {
                continue;
            }
            let finding = command_finding(
                &NAMING_CONVENTION,
                c,
                format!(
                    "Command \"{}\" does not match the naming convention",
                    c.name_str()
                ),
                suggestion(naming, c.name_str()),
            )
            .evidence("pattern", regex.as_str());
            if !cx.push(finding) {
                return;
            }
        }
    }
}

/// How a multi-word name joins its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Style {
    Snake,
    Kebab,
    Camel,
    Pascal,
    ScreamingSnake,
}

impl Style {
    fn as_str(self) -> &'static str {
        match self {
            Style::Snake => "snake_case",
            Style::Kebab => "kebab-case",
            Style::Camel => "camelCase",
            Style::Pascal => "PascalCase",
            Style::ScreamingSnake => "SCREAMING_SNAKE_CASE",
        }
    }

    /// `name` written in this style.
    fn convert(self, name: &str) -> String {
        let words: Vec<String> = split_words(name).iter().map(|w| w.to_ascii_lowercase()).collect();
        match self {
            Style::Snake => words.join("_"),
            Style::Kebab => words.join("-"),
            Style::ScreamingSnake => words.join("_").to_ascii_uppercase(),
            Style::Camel => to_camel(name),
            Style::Pascal => words
                .iter()
                .map(|w| {
                    let mut cs = w.chars();
                    cs.next()
                        .map(|f| f.to_ascii_uppercase().to_string() + cs.as_str())
                        .unwrap_or_default()
                })
                .collect(),
        }
    }
}

/// The style of a name's last dotted segment (`github.get_issue` is
/// snake_case), `None` for a single lowercase word (`search` fits every
/// style) or a mix (`get_user-v2`).
fn style(name: &str) -> Option<Style> {
    let last = name.rsplit('.').next().unwrap_or(name);
    let has = |c: char| last.contains(c);
    let alnum = |extra: char| last.chars().all(|c| c.is_ascii_alphanumeric() || c == extra);
    let lower = last.chars().any(|c| c.is_ascii_lowercase());
    let upper = last.chars().any(|c| c.is_ascii_uppercase());
    let first_upper = last.chars().next().is_some_and(|c| c.is_ascii_uppercase());
    if has('_') && !has('-') && alnum('_') {
        return match (lower, upper) {
            (true, false) => Some(Style::Snake),
            (false, true) => Some(Style::ScreamingSnake),
            _ => None,
        };
    }
    if has('-') && !has('_') && alnum('-') {
        return (!upper).then_some(Style::Kebab);
    }
    if alnum('_') && lower && upper {
        return Some(if first_upper { Style::Pascal } else { Style::Camel });
    }
    None
}

/// The MCP preset: every name the specification allows is fine (whether it
/// is allowed is `mcp-tool-name`'s concern), but one server should keep to
/// one style. A multi-word name in another style than most of the server's
/// multi-word names is a warning, suggesting the majority style; renaming a
/// published tool breaks its callers, so nothing is renamed across styles
/// unless most of the server already uses the other style.
fn consistency(surface: &Surface, cx: &mut Context<'_>) {
    let styled: Vec<(usize, Style)> = surface
        .commands
        .iter()
        .enumerate()
        .filter_map(|(i, c)| style(c.name_str()).map(|s| (i, s)))
        .collect();
    let mut counts: std::collections::BTreeMap<Style, usize> = std::collections::BTreeMap::new();
    for (_, s) in &styled {
        *counts.entry(*s).or_default() += 1;
    }
    let total = styled.len();
    // a strict majority, or nothing to say
    let Some((&majority, &count)) = counts.iter().max_by_key(|(s, n)| (**n, std::cmp::Reverse(**s)))
    else {
        return;
    };
    if counts.len() < 2 || count * 2 <= total {
        return;
    }
    for (i, s) in styled {
        if s == majority {
            continue;
        }
        let Some(c) = surface.commands.get(i) else {
            continue;
        };
        let name = c.name_str();
        let finding = command_finding(
            &NAMING_CONVENTION,
            c,
            format!(
                "Tool \"{name}\" is {}, while {count} of the {total} multi-word tool names of this server are {}",
                s.as_str(),
                majority.as_str()
            ),
            format!(
                "Keep one style per server: rename to {} (e.g., \"{}\"), keeping the old name as an alias while clients still call it.",
                majority.as_str(),
                majority.convert(name)
            ),
        )
        .severity(crate::meta::Severity::Warning)
        .discriminator("style")
        .evidence("style", s.as_str())
        .evidence("majorityStyle", majority.as_str())
        .evidence("majorityCount", count)
        .evidence("styledCount", total);
        if !cx.push(finding) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kebab_suggestions_follow_the_reference() {
        for (name, want) in [
            ("notifySend", "notify-send"),
            ("Todo.List", "todo-list"),
            ("XMLParser", "xmlparser"),
            ("create", "create"),
            ("user__get  by.id", "user-get-by-id"),
            ("user_Get", "user-get"),
        ] {
            assert_eq!(suggest_kebab(name), want, "{name}");
        }
    }

    #[test]
    fn snake_and_camel_conversions() {
        for (name, snake, camel) in [
            ("notifySend", "notify_send", "notifySend"),
            ("user-create", "user_create", "userCreate"),
            ("XMLParser", "xml_parser", "xmlParser"),
            ("Todo.List", "todo_list", "todoList"),
            ("getV2Item", "get_v2_item", "getV2Item"),
            ("create", "create", "create"),
            ("HTTP_GET", "http_get", "httpGet"),
        ] {
            assert_eq!(to_snake(name), snake, "{name}");
            assert_eq!(to_camel(name), camel, "{name}");
        }
    }

    #[test]
    fn styles_of_names() {
        for (name, want) in [
            ("get_user", Some(Style::Snake)),
            ("github.get_issue", Some(Style::Snake)),
            ("get-user", Some(Style::Kebab)),
            ("getUser", Some(Style::Camel)),
            ("GetUser", Some(Style::Pascal)),
            ("GET_USER", Some(Style::ScreamingSnake)),
            ("search", None),
            ("Search", Some(Style::Pascal)),
            ("get_user-v2", None),
            ("Get-User", None),
        ] {
            assert_eq!(style(name), want, "{name}");
        }
        assert_eq!(Style::Snake.convert("getUserById"), "get_user_by_id");
        assert_eq!(Style::Camel.convert("get_user"), "getUser");
        assert_eq!(Style::Pascal.convert("get-user"), "GetUser");
    }

    #[test]
    fn presets() {
        let kebab = Naming::parse("kebab").unwrap();
        let re = kebab.regex().unwrap();
        for ok in ["todo-create", "a-b--c", "a-b-", "user-get-by-id"] {
            assert!(re.is_match(ok), "{ok}");
        }
        for bad in ["todoCreate", "create", "a-1", "Todo-create", "user_create"] {
            assert!(!re.is_match(bad), "{bad}");
        }
        assert_eq!(
            suggestion(&Naming::parse("snake").unwrap(), "userCreate"),
            "Rename to snake format (e.g., \"user_create\")."
        );
        assert_eq!(
            suggestion(&Naming::parse("^x").unwrap(), "y"),
            "Rename to match the configured pattern ^x."
        );
    }
}
