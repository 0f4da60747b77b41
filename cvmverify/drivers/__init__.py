"""One driver per flow, each reading as the flow's table of contents, each taking its
options as one dataclass: `gen` (which modules, rendered, written or compared), `prove`
(which operators, their rules proven piece by piece), `check` (a kernel named, checked or
its counterexamples replayed) and `equiv` (two graphs, an identity or a library of them
proven equivalent)."""


def is_graph_file(name: str) -> bool:
    """Whether a name on the command line is a graph's TOML file, not an operator."""
    return name.endswith(".toml")
