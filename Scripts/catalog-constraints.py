#!/usr/bin/env python3
"""Check every bound, required property, whole-number type, boolean and enum in the catalog against four upstream parsers.

Usage:
  Scripts/catalog-constraints.py AC_GIT_DIR [--write rules/catalog/upstream-constraints.tsv] [--commit REV]

AC_GIT_DIR is a clone (bare or not) of microsoft/AdaptiveCards; files are read with `git show REV:path`.
For every property of an Adaptive Cards type (origin adaptive-cards) that the catalog gives a `minimum`,
`maximum`, `required: true`, the type `integer` or `boolean`, or an enum, it reads what each source does with the value:
  - schema: schemas/src/**/*.json (`required`, `minimum`, `maximum`, the property's type);
  - JS:     source/nodejs/adaptivecards/src (the property's kind, `propertyMustBeSet`/`CantBeNull` checks,
            `x > 0` guards that ignore small values);
  - .NET:   source/dotnet/Library/AdaptiveCards/*.cs (the C# type, `Required = Required.Always`/[JsonRequired]);
  - C++:    source/shared/cpp/ObjectModel/*.cpp (the ParseUtil call: GetUInt rejects negatives, the
            isRequired argument throws when missing).
and prints one row per (property, constraint) with the decision the catalog must follow: a bound or a
requirement stays only when a parser that renders for some host rejects the value (the card does not
render there); otherwise the most permissive parser wins. With --write it records the rows as a TSV that
Tests/CardlintModelTests/UpstreamConstraintsTests.swift checks rules/catalog against. Exit 1 when the
catalog disagrees with a decision.
"""
import argparse
import importlib.util
import json
import re
import shutil
import subprocess
import tempfile
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("check_catalog", HERE / "check-catalog.py")
check_catalog = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_catalog)

JS_DIR = "source/nodejs/adaptivecards/src"
NET_DIR = "source/dotnet/Library/AdaptiveCards"
CPP_DIR = "source/shared/cpp/ObjectModel"

# Which C++ files deserialize a JSON type (its own parser and the base parsers it calls).
CPP_BASE = {"element": ["BaseCardElement", "BaseElement"], "input": ["BaseInputElement", "BaseCardElement", "BaseElement"],
            "action": ["BaseActionElement", "BaseElement"]}
CPP_FILES = {"AdaptiveCard": ["SharedAdaptiveCard"], "TextBlock": ["TextBlock", "TextElementProperties"],
             "RichTextBlock": ["RichTextBlock"], "TextRun": ["TextRun", "TextElementProperties", "RichTextElementProperties", "Inline"],
             "Container": ["Container", "StyledCollectionElement", "CollectionCoreElement"],
             "Column": ["Column", "StyledCollectionElement", "CollectionCoreElement"],
             "TableCell": ["TableCell", "Container", "StyledCollectionElement", "CollectionCoreElement"],
             "CarouselPage": ["CarouselPage", "Container", "StyledCollectionElement", "CollectionCoreElement"],
             "Input.Text": ["TextInput"], "Input.Number": ["NumberInput"], "Input.Date": ["DateInput"],
             "Input.Time": ["TimeInput"], "Input.Toggle": ["ToggleInput"], "Input.ChoiceSet": ["ChoiceSetInput"],
             "Input.Choice": ["ChoiceInput"], "Data.Query": ["ChoicesData"], "Action.OpenUrl": ["OpenUrlAction"],
             "Action.Submit": ["SubmitAction"], "Action.Execute": ["ExecuteAction"], "Action.ShowCard": ["ShowCardAction"],
             "Action.ToggleVisibility": ["ToggleVisibilityAction"], "TargetElement": ["ToggleVisibilityTarget"],
             "BackgroundImage": ["BackgroundImage"], "MediaSource": ["MediaSource", "ContentSource.h"],
             "CaptionSource": ["CaptionSource", "ContentSource.h"], "Refresh": ["Refresh"],
             "TableColumnDefinition": ["TableColumnDefinition"], "TokenExchangeResource": ["TokenExchangeResource"],
             "AuthCardButton": ["AuthCardButton"], "Authentication": ["Authentication"]}
