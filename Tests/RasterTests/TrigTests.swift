import Foundation
import Testing

@testable import Raster

@Suite("Deterministic trigonometry")
struct TrigTests {
    @Test("sinCos agrees with the platform's sin and cos to 1e-14 over two turns either way")
    func matchesPlatform() {
        for step in -720...720 {
            let angle = Double(step) * Double.pi / 360
            let (s, c) = Trig.sinCos(angle)
            #expect(abs(s - sin(angle)) < 1e-14 && abs(c - cos(angle)) < 1e-14, "angle \(angle)")
        }
    }
}
