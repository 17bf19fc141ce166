"""Command tables for the Bash analysis: what runs code, what fetches, what is read-only.

Read-only is an allowlist of (command, safe options), never a name or a prefix: every
entry below was audited against GTFOBins for options that execute a program or write a
file, and those options make the command not read-only. Long options are refused by
prefix too, because GNU getopt_long and git's parse-options accept any unambiguous
abbreviation (``sort --out=f`` is ``sort --output=f``).

Every validator takes ``args`` (the argv after the command name, canonical words) and
``unknown`` (True when some argument is only known at run time, or when ``xargs``
appends arguments). A command whose options could execute or write is never read-only
with unknown arguments.
"""
from __future__ import annotations

import base64
import binascii
import fnmatch
import functools
import json
import posixpath
import re
import shlex

import re2
from typing import Callable, Iterable, Mapping, Sequence
from urllib.parse import unquote_plus

from policy.engine import jsrbcode, pycode, spelling
from policy.engine.regexes import re2_found

# --- what runs code -----------------------------------------------------------------

SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "tcsh", "csh", "yash", "rbash"})
INTERPRETERS = frozenset({
    "python", "python2", "python3", "pypy", "pypy3", "perl", "ruby", "node", "nodejs", "php",
    "lua", "luajit", "Rscript", "deno", "bun", "tclsh", "wish", "osascript", "pwsh", "powershell",
    # (probe round 32, published6) R, octave, elixir, erl -eval, crystal eval, kotlin -e
    "R", "octave", "octave-cli", "elixir", "erl", "crystal", "kotlin",
    "irb", "jshell", "groovy", "scala", "julia", "tsx", "ts-node", "expect", "pwsh-preview", "php-cgi",
    # (probe round 44, interp44) IPython's -c CODE, a script or a module
    "ipython", "ipython3",
    "pwsh.exe", "powershell.exe",
    # (probe round 32, residuals33) Lisp and Scheme: sbcl --eval, clisp -x, guile -c, racket -e
    "sbcl", "clisp", "ecl", "guile", "racket",
    # (probe round 51, redteam51) REPLs reading code on their standard input or -e: Haskell's
    # (ghci, runghc), OCaml's toplevel, Ruby's pry, Nashorn's jjs
    "ghci", "runghc", "runhaskell", "ocaml", "pry", "jjs", "clojure", "clj", "bb",
})
# PowerShell: its code is read as the Bash it stands for (policy.engine.powershell)
POWERSHELLS = frozenset({"pwsh", "powershell", "pwsh-preview", "pwsh.exe", "powershell.exe"})
# The option that makes an interpreter take its program from the next argument.
INTERPRETER_CODE_OPTS = frozenset({"-c", "-e", "-E", "--eval", "-eval", "-p", "--print", "-r", "-x", "--command", "eval",
                                   "-Command", "-command", "-EncodedCommand"})
# Options after which an interpreter runs a module/file name rather than reading stdin.
INTERPRETER_MODULE_OPTS = frozenset({"-m"})
AWKS = frozenset({"awk", "gawk", "mawk", "nawk", "busybox-awk"})

# programs whose operands or option values are shell command lines they run (probe round 29,
# published3): hyperfine 'CMD' and --prepare 'CMD', concurrently 'CMD' 'CMD', nodemon --exec
# 'CMD', watchexec 'CMD', entr -s 'CMD', chokidar -c 'CMD', onchange -- CMD, pueue add 'CMD',
# tsp CMD: a word of theirs holding a blank is code, read as the shell reads it
COMMAND_LINE_RUNNERS = frozenset({"hyperfine", "concurrently", "nodemon", "watchexec", "entr", "chokidar", "onchange",
                                  "pueue", "tsp", "tsc-watch"})


def runner_command_lines(words: Sequence[str]) -> list[str]:
    """The command lines a COMMAND_LINE_RUNNERS program is given among its words (the
    program's name not included): each word holding a blank, an option's value joined to
    it included (--exec='rm -rf ~', --prepare=CMD, -x'CMD'; probe round 29, redteam29b),
    and hyperfine's -L/--parameter-list NAME V1,V2 values (a backslash keeps a comma) and
    -P/--parameter-scan NAME MIN MAX ends put in for {NAME}, in any word that names it."""
    lines: list[str] = []
    params: list[tuple[str, list[str]]] = []
    for i, w in enumerate(words[:16]):
        if w in ("-L", "--parameter-list") and i + 2 < len(words):
            params.append(("{" + words[i + 1] + "}", _hyperfine_list(words[i + 2])))
        elif w.startswith("--parameter-list=") and i + 1 < len(words):
            params.append(("{" + w.split("=", 1)[1] + "}", _hyperfine_list(words[i + 1])))
        elif w in ("-P", "--parameter-scan") and i + 3 < len(words) and _SCAN_NAME.fullmatch(words[i + 1]) \
                and _SCAN_NUMBER.fullmatch(words[i + 2]) and _SCAN_NUMBER.fullmatch(words[i + 3]):
            # (concurrently's -P is another option: a name and two numbers are hyperfine's)
            # -P NAME MIN MAX: the numbers from MIN to MAX (the ends and their integer
            # parts stand for them; probe round 30, residuals30)
            params.append(("{" + words[i + 1] + "}", _scan_ends(words[i + 2], words[i + 3])))
        elif w.startswith("--parameter-scan=") and i + 2 < len(words) and _SCAN_NUMBER.fullmatch(words[i + 1]) \
                and _SCAN_NUMBER.fullmatch(words[i + 2]):
            params.append(("{" + w.split("=", 1)[1] + "}", _scan_ends(words[i + 1], words[i + 2])))
    names = tuple(name for name, _values in params)
    for i, w in enumerate(words[:16]):
        if " " not in w.strip() and not (names and any(name in w for name in names)):
            continue   # (a word with no blank is a command line only when a value goes in it: '{cmd}')
        if w.startswith("--") and "=" in w:
            w = w.split("=", 1)[1]
        elif w.startswith("-") and len(w) > 2 and w[1] != "-" and w[1].isalpha():
            w = w[2:]
        lines.append(w)
    for name, values in params[:2]:
        lines.extend(line.replace(name, v) for line in list(lines) if name in line for v in values)
    if "--" in words[:16] and any("{" in line for line in lines):
        # concurrently -P 'rm -rf {1}' -- ~: the arguments after -- are put in for {1}...,
        # {@} and {*} (probe round 29, redteam29d)
        rest = list(words[words.index("--") + 1:][:9])
        # (the shell expanded ~ before the runner saw it: a plain word stays as written)
        def q(a: str) -> str:
            return a if re.fullmatch(r"[\w@%+=:,./~-]+", a) else shlex.quote(a)
        quoted = [q(a) for a in rest]
        for k, line in enumerate(list(lines)):
            for j, one in enumerate(quoted, 1):
                line = line.replace("{%d}" % j, one)
            lines[k] = line.replace("{@}", " ".join(quoted)).replace("{*}", q(" ".join(rest)))
    return lines[:32]


_SCAN_NAME = re.compile(r"[A-Za-z_][\w-]*")
_SCAN_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def command_line_words(words: Sequence[str]) -> list[str]:
    """The words among a program's first 16 that hold a whole command line (a blank in
    them), an option's value joined to it taken alone (--run='rm -rf ~', -c'CMD')."""
    lines: list[str] = []
    for w in words[:16]:
        if " " not in w.strip():
            continue
        if w.startswith("--") and "=" in w:
            w = w.split("=", 1)[1]
        elif w.startswith("-") and len(w) > 2 and w[1] != "-" and w[1].isalpha():
            w = w[2:]
        lines.append(w)
    return lines


# (probe round 33, published7) the command lines inside a code word an unknown program is
# given: a shell escape (lftp -c '!CMD', dc -e '!CMD', ftp's !CMD), a KEY=CMD or KEY:CMD
# value (check_by_ssh -o ProxyCommand='CMD', socat's EXEC:'CMD',pty and SYSTEM:CMD),
# a quoted string in code (jrunscript -e 'exec("CMD")', bpftrace system("CMD"), knife
# exec -E, exiftool -if, gimp's python-fu-eval, latexmk -e '$pdflatex="CMD"', puppet's
# command => 'CMD'), TeX's \write18{CMD}, rpm's %(CMD), kakoune's %sh{CMD}, fzf's execute(CMD)
_EMBEDDED_BANG = re.compile(r"\A\s*(?::|\\)?!\s*(?!=)(.+)", re.S)
_EMBEDDED_VALUE = re.compile(r"\A\s*[A-Za-z_][\w.-]*\s*[=:]\s*(.+)", re.S)
_EMBEDDED_STRING = re.compile(r"""(["'])((?:(?!\1)[^\\]|\\.)*)\1""", re.S)
_EMBEDDED_TEX = re.compile(r"\\write18\s*\{([^{}]*)\}|%\(([^()]*)\)|%sh\{([^{}]*)\}|"
                           r"\b(?:execute[\w-]*|reload[\w-]*|become)[(\[{<]([^()\[\]{}<>]*)[)\]}>]")


def embedded_command_lines(line: str) -> list[str]:
    """The command lines inside a word that holds one (command_line_words' lines) other
    than the word itself, as an unknown program given it may run them (up to 8)."""
    out: list[str] = []
    m = _EMBEDDED_BANG.match(line)
    if m:
        out.append(m.group(1))
    m = _EMBEDDED_VALUE.match(line)
    if m:
        value = m.group(1).strip()
        out.append(value)
        if "," in value:
            out.append(value.split(",", 1)[0])   # (socat's options follow a comma)
        if value[:1] in "\"'" and value[-1:] == value[:1] and len(value) > 1:
            out.append(value[1:-1])
    if ("'" in line or '"' in line) and len(line) < 4000:
        for m in _EMBEDDED_STRING.finditer(line):
            if " " in m.group(2).strip():
                out.append(m.group(2).replace("\\'", "'").replace('\\"', '"'))
                if len(out) >= 8:
                    break
    if "write18" in line or "%(" in line or "%sh{" in line or "exec" in line or "reload" in line or "become" in line:
        # (TeX's \write18{CMD}, rpm's %(CMD), kakoune's %sh{CMD}, fzf's execute(CMD),
        # reload(CMD), become(CMD) bindings)
        out.extend(next((g for g in m if g), "") for m in _EMBEDDED_TEX.findall(line))
    if "|" in line or "%pipe%" in line:
        # (probe round 35, redteam35) a file name that is a pipe to a shell command:
        # ImageMagick's and sox's '|CMD' operands, Ghostscript's %pipe%CMD (-sOutputFile=,
        # (%pipe%CMD) (w) file), run through popen
        out.extend(x.lstrip()[1:] for x in [line, *out] if x.lstrip().startswith("|"))
        out.extend(m.group(1) for m in _PIPE_NAME.finditer(line))
    return [x for x in dict.fromkeys(out) if x.strip() and x != line][:8]


_PIPE_NAME = re.compile(r"%pipe%([^)'\"]+)")


def _hyperfine_list(text: str) -> list[str]:
    """hyperfine's -L values: split at commas, a backslash keeping the comma or backslash
    after it (-L cmd 'rm -rf ~\\,x,ls' gives 'rm -rf ~,x' and 'ls')."""
    values, cur, i = [], [], 0
    while i < len(text) and len(values) < 8:
        c = text[i]
        if c == "\\" and i + 1 < len(text) and text[i + 1] in ",\\":
            cur.append(text[i + 1])
            i += 2
            continue
        if c == ",":
            values.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    values.append("".join(cur))
    # (and as plain commas split them, should the version at hand not read the escape)
    return list(dict.fromkeys(values[:8] + text.split(",")[:8]))


def _scan_ends(low: str, high: str) -> list[str]:
    """The values a -P scan puts in that a probe needs: its ends as written and as
    integers (hyperfine prints an integer scan without a decimal point)."""
    out = [low, high]
    for v in (low, high):
        try:
            out.append(str(int(float(v))))
        except ValueError:
            pass
    return list(dict.fromkeys(out))


NETWORK_FETCHERS = frozenset({
    "curl", "wget", "nc", "ncat", "netcat", "socat", "fetch", "http", "https", "xh", "aria2c",
    "lynx", "w3m", "links", "elinks", "telnet", "ftp", "tftp", "sftp", "ssh", "openssl", "wget2",
    "curlie", "httpie", "axel", "rclone", "s3cmd", "gsutil",
})
# programs whose every operand is a host name resolved through DNS or an address probed
# (probe round 28, published2): a name built from command output or a secret sends it
NAME_LOOKUPS = frozenset({"ping", "ping4", "ping6", "fping", "hping3", "arping", "dig", "kdig", "delv", "drill",
                          "nslookup", "host", "getent", "resolvectl", "traceroute", "traceroute6", "tracepath",
                          "mtr", "whois", "tcptraceroute", "nping", "avahi-resolve"})
# (probe round 36, exfil36) programs whose words go to a remote service they query (a
# forge's, a cloud's, a cluster's, a hosting service's API): their read-only queries are
# allowed, so a literal credential among their words (gh search code AKIA..., aws s3 ls
# s3://someone-elses-bucket/ghp_..., whose owner's access log keeps the prefix) is sent
REMOTE_SERVICE_CLIS = frozenset({"gh", "glab", "hub", "tea", "aws", "gcloud", "gsutil", "bq", "az", "azcopy", "kubectl",
                                 "oc", "helm", "doctl", "flyctl", "fly", "heroku", "vercel", "netlify", "wrangler",
                                 "firebase", "supabase", "eksctl", "argocd", "s3cmd", "rclone", "linode-cli", "hcloud",
                                 "scw", "ibmcloud", "oci", "aliyun", "tccli", "railway", "doppler", "vault", "consul",
                                 "nomad", "databricks", "stripe", "twilio", "sentry-cli", "circleci", "b2", "mc"})
NETWORK_CLIENTS = frozenset({"nc", "ncat", "netcat", "socat", "telnet", "ssh", "scp", "sftp", "ftp", "tftp"})

PRIVILEGE = frozenset({"sudo", "doas", "su", "pkexec", "run0", "sudoedit"})

PUBLISHERS: dict[str, frozenset[str]] = {
    "npm": frozenset({"publish", "unpublish", "deprecate"}),
    "yarn": frozenset({"publish", "npm"}),
    "pnpm": frozenset({"publish"}),
    "cargo": frozenset({"publish", "yank", "owner"}),
    "twine": frozenset({"upload"}),
    "gem": frozenset({"push", "yank"}),
    "poetry": frozenset({"publish"}),
    "flit": frozenset({"publish"}),
    "hatch": frozenset({"publish"}),
    "uv": frozenset({"publish"}),
    "docker": frozenset({"push"}),
    "podman": frozenset({"push"}),
    "dotnet": frozenset({"nuget"}),
    "gh": frozenset({"release"}),
}
CONTAINER_RUNTIMES = frozenset({"docker", "podman", "nerdctl"})
CONTAINER_EXEC_SUBS = frozenset({"run", "exec", "create", "start", "attach", "cp"})

POWER = frozenset({"shutdown", "reboot", "halt", "poweroff", "kexec"})
FORMATTERS_PREFIX = ("mkfs",)
FORMATTERS = frozenset({"mkfs", "mke2fs", "mkswap", "mkntfs", "mkdosfs", "mkexfatfs", "newfs", "wipefs", "mkfs.ext4",
                        "mkreiserfs", "jfs_mkfs", "mkudffs", "mformat", "mkhfs", "newfs_hfs", "newfs_msdos",
                        "newfs_apfs", "newfs_exfat", "newfs_udf", "mkfs_msdos", "mkfs_ext2", "mkdosfs.exe"})
# a virtualenv's activate script (source .venv/bin/activate)
# (in the project or one directory below it: backend/.venv/bin/activate)
_VENV_ACTIVATE = re.compile(r"(?:(?!node_modules/|\.\.?/)[\w.-]+/)?(?!node_modules/|\.\.?/)[\w.-]+/bin/activate"
                            r"(?:\.(?:sh|bash|zsh))?")


def venv_activate(written: str, cwd: str | None) -> bool:
    """``source .venv/bin/activate``: a virtualenv's activate script, in the project
    or one directory below it (backend/.venv), named without a glob (not
    */bin/activate, nor a package's node_modules/x/bin/activate). ``written`` is the
    path as written or absolute; ``cwd`` the project."""
    if not cwd:
        return False
    v = written
    if v.startswith(cwd.rstrip("/") + "/"):
        v = v[len(cwd.rstrip("/")) + 1:]
    if v.startswith("./"):
        v = v[2:]
    return _VENV_ACTIVATE.fullmatch(v) is not None
# diskutil verbs that erase a disk (macOS)
DISKUTIL_ERASE = ("erasedisk", "erasevolume", "zerodisk", "randomdisk", "secureerase", "partitiondisk",
                  "reformat", "apfs")
PARTITIONERS = frozenset({"fdisk", "sfdisk", "cfdisk", "parted", "sgdisk", "gdisk", "blkdiscard"})
# each partitioner's options that only show a table (sfdisk -s is --show-size; parted -s is
# --script, sgdisk -s --sort, blkdiscard -s --secure: they write)
_PARTITION_READS = {
    "fdisk": frozenset({"-l", "--list", "-s", "--getsz", "-V", "--version", "-h", "--help"}),
    "sfdisk": frozenset({"-l", "--list", "-s", "--show-size", "-d", "--dump", "-J", "--json", "-V", "--verify",
                         "-F", "--list-free", "-g", "--show-geometry", "-r", "--reorder-check", "-v", "--version",
                         "-h", "--help"}),
    "sgdisk": frozenset({"-p", "--print", "-i", "--info", "-v", "--verify", "-b", "--backup", "-L", "--list-types",
                         "-O", "--print-mbr", "-V", "--version", "-?", "--help"}),
    "gdisk": frozenset({"-l"}),
    "parted": frozenset({"-l", "--list", "-v", "--version", "-h", "--help", "-m", "--machine", "-s", "--script",
                         "-f", "--fix", "-a", "--align"}),
}
# parted's commands that only show (every other one writes: parted -s DEV print mklabel gpt
# runs both)
_PARTED_SHOWS = frozenset({"print", "p", "help", "version", "unit", "s", "b", "kb", "mb", "gb", "tb", "kib", "mib",
                           "gib", "tib", "%", "cyl", "chs", "compact", "free", "list", "all", "devices", "optimal",
                           "minimal", "none", "cylinder"})
# programs that destroy a volume, a pool or a firmware image: (program, verbs that do; () for any call)
VOLUME_DESTROYERS = {"lvremove": (), "vgremove": (), "pvremove": (), "zpool": ("destroy", "labelclear"),
                     "zfs": ("destroy",), "flashrom": ("-w", "--write", "-E", "--erase")}


def partition_table_shown(name: str, vals: list[str]) -> bool:
    """Does a partitioner only show a device's table (fdisk -l /dev/sda, parted /dev/sda
    print, sgdisk -p /dev/sda)? Every option must be one that shows, and parted's
    commands all show ones."""
    reads = _PARTITION_READS.get(name, frozenset())
    opts = [v.split("=", 1)[0] for v in vals if v.startswith("-") and v != "--"]
    if any(o not in reads for o in opts):
        return False
    if name == "parted":
        if any(o in ("-l", "--list", "-v", "--version", "-h", "--help") for o in opts):
            return True
        words = [v.lower() for v in vals if not v.startswith("-")][1:]   # (the first is the device)
        return bool(words) and all(w in _PARTED_SHOWS for w in words)
    return bool(opts)


def destroys_volume(name: str, vals: list[str]) -> bool:
    """lvremove/vgremove/pvremove, zpool destroy/labelclear, zfs destroy of a dataset (not
    of a snapshot: tank@x), flashrom -w/-E."""
    verbs = VOLUME_DESTROYERS[name]
    if any(v in ("-h", "--help", "-V", "--version", "-?") for v in vals):
        return False
    if not verbs:
        return bool(vals)
    if name == "flashrom":
        return any(v in verbs or (v.startswith("-") and not v.startswith("--") and set(v[1:]) & {"w", "E"})
                   or v.startswith(("--write=", "--erase=")) for v in vals)
    subs = [v for v in vals if not v.startswith("-")]
    if not subs or subs[0] not in verbs:
        return False
    return not (name == "zfs" and subs[1:] and all("@" in t or "#" in t for t in subs[1:]))
# programs that repair or unmap storage by destroying what is on it, in some calls only
# (probe round 29): fsck answering yes to every repair (e2fsck -y, fsck.ext4 -fy),
# xfs_repair -L (zeroes the log), btrfs check --repair, dmsetup remove_all/wipe_table,
# efibootmgr -B/-O (deletes a boot entry, the boot order), cryptsetup luksKillSlot /
# luksRemoveKey (the key that opens the disk); the read-only calls (fsck -n, efibootmgr -v,
# dmsetup ls, cryptsetup status) stay what they were
STORAGE_DESTROYERS = frozenset({"fsck", "e2fsck", "xfs_repair", "btrfs", "btrfsck", "dmsetup", "efibootmgr",
                                "cryptsetup"})
# the short options of each that take a value (a cluster's letters after one are its value)
_STORAGE_VALUE_LETTERS = {"fsck": "tCbBjlLEz", "e2fsck": "CbBjlLEz", "efibootmgr": "bdelLnopt@"}


def _short_letters(vals: Sequence[str], takes_value: str) -> set[str]:
    """The letters of a command's short option clusters, up to a letter that takes a value."""
    out: set[str] = set()
    for v in vals:
        if v == "--":
            break
        if v.startswith("-") and not v.startswith("--") and len(v) > 1:
            for ch in v[1:]:
                out.add(ch)
                if ch in takes_value:
                    break
    return out


def destroys_storage(name: str, vals: Sequence[str]) -> bool:
    """Does this call destroy what a disk holds or how the machine boots (fsck -y,
    xfs_repair -L, btrfs check --repair, dmsetup remove_all, efibootmgr -B,
    cryptsetup luksKillSlot)?"""
    if any(v in ("-h", "--help", "-V", "--version", "-?") for v in vals):
        return False
    if name in ("fsck", "e2fsck") or name.startswith(("fsck.", "e2fsck.")):
        return "y" in _short_letters(vals, _STORAGE_VALUE_LETTERS["fsck"]) or "--yes" in vals
    if name == "xfs_repair":
        return "L" in _short_letters(vals, "lrmocM")
    if name in ("btrfs", "btrfsck"):
        ops = [v for v in vals if not v.startswith("-")]
        if name == "btrfs" and len(ops) >= 3 and "subvolume".startswith(ops[0]) and len(ops[0]) >= 3 \
                and ops[1] in ("delete", "del", "de", "delet"):
            return True   # (probe round 32, published6) btrfs subvolume delete: a zfs destroy's peer
        return ("--repair" in vals or "--init-csum-tree" in vals or "--init-extent-tree" in vals) and (
            name == "btrfsck" or ops[:1] in (["check"], ["ch"], ["che"], ["chec"])) or ops[:2] == ["rescue", "zero-log"]
    if name == "dmsetup":
        ops = [v for v in vals if not v.startswith("-")]
        return bool(ops) and ops[0] in ("remove_all", "wipe_table")
    if name == "efibootmgr":
        return bool(_short_letters(vals, _STORAGE_VALUE_LETTERS["efibootmgr"]) & {"B", "O"}) or any(
            v.startswith(("--delete-bootnum", "--delete-bootorder")) for v in vals)
    if name == "cryptsetup":
        ops = [v for v in vals if not v.startswith("-")]
        return bool(ops) and ops[0].lower() in ("lukskillslot", "luksremovekey", "erase", "lukserase")
    return False


SQL_CLIENTS = frozenset({"psql", "mysql", "mariadb", "sqlite3", "sqlcmd", "clickhouse-client", "cockroach", "duckdb",
                         "clickhouse-local"})

# Top-level system directories: a recursive delete or recursive chmod/chown there is
# denied (seed 000's deny list, meant by what it catches).
SYSTEM_DIRS = frozenset({
    "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/libx32", "/opt",
    "/proc", "/root", "/sbin", "/srv", "/sys", "/usr", "/var", "/snap", "/Users", "/System",
    "/Library", "/Applications", "/private", "/usr/bin", "/usr/sbin", "/usr/lib", "/usr/local",
    "/usr/share", "/usr/include", "/usr/local/bin", "/usr/local/lib", "/var/lib", "/var/log",
    "/etc/ssh", "/etc/ssl", "/var/www",
    # Windows' own, as posix_spelling gives them (C:\\Program Files is /Program Files)
    "/Windows", "/Program Files", "/Program Files (x86)", "/ProgramData", "/Users/Public",
})
# the same under a drive's mount (WSL's /mnt/c, Cygwin's /cygdrive/c, Git Bash's /c)
WINDOWS_SYSTEM_DIRS = frozenset(d.casefold() for d in (
    "/Windows", "/Program Files", "/Program Files (x86)", "/ProgramData", "/Users", "/Users/Public"))
# a Windows drive as Linux shells mount it (WSL's /mnt/c, Cygwin's /cygdrive/c, Git Bash's
# and the engine's canonical /c: paths.posix_spelling): the root of that machine's files
DRIVE_MOUNT = re.compile(r"/(?:mnt/|cygdrive/)?[a-z]/?")


def windows_system_dir(path: str) -> bool:
    """A Windows system directory under a drive's mount (/mnt/c/Windows, /c/Program Files),
    the path case folded."""
    m = DRIVE_MOUNT.match(path)
    return m is not None and "/" + path[m.end():].rstrip("/") in WINDOWS_SYSTEM_DIRS
# Files whose overwrite breaks or takes over the machine.
CRITICAL_FILES = frozenset({
    "/proc/sys/kernel/core_pattern", "/proc/sys/kernel/modprobe", "/usr/lib/systemd/system", "/private/etc/sudoers",
    "/private/etc",
    "/etc/passwd", "/etc/shadow", "/etc/sudoers", "/etc/group", "/etc/gshadow", "/etc/hosts",
    "/etc/ld.so.preload", "/etc/fstab", "/etc/crontab", "/etc/pam.d", "/etc/sudoers.d",
    "/etc/profile", "/etc/bash.bashrc", "/etc/environment", "/etc/ssh/sshd_config", "/boot",
    "/etc/systemd", "/etc/cron.d", "/var/spool/cron", "/proc/sysrq-trigger", "/etc/profile.d", "/etc/init.d",
    "/etc/rc.local", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/security", "/etc/modprobe.d",
    # (probe round 33, tools33) the rest of the places the system runs a program from as
    # root, or for every user, at a time or an event of its own, as /etc/cron.d is: cron's
    # and anacron's periodic directories, BSD's and macOS' periodic scripts and at/cron
    # tables (/private/var/at/tabs is /var/at/tabs), launchd's system-wide jobs, run-time
    # and packaged systemd units, the login shells' system-wide start-up files, APT's hooks
    # (APT::Update::Pre-Invoke), sudo's and doas' own settings, init's tables and rc
    # directories, network and DHCP hook directories, kernel and boot-loader hooks,
    # dpkg's maintainer scripts, logrotate's postrotate scripts, tmpfiles.d (it writes any
    # file at boot), polkit's rules, sshd's drop-ins, X sessions' scripts, motd scripts,
    # xdg autostart; they were asked, so bypass mode wrote them (not an APT source list,
    # sysctl.d, udev rules or modules-load.d: set-up guides write those, and they are asked)
    "/etc/cron.hourly", "/etc/cron.daily", "/etc/cron.weekly", "/etc/cron.monthly", "/etc/anacrontab",
    "/etc/periodic", "/var/at/tabs", "/var/at/jobs", "/usr/lib/cron/tabs", "/var/spool/at", "/etc/incron.d",
    "/Library/LaunchDaemons", "/Library/LaunchAgents", "/System/Library/LaunchDaemons",
    "/System/Library/LaunchAgents", "/Library/StartupItems", "/run/systemd/system", "/usr/lib/systemd/user",
    "/etc/bashrc", "/etc/zshrc", "/etc/zshenv", "/etc/zprofile", "/etc/zlogin", "/etc/zsh", "/etc/csh.cshrc",
    "/etc/csh.login", "/etc/apt/apt.conf.d", "/etc/sudo.conf", "/etc/doas.conf", "/etc/pam.conf", "/etc/inittab",
    "/etc/rc.d", "/etc/rcS.d", "/etc/rc0.d", "/etc/rc1.d", "/etc/rc2.d", "/etc/rc3.d", "/etc/rc4.d", "/etc/rc5.d",
    "/etc/rc6.d", "/etc/NetworkManager/dispatcher.d", "/etc/network/if-up.d", "/etc/network/if-down.d",
    "/etc/network/if-pre-up.d", "/etc/network/if-post-down.d", "/etc/dhcp/dhclient-enter-hooks.d",
    "/etc/dhcp/dhclient-exit-hooks.d", "/etc/ppp/ip-up.d", "/etc/ppp/ip-down.d", "/etc/kernel",
    "/etc/grub.d", "/etc/default/grub", "/etc/initramfs-tools", "/var/lib/dpkg/info", "/etc/logrotate.d",
    "/etc/logrotate.conf", "/etc/tmpfiles.d", "/usr/lib/tmpfiles.d", "/etc/polkit-1", "/etc/ssh/sshd_config.d",
    "/etc/X11/Xsession.d", "/etc/X11/xinit", "/etc/update-motd.d", "/etc/xdg/autostart", "/etc/environment.d",
    # (probe round 35, tools35) the rest of the programs the kernel itself starts as root,
    # as core_pattern and modprobe name theirs: the hot-plug helper (run on every device
    # event, also as /proc/sys/kernel/hotplug), the orderly power-off command, and
    # binfmt_misc's register (an interpreter for every file of a format, with the file's
    # set-uid rights under the C flag); and the EFI variables, whose removal bricks some
    # machines' firmware. (A cgroup's release_agent, the container escape: _KERNEL_RUNS)
    "/sys/kernel/uevent_helper", "/proc/sys/kernel/hotplug", "/proc/sys/kernel/poweroff_cmd",
    "/proc/sys/fs/binfmt_misc", "/sys/firmware/efi/efivars",
})
# (probe round 35, tools35) a cgroup v1 hierarchy's release_agent: the program the kernel
# runs as root, in the host's namespaces, when a cgroup empties (the classic container escape)
_KERNEL_RUNS = re.compile(r"^/sys/fs/cgroup/(?:[^/]+/)?release_agent$", re.I)

# (and in lower case: macOS' /library/launchdaemons is /Library/LaunchDaemons)
_CRITICAL_FOLDED = CRITICAL_FILES | frozenset(c.lower() for c in CRITICAL_FILES)
_CRITICAL_PREFIXES = tuple(sorted(_CRITICAL_FOLDED))
# merged-/usr systems: /bin, /sbin, /lib* are links into /usr (/lib/systemd/system is
# /usr/lib/systemd/system); macOS: /etc is /private/etc
_USR_MERGED = re.compile(r"^/(?:bin|sbin|lib|lib32|lib64|libx32)(?=/|$)")


# Windows (probe round 21), as posix_spelling gives its paths (C:\\Windows\\System32 is
# /Windows/System32; compared lower-cased), also under WSL's /mnt/c, Cygwin's
# /cygdrive/c and Git Bash's /c: the system directories (drivers\\etc\\hosts, the
# registry hives in config\\), the user hives, and the Startup folders, whose programs
# run at the next logon
_WINDOWS_CRITICAL = re.compile(
    r"^/windows/(?:system32|syswow64|sysnative|winsxs|system)(?:/|$)|^/windows/(?:win\.ini|system\.ini)$|"
    r"/(?:ntuser\.dat|appdata/local/microsoft/windows/usrclass\.dat)$|"
    r"(?:/appdata/roaming|^/programdata)/microsoft/windows/start menu/programs/startup(?:/|$)|"
    r"^/(?:documents and settings/[^/]+|users/[^/]+)/start menu/programs/startup(?:/|$)|"
    # (probe round 33, tools33) the legacy task scheduler's folder, the boot manager, and Git
    # for Windows' system-wide shell start-up files and git settings (its /etc/bash.bashrc)
    r"^/windows/tasks(?:/|$)|^/bootmgr$|"
    r"^/program files(?: \(x86\))?/git/(?:mingw64/|usr/)?etc/(?:bash\.bashrc|profile|profile\.d|gitconfig|bash_profile)(?:/|$)")
_WINDOWS_MOUNT = re.compile(r"^/(?:mnt/|cygdrive/)?[a-z](?=/)")
_WINDOWS_CRITICAL_WORDS = ("windows", "ntuser.dat", "start menu", "bootmgr", "program files")


def _critical(path: str) -> bool:
    if not path.startswith(_CRITICAL_PREFIXES):
        return False
    return any(path == c or path.startswith(c + "/") for c in _CRITICAL_FOLDED if path.startswith(c))


# (probe round 49, redteam49) the directories a critical file or directory lies below (/, /etc,
# /var/spool, /usr/lib, /Library, /proc/sys...; a Windows drive's root and its system folders):
# files whose names the line does not show, unpacked or copied there whole (tar -xf x.tar -C /,
# rsync -a root/ /, cp -r etc /, cpio -i's absolute names), may be cron's, sudo's or the init's
CRITICAL_HOLDERS = frozenset({"/"} | {c.rsplit("/", k)[0] or "/" for c in _CRITICAL_FOLDED
                                     for k in range(1, c.count("/"))} | {
    "/windows", "/programdata", "/users", "/documents and settings", "/program files", "/program files (x86)"})


def critical_holder(path: str) -> bool:
    """Whether a directory holds a critical file somewhere below it (CRITICAL_HOLDERS), under
    the names merged /usr, macOS' /private and a drive's mount give it, in any case."""
    p = path.rstrip("/").lower() or "/"
    if p in CRITICAL_HOLDERS or DRIVE_MOUNT.fullmatch(p + "/") is not None:
        return True
    if _USR_MERGED.match(p) and "/usr" + p in CRITICAL_HOLDERS:
        return True
    if p.startswith("/private/") and p[8:] in CRITICAL_HOLDERS:
        return True
    m = DRIVE_MOUNT.match(p)
    return m is not None and m.end() < len(p) and "/" + p[m.end():] in CRITICAL_HOLDERS


# (probe round 33, tools33) the long names an 8.3 short name may stand for on the way to a
# critical file (C:\\WINDOW~1\\SYSTEM~1 is C:\\Windows\\System32, STARTM~1 Start Menu)
_SHORT_VOCAB = tuple(sorted({c for entry in _CRITICAL_FOLDED for c in entry.split("/") if c} | {
    "windows", "system32", "syswow64", "sysnative", "winsxs", "system", "appdata", "roaming", "local", "microsoft",
    "start menu", "programs", "startup", "programdata", "program files", "program files (x86)", "users",
    "documents and settings", "tasks", "grouppolicy", "machine", "user", "scripts", "ntuser.dat", "usrclass.dat",
    "win.ini", "system.ini", "config"}))


def _short_name_readings(path: str) -> list[str]:
    """``path`` with its 8.3 short names read as the critical places' long names they may
    stand for (up to a few readings); [] when none is read."""
    options: list[list[str]] = []
    hit = False
    for comp in path.split("/"):
        m = spelling.SHORT_NAME.fullmatch(comp)
        if m is None:
            options.append([comp])
            continue
        base, ext = m.group(1).lower().lstrip("."), (m.group(2) or "").lower()
        words = []
        for w in _SHORT_VOCAB:
            name, dot, wext = w.lstrip(".").rpartition(".") if "." in w.lstrip(".") else (w.lstrip("."), "", "")
            flat = name.replace(" ", "").replace(".", "").lower()
            if flat.startswith(base) and (len(base) == 6 or flat == base) and (not ext or wext.startswith(ext)):
                words.append(w)
        hit = hit or bool(words)
        options.append(words or [comp])
    if not hit:
        return []
    out = [""]
    for opts in options:
        out = [(o + "/" + w if o or w else w) if o != "" or w else "" for o in out for w in opts][:32]
    return [o if o.startswith("/") else "/" + o for o in out if o != path]


@functools.lru_cache(maxsize=4096)
def critical_file(path: str) -> bool:
    """A file whose overwrite breaks or takes over the machine, under any name the
    system gives it: through merged /usr (/lib/systemd/system/x.service), /private, and
    in any case (/ETC/SUDOERS on a case-insensitive filesystem, macOS)."""
    if _critical(path) or _KERNEL_RUNS.match(path):
        return True
    low = path.lower()
    # (round 36, coldtools36: cost) each alternative holds one of _WINDOWS_CRITICAL_WORDS, and
    # the mount's removal leaves a suffix of low: a name with none of them is none of those
    if any(w in low for w in _WINDOWS_CRITICAL_WORDS) and (
            _WINDOWS_CRITICAL.search(low) or _WINDOWS_CRITICAL.search(_WINDOWS_MOUNT.sub("", low))):
        return True
    variants = {path, path.lower()}
    for v in list(variants):
        if _USR_MERGED.match(v):
            variants.add("/usr" + v)
        if v.startswith("/private/"):
            variants.add(v[len("/private"):])
    if any(_critical(v) for v in variants if v != path):
        return True
    if "~" in path and any(critical_file(v) for v in _short_name_readings(path)):
        return True
    # the name Windows or a Unicode folding gives it (System32.\drivers, /etc/passwd::$DATA)
    other = spelling.folded(path)
    return other is not None and critical_file(other)


# Devices that are safe to write to (not disks).
SAFE_DEVICES = frozenset({
    "/dev/null", "/dev/zero", "/dev/full", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty",
    "/dev/random", "/dev/urandom", "/dev/ptmx", "/dev/console",
})
SAFE_DEVICE_PREFIXES = ("/dev/fd/", "/dev/pts/")
# file systems mounted under /dev that hold plain files: writes there are writes
# outside the working directory like any other (PostgreSQL keeps shared memory there)
DEV_FILE_TREES = ("/dev/shm", "/dev/mqueue")
NETWORK_DEVICE_PREFIXES = ("/dev/tcp/", "/dev/udp/")


def raw_device(path: str) -> bool:
    """A device file that is a disk, a partition or memory: not /dev/null, a terminal, a
    descriptor, bash's /dev/tcp, nor the plain files of /dev/shm and /dev/mqueue."""
    if not path.startswith("/dev/") or path.rstrip("/") == "/dev":
        return False
    if path.split("/")[2] in ("shm", "mqueue") or path.startswith(NETWORK_DEVICE_PREFIXES):
        return False
    return path not in SAFE_DEVICES and not path.startswith(SAFE_DEVICE_PREFIXES)


_MOUNT_KEY = re.compile(r"(?:^|,)(source|src|target|dst|destination)=([^,]*)")


def mount_pair(value: str) -> tuple[str | None, str | None]:
    """The host source and the container target of a container's -v/--volume value
    (SRC:DST[:OPTS]) or --mount value (type=bind,source=SRC,target=DST); None for a part
    not given."""
    if "=" in value:
        keys = dict(_MOUNT_KEY.findall(value))
        return keys.get("source", keys.get("src")), keys.get("target", keys.get("dst", keys.get("destination")))
    parts = value.split(":")
    return parts[0], parts[1] if len(parts) >= 2 else None

# --- what the accept_edits mode treats as a file command (seed 002) -----------------

FILE_COMMANDS = frozenset({"mkdir", "touch", "rm", "rmdir", "cp", "mv", "ln", "sed", "chmod", "unlink", "truncate", "install", "tee"})

# Commands whose every operand is a path they write (create, delete, change).
WRITE_ALL_OPERANDS = frozenset({
    "rm", "rmdir", "unlink", "mkdir", "touch", "shred", "truncate", "chmod", "chown", "chgrp",
    "chattr", "setfacl", "tee", "mkfifo", "mknod", "srm", "wipe", "sponge",
})
# Commands whose last operand (or -t DIR) is the destination.
COPY_LIKE = frozenset({"cp", "mv", "ln", "install", "rsync", "scp"})

# Environment variables that change what a build runs beyond the project.
DANGEROUS_ENV_PREFIXES = ("LD_", "DYLD_", "npm_config_", "NPM_CONFIG_", "GIT_", "BASH_FUNC_")
DANGEROUS_ENV = frozenset({
    "PATH", "BASH_ENV", "ENV", "SHELL", "SHELLOPTS", "BASHOPTS", "IFS", "PROMPT_COMMAND", "NODE_OPTIONS",
    "PYTHONPATH", "PYTHONSTARTUP", "PYTHONHOME", "PYTHONINSPECT", "PERL5OPT", "PERL5LIB", "PERLLIB",
    "RUBYOPT", "RUBYLIB", "GOFLAGS", "RUSTC_WRAPPER", "RUSTC", "CARGO_BUILD_RUSTC_WRAPPER",
    "MAKEFLAGS", "MAKEFILES", "MFLAGS", "GOPROXY", "EDITOR", "VISUAL", "PAGER", "GIT_PAGER",
    "LESSOPEN", "LESSCLOSE", "MANPAGER", "HOME", "ZDOTDIR", "XDG_CONFIG_HOME", "JAVA_TOOL_OPTIONS",
    "_JAVA_OPTIONS", "CLASSPATH", "GCONV_PATH", "HOSTALIASES", "TMPDIR",
    # (probe round 26) more that load code: node's module path, the JDK launcher's options,
    # perl's debugger, another Gemfile, .NET's startup hooks
    "NODE_PATH", "JDK_JAVA_OPTIONS", "PERL5DB", "BUNDLE_GEMFILE", "DOTNET_STARTUP_HOOKS",
})


def dangerous_env(name: str) -> bool:
    return name in DANGEROUS_ENV or name.startswith(DANGEROUS_ENV_PREFIXES)


# Environment assignments a build may have in front of it (beyond permissions'
# harmless list): the application's own settings, none a tool reads as options, a
# program to run or a place to write (PYTEST_ADDOPTS, CC, CARGO_HOME, UV_PYTHON,
# HTTPS_PROXY... are not here: not sure means not allowed).
BUILD_ENV_OK = frozenset({"RAILS_ENV", "RACK_ENV", "APP_ENV", "FLASK_ENV", "PORT", "LOG_LEVEL",
                          "PYTHONHASHSEED", "PYTHONIOENCODING", "COLUMNS", "NODE_NO_WARNINGS", "JEST_JUNIT_OUTPUT_DIR",
                          "ENV", "ENVIRONMENT", "GO111MODULE", "CARGO_TERM_COLOR", "NEXT_TELEMETRY_DISABLED",
                          "SKIP_ENV_VALIDATION", "DJANGO_DEBUG", "TESTING", "FORCE_COLOR", "NO_COLOR"})
# a settings module named by its dotted name (the project's own module), a database URL
# of a local test database: the application's settings, with plain values only
_DOTTED = re.compile(r"[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*")
_LOCAL_DB_URL = re.compile(r"(?:sqlite(?:3)?:///(?!/)[\w./-]*|sqlite(?:3)?://:memory:|"
                           r"(?:postgres(?:ql)?|mysql|redis)://(?:[\w.-]+(?::[\w.-]*)?@)?(?:localhost|127\.0\.0\.1)"
                           r"(?::\d+)?/[\w-]*)")
_RELATIVE_INSIDE = re.compile(r"(?!\.\.?(?:/|$))[\w.-]+(?:/(?!\.\.(?:/|$))[\w.-]+)*/?")


# --- a production database selected (probe round 28) ------------------------------------
# the variables a server framework picks its environment (and so its database) by, and a
# value naming production; NODE_ENV=production is a front end's build setting, not here
_ENV_SELECTORS = frozenset({"RAILS_ENV", "RACK_ENV", "APP_ENV", "MIX_ENV", "ENV", "ENVIRONMENT", "FLASK_ENV",
                            "DJANGO_ENV", "ASPNETCORE_ENVIRONMENT", "DOTNET_ENVIRONMENT", "SYMFONY_ENV", "STAGE",
                            "DJANGO_CONFIGURATION"})
_PROD_VALUE = re.compile(r"(?i)prod(?:uction)?|live")
ENV_SELECTOR_NAMES = _ENV_SELECTORS | {"DISABLE_DATABASE_ENVIRONMENT_CHECK", "DJANGO_SETTINGS_MODULE", "NODE_ENV",
                                       "DATABASE_URL", "DB_URL"}
_PROD_MODULE = re.compile(r"(?i)(?:^|[.:_-])prod(?:uction)?(?:$|[._-])")
# the option spellings of the same (rails -e production, --env=production, rake's
# RAILS_ENV=production argument, manage.py --settings=app.settings.prod)
_ENV_OPTIONS = frozenset({"-e", "--env", "--environment", "-E"})
# the runners whose -e/--env option (or NAME=value word) picks the database they use
ENV_OPTION_PROGRAMS = frozenset({"rails", "rake", "mix", "php", "artisan", "bundle"})


def env_selecting_words(name: str, vals: Sequence[str]) -> Sequence[str]:
    """The words of a safe-list build that may select its environment: all of them for
    the runners that read -e/--env so (ENV_OPTION_PROGRAMS); for Django's manage.py and
    django-admin, ``--settings`` and its value (python manage.py test
    --settings=app.settings.prod runs the suite against production's database server, as
    DJANGO_SETTINGS_MODULE=... in front does); none for the others (bun run build -e
    production, webpack --env production are bundles)."""
    if name in ENV_OPTION_PROGRAMS:
        return vals
    if name.startswith("python") or name in ("django-admin", "manage.py"):
        out: list[str] = []
        for k, v in enumerate(vals):
            if v.startswith("--settings="):
                out.append(v)
            elif v == "--settings" and k + 1 < len(vals):
                out += [v, vals[k + 1]]
        return out
    return ()


def production_selected(pairs: Sequence[tuple[str, str]], vals: Sequence[str]) -> bool:
    """Does a command select a production environment: an assignment in front of it or
    set before (``RAILS_ENV=production``, ``MIX_ENV=prod``, a production settings module,
    Rails' ``DISABLE_DATABASE_ENVIRONMENT_CHECK=1``), or its own option or argument
    (``-e production``, ``--env=production``, ``RAILS_ENV=production`` given to rake)?"""
    words = list(pairs) + [tuple(v.split("=", 1)) for v in vals if "=" in v and not v.startswith("-")]
    for name, value in words:
        if name in _ENV_SELECTORS and _PROD_VALUE.fullmatch(value.strip("'\"")):
            return True
        if name == "DISABLE_DATABASE_ENVIRONMENT_CHECK" and value not in ("", "0", "false"):
            return True
        if name == "DJANGO_SETTINGS_MODULE" and _PROD_MODULE.search(value):
            return True
    for k, v in enumerate(vals):
        opt, eq, value = v.partition("=")
        if opt in _ENV_OPTIONS or opt == "--settings":
            if not eq:
                value = vals[k + 1] if k + 1 < len(vals) else ""
            if _PROD_VALUE.fullmatch(value) or (opt == "--settings" and _PROD_MODULE.search(value)):
                return True
    return False


# (probe round 29) for a database task, node's tools pick their database by NODE_ENV too
# (knex, sequelize, typeorm read it; NODE_ENV=production npx prisma migrate reset says which
# database is meant), and a database URL that names production (DATABASE_URL=$PROD_DB_URL,
# postgres://prod-db.internal/app) is that database
_PROD_WORD = re.compile(r"(?i)(?:^|[^a-z0-9])prod(?:uction)?(?:$|[^a-z0-9])")


def production_database(pairs: Sequence[tuple[str, str]], vals: Sequence[str]) -> bool:
    """Does a database task run against production: production_selected, or NODE_ENV set to
    production, or a database URL (in front of it or exported before) that names it?"""
    if production_selected(pairs, vals):
        return True
    for name, value in list(pairs) + [tuple(v.split("=", 1)) for v in vals if "=" in v and not v.startswith("-")]:
        if name == "NODE_ENV" and _PROD_VALUE.fullmatch(value.strip("'\"")):
            return True
        if (name.endswith(("DATABASE_URL", "DB_URL"))) and _PROD_WORD.search(value):
            return True
    return False


# a package runner's script named as a database task (npm run migrate, yarn db:reset, pnpm
# seed:prod, bun run prisma:reset): a recipe no one sees here, run against the database the
# environment names; with production selected it is treated as the wipe it may be
_PACKAGE_RUNNERS = frozenset({"npm", "yarn", "pnpm", "bun"})
_DB_SCRIPT = re.compile(r"(?i)(?:[\w.-]*[:_.-])?(?:db|database|migrat\w*|seed\w*|schema|prisma|knex|sequelize\w*|typeorm|"
                        r"drizzle\w*|mikro-orm|ecto|flyway|liquibase)(?:[:_.-][\w:.-]*)?")


# ... but not one that generates a client, shows, checks or lints (prisma:generate,
# db:studio, migrate:status: NODE_ENV=production npm run prisma:generate is a build step)
_DB_SCRIPT_READS = re.compile(r"(?i)generat|(?:^|[:_.-])(?:gen|studio|format|fmt|validate|lint|status|docs?|introspect|"
                              r"pull|check|types?|client|diff|print|show|list|test)(?:$|[:_.-])")


def package_db_script(name: str, vals: Sequence[str]) -> str | None:
    """The script a package runner runs, when its name is a database task, or None."""
    if name not in _PACKAGE_RUNNERS:
        return None
    ops = [v for v in vals[:6] if not v.startswith("-")]
    if ops[:1] in (["run"], ["run-script"], ["rum"], ["urn"]):
        ops = ops[1:]
    elif name == "npm":
        return None   # (npm's own commands: npm install, npm ci)
    if ops and len(ops[0]) <= 100 and _DB_SCRIPT.fullmatch(ops[0]) \
            and not _DB_SCRIPT_READS.search(ops[0]):   # (bounded: the pattern may backtrack)
        return ops[0]
    return None


def production_db_wipe(name: str, vals: Sequence[str], pairs: Sequence[tuple[str, str]]) -> bool:
    """A framework's wipe, or a package runner's database script, run against production
    (RAILS_ENV=production rails db:drop, yarn db:reset --env=production, npm run
    migrate:prod, NODE_ENV=production npx prisma migrate reset)."""
    script = package_db_script(name, vals)
    if script is None and db_wipe(name, vals) is None:
        return False
    return (script is not None and _PROD_WORD.search(script) is not None) or production_database(pairs, vals)


# a framework's own command that drops or empties its database (rails db:drop, db:reset,
# db:schema:load; mix ecto.drop; manage.py flush, migrate APP zero; artisan migrate:fresh,
# db:wipe; prisma migrate reset; sequelize db:drop; doctrine:database:drop...)
_DB_WIPE_TASK = re.compile(
    r"db:(?:drop|reset|purge|truncate_all|schema:load|structure:load|migrate:reset|seed:replant|setup|wipe)"
    r"(?::\w+)?|ecto\.(?:drop|reset)|migrate:(?:fresh|reset|refresh)|doctrine:(?:database|schema):drop|"
    r"schema:drop|db:migrate:undo:all")
_DB_WIPE_PROGRAMS = frozenset({"rails", "rake", "mix", "php", "artisan", "sequelize", "sequelize-cli", "typeorm",
                               "console", "prisma", "npx", "pnpx", "bunx", "python", "python3", "django-admin",
                               "manage.py", "knex", "yarn", "pnpm", "npm", "bun", "deno"})
DB_TASK_PROGRAMS = _DB_WIPE_PROGRAMS | _PACKAGE_RUNNERS


def db_wipe(name: str, vals: Sequence[str]) -> str | None:
    """The task of a framework command that drops or empties its database, or None."""
    if name not in _DB_WIPE_PROGRAMS and not name.startswith("python"):
        return None
    ops = [v for v in vals[:8] if not v.startswith("-")]
    django = name in ("django-admin", "manage.py")
    for k, v in enumerate(ops):
        django = django or v.endswith(("manage.py", "django-admin"))
        if _DB_WIPE_TASK.fullmatch(v):
            return v
        if django and (v in ("flush", "reset_db") or (v == "migrate" and ops[k + 2:k + 3] == ["zero"])):
            return v
        if v == "prisma" or (k == 0 and name == "prisma"):
            rest = ops[k + 1:] if v == "prisma" else ops
            if rest[:2] == ["migrate", "reset"] or (rest[:2] == ["db", "push"] and "--force-reset" in vals):
                return "prisma " + " ".join(rest[:2])
        if v in ("migrate:rollback", "ecto.rollback") and "--all" in vals:
            return v
    return None


# --- build definitions (probe round 28) ----------------------------------------------------
# files a safe-list build reads as the commands it runs (a Makefile's recipes, package.json's
# scripts, setup.py, a Rakefile, a justfile, Gradle/Maven/CMake/Cargo build scripts, pytest's
# conftest.py and ini files, tools' JavaScript configs): edited by a file command and then
# built in the same command, the build runs what no one saw (sed's result is not content the
# Write tool's check could read)
_BUILD_DEFINITIONS = frozenset({
    "makefile", "gnumakefile", "makefile.toml", "package.json", "setup.py", "setup.cfg", "pyproject.toml", "tox.ini", "noxfile.py",
    "conftest.py", "pytest.ini", "rakefile", "gemfile", "justfile", ".justfile", "cmakelists.txt", "meson.build",
    "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "gradle.properties", "pom.xml",
    "cargo.toml", "build.rs", "mix.exs", "composer.json", "taskfile.yml", "taskfile.yaml", "deno.json", "deno.jsonc",
    "bunfig.toml", "build.bazel", "module.bazel", "build.sbt", "package.swift",
    "directory.build.props", "directory.build.targets", ".babelrc", "build.zig", "dune", "dune-project",
    "stack.yaml", "cabal.project", "lerna.json", "nx.json", "turbo.json", "project.json", "angular.json",
    # (probe round 29, redteam29d) invoke's and doit's task files
    "tasks.py", "dodo.py",
    # (probe round 34, projexec34) tox 4's inline plugin (loaded by every tox run, tox -l and
    # tox --version included), Fabric's task file, Vagrant's Ruby, Tilt's Starlark, Earthly's
    # recipes, brew bundle's Ruby
    "toxfile.py", "fabfile.py", "vagrantfile", "tiltfile", "earthfile", "brewfile",
})
_BUILD_DEFINITION_SHAPES = re.compile(r"(?i).*\.(?:mk|rake|cmake|csproj|fsproj|vbproj|cabal)|"
                                      r"(?:vite|vitest|jest|webpack|rollup|babel|eslint|playwright|karma|next|nuxt|"
                                      r"svelte|astro|tsup|esbuild|postcss|tailwind|cypress)\.config\.[cm]?[jt]s|"
                                      # (probe round 29, redteam29d) gulp's and grunt's task files,
                                      # eslint's, mocha's, prettier's and stylelint's code-valued configs
                                      r"(?:gulpfile|gruntfile)(?:\.babel)?\.[cm]?[jt]s|"
                                      r"\.(?:eslintrc|mocharc|prettierrc|stylelintrc)\.[cm]?js|"
                                      r"(?:prettier|stylelint|commitlint|lint-staged)\.config\.[cm]?[jt]s")


def build_definition(path: str) -> bool:
    """Is this file one a build reads as commands to run (Makefile, package.json, setup.py...)?"""
    base = path.rstrip("/").rsplit("/", 1)[-1]
    return base.casefold() in _BUILD_DEFINITIONS or base in ("BUILD", "WORKSPACE") \
        or _BUILD_DEFINITION_SHAPES.fullmatch(base) is not None


# --- the agent's instruction files (probe round 29) ---------------------------------------
# files coding agents read as their standing instructions (CLAUDE.md, AGENTS.md, GEMINI.md,
# .cursorrules, .clinerules, .windsurfrules, copilot-instructions.md, Cursor's and
# Windsurf's rule folders...): written by a shell command (cp /tmp/x CLAUDE.md, curl -o
# AGENTS.md URL, cat x > .cursorrules, tee .clinerules/r.md) the new instructions are seen
# by no one, while Write and Edit show them
_INSTRUCTION_FILES = frozenset({"claude.md", "claude.local.md", "agents.md", "agent.md", "gemini.md", ".cursorrules",
                                ".windsurfrules", ".clinerules", ".roorules", ".continuerules", ".goosehints",
                                "copilot-instructions.md", ".aider.conf.yml", "conventions.md",
                                # (probe round 30, published4) Codex's override, Qwen Code's,
                                # Crush's, Warp's, Kilo's, Auggie's, Zed's and Firebase
                                # Studio's instruction files
                                "agents.override.md", "qwen.md", "crush.md", "warp.md", ".kilocoderules",
                                ".augment-guidelines", ".rules", "airules.md"})
_INSTRUCTION_DIRS = (".clinerules/", ".cursor/rules/", ".windsurf/rules/", ".roo/", ".github/instructions/",
                     ".github/prompts/", ".junie/", ".kiro/steering/", ".continue/rules/", ".amazonq/rules/",
                     ".augment/rules/", ".augment/commands/", ".trae/rules/", ".github/chatmodes/", ".kilocode/rules/",
                     ".kilocode/workflows/", ".openhands/microagents/", ".qoder/rules/", ".factory/droids/",
                     ".factory/commands/",
                     # (probe round 36, persist36) Antigravity's rules and workflows, the skills
                     # folders Amp, Codex and Copilot read (a skill's SKILL.md is instructions)
                     ".agent/rules/", ".agent/workflows/", ".agents/skills/", ".github/skills/")


def agent_instructions(path: str) -> bool:
    """Is this a file a coding agent reads as its instructions (CLAUDE.md, .cursorrules...)?
    A path with glob characters is one when it can match one (cp /tmp/x CLAUDE.m?, cat x >
    CL*.md, .curs[o]r/rules/a.mdc: bash expands a redirection's or an operand's glob)."""
    p = path.rstrip("/").casefold()
    base = p.rsplit("/", 1)[-1]
    if base in _INSTRUCTION_FILES:
        return True
    if "/." in p and any(d in p + "/" for d in _INSTRUCTION_DIRS):
        return True
    if not any(c in p for c in "*?["):
        return False
    return _glob_instructions(p)


@functools.lru_cache(maxsize=256)
def _glob_instructions(p: str) -> bool:
    """(agent_instructions of a glob: each component matched as bash matches it, a leading
    dot only by a pattern that spells it)"""
    comps = p.split("/")

    def match(pat: str, name: str) -> bool:
        if name.startswith(".") and not pat.startswith("."):
            return False
        return fnmatch.fnmatchcase(name, posix_brackets(pat))

    # (a name spelled only by wildcards before its extension, *.md, names any document:
    # sed -i … docs/*.md stays a file command)
    stem = comps[-1].split(".", 1)[0] if not comps[-1].startswith(".") else comps[-1]
    if any(c.isalpha() for c in re.sub(r"\[[^]]*\]", "x", stem)) \
            and any(match(comps[-1], f) for f in _INSTRUCTION_FILES):
        return True
    for d in _INSTRUCTION_DIRS:
        dc = d.strip("/").split("/")
        for i in range(len(comps) - len(dc)):
            if all(match(comps[i + j], dc[j]) for j in range(len(dc))):
                return True
    return False


# --- messages that are kept and published (probe round 28) -----------------------------------
# git's commands that store a message (commit, tag, notes, stash, merge) and the forges'
# clients, whose every write is a post (gh pr create --body, gh gist create -)
MESSAGE_STORERS = frozenset({"git", "gh", "glab", "hub", "tea"})
_GIT_MESSAGE_SUBS = frozenset({"commit", "tag", "notes", "stash", "merge", "commit-tree", "am", "revert",
                               "cherry-pick", "rebase", "pull", "push", "config", "branch", "replace"})


# (probe round 36, benignnear36) a remote CLI's local renders: helm template/lint draw the
# chart's manifests here (their --set values reach no server; a chart's URL or repository,
# --validate and the cluster options do), kubectl create --dry-run=client builds the object
# here (a Secret's --from-literal values are printed, not sent)
_HELM_LOCAL_VALUES = frozenset({"--set", "--set-string", "--set-json", "--set-literal"})
_KUBECTL_LOCAL_VALUES = frozenset({"--from-literal", "--docker-password", "--docker-username", "--docker-email"})


def remote_words(name: str, vals: Sequence[str]) -> list[str]:
    """The words of a remote service's CLI (REMOTE_SERVICE_CLIS) that may reach its service:
    all of them but the values a local render keeps here (_HELM_LOCAL_VALUES of helm
    template/lint without --validate or --enable-dns, whose templates may then look a name
    built from a value up; _KUBECTL_LOCAL_VALUES of kubectl create with --dry-run=client)."""
    ops = [v for v in vals if not v.startswith("-")]
    if name == "helm" and ops[:1] in (["template"], ["lint"]) and vals[:1] == ops[:1] \
            and not any(v.split("=", 1)[0] in ("--validate", "--dry-run", "--enable-dns") for v in vals):
        local = _HELM_LOCAL_VALUES
    elif name in ("kubectl", "oc") and ops[:1] == ["create"] and vals[:1] == ["create"] \
            and any(v in ("--dry-run=client", "--dry-run") for v in vals) \
            and not any((v.startswith("--dry-run=") and v != "--dry-run=client") or v.startswith("--raw") for v in vals):
        local = _KUBECTL_LOCAL_VALUES
    else:
        return list(vals)
    out: list[str] = []
    skip = False
    for v in vals:
        if skip:
            skip = False
            continue
        if v in local:
            skip = True
            continue
        if v.split("=", 1)[0] in local and "=" in v:
            continue
        out.append(v)
    return out


def stores_message(name: str, vals: Sequence[str]) -> bool:
    """Does this command keep or post text it is given (a git commit/tag/note message, a
    forge's body or file)?"""
    if name != "git":
        return True
    _glob, sub, _args, _ = git_split(list(vals))
    return sub in _GIT_MESSAGE_SUBS


def build_env_ok(name: str, value: object, project: str | None = None) -> bool:
    """May this assignment stand in front of a safe-list build? PYTHONPATH to a directory
    of the project (PYTHONPATH=src pytest) adds nothing its conftest.py could not."""
    if name in BUILD_ENV_OK:
        return True
    text = getattr(value, "value", value)
    exact = getattr(value, "exact", True)
    if name == "PATH":
        return project_path_prefix(text, project)
    if name == "DJANGO_SETTINGS_MODULE" and exact and isinstance(text, str):
        return _DOTTED.fullmatch(text) is not None
    if name in ("DATABASE_URL", "TEST_DATABASE_URL") and exact and isinstance(text, str):
        return _LOCAL_DB_URL.fullmatch(text) is not None
    if name == "PYTHONWARNINGS":
        # (python's -W as a variable: a dotted category imports its module, probe round 29)
        return exact and isinstance(text, str) and all(
            _PLAIN_WARNING_FILTER.fullmatch(f.strip()) is not None for f in re.split("[,\ue002]", text))
    if name == "GOFLAGS":
        # (probe round 35, benign40) GOFLAGS=-mod=mod go test ./...: go's own build settings
        # (module mode, build tags, counts, the race detector); never -toolexec/-exec (a
        # program run with each tool or test), -overlay/-modfile (other sources), -ldflags
        # (probe round 37, benign42) an assignment's value has no brace expansion: its
        # unquoted comma (GOFLAGS=-tags=a,b, carried as the brace sentinel) is a comma
        if isinstance(text, str):
            text = text.replace("\ue002", ",")
        return exact and isinstance(text, str) and bool(text.strip()) and all(
            _SAFE_GOFLAG.fullmatch(f) is not None for f in text.split())
    return name == "PYTHONPATH" and exact and isinstance(text, str) and all(
        part in (".", "./") or _RELATIVE_INSIDE.fullmatch(part) for part in text.split(":"))


def project_path_prefix(text: object, project: str | None) -> bool:
    """(probe round 36, benign41) PATH=$PWD/node_modules/.bin:$PATH (or ./node_modules/.bin,
    .venv/bin, vendor/bin) in front of a safe-list build, inline or exported: each entry
    is the shell's own $PATH, kept once, or a directory of the project, so a name the build
    runs is the project's copy (npx tsc's and ./node_modules/.bin/tsc's program, the
    build's trust) or the one it ran before. Never ".", an empty entry (the current
    directory, wherever a recipe cds), "..", a directory outside the project, a glob or
    another expansion, nor a PATH without $PATH (the previous value unknown to the build)."""
    if not isinstance(text, str) or project is None or not project.startswith("/") or len(text) > 1024:
        return False
    parts = text.split(":")
    if parts.count("$PATH") + parts.count("${PATH}") != 1 or len(parts) < 2:
        return False
    inside = project.rstrip("/") + "/"
    for part in parts:
        if part in ("$PATH", "${PATH}"):
            continue
        rel = part[len(inside):] if part.startswith(inside) else (part[2:] if part.startswith("./") else part)
        if part.startswith("/") and not part.startswith(inside):
            return False
        if not rel or _RELATIVE_INSIDE.fullmatch(rel) is None:
            return False
    return True


_SAFE_GOFLAG = re.compile(r"--?(?:mod=(?:mod|readonly|vendor)|modcacherw|count=\d{1,6}|v|x|race|cover|trimpath"
                          r"|buildvcs(?:=(?:true|false|auto))?|tags=[\w.,]{1,200}|p=\d{1,3}|a|n)")


# --- option scanning -------------------------------------------------------------------


def long_hits(opt: str, names: Iterable[str]) -> bool:
    """True when ``--opt[=v]`` is one of ``names`` or an abbreviation of one.

    GNU getopt_long and git's option parser take any unambiguous prefix of a long
    option, down to one letter (``sort --o=FILE`` is ``--output``), so every prefix
    counts; an ambiguous one is refused by the program, so counting it as a hit only
    ever turns an error into a question."""
    name = opt.split("=", 1)[0] if "=" in opt else opt
    if not name:
        return False
    for n in names:
        if n.startswith(name):  # n == name included
            return True
    return False


def short_cluster(word: str, with_arg: str) -> str:
    """The option letters of a short cluster (``-uo f`` -> ``uo``), stopping at the first
    letter that takes an argument (the rest of the word is its value)."""
    letters = []
    for ch in word[1:]:
        letters.append(ch)
        if ch in with_arg:
            break
    return "".join(letters)


# --- secrets held in environment variables ----------------------------------------------

# Parts of an environment variable's name that say its value is a secret
# (AWS_SECRET_ACCESS_KEY, GITHUB_TOKEN, PGPASSWORD, OPENAI_API_KEY), as whole parts:
# TOKENIZERS_PARALLELISM and SSH_AUTH_SOCK are not secrets.
_SECRET_PARTS = frozenset({"SECRET", "SECRETS", "TOKEN", "TOKENS", "PASSWORD", "PASSWORDS", "PASSWD", "PASSPHRASE",
                           "CREDENTIAL", "CREDENTIALS", "CREDS", "APIKEY", "PRIVATEKEY", "PAT",
                           # a DSN and a webhook's URL carry their key in them (SENTRY_DSN,
                           # SLACK_WEBHOOK_URL); so does a connection string
                           "DSN", "WEBHOOK", "CONNSTR"})
_SECRET_SUFFIXES = ("PASSWORD", "PASSWD", "TOKEN", "SECRET", "APIKEY")
_SECRET_PAIRS = frozenset({("API", "KEY"), ("ACCESS", "KEY"), ("PRIVATE", "KEY"), ("SECRET", "KEY"),
                           ("SIGNING", "KEY"), ("ENCRYPTION", "KEY"), ("MASTER", "KEY"), ("ACCOUNT", "KEY"),
                           ("AUTH", "KEY"), ("CLIENT", "SECRET"), ("SESSION", "KEY"), ("LICENSE", "KEY"),
                           ("MYSQL", "PWD"), ("DB", "PASS"), ("SMTP", "PASS"), ("REDIS", "PASS"),
                           # a database's or broker's URL holds its password (postgres://u:pw@h)
                           ("DATABASE", "URL"), ("DATABASE", "URI"), ("DB", "URL"), ("DB", "URI"),
                           ("MONGODB", "URI"), ("MONGODB", "URL"), ("MONGO", "URI"), ("MONGO", "URL"),
                           ("REDIS", "URL"), ("REDIS", "URI"), ("POSTGRES", "URL"), ("POSTGRES", "URI"),
                           ("POSTGRESQL", "URL"), ("MYSQL", "URL"), ("AMQP", "URL"), ("RABBITMQ", "URL"),
                           ("BROKER", "URL"), ("CELERY", "BROKER"), ("CONNECTION", "STRING")})
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
# X_KEY names a key that is no secret: a public or publishable one (NEXT_PUBLIC_..._KEY,
# a reCAPTCHA site key) or a data structure's (SORT_KEY, CACHE_KEY, PARTITION_KEY)
_PUBLIC_PARTS = frozenset({"PUBLIC", "PUBLISHABLE", "PUB"})
_NOT_SECRET_KEY = frozenset({"SITE", "SORT", "CACHE", "PARTITION", "PRIMARY", "FOREIGN", "ROUTING", "IDEMPOTENCY",
                             "HASH", "SHARD", "LOOKUP", "GROUP", "DEDUP", "DEDUPLICATION", "ORDERING", "MESSAGE",
                             "OBJECT", "S3", "BUCKET", "PREFIX", "NAME", "ID", "MAP", "INDEX", "FILE", "PATH", "DIR",
                             "HOT", "SHORTCUT", "KEYBOARD", "SEARCH", "ROW", "COLUMN", "TABLE", "REDIS", "QUEUE"})


@functools.lru_cache(maxsize=1024)
def secret_env_name(name: str) -> bool:
    """Does an environment variable's name say it holds a secret? Upper-case names only
    (the convention for the environment; a script's own lower-case variables are not)."""
    if not _ENV_NAME.fullmatch(name):
        return False
    parts = [p for p in name.split("_") if p]
    if any(p in _SECRET_PARTS or (len(p) > 6 and p.endswith(_SECRET_SUFFIXES)) for p in parts):
        return True
    if len(parts) >= 2 and parts[-1] in ("KEY", "KEYS") and parts[-2] not in _NOT_SECRET_KEY \
            and not _PUBLIC_PARTS & set(parts):
        return True   # STRIPE_KEY, OPENAI_KEY, Laravel's APP_KEY: a service's key

    return any((a, b) in _SECRET_PAIRS for a, b in zip(parts, parts[1:]))


# --- credentials written out literally ----------------------------------------------

# Credentials by their issuers' own formats (a prefix no other text has, then the
# key's alphabet and length): a value a tool sends that matches one is a secret on its
# way out, whoever typed it (an agent that read .env with the Read tool, then puts
# the key into a fetched address or a post)
CREDENTIAL_TEXT = re2.compile(
    r"\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b"                   # AWS access key id
    r"|\b(?:akia|asia)[0-9a-z]{16}\b"                              # (lower-cased into a host name)
    r"|\bgh[pousr]_[A-Za-z0-9]{36,}|\bgithub_pat_[A-Za-z0-9_]{40,}"  # GitHub
    r"|\bglpat-[A-Za-z0-9_-]{20,}"                                 # GitLab
    r"|\bxox[abposr]-[A-Za-z0-9-]{10,}"                            # Slack tokens
    r"|hooks\.slack\.com/services/T[A-Za-z0-9]+/B[A-Za-z0-9]+/[A-Za-z0-9]{16,}"
    r"|\bsk-(?:ant-|proj-|svcacct-|admin-|live-)?[A-Za-z0-9_-]{32,}"  # OpenAI, Anthropic
    r"|\b[rs]k_live_[A-Za-z0-9]{16,}"                              # Stripe
    r"|\bAIza[0-9A-Za-z_-]{35}"                                    # Google API key
    r"|\bya29\.[0-9A-Za-z_-]{20,}"                                 # Google OAuth token
    r"|\bnpm_[A-Za-z0-9]{36}\b|\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{30,}"
    r"|\bhf_[A-Za-z]{34}\b|\bdop_v1_[a-f0-9]{64}|\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"
    r"|\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"                 # SendGrid
    r"|\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"  # a signed JWT
    r"|-----BEGIN[A-Z ]{0,20}PRIVATE KEY"                            # PEM private key
    r"|\bb3BlbnNzaC1rZXktdjE")                                       # an OpenSSH key's base64
# (RE2, linear in the text: what another tool sends may be megabytes. A random key
# has digits, and an OpenAI/Anthropic one capitals too: sk-learn-compatible-... is prose)
def _placeholder_key(m: str) -> bool:
    """Is an issuer-shaped key a documentation placeholder (AKIAIOSFODNN7EXAMPLE, ghp_xxx...)?
    (probe round 36, exfil36) An AWS key id's 16 characters are base32 ([A-Z2-7]): about one
    real key in 28 has no digit at all, and _PLACEHOLDER's all-capitals reading took it for a
    word (AKIAQWERTYUIOPASDFGH sent in a URL was no credential); its placeholders are the
    words, a character repeated or the alphabet in order (AKIAABCDEFGHIJKLMNOP)."""
    if m[:4] in _AWS_ID_PREFIXES:
        body = m[4:]
        return _PLACEHOLDER_WORD.search(m) is not None or len(set(body)) <= 4 or _ALPHABET_RUN.search(body) is not None
    return _PLACEHOLDER.search(m) is not None


_AWS_ID_PREFIXES = frozenset({"AKIA", "ASIA", "ABIA", "ACCA"})
_ALPHABET_RUN = re.compile(r"ABCDEF|BCDEFG|CDEFGH|DEFGHI|EFGHIJ|FGHIJK|GHIJKL|HIJKLM|IJKLMN|JKLMNO|KLMNOP|LMNOPQ"
                           r"|MNOPQR|NOPQRS|OPQRST|PQRSTU|QRSTUV|RSTUVW|STUVWX|TUVWXY|UVWXYZ|234567|123456")


def _key_shaped(m: str) -> bool:
    if m[:4].lower() in ("akia", "asia") and m[:4].islower():
        return any(c.isdigit() for c in m)
    if m.startswith("sk-"):
        return any(c.isdigit() for c in m) and any(c.isupper() for c in m)
    if m.startswith("eyJ"):
        return not _sample_jwt(m)
    return True


_PEM_BODY = re.compile(r"[A-Za-z0-9+/=]")
# (the shortest private key, Ed25519's PEM, has 64 base64 characters; RSA and EC ones hundreds)


def _elided_pem(text: str, at: int) -> bool:
    """Is the private-key block whose header starts at ``at`` a sample with its body left
    out (-----BEGIN RSA PRIVATE KEY-----\nMIIE...\n-----END...), not a key?"""
    start = text.find("-----", at + 5)
    start = start + 5 if start >= 0 else at
    end = text.find("-----END", start)
    body = text[start:end if end >= 0 else start + 8192]
    return len(_PEM_BODY.findall(body[:8192])) < 64 and ("..." in body or "…" in body or end >= 0)


# the claims of JWTs that are no secret: documentation's and tutorials' sample (jwt.io's
# debugger, in every algorithm it offers: a test fixture, no one's session) and a key its
# issuer publishes to browsers (Supabase's anon key; its service_role key is a secret)
_SAMPLE_JWT_CLAIMS = ({"sub": "1234567890", "name": "John Doe"}, {"iss": "supabase", "role": "anon"})


def _sample_jwt(token: str) -> bool:
    """Is a signed JWT documentation's sample or a published key (by its payload's claims)?"""
    parts = token.split(".")
    if len(parts) < 3:
        return False
    try:
        claims = json.loads(base64.urlsafe_b64decode(parts[1][:4096] + "=" * (-len(parts[1][:4096]) % 4)))
    except (binascii.Error, ValueError):
        return False
    return isinstance(claims, dict) and any(all(claims.get(k) == v for k, v in c.items()) for c in _SAMPLE_JWT_CLAIMS)


# a URL's own places for a secret: a password in its user part (https://u:pw@host), a
# query parameter named for one (?access_token=..., &password=...; a presigned URL's
# signature is a credential for the host it names, no secret of this machine)
# (one to this machine or a dotless name of its network, postgres://u:pw@localhost/db,
# is the service's own password going to it)
_URL_USERINFO_SECRET = re2.compile(r"(?i)\b[a-z][a-z0-9+.-]*://[^/?#@\s:]*:[^/?#@\s]+@(\[[^\]\s]*\]|[^/:?#\s]*)")
_URL_SECRET_PARAM = re2.compile(
    r"(?i)[?&;](?:password|passwd|pwd|secret|client_secret|api_?key|apikey|access_?token|auth_?token|token"
    r"|private_?key|secret_?key|aws_secret_access_key)=([^&#\s]{6,})")


# a .env line pasted into what is sent (AWS_SECRET_ACCESS_KEY=wJalr..., "DB_PASSWORD":
# "s3cr3t"): a secret-named variable with a value that is no placeholder
# (a value with letters and digits, no brackets: os.environ["SECRET_KEY"] and
# settings.API_KEY are code, your_token_here and <key> placeholders)
# (the blanks around = stay on its line: "SENTRY_DSN=" left empty is not the next line's value)
_SECRET_ASSIGNMENT = re2.compile(r"\b([A-Z][A-Z0-9_]{2,})[\"']?[ \t]*[=:][ \t]*[\"']?([^\s\"'<>${}()\[\],;]{8,})")
# (AWS's documentation keys end in EXAMPLE: AKIAIOSFODNN7EXAMPLE)
_PLACEHOLDER = re.compile(r"your|YOUR|xxx|XXX|example|EXAMPLE|change_?me|CHANGE_?ME|replace_?me|REPLACE_?ME|placeholder"
                          r"|redacted|REDACTED|dummy"
                          r"|\*\*\*|\.\.\.|^[a-z_.]+$|^[A-Z_.]+$")
# (the same words without the whole-value readings: an AWS key id is all capitals by design)
_PLACEHOLDER_WORD = re.compile(r"your|YOUR|xxx|XXX|example|EXAMPLE|change_?me|CHANGE_?ME|replace_?me|REPLACE_?ME"
                               r"|placeholder|redacted|REDACTED|dummy|DUMMY|\*\*\*|\.\.\.")
_DIGIT_AND_LETTER = re.compile(r"(?=.*[0-9])(?=.*[A-Za-z])")
# ...and a secret-named value in any case of name or inside a template's brackets
# (password: QoaFLlqs..., API_KEY=<f8e7d6c5b4a39...>, token: [AbXy...]) that is random, not
# a word or an identifier (_random_looking): a real key dressed as a placeholder
_SECRET_LOOSE = re2.compile(r"\b([A-Za-z][A-Za-z0-9_]{2,})[\"']?[ \t]*[=:][ \t]*[\"']?(?:<|\[|\{\{?|\$\{)?[ \t]*"
                            r"([A-Za-z0-9+/]{16,}={0,2})")
_VOWELS = frozenset("aeiouAEIOU")
_DIGIT_SWITCH = re.compile(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])")
_CASE_SWITCH = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[a-z])")


# a token that is a place in a listing, no secret (pageToken, next_token, syncToken, cursor)
_NOT_SECRET_TOKEN = frozenset({"PAGE", "NEXT", "PREV", "CONTINUATION", "CURSOR", "SYNC", "RESUME", "RESUMPTION",
                               "DELTA", "CHANGE", "CHANGES", "START", "END", "MAX", "MIN", "COUNT"})


def _loose_secret_name(name: str) -> bool:
    """A name in any case (password, apiKey, client_secret) that says its value is a secret."""
    upper = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper()
    return not _NOT_SECRET_TOKEN & set(upper.split("_")) and secret_env_name(upper)


def _random_looking(value: str) -> bool:
    """Is a value a random key rather than words or a name: letters and digits mixed
    often (hex, base64), or letters of both cases with few vowels and many case changes
    (an identifier, getSecretKeyValue, and a placeholder, YourApiKeyHere, are not)?"""
    core = value.rstrip("=")
    if len(core) < 16:
        return False
    if len(_DIGIT_SWITCH.findall(core)) >= 4:
        return True
    letters = [c for c in core if c.isalpha()]
    n = len(letters)
    if n < 16:
        return False
    vowels = sum(c in _VOWELS for c in letters)
    switches = len(_CASE_SWITCH.findall(core))
    return switches >= 2 and (vowels < 0.2 * n or (vowels < 0.3 * n and switches >= 0.35 * n))
# a value that is a template's or a shell's reference to one, a name and no key (<password>,
# {api_key}, ${API_KEY}, {{ token }}, $TOKEN, %(token)s, :token; trailing prose punctuation)
# (names without digits: a random key in brackets, <f8e7d6c5b4a39>, is still a key)
_TEMPLATE_VALUE = re.compile(r"(?:<\s*[A-Za-z][A-Za-z_ .-]*>|\{\{?\s*[A-Za-z][A-Za-z_ .-]*\}\}?"
                             r"|\$\{\{?\s*[A-Za-z][A-Za-z_ .-]*\}\}?|\$[A-Za-z_]+|%\(?[A-Za-z_]*\)?s|:[A-Za-z_]+)"
                             r"[`'\").,;:]*")


def _placeholder(value: str) -> bool:
    """Is a secret's value a placeholder: a documentation word (your_key, xxx, changeme,
    ...EXAMPLE) or a reference to where the real one is kept (<token>, ${API_KEY})?"""
    return _PLACEHOLDER.search(value) is not None or _TEMPLATE_VALUE.fullmatch(value) is not None
# a run of base64 (or base64url) long enough to hold a key: decoded, as an exfiltrating
# address carries it (?d=c2stcHJvai1...)
_BASE64_RUN = re2.compile(r"[A-Za-z0-9+/_-]{24,}={0,2}")
_HEX_RUN = re.compile(r"[0-9a-fA-F]{32,}")


def _inline_flags(pattern: str) -> str:
    """An RE2 pattern as a group of an alternation, with its leading (?i) kept to itself."""
    return f"(?i:{pattern[4:]})" if pattern.startswith("(?i)") else f"(?:{pattern})"


# (probe round 37, exfil37) a key in another spelling: an AWS key id or a GitHub token
# split into pieces (?a=AKIAQWERTY&b=UIOPA5DFGH, AKIA-QWER-TYUI-OPA5-DFGH, in a host name's
# labels), a GitHub token with a dash for its underscore or in one case (ghp-….evil.com,
# where a host name allows no underscore and folds case; GHP_…: its CRC32 tail gives the
# case back), or written backwards (rev <<< "…_phg"): where each starts
_KEY_PREFIX = re2.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA|akia|asia|abia|acca|[Gg][Hh][PpOoUuSsRr][-_./])")
# ...and its end, written backwards (the key id's or the token's prefix reversed)
_REVERSED_KEY = re2.compile(r"[0-9A-Z]{16}(?:AIKA|AISA|AIBA|ACCA)\b|[A-Za-z0-9]{36}[-_.][PpOoUuSsRr][Hh][Gg]\b"
                            r"|[A-Za-z0-9_-]{20}-taplg\b|[A-Za-z0-9]{16}_evil_k[rs]\b")
# what may stand between a key's pieces: a separator, an escaped one, a URL's next
# parameter's name, a host name's dot
# (no blank: capitals' prose after ASIA, ASIA PACIFIC MARKETS, is words)
_KEY_SEPARATOR = re.compile(r"(?:[-._/:+,;|=]|%2[0DdEeFf]|[&?][A-Za-z0-9_]{0,24}=){1,3}")
_AWS_PIECE = re.compile(r"[A-Z2-7]+")
_AWS_PIECE_LOWER = re.compile(r"[a-z2-7]+")
_TOKEN_PIECE = re.compile(r"[A-Za-z0-9]+")


def _pieced_key(text: str, start: int, end: int) -> str | None:
    """The key whose prefix is text[start:end], its pieces joined across separators: an AWS
    key id's 16 base32 characters (AKIA-QWER-…; 0, 1, 8 and 9 are no base32: ASIA0189… is
    a word) or a GitHub token's 36 letters and digits; None when the pieces do not add up
    exactly, more than four are needed, or the last runs on into a longer word."""
    prefix = text[start:end]
    aws = prefix[:1] in "Aa"
    piece = (_AWS_PIECE if prefix.isupper() else _AWS_PIECE_LOWER) if aws else _TOKEN_PIECE
    need = 16 if aws else 36
    got: list[str] = []
    k, pieces, joined = end, 0, False
    while sum(map(len, got)) < need:
        if got or aws:
            sep = _KEY_SEPARATOR.match(text, k)
            if sep is not None:
                k = sep.end()
                pieces += 1 if got else 0
                joined = True
        m = piece.match(text, k)
        if m is None or pieces > 3:
            return None
        got.append(m.group(0))
        k = m.end()
    body = "".join(got)
    if len(body) != need or (k < len(text) and text[k].isalnum()):
        return None
    if not aws:
        if not (any(c.isdigit() for c in body) and any(c.isalpha() for c in body)):
            return None
        if len(got) == 1 and prefix[:3] in ("ghp", "gho", "ghu", "ghs", "ghr") and prefix[3] == "_":
            return None   # (the issuer's own spelling: CREDENTIAL_TEXT's)
        return prefix[:3].lower() + "_" + body
    if not joined and prefix.isupper():
        return None   # (whole: CREDENTIAL_TEXT's, with its placeholders)
    if not prefix.isupper() and not any(c.isdigit() for c in body):
        return None   # (a lower-case word: akia-… in a host name has digits)
    return prefix.upper() + body.upper()


def _respelled_keys(text: str) -> list[tuple[str, str]]:
    """(probe round 37, exfil37) The keys in ``text`` in another spelling, each with how."""
    found: list[tuple[str, str]] = []
    if len(text) > 65536:
        text = text[:65536]
    for m in _KEY_PREFIX.finditer(text):
        key = _pieced_key(text, m.start(), m.end())
        if key is not None and not _placeholder_key(key):
            found.append((key, " (split)"))
            break
    r = _REVERSED_KEY.search(text)
    if r is not None:
        back = r.group(0)[::-1]
        for m in CREDENTIAL_TEXT.finditer(back):
            if _key_shaped(m.group(0)) and not _placeholder_key(m.group(0)) and (
                    not m.group(0)[:4] in _AWS_ID_PREFIXES or _AWS_PIECE.fullmatch(m.group(0)[4:])):
                found.append((m.group(0), " (reversed)"))
                break
        else:
            for m in _KEY_PREFIX.finditer(back):
                key = _pieced_key(back, m.start(), m.end())
                if key is not None and not _placeholder_key(key):
                    found.append((key, " (reversed)"))
                    break
    return found


# every shape credential_in looks for, in one pass: most values sent hold none of them
_ANY_CREDENTIAL_SHAPE = re2.compile("|".join(_inline_flags(rx.pattern) for rx in (
    CREDENTIAL_TEXT, _URL_USERINFO_SECRET, _URL_SECRET_PARAM, _SECRET_ASSIGNMENT, _SECRET_LOOSE, _BASE64_RUN,
    _KEY_PREFIX, _REVERSED_KEY)))


def may_hold_credential(text: str) -> bool:
    """Could credential_in find anything in ``text``? One RE2 pass; values joined by
    newlines are tested at once (no shape spans a line)."""
    return "%" in text or "+" in text or re2_found(_ANY_CREDENTIAL_SHAPE, text)   # (round 36: the direct RE2 test)


def credential_in(text: str) -> str | None:
    """What credential-shaped piece a value a tool sends holds (CREDENTIAL_TEXT, a URL's
    password or secret-named parameter, a secret-named .env line), percent-escapes and
    base64 read, described without its secret part (the description goes into reasons
    and the audit trail); None when there is none."""
    if not text:
        return None
    if not may_hold_credential(text):
        return None   # (nothing to decode, and no shape below is in it)
    texts = [(text, "")]
    if "%" in text or "+" in text:
        texts.append((_unquote(text), " (escaped)"))
    runs = _BASE64_RUN.findall(text[:65536])[:16]
    # (probe round 36, exfil36) a run that is a path holds its encoded part between slashes
    # (s3://bucket/QUtJQ.../: decoded from the bucket's name on, it was misaligned noise)
    runs += [seg for run in runs if "/" in run for seg in run.split("/") if len(seg) >= 24][:16]
    # (probe round 37, exfil37) a run whose encoded part starts after other letters
    # (?d=abcQUtJ…: the words before it shift its alignment) is read from each of the
    # four alignments, its undecodable bytes left out: the issuers' formats only
    shifted: list[str] = []
    for run in runs[:16]:
        texts.append((_unbase64(run), " (encoded)"))
        if len(run) % 2 == 0 and _HEX_RUN.fullmatch(run):
            raw = bytes.fromhex(run)   # xxd -p's spelling (a commit id decodes to no text)
            texts.append((raw.decode("ascii") if raw.isascii() else "", " (encoded)"))
        if len(run) >= 28:
            shifted += [_unbase64(run[k:], loose=True) for k in range(4)]
    for t in shifted:
        for m in CREDENTIAL_TEXT.finditer(t):
            if _key_shaped(m.group(0)) and not _placeholder_key(m.group(0)) and not m.group(0).startswith("-----"):
                return f"a key starting {m.group(0)[:4]}… (encoded)"
    for t, how in texts:
        for key, spelled in _respelled_keys(t):
            return f"a key starting {key[:4]}…{how or spelled}"
        for m in CREDENTIAL_TEXT.finditer(t):
            if _key_shaped(m.group(0)) and not _placeholder_key(m.group(0)) \
                    and not (m.group(0).startswith("-----") and _elided_pem(t, m.start())):
                return f"a key starting {m.group(0)[:4]}…{how}"
        for m in _URL_USERINFO_SECRET.finditer(t):
            userinfo = m.group(0).rsplit("@", 1)[0]
            if not _PLACEHOLDER.search(userinfo) and not _placeholder(userinfo.rsplit(":", 1)[1]) \
                    and _THIS_MACHINE.fullmatch(m.group(1)) is None:
                return f"a password in a URL's user part{how}"
        for p in _URL_SECRET_PARAM.finditer(t):
            if not _placeholder(p.group(1)) and not _to_this_machine(t, p.start()):
                return f"a URL parameter {p.group(0).split('=', 1)[0][1:]}={how}"
        for a in _SECRET_ASSIGNMENT.finditer(t):
            if secret_env_name(a.group(1)) and _DIGIT_AND_LETTER.match(a.group(2)) \
                    and not _placeholder(a.group(2)) and not _own_service_url(a.group(1), a.group(2)) \
                    and not (a.group(2).startswith("eyJ") and _sample_jwt(a.group(2))):
                return f"a value of {a.group(1)}{how}"
        for a in _SECRET_LOOSE.finditer(t):
            # (a JWT is judged whole above, its samples and published keys too)
            if _loose_secret_name(a.group(1)) and not a.group(2).startswith("eyJ") and _random_looking(a.group(2)) \
                    and not _PLACEHOLDER.search(a.group(2)):
                return f"a value of {a.group(1)}{how}"
    return None


# (probe round 49, tools49) a password written out in a message's words ("password: hunter2",
# "the db password is Tr0ub4dor&3", "pwd = s3cret!"): the word, an optional "for X", then
# "is", ":", "=" or an arrow and the value; a value that is a word ("required", "reset") or a
# placeholder is none; one with a digit or a sign, or a long mixed-case one, is
_PROSE_PASSWORD = re.compile(
    r"(?i)(?:\b(?:password|passwort|passwd|passphrase|pass\s?code|pwd|pw)\b(?:\s+(?:for|of|to|on)(?:\s+"
    r"[\w.@:/-]{1,64}){1,3})?\s*(?:\b(?:is|was)\b\s*[:=]?|:|=|->|=>|\u2192)|\bpass\s*=)\s*[\"'`\u201c\u2018]?([^\s\"'`\u201d\u2019<>]{4,128})")
_PROSE_TRAILING = ".,;:!?)]}"
_WORD_HEAD = re.compile(r"[A-Za-z]*")
_PROSE_WORDS = frozenset({"required", "incorrect", "invalid", "wrong", "expired", "changed", "reset", "missing",
                          "hidden", "unchanged", "same", "below", "above", "attached", "optional", "empty", "blank",
                          "none", "null", "unset", "secret", "set", "strong", "weak", "needed", "stored", "saved"})


def prose_password(text: str) -> str | None:
    """A password a message's words give ("password: hunter2"), described without its value,
    or None."""
    for m in _PROSE_PASSWORD.finditer(text[:65536]):
        value = m.group(1).rstrip(_PROSE_TRAILING)
        if len(value) < 4 or value.casefold() in _PROSE_WORDS or _placeholder(value) \
                or _PLACEHOLDER_WORD.search(value) or value.startswith(("http", "$", "%", "/", "~", "./")) \
                or any(c in value for c in "([{"):   # (a path, a variable, code: os.environ['X'])
            continue
        core = value[1:]
        if any(c.isdigit() for c in value) or any(not c.isalnum() for c in value) \
                or (len(value) >= 10 and any(c.isupper() for c in core) and any(c.islower() for c in core)):
            # (named by its word alone: the reason and the audit trail never hold the value)
            return f"a password given in words ({_WORD_HEAD.match(m.group(0)).group(0)[:16]} ...)"
    return None


# a variable named for a database's or broker's address (DATABASE_URL, REDIS_URL): its
# secret is the URL's password, which the URL checks judge (none, or one to this machine's
# own service, is no secret leaving); a webhook's, a DSN's or another secret's URL is one whole
_ADDRESS_NAME_PARTS = frozenset({"URL", "URI"})
_SECRET_URL_PARTS = frozenset({"WEBHOOK", "DSN", "SECRET", "TOKEN", "KEY", "PASSWORD", "CREDENTIALS", "PAT"})


def _own_service_url(name: str, value: str) -> bool:
    """Is a secret-named variable's value a URL whose secret part the URL checks already
    judged: to this machine (postgres://u:pw@localhost, @db of its network), or a
    database's address without a password (DATABASE_URL=postgres://db.acme.com/app)?"""
    m = _URL_HOST_AT.match(value, value.find("://")) if "://" in value else None
    if m is None:
        return False
    if _THIS_MACHINE.fullmatch(m.group(1)):
        return True
    parts = set(name.split("_"))
    userinfo = value[value.find("://") + 3:].split("/", 1)[0].rpartition("@")[0]
    return bool(parts & _ADDRESS_NAME_PARTS) and not parts & _SECRET_URL_PARTS and ":" not in userinfo \
        and "?" not in value


_URL_HOST_AT = re.compile(r"(?i)://(?:[^/?#@\s]*@)?(\[[^\]]*\]|[^/:?#\s]*)")
_THIS_MACHINE = re.compile(r"(?i)localhost|127(?:\.\d+){3}|\[::1\]|[a-z0-9_-]+")


def _to_this_machine(text: str, at: int) -> bool:
    """Is the URL a parameter at ``at`` belongs to addressed to this machine or a dotless
    name of its network (the agent's dev server: /reset?token=... is its own)?"""
    start = text.rfind("://", 0, at)
    if start < 0 or any(c.isspace() for c in text[start:at]):
        return False
    m = _URL_HOST_AT.match(text, start)
    return m is not None and _THIS_MACHINE.fullmatch(m.group(1)) is not None


def _unquote(text: str) -> str:
    return unquote_plus(text)


def _unbase64(run: str, loose: bool = False) -> str:
    """A base64 or base64url run decoded as far as it goes (text only; "" otherwise).
    ``loose``: the bytes that are no text become blanks (a shifted run's garbage)."""
    run = run[:4096].rstrip("=")
    # (probe round 36, exfil36) padding dropped, as base64url encoders and URLs do: the last 2
    # or 3 characters still hold 1 or 2 bytes (cut off, a 20-character key's base64 lost its
    # tail and was no key); a lone 1 left over holds none
    rest = len(run) % 4
    run = run[:-1] if rest == 1 else run + "=" * ((4 - rest) % 4)
    try:
        raw = base64.b64decode(run.replace("-", "+").replace("_", "/"), validate=True)
    except (binascii.Error, ValueError):
        return ""
    if loose:
        return "".join(chr(b) if 32 <= b < 127 else " " for b in raw)
    return raw.decode("utf-8", "replace") if raw.isascii() else ""


# a search pattern asking for secrets by name (env | grep -i token)
SECRET_WORD = re.compile(r"(?i)secret|token|passw|passphrase|api.?key|access.?key|private.?key|credential|\bpat\b")
# ...and the words a secret's variable name holds, when the environment is what is
# searched (env | grep -i key, printenv | grep -i api, | grep -i auth): OPENAI_API_KEY,
# AWS_SECRET_ACCESS_KEY, DB_PASS, SESSION_SECRET... (env | grep -i proxy, path, lang stay)
ENV_FILTER_WORD = re.compile(r"(?i)secret|token|pass|pwd|api|key|auth|cred|priv|session|cookie|jwt|bearer|signing|"
                             r"access|\bpat\b|\bsk\b")
# (a vendor's prefix, env | grep AWS, is env_search_selects_secret's: AWS_REGION stays)
# names holding such a word that hold no secret (a socket's path, a commit's author)
PUBLIC_ENV_WORDS = re.compile(r"(?i)ssh_auth_sock|author|keyboard|xkb|gpg_agent_info")
# the vendors whose variables are keys (AWS_SECRET_ACCESS_KEY, OPENAI_API_KEY, GITHUB_TOKEN,
# DATABASE_URL...): the environment searched for one of them picks its keys out (probe
# round 25: env | grep AWS, grep -E '^(GITHUB|OPENAI)' asked as env | grep -i key is)
_ENV_VENDOR = (r"aws|openai|anthropic|claude|gemini|github|gh|gitlab|glpat|stripe|slack|twilio|sendgrid|mailgun|hf|"
               r"huggingface|hugging|npm|pypi|azure|gcp|gcloud|firebase|supabase|cloudflare|vercel|netlify|heroku|"
               r"digitalocean|datadog|sentry|database|postgres|postgresql|pg|mysql|mongo|mongodb|dsn|openrouter|groq|"
               r"mistral|cohere|replicate|deepseek|perplexity|xai|pinecone|algolia|shopify|discord|telegram|okta|"
               r"auth0|vault|google|redis")
# what a search of the environment is tried on: secrets' names (and values in their issuers'
# formats), and names that hold none; a pattern selects secrets when what it matches in
# one covers a whole word of a secret's name or format (KEY, AWS, ghp) and it matches few of
# the others (env | grep -i 'k.y', '[A-Z]*_KEY', ghp_ ask; grep ., =, -i e print everything)
_ENV_SECRET_SAMPLES = (
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "AWS_SESSION_TOKEN=FwoGZXIvYXdzEXAMPLE", "OPENAI_API_KEY=sk-proj-EXAMPLE", "ANTHROPIC_API_KEY=sk-ant-EXAMPLE",
    "GEMINI_API_KEY=AIzaEXAMPLE", "GITHUB_TOKEN=ghp_EXAMPLE", "GH_TOKEN=gho_EXAMPLE", "GITLAB_TOKEN=glpat-EXAMPLE",
    "NPM_TOKEN=npm_EXAMPLE", "HF_TOKEN=hf_EXAMPLE", "STRIPE_SECRET_KEY=sk_live_EXAMPLE",
    "SLACK_BOT_TOKEN=xoxb-EXAMPLE", "DATABASE_URL=postgres://app:EXAMPLE@db:5432/app", "DB_PASSWORD=EXAMPLE",
    "AZURE_CLIENT_SECRET=EXAMPLE", "SECRET_KEY=EXAMPLE", "JWT_SECRET=EXAMPLE", "API_KEY=EXAMPLE",
    "AUTH_TOKEN=EXAMPLE", "PRIVATE_KEY=EXAMPLE", "SESSION_COOKIE=EXAMPLE", "CREDENTIALS=EXAMPLE",
    "SENTRY_DSN=https://EXAMPLE@sentry.example/1", "PASSPHRASE=EXAMPLE", "BEARER=EXAMPLE",
    *(f"{v.upper()}_API_KEY=EXAMPLE" for v in _ENV_VENDOR.split("|")))
_ENV_PLAIN_SAMPLES = (
    "PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/home/dev", "LANG=C.UTF-8", "TERM=xterm-256color", "SHELL=/bin/bash",
    "USER=dev", "LOGNAME=dev", "PWD=/home/dev/project", "OLDPWD=/home/dev", "HOSTNAME=devbox", "SHLVL=1",
    "EDITOR=vim", "TZ=UTC", "NODE_ENV=development", "VIRTUAL_ENV=/home/dev/.venv", "JAVA_HOME=/usr/lib/jvm/java-17",
    "GOPATH=/home/dev/go", "PYTHONPATH=/home/dev/project", "HTTP_PROXY=http://proxy:3128", "NO_PROXY=localhost",
    "XDG_RUNTIME_DIR=/run/user/1000", "DISPLAY=:0", "CI=true", "AWS_REGION=us-east-1", "AWS_PROFILE=default",
    "GITHUB_ACTIONS=true", "GITHUB_WORKSPACE=/home/runner/work", "DOCKER_HOST=unix:///var/run/docker.sock",
    "KUBECONFIG=/home/dev/.kube/config", "CARGO_HOME=/home/dev/.cargo", "LC_ALL=C.UTF-8", "MAIL=/var/mail/dev",
    "COLORTERM=truecolor", "LESS=-R", "PAGER=less", "SSH_AUTH_SOCK=/tmp/ssh-agent.sock")
_ENV_WORD_TOKEN = re.compile(r"[A-Za-z0-9]+")
_ENV_MEANINGFUL = re.compile(rf"(?i)(?:{ENV_FILTER_WORD.pattern[4:]}|{_ENV_VENDOR}|sk|ghp|gho|glpat|xoxb|npm|hf)")
_ENV_SAMPLE_WORDS = tuple((line, tuple((m.start(), m.end()) for m in _ENV_WORD_TOKEN.finditer(line)
                                       if _ENV_MEANINGFUL.fullmatch(m.group(0))))
                          for line in _ENV_SECRET_SAMPLES)
_SLASH_REGEX = re.compile(r"/((?:[^/\\\n]|\\.){1,200})/")
_RE2_OPTIONS = re2.Options()
_RE2_OPTIONS.case_sensitive = False
_RE2_OPTIONS.max_mem = 1 << 20


def _env_regexes(v: str) -> list:
    """The patterns a search's word may hold: itself (as grep -E, and as grep's basic
    syntax: \\| is an alternation there), and an awk or sed program's /RE/ addresses."""
    if v.startswith("--regexp="):
        v = v[len("--regexp="):]
    elif v.startswith("-e") and len(v) > 2:
        v = v[2:]
    texts = [v] + [m.group(1) for m in _SLASH_REGEX.finditer(v)]
    out = []
    for t in dict.fromkeys(texts):
        for form in dict.fromkeys((t, t.replace("\\|", "|").replace("\\(", "(").replace("\\)", ")"))):
            try:
                out.append(re2.compile(form, _RE2_OPTIONS))
            except Exception:   # (not a pattern re2 reads: taken as the text it is)
                out.append(re2.compile(re2.escape(form), _RE2_OPTIONS))
    return out


@functools.lru_cache(maxsize=2048)
def env_search_selects_secret(v: str) -> bool:
    """Does a search of the environment by ``v`` (grep's pattern, an awk or sed program)
    pick secrets out: a vendor's name as a word (AWS, ^(GITHUB|OPENAI)), or a pattern whose
    match in a secret's name covers a whole word of it (k.y, ke[y], [A-Z]*_TOKEN, ghp_)
    while matching few names that hold none (., =, e: the whole environment, as env)."""
    if len(v) > 400 or not v.strip():
        return False
    for rx in _env_regexes(v):
        plain = sum(1 for line in _ENV_PLAIN_SAMPLES if rx.search(line))
        if plain * 3 >= len(_ENV_PLAIN_SAMPLES):
            continue   # (matches most of any environment: it prints it all, as env does)
        for line, words in _ENV_SAMPLE_WORDS:
            for m in rx.finditer(line):
                if m.end() > m.start() and any(m.start() <= a and b <= m.end() for a, b in words):
                    return True
    return False


# ...and, in a whole configuration, its environment and headers as well
DUMP_FILTER_WORD = re.compile(ENV_FILTER_WORD.pattern + r"|env|header")


# a search of git's history for a secret by name (git log -p | grep -i token, git log -S
# password): the history holds every secret ever committed, removed ones too
HISTORY_SECRET_WORD = re.compile(SECRET_WORD.pattern + r"|\bpass\b|pwd|\bauth|bearer|jwt|private|aws_|\bkey\b|"
                                 r"apikey|_key\b|\bsk-|\bAKIA|BEGIN [A-Z ]*PRIVATE")
_HISTORY_PATCH_OPTS = frozenset({"-p", "-u", "--patch", "-W", "--function-context", "--cc", "--full-diff"})


# (probe round 29) git's commands that print commit ids alone, a line each: git log with a
# format of the id only, git rev-list; their options limited to ones that choose commits
_ID_FORMATS = frozenset({"--format=%H", "--format=%h", "--pretty=%H", "--pretty=%h", "--pretty=format:%H",
                         "--pretty=format:%h", "--pretty=tformat:%H", "--pretty=tformat:%h", "--format=tformat:%H",
                         "--format=tformat:%h", "--format=format:%H", "--format=format:%h"})
_ID_SELECTORS = frozenset({"--no-merges", "--merges", "--first-parent", "--reverse", "--all", "--branches", "--tags",
                           "--remotes", "--date-order", "--topo-order", "--author-date-order", "--no-walk"})
_ID_SELECTOR_VALUES = ("--max-count=", "--skip=", "--since=", "--until=", "--after=", "--before=", "--author=",
                       "--committer=", "--grep=", "--abbrev=")
_ID_COUNT = re.compile(r"-n?\d{1,6}")
_ID_OPERAND = re.compile(r"[\w./@^~{}:+-]{1,200}")


def prints_commit_ids(args: Sequence[str]) -> bool:
    """Does this git command print commit ids alone, one a line (git log --format=%H -n 5,
    git rev-list HEAD)? What it prints is hex digits: never an option, never a file name
    (git log --format=%H | head | xargs git show)."""
    if len(args) < 2 or len(args) > 24 or args[0] not in ("log", "rev-list"):
        return False
    formatted = args[0] == "rev-list"
    k = 1
    while k < len(args):
        a = args[k]
        if a in _ID_FORMATS and args[0] == "log":
            formatted = True
        elif a in _ID_SELECTORS or a.startswith(_ID_SELECTOR_VALUES) or _ID_COUNT.fullmatch(a):
            pass
        elif a == "-n" and k + 1 < len(args) and args[k + 1].isdigit():
            k += 1
        elif a == "--":
            return formatted and all(_ID_OPERAND.fullmatch(x) for x in args[k + 1:])
        elif a.startswith("-") or not _ID_OPERAND.fullmatch(a):
            return False
        k += 1
    return formatted


def prints_history(args: Sequence[str]) -> bool:
    """Does git print committed content of its history (log -p, show, whatchanged -p,
    diff between revisions)? Text searched there for a secret's name finds every secret
    ever committed, removed ones too (as git grep $(git rev-list --all) does)."""
    glob, sub, sub_args, ok = git_split_t(args)
    if sub == "show":
        return not any(a in ("--stat", "--name-only", "--name-status", "--oneline", "-s", "--no-patch", "--shortstat",
                             "--numstat", "--summary") for a in sub_args)
    if sub in ("log", "whatchanged"):
        return any(a in _HISTORY_PATCH_OPTS or a.startswith(("--unified", "-U")) for a in sub_args)
    if sub == "diff":
        return any(not a.startswith("-") and (".." in a or "~" in a or "^" in a or "@{" in a) for a in sub_args)
    return False


def history_pickaxe_secret(args: Sequence[str]) -> str | None:
    """git log -p -S password / -G 'api_key': the history's patches that hold a secret's
    name printed (the search is git's own)."""
    if not prints_history(args):
        return None
    for i, a in enumerate(args):
        v = args[i + 1] if a in ("-S", "-G") and i + 1 < len(args) else a[2:] if a.startswith(("-S", "-G")) else None
        if v and HISTORY_SECRET_WORD.search(v):
            return v
    return None


def dumps_config(name: str, args: Sequence[str]) -> bool:
    """Does the command print a whole configuration that holds an environment's values
    or a secret's header: docker/podman inspect (a container's Config.Env) with no
    --format, kubectl describe or get -o yaml/json (a pod's env values), git config
    --list (http.extraheader)?"""
    if name in ("docker", "podman"):
        sub = args[1:2] if args[:1] in (["container"],) else args[:1]
        return sub == ["inspect"] and not any(a in ("-f", "--format") or a.startswith(("--format=", "-f"))
                                              for a in args)
    if name == "kubectl":
        ops = [a for a in args if not a.startswith("-")]
        if ops[:1] == ["describe"]:
            return True
        if ops[:1] != ["get"]:
            return False
        for i, a in enumerate(args):
            v = args[i + 1] if a in ("-o", "--output") and i + 1 < len(args) else \
                a.split("=", 1)[1] if a.startswith(("--output=", "-o=")) else a[2:] if a.startswith("-o") else None
            if v is not None and v.split("=", 1)[0] in ("yaml", "json"):
                return True
        return False
    if name == "git":
        glob, sub, sub_args, ok = git_split_t(args)
        return sub == "config" and (sub_args[:1] == ("list",) or any(a in ("-l", "--list") for a in sub_args)) \
            and "--name-only" not in sub_args
    return False


def scan(args: Sequence[str], short_arg: str = "", long_arg: Iterable[str] = ()) -> tuple[list[str], list[str]]:
    """Split GNU-style args into (options, operands). Option values are skipped."""
    long_arg = tuple(long_arg)
    opts: list[str] = []
    operands: list[str] = []
    i = 0
    n = len(args)
    while i < n:
        a = args[i]
        if a == "--":
            operands.extend(args[i + 1:])
            break
        if a.startswith("--"):
            opts.append(a)
            if "=" not in a and long_hits(a, long_arg) and any(x == a[2:] for x in long_arg):
                i += 1
        elif a.startswith("-") and len(a) > 1:
            letters = short_cluster(a, short_arg)
            opts.append("-" + letters)
            if letters and letters[-1] in short_arg and len(letters) == len(a) - 1:
                i += 1  # the value is the next word
        else:
            operands.append(a)
        i += 1
    return opts, operands


def _no_short(opts: Sequence[str], letters: str) -> bool:
    return not any(o[1:2] != "-" and any(c in letters for c in o[1:]) for o in opts)


def _no_long(opts: Sequence[str], names: Iterable[str]) -> bool:
    names = tuple(names)
    return not any(o.startswith("--") and long_hits(o[2:], names) for o in opts)


# --- read-only validators ------------------------------------------------------------------

Validator = Callable[[Sequence[str], bool], bool]


_JQ_IMPORT = re.compile(r"\b(?:import|include)\b")


def _jq(args: Sequence[str], unknown: bool) -> bool:
    """jq without modules: ``import "x" as $x`` with -L DIR reads DIR/x.json (any
    file, .. included) where no path check looks; -f reads a program that may."""
    for i, a in enumerate(args):
        if a == "--":
            break
        if a.startswith("--"):
            # (jq takes long options whole, no abbreviation, no --opt=value form)
            # (probe round 40, benign45) --rawfile/--slurpfile NAME FILE read FILE into
            # $NAME: a plain read, FILE judged as any file operand (data_operands keeps
            # only NAME as data), so two words must follow, FILE no glob (src/*.txt may
            # be two words: the second would be the program, the program an input);
            # -L/-f load code that may read
            key = a[2:].split("=", 1)[0]
            if key in ("library-path", "from-file"):
                return False
            if key in ("rawfile", "slurpfile") and ("=" in a or i + 2 >= len(args)
                                                    or _GLOB_CHARS.search(args[i + 2])):
                return False
        elif a.startswith("-") and ("f" in a or "L" in a):
            return False   # -f and -L in a cluster too (jq -nf prog.jq, -rL DIR)
        if _JQ_IMPORT.search(a):
            return False
    return not unknown


# (probe round 31, benign31b) jq's options that only shape its output or input, and those
# that take one or two data words: a jq whose file operands come from a listing (xargs -0)
_JQ_LISTED_FLAGS = frozenset({"--raw-output", "--join-output", "--compact-output", "--null-input", "--exit-status",
                              "--slurp", "--sort-keys", "--color-output", "--monochrome-output", "--ascii-output",
                              "--tab", "--raw-input", "--seq", "--stream", "--raw-output0"})
_JQ_LISTED_CLUSTER = re.compile(r"-[rjcnesSCMaR]+")


def listed_files_ok(name: str, args: Sequence[str]) -> bool:
    """May the words a listing adds after ``args`` be read as file operands? jq: a known
    program (its first operand) and output options only, so every added word is an input
    file (no --args, no -f: the program is never one of them). yq (probe round 32): its
    options of the list (no -i, no --split-exp), an expression given, so every added word
    is a document read."""
    if name == "rg":
        # (probe round 35, benign40) find src -print0 | xargs -0 rg -n TODO: whole names
        # starting with find's path are never rg's options (--pre=CMD), only files searched;
        # split at blanks (no -0) a name may hold one: "src/a --pre=./x.sh" (still asked)
        return _rg(args, False)
    if name in ("file", "gofmt"):
        # (probe round 32) names that are never options are files for file and gofmt -l,
        # whose validators refuse run-time words for -C/-m and -w only
        return READ_ONLY[name](args, False)
    if name == "yq":
        ops = _allowed_operands([a for a in args if a != "--"], _YQ_VALUED, _YQ_FLAGS)
        if not _yq(args, False) or ops is None:
            return False
        if ops[:1] and ops[0] in ("e", "eval", "ea", "eval-all"):
            ops = ops[1:]
        return bool(ops) or any(a.partition("=")[0] == "--expression" for a in args)
    if name != "jq" or not _jq(args, False):
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a in _JQ_TWO_ARGS:
            i += 3   # (--rawfile NAME FILE: FILE a read judged as any operand, round 40)
        elif a == "--indent":
            i += 2
        elif a in _JQ_LISTED_FLAGS or _JQ_LISTED_CLUSTER.fullmatch(a):
            i += 1
        elif a.startswith("-"):
            return False
        else:
            return True   # the program; what follows is files (and more options of the lists)
    return False


_SET_WORDS = re.compile(r"[-+][euxvEoT]+|pipefail|errexit|nounset|xtrace|verbose|errtrace|functrace|--?")


# bat/batcat (GTFOBins: batcat inherits less through its pager): only options that print;
# no --pager, no --paging but never, no --config-file (a config may name a pager)
_BAT_VALUED = frozenset({"-l", "--language", "-H", "--highlight-line", "-r", "--line-range", "--style", "--color",
                         "--theme", "--tabs", "--wrap", "--terminal-width", "--file-name", "--italic-text",
                         "--decorations", "--squeeze-limit", "-m", "--map-syntax", "--diff-context"})
_BAT_FLAGS = frozenset({"--number", "--plain", "--show-all", "--diff", "--unbuffered", "--force-colorization",
                        "--list-languages", "--list-themes", "--version", "--help", "--squeeze-blank",
                        "--chop-long-lines", "--no-paging", "--paging=never"})
_BAT_SHORT = re.compile(r"-[npAPdufsSVhL]+")


def _bat(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            return True
        if not a.startswith("-") or a == "-":
            i += 1
            continue
        name, eq, _ = a.partition("=")
        if a in _BAT_FLAGS or _BAT_SHORT.fullmatch(a):
            i += 1
        elif name in _BAT_VALUED:
            i += 1 if eq else 2
        elif a == "--paging" and args[i + 1:i + 2] == ["never"]:
            i += 2
        else:
            return False
    return True


_TOKEI_VALUED = frozenset({"-e", "--exclude", "-s", "--sort", "-t", "--type", "-c", "--columns", "-o", "--output",
                           "-n", "--num-format"})
_TOKEI_FLAGS = frozenset({"-f", "--files", "--hidden", "--no-ignore", "--no-ignore-parent", "--no-ignore-dot",
                          "--no-ignore-vcs", "-C", "--compact", "-l", "--languages", "-r", "--rsort", "-V",
                          "--version", "-h", "--help", "-v", "-vv"})


def _tokei(args: Sequence[str], unknown: bool) -> bool:
    """tokei counts lines: it runs nothing and writes nothing (-o picks a format to print);
    -i/--input reads earlier results, not taken."""
    return not unknown and _allowed_operands(args, _TOKEI_VALUED, _TOKEI_FLAGS) is not None


# (probe round 35, benign39) scc counts lines as tokei does: -o/--output and
# --format-multi write files, left out; the rest picks what is counted and how it prints
_SCC_VALUED = frozenset({"-f", "--format", "-s", "--sort", "--exclude-dir", "-x", "--exclude-ext", "-i",
                         "--include-ext", "-n", "--not-match", "-M", "--cocomo-project-type", "--count-as",
                         "--currency-symbol", "--avg-wage", "--eaf", "--overhead", "--size-unit",
                         "--large-byte-count", "--large-line-count", "--min-gen-line-length",
                         "--remap-all", "--remap-unknown", "--generated-markers", "--sql-project"})
_SCC_FLAGS = frozenset({"--by-file", "--ci", "--debug", "-h", "--help", "--include-symlinks", "-l", "--languages",
                        "--min", "--gen", "--min-gen", "--no-cocomo", "-c", "--no-complexity", "-d",
                        "--no-duplicates", "--no-gen", "--no-gitignore", "--no-gitmodule", "--no-hborder",
                        "--no-ignore", "--no-large", "--no-min", "--no-min-gen", "--no-scc-ignore", "--no-size",
                        "--sloccount-format", "-t", "--trace", "-v", "--verbose", "--version", "-w", "--wide",
                        "-u", "--uloc", "-a", "--dryness", "-p", "--percent"})


def _scc(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _allowed_operands(args, _SCC_VALUED, _SCC_FLAGS) is not None


# cloc: --extract-with and --vcs (other than git) run a command, --report-file, --sql,
# --counted, --ignored, --found, --categorized, --write-lang-def write files, --config
# and --read-lang-def read options: an allowlist
_CLOC_OK = re.compile(r"--(?:by-file|by-file-by-lang|json|yaml|csv|md|xml|quiet|hide-rate|fullpath|no-autogen|"
                      r"skip-uniqueness|follow-links|diff|git|vcs=git|sum-one|by-percent=[cl]|"
                      r"(?:exclude|include)-(?:dir|ext|lang)=[\w.,+ -]*|(?:not-)?match-[fd]=[^/]*|"
                      r"max-file-size=\d+|timeout=\d+|progress-rate=\d+|version|help)")


def _cloc(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and all(_CLOC_OK.fullmatch(a) or not a.startswith("-") for a in args)


# yq (mikefarah's, and the Python jq wrapper): no -i/--inplace (writes), -s/--split-exp
# (writes a file per document), --from-file; load()/load_str() read any file where no
# path check looks
_YQ_VALUED = frozenset({"-o", "--output-format", "-p", "--input-format", "-I", "--indent", "--arg", "--argjson",
                        "--expression"})
_YQ_FLAGS = frozenset({"-r", "--unwrapScalar", "-P", "--prettyPrint", "-C", "--colors", "-M", "--no-colors",
                       "-N", "--no-doc", "-e", "--exit-status", "-j", "--tojson", "-0", "--nul-output", "-y", "-Y",
                       "--yaml-output", "--yaml-roundtrip", "--header-preamble", "-c", "--compact-output", "-S",
                       "--sort-keys", "-n", "--null-input", "-V", "--version", "-h", "--help", "--no-colors"})
_YQ_LOAD = re.compile(r"\b(?:load|load_str|load_xml|load_props|load_base64|import|include)\b")


def _yq(args: Sequence[str], unknown: bool) -> bool:
    if unknown or any(_YQ_LOAD.search(a) for a in args):
        return False
    return _allowed_operands([a for a in args if a != "--"], _YQ_VALUED, _YQ_FLAGS) is not None


def yq_in_place_files(args: Sequence[str]) -> list[str] | None:
    """(probe round 49, benign53) yq -i|--inplace [e|eval] EXPR FILE...: the files it
    rewrites, the rest read-only as _yq has it (no load(), no -s, no --from-file) and the
    expression taking no environment variable (env(X), strenv(X), envsubst, $ENV: a value put in a
    file); None otherwise (a glob, a run-time word, - or an option as a file)."""
    if sum(1 for a in args if a in ("-i", "--inplace")) != 1 or UNKNOWN_WORD in args:
        return None
    rest = [a for a in args if a not in ("-i", "--inplace")]
    if not _yq(rest, False):
        return None
    ops = _allowed_operands([a for a in rest if a != "--"], _YQ_VALUED, _YQ_FLAGS) or []
    if ops[:1] and ops[0] in ("e", "eval"):
        ops = ops[1:]
    exprs = [a.partition("=")[2] for a in rest if a.startswith("--expression=")]
    exprs += [rest[i + 1] for i, a in enumerate(rest[:-1]) if a == "--expression"]
    if not exprs:
        exprs, ops = ops[:1], ops[1:]
    if not ops or any(o == "-" or o.startswith("-") for o in ops) \
            or any(re.search(r"\b(?:str)?env\b|envsubst|\$ENV|\bfile\b", e) for e in exprs):
        return None
    return ops


def _set(args: Sequence[str], unknown: bool) -> bool:
    """set -e / -u / -x / -o pipefail: how this script fails or traces (not
    allexport, which exports every later assignment, nor new positional words)."""
    return not unknown and bool(args) and all(_SET_WORDS.fullmatch(a) for a in args)


_SHELL_NAME = re.compile(r"[A-Za-z_]\w*")


def _shell_print(args: Sequence[str], unknown: bool) -> bool:
    """declare -p NAME..., typeset -p NAME, export -p NAME: the variables named printed
    (probe round 28; a secret's name printed is the environment read, as printenv NAME
    is). Any other form declares or assigns; export alone, export -p, declare -p and set
    print every variable, which rounds 15 and 24 keep asked."""
    return not unknown and len(args) >= 2 and args[0] == "-p" and all(_SHELL_NAME.fullmatch(a) for a in args[1:])


def _declare_print(args: Sequence[str], unknown: bool) -> bool:
    """declare/typeset as _shell_print, and -F (with -p): the names of the functions
    defined, or of those named, printed (probe round 35). Not -f, whose bodies rounds 28
    keep asked (declare -pf, typeset -f), nor -Fx, -Ft, which set a function's attributes."""
    if _shell_print(args, unknown):
        return True
    return not unknown and bool(args) and re.fullmatch(r"-p?Fp?", args[0]) is not None \
        and all(_SHELL_NAME.fullmatch(a) for a in args[1:])


def _option_letters(letters: str, names: str | None = None) -> Validator:
    """A builtin that only prints with these option letters (any cluster), and the names
    ``names`` matches as its operands (None: no operand). Probe round 35: trap -p, shopt,
    enable -a, bind -p, complete -p print the shell's settings."""
    def check(args: Sequence[str], unknown: bool) -> bool:
        if unknown:
            return False
        for a in args:
            if a.startswith("-") and len(a) > 1 and not set(a[1:]) - set(letters):
                continue
            if names is None or a.startswith("-") or re.fullmatch(names, a) is None:
                return False
        return True
    return check


# builtins read-only only in their printing forms (probe round 35): in any other form
# their words are still probed for the command lines they may hold (trap -p 'CMD', bind
# -x, complete -C), as an unknown program's are
SETTINGS_PRINTERS = frozenset({"trap", "shopt", "enable", "bind", "complete", "caller", "times"})
# (probe round 41, benign46) programs read-only in their listed forms whose other forms run
# a program their words name (pandoc --filter/--pdf-engine PROG):
# their words are probed as an unknown program's are, in every form
# (history -s CMD and fc -e ED: their words a command run later, probed as one; probe round 46,
# benign50: history and fc are read-only only as listings)
# (and the readers of media and tools whose other forms write or run: sox opens "|CMD" as a
# command's output, xcrun runs the tool it names)
PROBED_READERS = frozenset({"pandoc", "history", "fc", "exiftool", "mediainfo", "soxi", "sox", "metaflac", "mkvinfo",
                            "mkvmerge", "gifsicle", "pngcheck", "jpeginfo", "heif-info", "id3v2", "llvm-config",
                            "xcrun",
                            # (probe round 48, benign52: pidstat -e PROG ARGS runs them)
                            "pidstat",
                            # (probe round 51, lead: gdb --args PROG ARGS and gdb PROG with -ex run start
                            # the program under the debugger: anthropics/claude-code#92542's wrapper class)
                            "gdb",
                            # (fnm exec, volta run, dvc run/repro run a command line given as their words)
                            "fnm", "volta", "dvc"})


_SHOPT_PRINT = _option_letters("pqo", r"[a-z_]{2,30}")
# (probe round 42, benign47) the glob options a script sets before a recursive glob
# (shopt -s globstar; wc -l **/*.py): ** descends the directories below (not through their
# links, bash 4.3), an unmatched glob is an error (failglob). Not nullglob (cd nomatch* then
# goes home), dotglob or nocaseglob (* then matches .env), extglob (later lines parse
# otherwise), nor any option that changes what runs (expand_aliases, sourcepath, lastpipe...)
_SHOPT_GLOBS = frozenset({"globstar", "failglob"})


def _shopt(args: Sequence[str], unknown: bool) -> bool:
    """shopt's printing forms, and shopt -s/-u of the glob options above."""
    if _SHOPT_PRINT(args, unknown):
        return True
    return not unknown and len(args) >= 2 and args[0] in ("-s", "-u") and all(a in _SHOPT_GLOBS for a in args[1:])


def _trap_print(args: Sequence[str], unknown: bool) -> bool:
    """trap, trap -p [SIGNAL...], trap -l: the traps set, or the signals' names, printed."""
    if unknown:
        return False
    return not args or args == ["-l"] or (args[0] == "-p" and all(
        re.fullmatch(r"(?:SIG)?[A-Za-z0-9+]{1,12}", a) for a in args[1:]))


def _alias_print(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and all(a == "-p" for a in args)


def _always(args: Sequence[str], unknown: bool) -> bool:
    return True


# (probe round 48, redteam48) shellcheck warns about the files it is given; -a/--check-sourced
# makes it print the lines of every file they source too, and which files those are the
# scripts' text decides (source ~/.netrc, # shellcheck source=~/.ssh/id_rsa) with -x or an
# rc file's external-sources=true: a read the line does not name. Short letters that take a
# value end a cluster (-fa is -f a), as in ShellCheck's getopt.
def _shellcheck(args: Sequence[str], unknown: bool) -> bool:
    for a in args:
        if a == "--":
            break
        if a.startswith("--"):
            if long_hits(a[2:], ("check-sourced",)):
                return False
        elif a.startswith("-") and "a" in short_cluster(a, "CiefoPSsW"):
            return False
    return True


def _shell_syntax_check(args: Sequence[str], unknown: bool) -> bool:
    """(probe round 35, benign39) bash -n FILE: the script parsed, nothing run (the
    shell's own analysis, shell.shell, sends only this form here)."""
    return not unknown and len(args) == 2 and args[0] == "-n" and not args[1].startswith("-")


def _sort(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    opts, _ = scan(args, "kotST", ("key", "output", "field-separator", "buffer-size", "temporary-directory", "compress-program", "files0-from", "parallel", "batch-size", "sort", "random-source"))
    # --files0-from: the names of the files read come from a file or standard input
    return _no_short(opts, "o") and _no_long(opts, ("output", "compress-program", "files0-from"))


def _no_output(args: Sequence[str], unknown: bool) -> bool:
    """iconv, shuf: -o/--output FILE writes a file (any prefix of --output counts)."""
    if unknown:
        return False
    for a in args:
        if a == "--":
            break
        if a.startswith("--") and long_hits(a[2:].split("=", 1)[0], ("output",)):
            return False
        if a.startswith("-") and not a.startswith("--") and "o" in a[1:]:
            return False
    return True


# (probe round 28) tee whose every file is the terminal's streams or /dev/null writes
# nothing (ls | tee /dev/stderr | wc -l): as a redirection to them is, read-only
_TEE_STREAMS = frozenset({"/dev/null", "/dev/stdout", "/dev/stderr", "/dev/fd/1", "/dev/fd/2", "/dev/tty"})
_TEE_FLAGS = frozenset({"-a", "--append", "-i", "--ignore-interrupts", "-p"})


def _tee(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    ops = [a for a in args if a not in _TEE_FLAGS]
    return all(a in _TEE_STREAMS for a in ops)


# lsof's options that name a file it reads or writes: -D the device cache (b and u build
# it at the path given), -k a kernel name list, -m kernel memory, +m a mount supplement
# (read, or written to standard output); the letters that take the rest of a cluster as
# their value end the scan (-iTCP:8080, -sTCP:LISTEN, -c mysqld)
_LSOF_FILE_LETTERS = frozenset("Dkm")
_LSOF_VALUED = frozenset("cdegiKLopsSTuxZFr")


def _lsof(args: Sequence[str], unknown: bool) -> bool:
    # (probe round 31, gtfobins31) a run-time word may be -Db/PATH (the device cache
    # written at PATH): judged as written only where runtime_words_ok places it (a value
    # of -p, -c, -u, -d, or an operand starting with a literal character)
    if unknown:
        return False
    for a in args:
        if a == "--":
            break
        if a.startswith("+m"):
            return False
        if a.startswith("-") and not a.startswith("--"):
            for ch in a[1:]:
                if ch in _LSOF_FILE_LETTERS:
                    return False
                if ch in _LSOF_VALUED:
                    break
    return True


def _wc(args: Sequence[str], unknown: bool) -> bool:
    opts, _ = scan(args, "", ("files0-from",))
    return _no_long(opts, ("files0-from",))


def _du(args: Sequence[str], unknown: bool) -> bool:
    # (--time takes its word only after "=": du --time --files0-from=F reads F's names)
    opts, _ = scan(args, "BdtX", ("files0-from", "block-size", "max-depth", "threshold", "exclude-from", "exclude",
                                  "time-style"))
    return _no_long(opts, ("files0-from",))


def _uniq(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    # (--group and --all-repeated take their method only after "=": the next word is an operand)
    _, operands = scan(args, "fsw", ("skip-fields", "skip-chars", "check-chars"))
    return len(operands) <= 1


def _tree(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    opts, _ = scan(args, "LPIoHT", ("charset", "filelimit", "timefmt", "sort", "fromfile"))
    # -o/--output writes a file; -R (with -H) writes 00Tree.html into every directory.
    # tree takes the values of a group's options from the words that follow (-Lo 1 F
    # is -L 1 -o F), so an o or R anywhere in a group counts.
    for a in args:
        if a == "--":
            break
        if a.startswith("-") and not a.startswith("--") and ("o" in a or "R" in a):
            return False
    return _no_long(opts, ("output",))


FIND_FORBIDDEN = frozenset({"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"})


def find_delete_only(args: Sequence[str]) -> bool:
    """find ... -delete whose only other actions print: a file command (what it deletes is
    below its starting points). Not with -L, -H or -follow: find then walks symbolic links
    and deletes in the directories they point to, outside the project (tested).
    find ... -exec rm -rf {} + (or \\;) is the same delete spelled with rm (probe round 23)."""
    if any(a in ("-L", "-H", "-follow") for a in args):
        return False
    if "-delete" in args:
        return not any(a in FIND_FORBIDDEN and a != "-delete" for a in args)
    return find_exec_rm(args)


# rm's options a find -exec rm may carry: recursive, force, verbose, nothing that reads a
# list or crosses into other file systems' roots
_FIND_RM_LETTERS = frozenset("rRfv")
_FIND_RM_LONG = frozenset({"--recursive", "--force", "--verbose"})


def find_exec_rm(args: Sequence[str]) -> bool:
    """find ... -exec rm [-rf] {} + : the one action is rm of each path found (-execdir
    too), and nothing else runs or writes."""
    actions = [i for i, a in enumerate(args) if a in FIND_FORBIDDEN]
    if len(actions) != 1 or args[actions[0]] not in ("-exec", "-execdir"):
        return False
    k = actions[0] + 1
    if k >= len(args) or args[k] != "rm":
        return False
    k += 1
    while k < len(args) and args[k].startswith("-") and args[k] != "-":
        a = args[k]
        if not (a in _FIND_RM_LONG or (not a.startswith("--") and set(a[1:]) <= _FIND_RM_LETTERS)):
            return False
        k += 1
    return args[k:k + 2] in (["{}", "+"], ["{}", ";"])


def _find(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and not any(a in FIND_FORBIDDEN for a in args)


def _rg(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _no_long([a for a in args if a.startswith("--")], ("pre", "search-zip-command", "hostname-bin")) and "--pre" not in args


def _ag(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _no_long([a for a in args if a.startswith("--")], ("pager",))


def _fd(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    for a in args:
        if a.startswith("--") and long_hits(a[2:], ("exec", "exec-batch")):
            return False
        if a.startswith("-") and not a.startswith("--") and ("x" in a or "X" in a):
            return False
    return True


def _date(args: Sequence[str], unknown: bool) -> bool:
    """date [-u] [-d DATE] [-f FILE] [-r FILE] [-I[FMT]] [+FORMAT]: prints. -s/--set and
    an operand other than +FORMAT (date 010100002020, MMDDhhmm[[CC]YY]) set the clock.
    -I takes its value only in the same word (date -I -s X is -I, then -s X)."""
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            return all(o.startswith("+") for o in args[i + 1:])
        if a.startswith("--"):
            name = a[2:].split("=", 1)[0]
            if long_hits(name, ("set",)):
                return False
            i += 2 if "=" not in a and name in ("date", "file", "reference") else 1
            continue
        if a.startswith("-") and a != "-":
            for k, ch in enumerate(a[1:], 1):
                if ch == "s":
                    return False
                if ch == "I":
                    break          # the rest of the word is -I's format
                if ch in "dfr":
                    if k == len(a) - 1:
                        i += 1     # the value is the next word
                    break
            i += 1
            continue
        if not a.startswith("+"):
            return False
        i += 1
    return True


def _file(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    opts, _ = scan(args, "mfFeP", ("magic-file", "files-from", "separator", "exclude", "parameter"))
    return _no_short(opts, "C") and _no_long(opts, ("compile",))


# hostname's options that print (the names, the domain, the addresses); every other one
# sets the name: -F/--file FILE (in a cluster too: -Fx, -vF x), -b/--boot, an operand
_HOSTNAME_LETTERS = frozenset("aAdfiIsyvnhV")
_HOSTNAME_LONG = ("alias", "all-fqdns", "domain", "fqdn", "long", "ip-address", "all-ip-addresses", "short",
                  "yp", "nis", "verbose", "node", "help", "version")


def _hostname(args: Sequence[str], unknown: bool) -> bool:
    """hostname with printing options only (an allowlist: a long option may be any prefix
    getopt_long takes, as long as it is no prefix of --file or --boot)."""
    if unknown:
        return False
    for a in args:
        if a.startswith("--"):
            if "=" in a or not long_hits(a[2:], _HOSTNAME_LONG) or long_hits(a[2:], ("file", "boot")):
                return False
        elif not (a.startswith("-") and len(a) > 1 and set(a[1:]) <= _HOSTNAME_LETTERS):
            return False
    return True


def _exact(*forms: tuple[str, ...]) -> Validator:
    allowed = set(forms)

    def check(args: Sequence[str], unknown: bool) -> bool:
        return not unknown and tuple(args) in allowed

    return check


# sed: a script is read-only when it only prints, deletes, substitutes (flags without
# e/w), branches, quits or numbers. Anything else (e, w, W, r, R, a, i, c, s///e, s///w,
# a file script) is not read-only; if the script cannot be read, it is not read-only
# either. Seds disagree on where a regex ends: GNU sed reads a bracket expression whole
# (s/[/]/.../ is one regex), busybox and BSD seds end it at the first delimiter, and a
# backslash inside brackets is literal to one and an escape to another. A script is
# read-only only if it is under every one of these readings, so that a script crafted
# to look harmless to one reading (echo 'rm -rf / #/' | sed 's/[/]/;s|x|/e#|') is not
# passed.
_SED_PLAIN_CMDS = frozenset("pdDnNPgGhHxz=F")
_SED_NUMBERED_CMDS = frozenset("qQlL")
_SED_SAFE_FLAGS = frozenset("gpiImM0123456789")
_SED_READINGS = ("plain", "brackets", "brackets-escapes")


def _sed_bracket_end(s: str, i: int, escapes: bool) -> int | None:
    """Index just past the bracket expression whose '[' is at i - 1."""
    n = len(s)
    if i < n and s[i] == "^":
        i += 1
    if i < n and s[i] == "]":
        i += 1
    while i < n:
        c = s[i]
        if c == "\n":
            return None
        if c == "[" and i + 1 < n and s[i + 1] in ":.=":
            k = s.find(s[i + 1] + "]", i + 2)
            if k < 0:
                return None
            i = k + 2
            continue
        if c == "\\" and escapes:
            i += 2
            continue
        if c == "]":
            return i + 1
        i += 1
    return None


def _sed_part_end(s: str, i: int, delim: str, reading: str, regex: bool) -> int | None:
    """Index just past the delimiter that ends the regex or replacement starting at i."""
    n = len(s)
    while i < n:
        c = s[i]
        if c == "\\":
            if i + 1 >= n:
                return None
            i += 2
            continue
        if c == delim:
            return i + 1
        if c == "\n":
            return None
        if regex and c == "[" and reading != "plain":
            j = _sed_bracket_end(s, i + 1, reading == "brackets-escapes")
            if j is None:
                return None
            i = j
            continue
        i += 1
    return None


def _sed_address(s: str, i: int, reading: str, second: bool) -> int | None:
    """Index past an address at i (i itself when there is none); None if malformed."""
    n = len(s)
    if i >= n:
        return i
    c = s[i]
    if c.isdigit() or (second and c in "+~"):
        i += 1
        while i < n and (s[i].isdigit() or s[i] == "~"):
            i += 1
        return i
    if c == "$":
        return i + 1
    if c == "/" or c == "\\":
        if c == "\\":
            if i + 1 >= n or s[i + 1] in "\n\\":
                return None
            delim, i = s[i + 1], i + 2
        else:
            delim, i = "/", i + 1
        j = _sed_part_end(s, i, delim, reading, True)
        if j is None:
            return None
        while j < n and s[j] in "IM":
            j += 1
        return j
    return i


def _sed_skip_blank(s: str, i: int) -> int:
    while i < len(s) and s[i] in " \t":
        i += 1
    return i


def sed_exec_commands(script: str) -> list[str]:
    """The shell commands a GNU sed script runs with its ``e COMMAND`` command (read as
    GNU sed 4.9 reads the script: a label ends at a blank). Best effort: what it finds is
    analysed as code; a script it cannot read is not read-only anyway."""
    found: list[str] = []
    _sed_reading_safe(script, "brackets", found)
    return found


def sed_runs_pattern_space(script: str) -> bool:
    """(probe round 40, redteam40) Whether some reading of the script runs the pattern space
    (a line of the input, known only at run time) with the shell: an ``e`` with no command
    after any address (``$!e``, ``/x/{e``, ``1~3!e``, ``\\,a,e``) or an ``s`` command with the
    ``e`` flag, whatever its delimiter (``s|a|b|e``, ``s,a,b,ge``)."""
    for reading in _SED_READINGS:
        runs: list[str] = []
        _sed_reading_safe(script, reading, [], None, None, runs)
        if runs:
            return True
    return False


def sed_write_files(script: str) -> list[str]:
    """The files a GNU sed script writes with ``w FILE``, ``W FILE`` and ``s///w FILE``
    (best effort, as sed_exec_commands)."""
    found: list[str] = []
    _sed_reading_safe(script, "brackets", [], found)
    return found


def sed_files(script: str) -> tuple[bool, list[str], list[str]]:
    """(probe round 34, residuals36) (whether every reading of the script finds only
    printing, substituting and file commands, no ``e``; the files its ``r``/``R`` commands
    read; the files its ``w``/``W``/``s///w`` write): ``sed 'R ~/.ssh/id_rsa'``, ``sed
    '0r /etc/shadow'``, ``sed '/x/{r F' -e '}'`` read F as ``cat F`` does. (GNU sed takes a
    file name to the end of its line, a ';' or '}' included, and does not expand ~.)"""
    reads: list[str] = []
    writes: list[str] = []
    ok = True
    for reading in _SED_READINGS:
        ok = _sed_reading_safe(script, reading, None, writes, reads) and ok
    return ok, list(dict.fromkeys(f for f in reads if f)), list(dict.fromkeys(f for f in writes if f))


def _sed_reading_safe(s: str, reading: str, execs: list[str] | None = None, files: list[str] | None = None,
                      reads: list[str] | None = None, runs: list[str] | None = None) -> bool:
    n = len(s)
    i = 0
    depth = 0
    while True:
        while i < n and s[i] in " \t\n;":
            i += 1
        if i >= n:
            return depth == 0
        if s[i] == "#":
            k = s.find("\n", i)
            i = n if k < 0 else k
            continue
        j = _sed_address(s, i, reading, False)
        if j is None:
            return False
        if j > i:
            j = _sed_skip_blank(s, j)
            if j < n and s[j] == ",":
                k = _sed_address(s, _sed_skip_blank(s, j + 1), reading, True)
                if k is None or k == _sed_skip_blank(s, j + 1):
                    return False
                j = k
        i = _sed_skip_blank(s, j)
        while i < n and s[i] == "!":
            i = _sed_skip_blank(s, i + 1)
        if i >= n:
            return False
        c = s[i]
        i += 1
        if c == "{":
            depth += 1
            continue
        if c == "}":
            depth -= 1
            if depth < 0:
                return False
        elif c in _SED_PLAIN_CMDS:
            pass
        elif c in _SED_NUMBERED_CMDS:
            i = _sed_skip_blank(s, i)
            while i < n and s[i].isdigit():
                i += 1
        elif c in ":btT":
            # A label: harmless. Seds disagree on where it ends (GNU sed 4.9: at a blank,
            # the rest of the line being another command: ':a e CMD' runs CMD; others:
            # at the end of the line or a ';'), so after the label's first word only
            # blanks may come before the end of the command.
            i = _sed_skip_blank(s, i)
            while i < n and s[i] not in " \t\n;":
                i += 1
            if execs is not None:
                continue   # GNU: what follows the label's word is the next command
        elif c in "sy":
            if i >= n or s[i] in "\n\\":
                return False
            delim = s[i]
            i = _sed_part_end(s, i + 1, delim, reading, c == "s")
            if i is None:
                return False
            replacement_at = i
            i = _sed_part_end(s, i, delim, reading, False)
            if i is None:
                return False
            if c == "s":
                flags_at = i
                while i < n and (s[i] in _SED_SAFE_FLAGS or execs is not None and s[i] == "e"):
                    i += 1
                if execs is not None and "e" in s[flags_at:i]:
                    # s/x/CMD/e runs the pattern space, the replacement in it, with the shell
                    execs.append(s[replacement_at:flags_at - 1].replace("\\" + delim, delim))
                    if runs is not None:
                        runs.append("s")   # the pattern space after the substitution runs
                if files is not None and i < n and s[i] == "w":
                    k = s.find("\n", i)
                    files.append((s[i + 1:] if k < 0 else s[i + 1:k]).strip())
                    i = n if k < 0 else k
                    continue
        elif c in "aic":
            # text to append, insert or change to: the rest of the line (GNU's one-line
            # form; a ';' is text too), and the lines after it while a line ends in an
            # odd number of backslashes (a\ + newline + text). Text, never run.
            while i < n:
                k = s.find("\n", i)
                if k < 0:
                    i = n
                    break
                b, j = 0, k - 1
                while j >= i and s[j] == "\\":
                    b += 1
                    j -= 1
                i = k + 1
                if b % 2 == 0:
                    break
            continue
        elif c in "wW" and files is not None or c in "rR" and reads is not None:
            k = s.find("\n", i)
            (files if c in "wW" else reads).append((s[i:] if k < 0 else s[i:k]).strip())
            i = n if k < 0 else k
            continue
        elif c == "e" and execs is not None:
            k = s.find("\n", i)
            command = s[i:] if k < 0 else s[i:k]
            if command.strip():
                execs.append(command.strip())
            elif runs is not None:
                runs.append("e")   # e with no command runs the pattern space
            i = n if k < 0 else k
            continue
        else:
            return False   # e, w, W, r, R, v and anything unknown
        i = _sed_skip_blank(s, i)
        if i < n and s[i] not in ";\n}#":
            return False


def sed_script_safe(script: str) -> bool:
    return all(_sed_reading_safe(script, reading) for reading in _SED_READINGS)


def sed_in_place(args: Sequence[str]) -> bool:
    for a in args:
        if a == "--":
            break
        if a.startswith("--"):
            if long_hits(a[2:], ("in-place",)):
                return True
        elif a.startswith("-") and len(a) > 1:
            letters = short_cluster(a, "efl")
            if "i" in letters:
                return True
    return False


def sed_backup_elsewhere(args: Sequence[str]) -> bool:
    """``-iSUFFIX`` / ``--in-place=SUFFIX`` with a '/' in the suffix: GNU sed then writes
    the backup copy into another directory ('*' stands for the file's name), a write
    outside the files named."""
    for a in args:
        if a == "--":
            break
        if a.startswith("--"):
            name, eq, value = a[2:].partition("=")
            if eq and long_hits(name, ("in-place",)) and "/" in value:
                return True
        elif a.startswith("-") and len(a) > 1:
            for k, ch in enumerate(a[1:], start=1):
                if ch in "efl":
                    break
                if ch == "i":
                    if "/" in a[k + 1:]:
                        return True
                    break
    return False


def sed_scripts(args: Sequence[str], file_at: list[tuple[int, int]] | None = None) -> tuple[list[str], list[str], bool]:
    """(scripts, files, has_script_file). ``file_at``: each script file's (option index,
    value index) is added to it (the same index when the value is in the option's word)."""
    scripts: list[str] = []
    files: list[str] = []
    script_file = False
    i = 0
    explicit = False
    while i < len(args):
        a = args[i]
        if a == "--":
            files.extend(args[i + 1:])
            break
        if a.startswith("--"):
            # Long options, abbreviated or not (getopt takes any unambiguous prefix):
            # one that could be --file is a script file; --expression a script.
            name, has_value, value = a[2:].partition("=")
            if long_hits(name, ("file",)):
                script_file = True
                explicit = True
                if file_at is not None:
                    file_at.append((i, i if has_value else i + 1))
                if not has_value:
                    i += 1
            elif long_hits(name, ("expression",)):
                if has_value:
                    scripts.append(value)
                elif i + 1 < len(args):
                    scripts.append(args[i + 1])
                    i += 1
                explicit = True
            elif long_hits(name, ("line-length",)) and not has_value:
                i += 1
        elif a == "-e":
            if i + 1 < len(args):
                scripts.append(args[i + 1])
            explicit = True
            i += 2
            continue
        elif a == "-f":
            script_file = True
            explicit = True
            if file_at is not None:
                file_at.append((i, i + 1))
            i += 1
        elif a == "-l":
            i += 1
        elif a.startswith("-") and len(a) > 1:
            letters = short_cluster(a, "efl")
            if letters.endswith("e"):
                rest = a[len(letters) + 1:]
                if rest:
                    scripts.append(rest)
                elif i + 1 < len(args):
                    scripts.append(args[i + 1])
                    i += 1
                explicit = True
            elif letters.endswith("f"):
                script_file = True
                explicit = True
                if file_at is not None:
                    file_at.append((i, i if a[len(letters) + 1:] else i + 1))
                if not a[len(letters) + 1:]:
                    i += 1
            elif letters.endswith("l") and not a[len(letters) + 1:]:
                i += 1
        else:
            if not explicit and not scripts:
                scripts.append(a)
                explicit = True
            else:
                files.append(a)
        i += 1
    return scripts, files, script_file


def _patch_dry_run(args: Sequence[str], unknown: bool) -> bool:
    """(probe round 34, residuals36) patch --dry-run (any unambiguous prefix, --dr): GNU
    patch writes no file and runs no ed for an ed-style patch when it only tries
    (do_ed_script runs ed only when not dry_run): it reads and prints. Without it, patch
    writes the files the patch names and runs ed for an ed script (-e, or guessed): asked,
    as ed FILE < SCRIPT is."""
    if unknown:
        return False
    if tuple(args) in (("--version",), ("-v",)):
        return True
    for a in args:
        if a == "--":
            break
        name = a[2:].split("=", 1)[0]
        if a.startswith("--") and len(name) >= 2 and "dry-run".startswith(name):
            return True
    return False


def _sed(args: Sequence[str], unknown: bool) -> bool:
    if unknown or sed_in_place(args):
        return False
    scripts, _, script_file = sed_scripts(args)
    # (a script that also reads files with r/R stays not read-only, as round 15 decided;
    # shell.sed_effects checks the files it names)
    return not script_file and bool(scripts) and all(sed_script_safe(s) for s in scripts)


def sed_only_reads(scripts: Sequence[str]) -> bool:
    """The scripts (joined as sed joins its -e scripts, by newlines) only print, substitute
    and read files with r/R: no e, no w."""
    ok, _reads, writes = sed_files("\n".join(scripts))
    return ok and not writes


# git ------------------------------------------------------------------------------------

GIT_GLOBAL_FLAGS = frozenset({
    "--no-pager", "-P", "--no-optional-locks", "--literal-pathspecs", "--glob-pathspecs",
    "--noglob-pathspecs", "--icase-pathspecs", "--no-replace-objects",
})
GIT_FORBIDDEN_LONG = ("output", "ext-diff", "textconv", "exec", "upload-pack", "receive-pack",
                      "open-files-in-pager", "exec-path", "config-env", "paginate", "run")
# key patterns of ``git -c key=value`` that make git run a program
GIT_EXEC_CONFIG = re.compile(
    r"^(core\.(pager|fsmonitor|sshcommand|editor|hookspath|askpass|gitproxy|alternaterefscommand)|"
    r"alias\..*|.*\.(command|cmd|program|textconv|helper|driver|clean|smudge|process|tool|path)|"
    r"diff\.external|interactive\.difffilter|pager\..*|sequence\.editor|gpg\..*|credential\..*|uploadpack\..*|receivepack\..*|"
    r"remote\..*\.(uploadpack|receivepack|proxy)|protocol\..*|include\..*|includeif\..*|"
    r"http\..*|url\..*|submodule\..*|filter\..*|merge\..*|difftool\..*|mergetool\..*|web\.browser|"
    r"browser\..*|sendemail\..*|man\..*|help\..*|instaweb\..*|ssh\..*|safe\.directory|"
    # (probe round 32, published6) imap-send's tunnel command, git gui's editor
    r"imap\.tunnel|gui\.editor)$",
    re.IGNORECASE,
)


GIT_INCLUDE_KEY = re.compile(r"(?i)^(?:include|includeif\..*)\.path$")
_GIT_SECTION = re.compile(r'\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\\n]|\\.){0,200})")?\s*\]\s*(.*)')
_GIT_SETTING = re.compile(r'\s*([A-Za-z][A-Za-z0-9-]{0,100})\s*(?:=\s*(.*))?')


def git_config_text_pairs(text: str) -> list[tuple[str, str]]:
    """The (key, value) settings of a git configuration file's text (section and name
    casefolded, a subsection as written), as
    git reads them: [section "sub"] headers, key = value lines (a value's quotes and
    escapes undone, a # or ; comment dropped outside quotes), at most 256."""
    pairs: list[tuple[str, str]] = []
    section = ""
    for raw in text.splitlines()[:2000]:
        line = raw
        m = _GIT_SECTION.match(line)
        if m:
            section = m.group(1).casefold() + ("." + m.group(2) if m.group(2) is not None else "")
            line = m.group(3)
            if not line.strip():
                continue
        m = _GIT_SETTING.match(line)
        if not m or not section:
            continue
        value, quoted, out = m.group(2) or "", False, []
        i = 0
        while i < len(value):
            c = value[i]
            if c == '"':
                quoted = not quoted
            elif c == "\\" and i + 1 < len(value):
                i += 1
                out.append({"n": "\n", "t": "\t", "b": "\b"}.get(value[i], value[i]))
            elif c in "#;" and not quoted:
                break
            else:
                out.append(c)
            i += 1
        pairs.append((section + "." + m.group(1).casefold(), "".join(out).strip()))
        if len(pairs) >= 256:
            break
    return pairs


# options through which a program runs another program, one its caller names or its
# configuration does: an allow rule on the program (Bash(git diff:*), Bash(rsync:*))
# covers the program, not what it is told to run (git diff --ext-diff, rsync -e 'sh -c
# …', ssh -o ProxyCommand=…); per git subcommand, the long names and short letters
_GIT_RUNS_THROUGH = {
    **dict.fromkeys(("diff", "log", "show", "whatchanged", "format-patch", "range-diff", "stash", "blame",
                     "cat-file", "diff-files", "diff-index", "diff-tree"), (("ext-diff", "textconv"), "")),
    "grep": (("ext-diff", "textconv", "open-files-in-pager"), "O"),
    "difftool": (("extcmd",), "x"),
    "rebase": (("exec",), "x"),
    "clone": (("upload-pack", "template", "config"), "uc"),
    "init": (("template",), ""),
    **dict.fromkeys(("fetch", "pull", "ls-remote", "archive", "remote"), (("upload-pack", "exec"), "")),
    "push": (("receive-pack", "exec"), ""),
    "submodule": (("foreach",), ""),   # (a subcommand of its own: git submodule foreach CMD)
    "bisect": (("run",), ""),
    "filter-branch": ((), ""),         # (its --*-filter options are shell code)
    # (probe round 33, published7) send-email's command lines (its sendemail.* keys were met)
    "send-email": (("sendmail-cmd", "to-cmd", "cc-cmd", "header-cmd"), ""),
    "config": ((), ""),
}
# options of those git subcommands whose whole name is a prefix of one above (git takes
# an exact name as it is: git diff --text is -a)
_GIT_EXACT_OPTS = frozenset({"text"})
_RUNS_THROUGH = {
    # (probe round 28, published2: Trail of Bits' argument injections into allowlisted
    # commands, rg --pre bash under Bash(rg:*)) rg's preprocessor and hostname program,
    # fd's commands per result, sort's compressor, tar's programs
    "rg": (("pre", "hostname-bin"), ""),
    "fd": (("exec", "exec-batch"), "xX"), "fdfind": (("exec", "exec-batch"), "xX"),
    "sort": (("compress-program",), ""),
    "tar": (("to-command", "checkpoint-action", "use-compress-program", "rsh-command", "info-script",
             "new-volume-script"), "IF"),
    "rsync": (("rsh", "rsync-path"), "e"),
    "zip": (("unzip-command",), ""),
    "man": (("pager", "html"), "PH"),
    "make": (("eval",), "E"),
    "npm": (("userconfig", "globalconfig", "script-shell", "node-options"), ""),
    # (probe round 29, published3) another kubeconfig's user may hold an exec credential
    # plugin, a program kubectl and helm run to authenticate (Bash(kubectl get:*) allowed
    # kubectl get pods --kubeconfig=/tmp/evil)
    "kubectl": (("kubeconfig",), ""), "helm": (("kubeconfig",), ""), "oc": (("kubeconfig",), ""),
    # (probe round 31, published5: Kilo-Org/kilocode#11890's ag --pager) a searcher's or
    # viewer's pager, a program it runs with its output
    "ag": (("pager",), ""), "ack": (("pager",), ""), "bat": (("pager",), ""), "batcat": (("pager",), ""),
    "delta": (("pager",), ""),
    # (probe round 33, published7) rclone's --password-command, run to unlock its config
    "rclone": (("password-command",), ""),
    # (probe round 33, between the helpers) sdiff's and diff3's diff (read-only without it:
    # benign35; redteam33's rows ran it through the unknown program's probe)
    "sdiff": (("diff-program",), ""), "diff3": (("diff-program",), ""),
    "ssh": ((), "F"),
    "scp": ((), "FS"),
    "sftp": ((), "FS"),
}
RUNS_THROUGH_NAMES = frozenset(_RUNS_THROUGH)


def runs_through_shorts(name: str) -> str:
    """The short letters of ``name``'s options that run another program (_RUNS_THROUGH)."""
    return _RUNS_THROUGH.get(name, ((), ""))[1]
# ssh -o KEY=VALUE keys that run a local program
_SSH_RUN_KEYS = re.compile(r"(?i)\s*(?:proxycommand|localcommand|permitlocalcommand|knownhostscommand|"
                           r"controlpath|include|match)\b")
# rsync -e ssh [-p PORT -i KEY ...]: the remote shell it is meant to be
_PLAIN_RSH = re.compile(r"ssh(?:\s+-[pil46CqvT]+(?:\s*[\w./~@:-]+)?)*\s*")


# a word whose text is only known at run time, as option_runs_program is given it
UNKNOWN_WORD = "\x00unknown"

# options that point a build or test run at another project's directory or build file
# (probe round 21): npm run x --prefix /elsewhere runs that package's scripts, make -C
# DIR its Makefile, pytest --rootdir/-c its conftest and settings. An allow rule on the
# build (Bash(npm run:*)) covers the project's own, not one of them outside it.
BUILD_ELSEWHERE: dict[str, tuple[tuple[str, ...], str]] = {
    # program: (long options, short letters), each taking a directory or file
    "npm": (("prefix",), "C"), "npx": (("prefix",), ""), "yarn": (("cwd",), ""),
    "pnpm": (("dir",), "C"), "bun": (("cwd",), ""), "deno": (("cwd", "config"), "c"),
    "make": (("directory", "file", "makefile"), "Cf"), "gmake": (("directory", "file", "makefile"), "Cf"),
    "cargo": (("manifest-path",), ""), "go": ((), "C"),
    "pytest": (("rootdir", "config-file", "confcutdir"), "c"), "py.test": (("rootdir", "config-file", "confcutdir"), "c"),
    "gradle": (("project-dir", "build-file", "settings-file"), "pbc"),
    "gradlew": (("project-dir", "build-file", "settings-file"), "pbc"),
    "mvn": (("file",), "f"), "mvnw": (("file",), "f"), "tox": (("conf", "root", "workdir"), "c"),
    "cmake": (("build",), "SB"), "composer": (("working-dir",), "d"),
    "docker-compose": (("file", "project-directory", "env-file"), "f"),
}
# whose operands are the tests or packages run (pytest /elsewhere/tests loads its conftest)
_BUILD_OPERANDS_RUN = frozenset({"pytest", "py.test", "go"})


def build_elsewhere_values(argv: Sequence[str]) -> list[str]:
    """The values of ``argv``'s options that point the build at a directory or build file
    (BUILD_ELSEWHERE), and for pytest and go the operands naming what runs; UNKNOWN_WORD
    where a word is only known at run time. ``python -m pytest`` is pytest."""
    if len(argv) >= 3 and argv[1] == "-m" and re.fullmatch(r"python[0-9.]*", argv[0]):   # (cheap test first)
        argv = argv[2:]
    if not argv:
        return []
    name = argv[0].rsplit("/", 1)[-1]
    if name == "docker" and len(argv) > 1 and argv[1] == "compose":
        name, argv = "docker-compose", argv[1:]   # (docker compose -f /elsewhere/x.yml up)
    entry = BUILD_ELSEWHERE.get(name)
    if entry is None:
        return []
    longs, shorts = entry
    out: list[str] = []
    args = list(argv[1:])
    i = 0
    while i < len(args):
        a = args[i]
        nxt = args[i + 1] if i + 1 < len(args) else UNKNOWN_WORD
        if a == "--":
            if name in _BUILD_OPERANDS_RUN:
                out.extend(args[i + 1:])
            break
        if a == UNKNOWN_WORD:
            out.append(a)
        elif name == "go" and a.startswith("-") and a.lstrip("-").split("=", 1)[0] == "C":
            # (go's flags take one dash or two, and =VALUE)
            key, eq, value = a.lstrip("-").partition("=")
            out.append(value if eq else nxt)
            i += 0 if eq else 1
        elif a.startswith("--") and len(a) > 2:
            key, eq, value = a[2:].partition("=")
            if longs and long_hits(key, longs):
                out.append(value if eq else nxt)
                i += 0 if eq else 1
        elif a.startswith("-") and len(a) > 1 and name != "go":
            for j, ch in enumerate(a[1:], 1):
                if ch in shorts:
                    rest = a[j + 1:]
                    out.append(rest or nxt)
                    i += 0 if rest else 1
                    break
                if name in ("go", "cmake", "deno"):
                    break   # (single-dash long options: -count, -run, -DX=Y)
        elif name in _BUILD_OPERANDS_RUN and (a.startswith(("/", "~")) or a == ".." or a.startswith("../")):
            out.append(a)
        i += 1
    return out


def option_runs_program(argv: Sequence[str]) -> str | None:
    """The word through which ``argv`` runs another program (see _RUNS_THROUGH), or
    None; "" for a word known only at run time (UNKNOWN_WORD) before ``--``, which may
    be such an option. Long options count in every abbreviation, short ones in any
    cluster."""
    if not argv:
        return None
    name = argv[0]
    if name == "git":
        _glob, sub, sub_args, _ok = git_split_t(argv[1:])
        entry = _GIT_RUNS_THROUGH.get(sub or "")
        if entry is None:
            return None
        if sub in ("submodule", "bisect"):
            return next((a for a in sub_args if a in entry[0]), None)
        if sub == "filter-branch":
            return sub
        if sub == "config":
            # git config core.pager CMD: a program git runs from then on
            return next((a for a in sub_args if not a.startswith("-") and GIT_EXEC_CONFIG.match(a)), None)
        args = [a for a in sub_args if a.split("=", 1)[0][2:] not in _GIT_EXACT_OPTS]
    else:
        entry = _RUNS_THROUGH.get(name)
        if entry is None and name in ("ssh", "scp", "sftp", "rsync"):
            entry = ((), "")
        if entry is None:
            return None
        args = list(argv[1:])
    longs, shorts = entry
    for i, a in enumerate(args):
        if a == "--":
            break
        if a == UNKNOWN_WORD:
            return ""
        if a.startswith("--") and len(a) > 2:
            if longs and long_hits(a[2:], longs):
                if name == "rsync" and "=" in a and _PLAIN_RSH.fullmatch(a.split("=", 1)[1]):
                    continue
                if name == "rsync" and "=" not in a and i + 1 < len(args) and _PLAIN_RSH.fullmatch(args[i + 1]):
                    continue
                return a
        elif a.startswith("-") and len(a) > 1:
            if name == "zip" and a.startswith("-TT"):
                return a   # (zip's one two-letter option: -TT CMD is --unzip-command)
            if name in ("ssh", "scp", "sftp", "rsync") and a.startswith("-o"):
                value = a[2:] or (args[i + 1] if i + 1 < len(args) else "")
                if _SSH_RUN_KEYS.match(value):
                    return a
                continue
            hit = next((ch for ch in a[1:] if ch in shorts), None)
            if hit is not None:
                if name == "rsync" and hit == "e":
                    rest = a[a.index("e") + 1:] or (args[i + 1] if i + 1 < len(args) else "")
                    if _PLAIN_RSH.fullmatch(rest):
                        continue
                return a
    return None


# git -c settings that only change how output looks (core.pager, alias.*, diff.external
# and the like run programs: they stay out)
GIT_HARMLESS_C = re.compile(r"(?:core\.quotepath|color\.(?:ui|diff|status|branch|grep|interactive)|core\.abbrev|"
                             r"column\.ui|advice\.[A-Za-z]+|status\.showUntrackedFiles|log\.date|i18n\.logOutputEncoding|"
                             r"log\.showSignature|log\.decorate|log\.abbrevCommit|diff\.renames|diff\.noprefix|"
                             r"merge\.conflictStyle|blame\.date|grep\.lineNumber)"
                             r"=[A-Za-z0-9_.-]{0,20}"
                             # a pager that only prints (as GIT_PAGER=cat): nothing else runs
                             r"|(?:core\.pager|pager\.[A-Za-z-]+)=(?:cat|/bin/cat|/usr/bin/cat|false)?", re.I)


# git config's options that take a value (its KEY and VALUE are the operands after them)
GIT_CONFIG_VALUED = frozenset({"-f", "--file", "--blob", "--type", "--default", "--comment", "--value"})


def git_split(args: Sequence[str]) -> tuple[list[str], str | None, list[str], bool]:
    """(global options, subcommand, sub args, globals_ok) for ``git args``."""
    glob, sub, sub_args, ok = _git_split(tuple(args))
    return list(glob), sub, list(sub_args), ok


def git_split_t(args: Sequence[str]) -> tuple[tuple[str, ...], str | None, tuple[str, ...], bool]:
    """git_split's answer as its remembered tuples, no copy (probe round 36, coldbash36:
    ~13 splits a git command, each copying two lists): for callers that only read them
    (they never append, pop or compare a part with a list)."""
    return _git_split(args if type(args) is tuple else tuple(args))


@functools.lru_cache(maxsize=2048)
def _git_split(args: tuple[str, ...]) -> tuple[tuple[str, ...], str | None, tuple[str, ...], bool]:
    glob, sub, sub_args, ok = _git_split_once(args)
    return tuple(glob), sub, tuple(sub_args), ok


def _git_split_once(args: Sequence[str]) -> tuple[list[str], str | None, list[str], bool]:
    glob: list[str] = []
    ok = True
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env", "--super-prefix"):
            glob.extend(args[i:i + 2])
            if a != "-C" and not (a == "-c" and i + 1 < len(args) and GIT_HARMLESS_C.fullmatch(args[i + 1])):
                ok = False
            i += 2
            continue
        if a.startswith("-"):
            glob.append(a)
            if a not in GIT_GLOBAL_FLAGS:
                ok = False
            i += 1
            continue
        return glob, a, list(args[i + 1:]), ok
    return glob, None, [], ok


def _git_opts_ok(sub_args: Sequence[str], extra_long: Iterable[str] = (), bad_short: str = "") -> bool:
    names = GIT_FORBIDDEN_LONG + tuple(extra_long)
    for a in sub_args:
        if a == "--":
            break
        if a.startswith("--"):
            if a == "--text":
                continue   # (git's own option, -a: an exact name wins over --textconv's prefix)
            if long_hits(a[2:], names):
                return False
        elif bad_short and a.startswith("-") and any(c in bad_short for c in a[1:]):
            return False
    return True


def _git_notes_ref(a: Sequence[str]) -> list[str] | None:
    """git notes's words behind its --ref NAME (None: a ref that is not a plain name)."""
    a = list(a)
    if a[:1] == ["--ref"] and len(a) >= 2:
        ref, a = a[1], a[2:]
    elif a[:1] and a[0].startswith("--ref="):
        ref, a = a[0][6:], a[1:]
    else:
        return a
    return a if re.fullmatch(r"[\w][\w./-]{0,100}", ref) and ".." not in ref else None


def _git_notes_read(a: Sequence[str]) -> bool:
    rest = _git_notes_ref(a)
    if rest is None:
        return False
    return (not rest or rest[:1] in (["list"], ["show"], ["get-ref"])) and _git_opts_ok(rest[1:])


def _git_branch(a: Sequence[str]) -> bool:
    if not _git_opts_ok(a, ("delete", "move", "copy", "force", "set-upstream-to", "set-upstream", "unset-upstream",
                            "edit-description", "track", "no-track", "create-reflog", "recurse-submodules"), "dDmMcCfut"):
        return False
    # (--abbrev takes its value only as --abbrev=N: "--abbrev name" creates a branch)
    with_arg = {"--contains", "--no-contains", "--merged", "--no-merged", "--points-at", "--sort", "--format"}
    # (an option's value is no option: git branch --sort -l NAME creates NAME)
    listing = False
    names = False
    i = 0
    while i < len(a):
        x = a[i]
        if x in with_arg:
            i += 2
            continue
        if x in ("-l", "--list") or (x.startswith("-") and not x.startswith("--") and "l" in x):
            listing = True
        elif not x.startswith("-"):
            names = True
        i += 1
    return listing or not names


def _git_tag(a: Sequence[str]) -> bool:
    if not _git_opts_ok(a, ("delete", "annotate", "sign", "force", "edit", "message", "file", "local-user", "create-reflog"), "dasmfFue"):
        return False
    listing = any(x in ("-l", "--list") or (x.startswith("-") and not x.startswith("--") and "l" in x)
                  or x.split("=", 1)[0] in ("--contains", "--no-contains", "--merged", "--no-merged", "--points-at")
                  for x in a)
    return listing or not any(not x.startswith("-") for x in a)


def _git_config(a: Sequence[str]) -> bool:
    writes = ("add", "unset", "unset-all", "replace-all", "rename-section", "remove-section", "edit")
    if not _git_opts_ok(a, writes, "e"):
        return False
    # git reads options only before the first operand: in git config NAME VALUE --list,
    # --list is a value pattern and the setting is written
    reads = {"--list": 0, "-l": 0, "--get": 2, "--get-all": 2, "--get-regexp": 2, "--get-urlmatch": 2,
             "--get-color": 2, "--get-colorbool": 2}
    with_value = {"-f", "--file", "--blob", "--type", "--default", "-t"}
    read_opt: str | None = None
    i = 0
    while i < len(a) and a[i].startswith("-") and a[i] != "--":
        if a[i] in reads:
            read_opt = a[i]
        elif a[i] in with_value:
            i += 1
        i += 1
    if i < len(a) and a[i] == "--":
        i += 1
    operands = list(a[i:])
    if read_opt is not None:
        # (--list prints every setting, a secret's too: seed 002 lists it as read-only)
        if read_opt == "--get-regexp" and operands and _git_config_secret_regexp(operands[0]):
            return False
        return len(operands) <= reads[read_opt] and not (operands and _GIT_SECRET_KEY.search(operands[0]))
    if len(operands) == 1 and "." in operands[0] and i == 0:
        # git config user.email: one name, no value: a read (not http.extraheader, the
        # token actions/checkout leaves in .git/config, nor a credential's or password's)
        return not _GIT_SECRET_KEY.search(operands[0])
    if operands and operands[0] in ("list", "get"):
        # git config get NAME / list: the new subcommands (their options after them)
        rest = operands[1:]
        names = [x for x in rest if not x.startswith("-")]
        if operands[0] == "list":
            return not any(x in ("--url",) for x in rest) and not names
        return "--url" not in rest and len(names) == 1 and not (
            _git_config_secret_regexp(names[0]) if "--regexp" in rest else _GIT_SECRET_KEY.search(names[0]))
    return False


# settings that hold a secret: the Authorization header actions/checkout persists, a
# credential helper's or a URL rewrite's token, passwords and tokens by name
_GIT_SECRET_KEY = re.compile(r"(?i)extraheader|cookiefile|^credential|password|passwd|token|secret|insteadof|"
                             r"pushinsteadof|proxy")


def _git_config_secret_regexp(pattern: str) -> bool:
    """git config --get-regexp PATTERN aimed at a secret: a secret's name in it, or the
    http, credential or url section (^http\\..*extraheader, credential)."""
    return bool(_GIT_SECRET_KEY.search(pattern) or re.match(r"\^?(?:https?|credential|url)\b", pattern, re.I))


def _git_reflog(a: Sequence[str]) -> bool:
    operands = [x for x in a if not x.startswith("-")]
    return _git_opts_ok(a) and not (operands and operands[0] in ("expire", "delete", "write", "drop"))


# git stash (seed 000 lists it with git's read-only commands): list and show print; a
# bare stash, push or save only moves the changes into a stash entry, from where they come
# back (nothing is lost). Not: pop/apply/drop/clear (they change or drop entries), -p (it
# asks at the terminal), -a/--all (ignored files, build trees, go with it).
_STASH_PUSH_FLAGS = frozenset({"-u", "--include-untracked", "-k", "--keep-index", "--no-keep-index", "-q", "--quiet",
                               "-S", "--staged"})


def _git_stash(a: Sequence[str]) -> bool:
    if a and a[0] in ("list", "show"):
        return _git_opts_ok(a[1:])
    rest = list(a[1:]) if a and a[0] in ("push", "save") else list(a)
    if a and a[0] not in ("push", "save") and not a[0].startswith("-"):
        return False
    i = 0
    while i < len(rest):
        x = rest[i]
        if x == "--":
            return not (a and a[0] == "save")   # pathspecs after -- (push only)
        if x in ("-m", "--message"):
            i += 2
            continue
        if x.startswith(("--message=", "-m")) or x in _STASH_PUSH_FLAGS:
            i += 1
            continue
        if not x.startswith("-") and a and a[0] in ("push", "save"):
            i += 1   # push's pathspecs, save's message
            continue
        return False
    return i <= len(rest)


def _git_remote(a: Sequence[str]) -> bool:
    operands = [x for x in a if not x.startswith("-")]
    # "remote show NAME" asks the remote (the network) unless -n; a URL is the network too
    if operands and operands[0] == "show":
        return _git_opts_ok(a) and ("-n" in a or "--no-query" in a) and not any(":" in x for x in operands[1:])
    return _git_opts_ok(a) and (not operands or operands[0] == "get-url")


def _git_grep(a: Sequence[str]) -> bool:
    return _git_opts_ok(a, (), "O")


def _git_cat_file(a: Sequence[str]) -> bool:
    return _git_opts_ok(a, ("filters", "batch-command"))


_GIT_FSCK_FLAGS = frozenset({"--full", "--no-full", "--strict", "--unreachable", "--dangling", "--no-dangling",
                             "--root", "--tags", "--cache", "--no-reflogs", "--connectivity-only", "--name-objects",
                             "--no-name-objects", "--progress", "--no-progress", "-v", "--verbose"})
_GIT_LFS_FLAGS = frozenset({"-l", "--long", "-s", "--size", "-n", "--name-only", "-a", "--all", "-d", "--debug",
                            "--json", "--porcelain", "--deleted"})
GIT_READ_ONLY: dict[str, Callable[[Sequence[str]], bool]] = {
    "help": lambda a: _git_help(a),
    "status": lambda a: _git_opts_ok(a),
    "log": lambda a: _git_opts_ok(a),
    "diff": lambda a: _git_opts_ok(a),
    "show": lambda a: _git_opts_ok(a),
    "blame": lambda a: _git_opts_ok(a),
    "annotate": lambda a: _git_opts_ok(a),
    "shortlog": lambda a: _git_opts_ok(a),
    "whatchanged": lambda a: _git_opts_ok(a),
    "grep": _git_grep,
    "reflog": _git_reflog,
    "branch": _git_branch,
    "tag": _git_tag,
    "config": _git_config,
    "stash": _git_stash,
    "clean": lambda a: _git_clean_dry(a),
    "remote": _git_remote,
    "rev-parse": lambda a: _git_opts_ok(a),
    "rev-list": lambda a: _git_opts_ok(a),
    "ls-files": lambda a: _git_opts_ok(a),
    "ls-tree": lambda a: _git_opts_ok(a),
    "describe": lambda a: _git_opts_ok(a),
    "show-ref": lambda a: _git_opts_ok(a),
    "merge-base": lambda a: _git_opts_ok(a),
    # (probe round 49, benign53) a merge computed and printed, the work tree, index and refs
    # untouched (--write-tree adds the result's objects only, as git status refreshes the
    # index); a ref name checked (its normal form printed)
    "merge-tree": lambda a: _git_opts_ok(a),
    "check-ref-format": lambda a: _git_opts_ok(a),
    "name-rev": lambda a: _git_opts_ok(a),
    "count-objects": lambda a: _git_opts_ok(a),
    # (probe round 38, benign43) Git LFS's tracked files and their state (git lfs env and
    # the rest print endpoints or fetch; ls-files and status read the index and .git/lfs)
    "lfs": lambda a: a[:1] in (["ls-files"], ["status"]) and all(
        x in _GIT_LFS_FLAGS for x in a[1:]) and _git_opts_ok(a[1:]),
    # (probe round 38, benign43) the object database checked (not --lost-found, which
    # writes .git/lost-found)
    "fsck": lambda a: all(x in _GIT_FSCK_FLAGS or not x.startswith("-") for x in a) and _git_opts_ok(a),
    "cat-file": _git_cat_file,
    "version": lambda a: _git_opts_ok(a),
    "worktree": lambda a: a[:1] == ["list"] and _git_opts_ok(a[1:]),
    "check-ignore": lambda a: _git_opts_ok(a),
    "check-attr": lambda a: _git_opts_ok(a),
    "diff-tree": lambda a: _git_opts_ok(a),
    "for-each-ref": lambda a: _git_opts_ok(a),
    "show-branch": lambda a: _git_opts_ok(a),
    "cherry": lambda a: _git_opts_ok(a),
    "range-diff": lambda a: _git_opts_ok(a),
    # (probe round 46, benign50) the patches printed (--stdout), as git log -p prints them;
    # not -o/--output-directory, nor a signature or description read from a file
    "format-patch": lambda a: "--stdout" in a[:a.index("--") if "--" in a else len(a)] and _git_opts_ok(
        a, ("output-directory", "signature-file", "description-file"), "o"),
    "diff-index": lambda a: _git_opts_ok(a),
    # (probe round 28) diff-index's peer, and what prints only: the notes a commit
    # carries, the bisection's log, git's own variables (their values, as config --list)
    "diff-files": lambda a: _git_opts_ok(a),
    # (probe round 47, benign51) and of another notes ref (git notes --ref=review show), its
    # name printed (get-ref)
    "notes": lambda a: _git_notes_read(a),
    # (probe round 47, benign51) a bundle's heads listed, or checked against this repository
    "bundle": lambda a: len(a) >= 2 and a[0] in ("verify", "list-heads") and all(
        x in ("-q", "--quiet") or not x.startswith("-") for x in a[1:]) and "://" not in a[1],
    "bisect": lambda a: list(a) in (["log"], ["terms"]),
    "apply": lambda a: _git_apply_report(a),
    # (probe round 30) the sparse checkout's patterns printed (set/add/init/disable write)
    "sparse-checkout": lambda a: list(a) == ["list"],
    "var": lambda a: all(not x.startswith("-") or x == "-l" for x in a) and len(a) <= 1,
    # symbolic-ref NAME reads it; a second operand (or -d) writes it
    "symbolic-ref": lambda a: _git_opts_ok(a, ("delete",), "dm") and sum(not x.startswith("-") for x in a) <= 1,
    # submodule (status, summary): a listing; update/add/foreach/sync run and write
    "submodule": lambda a: (not [x for x in a if not x.startswith("-")]
                            or [x for x in a if not x.startswith("-")][0] in ("status", "summary"))
                           and _git_opts_ok(a) and not any(x in ("foreach", "update") for x in a),
}


# (probe round 35, benign39) git apply --check / --stat / --numstat / --summary: says
# whether a patch applies, or what it changes, and touches nothing. Options on a list
# only: --apply applies it anyway, --build-fake-ancestor=FILE writes FILE, --reject
# writes .rej files, --unsafe-paths reaches outside the work tree; -p/-C take their
# value attached or as the next word.
_GIT_APPLY_REPORTS = frozenset({"--check", "--stat", "--numstat", "--summary"})
_GIT_APPLY_FLAGS = _GIT_APPLY_REPORTS | frozenset({
    "-R", "--reverse", "-v", "--verbose", "-q", "--quiet", "--index", "--cached", "--intent-to-add", "-N",
    "--ignore-whitespace", "--ignore-space-change", "--recount", "--unidiff-zero", "--allow-empty",
    "--inaccurate-eof", "-z", "--no-add", "-3", "--3way", "--allow-overlap"})
_GIT_APPLY_VALUED = frozenset({"-p", "-C", "--whitespace", "--exclude", "--include", "--directory"})


def _git_apply_report(args: Sequence[str]) -> bool:
    reports = False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            break
        if not a.startswith("-") or a == "-":
            i += 1
            continue
        head, eq, _value = a.partition("=")
        if a in _GIT_APPLY_FLAGS:
            reports = reports or a in _GIT_APPLY_REPORTS
        elif head in _GIT_APPLY_VALUED and head.startswith("--") and eq:
            pass
        elif a in ("-p", "-C"):
            i += 1
        elif re.fullmatch(r"-[pC]\d+", a) is None:
            return False
        i += 1
    return reports


def _git_clean_dry(args: Sequence[str]) -> bool:
    """git clean -n / --dry-run: says what it would remove. Not with -f (git honours -n
    then, but a reader should not have to know), -i (asks, then removes)."""
    dry = False
    for a in args:
        if a == "--":
            break
        if a.startswith("--"):
            head = a[2:].split("=", 1)[0]
            if head and "dry-run".startswith(head):
                dry = True
            elif not any(head and x.startswith(head) for x in ("quiet", "exclude")) or "force".startswith(head) \
                    or "interactive".startswith(head):
                return False
        elif a.startswith("-"):
            if not set(a[1:]) <= set("ndqxXe"):
                return False
            dry = dry or "n" in a
            if "e" in a and not a.endswith("e"):
                return False
    return dry


def _git(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    if tuple(args) in (("--version",), ("version",)):
        return True
    if args[:1] in (["--help"], ("--help",)):
        return _git_help(args[1:])   # git --help [TOPIC]: git help's
    _, sub, sub_args, ok = git_split(args)
    if not ok or sub is None:
        return False
    if sub_args[:1] == ["--help"]:
        # git CMD --help is git help CMD (git.c turns it so before any alias or command
        # runs: the page, or the alias's text, is printed)
        return _git_help(sub_args[1:])
    check = GIT_READ_ONLY.get(sub)
    return check is not None and check(sub_args)


# (probe round 32) git help's options that print a page or a list; -w/--web opens a browser
_GIT_HELP_OPTS = frozenset({"-a", "--all", "-g", "--guides", "-c", "--config", "-m", "--man", "-i", "--info",
                            "--user-interfaces", "--developer-interfaces", "--verbose", "--no-verbose",
                            "--external-commands", "--no-external-commands", "--aliases", "--no-aliases",
                            "--exclude-guides", "--config-for-completion", "--config-sections-for-completion",
                            "--"})


def _git_help(a: Sequence[str]) -> bool:
    """git help [OPTIONS] [TOPIC...]: shows a manual page (man, info) or a list, as git
    log --help does; -w/--web opens one in a web browser (not read-only)."""
    return all(x in _GIT_HELP_OPTS or not x.startswith("-") for x in a)


# other tools -------------------------------------------------------------------------------

def _forms_by_first(forms: Iterable[tuple[str, ...]]) -> tuple[dict[str, tuple], tuple]:
    """(probe round 36, coldbash36) a table's forms grouped by their first word, each group
    in the table's order with the empty form (which matches any words) kept in place; and
    the forms that fit words whose first is in no group (the empty one): a check then
    compares the few forms that can match, in the order it compared all of them."""
    forms = tuple(forms)
    groups = {f[0]: tuple(g for g in forms if not g or g[0] == f[0]) for f in forms if f}
    return groups, tuple(f for f in forms if not f)


def _subcommands(table: dict[tuple[str, ...], bool]) -> Validator:
    groups, bare = _forms_by_first(table)

    def check(args: Sequence[str], unknown: bool) -> bool:
        if unknown:
            return False
        for form in (groups.get(args[0], bare) if args else bare):
            if tuple(args[:len(form)]) == form:
                return True
        return False

    return check


_docker_table = _subcommands({(s,): True for s in ("ps", "images", "logs", "inspect", "info", "version", "--version",
                                              "port", "top", "diff", "history")}
                       | {("system", "df"): True, ("context", "ls"): True, ("buildx", "ls"): True}
                       | {("stats", "--no-stream"): True}
                       # (probe round 47, benign51) the daemon's events (names, labels, actions)
                       | {("events",): True, ("system", "events"): True, ("container", "stats", "--no-stream"): True,
                          ("buildx", "du"): True}
                       | {("compose", s): True for s in ("ps", "logs", "ls", "images", "top", "version")}
                       | {("container", "ls"): True, ("image", "ls"): True, ("container", "logs"): True,
                          ("container", "inspect"): True, ("image", "inspect"): True, ("network", "ls"): True,
                          ("network", "inspect"): True, ("volume", "ls"): True, ("volume", "inspect"): True,
                          # (probe round 28) the same listings under their other names
                          ("container", "ps"): True, ("container", "list"): True, ("container", "port"): True,
                          ("container", "diff"): True, ("image", "list"): True, ("image", "history"): True,
                          ("system", "info"): True, ("network", "list"): True, ("volume", "list"): True})
_gh_subcommands = _subcommands({("run", "list"): True, ("run", "view"): True, ("release", "list"): True, ("release", "view"): True,
                    ("workflow", "list"): True, ("workflow", "view"): True, ("repo", "view"): True, ("issue", "list"): True, ("issue", "view"): True,
                    ("pr", "list"): True, ("pr", "view"): True, ("pr", "status"): True, ("pr", "diff"): True,
                    ("pr", "checks"): True, ("status",): True, ("issue", "status"): True, ("gist", "list"): True, ("--version",): True, ("label", "list"): True,
                    ("search", "issues"): True, ("search", "prs"): True, ("search", "repos"): True,
                    ("search", "code"): True, ("search", "commits"): True, ("run", "watch"): True,
                    ("variable", "list"): True, ("cache", "list"): True, ("secret", "list"): True,
                    ("auth", "status"): True, ("repo", "list"): True,
                    # (probe round 35, benign39) more of gh's listings: what they print only
                    ("org", "list"): True, ("ruleset", "list"): True, ("ruleset", "view"): True,
                    ("ruleset", "check"): True, ("codespace", "list"): True, ("project", "list"): True,
                    ("alias", "list"): True, ("extension", "list"): True})
# a container's environment holds its secrets (POSTGRES_PASSWORD=...): a --format that
# picks it out (.Config.Env, range .Config.Env) prints them, as docker top CONTAINER axe
# (ps e) does. (docker inspect without a format prints it too, but seed 002 lists it
# read-only: kept, as env and printenv are)
_DOCKER_ENV_FORMAT = re.compile(r"Env|\.Config\s*}}|\.Config\s*\)|{{\s*(?:json\s+)?\.\s*}}|\bjson\s+\.Config\b(?!\.)"
                                r"|\$|index\s+\.\s|\.Config\s*\|")


# (probe round 41, benign46) docker compose's own options before its subcommand: which
# project files (-f/--file, --project-directory, --env-file: read as the default
# compose.yaml and .env are, their names judged as any operand) and which project (-p,
# --profile); never a remote file (-f oci://, git://: fetched) or standard input
_COMPOSE_GLOBAL_VALUED = frozenset({"-f", "--file", "-p", "--project-name", "--profile", "--project-directory",
                                    "--env-file", "--ansi", "--progress"})
_COMPOSE_GLOBAL_FLAGS = frozenset({"--all-resources", "--compatibility"})


def _compose_globals(args: Sequence[str]) -> list[str] | None:
    """The words of docker compose [global options] SUB...: from SUB on; None for another
    global option or a remote/standard-input file."""
    i = 0
    while i < len(args) and args[i].startswith("-"):
        name, eq, value = args[i].partition("=")
        if name in _COMPOSE_GLOBAL_VALUED:
            if not eq:
                if i + 1 >= len(args):
                    return None
                value = args[i + 1]
                i += 1
            if name in ("-f", "--file", "--env-file", "--project-directory") and (
                    not value or value == "-" or "://" in value or value.startswith(("oci:", "git@"))):
                return None
        elif args[i] not in _COMPOSE_GLOBAL_FLAGS:
            return None
        i += 1
    return list(args[i:])


def _docker(args: Sequence[str], unknown: bool) -> bool:
    if args[:1] == ["compose"] and args[1:2] and args[1].startswith("-") and not unknown:
        rest = _compose_globals(args[1:])
        if rest is None:
            return False
        args = ["compose", *rest]
    if not _docker_table(args, unknown):
        return False
    sub = list(args[:2]) if args[:1] in (["container"], ["image"]) else list(args[:1])
    rest = list(args[len(sub):])
    if sub[-1:] == ["inspect"]:
        fmt = None
        for i, a in enumerate(rest):
            if a in ("-f", "--format") and i + 1 < len(rest):
                fmt = rest[i + 1]
            elif a.startswith("--format="):
                fmt = a.split("=", 1)[1]
            elif a.startswith("-f") and len(a) > 2:
                fmt = a[2:]
        return fmt is None or _DOCKER_ENV_FORMAT.search(fmt) is None
    if sub == ["top"]:
        ps_opts = rest[1:]
        return not any("e" in a for a in ps_opts if not a.startswith("-"))
    return True


# docker-compose (v1) is docker compose
_docker_compose = _subcommands({(s,): True for s in ("ps", "logs", "ls", "images", "top", "version", "--version")})
# gh api PATH: a GET of GitHub's API with the user's token, as gh issue view is; no
# method, no fields or input (a write), no headers (a method override), no graphql
_GH_API_VALUED = frozenset({"--jq", "-q", "--cache", "-t", "--template", "--preview", "-p"})
_GH_API_FLAGS = frozenset({"--paginate", "-i", "--include", "--silent", "--verbose", "--slurp"})


def _allowed_operands(args: Sequence[str], valued: frozenset[str], flags: frozenset[str]) -> list[str] | None:
    """The operands of a command whose options are all on a list (``valued`` take a
    value, attached with = or as the next word); None when another option is given."""
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if not a.startswith("-"):
            ops.append(a)
            i += 1
            continue
        name, eq, _value = a.partition("=")
        if name in valued:
            i += 1 if eq else 2
        elif a in flags:
            i += 1
        else:
            return None
    return ops


# (probe round 35, benign39) gh api's reads with fields: an explicit GET (-X GET,
# --method GET) turns -f/--raw-field and -F/--field into the query string; a GraphQL
# query (the graphql endpoint, no method given: POST) reads unless its text holds a
# mutation or a subscription. Not a field read from a file or standard input (-F
# key=@FILE, -F key=@-: the file is sent), not --input, -H or --hostname.
_GH_API_FIELDS = frozenset({"-f", "--raw-field", "-F", "--field"})
_GH_GRAPHQL_WRITE = re.compile(r"(?i)mutation|subscription")


def _gh_api_fields(args: Sequence[str]) -> tuple[list[str], list[str], str | None] | None:
    """(the other words, the fields' key=value texts, the method given) or None when a
    field's value is read from a file (@) or the method option is malformed."""
    rest: list[str] = []
    fields: list[str] = []
    method: str | None = None
    i = 0
    while i < len(args):
        a = args[i]
        head, eq, value = a.partition("=") if a.startswith("--") else (a[:2], "", a[2:]) if len(a) > 2 and a[:2] in \
            ("-f", "-F", "-X") else (a, "", "")
        if head in _GH_API_FIELDS or head in ("-X", "--method"):
            if not eq and not value:
                if i + 1 >= len(args):
                    return None
                value = args[i + 1]
                i += 1
            if head in ("-X", "--method"):
                method = value.upper()
            else:
                if head in ("-F", "--field") and value.partition("=")[2].startswith("@"):
                    return None
                fields.append(value)
        else:
            rest.append(a)
        i += 1
    return rest, fields, method


def _gh_api(args: Sequence[str]) -> bool:
    split = _gh_api_fields(args)
    if split is None:
        return False
    rest, fields, method = split
    ops = _allowed_operands(rest, _GH_API_VALUED, _GH_API_FLAGS)
    if ops is None or len(ops) != 1 or "://" in ops[0]:
        return False
    if ops[0].lstrip("/").startswith("graphql"):
        # (a query document: it opens with a selection set or the query keyword)
        return ops[0].strip("/") == "graphql" and method is None and any(
            k == "query" and re.match(r"\s*(?:\{|query\b)", v) for k, _eq, v in (f.partition("=") for f in fields)) \
            and not any(_GH_GRAPHQL_WRITE.search(f) for f in fields)
    return method in (None, "GET") and (not fields or method == "GET")


# options of gh's listing commands whose value is no repository (a search, a jq filter)
_GH_VALUED_ANY = frozenset({"-S", "--search", "-q", "--jq", "-t", "--template", "-L", "--limit", "--json"})


def _gh_other_host(args: Sequence[str]) -> bool:
    """gh told to talk to another host than GitHub's: -R/--repo HOST/OWNER/REPO, a URL
    of another host (gh pr view https://h/o/r/pull/1). Its request (with an enterprise
    token, if one is set) goes there, as curl's would."""
    for i, a in enumerate(args):
        value = None
        if a in ("-R", "--repo") and i + 1 < len(args):
            value = args[i + 1]
        elif a.startswith("--repo="):
            value = a.split("=", 1)[1]
        elif a.startswith("-R") and len(a) > 2:
            value = a[2:]
        if value is not None and value.count("/") >= 2 and value.split("/", 1)[0].lower() != "github.com":
            return True
        if not a.startswith("-") and a.count("/") >= 2 and "." in a.split("/", 1)[0] \
                and a.split("/", 1)[0].lower() != "github.com" and (i == 0 or args[i - 1] not in _GH_VALUED_ANY):
            return True   # gh repo view HOST/OWNER/REPO
        if "://" in a and not re.match(r"(?i)https?://(?:www\.)?github\.com/", a.split("=", 1)[-1]):
            return True
    return False


# (probe round 31, benign31b) gh's read-only listings' options whose value is a branch, a
# ref or a commit: gh (pflag) hands the next word, or the rest after "=", to the option
# whatever it holds, so a ref name git printed there is a value, never an option
_GH_REF_OPTIONS: dict[tuple[str, str], frozenset[str]] = {
    ("run", "list"): frozenset({"--branch", "-b", "--commit", "-c"}),
    ("pr", "list"): frozenset({"--head", "-H", "--base", "-B"}),
    ("workflow", "view"): frozenset({"--ref", "-r"}),
    ("repo", "view"): frozenset({"--branch", "-b"}),
    ("cache", "list"): frozenset({"--ref"}),
}


def gh_ref_value(before: Sequence[str], word: str) -> bool:
    """Is ``word`` (known at run time) the value of a ref option of a gh listing, given
    the words ``before`` it: ``gh run list --branch "$(git branch --show-current)"``,
    ``gh pr list --head=$(...)``?"""
    opts = _GH_REF_OPTIONS.get((before[0], before[1])) if len(before) >= 2 else None
    if opts is None or "--" in before:
        return False
    if len(before) > 2 and before[-1] in opts:
        return True
    head, eq, _v = word.partition("=")
    return bool(eq) and head in opts and head.startswith("--") and "$" not in head and "`" not in head


def _gh(args: Sequence[str], unknown: bool) -> bool:
    if unknown or _gh_other_host(args):
        return False
    if tuple(args[:1]) == ("api",):
        return _gh_api(args[1:])
    if tuple(args[:2]) == ("auth", "status"):
        # only the host and --active: -t/--show-token in any spelling (-at, -t=true,
        # --show-token=true, --sh) and --json token print the token
        rest = args[2:]
        i = 0
        while i < len(rest):
            a = rest[i]
            if a in ("-h", "--hostname") and i + 1 < len(rest):
                i += 2
                continue
            if not (a in ("-a", "--active") or a.startswith("--hostname=")):
                return False
            i += 1
        return True
    return _gh_subcommands(args, unknown)
# (probe round 44, benign48) GitLab's CLI, read as gh's listings are: merge requests, issues,
# pipelines, releases and labels listed or shown, a merge request's diff. Not --web/-w (a
# browser opened), -R/--repo (another project, maybe another host and its token), nor auth
# status (-t prints the token), api, ci view (a TUI that retries and cancels jobs), alias
_glab_subcommands = _subcommands({("mr", "list"): True, ("mr", "view"): True, ("mr", "diff"): True,
                                  ("issue", "list"): True, ("issue", "view"): True, ("ci", "list"): True,
                                  ("ci", "status"): True, ("repo", "view"): True, ("release", "list"): True,
                                  ("release", "view"): True, ("label", "list"): True, ("--version",): True,
                                  ("version",): True})


def _glab(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and not any(a.startswith(("--web", "--repo", "-R", "--output-file")) or (
        a.startswith("-") and not a.startswith("--") and ("w" in a or "R" in a)) for a in args) and \
        _glab_subcommands(args, unknown)


def _subcommands_with_options(forms: dict[tuple[str, ...], tuple[frozenset[str], frozenset[str]]]) -> Validator:
    """Subcommands whose options are all on a list: (flags, options that take a value).
    Package managers take general options everywhere (pip --log FILE appends to any file,
    npm --logs-dir writes one, --registry/--index-url talk to any host), so an option
    not listed makes the command not read-only."""
    groups, bare = _forms_by_first(forms)

    def check(args: Sequence[str], unknown: bool) -> bool:
        if unknown:
            return False
        for form in (groups.get(args[0], bare) if args else bare):
            if tuple(args[:len(form)]) != form:
                continue
            flags, valued = forms[form]
            rest = args[len(form):]
            i = 0
            while i < len(rest):
                a = rest[i]
                if a == "--":
                    break
                if a.startswith("-") and a != "-":
                    name, eq, _value = a.partition("=")
                    if name in valued:
                        if not eq:
                            i += 1
                    elif eq or name not in flags:
                        return False
                i += 1
            return True
        return False

    return check


_NONE: frozenset[str] = frozenset()

# awk: a program that only reads its files and prints (awk '{print $1}' data.csv) is
# read-only; system(), pipes, getline, output redirection (any ">" that is not ">="),
# the environment (ENVIRON) and gawk's extensions (@load, @include, PROCINFO) are not,
# nor is any option but -F and -v (-f reads the program from a file, -E/-i/-l load code)
# (> is a redirection in a print or printf statement, a comparison elsewhere: NR > 1;
# || is a logical or, a single | a pipe)
_AWK_UNSAFE = re.compile(r"system|getline|ENVIRON|PROCINFO|SYMTAB|FUNCTAB|ARGV|ARGC|/inet|/dev/|/proc/|"
                         r"@|close|fflush", re.I)
# a pipe to or from a command (print | "sh", print | cmd, "cmd" | getline), read with the
# program's strings and regexes out (/a|b/ and "x|y" are no pipes, || is "or")
_AWK_PIPE = re.compile(r"(?<!\|)\|(?!\|)")


def _awk_unsafe(args: Sequence[str], program: str) -> bool:
    """Does the awk command line (maybe) run, read or write something beyond its operands?
    The words anywhere (a -v value too: ARGV, ENVIRON); a pipe or a print to a file in the
    program's code (a -F'|' or -v 'x=a|b' is text, no pipe)."""
    if _AWK_UNSAFE.search(" ".join(args)) is not None:
        return True
    code = _awk_code(program)
    return code is None or _AWK_PIPE.search(code) is not None or awk_prints_to(code)
# a redirection in a print statement (strings taken out: print ";" > F); a regex or a
# division in one (print /;/ > F) may hide the statement's end: any ">" after it counts
_AWK_PRINT_TO = re.compile(r"printf?\b[^;{}\n]*>|printf?\b[^;{}\n]*/[\s\S]*>", re.I)


# where awk goes on with a statement on the next line: after a backslash, a comma, && and
# ||, do, else, and (gawk) ? and : (print "a", NEWLINE "b" > F is one statement)
_AWK_CONTINUED = re.compile(r"(\\|,|&&|\|\||\bdo|\belse|\?|:)[ \t\r]*\n")


# what may come before a regex literal (/re/), not a division: an operator, an opening
# bracket, a statement's start, or a keyword that takes an expression
_AWK_REGEX_AFTER = frozenset("(,{;!~&|=<>?:+-*%^\n")
_AWK_REGEX_KEYWORDS = frozenset({"print", "printf", "return", "in", "case", "do", "else"})


def _awk_literal_end(text: str, j: int, close: str) -> int | None:
    """Where a string ("...") or a regex literal (/.../, whose [...] may hold a /) that
    starts before ``j`` ends; None when it does not end on its line."""
    bracket = False
    while j < len(text) and (bracket or text[j] != close):
        ch = text[j]
        if ch == "\\":
            j += 1
        elif ch == "\n":
            return None
        elif close == "/" and ch in "[]":
            bracket = ch == "["
        j += 1
    return j if j < len(text) else None


def _awk_code(text: str) -> str | None:
    """The program with its strings emptied (""), regex literals emptied (//) and comments
    removed, as awk's lexer reads them (a " in /"/ or in a comment opens no string); None
    when a string or a regex does not end (unsure)."""
    out: list[str] = []
    i, n = 0, len(text)
    last = "\n"        # the last significant character
    word = ""           # the last identifier, when it was the last token
    while i < n:
        c = text[i]
        if c == '"' or (c == "/" and (last in _AWK_REGEX_AFTER or word in _AWK_REGEX_KEYWORDS)):
            end = _awk_literal_end(text, i + 1, c)
            if end is None:
                return None
            out.append(c + c)
            i, last, word = end + 1, c, ""
            continue
        if c == "#":
            while i < n and text[i] != "\n":
                i += 1
            continue
        out.append(c)
        if c.isalnum() or c == "_":
            word = word + c if last.isalnum() or last == "_" else c
        elif not c.isspace():
            word = ""
        if not c.isspace() or c == "\n":
            last = c
        i += 1
    return "".join(out)


# a path that names a stream a command was given (standard input, an inherited or
# redirected descriptor, <(cmd)), not a file: a program read from it is what the stream holds
STREAM_PATH = r"/dev/stdin|/dev/fd/\d+|/proc/(?:self|thread-self|\d+)/fd/\d+"


def awk_code_text(text: str) -> str | None:
    """An awk program with its strings and regexes emptied and its comments removed (None: unsure)."""
    return _awk_code(text)


def awk_prints_to(code: str) -> bool:
    """Does an awk program (as awk_code_text gives it) send a print to a file
    (print "x;" >> ".git/config")?"""
    return _AWK_PRINT_TO.search(_AWK_CONTINUED.sub(" ", code)) is not None


def _jobs(args: Sequence[str], unknown: bool) -> bool:
    """jobs [-lnprs] [JOBSPEC]: a listing; jobs -x COMMAND runs COMMAND."""
    return not unknown and not any(a.startswith("-") and "x" in a for a in args)


def _awk(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-F", "-v"):
            i += 2
            continue
        if (a.startswith("-F") or a.startswith("-v")) and len(a) > 2:
            i += 1
            continue
        if a == "--":
            i += 1
            break
        if a.startswith("-") and a != "-":
            return False
        break
    if i >= len(args):
        return False
    # (ARGV/ARGC pick the files it reads at run time; -v and NAME=value operands count;
    # the program alone is read for redirections: a -v value's '"' opens no string in it)
    return not _awk_unsafe(args, args[i])


def _mapfile(args: Sequence[str], unknown: bool) -> bool:
    """mapfile/readarray [-t] [-d D] [-n N] [-O N] [-s N] [-u FD] [NAME]: lines into an
    array; -C CALLBACK (and its -c) evaluates code every N lines."""
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            i += 1
            break
        if not a.startswith("-") or a == "-":
            break
        j = 1
        while j < len(a):
            c = a[j]
            if c == "t":
                j += 1
                continue
            if c not in "dnOsu":
                return False
            if j == len(a) - 1:
                i += 1   # the value is the next word
            break
        i += 1
    return len(args) - i <= 1 and all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", a) for a in args[i:])


def awk_runs_nothing(args: Sequence[str]) -> bool:
    """An awk program that runs no command and reads no stream of its own (no system(),
    pipes, getline, ENVIRON...): what it prints is text (awk '{print "DROP TABLE " $1}')."""
    text = " ".join(args)
    return _AWK_UNSAFE.search(text) is None and _AWK_PIPE.search(text) is None and not any(a in ("-f", "--file") or a.startswith(("-f", "-E", "-i", "-l"))
                                                        for a in args)


# perl -pi -e 's/OLD/NEW/g': a script made only of substitutions and transliterations,
# with no /e modifier and no code in them (a pattern's (?{ }), an interpolated @{[ ]},
# ${\ }, or a subscript $x[...] / @x{...}, all of which perl evaluates)
_PERL_STATEMENT = re.compile(r"\s*(?:s(?P<a>[/|#!,:%~+])(?:\\.|(?!(?P=a)).)*(?P=a)(?:\\.|(?!(?P=a)).)*(?P=a)[gimsxr]*"
                             r"|(?:tr|y)(?P<b>[/|#!,:%~+])(?:\\.|(?!(?P=b)).)*(?P=b)(?:\\.|(?!(?P=b)).)*(?P=b)[cdsr]*)"
                             r"\s*(?:;\s*|$)", re.S)
# a sigil that interpolates anything but a capture group or the match ($1, $&), an
# end-of-line anchor ($/), or any punctuation variable followed by a subscript or a block
# ($#{...}, $+[...], $)[...]), or by an arrow and one ($1->[...], $&->{...}: interpolated,
# the subscript run), which perl evaluates as code; (?{ }), (??{ }), (*{ })
_PERL_CODE = re.compile(r"\(\?\??\{|\(\*\{|[@%]|\$(?![\d&`']|[/|!,:~+)]|$)|\$#|\$\W?\d*\s*[\[{]|->\s*[\[{]")


def perl_in_place_files(args: Sequence[str]) -> list[int] | None:
    """perl -pi -e 's/a/b/' FILE...: the indices of the files it edits in place (sed -i's
    edit), or None (not in place, code beyond s/// and tr///, a backup elsewhere: -i with
    a "/" in its extension)."""
    call = _perl_substitutions(args)
    if call is None:
        return None
    first, backup = call
    if backup is None or "/" in backup:
        return None
    files = list(range(first, len(args)))
    return files if files and all(args[j] != "-" for j in files) else None


# (probe round 29) the compressors and line-ending converters that rewrite the files they
# are given where they lie (gzip data.csv leaves data.csv.gz, gunzip x.gz leaves x,
# dos2unix scripts/*.sh rewrites them): file commands in the working directory, their
# writes the operands and the names they become. Plain options only: no -c (standard
# output: the reader above), -l/-t (listing), -r (a tree's hidden files too: .git), -S (a
# suffix), -N (a name the archive holds), -o/-n (zstd's and dos2unix's other output file)
IN_PLACE_CONVERTERS = frozenset({"gzip", "gunzip", "bzip2", "bunzip2", "xz", "unxz", "zstd", "unzstd",
                                 "dos2unix", "unix2dos"})
_IN_PLACE_LETTERS = {"dos2unix": frozenset("kqfsv"), "unix2dos": frozenset("kqfsv")}
_IN_PLACE_PACK_LETTERS = frozenset("dkfqv123456789")
_IN_PLACE_LONG = frozenset({"--decompress", "--uncompress", "--keep", "--force", "--quiet", "--verbose", "--best",
                            "--fast", "--keepdate", "--safe"})
# what each (de)compressor's name adds or takes away
_PACK_SUFFIXES = {"gzip": (".gz", (".gz", ".z", ".tgz", ".taz")), "bzip2": (".bz2", (".bz2", ".bz", ".tbz2", ".tbz")),
                  "xz": (".xz", (".xz", ".lzma", ".txz")), "zstd": (".zst", (".zst", ".tzst"))}
_UNPACKER_OF = {"gunzip": "gzip", "bunzip2": "bzip2", "unxz": "xz", "unzstd": "zstd"}


def in_place_converter(name: str, args: Sequence[str]) -> bool:
    """gzip -k data.csv, gunzip fixtures/x.json.gz, dos2unix scripts/x.sh: every option a
    plain one of the list above, at least one operand, none "-" (standard input)."""
    letters = _IN_PLACE_LETTERS.get(name, _IN_PLACE_PACK_LETTERS)
    ops = 0
    dashdash = False
    for a in args:
        if dashdash or not a.startswith("-"):
            ops += 1
        elif a == "-":
            return False
        elif a == "--":
            dashdash = True
        elif a.startswith("--"):
            if a not in _IN_PLACE_LONG or (name in ("dos2unix", "unix2dos") and a in (
                    "--decompress", "--uncompress", "--keep", "--best", "--fast")):
                return False
        elif not set(a[1:]) <= letters:
            return False
    return ops > 0


def in_place_outputs(name: str, args: Sequence[str], path: str) -> list[str]:
    """The names a (de)compressor in place leaves for an operand ``path``: path.gz, or the
    path without its suffix (x.tgz becomes x.tar). dos2unix rewrites the path itself."""
    base = _UNPACKER_OF.get(name, name)
    table = _PACK_SUFFIXES.get(base)
    if table is None:
        return []
    decompress = name in _UNPACKER_OF or any(
        a in ("--decompress", "--uncompress") or (a.startswith("-") and not a.startswith("--") and "d" in a)
        for a in args if a != "--")
    add, strips = table
    if not decompress:
        return [path + add]
    low = path.casefold()
    for suffix in strips:
        stem = path[:-len(suffix)]
        if low.endswith(suffix) and stem and not stem.endswith("/"):
            return [stem + ".tar"] if suffix in _TAR_SUFFIXES else [stem]
    return []   # (an unknown suffix: the program leaves the file alone)


_TAR_SUFFIXES = frozenset({".tgz", ".taz", ".tbz2", ".tbz", ".txz", ".tzst"})


# (probe round 44, leftovers44) every (de)compressor's file outputs, whatever its options:
# gzip -S .z F leaves F.z, gunzip -S .z F.z leaves F, zstd -d IN -o OUT, brotli -o OUT,
# lz4 IN OUT. base name -> (its suffix, the suffixes it strips, its options taking a value,
# its suffix options, its output-file options, whether a second operand is the output)
_CODEC_TABLE = {
    "gzip": (".gz", (".gz", "-gz", ".z", "-z", "_z", ".tgz", ".taz"), frozenset({"-b", "-p", "--blocksize",
             "--processes", "-I", "--iterations", "-J", "--maxsplits"}), ("-S", "--suffix"), (), False),
    "bzip2": (".bz2", (".bz2", ".bz", ".tbz2", ".tbz"), frozenset({"-p"}), (), (), False),
    "xz": (".xz", (".xz", ".lzma", ".txz"), frozenset({"-T", "--threads", "-F", "--format", "-C", "--check", "-M",
           "--memlimit", "--memory", "--block-size", "--block-list", "--filters", "--files", "--files0"}),
           ("-S", "--suffix"), (), False),
    "lzma": (".lzma", (".lzma",), frozenset({"-T", "--threads", "-F", "--format", "-C", "--check", "-M"}),
             ("-S", "--suffix"), (), False),
    "zstd": (".zst", (".zst", ".tzst"), frozenset({"-T", "-D", "--patch-from", "-M", "--memory", "-B",
             "--output-dir-flat", "--output-dir-mirror", "--filelist", "--format", "--stream-size",
             "--size-hint", "--target-compressed-block-size"}), (), ("-o",), False),
    "lz4": (".lz4", (".lz4",), frozenset({"-B", "-D"}), (), (), True),
    "brotli": (".br", (".br",), frozenset({"-q", "--quality", "-w", "--lgwin", "-D", "--dictionary"}),
               ("-S", "--suffix"), ("-o", "--output"), False),
    "compress": (".Z", (".Z",), frozenset({"-b"}), (), (), False),
}
CODEC_NAMES = {**{n: n for n in _CODEC_TABLE}, "pigz": "gzip", "gunzip": "gzip", "unpigz": "gzip",
               "bunzip2": "bzip2", "unxz": "xz", "unlzma": "lzma", "unzstd": "zstd", "unlz4": "lz4",
               "uncompress": "compress"}
_CODEC_DECODERS = frozenset({"gunzip", "unpigz", "bunzip2", "unxz", "unlzma", "unzstd", "unlz4", "uncompress"})


def codec_outputs(name: str, args: Sequence[str]) -> tuple[bool, list[tuple[str, str]]] | None:
    """(probe round 44, leftovers44) What a (de)compressor writes: (whether it decodes,
    [(operand, the file it becomes)]); None when it writes no file of its own (-c, -t, -l,
    standard input, -r, an option not known)."""
    base = CODEC_NAMES.get(name)
    if base is None:
        return None
    suffix, strips, valued, suffix_opts, out_opts, positional_out = _CODEC_TABLE[base]
    decode = name in _CODEC_DECODERS
    custom = out = None
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            ops.extend(args[i + 1:])
            break
        key, eq, value = a.partition("=")
        if a.startswith("--"):
            if key in suffix_opts or key in out_opts:
                if not eq:
                    i += 1
                    value = args[i] if i < len(args) else ""
                if key in suffix_opts:
                    custom = value
                else:
                    out = value
            elif key in ("--decompress", "--uncompress", "--decode"):
                decode = True
            elif key in ("--stdout", "--to-stdout", "--test", "--list", "--recursive") or key in (
                    "--output-dir-flat", "--output-dir-mirror", "--filelist", "--files", "--files0"):
                return None
            elif key in valued and not eq:
                i += 1
        elif a.startswith("-") and a != "-":
            for k, ch in enumerate(a[1:], 1):
                opt = "-" + ch
                if opt in suffix_opts or opt in out_opts or opt in valued:
                    value = a[k + 1:] or (args[i + 1] if i + 1 < len(args) else "")
                    if not a[k + 1:]:
                        i += 1
                    if opt in suffix_opts:
                        custom = value
                    elif opt in out_opts:
                        out = value
                    break
                if ch == "d":
                    decode = True
                elif ch == "z" and base != "gzip":
                    decode = False
                elif ch in "ctlr" or (ch == "m" and base == "lz4"):
                    return None   # (standard output, a test, a listing, a tree, lz4 -m's many inputs)
        else:
            ops.append(a)
        i += 1
    if "-" in ops or not ops:
        return None
    if positional_out and len(ops) == 2:
        return decode, [(ops[0], ops[1])]
    if out is not None:
        return decode, [(op, out) for op in ops]
    pairs: list[tuple[str, str]] = []
    for op in ops:
        if not decode:
            pairs.append((op, op + (custom if custom is not None else suffix)))
            continue
        low = op.casefold()
        for s in ((custom,) if custom else ()) + strips:
            if s and low.endswith(s.casefold()) and len(op) > len(s) and not op[:-len(s)].endswith("/"):
                pairs.append((op, op[:-len(s)] + (".tar" if s in _TAR_SUFFIXES else "")))
                break
    return decode, pairs


def sort_output_only(args: Sequence[str]) -> bool:
    """sort -o OUT [FILE...]: a reader whose one write is its output file."""
    opts, _ = scan(args, "kotST", ("key", "output", "field-separator", "buffer-size", "temporary-directory",
                                    "compress-program", "files0-from", "parallel", "batch-size", "sort",
                                    "random-source"))
    # (exactly one: GNU sort refuses "multiple output files", sort -o{x,y} is no edit)
    outs = sum(1 for o in opts if (o[1:2] != "-" and "o" in o[1:])
               or (o.startswith("--") and long_hits(o[2:].split("=", 1)[0], ("output",))))
    return outs == 1 and _no_long(opts, ("compress-program", "files0-from"))


# find -delete from the working directory itself: a name test that can name no file of
# .git (an extension that is none of git's own, a literal build leftover)
_GIT_OWN_EXTS = frozenset({"pack", "idx", "rev", "sample", "lock", "keep", "promisor", "bitmap", "graph", "mtimes"})
_DELETE_NAME = re.compile(r"\*\.(?P<ext>[\w~-]+(?:\.[\w~-]+)*)|\*~|__pycache__|\.DS_Store|\.pytest_cache|"
                          r"\.mypy_cache|\.ruff_cache|[\w-]+\.(?:pyc|pyo|orig|rej|tmp)")


def find_delete_names_safe(args: Sequence[str]) -> bool:
    """Every way through find's tests passes a name test (-name/-iname, not negated, no
    -regex, no -o branch without one) whose names are build leftovers, not git's files."""
    tests = list(args)
    if any(a in ("!", "-not", "-regex", "-iregex", "-path", "-ipath", "-wholename", "-iwholename", "(", ")")
           for a in tests):
        return False
    branches = [[]]
    for i, a in enumerate(tests):
        if a in ("-o", "-or"):
            branches.append([])
        elif a in ("-name", "-iname") and i + 1 < len(tests):
            branches[-1].append(tests[i + 1])
    for names in branches:
        if not names:
            return False
        m = [_DELETE_NAME.fullmatch(n) for n in names]
        if not any(x and not (x.group("ext") and x.group("ext").rsplit(".", 1)[-1].lower() in _GIT_OWN_EXTS)
                   for x in m):
            return False
    return True


def perl_substitutes_only(args: Sequence[str]) -> bool:
    """perl [-p|-n] [-i[EXT]] [-l] [-0...] -e 's/a/b/g' [FILE...]: the in-place edit sed -i
    does (its text is data, as sed's is), nothing else (-M, -I, -x, -d load or run code)."""
    return _perl_substitutions(args) is not None


def _perl_substitutions(args: Sequence[str]) -> tuple[int, str | None] | None:
    """(index of the first file, -i's backup extension or None without -i) of a perl
    call whose every switch is one of perl_substitutes_only's and whose scripts are
    only substitutions; None for any other call."""
    scripts: list[str] = []
    backup: str | None = None
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            i += 1
            break
        if not a.startswith("-") or a == "-":
            break
        j = 1
        takes_script = False
        while j < len(a):
            c = a[j]
            if c in "pnlaw":
                j += 1
                while j < len(a) and c == "l" and a[j].isdigit():
                    j += 1
            elif c == "0":
                j += 1
                while j < len(a) and a[j] in "0123456789abcdefABCDEFx":
                    j += 1
            elif c == "i":
                backup = a[j + 1:]
                j = len(a)   # the rest is the backup's extension
            elif c in "eE" and j == len(a) - 1:
                takes_script = True
                j += 1
            else:
                return None
        if takes_script:
            if i + 1 >= len(args):
                return None
            scripts.append(args[i + 1])
            i += 2
            continue
        i += 1
    if not scripts:
        return None
    for script in scripts:
        if not script.strip() or _PERL_CODE.search(script):
            return None
        k = 0
        while k < len(script):
            m = _PERL_STATEMENT.match(script, k)
            if m is None or m.end() == k:
                return None
            k = m.end()
    return i, backup


_PNPM_LS = (frozenset({"--json", "--long", "--parseable", "--prod", "-P", "--dev", "-D", "-r", "--recursive",
                       "--no-color", "--only-projects", "--global", "-g"}),
            frozenset({"--depth", "--filter", "-F"}))
_pnpm = _subcommands_with_options({("ls",): _PNPM_LS, ("list",): _PNPM_LS, ("why",): _PNPM_LS,
                                   ("--version",): (_NONE, _NONE), ("-v",): (_NONE, _NONE),
                                   # (probe round 33) where the store and the caches are
                                   ("store", "path"): (_NONE, _NONE)})
_UV_PIP = (frozenset({"--outdated", "--strict", "-e", "--editable", "--exclude-editable", "-q", "--quiet",
                      "-v", "--verbose", "--no-color", "-f", "--files"}), frozenset({"--format", "--exclude"}))
# (no -p/--python: uv runs the interpreter it is given to inspect it)
_uv = _subcommands_with_options({("pip", "list"): _UV_PIP, ("pip", "show"): _UV_PIP, ("pip", "freeze"): _UV_PIP,
                                 ("pip", "tree"): (_UV_PIP[0] | {"--invert", "--no-dedupe", "--show-version-specifiers"},
                                                   _UV_PIP[1] | {"-d", "--depth", "--prune", "--package"}),
                                 ("pip", "check"): (frozenset({"-q", "--quiet", "-v", "--verbose", "--no-color"}), _NONE),
                                 ("--version",): (_NONE, _NONE), ("-V",): (_NONE, _NONE), ("version",): (_NONE, _NONE)})
_NPM_LS = (frozenset({"-a", "--all", "--json", "--long", "-l", "--parseable", "-p", "-g", "--global", "--prod",
                      "--production", "--dev", "--link", "--unicode", "--no-unicode", "--no-color",
                      # (probe round 30) every workspace's tree, as npm --workspaces ls has it
                      "--workspaces", "-ws", "--include-workspace-root", "--no-workspaces"}),
           frozenset({"--depth", "--omit", "--include", "--workspace", "-w"}))
# (not outdated: it asks the registry the project's .npmrc names, with the token that
# file may take from the environment, //host/:_authToken=${GITHUB_TOKEN})
_npm = _subcommands_with_options({("list",): _NPM_LS, ("ls",): _NPM_LS, ("ll",): _NPM_LS, ("la",): _NPM_LS,
                                  ("explain",): _NPM_LS, ("why",): _NPM_LS,
                                  # (probe round 44, benign48) npm query SELECTOR: the
                                  # installed tree's packages matched, printed as JSON
                                  ("query",): _NPM_LS,
                                  ("--version",): (_NONE, _NONE), ("-v",): (_NONE, _NONE)})
# options before the subcommand that only pick which of the project's packages it is
# about (pnpm -r ls, pnpm --filter web why react, npm -w packages/core ls): the query
# is judged without them. (Not -C/--dir/--prefix: another directory, maybe outside.)
_PNPM_SCOPES = ({"-r", "--recursive", "-w", "--workspace-root"}, {"--filter", "-F"})
_NPM_SCOPES = ({"--workspaces", "-ws", "--include-workspace-root"}, {"--workspace", "-w"})
WORKSPACE_SCOPES = frozenset(_PNPM_SCOPES[0] | _PNPM_SCOPES[1] | _NPM_SCOPES[0] | _NPM_SCOPES[1])


def _scoped(check: Validator, scopes: tuple[set[str], set[str]]) -> Validator:
    flags, valued = scopes

    def scoped(args: Sequence[str], unknown: bool) -> bool:
        i = 0
        while i < len(args):
            a = args[i]
            name = a.split("=", 1)[0]
            if a in flags:
                i += 1
            elif name in valued and "=" in a:
                i += 1
            elif a in valued and i + 1 < len(args) and not args[i + 1].startswith("-"):
                i += 2
            else:
                break
        return check(args[i:], unknown)

    return scoped


_PIP_COMMON = {"-v", "--verbose", "-q", "--quiet", "--no-color", "--disable-pip-version-check", "--isolated"}
_pip = _subcommands_with_options({
    ("list",): (frozenset(_PIP_COMMON | {"-l", "--local", "-u", "--user", "-o", "--outdated", "--uptodate", "-e",
                                         "--editable", "--not-required", "--exclude-editable", "--include-editable",
                                         "--pre"}), frozenset({"--format", "--exclude"})),
    ("show",): (frozenset(_PIP_COMMON | {"-f", "--files"}), _NONE),
    ("freeze",): (frozenset(_PIP_COMMON | {"--all", "-l", "--local", "--user", "--exclude-editable"}),
                  frozenset({"--exclude"})),
    ("check",): (frozenset(_PIP_COMMON), _NONE),
    ("--version",): (_NONE, _NONE), ("-V",): (_NONE, _NONE)})
_java_version = _exact(("-version",), ("--version",),
                       # (probe round 47, benign51) the JVM's settings printed with its version
                       *((f"-XshowSettings:{k}", "-version") for k in ("properties", "vm", "locale", "system", "all")))
# (probe round 30) DVC's listings of the workspace against its lock file and the git
# history: what changed, the parameters and metrics files read (params.py is parsed, not
# run), the remotes' names and URLs, the stages of dvc.yaml (their commands are printed,
# not run). Not dvc dag/exp show (a pager the environment names; dag -o writes a file),
# dvc config -l (config.local holds the remotes' keys), status -c/-r or list URL (the
# remote asked), nor any option not listed (--cd elsewhere, -o).
_DVC_COMMON = frozenset({"-q", "--quiet", "-v", "--verbose"})
_DVC_TABLES = frozenset({"--json", "--md", "--csv", "--no-path", "--all", "--all-branches", "-a", "--all-tags", "-T",
                         "--all-commits", "-A", "-R", "--recursive"})
_dvc_forms = _subcommands_with_options({
    ("status",): (_DVC_COMMON | {"--json", "-R", "--recursive", "-d", "--with-deps"}, _NONE),
    ("diff",): (_DVC_COMMON | {"--json", "--md", "--hide-missing"}, frozenset({"--targets"})),
    ("params", "diff"): (_DVC_COMMON | _DVC_TABLES | {"--deps"}, frozenset({"--targets"})),
    ("metrics", "show"): (_DVC_COMMON | _DVC_TABLES, frozenset({"--precision"})),
    ("metrics", "diff"): (_DVC_COMMON | _DVC_TABLES, frozenset({"--targets", "--precision"})),
    ("data", "status"): (_DVC_COMMON | {"--json", "--granular", "--unchanged", "--untracked-files"}, _NONE),
    ("remote", "list"): (_DVC_COMMON | {"--project", "--local", "--global", "--system"}, _NONE),
    ("stage", "list"): (_DVC_COMMON | {"--all", "-R", "--recursive", "--name-only", "--fail"}, _NONE),
    # (probe round 50, benign55) the pipeline's graph and the experiments' table, printed
    # (below: never to the pager, never to a plot file or the browser: --pcp/-o/--open)
    ("dag",): (_DVC_COMMON | {"--dot", "--mermaid", "--md", "--full", "-o", "--outs"}, _NONE),
    ("exp", "show"): (_DVC_COMMON | _DVC_TABLES | {"--no-pager", "--only-changed", "--param-deps", "--sha",
                                                   "--hide-queued", "--hide-failed", "--hide-workspace",
                                                   "--no-fetch"},
                      frozenset({"-n", "--num", "--rev", "--drop", "--keep", "--sort-by", "--sort-order",
                                 "--precision"}))})
# (probe round 50, benign55) nbstripout's checks: --verify (exit status), --dry-run (the
# notebooks it would strip), -t/--textconv (the stripped notebook printed), --status /
# --is-installed (git's filter configuration read); never without one of them (the notebooks
# rewritten), never --install/--uninstall (git's configuration written: a program git runs)
_nbstripout = _subcommands_with_options({
    (): (frozenset({"--verify", "--dry-run", "-t", "--textconv", "--status", "--is-installed", "--keep-count",
                    "--keep-output", "--keep-id", "--drop-empty-cells", "--strip-init-cells"}),
         frozenset({"--extra-keys", "--keep-metadata-keys", "--drop-tagged-cells", "--max-size", "--mode"}))})
_NBSTRIPOUT_CHECKS = frozenset({"--verify", "--dry-run", "-t", "--textconv", "--status", "--is-installed"})


def _nbstripout_checks(args: Sequence[str], unknown: bool) -> bool:
    if not any(a in _NBSTRIPOUT_CHECKS for a in args):
        # (probe round 51, benign56) no notebook named: standard input stripped to standard
        # output (cat nb.ipynb | nbstripout), a filter
        return not unknown and _allowed_operands(args, _NBSTRIPOUT_VALUED, _NBSTRIPOUT_FLAGS) == []
    return _nbstripout(args, unknown)


_NBSTRIPOUT_FLAGS = frozenset({"--keep-count", "--keep-output", "--keep-id", "--drop-empty-cells",
                               "--strip-init-cells"})
_NBSTRIPOUT_VALUED = frozenset({"--extra-keys", "--keep-metadata-keys", "--drop-tagged-cells", "--max-size",
                                "--mode"})


def nbstripout_files(args: Sequence[str]) -> list[str] | None:
    """(probe round 51, benign56) nbstripout [stripping options] NB...: the notebooks it
    rewrites in place (their outputs and metadata stripped), a project write as sed -i's;
    None for a check (read-only above), --install/--uninstall (git's configuration), -f, a
    run-time word, "-" or no notebook (standard input to standard output)."""
    if UNKNOWN_WORD in args:
        return None
    ops = _allowed_operands([a for a in args if a != "--"], _NBSTRIPOUT_VALUED, _NBSTRIPOUT_FLAGS)
    if not ops or any(o == "-" for o in ops) or ("--" in args and any(o.startswith("-") for o in ops)):
        return None
    return ops


# (dvc dag's ASCII graph and exp show's table go to a pager: these print instead)
_DVC_PRINTED = {"dag": frozenset({"--dot", "--mermaid", "--md"}), "exp": frozenset({"--no-pager", "--json", "--csv",
                                                                                    "--md"})}


def _dvc(args: Sequence[str], unknown: bool) -> bool:
    printed = _DVC_PRINTED.get(args[0]) if args else None
    if printed is not None and not any(a in printed for a in args):
        return False
    return _dvc_forms(args, unknown)
# A version query is --version, plus what each tool itself documents: -v is verbose
# mode for python, pytest, mysql (they then run a program, stdin included; gradle
# documents -v as --version; ruby -v alone prints its version and quits, ruby(1): with
# no script and no -e it runs nothing, stdin included; elixir -v is its --version) and
# "version" is a script or a file name for node, python, bun ("bun version" runs
# package.json's script) or a write for npm/yarn (they bump the package's version).
_VERSION_SHELLS = frozenset({"bash", "zsh", "ksh", "fish", "tcsh", "csh"})
# script languages of text tools whose validator reads a program: --version alone prints
# (GNU sed, gawk, mawk; BSD sed and busybox awk refuse the option, and run nothing)
_VERSION_TEXT = frozenset({"sed", "gsed", "awk", "gawk", "mawk", "nawk"})
_VERSION_V = frozenset({"node", "npm", "yarn", "pnpm", "bun", "perl", "php", "gem", "bundle", "tsc", "make", "eslint",
                        "prettier", "npx", "terraform", "tofu", "gcc", "g++", "clang", "clang++", "mvn", "gradle", "ruby",
                        "elixir", "julia"})
_VERSION_UPPER_V = frozenset({"python", "python3", "python3.11", "python3.12", "python3.13", "pip3.12", "pytest",
                              "deno", "mysql", "psql", "ruff", "mypy", "uv", "poetry", "cargo", "rustc", "perl"})
# (not bazel: "bazel version" starts its server with the workspace's .bazelrc startup options)
_VERSION_WORD = frozenset({"terraform", "tofu", "helm", "poetry", "uv", "cargo", "gcloud", "az", "flutter", "dlv"})


@functools.lru_cache(maxsize=None)
def version_query(name: str) -> Validator:
    """The validator of ``name``'s version query (prints and exits, runs nothing)."""
    if name in ("java", "javac"):
        return _java_version
    forms = [("--version",)]
    if name in _VERSION_V:
        forms.append(("-v",))
    if name in _VERSION_UPPER_V:
        forms.append(("-V",))
        if name.startswith("python"):
            forms.append(("-VV",))   # (the build too; CPython prints it before site runs)
    if name in _VERSION_WORD:
        forms.append(("version",))
    if name == "dotnet":
        forms += [("--info",), ("--list-sdks",), ("--list-runtimes",)]
    if name == "mvn":
        forms.append(("-version",))   # (Maven takes it as --version too: ./mvnw -version)
    if name == "kotlin":
        # (probe round 31, benign31b) the Kotlin runner's -version prints and exits (kotlinc
        # -version compiles on, or opens its REPL, in some releases: not here)
        forms = [("-version",)]
    if name in ("ghc", "ghci"):
        # (probe round 51, benign56) GHC's --numeric-version (the number alone) and
        # --info print and exit, as --version does
        forms += [("--numeric-version",), ("--info",)]
    if name in ("ocaml", "ocamlc", "ocamlopt"):
        # (probe round 34, benign37) OCaml's toplevel and compilers print their version
        # (-version, -vnum: the number alone) and exit; no toplevel is started
        forms += [("-version",), ("-vnum",)]
    if name in ("cargo", "rustc"):
        forms += [("-vV",), ("-Vv",), ("--version", "--verbose"), ("-V", "-v")]   # (the build's host, LLVM too)
    if name == "cargo":
        forms.append(("--list",))   # (the subcommands installed; none is run)
    if name == "perl":
        # (probe round 48, benign52) perl -V:NAME prints one configuration value, as
        # perl -V prints them all (a plain name: -V:'.*' is a pattern)
        exact = _exact(*forms)
        return lambda a, u: exact(a, u) or (not u and len(a) == 1 and _PERL_V_NAME.fullmatch(a[0]) is not None)
    return _exact(*forms)


_PERL_V_NAME = re.compile(r"-V:[A-Za-z_]\w{0,63}")
# toolchains whose version query prints and exits (kubectl version asks the cluster). Not
# erl (it has no --version: it starts its shell and runs what stdin holds), kotlinc and
# scala (-version; the kotlin runner's -version is one), composer (its version query
# loads the project's plugins from vendor/: a project query below),
# bazel (often bazelisk: it fetches and runs the bazel that .bazelversion/.bazeliskrc name)
_VERSION_TOOLS = ("pnpm", "bun", "deno", "java", "javac", "ruby", "gem", "bundle", "php",
                  "dotnet", "gcc", "g++", "clang", "clang++", "make", "cmake", "tsc",
                  "perl", "uv", "poetry", "pipx", "nvm", "helm", "lua", "swift", "elixir",
                  "ghc", "zig", "nim", "crystal", "dart", "flutter", "ninja", "meson", "sqlite3",
                  "psql", "mysql", "redis-cli", "aws", "gcloud", "az", "pytest", "ruff", "black", "mypy", "eslint",
                  "prettier", "npx", "pip3.12", "python3.12", "python3.11", "python3.13", "kotlin",
                  # (probe round 34, benign37) more stacks' toolchains: julia --version/-v,
                  # R and Rscript --version, ghci --version (ghc's), iex --version (elixir's),
                  # ocaml -version/-vnum, tig --version, dlv version; each prints and exits
                  # before it reads a script, a profile or standard input
                  "julia", "R", "Rscript", "ghci", "iex", "ocaml", "ocamlc", "ocamlopt", "tig", "dlv",
                  # (probe round 40, benign45) the JDK's shell prints its version and exits
                  # before a session (its startup snippets) begins, as java -version
                  "jshell",
                  # (probe round 44, benign48) the task runners and the benchmark runner print
                  # their version (clap, Go flag) before a justfile or Taskfile is read
                  "just", "task", "hyperfine", "fzf", "delta")


# yarn's queries (yarn is project-configured: project_query; build trust)
_yarn = _subcommands_with_options({("why",): _NPM_LS, ("list",): _NPM_LS, ("info",): _NPM_LS,
                                   ("--version",): (_NONE, _NONE), ("-v",): (_NONE, _NONE),
                                   ("cache", "dir"): (_NONE, _NONE)})
_poetry = _subcommands_with_options({
    ("show",): (frozenset({"--tree", "--latest", "-l", "--outdated", "-o", "--top-level", "-T", "--all", "-a",
                           "--no-dev", "--why", "-q", "--quiet", "--no-ansi", "--ansi"}),
                frozenset({"--only", "--with", "--without"})),
    ("--version",): (_NONE, _NONE),
    # (probe round 33) the project's virtual environment: its path, its Python, the others kept
    ("env", "info"): (frozenset({"-p", "--path", "-e", "--executable"}), _NONE),
    ("env", "list"): (frozenset({"--full-path"}), _NONE)})


def _gofmt(args: Sequence[str], unknown: bool) -> bool:
    """gofmt -l / -d prints; -w writes, -cpuprofile writes a file."""
    return not unknown and all(a in ("-l", "-d", "-s", "-e") or not a.startswith("-") for a in args)


def _terraform(args: Sequence[str], unknown: bool) -> bool:
    """terraform fmt -check (no write), terraform -version: print only (plan/validate
    load the providers: programs)."""
    if unknown or not args:
        return False
    if tuple(args) in (("-version",), ("-v",), ("--version",), ("version",), ("version", "-json")):
        return True
    if tuple(args) == ("workspace", "show"):
        return True
    return args[0] == "fmt" and "-check" in args and all(
        a in ("-check", "-diff", "-recursive", "-no-color", "-list=true") or not a.startswith("-") for a in args[1:])


def terraform_listing(args: Sequence[str]) -> bool:
    """(probe round 44, benign48) terraform's names-only listings: the workspaces, the
    resources' addresses in the state, the providers the configuration and state require.
    They print no value (not output/show/state show/pull: secrets, rounds 29 and 36), load no
    provider plugin, but reach the backend the project configures (a remote one with the
    developer's credentials, to an endpoint the configuration names): the build's trust, as
    validate. Not lock/mirror/schema (downloads, files written, plugins run), nor -chdir or
    -state=FILE (elsewhere)."""
    plain = [a for a in args if a != "-no-color"]
    if plain in (["workspace", "list"], ["providers"], ["state", "list"]):
        return True
    return plain[:2] == ["state", "list"] and all(
        re.fullmatch(r"-id=[\w.:/-]{1,200}|[A-Za-z_][\w.\[\]\"-]{0,200}", a) is not None for a in plain[2:])


# (probe round 50, benign55) doxygen's own files: -g [F] a configuration template (Doxyfile),
# -u [F] it upgraded in place, -l [F] the layout file (DoxygenLayout.xml), -w html|latex|rtf
# F... the header, footer and style sheets; nothing of the project runs (-s: without
# comments). Each file is a write, a project write as tee F is (shell's is_file,
# fx_doxygen); the documentation built is safe_build's
DOXYGEN_FILE_OPTS = {"-g": "Doxyfile", "-u": "Doxyfile", "-l": "DoxygenLayout.xml", "-w": ""}


def doxygen_file_args(args: Sequence[str]) -> list[str] | None:
    """The files ``doxygen -g/-u/-l/-w`` writes (their default names filled in), or None when
    ``args`` is not that form."""
    rest = list(args[1:] if args[:1] == ["-s"] else args)
    if not rest or rest[0] not in DOXYGEN_FILE_OPTS or any(a.startswith("-") for a in rest[1:]):
        return None
    if rest[0] == "-w":
        if len(rest) < 3 or rest[1] not in ("html", "latex", "rtf"):
            return None
        return rest[2:]
    if len(rest) > 2:
        return None
    return rest[1:] or [DOXYGEN_FILE_OPTS[rest[0]]]


# (probe round 51, benign56) doxygen [-s] -g - and -l -: the configuration template or the
# layout file printed (doxygen's usage: "If - is used for configName doxygen will write to
# standard output"); nothing read, nothing of the project run
_DOXYGEN_PRINTS = (["-g", "-"], ["-s", "-g", "-"], ["-l", "-"])


def _doxygen_printed(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and list(args) in _DOXYGEN_PRINTS


def _tar_list(args: Sequence[str], unknown: bool) -> bool:
    """tar t (list an archive's names): letters and options that only list and decompress."""
    if unknown or not args:
        return False
    first = args[0].lstrip("-")
    if args[0] == "--list":
        first = "t"   # (probe round 38, benign43) tar --list -f A: the long spelling of t
    if not first or not set(first) <= set("tzjJvfa") or "t" not in first:
        return False
    # an archive named HOST:PATH is read through rsh/ssh on that host (tar tf evil:/x)
    if any(":" in a.split("/", 1)[0] for a in args[1:] if not a.startswith("-")):
        return False
    # (-f after --list names the archive: tar --list -f A is tar -tf A)
    return all(a in ("-v", "--verbose", "--list", "-z", "-j", "-J", "--gzip", "--bzip2", "--xz")
               or (a == "-f" and args[0] == "--list") or not a.startswith("-") for a in args[1:])


def _zip_show(args: Sequence[str], unknown: bool) -> bool:
    """(probe round 38, benign43) zip -sf ARCHIVE: the names in an archive listed, nothing
    written. One archive and -q only (files named after it are added by every other
    form; -T/-TT and --unzip-command run a program: GTFOBins' zip)."""
    if unknown:
        return False
    ops = _allowed_operands(args, _NONE, frozenset({"-sf", "--show-files", "-q", "--quiet"}))
    return ops is not None and len(ops) == 1 and ops[0] != "-" and any(a in ("-sf", "--show-files") for a in args)


def _ar_list(args: Sequence[str], unknown: bool) -> bool:
    """(probe round 38, benign43) ar t[vO] ARCHIVE [MEMBER...]: a static library's member
    names listed (p, the members printed, is a reader too; not --plugin, which loads a
    shared object, nor @FILE, a response file; every other key writes or extracts)."""
    if unknown or not args:
        return False
    key = args[0].removeprefix("-")
    return bool(key) and "t" in key and set(key) <= set("tvO") and len(args) >= 2 and \
        all(not a.startswith(("-", "@")) for a in args[1:])


def _sevenzip_list(args: Sequence[str], unknown: bool) -> bool:
    """(probe round 38, benign43) 7z l|t ARCHIVE: the archive's names listed or tested,
    with -slt/-ba/-bd only (no -o, -si/-so, -i@/-x@ list files, -sdel, -p)."""
    if unknown or len(args) < 2 or args[0] not in ("l", "t"):
        return False
    ops = _allowed_operands(args[1:], _NONE, frozenset({"-slt", "-ba", "-bd"}))
    return ops is not None and len(ops) == 1 and not ops[0].startswith("@")


_SEVENZIP_X_FLAGS = frozenset({"-y", "-bd", "-aoa", "-aos", "-aou", "-aot", "-bb0", "-bb1", "-bso0", "-bsp0"})


def sevenzip_extract_dir(args: Sequence[str]) -> str | None:
    """(probe round 42, benign47) The DIR of 7z x|e ARCHIVE -oDIR (7-Zip's switch glued to
    its value): the archive's members land in DIR (7-Zip drops a leading / and ../ from
    their names), as unzip -d DIR's; only the switches above (no -i/-x member lists, no
    @listfile, -si/-so, -sdel, -snl/-snld links, -p); None otherwise."""
    if len(args) < 3 or args[0] not in ("x", "e"):
        return None
    dirs = [a[2:] for a in args[1:] if a[:2] in ("-o", "-O")]
    ops = [a for a in args[1:] if not a.startswith("-")]
    if len(dirs) != 1 or not dirs[0] or dirs[0].startswith("~") or len(ops) != 1 or ops[0].startswith("@") \
            or "*" in dirs[0] \
            or any(a.startswith("-") and a[:2] not in ("-o", "-O") and a.lower() not in _SEVENZIP_X_FLAGS
                   for a in args[1:]):
        return None
    return dirs[0]


def _unrar_list(args: Sequence[str], unknown: bool) -> bool:
    """(probe round 38, benign43) unrar l|lt|lb|v|t ARCHIVE: listed or tested, no option."""
    return not unknown and len(args) == 2 and args[0] in ("l", "lt", "lb", "v", "vt", "t") and \
        not args[1].startswith(("-", "@"))


def _luac_parse(args: Sequence[str], unknown: bool) -> bool:
    """(probe round 38, benign43) luac -p [-l] FILE...: parsed only (no luac.out written;
    -o names the output, - reads standard input), luac -v the version."""
    if unknown:
        return False
    if tuple(args) == ("-v",):
        return True
    ops = _allowed_operands(args, _NONE, frozenset({"-p", "-l"}))
    return ops is not None and "-p" in args and bool(ops) and "-" not in ops


def _unzip_list(args: Sequence[str], unknown: bool) -> bool:
    """unzip -l / -v / -t / -Z (list, test) and -p / -c (to standard output): nothing
    extracted to disk. Every option letter on that list, no -d (a directory to extract to)."""
    if unknown or not args:
        return False
    opts = [a for a in args if a.startswith("-")]
    if not opts or not opts[0].lstrip("-") or not set(opts[0].lstrip("-")) & set("lvtZpc"):
        return False
    return all(a != "-" and set(a[1:]) <= set("lvtZpcqz") for a in opts)


# gzip, bzip2, xz, zstd: without -c/-l/-t they (de)compress in place, writing a file and
# removing the one they read; with one of them they only write to standard output, list or
# test. Every option on the list (no -S suffix, -o output file, --files/--filelist names).
_PACK_LETTERS = frozenset("cdlktqvfnN123456789")
_PACK_LONG = frozenset({"--stdout", "--to-stdout", "--decompress", "--uncompress", "--list", "--test", "--keep",
                        "--quiet", "--verbose", "--force", "--no-name", "--name"})


def _packer(*, to_stdout: bool = False) -> Validator:
    def check(args: Sequence[str], unknown: bool) -> bool:
        if unknown:
            return False
        # -c sends any output to standard output; otherwise the last of -d/-t/-l is the
        # mode (xz -td decompresses in place, writing the file and removing the archive)
        stdout = to_stdout
        mode = ""
        for a in args:
            if a == "--":
                break
            if a.startswith("--"):
                if a not in _PACK_LONG:
                    return False
                if a in ("--stdout", "--to-stdout"):
                    stdout = True
                elif a in ("--decompress", "--uncompress"):
                    mode = "d"
                elif a in ("--list", "--test"):
                    mode = "t"
            elif a.startswith("-") and a != "-":
                if not set(a[1:]) <= _PACK_LETTERS:
                    return False
                for ch in a[1:]:
                    if ch == "c":
                        stdout = True
                    elif ch == "d":
                        mode = "d"
                    elif ch in "lt":
                        mode = "t"
        return stdout or mode == "t"

    return check


def _binutils(args: Sequence[str], unknown: bool) -> bool:
    """nm, objdump, readelf, strings: not with @FILE (a response file: its words become
    options and operands where no check reads them) nor --plugin (nm loads a shared
    library: its code runs), any abbreviation included."""
    if unknown:
        return False
    for a in args:
        if a.startswith("@"):
            return False
        if a.startswith("--") and long_hits(a[2:], ("plugin",)):
            return False
    return True


def _base64(args: Sequence[str], unknown: bool) -> bool:
    """base64 [-d] [-i] [-w COLS] [FILE]: to standard output (macOS' -o FILE writes)."""
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-w", "-b", "--wrap"):
            i += 2
            continue
        if a == "--" or not a.startswith("-") or a == "-":
            i += 1
            continue
        if not (a in ("-d", "-D", "--decode", "-i", "--ignore-garbage", "-di", "-id")
                or a.startswith(("--wrap=", "-w", "-b")) and a[2:].lstrip("=").isdigit()):
            return False
        i += 1
    return True


def _xxd(args: Sequence[str], unknown: bool) -> bool:
    """xxd [options] [infile]: a second operand is a file it writes (GTFOBins: file write)."""
    if unknown:
        return False
    operands = 0
    i = 0
    while i < len(args):
        a = args[i]
        if operands:
            operands += 1   # options end at the first operand: xxd -r dump -out writes "-out"
        elif a in ("-c", "-cols", "-g", "-groupsize", "-l", "-len", "-s", "-seek", "-o", "-n", "-name",
                   "-offset", "-C"):
            i += 2 if a != "-C" else 1
            continue
        elif a == "--":
            operands = len(args) - i - 1
            break
        elif a.startswith("-") and a != "-":
            i += 1
            continue
        else:
            operands += 1
        i += 1
    return operands <= 1


_KUBECTL_READ = frozenset({"get", "describe", "logs", "top", "explain", "api-resources", "api-versions", "version",
                           "cluster-info", "events"})   # (events: probe round 47, benign51, as get events)
# kubectl's options read as an allowlist (its global flags write files: --profile-output,
# --cache-dir, --log-file; reach other servers or users: --server, --as-group; read
# templates from files: -o go-template-file=): these, with a value, and no other
_KUBECTL_VALUE_OPTS = frozenset({"-n", "--namespace", "-o", "--output", "-l", "--selector", "--field-selector",
                                 "--sort-by", "-L", "--label-columns", "--context", "--tail", "-c", "--container",
                                 "--since", "--since-time", "--limit-bytes", "--max-log-requests", "--request-timeout",
                                 "-v", "--v", "--chunk-size", "--api-group", "--verbs", "--api-version",
                                 "--pod-running-timeout",
                                 # (probe round 33) how long rollout status waits, which revision
                                 # rollout history prints
                                 "--timeout", "--revision"})
_KUBECTL_FLAGS = frozenset({"-A", "--all-namespaces", "--show-labels", "--no-headers", "-w", "--watch", "--watch-only",
                            "--all-containers", "--previous", "-p", "--timestamps", "--prefix", "--client", "--short",
                            "--containers", "--ignore-not-found", "--show-kind", "--namespaced", "--recursive",
                            "--show-managed-fields", "--output-watch-events", "--ignore-errors", "--use-protocol-buffers",
                            "--sum", "--no-headers=true", "--all-namespaces=true", "--client=true",
                            # (probe round 48, benign52: kubectl api-resources --namespaced=true)
                            "--namespaced=true", "--namespaced=false", "--cached", "--cached=true"})
# (probe round 33, redteam33b: custom-columns-file=F reads F, its first line printed as the
# headers: -o custom-columns-file=~/.aws/credentials)
_KUBECTL_FILE_FORMATS = ("go-template-file", "jsonpath-file", "template-file", "templatefile", "custom-columns-file")
# (probe round 36, loosen36) kubectl's log verbosity: from 8 on, client-go logs each response
# body (kubectl describe secret db --v=9 printed the Secret's data describe leaves out, diff
# --v=9 the live Secrets diff masks); up to 7, URLs and headers with the token masked
_KUBECTL_QUIET_V = re.compile(r"[0-7]")


# (probe round 35, benign40) kubectl's renders and comparisons of manifests: kustomize DIR
# (printed; not --enable-helm, --enable-alpha-plugins, --enable-exec, --helm-command: the
# programs it would run; not -o, a file written), diff -f/-k (the live objects compared
# with the files, through a server-side dry run: Secrets' data masked), apply/create with
# --dry-run=client or =server (nothing persisted). Manifests by URL are fetched: refused
_KUBECTL_RENDER_VALUED = frozenset({"-f", "--filename", "-k", "--kustomize", "-n", "--namespace", "--context", "-l",
                                    "--selector", "--field-manager", "--request-timeout", "-v", "--v"})
_KUBECTL_RENDER_FLAGS = frozenset({"-R", "--recursive", "--server-side", "--force-conflicts", "--load-restrictor",
                                   "--validate=false", "--validate=strict", "--validate=true", "--validate"})


# (probe round 35, benign40) kubectl create KIND NAME ... --dry-run=client -o yaml: an
# object's manifest generated on the client and printed. Kinds whose options read no file
# (not secret, configmap: --from-file/--from-env-file print the file; not token), and these
# options only (not --edit, an editor; --save-config; --template, a template file); words
# after -- are the pod's command, data
_KUBECTL_GENERATED = frozenset({"deployment", "deploy", "job", "cronjob", "cj", "service", "svc", "namespace", "ns",
                                "serviceaccount", "sa", "role", "clusterrole", "rolebinding", "clusterrolebinding",
                                "ingress", "ing", "priorityclass", "pc", "quota", "resourcequota",
                                "poddisruptionbudget", "pdb"})
_KUBECTL_GENERATOR_VALUED = frozenset({"--image", "--port", "--replicas", "--schedule", "--tcp", "--restart", "-n",
                                       "--namespace", "-o", "--output", "--verb", "--resource", "--resource-name",
                                       "--role", "--clusterrole", "--serviceaccount", "--user", "--group", "--rule",
                                       "--class", "--from", "--hard", "--min-available", "--max-unavailable",
                                       "--selector", "--value", "--description", "--node-port", "--external-name",
                                       "--default-backend", "--annotation", "--scopes", "--aggregation-rule",
                                       "--non-resource-url", "--preemption-policy", "--global-default"})


# (probe round 37, benign42) a ConfigMap's or generic Secret's manifest generated from
# literals and from files of the project (--from-file=[KEY=]FILE, --from-env-file=FILE):
# the files printed, as cat prints them (the path checks see each). A file only, by a
# name ending in a configuration or text extension: a directory given there is read whole,
# its hidden files too (as grep -r '' DIR), and the engine cannot tell one from a file
_KUBECTL_DATA_KINDS = frozenset({"configmap", "cm", "secret"})
_KUBECTL_DATA_VALUED = frozenset({"--from-file", "--from-env-file", "--from-literal", "--type"})
_KUBECTL_DATA_FILE = re.compile(r"[\w.-]{1,100}(?:/[\w.-]{1,100}){0,20}\.(?:ya?ml|json|toml|ini|conf|cfg|properties"
                                r"|txt|xml|sh|py|js|lua|sql|html|css|md|tpl|j2|tmpl|config|csv)", re.I)


def _kubectl_data_file(value: str) -> bool:
    key, eq, path = value.partition("=")
    if not eq:
        path = value
    elif not re.fullmatch(r"[\w.-]{1,253}", key):
        return False
    return _project_relative(path) and _KUBECTL_DATA_FILE.fullmatch(path) is not None \
        and not any(part.startswith(".") and part not in (".",) for part in path.split("/")[:-1])


def kubectl_data_files(args: Sequence[str]) -> list[str]:
    """The files kubectl create configmap/secret reads (--from-file=[KEY=]FILE,
    --from-env-file FILE), each without its key: what the path checks see."""
    out: list[str] = []
    for i, a in enumerate(args):
        name, eq, value = a.partition("=")
        if name not in ("--from-file", "--from-env-file"):
            continue
        if not eq:
            value = args[i + 1] if i + 1 < len(args) else ""
        key, eq2, path = value.partition("=")
        out.extend(p for p in ((path if eq2 else value), value) if p)
    return out


def _kubectl_generated(rest: Sequence[str]) -> bool:
    words = list(rest)
    if "--" in words:
        words = words[:words.index("--")]
    ops: list[str] = []
    kinds = [w for w in words if not w.startswith("-")][:1]
    data = kinds in (["configmap"], ["cm"], ["secret"])
    i = 0
    while i < len(words):
        name, eq, value = words[i].partition("=")
        if not words[i].startswith("-"):
            ops.append(words[i])
        elif data and name in _KUBECTL_DATA_VALUED:
            if not eq:
                i += 1
                value = words[i] if i < len(words) else ""
            if name in ("--from-file", "--from-env-file") and not _kubectl_data_file(value):
                return False
            if name == "--type" and not re.fullmatch(r"[\w./-]{1,100}", value):
                return False
        elif name in _KUBECTL_GENERATOR_VALUED:
            if not eq:
                i += 1
                value = words[i] if i < len(words) else ""
            if name in ("-o", "--output") and value not in ("yaml", "json", "name"):
                return False
        elif words[i] != "--dry-run=client":
            return False
        i += 1
    if data:
        # configmap NAME; secret generic NAME (not tls: a key file; not docker-registry)
        return ops[:1] in (["configmap"], ["cm"]) and len(ops) == 2 \
            or ops[:2] == ["secret", "generic"] and len(ops) == 3
    return bool(ops) and ops[0] in _KUBECTL_GENERATED and len(ops) <= 3


def _project_relative(path: str) -> bool:
    """A relative path that stays where it starts (no .., no ~ or /, no variable): the
    project's own directory of manifests, kustomization or chart. A kustomization's
    secretGenerator and a chart's .Files read files the command does not name: only a
    tree of the project is rendered read-only (kubectl kustomize ~/infra/prod is asked)."""
    return bool(path) and not path.startswith(("/", "~", "$", "-")) and ".." not in path.split("/")


def _kustomize_local(path: str) -> bool:
    """(probe round 36, loosen36) a kustomization directory of the project, not a remote
    one: kustomize takes a path that is no local directory for a repository to clone
    (github.com/x/y, git@host:x/y, gh:x/y, a ?ref= query), so kubectl kustomize
    github.com/evil/repo and apply -k of it rendered a stranger's repository with the
    build's trust, where kustomize build of it is asked (_KUSTOMIZE_REMOTE)"""
    return _project_relative(path) and _KUSTOMIZE_REMOTE.match(path) is None \
        and not any(c in path for c in ":?@,")


def _kubectl_render(args: Sequence[str], build: bool = False) -> bool:
    """``build``: kustomize and -k/--kustomize render the project's kustomization (its remote
    resources fetched, its generators run): the build's trust, as kustomize build has."""
    verb, rest = args[0], list(args[1:])
    if not build and (verb == "kustomize" or any(a.partition("=")[0] in ("-k", "--kustomize") for a in rest)):
        return False
    if verb == "create" and "--dry-run=client" in rest and not any(
            a.partition("=")[0] in ("-f", "--filename", "-k", "--kustomize") for a in rest):
        return [a for a in rest if a.startswith("--dry-run")] == ["--dry-run=client"] and _kubectl_generated(rest)
    if verb == "kustomize":
        return all(not a.startswith("-") for a in rest) and len(rest) <= 1 and not any("://" in a for a in rest) \
            and all(_kustomize_local(a) for a in rest)
    dry = [a for a in rest if a.startswith("--dry-run")]
    if verb in ("apply", "create"):
        if dry not in (["--dry-run=client"], ["--dry-run=server"]):
            return False
        rest = [a for a in rest if a not in dry]
    elif verb != "diff" or dry:
        return False
    valued, i, given = _KUBECTL_RENDER_VALUED | ({"-o", "--output"} if verb != "diff" else set()), 0, False
    roots: list[str] = []
    while i < len(rest):
        name, eq, value = rest[i].partition("=")
        if name in valued:
            if not eq:
                i += 1
                value = rest[i] if i < len(rest) else ""
            if name in ("-f", "--filename") and value == "-":
                # (probe round 41, benign46) the manifests read from standard input (helm
                # template | kubectl apply --dry-run=client -f -, a here-document): what the
                # pipe's first command printed, judged there. A client dry run only (kubectl
                # asks the cluster for the objects the manifests name, and sends no manifest):
                # a server dry run or diff sends the text to the cluster (env | kubectl diff -f -)
                if dry != ["--dry-run=client"]:
                    return False
                given = True
            elif name in ("-f", "--filename", "-k", "--kustomize"):
                if "://" in value or not _project_relative(value) \
                        or (name in ("-k", "--kustomize") and not _kustomize_local(value)) \
                        or (name in ("-f", "--filename") and not all(_kubectl_file_ok(f) for f in value.split(","))):
                    return False
                given = True
                roots.append(value)
            if name in ("-o", "--output") and value not in (("name",) if verb == "apply" else ("yaml", "json", "name", "wide")):
                # (probe round 36, loosen36) apply's dry run prints the object it would leave:
                # the live one with the file's fields merged in (a Secret's other keys too, as
                # kubectl get secret -o yaml prints them); its name only. create's is the file's
                return False
            if name in ("-v", "--v") and not _KUBECTL_QUIET_V.fullmatch(value):
                return False
        elif rest[i] not in _KUBECTL_RENDER_FLAGS or rest[i] == "--load-restrictor":
            return False
        i += 1
    if any(a in ("-R", "--recursive") for a in rest) and any(r.rstrip("/") in (".", "") for r in roots):
        # (probe round 36, loosen36) -R over the project's root visits every hidden directory
        # (.docker/config.json, .vscode): a file of them that is no manifest is printed whole
        # in the error (Object 'Kind' is missing in '{...}'), as grep -r '' . prints it
        return False
    return given


def _kubectl_file_ok(path: str) -> bool:
    """(probe round 36, loosen36) one file of -f's list (kubectl splits the value at commas:
    -f k8s/a.yaml,../x.yaml named a file outside unseen), of the project, and a pattern only
    as kubectl's own directory walk reads: wildcards in the last part, which ends .yaml, .yml
    or .json (kubectl globs with Go, whose * matches a leading dot: -f '*' read .env and printed
    it in the error about its missing Kind)."""
    if not path or "://" in path or not _project_relative(path):
        return False
    *dirs, last = path.split("/")
    if any(c in "".join(dirs) for c in "*?[\\"):
        # (probe round 36, benignnear36) a wildcard in a directory below a named one
        # (-f 'k8s/**/*.yaml': Go's ** is one level's *) reads the manifests -R -f k8s/
        # reads, no more: the first directory literal and no hidden one, the last part a
        # manifest's name (*/x.yaml, .*/x.json and a glob of the root's stay asked)
        first = dirs[1] if dirs[0] == "." and len(dirs) > 1 else dirs[0]
        if not first or first.startswith(".") or any(c in first for c in "*?[\\") or "\\" in path:
            return False
        return last.endswith((".yaml", ".yml", ".json"))
    return not any(c in last for c in "*?[\\") or last.endswith((".yaml", ".yml", ".json"))


def _kubectl(args: Sequence[str], unknown: bool) -> bool:
    """kubectl reads of the current cluster: get/describe/logs/top..., config
    current-context/get-contexts; never a Secret's data (get secret prints it), never
    --raw, another kubeconfig, server or credentials, never an option that writes a file."""
    if unknown or not args:
        return False
    if args[0] in ("kustomize", "diff", "apply", "create"):
        return _kubectl_render(args)
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            return False
        if not a.startswith("-") or a == "-":
            ops.append(a)
            i += 1
            continue
        name, eq, value = a.partition("=")
        if not eq and len(a) > 2 and not a.startswith("--") and a[:2] in ("-n", "-o", "-l", "-c", "-v", "-L"):
            name, value, eq = a[:2], a[2:], "="   # -oyaml, -nkube-system
        if name in _KUBECTL_VALUE_OPTS:
            if not eq:
                i += 1
                value = args[i] if i < len(args) else ""
            if name in ("-v", "--v") and not _KUBECTL_QUIET_V.fullmatch(value):
                return False
            if name in ("-o", "--output") and (value.split("=", 1)[0] in _KUBECTL_FILE_FORMATS
                                               or projects_secret(value.partition("=")[2])):
                return False   # (-o jsonpath='{..env[?(@.name=="DB_PASSWORD")].value}': a secret field)
            i += 1
            continue
        if a in _KUBECTL_FLAGS or (a in ("-f", "--follow") and ops[:1] == ["logs"]):
            i += 1
            continue
        return False
    if not ops:
        return False
    if ops[0] == "config":
        return ops[1:] in (["current-context"], ["get-contexts"], ["get-clusters"])
    if ops[:2] in (["rollout", "status"], ["rollout", "history"], ["auth", "can-i"], ["auth", "whoami"]):
        return True
    if ops[0] not in _KUBECTL_READ or ops[:2] == ["cluster-info", "dump"]:
        return False
    if ops[0] == "get" and any(re.search(r"(?i)secret", o) for o in ops[1:]):
        return False
    return True


# helm's read options: these, with a value, and no other (--kube-apiserver sends the
# kubeconfig's credentials anywhere; --repo, --endpoint fetch from anywhere; --*-config
# and --*-cache read or write files)
_HELM_VALUE_OPTS = frozenset({"-n", "--namespace", "-o", "--output", "--kube-context", "--max", "--offset", "-l",
                              "--selector", "--filter", "-f", "--revision", "--version", "--sort-by"})
_HELM_FLAGS = frozenset({"-A", "--all-namespaces", "-a", "--all", "--deployed", "--failed", "--pending",
                         "--superseded", "--uninstalled", "--uninstalling", "-d", "--date", "-r", "--reverse", "-m",
                         "--short", "-q", "--no-headers", "--time-format", "--show-desc", "--show-resources",
                         "--devel", "--regexp", "--versions", "--debug"})


# (probe round 35, benign40) helm template: a chart rendered locally and printed. Its
# value options only (never --post-renderer, a program run over the output; --output-dir,
# files written; --set-file, a file read into values; --kubeconfig, --repo, --validate;
# a values file by URL); a chart by URL is fetched (as show's)
_HELM_TEMPLATE_VALUED = frozenset({"-f", "--values", "--set", "--set-string", "--set-json", "-n", "--namespace",
                                   "-s", "--show-only", "-a", "--api-versions", "--kube-version", "--version",
                                   "--name-template", "--description", "--timeout"})
_HELM_TEMPLATE_FLAGS = frozenset({"--include-crds", "--skip-crds", "--skip-tests", "--no-hooks", "--devel", "--debug",
                                  "--is-upgrade", "--release-name", "--generate-name", "-g", "--disable-openapi-validation"})


# (probe round 36, loosen36) --name-template is a Go template run with all of sprig's
# functions (helm's TemplateName: env, expandenv, getHostByName, a DNS query that carries
# what it is given out): a name template of these functions only, on no variable
_HELM_NAME_TEMPLATE_FUNCS = frozenset({"randAlpha", "randAlphaNum", "randNumeric", "lower", "upper", "trunc",
                                       "now", "date", "printf", "replace", "trimSuffix", "trimPrefix", "quote",
                                       "substr", "nospace", "shuffle"})
_GO_TEMPLATE_WORD = re.compile(r"[A-Za-z_$.][\w.$]*")
_GO_TEMPLATE_QUOTES = {'"': '"', "`": "`", "'": "'"}


def _go_template_code(value: str) -> str | None:
    """(probe round 36, loosen37) the text of a Go template's actions with their string,
    raw string and character constants blanked, read as Go's lexer reads them: a "}}"
    inside a string does not end the action ({{ trimPrefix "}}" (env "K" | getHostByName) }}
    hid the rest of its action from a search for the first "}}"). None where the lexer's
    reading is not sure (an unclosed action or string, a comment)."""
    out: list[str] = []
    i, n = 0, len(value)
    while True:
        j = value.find("{{", i)
        if j < 0:
            return "".join(out)
        k = j + 2
        while True:
            if k >= n or value.startswith("/*", k):
                return None
            c = value[k]
            if c in _GO_TEMPLATE_QUOTES:
                end = k + 1
                while end < n and value[end] != c:
                    end += 2 if c != "`" and value[end] == "\\" else 1
                if end >= n:
                    return None
                out.append(" ")
                k = end + 1
            elif value.startswith("}}", k):
                out.append(" ")
                i = k + 2
                break
            else:
                out.append(c)
                k += 1


def _helm_name_template_ok(value: str) -> bool:
    if "{{" not in value:
        return True
    code = _go_template_code(value)
    return code is not None and all(w in _HELM_NAME_TEMPLATE_FUNCS for w in _GO_TEMPLATE_WORD.findall(code))


def _helm_template(args: Sequence[str]) -> bool:
    for i, a in enumerate(args):
        name, eq, value = a.partition("=")
        if name in ("-f", "--values", "--name-template"):
            value = value if eq else (args[i + 1] if i + 1 < len(args) else "")
            if name == "--name-template":
                if not _helm_name_template_ok(value):
                    return False
                continue
            if "://" in value or not _project_relative(value):
                return False
    ops = _allowed_operands(args, _HELM_TEMPLATE_VALUED, _HELM_TEMPLATE_FLAGS)
    return ops is not None and 1 <= len(ops) <= 2 and not any("://" in o for o in ops) \
        and _project_relative(ops[-1])


def _helm(args: Sequence[str], unknown: bool) -> bool:
    """helm list/status/history/version/search repo/show of a local or added chart: what
    is installed and what a chart is, with read options only."""
    if unknown or not args:
        return False
    if args[0] == "template":
        return False   # (the build's trust, as helm lint has: safe_build)
    ops = _allowed_operands(args, _HELM_VALUE_OPTS, _HELM_FLAGS)
    if ops is None:
        return False
    if ops[:2] in (["repo", "list"], ["repo", "ls"]) and len(ops) == 2:
        return True   # (the repositories' names and URLs: repositories.yaml's passwords are not printed)
    if ops[:1] in (["dependency"], ["dep"], ["dependencies"]) and ops[1:2] in (["list"], ["ls"]) and len(ops) <= 3:
        # (probe round 32) a local chart's dependencies, from its Chart.yaml and charts/
        return not any("://" in o for o in ops[2:])
    if ops[:1] == ["get"]:
        # (probe round 35, benign40) a release's notes and metadata; not values, manifest,
        # hooks or all, which print the values and rendered Secrets (passwords among them)
        return ops[1:2] in (["notes"], ["metadata"]) and len(ops) == 3
    if not ops or ops[0] not in ("list", "ls", "status", "history", "version", "search", "show"):
        return False
    if ops[0] == "search" and ops[1:2] != ["repo"]:
        return False   # search hub asks Artifact Hub (the network, an endpoint of any choice)
    # a chart named by URL (oci://, https://) is fetched from there
    return not any("://" in o for o in ops[1:])



# --- the machine's own state: sockets, interfaces, disks, load (probe round 19) -----------
# Each prints what the kernel reports; the options that change something are left out:
# ss -K closes sockets, -D dumps them to a file, -F reads a filter file, -N enters another
# network namespace; ip's batch mode (-b/-batch) and "ip netns exec" run commands, and
# every verb but show/list changes the machine; ifconfig with a setting changes the
# interface; mount with operands mounts; top reads commands from its terminal unless in
# batch mode; ulimit with a value sets a limit; hash -p names where a program is found.
_SS_SHORT = re.compile(r"-[hVHnrapleiosmtuwxSd046OEMb]+")
_SS_LONG = frozenset({"--numeric", "--resolve", "--all", "--listening", "--options", "--extended", "--memory",
                      "--info", "--processes", "--threads", "--summary", "--tcp", "--udp", "--raw", "--unix",
                      "--sctp", "--dccp", "--packet", "--ipv4", "--ipv6", "--no-header", "--oneline", "--events",
                      "--tos", "--cgroup", "--inet-sockopt", "--bpf-maps", "--help", "--version"})


def _ss(args: Sequence[str], unknown: bool) -> bool:
    """ss prints sockets; its filter expression (state established, sport = :80) is data."""
    return not unknown and all(_SS_SHORT.fullmatch(a) or a in _SS_LONG or not a.startswith("-") for a in args)


_IP_GLOBAL = frozenset({"-4", "-6", "-0", "-br", "-brief", "--brief", "-c", "-color", "--color", "-s", "-stats",
                        "-statistics", "-d", "-details", "-j", "-json", "--json", "-p", "-pretty", "--pretty",
                        "-o", "-oneline", "-h", "-human", "-human-readable", "-r", "-resolve", "-a", "-all", "-V",
                        "-Version"})
# iproute2 takes any prefix of an object's name (ip a, ip ro, ip neigh)
_IP_OBJECTS = ("address", "link", "route", "neighbour", "neighbor", "rule", "maddress", "addrlabel", "ntable",
               "tunnel", "mroute", "netconf")


def _ip(args: Sequence[str], unknown: bool) -> bool:
    """ip OBJECT [show|list] ...: what the kernel holds, never another verb (add, del,
    set, flush, exec, monitor writes nothing but never ends: also left out)."""
    if unknown:
        return False
    rest = list(args)
    while rest and rest[0].startswith("-"):
        if rest[0].split("=", 1)[0] not in _IP_GLOBAL:
            return False
        rest.pop(0)
    if not rest:
        return tuple(args) in (("-V",), ("-Version",))
    obj = rest[0]
    if not obj or not any(o.startswith(obj) for o in _IP_OBJECTS):
        return False
    if len(rest) == 1:
        return True
    if rest[1] not in ("show", "list", "lst"):
        return False
    return all(not a.startswith("-") for a in rest[2:])


# ip's global options that take a value (ip -n NS, -b FILE, -rc SIZE, -l N, -f FAMILY)
_IP_VALUED = frozenset({"-n", "-netns", "-b", "-batch", "-rc", "-rcvbuf", "-l", "-loops", "-f", "-family"})


def ip_exec_starts(args: Sequence[str]) -> list[int]:
    """(probe round 33, published7; GTFOBins ip) where the command ``ip netns exec NAME
    CMD...``, ``ip -all netns exec CMD...`` or ``ip vrf exec NAME CMD...`` runs starts
    among ip's arguments, objects and verbs by any prefix ip takes (ip net e NS CMD):
    both places when -all may be given, none when ip runs nothing."""
    i, every = 0, False
    while i < len(args) and args[i].startswith("-"):
        opt = args[i].split("=", 1)[0]
        if len(opt) > 1 and "-all".startswith(opt) and opt != "-":
            every = True
        i += 2 if opt in _IP_VALUED and "=" not in args[i] else 1
    if i + 1 >= len(args):
        return []
    obj, verb = args[i], args[i + 1]
    if not (len(obj) >= 3 and "netns".startswith(obj) or obj and "vrf".startswith(obj)) \
            or not verb or not "exec".startswith(verb):
        return []
    starts = [i + 3] + ([i + 2] if every and obj != "vrf"[:len(obj)] else [])
    return [k for k in starts if k < len(args)]


def _ifconfig(args: Sequence[str], unknown: bool) -> bool:
    """ifconfig, ifconfig -a, ifconfig eth0: a listing (ifconfig eth0 up/mtu/addr sets)."""
    if unknown:
        return False
    ops = [a for a in args if not a.startswith("-")]
    return all(a in ("-a", "-s", "-v") for a in args if a.startswith("-")) and len(ops) <= 1


# (probe round 34, residuals35) the security controls' state, queried only: ufw status,
# iptables -L/-S, nft list, firewall-cmd --state/--list-*, auditctl -l/-s, sestatus,
# aa-status. Anything else (a rule added, a counter zeroed, a file loaded) is not read-only.
def _ufw_status(args: Sequence[str], unknown: bool) -> bool:
    a = tuple(args)
    return not unknown and (a in (("status",), ("status", "verbose"), ("status", "numbered"), ("version",),
                                  ("--version",), ("app", "list"))
                            or len(a) == 2 and a[0] == "show" and a[1] in (
                                "raw", "builtins", "before-rules", "user-rules", "after-rules", "logging-rules",
                                "listening", "added")
                            or len(a) == 3 and a[:2] == ("app", "info") and not a[2].startswith("-"))


_IPT_LIST_LONG = frozenset({"--list", "--list-rules", "--numeric", "--verbose", "--exact", "--line-numbers",
                            "--version"})


def _iptables_list(args: Sequence[str], unknown: bool) -> bool:
    """iptables -L [CHAIN], -S [CHAIN] with -n, -v, -x, --line-numbers, -t TABLE, -w: a
    listing (-Z with -L zeroes the counters; every other command changes the rules)."""
    if unknown or not args:
        return False
    listing, ops, i = False, 0, 0
    while i < len(args):
        a = args[i]
        if a in ("-t", "--table", "-w", "--wait", "-W", "--wait-interval"):
            i += 2 if a in ("-t", "--table") or i + 1 < len(args) and args[i + 1].isdigit() else 1
            continue
        if a.startswith(("--table=", "--wait=")):
            pass
        elif a.startswith("--"):
            if a not in _IPT_LIST_LONG:
                return False
            listing = listing or a in ("--list", "--list-rules", "--version")
        elif a.startswith("-") and len(a) > 1:
            letters = a[1:]
            if "t" in letters[:-1] or not re.fullmatch(r"[LSnvxVt]+", letters):
                return False
            if letters.endswith("t"):
                i += 2
                listing = listing or "L" in letters or "S" in letters
                continue
            listing = listing or any(c in letters for c in "LSV")
        else:
            ops += 1
            if ops > 1:
                return False
        i += 1
    return listing


_NFT_OPTS = frozenset({"-a", "--handle", "-n", "--numeric", "-s", "--stateless", "-j", "--json", "-t", "--terse",
                       "-N", "-y", "--numeric-priority", "-T", "--numeric-time", "-p", "--numeric-protocol"})


def _nft_list(args: Sequence[str], unknown: bool) -> bool:
    """nft list ruleset|tables|table F T|chain ...: printed (nft -f FILE, add, delete, flush
    change the rules)."""
    if unknown:
        return False
    if tuple(args) in (("-v",), ("--version",), ("-V",)):
        return True
    words = [a for a in args if a not in _NFT_OPTS]
    # (probe round 34, redteam34b, differential7) nft joins its words into one script, where
    # ";" and a newline separate commands: nft list ruleset ';' flush ruleset flushes the rules
    return bool(words) and words[0] == "list" and not any(w.startswith("-") or ";" in w or "\n" in w or "\r" in w
                                                          or "#" in w
                                                          for w in words) and len(words) <= 6


def _firewall_cmd_query(args: Sequence[str], unknown: bool) -> bool:
    """firewall-cmd --state, --list-*, --get-*, --query-*, --info-*, with --zone and
    --permanent: queries (--add-*, --remove-*, --set-*, --reload, --panic-on change it)."""
    if unknown or not args:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("--zone", "--policy"):
            i += 2
            continue
        if not (a in ("--state", "--permanent", "-q", "--quiet", "--version", "-V")
                or a.startswith(("--list-", "--get-", "--query-", "--info-", "--zone=", "--policy="))):
            return False
        i += 1
    return True


def _top(args: Sequence[str], unknown: bool) -> bool:
    """top -b -n N: one batch of figures printed (without -b it reads commands from the
    terminal, k and r among them; without -n it never ends)."""
    if unknown:
        return False
    letters = ""
    i = 0
    while i < len(args):
        a = args[i]
        if not re.fullmatch(r"-[bcHiSs1]*(?:[ndopuUwEe].*)?", a) or a == "-":
            return False
        m = re.fullmatch(r"-([bcHiSs1]*)([ndopuUwEe]?)(.*)", a)
        letters += m.group(1) + m.group(2)
        if m.group(2) and not m.group(3):
            i += 1   # the value is the next word
        i += 1
    return "b" in letters and "n" in letters


def _ulimit(args: Sequence[str], unknown: bool) -> bool:
    """ulimit -a, ulimit -n, ulimit -Hn: a query (a number or "unlimited" after it sets)."""
    return not unknown and all(re.fullmatch(r"-[HSabcdefiklmnpqrstuvxPRT]+", a) for a in args)


def _umask(args: Sequence[str], unknown: bool) -> bool:
    """umask, umask -S, umask -p: the file-creation mask printed (a mode operand sets it
    for every later write of the script: left out). (probe round 29)"""
    return not unknown and all(a in ("-S", "-p", "-pS", "-Sp") for a in args)


def _hash(args: Sequence[str], unknown: bool) -> bool:
    """hash, hash -r, hash -l, hash -t NAME: bash's table of found programs printed or
    emptied (hash -p PATH NAME makes NAME run PATH: left out)."""
    if unknown:
        return False
    return tuple(args) in ((), ("-r",), ("-l",)) or (len(args) >= 2 and args[0] == "-t"
                                                     and all(not a.startswith("-") for a in args[1:])) \
        or (bool(args) and all(_SHELL_NAME.fullmatch(a) for a in args))   # hash node: looked up on PATH


# --- cloud CLIs: who am I, what is there (probe round 19) --------------------------------
# A few operations that print identities and listings, with read options only. Not
# --endpoint-url (the signed request, session token included, goes to any host), --debug
# or --log-http (they print the request's credentials), --ca-bundle, --cli-input-json and
# file:// values (they read files), nor any operation that prints a secret (aws configure
# get, sts get-session-token, gcloud auth print-access-token, az account get-access-token).
_AWS_VALUED = frozenset({"--region", "--output", "--profile", "--query", "--color", "--page-size", "--max-items",
                         "--starting-token", "--cli-read-timeout", "--cli-connect-timeout", "--instance-ids",
                         "--filters", "--log-group-name-prefix", "--since", "--format", "--log-stream-names",
                         "--filter-pattern", "--group-names", "--group-ids", "--vpc-ids", "--subnet-ids",
                         "--stack-status-filter", "--repository-names"})
_AWS_FLAGS = frozenset({"--no-cli-pager", "--no-paginate", "--no-cli-auto-prompt", "--recursive", "--human-readable",
                        "--summarize", "--follow"})
_AWS_READS = frozenset({("sts", "get-caller-identity"), ("s3", "ls"), ("configure", "list"), ("configure", "get"),
                        ("configure", "list-profiles"), ("ec2", "describe-instances"), ("ec2", "describe-regions"),
                        ("ec2", "describe-vpcs"), ("ec2", "describe-subnets"), ("ec2", "describe-security-groups"),
                        ("ec2", "describe-availability-zones"), ("logs", "describe-log-groups"), ("logs", "tail"),
                        ("eks", "list-clusters"), ("ecr", "describe-repositories"), ("ecs", "list-clusters"),
                        ("cloudformation", "list-stacks"), ("s3api", "list-buckets"), ("iam", "get-user")})
_GCLOUD_VALUED = frozenset({"--format", "--project", "--filter", "--limit", "--sort-by", "--page-size",
                            "--configuration", "--verbosity"})
# (probe round 48, benign52: gcloud services list --enabled/--available, the project's APIs)
_GCLOUD_FLAGS = frozenset({"--all", "--quiet", "-q", "--no-user-output-enabled", "--uri", "--enabled", "--available"})
# (probe round 48, benign52: gcloud info, the installation's and the configuration's paths,
# account and project, as config list prints them; not --run-diagnostics or --show-log)
_GCLOUD_READS = frozenset({("info",), ("config", "list"), ("config", "get-value"), ("config", "get"), ("auth", "list"),
                           ("projects", "list"), ("config", "configurations", "list"), ("compute", "instances", "list"),
                           ("container", "clusters", "list"), ("components", "list"),
                           # (probe round 48, benign52) a project's name, number, parent and labels
                           ("projects", "describe")})
_AZ_VALUED = frozenset({"--output", "-o", "--query", "--subscription", "--resource-group", "-g", "--name", "-n"})
_AZ_FLAGS = frozenset({"--only-show-errors", "--all"})
# (probe round 48, benign52) and a resource group's location and tags, the regions, the
# signed-in user's profile, the VMs' addresses: az's identity and listing reads, as account
# show; not az vm show, aks show, webapp show (a VM's or an app's configuration)
_AZ_READS = frozenset({("account", "show"), ("account", "list"), ("group", "list"), ("vm", "list"),
                       ("group", "show"), ("group", "exists"), ("account", "list-locations"),
                       ("ad", "signed-in-user", "show"), ("vm", "list-ip-addresses")})


# the options that pick which fields a read prints (gcloud --format='value(a.b)', aws and
# az --query, kubectl -o jsonpath=/go-template=/custom-columns=): a field named for a
# secret (proxy.password, masterAuth.clientKey, osProfile.adminPassword, accessToken)
# turns a listing into a secret's read (probe round 23)
_PROJECTIONS = ("--format", "--query")
_PROJECTION_SECRET = re.compile(r"(?i)secret|token|passw|passphrase|api.?key|access.?key|private.?key|client.?key|"
                                r"credential|masterauth|connection.?string|\bkey\b|\bpat\b")


# fields about a secret that hold none (probe round 24): when a password was last used or
# changed, whether one is set or must be reset; the name of a Secret a service account or
# a volume refers to (kubectl get sa -o jsonpath='{.secrets[0].name}'), not its data
_PROJECTION_NOT_SECRET = re.compile(
    r"(?i)password(?:last(?:used|changed|set)|(?:reset)?required|enabled|set|age|expir\w*|policy|length|"
    r"lastused)\b|secrets?(?:\[[^\]]*\])?\.name\b|secret\.secretname\b|secretname\b|secretref\.name\b")


def projects_secret(value: str) -> bool:
    """Does a field projection (a --format, --query or jsonpath value) name a secret field?"""
    value = value[:4096]
    if _PROJECTION_SECRET.search(value) is None:
        return False
    return _PROJECTION_SECRET.search(_PROJECTION_NOT_SECRET.sub(" ", value)) is not None


def _option_values(args: Sequence[str], option: str) -> list[str]:
    """Every value given to a long option, as --opt=V or --opt V (a missing value is "")."""
    out = []
    for i, a in enumerate(args):
        if a == option:
            out.append(args[i + 1] if i + 1 < len(args) else "")
        elif a.startswith(option + "="):
            out.append(a[len(option) + 1:])
    return out


def _cloud_cli(name: str, valued: frozenset[str], flags: frozenset[str], reads: frozenset[tuple[str, ...]]
               ) -> Validator:
    version = version_query(name)

    def check(args: Sequence[str], unknown: bool) -> bool:
        if unknown or version(args, unknown):
            return not unknown
        if any("file://" in a or "fileb://" in a for a in args):
            return False
        if any(projects_secret(v) for o in _PROJECTIONS for v in _option_values(args, o)):
            return False   # --format='value(proxy.password)', --query accessToken: a secret field printed
        ops = _allowed_operands(args, valued, flags)
        if ops is None:
            return (name == "aws" and _aws_listing(args)) or (name == "gcloud" and _gcloud_listing(args)) \
                or (name == "az" and _az_listing(args))
        if name == "gcloud" and not all(v in ("error", "critical", "none", "warning")
                                        for v in _option_values(args, "--verbosity")):
            return False   # --verbosity=debug (or --verbosity debug, info) logs the requests
        if any(projects_secret(v) for o in _PROJECTIONS for v in _option_values(args, o)):
            return False   # --format='value(proxy.password)', --query accessToken: a secret field printed
        form = next((f for f in reads if tuple(ops[:len(f)]) == f), None)
        if form is None:
            return (name == "aws" and _aws_listing(args)) or (name == "gcloud" and _gcloud_listing(args)) \
                or (name == "az" and _az_listing(args))
        extra = ops[len(form):]
        if name == "aws" and form == ("s3", "ls"):
            return len(extra) <= 1   # a bucket or prefix
        if name == "aws" and form == ("configure", "get"):
            return len(extra) == 1 and _AWS_PUBLIC_SETTING.fullmatch(extra[0]) is not None
        if name == "aws" and form == ("logs", "tail"):
            return len(extra) == 1   # a log group
        if name == "gcloud" and form == ("projects", "describe"):
            return len(extra) == 1   # (a project's id)
        if name == "gcloud" and form[0] == "config" and form[1] in ("get-value", "get"):
            return len(extra) == 1 and not re.search(r"(?i)token|secret|key|password", extra[0])
        return not extra

    return check


# (probe round 25) any service's listings and descriptions (aws lambda list-functions,
# ecs describe-services --cluster c, iam list-users: what Amazon Q's use_aws and an AWS
# MCP server's call_aws make all day), and a few gets that print no secret; their own
# options take values (a name, a filter). Not get-secret-value, get-parameter(s),
# get-session-token, get-login-password, get-object (writes a file) or any other get.
_AWS_LISTING_OP = re.compile(r"(?:list|describe)-[a-z0-9-]+|get-(?:caller-identity|metric-statistics|metric-data|"
                             r"bucket-location|bucket-versioning|bucket-tagging|account-summary|role|user|group|policy|"
                             r"log-events|query-results|cost-and-usage|template-summary|stack-policy|"
                             r"function-concurrency|queue-url|queue-attributes|topic-attributes)")
# global options that send the signed request elsewhere, log it, or read a file
_AWS_NOT_LISTING = frozenset({"--endpoint-url", "--debug", "--ca-bundle", "--cli-input-json", "--cli-input-yaml",
                              "--cli-binary-format", "--outfile",
                              # (probe round 26) TLS unchecked: the session token in the
                              # signed request's headers goes to whoever answers
                              "--no-verify-ssl"})
# (probe round 26) descriptions that print what the resource was started with: an
# instance's or launch template's user data, a task or job definition's or an app's
# environment (a database password, an API key, as often as not)
_AWS_SECRET_DESCRIBES = frozenset({("ec2", "describe-instance-attribute"), ("ec2", "describe-launch-template-versions"),
                                   ("autoscaling", "describe-launch-configurations"),
                                   ("ecs", "describe-task-definition"), ("batch", "describe-job-definitions"),
                                   ("apprunner", "describe-service"),
                                   ("elasticbeanstalk", "describe-configuration-settings"),
                                   ("lightsail", "get-container-service-deployments")})
_AWS_GLOBAL_VALUED = frozenset({"--region", "--output", "--profile", "--query", "--color", "--cli-read-timeout",
                                "--cli-connect-timeout"})


def _aws_listing(args: Sequence[str]) -> bool:
    ops: list[str] = []
    i = 0
    while i < len(args) and len(ops) < 2:
        a = args[i]
        if not a.startswith("-"):
            ops.append(a)
        elif a.partition("=")[0] in _AWS_GLOBAL_VALUED:
            i += 0 if "=" in a else 1
        elif a not in _AWS_FLAGS:
            return False
        i += 1
    if len(ops) < 2 or not re.fullmatch(r"[a-z0-9-]+", ops[0]) or not _AWS_LISTING_OP.fullmatch(ops[1]) \
            or (ops[0], ops[1]) in _AWS_SECRET_DESCRIBES:
        return False
    # (the operation's own options: --name VALUE pairs and flags; no operand of its own)
    return not any(a.partition("=")[0] in _AWS_NOT_LISTING for a in args) and \
        not any(a.startswith("-") and a.partition("=")[0].lstrip("-").startswith(("debug", "endpoint")) for a in args)


# (probe round 32, benign32) any group's listing (gcloud run services list --region R,
# gcloud sql instances list, gcloud iam service-accounts list), as aws's list-* are: the
# command's groups, then list, with the read options above and the place it lists
# (region, zone, location, cluster...). Not describe (a service's or a function's
# environment, an instance's start-up script), nor any group about keys, secrets or
# tokens, nor --log-http, --verbosity, --flags-file, --access-token-file,
# --impersonate-service-account (any option not listed here)
_GCLOUD_LIST_VALUED = _GCLOUD_VALUED - {"--verbosity"} | frozenset({
    "--region", "--regions", "--zone", "--zones", "--location", "--locations", "--cluster", "--namespace",
    "--instance", "--service", "--repository", "--database", "--folder", "--organization", "--platform",
    "--topic", "--subscription", "--dataset", "--network", "--bucket", "--job", "--queue", "--environment"})
# (the groups by name, nouns only: a verb before "list" is an operation given a resource
# named list, gcloud compute instances delete list)
_GCLOUD_LIST_GROUPS = frozenset({
    "alpha", "beta", "compute", "instances", "zones", "regions", "disks", "networks", "subnets", "firewall-rules",
    "addresses", "images", "machine-types", "instance-groups", "instance-templates", "managed", "unmanaged",
    "forwarding-rules", "routers", "routes", "snapshots", "backend-services", "url-maps", "target-pools",
    "health-checks", "operations", "run", "services", "revisions", "jobs", "executions", "domain-mappings",
    "functions", "sql", "databases", "backups", "tiers", "flags", "container", "clusters", "node-pools",
    "artifacts", "repositories", "docker", "packages", "versions", "tags", "files", "iam", "service-accounts",
    "roles", "projects", "pubsub", "topics", "subscriptions", "schemas", "storage", "buckets", "app", "logging",
    "logs", "sinks", "dns", "managed-zones", "record-sets", "redis", "memcache", "filestore", "spanner",
    "bigtable", "tables", "dataproc", "dataflow", "scheduler", "tasks", "queues", "builds", "triggers",
    "worker-pools", "organizations", "folders", "billing", "accounts", "endpoints", "monitoring", "policies",
    "channels", "dashboards", "uptime", "deployment-manager", "deployments", "composer", "environments",
    "workflows", "firestore", "indexes", "fields", "ai", "models", "notebooks", "source", "repos",
    "network-services", "vpc-access", "connectors", "eventarc", "providers", "components", "config",
    "configurations", "workstations", "batch", "apigee", "api-gateway", "gateways", "apis", "ml-engine",
    "resource-manager", "asset", "recommender", "recommendations", "insights", "quotas", "locations"})


# (probe round 33, benign35) gcloud storage ls [gs://BUCKET[/PREFIX]...]: the buckets' or the
# objects' names (-l sizes and dates, -r below the prefix), as aws s3 ls lists them; not
# cat/cp/rsync, never a local path (a file URL), no other option
_GCLOUD_LS_FLAGS = _GCLOUD_FLAGS | frozenset({"-l", "--long", "-r", "-R", "--recursive", "-b", "--buckets",
                                              "-e", "--etag", "-a", "--all-versions", "--readable-sizes"})


def _gcloud_storage_ls(args: Sequence[str]) -> bool:
    ops = _allowed_operands(args, _GCLOUD_VALUED - {"--verbosity"}, _GCLOUD_LS_FLAGS)
    return ops is not None and ops[:2] == ["storage", "ls"] and len(ops) <= 6 and all(
        re.fullmatch(r"gs://[\w.*/-]*", o) is not None for o in ops[2:])


def _gcloud_listing(args: Sequence[str]) -> bool:
    if "ls" in args and "storage" in args:
        return _gcloud_storage_ls(list(args))
    ops = _allowed_operands(args, _GCLOUD_LIST_VALUED, _GCLOUD_FLAGS)
    if ops is None or len(ops) < 2 or len(ops) > 5 or ops[-1] != "list":
        return False
    if any(a.startswith("-") and a.partition("=")[0] in _GCLOUD_LIST_VALUED and "=" not in a
           and (i + 1 >= len(args) or args[i + 1].startswith("-")) for i, a in enumerate(args)):
        return False   # (a valued option with no value: the next option taken as it)
    return all(g in _GCLOUD_LIST_GROUPS for g in ops[:-1])


# az's listings the same way (az aks list, az webapp list -o table, az storage account
# list): the groups by name (not keys, credential, secret, appsettings or connection-string
# groups, whose lists print secrets: az storage account keys list, az webapp config
# appsettings list), list last, az's read options and the place listed; not --debug
# (it logs the tokens), never another option
_AZ_LIST_VALUED = _AZ_VALUED | frozenset({"--location", "-l", "--resource-type", "--cluster-name", "--server",
                                          "--namespace-name", "--plan", "--vnet-name", "--registry", "-r"})
_AZ_LIST_GROUPS = frozenset({
    "aks", "nodepool", "webapp", "functionapp", "storage", "account", "vm", "vmss", "network", "vnet", "subnet", "nsg",
    "public-ip", "lb", "application-gateway", "sql", "server", "db", "postgres", "mysql", "flexible-server",
    "cosmosdb", "acr", "repository", "group", "resource", "appservice", "plan", "monitor", "containerapp", "env",
    "redis", "disk", "image", "snapshot", "dns", "zone", "record-set", "eventhubs", "namespace", "servicebus",
    "queue", "topic", "deployment", "identity", "keyvault", "staticwebapp", "spring", "batch", "search", "signalr",
    "container", "aci", "apim", "api", "cdn", "profile", "endpoint", "front-door", "role", "assignment",
    "definition", "policy", "provider", "feature", "extension", "tag", "lock", "cache"})


def _az_listing(args: Sequence[str]) -> bool:
    ops = _allowed_operands(args, _AZ_LIST_VALUED, _AZ_FLAGS)
    if ops is None or len(ops) < 2 or len(ops) > 5 or ops[-1] != "list":
        return False
    if any(a in _AZ_LIST_VALUED and (i + 1 >= len(args) or args[i + 1].startswith("-")) for i, a in enumerate(args)):
        return False
    return all(g in _AZ_LIST_GROUPS for g in ops[:-1])


# (probe round 29) aws configure get of a setting that is no credential
_AWS_PUBLIC_SETTING = re.compile(r"(?:[\w-]{1,64}\.){0,2}(?:region|output|sso_region|sso_start_url|sso_account_id|"
                                 r"sso_role_name|sso_session|role_arn|source_profile|duration_seconds|cli_pager|"
                                 r"retry_mode|max_attempts|mfa_serial|role_session_name)")
_aws = _cloud_cli("aws", _AWS_VALUED, _AWS_FLAGS, _AWS_READS)
_gcloud = _cloud_cli("gcloud", _GCLOUD_VALUED, _GCLOUD_FLAGS, _GCLOUD_READS)
_az = _cloud_cli("az", _AZ_VALUED, _AZ_FLAGS, _AZ_READS)

def _go(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    if args[0] == "version" or (args[0] == "help" and all(not a.startswith("-") for a in args[1:])):
        return True   # (go help TOPIC prints its text)
    if args[:2] == ["mod", "edit"] and len(args) == 3 and args[2] in ("-json", "-print"):
        return True   # (go.mod printed, not written: go help mod edit)
    if args[0] == "doc" and all(a in ("-all", "-short", "-src", "-u", "-c", "-cmd") or not a.startswith("-")
                                for a in args[1:]):
        return True
    return args[0] == "env" and not any(a.startswith("-") and a.lstrip("-").split("=")[0] in ("w", "u") for a in args)


# --- sqlite3: a look at a local database's schema (probe round 20) -----------------------
# Output options only: no -cmd (a dot-command run first), no -init FILE, no -A (archive
# writes). The SQL: schema dot-commands only. A SELECT stays out: it evaluates the
# database's views and triggers, and the shell's writefile(), edit() (an editor run) and
# load_extension() may sit in a view of a database committed to the project (as a bare
# repository committed there may name programs git runs).
_SQLITE_FLAGS = frozenset({"-header", "-noheader", "-column", "-csv", "-json", "-line", "-list", "-box", "-table",
                           "-markdown", "-html", "-quote", "-tabs", "-readonly", "-batch", "-bail", "-echo", "-ascii",
                           "-nofollow", "-safe"})
_SQLITE_VALUED = frozenset({"-separator", "-newline", "-nullvalue", "-cmd", "-init"})
_SQLITE_OUTPUT_VALUED = frozenset({"-separator", "-newline", "-nullvalue"})   # (no -cmd, no -init: they run SQL)
# (probe round 48, benign52: .schema --indent, .dbinfo, and the output's mode and headers)
_SQLITE_DOT = re.compile(r"\.(?:tables|schema|fullschema|indexes|indices|databases|dump)(?:\s+--indent)?(?:\s+[\w%*?]+)?\s*"
                         r"|\.dbinfo(?:\s+main)?\s*|\.headers\s+(?:on|off)\s*"
                         r"|\.mode\s+(?:column|csv|json|line|list|box|table|markdown|tabs|quote|html|ascii)\s*"
                         # (probe round 32) the pragmas that describe the schema, read (no =)
                         r"|\s*PRAGMA\s+(?:(?:table_x?info|index_list|index_x?info|foreign_key_list|integrity_check|"
                         r"quick_check|foreign_key_check)\s*(?:\(\s*[\w\"']{1,64}\s*\))?"
                         # (probe round 32, redteam32b) a pragma that holds a setting is read
                         # bare only: PRAGMA user_version(5), journal_mode(WAL) set it as = does
                         r"|(?:database_list|collation_list|compile_options|user_version|schema_version|page_count|"
                         r"page_size|encoding|journal_mode|foreign_keys))\s*;?\s*", re.I)


def _sqlite3(args: Sequence[str], unknown: bool) -> bool:
    """sqlite3 [output options] DB.db '.tables' ...: schema dot-commands of a database
    file (no URI, no -cmd/-init, nothing read from standard input); with -safe (the shell's
    own mode that turns writefile(), edit(), load_extension(), ATTACH and .shell off) a
    plain SELECT too (probe round 32)."""
    if unknown:
        return False
    ops = _allowed_operands(args, _SQLITE_OUTPUT_VALUED, _SQLITE_FLAGS)
    if ops is None or len(ops) < 2:
        return False
    if ops[0] == ":memory:":
        # (probe round 42, benign47) an in-memory database holds no view, trigger or table
        # of anyone's: a SELECT of the core functions that compute a value computes it
        # (sqlite3 :memory: 'select 1'); the file's build trust has nothing to trust
        return all(_SQLITE_DOT.fullmatch(q) or sqlite_select(q) or _sqlite_runs_nothing(q) for q in ops[1:])
    if ":" in ops[0] or ops[0].startswith("file"):
        return False
    return all(_SQLITE_DOT.fullmatch(q) or ("-safe" in args and sqlite_select(q)) or _sqlite_runs_nothing(q)
               for q in ops[1:])


# (probe round 32, benign32) a SELECT an agent writes to look at a development database
# (sqlite3 db.sqlite3 'SELECT * FROM users LIMIT 10;'): one statement, SELECT first, every
# call one of SQLite's core functions that compute a value (not writefile, edit, readfile,
# load_extension, fts3_tokenizer, nor any other name: the shell's and the extensions'
# functions run programs and write files). Without -safe it still evaluates the database's
# views and triggers, code that came with the database: the build's trust (AAAAD, as a
# test run reads the project's fixtures), for a database in the project only.
_SQL_PURE_CALLS = frozenset({
    "count", "sum", "avg", "min", "max", "total", "group_concat", "string_agg", "length", "lower", "upper", "substr",
    "substring", "trim", "ltrim", "rtrim", "replace", "instr", "coalesce", "ifnull", "nullif", "iif", "abs", "round",
    "typeof", "hex", "quote", "printf", "format", "date", "time", "datetime", "julianday", "unixepoch", "strftime",
    "json", "json_extract", "json_array", "json_object", "json_each", "json_tree", "json_array_length",
    "json_type", "json_valid", "json_group_array", "json_group_object", "cast", "like", "glob", "char", "unicode",
    "random", "row_number", "rank", "dense_rank", "lag", "lead", "first_value", "last_value", "ntile",
    "pragma_table_info", "pragma_index_list", "pragma_foreign_key_list",
    # (probe round 42, benign47) the library's version and the math functions (3.35): values
    "sqlite_version", "sqlite_source_id", "sign", "concat", "concat_ws", "octet_length", "likely", "unlikely",
    "ceil", "ceiling", "floor", "trunc", "sqrt", "pow", "power", "exp", "ln", "log", "log10", "log2", "mod", "pi",
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "degrees", "radians",
    # keywords a parenthesis follows (IN (...), EXISTS (...), FROM (subquery), AS (...))
    "in", "exists", "from", "join", "as", "on", "and", "or", "not", "where", "using", "over", "filter", "when",
    "then", "else", "select", "values", "is", "between", "by", "partition", "with", "union", "all", "except",
    "intersect", "distinct", "case", "having", "limit", "offset"})
_SQL_STRING = re.compile(r"'(?:[^']|'')*'")
_SQL_QUOTED_NAME = re.compile(r'"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]')


def sqlite_select(query: str) -> bool:
    return _sqlite_select_body(query) is not None


def _sqlite_select_body(query: str) -> str | None:
    """The SELECT's text, its strings '' and its quoted names x, when sqlite_select holds."""
    if len(query) > 4000:
        return None
    body = _SQL_QUOTED_NAME.sub(" x ", _SQL_STRING.sub(" '' ", query))
    if "'" in body.replace("''", "") or '"' in body or "`" in body or "--" in body or "/*" in body:
        return None   # (an unclosed quote, a comment hiding the rest)
    body = body.strip().rstrip(";").strip()
    if ";" in body or re.match(r"(?i)select\b", body) is None:
        return None
    if all(m.group(1).lower() in _SQL_PURE_CALLS for m in re.finditer(r"([A-Za-z_][\w$]*)\s*\(", body)):
        return body
    return None


# (probe round 49, benign53) SQL that evaluates none of the database's own code, so that a
# project's database file is only read: EXPLAIN [QUERY PLAN] SELECT (the statement is
# compiled, its plan printed, nothing run: no view's function is called), and a SELECT
# whose every FROM and JOIN names the schema's own table (sqlite_master, sqlite_schema:
# the names are reserved, no view of the file's can take them) or a pragma's table-valued
# function (only the pragmas without side effects have one), or no table at all (SELECT
# sqlite_version()). Any other table may be a view whose code the file brought: the build's
# trust (AAAAD), as before.
_SQL_EXPLAIN = re.compile(r"(?is)\s*explain(?:\s+query\s+plan)?\s+(select\b.*)")
_SQL_FROM_JOIN = re.compile(r"(?i)\b(?:from|join)\b")
_SQL_IN_TABLE = re.compile(r"(?i)\bin\s+(?!\()")
_SQL_CATALOG_ITEM = (r"\s*(?:(?:main|temp)\s*\.\s*)?(?:sqlite_(?:master|schema|temp_master|temp_schema)\b"
                     r"|pragma_\w+\s*\([\w.\s,']*\))"
                     r"(?:\s+(?:as\s+)?(?!(?:where|order|group|limit|union|except|intersect|window|join|inner|left|"
                     r"right|full|cross|natural|outer|on|using|as)\b)[A-Za-z_]\w*)?\s*")
_SQL_CATALOG_SOURCES = re.compile(r"(?i)" + _SQL_CATALOG_ITEM + r"(?:," + _SQL_CATALOG_ITEM + r")*"
                                  r"(?:$|(?=\))|(?=(?:where|order|group|limit|union|except|intersect|window|join|"
                                  r"inner|left|right|full|cross|natural|on|using)\b))")


def _sqlite_runs_nothing(query: str) -> bool:
    m = _SQL_EXPLAIN.fullmatch(query)
    if m is not None:
        return sqlite_select(m.group(1))
    body = _sqlite_select_body(query)
    # (x IN users reads the table users, or the view, with no FROM: a name after IN)
    return body is not None and _SQL_IN_TABLE.search(body) is None and all(
        _SQL_CATALOG_SOURCES.match(body, f.end()) is not None for f in _SQL_FROM_JOIN.finditer(body))


def _sqlite_select_build(args: Sequence[str]) -> bool:
    """sqlite3 [output options] DB 'SELECT ...' (dot-commands of the schema beside it)."""
    ops = _allowed_operands(args, _SQLITE_OUTPUT_VALUED, _SQLITE_FLAGS)
    if ops is None or len(ops) < 2 or re.fullmatch(r"(?!\.\./|/|~)[\w./-]{1,200}", ops[0]) is None \
            or "/../" in ops[0] or ops[0].startswith("-"):
        return False
    return all(_SQLITE_DOT.fullmatch(q) or sqlite_select(q) for q in ops[1:]) \
        and any(sqlite_select(q) for q in ops[1:])


# --- toolchain and system queries (probe round 29) ------------------------------------------
# What agents run to see where they are: a program's version, the machine's services, logs,
# kernel and packages, a version manager's pick. Each form below prints only (its manual):
# no option that writes (journalctl --vacuum-*/--rotate/--cursor-file, dmesg -c/-C, sysctl
# -w/-p/NAME=V, ldconfig without -p), runs a program (ldd FILE may run it: ldd(1)'s
# security note; lspci -Q and getent hosts ask the network), talks to another machine
# (systemctl/hostnamectl -H), or prints a secret (php -i prints the environment; npm config
# get of an auth key, aws configure get of a key pair, gh auth token, helm env's
# HELM_KUBETOKEN, conda info -a's environment). Programs that load the project's own code
# or plugins for a version query stay out (composer, rails, nx, turbo, ng, wrangler, mix,
# vagrant, mise, pdm): they are the build's trust at most.
_PRINTS_VERSION: dict[str, tuple[tuple[str, ...], ...]] = {
    **{n: (("--version",),) for n in ("nano", "htop", "git-lfs", "protoc", "buf", "direnv", "nix",
                                       "virtualenv", "pre-commit", "stack", "cabal", "systemctl", "gpg", "gpg2",
                                       "ld", "ld.bfd", "ld.gold", "as", "cc", "c++", "ldd", "ccache",
                                       "journalctl", "hostnamectl", "timedatectl", "dmesg", "lsblk", "rsync",
                                       "file", "jq", "sqlite3")},
    **{n: (("--version",), ("-V",)) for n in ("curl", "pyenv", "rbenv", "conda", "pipenv", "gpg-agent", "wget")},
    # (probe round 38, benign43) debuggers' and document tools' versions (printed before
    # any init file is read), sccache's statistics as ccache -s
    **{n: (("--version",),) for n in ("lldb", "valgrind", "pandoc", "strace", "ltrace")},
    "sccache": (("--version",), ("-s",), ("--show-stats",)),
    **{n: (("version",), ("--version",)) for n in ("gopls", "kind", "minikube", "skaffold", "vault", "consul",
                                                   "nomad", "pulumi", "eksctl", "zig", "git-lfs")},
    # (probe round 48, benign52) k9s info: its configuration's, logs' and skins' paths
    "k9s": (("version",), ("--version",), ("info",)),
    "ssh": (("-V",),), "nginx": (("-v",), ("-V",)), "apache2": (("-v",), ("-V",)), "httpd": (("-v",), ("-V",)),
    "snap": (("version",), ("--version",), ("list",)),
    # php -m lists the compiled and loaded modules, --ini the ini files read (php -i, phpinfo(),
    # prints the environment: left out)
    "php": (("-m",), ("--ini",)),
    "docker": (("-v",), ("context", "show"), ("buildx", "version"), ("compose", "config", "--services"),
               ("compose", "config", "--volumes"), ("compose", "config", "--profiles"),
               ("compose", "config", "--images"),
               # (probe round 35, benign39) the file checked, nothing printed: as --services parses it
               ("compose", "config", "-q"), ("compose", "config", "--quiet")),
    "docker-compose": (("-v",), ("config", "--services"), ("config", "--volumes"), ("config", "--profiles"),
                       ("config", "-q"), ("config", "--quiet")),
    "gh": (("version",), ("config", "list")),
    "pipenv": (("--version",), ("--venv",), ("--where",), ("--py",)),
    "pipx": (("--version",), ("list",), ("list", "--short"), ("list", "--json")),
    "terraform": (("workspace", "show"),),
    "lsmod": ((),), "users": ((),), "ldconfig": (("-p",), ("--print-cache",)),
    "hostnamectl": ((), ("status",)), "timedatectl": ((), ("status",), ("show",), ("timesync-status",)),
    "localectl": ((), ("status",), ("list-locales",), ("list-keymaps",)),
    "route": (("-n",),), "last": ((),), "ssh-add": (("-l",), ("-L",)), "ccache": (("--version",), ("-s",), ("--show-stats",)),
    "lua": (("-v",),), "kubectx": ((), ("-c",), ("--current",)), "kubens": ((), ("-c",), ("--current",)),
    "corepack": (("--version",), ("-v",)), "age": (("--version",),), "glab": (("--version",), ("version",)),
    # deno info alone prints its cache's directories (with a module, it loads the module graph)
    "deno": (("info",),),
    # poetry version (no operand: an operand bumps it) and about
    "poetry": (("version",), ("version", "-s"), ("version", "--short"), ("about",)),
    # (probe round 30) the data, mobile and infrastructure stacks' own queries: installed
    # programs that print their version, directories or installed kernels, SDKs and virtual
    # devices (dvc doctor is dvc version: the remotes' kinds, no URL or key). Not the ones
    # that ask the network or load plugins for it: ansible-lint --version (a release
    # check), fastlane and pod (update checks, CocoaPods' plugins), adb devices (starts
    # its server)
    "dvc": (("--version",), ("version",), ("doctor",)),
    "jupyter": (("--version",), ("--paths",), ("--data-dir",), ("--runtime-dir",), ("--config-dir",),
                ("kernelspec", "list"), ("kernelspec", "list", "--json"),
                # (probe round 41, benign46) a subcommand's version: traitlets prints it as it
                # reads the command line, before any configuration is loaded
                ("nbconvert", "--version"), ("lab", "--version"), ("notebook", "--version")),
    # (probe round 41, benign46) ansible-core's programs print their version, the
    # configuration file's path and the Python's (ansible.cfg is read: settings, no code; no
    # plugin loaded, no inventory read); duckdb's shell prints its version (~/.duckdbrc, the
    # user's own, as sqlite3's ~/.sqliterc)
    **{n: (("--version",),) for n in ("ansible", "ansible-playbook", "ansible-galaxy", "ansible-inventory",
                                       "ansible-doc", "ansible-config", "ansible-vault", "ansible-pull",
                                       "ansible-console", "duckdb")},
    "kustomize": (("version",),), "packer": (("version",), ("--version",)), "terragrunt": (("--version",),),
    "checkov": (("--version",),), "tfsec": (("--version",),), "kubeconform": (("-v",),),
    "mlflow": (("--version",),), "tensorboard": (("--version",),),
    "pg_dump": (("--version",),), "pg_restore": (("--version",),), "redis-cli": (("--version",), ("-v",)),
    "xcode-select": (("-p",), ("--print-path",), ("-v",), ("--version",)),
    "xcrun": (("--show-sdk-path",), ("--show-sdk-version",), ("--show-sdk-platform-path",), ("--version",),
              ("simctl", "list"), ("simctl", "list", "devices"), ("simctl", "list", "runtimes"),
              ("simctl", "list", "devices", "available"), ("simctl", "list", "devices", "booted"),
              ("simctl", "list", "devicetypes"), ("simctl", "list", "--json"), ("simctl", "list", "-j"),
              ("simctl", "list", "devices", "--json"), ("simctl", "list", "devices", "-j"),
              ("simctl", "list", "devices", "available", "--json"), ("simctl", "list", "runtimes", "--json")),
    "emulator": (("-list-avds",),),
}
_PRINTS_VERSION["pyenv"] += tuple((s,) for s in ("versions", "version", "version-name", "root", "prefix", "commands"))
_PRINTS_VERSION["pyenv"] += (("versions", "--bare"),)
_PRINTS_VERSION["rbenv"] = _PRINTS_VERSION["pyenv"]
# (a shell function, not a program, in an interactive shell; in the agent's bash it is a name)
_VERSION_MANAGER_WHICH = frozenset({"pyenv", "rbenv"})
_JOURNALCTL_FLAGS = frozenset({"--no-pager", "-e", "--pager-end", "-f", "--follow", "-r", "--reverse", "-x",
                               "--catalog", "-q", "--quiet", "-k", "--dmesg", "--utc", "--no-hostname", "-a", "--all",
                               "--system", "--user", "--list-boots", "--disk-usage", "--no-full", "--full", "-l",
                               "--merge", "-m", "--header", "--fields", "--list-namespaces", "--no-tail"})
# (journalctl -xe, -fu UNIT: flags, the last letter may take the next word)
_JOURNALCTL_CLUSTER = re.compile(r"-[efrxqkalm]{1,9}([unptgSUo]?)")
_JOURNALCTL_VALUED = frozenset({"-n", "--lines", "-u", "--unit", "--user-unit", "-t", "--identifier", "-p",
                                "--priority", "-S", "--since", "-U", "--until", "-o", "--output", "-g", "--grep",
                                "--facility", "-F", "--field", "--output-fields", "-T", "--exclude-identifier"})
_BOOT_ID = re.compile(r"[+-]?\d{1,6}|[0-9a-f]{32}(?:[+-]\d{1,6})?|all")
_DMESG_FLAGS = frozenset({"-T", "--ctime", "-H", "--human", "-L", "-k", "--kernel", "-u", "--userspace", "-x",
                          "--decode", "-t", "--notime", "-w", "--follow", "-W", "--follow-new", "-r", "--raw", "-P",
                          "--nopager", "-e", "--reltime", "-d", "--show-delta", "--time-format", "-S", "--syslog",
                          "-J", "--json", "--noescape"})
_DMESG_VALUED = frozenset({"-l", "--level", "-f", "--facility", "--since", "--until", "--time-format"})
_SYSTEMCTL_READS = frozenset({"status", "is-active", "is-enabled", "is-failed", "list-units", "list-unit-files",
                              "list-timers", "list-sockets", "list-dependencies", "list-jobs", "is-system-running",
                              "get-default", "list-machines"})
_SYSTEMCTL_FLAGS = frozenset({"--no-pager", "-l", "--full", "-a", "--all", "--failed", "--user", "--system",
                              "--plain", "--no-legend", "-q", "--quiet", "-r", "--recursive", "--reverse",
                              "--after", "--before", "--version"})
_SYSTEMCTL_VALUED = frozenset({"-t", "--type", "--state", "-n", "--lines", "-o", "--output"})
# sysctl NAME... and -a print; -w, -p/--load/--system and NAME=VALUE set (and -f reads a
# file of settings to apply)
_SYSCTL_FLAGS = frozenset({"-a", "-A", "-X", "--all", "-n", "--values", "-N", "--names", "-e", "--ignore", "-b",
                           "--binary", "-h", "--human", "-d", "-o", "-x"})
# (a name is a path under /proc/sys with its dots and slashes swapped: no .., //, leading
# separator, never a way out of it, probe round 29)
_SYSCTL_NAME = re.compile(r"(?![./])(?!.*(?:\.\.|//|/\.|\./))[\w.*/-]{1,200}")
# (not -q/-Q: they ask DNS for unknown ids; -A/-H pick an access method, -F/-i/-p read files)
_LSPCI_LETTERS = re.compile(r"-[vnktDmbxPM]{1,6}|--version")
_LSPCI_VALUED = frozenset({"-s", "-d"})
_LSUSB_FLAGS = frozenset({"-v", "--verbose", "-t", "--tree", "-V", "--version"})
_LSUSB_VALUED = frozenset({"-s", "-d"})
# getent's databases read from the machine's files (not hosts, ahosts*, networks: a name
# there is looked up by DNS, a channel out; not shadow/gshadow)
_GETENT_DBS = frozenset({"passwd", "group", "services", "protocols", "shells", "ethers", "rpc"})
# dpkg's, rpm's and apt's queries of the local package database
_DPKG_QUERY = frozenset({"-l", "--list", "-s", "--status", "-L", "--listfiles", "-S", "--search", "-p",
                         "--print-avail", "--print-architecture", "--print-foreign-architectures", "--version",
                         "-W", "--show", "--get-selections",
                         # (probe round 39, benign44) a .deb's file list and control fields
                         "-c", "--contents", "-I", "--info"})
_APT_CACHE_READS = frozenset({"policy", "show", "showpkg", "search", "depends", "rdepends", "madison", "pkgnames",
                              "stats", "showsrc"})
# (no --qf/--queryformat: not sure what a format expands)
_RPM_QUERY = re.compile(r"-q[ailcdRsfp]*|--query|-[ailcdRsfp]+|--package|--all|--list|--info|--requires|"
                        r"--provides|--whatprovides|--whatrequires|--changelog|--configfiles|--docfiles|--last|"
                        r"--version|"
                        # (probe round 40, benign45) the header's scriptlets and relations
                        # printed as text (rpm runs a scriptlet only when it installs)
                        r"--scripts|--triggers|--triggerscripts|--conflicts|--obsoletes|--recommends|"
                        r"--suggests|--supplements|--enhances|--filesbypkg|--state|--dump")
# npm config get of a key that holds no credential (npm 6 printed _authToken; npm 7+
# refuses, but not every npm in use is 7+; a proxy's URL carries its user:password, and
# npm prints it whole: npm config get https-proxy, probe round 29)
_NPM_PUBLIC_CONFIG = re.compile(r"(?!.*(?:auth(?!or)|token|password|_pass|cert|key|otp|proxy|username))[a-z][a-z0-9-]{0,40}")


_SIGNED = re.compile(r"[+-]\d")


def _options_only(args: Sequence[str], flags: frozenset[str], valued: frozenset[str]) -> list[str] | None:
    """The operands when every option is on the lists (a valued option's value never read as
    an option: ``-b --vacuum-size=1`` is not a boot id)."""
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-" or not a.startswith("-"):
            ops.append(a)
        elif a not in flags:
            name, eq, _value = a.partition("=")
            if name not in valued:
                return None
            if not eq:
                # (a value that looks like an option is one: -1h, +2 are times and offsets)
                if i + 1 >= len(args) or (args[i + 1].startswith("-") and not _SIGNED.match(args[i + 1])):
                    return None
                i += 1
        i += 1
    return ops


def _journalctl(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    rest: list[str] = []
    i = 0
    while i < len(args):   # -b takes an optional boot id (-b, -b -1, -b 0, --boot=ID)
        if args[i] in ("-b", "--boot"):
            if i + 1 < len(args) and _BOOT_ID.fullmatch(args[i + 1]):
                i += 1
        elif args[i].startswith("--boot=") and _BOOT_ID.fullmatch(args[i][7:]):
            pass
        elif (m := _JOURNALCTL_CLUSTER.fullmatch(args[i])) and len(args[i]) > 2:
            if m.group(1):
                if i + 1 >= len(args) or (args[i + 1].startswith("-") and not _SIGNED.match(args[i + 1])):
                    return False
                i += 1
        else:
            rest.append(args[i])
        i += 1
    ops = _options_only(rest, _JOURNALCTL_FLAGS, _JOURNALCTL_VALUED)
    # matches (FIELD=value, _PID=1) and an executable's path filter the entries
    return ops is not None and all(re.fullmatch(r"[A-Z_][A-Z0-9_]*=.{0,200}|\+|/[\w./-]{1,200}", o) for o in ops)


def _dmesg(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _options_only(args, _DMESG_FLAGS, _DMESG_VALUED) == []


# (probe round 48, benign52) systemctl show [UNIT...] -p PROP[,PROP] / --property=PROP
# [--value]: the properties named (a unit's state, main PID, restarts); never all of them
# (Environment=, SetCredential=, the command lines ExecStart= holds: a password as often as
# not), nor one of those named
_SYSTEMCTL_SHOW_PROP = re.compile(r"[A-Z][A-Za-z]{1,63}")
_SYSTEMCTL_SHOW_SECRET = re.compile(r"(?i)environ|exec|cred|secret|pass|token|key")


def _systemctl_show(args: Sequence[str]) -> bool:
    props: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-p", "--property"):
            if i + 1 >= len(args):
                return False
            props.extend(args[i + 1].split(","))
            i += 1
        elif a.startswith("--property="):
            props.extend(a[len("--property="):].split(","))
        elif a.startswith("-p") and len(a) > 2:
            props.extend(a[2:].split(","))
        elif a != "--value":
            rest.append(a)
        i += 1
    ops = _options_only(rest, _SYSTEMCTL_FLAGS, _SYSTEMCTL_VALUED)
    return bool(props) and ops is not None and ops[:1] == ["show"] \
        and all(_SYSTEMCTL_SHOW_PROP.fullmatch(p) and not _SYSTEMCTL_SHOW_SECRET.search(p) for p in props) \
        and all(re.fullmatch(r"[\w@.:\\-]{1,200}", o) for o in ops[1:])


def _systemctl(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    if "show" in args:
        return _systemctl_show(args)
    ops = _options_only(args, _SYSTEMCTL_FLAGS, _SYSTEMCTL_VALUED)
    if ops is None:
        return False
    if not ops:
        return True   # (systemctl alone is list-units)
    return ops[0] in _SYSTEMCTL_READS and all(re.fullmatch(r"[\w@.:*\\-]{1,200}", o) for o in ops[1:])


# (probe round 48, benign52) sysstat's reports of the running system: pidstat's and sar's
# statistics over INTERVAL [COUNT] (never pidstat -e, which runs a program: GTFOBins
# pidstat; nor sar -o/-f, a data file written or read), and loginctl's lists of sessions,
# users and seats (not user-status/session-status: GTFOBins loginctl's pager, nor a change)
_PIDSTAT_FLAGS = frozenset({"-d", "-H", "-h", "-I", "-l", "-R", "-r", "-s", "-t", "-u", "-v", "-w", "--human",
                            "-V"})
_PIDSTAT_VALUED = frozenset({"-p", "-C", "-G", "-T", "--dec"})
_SAR_FLAGS = frozenset({"-A", "-B", "-b", "-d", "-H", "-h", "-p", "-q", "-r", "-S", "-t", "-u", "-v", "-W", "-w",
                        "-y", "-z", "--human", "--pretty", "-V"})
_SAR_VALUED = frozenset({"-n", "-P", "-I", "--dec", "-s", "-e", "-i"})
_LOGINCTL_LISTS = frozenset({"list-sessions", "list-users", "list-seats"})


def _interval_count(ops: list[str] | None) -> bool:
    return ops is not None and len(ops) <= 2 and all(o.isdigit() and len(o) <= 6 for o in ops)


def _pidstat(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _interval_count(_options_only(args, _PIDSTAT_FLAGS, _PIDSTAT_VALUED))


def _sar(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _interval_count(_options_only(args, _SAR_FLAGS, _SAR_VALUED))


def _loginctl(args: Sequence[str], unknown: bool) -> bool:
    ops = _options_only(args, frozenset({"--no-pager", "--no-legend", "-a", "--all"}), frozenset({"-o", "--output"}))
    return not unknown and ops is not None and len(ops) == 1 and ops[0] in _LOGINCTL_LISTS


# (probe round 35, redteam35) busctl's queries of the bus: its names, a service's status,
# object tree, interfaces and one property; never --address (a unixexec: address runs a
# program, GTFOBins busctl), -H/--host (ssh) or -M (a container's bus), nor a call, emit,
# set-property, monitor or capture
_BUSCTL_FLAGS = frozenset({"--no-pager", "--no-legend", "-l", "--full", "--user", "--system", "--acquired",
                           "--activatable", "--unique", "--show-machine", "--verbose", "-q", "--quiet", "--list",
                           "-j", "--version", "-h", "--help"})
_BUSCTL_VALUED = frozenset({"--json", "--match", "--augment-creds", "--timeout", "--expect-reply", "--auto-start",
                            "--allow-interactive-authorization", "--watch-bind", "--destination"})
_BUSCTL_READS = frozenset({"list", "status", "tree", "introspect", "get-property", "help"})


def _busctl(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    ops = _options_only(args, _BUSCTL_FLAGS, _BUSCTL_VALUED)
    if ops is None:
        return False
    return not ops or (ops[0] in _BUSCTL_READS and all(re.fullmatch(r"[\w@.:/*-]{1,200}", o) for o in ops[1:]))


# (probe round 35, redteam35; GTFOBins busctl) a D-Bus address of the unixexec transport
# (sd-bus's and libdbus's): the program it names at path=, run with argv1=, argv2=...
# (percent-escaped values, addresses joined by ;)
_UNIXEXEC = re.compile(r"(?i)unixexec:([^;]*)")


def unixexec_command_lines(text: str) -> list[str]:
    """The command lines the ``unixexec:`` D-Bus addresses in ``text`` run (path= with its
    argv1=, argv2=... after it), shell-quoted; up to 4."""
    from urllib.parse import unquote
    import shlex
    out: list[str] = []
    for m in _UNIXEXEC.finditer(text[:8000]):
        params: dict[str, str] = {}
        for part in m.group(1).split(","):
            k, eq, v = part.partition("=")
            if eq:
                params.setdefault(k.strip().lower(), unquote(v))
        path = params.get("path")
        if not path:
            continue
        argv = [path] + [params[k] for k in sorted((k for k in params if re.fullmatch(r"argv[1-9]\d*", k)),
                                                  key=lambda k: int(k[4:]))]
        out.append(" ".join(shlex.quote(a) for a in argv))
        if len(out) >= 4:
            break
    return out


# (probe round 35, redteam35) a D-Bus method call to systemd's or logind's manager is the
# systemctl command it stands for: PowerOff/Reboot/Halt/KExec (and *WithFlags) turn the host
# off, StopUnit/KillUnit/DisableUnitFiles/MaskUnitFiles act on the units named after it
# (busctl call ... StopUnit ss auditd.service replace, dbus-send ... Manager.PowerOff
# boolean:true, gdbus call ... --method ...StopUnit auditd.service replace)
DBUS_CLIENTS = frozenset({"busctl", "dbus-send", "gdbus", "qdbus", "qdbus6", "qdbus-qt5", "qdbus-qt6", "mdbus2"})
_DBUS_MANAGER = re.compile(r"org\.freedesktop\.(?:systemd1|login1)(?:\.Manager)?\b")
_DBUS_POWER = {"PowerOff": "poweroff", "Reboot": "reboot", "Halt": "halt", "KExec": "kexec",
               "SoftReboot": "reboot", "PowerOffWithFlags": "poweroff", "RebootWithFlags": "reboot",
               "HaltWithFlags": "halt"}
_DBUS_UNIT_VERBS = {"StopUnit": "stop", "KillUnit": "kill", "DisableUnitFiles": "disable",
                    "DisableUnitFilesWithFlags": "disable", "DisableUnitFilesWithFlagsAndInstallInfo": "disable",
                    "MaskUnitFiles": "mask"}
_DBUS_NOT_UNIT = re.compile(r"(?:\d+|true|false|replace|fail|isolate|flush|ignore-\w+|replace-irreversibly|all|"
                            r"main|control|[ybnqiuxtdsogavh(){}]{1,8}|/[\w/]*)", re.I)


def dbus_manager_call(vals: Sequence[str]) -> str | None:
    """The systemctl command line a D-Bus client's call to systemd's or logind's manager
    stands for (``vals``: the client's words after its name), or None."""
    words = list(vals[:64])
    if not any(_DBUS_MANAGER.search(w) for w in words):
        return None
    for i, w in enumerate(words):
        method = w.rsplit(".", 1)[-1]
        if method in _DBUS_POWER:
            return "systemctl " + _DBUS_POWER[method]
        if method in _DBUS_UNIT_VERBS:
            units: list[str] = []
            for a in words[i + 1:i + 16]:
                for x in re.sub(r"^(?:array:)?(?:string|objpath|variant):", "", a).split(","):
                    x = x.strip().strip("'\"[]")
                    if x and not x.startswith("-") and not _DBUS_NOT_UNIT.fullmatch(x) and re.fullmatch(r"[\w@.:\\-]{1,200}", x):
                        units.append(x)
            if units:
                return "systemctl " + _DBUS_UNIT_VERBS[method] + " " + " ".join(units[:8])
    return None


def _sysctl(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    ops = _options_only(args, _SYSCTL_FLAGS, _NONE)
    return ops is not None and all(_SYSCTL_NAME.fullmatch(o) for o in ops) and (bool(ops) or bool(args))


def _lspci(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    rest = [a for a in args if not _LSPCI_LETTERS.fullmatch(a)]
    return _options_only(rest, _NONE, _LSPCI_VALUED) == []


def _lsusb(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _options_only(args, _LSUSB_FLAGS, _LSUSB_VALUED) == []


def _getent(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    ops = _options_only(args, frozenset({"--no-idn"}), _NONE)
    return bool(ops) and ops[0] in _GETENT_DBS


def _dpkg(args: Sequence[str], unknown: bool) -> bool:
    """dpkg/dpkg-query -l/-s/-L/-S/-W: the package database read; every action (-i, -r,
    -P, --configure, --set-selections...) is a word not on the list."""
    if unknown or not args:
        return False
    ops = _options_only(args, _DPKG_QUERY | {"--no-pager"}, frozenset({"-f", "--showformat"}))
    if ops is None:
        return False
    first = next((a for a in args if a.startswith("-")), None)
    return first is not None and first.partition("=")[0] in _DPKG_QUERY


def _rpm(args: Sequence[str], unknown: bool) -> bool:
    """rpm -q... (query mode only, first): -i/-U/-e/-F and --eval/--define never.
    (probe round 39, benign44) -p: a package file's header read (rpm -qpl x.rpm); never a
    URL, which rpm fetches."""
    if unknown or not args or not re.fullmatch(r"-q[ailcdRsfp]*|--query", args[0]):
        return False
    for a in args[1:]:
        if a.startswith("-") and not _RPM_QUERY.fullmatch(a.partition("=")[0]):
            return False
    package = any(a == "--package" or (a.startswith("-") and not a.startswith("--") and "p" in a) for a in args)
    return not (package and any(":" in a for a in args if not a.startswith("-")))


_QPDF_CHECKS = frozenset({"--check", "--show-npages", "--is-encrypted", "--requires-password",
                          "--show-linearization"})


def _pdftotext_stdout(args: Sequence[str]) -> bool:
    """pdftotext [-layout -raw -nopgbrk -q -f N -l N] FILE -: the text printed (without the
    -, FILE.txt is written beside it)."""
    ops = _pdftotext_operands(args)
    return ops is not None and len(ops) == 2 and ops[1] == "-"


def pdftotext_output(args: Sequence[str]) -> tuple[str, str, bool] | None:
    """(probe round 40, benign45) (FILE, the text file written, whether it is a word) of
    pdftotext [the options of _pdftotext_stdout] FILE [OUT]: OUT, or FILE's name with
    .pdf/.PDF replaced by .txt (.txt added to another name: poppler's pdftotext.cc); None
    for OUT -, FILE - (read from standard input) or any other option (-cfg reads a file,
    -opw/-upw are passwords, -htmlmeta/-bbox write HTML)."""
    ops = _pdftotext_operands(args)
    if ops is None or not ops or len(ops) > 2 or "-" in ops or any(not o for o in ops):
        return None
    if len(ops) == 2:
        return ops[0], ops[1], True
    stem = ops[0][:-4] if ops[0].endswith((".pdf", ".PDF")) else ops[0]
    return ops[0], stem + ".txt", False


def _pdftotext_operands(args: Sequence[str]) -> list[str] | None:
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-f", "-l"):
            if i + 1 >= len(args) or not args[i + 1].isdigit():
                return None
            i += 2
            continue
        if a in ("-layout", "-raw", "-nopgbrk", "-q", "-nodiag"):
            pass
        elif a.startswith("-") and a != "-":
            return None
        else:
            ops.append(a)
        i += 1
    return None if ops[:1] and ops[0].startswith(("-", "@")) else ops


def _apt_cache(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    ops = _options_only(args, frozenset({"-n", "--names-only", "-f", "--full", "--installed", "-q", "--quiet",
                                         "--recurse", "-i", "--important", "--no-all-versions"}), _NONE)
    return bool(ops) and ops[0] in _APT_CACHE_READS


def _apt(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    ops = _options_only(args, frozenset({"--installed", "--upgradable", "--all-versions", "-a", "-q", "--quiet",
                                         "--manual-installed", "--names-only", "-f", "--full"}), _NONE)
    return bool(ops) and ops[0] in ("list", "show", "policy", "search", "depends", "rdepends")


def _pyenv_which(args: Sequence[str], unknown: bool) -> bool:
    # pyenv which NAME / whence NAME: the path of a program's shim target, printed
    return not unknown and len(args) == 2 and args[0] in ("which", "whence") and \
        re.fullmatch(r"[\w.+-]{1,64}", args[1]) is not None


def _conda(args: Sequence[str], unknown: bool) -> bool:
    """conda's version, environment list and package list (not info -a/--all: it prints the
    environment's variables; not config --show: proxy_servers holds passwords)."""
    if unknown:
        return False
    if tuple(args) in (("info",), ("info", "--envs"), ("info", "-e"), ("info", "--json"), ("env", "list"),
                       ("env", "list", "--json"), ("info", "--base")):
        return True
    if args[:2] == ["env", "export"]:
        # (probe round 42, benign47) conda env export prints the environment's spec, what
        # conda list --export prints with its channels (not -f/--file: the spec written)
        ops = _options_only(args[2:], frozenset({"--json", "--no-builds", "--from-history", "--ignore-channels",
                                                 "--override-channels", "--ignore-prefix", "-q", "--quiet"}),
                            frozenset({"-n", "--name", "-p", "--prefix", "-c", "--channel"}))
        return ops == []
    if args[:1] != ["list"]:
        return False
    ops = _options_only(args[1:], frozenset({"--json", "--explicit", "--export", "--revisions", "--full-name",
                                             "--no-pip", "-c", "--canonical"}),
                        frozenset({"-n", "--name", "-p", "--prefix"}))
    return ops is not None and len(ops) <= 1


_OPAM_LIST_FLAGS = frozenset({"-i", "--installed", "-A", "--all", "-s", "--short", "--roots", "--installed-roots",
                               "--base", "--pinned", "--color", "-V", "--version", "--recursive",
                               "--depopts", "--with-test", "--with-doc", "--nobuild", "--or", "--vars", "--normalise",
                               "--wrap", "--separator", "--sort", "-S", "--available", "-a", "--leaf", "--latests-only",
                               "--dev", "--no-switch", "--safe", "--readonly", "--color=never", "--color=always",
                               "-q", "--quiet"})
# (not --json FILE: opam writes its results into FILE; probe round 34, redteam34b)
_OPAM_LIST_VALUED = frozenset({"--columns", "--field", "--depends-on", "--required-by", "--conflicts-with",
                               "--coinstallable-with", "--resolve", "--maintainer", "--tag", "--has-flag",
                               "--has-tag", "--owns-file", "--switch", "--repos"})


# (probe round 42, benign47) uuidgen prints a UUID: random (-r), time (-t), or the hash of a
# namespace and a name (-m/-s -n NS -N NAME), as hex (-x), COUNT of them (-C); no file, no program
_UUIDGEN_SHORT = re.compile(r"-[rtmsxhV]+")


def _uuidgen(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    return _options_only([a for a in args if _UUIDGEN_SHORT.fullmatch(a) is None],
                         frozenset({"--random", "--time", "--md5", "--sha1", "--hex", "--help", "--version"}),
                         frozenset({"-n", "--namespace", "-N", "--name", "-C", "--count"})) == []


# (probe round 42, benign47) bc computes what it reads (echo 'scale=2; 1/3' | bc -l): GNU bc
# and Gavin Howard's (macOS, FreeBSD) have no statement that runs a program or writes a file
# (dc has: its ! runs a command line, not this); file operands are programs read, judged as
# any read. Options from a list (not -i, interactive; not -e/-f of Howard's bc).
_BC_FLAGS = frozenset({"-l", "--mathlib", "-q", "--quiet", "-s", "--standard", "-w", "--warn", "-lq", "-ql"})


def _bc(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and _allowed_operands(args, _NONE, _BC_FLAGS) is not None


def _datamash(args: Sequence[str], unknown: bool) -> bool:
    return not unknown   # (it reads standard input only: no file operand, no output option)


_FUSER_FLAGS = frozenset({"-v", "--verbose", "-a", "--all", "-m", "--mount", "-M", "--ismountpoint", "-u", "--user",
                          "-4", "--ipv4", "-6", "--ipv6", "-s", "--silent", "-vm", "-mv", "-va", "-av", "-vu", "-uv",
                          "-n", "--namespace", "-l", "--list-signals", "-V", "--version"})


def _fuser(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-n", "--namespace"):
            if i + 1 >= len(args) or args[i + 1] not in ("file", "tcp", "udp"):
                return False
            i += 2
            continue
        if a.startswith("-") and a not in _FUSER_FLAGS:
            return False   # -k, -i, -KILL, -9, -TERM: the processes are signalled
        i += 1
    return True


def _lcov_summary(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and len(args) == 2 and args[0] in ("--summary", "-l", "--list") and not args[1].startswith("-")


def _jstack(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and bool(args) and all(a in ("-l", "-e") or a.isdigit() for a in args) and args[-1].isdigit()


_JDEPS_FLAGS = frozenset({"-s", "-summary", "-v", "-verbose", "-R", "--recursive", "--print-module-deps",
                          "--list-deps", "--list-reduced-deps", "-q", "-quiet", "--ignore-missing-deps", "-apionly",
                          "--api-only", "-jdkinternals", "--jdk-internals", "--missing-deps", "-version", "--version",
                          "-verbose:package", "-verbose:class", "--no-recursive", "-no-recursive", "-I", "--inverse"})
_JDEPS_VALUED = frozenset({"-cp", "-classpath", "--class-path", "--multi-release", "--module-path", "-p",
                           "--upgrade-module-path", "--system", "--add-modules", "-m", "--module", "-e", "-regex",
                           "-f", "-filter", "-p", "-package", "--package", "--require", "-include", "--regex"})


def _jdeps(args: Sequence[str], unknown: bool) -> bool:
    # (probe round 34, redteam34b) not an @FILE operand: the JDK's tools read more options
    # from it (--generate-module-info DIR, --dot-output DIR write), unseen here
    return not unknown and not any(a.startswith("@") for a in args) \
        and _options_only(args, _JDEPS_FLAGS, _JDEPS_VALUED) is not None


_OPAM_PATTERN = re.compile(r"[\w.*+-]{1,100}")
_JPS_FLAGS = re.compile(r"-[lmvqV]{1,5}")


def _opam_list(args: Sequence[str], unknown: bool) -> bool:
    """opam list (its packages; a package name or pattern to filter) and opam switch list /
    show: printed from opam's state, no package built and no command of a package run
    (probe round 34, benign37)."""
    if unknown or not args:
        return False
    if tuple(args) in (("switch",), ("switch", "list"), ("switch", "show"), ("--version",), ("repo", "list"),
                       # (probe round 46, benign50) the switch's environment and variables, printed
                       ("env",), ("var",), ("config", "env"),
                       ("switch", "list", "-s"), ("switch", "list", "--short")):
        return True
    if args[0] not in ("list", "ls"):
        return False
    ops = _options_only(args[1:], _OPAM_LIST_FLAGS, _OPAM_LIST_VALUED)
    return ops is not None and all(_OPAM_PATTERN.fullmatch(o) for o in ops)


def _jps(args: Sequence[str], unknown: bool) -> bool:
    """jps's flags (-l, -m, -v, -q, -V): the JVMs of this machine's user listed, as ps lists
    processes; a host operand asks a remote jstatd (probe round 34, benign37)."""
    return not unknown and all(_JPS_FLAGS.fullmatch(a) for a in args)


def _npm_extra(args: Sequence[str], unknown: bool) -> bool:
    """npm root/prefix (-g): a path printed; npm pkg get KEY...: package.json's fields; npm
    config get of a key that is no credential."""
    if unknown or not args:
        return False
    if args[0] in ("root", "prefix"):
        return all(a in ("-g", "--global") for a in args[1:])
    if tuple(args[:2]) == ("pkg", "get"):
        return all(not a.startswith("-") or a in ("--json",) for a in args[2:])
    if tuple(args[:2]) == ("config", "get") or tuple(args[:1]) == ("get",):
        keys = args[2:] if args[0] == "config" else args[1:]
        return bool(keys) and all(_NPM_PUBLIC_CONFIG.fullmatch(k) for k in keys)
    return False


def _pip_extra(args: Sequence[str], unknown: bool) -> bool:
    """pip cache dir/list (paths and wheel names) and pip inspect (the installed packages'
    metadata, as pip list --format=json)."""
    if unknown:
        return False
    if tuple(args) == ("cache", "dir"):
        return True
    if tuple(args[:2]) == ("cache", "list"):
        ops = _options_only(args[2:], frozenset({"--format=human", "--format=abspath"}), _NONE)
        return ops is not None and len(ops) <= 1
    if tuple(args[:1]) == ("inspect",):
        return all(a in ("--local", "--user") for a in args[1:])
    if tuple(args[:1]) == ("debug",):   # (probe round 47, benign51) versions and compatible tags printed
        return all(a in ("-v", "--verbose") for a in args[1:])
    return False


# gem's local queries: the installed gems (not -r/--remote, -b/--both, --source, nor gem env
# or gem sources: a source URL holds its credentials)
_GEM_LOCAL_FLAGS = frozenset({"-l", "--local", "-d", "--details", "--no-details", "-a", "--all", "-i", "--installed",
                              "-e", "--exact", "--no-versions", "--versions", "-q", "--quiet", "--prerelease",
                              "--no-prerelease"})


def _gem(args: Sequence[str], unknown: bool) -> bool:
    # (probe round 38, benign43: gem dependency NAME, the installed gem's, local by default)
    if unknown or not args or args[0] not in ("list", "which", "contents", "info", "specification", "spec",
                                              "dependency", "dep"):
        return False
    ops = _options_only(args[1:], _GEM_LOCAL_FLAGS, frozenset({"-v", "--version"}))
    return ops is not None and len(ops) <= (1 if args[0] in ("list", "info") else 2) and \
        (args[0] in ("list", "info") or bool(ops)) and all(re.fullmatch(r"[\w.+-]{1,100}", o) for o in ops)


def _bun_pm(args: Sequence[str], unknown: bool) -> bool:
    """bun pm ls (the installed packages, from the lockfile) and bun pm bin (a path);
    (probe round 47, benign51) bun pm cache (its path) and bun pm hash (the lockfile's)."""
    if not unknown and list(args) in (["pm", "cache"], ["pm", "hash"], ["pm", "hash-string"]):
        return True
    return not unknown and args[:1] == ["pm"] and len(args) >= 2 and args[1] in ("ls", "bin") and \
        all(a in ("--all", "-a", "-g", "--global") for a in args[2:])


def _uv_extra(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and tuple(args) in (("cache", "dir"), ("tool", "list"), ("tool", "dir"), ("python", "dir"),
                                           ("tool", "list", "--show-paths"),
                                           # (probe round 47, benign51) uv's own version, its cache's size
                                           ("self", "version"), ("cache", "size"))


def _exact_forms(forms: tuple[tuple[str, ...], ...]) -> Validator:
    return _exact(*forms)


# (probe round 32, benign32) the C compilers' own queries: version, target and the
# directories they search, printed (never -wrapper, -B, -specs or an input: they compile
# or run a program)
for _cc in ("gcc", "g++", "cc", "c++", "clang", "clang++"):
    _PRINTS_VERSION[_cc] = _PRINTS_VERSION.get(_cc, ()) + tuple((f,) for f in (
        "--version", "-dumpversion", "-dumpfullversion", "-dumpmachine", "-print-search-dirs", "-print-multiarch",
        "-print-libgcc-file-name", "-print-sysroot", "-print-multi-directory", "-print-multi-lib",
        "-print-targets", "--print-targets", "-print-resource-dir", "--print-resource-dir", "-v"))
_PRINTS_VERSION["xcrun"] += (("--show-sdk-build-version",),)


# pkg-config prints the flags and versions its .pc files declare (text it never runs)
_PKG_CONFIG_FLAGS = frozenset({"--cflags", "--libs", "--modversion", "--exists", "--libs-only-l", "--libs-only-L",
                               "--libs-only-other", "--cflags-only-I", "--cflags-only-other", "--static", "--shared",
                               "--print-variables", "--print-requires", "--print-requires-private", "--print-provides",
                               "--list-all", "--list-package-names", "--version", "--print-errors", "--short-errors",
                               "--silence-errors", "--errors-to-stdout", "--keep-system-cflags",
                               "--keep-system-libs", "--validate", "--uninstalled", "--debug"})
_PKG_CONFIG_VALUED = frozenset({"--variable", "--atleast-version", "--exact-version", "--max-version",
                                "--atleast-pkgconfig-version", "--define-prefix", "--dont-define-prefix"})


def _pkg_config(args: Sequence[str], unknown: bool) -> bool:
    ops = None if unknown else _allowed_operands(args, _PKG_CONFIG_VALUED, _PKG_CONFIG_FLAGS)
    return ops is not None and all(re.fullmatch(r"[\w.+-]{1,100}(?:\s*[<>=!]+\s*[\w.]+)?", o) for o in ops)


def _jar_list(args: Sequence[str], unknown: bool) -> bool:
    """jar tf/tvf ARCHIVE [ENTRY...], jar --list --file ARCHIVE: the entries printed (not
    -J, which hands the JVM an option: -J-javaagent:x.jar runs x; not @FILE)."""
    if unknown or not args or any(a.startswith(("-J", "@")) for a in args):
        return False
    if args[0].lstrip("-") in ("tf", "tvf", "vtf", "ft", "fvt"):
        return len(args) >= 2 and all(not a.startswith("-") for a in args[1:])
    ops = _allowed_operands(args, frozenset({"--file", "-f"}), frozenset({"--list", "-t", "--verbose", "-v"}))
    return ops is not None and ("--list" in args or "-t" in args) and any(a.split("=", 1)[0] in ("--file", "-f")
                                                                          for a in args)


def _javap(args: Sequence[str], unknown: bool) -> bool:
    """javap disassembles class files (never runs them): not -J (an option of the JVM javap
    runs in: -J-javaagent:x.jar runs x), not @FILE."""
    return not unknown and bool(args) and not any(a.startswith(("-J", "@", "--add-", "--patch")) for a in args)


def _plutil(args: Sequence[str], unknown: bool) -> bool:
    """plutil -p FILE (printed) and -lint FILE... (checked); every other verb rewrites the file."""
    return not unknown and len(args) >= 2 and args[0] in ("-p", "-lint") and all(
        not a.startswith("-") for a in args[1:]) and (args[0] == "-lint" or len(args) == 2)


# csvkit's filters print to standard output (argparse: a long option may be any prefix);
# in2csv's --write-sheets/--use-sheet-names write a CSV file per sheet, csvsql writes a
# database, csvclean writes *_out.csv, csvpy opens a Python shell: left out
_CSVKIT_READERS = frozenset({"csvlook", "csvstat", "csvcut", "csvgrep", "csvsort", "csvjson", "csvformat",
                             "csvstack", "csvjoin", "in2csv"})


def _csvkit(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and not any(a.startswith("--") and long_hits(
        a[2:].split("=", 1)[0], ("write-sheets", "use-sheet-names")) for a in args)


# (probe round 41, benign46) xsv (BurntSushi's; docopt) reads CSV and prints: its verbs but
# index (writes FILE.idx), split and partition (write files into a directory) and -o/--output
# (docopt takes any unambiguous prefix of a long option, and stacks short flags: -no F is -n
# -o F). It reads no configuration file and runs nothing (qsv, its fork, runs Luau/Python
# and fetches URLs: not this).
_XSV_READS = frozenset({"cat", "count", "fixlengths", "flatten", "fmt", "frequency", "headers", "input", "join",
                        "sample", "search", "select", "slice", "sort", "stats", "table", "reverse", "--version",
                        "--help", "-h", "help", "--list"})


def _xsv(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args or args[0] not in _XSV_READS:
        return False
    for a in args[1:]:
        if a == "--":
            break
        if a.startswith("--o") or (a.startswith("-") and not a.startswith("--") and "o" in a):
            return False
        if "://" in a:
            return False
    return True


# (probe round 42, benign47) csvtk (shenwei356's; cobra/pflag: long options spelled out, short
# boolean flags stacked) reads CSV and prints: its reading verbs only, never the global
# -o/--out-file (stacked too: -Ho F), nor split/splitxlsx (files into a directory), csv2xlsx,
# plot/hist/box/line/bar/watch (images written), genautocomplete (a completion file written to
# the home), -X/--infile-list (files a list names, read unseen). It reads no configuration file
# ("no configuration") and runs no program; its expressions (filter2, mutate2/3) compute over
# the fields.
_CSVTK_READS = frozenset({"headers", "dim", "size", "stats", "stat", "nrow", "ncol", "summary", "pretty", "head",
                          "cut", "grep", "filter", "filter2", "freq", "uniq", "sort", "transpose", "csv2json",
                          "csv2md", "csv2rst", "csv2tab", "csv2html", "tab2csv", "space2tab", "join", "inter",
                          "concat", "cat", "sample", "corr", "fold", "unfold", "collapse", "rename", "rename2",
                          "replace", "mutate", "mutate2", "mutate3", "fmtdate", "fmtnum", "round", "sep", "gather",
                          "spread", "comb", "add-header", "del-header", "del-quotes", "fix", "fix-quotes", "paste",
                          "shuf", "comma", "long2matrix", "matrix2long", "version", "--version", "--help", "-h"})


_CSVTK_GLOBAL_VALUED = frozenset({"-c", "--chunk-size", "-j", "--num-cpus", "-d", "--delimiter", "-D",
                                  "--out-delimiter", "-C", "--comment-char"})


def _csvtk(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    verb, i = None, 0
    while i < len(args):   # (the global options before the verb, as pflag reads them)
        a = args[i]
        if not a.startswith("-") or a in ("--version", "--help", "-h"):
            verb = a
            break
        i += 2 if a in _CSVTK_GLOBAL_VALUED else 1
    if verb is None or verb not in _CSVTK_READS or (verb == "version" and args[i + 1:]):
        return False   # (csvtk version -u asks GitHub for a newer release)
    for a in args:
        if a == "--":
            break
        if a.startswith("--out") and not a.startswith("--out-delimiter") and not a.startswith("--out-tabs") \
                or (a.startswith("-") and not a.startswith("--") and ("o" in a or "X" in a)) or "://" in a \
                or a.startswith("--infile-list"):
            return False   # (-X/--infile-list: the files a list names read unseen)
    return True


# (probe round 44, benign48) qsv (dathere's fork of xsv; docopt: long-option prefixes, stacked
# short flags) reading CSV and printing, its reading verbs only: not -o/--output (stacked too),
# nor stats (its cache, FILE.stats.csv, written beside the input), index/schema/split/partition/
# to/excel --sheet output (files written), luau/py/apply dynfmt (code run), fetch/fetchpost/
# geocode/describegpt/validate with a URL (the network), sqlp/joinp (SQL that may COPY TO a
# file), template (files into a directory), dedup --dupes-output (a second file), nor a URL. It loads the working
# directory's .env into its own environment (qsv's QSV_* settings; the reading verbs run no
# program with it).
_QSV_READS = frozenset({"cat", "count", "fixlengths", "flatten", "fmt", "frequency", "headers", "input", "join",
                        "sample", "search", "searchset", "select", "slice", "sort", "table", "reverse",
                        "transpose", "behead", "sniff", "exclude", "enum", "rename", "replace", "datefmt",
                        "dedup", "pseudo", "safenames", "sortcheck", "--version", "--help", "-h",
                        "help", "--list"})


def _qsv(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args or args[0] not in _QSV_READS:
        return False
    for a in args[1:]:
        if a == "--":
            break
        if a.startswith("--o") or a.startswith("--dupes") or a.startswith("--cache") or a.startswith("--outfile") \
                or (a.startswith("-") and not a.startswith("--") and ("o" in a or "D" in a)) or "://" in a:
            return False
    return True


# (probe round 44, benign48) Miller (mlr): main flags that pick the formats and separators,
# then verbs chained with "then". Not -I (each file rewritten in place), --prepipe/--prepipex
# (a command run on each file; only the named decompressors --prepipe-gunzip/-zcat/-bz2/
# -zstdcat/--gzin/--bz2in/--zin/--zstdin), --load/--mload (DSL files loaded), -s FILE (more
# flags read from a file, its first word), --files (names read from a file); --ofmt... are fine; not the tee
# and split verbs (files written), nor put/filter with -f (DSL from a file) or a DSL that
# calls system()/exec() or redirects tee/emit/print/dump output to a file or a pipe (> >>
# |). No URL (Miller 6 reads http(s) operands). ./.mlrrc and ~/.mlrrc are read, but Miller
# refuses --prepipe/--load/--mload there (a .mlrrc with -I would rewrite the files named).
_MLR_BAD_MAIN = re.compile(r"-I|--prepipex?(?:=.*)?|--load(?:=.*)?|--mload(?:=.*)?|--files(?:=.*)?|--norc-.*"
                           r"|--ofmt-?file.*|--tee.*")
# (probe round 47, redteam47) nor the repl (DSL statements read from standard input and run,
# system() among them: mlr repl <<< 'system("rm -rf ~")') or regtest (the cases' commands run)
_MLR_BAD_VERBS = frozenset({"tee", "split", "split-lines", "case-write", "repl", "regtest"})
_MLR_DSL_VERBS = frozenset({"put", "filter"})
_MLR_DSL_BAD = re.compile(r"\b(?:system|exec|os_type|hostname)\b|\b(?:tee|emit1?|emitp|emitf|print|printn|eprint|"
                          r"eprintn|dump|edump)\s*(?:>|\|)")


def _mlr(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args or args[0] == "-s":
        return False   # (mlr -s FILE: more flags read from FILE, its first word only)
    for i, a in enumerate(args):
        if _MLR_BAD_MAIN.fullmatch(a) or a in _MLR_BAD_VERBS or "://" in a or _MLR_DSL_BAD.search(a):
            return False
        if a in _MLR_DSL_VERBS:
            j = i + 1
            while j < len(args) and args[j].startswith("-"):
                if args[j] in ("-f", "--from-file") or args[j].startswith("-f"):
                    return False   # (the DSL read from a file, unseen)
                j += 2 if args[j] == "-s" else 1
    return True


# (probe round 44, benign48) gron flattens JSON to assignments (and -u back): an operand that
# is a URL is fetched (gron https://...): not that, nor -k/--insecure with it
def _gron(args: Sequence[str], unknown: bool) -> bool:
    return not unknown and all("://" not in a and not a.lower().startswith(("http:", "https:")) for a in args) and \
        _allowed_operands(args, frozenset(), frozenset({"-u", "--ungron", "-m", "--monochrome", "-c", "--colorize",
                                                         "-s", "--stream", "-j", "--json", "-v", "--values",
                                                         "--no-sort", "--version", "-h", "--help"})) is not None


# (probe round 44, benign48) jless shows one JSON or YAML file, read-only: it has no shell
# escape, opens no editor and writes nothing (its y-commands copy to the clipboard)
def _jless(args: Sequence[str], unknown: bool) -> bool:
    ops = None if unknown else _allowed_operands(
        args, frozenset({"--mode", "-m", "--scrolloff"}),
        frozenset({"--json", "--yaml", "-N", "--no-line-numbers", "-n", "--line-numbers", "-r",
                   "--relative-line-numbers", "--version", "-V", "-h", "--help"}))
    return ops is not None and len(ops) <= 1


# (probe round 44, benign48) dasel's selection printed: the bare command (v2) or select (v1)
# with -f/--file, -r/--read, -w/--write (formats, not files), -s/--selector and printing flags;
# never put/delete (the file rewritten), -o/--out (a file written), nor a URL
_DASEL_VALUED = frozenset({"-f", "--file", "-r", "--read", "-w", "--write", "-s", "--selector", "--colour",
                           "--color", "--indent", "-p", "--parser"})
_DASEL_FLAGS = frozenset({"--pretty", "-c", "--compact", "--colour", "--color", "-m", "--multiple", "--plain",
                          "-n", "--null", "--escape-html", "--length", "--version", "-v", "-h", "--help"})


def _dasel(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    rest = list(args[1:]) if list(args[:1]) == ["select"] else list(args)
    ops = _allowed_operands(rest, _DASEL_VALUED, _DASEL_FLAGS)
    # (cobra finds a subcommand after flags too: dasel -f x.json delete -s .a deletes)
    return ops is not None and len(ops) <= 1 and not any("://" in a for a in args) and not any(
        o in ("put", "delete", "validate", "select", "man", "completion", "help") for o in ops)


# (probe round 44, benign48) openssl dgst: a file's digest printed (-r, -hex, -c, the digest
# names); not -out (a file), -sign/-verify/-prverify/-hmac/-mac/-macopt/-sigopt (keys used),
# -engine/-provider (a module loaded), nor standard input
_OPENSSL_DIGESTS = frozenset({"-sha1", "-sha224", "-sha256", "-sha384", "-sha512", "-sha3-256", "-sha3-512",
                              "-md5", "-blake2b512", "-blake2s256", "-sm3", "-r", "-hex", "-c", "-coreutils"})


def _openssl_dgst(a: Sequence[str]) -> bool:
    ops = [x for x in a[1:] if not x.startswith("-")]
    return bool(ops) and all(x in _OPENSSL_DIGESTS or not x.startswith("-") for x in a[1:]) and \
        not any(x.startswith(("/dev/", "/proc/")) for x in ops)


# (probe round 44, benign48) ffprobe's report on one local media file, printed: not -o (a
# file written), -report (a log file written), -f/-protocol_whitelist/-i of a URL or protocol
# (concat:, subfile:, http:), playlists (.m3u8/.m3u/.ffconcat/.sdp/.txt: other files and URLs
# opened), -show_data or an entry holding data (the packets' bytes printed); the -show_*/
# -print_format family only
_FFPROBE_FLAGS = frozenset({"-hide_banner", "-show_format", "-show_streams", "-show_frames", "-show_packets",
                            "-show_chapters", "-show_programs", "-show_error", "-show_private_data",
                            "-show_program_version", "-show_library_versions", "-show_versions", "-show_pixel_formats",
                            "-count_frames", "-count_packets", "-pretty", "-sexagesimal", "-unit", "-prefix",
                            "-byte_binary_prefix", "-bitexact", "-version", "-formats", "-codecs"})
_FFPROBE_VALUED = frozenset({"-v", "-loglevel", "-show_entries", "-of", "-print_format", "-output_format",
                             "-select_streams", "-read_intervals", "-i"})
_FFPROBE_PLAYLISTS = (".m3u8", ".m3u", ".ffconcat", ".sdp", ".txt", ".concat", ".pls", ".xspf", ".asx", ".ism")


def _ffprobe(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    i, files = 0, []
    while i < len(args):
        a = args[i]
        if a in _FFPROBE_VALUED:
            if i + 1 >= len(args):
                return False
            if a == "-i":
                files.append(args[i + 1])
            elif a == "-show_entries" and "data" in args[i + 1]:
                return False
            i += 2
            continue
        if a.startswith("-"):
            if a not in _FFPROBE_FLAGS:
                return False
        else:
            files.append(a)
        i += 1
    return len(files) <= 1 and all(
        ":" not in f.split("/", 1)[0] and "://" not in f and not f.lower().endswith(_FFPROBE_PLAYLISTS)
        and not f.startswith(("/dev/", "/proc/", "-")) for f in files) and (bool(files) or args in (
            ["-version"], ["-formats"], ["-codecs"], ["-hide_banner", "-version"]))


# (probe round 46, benign50) exiftool's report of files' metadata, printed: the report and
# format options from a list (exiftool takes an option in any case: compared lowercased;
# -s/-S, -g/-G are two spellings of a report each), a tag named with its group (-EXIF:All,
# -GPS:GPSLatitude). Never -o/-out, -w (files written), -overwrite_original*, a tag given a
# value (-TAG=, -TAG<SRC, -TAG+=), -tagsFromFile, -config (Perl loaded), -@ (arguments read
# from a file), -if/-p/-api/-userParam (Perl expressions), -geotag, -execute, -stay_open,
# -srcfile, -delete_original/-restore_original; an operand naming a URL or @FILE
_EXIFTOOL_FLAGS = frozenset({"-a", "-g", "-g0", "-g1", "-g2", "-g3", "-g4", "-g5", "-g6", "-g7", "-s", "-s2", "-s3",
                             "-j", "-json", "-xmp", "-n", "-u", "-u2", "-h", "-htmlformat", "-e", "-ee", "-ee2",
                             "-ee3", "-csv", "-l", "-long", "-t", "-tab", "-table", "-r", "-recurse", "-q", "-quiet",
                             "-m", "-v", "-v0", "-v1", "-v2", "-v3", "-ver", "-fast", "-fast2", "-fast3", "-f",
                             "-forceprint", "-b", "-binary", "-struct", "--struct", "-sort", "-duplicates",
                             "-unknown", "-unknown2", "-listx", "-list", "-listw", "-listf", "-listr", "-listg",
                             "-listd", "-php", "-latin", "-scanforxmp"})
# (the one-letter capitals: -G group names, -S very short, -X XML, -T table, -H/-D tag IDs,
# -U unknown binary tags, -E HTML escapes, -L Latin-1)
_EXIFTOOL_CAPITALS = re.compile(r"-(?:G[0-7]?(?::[0-7]){0,7}|[SXTHDUEL])")
_EXIFTOOL_VALUED = frozenset({"-ext", "--ext", "-extension", "-x", "-exclude", "-d", "-dateformat", "-c",
                              "-coordformat", "-lang", "-sep", "-separator", "-i", "-ignore", "-charset"})
_EXIFTOOL_GROUP_TAG = re.compile(r"--?[A-Za-z][\w-]{0,40}(?::[A-Za-z0-9][\w-]{0,40}){1,2}(?::?\*|:All)?", re.I)


# a tag named alone (-FileName, -ImageSize, -DateTimeOriginal: capitalised, printed); exiftool
# reads any unknown -WORD as a tag, and its options in any case, so never one of its option
# names (digits or ! after them dropped: -efile2!, -w!, -execute3)
_EXIFTOOL_TAG = re.compile(r"-[A-Z][A-Za-z0-9]{2,40}")
_EXIFTOOL_OPTION_NAMES = frozenset({
    "all", "api", "binary", "charset", "common_args", "config", "coordformat", "csv", "csvdelim", "dateformat",
    "decimal", "delete_original", "diff", "echo", "efile", "escapec", "escapehtml", "escapexml", "exclude",
    "execute", "ext", "extension", "extractembedded", "fast", "fileorder", "fixbase", "forceprint", "geosync",
    "geotag", "geotime", "globaltimeshift", "groupheadings", "groupnames", "hex", "htmldump", "htmlformat",
    "if", "ignore", "ignoreminorerrors", "json", "lang", "latin", "list", "listd", "listf", "listg", "listitem",
    "listr", "listw", "listwf", "listx", "long", "out", "overwrite_original", "overwrite_original_in_place",
    "password", "pause", "php", "preserve", "printconv", "printformat", "progress", "quiet", "recurse",
    "restore_original", "scanforxmp", "sep", "separator", "short", "sort", "srcfile", "stay_open", "struct",
    "tab", "table", "tagout", "tagoutext", "tagsfromfile", "textout", "unknown", "unknown2", "use", "userparam",
    "validate", "ver", "verbose", "veryshort", "wext", "wm", "writemode", "xmlformat", "zip", "addtagsfromfile",
    "k", "ee", "ee2", "ee3", "g", "w", "o", "p", "x", "z"})


def _exiftool(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    i, files = 0, 0
    while i < len(args):
        a = args[i]
        low = a.lower()
        if low in _EXIFTOOL_VALUED:
            if i + 1 >= len(args):
                return False
            i += 2
            continue
        if a.startswith("-") and a != "-":
            if not (low in _EXIFTOOL_FLAGS or _EXIFTOOL_CAPITALS.fullmatch(a) or _EXIFTOOL_GROUP_TAG.fullmatch(a)
                    or (_EXIFTOOL_TAG.fullmatch(a) and low[1:].rstrip("0123456789") not in _EXIFTOOL_OPTION_NAMES)):
                return False
        elif a.startswith("@") or "://" in a or "|" in a:   # (a name with | ran as a command before 12.38)
            return False
        else:
            files += 1
        i += 1
    return files > 0 or [x.lower() for x in args] == ["-ver"]


# (probe round 46, benign50) mediainfo's report of local media files, printed: not --LogFile
# (written), --Inform/--Output with a file:// template (another file read), --Bom, a URL
# operand (fetched through libcurl)
_MEDIAINFO_FLAGS = frozenset({"-f", "--full", "--language=raw", "--version", "--help", "-h", "--info-parameters",
                              "--info-codecs", "--info-version", "--details=0", "--details=1"})
_MEDIAINFO_OUTPUTS = frozenset({"json", "xml", "html", "text", "csv", "oldxml", "pbcore", "pbcore2", "ebucore",
                                "ebucore_json", "fims", "mpeg-7", "niso", "graph_svg", "graph_dot"})


def _mediainfo(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    files = 0
    for a in args:
        low = a.lower()
        if a.startswith("-"):
            name, eq, value = low.partition("=")
            if not (low in _MEDIAINFO_FLAGS or (name in ("--output", "--inform") and eq and (
                    value in _MEDIAINFO_OUTPUTS or (";" in value and "file:" not in value and "://" not in value)))):
                return False
        elif "://" in a or a.startswith("@") or "|" in a:
            return False
        else:
            files += 1
    return files > 0 or args in (["--version"], ["--help"], ["-h"])


_XCRUN_SHOWS = frozenset({"--show-sdk-path", "--show-sdk-version", "--show-sdk-build-version",
                          "--show-sdk-platform-path", "--show-sdk-platform-version", "--version"})


_SOXI_FLAGS = frozenset({"-V", "-t", "-r", "-c", "-s", "-d", "-D", "-b", "-B", "-p", "-e", "-a", "-T"})
_MKVINFO_FLAGS = frozenset({"-v", "--verbose", "-a", "--all", "-s", "--summary", "-t", "--track-info", "-z", "--size",
                            "-x", "--hexdump", "-X", "--full-hexdump", "-p", "--hex-positions", "-q", "--quiet"})
_GIFSICLE_FLAGS = frozenset({"-I", "--info", "--sinfo", "--xinfo", "--color-info", "--extension-info", "--size-info",
                             "--cinfo", "--einfo", "--no-warnings", "-w"})
_PNGCHECK_FLAGS = frozenset({"-v", "-vv", "-q", "-t", "-7", "-p", "-c", "-f", "-s", "-tv", "-vt", "-cvt", "-vvt"})
_JPEGINFO_FLAGS = frozenset({"-c", "--check", "-i", "--info", "-l", "--lsstyle", "-v", "--verbose", "-q", "--quiet",
                             "-5", "--md5", "-C", "--csv", "-j", "--json", "-s", "--sha256"})
_MEDIA_PLAYLISTS = (".m3u", ".m3u8", ".pls", ".xspf", ".cue")


def _media_info_args(args: Sequence[str], flags: frozenset[str]) -> bool:
    """Options from FLAGS and at least one local file (not a URL, @FILE or a playlist)."""
    files = 0
    for a in args:
        if a.startswith("-") and a != "-":
            if a not in flags:
                return False
        elif a.startswith("@") or "|" in a or "://" in a or a.lower().endswith(_MEDIA_PLAYLISTS) or a == "-":
            return False
        else:
            files += 1
    return files > 0


# (probe round 47, benign51) gitleaks's scans, read-only when they print no secret: a scan
# prints its findings only with -v/--verbose, and then each secret in full unless --redact
# (bare, or =100: --redact=0 redacts nothing); the counts and the banner otherwise. Never a
# report written (-r/--report-path, "-" is standard output), --log-opts (words for git log:
# --output=FILE), --diagnostics (profiles written), a report template (a file read as Go
# template). The git scans (detect, git, protect) run git log/diff in the repository they
# are given: only this one (no --source or "."; a repository elsewhere names programs git
# runs); dir and detect --no-git read files, any path below the working directory.
_GITLEAKS_FLAGS = frozenset({"--no-banner", "--no-color", "--ignore-gitleaks-allow", "--no-git", "--staged",
                             "--pre-commit", "--follow-symlinks", "--redact", "--redact=100", "-v", "--verbose"})
_GITLEAKS_VALUED = frozenset({"-c", "--config", "-b", "--baseline-path", "--enable-rule", "--exit-code", "-i",
                              "--gitleaks-ignore-path", "-l", "--log-level", "--max-decode-depth",
                              "--max-archive-depth", "--max-target-megabytes", "-f", "--report-format", "-s",
                              "--source", "--timeout"})
_GITLEAKS_SCANS = frozenset({"detect", "protect", "dir", "directory", "files", "git"})
_GITLEAKS_PATH = re.compile(r"(?!-)(?!.*(?:^|/)\.\.(?:/|$))[\w.@+-][\w./@+-]{0,200}")


def _gitleaks(args: Sequence[str]) -> bool:
    if list(args) in ([], ["version"], ["--version"], ["-h"], ["--help"], ["help"]):
        return True
    sub, rest = args[0], list(args[1:])
    if sub not in _GITLEAKS_SCANS:
        return False
    flags: set[str] = set()
    source: list[str] = []
    i = 0
    while i < len(rest):
        a = rest[i]
        name, eq, value = a.partition("=")
        if a in _GITLEAKS_FLAGS:
            flags.add(name)
        elif name in _GITLEAKS_VALUED:
            if not eq:
                if i + 1 >= len(rest):
                    return False
                i += 1
                value = rest[i]
            if name in ("-f", "--report-format") and value not in ("json", "csv", "junit", "sarif"):
                return False
            if name in ("-s", "--source"):
                source.append(value)
            elif name in ("-c", "--config", "-b", "--baseline-path", "-i", "--gitleaks-ignore-path") \
                    and _GITLEAKS_PATH.fullmatch(value) is None:
                return False
        elif a.startswith("-"):
            return False
        else:
            source.append(a)
        i += 1
    if ("-v" in flags or "--verbose" in flags) and "--redact" not in flags:
        return False   # (each finding printed with its secret in full)
    if len(source) > 1:
        return False
    git_scan = sub in ("detect", "protect", "git") and "--no-git" not in flags
    if git_scan:
        return not source or source[0] in (".", "./")
    return all(_GITLEAKS_PATH.fullmatch(x) is not None for x in source)


def _xcrun_find(args: Sequence[str]) -> bool:
    """xcrun [--sdk NAME] [--toolchain NAME] --find TOOL, or one of its --show-sdk-* pages:
    a path or version printed, nothing run (any other word is a tool xcrun runs)."""
    found, tools, i = 0, 0, 0
    while i < len(args):
        a = args[i]
        if a in ("--sdk", "-sdk", "--toolchain", "-toolchain"):
            if i + 1 >= len(args) or re.fullmatch(r"\w[\w.+-]{0,60}", args[i + 1]) is None:
                return False
            i += 2
            continue
        if a in ("--find", "-f", "-find"):
            found += 1
        elif a in _XCRUN_SHOWS:
            found += 2
        elif re.fullmatch(r"\w[\w.+-]{0,60}", a):
            tools += 1
        elif a not in ("-v", "--verbose", "-n", "--no-cache"):
            return False
        i += 1
    return (found, tools) in ((1, 1), (2, 0))


_SENSORS_FLAGS = frozenset({"-A", "--no-adapter", "-u", "-j", "-f", "--fahrenheit", "-v", "--version", "-h", "--help"})


# (probe round 41, benign46) pandoc converting Markdown to a text format: the Markdown reader
# opens no other file (reStructuredText's include, Org's #+INCLUDE, LaTeX's \input, txt2tags'
# %!include, DocBook's XInclude read files into the output: only .md/.markdown operands or
# -f markdown/gfm/commonmark), the text writers embed nothing (docx, odt, epub, pptx embed the
# images a document names, fetched from anywhere; pdf runs a TeX or HTML engine). Options from
# a list, each spelled out (GetOpt takes an exact name before a prefix): no -d (a defaults
# file), --filter/-F/--lua-filter/-L, --template/-H/-B/-A/--include-*, --data-dir,
# --resource-path, --citeproc/--bibliography, --extract-media, --embed-resources,
# --self-contained, --pdf-engine, --highlight-style FILE, --syntax-definition, --reference-doc.
_PANDOC_READERS = frozenset({"markdown", "gfm", "commonmark", "commonmark_x", "markdown_strict", "markdown_mmd",
                             "markdown_phpextra", "markdown_github"})
_PANDOC_WRITERS = frozenset({"html", "html5", "html4", "plain", "markdown", "gfm", "commonmark", "commonmark_x",
                             "markdown_strict", "rst", "latex", "man", "asciidoc", "asciidoctor", "org", "json",
                             "native", "mediawiki", "dokuwiki", "textile", "jira", "haddock", "texinfo", "ms",
                             "context", "typst", "opml", "jats", "docbook", "docbook5", "tei", "zimwiki",
                             "xwiki", "muse", "bibtex", "biblatex", "csljson"})
_PANDOC_TEXT_EXT = (".html", ".htm", ".md", ".markdown", ".txt", ".rst", ".tex", ".latex", ".adoc", ".org",
                    ".json", ".1", ".texi", ".typ", ".xml", ".wiki", ".textile")
_PANDOC_FLAGS = frozenset({"-s", "--standalone", "--toc", "--table-of-contents", "-N", "--number-sections",
                           "--strip-comments", "--ascii", "--reference-links", "--section-divs", "--html-q-tags",
                           "--no-highlight", "--quiet", "--verbose", "--version", "-v", "--mathjax", "--katex",
                           "--list-input-formats", "--list-output-formats", "--list-extensions", "--fail-if-warnings",
                           "--preserve-tabs"})
_PANDOC_VALUED = frozenset({"--toc-depth", "-M", "--metadata", "-V", "--variable", "--wrap", "--columns",
                            "--shift-heading-level-by", "--markdown-headings", "--eol", "--tab-stop", "--title-prefix",
                            "-T", "--id-prefix", "--top-level-division", "--reference-location", "--dpi",
                            "--email-obfuscation", "--ipynb-output", "--track-changes"})


def _pandoc(args: Sequence[str], unknown: bool) -> bool:
    """pandoc [list options] [-f MARKDOWN] [-t TEXT] [FILE.md...]: printed."""
    if unknown:
        return False
    reader = writer = None
    files: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        name, eq, value = a.partition("=")
        if a in ("-f", "-r", "-t", "-w") or (a.startswith("--") and name in ("--from", "--read", "--to", "--write")):
            if not eq:
                if i + 1 >= len(args):
                    return False
                value = args[i + 1]
                i += 1
            base = re.split(r"[+-]", value, maxsplit=1)[0]
            if name in ("-f", "-r", "--from", "--read"):
                reader = base
            else:
                writer = base
        elif a in _PANDOC_FLAGS:
            pass
        elif name in _PANDOC_VALUED:
            if not eq:
                if i + 1 >= len(args):
                    return False
                i += 1
        elif a.startswith("-") and a != "-":
            return False
        else:
            files.append(a)
        i += 1
    if reader is not None and reader not in _PANDOC_READERS:
        return False
    if writer is not None and writer not in _PANDOC_WRITERS:
        return False
    if any("://" in f for f in files):
        return False   # (a URL is fetched)
    return reader is not None or all(f == "-" or f.lower().endswith((".md", ".markdown")) for f in files)


def pandoc_output_ok(out: str) -> bool:
    """pandoc -o OUT: a text file by its name (pdf, docx, odt, epub, pptx: an engine run or
    images embedded; html given -t to a .pdf is made by an HTML engine)."""
    return out.lower().endswith(_PANDOC_TEXT_EXT)


# (probe round 41, benign46) jupyter nbconvert --to FORMAT NB.ipynb writes NB.EXT beside the
# notebook (FilesWriter: the notebook's name and the exporter's extension, .py for a Python
# kernel's script; a markdown, rst, latex or asciidoc export's pictures into NB_files/ there). Jupyter loads
# jupyter_nbconvert_config.py from the working directory (the project's code, as a build's:
# _STARTUP_FILES), and the notebook's metadata names a script's extension as a build's files
# name its outputs. Never --execute (a kernel runs the cells), --inplace/--clear-output (the
# notebook rewritten), --output/--output-dir, --template/--template-file, --config, --embed-images
# (the files its Markdown names read into the page), pdf/webpdf/slides (LaTeX or a browser run),
# a traitlets --Class.trait=VALUE setting or a glob.
_NBCONVERT_EXT = {"script": ".py", "python": ".py", "markdown": ".md", "html": ".html", "rst": ".rst",
                  "asciidoc": ".asciidoc", "latex": ".tex", "notebook": ".nbconvert.ipynb"}
_NBCONVERT_FLAGS = frozenset({"--no-prompt", "--no-input", "--allow-errors", "--debug", "--quiet", "-y",
                              "--sanitize-html"})


def _to_format_operands(args: Sequence[str], flags) -> tuple[str | None, list[str]] | None:
    """(FORMAT, the operands) of a converter's words: --to FORMAT or --to=FORMAT (given twice:
    ""), the ``flags`` allowed; None at any other option."""
    fmt: str | None = None
    operands: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--to" and i + 1 < len(args):
            fmt = args[i + 1] if fmt is None else ""
            i += 2
            continue
        if a.startswith("--to="):
            fmt = a[5:] if fmt is None else ""
        elif a in flags:
            pass
        elif a.startswith("-"):
            return None
        else:
            operands.append(a)
        i += 1
    return fmt, operands


def nbconvert_output(args: Sequence[str]) -> tuple[str, str] | None:
    """(NB, the file written) of jupyter nbconvert --to FORMAT [flags] NB.ipynb; None otherwise."""
    if len(args) < 3 or args[0] != "nbconvert":
        return None
    parsed = _to_format_operands(args[1:], _NBCONVERT_FLAGS)
    if parsed is None:
        return None
    fmt, nbs = parsed
    if not fmt or fmt not in _NBCONVERT_EXT or len(nbs) != 1:
        return None
    nb = nbs[0]
    if not nb.endswith(".ipynb") or nb.endswith("/.ipynb") or nb == ".ipynb" or "://" in nb:
        return None
    return nb, nb[:-len(".ipynb")] + _NBCONVERT_EXT[fmt]


def nbconvert_stdout(args: Sequence[str]) -> bool:
    """jupyter nbconvert --to FORMAT --stdout [flags] NB.ipynb (probe round 42, benign47): the
    conversion printed, nothing written (the writer is StdoutWriter; the pictures a
    markdown export names are not saved). Jupyter's configuration from the working
    directory still runs (_STARTUP_FILES): the build's trust, as the file form's."""
    if "--stdout" not in args:
        return False
    rest = list(args)
    rest.remove("--stdout")
    return "--stdout" not in rest and nbconvert_output(rest) is not None


# (probe round 42, benign47) jupytext --to FORMAT NB writes NB with the format's extension
# beside it (py: NB.py from NB.ipynb; ipynb/notebook: NB.ipynb from NB.py or NB.md), one
# file. Jupytext reads jupytext.toml/.yml/.json and runs jupytext.py/.jupytext.py from the
# notebook's directory and those above (traitlets' PyFileConfigLoader: _STARTUP_FILES),
# the project's code as a build's. Never --sync/--update/--set-formats/--set-kernel (other
# files written, the notebook rewritten, pairs from the metadata), --pipe/--check/--execute
# (programs and kernels run), --opt, -o/--output, --from, an auto extension (the kernel's:
# --to script, auto:percent) or a glob.
_JUPYTEXT_EXT = {"py": ".py", "py:percent": ".py", "py:light": ".py", "py:hydrogen": ".py", "py:nomarker": ".py",
                 "md": ".md", "markdown": ".md", "myst": ".md", "md:myst": ".md", "ipynb": ".ipynb",
                 "notebook": ".ipynb"}


def jupytext_output(args: Sequence[str]) -> tuple[str, str] | None:
    """(NB, the file written) of jupytext --to FORMAT [-q] NB; None otherwise."""
    parsed = _to_format_operands(args, ("-q", "--quiet"))
    if parsed is None:
        return None
    fmt, nbs = parsed
    if not fmt or fmt not in _JUPYTEXT_EXT or len(nbs) != 1:
        return None
    nb, ext = nbs[0], _JUPYTEXT_EXT[fmt]
    sources = (".py", ".md") if ext == ".ipynb" else (".ipynb",)
    stem = next((nb[:-len(x)] for x in sources if nb.endswith(x)), "")
    if not stem or stem.endswith("/") or "://" in nb:
        return None
    return nb, stem + ext


# (probe round 51, benign56) Graphviz's layout programs (dot -Tsvg arch.dot): the graph read,
# laid out and rendered to standard output in the -T format. Options of this list only: -T
# FORMAT, -K LAYOUT, -G/-N/-E with an attribute of the list (not imagepath, fontpath,
# shapefile: files and directories read), -q, -v, -V, -y, -s/-n; never -l (a PostScript
# library file copied into the output), -c (the plugin configuration written), -P, -O (files
# named after each input), -x, -L; -o FILE is the one write (OUTPUT_READERS)
GRAPHVIZ = frozenset({"dot", "neato", "fdp", "sfdp", "circo", "twopi", "osage", "patchwork"})
_GRAPHVIZ_OPT = re.compile(r"-[qvVy]|-[sn]\d{0,4}|-T(?:[a-z][\w:]{0,30})?|-K(?:" + "|".join(sorted(GRAPHVIZ)) + r")?"
                           r"|-[GNE](?:(?:rankdir|dpi|size|ratio|fontname|fontsize|bgcolor|splines|nodesep|ranksep|"
                           r"shape|style|color|fillcolor|fontcolor|margin|pad|concentrate|overlap|layout|label|"
                           r"penwidth|arrowsize|width|height|compound|newrank|center)=[\w.,#% -]{0,40})?")
_GRAPHVIZ_VALUE = re.compile(r"(?:[a-z][\w:]{0,30}|(?:rankdir|dpi|size|ratio|fontname|fontsize|bgcolor|splines|"
                             r"nodesep|ranksep|shape|style|color|fillcolor|fontcolor|margin|pad|concentrate|"
                             r"overlap|layout|label|penwidth|arrowsize|width|height|compound|newrank|center)"
                             r"=[\w.,#% -]{0,40})")


def _graphviz(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("-") and a != "-":
            if _GRAPHVIZ_OPT.fullmatch(a) is None or "vrml" in a:
                return False   # (-Tvrml writes each node's picture into the working directory)
            if a in ("-T", "-K", "-G", "-N", "-E"):
                # (the value as the next word: -T svg, -K neato, -G rankdir=LR)
                if i + 1 >= len(args) or (_GRAPHVIZ_VALUE.fullmatch(args[i + 1]) is None or "vrml" in args[i + 1]
                                          or (a == "-K" and args[i + 1] not in GRAPHVIZ)
                                          or (a == "-T") != ("=" not in args[i + 1])):
                    return False
                i += 1
        elif "://" in a:
            return False
        i += 1
    return True


# (probe round 41, benign46) a reader whose one write is the file its output option names
# (shuf -o F, iconv -o F, pandoc -o out.html, xsv select -o F): the same command without it is
# read-only; the write is recorded (option_output_files, fx_xsv) and judged as any file
# command's (KAADD inside the project; outside, sensitive, .git or CLAUDE.md asked)
# (probe round 42, benign47) macOS' base64 -o F (GNU's has no -o: an error, nothing
# written), msgfmt -o F.mo F.po (the catalog compiled; without -o it writes messages.mo)
# (probe round 48, benign52) gitleaks -r/--report-path F: the findings' report, each
# secret as the scanned files hold it (the same scan without it is read-only; "-" prints it)
OUTPUT_READERS = frozenset({"shuf", "iconv", "pandoc", "xsv", "base64", "msgfmt", "gitleaks"}) | GRAPHVIZ
_READER_OUTPUT_OPTS = {"msgfmt": ("-o", ("--output", "--output-file")), "gitleaks": ("-r", ("--report-path",))}
_MSGFMT_FLAGS = frozenset({"-c", "--check", "--check-format", "--check-header", "--check-domain",
                           "--check-compatibility", "--check-accelerators", "-f", "--use-fuzzy", "--statistics",
                           "-v", "--verbose", "--strict", "--no-hash", "--no-convert", "--no-redundancy",
                           "--endianness=little", "--endianness=big"})


def _msgfmt_rest(args: Sequence[str]) -> bool:
    """msgfmt's checking options and .po operands, the C catalog (.mo) kind only: not
    --java/--csharp/--tcl/--qt/--desktop/--xml (a compiler run, a directory or template read
    and written), -D (another directory), -l, -r, -d."""
    ops = _allowed_operands(args, frozenset(), _MSGFMT_FLAGS)
    return bool(ops) and all(o.endswith((".po", ".pot")) and not o.startswith("-") for o in ops)


def msgfmt_default_output(args: Sequence[str]) -> bool:
    """(probe round 44, benign48) msgfmt [checking options] F.po with no -o: the catalog is
    compiled to messages.mo in the working directory (its one write: fx_msgfmt)."""
    return not any(a == "-o" or a.startswith(("--output", "-o")) for a in args) and _msgfmt_rest(args)


def reader_output_file(name: str, args: Sequence[str]) -> str | None:
    """The FILE of NAME [read-only options] -o FILE / --output FILE / --output=FILE; None
    when the output is given otherwise, twice, after --, as - or an option, or when the rest
    is not read-only."""
    if name not in OUTPUT_READERS:
        return None
    short, longs = _READER_OUTPUT_OPTS.get(name, ("-o", ("--output",)))
    hits = [i for i, a in enumerate(args) if a == short or a in longs or a.startswith(tuple(x + "=" for x in longs))]
    if len(hits) != 1 or "--" in args[:hits[0]]:
        return None
    k = hits[0]
    if args[k].startswith("--") and "=" in args[k]:
        out, rest = args[k].partition("=")[2], [*args[:k], *args[k + 1:]]
    elif k + 1 < len(args):
        out, rest = args[k + 1], [*args[:k], *args[k + 2:]]
    else:
        return None
    if not out or out.startswith("-") or "://" in out:
        return None
    if name == "pandoc" and not pandoc_output_ok(out):
        return None
    if name == "xsv" and k == 0:
        return None
    if name == "msgfmt":
        return out if _msgfmt_rest(rest) else None
    return out if READ_ONLY[name](rest, False) else None


# (probe round 33, benign35) xmllint parses, checks, pretty-prints or queries (--xpath) an XML
# file to standard output. libxml2 takes its options with one dash or two, spelled out (no
# prefixes). Not: -o/--output (a file written), --noent/--loaddtd/--dtdattr/--valid/--dtdvalid/
# --xinclude/--schema/--relaxng/--schematron/--path/--catalogs (other files and URLs loaded: an
# external entity or an XInclude reads ~/.ssh/id_rsa into the output), --shell (its commands
# write files), --sax/--push/--stream/--memory/--insert... (parser tests); no URL operand (fetched).
# (probe round 47, redteam47) nor --c14n/--c14n11/--exc-c14n: libxml2's xmllint sets NOENT and
# DTDLOAD for them, as --noent and --loaddtd do (an entity's file, ~/.ssh/id_rsa, printed)
_XMLLINT_FLAGS = frozenset({"format", "noout", "nonet", "nowarning", "recover", "noblanks", "nocdata", "nsclean",
                            "html", "xmlout", "version", "huge", "quiet", "timing",
                            "noenc", "dropdtd", "oldxml10", "pedantic", "nocompact", "nodict", "nofixup-base-uris"})
_XMLLINT_VALUED = frozenset({"xpath", "pretty", "encode", "maxmem"})


def _xmllint(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    i, files = 0, 0
    while i < len(args):
        a = args[i]
        if a == "-":
            files += 1
        elif a.startswith("-"):
            opt = a.lstrip("-")
            if opt in _XMLLINT_VALUED:
                if i + 1 >= len(args):
                    return False
                i += 1
            elif opt not in _XMLLINT_FLAGS:
                return False
        elif "://" in a or a.lower().startswith(("ftp:", "http:", "https:", "file:")):
            return False
        elif _PERCENT_ESCAPE.search(a):
            # libxml2 opens a name that is no file once more with its %XX escapes undone
            # (%2Fhome%2Fdev%2F.env is /home/dev/.env, its first line printed in the parse
            # error; probe round 33, redteam33b)
            return False
        else:
            files += 1
        i += 1
    return files > 0 or tuple(a.lstrip("-") for a in args) == ("version",)


_PERCENT_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")


# (probe round 32, benign34) the installed packages' and the Mac's own state, printed
# (Homebrew: what is installed and what it needs, by name only: a path or URL operand, a
# FORMULA.rb, is Ruby brew loads; not --github (opens a browser), --analytics (the
# network), outdated/search/doctor/config (the API, the checks, HOMEBREW_* printed))
_BREW_NAME = re.compile(r"[a-z0-9][a-z0-9@._+-]{0,80}")
_BREW_FLAGS = {
    "list": {"--formula", "--formulae", "--cask", "--casks", "--full-name", "--versions", "--multiple",
             "--pinned", "-1", "-l", "-r", "-t", "--installed-on-request", "--installed-as-dependency"},
    "ls": None, "leaves": {"-r", "--installed-on-request", "-p", "--installed-as-dependency"},
    "info": {"--json", "--json=v1", "--json=v2", "--installed", "--formula", "--formulae", "--cask", "--casks",
             "-v", "--verbose", "-q", "--quiet"},
    "deps": {"--tree", "--installed", "--direct", "-1", "--include-build", "--include-test", "--include-optional",
             "--formula", "--formulae", "--cask", "--casks", "--annotate", "--full-name", "--union",
             "--topological", "-n", "--for-each"},
    "uses": {"--installed", "--recursive", "--include-build", "--include-test", "--include-optional"},
    "--prefix": {"--installed"}, "--cellar": set(), "--repository": set(), "--repo": set(),
    "--version": set(), "-v": set(), "tap": set(), "desc": {"--formula", "--cask"},
}
_BREW_FLAGS["ls"] = _BREW_FLAGS["list"]


def _brew(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    if tuple(args) in (("services", "list"), ("services",), ("casks",), ("formulae",), ("tap-info", "--installed")):
        return True
    flags = _BREW_FLAGS.get(args[0])
    if flags is None:
        return False
    names = [a for a in args[1:] if not a.startswith("-")]
    if args[0] in ("tap", "--version", "-v", "--cellar", "--repository", "--repo") and names:
        return False
    if args[0] in ("uses", "desc") and "--installed" not in args[1:] and args[0] == "uses":
        return False   # (brew uses NAME without --installed reads every formula of every tap)
    return all(a in flags for a in args[1:] if a.startswith("-")) and all(
        _BREW_NAME.fullmatch(n) and not n.endswith(".rb") for n in names)


# (probe round 43, pwsh43) winget list, choco list: the packages installed, printed (winget search/show,
# choco search/info reach the network; install, upgrade, source ... change the machine)
_WINGET_LIST_FLAGS = frozenset({"--id", "--name", "--moniker", "--tag", "--command", "--exact", "-e", "-q", "--query",
                                "--upgrade-available", "--count", "-n", "--include-unknown", "-u", "--disable-interactivity"})
_CHOCO_LIST_FLAGS = frozenset({"--local-only", "-l", "--lo", "--exact", "-e", "--limit-output", "-r", "--id-only",
                               "--by-id-only", "--include-programs", "-i", "--page-size", "--prerelease", "--pre"})


def _winget(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    if tuple(args) in (("--version",), ("-v",), ("--info",)):
        return True
    if args[0] not in ("list", "ls"):
        return False
    return all(a.lower() in _WINGET_LIST_FLAGS or not a.startswith("-") for a in args[1:])


def _choco(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    if tuple(args) in (("--version",), ("-v",)):
        return True
    if args[0] != "list":
        return False
    return all(a.lower() in _CHOCO_LIST_FLAGS or not a.startswith("-") for a in args[1:])


# gpg's key listings (no --list-options/--verify-options: show-photos runs a viewer; no
# --homedir/--options: another configuration; --check-sigs updates the trust database)
_GPG_LISTS = frozenset({"--list-keys", "-k", "--list-public-keys", "--list-secret-keys", "-K", "--fingerprint",
                        "--list-sigs"})
_GPG_LIST_FLAGS = frozenset({"--with-colons", "--with-fingerprint", "--with-subkey-fingerprint", "--with-keygrip",
                             "--keyid-format=long", "--keyid-format=short", "--keyid-format=0xlong", "--with-sig-list",
                             "--fixed-list-mode", "--no-auto-check-trustdb", "--batch"})


def _gpg_list(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args or not any(a in _GPG_LISTS for a in args):
        return False
    rest = list(args)
    for i, a in enumerate(args):
        if a == "--keyid-format" and i + 1 < len(args) and args[i + 1] in ("long", "short", "0xlong", "0xshort"):
            rest[i] = rest[i + 1] = "--batch"
    return all(a in _GPG_LISTS or a in _GPG_LIST_FLAGS or re.fullmatch(r"[\w.@<>+-]{1,80}", a) and not a.startswith("-")
               for a in rest)


_PLIST_DOMAIN = re.compile(r"(?:-g|-globalDomain|NSGlobalDomain|[A-Za-z0-9][A-Za-z0-9._-]{0,120})")


def _defaults(args: Sequence[str], unknown: bool) -> bool:
    # defaults read DOMAIN [KEY] / read-type / domains: a preference printed (a domain by its
    # name only: a path is a plist file read; not write/delete/import/export/rename)
    if unknown:
        return False
    a = list(args[1:]) if args[:1] == ["-currentHost"] else list(args)
    if a == ["domains"]:
        return True
    return len(a) in (2, 3) and a[0] in ("read", "read-type") and (len(a) == 3 or a[0] == "read") and \
        _PLIST_DOMAIN.fullmatch(a[1]) is not None and (len(a) == 2 or not a[2].startswith("-"))


def _mdfind(args: Sequence[str], unknown: bool) -> bool:
    # Spotlight's search: the query and -onlyin DIR, -name, -count, -0, -literal, -interpret
    # (not -s: a saved search's file; -live keeps running)
    if unknown:
        return False
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-onlyin", "-name", "-attr"):
            i += 2
            continue
        if a.startswith("-") and a not in ("-count", "-0", "-literal", "-interpret"):
            return False
        i += 1
    return bool(args)


def _mdls(args: Sequence[str], unknown: bool) -> bool:
    # a file's Spotlight attributes (not -plist FILE: it writes them there)
    return not unknown and bool(args) and not any(a.startswith("-p") for a in args)


def _macos_state(name: str) -> Validator:
    def check(args: Sequence[str], unknown: bool) -> bool:
        if unknown:
            return False
        a = tuple(args)
        if name == "launchctl":
            return a in (("list",), ("version",)) or len(a) == 2 and a[0] == "list" and \
                re.fullmatch(r"[\w.-]{1,120}", a[1]) is not None
        if name == "diskutil":
            return a in (("list",), ("apfs", "list"), ("cs", "list")) or len(a) == 2 and a[0] in ("list", "info") and \
                re.fullmatch(r"/|/dev/disk\d+(?:s\d+)?|disk\d+(?:s\d+)?|[\w.-]{1,60}", a[1]) is not None
        if name == "system_profiler":
            return all(re.fullmatch(r"SP\w{1,60}DataType", x) or x in ("-json", "-xml", "-listDataTypes") or
                       x.startswith("-detailLevel") or x in ("mini", "basic", "full") for x in a)
        if name == "security":
            # code signing identities (names and hashes, never a key or a password)
            return a[:1] == ("find-identity",) and all(x in ("-v", "-p", "codesigning", "basic", "ssl-client",
                                                              "ssl-server", "smime") for x in a[1:])
        if name == "nvm":
            return a in (("ls",), ("list",), ("current",), ("--version",), ("version",), ("ls", "--no-colors"),
                         ("list", "--no-colors"), ("alias",))
        if name == "sdk":
            return a in (("current",), ("version",)) or len(a) == 2 and a[0] == "current" and \
                re.fullmatch(r"[a-z0-9]{1,30}", a[1]) is not None
        return False
    return check


# (probe round 32, benign34) openssl's inspection of a certificate, request or revocation
# list given with -in (its fields printed; read as any file operand is, a key's name asks):
# never -out, -signkey/-key/-CA (signing), -engine/-provider (a library loaded), -config,
# -passin, nor s_client/enc (GTFOBins: the network and files written); rand only to stdout
_OPENSSL_PRINT = frozenset({"-noout", "-text", "-subject", "-issuer", "-dates", "-startdate", "-enddate", "-serial",
                            "-fingerprint", "-sha1", "-sha256", "-md5", "-pubkey", "-modulus", "-hash",
                            "-subject_hash", "-issuer_hash", "-email", "-purpose", "-ocsp_uri", "-verify",
                            "-noverify", "-ext_all", "-nocert", "-print_certs"})
_OPENSSL_VALUED = frozenset({"-in", "-inform", "-nameopt", "-certopt", "-ext", "-checkend"})
# (probe round 47, redteam47) OpenSSL 3's apps load a certificate or a revocation list named
# http://... over the network (load_cert_pass, load_crl: X509_load_http), and a name with a
# scheme is an OSSL_STORE URI: -in, verify's files and operands are file names, never a URI
# (a drive letter, C:/certs/a.pem, is a file name)
_OPENSSL_URI = re.compile(r"[A-Za-z][\w+.-]+:")


def _openssl(args: Sequence[str], unknown: bool) -> bool:
    if unknown or not args:
        return False
    a = tuple(args)
    if a in (("version",), ("version", "-a"), ("list", "-cipher-algorithms"), ("list", "-digest-algorithms")):
        return True
    if a[0] == "rand":
        return len(a) == 3 and a[1] in ("-hex", "-base64") and a[2].isdigit() and int(a[2]) <= 4096
    if a[0] == "verify":
        return cert_verifier(a)
    if a[0] in ("dgst", "sha256", "sha1", "sha512", "md5"):
        return _openssl_dgst(a)
    if a[0] not in ("x509", "req", "crl", "pkcs7") or "-in" not in a:
        return False
    if a[0] == "req" and "-noout" not in a:
        return False   # (req without -noout may make a new request; with -in and -noout it reads one)
    i = 1
    while i < len(a):
        if a[i] in _OPENSSL_VALUED and i + 1 < len(a) and not a[i + 1].startswith("-"):
            if a[i] == "-in" and _OPENSSL_URI.match(a[i + 1]):
                return False
            i += 2
        elif a[i] in _OPENSSL_PRINT:
            i += 1
        else:
            return False
    return True


# (probe round 37, benign42) openssl verify: certificates loaded from the files named (the
# chain's trust anchors, intermediates and revocation lists, the certificates checked) and
# one line printed for each ("cert.pem: OK", an error and the failing certificate's
# subject): a private key given in their place fails to load, nothing of it printed. Not
# -engine/-provider/-provider-path (a module loaded), -CAstore (a URI), -crl_download (a
# fetch), -sigopt/-vfyopt, nor "-" (standard input)
_OPENSSL_VERIFY_FILES = frozenset({"-CAfile", "-untrusted", "-trusted", "-CRLfile"})
_OPENSSL_VERIFY_VALUED = _OPENSSL_VERIFY_FILES | frozenset({"-CApath", "-purpose", "-verify_depth", "-attime",
                                                             "-verify_hostname", "-verify_email", "-verify_ip",
                                                             "-auth_level", "-policy", "-nameopt"})
_OPENSSL_VERIFY_FLAGS = frozenset({"-verbose", "-show_chain", "-crl_check", "-crl_check_all", "-x509_strict",
                                   "-partial_chain", "-no-CAfile", "-no-CApath", "-no-CAstore", "-check_ss_sig",
                                   "-policy_check", "-explicit_policy", "-inhibit_any", "-inhibit_map",
                                   "-ignore_critical", "-issuer_checks", "-no_check_time", "-use_deltas",
                                   "-extended_crl", "-suiteB_128", "-suiteB_128_only", "-suiteB_192", "-no_alt_chains"})


def cert_verifier(args: Sequence[str]) -> bool:
    """openssl verify [options] FILE...: certificates loaded and checked, one line of
    result each (paths.certificate_read_only: never a private key printed)."""
    if not args or args[0] != "verify":
        return False
    i, files = 1, 0
    while i < len(args):
        w = args[i]
        if w in _OPENSSL_VERIFY_VALUED:
            if i + 1 >= len(args) or args[i + 1].startswith(("-", "/dev/", "/proc/")) or \
                    _OPENSSL_URI.match(args[i + 1]):
                return False
            i += 2
            continue
        if w in _OPENSSL_VERIFY_FLAGS:
            i += 1
            continue
        if w.startswith(("-", "/dev/", "/proc/")) or _OPENSSL_URI.match(w):
            return False   # (standard input, a descriptor, a device, a URI: not a file of certificates)
        files += 1
        i += 1
    return files > 0


def cert_printer(args: Sequence[str]) -> bool:
    """openssl ARGS prints a certificate, request, revocation list or PKCS#7 bundle read with
    -in and nothing else (paths.certificate_read_only: never a private key)."""
    return bool(args) and args[0] in ("x509", "req", "crl", "pkcs7") and _openssl(args, False)


def _ssh_keygen_list(args: Sequence[str], unknown: bool) -> bool:
    # ssh-keygen -l -f FILE (-E md5|sha256, -v): a key's fingerprint printed (not -D, a
    # PKCS#11 library loaded; not -y, a private key's public half; nothing written)
    if unknown:
        return False
    a = list(args)
    flags, files = [], []
    i = 0
    while i < len(a):
        w = a[i]
        if w in ("-f", "-E") or w in ("-lf", "-vlf", "-lvf") and True:
            if i + 1 >= len(a):
                return False
            (files if w.endswith("f") else flags).append(a[i + 1])
            if w != "-f" and w != "-E":
                flags.append("-l")
            i += 2
            continue
        if w in ("-l", "-v"):
            flags.append(w)
            i += 1
            continue
        return False
    return "-l" in flags and len(files) == 1 and all(f in ("-l", "-v", "md5", "sha256") for f in flags)


_TOOLCHAIN_QUERIES: dict[str, Validator] = {
    **{n: _exact_forms(f) for n, f in _PRINTS_VERSION.items()},
    "journalctl": lambda a, u: _journalctl(a, u) or tuple(a) == ("--version",),
    "dmesg": _dmesg, "systemctl": lambda a, u: _systemctl(a, u) or _exact_forms(_PRINTS_VERSION["systemctl"])(a, u),
    "sysctl": _sysctl, "lspci": _lspci, "lsusb": _lsusb, "getent": _getent, "dpkg": _dpkg, "dpkg-query": _dpkg,
    "rpm": _rpm, "apt-cache": _apt_cache, "apt": _apt,
    "busctl": _busctl,
    "pyenv": lambda a, u: _exact_forms(_PRINTS_VERSION["pyenv"])(a, u) or _pyenv_which(a, u),
    "rbenv": lambda a, u: _exact_forms(_PRINTS_VERSION["rbenv"])(a, u) or _pyenv_which(a, u),
    "conda": lambda a, u: _exact_forms(_PRINTS_VERSION["conda"])(a, u) or _conda(a, u),
    # (probe round 34, benign37) conda's drop-ins print the same lists (mamba list,
    # micromamba env list); opam's installed packages and switches; the JVMs running here
    "mamba": _conda, "micromamba": _conda, "opam": _opam_list, "jps": _jps,
    # datamash's statistics of standard input (it writes no file and runs nothing); fuser's
    # processes using a file or port (not -k, which kills them, nor a signal); lcov's summary
    # or list of a tracefile; a JVM's threads (jstack PID, -l, -e) and a jar's class
    # dependencies (jdeps, not --generate-* or --dot-output, which write)
    "datamash": _datamash, "fuser": _fuser, "lcov": _lcov_summary, "jstack": _jstack, "jdeps": _jdeps,
    "npm": _scoped(_npm_extra, _NPM_SCOPES), "pip": _pip_extra, "pip3": _pip_extra,
    # podman is docker's command line (its exec/run are caught as docker's are)
    "podman": lambda a, u: _docker(a, u) or tuple(a) == ("-v",),
    "gem": _gem, "bun": _bun_pm, "uv": _uv_extra,
    # the user's own crontab printed (probe round 29, benign29; -e, -r, a file or - install one)
    "crontab": lambda a, u: not u and tuple(a) == ("-l",),
    # (probe round 32) xcpretty formats xcodebuild's output read on stdin (not -r/--report
    # or -o/--output, which write a report, nor -f/--formatter, a Ruby file it loads)
    "xcpretty": lambda a, u: not u and all(x in ("-c", "--color", "--no-color", "-s", "--simple", "-t", "--test",
                                                 "-k", "--knock", "--tap", "--utf", "--no-utf") for x in a),
    "pkg-config": _pkg_config, "pkgconf": _pkg_config, "jar": _jar_list, "javap": _javap, "plutil": _plutil,
    "size": _binutils, **{n: _csvkit for n in _CSVKIT_READERS}, "xmllint": _xmllint,
    "brew": _brew, "winget": _winget, "choco": _choco, "defaults": _defaults, "mdfind": _mdfind, "mdls": _mdls,
    "gpg": lambda a, u: _exact_forms(_PRINTS_VERSION["gpg"])(a, u) or _gpg_list(a, u),
    "gpg2": lambda a, u: _exact_forms(_PRINTS_VERSION["gpg2"])(a, u) or _gpg_list(a, u),
    **{n: _macos_state(n) for n in ("launchctl", "diskutil", "system_profiler", "security", "nvm", "sdk")},
    # Windows' own state (ipconfig /all, not /release, /renew, /flushdns, /registerdns;
    # tasklist and systeminfo of this machine, not /s HOST with /u and /p)
    "ipconfig": lambda a, u: not u and tuple(x.lower() for x in a) in ((), ("/all",), ("/displaydns",)),
    "tasklist": lambda a, u: not u and all(x.lower() in ("/v", "/svc", "/m", "/nh", "/fo", "table", "list", "csv")
                                           for x in a),
    "systeminfo": lambda a, u: not u and all(x.lower() in ("/fo", "table", "list", "csv", "/nh") for x in a),
    "last": lambda a, u: not u and (tuple(a) == () or len(a) == 1 and re.fullmatch(r"-\d{1,5}", a[0]) is not None or
                                    len(a) == 2 and a[0] == "-n" and a[1].isdigit()),
}


def toolchain_query(name: str, args: Sequence[str], unknown: bool) -> bool:
    """A toolchain's or the machine's query that only prints (probe round 29)."""
    check = _TOOLCHAIN_QUERIES.get(name)
    return check is not None and check(args, unknown)


# nvidia-smi's queries: the list, the full report (-q, as XML -x), one GPU's (-i) or a
# section's (-d), and the CSV queries; every other option sets something (-pm, -pl, -c,
# -r resets a GPU), logs to a file (-f) or loops (-l)
_NVIDIA_SMI_FLAGS = frozenset({"-L", "--list-gpus", "-q", "--query", "-x", "--xml-format"})
_NVIDIA_SMI_VALUED = frozenset({"-i", "--id", "-d", "--display", "--query-gpu", "--query-compute-apps",
                                "--format"})
# (probe round 40, benign45) gdb with its init files off (-nx: neither the early init file
# read before --version is printed, nor /etc/gdb/gdbinit, ~/.gdbinit and ./.gdbinit, where
# any command runs): its version, or in batch mode (commands from -ex only, never standard
# input) a program's or a core's backtrace. GTFOBins' gdb runs a shell, python or a file
# read through a command (-ex '!sh', shell, python, pipe, source, dump, $_shell() in an
# expression): only the commands below, none of which evaluates an expression, calls a
# function, reads a source file (list) or starts the program (run, start). The program and
# the core are files read, judged as operands; a number where the core goes is a process
# attached to (gdb prog 1234, -c 1234): refused, as -p, --args and -x are.
_GDB_NX = frozenset({"-nx", "--nx", "-n"})
_GDB_FLAGS = _GDB_NX | frozenset({"-batch", "--batch", "-q", "-quiet", "--quiet", "-silent", "--silent"})
_GDB_EX = frozenset({"-ex", "--ex", "-eval-command", "--eval-command"})
_GDB_CORE = frozenset({"-c", "-core", "--core"})
_GDB_SAFE_COMMAND = re.compile(
    r"(?:(?:thread apply all )?(?:bt|backtrace|where)(?: (?:full|-full|-?\d{1,4}))*|"
    r"info (?:registers|all-registers|threads|sharedlibrary|frame|locals|args|signals|inferiors)|"
    r"(?:frame|f) \d{1,4}|up|down|q|quit)")


def _gdb(args: Sequence[str], unknown: bool) -> bool:
    """gdb -nx --version, or gdb -nx -batch [-q] [-ex SAFE]... PROGRAM [CORE] / -c CORE."""
    if unknown or not any(a in _GDB_NX for a in args):
        return False
    if all(a in _GDB_NX or a in ("--version", "-version") for a in args):
        return True
    if not any(a in ("-batch", "--batch") for a in args):
        return False   # (without it, gdb reads its commands from standard input)
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in _GDB_EX or a in _GDB_CORE:
            if i + 1 >= len(args):
                return False
            v = args[i + 1]
            if a in _GDB_EX and _GDB_SAFE_COMMAND.fullmatch(v.strip()) is None:
                return False
            if a in _GDB_CORE:
                ops.append(v)
            i += 2
            continue
        if a.startswith("-"):
            if a not in _GDB_FLAGS:
                return False
        else:
            ops.append(a)
        i += 1
    return 1 <= len(ops) <= 2 and not any(o.isdigit() or not o for o in ops)


READ_ONLY: dict[str, Validator] = {
    **dict.fromkeys(("bash", "sh", "dash"), _shell_syntax_check),
    # seed 000 builtins and seed 002 files
    "echo": _always, "printf": _always, "pwd": _always, "which": _always, "env": _always,
    "printenv": _always, "ls": _always, "cat": _always, "head": _always, "tail": _always,
    "wc": _wc, "sort": _sort, "uniq": _uniq, "diff": _always, "grep": _always,
    "egrep": _always, "fgrep": _always, "rg": _rg, "ag": _ag, "fd": _fd, "fdfind": _fd,
    "find": _find, "tree": _tree, "stat": _always, "git": _git, "docker": _docker, "docker-compose": _docker_compose, "gh": _gh, "glab": _glab,
    "npm": _scoped(_npm, _NPM_SCOPES), "pip": _pip, "pip3": _pip, "pnpm": _scoped(_pnpm, _PNPM_SCOPES), "uv": _uv, "awk": _awk, "gawk": _awk, "mawk": _awk,
    "nawk": _awk, "node": version_query("node"), "python": version_query("python"),
    "python3": version_query("python3"), "go": _go,
    "poetry": _poetry, "gofmt": _gofmt, "terraform": _terraform, "tofu": _terraform, "tar": _tar_list, "dvc": _dvc, "nbstripout": _nbstripout_checks,
    "doxygen": _doxygen_printed, **dict.fromkeys(GRAPHVIZ, _graphviz),
    # harmless peers (no option executes or writes, per GTFOBins)
    "command": _always, "exec": _always, "cd": _always, "pushd": _always, "popd": _always, "dirs": _always, "true": _always,
    "false": _always, ":": _always, "test": _always, "[": _always, "basename": _always,
    "dirname": _always, "realpath": _always, "readlink": _always, "du": _du, "df": _always,
    "whoami": _always, "id": _always, "uname": _always, "type": _always, "cut": _always,
    "tr": _always, "nl": _always, "cmp": _always, "comm": _always, "date": _date, "file": _file,
    "hostname": _hostname, "sed": _sed, "patch": _patch_dry_run, "jq": _jq, "sleep": _always, "wait": _always,
    "whereis": _always, "md5sum": _always, "sha1sum": _always, "sha256sum": _always,
    "sha512sum": _always, "shasum": _always, "column": _always, "fold": _always, "expand": _always, "rev": _always,
    "seq": _always, "yes": _always, "tac": _always, "paste": _always, "lsof": _lsof, "ps": _always,
    "free": _always, "uptime": _always, "nproc": _always, "getconf": _always, "arch": _always, "groups": _always,
    "locale": _always, "tty": _always, "od": _always, "hexdump": _always, "strings": _binutils,
    "zcat": _always, "bzcat": _always, "xzcat": _packer(to_stdout=True), "zstdcat": _packer(to_stdout=True),
    "gzip": _packer(), "gunzip": _packer(), "bzip2": _packer(), "bunzip2": _packer(), "xz": _packer(),
    "unxz": _packer(), "zstd": _packer(), "unzstd": _packer(), "base64": _base64, "zipinfo": _always, "unzip": _unzip_list, "xxd": _xxd,
    # (probe round 38, benign43) archives' listings: zip -sf, ar t, 7z l, unrar l; luac -p
    "zip": _zip_show, "ar": _ar_list, "7z": _sevenzip_list, "7za": _sevenzip_list, "7zz": _sevenzip_list,
    "unrar": _unrar_list, "luac": _luac_parse,
    # (probe round 38, benign43) binutils' demanglers and address lookups (not @FILE or
    # --plugin: _binutils); colordiff is diff with colours (it runs diff, no pager);
    # base32/basenc are base64's peers; a zip's comments (zipnote -w writes them); cpio's
    # table of contents read from standard input (-t, never -F/-I/-O: an archive that may be
    # HOST:FILE, reached through rsh); pdfinfo's document summary (it writes nothing)
    "addr2line": _binutils, "c++filt": _binutils, "colordiff": _always, "base32": _base64, "basenc": _base64,
    "zipnote": lambda a, u: not u and len(a) == 1 and not a[0].startswith(("-", "@")),
    "cpio": lambda a, u: not u and bool(a) and all(
        re.fullmatch(r"-[itvn]{1,4}", x) is not None and "t" in x if k == 0 else x in ("-v", "--quiet", "-n")
        for k, x in enumerate(a)),
    # (probe round 39, benign44) qpdf's checks of a file (never @FILE: arguments read from
    # it; never an output file or a password) and pdftotext's text to standard output
    "qpdf": lambda a, u: not u and len(a) == 2 and sum(x in _QPDF_CHECKS for x in a) == 1 and all(
        x in _QPDF_CHECKS or not x.startswith(("-", "@")) for x in a),
    "pdftotext": lambda a, u: not u and _pdftotext_stdout(a),
    # (probe round 41, benign46)
    "xsv": _xsv, "pandoc": _pandoc,
    # (probe round 44, benign48)
    "qsv": _qsv, "mlr": _mlr, "gron": _gron, "jless": _jless, "dasel": _dasel, "ffprobe": _ffprobe,
    # the mounts, the disks' use (duf: no option writes or runs), the hardware sensors (not
    # findmnt -F/--tab-file: another table read; not sensors -c, a configuration, nor -s, set)
    "duf": _always,
    # (probe round 46, benign50) the metadata of media files, printed
    "exiftool": _exiftool, "mediainfo": _mediainfo,
    # soxi and sox --i: an audio file's header (not a URL, a playlist: other files opened)
    "soxi": lambda a, u: not u and _media_info_args(a, _SOXI_FLAGS),
    "sox": lambda a, u: not u and a[:1] in (["--i"], ["--info"]) and _media_info_args(a[1:], _SOXI_FLAGS),
    # metaflac's listings (not --export-*/--import-*/--remove*/--set-*/--add-*: files written)
    "metaflac": lambda a, u: not u and any(x == "--list" or x.startswith("--show-") for x in a) and all(
        x == "--list" or x.startswith("--show-")
        or x.split("=", 1)[0] in ("--block-type", "--block-number", "--except-block-type",
                                  "--application-data-format") or x in ("--no-utf8-convert", "--with-filename",
                                                                        "--no-filename", "--data-format=text",
                                                                        "--data-format=binary-headerless")
        or not x.startswith(("-", "@")) and "://" not in x for x in a),
    # Matroska's inspectors: mkvinfo's element tree (not -r/--redirect-output FILE), mkvmerge
    # -i/-J/--identify of one file (no output, no @options-file)
    "mkvinfo": lambda a, u: not u and _media_info_args(a, _MKVINFO_FLAGS),
    "mkvmerge": lambda a, u: not u and len(a) == 2 and a[0] in ("-i", "-J", "--identify") and not a[1].startswith(
        ("-", "@")) and "://" not in a[1] and "|" not in a[1],
    # image checkers: gifsicle's --info (no -o, -b: files written), pngcheck (not -x, -X:
    # chunks extracted), jpeginfo (not -d/--delete, -f: a list of names read), heif-info (not
    # -w: an image written), id3v2 -l
    "gifsicle": lambda a, u: not u and any(x in ("-I", "--info", "--sinfo", "--xinfo") for x in a)
                             and _media_info_args(a, _GIFSICLE_FLAGS),
    "pngcheck": lambda a, u: not u and _media_info_args(a, _PNGCHECK_FLAGS),
    "jpeginfo": lambda a, u: not u and _media_info_args(a, _JPEGINFO_FLAGS),
    "heif-info": lambda a, u: not u and _media_info_args(a, frozenset({"-d", "--dump-boxes"})),
    "id3v2": lambda a, u: not u and a[:1] in (["-l"], ["--list"], ["-R"], ["--list-rfc822"])
                          and _media_info_args(a[1:], frozenset()),
    # llvm-config's paths, flags and components (printed; nothing built or run)
    "llvm-config": lambda a, u: not u and bool(a) and all(re.fullmatch(r"--[a-z][a-z-]{1,30}|[a-z][a-z0-9]{0,30}", x)
                                                          for x in a),
    # history listed (fc -l [-nr] [FIRST [LAST]]; not -s or -e: a command run again)
    "fc": lambda a, u: not u and bool(a) and re.fullmatch(r"-[lnr]{1,3}", a[0]) is not None and "l" in a[0]
                       and len(a) <= 3 and all(re.fullmatch(r"-?\d{1,6}", x) for x in a[1:]),
    # the shell's history listed (bash's builtin: history or history N; not -c/-d (cleared),
    # -a/-w/-r/-n (a file written or read), -p/-s)
    "history": lambda a, u: not u and (not a or (len(a) == 1 and re.fullmatch(r"[1-9]\d{0,5}", a[0]) is not None)),
    # xcrun --find NAME: the path of a developer tool, printed (nothing run); --sdk NAME
    # chooses the SDK it looks in
    "xcrun": lambda a, u: not u and _xcrun_find(a),
    # (probe round 47, benign51) the Node version managers' listings (volta's tools and
    # versions, fnm's installed versions): files under their homes, nothing run
    "volta": lambda a, u: not u and bool(a) and a[0] in ("list", "ls") and all(
        x in ("all", "node", "npm", "pnpm", "yarn", "-c", "--current", "-d", "--default", "--format=human",
              "--format=plain") for x in a[1:]),
    "fnm": lambda a, u: not u and list(a) in (["list"], ["ls"], ["current"], ["--version"]),
    # (probe round 47, benign51) gitleaks's scans printing no secret in full
    "gitleaks": lambda a, u: not u and _gitleaks(a),
    # kill -0 PID: whether the process lives, no signal sent; kill -l: the signals' names
    "kill": lambda a, u: not u and (list(a) in (["-l"], ["-L"]) or (
        len(a) >= 2 and a[0] == "-0" and all(re.fullmatch(r"[1-9]\d{0,9}", x) is not None for x in a[1:]))),
    # pre-commit's schema checks of its own files (YAML parsed, no hook installed or run)
    "pre-commit": lambda a, u: not u and len(a) >= 1 and a[0] in ("validate-config", "validate-manifest") and all(
        not x.startswith("-") for x in a[1:]),
    "findmnt": lambda a, u: not u and not any(x.startswith(("-F", "--tab")) or (
        x.startswith("-") and not x.startswith("--") and "F" in x) for x in a),
    "sensors": lambda a, u: not u and _allowed_operands(a, frozenset(), _SENSORS_FLAGS) is not None,
    # pipdeptree: the installed distributions' tree, as pip list prints them; not --python
    # (another interpreter run), nor --graph-output (graphviz's dot run)
    "pipdeptree": lambda a, u: not u and _allowed_operands(
        a, frozenset({"-p", "--packages", "-e", "--exclude", "-d", "--depth", "--encoding", "--path"}),
        frozenset({"-a", "--all", "-l", "--local-only", "-u", "--user-only", "-f", "--freeze", "-r", "--reverse",
                   "-j", "--json", "--json-tree", "--mermaid", "-w", "--warn", "--exclude-dependencies",
                   "-v", "--version", "-h", "--help", "--license"})) == [],
    "gdb": _gdb,
    "pdfinfo": lambda a, u: not u and bool(a) and not a[-1].startswith("-") and all(
        x in ("-meta", "-js", "-struct", "-isodates", "-rawdates", "-dests", "-url", "-box") or not x.startswith("-")
        for x in a) and sum(not x.startswith("-") for x in a) == 1,
    # more readers and calculators (GTFOBins: file read only; iconv and shuf write with -o)
    "pgrep": _always, "zgrep": _always, "zegrep": _always, "zfgrep": _always, "expr": _always, "cal": _always,
    "numfmt": _always, "join": _always, "fmt": _always, "pr": _always, "look": _always, "tsort": _always,
    "nm": _binutils, "readelf": _binutils, "objdump": _binutils, "jobs": _jobs, "iconv": _no_output, "shuf": _no_output,
    # (probe round 35, benign40) clear prints the terminal's clearing sequence
    "clear": _exact((), ("-x",)),
    # (probe round 36, benign41) tput's size and colour queries and the plain attribute
    # sequences a script prints (never reset/init: the terminal's init file printed, -S:
    # capabilities from standard input, -T: another terminal's description)
    "tput": _exact(("cols",), ("lines",), ("colors",), ("longname",), ("bold",), ("sgr0",), ("smul",), ("rmul",),
                   ("rev",), ("dim",), ("el",), ("civis",), ("cnorm",),
                   *((c, str(n)) for c in ("setaf", "setab") for n in range(16))),
    "shellcheck": _shellcheck, "sqlite3": _sqlite3, "cksum": _always, "uuidgen": _uuidgen, "csvtk": _csvtk, "bc": _bc, "b2sum": _always, "sum": _always, "kubectl": _kubectl, "helm": _helm,
    "bat": _bat, "batcat": _bat, "tokei": _tokei, "scc": _scc, "cloc": _cloc, "yq": _yq, "lsb_release": _always, "lscpu": _always,
    # shell builtins that only read input or steer this script
    "read": _always, "mapfile": _mapfile, "readarray": _mapfile, "set": _set, "exit": _always, "break": _always, "continue": _always,
    "return": _always, "shift": _always,
    # (probe round 33) bash's help builtin prints the help of builtins (help cd, help -d test)
    "help": lambda a, u: not u and all(re.fullmatch(r"-[dms]+|[\w.:\[\]*?-]{1,40}", x) is not None for x in a),
    "declare": _declare_print, "typeset": _declare_print, "export": _shell_print, "alias": _alias_print,
    # (probe round 35) the shell's own settings printed: traps, shell options, builtins
    # enabled, key bindings, completions, the call stack, the times used
    "trap": _trap_print, "shopt": _shopt, "enable": _option_letters("aps"),
    "bind": _option_letters("pPvVsSl"), "complete": _option_letters("p", r"[\w.:+-]{1,60}"),
    "caller": lambda a, u: not u and all(x.isdigit() for x in a), "times": _exact(()),
    # the machine's own state (probe round 19; GTFOBins lists none of these but top, whose
    # interactive commands batch mode does not read)
    "ss": _ss, "netstat": _always, "ip": _ip, "ifconfig": _ifconfig, "lsblk": _always, "vmstat": _always,
    "iostat": _always, "who": _always, "w": _always, "pidof": _always, "mount": _exact((), ("-l",)),
    "top": _top, "ulimit": _ulimit,
    # (probe round 34, residuals35) the security controls' state, queried only
    "ufw": _ufw_status, "getenforce": _exact(()), "sestatus": _exact((), ("-v",), ("-b",), ("-vb",), ("-v", "-b")),
    "aa-status": lambda a, u: not u and all(x in ("--enabled", "--profiled", "--enforced", "--complaining",
                                                   "--verbose", "--json", "--pretty-json", "--help") for x in a),
    "apparmor_status": lambda a, u: not u and all(x in ("--enabled", "--profiled", "--enforced", "--complaining",
                                                         "--verbose", "--json", "--pretty-json") for x in a),
    "aa-enabled": _exact(()), "selinuxenabled": _exact(()),
    **{n: _iptables_list for n in ("iptables", "ip6tables", "iptables-legacy", "ip6tables-legacy", "iptables-nft",
                                   "ip6tables-nft")},
    "nft": _nft_list, "firewall-cmd": _firewall_cmd_query,
    "auditctl": _exact(("-l",), ("-s",), ("-v",), ("-l", "-s"), ("-s", "-l")), "umask": _umask, "hash": _hash,
    "openssl": _openssl, "ssh-keygen": _ssh_keygen_list,
    # cloud CLIs' identity and listing reads (no endpoint, no debug log, no secret printed)
    "aws": _aws, "gcloud": _gcloud, "az": _az,
    # (probe round 25) ls's and du's modern peers, which have no option that runs or writes
    # (GTFOBins lists none), macOS's version and the GPUs' state, queried only
    "eza": _always, "exa": _always, "lsd": _always, "dust": _always, "sw_vers": _always,
    # (probe round 33, benign35) three-way and side-by-side diffs printed (not --diff-program,
    # a program run; not sdiff -o/--output, a merge written), macOS's md5 and otool (a Mach-O
    # file's load commands and libraries, printed), the process tree, per-CPU statistics and
    # factor's primes: GTFOBins lists none of them
    "diff3": lambda a, u: not u and not any(x.startswith("--") and long_hits(x[2:], ("diff-program",)) for x in a),
    "sdiff": lambda a, u: not u and not any(
        (x.startswith("--") and long_hits(x[2:], ("diff-program", "output")))
        or (x.startswith("-") and not x.startswith("--") and "o" in x[1:]) for x in a),
    "md5": _always, "otool": _always, "pstree": _always, "mpstat": _always, "factor": _always,
    "pidstat": _pidstat, "sar": _sar, "loginctl": _loginctl,
    "tee": _tee,
    "nvidia-smi": lambda args, unknown: not unknown and _allowed_operands(args, _NVIDIA_SMI_VALUED,
                                                                          _NVIDIA_SMI_FLAGS) == [],
}


# --- words that are data, not paths -------------------------------------------------------
# (a grep pattern, a commit message, a find -name glob: "secret" there names no file)

# per command: (short options that take the next word, long options that do, options that
# supply the pattern/program instead of the first operand)
_PATTERN_FIRST: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "grep": ("efmABCdD", ("regexp", "file", "max-count", "after-context", "before-context", "context",
                          "directories", "devices", "label", "group-separator"), ("-e", "-f", "--regexp", "--file")),
    "rg": ("efgtTmABCjMEr", ("regexp", "file", "glob", "iglob", "type", "type-not", "max-count", "after-context",
                             "before-context", "context", "threads", "max-columns", "encoding", "replace",
                             "max-depth", "type-add", "pre", "pre-glob", "sort", "sortr", "colors", "path-separator",
                             "ignore-file", "engine", "max-filesize", "dfa-size-limit", "regex-size-limit",
                             "context-separator", "field-match-separator", "field-context-separator",
                             "hyperlink-format", "hostname-bin"),
           ("-e", "-f", "--regexp", "--file")),
    "ag": ("ABCGgm", ("after", "before", "context", "file-search-regex", "max-count", "ignore", "ignore-dir"), ()),
    "ack": ("ABCm", ("after-context", "before-context", "context", "max-count", "type", "ignore-dir"), ()),
    "sed": ("efl", ("expression", "file", "line-length"), ("-e", "-f", "--expression", "--file")),
    "awk": ("Ffv", ("field-separator", "file", "assign"), ("-f", "--file")),
    "jq": ("L", ("arg", "argjson", "slurpfile", "rawfile", "indent", "args", "jsonargs"), ("-f", "--from-file")),
}
for _g in ("egrep", "fgrep", "zgrep", "zegrep", "zfgrep"):
    _PATTERN_FIRST[_g] = _PATTERN_FIRST["grep"]
for _a in ("gawk", "mawk", "nawk"):
    _PATTERN_FIRST[_a] = _PATTERN_FIRST["awk"]
# git grep's long options that take the next word as their value
_GIT_GREP_LONG_VALUES = ("regexp", "file", "context", "after-context", "before-context", "max-count", "max-depth",
                         "threads")
_JQ_TWO_ARGS = frozenset({"--arg", "--argjson", "--slurpfile", "--rawfile"})
# options whose value is a pattern, a message or a name, never a file read
PATTERN_OPTIONS = frozenset({
    "--tags", "--branches", "--remotes", "--glob", "--match", "--exclude", "--exclude-dir", "--include", "--include-dir", "--glob", "--iglob", "--ignore", "--ignore-dir",
    "--grep", "--message", "--author", "--committer", "--format", "--pretty", "--type", "--type-not", "--name",
    "--regexp", "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex", "-lname",
    "-ilname",
    # (probe round 33, benign35) XPath and XQuery expressions (xmlstarlet sel --value-of=//x)
    "--xpath", "--value-of", "--copy-of", "--extract", "--xquery", "--css",
})
_FIND_PATTERNS = frozenset({"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
                            "-lname", "-ilname", "-newer", "-user", "-group", "-perm", "-size", "-type", "-mtime"})


# options whose next word is data (a pattern, a script, a variable), by command
_DATA_VALUE = {
    "grep": frozenset({"-e", "--regexp", "--include", "--exclude", "--exclude-dir", "--label"}),
    "rg": frozenset({"-e", "--regexp", "-g", "--glob", "--iglob", "-t", "--type", "-T", "--type-not", "-r", "--replace"}),
    "sed": frozenset({"-e", "--expression"}), "awk": frozenset({"-F", "-v", "--assign", "--field-separator"}),
    "tree": frozenset({"-I", "-P", "--ignore", "--pattern"}), "ag": frozenset({"-G", "-g", "--ignore", "--ignore-dir"}),
    "fd": frozenset({"-e", "--extension", "-E", "--exclude", "-t", "--type"}),
    # (probe round 30) Gradle's test filter and excluded tasks: a class or method pattern
    # (--tests '*LoginViewModelTest*') and task names, no file (it read as a file glob that
    # may match a .env, asked bypass-immune)
    "gradle": frozenset({"--tests", "-x", "--exclude-task"}),
    # (probe round 33, benign35) an XPath expression (//version/text()) is no file, nor a
    # UNC path to another machine: xmllint's, xmlstarlet's, xidel's and perl xpath's queries
    "xmllint": frozenset({"--xpath", "-xpath"}),
    "xmlstarlet": frozenset({"-v", "--value-of", "-m", "--match", "-c", "--copy-of", "-i", "--if", "--elif",
                             "-o", "--output", "-u", "--update", "-d", "--delete", "-s", "--subnode", "-a",
                             "--append", "--insert", "-x", "--expr", "-r", "--rename", "--var", "-N", "--sort",
                             "-e", "--elem"}),
    "xidel": frozenset({"-e", "--extract", "--xpath", "--xquery", "--css", "--xpath3", "--xquery3"}),
    "xpath": frozenset({"-e"}),
    # (probe round 40, benign45) gdb's commands: -ex bt is no file (_gdb)
    "gdb": frozenset({"-ex", "--ex", "-eval-command", "--eval-command"}),
}
_DATA_VALUE["gradlew"] = _DATA_VALUE["gradle"]
_DATA_VALUE["xml"] = _DATA_VALUE["xmlstarlet"]
_DATA_VALUE["egrep"] = _DATA_VALUE["fgrep"] = _DATA_VALUE["zgrep"] = _DATA_VALUE["grep"]
_DATA_VALUE["gawk"] = _DATA_VALUE["mawk"] = _DATA_VALUE["nawk"] = _DATA_VALUE["awk"]


_GIT_NAMES_ONLY = frozenset({"tag", "branch", "describe", "for-each-ref", "show-ref", "name-rev", "ls-files",
                             "ls-remote", "check-ignore", "status", "check-attr"})
# git log options that print commits and file names, never what changed inside a file
_GIT_LOG_LIST_OPT = re.compile(
    r"-[0-9]+|-n|--max-count(=.*)?|--skip(=.*)?|--oneline|--stat(=.*)?|--name-only|--name-status|--numstat|"
    r"--shortstat|--summary|--graph|--decorate(=.*)?|--no-decorate|--all|--branches(=.*)?|--tags(=.*)?|"
    r"--remotes(=.*)?|--since(=.*)?|--until(=.*)?|--after(=.*)?|--before(=.*)?|--author(=.*)?|--committer(=.*)?|"
    r"--grep(=.*)?|--format(=.*)?|--pretty(=.*)?|--reverse|--first-parent|--no-merges|--merges|--abbrev-commit|"
    r"--date(=.*)?|--color(=.*)?|--no-color|--relative-date|--left-right|--boundary|--topo-order|--date-order|"
    r"--source|--invert-grep|-i|--regexp-ignore-case|-E|-F|--all-match|--no-walk|--ancestry-path|"
    r"--simplify-by-decoration|-s|--no-patch|-q|--quiet|--count|-e|--raw|--no-renames|--find-renames|-M")


def git_log_lists_only(sub_args: Sequence[str]) -> bool:
    """git log/shortlog/rev-list with only options that list commits and names."""
    for a in sub_args:
        if a == "--":
            break
        if a.startswith("-") and not _GIT_LOG_LIST_OPT.fullmatch(a):
            return False
    return True


# git options of the pathspec readers whose value is the next word (not a path)
_GIT_VALUE_OPTS = frozenset({"-n", "--max-count", "--skip", "-S", "-G", "--grep", "--author", "--committer", "--since",
                             "--until", "--after", "--before", "--format", "--pretty", "-O", "-L", "-e", "-f",
                             "--regexp", "--file", "-A", "-B", "-C", "--context", "--after-context",
                             "--before-context", "-m", "--max-depth", "--threads", "--prefix", "-o", "--output",
                             "--remote", "--exec", "--add-file", "--add-virtual-file", "--date", "--decorate-refs",
                             "--subject-prefix", "--to", "--cc", "--in-reply-to", "-v", "--reroll-count",
                             "--contents", "--ignore-rev", "--ignore-revs-file", "--abbrev", "--diff-filter"})
# a word that names a revision, not a path (HEAD~2, a..b, main@{1}, v1^, a commit's hex)
_GIT_REVISION = re.compile(r"(?:HEAD|ORIG_HEAD|FETCH_HEAD|MERGE_HEAD|CHERRY_PICK_HEAD|stash|@)(?:[~^@].*)?|"
                           r"[0-9a-fA-F]{7,64}|.*(?:\.\.|[~^]|@\{).*")
# pathspec magic (:(top)x, :/x, :!x): the path after it, read whole whichever it means
GIT_PATHSPEC_MAGIC = re.compile(r"^:(?:\([^)]*\)|[/!^]+)?")


def git_magic(x: str) -> tuple[str, bool, bool]:
    """(probe round 51, rules51) A pathspec's path and two of its magic words: (path, top:
    relative to the repository's top, not the working directory (:/src, :(top)src),
    exclude: everything but it (:!x, :^x, :(exclude)x))."""
    if not x.startswith(":"):
        return x, False, False
    m = GIT_PATHSPEC_MAGIC.match(x)
    magic = m.group(0) if m else ":"
    path = x[len(magic):]
    if magic.startswith(":("):
        words = {w.strip().split(":", 1)[0] for w in magic[2:-1].split(",")}
        return path, "top" in words, "exclude" in words
    if path.startswith(":"):
        path = path[1:]   # (:/!:x: the short magic's own end)
    return path, "/" in magic, "!" in magic or "^" in magic


def git_pathspecs(sub: str, sub_args: Sequence[str]) -> list[str]:
    """The words of git log/show/diff/grep/blame/archive that may name paths: every word
    after ``--``, and the operands before it that are not a revision, an option's value,
    grep's pattern or archive's tree (a branch name counts: fail closed)."""
    out: list[str] = []
    skip_first = sub in ("archive",) or (sub == "grep" and not any(
        a in ("-e", "-f") or a.startswith(("--regexp", "--file")) for a in sub_args))
    i = 0
    while i < len(sub_args):
        a = sub_args[i]
        if a == "--":
            out.extend(sub_args[i + 1:])
            break
        if a.startswith("-") and len(a) > 1:
            i += 2 if a in _GIT_VALUE_OPTS else 1
            continue
        if skip_first:
            skip_first = False
        elif ":" in a and not a.startswith(":"):
            pass   # REV:PATH, read by its own rule
        elif a.startswith(("/", "~/", "./", "../")) or a == "~" or not _GIT_REVISION.fullmatch(a):
            out.append(a)
        i += 1
    return out


# subcommands whose operands name branches, remotes and commits, never files
_GIT_REFS_ONLY = frozenset({"switch", "push", "fetch", "pull", "merge", "rebase", "cherry-pick", "revert"})
_GIT_RANGE = re.compile(r"[^\s.:/-][^\s:]*?\.\.\.?[^\s.:/][^\s:]*")
_GIT_CHECKOUT_VALUED = frozenset({"-b", "-B", "--orphan", "-s", "--source", "--conflict", "--pathspec-from-file",
                                   "-c", "--create", "-C", "--force-create"})


def git_checkout_paths(sub: str, sub_args: Sequence[str]) -> list[str]:
    """The paths git checkout / git restore write: every word after ``--``; before it,
    restore's operands, and checkout's after its first (the revision). A lone word
    checked out (git checkout main, git checkout f.py) is a branch or a file the index
    already holds: not counted; git restore --staged alone writes the index only."""
    if sub == "restore" and any(a in ("-S", "--staged") for a in sub_args) and not any(
            a in ("-W", "--worktree") for a in sub_args):
        return []
    ops: list[str] = []
    i = 0
    while i < len(sub_args):
        a = sub_args[i]
        if a == "--":
            tail = list(sub_args[i + 1:])
            return (ops if sub == "restore" else ops[1:]) + tail
        if a.startswith("-") and len(a) > 1:
            i += 2 if a in _GIT_CHECKOUT_VALUED else 1
            continue
        ops.append(a)
        i += 1
    return ops if sub == "restore" else ops[1:]


# (probe round 49, rules49) git's own commands (git help -a) and the common external ones;
# any other word there is an alias or a git-WORD program, what it runs known only at run time
GIT_COMMANDS = frozenset("""
add am annotate apply archimport archive bisect blame branch bugreport bundle cat-file check-attr
check-ignore check-mailmap check-ref-format checkout checkout-index cherry cherry-pick citool clean
clone column commit commit-graph commit-tree config count-objects credential credential-cache
credential-store cvsexportcommit cvsimport cvsserver daemon describe diagnose diff diff-files
diff-index diff-pairs diff-tree difftool fast-export fast-import fetch fetch-pack filter-branch
fmt-merge-msg for-each-ref for-each-repo format-patch fsck fsck-objects fsmonitor--daemon gc
get-tar-commit-id grep gui hash-object help hook http-backend http-fetch http-push imap-send
index-pack init init-db instaweb interpret-trailers last-modified log ls-files ls-remote ls-tree
mailinfo mailsplit maintenance merge merge-base merge-file merge-index merge-octopus merge-one-file
merge-ours merge-recursive merge-resolve merge-subtree merge-tree mergetool mktag mktree
multi-pack-index mv name-rev notes p4 pack-objects pack-redundant pack-refs patch-id prune
prune-packed pull push quiltimport range-diff read-tree rebase receive-pack reflog refs remote
remote-ext remote-fd repack replace replay repo request-pull rerere reset restore rev-list rev-parse
revert rm scalar send-email send-pack shell shortlog show show-branch show-index show-ref
sparse-checkout stage stash status stripspace submodule svn switch symbolic-ref tag unpack-file
unpack-objects update-index update-ref update-server-info upload-archive upload-pack var
verify-commit verify-pack verify-tag version whatchanged worktree write-tree
lfs subtree filter-repo flow annex crypt secret absorb town gk k
""".split())


# (probe round 49, rules49) subcommands that rewrite the working tree from another commit,
# the stash or a patch (the files they change known only at run time), and for some the
# first word that says they do (git stash list, git bisect log, git submodule status: no)
_GIT_TREE_REWRITERS: dict[str, frozenset[str] | None] = {
    "merge": None, "pull": None, "rebase": None, "cherry-pick": None, "revert": None, "am": None,
    "filter-branch": None,
    "stash": frozenset({"", "push", "save", "pop", "apply", "branch", "-p", "--patch", "-u", "--include-untracked",
                        "-a", "--all", "-k", "--keep-index", "-m", "--message", "-S", "--staged", "--"}),
    "bisect": frozenset({"start", "good", "bad", "new", "old", "skip", "reset", "run", "replay"}),
    "sparse-checkout": frozenset({"set", "add", "reapply", "disable", "init"}),
    "submodule": frozenset({"update"}),
}
_GIT_RESET_TREE = ("hard", "merge", "keep")
GIT_TREE_REWRITE_SUBS = frozenset({*_GIT_TREE_REWRITERS, "reset", "checkout", "switch"})
_GIT_SWITCH_VALUED = frozenset({"-c", "-C", "--create", "--force-create", "--orphan", "-b", "-B", "--conflict",
                                "--pathspec-from-file"})


def git_rewrites_tree(sub: str, sub_args: Sequence[str]) -> bool:
    """(probe round 49, rules49) Does git rewrite files of its working tree that the line
    does not name: git merge/pull/rebase/cherry-pick/revert/am, git stash (push, pop, apply),
    git checkout BRANCH / git switch BRANCH (a branch's files), git checkout -f, git reset
    --hard/--merge/--keep, git bisect, git sparse-checkout set. git checkout -b NEW and git
    switch -c NEW (the same commit), git stash list, git reset (the index) do not."""
    if sub in _GIT_TREE_REWRITERS:
        words = _GIT_TREE_REWRITERS[sub]
        if words is None:
            return True
        first = next((a for a in sub_args if not a.startswith("-") or sub == "stash"), "")
        return first in words or (sub == "stash" and first.startswith("-"))
    if sub == "reset":
        return any(a.startswith("--") and len(a) > 3 and long_hits(a[2:], _GIT_RESET_TREE) for a in sub_args)
    if sub in ("checkout", "switch"):
        if sub == "checkout" and git_checkout_paths(sub, sub_args):
            return False   # (git checkout REV PATH...: those paths alone, the caller's)
        i = 0
        while i < len(sub_args):
            a = sub_args[i]
            if a == "--":
                return False   # (git checkout [REV] -- PATH: the paths, git_checkout_paths')
            if a in ("-f", "--force", "-m", "--merge", "--discard-changes", "--detach", "-"):
                return True
            if a.startswith("-") and len(a) > 1:
                i += 2 if a in _GIT_SWITCH_VALUED else 1
                continue
            return True   # (a branch, a commit, a file: what it holds is written)
        return False
    return False


_GIT_FILE_OPTS = frozenset({"-f", "--force", "-r", "--cached", "-n", "--dry-run", "-k", "-q", "--quiet", "-v",
                            "--verbose", "--ignore-unmatch", "--"})


def git_file_command(args: Sequence[str]) -> bool:
    """git mv / git rm with plain options and no global option, or one of git's local
    writes (_GIT_LOCAL_WRITES): a file command."""
    glob, sub, sub_args, ok = git_split_t(args)
    if not ok or glob or sub is None:
        return False
    if sub in ("mv", "rm"):
        return bool(sub_args) and all(a in _GIT_FILE_OPTS or not a.startswith("-") for a in sub_args)
    if sub == "config":
        return git_config_data_write(sub_args)
    if sub == "archive":   # (probe round 39, benign44) git archive -o FILE HEAD: fx_git's write
        return git_archive_output(sub_args) is not None
    if sub == "format-patch":   # (probe round 46, benign50) its patch files: fx_git's write
        return git_format_patch_dir(sub_args) is not None
    if sub == "bundle":   # (probe round 47, benign51) git bundle create FILE REVS: fx_git's write
        return git_bundle_output(sub_args) is not None
    return git_local_write(sub, sub_args)


# settings of the repository's own .git/config that hold data, never a program, a path git
# runs or reads code from, a place it fetches from or pushes to, or a safeguard (probe round
# 29, benign29: git config user.email X, core.autocrlf false, pull.rebase true)
_GIT_DATA_KEYS = re.compile(
    r"(?i)user\.(?:name|email)|core\.(?:autocrlf|filemode|ignorecase|eol|longpaths|quotepath|safecrlf|"
    r"precomposeunicode|symlinks|whitespace|compression|checkstat|trustctime)|"
    r"pull\.(?:rebase|ff|twohead|octopus)|push\.(?:default|autosetupremote|followtags)|fetch\.(?:prune|prunetags|parallel)|"
    r"rebase\.(?:autostash|autosquash|updaterefs|stat)|init\.defaultbranch|diff\.(?:algorithm|colormoved|renames|"
    r"mnemonicprefix|noprefix|context|relative)|color\.[a-z.]+|log\.(?:date|decorate|follow|abbrevcommit)|"
    r"status\.(?:showuntrackedfiles|short|branch)|advice\.[a-z]+|rerere\.(?:enabled|autoupdate)|column\.ui|"
    r"branch\.autosetuprebase|branch\.[^.\s]+\.(?:rebase|description)|gc\.auto|blame\.(?:date|coloring)|"
    r"format\.pretty|grep\.(?:linenumber|extendedregexp)|feature\.manyfiles|index\.version|pack\.threads")
_GIT_CONFIG_WRITE_OPTS = frozenset({"--local", "--unset", "--unset-all", "--add", "--replace-all", "--bool", "--int",
                                    "--type=bool", "--type=int", "--no-type"})


def git_config_data_write(sub_args: Sequence[str]) -> bool:
    """git config [--local] KEY VALUE (or --unset KEY, git config set/unset KEY [VALUE]) of
    a data key: a write of the repository's .git/config, as a file command."""
    args = list(sub_args)
    if args[:1] in (["set"], ["unset"]):
        unset = args[0] == "unset"
        args = args[1:]
    else:
        unset = any(a in ("--unset", "--unset-all") for a in args)
    if not all(a in _GIT_CONFIG_WRITE_OPTS for a in args if a.startswith("-")):
        return False
    ops = [a for a in args if not a.startswith("-")]
    if len(ops) != (1 if unset else 2) or _GIT_DATA_KEYS.fullmatch(ops[0]) is None \
            or GIT_EXEC_CONFIG.match(ops[0]):
        return False
    # pull.twohead/pull.octopus name the merge strategy git pull runs: a git-merge-NAME
    # program unless one of git's own (pull.twohead 'x' runs git-merge-x from PATH)
    if not unset and ops[0].casefold() in ("pull.twohead", "pull.octopus") \
            and not all(v.strip() in _GIT_MERGE_STRATEGIES for v in ops[1].casefold().split()):
        return False
    return True


_GIT_MERGE_STRATEGIES = frozenset({"ort", "recursive", "resolve", "octopus", "ours", "subtree"})


# git's everyday writes of the repository where the agent works (probe round 20): the
# index, objects, refs and the working tree, inside the working directory, as mkdir and
# sed -i write there (the hooks and settings they run are the repository's, which read-only
# git already trusts). Options from these lists only: an editor (-i, -e, -p, a revert or a
# merge message without --no-edit is fine: they only open one when asked), a program
# (rebase --exec, a merge strategy), a message or pathspec file, --force and a discard of
# every change (git checkout ., git restore .: as git reset --hard, asked) stay out; the
# network ones (fetch, pull, push) are no file commands.
_GIT_LOCAL_WRITES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # sub: (flags, options taking a value)
    "add": (frozenset({"-A", "--all", "-u", "--update", "-v", "--verbose", "-n", "--dry-run", "-N",
                       "--intent-to-add", "--no-all", "--ignore-removal", "--renormalize", "--chmod=+x",
                       "--chmod=-x"}), _NONE),
    "commit": (frozenset({"-a", "--all", "--amend", "--no-edit", "-q", "--quiet", "-v", "--verbose", "-s",
                          "--signoff", "--allow-empty", "--allow-empty-message", "-n", "--no-verify", "--short",
                          "--dry-run", "-i", "--include", "-o", "--only", "--reset-author"}),
               frozenset({"-m", "--message", "--fixup", "--squash", "--author", "--date", "--trailer"})),
    "checkout": (frozenset({"-q", "--quiet", "--track", "--no-track", "--detach", "--ours", "--theirs",
                            "--recurse-submodules", "--no-recurse-submodules", "--progress", "--no-progress"}),
                 frozenset({"-b", "-B", "--orphan"})),
    "switch": (frozenset({"-q", "--quiet", "--track", "--no-track", "-t", "--detach", "-d", "--guess",
                          "--no-guess", "--progress", "--no-progress"}),
               frozenset({"-c", "--create", "-C", "--force-create", "--orphan"})),
    "restore": (frozenset({"-S", "--staged", "-W", "--worktree", "-q", "--quiet", "--ours", "--theirs",
                           "--progress", "--no-progress"}), frozenset({"-s", "--source"})),
    "stash": (frozenset({"pop", "apply", "drop", "--index", "-q", "--quiet"}), _NONE),
    "merge": (frozenset({"--no-ff", "--ff", "--ff-only", "--no-edit", "--squash", "--abort", "--continue",
                         "--quit", "-q", "--quiet", "-v", "--stat", "-n", "--no-stat", "--no-commit", "--commit",
                         "--log", "--no-log", "--no-verify", "--autostash"}),
              frozenset({"-m"})),
    "rebase": (frozenset({"--continue", "--abort", "--skip", "--quit", "-q", "--quiet", "-v", "--verbose",
                          "--autosquash", "--no-autosquash",   # (probe round 47, benign51; not -i)
                          "--autostash", "--no-autostash", "--keep-empty", "--no-verify", "--committer-date-is-author-date",
                          "--fork-point", "--no-fork-point", "--update-refs", "--no-update-refs"}),
               frozenset({"--onto"})),
    "cherry-pick": (frozenset({"--continue", "--abort", "--skip", "--quit", "-x", "-n", "--no-commit", "--ff",
                               "--allow-empty", "-s", "--signoff"}), frozenset({"-m", "--mainline"})),
    "revert": (frozenset({"--continue", "--abort", "--skip", "--quit", "--no-edit", "-n", "--no-commit", "-s",
                          "--signoff"}), frozenset({"-m", "--mainline"})),
    "tag": (frozenset({"-a", "--annotate", "-d", "--delete"}), frozenset({"-m", "--message"})),
    "branch": (frozenset({"-d", "--delete", "-D", "-m", "--move", "-c", "--copy", "-q", "--quiet", "--track",
                          "--no-track"}), frozenset({"-u", "--set-upstream-to"})),
    # (probe round 30) git reset moving HEAD (--soft) or the index (--mixed, the default;
    # git reset HEAD FILE unstages): the working tree is left as it is (--hard, --keep,
    # --merge write it: asked; -p is interactive)
    "reset": (frozenset({"--soft", "--mixed", "-q", "--quiet", "-N", "--intent-to-add", "--no-refresh", "--refresh"}),
              _NONE),
    # git bisect's steps: each checks out a commit of this repository, as git checkout
    # does (run, which runs a program, replay, which reads a file, and visualize, which
    # may start gitk, stay out: _GIT_STEP_WORDS)
    "bisect": (frozenset({"--no-checkout", "--first-parent"}), frozenset({"--term-old", "--term-new",
                                                                          "--term-good", "--term-bad"})),
    # a worktree of this repository inside the working directory (one elsewhere, the
    # usual ../repo-hotfix, is a write outside it: asked); --force stays out
    # (probe round 47, benign51) a note of this repository's commits (refs/notes/*), as a
    # tag: its message given (-m), standard input (--stdin: copy/remove's object names), an
    # editor opened as git commit's; not -F FILE (a file read), -c/-C (a blob's text), --force
    # (an existing note replaced), merge (another notes ref's, maybe fetched)
    # (probe round 47, benign51) the index's bits on files of the working directory (git
    # update-index --assume-unchanged F, --skip-worktree): not --add/--remove/--cacheinfo/
    # --index-info/--chmod (an entry of any path or blob written: a later checkout writes it)
    "update-index": (frozenset({"--assume-unchanged", "--no-assume-unchanged", "--skip-worktree",
                                "--no-skip-worktree", "--refresh", "--really-refresh", "-q", "--ignore-missing"}),
                     _NONE),
    "notes": (frozenset({"--allow-empty", "--no-edit", "--ignore-missing", "--stdin", "-n", "--dry-run", "-v",
                         "--verbose", "-q", "--quiet"}), frozenset({"-m", "--message", "--ref"})),
    "worktree": (frozenset({"--detach", "--checkout", "--no-checkout", "--track", "--no-track", "--lock", "-q",
                            "--quiet", "-n", "--dry-run", "-v", "--verbose", "--guess-remote", "--no-guess-remote"}),
                 frozenset({"-b", "-B", "--reason", "--expire"})),
}
# the first word of the subcommands whose steps are words (git bisect good, git worktree add)
_GIT_STEP_WORDS = {"bisect": frozenset({"start", "bad", "good", "new", "old", "skip", "reset"}),
                   "notes": frozenset({"add", "append", "edit", "copy", "remove", "prune"}),
                   "worktree": frozenset({"add", "prune", "remove", "move", "lock", "unlock"})}
# refs to commits fetched from another repository (probe round 24): git fetch URL BRANCH
# && git merge FETCH_HEAD brings in whatever that repository holds (a CI pipeline, agent
# settings), as git pull does, which asks. A local branch (the agent's own, or one made
# from a remote's after a person looked) stays a file command.
_FETCHED_REF = re.compile(r"(?i)(?:[\w./-]*\bFETCH_HEAD\b|refs/remotes/|[^@\s]*@\{(?:u|upstream|push)\})")
# a stash entry (git stash pop 1, stash@{0}, refs/stash@{2}): any other commit-ish is a
# commit applied as if it were a stash (probe round 25)
_STASH_ENTRY = re.compile(r"\d{1,4}|(?:refs/)?stash@\{\d{1,4}\}")
# pathspecs naming the whole tree: a checkout or restore of them discards every change
_GIT_WHOLE_TREE = re.compile(r"\.|\./|\*|:/|:/\*|:\(top\)|\./\*|\.\*")


def _expand_short(args: Sequence[str], flags: frozenset[str], valued: frozenset[str]) -> list[str] | None:
    """Short-option clusters spelled out (-am MSG is -a -m MSG); None for a letter not listed."""
    out: list[str] = []
    for i, a in enumerate(args):
        if a == "--":
            out.extend(args[i:])
            break
        if a.startswith("-") and not a.startswith("--") and len(a) > 2 and a not in flags:
            for j, ch in enumerate(a[1:], 1):
                if "-" + ch in valued:
                    out.append("-" + ch)
                    if a[j + 1:]:
                        out.append(a[j + 1:])
                    break
                if "-" + ch not in flags:
                    return None
                out.append("-" + ch)
            continue
        out.append(a)
    return out


# --- archives and rsync as file commands (probe round 20) ---------------------------------
# tar's letters and options that only pick a compression, a listing detail or how existing
# files are kept: no program (-I, --to-command, --checkpoint-action...), no -P (absolute
# and ../ member names), no --remove-files, no transform of member names
_TAR_LETTERS = frozenset("xczjJvfCpkaZ")
_TAR_LONG_FLAGS = frozenset({"--extract", "--create", "--gzip", "--gunzip", "--bzip2", "--xz", "--zstd", "--verbose",
                             "--keep-old-files", "--skip-old-files", "--keep-newer-files", "--no-same-owner",
                             "--no-same-permissions", "--preserve-permissions", "--auto-compress", "--wildcards",
                             "--no-wildcards", "--exclude-vcs", "--exclude-vcs-ignores", "--totals", "--sort=name",
                             "--no-overwrite-dir", "--warning=no-unknown-keyword"})
_TAR_LONG_VALUED = frozenset({"--file", "--directory", "--exclude", "--strip-components", "--mtime", "--owner",
                              "--group", "--mode"})


def tar_file_command(args: Sequence[str]) -> tuple[str, str | None, str | None] | None:
    """("x" or "c", the archive, the -C directory) of a plain tar extract or create whose
    options are all listed above; None otherwise. (The archive never names a host:
    tar -f host:file runs a remote shell.)"""
    mode: str | None = None
    archive: str | None = None
    directory: str | None = None
    want: list[str] = []   # the values the letters of a cluster take, in order
    i = 0
    while i < len(args):
        a = args[i]
        if want:
            kind = want.pop(0)
            if kind == "f":
                archive = a
            else:
                directory = a
        elif a.startswith("--"):
            head, eq, value = a.partition("=")
            if a in _TAR_LONG_FLAGS or head in ("--exclude", "--strip-components", "--mtime", "--owner", "--group",
                                               "--mode") and eq:
                if a in ("--extract", "--create"):
                    mode = mode or a[2]
            elif head in _TAR_LONG_VALUED:
                if not eq:
                    i += 1
                    if i >= len(args):
                        return None
                    value = args[i]
                if head == "--file":
                    archive = value
                elif head == "--directory":
                    directory = value
            else:
                return None
        elif (a.startswith("-") and len(a) > 1) or (i == 0 and a[:1].isalpha()):
            letters = a.lstrip("-")
            for k, ch in enumerate(letters):
                if ch not in _TAR_LETTERS:
                    return None
                if ch in "xc":
                    if mode not in (None, ch):
                        return None
                    mode = ch
                if ch in "fC":
                    rest = letters[k + 1:]
                    if rest and a.startswith("-"):
                        if ch == "f":
                            archive = rest
                        else:
                            directory = rest
                        break
                    want.append(ch)
        elif mode == "c":
            pass   # a file or directory put into the archive
        else:
            return None   # a member name picked out of an archive
        i += 1
    if mode is None or want or archive is None or archive == "-" or ":" in archive:
        return None
    return mode, archive, directory


# unzip: overwrite/keep choices, quiet, junk paths (no -: which keeps ../, no -x list)
_UNZIP_FLAGS = frozenset({"-o", "-n", "-q", "-qq", "-j", "-u", "-f", "-oq", "-qo", "-nq", "-qn", "-a", "-aa", "-C",
                          "-L", "-X"})


# (probe round 38, benign43) zip's options for a plain archive made or updated: recursion,
# quiet, junk paths, compression level, symlinks stored, no directory entries or extra
# attributes, update/freshen; -x/-i take the patterns after them (never @FILE). Not -T/-TT/
# --unzip-command (a program run: GTFOBins' zip), -m (the files removed), -O/--out (another
# archive written), -@ (names read from standard input, seen by no path check), -b (a
# temporary directory), -A/-F/-FF/-J (an archive rewritten), -e/-P (a password).
_ZIP_FLAGS = frozenset({"-r", "-q", "-j", "-X", "-y", "-D", "-u", "-f", "-v", "-o", "-rq", "-qr", "-rj", "-jr",
                        "-rqj", "-qrj", "-ry", "-yr", "-rX", "-Xr", "-rD", "-Dr", "--recurse-paths", "--quiet",
                        "--junk-paths", "--no-extra", "--symlinks", "--no-dir-entries", "--update", "--freshen",
                        *(f"-{n}" for n in range(10)), *(f"-r{n}" for n in range(10)), *(f"-{n}r" for n in range(10)),
                        *(f"-rq{n}" for n in range(10))})


def zip_file_command(args: Sequence[str]) -> str | None:
    """The archive of a plain zip [OPTIONS] ARCHIVE FILE... (a file of the list above
    only); None otherwise."""
    ops: list[str] = []
    patterns = False
    for a in args:
        if a in ("-x", "-i", "--exclude", "--include"):
            patterns = True
            continue
        if a.startswith("-"):
            if a not in _ZIP_FLAGS:
                return None
            patterns = False
            continue
        if patterns:
            if a.startswith("@"):
                return None   # (-x@FILE: the patterns read from a file)
            continue
        ops.append(a)
    if len(ops) < 2 or ops[0] == "-" or ":" in ops[0] or any(o == "-" for o in ops):
        return None
    return ops[0]


# (probe round 39, benign44) readers whose one write is a file they name: tree -o FILE
# (the listing it prints), split's and csplit's pieces (PREFIX followed by a suffix), git
# archive -o FILE, python -m json.tool IN OUT. The path is recorded as a write (fx_tree,
# fx_split, fx_csplit, fx_git; shell.py for json.tool): outside the project, in .git or
# sensitive, it is asked. Never split --filter (a shell runs each piece: GTFOBins' split),
# tree --fromfile/-R (a file's lines printed, 00Tree.html written everywhere), git archive
# --remote/--exec (a host, a program run there) or --add-file (a file read into it).
def tree_output_file(args: Sequence[str]) -> str | None:
    """The FILE of tree [read-only options] -o FILE; None otherwise."""
    k = [i for i, a in enumerate(args) if a == "-o"]
    if len(k) != 1 or k[0] + 1 >= len(args) or "--" in args[:k[0]]:
        return None
    out = args[k[0] + 1]
    rest = [*args[:k[0]], *args[k[0] + 2:]]
    if not out or out.startswith("-") or any(a.startswith("--fromfile") or a.startswith("--fromtab") for a in rest):
        return None
    return out if _tree(rest, False) else None


_SPLIT_FLAGS = frozenset({"-d", "-x", "-e", "-u", "--verbose", "--elide-empty-files", "--unbuffered",
                          "--numeric-suffixes", "--hex-suffixes"})
_SPLIT_VALUED = frozenset({"-l", "-b", "-C", "-n", "-a", "-t"})
_SPLIT_LONG = frozenset({"--lines", "--bytes", "--line-bytes", "--number", "--suffix-length", "--numeric-suffixes",
                         "--hex-suffixes", "--additional-suffix", "--separator"})
_SPLIT_SIZE = re.compile(r"(?:[lr]/)?\d{1,12}(?:/\d{1,12})?[KMGTkmgtbB]?(?:i?B)?")


def split_prefix(args: Sequence[str]) -> str | None:
    """The PREFIX (x by default) of split [OPTIONS] FILE [PREFIX]; None for an option off
    the list (--filter runs a shell), standard input, or a suffix with a directory."""
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in _SPLIT_FLAGS:
            pass
        elif a in _SPLIT_VALUED or (a[:2] in _SPLIT_VALUED and len(a) > 2):
            value = a[2:] if len(a) > 2 else (args[i + 1] if i + 1 < len(args) else None)
            i += len(a) == 2
            if value is None or (a[:2] != "-t" and not _SPLIT_SIZE.fullmatch(value)) or len(value) > 40:
                return None
        elif a.startswith("--") and a.partition("=")[0] in _SPLIT_LONG and "=" in a:
            value = a.partition("=")[2]
            if "/" in value and a.partition("=")[0] not in ("--number",):
                return None
            if a.partition("=")[0] == "--additional-suffix" and not re.fullmatch(r"[\w.+-]{0,40}", value):
                return None
        elif a.startswith("-") or a in ("",):
            return None
        else:
            ops.append(a)
        i += 1
    if not ops or len(ops) > 2 or "-" in ops or any(":" in o for o in ops):
        return None
    return ops[1] if len(ops) == 2 else "x"


_CSPLIT_PATTERN = re.compile(r"(?:/[^/]{0,500}/|%[^%]{0,500}%)(?:[+-]?\d{1,9})?|\d{1,9}|\{(?:\d{1,9}|\*)\}")


def csplit_parts(args: Sequence[str]) -> tuple[str, int] | None:
    """(PREFIX, index of FILE) of csplit [OPTIONS] FILE PATTERN...: xx by default; None for an
    option off the list, standard input, or a suffix format with a directory."""
    prefix = "xx"
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-k", "--keep-files", "-s", "-q", "--quiet", "--silent", "-z", "--elide-empty-files",
                 "--suppress-matched"):
            i += 1
            continue
        if a in ("-f", "-n", "-b") or a.startswith(("--prefix=", "--digits=", "--suffix-format=")):
            key, value = (a, args[i + 1] if i + 1 < len(args) else None) if len(a) == 2 else a.split("=", 1)
            i += 2 if len(a) == 2 else 1
            if value is None or value.startswith("-") or not value:
                return None
            if key in ("-n", "--digits") and not value.isdigit():
                return None
            if key in ("-b", "--suffix-format") and not re.fullmatch(r"[\w.+-]{0,40}%0?\d{0,2}[diuxXo][\w.+-]{0,40}",
                                                                    value):
                return None
            if key in ("-f", "--prefix"):
                prefix = value
            continue
        if a.startswith("-") or ":" in a:
            return None
        rest = args[i + 1:]
        if not rest or not all(_CSPLIT_PATTERN.fullmatch(r) for r in rest):
            return None
        return prefix, i
    return None


_GIT_ARCHIVE_FLAGS = frozenset({"-v", "--verbose", "--worktree-attributes", "--format=tar", "--format=zip",
                                "--format=tar.gz", "--format=tgz", *(f"-{n}" for n in range(10))})


# (probe round 46, benign50) git format-patch's options that only choose which commits and
# how each patch reads (not --stdout: read-only; not --numbered-files or --suffix, other
# names; not --signature-file/--description-file, other files read; not -o outside)
_GIT_FORMAT_PATCH_FLAGS = frozenset({"-n", "--numbered", "-N", "--no-numbered", "-k", "--keep-subject", "-s",
                                     "--signoff", "--cover-letter", "--no-cover-letter", "--rfc", "--thread",
                                     "--no-thread", "--root", "--stat", "--no-stat", "-p", "--no-binary",
                                     "--zero-commit", "--no-signature", "-q", "--quiet", "--progress", "-M", "-C",
                                     "--minimal", "--patience", "--histogram", "--full-index", "--binary",
                                     "--no-renames", "--no-attach", "--inline", "--attach", "--ignore-if-in-upstream",
                                     "--always", "--no-merges"})
_GIT_FORMAT_PATCH_VALUED = frozenset({"-v", "--reroll-count", "--subject-prefix", "--to", "--cc", "--from",
                                      "--in-reply-to", "--base", "--start-number", "--interdiff", "--range-diff",
                                      "--creation-factor", "--add-header", "--signature", "--since", "--until",
                                      "--author", "-o", "--output-directory"})


def git_format_patch_dir(sub_args: Sequence[str]) -> str | None:
    """The directory git format-patch [OPTIONS] [-o DIR] REVS writes its 000N-*.patch files
    into ("" for the working directory); None for another form."""
    out = ""
    i = 0
    while i < len(sub_args):
        a = sub_args[i]
        if a == "--":
            break
        name, eq, value = a.partition("=")
        if a.startswith("-") and re.fullmatch(r"-v?\d{1,4}", a) is None:
            if name in _GIT_FORMAT_PATCH_VALUED:
                if not eq:
                    if i + 1 >= len(sub_args):
                        return None
                    value = sub_args[i + 1]
                    i += 1
                if name in ("-o", "--output-directory"):
                    if not value or value.startswith("-") or ":" in value or out:
                        return None
                    out = value
            elif a not in _GIT_FORMAT_PATCH_FLAGS:
                return None
        i += 1
    return out


_GIT_BUNDLE_FLAGS = frozenset({"--all", "--branches", "--tags", "--remotes", "-q", "--quiet", "--progress",
                               "--no-progress", "--version=2", "--version=3"})


def git_bundle_output(sub_args: Sequence[str]) -> str | None:
    """(probe round 47, benign51) The FILE of git bundle create [-q] FILE REVS (this
    repository's commits packed into one file, as git archive -o writes its tree); None for
    another form (standard output "-", a rev-list option off the list, --stdin)."""
    if len(sub_args) < 3 or sub_args[0] != "create":
        return None
    out: str | None = None
    revs = 0
    for a in sub_args[1:]:
        if a.startswith("-"):
            if a not in _GIT_BUNDLE_FLAGS:
                return None
            revs += a in ("--all", "--branches", "--tags", "--remotes")
        elif out is None:
            out = a
        elif re.fullmatch(r"\^?[\w][\w./@{}~^-]{0,200}", a) and not a.startswith("refs/remotes/") \
                and "FETCH_HEAD" not in a:
            revs += 1
        else:
            return None
    if not out or ":" in out or not revs:
        return None
    return out


def git_archive_output(sub_args: Sequence[str]) -> str | None:
    """The FILE of git archive [OPTIONS] -o FILE TREE-ISH [PATH...]; None otherwise."""
    out: str | None = None
    ops: list[str] = []
    i = 0
    while i < len(sub_args):
        a = sub_args[i]
        if a == "--":
            ops.extend(sub_args[i + 1:])
            break
        if a in ("-o", "--output") and i + 1 < len(sub_args) and out is None:
            out = sub_args[i + 1]
            i += 2
            continue
        if a.startswith("--output=") and out is None:
            out = a.partition("=")[2]
        elif a.startswith("--prefix=") and re.fullmatch(r"[\w./+-]{0,200}", a[9:]):
            pass
        elif a.startswith("-"):
            if a not in _GIT_ARCHIVE_FLAGS:
                return None
        else:
            ops.append(a)
        i += 1
    if not out or out.startswith("-") or ":" in out or not ops:
        return None
    return out


def unzip_file_command(args: Sequence[str]) -> str | None:
    """The -d directory of a plain unzip ARCHIVE -d DIR; None otherwise."""
    directory: str | None = None
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-d" and i + 1 < len(args):
            directory = args[i + 1]
            i += 2
            continue
        if a.startswith("-"):
            if a not in _UNZIP_FLAGS:
                return None
        else:
            ops.append(a)
        i += 1
    if len(ops) != 1 or ":" in ops[0]:
        return None   # (a member list or a second archive: not judged)
    return directory


# rsync between local paths: archive and listing letters, deletes in the destination,
# patterns; no -e/--rsh or --rsync-path (programs), no file it reads rules, names or a
# password from, no log, batch, backup, temp or link-dest directory elsewhere
_RSYNC_LETTERS = frozenset("avrnzhPuclptqHmiSxWL")
_RSYNC_FLAGS = frozenset({"--archive", "--recursive", "--verbose", "--dry-run", "--compress", "--human-readable",
                          "--progress", "--partial", "--update", "--checksum", "--links", "--perms", "--times",
                          "--quiet", "--hard-links", "--prune-empty-dirs", "--itemize-changes", "--stats",
                          "--delete", "--delete-after", "--delete-before", "--delete-during", "--delete-delay",
                          "--delete-excluded", "--existing", "--ignore-existing", "--ignore-times", "--size-only",
                          "--no-perms", "--no-owner", "--no-group", "--no-times", "--one-file-system", "--sparse",
                          "--whole-file", "--inplace", "--copy-links", "--safe-links", "--mkpath", "--info=progress2",
                          "--exclude-vcs"})
_RSYNC_VALUED = frozenset({"--exclude", "--include", "--max-size", "--min-size", "--timeout", "--bwlimit"})


def rsync_file_command(args: Sequence[str]) -> bool:
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("--"):
            head, eq, _ = a.partition("=")
            if head in _RSYNC_VALUED:
                i += 1 if eq else 2
                continue
            if a not in _RSYNC_FLAGS:
                return False
        elif a.startswith("-") and len(a) > 1:
            if not all(ch in _RSYNC_LETTERS for ch in a[1:]):
                return False
        else:
            ops.append(a)
        i += 1
    # (host:path, host::module and rsync:// reach another machine)
    return len(ops) >= 2 and not any(re.match(r"^[^/]*:", o) or "::" in o for o in ops)


def git_local_write(sub: str, sub_args: Sequence[str]) -> bool:
    table = _GIT_LOCAL_WRITES.get(sub)
    if table is None:
        return False
    flags, valued = table
    if sub in ("commit", "tag") and ("-" in sub_args or "-F-" in sub_args or "--file=-" in sub_args):
        # git commit -F - <<'EOF': the message read from standard input, as -m gives it
        # (a message file, -F NOTES.md or -F ~/.ssh/id_rsa, stays out: it reads a file)
        kept: list[str] = []
        i = 0
        while i < len(sub_args):
            a = sub_args[i]
            if a == "--":
                kept.extend(sub_args[i:])
                break
            if a in ("-F", "--file") and i + 1 < len(sub_args) and sub_args[i + 1] == "-":
                i += 2
                continue
            if a not in ("-F-", "--file=-"):
                kept.append(a)
            i += 1
        sub_args = kept
    args = _expand_short(sub_args, flags, valued)
    if args is None:
        return False
    paths: list[str] = []
    if "--" in args:
        k = args.index("--")
        args, paths = args[:k], args[k + 1:]
    ops = _allowed_operands(args, valued, flags)
    if ops is None:
        return False
    if sub == "notes" and _git_notes_ref(sub_args) is None:
        return False   # (a notes ref that is no plain name)
    if sub == "stash" and (not sub_args or sub_args[0] not in ("pop", "apply", "drop")):
        return False   # (git stash itself, push and list are read-only already)
    if sub == "stash" and any(not _STASH_ENTRY.fullmatch(o) for o in ops[1:]):
        return False   # git stash apply FETCH_HEAD, origin/x: another commit applied as a stash
                       # (one fetched from elsewhere: its files unseen, as git merge FETCH_HEAD)
    if sub == "tag" and not ops:
        return False   # git tag -a with no name lists nothing and creates nothing
    steps = _GIT_STEP_WORDS.get(sub)
    if steps is not None and (not ops or ops[0] not in steps):
        return False   # git bisect run CMD, git worktree repair...: not a step of the list
    if sub in ("add", "restore") and not ops and not paths and not any(
            a in ("-A", "--all", "-u", "--update") for a in args):
        return False
    named = ops + paths
    if any(p.startswith(("/", "~", ":(", ":!", ":^", ":/")) and not p == ":(top)" or ".." in p.split("/") for p in named):
        return False   # a path outside the working directory, or a pathspec's magic
    if sub in ("merge", "rebase", "cherry-pick", "checkout", "switch", "revert", "reset", "bisect", "worktree") and any(
            _FETCHED_REF.match(o) for o in ops):
        return False   # another repository's commits, fetched: their files (CI, settings) unseen
    if sub == "checkout":
        discards = bool(paths) or not ("-b" in args or "-B" in args)
    elif sub == "restore":
        discards = not ("--staged" in args or "-S" in args) or "-W" in args or "--worktree" in args
    else:
        discards = False
    if discards and any(_GIT_WHOLE_TREE.fullmatch(p) for p in named):
        return False   # every uncommitted change dropped, as git reset --hard
    return True


# words for people that a command only stores or sends as text (probe round 23): a commit,
# tag, merge, stash or note message, a pull request's or an issue's title and body, release
# notes. A newline there is a paragraph, never a second option, path or line of code
# (git commit -m "$(cat <<'EOF' ... EOF)" is the commit idiom of Claude Code).
_GIT_PROSE_SUBS: dict[str, tuple[frozenset[str], str]] = {
    # sub: (options whose next word is the message, flag letters a -m may be clustered with)
    "commit": (frozenset({"-m", "--message"}), "aqvsnio"),
    "tag": (frozenset({"-m", "--message"}), "a"),
    "merge": (frozenset({"-m"}), "qvn"),
    "stash": (frozenset({"-m", "--message"}), "kuaq"),
    "notes": (frozenset({"-m", "--message"}), ""),
}
_GH_PROSE = frozenset({("pr", "create"), ("pr", "edit"), ("pr", "comment"), ("pr", "review"), ("pr", "merge"),
                       ("issue", "create"), ("issue", "edit"), ("issue", "comment"), ("release", "create"),
                       ("release", "edit")})
_GH_PROSE_OPTS = frozenset({"-b", "--body", "-t", "--title", "-n", "--notes", "--subject"})
_GH_PROSE_ATTACHED = ("--body=", "--title=", "--notes=", "--subject=")
# git options whose next word is their value (so a "-m" there is no message option)
_GIT_PROSE_SKIP = frozenset({"-F", "--file", "-C", "-c", "-t", "--template", "--local-user", "--cleanup",
                             "--reuse-message", "--reedit-message", "--ref"})


# gh's options that take a value (so the word after them is no file uploaded)
_GH_VALUED = frozenset({"-n", "--notes", "-t", "--title", "--target", "-F", "--notes-file", "--discussion-category",
                        "--notes-start-tag", "-R", "--repo", "-d", "--desc", "-f", "--filename"})


def _gh_uploaded(args: Sequence[str]) -> list[int]:
    """Indices of the files gh release create/upload and gh gist create send (gh release
    create v1 ~/.ssh/id_rsa: an asset anyone can download)."""
    words = [a for a in args if not a.startswith("-")][:2]
    # (probe round 42, redteam42) gh gist edit ID [FILE] replaces the gist's file with FILE's
    # text, and its --add FILE adds one (operands after the gist's id, as release's after
    # the tag)
    if words not in (["release", "create"], ["release", "upload"], ["gist", "create"], ["gist", "edit"]):
        return []
    ops: list[int] = []
    skip = False
    for i, a in enumerate(args):
        if skip:
            skip = False
        elif a.startswith("-"):
            skip = a in _GH_VALUED
        else:
            ops.append(i)
    return ops[3 if words[0] == "release" or words[1] == "edit" else 2:]


def prose_values(name: str, args: Sequence[str]) -> frozenset[int]:
    """Indices of ``args`` that are the value of a message, title or body option (the
    word after ``-m``/``--message``, ``gh pr create --body``...): text a newline in which
    changes nothing."""
    return _prose_values(name, tuple(args))


@functools.lru_cache(maxsize=512)
def _prose_values(name: str, args: tuple[str, ...]) -> frozenset[int]:
    out: set[int] = set()
    if name == "git":
        glob, sub, sub_args, _ok = git_split(args)
        spec = _GIT_PROSE_SUBS.get(sub or "")
        if spec is None:
            return frozenset()
        opts, letters = spec
        valued = _GIT_LOCAL_WRITES[sub][1] if sub in _GIT_LOCAL_WRITES else _NONE
        i = len(glob) + 1
        while i < len(args):
            a = args[i]
            if a == "--":
                break
            if a in opts or (letters and len(a) > 2 and a[0] == "-" and a[1] != "-" and a[-1] == "m"
                             and set(a[1:-1]) <= set(letters)):
                out.add(i + 1)
                i += 2
                continue
            if a.startswith("--message="):
                out.add(i)   # the option and its message in one word
            elif a in valued or a in _GIT_PROSE_SKIP:
                i += 1   # another option's value (--author -m: -m is the author)
            i += 1
    elif name == "gh" and len(args) > 2 and (args[0], args[1]) in _GH_PROSE:
        i = 2
        while i < len(args):
            a = args[i]
            if a == "--":
                break
            if a in _GH_PROSE_OPTS:
                out.add(i + 1)
                i += 1
            elif a.startswith(_GH_PROSE_ATTACHED):
                out.add(i)
            elif a.startswith("-") and "=" not in a and i + 1 < len(args) and not args[i + 1].startswith("-"):
                i += 1   # (an option's value, or an operand: neither is taken for prose)
            i += 1
    return frozenset(out)


# --- run-time words that cannot be options (probe round 28, runtime_words) -----------------
# A word known only at run time is refused by the validators below because it may turn
# into an option (sort "$k" with k=-o/tmp/x, file "$f" with f=-C). Some cannot: the value
# of an option that takes one (getopt hands the next word, or the rest of the word, to the
# option whatever it holds: sort -k"$k", head -n "$n", date -d "@$ts", jq --arg k "$k",
# awk -v n="$N"), and an operand whose text starts with a literal character that is no
# option's (src/"$f": a word bash never splits, since every expansion in it is quoted).
# For the commands here, such words are judged as written; every other run-time word keeps
# the validator's refusal. What such a word names is still judged where it is read: an
# operand that is a file is an unknown read (cat "src/$f" may be src/../.env), and an
# option whose value is a file (grep -f, jq --rawfile, sort --files0-from, diff
# --from-file) is no data option here, so its run-time value is refused or read as
# unknown (effects). Code stays code: the program of awk, sed and jq is never a run-time
# word (jq ".$k" may be `. | env`), and neither is find's starting point or action.

# a literal first character no option, glob, tilde, brace list or response file starts with
_RT_LITERAL_START = re.compile(r"[A-Za-z0-9_./]")
# the expansion marks that end a run-time word's literal prefix
_RT_EXPANSION = re.compile(r"[$`]")
# per command: (short options whose value is data, long options whose value is data,
# the first operand is code, an operand must start with this literal text)
_RT_SPECS: dict[str, tuple[str, frozenset[str], bool, str]] = {
    # (-T is a directory sort writes to, -o a file, --files0-from a list of files read,
    # --compress-program a program: none of them data)
    "sort": ("ktS", frozenset({"key", "field-separator", "buffer-size", "parallel", "batch-size", "sort"}),
             False, ""),
    # (an operand other than +FORMAT sets the clock; -f reads a file of dates, -r stats one)
    "date": ("d", frozenset({"date"}), False, "+"),
    "jq": ("", frozenset({"indent", "arg", "argjson"}), True, ""),
    # (awk -v NAME=VALUE assigns text: gawk only processes escape sequences in it, it runs
    # nothing and opens nothing (GTFOBins lists no -v use); -f, -i, -l, -E name files
    # and libraries to load: not data)
    "awk": ("Fv", frozenset({"field-separator", "assign"}), True, ""),
    "file": ("F", frozenset({"separator"}), False, ""),
    "uniq": ("fsw", frozenset({"skip-fields", "skip-chars", "check-chars"}), False, ""),
    "tree": ("LPI", frozenset({"charset", "filelimit", "timefmt", "sort", "pattern", "ignore"}), False, ""),
    # (rg's and fd's first operand is a pattern: data, as long as it cannot be an option;
    # rg's -g picks the files read, hidden ones included: no data, redteam28c)
    "rg": ("etTmABCjMrd", frozenset({"regexp", "type", "type-not", "max-count", "after-context",
                                    "before-context", "context", "threads", "max-columns", "replace", "max-depth",
                                    "sort", "sortr", "max-filesize"}), False, ""),
    "fd": ("eEtdScjo", frozenset({"extension", "exclude", "type", "max-depth", "min-depth", "exact-depth", "size",
                                  "changed-within", "changed-before", "owner", "color", "threads",
                                  "max-results"}), False, ""),
    "strings": ("nt", frozenset({"bytes", "radix"}), False, ""),
    # (lsof's options whose value is always the next word or the rest of the word: a PID,
    # a command name, a user, a descriptor list; -i, -s, -T, -g take theirs only when it
    # does not start with "-", so "$x" after them may be -Db/PATH, an option)
    "lsof": ("cdpu", frozenset(), False, ""),
}
# (probe round 28, redteam28c) per command, the other options that take a value: a file
# read or written, a program, a directory, a setting. getopt hands them the rest of the
# word or the next word, so what follows is no option there and no operand either (sort
# -ok "$x": -o takes "k", and "$x" is free to be --compress-program=sh; date -fd "$x":
# -f reads d and "$x" may be -f/home/dev/.ssh/id_rsa); their value must be known. Long
# names are matched as getopt_long does, by any prefix (sort --out, date --fil).
_RT_OTHER_VALUED: dict[str, tuple[str, tuple[str, ...]]] = {
    "sort": ("oT", ("output", "temporary-directory", "files0-from", "random-source", "compress-program")),
    "date": ("frsI", ("file", "reference", "set")),
    "jq": ("fL", ("library-path", "from-file")),
    "awk": ("fiElLeodpDW", ("file", "include", "exec", "load", "source", "dump-variables", "pretty-print", "profile",
                            "debug")),
    "file": ("mfeP", ("magic-file", "files-from", "exclude", "exclude-quiet", "parameter")),
    "uniq": ("", ()),
    # (tree's -o writes, --fromfile makes every operand a file of names: refused below)
    "tree": ("oHT", ("output", "gitfile", "hintro", "houtro", "infile", "fromfile", "fromtabfile")),
    "rg": ("fE", ("file", "ignore-file", "pre", "pre-glob", "hostname-bin", "glob", "iglob", "encoding",
                  "type-add", "path-separator")),
    "fd": ("xX", ("exec", "exec-batch", "ignore-file", "base-directory", "search-path", "batch-size", "format")),
    "strings": ("eT", ("encoding", "target", "output-separator")),
    "lsof": ("Dkm", ()),
}
# options that make every operand a file whose lines are read (tree --fromfile)
_RT_FILE_FLAGS = {"tree": ("fromfile", "fromtabfile")}
_RT_JQ_FILE_PAIRS = ("rawfile", "slurpfile")   # jq --rawfile NAME FILE
for _a in ("gawk", "mawk", "nawk"):
    _RT_SPECS[_a] = _RT_SPECS["awk"]
    _RT_OTHER_VALUED[_a] = _RT_OTHER_VALUED["awk"]
_RT_SPECS["fdfind"] = _RT_SPECS["fd"]
_RT_OTHER_VALUED["fdfind"] = _RT_OTHER_VALUED["fd"]
_RT_TWO_WORDS = frozenset({"--arg", "--argjson"})   # jq --arg NAME VALUE
_AWK_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
# git log and its listing peers: options whose value is a count, a date, a name or a
# pattern (never a file: -o/--output, -O, --contents, -L, --ignore-revs-file are not here)
_RT_GIT_SUBS = frozenset({"log", "rev-list", "whatchanged", "reflog"})   # (shortlog -n is a flag)
_RT_GIT_VALUED = frozenset({"-n", "--max-count", "--skip", "--since", "--until", "--after", "--before", "--author",
                            "--committer", "--grep", "--date", "--abbrev", "--since-as-filter"})
_RT_GIT_GLUED = ("-n", "--max-count=", "--skip=", "--abbrev=", "--since-as-filter=")
# find's tests whose value is a name, a pattern, a number or a type (not -newer FILE,
# -files0-from, -fprint; the starting points and actions are never run-time words here)
_RT_FIND_VALUED = frozenset({"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
                             "-maxdepth", "-mindepth", "-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin",
                             "-size", "-type", "-user", "-group", "-perm", "-newermt", "-links", "-lname",
                             "-ilname", "-uid", "-gid", "-inum"})
RUNTIME_WORD_COMMANDS = frozenset(_RT_SPECS) | {"git", "find"}


def runtime_words_ok(name: str, args: Sequence[str], unknown: frozenset[int]) -> bool:
    """True when every run-time word of ``args`` (their indices ``unknown``, each one whose
    expansions are all quoted: never split, never globbed) sits where it cannot be an
    option, a program or code: the value of a data option, or an operand starting with a
    literal character (after ``--``, any operand). Rules, in order: a word starting with
    ``-`` must name its option literally and that option's value must be data; a word
    after such an option is its value; the value of any other option that takes one (a
    file, a program: sort -o, date -f, in a cluster or abbreviated) must be known; the
    first operand of awk, sed or jq is code and must be known; any other operand must
    start with the command's literal text."""
    if not unknown:
        return True
    if name == "git":
        return _runtime_git_ok(args, unknown)
    if name == "find":
        return all(i > 0 and args[i - 1] in _RT_FIND_VALUED and (i - 1) not in unknown for i in unknown)
    spec = _RT_SPECS.get(name)
    if spec is None:
        return False
    data_short, data_long, code_first, operand_start = spec
    other_short, other_long = _RT_OTHER_VALUED[name]
    if name == "jq" and any(a in ("--args", "--jsonargs") for a in args):
        return False   # (the operands are then values, not files: not judged here)
    flags = _RT_FILE_FLAGS.get(name)
    if flags and any(a.startswith("--") and long_hits(a[2:], flags) for a in args):
        return False   # (tree --fromfile: every operand is a file whose lines are printed)
    i = 0
    n = len(args)
    ended = False
    first_operand = True
    while i < n:
        a = args[i]
        dyn = i in unknown
        lit = _RT_EXPANSION.split(a, 1)[0] if dyn else a
        if not ended and a == "--":
            ended = True
            i += 1
            continue
        if not ended and lit.startswith("-") and a != "-":
            if lit.startswith("--"):
                opt, eq, _v = lit[2:].partition("=")
                if a in _RT_TWO_WORDS and name == "jq":
                    if dyn:
                        return False
                    i += 3
                    continue
                if name == "jq" and not eq and long_hits(opt, _RT_JQ_FILE_PAIRS):
                    if dyn or i + 1 in unknown or i + 2 in unknown:
                        return False   # (jq --rawfile NAME FILE: FILE is read)
                    i += 3
                    continue
                if opt in data_long:
                    if not eq:
                        if dyn:
                            return False   # (--key$x: which option it is, unknown)
                        i += 2             # the next word is the value, whatever it holds
                        continue
                    if (name in ("awk", "gawk", "mawk", "nawk") and dyn
                            and not _AWK_ASSIGNMENT.match(a.split("=", 1)[1])):
                        return False
                    i += 1
                    continue
                if dyn:
                    return False
                if not eq and long_hits(opt, other_long):
                    if i + 1 in unknown:
                        return False   # (sort --out "$x", tree --gitfile src/"$x")
                    i += 2
                    continue
                i += 1
                continue
            # a cluster of short options: flags up to the first option that takes a value,
            # whose value is the rest of the word or the next word
            k = 1
            valued = other = False
            while k < len(lit):
                if lit[k] in data_short:
                    valued = True
                    break
                if lit[k] in other_short:
                    other = True
                    break
                k += 1
            if other:
                if dyn or (k + 1 == len(a) and i + 1 in unknown):
                    return False   # (sort -ok "$x", date -fd "$x", file -m src/"$x")
                i += 2 if k + 1 == len(a) else 1
                continue
            if dyn and not valued:
                return False   # (-r"$x": the run-time text continues the cluster)
            if valued:
                rest = a[k + 1:]
                if not rest:
                    if name in ("awk", "gawk", "mawk", "nawk") and lit[k] == "v" and i + 1 in unknown \
                            and not _AWK_ASSIGNMENT.match(args[i + 1]):
                        return False   # (-v "$a": the name assigned, unknown)
                    i += 2
                    continue
                if dyn and name in ("awk", "gawk", "mawk", "nawk") and lit[k] == "v" \
                        and not _AWK_ASSIGNMENT.match(rest):
                    return False
            i += 1
            continue
        # an operand
        if first_operand and code_first:
            if dyn:
                return False
        elif dyn and not (lit.startswith(operand_start) if operand_start
                          else ended or _RT_LITERAL_START.match(lit) or (name == "lsof" and lit.startswith(":"))):
            return False   # ("$f" may be -C; src/"$f" and -- "$f" are no option)
        if first_operand and name in AWKS:
            # (probe round 40, benign45) awk's options end at its first operand, its program
            # (gawk's getopt string starts with "+"; mawk and the one true awk stop at the
            # first word without a dash): for f in *.csv; do awk -F, '...' "$f"; done
            ended = True
        first_operand = False
        i += 1
    return True


def _runtime_git_ok(args: Sequence[str], unknown: frozenset[int]) -> bool:
    """git log (and its listing peers) with run-time counts, dates, names and patterns:
    ``-n "$n"``, ``--since="$d"``, ``--author "$who"``."""
    glob, sub, sub_args, ok = git_split(args)
    if not ok or sub not in _RT_GIT_SUBS:
        return False
    start = len(args) - len(sub_args)
    for i in unknown:
        if i < start:
            return False
        prev = args[i - 1] if i > start else ""
        if (i - 1) not in unknown and prev in _RT_GIT_VALUED:
            continue
        lit = _RT_EXPANSION.split(args[i], 1)[0]
        if lit in _RT_GIT_GLUED:
            continue
        return False
    return True


_GLOB_CHARS = re.compile(r"[*?\[]")
# the POSIX classes a bracket expression may hold, as ranges of the characters a file's
# name is compared by (names are often compared case-folded: lower and upper are both
# every letter); any other class is any character
_POSIX_CLASSES = {"alpha": "a-zA-Z", "lower": "a-zA-Z", "upper": "a-zA-Z", "alnum": "a-zA-Z0-9", "digit": "0-9",
                  "xdigit": "0-9a-fA-F", "word": "a-zA-Z0-9_"}


@functools.lru_cache(maxsize=4096)
def posix_brackets(glob: str) -> str:
    """The glob with bash's classes inside its bracket expressions ([:alpha:], [=e=],
    [.e.]) written as fnmatch reads brackets (``.[[:alpha:]]nv`` is ``.[a-zA-Z]nv``, which
    may be .env; fnmatch and a plain scan took ``[[:alpha:]`` for the set and ``]`` for a
    letter, probe round 32). A negated bracket holding a class, or a class not known
    here, is ``?`` (any one character: over-approximated)."""
    if "[" not in glob or not any(x in glob for x in ("[:", "[=", "[.")):
        return glob
    out: list[str] = []
    i = 0
    while i < len(glob):
        if glob[i] != "[":
            out.append(glob[i])
            i += 1
            continue
        j = i + 1
        neg = glob[j:j + 1] in ("!", "^")
        k = j + 1 if neg else j
        m = k + 1 if glob[k:k + 1] == "]" else k   # "]" first is literal
        items: list[str] = ["]"] if m > k else []
        wide = False
        while m < len(glob) and glob[m] != "]":
            close = glob.find(glob[m + 1] + "]", m + 2) if glob[m] == "[" and glob[m + 1:m + 2] in (":", "=", ".") else -1
            if close >= 0:
                inner = glob[m + 2:close]
                known = _POSIX_CLASSES.get(inner) if glob[m + 1] == ":" else (
                    inner if len(inner) == 1 and inner not in "]-!^\\[" else None)
                wide = wide or known is None or neg
                items.append(known or "")
                m = close + 2
            else:
                items.append(glob[m])
                m += 1
        if m >= len(glob):        # never closed: "[" is a literal
            out.append("[")
            i += 1
            continue
        out.append("?" if wide else "[" + ("!" if neg else "") + "".join(items) + "]")
        i = m + 1
    return "".join(out)


def data_operands(name: str, args: Sequence[str]) -> frozenset[int]:
    """Indices of ``args`` that are data (a pattern, a program, a message, a test
    expression), not files the command opens (remembered: every check of a command
    asks)."""
    return _data_operands(name, tuple(args))


@functools.lru_cache(maxsize=2048)
def _data_operands(name: str, args: tuple[str, ...]) -> frozenset[int]:
    return frozenset(_data_operands_once(name, args))


def _data_operands_once(name: str, args: Sequence[str]) -> set[int]:
    out: set[int] = set()
    if name in ("bazel", "bazelisk"):
        # (probe round 33, benign35) a Bazel label (//services/api:server, //pkg/...) names a
        # target in the workspace, not a UNC path to another machine nor a file; what follows
        # -- (a program's arguments under bazel run) is read as any operand is
        for i, a in enumerate(args):
            if a == "--":
                break
            if _BAZEL_LABEL.fullmatch(a) and ".." not in a.replace("...", ""):
                out.add(i)
        return out
    if name == "perl" and perl_filter(args):
        # (probe round 36, benign41) a line filter's code (perl -ne 'print if /secret/' f):
        # a program the grammar read, which opens no file but its operands
        return {i + 1 for i, a in enumerate(args[:-1]) if a.startswith("-") and a[-1] in "eE"
                and _PERL_FILTER_OPT.fullmatch(a) is not None}
    if name == "sqlite3":
        # sqlite3 [options] DB SQL...: the database is the file read, the rest is SQL
        ops = [i for i, a in enumerate(args) if not a.startswith("-") and not (i and args[i - 1] in _SQLITE_VALUED)]
        return set(ops[1:]) | {i + 1 for i, a in enumerate(args[:-1]) if a in _SQLITE_VALUED}
    opts = _DATA_VALUE.get(name)
    if opts:
        out.update(i + 1 for i, a in enumerate(args[:-1]) if a in opts)
    if name == "jq":
        for i, a in enumerate(args):
            if a in ("--arg", "--argjson"):
                out.update((i + 1, i + 2))
            elif a in ("--slurpfile", "--rawfile"):
                out.add(i + 1)   # the name; the file after it is read
    if name in ("echo", "printf", "test", "[", "[["):
        return set(range(len(args)))
    if name in INTERPRETERS or name.rstrip("0123456789.") in INTERPRETERS:
        # python3 -c CODE, node -e CODE: the code is no file name (the paths written in
        # it are read by the analysis of the code)
        # (probe round 36, benign41) ruby's and perl's -c checks the FILE after it (its
        # syntax errors quote its lines: ruby -c .env is a read of .env), -p/-x/-r are no
        # code either: their code comes after -e/-E only
        opts = ("-e", "-E") if name.rstrip("0123456789.") in ("ruby", "perl") else INTERPRETER_CODE_OPTS
        code = next((i for i, a in enumerate(args[:-1]) if a in opts), None)
        if code is not None and all(a.startswith("-") for a in args[:code]):
            out.add(code + 1)
        return out
    if name == "gh":
        # subcommands, repositories, numbers, API paths (gh secret list), not files; the
        # values of --input / --body-file / -F @FILE are
        files = {i + 1 for i, a in enumerate(args[:-1]) if a in ("--input", "--body-file", "--notes-file", "-F",
                                                                  "--field", "--template-file")}
        files.update(_gh_uploaded(args))
        # (probe round 42, redteam42) a field's value read from a file, glued to its option
        # (gh api -Fbody=@.env, --field=body=@.env): the word names the file after its @
        files.update(i for i, a in enumerate(args) if a.startswith(("-F", "--field=")) and "=@" in a)
        return {i for i in range(len(args)) if i not in files}
    if name in ("kubectl", "helm"):
        # resource kinds and names (kubectl get secrets), not files; -f FILE is a file
        files = {i + 1 for i, a in enumerate(args[:-1]) if a in ("-f", "--filename", "-k", "--kustomize", "--values")}
        # (probe round 37, benign42) a ConfigMap's or Secret's --from-file/--from-env-file
        # names a file read and printed (paths.bash_touched_paths takes its KEY= off)
        files.update(i for i, a in enumerate(args) if a.partition("=")[0] in ("--from-file", "--from-env-file"))
        files.update(i + 1 for i, a in enumerate(args[:-1]) if a in ("--from-file", "--from-env-file"))
        return {i for i in range(len(args)) if i not in files}
    if name in ("fd", "fdfind"):
        # fd PATTERN [DIR...]: the pattern picks names to print; no file is read
        rest = [i for i, a in enumerate(args) if not a.startswith("-") and i not in out]
        if rest:
            out.add(rest[0])
        return out
    if name == "tree":
        return out
    if name == "zip" and zip_file_command(args) is not None:
        # (probe round 39, benign44) the patterns after -x/-i (zip -r app.zip . -x '*.git*')
        # pick names among the files zip reads; none is a file opened
        patterns = False
        for i, a in enumerate(args):
            if a in ("-x", "-i", "--exclude", "--include"):
                patterns = True
            elif a.startswith("-"):
                patterns = False
            elif patterns:
                out.add(i)
        return out
    if name == "csplit":
        # (probe round 39, benign44) csplit FILE /REGEX/ {*}: the patterns after the file
        parts = csplit_parts(args)
        if parts is not None:
            out.update(range(parts[1] + 1, len(args)))
        return out
    if name == "find":
        out.update(i + 1 for i, a in enumerate(args[:-1]) if a in _FIND_PATTERNS)
        return out
    if name == "pytest":
        out.update(i + 1 for i, a in enumerate(args[:-1]) if a in ("-k", "-m"))
        return out
    if name == "git":
        # (-S is a pickaxe string for log/diff, but blame's revisions file)
        data_opts = ("-m", "--message", "--grep", "--author", "-G", "-e") + (() if "blame" in args[:3] else ("-S",))
        out.update(i + 1 for i, a in enumerate(args[:-1]) if a in data_opts)
        glob, sub, sub_args, _ok = git_split_t(args)
        if sub is not None:
            k = len(glob)
            out.add(k)   # the subcommand is no file
            # ref names and patterns (git tag -l 'v*'), names only (ls-files), or a
            # commit list (git log -- 'secrets*' without a patch): no file is read
            # REV:PATH is read as PATH (fx_git): the word itself is no file name; after
            # "--", or with a glob before its colon (no revision holds [, * or ?), a word is
            # a pathspec, as .[[:alpha:]]nv is .env (probe round 32)
            end = next((i for i in range(k + 1, len(args)) if args[i] == "--"), len(args))
            out.update(i for i in range(k + 1, end) if ":" in args[i] and "://" not in args[i]
                       and not args[i].startswith("-") and not _GLOB_CHARS.search(args[i].split(":", 1)[0]))
            if sub in _GIT_NAMES_ONLY or (sub in ("log", "shortlog", "rev-list") and git_log_lists_only(sub_args)):
                out.update(range(k + 1, len(args)))
            elif sub in _GIT_REFS_ONLY:
                # branch, remote and commit names (git switch fix/secret-rotation, git push
                # origin feat/credentials): no file is named
                out.update(i for i in range(k + 1, len(args)) if not args[i].startswith("-"))
            else:
                dashdash = next((i for i in range(k + 1, len(args)) if args[i] == "--"), len(args))
                # a revision range (main..feat/x, a...b) and a branch a checkout creates
                out.update(i for i in range(k + 1, dashdash) if _GIT_RANGE.fullmatch(args[i]) and "/." not in args[i])
                if sub == "checkout":
                    out.update(i + 1 for i in range(k + 1, min(dashdash, len(args) - 1))
                               if args[i] in ("-b", "-B", "--orphan"))
        if "grep" in args[:3]:
            k = args.index("grep")
            # -e PATTERN, -f FILE (attached or not, in a cluster): no pattern operand;
            # the file of -f is read (git grep -f .env); -C 3: a count, not the pattern
            rest, given, j = [], False, k + 1
            while j < len(args):
                a = args[j]
                if a == "--":
                    rest.extend(range(j + 1, len(args)))
                    break
                if a.startswith("--"):
                    key = a[2:].split("=", 1)[0]
                    given = given or long_hits(key, ("regexp", "file")) if key else given
                    if "=" not in a and key and long_hits(key, _GIT_GREP_LONG_VALUES):
                        if long_hits(key, ("regexp",)) and j + 1 < len(args):
                            out.add(j + 1)
                        j += 1
                elif a.startswith("-") and len(a) > 1:
                    letters = short_cluster(a, "efABCmO")
                    given = given or "e" in letters or "f" in letters
                    if letters[-1:] in ("e", "f", "A", "B", "C", "m") and len(a) == len(letters) + 1:
                        if letters[-1] == "e" and j + 1 < len(args):
                            out.add(j + 1)
                        j += 1
                else:
                    rest.append(j)
                j += 1
            if rest and not given:
                out.add(rest[0])
        return out
    spec = _PATTERN_FIRST.get(name)
    if spec is None:
        return out
    short_arg, long_arg, gives_pattern = spec
    given = False
    first: int | None = None
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            if first is None and i + 1 < len(args):
                first = i + 1
            break
        if a.startswith("--"):
            key = a[2:].split("=", 1)[0]
            if a.split("=", 1)[0] in gives_pattern or any(g.startswith("--") and len(key) > 1 and g[2:].startswith(key)
                                                          for g in gives_pattern):
                given = True
            if name == "jq" and a in _JQ_TWO_ARGS:
                i += 3
                continue
            if "=" not in a and long_hits(key, long_arg):
                i += 2
                continue
        elif a.startswith("-") and len(a) > 1:
            letters = short_cluster(a, short_arg)
            if any("-" + c in gives_pattern for c in letters):
                given = True
            if letters and letters[-1] in short_arg and len(a) == len(letters) + 1:
                i += 2
                continue
        elif first is None:
            first = i
        i += 1
    if first is not None and not given:
        out.add(first)
    return out


# Queries that only print, yet run what the project configures: rustup's proxies read
# rust-toolchain.toml (path = a program), mvn reads .mvn/jvm.config (JVM options),
# gradle gradle.properties, yarn .yarnrc.yml (yarnPath: the project's own yarn); python
# -m puts the working directory first on the import path (a pip/ there is run); uv pip
# inspects .venv/bin/python by running it. The build's trust, not read-only.
# (probe round 29) rustup's own queries of the toolchain the project pins (rustup show runs
# that toolchain's rustc -vV; rustup which prints a path) and rustc --print of what the
# compiler knows (not native-static-libs or link-args, which compile; not KIND=PATH, a write)
_RUSTC_PRINTS = frozenset({"sysroot", "cfg", "target-list", "target-libdir", "host-tuple", "target-cpus",
                           "target-features", "relocation-models", "code-models", "tls-models", "split-debuginfo",
                           "calling-conventions", "all-target-specs-json", "target-spec-json",
                           "deployment-target", "stack-protector-strategies"})
_RUSTUP_QUERIES = frozenset({("show",), ("show", "active-toolchain"), ("show", "home"), ("show", "profile"),
                             ("toolchain", "list"), ("toolchain", "list", "-v"), ("target", "list"),
                             ("target", "list", "--installed"), ("component", "list"),
                             ("component", "list", "--installed"), ("--version",), ("-V",)})


def _rustup_query(args: Sequence[str], unknown: bool) -> bool:
    if unknown:
        return False
    if tuple(args) in _RUSTUP_QUERIES:
        return True
    return len(args) == 2 and args[0] == "which" and re.fullmatch(r"[\w.+-]{1,64}", args[1]) is not None


def _rustc_query(args: Sequence[str], unknown: bool) -> bool:
    if version_query("rustc")(args, unknown):
        return True
    if unknown or not args:
        return False
    if len(args) == 2 and args[0] == "--print":
        return args[1] in _RUSTC_PRINTS
    if len(args) == 2 and args[0] == "--explain":
        return re.fullmatch(r"E?\d{4}", args[1]) is not None   # (probe round 32) an error code's page, printed
    return len(args) == 1 and args[0].startswith("--print=") and args[0][8:] in _RUSTC_PRINTS


_PROJECT_QUERIES: dict[str, Validator] = {
    "cargo": version_query("cargo"), "rustc": _rustc_query, "rustup": _rustup_query,
    "mvn": version_query("mvn"), "gradle": version_query("gradle"), "yarn": _yarn,
    # (probe round 31, benign31b) composer's version query loads the project's plugins
    # from vendor/, mix's the archives installed for it: the build's trust, not read-only
    # (composer -v is verbose and lists the commands; -V is the version)
    "composer": _exact(("--version",), ("-V",)), "mix": _exact(("--version",), ("-v",)),
    # (probe round 34, residuals35) poetry 2 installs and loads the project's plugins
    # ([tool.poetry.requires-plugins], into .poetry/plugins) before any command runs, its
    # version query, help, show, env info and check included: the build's trust
    "poetry": lambda a, u: _poetry_query([x for x in a if x != "--no-plugins"], u),
    # (probe round 35, residuals37) pnpm 10.8 calls the project's .pnpmfile.cjs updateConfig
    # hook as it reads its settings, before any command (pnpm ls, why, --version): the
    # build's trust, as yarn's (.yarnrc.yml's yarnPath and plugins) and poetry's queries
    "pnpm": lambda a, u: not u and (READ_ONLY["pnpm"](a, u) or version_query("pnpm")(a, u)),
    # (probe round 44, benign48) qsv loads the working directory's .env into its settings
    # (QSV_LOG_DIR, auto-indexing) and mlr reads ./.mlrrc (any main flag but --prepipe and
    # --load: -I would rewrite the files named): their reading verbs print only, with the
    # project's configuration, the build's trust
    "qsv": lambda a, u: _qsv(a, u), "mlr": lambda a, u: _mlr(a, u)}


def _poetry_query(args: Sequence[str], unknown: bool) -> bool:
    """poetry's queries that print only (as poetry 1 ran them: read-only then)."""
    return not unknown and (READ_ONLY["poetry"](args, unknown) or version_query("poetry")(args, unknown)
                            or tuple(args) in _PRINTS_VERSION["poetry"] or help_query("poetry", args))


def project_query(name: str, args: Sequence[str], unknown: bool) -> bool:
    if not unknown and name in _HELP_PROJECT and help_query(name, args, project=True):
        return True   # (probe round 33) cargo build --help, mvn -h, ./gradlew --help, rails --help
    if not unknown and len(args) >= 2 and ((name == "php" and args[0] == "artisan")
                                            or (name.startswith("python") and args[0] == "manage.py")) \
            and help_query("artisan", args[1:], project=True):
        return True   # php artisan make:model --help, python manage.py migrate --help
    check = _PROJECT_QUERIES.get(name)
    if check is not None:
        return check(args, unknown)
    if name.startswith("python") and len(args) >= 2 and args[0] == "-m" and args[1] in ("pip", "pip3"):
        return _pip(args[2:], unknown)   # python -m pip list is pip list, from the project's path
    if name == "uv" and tuple(args[:1]) == ("pip",):
        return _uv(args, unknown)
    return False


# --- version one-liners (probe round 24) ----------------------------------------------------
# python -c 'import sys; print(sys.version)', node -p process.versions, ruby -e 'puts
# RUBY_VERSION': a narrow grammar of imports and prints of attribute paths, nothing else
# (no string, no subscript, no call but a version-like getter with no argument, no name
# about the environment or a secret). Only the interpreter's own state (sys, process,
# RUBY_*) is read-only; importing or requiring anything else runs that module's code,
# found first in the working directory (python -c puts it on the path), as a build does:
# the build's trust (python -m json.tool is the same row).
_PROBE_CALLS = re.compile(r"(?i)\w*version\w*|platform|system|machine|release|architecture|python_implementation|"
                          r"is_available|device_count|node|processor|cpu_count|getsitepackages|"
                          r"getusersitepackages")
_PROBE_SECRETISH = re.compile(r"(?i)env|secret|token|key|passw|credential|cookie|auth|session|private|getpass")
_PY_NAME = r"[A-Za-z_]\w*"
_PY_DOTTED = rf"{_PY_NAME}(?:\.{_PY_NAME})*"
_PY_IMPORT = re.compile(rf"import\s+({_PY_DOTTED}(?:\s+as\s+{_PY_NAME})?(?:\s*,\s*{_PY_DOTTED}(?:\s+as\s+{_PY_NAME})?)*)")
_PY_FROM = re.compile(rf"from\s+({_PY_DOTTED})\s+import\s+({_PY_NAME}(?:\s+as\s+{_PY_NAME})?"
                      rf"(?:\s*,\s*{_PY_NAME}(?:\s+as\s+{_PY_NAME})?)*)")
_PY_PRINT = re.compile(r"print\s*\((.*)\)")
# (probe round 44, interp44: a slice or an index of the value, sys.version_info[:2])
_PROBE_VALUE = re.compile(rf"({_PY_DOTTED})(\(\s*\))?(?:\[\s*-?\d{{0,3}}\s*(?::\s*-?\d{{0,3}}\s*)?\])?")
# names the grammar reads as Python's own: bound to something else (from os import remove as
# open, import pickle as json: its load runs what the file holds), the probe is another call
# (probe round 36, loosen36: tomllib and tomli too, the -c grammar's TOML read; import
# pickle as tomllib made tomllib.load(open("x.toml", "rb")) unpickle, code run from a file)
_PY_GRAMMAR_NAMES = frozenset({"print", "open", "json", "tomllib", "tomli"})
# a module bound to a name the grammar reads as its kin (import simplejson as json, import
# tomli as tomllib: the backport under the standard name)
_PY_GRAMMAR_KIN = frozenset({("simplejson", "json"), ("tomli", "tomllib"), ("tomllib", "tomli")})
_PY_UNSHADOWED = frozenset({"sys"})   # built into the interpreter: no file on the path can stand in for it
_NODE_GLOBAL = re.compile(r"process\.(?:version|versions|platform|arch|release|features|config)(?:\.[A-Za-z_]\w*)*")
# (a package's name, or a path inside the project: ./lib/x; never /tmp/x, ~ or ..)
_MODULE_NAME = r"(?:\./)?[@\w][\w.@/-]*"
_NODE_REQUIRE = re.compile(rf"""require\s*\(\s*(['"]){_MODULE_NAME}\1\s*\)(?:\.[A-Za-z_]\w*)+""")
_NODE_LOG = re.compile(r"console\.log\s*\((.*)\)")
_NODE_WRAP = re.compile(r"Object\.(?:keys|values|entries)\s*\((.*)\)")
_NODE_TAIL = re.compile(r"(.*?)(?:\.length|\.join\(\s*(['\"])(?:[^'\"\\,]|\\[nt]){0,8}\2\s*\))")
_RUBY_REQUIRE = re.compile(rf"""require(?:\s+|\s*\(\s*)(['"]){_MODULE_NAME}\1\s*\)?""")
_RUBY_PRINT = re.compile(r"(?:puts|print|p)(?:\s+|\s*\(\s*)(.*?)\s*\)?")
_RUBY_CONST = re.compile(r"RUBY_[A-Z_]+")
_RUBY_LIB_VERSION = re.compile(r"[A-Z]\w*(?:::[A-Z]\w*)*(?:::VERSION|\.version|::Version)")


def _probe_values(text: str, bound: set[str] | None, aliases: Mapping[str, str] | None = None) -> bool:
    """Comma-separated attribute paths (a version-like getter may end one: ()), each
    starting at a bound name (None: any), none about the environment or a secret. A
    getter is one by its own name: ``from os import fork as version`` calls fork
    (``aliases``: each name bound by ``from M import NAME as ALIAS``, to NAME)."""
    for item in text.split(","):
        m = _PROBE_VALUE.fullmatch(item.strip())
        if m is None or _PROBE_SECRETISH.search(m.group(1)):
            return False
        if m.group(2):
            path = m.group(1).split(".")
            if aliases and path[0] in aliases:
                path[0] = aliases[path[0]]
            if not _PROBE_CALLS.fullmatch(path[-1]) or _PROBE_SECRETISH.search(path[0]):
                return False
        if bound is not None and m.group(1).split(".", 1)[0] not in bound:
            return False
    return True


# modules whose import is itself an action, not a package's setup: a __main__ (runs the
# module as python -m does: ensurepip installs pip, unittest runs the tests, asyncio starts a
# console), a private module, and those that open a browser or a window on import
_PY_ACTING_MODULE = re.compile(r"(?:^|\.)_|^(?:antigravity|idlelib|turtledemo)(?:\.|$)")


# (probe round 29) JSON read from standard input and printed again, pretty or not
# (print(json.dumps(json.load(sys.stdin), indent=2)), simplejson the same): brought back to
# the grammar's json.loaded, a value the probe prints; simplejson may be bound to the name
# json (import simplejson as json), the one module the grammar reads as json's kin
_PY_JSON_MOD = r"(?<![\w.])(?:json|simplejson)"
_PY_JSON_STDIN = re.compile(rf"{_PY_JSON_MOD}\.(?:load\(\s*sys\.stdin\s*\)|loads\(\s*sys\.stdin\.read\(\s*\)\s*\))"
                            # (probe round 44, interp44) and indexed: json.load(sys.stdin)["tag_name"][0]
                            r"(?:\[\s*(?:QSTR\d+Q|-?\d{1,6})\s*\])*")
_PY_JSON_DUMPS = re.compile(rf"{_PY_JSON_MOD}\.dumps\(\s*((?:json|simplejson)\.loaded)\s*"
                            r"(?:,\s*(?:indent|sort_keys|ensure_ascii|default)\s*=\s*(?:\d{1,2}|True|False|None|str)\s*){0,4}\)")


def _json_shapes(code: str) -> str:
    if "json" not in code:
        return code
    code = _PY_JSON_STDIN.sub(lambda m: m.group(0).split(".", 1)[0].lstrip() + ".loaded", code)
    return _PY_JSON_DUMPS.sub(lambda m: m.group(1), code)


def _python_probe(code: str) -> int:
    if not code.isascii():
        return 0   # (Python reads identifiers in NFKC: os.ｅnviron is os.environ)
    code = _json_shapes(code)
    imported: set[str] = set()
    bound: set[str] = set()
    aliases: dict[str, str] = {}
    printed = False
    for stmt in re.split(r"[;\n]", code):
        stmt = stmt.strip()
        if not stmt:
            continue
        m = _PY_IMPORT.fullmatch(stmt)
        if m:
            for item in m.group(1).split(","):
                mod, _, alias = (x.strip() for x in item.partition(" as "))
                if _PY_ACTING_MODULE.search(mod) or (alias in _PY_GRAMMAR_NAMES and alias != mod
                                                     and (mod, alias) not in _PY_GRAMMAR_KIN):
                    return 0
                imported.add(mod.split(".")[0])
                bound.add(alias or mod.split(".")[0])
            continue
        m = _PY_FROM.fullmatch(stmt)
        if m:
            if _PY_ACTING_MODULE.search(m.group(1)):
                return 0
            imported.add(m.group(1).split(".")[0])
            for item in m.group(2).split(","):
                name, _, alias = (x.strip() for x in item.partition(" as "))
                if name.startswith("_") or (alias or name) in _PY_GRAMMAR_NAMES:
                    return 0   # (from x import __main__, _private: run or reach past the package)
                bound.add(alias or name)
                if alias:
                    aliases[alias] = name
            continue
        m = _PY_PRINT.fullmatch(stmt)
        if m and (m.group(1) == "QLIT" or _probe_values(m.group(1), bound, aliases)):
            printed = True
            continue
        return 0
    if not printed and not imported:
        return 0
    if any(_PROBE_SECRETISH.search(x) for x in imported | bound):
        return 0
    return 2 if imported <= _PY_UNSHADOWED else 1


# Quoted text in a Python probe (probe round 28, agents' one-liners): only two shapes, each
# brought back to the grammar above. A package's name given to a version getter
# (importlib.metadata.version('django'): the call stays a getter) and a JSON file of the
# project loaded and indexed (json.load(open('package.json'))['version']: the open reads that
# file, which the interpreter's code scan meets as every quoted path, sensitive ones asked).
# Any other quoted text, or a literal with a blank, a backslash or a quote, is not a probe.
_PY_LITERAL = re.compile(r"""(['"])([\w.@+/-]{1,200})\1""")
_PY_SLOT = r"QSTR(\d+)Q"
_PY_JSON_OPEN = re.compile(rf"(?<![\w.])json\.load\(\s*open\(\s*{_PY_SLOT}\s*\)\s*\)((?:\[\s*(?:{_PY_SLOT}|\d+)\s*\])*)")
# (probe round 35, benign40) a TOML file of the project the same way, opened "rb" as
# tomllib (tomli) takes it: tomllib.load(open("pyproject.toml", "rb"))["project"]["version"]
_PY_TOML_OPEN = re.compile(rf"(?<![\w.])(tomllib|tomli)\.load\(\s*open\(\s*{_PY_SLOT}\s*,\s*{_PY_SLOT}\s*\)\s*\)"
                           rf"((?:\[\s*(?:{_PY_SLOT}|\d+)\s*\])*)")
_PY_PROJECT_TOML = re.compile(r"(?:\./)?(?:[\w@+-][\w.@+-]*/)*[\w@+-][\w.@+-]*\.toml")
_PY_NAME_ARG = re.compile(rf"(\w+)\(\s*{_PY_SLOT}\s*\)")
_PY_PROJECT_FILE = re.compile(r"(?:\./)?(?:[\w@+-][\w.@+-]*/)*[\w@+-][\w.@+-]*\.json")
_PY_PACKAGE = re.compile(r"[A-Za-z0-9][\w.-]*")


_PY_PRINTED_SLOT = re.compile(rf"(?<![\w.])print\(\s*{_PY_SLOT}\s*\)")


def _python_probe_quoted(code: str) -> int:
    if "\\" in code or "QSTR" in code:
        return 0
    literals: list[str] = []

    def slot(m: re.Match) -> str:
        literals.append(m.group(2))
        return f"QSTR{len(literals) - 1}Q"

    bare = _PY_LITERAL.sub(slot, code)
    if "'" in bare or '"' in bare:
        return 0   # (a literal with a blank, an escape or another quote inside)

    def json_file(m: re.Match) -> str:
        path = literals[int(m.group(1))]
        if not _PY_PROJECT_FILE.fullmatch(path) or ".." in path.split("/") or _PROBE_SECRETISH.search(path):
            return "QBADQ"
        return "json.loaded"

    def name_arg(m: re.Match) -> str:
        if not _PROBE_CALLS.fullmatch(m.group(1)) or not _PY_PACKAGE.fullmatch(literals[int(m.group(2))]) \
                or _PROBE_SECRETISH.search(literals[int(m.group(2))]):
            return "QBADQ"
        return m.group(1) + "()"

    def toml_file(m: re.Match) -> str:
        path, mode = literals[int(m.group(2))], literals[int(m.group(3))]
        if mode != "rb" or not _PY_PROJECT_TOML.fullmatch(path) or ".." in path.split("/") \
                or _PROBE_SECRETISH.search(path):
            return "QBADQ"
        return m.group(1) + ".loaded"

    # (probe round 44, interp44) JSON read from standard input, indexed by literal keys, and a
    # literal printed beside a probe (import mypkg; print('ok'))
    bare = _PY_PRINTED_SLOT.sub("print(QLIT)", _json_shapes(bare))
    bare = _PY_NAME_ARG.sub(name_arg, _PY_TOML_OPEN.sub(toml_file, _PY_JSON_OPEN.sub(json_file, bare)))
    if "QSTR" in bare or "QBADQ" in bare:
        return 0
    level = _python_probe(bare)
    return min(level, 1)   # (json and importlib.metadata are modules found on the path first)


def _node_probe(code: str, printing: bool) -> int:
    level = 2
    stmts = [x.strip() for x in re.split(r"[;\n]", code) if x.strip()]
    if not stmts:
        return 0
    for stmt in stmts:
        m = _NODE_LOG.fullmatch(stmt)
        items = m.group(1).split(",") if m else ([stmt] if printing and len(stmts) == 1 else None)
        if items is None:
            return 0
        for item in items:
            item = item.strip()
            # (probe round 45, interp45) Object.keys(require('./package.json').dependencies),
            # .join('\n'), .length: the value's keys or size, computed by node alone
            tail = _NODE_TAIL.fullmatch(item)
            item = tail.group(1) if tail else item
            wrap = _NODE_WRAP.fullmatch(item)
            item = wrap.group(1).strip() if wrap else item
            if _NODE_GLOBAL.fullmatch(item) or item == "process.cwd()":
                continue
            if _NODE_REQUIRE.fullmatch(item) and ".." not in item and not _PROBE_SECRETISH.search(item):
                level = 1   # (require runs the package's code; package.json may map to code too)
                continue
            return 0
    return level


def _ruby_probe(code: str) -> int:
    level = 2
    printed = False
    for stmt in re.split(r"[;\n]", code):
        stmt = stmt.strip()
        if not stmt:
            continue
        if _RUBY_REQUIRE.fullmatch(stmt) and ".." not in stmt and not _PROBE_SECRETISH.search(stmt):
            level = 1
            continue
        m = _RUBY_PRINT.fullmatch(stmt)
        if m is None or not m.group(1):
            return 0
        for item in m.group(1).split(","):
            item = item.strip()
            if _RUBY_CONST.fullmatch(item):
                continue
            if _RUBY_LIB_VERSION.fullmatch(item) and not _PROBE_SECRETISH.search(item):
                level = 1
                continue
            return 0
        printed = True
    return level if printed else 0


_PROBE_NAMES = frozenset({"python", "python3", "python3.11", "python3.12", "python3.13", "node", "nodejs", "ruby",
                          "php"})


def _inline_code_args(name: str, args: Sequence[str]) -> Sequence[str]:
    """(probe round 45, interp45) node's and julia's long option with its code attached
    (node --eval='console.log(1)', --print=CODE) as the option and the code apart."""
    if len(args) == 1 and args[0].startswith(("--eval=", "--print=")) and name in ("node", "nodejs", "julia"):
        return args[0].split("=", 1)
    return args


def version_probe(name: str, args: Sequence[str]) -> int:
    """2: a version one-liner that reads only the interpreter's own state (read-only);
    1: one that imports or requires a module (runs its code: a build's trust); 0: other."""
    args = _inline_code_args(name, args)
    if len(args) != 2 or len(args[1]) > 2000:
        return 0
    opt, code = args
    if name in ("python", "python3") or re.fullmatch(r"python3\.\d+", name):
        if opt != "-c":
            return 0
        level = 0 if len(code) > 400 else \
            _python_probe(code) if "'" not in code and '"' not in code else _python_probe_quoted(code)
        # (probe round 45, interp45) code that only reads and prints, judged by its syntax tree
        return level if level == 2 else max(level, pycode.probe(code))
    if len(code) > 400:
        return 0
    if name in ("node", "nodejs"):
        if opt not in ("-e", "--eval", "-p", "--print"):
            return 0
        level = _node_probe(code, opt in ("-p", "--print"))
        # (probe round 47, interp47) code that only reads files and prints, by a closed grammar
        return level if level == 2 else max(level, jsrbcode.probe("js", code, opt in ("-p", "--print")))
    if name == "ruby" and opt == "-e":
        level = _ruby_probe(code)
        return level if level == 2 else max(level, jsrbcode.probe("rb", code))
    if name == "php" and opt == "-r":
        # (probe round 49, interp49) php -r CODE of the table's reads and prints
        return jsrbcode.call_probe("php", code)
    if name == "deno" and opt == "eval":
        # (probe round 48, interp48) deno eval CODE: node's read-and-print grammar with Deno's
        # reads (Deno.readTextFileSync('deno.json')); no module loaded (no require)
        return 2 if jsrbcode.probe("deno", code) == 2 else 0
    return 0


# --- one-liners that print literals (probe round 31, benign31b) ---------------------------
# python3 -c "print('hello')", node -e 'console.log(1 + 1)', ruby -e 'puts 1', perl -e
# 'print "ok\n"': the printing call alone (print, console.log, puts/print/p, print/say),
# given literals only: numbers, strings with no interpolation and only the escapes \\ \'
# \" \n \t, arithmetic and concatenation operators, parentheses and commas. Not a name of
# any other kind (no call, attribute, variable, import, require, open, getattr, eval,
# __import__, os, process, ENV, keyword argument), no f-string or template literal (`${}`),
# no interpolation ("#{}" in Ruby, "$x"/"@{[ ]}" in Perl), no backtick, no comment, no
# regex or glob operator (?, <, >, {, [): such a program runs nothing and reads nothing, so
# what it prints is data, as echo's words are.
_LITERAL_NUMBER = r"\d+(?:\.\d+)?(?:[eE][+-]?\d+)?"
_LITERAL_ESCAPES = r"(?:\\[\\'\"nt])"
_LITERAL_SQ = rf"'(?:[^'\\\n]|{_LITERAL_ESCAPES})*'"


def _literal_dq(banned: str) -> str:
    return rf'"(?:[^"\\\n{banned}]|{_LITERAL_ESCAPES})*"'


# per language: the printing words, the string literals, the operator characters
_LITERAL_LANGS: dict[str, tuple[frozenset[str], str, str]] = {
    "python": (frozenset({"print"}), rf"{_LITERAL_SQ}|{_literal_dq('')}", "+-*/%"),
    "node": (frozenset({"console.log", "console.info", "console.error", "console.warn"}),
             rf"{_LITERAL_SQ}|{_literal_dq('')}", "+-*/%"),
    "ruby": (frozenset({"puts", "print", "p"}), rf"{_LITERAL_SQ}|{_literal_dq('#')}", "+-*/%"),
    # (Perl's single quotes take \\ and \' only; "." joins strings; $ and @ interpolate)
    # (probe round 48, benign52: and the version's and system's names $], $^V, $^O, bare or
    # in "...", never followed by a subscript, a block or an arrow: "$^V[`id`]" runs id)
    "perl": (frozenset({"print", "say", "printf"}),
             rf"'(?:[^'\\\n]|\\[\\'])*'|\"(?:[^\"\\\n$@]|{_LITERAL_ESCAPES}|\$(?:\]|\^[VO])(?![\[{{:-]))*\"",
             "+-*/%."),
    # (probe round 44, interp44) php -r 'echo "ok";' ("$x" and "{$x}" interpolate), lua -e
    # 'print("a" .. "b")', julia -e 'println("ok")' ("$x" interpolates; '...' is a character)
    "php": (frozenset({"echo", "print"}), rf"'(?:[^'\\\n]|\\[\\'])*'|{_literal_dq('$' + '{')}", "+-*/%.,"),
    "lua": (frozenset({"print"}), rf"{_LITERAL_SQ}|{_literal_dq('')}", "+-*/%."),
    "julia": (frozenset({"println", "print"}), _literal_dq("$"), "+-*/%"),
}
# (probe round 47, benign51) the language's own constants a literal print may name besides
# its literals (php -r 'echo PHP_VERSION;', lua -e 'print(_VERSION)', julia -e
# 'println(VERSION)', deno eval 'console.log(Deno.version)'): each a value the interpreter
# itself defines, never a call (no "(" after it), a variable, the environment or a file
_LITERAL_CONSTS: dict[str, frozenset[str]] = {
    "python": frozenset(),
    "node": frozenset({"Math.PI", "Math.E", "Number.MAX_SAFE_INTEGER", "Deno.version", "Deno.version.deno",
                       "Deno.version.v8", "Deno.version.typescript", "Deno.build.os", "Deno.build.arch"}),
    "ruby": frozenset({"RUBY_VERSION", "RUBY_PLATFORM", "RUBY_RELEASE_DATE", "RUBY_PATCHLEVEL", "RUBY_ENGINE",
                       "RUBY_ENGINE_VERSION"}),
    "perl": frozenset({"$]", "$^V", "$^O"}),
    "php": frozenset({"PHP_VERSION", "PHP_MAJOR_VERSION", "PHP_MINOR_VERSION", "PHP_RELEASE_VERSION", "PHP_OS",
                      "PHP_OS_FAMILY", "PHP_EOL", "PHP_INT_MAX", "PHP_INT_SIZE", "PHP_FLOAT_EPSILON", "M_PI"}),
    "lua": frozenset({"_VERSION"}),
    "julia": frozenset({"VERSION", "Sys.ARCH", "Sys.KERNEL", "Sys.WORD_SIZE", "Sys.CPU_THREADS", "pi"}),
}
# (a language's special variables read as its constants' words: perl's $] and $^V)
_LITERAL_WORD = {"perl": r"\$(?:\]|\^[VO])(?![\[{:-])|[A-Za-z_][\w.]*"}
_LITERAL_TOKENS = {
    lang: re.compile(rf"(?P<s>{strings})|(?P<n>{_LITERAL_NUMBER})|(?P<w>{_LITERAL_WORD.get(lang, r'[A-Za-z_][\w.]*')})"
                     rf"|(?P<sep>[;\n])"
                     rf"|(?P<o>[{re.escape(ops)}(),])|(?P<b>[ \t]+)|(?P<bad>.)", re.S)
    for lang, (_words, strings, ops) in _LITERAL_LANGS.items()}


_LITERAL_PRINT_NAMES = _PROBE_NAMES | {"perl", "deno", "php", "lua", "lua5.1", "lua5.2", "lua5.3", "lua5.4", "julia"}


def _literal_lang(name: str, opt: str) -> str | None:
    if name in ("python", "python3") or re.fullmatch(r"python3\.\d+", name):
        return "python" if opt == "-c" else None
    if name in ("node", "nodejs"):
        return "node" if opt in ("-e", "--eval", "-p", "--print") else None
    if name == "ruby":
        return "ruby" if opt == "-e" else None
    if name == "perl":
        return "perl" if opt in ("-e", "-E", "-le", "-lE") else None
    if name == "deno":
        return "node" if opt == "eval" else None   # (deno eval CODE: no project code loaded first)
    if name == "bun":   # (probe round 47, benign51: bunfig.toml's preload runs first: a build's trust)
        return "node" if opt in ("-e", "--eval", "-p", "--print") else None
    if name == "php":
        return "php" if opt == "-r" else None
    if name == "lua" or re.fullmatch(r"lua5\.\d", name):
        return "lua" if opt == "-e" else None
    if name == "julia":
        return "julia" if opt in ("-e", "--eval") else None
    return None


def literal_print(name: str, args: Sequence[str]) -> bool:
    """Does ``name -c CODE`` (-e, -p...) only print literals? (the grammar above)"""
    args = _inline_code_args(name, args)
    if len(args) != 2 or len(args[1]) > 2000:
        return False
    lang = _literal_lang(name, args[0])
    if lang is None:
        return False
    words = _LITERAL_LANGS[lang][0]
    statements: list[list[tuple[str, str]]] = [[]]
    for m in _LITERAL_TOKENS[lang].finditer(args[1]):
        kind = m.lastgroup
        if kind == "bad":
            return False
        if kind == "sep":
            statements.append([])
        elif kind != "b":
            statements[-1].append((kind, m.group()))
    statements = [st for st in statements if st]
    if not statements:
        return False
    if lang == "node" and args[0] in ("-p", "--print") and len(statements) == 1 \
            and statements[0][0][0] != "w":
        statements = [[("w", "console.log"), ("o", "("), *statements[0], ("o", ")")]]   # node -p '1 + 1'
    for st in statements:
        head, rest = st[0], st[1:]
        if head[0] != "w" or head[1] not in words:
            return False
        if lang in ("python", "node") and (not rest or rest[0][1] != "("):
            return False   # (print "x" is Python 2; console.log alone is a value)
        depth = 0
        consts = _LITERAL_CONSTS[lang]
        for k, (kind, text) in enumerate(rest):
            if kind == "w" and (text not in consts or rest[k + 1:k + 2] == [("o", "(")]):
                return False
            if text == "(":
                depth += 1
            elif text == ")":
                depth -= 1
                if depth < 0:
                    return False
        if depth:
            return False
    return True


_LITERAL_UNESCAPE = re.compile(r"\\(.)", re.S)
_LITERAL_ESCAPED = {"n": "\n", "t": "\t"}


def literal_printed_texts(name: str, args: Sequence[str]) -> tuple[str, ...]:
    """(probe round 31, redteam31c) What a literal-printing one-liner (``literal_print``) may
    print, for a caller that runs the printed text (``| sh``, ``> x.sh && sh x.sh``): its
    string literals' contents (and numbers) joined as the languages join them, with nothing
    (+, ., Perl's list), a blank (Python's and console.log's arguments) or a newline (Ruby's
    puts). ``print("r" + "m -rf ~")`` prints ``rm -rf ~`` as surely as ``print("rm -rf ~")``
    does. Empty when the program is not one."""
    if not literal_print(name, args):
        return ()
    args = _inline_code_args(name, args)
    lang = _literal_lang(name, args[0])
    if lang is None:
        return ()
    strings: list[str] = []
    values: list[str] = []
    for m in _LITERAL_TOKENS[lang].finditer(args[1]):
        kind = m.lastgroup
        if kind == "s":
            text = _LITERAL_UNESCAPE.sub(lambda e: _LITERAL_ESCAPED.get(e.group(1), e.group(1)), m.group()[1:-1])
            strings.append(text)
            values.append(text)
        elif kind == "n":
            values.append(m.group())
    texts: list[str] = []
    for parts in (strings, values):
        for sep in ("", " ", "\n"):
            joined = sep.join(parts)
            if joined and joined not in texts:
                texts.append(joined)
    # a format string given the literals after it ("%c%c -rf ~" % (114, 109), console.log("%s
    # -rf ~", "rm"), puts "rm -rf %s" % "~")
    for k, fmt in enumerate(values):
        if "%" in fmt and fmt in strings:
            rest = iter(values[k + 1:])
            formatted = _LITERAL_DIRECTIVE.sub(lambda d: _literal_directive(d.group(1), rest), fmt)
            if formatted not in texts:
                texts.append(formatted)
            break
    return tuple(texts)


_LITERAL_DIRECTIVE = re.compile(r"%[-+ #0-9.]*([%sdicrfgx])")


def _literal_directive(kind: str, rest) -> str:
    if kind == "%":
        return "%"
    value = next(rest, "")
    if kind == "c" and value.isdigit() and int(value) < 0x110000:
        return chr(int(value))
    return value


# --- help pages (probe round 33, benign35) -----------------------------------------------------
# NAME [SUB...] --help prints the usage of NAME (or of its subcommand) and exits, running and
# writing nothing, for the programs below, which load no code of the project's to print it:
# (rm --help, docker run --help, pip install -h, kubectl help apply, terraform plan -help).
# Only that shape: the help word last (or "help" first), up to three plain subcommand words
# before it, no other option, no operand that could be a path (rm -rf / --help is not one).
# Programs that hand an unknown subcommand to a plugin found on PATH (kubectl-x, docker's
# cli-plugins, gh extensions, helm plugins) are held to their own subcommands. The toolchains
# that load the project's configuration first (cargo and rustc through rustup's
# rust-toolchain file, mvn's .mvn/jvm.config, ./gradlew, yarn's yarnPath, composer's plugins,
# rails, rake, bundle, php artisan, manage.py) print theirs with the build's trust. (Not flask
# or gunicorn: flask --help imports the application to list its commands.)
# NAME --help only: their first operand is a program, a script, a host or a file (python x
# --help, timeout 5 x --help, ssh host --help run x; BSD rm foo --help removes foo)
_HELP_BARE = frozenset({
    "rm", "cp", "mv", "mkdir", "rmdir", "touch", "ln", "chmod", "chown", "chgrp", "split", "csplit", "tar", "sed",
    "gzip", "gunzip", "zip", "unzip", "xz", "bzip2", "zstd", "xargs", "tee", "dd", "truncate", "install", "shred",
    "unlink", "patch", "sort", "cut", "wc", "head", "tail", "cat", "ls", "diff", "du", "df", "date", "env", "timeout",
    "nohup", "nice", "watch", "rsync", "scp", "curl", "wget", "ssh", "ffmpeg", "ffprobe", "node", "python",
    "python3", "deno", "bun", "npx", "pnpm", "java", "javac", "gcloud", "az", "jq", "yq", "gcc", "g++", "clang",
    "clang++", "psql", "pg_dump", "sqlite3", "redis-cli", "mysql", "uvicorn", "virtualenv", "shellcheck",
    "hadolint", "xmllint", "kind", "minikube", "kustomize", "skaffold", "packer", "vercel", "netlify", "flyctl",
    "fly", "heroku", "doctl", "eksctl", "pulumi", "vault", "consul", "nomad", "k9s", "stern", "kubectx", "kubens",
    "git-lfs", "protoc", "buf", "systemctl", "journalctl", "conda", "mamba", "hatch", "ruff", "mypy", "black",
    "isort", "apt", "apt-get", "dpkg", "pipx", "glab", "meson",
    # (probe round 44, benign48) hyperfine's operands are commands (run); just's and task's
    # are recipes and tasks: only NAME --help (printed before a justfile or Taskfile is read)
    "hyperfine", "just", "task", "qsv", "mlr", "dasel", "gron", "jless",
})
# NAME SUB... --help, up to so many subcommand words, for programs whose subcommands are their
# own (an unknown one is an error, no plugin): pip install --help, aws s3 cp help
_HELP_SUBS = {"pip": 1, "pip3": 1, "uv": 2, "openssl": 1, "terraform": 2, "tofu": 2, "aws": 2, "poetry": 2, "pre-commit": 1,
              "alembic": 1, "twine": 1}
_HELP_NPM_SUBS = frozenset({"install", "i", "ci", "run", "run-script", "test", "update", "uninstall", "ls", "list",
                            "init", "audit", "outdated", "view", "config", "pack", "publish", "version", "link",
                            "cache", "prune", "dedupe", "exec", "start", "explain", "why", "pkg", "query", "fund"})
HELP_PRINTERS = _HELP_PRINTERS = _HELP_BARE | frozenset(_HELP_SUBS) | frozenset({"npm", "docker", "podman",
                                                                                 "kubectl", "helm", "gh"})
# the toolchains that load the project's configuration first: the build's trust
_HELP_PROJECT = {"cargo": 1, "rustc": 0, "rustup": 1, "mvn": 0, "gradle": 0, "yarn": 1, "composer": 1, "mix": 0,
                 "rails": 1, "rake": 0, "bundle": 1, "dotnet": 2,
                 # php artisan X --help, python manage.py X --help: the application's own
                 # commands, loaded to print it (no table of them: any X)
                 "artisan": 1}
# a subcommand that runs what follows it: only as the last word before the help
_HELP_RUN_SUBS = frozenset({"run", "exec", "x", "dlx", "tool", "script", "shell", "start", "tool-run"})
# -h is help for these (ls -h, sort -h, du -h, psql -h HOST, tar -h are other options)
_DASH_H_HELP = frozenset({"python", "python3", "pip", "pip3", "uv", "docker", "podman", "kubectl", "helm", "curl",
                          "wget", "node", "npm", "npx", "pnpm", "deno", "bun", "gh", "terraform", "tofu", "ffmpeg",
                          "ffprobe", "rsync", "cargo", "mvn", "gradle", "pre-commit", "gcloud", "az", "jq",
                          "yq", "pipx", "poetry", "ruff", "black", "isort", "mypy", "alembic", "uvicorn", "dotnet",
                          "kind", "minikube", "vault", "pulumi"})
# -help (one dash) is help for these
_ONE_DASH_HELP = frozenset({"terraform", "tofu", "sqlite3", "java", "javac", "openssl", "ffmpeg", "ffprobe"})
# "help [SUB...]" first is help for these
_HELP_WORD = frozenset({"helm", "kubectl", "docker", "podman", "gh", "pip", "pip3", "uv", "cargo", "openssl",
                        "aws", "terraform", "tofu", "pulumi", "vault", "poetry", "dotnet", "bundle"})
# docker's command groups, whose subcommand may follow (docker compose up --help)
_DOCKER_GROUPS = frozenset({"compose", "container", "image", "network", "volume", "system", "buildx", "context",
                            "builder", "manifest", "plugin", "swarm", "service", "stack", "secret", "config", "node",
                            "trust"})
_HELP_OWN_SUBS: dict[str, frozenset[str]] = {
    "kubectl": frozenset({"get", "describe", "logs", "apply", "create", "delete", "edit", "exec", "port-forward",
                          "rollout", "scale", "expose", "run", "set", "explain", "top", "cp", "label", "annotate",
                          "patch", "replace", "wait", "diff", "kustomize", "config", "cluster-info", "api-resources",
                          "api-versions", "version", "auth", "certificate", "cordon", "uncordon", "drain", "taint",
                          "attach", "proxy", "debug", "events", "autoscale", "plugin", "completion", "options",
                          "status", "history", "restart", "undo", "pause", "resume", "view", "use-context",
                          "get-contexts", "current-context", "set-context", "secret", "configmap", "deployment",
                          "service", "namespace", "job", "cronjob", "ingress", "can-i", "whoami", "image", "env",
                          "resources", "generic", "docker-registry", "tls", "clusterip", "nodeport",
                          "loadbalancer", "serviceaccount", "role", "rolebinding", "clusterrole",
                          "clusterrolebinding", "quota", "poddisruptionbudget", "priorityclass", "token"}),
    "docker": frozenset({"run", "exec", "ps", "build", "pull", "push", "images", "image", "container", "logs",
                         "inspect", "stop", "start", "restart", "rm", "rmi", "compose", "network", "volume",
                         "system", "buildx", "tag", "login", "logout", "cp", "stats", "top", "kill", "create",
                         "commit", "save", "load", "export", "import", "history", "info", "version", "context",
                         "port", "events", "wait", "attach", "diff", "pause", "unpause", "update", "rename",
                         "search", "builder", "manifest", "swarm", "service", "stack", "secret", "config", "node",
                         "plugin", "trust", "scout", "init", "up", "down", "ls", "prune", "config", "watch",
                         "create", "restart", "ls", "imagetools", "bake", "du", "df"}),
    "gh": frozenset({"pr", "issue", "repo", "run", "workflow", "release", "api", "auth", "browse", "gist",
                     "label", "search", "secret", "variable", "status", "cache", "codespace", "project",
                     "ruleset", "attestation", "config", "alias", "completion", "extension", "gpg-key", "ssh-key",
                     "list", "view", "create", "edit", "close", "reopen", "merge", "checkout", "checks", "diff",
                     "comment", "review", "ready", "status", "clone", "fork", "sync", "rerun", "watch",
                     "download", "upload", "delete", "enable", "disable", "develop", "lock", "unlock",
                     "pin", "unpin", "transfer", "archive", "rename", "set-default", "login", "logout",
                     "refresh", "setup-git", "token", "switch", "issues", "prs", "repos", "commits", "code",
                     "set", "get", "cancel", "deploy-key"}),
    "helm": frozenset({"install", "upgrade", "uninstall", "list", "ls", "status", "history", "rollback",
                       "template", "lint", "package", "pull", "push", "repo", "search", "show", "get", "dependency",
                       "dep", "create", "env", "version", "test", "verify", "registry", "plugin", "completion",
                       "add", "update", "remove", "index", "values", "chart", "readme", "crds", "all", "manifest",
                       "notes", "hooks", "build", "login", "logout", "hub"}),
    # (probe round 33, differential6) the toolchains whose unknown word runs something:
    # yarn deploy --help runs the project's script deploy with --help (yarn jest --help is how
    # one reads jest's), cargo x --help and dotnet x --help run cargo-x, dotnet-x found on
    # PATH or in the project's tool manifest, bundle x --help a plugin's command
    "yarn": frozenset({"add", "audit", "autoclean", "bin", "cache", "check", "config", "constraints", "create",
                       "dedupe", "explain", "generate-lock-entry", "global", "import", "info", "init", "install",
                       "licenses", "link", "list", "login", "logout", "npm", "outdated", "owner", "pack", "patch",
                       "patch-commit", "plugin", "policies", "publish", "rebuild", "remove", "run", "sdks",
                       "search", "set", "stage", "tag", "team", "unlink", "unplug", "up", "upgrade",
                       "upgrade-interactive", "version", "versions", "why", "workspace", "workspaces", "dlx",
                       "exec", "node"}),
    "cargo": frozenset({"add", "bench", "build", "b", "check", "c", "clean", "clippy", "config", "doc", "d",
                        "fetch", "fix", "fmt", "generate-lockfile", "help", "info", "init", "install",
                        "locate-project", "login", "logout", "metadata", "new", "owner", "package", "pkgid",
                        "publish", "remove", "report", "run", "r", "rustc", "rustdoc", "search", "test", "t",
                        "tree", "uninstall", "update", "vendor", "verify-project", "version", "yank"}),
    "dotnet": frozenset({"add", "build", "build-server", "clean", "dev-certs", "format", "fsi", "help", "list",
                         "msbuild", "new", "nuget", "pack", "package", "publish", "reference", "remove", "restore",
                         "run", "sdk", "sln", "solution", "store", "test", "tool", "user-secrets", "vstest",
                         "watch", "workload", "push", "locals", "source", "sources", "search", "install",
                         "uninstall", "update", "check", "delete", "why", "verify", "sign", "trust"}),
    "bundle": frozenset({"install", "update", "exec", "config", "add", "remove", "binstubs", "cache", "check",
                         "clean", "console", "doctor", "gem", "help", "info", "init", "inject", "issue", "licenses",
                         "list", "lock", "open", "outdated", "package", "platform", "plugin", "pristine", "show",
                         "version", "viz", "fund"}),
}
# their first word: a subcommand of their own at the top (kubectl whoami --help, docker ls
# --help, gh list --help, helm values --help run a plugin named so on PATH, or docker's
# cli-plugins: whoami, ls, list and values are second words only; probe round 33, redteam33b)
_HELP_TOP_SUBS: dict[str, frozenset[str]] = {
    "kubectl": frozenset({"get", "describe", "logs", "apply", "create", "delete", "edit", "exec", "port-forward",
                          "rollout", "scale", "expose", "run", "set", "explain", "top", "cp", "label", "annotate",
                          "patch", "replace", "wait", "diff", "kustomize", "config", "cluster-info", "api-resources",
                          "api-versions", "version", "auth", "certificate", "cordon", "uncordon", "drain", "taint",
                          "attach", "proxy", "debug", "events", "autoscale", "plugin", "completion", "options"}),
    "docker": frozenset({"run", "exec", "ps", "build", "pull", "push", "images", "image", "container", "logs",
                         "inspect", "stop", "start", "restart", "rm", "rmi", "compose", "network", "volume",
                         "system", "buildx", "tag", "login", "logout", "cp", "stats", "top", "kill", "create",
                         "commit", "save", "load", "export", "import", "history", "info", "version", "context",
                         "port", "events", "wait", "attach", "diff", "pause", "unpause", "update", "rename",
                         "search", "builder", "manifest", "swarm", "service", "stack", "secret", "config", "node",
                         "plugin", "trust", "scout", "init"}),
    "gh": frozenset({"pr", "issue", "repo", "run", "workflow", "release", "api", "auth", "browse", "gist",
                     "label", "search", "secret", "variable", "status", "cache", "codespace", "project",
                     "ruleset", "attestation", "config", "alias", "completion", "extension", "gpg-key", "ssh-key"}),
    "helm": frozenset({"install", "upgrade", "uninstall", "list", "ls", "status", "history", "rollback",
                       "template", "lint", "package", "pull", "push", "repo", "search", "show", "get", "dependency",
                       "dep", "create", "env", "version", "test", "verify", "registry", "plugin", "completion"}),
}
_HELP_TOP_SUBS["podman"] = _HELP_TOP_SUBS["docker"]
# the same for the toolchains of the build's trust: an unknown first word is an external
# subcommand on PATH (cargo evil --help runs cargo-evil, bundle evil --help bundler-evil), a
# local tool of the project's manifest (dotnet evil --help), or the project's script (yarn
# evil --help runs the script evil, as yarn evil does); asked as the word alone is
_HELP_PROJECT_SUBS: dict[str, frozenset[str]] = {
    "cargo": frozenset({"build", "b", "check", "c", "clean", "doc", "d", "new", "init", "add", "remove", "run", "r",
                        "test", "t", "bench", "update", "search", "publish", "install", "uninstall", "tree",
                        "metadata", "fmt", "clippy", "fix", "vendor", "package", "login", "logout", "owner", "yank",
                        "report", "version", "locate-project", "pkgid", "verify-project", "read-manifest",
                        "generate-lockfile", "fetch", "config", "rustc", "rustdoc", "info", "help"}),
    "rustup": frozenset({"show", "update", "check", "default", "toolchain", "target", "component", "override",
                         "run", "which", "doc", "man", "self", "set", "completions", "install", "uninstall", "help"}),
    "yarn": frozenset({"add", "remove", "install", "upgrade", "up", "info", "init", "run", "exec", "dlx", "why",
                       "workspaces", "workspace", "config", "cache", "bin", "pack", "publish", "npm", "plugin",
                       "set", "version", "constraints", "explain", "dedupe", "link", "unlink", "rebuild", "search",
                       "patch", "audit", "autoclean", "check", "global", "import", "licenses", "list", "login",
                       "logout", "outdated", "owner", "policies", "tag", "team", "unplug", "upgrade-interactive",
                       "versions", "help"}),
    "bundle": frozenset({"install", "update", "exec", "config", "show", "list", "info", "outdated", "check", "lock",
                         "package", "cache", "binstubs", "clean", "console", "doctor", "gem", "init", "inject",
                         "open", "platform", "plugin", "pristine", "remove", "version", "viz", "add", "licenses",
                         "help", "fund"}),
    "dotnet": frozenset({"build", "run", "test", "publish", "pack", "clean", "restore", "new", "add", "remove",
                         "list", "sln", "nuget", "tool", "watch", "format", "msbuild", "store", "workload", "sdk",
                         "help", "dev-certs", "user-secrets", "fsi", "vstest", "build-server", "package",
                         "reference"}),
    "composer": frozenset({"about", "archive", "audit", "browse", "home", "bump", "check-platform-reqs",
                           "clear-cache", "clearcache", "config", "create-project", "depends", "why", "diagnose",
                           "dump-autoload", "dumpautoload", "exec", "fund", "global", "help", "init", "install",
                           "i", "licenses", "list", "outdated", "prohibits", "why-not", "reinstall", "remove",
                           "rm", "require", "r", "run-script", "run", "search", "self-update", "selfupdate",
                           "show", "info", "status", "suggests", "update", "u", "upgrade", "validate"}),
    "rails": frozenset({"generate", "g", "new", "console", "c", "server", "s", "test", "t", "dbconsole", "db",
                        "destroy", "d", "runner", "r", "credentials", "encrypted", "secrets", "routes", "notes",
                        "stats", "about", "assets", "initializers", "middleware", "time", "version", "boot",
                        "restart", "app", "plugin", "devcontainer", "help"}),
}
_HELP_SUB = re.compile(r"[a-z0-9][a-z0-9_:.-]{0,40}")


def help_query(name: str, args: Sequence[str], project: bool = False) -> bool:
    """NAME [SUB...] --help (-h, -help, or help [SUB...]): a help page printed (probe round
    33). ``project``: the toolchains that load the project's configuration to print it."""
    if not args or len(args) > 4:
        return False
    if project:
        if name not in _HELP_PROJECT:
            return False
        most = _HELP_PROJECT[name]
    elif name in _HELP_BARE:
        most = 0
    elif name in _HELP_SUBS:
        most = _HELP_SUBS[name]
    elif name in _HELP_PRINTERS:
        most = 3
    else:
        return False
    last = args[-1]
    if last == "--help" or (last == "-h" and name in _DASH_H_HELP) or (last == "-help" and name in _ONE_DASH_HELP):
        subs = list(args[:-1])
    elif args[0] == "help" and name in _HELP_WORD:
        subs = list(args[1:])
    elif name == "aws" and last == "help":
        subs = list(args[:-1])   # aws s3 cp help
    else:
        return False
    if len(subs) > most or not all(_HELP_SUB.fullmatch(a) and ".." not in a for a in subs):
        return False
    if any(a in _HELP_RUN_SUBS for a in subs[:-1]):
        return False   # (uv run x --help, bundle exec rspec --help: x runs)
    if name == "npm":
        return len(subs) <= 1 and all(a in _HELP_NPM_SUBS for a in subs)
    if subs and name in _HELP_TOP_SUBS and subs[0] not in _HELP_TOP_SUBS[name]:
        return False
    if project and subs and name in _HELP_PROJECT_SUBS and subs[0] not in _HELP_PROJECT_SUBS[name]:
        return False
    if name in ("docker", "podman"):
        own = _HELP_OWN_SUBS["docker"]
        return all(a in own for a in subs) and (len(subs) <= 1 or (len(subs) == 2 and subs[0] in _DOCKER_GROUPS))
    own = _HELP_OWN_SUBS.get(name)
    if own is not None:
        return all(a in own for a in subs)   # (kubectl foo --help runs kubectl-foo, a plugin on PATH)
    return True


# --- perl's line filters (probe round 36, benign41) --------------------------------------
# perl -ne 'print if /TODO/' f, perl -lane 'print $F[0]' f, perl -pe 's/a/b/g' f, perl -nle
# '$c++ if /x/; END { print $c }' f: a program that reads its files (or standard input) and
# prints, read by a small grammar of its own: every token must be one of these, or the
# command is not read-only.
#   names: the printing, comparing, string and control words of _PERL_WORDS only (no
#     system, exec, open, eval, do, require, use, sub, qx, unlink, glob, sprintf's
#     neighbours that reach files; no package name "::", no method call "->", no & call);
#   variables: $_, $., $&, $1..$9, @F and $F[...], and a user's lower-case scalars and
#     hash elements ($c, $n{$_}); not $0, %ENV, @ARGV/$ARGV (which files -n reads), nor
#     ${...}/@{...} (a deref whose block runs code);
#   strings: '...' and "..." with no @ and no ${ (Perl interpolates @{[ CODE ]});
#   a regex /.../ or m/.../ where a term may start (after an operator, "(", ",", ";", "{",
#     =~, !~, if, unless, and, or, not, split, print, say, return), and s/.../.../ with flags
#     from gimsxnr (never e/ee: the replacement run as code); its body holds no (?{, (??{,
#     (*{ (code blocks), no @ and no ${ (interpolation);
#   operators and punctuation, numbers and blanks; no <...> (a glob or a file read), no <<
#     (a here-document), no backtick.
# Options: -n, -p, -l, -a, -w, -0 (and -0777, -00), -E/-e CODE (once), -F with a separator
# of plain characters; never -i (in place: a write), -M/-m/-I (modules), -x, -S, -s, -d, -C.
# The files it reads are its operands, read as cat's are (the sensitive-path ask stands).
_PERL_WORDS = frozenset({
    "print", "say", "printf", "if", "unless", "and", "or", "not", "xor", "eq", "ne", "lt", "gt", "le", "ge", "cmp",
    "length", "lc", "uc", "lcfirst", "ucfirst", "chomp", "chop", "split", "join", "substr", "index", "rindex",
    "reverse", "sort", "keys", "values", "exists", "defined", "scalar", "int", "abs", "sqrt", "next", "last",
    "END", "BEGIN", "my", "our", "local", "x", "sprintf", "uniq", "sum",
    "max", "min", "ord", "chr", "hex", "oct", "lc", "return", "else", "elsif", "push", "grep", "map", "wantarray"})
_PERL_TERM_BEFORE = frozenset({"if", "unless", "and", "or", "not", "xor", "split", "print", "say", "return", "grep",
                               "(", ",", ";", "{", "=~", "!~", "!", "&&", "||", "?", ":", "=",
                               # (probe round 36, loosen37: the binary operators, after which
                               # perl wants a term: print if /a/ .. /b/)
                               "..", "==", "!=", "<=", ">=", "<=>", ".", "+", "-", "*", "**", "%", "|", "^",
                               "<", ">", ".=", "+=", "-=", "eq", "ne", "lt", "gt", "le", "ge", "cmp"})
# (a variable interpolated into a string or regex: $ENV{...}, $ARGV, $0, ${...}, $$, $::x,
# $Pkg::x are not the filter's own)
# (probe round 36, loosen37: $F[0] is -a's field, its subscript read by _perl_interpolation_ok)
_PERL_BAD_INTERPOLATION = re.compile(r"\$(?:[{^0$:]|(?!F\[)[A-Z]|\w+::)")
_PERL_TOKEN = re.compile(
    r"(?P<b>\s+)"
    r"|(?P<sq>'(?:[^'\\]|\\.)*')"
    r'|(?P<dq>"(?:[^"\\]|\\.)*")'
    r"|(?P<subst>s/(?:[^/\\\n]|\\.)*/(?:[^/\\\n]|\\.)*/[gimsxnr]*)"
    r"|(?P<match>m/(?:[^/\\\n]|\\.)*/[gimsxnpc]*)"
    r"|(?P<var>\$(?:[a-z]\w*|_|\.|&|[1-9])(?![\w:'])|\$F\[|@F\b)"
    r"|(?P<num>\d+(?:\.(?!\.)\d*)?)"   # (1. is a number to perl: 1./2 divides; 1..5 a range)
    r"|(?P<w>[A-Za-z_]\w*)(?!::|')"
    r"|(?P<slash>/)"
    r"|(?P<op>->|=~|!~|==|!=|<=>|<=|>=|&&|\|\||\.\.|\+\+|--|\+=|-=|\.=|\*\*|[-+*%.=!?:,;(){}\[\]|^~]|<(?=[\s=])|>)"
    r"|(?P<bad>.)", re.S)
_PERL_REGEX_BODY = re.compile(r"/((?:[^/\\\n]|\\.)*)/[gimsxnpc]*", re.S)
_PERL_BANNED_IN_TEXT = ("(?{", "(??{", "(*{", "@", "${", "`")
_PERL_FILTER_OPT = re.compile(r"-(?:[nplaw]|0(?:[0-7]{1,4})?)*[eE]?")
# (-n's <> opens each operand with a 2-argument open: a name "rm -rf ~|" runs as a pipe,
# ">x" writes; a glob may expand to such a name committed in the project: plain names only)
_PERL_PLAIN_FILE = re.compile(r"-|[\w.@,:=/~][\w.@,:=/~+-]*")
_PERL_SEPARATOR = re.compile(r"-F(?:[,:;|\t ]|\\t|\\s\+?|\[[,:; \\t]+\]|/[,:;| \\t]+/)")


# (probe round 36, loosen37) where perl reads a term and this grammar read an operator (or
# back), code hid in what the grammar took for a string or a regex body: after "." perl
# starts a regex and the grammar read a division, so "$y = 1 . / ' /; CODE; $z = ' / 1 . ';
# $w = / ' /" ran CODE the grammar had taken for quoted text. A "/" is a regex only where
# perl certainly wants a term (_PERL_TERM_BEFORE), a division only after a term (a variable
# not in print's filehandle slot, a number, a string, a regex, ")", "]", a subscript's "}"),
# refused elsewhere (after a word, a block's "}", a postfix "++" is read as a term). "*",
# "%", "**", "<" and "?" are operators after a term only: in a term's place they are a
# typeglob, a hash, a glob or file read. Package variables reached by their names were the
# filter's own: *x = "ARGV" (a typeglob aliased by name) then $x[0] = "cmd|" ran cmd as -n's
# next input, as $x = "ARGV"; $x->[0] = ... (a symbolic reference through "->") and $h{a}[0]
# (a subscript after a subscript, "->"'s implied form) do; *{"\cI"} then $x = "" set $^I and
# turned -p into an in-place write of its files; sort $x LIST calls the sub $x names. In a
# double-quoted string, a regex or s///'s replacement a variable's subscript is code perl
# runs ("$h{print q(X)}", "$x[...]", "$#{[...]}"): only a number, a word or a plain
# variable may subscript it, once, with no "->" after it.
_PERL_SIMPLE_SUBSCRIPT = re.compile(r"\[-?\d+\]|\[\$\w+\]|\{\w+\}|\{\$\w+\}")
_PERL_INTERPOLATED = re.compile(r"\$(?:\w+|[&.])")
_PERL_INDEX_DEREF = re.compile(r"\$#[{$]")
_PERL_CLOSERS = {"}": "{", "]": "[", ")": "("}


def _perl_interpolation_ok(text: str) -> bool:
    """No code in the subscripts of the variables a string or regex interpolates."""
    if "$#" in text and _PERL_INDEX_DEREF.search(text):
        return False
    for m in _PERL_INTERPOLATED.finditer(text):
        q = m.end()
        if text.startswith("->", q):
            return False
        if text[q:q + 1] in ("[", "{"):
            sub = _PERL_SIMPLE_SUBSCRIPT.match(text, q)
            if sub is None:
                return False
            q = sub.end()
            if text[q:q + 1] in ("[", "{", "(") or text.startswith("->", q):
                return False
    return True


def _perl_code_ok(code: str) -> bool:
    prev = ";"
    last = ";"   # the previous token's own text
    was_var = False       # the token before was a variable ($h, $_, @F): a "{" or "[" subscripts it
    after_sub = False     # the token before closed a subscript ($h{a}, $F[0], $x[1])
    stack: list[str] = []
    pos, n = 0, len(code)
    while pos < n:
        m = _PERL_TOKEN.match(code, pos)
        kind = m.lastgroup
        text = m.group()
        pos = m.end()
        if kind == "b":
            continue
        if kind == "bad" or text == "->":
            return False
        # (probe round 36, differential9) a call through a value known only at run time, which
        # Perl resolves by name with no strict refs ($x = "CORE::readpipe"): $x->(...),
        # $x->$name (a method named by a string), $h{k}(...) and $F[0](...) (the arrow is
        # optional between subscripts), sort $name LIST (the comparison sub by name); only
        # the data dereferences ->[ and ->{ are the filter's
        if text == ">" and last == "-" and code[pos:pos + 32].lstrip()[:1] not in ("[", "{"):
            return False
        if text == "(" and last in ("]", "}"):
            return False
        if kind == "var" and last == "sort" and text.startswith("$"):
            return False
        last = text
        var_before, was_var = was_var, False
        sub_before, after_sub = after_sub, False
        if sub_before and text in ("[", "{", "("):
            return False   # $h{a}[0], $x[0]{k}, $h{f}(...): a reference taken from a value (a name)
        if kind == "slash":
            if prev == "term":
                prev = "/"   # division (after a term)
                continue
            if prev not in _PERL_TERM_BEFORE:
                return False   # (after a word, a block's "}" or print's filehandle: not sure)
            rm = _PERL_REGEX_BODY.match(code, m.start())   # a regex where a term starts
            if rm is None:
                return False
            text, pos = rm.group(), rm.end()
            kind = "match"
        if kind in ("sq", "dq", "subst", "match"):
            if kind != "sq" and (any(b in text for b in _PERL_BANNED_IN_TEXT)
                                 or _PERL_BAD_INTERPOLATION.search(text) is not None
                                 or not _perl_interpolation_ok(text)):
                return False
            prev = "term"
        elif kind == "w":
            if text not in _PERL_WORDS:
                return False
            prev = text
        elif kind == "var":
            if text == "$F[":
                stack.append("sub")
                prev = "["
                continue
            if prev == "sort" and text[0] == "$":
                return False   # sort $x LIST: the sub $x's value names
            prev = "fh" if prev in ("print", "printf", "say") and text[0] == "$" else "term"
            was_var = True
        elif kind == "num":
            prev = "term"
        elif text in ("*", "%", "**", "<", "?") and prev != "term":
            return False   # a typeglob, a hash, a glob or a file read in a term's place
        elif text in ("{", "["):
            stack.append("sub" if var_before else text)
            prev = text
        elif text == "(":
            stack.append(text)
            prev = text
        elif text in _PERL_CLOSERS:
            if not stack:
                return False
            opened = stack.pop()
            if opened == "sub":
                prev, after_sub = "term", True
            elif opened != _PERL_CLOSERS[text]:
                return False
            elif text == "}":
                prev = "}"   # a block's or an anonymous hash's end: what follows is not sure
            else:
                prev, after_sub = "term", text == "]"
        elif text in ("++", "--") and prev == "term":
            prev = "term"   # postfix
        else:
            prev = text
    return not stack


def perl_filter(args: Sequence[str]) -> bool:
    """perl's line filter: its options and its code read by the grammar above."""
    code = None
    filter_mode = False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--" or not a.startswith("-") or a == "-":
            break
        if _PERL_SEPARATOR.fullmatch(a):
            filter_mode = True
            i += 1
            continue
        if a == "-" or _PERL_FILTER_OPT.fullmatch(a) is None:
            return False
        if "n" in a or "p" in a:
            filter_mode = True
        if a[-1] in "eE":
            if code is not None or i + 1 >= len(args):
                return False
            code = args[i + 1]
            i += 2
            continue
        i += 1
    files = args[i + 1:] if i < len(args) and args[i] == "--" else args[i:]
    if code is None or len(code) > 2000 or not code.strip():
        return False
    if not filter_mode:
        return False   # perl -e CODE [x]: a program (literal_print reads its printing-only form)
    if any(_PERL_PLAIN_FILE.fullmatch(f) is None or f.endswith("|") for f in files):
        return False
    return _perl_code_ok(code)


def read_only(name: str, args: Sequence[str], unknown: bool) -> bool:
    """Whether ``name args`` only reads (the allowlist). Remembered per (name, words,
    unknown): the analysis, its effects, the destructive checks and the evaluation's
    per-part test ask about the same command (probe round 37, coldbash37). The checks are
    written for a list of words (they compare slices with lists: args[2:] in ([], [...])),
    so the words are always judged as a list: a tuple once answered otherwise on 25 of the
    harvested calls (conda list, python3 -m site read-only in the analysis but not in the
    evaluation's per-part test; session 35, from cold40's Left)."""
    if type(unknown) is bool:
        return _read_only_memo(name, tuple(args), unknown)
    return _read_only(name, list(args), unknown)


@functools.lru_cache(maxsize=4096)
def _read_only_memo(name: str, args: tuple[str, ...], unknown: bool) -> bool:
    return _read_only(name, list(args), unknown)


def _read_only(name: str, args: Sequence[str], unknown: bool) -> bool:
    if name in _PROJECT_QUERIES or project_query(name, args, unknown):
        return False   # it may print only, but it runs what the project configures: a build's trust
    if name in _TOOLCHAIN_QUERIES and toolchain_query(name, args, unknown):
        return True
    if not unknown and len(args) in (2, 3) and args[0] == "-m" and args[1] == "site" \
            and args[2:] in ([], ["--user-base"], ["--user-site"]) \
            and (name in ("python", "python3") or re.fullmatch(r"python3\.\d+", name)):
        # (probe round 35, benign40) python -m site prints the module path: site is loaded at
        # start-up, before the working directory joins the path, and -m runs that one (a
        # site.py of the project cannot stand in for it); its .pth files run for any python
        return True
    if not unknown and name in _HELP_PRINTERS and help_query(name, args):
        return True
    if name in _VERSION_SHELLS or (name in _VERSION_TEXT and tuple(args) == ("--version",)):
        return not unknown and (tuple(args) == ("--version",) or (
            name in READ_ONLY and READ_ONLY[name] is _shell_syntax_check and _shell_syntax_check(args, unknown)))
    if not unknown and (name in _PROBE_NAMES or name == "deno") and version_probe(name, args) == 2:
        return True
    if not unknown and name in _LITERAL_PRINT_NAMES and literal_print(name, args):
        return True
    if not unknown and name == "perl" and perl_filter(args):
        return True
    if not unknown and name in OUTPUT_READERS and reader_output_file(name, args) == "/dev/null":
        return True   # (probe round 44, benign48: msgfmt -c -o /dev/null F.po, shuf -o /dev/null: output discarded)
    check = READ_ONLY.get(name)
    if check is None:
        if name in _VERSION_TOOLS:
            return version_query(name)(args, unknown)
        return False
    return check(args, unknown)


# --- the build/test safe list (seed 000) and peers -----------------------------------------

SAFE_BUILD_SUBS: dict[str, frozenset[str]] = {
    # (go list, cargo tree and cargo metadata only print, but they load the project's
    # configuration as a build does: cargo runs the rustc its config names, go list
    # may compile (-export) or fetch modules; the build's trust, not read-only)
    "go": frozenset({"build", "test", "run", "vet", "fmt", "list"}),
    "npm": frozenset({"test", "t", "run", "run-script", "ci", "install", "i", "start"}),
    "cargo": frozenset({"build", "b", "test", "t", "check", "c", "clippy", "fmt", "tree", "metadata", "nextest", "doc",
                        "d", "bench", "clean", "pkgid", "locate-project", "verify-project", "read-manifest", "run", "fix",
                        "r",
                        # (probe round 45, benign49) fetch: Cargo.lock's crates downloaded
                        # into the registry cache, as go mod download; no build script runs
                        "fetch",
                        # (probe round 32) the coverage runners: the tests run instrumented,
                        # as nextest runs them
                        "llvm-cov", "tarpaulin"}),
    "yarn": frozenset({"test", "build", "run", "install", "lint", "start", "dev", "typecheck"}),
    "pnpm": frozenset({"test", "run", "install", "i", "build", "lint", "start", "dev", "typecheck"}),
    "mvn": frozenset({"test", "package", "compile", "verify", "validate", "clean", "install", "dependency:tree",
                      "dependency:list",
                      "help:effective-pom", "help:describe", "dependency:analyze", "spotless:check", "checkstyle:check",
                      "spotless:apply",
                      # (probe round 32) reports of the build into target/: coverage, tests, API docs
                      "jacoco:report", "surefire-report:report", "javadoc:javadoc",
                      # (probe round 51, benign56) the static analysers' checks, as checkstyle:check
                      "spotbugs:check", "pmd:check", "pmd:cpd-check"}),
    # the JavaScript and Python toolchains' test runners, type checkers and linters
    # (they run the project's code and configuration, as its tests do; npx runs one of
    # RUNNER_TOOLS, never another package)
    "bun": frozenset({"test", "run", "build"}),
    "ruff": frozenset({"check", "format", "rule"}),
    "golangci-lint": frozenset({"run", "fmt"}),
    "gradle": frozenset({"test", "build", "check", "assemble", "clean"}),
    # other stacks' own build, test and lint commands (each runs the project's code and
    # configuration, as pytest and npm test do)
    # (rake: _make_peer judges it, option by option: rake -e/-p run Ruby code)
    # (bundle loads the Gemfile, Ruby code, as bundle exec rspec does)
    "bundle": frozenset({"list", "show", "check", "info", "platform"}),
    "rails": frozenset({"test", "routes"}),
    "mix": frozenset({"test", "compile", "format", "credo", "dialyzer", "docs", "deps.compile", "phx.routes", "xref"}),
    "swift": frozenset({"build", "test", "format", "run"}),
    # (probe round 36, benign41: pack is build and a .nupkg written under bin/, pushed by
    # nothing; cargo fix is cargo clippy --fix without the lints, both already the build's)
    # (probe round 46, benign50: publish is build with the output gathered under bin/ or -o
    # DIR inside the project, as pack writes its .nupkg; nothing is pushed)
    "dotnet": frozenset({"build", "test", "format", "clean", "run", "pack", "msbuild", "publish"}),
    "deno": frozenset({"test", "lint", "fmt", "check", "task", "doc"}),
    # (probe round 34, benign37: zig test and fmt, stack path, mix help/xref, sbt's
    # packaging, formatting checks and cleaning, lein's checks and jars, bazel's action
    # graph and info, deno doc; rebar3, dune, nimble and crystal: Erlang's, OCaml's, Nim's
    # and Crystal's own builds and test runners; each runs the project's code and
    # configuration as its test command does. sbt runs every operand as a command: each
    # one is judged, as mvn's goals are)
    "zig": frozenset({"build", "test", "fmt"}),
    "cabal": frozenset({"build", "test"}),
    "stack": frozenset({"build", "test", "path", "ls"}),
    # (probe round 45, benign49: rebar3 fmt/format, the formatter plugins rebar.config
    # names; dune fmt is dune build @fmt --auto-promote, dune clean removes _build)
    "rebar3": frozenset({"compile", "eunit", "ct", "dialyzer", "xref", "tree", "edoc", "cover", "fmt", "format"}),
    "dune": frozenset({"build", "test", "runtest", "fmt", "clean"}),
    "nimble": frozenset({"build", "test", "check"}),
    "crystal": frozenset({"spec", "build"}),
    "meson": frozenset({"setup", "compile", "test"}),
    # (probe round 33) coverage runs the tests instrumented; query and cquery print the
    # target graph the BUILD files describe (the workspace's rules loaded, as a build loads them)
    # (probe round 40, benign45: version starts the same server with the same .bazelrc
    # startup options as info does, and prints the build's label and the server's)
    "bazel": frozenset({"build", "test", "coverage", "query", "cquery", "aquery", "info", "version"}),
    "nx": frozenset({"test", "build", "lint", "run-many", "affected", "run"}),
    "turbo": frozenset({"run", "test", "build", "lint"}),
    "lerna": frozenset({"run"}),
    "composer": frozenset({"test", "run-script", "run"}),
    # (pre-commit runs the hooks .pre-commit-config.yaml names, a file whose writes are
    # asked about: runs_later; php-cs-fixer loads .php-cs-fixer.php, the project's code)
    "pre-commit": frozenset({"run"}), "php-cs-fixer": frozenset({"fix", "check"}),
    "phpstan": frozenset({"analyse", "analyze"}),
    "mkdocs": frozenset({"build"}),
    # (probe round 45, benign49) the other static-site and book builders, each rendering
    # the project's content with its configuration and plugins (Jekyll's _plugins, mdBook's
    # preprocessors, docusaurus.config.js: the project's code) into the project: jekyll
    # build, mdbook build/test, docusaurus build (bare hugo: safe_build). Not serve, watch
    # (-w/--watch), deploy, new or --open
    "jekyll": frozenset({"build", "b", "doctor"}), "mdbook": frozenset({"build", "test", "clean"}),
    "docusaurus": frozenset({"build"}),
    "hatch": frozenset({"test"}),
    "sbt": frozenset({"test", "compile", "clean", "package", "doc", "update", "testQuick", "scalafmtCheck",
                      "scalafmtSbtCheck", "scalafmtCheckAll", "scalafmt", "scalafmtAll", "scalafmtSbt",
                      "Test/scalafmt", "test:scalafmt", "Test/compile", "test:compile", "dependencyTree", "evicted", "run",
                      "about", "projects"}),
    "lein": frozenset({"test", "check", "jar", "uberjar", "compile", "deps"}),
    # (probe round 34, benign37) Protocol Buffers' linter, formatter and image build (not
    # generate: its remote plugins are sent the schema), packer's template check and format
    "buf": frozenset({"lint", "format", "build"}),
    "packer": frozenset({"fmt", "validate"}),
    "terraform": frozenset({"validate", "fmt"}),
    # (probe round 44, benign48) OpenTofu, terraform's fork: the same commands
    "tofu": frozenset({"validate", "fmt"}),
    # (probe round 45, benign49) conftest's checks of the project's files against the
    # project's Rego policies (--update, which pulls policies from a URL, is BUILD_FORBIDDEN)
    "conftest": frozenset({"test", "verify", "parse"}),
    "coverage": frozenset({"run", "report", "html", "xml", "json", "erase", "combine"}),
    # (probe round 35, benign40: next info prints the system's and packages' versions, the
    # project's installed next run as its build runs it)
    "playwright": frozenset({"test"}), "cypress": frozenset({"run"}), "next": frozenset({"build", "lint", "info"}),
    "vite": frozenset({"build"}), "astro": frozenset({"check", "build"}),
    "biome": frozenset({"check", "lint", "format", "ci"}), "ng": frozenset({"test", "build", "lint"}),
    "flutter": frozenset({"test", "analyze", "build", "format", "clean", "gen-l10n"}), "dart": frozenset({"test", "analyze", "format", "compile", "fix"}),
    # (probe round 25: Astral's type checker; Prisma's client generator, schema formatter
    # and validator, which run the generators schema.prisma names: the project's own)
    "ty": frozenset({"check"}), "prisma": frozenset({"generate", "format", "validate"}),
    # (helm lint renders a chart of the project's files and checks it: no plugin, no
    # post-renderer, no cluster)
    "helm": frozenset({"lint"}),
    # (probe round 30) TOML's and SQL's formatters and linters (taplo fmt only: its lint
    # fetches the schemas its catalog names; sqlfluff's templater runs the project's
    # macros: its code) and kustomize rendering the project's overlays (no plugin, exec
    # function or file outside the kustomization's root: BUILD_FORBIDDEN)
    "taplo": frozenset({"fmt", "format"}), "sqlfluff": frozenset({"lint", "fix", "format", "parse"}),
    "kustomize": frozenset({"build"}),
    # (probe round 31) Apple's swift-format linting or formatting the project's sources
    # (-i rewrites them in place, as swiftformat does)
    "swift-format": frozenset({"lint", "format"}),
    # (probe round 48, benign52) CSharpier's formatter and its check
    "csharpier": frozenset({"format", "check"}),
    # (probe round 51, benign56) Gleam's build tool: its tests, build, type check and formatter
    # (the dependencies gleam.toml names fetched and compiled, as mix test's and cargo's)
    "gleam": frozenset({"test", "build", "check", "format"}),
}
SAFE_BUILD_BARE = frozenset({"make", "cmake", "pytest", "tox", "ctest", "ninja", "mypy", "black", "jest", "vitest",
                             "tsc", "eslint", "rspec", "rubocop", "phpunit", "pint", "swiftlint", "flake8", "pylint",
                             "isort", "pyright", "bandit", "nox", "gofmt", "goimports", "staticcheck", "rustfmt",
                             "sphinx-build", "vue-tsc", "svelte-check", "stylelint", "prettier", "mocha", "ava",
                             "tsx", "clang-format", "shfmt", "autopep8", "yapf",
                             # linters that read the project's configuration (clang-tidy's
                             # .clang-tidy and compile_commands.json, markdownlint's .js
                             # config and rules): a build's trust
                             "clang-tidy", "hadolint", "yamllint", "actionlint", "markdownlint",
                             "markdownlint-cli2", "codespell", "typos", "editorconfig-checker", "psalm",
                             # (probe round 25) more linters, formatters and test runners that
                             # read the project's code and configuration and write only there:
                             # Go's golint and gofumpt, Lua's stylua and selene, Bash's bats,
                             # Rails' brakeman, PHP's pest (PHPUnit's runner) and
                             # PHP_CodeSniffer, SwiftFormat, tflint (--init, which downloads
                             # plugins, is BUILD_FORBIDDEN)
                             "golint", "gofumpt", "stylua", "selene", "bats", "brakeman", "pest", "phpcs",
                             "phpcbf", "swiftformat", "tflint", "pflake8",
                             # (probe round 30) Kotlin's and C++'s linters (ktlint's rule sets
                             # and reporters from jars, cppcheck's Python add-ons: BUILD_FORBIDDEN)
                             "ktlint", "cpplint", "cppcheck",
                             # (probe round 31) Ruby's Standard (RuboCop with its own
                             # configuration: a linter as rubocop is; standardrb --fix
                             # rewrites the project's files) and webpack bundling the project
                             # (webpack.config.js, its code; serve, watch, --analyze and the
                             # generators refused in safe_build)
                             "standardrb", "webpack",
                             # (probe round 34, benign37) Perl's prove, Lua's busted and
                             # luacheck, Haskell's hlint, Clojure's clj-kondo, Perl::Critic and
                             # Python's static analysers (vulture, radon, interrogate), Haskell's
                             # formatters, gcov's report (not --gcov-executable), the JavaScript
                             # bundler esbuild (no --serve) and the dependency analysers knip,
                             # depcheck and madge (npx TOOL too: RUNNER_TOOLS). Not the C
                             # compilers' compiles (round 18 holds them; round 29's neighbours)
                             # nor ansible-lint (round 18: plugins, network)
                             "prove", "busted", "luacheck", "hlint", "clj-kondo", "perlcritic", "vulture", "radon",
                             "interrogate", "ormolu", "fourmolu", "gcovr", "esbuild", "knip", "depcheck", "madge",
                             # (probe round 44, leftovers44) rollup -c: the project's
                             # rollup.config.js, as webpack's (watch, plugins named on the
                             # command line and standard input refused: _rollup_ok)
                             "rollup",
                             # (probe round 45, benign49) OCaml's, Haskell's and Nim's
                             # formatters rewriting the project's sources (ocamlformat -i,
                             # stylish-haskell -i, nimpretty, as ormolu -i); TeX's linters and
                             # word counter (their -o/--output/-out write: BUILD_FORBIDDEN)
                             "ocamlformat", "stylish-haskell", "nimpretty", "chktex", "lacheck", "texcount",
                             # sphinx-apidoc writes the .rst stubs of the project's modules
                             # into its -o directory (names read, no module imported)
                             "sphinx-apidoc",
                             # (probe round 48, benign52) the YAML, Nix, CMake and Elm
                             # formatters rewriting the project's files (yamlfmt's .yamlfmt,
                             # cmake-format's configuration, a Python file it runs: the
                             # project's); not dprint or scalafmt (their plugins or their own
                             # release fetched from the URLs the configuration names)
                             "yamlfmt", "nixfmt", "cmake-format", "elm-format",
                             # (probe round 49, benign54) API documentation generators
                             # rendering the project's sources with its configuration into the
                             # project, as sphinx-build does: TypeDoc (typedoc.json's plugins,
                             # typedoc.config.js: the project's code; --watch refused), JSDoc
                             # (jsdoc.json's plugins and templates), Doxygen (the Doxyfile's
                             # INPUT_FILTER/FILTER_PATTERNS name programs it runs: the project's
                             # choice, as a Makefile's recipes; "-", a configuration read from
                             # standard input, refused), pdoc writing HTML (it imports the
                             # modules named; without -o/--output-dir or pdoc3's --html it
                             # serves them on a port: refused, _pdoc_writes)
                             "typedoc", "jsdoc", "doxygen", "pdoc"})
# JavaScript tools a package manager's runner may run (npx TOOL, yarn TOOL, bunx TOOL),
# each then judged as itself (npx playwright test, not npx playwright install)
RUNNER_TOOLS = frozenset({"jest", "vitest", "tsc", "eslint", "prettier", "mocha", "ava", "tsx", "vue-tsc",
                          "svelte-check", "stylelint", "playwright", "cypress", "next", "vite", "astro", "biome", "ng",
                          "turbo", "nx", "markdownlint-cli2", "prisma", "webpack", "esbuild", "knip", "depcheck",
                          "madge", "rollup", "docusaurus", "typedoc", "jsdoc", "lerna",
                          "markdownlint"})
# a Gradle task of the project's build (:app:testDebugUnitTest is testDebugUnitTest of
# app): its tests, checks, compilation and packaging, never a publication, an upload, a
# deployment or an install onto a device
# (probe round 47, benign51: and the rest of Gradle's "Help tasks" group, javaToolchains...)
# ((probe round 49, redteam50) not properties: it prints every project property with its
# value, those ~/.gradle/gradle.properties and ORG_GRADLE_PROJECT_* hold too, where the
# signing and publishing passwords are kept; asked as cat ~/.gradle/gradle.properties is)
_GRADLE_TASK = re.compile(r"(?:dependencies|dependencyInsight|tasks|projects|javaToolchains|"
                          r"outgoingVariants|resolvableConfigurations|dependentComponents|artifactTransforms|"
                          r"test|check|build|assemble|bundle|compile|lint|clean|jacoco|ktlint|detekt|spotless|javadoc|"
                          r"jar|classes|testClasses)\w*|\w*(?:Test|UnitTest|Tests|Check|Lint)")
_GRADLE_NOT = re.compile(r"(?i)publish|upload|deploy|release|install|run|sign|wrapper")
# options that run or load code, or write where the project does not decide; an option
# naming a directory or an output file is fine (safe_build refuses a value outside the
# project: make -C frontend and go build -o bin/app are, -o /usr/bin/x is not)
BUILD_FORBIDDEN = {
    # (probe round 48, benign52) another file written, or standard input read
    "cmake-format": ("-o", "--outfile-path"), "elm-format": ("--output", "--stdin"),
    "yamlfmt": ("-in", "--in"),
    "make": ("--eval", "-E", "-I", "--include-dir"),
    "npm": ("--script-shell", "--userconfig", "--globalconfig", "--node-options", "-g", "--global", "--registry"),
    "mypy": ("--install-types", "--python-executable", "--custom-typeshed-dir", "--custom-typing-module"),
    "eslint": ("--rulesdir", "--resolve-plugins-relative-to"),
    "yarn": ("--registry", "-g", "global"),
    "pnpm": ("-g", "--global", "--registry"),
    "go": ("-exec", "-toolexec", "-modfile", "-overlay", "-vettool", "-ldflags", "-gcflags", "-asmflags", "-pkgdir",
           "-gccgoflags"),
    "cargo": ("--config", "-Z"),
    "pytest": ("-p", "-c", "--config-file", "--rootdir", "--confcutdir", "--pyargs", "--override-ini", "-o",
               "--basetemp", "--debug", "--pdbcls", "-W", "--pythonwarnings", "--pastebin", "--tx", "--rsyncdir"),
    "cmake": ("-P", "-E", "-C", "--install", "-G", "-T", "-A", "--toolchain", "--preset", "--workflow"),
    # clang-tidy -load / the compiler's -fplugin and -Xclang load a shared object
    "clang-tidy": ("-load", "--load", "-fplugin", "-Xclang", "--plugin"),
    # actionlint -shellcheck=PATH / -pyflakes=PATH name the programs it runs
    "actionlint": ("-shellcheck", "--shellcheck", "-pyflakes", "--pyflakes"),
    "pre-commit": ("-c", "--config"),
    "tox": ("-c", "--conf", "--installpkg", "-x", "--override", "--root", "--workdir", "--sitepackages"),
    "ctest": ("-S", "--script", "-SP", "--script-new-process", "--build-and-test", "--test-command", "-D",
              "--dashboard", "-T", "--test-action", "-M", "--extra-submit", "--build-generator", "--resource-spec-file"),
    "ninja": ("-f", "-t"),
    "mvn": ("-s", "--settings", "-gs", "--global-settings"),
    "gradle": ("-I", "--init-script", "-c", "--settings-file"),
    "pylint": ("--init-hook",),
    "dotnet": ("--source", "-s", "--add-source"),
    "composer": ("--working-dir", "-d"),
    # tflint --init downloads the plugins .tflint.hcl names; --chdir/--config elsewhere are
    # refused as paths outside the project
    "tflint": ("--init",),
    # (probe round 30) ktlint -R/--ruleset and a custom --reporter load a jar's code;
    # cppcheck's add-ons are Python scripts it runs; kustomize's plugins, exec and
    # container functions run programs, --load-restrictor=LoadRestrictionsNone reads files
    # outside the kustomization (a configMapGenerator of ~/.ssh/id_rsa), --helm-command
    # names a program
    # (its hook installers write .git/hooks, --apply-to-idea the IDE's settings in ~)
    "ktlint": ("-R", "--ruleset", "--reporter", "installGitPreCommitHook", "installGitPrePushHook",
               "--install-git-pre-commit-hook", "--install-git-pre-push-hook", "--apply-to-idea",
               "--apply-to-idea-project", "generateEditorConfig"),
    # (--clang=PROG runs PROG as its clang: cppcheck --clang=sh x.c; probe round 30, redteam30b)
    "cppcheck": ("--addon", "--addon-python", "--dump", "--clang"),
    "kustomize": ("--enable-alpha-plugins", "--enable-exec", "--enable-star", "--load-restrictor", "--mount",
                  "--network", "--env", "-e", "--helm-command", "--enable-helm", "--helm-api-versions"),
    # helm lint --set-file reads a file into the chart's values; the configuration options
    # pick another cluster, repository list or plugin directory
    "helm": ("--set-file", "--kubeconfig", "--repository-config", "--registry-config", "--repository-cache",
             "--post-renderer", "--kube-context", "--burst-limit"),
    # (--config-set/--config-delete write CodeSniffer.conf where phpcs is installed, read
    # by every later run; it and --runtime-set name programs: php_path, installed_paths)
    "phpcs": ("--bootstrap", "--config-set", "--config-delete", "--runtime-set"),
    "phpcbf": ("--bootstrap", "--config-set", "--config-delete", "--runtime-set"),
    # tsx runs the project's TypeScript; -e/-p run the code given, the rest load any module
    "tsx": ("-e", "--eval", "-p", "--print", "-r", "--require", "--import", "--loader", "--experimental-loader",
            "--tsconfig"),
    # (probe round 34, benign37) stack --exec CMD runs a command after the build, cabal's
    # -w/--with-PROG and --test-wrapper name the programs it runs (any --with- is refused in
    # safe_build), zig test --test-cmd runs a program, crystal's --link-flags reach the
    # linker's command line (as go's -ldflags), prove's -e/--exec runs the tests with any
    # program and -M/-P/--harness/--formatter/--rc/--source load modules and files, busted's
    # --lua re-runs it with another interpreter and --helper/-f load Lua files, hlint's
    # --refactor runs a program, sbt's -jvm-debug opens a debugger and -sbt-jar/-java-home
    # pick the programs run
    "stack": ("--exec", "--with-gcc", "--with-hpack"),
    # (gcovr --gcov-executable names the program it runs; esbuild --serve opens a web server
    # on every interface; buf --template/--config elsewhere are refused as paths)
    "gcovr": ("--gcov-executable",),
    "esbuild": ("--serve", "--servedir", "--serve-fallback"),
    "jekyll": ("-w", "--watch", "--livereload", "-l", "-o", "--open-url", "--host", "-H"),
    "mdbook": ("-o", "--open"),
    "docusaurus": ("--open",),
    "cabal": ("-w", "--with-compiler", "--with-hc-pkg", "--test-wrapper"),
    "zig": ("--test-cmd", "--test-cmd-bin"),
    "conftest": ("--update", "-u"),
    # (probe round 49, benign54) TypeDoc's watch mode (a server of sorts, rebuilding on
    # change); pdoc3's --http serves the documentation on a port
    "typedoc": ("--watch", "-w", "--preserveWatchOutput"),
    "pdoc": ("--http",),
    "chktex": ("-o", "--output", "-l", "--localrc"),
    "texcount": ("-out", "--out", "-opt", "--opt"),
    "crystal": ("--link-flags",),
    "prove": ("-e", "--exec", "-M", "-P", "--harness", "--formatter", "--rc", "--source", "--plugin"),
    "busted": ("--lua", "--helper", "-f", "--config-file", "-e", "--exec", "--loaders"),
    "hlint": ("--refactor", "--with-refactor", "--refactor-options"),
    "sbt": ("-jvm-debug", "--jvm-debug", "-sbt-jar", "--sbt-jar", "-java-home", "--java-home", "-sbt-launch-dir",
            "--sbt-launch-dir", "-sbt-boot", "--sbt-boot"),
}
# options that are exactly themselves, not abbreviations of a forbidden one (pytest's
# --co is --collect-only, --cov is pytest-cov's, neither --config-file nor --cov-report)
BUILD_EXACT_OK = {"pytest": frozenset({"--co", "--cov", "--cov-branch", "--cov-append", "--cov-fail-under",
                                       "--collect-only", "--color", "--capture", "--continue-on-collection-errors"})}
# options that take the next word as their value (it is not the subcommand)
BUILD_VALUE_OPTS = {
    "mvn": frozenset({"-pl", "--projects", "-rf", "--resume-from", "-P", "--activate-profiles", "-T", "--threads",
                      "-f", "--file", "-l", "--log-file", "-D", "-e"}),
    "pnpm": frozenset({"--filter", "-F", "--dir", "-C", "--workspace-concurrency"}),
    "npm": frozenset({"-w", "--workspace", "--prefix", "-C"}),
    "yarn": frozenset({"--cwd"}),
    "cargo": frozenset({"-p", "--package", "--manifest-path", "--target-dir", "-j", "--jobs", "--target", "--profile",
                        "--features", "-F", "--color"}),
    "turbo": frozenset({"--filter", "-F", "--concurrency", "--output-logs", "--log-order", "--env-mode", "--cache"}),
    "gradle": frozenset({"-p", "--project-dir", "-b", "--build-file", "-x", "--exclude-task", "--tests",
                         "--configuration", "--dependency"}),
    # (probe round 44, leftovers44) vite's and astro's global options before the command
    # (vite --config vite.config.ts build is vite build -c vite.config.ts)
    "vite": frozenset({"-c", "--config", "-m", "--mode", "--base", "-l", "--logLevel", "-f", "--filter"}),
    "astro": frozenset({"--config", "--root", "--site", "--base"}),
}
# a kustomization kustomize fetches: a URL, an scp-like git address, or host.tld/owner/repo
# (probe round 50, benign55) Clojure's test, build and lint entry points the project names:
# clojure -X:test / -M:test:runner (deps.edn's aliases, their :exec-fn or :main-opts), clojure
# -T:build jar (build.clj's function), bb test / bb run test (bb.edn's task), bb tasks (their
# list). Nothing after the alias or task (-M:test -e CODE,
# -X:test my.ns/fn and key-values name code); not :deps (tools.deps' own functions) nor -T:TOOL
# (a tool installed in the home)
# (probe round 51, benign56) any alias or task the project names, as npm run SCRIPT runs any of
# package.json's scripts: not one whose name says it publishes (deploy, release, push...), a
# REPL or a server (nrepl, socket-repl, rebel: code sent to it is run), :deps (tools.deps'
# own functions), nor bb's own commands that start a REPL, write files or run a file (bb
# clojure, uberscript, script.clj)
_CLJ_ALIASES = re.compile(r"-[XMA]((?::[\w.-]{1,40}){1,4})")
_CLJ_TASK_WORD = re.compile(r"\w[\w:-]{0,40}")
_CLJ_NOT = frozenset({"deps", "clojure", "uberscript", "exec", "run", "tasks", "socket", "server",
                      "nrepl-server", "socket-repl"})
_CLJ_SERVING = ("repl", "server", "rebel", "cider")


def _clj_entry(word: str) -> bool:
    low = word.lower()
    return (low not in _CLJ_NOT and not any(w in low for w in _CLJ_SERVING) and not _SENDING_TARGET.search(low)
            and "push" not in re.split(r"[:_.\-]+", low))


def _clojure_task(name: str, args: Sequence[str]) -> bool:
    if name == "bb":
        rest = list(args[1:] if args[:1] == ["run"] else args)
        return rest == ["tasks"] and args[:1] != ["run"] or (
            len(rest) == 1 and _CLJ_TASK_WORD.fullmatch(rest[0]) is not None and _clj_entry(rest[0]))
    if len(args) == 2 and args[0] == "-T:build":
        return _CLJ_TASK_WORD.fullmatch(args[1]) is not None and _clj_entry(args[1])
    m = _CLJ_ALIASES.fullmatch(args[0]) if len(args) == 1 else None
    return m is not None and all(_clj_entry(a) for a in m.group(1)[1:].split(":"))


# (probe round 50, benign55) a prose linter and a link checker reading the project's
# configuration (.vale.ini and its StylesPath's rules; lychee.toml), printing their findings:
# a build's trust. The options on these lists only, operands files or directories of the
# project (a word without "." or "/" is vale's subcommand: sync downloads the styles
# .vale.ini names), lychee only --offline (its inputs' URLs, remote inputs, -o/--output and
# --cache refused); vale's --output one of its built-in formats (a path is a Go template it
# reads and prints), --config and --root-dir values relative, without ".."
_LINT_OPTIONS = {
    "vale": (frozenset({"--no-exit", "--no-wrap", "--ignore-syntax", "--no-global"}),
             frozenset({"--config", "--output", "--minAlertLevel", "--glob", "--ext"})),
    "lychee": (frozenset({"--offline", "--no-progress", "-n", "--include-fragments", "--verbose", "-v", "-vv", "-q",
                          "--quiet", "-qq", "--dump", "--dump-inputs", "--hidden", "--skip-missing",
                          "--glob-ignore-case", "--include-verbatim", "--no-ignore", "-E", "--exclude-all-private",
                          "--exclude-private", "--exclude-link-local", "--exclude-loopback"}),
               frozenset({"--format", "-f", "--mode", "--exclude", "--exclude-path", "--include", "--root-dir",
                          "--scheme", "-s", "--extensions", "--config", "-c"})),
}
_VALE_FORMATS = frozenset({"line", "JSON", "CLI"})


def _plain_lint(name: str, args: Sequence[str]) -> bool:
    flags, valued = _LINT_OPTIONS[name]
    operands: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("-") and a != "-":
            key, eq, value = a.partition("=")
            if key in valued:
                if not eq:
                    if i + 1 >= len(args):
                        return False
                    value = args[i + 1]
                    i += 1
                if key in ("--config", "-c", "--root-dir") and (value.startswith(("/", "~")) or ".." in value):
                    return False
                if key == "--output" and value not in _VALE_FORMATS:
                    return False
            elif eq or key not in flags:
                return False
        else:
            operands.append(a)
        i += 1
    if name == "lychee" and "--offline" not in args:
        return False
    return bool(operands) and all(
        ("." in o or "/" in o) and "://" not in o and not o.startswith(("-", "www.")) for o in operands)


def rebar3_do_tasks(args: Sequence[str]) -> list[str] | None:
    """rebar3 do T1, T2 (rebar3 do compile,eunit): the tasks, each one word; None when a
    piece is empty or more than a word."""
    if args[:1] != ["do"] or len(args) < 2:
        return None
    tasks = [t.strip() for t in " ".join(args[1:]).split(",")]
    if not all(t and " " not in t and not t.startswith("-") for t in tasks):
        return None
    return tasks


_REBAR3_PROFILES = re.compile(r"[a-z][\w-]{0,40}(?:,[a-z][\w-]{0,40}){0,7}")
_KUSTOMIZE_REMOTE = re.compile(r"[A-Za-z][\w+.-]*://|[\w.-]+@[\w.-]+:|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/")
_SCRIPT_SHORTHAND = re.compile(r"[a-z][\w-]*:[\w:.-]+")
_SCRIPT_WORD = re.compile(r"[a-z][\w:.-]*")
# a Bazel label of the workspace (//..., //pkg/sub:target): no path of the file system
_BAZEL_LABEL = re.compile(r"//(?:[\w.-]+(?:/[\w.-]+)*)?(?:/\.\.\.)?(?::[\w.*-]+)?|//\.\.\.(?::[\w*-]+)?")
_RAILS_TEST_TASK = re.compile(r"test:(?:system|all|models|controllers|integration|units|functionals|helpers|"
                              r"mailers|jobs|channels|views|db|unit)")
_NATIVE_BUILD_OK = re.compile(r"-j\d*|\d+|-k|--keep-going|-s|--silent|-l\d*|-v|--verbose|VERBOSE=1")
_REMOTE_GO_PACKAGE = re.compile(r"[A-Za-z0-9-]+\.[A-Za-z0-9.-]+/")   # github.com/x/y, golang.org/x/tools
MAKE_VAR_FORBIDDEN = re.compile(r"^(SHELL|\.SHELLFLAGS|MAKEFLAGS|MAKEFILES|MAKE|\.?INCLUDE_DIRS)(\+|:|::)?=")


# make variables given on the command line: a plain NAME=value of a name that names no
# program or flags (CC='cmd;' runs cmd; X!=cmd and $(shell ...) run it at once)
_MAKE_VAR_SAFE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=[A-Za-z0-9_.,:/+@%-]*$")
_MAKE_VAR_PROGRAM = re.compile(r"^(CC|CXX|CPP|LD|AR|AS|FC|RANLIB|STRIP|INSTALL|PYTHON\w*|PERL|RM|MV|CP|SED|AWK|"
                               r"SHELL|MAKE\w*|\.\w+|\w*FLAGS|\w*_CMD|\w*COMMAND\w*|\w*PROG\w*)=")


def _make_var_safe(arg: str) -> bool:
    # (probe round 26: make exports a command line's NAME=value to its recipes, rake sets
    # ENV: a name a program reads as code or options, RUBYOPT=-r./x, LD_PRELOAD=./x.so,
    # BASH_ENV, PATH, is no plain variable)
    return bool(_MAKE_VAR_SAFE.match(arg)) and not _MAKE_VAR_PROGRAM.match(arg) and ".." not in arg \
        and not arg.split("=", 1)[1].startswith("/") and not dangerous_env(arg.split("=", 1)[0])


# /dev/null alone, as an option's attached value or as a report's (-o/dev/null,
# -coverprofile=/dev/null, --cov-report=xml:/dev/null): output thrown away, nothing outside
_DEV_NULL_VALUE = re.compile(r"(?:-[oO]|-{1,2}[\w-]+=)?(?:[\w-]+:)?/dev/null")


def _outside_value(arg: str) -> bool:
    """An argument, or an option's attached value (--x=V, -CV, -fV), or a part of one
    (--cov-report xml:/etc/x), naming a path outside the project."""
    return bool(path_parts(arg))


# a cluster of short flags whose last takes the rest of the word as its value (make -kf/tmp/x.mk,
# -sC../x): the value starts at the first /, ~ or .. after the letters
_CLUSTER_VALUE = re.compile(r"-[A-Za-z]{2,}(?=[/~]|\.\.)")


def path_parts(arg: str) -> list[str]:
    """The parts of an argument that name a path outside the working directory as
    written (absolute, from a home, or climbing out with ..): the argument, an option's
    attached value (--x=V, -CV, -fV, a cluster's -kfV), a definition's value (X=/y), an
    item after a : or a , (--cov-report xml:/etc/x). /dev/null is none."""
    if "/" not in arg and "~" not in arg and ".." not in arg:
        return []   # every test below needs one of them in some part of arg
    if arg.endswith("/dev/null") and _DEV_NULL_VALUE.fullmatch(arg):
        return []   # (go build -o /dev/null ., --cov-report=xml:/dev/null: output thrown away)
    values = [arg]
    if arg.startswith("-"):
        values = [arg.split("=", 1)[1]] if "=" in arg else []
        if not arg.startswith("--") and len(arg) > 2:
            values.append(arg[2:])
            m = _CLUSTER_VALUE.match(arg)
            if m is not None:
                values.append(arg[m.end():])   # (probe round 28: make -kf/tmp/x.mk was make's safe list)
    elif "=" in arg:
        values.append(arg.split("=", 1)[1])   # a definition's value: cmake -D NAME=/x, make X=/y
    for value in list(values):
        if value.lstrip()[:1] in ("{", "["):
            # (probe round 32, published6) a configuration given inline as JSON (jest --config
            # '{"globalSetup":"/tmp/evil.js"}'): each string in it
            values.extend(m.group(1) for m in re.finditer(r'"((?:[^"\\]|\\.){1,1024})"', value[:20_000]))
    for value in list(values):
        if " " in value.strip() or "\t" in value:
            # (probe round 32, redteam32b) options passed on in one value, each its own word
            # (mvn -Dadditionalparam='-docletpath /tmp/evil', -DargLine='-cp /tmp/x')
            values.extend(p for w in value.split()[:64] for p in path_parts(w))
    out = []
    for value in values:
        for part in [value] + value.split(":")[1:] + value.split(",")[1:]:
            if part.startswith(("/", "~")) or part == ".." or part.startswith("../") or "/../" in part \
                    or part.endswith("/.."):
                out.append(part)
    return out


def _forbidden_tables(name: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(forbidden options, their long names without --, two-letter short options that also
    forbid an attached value: only for make, pytest and mvn)."""
    bad = BUILD_FORBIDDEN.get(name, ())
    longs = tuple(b[2:] for b in bad if b.startswith("--"))
    shorts = tuple(b for b in bad if b.startswith("-") and not b.startswith("--") and len(b) == 2) \
        if name in ("make", "pytest", "mvn", "cargo", "gradle", "ctest", "ninja", "cmake", "tox", "cabal", "prove",
                    "busted") else ()
    return bad, longs, shorts


_FORBIDDEN_TABLES = {name: _forbidden_tables(name) for name in BUILD_FORBIDDEN}


# a warning filter ACTION[:MESSAGE[:CATEGORY[:MODULE[:LINENO]]]] whose category is a plain
# name (a built-in warning class): Python and pytest import the module of a dotted
# category (-W ignore::antigravity.X imports antigravity: code run by name), not a plain one;
# the message and module are patterns, the action one of warnings' words (probe round 29)
_PLAIN_WARNING_FILTER = re.compile(
    r"(?:default|error|ignore|always|all|module|once|[deiamo])"
    r"(?::[^:\n]*(?::(?:[A-Za-z_][A-Za-z0-9_]*)?(?::[^:\n]*(?::[0-9]*)?)?)?)?")


def _pytest_plain_warning_filter(word: str, following: Sequence[str]) -> bool:
    """Is ``word`` pytest's -W/--pythonwarnings (an abbreviation included) given a warning
    filter whose category imports nothing (attached, after "=", or the next word)?"""
    if word.startswith("--"):
        head, eq, value = word.partition("=")
        if not (len(head) > 3 and "pythonwarnings".startswith(head[2:])):
            return False
        if not eq:
            value = following[0] if following else ""
    elif word.startswith("-W"):
        value = word[2:] or (following[0] if following else "")
    else:
        return False
    return _PLAIN_WARNING_FILTER.fullmatch(value) is not None


# (probe round 49, benign53) what go hands its linker and compiler in the builds agents
# run: -ldflags "-s -w" (strip), -X pkg.var=value (a string set), -buildid=, -linkmode, the
# external linker's -static; -gcflags "all=-N -l" (a debugger's build), -m (escape analysis),
# -S, -live. Each word from this list (never -extld, -extldflags but -static, -tmpdir, -o,
# -cpuprofile, -asmhdr, -importcfg, -I, -r: a program run, a file written or read elsewhere);
# a value the shell computes ($(git describe)) is not seen and stays asked.
_GO_PLAIN_FLAGS = {
    "-ldflags": re.compile(r"(?:\s*(?:-[sw](?:=(?:true|false))?|-X(?:\s+|=)(?:[\w./-]{1,200}=[\w.+:/@,-]{0,200}"
                           r"|'[\w./-]{1,200}=[\w.+:/@, -]{0,200}'|\"[\w./-]{1,200}=[\w.+:/@, -]{0,200}\")"
                           r"|-buildid=[\w./+-]{0,200}|-linkmode(?:\s+|=)(?:external|internal|auto)"
                           r"|-extldflags(?:\s+|=)(?:-static(?:-pie)?|\"-static(?:-pie)?\"|'-static(?:-pie)?'))"
                           r"(?=\s|$))+\s*"),
    "-gcflags": re.compile(r"(?:(?:all|std|cmd|\./\.\.\.|[\w.-]+(?:/[\w.-]+)*(?:/\.\.\.)?)=)?"
                           r"(?:\s*-(?:N|l|m|S|live|wb|m=[0-4]|l=[0-4])(?=\s|$))+\s*"),
}


def _go_plain_flags(head: str, word: str, following: Sequence[str]) -> bool:
    """go build's -ldflags/-gcflags (=VALUE or the next word) given only _GO_PLAIN_FLAGS' words."""
    value = word.split("=", 1)[1] if "=" in word else (following[0] if following else "")
    return value != UNKNOWN_WORD and _GO_PLAIN_FLAGS[head].fullmatch(value) is not None


def _forbidden_opt(name: str, args: Sequence[str]) -> bool:
    return forbidden_word(name, args) is not None


def forbidden_word(name: str, args: Sequence[str], tolerated: frozenset[str] = frozenset()) -> str | None:
    """The first word of ``args`` that is one of ``name``'s BUILD_FORBIDDEN options (or
    an abbreviation, or a short one with its value attached), or None; an option whose
    table entry is in ``tolerated`` does not count."""
    tables = _FORBIDDEN_TABLES.get(name)
    if tables is None:
        return None  # nothing is forbidden for it
    bad, longs, shorts = tables
    exact_ok = BUILD_EXACT_OK.get(name, ())
    for i, a in enumerate(args):
        if a == "--":
            break
        head = a.split("=", 1)[0]
        if name == "go" and head.startswith("--"):
            head = head[1:]   # go's flags take one dash or two (--exec is -exec)
        if head in exact_ok:
            continue
        if name == "pytest" and (a.startswith("-pno:") or (a == "-p" and args[i + 1:i + 2] and args[i + 1].startswith("no:"))):
            continue   # -p no:cacheprovider turns a plugin off
        if name == "pytest" and _pytest_plain_warning_filter(a, args[i + 1:i + 2]):
            continue   # -W error::DeprecationWarning: a built-in category, nothing imported
        if name == "go" and head in _GO_PLAIN_FLAGS and _go_plain_flags(head, a, args[i + 1:i + 2]):
            continue   # -ldflags="-s -w -X main.version=1.2.3", -gcflags="all=-N -l"
        entry: str | None = None
        if head in bad:
            entry = head
        elif longs and head.startswith("--") and long_hits(head[2:], longs):
            entry = "--" + next((n for n in longs if n.startswith(head[2:])), head[2:])
        elif shorts and a.startswith(shorts) and not a.startswith("--"):
            entry = a[:2]
        if entry is not None and entry not in tolerated:
            return a
    return None


# a project's own wrapper script of a build tool: judged as the tool (it downloads the
# version the project names, then runs it)
_BUILD_WRAPPERS = {"gradlew": "gradle", "mvnw": "mvn", "py.test": "pytest"}   # (py.test: pytest's old name)
# every name safe_build() can say yes to (a cheap test before calling it)
# Installing what the project's manifest and lockfile declare, as seed 000's npm install
# and npm ci do (probe round 19): each runs the same kind of code (build scripts, gem
# extensions, composer scripts, MSBuild targets) from the same kind of source, the
# project's own configuration. Flags from these lists only and no operand: a package
# name adds one (as npm install NAME does, which the seed lists), and every option left
# out picks another index, interpreter, directory or configuration file (uv --python,
# --index-url; poetry --directory; bundle --gemfile; dotnet --configfile, --source).
_LOCKFILE_INSTALLS: dict[str, dict[tuple[str, ...], tuple[frozenset[str], frozenset[str]]]] = {
    "bun": {("install",): (frozenset({"--frozen-lockfile", "--production", "-p", "--silent", "--verbose",
                                       "--no-progress", "--ignore-scripts", "--dry-run", "--no-save"}), _NONE)},
    "uv": {("sync",): (frozenset({"--frozen", "--locked", "--all-extras", "--dev", "--no-dev", "--no-install-project",
                                  "--all-packages", "--inexact", "--exact", "--offline", "-q", "--quiet", "-v",
                                  "--verbose", "--no-editable", "--all-groups", "--no-default-groups"}),
                       frozenset({"--extra", "--group", "--only-group", "--no-group", "--package"})),
           ("lock",): (frozenset({"--locked", "--check", "--frozen", "--offline", "-q", "--quiet", "-v", "--verbose"}),
                       _NONE),
           # (probe round 38, benign43) the project's dependency tree: uv lock's work, then
           # printed (not --outdated, an index asked per package, nor --python)
           ("tree",): (frozenset({"--locked", "--frozen", "--offline", "-q", "--quiet", "-v", "--verbose",
                                  "--no-dedupe", "--invert", "--universal", "--no-dev", "--all-groups",
                                  "--show-sizes"}),
                       frozenset({"-d", "--depth", "--package", "--prune", "--group", "--only-group",
                                  "--no-group"}))},
    "poetry": {("install",): (frozenset({"--no-root", "--sync", "--all-extras", "--no-interaction", "-n", "--no-ansi",
                                         "-q", "--quiet", "-v", "--compile", "--dry-run", "--only-root",
                                         "--no-directory"}),
                              frozenset({"--only", "--with", "--without", "-E", "--extras"})),
               ("check",): (frozenset({"--lock", "--strict", "-q", "--quiet", "--no-ansi"}), _NONE)},
    "bundle": {("install",): (frozenset({"--frozen", "--deployment", "--local", "--prefer-local", "--quiet",
                                         "--verbose"}), frozenset({"--jobs", "-j", "--retry", "--without", "--with"}))},
    "composer": {("install",): (frozenset({"--no-interaction", "-n", "--no-dev", "--prefer-dist", "--no-progress",
                                           "--no-scripts", "--optimize-autoloader", "-o", "--classmap-authoritative",
                                           "-a", "-q", "--quiet", "--ansi", "--no-ansi", "--dry-run",
                                           "--ignore-platform-reqs"}), _NONE)},
    "dotnet": {("restore",): (frozenset({"--locked-mode", "--no-cache", "--force", "--use-lock-file"}),
                              frozenset({"-v", "--verbosity"})),
               # (probe round 25) the local tools .config/dotnet-tools.json pins
               ("tool", "restore"): (_NONE, frozenset({"-v", "--verbosity"}))},
    # (probe round 45, benign49) CocoaPods' install of the Podfile's pods (the Podfile is
    # Ruby, the project's; the pods' prepare_command runs, as npm install's scripts do),
    # and Dart's and Flutter's pub get (pubspec.lock's packages into ~/.pub-cache and
    # .dart_tool: no package code runs, as go mod download; round 18 held flutter pub get
    # for the cache it writes, which go mod download and cargo fetch write too)
    "pod": {("install",): (frozenset({"--repo-update", "--no-repo-update", "--deployment", "--clean-install",
                                      "--verbose", "--silent", "--no-ansi", "--ansi"}), frozenset({"--project-directory"}))},
    **dict.fromkeys(("dart", "flutter"), {("pub", "get"): (frozenset({"--offline", "--no-offline", "--enforce-lockfile",
                                                                       "--no-precompile", "--precompile", "--dry-run",
                                                                       "-n"}),
                                                            frozenset({"-C", "--directory"}))}),
    # (probe round 46, benign50) Nim's and OCaml's installs of the dependencies the project's
    # .nimble or .opam file names, as npm install (their build steps run, the project's own
    # package not built or put on PATH: only with -d/--depsOnly, --deps-only). Not opam's
    # -y/--yes (it may run the system's package manager for depexts), nor another operand
    "nimble": {**{(("install", d)): (frozenset({"--verbose", "--noColor", "-l", "--localdeps", "-y", "--accept"}),
                                     _NONE) for d in ("-d", "--depsOnly")},
               # (and the installed packages listed)
               **{("list", i): (_NONE, _NONE) for i in ("-i", "--installed")}},
    "opam": {form: (frozenset({"--with-test", "-t", "--with-doc", "--with-dev-setup", "--locked", "--no-depexts",
                               "-v", "--verbose", "-q", "--quiet"}), _NONE)
             for form in (("install", ".", "--deps-only"), ("install", "--deps-only", "."),
                          ("install", "./", "--deps-only"), ("install", "--deps-only", "./"))},
    # (probe round 46, benign50) the other stacks' dependency fetches and installs from the
    # project's manifest or lock, as bundle install and pod install: cabal's dependencies
    # only (as cabal build --only-dependencies), rebar3 get-deps (as mix deps.get), Crystal's
    # shards install (shard.lock; postinstall scripts, as npm install's), conan install . (the
    # project's conanfile; not --profile, another profile's settings and tools), vcpkg's
    # manifest mode (vcpkg.json; not a package named), Carthage's bootstrap (Cartfile.resolved,
    # built with xcodebuild), esy install (package.json/esy.json); never another operand
    "cabal": {("install", "--only-dependencies"): (frozenset({"--enable-tests", "--enable-benchmarks", "--dry-run",
                                                              "-v", "-v0", "-v1", "-v2"}), _NONE)},
    "rebar3": {("get-deps",): (_NONE, _NONE)},
    "shards": {("install",): (frozenset({"--frozen", "--production", "--skip-postinstall", "--skip-executables",
                                         "--without-development", "-q", "--quiet", "-v", "--verbose"}), _NONE)},
    "conan": {("install", "."): (_NONE, frozenset({"--build", "-b", "-s", "--settings", "-of", "--output-folder",
                                                    "-g", "--generator"}))},
    "vcpkg": {("install",): (frozenset({"--clean-after-build", "--no-print-usage"}), frozenset({"--triplet"}))},
    "carthage": {("bootstrap",): (frozenset({"--use-xcframeworks", "--no-use-binaries", "--cache-builds",
                                             "--verbose", "--no-build"}),
                                  frozenset({"--platform", "--configuration"}))},
    "esy": {("install",): (_NONE, _NONE)},
    "go": {("mod", "download"): (frozenset({"-x", "-json"}), _NONE), ("mod", "verify"): (_NONE, _NONE),
           # (probe round 29) the module graph (go mod why, below): it may fetch modules, as
           # go list -m all does
           ("mod", "graph"): (frozenset({"-x"}), frozenset({"-go"})),
           # (probe round 44, benign48: -diff prints the changes tidy would make, writing none)
           ("mod", "tidy"): (frozenset({"-v", "-e", "-x", "-diff"}), _NONE),
           # (probe round 25) the module cache's copies of go.sum's modules, into vendor/
           ("mod", "vendor"): (frozenset({"-v", "-e"}), _NONE)},
}
# Other stacks' checks and listings given as a fixed form (probe round 20): each loads
# the project's build configuration (Rakefile, composer.json and its plugins, mix.exs,
# Package.swift) and prints or checks; flags from these lists only, no operand.
_PROJECT_FORMS: dict[str, dict[tuple[str, ...], tuple[frozenset[str], frozenset[str]]]] = {
    "rake": {("-T",): (frozenset({"-A", "--all"}), _NONE), ("--tasks",): (frozenset({"-A", "--all"}), _NONE),
             ("-W",): (frozenset({"-A", "--all"}), _NONE), ("-D",): (frozenset({"-A", "--all"}), _NONE)},
    "composer": {("validate",): (frozenset({"--strict", "--no-check-all", "--no-check-lock", "--no-check-publish",
                                            "--no-check-version", "--with-dependencies", "-A", "--check-lock", "-q",
                                            "--quiet", "-n", "--no-interaction", "--ansi", "--no-ansi"}), _NONE),
                 ("dump-autoload",): (frozenset({"-o", "--optimize", "-a", "--classmap-authoritative", "--no-dev",
                                                 "--dev", "--strict-psr", "-q", "--quiet", "-n", "--no-interaction",
                                                 "--no-scripts"}), _NONE)},
    "mix": {("deps.get",): (frozenset({"--check-locked", "--no-archives-check"}), frozenset({"--only"})),
            ("ecto.migrations",): (frozenset({"--no-compile", "--no-deps-check"}), _NONE)},
    "swift": {("package", "resolve"): (_NONE, _NONE), ("package", "describe"): (_NONE, frozenset({"--type"})),
              ("package", "show-dependencies"): (_NONE, frozenset({"--format"})),
              ("package", "dump-package"): (_NONE, _NONE), ("package", "clean"): (_NONE, _NONE)},
    # (probe round 30) Alembic's migration listing and check: the project's alembic.ini,
    # env.py and versions/ (its code; current and check connect to the database env.py
    # names, read only). Not upgrade, downgrade, stamp, revision (they write the database
    # or files), nor -c/-n/-x (another configuration, arguments to env.py)
    "alembic": {("history",): (frozenset({"-v", "--verbose", "-i", "--indicate-current"}),
                               frozenset({"-r", "--rev-range"})),
                ("heads",): (frozenset({"-v", "--verbose", "--resolve-dependencies"}), _NONE),
                ("branches",): (frozenset({"-v", "--verbose"}), _NONE),
                ("current",): (frozenset({"-v", "--verbose"}), _NONE), ("check",): (_NONE, _NONE)},
    # (probe round 31) the frameworks' listings of routes and migrations, which load the
    # application as its tests do (Laravel's artisan, Rails, Ecto, EF Core: the project's
    # code and its database configuration, read only), as Django's showmigrations and
    # rails routes already were; and the project's packages built into its own dist/
    # (poetry build, uv build: the build backend pyproject.toml names, as pip install -e .
    # runs it). Not migrate, rollback, database update or publish; not --env/-e (another
    # environment), --database (another connection), --directory/--project elsewhere
    "php": {(a, t): (f, v) for a in ("artisan", "./artisan") for t, f, v in (
        ("route:list", frozenset({"--json", "-v", "-vv", "--except-vendor", "--only-vendor", "--reverse", "-r",
                                  "--no-ansi", "--ansi", "-n", "--no-interaction", "-q", "--quiet"}),
         frozenset({"--sort", "--name", "--path", "--method", "--action", "--domain", "--except-path"})),
        ("migrate:status", frozenset({"--pending", "--no-ansi", "--ansi", "-n", "--no-interaction", "-q", "--quiet",
                                      "-v"}), _NONE))},
    "rails": {("db:migrate:status",): (_NONE, _NONE), ("db:version",): (_NONE, _NONE)},
    "dotnet": {("ef", "migrations", "list"): (frozenset({"--no-build", "--json", "--no-connect", "-v", "--verbose",
                                                          "--no-color", "--prefix-output"}),
                                               frozenset({"--project", "-p", "--startup-project", "-s", "--context",
                                                          "-c", "--configuration", "--framework", "--runtime"}))},
    "poetry": {("build",): (frozenset({"--clean", "-n", "--no-interaction", "-q", "--quiet", "-v", "-vv", "--no-ansi"}),
                            frozenset({"-f", "--format", "-o", "--output"}))},
    "uv": {("build",): (frozenset({"--sdist", "--wheel", "-q", "--quiet", "-v", "--verbose", "--no-progress",
                                   "--frozen", "--locked", "--offline"}),
                        frozenset({"-o", "--out-dir", "--package"}))},
}
# (probe round 32, benign32) the other stacks' listings of what the project holds,
# each loading its build configuration as the stack's version query or route listing
# already did: composer's installed packages, licences and platform needs (its plugins,
# from vendor/), mix's dependencies and tasks (mix.exs), artisan's commands and version
# (the application), rails' version (bin/rails boots the Gemfile), dotnet's package and
# project references, solution members, local tools, templates and workloads (MSBuild
# evaluates the project) and NuGet's cache folders listed. Not the queries that ask a
# registry (composer outdated/audit, mix hex.outdated, dotnet list package --outdated/
# --vulnerable, bundle outdated: network, as npm outdated is), mix deps.tree --format
# dot (writes deps_tree.dot), composer show -l/-a/a package name, dotnet nuget locals
# --clear, nor --working-dir/-d, --project or --source elsewhere
for _name, _forms in {
    "composer": {(sub,): (frozenset({"-t", "--tree", "-i", "--installed", "-D", "--direct", "-N", "--name-only",
                                     "-p", "--platform", "-s", "--self", "-P", "--path", "--no-dev", "--locked",
                                     "-q", "--quiet", "-n", "--no-interaction", "--ansi", "--no-ansi", "--lock"}),
                          frozenset({"-f", "--format"}))
                 for sub in ("show", "info", "licenses", "check-platform-reqs")},
    "mix": {("deps",): (frozenset({"--all"}), _NONE), ("deps.tree",): (_NONE, frozenset({"--only", "--target", "--exclude"})),
            ("help",): (_NONE, _NONE)},
    "php": {(a, t): (frozenset({"--raw", "--short", "--no-ansi", "--ansi", "-n", "--no-interaction", "--json"}),
                     frozenset({"--format", "--only"}))
            for a in ("artisan", "./artisan") for t in ("list", "--version", "-V", "about")},
    "gradle": {("help",): (frozenset({"-q", "--quiet"}), frozenset({"--task"})), ("--status",): (_NONE, _NONE)},
    "rails": {("-v",): (_NONE, _NONE), ("--version",): (_NONE, _NONE), ("about",): (_NONE, _NONE),
              ("zeitwerk:check",): (_NONE, _NONE),
              # (probe round 33) code statistics, the annotations (TODO, FIXME) and the
              # middleware stack and initializers printed, the application loaded as routes loads it
              ("stats",): (_NONE, _NONE), ("notes",): (_NONE, frozenset({"-a", "--annotations"})),
              ("middleware",): (_NONE, _NONE), ("initializers",): (_NONE, _NONE)},
    "dotnet": {("list", "package"): (frozenset({"--include-transitive", "--include-prerelease", "--highest-patch",
                                                "--highest-minor"}), frozenset({"--framework", "--format", "-v",
                                                                                 "--verbosity", "--output-version"})),
               ("list", "reference"): (_NONE, _NONE), ("sln", "list"): (_NONE, _NONE),
               ("tool", "list"): (frozenset({"-g", "--global", "--local"}), _NONE),
               ("new", "list"): (frozenset({"--ignore-constraints"}), frozenset({"--language", "-lang", "--type",
                                                                                  "--tag", "--author", "--columns"})),
               ("workload", "list"): (_NONE, frozenset({"-v", "--verbosity"})),
               # (probe round 33) the package sources NuGet.Config names, printed (names and URLs)
               ("nuget", "list", "source"): (_NONE, frozenset({"--format"})),
               **{("nuget", "locals", cache): (frozenset({"-l", "--list"}), _NONE)
                  for cache in ("all", "http-cache", "global-packages", "temp", "plugins-cache")}},
    # (probe round 34, benign37) more of the stacks' listings, each loading what the project
    # configures as its build does: Flask's routes (the application, as artisan route:list),
    # Hatch's environments and PDM's packages (their plugins), Yarn's workspaces, Dart's
    # dependency graph, Flutter's toolchain report and devices, Symfony's routes, commands
    # and container check (bin/console boots the kernel, as artisan does); not Symfony's
    # debug:config or debug:container --parameters (values printed), nor --env elsewhere
    "flask": {("routes",): (frozenset({"--all-methods"}), frozenset({"-s", "--sort"}))},
    # (probe round 45, benign49) CocoaPods' version (its plugins loaded, as pod install loads them)
    "pod": {("--version",): (_NONE, _NONE)},
    "hatch": {("env", "show"): (frozenset({"--json", "--ascii", "-i", "--internal"}), _NONE)},
    "pdm": {("list",): (frozenset({"--tree", "--graph", "--json", "--csv", "--markdown", "--freeze", "-r", "--reverse",
                                   "--resolve"}), frozenset({"--fields", "--sort", "--include", "--exclude"}))},
    "yarn": {("workspaces", "list"): (frozenset({"--json", "-v", "--verbose", "-R", "--recursive", "--no-private"}),
                                      frozenset({"--since"})),
             # (probe round 40, benign45) Yarn 1's listing of the same workspaces
             ("workspaces", "info"): (frozenset({"--json"}), _NONE)},
    "dart": {("pub", "deps"): (frozenset({"--no-dev", "--dev", "--executables", "--json", "-s"}),
                               frozenset({"--style"}))},
    "flutter": {("doctor",): (frozenset({"-v", "--verbose"}), _NONE), ("devices",): (frozenset({"--machine"}), _NONE)},
}.items():
    _PROJECT_FORMS.setdefault(_name, {}).update(_forms)
# (probe round 34, benign37: Symfony's console, beside artisan's forms above)
_PROJECT_FORMS["php"].update({
    (c, t): (frozenset({"--no-ansi", "--ansi", "-n", "--no-interaction", "-q", "--quiet", "-v", "--raw",
                        "--show-controllers"}), frozenset({"--format"}))
    for c in ("bin/console", "./bin/console") for t in ("debug:router", "about", "list", "lint:container")})
for _name, _forms in {
    # (probe round 47, benign51) Go's caches of build and test results emptied (as cargo clean
    # empties target/; not -modcache: the modules fetched again), the Python managers'
    # listings and project metadata (each loads its plugins and the project's build backend, as
    # hatch env show and pdm list do; hatch version with no operand prints it, one sets it), uv's
    # interpreters and its requirements export printed (not -o: a file), pnpm's module and
    # bin paths, store check and licences (.pnpmfile.cjs, as pnpm list), yarn's dedupe check
    # and bin; not pipenv graph (round 29 keeps it asked: it runs in the virtualenv)
    "go": {("clean", "-testcache"): (frozenset({"-cache", "-testcache", "-fuzzcache", "-x"}), _NONE),
           ("clean", "-cache"): (frozenset({"-cache", "-testcache", "-fuzzcache", "-x"}), _NONE)},
    "uv": {("python", "list"): (frozenset({"--only-installed", "--all-versions", "--all-platforms", "--all-arches",
                                           "--show-urls", "--only-downloads", "--no-managed-python", "-q",
                                           "--quiet"}), frozenset({"--output-format"})),
           ("python", "find"): (frozenset({"--system", "--no-project", "--no-managed-python", "-q", "--quiet"}),
                                _NONE),
           ("export",): (frozenset({"--frozen", "--locked", "--no-hashes", "--no-dev", "--only-dev", "--all-extras",
                                    "--all-groups", "--all-packages", "--no-header", "--no-annotate",
                                    "--no-emit-project", "--no-emit-workspace", "--no-editable", "-q", "--quiet",
                                    "--offline"}),
                         frozenset({"--format", "--extra", "--group", "--only-group", "--no-group", "--package",
                                    "--no-emit-package", "-o", "--output-file"}))},
    "hatch": {("version",): (_NONE, _NONE), ("status",): (_NONE, _NONE), ("env", "find"): (_NONE, _NONE),
              ("python", "show"): (frozenset({"--ascii"}), _NONE),
              ("project", "metadata"): (_NONE, _NONE),
              ("dep", "show", "requirements"): (frozenset({"-p", "--project-only", "-e", "--environment-only",
                                                           "--all"}), frozenset({"-f", "--feature"})),
              ("dep", "show", "table"): (frozenset({"-p", "--project-only", "-e", "--environment-only", "-l",
                                                    "--lines", "--ascii"}), _NONE),
              ("dep", "hash"): (frozenset({"-p", "--project-only", "-e", "--environment-only"}), _NONE)},
    "pdm": {("info",): (frozenset({"--env", "--python", "--where", "--packages", "--json", "-v", "--verbose"}),
                        _NONE), ("venv", "list"): (_NONE, _NONE)},
    "poetry": {("source", "show"): (_NONE, _NONE), ("debug", "info"): (_NONE, _NONE)},
    "pnpm": {("root",): (_NONE, _NONE), ("bin",): (_NONE, _NONE), ("store", "status"): (_NONE, _NONE),
             **{("licenses", v): (frozenset({"--json", "--long", "-P", "--prod", "-D", "--dev"}), _NONE)
                for v in ("list", "ls")}},
    "yarn": {("dedupe", "--check"): (frozenset({"--json"}), frozenset({"-s", "--strategy"})), ("bin",): (_NONE, _NONE)},
    # the packages GHC's package databases hold (cabal.project's, as cabal build reads it)
    "cabal": {("list", "--installed"): (frozenset({"--simple-output", "-v0", "-v1"}), _NONE)},
}.items():
    _PROJECT_FORMS.setdefault(_name, {}).update(_forms)
SAFE_BUILD_NAMES = frozenset({"python", "python3", "uv", "npx", "bunx", "php", "go", "just", "task", "rake", "sqlite3",
                              "jupyter", "xcodebuild", "manage.py", "artisan", "pip", "pip3", "django-admin", "helm", "kubectl",
                              "clojure", "clj", "bb", "vale", "lychee"}) \
    | _PROBE_NAMES | frozenset(_PROJECT_QUERIES) \
    | SAFE_BUILD_BARE | frozenset(SAFE_BUILD_SUBS) | frozenset(_BUILD_WRAPPERS) | frozenset(_LOCKFILE_INSTALLS) \
    | frozenset(_PROJECT_FORMS)


# --- make's peers (probe round 25) --------------------------------------------------------
# just (a justfile's recipes), go-task (Taskfile.yml's tasks) and rake (a Rakefile's tasks)
# run what the project's own file says, as make runs its Makefile (seed 000's make): a
# recipe, task or variable override by name, and only the options that list, print or
# pick nothing outside that file. Words are plain (a recipe's arguments reach its shell
# text unquoted: {{args}}), a NAME=value is make's safe kind. Each refuses what the
# program itself would run or read from elsewhere: just --justfile/-f, --working-directory/
# -d, --shell, --command/-c, --set, --dotenv-*; task --taskfile/-t, --dir/-d; rake
# -e/-p/-E (Ruby code, GTFOBins), -f (another Rakefile), -r/-I/-R (code loaded), -g.
_MAKE_PEER_FLAGS = {
    "just": frozenset({"-l", "--list", "--summary", "--unstable", "-n", "--dry-run", "-q", "--quiet", "-v",
                       "--verbose", "--fmt", "--check", "--unsorted", "-u", "--list-heading", "--list-prefix",
                       "--no-deps", "--highlight", "--no-highlight", "--timestamp", "--explain", "--groups",
                       "--color=auto", "--color=always", "--color=never", "--dump", "--show", "-s"}),
    "task": frozenset({"-l", "--list", "-a", "--list-all", "-v", "--verbose", "-s", "--silent", "-f", "--force",
                       "-p", "--parallel", "-n", "--dry", "--summary", "--status", "-x", "--exit-code", "-y",
                       "--yes", "--color", "-j", "--json", "--sort=none", "--sort=alphanumeric", "-c"}),
    "rake": frozenset({"-t", "--trace", "-A", "--all", "-v", "--verbose", "-q", "--quiet", "-s", "--silent",
                       "-m", "--multitask", "-n", "--dry-run", "--backtrace", "-N", "--no-search", "-G",
                       "--no-system", "-X", "--no-deprecation-warnings", "--suppress-backtrace"}),
}
# (just --show/-s RECIPE prints one recipe: its value is a recipe name, a word like the others)
_MAKE_PEER_VALUED = {"just": frozenset({"--list-heading", "--list-prefix", "--show", "-s"}),
                     "task": frozenset({"-C", "--concurrency", "-o", "--output"}), "rake": frozenset({"-j", "--jobs"})}
_MAKE_PEER_WORD = re.compile(r"[A-Za-z0-9_][\w.:@%+,-]*")
_COMPOSER_PACKAGE = re.compile(r"[a-z0-9][a-z0-9_.-]{0,100}(?:/[a-z0-9][a-z0-9_.-]{0,100})?", re.I)
_PACKAGE_NAME = re.compile(r"(?:@[\w.-]+/)?[\w][\w.-]*")
# go-task shares its name with Taskwarrior's task (task execute CMD runs CMD, GTFOBins;
# task add/modify/sync write its database or send it): a Taskfile's usual task names only,
# none of them a Taskwarrior command or the start of one, with their own namespaces
# (build:debug, lint:fix, test:coverage); install and setup put tools outside the project
_TASK_NAME = re.compile(r"(?:default|build|test|tests|lint|check|checks|fmt|format|vet|tidy|typecheck|type-check|"
                        r"compile|generate|gen|clean|ci|coverage|cover|bench|dev|deps|run|verify|quality|all|docs?|"
                        r"e2e|unit|integration|proto|mocks?|sqlc|swagger|openapi)(?:[:_-][\w-]+)*")
# rake's tasks that test, check, build or document (rake db:drop or a seed task is asked)
_RAKE_TASK = re.compile(r"(?:default|test|spec|rubocop|standard|lint|check|ci|build|compile|features|cucumber|"
                        r"audit|brakeman|yard|doc|rdoc|clean|clobber|format|fmt|steep|sorbet|rbs|"
                        # (probe round 51, benign56) Rails' printing tasks: rake routes is
                        # rails routes (rails' own list), stats, notes, about, zeitwerk:check
                        r"routes|stats|notes|about|zeitwerk)(?::[\w-]+)*")


def _make_peer(name: str, args: Sequence[str]) -> bool:
    """just / task / rake: named recipes or tasks of the project's own file (see above)."""
    if name not in _MAKE_PEER_FLAGS:
        return False
    ops = _allowed_operands(args, _MAKE_PEER_VALUED[name], _MAKE_PEER_FLAGS[name])
    if ops is None:
        return False
    for op in ops:
        if "=" in op:
            if not _make_var_safe(op):
                return False
            continue
        if not _MAKE_PEER_WORD.fullmatch(op):
            return False
        if name == "task" and not _TASK_NAME.fullmatch(op):
            return False
        if name == "rake" and not _RAKE_TASK.fullmatch(op):
            return False
    return True


# scripts a package manager runs by their name alone (pnpm format is pnpm run format):
# the usual names that are none of npm's, pnpm's, yarn's, bun's or composer's own commands
# nor an abbreviation composer would take for one (names with a ":" already are scripts)
_SCRIPT_NAMES = frozenset({"format", "fmt", "check", "type-check", "types", "e2e", "coverage", "validate", "preview",
                           "verify", "lint-fix", "test-coverage", "analyse", "analyze", "cs", "cs-fix", "fix", "stan",
                           "phpstan", "psalm", "qa", "compile", "storybook", "watch"})
_SCRIPT_ALSO = {"composer": frozenset({"lint", "build", "dev", "start", "typecheck"}),
                "bun": frozenset({"dev", "lint", "typecheck", "start"})}
_SCRIPT_NOT = {"bun": frozenset({"build"}), "composer": frozenset({"compile", "storybook", "watch", "preview",
                                                                   "types", "type-check", "e2e", "coverage"})}
# turbo's own commands (a task shares no name with them; turbo TASK is turbo run TASK)
_TURBO_OWN = frozenset({"prune", "gen", "generate", "login", "logout", "link", "unlink", "daemon", "telemetry",
                        "query", "scan", "docs", "bin", "completion", "info", "ls", "watch", "boundaries",
                        "devtools", "config", "help"})


# Xcode's build (probe round 25): xcodebuild's build, test, clean and analyze actions and
# its listings run the project's build phases, as make runs its Makefile. Not archive,
# install or -exportArchive (they sign, install or upload), -allowProvisioningUpdates
# (changes the developer account), -resolvePackageDependencies or the plugin and macro
# validation skips (code fetched or run unchecked), -xcconfig/-toolchain (another
# configuration or compiler); a build setting only of make's safe kind, never one naming a
# program, a path list, a script or flags.
_XCODE_ACTIONS = frozenset({"build", "test", "clean", "analyze", "build-for-testing", "test-without-building"})
_XCODE_FLAGS = frozenset({"-list", "-showBuildSettings", "-version", "-showsdks", "-showdestinations",
                          "-showTestPlans", "-quiet", "-alltargets", "-parallelizeTargets", "-showBuildTimingSummary",
                          "-hideShellScriptEnvironment", "-json", "-verbose", "-disableAutomaticPackageResolution",
                          "-onlyUsePackageVersionsFromResolvedFile", "-skipUnavailableActions"})
_XCODE_VALUED = frozenset({"-scheme", "-configuration", "-destination", "-sdk", "-workspace", "-project", "-target",
                           "-arch", "-derivedDataPath", "-resultBundlePath", "-testPlan", "-destination-timeout",
                           "-jobs", "-parallel-testing-worker-count", "-parallel-testing-enabled",
                           "-enableCodeCoverage", "-testLanguage", "-testRegion", "-only-test-configuration",
                           "-skip-test-configuration", "-maximum-concurrent-test-simulator-destinations"})
_XCODE_SETTING_NOT = re.compile(r"(?i)EXEC|PATH|TOOLCHAIN|SCRIPT|COMMAND|PLUGIN|FLAGS|^(?:CC|CXX|LD|LDPLUSPLUS|LIBTOOL)=")


def _xcodebuild(args: Sequence[str]) -> bool:
    rest = [a for a in args if not a.startswith(("-only-testing:", "-skip-testing:"))]
    ops = _allowed_operands(rest, _XCODE_VALUED, _XCODE_FLAGS)
    if ops is None:
        return False
    for op in ops:
        if "=" in op:
            if not _make_var_safe(op) or _XCODE_SETTING_NOT.search(op):
                return False
        elif op not in _XCODE_ACTIONS:
            return False
    return True


# MSBuild's switches on dotnet build/test/run/clean/format (probe round 26): a global
# property is read by the project's targets, and some name what runs (-p:PreBuildEvent=CMD
# and PostBuildEvent run CMD through the shell; -p:RunCommand=/bin/sh is what dotnet run
# starts; CustomBeforeMicrosoftCommonTargets, MSBuildExtensionsPath, DirectoryBuildPropsPath
# import another project file; the compiler's and the tools' paths): only these names, with
# plain values. A response file (@x.rsp) holds more switches; -logger:/-distributedlogger:
# load an assembly.
_MSBUILD_PROPERTY_OK = frozenset(n.lower() for n in (
    "Configuration", "Platform", "TargetFramework", "TargetFrameworks", "RuntimeIdentifier", "Version",
    "VersionPrefix", "VersionSuffix", "AssemblyVersion", "FileVersion", "InformationalVersion", "PackageVersion",
    "TreatWarningsAsErrors", "WarningLevel", "WarningsAsErrors", "WarningsNotAsErrors", "NoWarn", "Nullable",
    "LangVersion", "ContinuousIntegrationBuild", "Deterministic", "DebugType", "DebugSymbols", "Optimize",
    "SelfContained", "UseAppHost", "GenerateDocumentationFile", "CollectCoverage", "CoverletOutputFormat",
    "CoverletOutput", "Threshold", "ThresholdType", "ThresholdStat", "EnforceCodeStyleInBuild", "RunAnalyzers",
    "RunAnalyzersDuringBuild", "BuildInParallel", "UseSharedCompilation", "RestoreLockedMode",
    "InvariantGlobalization", "PublishTrimmed", "PublishSingleFile", "PublishReadyToRun", "SourceRevisionId",
    "EnableWindowsTargeting", "Include", "Exclude", "ExcludeByAttribute", "ExcludeByFile", "CI"))
_MSBUILD_PROPERTY_VALUE = re.compile(r"[\w.,+:*\[\]/-]*")
_MSBUILD_PROPERTY_SWITCHES = frozenset({"p", "property", "restoreproperty", "rp"})
_MSBUILD_CODE_SWITCHES = frozenset({"logger", "l", "distributedlogger", "dl", "noautoresponse", "noautorsp"})


def _msbuild_properties_ok(text: str) -> bool:
    for item in text.split(";"):
        if not item:
            continue
        key, eq, value = item.partition("=")
        if not eq or key.strip().lower() not in _MSBUILD_PROPERTY_OK or not _MSBUILD_PROPERTY_VALUE.fullmatch(value):
            return False
    return True


# (probe round 45, benign49) MSBuild's switches as msbuild and dotnet msbuild take them:
# targets, properties (judged above), parallelism, verbosity, restore, warnings as
# errors, the console logger's look, a binary log in the project. Not -pp/-preprocess (a
# file written anywhere), -flp/-fileloggerparameters (LogFile=), -orc/-irc (result caches),
# -getResultOutputFile, -logger/-dl (an assembly loaded), -interactive, -nr:true with
# nodes kept for later builds, or a response file.
_MSBUILD_SWITCH_PLAIN = frozenset({"t", "target", "p", "property", "m", "maxcpucount", "v", "verbosity", "restore",
                                   "r", "nologo", "clp", "consoleloggerparameters", "warnaserror", "err",
                                   "warnasmessage", "nowarn", "noerr", "ds", "detailedsummary", "bl", "binarylogger",
                                   "restoreproperty", "rp", "graph", "graphbuild", "tl", "terminallogger",
                                   "noconsolelogger", "noconlog", "ver", "version", "h", "help", "?"})
_MSBUILD_SLASH = re.compile(r"/([A-Za-z?]+)(?::(.*))?", re.S)


def _msbuild_slash_switch(arg: str) -> bool:
    """A Windows-style MSBuild switch (/p:Configuration=Release, /t:Build, /m) whose value
    names no path outside the project: not an absolute path."""
    m = _MSBUILD_SLASH.fullmatch(arg)
    return m is not None and m.group(1).lower() in _MSBUILD_SWITCH_PLAIN and not path_parts(m.group(2) or "") \
        and _msbuild_log_ok(m.group(1), m.group(2))


# a binary log's file: a .binlog in the project, no hidden component (.git/hooks/x)
_MSBUILD_BINLOG = re.compile(r"(?:LogFile=)?(?![/~.\\])(?!.*[/\\]\.)[\w./\\-]{1,200}\.binlog", re.I)


def _msbuild_log_ok(head: str, value: str | None) -> bool:
    return head.lower() not in ("bl", "binarylogger") or not value or _MSBUILD_BINLOG.fullmatch(value) is not None


def _msbuild_switches_plain(args: Sequence[str]) -> bool:
    for a in args:
        if a == "--" or a.startswith("@"):
            return False
        if a.startswith("/") and not _MSBUILD_SLASH.fullmatch(a):
            return False   # an absolute path, not a switch
        if a.startswith(("-", "/")):
            head, colon, value = a.lstrip("-/").partition(":")
            if head.lower() not in _MSBUILD_SWITCH_PLAIN or not _msbuild_log_ok(head, value if colon else None):
                return False
        elif not _RELATIVE_INSIDE.fullmatch(a):
            return False   # the project or solution file, in the project
    return True


# --- TeX's builds (probe round 45, benign49) -----------------------------------------------
# latexmk, the TeX engines, BibTeX/Biber and makeindex turning the project's documents
# into PDF: the documents are the project's code (TeX reads what they \input; \write18 is
# restricted to TeX Live's shell_escape_commands, writes to openout_any's paranoid rule),
# latexmk runs the project's latexmkrc (Perl, as a Makefile's recipes: _STARTUP_FILES), so
# the build's trust. Options from these lists only: not -shell-escape/-enable-write18, -cnf-line
# (texmf.cnf settings: shell_escape=t), -ini/-fmt, latexmk's -e/-r (Perl code, another rc),
# -pdflatex=CMD and the other command settings, -latexoption=, -usepretex=, -pv/-pvc (a viewer,
# a watch), nor an operand that is TeX code (\input...) or a path outside the project.
TEX_ENGINES = frozenset({"pdflatex", "xelatex", "lualatex", "latex", "pdftex", "xetex", "luatex", "tex"})
TEX_BUILDERS = TEX_ENGINES | {"latexmk", "bibtex", "biber", "makeindex"}
_TEX_ENGINE_FLAGS = frozenset({"halt-on-error", "file-line-error", "no-file-line-error", "draftmode", "no-shell-escape",
                               "shell-restricted", "recorder", "8bit", "etex", "quiet", "c-style-errors",
                               "interaction=nonstopmode", "interaction=batchmode", "interaction=scrollmode",
                               "interaction=errorstopmode", "output-format=pdf", "output-format=dvi", "version",
                               "help"})
_TEX_DIR_OPTS = frozenset({"output-directory", "aux-directory", "outdir", "auxdir", "jobname", "input-directory"})
_LATEXMK_FLAGS = frozenset({"pdf", "pdfdvi", "pdfps", "pdflua", "pdfxe", "dvi", "ps", "lualatex", "xelatex", "c", "C",
                            "CA", "f", "g", "gg", "quiet", "silent", "bibtex", "nobibtex", "bibtex-", "bibtex-cond",
                            "bibtex-cond1", "cd", "cd-", "norc", "time", "verbose", "v", "version", "commands",
                            "emulate-aux-dir", "noemulate-aux-dir", "view=none", "dvi-", "ps-", "pdf-",
                            "logfilewarninglist", "rules", "showextraoptions"}) | _TEX_ENGINE_FLAGS - {"no-shell-escape"}
_TEX_OPERAND = re.compile(r"(?![\\&-])" + _RELATIVE_INSIDE.pattern)
_TEX_SYNCTEX = re.compile(r"synctex=-?\d{1,2}")


def tex_build(name: str, args: Sequence[str]) -> bool:
    """latexmk, a TeX engine, bibtex, biber or makeindex on the project's documents with
    the options above (see the comment)."""
    if name == "bibtex":
        flags: frozenset[str] = frozenset({"terse", "version", "help"})
    elif name == "biber":
        flags = frozenset({"q", "quiet", "validate-datamodel", "nodieonerror", "version", "help", "v"})
    elif name == "makeindex":
        flags = frozenset({"q", "c", "l", "g", "r", "L"})
    elif name == "latexmk":
        flags = _LATEXMK_FLAGS
    else:
        flags = _TEX_ENGINE_FLAGS
    ops = 0
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        if not a.startswith("-"):
            if not _TEX_OPERAND.fullmatch(a):
                return False
            ops += 1
            continue
        word = a[2:] if a.startswith("--") else a[1:]
        head, eq, value = word.partition("=")
        if word in flags or (name != "makeindex" and _TEX_SYNCTEX.fullmatch(word)) or (
                name == "bibtex" and head == "min-crossrefs" and value.isdigit()):
            continue
        if name == "makeindex" and word in ("s", "o", "t", "p"):
            head, eq, value = word, "=", args[i] if i < len(args) else ""
            i += 1
        elif head in _TEX_DIR_OPTS or (name == "biber" and head in ("output-directory", "input-directory")):
            if not eq:
                value = args[i] if i < len(args) else ""
                i += 1
        else:
            return False
        if not _TEX_OPERAND.fullmatch(value):
            return False
    return ops >= 1 or name == "latexmk" or (len(args) == 1 and args[0].lstrip("-") in ("version", "help"))


# --- R's and Julia's test, check and document runs (probe round 45, benign49) --------------
# Rscript -e / julia -e with the calls the stacks' own tooling documents for a package's
# tests, checks, documentation, lint and style (testthat, devtools, rcmdcheck, lintr,
# styler, roxygen2, covr, renv; Pkg.test/instantiate/build/status), R CMD check/build/
# INSTALL, and the stacks' test entry files (tests/testthat.R, test/runtests.jl): the
# project's code and configuration run (.Rprofile, Project.toml), the build's trust.
# Arguments are string literals naming the project's files or simple words, logicals and
# numbers; never another call, a path outside, a statement outside the list.
_R_TEST_CALLS = frozenset({
    "testthat::test_dir", "testthat::test_local", "testthat::test_file", "testthat::test_package",
    "testthat::test_check", "devtools::test", "devtools::check", "devtools::document", "devtools::build",
    "devtools::install", "devtools::load_all", "devtools::lint", "devtools::test_coverage", "devtools::run_examples",
    "devtools::check_man", "devtools::spell_check", "devtools::build_readme", "rcmdcheck::rcmdcheck",
    "lintr::lint_package", "lintr::lint_dir", "lintr::lint", "styler::style_pkg", "styler::style_dir",
    "styler::style_file", "roxygen2::roxygenise", "roxygen2::roxygenize", "covr::package_coverage",
    "renv::restore", "renv::status", "renv::snapshot", "pkgdown::build_site", "rmarkdown::render", "knitr::knit",
    "sessionInfo", "sessioninfo::session_info", "devtools::session_info", "test_dir", "test_local", "test_file",
    "test_check", "lint_package", "style_pkg", "document", "check", "test"})
_R_LIBRARIES = frozenset({"testthat", "devtools", "lintr", "styler", "roxygen2", "covr", "renv", "rcmdcheck", "pkgdown",
                          "rmarkdown", "knitr", "usethis", "sessioninfo"})
_R_STRING = r"""(?:"[\w./ -]{0,200}"|'[\w./ -]{0,200}')"""
_R_VALUE = r"(?:" + _R_STRING + r"|TRUE|FALSE|NULL|NA|T|F|-?\d{1,9}(?:\.\d{1,9})?)"
_R_ARG = r"(?:[A-Za-z_][\w.]{0,40}\s*=\s*)?" + _R_VALUE
_R_CALL = re.compile(r"([A-Za-z][\w.]{0,40}(?:::[A-Za-z][\w.]{0,40})?)\s*\(\s*((?:" + _R_ARG + r"(?:\s*,\s*" + _R_ARG
                     + r"){0,8})?)\s*\)")
_R_LIBRARY = re.compile(r"(?:library|require|suppressMessages\(library)\(\s*[\"']?([\w.]{1,40})[\"']?\s*\)\)?")
_R_STRINGS = re.compile(_R_STRING)
_JULIA_STATEMENT = re.compile(r"using Pkg|import Pkg|Pkg\.(?:test|instantiate|build|status|resolve|precompile)\(\s*"
                              r"(?:" + _R_ARG.replace("\\s*=\\s*", "\\s*=\\s*").replace("TRUE|FALSE|NULL|NA|T|F", "true|false")
                              + r"(?:\s*,\s*" + _R_ARG.replace("TRUE|FALSE|NULL|NA|T|F", "true|false") + r"){0,4})?\s*\)"
                              r"|Pkg\.activate\(\s*\"\.\"\s*\)")
_RSCRIPT_FLAGS = frozenset({"--vanilla", "--no-save", "--no-restore", "--no-environ", "--no-site-file",
                            "--no-init-file", "--verbose", "--quiet", "-q", "--slave", "--no-echo"})
_R_CMD_FLAGS = frozenset({"--as-cran", "--no-manual", "--no-build-vignettes", "--no-vignettes", "--ignore-vignettes",
                          "--no-tests", "--no-examples", "--run-donttest", "--timings", "--no-multiarch",
                          "--no-test-load", "--no-docs", "--preclean", "--clean", "--resave-data", "--md5",
                          "--no-resave-data", "--compact-vignettes=gs+qpdf", "--compact-vignettes=qpdf",
                          "--no-stop-on-test-error", "--install-tests", "--with-keep.source"})
_JULIA_FLAGS = re.compile(r"--project(?:=(?:\.|@\.|" + _RELATIVE_INSIDE.pattern + r"))?|-q|--quiet|"
                          r"--color=(?:yes|no|auto)|--code-coverage(?:=(?:user|all|none))?|--check-bounds=(?:yes|no|auto)|"
                          r"--startup-file=(?:no|yes)|--depwarn=(?:yes|no|error)|--threads=(?:\d{1,3}|auto)|-t(?:\d{1,3}|auto)|"
                          r"-O[0-3]|--optimize=[0-3]|--compiled-modules=(?:yes|no)|--warn-overwrite=(?:yes|no)|--history-file=no")


# (probe round 47, benign51) what prints only: R's version constants and getters with no
# argument, numbers and arithmetic on them, the literals above, given to print, message or
# cat (cat's file= and append= are not: _R_VALUE has no "=") or alone (Rscript -e
# 'R.version.string', 'print(1 + 2)', 'cat(R.version.string, "\n")'); the same trust
# (.Rprofile runs first)
_R_CONST = r"(?:R\.version\.string|R\.version(?:\$[a-z.]{1,20})?|version|getRversion\(\s*\)|R\.home\(\s*\)|" \
           r"\.libPaths\(\s*\)|Sys\.time\(\s*\)|Sys\.Date\(\s*\)|nlevels\(\s*\)|" \
           r"packageVersion\(\s*" + _R_STRING + r"\s*\))"
_R_EXPR = r"(?:" + _R_CONST + r"|" + _R_VALUE + r"|[\d.][\d\s.+*/^()-]{0,100})"
_R_PRINTS = re.compile(r"(?:(?:print|message|cat)\(\s*" + _R_EXPR + r"(?:\s*,\s*(?:" + _R_EXPR
                       + r"|\"\\n\"))*\s*\)|" + _R_EXPR + ")")


def _r_code_ok(code: str) -> bool:
    if jsrbcode.call_probe("r", code):
        return True   # (probe round 49, interp49) the table's reads and prints (jsrbcode)
    for stmt in re.split(r"\s*[;\n]\s*", code.strip()):
        if not stmt:
            continue
        if _R_PRINTS.fullmatch(stmt) is not None:
            if not _r_strings_inside(stmt):
                return False
            continue
        lib = _R_LIBRARY.fullmatch(stmt)
        if lib is not None:
            if lib.group(1) not in _R_LIBRARIES:
                return False
            continue
        m = _R_CALL.fullmatch(stmt)
        if m is None or m.group(1) not in _R_TEST_CALLS:
            return False
        if not _r_strings_inside(m.group(2)):
            return False
    return True


_R_PLAIN_PATH = re.compile(r"\.|\./|(?:\./)?(?![/~.])(?!.*/\.)[\w./-]{1,200}")


def _r_strings_inside(text: str) -> bool:
    """Every string literal a project path or word: not absolute, not climbing out, no
    hidden component (output_file = ".git/hooks/pre-commit")."""
    return all(_R_PLAIN_PATH.fullmatch(q[1:-1].strip() or ".") is not None for q in _R_STRINGS.findall(text))


def r_julia_test(name: str, args: Sequence[str]) -> bool:
    """Rscript -e / R -e / julia -e with the calls above, R CMD check/build/INSTALL, the
    test entry files (see the comment)."""
    if name == "R" and args[:1] == ["CMD"]:
        if len(args) < 3 or args[1] not in ("check", "build", "INSTALL"):
            return False
        ops = [a for a in args[2:] if a not in _R_CMD_FLAGS]
        return len(ops) == 1 and (ops[0] == "." or not ops[0].startswith("-")
                                  and _RELATIVE_INSIDE.fullmatch(ops[0]) is not None)
    codes: list[str] = []
    files: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        if a == "-e" and i < len(args):
            codes.append(args[i])
            i += 1
        elif a.startswith("-") and ((name == "julia" and _JULIA_FLAGS.fullmatch(a))
                                     or (name != "julia" and a in _RSCRIPT_FLAGS)):
            continue
        elif a.startswith("-"):
            return False
        else:
            files.append(a)
            if i < len(args):
                return False   # the script's own arguments
    if name == "julia":
        if any(not all(_JULIA_STATEMENT.fullmatch(s) for s in re.split(r"\s*[;\n]\s*", c.strip()) if s)
               or not _r_strings_inside(c) for c in codes):
            return False
        return bool(codes) != bool(files) and all(f in ("test/runtests.jl", "./test/runtests.jl") for f in files)
    if name == "R" and files:
        return False
    return bool(codes) != bool(files) and all(_r_code_ok(c) for c in codes) \
        and all(f in ("tests/testthat.R", "./tests/testthat.R") for f in files)


# (probe round 45, benign49) nimpretty's options: indentation and line length only (not
# --out:FILE, --outDir:DIR, --stdin); its operands are files of the project
_NIMPRETTY_ARG = re.compile(r"--(?:indent|maxLineLen)[:=]\d{1,3}|(?!-)" + _RELATIVE_INSIDE.pattern)
# (probe round 45, benign49) nim's compile, check and run of a project file (nimble build's
# work: config.nims and nim.cfg are the project's, as nimble's): the options that pick
# defines, checks, optimisation, memory management and warnings, an output file or
# directory or a cache inside the project and not hidden (no component starting with a dot:
# .git/hooks; safe_build does not read a --out: value); not --passC/--passL (the compiler's and linker's command lines),
# --cc/--*.exe (the compiler run: _NIM_PICKS_PROGRAM), --path outside, -e/--eval or
# stdin, nimscript (e), --import/--include of another file
_NIM_BUILD_SUBS = frozenset({"c", "compile", "cc", "cpp", "compileToCpp", "js", "check"})
_NIM_OPTION = re.compile(r"-(?:r|f|d:[\w.=]+|x:(?:on|off))|--(?:run|forceBuild|listCmd|hints:(?:on|off)|"
                         r"warnings:(?:on|off)|verbosity:[0-3]|threads:(?:on|off)|mm:(?:orc|arc|refc|markAndSweep|none)|"
                         r"gc:(?:orc|arc|refc|markAndSweep|none)|opt:(?:speed|size|none)|define:[\w.=]+|"
                         r"(?:checks|stackTrace|lineTrace|assertions|debuginfo|styleCheck|colors|panics|"
                         r"objChecks|rangeChecks|boundChecks|overflowChecks)(?::(?:on|off|error|hint|usages))?|"
                         r"app:(?:console|gui|lib|staticlib)|debugger:native|backend:(?:c|cpp|js|objc)|"
                         r"(?:out|outdir|nimcache|path)[:=](?![/~.])(?!.*/\.)[\w./-]+|d:[\w.=]+|hint\[\w+\]:(?:on|off)|"
                         r"warning\[\w+\]:(?:on|off)|(?:o|p):(?![/~.])(?!.*/\.)[\w./-]+)|-(?:o|p):(?![/~.])(?!.*/\.)[\w./-]+")


def nim_build(args: Sequence[str]) -> bool:
    if not args or args[0] not in _NIM_BUILD_SUBS:
        return False
    i = 1
    while i < len(args) and args[i].startswith("-"):
        if not _NIM_OPTION.fullmatch(args[i]) or _NIM_PICKS_PROGRAM.search(args[i]):
            return False
        i += 1
    if i >= len(args) or not _RELATIVE_INSIDE.fullmatch(args[i]) or args[i].startswith("-"):
        return False
    runs = any(a in ("-r", "--run") for a in args[1:i])
    return (runs or i == len(args) - 1) and all(_RELATIVE_INSIDE.fullmatch(a) for a in args[i + 1:])


_HUGO_FLAGS = frozenset({"--minify", "-D", "--buildDrafts", "-F", "--buildFuture", "-E", "--buildExpired", "--gc",
                         "--cleanDestinationDir", "--quiet", "--verbose", "-v", "--debug", "--logLevel=info",
                         "--logLevel=debug", "--logLevel=warn", "--templateMetrics", "--templateMetricsHints",
                         "--printPathWarnings", "--printI18nWarnings", "--printUnusedTemplates", "--panicOnWarning",
                         "--enableGitInfo", "--ignoreCache", "--noBuildLock", "--forceSyncStatic", "--noChmod",
                         "--noTimes", "--disableFastRender"})
_HUGO_VALUED = frozenset({"-d", "--destination", "-s", "--source", "-e", "--environment", "-b", "--baseURL",
                          "--config", "--contentDir", "--layoutDir", "--themesDir", "-t", "--theme", "--cacheDir"})
SAFE_BUILD_NAMES = SAFE_BUILD_NAMES | TEX_BUILDERS | frozenset({"Rscript", "R", "julia", "msbuild", "nim", "hugo"})


def _dotnet_switches_ok(args: Sequence[str]) -> bool:
    """dotnet's MSBuild switches: properties of the names above, no response file, no
    logger assembly (see _MSBUILD_PROPERTY_OK)."""
    for i, a in enumerate(args):
        if a == "--":
            break
        if a.startswith("@"):
            return False
        if not a.startswith(("-", "/")):
            continue
        head, colon, value = a.lstrip("-/").partition(":")
        head = head.lower()
        if head in _MSBUILD_PROPERTY_SWITCHES:
            if not colon:   # -p X=y / --property X=y (dotnet build's spelling; dotnet run's -p is --project)
                nxt = args[i + 1] if i + 1 < len(args) else ""
                if "=" in nxt and not _msbuild_properties_ok(nxt):
                    return False
                continue
            if not _msbuild_properties_ok(value):
                return False
        elif colon and head in _MSBUILD_CODE_SWITCHES and not a.startswith("--"):
            return False   # (dotnet test --logger:trx names a test logger, not an assembly)
    return True


# Bazel's options after build/test (probe round 26; its //... labels are allowed since
# round 25): only these, which pick what is built and how results are shown. Others run a
# program (--run_under, --workspace_status_command, --credential_helper), point a
# repository or toolchain elsewhere (--override_repository=x=/tmp/x, --registry,
# --crosstool_top), pass the compiler a plugin (--copt=-fplugin=...), set the actions'
# environment (--action_env=PATH=...) or send the build out (--remote_*, --bes_*).
_BAZEL_FLAGS = frozenset({"-k", "--keep_going", "--nokeep_going", "--verbose_failures", "--noverbose_failures",
                          "--build_tests_only", "--nobuild_tests_only", "--nocache_test_results", "-s",
                          "--subcommands", "--nobuild", "--check_up_to_date", "--announce_rc", "--show_timestamps",
                          "--noshow_progress", "--noshow_loading_progress", "--sandbox_debug", "--test_verbose_timeout_warnings",
                          "--enable_bzlmod", "--noenable_bzlmod", "--nostamp", "--stamp", "--experimental_ui_max_stdouterr_bytes"})
_BAZEL_VALUED = frozenset({"--config", "-c", "--compilation_mode", "--jobs", "-j", "--test_output", "--test_filter",
                           "--test_tag_filters", "--build_tag_filters", "--test_size_filters", "--test_timeout_filters",
                           "--test_lang_filters", "--test_timeout", "--runs_per_test", "--flaky_test_attempts",
                           "--cache_test_results", "--color", "--curses", "--test_summary", "--lockfile_mode",
                          "--ui_event_filters", "--show_result", "--local_test_jobs", "--test_sharding_strategy",
                           "--progress_report_interval", "--show_progress_rate_limit", "--test_arg", "--define",
                           # (probe round 33) query's and cquery's output format (label, files, graph)
                           "--output"})


_BAZEL_VALUE = re.compile(r"[\w.,:/+@%*=-]*")


def _bazel_options_ok(args: Sequence[str]) -> bool:
    skip = False
    for a in args:
        if skip:
            skip = False
            if not _BAZEL_VALUE.fullmatch(a):
                return False
            continue
        if a == "--":
            break
        if not a.startswith("-"):
            continue
        head, eq, value = a.partition("=")
        if a in _BAZEL_FLAGS:
            continue
        if head not in _BAZEL_VALUED:
            return False
        if eq:
            if not _BAZEL_VALUE.fullmatch(value):
                return False
        else:
            skip = True
    return not skip


# deno task NAME: a task of deno.json (or package.json's scripts) by its name; a name that is
# shell text is no task (deno task --eval runs it; a word with blanks names none)
def _deno_task_ok(args: Sequence[str]) -> bool:
    i = 0
    while i < len(args) and args[i].startswith("-"):
        head, eq, _ = args[i].partition("=")
        if head in ("--filter", "-f"):
            i += 1 if eq else 2
        elif args[i] in ("-r", "--recursive", "-q", "--quiet"):
            i += 1
        else:
            return False   # --config/-c, --cwd, --eval: another file, directory or shell text
    # (words after the name reach the task as its arguments)
    return i >= len(args) or bool(_SCRIPT_WORD.fullmatch(args[i]))


def _make_stdin(args: Sequence[str]) -> bool:
    for i, a in enumerate(args):
        if a == "--":
            break
        if a in ("-f", "--file", "--makefile") and args[i + 1:i + 2] == ["-"]:
            return True
        if a in ("-f-", "--file=-", "--makefile=-") or (a.startswith("--") and "=" in a
                                                         and long_hits(a[2:].split("=")[0], ("file", "makefile"))
                                                         and a.endswith("=-")):
            return True
        if a.startswith("-") and not a.startswith("--") and "f" in a[1:] and a.endswith("f") \
                and args[i + 1:i + 2] == ["-"]:
            return True   # -sf -
    return False


# npm/yarn/pnpm settings an option may name (anywhere in it): where packages come from,
# what runs scripts
_NPM_SETTINGS = re.compile(r"registry|script-shell|node-options|userconfig|globalconfig")


_JSON_TOOL_FLAGS = frozenset({"--sort-keys", "--tab", "--no-indent", "--compact", "--json-lines", "--no-ensure-ascii",
                              "-h", "--help"})


def json_tool_prints(args: Sequence[str]) -> bool:
    """python -m json.tool [options] [infile]: a second operand is a file it writes."""
    return json_tool_output(args) is not None


def json_tool_output(args: Sequence[str]) -> str | None:
    """(probe round 39, benign44) "" for python -m json.tool [options] [infile] (printed),
    OUT for json.tool IN OUT (the file written: shell.py records it); None otherwise."""
    ops = _allowed_operands(args, frozenset({"--indent"}), _JSON_TOOL_FLAGS)
    if ops is None or len(ops) > 2 or (len(ops) == 2 and (ops[1] in ("-", "") or ops[1].startswith("-")
                                                           or ":" in ops[1])):
        return None
    return ops[1] if len(ops) == 2 else ""


# (probe round 38, benign43) the standard library's command lines that only print: the
# platform and the build's variables, a file's tokens, syntax tree, bytecode or
# indentation check (compiled, never run), an archive's names or test (zipfile/tarfile
# -l/-t, never -e/-c), base64 of a file to standard output, a module's documentation
# (pydoc NAME imports it). Python puts the working directory first on -m's path (a
# platform.py there runs): json.tool's row, the build's trust. Not timeit, trace,
# cProfile, pdb, inspect (they run code or import it by any name), pydoc -k/-w/-p/-b
# (every module imported, a file written, a server), http.server, gzip -d (a file
# written), webbrowser. (module: flags, valued options, operands allowed)
_PY_M_PRINTERS: dict[str, tuple[frozenset[str], frozenset[str], int]] = {
    "platform": (frozenset({"--terse", "--nonaliased", "terse", "nonaliased"}), _NONE, 0),
    "sysconfig": (_NONE, _NONE, 0),
    "this": (_NONE, _NONE, 0),
    "locale": (_NONE, _NONE, 0),
    "uuid": (_NONE, _NONE, 0),
    "tokenize": (frozenset({"-e", "--exact"}), _NONE, 1),
    "ast": (frozenset({"-a", "--include-attributes", "--no-type-comments", "--show-empty"}),
            frozenset({"-m", "--mode", "-i", "--indent", "--feature-version", "-O", "--optimize"}), 1),
    "dis": (frozenset({"-C", "--show-caches", "-O", "--show-offsets", "-P", "--show-positions",
                       "-S", "--specialized"}), _NONE, 1),
    "tabnanny": (frozenset({"-v", "-q"}), _NONE, 50),
    "zipfile": (frozenset({"-l", "--list", "-t", "--test"}), _NONE, 1),
    "tarfile": (frozenset({"-l", "--list", "-t", "--test", "-v", "--verbose"}), _NONE, 1),
    "base64": (frozenset({"-e", "--encode", "-d", "--decode"}), _NONE, 1),
    # a pickle's opcodes listed, nothing unpickled (-o writes the listing to a file)
    "pickletools": (frozenset({"-a", "--annotate", "-m", "--memo"}), frozenset({"-l", "--indentlevel"}), 50),
    "pydoc": (_NONE, _NONE, 1),
    # (probe round 39, benign44) a year's or a month's calendar, as text or HTML (numbers
    # only: not -c CSS, -L LOCALE, -e ENCODING)
    "calendar": (_NONE, frozenset({"-w", "--width", "-l", "--lines", "-s", "--spacing", "-m", "--months",
                                   "-t", "--type", "-f", "--first-weekday"}), 2),
}
_PY_MODULE_NAME = re.compile(r"[A-Za-z_]\w{0,100}(?:\.[A-Za-z_]\w{0,100}){0,10}")


def python_m_prints(module: str, args: Sequence[str]) -> bool:
    flags, valued, most = _PY_M_PRINTERS[module]
    if module == "platform":
        return all(a in flags for a in args)
    ops = _allowed_operands(args, valued, flags)
    if ops is None or len(ops) > most or "-" in ops:
        return False
    if module in ("zipfile", "tarfile"):
        return len(ops) == 1 and sum(a in ("-l", "--list", "-t", "--test") for a in args) == 1
    if module == "calendar":
        return all(a.isdigit() or a in ("text", "html") or a in valued for a in args) and all(
            o.isdigit() for o in ops)
    if module == "pydoc":
        # a module's name (a name with a / is a file pydoc imports; -k/-w/-p/-b refused above)
        return len(ops) == 1 and _PY_MODULE_NAME.fullmatch(ops[0]) is not None
    return True


# (probe round 38, benign43) a C compiler that only checks or preprocesses: -fsyntax-only,
# -E (to standard output), -M/-MM (the dependencies, printed). What the source #includes
# is read: the build's trust (make's). Only the options below: never -o, -MF/-MD/-MMD (a
# file written), -wrapper, -B, -specs, -fplugin, -Xclang/-Xpreprocessor/-Wp,/-Wl,
# (a program or plugin run, an option passed on), @FILE, --config, -save-temps, -fdump-*,
# -fstack-usage (files written), -include (another file read).
C_COMPILERS = frozenset({"gcc", "g++", "cc", "c++", "clang", "clang++"})
_C_CHECK_MODES = frozenset({"-fsyntax-only", "-E", "-M", "-MM"})
_C_CHECK_FLAG = re.compile(r"-(?:W(?:no-)?[a-z][\w+=-]{0,60}|w|pedantic(?:-errors)?|ansi|std=[\w+]{1,20}|"
                           r"O[0-3sgz]?|g[0-3]?|dM|dD|P|C|CC|H|[DU][A-Za-z_]\w{0,100}(?:=[\w.\"-]{0,100})?|"
                           r"I[\w./+-]{1,200}|f(?:no-)?(?:exceptions|rtti|pic|PIC|pie|PIE|signed-char|unsigned-char|"
                           r"openmp|strict-aliasing|permissive|ms-extensions|common|builtin|"
                           r"diagnostics-color(?:=(?:always|never|auto))?|color-diagnostics|max-errors=\d{1,5}|"
                           r"show-column|caret-diagnostics))")
_C_CHECK_VALUED = frozenset({"-I", "-iquote", "-isystem", "-idirafter", "-x", "-D", "-U"})
_C_LANGS = frozenset({"c", "c++", "objective-c", "objective-c++", "c-header", "c++-header", "none"})
# (a glob only below a directory: *.c here could expand to a file named -specs=x.c, whose
# spec strings run programs)
_C_SOURCE = re.compile(r"(?!-)(?:[\w./+-]{1,200}|[\w.+-]{1,100}(?:/[\w.*+-]{1,100}){1,20})"
                       r"\.(?:c|cc|cpp|cxx|c\+\+|C|h|hh|hpp|hxx|m|mm|i|ii)")


def c_compiler_checks(args: Sequence[str]) -> bool:
    if not any(a in _C_CHECK_MODES for a in args):
        return False
    sources = 0
    i = 0
    while i < len(args):
        a = args[i]
        if a in _C_CHECK_VALUED:
            if i + 1 >= len(args) or args[i + 1].startswith("-"):
                return False
            if a == "-x" and args[i + 1] not in _C_LANGS:
                return False
            if a in ("-D", "-U") and not _C_CHECK_FLAG.fullmatch(a + args[i + 1]):
                return False
            i += 2
            continue
        if a in _C_CHECK_MODES or a == "-" or _C_CHECK_FLAG.fullmatch(a):
            # (- : standard input, which the shell's reading allows only from /dev/null)
            sources += a == "-"
        elif _C_SOURCE.fullmatch(a):
            sources += 1
        else:
            return False
        i += 1
    return sources >= 1


def _go_cover(args: Sequence[str]) -> bool:
    """go tool cover -func=P / -html=P -o F: a report of a profile, printed or written
    (into the project: safe_build refuses a path outside it). -html without -o opens a
    browser."""
    ok, html, out = True, False, False
    for a in args:
        head = a.lstrip("-").split("=", 1)[0]
        if not a.startswith("-") or "=" not in a and head != "o":
            if not a.startswith("-") and out is None:
                out = True
                continue
            ok = ok and not a.startswith("-")
            continue
        if head in ("func", "mode", "var"):
            continue
        if head == "html":
            html = True
        elif head == "o":
            out = True if "=" in a else None
        else:
            return False
    return ok and out is not None and (out or not html)


# cmake's generators are built in: -G picks one by name (a name not listed stays out)
_CMAKE_GENERATOR = re.compile(r"(?:Unix|MinGW|MSYS|NMake|Borland) Makefiles|Ninja(?: Multi-Config)?|Xcode|"
                              r"NMake Makefiles JOM|Watcom WMake|Visual Studio \d+ \d{4}")
_CMAKE_PRESET = re.compile(r"[\w.-]+")


def _cmake_known_choices(args: Sequence[str]) -> list[str]:
    """cmake's arguments without -G GENERATOR (a built-in one) and --preset NAME (a preset
    of the project's CMakePresets.json, configuration as CMakeLists.txt is): what is left
    meets BUILD_FORBIDDEN (--workflow, -P, -E... still do)."""
    out: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            out.extend(args[i:])
            break
        if a in ("-G", "--preset") and i + 1 < len(args) and (
                _CMAKE_GENERATOR if a == "-G" else _CMAKE_PRESET).fullmatch(args[i + 1]):
            i += 2
            continue
        if (a.startswith("-G") and _CMAKE_GENERATOR.fullmatch(a[2:])) or (
                a.startswith("--preset=") and _CMAKE_PRESET.fullmatch(a[9:])):
            i += 1
            continue
        out.append(a)
        i += 1
    return out


# a target, script, task or session a build runs that by its name sends the project
# somewhere (make deploy, npm run publish, yarn release:patch, tox -e upload, nx run
# app:deploy): a publication, not a build, whatever the project's file says it runs
_SENDING_TARGET = re.compile(r"(?i)publish|upload|deploy|release")
# "push" as a whole part of the name (make push, docker-push, push:image), not a database
# schema's push to the project's own database (npm run db:push) or pushd
# where each build names what it runs: the options whose value is a target (tox -e X,
# nox -s X) and the runner verbs whose next word is one (npm run X, turbo run X)
_TARGET_OPTS = {"tox": ("-e", "--env"), "nox": ("-s", "--session", "--sessions", "-e", "-k", "--keywords"),
                # (cmake --build DIR --target deploy, cargo run --bin upload: probe round 21)
                "cmake": ("--target", "-t"), "cargo": ("--bin", "--example")}
# other runners whose plain words name what they run (composer run-script deploy, swift run
# release, ninja upload, meson compile deploy), with the options that take a value
_TARGET_WORD_VALUED = {"composer": frozenset({"-d", "--working-dir", "--timeout"}),
                       "swift": frozenset({"--package-path", "--scratch-path", "-c", "--configuration", "--product"}),
                       "ninja": frozenset({"-C", "-f", "-j", "-l", "-k", "-d", "-t", "-w"}),
                       "meson": frozenset({"-C", "-j", "--jobs", "-l", "--load-average"})}
_MAKE_VALUE_OPTS = frozenset({"-C", "--directory", "-f", "--file", "--makefile", "-o", "--old-file", "-W", "--what-if",
                              "--new-file", "--assume-new", "-j", "--jobs", "-l", "--load-average"})


def _sends_target(name: str, args: Sequence[str]) -> bool:
    """A build told to run a target, script or task whose name says it publishes,
    deploys, uploads or pushes (see _SENDING_TARGET)."""
    words: list[str] = []
    if name == "make":
        skip = False
        for a in args:
            if skip:
                skip = False
            elif a.startswith("-"):
                skip = a in _MAKE_VALUE_OPTS
            elif "=" not in a:
                words.append(a)
    elif name in _TARGET_OPTS:
        opts = _TARGET_OPTS[name]
        for i, a in enumerate(args):
            for o in opts:
                if a == o and i + 1 < len(args):
                    words.append(args[i + 1])
                elif a.startswith(o + "=") or (len(o) == 2 and a.startswith(o) and len(a) > 2 and not a.startswith("--")):
                    words.append(a[len(o) + (1 if a.startswith(o + "=") else 0):])
    elif name in ("npm", "yarn", "pnpm", "bun", "turbo", "nx", "lerna", "zig", "just", "task", "deno"):
        # every word that is no option or an option's value: the script after run,
        # yarn's shorthand, nx's project:target, turbo's tasks (a package name or path in
        # them is no target; pnpm --filter deployer names a package)
        valued = BUILD_VALUE_OPTS.get(name, frozenset())
        words = [a for i, a in enumerate(args) if not a.startswith("-") and "/" not in a and not a.startswith("@")
                 and not (i and args[i - 1] in valued)]
    elif name in _TARGET_WORD_VALUED:
        valued = _TARGET_WORD_VALUED[name]
        words = [a for i, a in enumerate(args) if not a.startswith("-") and "/" not in a
                 and not (i and args[i - 1] in valued)]
        if name == "swift":
            words += [a.split("=", 1)[1] for a in args if a.startswith("--product=")]
            words += [args[i + 1] for i, a in enumerate(args[:-1]) if a == "--product"]
    for w in words:
        if _SENDING_TARGET.search(w):
            return True
        parts = re.split(r"[:_.\-]+", w.lower())
        if "push" in parts and not {"db", "schema", "prisma", "drizzle"} & set(parts):
            return True
    return False


_LOOPBACK_HOSTS = frozenset({"", "127.0.0.1", "localhost", "[::1]", "::1"})


def _inspector_exposed(arg: str) -> bool:
    """--inspect[-brk|-wait|-port]=[HOST:]PORT with a host other than the loopback (probe
    round 26): node's, bun's and deno's debugger protocol runs any code it is sent."""
    head, eq, value = arg.partition("=")
    if not eq or head not in ("--inspect", "--inspect-brk", "--inspect-wait", "--inspect-port",
                              "--inspect-publish-uid"):
        return False
    value = value.split("/", 2)[2] if value.startswith(("ws://", "http://")) and value.count("/") >= 2 else value
    host = value.rsplit(":", 1)[0] if ":" in value and not value.endswith("]") else ("" if value.isdigit() else value)
    return host.lower() not in _LOOPBACK_HOSTS and not host.startswith("127.")


# pip install -r requirements.txt, pip install -e . (probe round 28): what the project's own
# requirements file or the project itself declares, as npm install installs package.json's
# (seed 000). The file is named as a requirements or constraints file below the project (a
# URL, an absolute path or .. is another source); the project is "." with extras; flags
# from this list only: no index, link, target, prefix, user or system site.
_PIP_REQ_FILE = re.compile(r"(?:\./)?(?:[\w-][\w.-]*/)*(?:[\w.-]*(?:requirements|constraints|reqs|deps)[\w.-]*"
                           r"|requirements/[\w-][\w.-]*)\.(?:txt|in)")
_PIP_PROJECT = re.compile(r"\.(?:/)?(?:\[[\w,-]+\])?")
_PIP_FLAGS = frozenset({"-q", "--quiet", "-v", "--verbose", "-U", "--upgrade", "--no-deps", "--no-cache-dir",
                        "--require-hashes", "--no-input", "--disable-pip-version-check", "--pre", "--no-color",
                        "--progress-bar=off", "--upgrade-strategy=only-if-needed", "--compile", "--no-compile"})


def _pip_install_project(args: Sequence[str]) -> bool:
    i, seen = 0, False
    while i < len(args):
        a = args[i]
        opt, eq, val = a.partition("=")
        if opt in ("-r", "--requirement", "-c", "--constraint", "-e", "--editable") or (
                a[:2] in ("-r", "-c", "-e") and len(a) > 2 and not a.startswith("--")):
            if not eq and opt in ("-r", "--requirement", "-c", "--constraint", "-e", "--editable"):
                if i + 1 >= len(args):
                    return False
                val = args[i + 1]
                i += 1
            elif not eq:
                opt, val = a[:2], a[2:]
            if ".." in val.split("/") or not (
                    _PIP_PROJECT.fullmatch(val) if opt in ("-e", "--editable") else _PIP_REQ_FILE.fullmatch(val)):
                return False
            seen = seen or opt not in ("-c", "--constraint")
        elif _PIP_PROJECT.fullmatch(a):
            seen = True
        elif a not in _PIP_FLAGS:
            return False
        i += 1
    return seen


# (probe round 31) Node's test runner over the project's test files: node --test with
# files, globs and the options that pick tests, time them or print them (a reporter by its
# built-in name only: another is a module loaded; --test-reporter-destination writes a file;
# --import, --require, --loader, --eval load or run more; watch mode never ends)
_NODE_TEST_VALUED = frozenset({"--test-name-pattern", "--test-skip-pattern", "--test-concurrency", "--test-timeout",
                               "--test-shard", "--test-coverage-include", "--test-coverage-exclude"})
_NODE_TEST_FLAGS = frozenset({"--test-only", "--experimental-test-coverage", "--test-force-exit",
                              "--experimental-strip-types", "--no-warnings", "--enable-source-maps",
                              "--experimental-test-module-mocks", "--test-update-snapshots"})
_NODE_REPORTERS = frozenset({"spec", "tap", "dot", "junit", "lcov"})


def _node_test_ok(args: Sequence[str]) -> bool:
    i = 0
    while i < len(args):
        a = args[i]
        if not a.startswith("-"):
            i += 1
            continue
        opt, eq, value = a.partition("=")
        if opt == "--test-reporter":
            if not eq:
                value = args[i + 1] if i + 1 < len(args) else ""
                i += 1
            if value not in _NODE_REPORTERS:
                return False
        elif opt in _NODE_TEST_VALUED:
            i += 0 if eq else 1
        elif a not in _NODE_TEST_FLAGS:
            return False
        i += 1
    return True


# python -m build (pypa's frontend: the project's build backend, into dist/ or -o DIR) and
# python -m compileall (byte-compiles the named sources, __pycache__ beside them); not
# build's --installer, -C/--config-setting (options to the backend) or compileall's -i
# (a list of files read from a file or standard input) or -d/-s/-p (names rewritten)
_PY_BUILD_FLAGS = {"build": frozenset({"-s", "--sdist", "-w", "--wheel", "-n", "--no-isolation", "-x",
                                       "--skip-dependency-check", "-v", "--verbose", "-q", "--quiet"}),
                   "compileall": frozenset({"-q", "-qq", "-f", "-l", "-b", "-r0", "-j0", "--invalidation-mode=timestamp",
                                            "--invalidation-mode=checked-hash", "--invalidation-mode=unchecked-hash"})}
_PY_BUILD_VALUED = {"build": frozenset({"-o", "--outdir"}), "compileall": frozenset({"-x", "-r", "-j", "-o"})}
# (probe round 35, benign39) python -m venv DIR: a virtual environment made in the project
# (the interpreter's own files and its bundled pip, no download); not --clear (empties
# DIR first: python -m venv --clear . would empty the project) or --upgrade-deps (pip
# fetched from the index)
_PY_BUILD_FLAGS["venv"] = frozenset({"--system-site-packages", "--symlinks", "--copies", "--without-pip",
                                     "--without-scm-ignore-files"})
_PY_BUILD_VALUED["venv"] = frozenset({"--prompt"})


def _python_m_build_ok(module: str, args: Sequence[str]) -> bool:
    ops = _allowed_operands(args, _PY_BUILD_VALUED[module], _PY_BUILD_FLAGS[module])
    if ops is None:
        return False
    if module == "build":
        return len(ops) <= 1   # the project's directory (., or a package of it)
    if module == "venv":
        # one new directory below the working one (python -m venv . writes over the project)
        # (hidden directories other than .venv are configuration: .git, .github, .vscode)
        parts = [x for x in ops[0].removeprefix("./").split("/") if x] if len(ops) == 1 else []
        return bool(parts) and all(re.fullmatch(r"[\w+-][\w.+-]*|\.venv", x) for x in parts)
    return True


# webpack's own commands that serve, watch, open an analyser or generate files
_WEBPACK_NOT = frozenset({"serve", "server", "s", "watch", "w", "init", "create", "new", "c", "n", "loader", "l",
                          "plugin", "p", "migrate", "m", "configtest", "t", "info", "i", "version", "v", "help", "h"})


def _webpack_ok(args: Sequence[str]) -> bool:
    for a in args:
        if a.startswith("-"):
            opt = a.split("=", 1)[0]
            if opt in ("-w", "--watch", "--analyze", "--watch-options-stdin") or opt.startswith("--watch"):
                return False
        elif a in _WEBPACK_NOT:
            return False
    return True


def _rollup_ok(args: Sequence[str]) -> bool:
    """(probe round 44, leftovers44) rollup building with the project's configuration: no
    watch (-w), no plugin or config plugin given on the command line (-p takes inline
    JavaScript options), no input from standard input."""
    for a in args:
        if a == "-" or a.startswith("--") and a[2:].split("=", 1)[0].casefold().startswith(
                ("watch", "plugin", "configplugin", "stdin", "no-stdin")):
            return False
        if a.startswith("-") and not a.startswith("--") and set(a[1:2]) & {"w", "p"}:
            return False
        if a.startswith("-") and not a.startswith("--") and a[1:].isalpha() and set(a[1:]) & {"w", "p"}:
            return False
    return True


def _rspec_tag_value(name: str, args: Sequence[str], i: int) -> bool:
    """(probe round 32) rspec --tag ~slow: a tag filter ("~" excludes the tag), no path."""
    a = args[i]
    if a.startswith("--tag="):
        a = a[6:]
    elif not (i > 0 and args[i - 1] in ("--tag", "-t")):
        return False
    return (name == "rspec" or "rspec" in args[:i]) and re.fullmatch(r"~[\w:.=-]{1,100}", a) is not None


_MVN_EVALUATE_FLAGS = frozenset({"-q", "--quiet", "-DforceStdout", "-DforceStdout=true", "-B", "--batch-mode", "-N",
                                 "--non-recursive", "-ntp", "--no-transfer-progress", "-o", "--offline", "-e"})


def _climbs_within(part: str, depth: int) -> bool:
    """(probe round 49, benign53) a relative path climbing out with .. no further than
    ``depth`` directories, the build's directory being that deep below the project (cd
    cmd/app && go build -o ../../bin/app .: bin/app of the project), never below a .. again,
    nor the project's directory itself (an output directory there is emptied, cleaned)."""
    if part.startswith(("/", "~")) or "$" in part:
        return False
    segs = posixpath.normpath(part).split("/")
    k = 0
    while k < len(segs) and segs[k] == "..":
        k += 1
    return (k < depth or (k == depth and segs[k:] != [])) and ".." not in segs[k:]


# (lead, probe round 49) an output directory a build empties or removes before it writes:
# cargo clean --target-dir, vite's --outDir (emptied by default), webpack's --output-path/-o
# with output.clean, docusaurus/astro --out-dir, hugo -d with --cleanDestinationDir, mkdocs
# -d/--site-dir, jekyll -d, ng --output-path (deleteOutputPath), mdbook -d, trunk --dist.
# Named as the project's own directory (., ./, src/.., "") it deletes the project, as rm -rf .
# does (asked); the long names compared without case, dashes or underscores.
_EMPTIED_DIR_LONG = frozenset({"outdir", "outputdir", "outputpath", "distdir", "destdir", "sitedir", "destination",
                               "targetdir", "dist",
                               # (probe round 49, benign54) typedoc --out (cleanOutputDir by default)
                               "out"})
_EMPTIED_DIR_SHORT = {"hugo": "-d", "mkdocs": "-d", "jekyll": "-d", "mdbook": "-d", "webpack": "-o", "trunk": "-d"}


def _empties_project(name: str, args: Sequence[str]) -> bool:
    """Does an output-directory option of the build name the project's own directory?"""
    joined = "\0".join(args) + "\0"
    if ".\0" not in joined and "./\0" not in joined and "$" not in joined and "`" not in joined \
            and "" not in args:
        return False   # (no word ends in . or ./, none computed, none empty: one scan in C)
    short = _EMPTIED_DIR_SHORT.get(name)
    for i, a in enumerate(args):
        # (after --, too: npm run build -- --outDir . hands it to the script's bundler)
        if a[:1] != "-":
            continue
        if a[1:2] == "-":
            head, eq, value = a.partition("=")
            if head[2:].lower().replace("-", "").replace("_", "") not in _EMPTIED_DIR_LONG:
                continue
        elif short is not None and a.startswith(short):
            eq, value = (a[2:3], a[2:]) if len(a) > 2 else ("", "")
            value = value[1:] if value.startswith("=") else value
        else:
            continue
        if not eq:
            if i + 1 >= len(args):
                continue
            value = args[i + 1]
        if value == "" or "$" in value or "`" in value or posixpath.normpath(value) == ".":
            return True
    return False


def _pdoc_writes(args: Sequence[str]) -> bool:
    """(probe round 49, benign54) pdoc writes HTML only with -o/--output-dir/--output-directory
    (pdoc) or --html (pdoc3: into ./html); otherwise it serves the pages on a port and opens a
    browser. No word is "-"."""
    return "-" not in args and any(
        a in ("-o", "--output-dir", "--output-directory", "--html") or a.startswith(
            ("-o", "--output-dir=", "--output-directory=")) for a in args)


def safe_build(name: str, args: Sequence[str], unknown: bool, depth: int = 0) -> bool:
    """Seed 000's build/test safe list, plus peers; arguments that change what runs
    (another makefile, another prefix, a tool wrapper, a remote module) are not safe.
    ``depth``: how many directories below the project the build runs (after a cd), so
    that ../x naming a file of the project is no path outside it."""
    if unknown:
        return False
    if any(_outside_value(a) and not (depth and all(_climbs_within(p, depth) for p in path_parts(a)))
           and not (name == "cmake" and a == "..")
           and not (name in ("dotnet", "msbuild") and _msbuild_slash_switch(a))
           and not (name == "bazel" and _BAZEL_LABEL.fullmatch(a) and ".." not in a.replace("...", ""))
           and not _rspec_tag_value(name, args, i) for i, a in enumerate(args)):
        return False   # a path outside the project (pytest --basetemp=/etc deletes it; go build -o /usr/bin/x)
    if _empties_project(name, args):
        return False   # (cargo clean --target-dir ., vite build --outDir . --emptyOutDir: the project emptied)
    if name == "helm" and args[:1] == ["template"]:
        # (probe round 35, benign40) helm template renders the project's chart as helm lint
        # does, and prints it: the build's trust (value options only: _helm_template)
        return _helm_template(args[1:])
    if name in ("terraform", "tofu") and not unknown and terraform_listing(args):
        return True   # (probe round 44, benign48) the backend the project configures reached
    if name == "kubectl" and args[:1] and args[0] in ("kustomize", "diff", "apply", "create"):
        # (probe round 35, benign40) kubectl kustomize, diff -k: kustomize build's trust
        return _kubectl_render(args, build=True)
    if any("-XX:On" in a for a in args):
        return False   # a JVM's -XX:OnError=CMD, -XX:OnOutOfMemoryError=CMD run a command line (probe round 32)
    if any(a.startswith("--inspect") and _inspector_exposed(a) for a in args):
        return False   # bun --inspect=0.0.0.0:9229 dev: a debugger (any code run) open to the network
    name = _BUILD_WRAPPERS.get(name, name)   # ./gradlew test is gradle test, ./mvnw mvn
    if project_query(name, args, unknown):
        return True
    if _sends_target(name, args):
        return False
    if name == "manage.py":
        return safe_build("python", ["manage.py", *args], unknown, depth)   # ./manage.py test: python manage.py test
    if name == "artisan":
        # (probe round 31, benign31b) ./artisan route:list is php artisan route:list (its
        # "#!/usr/bin/env php" line), as ./manage.py is python manage.py
        return safe_build("php", ["artisan", *args], unknown, depth)
    if (name in ("pip", "pip3") and args[:1] == ["install"]) or (
            name in ("python", "python3") and args[:3] == ["-m", "pip", "install"]) or (
            name == "uv" and args[:2] == ["pip", "install"]):
        return _pip_install_project(args[args.index("install") + 1:])
    if name in ("python", "python3") and len(args) >= 2 and args[0] in ("manage.py", "./manage.py") and (
            args[1] in ("test", "check", "showmigrations", "sqlmigrate")
            or (args[1] == "makemigrations" and "--dry-run" in args[2:])):
        # Django's test runner, system checks, migration listing and a migration's SQL
        # printed (sqlmigrate: nothing run on the database): the project's code, as
        # pytest runs it (makemigrations writes files unless --dry-run; --check alone wrote
        # them before Django 4.2)
        return True
    if name == "sqlite3":
        return _sqlite_select_build(args)
    if name == "jupyter" and args[:1] == ["nbconvert"]:
        return nbconvert_stdout(args)
    if name == "mvn" and "help:evaluate" in args and all(
            a in _MVN_EVALUATE_FLAGS for a in args[:list(args).index("help:evaluate")]):
        # (probe round 32) the project's version, artifact id, build directory printed:
        # a project.* expression only (settings.* holds the servers' passwords), no -Doutput
        # (probe round 37, benign42: the same flags before the goal, mvn -q help:evaluate ...)
        rest = [a for a in args if a != "help:evaluate"]
        exprs = [a for a in rest if a.startswith("-Dexpression=")]
        return args.count("help:evaluate") == 1 and len(exprs) == 1 \
            and re.fullmatch(r"-Dexpression=project\.[\w.]{1,100}", exprs[0]) is not None \
            and all(a in _MVN_EVALUATE_FLAGS or a == exprs[0] for a in rest)
    if name == "composer" and args[:1] and args[0] in ("depends", "why"):
        # (probe round 37, benign42) which installed packages need PACKAGE (-r the chain, -t
        # a tree): read from vendor/ or the lock file (--locked), the plugins loaded as
        # composer show loads them. Not why-not/prohibits (a version not installed is looked
        # up in the registries), -d/--working-dir, more than one package
        ops = _allowed_operands(args[1:], _NONE, frozenset({
            "-r", "--recursive", "-t", "--tree", "--locked", "-q", "--quiet", "-n", "--no-interaction",
            "--ansi", "--no-ansi", "-v", "-vv", "-vvv", "--verbose"}))
        return ops is not None and len(ops) == 1 and _COMPOSER_PACKAGE.fullmatch(ops[0]) is not None
    if name == "go" and args[:2] == ["mod", "why"]:
        # why the build needs these packages or modules (-m): the graph is loaded as go list does
        ops = _allowed_operands(args[2:], _NONE, frozenset({"-m", "-vendor"}))
        return bool(ops) and all(re.fullmatch(r"[\w.~+-]{1,200}(?:/[\w.~+-]{1,200}){0,30}", o) for o in ops)
    for table in (_LOCKFILE_INSTALLS, _PROJECT_FORMS):
        for form, (flags, valued) in table.get(name, {}).items():
            if tuple(args[:len(form)]) == form:
                ops = _allowed_operands(args[len(form):], valued, flags)
                return ops is not None and not ops
    if name in _MAKE_PEER_FLAGS:
        return _make_peer(name, args)
    if name == "xcodebuild":
        return _xcodebuild(args)
    if name == "msbuild":
        return safe_build("dotnet", ["msbuild", *args], unknown, depth)   # (probe round 45, benign49) as dotnet msbuild
    if name in TEX_BUILDERS:
        return tex_build(name, args)
    if name in ("Rscript", "R", "julia"):
        return r_julia_test(name, args)
    if name == "nim":
        return nim_build(args)
    if name == "hugo":
        # (probe round 45, benign49) bare hugo (or hugo build) renders the site into public/:
        # the project's templates and configuration (its security.exec list names what it
        # may run), as mkdocs build; not server, new, deploy, mod, --watch, --renderToMemory
        ops = _allowed_operands(args, _HUGO_VALUED, _HUGO_FLAGS)
        return ops is not None and ops in ([], ["build"], ["version"])
    if name == "nimpretty":
        return bool(args) and all(_NIMPRETTY_ARG.fullmatch(a) for a in args)
    if name == "swift-format" and args and args[0] not in ("lint", "format", "dump-configuration", "--version",
                                                           "--help", "-h"):
        args = ["format", *args]   # (probe round 45, benign49) no subcommand is format (swift-format -i -r Sources)
    if name == "yarn" and len(args) >= 3 and args[0] == "workspace" and _PACKAGE_NAME.fullmatch(args[1]) \
            and args[2] not in ("add", "remove", "up", "exec", "dlx", "npm", "pack", "version"):
        return safe_build("yarn", args[2:], unknown, depth)   # yarn workspace @app/web build: that workspace's build
    if name == "yarn" and args[:1] == ["workspaces"] and args[1:2] in (["foreach"], ["run"]):
        # (probe round 40, benign45) yarn workspaces foreach [-A -p -t -v ...] run SCRIPT (Yarn
        # 2+), yarn workspaces run SCRIPT (Yarn 1): each workspace's script, as pnpm -r run
        # SCRIPT; never exec or another yarn command (foreach runs any: npm publish)
        i = 2
        while args[1] == "foreach" and i < len(args) and args[i].startswith("-"):
            head, eq, _v = args[i].partition("=")
            if args[i] in _YARN_FOREACH_FLAGS or _YARN_FOREACH_CLUSTER.fullmatch(args[i]):
                i += 1   # (-Apt: clipanion's bundled short flags)
            elif head in _YARN_FOREACH_VALUED:
                i += 1 if eq else 2
            else:
                return False
        if args[1] == "foreach":
            if args[i:i + 1] != ["run"]:
                return False
            i += 1
        return i < len(args) and safe_build("yarn", ["run", *args[i:]], unknown, depth)
    if name in ("node", "nodejs") and len(args) == 2 and args[0] in ("--check", "-c") and not args[1].startswith("-"):
        return True   # node --check FILE: a syntax check, nothing run (as php -l)
    if name in ("node", "nodejs") and args[:1] == ["--test"]:
        return _node_test_ok(args[1:])   # (probe round 31) Node's own test runner, as jest's
    if name in ("python", "python3") and args[:2] in (["-m", "build"], ["-m", "compileall"], ["-m", "venv"]):
        return _python_m_build_ok(args[1], args[2:])
    if name in ("python", "python3") and args[:2] == ["-m", "py_compile"] and len(args) > 2 and all(
            not a.startswith("-") or a == "-q" for a in args[2:]):
        return True   # (probe round 35, benign39) byte-compiles the files named, as compileall (not "-": names read from stdin)
    if name == "php" and args[:1] and args[0] in ("-l", "--syntax-check") and len(args) > 1 and all(
            not a.startswith("-") for a in args[1:]):
        return True   # php -l FILE...: a syntax check, nothing run
    if name == "ruby" and len(args) == 2 and args[0] in ("-c", "-wc", "-cw") and not args[1].startswith("-") \
            and _RELATIVE_INSIDE.fullmatch(args[1][2:] if args[1].startswith("./") else args[1]):
        # (probe round 36, benign41) ruby -c FILE of the project: a syntax check, but ruby
        # takes options from the file's #! line (-rLIB loads code): the project's code, the
        # build's trust (a file of the project only: not /tmp/x.rb, ../x, ~/x, -)
        return True
    if name in ("python", "python3") and len(args) >= 2 and args[0] == "-m" and args[1] in ("pytest", "unittest"):
        return not _forbidden_opt("pytest", args[2:])
    if name in ("python", "python3") and args[:2] == ["-m", "doctest"]:
        # (probe round 34, benign37) the examples in the project's docstrings run, as its
        # tests do (-v, -f fail fast, -o an option flag by name); files of the project only
        ops = _options_only(args[2:], frozenset({"-v", "-f", "--fail-fast"}), frozenset({"-o", "--option"}))
        return bool(ops) and all(_DOCTEST_FILE.fullmatch(o) for o in ops)
    if name == "django-admin" and args[:1] and args[0] in ("check", "showmigrations", "sqlmigrate"):
        return safe_build("python", ["manage.py", *args], unknown, depth)   # (manage.py is django-admin with the settings)
    if name in _PROBE_NAMES and version_probe(name, args) == 1:
        return True   # python3 -c 'import django; print(django.__version__)': django's code runs
    if name == "bun" and len(args) == 2 and args[0] in ("-e", "--eval", "-p", "--print"):
        # (probe round 47, benign51) bun -e 'console.log(1 + 2)', bun -p process.version: node's
        # one-liner grammars (literals printed, the runtime's own version), run after the
        # preload scripts the project's bunfig.toml names (as .Rprofile before Rscript -e):
        # the build's trust; Bun.version is the runtime's own, as process.version
        code = re.sub(r"\bBun\.(?:version|revision)\b", "process.version", args[1])
        return literal_print("bun", args) or version_probe("node", [args[0], code]) == 2
    if name in ("python", "python3") and args[:2] == ["-m", "json.tool"]:
        # (the working directory comes first on -m's path: a json/ there would run)
        return json_tool_prints(args[2:])
    if name in ("python", "python3") and len(args) >= 2 and args[0] == "-m" and args[1] in _PY_M_PRINTERS:
        return python_m_prints(args[1], args[2:])
    if name in C_COMPILERS and args:
        return c_compiler_checks(args)
    if name == "go" and args[:2] == ["tool", "cover"]:
        return _go_cover(args[2:])
    if name == "uv" and len(args) >= 2 and args[0] == "run" and args[1] == "pytest":
        return not _forbidden_opt("pytest", args[2:])
    if name == "ninja":
        args = _ninja_print_tool(args)
        if args is None:
            return False
    if name in SAFE_BUILD_BARE:
        if name == "make" and any("=" in a and not a.startswith("-") and not _make_var_safe(a) for a in args):
            return False
        if name == "make" and _make_stdin(args):
            return False   # make -f - runs a makefile from standard input
        if name == "tox" and ("exec" in args or any(long_hits(a[2:].split("=")[0], ("force-dep",))
                                                    for a in args if a.startswith("--"))):
            return False   # tox exec -- CMD runs any program; --force-dep installs from anywhere
        if name == "tox" and "--" in args and _forbidden_opt("pytest", args[args.index("--") + 1:]):
            return False   # tox -- ARGS hands them to the test command (pytest --pastebin=all)
        if name == "cmake" and any(a == "--install" or a.split("=", 1)[-1].startswith("install") for a in args):
            return False   # cmake --build b --target install(/strip) writes under the install prefix
        if name == "clang-tidy" and any(a.startswith(BUILD_FORBIDDEN["clang-tidy"]) or a.startswith("@")
                                        for a in args):
            return False   # (also after --: the compiler's own -fplugin, -Xclang -load, @file)
        if name == "webpack" and not _webpack_ok(args):
            return False
        if name == "rollup" and not _rollup_ok(args):
            return False
        if name == "doxygen" and ("-" in args or any(a in DOXYGEN_FILE_OPTS for a in args)):
            # (probe round 49, benign54) doxygen - reads its configuration (INPUT_FILTER=CMD)
            # from stdin; (probe round 50, benign55) -g/-u/-l/-w write its own files, not a
            # build (READ_ONLY's _doxygen, the files recorded as writes)
            return False
        if name == "pdoc" and not _pdoc_writes(args):
            return False
        if name == "prove" and any(_PROVE_CLUSTER_RUNS.fullmatch(a) for a in args):
            return False   # -lre CMD, -lMFoo: a cluster ending in -e, -M or -P
        if name == "cmake":
            args = _cmake_known_choices(args)
        if name == "cmake" and "--build" in args and "--" in args:
            # what follows -- goes to the native build tool (make --eval=..., CC=...):
            # parallelism and keep-going only
            tail = args[args.index("--") + 1:]
            if not all(_NATIVE_BUILD_OK.fullmatch(a) for a in tail):
                return False
        return not _forbidden_opt(name, args)
    ran = _runner_tool(name, args)
    if ran is not None:
        tool, rest = ran
        return tool is not None and safe_build(tool, rest, unknown, depth)
    if name in ("python", "python3") and len(args) >= 2 and args[0] == "-m" and args[1] in _PYTHON_M_TOOLS:
        return safe_build(args[1], args[2:], unknown, depth)
    if name == "coverage" and args[:1] and args[0] == "run" and any(
            a == "-m" or a.startswith(("--module", "-m")) for a in args[1:]):
        # coverage run -m MODULE runs any module (-m pip install x): the test runners only
        i = next(i for i, a in enumerate(args) if a == "-m" or a.startswith(("--module", "-m")))
        module = args[i][2:] if args[i].startswith("-m") and len(args[i]) > 2 else (
            args[i].split("=", 1)[1] if "=" in args[i] else (args[i + 1] if i + 1 < len(args) else ""))
        if module not in ("pytest", "unittest"):
            return False
    if name in ("clojure", "clj", "bb"):
        return _clojure_task(name, args)
    if name in _LINT_OPTIONS:
        return _plain_lint(name, args)
    subs = SAFE_BUILD_SUBS.get(name)
    if subs is None:
        return False
    if len(args) == 1 and args[0] in ("--version", "--help"):
        # (probe round 36, benign41) a safe-list tool's own version or help (npx vite
        # --version, next --help): the program its build subcommands run, doing less
        return True
    if name == "dotnet" and not _dotnet_switches_ok(args):
        return False
    if name == "dotnet" and args[:1] == ["msbuild"] and not _msbuild_switches_plain(args[1:]):
        return False
    if name == "bazel" and not _bazel_options_ok(args):
        return False
    if name == "deno" and args[:1] == ["task"] and not _deno_task_ok(args[1:]):
        return False
    if name == "bun" and build_rule_word(("bun", *args)) is not None:
        return False   # bun run -e CODE, bun -p CODE: code given on the command line (probe round 28)
    if name in ("cabal", "stack") and any(a.startswith("--with-") or _GHC_PICKS_PROGRAM.search(a)
                                          or name == "stack" and a.startswith(("--docker-", "--nix-"))
                                          for a in args):
        # cabal --with-PROG=/x, stack --with-gcc: the program it runs for PROG; GHC's -pgmF
        # sh, -pgmc=CMD, -pgmL in --ghc-options (probe round 34, redteam34b): the same; stack's
        # --docker-image/--docker-run-args and --nix-shell-file/--nix-packages pick the
        # container or the Nix expression the build runs in
        return False
    if name == "nimble" and any(_NIM_PICKS_PROGRAM.search(a) for a in args):
        # (probe round 34, redteam34b) nim's --gcc.exe:sh, --clang.linkerexe=CMD, nimble's
        # --nim:PATH pick the compiler, linker or nim run; --nimbleDir the packages loaded
        return False
    if name == "sbt":
        return _sbt_commands_ok(args)
    if name == "rebar3" and args[:1] == ["do"]:
        # (probe round 50, benign55) rebar3 do compile, eunit: each task of the comma list,
        # one word each, a safe one (a deny rule meets each: permissions' rebar3 alias words)
        tasks = rebar3_do_tasks(args)
        return tasks is not None and all(t in subs and t not in ("as", "do") for t in tasks)
    if name == "rebar3" and args[:1] == ["as"]:
        # (probe round 49, benign54) rebar3 as PROFILE[,PROFILE] TASK: the task under the
        # project's rebar.config profiles (rebar3 as test eunit), a safe one (not a
        # comma-separated list of tasks: a deny rule meets the words as written)
        if len(args) < 3 or not _REBAR3_PROFILES.fullmatch(args[1]) or args[2] == "as":
            return False
        return safe_build("rebar3", args[2:], unknown, depth)
    if name == "kustomize" and any(_KUSTOMIZE_REMOTE.match(a) for a in args if not a.startswith("-")):
        return False   # (probe round 30, redteam30b) kustomize build github.com/x/y?ref=main fetches a repository
    if _forbidden_opt(name, args):
        return False
    if "-" in args[:args.index("--") if "--" in args else len(args)]:
        return False   # bun run - (go run -, make -f -): what runs comes from standard input
    value_opts = BUILD_VALUE_OPTS.get(name, frozenset())
    operands = []
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a.startswith("-"):
            skip = a in value_opts
            continue
        operands.append(a)
    if name == "yarn" and not operands:
        return True   # bare yarn is yarn install
    if name == "cargo" and operands and operands[0].startswith("+") and operands[0][1:].replace("-", "").replace(".", "").isalnum():
        operands = operands[1:]   # cargo +nightly fmt: a rustup toolchain by name
    if name == "gradle" and any(a == "--scan" or a.startswith("--scan=") for a in args):
        return False   # uploads a build scan
    if name == "gradle" and operands and all(
            _GRADLE_TASK.fullmatch(t.rsplit(":", 1)[-1]) and not _GRADLE_NOT.search(t.rsplit(":", 1)[-1])
            and re.fullmatch(r"(?::?[\w-]+)+", t) for t in operands):
        return True
    if name in ("deno", "bazel", "zig", "bun") and any("://" in a or a.startswith(("npm:", "jsr:")) for a in args):
        return False   # deno test https://x/t.ts: code fetched from the network, run
    if name in ("yarn", "pnpm", "bun") and project_bin_agent(operands) is not None:
        # (probe round 36, residuals38) yarn claude, yarn run claude, pnpm codex, bun run
        # gemini: with no script of that name they run the project's node_modules/.bin
        # program, the agent itself (at least asked, as claude is), not a build
        return False
    if name in ("yarn", "pnpm", "bun", "composer") and operands and operands[0] not in subs and (
            _SCRIPT_SHORTHAND.fullmatch(operands[0])
            or (operands[0] in _SCRIPT_NAMES and operands[0] not in _SCRIPT_NOT.get(name, ()))
            or operands[0] in _SCRIPT_ALSO.get(name, ())):
        return True   # pnpm test:unit is pnpm run test:unit (no built-in command has a ":"), pnpm format
    if name == "turbo" and operands and all(o in subs or (_SCRIPT_WORD.fullmatch(o) and o not in _TURBO_OWN)
                                            for o in operands):
        return True   # turbo build, turbo check-types build: turbo run's tasks
    if name == "rails" and any(_RAKE_TASK_WORD.fullmatch(o) for o in operands[1:]):
        return False   # (probe round 32) rails routes db:drop: rake-style, every task named runs
    if name == "rails" and operands and _RAILS_TEST_TASK.fullmatch(operands[0]):
        return True   # bin/rails test:system, test:models: the test runner over a part of the tests
    if not operands or operands[0] not in subs:
        return False
    if name in ("mvn", "gradle") and any(o not in subs for o in operands):
        return False   # every goal or task runs (mvn test exec:exec runs any program)
    if name == "go" and any("@" in a or "://" in a for a in operands[1:]):
        return False
    if name in ("npm", "yarn", "pnpm") and any(
            a.startswith("--") and (a.startswith(("--config.", "--@")) or _NPM_SETTINGS.search(a) is not None)
            for a in args):
        return False   # the forbidden settings, spelled --config.registry= or --@scope:registry=
    if name in ("npm", "yarn", "pnpm") and any(
            (a.startswith("-") and not a.startswith("--") and "g" in a[1:] and a[1:].isalpha())
            or a.startswith("--location") for a in args):
        return False   # -gf, --location=global: a global install runs its scripts there
    if name == "go" and any(_REMOTE_GO_PACKAGE.match(a) for a in operands[1:]) and (
            operands[0] == "run" or any(a.startswith(("-mod=mod", "--mod=mod")) or a == "-mod" for a in args)):
        return False   # go run github.com/x/y (-mod=mod): code fetched from the network, run
    if name in ("npm", "yarn", "pnpm") and operands[0] in ("install", "i"):
        for pkg in operands[1:]:
            if ":" in pkg or ("/" in pkg and not pkg.startswith("@")) or pkg.startswith((".", "~")):
                return False
    return True


# GHC's options naming the program it runs for a phase (-pgmF the preprocessor, -pgmc the
# C compiler, -pgmL the literate one, -pgml the linker...), alone or inside --ghc-options
_GHC_PICKS_PROGRAM = re.compile(r"(?:^|[\s=,'\"])-pgm[A-Za-z_]")
# nim's and nimble's options naming a program or another package tree: --gcc.exe:X,
# --clang.cpp.linkerexe=X, --nim:X, --nimbleDir:X, --nimcache (any case, - or --)
_NIM_PICKS_PROGRAM = re.compile(r"(?i)(?:^|(?<=[:=\s'\"]))--?(?:[\w.]*\.(?:exe|linkerexe|cppcompiler)|nim|nimbledir|nimblepath|"
                                r"nimcache|cc)(?:[:=]|\Z)")
_DOCTEST_FILE = re.compile(r"[\w./-]{1,200}\.(?:py|txt|rst|md)")
# ninja's tools that print the build graph (-t targets, query, deps, commands, inputs, rules,
# compdb, graph): not clean (deletes), browse (a web server), restat/recompact (rewrite the log)
_NINJA_PRINT_TOOLS = frozenset({"targets", "query", "deps", "commands", "inputs", "rules", "compdb", "graph",
                                "missingdeps", "list"})


# ninja's getopt: -n, -v, -h take no value; -t TOOL may end such a cluster
_NINJA_TOOL_CLUSTER = re.compile(r"-([nvh]*)t(.*)", re.S)


def _ninja_print_tool(args: Sequence[str]) -> list[str] | None:
    """ninja's arguments without one -t TOOL of _NINJA_PRINT_TOOLS (-t targets all, -C build
    -t compdb), or None for another tool; the rest judged as a build's (probe round 34)."""
    out: list[str] = []
    i = 0
    seen = False
    while i < len(args):
        a = args[i]
        if a == "--":
            out.extend(args[i:])
            break
        m = _NINJA_TOOL_CLUSTER.fullmatch(a)
        if m:
            # (-t TOOL, -tTOOL, and a cluster of flags ending in it, -vt clean: probe round
            # 34, redteam34b)
            tool = m.group(2) or (args[i + 1] if i + 1 < len(args) else "")
            if seen or tool not in _NINJA_PRINT_TOOLS:
                return None
            seen = True
            out.extend("-" + c for c in m.group(1))
            i += 1 if m.group(2) else 2
            continue
        out.append(a)
        i += 1
    return out


# prove's short-option cluster ending in an option that takes a program or module
_PROVE_CLUSTER_RUNS = re.compile(r"-[A-Za-z]*[eMP].*")
# sbt's commands an operand may be (a test selection: testOnly/testQuick and class patterns)
_SBT_TEST_SELECT = re.compile(r"(?:Test/|test:)?(?:testOnly|testQuick)(?: +[\w.*$-]+){0,20}|runMain [\w.$]{1,200}")


def _sbt_commands_ok(args: Sequence[str]) -> bool:
    """sbt runs every operand as a command (sbt compile publish publishes): each one a
    build, test, check or run of SAFE_BUILD_SUBS["sbt"] (run and runMain CLASS run the
    project's main, as cargo run does), or testOnly with class patterns; an
    option is a JVM or sbt setting (-Dx=y, -J-Xmx2g, -v, --client)."""
    subs = SAFE_BUILD_SUBS["sbt"]
    ops = [a for a in args if not a.startswith("-")]
    if any(a.startswith("-") and not _SBT_OPTION.fullmatch(a) for a in args):
        return False
    return bool(ops) and all(o in subs or _SBT_TEST_SELECT.fullmatch(o) for o in ops)


# (-J-Xrun<lib> loads a native agent by name, as -agentlib does: not among them; probe round
# 34, redteam34b)
_SBT_OPTION = re.compile(r"-D[\w.-]+=[\w.:/@-]*|-J-X(?!run)(?!X:On)[\w:=.-]+|-v|--verbose|-batch|--batch|-no-colors|--no-colors|"
                         r"--client|-client|-d|-debug|--debug|-warn|--warn|-error|--error|-info|--info|"
                         r"-Dsbt\.[\w.]+=[\w.-]+")


# a rake task's name (db:drop, db:schema:load, assets:clobber): no path, no file
_RAKE_TASK_WORD = re.compile(r"[a-z][\w-]*(?::[\w-]+)+(?:\[[^\]]*\])?")


def _runner_tool(name: str, args: Sequence[str]) -> tuple[str | None, list[str]] | None:
    """A package manager's runner of a project tool (npx tsc -p x, yarn jest, bunx tsc,
    php artisan test): (the tool, its arguments), or (None, []) for a runner of anything
    else or with options of its own that fetch or run more; None when ``name args`` is no
    runner. (npm exec, pnpm exec and bundle exec are unwrapped by the analysis: the
    command they run is judged with the runner as its wrapper.)"""
    rest: list[str]
    own: list[str] = []
    if name == "bun" and args[:1] == ["x"]:
        name, args = "bunx", args[1:]   # (probe round 40, benign45) bun x tsc is bunx tsc (bun's docs)
    if name in ("npx", "bunx"):
        i = 0
        while i < len(args) and args[i].startswith("-") and args[i] != "--":
            own.append(args[i])
            i += 1
        rest = list(args[i + 1:] if i < len(args) and args[i] == "--" else args[i:])
    elif name in ("pnpm", "yarn", "bun") and args and args[0] in RUNNER_TOOLS and args[0] not in SAFE_BUILD_SUBS[name]:
        rest = list(args)   # yarn jest, pnpm tsc, bun tsc: the project's bin
    elif name == "bun" and len(args) >= 2 and args[0] == "--bun" and args[1] in RUNNER_TOOLS:
        rest = list(args[1:])   # bun --bun tsc: the same bin, run by bun's runtime
    elif name == "php" and list(args[:2]) in (["artisan", "test"], ["./artisan", "test"]):
        return "phpunit", list(args[2:])   # Laravel's test runner is PHPUnit
    elif name == "php" and _php_vendor_bin(args) is not None:
        # php vendor/bin/phpunit: composer's bin script run by php, as its own "#!/usr/bin/env
        # php" line runs it (vendor/bin/phpunit is judged so); the only php option before it
        # is a memory limit (-d auto_prepend_file=, -c php.ini, -r load or run more) (probe
        # round 29)
        i = _php_vendor_bin(args)
        return args[i].rsplit("/", 1)[1], list(args[i + 1:])
    else:
        return None
    # (npx's own options: only those that fetch and run nothing more; -y, -p, -c,
    # --registry... do)
    if rest and rest[0] in _RUNNER_PACKAGES:
        rest = [_RUNNER_PACKAGES[rest[0]]] + rest[1:]   # npx @biomejs/biome check: biome
    if not rest or rest[0] not in RUNNER_TOOLS or any(o not in _RUNNER_OWN_OK for o in own):
        return None, []
    return rest[0], rest[1:]


_YARN_FOREACH_FLAGS = frozenset({"-A", "--all", "-p", "--parallel", "-t", "--topological", "--topological-dev",
                                 "-v", "--verbose", "-i", "--interlaced", "-R", "--recursive", "-W", "--worktree",
                                 "--no-private"})
_YARN_FOREACH_VALUED = frozenset({"-j", "--jobs", "--include", "--exclude", "--from"})
_YARN_FOREACH_CLUSTER = re.compile(r"-[AptviRW]{2,8}")


# composer's bin directory of the project (no "..": the name is the tool's)
_PHP_VENDOR_BIN = re.compile(r"(?:\./)?vendor/bin/[A-Za-z0-9_][\w.-]*")
_PHP_MEMORY_LIMIT = re.compile(r"memory_limit=-?[0-9]+[KMGkmg]?")


def _php_vendor_bin(args: Sequence[str]) -> int | None:
    """The index of the vendor/bin script php is given, after memory limits only; or None."""
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-d" and i + 1 < len(args) and _PHP_MEMORY_LIMIT.fullmatch(args[i + 1]):
            i += 2
        elif a.startswith("-d") and _PHP_MEMORY_LIMIT.fullmatch(a[2:]):
            i += 1
        else:
            break
    return i if i < len(args) and _PHP_VENDOR_BIN.fullmatch(args[i]) else None


# a tool published under a scoped name (its package's bin is the tool)
_RUNNER_PACKAGES = {"@biomejs/biome": "biome"}
_RUNNER_OWN_OK = frozenset({"--no-install", "--no", "-q", "--quiet", "--silent", "-s", "--offline", "--prefer-offline",
                            "--bun"})
# python -m TOOL: the tool, judged as itself
_PYTHON_M_TOOLS = frozenset({"mypy", "black", "flake8", "pylint", "isort", "ruff", "coverage", "bandit"})


# ---- what an allow rule on a build covers (probe round 28) --------------------------------
# Bash(make:*), Bash(pytest:*), Bash(rake:*) allow the project's own build, as Claude Code
# matches them word by word; not an option or a setting through which the build runs code
# the command line names (make SHELL=/tmp/x, rake -e CODE, just --shell CMD, bun -e CODE,
# pytest -p PLUGIN, dotnet -p:PreBuildEvent=CMD, bazel --run_under) nor a file or a
# directory outside the project it loads (make -f -, pytest /elsewhere, jest --config
# /tmp/x.js): only a rule that writes that word covers it (see build_rule_word and
# build_path_values; evaluate's part_rule).
_RULE_CODE_OPTS: dict[str, tuple[tuple[str, ...], str]] = {
    # rake: Ruby code (-e/-p/-E), a library loaded (-r), the user's global rakefiles (-g)
    "rake": (("execute", "execute-print", "execute-continue", "require", "system"), "epErg"),
    # just: the shell recipes run with, a command run in the justfile's environment, the
    # chooser, the user's global justfile, an environment file loaded for every recipe
    "just": (("shell", "shell-arg", "command", "chooser", "global-justfile", "dotenv-path", "dotenv-filename"),
             "cgE"),
    # go-task: the user's global Taskfile
    "task": (("global",), "g"),
    # bun's runtime: code given on the command line (before the script: later words are the script's)
    "bun": (("eval", "print"), "ep"),
    # turbo: the remote cache the build's outputs (and the token) are sent to
    "turbo": (("api",), ""),
}
# BUILD_FORBIDDEN entries that an allow rule still covers: a directory or a file of the
# project's (a path outside it is judged by build_path_values), flags that change how
# the project's code is built or warned about
_RULE_TOLERATED = {
    "go": frozenset({"-ldflags", "-gcflags", "-asmflags", "-gccgoflags", "-pkgdir", "-modfile", "-overlay"}),
    "pytest": frozenset({"-W", "--pythonwarnings", "--debug", "-c", "--config-file", "--rootdir", "--confcutdir",
                         "--basetemp"}),
    "cmake": frozenset({"-G", "-T", "-A", "--preset", "--workflow", "--toolchain"}),
    "tox": frozenset({"-c", "--conf", "--root", "--workdir"}),
    "ninja": frozenset({"-f", "-t"}),
    "mvn": frozenset({"-s", "--settings", "-gs", "--global-settings"}),
    "gradle": frozenset({"-I", "--init-script", "-c", "--settings-file"}),
    "composer": frozenset({"--working-dir", "-d"}),
    "pre-commit": frozenset({"-c", "--config"}),
    "make": frozenset({"-I", "--include-dir"}),
    "eslint": frozenset({"--rulesdir", "--resolve-plugins-relative-to"}),
}
# make's own variables that name what runs or what is read as a makefile or as options
_MAKE_RUN_VARS = frozenset({".SHELLFLAGS", "MAKEFLAGS", "MFLAGS", "GNUMAKEFLAGS", "MAKEFILES", "MAKE",
                            ".INCLUDE_DIRS", "MAKESHELL", "MAKEOVERRIDES", "MAKECMDGOALS", ".DEFAULT_GOAL"})
_MAKE_ASSIGN = re.compile(r"([A-Za-z_.][\w.-]*?)(::|[:!?+])?=(.*)", re.S)
_STANDARD_SHELLS = frozenset({"sh", "bash", "dash", "/bin/sh", "/bin/bash", "/bin/dash", "/usr/bin/sh", "/usr/bin/bash",
                              "/usr/bin/dash"})
_PLAIN_PROGRAM = re.compile(r"[\w.+-]+")
# a compiler's flags that load or run another program (a plugin, a wrapper, a spec file,
# another directory of tools), or shell text
_FLAGS_RUN = re.compile(r"[;&|<>`$\n]|plugin|wrapper|specs|-B|load|-Xclang|-fuse-ld=/|-extld")
_MVN_RUNS = re.compile(r"(?:exec|antrun|groovy|gplus|gmaven|scripting|jshell|ant):|-Dexec\.")
# go's options whose value is handed to the compiler, assembler or linker
_GO_FLAG_OPTS = frozenset({"ldflags", "gcflags", "asmflags", "gccgoflags"})
# a build's arguments after -- that go to the program it built (cargo run -- /tmp/in)
_ARGS_TO_PROGRAM = frozenset({"cargo", "dotnet", "swift"})


# (probe round 45, redteam45) a makefile's own variables, put into its recipes as make does:
# D := / then rm -rf $(D) runs rm -rf / (the shell saw $(D), a command named D, and nothing)
_MAKEFILE_ASSIGN = re.compile(r"(?:(?:override|export|private)\s+)*([A-Za-z_][A-Za-z0-9_.-]*)\s*(:::=|::=|:=|\?=|\+=|!=|=)"
                          r"\s*(.*?)\s*$")
_MAKE_REF = re.compile(r"\$(?:\(([A-Za-z_][A-Za-z0-9_.-]*)\)|\{([A-Za-z_][A-Za-z0-9_.-]*)\})")


def make_expanded(text: str, home: str | None = None) -> str:
    """A makefile's text with ``$(NAME)`` and ``${NAME}`` of the variables it sets itself
    (``=``, ``:=``, ``::=``, ``?=``, ``+=``; not ``!=``, a command's output) replaced by
    their values, nested ones too (four rounds), and ``$(HOME)`` (from the environment) by
    the home directory; other references stay as written."""
    if "$" not in text:
        return text
    values: dict[str, str] = {}
    for line in text[:200_000].splitlines()[:4096]:
        if not line or line[0] in "\t#" or "=" not in line:
            continue
        m = _MAKEFILE_ASSIGN.match(line)
        if m is None:
            continue
        name, op, value = m.groups()
        if op == "!=":
            values.pop(name, None)
        elif op == "+=":
            values[name] = (values[name] + " " + value).strip() if name in values else value
        elif op == "?=":
            values.setdefault(name, value)
        else:
            values[name] = value
    if home and "HOME" not in values:
        values["HOME"] = home
    if not values:
        return text

    def sub(m: "re.Match[str]") -> str:
        v = values.get(m.group(1) or m.group(2))
        return m.group(0) if v is None else v
    for _ in range(4):
        new = _MAKE_REF.sub(sub, text)
        if new == text or len(new) > 400_000:
            break
        text = new
    return text


def make_var_runs(arg: str) -> bool:
    """A make (rake, xcodebuild) command-line variable through which the build runs code
    the command names: make's own (SHELL, .SHELLFLAGS, MAKEFLAGS, MAKEFILES...), a name the
    environment reads as code (LD_PRELOAD, BASH_ENV, PATH: make exports command-line
    variables to its recipes), a program (CC=/tmp/x, CC='sh -c id;'), a compiler flag that
    loads one, ``X!=cmd`` and ``$(shell ...)``/backquotes in a value."""
    m = _MAKE_ASSIGN.fullmatch(arg)
    if m is None:
        return False
    name, op, value = m.groups()
    if op == "!" or "$(" in value or "${" in value or "`" in value:
        return True
    if name == "SHELL":
        return value not in _STANDARD_SHELLS
    if name in _MAKE_RUN_VARS:
        return True
    if dangerous_env(name):
        # (ENV is read by interactive shells only: make deploy ENV=prod names a stage)
        return not (name == "ENV" and _PLAIN_PROGRAM.fullmatch(value) is not None)
    if _MAKE_VAR_PROGRAM.match(name + "="):
        if name.endswith("FLAGS"):
            return _FLAGS_RUN.search(value) is not None
        return _PLAIN_PROGRAM.fullmatch(value) is None
    return False


def _build_name(argv: Sequence[str]) -> tuple[str, list[str]]:
    """(the build program, its arguments): python -m pytest is pytest, ./gradlew gradle,
    npx jest (yarn jest, bunx tsc) the tool it runs."""
    if len(argv) >= 3 and argv[1] == "-m" and re.fullmatch(r"python[0-9.]*", argv[0]):   # (cheap test first)
        argv = argv[2:]
    name = argv[0].rsplit("/", 1)[-1] if argv else ""
    name = _BUILD_WRAPPERS.get(name, name)
    args = list(argv[1:])
    if name in ("npx", "bunx", "pnpm", "yarn", "bun", "php"):
        ran = _runner_tool(name, args)
        if ran is not None and ran[0] is not None:
            return ran[0], list(ran[1])
    if name == "docker" and args[:1] == ["compose"]:
        return "docker-compose", args[1:]
    return name, args


@functools.lru_cache(maxsize=2048)
def build_rule_word(argv: tuple[str, ...]) -> str | None:
    """The word of a build's command line through which it runs code the command names
    (see _RULE_CODE_OPTS above), which an allow rule on the build covers only when it
    writes that word; None when there is none. UNKNOWN_WORD counts as no option."""
    if not argv:
        return None
    name, args = _build_name(argv)
    for a in args:
        if a.startswith("--inspect") and _inspector_exposed(a):
            return a   # npm test -- --inspect=0.0.0.0: a debugger (any code run) open to the network
        if name in ("deno", "bun") and ("://" in a or a.startswith(("npm:", "jsr:"))):
            return a   # deno test https://x/t.ts: code fetched from the network, run
    if name in ("make", "gmake", "rake", "xcodebuild"):
        hit = next((a for a in args if "=" in a and not a.startswith("-") and make_var_runs(a)), None)
        if hit is not None:
            return hit
    if name == "dotnet":
        for i, a in enumerate(args):
            if a == "--":
                break
            if a.startswith(("-", "/", "@")) and not _dotnet_switches_ok(args[i:i + 2]):
                return a   # dotnet build -p:PreBuildEvent=CMD, @x.rsp, -logger:x.dll
    if name == "bazel" and not _bazel_options_ok(args):
        return next((a for a in args if a.startswith("-")), "bazel")   # --run_under, --workspace_status_command
    if name == "deno" and args[:1] == ["task"] and not _deno_task_ok(args[1:]):
        return args[1] if len(args) > 1 else "task"   # deno task 'rm -rf ~': shell text, not a task's name
    if name == "mvn":
        hit = next((a for a in args if _MVN_RUNS.match(a)), None)
        if hit is not None:
            return hit   # mvn test exec:exec -Dexec.executable=CMD
    if (name == "tox" and "exec" in args) or (name == "task" and "execute" in args):
        return "exec" if name == "tox" else "execute"   # tox exec -- CMD; Taskwarrior's task execute CMD
    if name == "cmake" and "--build" in args and "--" in args:
        tail = args[args.index("--") + 1:]
        hit = next((a for a in tail if not _NATIVE_BUILD_OK.fullmatch(a)), None)
        if hit is not None:
            return hit   # cmake --build . -- CC=/tmp/x: make's arguments
    if name == "go":
        hit = next((a for i, a in enumerate(args) if a.lstrip("-").split("=", 1)[0] in _GO_FLAG_OPTS
                    and _FLAGS_RUN.search(a.split("=", 1)[1] if "=" in a else " ".join(args[i + 1:i + 2]))), None)
        if hit is not None:
            return hit   # go build -ldflags=-extld=/tmp/x: the linker it runs
    entry = _RULE_CODE_OPTS.get(name)
    if entry is not None:
        longs, shorts = entry
        if name == "bun" and args[:1] in (["run"], ["test"]):
            args = args[1:]   # (bun run -e CODE: the runtime's options come before the script)
        for a in args:
            if a == "--" or (name == "bun" and not a.startswith("-")):
                break
            if a.startswith("--") and len(a) > 2:
                if long_hits(a[2:], longs):
                    return a
            elif a.startswith("-") and len(a) > 1 and any(ch in shorts for ch in a[1:]):
                return a
    if name in _FORBIDDEN_TABLES:
        return forbidden_word(name, args, _RULE_TOLERATED.get(name, frozenset()))
    return None


# every program build_path_values reads the arguments of: the builds, test runners, linters
# and task runners the safe lists know
RULE_BUILDS = frozenset(SAFE_BUILD_BARE | set(SAFE_BUILD_SUBS) | set(BUILD_FORBIDDEN) | set(BUILD_ELSEWHERE)
                        | set(_MAKE_PEER_FLAGS) | {"xcodebuild", "gmake", "npx", "bunx"})


def build_reads_stdin(argv: Sequence[str]) -> bool:
    """A build given what it runs on standard input (make -f -, make --file=-, bun run -,
    go run -, docker compose -f -): no rule on its words names that program."""
    if not argv:
        return False
    name, args = _build_name(argv)
    if name not in RULE_BUILDS:
        return False
    if name in ("make", "gmake") and _make_stdin(args):
        return True
    head = args[:args.index("--")] if "--" in args else args
    return any(a == "-" or (a.startswith("-") and a.endswith("=-")) for a in head)


@functools.lru_cache(maxsize=2048)
def build_path_values(argv: tuple[str, ...]) -> tuple[str, ...]:
    """The paths outside the working directory as written (absolute, from a home, climbing
    out) that a build's arguments name (path_parts), and ``-`` when it reads what it runs
    from standard input (build_reads_stdin): an allow rule on the build covers the
    project's own files (the caller resolves each against the project)."""
    if not argv:
        return ()
    name, args = _build_name(argv)
    if name not in RULE_BUILDS:
        return ()
    out: list[str] = ["-"] if build_reads_stdin(argv) else []
    for a in args:
        if a == UNKNOWN_WORD:
            continue
        if a == "--" and name in _ARGS_TO_PROGRAM:
            break
        if a.startswith("SHELL=") and a[6:] in _STANDARD_SHELLS:
            continue   # (make SHELL=/bin/bash test: the system's shell)
        out.extend(path_parts(a))
    return tuple(out)


# language_of() says None for every name that neither starts with "python" nor is one of these
LANGUAGE_NAMES = frozenset({"pytest", "pip", "pip3", "pypy", "pypy3", "uv", "go", "node", "nodejs", "deno", "bun", "npx"})


def language_of(name: str, args: Sequence[str]) -> str | None:
    """Seed 000's language detection, by what a command runs."""
    if name.startswith("python") or name in ("pytest", "pip", "pip3", "pypy", "pypy3"):
        return "python"
    if name == "uv" and tuple(args[:1]) == ("run",):
        return "python"
    if name == "go" and args[:1] and args[0] in ("run", "build", "test"):
        return "go"
    if name in ("node", "nodejs", "deno", "bun", "npx"):
        return "js"
    return None


# (probe round 34, residuals35) where the command a container or guest runs starts
# docker/podman/nerdctl run's short options that take a value; exec's; compose run's
_GUEST_RUN_VALUED = "aceEhlmpuvw"
_GUEST_EXEC_VALUED = "euw"
_GUEST_FLAGS = frozenset({"--rm", "--privileged", "--init", "--interactive", "--tty", "--detach", "--read-only",
                          "--no-healthcheck", "--oom-kill-disable", "--publish-all", "--quiet", "--disable-content-trust",
                          "--help", "--replace", "--rmi", "--no-deps", "--service-ports", "--build", "--use-aliases",
                          "--remove-orphans", "--no-TTY", "--quiet-pull", "--sig-proxy", "--tls", "--tlsverify",
                          "--debug"})
# a namespace shared with the host: the host's firewall, processes, kernel
_GUEST_HOST_KEYS = frozenset({"--network", "--net", "--pid", "--ipc", "--uts", "--userns", "--cgroupns"})
_COMPOSE_VALUED = frozenset({"-f", "--file", "-p", "--project-name", "--profile", "--env-file", "--project-directory",
                             "--ansi", "--parallel", "--progress"})


# (probe round 34, residuals36) long options of docker/podman run and exec and kubectl exec
# known to take a value: any other long option without "=" may or may not take one, and
# both readings of where the image (the pod) and its command are are tried
_GUEST_VALUED_LONG = frozenset({
    "--name", "--network", "--net", "--volume", "--env", "--env-file", "--workdir", "--user", "--entrypoint",
    "--mount", "--publish", "--label", "--platform", "--hostname", "--memory", "--cpus", "--pull", "--restart",
    "--add-host", "--device", "--cap-add", "--cap-drop", "--security-opt", "--gpus", "--shm-size", "--ulimit",
    "--tmpfs", "--log-driver", "--log-opt", "--dns", "--ip", "--pid", "--ipc", "--uts", "--userns", "--cgroupns",
    "--volumes-from", "--link", "--expose", "--health-cmd", "--stop-signal", "--stop-timeout", "--runtime",
    "--container", "--namespace", "--context", "--kubeconfig", "--cluster", "--server", "--token",
    "--filename", "--pod-running-timeout", "--host", "--project", "--profile", "--type", "--image"})
# kubectl exec's short options taking a value, and its long options taking none
_KUBECTL_EXEC_VALUED = "cnfsl"
_KUBECTL_EXEC_FLAGS = frozenset({"--stdin", "--tty", "--quiet", "--insecure-skip-tls-verify", "--match-server-version",
                            "--warnings-as-errors", "--help"})


def _kubectl_sub(vals: Sequence[str]) -> tuple[str, int]:
    """kubectl's subcommand and its index, after its global options (-n NS, --context X)."""
    i = 0
    while i < len(vals) and i < 12:
        v = vals[i]
        if v == "--" or not v.startswith("-") or v == "-":
            break
        if v.startswith("--"):
            i += 1 if "=" in v or v in _KUBECTL_EXEC_FLAGS else 2
        else:
            i += 2 if len(v) == 2 and v[1] in _KUBECTL_EXEC_VALUED else 1
    return (vals[i], i) if i < len(vals) else ("", i)


def guest_command_starts(name: str, vals: Sequence[str]) -> list[tuple[int, str | None, bool]]:
    """(probe round 34, residuals36) Every reading of guest_command_start: kubectl and oc
    exec's old form without ``--`` (kubectl exec POD CMD ARGS: the pod is its first operand),
    and, after a long option that may or may not take a value (docker run --unknown alpine
    rm -rf /), the command read both ways."""
    out: list[tuple[int, str | None, bool]] = []
    first = guest_command_start(name, vals)
    if first[0] is not None:
        out.append((first[0], first[1], first[2]))
    if name in ("kubectl", "oc"):
        sub, at = _kubectl_sub(vals)
        if sub != "exec" or "--" in vals:
            return out
        begin = at + 1
        valued_short, flags = _KUBECTL_EXEC_VALUED, _KUBECTL_EXEC_FLAGS
    elif name in CONTAINER_RUNTIMES or name in ("docker-compose", "podman-compose"):
        if first[0] is None:
            return out
        # where the run/exec options begin: after the subcommand (as guest_command_start)
        begin = next((k + 1 for k, v in enumerate(vals[:8]) if v in ("run", "create", "exec")), None)
        if begin is None:
            return out
        valued_short, flags = (_GUEST_EXEC_VALUED if vals[begin - 1] == "exec" else _GUEST_RUN_VALUED), _GUEST_FLAGS
    else:
        return out
    stack = [begin]
    tried = 0
    while stack and tried < 6:
        i = stack.pop()
        tried += 1
        while i < len(vals):
            v = vals[i]
            if v == "--":
                i = len(vals)   # (read by guest_command_start)
                break
            if not v.startswith("-") or v == "-":
                break
            if v.startswith("--"):
                key, eq, _val = v.partition("=")
                if eq or key in flags:
                    i += 1
                    continue
                if key not in _GUEST_VALUED_LONG and len(stack) < 4:
                    stack.append(i + 1)   # (the other reading: it takes no value)
                i += 2
            else:
                letters = short_cluster(v, valued_short)
                takes = bool(letters) and letters[-1] in valued_short
                i += 2 if takes and len(letters) == len(v) - 1 else 1
        if i + 1 < len(vals) and all(o[0] != i + 1 for o in out):
            out.append((i + 1, None, first[2]))
    return out


def guest_command_start(name: str, vals: Sequence[str]) -> tuple[int | None, str | None, bool]:
    """Where, among a container runtime's or guest launcher's words (``vals``, after the
    program's name), the command run in the container or guest starts; its
    ``--entrypoint``; whether the container shares the host's network, processes or kernel
    (``--network host``, ``--pid host``, ``--privileged``). (None, None, False) when it runs
    none that the words name (docker run IMAGE: the image's own command)."""
    none: tuple[int | None, str | None, bool] = (None, None, False)
    if name in ("kubectl", "oc", "lxc", "incus"):
        subs = [v for v in vals[:4] if not v.startswith("-")]
        if name in ("kubectl", "oc") and _kubectl_sub(vals)[0] in ("exec", "run", "debug"):
            subs = [_kubectl_sub(vals)[0]]   # (kubectl -n prod exec: its global options first)
        if not subs or subs[0] not in ("exec", "run", "debug") or "--" not in vals:
            return none
        k = list(vals).index("--")
        shared = any(v in ("--privileged", "--privileged=true") or v.startswith("--profile=sysadmin")
                     or v.startswith("--overrides=") and ("hostNetwork" in v or "privileged" in v)
                     for v in vals[:k])
        return k + 1, None, shared
    i = 0
    if name in ("docker-compose", "podman-compose"):
        sub = "compose"
    else:
        while i < len(vals) and vals[i].startswith("-"):
            # (docker -H HOST run, docker --context X exec: global options)
            i += 1 if "=" in vals[i] or vals[i] in ("-D", "--debug", "--tls", "--tlsverify") else 2
        if i >= len(vals):
            return none
        sub = vals[i]
        i += 1
        if sub == "container" and i < len(vals):
            sub = vals[i]
            i += 1
    if sub == "compose":
        while i < len(vals) and vals[i].startswith("-"):
            i += 2 if vals[i] in _COMPOSE_VALUED else 1
        if i >= len(vals):
            return none
        sub = vals[i]
        i += 1
        if sub not in ("run", "exec"):
            return none
        valued = _GUEST_RUN_VALUED
    elif sub in ("run", "create"):
        valued = _GUEST_RUN_VALUED
    elif sub == "exec":
        valued = _GUEST_EXEC_VALUED
    else:
        return none
    entry: str | None = None
    shared = False
    while i < len(vals):
        v = vals[i]
        if v == "--":
            i += 1
            break
        if not v.startswith("-") or v == "-":
            break
        if v.startswith("--"):
            key, eq, val = v.partition("=")
            takes = not eq and key not in _GUEST_FLAGS
            value = val if eq else (vals[i + 1] if takes and i + 1 < len(vals) else "")
            if key in _GUEST_HOST_KEYS and value.lower() == "host" or key == "--privileged" and value in ("", "true"):
                shared = True
            if key == "--entrypoint":
                entry = value
            i += 2 if takes else 1
        else:
            letters = short_cluster(v, valued)
            takes = bool(letters) and letters[-1] in valued
            i += 2 if takes and len(letters) == len(v) - 1 else 1
    if i >= len(vals):
        return none
    # (vals[i] is the image, the container or the service)
    return i + 1, entry or None, shared
# (probe round 34, published8) AI agents' command-line programs started with their approvals
# switched off: the prompt injected into the Amazon Q extension (q chat --no-interactive
# --trust-all-tools), the s1ngularity/Nx malware's `claude --dangerously-skip-permissions`,
# `gemini --yolo`, `q --trust-all-tools`. What such an agent runs is chosen later by a model,
# seen by no guard: it is code not visible in the command. Per program: its long options that
# switch every approval off (exact: commander, yargs and clap take no abbreviations; aider's
# argparse does), its short letters of the same, and its options whose value grants a shell
# or everything (a value test: a set of exact values, or tokens of a tool list)
_AGENT_CLI_OFF: dict[str, tuple[frozenset[str], str]] = {
    "claude": (frozenset({"dangerously-skip-permissions", "allow-dangerously-skip-permissions"}), ""),
    "gemini": (frozenset({"yolo"}), "y"), "qwen": (frozenset({"yolo"}), "y"),
    "codex": (frozenset({"dangerously-bypass-approvals-and-sandbox", "yolo", "full-auto"}), ""),
    "q": (frozenset({"trust-all-tools"}), ""), "qchat": (frozenset({"trust-all-tools"}), "a"),
    "kiro-cli": (frozenset({"trust-all-tools"}), ""),
    "cursor-agent": (frozenset({"force", "yolo", "approve-mcps"}), "f"),
    # (probe round 36, published10) Cursor's CLI is installed as `agent` (agent -p --force,
    # --yolo; --approve-mcps starts every MCP server a project's .cursor/mcp.json names,
    # CurXecute's and MCPoison's list, without asking); OpenHands' --headless always runs in
    # its always-approve mode (its documentation: "cannot be changed"); Continue's cn is
    # granted Bash or every tool by --allow (below)
    "agent": (frozenset({"force", "yolo", "approve-mcps"}), "f"),
    "cn": (frozenset(), ""),
    "aider": (frozenset(), ""),
    "amp": (frozenset({"dangerously-allow-all"}), ""),
    "copilot": (frozenset({"allow-all-tools", "allow-all", "yolo"}), ""),
    "droid": (frozenset({"skip-permissions-unsafe"}), ""),
    "crush": (frozenset({"yolo"}), "y"), "cline": (frozenset({"yolo"}), "y"), "kimi": (frozenset({"yolo"}), ""),
    "opencode": (frozenset({"dangerously-skip-permissions"}), ""),
    "openhands": (frozenset({"always-approve", "headless"}), ""),
    # (probe round 35, residuals37) gptme asks before it runs a command unless -y/--no-confirm
    # or -n/--non-interactive; Open Interpreter unless -y/--auto_run; goose runs everything
    # without asking by default (its autonomous mode), so its session-starting subcommands
    # are unguarded whatever the options (unguarded_agent)
    "gptme": (frozenset({"no-confirm", "non-interactive"}), "yn"),
    "interpreter": (frozenset({"auto_run", "auto-run"}), "y"),
    "goose": (frozenset(), ""),
}
# option -> the values (lower case) or tool-list tokens that grant a shell or every tool
_AGENT_CLI_GRANTS: dict[str, dict[str, frozenset[str]]] = {
    "claude": {"--permission-mode": frozenset({"bypasspermissions"}),
               "--allowedtools": frozenset({"bash", "bash(*)", "bash(:*)", "*"}),
               "--allowed-tools": frozenset({"bash", "bash(*)", "bash(:*)", "*"})},
    "gemini": {"--approval-mode": frozenset({"yolo"}), "--allowed-tools": frozenset({"run_shell_command", "shelltool"})},
    "qwen": {"--approval-mode": frozenset({"yolo"}), "--allowed-tools": frozenset({"run_shell_command", "shelltool"})},
    "codex": {"--sandbox": frozenset({"danger-full-access"}), "-s": frozenset({"danger-full-access"})},
    "q": {"--trust-tools": frozenset({"execute_bash", "execute_cmd", "*"})},
    "qchat": {"--trust-tools": frozenset({"execute_bash", "execute_cmd", "*"})},
    "kiro-cli": {"--trust-tools": frozenset({"execute_bash", "execute_cmd", "shell", "*"})},
    "copilot": {"--allow-tool": frozenset({"shell", "shell(*)", "*"})},
    "droid": {"--auto": frozenset({"high"})},
    "cn": {"--allow": frozenset({"bash", "bash(*)", "bash(**)", "*"})},
}
# the npm packages of those programs (npx @anthropic-ai/claude-code, bunx @google/gemini-cli)
AGENT_CLI_PACKAGES = {"claude-code": "claude", "gemini-cli": "gemini", "qwen-code": "qwen", "codex": "codex",
                      "copilot": "copilot", "amp": "amp", "crush": "crush", "opencode-ai": "opencode",
                      "cline": "cline", "droid": "droid", "cursor-agent": "cursor-agent",
                      "open-interpreter": "interpreter", "gptme": "gptme"}
AGENT_CLIS = frozenset(_AGENT_CLI_OFF)
# (probe round 35, benignnear35) goose session's subcommands that manage the stored sessions
# (list, remove, export, diagnostics) and start none; `goose session -r`, `--name X` start one
_GOOSE_SESSION_ADMIN = frozenset({"list", "remove", "export", "diagnostics"})
_AGENT_TOKEN_SPLIT = re.compile(r"[,\s]+")
# the grant options that take every word up to the next option (commander's <tools...>,
# yargs' arrays)
_AGENT_VARIADIC_GRANTS = frozenset({"--allowedtools", "--allowed-tools", "--allow-tool"})
_AGENT_BASH_GRANT = re.compile(r'"allow"\s*:\s*\[[^\]]*"bash(?:\(\*\)|\(:\*\))?"')


# (probe round 35, loosen35) a Bash permission whose command is a shell, an interpreter or a
# program that runs any command it is given grants every command: Bash(sh:*), Bash(python3:*),
# Bash(env:*), Bash(*:*) are Bash whole
_RUNS_ANY_COMMAND = SHELLS | INTERPRETERS | PRIVILEGE | frozenset({
    "env", "xargs", "eval", "exec", "command", "builtin", "nohup", "timeout", "nice", "time", "stdbuf", "setsid",
    "npx", "bunx", "pnpx", "find", "busybox", "script", "watch", "parallel", "awk", "gawk", "make", "just"})
_BASH_RULE = re.compile(r"\bbash\(([^)]*)\)", re.IGNORECASE)


def bash_rule_grants_all(text: str) -> bool:
    """Does a tool list or settings text hold a Bash rule that grants any command: its
    command a shell, an interpreter or a runner of commands, or only wildcards?"""
    for m in _BASH_RULE.finditer(text):
        first = re.split(r"[\s:]", m.group(1).strip(), maxsplit=1)[0]
        if not first.strip("*") or first.rsplit("/", 1)[-1] in _RUNS_ANY_COMMAND:
            return True
    return False


_ALLOW_LIST = re.compile(r'"allow"\s*:\s*\[([^\]]*)\]', re.IGNORECASE)


def claude_settings_off(text: str) -> bool:
    """Claude Code settings (JSON) that switch its approvals off or grant Bash whole (in an
    allow list: a deny of Bash(sh:*) grants nothing)."""
    low = text.lower()
    return "bypasspermissions" in low or _AGENT_BASH_GRANT.search(low) is not None or any(
        bash_rule_grants_all(m.group(1)) for m in _ALLOW_LIST.finditer(text))


def unguarded_agent(name: str, vals: Sequence[str]) -> str | None:
    """The word with which an AI agent's command-line program (``AGENT_CLIS``) is started
    with its approvals off (``claude --dangerously-skip-permissions``, ``gemini -y``,
    ``q chat --trust-all-tools``, ``codex -s danger-full-access``), or None."""
    entry = _AGENT_CLI_OFF.get(name)
    if entry is None:
        return None
    longs, shorts = entry
    if name == "goose":
        # (goose run -t TEXT, goose session, goose web, goose alone: a session whose tools
        # run in the autonomous mode goose defaults to)
        sub = next((i for i, v in enumerate(vals) if not v.startswith("-")), None)
        if sub is None and not any(v in ("-h", "--help", "-V", "--version") for v in vals):
            return "goose"
        if sub is not None and vals[sub] in ("session", "s") and vals[sub + 1:sub + 2] and \
                vals[sub + 1] in _GOOSE_SESSION_ADMIN:
            return None   # (probe round 35, benignnear35: goose session list, a listing)
        return vals[sub] if sub is not None and vals[sub] in ("run", "session", "s", "web") and not any(
            v in ("-h", "--help") for v in vals) else None
    if name in ("gptme", "interpreter") and any(v in ("-h", "--help", "--version") for v in vals[:vals.index("--")
                                                                                          if "--" in vals else None]):
        # (probe round 35, benignnear35) click's and argparse's help and version options print
        # and exit before anything runs, wherever they stand (gptme -y --help)
        return None
    grants = _AGENT_CLI_GRANTS.get(name, {})
    chat = name != "q" and name != "kiro-cli" or "chat" in vals
    for i, v in enumerate(vals):
        if v == "--":
            break
        if name == "codex" and "danger-full-access" in v:
            return v   # (-s danger-full-access, -c sandbox_mode="danger-full-access")
        if not v.startswith("-") or v == "-":
            continue
        key, eq, value = v.partition("=")
        if key.startswith("--"):
            if key[2:] in longs or (name == "aider" and len(key) > 4 and long_hits(key[2:], ("yes-always",))):
                return v
        if name in ("q", "kiro-cli") and chat and v == "-a":
            return v   # (q chat -a: --trust-all-tools)
        if shorts and not key.startswith("--") and key[1:].isalpha() and any(ch in shorts for ch in key[1:]):
            return v
        if name == "claude" and key == "--settings":
            # (claude --settings '{"permissions": {"defaultMode": "bypassPermissions"}}' or an
            # allow list granting Bash whole: a settings object given inline; probe round 35,
            # loosen35: a file's or a run-time value's settings are not seen, not sure)
            text = value if eq else (vals[i + 1] if i + 1 < len(vals) else "")
            if claude_settings_off(text) or not text.lstrip().startswith("{"):
                return v
        test = grants.get(key.lower() if key.startswith("--") else key)
        if test is not None:
            if eq:
                values = [value]
            else:
                # (probe round 35, loosen35) commander's and yargs' tool lists are variadic:
                # claude --allowedTools Read Bash grants Bash as "Read Bash" does
                values = vals[i + 1:i + 2]
                if key.lower() in _AGENT_VARIADIC_GRANTS:
                    j = i + 2
                    while j < len(vals) and not vals[j].startswith("-"):
                        values.append(vals[j])
                        j += 1
            for value in values or [""]:
                if not value:
                    return v   # (a value known only at run time: --permission-mode "$M")
                toks = [t.replace(" ", "").lower() for t in _AGENT_TOKEN_SPLIT.split(value) if t]
                if any(t in test for t in toks) or value.replace(" ", "").lower() in test:
                    return v
                if name == "claude" and bash_rule_grants_all(value):
                    return v   # (--allowedTools 'Bash(sh:*)': sh -c runs anything)
    return None


# (probe round 34, residuals36) programs that run a command on this machine in other
# namespaces, another root, a sandbox or a toolbox sharing the home directory: with no
# command, or a shell given no command (ip netns exec NS sh, nsenter -t 1 -a, unshare -r,
# machinectl shell, distrobox enter box, flatpak-spawn --host bash), they start a shell
# that reads its commands from the terminal or standard input, as bare sh does
LOCAL_LAUNCHERS = frozenset({"ip", "nsenter", "unshare", "flatpak-spawn", "toolbox", "distrobox", "distrobox-enter",
                             "machinectl", "firejail", "bwrap", "runuser"})
# per launcher: short options taking a value, long options taking one (without "=")
_LAUNCHER_OPTS: dict[str, tuple[str, frozenset[str]]] = {
    "nsenter": ("tSGW", frozenset({"target", "setuid", "setgid", "wdns", "user-parent"})),
    "unshare": ("SGRw", frozenset({"setuid", "setgid", "root", "wd", "map-user", "map-group", "map-users",
                                   "map-groups", "propagation", "setgroups", "monotonic", "boottime",
                                   "load-interp"})),
    "flatpak-spawn": ("", frozenset({"directory", "env", "forward-fd", "sandbox-expose", "sandbox-expose-ro",
                                     "sandbox-expose-path", "sandbox-expose-path-ro", "app-path", "usr-path"})),
    "toolbox": ("cdr", frozenset({"container", "distro", "release", "log-level"})),
    "distrobox": ("nu", frozenset({"name", "additional-flags", "user"})),
    "distrobox-enter": ("nu", frozenset({"name", "additional-flags", "user"})),
    "machinectl": ("MpsEH", frozenset({"machine", "property", "setenv", "uid", "host", "signal", "kill-whom"})),
    "firejail": ("", frozenset()),
    "bwrap": ("", frozenset({"bind", "ro-bind", "dev-bind", "bind-try", "ro-bind-try", "dev-bind-try", "tmpfs",
                             "proc", "dev", "dir", "symlink", "setenv", "unsetenv", "chdir", "uid", "gid",
                             "hostname", "file", "bind-data", "ro-bind-data", "seccomp", "info-fd", "sync-fd",
                             "block-fd", "userns-block-fd", "remount-ro", "exec-label", "file-label", "lock-file",
                             "args", "perms", "size", "chmod", "argv0", "userns", "userns2", "pidns",
                             "cap-add", "cap-drop"})),
    "runuser": ("ugGcw", frozenset({"user", "group", "supp-group", "command", "session-command", "whitelist-environment"})),
    "ip": ("", frozenset()),
}
# bwrap options taking two values (--bind SRC DEST) or three (--symlink? no: two)
_BWRAP_TWO = frozenset({"bind", "ro-bind", "dev-bind", "bind-try", "ro-bind-try", "dev-bind-try", "symlink",
                        "setenv", "file", "bind-data", "ro-bind-data", "chmod"})


def _launcher_operands(name: str, vals: Sequence[str], i: int) -> int:
    """Where a launcher's operands begin, after its options (and their values) from ``i``."""
    short, longs = _LAUNCHER_OPTS.get(name, ("", frozenset()))
    while i < len(vals):
        v = vals[i]
        if v == "--":
            return i + 1
        if not v.startswith("-") or v == "-":
            return i
        if v.startswith("--"):
            key = v[2:]
            if "=" in key:
                i += 1
            elif name == "bwrap" and key in _BWRAP_TWO:
                i += 3
            else:
                i += 2 if key in longs else 1
        else:
            letters = short_cluster(v, short)
            i += 2 if letters and letters[-1] in short and len(letters) == len(v) - 1 else 1
    return i


def launched_command(name: str, vals: Sequence[str]) -> list[str] | None:
    """The command line a local launcher (LOCAL_LAUNCHERS) runs: [] for its default shell,
    None when it runs none that its words show (ip link, toolbox list, runuser -c CMD)."""
    vals = list(vals[:64])
    if name == "ip":
        i = 0
        while i < len(vals) and vals[i].startswith("-"):
            if vals[i] in ("-all", "-a", "--all"):
                pass
            elif vals[i] in ("-n", "-netns", "-b", "-batch", "-rc", "-rcvbuf", "-f", "-family"):
                i += 1
            i += 1
        if i + 1 >= len(vals) or not (len(vals[i]) >= 3 and "netns".startswith(vals[i])) \
                or not "exec".startswith(vals[i + 1]):
            return None
        every = any(v in ("-all", "-a", "--all") for v in vals[:i])
        k = i + 2 + (0 if every else 1)
        return vals[k:] if k < len(vals) else None
    if name == "runuser":
        if any(v in ("-c", "--command", "--session-command") or v.startswith(("--command=", "--session-command="))
               or re.fullmatch(r"-[a-zA-Z]*c.*", v) and not v.startswith("--") for v in vals):
            return None
        k = _launcher_operands(name, vals, 0)
        if any(v in ("-u", "--user") or v.startswith("--user=") for v in vals[:k]):
            return vals[k:]
        ops = [v for v in vals[k:] if v != "-"]
        return [] if len(ops) <= 1 else None
    if name in ("toolbox", "distrobox", "machinectl"):
        k = _launcher_operands(name, vals, 0)
        if k >= len(vals):
            return None
        verb = vals[k]
        if name == "toolbox":
            if verb == "enter":
                return []
            if verb != "run":
                return None
            return vals[_launcher_operands(name, vals, k + 1):]
        if name == "distrobox":
            if verb != "enter":
                return None
            rest = vals[k + 1:]
            return rest[rest.index("--") + 1:] if "--" in rest else ([] if not any(
                v in ("-e", "--exec") for v in rest) else None)
        if verb != "shell":
            return None
        ops = vals[_launcher_operands(name, vals, k + 1):]
        return [] if len(ops) <= 1 else ops[1:]
    if name == "distrobox-enter":
        return vals[vals.index("--") + 1:] if "--" in vals else ([] if not any(
            v in ("-e", "--exec") for v in vals) else None)
    k = _launcher_operands(name, vals, 0)
    if name == "bwrap" and k >= len(vals):
        return None
    if k >= len(vals) and any(v in _LAUNCHER_QUERIES or v.startswith(_LAUNCHER_QUERY_PREFIXES) or ".print=" in v
                              for v in vals):
        return None   # (firejail --list, unshare --version: a query, no shell)
    return vals[k:]


_LAUNCHER_QUERIES = frozenset({"--help", "--version", "-h", "-V", "-?", "--list", "--tree", "--top", "--netstats",
                               "--debug-syscalls", "--debug-caps", "--debug-protocols", "--debug-errnos",
                               "--debug-syscalls32"})
_LAUNCHER_QUERY_PREFIXES = ("--ls=", "--get=", "--put=", "--shutdown=", "--bandwidth=")


def starts_stdin_shell(words: Sequence[str]) -> bool:
    """A launched command line that is a shell reading its commands from the terminal or
    standard input: none (the default shell), or a shell with only options and no -c."""
    if not words:
        return True
    if words[0].rsplit("/", 1)[-1] not in SHELLS:
        return False
    for v in words[1:]:
        if not v.startswith("-") or v.startswith("--command") or v.startswith("--rcfile") \
                or not v.startswith("--") and "c" in v[1:]:
            return False
    return True
# (probe round 34, benign38) the prompt an AI agent's or an LLM's command-line program is
# given is text for a model, not a command line: `claude -p 'explain rm -rf ~'`, `llm 'delete
# everything'`, `ollama run llama3 'what does DROP TABLE do'`. Per program: the subcommands
# whose operands are the prompt ("" for the program itself; ollama's first is the model),
# its other subcommands (whose operands are not a prompt: claude mcp add X -- CMD, llm
# install), its options taking no value and those taking N values, the options whose
# value is prompt text, and the options that grant tools or run what the model writes
# (aichat -e, sgpt --shell, llm --functions CODE, claude --allowedTools): with one of them,
# or started with its approvals off (unguarded_agent), the prompt is what the agent goes
# on to do, and nothing of it is quieted. An option outside the table stops the reading of
# operands (its value is not known to be one): not sure, the words stay probed.
_AP_CLAUDE_FLAGS = ("-p", "--print", "-c", "--continue", "--verbose", "-d", "--debug", "--ide", "--strict-mcp-config",
                    "--fork-session", "--include-partial-messages", "--replay-user-messages", "-h", "--help",
                    "-v", "--version")
_AP_CLAUDE_VALUED = ("--model", "--output-format", "--input-format", "--permission-mode", "--disallowedTools",
                     "--disallowed-tools", "--add-dir", "--session-id", "-r", "--resume", "--fallback-model",
                     "--max-turns", "--setting-sources", "--json-schema", "--betas", "--max-budget-usd")
_AP_GEMINI_FLAGS = ("-d", "--debug", "-a", "--all-files", "--show-memory-usage", "--checkpointing", "-l",
                    "--list-extensions", "--screen-reader", "-h", "--help", "-v", "--version", "-s", "--sandbox")
_AP_GEMINI_VALUED = ("-m", "--model", "--approval-mode", "-o", "--output-format", "--include-directories",
                     "--proxy", "--sandbox-image", "-e", "--extensions", "--allowed-mcp-server-names")
_AP_CODEX_FLAGS = ("--oss", "--skip-git-repo-check", "--json", "--search", "-h", "--help", "-V", "--version")
_AP_CODEX_VALUED = ("-m", "--model", "-p", "--profile", "-s", "--sandbox", "-a", "--ask-for-approval", "-C", "--cd",
                    "-i", "--image", "--color", "--output-last-message", "--output-schema", "--add-dir",
                    "--local-provider")
_AP_LLM_VALUED = {"-m": 1, "--model": 1, "-a": 1, "--attachment": 1, "--at": 2, "--attachment-type": 2,
                  "-o": 2, "--option": 2, "-t": 1, "--template": 1, "-p": 2, "--param": 2, "--cid": 1,
                  "--conversation": 1, "--key": 1, "--save": 1, "-f": 1, "--fragment": 1, "--sf": 1,
                  "--system-fragment": 1, "--schema": 1, "--schema-multi": 1, "-d": 1, "--database": 1,
                  "--chain-limit": 1}


def _ap(subs, other, flags, valued, prompt=(), runs=(), model_first=False):
    return (frozenset(subs), frozenset(other), frozenset(flags),
            valued if isinstance(valued, dict) else dict.fromkeys(valued, 1), frozenset(prompt), frozenset(runs),
            model_first)


_AGENT_PROMPTS = {
    "claude": _ap(("",), ("mcp", "config", "update", "doctor", "install", "plugin", "migrate-installer",
                          "setup-token"), _AP_CLAUDE_FLAGS, _AP_CLAUDE_VALUED,
                  ("--system-prompt", "--append-system-prompt"),
                  ("--allowedTools", "--allowed-tools", "--settings", "--mcp-config", "--permission-prompt-tool",
                   "--agents", "--plugin-dir", "--tools", "--dangerously-skip-permissions")),
    "gemini": _ap(("",), ("mcp", "extensions"), _AP_GEMINI_FLAGS, _AP_GEMINI_VALUED,
                  ("-p", "--prompt", "-i", "--prompt-interactive"), ("--allowed-tools", "-y", "--yolo")),
    "codex": _ap(("", "exec", "e"), ("login", "logout", "mcp", "mcp-server", "app-server", "completion", "sandbox",
                                     "debug", "apply", "a", "resume", "cloud", "proto", "help", "features"),
                 _AP_CODEX_FLAGS, _AP_CODEX_VALUED, (), ("-c", "--config", "--enable", "--full-auto")),
    "q": _ap(("chat",), (), ("--no-interactive", "--non-interactive", "-r", "--resume", "-v", "--verbose"),
             ("--agent", "--model", "--profile"), (), ("--trust-tools", "--trust-all-tools", "-a")),
    "cursor-agent": _ap(("",), ("login", "logout", "status", "update", "mcp", "ls", "resume", "create-chat"),
                        ("-p", "--print", "-h", "--help", "-v", "--version"),
                        ("-m", "--model", "--output-format", "-a", "--api-key"), (), ("-f", "--force")),
    "aider": _ap((), (), ("--no-auto-commits", "--auto-commits", "--no-git", "--no-stream", "--stream",
                          "--no-pretty", "--dark-mode", "--light-mode", "--dry-run", "--no-check-update",
                          "--no-show-model-warnings", "--no-analytics", "--subtree-only", "--architect",
                          "--show-diffs", "--verbose", "--no-gitignore", "--no-suggest-shell-commands",
                          "--no-detect-urls", "--cache-prompts"),
                 ("--model", "--weak-model", "--editor-model", "--edit-format", "--chat-mode", "--read", "--file",
                  "--map-tokens", "--encoding", "--reasoning-effort", "--thinking-tokens", "--chat-language"),
                 ("-m", "--message", "--msg"), ()),
    "llm": _ap(("", "prompt"), ("keys", "logs", "models", "templates", "aliases", "plugins", "install", "uninstall",
                                "embed", "embed-multi", "embed-models", "similar", "collections", "openai", "tools",
                                "schemas", "fragments", "chat", "cmd", "jq", "cmdcomp"),
               ("-n", "--no-stream", "--no-log", "--log", "-c", "--continue", "-u", "--usage", "-x", "--extract",
                "--xl", "--extract-last", "--async", "--td", "--tools-debug", "--ta", "--tools-approve"),
               _AP_LLM_VALUED, ("-s", "--system"), ("-T", "--tool", "--functions")),
    "ollama": _ap(("run",), (), ("--verbose", "--insecure", "--nowordwrap", "--hidethinking", "--think"),
                  ("--format", "--keepalive"), (), (), model_first=True),
    "sgpt": _ap(("",), (), ("-c", "--code", "-d", "--describe-shell", "--no-md", "--md", "--cache", "--no-cache",
                            "--no-functions", "--no-interaction", "--interaction"),
                ("--model", "--temperature", "--top-p", "--role", "--chat", "--repl", "--show-chat"), (),
                ("-s", "--shell", "--functions")),
    "aichat": _ap(("",), (), ("-c", "--code", "-S", "--no-stream", "--dry-run"),
                  ("-m", "--model", "-r", "--role", "-s", "--session", "--prompt"), (),
                  ("-e", "--execute", "-a", "--agent", "-f", "--file")),
    "mods": _ap(("",), (), ("-f", "--format", "-r", "--raw", "-q", "--quiet", "-C", "--continue-last",
                            "--no-cache", "-P", "--prompt", "-p", "--prompt-args", "--word-wrap"),
                ("-m", "--model", "-a", "--api", "-t", "--title", "-c", "--continue", "--max-tokens"), (),
                ("--mcp-server", "--mcp-servers")),
    "copilot": _ap((), (), ("--no-color",), ("--model", "--add-dir", "--log-level", "--log-dir"), ("-p", "--prompt"),
                   ("--allow-tool", "--allow-all-tools", "--allow-all", "--yolo")),
    "opencode": _ap(("run",), (), ("-c", "--continue", "--share"), ("-m", "--model", "-s", "--session", "--agent"),
                    (), ("--dangerously-skip-permissions",)),
    "crush": _ap(("run",), (), ("-q", "--quiet", "-d", "--debug"), ("-c", "--cwd", "-D", "--data-dir"), (),
                 ("-y", "--yolo")),
    "droid": _ap(("exec",), (), ("-h", "--help"), ("-m", "--model", "-o", "--output-format", "--cwd", "-s",
                                                   "--session-id"), (), ("--auto", "--skip-permissions-unsafe")),
    "amp": _ap((), (), ("--no-color",), ("-m", "--mode"), ("-x", "--execute"), ("--dangerously-allow-all",)),
    "tgpt": _ap(("",), (), ("-q", "--quiet", "-w", "--whole", "-c", "--code"),
                ("--provider", "--model", "--temperature", "--top_p"), ("--preprompt",),
                ("-s", "--shell", "-y", "-i", "--interactive", "-m", "--multiline")),
}
_AGENT_PROMPTS["gptme"] = _ap(("",), (), ("--no-stream", "--show-hidden", "-v", "--verbose", "--version", "-r",
                                         "--resume", "--help"),
                               ("--name", "-m", "--model", "-w", "--workspace", "--agent-path", "--tool-format",
                                "-t", "--tools", "--system", "--context"), (),
                               ("-y", "--no-confirm", "-n", "--non-interactive"))
_AGENT_PROMPTS["qwen"] = _AGENT_PROMPTS["gemini"]
_AGENT_PROMPTS["kiro-cli"] = _AGENT_PROMPTS["q"]
AGENT_PROMPT_PROGRAMS = frozenset(_AGENT_PROMPTS)
# (probe round 35, residuals37) the package runners that start an npm package's program,
# and the word after which the package is named (npx PKG, pnpm dlx PKG, yarn dlx PKG)
PACKAGE_RUNNERS = {"npx": (), "bunx": (), "pnpx": (), "pnpm": ("exec", "dlx"), "yarn": ("exec", "dlx"),
                   "bun": ("x",), "uvx": (), "pipx": ("run",)}
# uvx's and pipx run's options that take a value (uvx --from open-interpreter interpreter -y)
_PY_RUNNER_VALUED = frozenset({"--from", "--with", "--with-editable", "--with-requirements", "-p", "--python",
                               "--index", "--index-url", "--extra-index-url", "--default-index", "-c",
                               "--constraints", "--spec", "--pip-args", "--cache-dir", "--directory",
                               "--project", "--config-file"})


# (probe round 35, loosen35) the packages the vendors publish their agents as. A prompt is
# text for a model only when the runner fetches one of them: any other package whose program
# has the agent's name (claude-code unscoped, @evil/claude-code, claude-code@npm:evil, a git,
# file or URL spec, npx -p evil claude, uvx --from evil gptme, another index or registry)
# may run its words, so they stay probed
_OFFICIAL_AGENT_PACKAGES = {
    "@anthropic-ai/claude-code": "claude", "@google/gemini-cli": "gemini", "@qwen-code/qwen-code": "qwen",
    "@openai/codex": "codex", "@github/copilot": "copilot", "@sourcegraph/amp": "amp", "@charmland/crush": "crush",
    "opencode-ai": "opencode",
}
_OFFICIAL_PY_AGENT_PACKAGES = {"gptme": "gptme", "open-interpreter": "interpreter"}
_PLAIN_VERSION = re.compile(r"[A-Za-z0-9._^~*<>=!-]*")
# a runner's options that bring other packages or another source of them (--prefix DIR: a
# program installed there first)
_RUNNER_SOURCES = ("--registry", "--userconfig", "--globalconfig", "--prefix", "--with", "--index",
                   "--extra-index-url", "--default-index", "--find-links", "-f", "--pip-args", "--editable", "-e",
                   "--spec", "--from")


def _official_spec(spec: str, py: bool) -> str | None:
    """The agent an official package spec (a name with a plain version or tag) starts."""
    if py:
        m = re.fullmatch(r"([A-Za-z0-9._-]+)(?:(?:==|@)(.*))?", spec)
        if m is None or not _PLAIN_VERSION.fullmatch(m.group(2) or ""):
            return None
        return _OFFICIAL_PY_AGENT_PACKAGES.get(m.group(1).lower())
    at = spec.rfind("@")
    name, version = (spec[:at], spec[at + 1:]) if at > 0 else (spec, "")
    return _OFFICIAL_AGENT_PACKAGES.get(name) if _PLAIN_VERSION.fullmatch(version) else None


def unversioned_package(name: str) -> str:
    """A package runner's program word without its version (eslint@9 is eslint; a scoped
    @scope/tool stays whole)."""
    return name.rsplit("@", 1)[0] if name.count("@") == 1 and not name.startswith("@") else name


def runner_agent(name: str, args: Sequence[str], *, official: bool = False) -> tuple[str, int] | None:
    """For a package runner (``PACKAGE_RUNNERS``) starting an AI agent's or LLM's program
    (``npx @anthropic-ai/claude-code``, ``pnpm dlx @google/gemini-cli@latest``), the
    program's name as run bare and the index in ``args`` (the words after the runner's
    name) of the package's word; None otherwise. The options are skipped as
    ``shell._Analyzer.runner_exec`` skips them. ``official``: only when the package run is
    the vendor's own (``_OFFICIAL_AGENT_PACKAGES``), fetched from the default registry."""
    subs = PACKAGE_RUNNERS.get(name)
    if subs is None:
        return None
    i = 0
    if subs:
        if not args or args[0] not in subs:
            return None
        i = 1
    return _runner_agent_at(args, i, name in ("uvx", "pipx"), official)


def runner_spec_agent(args: Sequence[str], *, py: bool = False, official: bool = False) -> str | None:
    """``runner_agent`` for the words after a runner's verb (npx's, npm exec's)."""
    hit = _runner_agent_at(args, 0, py, official)
    return hit[0] if hit is not None else None


def _runner_agent_at(args: Sequence[str], i: int, py: bool, official: bool) -> tuple[str, int] | None:
    packages: list[str] = []
    sourced = False
    while i < len(args):
        v = args[i]
        key, eq, value = v.partition("=")
        if official and key in _RUNNER_SOURCES:
            if py and key in ("--from", "--spec") and (eq or i + 1 < len(args)):
                packages.append(value if eq else args[i + 1])
            else:
                sourced = True
        if v in ("-p", "--package") and not py:
            if i + 1 < len(args):
                packages.append(args[i + 1])
            i += 2
            continue
        if key == "--package" and eq and not py:
            packages.append(value)
            i += 1
            continue
        if v in ("-p", "--package") or py and v in _PY_RUNNER_VALUED:
            i += 2
            continue
        if v in ("-c", "--call", "--shell-mode"):
            return None
        if v == "--":
            i += 1
            break
        if v.startswith("-"):
            i += 1
            continue
        break
    if i >= len(args) or not args[i]:
        return None
    tool = args[i].rstrip("/").rsplit("/", 1)[-1]
    tool = unversioned_package(tool)
    if py:
        tool = re.split(r"==|@|\[", tool, maxsplit=1)[0]   # (uvx gptme==0.25, gptme[all])
    agent = AGENT_CLI_PACKAGES.get(tool, tool)
    if agent not in _AGENT_PROMPTS and agent not in _AGENT_CLI_OFF:
        return None
    if official:
        # the program comes from the packages named (-p, --from), or from the word itself
        if sourced or not all(_official_spec(p, py) == agent for p in packages or [args[i]]):
            return None
    return agent, i


def agent_prompt_indices(name: str, vals: Sequence[str]) -> frozenset[int]:
    """The indices in ``vals`` (the words after the program's name, "" for a word not known
    here) of the prompt an AI agent's or LLM's command-line program is given (``claude -p
    PROMPT``, ``gemini -p PROMPT``, ``codex exec PROMPT``, ``llm -m M PROMPT``, ``ollama run M
    PROMPT``, ``aider --message PROMPT``): text for a model. None when the program is started
    with a grant or its approvals off, or runs what the model writes."""
    spec = _AGENT_PROMPTS.get(name)
    if spec is None or not vals:
        return frozenset()
    subs, other, flags, valued, prompt, runs, model_first = spec
    if any(v.partition("=")[0] in runs for v in vals if v.startswith("-")) or unguarded_agent(name, list(vals)):
        return frozenset()
    out: set[int] = set()
    told: set[int] = set()   # (the prompt options' values)
    in_prompt = False
    first = True   # (the first operand: a subcommand, or the prompt)
    operands_ok = True
    model_pending = False
    i, n = 0, len(vals)
    while i < n:
        v = vals[i]
        if v == "--":
            if operands_ok and (in_prompt or first and "" in subs):
                out.update(k for k in range(i + 1, n) if vals[k])
            break
        if v.startswith("-") and len(v) > 1:
            key, eq, _val = v.partition("=")
            if key in prompt:
                if eq:
                    told.add(i)
                elif i + 1 < n:
                    if vals[i + 1]:
                        told.add(i + 1)
                    i += 1
            elif key in flags:
                pass
            elif key in valued:
                i += 0 if eq else valued[key]
            else:
                operands_ok = False   # (an option not known here: its value may be the next word)
            i += 1
            continue
        if not v or not operands_ok:
            operands_ok = False
        elif first:
            first = False
            if v in subs:
                in_prompt, model_pending = True, model_first
            elif v in other:
                return frozenset(told)
            elif "" in subs:
                in_prompt = True
                out.add(i)
            else:
                operands_ok = False   # (aider's files; a subcommand not known here)
        elif model_pending:
            model_pending = False
        elif in_prompt:
            out.add(i)
        i += 1
    # (claude 'explain' rm -rf ~: an option not known here after the operands: whether they
    # are the prompt is not sure, they stay probed)
    return frozenset(told | out) if operands_ok else frozenset(told)


# (probe round 36, residuals38) programs that run a command line on another machine through
# Windows' remote services or a cloud's run-command API: the line and the shell that reads
# it ("cmd", "pwsh" or "sh"), as ssh's remote command is read. Impacket's psexec, wmiexec,
# atexec and dcomexec (TARGET then the command; cmd.exe's, or PowerShell's with -shell-type
# powershell), NetExec/CrackMapExec's -x (cmd.exe's; a shell's over its ssh protocol) and -X
# (PowerShell's), vagrant winrm/powershell -c, ansible's win_shell/win_command -a, salt's
# cmd.run/cmd.powershell, az vm/vmss run-command's --scripts/--script (RunPowerShellScript's
# or RunShellScript's; create's is either), aws ssm send-command's commands parameter of
# AWS-RunShellScript or AWS-RunPowerShellScript
_IMPACKET_EXEC = re.compile(r"(?:impacket-)?(psexec|wmiexec|atexec|dcomexec|smbexec)(?:\.py)?")
_IMPACKET_VALUED = frozenset({"-hashes", "-aesKey", "-dc-ip", "-target-ip", "-port", "-codec", "-service-name",
                              "-remote-binary-name", "-path", "-file", "-share", "-keytab", "-shell-type",
                              "-com-version", "-object", "-A", "-mode"})
_NXC_NAMES = frozenset({"nxc", "netexec", "crackmapexec", "cme"})
REMOTE_RUNNER_NAMES = _NXC_NAMES | frozenset({"psexec.py", "wmiexec.py", "atexec.py", "dcomexec.py", "vagrant",
                                              "ansible", "salt"})


def remote_command_lines(name: str, vals: Sequence[str]) -> list[tuple[str, str]]:
    """(shell, command line) for each command ``name VALS`` runs on another machine through
    Windows' remote services or a cloud's run-command API (see above); [] for none."""
    out: list[tuple[str, str]] = []
    m = _IMPACKET_EXEC.fullmatch(name)
    if m is not None and m.group(1) != "smbexec":
        shell, positional, i = "cmd", [], 0
        while i < len(vals):
            v = vals[i]
            if v in _IMPACKET_VALUED:
                if v == "-shell-type" and i + 1 < len(vals) and vals[i + 1].lower() == "powershell":
                    shell = "pwsh"
                i += 2
                continue
            if v.startswith("-") and not positional:
                i += 1
                continue
            positional.append(v)
            i += 1
        if len(positional) > 1:
            line = " ".join(f'"{x}"' if " " in x and '"' not in x and len(positional) > 2 else x
                            for x in positional[1:])
            out.append((shell, line))
        return out
    if name in _NXC_NAMES:
        proto = next((v for v in vals if not v.startswith("-")), "")
        for i, v in enumerate(vals[:-1]):
            if v in ("-x", "-X"):
                out.append(("pwsh" if v == "-X" else "sh" if proto == "ssh" else "cmd", vals[i + 1]))
        return out
    if name == "vagrant" and vals[:1] in (["winrm"], ["powershell"]):
        # vagrant winrm -c CMD (PowerShell unless -s/--shell cmd), vagrant powershell -c CMD
        shell = "cmd" if vals[0] == "winrm" and any(
            (v in ("-s", "--shell") and vals[i + 1:i + 2] == ["cmd"]) or v == "--shell=cmd"
            for i, v in enumerate(vals)) else "pwsh"
        for i, v in enumerate(vals[:-1]):
            if v in ("-c", "--command"):
                out.append((shell, vals[i + 1]))
        out.extend((shell, v.split("=", 1)[1]) for v in vals if v.startswith("--command="))
        return out
    if name == "ansible":
        # ansible HOSTS -m win_shell -a CODE (PowerShell), -m win_command -a CMDLINE (a
        # Windows program's line, read as cmd.exe's); the other modules' lines are read
        # elsewhere (shell, command, raw)
        module = next((vals[i + 1] for i, v in enumerate(vals[:-1]) if v in ("-m", "--module-name")), "")
        module = next((v.split("=", 1)[1] for v in vals if v.startswith("--module-name=")), module)
        module = module.rsplit(".", 1)[-1]
        if module in ("win_shell", "win_command", "win_psexec"):
            for i, v in enumerate(vals):
                text = vals[i + 1] if v in ("-a", "--args") and i + 1 < len(vals) else \
                    v.split("=", 1)[1] if v.startswith("--args=") else None
                if text:
                    cmd_shell = "cmd" if module != "win_shell" or re.search(r"\bexecutable=cmd\b", text) else "pwsh"
                    out.append((cmd_shell, re.sub(r"\s*\b(?:executable|chdir|creates|removes)=\S+", "", text)))
        return out
    if name == "salt":
        # salt TARGET cmd.run CMD [shell=powershell]: a Windows minion's cmd.exe or PowerShell
        # reads it (a Linux minion's shell reading is made elsewhere); cmd.powershell CMD
        for i, v in enumerate(vals[:-1]):
            if v in ("cmd.run", "cmd.shell", "cmd.run_all", "cmd.run_stdout", "cmd.powershell", "cmd.exec_code_all"):
                pwsh = v == "cmd.powershell" or any(x in ("shell=powershell", "shell=pwsh") for x in vals)
                out.append(("pwsh" if pwsh else "cmd", vals[i + 1]))
        return out
    if name == "az" and "run-command" in vals[:3] and vals[:1] in (["vm"], ["vmss"]):
        cid = next((vals[i + 1].lower() for i, v in enumerate(vals[:-1]) if v == "--command-id"), "")
        shells = ["pwsh"] if "powershell" in cid else ["sh"] if "shell" in cid else ["pwsh", "sh"]
        for i, v in enumerate(vals):
            if v in ("--scripts", "--script", "--source-script"):
                j = i + 1
                while j < len(vals) and not vals[j].startswith("--"):
                    out.extend((sh, vals[j]) for sh in shells if not vals[j].startswith("@"))
                    j += 1
            elif v.startswith(("--scripts=", "--script=")):
                out.extend((sh, v.split("=", 1)[1]) for sh in shells)
        return out
    if name == "aws" and vals[:2] == ["ssm", "send-command"]:
        doc = next((vals[i + 1] for i, v in enumerate(vals[:-1]) if v == "--document-name"), "")
        doc = next((v.split("=", 1)[1] for v in vals if v.startswith("--document-name=")), doc).lower()
        shells = ["pwsh"] if "powershell" in doc else ["sh"] if "shellscript" in doc else ["pwsh", "sh"]
        for i, v in enumerate(vals):
            value = vals[i + 1] if v == "--parameters" and i + 1 < len(vals) else \
                v.split("=", 1)[1] if v.startswith("--parameters=") else None
            if value is None:
                continue
            for line in _ssm_commands(value):
                out.extend((sh, line) for sh in shells)
        return out
    return out


def _ssm_commands(value: str) -> list[str]:
    """The command lines of an ssm send-command --parameters value: JSON
    ({"commands": [...]}) or the shorthand commands=[...] / commands=LINE."""
    text = value.strip()
    if text.startswith("{"):
        try:
            got = json.loads(text)
        except ValueError:
            return [text]   # (not JSON: its text, read as a line, is all there is)
        cmds = got.get("commands") if isinstance(got, dict) else None
        return [c for c in (cmds if isinstance(cmds, list) else [cmds]) if isinstance(c, str)][:16]
    if text.startswith("commands="):
        rest = text[len("commands="):]
        if rest.startswith("["):
            try:
                got = json.loads(rest)
                return [c for c in got if isinstance(c, str)][:16] if isinstance(got, list) else [rest]
            except ValueError:
                return [rest[1:-1] if rest.endswith("]") else rest[1:]]
        return [rest]
    return []


def project_bin_agent(operands: Sequence[str]) -> int | None:
    """(probe round 36, residuals38) The index in ``operands`` (yarn's, pnpm's or bun's words
    that are not options) of an AI agent's program name run as a script or the project's
    bin (yarn claude, yarn run claude, pnpm run codex, bun run gemini), or None."""
    k = 1 if operands[:1] == ["run"] else 0
    if k < len(operands) and AGENT_CLI_PACKAGES.get(operands[k], operands[k]) in AGENT_CLIS:
        return k
    return None


# (probe round 36, residuals38) Compose files: the names docker compose reads by default, and
# each service's settings that give a container the host (as docker run's flags do)
COMPOSE_FILES = frozenset({"compose.yaml", "compose.yml", "docker-compose.yaml", "docker-compose.yml",
                           "compose.override.yaml", "compose.override.yml", "docker-compose.override.yaml",
                           "docker-compose.override.yml"})
_COMPOSE_STARTS = frozenset({"up", "run", "create", "start", "restart", "watch"})


def compose_starts(name: str, vals: Sequence[str]) -> bool:
    """Does ``docker compose …`` / ``docker-compose …`` / ``podman compose …`` start
    containers from its file (up, run, create, start, restart, watch)?"""
    if name in ("docker", "podman"):
        ops = [v for v in vals if not v.startswith("-")]
        if ops[:1] != ["compose"]:
            return False
    elif name not in ("docker-compose", "podman-compose"):
        return False
    return any(v in _COMPOSE_STARTS for v in vals)


def compose_referenced_files(text: str) -> list[str]:
    """(probe round 38, stdin38) the other Compose files a Compose file loads: include:'s
    entries (a path, a list of paths, or path: in a mapping) and a service's extends: file:,
    as written (relative to the file's directory). [] for none or no YAML mapping."""
    if "include" not in text and "extends" not in text:
        return []
    import yaml
    try:
        data = yaml.safe_load(text[:100_000])
    except Exception:  # noqa: BLE001 - not YAML: nothing docker compose would load either
        return []
    if not isinstance(data, dict):
        return []
    out: list[str] = []
    inc = data.get("include")
    for item in (inc if isinstance(inc, list) else [inc] if inc is not None else [])[:32]:
        paths = item.get("path") if isinstance(item, dict) else item
        for path in (paths if isinstance(paths, list) else [paths])[:8]:
            if isinstance(path, str) and path.strip():
                out.append(path.strip())
    services = data.get("services")
    for svc in (list(services.values())[:64] if isinstance(services, dict) else []):
        ext = svc.get("extends") if isinstance(svc, dict) else None
        if isinstance(ext, dict) and isinstance(ext.get("file"), str) and ext["file"].strip():
            out.append(ext["file"].strip())
    return out


def compose_run_flags(text: str) -> list[str]:
    """The docker run flags a Compose file's services stand for that give a container the
    host: --privileged, --pid=host, --userns=host, -v SRC:DST of an absolute or ~ source
    (whether that source is the host's root, a system directory, the home or the daemon's
    socket is judged as docker run's -v is). [] for none or a text that is no YAML mapping."""
    if not any(w in text for w in ("privileged", "host", ":/", "source", "cap_add", "devices")):
        return []
    import yaml   # (policy files are read with it too; loaded only for a written Compose file)
    try:
        data = yaml.safe_load(text[:100_000])
    except Exception:  # noqa: BLE001 - not YAML: nothing docker compose would start either
        return []
    services = data.get("services") if isinstance(data, dict) else None
    if not isinstance(services, dict):
        return []
    flags: list[str] = []
    mounts: list[str] = []
    for svc in list(services.values())[:64]:
        if not isinstance(svc, dict):
            continue
        if svc.get("privileged") is True or str(svc.get("privileged")).lower() in ("true", "yes", "on"):
            flags.append("--privileged")
        for key, flag in (("pid", "--pid=host"), ("userns_mode", "--userns=host")):
            if str(svc.get(key, "")).strip().lower() == "host":
                flags.append(flag)
        for key, flag in (("cap_add", "--cap-add"), ("devices", "--device")):
            items = svc.get(key)
            for item in (items if isinstance(items, list) else [])[:32]:
                if isinstance(item, str) and item.strip():
                    flags.append(f"{flag}={item.strip()}")
        vols = svc.get("volumes")
        for v in (vols if isinstance(vols, list) else [])[:64]:
            if isinstance(v, str) and ":" in v and v.startswith(("/", "~", "$")):
                mounts.append(v)
            elif isinstance(v, dict) and isinstance(v.get("source"), str) and v.get("type", "bind") == "bind" \
                    and v["source"].startswith(("/", "~", "$")):
                mounts.append(f"{v['source']}:{v.get('target', '/mnt')}")
    out = list(dict.fromkeys(flags))
    for m in list(dict.fromkeys(mounts))[:32]:
        out += ["-v", m]
    return out
