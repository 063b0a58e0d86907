"""pytest plugin behind the conformance suite: parametrizes `backend` over the backends present,
and, when ANYRT_CONFORMANCE_REPORT names a file, writes one JSON line per event (collected, test
started, test result with its reason, final fallbacks and backends) for `anyrt conformance`.

Loaded by the checkout's conftest.py and by `anyrt conformance` (`pytest -p anyrt.toolkit.conformance_plugin`)."""

from __future__ import annotations

import json
import os
from collections.abc import Generator
from typing import Any

import pytest

REPORT_ENV = "ANYRT_CONFORMANCE_REPORT"
ONLY_ENV = "ANYRT_CONFORMANCE_BACKENDS"
KINDS = ("positive", "fallback", "rejects", "one_rank", "ordering")


def backend_params() -> list[Any]:
    """One param per backend the spec or the search path knows (ANYRT_CONFORMANCE_BACKENDS=a,b
    restricts them); one that is not loaded is a skip whose reason says why."""
    from anyrt._gen.spec_data import BACKENDS
    from anyrt.toolkit.conformance import deviceless_backends, loaded_backends, refused_backends

    only = [b for b in os.environ.get(ONLY_ENV, "").split(",") if b]
    loaded, refused, idle = loaded_backends(), refused_backends(), deviceless_backends()
    params = []
    for name in sorted(set(loaded) | set(BACKENDS) | set(refused) | set(idle) | set(only)):
        if only and name not in only:
            continue
        if name in loaded:
            params.append(pytest.param(name, id=name))
            continue
        if name in idle:
            reason = f"backend '{name}' loaded, but has no device: {idle[name]}"
        else:
            others = "; ".join(f"{n} was refused: {r}" for n, r in sorted(refused.items()) if n not in BACKENDS)
            why = refused.get(name) or (f"no plugin of that name loaded; {others}" if name not in BACKENDS and others
                                        else "its plugin was not built here (toolkit or hardware absent)")
            reason = f"backend '{name}' not loaded: {why}"
        params.append(pytest.param(name, id=name, marks=pytest.mark.skip(reason=reason)))
    return params


# The one test that carries, as its skip, why a backend without devices (or not loaded) is not
# tested, when the suite runs for every backend (no ANYRT_CONFORMANCE_BACKENDS): the others then
# run only on usable backends, instead of repeating that skip hundreds of times.
USABLE_TEST = "test_backend_is_usable"


def _fills_slot(backend: str, fn: str) -> bool:
    """Whether loaded backend `backend` fills the slot of spec function `fn` itself."""
    from anyrt._gen import _raw
    from anyrt._gen.spec_data import SLOTS
    from anyrt.toolkit.conformance import loaded_backends

    slot = next((i for i, s in enumerate(SLOTS) if s[0] == fn), None)
    index = loaded_backends()[backend][0]
    return slot is not None and bool(_raw.backend_has_slot(index, slot))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" not in metafunc.fixturenames:
        return
    params = backend_params()
    if not os.environ.get(ONLY_ENV) and metafunc.function.__name__ != USABLE_TEST:
        params = [p for p in params if not p.marks]
        # A fallback runs only where the slot is empty: a backend that fills it has no such case
        # (`anyrt conformance NAME` keeps it, with that reason, as a skip).
        subject = test_subject(metafunc.function.__name__, subjects())
        if subject is not None and subject[1] == "fallback":
            empty = [p for p in params if not _fills_slot(str(p.values[0]), subject[0])]
            params = empty or params  # every backend fills it: each case says so as its skip
    metafunc.parametrize("backend", params)


def subjects() -> list[str]:
    """What the suite tests, by name: every spec function and every operator's slot (op_<name>)."""
    from anyrt._gen.spec_data import FUNCTIONS, OPERATORS

    return [*FUNCTIONS, *(f"op_{name}" for name in OPERATORS)]


