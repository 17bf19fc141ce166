"""Guardian's one settings file. Every knob comes from an environment variable.

Embedded default (nothing set): SQLite in WAL mode, the in-memory channel layer (so
exactly one web process), Celery on kombu's SQLAlchemy transport over SQLite.
Scale-out: ``GUARDIAN_DATABASE_URL`` (PostgreSQL, psycopg 3 with a pool) and
``GUARDIAN_REDIS_URL`` (channels-redis layer and Celery broker).
"""
from __future__ import annotations

import os
import secrets
from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env()


def env_secret(name: str, *, default_file: Path | None = None) -> str:
    """A secret from ``NAME`` or from the file named by ``NAME_FILE``.

    With neither set and a ``default_file``, the secret is read from that file, which is
    created (mode 0600) with a random value on first use: the embedded default needs no
    set-up and never keeps a secret in the repository.
    """
    value = env.str(name, default="")
    if value:
        return value
    file_name = env.str(f"{name}_FILE", default="")
    path = Path(file_name) if file_name else default_file
    if path is None:
        raise ImproperlyConfigured(f"{name} or {name}_FILE must be set")
    if not path.exists():
        if file_name:
            raise ImproperlyConfigured(f"{name}_FILE={file_name} does not exist")
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = __import__("os").open(path, __import__("os").O_WRONLY | __import__("os").O_CREAT | __import__("os").O_EXCL, 0o600)
        with open(fd, "w") as fh:
            fh.write(secrets.token_urlsafe(48))
    value = path.read_text().strip()
    if len(value) < 32:
        raise ImproperlyConfigured(f"{name} must be at least 32 characters")
    return value


DATA_DIR = Path(env.str("GUARDIAN_DATA_DIR", default=str(BASE_DIR / "var")))
DATA_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = env.bool("GUARDIAN_DEBUG", default=False)
SECRET_KEY = env_secret("GUARDIAN_SECRET_KEY", default_file=DATA_DIR / "secret_key")
# Key of the audit chain's HMAC: held outside the database.
GUARDIAN_AUDIT_KEY = env_secret("GUARDIAN_AUDIT_KEY", default_file=DATA_DIR / "audit_key")
ALLOWED_HOSTS = env.list("GUARDIAN_ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "[::1]"])
CSRF_TRUSTED_ORIGINS = env.list("GUARDIAN_CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "servestatic.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "channels",
    "policy",
    "audit",
    "approvals",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "servestatic.middleware.ServeStaticMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "guardian_site.urls"
ASGI_APPLICATION = "guardian_site.asgi.application"
WSGI_APPLICATION = None

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------
def _prepare_threshold(value: str) -> int | None:
    if value.strip().lower() in ("", "none", "off"):
        return None
    try:
        n = int(value)
    except ValueError:
        raise ImproperlyConfigured(f"GUARDIAN_DB_PREPARE_THRESHOLD must be a number or 'none', not {value!r}") from None
    if n < 0:
        raise ImproperlyConfigured("GUARDIAN_DB_PREPARE_THRESHOLD must not be negative")
    return n



DATABASE_URL = env.str("GUARDIAN_DATABASE_URL", default="")
DB_STATEMENT_TIMEOUT_MS = env.int("GUARDIAN_DB_STATEMENT_TIMEOUT_MS", default=1500)
DB_LOCK_TIMEOUT_MS = env.int("GUARDIAN_DB_LOCK_TIMEOUT_MS", default=1000)
if DATABASE_URL:
    _db = env.db_url("GUARDIAN_DATABASE_URL")
    if _db["ENGINE"] != "django.db.backends.postgresql":
        raise ImproperlyConfigured("GUARDIAN_DATABASE_URL must be a postgres:// URL")
    _db["CONN_MAX_AGE"] = 0  # the pool keeps connections
    _db["OPTIONS"] = {
        "connect_timeout": 1,
        # The evaluate path's own statements (raw cursors, the same text every time) are
        # prepared after a few uses: planning them was a third of PostgreSQL's CPU per
        # event. "none" turns it off (PgBouncer in transaction mode cannot keep them).
        "prepare_threshold": _prepare_threshold(env.str("GUARDIAN_DB_PREPARE_THRESHOLD", default="5")),
        "options": f"-c statement_timeout={DB_STATEMENT_TIMEOUT_MS} -c lock_timeout={DB_LOCK_TIMEOUT_MS}",
        "pool": {
            "min_size": env.int("GUARDIAN_DB_POOL_MIN", default=2),
            "max_size": env.int("GUARDIAN_DB_POOL_MAX", default=20),
            "timeout": env.float("GUARDIAN_DB_POOL_TIMEOUT", default=1.0),
        },
    }
    _db.setdefault("TEST", {})["NAME"] = env.str("GUARDIAN_TEST_DATABASE_NAME", default=f"test_guardian_{os.getpid()}")
    DATABASES = {"default": _db}
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": env.str("GUARDIAN_SQLITE_PATH", default=str(DATA_DIR / "guardian.sqlite3")),
            "CONN_MAX_AGE": None,
            "OPTIONS": {
                "transaction_mode": "IMMEDIATE",
                "timeout": env.float("GUARDIAN_SQLITE_BUSY_TIMEOUT", default=1.5),
                "init_command": (
                    "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; "
                    "PRAGMA foreign_keys=ON; PRAGMA cache_size=-20000;"
                ),
            },
            # One test database per test run (pid), so runs side by side never share one.
            "TEST": {"NAME": env.str("GUARDIAN_TEST_DATABASE_NAME",
                                     default=str(DATA_DIR / f"test_guardian_{os.getpid()}.sqlite3"))},
        }
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Channels and Celery ------------------------------------------------------------------
REDIS_URL = env.str("GUARDIAN_REDIS_URL", default="")
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL], "prefix": "guardian"},
        }
    }
    CELERY_BROKER_URL = REDIS_URL
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    CELERY_BROKER_URL = env.str(
        "GUARDIAN_CELERY_BROKER_URL", default=f"sqla+sqlite:///{DATA_DIR / 'celery-broker.sqlite3'}"
    )
