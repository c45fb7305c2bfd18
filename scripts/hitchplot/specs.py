"""The fields the plots read from each HitchBench format, by name and kind of value (results/README.md documents
them all); ``load`` checks a document against them."""

from __future__ import annotations

RESULT_FORMAT = "hitchbench-result/2"
COMPARE_FORMAT = "hitchbench-compare/2"
SWEEP_FORMAT = "hitchbench-sweep/2"
DEVICE_FORMAT = "hitchbench-device/1"
FORMATS = (RESULT_FORMAT, COMPARE_FORMAT, SWEEP_FORMAT, DEVICE_FORMAT)
# The sources of a device file: an Instruments export or MetricKit payloads.
DEVICE_SOURCES = ("instruments", "metrickit")
# HitchBench 0.1's files: another display model (skipped frames, one hitch ratio over the time frames were due,
# 120 Hz touches a vsync late) and effects only as note text, so their figures are not this version's. Refused.
OLD_FORMATS = ("hitchbench-result/1", "hitchbench-compare/1", "hitchbench-sweep/1")
# Clocks of the time measured in a file; the instruction clock counts instructions under valgrind instead.
TIME_CLOCKS = ("cpu", "wall")
INSTRUCTIONS = "instructions"
# The phone model (`--clock phone`): a file's own clock, its frames priced on a device profile; its summaries
# still hold both host clocks.
PHONE = "phone"
FILE_CLOCKS = (*TIME_CLOCKS, PHONE, INSTRUCTIONS)
# The stage that made a frame late (null when on time, and on the one-stage pipeline, which has no stages).
HITCH_TYPES = ("commit", "render", "both")
# The time ratios to render-all a compare row carries, in the order compare prints them.
RATIO_KINDS = ("p50", "p99", "total")

INSTRUCTION_FIELDS = ("frames", "total", "p50PerFrame", "p99PerFrame", "maxPerFrame")
EFFECT_FIELDS = {"dataSwapped": "bool", "contentJumpPixels": "number", "yRescaled": "bool", "edgeStall": "bool"}

SUMMARY_SPEC = {
    "refreshHz": "number",
    "vsyncs": "number",
    "frames": "number",
    "deferredFrames": "number",
    "hitches": "number",
    "maxHitchMs": "number",
    "scrollSeconds": "number?",
    "scrollHitches": "number",
    "scrollHitchTimeRatioMsPerSecond": "number?",
    "band": "string?",
    "traceSeconds": "number",
    "traceHitchTimeRatioMsPerSecond": "number",
    "maxFrameMs": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "commitHitches": "number",
    "renderHitches": "number",
    "bothHitches": "number",
    "commitP50Ms": "number",
    "commitP99Ms": "number",
    "renderP50Ms": "number",
    "renderP99Ms": "number",
    "budgetMs": "number",
    "lastVsyncEndSeconds": "number",
    "hitchesLabel": "string",
    "commitHitchesLabel": "string",
    "renderHitchesLabel": "string",
}
# Where each frame's two stages ran and when it reached the screen, on the file's clock, as the harness's render
# loop placed them: the timeline draws these and derives none of them.
FRAME_SPEC = {
    "index": "number",
    "dueIndex": "number",
    "dueAtSeconds": "number",
    "vsyncSeconds": "number",
    "cpuMs": "number",
    "wallMs": "number",
    "commitMs": "number",
    "renderMs": "number",
    "instructions": "number?",
    "commitInstructions": "number?",
    "renderInstructions": "number?",
    "counters": "object",
    "effects": "object",
    "beginIndex": "number",
    "deferred": "bool",
    "commitStartSeconds": "number",
    "renderStartSeconds": "number",
    "expectedAtSeconds": "number",
    "presentedAtSeconds": "number",
    "hitchMs": "number",
    "hitchType": "hitchType",
}
COUNTED_FRAME_SPEC = {"instructions": "number", "commitInstructions": "number", "renderInstructions": "number"}
INSTRUCTIONS_SPEC = {name: "number" for name in INSTRUCTION_FIELDS}
COMPARE_ROW_SPEC = {
    "strategy": "string",
    "frames": "number",
    "contentJumps": "number",
    "maxContentJumpPixels": "number",
    "yRescales": "number",
    "edgeStalls": "number",
    **{f"{kind}TimeRatioToRenderAll{end}": "number?" for kind in RATIO_KINDS for end in ("", "Low", "High")},
    **{f"instructions{name}": "number?" for name in ("Total", "P50PerFrame", "P99PerFrame", "MaxPerFrame")},
    "instructionsRatioToRenderAll": "number?",
    "timeRatiosByClock": "object?",
    "instructionsRatioLabel": "string?",
}
# A row's time figures: null on the instruction clock, where the times are valgrind's emulation.
COMPARE_ROW_TIME_SPEC = {
    "deferredFrames": "number",
    "hitches": "number",
    "commitHitches": "number",
    "renderHitches": "number",
    "bothHitches": "number",
    "maxFrameMs": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "scrollHitchTimeRatioMsPerSecond": "number?",
    "band": "string?",
    "traceHitchTimeRatioMsPerSecond": "number",
}
COMPARE_ROW_INSTRUCTIONS_SPEC = {f"instructions{name}": "number"
                                 for name in ("Total", "P50PerFrame", "P99PerFrame", "MaxPerFrame")}
# One ratio of a row's timeRatiosByClock: the median of the repeats' ratios and the repeats' range.
RATIO_ESTIMATE_SPEC = {"value": "number", "low": "number?", "high": "number?", "label": "string"}
SWEEP_POINT_SPEC = {
    "strategy": "string",
    "days": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "maxFrameMs": "number",
    "hitches": "number",
    "scrollHitchTimeRatioMsPerSecond": "number?",
    "traceHitchTimeRatioMsPerSecond": "number",
    "totals": "object",
    "instructions": "object?",
}
