"""Definition folders and baselines through `tpu-compat import`: the
exporter writes an export folder (docs/import.md: model.mlir,
inputs.safetensors, expected.safetensors, and definition.json for what the
program cannot say: argument names and roles, seeded weights, output names,
family, task, seed, [dynamic], [source]), and the harness writes the
definition, checks it against @main, hashes it and records the baseline.

Each import runs into a scratch suite and store, and the result is moved
into place: the definition folder replaces `<suite_dir>/<id>/`, a baseline
`<store>/<suite>/<id>.safetensors` (and its `.f64`), so the committed suite
gets no store record naming this machine's store (import writes one beside
a suite whose store it chose).

Torch-free: tensors are numpy arrays or torch tensors, whichever the caller
holds."""

import json
import os
import shutil
import struct
import subprocess
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

# `[source]` keys `tpu-compat import` writes itself (harness/src/import/mod.rs).
OWN_SOURCE_KEYS = ("importer", "program", "imported_from", "program_format", "argument_names", "exported_names")
# The export folder's files (docs/import.md).
PROGRAM, INPUTS, EXPECTED, EXPECTED_F64, DESCRIPTION = (
    "model.mlir", "inputs.safetensors", "expected.safetensors", "expected.f64.safetensors", "definition.json")


class ImportFailed(Exception):
    def __init__(self, message):
        super().__init__(message)
        self.stage = "import"
        self.message = message


def binary(repo: Path) -> Path:
    """tpu-compat: $TPU_COMPAT_BIN, else bin/tpu-compat of the checkout (scripts/setup links it)."""
    return Path(os.environ.get("TPU_COMPAT_BIN", repo / "bin" / "tpu-compat"))


def save(tensors: dict, path: Path, metadata: dict | None = None):
    """A safetensors file of numpy arrays or torch tensors (shapes as they
    are: np.ascontiguousarray would make a scalar one-dimensional)."""
    if all(isinstance(t, np.ndarray) for t in tensors.values()):
        import safetensors.numpy

        safetensors.numpy.save_file({k: np.require(v, requirements="C") for k, v in tensors.items()}, str(path), metadata=metadata)
    else:
        import safetensors.torch

        safetensors.torch.save_file({k: v.contiguous() for k, v in tensors.items()}, str(path), metadata=metadata)
    path.chmod(0o644)


def write_export(folder: Path, program: str | bytes, stored: dict, description: dict):
    """Writes an export folder: the program, the stored arguments' tensors
    by name (every argument without a `fill`), and the description. Expected
    outputs of an earlier export are removed (they belong to its program)."""
    folder.mkdir(parents=True, exist_ok=True)
    data = program.encode() if isinstance(program, str) else program
    (folder / PROGRAM).write_bytes(data)
    save(stored, folder / INPUTS)
    (folder / DESCRIPTION).write_text(json.dumps(description, indent=1) + "\n")
    for name in (EXPECTED, EXPECTED_F64):
        (folder / name).unlink(missing_ok=True)


def write_expected(folder: Path, outputs: dict, metadata: dict, f64: dict | None = None):
    """expected.safetensors (and expected.f64.safetensors where a float64 reference is given)."""
    save(outputs, folder / EXPECTED, metadata)
    (folder / EXPECTED_F64).unlink(missing_ok=True)
    if f64 is not None:
        save(f64, folder / EXPECTED_F64, dict(metadata, dtype="f64"))


def describe(manifest: dict) -> dict:
    """A definition's model.toml (as a dict) as definition.json: what import writes back from it."""
    d = {k: manifest[k] for k in ("family", "task", "seed", "dynamic") if k in manifest}
    d["arguments"] = [{"name": a["name"], "role": a["role"], **({"fill": a["fill"]} if "fill" in a else {})}
                      for a in manifest["arguments"]]
    d["outputs"] = [{"name": o["name"], **({"kind": o["kind"]} if "kind" in o else {})} for o in manifest.get("outputs", [])]
    d["source"] = source_of(manifest)
    return d


def source_of(manifest: dict) -> dict:
    """A definition's `[source]` less the keys the import writes itself (to carry it into another definition)."""
    return {k: str(v) for k, v in manifest.get("source", {}).items() if k not in OWN_SOURCE_KEYS}


def feeds_of(manifest: dict) -> list:
    """A training step's feed as --feed pairs: its [training] section's, else
    (the convention of steps written before it) each argument fed by the
    output of its own name."""
    if "training" in manifest:
        return sorted(manifest["training"].get("feed", {}).items())
    if manifest.get("task") != "train":
        return []
    outs = {o["name"] for o in manifest.get("outputs", [])}
    return [(a["name"], a["name"]) for a in manifest["arguments"] if a["name"] in outs]


