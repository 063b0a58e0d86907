"""anyrt's benchmarks next to the tools a user would pick instead, measured in the same run:
copies and fills (vs numpy), per-call cost (vs an empty cffi call), stream round trips (vs a
bare pthread condvar hand-off), all_reduce bandwidth (vs mpi4py, torch gloo, bare C threads).

`anyrt bench` shows them (rich tables, PNG plot); bench/run.py and bench/ccl_bench.py write the
Markdown of docs/benchmarks.md from the same measurements."""
