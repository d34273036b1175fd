"""A minimal TOML writer for model.toml: strings, integers, floats, booleans,
lists of those, one level of tables and arrays of tables (all the manifest
needs; the venv carries no TOML writer)."""

import json


def value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)  # a JSON string is a valid TOML basic string
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(value(x) for x in v) + "]"
    raise TypeError(f"cannot write {type(v).__name__} to TOML")


def dumps(doc: dict) -> str:
    lines, tables, arrays = [], [], []
    for k, v in doc.items():
        if isinstance(v, dict):
            tables.append((k, v))
        elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            arrays.append((k, v))
        else:
            lines.append(f"{k} = {value(v)}")
    for k, items in arrays:
        for item in items:
            lines += ["", f"[[{k}]]"] + [f"{ik} = {value(iv)}" for ik, iv in item.items()]
    for k, table in tables:
        lines += ["", f"[{k}]"] + [f"{json.dumps(tk)} = {value(tv)}" for tk, tv in table.items()]
    return "\n".join(lines) + "\n"