def test_subject(test_name: str, functions: Any) -> tuple[str, str] | None:
    """(spec function, kind of test) from a generated test's name, e.g. test_memcpy_async_positive
    -> ("memcpy_async", "positive"); the longest function name whose remainder is a test kind."""
    if not test_name.startswith("test_"):
        return None
    rest = test_name[len("test_"):]
    for fn in sorted(functions, key=len, reverse=True):
        tail = rest[len(fn) + 1:]
        kind = next((k for k in KINDS if tail == k or tail.startswith(k + "_")), None)
        if rest.startswith(fn + "_") and kind:
            return fn, kind
    return None


class _Reporter:
    def __init__(self, path: str) -> None:
        self._file = open(path, "a", buffering=1, encoding="utf-8")  # noqa: SIM115 (open for the whole session)

    def write(self, **event: Any) -> None:
        self._file.write(json.dumps(event) + "\n")

    def close(self) -> None:
        self._file.close()


_reporter: _Reporter | None = None


def pytest_configure(config: pytest.Config) -> None:
    global _reporter
    path = os.environ.get(REPORT_ENV)
    if path and _reporter is None:
        _reporter = _Reporter(path)


def pytest_collection_finish(session: pytest.Session) -> None:
    if _reporter:
        _reporter.write(event="collected", count=len(session.items))


def pytest_runtest_logstart(nodeid: str, location: tuple[str, int | None, str]) -> None:
    if _reporter:
        _reporter.write(event="start", test=nodeid)


def _reason(call: pytest.CallInfo[None]) -> str:
    if call.excinfo is None:
        return ""
    value = str(call.excinfo.value).strip()
    text = value if call.excinfo.typename == "Skipped" else f"{call.excinfo.typename}: {value}"
    return text.splitlines()[0][:400] if text else call.excinfo.typename


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    # One result per test: its call, or the setup/teardown phase that failed or skipped it.
    if _reporter is None or not (report.when == "call" or report.outcome != "passed"):
        return
    name = getattr(item, "originalname", item.name)
    subject = test_subject(name, subjects())
    backend = getattr(item, "callspec", None) and item.callspec.params.get("backend")
    reason = _reason(call)
    if not reason and report.outcome == "skipped" and isinstance(report.longrepr, tuple):
        reason = str(report.longrepr[2]).removeprefix("Skipped: ")
    from anyrt.toolkit.conformance import fallback_count

    # how many (backend, function) pairs had fallen back by the end of this test: the first test
    # after which a pair is counted is the one whose call fell back first
    _reporter.write(event="result", test=item.nodeid, backend=backend, function=subject[0] if subject else None,
                    kind=subject[1] if subject else None, outcome=report.outcome, when=report.when, why=reason,
                    fallbacks_so_far=fallback_count())


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    global _reporter
    if _reporter is None:
        return
    from anyrt._cffi import ffi
    from anyrt._gen import _raw
    from anyrt.toolkit.conformance import fallback_count, loaded_backends, refused_backends

    paths = {}
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        name, path = ffi.string(info.name).decode(), ffi.string(info.path).decode()
        if info.status == 0 or name not in paths:  # the plugin that loaded, over a same-named refused one
            paths[name] = path
    pairs = []
    for i in range(fallback_count()):
        info = _raw.get_fallback(i)
        pairs.append([ffi.string(info.backend).decode(), ffi.string(info.function).decode()])
    # the slots each loaded backend fills: a filled slot that also fell back declined some cases
    from anyrt._gen.spec_data import SLOTS

    filled = {name: [s[0] for i, s in enumerate(SLOTS) if _raw.backend_has_slot(index, i)]
              for name, (index, _kind) in loaded_backends().items()}
    _reporter.write(event="finish", exitstatus=int(exitstatus), fallbacks=pairs, loaded=sorted(loaded_backends()),
                    refused=refused_backends(), paths=paths, filled=filled)
    _reporter.close()
    _reporter = None
