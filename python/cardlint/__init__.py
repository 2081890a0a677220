"""cardlint: the portable cardlint binary and its data, with a console entry point that runs it."""
