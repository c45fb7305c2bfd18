/// Sine and cosine from IEEE basic arithmetic only.
///
/// Platform maths libraries may differ in the last bit, and a last-bit difference can move a
/// vertex across a 1/256 px rounding boundary. Every curve the rasterizer flattens (glyph arcs,
/// round joins, rounded corners) takes its angles from here so pixels match on every machine.
enum Trig {
    /// sin and cos of `angle` radians, accurate to a few ulp for angles within a few turns.
    static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        let quarter = (angle / (Double.pi / 2)).rounded()
        let r = angle - quarter * (Double.pi / 2)
        let r2 = r * r
        // Taylor series on |r| <= π/4, nested so each factor is the ratio of successive terms.
        let s = r * (1 - r2 / 6 * (1 - r2 / 20 * (1 - r2 / 42 * (1 - r2 / 72 * (1 - r2 / 110 * (1 - r2 / 156 * (1 - r2 / 210)))))))
        let c = 1 - r2 / 2 * (1 - r2 / 12 * (1 - r2 / 30 * (1 - r2 / 56 * (1 - r2 / 90 * (1 - r2 / 132 * (1 - r2 / 182))))))
        switch Int(quarter) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}
