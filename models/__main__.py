"""Write the zoo's TOML files beside this module: ``python -m models``."""

from pathlib import Path

from cvmverify.core.graph import to_toml

from . import ZOO

HEADER = "# Written by `python -m models` from models/__init__.py; do not edit.\n"

if __name__ == "__main__":
    for name, build in ZOO.items():
        path = Path(__file__).parent / f"{name}.toml"
        path.write_text(HEADER + to_toml(build()))
        print(path)
