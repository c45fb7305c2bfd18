"""Reading and validating HitchBench JSON files against the fields of ``specs`` (whose format tags it re-exports),
and the refusal of old files."""

from __future__ import annotations

import json
import math
from typing import Any, Callable

from .specs import (COMPARE_FORMAT, COMPARE_ROW_INSTRUCTIONS_SPEC, COMPARE_ROW_SPEC, COMPARE_ROW_TIME_SPEC,
                    COUNTED_FRAME_SPEC, EFFECT_FIELDS, FILE_CLOCKS, FORMATS, FRAME_SPEC, HITCH_TYPES, INSTRUCTIONS,
                    INSTRUCTIONS_SPEC, OLD_FORMATS, RATIO_ESTIMATE_SPEC, RATIO_KINDS, RESULT_FORMAT, SUMMARY_SPEC,
                    SWEEP_FORMAT, SWEEP_POINT_SPEC, TIME_CLOCKS, DEVICE_FORMAT, DEVICE_SOURCES)

__all__ = ["COMPARE_FORMAT", "DEVICE_FORMAT", "FILE_CLOCKS", "FORMATS", "INSTRUCTIONS", "OLD_FORMATS", "RESULT_FORMAT", "SWEEP_FORMAT",
           "TIME_CLOCKS", "InputError", "load_document", "validate_document", "refresh_of_result"]


class InputError(Exception):
    """An input file that cannot be plotted; the message names the problem (not the file)."""


def load_document(path: str) -> dict[str, Any]:
    """Reads and validates one input file; raises InputError with a one-line reason."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as error:
        raise InputError(f"cannot read file ({error.strerror or error})") from None
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise InputError("not valid UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise InputError(f"not valid JSON ({error.msg} at line {error.lineno} column {error.colno})") from None
    validate_document(document)
    return document


def validate_document(document: Any) -> None:
    """Checks a parsed file against its format tag; raises InputError with a one-line reason."""
    if not isinstance(document, dict):
        raise InputError(f"top level is {describe(document)}, expected a JSON object")
    if "format" not in document:
        raise InputError("missing key 'format' (not a HitchBench file?)")
    tag = document["format"]
    if tag in OLD_FORMATS:
        raise InputError(f"{tag} comes from HitchBench 0.1, whose display model and fields differ; "
                         f"re-run it with this HitchBench to plot it")
    if tag == "hitchbench-compare-table/2":
        raise InputError("hitchbench-compare-table/2 is compare's printed table (no frames); plot the "
                         "compare-<trace>.json file compare writes")
    validators = {RESULT_FORMAT: validate_result, COMPARE_FORMAT: validate_compare, SWEEP_FORMAT: validate_sweep,
                  DEVICE_FORMAT: validate_device}
    if tag not in validators:
        raise InputError(f"unknown format {json.dumps(tag)} (expected one of {', '.join(FORMATS)})")
    validators[tag](document, "")


def describe(value: Any) -> str:
    """A short name for a JSON value's type, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "number": (is_number, "a number"),
    "number?": (lambda v: v is None or is_number(v), "a number or null"),
    "string": (lambda v: isinstance(v, str), "a string"),
    "string?": (lambda v: v is None or isinstance(v, str), "a string or null"),
    "bool": (lambda v: isinstance(v, bool), "a boolean"),
    "object": (lambda v: isinstance(v, dict), "an object"),
    "object?": (lambda v: v is None or isinstance(v, dict), "an object or null"),
    "array": (lambda v: isinstance(v, list), "an array"),
    "clock": (lambda v: v in FILE_CLOCKS, "\"cpu\", \"wall\", \"phone\" or \"instructions\""),
    "bool?": (lambda v: v is None or isinstance(v, bool), "a boolean or null"),
    "source": (lambda v: v in DEVICE_SOURCES, "\"instruments\" or \"metrickit\""),
    "hitchType": (lambda v: v is None or v in HITCH_TYPES, "null, \"commit\", \"render\" or \"both\""),
}


