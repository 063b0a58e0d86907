"""The developer toolkit around the object API: the `anyrt` command line (info, demo, bench,
conformance, new-backend, build-backend), the conformance harness and its pytest plugin, the
backend author's scaffold, and the build commands setup.py shares. Nothing in `anyrt` itself
imports it."""
