import Foundation
import InputFiles
import ResultFiles

/// Why a command will not write an output: one line for stderr.
package struct OutputFileRefusal: Error, CustomStringConvertible {
    /// One line naming the path and the problem.
    package let description: String
}

/// The files a command writes, checked before any work so that a bad path fails at once and nothing is
/// written over an input.
package enum OutputFiles {
    /// Refuses an output that is one of `inputs` (the same path, or the same file through a link or `..`), or
    /// one that cannot be written; nothing is created.
    package static func check(_ paths: [String], inputs: [String]) throws(OutputFileRefusal) {
        try refuseOverwriting(inputs, with: paths)
        for path in paths {
            do throws(AtomicFileError) {
                try AtomicFile.checkWritable(path)
            } catch {
                throw OutputFileRefusal(description: error.description)
            }
        }
    }

    /// Refuses an output that is one of the inputs (the same path, or the same file through a link or `..`);
    /// nothing is created or read.
    package static func refuseOverwriting(_ inputs: [String], with outputs: [String]) throws(OutputFileRefusal) {
        for path in outputs {
            guard let input = SameFile.input(among: inputs, sameAs: path) else { continue }
            throw OutputFileRefusal(
                description: path == input
                    ? "\(path): is one of the inputs; refusing to write over it (give another output)"
                    : "\(path): is the input \(input) under another name; refusing to write over it (give another output)")
        }
    }

    /// Where `merge` writes the parts of a sharded sweep: `sweep-fling-120hz-part-1-of-2.json` merges into
    /// `sweep-fling-120hz.json` beside it; parts named otherwise merge into `results/sweep-<trace>.json`.
    package static func mergedSweep(parts: [String], trace: String) -> String {
        let names = parts.map { path -> String? in
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent
            guard let range = name.range(of: "-part-", options: .backwards), name.hasSuffix(".json") else { return nil }
            return url.deletingLastPathComponent().appendingPathComponent(String(name[..<range.lowerBound]) + ".json").path
        }
        if let first = names.first ?? nil, names.allSatisfy({ $0 == first }) { return first }
        return ProjectFolders.result("sweep-\(trace).json")
    }
}
