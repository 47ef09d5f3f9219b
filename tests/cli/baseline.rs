//! The baseline lifecycle through the binary: write, re-run clean, shift
//! lines, add a new problem, fix one, rewrite keeping reasons; counts,
//! custom paths and bad baseline files.

use serde_json::Value;

use crate::common::Repo;

/// Only rules that produce findings on these fixtures, so the expectations
/// stay readable.
const CONFIG: &str = r#"
[rules]
missing-category = "off"
missing-output-schema = "off"
schema-complexity = "off"
orphaned-category = "off"
"#;

fn manifest(commands: &[&str]) -> String {
    format!("{{\"commands\": [\n{}\n]}}\n", commands.join(",\n"))
}

const USER_CREATE: &str = r#"  {"name": "userCreate", "description": "Creates a user account from the given profile fields"}"#;
const ORDER_LIST: &str = r#"  {"name": "order-list", "description": "Lists the orders of the signed-in customer, newest first", "requires": ["auth-login"]}"#;
const ORDER_GET: &str = r#"  {"name": "order-get", "description": "Gets one order by its identifier with its line items"}"#;

fn json_run(repo: &Repo, extra: &[&str]) -> (i32, Value) {
    let mut args = vec!["check", "--format", "json"];
    args.extend_from_slice(extra);
    let r = repo.run(&args);
    assert!(r.code == 0 || r.code == 1, "exit {}: {}", r.code, r.stderr);
    (r.code, r.json())
}

