"""Path normalisation, the working-directory test and sensitive paths.

The engine does no I/O, so paths are normalised lexically: ``~`` is the home given (or
a home that is never inside the working directory), relative paths are joined to the
working directory, ``.`` / ``..`` / repeated slashes are folded. Symlinks cannot be
resolved without touching the disk; a caller that can resolve them should send the
resolved ``cwd``. Sensitive-path matching folds case (macOS and Windows file systems
do), so ``.ENV`` is ``.env``.
"""
from __future__ import annotations

import fnmatch
import functools
import posixpath
import re
from dataclasses import dataclass, field

from policy.engine import spelling
from policy.engine.commands import (_OPENSSL_VERIFY_FILES as _VERIFY_FILES, _OPENSSL_VERIFY_FLAGS as _VERIFY_FLAGS,
                                     PATTERN_OPTIONS, cert_printer, cert_verifier, data_operands, kubectl_data_files,
                                     posix_brackets)

_USER_NAME = re.compile(r"[a-z_][a-z0-9_.-]*")
UNKNOWN_HOME = "/~"   # where "~" points when no home is known: never inside a cwd
HARMLESS_WRITE_TARGETS = frozenset({
    "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1",
    "/proc/self/fd/2",
})


def normalize_path(path: str, *, cwd: str | None, home: str | None = None) -> str:
    """An absolute, lexically normalised path (``src/../.env`` -> ``<cwd>/.env``). Beside a
    working directory on a Windows drive (windows_drive), a path written the Windows way
    is read as posix_spelling reads it (probe round 40, winpaths40)."""
    p = path.replace("\x00", "")
    if cwd is not None and cwd[2:3] in ("/", "") and windows_spelled(p):
        drive = windows_drive(cwd)
        if drive is not None:
            p = posix_spelling(p, drive)
    if p == "~" or p.startswith("~/"):
        p = (home or UNKNOWN_HOME) + p[1:]
    elif p.startswith("~"):
        # ~user/...: that user's home, as bash (and Python's expanduser) reads it, where
        # a deny rule on ~ or on /home/** meets it (probe round 32, rules32: Read
        # {"file_path": "~root/.ssh/id_rsa"} was allowed under Read(~/.ssh/**)); any
        # other text after ~ is nobody's home, never inside the working directory
        head, sep, rest = p[1:].partition("/")
        if head == "root":
            p = "/root" + sep + rest
        elif _USER_NAME.fullmatch(head):
            p = "/home/" + head + sep + rest
        else:
            p = UNKNOWN_HOME + "/" + p[1:]
    if not p.startswith("/"):
        p = (cwd or UNKNOWN_HOME).rstrip("/") + "/" + p
    if p.startswith("/dev/fd/") and ".." in p:
        p = "/proc/self/fd/" + p[len("/dev/fd/"):]   # /dev/fd is a link to /proc/self/fd
    if "/proc/" in p and ".." in p:
        p = proc_resolve(p, cwd or UNKNOWN_HOME)
    elif "/proc/" in p:
        p = proc_link(p, cwd or UNKNOWN_HOME)
    if "/." in p or "//" in p or p.endswith("/") or p.startswith("./"):
        p = posixpath.normpath(p)
        if p.startswith("/proc/"):
            p = proc_link(p, cwd or UNKNOWN_HOME)   # /proc/self/fd/../root/etc is /etc
    if p.startswith("//"):
        p = "/" + p.lstrip("/")
    return p


# (\\??\\ is the NT object manager's spelling of the same, probe round 33)
_WIN_DEVICE = re.compile(r"^(?:[\\/]{2}[?.][\\/]|\\\?\?\\)(?:UNC[\\/])?", re.I)
_WIN_DRIVE = re.compile(r"^[A-Za-z]:(?=[\\/]|$)")
# (probe round 29) a disk or a volume opened whole, below the file system: \\.\PhysicalDrive0,
# \\.\C:, \\?\Harddisk0Partition1, \\?\GLOBALROOT\Device\Harddisk0\Partition0, \\.\Volume{GUID}
_WIN_RAW_DISK = re.compile(r"^[\\/]{2}[?.][\\/](?:PhysicalDrive\d|[A-Za-z]:[\\/]?$|Harddisk\d|Volume\{|"
                           r"CdRom\d|GLOBALROOT[\\/]+Device[\\/]+(?:Harddisk|HarddiskVolume|PhysicalDrive))", re.I)


# probe round 26: a file on another machine by a UNC path (\\host\share\x, //host/share/x,
# \\?\UNC\host\share, NT's \??\UNC\host\share): Windows opens an SMB connection to the
# host as soon as the path is resolved and offers the user's NTLM credentials to it (the leak
# Claude Code closed for its pre-approval file accesses). //usr/lib-like spellings of local
# directories, drive letters (//c/Users in MSYS) and this machine are not remote.
_UNC = re.compile(r"(?i)^(?:[\\/]{2}\?[\\/]unc[\\/]|\\\?\?\\unc\\|[\\/]{2}(?![?.][\\/]))([^\\/]+)[\\/]+[^\\/:]")
_LOCAL_ROOTS = frozenset({"usr", "etc", "tmp", "var", "home", "opt", "bin", "lib", "lib64", "sbin", "dev", "proc",
                          "sys", "root", "mnt", "srv", "run", "boot", "media", "users", "applications", "library",
                          "system", "private", "nix", "snap", "volumes", "workspace", "workspaces", "app", "data",
                          "code", "src", "project", "projects", "localhost", "127.0.0.1", "::1", "[::1]", "wsl$",
                          "wsl.localhost"})


def remote_share(path: str) -> str | None:
    """The host of a UNC path to another machine, else None."""
    if len(path) < 5 or path[0] not in "\\/" or path[1] not in "\\/?":
        return None
    m = _UNC.match(path)
    if m is None:
        return None
    host = m.group(1).strip().casefold()
    if not host or host in _LOCAL_ROOTS or re.fullmatch(r"[a-z]:?", host) or host.startswith("$"):
        return None
    return host


