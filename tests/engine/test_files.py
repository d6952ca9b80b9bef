"""Files a person names: only a regular file is read, never past a limit; a folder is checked before use."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tabletop.engine.files import read_regular_file, ready_folder


def test_a_regular_file_is_read_whole_up_to_its_limit(tmp_path: Path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"x" * 100)
    assert read_regular_file(path, 100) == b"x" * 100
    with pytest.raises(OSError) as refused:
        read_regular_file(path, 99)
    assert refused.value.strerror == "larger than 99 bytes"


def test_a_folder_is_not_a_file_and_its_handle_is_closed(tmp_path: Path):
    def refusal() -> str | None:
        with pytest.raises(OSError) as refused:
            read_regular_file(tmp_path, 1 << 20)
        return refused.value.strerror

    assert refusal() in ("not a file", "Permission denied")  # Windows will not open a folder at all
    if sys.platform == "linux":  # the Continue list reads every listed name, each time it is shown
        before = len(os.listdir("/proc/self/fd"))
        for _ in range(50):
            refusal()
        assert len(os.listdir("/proc/self/fd")) == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once(tmp_path: Path):
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    with pytest.raises(OSError) as refused:
        read_regular_file(fifo, 1 << 20)  # opened without waiting for a writer, then refused
    assert refused.value.strerror == "not a file"


def test_a_save_larger_than_any_game_writes_is_refused_unread(tmp_path: Path):
    from tabletop.engine.saves import SAVE_LIMIT, SaveError, read_document

    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(SAVE_LIMIT + 1)  # sparse
    with pytest.raises(SaveError) as refused:
        read_document(path, ())
    assert refused.value.reason.code == "save.unreadable"
    assert refused.value.reason.params == {"detail": "larger than 64 MB"}


def test_a_folder_is_made_and_a_file_in_its_place_refused(tmp_path: Path):
    ready_folder(tmp_path / "a" / "b")
    assert (tmp_path / "a" / "b").is_dir() and list((tmp_path / "a" / "b").iterdir()) == []  # the probe is gone
    (tmp_path / "f").write_text("mine", encoding="utf-8")
    with pytest.raises(OSError) as refused:
        ready_folder(tmp_path / "f")
    assert refused.value.strerror == "not a folder"
    with pytest.raises(OSError):
        ready_folder(tmp_path / "f" / "below")
    assert (tmp_path / "f").read_text(encoding="utf-8") == "mine"
