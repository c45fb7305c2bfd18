import BenchSuite
import JSONText

extension RecordedSettings {
    /// Most settings a file may record: a run records 18.
    static let maxSettings = 64

    /// A file's `settings` object (the reader at it), in the file's order, with the first problem with it
    /// (a setting named twice, too many, a value that is not a scalar) recorded rather than thrown, so that
    /// the caller reports problems in its own order.
    static func read(_ reader: inout JSONReader) throws(JSONError) -> (values: [Setting], problem: String?) {
        var values: [Setting] = []
        var problem: String?
        try reader.readObject { reader, name throws(JSONError) in
            let scalar = try reader.readScalar()
            guard problem == nil else { return }
            if values.contains(where: { $0.name == name }) {
                problem = "settings.\(name.asFieldName) appears twice"
            } else if values.count == maxSettings {
                problem = "settings has more than \(maxSettings) fields"
            } else if let json = canonical(scalar) {
                values.append(Setting(name: name, json: json))
            } else {
                problem = "settings.\(name.asFieldName) is not a string, number, boolean or null"
            }
        }
        return (values, problem)
    }
}
