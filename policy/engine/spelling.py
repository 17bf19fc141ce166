"""Other names a path has on the file systems and in the tools an agent may use (probe
round 24): what the sensitive, critical-file and working-directory tests also read.

A path is compared as written (``paths.normalize_path``) and, when it holds something a
file system or a tool folds away, also as folded, the stricter answer standing:

- Windows (NTFS, Win32, and so WSL's ``/mnt/c``, Git Bash, a Windows agent): trailing
  dots and spaces of a name are dropped (``.git./config``, ``.env ``), an alternate data
  stream names the file (``.env::$DATA``, ``.git::$INDEX_ALLOCATION/config``), and an 8.3
  short name stands for a long one (``GIT~1`` may be ``.git``, ``CLAUDE~1`` ``.claude``:
  read as the glob ``.git*``);
- code points HFS+ ignores in names and that tools drop (git's ``is_hfs_dotgit`` list:
  zero-width joiners, bidi controls, U+FEFF; and the other default-ignorable ones:
  U+200B, the soft hyphen...), and Unicode compatibility forms (NFKC: a fullwidth
  ``／`` or ``．``, the ligature ``ﬁ``) that Windows' best-fit conversion folds;
- in a tool's path argument (not a shell word, which the shell has already read): text
  around it (`` /etc/passwd``, a trailing newline), a NUL (C truncates there), a
  ``file://`` URI, and a leading ``$HOME``/``${HOME}``/``%USERPROFILE%`` (a tool may
  expand it; another variable: a place outside every project).

Pure string work, no I/O; a prefilter keeps the usual path on the fast path."""
from __future__ import annotations

import posixpath
import re
import unicodedata
from urllib.parse import unquote

# default-ignorable code points (HFS+ ignores git's list of them in names)
IGNORABLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
                       "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
                       "\U000e0000-\U000e0fff]")
# slashes Windows' best-fit conversion (an ANSI API, a code page) makes of code points NFKC
# keeps ("WorstFit": the division and fraction slashes are /, the set minus and the yen and
# won signs of the Japanese and Korean code pages are \) (probe round 25)
_BEST_FIT = str.maketrans({"\u2215": "/", "\u2044": "/", "\u29f8": "/", "\u2216": "\\", "\u29f5": "\\",
                           "\u29f9": "\\", "\ufe68": "\\", "\u00a5": "\\", "\u20a9": "\\"})
# an 8.3 short name: up to six characters, ~N, up to three of extension
_SHORT_NAME = SHORT_NAME = re.compile(r"([^~*?\[\]]{1,6})~[0-9]{1,6}(?:\.([^.*?\[\]]{1,3}))?")


_DRIVE = re.compile(r"[A-Za-z]:")
_DRIVE_RELATIVE = re.compile(r"[A-Za-z]:(?![\\/]|$)(?=[^\\]*\\)")   # (a Windows-spelled rest: x:y.csv is a name)
_ADMIN_SHARE = re.compile(r"^/(?:localhost|127\.0\.0\.1|\.|\?)/[A-Za-z]\$(?:/|$)", re.I)


def _odd(path: str) -> bool:
    """Could a file system or a tool read this (normalised) path as another? (cheap)"""
    return (not path.isascii() or ":" in path or "~" in path or "./" in path or " /" in path or "\\" in path
            or "$/" in path or path.endswith((".", " ")))


def _win_name(c: str) -> str:
    """A path component as NTFS/Win32 names it: its stream dropped, its trailing dots and
    spaces dropped; a name of only dots and spaces is ``..`` (the stricter reading)."""
    if c in ("", ".", ".."):
        return c
    if ":" in c:
        head = c.split(":", 1)[0]
        c = head or c
    s = c.rstrip(". ")
    if not s:
        return ".." if c.strip(" ") == ".." else c
    return s


def folded(path: str) -> str | None:
    """The normalised POSIX ``path`` with ignorable code points dropped, NFKC applied and
    each component as Windows names it; None when that is the path itself."""
    if not _odd(path):
        return None
    q = path
    if not q.isascii():
        q = unicodedata.normalize("NFKC", IGNORABLE.sub("", q)).translate(_BEST_FIT)
    if "\\" in q:
        # a backslash is a separator to Windows, Cygwin and Git Bash (..\.ssh\id_rsa); a
        # drive there starts the path again (C:\Windows)
        q = q.replace("\\", "/")
        parts = q.split("/")
        drive = max((i for i, c in enumerate(parts) if _DRIVE.fullmatch(c)), default=-1)
        if drive >= 0:
            q = "/" + "/".join(parts[drive + 1:])
    q = "/".join(_win_name(c) for c in q.split("/"))
    if "$" in q:
        q = _ADMIN_SHARE.sub("/", q, count=1)   # \\localhost\c$\Windows is C:\Windows
    if "/." in q or "//" in q or (q.endswith("/") and q != "/"):
        q = posixpath.normpath(q)
        if q.startswith("//"):
            q = "/" + q.lstrip("/")
    return q if q != path else None


