"""The build backend of the repository root's pyproject.toml: the package pre-commit installs for the
`cardlint` hooks (`language: python`). It holds no code: it requires the cardlint wheel of the same
version (python/, Scripts/build-wheel.sh), which carries the prebuilt binary, so installing the hook
downloads one wheel and compiles nothing. Standard library only.
"""
import os
import re
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STAMP = (2020, 1, 1, 0, 0, 0)


def _version():
    with open(os.path.join(ROOT, "Sources", "CardlintKit", "Version.swift"), encoding="utf-8") as f:
        match = re.search(r'static let current = "([^"]+)"', f.read())
    if not match:
        raise RuntimeError("cardlint-pre-commit: cannot read the version from Sources/CardlintKit/Version.swift")
    return match.group(1)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    info = f"cardlint_pre_commit-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: cardlint-pre-commit\nVersion: {version}\n"
                            f"Summary: pre-commit hooks for cardlint (installs the cardlint wheel)\nRequires-Dist: cardlint=={version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: cardlint-hook-backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{name},,\n" for name in list(files) + [f"{info}/RECORD"])
    name = f"cardlint_pre_commit-{version}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as whl:
        for path, text in files.items():
            whl.writestr(zipfile.ZipInfo(path, STAMP), text)
    return name


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError("cardlint-pre-commit: install it from the repository (pre-commit does)")
