"""Writes a synthetic xctrace export for scripts/inputs/measure-import.sh, grown to a given size, of one table shaped
like the real one in Samples/Instruments (the same columns, an id for each new value and a ref for each repeated
one, sentinels for the empty cells): `displayed-surfaces-interval` (surfaces: 120 Hz frames, a narrative per row
holding refs), `hitches`, `hitches-renders` (renders), `display-vsyncs-interval` (vsyncs), `display-surface-swap`
(swaps), `swiftui-updates` or `OSSignpostIntervals` (signposts).

    python3 scripts/inputs/make_xctrace.py OUT.xml MEGABYTES [surfaces|hitches|renders|vsyncs|swaps|swiftui-updates|signposts]

A frame row defines three values (its start, its CPU-to-display latency and its narrative), about 530 bytes: 100 MB
is about 190,000 frames (26 minutes at 120 Hz). A hitch row defines three or four (its start, its swap id and
label, and its duration unless it repeats an earlier one), about 350 bytes: 100 MB is about 285,000 hitches. A
render row defines five (its start, duration, swap id, surface id and label), about 270 bytes: 100 MB is about
370,000 renders (51 minutes at 120 Hz). A vsync row defines two (its time and its narrative), about 200 bytes: 100 MB
is about 500,000 vsyncs (69 minutes at 120 Hz). A swap row defines five (its time, delay, swap id, generation and
desired presentation time), about 590 bytes: 100 MB is about 170,000 swaps (24 minutes at 120 Hz). A SwiftUI
update row defines eight to ten (its start, duration, id, root causes, downstream cost and events), about 770
bytes: 100 MB is about 130,000 updates (12 a frame, 90 seconds at 120 Hz). A signpost row defines four (its
start, duration, identifier and start message), about 630 bytes: 100 MB is about 160,000 intervals (one every
5 ms, 13 minutes, a `Scroll` every 4 s).
"""
import sys

COLUMNS = [
    ("start", "Swap Time", "start-time"), ("duration", "Duration", "duration"),
    ("cpu-to-display-latency", "CPU to Display Latency", "duration"), ("display-name", "Display Name", "display-name"),
    ("connection-UUID", "Connection UUID", "connection-uuid64"), ("surface-id", "Surface ID", "uint64"),
    ("pixel-format", "Pixel Format", "string"), ("color", "Color", "render-buffer-depth"),
    ("event-priority", "Priority", "metal-workload-priority"), ("event-label", "Label", "narrative"),
    ("category", "Category", "display-event-name"), ("event-depth", "Depth", "metal-nesting-level"),
    ("direct-to-display", "Direct to Display", "boolean"), ("detachment-reason", "Detachment Reason", "formatted-label"),
    ("detachment-suggestion", "Detachment Suggestion", "formatted-label"),
]
INTERVAL = 8_333_333


HITCH_COLUMNS = [
    ("start", "Start", "start-time"), ("duration", "Duration", "duration"), ("process", "Process", "process"),
    ("is-system", "Is System", "boolean"), ("swap-id", "Swap ID", "uint32"), ("label", "Swap ID", "string"),
    ("display", "Display", "display-name"), ("narrative-description", "Potential Issue", "string"),
]


