# The audit event's own index on agent_id duplicates the leading column of
# audit_session_idx (agent, session_id, -id), which serves every lookup by agent (the
# PROTECT check on deleting an agent included); one index fewer is one write fewer per
# evaluation. The index is dropped by name on both databases: Django would rebuild the
# whole table on SQLite for this state change, and left the index in place on PostgreSQL.

import django.db.models.deletion
from django.db import migrations, models

INDEX = "audit_auditevent_agent_id_7fe15af8"


class Migration(migrations.Migration):

    dependencies = [
        ('audit', '0004_dashboard_rollups'),
        ('policy', '0002_roles_and_state'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='auditevent',
                    name='agent',
                    field=models.ForeignKey(blank=True, db_index=False, null=True,
                                            on_delete=django.db.models.deletion.PROTECT, related_name='events',
                                            to='policy.agent'),
                ),
            ],
            database_operations=[
                migrations.RunSQL(
                    sql=f'DROP INDEX IF EXISTS "{INDEX}"',
                    reverse_sql=f'CREATE INDEX IF NOT EXISTS "{INDEX}" ON "audit_auditevent" ("agent_id")',
                ),
            ],
        ),
    ]