def posix_spelling(path: str, drive: str | None = None) -> str:
    """(see _posix_spelling) As Win32 normalises a path: the spaces and dots ending the last
    name are dropped (C:\\ with a trailing space is C:\\, .env. is .env: rd /s /q C:\\ ...),
    and a single dot ending an earlier one (.ssh.\\id_rsa is .ssh\\id_rsa); an earlier name
    ending in a space or in dots is kept as written (no such directory: it asks more)."""
    r = _posix_spelling(path, drive)
    if r is path or not (" " in r or "." in r):
        return r
    t = _WIN_LAST_END.sub("", _WIN_INNER_DOT.sub("", r))
    if t.endswith("/") and len(t) > 1:
        t = t.rstrip("/") or "/"
    return t


# the spaces and dots ending the last name (not . or .. themselves), or the last name when
# it is spaces only; a single dot ending an earlier name
_WIN_LAST_END = re.compile(r"(?<=[^/. ])[ .]+$|(?<=/) +$")
_WIN_INNER_DOT = re.compile(r"(?<=[^/.])\.(?=/)")


def _posix_spelling(path: str, drive: str | None = None) -> str:
    """A tool's path in a Windows spelling, as the POSIX path it stands for, so that the
    sensitive and working-directory tests and the permission rules read it (an agent on
    Windows, WSL or Git Bash sends C:\\Users\\x\\.ssh\\id_rsa, \\\\?\\C:\\...,
    \\\\server\\share\\..., ..\\..\\.bashrc): backslashes are separators.

    (probe round 40, winpaths40) One canonical form, Claude Code's and Git Bash's: a drive
    is the directory /x named by its letter in lower case (C:\\Users\\dev and C:/Users/dev
    are /c/Users/dev, where a rule //c/Users/dev/** meets them and a Windows cwd lies), also
    written after a device prefix (\\\\?\\C:\\, \\\\.\\C:\\, NT's \\??\\C:\\), as a
    file URI's /C:/, or as this machine's administrative share (\\\\localhost\\c$\\,
    \\\\127.0.0.1\\C$\\, \\\\?\\UNC\\localhost\\c$\\); a WSL distribution's share
    (\\\\wsl$\\Ubuntu\\home\\u, \\\\wsl.localhost\\...) is that Linux's /. With ``drive``
    (the working directory is on that drive), a path from the drive's root (\\Windows) is
    on it, and one relative to a drive's own directory (C:src\\a.py) is relative to the
    working directory on that drive, at another drive's root elsewhere. Another machine's
    share keeps its host as the first name (remote_share asks about it). A POSIX name with
    a backslash in it is read the same way (it only ever asks more)."""
    if path[:2] in ("\\\\", "//", "\\/", "/\\") and _WIN_RAW_DISK.match(path):
        return "/dev/sda"   # (writing one wipes a disk, as dd of=/dev/sda does)
    if "\\" not in path and not _WIN_DRIVE.match(path) and not (path[:2] == "//" and _WIN_DEVICE.match(path)) \
            and not (path[:1] == "/" and _URI_DRIVE.match(path)) and not (drive and _DRIVE_RELATIVE.match(path)):
        return path
    device = _WIN_DEVICE.match(path)
    p = path[device.end():] if device else path
    unc = device is not None and device.group(0)[-4:].upper() in ("UNC\\", "UNC/") or \
        device is None and p.startswith(("\\\\", "//", "\\/", "/\\"))
    p = p.replace("\\", "/")
    if unc:
        host, _, rest = p.lstrip("/").partition("/")
        share, _, rest = rest.lstrip("/").partition("/")
        h = host.casefold()
        if h in _THIS_MACHINE and _ADMIN_SHARE.fullmatch(share):
            return "/" + share[0].lower() + ("/" + rest if rest else "")
        if h in ("wsl$", "wsl.localhost") and share:
            return "/" + rest
        return "/" + p.lstrip("/")
    if p[:1] == "/" and _URI_DRIVE.match(p):
        p = p[1:]
    m = _WIN_DRIVE.match(p)
    if m:
        return "/" + p[0].lower() + ("/" + p[m.end():].lstrip("/") if p[m.end():].strip("/") else "")
    if device is not None:
        return "/" + p.lstrip("/")
    if drive:
        if p[:1] == "/" and p[1:2] != "/" and "\\" in path[:1]:
            return "/" + drive + p   # \\Windows: the working directory's drive's root
        if _DRIVE_RELATIVE.match(p):
            return p[2:] if p[0].lower() == drive else "/" + p[0].lower() + "/" + p[2:]
    return p


# a drive after a file URI's or an editor's slash (/C:/Users, /c:/Users); a drive's own
# relative path (C:src\a.py), read so only beside a Windows working directory; a host that is
# this machine; an administrative share (c$)
_URI_DRIVE = re.compile(r"^/[A-Za-z]:(?=[\\/]|$)")
_DRIVE_RELATIVE = re.compile(r"^[A-Za-z]:(?![\\/]|$)")
_THIS_MACHINE = frozenset({"localhost", "127.0.0.1", "::1", "[::1]", "0:0:0:0:0:0:0:1"})
_ADMIN_SHARE = re.compile(r"[A-Za-z]\$")
# a working directory on a Windows drive, as posix_spelling writes it (/c, /c/Users/dev/proj)
_DRIVE_ROOTED = re.compile(r"^/([A-Za-z])(?=/|$)")


def windows_drive(cwd: str | None) -> str | None:
    """The drive letter (lower case) of a working directory on a Windows drive in its
    canonical spelling (/c/Users/dev/proj; Git Bash's own), else None: beside it, a path
    written the Windows way is read as Windows reads it (C:/x is not a name in the
    project, a backslash separates names)."""
    if cwd is None or len(cwd) < 2 or (len(cwd) > 2 and cwd[2] != "/"):
        return None
    c = cwd[1]
    return c.lower() if c.isascii() and c.isalpha() else None


