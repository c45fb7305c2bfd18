#!/usr/bin/env python3
"""Convert a hitchbench-scene/1 JSON file into the line format cairo_scene.c reads.

Keeps JSON parsing out of C. Output (one record per line, numbers in C locale):

    scene W H
    fill X Y W H RADIUS R G B A
    line X0 Y0 X1 Y1 WIDTH R G B A
    text X Y SIZE ALIGN R G B A HEX

R G B A are the straight (not premultiplied) 0-255 channels of "#RRGGBBAA"; ALIGN is
left|center|right; HEX is the text's UTF-8 bytes as lowercase hex ("-" for empty text),
so any text survives sscanf. Usage: scene_to_ops.py SCENE.json [OUT.ops]  (stdout if no OUT).
"""
import json
import math
import sys

FORMAT = "hitchbench-scene/1"


def fail(message):
    sys.exit(f"scene_to_ops: {message}")


def num(value, what):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        fail(f"{what}: expected a finite number, got {value!r}")
    return repr(float(value))


def point(value, what, count=2):
    if not isinstance(value, list) or len(value) != count:
        fail(f"{what}: expected {count} numbers, got {value!r}")
    return " ".join(num(v, what) for v in value)


def color(value, what):
    if not (isinstance(value, str) and len(value) == 9 and value[0] == "#"):
        fail(f"{what}: expected #RRGGBBAA, got {value!r}")
    try:
        return " ".join(str(int(value[i:i + 2], 16)) for i in (1, 3, 5, 7))
    except ValueError:
        fail(f"{what}: expected #RRGGBBAA, got {value!r}")


def convert(scene):
    if not isinstance(scene, dict) or scene.get("format") != FORMAT:
        fail(f"not a {FORMAT} scene (format is {scene.get('format') if isinstance(scene, dict) else None!r})")
    width, height, ops = scene.get("width"), scene.get("height"), scene.get("ops")
    if not (isinstance(width, int) and isinstance(height, int) and 0 < width <= 16384 and 0 < height <= 16384):
        fail(f"bad width/height {width!r}x{height!r}")
    if not isinstance(ops, list):
        fail("'ops' must be a list")
    lines = [f"scene {width} {height}"]
    for index, op in enumerate(ops):
        where = f"op {index}"
        kind = op.get("op") if isinstance(op, dict) else None
        if kind == "fill":
            lines.append(f"fill {point(op.get('rect'), where + ' rect', 4)} {num(op.get('radius', 0), where + ' radius')} "
                         f"{color(op.get('color'), where + ' color')}")
        elif kind == "line":
            lines.append(f"line {point(op.get('from'), where + ' from')} {point(op.get('to'), where + ' to')} "
                         f"{num(op.get('width'), where + ' width')} {color(op.get('color'), where + ' color')}")
        elif kind == "text":
            text, align = op.get("text"), op.get("align", "left")
            if not isinstance(text, str):
                fail(f"{where} text: expected a string")
            if align not in ("left", "center", "right"):
                fail(f"{where} align: expected left|center|right, got {align!r}")
            encoded = text.encode("utf-8").hex() or "-"
            lines.append(f"text {point(op.get('at'), where + ' at')} {num(op.get('size'), where + ' size')} {align} "
                         f"{color(op.get('color'), where + ' color')} {encoded}")
        else:
            fail(f"{where}: unknown op {kind!r}")
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    try:
        with open(argv[1], encoding="utf-8") as handle:
            scene = json.load(handle)
    except (OSError, ValueError) as error:
        fail(f"{argv[1]}: {error}")
    text = convert(scene)
    if len(argv) == 3:
        with open(argv[2], "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main(sys.argv)
