"""Everything Qt: the app, its windows, the shared table items and one view per game."""

import os

# pyqtgraph picks the first Qt binding it finds; make it ours before it is imported anywhere.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
