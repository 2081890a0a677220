#!/usr/bin/env python3
"""Precision and recall of cardlint's accessibility rules on corpus/accessibility.

Runs `.build/debug/cardlint lint corpus/accessibility --format json` (building with
`swift build` first if the binary is missing), keeps the findings of accessibility-pack
rules (the ids are the file names of rules/accessibility/*.yaml) and matches them against
the hand-made ground truth in corpus/accessibility/LABELS.tsv:

    card <TAB> line <TAB> rule <TAB> verdict <TAB> why

A finding is a true positive when a label with verdict `expected` has the same card, rule
and line; each label matches at most one finding (two findings on one line need two
labels). Findings without a matching `expected` label are false positives (the script
shows the label's reason when the row is labelled `false-positive`, and marks findings
nobody has labelled yet). `expected` labels no finding matched are false negatives.

Prints a per-rule table and the overall numbers, then the FN and FP rows. Always exits 0:
it is a measurement, not a test.

Usage: python3 Scripts/corpus-precision-recall.py [--from-json FILE]
  --from-json FILE  score a saved `cardlint lint corpus/accessibility --format json` output
                    instead of running cardlint (run from the repository root)
"""

import csv
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join("corpus", "accessibility")
LABELS = os.path.join(ROOT, CORPUS, "LABELS.tsv")
RULES_DIR = os.path.join(ROOT, "rules", "accessibility")
BINARY = os.path.join(ROOT, ".build", "debug", "cardlint")


def accessibility_rule_ids():
    return sorted(name[: -len(".yaml")] for name in os.listdir(RULES_DIR) if name.endswith(".yaml"))


def run_cardlint():
    if not os.path.exists(BINARY):
        print("building cardlint (swift build)...", file=sys.stderr)
        subprocess.run(["swift", "build"], cwd=ROOT, check=False)
    if not os.path.exists(BINARY):
        raise RuntimeError("no cardlint binary at %s after swift build" % BINARY)
    # cardlint exits 1 when it reports problems: that is not a failure here.
    proc = subprocess.run([BINARY, "lint", CORPUS, "--format", "json"], cwd=ROOT,
                          capture_output=True, text=True)
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError:
        raise RuntimeError("cardlint lint did not print JSON (exit %d): %s"
                           % (proc.returncode, (proc.stderr or proc.stdout).strip()[:2000]))


def card_name(path):
    """The finding's file relative to corpus/accessibility (as LABELS.tsv names cards)."""
    rel = os.path.relpath(os.path.join(ROOT, path) if not os.path.isabs(path) else path,
                          os.path.join(ROOT, CORPUS))
    return rel.replace(os.sep, "/")