def short_name_globs(path: str) -> list[str]:
    """``path`` with each 8.3 short name read as the glob of the long names it may stand
    for: Windows keeps the first six letters of the name (its dots and spaces dropped)
    and three of its extension, so ``GIT~1`` is ``.git`` or ``git``, ``ENV~1.LOC``
    ``.env.loc*`` and ``CREDEN~1.JSO`` ``creden*.jso*``."""
    if "~" not in path:
        return []
    parts = path.split("/")
    dotted, plain, hit = list(parts), list(parts), False
    for i, c in enumerate(parts):
        m = _SHORT_NAME.fullmatch(c)
        if m is None:
            continue
        hit = True
        base, ext = m.group(1).lower(), (m.group(2) or "").lower()
        glob = base + ("*" if len(base) == 6 else "") + ("." + ext + ("*" if len(ext) == 3 else "") if ext else "")
        plain[i] = glob
        dotted[i] = "." + glob
    return ["/".join(dotted), "/".join(plain)] if hit else []


_FILE_URI = re.compile(r"(?i)file:(?://(?:localhost|127\.0\.0\.1)?)?(?=/)")
_DRIVE_IN_URI = re.compile(r"^/[A-Za-z]:(?=/|$)")
_HOME_VAR = re.compile(r"^(?:\$\{?(?:HOME|USERPROFILE)\}?|\$env:(?:HOME|USERPROFILE)|%(?:HOME|USERPROFILE)%|"
                       r"%HOMEDRIVE%%HOMEPATH%)(?=[/\\]|$)", re.I)
_PWD_VAR = re.compile(r"^\$\{?PWD\}?(?=[/\\]|$)")
# (probe round 33, tools33) the variables that name a well-known place, read as the
# place they name on an ordinary installation (they were "somewhere outside every
# project": %SystemRoot%\System32\x.dll and %APPDATA%\...\Startup\x.bat were asked, so
# bypass mode wrote them, where C:\Windows\System32 and the Startup folder are denied)
# the places cmd.exe's and PowerShell's variables name (powershell.py reads them in lines)
# ((probe round 41, pwsh41) on the system drive, /c, as paths.posix_spelling writes C:\Windows, in a
# tool's path (round 40, winpaths40) and in cmd.exe's and PowerShell's lines alike: a rule
# //c/Windows/** meets %SystemRoot% and $env:SystemRoot, which were the drive-less /Windows)
WINDOWS_PLACES = {"userprofile": "~", "homepath": "~", "systemdrive": "/c", "homedrive": "/c", "systemroot": "/c/Windows",
             "windir": "/c/Windows", "programfiles": "/c/Program Files", "programfiles(x86)": "/c/Program Files (x86)",
             "programw6432": "/c/Program Files", "programdata": "/c/ProgramData", "allusersprofile": "/c/ProgramData",
             "appdata": "~/AppData/Roaming", "localappdata": "~/AppData/Local", "temp": "~/AppData/Local/Temp",
             "tmp": "~/AppData/Local/Temp", "public": "/c/Users/Public", "cd": ".", "comspec": "cmd"}
_KNOWN_PLACES = {**{k: v for k, v in WINDOWS_PLACES.items()
                    if k not in ("cd", "comspec")},
                 "xdg_config_home": "~/.config", "xdg_data_home": "~/.local/share",
                 "xdg_state_home": "~/.local/state", "xdg_cache_home": "~/.cache", "zdotdir": "~",
                 "profile": "~/Documents/PowerShell/Microsoft.PowerShell_profile.ps1"}
_KNOWN_VAR = re.compile(r"^(?:\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?|\$\{?env:([A-Za-z_][A-Za-z0-9_]*)\}?"
                        r"|%([A-Za-z_][A-Za-z0-9_]*(?:\(x86\))?)%)(?=[/\\]|$)")
_OTHER_VAR = re.compile(r"^(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$env:[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%)"
                        r"(?=[/\\]|$)")


def tool_path_spelling(raw: str) -> str | None:
    """What a tool given the path argument ``raw`` may open instead of the text as
    written (see the module docstring), or None when nothing differs. The result is
    unnormalised (the caller applies posix_spelling and normalize_path)."""
    if raw.isascii() and raw.isprintable() and raw[:1] not in ("$", "%", " ") and raw[-1:] != " " \
            and raw[:5].casefold() != "file:" and not _DRIVE_RELATIVE.match(raw):
        return None
    p = raw.split("\x00", 1)[0]
    if not p.isascii():
        p = unicodedata.normalize("NFKC", IGNORABLE.sub("", p)).translate(_BEST_FIT)
    p = p.strip()
    if p[:5].casefold() == "file:":
        m = _FILE_URI.match(p)
        if m is not None:
            p = unquote(p[m.end():]).partition("#")[0].partition("?")[0]
            if _DRIVE_IN_URI.match(p):
                p = p[1:]   # file:///C:/Windows/... is C:/Windows/...
    if _DRIVE_RELATIVE.match(p):
        # (probe round 33, tools33) C:Windows\System32 is relative to the drive's own current
        # directory, not the project's: read at the drive's root, where a process starts
        p = p[:2] + "/" + p[2:]
    if p[:1] in ("$", "%"):
        if _HOME_VAR.match(p):
            p = _HOME_VAR.sub("~", p, count=1)
        elif _PWD_VAR.match(p):
            p = _PWD_VAR.sub(".", p, count=1)
        elif (m := _KNOWN_VAR.match(p)) is not None and \
                (m.group(1) or m.group(2) or m.group(3)).casefold() in _KNOWN_PLACES:
            p = _KNOWN_PLACES[(m.group(1) or m.group(2) or m.group(3)).casefold()] + p[m.end():]
        elif _OTHER_VAR.match(p):
            p = _OTHER_VAR.sub("/~", p, count=1)   # somewhere outside every project
    return p if p != raw else None