def windows_absolute(path: str) -> bool:
    """A Windows absolute path: a drive and a separator (C:\\x, C:/x), or a device prefix
    before one (\\\\?\\C:\\x)."""
    if _WIN_DRIVE.match(path):
        return len(path) > 2
    m = _WIN_DEVICE.match(path)
    return m is not None and _WIN_DRIVE.match(path[m.end():]) is not None and len(path) > m.end() + 2


def windows_spelled(path: str) -> bool:
    """(cheap) Does ``path`` hold something Windows reads otherwise than POSIX does?"""
    return "\\" in path or path[1:2] == ":" or path[2:3] == ":"


_PROC_LINK = re.compile(r"^/proc/(self|thread-self|\d+)(?:/task/\d+)?/(root|cwd)(?=/|$)")


def proc_link(p: str, cwd: str | None) -> str:
    """/proc/self/root/etc/shadow is /etc/shadow; /proc/self/cwd/x is cwd/x (resolved
    before ".." is folded: /proc/self/cwd/../x is the parent of cwd). A cwd link with no
    cwd known is left as it is. Another process' cwd (/proc/1/cwd: init's, a daemon's) is
    not ours: taken as /, where init and daemons run (probe round 32: echo x >
    /proc/1/cwd/etc/passwd was a project file write, rm -rf /proc/1/cwd/* a project clean)."""
    q = re.sub(r"/(?:\.?/)+", "/", p)
    m = _PROC_LINK.match(q)
    if not m:
        return p
    rest = q[m.end():].lstrip("/")
    if m.group(2) == "root" or m.group(1).isdigit():
        return "/" + rest
    return p if cwd is None else cwd.rstrip("/") + "/" + rest


def proc_resolve(p: str, cwd: str) -> str:
    """(probe round 35, tools35) ``p`` folded one name at a time, a /proc cwd or root link
    followed where it is met, before a later ``..`` leaves it: a link's ``..`` is its
    target's parent, not the link's directory (/proc/self/fd/../cwd/../.ssh is the
    working directory's parent's .ssh, which the plain fold made /proc/self/.ssh)."""
    out: list[str] = []
    for name in p.split("/"):
        if name in ("", "."):
            continue
        if name == "..":
            if out:
                out.pop()
            continue
        out.append(name)
        if len(out) >= 3 and out[0] == "proc" and out[-1] in ("cwd", "root"):
            here = "/" + "/".join(out)
            there = proc_link(here, cwd)
            if there != here:
                out = [x for x in there.split("/") if x]
    return "/" + "/".join(out)


# (probe round 34, tools34) /proc/PID/cwd with a number or a pid known only at run time
# ($PPID, $$, a pid the agent printed): proc_link takes another process' cwd as /, but the
# process may be the agent's own or its shell's, whose cwd is the working directory
_OTHER_CWD = re.compile(r"^/proc/(?:\d+|\*)(?:/task/(?:\d+|\*))?/cwd(?=/|$)")


def other_cwd_alias(p: str) -> str | None:
    """``/proc/self/cwd/REST`` for a path under another process' cwd link
    (``/proc/1234/cwd/.env``, ``/proc/*/cwd/.env``): where it lands when that process is
    the agent's, for the operator's deny and ask rules (the path itself stays /REST)."""
    if not p.startswith("/proc/") or "/cwd" not in p:
        return None
    q = re.sub(r"/(?:\.?/)+", "/", p)
    m = _OTHER_CWD.match(q)
    return None if m is None else "/proc/self/cwd" + q[m.end():]


# (and a Windows home on a drive, /c/Users/NAME: probe round 40, winpaths40)
_HOME_OF = re.compile(r"/(?:home|Users)/[^/]+|/[A-Za-z]/(?i:users)/[^/]+")


def home_of(cwd: str | None) -> str:
    """The home directory an agent working in ``cwd`` most likely has: the
    /home/NAME or /Users/NAME that holds it, else /root."""
    if cwd:
        m = _HOME_OF.match(cwd)
        if m:
            return m.group(0)
    return "/root"


# a secret that lies under a directory a recursive read covers (the read counts as a
# read of it): system directories, and directories of the home
_SECRETS_UNDER = {
    "/etc/letsencrypt": "/etc/letsencrypt/live/x/privkey.pem", "/var/lib/kubelet": "/var/lib/kubelet/pki/x.key",
    "/var/run/secrets/kubernetes.io": "/var/run/secrets/x", "/root": "/root/.ssh",
    "/etc": "/etc/shadow", "/dev": "/dev/mem", "/proc": "/proc/kcore", "/run": "/run/secrets/x",
    "/var": "/var/run/secrets/x", "/var/run": "/var/run/secrets/x", "/etc/ssl": "/etc/ssl/private/x",
    "/etc/ssh": "/etc/ssh/ssh_host_rsa_key", "/etc/kubernetes": "/etc/kubernetes/admin.conf",
    "/var/run/secrets": "/var/run/secrets/x", "/run/secrets": "/run/secrets/x",
}
_HOME_SECRETS_UNDER = {
    ".config": ".config/gh/hosts.yml", ".local": ".local/share/keyrings/x", ".local/share": ".local/share/keyrings/x",
    ".cache": ".cache/huggingface/token", ".docker": ".docker/config.json", ".codex": ".codex/auth.json",
    ".m2": ".m2/settings.xml", ".config/gcloud": ".config/gcloud/x", ".azure": ".azure/x",
    ".cargo": ".cargo/credentials.toml", ".terraform.d": ".terraform.d/credentials.tfrc.json",
    ".kube": ".kube/config", ".gnupg": ".gnupg/private-keys-v1.d/x", ".aws": ".aws/credentials",
    ".config/gh": ".config/gh/hosts.yml", ".npm": ".npmrc", ".password-store": ".password-store/x",
}
# a home directory (at the start of a path: .match; a home itself: .fullmatch); a Windows
# home under any of the drive's mounts (Git Bash's /c, and (probe round 47, redteam47) WSL's
# /mnt/c and Cygwin's /cygdrive/c: rm -rf /mnt/c/Users/dev was only asked, bypass-allowed)
HOME_DIR = re.compile(r"/root(?=/|$)|/(?:home|Users)/[^/]+|/(?:mnt/|cygdrive/)?[A-Za-z]/(?i:users)/[^/]+")
_GLOB_CHAR = re.compile(r"[*?\[]")