def hitches(path: str, megabytes: float) -> None:
    """Hitches of one app on one display, a few durations repeated by ref, every fifth without a potential issue."""
    target = int(megabytes * 1_000_000)
    cols = "".join(f"<col><mnemonic>{m}</mnemonic><name>{n}</name><engineering-type>{t}</engineering-type></col>" for m, n, t in HITCH_COLUMNS)
    head = ("<?xml version=\"1.0\"?>\n<trace-query-result>\n<node xpath='//trace-toc[1]/run[1]/data[1]/table[8]'>"
            f"<schema name=\"hitches\">{cols}</schema>\n")
    durations: dict[int, int] = {}
    shared: dict[str, int] = {}
    with open(path, "w") as out:
        written = out.write(head)
        next_id = 1

        def define(key: str, element: str, fmt: str, inner: str) -> str:
            """The element with a new id the first time, a ref to it after."""
            nonlocal next_id
            if key in shared:
                return f'<{element} ref="{shared[key]}"/>'
            shared[key] = next_id
            next_id += 1
            return f'<{element} id="{shared[key]}" fmt="{fmt}">{inner}</{element}>'

        row = 0
        while written < target:
            start = 4_961_155_833 + row * 250_000_000
            duration = 16_666_666 * (1 + (row * 7) % 13)
            cells = [f'<start-time id="{next_id}" fmt="{start / 1e9:.3f}">{start}</start-time>']
            next_id += 1
            cells.append(define(f"d{duration}", "duration", f"{duration / 1e6:.2f} ms", str(duration)))
            if "process" not in shared:
                shared["process"] = next_id
                cells.append(f'<process id="{next_id}" fmt="TestApp (12345)"><pid id="{next_id + 1}" fmt="12345">12345</pid>'
                             f'<device-session id="{next_id + 2}" fmt="TODO">TODO</device-session></process>')
                next_id += 3
            else:
                cells.append(f'<process ref="{shared["process"]}"/>')
            cells.append(define("system", "boolean", "No", "0"))
            swap = 769_456 + row
            cells += [f'<uint32 id="{next_id}" fmt="{swap}">{swap}</uint32>', f'<string id="{next_id + 1}" fmt="{swap:#x}">{swap:#x}</string>']
            next_id += 2
            cells.append(define("display", "display-name", "Display 2", "Display 2"))
            issue = "" if row % 5 == 4 else "Potentially expensive app update(s)"
            cells.append(define("issue" + issue, "string", issue, issue))
            written += out.write("<row>" + "".join(cells) + "</row>\n")
            row += 1
        out.write("</node></trace-query-result>\n")
    print(f"{path}: {row} hitches, {next_id - 1} ids, {written} bytes")


RENDER_COLUMNS = [
    ("start", "start-time"), ("duration", "duration"), ("display", "display-name"), ("offscreen-passes", "uint32"),
    ("swap-id", "uint32"), ("surface-id", "uint32"), ("frame-color", "event-concept"), ("containment-level", "uint32"),
    ("label", "string"),
]
VSYNC_COLUMNS = [
    ("timestamp", "start-time"), ("duration", "duration"), ("display-name", "display-name"), ("color", "render-buffer-depth"),
    ("event-label", "narrative"), ("event", "vsync-event"),
]


def write_table(path: str, megabytes: float, table: int, schema: str, columns: list[tuple[str, str]], row_text) -> tuple[int, int]:
    """Writes a table of `schema` with `columns` (mnemonic, engineering type), its rows `row_text(0)`, `row_text(1)`, …
    until the file holds `megabytes`; returns the rows and bytes written."""
    cols = "".join(f"<col><mnemonic>{m}</mnemonic><name>{m}</name><engineering-type>{t}</engineering-type></col>" for m, t in columns)
    with open(path, "w") as out:
        written = out.write("<?xml version=\"1.0\"?>\n<trace-query-result>\n"
                            f"<node xpath='//trace-toc[1]/run[1]/data[1]/table[{table}]'><schema name=\"{schema}\">{cols}</schema>\n")
        row = 0
        while written < int(megabytes * 1_000_000):
            written += out.write(row_text(row))
            row += 1
        out.write("</node></trace-query-result>\n")
    return row, written


