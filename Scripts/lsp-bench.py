#!/usr/bin/env python3
"""Latency and memory of `cardlint lsp` as an editor sees them (a benchmark, not a test).

Starts the server, opens a generated card of N nodes, then types: each edit changes one text by
an incremental change and waits for the diagnostics of that version. Prints the edit-to-diagnostics
latency (median, p95, max) per card size and the server's resident memory after the first and the
last edit (flat memory means nothing grows per edit).

    swift build -c release
    python3 Scripts/lsp-bench.py [--binary .build/release/cardlint] [--edits 1000] [--sizes 200 2000]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time


class Client:
    def __init__(self, binary):
        self.proc = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.proc.stdout.read(length))

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == ident and "method" not in message:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, version):
        while True:
            message = self.receive()
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def rss_kb(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0


def card(nodes):
    """A card of about `nodes` elements: containers of a heading, text, facts and an image."""
    body, count, i = [], 0, 0
    while count < nodes:
        body.append({"type": "Container", "items": [
            {"type": "TextBlock", "text": f"Section {i}", "style": "heading", "wrap": True},
            {"type": "TextBlock", "text": f"Details for item {i} of the report", "wrap": True},
            {"type": "FactSet", "facts": [{"title": "Owner", "value": f"Person {i}"}]},
            {"type": "Image", "url": f"https://example.com/{i}.png", "altText": f"Chart {i}", "size": "small"},
        ]})
        count += 5
        i += 1
    text = json.dumps({"type": "AdaptiveCard", "version": "1.5", "body": body}, indent=2)
    return text


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def bench(binary, nodes, edits):
    client = Client(binary)
    client.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    client.notify("initialized", {})
    uri = f"file:///tmp/cardlint-lsp-bench/card-{nodes}.json"
    text = card(nodes)
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}})
    client.diagnostics(uri, 1)
    # The edit: the digit in "Section 0" typed over and over (line and character found once).
    line_no = next(n for n, line in enumerate(text.split("\n")) if '"Section 0"' in line)
    character = text.split("\n")[line_no].index('"Section 0"') + len('"Section ')
    latencies, rss_first = [], None
    for k in range(edits):
        version = k + 2
        change = {"range": {"start": {"line": line_no, "character": character},
                            "end": {"line": line_no, "character": character + 1}}, "text": str(k % 10)}
        start = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        client.diagnostics(uri, version)
        latencies.append((time.perf_counter() - start) * 1000)
        if rss_first is None:
            rss_first = client.rss_kb()
    rss_last = client.rss_kb()
    client.request("shutdown", None)
    client.notify("exit", None)
    code = client.proc.wait(timeout=10)
    print(f"{nodes:5} nodes, {edits} edits: median {statistics.median(latencies):.1f} ms, "
          f"p95 {percentile(latencies, 95):.1f} ms, max {max(latencies):.1f} ms; "
          f"RSS after edit 1 {rss_first / 1024:.1f} MB, after edit {edits} {rss_last / 1024:.1f} MB; exit {code}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/cardlint")
    parser.add_argument("--edits", type=int, default=1000)
    parser.add_argument("--sizes", type=int, nargs="+", default=[200, 2000])
    args = parser.parse_args()
    for nodes in args.sizes:
        bench(args.binary, nodes, args.edits)


if __name__ == "__main__":
    sys.exit(main())