# C# classes of JSON types that have no `TypeName` constant.
NET_CLASSES = {"Fact": "AdaptiveFact", "Input.Choice": "AdaptiveChoice", "MediaSource": "AdaptiveMediaSource",
               "CaptionSource": "AdaptiveCaptionSource", "TargetElement": "AdaptiveTargetElement",
               "BackgroundImage": "AdaptiveBackgroundImage", "Data.Query": "AdaptiveDataQuery", "Refresh": "AdaptiveRefresh",
               "TableColumnDefinition": "AdaptiveTableColumnDefinition", "TokenExchangeResource": "AdaptiveTokenExchangeResource",
               "AuthCardButton": "AdaptiveAuthCardButton", "Authentication": "AdaptiveAuthentication"}
# Types of one host's vocabulary that an upstream SDK also happens to parse: that host's docs decide.
HOST_VOCABULARY = {"Action.Http": "Outlook Actionable Messages (the JS HttpAction is not Outlook's renderer)"}
# ParseUtil functions whose isRequired parameter is not the one right after the key: offset from the key.
CPP_REQUIRED_AT = {"GetBool": 2, "GetUInt": 2, "GetInt": 2, "GetEnumValue": 3}


class Repo:
    def __init__(self, git_dir, rev):
        self.git_dir, self.rev = git_dir, rev
        self.commit = self.git("rev-parse", rev).strip()

    def git(self, *args):
        return subprocess.run(["git", "--git-dir", str(self.git_dir), *args], check=True,
                              capture_output=True, text=True).stdout

    def ls(self, path):
        return self.git("ls-tree", "-r", "--name-only", self.rev, path).split()

    def show(self, path):
        try:
            return self.git("show", f"{self.rev}:{path}")
        except subprocess.CalledProcessError:
            return None

    def at(self, path, line):
        return f"{path}@{self.commit[:9]}:{line}"


def line_of(text, index):
    return text.count("\n", 0, index) + 1


# ---------------------------------------------------------------------------------------------- schema
SCHEMA_ENUMS = {}


def schema_facts(repo):
    types = {}
    for path in repo.ls("schemas/src"):
        if not path.endswith(".json"):
            continue
        text = repo.show(path)
        doc = json.loads(text)
        if doc.get("classType") == "Enum":
            SCHEMA_ENUMS[Path(path).stem] = [v if isinstance(v, str) else v["value"] for v in doc.get("values", [])]
            continue
        types[Path(path).stem] = (path, text, doc)

    def props(name, seen=()):
        if name not in types or name in seen:
            return {}
        path, text, doc = types[name]
        out = {}
        for parent in [e.strip() for e in (doc.get("extends") or "").split(",") if e.strip()]:
            out.update(props(parent, seen + (name,)))
        for pname, p in (doc.get("properties") or {}).items():
            key = pname.rstrip("?")
            idx = text.find(f'"{pname}"')
            out[key] = (p, repo.at(path, line_of(text, max(idx, 0))))
        return out
    return props


def schema_says(props, t, p, constraint):
    entry = props(t).get(p)
    if entry is None:
        return "not defined", None
    body, where = entry
    if constraint == "required":
        return ("required" if body.get("required") else "optional"), where
    if constraint == "enum":
        vals = [v for part in str(body.get("type", "")).split("|") for v in SCHEMA_ENUMS.get(part.strip().rstrip("?"), [])]
        return (",".join(vals) if vals else f"type {body.get('type')}"), where
    if constraint in ("minimum", "maximum"):
        return (f"{constraint} {body[constraint]}" if constraint in body else f"no {constraint} (type {body.get('type')})"), where
    return f"type {body.get('type')}", where


# ------------------------------------------------------------------------------------------------- JS
def js_facts(repo):
    """The JS classes as Scripts/catalog-diff.py reads them (from a temporary export of the sources)."""
    spec = importlib.util.spec_from_file_location("catalog_diff", HERE / "catalog-diff.py")
    diff = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(diff)
    tmp = Path(tempfile.mkdtemp(prefix="catalog-constraints-"))
    archive = subprocess.run(["git", "--git-dir", str(repo.git_dir), "archive", repo.rev, JS_DIR],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tmp)], input=archive, check=True)
    classes = diff.read_renderer(tmp)
    shutil.rmtree(tmp)
    return diff, classes


