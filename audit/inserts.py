"""A multi-row INSERT for the evaluate path's group commit, without the ORM's per-value
compilation.

``QuerySet.bulk_create`` compiles every value of every row through the field's
``pre_save`` / ``get_db_prep_save`` chain and the insert compiler: for a batch of audit
events (34 columns each) that was about half of the writer thread's time. Here the
column list, the placeholders and one converter per field are worked out once per
model; a row costs one call per column, and only the JSON and datetime columns do any
work. Anything unusual (a value of an unexpected type, a field kind not listed below)
goes through the field's own ``get_db_prep_save``, so the stored values are exactly what
``bulk_create`` would store (tests/service/test_fast_insert.py compares them).
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any

from django.db import connections, models

_PLAIN_FIELDS = (
    models.CharField, models.TextField, models.IntegerField, models.BigIntegerField,
    models.PositiveIntegerField, models.PositiveBigIntegerField, models.SmallIntegerField,
    models.PositiveSmallIntegerField, models.BooleanField,
)
_PLAIN_TYPES = frozenset({str, int, bool, type(None)})
# Bound parameters per statement: below SQLite's default limit (32,766) and
# PostgreSQL's (65,535).
MAX_PARAMETERS = 30_000


def _converter(field: models.Field, connection: Any) -> Callable[[Any], Any]:
    generic = field.get_db_prep_save
    if isinstance(field, models.DateTimeField):
        adapt = connection.ops.adapt_datetimefield_value

        def datetime_value(v: Any) -> Any:
            if type(v) is dt.datetime and v.tzinfo is not None:
                return adapt(v)
            return generic(v, connection)   # None, naive (warns), strings...
        return datetime_value
    if isinstance(field, models.JSONField):
        return lambda v: generic(v, connection)
    if isinstance(field, models.ForeignKey) and isinstance(field.target_field, (models.AutoField, models.BigAutoField)):
        # an integer id (or None) is stored as it is
        return lambda v: v if type(v) in _PLAIN_TYPES else generic(v, connection)
    if isinstance(field, _PLAIN_FIELDS) and type(field).get_db_prep_save is models.Field.get_db_prep_save:
        return lambda v: v if type(v) in _PLAIN_TYPES else generic(v, connection)
    return lambda v: generic(v, connection)   # any other kind: the field's own conversion


class RowInserter:
    """Inserts saved-to-be model instances of one model in one statement and sets their
    primary keys, as ``bulk_create`` does (no signals, no ``save()``)."""

    def __init__(self, model: type[models.Model], using: str = "default") -> None:
        meta = model._meta
        if not isinstance(meta.pk, models.AutoField):
            raise TypeError(f"{model.__name__}: only an auto-incremented primary key is supported")
        self.model = model
        self.using = using
        self.fields = [f for f in meta.concrete_fields if not f.primary_key]
        for f in self.fields:
            if getattr(f, "auto_now", False) or getattr(f, "auto_now_add", False):
                # pre_save() would set it; this inserter stores attributes as they are
                raise TypeError(f"{model.__name__}.{f.name} sets itself on save; use bulk_create")
        self.attnames = [f.attname for f in self.fields]
        self._converters: dict[str, list[Callable[[Any], Any]]] = {}
        self._sql: dict[tuple[str, int], str] = {}

    def _prepared(self, connection: Any) -> list[Callable[[Any], Any]]:
        convs = self._converters.get(connection.vendor)
        if convs is None:
            convs = [_converter(f, connection) for f in self.fields]
            self._converters[connection.vendor] = convs
        return convs

    def _statement(self, connection: Any, rows: int, also: str | None) -> str:
        key = (connection.vendor, rows, also)
        sql = self._sql.get(key)
        if sql is None:
            qn = connection.ops.quote_name
            one = "(" + ", ".join(["%s"] * len(self.fields)) + ")"
            sql = (f"INSERT INTO {qn(self.model._meta.db_table)} ({', '.join(qn(f.column) for f in self.fields)}) "
                   f"VALUES {', '.join([one] * rows)} RETURNING {qn(self.model._meta.pk.column)}")
            if also is not None:
                sql = f"WITH also AS ({also}) {sql}"
            if connection.vendor == "postgresql":
                sql = _numbered(sql)
            if len(self._sql) < 512:
                self._sql[key] = sql
        return sql

    def row_values(self, obj: models.Model, connection: Any) -> list[Any]:
        return [conv(getattr(obj, name)) for conv, name in zip(self._prepared(connection), self.attnames)]

    def insert(self, objs: Sequence[models.Model], also: tuple[str, list[Any]] | None = None) -> None:
        """Insert ``objs`` and set their primary keys. ``also``: one more write statement
        (SQL with ``%s`` placeholders, parameters) that must happen in the same
        transaction: on PostgreSQL it rides in the INSERT as a data-modifying CTE (one
        round trip for both), elsewhere it runs just before."""
        if not objs:
            if also is not None:
                _execute_plain(connections[self.using], *also)
            return
        step = max(1, MAX_PARAMETERS // len(self.fields))
        if len(objs) > step:
            self.insert(objs[:step], also)
            for i in range(step, len(objs), step):
                self.insert(objs[i:i + step])
            return
        connection = connections[self.using]
        convs = self._prepared(connection)
        names = self.attnames
        params: list[Any] = []
        connection.ensure_connection()
        if connection.vendor == "postgresql":
            if also is not None:
                params.extend(also[1])
            for obj in objs:
                params.extend([conv(getattr(obj, name)) for conv, name in zip(convs, names)])
            sql = self._statement(connection, len(objs), also[0] if also else None)
            # A raw psycopg cursor for this statement: Django's psycopg cursors bind on
            # the client, re-parsing this long text for its hundreds of %s and quoting
            # every value into it; here the text comes with PostgreSQL's own $n
            # placeholders, the values travel apart, and the text (the same for every
            # batch of that size) is prepared by psycopg after a few uses. Database
            # errors are raised as Django's, as through its own cursors.
            import psycopg

            with connection.wrap_database_errors, psycopg.RawCursor(connection.connection) as cursor:
                cursor.execute(sql, params)
                ids = sorted(row[0] for row in cursor.fetchall())
        else:
            if also is not None:
                _execute_plain(connection, *also)
            for obj in objs:
                params.extend([conv(getattr(obj, name)) for conv, name in zip(convs, names)])
            with connection.cursor() as cursor:
                cursor.execute(self._statement(connection, len(objs), None), params)
                ids = sorted(row[0] for row in cursor.fetchall())
        if len(ids) != len(objs):
            raise RuntimeError(f"{self.model.__name__}: {len(objs)} rows inserted, {len(ids)} ids returned")
        # One statement assigns increasing ids in the order of its VALUES rows, on SQLite
        # (rowid) and PostgreSQL (nextval per row) alike; RETURNING's own order is not
        # promised, hence sorted.
        for obj, pk in zip(objs, ids):
            obj.pk = pk
            obj._state.adding = False
            obj._state.db = self.using


def _execute_plain(connection: Any, sql: str, params: list[Any]) -> None:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


def _numbered(sql: str) -> str:
    """``%s`` placeholders as PostgreSQL's ``$1, $2...`` (the generated SQL holds no other
    ``%``)."""
    parts = sql.split("%s")
    if any("%" in part for part in parts):
        raise ValueError("unexpected % in generated SQL")
    out = [parts[0]]
    for i, part in enumerate(parts[1:], start=1):
        out.append(f"${i}")
        out.append(part)
    return "".join(out)
