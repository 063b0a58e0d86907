"""The CUDA Array Interface (version 3) of anyrt Buffers, for consumers such as CuPy and Numba:
offered exactly where the buffer's DLPack device type is one a CUDA consumer addresses (see
anyrt.dlpack.DLPACK_DEVICE_TYPES), so the two interchange protocols agree by construction."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from anyrt.dlpack import CUDA_DEVICE_TYPES, dlpack_device

if TYPE_CHECKING:
    from anyrt.buffer import Buffer

CAI_VERSION = 3


def cuda_array_interface(buffer: Buffer) -> dict[str, Any]:
    """`__cuda_array_interface__` of `buffer`: a 1-D uint8 array over its memory. Raises
    AttributeError for a buffer no CUDA consumer can address, so `hasattr` answers False. The
    device is synchronized first and `stream` is None: the consumer may read at once."""
    dl_type, _ = dlpack_device(buffer.device, buffer.memory)
    if dl_type not in CUDA_DEVICE_TYPES:
        raise AttributeError(f"__cuda_array_interface__: a buffer of {buffer.device} ({buffer.memory} memory) is not "
                             "CUDA memory")
    buffer._live("Buffer.__cuda_array_interface__")
    buffer.device.synchronize()
    return {
        "shape": (buffer.size,),
        "typestr": "|u1",
        "descr": [("", "|u1")],
        "data": (buffer.ptr, False),
        "strides": None,
        "version": CAI_VERSION,
        "stream": None,
    }
