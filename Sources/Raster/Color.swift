/// A straight (non-premultiplied) sRGB colour with 8-bit channels.
///
/// Canvases store pixels premultiplied; `Color` is the straight form used at the API.
public struct Color: Hashable, Sendable {
    /// Red, 0...255, not premultiplied.
    public var r: UInt8
    /// Green, 0...255, not premultiplied.
    public var g: UInt8
    /// Blue, 0...255, not premultiplied.
    public var b: UInt8
    /// Alpha (opacity), 0...255.
    public var a: UInt8

    /// Creates a colour from straight channel bytes; alpha defaults to opaque.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional, hex digits of either case); nil otherwise.
    package init?(hex: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var utf8 = Substring(hex).utf8[...]
        if utf8.first == UInt8(ascii: "#") { utf8 = utf8.dropFirst() }
        for byte in utf8 {
            guard let value = Color.hexValue(byte), digits.count < 8 else { return nil }
            digits.append(value)
        }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        func pair(_ i: Int) -> UInt8 { digits[i] << 4 | digits[i + 1] }
        self.init(r: pair(0), g: pair(2), b: pair(4), a: digits.count == 8 ? pair(6) : 255)
    }

    /// The colour as `"#RRGGBBAA"` with uppercase hex digits.
    package var hex: String {
        let symbols = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for byte in [r, g, b, a] {
            out.append(symbols[Int(byte >> 4)])
            out.append(symbols[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Fully transparent; what a new canvas holds.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// The colour premultiplied and packed as the canvas stores it (bytes R, G, B, A in memory order).
    var premultiplied: UInt32 {
        let alpha = UInt32(a)
        let straight = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
        return PixelMath.scale(straight, by: alpha) & 0x00FF_FFFF | alpha << 24
    }

    /// Un-premultiplies a stored pixel, rounding to nearest.
    init(premultiplied pixel: UInt32) {
        let alpha = pixel >> 24
        guard alpha > 0 else {
            self = .clear
            return
        }
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (pixel >> shift) & 0xFF
            return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        self.init(r: channel(0), g: channel(8), b: channel(16), a: UInt8(alpha))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
