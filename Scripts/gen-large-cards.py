#!/usr/bin/env python3
"""Writes large hostile-but-valid Adaptive Cards (about 2 MB, tens of thousands of nodes each) into DIR,
for checking that a lint of one stays linear (issue #25: "two 2 MB fuzzed cards of ~80 000 nodes").
Deterministic: the same arguments give the same files.

  gen-large-cards.py DIR [--bytes N] [SEED_DIR ...]

Shapes written (one file each):
  mixed.json      a random tree of every common element, deep and wide: containers, column sets, tables,
                  fact sets, inputs with labels (many alike), action sets with ShowCards nested in ShowCards,
                  text with Markdown and ${bindings}, unknown properties, selectActions
  flat.json       the same elements, all in the card's body (one very long list)
  dense.json      small elements (about 25 bytes a node) nested at random: ~80 000 nodes in 2 MB
  deep.json       containers nested as deep as the reader allows, each level a few elements wide
  seeded.json     the elements of the cards under SEED_DIRs (corpus cards, fuzz inputs: any JSON file),
                  taken apart and put back together in nested containers and ShowCards until the size is reached
Each file's node count is printed (objects with a "type")."""
import json, os, random, sys

WORDS = ("approval request expense report **flight** delayed _gate_ changed invoice [overdue](https://e.com/x) "
         "incident ${status} ${$root.user.name} resolved meeting {{DATE(2024-01-01T00:00:00Z)}} digest "
         "Grüße café 東京 😀 - * [ ] \\n").split()


def text(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n))


class Maker:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.n = 0

    def unknown(self, o):
        if self.rng.random() < 0.15:
            for k in range(self.rng.randint(1, 4)):
                o[f"x{self.rng.randint(0, 9)}Prop{k}"] = self.rng.choice([1, "a", True, None, [1], {"a": 1}])
        return o

    def action(self, depth):
        r, self.n = self.rng, self.n + 1
        kind = r.choice(["Action.Submit", "Action.OpenUrl", "Action.ShowCard", "Action.ToggleVisibility", "Action.Execute"])
        a = {"type": kind, "title": r.choice(["Open", "More", "click here", "", text(r, 2)])}
        if kind == "Action.OpenUrl":
            a["url"] = "https://e.com/" + str(self.n)
        if kind == "Action.ShowCard":
            a["card"] = {"type": "AdaptiveCard", "body": self.items(depth + 1, r.randint(1, 4))}
            self.n += 1
        if kind == "Action.ToggleVisibility":
            a["targetElements"] = [f"id{r.randint(0, self.n)}", {"elementId": f"id{r.randint(0, self.n)}", "isVisible": False}]
        return self.unknown(a)

    def element(self, depth):
        r, self.n = self.rng, self.n + 1
        leaf = depth > 40 or r.random() < 0.55
        kinds = ["TextBlock", "Image", "Input.Text", "Input.ChoiceSet", "Input.Toggle", "FactSet", "RichTextBlock",
                 "Input.Number", "Input.Date", "Icon", "Rating"]
        if not leaf:
            kinds += ["Container", "ColumnSet", "ActionSet", "Table", "ImageSet"] * 3
        k = r.choice(kinds)
        e = {"type": k}
        if r.random() < 0.3:
            e["id"] = f"id{r.randint(0, 50) if r.random() < 0.3 else self.n}"
        if k == "TextBlock":
            e.update(text=text(r, r.randint(1, 12)), wrap=r.random() < 0.6)
            if r.random() < 0.2:
                e["maxLines"] = r.randint(0, 3)
        elif k == "Image":
            e.update(url=f"https://e.com/i{self.n}.png", size=r.choice(["small", "auto", "large"]))
            if r.random() < 0.5:
                e["altText"] = text(r, 2)
            if r.random() < 0.3:
                e["selectAction"] = self.action(depth)
        elif k.startswith("Input."):
            e["id"] = f"in{self.n}"
            if r.random() < 0.8:
                e["label"] = r.choice(["Name", "name", "Date", "Comment", text(r, 2)])
            if k == "Input.ChoiceSet":
                e["choices"] = [{"title": text(r, 1), "value": str(i)} for i in range(r.randint(1, 6))]
                self.n += len(e["choices"])
            if k == "Input.Toggle":
                e["title"] = text(r, 3)
        elif k == "FactSet":
            e["facts"] = [{"title": text(r, 1), "value": text(r, 3)} for _ in range(r.randint(1, 6))]
            self.n += len(e["facts"])
        elif k == "RichTextBlock":
            e["inlines"] = [{"type": "TextRun", "text": text(r, 3), **({"selectAction": {"type": "Action.Submit"}} if r.random() < 0.2 else {})}
                            for _ in range(r.randint(1, 4))]
            self.n += len(e["inlines"])
        elif k == "Icon":
            e["name"] = r.choice(["Calendar", "Add", "Nope"])
        elif k == "Rating":
            e.update(value=r.randint(0, 5), max=5)
        elif k == "Container":
            e["items"] = self.items(depth + 1, r.randint(1, 6))
            if r.random() < 0.3:
                e["selectAction"] = self.action(depth)
            e["style"] = r.choice(["emphasis", "good", "default"])
        elif k == "ColumnSet":
            cols = []
            for _ in range(r.randint(1, 8)):
                self.n += 1
                cols.append({"type": "Column", "width": r.choice(["auto", "stretch", "40px", 1]), "items": self.items(depth + 1, r.randint(1, 3))})
            e["columns"] = cols
        elif k == "ActionSet":
            e["actions"] = [self.action(depth) for _ in range(r.randint(1, 6))]
        elif k == "Table":
            cols = r.randint(1, 4)
            e["columns"] = [{"width": 1} for _ in range(cols)]
            rows = []
            for _ in range(r.randint(1, 4)):
                cells = []
                for _ in range(cols):
                    self.n += 1
                    cells.append({"type": "TableCell", "items": self.items(depth + 1, 1)})
                self.n += 1
                rows.append({"type": "TableRow", "cells": cells})
            e["rows"] = rows
        elif k == "ImageSet":
            e["images"] = [{"type": "Image", "url": f"https://e.com/s{i}.png"} for i in range(r.randint(1, 8))]
            self.n += len(e["images"])
        return self.unknown(e)

    def items(self, depth, count):
        return [self.element(depth) for _ in range(count)]


