import Raster

extension DisplayList {
    /// The scene format tag; the shape is documented in the repository README.
    public static let sceneFormat = "hitchbench-scene/1"

    /// The list as `hitchbench-scene/1` JSON, so any other renderer can draw the same scene.
    ///
    /// Written by hand for a stable key order and number format (at most 4 decimals, trailing
    /// zeros dropped), which keeps the file byte-identical across runs and platforms.
    public func sceneJSON() -> String {
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
                out += "{\"op\":\"text\",\"at\":[\(n(at.x)),\(n(at.y))],\"text\":\(jsonString(text)),"
                out += "\"size\":\(n(size)),\"align\":\"\(align.rawValue)\",\"color\":\"\(color.hex)\"}"
            }
        }
        return out + "\n]}\n"
    }
}

/// A number with at most four decimals and no trailing zeros, from integer arithmetic.
func n(_ value: Double) -> String {
    let scaled = Int64((abs(value) * 10_000).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    let whole = scaled / 10_000
    var fraction = scaled % 10_000
    guard fraction != 0 else { return "\(sign)\(whole)" }
    var digits = 4
    while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
    let padded = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - padded.count) + padded
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
