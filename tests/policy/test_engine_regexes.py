"""Operator regexes: RE2 where possible, a timed fallback otherwise, one pass per field."""
from __future__ import annotations

import pytest

from policy.engine.regexes import PatternSet, compile_pattern, has_nested_quantifiers, strip_lookarounds


@pytest.mark.parametrize("pattern,engine", [
    (r"\brm\s+-rf", "re2"), ("(a+)+", "re2"), ("/Volumes/(?!MAC_MINI_1TB)", "regex"),
    (r"(?<=token=)\w+", "regex"), (r"(\w)\1", "regex"),
])
def test_patterns_use_re2_when_they_can(pattern, engine):
    assert compile_pattern(pattern).engine == engine


def test_lookarounds_are_stripped_into_a_re2_prefilter():
    assert strip_lookarounds("/Volumes/(?!MAC_MINI_1TB)") == "/Volumes/"
    assert compile_pattern("/Volumes/(?!MAC)").prefilter == "/Volumes/"


@pytest.mark.parametrize("pattern", [r"(\w+\s?)+\1", r"(a*)*\1", r"(?=x)(x+)+\1", r"(a|b+){2,}\1"])
def test_nested_unbounded_quantifiers_are_detected(pattern):
    assert has_nested_quantifiers(pattern)


def test_pattern_set_reports_every_match_in_rule_order():
    pats = [compile_pattern(p) for p in ["abc", "/Volumes/(?!MAC)", r"(z)\1", "nomatch"]]
    s = PatternSet(pats)
    assert s.match("abc /Volumes/USB zz") == [0, 1, 2]
    assert s.match("/Volumes/MAC only") == []


def test_a_fallback_timeout_counts_as_a_match(monkeypatch):
    import regex as regex_mod

    from policy.engine import regexes
    p = compile_pattern(r"(?<=a)b")
    monkeypatch.setattr(regexes, "_REGEX_CACHE", {p.source: _Slow()})
    assert p.search("xyz") is True
    assert regex_mod  # imported for the real engine


class _Slow:
    def search(self, text, timeout=None):
        raise TimeoutError


def test_a_big_set_compiles_and_matches():
    pats = [compile_pattern(rf"\bword{i}x\d+\b") for i in range(10_000)]
    s = PatternSet(pats)
    assert s.match("x word9999x123 y") == [9999]