/// (rule, commands, baseline state) of every finding.
fn states(j: &Value) -> Vec<(String, String, String)> {
    j["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["rule"].as_str().unwrap().to_string(),
                f["commands"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap())
                    .collect::<Vec<_>>()
                    .join(","),
                f["baseline"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn start() -> Repo {
    let repo = Repo::new();
    repo.file("afd-surface.toml", CONFIG);
    repo.file(
        "tools/app.afd.json",
        manifest(&[USER_CREATE, ORDER_LIST, ORDER_GET]),
    );
    repo
}

#[test]
fn the_whole_lifecycle() {
    let repo = start();

    // 0. Before adoption the errors fail the run.
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 1);
    let before = states(&j);
    assert!(before.iter().all(|s| s.2 == "new"));
    assert!(before.contains(&(
        "naming-convention".into(),
        "userCreate".into(),
        "new".into()
    )));
    assert!(before.contains(&(
        "unresolved-prerequisite".into(),
        "order-list".into(),
        "new".into()
    )));

    // 1. Adopt: --write-baseline writes the file and exits 0.
    let r = repo.run(&["check", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("wrote"), "{}", r.stderr);
    let text = repo.read(".afd-surface-baseline.json");
    let file: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(file["version"], 1);
    let entries = file["entries"].as_array().unwrap();
    assert_eq!(entries.len(), before.len());
    assert!(text.ends_with("}\n"));
    assert!(
        !text.contains("line"),
        "no line numbers in the baseline: {text}"
    );
    for e in entries {
        assert_eq!(e["path"], "tools/app.afd.json");
        assert_eq!(e["count"], 1);
        assert_eq!(e["fingerprint"].as_str().unwrap().len(), 64);
    }
    // sorted: by path, then rule
    let rules: Vec<&str> = entries
        .iter()
        .map(|e| e["rule"].as_str().unwrap())
        .collect();
    let mut sorted = rules.clone();
    sorted.sort();
    assert_eq!(rules, sorted);
    // writing again gives the same bytes
    repo.run(&["check", "--write-baseline"]);
    assert_eq!(repo.read(".afd-surface-baseline.json"), text);

    // 2. Re-run: everything baselined, the run passes.
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0);
    assert!(states(&j).iter().all(|s| s.2 == "baselined"));
    assert_eq!(j["summary"]["baselinedCount"], before.len());
    assert_eq!(j["summary"]["errorCount"], 0);
    assert_eq!(j["summary"]["staleBaselineCount"], 0);
    assert_eq!(j["valid"], true);

    // 3. Shift lines, re-indent, reorder commands: still baselined.
    let shifted = format!(
        "\n\n{{\n    \"commands\": [\n{ORDER_GET},\n\n\n{USER_CREATE},\n      {}\n    ]\n}}\n",
        ORDER_LIST.trim()
    );
    repo.file("tools/app.afd.json", shifted);
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0, "{j}");
    assert!(
        states(&j).iter().all(|s| s.2 == "baselined"),
        "{:?}",
        states(&j)
    );

    // 4. A new problem is new; the old ones stay baselined.
    let added = r#"  {"name": "orderCancel", "description": "Deletes an open order and refunds the customer"}"#;
    repo.file(
        "tools/app.afd.json",
        manifest(&[USER_CREATE, ORDER_LIST, ORDER_GET, added]),
    );
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 1);
    let new: Vec<_> = states(&j).into_iter().filter(|s| s.2 == "new").collect();
    assert_eq!(
        new,
        vec![(
            "naming-convention".into(),
            "orderCancel".into(),
            "new".into()
        )]
    );
    assert_eq!(j["summary"]["errorCount"], 1);

    // 5. Fix one: its entry becomes stale (listed, exit code unaffected).
    let fixed = r#"  {"name": "user-create", "description": "Creates a user account from the given profile fields"}"#;
    repo.file(
        "tools/app.afd.json",
        manifest(&[fixed, ORDER_LIST, ORDER_GET]),
    );
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0, "{j}");
    let stale = j["staleBaseline"].as_array().unwrap();
    assert_eq!(stale.len(), 1);
    assert_eq!(stale[0]["rule"], "naming-convention");
    assert_eq!(stale[0]["commands"], serde_json::json!(["userCreate"]));
    assert_eq!(j["summary"]["staleBaselineCount"], 1);
    let text_out = repo.run(&["check"]).stdout;
    assert!(
        text_out.contains(
            "note: 1 entry in the baseline no longer matches any finding; run `afd-surface check --write-baseline` to prune it\n  - naming-convention in tools/app.afd.json [userCreate] (×1)\n"
        ),
        "{text_out}"
    );

    // 6. Give an entry a reason, then rewrite: the stale entry is dropped and
    //    the reason of the surviving entry is kept.
    let mut file: Value = serde_json::from_str(&repo.read(".afd-surface-baseline.json")).unwrap();
    for e in file["entries"].as_array_mut().unwrap() {
        if e["rule"] == "unresolved-prerequisite" {
            e["reason"] = "auth-login lives in the auth server".into();
        }
    }
    repo.file(
        ".afd-surface-baseline.json",
        serde_json::to_string_pretty(&file).unwrap(),
    );
    let r = repo.run(&["check", "--write-baseline"]);
    assert_eq!(r.code, 0);
    let file: Value = serde_json::from_str(&repo.read(".afd-surface-baseline.json")).unwrap();
    let entries = file["entries"].as_array().unwrap();
    assert_eq!(entries.len(), before.len() - 1);
    assert!(
        !entries
            .iter()
            .any(|e| e["commands"] == serde_json::json!(["userCreate"]))
    );
    let kept: Vec<_> = entries.iter().filter(|e| e["reason"].is_string()).collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0]["rule"], "unresolved-prerequisite");
    assert_eq!(kept[0]["reason"], "auth-login lives in the auth server");
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0);
    assert_eq!(j["summary"]["staleBaselineCount"], 0);
}

#[test]
fn counts_cover_repeated_findings_and_excess_ones_are_new() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", CONFIG);
    let twice = r#"  {"name": "order-list", "description": "Lists the orders of the signed-in customer, newest first", "requires": ["auth-login", "auth-login"]}"#;
    repo.file("a.afd.json", manifest(&[twice]));
    repo.run(&["check", "--write-baseline"]);
    let file: Value = serde_json::from_str(&repo.read(".afd-surface-baseline.json")).unwrap();
    let e = &file["entries"][0];
    assert_eq!(e["rule"], "unresolved-prerequisite");
    assert_eq!(e["discriminator"], "auth-login");
    assert_eq!(e["count"], 2);

    let thrice = r#"  {"name": "order-list", "description": "Lists the orders of the signed-in customer, newest first", "requires": ["auth-login", "auth-login", "auth-login"]}"#;
    repo.file("a.afd.json", manifest(&[thrice]));
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 1);
    let s: Vec<String> = j["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{}@{}",
                f["baseline"].as_str().unwrap(),
                f["location"]["column"]
            )
        })
        .collect();
    // the excess occurrence is the last one in report order
    assert_eq!(s.len(), 3);
    assert!(
        s[0].starts_with("baselined@")
            && s[1].starts_with("baselined@")
            && s[2].starts_with("new@"),
        "{s:?}"
    );
}

