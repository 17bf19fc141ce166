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

import dataclasses
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


@dataclasses.dataclass
class Children:
    """Rows of another model, each pointing at one of the rows being inserted, written
    together with them: ``objs[i]`` belongs to parent ``parents[i]`` (an index into the
    parents inserted), through its foreign key ``fk_attname``. ``parent_key`` is a
    unique column of the parent whose value is known before the insert (the audit
    event's ``seq``): PostgreSQL joins on it inside the one statement. The children's
    own primary keys are not read back."""

    inserter: "RowInserter"
    objs: list[models.Model]
    parents: list[int]
    fk_attname: str
    parent_key: str


def _kind(field: models.Field) -> str:
    """How a value of the field is converted: "datetime", "plain" (stored as it is when
    it is a str, int, bool or None) or "field" (the field's own get_db_prep_save)."""
    if isinstance(field, models.DateTimeField):
        return "datetime"
    if isinstance(field, models.JSONField):
        # a plain dict or list goes straight to the backend's JSON adapter (what the
        # field's get_db_prep_save ends in); anything else the field's own way
        return "json" if field.encoder is None and type(field).get_db_prep_save is models.JSONField.get_db_prep_save \
            and type(field).get_prep_value is models.JSONField.get_prep_value else "field"
    if isinstance(field, models.ForeignKey) and isinstance(field.target_field, (models.AutoField, models.BigAutoField)):
        return "plain"   # an integer id (or None) is stored as it is
    if isinstance(field, _PLAIN_FIELDS) and type(field).get_db_prep_save is models.Field.get_db_prep_save:
        return "plain"
    return "field"


def _converter(field: models.Field, connection: Any) -> Callable[[Any], Any]:
    generic = field.get_db_prep_save
    kind = _kind(field)
    if kind == "datetime":
        adapt = connection.ops.adapt_datetimefield_value

        def datetime_value(v: Any) -> Any:
            if type(v) is dt.datetime and v.tzinfo is not None:
                return adapt(v)
            return generic(v, connection)   # None, naive (warns), strings...
        return datetime_value
    if kind == "plain":
        return lambda v: v if type(v) in _PLAIN_TYPES else generic(v, connection)
    return lambda v: generic(v, connection)   # any other kind: the field's own conversion


