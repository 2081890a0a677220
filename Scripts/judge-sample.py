#!/usr/bin/env python3
"""Measure cardlint's precision on cards that are not in this repository, by hand.

Two steps, so that every number comes from a person (or reviewer) reading findings one by one:

  1. sample: draw a stratified sample of findings from a `cardlint lint … --format json` report
     (every error, warning and review finding of each rule has the same chance; at most --per-rule
     of each rule and severity, seeded, so the same report gives the same sample) and write a
     TSV to judge, with the card's lines around each finding printed to a second file to read:

       python3 Scripts/judge-sample.py sample report.json --per-rule 6 --seed 1 \\
           --out judged.tsv --context context.txt

  2. score: once the `verdict` column of the TSV holds `true`, `false` or `debatable` on every row
     (and `why` says why), print precision per rule, per severity and overall:

       python3 Scripts/judge-sample.py score judged.tsv --report report.json

     With --report, per-rule precision is weighted by how many findings each rule and severity
     has in the whole report (the sample is stratified, so unweighted figures overstate rare
     rules). Debatable rows count as not true in "strict" and are left out in "decided".
     With --rematch, the judged rows are matched to the report's findings (file, line, column,
     rule): a finding whose severity changed since it was judged counts at its new severity, and
     one the report no longer has is left out and counted as gone (a later build, same cards).

Keep the judged TSV beside the cards it talks about, outside this repository.
Always exits 0 unless its input cannot be read: it is a measurement, not a test.
"""

import argparse
import csv
import json
import random
import sys
from collections import Counter, defaultdict

FIELDS = ["id", "rule", "severity", "file", "line", "column", "message", "verdict", "why"]


def load_findings(path):
    with open(path, encoding="utf-8") as handle:
        report = json.load(handle)
    return report["findings"]


def sample(args):
    findings = load_findings(args.report)
    strata = defaultdict(list)
    for finding in findings:
        strata[(finding["ruleId"], finding["severity"])].append(finding)
    rng = random.Random(args.seed)
    chosen = []
    for key in sorted(strata):
        group = strata[key]
        chosen.extend(rng.sample(group, min(args.per_rule, len(group))))
    with open(args.out, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, delimiter="\t", lineterminator="\n")
        writer.writerow(FIELDS)
        for number, finding in enumerate(chosen, 1):
            writer.writerow([number, finding["ruleId"], finding["severity"], finding["file"],
                             finding["line"], finding["column"], one_line(finding["message"]), "", ""])
    with open(args.context, "w", encoding="utf-8") as out:
        for number, finding in enumerate(chosen, 1):
            out.write(f"#{number} {finding['severity']} [{finding['ruleId']}] "
                      f"{finding['file']}:{finding['line']}:{finding['column']}\n  {finding['message']}\n")
            out.write(excerpt(finding["file"], finding["line"], args.lines))
            out.write("\n")
    print(f"{len(chosen)} findings sampled from {len(findings)} in {len(strata)} rule/severity strata "
          f"-> {args.out}, {args.context}")


def one_line(text):
    return " ".join(text.split())


def excerpt(path, line, radius):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        return f"  (cannot read {path}: {error})\n"
    start, end = max(1, line - radius), min(len(lines), line + radius)
    return "".join(f"  {'>' if n == line else ' '}{n:5} | {lines[n - 1][:200]}\n" for n in range(start, end + 1))


def score(args):
    with open(args.judged, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    unjudged = [row["id"] for row in rows if row["verdict"] not in ("true", "false", "debatable")]
    if unjudged:
        print(f"warning: {len(unjudged)} rows have no verdict yet (ids {', '.join(unjudged[:10])}…)")
    weights = None
    if args.report:
        findings = load_findings(args.report)
        weights = Counter((f["ruleId"], f["severity"]) for f in findings)
        if args.rematch:
            now = {(f["file"], str(f["line"]), str(f["column"]), f["ruleId"]): f["severity"] for f in findings}
            kept, gone = [], Counter()
            for row in rows:
                key = (row["file"], row["line"], row["column"], row["rule"])
                if key in now:
                    row["severity"] = now[key]
                    kept.append(row)
                else:
                    gone[row["verdict"] or "unjudged"] += 1
            rows = kept
            print(f"rematched to {args.report}: {len(kept)} rows kept, gone: {dict(gone) or 'none'}")
    per_stratum = defaultdict(Counter)
    for row in rows:
        if row["verdict"] in ("true", "false", "debatable"):
            per_stratum[(row["rule"], row["severity"])][row["verdict"]] += 1
    print(f"{'rule':40} {'severity':9} {'true':>5} {'false':>5} {'debat':>5} {'in report':>9}")
    for (rule, severity), tally in sorted(per_stratum.items()):
        total = weights[(rule, severity)] if weights else ""
        print(f"{rule:40} {severity:9} {tally['true']:5} {tally['false']:5} {tally['debatable']:5} {total:>9}")
    # Errors and warnings are what a run counts as problems (and can fail CI on); notes are review hints.
    for label, keep in (("errors", lambda s: s == "error"), ("errors and warnings", lambda s: s in ("error", "warning")),
                        ("all findings", lambda s: True)):
        print(summary(label, per_stratum, weights, keep))


def summary(label, per_stratum, weights, keep):
    judged = Counter()
    weighted_true = weighted_decided_true = weighted_total = weighted_decided = 0.0
    for (rule, severity), tally in per_stratum.items():
        if not keep(severity):
            continue
        judged.update(tally)
        n = sum(tally.values())
        weight = weights[(rule, severity)] if weights else n
        weighted_total += weight
        weighted_true += weight * tally["true"] / n
        decided = tally["true"] + tally["false"]
        if decided:
            weighted_decided += weight * decided / n
            weighted_decided_true += weight * tally["true"] / n
    n = sum(judged.values())
    if not n:
        return f"{label}: nothing judged"
    strict = 100 * weighted_true / weighted_total
    decided = 100 * weighted_decided_true / weighted_decided if weighted_decided else float("nan")
    kind = "weighted by the report's counts" if weights else "unweighted"
    return (f"{label}: {n} judged ({judged['true']} true, {judged['false']} false, "
            f"{judged['debatable']} debatable); precision strict {strict:.1f} %, decided {decided:.1f} % ({kind})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    draw = commands.add_parser("sample", help="draw a stratified sample to judge")
    draw.add_argument("report")
    draw.add_argument("--per-rule", type=int, default=6)
    draw.add_argument("--seed", type=int, default=1)
    draw.add_argument("--lines", type=int, default=3, help="lines of the card shown around each finding")
    draw.add_argument("--out", default="judged.tsv")
    draw.add_argument("--context", default="context.txt")
    tally = commands.add_parser("score", help="precision from a judged TSV")
    tally.add_argument("judged")
    tally.add_argument("--report")
    tally.add_argument("--rematch", action="store_true", help="match rows to the report's findings (needs --report)")
    args = parser.parse_args()
    sample(args) if args.command == "sample" else score(args)


if __name__ == "__main__":
    sys.exit(main())
