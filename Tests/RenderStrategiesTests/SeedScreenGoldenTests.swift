import ChartKit
import Raster
import TestSupport
import Testing

@testable import RenderStrategies

@Suite("Golden images of the seed screen")
struct SeedScreenGoldenTests {
    /// The reference picture of 60 generated days at the initial position (the latest day at the plot's right edge).
    static func seedScreen(state: ChartState = ChartState()) -> Canvas {
        let data = SalesDataset.generated(days: 60)
        let reference = ReferenceRenderer(data: data)
        reference.render(positionDays: reference.layout.viewport.initialPositionDays(dayCount: data.dayCount), state: state)
        return reference.canvas
    }

    @Test("The seed screen at the initial position matches its golden image")
    func plain() {
        GoldenImage.expect(SeedScreenGoldenTests.seedScreen(), matches: "seed-screen")
    }

    @Test("The seed screen with a day selected and a channel highlighted matches its golden image")
    func selectedAndHighlighted() {
        let canvas = SeedScreenGoldenTests.seedScreen(state: ChartState(selectedDay: 57, highlightedChannel: 1))
        GoldenImage.expect(canvas, matches: "seed-screen-selected-highlighted")
    }
}
