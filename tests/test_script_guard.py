"""A script without `if __name__ == "__main__":` that proves or checks, run as users run it."""

import subprocess
import sys
import textwrap
from pathlib import Path

IDENTITIES = Path(__file__).parent.parent / "identities"


def run_script(tmp_path, body: str) -> subprocess.CompletedProcess:
    script = tmp_path / "script.py"
    script.write_text(textwrap.dedent(body))
    return subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)


def test_prove_from_an_unguarded_script_works(tmp_path):
    done = run_script(tmp_path, """
        import cvmverify
        report = cvmverify.prove(["relu", "transpose"], max_rank=2)
        print("proven" if report.ok and report.results else "not proven", len(report.results))
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("proven"), done.stdout


def test_the_identity_library_from_an_unguarded_script_works(tmp_path):
    done = run_script(tmp_path, f"""
        from cvmverify.equiv.library import prove_library
        report = prove_library({str(IDENTITIES)!r}, names=["flatten_reshape", "relu_idempotent"],
                               max_rank=2)
        print(report.summary())
    """)
    assert done.returncode == 0, done.stderr
    assert "equiv: 2 equivalent, 0 not equivalent, 0 bounded, 0 unknown" in done.stdout, done.stdout


def test_check_kernel_from_an_unguarded_script_says_what_to_do(tmp_path):
    done = run_script(tmp_path, """
        import cvmverify

        def relu(inputs):
            return cvmverify.evaluate("relu", inputs)

        try:
            cvmverify.check_kernel("relu", relu, cases=5)
        except cvmverify.LogicError as error:
            print(error)
    """)
    assert done.returncode == 0, done.stderr
    assert 'if __name__ == "__main__":' in done.stdout and "isolate=False" in done.stdout
    assert "script.py" in done.stdout


def test_a_guarded_script_checks_in_workers(tmp_path):
    done = run_script(tmp_path, """
        import cvmverify

        def relu(inputs):
            return cvmverify.evaluate("relu", inputs)

        if __name__ == "__main__":
            print(cvmverify.check_kernel("relu", relu, cases=5).ok)
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"


def test_an_unguarded_in_process_check_runs(tmp_path):
    done = run_script(tmp_path, """
        import cvmverify

        def relu(inputs):
            return cvmverify.evaluate("relu", inputs)

        print(cvmverify.check_kernel("relu", relu, cases=5, isolate=False).ok)
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
