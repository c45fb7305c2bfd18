"""What a frame showed besides its pixels moving with the scroll, read from its `effects` and `counters` fields,
and how each kind is marked in a timeline's effects strip (one row per kind, off the ms axis: an effect is not a
time)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class MarkerKind:
    """One row of the effects strip: which frames it marks, and how (`label` names the row)."""

    key: str
    label: str
    marker: str
    color: str
    size: float
    marks: Callable[[dict[str, Any], int], bool]


# In row order from the top; each reads a frame's effects (and its tilesConfigured counter), never its notes.
MARKER_KINDS = (
    MarkerKind("dataSwapped", "data swapped", "v", "#7B3FA0", 6.5, lambda effects, _tiles: bool(effects["dataSwapped"])),
    MarkerKind("contentJump", "content jump", "X", "#B8336A", 5.5,
               lambda effects, _tiles: float(effects["contentJumpPixels"]) != 0),
    MarkerKind("yRescaled", "y rescaled", "D", "#1F9E89", 4.5, lambda effects, _tiles: bool(effects["yRescaled"])),
    MarkerKind("edgeStall", "edge stall", "s", "#5A6270", 4.0, lambda effects, _tiles: bool(effects["edgeStall"])),
    MarkerKind("tilesConfigured", "tiles configured", "o", "#9AA5B1", 3.0, lambda _effects, tiles: tiles > 0),
)


def marked_kinds(effects: dict[str, Any], tiles_configured: int) -> set[str]:
    """The MARKER_KINDS keys a frame with these effects and this many configured tiles is marked with."""
    return {kind.key for kind in MARKER_KINDS if kind.marks(effects, tiles_configured)}

