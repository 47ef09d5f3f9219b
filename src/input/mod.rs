//! Input adapters: bytes to the model, with spans.
//!
//! Every kind of input file is read the same way ([`load`]): the bytes
//! (bounded by `[limits] max-file-size`, special files never opened), a
//! UTF-8 BOM removed, then the [`Adapter`] of its [`FileKind`] parses the
//! text. What cannot be read is a [`LoadProblem`] with its position, never
//! a finding: the input rules (`manifest-invalid`, `skill-file`,
//! `skill-frontmatter`) own those problems, so adapters know nothing of
//! rules, messages, severities or configuration.
//!
//! A new kind of input (a running server's capture, source code, a client
//! configuration) is one more [`Adapter`] and one more [`FileKind`].

pub mod json;
pub mod manifest;
pub mod skill;
pub mod source;

use std::path::Path;

use crate::discover::{Candidate, CandidateProblem};
use crate::fsutil::{self, ReadError};
use crate::meta::{FileKind, Limits};
use crate::model::problem::{FileInput, LoadProblem, Problem};
use crate::model::{Command, ManifestTraits, Skill};
use crate::source::{FileId, SourceFile, Span};
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

/// What an adapter made of one file.
#[derive(Debug)]
pub enum Content {
    /// Nothing usable (the file could not be read or parsed).
    Nothing,
    /// The commands of a manifest: one surface (possibly empty), and how
    /// the manifest is written.
    Commands {
        commands: Vec<Command>,
        traits: ManifestTraits,
        /// What else the server says (a capture's instructions, prompts
        /// and resources).
        texts: Vec<crate::model::ServerText>,
    },
    /// A skill (with whatever of its `SKILL.md` could be read).
    Skill(Skill),
    /// Not an input after all: a source file that defines no tools.
    NotInput,
}

/// What an [`Adapter`] returns for one file's text.
#[derive(Debug)]
pub struct Parsed {
    pub content: Content,
    pub problems: Vec<LoadProblem>,
}

/// Reads one kind of input file into the model.
pub trait Adapter: Sync {
    /// The kind of file it reads.
    fn kind(&self) -> FileKind;

    /// Parses the text of a file (read, UTF-8, BOM removed). Never fails:
    /// what it cannot read is a problem.
    fn parse(&self, file: FileId, cand: &Candidate, text: &str, limits: &Limits) -> Parsed;

    /// What the file stands for when its text could not be read at all.
    fn unreadable(&self, _file: FileId, _cand: &Candidate) -> Content {
        Content::Nothing
    }
}

/// The adapter of each kind of input file.
pub fn adapter(kind: FileKind) -> &'static dyn Adapter {
    match kind {
        FileKind::Manifest => &manifest::ManifestAdapter,
        FileKind::Skill => &skill::SkillAdapter,
        FileKind::Source => &source::SourceAdapter,
    }
}

/// One file, read.
#[derive(Debug)]
pub struct LoadedFile {
    pub source: SourceFile,
    /// Its kind and the problems met reading it (what the input rules check).
    pub input: FileInput,
    pub content: Content,
}

/// Whether a text begins like a JSON document (an object, an array, or a
/// comment before one): what a manifest is. Anything else read as a
/// manifest (a file named on the command line) is not quoted in reports.
fn looks_like_json(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with(['{', '[', '/'])
}

