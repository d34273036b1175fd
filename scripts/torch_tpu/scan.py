"""Rewrites `chlo.scan` as a plain `stablehlo.while`, so a CPU plugin older than the scan runs it.

TorchTPU writes `torch.cumsum`, `cumprod` and `logcumsumexp` as `chlo.scan`, which portable artifacts
carry as a `stablehlo.composite` (`vhlo.composite_v2`, StableHLO 1.16). The 0.0.1 CPU plugin
(StableHLO 1.13.3) has neither, and newer XLA:CPU builds abort on the scan. StableHLO defines the
scan's meaning: along `dimension` (from the end where `is_reverse`), the body takes one slice of each
input and the carries, and gives one slice of each output and the new carries. This program lowers each
scan to exactly that loop, written here from the composite's attributes and its body (its attached
decomposition is not used, so TorchTPU's own lowering is not what is checked), and writes the module
back as a portable artifact for the plugin's version. The row is then judged against PyTorch CPU like
any other, so a wrong rewrite is a parity failure, never a pass.

    python scan.py TARGET_VERSION < program.mlirbc > rewritten.mlirbc

Exit 0 with the rewritten artifact on stdout; exit 1 with the reason on stderr (a scan this lowering
does not cover, a dynamic shape, a module the target version cannot hold). Runs on jaxlib's MLIR
bindings (the set-up's scan venv). `TPU_COMPAT_FAULT_SCAN=off-by-one` plants a wrong rewrite (the loop
starts at step 1), for the harness's tests.
"""

import os
import sys

from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _jax_mlir_ext
from jaxlib.mlir.dialects import chlo, func, stablehlo

SCAN = "chlo.scan"


class Refused(Exception):
    """A program this rewrite does not cover, said in one line."""


def context():
    """A context with the dialects a portable artifact deserializes into: func, stablehlo, chlo."""
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    ctx = ir.Context()
    ctx.append_dialect_registry(registry)
    ctx.load_all_available_dialects()
    stablehlo.register_dialect(ctx)
    chlo.register_dialect(ctx)
    return ctx


def scans(module):
    """Every `chlo.scan` composite of the module, in order."""
    found = []

    def visit(op):
        if op.name == "stablehlo.composite" and ir.StringAttr(op.attributes["name"]).value == SCAN:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def ranked(t, what):
    t = ir.RankedTensorType(t)
    if not t.has_static_shape:
        raise Refused(f"{what} has a dynamic shape ({t}): the rewrite lowers static scans only")
    return t


def zero(element):
    """The splat literal of zero for an element type."""
    if isinstance(element, ir.IntegerType):
        return "false" if ir.IntegerType(element).width == 1 else "0"
    if isinstance(element, ir.ComplexType):
        return "(0.000000e+00,0.000000e+00)"
    return "0.000000e+00"


def without(t, dim):
    """`t` with `dim` set to 1 (a slice's shape), as text."""
    shape = list(t.shape)
    shape[dim] = 1
    return f"tensor<{'x'.join(map(str, shape))}{'x' if shape else ''}{t.element_type}>"