CELERY_TASK_ALWAYS_EAGER = env.bool("GUARDIAN_CELERY_EAGER", default=False)
CELERY_TASK_ACKS_LATE = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BEAT_SCHEDULE: dict = {
    "approvals-expire-due": {"task": "approvals.expire_due", "schedule": 5.0},
}
if CELERY_BROKER_URL.startswith("sqla+"):
    CELERY_BEAT_SCHEDULE["broker-purge-consumed"] = {"task": "approvals.purge_broker_messages", "schedule": 300.0}
# Integrity: re-hash registered tools whose code the server can read; checkpoint the chain.
GUARDIAN_AUDIT_CHECKPOINT_EVERY = env.int("GUARDIAN_AUDIT_CHECKPOINT_EVERY", default=1000)
CELERY_BEAT_SCHEDULE["tools-rehash"] = {
    "task": "policy.tool_rehash_all",
    "schedule": env.float("GUARDIAN_TOOL_REHASH_SECONDS", default=300.0),
}
CELERY_BEAT_SCHEDULE["audit-checkpoint"] = {"task": "audit.checkpoint", "schedule": 60.0}
CELERY_BEAT_SCHEDULE["dashboard-rollup"] = {"task": "audit.dashboard_rollup", "schedule": 300.0}

# --- Auth, REST framework, OpenAPI ----------------------------------------------------------
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "UNAUTHENTICATED_USER": None,
    "EXCEPTION_HANDLER": "guardian_site.errors.exception_handler",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Guardian API",
    "DESCRIPTION": "Policy decision point for AI agents' tool calls.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "PREPROCESSING_HOOKS": ["guardian_site.schema.add_async_views"],
}

# --- Guardian -----------------------------------------------------------------------------
GUARDIAN_APPROVAL_TTL_SECONDS = env.int("GUARDIAN_APPROVAL_TTL_SECONDS", default=600)
GUARDIAN_LONG_POLL_MAX_SECONDS = env.int("GUARDIAN_LONG_POLL_MAX_SECONDS", default=60)
# A long-poll re-reads its approval at least this often, in case a wake-up was lost.
GUARDIAN_LONG_POLL_RECHECK_SECONDS = env.float("GUARDIAN_LONG_POLL_RECHECK_SECONDS", default=5.0)
GUARDIAN_MAX_ARGS_BYTES = env.int("GUARDIAN_MAX_ARGS_BYTES", default=256 * 1024)
GUARDIAN_MAX_ARGS_DEPTH = env.int("GUARDIAN_MAX_ARGS_DEPTH", default=32)
# Bound on deciding one evaluation (queue + database + engine): past it, 503 deny.
GUARDIAN_DECIDE_TIMEOUT_SECONDS = env.float("GUARDIAN_DECIDE_TIMEOUT_SECONDS", default=1.6)
GUARDIAN_METRICS_TOKEN = env.str("GUARDIAN_METRICS_TOKEN", default="")
# Claude Code hook: how long an ask is held for a reviewer (below the hook's timeout).
GUARDIAN_HOOK_HOLD_SECONDS = env.int("GUARDIAN_HOOK_HOLD_SECONDS", default=50)
# The LLM validator's API key files live here (a console user names a file, not a path).
GUARDIAN_LLM_KEY_DIR = env.str("GUARDIAN_LLM_KEY_DIR", default=str(DATA_DIR / "llm-keys"))

# --- Static files ------------------------------------------------------------------------
STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = DATA_DIR / "staticfiles"
SERVESTATIC_USE_FINDERS = True
SERVESTATIC_AUTOREFRESH = DEBUG

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env.str("GUARDIAN_LOG_LEVEL", default="INFO")},
    "loggers": {"django.request": {"level": "ERROR"}},
}
