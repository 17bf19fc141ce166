"""Celery app: tasks take ids, call a service, own their retry policy."""
from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "guardian_site.settings")

app = Celery("guardian")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
