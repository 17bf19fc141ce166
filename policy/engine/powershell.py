"""PowerShell read as the Bash it stands for.

A PowerShell command (Claude Code's ``PowerShell`` tool, ``pwsh -c``, ``powershell.exe
-EncodedCommand``) is translated, statement by statement, into the Bash command that does
the same thing to the same paths (``Remove-Item -Recurse -Force ~`` is ``rm -r -f ~``,
``Get-Content C:\\Users\\x\\.ssh\\id_rsa`` is ``cat /Users/x/.ssh/id_rsa``, ``iwr URL |
iex`` is ``curl URL | sh``), and the Bash analysis judges that: the destructive table,
sensitive paths, writes outside the working directory, read-only commands.

Only a small table of cmdlets with literal arguments and the parameters listed for them
is translated into a command Bash knows; a native program (``git status``) is itself.
Anything else stays unknown, and never becomes less than it is: an unknown cmdlet is an
unknown program (never read-only), and what cannot be read (a variable, a .NET call, an
expression given as an argument, code built at run time) is a command whose name is only
known at run time (asked in every mode). Code a cmdlet runs (a script block, the string
given to ``Invoke-Expression``, ``Start-Process``'s program) is translated too.
"""
from __future__ import annotations

import base64
import binascii
import re
import shlex

from policy.engine.paths import posix_spelling

UNKNOWN = 'eval "$POWERSHELL_CODE"'   # what cannot be read: a command only known at run time
UNKNOWN_CODE = "& $unreadable"   # PowerShell code that translates to UNKNOWN
_MAX_DEPTH = 6
_MAX_LEN = 100_000

# aliases PowerShell (Windows PowerShell 5 and pwsh 7) resolves before anything else
_ALIASES = {
    "rm": "remove-item", "del": "remove-item", "erase": "remove-item", "rd": "remove-item", "ri": "remove-item",
    "rmdir": "remove-item", "gci": "get-childitem", "ls": "get-childitem", "dir": "get-childitem",
    "gc": "get-content", "cat": "get-content", "type": "get-content", "sc": "set-content", "ac": "add-content",
    "ni": "new-item", "md": "new-item", "mkdir": "new-item", "cp": "copy-item", "copy": "copy-item",
    "cpi": "copy-item", "mv": "move-item", "move": "move-item", "mi": "move-item", "ren": "rename-item",
    "rni": "rename-item", "sls": "select-string", "gl": "get-location", "pwd": "get-location",
    "cd": "set-location", "sl": "set-location", "chdir": "set-location", "gi": "get-item", "rvpa": "resolve-path",
    "echo": "write-output", "write": "write-output", "iwr": "invoke-webrequest", "curl": "invoke-webrequest",
    "wget": "invoke-webrequest", "irm": "invoke-restmethod", "iex": "invoke-expression",
    "start": "start-process", "saps": "start-process", "icm": "invoke-command", "sajb": "start-job",
    "foreach": "foreach-object", "%": "foreach-object", "where": "where-object", "?": "where-object",
    "select": "select-object", "sort": "sort-object", "measure": "measure-object", "ft": "format-table",
    "fl": "format-list", "fw": "format-wide", "gps": "get-process", "ps": "get-process", "spps": "stop-process",
    "kill": "stop-process", "gcm": "get-command", "clc": "clear-content", "cli": "clear-item", "oh": "out-host",
    "h": "get-history", "history": "get-history", "gv": "get-variable", "gal": "get-alias", "clear": "clear-host",
    "cls": "clear-host", "ii": "invoke-item", "tee": "tee-object", "group": "group-object", "diff": "compare-object",
    "compare": "compare-object", "gm": "get-member", "gu": "get-unique", "sleep": "start-sleep",
}
# cmdlets that only print or filter what flows through them (their parameters are words)
_FILTERS = {"select-object", "sort-object", "measure-object", "format-table", "format-list", "format-wide",
            "out-string", "out-host", "group-object", "get-unique", "get-member", "convertto-json",
            "convertfrom-json", "convertto-csv", "convertfrom-csv", "out-default"}
# cmdlets that print something about the session or the machine and take no path
_PRINTERS = {"get-date": "date", "get-location": "pwd", "get-process": "ps", "get-history": "true",
             "get-alias": "true", "get-variable": "true", "clear-host": "true", "get-host": "true",
             "get-psdrive": "df", "get-uptime": "uptime", "get-computerinfo": "uname -a", "hostname": "hostname",
             "whoami": "whoami", "get-culture": "true", "get-executionpolicy": "true", "get-module": "true"}
_DISK = {"format-volume", "clear-disk", "initialize-disk", "remove-partition", "set-disk", "format-disk",
         "remove-physicaldisk", "clear-recyclebin"}
_POWER = {"stop-computer", "restart-computer"}
_DOWNLOAD = {"invoke-webrequest", "invoke-restmethod", "start-bitstransfer"}
# the words of an expression that fetches from the network ((New-Object Net.WebClient).DownloadString(...))
_FETCH_TEXT = re.compile(r"(?i)\b(?:invoke-webrequest|invoke-restmethod|iwr|irm|downloadstring|downloadfile|"
                         r"downloaddata|webclient|httpclient|start-bitstransfer|net\.webrequest)\b|https?://")
_HOME_VARS = re.compile(r"(?i)^(?:\$home|\$env:userprofile|\$env:home|\$\{env:userprofile\}|\$\{env:home\}|"
                        r"\$\{home\})(?=$|[\\/])")
