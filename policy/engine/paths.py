"""Path normalisation, the working-directory test and sensitive paths.

The engine does no I/O, so paths are normalised lexically: ``~`` is the home given (or
a home that is never inside the working directory), relative paths are joined to the
working directory, ``.`` / ``..`` / repeated slashes are folded. Symlinks cannot be
resolved without touching the disk; a caller that can resolve them should send the
resolved ``cwd``. Sensitive-path matching folds case (macOS and Windows file systems
do), so ``.ENV`` is ``.env``.
"""
from __future__ import annotations

import fnmatch
import posixpath
import re
from dataclasses import dataclass, field

UNKNOWN_HOME = "/~"   # where "~" points when no home is known: never inside a cwd
HARMLESS_WRITE_TARGETS = frozenset({
    "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/1", "/dev/fd/2",
})


def normalize_path(path: str, *, cwd: str | None, home: str | None = None) -> str:
    """An absolute, lexically normalised path (``src/../.env`` -> ``<cwd>/.env``)."""
    p = path.replace("\x00", "")
    if p == "~" or p.startswith("~/"):
        p = (home or UNKNOWN_HOME) + p[1:]
    elif p.startswith("~"):
        # ~user/...: someone else's home, never inside the working directory
        p = UNKNOWN_HOME + "/" + p[1:]
    if not p.startswith("/"):
        p = (cwd or UNKNOWN_HOME).rstrip("/") + "/" + p
    if "/." in p or "//" in p or p.endswith("/") or p.startswith("./"):
        p = posixpath.normpath(p)
    if p.startswith("//"):
        p = "/" + p.lstrip("/")
    return p


def is_inside(path: str, directory: str | None) -> bool:
    """True when the normalised ``path`` is ``directory`` or below it."""
    if not directory:
        return False
    d = posixpath.normpath(directory)
    if d == "/":
        return True
    return path == d or path.startswith(d + "/")


@dataclass(frozen=True, slots=True)
class SensitivePaths:
    """Seed 000 sensitive files and seed 002 dangerous paths, as policy data.

    ``basenames``: globs on the file name; ``suffixes``: trailing path segments
    (``.ssh/config``); ``directories``: a directory name anywhere in the path.
    """

    basenames: tuple[str, ...]
    suffixes: tuple[str, ...]
    directories: tuple[str, ...]
    _base_rx: re.Pattern = field(init=False, repr=False, compare=False)
    _tail_rx: re.Pattern = field(init=False, repr=False, compare=False)
    _tail_lengths: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _dirs: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        def glob(g: str) -> str:
            return fnmatch.translate(g.casefold().strip("/"))
        def one(globs) -> re.Pattern:
            return re.compile("|".join(f"(?:{glob(g)})" for g in globs) or "(?!)", re.S)
        object.__setattr__(self, "_base_rx", one(self.basenames))
        object.__setattr__(self, "_tail_rx", one(self.suffixes))
        object.__setattr__(self, "_tail_lengths",
                           tuple(sorted({x.strip("/").count("/") + 1 for x in self.suffixes})))
        object.__setattr__(self, "_dirs", frozenset(d.casefold().strip("/") for d in self.directories))

    def match(self, normalized: str) -> str | None:
        """The entry that makes the path sensitive, or None."""
        low = normalized.casefold()
        parts = [p for p in low.split("/") if p]
        if not parts:
            return None
        if not (self._base_rx.match(parts[-1])
                or any(len(parts) >= n and self._tail_rx.match("/".join(parts[-n:])) for n in self._tail_lengths)
                or not self._dirs.isdisjoint(parts)):
            return None
        base = parts[-1]
        for pat in self.basenames:
            if fnmatch.fnmatchcase(base, pat.casefold()):
                return pat
        for suffix in self.suffixes:
            s = suffix.casefold().strip("/")
            if low == "/" + s or low.endswith("/" + s):
                return suffix
            # ".ssh/*"-style suffix globs
            if "*" in s or "?" in s:
                n = s.count("/") + 1
                if len(parts) >= n and fnmatch.fnmatchcase("/".join(parts[-n:]), s):
                    return suffix
        dirs = {d.casefold().strip("/"): d for d in self.directories}
        for part in parts[:-1]:
            if part in dirs:
                return dirs[part] + "/"
        # the directory itself (e.g. "rm -rf .git")
        if base in dirs:
            return dirs[base] + "/"
        return None


def bash_touched_paths(analysis, *, cwd: str | None, home: str | None) -> tuple[str, ...]:
    """Every normalised path a parsed Bash command may touch: the analysis' read and write
    paths, redirection targets, and every literal operand (an operand may be a path)."""
    paths: list[str] = []
    a = analysis
    paths.extend(normalize_path(p, cwd=cwd, home=home) for p in a.read_paths + a.write_paths)
    for cmd in a.commands:
        for r in cmd.redirects:
            if r.target:
                paths.append(normalize_path(r.target, cwd=cwd, home=home))
        for i, w in enumerate(cmd.argv[1:], 1):
            if w and not w.startswith("-") and i not in cmd.dynamic_args and len(w) < 4096:
                paths.append(normalize_path(w, cwd=cwd, home=home))
            elif w.startswith("--") and "=" in w and len(w) < 4096:
                paths.append(normalize_path(w.split("=", 1)[1], cwd=cwd, home=home))
    return tuple(dict.fromkeys(paths))
