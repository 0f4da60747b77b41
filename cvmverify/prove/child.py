"""The child process of `prove.runner.PieceRunner`: ``python -m cvmverify.prove.child
[spec modules...]`` loads the modules, says "ready", then reads (op, rank, options) pickles
on stdin and answers each with (True, Piece) or (False, the error), until stdin closes."""

from __future__ import annotations

import os
import pickle
import sys

from ..core import registry
from . import prove_piece


def serve(modules: list[str]) -> None:
    data_in, data_out = sys.stdin.buffer, os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # whatever a spec prints goes to stderr, not into the answers
    registry.load_modules(modules)
    pickle.dump("ready", data_out)
    data_out.flush()
    while True:
        try:
            op, rank, options = pickle.load(data_in)
        except EOFError:
            return
        try:
            answer = (True, prove_piece(op, rank, **options))
        except Exception as error:  # the parent raises it again
            answer = (False, error)
        pickle.dump(answer, data_out)
        data_out.flush()


if __name__ == "__main__":
    serve(sys.argv[1:])
