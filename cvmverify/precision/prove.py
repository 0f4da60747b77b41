"""Proving the precision rules: inputs within their precisions keep everything in int32.

    report = cvmverify.prove_precision(["dense"], max_rank=6)

For every structure of every operator (the shape prover's enumeration), with symbolic
dims, attributes and input precisions, three obligations:

- ``precision-at-most-32``  the declared output precision is at most 32 (and at least 1)
                            whenever the instance's preconditions and the rule's
                            requirements hold;
- ``precision-bound``       with every input within its precision and the output precision
                            at most 32 (the runtime rejects the graph otherwise), the exact
                            output lies within the declared output precision;
- ``int32-intermediates``   under the same assumptions, every value the formula computes
                            on the way stays within int32.

They are discharged by the shape prover's solver (three-valued, minimised counterexamples).
A refutation is replayed through the evaluator with exact integers and is only reported as
refuted when it reproduces; a proven bound is reported with its tightness (a witness that
reaches the bound, or the bits of slack). Data-dependent ops (`Computed`) have no formula
to prove: they get a bounded check (`bounded`), which says so.
"""

from __future__ import annotations

import itertools
import os
from dataclasses import replace
from typing import Any, Iterable, Sequence

import sympy as sp
import z3

from ..core import registry
from ..core.dsl import MAX_DIM, MAX_RANK, MAX_SIZE, OperatorSpec
from ..core.facts import RequirementKind
from ..core.ir import Instance, Requirement
from ..core.rule import MAX_PRECISION, MIN_PRECISION, rule_of
from ..core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S, Limits, fresh_solver_state
from ..core.structures import fingerprint, instances
from ..core.verdict import Status
from ..prove import Piece, _check_options, run_pieces
from ..prove.obligation import Obligation
from ..prove.obligations import Encoded, _slice
from ..prove.verdicts import Report, Result, bound_of
from ..prove.solve import InstanceSolver, Verdict
from .bounded import check_data_dependent
from .encode import ValueEncoder, in_int32, intermediates, magnitude, pow2
from .confirm import replay_refutation

SLACK_SEARCH = 8  # bits of slack looked for beyond a proven bound


def prove_precision(names: Iterable[str | OperatorSpec] | str | None = None, *,
                    max_rank: int = MAX_RANK, timeout_s: float = SAFETY_TIMEOUT_S,
                    jobs: int | None = None, progress=None,
                    cache_dir: str | os.PathLike | None = None, dask: Any = None,
                    piece_limit_s: float | None = None,
                    rlimit: int = DEFAULT_RLIMIT, verify_cache: float = 0.0) -> Report:
    """Verdicts of every precision obligation of the named operators (all by default).

    The work is cut, scheduled and cached as the shape prover's (`prove.prove`): one piece
    per operator and rank of its first input, over `jobs` processes (default one per core)
    or a Dask cluster (`dask`), each stopped past `piece_limit_s`; with `cache_dir`, a
    piece proven there before with the same spec, options, z3 and cvmverify is read back
    (from its own subfolder, "precision"; a share `verify_cache` of them proven again).
    Each obligation is bounded by `rlimit` z3 steps; `timeout_s` is a safety net only."""
    _check_options(max_rank=max_rank, max_dim=None, timeout_s=timeout_s, jobs=jobs,
                   piece_limit_s=piece_limit_s, rlimit=rlimit)
    options = dict(kind=PRECISION_PIECE, max_rank=max_rank, timeout_s=timeout_s,
                   rlimit=rlimit)
    return run_pieces(names, options, Report(max_rank=max_rank, max_dim=None), jobs=jobs,
                      progress=progress, cache_dir=cache_dir, dask=dask,
                      piece_limit_s=piece_limit_s, cache_kind="precision",
                      verify_cache=verify_cache)


PRECISION_PIECE = "cvmverify.precision.prove:prove_piece"  # what the runner's workers run


