"""Permission rules (seed 002 / Claude Code syntax): parsing, matching, suggestions.

Syntax, one string per rule:

- ``Tool``: every call of the tool (``WebFetch``, ``mcp__github__create_issue``;
  ``mcp__github`` covers every tool of that MCP server).
- ``Bash(npm run:*)``: a command prefix, ``:*`` only at the end, meaning a word boundary
  then anything (``Bash(npm run *)``, Claude Code's newer spelling, is the same rule).
  ``Bash(git status)``: exactly that command. ``*`` elsewhere is Claude Code's wildcard:
  any run of characters, spaces included, over the command's canonical words joined by
  single spaces (``Bash(git * main)``, ``Bash(* --version)``, ``Bash(*gcloud*)``;
  ``Bash(ls*)`` covers ``lsof`` too). ``Bash(*)`` is ``Bash``.
- ``Read(src/**)``, ``Write(...)``, ``Edit(...)``: a glob, relative to the working
  directory unless it starts with ``/`` (absolute) or ``~/`` (home); ``**`` crosses
  directories, ``*`` and ``?`` do not. ``Read`` rules cover every read tool, ``Edit``
  rules every editing tool.
- ``WebFetch(domain:example.com)``: exactly that host; ``domain:*.example.com``: any
  subdomain. The URL is parsed (userinfo, case, trailing dot, IDNA), never prefix-matched.
- ``WebFetch(domain:*)`` is ``WebFetch``; ``domain:example.*``: a ``*`` inside a label
  matches within that label only (example.org, never example.evil.com).
- ``Agent(Explore)`` / ``Task(my-agent)`` (one tool, two names): the call's subagent;
  ``Skill(commit)``, ``Skill(plugin:*)``, ``SlashCommand(/review-pr:*)``: the skill or
  command (a final ``:*``: alone, with arguments, or ``name:...``).
- ``PowerShell(Get-ChildItem *)``: Bash's shape, no case, through aliases. ``Cd(...)``
  (Claude Code's /cd, not a tool call) loads and meets no call. ``Tool(*)`` is ``Tool``
  for every tool but the file tools. File globs take gitignore escapes and ``[...]``.
- ``tool({"json": "object"})``: exactly those arguments, for any other tool.
- ``Tool(param:value)`` (deny and ask rules only, as in Claude Code): a call whose
  top-level argument ``param`` is a plain value equal to ``value`` (``*`` matches any run
  of characters): ``Agent(model:opus)``, ``Bash(run_in_background:true)``. A tool's main
  argument (Bash's ``command``, a file tool's path, WebFetch's ``url``) is refused: a
  rule on it would be bypassed by spelling; use the tool's own syntax.
- Tool-name globs: ``mcp__*`` or ``*`` in a deny or ask rule covers every tool whose
  name it matches; an allow rule takes one only after a literal ``mcp__<server>__``
  (``mcp__github__get_*``), so that it names one server's tools.

Allow rules match strictly (every part of a compound command must match one, word by
word, with no dynamic command name, no environment assignment beyond a harmless few,
and no write redirection outside the working directory). Deny and ask rules match
loosely, failing closed: past wrappers and assignments, options in any order, short
options in any clustering, extra arguments anywhere.
"""
from __future__ import annotations

import ipaddress
import json
import socket
import functools
import posixpath
import re
import shlex
import unicodedata
import dataclasses
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence
from urllib.parse import unquote, urlsplit

import idna
import re2

from policy.engine import spelling
from policy.engine.commands import (INTERPRETER_CODE_OPTS, INTERPRETERS, PROBED_READERS, READ_ONLY, SAFE_BUILD_NAMES,
                                     SETTINGS_PRINTERS, TEX_BUILDERS,
                                     SHELLS, dangerous_env, git_split_t, ip_exec_starts)
from policy.engine.paths import (HARMLESS_WRITE_TARGETS, HOME_DIR, glob_components_meet, is_inside, normalize_path,
                                 sequences_meet)
from policy.engine.types import PolicyError

ERR_RULE_TYPE = "a permission rule must be a non-empty string"
ERR_RULE_SYNTAX = "must look like Tool or Tool(content)"
# (probe round 28) a quoted "# temporary" or "// note" in a rule list is a string to YAML, not
# a comment: refused, naming the entry, rather than skipped (a rule the operator meant to
# keep, commented out by mistake, must not vanish in silence)
ERR_RULE_COMMENT = ("is a comment, not a rule: inside quotes YAML keeps it as the rule's text; "
                    "write it as a YAML comment after the entry or on a line of its own (# ...), or remove it")
# what the rule columns hold (PermissionRule.rule, an approval's applied_rule, the forms):
# a longer rule could be offered and approved but never stored (PostgreSQL refuses it)
MAX_RULE_LENGTH = 2000
ERR_RULE_LONG = f"is longer than {MAX_RULE_LENGTH} characters: no rule is stored that long"
ERR_RULE_EMPTY = "has empty content: write the bare tool name to cover every call"
ERR_PARAM_ALLOW = ("a parameter rule (Tool(param:value)) is for deny and ask rules only: one argument's value "
                   "does not make a call safe")
ERR_PARAM_MAIN = "{param!r} is the tool's main argument: write {hint} instead"
ERR_TOOL_GLOB_CONTENT = "a tool-name pattern takes no (content): write the bare pattern"
ERR_TOOL_GLOB_ALLOW = ("an allow rule takes a tool-name pattern only after a literal mcp__<server>__ "
                       "(mcp__github__get_*), so that it names one server's tools")
ERR_BASH_EMPTY_PREFIX = "has nothing before ':*'"
ERR_BASH_QUOTING = "has unbalanced quotes"
ERR_GLOB_DOTDOT = "a path glob may not contain '..'"
ERR_DOMAIN = "WebFetch content must be domain:<host> or domain:*.<host>"
ERR_JSON = "content for this tool must be a JSON object of its exact arguments"
# (probe round 38, rules38) rules that loaded and met no call, refused with what to write
ERR_TOOL_CASE = ("names the tool {tool!r}: tool names are case-sensitive and no tool is called that, so the "
                 "rule meets no call; write {fixed}")
ERR_MCP_EMPTY = ("names no MCP {what}: write mcp__<server> for every tool of a server, or "
                 "mcp__<server>__<tool> for one{hint}")
ERR_RULE_PAREN = ("has a ')' that closes the rule before its end ({rest!r} follows): write one rule per entry, "
                  "Tool(content) (a path holding ')' can be written with '?' for it)")

READ_TOOLS = frozenset({"Read", "Glob", "Grep", "LS", "NotebookRead"})
EDIT_TOOLS = frozenset({"Write", "Edit", "MultiEdit", "NotebookEdit"})
FILE_TOOLS = READ_TOOLS | EDIT_TOOLS
PATH_KEYS = ("file_path", "notebook_path", "path")
WEB_TOOLS = frozenset({"WebFetch"})
# Claude Code's subagent tool: Task is its older name, and a rule on either covers both
AGENT_TOOLS = frozenset({"Agent", "Task"})
# tools whose rule content names what the call runs: a subagent (Agent(Explore)), a
# skill (Skill(commit), Skill(plugin:*)), a slash command (SlashCommand(/review-pr:*))
NAMED_TOOLS = AGENT_TOOLS | {"Skill", "SlashCommand"}
# the Agent tool's own arguments: Agent(model:opus) is a parameter rule, Agent(Explore)
# (or a plugin's agent, Agent(my-plugin:reviewer)) names a subagent
_AGENT_PARAMS = frozenset({"description", "prompt", "subagent_type", "model", "isolation", "run_in_background",
                           "name", "team_name", "mode", "cwd", "resume"})
_AGENT_NAMES = frozenset({"agent", "task"})
POWERSHELL_TOOL = "PowerShell"

# Environment assignments that change nothing a rule could care about.
HARMLESS_ENV = frozenset({
    "NODE_ENV", "RUST_LOG", "RUST_BACKTRACE", "CI", "NO_COLOR", "FORCE_COLOR", "TZ",
    "LANG", "LC_ALL", "PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE", "GOOS", "GOARCH",
    "CGO_ENABLED", "DEBUG", "VERBOSE", "TERM", "COLUMNS", "LINES",
})
# pagers set to print as they are (GIT_PAGER=cat git log): nothing else runs
_PAGER_VARS = frozenset({"PAGER", "GIT_PAGER", "MANPAGER", "SYSTEMD_PAGER", "AWS_PAGER", "GH_PAGER"})


# an application's own settings, baked into what it builds (VITE_API_URL=...), and test
# switches: plain values change what the project's code does, not what program runs
_APP_ENV = re.compile(r"(?:VITE|NEXT_PUBLIC|REACT_APP|EXPO_PUBLIC|PUBLIC|NUXT_PUBLIC|STORYBOOK)_[A-Z0-9_]+|"
                      r"COVERAGE|HEADLESS|UPDATE_SNAPSHOTS|SNAPSHOT_UPDATE|TEST_ENV|APP_ENV|RAILS_ENV|RACK_ENV|"
                      r"MIX_ENV|FLASK_ENV|DJANGO_DEBUG|LOG_LEVEL|PORT|HOST|TS_NODE_TRANSPILE_ONLY|"
                      r"ASPNETCORE_ENVIRONMENT|DOTNET_ENVIRONMENT|GIN_MODE|"
                      r"PYTEST_ADDOPTS_NONE|NEXT_TELEMETRY_DISABLED|GATSBY_TELEMETRY_DISABLED|DOTNET_CLI_TELEMETRY_OPTOUT")
_PLAIN_VALUE = re.compile(r"[\w.,:/@+%=-]{0,200}")
# a test suite's own switches (SKIP_SLOW=1 pytest, RUN_E2E=true npm test): a yes or no
# names no program and no file
_TEST_SWITCH = re.compile(r"(?:SKIP|RUN|ENABLE|DISABLE|WITH|WITHOUT|USE|INCLUDE|EXCLUDE)_[A-Z0-9_]{1,60}")
_SWITCH_VALUES = frozenset({"0", "1", "true", "false", "yes", "no", "on", "off", "True", "False", "TRUE", "FALSE"})
_NODE_MEMORY = re.compile(r"(?:--max[-_]old[-_]space[-_]size=\d{1,6}\s*)+")


# builtins that read no environment variable and run nothing
# (":" is a special builtin: what is set in front of it may stay set)
_ENV_BLIND_BUILTINS = frozenset({"[", "test", "true", "false", "echo", "pwd"})
# (probe round 33, redteam33) what the dynamic loader and the C library read when the same
# name is a program (/usr/bin/echo, env echo, /bin/true): a converter module's path, a
# locale's or a message catalogue's, the allocator's and tunables (GCONV_PATH=. /usr/bin/echo
# was read-only, GCONV_PATH=. cat asked in every mode)
_LOADER_ENV = frozenset({"GCONV_PATH", "LOCPATH", "NLSPATH", "GLIBC_TUNABLES", "HOSTALIASES", "RESOLV_HOST_CONF",
                         "LOCALDOMAIN", "RES_OPTIONS", "TZDIR", "MALLOC_CHECK_", "MALLOC_PERTURB_", "MALLOC_TRACE"})


def harmless_env(name: str, value: object, command: str = "") -> bool:
    """An environment assignment in front of a command that changes nothing it runs or
    writes: a name on the harmless list, a pager set to cat (or nothing), IFS for read,
    an application's own setting with a plain value, node's heap size."""
    if name in HARMLESS_ENV or (name == "IFS" and command == "read"):
        return True
    if command in _ENV_BLIND_BUILTINS and name not in ("BASH_XTRACEFD", "PS4", "SHELLOPTS", "BASHOPTS", "BASH_ENV",
                                                       "ENV", "PATH") \
            and not name.startswith(("LD_", "DYLD_", "MALLOC_")) and name not in _LOADER_ENV \
            and not dangerous_env(name) and isinstance(getattr(value, "value", value), str) \
            and bool(getattr(value, "exact", True)) and _PLAIN_VALUE.fullmatch(getattr(value, "value", value)):
        # FOO=1 [ -d x ]: bash's own test, echo, true, pwd run nothing and read no
        # variable, so one set for them only changes nothing (probe round 32, residuals33)
        return True
    text = getattr(value, "value", value)
    if not isinstance(text, str):
        return False
    if _TEST_SWITCH.fullmatch(name):
        return text in _SWITCH_VALUES and bool(getattr(value, "exact", True))
    if _APP_ENV.fullmatch(name):
        return _PLAIN_VALUE.fullmatch(text) is not None and bool(getattr(value, "exact", True))
    if name == "BROWSER":   # a program gh --web, cargo doc --open, npm start run: "none" only
        return text in ("none", "false", "0", "") and bool(getattr(value, "exact", True))
    if name == "NODE_OPTIONS":
        return _NODE_MEMORY.fullmatch(text.strip()) is not None and bool(getattr(value, "exact", True))
    return name in _PAGER_VARS and text in ("cat", "", "/bin/cat", "/usr/bin/cat")


# Commands whose second word is a subcommand: suggestions say "cmd sub:*".
SUBCOMMAND_TOOLS = frozenset({
    "git", "npm", "pnpm", "yarn", "bun", "cargo", "go", "docker", "kubectl", "pip",
    "pip3", "poetry", "uv", "gh", "make", "dotnet", "mvn", "gradle", "./gradlew", "rake",
    "bundle", "composer", "deno", "helm", "terraform", "brew", "apt", "apt-get", "pytest",
    "tox", "nox", "just", "pdm", "hatch", "rustup", "conda", "mix", "swift", "flutter",
})
_WORD = re.compile(r"^[A-Za-z][A-Za-z0-9:_.-]*$")
_RULE = re.compile(r"^([A-Za-z0-9_*][A-Za-z0-9_.\-*]*)(?:\((.*)\))?$", re.DOTALL)
# Tool(param:value): a parameter name, a colon, the value (Claude Code ignores spaces
# around the colon)
_PARAM_RULE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*?)\s*$", re.DOTALL)
# the parameters a param rule may name on tools whose (content) has a syntax of its own
# (Claude Code's tool inputs); the main argument is refused with the tool's own syntax
_TOOL_PARAMS = {
    "Bash": frozenset({"description", "timeout", "run_in_background", "dangerouslyDisableSandbox"}),
    "Read": frozenset({"offset", "limit", "pages"}),
    "Edit": frozenset({"replace_all"}),
    "MultiEdit": frozenset(),
    "Write": frozenset(),
    "NotebookEdit": frozenset({"cell_id", "cell_type", "edit_mode"}),
    "Grep": frozenset({"pattern", "glob", "type", "output_mode", "multiline", "head_limit"}),
    "Glob": frozenset({"pattern"}),
    "LS": frozenset({"ignore"}),
    "WebFetch": frozenset({"prompt"}),
}
_MAIN_PARAMS = {"command": "Bash(prefix *)", "file_path": "Read(path) or Edit(path)",
                "notebook_path": "Edit(path)", "path": "Read(path)", "url": "WebFetch(domain:host)"}
# an unquoted * in a Bash rule, replaced before the words are split
_STAR = "\ue000"
_HOST = re.compile(r"^(?:\*\.)?[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$")


@dataclass(frozen=True, slots=True)
class PermissionRule:
    text: str
    tool: str
    kind: str                          # any | bash_prefix | bash_exact | bash_glob | glob | domain | json | param
    #                                    | name (Agent/Skill/SlashCommand) | ps (PowerShell) | inert (Cd)
    tokens: tuple[str, ...] = ()       # bash
    glob: str = ""                     # glob as written
    glob_base: str = ""                # "cwd" | "abs" | "home"
    domain: str = ""                   # host, without "*."
    subdomains: bool = False
    json_text: str = ""                # canonical JSON of the exact arguments
    anchored: bool = False             # written ./x: at the working directory only
    regex: str = ""                    # bash_glob: the command's; param: the value's (RE2)
    param: str = ""                    # param: the argument's name
    tool_glob: bool = False            # the tool name is a pattern (mcp__*)
    below: bool = False                # a deny/ask file rule's reading as what is in the directory it names

    def covers_tool(self, tool: str, loose: bool = False) -> bool:
        if self.tool == tool:
            return True
        if self.tool.lower() in _AGENT_NAMES and tool.lower() in _AGENT_NAMES:
            return True   # (Task is the Agent tool's older name)
        if loose:
            # deny and ask rules meet a tool's name in any case and with blanks or
            # invisible characters (mcp__GitHub__x, Run_Shell_Command under a rule on
            # run_shell_command); an allow rule names exactly the tools it allows
            folded, mine = fold_tool_name(tool), fold_tool_name(self.tool)
            if folded == mine:
                return True
            if (self.tool_glob or self.kind == "any") and (folded, mine) != (tool, self.tool):
                if dataclasses.replace(self, tool=mine).covers_tool(folded):
                    return True
            # (probe round 35, residuals37) a plugin's MCP server is named
            # plugin_<plugin>_<server> and a claude.ai connector's claude_ai_<Name>: a deny or
            # ask rule on mcp__github (or mcp__github__create_issue) meets the github server
            # a plugin brings (mcp__plugin_github_github__create_issue); an allow rule names
            # the configured server only, as Claude Code matches it
            if mine.startswith("mcp__"):
                aliases = mcp_server_aliases(folded)
                if aliases and any(self.covers_tool(a, loose=True) for a in aliases):
                    return True
                # (probe round 37, rules37) an MCP name spelled with other separators or
                # in camelCase (mcp__git-hub__create_issue, mcp__github__createIssue) is
                # the same tool to a deny or ask rule: the server compared without its
                # separators, the tool's words in snake case (and, for a rule naming one
                # tool, without separators at all); an allow rule stays exact
                if _mcp_spellings_meet(self, tool):
                    return True
        if self.tool_glob:
            return tool_glob_matches(self.tool, tool)
        if self.kind == "glob":
            # (probe round 34, tools34) a deny or ask rule on Write's paths meets every tool
            # that writes a file there (Edit, MultiEdit, NotebookEdit), as it meets Bash's
            # writes (echo x > secrets/a was denied under Write(/secrets/**), Edit allowed)
            return (self.tool == "Read" and tool in READ_TOOLS) or (
                self.tool == "Edit" and tool in EDIT_TOOLS
            ) or (loose and self.tool == "Write" and tool in EDIT_TOOLS)
        if self.kind == "any" and self.tool.startswith("mcp__") and self.tool.count("__") == 1:
            return tool.startswith(self.tool + "__")
        return False


_MCP_WRAPPED_SERVER = re.compile(r"mcp__(plugin_|claude_ai_)(.+?)__(.*)", re.S)


@functools.lru_cache(maxsize=1024)
def mcp_server_aliases(tool: str) -> tuple[str, ...]:
    """For an MCP tool of a plugin's server or a claude.ai connector
    (``mcp__plugin_github_github__create_issue``, ``mcp__claude_ai_gmail__search``), the
    names it has under the server's own name and each ending of it after a ``_``
    (``mcp__github__create_issue``, ``mcp__github_github__create_issue``...); ``()`` for
    any other tool."""
    m = _MCP_WRAPPED_SERVER.fullmatch(tool)
    if m is None:
        return ()
    server, rest = m.group(2), m.group(3)
    parts = server.split("_")
    start = 1 if m.group(1) == "plugin_" and len(parts) > 1 else 0
    return tuple(f"mcp__{'_'.join(parts[k:])}__{rest}" for k in range(start, len(parts)) if parts[k])


_MCP_NAME = re.compile(r"mcp__(.+?)__(.*)", re.S | re.I)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NAME_SEPARATORS = re.compile(r"[-_.\s\u2010-\u2015\u2212\ufe58\ufe63\uff0d]+")


@functools.lru_cache(maxsize=2048)
def mcp_name_spellings(tool: str) -> tuple[str, ...]:
    """(probe round 37, rules37) An MCP tool name (or a pattern of one, its ``*`` kept) as
    deny and ask rules compare its spellings: the server without separators, lower case
    (git-hub, git_hub, GitHub: github), then the tool's words in snake case (createIssue,
    create-issue, CreateIssue: create_issue) and the tool without separators
    (createissue); ``()`` for a name that is not ``mcp__<server>__<tool>``."""
    folded = _INVISIBLE_IN_NAME.sub("", unicodedata.normalize("NFKC", tool))
    m = _MCP_NAME.fullmatch(folded)
    if m is None:
        m2 = re.fullmatch(r"(?is)mcp__(.+)", folded)
        if m2 is None or "__" in m2.group(1):
            return ()
        return ("mcp__" + _NAME_SEPARATORS.sub("", m2.group(1)).lower(),)   # (a whole server: mcp__git-hub)
    server = _NAME_SEPARATORS.sub("", m.group(1)).lower()
    rest = m.group(2)
    snake = _NAME_SEPARATORS.sub("_", _CAMEL.sub("_", rest)).lower().strip("_") or rest.lower()
    bare = _NAME_SEPARATORS.sub("", rest).lower()
    return tuple(dict.fromkeys((f"mcp__{server}__{snake}", f"mcp__{server}__{bare}")))


def _mcp_spellings_meet(rule: "PermissionRule", tool: str) -> bool:
    """Does a deny or ask rule naming an MCP tool, a server or a pattern of them meet
    ``tool`` spelled another way (mcp_name_spellings)? A pattern compares snake cases
    only (delete_* keeps its word boundary: deleted_items is another tool)."""
    mine, theirs = mcp_name_spellings(rule.tool), mcp_name_spellings(tool)
    if not mine or not theirs:
        return False
    if rule.tool_glob:
        return tool_glob_matches(mine[0], theirs[0])
    if rule.kind == "any" and rule.tool.count("__") == 1:
        return len(mine) == 1 and any(t.startswith(mine[0] + "__") for t in theirs)
    if rule.kind == "any" or rule.kind in ("param", "json"):
        return bool(set(mine) & set(theirs))
    return False


_INVISIBLE_IN_NAME = re.compile(r"[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\x00]+")


@functools.lru_cache(maxsize=1024)
def fold_tool_name(tool: str) -> str:
    """A tool name as deny and ask rules compare MCP names: NFKC, invisible characters
    and blanks removed, lower case, other scripts' look-alikes of Latin letters read as
    those (session 36: mcp__gіthub__x, a Cyrillic і, is the github server to a deny rule)."""
    return _INVISIBLE_IN_NAME.sub("", unicodedata.normalize("NFKC", tool)).lower().translate(_CONFUSABLES)


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def canonical_json(value: Any) -> str:
    return _CANONICAL(value)


def _unquoted(content: str):
    """(position, character) of each character outside quotes that no backslash makes
    literal (the quotes and backslashes themselves are not given)."""
    quote = ""
    i = 0
    while i < len(content):
        c = content[i]
        if quote:
            if c == quote:
                quote = ""
            elif c == "\\" and quote == '"':
                i += 1
        elif c in "'\"":
            quote = c
        elif c == "\\":
            i += 1
        else:
            yield i, c
        i += 1


def _unquoted_stars(content: str) -> list[int]:
    """Positions of the ``*`` that no quote or backslash makes literal."""
    return [i for i, c in _unquoted(content) if c == "*"]


def _bash_glob_rule(text: str, body: str, stars: list[int], path: str) -> PermissionRule:
    """A Bash rule with ``*`` wildcards (Claude Code): the words as the shell reads them
    (quotes removed), joined by single spaces, each ``*`` any run of characters. A ``*``
    that is a word of its own may also be no words at all (``git * main`` covers ``git
    main``; ``ls *`` covers ``ls``), as a trailing ``:*`` is a word boundary."""
    marked = list(body)
    for i in stars:
        marked[i] = _STAR
    try:
        words = shlex.split("".join(marked))
    except ValueError:
        raise PolicyError(path, f"{text!r} {ERR_BASH_QUOTING}") from None
    if not words:
        raise PolicyError(path, f"{text!r} {ERR_BASH_EMPTY_PREFIX}")
    out = []
    for i, w in enumerate(words):
        if w == _STAR:
            # a whole word: nothing, or words (with the space that joins them)
            if len(words) == 1:
                out.append("(?:.*)")
            elif i == 0:
                out.append("(?:.* )?")
            else:
                out[-1] = out[-1][:-1]   # the space written before it goes inside
                out.append("(?: .*)?" if i == len(words) - 1 else "(?: .*)? ")
            continue
        out.append(".*".join(re.escape(nfc(piece)) for piece in w.split(_STAR)))
        if i < len(words) - 1:
            out.append(" ")
    # (tokens: the words with their stars, for the loose match of deny and ask rules;
    # the program index leaves bash_glob rules out: they are tried on every command)
    return PermissionRule(text, "Bash", "bash_glob", tokens=tuple(w.replace(_STAR, "*") for w in words),
                          regex="(?s)" + "".join(out))


def _param_rule(text: str, tool: str, content: str, path: str) -> PermissionRule | None:
    """``Tool(param:value)`` (Claude Code's rule on one argument), or None when the
    content is the tool's own syntax."""
    m = _PARAM_RULE.match(content)
    if m is None or (tool == "Bash" and content.endswith(":*")):
        return None   # (Bash(timeout:*) is a prefix rule on the timeout command)
    name, value = m.group(1), m.group(2)
    known = _TOOL_PARAMS.get(tool)
    if known is not None:
        if tool == "WebFetch" and name == "domain":
            return None
        if name in _MAIN_PARAMS and (tool in FILE_TOOLS or tool in WEB_TOOLS or tool == "Bash"):
            raise PolicyError(path, f"{text!r}: " + ERR_PARAM_MAIN.format(param=name, hint=_MAIN_PARAMS[name]))
        if name not in known:
            return None
    elif content.lstrip().startswith("{"):
        return None   # exact JSON
    regex = "(?s)" + ".*".join(re.escape(piece) for piece in value.split("*"))
    return PermissionRule(text, tool, "param", param=name, regex=regex)