def glob_dir(path: str) -> str:
    """The literal directory a glob path starts with (/a/b/*/c.py -> /a/b)."""
    m = _GLOB_CHAR.search(path)
    return path if m is None else (path[:m.start()].rsplit("/", 1)[0] or "/")


_PROC_PROCESS = re.compile(r"/proc/(?:self|thread-self|\d+)(?:/task(?:/\d+)?)?")


def secret_under(p: str, home: str) -> str | None:
    """A secret a recursive read of the directory ``p`` reads (``/`` and homes hold
    ~/.ssh, /etc holds /etc/shadow...), as a path the sensitive check knows; else None."""
    h = home.rstrip("/") + "/"
    if p == "/" or HOME_DIR.fullmatch(p) or p == home or h.startswith(p.rstrip("/") + "/"):
        return p.rstrip("/") + "/.ssh"
    if p == "/proc" or _PROC_PROCESS.fullmatch(p):
        return "/proc/self/environ"   # every process's environment, and its root link
    if p in _SECRETS_UNDER:
        return _SECRETS_UNDER[p]
    if p.startswith(h) and p[len(h):] in _HOME_SECRETS_UNDER:
        return h + _HOME_SECRETS_UNDER[p[len(h):]]
    return None


def is_inside(path: str, directory: str | None) -> bool:
    """True when the normalised ``path`` is ``directory`` or below it."""
    if not directory:
        return False
    d = posixpath.normpath(directory)
    if d == "/":
        return True
    if path == d or path.startswith(d + "/"):
        return True
    if d[2:3] in ("/", "") and d[1].isalpha() and d[1].isascii():
        # (probe round 40, winpaths40) a Windows drive compares names in any case (NTFS):
        # c:\users\DEV\Proj\src is in C:\Users\dev\proj
        f, g = path.casefold(), d.casefold()
        return f == g or f.startswith(g + "/")
    return False


_NO_ENTRY = object()


