"""A run's frames as the timeline draws them: each frame's two stages where the harness's render loop placed them
(the app's commit, the render server's render), its presentation and its hitch, all read from the result file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .load import INSTRUCTIONS, refresh_of_result

# A frame late on the one-stage pipeline, whose hitches have no stage (their hitchType is null).
UNTYPED = "frame"


@dataclass
class Lane:
    """One thread's work, frame by frame: where each frame's stage started (s) and how much it did (ms, or
    instructions on the instruction clock), and which hitch, if any, this stage's bar is marked with."""

    key: str
    start_seconds: list[float]
    value: list[float]
    late: list[str | None]


@dataclass
class Timeline:
    """One run's frames on the file's clock, ready to draw. On the instruction clock the lanes hold each stage's
    instructions and nothing hitches; on a time clock they hold each stage's work in ms."""

    strategy: str
    trace: str
    refresh_hz: float
    clock: str
    pipeline: str
    summary: dict[str, Any] | None
    instructions: dict[str, Any] | None
    metadata: dict[str, str]
    result: dict[str, Any]
    commit: Lane
    render: Lane
    due_seconds: list[float]
    expected_seconds: list[float]
    presented_seconds: list[float]
    hitch_ms: list[float]
    hitch_type: list[str | None]
    deferred: list[bool]
    effects: list[dict[str, Any]]
    tiles_configured: list[int]
    scrolls: list[tuple[float, float]]

    @property
    def counting(self) -> bool:
        """True on the instruction clock."""
        return self.clock == INSTRUCTIONS

    @property
    def budget_ms(self) -> float:
        """One refresh interval, the time each stage has for a frame, as the summary has it (a time clock's)."""
        return float(self.summary["budgetMs"])

    @property
    def lanes(self) -> tuple[Lane, Lane]:
        """The main thread's lane (commit), then the render server's (render)."""
        return self.commit, self.render

    @property
    def hitches(self) -> list[int]:
        """Positions of the frames presented late."""
        return [position for position, hitch in enumerate(self.hitch_ms) if hitch > 0]

    @property
    def end_seconds(self) -> float:
        """The end of the trace (through its last vsync or the last presentation), of the last stage's interval,
        or of the last scroll, whichever is latest."""
        interval = 1.0 / self.refresh_hz
        ends = [0.0]
        for lane in self.lanes:
            ends += [start + interval for start in lane.start_seconds[-1:]]
        ends += self.presented_seconds[-1:]
        if self.summary is not None:
            ends.append(float(self.summary["traceSeconds"]))
            ends.append(float(self.summary["lastVsyncEndSeconds"]))
        ends += [end for _start, end in self.scrolls]
        return max(ends)


def lane_marks(hitch_types: list[str | None], hitches: list[float], stage: str) -> list[str | None]:
    """The hitch each frame's bar in `stage`'s lane is marked with: its type when this stage made it late
    (``commit`` or ``both`` in the commit lane, ``render`` or ``both`` in the render lane), UNTYPED in both lanes
    for a late frame without a stage (one-stage pipeline), else None."""
    marks: list[str | None] = []
    for kind, hitch in zip(hitch_types, hitches):
        if hitch <= 0:
            marks.append(None)
        elif kind is None:
            marks.append(UNTYPED)
        else:
            marks.append(kind if kind in (stage, "both") else None)
    return marks


def timeline_from_result(result: dict[str, Any]) -> Timeline:
    """The result's frames on the file's clock: the only clock whose placement the file holds (a frame's
    presentation on the other time clock is summed up in ``summaries``, not written per frame). A file on the
    instruction clock has no times: its stages' instructions are the values."""
    clock = result["clock"]
    refresh_hz = refresh_of_result(result)
    frames = result["frames"]
    counting = clock == INSTRUCTIONS
    unit = "Instructions" if counting else "Ms"
    hitches = [float(frame["hitchMs"]) for frame in frames]
    kinds = [frame["hitchType"] for frame in frames]
    lanes = {stage: Lane(key=stage,
                         start_seconds=[float(frame[f"{stage}StartSeconds"]) for frame in frames],
                         value=[float(frame[f"{stage}{unit}"]) for frame in frames],
                         late=lane_marks(kinds, hitches, stage))
             for stage in ("commit", "render")}
    return Timeline(
        strategy=result["metadata"]["strategy"],
        trace=result["metadata"]["trace"],
        refresh_hz=refresh_hz,
        clock=clock,
        pipeline=result["metadata"].get("pipeline", "two-stage"),
        summary=result["summary"],
        instructions=result.get("instructions"),
        metadata=result["metadata"],
        result=result,
        commit=lanes["commit"],
        render=lanes["render"],
        due_seconds=[float(frame["dueAtSeconds"]) for frame in frames],
        expected_seconds=[float(frame["expectedAtSeconds"]) for frame in frames],
        presented_seconds=[float(frame["presentedAtSeconds"]) for frame in frames],
        hitch_ms=hitches,
        hitch_type=kinds,
        deferred=[bool(frame["deferred"]) for frame in frames],
        effects=[frame["effects"] for frame in frames],
        tiles_configured=[int(frame["counters"].get("tilesConfigured", 0)) for frame in frames],
        scrolls=[(float(s["startSeconds"]), float(s["endSeconds"])) for s in result["scrolls"]],
    )