class InstanceFactory:
    """Unsaved instances of one model, as ``Model(**fields)`` makes them, at a fraction of
    the cost: ``Model.__init__`` walks every field for every instance (defaults, related
    descriptors, signals), about a fifth of the evaluate writer's CPU for a 34-field
    audit event. Here the defaults are worked out once (a callable default is called per
    instance), a foreign key given as an instance is stored as its id with the instance
    cached as ``__init__`` does, and an unknown name is a TypeError as it is there. Only
    for models with no ``pre_init``/``post_init`` receivers (checked when first used)."""

    def __init__(self, model: type[models.Model]) -> None:
        self.model = model
        self._static: dict[str, Any] | None = None
        self._dynamic: list[tuple[str, Callable[[], Any]]] = []
        self._fk: dict[str, str] = {}
        self._names: frozenset[str] = frozenset()

    def _prepare(self) -> None:
        from django.db.models.signals import post_init, pre_init

        if pre_init.has_listeners(self.model) or post_init.has_listeners(self.model):
            raise TypeError(f"{self.model.__name__} has init signal receivers; build it with its constructor")
        static: dict[str, Any] = {}
        names: set[str] = set()
        for f in self.model._meta.concrete_fields:
            names.update((f.name, f.attname))
            if f.has_default() and callable(f.default):
                self._dynamic.append((f.attname, f.get_default))
            else:
                static[f.attname] = f.get_default() if not f.primary_key else None
            if f.is_relation:
                self._fk[f.name] = f.attname
        self._names = frozenset(names)
        self._static = static

    def new(self, fields: dict[str, Any]) -> models.Model:
        if self._static is None:
            self._prepare()
        d = dict(self._static)
        for attname, get in self._dynamic:
            d[attname] = get()
        state = models.base.ModelState()
        for name, value in fields.items():
            attname = self._fk.get(name)
            if attname is not None:
                d[attname] = None if value is None else value.pk
                if value is not None:
                    state.fields_cache[name] = value
            elif name in self._names:
                d[name] = value
            else:
                raise TypeError(f"{self.model.__name__}() got an unexpected keyword argument '{name}'")
        obj = self.model.__new__(self.model)
        d["_state"] = state
        obj.__dict__.update(d)
        return obj


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
        self._rows: dict[tuple[str, str | None], Callable[[Any, list], None]] = {}
        self._sql: dict[tuple[str, int], str] = {}

    def _prepared(self, connection: Any) -> list[Callable[[Any], Any]]:
        convs = self._converters.get(connection.vendor)
        if convs is None:
            convs = [_converter(f, connection) for f in self.fields]
            self._converters[connection.vendor] = convs
        return convs

    def _statement(self, connection: Any, rows: int, also: str | None, children: Children | None = None) -> str:
        key = (connection.vendor, rows, also,
               (id(children.inserter), len(children.objs), children.fk_attname, children.parent_key) if children else None)
        sql = self._sql.get(key)
        if sql is None:
            qn = connection.ops.quote_name
            meta = self.model._meta
            one = "(" + ", ".join(["%s"] * len(self.fields)) + ")"
            insert = (f"INSERT INTO {qn(meta.db_table)} ({', '.join(qn(f.column) for f in self.fields)}) "
                      f"VALUES {', '.join([one] * rows)}")
            ctes = [f"also AS ({also})"] if also is not None else []
            if children is None:
                sql = f"{insert} RETURNING {qn(meta.pk.column)}"
            else:
                parent_key = qn(meta.get_field(children.parent_key).column)
                ctes.append(f"parent AS ({insert} RETURNING {qn(meta.pk.column)}, {parent_key})")
                ctes.append(f"child AS ({children.inserter._child_insert(connection, children, qn(meta.pk.column), parent_key)})")
                sql = f"SELECT {qn(meta.pk.column)} FROM parent"
            if ctes:
                sql = f"WITH {', '.join(ctes)} {sql}"
            if len(self._sql) < 512:
                self._sql[key] = sql
        return sql

    def _child_insert(self, connection: Any, children: Children, parent_pk: str, parent_key: str) -> str:
        """INSERT ... SELECT of ``children`` joined to the ``parent`` CTE (PostgreSQL).
        Each value is cast to its column's type (VALUES alone would make them text);
        strings to unbounded varchar, so a value too long still fails as it would in a
        plain INSERT instead of being cut by the cast."""
        qn = connection.ops.quote_name
        meta = self.model._meta
        cols = [f for f in self.fields if f.attname != children.fk_attname]
        fk = next(f for f in self.fields if f.attname == children.fk_attname)

        def cast(f: models.Field) -> str:
            kind = "varchar" if isinstance(f, models.CharField) else f.db_type(connection)
            return f"CAST(%s AS {kind})"

        one = "(" + ", ".join([cast(f) for f in cols] + ["CAST(%s AS bigint)", "CAST(%s AS integer)"]) + ")"
        names = [f"c{i}" for i in range(len(cols))]
        return (f"INSERT INTO {qn(meta.db_table)} ({', '.join(qn(f.column) for f in cols)}, {qn(fk.column)}) "
                f"SELECT {', '.join('v.' + n for n in names)}, parent.{parent_pk} "
                f"FROM (VALUES {', '.join([one] * len(children.objs))}) AS v({', '.join(names)}, k, i) "
                f"JOIN parent ON parent.{parent_key} = v.k ORDER BY v.i")

    def row_values(self, obj: models.Model, connection: Any) -> list[Any]:
        return [conv(getattr(obj, name)) for conv, name in zip(self._prepared(connection), self.attnames)]

    def _row_function(self, connection: Any, skip: str | None = None) -> Callable[[Any, list], None]:
        """``f(obj, out)`` appends the row's values (every column but ``skip``) to
        ``out``: the converters of ``_prepared`` inlined into one generated function (a
        call per column was half of the insert's cost). It reads the instance's
        ``__dict__`` and falls back to the converters when a value is missing there (a
        deferred field)."""
        key = (connection.vendor, skip)
        fn = self._rows.get(key)
        if fn is not None:
            return fn
        convs = self._prepared(connection)
        ns: dict[str, Any] = {"PT": _PLAIN_TYPES, "DT": dt.datetime, "cn": connection}
        lines = []
        for i, (f, name) in enumerate(zip(self.fields, self.attnames)):
            if name == skip:
                continue
            ns[f"c{i}"] = convs[i]
            ns[f"g{i}"] = f.get_db_prep_save
            kind = _kind(f)
            if kind == "datetime":
                ns[f"a{i}"] = connection.ops.adapt_datetimefield_value
                expr = f"a{i}(v) if type(v) is DT and v.tzinfo is not None else g{i}(v, cn)"
            elif kind == "plain":
                expr = f"v if type(v) in PT else g{i}(v, cn)"
            elif kind == "json":
                ns["aj"] = connection.ops.adapt_json_value
                expr = f"aj(v, None) if type(v) is dict or type(v) is list else c{i}(v)"
            else:
                expr = f"c{i}(v)"
            lines.append(f"        v = d[{name!r}]")
            lines.append(f"        ap({expr})")
        src = ("def row(o, out):\n    d = o.__dict__\n    ap = out.append\n    n0 = len(out)\n    try:\n"
               + "\n".join(lines) + "\n    except KeyError:\n        del out[n0:]\n        slow(o, out)\n")
        names = [(c, n) for c, n in zip(convs, self.attnames) if n != skip]

        def slow(o: Any, out: list) -> None:
            out.extend([c(getattr(o, n)) for c, n in names])

        ns["slow"] = slow
        exec(compile(src, f"<{self.model.__name__} row>", "exec"), ns)
        fn = ns["row"]
        self._rows[key] = fn
        return fn

    def insert(self, objs: Sequence[models.Model], also: tuple[str, list[Any]] | None = None,
               children: Children | None = None) -> None:
        """Insert ``objs`` and set their primary keys.

        ``also``: one more write statement (SQL with ``%s`` placeholders, parameters)
        that must happen in the same transaction; ``children``: rows of another model
        pointing at these (see ``Children``). On PostgreSQL all of it is ONE statement
        (data-modifying CTEs: one round trip, which matters while the caller holds a
        lock); elsewhere ``also`` runs first, then the INSERT, then the children's.
        """
        connection = connections[self.using]
        if not objs:
            if also is not None:
                _execute_plain(connection, *also)
            return
        if children is not None and not children.objs:
            children = None
        child_params = len(children.objs) * (len(children.inserter.fields) + 2) if children else 0
        one_statement = (connection.vendor == "postgresql"
                         and len(objs) * len(self.fields) + child_params + (len(also[1]) if also else 0) <= MAX_PARAMETERS)
        if not one_statement:
            self._insert_in_steps(connection, objs, also, children)
            return
        row = self._row_function(connection)
        connection.ensure_connection()
        params: list[Any] = list(also[1]) if also is not None else []
        for obj in objs:
            row(obj, params)
        if children is not None:
            child_row = children.inserter._row_function(connection, skip=children.fk_attname)
            for i, (obj, parent) in enumerate(zip(children.objs, children.parents)):
                child_row(obj, params)
                params.append(getattr(objs[parent], children.parent_key))
                params.append(i)   # the children's ids follow their order
        sql = self._statement(connection, len(objs), also[0] if also else None, children)
        self._set_pks(objs, _fetch_ids(connection, sql, params))
        if children is not None:
            for obj, parent in zip(children.objs, children.parents):
                setattr(obj, children.fk_attname, objs[parent].pk)

    def _insert_in_steps(self, connection: Any, objs: Sequence[models.Model], also: tuple[str, list[Any]] | None,
                         children: Children | None) -> None:
        if also is not None:
            _execute_plain(connection, *also)
        step = max(1, MAX_PARAMETERS // len(self.fields))
        row = self._row_function(connection)
        for i in range(0, len(objs), step):
            part = objs[i:i + step]
            params: list[Any] = []
            for obj in part:
                row(obj, params)
            self._set_pks(part, _fetch_ids(connection, self._statement(connection, len(part), None), params))
        if children is not None:
            for obj, parent in zip(children.objs, children.parents):
                setattr(obj, children.fk_attname, objs[parent].pk)
            children.inserter._insert_in_steps(connection, children.objs, None, None)

    def _set_pks(self, objs: Sequence[models.Model], ids: list[Any]) -> None:
        if len(ids) != len(objs):
            raise RuntimeError(f"{self.model.__name__}: {len(objs)} rows inserted, {len(ids)} ids returned")
        # One statement assigns increasing ids in the order of its VALUES rows, on SQLite
        # (rowid) and PostgreSQL (nextval per row) alike; RETURNING's own order is not
        # promised, hence sorted.
        for obj, pk in zip(objs, sorted(ids)):
            obj.pk = pk
            obj._state.adding = False
            obj._state.db = self.using


def _fetch_ids(connection: Any, sql: str, params: list[Any]) -> list[Any]:
    return [row[0] for row in fetch_rows(connection, sql, params)]


_numbered_cache: dict[str, str] = {}


def fetch_rows(connection: Any, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
    """The rows of a generated query (``%s`` placeholders, no other ``%``) on the hot
    path. On PostgreSQL through a raw psycopg cursor with ``$n`` placeholders: the
    values travel apart from the text (Django's psycopg cursors bind on the client,
    re-parsing a long INSERT for its hundreds of ``%s`` and quoting every value into it),
    and the text, the same for every call of that shape, is prepared by psycopg after a
    few uses, so the server no longer parses and plans it every time. On SQLite through
    its own connection (``sqlite_execute``). Database errors are raised as Django's."""
    connection.ensure_connection()
    if connection.vendor == "postgresql":
        import psycopg

        numbered = _numbered_cache.get(sql)
        if numbered is None:
            numbered = _numbered(sql)
            if len(_numbered_cache) < 1024:
                _numbered_cache[sql] = numbered
        with connection.wrap_database_errors, psycopg.RawCursor(connection.connection) as cursor:
            cursor.execute(numbered, list(params))
            return cursor.fetchall()
    if connection.vendor == "sqlite":
        return sqlite_execute(connection, sql, params).fetchall()
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def _execute_plain(connection: Any, sql: str, params: list[Any]) -> None:
    if connection.vendor == "sqlite":
        sqlite_execute(connection, sql, params)
        return
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


_qmark_cache: dict[str, str] = {}


def sqlite_execute(connection: Any, sql: str, params: Sequence[Any] = ()) -> Any:
    """Run generated SQL (``%s`` placeholders, no other ``%``) on SQLite's own connection,
    in the current transaction: Django's cursor wrapper re-translates the placeholders
    with a regular expression and wraps each call, several times the cost of a small
    statement on the evaluate path. Errors are raised as Django's."""
    q = _qmark_cache.get(sql)
    if q is None:
        if "%" in sql.replace("%s", ""):
            raise ValueError("unexpected % in generated SQL")
        q = sql.replace("%s", "?")
        if len(_qmark_cache) < 1024:
            _qmark_cache[sql] = q
    connection.ensure_connection()
    with connection.wrap_database_errors:
        return connection.connection.execute(q, params)


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
