import ResultFiles

extension ComparisonFile {
    /// Reads the comparison at `path` for the docs' tables (`ComparisonFile.read`), refusing one whose rows lack
    /// columns: an older harness wrote it, and the tables would show gaps.
    package static func load(path: String) throws(TablesError) -> ComparisonFile {
        do throws(ResultFileError) {
            return try read(path: path).withEveryColumn(path: path)
        } catch {
            throw TablesError(error)
        }
    }

    /// Parses comparison JSON given as bytes for the docs' tables; `path` names it in messages and gives its `name`.
    package static func load(bytes: [UInt8], path: String) throws(TablesError) -> ComparisonFile {
        do throws(ResultFileError) {
            return try read(bytes: bytes, path: path).withEveryColumn(path: path)
        } catch {
            throw TablesError(error)
        }
    }

    /// This file, or why the docs' tables cannot read it: its rows lack columns (written by an older harness).
    private func withEveryColumn(path: String) throws(ResultFileError) -> ComparisonFile {
        guard !missingColumns.isEmpty else { return self }
        let named =
            missingColumns.prefix(3).joined(separator: ", ") + (missingColumns.count > 3 ? " and \(missingColumns.count - 3) more" : "")
        throw ResultFileError(
            "\(path): written by an older harness (its rows lack \(named)); \(ResultFileError.regenerate)", isFromAnOlderHarness: true)
    }
}
