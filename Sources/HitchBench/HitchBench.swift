// One import for strategy authors and their tests: the renderer (Raster), the chart (ChartKit), the strategy
// protocol, registry, shared screen and reference renderer (RenderStrategies), traces (ScrollReplay), the
// virtual display (DisplayModel), frame records (FrameTiming), and running and checking a strategy (BenchKit).
// Each module can also be imported on its own. Their public API is the author surface; result files, comparisons
// and the other command-line machinery are `package`, shared only within HitchBench.
@_exported import BenchKit
@_exported import ChartKit
@_exported import DisplayModel
@_exported import FrameTiming
@_exported import Raster
@_exported import RenderStrategies
@_exported import ScrollReplay