@functools.lru_cache(maxsize=4096)
def _rule_regex(regex: str):
    # generated from a rule's literal words and ``.*``: RE2, linear in the text
    return re2.compile(regex)


def param_matches(rule: PermissionRule, args: Mapping[str, Any]) -> bool:
    """A param rule against a call's arguments: the argument present, a plain value
    (a string as it is, other values as JSON: true, 30), the value matching."""
    if rule.param not in args:
        return False
    v = args[rule.param]
    if isinstance(v, str):
        text = v
    elif v is None or isinstance(v, (bool, int, float)):
        text = json.dumps(v)
    else:
        return False
    return _rule_regex(rule.regex).fullmatch(text) is not None


def tool_glob_matches(pattern: str, tool: str) -> bool:
    """A tool-name pattern (``mcp__*``, ``mcp__github__get_*``) against a tool's full name."""
    return _rule_regex("(?s)" + ".*".join(re.escape(p) for p in pattern.split("*"))).fullmatch(tool) is not None


def check_rule_behavior(rule: PermissionRule, behavior: str, *, path: str = "rule") -> None:
    """What an allow rule may not be: a param rule, or a tool-name pattern that does not
    start with a literal ``mcp__<server>__``."""
    if behavior != "allow":
        return
    if rule.kind == "param":
        raise PolicyError(path, f"{rule.text!r}: {ERR_PARAM_ALLOW}")
    if rule.tool_glob:
        m = re.match(r"mcp__([A-Za-z0-9_.\-]+?)__", rule.tool)
        if m is None or "*" in m.group(0):
            raise PolicyError(path, f"{rule.text!r}: {ERR_TOOL_GLOB_ALLOW}")


# --- Agent, Skill, SlashCommand: rules on a name ----------------------------------------

_BLANKS_IN_NAME = re.compile(r"[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\x00]+")


def _name_rule(text: str, tool: str, content: str, path: str) -> PermissionRule:
    """``Agent(Explore)``, ``Task(my-agent)``, ``Skill(commit)``, ``Skill(plugin:*)``,
    ``SlashCommand(/review-pr:*)``: the subagent, skill or command the call names; ``*``
    is any run of characters and a final ``:*`` also the name alone or with arguments."""
    c = content.strip()
    if tool in ("Skill", "SlashCommand"):
        c = c.lstrip("/")
    if not c:
        raise PolicyError(path, f"{text!r} {ERR_RULE_EMPTY}")
    tail = ""
    if c.endswith(":*"):
        c, tail = c[:-2], r"(?:[:\s].*)?"
    regex = "(?s)" + ".*".join(re.escape(piece) for piece in c.split("*")) + tail
    return PermissionRule(text, tool, "name", regex=regex, glob=c)


def _fold_name(value: str) -> str:
    return _BLANKS_IN_NAME.sub("", unicodedata.normalize("NFKC", value)).casefold()


def call_names(tool: str, args: Mapping[str, Any]) -> tuple[str, ...] | None:
    """What a name rule meets in a call: the subagent (general-purpose when none is
    named), the skill, or the slash command with its arguments then without them; None
    when it is not a plain string (a deny or ask rule then applies)."""
    t = tool.lower()
    if t in _AGENT_NAMES:
        v = args.get("subagent_type", "general-purpose")
        if v is None or v == "":
            v = "general-purpose"
        return (v,) if isinstance(v, str) else None
    if t == "skill":
        v = args.get("skill", args.get("command", args.get("name")))
        if not isinstance(v, str) or not v.strip():
            return None
        return (v.strip().lstrip("/"),)
    v = args.get("command")
    if not isinstance(v, str) or not v.strip():
        return None
    v = v.strip().lstrip("/")
    first = v.split(None, 1)[0] if v.split() else v
    return (v, first) if first != v else (v,)


def name_rule_matches(rule: PermissionRule, tool: str, args: Mapping[str, Any], *, loose: bool) -> bool:
    """A name rule against a call. Allow rules: the name as sent, exactly (a slash
    command with its arguments). Deny and ask rules: the name in any case, NFKC, without
    blanks or invisible characters, with or without its arguments; a name that cannot
    be read counts."""
    names = call_names(tool, args)
    if names is None:
        return loose
    if not loose:
        return _rule_regex(rule.regex).fullmatch(names[0]) is not None
    rx = _rule_regex("(?i)" + _fold_regex(rule))
    return any(rx.fullmatch(_fold_name(n)) is not None or rx.fullmatch(n.casefold()) is not None
               for n in names + _unqualified(names))


def _unqualified(names: tuple[str, ...]) -> tuple[str, ...]:
    """A plugin's agent, skill or command without its namespace (probe round 28): Claude
    Code names them ``plugin-name:agent-name`` (``my-plugin:Danger``, ``/tools:deploy 1``),
    so a deny or ask rule on the bare name meets every namespace's (each ``:`` of the name's
    first word, innermost last). An allow rule never does (matched exactly)."""
    out: list[str] = []
    for n in names:
        first, blank, rest = n.partition(" ")
        if ":" not in first or len(n) > 4096:
            continue
        pieces = first.split(":")
        out.extend(":".join(pieces[i:]) + blank + rest for i in range(1, len(pieces)) if pieces[i])
    return tuple(out)


def _fold_regex(rule: PermissionRule) -> str:
    c = _fold_name(rule.glob)
    tail = r"(?:[:\s].*)?" if rule.regex.endswith(r"(?:[:\s].*)?") else ""
    return "(?s)" + ".*".join(re.escape(piece) for piece in c.split("*")) + tail


# --- WebFetch ---------------------------------------------------------------------------

_DOMAIN_LABEL = re.compile(r"^[a-z0-9_*-]+$")


def _domain_rule(text: str, tool: str, c: str, path: str) -> PermissionRule:
    """``domain:example.com``, ``domain:*.example.com`` (any subdomain), ``domain:*`` (any
    host: the bare tool), ``domain:example.*`` (a ``*`` inside a label matches within that
    label only: example.org, never example.evil.com)."""
    if not c.startswith("domain:"):
        host = url_host(c) if "://" in c else None
        hint = f" (write WebFetch(domain:{host}))" if host else ""
        raise PolicyError(path, f"{text!r}: {ERR_DOMAIN}{hint}")
    host = c[len("domain:"):].strip().lower()
    if host.endswith(".") and (host.endswith("..") or host.rstrip(".") in ("*", "")):
        # (probe round 36, rules36) domain:*. read as domain:* allowed every host: a
        # trailing dot drops one root dot (example.com.), never a label
        raise PolicyError(path, f"{text!r}: {ERR_DOMAIN}")
    host = host.rstrip(".")
    if host == "*":
        return PermissionRule(text, tool, "any")
    if host.startswith("[") and host.endswith("]"):
        # an IPv6 address, bracketed as in a URL (domain:[2001:db8::1]): that one address
        addr = _ipv6(host[1:-1])
        if addr is None:
            raise PolicyError(path, f"{text!r}: {ERR_DOMAIN}: [{host[1:-1]}] is no IPv6 address")
        return PermissionRule(text, tool, "domain", domain=addr, subdomains=False)
    sub = host.startswith("*.")
    bare = host[2:] if sub else host
    if "/" in bare or ":" in bare:
        guess = bare.split("/", 1)[0].split(":", 1)[0]
        raise PolicyError(path, f"{text!r}: {ERR_DOMAIN}: a host only, no path or port (write domain:{guess})")
    try:
        bare = ".".join(label if "*" in label else label.encode("idna").decode("ascii")
                        for label in bare.split(".")) if not bare.isascii() else bare
    except UnicodeError:
        raise PolicyError(path, f"{text!r}: {ERR_DOMAIN}") from None
    if "*" in bare:
        labels = bare.split(".")
        if not all(label and _DOMAIN_LABEL.match(label) for label in labels) or labels[-1] == "*" and len(labels) == 1:
            raise PolicyError(path, f"{text!r}: {ERR_DOMAIN}")
        regex = r"\.".join("[^.]*".join(re.escape(p) for p in label.split("*")) for label in labels)
        return PermissionRule(text, tool, "domain", domain=bare, subdomains=sub,
                              regex=("(?:[^.]+\\.)+" if sub else "") + regex)
    if not bare or not _HOST.match(bare):
        raise PolicyError(path, f"{text!r}: {ERR_DOMAIN}")
    return PermissionRule(text, tool, "domain", domain=bare, subdomains=sub)


# --- PowerShell -------------------------------------------------------------------------

def _powershell_rule(text: str, content: str, path: str) -> PermissionRule:
    """``PowerShell(Get-ChildItem *)``: the same shape as a Bash rule (``:*`` or a final
    `` *`` a word boundary then anything, ``*`` elsewhere any run of characters), matched
    without case and with a cmdlet's aliases (gci, ls and dir are Get-ChildItem)."""
    c = content.strip()
    prefix = c.endswith(":*") or (c.endswith("*") and c[:-1].endswith((" ", "\t")))
    body = c[:-2] if c.endswith(":*") else (c[:-1] if prefix else c)
    words = _ps_words(body)
    if not words:
        raise PolicyError(path, f"{text!r} {ERR_BASH_EMPTY_PREFIX}")
    words[0] = _ps_command_name(words[0])
    words[1:] = [w.replace("\\", "/") for w in words[1:]]   # (\ and / alike, as in _ps_statements)
    regex = " ".join(".*".join(re.escape(p.casefold()) for p in w.split("*")) for w in words)
    if prefix:
        regex += "(?: .*)?"
    return PermissionRule(text, POWERSHELL_TOOL, "ps", tokens=tuple(words), regex="(?s)" + regex)


def _ps_words(text: str) -> list[str]:
    """PowerShell words: blanks split them, quotes group them (a backslash is a plain
    character in PowerShell)."""
    lex = shlex.shlex(text, posix=True, punctuation_chars=False)
    lex.whitespace_split = True
    lex.escape = ""
    lex.commenters = ""
    try:
        return list(lex)
    except ValueError:
        return text.split()


def _ps_command_name(word: str) -> str:
    """A command's canonical name: lower case, its directory and .exe/.cmd/.ps1 dropped,
    an alias as the cmdlet it stands for."""
    from policy.engine.powershell import _ALIASES   # (the table PowerShell resolves)
    w = word.strip().lstrip("&.").strip().casefold().replace("\\", "/").rsplit("/", 1)[-1]
    for ext in (".exe", ".cmd", ".bat", ".com"):
        if w.endswith(ext):
            w = w[:-len(ext)]
            break
    return _ALIASES.get(w, w)


# statement separators, blocks and sub-expressions: each piece is a command of its own
_PS_SPLIT = re.compile(r"[;|&\n\r{}()]+")
# what makes the code a PowerShell command cannot be read: code run from text, a
# command named by a variable or an expression, an encoded command
_PS_DYNAMIC = re.compile(r"(?i)\b(?:invoke-expression|iex|invoke-command|icm|start-job|sajb|start-process|saps|"
                         r"add-type|new-object|scriptblock)\b|-e(?:nc(?:odedcommand)?)?\b|&\s*[$(\[]|\.\s*[$(]|\[[\w.]+\]::"
                         r"|`")


def _ps_statements(command: str) -> list[list[str]]:
    out = []
    for piece in _PS_SPLIT.split(command):
        words = _ps_words(piece)
        if words and words[0].casefold() == "using" and len(words) > 2 and words[1].casefold() == "module":
            words = ["Import-Module"] + words[2:]   # (using module X imports X; probe round 40, pwsh40)
        if words:
            words[0] = _ps_command_name(words[0])
            # (PowerShell reads \ and / alike in a path: .\deploy.psm1 is ./deploy.psm1)
            out.append([words[0]] + [w.casefold().replace("\\", "/") for w in words[1:]])
    return out


def powershell_rule_level(rule: PermissionRule, command: object, *, loose: bool) -> int:
    """A PowerShell rule against the PowerShell tool's command. Allow (``loose`` False):
    2 only for one plain statement (no separator, block, variable or sub-expression)
    whose words the rule matches. Deny and ask: 2 when a statement anywhere in the code
    (blocks and pipelines included) is the rule's command with the rule's other words
    among its own; 1 when code that cannot be read runs (never allowed)."""
    if rule.kind == "any":
        return 2
    if not isinstance(command, str):
        return 1 if loose else 0
    if not loose:
        if any(ch in command for ch in ";|&\n\r{}()$`@<>[],") or len(command) > 4096:
            return 0
        stmts = _ps_statements(command)
        if len(stmts) != 1:
            return 0
        return 2 if _rule_regex(rule.regex).fullmatch(" ".join(stmts[0])) is not None else 0
    for words in _ps_statements(command):
        if _ps_words_meet(rule, words):
            return 2
    return 1 if _PS_DYNAMIC.search(command) else 0


def _ps_words_meet(rule: PermissionRule, words: list[str]) -> bool:
    """Does a statement's words (canonical: the command's name as _ps_command_name gives it,
    all folded) meet a PowerShell deny or ask rule (its words, or its command with its other
    words among the statement's)?"""
    if _rule_regex(rule.regex).fullmatch(" ".join(words)) is not None:
        return True
    want = [t.casefold() for t in rule.tokens]
    if "*" not in want[0] and words[0] == want[0]:
        rest = iter(words[1:])
        if all(w == "*" or any(_rule_regex("(?s)" + ".*".join(re.escape(p) for p in w.split("*"))).fullmatch(x)
                               for x in rest) for w in want[1:]):
            return True
    return False


# a PowerShell rule whose command is a script or module file (PowerShell(./deploy.ps1),
# PowerShell(.\tools\x.psm1)): it meets each way the file is run (see ps_rule_script_words)
_PS_SCRIPT_RULE = re.compile(r"(?i)^\s*[&.]?\s*(?:[^\s()]*[\\/]|[^\s()]+\.(?:ps1|psm1|psd1|bat|cmd|vbs|js)(?:\s|\)|$))")


def ps_rule_names_script(rule: PermissionRule) -> bool:
    """(probe round 40, pwsh40) Does a PowerShell rule name a script or module file as its command
    (or import one: PowerShell(Import-Module ./deploy.psm1))?"""
    if rule.kind != "ps":
        return False
    if rule.tokens[:1] == ("import-module",) and len(rule.tokens) == 2 and "*" not in rule.tokens[1]:
        return True
    content = rule.text[rule.text.find("(") + 1:] if "(" in rule.text else ""
    return _PS_SCRIPT_RULE.match(content) is not None


def ps_rule_meets_run(rule: PermissionRule, words: tuple[str, ...]) -> bool:
    """(probe round 40, pwsh40) A PowerShell rule on a script against the words of a command
    that runs a file, as the Bash reading of the call gives them (./deploy.ps1 prod, sh
    ./deploy.ps1, deploy.psm1 for Import-Module ./deploy.psm1): the file run, by its name."""
    if not words or not words[0] or words[0].startswith("-"):
        return False
    if rule.tokens[:1] == ("import-module",):
        # (the module a rule on Import-Module X names, under each spelling of the file run)
        w0 = words[0].casefold().replace("\\", "/")
        want = rule.tokens[1].casefold().replace("\\", "/")
        return w0 == want or "./" + w0 == want or w0 == "./" + want
    return _ps_words_meet(rule, [_ps_command_name(words[0])] + [w.casefold() for w in words[1:]])


# --- file rules: gitignore escapes ------------------------------------------------------

def _unescape_glob(g: str) -> str:
    """A gitignore backslash escape as the one-character class it stands for
    (``\\[2024\\] Reports/**`` is ``[[]2024[]] Reports/**``): the rule matches only that
    character there."""
    if "\\" not in g:
        return g
    out = []
    i = 0
    while i < len(g):
        c = g[i]
        if c == "\\" and i + 1 < len(g):
            nxt = g[i + 1]
            out.append(f"[{nxt}]" if nxt in "[]*?\\" else nxt)
            i += 2
            continue
        out.append("[\\]" if c == "\\" else c)
        i += 1
    return "".join(out)


def escape_glob(path: str) -> str:
    """A literal path as a file rule's glob (gitignore escapes: ``[2024] R*`` is
    ``\\[2024\\] R\\*``)."""
    out = re.sub(r"([\[\]*?\\])", r"\\\1", path)
    if out != out.strip():
        # blanks a rule's content loses when it is read (`` notes.txt``): a one-character
        # class keeps each (gitignore's backslash would itself be stripped at the end)
        head = len(out) - len(out.lstrip())
        tail = len(out) - len(out.rstrip())
        out = ("".join(f"[{c}]" for c in out[:head]) + out[head:len(out) - tail]
               + "".join(f"[{c}]" for c in out[len(out) - tail:]))
    return out


def parse_permission_rule(text: object, *, path: str = "rule") -> PermissionRule:
    """Parse one rule string, or raise PolicyError(path, why)."""
    if not isinstance(text, str) or not text.strip():
        raise PolicyError(path, ERR_RULE_TYPE)
    text = text.strip()
    m = _RULE.match(text)
    if not m:
        if text.startswith(("#", "//", ";", "/*")):
            raise PolicyError(path, f"{text!r} {ERR_RULE_COMMENT}")
        raise PolicyError(path, f"{text!r} {ERR_RULE_SYNTAX}")
    tool, content = m.group(1), m.group(2)
    if tool[:5].lower() == "mcp__":
        _check_mcp_name(text, tool, path)
    elif content is not None and tool not in _CONTENT_TOOLS and tool.lower() in _CONTENT_TOOLS_FOLDED:
        fixed = f"{_CONTENT_TOOLS_FOLDED[tool.lower()]}({content})"
        raise PolicyError(path, f"{text!r} " + ERR_TOOL_CASE.format(tool=tool, fixed=fixed))
    if "*" in tool:
        if content is not None:
            raise PolicyError(path, f"{text!r}: {ERR_TOOL_GLOB_CONTENT}")
        return PermissionRule(text, tool, "any", tool_glob=True)
    if content is None:
        return PermissionRule(text, tool, "any")
    if not content.strip():
        raise PolicyError(path, f"{text!r} {ERR_RULE_EMPTY}")
    if content.strip() == "*" and tool not in FILE_TOOLS:
        return PermissionRule(text, tool, "any")   # Bash(*), WebFetch(*), Agent(*), mcp__x__y(*): the tool
    if tool in FILE_TOOLS or tool in NAMED_TOOLS:
        _check_rule_paren(text, content, path)
    if tool in NAMED_TOOLS:
        # (a skill or a plugin's agent is often named plugin:name, not a parameter rule;
        # the Agent tool's own arguments make one: Agent(model:opus))
        m = _PARAM_RULE.match(content)
        if tool not in AGENT_TOOLS or m is None or m.group(1) not in _AGENT_PARAMS:
            return _name_rule(text, tool, content, path)
    param = _param_rule(text, tool, content, path)
    if param is not None:
        return param
    if tool == "Cd":
        # Claude Code's /cd command (not a tool the model calls): loaded, meets no call
        return PermissionRule(text, tool, "inert")
    if tool == POWERSHELL_TOOL:
        return _powershell_rule(text, content, path)
    if tool == "Bash":
        if content != content.strip() and not content.rstrip().endswith("\\"):
            # (probe round 36, rules36) a blank before the closing parenthesis or after the
            # opening one (Bash(rm:* ), Bash(rm:*\t)) is no part of the command: the rule
            # read with it met nothing (a deny on rm let rm run)
            content = content.strip()
        if content.strip() == "*":
            return PermissionRule(text, tool, "any")   # Bash(*) is Bash
        _check_bash_rule_typos(text, content, path)
        if _STAR in content:   # (the wildcard marker itself, written in the rule)
            raise PolicyError(path, f"{text!r} {ERR_RULE_SYNTAX}")
        prefix = content.endswith(":*")
        body = content[:-2] if prefix else content
        stars = _unquoted_stars(body)
        if not prefix and stars == [len(body) - 1] and body[:-1].endswith((" ", "\t")):
            # Bash(npm run *): Claude Code's spelling of Bash(npm run:*)
            prefix, body, stars = True, body[:-1], []
        if stars:
            return _bash_glob_rule(text, body, stars, path)
        try:
            tokens = tuple(shlex.split(body))
        except ValueError:
            raise PolicyError(path, f"{text!r} {ERR_BASH_QUOTING}") from None
        if not tokens:
            raise PolicyError(path, f"{text!r} {ERR_BASH_EMPTY_PREFIX}")
        return PermissionRule(text, tool, "bash_prefix" if prefix else "bash_exact", tokens=tokens)
    if tool in FILE_TOOLS:
        content = _file_rule_content(text, content, path)
        g = _unescape_glob(content.strip())
        if any(seg == ".." for seg in g.split("/")):
            raise PolicyError(path, f"{text!r}: {ERR_GLOB_DOTDOT}")
        anchored = False
        if g.startswith("//"):
            base, g = "abs", "/" + g.lstrip("/")
        elif g.startswith("/"):
            base = "abs"
        elif g == "~" or g.startswith("~/"):
            base, g = "home", g[2:]
        else:
            base = "cwd"
            anchored = g.startswith("./")
            g = g[2:] if anchored else g
        if g.endswith("/"):
            g += "**"
        return PermissionRule(text, tool, "glob", glob=g, glob_base=base, anchored=anchored)
    if tool in WEB_TOOLS:
        return _domain_rule(text, tool, content.strip(), path)
    try:
        value = json.loads(content)
    except ValueError:
        raise PolicyError(path, f"{text!r}: {ERR_JSON} (or the bare tool name {tool!r} for every call, or "
                                f"{tool}(param:value) in a deny or ask rule)") from None
    if not isinstance(value, dict):
        raise PolicyError(path, f"{text!r}: {ERR_JSON}")
    return PermissionRule(text, tool, "json", json_text=canonical_json(value))


# (probe round 38, rules38) the built-in tools whose rules take content, by their names in
# lower case: bash(ls) or read(./.env) is no tool to Claude Code (names are case-sensitive)
_CONTENT_TOOLS = frozenset({"Bash", POWERSHELL_TOOL, "Cd", "WebSearch"}) | FILE_TOOLS | WEB_TOOLS | NAMED_TOOLS
_CONTENT_TOOLS_FOLDED = {t.lower(): t for t in _CONTENT_TOOLS}
# a ')' closing the rule, then a second rule's content or name: Read(x)(y), Read(a), Edit(b)
_SECOND_RULE = re.compile(r"\s*[,;]?\s*(?:[A-Za-z_][A-Za-z0-9_]*)?\(")


_HOME_VAR = re.compile(r"^\s*(?:\$HOME|\$\{HOME\})(?=/|\s*$)")
ERR_PATH_QUOTED = ("has its path in quotes, which a path rule keeps as part of the name, so the rule meets "
                   "nothing: write {fixed}")


def _file_rule_content(text: str, content: str, path: str) -> str:
    """(probe round 38, rules38) A path rule written with $HOME or ${HOME} for the home
    (Read($HOME/.ssh/**)) is read as ~ (the rule, no shell, expands nothing: it met no
    path); one whose whole path is in quotes (Read(".env")) is refused with what to write."""
    c = content.strip()
    if len(c) > 1 and c[0] == c[-1] and c[0] in "'\"" and c[0] not in c[1:-1]:
        raise PolicyError(path, f"{text!r} " + ERR_PATH_QUOTED.format(fixed=text[:text.find("(") + 1] + c[1:-1] + ")"))
    _check_foreign_path(text, c, path)
    m = _HOME_VAR.match(content)
    return "~" + content[m.end():] if m else content


# (probe round 39, rules39) path rules written as Windows or another user's paths: Claude
# Code reads each path as POSIX (C:\Users\x is /c/Users/x, an absolute rule //c/Users/x),
# expands no %VAR% and no ~user; in gitignore's syntax a backslash escapes the next
# character. Such a rule loaded and met nothing: refused, naming what to write.
_DRIVE_PATH = re.compile(r"([A-Za-z]):(?:[\\/]|$)")
_PERCENT_VAR = re.compile(r"(?:%([A-Za-z_][A-Za-z0-9_]*)%|\$env:([A-Za-z_][A-Za-z0-9_]*))(?=[\\/]|$)", re.I)
_OTHER_TILDE = re.compile(r"~([A-Za-z_][A-Za-z0-9._-]*)(?=[/\\]|$)")
_WINDOWS_HOME_VARS = frozenset({"userprofile", "home", "homepath"})
ERR_PATH_FOREIGN = "{what}: the rule meets nothing; write {fixed}"


# a backslash (not itself escaped) before a letter, a digit or _
_LETTER_ESCAPE = re.compile(r"(?<!\\)((?:\\\\)*)\\([A-Za-z0-9_])")


