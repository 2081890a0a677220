"""`cardlint …` (console entry point) and `python -m cardlint …`: replace this process with the binary.

The binary lies in this package as bin/cardlint, its data as share/cardlint/rules beside it: the
layout an installed cardlint finds its data in, so nothing needs configuring.
"""
import os
import sys


def binary() -> str:
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "cardlint")


def main() -> None:
    path = binary()
    try:
        os.execv(path, [path] + sys.argv[1:])
    except OSError as error:
        sys.stderr.write(f"cardlint: cannot run {path}: {error}\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
