"""Precision: the runtime's safety contract, declared beside each op and proven.

`rule` holds how a spec declares its rule and how the rules are applied to concrete
precisions.
"""
