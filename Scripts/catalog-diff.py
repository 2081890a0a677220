#!/usr/bin/env python3
"""Diff cardlint's catalog against Microsoft's own sources, and record what they say as data.

Usage:
  Scripts/catalog-diff.py AC_CHECKOUT [--write rules/catalog/upstream-facts.tsv] [--commit ID]

AC_CHECKOUT is a checkout of microsoft/AdaptiveCards. Two sources are read:
  - the schema sources, AC_CHECKOUT/schemas/src/**/*.json (types, `extends`, property types, versions,
    enum values and their versions);
  - the JS renderer's property definitions, AC_CHECKOUT/source/nodejs/adaptivecards/src/*.ts
    (`static readonly xProperty = new StringProperty(Versions.v1_2, "name", ...)`, EnumProperty,
    ValueSetProperty, PixelSizeProperty, CustomProperty, ...; `schema.remove(...)` in populateSchema;
    properties a class parses by hand (`source["items"]`); the JSON type names of classes).

For every type and property it prints where the catalog (rules/catalog, loaded as Scripts/check-catalog.py
loads it) disagrees: a property upstream knows and the catalog does not, a value form upstream accepts and
the catalog rejects, enum values the catalog lacks, versions that match neither source. With --write it
records the facts (not the diff) as a TSV that Tests/CardlintModelTests/UpstreamFactsTests.swift checks the
catalog against, so CI needs no checkout. Exit status 1 when the catalog disagrees.

Value forms (column `forms`): string, number, boolean, object, array, any, px ("50px" only),
weight (a number or a digit string "20" / "20*" / "20px", JS SizeAndUnit.parse), enum (the listed values).
"""
import argparse
import importlib.util
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("check_catalog", HERE / "check-catalog.py")
check_catalog = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_catalog)

# JS classes whose JSON name is not what getJsonTypeName/getSchemaKey says (or that have none).
CLASS_NAMES = {"Choice": "Input.Choice", "ChoiceSetInputDataQuery": "Data.Query", "RefreshDefinition": "Refresh",
               "TableColumnDefinition": "TableColumnDefinition", "AdaptiveCard": "AdaptiveCard"}
SKIP_CLASSES = {"InlineAdaptiveCard", "OverflowAction", "DataQuery", "HttpHeader", "HttpAction"}
SCHEMA_SCALARS = {"string": ["string"], "uri": ["string"], "uri-reference": ["string"], "number": ["number"],
                  "integer": ["number"], "boolean": ["boolean"], "object": ["object"], "any": ["any"]}


# ---------------------------------------------------------------------------------------------- schema
def read_schema(root):
    types, enums = {}, {}
    for path in sorted((root / "schemas" / "src").rglob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        name = path.stem
        if doc.get("classType") == "Enum":
            vals = []
            for v in doc.get("values", []):
                vals.append((v, None) if isinstance(v, str) else (v["value"], v.get("version")))
            enums[name] = {"version": doc.get("version"), "values": vals}
            continue
        types[name] = {"extends": [e.strip() for e in (doc.get("extends") or "").split(",") if e.strip()],
                       "version": doc.get("version"), "abstract": doc.get("isAbstract", False),
                       "properties": doc.get("properties") or {}}
    return types, enums


def schema_props(types, name, seen=()):
    body = types.get(name)
    if body is None or name in seen:
        return {}
    out = {}
    for parent in body["extends"]:
        out.update(schema_props(types, parent, seen + (name,)))
    for pname, p in body["properties"].items():
        out[pname.rstrip("?")] = p
    return out


def schema_forms(type_expr, enums):
    forms, values = set(), []
    for part in type_expr.split("|"):
        part = part.strip().rstrip("?")
        if part.endswith("[]"):
            forms.add("array")
        elif part in SCHEMA_SCALARS:
            forms.update(SCHEMA_SCALARS[part])
        elif part.startswith("Dictionary<"):
            forms.add("object")
        elif part in enums:
            forms.add("enum")
            values += enums[part]["values"]
        else:
            forms.add("object")
    return forms, values


# -------------------------------------------------------------------------------------------- renderer
def strip_comments(src):
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if c in "\"'`":
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            out.append(src[i:j + 1]); i = j + 1
        elif src.startswith("//", i):
            j = src.find("\n", i); i = n if j < 0 else j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2); i = n if j < 0 else j + 2
        else:
            out.append(c); i += 1
    return "".join(out)


