/// Non-negative least squares (Lawson–Hanson, 1974): the x ≥ 0 minimising ‖A x − b‖₂.
///
/// The active-set method of Lawson and Hanson, *Solving Least Squares Problems* (1974), ch. 23: columns move
/// from the active set (held at 0) to the passive set (solved freely) one at a time, the one whose gradient
/// Aᵀ(b − A x) is largest, and back when the free solution would turn one negative. Each column is scaled to unit
/// length first, so costs that differ by a factor of a million (a µs per frame beside a ns per pixel) are found
/// to the same relative precision; the free solutions come from Householder QR, never the normal equations.
package enum NonNegativeLeastSquares {
    /// The solution of one problem and how well it fits.
    package struct Solution: Sendable, Equatable {
        /// The x ≥ 0, one value per column of A.
        package var x: [Double]
        /// b − A x, one value per row.
        package var residuals: [Double]
        /// ‖b − A x‖₂.
        package var residualNorm: Double
    }

    /// `rows` is A (m rows of n columns), `targets` is b (m values).
    ///
    /// Every row must have the same number of columns and `targets` one value per row; the values must be finite.
    /// A column that is all zero gets 0; when A is rank deficient one of the minimisers is returned (check
    /// `dependentColumns(rows:)` first to refuse such a fit).
    package static func solve(rows: [[Double]], targets: [Double]) -> Solution {
        precondition(rows.count == targets.count, "one target per row")
        let columns = rows.first?.count ?? 0
        precondition(rows.allSatisfy { $0.count == columns }, "every row has the same number of columns")
        let matrix = Matrix(rows: rows)
        let scales = (0..<columns).map { column in
            let norm = matrix.columnNorm(column)
            return norm > 0 ? 1 / norm : 0
        }
        let scaledX = activeSet(matrix.scalingColumns(by: scales), targets: targets)
        let x = zip(scaledX, scales).map { value, scale in max(0, value * scale) }
        let residuals = matrix.residuals(of: x, targets: targets)
        return Solution(x: x, residuals: residuals, residualNorm: euclideanNorm(residuals))
    }

    /// The columns of `rows` that are not identifiable: columns that are all zero or linearly dependent on earlier
    /// ones (QR with column pivoting, relative tolerance 1e-9); empty when A has full column rank.
    ///
    /// The pivoting keeps the columns' order and moves a dependent column to the end: column j is dependent when
    /// the part of it orthogonal to the earlier independent columns is at most 1e-9 of its length. So of two equal
    /// columns the later is named, and the indices name what else a calibration must vary.
    package static func dependentColumns(rows: [[Double]]) -> [Int] {
        let columns = rows.first?.count ?? 0
        precondition(rows.allSatisfy { $0.count == columns }, "every row has the same number of columns")
        let matrix = Matrix(rows: rows)
        let lengths = (0..<columns).map { matrix.columnNorm($0) }
        // Unit columns: the tolerance is relative to each column's own length, and no square overflows.
        var work = matrix.scalingColumns(by: lengths.map { $0 > 0 ? 1 / $0 : 0 })
        var reflectors: [Reflector] = []
        var dependent: [Int] = []
        for column in 0..<columns {
            guard lengths[column] > 0, reflectors.count < work.rowCount else {
                dependent.append(column)
                continue
            }
            for reflector in reflectors { reflector.apply(to: &work, column: column) }
            let pivotRow = reflectors.count
            guard work.columnNorm(column, fromRow: pivotRow) > dependenceTolerance else {
                dependent.append(column)
                continue
            }
            reflectors.append(Reflector(matrix: work, column: column, pivotRow: pivotRow))
        }
        return dependent
    }

    /// A column whose part orthogonal to the earlier ones is at most this share of its length is dependent.
    static let dependenceTolerance = 1e-9

    /// Lawson–Hanson's active-set iteration on a matrix whose nonzero columns have unit length.
    private static func activeSet(_ matrix: Matrix, targets: [Double]) -> [Double] {
        let columns = matrix.columnCount
        var x = [Double](repeating: 0, count: columns)
        var passive = [Bool](repeating: false, count: columns)
        // Columns refused since x last changed: their free solution came out ≤ 0 from rounding.
        var refused = [Bool](repeating: false, count: columns)
        let gradientTolerance =
            10 * Double(max(matrix.rowCount, columns)) * Double.ulpOfOne * max(euclideanNorm(targets), .leastNormalMagnitude)
        var iterations = 0
        let iterationLimit = 30 * (columns + 1)
        while iterations < iterationLimit {
            iterations += 1
            let gradient = matrix.transposeTimes(matrix.residuals(of: x, targets: targets))
            var entering: Int?
            for column in 0..<columns where !passive[column] && !refused[column] && matrix.columnNorm(column) > 0 {
                if gradient[column] > gradientTolerance, gradient[column] > (entering.map { gradient[$0] } ?? 0) { entering = column }
            }
            guard let entering else { break }
            passive[entering] = true
            var free = freeSolution(matrix, targets: targets, passive: passive)
            guard free[entering] > 0, free[entering].isFinite else {
                passive[entering] = false
                refused[entering] = true
                continue
            }
            refused = [Bool](repeating: false, count: columns)
            // Step back towards x until every passive value is positive, dropping the ones that reach 0.
            while iterations < iterationLimit, let step = stepToBoundary(x: x, free: free, passive: passive) {
                iterations += 1
                for column in 0..<columns where passive[column] {
                    x[column] += step.fraction * (free[column] - x[column])
                    if column == step.blocking || x[column] <= 0 {
                        x[column] = 0
                        passive[column] = false
                    }
                }
                free = freeSolution(matrix, targets: targets, passive: passive)
            }
            for column in 0..<columns { x[column] = passive[column] ? free[column] : 0 }
        }
        return x
    }

    /// How far from x towards the free solution the passive values stay ≥ 0, and the column that reaches 0
    /// first; nil when every passive value of the free solution is positive.
    private static func stepToBoundary(x: [Double], free: [Double], passive: [Bool]) -> (fraction: Double, blocking: Int)? {
        var best: (fraction: Double, blocking: Int)?
        for column in x.indices where passive[column] && free[column] <= 0 {
            let fraction = x[column] / (x[column] - free[column])
            if fraction < (best?.fraction ?? .infinity) { best = (fraction, column) }
        }
        return best
    }

    /// The least-squares solution over the passive columns alone (Householder QR), 0 elsewhere.
    private static func freeSolution(_ matrix: Matrix, targets: [Double], passive: [Bool]) -> [Double] {
        let chosen = passive.indices.filter { passive[$0] }
        var solution = [Double](repeating: 0, count: matrix.columnCount)
        guard !chosen.isEmpty else { return solution }
        var sub = matrix.selectingColumns(chosen)
        var rightSide = targets
        let rank = min(sub.rowCount, chosen.count)
        for k in 0..<rank {
            let reflector = Reflector(matrix: sub, column: k, pivotRow: k)
            for column in k..<chosen.count { reflector.apply(to: &sub, column: column) }
            reflector.apply(to: &rightSide)
        }
        // Back substitution; a pivot that rounding left at (almost) zero gives its column 0.
        var values = [Double](repeating: 0, count: chosen.count)
        for k in stride(from: rank - 1, through: 0, by: -1) {
            var sum = rightSide[k]
            for j in (k + 1)..<chosen.count { sum -= sub[k, j] * values[j] }
            let pivot = sub[k, k]
            values[k] = abs(pivot) > 1e-13 ? sum / pivot : 0
        }
        for (k, column) in chosen.enumerated() { solution[column] = values[k] }
        return solution
    }

    private static func euclideanNorm(_ values: [Double]) -> Double {
        let largest = values.reduce(0) { max($0, abs($1)) }
        guard largest > 0, largest.isFinite else { return largest }
        return largest * values.reduce(0) { $0 + ($1 / largest) * ($1 / largest) }.squareRoot()
    }
}

