"""Entry script for frozen builds: the same main as `python -m tabletop`."""

import sys

from tabletop.__main__ import main

sys.exit(main())