@dataclass(frozen=True, slots=True)
class SensitivePaths:
    """Seed 000 sensitive files and seed 002 dangerous paths, as policy data.

    ``basenames``: globs on the file name; ``suffixes``: trailing path segments
    (``.ssh/config``); ``directories``: a directory name anywhere in the path.
    """

    basenames: tuple[str, ...]
    suffixes: tuple[str, ...]
    directories: tuple[str, ...]
    # file names a basename glob does not make sensitive (.env.example, test_secrets.py)
    ordinary: tuple[str, ...] = ()
    _base_names: frozenset[str] = field(init=False, repr=False, compare=False)
    _base_ends: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _base_starts: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _base_inside: re.Pattern = field(init=False, repr=False, compare=False)
    _base_rx: re.Pattern = field(init=False, repr=False, compare=False)
    _tail_rx: dict[str | None, re.Pattern] = field(init=False, repr=False, compare=False)
    _tail_lengths: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _dirs: frozenset[str] = field(init=False, repr=False, compare=False)
    _ordinary_rx: re.Pattern = field(init=False, repr=False, compare=False)
    _ordinary_tails: tuple = field(init=False, repr=False, compare=False)
    _memo: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        def glob(g: str) -> str:
            return fnmatch.translate(g.casefold().strip("/"))
        def one(globs) -> re.Pattern:
            return re.compile("|".join(f"(?:{glob(g)})" for g in globs) or "(?!)", re.S)
        # an ordinary name with a "/" is a trailing path that no entry makes sensitive
        # (.ssh/*.pub: a public key, read by every "add your key to GitHub")
        object.__setattr__(self, "_ordinary_rx", one(x for x in self.ordinary if "/" not in x.strip("/")))
        object.__setattr__(self, "_ordinary_tails", tuple(
            (x.strip("/").count("/") + 1, re.compile(glob(x), re.S)) for x in self.ordinary if "/" in x.strip("/")))
        # the names the quick test meets with string operations: literal names (a set),
        # *.pem (ends with), krb5cc_* (starts with), *secret* (holds); the other globs
        # with one regex
        names, ends, starts, inside, globs = set(), [], [], [], []
        for g in self.basenames:
            low = g.casefold().strip("/")
            core = low.strip("*")
            if _GLOB_META.search(core):
                globs.append(g)
            elif low == core:
                names.add(low)
            elif low == "*" + core:
                ends.append(core)
            elif low == core + "*":
                starts.append(core)
            elif low == "*" + core + "*":
                inside.append(core)
            else:
                globs.append(g)
        object.__setattr__(self, "_base_names", frozenset(names))
        object.__setattr__(self, "_base_ends", tuple(ends))
        object.__setattr__(self, "_base_starts", tuple(starts))
        object.__setattr__(self, "_base_inside", re.compile("|".join(map(re.escape, inside)) or "(?!)", re.S))
        object.__setattr__(self, "_base_rx", one(globs))
        # suffixes grouped by their first component when it is literal (.ssh/config can
        # only match a tail that starts with the component ".ssh"); the others (None)
        # are tried on every tail
        groups: dict[str | None, list[str]] = {}
        for x in self.suffixes:
            first = x.casefold().strip("/").split("/")[0]
            groups.setdefault(None if _GLOB_META.search(first) else first, []).append(x)
        object.__setattr__(self, "_tail_rx", {k: one(v) for k, v in groups.items()})
        object.__setattr__(self, "_tail_lengths",
                           tuple(sorted({x.strip("/").count("/") + 1 for x in self.suffixes})))
        object.__setattr__(self, "_dirs", frozenset(d.casefold().strip("/") for d in self.directories))
        object.__setattr__(self, "_memo", {})

    def match(self, normalized: str) -> str | None:
        """The entry that makes the path sensitive, or None. A path holding glob
        characters (an unquoted operand the shell expands: ``cat /et?/shado?``) is
        also sensitive when it could expand to a sensitive path (``match_glob``)."""
        # the same paths come back (a project's files, src/*): remembered
        memo = self._memo
        found = memo.get(normalized, _NO_ENTRY)
        if found is _NO_ENTRY:
            found = self._match_literal(normalized)
            if found is None and ("*" in normalized or "?" in normalized or "[" in normalized):
                found = self.match_glob(normalized)
            if found is None:
                found = self._match_other_spellings(normalized)
            if len(memo) > 8192:
                memo.clear()
            memo[normalized] = found
        return found

    def _match_other_spellings(self, normalized: str) -> str | None:
        """The entry another name of the path matches (spelling.py: ``.git./config``,
        ``.env::$DATA``, ``.g\u200cit/hooks``, a fullwidth ``．env``; an 8.3 short
        name ``GIT~1/config`` as the glob ``.git*/config``), or None."""
        other = spelling.folded(normalized)
        if other is not None:
            found = self._match_literal(other)
            if found is None and ("*" in other or "?" in other or "[" in other):
                found = self.match_glob(other)
            if found is not None:
                return found
        for glob in spelling.short_name_globs(other or normalized):
            found = self.match_glob(glob)
            if found is not None:
                return found
        return None

    def match_glob(self, normalized: str) -> str | None:
        """The entry a shell glob could expand to, or None.

        Component by component (a glob never crosses "/"), as bash expands it: a
        wildcard at the start of a component never matches a leading dot. A component
        that starts with ``*`` and then only an extension (``*.py``: any name) is not
        taken to name a sensitive file, nor are the sensitive names that start with
        ``*`` (``*secret*``) compared with a glob, or every ``cat src/*.py`` would ask;
        a component that spells a sensitive name with wildcards in it (``shado?``,
        ``sha*``, ``*hadow``, ``.en?``, ``.ss?``) is."""
        parts = [p for p in normalized.casefold().split("/") if p]
        if not parts:
            return None
        if self._ordinary_glob(parts):
            return None   # every name it expands to is ordinary (~/.ssh/*.pub)
        base = parts[-1]
        for pat in self.basenames:
            pc = pat.casefold()
            # a pattern like *.pem is compared with names that spell one out but for
            # a ? or [..] (server.pe?, .bash_histor?), not with a * (test_*.py, *.py)
            if (not pc.startswith("*") or base.startswith("*")
                    or ("*" not in base and base.count("?") + base.count("[") <= 2)
                    or _spells_into(base, pc)) and _could_name(base, pc):
                return pat
        for suffix in self.suffixes:
            want = [x for x in suffix.casefold().strip("/").split("/") if x]
            # a suffix names its directories too (.config/gh/hosts.yml): there a bare
            # "*" does name the secret (cat ~/.config/gh/*, cat ~/.config/*/hosts.yml)
            # (when some other component spells one of its directories exactly)
            if len(parts) < len(want) or (want[0] in ("dev", "proc") and len(parts) != len(want)):
                continue   # (dev/sd[a-z] is /dev/sda, not a home named dev)
            window = parts[-len(want):]
            strict = len(want) > 1 and any(g == w and not _GLOB_META.search(g) for g, w in zip(window, want))
            if all(_could_name(g, w, lenient=not strict) for g, w in zip(window, want)):
                return suffix
        for part in parts:
            for d in self.directories:
                if _could_name(part, d.casefold().strip("/")):
                    return d.strip("/") + "/"
        return None

    def _ordinary_glob(self, parts: list[str]) -> bool:
        """Does every path the glob's last components expand to lie under an ordinary
        trailing path? (each component the same literal, or a ``*SUFFIX`` whose matches
        all end with SUFFIX: ``*.pub``, ``id_*.pub``)"""
        for x in self.ordinary:
            want = [c for c in x.casefold().strip("/").split("/") if c]
            if len(want) < 2 or len(parts) < len(want):
                continue
            ok = True
            for g, w in zip(parts[-len(want):], want):
                if not _GLOB_META.search(w):
                    ok = g == w
                elif w.startswith("*") and not _GLOB_META.search(w[1:]):
                    ok = g.endswith(w[1:]) and not _GLOB_META.search(g[len(g) - len(w) + 1:]) \
                        and g.count("[") == g.count("]")
                else:
                    ok = False
                if not ok:
                    break
            if ok:
                return True
        return False

    def _base_may_match(self, base: str) -> bool:
        """Does the (case-folded) file name match a basename entry? (the quick test)"""
        return (base in self._base_names or base.endswith(self._base_ends) or base.startswith(self._base_starts)
                or self._base_inside.search(base) is not None or self._base_rx.match(base) is not None)

    def _tail_may_match(self, parts: list[str]) -> bool:
        """Do the last components of the path match a suffix? (a quick test before
        the exact one in _match_literal)"""
        tails = self._tail_rx
        anywhere = tails.get(None)
        for n in self._tail_lengths:
            if len(parts) < n:
                break
            rx = tails.get(parts[-n])
            if rx is not None and rx.match("/".join(parts[-n:])):
                return True
            if anywhere is not None and anywhere.match("/".join(parts[-n:])):
                return True
        return False

    def _match_literal(self, normalized: str) -> str | None:
        low = normalized.casefold()
        parts = [p for p in low.split("/") if p]
        if not parts:
            return None
        if not (self._base_may_match(parts[-1]) or self._tail_may_match(parts)
                or not self._dirs.isdisjoint(parts)):
            return None
        base = parts[-1]
        for n, rx in self._ordinary_tails:
            if len(parts) >= n and rx.match("/".join(parts[-n:])):
                return None
        if not self._ordinary_rx.match(base):
            for pat in self.basenames:
                if fnmatch.fnmatchcase(base, pat.casefold()):
                    return pat
        for suffix in self.suffixes:
            s = suffix.casefold().strip("/")
            if low == "/" + s or low.endswith("/" + s):
                return suffix
            # ".ssh/*"-style suffix globs
            if "*" in s or "?" in s or "[" in s:
                n = s.count("/") + 1
                if len(parts) >= n and fnmatch.fnmatchcase("/".join(parts[-n:]), s):
                    return suffix
        dirs = {d.casefold().strip("/"): d for d in self.directories}
        for part in parts[:-1]:
            if part in dirs:
                return dirs[part] + "/"
        # the directory itself (e.g. "rm -rf .git")
        if base in dirs:
            return dirs[base] + "/"
        return None