/// A dense matrix stored by columns, the layout Householder QR walks.
private struct Matrix {
    var rowCount: Int
    var columnCount: Int
    var storage: [Double]

    init(rowCount: Int, columnCount: Int, storage: [Double]) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.storage = storage
    }

    init(rows: [[Double]]) {
        let columnCount = rows.first?.count ?? 0
        var storage = [Double](repeating: 0, count: rows.count * columnCount)
        for (row, values) in rows.enumerated() {
            for (column, value) in values.enumerated() { storage[column * rows.count + row] = value }
        }
        self.init(rowCount: rows.count, columnCount: columnCount, storage: storage)
    }

    subscript(row: Int, column: Int) -> Double {
        get { storage[column * rowCount + row] }
        set { storage[column * rowCount + row] = newValue }
    }

    /// The length of `column` from `fromRow` down, scaled so that huge or tiny values neither overflow nor vanish.
    func columnNorm(_ column: Int, fromRow: Int = 0) -> Double {
        var largest = 0.0
        for row in fromRow..<rowCount { largest = max(largest, abs(self[row, column])) }
        guard largest > 0, largest.isFinite else { return largest }
        var sum = 0.0
        for row in fromRow..<rowCount {
            let scaled = self[row, column] / largest
            sum += scaled * scaled
        }
        return largest * sum.squareRoot()
    }

    func scalingColumns(by scales: [Double]) -> Matrix {
        var out = self
        for column in 0..<columnCount {
            for row in 0..<rowCount { out[row, column] *= scales[column] }
        }
        return out
    }

    func selectingColumns(_ chosen: [Int]) -> Matrix {
        var storage: [Double] = []
        storage.reserveCapacity(chosen.count * rowCount)
        for column in chosen { storage += self.storage[(column * rowCount)..<((column + 1) * rowCount)] }
        return Matrix(rowCount: rowCount, columnCount: chosen.count, storage: storage)
    }

    /// b − A x.
    func residuals(of x: [Double], targets: [Double]) -> [Double] {
        var out = targets
        for column in 0..<columnCount where x[column] != 0 {
            for row in 0..<rowCount { out[row] -= self[row, column] * x[column] }
        }
        return out
    }

    /// Aᵀ v.
    func transposeTimes(_ vector: [Double]) -> [Double] {
        (0..<columnCount).map { column in
            var sum = 0.0
            for row in 0..<rowCount { sum += self[row, column] * vector[row] }
            return sum
        }
    }
}

