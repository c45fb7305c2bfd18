import Foundation
import Raster
import Testing

@testable import ChartKit

@Suite struct SceneJSONTests {
    @Test func sceneHasTheDocumentedShape() throws {
        var list = DisplayList(width: 10, height: 20)
        list.append(.fill(Rect(x: 1.25, y: 2, width: 3, height: 4), radius: 0.5, color: Color(r: 255, g: 0, b: 16, a: 128)))
        list.append(.line(from: Point(x: 0, y: 0.5), to: Point(x: 10, y: 0.5), width: 1, color: .black))
        list.append(.text("09/01", at: Point(x: 5, y: 18), size: 33, align: .center, color: .black))
        let json = try #require(JSONSerialization.jsonObject(with: Data(list.sceneJSON().utf8)) as? [String: Any])
        #expect(json["format"] as? String == "hitchbench-scene/1")
        #expect(json["width"] as? Int == 10)
        let ops = try #require(json["ops"] as? [[String: Any]])
        #expect(ops.count == 3)
        #expect(ops[0]["op"] as? String == "fill")
        #expect(ops[0]["rect"] as? [Double] == [1.25, 2, 3, 4])
        #expect(ops[0]["color"] as? String == "#FF001080")
        #expect(ops[1]["from"] as? [Double] == [0, 0.5])
        #expect(ops[2]["text"] as? String == "09/01")
        #expect(ops[2]["align"] as? String == "center")
    }

    @Test(arguments: [(0.0, "0"), (-1.5, "-1.5"), (7623.0, "7623"), (0.00004, "0"), (2.12345, "2.1235"), (-0.00001, "0")])
    func numbersHaveAtMostFourDecimals(value: Double, text: String) {
        #expect(n(value) == text)
    }
}
