"""Writes a synthetic xctrace export for scripts/inputs/measure-import.sh: a `displayed-surfaces-interval` table of
120 Hz frames shaped like the real one (its 15 columns, an id for each new value and refs for repeated ones, a
narrative per row holding refs, sentinels for the empty cells), or a `hitches` table shaped like the real export in
Samples/Instruments/hitches.xml, or a `hitches-renders` table shaped like Samples/Instruments/hitches-renders.xml,
or a `display-vsyncs-interval` table shaped like Samples/Instruments/display-vsyncs-interval.xml, grown to a
given size.

    python3 scripts/inputs/make_xctrace.py OUT.xml MEGABYTES [surfaces|hitches|renders|vsyncs]

A frame row defines three values (its start, its CPU-to-display latency and its narrative), about 530 bytes: 100 MB
is about 190,000 frames (26 minutes at 120 Hz). A hitch row defines three or four (its start, its swap id and
label, and its duration unless it repeats an earlier one), about 350 bytes: 100 MB is about 285,000 hitches. A
render row defines five (its start, duration, swap id, surface id and label), about 270 bytes: 100 MB is about
370,000 renders (51 minutes at 120 Hz). A vsync row defines two (its time and its narrative), about 200 bytes: 100 MB
is about 500,000 vsyncs (69 minutes at 120 Hz).
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


if __name__ == "__main__":
    {"hitches": hitches, "renders": renders, "vsyncs": vsyncs}.get(sys.argv[3] if sys.argv[3:] else "", main)(sys.argv[1], float(sys.argv[2]))
