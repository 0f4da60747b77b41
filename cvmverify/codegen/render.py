"""The jinja2 environment: templates lay out kernels, printers write every expression.

One environment per process, cached: StrictUndefined makes a misspelt template variable an
error instead of an empty string in generated code, and the whitespace settings keep block
tags from leaving blank lines behind.
"""

from __future__ import annotations

import functools

import jinja2

from ..core.resources import data_dir

TEMPLATE_DIR = data_dir("templates")


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATE_DIR),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def render(template: str, **context) -> str:
    """Render `template` (a path under templates/) with `context`."""
    return environment().get_template(template).render(**context)
