"""Writes the input files scripts/inputs/measure.sh feeds the harness: for each kind of input
(trace, CSV data, baseline, sweep part) one of about 25 MB and one of about 250 MB that a loader
must refuse, and the largest file each format accepts.

The oversized files are what a loader finds hardest: traces and sweeps with too many entries and
baselines with a wrong format tag at the end, so the old whole-file parsers read everything first.
"""
import os
import sys

MB = 1_000_000


def fill(path, head, item, tail, size):
    """Writes head, then item repeated (a callable of the index) until size bytes, then tail."""
    with open(path, "w") as out:
        written = out.write(head)
        index = 0
        while written < size - len(tail):
            written += out.write(item(index))
            index += 1
        out.write(tail)


def trace(path, size):
    head = '{"format": "hitchbench-trace/1", "name": "big", "description": "", "events": [\n{"t": 0, "type": "touchDown", "x": 100},\n'
    fill(path, head, lambda i: '{"t": 0.0001, "type": "touchMove", "x": %d.25},\n' % (100 + i % 200), '{"t": 1, "type": "end"}]}\n', size)


def largest_trace(path):
    events = ['{"t": 0, "type": "touchDown", "x": 100}']
    events += ['{"t": %.4f, "type": "touchMove", "x": %d.5}' % (i * 0.005, 100 + i % 200) for i in range(1, 99_998)]
    events += ['{"t": 500, "type": "touchUp"}', '{"t": 599.9999, "type": "end"}']
    with open(path, "w") as out:
        out.write('{"format": "hitchbench-trace/1", "name": "largest", "description": "100,000 events", "events": [\n')
        out.write(",\n".join(events) + "\n]}\n")


def csv_rows(first_year, count):
    """Consecutive days from first_year-01-01, eight channels each."""
    import datetime
    day = datetime.date(first_year, 1, 1)
    one = datetime.timedelta(days=1)
    rows = 0
    while rows < count:
        for channel in range(8):
            yield "%s,channel-%d,%d\n" % (day.isoformat(), channel, 1000 + rows % 9000)
            rows += 1
        day += one


def csv(path, size):
    rows = csv_rows(1000, 10**9)
    fill(path, "date,channel,value\n", lambda i: next(rows), "", size)


def largest_csv(path):
    with open(path, "w") as out:
        out.write("date,channel,value\n")
        out.writelines(csv_rows(1925, 36_500 * 8))


ENTRY = ('{"snap": "none", "frames": 631, "counters": {"axisLabels": 41015, "barMarks": 151440, "dataSwaps": 0, '
         '"formattersCreated": 0, "glyphCacheMisses": 0, "glyphsDrawn": 317393, "labelsFormatted": 0, "layersComposited": 0, '
         '"pixelsComposited": 0, "pixelsWritten": 4429195580, "ruleMarks": 3155, "textRuns": 78875, '
         '"tilesConfigured": 0}, "effects": {"contentJumps": 0, "edgeStalls": 0, "maxContentJumpPixels": 0, '
         '"peakCacheBytes": 3267489, "yRescales": 0}, "p50TimeRatioToRenderAll": 1}')


def baseline(path, size, entries=None, format_tag="hitchbench-baseline/0"):
    head = ('{"command": "measure", "settings": {"days": 8, "refreshHz": 60}, '
            '"tolerances": {"counters": 0, "p50TimeRatioToRenderAll": 0.5}, "traces": {\n')
    item = lambda i: '"trace-%d": {"render-all": %s, "tiles": %s, "window": %s},\n' % (i, ENTRY, ENTRY, ENTRY)
    tail = '"last": {}}, "format": "%s"}\n' % format_tag
    if entries is None:
        fill(path, head, item, tail, size)
    else:
        with open(path, "w") as out:
            out.write(head + "".join(item(i) for i in range(entries // 3)) + tail)


def point(i):
    return ('{"strategy": "tiles", "days": %d, "frames": 631, "p50FrameMs": 0.4512, "p99FrameMs": 0.6012, "maxFrameMs": 0.7012, '
            '"hitches": 0, "maxHitchMs": 0.0000, "hitchTimeRatioMsPerSecond": 0.0000, "peakCacheBytes": 4527598, '
            '"totals": {"barMarks": 80, "ruleMarks": 100, "axisLabels": 25, "textRuns": 45, "formattersCreated": 20, '
            '"labelsFormatted": 20, "tilesConfigured": 20, "layersComposited": 1262, "pixelsComposited": 401670360, '
            '"pixelsWritten": 2789954, "glyphsDrawn": 160, "glyphCacheMisses": 31, "dataSwaps": 0}}' % (i + 1))


def sweep(path, size, points=None):
    head = ('{"format": "hitchbench-sweep/1", "trace": "fling", "refreshHz": 60, "clock": "cpu", "repeats": 1, '
            '"strategies": ["tiles"], "days": [%s], "shard": null, "points": [\n')
    if points is None:
        fill(path, head % "1", lambda i: point(0) + ",\n", point(0) + "]}\n", size)
    else:
        with open(path, "w") as out:
            out.write(head % ", ".join(str(i + 1) for i in range(points)))
            out.write(",\n".join(point(i) for i in range(points)) + '\n], "hitchFreeMaxDays": {"tiles": null}}\n')


def main(folder):
    os.makedirs(folder, exist_ok=True)
    for label, size in (("25MB", 25 * MB), ("250MB", 250 * MB)):
        trace(f"{folder}/trace-{label}.json", size)
        csv(f"{folder}/data-{label}.csv", size)
        baseline(f"{folder}/baseline-{label}.json", size)
        sweep(f"{folder}/sweep-{label}.json", size)
    largest_trace(f"{folder}/trace-largest.json")
    largest_csv(f"{folder}/data-largest.csv")
    baseline(f"{folder}/baseline-largest.json", 0, entries=999, format_tag="hitchbench-baseline/2")
    sweep(f"{folder}/sweep-largest.json", 0, points=10_000)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/hitchbench-inputs")