def renders(path: str, megabytes: float) -> None:
    """The render server's renders on one display at 120 Hz, each with its own swap, surface and label: six new ids
    a row after the display's and the zero's, defined in the first."""
    def row_text(row: int) -> str:
        start, duration, swap = 498_301_791 + row * INTERVAL, 5_000_000 + (row * 7919) % 3_000_000, 4_685_388 + row
        first = 3 + 6 * row
        display, zero = (('<display-name id="1">Display 1</display-name>', '<uint32 id="2">0</uint32>') if row == 0
                         else ('<display-name ref="1"/>', '<uint32 ref="2"/>'))
        return (f'<row><start-time id="{first}">{start}</start-time><duration id="{first + 1}">{duration}</duration>{display}{zero}'
                f'<uint32 id="{first + 2}">{swap}</uint32><uint32 id="{first + 3}">{row % 64}</uint32>'
                f'<event-concept id="{first + 4}">Brown</event-concept><uint32 ref="2"/><string id="{first + 5}">{swap:#x}</string></row>\n')
    rows, written = write_table(path, megabytes, 12, "hitches-renders", RENDER_COLUMNS, row_text)
    print(f"{path}: {rows} renders, {2 + 6 * rows} ids, {written} bytes")


def vsyncs(path: str, megabytes: float) -> None:
    """The display's vsyncs at 120 Hz, each with its narrative: two new ids a row after the first row's seven."""
    def row_text(row: int) -> str:
        start = 481_099_833 + row * INTERVAL
        seconds = start / 1e9
        stamp = f"{int(seconds // 60):02d}:{seconds % 60:06.3f}"
        if row == 0:
            s, n = 1, 5
            rest = ('<duration id="2" fmt="1 ns">1</duration><display-name id="3" fmt="Display 1">Display 1</display-name>'
                    '<render-buffer-depth id="4" fmt="2">2</render-buffer-depth>')
            text, event = '<narrative-text id="6" fmt="VSync Request ">VSync Request </narrative-text>', '<vsync-event id="7" fmt="VSYNC">VSYNC</vsync-event>'
        else:
            s, n = 6 + 2 * row, 7 + 2 * row
            rest = '<duration ref="2"/><display-name ref="3"/><render-buffer-depth ref="4"/>'
            text, event = '<narrative-text ref="6"/>', '<vsync-event ref="7"/>'
        return (f'<row><start-time id="{s}" fmt="{stamp}">{start}</start-time>{rest}'
                f'<narrative id="{n}" fmt="VSync Request {stamp}">{text}<start-time ref="{s}"/></narrative>{event}</row>\n')
    rows, written = write_table(path, megabytes, 41, "display-vsyncs-interval", VSYNC_COLUMNS, row_text)
    print(f"{path}: {rows} vsyncs, {5 + 2 * rows} ids, {written} bytes")



def stamp(nanoseconds: int) -> str:
    """A time as xctrace's fmt writes it: 00:01.234.567."""
    return (f"{nanoseconds // 60_000_000_000:02d}:{nanoseconds // 1_000_000_000 % 60:02d}."
            f"{nanoseconds // 1_000_000 % 1000:03d}.{nanoseconds // 1000 % 1000:03d}")


def duration_text(nanoseconds: int) -> str:
    """A duration as xctrace's fmt writes it: 2.43 ms, 520.00 µs."""
    return f"{nanoseconds / 1e6:.2f} ms" if nanoseconds >= 1_000_000 else f"{nanoseconds / 1e3:.2f} µs"


def write_cells(path: str, megabytes: float, table: int, schema: str, columns: list[tuple[str, str]], row_cells, ids: "Ids",
                what: str) -> None:
    """Writes a table (as `write_table`) whose row `row` holds `row_cells(row)`, and says how many rows, ids and bytes."""
    rows, written = write_table(path, megabytes, table, schema, columns, lambda row: "<row>" + "".join(row_cells(row)) + "</row>\n")
    print(f"{path}: {rows} {what}, {ids.next - 1} ids, {written} bytes")


