"""Probe round 30, between the helpers: database clients' shell escapes run their line in
a shell (a catastrophe there is denied everywhere), and a structural code search's
pattern is data, as grep's is."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import letters, snap

S = snap()

ROWS = [
    # the shell escape of each client runs the rest of its line
    ("psql -c '\\! rm -rf ~'", "DDDDD"),
    ("psql -d app -c '\\o | sh -c \"rm -rf /\"'", "DDDDD"),
    ("psql app -c '\\g |rm -rf ~'", "DDDDD"),
    ("psql app <<'EOF'\nselect 1;\n\\! rm -rf ~\nEOF", "DDDDD"),
    ("mysql -e 'system rm -rf ~'", "DDDDD"),
    ("mysql -e '\\! rm -rf ~'", "DDDDD"),
    ("mariadb -e 'SELECT 1; system rm -rf /'", "DDDDD"),
    ("mysql app <<EOF\nselect 1;\nsystem rm -rf ~\nEOF", "DDDDD"),
    ("sqlite3 x.db '.system rm -rf ~'", "DDDDD"),
    ("echo '.shell rm -rf ~' | sqlite3 x.db", "DDDDD"),
    ("duckdb -c '.shell rm -rf ~'", "DDDDD"),
    ("sqlcmd -S db -i <(echo '!! rm -rf ~')", "DDDDD"),
    # their queries are judged as before
    ("psql -c 'select 1'", "KKADD"),
    ("mysql -e 'select system_user()'", "KKADD"),
    ("psql -c '\\! ls'", "KKADD"),
    ("sqlite3 db.sqlite3 '.tables'", "AAAAA"),
    # a code search's pattern is what it looks for
    ("semgrep -e 'rm -rf /' --lang bash .", "KKADD"),
    ("ast-grep -p 'rm -rf $X' -l bash", "KKADD"),
    ("comby 'rm -rf /' 'x' .sh", "KKADD"),
    # sg runs its command as another group: no search tool
    ("sg wheel -c 'rm -rf /'", "DDDDD"),
    ("sg wheel 'rm -rf ~'", "DDDDD"),
]


@pytest.mark.parametrize(("command", "expected"), ROWS)
def test_round30_between(command, expected):
    assert letters(S, "Bash", {"command": command}) == expected
