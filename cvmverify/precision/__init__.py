"""Precision: the runtime's safety contract, declared beside each op and proven.

- `rule`: how a spec declares its rule, and the rules applied to concrete precisions (the
  evaluator's ``precisions=``);
- `encode`, `prove`, `confirm`, `bounded`: the proof that inputs within their precisions
  keep every output within its declared precision and every intermediate within int32;
- `graph`, `cli`: precisions through graphs, and the commands.
"""