def export_from_definition(definition: Path, folder: Path) -> dict:
    """The export folder a definition folder was imported from (its program,
    its stored tensors, its description): to import it again with expected
    outputs. Returns the manifest."""
    manifest = tomllib.loads((definition / "model.toml").read_text())
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(definition / PROGRAM, folder / PROGRAM)
    merge_safetensors([p for p in (definition / "weights.safetensors", definition / INPUTS) if p.is_file()], folder / INPUTS)
    (folder / DESCRIPTION).write_text(json.dumps(describe(manifest), indent=1) + "\n")
    for name in (EXPECTED, EXPECTED_F64):
        (folder / name).unlink(missing_ok=True)
    return manifest


def merge_safetensors(paths: list, out: Path):
    """One safetensors file holding every tensor of `paths`, bytes as they
    are (any dtype, bf16 included; no tensor library needed)."""
    header, chunks, offset = {}, [], 0
    for p in paths:
        raw = p.read_bytes()
        (n,) = struct.unpack("<Q", raw[:8])
        head = json.loads(raw[8:8 + n])
        body = raw[8 + n:]
        for name, info in head.items():
            if name == "__metadata__":
                continue
            if name in header:
                raise ImportFailed(f"{p}: tensor `{name}` is in another file too")
            begin, end = info["data_offsets"]
            header[name] = dict(info, data_offsets=[offset, offset + end - begin])
            chunks.append(body[begin:end])
            offset += end - begin
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)  # the data starts 8-aligned, as safetensors writes it
    out.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(chunks))


def run_import(tpu_compat: Path, folder: Path, suite_dir: Path, store: Path, ident: str, feeds=()) -> str | None:
    """`tpu-compat import` of the export folder as `<suite_dir>/<ident>/`,
    with its baseline in `<store>/<suite>/` when the folder holds expected
    outputs. Returns the definition hash the baseline was recorded against
    (None without expected outputs); raises ImportFailed with import's own
    words."""
    suite = suite_dir.name
    expected = (folder / EXPECTED).is_file()
    with tempfile.TemporaryDirectory(prefix="export-hf-import-") as tmp:
        stage, stage_store = Path(tmp) / suite, Path(tmp) / "store"
        cmd = [str(tpu_compat), "import", str(folder / PROGRAM), "--inputs", str(folder / INPUTS),
               "--definition", str(folder / DESCRIPTION), "--out", str(stage), "--store", str(stage_store), "--id", ident]
        if expected:
            cmd += ["--expected", str(folder / EXPECTED)]
            if (folder / EXPECTED_F64).is_file():
                cmd += ["--expected-f64", str(folder / EXPECTED_F64)]
        for arg, out in feeds:
            cmd += ["--feed", f"{arg}={out}"]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.TimeoutExpired) as e:
            raise ImportFailed(f"{tpu_compat} import: {e}") from e
        if proc.returncode != 0:
            said = (proc.stderr.strip() or proc.stdout.strip()).splitlines()
            raise ImportFailed(f"tpu-compat import exited {proc.returncode}: {' | '.join(said[-3:])[:800]}")
        dest = suite_dir / ident
        if dest.exists():
            shutil.rmtree(dest)
        suite_dir.mkdir(parents=True, exist_ok=True)
        shutil.move(str(stage / ident), str(dest))
        if not expected:
            return None
        (store / suite).mkdir(parents=True, exist_ok=True)
        for name in (f"{ident}.safetensors", f"{ident}.f64.safetensors"):
            src, dst = stage_store / suite / name, store / suite / name
            if src.is_file():
                shutil.move(str(src), str(dst))
            else:
                dst.unlink(missing_ok=True)
        return metadata(store / suite / f"{ident}.safetensors").get("definition_hash")


def metadata(path: Path) -> dict:
    """A safetensors file's string metadata."""
    with path.open("rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        return json.loads(f.read(n)).get("__metadata__", {})


@dataclass
class Target:
    """Where the exporter's definitions and baselines go, through `tpu-compat import`."""

    suite_dir: Path  # definition folders: <suite_dir>/<id>/
    store: Path  # baselines: <store>/<suite>/<id>.safetensors
    tpu_compat: Path
    work: Path  # export folders: <work>/<suite>/<id>/ (what each definition is imported from)

    def export_folder(self, ident: str) -> Path:
        return self.work / self.suite_dir.name / ident

    def write(self, ident: str, program: str | bytes, stored: dict, description: dict, feeds=()):
        """The definition `ident` from its program, stored tensors and description (no baseline)."""
        folder = self.export_folder(ident)
        write_export(folder, program, stored, description)
        run_import(self.tpu_compat, folder, self.suite_dir, self.store, ident, feeds)

    def record(self, ident: str, outputs: dict, meta: dict, f64: dict | None = None) -> Path:
        """The baseline of the written definition `ident`: imported again
        from its own folder with these expected outputs. Returns its path."""
        folder = self.export_folder(ident)
        manifest = export_from_definition(self.suite_dir / ident, folder)
        write_expected(folder, outputs, meta, f64)
        run_import(self.tpu_compat, folder, self.suite_dir, self.store, ident, feeds_of(manifest))
        return self.store / self.suite_dir.name / f"{ident}.safetensors"