#[test]
fn a_count_larger_than_the_findings_is_described_as_such() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", CONFIG);
    let twice = r#"  {"name": "order-list", "description": "Lists the orders of the signed-in customer, newest first", "requires": ["auth-login", "auth-login"]}"#;
    repo.file("a.afd.json", manifest(&[twice]));
    std::fs::create_dir_all(repo.path().join("ci")).unwrap();
    let r = repo.run(&["check", "--write-baseline", "--baseline", "ci/known.json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    repo.file("a.afd.json", manifest(&[ORDER_LIST]));
    let (code, j) = json_run(&repo, &["--baseline", "ci/known.json"]);
    assert_eq!(code, 0);
    let stale = &j["staleBaseline"][0];
    assert_eq!(
        (stale["count"].as_u64(), stale["matched"].as_u64()),
        (Some(1), Some(1))
    );
    let out = repo
        .run(&["check", "--baseline", "ci/known.json", "."])
        .stdout;
    assert!(
        out.contains(
            "note: 1 entry in the baseline has a count larger than the findings; run `afd-surface check --write-baseline --baseline ci/known.json` to prune it\n"
        ),
        "{out}"
    );
    // a run on some paths repeats them, so the rewrite judges the same files
    let out = repo
        .run(&["check", "--baseline", "ci/known.json", "a.afd.json"])
        .stdout;
    assert!(
        out.contains(
            "run `afd-surface check a.afd.json --write-baseline --baseline ci/known.json`"
        ),
        "{out}"
    );
}

#[test]
fn moving_a_file_makes_its_findings_new() {
    let repo = start();
    repo.run(&["check", "--write-baseline"]);
    let text = repo.read("tools/app.afd.json");
    std::fs::remove_file(repo.path().join("tools/app.afd.json")).unwrap();
    repo.file("other/app.afd.json", text);
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 1);
    assert!(states(&j).iter().all(|s| s.2 == "new"));
    assert!(j["summary"]["staleBaselineCount"].as_u64().unwrap() > 0);
}

#[test]
fn custom_baseline_path_from_the_flag_and_the_config() {
    let repo = start();
    let r = repo.run(&["check", "--baseline", "ci/known.json", "--write-baseline"]);
    // the folder must exist: writing into a missing folder is an I/O error
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("cannot write the baseline"),
        "{}",
        r.stderr
    );
    std::fs::create_dir_all(repo.path().join("ci")).unwrap();
    let r = repo.run(&["check", "--baseline", "ci/known.json", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!repo.path().join(".afd-surface-baseline.json").exists());
    let (code, _) = json_run(&repo, &["--baseline", "ci/known.json"]);
    assert_eq!(code, 0);
    // without it, the default path has no file: everything is new
    let (code, _) = json_run(&repo, &[]);
    assert_eq!(code, 1);
    // the config's `baseline` key
    repo.file(
        "afd-surface.toml",
        format!("baseline = \"ci/known.json\"\n{CONFIG}"),
    );
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0, "{j}");
}