/// Reads and parses one file with the adapter of its kind. Never fails:
/// problems are data. `alongside` runs on the text in parallel with the
/// parse (the binary compiles the patterns the text will need there).
pub fn load(
    file: FileId,
    cand: &Candidate,
    limits: &Limits,
    alongside: &(dyn Fn(&str) + Sync),
) -> LoadedFile {
    let adapter = adapter(cand.kind);
    let unreadable = || SourceFile::unreadable(cand.display.clone(), cand.fs_path.clone());
    let at_start = |problem| vec![LoadProblem::new(problem, Span::file_start(file))];
    let (source, problems, content) = if let Some(problem) = &cand.problem {
        let problem = match problem {
            CandidateProblem::Directory => Problem::SkillIsDirectory,
            CandidateProblem::SymlinkOutsideRoot { target } => Problem::SymlinkOutsideRoot {
                target: target.clone(),
            },
            CandidateProblem::SpecialFile => Problem::SpecialFile,
        };
        (
            unreadable(),
            at_start(problem),
            adapter.unreadable(file, cand),
        )
    } else {
        let text = match &cand.contents {
            Some(bytes) if bytes.len() as u64 > limits.max_file_size => {
                Err(ReadProblem::TooLarge {
                    size: bytes.len() as u64,
                    limit: limits.max_file_size,
                })
            }
            Some(bytes) => decode(bytes.clone()),
            None => read_text(&cand.fs_path, limits.max_file_size),
        };
        match text {
            Ok(text) => {
                let (parsed, ()) = rayon::join(
                    || adapter.parse(file, cand, &text, limits),
                    || alongside(&text),
                );
                let mut source = SourceFile::new(cand.display.clone(), cand.fs_path.clone(), text);
                source.quotable = cand.kind != FileKind::Manifest || looks_like_json(&source.text);
                (source, parsed.problems, parsed.content)
            }
            // a source file that is not UTF-8 and mentions no tool API is
            // not an input (legacy encodings are common in code)
            Err(ReadProblem::NotUtf8 { lossy, .. })
                if cand.kind == FileKind::Source
                    && !source::may_define_tools(&lossy, cand.display.ends_with(".py")) =>
            {
                (
                    SourceFile::new(cand.display.clone(), cand.fs_path.clone(), String::new()),
                    Vec::new(),
                    Content::NotInput,
                )
            }
            Err(ReadProblem::NotUtf8 { offset, lossy }) => {
                // The text before `offset` is intact, so positions resolve in
                // the lossy text, where the bad byte became one U+FFFD.
                let end = lossy
                    .get(offset..)
                    .and_then(|s| s.chars().next())
                    .map_or(offset, |c| offset + c.len_utf8());
                let nul = lossy.contains('\0');
                let p = LoadProblem::new(Problem::NotUtf8 { nul }, Span::new(file, offset..end));
                let mut source = SourceFile::new(cand.display.clone(), cand.fs_path.clone(), lossy);
                source.quotable = cand.kind != FileKind::Manifest || looks_like_json(&source.text);
                (source, vec![p], adapter.unreadable(file, cand))
            }
            Err(e) => {
                let problem = match e {
                    ReadProblem::TooLarge { size, limit } => Problem::TooLarge { size, limit },
                    ReadProblem::NotRegular => Problem::NotRegular,
                    ReadProblem::Io(error) => Problem::Unreadable { error },
                    ReadProblem::NotUtf8 { .. } => Problem::NotUtf8 { nul: false },
                };
                (
                    unreadable(),
                    at_start(problem),
                    adapter.unreadable(file, cand),
                )
            }
        }
    };
    LoadedFile {
        source,
        input: FileInput {
            file,
            kind: cand.kind,
            problems,
            subject: cand
                .folder
                .as_ref()
                .map(|f| (f.name.clone(), f.dir.clone())),
        },
        content,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_span_covers_the_replacement_character() {
        let cand = Candidate::in_memory(
            FileKind::Manifest,
            "a.afd.json",
            b"{\"tools\": [\n{\"name\": \"x\xff\"}]}".to_vec(),
        );
        let m = load(FileId(0), &cand, &Limits::default(), &|_| {});
        assert!(matches!(m.content, Content::Nothing));
        let [p] = m.input.problems.as_slice() else {
            panic!("{:?}", m.input.problems)
        };
        assert_eq!(p.problem, Problem::NotUtf8 { nul: false });
        let range = p.at.range();
        // the bad byte became one U+FFFD (3 bytes) in the text
        assert_eq!(m.source.text.get(range.clone()), Some("\u{FFFD}"));
        let r = m.source.region(range);
        assert_eq!((r.line, r.column, r.end_line, r.end_column), (2, 12, 2, 13));
    }
}
