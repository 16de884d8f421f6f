#!/usr/bin/env python3
"""Runs every berthier-cli example of README.md and compares its output, byte for byte,
with the output recorded before the kernel-and-games restructuring (tests/cli/readme-output/).

Usage: check-readme-examples.py SOURCE_ROOT CLI [--record]
Each example runs from SOURCE_ROOT with "--seed 1805" added, so that rolls are repeatable.
"""
import pathlib, shlex, subprocess, sys

root, cli = pathlib.Path(sys.argv[1]), sys.argv[2]
record = "--record" in sys.argv[3:]
expected_dir = root / "tests/cli/readme-output"
examples = [line.strip() for line in (root / "README.md").read_text().splitlines()
            if line.startswith("    build/src/cli/berthier-cli ")]
if not examples:
    sys.exit("no berthier-cli example found in README.md")
failed = 0
for n, example in enumerate(examples, 1):
    argv = shlex.split(example)
    argv[0] = cli
    run = subprocess.run(argv + ["--seed", "1805"], cwd=root, capture_output=True)
    got = b"exit %d\n" % run.returncode + run.stdout + b"--- stderr\n" + run.stderr
    path = expected_dir / f"{n:02d}.txt"
    if record:
        expected_dir.mkdir(exist_ok=True)
        path.write_bytes(b"# " + example.encode() + b"\n" + got)
        continue
    if not path.exists():
        print(f"not ok {n} {example}: no recorded output {path}")
        failed += 1
        continue
    want = path.read_bytes().split(b"\n", 1)[1]
    if got != want:
        print(f"not ok {n} {example}: output differs from {path}")
        failed += 1
    else:
        print(f"ok {n} {example}")
sys.exit(1 if failed else 0)
