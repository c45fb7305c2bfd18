extension Canvas {
    /// Share of pixels whose straight colour is within `tolerance` (of 255) on every channel of `other`'s
    /// pixel at the same place; 0 when the sizes differ. Equal premultiplied words match without converting,
    /// so comparing two nearly identical frames costs about one pass over memory.
    public func matchingFraction(with other: Canvas, tolerance: Int) -> Double {
        guard width == other.width, height == other.height, width * height > 0 else { return 0 }
        let count = width * height
        var matching = 0
        for index in 0..<count {
            let a = pixels[index]
            let b = other.pixels[index]
            if a == b {
                matching += 1
                continue
            }
            let x = Color(premultiplied: a)
            let y = Color(premultiplied: b)
            if abs(Int(x.r) - Int(y.r)) <= tolerance, abs(Int(x.g) - Int(y.g)) <= tolerance,
                abs(Int(x.b) - Int(y.b)) <= tolerance, abs(Int(x.a) - Int(y.a)) <= tolerance
            {
                matching += 1
            }
        }
        return Double(matching) / Double(count)
    }
}
