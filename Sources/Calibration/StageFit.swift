import JSONText

/// One stage's fit: the non-negative least-squares costs, their range from the fit's standard errors, and the
/// residuals by run. Refuses, with one line, a problem the observations cannot determine.
package struct StageFit: Sendable {
    /// The fitted costs, µs, in column order.
    package var x: [Double]
    /// Each cost minus two standard errors, at least 0.
    package var low: [Double]
    /// Each cost plus two standard errors.
    package var high: [Double]
    /// What the calibration block records of the fit.
    package var record: JSONNode

    /// Fits `observations`; `names` are the runs' names, by index, for the residuals.
    package init(_ observations: StageObservations, names: [String]) throws(CalibrationError) {
        let stage = observations.stage
        let columns = observations.columns
        guard !observations.rows.isEmpty else {
            throw CalibrationError(
                "calibrate: no run gives \(stage) durations or \(stage) hitches: record one whose export has them "
                    + "(docs/MeasuringOnAPhone.md), or leave the \(stage) stage out of --fit")
        }
        let dependent = NonNegativeLeastSquares.dependentColumns(rows: observations.rows)
        if !dependent.isEmpty {
            let zero = dependent.filter { column in observations.rows.allSatisfy { $0[column] == 0 } }.map { columns[$0] }
            let moving = dependent.map { columns[$0] }.filter { !zero.contains($0) }
            var parts: [String] = []
            if !zero.isEmpty { parts.append("\(zero.joined(separator: ", ")) \(zero.count == 1 ? "is" : "are") 0 in every run") }
            if !moving.isEmpty {
                parts.append("\(moving.joined(separator: ", ")) \(moving.count == 1 ? "moves" : "move") in step with the other costs")
            }
            let determined = columns.indices.filter { !dependent.contains($0) }.map { "\(stage).\(columns[$0])" }
            // Only SwiftUI's updates timed the commit: they see the chart's marks and labels, never the rest.
            let record =
                observations.measuresWholeStage
                ? "record another data size or another strategy that varies that work"
                : "only SwiftUI's view updates timed the commit, which see the chart's marks and labels alone: record the commit too "
                    + "(Instruments' hitches-updates, or iOS 18's hitches-commit-interval)"
            throw CalibrationError(
                "calibrate: the \(stage) fit is under-determined: \(parts.joined(separator: "; ")); \(record), or fit only what these runs "
                    + "determine (--fit \(determined.joined(separator: ",")))")
        }
        let rowCount = observations.rows.count
        guard rowCount > columns.count else {
            throw CalibrationError(
                "calibrate: the \(stage) fit has \(rowCount) observations for \(columns.count) costs: record another run (another data size "
                    + "or another strategy), or fit fewer costs with --fit")
        }
        let solution = NonNegativeLeastSquares.solve(rows: observations.rows, targets: observations.targets)
        let freedom = rowCount - columns.count
        let variance = solution.residuals.reduce(0) { $0 + $1 * $1 } / Double(freedom)
        let errors = Self.standardErrors(rows: observations.rows, variance: variance)
        x = solution.x
        low = zip(solution.x, errors).map { max(0, $0 - 2 * $1) }
        high = zip(solution.x, errors).map { $0 + 2 * $1 }
        record = Self.record(observations, solution: solution, names: names, freedom: freedom)
    }

    /// Standard errors of the least-squares costs: √(σ² (AᵀA)⁻¹)ⱼⱼ, computed on unit-length columns.
    static func standardErrors(rows: [[Double]], variance: Double) -> [Double] {
        let columns = rows.first?.count ?? 0
        let scales = (0..<columns).map { column -> Double in
            var sum = 0.0
            for row in rows { sum += row[column] * row[column] }
            return sum > 0 ? 1 / sum.squareRoot() : 0
        }
        // [G | I] reduced to [I | G⁻¹] by Gauss–Jordan with partial pivoting; G has full rank (checked before).
        var system = [[Double]](repeating: [Double](repeating: 0, count: 2 * columns), count: columns)
        for i in 0..<columns {
            for j in 0..<columns {
                var sum = 0.0
                for row in rows { sum += row[i] * scales[i] * row[j] * scales[j] }
                system[i][j] = sum
            }
            system[i][columns + i] = 1
        }
        for pivot in 0..<columns {
            guard let best = (pivot..<columns).max(by: { abs(system[$0][pivot]) < abs(system[$1][pivot]) }), system[best][pivot] != 0 else {
                return [Double](repeating: .infinity, count: columns)
            }
            system.swapAt(pivot, best)
            let divisor = system[pivot][pivot]
            system[pivot] = system[pivot].map { $0 / divisor }
            for row in 0..<columns where row != pivot {
                let factor = system[row][pivot]
                if factor != 0 { system[row] = zip(system[row], system[pivot]).map { $0 - factor * $1 } }
            }
        }
        return (0..<columns).map { (max(0, variance * system[$0][columns + $0])).squareRoot() * scales[$0] }
    }

    private static func record(
        _ observations: StageObservations, solution: NonNegativeLeastSquares.Solution, names: [String], freedom: Int
    ) -> JSONNode {
        let number = { (value: Double) in JSONNode.scalar(.number(JSONNumber(double: value, exactInt: nil))) }
        let whole = { (value: Int) in JSONNode.scalar(.number(JSONNumber(double: Double(value), exactInt: value))) }
        let residualsMs = solution.residuals.map { $0 / 1000 }
        let rms = { (values: [Double]) in values.isEmpty ? 0 : (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot() }
        var perRun: [JSONNode] = []
        for (index, name) in names.enumerated() {
            let mine = zip(observations.runOfRow, residualsMs).filter { $0.0 == index }.map(\.1)
            guard !mine.isEmpty else { continue }
            perRun.append(
                .object([
                    ("run", .scalar(.string(name))), ("observations", whole(mine.count)),
                    ("meanResidualMs", number(mine.reduce(0, +) / Double(mine.count))), ("rmsResidualMs", number(rms(mine))),
                    ("maxAbsResidualMs", number(mine.map(abs).max() ?? 0)),
                ]))
        }
        return .object([
            ("costs", .array(observations.columns.map { .scalar(.string($0)) })), ("observations", whole(observations.rows.count)),
            ("degreesOfFreedom", whole(freedom)), ("rmsResidualMs", number(rms(residualsMs))),
            ("maxAbsResidualMs", number(residualsMs.map(abs).max() ?? 0)), ("runs", .array(perRun)),
        ])
    }
}
