import Calibration
import Testing

private func times(_ rows: [[Double]], _ x: [Double]) -> [Double] {
    rows.map { row in zip(row, x).reduce(0) { $0 + $1.0 * $1.1 } }
}

private func close(_ a: [Double], _ b: [Double], relative: Double) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= relative * max(abs($1), 1e-300) || abs($0 - $1) < 1e-12 }
}

/// A small seeded generator (SplitMix64), so the noisy problems are the same on every run.
private struct SplitMix64 {
    var state: UInt64

    /// A value in [0, 1).
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

/// Six rows of three columns with full column rank.
private let square = [[1.0, 2, 0.5], [3, 1, 2], [0, 4, 1], [2, 2, 2], [5, 0, 1], [1, 3, 7]]

/// A frame-cost model: a fixed µs per frame, µs per pixel (about 1e6 pixels) and µs per mark; costs 1e6 apart.
private let frames: [[Double]] = (0..<40).map { (frame: Int) -> [Double] in
    let pixels = 200_000 + Double((frame * 7_919) % 37) * 80_000
    let marks = Double((frame * 13) % 11) * 24
    return [1, pixels, marks]
}
private let frameCosts = [120.0, 0.000_8, 15]

/// The smallest ‖A x − b‖ over x ≥ 0, by trying every subset of columns (normal equations, kept when ≥ 0).
private func bruteForceResidual(_ rows: [[Double]], _ targets: [Double]) -> Double {
    let columns = rows[0].count
    var best = targets.reduce(0) { $0 + $1 * $1 }.squareRoot()
    for mask in 1..<(1 << columns) {
        let chosen = (0..<columns).filter { mask & (1 << $0) != 0 }
        let k = chosen.count
        var system = [[Double]](repeating: [Double](repeating: 0, count: k + 1), count: k)
        for (a, i) in chosen.enumerated() {
            for (b, j) in chosen.enumerated() { system[a][b] = rows.reduce(0) { $0 + $1[i] * $1[j] } }
            system[a][k] = zip(rows, targets).reduce(0) { $0 + $1.0[i] * $1.1 }
        }
        for pivot in 0..<k {
            guard let top = (pivot..<k).max(by: { abs(system[$0][pivot]) < abs(system[$1][pivot]) }) else { continue }
            system.swapAt(pivot, top)
            for row in (pivot + 1)..<k {
                let factor = system[row][pivot] / system[pivot][pivot]
                for column in pivot...k { system[row][column] -= factor * system[pivot][column] }
            }
        }
        var values = [Double](repeating: 0, count: k)
        for row in stride(from: k - 1, through: 0, by: -1) {
            var sum = system[row][k]
            for column in (row + 1)..<k { sum -= system[row][column] * values[column] }
            values[row] = sum / system[row][row]
        }
        guard values.allSatisfy({ $0 >= 0 }) else { continue }
        var x = [Double](repeating: 0, count: columns)
        for (index, column) in chosen.enumerated() { x[column] = values[index] }
        best = min(best, zip(times(rows, x), targets).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot())
    }
    return best
}

@Suite("Non-negative least squares")
struct NonNegativeLeastSquaresTests {
    @Test func exactDataFromAKnownSolutionGivesItBackWithNoResidual() {
        let known = [2.0, 0.5, 3]
        let fit = NonNegativeLeastSquares.solve(rows: square, targets: times(square, known))
        #expect(close(fit.x, known, relative: 1e-12) && fit.residualNorm < 1e-12, "\(fit)")
    }

    @Test func aNegativeFreeSolutionIsHeldAtZeroAndTheOthersRefitted() {
        // The free solution is (1, −1); with x ≥ 0 the second is held at 0 and the first moves to 0.5.
        let fit = NonNegativeLeastSquares.solve(rows: [[1, 0], [0, 1], [1, 1]], targets: [1, -1, 0])
        #expect(close(fit.x, [0.5, 0], relative: 1e-12), "\(fit.x)")
        #expect(close(fit.residuals, [0.5, -1, -0.5], relative: 1e-12) && abs(fit.residualNorm - 1.5.squareRoot()) < 1e-12)
    }