_ROOT_VARS = re.compile(r"(?i)^(?:\$env:systemdrive|\$\{env:systemdrive\}|\$env:homedrive)(?=$|[\\/])")
# Windows' own directories by their variables ($env:APPDATA\...\Startup, $env:SystemRoot\System32)
_DIR_VARS = {"appdata": "~/AppData/Roaming", "localappdata": "~/AppData/Local", "systemroot": "/Windows",
             "windir": "/Windows", "programdata": "/ProgramData", "allusersprofile": "/ProgramData",
             "programfiles": "/Program Files", "public": "/Users/Public"}
_DIR_VAR = re.compile(r"(?i)^\$(?:env:(%s)|\{env:(%s)\})(?=$|[\\/])" % (("|".join(_DIR_VARS),) * 2))
_ENV_VAR = re.compile(r"(?i)^\$(?:env:([A-Za-z_][A-Za-z0-9_]*)|\{env:([A-Za-z_][A-Za-z0-9_]*)\})$")
_VERB_NOUN = re.compile(r"^[A-Za-z]+-[A-Za-z][\w]*$")
_NATIVE = re.compile(r"^[\w.+@/\\:-]+$")
# a filter script block that only compares properties ({ $_.Length -gt 1kb }, { $_.Name -like '*.py' })
_FILTER_ATOM = re.compile(r"(?i)^(?:\$_|\$psitem)(?:\.\w+)*$|^\$(?:true|false|null)$|^-[a-z]+$|"
                          r"^\d+(?:\.\d+)?(?:kb|mb|gb|tb|pb)?$|^$")
# parameters that take no value (a word after one is a positional)
_SWITCHES = ("recurse", "force", "raw", "file", "directory", "hidden", "append", "simplematch", "casesensitive",
             "notmatch", "list", "quiet", "allmatches", "descending", "unique", "wait", "whatif", "confirm",
             "verbose", "debug", "passthru", "nonewline", "usebasicparsing", "asjob", "nonewwindow", "noclobber",
             "readonly", "system", "followsymlink", "name", "expandproperty", "asstring", "stable", "leaf",
             "parent", "resolve", "isabsolute", "relative", "compress", "enumerate", "asarray", "ashashtable")


class _Unknown(Exception):
    """Text that is not read here."""


def decode_encoded(value: str) -> str | None:
    """-EncodedCommand's base64 of UTF-16LE text, or None."""
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        return raw.decode("utf-16-le")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return None


# --- tokens ------------------------------------------------------------------------------------

# kinds: "w" bare word, "s" literal string, "v" text with expansions, "p" parameter (-Name[:value]),
# "op" one of ; | && || & > >> 2> ... , "block" {…}, "paren" (…), "sub" $(…), "arr" @(…)/@{…}
_T = tuple[str, str]


def _tokens(src: str) -> list[_T]:
    out: list[_T] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c in " \t\r\f":
            i += 1
            continue
        if c == "`" and i + 1 < n and src[i + 1] == "\n":
            i += 2
            continue
        if c == "\n":
            out.append(("op", ";"))
            i += 1
            continue
        if c == "#":
            j = src.find("\n", i)
            i = n if j < 0 else j
            continue
        if src.startswith("<#", i):
            j = src.find("#>", i + 2)
            if j < 0:
                raise _Unknown
            i = j + 2
            continue
        if c == "'" or c in "\u2018\u2019":
            j, buf = i + 1, []
            while True:
                if j >= n:
                    raise _Unknown
                if src[j] in "'\u2018\u2019":
                    if j + 1 < n and src[j + 1] in "'\u2018\u2019":
                        buf.append("'")
                        j += 2
                        continue
                    break
                buf.append(src[j])
                j += 1
            out.append(("s", "".join(buf)))
            i = j + 1
            continue
        if c == '"' or c in "\u201c\u201d":
            j, buf, dyn = i + 1, [], False
            while True:
                if j >= n:
                    raise _Unknown
                ch = src[j]
                if ch == "`" and j + 1 < n:
                    nxt = src[j + 1]
                    buf.append({"n": "\n", "t": "\t", "0": "\0", "r": "\r", "a": "\a", "e": "\x1b"}.get(nxt, nxt))
                    j += 2
                    continue
                if ch in '"\u201c\u201d':
                    if j + 1 < n and src[j + 1] in '"\u201c\u201d':
                        buf.append('"')
                        j += 2
                        continue
                    break
                if ch == "$" and j + 1 < n and (src[j + 1].isalnum() or src[j + 1] in "_{(:?"):
                    dyn = True
                buf.append(ch)
                j += 1
            out.append(("v" if dyn else "s", "".join(buf)))
            i = j + 1
            continue
        if c in "{(" or (i + 1 < n and ((c == "$" and src[i + 1] == "(") or (c == "@" and src[i + 1] in "({"))):
            start = i + (1 if c in "$@" else 0)
            j = _close(src, start)
            kind = {"{": "block", "(": "paren"}[src[start]] if c not in "$@" else ("sub" if c == "$" else "arr")
            out.append((kind, src[start + 1:j]))
            i = j + 1
            # a member access or call on it ((New-Object X).DownloadString(...)): one expression
            while i < n and src[i] in ".[" and kind in ("paren", "sub", "arr"):
                k = i + 1
                while k < n and (src[k].isalnum() or src[k] in "_:"):
                    k += 1
                if k < n and src[k] in "([":
                    k = _close(src, k) + 1
                out[-1] = (kind, out[-1][1] + src[i:k])
                i = k
            continue
        if c in "})":
            raise _Unknown
        if src.startswith(("&&", "||"), i):
            out.append(("op", src[i:i + 2]))
            i += 2
            continue
        if c in ";|&,":
            out.append(("op", c))
            i += 1
            continue
        m = re.compile(r"(?:[1-6*]?>>?(?:&[12])?|<)").match(src, i)
        if m and (c in "<>" or (i + 1 < n and src[i + 1] == ">")):
            out.append(("op", m.group(0)))
            i = m.end()
            continue
        # a bare word: up to a blank or an operator; quotes inside it join it
        j, buf, dyn = i, [], False
        while j < n and src[j] not in " \t\r\n;|&(){},\f" and not (src[j] in "<>"):
            ch = src[j]
            if ch == "`" and j + 1 < n:
                buf.append(src[j + 1])
                j += 2
                continue
            if ch in "'\"":
                sub = _tokens(src[j:_string_end(src, j) + 1])
                if len(sub) != 1:
                    raise _Unknown
                dyn = dyn or sub[0][0] == "v"
                buf.append(sub[0][1])
                j = _string_end(src, j) + 1
                continue
            if ch == "$":
                dyn = True
                if j + 1 < n and src[j + 1] == "{":   # ${env:USERPROFILE}: a variable's braced name
                    k = src.find("}", j)
                    if k < 0:
                        raise _Unknown
                    buf.append(src[j:k + 1])
                    j = k + 1
                    continue
            if ch == "[" and not buf:
                raise _Unknown   # [IO.File]::WriteAllText(...): a .NET call
            buf.append(ch)
            j += 1
        word = "".join(buf)
        if j < n and src[j] == "(" and word and not word.startswith("-"):
            raise _Unknown   # a method call (x.Delete()) or an expression
        if word.startswith("-") and len(word) > 1 and word[1].isalpha():
            out.append(("p", word))
        else:
            out.append(("v" if dyn else "w", word))
        i = j
    return out


