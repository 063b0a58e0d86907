"""anyrt's code generator: spec/*.yaml -> typed model -> generated/ (see ``python -m codegen``)."""
