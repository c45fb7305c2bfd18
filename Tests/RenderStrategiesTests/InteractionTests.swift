import ChartKit
import Raster
import Testing

@testable import RenderStrategies

@Suite struct InteractionTests {
    let data = SalesDataset.generated(days: 60, seed: 1)

    @Test(arguments: [(0.0, 150.0), (50.0, 100.0), (200.5, 60.0), (362.0, 200.0), (380.0, 100.0), (100.0, 250.0)])
    func aTapSelectsTheSameDayInEveryStrategy(x: Double, y: Double) throws {
        let answers = try StrategyRegistry.builtIn.names.map { name throws -> Int? in
            let strategy = makeStrategy(name, data: data)
            _ = try strategy.update(FrameUpdate(timeSeconds: 0, positionDays: 46.3, taps: [Point(x: x, y: y)]))
            return strategy.state.selectedDay
        }
        #expect(Set(answers.map { $0 ?? -1 }).count == 1)
    }

    @Test func tappingEmptySpaceClearsTheSelection() throws {
        let strategy = makeStrategy("tiles", data: data)
        try renderFrame(strategy, at: 52.5, taps: [Point(x: 200, y: 150)])
        #expect(strategy.state.selectedDay != nil)
        try renderFrame(strategy, at: 52.5, taps: [Point(x: 390, y: 150)])
        #expect(strategy.state.selectedDay == nil)
    }
}