def lowering(name, body, dim, reverse, inputs, inits, outputs, carries, start):
    """The text of `func.func @name`: the scan as a `stablehlo.while` calling the body once a step;
    `body`: the body function's name and type."""
    body_name, body_type = body
    body_in, body_out = list(body_type.inputs), list(body_type.results)
    size = inputs[0].shape[dim]
    if any(t.shape[dim] != size for t in inputs + outputs):
        raise Refused(f"inputs and outputs disagree on the scanned dimension's size ({size})")
    rank = inputs[0].rank
    if any(t.rank != rank for t in inputs + outputs):
        raise Refused("inputs and outputs of different ranks")
    i64 = "tensor<i64>"
    m = len(inits)
    lines = []
    args = [f"%x{j}: {t}" for j, t in enumerate(inputs)] + [f"%c{j}: {t}" for j, t in enumerate(inits)]
    results = ", ".join(str(t) for t in outputs + carries)
    lines.append(f"func.func private @{name}({', '.join(args)}) -> ({results}) {{")
    lines.append(f'  %zero = "stablehlo.constant"() {{value = dense<0> : {i64}}} : () -> {i64}')
    lines.append(f'  %start = "stablehlo.constant"() {{value = dense<{start}> : {i64}}} : () -> {i64}')
    lines.append(f'  %one = "stablehlo.constant"() {{value = dense<1> : {i64}}} : () -> {i64}')
    lines.append(f'  %last = "stablehlo.constant"() {{value = dense<{size - 1}> : {i64}}} : () -> {i64}')
    lines.append(f'  %n = "stablehlo.constant"() {{value = dense<{size}> : {i64}}} : () -> {i64}')
    for j, t in enumerate(outputs):
        lines.append(f'  %y{j} = "stablehlo.constant"() {{value = dense<{zero(t.element_type)}> : {t}}} : () -> {t}')
    state = [i64] + [str(t) for t in outputs + carries]
    sig = ", ".join(state)
    names = ["%i"] + [f"%ys{j}" for j in range(len(outputs))] + [f"%cs{j}" for j in range(len(carries))]
    block = ", ".join(f"{n}: {t}" for n, t in zip(names, state, strict=True))
    initial = ["%start"] + [f"%y{j}" for j in range(len(outputs))] + [f"%c{j}" for j in range(m)]
    lines.append(f'  %loop:{len(state)} = "stablehlo.while"({", ".join(initial)}) ({{')
    lines.append(f"  ^bb0({block}):")
    lt = "#stablehlo<comparison_direction LT>"
    lines.append(f'    %more = "stablehlo.compare"(%i, %n) {{comparison_direction = {lt}}} : ({i64}, {i64}) -> tensor<i1>')
    lines.append('    "stablehlo.return"(%more) : (tensor<i1>) -> ()')
    lines.append("  }, {")
    lines.append(f"  ^bb0({block}):")
    if reverse:
        lines.append(f'    %at = "stablehlo.subtract"(%last, %i) : ({i64}, {i64}) -> {i64}')
    at = "%at" if reverse else "%i"
    starts = ", ".join(at if d == dim else "%zero" for d in range(rank))
    index_types = ", ".join([i64] * rank)
    slices = []
    for j, t in enumerate(inputs):
        sizes = ", ".join(str(1 if d == dim else s) for d, s in enumerate(t.shape))
        one = without(t, dim)
        sliced = f'"stablehlo.dynamic_slice"(%x{j}, {starts}) {{slice_sizes = array<i64: {sizes}>}}'
        lines.append(f"    %s{j} = {sliced} : ({t}, {index_types}) -> {one}")
        lines.append(f'    %e{j} = "stablehlo.reshape"(%s{j}) : ({one}) -> {body_in[j]}')
        slices.append(f"%e{j}")
    operands = slices + [f"%cs{j}" for j in range(m)]
    lines.append(
        f"    %b:{len(body_out)} = func.call @{body_name}({', '.join(operands)}) "
        f": ({', '.join(map(str, body_in))}) -> ({', '.join(map(str, body_out))})"
    )
    updated = []
    for j, t in enumerate(outputs):
        one = without(t, dim)
        lines.append(f'    %u{j} = "stablehlo.reshape"(%b#{j}) : ({body_out[j]}) -> {one}')
        lines.append(f'    %w{j} = "stablehlo.dynamic_update_slice"(%ys{j}, %u{j}, {starts}) : ({t}, {one}, {index_types}) -> {t}')
        updated.append(f"%w{j}")
    new_carries = [f"%b#{len(outputs) + j}" for j in range(len(carries))]
    lines.append(f'    %next = "stablehlo.add"(%i, %one) : ({i64}, {i64}) -> {i64}')
    lines.append(f'    "stablehlo.return"(%next, {", ".join(updated + new_carries)}) : ({sig}) -> ()')
    lines.append(f"  }}) : ({sig}) -> ({sig})")
    finals = [f"%loop#{1 + j}" for j in range(len(outputs) + len(carries))]
    lines.append(f"  func.return {', '.join(finals)} : {results}")
    lines.append("}")
    return "\n".join(lines)


def segments(attrs, key, total):
    sizes = list(ir.DenseI32ArrayAttr(attrs[key])) if key in attrs else []
    if len(sizes) != 2 or sum(sizes) != total:
        raise Refused(f"the scan's {key} ({sizes}) does not split its {total} values in two")
    return sizes


