"""Writing a PNG atomically: to a temporary file in the target directory, then renamed into place."""

from __future__ import annotations

import os
import tempfile

from matplotlib.figure import Figure

from .style import DPI


def save_figure(figure: Figure, path: str, dpi: float = DPI) -> None:
    """Writes the PNG (at `dpi`, the charts' own by default) to a temporary file in the same directory, then renames
    it into place."""
    directory = os.path.dirname(path) or "."
    handle = tempfile.NamedTemporaryFile(dir=directory, prefix=f".{os.path.basename(path)}.", suffix=".tmp",
                                         delete=False)
    try:
        with handle:
            figure.savefig(handle, format="png", dpi=dpi, metadata={"Software": None})
        os.chmod(handle.name, 0o666 & ~current_umask())  # NamedTemporaryFile creates 0600
        os.replace(handle.name, path)
    except BaseException:
        try:
            os.unlink(handle.name)
        except OSError:
            pass
        raise


def current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
