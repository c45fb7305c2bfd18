import BenchSuite

extension RenderBenchmark {
    /// The benchmark's table as `harness bench render` prints it: a heading naming the data (`dataLabel`), then
    /// each case's median, p95 and min CPU ms and pixels per repetition, then each case's detail.
    package func textTable(_ cases: [Case], dataLabel: String) -> String {
        var out = "render benchmark: \(dataLabel), \(repetitions) repetitions after \(warmups) warm-up, CPU ms\n"
        out += Self.pad("case", 20) + Self.pad("median", 10) + Self.pad("p95", 10) + Self.pad("min", 10) + "pixels/rep\n"
        for result in cases {
            out +=
                Self.pad(result.name, 20) + Self.pad(Self.ms(result.medianMilliseconds), 10) + Self.pad(Self.ms(result.p95Milliseconds), 10)
                + Self.pad(Self.ms(result.minMilliseconds), 10) + String(result.pixelsWritten) + "\n"
        }
        for result in cases { out += "  \(result.name): \(result.detail)\n" }
        return out
    }

    private static func ms(_ value: Double) -> String {
        let scaled = Int((value * 1000).rounded())
        let fraction = String(scaled % 1000)
        return "\(scaled / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
