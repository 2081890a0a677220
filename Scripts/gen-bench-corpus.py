#!/usr/bin/env python3
"""Writes N synthetic but realistic Adaptive Cards (about 30 nodes each, some with findings) into DIR.
Deterministic: the same N gives the same files. Usage: gen-bench-corpus.py N DIR"""
import json, os, random, sys

WORDS = ("approval request expense report flight delayed gate changed invoice overdue incident resolved "
         "meeting moved weekly digest survey feedback order shipped deployment failed build passed "
         "Grüße café naïve résumé Zürich Ελλάδα Москва 東京 😀").split()

def text(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n))

def card(i):
    rng = random.Random(i)
    body = [{"type": "TextBlock", "text": text(rng, 4), "size": "Large", "weight": "Bolder", "wrap": True, "style": "heading"},
            {"type": "TextBlock", "text": text(rng, 18), "wrap": True, "isSubtle": rng.random() < 0.5}]
    facts = [{"title": text(rng, 1) + ":", "value": text(rng, 3)} for _ in range(rng.randint(2, 5))]
    body.append({"type": "FactSet", "facts": facts})
    cols = []
    for c in range(rng.randint(2, 3)):
        items = [{"type": "Image", "url": f"https://example.com/{i}/{c}.png", "size": "Small"}]
        if rng.random() < 0.7:
            items[0]["altText"] = text(rng, 2)
        items.append({"type": "TextBlock", "text": text(rng, 3), "wrap": rng.random() < 0.6})
        cols.append({"type": "Column", "width": rng.choice(["auto", "stretch", "60px", 1, 2]), "items": items})
    body.append({"type": "ColumnSet", "columns": cols})
    body.append({"type": "Input.Text", "id": f"comment{i}", "placeholder": "Add a comment", "isMultiline": True,
                 **({"label": "Comment"} if rng.random() < 0.6 else {})})
    body.append({"type": "Input.ChoiceSet", "id": "choice", "label": "Priority",
                 "choices": [{"title": t, "value": t.lower()} for t in ("High", "Medium", "Low")]})
    container = {"type": "Container", "style": rng.choice(["emphasis", "good", "attention", "default"]),
                 "items": [{"type": "TextBlock", "text": text(rng, 8), "wrap": True, "maxLines": 2}]}
    if rng.random() < 0.3:
        container["selectAction"] = {"type": "Action.OpenUrl", "url": "https://example.com/details"}
    body.append(container)
    actions = [{"type": "Action.Submit", "title": "Approve", "style": "positive"},
               {"type": "Action.Submit", "title": "Reject", "style": "destructive"},
               {"type": "Action.OpenUrl", "title": rng.choice(["Open the report", "More", "click here"]),
                "url": "https://example.com/r"}]
    return {"type": "AdaptiveCard", "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
            "version": rng.choice(["1.3", "1.4", "1.5"]), "body": body, "actions": actions}

def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    os.makedirs(out, exist_ok=True)
    per_dir = 1000
    for i in range(n):
        d = os.path.join(out, f"d{i // per_dir:04d}")
        if i % per_dir == 0:
            os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, f"card{i:06d}.json"), "w") as f:
            json.dump(card(i), f, indent=2, ensure_ascii=False)

main()