def prove_piece(spec: OperatorSpec | str, rank: int, *, max_rank: int, timeout_s: float,
                rlimit: int = DEFAULT_RLIMIT) -> Piece:
    """The precision verdicts of the instances of `spec` whose first input has rank
    `rank` (a spec named by a string is looked up: in a worker)."""
    in_worker = isinstance(spec, str)
    spec = registry.get(spec) if in_worker else spec
    piece = Piece(spec.name, rank)
    if spec.precision is None:
        if rank == 1:  # said once, not at every rank
            piece.results.append(Result(spec.name, "precision-rule", "a declared rule", 0,
                                        "", Status.REFUTED, 0.0, "",
                                        reason="no precision rule declared"))
        return piece
    fresh_solver_state()
    seen: set[tuple] = set()
    cache: dict = {}
    for instance in instances(spec, max_rank, first_rank=rank):
        key = fingerprint(instance)
        if key in seen:
            piece.covered += 1
            continue
        seen.add(key)
        piece.instances += 1
        piece.results += prove_instance(spec, instance, timeout_s=timeout_s, cache=cache,
                                        rlimit=rlimit)
        if instance.definition is not None:  # no formula: its values are checked, bounded
            piece.results += check_data_dependent(spec, instance)
    if in_worker:
        for result in piece.results:
            result.instance = None  # sympy trees are costly to send back; not needed
    return piece


def prove_instance(spec: OperatorSpec, instance: Instance, *,
                   timeout_s: float = SAFETY_TIMEOUT_S, cache: dict | None = None,
                   assumptions: Sequence[Requirement] = (),
                   rlimit: int = DEFAULT_RLIMIT) -> list[Result]:
    """The precision verdicts of one instance of `spec` (also of a variant spec), under
    extra `assumptions` (a graph node's attribute values and input precisions).

    An obligation the symbolic query leaves unknown is asked again for every value of the
    input precisions that the rule's requirements confine to a few values (dense's and
    conv2d's 8-bit inputs): with them fixed, the products of magnitudes are constants and
    z3's arithmetic is linear again. Its verdict says so. Where that fallback exists, the
    symbolic query gets only a share of the resource limit (`SYMBOLIC_SHARE`): it is
    nonlinear, and z3 mostly spends the whole limit on it in vain."""
    limits = Limits(rlimit, timeout_s)
    small = _small_precisions(spec, instance)
    encoded = _encode(spec, instance, assumptions)
    results = _discharged(spec, instance, encoded,
                          limits.share(SYMBOLIC_SHARE) if small else limits, cache, None,
                          limits.share(TIGHTNESS_SHARE), enumerated_next=bool(small))
    unknown = {r.obligation for r in results if r.status == Status.UNKNOWN}
    if not (small and unknown):
        return results
    fixed = [dict(zip(small, values)) for values in itertools.product(*small.values())]
    verdicts = [_discharged(spec, instance, tuple(_fixed(e, point) for e in encoded), limits,
                            None, unknown, None) for point in fixed]
    named = ", ".join(f"{symbol} in 1..{max(values)}" for symbol, values in small.items())
    for k, result in enumerate(results):
        if result.status != Status.UNKNOWN:
            continue
        found = [next(r for r in rs if r.obligation == result.obligation) for rs in verdicts]
        refuted = next((r for r in found if r.status == Status.REFUTED), None)
        if refuted is not None:
            results[k] = refuted
        elif all(r.status == Status.PROVEN for r in found):
            results[k] = replace(result, status=Status.PROVEN, counterexample=None, subject="",
                                 seconds=result.seconds + sum(r.seconds for r in found),
                                 steps=result.steps + sum(r.steps for r in found),
                                 reason=f"proven for each of {len(found)} values of "
                                 f"{named} (the symbolic query was unknown)",
                                 bound=result.bound.replace("input precisions symbolic",
                                                            f"{named} enumerated, others "
                                                            "symbolic"))
        else:
            still = next(r for r in found if r.status == Status.UNKNOWN)
            results[k] = replace(result, reason=f"{result.reason}; with {named} enumerated, "
                                 f"still unknown: {still.reason}",
                                 wall_clock=any(r.wall_clock for r in found))
    return results


