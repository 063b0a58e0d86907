"""The torch suite runs on the cpu backend: the test plugins conftest.py loads beside it (a minimal
backend, a hosted Paddle plugin) are non-cpu backends with devices, which anyrt.torch would pick."""

from __future__ import annotations

import os

os.environ.setdefault("ANYRT_TORCH_BACKEND", "cpu")