# --- could a shell glob component name a given name (or match a given pattern)? ---------
def _spells_into(glob: str, pattern: str) -> bool:
    """Does a glob's literal start spell the start of a ``*``-pattern's literal part, so
    that what the wildcard adds completes it (server.pe* and *.pem, cred* and
    *credentials*, ~/.bash_h* and *_history)? Three characters at least, two for a
    part that starts with its separator (.k, _h): src* and *.pem share nothing, test_s*
    and *secret* one letter, docs/se* two."""
    lit = _GLOB_META.split(glob, 1)[0]
    core = _GLOB_META.split(pattern.lstrip("*"), 1)[0]
    least = 2 if core[:1] in (".", "_", "-") else 3
    if not lit or len(core) < least:
        return False
    return core in lit or any(lit.endswith(core[:k]) for k in range(least, len(core) + 1))




@functools.lru_cache(maxsize=8192)
def _glob_tokens(g: str) -> tuple:
    """fnmatch/bash glob as tokens: ("l", c) literal, ("?",), ("*",), ("s", negated, chars)."""
    g = posix_brackets(g)   # ([[:alpha:]] as [a-zA-Z])
    out: list[tuple] = []
    i = 0
    while i < len(g):
        c = g[i]
        if c == "*":
            if not out or out[-1] != ("*",):
                out.append(("*",))
        elif c == "?":
            out.append(("?",))
        elif c == "[":
            j = i + 1
            neg = j < len(g) and g[j] in "!^"
            if neg:
                j += 1
            k = j + 1 if j < len(g) and g[j] == "]" else j   # "]" first is literal
            end = g.find("]", k)
            if end < 0:
                out.append(("l", "["))
            else:
                body = g[j:end]
                chars: set[str] = set()
                m = 0
                while m < len(body):
                    if m + 2 < len(body) and body[m + 1] == "-":
                        lo, hi = ord(body[m]), ord(body[m + 2])
                        if hi - lo > 512 or hi < lo:
                            # a huge range, or one reversed by case folding ([Z-e] is Z..e,
                            # which holds e; folded, [z-e]): anything (over-approximated)
                            chars = set()
                            neg = True
                            break
                        chars.update(chr(x) for x in range(lo, hi + 1))
                        m += 3
                    else:
                        chars.add(body[m])
                        m += 1
                out.append(("s", neg, frozenset(chars)))
                i = end
        elif c == "\\" and i + 1 < len(g):
            out.append(("l", g[i + 1]))
            i += 1
        else:
            out.append(("l", c))
        i += 1
    return tuple(out)


def _one_char_compatible(a: tuple, b: tuple) -> bool:
    if a[0] == "?" or b[0] == "?":
        return True
    if a[0] == "l" and b[0] == "l":
        return a[1] == b[1]
    if a[0] == "l":
        a, b = b, a
    if b[0] == "l":   # a is a set
        return (b[1] in a[2]) != a[1]
    if a[1] or b[1]:   # two sets, one negated: over-approximated
        return True
    return not a[2].isdisjoint(b[2])


def sequences_meet(a, b, is_star, meet, *, star_ends_nonempty: bool = False) -> bool:
    """Is there one string both patterns match? ``a`` and ``b`` are sequences of
    elements; ``is_star`` says which match any run of elements (at least one when it
    ends its pattern, with ``star_ends_nonempty``), ``meet`` whether two others can
    match the same element."""
    seen: dict[tuple[int, int], bool] = {}

    def go(i: int, j: int) -> bool:
        key = (i, j)
        if key in seen:
            return seen[key]
        seen[key] = False
        if i < len(a) and is_star(a[i]):
            if star_ends_nonempty and i == len(a) - 1:
                r = j < len(b)
            else:
                r = go(i + 1, j) or (j < len(b) and go(i, j + 1))
        elif j < len(b) and is_star(b[j]):
            if star_ends_nonempty and j == len(b) - 1:
                r = i < len(a)
            else:
                r = go(i, j + 1) or (i < len(a) and go(i + 1, j))
        elif i == len(a) or j == len(b):
            r = i == len(a) and j == len(b)
        else:
            r = meet(a[i], b[j]) and go(i + 1, j + 1)
        seen[key] = r
        return r

    return go(0, 0)


def _globs_intersect(a: tuple, b: tuple) -> bool:
    """Is there a string both token sequences match?"""
    return sequences_meet(a, b, lambda t: t == ("*",), _one_char_compatible)


_GLOB_META = re.compile(r"[*?\[]")


def glob_components_meet(a: str, b: str) -> bool:
    """Can one file name match both glob components (``*``, ``?``, ``[...]``)?"""
    if len(a) > 255 or len(b) > 255:   # longer than any file name: not sure
        return True
    return _globs_intersect(_glob_tokens(a), _glob_tokens(b))


# a file name's tail that names source code or its tests: a word, then a code extension
_SOURCE_TAIL = re.compile(r"[\w.-]*\w\.(?:go|rb|py|pyi|ts|tsx|js|jsx|mjs|cjs|rs|java|kt|kts|swift|c|cc|cpp|"
                          r"h|hpp|cs|php|ex|exs|erl|scala|dart|lua|vue|svelte|css|scss|html|sql|sh|proto|snap)")


