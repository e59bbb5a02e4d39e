from cil2mir.cli import entry

entry()
