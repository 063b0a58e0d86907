"""`anyrt paddle install|uninstall|status`: the Paddle Custom Device plugins (anyrt.paddle)."""

from __future__ import annotations

import argparse
from typing import Any

from anyrt import paddle


def cmd_paddle(args: argparse.Namespace) -> int:
    if args.action == "install":
        names = [b for b in args.backends.split(",") if b] if args.backends else None
        made = paddle.install(names)
        for link in made:
            print(f"installed {link} -> {link.resolve()}")
        if not made:
            print("nothing installed: no built backend has devices here (name them with --backends)")
    elif args.action == "uninstall":
        for p in paddle.uninstall():
            print(f"removed {p}")
    else:
        st: dict[str, Any] = paddle.status()
        print(f"Paddle loads every *.so in {st['root']}")
        for dtype, target in st["installed"].items():
            print(f"  {dtype}: {target}")
        if not st["installed"]:
            print("  no anyrt plugin installed (anyrt paddle install)")
        if st["other"]:
            print(f"  also there: {', '.join(st['other'])}")
        if st["available"]:
            print(f"built, not installed: {', '.join(st['available'])}")
    return 0


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("paddle", help="PaddlePaddle on anyrt backends: install, uninstall or show the Custom Device plugins")
    p.add_argument("action", choices=["install", "uninstall", "status"])
    p.add_argument("--backends", help="comma-separated backends to install (default: every built backend with devices here)")
    p.set_defaults(run=cmd_paddle)
