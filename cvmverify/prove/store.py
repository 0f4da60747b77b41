"""The proof cache's files: plain data (JSON), signed for their key.

An entry, ``<cache>/<kind>/<key>.json``, is two lines of JSON: a header,
``{"cvmverify-cache": VERSION, "kind", "key", "mac"}``, then the content, what the caller
stored (dicts, lists, strings, numbers), which the caller turns back into its verdicts.
Reading one parses JSON and nothing else: no object of the reader's choosing is built, no
code runs (the pickles the cache once held ran whatever a file written into the cache
folder asked).

`mac` is an HMAC-SHA256, with the secret of `prove.secret`, over the format's version,
the kind, the key and the content's bytes as written; it is checked before the content is
parsed. An entry is served only where the MAC is right for the key it is looked up under:
a verdict edited in place, an entry copied under another key (another spec's, another
rank's) or written with another secret is refused, counted as `rejected`, and its piece proven again. A file that does not parse
(cut short, garbage) is rejected the same way; an entry of another format version, or a
missing one, is a plain miss.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
from pathlib import Path
from typing import Any

from .secret import cache_secret

VERSION = 1  # bump when the layout of an entry (not of its content) changes
FIELD = "cvmverify-cache"  # the field that says what the file is, and in which version
SUFFIX = ".json"
MAX_BYTES = 64 << 20  # an entry past this is no entry of this tool's (a piece is < 1 MiB)
KINDS = ("prove", "precision", "equiv")  # the subfolders: the provers', the engine's


class Store:
    """The entries of one kind in a cache folder; `rejected` counts those refused."""

    def __init__(self, directory: str | os.PathLike, kind: str,
                 secret: bytes | None = None):
        self.folder = Path(directory) / kind
        self.kind = kind
        self._secret = secret
        self.rejected = 0

    @property
    def secret(self) -> bytes:
        if self._secret is None:  # read (or made) at the first entry, not before
            self._secret = cache_secret()
        return self._secret

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def read(self, key: str) -> Any:
        """The content stored under `key`, or None: missing or of another version (a
        miss), or not this tool's for this key (rejected, and counted)."""
        try:
            with open(self.path(key), "rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
        except OSError:
            return None
        content, why = self.opened(key, raw)
        if why == REJECTED:
            self.rejected += 1
        return content

    def opened(self, key: str, raw: bytes) -> tuple[Any, str]:
        """(the content, "") of an entry's bytes, or (None, why): STALE or REJECTED. The
        MAC is checked on the bytes as they are, before the content is parsed at all."""
        try:
            head, _, body = raw.partition(b"\n")
            header = json.loads(head) if len(raw) <= MAX_BYTES else None
            if not isinstance(header, dict):
                return None, REJECTED
            if header.get(FIELD) != VERSION:
                # another version of this tool's entries: stale, not forged; anything else
                return None, STALE if isinstance(header.get(FIELD), int) else REJECTED
            mac = header.get("mac")
            if not isinstance(mac, str) or not hmac.compare_digest(mac, self._mac(key, body)):
                return None, REJECTED
            return json.loads(body), ""
        except (ValueError, RecursionError):  # not JSON, or nested past reason
            return None, REJECTED

    def write(self, key: str, content: Any) -> None:
        """Keep `content` under `key`: written to a temporary file and renamed, so a
        concurrent or killed run never leaves half a file."""
        body = json.dumps(content, allow_nan=False, separators=(",", ":")).encode()
        header = {FIELD: VERSION, "kind": self.kind, "key": key, "mac": self._mac(key, body)}
        self.folder.mkdir(parents=True, exist_ok=True)
        temporary = self.folder / f"{key}.{os.getpid()}.tmp"
        with open(temporary, "wb") as handle:
            handle.write(json.dumps(header).encode() + b"\n" + body)
        os.replace(temporary, self.path(key))

    def _mac(self, key: str, body: bytes) -> str:
        """The HMAC of an entry: over what it is (version, kind), what it answers (key)
        and what it says (the content's bytes)."""
        message = json.dumps([FIELD, VERSION, self.kind, key]).encode() + b"\n" + body
        return hmac.new(self.secret, message, hashlib.sha256).hexdigest()


STALE, REJECTED = "stale", "rejected"