def _check_foreign_path(text: str, c: str, path: str) -> None:
    if c and "\\" in c and c[0] not in "%$~" and not _DRIVE_PATH.match(c) and _LETTER_ESCAPE.search(c):
        # (probe round 48, rules48) Read(config\prod.yml), Read(.aws\credentials): a Windows
        # separator, which gitignore's syntax reads as an escape of the letter that follows
        # (configprod.yml): the rule met nothing
        head = text[:text.find("(") + 1]
        raise PolicyError(path, f"{text!r} " + ERR_PATH_FOREIGN.format(
            what="has a backslash before a letter or digit, an escape that changes nothing in a path rule "
                 "(a Windows separator?)", fixed=f"{head}{_LETTER_ESCAPE.sub(lambda m: m.group(1) + '/' + m.group(2), c)})"))
    if not c or c[0] not in "%$~" and not _DRIVE_PATH.match(c):
        return
    head = text[:text.find("(") + 1]
    m = _DRIVE_PATH.match(c)
    if m is not None:
        rest = c[m.end():].replace("\\", "/").lstrip("/")
        fixed = f"{head}//{m.group(1).lower()}/{rest})"
        raise PolicyError(path, f"{text!r} " + ERR_PATH_FOREIGN.format(
            what="is a Windows path (Claude Code matches a Windows path as /c/..., an absolute rule //c/...)",
            fixed=fixed))
    m = _PERCENT_VAR.match(c)
    if m is not None:
        var = (m.group(1) or m.group(2)).lower()
        rest = c[m.end():].replace("\\", "/")
        fixed = f"{head}~{rest})" if var in _WINDOWS_HOME_VARS else \
            f"{head}//c/...{rest}) with the directory {m.group(0)} stands for"
        raise PolicyError(path, f"{text!r} " + ERR_PATH_FOREIGN.format(
            what=f"names the environment variable {m.group(0)}, which a path rule does not expand", fixed=fixed))
    m = _OTHER_TILDE.match(c)
    if m is not None:
        rest = c[m.end():].replace("\\", "/")
        user = m.group(1)
        home = "//root" if user == "root" else f"//home/{user}"
        raise PolicyError(path, f"{text!r} " + ERR_PATH_FOREIGN.format(
            what=f"names ~{user}, which a path rule does not expand (only ~/ is the home)",
            fixed=f"{head}{home}{rest}) for that user's home ({head}//Users/{user}{rest}) on macOS), or "
                  f"{head}./~{user}{rest}) for a file so named"))


def _check_mcp_name(text: str, tool: str, path: str) -> None:
    """(probe round 38, rules38) An MCP rule naming no server (``mcp__``, ``mcp____x``) or
    no tool after its ``__`` (``mcp__github__``) loaded and met no call."""
    rest = tool[5:]
    server, sep, name = rest.partition("__")
    if not server.strip("_"):
        raise PolicyError(path, f"{text!r} " + ERR_MCP_EMPTY.format(what="server", hint=""))
    if sep and not name.strip("_"):
        raise PolicyError(path, f"{text!r} " + ERR_MCP_EMPTY.format(
            what="tool", hint=f" (mcp__{server} or mcp__{server}__* for every tool of {server!r})"))


def _check_rule_paren(text: str, content: str, path: str) -> None:
    """(probe round 38, rules38) A file or name rule whose ``)`` closes it early and a
    second rule follows (``Read(x)(y)``, ``Read(.env), Read(secrets/**)``): read as one
    path, ``x)(y``, it met no call. Balanced parentheses (``Read(app/(auth)/**)``) load."""
    if ")" not in content:
        return
    depth = 0
    for i, c in enumerate(content):
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                if _SECOND_RULE.match(content, i + 1):
                    raise PolicyError(path, f"{text!r} " + ERR_RULE_PAREN.format(rest=")" + content[i + 1:]))
            else:
                depth -= 1


ERR_BASH_COLON_NAME = ("names a program {name!r}, ending with ':': no program is called that, so the rule "
                       "meets no command; write Bash({bare}:*) or Bash({bare} *) for the program with any "
                       "arguments")
ERR_BASH_PAREN = ("has a ')' that closes the rule before its end ({rest!r} follows): write one rule per "
                  "entry, Tool(content), with the parentheses of the command inside quotes if it has any")


# (probe round 38, rules38) typography a rule copied from a document or a chat brings: a
# Unicode blank inside the program's name (rm\u00a0-rf), a Unicode dash starting an option
# (rm \u2013rf, git push \u2014force), curly quotes around the program (\u201crm\u201d)
_UNICODE_BLANKS = "\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
_UNICODE_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
_TYPOGRAPHY = str.maketrans({**dict.fromkeys(_UNICODE_BLANKS, " "), **dict.fromkeys(_UNICODE_DASHES, "-"),
                             "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2018": "'", "\u2019": "'"})
_DASH_OPTION = re.compile("(?:^|\\s)[" + _UNICODE_DASHES + "]{1,2}[A-Za-z]")
ERR_BASH_TYPOGRAPHY = ("has {what}, which no command is written with, so the rule meets nothing: write "
                       "Bash({fixed})")


def _check_bash_rule_typography(text: str, content: str, path: str) -> None:
    first = re.split(r"[ \t\r\n]+", content.strip(" \t\r\n"), maxsplit=1)[0]
    what = None
    if any(c in first for c in _UNICODE_BLANKS):
        what = "a Unicode space in its program's name"
    elif first[:1] in "\u201c\u201e\u2018" or first[-1:] in "\u201d\u2019":
        what = "curly quotes around its program's name"
    elif _DASH_OPTION.search(content):
        what = "a Unicode dash where an option's '-' goes"
    if what:
        fixed = content.strip().translate(_TYPOGRAPHY)
        raise PolicyError(path, f"{text!r} " + ERR_BASH_TYPOGRAPHY.format(what=what, fixed=fixed))


def _check_bash_rule_typos(text: str, content: str, path: str) -> None:
    """(probe round 37, rules37) Bash rules that load but meet no command, typos of a
    rule an operator meant, refused at load with what to write (a deny rule that met
    nothing let the command run): a first word ending with ``:`` (``Bash(rm: *)``,
    ``Bash(rm::*)``, ``Bash(git: push)``: Claude Code reads the program ``rm:``); a
    ``)`` outside quotes closing the rule early (``Bash(ls)(x)``, ``Bash(rm)(-rf)``).
    A ``:`` in a later word is the command's (``Bash(ssh host:*)``, ``Bash(scp a
    host:)``), and ``:`` alone is the shell's null command (``Bash(: *)``)."""
    if not content.isascii():
        _check_bash_rule_typography(text, content, path)
    first = content.lstrip().split(None, 1)[0] if content.strip() else ""
    if first.endswith(":*") and first == content.strip():
        first = first[:-2]   # (Bash(rm::*): the prefix rm:)
    bare = first.rstrip(":")
    if len(first) > 1 and first.endswith(":") and bare and not any(c in bare for c in "'\"\\*$`"):
        raise PolicyError(path, f"{text!r} " + ERR_BASH_COLON_NAME.format(name=first, bare=bare))
    depth = 0
    for i, c in _unquoted(content):
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                rest = content[i + 1:].lstrip()
                if rest.startswith("(") or not re.search(r"(?:^|[\s;&|(])case\s", content[:i]):
                    raise PolicyError(path, f"{text!r} " + ERR_BASH_PAREN.format(rest=")" + content[i + 1:]))
            else:
                depth -= 1


def blocking_rules(texts) -> tuple[PermissionRule, ...]:
    """Deny or ask rules, parsed. A file rule written with one leading slash
    (``Read(/secrets/**)``) is an absolute path here, but in Claude Code's settings it is
    relative to the settings' project (``//`` is absolute there): a deny or ask rule
    copied from a project's settings means the project's ``secrets``, so it covers both
    (an allow rule keeps the one, absolute, meaning: the narrower). A Bash rule naming
    its program by a path, or gluing ``:*`` to a word before its end, also counts as
    ``_bash_block_variants`` reads it."""
    out: list[PermissionRule] = []
    for text in texts:
        rule = parse_permission_rule(text)
        out.append(rule)
        if rule.tool == "Bash":
            out.extend(_bash_block_variants(rule))
        if rule.kind != "glob":
            continue
        raw = rule.text[rule.text.find("(") + 1:].strip()
        globs = [rule]
        if rule.glob_base == "abs" and raw.startswith("/") and not raw.startswith("//") and rule.glob.strip("/*"):
            globs.append(dataclasses.replace(rule, glob=rule.glob.lstrip("/"), glob_base="cwd", anchored=True))
            out.append(globs[-1])
        if "{" in rule.glob or "//" in rule.glob:
            # (probe round 48, rules48) a deny or ask rule written with braces
            # (Read(config/prod.{yml,yaml}), Read(~/.ssh/{id_rsa,id_ed25519})) or a doubled
            # slash (Read(./config//prod.yml)) met nothing: gitignore has neither, but the
            # operator means the shell's or a path's reading; kept beside the literal one
            extra = [dataclasses.replace(g, glob=v) for g in globs for v in _glob_respellings(g.glob)]
            out.extend(extra)
            globs.extend(extra)
        for g in globs:
            # (probe round 38, rules38) a pattern naming a directory covers what is in it, as
            # gitignore's patterns do in Claude Code (Read(~/.ssh) meets ~/.ssh/id_rsa; Read(./)
            # and Read(~/), read as the directory alone, met no file at all); a name with
            # a wildcard or an extension (*.pem, notes.txt, .env) is a file's
            last = g.glob.rstrip("/").rsplit("/", 1)[-1]
            if last in ("", ".") or (not _GLOB_SPECIAL.intersection(last) and "." not in last[1:]
                                     and not last.startswith(".env")):
                below = "**" if g.glob.strip("/") in ("", ".") else g.glob.rstrip("/") + "/**"
                if below == "**" and g.glob.startswith("/"):
                    below = "/**"
                out.append(dataclasses.replace(g, glob=below, below=True))
    return tuple(out)


_DOUBLE_SLASH = re.compile(r"(?<=.)/{2,}")


def _glob_respellings(glob: str) -> list[str]:
    """A file rule's glob with its unescaped ``{a,b}`` alternatives expanded (up to 64)
    and doubled slashes after the first character made one; the ones that differ."""
    out: list[str] = []
    todo = [_DOUBLE_SLASH.sub("/", glob)]
    seen = {glob}
    while todo and len(out) < 64:
        g = todo.pop()
        found = _first_brace(g)
        if found is None:
            if g not in seen:
                seen.add(g)
                out.append(g)
            continue
        i, j, parts = found
        for part in reversed(parts):
            todo.append(g[:i] + part + g[j + 1:])
    return out


def _first_brace(g: str) -> tuple[int, int, list[str]] | None:
    """The first unescaped ``{`` that has a matching ``}`` with a ``,`` at its own level:
    (its index, the closing brace's, the alternatives); None when there is none."""
    i = 0
    while i < len(g):
        c = g[i]
        if c == "\\":
            i += 2
            continue
        if c == "{":
            found = _brace_parts(g, i)
            if found is not None and len(found[1]) > 1:
                return i, found[0], found[1]
        i += 1
    return None


def _brace_parts(g: str, i: int):
    depth, k, start, parts = 0, i, i + 1, []
    while k < len(g):
        c = g[k]
        if c == "\\":
            k += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                parts.append(g[start:k])
                return k, parts
        elif c == "," and depth == 1:
            parts.append(g[start:k])
            start = k + 1
        k += 1
    return None


# a ``:*`` glued to a word that is not the rule's end (Bash(rm:* -rf), Bash(rm:**)): no
# prefix marker to Claude Code, which reads ``:*`` at the end only
_GLUED_PREFIX = re.compile(r"(?<=[^\s:]):\*+(?=\s|$)")


def _bash_block_variants(rule: PermissionRule) -> list[PermissionRule]:
    """(probe round 36, rules36) The other readings of a Bash deny or ask rule an operator
    means, each kept beside the rule as written (failing closed). (1) A program named by a
    path (Bash(/bin/rm:*), Bash(./deploy.sh:*), Bash(scripts/deploy.sh:*), Bash(~/bin/t:*))
    is also that program by its name: the command's words hold the name of a program run
    by any path (rm, /usr/bin/rm, ./scripts/deploy.sh, /home/dev/project/deploy.sh), so
    the rule as written met only its one spelling. (2) A ``:*`` glued to a word before the
    rule's end (Bash(rm:* -rf), Bash(rm:**), Bash(psql:* DROP:*)) is also a word boundary
    then any words, as at the end: read only literally (a word rm:...) it met nothing."""
    out: list[PermissionRule] = []
    content = rule.text[rule.text.find("(") + 1:-1].strip() if rule.text.endswith(")") else ""
    if not content:
        return out
    body, tail = (content[:-2], ":*") if content.endswith(":*") else (content, "")
    glued = _GLUED_PREFIX.sub(" *", body)
    if glued != body:
        out.extend(_respelled(rule, f"Bash({glued}{tail})"))
    first = rule.tokens[0] if rule.tokens else ""
    if "/" in first and "*" not in first:
        name = posixpath.basename(first.rstrip("/"))
        if name and name not in (".", ".."):
            if rule.kind in ("bash_prefix", "bash_exact"):
                out.append(dataclasses.replace(rule, tokens=(name,) + rule.tokens[1:]))
            elif rule.kind == "bash_glob":
                # the first word as written (unquoted), replaced by the name
                stripped = content.lstrip()
                if stripped.startswith(first):
                    out.extend(_respelled(rule, f"Bash({name}{stripped[len(first):]})"))
    return out


def _respelled(rule: PermissionRule, text: str) -> list[PermissionRule]:
    """``text`` parsed as another reading of ``rule`` (keeping the rule's own text, which
    decisions name); none when it does not parse."""
    try:
        return [dataclasses.replace(parse_permission_rule(text), text=rule.text)]
    except PolicyError:
        return []


@functools.lru_cache(maxsize=4096)
def allow_rule_of(text: str) -> PermissionRule:
    """A suggestion's text as the allow rule a reviewer's "always" would store
    (validate_permission_rule's checks, then parsed), or PolicyError; remembered, as the
    suggestions of asks repeat (Bash(git push:*))."""
    return parse_permission_rule(validate_permission_rule(text, behavior="allow"))


def validate_permission_rule(text: object, *, path: str = "rule", behavior: str | None = None) -> str:
    """The rule string, stripped, when it parses (and may be a rule of ``behavior``);
    else PolicyError."""
    rule = parse_permission_rule(text, path=path)
    if len(rule.text) > MAX_RULE_LENGTH:
        raise PolicyError(path, f"{rule.text[:60]!r}... {ERR_RULE_LONG}")
    if behavior is not None:
        check_rule_behavior(rule, behavior, path=path)
    return rule.text


# --- globs -----------------------------------------------------------------------------

def nfc(text: str) -> str:
    """The text in Unicode NFC (ASCII as it is): how deny and ask rules compare names."""
    return text if text.isascii() else unicodedata.normalize("NFC", text)


_GLOB_CACHE: dict[str, Any] = {}
_GLOB_CACHE_MAX = 8192   # (a long-running service meets many distinct paths: bounded)
_GLOB_SPECIAL = frozenset("*?[")


class _LiteralGlob:
    """A glob with no wildcard (``Edit(src/app.py)``, what an ask suggests for one file):
    its match is equality, no regex compiled. Folded (deny and ask rules), ASCII text is
    compared lower-cased, as ``re.I`` does for ASCII; other text goes to the regex."""

    __slots__ = ("glob", "fold", "lowered")

    def __init__(self, glob: str, fold: bool) -> None:
        self.glob, self.fold = glob, fold
        self.lowered = glob.lower() if fold else glob

    def fullmatch(self, text: str):
        if not self.fold:
            return True if text == self.glob else None
        if text.isascii():
            return True if text.lower() == self.lowered else None
        return _glob_regex(self.glob, fold=True, literal=False).fullmatch(text)


def _glob_regex(glob: str, *, fold: bool, literal: bool = True):
    """The compiled matcher of a glob (``fullmatch`` only): a literal glob's is equality."""
    if literal and glob.isascii() and _GLOB_SPECIAL.isdisjoint(glob):
        return _LiteralGlob(glob, fold)
    key = ("i:" if fold else "s:") + glob
    compiled = _GLOB_CACHE.get(key)
    if compiled is None:
        if len(_GLOB_CACHE) >= _GLOB_CACHE_MAX:
            _GLOB_CACHE.clear()
        if fold:
            glob = nfc(glob)
        out = []
        i = 0
        while i < len(glob):
            if glob.startswith("**/", i):
                out.append("(?:.*/)?")
                i += 3
            elif glob.startswith("**", i):
                out.append(".*")
                i += 2
            elif glob[i] == "*":
                out.append("[^/]*")
                i += 1
            elif glob[i] == "?":
                out.append("[^/]")
                i += 1
            elif glob[i] == "[" and _glob_class_end(glob, i) > 0:
                # a character class (gitignore and fnmatch: [abc], [a-z], [!x]), never "/"
                end = _glob_class_end(glob, i)
                body = glob[i + 1:end]
                neg = body[:1] in ("!", "^")
                body = body[1:] if neg else body
                parts = []
                k = 0
                while k < len(body):
                    if k + 2 < len(body) and body[k + 1] == "-":
                        parts.append(re.escape(body[k]) + "-" + re.escape(body[k + 2]))
                        k += 3
                    else:
                        parts.append(re.escape(body[k]))
                        k += 1
                out.append(("[^/" if neg else "(?!/)[") + "".join(parts) + "]")
                i = end + 1
            else:
                out.append(re.escape(glob[i]))
                i += 1
        # generated from a glob (no nested quantifiers); paths are bounded in length
        compiled = re.compile("".join(out), re.S | (re.I if fold else 0))
        _GLOB_CACHE[key] = compiled
    return compiled




def _glob_class_end(glob: str, i: int) -> int:
    """Where the character class opened at ``glob[i]`` closes ("]" first inside it, or
    after "!" or "^", is one of its characters); -1 when it never does ("[" is then
    itself)."""
    j = i + 1
    if j < len(glob) and glob[j] in "!^":
        j += 1
    if j < len(glob) and glob[j] == "]":
        j += 1
    end = glob.find("]", j)
    return end if end >= j else -1


def _rule_bases(rule: PermissionRule, normalized: str, *, cwd: str | None, home: str | None,
                fold: bool) -> list[str] | None:
    """The directories the rule's glob is relative to; None when not known."""
    if rule.glob_base == "cwd":
        if not cwd:
            return None
        if fold and not is_inside(normalized, cwd):
            # (probe round 34, tools34) a deny or ask rule on the working directory meets
            # it in any case: macOS' and Windows' file systems open /Users/Dev/Project/.env
            # as /Users/dev/project/.env (Read of /HOME/DEV/PROJECT/.env passed Read(.env))
            alias = _case_alias(normalized, cwd)
            if alias is not None:
                return [cwd, alias]
        return [cwd]
    bases = [normalize_path(home, cwd="/")] if home else []
    if fold:
        m = HOME_DIR.match(normalized) or _ANY_HOME.match(normalized)   # a rule on ~ covers every home
        if m and normalized[:m.end()] not in bases:
            bases.append(normalized[:m.end()])
    return bases or None


# (probe round 34, tools34) every home, in any letter case (c:/users/dev is C:\Users\dev),
# and the Windows homes as WSL, MSYS/Git Bash and Cygwin mount them (/mnt/c/Users/dev,
# /c/Users/dev, /cygdrive/c/Users/dev), and macOS' root home (/var/root)
_ANY_HOME = re.compile(r"(?:/mnt/[a-z]|/cygdrive/[a-z]|/[a-z])?/(?:home|users)/[^/]+|/(?:var/)?root(?=/|$)", re.I)


def _case_alias(normalized: str, directory: str) -> str | None:
    """The spelling of ``directory`` that starts ``normalized`` when the two differ only in
    case, else None."""
    d = directory.rstrip("/")
    n = len(d)
    if len(normalized) > n and normalized[n] == "/" and normalized[:n].casefold() == d.casefold():
        return normalized[:n]
    return None


def glob_matches(rule: PermissionRule, normalized: str, *, cwd: str | None,
                 home: str | None, fold: bool) -> bool:
    """Does the glob rule cover this normalised absolute path? With ``fold`` (deny and
    ask rules) a rule on ``~`` covers every home directory."""
    if rule.glob_base == "abs":
        return _glob_regex(rule.glob, fold=fold).fullmatch(normalized) is not None
    bases = _rule_bases(rule, normalized, cwd=cwd, home=home, fold=fold)
    if bases is None:
        return fold  # unknown base: a deny/ask rule still matches, an allow rule never
    glob = _any_depth(rule) if fold else rule.glob
    for base in bases:
        if not is_inside(normalized, base) or normalized == base:
            continue
        rel = normalized[len(base):].lstrip("/") if base != "/" else normalized.lstrip("/")
        if _glob_regex(glob, fold=fold).fullmatch(rel) is not None:
            return True
    return False


def _any_depth(rule: PermissionRule) -> str:
    """A deny or ask rule relative to the working directory matches at any depth below
    it, as Claude Code's (gitignore) rules do: Read(.env) is Read(**/.env), Read(src/**)
    covers every src directory below; written ./src/** it is the one at the top."""
    g = rule.glob
    return g if rule.glob_base != "cwd" or rule.anchored or g.startswith("**") else "**/" + g


# --- a rule's glob against a shell glob, or against a tree read -------------------------

SHELL_GLOB = re.compile(r"[*?\[]")


def globs_meet(a: str, b: str, *, shell_b: bool = False) -> bool:
    """Can one absolute path match both glob patterns (``**`` spans directories; a
    trailing one is at least one more component: secrets/** is not secrets)? With
    ``shell_b``, ``b`` is a shell glob: a wildcard starting one of its names never
    matches a leading dot (cat src/* does not read src/.env)."""
    return sequences_meet([c for c in a.split("/") if c], [c for c in b.split("/") if c],
                          lambda c: "**" in c, _shell_meet if shell_b else glob_components_meet,
                          star_ends_nonempty=True)


def _shell_meet(x: str, y: str) -> bool:
    """glob_components_meet, where ``y`` is a shell glob's name: bash never lets a
    leading wildcard match a leading dot."""
    if y[:1] in ("*", "?", "[") and "**" not in y and x.startswith("."):
        return False
    return glob_components_meet(x, y)


def _only_hidden_below(pattern: str, root: str) -> bool:
    """Does every path the glob covers below ``root`` pass through a hidden name (a
    component starting with a dot), which rg and ag skip?"""
    pc = [c for c in pattern.split("/") if c]
    rc = [c for c in root.split("/") if c]
    if any("**" in c for c in pc[:len(rc)]):
        # after the last **: below the root, unless a name there is one of the root's own
        last = max(i for i, c in enumerate(pc) if "**" in c)
        below = [c for c in pc[last + 1:] if c not in rc]
    else:
        below = pc[len(rc):]
    return any(c.startswith(".") and c not in (".", "..") for c in below)


def _narrow_shell_glob(path: str) -> bool:
    """Does a shell glob spell one name rather than a family (.e?v, .[e]nv, .ss?/id_rsa,
    ~/.s*/id_rsa)? Its last name holds no ``*``, at most two ``?``/``[..]`` and two
    literal characters at least; each wildcard directory name starts with three literal
    characters (two with its leading dot: ``.s*``, ``sec*``); ``*/package.json``,
    ``.*/id_rsa``, ``se*/key``, ``src/*.py``, ``.e*`` are families."""
    parts = path.split("/")
    last = parts[-1]
    if "*" in last or last.count("?") + last.count("[") > 2 or len(re.sub(r"\[[^]]*\]|[?]", "", last)) < 2:
        return False
    for c in parts[:-1]:
        if ("*" in c or "?" in c or "[" in c) and len(SHELL_GLOB.split(c, 1)[0]) < (2 if c[:1] == "." else 3):
            return False
    return True


def block_glob_level(rule: PermissionRule, normalized: str, *, cwd: str | None, home: str | None,
                     tree: bool, skip_hidden: bool = False, shell: bool = True) -> int:
    """``_block_glob_level`` of the path and of the other names it has (spelling.py:
    ``.env.``, ``.env::$DATA`` and ``secrets./key`` are ``.env`` and ``secrets/key`` to
    Windows; an 8.3 short name ``SECRE~1`` may be ``secrets``, at most level 1)."""
    level = _block_glob_level(rule, normalized, cwd=cwd, home=home, tree=tree, skip_hidden=skip_hidden, shell=shell)
    if level == 2:
        return level
    other = spelling.folded(normalized)
    if other is not None:
        level = max(level, _block_glob_level(rule, other, cwd=cwd, home=home, tree=tree, skip_hidden=skip_hidden,
                                             shell=shell))
    for glob in spelling.short_name_globs(other or normalized):
        if level:
            break
        level = min(1, _block_glob_level(rule, glob, cwd=cwd, home=home, tree=tree, skip_hidden=skip_hidden))
    return level


