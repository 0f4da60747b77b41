"""Every operator's attributes given nonsense on the command line (`cvmverify eval OP ...
--attr NAME=VALUE`): each call succeeds or exits 4 with a one-line error that names the op
(or `eval`), never a traceback or another exit code."""

from __future__ import annotations

import numpy as np
import pytest

import cvmverify
from cvmverify.cli import main

NONSENSE = ["x", "1,2,3,4,5,6,7", "-99", str(2**70), "none", "1.5", "()", "[[1]]", "1e400",
            "{1:2}", "..."]


@pytest.mark.parametrize("op", cvmverify.ops())
def test_nonsense_attributes_on_the_command_line_exit_4_naming_the_op(op, tmp_path, capsys):
    x = tmp_path / "x.npy"
    np.save(x, np.ones((2, 3, 4, 4), np.int32))
    files = [str(x)] * len(cvmverify.spec(op).inputs)
    for attr in cvmverify.spec(op).attrs:
        for value in NONSENSE:
            code = main(["eval", op, *files, "--attr", f"{attr.name}={value}"])
            err = capsys.readouterr().err
            assert code in (0, 4), (attr.name, value, err)
            if code == 4:
                assert err.startswith((f"error: {op}:", "error: eval:")), (attr.name, value, err)
                assert "Traceback" not in err
