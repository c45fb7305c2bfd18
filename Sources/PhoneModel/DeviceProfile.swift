import JSONText

/// The two stages of Apple's render loop a profile prices: the app's commit on its main thread, and the
/// render server's render (its CPU prepare and the GPU).
package enum PhoneStage: String, CaseIterable, Equatable, Sendable {
    /// The app: event handling, layout, view updates, CPU drawing, the commit of the layer tree.
    case commit
    /// The render server: decoding the layer tree, rasterising and compositing what is on screen.
    case render
}

/// What one stage costs on the device: a fixed cost every frame pays, and a unit cost per counter.
package struct StageCosts: Equatable, Sendable {
    /// Paid once by every produced frame, µs.
    package var fixed: UnitCost
    /// Unit costs by counter name, in the profile's order; a counter not listed costs nothing in this stage.
    package var perCounter: [(counter: String, cost: UnitCost)]

    /// A stage with `fixed` cost and `perCounter` unit costs.
    package init(fixed: UnitCost, perCounter: [(counter: String, cost: UnitCost)]) {
        self.fixed = fixed
        self.perCounter = perCounter
    }

    /// The unit cost of `counter`, or nil when this stage does not price it.
    package func cost(of counter: String) -> UnitCost? {
        perCounter.first { $0.counter == counter }?.cost
    }

    /// Equal when the fixed costs and the counters' costs, in order, are.
    package static func == (lhs: StageCosts, rhs: StageCosts) -> Bool {
        lhs.fixed == rhs.fixed && lhs.perCounter.count == rhs.perCounter.count
            && zip(lhs.perCounter, rhs.perCounter).allSatisfy { $0.counter == $1.counter && $0.cost == $1.cost }
    }
}

/// A named phone as HitchBench models it: its display's refresh rates and what each kind of counted work
/// costs there, per stage, with a low / typical / high range and the source of every figure. A profile is
/// data (`profiles/*.json`, format `hitchbench-device-profile/1`, docs/Formats.md); `FramePricer` turns a frame's
/// counters into each stage's modelled duration with it.
package struct DeviceProfile: Equatable, Sendable {
    /// The profile's short name: the file's name without `.json` (`iphone-16-pro`).
    package var name: String
    /// The device as people call it (`iPhone 16 Pro`).
    package var device: String
    /// Its system on a chip (`A18 Pro`), if given.
    package var chip: String?
    /// Refresh rates the display runs at, in Hz, highest first.
    package var refreshRatesHz: [Int]
    /// The commit stage's costs.
    package var commit: StageCosts
    /// The render stage's costs.
    package var render: StageCosts
    /// What a calibration left behind (`harness calibrate`: the runs fitted and the fit's residuals), kept as
    /// written; nil for a profile made by hand.
    package var calibration: JSONNode?

    /// A profile named `name` of `device`.
    package init(
        name: String, device: String, chip: String? = nil, refreshRatesHz: [Int], commit: StageCosts, render: StageCosts,
        calibration: JSONNode? = nil
    ) {
        self.name = name
        self.device = device
        self.chip = chip
        self.refreshRatesHz = refreshRatesHz
        self.commit = commit
        self.render = render
        self.calibration = calibration
    }

    /// The costs of `stage`.
    package func costs(of stage: PhoneStage) -> StageCosts {
        switch stage {
        case .commit: commit
        case .render: render
        }
    }

    /// The display's highest refresh rate, its rate while scrolling.
    package var maxRefreshHz: Int { refreshRatesHz.max() ?? 60 }
}
