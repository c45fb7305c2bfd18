"""Reading and validating HitchBench JSON files: the three format tags and their checks."""

from __future__ import annotations

import json
import math
from typing import Any, Callable

RESULT_FORMAT = "hitchbench-result/1"
COMPARE_FORMAT = "hitchbench-compare/2"
# Still read: the time ratio was only the total, without interval or settings.
COMPARE_FORMAT_1 = "hitchbench-compare/1"
COMPARE_FORMATS = (COMPARE_FORMAT_1, COMPARE_FORMAT)
SWEEP_FORMAT = "hitchbench-sweep/1"
FORMATS = (RESULT_FORMAT, COMPARE_FORMAT_1, COMPARE_FORMAT, SWEEP_FORMAT)
CLOCKS = ("cpu", "wall")


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
    if not isinstance(document, dict):
        raise InputError(f"top level is {describe(document)}, expected a JSON object")
    if "format" not in document:
        raise InputError("missing key 'format' (not a HitchBench file?)")
    tag = document["format"]
    validators = {RESULT_FORMAT: validate_result, COMPARE_FORMAT_1: validate_compare, COMPARE_FORMAT: validate_compare,
                  SWEEP_FORMAT: validate_sweep}
    if tag not in validators:
        raise InputError(f"unknown format {json.dumps(tag)} (expected one of {', '.join(FORMATS)})")
    validators[tag](document, "")
    return document


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
    "bool": (lambda v: isinstance(v, bool), "a boolean"),
    "object": (lambda v: isinstance(v, dict), "an object"),
    "array": (lambda v: isinstance(v, list), "an array"),
    "clock": (lambda v: v in CLOCKS, "\"cpu\" or \"wall\""),
}


def require(obj: dict[str, Any], where: str, spec: dict[str, str]) -> None:
    """Checks that `obj` has every key of `spec` with the named kind of value."""
    for key, kind in spec.items():
        if key not in obj:
            raise InputError(f"missing key '{join_path(where, key)}'")
        check, expected = CHECKS[kind]
        if not check(obj[key]):
            raise InputError(f"'{join_path(where, key)}' is {describe(obj[key])}, expected {expected}")


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


SUMMARY_SPEC = {
    "refreshHz": "number",
    "frames": "number",
    "hitches": "number",
    "maxHitchMs": "number",
    "hitchTimeRatioMsPerSecond": "number",
    "band": "string",
    "maxFrameMs": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "skippedFrames": "number",
}
FRAME_SPEC = {
    "index": "number",
    "vsyncSeconds": "number",
    "cpuMs": "number",
    "wallMs": "number",
    "notes": "string",
    "skipped": "bool",
    "presentedAtSeconds": "number?",
    "hitchMs": "number",
}
COMPARE_ROW_SPEC = {
    "strategy": "string",
    "hitches": "number",
    "maxFrameMs": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "contentJumps": "number",
    "edgeStalls": "number",
}
# The time ratio columns of each compare format: /1 has the total only, /2 each ratio with its interval.
COMPARE_RATIO_SPEC = {
    COMPARE_FORMAT_1: {"timeRatioToRenderAll": "number?"},
    COMPARE_FORMAT: {f"{kind}TimeRatioToRenderAll{end}": "number?"
                     for kind in ("p50", "p99", "total") for end in ("", "Low", "High")},
}
SWEEP_POINT_SPEC = {
    "strategy": "string",
    "days": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "maxFrameMs": "number",
    "hitches": "number",
}


def validate_result(doc: dict[str, Any], where: str) -> None:
    """Checks the parts of a hitchbench-result/1 object that the plots use."""
    if doc.get("format") != RESULT_FORMAT:
        raise InputError(f"'{join_path(where, 'format')}' is {json.dumps(doc.get('format'))}, expected \"{RESULT_FORMAT}\"")
    require(doc, where, {"metadata": "object", "clock": "clock", "summary": "object",
                         "summaries": "object", "frames": "array"})
    require(doc["metadata"], join_path(where, "metadata"), {"strategy": "string", "trace": "string"})
    require(doc["summary"], join_path(where, "summary"), SUMMARY_SPEC)
    require_positive_rate(doc["summary"]["refreshHz"], join_path(where, "summary.refreshHz"))
    summaries_where = join_path(where, "summaries")
    require(doc["summaries"], summaries_where, {clock: "object" for clock in CLOCKS})
    for clock in CLOCKS:
        require(doc["summaries"][clock], f"{summaries_where}.{clock}", SUMMARY_SPEC)
    if "metrics" in doc and not isinstance(doc["metrics"], dict):
        raise InputError(f"'{join_path(where, 'metrics')}' is {describe(doc['metrics'])}, expected an object")
    frames_where = join_path(where, "frames")
    require_objects(doc["frames"], frames_where)
    for position, frame in enumerate(doc["frames"]):
        require(frame, f"{frames_where}[{position}]", FRAME_SPEC)


def validate_compare(doc: dict[str, Any], where: str) -> None:
    """Checks a hitchbench-compare/1 or /2 document: header, rows, and one full result per row."""
    require(doc, where, {"trace": "string", "refreshHz": "number", "clock": "clock",
                         "days": "number", "rows": "array", "results": "array"})
    require_positive_rate(doc["refreshHz"], "refreshHz")
    require_objects(doc["rows"], "rows")
    for position, row in enumerate(doc["rows"]):
        require(row, f"rows[{position}]", {**COMPARE_ROW_SPEC, **COMPARE_RATIO_SPEC[doc["format"]]})
    require_objects(doc["results"], "results")
    if len(doc["results"]) != len(doc["rows"]):
        raise InputError(f"{len(doc['rows'])} rows but {len(doc['results'])} results (expected one result per row)")
    for position, (row, result) in enumerate(zip(doc["rows"], doc["results"])):
        validate_result(result, f"results[{position}]")
        if result["metadata"]["strategy"] != row["strategy"]:
            raise InputError(f"results[{position}] is strategy '{result['metadata']['strategy']}' "
                             f"but rows[{position}] is '{row['strategy']}'")


def validate_sweep(doc: dict[str, Any], where: str) -> None:
    """Checks a hitchbench-sweep/1 document."""
    require(doc, where, {"trace": "string", "refreshHz": "number", "clock": "clock",
                         "strategies": "array", "points": "array", "hitchFreeMaxDays": "object"})
    require_positive_rate(doc["refreshHz"], "refreshHz")
    for position, name in enumerate(doc["strategies"]):
        if not isinstance(name, str):
            raise InputError(f"'strategies[{position}]' is {describe(name)}, expected a string")
    require_objects(doc["points"], "points")
    for position, point in enumerate(doc["points"]):
        require(point, f"points[{position}]", SWEEP_POINT_SPEC)
        if point["days"] <= 0:
            raise InputError(f"'points[{position}].days' is {point['days']:g}, expected more than 0")
    for name, days in doc["hitchFreeMaxDays"].items():
        if not (days is None or is_number(days)):
            raise InputError(f"'hitchFreeMaxDays.{name}' is {describe(days)}, expected a number or null")

