import PhoneModel

extension DeviceProfile {
    /// The costs a calibration fitted beside the base profile's, one line each (`commit.fixed: 412 µs (380–444),
    /// base 500 µs`), as `harness calibrate` prints them.
    package func fittedCostsText(base: DeviceProfile) -> String {
        var out = ""
        for stage in PhoneStage.allCases {
            let costs = costs(of: stage)
            let entries =
                [("fixed", costs.fixed, base.costs(of: stage).fixed)]
                + costs.perCounter.map { ($0.counter, $0.cost, base.costs(of: stage).cost(of: $0.counter)) }
            for (name, cost, was) in entries where cost.source.kind == .fitted && cost != was {
                let before = was.map { "\(Self.costText($0.typical)) µs" } ?? "not priced"
                out +=
                    "\(stage.rawValue).\(name): \(Self.costText(cost.typical)) µs (\(Self.costText(cost.low))–\(Self.costText(cost.high))), base \(before)\n"
            }
        }
        return out
    }
}