/// A Householder reflection I − 2 v vᵀ / (vᵀ v) that zeroes one column below its pivot row.
private struct Reflector {
    var pivotRow: Int
    var vector: [Double]
    var vectorSquaredNorm: Double

    /// The reflection that maps `column` of `matrix`, from `pivotRow` down, onto a multiple of the pivot row's axis.
    init(matrix: Matrix, column: Int, pivotRow: Int) {
        self.pivotRow = pivotRow
        let length = matrix.columnNorm(column, fromRow: pivotRow)
        var vector = (pivotRow..<matrix.rowCount).map { matrix[$0, column] }
        if length > 0, let first = vector.first {
            // The sign that avoids cancellation.
            vector[0] = first + (first >= 0 ? length : -length)
        }
        self.vector = vector
        self.vectorSquaredNorm = vector.reduce(0) { $0 + $1 * $1 }
    }

    func apply(to matrix: inout Matrix, column: Int) {
        guard vectorSquaredNorm > 0 else { return }
        var dot = 0.0
        for (offset, value) in vector.enumerated() { dot += value * matrix[pivotRow + offset, column] }
        let factor = 2 * dot / vectorSquaredNorm
        for (offset, value) in vector.enumerated() { matrix[pivotRow + offset, column] -= factor * value }
    }

    func apply(to values: inout [Double]) {
        guard vectorSquaredNorm > 0 else { return }
        var dot = 0.0
        for (offset, value) in vector.enumerated() { dot += value * values[pivotRow + offset] }
        let factor = 2 * dot / vectorSquaredNorm
        for (offset, value) in vector.enumerated() { values[pivotRow + offset] -= factor * value }
    }
}