#[test]
fn a_named_baseline_that_does_not_exist_is_a_warning() {
    let repo = start();
    let r = repo.run(&["check", "--baseline", "nope.json"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("baseline file `nope.json` does not exist"),
        "{}",
        r.stderr
    );
}

#[test]
fn malformed_or_unknown_baselines_are_errors() {
    let repo = start();
    let fp = afd_surface::baseline::fingerprint(
        "naming-convention",
        "tools/app.afd.json",
        &["userCreate".into()],
        "",
    );
    let zero = format!(
        r#"{{"version": 1, "entries": [{{"rule": "naming-convention", "path": "tools/app.afd.json", "commands": ["userCreate"], "discriminator": "", "count": 0, "fingerprint": "{fp}"}}]}}"#
    );
    for (content, message) in [
        ("{", "is not valid JSON"),
        (
            "{\"version\": 2, \"entries\": []}",
            "unsupported baseline version 2",
        ),
        ("{\"entries\": []}", "has no `version`"),
        (
            "{\"version\": 1, \"entries\": [{\"rule\": \"x\"}]}",
            "malformed baseline file",
        ),
        ("[]", "has no `version`"),
        (
            r#"{"version": 1, "entries": [{"rule": "naming-convention", "path": "tools/app.afd.json", "commands": ["userCreate"], "discriminator": "", "count": 1, "fingerprint": "00"}]}"#,
            "has fingerprint 00 but",
        ),
        (zero.as_str(), "has count 0"),
    ] {
        repo.file(".afd-surface-baseline.json", content);
        let r = repo.run(&["check"]);
        assert_eq!(r.code, 2, "{content}: {}", r.stderr);
        assert!(
            r.stderr.contains(".afd-surface-baseline.json"),
            "{}",
            r.stderr
        );
        assert!(r.stderr.contains(message), "{content}: {}", r.stderr);
        // the advice works: that command replaces the file
        assert!(
            r.stderr.contains(
                "fix it, or replace it with the current findings by running `afd-surface check --write-baseline` (its `reason` notes are then lost)"
            ),
            "{}",
            r.stderr
        );
        let w = repo.run(&["check", "--write-baseline"]);
        assert_eq!(w.code, 0, "{content}: {}", w.stderr);
        assert!(
            w.stderr.contains("warning: .afd-surface-baseline.json")
                && w.stderr.contains(message)
                && w.stderr
                    .contains("writing a new baseline from the current findings"),
            "{}",
            w.stderr
        );
        let (code, j) = json_run(&repo, &[]);
        assert_eq!(code, 0, "{content}: {j}");
    }
}

#[test]
fn a_named_bad_baseline_gets_advice_with_its_path_and_unreadable_ones_stay_errors() {
    let repo = start();
    repo.file("ci/known.json", "{\"version\": 3}");
    let r = repo.run(&["check", "--baseline", "ci/known.json"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("`afd-surface check --write-baseline --baseline ci/known.json`"),
        "{}",
        r.stderr
    );
    let w = repo.run(&["check", "--write-baseline", "--baseline", "ci/known.json"]);
    assert_eq!(w.code, 0, "{}", w.stderr);
    // a path that cannot be read at all is not replaced
    std::fs::create_dir_all(repo.path().join("dir.json")).unwrap();
    let w = repo.run(&["check", "--write-baseline", "--baseline", "dir.json"]);
    assert_eq!(w.code, 2, "{}", w.stderr);
    assert!(w.stderr.contains("not a regular file"), "{}", w.stderr);
}

#[test]
fn entries_of_unknown_rules_are_a_warning() {
    let repo = start();
    repo.run(&["check", "--write-baseline"]);
    let mut file: Value = serde_json::from_str(&repo.read(".afd-surface-baseline.json")).unwrap();
    let old = afd_surface::baseline::fingerprint("old-rule", "tools/app.afd.json", &[], "");
    file["entries"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"rule": "old-rule", "path": "tools/app.afd.json", "commands": [], "discriminator": "", "count": 1, "fingerprint": old}));
    repo.file(
        ".afd-surface-baseline.json",
        serde_json::to_string_pretty(&file).unwrap(),
    );
    let r = repo.run(&["check", "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "warning: .afd-surface-baseline.json: 1 entry names the unknown rule `old-rule` (renamed or removed?)"
        ),
        "{}",
        r.stderr
    );
    let j = r.json();
    assert_eq!(j["staleBaseline"][0]["rule"], "old-rule");
    repo.run(&["check", "--write-baseline"]);
    assert!(!repo.read(".afd-surface-baseline.json").contains("old-rule"));
}

#[test]
fn suppressed_findings_are_not_written_to_the_baseline() {
    let repo = start();
    let r = repo.run(&[
        "check",
        "--write-baseline",
        "--suppress",
        "naming-convention",
    ]);
    assert_eq!(r.code, 0);
    let file: Value = serde_json::from_str(&repo.read(".afd-surface-baseline.json")).unwrap();
    assert!(
        !file["entries"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["rule"] == "naming-convention")
    );
}

