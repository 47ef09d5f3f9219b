//! Source files held in memory, byte spans into them, and the conversion of
//! spans to 1-based line/column regions whose columns count Unicode scalar
//! values (SARIF `unicodeCodePoints`).

use std::ops::Range;
use std::path::PathBuf;

/// Index of a file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(pub u32);

/// A byte range inside one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, range: Range<usize>) -> Span {
        Span {
            file,
            start: saturate(range.start),
            end: saturate(range.end),
        }
    }

    /// The empty span at the start of a file (line 1, column 1).
    pub fn file_start(file: FileId) -> Span {
        Span {
            file,
            start: 0,
            end: 0,
        }
    }

    pub fn range(&self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
}

fn saturate(v: usize) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

/// A resolved position: 1-based lines and columns, columns in Unicode scalar
/// values, `end_column` exclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Region {
    pub line: u32,
    pub column: u32,
    pub end_line: u32,
    pub end_column: u32,
}

impl Region {
    pub const FILE_START: Region = Region {
        line: 1,
        column: 1,
        end_line: 1,
        end_column: 1,
    };
}

/// Bytes per block of the character-count index.
const BLOCK: usize = 256;

/// One file: its report path, its text (a UTF-8 BOM already removed) and the
/// indexes that turn byte offsets into positions in O(log n + BLOCK).
#[derive(Debug)]
pub struct SourceFile {
    /// The path shown in reports: relative to the root with `/` separators, or
    /// absolute for a file outside the root. Shared with every location in
    /// the file.
    pub path: std::sync::Arc<str>,
    /// Where the file is on disk.
    pub fs_path: PathBuf,
    pub text: String,
    line_starts: Vec<u32>,
    /// `chars_before_block[k]` = number of characters in `text[..k * BLOCK]`;
    /// empty when the text is pure ASCII (then bytes are characters).
    chars_before_block: Vec<u32>,
    /// Whether reports may quote the text (snippets). False for a file read
    /// as a manifest that is not JSON at all: a file named on the command
    /// line that is not a manifest, source or skill is located, never shown.
    pub quotable: bool,
}

impl SourceFile {
    pub fn new(path: String, fs_path: PathBuf, text: String) -> SourceFile {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0u32];
        for (i, b) in bytes.iter().enumerate() {
            if *b == b'\n' {
                line_starts.push(saturate(i + 1));
            } else if *b == b'\r' && bytes.get(i + 1) != Some(&b'\n') {
                // A lone CR ends a line too (old Mac line endings).
                line_starts.push(saturate(i + 1));
            }
        }
        let chars_before_block = if text.is_ascii() {
            Vec::new()
        } else {
            let mut acc = 0u32;
            let mut v = Vec::with_capacity(bytes.len() / BLOCK + 2);
            for chunk in bytes.chunks(BLOCK) {
                v.push(acc);
                acc += chunk.iter().filter(|b| !is_continuation(**b)).count() as u32;
            }
            v.push(acc);
            v
        };
        SourceFile {
            path: path.into(),
            fs_path,
            text,
            line_starts,
            chars_before_block,
            quotable: true,
        }
    }

    /// A file whose text could not be read: positions resolve to 1:1.
    pub fn unreadable(path: String, fs_path: PathBuf) -> SourceFile {
        SourceFile::new(path, fs_path, String::new())
    }

    fn chars_before(&self, offset: usize) -> usize {
        let offset = offset.min(self.text.len());
        if self.chars_before_block.is_empty() {
            return offset;
        }
        let block = offset / BLOCK;
        let base = self
            .chars_before_block
            .get(block)
            .copied()
            .unwrap_or_default() as usize;
        let bytes = self.text.as_bytes();
        let from = block * BLOCK;
        base + bytes
            .get(from..offset)
            .map(|s| s.iter().filter(|b| !is_continuation(**b)).count())
            .unwrap_or(0)
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.text.len());
        let line_idx = match self.line_starts.binary_search(&saturate(offset)) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let line_start = self.line_starts.get(line_idx).copied().unwrap_or(0) as usize;
        let col = self.chars_before(offset) - self.chars_before(line_start);
        (saturate(line_idx + 1), saturate(col + 1))
    }

    pub fn region(&self, range: Range<usize>) -> Region {
        let (line, column) = self.line_col(range.start);
        let (end_line, end_column) = self.line_col(range.end.max(range.start));
        Region {
            line,
            column,
            end_line,
            end_column,
        }
    }

    /// The byte offset where a 1-based line starts.
    pub fn line_start(&self, line: u32) -> Option<usize> {
        let idx = (line as usize).checked_sub(1)?;
        self.line_starts.get(idx).map(|s| *s as usize)
    }

    /// The 1-based text of a line without its line ending (for snippets).
    pub fn line_text(&self, line: u32) -> &str {
        let idx = (line as usize).saturating_sub(1);
        let Some(start) = self.line_starts.get(idx).map(|s| *s as usize) else {
            return "";
        };
        let end = self
            .line_starts
            .get(idx + 1)
            .map(|s| *s as usize)
            .unwrap_or(self.text.len());
        self.text
            .get(start..end)
            .unwrap_or("")
            .trim_end_matches(['\n', '\r'])
    }
}