def rewrite_one(module, scan, n, start):
    attrs = ir.DictAttr(scan.attributes["composite_attributes"])
    dim = ir.IntegerAttr(attrs["dimension"]).value
    reverse = bool(ir.BoolAttr(attrs["is_reverse"]).value) if "is_reverse" in attrs else False
    k, m = segments(attrs, "operandSegmentSizes", len(scan.operands))
    k_out, m_out = segments(attrs, "resultSegmentSizes", len(scan.results))
    if m_out != m or k == 0:
        raise Refused(f"a scan of {k} inputs, {m} inits, {k_out} outputs and {m_out} carries")
    inputs = [ranked(v.type, f"input {j}") for j, v in enumerate(scan.operands[:k])]
    inits = [ranked(v.type, f"init {j}") for j, v in enumerate(scan.operands[k:])]
    outputs = [ranked(v.type, f"output {j}") for j, v in enumerate(scan.results[:k_out])]
    carries = [ranked(v.type, f"carry {j}") for j, v in enumerate(scan.results[k_out:])]
    if not 0 <= dim < inputs[0].rank:
        raise Refused(f"the scan's dimension {dim} is outside its input's rank {inputs[0].rank}")
    region = scan.regions[0]
    blocks = list(region.blocks)
    if len(blocks) != 1:
        raise Refused(f"a scan body of {len(blocks)} blocks")
    block = blocks[0]
    terminator = list(block.operations)[-1]
    if len(block.arguments) != k + m or len(terminator.operands) != k_out + m:
        raise Refused("the scan body's arguments or results do not match its operands and results")
    # The body becomes a private function of its own, the block moved into it whole.
    body_name = f"tpu_compat.scan{n}.body"
    body_type = ir.FunctionType.get([a.type for a in block.arguments], [v.type for v in terminator.operands])
    with ir.InsertionPoint(module.body):
        body = func.FuncOp(body_name, body_type, visibility="private")
    block.append_to(body.regions[0])
    with ir.InsertionPoint(terminator):
        func.ReturnOp(list(terminator.operands))
    terminator.erase()
    name = f"tpu_compat.scan{n}"
    text = lowering(name, (body_name, body_type), dim, reverse, inputs, inits, outputs, carries, start)
    declared = f"func.func private @{body_name}{body_type}"
    scratch = ir.Module.parse(f"{declared}\n{text}")
    lowered = list(scratch.body.operations)[-1]
    with ir.InsertionPoint(module.body):
        lowered.clone()
    with ir.InsertionPoint(scan):
        call = func.CallOp([v.type for v in scan.results], ir.FlatSymbolRefAttr.get(name), list(scan.operands))
    for old, new in zip(scan.results, call.results, strict=True):
        old.replace_all_uses_with(new)
    decomposition = ir.FlatSymbolRefAttr(scan.attributes["decomposition"]).value
    scan.erase()
    return decomposition


def unused(module, names):
    """Drops the scans' attached decompositions once nothing calls them."""
    text = str(module)
    for op in list(module.body.operations):
        if "sym_name" not in op.attributes:
            continue
        symbol = ir.StringAttr(op.attributes["sym_name"]).value
        if symbol in names and text.count(f"@{symbol}") == 1:
            op.erase()


def lower(module):
    """Lowers every scan of `module` in place; how many there were."""
    start = 1 if os.environ.get("TPU_COMPAT_FAULT_SCAN") == "off-by-one" else 0
    found = scans(module)
    decompositions = {rewrite_one(module, scan, n, start) for n, scan in enumerate(found)}
    unused(module, decompositions)
    try:
        module.operation.verify()
    except Exception as e:  # the bindings raise MLIRError, with the verifier's words
        raise Refused(f"the rewritten module does not verify: {e}") from None
    return len(found)


def rewrite(data, target):
    """The portable artifact `data` with its scans lowered, written for StableHLO `target`; the scans' count.
    A program with no scan is written down as it is (its other composites: gelu)."""
    with context() as ctx, ir.Location.unknown():
        try:
            module = stablehlo.deserialize_portable_artifact(ctx, data)
        except Exception as e:
            raise Refused(f"not a StableHLO portable artifact jaxlib {stablehlo.get_current_version()} can read: {e}") from None
        n = lower(module)
        try:
            return stablehlo.serialize_portable_artifact_str(str(module), target), n
        except Exception as e:
            raise Refused(f"the rewritten module cannot be written for StableHLO {target}: {e}") from None


def main(argv):
    if len(argv) != 2:
        print("usage: scan.py TARGET_VERSION < program.mlirbc > rewritten.mlirbc", file=sys.stderr)
        return 2
    try:
        out, n = rewrite(sys.stdin.buffer.read(), argv[1])
    except Refused as e:
        print(f"scan rewrite: {e}", file=sys.stderr)
        return 1
    sys.stdout.buffer.write(out)
    print(f"scan rewrite: {n} chlo.scan lowered to stablehlo.while, written for StableHLO {argv[1]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