    @Test func targetsAgainstEveryColumnGiveZero() {
        #expect(NonNegativeLeastSquares.solve(rows: [[1, 2], [3, 4]], targets: [-1, -2]).x == [0, 0])
    }

    @Test func zeroAndDependentColumnsAreNamedTheLaterOfTwoEqualOnes() {
        // Column 2 = column 0 + 2 × column 1, column 3 all zero, column 4 equal to column 1.
        let deficient = [[1.0, 0, 1, 0, 0], [0, 1, 2, 0, 1], [1, 1, 3, 0, 1], [2, 5, 12, 0, 5]]
        #expect(NonNegativeLeastSquares.dependentColumns(rows: deficient) == [2, 3, 4])
        #expect(NonNegativeLeastSquares.dependentColumns(rows: square).isEmpty)
        #expect(NonNegativeLeastSquares.dependentColumns(rows: [[1.0, 2, 3], [4, 5, 6]]) == [2])
    }

    @Test func columnsWithin1e9AreDependentAnd1e6ApartAreNot() {
        #expect(NonNegativeLeastSquares.dependentColumns(rows: [[1.0, 1], [1, 1 + 1e-12], [1, 1]]) == [1])
        #expect(NonNegativeLeastSquares.dependentColumns(rows: [[1.0, 1], [1, 1 + 1e-6], [1, 1]]).isEmpty)
    }

    @Test func aZeroColumnGetsZero() {
        let fit = NonNegativeLeastSquares.solve(rows: [[1, 0], [2, 0], [3, 0]], targets: [2, 4, 6])
        #expect(close(fit.x, [2, 0], relative: 1e-12), "\(fit.x)")
    }

    @Test func costsAMillionApartAreRecoveredFromExactData() {
        let fit = NonNegativeLeastSquares.solve(rows: frames, targets: times(frames, frameCosts))
        #expect(close(fit.x, frameCosts, relative: 1e-9), "\(fit.x)")
        // 1e29 apart: fails without the column scaling.
        let awkward = frames.map { [$0[0], $0[1] * 1e9, $0[2] * 1e-20] }
        let awkwardCosts = [frameCosts[0], frameCosts[1] * 1e-9, frameCosts[2] * 1e20]
        #expect(close(NonNegativeLeastSquares.solve(rows: awkward, targets: times(awkward, awkwardCosts)).x, awkwardCosts, relative: 1e-9))
    }

    @Test func withOnePercentNoiseAndIdleFramesEveryCostIsWithin5Percent() {
        // Without idle frames the fixed cost (4–10 % of a frame) moves with the noise; idle frames pin it.
        var generator = SplitMix64(state: 26)
        let idleFrames = frames + [[Double]](repeating: [1, 0, 0], count: 10)
        let noisy = times(idleFrames, frameCosts).map { $0 * (1 + 0.02 * (generator.unit() - 0.5)) }
        let fit = NonNegativeLeastSquares.solve(rows: idleFrames, targets: noisy)
        #expect(close(fit.x, frameCosts, relative: 0.05), "\(fit.x)")
    }

    @Test func theSolutionHasTheSmallestResidualOf300SeededProblems() {
        var generator = SplitMix64(state: 26)
        var worstGap = 0.0
        for _ in 0..<300 {
            let problem = (0..<8).map { _ in (0..<4).map { _ in generator.unit() * 2 - 0.5 } }
            let targets = (0..<8).map { _ in generator.unit() * 4 - 1 }
            let fit = NonNegativeLeastSquares.solve(rows: problem, targets: targets)
            worstGap = max(worstGap, fit.residualNorm - bruteForceResidual(problem, targets))
        }
        #expect(worstGap < 1e-9)
    }

    @Test func aCostTheWorkDoesNotExplainIsHeldAtZero() {
        let withUseless = frames.enumerated().map { index, row in row + [Double(index % 2)] }
        let targets = zip(times(frames, frameCosts), withUseless).map { target, row in target - 5 * row[3] }
        let fit = NonNegativeLeastSquares.solve(rows: withUseless, targets: targets)
        #expect(fit.x[3] == 0 && fit.x.allSatisfy { $0 >= 0 }, "\(fit.x)")
    }
}
