#!/usr/bin/env python3
"""Players' words: no source line numbers, file names or JSON keys in what players read.

Scans the translatable strings of the files in po/POTFILES.in and each game's
src/games/<id>/POTFILES (_(), N_(), C_(), the .ui files' translatable properties) and the
player-facing texts of data/ (the members "note", "to_be_entered", "text", "label", "title",
"question", "description"). Source line numbers
("000:1704", "004:89-130", "line 2456", "BB 3278"), file names ("readings.md") and
snake_case keys ("vp_modify_roll") belong behind a "Sources" expander, fed from the data's
"source" members, never in these texts (issue 15).

The games' cores write their explanations (modifiers, notes, refusals, messages) as C
strings, not translatable, which the pages show as they are: every string literal of src/
(adjacent literals joined, comments skipped) is checked for a reading named by its option
key ("reading vp_modify_roll": the players chose it by its words) and a source line number
("Question Box, 000:3094") (issue 32).

usage: tests/check-players-words.py SOURCE_ROOT
"""
import glob
import json
import os
import re
import sys

PATTERNS = [
    ("a source line number", re.compile(r"\b00\d:\d")),
    ("a line number", re.compile(r"\blines? \d")),
    ("a line number of the Question Box", re.compile(r"\bBB \d{3,}")),
    ("a file name", re.compile(r"\w\.(?:md|json|txt)\b")),
    ("a JSON key", re.compile(r"(?<![%\w-])[a-z]+_[a-z0-9_]+\b")),
]
# What no C string of src/ may hold (error messages may name a JSON member, so not every
# snake_case word: only a reading named by its key).
CODE_PATTERNS = [
    ("a reading named by its key", re.compile(r"\breading (?:of )?[a-z]+_[a-z0-9_]+\b")),
    ("a source line number", re.compile(r"\b00\d:\d")),
    ("a line number of the Question Box", re.compile(r"\bBB \d{3,}")),
]
DATA_FIELDS = {"note", "to_be_entered", "text", "label", "title", "question", "description"}

STRING = r'"((?:[^"\\]|\\.)*)"'
CALL = re.compile(r"\b(?:_|N_)\s*\(\s*((?:" + STRING + r"\s*)+)\)")
CONTEXT_CALL = re.compile(r"\b(?:C_|NC_)\s*\(\s*" + STRING + r"\s*,\s*((?:" + STRING + r"\s*)+)\)")
NGETTEXT = re.compile(r"\b(?:ngettext|g_dngettext\s*\([^,]*,)\s*\(?\s*((?:" + STRING + r"\s*)+),\s*((?:" + STRING + r"\s*)+)")
UI = re.compile(r'translatable="yes"[^>]*>([^<]*)<')


def joined(literals):
    return "".join(re.findall(STRING, literals))


def source_strings(path):
    text = open(path, encoding="utf-8").read()
    if path.endswith(".ui"):
        for m in UI.finditer(text):
            yield text.count("\n", 0, m.start()) + 1, m.group(1)
        return
    for regex, groups in ((CALL, (1,)), (CONTEXT_CALL, (2,)), (NGETTEXT, (1, 3))):
        for m in regex.finditer(text):
            for g in groups:
                yield text.count("\n", 0, m.start()) + 1, joined(m.group(g))


def data_strings(node, path):
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, str) and key in DATA_FIELDS:
                yield f"{path}.{key}", value
            else:
                yield from data_strings(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            if isinstance(value, str) and path.rsplit(".", 1)[-1] in DATA_FIELDS:
                yield f"{path}[{i}]", value
            else:
                yield from data_strings(value, f"{path}[{i}]")


def check(text, patterns=PATTERNS):
    return [what for what, regex in patterns if regex.search(text)]


C_TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|' + STRING + r"|'(?:[^'\\]|\\.)*'", re.S)


def code_strings(path):
    """The C string literals of PATH, adjacent ones joined (what the program prints)."""
    text = open(path, encoding="utf-8").read()
    parts, start, end = [], None, 0
    for m in C_TOKEN.finditer(text):
        token = m.group(0)
        if token.startswith('"'):
            if parts and text[end:m.start()].strip() == "":
                parts.append(m.group(1))
            else:
                if parts:
                    yield start, "".join(parts)
                parts, start = [m.group(1)], text.count("\n", 0, m.start()) + 1
            end = m.end()
        elif not token.startswith("/"):
            continue
        elif parts and not text[end:m.start()].strip() == "":
            yield start, "".join(parts)
            parts = []
    if parts:
        yield start, "".join(parts)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    problems = []
    # po/POTFILES.in, and each game's own list of its translatable files (po/meson.build).
    listings = [os.path.join(root, "po", "POTFILES.in")] + sorted(
        glob.glob(os.path.join(root, "src", "games", "*", "POTFILES")))
    files = []
    for listing_path in listings:
        with open(listing_path, encoding="utf-8") as listing:
            files += [line.strip() for line in listing if line.strip() and not line.startswith("#")]
    n_strings = 0
    for name in files:
        path = os.path.join(root, name)
        if not os.path.exists(path):
            continue
        for line, text in source_strings(path):
            n_strings += 1
            for what in check(text):
                problems.append(f"{name}:{line}: {what} in “{text}”")
    for path in sorted(glob.glob(os.path.join(root, "data", "**", "*.json"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for where, text in data_strings(data, "$"):
            n_strings += 1
            for what in check(text):
                problems.append(f"{os.path.relpath(path, root)} {where}: {what} in “{text}”")
    for path in sorted(glob.glob(os.path.join(root, "src", "**", "*.c"), recursive=True)):
        for line, text in code_strings(path):
            n_strings += 1
            for what in check(text, CODE_PATTERNS):
                problems.append(f"{os.path.relpath(path, root)}:{line}: {what} in “{text}”")
    for problem in problems:
        print(problem)
    print(f"{n_strings} player-facing strings checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
