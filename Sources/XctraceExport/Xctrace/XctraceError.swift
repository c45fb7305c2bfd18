/// Why an xctrace export was refused: where (the table, the row from 1, the line and column) and what.
package struct XctraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The table's schema name, once its `<schema>` was read.
    package var table: String?
    /// The row, counting from 1, when the problem is in one.
    package var row: Int?
    /// The line and column of the byte where reading stopped, for a file that is not well-formed XML.
    package var line: Int?, column: Int?
    /// What is wrong, as in "ref \"99\" names no value defined before it".
    package var reason: String

    /// An error with its location parts.
    package init(table: String? = nil, row: Int? = nil, line: Int? = nil, column: Int? = nil, reason: String) {
        self.table = table
        self.row = row
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `table hitches, row 3, line 40, column 12: expected '>'`, with the parts that are known.
    package var description: String {
        var parts: [String] = []
        if let table { parts.append("table \(table)") }
        if let row { parts.append("row \(row)") }
        if let line, let column { parts.append("line \(line), column \(column)") }
        return parts.isEmpty ? reason : parts.joined(separator: ", ") + ": " + reason
    }
}

/// One column of a table's `<schema>`: found by its mnemonic, never by its position.
package struct XctraceColumn: Equatable, Sendable {
    /// The column's stable name, as in `duration` (two columns may share a display name, never a mnemonic).
    package var mnemonic: String
    /// The name Instruments shows, as in "Duration".
    package var name: String
    /// The type of its values, as in `duration` (nanoseconds); also the cells' element name.
    package var engineeringType: String

    /// A column from its parts.
    package init(mnemonic: String, name: String, engineeringType: String) {
        self.mnemonic = mnemonic
        self.name = name
        self.engineeringType = engineeringType
    }
}

/// A table's `<schema>`: its name and columns, and the run it came from.
package struct XctraceSchema: Equatable, Sendable {
    /// The schema's name, as in `hitches`.
    package var name: String
    /// The columns in the order cells appear in a row.
    package var columns: [XctraceColumn]
    /// The run the node's `xpath` names (`//trace-toc[1]/run[1]/data[1]/table[17]` is run 1); nil without one.
    package var run: Int?

    /// The position of the column `mnemonic`, or nil.
    package func index(of mnemonic: String) -> Int? { columns.firstIndex { $0.mnemonic == mnemonic } }
}
