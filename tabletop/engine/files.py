"""Files a person names (a save to open, a sheet to score, a folder to write in), checked before they are used:
only a regular file is read, never more than a limit and never waiting on a FIFO; a folder is written in only
once a file could be made there. Problems are OSErrors whose `strerror` says why in a few words."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

MB = 1 << 20


def read_regular_file(path: Path, limit: int) -> bytes:
    """Returns the bytes of the regular file at `path`; raises OSError for anything else (a folder, a FIFO, a
    device) and for a file over `limit` bytes."""
    # Opened without blocking: opening a FIFO no one writes to would wait for ever, before fstat could refuse it.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a file")
        chunks, left = [], limit + 1  # a file may be longer than its size says (/proc) or grow while read
        while left > 0 and (chunk := os.read(fd, min(left, MB))):
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"larger than {_size(limit)}")
    return data


def ready_folder(path: Path) -> None:
    """Makes the folder `path` (and its parents) if it is missing; raises OSError when no file can be written
    in it (a file of that name, no permission, a read-only disk)."""
    import tempfile  # here: the app starts without it

    if path.exists() and not path.is_dir():
        raise OSError(errno.ENOTDIR, "not a folder")
    path.mkdir(parents=True, exist_ok=True)
    fd, probe = tempfile.mkstemp(prefix=".tabletop-", suffix=".probe", dir=path)
    os.close(fd)
    os.unlink(probe)


def _size(limit: int) -> str:
    return f"{limit // MB} MB" if limit >= MB else f"{limit} bytes"
