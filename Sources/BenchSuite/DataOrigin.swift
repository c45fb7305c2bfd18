import ChartKit

/// Where a run's data came from, as results and baselines record it: generated from a seed, or a user's CSV
/// (named by its path and told apart by a hash of its content).
package enum DataOrigin: Equatable, Sendable {
    /// `days` days ending 2025-10-30, drawn from `seed`.
    case generated(days: Int, seed: UInt64)
    /// The CSV at `path`, whose content hashes to `contentHash` (`contentHash(of:)`).
    case csv(path: String, contentHash: UInt32)

    /// The origin of `data` loaded from the CSV at `path`.
    package static func csv(path: String, data: SalesDataset) -> DataOrigin {
        .csv(path: path, contentHash: contentHash(of: data))
    }

    /// How results describe the data: `generated:60d:seed1` or `csv:<path>`.
    package var label: String {
        switch self {
        case let .generated(days, seed): "generated:\(days)d:seed\(seed)"
        case let .csv(path, _): "csv:\(path)"
        }
    }

    /// FNV-1a over the dataset's first day, channel names and values: two different CSVs that happen to share
    /// a file name still get different tags and settings.
    package static func contentHash(of data: SalesDataset) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        func mix(_ byte: UInt8) { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        for byte in data.firstDay.isoString.utf8 { mix(byte) }
        for name in data.channels {
            for byte in name.utf8 { mix(byte) }
            mix(0)
        }
        for value in data.values {
            var bits = value.bitPattern
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
        return hash
    }

    /// A hash as eight lowercase hex digits.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
