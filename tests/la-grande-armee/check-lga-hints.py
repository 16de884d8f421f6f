#!/usr/bin/env python3
"""Fails when a string of La Grande Armée's app pages writes a modifier's value in C instead
of taking it from the ruleset (issue 19): a literal such as "−2 [12.48]", "+1 each [11.2]" or
"+1 for every 2 [12.45]" — a signed number then a rule reference in the same string. Such
hints are built from the ruleset (bth_lga_modifier_hint(), bth-lga-readings.h), so that a
reading or a data change changes them; test-ui-lga-readings compares the shown hints with the
ruleset's values.

Usage: check-lga-hints.py SOURCE_ROOT
"""
import pathlib, re, sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
app = root / "src" / "games" / "la-grande-armee" / "app"
string_re = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
# A signed value ("+1", "−2", "-2") followed, in the same string, by a rule reference.
hard_re = re.compile(r'(?:^|[\s(:;,])(?:\+|−|-)\d+\b[^"\[]*\[\d+(?:\.\d+)*\]')

problems = []
for path in sorted(list(app.rglob("*.c")) + list(app.rglob("*.ui"))):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith(("/*", "*", "//")):
            continue
        texts = string_re.findall(line) if path.suffix == ".c" else re.findall(r'>([^<]*)<', line)
        for text in texts:
            if hard_re.search(text):
                problems.append(f"{path.relative_to(root)}:{number}: a modifier value written in the code: \"{text}\"")

for p in problems:
    print(p)
if problems:
    sys.exit(1)
print(f"checked {app.relative_to(root)}: every modifier value in a hint comes from the ruleset")