def js_says(js, t, p, constraint):
    """What the JS parser does with the property of the class that parses type `t`."""
    diff, classes = js
    cname = next((c for c, body in classes.items() if body["json"] == t and c not in diff.SKIP_CLASSES), None)
    if cname is None:
        return "not defined", None
    prop = diff.renderer_props(classes, cname).get(p)
    if prop is None:
        return "not defined", None
    chain = diff.chain(classes, cname)
    where = None
    for c in chain:
        body = classes[c]
        path = f"{JS_DIR}/{body['file']}"
        text = REPO.show(path)
        header = re.search(rf"class {c}\b", text)
        at = text.find("{", header.start()) if header else 0
        m = re.search(rf'"{re.escape(p)}"', body["body"])
        if m and where is None:
            where = REPO.at(path, line_of(text, max(at, 0)) + body["body"].count("\n", 0, m.start()))
        if constraint == "required":
            setm = re.search(rf'propertyMustBeSet\("{re.escape(p)}"\)', body["body"])
            if setm:
                return "validation error when missing (renders)", \
                    REPO.at(path, line_of(text, max(at, 0)) + body["body"].count("\n", 0, setm.start()))
        guard = re.search(rf"this\.{re.escape(p)}\s*&&\s*this\.{re.escape(p)}\s*>\s*0", body["body"])
        if guard and constraint == "minimum":
            return f"{prop['kind']}, any number; values <= 0 mean no limit", \
                REPO.at(path, line_of(text, max(at, 0)) + body["body"].count("\n", 0, guard.start()))
    if constraint == "required":
        return f"{prop['kind']}, no check when missing", where
    if constraint == "boolean" and prop["kind"] == "BoolProperty":
        return "BoolProperty: parseBool reads true/false and the text \"true\"/\"false\" (any case)", where
    if constraint == "enum":
        vals = [v for v, _ in prop["values"]]
        return (",".join(dict.fromkeys(vals)) + " (case-insensitive; unknown -> default)") if vals else prop["kind"], where
    return (f"{prop['kind']}, any number" if prop["kind"] == "NumProperty" else prop["kind"]), where


REPO = None


# ----------------------------------------------------------------------------------------------- .NET
NET_TEXTS = []


def net_facts(repo):
    classes = {}
    for path in repo.ls(NET_DIR):
        if not path.endswith(".cs") or path.count("/") != NET_DIR.count("/") + 1:
            continue
        text = repo.show(path)
        NET_TEXTS.append(text)
        for m in re.finditer(r"public (?:abstract )?(?:partial )?class (\w+)\s*(?::\s*([\w.]+))?", text):
            tn = re.search(r'public const string TypeName = "([\w.]+)"', text)
            classes[m.group(1)] = {"base": m.group(2), "path": path, "text": text, "json": tn.group(1) if tn else None}
    return classes


def net_class(classes, t):
    if t in NET_CLASSES:
        return NET_CLASSES[t]
    return next((c for c, body in classes.items() if body["json"] == t), None)