class Ids:
    """xctrace's ids, given in the order the elements are written: a value gets the next id the first time, and a
    ref to that id after."""

    def __init__(self) -> None:
        self.next = 1
        self.shared: dict[str, int] = {}

    def take(self) -> int:
        """The next id."""
        self.next += 1
        return self.next - 1

    def new(self, element: str, fmt: str, inner) -> str:
        """An element with a new id and its fmt (none when None); `inner` text, or a function writing the children
        (called after the id is taken)."""
        number = self.take()
        fmt_text = "" if fmt is None else f' fmt="{fmt}"'
        return f'<{element} id="{number}"{fmt_text}>{inner if isinstance(inner, str) else inner()}</{element}>'

    def once(self, key: str, element: str, fmt: str, inner) -> str:
        """The element with a new id the first time `key` is written, a ref to it after; `inner` (text, or a function
        writing the children, called after the id is taken) only the first time."""
        if key in self.shared:
            return f'<{element} ref="{self.shared[key]}"/>'
        self.shared[key] = self.next
        return self.new(element, fmt, inner)


SWAP_COLUMNS = [
    ("timestamp", "start-time"), ("delay", "start-time"), ("display-name", "display-name"), ("surface-id", "displayed-surface-swap"),
    ("framebuffer-index", "uint32"), ("swap-id", "displayed-surface-swap"), ("color", "render-buffer-depth"), ("pixel-format", "string"),
    ("hid-time", "start-time"), ("generation-time", "start-time"), ("min-quanta", "uint32"),
    ("desired-presentation-time", "start-time"), ("layer1-surface-id", "displayed-surface-swap"),
    ("layer2-surface-id", "displayed-surface-swap"), ("layer1-pixel-format", "string"), ("layer2-pixel-format", "string"),
]


def swaps(path: str, megabytes: float) -> None:
    """The swaps one display presented at 120 Hz, shaped like Samples/Instruments/display-surface-swap.xml: three
    surfaces taking turns; each swap's time, delay, swap id, generation and desired presentation time new ids (five a
    row), every tenth paced at two intervals."""
    ids = Ids()

    def row_cells(row: int) -> list[str]:
        time = 481_099_833 + row * INTERVAL
        delay = 22_000_000 + (row * 7919) % 5_000_000
        generation, desired = time - 30_000_000 - (row * 104_729) % 2_000_000, time - 2_583_875
        swap, surface, color = 4_685_385 + row, (9, 42, 19)[row % 3], (0, 1, 1002)[row % 3]
        quanta = 2 if row % 10 == 9 else 1
        cells = [ids.new("start-time", stamp(time), str(time)), ids.new("start-time", stamp(delay), str(delay)),
                 ids.once("display", "display-name", "Built-In Display", "Built-In Display"),
                 ids.once(f"surface{surface}", "displayed-surface-swap", f"{surface:#x}", str(surface)),
                 ids.once("framebuffer", "uint32", "17", "17"), ids.new("displayed-surface-swap", f"{swap:#x}", str(swap)),
                 ids.once(f"color{color}", "render-buffer-depth", str(color), str(color)), ids.once("empty", "string", "", ""),
                 ids.once("hid", "start-time", stamp(0), "0"), ids.new("start-time", stamp(generation), str(generation)),
                 ids.once(f"quanta{quanta}", "uint32", str(quanta), str(quanta)), ids.new("start-time", stamp(desired), str(desired)),
                 "<sentinel/><sentinel/>", ids.once("empty", "string", "", ""), ids.once("empty", "string", "", "")]
        return cells
    write_cells(path, megabytes, 83, "display-surface-swap", SWAP_COLUMNS, row_cells, ids, "swaps")


SWIFTUI_COLUMNS = [
    ("start", "start-time"), ("duration", "duration"), ("id", "uint32"), ("update-type", "swiftui-update"),
    ("allocations", "event-count"), ("description", "string"), ("category", "string"), ("view-hierarchy", "view-hierarchy"),
    ("module", "string"), ("view-name", "string"), ("process", "process"), ("thread", "thread"), ("root-causes", "description-set"),
    ("severity", "event-concept"), ("downstream-cost", "duration"), ("downstream-events", "cause-set"),
    ("cause-graph-node", "typed-array"), ("full-cause-graph-node", "typed-array"),
]
VIEWS = [("ContentView", "MyApp"), ("ChartView", "MyApp"), ("DayColumn", "MyApp"), ("TotalView", "MyApp"), ("ScrollView", "SwiftUI"),
         ("LazyHStack", "SwiftUI"), ("Text", "SwiftUI"), ("Button", "SwiftUI"), ("Image", "SwiftUI"), ("VStack", "SwiftUI"),
         ("HStack", "SwiftUI"), ("ForEach", "SwiftUI"), ("NavigationSplitView", "SwiftUI"), ("ToolbarItem", "SwiftUI"),
         ("Chart", "Charts"), ("BarMark", "Charts")]