def card(body, actions=()):
    c = {"type": "AdaptiveCard", "version": "1.6", "body": body}
    if actions:
        c["actions"] = list(actions)
    return c


def nodes(v):
    if isinstance(v, dict):
        return ("type" in v) + sum(nodes(x) for x in v.values())
    if isinstance(v, list):
        return sum(nodes(x) for x in v)
    return 0


def write(path, c):
    s = json.dumps(c, ensure_ascii=True, separators=(",", ":"))
    with open(path, "w", encoding="ascii") as f:
        f.write(s)
    print(f"{path}: {len(s.encode())} bytes, {nodes(c)} nodes")


def grow(limit, make):
    """Top-level parts from `make()` until the card's JSON reaches `limit` bytes (estimated per part)."""
    parts, size, redraws = [], 0, 0
    while size < limit:
        p = make()
        n = len(json.dumps(p, ensure_ascii=True, separators=(",", ":")).encode()) + 1
        if n > limit / 20 and redraws < 20:
            redraws += 1
            continue  # one part much larger than the rest: draw another (20 in a row too large: the shape's parts are all large, keep it)
        parts.append(p)
        size, redraws = size + n, 0
    return parts


def seed_elements(dirs):
    out = []
    def walk(v):
        if isinstance(v, dict):
            t = v.get("type")
            if isinstance(t, str) and t != "AdaptiveCard" and not t.startswith("Action.") and t not in ("Column", "TableRow", "TableCell", "TextRun", "Fact"):
                out.append(v)
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    for d in dirs:
        for root, _, files in os.walk(d):
            for f in sorted(files):
                try:
                    with open(os.path.join(root, f), encoding="utf-8") as fh:
                        walk(json.load(fh))
                except (ValueError, OSError, RecursionError):
                    pass
    return out


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    out, limit, seeds = args[0], 2_000_000, []
    i = 1
    while i < len(args):
        if args[i] == "--bytes":
            limit, i = int(args[i + 1]), i + 2
        else:
            seeds.append(args[i]); i += 1
    os.makedirs(out, exist_ok=True)
    m = Maker(1)
    write(f"{out}/mixed.json", card(grow(limit * 0.9, lambda: m.element(0)), grow(limit * 0.1, lambda: m.action(0))))
    m = Maker(2)
    write(f"{out}/flat.json", card(grow(limit, lambda: m.element(41))))
    r = random.Random(5)
    count = [0]
    def dense(depth):
        count[0] += 1
        k = r.random()
        if depth < 30 and k < 0.12:
            return {"type": "Container", "items": [dense(depth + 1) for _ in range(r.randint(1, 5))]}
        if depth < 30 and k < 0.18:
            count[0] += 1
            return {"type": "ColumnSet", "columns": [{"type": "Column", "items": [dense(depth + 1) for _ in range(r.randint(1, 3))]}]}
        if depth < 30 and k < 0.21:
            count[0] += 2
            return {"type": "ActionSet", "actions": [{"type": "Action.ShowCard", "card": {"type": "AdaptiveCard", "body": [dense(depth + 1) for _ in range(r.randint(1, 3))]}}]}
        if k < 0.45:
            return {"type": "TextBlock", "text": r.choice(["a", "${a}", "[a](b)", "*a*", "{{"])}
        if k < 0.6:
            return {"type": "Input.Text", "id": f"i{count[0] % 97}", "label": r.choice(["L", "l", "M"])}
        if k < 0.7:
            count[0] += 1
            return {"type": "ActionSet", "actions": [{"type": "Action.Submit", "title": r.choice(["t", "u"])}]}
        if k < 0.8:
            return {"type": "Image", "url": "u", **({"selectAction": {"type": "Action.Submit"}} if r.random() < 0.3 else {})}
        if k < 0.9:
            return {"type": "TextBlock", "text": "b", "x" + str(r.randint(0, 99)): 1}
        return {"type": "Icon", "name": "Add"}
    write(f"{out}/dense.json", card(grow(limit, lambda: dense(0))))
    m = Maker(3)
    def deep():
        e = m.element(41)
        for _ in range(60):
            e = {"type": "Container", "items": [e] + m.items(41, 2)}
        return e
    write(f"{out}/deep.json", card(grow(limit, deep)))
    if seeds:
        parts = seed_elements(seeds)
        r = random.Random(4)
        def seeded():
            items = [r.choice(parts) for _ in range(r.randint(2, 8))]
            if r.random() < 0.3:
                return {"type": "ActionSet", "actions": [{"type": "Action.ShowCard", "title": "s", "card": {"type": "AdaptiveCard", "body": items}}]}
            return {"type": "Container", "items": items}
        write(f"{out}/seeded.json", card(grow(limit, seeded)))


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    main()
