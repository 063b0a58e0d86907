"""anyrt: one runtime interface for every accelerator."""

from anyrt._errors import (
    Error,
    InvalidHandleError,
    InvalidValueError,
    NotSupportedError,
    OutOfMemoryError,
    PerformanceWarning,
)

__all__ = ["Error", "InvalidHandleError", "InvalidValueError", "NotSupportedError", "OutOfMemoryError", "PerformanceWarning"]
