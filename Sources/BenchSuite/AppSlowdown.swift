import JSONText
import RenderStrategies

/// `--app-slowdown`: the factors each frame's measured commit time is multiplied by before it is scheduled, one
/// per kind of commit work (`CommitWork`), so a strategy standing for a declarative framework and one standing
/// for CPU drawing can each be slowed to the phone's speed by what the evidence says of its kind.
package struct AppSlowdown: Equatable, Sendable {
    /// The factor of a declarative chart framework's commit (Swift Charts).
    package var framework: Double
    /// The factor of CPU drawing in the commit (DGCharts' CoreGraphics).
    package var drawing: Double
    /// The factors an option accepts: as measured up to 10,000 times slower.
    package static let range: ClosedRange<Double> = 1...10_000

    /// Every kind slowed by `factor` (1: as measured).
    package init(_ factor: Double = 1) {
        framework = factor
        drawing = factor
    }

    /// Each kind slowed by its own factor.
    package init(framework: Double, drawing: Double) {
        self.framework = framework
        self.drawing = drawing
    }

    /// The factor applied to a strategy whose commit stands for `work`.
    package func factor(for work: CommitWork) -> Double {
        switch work {
        case .framework: framework
        case .drawing: drawing
        }
    }

    /// Whether every kind runs as measured.
    package var isNone: Bool { framework == 1 && drawing == 1 }

    /// The option's text: `F` when every kind has the same factor, else `framework=F,drawing=G`.
    package var text: String {
        framework == drawing ? Self.number(framework) : "framework=\(Self.number(framework)),drawing=\(Self.number(drawing))"
    }

    /// A factor as results record it: up to six decimals, trailing zeros dropped.
    package static func number(_ factor: Double) -> String { JSONText.number(factor, decimals: 6) }

    /// Reads `F` (every kind) or `framework=F,drawing=G` (either part may be left out: as measured); nil with
    /// the problem when the text is neither or a factor is outside `range`.
    package static func parse(_ text: String) -> Result<AppSlowdown, AppSlowdownError> {
        if let factor = Double(text) {
            guard factor.isFinite, range.contains(factor) else { return .failure(AppSlowdownError(text: text)) }
            return .success(AppSlowdown(factor))
        }
        var slowdown = AppSlowdown()
        var seen = Set<String>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, let work = CommitWork(rawValue: String(pair[0])), seen.insert(work.rawValue).inserted,
                let factor = Double(pair[1]), factor.isFinite, range.contains(factor)
            else { return .failure(AppSlowdownError(text: text)) }
            switch work {
            case .framework: slowdown.framework = factor
            case .drawing: slowdown.drawing = factor
            }
        }
        return .success(slowdown)
    }
}

/// An `--app-slowdown` text that is neither a factor nor `framework=F,drawing=G` with factors in 1…10,000.
package struct AppSlowdownError: Error, Sendable, CustomStringConvertible {
    /// The text as given.
    package var text: String

    /// One line naming the problem and the accepted forms.
    package var description: String {
        "'\(text)' is not a factor in 1...10000 or framework=F,drawing=G (each kind at most once)"
    }
}
