"""The writer's prepared content (audit.chain.content_parts / link_after) is byte for byte
the chain's canonical content, so verification (which recomputes with event_content and
canonical_json) agrees with what was written."""
from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from audit.chain import audit_key, canonical_json, content_parts, event_content, link_after, next_link
from audit.models import AuditEvent

json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-2**53, 2**53), st.text(max_size=20))
json_value = st.recursive(json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(seq=st.integers(1, 2**62), args=st.dictionaries(st.text(max_size=10), json_value, max_size=5),
       text=st.text(max_size=30), agent_id=st.one_of(st.none(), st.integers(1, 10**6)),
       latency=st.integers(0, 2**31 - 1), dry_run=st.booleans(), prev=st.binary(min_size=32, max_size=32))
def test_prepared_content_is_the_canonical_content(seq, args, text, agent_id, latency, dry_run, prev):
    event = AuditEvent(created_at=dt.datetime(2026, 11, 24, 1, 2, 3, 456789, tzinfo=dt.UTC), kind="evaluation",
                       agent_id=agent_id, agent_name=text, session_id=text, tool="Bash", args=args, reason=text,
                       decision="allow", flags=[{"rule": text}], latency_us=latency, dry_run=dry_run,
                       llm_latency_ms=None)
    head, tail = content_parts(event)
    event.seq = seq
    assert head + str(seq).encode() + tail == canonical_json(event_content(event))
    assert link_after(prev.hex(), (head, tail), seq, audit_key()) == next_link(prev.hex(), event_content(event))


def test_values_of_unexpected_types_are_encoded_as_the_generic_path_does():
    from django.utils.safestring import mark_safe

    tz = dt.timezone(dt.timedelta(hours=-7, minutes=-30))
    event = AuditEvent(created_at=dt.datetime(2026, 1, 1, 23, 59, 59, tzinfo=tz), kind="evaluation",
                       agent_name=mark_safe("ü<b>"), tool="Bash", args={"b": [1, {"z": None, "a": "\u2028"}]},
                       decision="deny", policy_version="7", latency_us=True, dry_run=1, flags=[], llm_latency_ms=None)
    head, tail = content_parts(event)
    event.seq = 42
    assert head + b"42" + tail == canonical_json(event_content(event))
