# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Conformance suite, one group per spec function: positive use, every `errors` case, and the
fallback path. Runs against every loaded backend (`backend` fixture, see anyrt.toolkit.conformance)."""

# ruff: noqa: E501
from __future__ import annotations

from collections.abc import Iterator

import pytest

from anyrt.toolkit.conformance import Harness, loaded_backends
from anyrt.toolkit.graph_conformance import SCENARIOS as GRAPH_SCENARIOS
from anyrt.toolkit.op_conformance import cases, error_cases


def test_backend_is_usable(backend: str) -> None:
    """The backend loaded and has a device (where not, this test's skip says why, once)."""
    assert backend in loaded_backends()


def test_get_device_count_positive(harness: Harness) -> None:
    """Writes the number of devices."""
    harness.positive("get_device_count")


def test_get_last_error_positive(harness: Harness) -> None:
    """Writes the calling thread's last error."""
    harness.positive("get_last_error")


def test_malloc_positive(harness: Harness) -> None:
    """Allocates `size` bytes of device memory."""
    harness.positive("malloc")


def test_malloc_rejects_size_zero(harness: Harness) -> None:
    harness.rejects("malloc", param="size", check="zero", status="invalid_value")


def test_malloc_refused_while_capturing(harness: Harness) -> None:
    """It allocates or frees outside stream order: it fails, and the capture is invalidated naming it."""
    harness.refused_in_capture("malloc")


def test_fill_positive(harness: Harness) -> None:
    """Sets `size` bytes at `ptr` to `value` in the order of `stream`."""
    harness.positive("fill")


def test_fill_rejects_ptr_null(harness: Harness) -> None:
    harness.rejects("fill", param="ptr", check="null", status="invalid_value")


def test_fill_rejects_value_negative(harness: Harness) -> None:
    harness.rejects("fill", param="value", check="negative", status="invalid_value")


def test_fill_captured_and_replayed(harness: Harness) -> None:
    """On a capturing stream the call is recorded, not run; each launch runs it."""
    harness.captured("fill")


def test_fill_fallback(harness: Harness) -> None:
    """Fallback: no-op."""
    harness.fallback("fill")


def test_create_stream_positive(harness: Harness) -> None:
    """Creates a stream on the current device."""
    harness.positive("create_stream")



@pytest.mark.parametrize("scenario", GRAPH_SCENARIOS)
def test_graph(harness: Harness, scenario: str) -> None:
    """Graph capture (stream_begin_capture ... graph_launch) on every backend: anyrt.toolkit.graph_conformance's
    scenarios (replay order and streams, destroy while launched, update, relaxed mode, and what a capture owns:
    events, communicators, fork/join streams, host callbacks, workspaces)."""
    harness.graph_scenario(scenario)


@pytest.mark.parametrize(("dtype", "layout"), cases("scale"))
def test_op_scale_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`."""
    harness.op_case("scale", dtype, layout)


@pytest.mark.parametrize("case", error_cases("scale"))
def test_op_scale_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("scale", case)


def test_op_scale_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("scale")


def test_op_scale_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("scale")


@pytest.mark.parametrize(("dtype", "layout"), cases("window"))
def test_op_window_positive(harness: Harness, dtype: str, layout: str) -> None:
    """`y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart)."""
    harness.op_case("window", dtype, layout)


@pytest.mark.parametrize("case", error_cases("window"))
def test_op_window_rejects(harness: Harness, case: str) -> None:
    harness.op_rejects("window", case)


def test_op_window_rejects_too_small_workspace(harness: Harness) -> None:
    """The workspace size is honest: one byte less is refused naming both sizes."""
    harness.op_workspace("window")


def test_op_window_positive_served_natively(harness: Harness) -> None:
    """Native where the backend has the slot; the portable kernel, announced, where it has not."""
    harness.op_served("window")


@pytest.fixture
def harness(backend: str) -> Iterator[Harness]:
    with Harness(backend) as h:
        yield h
