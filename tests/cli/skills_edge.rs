//! The 71 hostile and edge-case skill folders of `tests/fixtures/skills-edge/`
//! (see its README): the exact findings of the skill rules for every case.
//! The surface rules that also run on skills are turned off here, since all
//! 71 folders share one parent and so form one skills surface.

use std::collections::BTreeMap;

use crate::common::{Repo, fixtures};

const GOOD_DESC: &str = "Processes example inputs for tests. Use when checking validators.";

/// Every case of `CASES.tsv` with the findings afd-surface reports, as
/// `rule@line:col` (sorted as the report sorts them). Where this differs from
/// skills-ref or aigent, `docs/skills.md` gives the reason.
const EXPECTED: &[(&str, &[&str])] = &[
    ("valid-minimal", &[]),
    ("valid-all-fields", &[]),
    ("Uppercase-Name", &["skill-name@2:7"]),
    ("技能-助手", &[]),
    ("мой-навык", &[]),
    ("\u{663}-skill", &["skill-name@2:7"]),
    (
        "\u{92a}\u{930}\u{940}\u{915}\u{94d}\u{937}\u{923}",
        &["skill-name@2:11"],
    ),
    ("file-tools", &[]),
    ("fullwidth", &[]),
    ("cafe\u{301}", &[]),
    ("claude-helper", &["skill-name-reserved@2:7"]),
    ("my-anthropic-tool", &["skill-name-reserved@2:10"]),
    ("xml-in-description", &["skill-xml-tags@3:19"]),
    ("angle-not-tag", &[]),
    ("missing-frontmatter", &["skill-frontmatter@1:1"]),
    ("unterminated-frontmatter", &["skill-frontmatter@1:1"]),
    ("dashes-inside-body", &["skill-frontmatter@1:1"]),
    ("dashes-in-value", &[]),
    ("indented-closing-delim", &["skill-frontmatter@1:1"]),
    ("leading-blank-line", &["skill-frontmatter@1:1"]),
    ("colon-in-description", &["skill-frontmatter@3:33"]),
    ("empty-file", &["skill-frontmatter@1:1"]),
    ("empty-frontmatter", &["skill-frontmatter@1:1"]),
    ("frontmatter-list", &["skill-frontmatter@2:1"]),
    ("frontmatter-scalar", &["skill-frontmatter@2:1"]),
    ("yaml-anchor-benign", &[]),
    ("yaml-anchor-bomb", &["skill-frontmatter@46:5"]),
    ("yaml-tag", &[]),
    ("flow-metadata", &[]),
    ("tab-indent", &["skill-frontmatter@3:1"]),
    ("deep-nesting", &["skill-frontmatter@4:266"]),
    ("non-utf8-bytes", &["skill-frontmatter@3:23"]),
    ("bom-prefixed", &[]),
    ("crlf-endings", &[]),
    ("cr-only-endings", &[]),
    ("closing-delim-trailing-ws", &[]),
    ("long-body-600", &["skill-body-length@505:1"]),
    ("oversize-file", &["skill-body-length@505:1"]),
    ("dir-mismatch", &["skill-name-mismatch@2:7"]),
    ("123", &["skill-name@2:7"]),
    ("true", &["skill-name@2:7"]),
    ("name-is-list", &["skill-name@3:3"]),
    ("null-description", &["skill-description@3:1"]),
    ("empty-description", &["skill-description@3:14"]),
    ("whitespace-description", &["skill-description@3:14"]),
    ("numeric-compat", &["skill-compatibility@4:16"]),
    ("empty-compat", &["skill-compatibility@4:16"]),
    ("compat-501", &["skill-compatibility@4:16"]),
    ("metadata-nested", &["skill-field-type@7:5"]),
    ("allowed-tools-list", &["skill-field-type@5:3"]),
    ("missing-name", &["skill-name@1:1"]),
    ("missing-description", &["skill-description@1:1"]),
    ("duplicate-keys", &["skill-frontmatter@4:1"]),
    ("unknown-field", &["skill-unknown-field@4:1"]),
    (
        "cc-extension-fields",
        &[
            "skill-unknown-field@4:1",
            "skill-unknown-field@5:1",
            "skill-unknown-field@6:1",
        ],
    ),
    ("non-string-key", &["skill-unknown-field@4:1"]),
    (
        "padded-name",
        &["skill-name-mismatch@2:7", "skill-name@2:8"],
    ),
    ("under_score", &["skill-name@2:12"]),
    ("double--hyphen", &["skill-name@2:13"]),
    ("trailing-hyphen-", &["skill-name@2:22"]),
    ("-leading-hyphen", &["skill-name@2:7"]),
    (
        "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn",
        &[],
    ),
    (
        "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn",
        &["skill-name@2:7"],
    ),
    ("desc-1024", &[]),
    ("desc-1025", &["skill-description@3:14"]),
    ("desc-1024-cjk", &[]),
    ("huge-description", &["skill-description@3:14"]),
    // `skill.md` in lower case: not a skill (the file must be named exactly SKILL.md)
    ("lowercase-skill-md", &[]),
    // a symlink to a file inside the root is read
    ("symlinked-skill-md", &[]),
    ("skill-md-is-dir", &["skill-file@1:1"]),
    // a folder without SKILL.md is not a skill
    ("no-skill-md", &[]),
];

