import BenchSuite
import ChartKit

/// Where a run's data comes from: generated from a seed, or a user's CSV.
package struct DatasetSpec: Equatable, Sendable {
    /// Days of generated data, ending on the seed's last day.
    package var days: Int = 60
    /// Seed of the generated values.
    package var seed: UInt64 = 1
    /// A CSV file (`date,channel,value`) to load instead of generating.
    package var csvPath: String?

    /// Generated data (`days` days ending 2025-10-30, drawn from `seed`), or the CSV at `csvPath` when given.
    package init(days: Int = 60, seed: UInt64 = 1, csvPath: String? = nil) {
        self.days = days
        self.seed = seed
        self.csvPath = csvPath
    }

    /// The dataset; a bad CSV throws with the line number.
    package func load() throws(SalesCSVError) -> SalesDataset {
        if let csvPath { return try SalesCSV.load(path: csvPath) }
        return SalesDataset.generated(days: days, seed: seed)
    }

    /// Where `data`, loaded from this spec, came from.
    package func origin(of data: SalesDataset) -> DataOrigin {
        csvPath.map { DataOrigin.csv(path: $0, data: data) } ?? .generated(days: days, seed: seed)
    }
}