fn is_continuation(b: u8) -> bool {
    b & 0xC0 == 0x80
}

/// All files read in one run.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn add(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        FileId(saturate(self.files.len() - 1))
    }

    pub fn get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    pub fn path(&self, id: FileId) -> &str {
        self.get(id).map(|f| &*f.path).unwrap_or("")
    }

    /// [`SourceMap::path`], shared.
    pub fn shared_path(&self, id: FileId) -> std::sync::Arc<str> {
        self.get(id)
            .map(|f| f.path.clone())
            .unwrap_or_else(|| "".into())
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(saturate(i)), f))
    }

    pub fn region(&self, span: Span) -> Region {
        match self.get(span.file) {
            Some(f) => f.region(span.range()),
            None => Region::FILE_START,
        }
    }
}

/// Line and column (1-based, characters) of the first invalid byte of a
/// buffer that is not valid UTF-8, for error messages.
pub fn position_in_bytes(bytes: &[u8], offset: usize) -> (u32, u32) {
    let prefix = bytes.get(..offset).unwrap_or(bytes);
    let text = String::from_utf8_lossy(prefix);
    let mut line = 1u32;
    let mut col = 1u32;
    let mut prev_cr = false;
    for c in text.chars() {
        match c {
            '\n' => {
                if !prev_cr {
                    line += 1;
                }
                col = 1;
            }
            '\r' => {
                line += 1;
                col = 1;
            }
            _ => col += 1,
        }
        prev_cr = c == '\r';
    }
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> SourceFile {
        SourceFile::new("f".into(), PathBuf::from("f"), text.into())
    }

    #[test]
    fn ascii_positions() {
        let f = file("ab\ncd\n");
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(1), (1, 2));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(5), (2, 3));
        assert_eq!(f.line_col(6), (3, 1));
    }

    #[test]
    fn columns_count_characters() {
        let f = file("é\"x\"\n😀y");
        // `"` after é is byte 2, character column 2
        assert_eq!(f.line_col(2), (1, 2));
        // `y` after the 4-byte emoji on line 2
        let y = f.text.find('y').unwrap();
        assert_eq!(f.line_col(y), (2, 2));
    }

    #[test]
    fn long_non_ascii_line_uses_blocks() {
        let mut s = String::new();
        for _ in 0..2000 {
            s.push('é');
        }
        s.push('x');
        let f = file(&s);
        let x = f.text.find('x').unwrap();
        assert_eq!(f.line_col(x), (1, 2001));
    }

    #[test]
    fn crlf_and_cr_line_endings() {
        let f = file("a\r\nb\rc");
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(5), (3, 1));
        assert_eq!(f.line_text(1), "a");
        assert_eq!(f.line_text(2), "b");
        assert_eq!(f.line_text(3), "c");
    }

    #[test]
    fn invalid_utf8_position() {
        assert_eq!(position_in_bytes(b"ab\ncd\xff", 5), (2, 3));
    }
}
