"""Equivalence of operator graphs: bit-exact, with the specs' int32 rules, for every legal
shape.

    verdict = cvmverify.equivalent(graph_a, graph_b)          # two graphs, same inputs
    verdict = cvmverify.equivalent(load_identity("identities/split_concat.toml"))
    verdict.status, verdict.bound, verdict.counterexample

`template` reads identities (two graphs with rank ranges and parameters), `z3_terms` turns
element formulas into z3 terms with the evaluator's int32 rule, `engine` searches for a
difference and `confirm` confirms it through the evaluator; `library` proves a folder of
identities.
"""

from .engine import Counterexample, Verdict, equivalent
from .template import Identity, load_identity, parse_identity

__all__ = ["Counterexample", "Identity", "Verdict", "equivalent", "load_identity",
           "parse_identity"]