/// Writes the three cases the fixture folder does not store (see its README).
fn generate_cases(repo: &Repo) {
    let mut big = format!("---\nname: oversize-file\ndescription: {GOOD_DESC}\n---\n");
    for i in 1..=60_000 {
        big.push_str(&format!("Line {i} of the body.\n"));
    }
    repo.file("oversize-file/SKILL.md", big);
    repo.file(
        "non-utf8-bytes/SKILL.md",
        b"---\nname: non-utf8-bytes\ndescription: bad byte \xff\xfe here\n---\n# Body\n",
    );
    let real = format!(
        "---\nname: symlinked-skill-md\ndescription: {GOOD_DESC}\n---\n# Body\n\nSome instructions.\n"
    );
    repo.file("symlinked-skill-md/real.md", real);
    #[cfg(unix)]
    std::os::unix::fs::symlink("real.md", repo.path().join("symlinked-skill-md/SKILL.md"))
        .expect("symlink");
}

const SURFACE_RULES_OFF: &str = "[rules]\nsimilar-descriptions = \"off\"\ndescription-injection = \"off\"\nhidden-unicode = \"off\"\nskill-body-injection = \"off\"\n";

#[test]
fn every_edge_case_has_its_exact_findings() {
    let cases = std::fs::read_to_string(fixtures().join("skills-edge/CASES.tsv")).unwrap();
    let listed: Vec<&str> = cases
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next())
        .collect();
    assert_eq!(listed.len(), 71);
    let expected: BTreeMap<&str, &[&str]> = EXPECTED.iter().copied().collect();
    assert_eq!(expected.len(), 71);
    for case in &listed {
        assert!(expected.contains_key(case), "no expectation for {case:?}");
    }

    let repo = Repo::new();
    repo.fixture("skills-edge", ".");
    generate_cases(&repo);
    repo.file("edge.toml", SURFACE_RULES_OFF);
    let run = repo.run(&["check", "--config", "edge.toml", "--format", "json"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let report = run.json();

    let mut got: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for f in report["findings"].as_array().unwrap() {
        let loc = &f["location"];
        let path = loc["path"].as_str().unwrap();
        let folder = path.strip_suffix("/SKILL.md").unwrap_or(path).to_string();
        // every finding names the skill and says how to fix it
        assert_eq!(f["commands"], serde_json::json!([folder.clone()]), "{f}");
        assert!(!f["suggestion"].as_str().unwrap().is_empty(), "{f}");
        got.entry(folder).or_default().push(format!(
            "{}@{}:{}",
            f["rule"].as_str().unwrap(),
            loc["line"],
            loc["column"]
        ));
    }
    let mut mismatches = Vec::new();
    for (case, want) in &expected {
        let have = got.remove(*case).unwrap_or_default();
        if have != *want {
            mismatches.push(format!("{case}: expected {want:?}, got {have:?}"));
        }
    }
    for (case, have) in got {
        mismatches.push(format!("{case}: unexpected {have:?}"));
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));

    // 69 skills: `lowercase-skill-md` and `no-skill-md` have no SKILL.md
    assert_eq!(
        report["summary"]["skillCount"],
        if cfg!(unix) { 69 } else { 68 }
    );
}

#[test]
fn the_aigent_file_size_cap_is_a_configuration_away() {
    let repo = Repo::new();
    generate_cases(&repo);
    repo.file(
        "edge.toml",
        format!("{SURFACE_RULES_OFF}\n[limits]\nmax-file-size = \"1MiB\"\n"),
    );
    let run = repo.run(&[
        "check",
        "oversize-file",
        "--config",
        "edge.toml",
        "--format",
        "json",
    ]);
    let report = run.json();
    let findings = crate::common::findings(&report);
    assert_eq!(
        findings,
        [(
            "skill-file".to_string(),
            vec!["oversize-file".to_string()],
            "oversize-file/SKILL.md:1:1".to_string()
        )]
    );
    let message = report["findings"][0]["message"].as_str().unwrap();
    assert!(
        message.contains("over the 1 MiB limit; it was not read"),
        "{message}"
    );
}