UPDATE_TYPES = ["View Body", "Layout", "View Body", "Other Updates", "View Body", "Creation"]
CAUSES = ["@State: offset", "@State: selection", "Layout invalidated", "Environment changed", "@Observable: data", "Scroll position"]
SEVERITIES = ["Very Low", "Low", "Medium", "High"]


def swiftui_updates(path: str, megabytes: float) -> None:
    """SwiftUI's view updates of one app, shaped like Samples/Instruments/swiftui-updates.xml, twelve a 120 Hz frame:
    sixteen views taking turns (names, module and cause-graph nodes defined once, then refs), each update's start,
    duration, id, root causes and their value, downstream cost and downstream events (one to three, each a value)
    new ids: eight to ten a row."""
    ids = Ids()

    def process() -> str:
        return ids.once("process", "process", "MyApp (1001)", lambda: ids.once("pid", "pid", "1001", "1001")
                        + ids.once("session", "device-session", "device-session-1", "device-session-1"))

    def node(key: str, view: str) -> str:
        return ids.once(key + view, "typed-array", f"{view}, blue, square, n/a, n/a", lambda: ids.once("view" + view, "string", view, view)
                        + ids.once("blue", "string", "blue", "blue") + ids.once("square", "string", "square", "square")
                        + "<sentinel/><sentinel/>")

    def row_cells(row: int) -> list[str]:
        frame, slot = divmod(row, 12)
        start = 1_234_567_000 + frame * INTERVAL + slot * 500_000 + (row * 7919) % 50_000
        duration = 20_000 + (row * 104_729) % 380_000
        downstream = duration + (row * 31) % 90_000
        view, module = VIEWS[(row * 5) % len(VIEWS)]
        kind, cause, severity, events = UPDATE_TYPES[row % 6], CAUSES[row % 6], SEVERITIES[row % 4], 1 + row % 3
        cells = [ids.new("start-time", stamp(start), str(start)), ids.new("duration", duration_text(duration), str(duration)),
                 ids.new("uint32", str(1001 + row), str(1001 + row)), ids.once("type" + kind, "swiftui-update", kind, kind),
                 ids.once(f"allocations{row % 48}", "event-count", str(row % 48), str(row % 48)),
                 ids.once("view" + view, "string", view, view), ids.once("category", "string", "Update", "Update"),
                 ids.once("hierarchy", "view-hierarchy", "", process), ids.once("module" + module, "string", module, module),
                 ids.once("view" + view, "string", view, view), process(),
                 ids.once("thread", "thread", "Main Thread (0x1e9000) (MyApp, pid: 1001)",
                          lambda: ids.once("tid", "tid", "0x1e9000", "2003968") + process())]
        cells += [ids.new("description-set", cause, lambda: ids.new("uint64", str(10_000_000 + row), str(10_000_000 + row))),
                  ids.once("severity" + severity, "event-concept", severity, severity),
                  ids.new("duration", duration_text(downstream), str(downstream)),
                  ids.new("cause-set", f"{events} events",
                          lambda: "".join(ids.new("uint64", str(100 + 3 * row + k), str(100 + 3 * row + k)) for k in range(events))),
                  node("node", view), node("full", view)]
        return cells
    write_cells(path, megabytes, 9, "swiftui-updates", SWIFTUI_COLUMNS, row_cells, ids, "view updates")


