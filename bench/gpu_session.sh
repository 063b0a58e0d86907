#!/usr/bin/env bash
# One command on a GPU machine: build anyrt with its cuda backend, run the cuda tests and the
# conformance suite on cuda, then the cuda benchmarks. NOT YET RUN ON A GPU (written without one).
#
#   bash bench/gpu_session.sh [OUTDIR]      (default: $OUT where set, else /tmp/anyrt-gpu-session)
#
# Needs python3 with numpy, pytest, pyyaml, rich, setuptools and cffi; a CUDA toolkit (nvcc on
# PATH or CUDA_HOME) and a driver for CUDA 13; for the collectives the nvidia-nccl-cu13 wheel;
# torch and CuPy, where installed, are the benchmarks' peers. Packages missing there can travel as
# wheels in .whl/, installed into /tmp/site first. The workplace's GPU image (Python 3.12, torch,
# CuPy, nvidia-nccl-cu13) lacks cffi; fetch it where pip works with:
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#       --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 -d .whl cffi pycparser
# Everything it prints is also written to OUTDIR (info.txt, test_cuda.txt, conformance.txt,
# cuda_bench.md, ...). Exits non-zero if a build, test or benchmark step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-${OUT:-/tmp/anyrt-gpu-session}}
mkdir -p "$out"
status=0
step() { printf '\n=== %s\n' "$*"; }

if compgen -G ".whl/*.whl" >/dev/null; then
    python3 -m pip install -q --no-index --no-deps --no-compile --upgrade --target /tmp/site .whl/*.whl || exit 1
    export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
fi

step "GPU and toolkit"
nvidia-smi 2>&1 | tee "$out/nvidia-smi.txt"
command -v nvcc && nvcc --version | tail -1

step "build (pip install .)"
# Installed beside the image's packages, not into them: the machine is shared by later steps only.
if ! python3 -m pip install --no-build-isolation --no-deps --upgrade --target /tmp/anyrt-site . >"$out/build.log" 2>&1; then
    tail -60 "$out/build.log"
    exit 1
fi
export PYTHONPATH=/tmp/anyrt-site${PYTHONPATH:+:$PYTHONPATH}
grep -E "^anyrt: |libanyrt_cuda" "$out/build.log" | cut -c1-300

step "anyrt info"
python3 -m anyrt info 2>&1 | tee "$out/info.txt" || status=1

step "tests/test_cuda.py (the backend's own tests, its C test included)"
python3 -m pytest -q -rs -p no:cacheprovider tests/test_cuda.py 2>&1 | tee "$out/test_cuda.txt" || status=1

step "conformance suite on cuda"
ANYRT_CONFORMANCE_BACKENDS=cuda python3 -m pytest -q -rs -p no:cacheprovider generated/tests 2>&1 \
    | tee "$out/conformance.txt" || status=1

step "benchmarks vs torch and CuPy"
PYTHONUNBUFFERED=1 python3 bench/cuda_bench.py --out "$out/cuda_bench.md" 2>&1 | tee "$out/cuda_bench.txt" || status=1

step "done (status $status)"
exit $status
