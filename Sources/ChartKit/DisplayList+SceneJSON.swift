import JSONText
import Raster

extension DisplayList {
    /// The scene format tag; the shape is documented in docs/Formats.md.
    package static let sceneFormat = "hitchbench-scene/1"

    /// The list as `hitchbench-scene/1` JSON, so any other renderer can draw the same scene.
    ///
    /// Written by hand for a stable key order and number format (at most 4 decimals, trailing
    /// zeros dropped, via `JSONText`), which keeps the file byte-identical across runs and platforms.
    package func sceneJSON() -> String {
        var out = "{\"format\":\"\(Self.sceneFormat)\",\"width\":\(width),\"height\":\(height),\"ops\":["
        for (index, op) in ops.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            switch op {
            case let .fill(rect, radius, color):
                out += "{\"op\":\"fill\",\"rect\":[\(n(rect.x)),\(n(rect.y)),\(n(rect.width)),\(n(rect.height))],"
                out += "\"radius\":\(n(radius)),\"color\":\"\(color.hex)\"}"
            case let .line(from, to, width, color):
                out += "{\"op\":\"line\",\"from\":[\(n(from.x)),\(n(from.y))],\"to\":[\(n(to.x)),\(n(to.y))],"
                out += "\"width\":\(n(width)),\"color\":\"\(color.hex)\"}"
            case let .text(text, at, size, align, color):
                out += "{\"op\":\"text\",\"at\":[\(n(at.x)),\(n(at.y))],\"text\":\(JSONText.quoted(text)),"
                out += "\"size\":\(n(size)),\"align\":\"\(align.rawValue)\",\"color\":\"\(color.hex)\"}"
            }
        }
        return out + "\n]}\n"
    }
}

/// Scene numbers: at most four decimals, trailing zeros dropped.
func n(_ value: Double) -> String { JSONText.number(value, decimals: 4) }
