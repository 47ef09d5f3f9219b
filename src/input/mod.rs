//! Input adapters: bytes on disk to the model, with spans. Adapters decide
//! nothing about severities or configuration; what they cannot read becomes
//! a finding of an input rule (`manifest-invalid`, `skill-file`,
//! `skill-frontmatter`) with the rule's default severity.

pub mod json;
pub mod manifest;
pub mod skill;

use std::path::{Path, PathBuf};

use crate::config::Limits;
use crate::discover::ManifestCandidate;
use crate::finding::Finding;
use crate::fsutil::{self, ReadError};
use crate::model::Command;
use crate::source::{FileId, SourceFile};

/// Why a file's text could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadProblem {
    TooLarge {
        size: u64,
        limit: u64,
    },
    NotRegular,
    Io(String),
    /// Not valid UTF-8: the byte offset of the first invalid byte and the
    /// text decoded lossily (for positions).
    NotUtf8 {
        offset: usize,
        lossy: String,
    },
}

/// Formats a byte count for messages ("10 MiB", "512 bytes").
pub fn human_size(n: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    const KIB: u64 = 1024;
    if n >= MIB && n.is_multiple_of(MIB) {
        format!("{} MiB", n / MIB)
    } else if n >= KIB && n.is_multiple_of(KIB) {
        format!("{} KiB", n / KIB)
    } else {
        format!("{n} bytes")
    }
}

/// Reads a regular file as UTF-8 text (a BOM removed), refusing files over
/// `limit` bytes without reading them and special files without opening them.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadProblem> {
    match fsutil::read_regular(path, limit) {
        Ok(bytes) => decode(bytes),
        Err(ReadError::NotRegular) => Err(ReadProblem::NotRegular),
        Err(ReadError::TooLarge { size, limit }) => Err(ReadProblem::TooLarge { size, limit }),
        Err(ReadError::Io(e)) => Err(ReadProblem::Io(e.to_string())),
    }
}

/// UTF-8 text with a leading BOM removed.
pub fn decode(mut bytes: Vec<u8>) -> Result<String, ReadProblem> {
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        ReadProblem::NotUtf8 {
            offset,
            lossy: String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    })
}

/// One manifest, read and parsed.
pub struct LoadedManifest {
    pub source: SourceFile,
    pub commands: Vec<Command>,
    pub findings: Vec<Finding>,
    pub readable: bool,
}

/// Reads and parses one manifest file. Never fails: problems are findings.
/// `alongside` runs on the file's text in parallel with the parse (the
/// binary compiles the patterns the text will need there).
pub fn load_manifest(
    file: FileId,
    cand: &ManifestCandidate,
    limits: &Limits,
    alongside: &(dyn Fn(&str) + Sync),
) -> LoadedManifest {
    let unreadable =
        |source: SourceFile, range: std::ops::Range<usize>, msg: String, help: &str| {
            LoadedManifest {
                findings: vec![manifest::file_problem(file, range, msg, help)],
                source,
                commands: Vec::new(),
                readable: false,
            }
        };
    let fs_path: PathBuf = cand.fs_path.clone();
    match read_text(&fs_path, limits.max_file_size) {
        Ok(text) if text.contains('\0') => {
            let at = text.find('\0').unwrap_or(0);
            unreadable(
                SourceFile::new(cand.display.clone(), fs_path, text),
                at..at + 1,
                "the manifest is a binary file, not UTF-8 JSON text".into(),
                "save the manifest as UTF-8 JSON text, or exclude this path",
            )
        }
        Ok(text) => {
            let (m, ()) = rayon::join(
                || manifest::parse_manifest(file, &text, limits.max_nesting),
                || alongside(&text),
            );
            LoadedManifest {
                source: SourceFile::new(cand.display.clone(), fs_path, text),
                commands: m.commands,
                findings: m.findings,
                readable: m.readable,
            }
        }
        Err(ReadProblem::TooLarge { size, limit }) => unreadable(
            SourceFile::unreadable(cand.display.clone(), fs_path),
            0..0,
            format!(
                "the manifest is {}, over the {} limit; it was not read",
                human_size(size),
                human_size(limit)
            ),
            "split the manifest, or raise `[limits] max-file-size` in afd-surface.toml",
        ),
        Err(ReadProblem::NotRegular) => unreadable(
            SourceFile::unreadable(cand.display.clone(), fs_path),
            0..0,
            "the manifest path is not a regular file".into(),
            "name a regular JSON file, or exclude this path",
        ),
        Err(ReadProblem::Io(e)) => unreadable(
            SourceFile::unreadable(cand.display.clone(), fs_path),
            0..0,
            format!("the manifest cannot be read: {e}"),
            "check the file's permissions",
        ),
        Err(ReadProblem::NotUtf8 { offset, lossy }) => {
            // The text before `offset` is intact, so positions resolve in
            // the lossy text, where the bad byte became one U+FFFD.
            let end = lossy
                .get(offset..)
                .and_then(|s| s.chars().next())
                .map_or(offset, |c| offset + c.len_utf8());
            let source = SourceFile::new(cand.display.clone(), fs_path, lossy);
            let nul = source.text.contains('\0');
            let msg = if nul {
                "the manifest is a binary file, not UTF-8 JSON text".to_string()
            } else {
                "the manifest is not valid UTF-8".to_string()
            };
            unreadable(
                source,
                offset..end,
                msg,
                "save the manifest as UTF-8 JSON text",
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_span_covers_the_replacement_character() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.afd.json");
        std::fs::write(&path, b"{\"tools\": [\n{\"name\": \"x\xff\"}]}").unwrap();
        let cand = ManifestCandidate {
            fs_path: path,
            display: "a.afd.json".into(),
            explicit: true,
        };
        let m = load_manifest(FileId(0), &cand, &Limits::default(), &|_| {});
        assert!(!m.readable);
        let [f] = m.findings.as_slice() else {
            panic!("{:?}", m.findings)
        };
        assert_eq!(f.message, "the manifest is not valid UTF-8");
        let range = f.primary.span().range();
        // the bad byte became one U+FFFD (3 bytes) in the text
        assert_eq!(m.source.text.get(range.clone()), Some("\u{FFFD}"));
        let r = m.source.region(range);
        assert_eq!((r.line, r.column, r.end_line, r.end_column), (2, 12, 2, 13));
    }
}
