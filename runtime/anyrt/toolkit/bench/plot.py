"""PNG plots of size sweeps (matplotlib is optional: without it, say so and draw nothing)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from anyrt.toolkit.bench.timing import human


@dataclass
class Panel:
    title: str
    ylabel: str
    series: dict[str, dict[int, float]] = field(default_factory=dict)  # label -> size -> value


def plot(panels: list[Panel], path: Path) -> str:
    """Draws one log-x panel per entry side by side into `path`; returns what happened, in words."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed: no plot (pip install 'anyrt[bench]')"
    panels = [p for p in panels if any(p.series.values())]
    if not panels:
        return "nothing to plot"
    fig, axes = plt.subplots(1, len(panels), figsize=(8 * len(panels), 5), squeeze=False)
    for ax, panel in zip(axes[0], panels, strict=True):
        sizes: set[int] = set()
        for i, (label, data) in enumerate(panel.series.items()):
            xs = sorted(data)
            sizes.update(xs)
            ax.plot(xs, [data[s] for s in xs], "o-" if i == 0 else "s--", label=label)
        ticks = sorted(sizes)
        ax.set_xscale("log", base=2)
        ax.set_xticks(ticks, [human(s) for s in ticks], rotation=45)
        ax.set_xlabel("size")
        ax.set_ylabel(panel.ylabel)
        ax.set_title(panel.title)
        ax.grid(True, alpha=0.3)
        ax.legend()
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return f"plot written to {path}"
