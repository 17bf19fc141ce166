"""Policy versions: every policy write bumps the version in its own transaction."""
from __future__ import annotations

import difflib
import json
from typing import Any

from django.db import transaction
from django.db.models import F

from policy.models import PolicyState, PolicyVersion
from policy.selectors import policy_document


def _lines(doc: dict[str, Any]) -> list[str]:
    return json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False).splitlines(keepends=True)


def policy_version_bump(*, user: Any = None, summary: str) -> PolicyVersion:
    """Record a committed change of policy data.

    Must run inside the transaction that made the change (it raises otherwise), so the
    data and its version commit together. Rules applied, in order:
    1. lock the policy state row: concurrent policy writers are serialised here;
    2. version = version + 1;
    3. store the whole new document and its diff against the previous version.
    Every process compares its snapshot's version with the committed one before each
    evaluation, so the change is live everywhere at the next evaluation.
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("policy_version_bump must run inside the writing transaction")
    PolicyState.objects.get_or_create(pk=1)
    # Race: two writers bumping at once. The row lock (select_for_update) settles it.
    state = PolicyState.objects.select_for_update().get(pk=1)
    PolicyState.objects.filter(pk=1).update(version=F("version") + 1)
    state.refresh_from_db()
    doc = policy_document(state)
    previous = PolicyVersion.objects.filter(version__lt=state.version).order_by("-version").first()
    before = _lines(previous.document) if previous else []
    diff = "".join(
        difflib.unified_diff(before, _lines(doc), fromfile=f"v{previous.version if previous else 0}",
                             tofile=f"v{state.version}")
    )
    return PolicyVersion.objects.create(
        version=state.version,
        created_by=user if getattr(user, "is_authenticated", False) else None,
        summary=summary[:500],
        diff=diff,
        document=doc,
    )