def _block_glob_level(rule: PermissionRule, normalized: str, *, cwd: str | None, home: str | None,
                      tree: bool, skip_hidden: bool = False, shell: bool = True) -> int:
    """How far a deny/ask glob rule reaches a path a command touches: 2 when it covers
    it (a shell glob whose text it matches counts), 1 when it may cover part of what
    the path stands for (some expansion of a shell glob; when ``tree``, a recursive
    read or delete of the path, something below it), 0 when not at all. Compared in
    Unicode NFC (macOS file systems take café in either spelling as one name). Without
    ``shell`` the glob is ripgrep's (gitignore's): ``*`` matches a leading dot."""
    normalized = nfc(normalized)
    if not tree and glob_matches(rule, normalized, cwd=cwd, home=home, fold=True):
        return 2
    if not tree and not SHELL_GLOB.search(normalized):
        return 0
    if rule.glob_base == "abs":
        patterns = [rule.glob]
    else:
        bases = _rule_bases(rule, normalized, cwd=cwd, home=home, fold=True)
        if bases is None:
            return 2
        patterns = [b.rstrip("/") + "/" + _any_depth(rule) for b in bases]
    path = normalized.casefold()
    level = 0
    for pat in patterns:
        pat = nfc(pat).casefold()
        if not tree:
            if globs_meet(pat, path, shell_b=shell):
                if shell and _narrow_shell_glob(path):
                    # (probe round 52, evasion52) cat .e?v, cat .[e]nv, cat ~/.s*/id_rsa: a
                    # glob that spells the protected name (its last name fixed but for a ?
                    # or [..], every wildcard directory starting with two letters of its
                    # own) stands for the protected file: denied, not asked
                    return 2
                level = 1   # some expansion of the shell glob is covered, maybe not all
        elif globs_meet(pat, path.rstrip("/") + "/**"):
            if skip_hidden and _only_hidden_below(pat, path):
                continue   # rg skips what the rule covers (./.env, **/.ssh/*)
            # the rule covers the whole tree (secrets/** against a read of secrets/x)
            probe = path.rstrip("/") + "/\x00"
            if _glob_regex(pat, fold=True).fullmatch(probe) and not SHELL_GLOB.search(path):
                return 2
            if rule.below and rule.glob.rstrip("/*").rsplit("/", 1)[-1].startswith("."):
                continue   # (.npmrc: most likely a file; the rule as written reaches that name below)
            level = 1
    return level


# --- URLs ------------------------------------------------------------------------------

_PLAIN_HTTP_URL = re.compile(r"[Hh][Tt][Tt][Pp][Ss]?://([A-Za-z0-9.-]+)(?=[/?#]|\Z)")
_URL_BLANKS = re.compile(r"[\x00-\x20\\]")   # controls, blanks, backslashes: not read with certainty
_IDNA_DOTS = str.maketrans({"\u3002": ".", "\uff0e": ".", "\uff61": "."})


def url_host(url: object) -> str | None:
    """The host of an http(s) URL, lowercased, IDNA-encoded, trailing dot removed; None
    when the URL is not one we can read with certainty (backslashes, blanks, no host)."""
    if not isinstance(url, str) or not url or len(url) > 8192:
        return None
    return _url_host(url)


@functools.lru_cache(maxsize=4096)
def _url_host(url: str) -> str | None:
    if _URL_BLANKS.search(url):
        return None
    plain = _PLAIN_HTTP_URL.match(url)
    if plain is not None:
        # (round 36, coldtools36: cost) http(s)://NAME followed by /, ?, # or the end, NAME of
        # ASCII letters, digits, dots and hyphens only: urlsplit's netloc is NAME and
        # authority_host's reading of it is NAME lowercased, its trailing dots removed
        return plain.group(1).lower().rstrip(".") or None
    try:
        parts = urlsplit(url)
        if parts.scheme.lower() not in ("http", "https"):
            return None
        netloc = parts.netloc
        if "%" in netloc:
            netloc = unquote(netloc)
            # (evil.com%00: a host no fetcher resolves as written; a deny rule cannot
            # be weighed against it: unreadable)
            # (probe round 51, rules51: an escaped @ too, evil.com%40good.com)
            if any(c in netloc for c in "\\/ ?#") or _C0_OR_SPACE.search(netloc) \
                    or _ESCAPED_DELIMITER.search(parts.netloc):
                return None
        return authority_host(netloc)
    except (ValueError, UnicodeError, idna.IDNAError):
        return None


def authority_host(authority: str) -> str | None:
    """The host of a URL's authority (user@host:port), lowercased, trailing dot removed,
    IDNA-encoded; raises ValueError/UnicodeError/IDNAError on a name IDNA refuses."""
    hostport = authority.rpartition("@")[2]
    if hostport.startswith("["):
        host = hostport[1:hostport.find("]")] if "]" in hostport else ""
    else:
        host = hostport.partition(":")[0]
    # IDNA's other full stops (。．｡) separate labels as "." does: evil.com。 is evil.com
    host = host.translate(_IDNA_DOTS).strip().lower().rstrip(".")
    if host and not host.isascii():
        # UTS 46 without transitional mapping, as browsers and Node read a name
        # (straße.de is xn--strae-oqa.de, not strasse.de as IDNA 2003 has it)
        host = idna.encode(host, uts46=True, transitional=False).decode("ascii").rstrip(".")
    return host or None


_LENIENT_URL = re.compile(r"(?i)^(?:view-source:)?(https?|wss?|ftp):[/\\]*([^/\\?#]*)")
_C0_OR_SPACE = re.compile(r"[\x00-\x20]+")


def lenient_url_host(value: str) -> tuple[str | None, bool]:
    """(host, looks like a URL) as a browser or Node's URL parser reads an http(s) URL:
    blanks and controls around it and tabs/newlines in it dropped, any run of slashes
    or backslashes after the scheme (http:10.0.0.5/x, http:\\\\h\\x). Host None when it
    looks like a URL but no host can be read."""
    v = value.strip("\x00 \t\n\r\x0b\x0c")
    if not v[:20].lower().lstrip().startswith(("http", "view-source:", "ws:", "wss:", "ftp:")):
        return None, False
    v = re.sub(r"[\t\n\r]", "", v)
    m = _LENIENT_URL.match(v)
    if m is None:
        return None, v[:12].lower().startswith(("http:", "https:", "view-source:", "ws:", "wss:", "ftp:"))
    auth = m.group(2)
    if "%" in auth and _ESCAPED_DELIMITER.search(auth):
        # (probe round 51, rules51) a delimiter written as an escape in the authority
        # (evil.com%2f, evil.com%40good.com, evil.com%2f@good.com): a reader that decodes
        # first ends the host there, another keeps it whole: no one host, not read
        return None, True
    try:
        host = authority_host(unquote(auth))
    except (ValueError, UnicodeError, idna.IDNAError):
        return None, True
    if host is None or _C0_OR_SPACE.search(host):
        return None, True
    return host, True


# an escaped /, \, ?, #, blank or control character anywhere in an authority, or an escaped
# @ in its host (after any @ written as it is: me%40mail.com:pw@host is a user name's)
_ESCAPED_DELIMITER = re.compile(r"%(?:2[03fF]|5[cC]|3[fF]|[01][0-9a-fA-F]|7[fF])|%40(?!.*@)")
# what a host name or an address can hold (IDNA-encoded, lowercased); curl's URL globs
# ({a,b}, [1-9]) and other marks are none of it
HOST_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789.-_:")


_INTERNAL_SUFFIXES = (".localhost", ".internal", ".local", ".lan", ".home.arpa", ".intranet", ".corp", ".localdomain",
                      ".svc", ".cluster.local", ".consul")   # (kubernetes.default.svc: the cluster's API)
_WILDCARD_DNS = re.compile(r"(?:^|[.-])((?:\d{1,3}[.-]){3}\d{1,3}|[0-9a-f]{8})\.(?:nip\.io|sslip\.io|xip\.io|"
                           r"traefik\.me|localtest\.me|lvh\.me)$")


# public names whose every subdomain resolves to 127.0.0.1 (for local development)
_LOOPBACK_NAMES = frozenset({"localtest.me", "lvh.me", "vcap.me", "fuf.me", "localhost.direct", "lacolhost.com",
                             "127-0-0-1.org.uk", "yoogle.com", "ulh.me", "smackaho.st", "localho.st", "1u.ms",
                             "readme.localtest.me", "traefik.me", "nip.io", "sslip.io", "xip.io", "local.gd",
                             "localdev.me", "lvh.io"})
_LOOPBACK_SUFFIXES = tuple("." + n for n in _LOOPBACK_NAMES)


@functools.lru_cache(maxsize=4096)
def internal_host(host: str) -> bool:
    """A host on this machine or its private network: a name for one (localhost,
    *.internal, *.local), a loopback, private, link-local or unspecified address in any
    spelling (2130706433, 0x7f.1, [::1]), or a wildcard DNS name that resolves to one
    (127.0.0.1.nip.io, 7f000001.sslip.io)."""
    h = host.strip("[]").lower()
    if h in ("localhost", "kubernetes", "kubernetes.default") or h.endswith(_INTERNAL_SUFFIXES):
        return True
    if h in _LOOPBACK_NAMES or h.endswith(_LOOPBACK_SUFFIXES):
        return True
    m = _WILDCARD_DNS.search(h)
    if m:
        label = m.group(1)
        h = str(ipaddress.IPv4Address(int(label, 16))) if len(label) == 8 and "." not in label and "-" not in label \
            else label.replace("-", ".")
    addr: ipaddress._BaseAddress | None = None
    try:
        addr = ipaddress.ip_address(h)
    except ValueError:
        if re.fullmatch(r"(?:0x[0-9a-f]+|\d+)(?:\.(?:0x[0-9a-f]+|\d+)){0,3}", h):
            try:
                addr = ipaddress.IPv4Address(socket.inet_aton(h))
            except (OSError, ValueError):
                return True   # numeric, yet not an address: not read with certainty
    if addr is None:
        # a name without a dot (vault, jenkins, consul) resolves only through this
        # network's DNS, its search domains or /etc/hosts: a host of the network
        return "." not in h and bool(h)
    if isinstance(addr, ipaddress.IPv6Address) and (addr.ipv4_mapped or addr.sixtofour):
        addr = addr.ipv4_mapped or addr.sixtofour
    return addr.is_private or addr.is_loopback or addr.is_link_local or addr.is_unspecified or addr.is_reserved \
        or (isinstance(addr, ipaddress.IPv4Address) and addr in _SHARED_NET)


# carrier-grade NAT's shared space (RFC 6598): a provider's or a VPN's network (Tailscale), never the internet's
_SHARED_NET = ipaddress.IPv4Network("100.64.0.0/10")


@functools.lru_cache(maxsize=1024)
def _ipv6(text: str) -> str | None:
    """An IPv6 address in its compressed form (0:0:0:0:0:0:0:1 is ::1); None for any
    other text (a zone, ``fe80::1%eth0``, names no one address)."""
    if ":" not in text or "%" in text or len(text) > 64:
        return None
    try:
        return ipaddress.IPv6Address(text).compressed
    except ValueError:
        return None


def domain_matches(rule: PermissionRule, host: str) -> bool:
    """An allow rule's host against a URL's: exactly, or any subdomain (``*.``), or the
    labels of a pattern (``example.*``: ``*`` within one label); an IPv6 address in any
    spelling of it."""
    if ":" in host:
        return ":" in rule.domain and _ipv6(host) == rule.domain
    if rule.regex:
        return _rule_regex(rule.regex).fullmatch(host) is not None
    if rule.subdomains:
        return host.endswith("." + rule.domain)
    return host == rule.domain


# --- look-alike hosts (probe round 28) ----------------------------------------------------
# letters of other scripts drawn as Latin ones (Unicode's confusables, the lower-case ones
# IDNA leaves): a label made of them, or mixing them with Latin, imitates an ASCII name
_CONFUSABLES = str.maketrans({
    # Cyrillic
    "\u0430": "a", "\u0441": "c", "\u0435": "e", "\u04bb": "h", "\u0456": "i", "\u0458": "j", "\u043a": "k",
    "\u04cf": "l", "\u043e": "o", "\u0440": "p", "\u051b": "q", "\u0455": "s", "\u0443": "y", "\u0445": "x",
    "\u051d": "w", "\u0501": "d", "\u0432": "b", "\u043c": "m", "\u0442": "t", "\u0433": "r", "\u0457": "i",
    "\u04c0": "l", "\u0475": "v", "\u0491": "r", "\u0454": "e",
    # Greek
    "\u03bf": "o", "\u03b1": "a", "\u03bd": "v", "\u03c1": "p", "\u03c4": "t", "\u03c5": "u", "\u03b9": "i",
    "\u03ba": "k", "\u03c7": "x", "\u03c9": "w", "\u03b5": "e", "\u03b7": "n", "\u03b3": "y",
    # Armenian, Latin letters of IPA and others
    "\u0578": "n", "\u057d": "u", "\u0585": "o", "\u0581": "g", "\u0570": "h", "\u0574": "u", "\u0582": "i",
    "\u0261": "g", "\u0251": "a", "\u026a": "i", "\u0131": "i", "\u0237": "j", "\u1d0f": "o", "\u0269": "i",
})
# scripts whose letters pass for Latin ones; Latin mixed with Han, kana or Hangul is how
# Japanese, Chinese and Korean names are written, and is no imitation
_LOOKALIKE_SCRIPTS = frozenset({"CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "COPTIC", "GEORGIAN", "LISU",
                                "CANADIAN", "TIFINAGH", "GOTHIC", "OLD", "DESERET", "NKO", "VAI"})


def _label_scripts(label: str) -> set[str]:
    out: set[str] = set()
    for ch in label:
        if ch.isalpha():
            try:
                out.add(unicodedata.name(ch).split(" ", 1)[0])
            except ValueError:
                out.add("?")
    return out


def name_skeleton(name: str) -> str:
    """A name as the letters it is drawn with: compatibility forms folded (NFKC: a
    fullwidth Ｗｒｉｔｅ), case folded, and other scripts' look-alikes of Latin letters read as
    those (a Cyrillic е in WеbFetch). Only for telling what a name imitates."""
    return unicodedata.normalize("NFKC", name).casefold().translate(_CONFUSABLES)


@functools.lru_cache(maxsize=4096)
def confusable_host(host: str) -> str | None:
    """The ASCII name a host imitates (xn--pi-7ed.github.com, Cyrillic а and Latin pi, is
    api.github.com's look-alike), or None. A label of an IDNA-encoded host that mixes Latin
    with a look-alike script, or is made only of letters drawn as Latin ones, imitates;
    a name wholly in another script (пример.рф, 例え.jp) does not."""
    if "xn--" not in host or len(host) > 253:
        return None
    labels = host.split(".")
    skeleton: list[str] = []
    found = False
    for label in labels:
        if not label.startswith("xn--"):
            skeleton.append(label)
            continue
        try:
            text = idna.decode(label)
        except (idna.IDNAError, UnicodeError, ValueError):
            return host   # (a punycode label IDNA refuses: not read with certainty)
        scripts = _label_scripts(text)
        mapped = text.translate(_CONFUSABLES)
        if ("LATIN" in scripts and scripts & _LOOKALIKE_SCRIPTS) or (mapped.isascii() and mapped != text):
            found = True
        skeleton.append(mapped if mapped.isascii() else label)
    return ".".join(skeleton) if found else None


def domain_blocks(rule: PermissionRule, host: str | None) -> bool:
    """A deny or ask rule's host against a fetched one: the host, or any domain it is a
    subdomain of, matched (a rule on evil.com covers x.evil.com; on evil.* covers
    a.evil.org); an address that cannot be read counts; so does a look-alike of the
    rule's host (Cyrillic е in еvil.com, probe round 28)."""
    if host is None:
        return True
    if "xn--" in host:
        alike = confusable_host(host)
        if alike is not None and alike != host and _domain_blocks(rule, alike):
            return True
    if _domain_blocks(rule, host):
        return True
    want, loopback = _rule_address(rule.domain)
    if want is None and not loopback:
        return False
    # (probe round 51, rules51) an address in another spelling (2130706433, 0x7f.1, 127.1,
    # [::ffff:127.0.0.1] are 127.0.0.1); a rule on this machine (localhost, 127.0.0.1, ::1)
    # meets every name and address of it (127.0.0.2, [::1], 0.0.0.0, localtest.me)
    got = host_address(host)
    return (want is not None and got is not None and got == want) or (loopback and loopback_host(host))


_NUMERIC_HOST = re.compile(r"(?:0x[0-9a-f]*|\d+)(?:\.(?:0x[0-9a-f]*|\d+)){0,3}\.?")


