//! File access shared by the inputs, the config and the baseline.
//!
//! Reads are bounded: only regular files are opened (a FIFO or a device
//! would block or never end) and never more than a size limit is read.
//! Writes are atomic: a report or baseline is written to a temporary file
//! beside its destination and renamed over it, so an interrupted run never
//! leaves a truncated file. A symbolic link is written through (its target
//! is replaced, the link stays), a device or FIFO is written directly, `-`
//! and `/dev/stdout` are standard output, and the temporary files of a run
//! stopped by a signal are removed ([`remove_temporaries`]).

use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Why [`read_regular`] refused or failed.
#[derive(Debug)]
pub enum ReadError {
    /// A directory, FIFO, socket or device (symlinks are followed).
    NotRegular,
    /// Over the limit; `size` is what was seen (at least `limit + 1`).
    TooLarge {
        size: u64,
        limit: u64,
    },
    Io(io::Error),
}

/// Reads a regular file of at most `limit` bytes. Special files are never
/// opened, and a file that grows while it is read is cut at `limit + 1`
/// bytes and refused.
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let meta = std::fs::metadata(path).map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotRegular);
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge {
            size: meta.len(),
            limit,
        });
    }
    let file = std::fs::File::open(path).map_err(ReadError::Io)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// The temporary files being written, removed by [`remove_temporaries`]
/// when a signal stops the run.
static TEMPORARIES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes the temporary files of writes in progress: called by the
/// binary's signal handler before it exits (a run stopped by SIGINT or
/// SIGTERM leaves no `.afd-surface-*.tmp` behind).
pub fn remove_temporaries() {
    let list = match TEMPORARIES.lock() {
        Ok(l) => l,
        Err(poisoned) => poisoned.into_inner(),
    };
    for p in list.iter() {
        let _ = std::fs::remove_file(p);
    }
}

/// Registers a temporary file for [`remove_temporaries`] while it lives.
struct Registered(PathBuf);

impl Registered {
    fn new(path: &Path) -> Registered {
        if let Ok(mut l) = TEMPORARIES.lock() {
            l.push(path.to_path_buf());
        }
        Registered(path.to_path_buf())
    }
}

impl Drop for Registered {
    fn drop(&mut self) {
        if let Ok(mut l) = TEMPORARIES.lock()
            && let Some(i) = l.iter().position(|p| *p == self.0)
        {
            l.swap_remove(i);
        }
    }
}

/// Where an output goes, once `-`, the standard streams and symbolic links
/// are resolved.
#[derive(Debug, PartialEq, Eq)]
pub enum Target {
    Stdout,
    Stderr,
    /// A device, FIFO or socket: written directly, never replaced.
    Special(PathBuf),
    /// A regular file (existing or not): replaced atomically.
    Regular(PathBuf),
}

/// Resolves an output path. A symbolic link resolves to its target (the
/// link is kept); a link whose target is missing, and a directory, are
/// refused with an error that says so.
pub fn resolve_output(path: &Path) -> io::Result<Target> {
    let text = path.as_os_str();
    if text == "-" || text == "/dev/stdout" || text == "/dev/fd/1" || text == "/proc/self/fd/1" {
        return Ok(Target::Stdout);
    }
    if text == "/dev/stderr" || text == "/dev/fd/2" || text == "/proc/self/fd/2" {
        return Ok(Target::Stderr);
    }
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Target::Regular(path.into())),
        Err(e) => return Err(e),
    };
    let (path, meta) = if meta.file_type().is_symlink() {
        let target = std::fs::canonicalize(path).map_err(|e| {
            if e.kind() == io::ErrorKind::NotFound {
                io::Error::new(
                    io::ErrorKind::NotFound,
                    "it is a symbolic link to a file that does not exist (point it at an existing file, or remove the link)",
                )
            } else {
                e
            }
        })?;
        let meta = std::fs::metadata(&target)?;
        (target, meta)
    } else {
        (path.to_path_buf(), meta)
    };
    if meta.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "it is a directory; name a file",
        ));
    }
    if meta.is_file() {
        Ok(Target::Regular(path))
    } else {
        Ok(Target::Special(path))
    }
}