def balanced(src, start, open_ch, close_ch):
    """Index just past the bracket that closes the one at `start`."""
    depth, i = 0, start
    while i < len(src):
        c = src[i]
        if c in "\"'`":
            j = i + 1
            while j < len(src) and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            i = j + 1
            continue
        if c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(src)


def split_args(s):
    args, depth, cur, i = [], 0, [], 0
    while i < len(s):
        c = s[i]
        if c in "\"'`":
            j = i + 1
            while j < len(s) and s[j] != c:
                j += 2 if s[j] == "\\" else 1
            cur.append(s[i:j + 1]); i = j + 1
            continue
        if c in "([{<" and not (c == "<" and s[i:i + 2] == "<="):
            depth += 1
        elif c in ")]}>" and not (c == ">" and s[i - 1:i + 1] == "=>"):
            depth -= 1
        if c == "," and depth == 0:
            args.append("".join(cur).strip()); cur = []
        else:
            cur.append(c)
        i += 1
    if "".join(cur).strip():
        args.append("".join(cur).strip())
    return args


def version_of(arg):
    m = re.search(r"Versions\.v(\d)_(\d)", arg or "")
    return f"{m.group(1)}.{m.group(2)}" if m else None


def read_js_enums(src):
    enums = {}
    for m in re.finditer(r"export enum (\w+)\s*\{([^}]*)\}", src):
        enums[m.group(1)] = [k.split("=")[0].strip() for k in m.group(2).split(",") if k.strip()]
    for m in re.finditer(r"export class (\w+)\s*\{([^}]*)\}", src):
        enums[m.group(1)] = re.findall(r'static readonly \w+: "[^"]+" = "([^"]+)"', m.group(2))
    return enums


def enum_member(expr, js_enums):
    """`Enums.ActionStyle.Default` or `"default"` -> the JSON spelling."""
    expr = expr.strip()
    if expr.startswith('"'):
        return expr.strip('"')
    m = re.match(r"(?:Enums\.)?(\w+)\.(\w+)$", expr)
    if m and m.group(1) in js_enums:
        members = js_enums[m.group(1)]
        lower = [x.lower() for x in members]
        return members[lower.index(m.group(2).lower())] if m.group(2).lower() in lower else m.group(2)
    return expr


def value_list(arg, js_enums, default_version):
    vals = []
    for obj in re.finditer(r"\{([^{}]*)\}", arg):
        body = obj.group(1)
        v = re.search(r"value:\s*([^,}]+)", body)
        if v:
            vals.append((lcfirst(enum_member(v.group(1), js_enums)), version_of(body) or default_version))
    return vals


def lcfirst(s):
    return s[:1].lower() + s[1:]


