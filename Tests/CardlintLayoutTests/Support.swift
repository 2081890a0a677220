// Layout tests live beside this file.
