"""Operator regexes that cannot be a denial of service.

Rules, in order:

1. A pattern is a non-empty string of at most ``MAX_PATTERN_LENGTH`` characters.
2. It compiles with RE2 (linear time, no backtracking): it joins the one-pass RE2 set.
3. Otherwise (lookaround, backreference, atomic group...) it must compile with the
   ``regex`` package and must not nest unbounded quantifiers (``(a+)+``): it runs with
   ``timeout=`` and a timeout counts as a match (fail closed). Where the pattern with its
   lookarounds removed compiles with RE2, that wider pattern joins the set as a
   prefilter, so the slow engine only runs when the prefilter hits.
4. A pattern that compiles with neither is rejected when the policy is loaded.

:class:`PatternSet` matches every pattern of a field in one pass over the text, so the
cost does not grow with the number of rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import re2
import regex

from policy.engine.types import PolicyError

MAX_PATTERN_LENGTH = 2000
FALLBACK_TIMEOUT_S = 0.005

ERR_PATTERN_TYPE = "must be a non-empty string"
ERR_PATTERN_TOO_LONG = f"is longer than {MAX_PATTERN_LENGTH} characters"
ERR_PATTERN_NESTED = "nests unbounded quantifiers (catastrophic backtracking) and needs the backtracking engine"
ERR_PATTERN_INVALID = "does not compile"

_RE2_OPTIONS = re2.Options()
_RE2_OPTIONS.log_errors = False


# (round 36, coldtools36: cost) whether an RE2 pattern matches, answered by the compiled RE2
# itself: the wrapper's search goes through a generator that maps every byte offset back to
# characters and builds a match (several microseconds for a yes or no, whatever the text's
# length). The same call on the same UTF-8 bytes, from 0 to the end, as the wrapper makes
# it; the wrapper's own search where its internals are not these.
def _direct_search_works() -> bool:
    try:
        rx = re2.compile("b")
        anchor = re2._Anchor.UNANCHORED
        return rx._regexp.Match(anchor, b"abc", 0, 3)[0] == (1, 2) \
            and rx._regexp.Match(anchor, b"ac", 0, 2)[0] == re2._NULL_SPAN == (-1, -1)
    except Exception:   # noqa: BLE001  (another version of the wrapper)
        return False


if _direct_search_works():
    _UNANCHORED = re2._Anchor.UNANCHORED

    def re2_found(rx, text: str) -> bool:
        """``rx.search(text) is not None`` for a pattern re2.compile made (another pattern,
        Python's re in a test's stead, is asked its own way)."""
        try:
            match = rx._regexp.Match
        except AttributeError:
            return rx.search(text) is not None
        b = text.encode("utf-8")
        return match(_UNANCHORED, b, 0, len(b))[0][0] != -1
else:   # pragma: no cover
    def re2_found(rx, text: str) -> bool:
        """``rx.search(text) is not None`` for a pattern re2.compile made."""
        return rx.search(text) is not None


@dataclass(frozen=True, slots=True)
class CompiledPattern:
    source: str
    engine: str                     # "re2" | "regex"
    prefilter: str | None = None    # RE2 superset of a "regex" pattern, when one exists

    def search(self, text: str) -> bool:
        """True when the pattern matches; a fallback timeout counts as a match."""
        if self.engine == "re2":
            return re2_found(_re2_compiled(self.source), text)
        return _fallback_search(self.source, text)


_RE2_CACHE: dict[str, object] = {}
_REGEX_CACHE: dict[str, object] = {}


def _re2_compiled(source: str):
    compiled = _RE2_CACHE.get(source)
    if compiled is None:
        compiled = re2.compile(source, options=_RE2_OPTIONS)
        if len(_RE2_CACHE) < 100_000:
            _RE2_CACHE[source] = compiled
    return compiled


def _fallback_search(source: str, text: str) -> bool:
    compiled = _REGEX_CACHE.get(source)
    if compiled is None:
        compiled = regex.compile(source)
        if len(_REGEX_CACHE) < 100_000:
            _REGEX_CACHE[source] = compiled
    try:
        return compiled.search(text, timeout=FALLBACK_TIMEOUT_S) is not None
    except TimeoutError:
        return True


def _re2_ok(pattern: str) -> bool:
    """Does RE2 accept the pattern? (a parse in a throwaway set: much cheaper than a
    compile; a pattern too big to compile is caught when its set is compiled)"""
    try:
        re2.Set.SearchSet(_RE2_OPTIONS).Add(pattern)
    except Exception:  # re2.error and friends
        return False
    return True


def strip_lookarounds(pattern: str) -> str | None:
    """The pattern with every lookaround group removed: it matches a superset.

    Atomic groups become plain groups. Returns None when the pattern cannot be scanned.
    """
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "\\":
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if c == "[":
            j = _class_end(pattern, i)
            if j < 0:
                return None
            out.append(pattern[i : j + 1])
            i = j + 1
            continue
        if pattern.startswith(("(?=", "(?!", "(?<=", "(?<!"), i):
            j = _group_end(pattern, i)
            if j < 0:
                return None
            i = j + 1
            # a quantifier on a lookaround is meaningless once it is gone
            while i < n and pattern[i] in "*+?":
                i += 1
            continue
        if pattern.startswith("(?>", i):
            out.append("(?:")
            i += 3
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _class_end(p: str, i: int) -> int:
    j = i + 1
    if j < len(p) and p[j] == "^":
        j += 1
    if j < len(p) and p[j] == "]":
        j += 1
    while j < len(p):
        if p[j] == "\\":
            j += 2
            continue
        if p[j] == "]":
            return j
        j += 1
    return -1


def _group_end(p: str, i: int) -> int:
    depth = 0
    j = i
    while j < len(p):
        c = p[j]
        if c == "\\":
            j += 2
            continue
        if c == "[":
            j = _class_end(p, j)
            if j < 0:
                return -1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return -1


def has_nested_quantifiers(pattern: str) -> bool:
    """True when a group holding an unbounded quantifier is itself repeated without bound
    (``(a+)+``, ``(\\w*\\s?)*``, ``(x|y+){2,}``): the classic catastrophic-backtracking shape."""
    stack: list[bool] = []       # per open group: does it hold an unbounded quantifier?
    i, n = 0, len(pattern)
    last_group_unbounded = False
    while i < n:
        c = pattern[i]
        if c == "\\":
            i += 2
            last_group_unbounded = False
            continue
        if c == "[":
            j = _class_end(pattern, i)
            i = (j + 1) if j >= 0 else n
            last_group_unbounded = False
            continue
        if c == "(":
            stack.append(False)
            i += 1
            last_group_unbounded = False
            continue
        if c == ")":
            inner = stack.pop() if stack else False
            last_group_unbounded = inner
            if stack and inner:
                stack[-1] = True
            i += 1
            if i < n and _unbounded_at(pattern, i):
                if inner:
                    return True
                if stack:
                    stack[-1] = True
            continue
        if _unbounded_at(pattern, i):
            if stack:
                stack[-1] = True
            if last_group_unbounded:
                return True
        last_group_unbounded = False
        i += 1
    return False


def _unbounded_at(p: str, i: int) -> bool:
    if p[i] in "*+":
        return True
    if p[i] == "{":
        j = p.find("}", i)
        if j > 0:
            body = p[i + 1 : j]
            return body.endswith(",") and body[:-1].isdigit()
    return False


def compile_pattern(pattern: object, *, path: str = "pattern") -> CompiledPattern:
    """Compile an operator regex, or raise PolicyError(path, why)."""
    if not isinstance(pattern, str) or not pattern:
        raise PolicyError(path, ERR_PATTERN_TYPE)
    if len(pattern) > MAX_PATTERN_LENGTH:
        raise PolicyError(path, ERR_PATTERN_TOO_LONG)
    try:
        return _compile_cached(pattern)
    except PolicyError as exc:
        raise PolicyError(path, exc.message) from None


@lru_cache(maxsize=65_536)
def _compile_cached(pattern: str) -> CompiledPattern:
    path = ""
    if _re2_ok(pattern):
        return CompiledPattern(pattern, "re2")
    try:
        regex.compile(pattern)
    except Exception as exc:  # regex.error
        raise PolicyError(path, f"{ERR_PATTERN_INVALID}: {exc}") from None
    if has_nested_quantifiers(pattern):
        raise PolicyError(path, ERR_PATTERN_NESTED)
    wider = strip_lookarounds(pattern)
    prefilter = wider if wider and _re2_ok(wider) else None
    return CompiledPattern(pattern, "regex", prefilter)


def _too_big(entries: list[tuple[str, int, bool]]) -> str:
    for source, _idx, _guarded in entries:
        try:
            re2.compile(source, options=_RE2_OPTIONS)
        except Exception as exc:
            return f"pattern {source[:80]!r} does not compile: {exc}"
    return "the patterns together are too big for one RE2 set"


class PatternSet:
    """Many compiled patterns matched against one text in one RE2 pass.

    ``match(text)`` returns the indexes (in the order given) of the patterns that match.
    An index 0 sentinel (the empty pattern, which always matches) tells a real "no match"
    from an RE2 failure (DFA out of memory): on failure every pattern is tried one by
    one, so a failure never hides a match.
    """

    __slots__ = ("_set", "_map", "_direct", "_guarded", "_patterns")

    def __init__(self, patterns: list[CompiledPattern]) -> None:
        self._patterns = patterns
        self._map: list[int] = [-1]          # set index -> pattern index
        self._direct: list[int] = []         # fallback patterns with no prefilter
        self._guarded: dict[int, int] = {}   # set index of a prefilter -> pattern index
        entries: list[tuple[str, int, bool]] = []
        for idx, p in enumerate(patterns):
            if p.engine == "re2":
                entries.append((p.source, idx, False))
            elif p.prefilter is not None:
                entries.append((p.prefilter, idx, True))
            else:
                self._direct.append(idx)
        self._set = None
        if entries:
            options = re2.Options()
            options.log_errors = False
            # The DFA budget must grow with the set, or RE2 gives up on big sets.
            options.max_mem = min(256 << 20, (16 << 20) + len(entries) * (8 << 10))
            s = re2.Set.SearchSet(options)
            s.Add("")
            for source, idx, guarded in entries:
                s.Add(source)
                if guarded:
                    self._guarded[len(self._map)] = idx
                self._map.append(idx)
            try:
                s.Compile()
            except Exception:
                raise PolicyError("", _too_big(entries)) from None
            self._set = s

    def __len__(self) -> int:
        return len(self._patterns)

    def match(self, text: str) -> list[int]:
        hits: list[int] = []
        if self._set is not None:
            found = self._set.Match(text)
            if not found or 0 not in found:
                return self._slow_match(text)
            for k in found:
                if k == 0:
                    continue
                idx = self._map[k]
                if k in self._guarded and not self._patterns[idx].search(text):
                    continue
                hits.append(idx)
        for idx in self._direct:
            if self._patterns[idx].search(text):
                hits.append(idx)
        if len(hits) > 1:
            hits.sort()
        return hits

    def _slow_match(self, text: str) -> list[int]:
        return [i for i, p in enumerate(self._patterns) if p.search(text)]
