"""anyrt for PyTorch. PLACEHOLDER of the torch branch's package (the PrivateUse1 device "anyrt"):
until it lands, only the distributed backend's registration is here, for anyrt's cpu backend's
host tensors. The merge keeps the torch branch's file plus its last line."""

from __future__ import annotations

import torch  # noqa: F401  (torch first: anyrt.torch is torch's extension)

DEVICE = "anyrt"
kind = "cpu"


def current_stream_handle(device_index: int) -> int:
    return 0  # NULL: anyrt's current stream (the torch branch's returns torch's current stream)


from anyrt.torch.distributed import DIST_BACKEND  # noqa: E402,F401
