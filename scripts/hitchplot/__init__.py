"""Drawing HitchBench JSON results as PNG charts; ``scripts/plot.py`` is the command line.

Modules, by responsibility:

``specs``          the fields the plots read from each format, by name and kind, and the format tags
``load``           reading and validating the three JSON formats (``InputError`` for bad input, HitchBench 0.1's refused)
``effects``        the kinds of effect marker, read from a frame's ``effects`` and ``counters`` fields
``views``          a run's frames as a ``Timeline``: its two stages' lanes, presentations and hitches, as written
``stats``          a comparison's rows as ``StrategyStats`` on the chosen clock, as written
``style``          colours (strategies, hitch types), matplotlib rc settings and the output resolution
``labels``         number, ratio and subtitle text for the charts
``figure``         the figure shell every chart shares (header, body, budget line)
``lanes``          one timeline lane: a stage's bars, budget, hitches by type, deferrals
``strip``          a timeline's effects strip, off the ms axis
``timeline``       frame timeline charts (one run, or one block of lanes per strategy)
``summary``        the compare summary chart (frame time or instructions, the three time ratios with their intervals)
``counts``         the summary's count panels (hitches and effects, work counters by name)
``growth``         the sweep chart (frame time or instructions against data size)
``device``         a device run's chart (Instruments: frames, hitches and renders on a timeline; MetricKit: each payload's ratios)
``charts``         which PNGs a document produces, with their file names
``output``         writing a PNG atomically

The charts draw the figures the harness wrote and derive none (no display model, percentile, ratio or count
of their own): a figure they need that a file lacks belongs in the harness's writer.

Importing a drawing module (``figure``, which every chart imports) selects matplotlib's Agg backend; ``load``
imports no matplotlib, so a file can be read and refused without it.
"""
