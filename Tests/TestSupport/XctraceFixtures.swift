/// Small exports written by following xctrace's format as the real ones committed by two public repositories
/// show it (the schemas' columns are the real ones; the rows are ours): `<node>`, `<schema>` with `<col>`s,
/// rows of cells named after their engineering type, ids defined once and refs after, `<sentinel/>`.
package enum XctraceFixtures {
    /// A `<trace-query-result>` holding one table `schema` with `columns` (mnemonic, engineering type) and `rows`.
    package static func table(_ schema: String, columns: [(String, String)], rows: [String], run: Int = 1) -> String {
        let cols = columns.map { "<col><mnemonic>\($0.0)</mnemonic><name>\($0.0)</name><engineering-type>\($0.1)</engineering-type></col>" }
        return """
            <?xml version="1.0"?>
            <trace-query-result>
            <node xpath='//trace-toc[1]/run[\(run)]/data[1]/table[8]'><schema name="\(schema)">\(cols.joined())</schema>
            \(rows.map { "<row>\($0)</row>" }.joined(separator: "\n"))
            </node></trace-query-result>

            """
    }

    /// The iOS 26 `hitches` table's eight columns.
    package static let hitchesColumns = [
        ("start", "start-time"), ("duration", "duration"), ("process", "process"), ("is-system", "boolean"), ("swap-id", "uint32"),
        ("label", "string"), ("display", "display-name"), ("narrative-description", "string"),
    ]

    /// Four hitches of two processes on Display 1, one of them the system's: refs to values of earlier rows, a
    /// ref to a pid nested in the first process, a second process defined in row 3, and an empty narrative.
    ///
    /// The app, FixIt (11101), hitches at 1.0 s for 16.666666 ms ("app update"), at 2.5 s for 33.333333 ms
    /// ("render … GPU work") and at 4.0 s for 16.666666 ms (no issue); backboardd (68) hitches at 3.0 s for 8 ms
    /// and is not counted; row 5 is a system hitch of the app at 5.0 s for 50 ms, reported apart.
    package static let hitches = table(
        "hitches", columns: hitchesColumns,
        rows: [
            #"<start-time id="1" fmt="00:01.000.000">1000000000</start-time><duration id="2" fmt="16.67 ms">16666666</duration>"#
                + #"<process id="3" fmt="FixIt (11101)"><pid id="4" fmt="11101">11101</pid><device-session id="5" fmt="TODO">TODO</device-session></process>"#
                + #"<boolean id="6" fmt="No">0</boolean><uint32 id="7" fmt="3697350">3697350</uint32><string id="8" fmt="0x386ac6">0x386ac6</string>"#
                + #"<display-name id="9" fmt="Display 1">Display 1</display-name><string id="10" fmt="Potentially expensive app update(s)">Potentially expensive app update(s)</string>"#,
            #"<start-time id="11" fmt="00:02.500.000">2500000000</start-time><duration id="12" fmt="33.33 ms">33333333</duration><process ref="3"/>"#
                + #"<boolean ref="6"/><uint32 id="13" fmt="3697400">3697400</uint32><string id="14" fmt="0x386af8">0x386af8</string><display-name ref="9"/>"#
                + #"<string id="15" fmt="Potentially expensive render, 64 offscreen passes), Potentially expensive GPU work">Potentially expensive render, 64 offscreen passes), Potentially expensive GPU work</string>"#,
            #"<start-time id="16" fmt="00:03.000.000">3000000000</start-time><duration id="17" fmt="8.00 ms">8000000</duration>"#
                + #"<process id="18" fmt="backboardd (68)"><pid id="19" fmt="68">68</pid><device-session ref="5"/></process><boolean ref="6"/>"#
                + #"<uint32 id="20" fmt="3697430">3697430</uint32><string id="21" fmt="0x386b16">0x386b16</string><display-name ref="9"/><string ref="10"/>"#,
            #"<start-time id="22" fmt="00:04.000.000">4000000000</start-time><duration ref="2"/><process id="23" fmt="FixIt (11101)"><pid ref="4"/><device-session ref="5"/></process>"#
                + #"<boolean ref="6"/><uint32 id="24" fmt="3697480">3697480</uint32><string id="25" fmt="0x386b48">0x386b48</string><display-name ref="9"/><string id="26" fmt=""></string>"#,
            #"<start-time id="27" fmt="00:05.000.000">5000000000</start-time><duration id="28" fmt="50.00 ms">50000000</duration><process ref="3"/>"#
                + #"<boolean id="29" fmt="Yes">1</boolean><uint32 id="30" fmt="3697540">3697540</uint32><string id="31" fmt="0x386b84">0x386b84</string><display-name ref="9"/><string ref="26"/>"#,
        ])

    /// `displayed-surfaces-interval`'s first four columns and the display; a sentinel where the latency is empty.
    package static let surfacesColumns = [
        ("start", "start-time"), ("duration", "duration"), ("cpu-to-display-latency", "duration"), ("display-name", "display-name"),
        ("surface-id", "uint64"),
    ]

    /// `count` frames at 60 Hz from 0.5 s on Display 1, each listed once, the third one twice (two surfaces in
    /// one swap).
    package static func surfaces(count: Int) -> String {
        var rows: [String] = []
        var id = 10
        for frame in 0..<count {
            let start = 500_000_000 + Int64(frame) * 16_666_667
            let first = frame == 0
            let cells =
                "<start-time id=\"\(id)\">\(start)</start-time>"
                + (first ? #"<duration id="1">16666708</duration>"# : #"<duration ref="1"/>"#) + "<sentinel/>"
                + (first ? #"<display-name id="2" fmt="Display 1">Display 1</display-name>"# : #"<display-name ref="2"/>"#)
                + (first ? #"<uint64 id="3">9</uint64>"# : #"<uint64 ref="3"/>"#)
            rows.append(cells)
            if frame == 2 {
                rows.append(
                    "<start-time ref=\"\(id)\"/><duration ref=\"1\"/><sentinel/><display-name ref=\"2\"/><uint64 id=\"4\">10</uint64>")
            }
            id += 1
        }
        return table("displayed-surfaces-interval", columns: surfacesColumns, rows: rows)
    }

    /// `display-vsyncs-interval` with its real 1 ns placeholder duration and a narrative holding refs: `count`
    /// vsyncs at 120 Hz (8,333,333 ns apart) from 0.48 s.
    package static func vsyncs(count: Int) -> String {
        let columns = [
            ("timestamp", "start-time"), ("duration", "duration"), ("display-name", "display-name"), ("color", "render-buffer-depth"),
            ("event-label", "narrative"), ("event", "vsync-event"),
        ]
        var rows: [String] = []
        for index in 0..<count {
            let id = 100 + 2 * index
            let time = 480_000_000 + Int64(index) * 8_333_333
            let first = index == 0
            rows.append(
                "<start-time id=\"\(id)\">\(time)</start-time>"
                    + (first ? #"<duration id="2" fmt="1 ns">1</duration>"# : #"<duration ref="2"/>"#)
                    + (first
                        ? #"<display-name id="3">Display 1</display-name><render-buffer-depth id="4">2</render-buffer-depth>"#
                        : #"<display-name ref="3"/><render-buffer-depth ref="4"/>"#)
                    + "<narrative id=\"\(id + 1)\" fmt=\"VSync Request\">"
                    + (first ? #"<narrative-text id="6">VSync Request </narrative-text>"# : #"<narrative-text ref="6"/>"#)
                    + "<start-time ref=\"\(id)\"/></narrative>"
                    + (first ? #"<vsync-event id="7">VSYNC</vsync-event>"# : #"<vsync-event ref="7"/>"#))
        }
        return table("display-vsyncs-interval", columns: columns, rows: rows)
    }

    /// `hitches-renders`'s real columns: renders of 4, 6, 5 and 9 ms (the 6 ms one listed twice, at two
    /// containment levels), on Display 1.
    package static let renders = table(
        "hitches-renders",
        columns: [
            ("start", "start-time"), ("duration", "duration"), ("display", "display-name"), ("offscreen-passes", "uint32"),
            ("swap-id", "uint32"),
            ("surface-id", "uint32"), ("frame-color", "event-concept"), ("containment-level", "uint32"), ("label", "string"),
        ],
        rows: [
            #"<start-time id="1">498301791</start-time><duration id="2">4000000</duration><display-name id="3">Display 1</display-name><uint32 id="4">0</uint32><uint32 id="5">4685388</uint32><uint32 id="6">9</uint32><event-concept id="7">Brown</event-concept><uint32 ref="4"/><string id="8">0x477e4c</string>"#,
            #"<start-time id="9">514980291</start-time><duration id="10">6000000</duration><display-name ref="3"/><uint32 ref="4"/><uint32 id="11">4685389</uint32><uint32 ref="6"/><event-concept ref="7"/><uint32 ref="4"/><string id="12">0x477e4d</string>"#,
            #"<start-time ref="9"/><duration ref="10"/><display-name ref="3"/><uint32 ref="4"/><uint32 ref="11"/><uint32 ref="6"/><event-concept ref="7"/><uint32 id="13">1</uint32><string ref="12"/>"#,
            #"<start-time id="14">531637208</start-time><duration id="15">5000000</duration><display-name ref="3"/><uint32 ref="4"/><uint32 id="16">4685390</uint32><uint32 ref="6"/><event-concept ref="7"/><uint32 ref="4"/><string id="17">0x477e4e</string>"#,
            #"<start-time id="18">548301791</start-time><duration id="19">9000000</duration><display-name ref="3"/><uint32 ref="4"/><uint32 id="20">4685391</uint32><uint32 ref="6"/><event-concept ref="7"/><uint32 ref="4"/><string id="21">0x477e4f</string>"#,
        ])

    /// The iOS 18 `hitches-summary` table's columns that HitchBench reads, with its real Hitch Type labels.
    package static let summaryColumns = [
        ("start", "start-time"), ("duration", "duration"), ("swap-id", "uint32"), ("latency-allowed", "duration"),
        ("buffer-count", "uint32"),
        ("refresh-interval", "uint32"), ("type-label", "string"),
    ]

    /// Three iOS 18 hitches of 16,669,668 ns: two "Pre-Commit(s) latency", one "Commit to Render latency".
    package static let hitchesSummary = table(
        "hitches-summary", columns: summaryColumns,
        rows: [
            #"<start-time id="1">1382539707</start-time><duration id="2">16669668</duration><uint32 id="3">11</uint32><duration id="4">33332791</duration><uint32 id="5">2</uint32><uint32 id="6">16666125</uint32><string id="7">Pre-Commit(s) latency</string>"#,
            #"<start-time id="8">2382539707</start-time><duration ref="2"/><uint32 id="9">12</uint32><duration ref="4"/><uint32 ref="5"/><uint32 ref="6"/><string id="10">Commit to Render latency</string>"#,
            #"<start-time id="11">3382539707</start-time><duration ref="2"/><uint32 id="12">13</uint32><duration ref="4"/><uint32 ref="5"/><uint32 ref="6"/><string ref="7"/>"#,
        ])

    /// A table of contents shaped like a real one: iPhone Air, FixIt attached, 93.275372 s.
    package static let toc = """
        <?xml version="1.0"?>
        <trace-toc><run number="1"><info><target>
          <device platform="iOS" model="iPhone Air" name="Lab iPhone" os-version="26.6.2 (23G90)" uuid="00008150"/>
          <process type="attached" return-exit-status="0" name="FixIt" pid="11101" termination-reason="exit(0)"/>
        </target><summary>
          <start-date>2026-10-02T03:30:31.475+02:00</start-date> <duration>93.275372</duration>
          <end-reason>User pressed Stop</end-reason> <instruments-version>16.0 (17F42)</instruments-version>
          <template-name>Animation Hitches</template-name>
        </summary></info>
        <processes><process name="kernel" pid="0" path="Unknown"/><process name="backboardd" pid="68" path="/usr/libexec/backboardd"/><process name="FixIt" pid="11101" path="/var/containers/FixIt"/></processes>
        <data><table schema="hitches"/><table schema="hitches-renders"/></data><tracks/></run></trace-toc>

        """
}
