"""PaddlePaddle on anyrt backends: where the generated Custom Device plugins are, and putting them
where Paddle looks (generated/docs/paddle_plugin.md).

One library per backend, `libanyrt_paddle_<backend>.so`, device type `anyrt_<backend>`. Paddle
loads every `*.so` directly in `CUSTOM_DEVICE_ROOT` (default `site-packages/paddle_custom_device/`)
at `import paddle`. Opt in per backend: once a custom device is loaded, Paddle's CPU wheel makes it
the default device, and `paddle.distributed.launch` takes the first custom device type it finds."""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

from anyrt._cffi import ffi
from anyrt._errors import InvalidValueError
from anyrt._gen import _raw

PREFIX = "libanyrt_paddle_"
DEVICE_TYPE_PREFIX = "anyrt_"


def plugin_dir(backend: str | None = None) -> Path:
    """The folder holding the plugin libraries, for `CUSTOM_DEVICE_ROOT` (not the package folder,
    which anyrt scans for its own backends); with `backend`, a folder holding that one alone."""
    folder = Path(__file__).resolve().parent / "paddle_plugins"
    return folder / backend if backend else folder


def plugins() -> dict[str, Path]:
    """Backend name -> its plugin library, for every backend built with this install."""
    return {p.name[len(PREFIX):-3]: p for p in sorted(plugin_dir().glob(f"{PREFIX}*.so"))}


def paddle_device_root() -> Path:
    """Where Paddle looks: $CUSTOM_DEVICE_ROOT, else `paddle_custom_device/` beside the installed
    `paddle` package (found without importing Paddle, which would load the plugins)."""
    env = os.environ.get("CUSTOM_DEVICE_ROOT")
    if env:
        return Path(env)
    spec = importlib.util.find_spec("paddle")
    if spec is None or not spec.submodule_search_locations:
        raise InvalidValueError("invalid_value", "anyrt.paddle.paddle_device_root", "", "",
                                "PaddlePaddle is not installed here (pip install paddlepaddle)")
    return Path(next(iter(spec.submodule_search_locations))).parent / "paddle_custom_device"


def _has_devices(backend: str) -> bool:
    """Whether the loaded backend named `backend` has a device here (by its name: a backend's name
    need not be its device kind's)."""
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if info.status == 0 and ffi.string(info.name).decode() == backend:
            return int(info.device_count) > 0
    return False  # not loaded here (e.g. a cuda build on a machine without the driver)


def install(backends: list[str] | None = None, root: Path | None = None) -> list[Path]:
    """Links the plugins of `backends` (default: every built backend with devices here) into
    `root` (default: paddle_device_root()); returns the links made."""
    built = plugins()
    names = backends if backends is not None else [b for b in built if _has_devices(b)]
    unknown = [b for b in names if b not in built]
    if unknown:
        raise InvalidValueError("invalid_value", "anyrt.paddle.install", "", "backends",
                                f"no plugin for {', '.join(unknown)} (built: {', '.join(built) or 'none'})")
    folder = root or paddle_device_root()
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for name in names:
        link = folder / f"{PREFIX}{name}.so"
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(built[name])
        made.append(link)
    return made


def uninstall(root: Path | None = None) -> list[Path]:
    """Removes every anyrt plugin from `root` (default: paddle_device_root()); returns what it removed."""
    folder = root or paddle_device_root()
    gone = []
    for p in sorted(folder.glob(f"{PREFIX}*.so")) if folder.is_dir() else []:
        p.unlink()
        gone.append(p)
    if folder.is_dir() and not any(folder.iterdir()) and root is None and "CUSTOM_DEVICE_ROOT" not in os.environ:
        shutil.rmtree(folder)
    return gone


def status(root: Path | None = None) -> dict[str, object]:
    """What Paddle will load: the folder, the anyrt plugins in it (device type, target), the other
    libraries there, and the plugins built but not installed."""
    folder = root or paddle_device_root()
    present = sorted(folder.glob("*.so")) if folder.is_dir() else []
    ours = {p.name[len(PREFIX):-3]: p for p in present if p.name.startswith(PREFIX)}
    return {
        "root": str(folder),
        "installed": {f"{DEVICE_TYPE_PREFIX}{b}": str(p.resolve()) for b, p in ours.items()},
        "other": [p.name for p in present if not p.name.startswith(PREFIX)],
        "available": sorted(set(plugins()) - set(ours)),
    }


__all__ = ["plugin_dir", "plugins", "paddle_device_root", "install", "uninstall", "status"]
