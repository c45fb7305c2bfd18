"""Plot-ready views of the documents: a run's frames on one clock, and a comparison's rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .display_model import display_layout


@dataclass
class Timeline:
    """One run's frames on one clock, ready to draw."""

    strategy: str
    trace: str
    refresh_hz: float
    clock: str
    summary: dict[str, Any]
    metadata: dict[str, str]
    vsync: list[float]
    duration_ms: list[float]
    hitch_ms: list[float]
    skipped: list[bool]
    notes: list[str]

    @property
    def budget_ms(self) -> float:
        return 1000.0 / self.refresh_hz

    @property
    def end_seconds(self) -> float:
        """The end of the trace (its last vsync's interval), or of the last frame's interval if later."""
        last_frame = (self.vsync[-1] if self.vsync else 0.0) + 1.0 / self.refresh_hz
        vsyncs = self.summary.get("vsyncs")
        trace = float(vsyncs) / self.refresh_hz if isinstance(vsyncs, (int, float)) else 0.0
        return max(last_frame, trace)


def timeline_from_result(result: dict[str, Any], clock: str | None) -> Timeline:
    """The result's frames on `clock` (default: the file's clock). On another clock than the file's,
    skipped frames and hitches are recomputed with the harness's display model."""
    file_clock = result["clock"]
    clock = clock or file_clock
    summary = result["summaries"][clock] if clock != file_clock else result["summary"]
    refresh_hz = float(summary["refreshHz"])
    frames = result["frames"]
    durations = [float(frame[f"{clock}Ms"]) for frame in frames]
    if clock == file_clock:
        hitches = [float(frame["hitchMs"]) for frame in frames]
        skipped = [bool(frame["skipped"]) for frame in frames]
    else:
        layout = display_layout(durations, refresh_hz)
        skipped = [entry[0] for entry in layout]
        hitches = [entry[1] for entry in layout]
    return Timeline(
        strategy=result["metadata"]["strategy"],
        trace=result["metadata"]["trace"],
        refresh_hz=refresh_hz,
        clock=clock,
        summary=summary,
        metadata=result["metadata"],
        vsync=[float(frame["vsyncSeconds"]) for frame in frames],
        duration_ms=durations,
        hitch_ms=hitches,
        skipped=skipped,
        notes=[frame["notes"] for frame in frames],
    )


@dataclass
class StrategyStats:
    """One strategy's row of a comparison, on the chosen clock."""

    strategy: str
    p50_ms: float
    p99_ms: float
    max_ms: float
    hitches: int
    content_jumps: int
    max_jump_px: float
    edge_stalls: int
    time_ratio: float | None


def compare_stats(doc: dict[str, Any], clock: str) -> tuple[list[StrategyStats], str]:
    """Rows of a compare document on `clock`, and a note on where the time ratio came from.

    On the file's own clock the rows are used as written. On the other clock the frame statistics
    come from each result's summary on that clock, and the time ratio is recomputed from the summed
    per-frame durations (the file's ratio is a median over repeats, which the results do not keep)."""
    rows, results = doc["rows"], doc["results"]
    same_clock = clock == doc["clock"]
    totals = [sum(float(frame[f"{clock}Ms"]) for frame in result["frames"]) for result in results]
    baseline = next((total for row, total in zip(rows, totals) if row["strategy"] == "render-all"), None)
    stats = []
    for row, result, total in zip(rows, results, totals):
        source = row if same_clock else result["summaries"][clock]
        metrics = result.get("metrics", {})
        if same_clock:
            ratio = row["totalTimeRatioToRenderAll"] if "totalTimeRatioToRenderAll" in row else row["timeRatioToRenderAll"]
        else:
            ratio = total / baseline if baseline else None
        stats.append(StrategyStats(
            strategy=row["strategy"],
            p50_ms=float(source["p50FrameMs"]),
            p99_ms=float(source["p99FrameMs"]),
            max_ms=float(source["maxFrameMs"]),
            hitches=int(source["hitches"]),
            content_jumps=int(row["contentJumps"]),
            max_jump_px=float(row.get("maxContentJumpPixels", metrics.get("maxContentJumpPixels", 0)) or 0),
            edge_stalls=int(row["edgeStalls"]),
            time_ratio=ratio,
        ))
    note = "total frame time" if same_clock else f"total frame time, recomputed on the {clock} clock"
    return stats, note
