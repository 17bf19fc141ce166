"""Create the console's roles and the policy state row."""
from django.db import migrations

ROLES = ("reviewer", "operator", "admin")


def forwards(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    for name in ROLES:
        Group.objects.get_or_create(name=name)
    PolicyState = apps.get_model("policy", "PolicyState")
    PolicyState.objects.get_or_create(pk=1)


def backwards(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=ROLES).delete()


class Migration(migrations.Migration):
    dependencies = [("policy", "0001_initial"), ("auth", "0012_alter_user_first_name_max_length")]
    operations = [migrations.RunPython(forwards, backwards)]