def read_renderer(root):
    src_dir = root / "source" / "nodejs" / "adaptivecards" / "src"
    js_enums = read_js_enums(strip_comments((src_dir / "enums.ts").read_text(encoding="utf-8")))
    classes = {}
    for name in ("serialization.ts", "card-object.ts", "card-elements.ts", "table.ts", "carousel.ts"):
        src = strip_comments((src_dir / name).read_text(encoding="utf-8"))
        for m in re.finditer(r"(?:export\s+)?(?:abstract\s+)?class\s+(\w+)([^{]*)\{", src):
            header = m.group(2)
            ext = re.search(r"extends\s+([\w.]+)", header)
            start = m.end() - 1
            end = balanced(src, start, "{", "}")
            classes[m.group(1)] = {"base": ext.group(1) if ext else None, "body": src[start:end], "file": name}
    # ContainerStyleProperty's fixed value list.
    csp = classes.get("ContainerStyleProperty", {}).get("body", "")
    container_styles = value_list(csp[csp.find("super("):], js_enums, None)

    for cname, c in classes.items():
        body, props = c["body"], {}
        for m in re.finditer(r"static readonly (\w+)\s*=\s*new\s+(\w+)(?:<[^(]*>)?\(", body):
            end = balanced(body, m.end() - 1, "(", ")")
            args = split_args(body[m.end():end - 1])
            if len(args) < 2 or not args[1].startswith('"'):
                continue
            kind, pname, ver = m.group(2), args[1].strip('"'), version_of(args[0])
            forms, values = set(), []
            if kind in ("StringProperty", "StringWithSubstitutionProperty", "TimeProperty"):
                forms = {"string"}
            elif kind == "BoolProperty":
                forms = {"boolean"}
            elif kind == "NumProperty":
                forms = {"number"}
            elif kind in ("PixelSizeProperty",):
                forms = {"px"}
            elif kind == "ImageDimensionProperty":
                forms = {"px"}
                if len(args) > 3:
                    forms.add("enum")
                    values = [("auto", ver), ("stretch", ver)]
            elif kind == "EnumProperty":
                forms = {"enum"}
                enum_name = args[2].split(".")[-1]
                if len(args) > 4:
                    values = value_list(args[4], js_enums, ver)
                else:
                    values = [(lcfirst(k), ver) for k in js_enums.get(enum_name, [])]
            elif kind == "ValueSetProperty":
                forms = {"enum"}
                values = value_list(args[2], js_enums, ver)
            elif kind == "ContainerStyleProperty":
                forms = {"enum"}
                values = [(v, vv or ver) for v, vv in container_styles]
            elif kind in ("SerializableObjectProperty", "ActionProperty", "RefreshActionProperty"):
                forms = {"object"}
            elif kind in ("SerializableObjectCollectionProperty", "StringArrayProperty"):
                forms = {"array"}
            elif kind == "CustomProperty":
                text = " ".join(args[2:])
                if re.search(r"Array\.isArray\(source\[prop\.name\]\)", text):
                    forms.add("array")
                if re.search(r'typeof \w+ === "number"', text):
                    forms.add("number")
                if re.search(r"SizeAndUnit\.parse\(\w+\)", text):
                    forms.add("weight")
                if re.search(r"SizeAndUnit\.parse\(\w+, true\)", text):
                    forms.add("px")
                lits = re.findall(r'=== "(\w+)"', re.sub(r'typeof [\w.\[\]"]+ === "\w+"', "", text))
                if "array" in forms:
                    lits = []
                if lits:
                    forms.add("enum")
                    values = [(v, ver) for v in lits]
                if re.search(r'typeof \w+ === "string"|Utils\.parseString', text) and not forms:
                    forms.add("string")
                if not forms:
                    forms = {"any"}
            elif kind == "PropertyDefinition":
                forms = {"any"}
            else:
                forms = {"any"}
            props[m.group(1)] = {"name": pname, "version": ver, "kind": kind, "forms": forms, "values": values}
        c["props"] = props
        # `if (!this.isSelectable) { schema.remove(...) }` applies only where the class is not selectable.
        c["removes_unselectable"] = re.findall(r"if \(!this\.isSelectable\)\s*\{\s*schema\.remove\(([^)]*)\)", body)
        c["removes"] = [r for r in re.findall(r"schema\.remove\(([^)]*)\)", body) if r not in c["removes_unselectable"]]
        sel = re.search(r"get isSelectable\(\)[^{]*\{\s*return (true|false)", body)
        c["selectable"] = None if sel is None else sel.group(1) == "true"
        c["adds"] = re.findall(r"schema\.add\(([^)]*)\)", body)
        c["hand"] = set(re.findall(r'source\["([\w.]+)"\]', body))
        coll = re.search(r"get(?:Items)?CollectionPropertyName\(\)[^{]*\{\s*return \"(\w+)\"", body)
        c["collection"] = coll.group(1) if coll else None
        jn = re.search(r'getJsonTypeName\(\)[^{]*\{\s*return "([\w.]+)"', body) or \
            re.search(r'static readonly JsonTypeName: "([\w.]+)"', body) or \
            re.search(r'getSchemaKey\(\)[^{]*\{\s*return "([\w.]+)"', body)
        c["json"] = CLASS_NAMES.get(cname) or (jn.group(1) if jn else None)
    return classes


def chain(classes, cname):
    out = []
    while cname in classes:
        out.append(cname)
        cname = classes[cname]["base"]
    return list(reversed(out))


def resolve(classes, ref):
    """`Container.styleProperty` -> the defining class's property (statics are inherited)."""
    ref = ref.strip()
    m = re.match(r"(\w+)\.(\w+)$", ref)
    if not m:
        return None
    for cname in reversed(chain(classes, m.group(1))):
        if m.group(2) in classes[cname]["props"]:
            return classes[cname]["props"][m.group(2)]
    return None