@functools.lru_cache(maxsize=1024)
def host_address(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address a host written as one names, in any spelling an address parser takes
    (2130706433, 0x7f.1, 0177.0.0.1, 127.1; an IPv6 one compressed or not, an IPv4 one
    mapped into IPv6 as that IPv4 address); None for a name."""
    h = host.strip("[]").partition("%")[0].lower()
    if not h or len(h) > 64:
        return None
    if ":" in h:
        try:
            addr = ipaddress.IPv6Address(h)
        except ValueError:
            return None
        return addr.ipv4_mapped or addr
    if not h[0].isdigit() or not _NUMERIC_HOST.fullmatch(h):
        return None
    try:
        return ipaddress.IPv4Address(socket.inet_aton(h.rstrip(".")))
    except (OSError, ValueError):
        return None


@functools.lru_cache(maxsize=256)
def _rule_address(domain: str) -> tuple[ipaddress.IPv4Address | ipaddress.IPv6Address | None, bool]:
    """(the address a rule's host is, whether it names this machine)."""
    if "*" in domain:
        return None, False
    return host_address(domain), loopback_host(domain)


@functools.lru_cache(maxsize=1024)
def loopback_host(host: str) -> bool:
    """A name or address of this machine: localhost (and below it), a loopback or the
    unspecified address in any spelling, a public name that resolves to 127.0.0.1."""
    h = host.strip("[]").lower().rstrip(".")
    if h in ("localhost", "ip6-localhost", "ip6-loopback") or h.endswith(".localhost"):
        return True
    if h in _LOOPBACK_NAMES or h.endswith(_LOOPBACK_SUFFIXES):
        m = _WILDCARD_DNS.search(h)
        if m is None:
            return not h.endswith(("nip.io", "sslip.io", "xip.io", "traefik.me"))
        label = m.group(1)
        h = str(ipaddress.IPv4Address(int(label, 16))) if len(label) == 8 and "." not in label and "-" not in label \
            else label.replace("-", ".")
    addr = host_address(h)
    return addr is not None and (addr.is_loopback or addr.is_unspecified)


def _domain_blocks(rule: PermissionRule, host: str) -> bool:
    if ":" in host or ":" in rule.domain:
        # an IPv6 address: the rule's, in any spelling (a zone kept: fe80::1%eth0 is fe80::1)
        return _ipv6(host.partition("%")[0]) == rule.domain if ":" in rule.domain else False
    if not rule.regex:
        return host == rule.domain or host.endswith("." + rule.domain)
    labels = host.split(".")
    if rule.domain.endswith(".*") and rule.regex.endswith("\\.[^.]*"):
        # (probe round 26) a deny or ask rule's last "*" is any public suffix, however many
        # labels: evil.* covers evil.co.uk and evil.com.br, as it covers evil.org
        wide = _rule_regex(rule.regex[:-len("[^.]*")] + "[^.]+(?:\\.[^.]+)*")
        return any(wide.fullmatch(".".join(labels[i:])) for i in range(len(labels)))
    return any(domain_matches(rule, ".".join(labels[i:])) for i in range(len(labels)))


# --- Bash ------------------------------------------------------------------------------

def bash_allow_matches(rule: PermissionRule, written: tuple[str, ...]) -> bool:
    """Strict matching for allow rules: word by word from the start."""
    kind = rule.kind
    if kind != "bash_prefix":   # (round 40, cold40: the common kind's test first)
        if kind == "any":
            return True
        if kind == "bash_glob":
            return bash_glob_matches(rule, written)
        if kind == "bash_exact":
            return written == rule.tokens
    n = len(rule.tokens)
    return len(written) >= n and written[:n] == rule.tokens


_OPT_ALIASES = {"--force": "f", "--recursive": "r"}


# (probe round 36, benignnear37) programs whose -f is not --force (helm's --values,
# kubectl's --filename, tail's --follow, make's, tar's and grep's --file): a deny or ask
# rule written with --force did not mean `helm upgrade --install app ./chart -f values.yaml`
# (probe round 37, rules37: and the -f of --fail, --fields, --filter, --follow, --file,
# --find-links, --fix-broken, --full of everyday readers)
_F_NOT_FORCE = frozenset({"helm", "kubectl", "oc", "kustomize", "tail", "make", "gmake", "tar", "grep", "egrep",
                          "fgrep", "sed", "awk", "gawk", "ssh",
                          "mawk", "nawk", "journalctl", "ps", "cut", "sort", "uniq", "curl", "jq", "yq", "gojq",
                          "ssh-keygen", "psql", "pg_dump", "pg_restore", "pip", "pip3", "apt", "apt-get", "file",
                          "rsync", "date", "hostname", "strace", "ltrace", "ls", "rg", "ag", "ack", "fzf",
                          "kubectx", "kubens", "stern", "skaffold", "tilt",
                          # (probe round 38, rules38: pkill's and pgrep's --full, ffmpeg's
                          # format, maven's and ninja's file, eslint's format, tree's full
                          # path, lsblk's filesystems, last's file, uv pip's find-links)
                          "pkill", "pgrep", "ffmpeg", "ffprobe", "mvn", "mvnw", "ninja", "eslint", "tree",
                          "lsblk", "last", "uv", "dig", "hexdump", "nmap", "ansible", "ansible-playbook",
                          "pytest", "py.test", "zip", "unzip", "touch", "lsof", "column", "poetry",
                          # (probe round 39, rules39: httpie's and xh's --form)
                          "http", "https", "xh", "xhs"})
# (probe round 37, rules37) programs whose -r is not --recursive (sort's and ls's
# --reverse, xargs's --no-run-if-empty, pip's --requirement, date's --reference)
# (probe round 38, rules38: curl's --range, tar's --append, sed's --regexp-extended, the
# --require of node, ts-node, mocha and ruby, touch's --reference, journalctl's, tree's and
# patch's --reverse, ln's --relative, ssh's remote forward, pytest's report, rg's --replace,
# shuf's --repeat, less's raw output, mysql's --raw, uv pip's --requirement)
_R_NOT_RECURSIVE = frozenset({"sort", "ls", "tail", "xargs", "pip", "pip3", "date", "dmesg", "uniq", "tac",
                              "ssh-keygen", "jq", "yq", "gojq", "curl", "tar", "sed", "node", "ts-node", "tsx",
                              "mocha", "ruby", "irb", "touch", "journalctl", "tree", "patch", "ln", "ssh", "pytest",
                              "py.test", "rg", "shuf", "less", "mysql", "mariadb", "uv", "locate", "lsof", "ps",
                              "cut", "nl", "split", "crontab", "ssh-add", "pip-compile", "pip-sync", "column", "pkill", "ffmpeg",
                              "pgrep"})
# (probe round 38, rules38) programs whose options are words after one dash (Go's flag
# package: terraform destroy -force, go test -race; find's -prune): -force is --force,
# never the letters f, o, r, c, e
_ONE_DASH_LONGS = frozenset({"go", "terraform", "tofu", "terragrunt", "packer", "vault", "consul", "nomad",
                             "find", "java", "javac", "gofmt", "golangci-lint", "staticcheck"})
# git subcommands whose -f is not --force (config's --file, grep's file of patterns,
# blame's --show-name, ls-files' tags) and whose -r is not --recursive (branch's --remotes)
_GIT_F_NOT_FORCE = frozenset({"config", "grep", "blame", "annotate", "ls-files", "fast-export", "fast-import",
                              "log", "show", "diff", "shortlog", "whatchanged", "var", "bugreport"})
_GIT_R_NOT_RECURSIVE = frozenset({"branch", "config"})
# docker's (and podman's, nerdctl's) -f per subcommand: --force for rm, rmi, kill-free
# prunes...; --file for build and compose (before compose's own subcommand), --filter for
# the listings, --follow for logs and events, --format for inspect, info and version. A
# run or exec has no -f: one after it is the guest command's (read as that command).
_DOCKER_CLIS = frozenset({"docker", "podman", "nerdctl", "finch", "docker-compose", "podman-compose"})
_DOCKER_F_NOT_FORCE = frozenset({"build", "buildx", "bake", "compose", "logs", "events", "ps", "images", "inspect",
                                 "info", "version", "search", "ls", "list", "stats", "run", "exec", "create", "top",
                                 "history", "port", "diff", "df", "container-ls", "context", "config", "stack",
                                 "attach", "start", "restart", "cp", "commit", "save", "load", "import", "export"})
_DOCKER_F_FORCE = frozenset({"rm", "rmi", "remove", "prune", "leave", "disable", "revoke"})


def _docker_f_means(words: tuple[str, ...], k: int) -> bool:
    """Is the -f at ``words[k]`` docker's --force? By the last subcommand word before it
    (docker-compose's words are compose's); one not known: yes (not sure)."""
    last = "compose" if posixpath.basename(words[0]).endswith("-compose") else None
    for w in words[1:k]:
        if w.startswith("-"):
            continue
        if w in ("run", "exec", "create"):
            return False   # (the guest command's words follow: read as that command)
        if w in _DOCKER_F_FORCE or w in _DOCKER_F_NOT_FORCE:
            last = w
    return last is None or last not in _DOCKER_F_NOT_FORCE


def _alias_letter(words, long: str, letters: set[str]) -> bool:
    """Is the long option ``long`` written in ``letters`` as its one-letter alias, for
    this command (``words``: the program then its arguments; a program's name alone is
    read as the program with no subcommand)? (probe round 37, rules37) Each short
    cluster holding the letter is read where it stands: docker's -f is --force after rm
    and --file after build; git's is --file under config; not sure counts."""
    letter = _OPT_ALIASES.get(long)
    if letter is None or letter not in letters:
        return False
    if isinstance(words, str):
        words = (words,)
    base = posixpath.basename(words[0]) if words else ""
    # (probe round 38, rules38: git's -R is --reverse, diff's and apply's, never recursive)
    case = "f" if letter == "f" else ("r" if base in ("git", "hub") else "rR")
    if letter == "f" and base in _F_NOT_FORCE:
        return False
    if letter == "r" and base in _R_NOT_RECURSIVE:
        return False
    sub = None
    if base in ("git", "hub") and len(words) > 1:
        sub = git_split_t(tuple(words[1:]))[1]
        if sub in (_GIT_F_NOT_FORCE if letter == "f" else _GIT_R_NOT_RECURSIVE):
            return False
    unknown = not reads_own_grammar(base) and base not in _DOCKER_CLIS
    table = _F_NOT_FORCE if letter == "f" else _R_NOT_RECURSIVE
    owner = None   # (an unknown program's operand naming a known one: docker exec web tail -f)
    # (probe round 38, rules38) an interpreter's words after -m, -c or -e are the module's
    # or the code's (python -m pytest -rf: the module's, read as pytest -rf by its alias)
    stops = ("-m", "-c", "-e") if _VERSION_TAIL.sub("", base) in INTERPRETERS else ()
    for k, w in enumerate(words[1:], 1):
        if w == "--" or w in stops:
            break
        if not w.startswith("-"):
            if unknown and _EXEC_WORD.fullmatch(w):
                owner = posixpath.basename(w)
            continue
        if base in _ONE_DASH_LONGS and not w.startswith("--") and len(w) > 2:
            if w.split("=", 1)[0] == long[1:]:
                return True   # (terraform destroy -force)
            continue
        if not w.startswith("--") and len(w) > 1 and w[1:].isalpha() and len(w) <= 6 \
                and any(c in w[1:] for c in case):
            if owner in table:
                continue
            if base in _DOCKER_CLIS and letter == "f":
                if _docker_f_means(tuple(words), k):
                    return True
                continue
            return True
    # (a long option or a spelling that implies it, git push +main, is met as itself:
    # the letter in another case, git commit -F, is another option)
    return False


def _split_words(words: Iterable[str]) -> tuple[list[str], set[str], set[str]]:
    positional: list[str] = []
    longs: set[str] = set()
    letters: set[str] = set()
    ended = False
    for w in words:
        if ended:
            # (probe round 36, benignnear37) after `--` a word is an operand (`rm -- -weird`
            # is a file named -weird, not rm -w -e -i -r -d): kept as written for a rule
            # naming it literally, never read as clustered letters or an alias
            if w.startswith("-") and len(w) > 1:
                longs.add(w)
            else:
                positional.append(w)
            continue
        if w == "--":
            ended = True
            longs.add(w)
            continue
        if w.startswith("--") and len(w) > 2:
            name = w.split("=", 1)[0]
            longs.add(w)
            longs.add(name)
            if name in _OPT_ALIASES:
                letters.add(_OPT_ALIASES[name])
        elif w.startswith("-") and len(w) > 1:
            longs.add(w)
            if w[1:].isalpha() and len(w) <= 6:
                letters.update(w[1:].lower())
        else:
            positional.append(w)
    return positional, longs, letters


_RULE_SPLITS: dict[tuple[str, ...], tuple[list[str], set[str], set[str]]] = {}

# other spellings of a force push: git pushes with force for each of these (a ref
# written +main is forced, --mirror force-updates every ref)
_FORCE_LONGS = ("--force-with-lease", "--force-if-includes", "--mirror")


def _implied_options(words: tuple[str, ...], longs: set[str], letters: set[str]) -> None:
    """Add the options a command's other spellings stand for (git push origin +main is
    git push --force), so that a deny or ask rule written with one meets them all."""
    if words[0] not in ("git", "hub"):
        return
    _glob, sub, sub_args, _ok = git_split_t(words[1:])
    # (probe round 37, rules37) git branch -D is --delete --force, -M and -C --move and
    # --copy with --force; checkout -B and switch -C reset a branch that exists
    upper = {"branch": "DMC", "checkout": "B", "switch": "C"}.get(sub or "")
    if upper and any(a.startswith("-") and not a.startswith("--") and a[1:].isalpha() and any(c in a for c in upper)
                     for a in sub_args):
        longs.update(("--force", "-f"))
        letters.add("f")
        return
    if sub != "push":
        return
    forced = any(o.split("=", 1)[0] in _FORCE_LONGS for o in sub_args if o.startswith("--"))
    operands = [a for a in sub_args if not a.startswith("-")]
    if forced or any(x.startswith("+") and len(x) > 1 for x in operands[1:]):
        longs.update(("--force", "-f"))
        letters.add("f")


def _long_abbreviates(opt: str, longs: set[str]) -> bool:
    """A rule's long option written in the command as a prefix of its name (git and GNU
    getopt_long take --forc for --force; an ambiguous one the program refuses)."""
    name = opt.split("=", 1)[0]
    value = opt[len(name):]
    for w in longs:
        wname = w.split("=", 1)[0]
        if len(wname) > 2 and wname != name and name.startswith(wname) and \
                (not value or w[len(wname):] == value):
            return True
    return False


# programs a deny/ask rule on one name also covers: other versions of it (a rule on
# python3 covers python3.11 and python), and the other plain ways of doing its job
_VERSION_TAIL = re.compile(r"(?<=[a-z])[0-9][0-9.]*$")
# (probe round 28, published2: a Bash(curl:*) deny was evaded by wget or httpie)
_HTTP_CLIENTS = frozenset({"curl", "wget", "wget2", "curlie", "http", "https", "xh", "xhs", "httpie", "aria2c",
                           "lwp-request", "lwp-download",
                           # (probe round 44, redteam44) lwp-request's own names (GET, HEAD,
                           # POST, PUT), BSD's fetch, axel, httpx, hurl, and the text browsers that
                           # print a page (lynx -dump / -source, w3m -dump, elinks, links)
                           "GET", "HEAD", "POST", "PUT", "fetch", "axel", "httpx", "hurl", "wcurl",
                           "lynx", "w3m", "elinks", "links", "links2"})
# (probe round 29, published3: a Bash(ssh:*) deny was evaded by autossh or mosh, remote
# shells by other names; gentle-ai PR #4330)
_REMOTE_SHELLS = frozenset({"ssh", "autossh", "mosh", "slogin", "dbclient"})
# (probe round 44, redteam44: wipe and GNOME's gvfs-rm/gvfs-trash delete too)
_SAME_JOB = {"rm": frozenset({"unlink", "shred", "srm", "rmdir", "wipe", "gvfs-rm", "gvfs-trash",
                              # (probe round 45, redteam45) npm's deleters installed as programs
                              "rimraf", "del-cli", "premove"}),
             "git": frozenset({"hub"}),
             # (probe round 38, rules38) the CLIs that take docker's and kubectl's commands
             "docker": frozenset({"podman", "nerdctl", "finch"}), "kubectl": frozenset({"oc", "kubecolor"}),
             # (probe round 32, rules32) the other package managers of npm's registry
             "npm": frozenset({"pnpm", "yarn", "bun"}),
             # (probe round 44, benign48) OpenTofu takes terraform's commands (tofu is now
             # read and built as terraform is: a rule on terraform meets it)
             "terraform": frozenset({"tofu"}),
             **{c: _HTTP_CLIENTS - {c} for c in ("curl", "wget", "wget2", "curlie", "http", "xh", "httpie")},
             **{c: _REMOTE_SHELLS - {c} for c in ("ssh", "autossh", "mosh")}}

# programs the engine reads by their own grammar: their operands are data, files or
# subcommands, never a command they exec (a rule on rm does not meet git commit -m rm)
_NOT_EXEC_WRAPPERS = ((frozenset(READ_ONLY) - SETTINGS_PRINTERS - PROBED_READERS) | SAFE_BUILD_NAMES | INTERPRETERS | SHELLS | frozenset({
    "git", "man", "apropos", "whatis", "tldr", "help", "info", "npm", "yarn", "pnpm", "bun", "deno", "cargo", "go",
    "make", "pip", "pip3", "docker", "podman", "kubectl", "helm", "apt", "apt-get", "brew", "dnf", "yum", "gh",
    "sed", "awk", "tar", "zip", "unzip", "cp", "ln", "install", "rsync", "scp", "tee", "touch", "mkdir", "rmdir",
    "unlink", "truncate", "rm", "dd", "shred", "chmod", "chown", "chgrp", "mv", "kill", "pkill", "which", "type",
    "whereis", "echo", "printf", "test", "[", "true", "false", "pytest", "terraform", "aws", "gcloud", "az"})) \
    - TEX_BUILDERS - {"nim", "hugo", "msbuild"}
# (probe round 45, benign49: the build list's TeX, nim, hugo and msbuild keep the unknown
# program's reading: TeX reads its operand as code, \write18{CMD}, \directlua)
# (probe round 39, rules39) HTTP clients fetch their operands: none is a command they exec,
# so an option's value (curl -o out.html -f URL, curl -u user -f URL) never starts a
# command whose -f counts as --force. (Only the operand-as-program reading is dropped: the
# shell walk still reads their quoted words as it did.)
_FETCHES_OPERANDS = frozenset({"curl", "wget", "wget2", "http", "https", "xh", "xhs"})
# ansible's operands are host patterns and playbooks; the command it runs is its -a value
# (ansible all -a reboot): only that starts a command (ansible all -f 10: all is no program)
_ANSIBLES = frozenset({"ansible", "ansible-playbook", "ansible-pull", "ansible-console", "ansible-inventory"})
_EXEC_WORD = re.compile(r"[A-Za-z0-9_.+/][A-Za-z0-9_.+/-]*")
# programs read by their own grammar whose one verb runs the command after it
_EXEC_VERBS = {"rustup": "run", "opam": "exec", "stack": "exec", "cabal": "exec", "dune": "exec", "lerna": "exec",
               "nx": "exec", "esy": "x", "nimble": "exec", "mise": "exec", "asdf": "exec", "pixi": "exec"}
# (probe round 39, rules39) an operand with no letter and no directory (0-100, 10, 2222,
# 1234) names no program: an option's value (curl -r 0-100, ssh -p 2222 -f host, strace
# -p 1234 -f), never the start of a command whose -f is --force
_NO_PROGRAM_WORD = re.compile(r"[0-9_.+-]+")
# (probe round 36, benignnear37) editors, pagers and a few text tools open their operands as files, never
# exec them: `vim scripts/release.sh`, `less deploy.sh` under a deny rule naming the
# script (rules36 keeps the rule on its name) were denied as if they ran it. Their code
# options (vim -c, +cmd) stay read by the shell walk; only the operand-as-program reading
# here is dropped.
_OPENS_OPERANDS = frozenset({"vi", "vim", "nvim", "view", "gvim", "nano", "pico", "emacs", "micro", "hx",
                             "helix", "kak", "code", "codium", "subl", "gedit", "kate", "less", "more", "most",
                             # (probe round 36, loosen38: vi's kin, whose -c/+CMD the shell walk reads as vim's)
                             "ex", "vimdiff", "rvim", "rview", "evim", "gview", "nvi", "elvis", "vim.basic",
                             "vim.tiny",
                             # (probe round 37, editors37: ed opens its file too; what its commands
                             # run, w !sh, is read by the shell walk as sh < FILE)
                             "ed", "red",
                             # (pandoc converts its operands; a --filter it runs is read by the
                             # shell walk as that program run)
                             "pandoc", "enscript",
                             # (line-ending converters and indexers read and rewrite them as text)
                             "dos2unix", "unix2dos", "mac2unix", "locate", "plocate", "mlocate", "ctags", "etags"})


def reads_own_grammar(name: str) -> bool:
    """Is ``name`` a program the engine reads by its own grammar (its operands are data,
    files or subcommands, never a command it execs)?"""
    return name in _NOT_EXEC_WRAPPERS or posixpath.basename(name) in _NOT_EXEC_WRAPPERS


def exec_wrapped_words(argv: tuple[str, ...]) -> list[tuple[str, ...]]:
    """(Remembered per tuple of words: the deny/ask words and the analysis' words ask for
    each command; probe round 37, coldbash37.) The commands an unknown program may exec, as deny and ask rules meet them (probe
    round 29, published3; anthropics/claude-code#92542: Bash deny rules were bypassed by
    any wrapper outside a fixed unwrap list, ``firejail rm -rf src``, ``runuser -u dev --
    rm``, ``nsenter -t 1 -m git push``, ``eatmydata``, ``with-contenv``...). For a program
    the engine does not read by its own grammar, each operand that could name a program
    (no option, no assignment, no blank) starts a command made of it and the words after
    it, its name reduced to its basename. Deny and ask rules match loosely, failing
    closed: an unknown program whose arguments spell a denied command is denied."""
    if type(argv) is tuple:
        return list(_exec_wrapped_words_memo(argv))
    return _exec_wrapped_words(argv)


@functools.lru_cache(maxsize=2048)
def _exec_wrapped_words_memo(argv: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(_exec_wrapped_words(argv))


def _exec_wrapped_words(argv: tuple[str, ...]) -> list[tuple[str, ...]]:
    if len(argv) > 3 and posixpath.basename(argv[0]) == "ip":
        # (probe round 33, published7) ip netns exec NS CMD...: CMD as it runs
        return [(posixpath.basename(argv[1 + k]) or argv[1 + k],) + tuple(argv[2 + k:])
                for k in ip_exec_starts(argv[1:])[:2]]
    start = 1
    verb = _EXEC_VERBS.get(posixpath.basename(argv[0])) if len(argv) > 2 else None
    if verb is not None:
        # (probe round 51, lead) a toolchain's own exec verb (rustup run stable CMD, opam exec
        # -- CMD, stack/cabal/dune exec, lerna/nx exec -- CMD, esy x CMD): the words after it
        # are a command run in the toolchain's environment, as an unknown program's are
        k = next((i for i in range(1, min(len(argv), 8)) if not argv[i].startswith("-")), 0)
        if k and argv[k] == verb:
            start = k + 1
    if start == 1 and (len(argv) < 2 or argv[0] in _NOT_EXEC_WRAPPERS or posixpath.basename(argv[0]) in _NOT_EXEC_WRAPPERS
                       or posixpath.basename(argv[0]) in _OPENS_OPERANDS):
        return []
    base = posixpath.basename(argv[0])
    if base in _FETCHES_OPERANDS:
        return []
    ansible = base in _ANSIBLES
    out: list[tuple[str, ...]] = []
    for i in range(start, min(len(argv), 24)):
        w = argv[i]
        if w.startswith("-") or not _EXEC_WORD.fullmatch(w) or _NO_PROGRAM_WORD.fullmatch(w):
            continue
        if ansible and argv[i - 1] not in ("-a", "--args"):
            continue
        out.append((posixpath.basename(w) or w,) + tuple(argv[i + 1:]))
    return out


_GIT_DASHED = re.compile(r"git-([a-z][a-z0-9-]{1,40})")
_GIT_TOWN_PUSHES = frozenset({"sync", "propose", "ship", "new-pull-request"})


def same_job_words(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """The rm command a command that deletes through an option stands for, as a deny or
    ask rule on rm meets it (probe round 28, published2: Bash(rm:*) was evaded by find
    -delete and rsync --delete): find PATHS ... -delete is rm -r -f PATHS; rsync with
    --delete* or --remove-source-files, rm -r -f of its operands."""
    if not argv:
        return None
    name = argv[0]
    dashed = _GIT_DASHED.fullmatch(posixpath.basename(name))
    if dashed is not None:
        # (probe round 42, redteam42) git's dashed programs (/usr/lib/git-core/git-push,
        # git-send-pack, git-lfs): git SUB runs git-SUB, so a rule on git SUB meets them
        job = ("git", dashed.group(1), *argv[1:])
        return same_job_words(job) or job
    if name == "find" and "-delete" in argv:
        paths = []
        for a in argv[1:]:
            if a.startswith(("-", "(", "!")):
                break
            paths.append(a)
        return ("rm", "-r", "-f", *(paths or ["."]))
    if name == "rsync" and any(a.startswith("--delete") or a == "--remove-source-files" for a in argv[1:]):
        return ("rm", "-r", "-f", *(a for a in argv[1:] if not a.startswith("-")))
    # (probe round 32, rules32) git clean -f deletes the untracked files below its paths; a
    # trash command deletes its operands (to the trash, emptied later)
    if name in ("git", "hub") and "clean" in argv[1:]:
        _glob, sub, sub_args, _ok = git_split_t(argv[1:])
        if sub == "clean" and not any(a in ("-n", "--dry-run") or (a.startswith("-") and not a.startswith("--")
                                                                   and "n" in a) for a in sub_args):
            paths = [a for a in sub_args if not a.startswith("-")]
            return ("rm", "-r", "-f", *(paths or ["."]))
    if name in ("git", "hub") and "rm" in argv[1:]:
        # (probe round 36, rules36) git rm deletes its paths from the working tree as rm
        # does (-r and -f as rm's); --cached and --dry-run leave the files
        _glob, sub, sub_args, _ok = git_split_t(argv[1:])
        if sub == "rm" and not any(a in ("--cached", "-n", "--dry-run") or (
                a.startswith("-") and not a.startswith("--") and "n" in a) for a in sub_args):
            flags = [f for f, hit in (("-r", any(a == "-r" or (a.startswith("-") and not a.startswith("--")
                                                                and "r" in a) for a in sub_args)),
                                      ("-f", any(a in ("-f", "--force") or (a.startswith("-") and not a.startswith("--")
                                                                              and "f" in a) for a in sub_args)))
                     if hit]
            return ("rm", *flags, *(a for a in sub_args if not a.startswith("-")))
    if name in ("trash", "trash-put", "rmtrash", "gtrash"):
        return ("rm", *argv[1:])
    # (probe round 38, rules38) git send-pack pushes refs as git push does
    if name in ("git", "hub") and "send-pack" in argv[1:]:
        _glob, sub, sub_args, _ok = git_split_t(argv[1:])
        if sub == "send-pack":
            return (name, "push", *sub_args)
    # (probe round 43, redteam43) git town's commands that push the branch's commits with
    # git push: sync (unless --no-push or --dry-run), propose (syncs, then pushes), ship
    # (pushes the main branch); git-town is git town
    if name == "git" and "town" in argv[1:]:
        _glob, sub, sub_args, _ok = git_split_t(argv[1:])
        verb = next((a for a in sub_args if not a.startswith("-")), None)
        if sub == "town" and verb in _GIT_TOWN_PUSHES and not any(
                a in ("--dry-run", "--no-push") for a in sub_args):
            return ("git", "push")
    if name == "gio" and argv[1:2] in (("trash",), ("remove",)):
        return ("rm", *argv[2:])
    # (probe round 42, redteam42) gh repo create --source=. --push pushes the local
    # repository's commits to the new repository with git push (a public one with --public)
    if name == "gh" and argv[1:3] == ("repo", "create") and any(
            a == "--push" or a.startswith("--push=") and a[7:].lower() not in ("false", "0") for a in argv[3:]):
        return ("git", "push")
    return None


# (probe round 45, redteam45) interpreter code doing a deny rule's job: a rule on rm meets
# code that deletes files or trees (shutil.rmtree, os.remove, fs.rmSync, FileUtils.rm_rf,
# perl's unlink, File::Path), a rule on curl code that makes an HTTP request (urllib,
# requests, fetch, http.get, Net::HTTP, LWP): the user who wrote Bash(rm:*) wants deletions
# blocked, and rm -r is denied there, so the same delete in python -c is not looser
_CODE_DELETE_CALL = re.compile(
    r"""\b(?:rmtree|rm_rf|rm_r|rm_f|remove_tree|rmSync|rimraf|removeSync|emptyDir(?:Sync)?|remove_dir_all|"""
    r"""remove_file|rmdir(?:Sync)?|RemoveAll|deleteRecursively|delete_tree|removedirs|unlink(?:Sync)?|shred|"""
    r"""send2trash|deleteIfExists|safe_unlink|rm_rf_r)\b|File::Path|\brm\s*\(|\bfile\.remove\b|\bfile\s+delete\b|"""
    r"""\b(?:Directory|File)\.Delete\b|\bfs::(?:file|dir)_delete\b|"""
    r"""\b(?:os|fs|File|Files|FileUtils|Dir|shutil|fsp|fsPromises|promises|Deno|Path|pathlib|io)\s*\.\s*"""
    r"""(?:remove|rm|delete|unlink|rmdir)\w*""")
_CODE_DELETE_PATH = re.compile(
    r"""(?:rmtree|rm_rf|rm_r|rm_f|remove_tree|rmSync|rimraf|removeSync|emptyDir(?:Sync)?|remove_dir_all|remove_file|"""
    r"""rmdir(?:Sync)?|RemoveAll|removedirs|unlink(?:Sync)?|remove|delete|rm)\s*\(?\s*(['"])([^'"\n]{1,512})\1""")
_CODE_HTTP_CALL = re.compile(
    r"""\burllib\.request\b|\burllib2\b|\burlopen\s*\(|\burlretrieve\s*\(|"""
    r"""\brequests\s*\.\s*(?:get|post|put|patch|delete|head|options|request|Session|session)\b|\bhttpx\b|"""
    r"""\baiohttp\b|\bhttp\.client\b|\bhttplib2?\b|\bpycurl\b|\burllib3\b|\bfetch\s*\(|\baxios\b|"""
    r"""\bhttps?\s*\.\s*(?:get|request)\s*\(|require\s*\(\s*['"](?:node:)?https?['"]\s*\)|\bundici\b|"""
    r"""\bnode-fetch\b|\bNet::HTTP\b|\bnet/https?\b|\bopen-uri\b|\bURI\.open\b|\bHTTParty\b|\bFaraday\b|\bLWP\b|"""
    r"""\bHTTP::Tiny\b|\bcurl_init\b|\b(?:file_get_contents|fopen|readfile|copy)\s*\(\s*['"]https?:|"""
    r"""\bdownload\.file\s*\(|\bInvoke-WebRequest\b|\bInvoke-RestMethod\b|\bWebClient\b|\bhttpc\b|"""
    r"""\bHTTPoison\b|\bReq\.(?:get|post)\b|\bHTTP\.(?:get|post|request)\b|\bsocket\.http\b|\bhttp::geturl\b|"""
    r"""\bdownload\s*\(\s*["']https?:|\bjava\.net\.(?:URL|http)\b|\bHttpClient\b|\bWebRequest\b""")
# (probe round 47, interp47) code that reaches what it calls by a name computed at run time:
# getattr(shutil, 'rm' + 'tree'), __import__(x), importlib.import_module(n), vars(m)[k],
# globals()[k], __builtins__, sys.modules[...], operator.methodcaller(k), exec/eval of
# anything but one literal, node's require(x) and obj['rm' + 'Sync'], process.binding, new
# Function, Ruby's send/public_send/method/const_get/instance_eval with no one literal name,
# perl's &$f / &{"..."} / ->$m / string eval, PHP's $f(...) / call_user_func, Lua's
# load/loadstring and os[...]: it may delete or send anything, so it meets rules on rm and on
# curl alike (fail closed: a deny rule is not looser through a computed name)
_LIT = r"""(?:'[\w.:/-]*'|"[\w.:/-]*"|:\w+[?!]?)"""
_FULL = r"""(?:'[^'\\\n]*'|"[^"\\\n]*")"""
# (a file's text run, exec(open('version.py').read()), exec(sys.stdin.read()): a script
# file run, as python3 version.py is; its content is the file's, not a computed name)
_FILE_TEXT = r"""(?:open\s*\(\s*{_FULL}[^()]*\)|sys\s*\.\s*stdin)\s*\.\s*read\s*\(\s*\)""".replace("{_FULL}", _FULL)
_CODE_COMPUTED_CALL = re.compile(
    rf"""\bgetattr\s*\(\s*[^,()]+,(?!\s*{_LIT}\s*[,)])|\b(?:__import__|import_module)\s*\((?!\s*{_LIT}\s*\))|"""
    r"""\b__builtins__\b|\b__dict__\b|\bsys\s*\.\s*modules\b|\b(?:globals|locals|vars)\s*\([^()]*\)\s*(?:\[|\.\s*get\b)|"""
    r"""\b(?:methodcaller|attrgetter)\s*\(|"""
    rf"""(?<![\w.$])(?:exec|eval|compile|execfile|instance_eval|class_eval|module_eval|loadstring|load|dostring)"""
    rf"""(?!\s*\(\s*{_FULL}\s*\))(?!\s+{_FULL}\s*(?:[;\n]|$))(?!\s*\(\s*{_FILE_TEXT}\s*[,)])(?=\s*\(|\s+[\w$'"@%`])|"""
    rf"""\brequire\s*\((?!\s*{_LIT}\s*\))|[\w)\]]\s*\[(?![\d\s]*\])(?!\s*{_LIT}\s*\])[^\]]*\]\s*\(|"""
    r"""\bprocess\s*\.\s*(?:binding|dlopen)\b|\bFunction\s*\(|\bglobalThis\b|"""
    rf"""\.\s*(?:send|public_send|__send__|method|const_get|instance_variable_get)(?!\s*\(?\s*{_LIT}\s*[,)\s;]|\s*\(?\s*{_LIT}$)(?=\s*\(|\s+\S)|"""
    r"""&\s*\$\w|&\s*\{|->\s*\$\w|->\s*can\s*\(|(?<![\w$])\$\w+\s*\(|\bcall_user_func(?:_array)?\s*\(|"""
    r"""\b_G\s*\[|\b(?:os|io)\s*\[""")
_CODE_URL = re.compile(r"""https?://[^\s'"`)]{1,512}""")
_CODE_CLUSTER_END = frozenset("ceErpx")


def _inline_code(argv: tuple[str, ...], stdin_text: str | None) -> str:
    """The program text an interpreter is given in its words (python3 -c CODE, perl -ne
    CODE, node --eval=CODE, deno eval CODE) and on its standard input (a here-document)."""
    parts: list[str] = []
    n = min(len(argv), 32)
    for i in range(1, n):
        a = argv[i]
        if a in INTERPRETER_CODE_OPTS or (a.startswith("-") and not a.startswith("--") and 2 < len(a) < 8
                                         and a[-1] in _CODE_CLUSTER_END):
            if i + 1 < len(argv):
                parts.append(argv[i + 1])
        elif a.startswith("--") and "=" in a and a.split("=", 1)[0] in INTERPRETER_CODE_OPTS:
            parts.append(a.split("=", 1)[1])
        elif a.startswith(("-c", "-e", "-r")) and len(a) > 2 and ("(" in a or " " in a or ";" in a):
            parts.append(a[2:])   # (python3 -c'import shutil; ...', perl -e'unlink ...')
        elif a.startswith(("-M", "-m", "-r")) and len(a) > 2:
            parts.append(a[2:])   # (perl -MLWP::Simple -e 'getprint URL', ruby -rnet/http, -MFile::Path)
    if stdin_text:
        parts.append(stdin_text[:100_000])
    return "\n".join(parts)


def code_job_words(argv: tuple[str, ...], stdin_text: str | None = None) -> list[tuple[str, ...]]:
    """The rm and curl commands an interpreter's inline code stands for, as deny and ask
    rules on them meet it (probe round 45, redteam45): code that deletes is rm -r -f of the
    paths it names literally, code that makes an HTTP request is curl of its URLs."""
    code = _inline_code(argv, stdin_text)
    if not code:
        return []
    out: list[tuple[str, ...]] = []
    if _CODE_DELETE_CALL.search(code):
        paths = [m.group(2) for m in _CODE_DELETE_PATH.finditer(code[:200_000])][:16]
        out.append(("rm", "-r", "-f", *paths))
    if _CODE_HTTP_CALL.search(code):
        out.append(("curl", *[m.group(0) for m in _CODE_URL.finditer(code[:200_000])][:16]))
    if len(out) < 2 and _CODE_COMPUTED_CALL.search(code[:200_000]):
        # (probe round 47, interp47) a name computed at run time: rm and curl of what is unknown
        for job in (("rm", "-r", "-f"), ("curl",)):
            if not any(o[0] == job[0] for o in out):
                out.append(job)
    return out


# (probe round 51, rules51) editors that run the code their options carry (vim -c/--cmd/+CMD,
# emacs --eval): a deleting call there (vimscript's delete(), Lua's os.remove, vim.fs.rm,
# Emacs Lisp's delete-file / delete-directory / move-file-to-trash) is rm of its literal
EDITOR_CODE_NAMES = frozenset({"vim", "vi", "nvim", "ex", "view", "gvim", "vimdiff", "rvim", "evim", "gview", "rview",
                               "vim.basic", "vim.tiny", "emacs", "emacsclient", "xemacs"})
_EDITOR_CODE_OPTS = frozenset({"-c", "--cmd", "--eval", "-eval", "--execute", "-execute", "-e"})
_EDITOR_DELETE = re.compile(r"""\bdelete\s*\(|\b(?:delete-file|delete-directory|move-file-to-trash|f-delete)\b|"""
                            r"""\bfs_unlink\b|\bfs_rmdir\b|\bvim\s*\.\s*fs\s*\.\s*rm\b|\bos\s*\.\s*remove\b""")
_EDITOR_DELETE_PATH = re.compile(r"""(?:delete|delete-file|delete-directory|move-file-to-trash|f-delete|fs_unlink|"""
                                 r"""fs_rmdir|rm|remove)\s*\(?\s*(['"])([^'"\n]{1,512})\1""")


def editor_job_words(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """rm -r -f of the literals an editor's deleting code names (vim -c 'call
    delete("x")', emacs --eval '(delete-file "x")'), as a rule on rm meets python's os.remove."""
    name = argv[0] if argv else ""
    emacs = "emacs" in name
    parts: list[str] = []
    for i, a in enumerate(argv[1:32], 1):
        if a in _EDITOR_CODE_OPTS and i + 1 < len(argv) and (emacs or a in ("-c", "--cmd")):
            parts.append(argv[i + 1])
        elif a.startswith(("--eval=", "--execute=")):
            parts.append(a.split("=", 1)[1])
        elif a.startswith("+") and not emacs and not a[1:].isdigit():
            parts.append(a[1:])
    code = "\n".join(parts)
    if not code or not _EDITOR_DELETE.search(code):
        return None
    return ("rm", "-r", "-f", *[m.group(2) for m in _EDITOR_DELETE_PATH.finditer(code[:100_000])][:16])


# the npm packages whose program deletes its operands (npx rimraf build, pnpm dlx del-cli x)
_DELETER_PACKAGES = frozenset({"rimraf", "del-cli", "premove", "trash-cli", "trash", "rimraf-cli", "del"})
_DELETER_HINT = re.compile(r"rimraf|del|premove|trash")


def runner_deleter_words(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """(probe round 45, redteam45) npx rimraf build, pnpm dlx rimraf x, bunx del-cli x,
    npm exec -- rimraf x: rm -r -f of the operands, as a rule on rm meets rimraf itself."""
    base = argv[0] if argv else ""
    if (base not in PACKAGE_RUNNERS and base != "deno") or len(argv) < 2 \
            or _DELETER_HINT.search(" ".join(argv[1:8])) is None:
        return None
    n = min(len(argv), 24)
    i = _runner_skip(argv, 1, n)
    if i < n and base not in ("npx", "bunx", "pnpx") and (
            argv[i] in ("exec", "dlx", "x") or argv[i] == "run" and base in ("deno", "bun")):
        i = _runner_skip(argv, i + 1, n)
    if i >= n:
        return None
    if base in ("deno", "bun"):
        # (probe round 51, lead) deno run -A npm:rimraf build: an npm package's program
        if not argv[i].startswith("npm:"):
            return None if base == "deno" or argv[i - 1] == "run" else _runner_prog(argv, i)
        return _runner_prog(argv[:i] + (argv[i][4:],) + argv[i + 1:], i)
    return _runner_prog(argv, i)


def _runner_prog(argv: tuple[str, ...], i: int) -> tuple[str, ...] | None:
    prog = posixpath.basename(argv[i])
    if "@" in prog[1:]:
        prog = prog[:prog.index("@", 1)]
    if prog not in _DELETER_PACKAGES:
        return None
    return ("rm", "-r", "-f", *(a for a in argv[i + 1:] if not a.startswith("-")))


# (probe round 44, leftovers44) programs that give the command they run a terminal (script
# -c, unbuffer, expect's spawn and python's pty.spawn ("code"), tmux, screen...): gh pr
# create there may ask "Where should we push the branch?" and be answered; without one it
# stops and asks for --head (probe round 43)
_TTY_WRAPPERS = frozenset({"script", "unbuffer", "code", "expect", "tmux", "screen", "ptyrun", "faketty", "empty",
                           "dtach", "abduco", "zellij", "byobu", "unbuffer.tcl", "pty", "ttyexec"})
_TTY_PROGRAMS = frozenset({"dtach", "abduco", "zellij", "faketty", "ptyrun", "empty", "byobu", "ttyexec"})


def _gh_pr_create_pushes(argv: Sequence[str]) -> bool:
    """gh pr create without --head/-H (which names a branch already pushed)."""
    if tuple(argv[:3]) != ("gh", "pr", "create"):
        return False
    return not any(a in ("-H", "--head") or a.startswith(("--head=", "-H")) for a in argv[3:])


def tty_push_words(argv: tuple[str, ...], wrappers: tuple[str, ...]) -> tuple[str, ...] | None:
    """(probe round 44, leftovers44) git push, for gh pr create run with a terminal that
    something may answer (script -qc 'gh pr create --fill' /dev/null, unbuffer gh pr create,
    expect -c 'spawn gh pr create ...', socat - EXEC:'gh pr create',pty): a rule on git push
    meets it."""
    name = argv[0] if argv else ""
    if name == "gh":
        return ("git", "push") if wrappers and _TTY_WRAPPERS.intersection(wrappers) and _gh_pr_create_pushes(argv) \
            else None
    if name in _TTY_PROGRAMS and "gh" in argv:
        return ("git", "push") if _gh_pr_create_pushes(argv[argv.index("gh"):]) else None
    if name == "socat":
        for a in argv[1:]:
            head, _, rest = a.partition(":")
            if head.upper() in ("EXEC", "SYSTEM") and "pty" in rest.split(",")[1:]:
                try:
                    words = shlex.split(rest.split(",")[0])
                except ValueError:
                    words = rest.split(",")[0].split()
                if words and posixpath.basename(words[0]) == "gh" and _gh_pr_create_pushes(["gh", *words[1:]]):
                    return ("git", "push")
    return None


# (probe round 32, rules32) other ways to run a program a deny or ask rule names: a
# package runner's command (npx curl x, bunx, bun x: npm exec curl x was already met), a
# container's command (docker exec web curl x, kubectl exec pod -- git push), a git
# alias defined on the command line (git -c alias.p=push p is git push), and a name in
# another case (CURL x runs curl on a case-insensitive file system, macOS's default)
_NPX_VALUED = frozenset({"-p", "--package", "--node-options", "--userconfig", "--cache", "--prefix", "-w",
                         "--workspace", "--registry"})
_CONTAINER_CLIS = frozenset({"docker", "podman", "nerdctl", "finch", "kubectl", "oc", "lima", "colima"})


def rule_alias_words(argv: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The commands ``argv`` runs under other words, as deny and ask rules meet them
    (failing closed: each candidate counts). Remembered per tuple of words (the threat
    rules and the deny/ask words ask for each command; probe round 37, coldbash37)."""
    if type(argv) is tuple:
        return list(_rule_alias_words_memo(argv))
    return _rule_alias_words(argv)


@functools.lru_cache(maxsize=2048)
def _rule_alias_words_memo(argv: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(_rule_alias_words(argv))


_NPX_ALIASES = {"npx": ("npm", "exec"), "pnpx": ("pnpm", "dlx")}


def _rule_alias_words(argv: tuple[str, ...]) -> list[tuple[str, ...]]:
    if not argv:
        return []
    name = argv[0]
    out: list[tuple[str, ...]] = []
    base = posixpath.basename(name).lower()
    if not name.islower() and name.isascii() and name.lower() != name:
        out.append((base or name,) + argv[1:])
    verb = argv[1:2] in (("x",), ("exec",)) if base == "npm" else argv[1:2] == ("dlx",) if base == "pnpm" else False
    if base in ("npx", "bunx", "pnpx") or (base == "bun" and argv[1:2] == ("x",)) or verb:
        if base == "bun":
            out.append(("bunx",) + argv[2:])   # (probe round 40, benign45: bun x is bunx)
        elif base in _NPX_ALIASES:
            # (probe round 46, rules46) npx is npm exec, pnpx is pnpm dlx (their docs): a deny
            # rule on either spelling meets the other
            out.append(_NPX_ALIASES[base] + argv[1:])
        elif verb:
            out.append(("npx" if base == "npm" else "pnpx",) + argv[2:])
        i = 1 if base != "bun" and not verb else 2
        while i < len(argv) and argv[i].startswith("-"):
            if argv[i] == "--":
                i += 1
                break
            i += 2 if argv[i] in _NPX_VALUED else 1
        if i < len(argv):
            spec = argv[i]
            if "@" in spec[1:]:
                spec = spec[:spec.index("@", 1)]   # (curl@latest, @scope/name@1)
            out.append((posixpath.basename(spec) or spec,) + argv[i + 1:])
    elif base in ("yarn", "pnpm", "bun") and len(argv) > 1:
        # (probe round 49, benign54) yarn/pnpm/bun [run] WORD runs the
        # package's script of that name or, without one, its program WORD from
        # node_modules/.bin (pnpm jest is pnpm exec jest when package.json has no jest
        # script): a deny rule on the program meets it, as it meets npx jest
        i = _runner_skip(argv, 1, min(len(argv), 24))
        if i < len(argv) and argv[i] == "run":
            i = _runner_skip(argv, i + 1, min(len(argv), 24))
        elif base == "yarn" and i + 2 < len(argv) and argv[i] == "workspace":
            out.extend(_rule_alias_words(("yarn",) + argv[i + 2:]))   # (yarn workspace web jest)
            i = len(argv)
        elif i < len(argv) and argv[i] in _SCRIPT_RUNNER_COMMANDS[base]:
            i = len(argv)
        if i < len(argv) and argv[i][:1] not in ("-", "/", ".", "") and "/" not in argv[i]:
            out.append((argv[i],) + argv[i + 1:])
    elif base in _CONTAINER_CLIS and len(argv) > 2:
        subs = [w for w in argv[1:6] if not w.startswith("-")]
        if any(x in ("exec", "run", "debug") for x in subs[:3]):
            # each operand that could name a program starts a command (the image or
            # container before it is not known apart from an option's value)
            start = argv.index(next(x for x in subs[:3] if x in ("exec", "run", "debug")), 1) + 1
            for k in range(start, min(len(argv), start + 24)):
                w = argv[k]
                if w.startswith("-") or not _EXEC_WORD.fullmatch(w):
                    continue
                out.append((posixpath.basename(w) or w,) + argv[k + 1:])
    elif base[:1] == "p" and "-m" in argv[1:8] and re.fullmatch(r"python[0-9.]*|pypy[0-9.]*|py", base):
        # python -m pip install x is pip install x (and any module run as a program)
        k = argv.index("-m", 1)
        if k + 1 < len(argv) and all(a.startswith("-") for a in argv[1:k]):
            out.append((argv[k + 1].split(".")[0],) + argv[k + 2:])
    elif base == "uv" and argv[1:2] == ("pip",) and len(argv) > 2:
        out.append(argv[1:])   # (uv pip install x is pip install x)
    elif base in ("clojure", "clj") and len(argv) > 1 and argv[1][:3] in ("-X:", "-M:", "-A:", "-T:") \
            and argv[1].count(":") > 1:
        # (probe round 50, benign55) clojure -M:test:runner runs the aliases test and runner
        # together: a deny rule on clojure -M:test meets it
        out.extend((name, argv[1][:2] + ":" + a, *argv[2:]) for a in argv[1][3:].split(":") if a)
    elif base == "rebar3" and len(argv) > 2 and argv[1] in ("do", "as"):
        # (probe round 50, benign55) rebar3 do compile, eunit runs each task; rebar3 as test
        # eunit runs eunit: a deny rule on rebar3 TASK meets each task
        i = 1
        while argv[i:i + 1] == ("as",) and i + 2 < len(argv):
            i += 2
        if argv[i:i + 1] == ("do",):
            for t in " ".join(argv[i + 1:]).split(","):
                if t.split():
                    out.append((name, *t.split()))
        elif i > 1:
            out.append((name, *argv[i:]))
    elif base == "git" and "config" in argv and any(a.lower().startswith("alias.") for a in argv):
        # git config alias.p 'push origin': git p is then git push origin (a later call)
        _glob, sub, sub_args, _ok = git_split_t(argv[1:])
        if sub == "config":
            for k in range(len(sub_args) - 1):
                if sub_args[k].lower().startswith("alias.") and not sub_args[k + 1].startswith("!"):
                    try:
                        expanded = shlex.split(sub_args[k + 1])
                    except ValueError:
                        expanded = sub_args[k + 1].split()
                    if expanded:
                        out.append((name, *expanded))
    elif base == "git" and "-c" in argv:
        glob, sub, sub_args, _ok = git_split_t(argv[1:])
        if sub is not None:
            for k in range(len(glob) - 1):
                if glob[k] == "-c" and glob[k + 1].lower().startswith("alias." + sub.lower() + "="):
                    value = glob[k + 1].split("=", 1)[1]
                    if value and not value.startswith("!"):
                        try:
                            expanded = shlex.split(value)
                        except ValueError:
                            expanded = value.split()
                        out.append((name, *expanded, *sub_args))
    return out



# (probe round 38, editors38) the programs that run a file's content and the options that
# hand them one (emacs -l/--load/--script, node -r/--require/--import/--loader, ruby -r,
# lua -l, awk/sed -f, gdb -x, R -f, php -f, pandoc -L/--lua-filter/--filter, make -f, vim
# -S/-u, bash --rcfile, lldb -s, sqlite3 -init, perl -M): name -> (the options, the
# extension a bare module name takes). A file run so is run as ./FILE or sh FILE runs it
_LOADER_OPTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "emacs": (("-l", "--load", "-load", "--script", "-script", "-x"), ".el"),
    **dict.fromkeys(("node", "nodejs", "ts-node", "tsx"),
                    (("-r", "--require", "--import", "--loader", "--experimental-loader"), ".js")),
    "bun": (("-r", "--preload", "--require", "--import"), ".js"),
    "deno": (("--preload", "--require", "--import"), ".js"),
    **dict.fromkeys(("ruby", "irb", "jruby"), (("-r", "--require"), ".rb")),
    **dict.fromkeys(("lua", "luajit"), (("-l",), ".lua")),
    **dict.fromkeys(("awk", "gawk", "mawk", "nawk"), (("-f", "--file", "-E", "--exec", "-i", "--include"), ".awk")),
    **dict.fromkeys(("sed", "gsed"), (("-f", "--file"), "")),
    "gdb": (("-x", "--command", "-ix", "--init-command", "-eix", "--init-eval-command"), ""),
    "lldb": (("-s", "--source", "-S", "--source-before-file"), ""),
    **dict.fromkeys(("R", "Rscript"), (("-f", "--file"), "")),
    "php": (("-f", "--file"), ".php"),
    "pandoc": (("-L", "--lua-filter", "-F", "--filter"), ""),
    **dict.fromkeys(("make", "gmake"), (("-f", "--file", "--makefile"), "")),
    **dict.fromkeys(("vim", "vi", "nvim", "gvim", "ex", "view"), (("-S", "-u"), "")),
    **dict.fromkeys(("bash", "sh", "zsh"), (("--rcfile", "--init-file"), "")),
    "sqlite3": (("-init",), ""),
    "perl": (("-M", "-m"), ".pm"),
}
# the interpreters whose first operand is the script they run, with their options that
# take a value, and the options that give code (no script then)
_SCRIPT_OPERAND = {
    **dict.fromkeys(("python", "python2", "python3", "pypy", "pypy3"),
                    (frozenset({"-W", "-X", "-Q"}), frozenset({"-c", "-m"}))),
    **dict.fromkeys(("node", "nodejs", "bun", "tsx", "ts-node"),
                    (frozenset({"-r", "--require", "--import", "--loader", "--experimental-loader", "--preload",
                                "--conditions", "-C", "--input-type"}),
                     frozenset({"-e", "--eval", "-p", "--print"}))),
    **dict.fromkeys(("perl", "ruby", "jruby"), (frozenset({"-I", "-r"}), frozenset({"-e", "-E"}))),
    **dict.fromkeys(("lua", "luajit"), (frozenset({"-l"}), frozenset({"-e"}))),
    "php": (frozenset({"-d", "-c", "-z"}), frozenset({"-r", "-R", "-B", "-E", "-a"})),
    **dict.fromkeys(("R", "Rscript"), (frozenset(), frozenset({"-e"}))),
    "emacs": (frozenset(), frozenset()),   # (only --script F: an operand is a file it visits)
    **dict.fromkeys(("sh", "bash", "zsh", "dash", "ksh", "ash"),
                    (frozenset({"-o", "+o", "-O", "+O", "--rcfile", "--init-file"}), frozenset({"-c", "-s", "-n"}))),
}
# environment variables that load a file into the program the command starts
_FILE_LOADER_ENV = {"NODE_OPTIONS": "node", "RUBYOPT": "ruby", "PERL5OPT": "perl", "PYTHONSTARTUP": "python3",
               "BASH_ENV": "bash", "ENV": "sh", "LD_PRELOAD": "", "LD_AUDIT": "", "DYLD_INSERT_LIBRARIES": ""}
# code that loads a file by its name: Lisp's (load "F") / (load-file "F"), require("F"),
# dofile("F"), source("F"), do "F", include "F", exec(open("F").read()), runpy.run_path("F")
_CODE_LOADS = re.compile(r"""(?:\b(?:load-file|load|require_relative|require_once|require|dofile|loadfile|source|"""
                         r"""include_once|include|run_path|execfile|do|import)|exec\s*\(\s*open)\s*\(?\s*"""
                         r"""["']([^"'\s]{1,255})["']""")
# (probe round 40, editors40) build and test tools' options that hand them a file of code
# to load (a configuration that is a module, a setup file, a plugin, a required module, the
# shell that runs a package's scripts): name -> (the options, the extension a bare name
# takes, whether a value is a list of module names: pytest -p a.b is a/b.py). Without a
# rule the project's files stay the project's (jest -c jest.ci.js is its build); a rule
# naming the file (node evil.js) meets the tool loading it (jest --config evil.js)
_JS_CONFIG = (("-c", "--config"), ".js", False)
_BUILD_FILE_LOADERS: dict[str, tuple[tuple[str, ...], str, bool]] = {
    "jest": (("-c", "--config", "--setupFiles", "--setupFilesAfterEnv", "--globalSetup", "--globalTeardown",
              "--resolver", "--testSequencer", "--snapshotResolver", "--testRunner", "--testEnvironment",
              "--reporters", "--transform", "--watchPlugins"), ".js", False),
    "vitest": (("-c", "--config", "--setupFiles", "--globalSetup", "--reporter", "--environment"), ".js", False),
    "mocha": (("-r", "--require", "--file", "--config", "-R", "--reporter", "-u", "--ui"), ".js", False),
    "ava": (("--config",), ".js", False),
    "eslint": _JS_CONFIG, "webpack": _JS_CONFIG, "webpack-cli": _JS_CONFIG, "vite": _JS_CONFIG, "knip": _JS_CONFIG,
    "playwright": _JS_CONFIG, "rspack": _JS_CONFIG,
    "rollup": (("-c", "--config", "-p", "--plugin"), ".js", False),
    "prettier": (("--plugin", "--config"), ".js", False),
    "stylelint": (("--config", "--custom-syntax", "--custom-formatter"), ".js", False),
    "cypress": (("-C", "--config-file"), ".js", False),
    "astro": (("--config",), ".js", False),
    "babel": (("--config-file",), ".js", False),
    "nox": (("-f", "--noxfile"), ".py", False),
    "pytest": (("-p",), ".py", True),
    "pylint": (("--load-plugins",), ".py", True),
    **dict.fromkeys(("npm", "pnpm", "yarn"), (("--script-shell",), "", False)),
}
_SCRIPT_TAKERS = frozenset(_LOADER_OPTIONS) | frozenset(_SCRIPT_OPERAND) | frozenset({".", "source"})
_FILE_TAKERS = _SCRIPT_TAKERS | frozenset(_BUILD_FILE_LOADERS)
# another name of the same loader (a rule on awk -f F meets gawk -f F, one on Rscript F meets R -f F)
_LOADER_SAME = {"gawk": "awk", "mawk": "awk", "nawk": "awk", "gsed": "sed", "nodejs": "node", "gmake": "make",
                "luajit": "lua", "R": "Rscript", "Rscript": "R", "nvim": "vim", "vi": "vim", "gvim": "vim",
                "jruby": "ruby", "irb": "ruby", "pypy3": "python3", "pypy": "python", "ts-node": "node",
                "tsx": "node", "bun": "node", "deno": "node"}
# python's import of a module (python3 -c 'import evil', from evil import x): the file evil.py
_PY_IMPORT = re.compile(r"(?:^|[;\n]|\bexec\s*\(\s*['\"])\s*(?:import|from)\s+([A-Za-z_][\w.]{0,99})")
_SYSTEM_DIRS = ("/usr/", "/bin/", "/sbin/", "/opt/", "/nix/", "/snap/", "/lib")


def _spellings(f: str, cwd: str | None = None, home: str | None = None, run_dir: str | None = None) -> tuple[str, ...]:
    """A file's names a rule may give it: as written, without ./, with ./, and (the
    working directory known) from the working directory (~/proj/evil.el, ../proj/x).
    ``run_dir``: where the command runs when a cd moved it away (cd sub && node -r
    ../evil.js app.js loads the working directory's evil.js: probe round 40, editors40)."""
    g = f
    while g.startswith("./") and len(g) > 2:
        g = g[2:]
    out = [f]
    where = run_dir if run_dir and run_dir.startswith("/") else cwd
    if where and where.startswith("/") and cwd and cwd.startswith("/") and g and not g.startswith("-"):
        full = (home + g[1:]) if home and (g == "~" or g.startswith("~/")) else g
        if not full.startswith("~"):
            full = posixpath.normpath(posixpath.join(where, full))
            out.append(full)
            if full.startswith(cwd.rstrip("/") + "/"):
                g = full[len(cwd.rstrip("/")) + 1:]
            elif where != cwd:
                return tuple(dict.fromkeys(out))   # (run elsewhere: not the working directory's file)
    if g.startswith(("/", "~", "-")) or not g:
        return tuple(dict.fromkeys(out))
    return tuple(dict.fromkeys((*out, g, "./" + g)))


def script_run_words(argv: tuple[str, ...], written: tuple[str, ...],
                     env: tuple[tuple[str, str], ...], stdin: str | None = None, cwd: str | None = None,
                     home: str | None = None, run_dir: str | None = None,
                     stdin_text: str | None = None) -> list[tuple[str, ...]]:
    """(probe round 38, editors38) The words a deny or ask rule on running a file meets
    in a command that runs one: ``./deploy.sh``, ``sh deploy.sh``, ``node -r ./evil.js
    app.js``, ``emacs -l evil.el``, ``NODE_OPTIONS=--require=./evil.js npm test``,
    ``emacs --eval '(load "evil.el")'``... For each file run (under each of its
    spellings): the file run as a program, the program that runs it given it as its
    script (node evil.js), under each option that loads one (emacs --script evil.el meets
    emacs -l evil.el), and a shell running it (sh deploy.sh, bash deploy.sh)."""
    if not argv:
        return []
    name = argv[0]
    if not env and name not in _FILE_TAKERS and written and "/" not in written[0] and (
            written[0] == name or len(written) < 2):
        return []   # (the cheap test: no file run here)
    path = _run_path(argv, written)
    if not path and not env and name not in _FILE_TAKERS:
        return []
    runs: dict[tuple[str, str], None] = {}   # (program, file)
    if name in _BUILD_FILE_LOADERS and (name not in ("npm", "pnpm", "yarn") or len(argv) > 2 and "--" in (
            joined := " ".join(argv)) and ("--script-shell" in joined or "--node-options" in joined)):
        for f in _build_loaded_files(argv, *_BUILD_FILE_LOADERS[name]):
            runs[("", f)] = None
        if name in ("npm", "pnpm", "yarn"):
            # (npm test --node-options=--require=./evil.js: NODE_OPTIONS given as an option)
            for k, w in enumerate(argv[1:24], 1):
                value = w.split("=", 1)[1] if w.startswith("--node-options=") else \
                    argv[k + 1] if w == "--node-options" and k + 1 < len(argv) else None
                if value:
                    try:
                        vw = shlex.split(value)
                    except ValueError:
                        vw = value.split()
                    for f in _loaded_files(vw, _LOADER_OPTIONS["node"]):
                        runs[("node", f)] = None
    if path:
        runs[("", path)] = None
    if name in (".", "source") and len(argv) > 1:
        # (. hooks/pre-commit: this shell runs it, no other: a rule naming the file meets
        # it through file_rule_prefixes, a rule on bare sh does not meet . venv/bin/activate)
        runs[("", argv[1])] = None
    if name == "deno":
        f = _deno_script(argv)
        if f is not None:
            runs[("deno", f)] = None
    for var, value in env:
        prog = _FILE_LOADER_ENV.get(var)
        if prog is None:
            continue
        if var in ("PYTHONSTARTUP", "BASH_ENV", "ENV"):
            runs[(prog, value)] = None
            continue
        if not prog:
            # (LD_PRELOAD=./evil.so ls: the library's code runs in the program)
            for f in re.split(r"[:\s]+", value)[:8]:
                if "/" in f or "." in f:
                    runs[("", f)] = None
            continue
        try:
            vw = shlex.split(value)
        except ValueError:
            vw = value.split()
        for f in _loaded_files(vw, _LOADER_OPTIONS.get(prog, (("-r", "-M"), ""))):
            runs[(prog, f)] = None
    if name in _SCRIPT_TAKERS:
        loader = _LOADER_OPTIONS.get(name)
        if loader is not None:
            for f in _loaded_files(argv[1:], loader):
                runs[(name, f)] = None
        operand = _SCRIPT_OPERAND.get(name)
        if operand is not None:
            f = _script_operand(argv, name, *operand)
            if f is not None and f != "-":
                runs[(name, f)] = None
            elif stdin and not any(a in (("-c",) if name in SHELLS else operand[1]) for a in argv[1:8]):
                runs[(name, stdin)] = None   # (R --no-save < evil.R, python3 < x.py)
            elif stdin_text and name not in SHELLS and not any(a in operand[1] for a in argv[1:8]):
                # (probe round 40, editors40) code read from a here-document or here-string
                # (python3 - <<< 'import evil', node <<EOF require('./evil.js') EOF)
                code = stdin_text[:4096]
                if name[:1] == "p" and name not in ("php", "perl"):
                    for m in _PY_IMPORT.finditer(code):
                        runs[(name, m.group(1).split(".")[0] + ".py")] = None
                for m in _CODE_LOADS.finditer(code):
                    _code_load(runs, name, m.group(1), m.group(0).startswith("require_relative"))
            if name[:1] == "p" and name not in ("php", "perl"):
                # (python3 -m evil, python3 -c 'import evil': a module of the project's)
                for k in range(1, min(len(argv), 8) - 1):
                    if argv[k] == "-m" or argv[k].startswith("-") and not argv[k].startswith("--") \
                            and argv[k].endswith("m"):
                        runs[(name, argv[k + 1].replace(".", "/") + ".py")] = None
                    elif argv[k] == "-c" or argv[k].startswith("-") and not argv[k].startswith("--") \
                            and argv[k].endswith("c"):
                        for m in _PY_IMPORT.finditer(argv[k + 1][:4096]):
                            runs[(name, m.group(1).split(".")[0] + ".py")] = None
            for w in argv[1:24]:
                if len(w) > 6 and ("(" in w or "\"" in w or "'" in w):
                    for m in _CODE_LOADS.finditer(w[:4096]):
                        _code_load(runs, name, m.group(1), m.group(0).startswith("require_relative"))
    if runs and (env or "-I" in argv[1:8] or any(a.startswith("-I") for a in argv[1:8])):
        _search_dirs(runs, argv, env)
    out: dict[tuple[str, ...], None] = {}
    for (prog, f), _none in list(runs.items())[:16]:
        if not f or f == "-" or f.startswith("-"):
            continue
        progs = (prog, _LOADER_SAME[prog]) if prog in _LOADER_SAME else (prog,) if prog else ()
        # (a shell's script: a rule on sh deploy.sh meets ./deploy.sh and emacs -l
        # deploy.sh; a rule on bare sh or bash does not meet python3 app.py or ./gradlew)
        shell = f.endswith((".sh", ".bash")) or prog in SHELLS
        for s in _spellings(f, cwd, home, run_dir):
            if "/" in s or "." in s:
                out[(s,)] = None   # (a file named rm is run as ./rm: no rule on the program rm)
            if shell:
                out[("sh", s)] = None
                out[("bash", s)] = None
            if prog == "deno":
                out[("deno", "run", s)] = None
            for p in progs:
                out[(p, s)] = None
                for o in _LOADER_OPTIONS.get(p, ((), ""))[0]:
                    out[(p, o, s)] = None
                    if o.startswith("--"):
                        out[(p, o + "=" + s)] = None
    return list(out)


_RUNNER_VALUED = frozenset({"--cwd", "--filter", "-F", "--dir", "-C", "-w", "--workspace", "--prefix", "-p",
                            "--package"})


PACKAGE_RUNNERS = frozenset({"yarn", "pnpm", "bun", "npm", "npx", "bunx", "pnpx"})


def _runner_skip(argv: tuple[str, ...], i: int, n: int) -> int:
    while i < n and argv[i].startswith("-"):
        if argv[i] == "--":
            return i + 1
        i += 2 if argv[i] in _RUNNER_VALUED else 1
    return i


def package_runner_words(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """(probe round 40, editors40) The words of the interpreter a package manager runs as
    a package's program (yarn tsx --import ./evil.js app.ts, yarn exec node x.js, pnpm dlx
    tsx x.ts, bun x tsx x.ts, npx tsx --import ./evil.js app.ts), for the files it loads;
    None when it runs no interpreter of script_run_words' tables."""
    if len(argv) < 2:
        return None
    base = argv[0]   # (the analysis' name, no directory)
    if base not in PACKAGE_RUNNERS or base == "npm" and "exec" not in argv and "x" not in argv:
        return None
    n = min(len(argv), 24)
    i = _runner_skip(argv, 1, n)
    if i < n and base not in ("npx", "bunx", "pnpx"):
        if argv[i] in ("exec", "dlx", "x", "run", "run-script"):
            i = _runner_skip(argv, i + 1, n)
        elif base == "npm" or argv[i] in _SCRIPT_RUNNER_COMMANDS.get(base, ()):
            return None
    if i >= n:
        return None
    prog = posixpath.basename(argv[i])
    if "@" in prog[1:]:
        prog = prog[:prog.index("@", 1)]   # (npx tsx@4 x.ts)
    return (prog,) + argv[i + 1:] if prog in _FILE_TAKERS and prog not in (".", "source") else None


# (probe round 40, editors40) the variables that add directories a module is looked for in
_MODULE_PATH_ENV = {"PYTHONPATH": "python", "PERL5LIB": "perl", "PERLLIB": "perl", "RUBYLIB": "ruby",
                    "NODE_PATH": "node"}


# every variable script_run_words reads
LOADER_ENV_VARS = frozenset(_FILE_LOADER_ENV) | frozenset(_MODULE_PATH_ENV)


def exported_loaders(argv: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(probe round 40, editors40) The loader variables an ``export`` (``declare -x``)
    sets for the commands after it: export NODE_OPTIONS=--require=./evil.js; node app.js."""
    if argv[0] not in ("export", "declare", "typeset") or (argv[0] != "export" and not any(
            a.startswith("-") and "x" in a for a in argv[1:4])):
        return ()
    out = []
    for a in argv[1:16]:
        var, eq, value = a.partition("=")
        if eq and var in LOADER_ENV_VARS:
            out.append((var, value))
    return tuple(out)


def _search_dirs(runs: dict[tuple[str, str], None], argv: tuple[str, ...],
                 env: tuple[tuple[str, str], ...]) -> None:
    """A module a loader names (perl -Mevil, ruby -revil, python3 -c 'import evil', node -r
    evil) is also looked for in the directories the line adds: perl/ruby -I DIR, PYTHONPATH,
    PERL5LIB, RUBYLIB, NODE_PATH (perl -I lib -Mevil runs lib/evil.pm)."""
    dirs: dict[str, list[str]] = {}
    for var, value in env:
        fam = _MODULE_PATH_ENV.get(var)
        if fam:
            dirs.setdefault(fam, []).extend(d for d in value.split(":")[:4] if d)
    name = argv[0]
    if name in ("perl", "ruby", "jruby"):
        fam = "ruby" if name == "jruby" else name
        for k in range(1, min(len(argv), 12)):
            a = argv[k]
            if a == "-I" and k + 1 < len(argv):
                dirs.setdefault(fam, []).append(argv[k + 1])
            elif a.startswith("-I") and len(a) > 2:
                dirs.setdefault(fam, []).append(a[2:])
    if not dirs:
        return
    for prog, f in list(runs)[:16]:
        fam = "python" if prog.startswith(("python", "pypy")) else "node" if _LOADER_SAME.get(prog, prog) == "node" \
            else "ruby" if prog in ("ruby", "jruby", "irb") else prog
        if fam not in dirs or not f or f.startswith(("/", "./", "../", "~", "-")):
            continue
        for d in dirs[fam][:4]:
            runs[(prog, d.rstrip("/") + "/" + f)] = None


def _code_load(runs: dict[tuple[str, str], None], name: str, f: str, relative: bool = False) -> None:
    """A file code loads by name, with the extension its loader gives a bare one ((load
    "./evil") loads evil.el, require("./evil") evil.js, require_relative "evil" evil.rb).
    ``relative``: Ruby's require_relative, whose bare name is a file beside the code (the
    working directory's for ruby -e; probe round 41, stdin41)."""
    if "." in f or "/" in f:
        runs[(name, f)] = None
    ext = _LOADER_OPTIONS.get(name, ((), ""))[1]
    if ext and ("/" in f or name == "emacs" or relative) and "." not in f.rpartition("/")[2]:
        runs[(name, f + ext)] = None


def _build_loaded_files(argv: tuple[str, ...], opts: tuple[str, ...], ext: str, modules: bool) -> list[str]:
    """The files a build tool's options in ``opts`` hand it (-c F, --config F, --config=F,
    -cF; a module list's names as their files: pytest -p a.b is a/b.py, -p no:x none)."""
    out: list[str] = []
    n = min(len(argv), 32)
    for i in range(1, n):
        w = argv[i]
        if not w.startswith("-"):
            continue
        if w == "--":
            break
        value = None
        if w in opts:
            value = argv[i + 1] if i + 1 < len(argv) else None
        elif w.startswith("--") and "=" in w:
            if w.split("=", 1)[0] in opts:
                value = w.split("=", 1)[1]
        elif len(w) > 2 and w[:2] in opts and w[1] != "-":
            value = w[2:].removeprefix("=")   # (-cevil.js, -pevil)
        if not value:
            continue
        for v in value.split(",") if modules else (value,):
            v = v.strip()
            if not v or v.startswith("no:"):
                continue
            out.append(v)
            if modules and "/" not in v and not v.endswith(ext):
                out.append(v.replace(".", "/") + ext)
            elif ext and "." not in v.rpartition("/")[2]:
                out.append(v + ext)   # (mocha -r ./evil loads ./evil.js)
    return out


def _run_path(argv: tuple[str, ...], written: tuple[str, ...]) -> str | None:
    """The path of a program run by its path (./deploy.sh, hooks/pre-commit), also when a
    wrapper or a knob runs it (env ./evil.js, git -c core.pager=./evil.js log, git -c
    alias.x='!./evil.js' x, whose argv is the program's name alone: probe round 40,
    editors40); None for a program found on PATH or in a system directory."""
    if not written:
        return None
    w0 = written[0]
    if "/" in w0:
        return None if w0.startswith(_SYSTEM_DIRS) else w0
    name = argv[0]
    if w0 == name or not name or "/" in name or len(written) < 2:
        return None
    tail = "/" + name
    for w in written[1:24]:
        if tail not in w:
            continue
        for v in (w, w.split("=", 1)[-1]):
            v = v.lstrip("!").strip()
            v = v.split(None, 1)[0] if v else v
            if v.endswith(tail) and not v.startswith(_SYSTEM_DIRS) and "=" not in v:
                return v
    return None


# (probe round 40, editors40) deno's options that take the next word as their value, and
# its subcommands that run a script given as their first operand (deno ./x.js is deno run)
_DENO_VALUED = frozenset({"-c", "--config", "--import-map", "--lock", "--cert", "--preload", "--require",
                          "--location", "--seed", "--v8-flags"})
_DENO_RUNS = frozenset({"run", "serve", "test", "bench", "repl"})


def _deno_script(argv: tuple[str, ...]) -> str | None:
    """The script deno runs (deno run -A ./evil.js, deno ./evil.js, deno serve x.ts)."""
    i = 1
    n = min(len(argv), 24)
    if i < n and not argv[i].startswith("-"):
        if argv[i] in _DENO_RUNS:
            i += 1
        elif "." not in argv[i] and "/" not in argv[i]:
            return None   # (deno fmt, deno task x, deno eval CODE)
    while i < n:
        a = argv[i]
        if a == "--":
            return argv[i + 1] if i + 1 < len(argv) else None
        if a.startswith("-"):
            # (--allow-read, --env-file, --inspect take their value glued: --allow-read=.)
            i += 2 if a in _DENO_VALUED else 1
            continue
        return a
    return None


def _file_key(word: str) -> str:
    while word.startswith("./") and len(word) > 2:
        word = word[2:]
    return word


_VERSION_TAIL_NAME = re.compile(r"(?<=[a-z])[0-9][0-9.]*$")


def file_rule_prefixes(rules: Iterable[PermissionRule]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """(probe round 40, editors40) The deny and ask rules on Bash that name a file run
    (``sh hooks/pre-commit``, ``node evil.js``, ``./deploy.sh``), by that file (without
    ./): the rule's words up to the file's. A file run by its own name (./evil.js,
    hooks/pre-commit), by a knob (git -c diff.external=./evil.js) or as a git hook meets
    such a rule whatever interpreter its first line names: the rule's words up to the
    file, then the command's other words. A rule on a bare program names no file."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for r in rules:
        if r.tool != "Bash" or r.kind not in ("bash_prefix", "bash_exact") or not r.tokens:
            continue
        first = r.tokens[0]
        if "/" in first and not first.startswith(_SYSTEM_DIRS):
            out.setdefault(_file_key(first), []).append(r.tokens[:1])
            continue
        prog = _VERSION_TAIL_NAME.sub("", posixpath.basename(first))
        if prog not in SHELLS and prog not in INTERPRETERS and prog not in _SCRIPT_TAKERS:
            continue
        for i in range(1, min(len(r.tokens), 6)):
            t = r.tokens[i]
            if t.startswith("-") or (prog == "deno" and t in _DENO_RUNS):
                continue
            if ("/" in t or "." in t) and "*" not in t:
                out.setdefault(_file_key(t), []).append(r.tokens[:i + 1])
            break
    return {k: tuple(dict.fromkeys(v)) for k, v in out.items()}


def file_rule_words(words: Iterable[tuple[str, ...]],
                    prefixes: Mapping[str, tuple[tuple[str, ...], ...]]) -> list[tuple[str, ...]]:
    """The words of ``file_rule_prefixes``' rules a command's words meet: for each word
    list run as a file (its first word that file), the rule's words then the others."""
    out: list[tuple[str, ...]] = []
    for w in words:
        if w and w[0] and ("/" in w[0] or "." in w[0]):
            for prefix in prefixes.get(_file_key(w[0]), ()):
                out.append(prefix + w[1:])
    return out


# (probe round 40, editors40) the hooks git runs for a subcommand (githooks(5)); a
# subcommand not here runs none of the client's hooks the rules could name
_REF_HOOK = ("reference-transaction",)
_INDEX_HOOK = ("post-index-change",)
_COMMIT_HOOKS = ("pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "post-rewrite", "pre-auto-gc",
                 *_REF_HOOK, *_INDEX_HOOK)
_MERGE_HOOKS = ("pre-merge-commit", "prepare-commit-msg", "commit-msg", "post-merge", "pre-auto-gc", *_REF_HOOK,
                *_INDEX_HOOK)
_REBASE_HOOKS = ("pre-rebase", "post-rewrite", "post-checkout", *_COMMIT_HOOKS)
_GIT_HOOKS_RUN: dict[str, tuple[str, ...]] = {
    "commit": _COMMIT_HOOKS, "merge": _MERGE_HOOKS, "pull": (*_MERGE_HOOKS, *_REBASE_HOOKS),
    "rebase": _REBASE_HOOKS, "cherry-pick": _COMMIT_HOOKS, "revert": _COMMIT_HOOKS,
    "am": ("applypatch-msg", "pre-applypatch", "post-applypatch", *_REBASE_HOOKS),
    "push": ("pre-push", *_REF_HOOK), "checkout": ("post-checkout", *_REF_HOOK, *_INDEX_HOOK),
    "switch": ("post-checkout", *_REF_HOOK, *_INDEX_HOOK), "clone": ("post-checkout", *_REF_HOOK),
    "worktree": ("post-checkout", *_REF_HOOK), "fetch": ("pre-auto-gc", *_REF_HOOK),
    "gc": ("pre-auto-gc",), "maintenance": ("pre-auto-gc",),
    **dict.fromkeys(("branch", "tag", "update-ref", "notes", "replace", "symbolic-ref"), _REF_HOOK),
    **dict.fromkeys(("reset", "stash", "restore"), (*_REF_HOOK, *_INDEX_HOOK)),
    **dict.fromkeys(("add", "rm", "mv", "status", "update-index", "read-tree", "apply", "sparse-checkout"),
                    _INDEX_HOOK),
    "send-email": ("sendemail-validate",),
    "p4": ("p4-changelist", "p4-prepare-changelist", "p4-post-changelist", "p4-pre-submit"),
}
GIT_HOOK_NAMES = frozenset(h for hooks in _GIT_HOOKS_RUN.values() for h in hooks) | frozenset({"fsmonitor-watchman"})
_GIT_HOOK_ORDER = tuple(sorted(GIT_HOOK_NAMES))
_NO_VERIFY_SKIPS = frozenset({"pre-commit", "commit-msg", "pre-merge-commit", "pre-push", "applypatch-msg",
                              "pre-applypatch"})


def git_hook_runs(argv: tuple[str, ...], hooks_dir: str | None,
                  env: tuple[tuple[str, str], ...] = ()) -> tuple[list[str], str | None]:
    """(probe round 40, editors40) The hook files a git command runs, and the hooks
    directory the commands after it use: ``git -c core.hooksPath=DIR commit`` runs
    DIR/pre-commit...; ``git config core.hooksPath DIR`` sets DIR for the commands after
    it (git commit then runs DIR/pre-commit); without one, .git/hooks. (probe round 41,
    stdin41) without one, the git directory's hooks: ``--git-dir=X`` or ``GIT_DIR=X`` in
    front of it (X/hooks), else the .git/hooks of the directory it runs in (``-C DIR``) or
    of any directory above it, the repository's top (a subdirectory of a repository)."""
    glob, sub, sub_args, _ok = git_split_t(argv[1:])
    here = hooks_dir
    git_dir = next((v for n, v in env if n == "GIT_DIR"), None) if env else None
    for k in range(len(glob)):
        if glob[k] == "-c" and k + 1 < len(glob) and glob[k + 1].lower().startswith("core.hookspath="):
            here = glob[k + 1].split("=", 1)[1] or here
        elif glob[k] == "--git-dir" and k + 1 < len(glob):
            git_dir = glob[k + 1]
        elif glob[k].startswith("--git-dir="):
            git_dir = glob[k].split("=", 1)[1]
    if sub == "config":
        ops = [a for a in sub_args if not a.startswith("-")]
        if ops[:1] == ["set"]:
            ops = ops[1:]
        if len(ops) >= 2 and ops[0].lower() == "core.hookspath" and "--unset" not in sub_args:
            # (every later git command, in this line or a later call, runs its hooks from
            # there: as git config alias.p 'push origin' is git push for the rules)
            where = ops[1].rstrip("/") or ops[1]
            return [where + "/" + h for h in _GIT_HOOK_ORDER], ops[1]
        return [], hooks_dir
    hooks = _GIT_HOOKS_RUN.get(sub or "", ())
    if not hooks and sub:
        # (git -c alias.ci=commit ci: the subcommand the alias names, with its words)
        for k in range(len(glob) - 1):
            if glob[k] == "-c" and glob[k + 1].lower().startswith("alias." + sub.lower() + "="):
                words = glob[k + 1].split("=", 1)[1].split()
                if words and not words[0].startswith("!"):
                    sub, sub_args = words[0], (*words[1:], *sub_args)
                    hooks = _GIT_HOOKS_RUN.get(sub, ())
    if hooks and ("--no-verify" in sub_args or (sub == "commit" and any(
            a.startswith("-") and not a.startswith("--") and "n" in a[1:] and "m" not in a[1:a.find("n")]
            for a in sub_args))):
        hooks = tuple(h for h in hooks if h not in _NO_VERIFY_SKIPS)
    if not hooks:
        return [], hooks_dir
    top = None
    if "-C" in glob:
        k = glob.index("-C")
        top = glob[k + 1].rstrip("/") or "/" if k + 1 < len(glob) and glob[k + 1] else None
    if here:
        wheres = [here.rstrip("/") or here]
    elif git_dir:
        wheres = [(git_dir.rstrip("/") or git_dir) + "/hooks"]
    else:
        # the repository's top is where git runs or a directory above it: each one's .git/hooks
        wheres, d = [], top or "."
        for _ in range(8):
            wheres.append((d + "/" if d not in (".", "/") else "/" if d == "/" else "") + ".git/hooks")
            if d in ("/", "~"):
                break
            d = d + "/.." if d == ".." or d.endswith("/..") else posixpath.dirname(d) if "/" in d \
                else ".." if d == "." else "."
        top = None
    if top and not any(w.startswith(("/", "~")) for w in wheres):
        # (git -C sub commit: the repository there, its hooks directory)
        wheres = [top.rstrip("/") + "/" + w for w in wheres]
    return [w + "/" + h for w in wheres for h in hooks], hooks_dir


def _loaded_files(words, loader: tuple[tuple[str, ...], str]) -> list[str]:
    """The files the options in ``loader`` hand a program among ``words`` (-r F, -rF,
    --require F, --require=F; a bare module name also with the loader's extension)."""
    opts, ext = loader
    out: list[str] = []
    n = min(len(words), 32)
    for i in range(n):
        w = words[i]
        if not w.startswith("-") or w == "--":
            if w == "--":
                break
            continue
        value = None
        if w in opts:
            if i + 1 < len(words):
                value = words[i + 1]
        elif w.startswith("--") and "=" in w:
            if w.split("=", 1)[0] in opts:
                value = w.split("=", 1)[1]
        elif w == "-d" and i + 1 < len(words) or w.startswith("-d") and "auto_" in w:
            # (php -d auto_prepend_file=F, auto_append_file=F)
            setting = words[i + 1] if w == "-d" else w[2:]
            if setting.startswith(("auto_prepend_file=", "auto_append_file=")):
                value = setting.split("=", 1)[1]
        elif len(w) > 2 and w[:2] in opts and w[1] != "-":
            value = w[2:]   # (-rF, -Levil.lua, -Mevil)
        if not value:
            continue
        if opts and opts[0] == "-M":
            value = value.split("=", 1)[0].lstrip("-")
            out.append(value.replace("::", "/") + ".pm")
            continue
        out.append(value)
        if ext and not value.endswith(ext):
            if opts == ("-l",):
                out.append(value.replace(".", "/") + ext)   # (lua -l a.b is a/b.lua)
            else:
                out.append(value + ext)
    return out


def _script_operand(argv: tuple[str, ...], name: str, valued: frozenset[str],
                    code: frozenset[str]) -> str | None:
    """The script an interpreter runs from a file: its first operand (python3 x.py,
    node ./x.js, perl deploy.sh; emacs only through --script)."""
    if name in ("emacs", "R"):
        return None   # (emacs F visits F; R CMD INSTALL x)
    i = 1
    n = min(len(argv), 24)
    while i < n:
        a = argv[i]
        if a == "--":
            return argv[i + 1] if i + 1 < len(argv) else None
        if a.startswith("-") and len(a) > 1:
            if a.split("=", 1)[0] in code:
                return None
            if not a.startswith("--"):
                for ch in a[1:]:
                    if "-" + ch in code:
                        return None   # (python3 -Bc CODE, perl -ne CODE)
                    if "-" + ch in valued:
                        break   # (its value follows, glued or as the next word)
            if a in valued:
                i += 2
                continue
            i += 1
            continue
        return a
    return None


def _program_family(name: str) -> str:
    """The name without a version at its end (python3.11 -> python)."""
    if name[-1:] not in "0123456789.\n":
        return name   # no digit at the end ("$" also matches before a final newline): nothing to strip
    return _VERSION_TAIL.sub("", name)


def same_program(rule_name: str, name: str) -> bool:
    if name == rule_name:
        return True
    if name in _SAME_JOB.get(rule_name, ()):
        return True
    family = _program_family(rule_name)
    return len(family) > 1 and _program_family(name) == family


class BashRuleNames:
    """Deny/ask rules on Bash indexed by the program they name: ``rules_for(names)``
    is the set of id() of every indexed rule ``r`` with ``same_program(r.tokens[0], n)``
    for some ``n`` in ``names``, found without trying each rule. Only rules that
    bash_block_matches can match by name alone are indexed (Bash, not "any", with
    tokens); ``indexed`` holds their id()s: an indexed rule not in ``rules_for(names)``
    matches no command of those names."""

    __slots__ = ("indexed", "_exact", "_family")

    def __init__(self, rules: Iterable[PermissionRule]) -> None:
        self.indexed: set[int] = set()
        self._exact: dict[str, set[int]] = {}    # a name -> rules on it (or on a job it does)
        self._family: dict[str, set[int]] = {}   # a name without its version -> rules on the family
        for r in rules:
            if r.tool != "Bash" or r.kind not in ("bash_prefix", "bash_exact") or not r.tokens:
                continue
            self.indexed.add(id(r))
            first = r.tokens[0]
            # same_program: the name itself, the other ways of doing its job...
            for name in (first, *_SAME_JOB.get(first, ())):
                self._exact.setdefault(name, set()).add(id(r))
            # ...and other versions of it (a family of two characters or more)
            family = _program_family(first)
            if len(family) > 1:
                self._family.setdefault(family, set()).add(id(r))

    def rules_for(self, names: Iterable[str]) -> set[int]:
        out: set[int] = set()
        for n in names:
            out.update(self._exact.get(n, ()))
            out.update(self._family.get(_program_family(n), ()))
        return out


@functools.lru_cache(maxsize=1024)
def _nfc_rule(rule: PermissionRule) -> PermissionRule:
    return dataclasses.replace(rule, tokens=tuple(nfc(t) for t in rule.tokens))


# a package manager's other names for one subcommand (npm i is npm install): a deny or
# ask rule written with one meets them all
_NPM_INSTALL = ("i", "in", "ins", "inst", "insta", "instal", "isnt", "isnta", "isntal", "isntall", "add")
_NPM_UNINSTALL = ("un", "unlink", "remove", "rm", "r")
_SUB_ALIASES = {
    "npm": {**dict.fromkeys(_NPM_INSTALL, "install"), **dict.fromkeys(_NPM_UNINSTALL, "uninstall"),
            "ci": "clean-install", "install-clean": "clean-install", "isntall-clean": "clean-install",
            "t": "test", "tst": "test", "x": "exec", "rb": "rebuild", "up": "update", "upgrade": "update",
            "udpate": "update", "pub": "publish", "run-script": "run", "rum": "run", "urn": "run"},
    "pnpm": {"i": "install", "add": "install", "rm": "remove", "uninstall": "remove", "un": "remove",
             "up": "update", "upgrade": "update", "t": "test", "run-script": "run"},
    "yarn": {"remove": "remove", "upgrade": "upgrade"},
    "bun": {"i": "install", "a": "add", "rm": "remove", "x": "exec"},
}


# npm's commands: npm takes any unique prefix of one (npm publ is npm publish; probe round
# 32, rules32)
_NPM_COMMANDS = ("access", "adduser", "audit", "bugs", "cache", "ci", "completion", "config", "dedupe", "deprecate",
                 "diff", "dist-tag", "docs", "doctor", "edit", "exec", "explain", "explore", "find-dupes", "fund",
                 "get", "help", "help-search", "hook", "init", "install", "install-ci-test", "install-test", "link",
                 "ll", "login", "logout", "ls", "org", "outdated", "owner", "pack", "ping", "pkg", "prefix",
                 "profile", "prune", "publish", "query", "rebuild", "repo", "restart", "root", "run-script", "sbom",
                 "search", "set", "shrinkwrap", "star", "stars", "start", "stop", "team", "test", "token",
                 "undeprecate", "uninstall", "unpublish", "unstar", "update", "version", "view", "whoami")


def _npm_prefix(w: str) -> str | None:
    if len(w) < 2 or w in _NPM_COMMANDS:
        return None
    hits = [c for c in _NPM_COMMANDS if c.startswith(w)]
    return hits[0] if len(hits) == 1 else None


# (probe round 38, rules38) a package manager's own commands: any other first word runs the
# package's script of that name (yarn deploy is yarn run deploy)
_SCRIPT_RUNNER_COMMANDS = {
    "yarn": frozenset({"add", "audit", "autoclean", "bin", "cache", "check", "config", "constraints", "create",
                       "dedupe", "dlx", "exec", "explain", "generate-lock-entry", "global", "help", "import", "info",
                       "init", "install", "licenses", "link", "list", "login", "logout", "node", "npm", "outdated",
                       "owner", "pack", "patch", "patch-commit", "plugin", "policies", "publish", "rebuild",
                       "remove", "run", "search", "set", "stage", "tag", "team", "test", "unlink", "unplug", "up",
                       "upgrade", "upgrade-interactive", "version", "versions", "why", "workspace", "workspaces"}),
    "pnpm": frozenset({"add", "install", "i", "update", "up", "upgrade", "remove", "rm", "uninstall", "un", "link",
                       "ln", "unlink", "import", "rebuild", "rb", "prune", "fetch", "patch", "patch-commit",
                       "patch-remove", "audit", "list", "ls", "ll", "la", "outdated", "why", "licenses", "run",
                       "run-script", "test", "t", "tst", "exec", "dlx", "create", "start", "publish", "pack",
                       "deploy", "env", "setup", "store", "root", "bin", "config", "c", "server", "init", "doctor",
                       "help", "cat-file", "cat-index", "find-hash", "recursive", "multi", "m", "dedupe",
                       "install-test", "it", "approve-builds", "ignored-builds", "self-update", "catalog"}),
    "bun": frozenset({"run", "test", "x", "repl", "exec", "install", "i", "add", "a", "remove", "rm", "update",
                      "outdated", "link", "unlink", "pm", "build", "init", "create", "c", "upgrade", "publish",
                      "patch", "patch-commit", "audit", "info", "why", "completions", "discord", "help"}),
}


def _canonical_subcommand(words: tuple[str, ...]) -> tuple[str, ...] | None:
    """The words with a package manager's subcommand under its canonical name, or None."""
    table = _SUB_ALIASES.get(words[0]) if words else None
    if not table:
        return None
    for k, w in enumerate(words[1:], 1):
        if w.startswith("-"):
            continue
        canon = table.get(w)
        if canon is None and words[0] in _SCRIPT_RUNNER_COMMANDS and w not in _SCRIPT_RUNNER_COMMANDS[words[0]] \
                and not w.startswith(("/", ".")) and "/" not in w:
            return words[:k] + ("run",) + words[k:]
        if canon is None and words[0] == "npm":
            canon = _npm_prefix(w)
        return None if canon is None or canon == w else words[:k] + (canon,) + words[k + 1:]
    return None


def bash_block_matches(rule: PermissionRule, words: tuple[str, ...]) -> bool:
    """Loose matching for deny/ask rules: the same command name (or another version of
    the same program, or another name of its subcommand: npm i is npm install), the
    rule's other words in order anywhere after it, its options anywhere (short options in
    any clustering). Words are compared in Unicode NFC."""
    if rule.kind == "any":
        return True
    alt = _canonical_subcommand(words)
    if alt is not None and _bash_block_matches(rule, alt):
        return True
    if words and words[0] in ("git", "hub") and "push" in words:
        # (probe round 48, rules48) a refspec names the branch it updates: a rule on git
        # push origin main met neither HEAD:main, +main nor refs/heads/main
        for alt in _push_refspec_words(words):
            if _bash_block_matches(rule, alt):
                return True
    if words and posixpath.basename(words[0]) in _KUBE_CLIS and rule.tokens and \
            posixpath.basename(rule.tokens[0]) in _KUBE_CLIS and rule.kind in ("bash_prefix", "bash_exact"):
        kw, kr = _kube_canonical(words), _kube_rule(rule)
        if (kw is not None or kr is not rule) and _bash_block_matches(kr, kw or words):
            return True
    return _bash_block_matches(rule, words)


def _ref_name(ref: str) -> str:
    for pre in ("refs/heads/", "heads/"):
        if ref.startswith(pre):
            return ref[len(pre):]
    return ref


@functools.lru_cache(maxsize=512)
def _push_refspec_words(words: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """git push's words with each refspec ([+]SRC[:DST]) after the remote written as the
    branch it updates (DST), and as the branch it sends (SRC): the spellings a deny or
    ask rule on a push of a branch must meet. Empty when no refspec is respelled."""
    _glob, sub, sub_args, _ok = git_split_t(words[1:])
    if sub != "push" or not sub_args:
        return ()
    head = words[:len(words) - len(sub_args)]
    dst: list[str] = []
    src: list[str] = []
    seen_remote = changed = False
    for a in sub_args:
        if a.startswith("-") or not seen_remote:
            seen_remote = seen_remote or not a.startswith("-")
            dst.append(a)
            src.append(a)
            continue
        spec = a[1:] if a.startswith("+") and len(a) > 1 else a
        s, colon, d = spec.partition(":")
        d_name = _ref_name(d if colon else s)
        s_name = _ref_name(s) if s else d_name
        changed = changed or d_name != a or s_name != a
        dst.append(d_name)
        src.append(s_name)
    if not changed:
        return ()
    return (head + tuple(dst), head + tuple(src))


# (probe round 38, rules38) kubectl's resource types by their other names: a deny or ask rule
# on kubectl delete namespace met neither kubectl delete ns x nor namespaces x nor namespace/x
_KUBE_CLIS = frozenset({"kubectl", "oc", "kubecolor"})
_KUBE_KINDS = {alias: kind for kind, aliases in {
    "namespace": ("ns", "namespaces"), "pod": ("po", "pods"), "deployment": ("deploy", "deployments"),
    "service": ("svc", "services"), "node": ("no", "nodes"), "persistentvolume": ("pv", "persistentvolumes"),
    "persistentvolumeclaim": ("pvc", "persistentvolumeclaims"), "configmap": ("cm", "configmaps"),
    "secret": ("secrets",), "statefulset": ("sts", "statefulsets"), "daemonset": ("ds", "daemonsets"),
    "replicaset": ("rs", "replicasets"), "ingress": ("ing", "ingresses"),
    "customresourcedefinition": ("crd", "crds", "customresourcedefinitions"),
    "serviceaccount": ("sa", "serviceaccounts"), "job": ("jobs",), "cronjob": ("cj", "cronjobs"),
    "clusterrole": ("clusterroles",), "clusterrolebinding": ("clusterrolebindings",), "role": ("roles",),
    "rolebinding": ("rolebindings",), "networkpolicy": ("netpol", "networkpolicies"),
    "horizontalpodautoscaler": ("hpa", "horizontalpodautoscalers"), "storageclass": ("sc", "storageclasses"),
    "project": ("projects",), "replicationcontroller": ("rc", "replicationcontrollers"),
}.items() for alias in (kind, *aliases)}
_KUBE_VALUED = frozenset({"-n", "--namespace", "-l", "--selector", "-o", "--output", "-f", "--filename", "-c",
                          "--container", "--context", "--cluster", "--user", "--kubeconfig", "-k", "--kustomize",
                          "--field-selector", "--grace-period", "--timeout", "-s", "--server", "--as"})


def _kube_kind(word: str) -> str | None:
    kind = _KUBE_KINDS.get(word.lower())
    if kind is None and "." in word:
        kind = _KUBE_KINDS.get(word.split(".", 1)[0].lower())   # (deployments.apps)
    return kind


def _kube_canonical(words: tuple[str, ...]) -> tuple[str, ...] | None:
    """kubectl's words with each resource type under its one name (ns, namespaces and
    namespace/x are namespace, namespace x), or None when none changes."""
    out = [words[0]]
    skip = False
    changed = False
    for w in words[1:]:
        if skip or w.startswith("-"):
            out.append(w)
            skip = not skip and w in _KUBE_VALUED
            continue
        head, sep, tail = w.partition("/")
        kind = _kube_kind(head) if head else None
        if kind is None:
            out.append(w)
            continue
        if sep and tail:
            out.extend((kind, tail))
            changed = True
        elif not sep:
            out.append(kind)
            changed = changed or kind != w
        else:
            out.append(w)
    return tuple(out) if changed else None


@functools.lru_cache(maxsize=1024)
def _kube_rule(rule: PermissionRule) -> PermissionRule:
    words = _kube_canonical(rule.tokens)
    return rule if words is None else dataclasses.replace(rule, tokens=words)


def _bash_block_matches(rule: PermissionRule, words: tuple[str, ...]) -> bool:
    if rule.kind == "bash_glob":
        return bash_glob_matches(rule, words) or _loose_glob_matches(rule, words) or \
            _programless_glob_matches(rule, words)
    if not all(w.isascii() for w in words) or not all(t.isascii() for t in rule.tokens):
        words = tuple(nfc(w) for w in words)
        rule = _nfc_rule(rule)
    if not words or not same_program(rule.tokens[0], words[0]):
        return False
    if rule.tokens == words[: len(rule.tokens)]:
        return True
    rsplit = _RULE_SPLITS.get(rule.tokens)
    if rsplit is None:
        rsplit = _RULE_SPLITS[rule.tokens] = _split_words(rule.tokens[1:])
    rpos, rlong, _ = rsplit
    wpos, wlong, wletters = _split_words(words[1:])
    _implied_options(words, wlong, wletters)
    it = iter(wpos)
    if not all(any(w == r for w in it) for r in rpos):
        return False
    for opt in rlong:
        if opt in wlong:
            continue
        if opt.startswith("--"):
            name = opt.split("=", 1)[0]
            if "=" not in opt and _alias_letter(words, name, wletters):
                continue
            if _long_abbreviates(opt, wlong):
                continue
            return False
        if opt[1:].isalpha() and _letters_met(opt, words, wlong, wletters):
            continue
        return False
    return True


def bash_glob_matches(rule: PermissionRule, words: tuple[str, ...]) -> bool:
    """A wildcard Bash rule against one command's words (joined by single spaces, NFC)."""
    text = " ".join(words)
    return _rule_regex(rule.regex).fullmatch(nfc(text)) is not None


def _loose_glob_matches(rule: PermissionRule, words: tuple[str, ...]) -> bool:
    """A wildcard deny/ask rule that names its program (``git add -A*``) also matches as
    a word rule does: the same program, the rule's other words in order anywhere after
    it, its options anywhere; a word with ``*`` matches one word (``*`` alone: any)."""
    rw = rule.tokens
    if len(rw) < 2 or "*" in rw[0] or not words or not same_program(nfc(rw[0]), nfc(words[0])):
        return False
    name = nfc(words[0])
    words = tuple(nfc(w) for w in words[1:])
    options = {w for w in words if w.startswith("-")}
    positional = iter([w for w in words if not w.startswith("-")])
    _pos, longs, letters = _split_words(words)
    # (probe round 36, rules36) the other spellings of an option, as a word rule meets them
    # (Bash(git push * --force*) was evaded by git push -f, +main, --mirror, --forc)
    _implied_options((name,) + words, longs, letters)
    options |= longs
    for r in rw[1:]:
        if r in ("*", ":*"):
            continue   # (a ":*" word in the middle, Bash(find :* -delete:*): any words there)
        rx = _rule_regex("(?s)" + ".*".join(re.escape(nfc(p)) for p in r.split("*")))
        if r.startswith("-"):
            if not _rule_option_met(r, rx, (name,) + words, options, longs, letters):
                return False
            continue
        if not any(rx.fullmatch(w) for w in positional):
            return False
    return True


def _rule_option_met(r: str, rx, words: tuple[str, ...], options: set[str], longs: set[str],
                     letters: set[str], *, meaning: bool = False) -> bool:
    """A wildcard rule's option word ``r`` (``--force*``, ``-rf``) in a command
    (``words``, the program first): as written, as the program's one-letter alias, as a
    prefix of its name, or its letters in any clustering. With ``meaning`` (a rule naming
    no program), the letters r and f count only where they are the command's --recursive
    and --force (probe round 38, rules38: ``sort -r -f``, ``pip install -r req -f URL``)."""
    if any(rx.fullmatch(w) for w in options):
        return True
    head = r.split("*", 1)[0].split("=", 1)[0]
    if head.startswith("--") and len(head) > 3 and (
            _alias_letter(words, head, letters) or _long_abbreviates(head, longs)):
        return True
    # -rf in a rule is -r -f in any clustering (-rf*: an option word starting -rf)
    short = r[:-1].rstrip("*") if r.endswith("*") else r
    if "*" in short or short.startswith("--") or not short[1:].isalpha():
        return False
    return _letters_met(short, words, longs, letters, meaning=meaning)


_LETTER_LONGS = {v: k for k, v in _OPT_ALIASES.items()}


def _letters_met(short: str, words: tuple[str, ...], longs: set[str], letters: set[str], *,
                 meaning: bool = False) -> bool:
    """A rule's short option ``-rf`` in a command: each letter in some clustering, r and
    f also as --recursive and --force or a prefix of them (rm --rec --for: GNU getopt
    takes it). With ``meaning``, r and f count only where the program reads them so."""
    for c in set(short[1:].lower()):
        long = _LETTER_LONGS.get(c)
        if long is None:
            if c not in letters:
                return False
        elif long in longs or _long_abbreviates(long, longs):
            continue
        elif c not in letters or (meaning and not _alias_letter(words, long, letters)):
            return False
    return True


def _programless_pieces(tokens: tuple[str, ...]) -> tuple[tuple[str, bool, bool], ...]:
    """A wildcard rule's words cut at each ``*``: (piece, starts a word, ends a word)."""
    out = []
    for r in tokens:
        parts = r.split("*")
        for j, piece in enumerate(parts):
            if piece:
                out.append((piece, j == 0, j == len(parts) - 1))
    return tuple(out)


def _option_piece(piece: str) -> bool:
    return piece.startswith("-") and bool(piece.strip("-")) and not piece.startswith("---")


def _programless_glob_matches(rule: PermissionRule, words: tuple[str, ...]) -> bool:
    """(probe round 37, rules37) A wildcard deny/ask rule whose program is not one word
    of its own but with an option (``Bash(*--force*)``, ``Bash(* --force*)``,
    ``Bash(*-rf*)``, ``Bash(* push --force*)``, ``Bash(*push*--force*)``,
    ``Bash(git*--force*)``) meets the option's other spellings in any command, as a rule
    naming the program does: ``-f`` where it is that program's --force (docker rm's, not
    docker build's), ``--forc``, ``-r -f``, git push's ``+main``; the rule's other pieces
    in order anywhere (the first, when the rule does not start with ``*``, at the start
    of the program's name). Only options count: a rule with none (``Bash(*gcloud*)``)
    stays the literal pattern. Allow rules never read this way."""
    rw = rule.tokens
    if not rw or "*" not in rw[0] or not words:
        return False
    pieces = _programless_pieces(rw)
    if not any(_option_piece(p) for p, _s, _e in pieces):
        return False
    name = nfc(words[0])
    rest = tuple(nfc(w) for w in words[1:])
    options = {w for w in rest if w.startswith("-")}
    positional = iter([name, *(w for w in rest if not w.startswith("-"))])
    _pos, longs, letters = _split_words(rest)
    _implied_options((name,) + rest, longs, letters)
    options |= longs
    first = not rw[0].startswith("*")
    meaning = True   # (a rule naming its program, Bash(sort*-rf*), means that program's letters)
    for k, (piece, starts, ends) in enumerate(pieces):
        piece = nfc(piece)
        if k == 0 and first:
            base = posixpath.basename(name)
            if not any(n == piece or (not ends and n.startswith(piece)) for n in (name, base)):
                return False
            meaning = piece not in (name, base)
            continue
        if _option_piece(piece):
            opt = piece if ends else piece + "*"
            rx = _rule_regex("(?s)" + ".*".join(re.escape(x) for x in opt.split("*")))
            if not _rule_option_met(opt, rx, (name,) + rest, options, longs, letters, meaning=meaning):
                return False
            continue
        glob = ("" if starts else "*") + piece + ("" if ends else "*")
        rx = _rule_regex("(?s)" + ".*".join(re.escape(x) for x in glob.split("*")))
        if not any(rx.fullmatch(w) or (w is name and rx.fullmatch(posixpath.basename(w))) for w in positional):
            return False
    return True


def words_of_unparsed(command: str) -> list[tuple[str, ...]]:
    """Best-effort words of a command the parser could not analyse, for deny/ask rules
    only (it never leads to an allow)."""
    out: list[tuple[str, ...]] = []
    for piece in re.split(r"[;&|\n()`]|\$\(", command):
        piece = piece.strip()
        if not piece:
            continue
        try:
            words = shlex.split(piece)
        except ValueError:
            words = piece.split()
        while words and "=" in words[0] and not words[0].startswith("="):
            words = words[1:]
        if words and re.fullmatch(r"\{[^{}]*,[^{}]*\}", words[0]):
            # {curl,evil.com}: bash's brace expansion makes the words (probe round 32, published6)
            words = [w for w in words[0][1:-1].split(",") if w] + words[1:]
        if words and words[0].startswith("=") and len(words[0]) > 1:
            words[0] = words[0][1:]   # (zsh's =curl: the path of curl)
        if words:
            words[0] = words[0].rsplit("/", 1)[-1].lstrip("\\")
            out.append(tuple(words))
    return out


# --- suggestions -----------------------------------------------------------------------

def bash_suggestion(written: tuple[str, ...], exact: bool = False) -> str | None:
    """The narrowest rule covering one part: "cmd sub:*" for subcommand tools, else (or
    with ``exact``) the exact command."""
    if not written:
        return None
    name = written[0]
    if not exact and name in SUBCOMMAND_TOOLS and len(written) >= 2 and _WORD.match(written[1]):
        return f"Bash({shlex.join(written[:2])}:*)"
    text = shlex.join(written)
    if ")" in text and text.count("(") != text.count(")"):
        return None
    return f"Bash({text})"


def file_suggestion(tool: str, normalized: str, *, cwd: str | None) -> str | None:
    """The rule for one approved path, matching only that literal path: gitignore's
    pattern characters escaped (``[2024] Reports/a*.md`` is ``\\[2024\\] Reports/a\\*.md``,
    as Claude Code saves it); None for a path no rule can name (a newline, a NUL)."""
    if any(c in normalized for c in "\n\r\x00") or normalized.endswith("/"):
        return None
    rule_tool = "Read" if tool in READ_TOOLS else ("Write" if tool == "Write" else "Edit")
    if cwd and is_inside(normalized, normalize_path(cwd, cwd="/")) and normalized != normalize_path(cwd, cwd="/"):
        rel = normalized[len(normalize_path(cwd, cwd="/")):].lstrip("/")
        return f"{rule_tool}({'./' if rel.startswith(('~', '/')) else ''}{escape_glob(rel)})"
    return f"{rule_tool}({escape_glob(normalized)})"


def json_suggestion(tool: str, args: Mapping[str, Any]) -> str:
    return f"{tool}({canonical_json(dict(args))})"


def redirect_allowed(target: str | None, *, cwd: str | None, home: str | None, within: str | None = None) -> bool:
    """A write redirection an allow rule can accept: known, inside the working directory
    (``within``, else cwd) or harmless."""
    if target is None:
        return False
    p = normalize_path(target, cwd=cwd, home=home)
    if p in HARMLESS_WRITE_TARGETS:
        return True
    where = within if within is not None else cwd
    return bool(where) and is_inside(p, normalize_path(where, cwd="/"))
