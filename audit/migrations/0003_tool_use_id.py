"""Claude Code's ``tool_use_id`` on the audit event, so that a PostToolUse hook finds
the PreToolUse event it reports the result of (by agent, session and tool_use_id)."""
from __future__ import annotations

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("audit", "0002_chain_head")]

    operations = [
        migrations.AddField(
            model_name="auditevent",
            name="tool_use_id",
            field=models.CharField(blank=True, default="", max_length=200),
        ),
    ]
