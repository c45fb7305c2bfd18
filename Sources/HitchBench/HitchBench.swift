// One import for strategy authors and their tests: the renderer (Raster), the chart (ChartKit), the strategy
// protocol, registry and shared screen (RenderStrategies), and what runs and checks strategies (ScrollReplay,
// FrameTiming, BenchKit). Each module can also be imported on its own.
@_exported import BenchKit
@_exported import ChartKit
@_exported import DisplayModel
@_exported import FrameTiming
@_exported import JSONText
@_exported import Raster
@_exported import RenderStrategies
@_exported import ScrollReplay
