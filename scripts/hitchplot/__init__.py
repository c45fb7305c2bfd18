"""Drawing HitchBench JSON results as PNG charts; ``scripts/plot.py`` is the command line.

Modules, by responsibility:

``load``           reading and validating the three JSON formats (``InputError`` for bad input)
``display_model``  the harness's display model (which frames hitch or are skipped), ported
``notes``          classifying frame notes (data swaps, rescales, edge stalls, tiles)
``views``          plot-ready views of a document: ``Timeline`` and ``StrategyStats``
``style``          colours, matplotlib rc settings and the output resolution
``labels``         number and subtitle text for the charts
``figure``         the figure shell every chart shares (header, body, budget line)
``timeline``       frame timeline charts (one run, or one panel per strategy)
``summary``        the compare summary chart
``growth``         the sweep chart (frame time against data size)
``charts``         which PNGs a document produces, with their file names
``output``         writing a PNG atomically

Importing the package selects matplotlib's Agg backend.
"""

import matplotlib

matplotlib.use("Agg")
