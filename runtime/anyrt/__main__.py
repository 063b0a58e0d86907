"""`python -m anyrt`: the anyrt command line (see anyrt.cli)."""

import sys

from anyrt.cli import main

sys.exit(main())
