"""A PEP 517 build backend for the cardlint wheel, standard library only (so `pip wheel` needs no
network and no setuptools).

It packs a release archive (cardlint-VERSION-linux-ARCH.tar.gz, made by Scripts/package.sh) into
cardlint-VERSION-py3-none-PLATFORM.whl: the Python package in cardlint/, the binary as
cardlint/bin/cardlint, its data as cardlint/share/cardlint/rules/. Settings (pip --config-settings
or the environment):
    archive   CARDLINT_WHEEL_ARCHIVE   the release archive (required)
    platform  CARDLINT_WHEEL_PLATFORM  the platform tag, e.g. manylinux_2_34_x86_64 (required:
                                       Scripts/build-wheel.sh derives it from the binary's glibc floor)
The wheel is reproducible: entries sorted, timestamps fixed.
"""
import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAMP = (2020, 1, 1, 0, 0, 0)


def _setting(config, key, env):
    value = (config or {}).get(key) or os.environ.get(env)
    if not value:
        raise RuntimeError(f"cardlint wheel: set {key} (--config-settings {key}=…) or ${env}")
    return value


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _files(archive):
    """(path in the wheel, bytes, executable) for the package and the archive's binary and data."""
    out = []
    for name in ("__init__.py", "__main__.py"):
        with open(os.path.join(HERE, "cardlint", name), "rb") as f:
            out.append((f"cardlint/{name}", f.read(), False))
    match = re.match(r"cardlint-(.+)-linux-([a-z0-9_]+)\.tar\.gz$", os.path.basename(archive))
    if not match:
        raise RuntimeError(f"cardlint wheel: {archive} is not named cardlint-VERSION-linux-ARCH.tar.gz")
    version, top = match.group(1), os.path.basename(archive)[: -len(".tar.gz")]
    with tarfile.open(archive, "r:gz") as tar:
        for member in tar.getmembers():
            if not member.isfile():
                continue
            parts = member.name.split("/")
            if parts[0] != top or ".." in parts:
                raise RuntimeError(f"cardlint wheel: unexpected entry {member.name} in {archive}")
            rel = "/".join(parts[1:])
            if rel == "bin/cardlint" or rel.startswith("share/cardlint/"):
                out.append((f"cardlint/{rel}", tar.extractfile(member).read(), rel == "bin/cardlint"))
            elif rel == "LICENSE":
                out.append(("LICENSE", tar.extractfile(member).read(), False))
    if not any(path == "cardlint/bin/cardlint" for path, _, _ in out):
        raise RuntimeError(f"cardlint wheel: {archive} holds no bin/cardlint")
    return version, out


def _metadata(version):
    return (f"Metadata-Version: 2.1\nName: cardlint\nVersion: {version}\n"
            "Summary: Accessibility and conformance linter for Adaptive Cards\nLicense: MIT\n"
            "Requires-Python: >=3.8\n").encode()


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    archive = _setting(config_settings, "archive", "CARDLINT_WHEEL_ARCHIVE")
    platform = _setting(config_settings, "platform", "CARDLINT_WHEEL_PLATFORM")
    if not re.fullmatch(r"(manylinux_\d+_\d+|linux)_(x86_64|aarch64)", platform):
        raise RuntimeError(f"cardlint wheel: unexpected platform tag {platform}")
    version, files = _files(archive)
    info = f"cardlint-{version}.dist-info"
    files = [(p if p != "LICENSE" else f"{info}/LICENSE", d, x) for p, d, x in files]
    files += [
        (f"{info}/METADATA", _metadata(version), False),
        (f"{info}/WHEEL", f"Wheel-Version: 1.0\nGenerator: cardlint-backend\nRoot-Is-Purelib: false\nTag: py3-none-{platform}\n".encode(), False),
        (f"{info}/entry_points.txt", b"[console_scripts]\ncardlint = cardlint.__main__:main\n", False),
    ]
    files.sort(key=lambda f: f[0])
    record = "\n".join(_record_line(p, d) for p, d, _ in files) + f"\n{info}/RECORD,,\n"
    name = f"cardlint-{version}-py3-none-{platform}.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as whl:
        for path, data, executable in files + [(f"{info}/RECORD", record.encode(), False)]:
            entry = zipfile.ZipInfo(path, STAMP)
            entry.external_attr = (0o100755 if executable else 0o100644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            whl.writestr(entry, data)
    return name


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError("cardlint: no source distribution (the wheel carries a prebuilt binary); see Scripts/build-wheel.sh")
