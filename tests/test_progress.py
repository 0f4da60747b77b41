"""Progress off a terminal: a plain line at once, at least every interval whether or not
anything finished, and one at the end; on a terminal, a bar and no plain lines."""

from __future__ import annotations

import io
import threading
import time

from cvmverify import progress as progress_module
from cvmverify.cli import main
from cvmverify.progress import Reporter


def test_off_a_terminal_a_line_at_once_every_interval_and_at_the_end():
    stream = io.StringIO()
    with Reporter("prove", total=4, unit="pieces", stream=stream, interval_s=0.05) as shown:
        time.sleep(0.3)  # nothing finishes: the lines go on all the same
        shown.advance(3, label="conv2d")
    lines = stream.getvalue().splitlines()
    assert lines[0] == "prove: 0/4 pieces, 0 s"
    assert len(lines) >= 4  # the first, some while silent, the last
    assert all(line.startswith("prove: ") and line.endswith(" s") for line in lines)
    assert lines[-1].startswith("prove: 3/4 pieces, ")


def test_advance_is_safe_from_many_threads():
    stream = io.StringIO()
    with Reporter("check", total=800, unit="cases", stream=stream, interval_s=60) as shown:
        threads = [threading.Thread(target=lambda: [shown.advance() for _ in range(100)])
                   for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert stream.getvalue().splitlines()[-1].startswith("check: 800/800 cases, ")


def test_on_a_terminal_no_plain_lines():
    stream = io.StringIO()
    with Reporter("prove", total=2, stream=stream, interval_s=0.01, terminal=True) as shown:
        shown.advance(2)
        time.sleep(0.05)
    assert "prove: " not in stream.getvalue()


def test_prove_in_a_ci_log_prints_plain_progress_lines(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(progress_module, "INTERVAL_S", 0.2)
    assert main(["prove", "relu", "transpose", "--max-rank", "2", "--jobs", "1",
                 "--cache-dir", str(tmp_path)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "prove: 0/4 pieces, 0 s"
    assert err[-1].startswith("prove: 4/4 pieces, ")


def test_prove_precision_prints_them_too(capsys, tmp_path):
    assert main(["prove", "--precision", "relu", "--max-rank", "1", "--jobs", "1",
                 "--cache-dir", str(tmp_path)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "prove: 0/1 pieces, 0 s" and err[-1].startswith("prove: 1/1 pieces, ")


def test_equiv_check_and_gen_in_a_ci_log_print_plain_progress_lines(capsys, tmp_path,
                                                                    monkeypatch):
    """Every long command is heard from off a terminal, not only prove."""
    assert main(["equiv", "--library", "--only", "abs_idempotent", "--jobs", "1"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "equiv: 0/1 identities, 0 s" and err[-1].startswith("equiv: 1/1 ")
    (tmp_path / "k.py").write_text("import numpy as np\n\n"
                                   "def relu(inputs, **attrs):\n"
                                   "    return [np.maximum(inputs[0], 0)]\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    main(["check", "relu", "--kernel", "k:relu", "--cases", "5", "--no-isolate"])
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "check: 0/0 cases, 0 s" and err[-1].startswith("check: ")
    assert err[-1].split()[1].split("/")[0] == err[-1].split()[1].split("/")[1] != "0"
    assert main(["gen", "relu", "--out", str(tmp_path / "generated")]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("gen: 0/") and err[-1].startswith("gen: 1/1 targets")
