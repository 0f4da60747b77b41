"""Names in generated code: the identifiers of C, C++ and CUDA, and a symbol's code name."""

from __future__ import annotations

import re

C_KEYWORDS = frozenset(
    "auto break case char const continue default do double else enum extern float for goto "
    "if inline int long register restrict return short signed sizeof static struct switch "
    "typedef union unsigned void volatile while _Bool _Complex _Imaginary".split())
# Identifiers that are fine in C but not in the C++ and CUDA the .cu modules compile as.
CXX_KEYWORDS = frozenset(
    "alignas alignof and asm bool catch char16_t char32_t class compl concept consteval "
    "constexpr constinit const_cast co_await co_return co_yield decltype delete dynamic_cast "
    "explicit export false friend mutable namespace new noexcept not nullptr operator or "
    "private protected public reinterpret_cast requires static_assert static_cast template "
    "this thread_local throw true try typeid typename using virtual wchar_t xor "
    "threadIdx blockIdx blockDim gridDim warpSize".split())
_C_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def is_c_identifier(name: str, cxx: bool = False) -> bool:
    """Whether `name` is an identifier of C (with `cxx`: of C++ and CUDA too)."""
    return bool(_C_IDENTIFIER.fullmatch(name)) and name not in C_KEYWORDS and not (
        cxx and name in CXX_KEYWORDS)


def code_name(name: str) -> str:
    """An identifier for a symbol name: ``x.shape[1]`` -> ``x_shape_1``."""
    return re.sub(r"_+", "_", re.sub(r"[^0-9A-Za-z_]", "_", name)).strip("_")