/// Writes an output: to standard output (`stdout`), standard error, a
/// device or FIFO directly, or a regular file atomically (through a
/// symbolic link to its target).
pub fn write_output(
    path: &Path,
    stdout: &mut dyn Write,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    match resolve_output(path)? {
        Target::Stdout => {
            fill(stdout)?;
            stdout.flush()
        }
        Target::Stderr => {
            let mut e = io::stderr().lock();
            fill(&mut e)?;
            e.flush()
        }
        Target::Special(p) => {
            let file = std::fs::OpenOptions::new().write(true).open(p)?;
            let mut w = BufWriter::new(file);
            fill(&mut w)?;
            w.flush()
        }
        Target::Regular(p) => write_atomic(&p, fill),
    }
}

/// Writes `path` atomically with what `fill` writes (`path` itself is
/// replaced: a symbolic link there becomes a file; [`write_output`]
/// resolves links first).
pub fn write_atomic(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".afd-surface-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    let _registered = Registered::new(tmp.path());
    {
        let mut w = BufWriter::new(tmp.as_file_mut());
        fill(&mut w)?;
        w.flush()?;
    }
    tmp.as_file().sync_all()?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o644))?;
    }
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_write_leaves_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out.json");
        write_atomic(&p, |w| w.write_all(b"old")).unwrap();
        let err = write_atomic(&p, |w| {
            w.write_all(b"partial")?;
            Err(io::Error::other("interrupted"))
        });
        assert!(err.is_err());
        assert_eq!(std::fs::read(&p).unwrap(), b"old");
        // no temporary file is left behind
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        assert!(!registered_under(dir.path()));
    }

    #[cfg(unix)]
    #[test]
    fn outputs_write_through_links_and_into_devices() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("target.json");
        std::fs::write(&target, "old").unwrap();
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let mut stdout = Vec::new();
        write_output(&link, &mut stdout, |w| w.write_all(b"new")).unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        // a dangling link and a directory are refused, and left alone
        let dangling = dir.path().join("dangling.json");
        std::os::unix::fs::symlink(dir.path().join("missing"), &dangling).unwrap();
        let e = write_output(&dangling, &mut stdout, |w| w.write_all(b"x")).unwrap_err();
        assert!(e.to_string().contains("symbolic link"), "{e}");
        assert!(
            std::fs::symlink_metadata(&dangling)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        let e = write_output(dir.path(), &mut stdout, |w| w.write_all(b"x")).unwrap_err();
        assert!(e.to_string().contains("directory"), "{e}");
        // a device stays a device
        write_output(Path::new("/dev/null"), &mut stdout, |w| w.write_all(b"x")).unwrap();
        assert!(!std::fs::metadata("/dev/null").unwrap().is_file());
        // `-` is standard output
        write_output(Path::new("-"), &mut stdout, |w| w.write_all(b"report")).unwrap();
        assert_eq!(stdout, b"report");
        assert_eq!(
            resolve_output(Path::new("/dev/stdout")).unwrap(),
            Target::Stdout
        );
    }

    fn registered_under(dir: &Path) -> bool {
        TEMPORARIES
            .lock()
            .unwrap()
            .iter()
            .any(|p| p.starts_with(dir))
    }

    /// The temporary file is registered for the signal handler while it is
    /// written, and only then (the handler itself is tested on the binary).
    #[test]
    fn temporaries_are_registered_while_written() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out.json");
        write_atomic(&p, |w| {
            w.write_all(b"partial")?;
            assert!(registered_under(dir.path()));
            Ok(())
        })
        .unwrap();
        assert!(!registered_under(dir.path()));
        assert_eq!(std::fs::read(&p).unwrap(), b"partial");
    }
}