# An input precision that the requirements confine to at most this many values is
# enumerated when a symbolic query is unknown.
SMALL_DOMAIN = 8
# The share of the resource limit that a symbolic query gets when its input precisions can
# be enumerated: conv2d's nonlinear queries would spend the whole limit in vain, attempt
# after attempt, for each intermediate, before the linear queries that decide them. Dense's
# symbolic proof of its bound takes 2.6M steps, conv2d's 16.3M: the
# first is kept (with its tightness), the second left to the enumeration.
SYMBOLIC_SHARE = 0.25
# The share of the resource limit of each query that looks for a proven bound's tightness:
# the tightness is information, not a verdict, and is "unknown" past it.
TIGHTNESS_SHARE = 0.1


def _small_precisions(spec: OperatorSpec, instance: Instance) -> dict[sp.Symbol, range]:
    """The input precisions a requirement of the rule bounds by a small constant
    (``p(x) <= 8``), with their values."""
    symbols = {t.name: sp.Symbol(f"p({t.name})", integer=True) for t in instance.inputs}
    found = rule_of(spec, [(t.name, symbols[t.name], t.shape) for t in instance.inputs],
                    instance.attrs)
    small = {}
    for condition, _ in found.requires:
        condition = sp.sympify(condition)
        if isinstance(condition, sp.LessThan) and condition.lhs in symbols.values() \
                and condition.rhs.is_Integer and int(condition.rhs) <= SMALL_DOMAIN:
            small[condition.lhs] = range(MIN_PRECISION, int(condition.rhs) + 1)
    return small


def _discharged(spec: OperatorSpec, instance: Instance, encoded: tuple[Encoded, Encoded],
                limits: Limits, cache: dict | None, only: set[str] | None,
                tightness: Limits | None, enumerated_next: bool = False) -> list[Result]:
    """The verdicts of the instance's obligations (those named in `only`, or all), encoded
    with extents abstracted and exact (`_encode`), with the tightness of a proven bound
    (within `tightness`, if given). With `enumerated_next`, an unknown is left to the
    caller's enumeration: neither asked again exactly nor split into its parts."""
    abstract, exact = encoded
    solvers = [InstanceSolver(abstract, limits, cache), InstanceSolver(exact, limits)]
    bound = bound_of(instance, None) + "; input precisions symbolic in 1..32"
    results = []
    for loose, obligation in zip(abstract.obligations, exact.obligations):
        if only is not None and obligation.name not in only:
            continue
        # a loose refutation is asked again exactly: only a final one is worth shrinking
        # (shrinking a loose model costs a model's proof most of its time)
        verdict, subject = solvers[0].discharge(loose, minimize=loose is obligation,
                                                split=not enumerated_next)
        if verdict.status != Status.PROVEN and loose is not obligation and not (
                enumerated_next and verdict.status == Status.UNKNOWN):
            # the extents' dims matter after all (or to the counterexample): ask again
            verdict, subject = solvers[1].discharge(obligation, split=not enumerated_next)
        if verdict.status == Status.REFUTED:
            verdict = _replayed(spec, instance, obligation, verdict)
        elif verdict.status == Status.PROVEN and obligation.name == "precision-bound" \
                and tightness is not None:
            verdict.reason = _tightness(abstract, loose, tightness)
        results.append(Result.of(instance, subject, verdict, bound))
    return results


