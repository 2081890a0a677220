#!/usr/bin/env python3
"""Check cardlint's schema catalog (rules/catalog/*.yaml) against its data format.

Usage: Scripts/check-catalog.py [catalog-dir]   (default: rules/catalog next to this script's parent)

Checks: file headers, known keys only, the type vocabulary, that referenced enums/groups/types exist,
version strings ("1.0".."1.6"), defaults that fit their type, no duplicate keys or names, no `extends`
cycles. Prints a summary (types per kind and origin, property counts). Exit status 1 on any error.
YAML is read the way cardlint's libyaml loader reads it: only true/false are booleans (yes/no/on/off
stay strings), so the checker rejects unquoted YAML-1.1 booleans that the two readers would disagree on.
"""
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

import yaml

FILES = ["common.yaml", "elements.yaml", "inputs.yaml", "actions.yaml", "parts.yaml",
         "host-elements.yaml", "ios-sdk.yaml"]
TOP_KEYS = {"enums", "groups", "types", "aliases"}
ENUM_KEYS = {"values", "since", "aliases"}
GROUP_KEYS = {"extends", "properties"}
TYPE_KEYS = {"kind", "since", "origin", "roles", "extends", "source", "note", "properties"}
TYPE_REQUIRED = {"kind", "since", "origin", "source"}
PROP_KEYS = {"type", "required", "default", "since", "enum", "values", "value-since", "minimum",
             "maximum", "deprecated", "note", "hosts-only", "of", "rendered-when-missing", "value-aliases"}
KINDS = {"card", "element", "input", "action", "part"}
ORIGINS = {"adaptive-cards", "teams", "ios-sdk"}
ROLES = {"text", "image", "media", "container", "input", "action", "interactive", "decorative",
         "layout", "status", "data"}
HOSTS = {"teams", "copilot", "outlook", "webex", "webchat", "ios-sdk", "word", "powerpoint"}
SCALAR_TYPES = {"string", "number", "integer", "boolean", "enum", "color", "url", "px", "weight", "object",
                "dictionary", "any", "drop", "element", "action", "select-action", "inline", "array"}
VERSION = re.compile(r"^1\.[0-6]$")
PX = re.compile(r"^\d+px$")
WEIGHT = re.compile(r"^\d+(px|\*)?$")
COLOR = re.compile(r"^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")
YAML11_BOOLS = re.compile(r"^(y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$")


