from django.db import migrations


def forwards(apps, schema_editor):
    apps.get_model("audit", "ChainHead").objects.get_or_create(pk=1)


class Migration(migrations.Migration):
    dependencies = [("audit", "0001_initial")]
    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
