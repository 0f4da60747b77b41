"""The secret that signs the proof cache's entries (`prove.store`), kept outside the cache.

Whoever can write into the cache folder (a shared CI cache, an archive restored from
elsewhere) could otherwise put there a verdict that says proven. An entry is accepted only
with an HMAC made with this secret, so writing into the folder is not enough: one must also
read the secret, which lives elsewhere:

- ``$CVMVERIFY_CACHE_SECRET``, when set: the secret itself, for CI, where it is a
  repository secret and the cache folder may be shared between jobs or restored from
  another run;
- else the file ``$CVMVERIFY_CACHE_SECRET_FILE`` names, else ``cache-secret`` in the user's
  configuration folder (``$XDG_CONFIG_HOME/cvmverify``, by default ``~/.config/cvmverify``),
  created on first use with 32 random bytes, readable by its owner only (0600): a local
  cache works with nothing to set up.

A secret file that others may read or write is refused (as ssh refuses a private key that
others can read): anyone who can read it can sign an entry.
"""

from __future__ import annotations

import os
import secrets
import stat
import tempfile
from pathlib import Path

from ..core.errors import LogicError

SECRET_ENV = "CVMVERIFY_CACHE_SECRET"
SECRET_FILE_ENV = "CVMVERIFY_CACHE_SECRET_FILE"
MIN_LENGTH = 16  # characters of a secret given in the environment: a guessable one is none


def secret_path() -> Path:
    """Where the secret file is: $CVMVERIFY_CACHE_SECRET_FILE, else cache-secret in the
    user's configuration folder."""
    named = os.environ.get(SECRET_FILE_ENV)
    if named:
        return Path(named)
    config = os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config"
    return Path(config) / "cvmverify" / "cache-secret"


def cache_secret() -> bytes:
    """The secret: the environment's, else the file's (created when there is none)."""
    given = os.environ.get(SECRET_ENV)
    if given is not None:
        if len(given) < MIN_LENGTH:
            raise LogicError("proof cache", f"${SECRET_ENV} of at least {MIN_LENGTH} "
                             "characters (an HMAC key; not shown here)",
                             {"length": len(given)},
                             hint="python -c 'import secrets; print(secrets.token_hex(32))'")
        return given.encode()
    path = secret_path()
    try:
        return _read(path) if path.exists() else _create(path)
    except OSError as error:
        raise LogicError("proof cache", "a cache secret it can read or create",
                         {"file": str(path), "error": error.strerror or str(error)},
                         hint=f"set ${SECRET_ENV} or ${SECRET_FILE_ENV}, or run with "
                         "--no-cache") from None


def _read(path: Path) -> bytes:
    mode = path.stat().st_mode
    if os.name == "posix" and mode & (stat.S_IRWXG | stat.S_IRWXO):
        raise LogicError("proof cache", "a cache secret file only its owner may read or "
                         "write (mode 0600)", {"file": str(path), "mode": oct(mode & 0o777)},
                         hint=f"chmod 600 {path}")
    secret = path.read_bytes().strip()
    if len(secret) < MIN_LENGTH:
        raise LogicError("proof cache", f"a cache secret of at least {MIN_LENGTH} bytes",
                         {"file": str(path), "length": len(secret)},
                         hint="remove the file: a new one is made on the next run")
    return secret


def _create(path: Path) -> bytes:
    """A new secret in `path`: written whole to a temporary file (0600 from the start),
    then linked into place, so that two first runs at once agree on one secret."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".cache-secret.")
    try:
        with os.fdopen(handle, "w") as out:
            out.write(secrets.token_hex(32) + "\n")
        try:
            os.link(temporary, path)
        except FileExistsError:
            pass  # another run made it first: its secret is the one
    finally:
        os.unlink(temporary)
    return _read(path)