def read_labels(rule_ids):
    expected, false_pos, problems = [], {}, []
    with open(LABELS, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        missing = {"card", "line", "rule", "verdict", "why"} - set(reader.fieldnames or [])
        if missing:
            raise RuntimeError("LABELS.tsv lacks columns: %s" % ", ".join(sorted(missing)))
        for n, row in enumerate(reader, start=2):
            try:
                key = (row["card"].strip(), int(row["line"]), row["rule"].strip())
            except (TypeError, ValueError):
                problems.append("LABELS.tsv:%d: bad row %r" % (n, row))
                continue
            verdict = (row["verdict"] or "").strip()
            why = (row["why"] or "").strip()
            if key[2] not in rule_ids:
                problems.append("LABELS.tsv:%d: '%s' is not an accessibility rule" % (n, key[2]))
            if not os.path.exists(os.path.join(ROOT, CORPUS, key[0])):
                problems.append("LABELS.tsv:%d: no card %s" % (n, key[0]))
            if verdict == "expected":
                expected.append((key, why))
            elif verdict == "false-positive":
                false_pos[key] = why
            else:
                problems.append("LABELS.tsv:%d: unknown verdict '%s'" % (n, verdict))
    return expected, false_pos, problems


def ratio(num, den):
    return "%.3f" % (num / den) if den else "n/a"


def main():
    rule_ids = set(accessibility_rule_ids())
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--from-json":
        with open(args[1], encoding="utf-8") as f:
            report = json.load(f)
    elif args:
        raise RuntimeError("usage: corpus-precision-recall.py [--from-json FILE]")
    else:
        report = run_cardlint()
    findings = []
    for f in report.get("findings", []):
        if f.get("ruleId") in rule_ids:
            # A finding that reports one cause for several places (an action row: issue 26 §6) keeps
            # each place's own finding as a related location "[rule-id] message": it is scored as
            # those findings, so the measurement counts what it reports, not how it is grouped.
            folded = []
            for r in f.get("related") or []:
                m = re.match(r"\[([a-z0-9-]+)\] ", r.get("message", ""))
                if m and m.group(1) in rule_ids and r.get("line"):
                    folded.append((card_name(r.get("file") or f["file"]), int(r["line"]), m.group(1)))
            for key in folded or [(card_name(f["file"]), int(f["line"]), f["ruleId"])]:
                findings.append({"key": key, "column": f.get("column"), "message": f.get("message", "")})
    expected, false_pos, problems = read_labels(rule_ids)

    # One-to-one matching on (card, line, rule).
    pool = defaultdict(list)
    for key, why in expected:
        pool[key].append(why)
    tp, fp = Counter(), Counter()
    fp_rows = []
    for f in sorted(findings, key=lambda f: (f["key"], f["column"] or 0)):
        key = f["key"]
        if pool[key]:
            pool[key].pop()
            tp[key[2]] += 1
        else:
            fp[key[2]] += 1
            fp_rows.append((f, false_pos.get(key)))
    fn = Counter()
    fn_rows = []
    for key, whys in sorted(pool.items()):
        for why in whys:
            fn[key[2]] += 1
            fn_rows.append((key, why))

    print("cardlint accessibility rules on %s (labels: %s)" % (CORPUS, os.path.relpath(LABELS, ROOT)))
    print("%d accessibility findings, %d expected labels, %d false-positive labels\n"
          % (len(findings), len(expected), len(false_pos)))
    header = "%-32s %4s %4s %4s %9s %7s" % ("rule", "TP", "FP", "FN", "precision", "recall")
    print(header)
    print("-" * len(header))
    active = sorted(set(tp) | set(fp) | set(fn))
    for rule in active:
        print("%-32s %4d %4d %4d %9s %7s" % (rule, tp[rule], fp[rule], fn[rule],
                                             ratio(tp[rule], tp[rule] + fp[rule]),
                                             ratio(tp[rule], tp[rule] + fn[rule])))
    T, F, N = sum(tp.values()), sum(fp.values()), sum(fn.values())
    print("-" * len(header))
    print("%-32s %4d %4d %4d %9s %7s" % ("OVERALL", T, F, N, ratio(T, T + F), ratio(T, T + N)))
    idle = sorted(rule_ids - set(active))
    if idle:
        print("\nno labels and no findings in this corpus (%d rules): %s" % (len(idle), ", ".join(idle)))

    print("\nFALSE NEGATIVES (expected, not reported): %d" % len(fn_rows))
    for (card, line, rule), why in fn_rows:
        print("  %s:%d  %s  -- %s" % (card, line, rule, why))
    print("\nFALSE POSITIVES (reported, not expected): %d" % len(fp_rows))
    for f, why in fp_rows:
        card, line, rule = f["key"]
        note = why if why is not None else "UNLABELLED: add a row to LABELS.tsv"
        print("  %s:%d:%s  %s  -- %s\n      message: %s" % (card, line, f["column"], rule, note, f["message"]))
    if problems:
        print("\nLABELS.tsv problems:")
        for p in problems:
            print("  " + p)


if __name__ == "__main__":
    try:
        main()
    except Exception as e:  # a measurement: report and exit 0
        print("corpus-precision-recall: %s" % e, file=sys.stderr)
    sys.exit(0)
