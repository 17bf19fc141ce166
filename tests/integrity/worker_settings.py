"""Settings of a real Celery worker started by the integrity tests: the project's
settings, pointed at the test database and the test's broker."""
from __future__ import annotations

import os

from guardian_site.settings import *  # noqa: F401,F403
from guardian_site.settings import DATABASES

DATABASES["default"]["NAME"] = os.environ["GUARDIAN_TEST_WORKER_DB_NAME"]
CELERY_BROKER_URL = os.environ["GUARDIAN_TEST_WORKER_BROKER"]
CELERY_TASK_ALWAYS_EAGER = False