def renderer_props(classes, cname):
    props, hand, collection = {}, set(), None
    selectable = next((classes[c]["selectable"] for c in reversed(chain(classes, cname))
                       if classes[c]["selectable"] is not None), False)
    for c in chain(classes, cname):
        collection = classes[c]["collection"] or collection
        body = classes[c]
        for p in body["props"].values():
            props[id(p)] = p
        removes = body["removes"] + ([] if selectable else body["removes_unselectable"])
        for ref in ",".join(removes).split(","):
            p = resolve(classes, ref)
            if p is not None:
                props.pop(id(p), None)
        for ref in ",".join(body["adds"]).split(","):
            p = resolve(classes, ref)
            if p is not None:
                props[id(p)] = p
        hand |= body["hand"]
    if collection:
        hand.add(collection)
    out = {}
    for p in props.values():
        if p["name"] in out:  # two definitions of one name (Image width/height): union of forms
            q = out[p["name"]]
            out[p["name"]] = dict(q, forms=q["forms"] | p["forms"], values=q["values"] + p["values"])
        else:
            out[p["name"]] = p
    for name in hand - set(out) - {"type"}:
        out[name] = {"name": name, "version": None, "kind": "parsed-by-hand", "forms": {"any"}, "values": []}
    out.pop("type", None)
    return out


# ---------------------------------------------------------------------------------------------- facts
def collect(root):
    stypes, senums = read_schema(root)
    classes = read_renderer(root)
    facts = {}
    for tname, body in stypes.items():
        if body["abstract"]:
            continue
        tver = body["version"] or "1.0"
        for pname, p in schema_props(stypes, tname).items():
            forms, values = schema_forms(p.get("type", "any"), senums)
            enum_ver = None
            for part in p.get("type", "").split("|"):
                e = senums.get(part.strip().rstrip("?"))
                enum_ver = enum_ver or (e and e["version"])
            if p.get("shorthands"):
                forms.add("string")
            row = facts.setdefault((tname, pname), {})
            row.update(schema_version=p.get("version") or enum_ver or tver, schema_forms=forms,
                       schema_values=[(v, vv) for v, vv in values], schema_required=bool(p.get("required")))
    for cname, c in classes.items():
        if not c["json"] or cname in SKIP_CLASSES or c["json"] in ("choices.data",):
            continue
        for pname, p in renderer_props(classes, cname).items():
            row = facts.setdefault((c["json"], pname), {})
            row.update(renderer_class=cname, renderer_version=p["version"], renderer_kind=p["kind"],
                       renderer_forms=p["forms"], renderer_values=p["values"])
    return facts


def fmt_values(values):
    seen, out = set(), []
    for v, ver in values:
        if v.lower() in seen:
            continue
        seen.add(v.lower())
        out.append(f"{v}@{ver}" if ver else v)
    return ",".join(out)


def write_facts(facts, path, commit):
    cols = ["type", "property", "schema_version", "schema_forms", "schema_values", "renderer_class",
            "renderer_version", "renderer_kind", "renderer_forms", "renderer_values"]
    lines = [f"# Upstream facts: microsoft/AdaptiveCards @{commit}, schemas/src/** and source/nodejs/adaptivecards/src/*.ts.",
             "# Generated by Scripts/catalog-diff.py (facts only; regenerate, do not edit). Checked against rules/catalog by",
             "# Tests/CardlintModelTests/UpstreamFactsTests.swift. Empty = the source does not define it; forms as in the script.",
             "\t".join(cols)]
    for (t, p) in sorted(facts):
        r = facts[(t, p)]
        lines.append("\t".join([
            t, p, r.get("schema_version") or "", ",".join(sorted(r.get("schema_forms", []))),
            fmt_values(r.get("schema_values", [])), r.get("renderer_class", ""), r.get("renderer_version") or "",
            r.get("renderer_kind", ""), ",".join(sorted(r.get("renderer_forms", []))),
            fmt_values(r.get("renderer_values", []))]))
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


# ----------------------------------------------------------------------------------------------- diff
CATALOG_FORMS = {"string": {"string", "enum", "px", "weight"}, "url": {"string"}, "color": {"string"},
                 "px": {"px"}, "weight": {"weight", "number", "px"}, "enum": {"enum"}, "number": {"number"},
                 "integer": {"number"}, "boolean": {"boolean"}, "object": {"object"}, "dictionary": {"object"},
                 "array": {"array"}, "any": {"string", "number", "boolean", "object", "array", "px", "weight", "enum"},
                 "drop": {"enum"}, "element": {"object"}, "action": {"object"}, "select-action": {"object"},
                 "inline": {"object", "string"}}


