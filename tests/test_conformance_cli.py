"""How `anyrt conformance` labels each function from the suite's report (conformance_cli.summarize)."""

from __future__ import annotations

from typing import Any

from anyrt.toolkit import conformance_cli


def report(filled: list[str], native_case: bool = True) -> list[dict[str, Any]]:
    """A run on backend 'acme' where op_gemm's cases passed and the runtime's fallback served some;
    with `native_case`, its float32 case passed before anything fell back."""
    tests = [("test_conformance.py::test_op_gemm_positive[acme-float16-contiguous]", 1)]
    if native_case:  # float32 ran before anything fell back
        tests.insert(0, ("test_conformance.py::test_op_gemm_positive[acme-float32-contiguous]", 0))
    return [*({"event": "result", "test": t, "backend": "acme", "function": "op_gemm", "kind": "positive",
               "outcome": "passed", "when": "call", "why": "", "fallbacks_so_far": n} for t, n in tests),
            {"event": "finish", "exitstatus": 0, "fallbacks": [["acme", "op_gemm"]], "loaded": ["acme"], "refused": {},
             "paths": {}, "filled": {"acme": filled}}]


def test_a_filled_slot_that_declined_some_cases_is_partly_native() -> None:
    """A backend whose gemm serves f32 and f64 and declines the rest is not 'fallback'."""
    r = conformance_cli.summarize(report(["op_gemm"]), "acme")["op_gemm"]
    assert r.status == "partly native" and "declined some cases" in r.why, r


def test_an_empty_slot_that_fell_back_is_fallback() -> None:
    r = conformance_cli.summarize(report([]), "acme")["op_gemm"]
    assert r.status == "fallback" and r.why.startswith("runtime fallback"), r


def test_a_filled_slot_that_declined_every_case_is_fallback() -> None:
    """A scaffold's stub fills the slot and declines everything: nothing ran natively."""
    r = conformance_cli.summarize(report(["op_gemm"], native_case=False), "acme")["op_gemm"]
    assert r.status == "fallback" and r.why.startswith("the slot declined (NOT_SUPPORTED); runtime fallback"), r
