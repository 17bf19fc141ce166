"""Guardian's agent-side client (standard library only).

    from guardian_client import GuardianClient
    client = GuardianClient.from_env()
    decision = client.evaluate(tool="Bash", args={"command": "ls"}, session_id="s1", cwd="/repo")
    if decision.asked and decision.approval_id:
        approval = client.wait(decision.approval_id, timeout=120)
"""
from __future__ import annotations

from guardian_client.client import (  # noqa: F401
    ALLOW,
    ASK,
    DENY,
    ApprovalResult,
    Decision,
    GuardianClient,
    GuardianError,
    read_api_key,
)

__all__ = ["ALLOW", "ASK", "DENY", "ApprovalResult", "Decision", "GuardianClient", "GuardianError", "read_api_key"]
__version__ = "0.1.0"
