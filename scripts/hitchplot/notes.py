"""Frame notes ("data swapped; content jump 73 px"): their kinds and how each kind is marked."""

from __future__ import annotations

import re

NOTE_KINDS = (
    # key, legend label, marker, colour, marker size
    ("swap", "data swap / content jump", "v", "#7B3FA0", 6.5),
    ("rescale", "y rescaled", "D", "#1F9E89", 4.5),
    ("stall", "edge stall", "s", "#5A6270", 4.0),
    ("tiles", "tiles configured", "o", "#9AA5B1", 3.0),
    ("other", "other note", "o", "#B07AA1", 3.5),
)
JUMP_PIXELS = re.compile(r"content jump\s+(-?\d+(?:\.\d+)?)\s*px")


def note_kinds(note: str) -> set[str]:
    """Classifies a frame's notes ("data swapped; content jump 73 px") into NOTE_KINDS keys."""
    kinds = set()
    for part in (piece.strip().lower() for piece in note.split(";")):
        if not part:
            continue
        if "swap" in part or "content jump" in part:
            kinds.add("swap")
        elif "rescale" in part:
            kinds.add("rescale")
        elif "edge stall" in part:
            kinds.add("stall")
        elif "tile" in part and "configured" in part:
            kinds.add("tiles")
        else:
            kinds.add("other")
    return kinds