def net_says(classes, t, p, constraint):
    cname = net_class(classes, t)
    while cname in classes:
        body = classes[cname]
        text = body["text"]
        # [attributes] public TYPE Name { get; set; }   (JSON name = camelCase of Name unless JsonProperty names it)
        for m in re.finditer(r"((?:\s*\[[^\]]*\]\s*)*)\s*public (?:virtual |override |new )?([\w<>?\[\]., ]+?) (\w+)\s*\{\s*get", text):
            attrs, ctype, name = m.group(1), m.group(2).strip(), m.group(3)
            named = re.search(r'JsonProperty\(\s*(?:PropertyName\s*=\s*)?"(\w+)"', attrs)
            jname = named.group(1) if named else name[:1].lower() + name[1:]
            if jname != p:
                continue
            where = REPO.at(body["path"], line_of(text, m.start(3)))
            if constraint == "required":
                req = "Required.Always" in attrs or "JsonRequired" in attrs
                return ("required (JsonSerializationException when missing)" if req else f"{ctype}, optional"), where
            if constraint == "enum":
                ename = ctype.rstrip("?")
                for other_text in NET_TEXTS:
                    em = re.search(rf"public enum {re.escape(ename)}\s*\{{(.*?)\}}", other_text, re.S)
                    if em:
                        body_ = re.sub(r"///[^\n]*|//[^\n]*", "", em.group(1))
                        members = re.findall(r"(?:\[[^\]]*\]\s*)*(\w+)\s*(?:=\s*\w+)?\s*,?", body_)
                        obsolete = re.findall(r"\[Obsolete[^\]]*\]\s*(\w+)", body_)
                        live = [x for x in members if x not in obsolete]
                        return ",".join(live) + (" +obsolete " + ",".join(obsolete) if obsolete else "") + \
                            " (case-insensitive)", where
                return f"{ctype}", where
            conv = re.search(r"JsonConverter\(typeof\((\w+)\)", attrs)
            return f"{ctype}" + (f" via {conv.group(1)}" if conv else ""), where
        cname = body["base"]
    return "not defined", None


# ------------------------------------------------------------------------------------------------ C++
def cpp_facts(repo):
    files = {Path(p).stem + ("" if p.endswith(".cpp") else ".h"): (p, repo.show(p))
             for p in repo.ls(CPP_DIR) if p.endswith((".cpp", ".h"))}
    enums = files["Enums"][1]
    keys = {}
    for key, json_name in re.findall(r"\{AdaptiveCardSchemaKey::(\w+), \"(\w+)\"\}", enums):
        keys.setdefault(json_name, []).append(key)
    tables = {}
    for m in re.finditer(r"DEFINE_ADAPTIVECARD_ENUM(?:_DEFAULT)?\((\w+),", enums):
        end = enums.find("});", m.end())
        body = enums[m.end():end]
        names = re.findall(r'\{\s*\w+::\w+,\s*"([^"]+)"\s*\}', body)
        aliases = re.findall(r'\{\s*"([^"]+)",\s*\w+::\w+\s*\}', body)
        tables[m.group(1)] = (names, aliases, files["Enums"][0] + "@" + REPO.commit[:9] + ":" + str(line_of(enums, m.start())))
    return files, keys, tables


def split_call(text, start):
    """Arguments of the call whose '(' is at `start` (top level only)."""
    depth, i, cur, args = 0, start, [], []
    while i < len(text):
        c = text[i]
        if c in "(<[{":
            depth += 1
            if depth == 1 and c == "(":
                i += 1
                continue
        elif c in ")>]}":
            depth -= 1
            if depth == 0:
                args.append("".join(cur).strip())
                return args
        if c == "," and depth == 1:
            args.append("".join(cur).strip()); cur = []
        else:
            cur.append(c)
        i += 1
    return args


def cpp_says(cpp, kind, t, p, constraint):
    files, keys, tables = cpp
    names = keys.get(p)
    if not names:
        return "not defined", None
    stems = CPP_FILES.get(t, [t.replace(".", "")]) + CPP_BASE.get(kind, [])
    for stem in stems:
        if stem not in files:
            continue
        path, text = files[stem]
        for m in re.finditer(rf"(?:ParseUtil::)?(Get\w+)\s*(?:<[^(]*>)?\s*\(", text):
            args = split_call(text, m.end() - 1)
            hit = [i for i, a in enumerate(args) if any(a.endswith(f"AdaptiveCardSchemaKey::{key}") for key in names)]
            if not hit:
                continue
            fn, k = m.group(1), hit[0]
            where = REPO.at(path, line_of(text, m.start()))
            if constraint == "enum":
                targ = re.match(r"Get\w+\s*<\s*(\w+)", text[m.start():].replace("ParseUtil::", ""))
                if "Enum" not in fn or not targ or targ.group(1) not in tables:
                    return f"{fn}", where
                names, aliases, _ = tables[targ.group(1)]
                return ",".join(names) + (" +aliases " + ",".join(aliases) if aliases else "") + \
                    " (case-insensitive; unknown -> default)", where
            if constraint == "required":
                off = CPP_REQUIRED_AT.get(fn, 1)
                if fn == "GetString" and len(args) - k == 3:
                    off = 2
                flag = args[k + off] if len(args) > k + off else "false"
                if flag == "true":
                    return f"{fn}: throws when missing", where
                if re.fullmatch(r"[A-Za-z_]\w*", flag) and flag != "false":
                    return f"{fn}: throws when missing if {flag}", where
                return f"{fn}: optional", where
            if fn in ("GetUInt", "GetOptionalUnsignedInt"):
                return f"{fn}: whole numbers >= 0, other values throw", where
            if fn in ("GetInt", "GetOptionalInt"):
                return f"{fn}: whole numbers, other values throw", where
            if fn in ("GetBool", "GetOptionalBool"):
                return f"{fn}: JSON booleans only, other values throw", where
            if fn in ("GetOptionalDouble", "GetDouble"):
                return f"{fn}: any number", where
            return fn, where
    return "not parsed", None