#[test]
fn the_fingerprint_is_stable_across_edits_and_shared_with_the_report() {
    let repo = start();
    let (_, j) = json_run(&repo, &[]);
    repo.run(&["check", "--write-baseline"]);
    let file: Value = serde_json::from_str(&repo.read(".afd-surface-baseline.json")).unwrap();
    let mut from_report: Vec<String> = j["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["fingerprint"].as_str().unwrap().to_string())
        .collect();
    let mut from_file: Vec<String> = file["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["fingerprint"].as_str().unwrap().to_string())
        .collect();
    from_report.sort();
    from_file.sort();
    assert_eq!(from_report, from_file);
}

fn stale_paths(j: &Value) -> Vec<String> {
    j["staleBaseline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["path"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn checking_some_paths_judges_only_their_entries() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", CONFIG);
    repo.file("a/app.afd.json", manifest(&[USER_CREATE]));
    repo.file("b/app.afd.json", manifest(&[ORDER_LIST]));
    let r = repo.run(&["check", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let full = repo.read(".afd-surface-baseline.json");
    assert!(full.contains("a/app.afd.json") && full.contains("b/app.afd.json"));

    // b/ is outside the run: its entries are neither stale nor dropped
    let (code, j) = json_run(&repo, &["a"]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(stale_paths(&j), Vec::<String>::new());
    let r = repo.run(&["check", "a", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("kept 1 entry for a file or rule this run did not check"),
        "{}",
        r.stderr
    );
    assert_eq!(repo.read(".afd-surface-baseline.json"), full);
    // so the next full run still passes
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(stale_paths(&j), Vec::<String>::new());
    // a file named on the command line is the only one judged
    let (code, j) = json_run(&repo, &["a/app.afd.json"]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(stale_paths(&j), Vec::<String>::new());

    // a file that exists but was not read (excluded) is not judged either
    let r = repo.run(&["check", "--exclude", "b/**", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(repo.read(".afd-surface-baseline.json"), full);

    // a file under the PATHS that no longer exists is judged: stale
    std::fs::remove_file(repo.path().join("b/app.afd.json")).unwrap();
    let (_, j) = json_run(&repo, &["a"]);
    assert_eq!(stale_paths(&j), Vec::<String>::new());
    let (code, j) = json_run(&repo, &["b"]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(stale_paths(&j), vec!["b/app.afd.json".to_string()]);
    let (_, j) = json_run(&repo, &[]);
    assert_eq!(stale_paths(&j), vec!["b/app.afd.json".to_string()]);
    // and pruned by a run whose PATHS hold it
    let r = repo.run(&["check", "b", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let now = repo.read(".afd-surface-baseline.json");
    assert!(now.contains("a/app.afd.json") && !now.contains("b/app.afd.json"));
}

#[test]
fn entries_of_a_rule_switched_off_are_kept_not_stale() {
    let repo = Repo::new();
    repo.file("afd-surface.toml", CONFIG);
    repo.file("app.afd.json", manifest(&[USER_CREATE, ORDER_LIST]));
    let r = repo.run(&["check", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let full = repo.read(".afd-surface-baseline.json");
    assert!(full.contains("\"naming-convention\"") && full.contains("\"unresolved-prerequisite\""));

    // the rule is switched off: its entry is not judged, so not stale
    repo.file(
        "afd-surface.toml",
        format!("{CONFIG}naming-convention = \"off\"\n"),
    );
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(stale_paths(&j), Vec::<String>::new());
    assert_eq!(j["summary"]["baselinedCount"], 1, "{j}");
    // and rewriting the baseline keeps it
    let r = repo.run(&["check", "--write-baseline"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("kept 1 entry for a file or rule this run did not check"),
        "{}",
        r.stderr
    );
    assert_eq!(repo.read(".afd-surface-baseline.json"), full);

    // switched back on, the finding is still baselined
    repo.file("afd-surface.toml", CONFIG);
    let (code, j) = json_run(&repo, &[]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(j["summary"]["baselinedCount"], 2, "{j}");
    assert_eq!(stale_paths(&j), Vec::<String>::new());

    // a rule that is on and no longer finds anything: stale
    repo.file("app.afd.json", manifest(&[ORDER_LIST]));
    let (_, j) = json_run(&repo, &[]);
    assert_eq!(stale_paths(&j), vec!["app.afd.json".to_string()]);
    assert_eq!(j["staleBaseline"][0]["rule"], "naming-convention", "{j}");
}
