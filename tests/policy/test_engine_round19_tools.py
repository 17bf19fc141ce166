"""Probe round 19 (2026-11-26): other tools' calls (database SQL, addresses, file paths
in Windows spellings), fixed."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import decide, snap

MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")
ASKING = ("default", "accept_edits")
DB_TOOLS = ("mcp__postgres__query", "mcp__sqlite__write_query", "mcp__dbhub__execute_sql")


def _all(s, tool, args, expected, modes=MODES):
    for mode in modes:
        d = decide(s, tool, args, agent_mode=mode)
        assert d.decision == expected, (mode, tool, args, d.decision, d.reason)


# --- 1. DELETE / UPDATE of every row inside a statement, or under an always-true WHERE ---------

@pytest.mark.parametrize("sql", [
    "WITH d AS (DELETE FROM users RETURNING *) SELECT count(*) FROM d",
    "WITH d AS (DELETE FROM users) SELECT 1 FROM d WHERE x = 1",
    "with x as (update users set admin = true returning *) select * from x",
    "PREPARE p AS DELETE FROM users; EXECUTE p",
    "CREATE RULE r AS ON INSERT TO t DO INSTEAD DELETE FROM t",
    "DELETE FROM users WHERE 'a' = 'a'",
    "DELETE FROM users WHERE 1 = 1 OR id = 2",
    "update users set a = 1 where id = id",
    "UPDATE users SET x = 1 WHERE x IS NOT NULL OR TRUE",
    "DELETE FROM t WHERE (id = 3 OR (1 = 1))",
    "DROP KEYSPACE ks",
])
@pytest.mark.parametrize("tool", DB_TOOLS)
def test_nested_and_always_true_unbounded_sql_is_denied(tool, sql):
    _all(snap(), tool, {"sql": sql}, "deny")


@pytest.mark.parametrize("sql", [
    "WITH d AS (DELETE FROM users WHERE id = 3 RETURNING *) SELECT 1",
    "WITH d AS (DELETE FROM a WHERE x = 1) UPDATE b SET y = 2 WHERE z = 3",
    "DELETE FROM t WHERE id IN (SELECT id FROM u WHERE x = 1)",
    "DELETE FROM t WHERE (id = 3 OR id = 4)",
    "UPDATE t SET a = (SELECT max(b) FROM u) WHERE id = 3",
    "INSERT INTO t SELECT * FROM s ON CONFLICT (id) DO UPDATE SET a = excluded.a",
    "INSERT INTO t VALUES (1) ON DUPLICATE KEY UPDATE a = 1",
    "SELECT x AS update_count FROM t",
    "WITH t AS (SELECT 1) SELECT * FROM t",
])
def test_bounded_sql_stays_allowed(sql):
    _all(snap(), "mcp__postgres__query", {"sql": sql}, "allow", ("default", "accept_edits", "bypass", "dont_ask"))


# --- 2. SQL a person should see: host files, privileges, dynamic SQL, dropped columns ----------

@pytest.mark.parametrize("sql", [
    "COPY (SELECT * FROM users) TO '/var/lib/postgresql/.ssh/authorized_keys'",
    "SELECT * INTO OUTFILE '/tmp/x' FROM users",
    "LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t",
    "SELECT pg_read_file('/etc/passwd')",
    "SELECT lo_import('/etc/passwd')",
    "ATTACH DATABASE '/tmp/x.db' AS x",
    "VACUUM INTO '/tmp/x.db'",
    "SELECT load_extension('/tmp/x.so')",
    "CONFIG SET dir /var/spool/cron",
    "CREATE FUNCTION f() RETURNS int AS '/tmp/x.so' LANGUAGE C",
    "GRANT ALL ON ALL TABLES IN SCHEMA public TO public",
    "ALTER USER postgres WITH PASSWORD 'x'",
    "CREATE USER x SUPERUSER",
    # (round 31, mcp31: "EXECUTE 'DR' || 'OP TABLE users'" was asked, so bypass allowed a DROP
    # TABLE: a miss; it is denied now, in test_engine_round31_mcp31.py; dynamic SQL of other text
    # is still asked)
    "EXECUTE 'SELECT ' || 'count(*) FROM users'",
    "DO $$ BEGIN EXECUTE format('DR%sTABLE users', 'OP '); END $$",
    "EXEC(@sql)",
    "ALTER TABLE users DROP COLUMN password_hash",
])
@pytest.mark.parametrize("tool,key", [("mcp__postgres__query", "sql"), ("mcp__postgres__query", "text"),
                                      ("mcp__db__exec", "q"), ("mcp__tool__run", "sql")])
def test_risky_sql_is_asked(tool, key, sql):
    s = snap()
    _all(s, tool, {key: sql}, "ask", ASKING)
    _all(s, tool, {key: sql}, "deny", ("dont_ask", "explore"))


@pytest.mark.parametrize("tool,args", [
    ("mcp__postgres__query", {"sql": "SELECT * FROM users LIMIT 10"}),
    ("mcp__postgres__query", {"sql": "COPY users FROM STDIN"}),
    ("mcp__postgres__query", {"sql": "VACUUM ANALYZE users"}),
    ("mcp__postgres__query", {"sql": "ALTER TABLE users ADD COLUMN x int"}),
    ("mcp__postgres__query", {"sql": "ALTER TABLE t DROP CONSTRAINT c"}),
    ("mcp__postgres__query", {"sql": "EXECUTE p(1)"}),
    ("mcp__postgres__query", {"sql": "SELECT * FROM grants WHERE role = 'superuser'"}),
    ("mcp__postgres__query", {"sql": "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1'"}),
    ("mcp__github__create_issue", {"title": "GRANT ALL ON x TO y", "body": "COPY t TO '/tmp/x'"}),
    ("mcp__docs__search", {"query": "GRANT ALL ON x TO y"}),
])
def test_ordinary_sql_and_words_stay_allowed(tool, args):
    _all(snap(), tool, args, "allow", ("default", "accept_edits", "bypass", "dont_ask"))


# --- 3. other tools' addresses: more key names, a port beside the host, SSRF-only schemes -----

@pytest.mark.parametrize("tool,args", [
    ("mcp__net__connect", {"ip": "10.0.0.5"}),
    ("mcp__net__connect", {"ipv6": "fd00::1"}),
    ("mcp__net__connect", {"hosts": ["example.com", "192.168.1.10"]}),
    ("mcp__x__cfg", {"proxy": "http://10.0.0.1:3128"}),
    ("mcp__x__cfg", {"peer": "192.168.0.3:7000"}),
    ("mcp__docker__connect", {"host": "127.0.0.1", "port": 2375}),
    ("mcp__redis__connect", {"host": "localhost", "port": "6379"}),
    ("mcp__x__connect", {"server": {"host": "localhost", "port": 10250}}),
    ("mcp__x__connect", {"host": "[::1]", "port": 9222}),
    ("mcp__fetch__fetch", {"url": "gopher://127.0.0.1:6379/_FLUSHALL"}),
    ("mcp__fetch__fetch", {"url": "gopher://127.0.0.1/_x"}),
    ("mcp__puppeteer__puppeteer_navigate", {"url": "dict://127.0.0.1:11211/stats"}),
    ("mcp__ldap__search", {"url": "ldap://10.0.0.5/dc=x"}),
])
def test_internal_addresses_in_other_spellings_are_asked(tool, args):
    s = snap()
    _all(s, tool, args, "ask", ASKING)
    _all(s, tool, args, "deny", ("dont_ask", "explore"))


@pytest.mark.parametrize("tool,args", [
    ("mcp__postgres__connect", {"host": "localhost", "port": 5432}),
    ("mcp__net__connect", {"ip": "93.184.216.34"}),
    # ("mcp__git__push", {"remote": "origin", "branch": "main"}) was allowed: now KKADD as
    # git push origin main is (round 50, tools51's file)
    ("mcp__fetch__fetch", {"url": "https://localhost:3000"}),
    ("mcp__fetch__fetch", {"url": "gopher://example.com/"}),
    ("mcp__x__cfg", {"proxy": "http://proxy.example.com:3128"}),
])
def test_public_addresses_and_the_dev_server_stay_allowed(tool, args):
    _all(snap(), tool, args, "allow", ("default", "accept_edits", "bypass", "dont_ask"))


# --- 4. file tools' paths in Windows spellings ----------------------------------------------

@pytest.mark.parametrize("path", [
    "C:\\Users\\dev\\.ssh\\authorized_keys",
    "C:/Users/dev/.bashrc",
    "c:\\users\\dev\\.SSH\\config",
    "\\\\?\\C:\\Users\\dev\\.ssh\\id_rsa",
    "\\\\.\\C:\\Users\\dev\\.aws\\credentials",
    "\\\\server\\share\\.ssh\\id_rsa",
    "\\\\?\\UNC\\server\\share\\.bashrc",
    "..\\..\\.bashrc",
    "src\\..\\.git\\hooks\\pre-commit",
    ".github\\workflows\\ci.yml",
])
@pytest.mark.parametrize("tool,extra", [
    ("Write", {"content": "x"}),
    ("Edit", {"old_string": "a", "new_string": "b"}),
    ("MultiEdit", {"edits": [{"old_string": "a", "new_string": "b"}]}),
    ("mcp__filesystem__write_file", {"content": "x"}),
])
def test_windows_spelled_sensitive_paths_are_asked(tool, extra, path):
    s = snap()
    key = "path" if tool.startswith("mcp__") else "file_path"
    args = {key: path, **extra}
    _all(s, tool, args, "ask", ASKING)
    _all(s, tool, args, "deny", ("dont_ask", "explore"))


@pytest.mark.parametrize("path", ["src\\app.py", "docs\\guide.md", "src/app.py"])
def test_windows_spelled_project_files_stay_edits(path):
    s = snap()
    args = {"file_path": path, "content": "x = 1\n"}
    assert decide(s, "Write", args, agent_mode="accept_edits").decision == "allow"
    assert decide(s, "Write", args).decision == "ask"
    assert decide(s, "Read", {"file_path": path}, agent_mode="explore").decision == "allow"
