from django.db import migrations, models


def backfill(apps, schema_editor):
    """Decisions made before: their one rule is the list."""
    ApprovalRequest = apps.get_model("approvals", "ApprovalRequest")
    for a in ApprovalRequest.objects.exclude(applied_rule="").only("pk", "applied_rule").iterator():
        ApprovalRequest.objects.filter(pk=a.pk).update(applied_rules=[a.applied_rule])


class Migration(migrations.Migration):

    dependencies = [
        ('approvals', '0001_initial'),
    ]

    operations = [
        migrations.AddField(
            model_name='approvalrequest',
            name='applied_rules',
            field=models.JSONField(blank=True, default=list),
        ),
        migrations.RunPython(backfill, migrations.RunPython.noop),
    ]