SIGNPOST_COLUMNS = [
    ("start", "start-time"), ("duration", "duration"), ("layout-qualifier", "layout-id"), ("name", "signpost-name"),
    ("category", "category"), ("subsystem", "subsystem"), ("identifier", "os-signpost-identifier"), ("process", "process"),
    ("end-process", "process"), ("start-thread", "thread"), ("end-thread", "thread"), ("start-message", "os-log-metadata"),
    ("end-message", "os-log-metadata"), ("start-backtrace", "text-backtrace"), ("end-backtrace", "text-backtrace"),
    ("start-emit-location", "return-location"), ("end-emit-location", "return-location"), ("signature", "os-log-metadata"),
]
# Each name with its thread and source file: the app's image loading and paging dense, a scroll now and then.
SIGNPOSTS = [("DecodeImage", "Worker Thread", "ImageCache"), ("LoadThumbnail", "Worker Thread", "ImageCache"),
             ("DecodeImage", "Worker Thread", "ImageCache"), ("FetchPage", "Network Thread", "PageLoader"),
             ("DecodeImage", "Worker Thread", "ImageCache"), ("LayoutDay", "Main Thread", "ChartView"),
             ("LoadThumbnail", "Worker Thread", "ImageCache"), ("PreFlight", "Main Thread", "PreFlightQuery")]


def signposts(path: str, megabytes: float) -> None:
    """os_signpost intervals of one app, shaped like Samples/Instruments/OSSignpostIntervals.xml, one every 5 ms: five
    names taking turns (each with its thread, backtrace, emit locations, end message and signature defined once,
    then refs), and a `Scroll` of 1.5 to 2.5 s every 4 s on the main thread; each interval's start, duration,
    identifier and start message (which names its number) new ids: four a row."""
    ids = Ids()

    def row_cells(row: int) -> list[str]:
        name, thread, source = ("Scroll", "Main Thread", "ChartScroll") if row % 800 == 0 else SIGNPOSTS[row % len(SIGNPOSTS)]
        start = 4_100_000_000 + row * 5_000_000
        duration = 1_500_000_000 + (row * 7919) % 1_000_000_000 if name == "Scroll" else 200_000 + (row * 104_729) % 9_000_000
        function = f"{source}.{name[0].lower()}{name[1:]}(_:)"

        def process() -> str:
            return ids.once("process", "process", "PromptManager (2033)", lambda: ids.once("pid", "pid", "2033", "2033"))

        def thread_cell() -> str:
            tid = 0x1a03 + len(thread)
            return ids.once("thread" + thread, "thread", thread, lambda: ids.once("tid" + thread, "tid", f"{tid:#x}", str(tid)))

        def backtrace() -> str:
            return ids.once("backtrace" + name, "text-backtrace", None, lambda: f'<frame id="{ids.take()}" name="{function}" addr="0x100a1b2c0"/>')

        cells = [ids.new("start-time", stamp(start), str(start)), ids.new("duration", duration_text(duration), str(duration)),
                 ids.once("layout", "layout-id", "0", "0"), ids.once("name" + name, "signpost-name", name, name),
                 ids.once("category", "category", "PointsOfInterest", "PointsOfInterest"),
                 ids.once("subsystem", "subsystem", "com.promptmanager.ai", "com.promptmanager.ai"),
                 ids.new("os-signpost-identifier", str(row + 1), str(row + 1)), process(), process(), thread_cell(), thread_cell(),
                 ids.new("os-log-metadata", f"{name} begin {row + 1}", f"{name} begin {row + 1}"),
                 ids.once("end" + name, "os-log-metadata", f"{name} end", f"{name} end"), backtrace(), backtrace(),
                 ids.once("from" + name, "return-location", f"{source}.swift:42", f"{source}.swift:42"),
                 ids.once("to" + name, "return-location", f"{source}.swift:58", f"{source}.swift:58"),
                 ids.once("signature" + name, "os-log-metadata", "", "signature")]
        return cells
    write_cells(path, megabytes, 9, "OSSignpostIntervals", SIGNPOST_COLUMNS, row_cells, ids, "signpost intervals")

