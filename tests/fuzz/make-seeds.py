#!/usr/bin/env python3
"""Builds the fuzz targets' seed corpora from the project's own files (never committed).

Usage: make-seeds.py SOURCE_ROOT OUT_DIR [STAMP]
Writes OUT_DIR/<target>/<sha1> for every target of tests/fuzz/: the data files of
data/war-and-peace/, the fixtures of tests/cli/ and tests/saves/, the ```json blocks of
README.md and docs/, and the JSON string literals of the C tests (adjacent literals joined),
each given to the targets whose format it is; and any game's tests/<id>/fuzz/seeds/<target>/
files. STAMP, when given, is touched at the end.
"""
import ast, hashlib, json, pathlib, re, shutil, sys

root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
wap = root / "data" / "war-and-peace"
CLI = ["combat", "attrition", "forced-march", "supply", "production", "politics",
       "naval-combat", "naval-intercept", "naval-pursuit", "naval-blockade",
       "naval-transport", "naval-move", "naval-nelson", "naval-repairs"]


def c_literals(path):
    """JSON documents written as C string literals ("{\"a\": 1," "\"b\": 2}")."""
    text = path.read_text(errors="replace")
    found = []
    # A run of adjacent literals, the first opening a JSON object or array.
    for run in re.finditer(r'"[{\[](?:[^"\\\n]|\\.)*"(?:\s*"(?:[^"\\\n]|\\.)*")*', text):
        parts = re.findall(r'"((?:[^"\\\n]|\\.)*)"', run.group(0))
        try:
            doc = "".join(ast.literal_eval('"' + p + '"') for p in parts)
            json.loads(doc)
        except (ValueError, SyntaxError):
            continue
        found.append(doc)
    return found


def md_blocks(path):
    return re.findall(r"```json\n(.*?)```", path.read_text(), re.S)


def is_format(doc, fmt):
    try:
        value = json.loads(doc)
    except ValueError:
        return False
    return isinstance(value, dict) and value.get("format") == fmt


seeds = {}


def add(target, docs):
    seeds.setdefault(target, [])
    for d in docs:
        seeds[target].append(d if isinstance(d, bytes) else d.encode())


def files(pattern):
    return [p.read_bytes() for p in sorted(root.glob(pattern))]


docs_blocks = [b for p in sorted((root / "docs").glob("*.md")) for b in md_blocks(p)] + md_blocks(root / "README.md")
war_tests = sorted((root / "tests" / "war-and-peace").glob("*.c"))
literals = {p.name: c_literals(p) for p in war_tests + sorted((root / "tests" / "kernel").glob("*.c"))}
every_literal = [d for docs in literals.values() for d in docs]

add("ruleset", files("data/war-and-peace/rules/*.json"))
add("scenario", files("data/war-and-peace/scenarios/*.json"))
add("map", files("data/war-and-peace/maps/*.json") + literals.get("test-map.c", []))
add("overlay", files("tests/cli/*.overlay.json") + literals.get("test-map-overlay.c", []) +
    [b for b in docs_blocks if is_format(b, "berthier-map-overlay")])
add("card", files("data/war-and-peace/campaign/*.json") + literals.get("test-campaign-card.c", []))
add("save", files("tests/saves/*.berthier.json") + literals.get("test-game-save.c", []) +
    [b for b in docs_blocks if is_format(b, "berthier-game")])
add("players-data", literals.get("test-game-players-data.c", []) +
    [b for b in docs_blocks if is_format(b, "berthier-players-data")])
add("sea-zones", literals.get("test-sea-zone-entries.c", []) +
    ['{"format": "berthier-sea-zones", "format_version": 1, "zones": []}'])
cli_inputs = [p.read_bytes() for p in sorted((root / "tests" / "cli").glob("*.json"))
              if not p.name.endswith(".overlay.json")]
for command in CLI:
    add("cli-" + command, cli_inputs + every_literal +
        [b for b in docs_blocks if not is_format(b, "berthier-game")])

# La Grande Armée: its ruleset, and its CLI examples and test literals for each command.
LGA_CLI = ["skirmish", "battle", "morale", "attrition", "forage", "siege", "losses", "weather"]
lga_literals = [d for p in sorted((root / "tests" / "la-grande-armee").glob("*.c")) for d in c_literals(p)]
add("lga-ruleset", files("data/la-grande-armee/rules/*.json"))
lga_inputs = files("tests/cli/la-grande-armee/*.json")
for command in LGA_CLI:
    add("cli-lga-" + command, lga_inputs + lga_literals)

# Any game's own seeds: every file of tests/<id>/fuzz/seeds/<target>/ (docs/architecture.md).
for directory in sorted(root.glob("tests/*/fuzz/seeds/*")):
    if directory.is_dir():
        add(directory.name, [p.read_bytes() for p in sorted(directory.iterdir()) if p.is_file()])

if out.exists():
    shutil.rmtree(out)
for target, docs in seeds.items():
    directory = out / target
    directory.mkdir(parents=True)
    for d in docs:
        (directory / hashlib.sha1(d).hexdigest()).write_bytes(d)
if len(sys.argv) > 3:
    pathlib.Path(sys.argv[3]).write_text("".join(f"{t} {len(list((out / t).iterdir()))}\n" for t in seeds))
