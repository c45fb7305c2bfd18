"""Drawing HitchBench JSON results as PNG charts; ``scripts/plot.py`` is the command line.

Modules, by responsibility:

``load``           reading and validating the four JSON formats (``InputError`` for bad input, HitchBench 0.1's refused)
``display_model``  the harness's display model (when frames start, hitch or are deferred), ported
``effects``        the kinds of effect marker, read from a frame's ``effects`` and ``counters`` fields
``views``          plot-ready views of a document: ``Timeline`` and ``StrategyStats``
``style``          colours, matplotlib rc settings and the output resolution
``labels``         number, ratio and subtitle text for the charts
``figure``         the figure shell every chart shares (header, body, budget line)
``timeline``       frame timeline charts (one run, or one panel per strategy)
``summary``        the compare summary chart (frame time or instructions, the three time ratios with their intervals)
``counts``         the summary's count panels (hitches and effects, work counters by name)
``growth``         the sweep chart (frame time or instructions against data size)
``device``         a device run's chart (Instruments: frames, hitches and renders on a timeline; MetricKit: each payload's ratios)
``charts``         which PNGs a document produces, with their file names
``output``         writing a PNG atomically

Importing a drawing module (``figure``, which every chart imports) selects matplotlib's Agg backend; ``load``
imports no matplotlib, so a file can be read and refused without it.
"""