def catalog_forms(spec):
    types = spec["type"] if isinstance(spec["type"], list) else [spec["type"]]
    out = set()
    for t in types:
        out |= CATALOG_FORMS.get(t, {"object"})
    return out


def diff(facts, checker):
    problems = []
    for (t, p), r in sorted(facts.items()):
        body = checker.types.get(t)
        if body is None:
            continue
        props = checker.effective_props(body)
        spec = props.get(p)
        where = f"{t}.{p}"
        if spec is None:
            problems.append(f"{where}: upstream has it (schema {r.get('schema_version') or '-'}, renderer "
                            f"{r.get('renderer_version') or '-'}), the catalog does not")
            continue
        if spec.get("hosts-only"):
            problems.append(f"{where}: upstream defines it for every host, the catalog limits it to {spec['hosts-only']}")
        forms = r.get("renderer_forms") or r.get("schema_forms") or set()
        missing = {f for f in forms if f != "any"} - catalog_forms(spec) - ({"enum"} if "string" in catalog_forms(spec) else set())
        if missing and not spec.get("hosts-only"):
            problems.append(f"{where}: upstream accepts {sorted(missing)}, the catalog's type is {spec['type']}")
        up_values = r.get("renderer_values") or r.get("schema_values") or []
        if up_values and "enum" in (spec["type"] if isinstance(spec["type"], list) else [spec["type"]]):
            mine = spec.get("values") or (checker.enums.get(spec.get("enum")) or {}).get("values") or []
            lack = [v for v, _ in up_values if v.lower() not in {x.lower() for x in mine}]
            if lack:
                problems.append(f"{where}: enum lacks {lack}")
            vsince = dict((spec.get("value-since") or {}))
            for v, ver in ((checker.enums.get(spec.get("enum")) or {}).get("since") or {}).items():
                vsince.setdefault(v, ver)
            prop_since = max(spec.get("since") or body.get("since"), body.get("since"))
            for value in {v.lower() for v, _ in up_values}:
                ups_v = {max(vv or r.get(k) or "1.0", prop_since) for src, k in
                         (("schema_values", "schema_version"), ("renderer_values", "renderer_version"))
                         for v, vv in r.get(src, []) if v.lower() == value}
                mine_v = next((ver for v, ver in vsince.items() if v.lower() == value), None) or prop_since
                mine_v = max(mine_v, prop_since)
                if ups_v and mine_v not in ups_v:
                    problems.append(f"{where}: value {value!r} since {mine_v} in the catalog, upstream {sorted(ups_v)}")
        since = spec.get("since") or body.get("since")
        since = max(since, body.get("since"))
        ups = {v for v in (r.get("schema_version"), r.get("renderer_version")) if v}
        ups = {max(v, body.get("since")) for v in ups}
        if ups and since not in ups:
            problems.append(f"{where}: catalog since {since}, upstream {sorted(ups)}")
    return problems


def catalog_only(facts, checker):
    """Properties of Adaptive Cards types that neither upstream source defines (for reading, not failing)."""
    out = []
    for t, body in sorted(checker.types.items()):
        if body.get("origin") != "adaptive-cards" or not any(k[0] == t for k in facts):
            continue
        for p, spec in sorted(checker.effective_props(body).items()):
            if (t, p) not in facts and not spec.get("hosts-only"):
                out.append(f"{t}.{p}")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("checkout", type=Path)
    ap.add_argument("--write", type=Path)
    ap.add_argument("--commit", default="644d933e1")
    ap.add_argument("--catalog", type=Path, default=HERE.parent / "rules" / "catalog")
    args = ap.parse_args()
    facts = collect(args.checkout)
    if args.write:
        write_facts(facts, args.write, args.commit)
    checker = check_catalog.Checker()
    checker.load(args.catalog)
    problems = diff(facts, checker)
    for line in problems:
        print(line)
    extra = catalog_only(facts, checker)
    if extra:
        print(f"catalog-only (no upstream source, not host-only): {', '.join(extra)}", file=sys.stderr)
    print(f"{len(facts)} upstream properties, {len(problems)} disagreements", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
