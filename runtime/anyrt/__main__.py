"""`python -m anyrt`: the anyrt command line (see anyrt.toolkit.cli)."""

import sys

from anyrt.toolkit.cli import main

sys.exit(main())