# ------------------------------------------------------------------------------------------- decision
def listed(said):
    """Values and aliases from a `a,b +aliases c (…)` cell."""
    said = said.split(" (")[0]
    main, _, alias = said.partition(" +aliases ")
    words = lambda x: {v.strip().lower() for v in x.split(",") if v.strip() and " " not in v.strip()}
    return words(main), words(alias)


def decide_enum(catalog, js, cpp):
    mine_values, mine_aliases = listed(catalog)
    mine = mine_values | mine_aliases
    js_vals, _ = listed(js) if "," in js else (set(), set())
    cpp_vals, cpp_alias = listed(cpp) if "," in cpp else (set(), set())
    extra = sorted((js_vals | cpp_vals) - mine - {"none"})
    alias = sorted(cpp_alias - mine_values)
    if extra:
        return "values " + ",".join(extra) + ": a renderer draws them; the catalog must accept them"
    if alias:
        return "alias " + ",".join(alias) + ": the C++ shared model reads it as the default value and the JS SDK falls back to the default, so it renders as the default everywhere (no error)"
    return "values: the catalog accepts every value a renderer draws"


def decide(t, constraint, js, net, cpp, schema, catalog=""):
    """The constraint the catalog keeps. A value one parser rejects keeps its error only when that parser
    renders for a modelled host: the C++ shared model does (iOS, Android, Windows, Teams mobile); no
    modelled host renders with the .NET SDK, so what only .NET rejects is recorded, not enforced."""
    unknown = all(x in ("not defined", "not parsed") for x in (js, net, cpp)) and schema == "not defined"
    if t in HOST_VOCABULARY:
        return f"kept: the vocabulary of {HOST_VOCABULARY[t]}"
    if unknown:
        return "kept: no upstream source defines it (a host's own vocabulary; its docs decide)"
    if constraint == "required":
        if "throws" in cpp:
            return "required-error: the C++ shared model throws without it (the element is not shown)"
        if js.startswith("validation error"):
            return "required-error: the JS SDK reports the card invalid without it (the element is drawn but does nothing)"
        return "required-note: the JS SDK and the C++ shared model render without it"
    if constraint == "minimum":
        if "throw" in cpp and ">= 0" in cpp:
            return "minimum 0: the C++ shared model throws on negative values"
        return "no minimum: every parser accepts any number"
    if constraint == "maximum":
        return "no maximum: every parser accepts any number"
    if constraint == "enum":
        return decide_enum(catalog, js, cpp)
    if constraint == "boolean":
        if js.startswith("BoolProperty") and "GetBool" in cpp:
            return "boolean-text-warning: the JS SDK reads \"true\"/\"false\" text as a boolean (parseBool), the C++ shared model's GetBool throws on it"
        if js.startswith("BoolProperty"):
            return "boolean-text-warning: the JS SDK reads \"true\"/\"false\" text as a boolean (parseBool)"
        return "boolean: no JS BoolProperty defines it here; property-type still only warns on \"true\" text, as for every boolean"
    if constraint == "integer":
        if "throw" in cpp:
            return "integer: the C++ shared model throws on fractions"
        return "number: the JS SDK accepts any number (only .NET reads an int)"
    return "?"


