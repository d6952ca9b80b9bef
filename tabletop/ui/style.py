"""The look shared by every screen: the bundled font, colours and the stylesheet."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontDatabase

from tabletop.resources import asset_path

FONT_FAMILY = "Tabletop Sans"

# Table colours (the felt, panels, ink); game pieces have their own palettes in their views.
FELT = QColor("#1f3b3a")
PANEL = QColor("#f4efe4")
PANEL_EDGE = QColor("#b9ab8c")
INK = QColor("#2b2622")
MUTED_INK = QColor("#6b6259")
HIGHLIGHT = QColor("#ffd34d")
REFUSED = QColor("#c0392b")

_loaded = False


def load_fonts() -> str:
    """Registers the bundled fonts once; returns the family name to use."""
    global _loaded
    if not _loaded:
        for face in ("TabletopSans-Regular.ttf", "TabletopSans-Bold.ttf", "TabletopHeadline-Bold.ttf"):
            if QFontDatabase.addApplicationFont(str(asset_path("fonts", face))) < 0:
                raise RuntimeError(f"cannot load the bundled font {face}")
        _loaded = True
    return FONT_FAMILY


def font(size: float = 10, bold: bool = False) -> QFont:
    """Returns the app font at `size` points."""
    f = QFont(FONT_FAMILY)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


STYLESHEET = """
QWidget { font-family: "Tabletop Sans"; font-size: 10.5pt; color: #2b2622; }
QMainWindow, QDialog { background: #efe8da; }
QPushButton { background: #fbf7ef; border: 1px solid #b9ab8c; border-radius: 6px; padding: 6px 14px; }
QPushButton:hover { background: #fff4d1; border-color: #9c8452; }
QPushButton:focus { border: 2px solid #3b6ea5; }
QPushButton:disabled { color: #a59d92; background: #f1ece3; }
QPushButton#primary { background: #2f6b5a; color: white; border-color: #244f43; font-weight: bold; }
QPushButton#primary:hover { background: #3a8270; }
QPushButton:checked { background: #2f6b5a; color: white; border-color: #244f43; }
QListWidget, QTableWidget, QTextBrowser, QLineEdit, QComboBox {
    background: #fffdf8; border: 1px solid #cbbfa6; border-radius: 4px; }
QComboBox { padding: 4px 8px; min-width: 5.5em; }
QListWidget::item:selected, QTableWidget::item:selected { background: #ffe9a8; color: #2b2622; }
QLabel#title { font-family: "Tabletop Headline", "Tabletop Sans"; font-size: 22pt; font-weight: bold; color: #2f4f4a; }
QLabel#subtitle { font-size: 12pt; color: #6b6259; }
QLabel#cardTitle, QLabel#section { font-size: 14pt; font-weight: bold; }
QLabel#note { color: #6b6259; }
QLabel#prompt { font-size: 12pt; font-weight: bold; color: #2f4f4a; }
QScrollArea#notices, QWidget#notices { background: transparent; }
QLabel#refusal { color: #a8321f; font-weight: bold; }
QLabel#hint { color: #2f5f8a; font-weight: bold; }
QLabel#notice { color: #6b6259; }
QFrame#card { background: #fbf7ef; border: 1px solid #d5c9b0; border-radius: 10px; }
QFrame#curtain { background: #1f3b3a; }
QLabel#curtainText { color: #f4efe4; font-size: 22pt; font-weight: bold; }
QGroupBox { font-weight: bold; border: 1px solid #d5c9b0; border-radius: 8px; margin-top: 12px; padding-top: 6px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }
"""
