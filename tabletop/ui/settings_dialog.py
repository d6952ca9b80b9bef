"""The Settings dialog: your name (for Today's map), how fast bots play, and reduced motion."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from tabletop.ui.i18n import translate
from tabletop.ui.pace import PACES, pace_for
from tabletop.ui.settings import Settings


def pace_tip() -> str:
    """Returns what the paces mean, for the pace choosers' tooltips."""
    return translate("settings", "How long a bot's turn takes: Slow up to 6 s, Medium up to 3 s, Fast up to 1 s, "
                                 "Instant at once. Each move is shown as it is made.")


class SettingsDialog(QDialog):
    """Edits a copy of the settings; `apply()` writes the choices back."""

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(translate("settings", "Settings"))
        form = QFormLayout(self)
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(translate("home", "Cartographer"))
        form.addRow(translate("settings", "Your name (for Today's map)"), self.name)
        self.pace = QComboBox()
        for pace in PACES:
            self.pace.addItem(translate(*pace.label), pace.move_ms)
        self.pace.setCurrentIndex(PACES.index(pace_for(settings.bot_delay_ms)))
        self.pace.setToolTip(pace_tip())
        form.addRow(translate("settings", "Bots play"), self.pace)
        self.motion = QCheckBox(translate("settings", "Reduce motion (no flashing or moving pieces)"))
        self.motion.setChecked(settings.reduced_motion)
        form.addRow(self.motion)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("settings", "Save"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("new_game", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply(self) -> Settings:
        """Returns the settings with the dialog's choices written in."""
        self.settings.player_name = self.name.text().strip()
        self.settings.bot_delay_ms = int(self.pace.currentData())
        self.settings.reduced_motion = self.motion.isChecked()
        return self.settings