def _encode(spec: OperatorSpec, instance: Instance,
            assumptions: Sequence[Requirement]) -> tuple[Encoded, Encoded]:
    """The instance's obligations, with the sums' extents abstracted (see
    `_abstract_extents`) and exact."""
    symbols = {t.name: sp.Symbol(f"p({t.name})", integer=True) for t in instance.inputs}
    enc = ValueEncoder(instance.op, {name: magnitude(z3.Int(str(symbol)))
                                     for name, symbol in symbols.items()})
    enc.facts += _magnitude_products(symbols)
    found = rule_of(spec, [(t.name, symbols[t.name], t.shape) for t in instance.inputs],
                    instance.attrs)
    facts = [r for r in instance.requirements if r.kind != RequirementKind.SIZE] + list(assumptions)
    facts += [Requirement(sp.And(MIN_PRECISION <= s, s <= MAX_PRECISION),
                          f"precision of {name} in 1..32", spec.where, "precision")
              for name, s in symbols.items()]
    facts += [Requirement(sp.sympify(condition), message, spec.where, "precision")
              for condition, message in found.requires]
    threshold = len(facts)  # obligation (c) may not assume what follows
    outputs = [(out, found.output(k)) for k, out in enumerate(instance.outputs)]
    facts += [Requirement(sp.And(MIN_PRECISION <= p, p <= MAX_PRECISION),
                          f"precision of {out.name} in 1..32", spec.where, "precision")
              for out, p in outputs]
    preconditions = [(k, req, enc.term(req.condition)) for k, req in enumerate(facts)]
    base = [bound for t in instance.inputs for d in t.shape
            for bound in (enc.term(d) >= 1, enc.term(d) <= MAX_DIM)]
    obligations = [Obligation("precision-at-most-32", "the declared output precisions",
                              z3.And([z3.And(enc.term(p) >= MIN_PRECISION,
                                             enc.term(p) <= MAX_PRECISION)
                                      for _, p in outputs]),
                              requirements=threshold, subject=found.outputs[0])]
    for out, p in outputs:
        if out.value is None:
            continue  # a data-dependent output (see `bounded`)
        value, declared = enc.term(out.value), enc.term(p)
        in_range = [z3.And(enc.term(i) >= 0, enc.term(i) < enc.term(n))
                    for i, n in zip(out.index, out.shape)]
        steps = intermediates(out.value, enc)
        shown = {out.name: value, f"precision of {out.name}": declared,
                 **{f"p({name})": z3.Int(str(s)) for name, s in symbols.items()}}
        limit = magnitude(declared)
        obligations.append(Obligation(
            "precision-bound", f"{out.name} within its declared precision",
            z3.And(-limit <= value, value <= limit), context=in_range, shown=shown,
            subject=out.value))
        parts = [Obligation("int32-intermediates", f"{node} within int32",
                            z3.Implies(path, in_int32(term)), context=in_range, shown=shown,
                            subject=node) for path, term, node in steps + enc.inner]
        if parts:
            obligations.append(Obligation(
                "int32-intermediates", f"every intermediate of {out.name}",
                z3.And([p.goal for p in parts]), context=in_range, shown=shown,
                parts=parts, subject=out.value))
    for ob in [o for top in obligations for o in (top, *top.parts)]:
        # the reductions' bounds and the values read are known once everything is encoded
        ob.context = ob.context + enc.facts
        ob.shown = {**ob.shown, **enc.reads}
    variables = [z3.Int(name) for name in sorted({str(t) for t in [
        *(enc.term(d) for t in instance.inputs for d in t.shape),
        *(z3.Int(str(s)) for s in symbols.values()), *_attr_terms(instance, enc),
        *enc.witnesses, *enc.reads.values()] if z3.is_const(t) and not z3.is_int_value(t)})]
    exact = Encoded(instance, enc, preconditions, base, obligations, variables)
    abstract = _abstract_extents(exact, enc.extents)
    for encoded in (exact, abstract):
        for ob in [o for top in encoded.obligations for o in (top, *top.parts)]:
            _slice(ob, encoded.preconditions)  # its cone only: equal queries across structures
    return abstract, exact


def _fixed(encoded: Encoded, point: dict[sp.Symbol, int]) -> Encoded:
    """`encoded` with the input precisions of `point` fixed, as plain facts of every
    obligation: z3 substitutes them before it searches, and its arithmetic is linear. The
    instance is encoded once for all the points (encoding conv2d takes longer than its
    linear queries)."""
    facts = [z3.Int(str(symbol)) == value for symbol, value in point.items()]

    def copied(ob: Obligation) -> Obligation:
        return replace(ob, context=ob.context + facts, parts=[copied(p) for p in ob.parts])

    return replace(encoded, obligations=[copied(ob) for ob in encoded.obligations])


def _magnitude_products(symbols: dict[str, sp.Symbol]) -> list:
    """(m_a + 1) * (m_b + 1) == 2^(p_a + p_b - 2) for every two inputs: true, and it ties
    a product of magnitudes to the declared precision of a product without nonlinear
    search."""
    terms = [z3.Int(str(s)) for s in symbols.values()]
    return [(magnitude(a) + 1) * (magnitude(b) + 1) == pow2(a + b - 2)
            for k, a in enumerate(terms) for b in terms[k:]]