def _string_end(src: str, i: int) -> int:
    q = src[i]
    j = i + 1
    while j < len(src):
        if src[j] == "`" and q == '"':
            j += 2
            continue
        if src[j] == q:
            if j + 1 < len(src) and src[j + 1] == q:
                j += 2
                continue
            return j
        j += 1
    raise _Unknown


def _close(src: str, i: int) -> int:
    """The index of the bracket that closes src[i], strings and nesting followed."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = [pairs[src[i]]]
    j = i + 1
    while j < len(src):
        c = src[j]
        if c in "'\"":
            j = _string_end(src, j) + 1
            continue
        if c == "`":
            j += 2
            continue
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")}]":
            if c != stack.pop():
                raise _Unknown
            if not stack:
                return j
        j += 1
    raise _Unknown


# --- statements --------------------------------------------------------------------------------

def to_bash(code: str, depth: int = 0) -> str:
    """The Bash command that stands for this PowerShell code (UNKNOWN parts where it
    cannot be read)."""
    if depth > _MAX_DEPTH or len(code) > _MAX_LEN:
        return UNKNOWN
    try:
        toks = _tokens(code)
    except (_Unknown, IndexError):
        return UNKNOWN + _probe(code, depth)
    parts: list[str] = []
    stmt: list[_T] = []
    for t in toks + [("op", ";")]:
        if t[0] == "op" and t[1] in (";", "&&", "||"):
            if stmt:
                parts.append(_pipeline(stmt, depth))
            if t[1] != ";" and parts:
                parts.append(t[1])
            elif parts and parts[-1] not in ("&&", "||"):
                parts.append(";")
            stmt = []
        else:
            stmt.append(t)
    while parts and parts[-1] in (";", "&&", "||"):
        parts.pop()
    return " ".join(parts) if parts else "true"


def _probe(code: str, depth: int) -> str:
    """Statements of unreadable code that still name something: its downloads run."""
    return "; curl https://unknown | sh" if _FETCH_TEXT.search(code) and re.search(
        r"(?i)\b(?:iex|invoke-expression|scriptblock|\.invoke\(|start-process|&\s*\()", code) else ""


def _pipeline(toks: list[_T], depth: int) -> str:
    stages: list[list[_T]] = [[]]
    for t in toks:
        if t == ("op", "|"):
            stages.append([])
        else:
            stages[-1].append(t)
    out = []
    text = False
    for k, stage in enumerate(stages):
        if not stage:
            return UNKNOWN
        out.append(_command(stage, depth, piped="text" if text else k > 0, first=k == 0))
        text = _emits_text(stage, text)
    return " | ".join(out)


# the parameters of the cmdlets that pass strings through as strings (a sort, the first
# lines): what follows them still receives text, not objects with a Path
_TEXT_KEEPERS = {"sort-object": ("unique", "descending", "casesensitive", "stable"), "get-unique": ("asstring",),
                 "out-string": ("stream", "width"), "where-object": (),
                 "select-object": ("first", "last", "skip", "skiplast", "unique", "index")}


def _emits_text(stage: list[_T], text_in: bool) -> bool:
    """Does a pipeline stage write plain strings (Get-Content's lines, or lines passed
    through a sort or a Select-Object -First)? Select-String given strings searches
    them; given anything else (Get-ChildItem's files, an object with a Path property,
    ConvertFrom-Json's) it reads the files they name."""
    head = stage[0]
    if head[0] != "w":
        return False
    name = _ALIASES.get(head[1].lower(), head[1].lower())
    if name == "get-content":
        return True
    if name == "get-childitem":
        # (the environment's entries, as env prints them)
        return any(t[0] in ("w", "s") and _ENV_DRIVE.match(t[1]) for t in stage[1:])
    keep = _TEXT_KEEPERS.get(name)
    if keep is None or not text_in:
        return False
    try:
        named, pos, redirs = _params(stage[1:])
    except (_Unknown, IndexError):
        return False
    if redirs or any(not any(f.startswith(k) for f in keep) for k in named):
        return False
    if name == "where-object":
        return len(pos) == 1 and pos[0][0] == "block"
    return not pos


def _word(t: _T, depth: int) -> str:
    """A Bash word for an argument token."""
    kind, v = t
    if kind in ("w", "s"):
        if kind == "w" and v.lower() in ("$null",):
            return "/dev/null"
        return shlex.quote(_path(v)) if kind == "s" else _bare(v)
    if kind == "v":
        return _dynamic_word(v)
    if kind == "sub":
        return '"$(' + to_bash(v, depth + 1) + ')"'
    if kind == "paren":
        return '"$(' + to_bash(v, depth + 1) + ')"'
    if kind == "block":
        return '"$(' + to_bash(v, depth + 1) + ')"'
    return '"$POWERSHELL_VALUE"'


def _bare(v: str) -> str:
    """A bare word: a path in PowerShell's spellings, or text; its wildcards stay
    wildcards (-Path expands them: Get-Content .en? reads .env)."""
    if v.startswith("~"):
        rest = v[1:].replace("\\", "/")
        return "~" + _glob_quote(rest) if rest else "~"
    return _glob_quote(_path(v))


def _glob_quote(v: str) -> str:
    if not v:
        return "''"
    return "".join(p if p in ("*", "?") else shlex.quote(p) for p in re.split(r"([*?])", v) if p)


# \\host\share, //host/share, \\?\UNC\host\share: a file on another machine (Windows opens an SMB
# connection and offers the user's NTLM credentials to it), never a local read
_UNC = re.compile(r"(?i)^(?:[\\/]{2}[?.][\\/]unc[\\/]|[\\/]{2}(?![?.][\\/]))([^\\/]+)")


# a provider-qualified path (Microsoft.PowerShell.Core\FileSystem::\\host\share); the
# environment's or the registry's secrets by their drive (Env:GITHUB_TOKEN, HKLM:\SAM)
_PROVIDER = re.compile(r"(?i)^(?:[\w.]+\\)?(\w+)::")
_ENV_DRIVE = re.compile(r"(?i)^env:[\\/]?$")
_SECRET_DRIVE = re.compile(r"(?i)^(?:env:.|hklm:[\\/]*(?:sam|security)(?:$|[\\/]))")


def _remote(v: str) -> None:
    """Raises _Unknown for another machine's file, a path under another provider
    (Registry::..., Certificate::...) and a named variable of Env: or the hives'
    secrets (printenv NAME is no read-only command either)."""
    m = _PROVIDER.match(v)
    if m:
        if m.group(1).lower() != "filesystem":
            raise _Unknown
        v = v[m.end():]
    if _SECRET_DRIVE.match(v):
        raise _Unknown
    m = _UNC.match(v)
    if m and m.group(1).lower() not in ("localhost", "127.0.0.1", "::1"):
        raise _Unknown


def _path(v: str) -> str:
    _remote(v)
    m = _PROVIDER.match(v)
    v = v[m.end():] if m else v
    return posix_spelling(v) if ("\\" in v or re.match(r"^[A-Za-z]:", v)) else v


def _dynamic_word(v: str) -> str:
    """A word with a variable in it: $HOME and $env:USERPROFILE are the home, $env:X is
    the environment's X, anything else only known at run time."""
    _remote(v)   # (\\$host\share, \\10.0.0.5\c$\x: another machine's files)
    m = _HOME_VARS.match(v)
    if m:
        rest = v[m.end():].replace("\\", "/")
        return "~" + (shlex.quote(rest) if rest else "")
    m = _ROOT_VARS.match(v)
    if m:
        rest = v[m.end():].replace("\\", "/").lstrip("/")
        return "/" + shlex.quote(rest) if rest else "/"
    m = _DIR_VAR.match(v)
    if m:
        base = _DIR_VARS[(m.group(1) or m.group(2)).lower()]
        rest = v[m.end():].replace("\\", "/")
        return (base[:2] + shlex.quote(base[2:] + rest)) if base.startswith("~") else shlex.quote(base + rest)
    m = _ENV_VAR.match(v)
    if m:
        return '"$' + (m.group(1) or m.group(2)) + '"'
    if v.lower() in ("$pwd", "${pwd}"):
        return "."
    return '"$POWERSHELL_VALUE"'


# string methods that only compute ({ $_.Name.StartsWith('x') }); a file's Delete(),
# MoveTo(), CopyTo(), Open() and the like are not
_PURE_METHODS = frozenset({"startswith", "endswith", "contains", "tolower", "toupper", "trim", "trimstart",
                           "trimend", "equals", "indexof", "substring", "tostring", "compareto"})


def _pure_filter(block: str) -> bool:
    """A script block that only compares or prints properties of what flows in
    ({ $_.Length -gt 1kb }, { $_.Name -like '*.py' }, { $_.FullName })."""
    bare = re.sub(r"'[^']*'|\"[^\"$`]*\"", " ", block)
    if re.search(r"::|\[", bare) or any(m.lower() not in _PURE_METHODS for m in re.findall(r"\.\s*(\w+)\s*\(", bare)):
        # a method call that is no string comparison ({ $_.Delete() }, $_.MoveTo(...)) or a
        # type's ([IO.File]::Delete(...))
        return False
    return all(_FILTER_ATOM.match(a) for a in re.split(r"[\s!()=<>+*/%,]+", bare))


def _switch(key: str) -> bool:
    return any(f.startswith(key) for f in _SWITCHES) and not key.startswith(("ex", "in", "fi", "pa"))


def _params(toks: list[_T]) -> tuple[dict[str, list[_T | None]], list[_T], list[tuple[str, _T]]]:
    """(named parameters, lower-cased without the dash -> their values (None for a switch), positional
    arguments, redirections)."""
    named: dict[str, list[_T | None]] = {}
    pos: list[_T] = []
    redirs: list[tuple[str, _T]] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t[0] == "op" and t[1] not in (",",):
            if t[1] in ("2>&1", "*>&1", ">&1", "1>&2") or t[1].endswith("&1") or t[1].endswith("&2"):
                i += 1
                continue
            if i + 1 >= len(toks) or toks[i + 1][0] == "op":
                raise _Unknown
            redirs.append((t[1], toks[i + 1]))
            i += 2
            continue
        if t[0] == "op":
            i += 1
            continue
        if t[0] == "p":
            name, colon, val = t[1][1:].partition(":")
            key = name.lower()
            if colon:
                named.setdefault(key, []).append(("w", val) if val else (toks[i + 1] if i + 1 < len(toks) else None))
                i += 2 if not val else 1
                continue
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if nxt is not None and nxt[0] not in ("p", "op") and not _switch(key):
                named.setdefault(key, []).append(nxt)
                i += 2
                continue
            named.setdefault(key, []).append(None)
            i += 1
            continue
        pos.append(t)
        i += 1
    return named, pos, redirs


def _has(named: dict, *full: str, least: int = 1) -> bool:
    """A parameter given by any unambiguous prefix of one of these names (-r, -rec, -fo)."""
    return any(any(f.startswith(k) and len(k) >= least for f in full) for k in named)


def _values(named: dict, *full: str, least: int = 2) -> list[_T]:
    out = []
    for k, vals in named.items():
        if any(f.startswith(k) and len(k) >= least for f in full):
            out.extend(v for v in vals if v is not None)
    return out


def _args_of(named: dict, pos: list[_T], path_params: tuple[str, ...]) -> list[_T]:
    """The paths a cmdlet is given: -Path/-LiteralPath values and positional words."""
    return _values(named, *path_params, least=1) + pos


def _redirs(redirs: list[tuple[str, _T]], depth: int) -> str:
    out = []
    for op, t in redirs:
        target = _word(t, depth)
        if op == "<":
            raise _Unknown   # (PowerShell has no input redirection)
        bash_op = {"*>": "&>", "*>>": "&>>"}.get(op, op)
        out.append(bash_op + " " + target)
    return (" " + " ".join(out)) if out else ""


def _command(toks: list[_T], depth: int, piped: bool | str, first: bool) -> str:
    try:
        out = _command_inner(toks, depth, piped)
    except (_Unknown, IndexError):
        return UNKNOWN
    # a subexpression in an expandable string runs, whatever the cmdlet does with the
    # text ("$(Remove-Item -Recurse ~)" given to Write-Output, -Filter or -Like)
    subs = [sub for t in toks if t[0] == "v" for sub in _subexpressions(t[1])]
    if subs:
        return "{ " + "; ".join(': "$(' + to_bash(sub, depth + 1) + ')"' for sub in subs) + "; " + out + "; }"
    return out


def _subexpressions(v: str) -> list[str]:
    """The code of each $( ) in an expandable string's text (a backtick escapes the $);
    text that cannot be read is unknown code."""
    out: list[str] = []
    i = 0
    while i < len(v):
        if v[i] == "`":
            i += 2
            continue
        if v.startswith("$(", i):
            try:
                end = _close(v, i + 1)
            except (_Unknown, IndexError):
                return [UNKNOWN_CODE]
            out.append(v[i + 2:end])
            i = end + 1
            continue
        i += 1
    return out


def _command_inner(toks: list[_T], depth: int, piped: bool | str) -> str:
    head = toks[0]
    # & 'C:\x.exe' args / & $x / . .\script.ps1: the call and dot-source operators
    if head == ("op", "&") or (head[0] == "w" and head[1] == "."):
        if len(toks) < 2:
            raise _Unknown
        target = toks[1]
        if target[0] == "block":
            return "( " + to_bash(target[1], depth + 1) + " )"
        if target[0] in ("w", "s"):
            toks = [("w", target[1])] + toks[2:]
            head = toks[0]
            if head[1].lower().endswith(".ps1") or head[0] == "." or "/" in head[1] or "\\" in head[1]:
                return _native(toks, depth)
        else:
            return 'eval "$POWERSHELL_CODE"'
    if head[0] in ("paren", "sub", "arr"):
        # an expression as a statement ((iwr URL).Content | iex is below): its parts run
        inner = to_bash(head[1], depth + 1)
        if len(toks) > 1:
            raise _Unknown
        if "." in head[1][-40:] and "(" in head[1]:
            return inner + "; " + UNKNOWN   # (a method call on it: (New-Object X).Download...())
        return inner
    if head[0] in ("s", "v") and len(toks) == 1:
        return "echo " + _word(head, depth)   # a string alone is printed
    if head[0] == "block":
        raise _Unknown
    if head[0] != "w":
        raise _Unknown
    word = head[1]
    if word.startswith("$"):
        if len(toks) >= 3 and toks[1] == ("w", "=") or "=" in word:
            # $x = value: an assignment; what its value runs runs
            rhs = toks[2:] if len(toks) >= 3 and toks[1] == ("w", "=") else toks[1:]
            return (_pipeline(rhs, depth) if rhs else "true") + " > /dev/null"
        raise _Unknown
    name = _ALIASES.get(word.lower(), word.lower())
    rest = toks[1:]
    named, pos, redirs = _params(rest)
    rd = _redirs(redirs, depth)
    blocks = [t for t in rest if t[0] == "block"]
    exprs = [t for t in rest if t[0] in ("paren", "sub", "arr")]

    def words(ts: list[_T]) -> str:
        return " ".join(_word(t, depth) for t in ts)

    if name == "remove-item":
        paths = _args_of(named, pos, ("path", "literalpath"))
        flags = "-r -f" if _has(named, "recurse") else "-f"   # (-Force or not: what it can delete goes)
        if not paths:
            return f"xargs rm {flags} --{rd}" if piped else UNKNOWN   # (the items piped in)
        return f"rm {flags} -- {words(paths)}{rd}"
    if name in ("clear-content", "clear-item"):
        paths = _args_of(named, pos, ("path", "literalpath"))
        return f"truncate -s 0 -- {words(paths) or chr(34) + '$POWERSHELL_VALUE' + chr(34)}{rd}"
    if name == "get-childitem":
        paths = _values(named, "path", "literalpath", least=1) + pos
        if any(_ENV_DRIVE.match(t[1]) for t in paths if t[0] in ("w", "s")):
            # Get-ChildItem Env: prints the environment, as env does (| Select-String token
            # then picks the secrets out, as env | grep -i token)
            if len(paths) != 1 or len(named) > (1 if _values(named, "path", "literalpath", least=1) else 0) \
                    or blocks or exprs:
                raise _Unknown
            return "env" + rd
        # (hidden items, dot-files on Unix, only with -Force or -Hidden)
        flags = (" -a" if _has(named, "force") or _has(named, "hidden") else "") + (" -R" if _has(named, "recurse") else "")
        if blocks or exprs or any(k for k in named if not any(
                f.startswith(k) for f in ("path", "literalpath", "recurse", "force", "file", "directory", "name",
                                          "filter", "include", "exclude", "depth", "hidden", "attributes"))):
            raise _Unknown
        if not paths and piped:
            return f"xargs ls{flags} --{rd}"   # (Get-Content list.txt | Get-ChildItem: the paths piped in)
        picks = _values(named, "filter", least=4) + _values(named, "include", least=2)
        if picks:
            # -Filter *.env / -Include .env: the names found are those (a prod.env is no
            # hidden file), as find -name lists them
            depth_opt = "" if _has(named, "recurse") else " -maxdepth 1"
            names = " -o ".join("-name " + (shlex.quote(t[1]) if t[0] in ("w", "s") else _word(t, depth))
                                for t in picks)
            return f"find {words(paths) or '.'}{depth_opt} {names}{rd}"
        return f"ls{flags} -- {words(paths)}{rd}".rstrip()
    if name == "get-content":
        paths = _args_of(named, pos, ("path", "literalpath"))
        if blocks or exprs or any(k for k in named if not any(f.startswith(k) for f in (
                "path", "literalpath", "totalcount", "tail", "head", "first", "last", "raw", "encoding",
                "delimiter", "readcount", "wait"))):
            raise _Unknown
        if not paths:
            return f"xargs cat --{rd}" if piped else UNKNOWN   # (the files piped in: Get-ChildItem | Get-Content)
        return f"cat -- {words(paths)}{rd}"
    if name == "select-string":
        pats = _values(named, "pattern", least=2)
        paths = _values(named, "path", "literalpath", least=1)
        if not pats and pos:
            pats, pos = pos[:1], pos[1:]
        if blocks or exprs or any(k for k in named if not any(f.startswith(k) for f in (
                "pattern", "path", "literalpath", "simplematch", "casesensitive", "context", "notmatch", "list",
                "quiet", "allmatches", "encoding", "raw", "include", "exclude", "recurse"))):
            raise _Unknown
        paths += pos
        if not paths and piped == "text":
            # (Get-Content f | Select-String x: the lines piped in are searched)
            return f"grep -e {words(pats[:1]) or chr(39) + chr(39)}{rd}"
        if not paths and piped:
            # (Get-ChildItem ~ -Recurse | Select-String password: the files piped in are read)
            return f"xargs grep -e {words(pats[:1]) or chr(39) + chr(39)} --{rd}"
        return f"grep -e {words(pats[:1]) or chr(39) + chr(39)} -- {words(paths)}{rd}"
    if name in ("set-content", "add-content", "out-file", "tee-object"):
        targets = _values(named, "path", "literalpath", "filepath", least=1)
        if not targets and pos:
            targets = pos[:1]
        if not targets:
            raise _Unknown
        append = " -a" if name == "add-content" or _has(named, "append", least=2) else ""
        feed = "" if piped else (words(_values(named, "value", least=1)) and f"echo {words(_values(named, 'value', least=1))} | ")
        return f"{feed}tee{append} -- {words(targets[:1])} > /dev/null{rd}"
    if name == "new-item":
        paths = _values(named, "path", "name", least=1) or pos[:1]
        kind = " ".join(v[1].lower() for v in _values(named, "itemtype", "type", least=1) if v[0] in ("w", "s"))
        if "symbolic" in kind or "junction" in kind or "hard" in kind:
            target = _values(named, "target", "value", least=1)
            return f"ln -s -- {words(target[:1]) or chr(34) + '$POWERSHELL_VALUE' + chr(34)} {words(paths[:1])}{rd}"
        if "dir" in kind or word.lower() in ("mkdir", "md"):
            return f"mkdir -p -- {words(paths)}{rd}"
        return f"touch -- {words(paths)}{rd}"
    if name in ("copy-item", "move-item", "rename-item"):
        src = _values(named, "path", "literalpath", least=1)
        dst = _values(named, "destination", "newname", least=1)
        rest_pos = list(pos)
        if not src and rest_pos:
            src = [rest_pos.pop(0)]
        if not dst and rest_pos:
            dst = [rest_pos.pop(0)]
        if not src or not dst:
            raise _Unknown
        verb = ("cp -r" if _has(named, "recurse") else "cp") if name == "copy-item" else "mv"
        return f"{verb} -- {words(src)} {words(dst[:1])}{rd}"
    if name == "set-location":
        paths = _values(named, "path", "literalpath", least=1) or pos[:1]
        return f"cd -- {words(paths[:1])}" if paths else "cd"
    if name in ("test-path", "get-item", "resolve-path", "get-filehash", "get-acl", "split-path", "join-path"):
        paths = _args_of(named, pos, ("path", "literalpath"))
        if blocks or exprs:
            raise _Unknown
        if not paths and piped:
            # (Get-Content list.txt | Get-Item | Select-String x: the paths piped in)
            return f"xargs ls -d --{rd}"
        return f"ls -d -- {words(paths)}{rd}"
    if name in ("write-output", "write-host", "write-verbose", "write-warning", "write-error", "write-debug"):
        return f"echo {words([t for t in pos])}{rd}".rstrip() if not named or name != "write-output" else \
            f"echo {words(pos)}{rd}"
    if name in _PRINTERS:
        if blocks or exprs:
            raise _Unknown
        return _PRINTERS[name] + rd
    if name in _FILTERS or name in ("where-object", "foreach-object"):
        if name == "foreach-object" and (named or any(t[0] != "block" for t in pos)):
            raise _Unknown   # (ForEach-Object Delete / -MemberName Delete: a method called on each item)
        for b in blocks:
            if not _pure_filter(b[1]):
                if name == "foreach-object" or name == "where-object":
                    return "cat; " + to_bash(b[1], depth + 1) + "; " + UNKNOWN
                raise _Unknown
        if exprs:
            raise _Unknown
        return "cat" + rd
    if name in _DOWNLOAD:
        urls = _values(named, "uri", least=1) or pos[:1]
        out = _values(named, "outfile", "destination", least=1)
        if not urls:
            raise _Unknown
        return f"curl -fsSL {words(urls[:1])}" + (f" -o {words(out[:1])}" if out else "") + rd
    if name == "invoke-expression":
        code = _values(named, "command", least=1) or pos[:1]
        if not code:
            return "sh"   # (… | iex: what flows in is run)
        t = code[0]
        if t[0] in ("s", "w"):
            return "( " + to_bash(t[1], depth + 1) + " )"
        if t[0] in ("paren", "sub") and _FETCH_TEXT.search(t[1]):
            return "curl -fsSL https://unknown | sh"
        if t[0] in ("paren", "sub"):
            return to_bash(t[1], depth + 1) + " | sh"
        return UNKNOWN
    if name in ("invoke-command", "start-job", "start-threadjob"):
        code = [b for b in blocks] + _values(named, "scriptblock", least=1)
        if any(k for k in named if any(f.startswith(k) for f in ("computername", "session", "hostname"))):
            inner = "; ".join(to_bash(b[1], depth + 1) for b in code if b[0] == "block")
            return f"ssh remote-host {shlex.quote(inner)}; {UNKNOWN}" if inner else UNKNOWN
        if not code or any(b[0] != "block" for b in code):
            return UNKNOWN
        return "( " + "; ".join(to_bash(b[1], depth + 1) for b in code) + " )"
    if name == "start-process":
        prog = _values(named, "filepath", least=1) or pos[:1]
        argl = _values(named, "argumentlist", "args", least=1)
        if not prog or prog[0][0] not in ("w", "s"):
            return UNKNOWN
        pargs: list[_T] = []
        for a in argl:
            if a[0] in ("w", "s"):
                pargs.extend(("w", x) for x in a[1].split())
            else:
                return UNKNOWN
        for a in pos[1:]:
            if a[0] not in ("w", "s"):
                return UNKNOWN
            pargs.extend(("w", x) for x in a[1].split(","))
        runas = any(v is not None and v[1].lower() == "runas" for v in _values(named, "verb", least=1))
        return ("sudo " if runas else "") + _native([prog[0]] + pargs, depth)
    if name in _DISK:
        return "mkfs /dev/sda"
    if name in _POWER:
        return "shutdown now"
    if name == "stop-process":
        return "kill -9 " + ('"$POWERSHELL_VALUE"' if not pos else words(pos))
    if name in ("set-executionpolicy", "set-itemproperty", "new-itemproperty", "remove-itemproperty",
                "set-acl", "add-mppreference", "set-mppreference", "new-service", "set-service",
                "register-scheduledtask", "new-scheduledtask", "new-localuser", "add-localgroupmember"):
        return shlex.quote(word) + " " + " ".join(shlex.quote(t[1]) if t[0] == "p" else _word(t, depth)
                                                   for t in rest if t[0] != "op") + rd
    if name in ("format", "diskpart", "cipher", "vssadmin", "bcdedit", "wmic", "reg", "schtasks", "sc.exe",
                "takeown", "icacls", "net", "netsh", "format.com"):
        if name in ("format", "format.com") or (name == "cipher" and any(p[1].lower().startswith("/w")
                                                                          for p in rest if p[0] == "w")):
            return "mkfs /dev/sda"
        if name == "vssadmin" and any(t[1].lower() == "delete" for t in rest if t[0] == "w"):
            return "mkfs /dev/sda"
        return _native(toks, depth)
    if _VERB_NOUN.match(word):
        # another cmdlet: an unknown program; what its script blocks and expressions run runs
        inner = "; ".join(to_bash(t[1], depth + 1) for t in rest if t[0] in ("block", "paren", "sub"))
        base = shlex.quote(word) + " " + " ".join(_word(t, depth) if t[0] in ("w", "s", "v") else "x"
                                                   for t in rest if t[0] not in ("op", "p")) + rd
        return base + ("; " + inner if inner else "")
    return _native(toks, depth)


def _native(toks: list[_T], depth: int) -> str:
    """A native program and its words, as Bash would run it (its .exe dropped)."""
    name = toks[0][1]
    if not _NATIVE.match(name):
        raise _Unknown
    prog = _path(name)
    base = prog.rsplit("/", 1)[-1]
    if base.lower().endswith((".exe", ".com")):
        base = base[:-4]
        prog = prog[:-4]
    if prog.lower().endswith((".ps1", ".bat", ".cmd")):
        return "./run-script " + shlex.quote(prog)   # a script: code that is not seen
    if base.lower() == "cmd" and len(toks) > 1:
        return _cmd_exe([t[1] for t in toks[1:] if t[0] in ("w", "s", "p")], toks)
    named_words = []
    for t in toks[1:]:
        if t[0] == "p":
            named_words.append(shlex.quote(t[1]))
        elif t[0] == "op":
            if t[1] == ",":
                continue
            raise _Unknown
        else:
            named_words.append(_word(t, depth))
    return " ".join([shlex.quote(prog if "/" in prog else base)] + named_words)


def _cmd_exe(words: list[str], toks: list[_T]) -> str:
    """cmd.exe /c LINE: del/erase and rd/rmdir with /s are recursive deletes, format is a
    format; anything else is an unknown program."""
    flags = [w.lower() for w in words]
    if "/c" not in flags and "/k" not in flags and "/r" not in flags:
        return UNKNOWN
    k = max(flags.index(f) for f in ("/c", "/k", "/r") if f in flags)
    line = " ".join(words[k + 1:])
    out = []
    for part in re.split(r"&&|\|\||&|\|", line):
        ws = part.split()
        if not ws:
            continue
        verb = ws[0].lower()
        opts = {w.lower() for w in ws[1:] if w.startswith("/")}
        paths = [_bare(w.strip('"')) for w in ws[1:] if not w.startswith("/")]
        if verb in ("del", "erase", "rd", "rmdir"):
            out.append(("rm -r -f -- " if "/s" in opts else "rm -f -- ") + " ".join(paths or ['"$POWERSHELL_VALUE"']))
        elif verb in ("format", "format.com"):
            out.append("mkfs /dev/sda")
        elif verb in ("type", "more"):
            out.append("cat -- " + " ".join(paths))
        elif verb == "dir":
            out.append("ls -a -- " + " ".join(paths))
        elif verb in ("echo", "cd", "ver", "where", "set"):
            out.append("cmd-" + verb + " " + " ".join(shlex.quote(w) for w in ws[1:]))
        else:
            out.append(" ".join(shlex.quote(w) for w in ws))
    return "( " + "; ".join(out) + " )" if out else "true"


# --- pwsh / powershell.exe on a command line --------------------------------------------------

# parameters of pwsh and powershell.exe that take a value, and those that end the options
_VALUE_PARAMS = ("executionpolicy", "windowstyle", "inputformat", "outputformat", "workingdirectory", "version",
                 "configurationname", "custompipename", "settingsfile", "psconsolefile", "ep", "ex", "wd", "w",
                 "configurationfile")
_ENCODED_PARAMS = ("encodedcommand", "e", "ec", "en", "enc", "enco", "encod", "encode", "encoded")


def command_line(args: list[str]) -> tuple[str, str | None]:
    """What ``pwsh ARGS`` runs: ("code", TEXT), ("file", PATH), ("stdin", None),
    ("none", None) for a version or help, or ("unknown", None)."""
    i = 0
    while i < len(args):
        a = args[i]
        if not a.startswith(("-", "/")) or a in ("-", "/"):
            if a == "-":
                return "stdin", None
            # the first operand is a script file (pwsh) or the command (powershell.exe)
            return ("file", a) if a.lower().endswith(".ps1") else ("code", " ".join(args[i:]))
        key = a.lstrip("-/").split(":", 1)[0].lower()
        if key and "command".startswith(key):
            # (-Command takes the rest of the line; -co is ambiguous, read as code all the same)
            rest = args[i + 1:]
            if rest == ["-"]:
                return "stdin", None
            return "code", " ".join(rest)
        if key in _ENCODED_PARAMS or (len(key) >= 2 and "encodedcommand".startswith(key)):
            if i + 1 >= len(args):
                return "unknown", None
            text = decode_encoded(args[i + 1])
            return ("code", text) if text is not None else ("unknown", None)
        if key in ("f",) or (len(key) >= 1 and "file".startswith(key)):
            return ("file", args[i + 1]) if i + 1 < len(args) else ("unknown", None)
        if key in ("v", "version", "h", "help", "?"):
            return "none", None
        if any(p.startswith(key) for p in _VALUE_PARAMS) and len(key) >= 1 and ":" not in a:
            i += 2
            continue
        if any(p.startswith(key) for p in ("noprofile", "nologo", "noninteractive", "noexit", "mta", "sta",
                                             "interactive", "login", "nop", "noni", "nol")):
            i += 1
            continue
        return "unknown", None
    return "stdin", None
