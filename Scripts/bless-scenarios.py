#!/usr/bin/env python3
"""Re-records the ====stdout==== section of CLI scenarios from the current binary (review the git diff!).
Usage: Scripts/bless-scenarios.py [name.scenario ...]   (needs a debug build: swift build)"""
import os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
folder = os.path.join(root, "Tests/CLITests/Scenarios")
binary = os.path.join(root, ".build/debug/cardlint")
names = sys.argv[1:] or sorted(n for n in os.listdir(folder) if n.endswith(".scenario"))

def sections(text):
    parts, cur, body = [], None, []
    for line in text.split("\n"):
        if line.startswith("====") and line.endswith("====") and len(line) > 8:
            if cur is not None: parts.append((cur, body))
            cur, body = line[4:-4], []
        else:
            body.append(line)
    if cur is not None: parts.append((cur, body))
    return parts

for name in names:
    path = os.path.join(folder, name)
    parts = sections(open(path).read())
    with tempfile.TemporaryDirectory() as d:
        args, stdin = [], None
        for sec, body in parts:
            content = "\n".join(body).rstrip("\n")
            if sec == "args": args = content.replace("$DIR", d).split(" ")
            elif sec == "stdin": stdin = content + "\n"
            elif sec.startswith("file:"):
                f = os.path.join(d, sec[5:]); os.makedirs(os.path.dirname(f), exist_ok=True)
                open(f, "w").write(content + "\n")
        env = dict(os.environ, NO_COLOR="1", CARDLINT_RULES=os.path.join(root, "rules"))
        r = subprocess.run([binary] + args, cwd=d, input=stdin, capture_output=True, text=True, env=env)
        out = r.stdout.replace(d, "$DIR").rstrip("\n")
    new = []
    for sec, body in parts:
        if sec == "stdout": body = out.split("\n") if out else [""]
        if sec == "exit": body = [str(r.returncode), ""]
        new.append("====%s====\n%s" % (sec, "\n".join(body).rstrip("\n") if sec != "exit" else str(r.returncode)))
    open(path, "w").write("\n".join(new) + "\n")
    print(f"{name}: exit {r.returncode}")
