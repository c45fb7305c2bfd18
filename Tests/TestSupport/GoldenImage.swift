import Foundation
import PNGWriting
import Raster
import Testing

/// Golden images kept as tiny-skia keeps them (`tests/images/`): PNG files in a `Goldens/` folder beside
/// the test file, compared pixel for pixel with what the canvas holds.
///
/// Exact comparison is sound because the rasteriser is deterministic (integer and IEEE basic arithmetic
/// only), so one set of files serves every machine. On a mismatch the test writes `<name>.actual.png` and
/// `<name>.diff.png` (differing pixels red on a faded copy of the golden) next to the golden and names
/// both. With `HITCHBENCH_RECORD_GOLDENS=1` it writes the golden instead and fails, so that the new image
/// is looked at before it is committed (as swift-argument-parser's snapshot helpers do).
///
package enum GoldenImage {
    /// The environment variable that turns comparing into recording.
    package static let recordVariable = "HITCHBENCH_RECORD_GOLDENS"

    /// Expects `canvas` to hold exactly the pixels of `Goldens/<name>.png` in the calling test file's folder.
    package static func expect(
        _ canvas: Canvas, matches name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        let golden = folder.appendingPathComponent("\(name).png")
        let actualFile = folder.appendingPathComponent("\(name).actual.png")
        let diffFile = folder.appendingPathComponent("\(name).diff.png")
        let actual = canvas.rgbaBytes()
        // Outputs of an earlier failure would otherwise outlive the fix and mislead a reviewer.
        try? FileManager.default.removeItem(at: actualFile)
        try? FileManager.default.removeItem(at: diffFile)

        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let written = write(PNGEncoder.encode(width: canvas.width, height: canvas.height, rgba: actual), to: golden)
            let message =
                "\(written ? "Recorded" : "Could not write") golden \(golden.path) (\(recordVariable)=1): look at the image, "
                + "then run again without \(recordVariable) to compare."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            Issue.record(
                "No golden at \(golden.path); record it with \(recordVariable)=1, look at it, and commit it.",
                sourceLocation: sourceLocation)
            return
        }
        let expected: PNGReader.Image
        do {
            expected = try PNGReader.decode([UInt8](data))
        } catch {
            Issue.record("Cannot read golden \(golden.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        guard expected.width == canvas.width, expected.height == canvas.height else {
            let wrote = write(PNGEncoder.encode(width: canvas.width, height: canvas.height, rgba: actual), to: actualFile)
            let message =
                "Golden \(golden.path) is \(expected.width) × \(expected.height) px, the canvas \(canvas.width) × \(canvas.height) px"
                + (wrote ? "; wrote \(actualFile.path)" : "")
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        guard expected.rgba != actual else { return }

        let comparison = compare(expected: expected.rgba, actual: actual, width: canvas.width)
        let wroteActual = write(PNGEncoder.encode(width: canvas.width, height: canvas.height, rgba: actual), to: actualFile)
        let wroteDiff = write(PNGEncoder.encode(width: canvas.width, height: canvas.height, rgba: comparison.diff), to: diffFile)
        let (x, y) = comparison.first
        let at = 4 * (y * canvas.width + x)
        Issue.record(
            """
            Golden \(name).png differs in \(comparison.count) of \(canvas.width * canvas.height) pixels; the first is (\(x), \(y)): \
            expected \(hex(expected.rgba, at)), got \(hex(actual, at)) (RGBA).
            actual: \(wroteActual ? actualFile.path : "(could not write \(actualFile.path))")
            diff:   \(wroteDiff ? diffFile.path : "(could not write \(diffFile.path))") (differing pixels red)
            If the change is intended, re-record with \(recordVariable)=1 and review the new image.
            """,
            sourceLocation: sourceLocation)
    }

    /// Counts differing pixels, finds the first in row order, and paints the diff image: differing pixels
    /// opaque red, the rest the golden over white, faded to a quarter of its contrast so the red stands out.
    private static func compare(expected: [UInt8], actual: [UInt8], width: Int) -> (count: Int, first: (Int, Int), diff: [UInt8]) {
        var diff = [UInt8](repeating: 255, count: expected.count)
        var count = 0
        var first: (Int, Int)?
        for pixel in 0..<(expected.count / 4) {
            let i = 4 * pixel
            if expected[i..<(i + 4)] != actual[i..<(i + 4)] {
                count += 1
                if first == nil { first = (pixel % width, pixel / width) }
                diff[i] = 255
                diff[i + 1] = 0
                diff[i + 2] = 0
                continue
            }
            let alpha = Int(expected[i + 3])
            for channel in 0..<3 {
                let overWhite = (Int(expected[i + channel]) * alpha + 255 * (255 - alpha) + 127) / 255
                diff[i + channel] = UInt8(255 - (255 - overWhite) / 4)
            }
        }
        return (count, first ?? (0, 0), diff)
    }

    private static func write(_ bytes: [UInt8], to file: URL) -> Bool {
        FileManager.default.createFile(atPath: file.path, contents: Data(bytes))
    }

    private static func hex(_ rgba: [UInt8], _ at: Int) -> String {
        "#" + rgba[at..<(at + 4)].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}