def require(obj: dict[str, Any], where: str, spec: dict[str, str]) -> None:
    """Checks that `obj` has every key of `spec` with the named kind of value."""
    for key, kind in spec.items():
        if key not in obj:
            raise InputError(f"missing key '{join_path(where, key)}'")
        check, expected = CHECKS[kind]
        if not check(obj[key]):
            raise InputError(f"'{join_path(where, key)}' is {describe(obj[key])}, expected {expected}")


def require_current(doc: dict[str, Any], where: str, key: str) -> None:
    """Refuses a file written before the harness wrote the figures the plots draw (the budget, the render loop,
    hitch counts with their nouns), which the plots no longer work out themselves."""
    if key not in doc:
        raise InputError(f"missing key '{join_path(where, key)}': written by an older HitchBench, before files carried "
                         f"the budget and labels the plots draw; re-run it with this HitchBench")


def require_numbers(obj: dict[str, Any], where: str) -> None:
    """Checks that every value of `obj` (counters by name) is a number."""
    for key, value in obj.items():
        if not is_number(value):
            raise InputError(f"'{join_path(where, key)}' is {describe(value)}, expected a number")


def join_path(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def require_objects(items: list[Any], where: str, non_empty: bool = True) -> None:
    if non_empty and not items:
        raise InputError(f"'{where}' is empty")
    for position, item in enumerate(items):
        if not isinstance(item, dict):
            raise InputError(f"'{where}[{position}]' is {describe(item)}, expected an object")


def require_positive_rate(value: float, where: str) -> None:
    if value < 1:
        raise InputError(f"'{where}' is {value:g}, expected at least 1")


def refresh_of_result(doc: dict[str, Any]) -> float:
    """A result's refresh rate: its summary's, or (on the instruction clock, which has no summary) its metadata's."""
    if doc.get("summary") is not None:
        return float(doc["summary"]["refreshHz"])
    return float(doc["metadata"]["refreshHz"])


def validate_result(doc: dict[str, Any], where: str) -> None:
    """Checks the parts of a hitchbench-result/2 object that the plots use."""
    if doc.get("format") != RESULT_FORMAT:
        raise InputError(f"'{join_path(where, 'format')}' is {json.dumps(doc.get('format'))}, expected \"{RESULT_FORMAT}\"")
    require_current(doc, where, "renderLoop")
    require_current(doc, where, "repeatsLabel")
    require(doc, where, {"metadata": "object", "counterNames": "array", "clock": "clock", "renderLoop": "string",
                         "repeatsLabel": "string",
                         "scrolls": "array",
                         "summary": "object?", "summaries": "object?", "instructions": "object?", "metrics": "object",
                         "frames": "array"})
    require(doc["metadata"], join_path(where, "metadata"), {"strategy": "string", "trace": "string"})
    for position, name in enumerate(doc["counterNames"]):
        if not isinstance(name, str):
            raise InputError(f"'{join_path(where, 'counterNames')}[{position}]' is {describe(name)}, expected a string")
    scrolls_where = join_path(where, "scrolls")
    require_objects(doc["scrolls"], scrolls_where, non_empty=False)
    for position, scroll in enumerate(doc["scrolls"]):
        require(scroll, f"{scrolls_where}[{position}]", {"startSeconds": "number", "endSeconds": "number"})
    counting = doc["clock"] == INSTRUCTIONS
    if counting:
        require(doc, where, {"instructions": "object"})
        require(doc["instructions"], join_path(where, "instructions"), INSTRUCTIONS_SPEC)
        require(doc["metadata"], join_path(where, "metadata"), {"refreshHz": "string"})
        if not is_number(number_or_none(doc["metadata"]["refreshHz"])):
            raise InputError(f"'{join_path(where, 'metadata.refreshHz')}' is not a number")
    else:
        require(doc, where, {"summary": "object", "summaries": "object"})
        require(doc["summary"], join_path(where, "summary"), SUMMARY_SPEC)
        summaries_where = join_path(where, "summaries")
        require(doc["summaries"], summaries_where, {clock: "object" for clock in TIME_CLOCKS})
        for clock in TIME_CLOCKS:
            require(doc["summaries"][clock], f"{summaries_where}.{clock}", SUMMARY_SPEC)
    require_positive_rate(refresh_of_result(doc), join_path(where, "refreshHz"))
    frames_where = join_path(where, "frames")
    require_objects(doc["frames"], frames_where)
    if isinstance(doc["frames"][0], dict) and "cpuMs" in doc["frames"][0] and "beginIndex" not in doc["frames"][0]:
        raise InputError(f"'{frames_where}[0]' has no 'beginIndex': written before the two-stage display model "
                         f"(commit and render), whose frames the plots draw; re-run it with this HitchBench")
    for position, frame in enumerate(doc["frames"]):
        frame_where = f"{frames_where}[{position}]"
        require(frame, frame_where, FRAME_SPEC)
        require_numbers(frame["counters"], f"{frame_where}.counters")
        require(frame["effects"], f"{frame_where}.effects", EFFECT_FIELDS)
        if counting:
            require(frame, frame_where, COUNTED_FRAME_SPEC)


def number_or_none(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def validate_compare(doc: dict[str, Any], where: str) -> None:
    """Checks a hitchbench-compare/2 document: header, rows, and one full result per row."""
    require_current(doc, where, "repeatsLabel")
    require(doc, where, {"trace": "string", "refreshHz": "number", "clock": "clock", "repeatsLabel": "string",
                         "days": "number", "rows": "array", "results": "array"})
    require_positive_rate(doc["refreshHz"], "refreshHz")
    require_objects(doc["rows"], "rows")
    require_current(doc["rows"][0], "rows[0]", "instructionsRatioLabel")
    counting = doc["clock"] == INSTRUCTIONS
    for position, row in enumerate(doc["rows"]):
        require(row, f"rows[{position}]", COMPARE_ROW_SPEC)
        require(row, f"rows[{position}]", COMPARE_ROW_INSTRUCTIONS_SPEC if counting else COMPARE_ROW_TIME_SPEC)
        validate_ratios_by_clock(row["timeRatiosByClock"], f"rows[{position}].timeRatiosByClock")
    require_objects(doc["results"], "results")
    if len(doc["results"]) != len(doc["rows"]):
        raise InputError(f"{len(doc['rows'])} rows but {len(doc['results'])} results (expected one result per row)")
    for position, (row, result) in enumerate(zip(doc["rows"], doc["results"])):
        validate_result(result, f"results[{position}]")
        if result["metadata"]["strategy"] != row["strategy"]:
            raise InputError(f"results[{position}] is strategy '{result['metadata']['strategy']}' "
                             f"but rows[{position}] is '{row['strategy']}'")
        if result["clock"] != doc["clock"]:
            raise InputError(f"results[{position}] is on the {result['clock']} clock but the comparison on the "
                             f"{doc['clock']} clock")
    # The device rows a comparison made with --device holds beside the strategies (absent otherwise).
    if "devices" in doc:
        require_objects(doc["devices"], "devices", non_empty=False)
        for position, row in enumerate(doc["devices"]):
            require_current(row, f"devices[{position}]", "runsLabel")
            require(row, f"devices[{position}]", DEVICE_ROW_SPEC)


def validate_ratios_by_clock(ratios: dict[str, Any] | None, where: str) -> None:
    """Checks a row's `timeRatiosByClock`: null, or both time clocks, each null or its three ratios, each null or
    {value, low, high}."""
    if ratios is None:
        return
    require(ratios, where, {clock: "object?" for clock in TIME_CLOCKS})
    for clock in TIME_CLOCKS:
        if ratios[clock] is None:
            continue
        require(ratios[clock], f"{where}.{clock}", {kind: "object?" for kind in RATIO_KINDS})
        for kind in RATIO_KINDS:
            if ratios[clock][kind] is not None:
                require(ratios[clock][kind], f"{where}.{clock}.{kind}", RATIO_ESTIMATE_SPEC)


def validate_sweep(doc: dict[str, Any], where: str) -> None:
    """Checks a hitchbench-sweep/2 document."""
    require_current(doc, where, "budgetMs")
    require_current(doc, where, "repeatsLabel")
    require(doc, where, {"trace": "string", "refreshHz": "number", "budgetMs": "number", "clock": "clock",
                         "repeatsLabel": "string",
                         "strategies": "array", "points": "array", "hitchFreeMaxDays": "object"})
    require_positive_rate(doc["refreshHz"], "refreshHz")
    for position, name in enumerate(doc["strategies"]):
        if not isinstance(name, str):
            raise InputError(f"'strategies[{position}]' is {describe(name)}, expected a string")
    require_objects(doc["points"], "points")
    for position, point in enumerate(doc["points"]):
        point_where = f"points[{position}]"
        require(point, point_where, SWEEP_POINT_SPEC)
        require_numbers(point["totals"], f"{point_where}.totals")
        if point["days"] <= 0:
            raise InputError(f"'{point_where}.days' is {point['days']:g}, expected more than 0")
        if doc["clock"] == INSTRUCTIONS:
            require(point, point_where, {"instructions": "object"})
            require(point["instructions"], f"{point_where}.instructions", INSTRUCTIONS_SPEC)
    for name, days in doc["hitchFreeMaxDays"].items():
        if not (days is None or is_number(days)):
            raise InputError(f"'hitchFreeMaxDays.{name}' is {describe(days)}, expected a number or null")


DEVICE_SUMMARY_SPEC = {
    "frames": "number?",
    "hitches": "number?",
    "systemHitches": "number?",
    "maxHitchMs": "number?",
    "totalHitchMs": "number?",
    "scrollSeconds": "number?",
    "scrollHitchTimeRatioMsPerSecond": "number?",
    "band": "string?",
    "traceSeconds": "number?",
    "traceHitchTimeRatioMsPerSecond": "number?",
    "hitchTimeRatioMsPerSecond": "number?",
    "refreshHz": "number?",
    "renderP50Ms": "number?",
    "renderP99Ms": "number?",
    "budgetMs": "number?",
    "hitchesLabel": "string?",
    "systemHitchesLabel": "string?",
}
DEVICE_ROW_SPEC = {"label": "string", "source": "source", "runs": "number", "runsLabel": "string", "ratio": "string?", "ratioMsPerSecond": "number?",
                   "ratioMsPerSecondLow": "number?", "ratioMsPerSecondHigh": "number?", **DEVICE_SUMMARY_SPEC}
INTERVAL_SPEC = {"startSeconds": "number", "durationMs": "number"}
DEVICE_HITCH_SPEC = {**INTERVAL_SPEC, "isSystem": "bool?", "counted": "bool"}
PAYLOAD_SPEC = {"timeStampBegin": "string", "timeStampEnd": "string", "scrollHitchTimeRatioMsPerSecond": "number?",
                "hitchTimeRatioMsPerSecond": "number?"}


def validate_device(doc: dict[str, Any], where: str) -> None:
    """Checks a hitchbench-device/1 file (an imported Instruments or MetricKit run): the parts the plot draws."""
    require_current(doc, where, "payloadsLabel")
    require(doc, where, {"source": "source", "label": "string", "device": "object", "scrolls": "array", "summary": "object",
                         "frames": "array", "hitches": "array", "renders": "array", "payloads": "array",
                         "payloadsLabel": "string"})
    require(doc["summary"], "summary", DEVICE_SUMMARY_SPEC)
    for key, spec in (("frames", INTERVAL_SPEC), ("renders", INTERVAL_SPEC), ("hitches", DEVICE_HITCH_SPEC),
                      ("payloads", PAYLOAD_SPEC), ("scrolls", {"startSeconds": "number", "endSeconds": "number"})):
        require_objects(doc[key], key, non_empty=False)
        for position, item in enumerate(doc[key]):
            require(item, f"{key}[{position}]", spec)
    # Each frame's commit and SwiftUI updates: in files written since they were added, absent from older ones.
    for key in ("commits", "frameUpdates"):
        if key in doc:
            require_objects(doc[key], key, non_empty=False)
            for position, item in enumerate(doc[key]):
                require(item, f"{key}[{position}]", INTERVAL_SPEC)
    if doc["summary"]["refreshHz"] is not None:
        require_positive_rate(doc["summary"]["refreshHz"], "summary.refreshHz")