class CatalogLoader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 booleans and duplicate-key detection."""


CatalogLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CatalogLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def _construct_mapping(loader, node, deep=False):
    seen = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (first at line {seen[key]})", key_node.start_mark)
        seen[key] = key_node.start_mark.line + 1
    return yaml.SafeLoader.construct_mapping(loader, node, deep=deep)


CatalogLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)


class Checker:
    def __init__(self):
        self.errors = []
        self.enums, self.groups, self.types, self.aliases = {}, {}, {}, {}
        self.where = {}  # (namespace, name) -> file

    def err(self, where, msg):
        self.errors.append(f"{where}: {msg}")

    # ---- loading ---------------------------------------------------------------------------
    def load(self, directory):
        for name in FILES:
            path = directory / name
            if not path.exists():
                self.err(name, "file missing")
                continue
            text = path.read_text(encoding="utf-8")
            if not text.startswith("#"):
                self.err(name, "must start with comment lines saying what it holds and its sources")
            self.scan_plain_bools(name, text)
            try:
                doc = yaml.load(text, Loader=CatalogLoader) or {}
            except yaml.YAMLError as exc:
                self.err(name, f"YAML error: {exc}")
                continue
            if not isinstance(doc, dict):
                self.err(name, "top level must be a mapping")
                continue
            for key in doc:
                if key not in TOP_KEYS:
                    self.err(name, f"unknown top-level key {key!r}")
            for ns, store in (("enums", self.enums), ("groups", self.groups), ("types", self.types),
                              ("aliases", self.aliases)):
                section = doc.get(ns) or {}
                if not isinstance(section, dict):
                    self.err(name, f"{ns} must be a mapping")
                    continue
                for item, body in section.items():
                    if (ns, item) in self.where:
                        self.err(name, f"{ns[:-1]} {item!r} already defined in {self.where[(ns, item)]}")
                        continue
                    self.where[(ns, item)] = name
                    store[item] = body

    def scan_plain_bools(self, name, text):
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.ScalarEvent) and event.implicit[0] and YAML11_BOOLS.match(event.value):
                self.err(f"{name}:{event.start_mark.line + 1}",
                         f"unquoted {event.value!r}: YAML 1.1 readers take it as a boolean; quote it")

    # ---- checks ----------------------------------------------------------------------------
    def version(self, where, value):
        if not isinstance(value, str) or not VERSION.match(value):
            self.err(where, f"version {value!r} must be a quoted string \"1.0\"..\"1.6\"")

    def check_enums(self):
        for name, body in self.enums.items():
            where = f"{self.where[('enums', name)]}: enum {name}"
            if not isinstance(body, dict):
                self.err(where, "must be a mapping")
                continue
            for key in body:
                if key not in ENUM_KEYS:
                    self.err(where, f"unknown key {key!r}")
            values = body.get("values")
            if not isinstance(values, list) or not values or not all(isinstance(v, str) for v in values):
                self.err(where, "values must be a non-empty list of strings")
                continue
            if len({v.lower() for v in values}) != len(values):
                self.err(where, "values repeat (case-insensitively)")
            for value, version in (body.get("since") or {}).items():
                if value not in values:
                    self.err(where, f"since names unknown value {value!r}")
                self.version(f"{where}.since.{value}", version)

    def group_chain(self, name, seen=()):
        if name in seen:
            self.err(f"group {name}", f"extends cycle {' -> '.join(seen + (name,))}")
            return []
        body = self.groups.get(name) or {}
        chain = []
        for parent in body.get("extends") or []:
            chain += self.group_chain(parent, seen + (name,))
        return chain + [name]

    def check_extends(self, where, extends):
        if extends is None:
            return
        if not isinstance(extends, list):
            self.err(where, "extends must be a list of group names")
            return
        for group in extends:
            if group not in self.groups:
                self.err(where, f"extends unknown group {group!r}")

    def check_groups(self):
        for name, body in self.groups.items():
            where = f"{self.where[('groups', name)]}: group {name}"
            if not isinstance(body, dict):
                self.err(where, "must be a mapping")
                continue
            for key in body:
                if key not in GROUP_KEYS:
                    self.err(where, f"unknown key {key!r}")
            self.check_extends(where, body.get("extends"))
            self.group_chain(name)
            self.check_properties(where, body.get("properties"))

    def check_types(self):
        for name, body in self.types.items():
            where = f"{self.where[('types', name)]}: type {name}"
            if not isinstance(body, dict):
                self.err(where, "must be a mapping")
                continue
            for key in body:
                if key not in TYPE_KEYS:
                    self.err(where, f"unknown key {key!r}")
            for key in TYPE_REQUIRED:
                if key not in body:
                    self.err(where, f"missing {key!r}")
            if body.get("kind") not in KINDS:
                self.err(where, f"kind {body.get('kind')!r} not in {sorted(KINDS)}")
            if body.get("origin") not in ORIGINS:
                self.err(where, f"origin {body.get('origin')!r} not in {sorted(ORIGINS)}")
            if "since" in body:
                self.version(f"{where}.since", body["since"])
            roles = body.get("roles")
            if roles is None:
                if body.get("kind") != "part":
                    self.err(where, "roles required for card, element, input and action kinds")
            elif not isinstance(roles, list) or not all(r in ROLES for r in roles):
                self.err(where, f"roles {roles!r} must be a list drawn from {sorted(ROLES)}")
            for key in ("source", "note"):
                if key in body and (not isinstance(body[key], str) or not body[key].strip()):
                    self.err(where, f"{key} must be a non-empty string")
            self.check_extends(where, body.get("extends"))
            self.check_properties(where, body.get("properties"))

    def check_aliases(self):
        for alias, target in self.aliases.items():
            where = f"{self.where[('aliases', alias)]}: alias {alias}"
            if alias in self.types:
                self.err(where, "alias shadows a catalog type")
            if target not in self.types:
                self.err(where, f"target {target!r} is not a catalog type")

    def type_names(self, where, value, allow_array):
        names = value if isinstance(value, list) else [value]
        if not names or not all(isinstance(n, str) for n in names):
            self.err(where, f"type {value!r} must be a name or a list of names")
            return []
        for n in names:
            if n == "array" and not allow_array:
                self.err(where, "nested arrays are not supported in `of`")
            elif n not in SCALAR_TYPES and n not in self.types:
                self.err(where, f"unknown type {n!r}")
        return names

    def check_properties(self, where, props):
        if props is None:
            return
        if not isinstance(props, dict):
            self.err(where, "properties must be a mapping")
            return
        for pname, spec in props.items():
            self.check_property(f"{where}.{pname}", spec)

    def check_property(self, where, spec):
        if not isinstance(spec, dict):
            self.err(where, "property must be a mapping")
            return
        for key in spec:
            if key not in PROP_KEYS:
                self.err(where, f"unknown key {key!r}")
        if "type" not in spec:
            self.err(where, "missing type")
            return
        types = self.type_names(where, spec["type"], allow_array=True)
        if "array" in types:
            if "of" not in spec:
                self.err(where, "array needs `of`")
            else:
                self.type_names(where + ".of", spec["of"], allow_array=False)
        elif "of" in spec:
            self.err(where, "`of` is only for array")
        values = None
        if "enum" in types:
            if ("enum" in spec) == ("values" in spec):
                self.err(where, "type enum needs exactly one of `enum` or `values`")
            if "enum" in spec:
                if spec["enum"] not in self.enums:
                    self.err(where, f"unknown enum {spec['enum']!r}")
                else:
                    values = (self.enums[spec["enum"]] or {}).get("values") or []
            if "values" in spec:
                values = spec["values"]
                if not isinstance(values, list) or not values or not all(isinstance(v, str) for v in values):
                    self.err(where, "values must be a non-empty list of strings")
                    values = []
                elif len({v.lower() for v in values}) != len(values):
                    self.err(where, "values repeat (case-insensitively)")
        elif "enum" in spec or "values" in spec or "value-since" in spec:
            self.err(where, "`enum`/`values`/`value-since` need type enum")
        for value, version in (spec.get("value-since") or {}).items():
            if values is not None and value not in values:
                self.err(where, f"value-since names unknown value {value!r}")
            self.version(f"{where}.value-since.{value}", version)
        if "since" in spec:
            self.version(where + ".since", spec["since"])
        if "required" in spec and not isinstance(spec["required"], bool):
            self.err(where, "required must be true or false")
        for key in ("minimum", "maximum"):
            if key in spec and (isinstance(spec[key], bool) or not isinstance(spec[key], (int, float))):
                self.err(where, f"{key} must be a number")
        if isinstance(spec.get("minimum"), (int, float)) and isinstance(spec.get("maximum"), (int, float)) \
                and spec["minimum"] > spec["maximum"]:
            self.err(where, "minimum exceeds maximum")
        for key in ("deprecated", "note"):
            if key in spec and (not isinstance(spec[key], str) or not spec[key].strip()):
                self.err(where, f"{key} must be a non-empty string")
        hosts = spec.get("hosts-only")
        if hosts is not None and (not isinstance(hosts, list) or not hosts or not all(h in HOSTS for h in hosts)):
            self.err(where, f"hosts-only {hosts!r} must be a non-empty list drawn from {sorted(HOSTS)}")
        if "default" in spec and not any(self.fits(t, spec["default"], values) for t in types):
            self.err(where, f"default {spec['default']!r} does not fit type {spec['type']!r}")

    def fits(self, t, v, values):
        if t == "boolean":
            return isinstance(v, bool)
        if t == "integer":
            return isinstance(v, int) and not isinstance(v, bool)
        if t == "number":
            return isinstance(v, (int, float)) and not isinstance(v, bool)
        if t == "enum":
            return isinstance(v, str) and values is not None and v.lower() in {x.lower() for x in values}
        if t == "px":
            return isinstance(v, str) and bool(PX.match(v))
        if t == "weight":
            return (isinstance(v, (int, float)) and not isinstance(v, bool)) or (isinstance(v, str) and bool(WEIGHT.match(v)))
        if t == "color":
            return isinstance(v, str) and bool(COLOR.match(v))
        if t == "drop":
            return v == "drop"
        if t in ("string", "url"):
            return isinstance(v, str)
        if t in ("object", "dictionary"):
            return isinstance(v, dict)
        if t == "array":
            return isinstance(v, list)
        return t == "any"

    # ---- summary ---------------------------------------------------------------------------
    def effective_props(self, body):
        props = {}
        for group in body.get("extends") or []:
            for g in self.group_chain(group):
                props.update((self.groups.get(g) or {}).get("properties") or {})
        props.update(body.get("properties") or {})
        return props

    def summary(self):
        by_kind = defaultdict(Counter)
        own = total = 0
        host_only = 0
        for body in self.types.values():
            if not isinstance(body, dict):
                continue
            by_kind[body.get("origin")][body.get("kind")] += 1
            own += len(body.get("properties") or {})
            eff = self.effective_props(body)
            total += len(eff)
            host_only += sum(1 for s in eff.values() if isinstance(s, dict) and "hosts-only" in s)
        kinds = sorted(KINDS)
        print(f"{'origin':<16}" + "".join(f"{k:>9}" for k in kinds) + f"{'total':>9}")
        for origin in sorted(by_kind):
            row = by_kind[origin]
            print(f"{origin:<16}" + "".join(f"{row[k]:>9}" for k in kinds) + f"{sum(row.values()):>9}")
        print(f"types: {len(self.types)}  enums: {len(self.enums)}  groups: {len(self.groups)}  "
              f"aliases: {len(self.aliases)}")
        print(f"properties: {own} declared on types, {total} effective (with inherited groups), "
              f"{host_only} effective ones host-only")


def main():
    directory = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "rules" / "catalog"
    checker = Checker()
    checker.load(directory)
    checker.check_enums()
    checker.check_groups()
    checker.check_types()
    checker.check_aliases()
    extra = sorted(p.name for p in directory.glob("*.yaml") if p.name not in FILES)
    for name in extra:
        checker.err(name, "unexpected catalog file (add it to FILES in this checker)")
    if checker.errors:
        for e in checker.errors:
            print(f"error: {e}", file=sys.stderr)
        print(f"{len(checker.errors)} error(s)", file=sys.stderr)
        return 1
    checker.summary()
    print("catalog OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
