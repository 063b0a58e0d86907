"""How `anyrt conformance` labels each function from the suite's report (conformance_cli.summarize)."""

from __future__ import annotations

from typing import Any

from anyrt.toolkit import conformance_cli


def report(filled: list[str]) -> list[dict[str, Any]]:
    """A run on backend 'acme' where op_gemm's cases passed and the runtime's fallback served some."""
    test = "test_conformance.py::test_op_gemm_positive[acme-float16-contiguous]"
    return [{"event": "start", "test": test},
            {"event": "result", "test": test, "backend": "acme", "function": "op_gemm", "kind": "positive",
             "outcome": "passed", "when": "call", "why": ""},
            {"event": "finish", "exitstatus": 0, "fallbacks": [["acme", "op_gemm"]], "loaded": ["acme"], "refused": {},
             "paths": {}, "filled": {"acme": filled}}]


def test_a_filled_slot_that_declined_some_cases_is_partly_native() -> None:
    """A backend whose gemm serves f32 and f64 and declines the rest is not 'fallback'."""
    r = conformance_cli.summarize(report(["op_gemm"]), "acme")["op_gemm"]
    assert r.status == "partly native" and "declined some cases" in r.why, r


def test_an_empty_slot_that_fell_back_is_fallback() -> None:
    r = conformance_cli.summarize(report([]), "acme")["op_gemm"]
    assert r.status == "fallback" and r.why.startswith("runtime fallback"), r