def main(path: str, megabytes: float) -> None:
    target = int(megabytes * 1_000_000)
    cols = "".join(f"<col><mnemonic>{m}</mnemonic><name>{n}</name><engineering-type>{t}</engineering-type></col>" for m, n, t in COLUMNS)
    head = ("<?xml version=\"1.0\"?>\n<trace-query-result>\n<node xpath='//trace-toc[1]/run[1]/data[1]/table[40]'>"
            f"<schema name=\"displayed-surfaces-interval\" documentation=\"Shows when a surface is being displayed.\">{cols}</schema>\n")
    first = ('<duration id="2" fmt="8.33 ms">8333375</duration>', '<display-name id="3" fmt="Display 1">Display 1</display-name>',
             '<connection-uuid64 id="4" fmt="0x6c8e1e2f0a9b4d11">7822380419391688977</connection-uuid64>',
             '<uint64 id="5" fmt="42">42</uint64>', '<string id="6" fmt="BGRA">BGRA</string>',
             '<render-buffer-depth id="7" fmt="2">2</render-buffer-depth>',
             '<metal-workload-priority id="8" fmt="High">High</metal-workload-priority>',
             '<display-event-name id="9" fmt="Swap">Swap</display-event-name>',
             '<metal-nesting-level id="10" fmt="0">0</metal-nesting-level>', '<boolean id="11" fmt="No">0</boolean>',
             '<narrative-text id="12" fmt="Surface displayed at ">Surface displayed at </narrative-text>')
    with open(path, "w") as out:
        written = out.write(head)
        next_id = 13
        row = 0
        while written < target:
            start = 500_000_000 + row * INTERVAL
            latency = 12_000_000 + (row * 7919) % 9_000_000
            s, lat, nar = next_id, next_id + 1, next_id + 2
            next_id += 3
            if row == 0:
                duration, display, uuid, surface, fmtcell, color, prio, category, depth, direct, text = first
            else:
                duration, display, uuid, surface, fmtcell, color, prio, category, depth, direct, text = (
                    '<duration ref="2"/>', '<display-name ref="3"/>', '<connection-uuid64 ref="4"/>', '<uint64 ref="5"/>',
                    '<string ref="6"/>', '<render-buffer-depth ref="7"/>', '<metal-workload-priority ref="8"/>',
                    '<display-event-name ref="9"/>', '<metal-nesting-level ref="10"/>', '<boolean ref="11"/>',
                    '<narrative-text ref="12"/>')
            seconds = start / 1e9
            written += out.write(
                f'<row><start-time id="{s}" fmt="{int(seconds // 60):02d}:{seconds % 60:06.3f}">{start}</start-time>{duration}'
                f'<duration id="{lat}" fmt="{latency / 1e6:.2f} ms">{latency}</duration>{display}{uuid}{surface}{fmtcell}{color}{prio}'
                f'<narrative id="{nar}" fmt="Surface displayed at {seconds:.6f}">{text}<start-time ref="{s}"/></narrative>'
                f'{category}{depth}{direct}<sentinel/><sentinel/></row>\n')
            row += 1
        out.write("</node></trace-query-result>\n")
    print(f"{path}: {row} rows, {next_id - 1} ids, {written} bytes")


KINDS = {"surfaces": main, "hitches": hitches, "renders": renders, "vsyncs": vsyncs, "swaps": swaps, "swiftui-updates": swiftui_updates,
         "signposts": signposts}

if __name__ == "__main__":
    kind = sys.argv[3] if sys.argv[3:] else "surfaces"
    if len(sys.argv) not in (3, 4) or kind not in KINDS:
        sys.exit(f"usage: make_xctrace.py OUT.xml MEGABYTES [{'|'.join(KINDS)}]")
    KINDS[kind](sys.argv[1], float(sys.argv[2]))
