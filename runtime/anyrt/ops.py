"""anyrt.ops: the operators of spec/operators.yaml as functions on Tensors (generated into
anyrt._gen.ops; see there for each signature)."""

from anyrt._gen.ops import *  # noqa: F403
