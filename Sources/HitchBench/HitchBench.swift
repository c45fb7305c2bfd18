// One import for strategy authors and their tests: the renderer (Raster), the chart (ChartKit), the strategy
// protocol, registry, shared screen and reference renderer (RenderStrategies), traces (ScrollReplay), the
// virtual display (DisplayModel), frame records and summaries (FrameTiming), and running and checking a
// strategy (StrategyRun). Each module can also be imported on its own. Their public API is the author surface;
// comparisons, sweeps, the gate and the file formats are `package`, shared only within HitchBench.
@_exported import ChartKit
@_exported import DisplayModel
@_exported import FrameTiming
@_exported import Raster
@_exported import RenderStrategies
@_exported import ScrollReplay
@_exported import StrategyRun
