import JSONText
import PhoneModel
import ShippedProfiles
import Testing

private let counters = [
    "barMarks", "ruleMarks", "axisLabels", "textRuns", "formattersCreated", "labelsFormatted", "tilesConfigured", "layersComposited",
    "pixelsComposited", "pixelsWritten", "glyphsDrawn", "glyphCacheMisses", "dataSwaps",
]

@Suite("Device profile writing")
struct DeviceProfileWritingTests {
    @Test func theShippedProfileWrittenReadsBackTheSame() throws {
        let path = try #require(ShippedProfiles.path(named: ShippedProfiles.defaultName))
        let shipped = try DeviceProfile.read(path: path, counters: counters)
        let back = try DeviceProfile.parse(Array(shipped.jsonString().utf8), name: shipped.name, counters: counters, label: "written")
        #expect(back == shipped)
    }

    @Test func aCalibrationBlockIsWrittenAndReadBackAsGiven() throws {
        let path = try #require(ShippedProfiles.path(named: ShippedProfiles.defaultName))
        var profile = try DeviceProfile.read(path: path, counters: counters)
        profile.calibration = .object([
            ("trace", .scalar(.string("fling"))), ("refreshHz", .scalar(.number(JSONNumber(double: 120, exactInt: 120)))),
            ("runs", .array([.object([("run", .scalar(.string("tiles:60=a.json")))])])), ("costs", .array([.scalar(.string("fixed"))])),
            ("rmsResidualMs", .scalar(.number(JSONNumber(double: 0.25)))),
        ])
        let back = try DeviceProfile.parse(Array(profile.jsonString().utf8), name: profile.name, counters: counters, label: "written")
        #expect(back.calibration == profile.calibration)
    }
}
