"""One driver per flow, each reading as the flow's table of contents (`gen`: which modules,
rendered, written or compared)."""