def _abstract_extents(encoded: Encoded, extents: list) -> Encoded:
    """`encoded` with each sum's extent (a product of dims) a value of its own in
    1..2^30, in the formula and in the rule alike: a proof then holds for every extent,
    whatever dims make it, and z3 is spared the nonlinear shape rules that tie those dims
    together (conv2d's). A counterexample of it may not be one of the dims: the exact
    encoding is asked again for anything not proven."""
    unique = {e.get_id(): e for e in extents if not z3.is_int_value(e) and not z3.is_const(e)}
    pairs = [(e, z3.Int(f"extent#{k}")) for k, e in enumerate(unique.values())]
    if not pairs:
        return encoded

    def substituted(term):
        return z3.substitute(term, *pairs)

    def copied(ob: Obligation) -> Obligation:
        return replace(ob, goal=substituted(ob.goal),
                       context=[substituted(c) for c in ob.context] + [
                           z3.And(1 <= e, e <= MAX_SIZE) for _, e in pairs],
                       shown={k: substituted(v) for k, v in ob.shown.items()},
                       parts=[copied(p) for p in ob.parts])

    return replace(encoded, preconditions=[(k, req, substituted(term))
                                           for k, req, term in encoded.preconditions],
                   obligations=[copied(ob) for ob in encoded.obligations])


def _attr_terms(instance: Instance, enc: ValueEncoder) -> list:
    terms = []
    for value in instance.attrs.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, sp.Symbol):
                terms.append(enc.term(item))
    return terms


def _replayed(spec: OperatorSpec, instance: Instance, obligation: Obligation,
              verdict: Verdict) -> Verdict:
    """A refutation stands only if the evaluator, on exact integers, shows it."""
    outcome = replay_refutation(spec, instance, obligation.name, verdict.counterexample)
    if outcome.reproduced:
        verdict.reason = outcome.message
        return verdict
    return Verdict(Status.UNKNOWN, verdict.seconds, verdict.counterexample,
                   reason=f"the counterexample did not replay: {outcome.message}")


def _tightness(encoded: Encoded, obligation: Obligation, limits: Limits) -> str:
    """A witness that reaches the declared bound, else the bits of slack the rule has."""
    value, declared = list(obligation.shown.values())[:2]  # the output, its precision
    solver = limits.solver()
    solver.add(*encoded.base, *(term for _, _, term in encoded.preconditions),
               *obligation.context)
    limit = magnitude(declared)
    solver.push()
    solver.add(z3.Or(value == limit, value == -limit))
    checked = limits.check(solver)
    result = checked.result
    if result == z3.sat:
        model = solver.model()
        return f"tight: the bound is reached at {_witness(obligation.shown, model)}"
    solver.pop()
    if result == z3.unknown:
        return f"tightness unknown ({checked.reason})"
    slack = 0
    while slack < SLACK_SEARCH:
        narrower = magnitude(declared - (slack + 1))
        solver.push()
        solver.add(declared - (slack + 1) >= 1, z3.Or(value > narrower, value < -narrower))
        result = limits.check(solver).result
        solver.pop()
        if result != z3.unsat:
            break
        slack += 1
    start = "" if result != z3.unknown else " (at least; the next query was unknown)"
    return f"not reached: slack {slack} bit{'s' * (slack != 1)}{start}"


def _witness(shown: dict[str, Any], model: z3.ModelRef) -> str:
    """The values of a tightness witness in the user's terms: the output, the precisions,
    and the input elements read, by tensor (`elements of x: 127, -127`), not the solver's
    read terms (`Read(x, i0, r1 + i1)`, whose index holds reduction variables)."""
    plain, elements = [], {}
    for name, term in shown.items():
        value = model.eval(term, model_completion=True)
        if name.startswith(("Read(", "FlatRead(")):
            tensor = name.partition("(")[2].partition(",")[0]
            elements.setdefault(tensor, []).append(str(value))
        else:
            plain.append(f"{name}={value}")
    plain += [f"element{'s' * (len(v) > 1)} of {tensor} read: {', '.join(v)}"
              for tensor, v in elements.items()]
    return ", ".join(plain)
