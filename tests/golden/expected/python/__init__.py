# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Generated half of the anyrt package: raw wrappers and spec facts."""