_SET_THEN_STAR = re.compile(r"\[([^\]!^][^\]]*)\]\*")


def _wide_set_star(component: str) -> str | None:
    """``*`` and the rest when the component starts with a bracket set of ten characters or
    more, with no dot, followed by a star; else None."""
    g = posix_brackets(component)
    m = _SET_THEN_STAR.match(g)
    if m is None:
        return None
    first = _glob_tokens(g[:m.end() - 1])
    if len(first) != 1 or first[0][0] != "s" or first[0][1] or "." in first[0][2] or len(first[0][2]) < 10:
        return None
    return g[m.end() - 1:]


@functools.lru_cache(maxsize=16384)
def _could_name(component: str, name: str, *, lenient: bool = True) -> bool:
    """Could the (case-folded) glob ``component`` of a path expand to a component
    matching ``name`` (a sensitive name or pattern)? A component starting with "*"
    is taken as "any name" (see SensitivePaths.match_glob) unless what follows the
    star spells at least three characters of a name that is not an extension:
    ``*hadow`` names shadow and ``*_rsa`` id_rsa, while ``*``, ``*.py`` and ``*.json``
    name no file in particular."""
    if lenient and component.startswith("["):
        # (probe round 32, benign33) a wide bracket set before a star ([a-z]*, [[:upper:]]*,
        # [[:alnum:]]*.md) is as broad as the star alone: any name not hidden, read as "*"
        # and what follows it (cat [[:upper:]]*.md is cat *.md; [a-z]*_rsa still names id_rsa)
        wide = _wide_set_star(component)
        if wide is not None:
            component = wide
    if lenient and component.startswith(".*") and name.startswith(".") and name.endswith(("*", "?", "]")):
        # (probe round 31) find -name '*_test.go' also finds hidden names (.*_test.go):
        # against a hidden name's prefix (.env.*) a tail that ends with a source file's
        # extension shares only .env.x_test.go, a name nobody has, as *_test.go and
        # id_rsa.* do below; any other tail (.*production is .env.production; .*v, .*rc,
        # .*.local) is still compared in full
        tail = component[2:]
        if not tail.startswith(".") and not _GLOB_META.search(tail) and _SOURCE_TAIL.fullmatch(tail):
            return False
    if lenient and component.startswith("*"):
        tail = component.lstrip("*")
        core = name.strip("*")
        if name.startswith("*") and name.endswith("*") and core and not _GLOB_META.search(core):
            # a name inside any name (*credentials*): the glob's text after the star
            # is part of it (*redentials, *entials*), not merely shares a name with it
            # (*_test.go and *credentials* share credentials_test.go)
            t = tail.rstrip("*")
            if len(t) < 3 or _GLOB_META.search(t):
                return False
            # the name may also straddle the star: *ecrets.yml is secrets.yml
            if t in core and (tail.endswith("*") or core.endswith(t)):
                return True
            # (probe round 32) a glob that ends with its text ends the name there: *.tf is no
            # part of *.tfstate.* (only a.tfstate.x.tf, a name nobody has, is both), *ecret is
            return any(t.startswith(core[k:]) for k in range(len(core) - 2))
        if name.startswith("*.") and tail.startswith(".") and _GLOB_META.search(tail):
            pass   # an extension spelled with wildcards (*.pe?, *.k[e]y) against *.pem: compared below
        elif len(tail) < 3 or tail.startswith(".") or name.endswith(("*", "?", "]")):
            return False   # (*_test.go and id_rsa.* share id_rsa._test.go, a name nobody has)
    if len(component) > 255:   # longer than any file name: not worth the search, not sure
        return True
    g, n = _glob_tokens(component), _glob_tokens(name)
    if not g or not n:
        return False
    if n[0] == ("l", ".") and g[0] != ("l", "."):
        return False   # bash: a leading wildcard never matches a leading dot
    return _globs_intersect(g, n)


EXPANSION_TEXT = re.compile(r"\$\{[^}]*\}|\$\((?:[^()]|\([^()]*\))*\)|`[^`]*`|\$[A-Za-z_][A-Za-z0-9_]*|\$[@*#?$!0-9-]")


def dynamic_globs(word: str) -> list[str]:
    """A glob covering every value of a word with expansions in it (each is "*"): the
    literal parts still name what is read (~/.ssh/id_rsa$x is ~/.ssh/id_rsa*)."""
    glob = EXPANSION_TEXT.sub("*", word)
    while "**" in glob:
        glob = glob.replace("**", "*")
    return [glob]


def bash_touched_paths(analysis, *, cwd: str | None, home: str | None) -> tuple[str, ...]:
    """Every normalised path a parsed Bash command may touch: the analysis' read and write
    paths, redirection targets, and every literal operand (an operand may be a path)."""
    paths: list[str] = []
    a = analysis
    paths.extend(normalize_path(p, cwd=cwd, home=home) for p in a.read_paths + a.write_paths)
    # a directory read whole reads what lies in it (cd ~/.config/gh; grep -r . .)
    paths.extend(normalize_path(t.rstrip("/") + "/*", cwd=cwd, home=home) for t in a.tree_reads)
    # every file of a directory (cat /etc/ssh/*, head /var/run/secrets/*/*/*): the
    # secrets that directory holds
    for p in a.read_paths:
        if p.endswith("/*") or (p.endswith("*") and _wide_set_star(p.rsplit("/", 1)[-1]) == "*"):
            secret = secret_under(normalize_path(glob_dir(p), cwd=cwd, home=home), home or home_of(cwd))
            if secret is not None:
                paths.append(secret)
    for cmd in a.commands:
        for r in cmd.redirects:
            if r.target:
                paths.append(normalize_path(r.target, cwd=cwd, home=home))
        data = data_operands(cmd.argv[0], cmd.argv[1:]) if cmd.argv else frozenset()
        if cmd.argv and cmd.argv[0] in ("kubectl", "oc"):
            paths.extend(normalize_path(f, cwd=cwd, home=home) for f in kubectl_data_files(cmd.argv[1:]) if len(f) < 4096)
        for i, w in enumerate(cmd.argv[1:], 1):
            if i - 1 in data:
                continue   # a pattern, a program, a message: not a file
            if w and not w.startswith("-") and i not in cmd.dynamic_args and len(w) < 4096:
                paths.append(normalize_path(w, cwd=cwd, home=home))
            elif w and i in cmd.dynamic_args and len(w) < 4096 and "/" in w:
                # a path with a part only known at run time (~/.ssh/id_rsa$x,
                # /home/$USER/.aws/credentials): every value that part may take
                paths.extend(normalize_path(g, cwd=cwd, home=home) for g in dynamic_globs(w))
            elif w.startswith("--") and "=" in w and len(w) < 4096 and w.split("=", 1)[0] not in PATTERN_OPTIONS:
                paths.append(normalize_path(w.split("=", 1)[1], cwd=cwd, home=home))
    return tuple(dict.fromkeys(paths))