def agrees(catalog, decision):
    token = decision.split(":")[0]
    if token == "kept" or token.startswith("values") and decision.startswith("values:"):
        return True
    if token in ("boolean-text-warning", "boolean"):
        return catalog == "boolean"
    if token.startswith("alias "):
        return set(token[len("alias "):].split(",")) <= listed(catalog)[1]
    if token.startswith("values "):
        return False
    return {"required-error": catalog == "required", "required-note": catalog.startswith("required (note"),
            "integer": catalog == "integer", "number": False, "no minimum": False, "no maximum": False,
            }.get(token, catalog == token)


def catalog_rows(checker):
    rows = []
    for t, body in sorted(checker.types.items()):
        if body.get("origin") != "adaptive-cards":
            continue
        for p, spec in sorted(checker.effective_props(body).items()):
            types = spec["type"] if isinstance(spec["type"], list) else [spec["type"]]
            if spec.get("required") is True:
                rows.append((t, p, "required", "required (note: rendered-when-missing)" if spec.get("rendered-when-missing") else "required"))
            if "minimum" in spec:
                rows.append((t, p, "minimum", f"minimum {spec['minimum']}"))
            if "maximum" in spec:
                rows.append((t, p, "maximum", f"maximum {spec['maximum']}"))
            if "integer" in types:
                rows.append((t, p, "integer", "integer"))
            if types == ["boolean"]:
                rows.append((t, p, "boolean", "boolean"))
            if types == ["enum"]:
                enum = checker.enums.get(spec.get("enum")) or {}
                values = spec.get("values") or enum.get("values") or []
                aliases = spec.get("value-aliases") or enum.get("aliases") or {}
                rows.append((t, p, "enum", ",".join(values) + (" +aliases " + ",".join(aliases) if aliases else "")))
    return rows


def main():
    global REPO
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("git_dir", type=Path)
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--write", type=Path)
    ap.add_argument("--catalog", type=Path, default=HERE.parent / "rules" / "catalog")
    args = ap.parse_args()
    REPO = Repo(args.git_dir, args.rev)
    checker = check_catalog.Checker()
    checker.load(args.catalog)
    sprops, js, net, cpp = schema_facts(REPO), js_facts(REPO), net_facts(REPO), cpp_facts(REPO)
    out, stricter = [], []
    for t, p, constraint, mine in catalog_rows(checker):
        kind = checker.types[t].get("kind")
        s, s_at = schema_says(sprops, t, p, constraint)
        j, j_at = js_says(js, t, p, constraint)
        n, n_at = net_says(net, t, p, constraint)
        c, c_at = cpp_says(cpp, kind, t, p, constraint)
        decision = decide(t, constraint, j, n, c, s, mine)
        cpp_decides = decision.startswith(("required-error: the C++", "minimum", "integer", "alias", "boolean:"))
        source = c_at if (cpp_decides and c_at) else (j_at or s_at or n_at or c_at or "")
        out.append([f"{t}.{p}", constraint, mine, s, j, n, c, decision, source])
        if not agrees(mine, decision):
            stricter.append(f"{t}.{p}: catalog {mine}; {decision}")
    if args.write:
        head = [f"# Catalog constraints vs upstream parsers: microsoft/AdaptiveCards @{REPO.commit[:9]}.",
                "# Generated by Scripts/catalog-constraints.py (regenerate, do not edit); checked by",
                "# Tests/CardlintModelTests/UpstreamConstraintsTests.swift. One row per minimum, maximum, required property,",
                "# whole-number type, boolean and enum the catalog gives an Adaptive Cards type; `decision` is what the catalog keeps",
                "# (what renders wins: a parser's rejection counts when it renders for a modelled host; see the script).",
                "\t".join(["property", "constraint", "catalog", "schema", "js", "dotnet", "cpp", "decision", "source"])]
        args.write.write_text("\n".join(head + ["\t".join(r) for r in out]) + "\n", encoding="utf-8")
    for line in stricter:
        print(line)
    print(f"{len(out)} constraints checked, {len(stricter)} where the catalog disagrees with the decision", file=sys.stderr)
    return 1 if stricter else 0


if __name__ == "__main__":
    sys.exit(main())
