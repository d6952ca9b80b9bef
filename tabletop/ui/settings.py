"""Where the app keeps its files (platformdirs, injectable) and the player's settings."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import NamedTuple

from tabletop.engine.saves import SUMMARY_INDEX, write_json_atomic


class AppPaths(NamedTuple):
    """The app's folders; tests pass temporary ones, the app asks platformdirs."""

    data: Path
    config: Path
    cache: Path | None = None  # what can be made again from the rest; None: "cache" in the data folder

    @property
    def saves(self) -> Path:
        """Returns the folder of saved games."""
        return self.data / "saves"

    @property
    def cache_dir(self) -> Path:
        """Returns the folder of caches: outside the saves, so a copy of them takes no cache along."""
        return self.cache if self.cache is not None else self.data / "cache"

    @property
    def summary_index(self) -> Path:
        """Returns the file of the Continue list's cached save summaries."""
        return self.cache_dir / SUMMARY_INDEX

    @property
    def statistics_cache(self) -> Path:
        """Returns the cache of the saves' results the statistics read (rebuilt when missing or damaged)."""
        return self.cache_dir / "statistics.json"

    @property
    def settings_file(self) -> Path:
        """Returns the settings file."""
        return self.config / "settings.json"

    @classmethod
    def for_user(cls) -> "AppPaths":
        """Returns the user's folders (XDG on Linux, AppData on Windows, ~/Library on macOS)."""
        from platformdirs import PlatformDirs

        dirs = PlatformDirs("tabletop", appauthor=False)
        return cls(Path(dirs.user_data_path), Path(dirs.user_config_path), Path(dirs.user_cache_path))


@dataclass
class Settings:
    """What the player chose: language, bot pace, reduced motion."""

    language: str = "en"
    bot_delay_ms: int = 700  # the bots' pace, by its lone move's delay (tabletop/ui/pace.py)
    player_name: str = ""
    reduced_motion: bool = False
    extra: dict[str, object] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> "Settings":
        """Returns the saved settings, or defaults when the file is missing or unreadable."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        settings = cls()
        if data.get("language") in ("en", "ja"):
            settings.language = data["language"]
        if isinstance(data.get("bot_delay_ms"), int) and 0 <= data["bot_delay_ms"] <= 5000:
            settings.bot_delay_ms = data["bot_delay_ms"]
        if isinstance(data.get("player_name"), str) and len(data["player_name"]) <= 24:
            settings.player_name = data["player_name"]
        if isinstance(data.get("reduced_motion"), bool):
            settings.reduced_motion = data["reduced_motion"]
        return settings

    def save(self, path: Path) -> None:
        """Writes the settings atomically."""
        write_json_atomic(path, asdict(self))