# (probe round 36, benign41) readers that print a certificate, a request or a revocation
# list and can never print a private key: openssl x509/req/crl/pkcs7 in the read-only form
# commands._openssl allows (-in FILE, print options only; no -out, -signkey, -engine,
# -config, -passin). Given a key they fail with "unable to load"; given a PEM holding a key
# and a certificate they print the certificate. The *.pem name alone cannot tell a
# certificate from a key, so the sensitive-path ask is lifted for such a read and nothing
# else: only where *.pem is the one entry the path meets (the same path named .crt is not
# sensitive: not ~/.ssh/x.pem, not secret.pem), the path is that option's literal value
# (no glob, no expansion, no environment before openssl) and no other command, operand,
# redirection or write names it.
_CERT_READERS = frozenset({"x509", "req", "crl", "pkcs7"})


def certificate_read_only(analysis, path: str, entry: str, sensitive, *, cwd: str | None, home: str | None) -> bool:
    """Whether ``path`` (normalised; sensitive by ``entry``) is touched by nothing but the
    ``-in`` of openssl's certificate printers (see _CERT_READERS)."""
    if entry != "*.pem" or not path.casefold().endswith(".pem") or sensitive.match(path[:-4] + ".crt"):
        return False
    a = analysis
    if "<" in a.command:
        # (probe round 36, loosen37) an input redirection of a group, loop, subshell or
        # function call ({ cat; } < key.pem, while read l; ...; done < key.pem) belongs to no
        # simple command these are read from: a line with one lifts nothing
        return False
    if any(normalize_path(w, cwd=cwd, home=home) == path for w in a.write_paths):
        return False
    seen = False
    for cmd in a.commands:
        argv = cmd.argv
        for r in cmd.redirects:
            if r.target and normalize_path(r.target, cwd=cwd, home=home) == path:
                return False
        for i, w in enumerate(argv):
            if not w or (normalize_path(w, cwd=cwd, home=home) != path
                         and not ("=" in w and normalize_path(w.split("=", 1)[1], cwd=cwd, home=home) == path)):
                continue
            plain = (argv[0] == "openssl" and not cmd.env and not cmd.dynamic_name and i not in cmd.dynamic_args
                     and not _GLOB_WORD.search(w))
            # (probe round 37, benign42) openssl verify's certificates: each file it names
            # (-CAfile, -untrusted, -trusted, -CRLfile, the operands) is loaded as a certificate
            if not (plain and ((i >= 3 and argv[i - 1] == "-in" and argv[1] in _CERT_READERS and cert_printer(argv[1:]))
                               or (i >= 2 and argv[1] == "verify" and w == argv[i] and "=" not in w
                                   and (argv[i - 1] in _VERIFY_FILES or not argv[i - 1].startswith("-")
                                        or argv[i - 1] in _VERIFY_FLAGS) and cert_verifier(argv[1:])))):
                return False
            seen = True
    return seen


_GLOB_WORD = re.compile(r"[*?\[]")


# a patch's headers: the files it writes (+++ b/x, --- a/x, Codex's *** Add/Update/Delete
# File: x and *** Move to: x, rename/copy from/to x, diff --git a/x b/x)
PATCH_HINT = re.compile(r"(?m)^(?:\+\+\+|---)[ \t]|^\*\*\* (?:Add|Update|Delete) File:|^\*\*\* Move to:|"
                        r"^(?:rename|copy) (?:from|to) |^diff --git ")
_PATCH_LINE = re.compile(r"(?m)^(?:(?:\+\+\+|---)[ \t]+([^\t\r\n]+)|\*\*\* (?:Add|Update|Delete) File:[ \t]*([^\r\n]+)|"
                         r"\*\*\* Move to:[ \t]*([^\r\n]+)|(?:rename|copy) (?:from|to)[ \t]+([^\r\n]+)|"
                         r"diff --git[ \t]+(\S+)[ \t]+(\S+))")
_GIT_PREFIX = re.compile(r"^[abciow12]/")


def patch_targets(text: str, limit: int = 1000) -> list[str]:
    """The paths a patch's headers name, each as written and, with a git prefix (a/, b/),
    as git apply reads it (-p1): patch -p0 and git read the same text differently, and
    both count. More than ``limit`` paths: ``limit + 1`` are returned."""
    out: list[str] = []
    for m in _PATCH_LINE.finditer(text):
        for raw in m.groups():
            if not raw:
                continue
            p = raw.strip()
            if len(p) >= 2 and p[0] == p[-1] == '"':
                p = p[1:-1]
            if not p or p == "/dev/null" or (p[0].isdigit() and p.endswith(("----", "****"))):
                continue   # (a new or deleted file's other side; a context diff's line range)
            if _GIT_PREFIX.match(p):
                out.append(p[2:])
            out.append(p)
            if len(out) > limit:
                return out
    return out
