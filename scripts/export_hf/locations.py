"""Source locations: each op of an exported program named by the PyTorch
module it comes from, as `loc("model.layers.0.self_attn.q_proj")`.

torch_xla's lowering with `export_node_metadata` attaches each FX node's
metadata (stack trace, `nn_module_stack`, torch function) to the ops it
produces, but prints it in MLIR's pretty debug form (a bare string after
the op's type, `[unknown]`, `#locN = "..."` aliases), which does not parse.
`rewrite` turns that text into plain StableHLO: every op's location becomes
`loc("<module path>")` (the innermost module of its `nn_module_stack`,
without the export wrapper's `model.` prefix), or none where the op comes
from no module, and argument locations and the aliases are dropped. With
the locations taken out, the text is the one the lowering prints without
metadata (checked by `plain`'s callers in export.py)."""

import re

# A location as the pretty debug form prints it after a type: a string
# (MLIR escapes: \22 for a quote, \\ for a backslash), `[unknown]`, or an alias.
_ONE = r'(?:"(?:[^"\\]|\\.)*"|#loc\d*|unknown)'
# One location, or a fused list of them (`[#loc3, #loc4]`, `[unknown]`).
_LOC = re.compile(r'(?<=[>)\]}]) (?:' + _ONE + r'|\[' + _ONE + r'(?:, ' + _ONE + r')*\])')
_PART = re.compile(_ONE)
_ALIAS = re.compile(r'^#loc\d* = .*$\n?', re.M)
_STACK = re.compile(r'nn_module_stack\\22: \\22(.*?)\\22')
WRAPPER = "model."


def module_path(loc: str, aliases: dict) -> str:
    """The innermost module path a location names ('' for none)."""
    loc = loc.strip()
    if loc.startswith("["):  # fused: the first part that names a module
        for part in _PART.findall(loc[1:-1]):
            path = module_path(part, aliases)
            if path:
                return path
        return ""
    if loc.startswith("#loc"):
        loc = aliases.get(loc, "")
    m = _STACK.search(loc)
    if not m:
        return ""
    path = m.group(1).split(";")[-1].split(",")
    path = path[1] if len(path) >= 2 else ""
    if path == WRAPPER.rstrip("."):
        return ""
    return path[len(WRAPPER):] if path.startswith(WRAPPER) else path


def rewrite(text: str) -> str:
    aliases = {}
    for m in _ALIAS.finditer(text):
        name, _, value = m.group(0).partition(" = ")
        aliases[name.strip()] = value
    body = _ALIAS.sub("", text)
    out = []
    for line in body.split("\n"):
        locs = list(_LOC.finditer(line))
        if not locs:
            out.append(line)
            continue
        last = locs[-1]
        at_end = last.end() == len(line.rstrip())
        path = module_path(last.group(0), aliases) if at_end else ""
        line = _LOC.sub("", line)
        if at_end and path and '"' not in path and "\\" not in path:
            line = line.rstrip() + f' loc("{path}")'
        out.append(line)
    return "\n".join(out)


def plain(text: str) -> str:
    """The text without any location (to compare with an export without metadata)."""
    return re.sub(r' loc\("[^"]*"\)', "", text)
