"""(probe round 45, interp45) Python one-liners that only read and print, by their syntax tree.

``python3 -c CODE`` as agents run it to look around: ``import os; print(os.listdir('.'))``,
``print(open('README.md').read()[:200])``, ``from pathlib import Path; print(sum(1 for _ in
Path('src').rglob('*.py')))``, ``d = json.load(sys.stdin); print(d['a'])``. The code is parsed
with ``ast`` and every node must be of a closed grammar, or the answer is 0 (not a probe):

- statements: imports (no ``*``, no acting module), expressions, assignments to plain names,
  ``for``/``if``/``with``/``try`` (exception names only), ``pass``/``break``/``continue``;
- names: those the code bound, or a small set of builtins that compute (``len``, ``sorted``,
  ``print`` to standard output or error, ``open`` in a reading mode) -- never ``eval``,
  ``exec``, ``compile``, ``getattr``, ``__import__``, ``globals``, ``vars``, ``help``;
- calls: the builtins above, a table of module functions that read and return data
  (``os.listdir``, ``os.path.*``, ``platform.*``, ``json.load``, ``yaml.safe_load``,
  ``importlib.metadata.version``, ``glob.glob``, ``pathlib.Path``...), a version-like getter of
  a module outside the standard library with literal arguments at most, and a table of
  methods of the values these return (``str.split``, ``dict.get``, ``Path.read_text``...);
- no attribute starting with ``_`` (but ``__file__``, ``__version__``, ``__name__``,
  ``__path__``, ``__doc__``), none that names a secret, not ``sys.modules``; the environment
  only read by a literal name that names no secret;
- a file read or opened only by a *path value*: a plain quoted literal (the code scan meets
  it as every quoted path, sensitive ones asked) with no ``..``, a relative one joined with
  more relative literals (``Path('src') / 'x.py'``, ``os.path.join('a', 'b')``). What a
  listing yields (``os.listdir``, ``glob``, ``rglob``, ``os.walk``: names no literal spells,
  dot files such as ``.env`` among them) may be printed, counted, stat'ed and listed, never
  read; a glob's pattern is relative with no ``..``. A path computed otherwise
  (``Path.home()``, ``expanduser``, ``.parent``, a join onto an absolute literal, a
  concatenation, an f-string) is data: it may be printed, never read or listed.

2: only modules loaded before the working directory joins the import path (``sys``, ``os``);
1: another module imported (found first in the working directory: the build's trust); 0: other.
"""
from __future__ import annotations

import ast
import re
import sys

_PATH_TEXT = re.compile(r"[\w.~/+@-][\w.~/+@:-]{0,1023}")
_SECRETISH = re.compile(r"(?i)env|secret|token|key|passw|credential|cookie|auth|session|private|getpass")
_VERSIONISH = re.compile(r"(?i)\w*version\w*|get_version|platform|system|machine|release")
_ACTING = re.compile(r"(?:^|\.)_|^(?:antigravity|idlelib|turtledemo|this|webbrowser|tkinter|turtle|pdb|code|"
                     r"pty|ctypes|subprocess|multiprocessing|socket|http|urllib|ftplib|smtplib|telnetlib|"
                     r"pickle|shelve|marshal|runpy|importlib\.util|setuptools|distutils|ensurepip|venv|"
                     r"pip|asyncio|concurrent|threading|signal|resource|readline|rlcompleter)(?:\.|$)")
_STDLIB = frozenset(getattr(sys, "stdlib_module_names", ()))
_STARTUP = frozenset({"sys", "os", "builtins"})   # in sys.modules before the cwd joins the path
_DUNDER_OK = frozenset({"__file__", "__version__", "__name__", "__path__", "__doc__"})

# builtins that compute from their arguments (callables among them: see _TAKES_CALLABLE)
_BUILTINS = frozenset({"print", "open", "len", "sum", "sorted", "list", "dict", "set", "tuple", "frozenset", "str",
                       "int", "float", "bool", "repr", "min", "max", "any", "all", "enumerate", "zip", "range",
                       "map", "filter", "reversed", "abs", "round", "divmod", "isinstance", "hex", "oct", "bin",
                       "chr", "ord", "format", "hash", "iter", "next", "dir", "callable", "bytes", "ascii",
                       "ValueError", "KeyError", "Exception", "ImportError", "ModuleNotFoundError", "OSError",
                       "FileNotFoundError", "AttributeError", "TypeError", "IndexError", "True", "False", "None"})
_TAKES_CALLABLE = frozenset({"map", "filter", "sorted", "min", "max", "iter"})
_PLISTS = frozenset({"sorted", "list", "reversed", "set", "tuple", "filter"})   # keep a listing of paths

# module functions: what each returns ('data', 'path': a name inside the listed place,
# 'plist': a listing of paths, 'walk': os.walk's triples, 'file'); the path-taking ones
# take a path value as their first argument (or none)
_D, _P, _L, _W = "data", "path", "plist", "walk"
_A, _N = "pabs", "pname"   # (unused: absolute literals are data); a name a listing yields
_PATHS = frozenset({_P, _A, _N})
_FUNCS: dict[str, str] = {
    **{f"os.{f}": _D for f in ("getcwd", "cpu_count", "getpid", "getppid", "uname", "getuid", "geteuid", "getgid",
                               "getegid", "getlogin", "get_terminal_size", "fspath", "strerror", "getloadavg",
                               "get_exec_path", "stat", "lstat", "access", "readlink")},
    "os.listdir": _L, "os.scandir": _L, "os.walk": _W, "os.getenv": _D, "os.environ.get": _D,
    **{f"os.path.{f}": _D for f in ("exists", "isfile", "isdir", "islink", "lexists", "abspath", "realpath",
                                    "dirname", "split", "splitext", "getsize", "getmtime", "getctime", "getatime",
                                    "normpath", "relpath", "commonpath", "commonprefix", "isabs", "samefile")},
    "os.path.join": _P, "os.path.basename": _P,
    **{f"platform.{f}": _D for f in ("platform", "system", "machine", "release", "version", "python_version",
                                     "python_implementation", "node", "processor", "architecture", "uname",
                                     "python_version_tuple", "mac_ver", "libc_ver", "freedesktop_os_release",
                                     "python_compiler", "python_build", "win32_ver")},
    "sys.getdefaultencoding": _D, "sys.getfilesystemencoding": _D, "sys.getrecursionlimit": _D,
    "sys.getsizeof": _D,
    "importlib.metadata.version": _D, "importlib.metadata.requires": _D, "importlib.metadata.metadata": _D,
    "json.load": _D, "json.loads": _D, "json.dumps": _D,
    "yaml.safe_load": _D, "yaml.safe_load_all": _D, "yaml.safe_dump": _D,
    "tomllib.load": _D, "tomllib.loads": _D, "tomli.load": _D, "tomli.loads": _D,
    "glob.glob": _L, "glob.iglob": _L,
    "shutil.which": _D, "shutil.disk_usage": _D, "shutil.get_terminal_size": _D,
    **{f"sysconfig.{f}": _D for f in ("get_paths", "get_path", "get_config_var", "get_platform",
                                      "get_python_version", "get_default_scheme")},
    "site.getsitepackages": _D, "site.getusersitepackages": _D, "struct.calcsize": _D,
    "locale.getpreferredencoding": _D, "locale.getlocale": _D, "locale.getencoding": _D,
    "socket.gethostname": _D, "multiprocessing.cpu_count": _D,
    **{f"hashlib.{f}": _D for f in ("sha256", "sha1", "md5", "sha512", "sha384", "sha224", "blake2b")},
    "collections.Counter": _D, "csv.reader": _D, "csv.DictReader": _D,
    "pathlib.Path": _P, "pathlib.PurePath": _P, "pathlib.PurePosixPath": _P,
}
# modules that only compute: any of their functions, given data (and callables checked as such)
_PURE = frozenset({"math", "cmath", "statistics", "uuid", "secrets", "base64", "binascii", "textwrap", "string",
                   "re", "calendar", "decimal", "fractions", "keyword", "unicodedata", "colorsys", "difflib",
                   "random", "datetime", "time", "ast", "shlex", "fnmatch", "html", "ipaddress"})
_PATH_TAKING = frozenset({"os.listdir", "os.scandir", "os.walk", "os.stat", "os.lstat", "os.readlink",
                          "glob.glob", "glob.iglob", "pathlib.Path", "pathlib.PurePath", "pathlib.PurePosixPath"})
_MODULES = frozenset({"os.path", "importlib.metadata", "os.environ"})
# module attributes that are plain data whose methods may be called (sys.version.split())
_DATA_ATTRS = frozenset({"sys.version", "sys.path", "sys.argv", "sys.platform", "sys.executable", "sys.prefix",
                         "sys.base_prefix", "sys.version_info", "sys.implementation", "sys.byteorder",
                         "sys.flags", "sys.maxsize", "sys.exec_prefix", "os.sep", "os.linesep", "os.name",
                         "os.pathsep", "os.curdir", "os.devnull", "sys.builtin_module_names",
                         "sys.stdlib_module_names"})
# methods of the values above (str, bytes, list, dict, Path, a file opened for reading, a
# hash, a stat result, a DirEntry): none writes, runs or sends (not replace: Path.replace
# moves a file, and a Path is data once computed)
_METHODS = frozenset({
    "get", "keys", "values", "items", "split", "rsplit", "splitlines", "strip", "lstrip", "rstrip", "lower", "upper",
    "title", "casefold", "startswith", "endswith", "join", "format", "count", "find", "rfind", "index",
    "partition", "rpartition", "encode", "decode", "isdigit", "isalpha", "isalnum", "isspace", "isupper", "islower",
    "zfill", "ljust", "rjust", "center", "hexdigest", "digest", "most_common", "as_posix", "is_file", "is_dir",
    "exists", "is_symlink", "stat", "lstat", "relative_to", "with_suffix", "with_name", "match", "isoformat",
    "bit_length", "hex", "removeprefix", "removesuffix", "expandtabs", "read", "readline", "readlines",
    "is_absolute", "resolve", "absolute", "full_match", "strftime", "timestamp", "date", "group", "groups",
    "hexdigest"})
_READS = frozenset({"read_text", "read_bytes", "open"})
_LISTS = frozenset({"iterdir", "glob", "rglob"})
_PATH_ATTRS = {"name": _N, "path": _N, "stem": _D, "suffix": _D, "suffixes": _D, "parts": _D, "parent": _D,
               "st_size": _D, "st_mtime": _D, "st_mode": _D, "major": _D, "minor": _D, "micro": _D,
               "real": _D, "imag": _D, "releaselevel": _D}
_READ_MODES = frozenset({"r", "rb", "rt", "br", "tr"})


class _No(Exception):
    pass


_ENV_SECRETISH = re.compile(r"SECRET|TOKEN|PASSW|CREDENTIAL|COOKIE|AUTH|SESSION|PRIVATE|KEY|PASS|PWD|API")


def _env_name(node: ast.expr) -> bool:
    """An environment variable read by a literal upper-case name that names no secret
    (os.environ.get('VIRTUAL_ENV'); not GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY: as echo $X is)."""
    from policy.engine.commands import secret_env_name
    v = node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else ""
    return re.fullmatch(r"[A-Z_][A-Z0-9_]{0,63}", v) is not None and not secret_env_name(v) \
        and not _ENV_SECRETISH.search(v)


_PIECE = re.compile(r"[\w.+@*?\[\]-][\w.+@*?\[\]/:-]{0,511}")   # a relative literal or glob pattern


class _Probe:
    def __init__(self, code: str) -> None:
        self.code = code
        self.imports: set[str] = set()
        self.env: dict[str, str] = {}

    # kinds: "data", "path" (relative literal), "pabs" (absolute literal), "pname" (a
    # listing's item), "plist", "walk", "file", "mod:NAME", "fn:PATH", "attr:PATH",
    # "builtin:NAME", "meth:NAME", "lambda"
    def plain(self, node: ast.expr) -> str | None:
        """A string literal as written (no escape, prefix or joined literals), else None."""
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            return None
        v = node.value
        seg = ast.get_source_segment(self.code, node)
        return v if seg in (f"'{v}'", f'"{v}"') and ".." not in v.split("/") else None

    def literal_kind(self, node: ast.expr) -> str:
        """A literal read or listed as a path: one of the project's, relative, naming no
        secret (open('secrets/app.json'), open('/etc/passwd'), '~/.ssh': data, never read)."""
        v = self.plain(node)
        if v is None or not _PATH_TEXT.fullmatch(v) or v.startswith(("/", "~")) or _SECRETISH.search(v):
            return _D
        return _P

    def piece(self, node: ast.expr) -> str | None:
        """A relative piece joined onto a path: a relative literal (a glob pattern too), or a name."""
        v = self.plain(node)
        if v is not None:
            return _P if _PIECE.fullmatch(v) and not v.startswith("/") and not _SECRETISH.search(v) else None
        k = self.expr(node)
        return _N if k == _N else None

    def join(self, base: str, pieces: list[ast.expr]) -> str:
        kinds = [self.piece(x) for x in pieces]
        if base not in (_P, _N) or None in kinds:
            for x in pieces:
                self.expr(x)
            return _D
        if base == _N or _N in kinds or any("*" in (self.plain(x) or "") or "?" in (self.plain(x) or "")
                                            for x in pieces):
            return _N
        return _P

    def check_callable(self, node: ast.expr) -> None:
        k = self.expr(node)
        if k == "lambda" or k.startswith(("fn:", "meth:")) or (k.startswith("builtin:") and k != "builtin:open"):
            return
        raise _No

    def arg_kind(self, node: ast.expr, strict: bool) -> str:
        """An argument's kind. ``strict`` (a call that may call what it is given: map, a
        key=, json.dumps's default=, re.sub's replacement): no module, no attribute of one
        but plain data (platform.os.system), no open. Never the whole environment (printed
        whole, as round 24 held it: asked)."""
        k = self.expr(node)
        if k in ("builtin:open", "mod:os.environ") or (strict and (k.startswith("mod:") or (k.startswith("attr:") and k[5:] not in _DATA_ATTRS))):
            raise _No
        return k

    def args(self, call: ast.Call, takes_callable: bool = True) -> list[str]:
        kinds = []
        for a in call.args:
            kinds.append(self.arg_kind(a.value if isinstance(a, ast.Starred) else a, takes_callable))
        for kw in call.keywords:
            if kw.arg is None:
                raise _No
            if kw.arg == "key":
                self.check_callable(kw.value)
            else:
                self.arg_kind(kw.value, takes_callable)
        return kinds

    def read_mode(self, call: ast.Call, at: int) -> None:
        modes = [call.args[at]] if len(call.args) > at else []
        modes += [kw.value for kw in call.keywords if kw.arg == "mode"]
        if any(kw.arg not in ("mode", "encoding", "errors", "newline") for kw in call.keywords) \
                or len(call.args) > at + 1:
            raise _No
        for m in modes:
            if not (isinstance(m, ast.Constant) and m.value in _READ_MODES):
                raise _No
        for kw in call.keywords:
            self.expr(kw.value)

    def readable(self, node: ast.expr) -> bool:
        k = self.literal_kind(node)
        if k == _D:
            k = self.expr(node)
        return k in (_P, _A)

    def call(self, node: ast.Call) -> str:
        f = node.func
        if isinstance(f, ast.Name):
            k = self.env.get(f.id) or (f"builtin:{f.id}" if f.id in _BUILTINS else None)
            if k is None:
                raise _No
            if k.startswith("fn:"):
                return self.module_call(k[3:], node)
            if k.startswith("meth:"):
                self.args(node)
                return _D
            if not k.startswith("builtin:"):
                raise _No
            name = k[8:]
            if name == "open":
                if not node.args or not self.readable(node.args[0]):
                    raise _No
                self.read_mode(node, 1)
                return "file"
            if name == "print":
                for kw in node.keywords:
                    if kw.arg == "file":
                        if ast.unparse(kw.value) not in ("sys.stdout", "sys.stderr") or self.env.get("sys") != "mod:sys":
                            raise _No
                    elif kw.arg in ("sep", "end", "flush"):
                        self.expr(kw.value)
                    else:
                        raise _No
                for a in node.args:
                    self.arg_kind(a.value if isinstance(a, ast.Starred) else a, False)
                return _D
            takes = name in _TAKES_CALLABLE
            kinds = self.args(node, takes)
            if name in ("map", "filter") and node.args:
                self.check_callable(node.args[0])
            if name == "iter" and len(node.args) == 2:
                self.check_callable(node.args[0])
            if name in _PLISTS and kinds and kinds[-1] == _L:
                return _L
            return _D
        if isinstance(f, ast.Attribute):
            if f.attr.startswith("_"):
                raise _No
            rk = self.expr(f.value)
            if rk.startswith(("mod:", "fn:")) or (rk.startswith("attr:") and rk[5:] not in _DATA_ATTRS):
                return self.module_call(rk.split(":", 1)[1] + "." + f.attr, node)
            if rk in (_P, _A) and f.attr in _READS:
                if f.attr == "open":
                    self.read_mode(node, 0)
                    return "file"
                if node.args or any(kw.arg not in ("encoding", "errors") for kw in node.keywords):
                    raise _No
                self.args(node)
                return _D
            if rk in _PATHS and f.attr in _LISTS:
                if node.keywords or (f.attr == "iterdir") != (not node.args) or len(node.args) > 1 \
                        or (node.args and self.piece(node.args[0]) != _P):
                    raise _No
                return _L
            if rk in _PATHS and f.attr == "joinpath":
                return self.join(rk, node.args) if not node.keywords else _D
            if (rk in _PATHS or rk in (_D, "file") or rk.startswith("attr:")) and f.attr in _METHODS:
                self.args(node)
                return _D
            raise _No
        raise _No

    def module_call(self, path: str, node: ast.Call) -> str:
        root = path.split(".", 1)[0]
        if path in _FUNCS:
            out = _FUNCS[path]
            if path in ("os.getenv", "os.environ.get"):
                if not node.args or not _env_name(node.args[0]):
                    raise _No
                self.args(node)
                return out
            if path in _PATH_TAKING:
                if len(node.args) > 1 or any(kw.arg not in ("recursive", "topdown") for kw in node.keywords):
                    raise _No
                if path.startswith("glob."):
                    if not node.args or self.piece(node.args[0]) != _P:
                        raise _No
                    self.args(node)
                    return out
                k = self.literal_kind(node.args[0]) if node.args else _P
                if node.args and k == _D:
                    k = self.expr(node.args[0])
                if k not in _PATHS:
                    if path.startswith("pathlib."):
                        return _D   # (Path of a computed value: data, never read)
                    raise _No
                self.args(node)
                return k if path.startswith("pathlib.") else out
            if path == "os.path.join":
                if not node.args or node.keywords:
                    raise _No
                base = self.literal_kind(node.args[0])
                if base == _D:
                    base = self.expr(node.args[0])
                return self.join(base, node.args[1:])
            if path == "os.path.basename":
                kinds = self.args(node)
                return _N if kinds and kinds[0] in _PATHS else _D
            if path.startswith("yaml.") and node.keywords:
                raise _No
            self.args(node)
            return out
        if root in _PURE and root in {m.split(".")[0] for m in self.imports} and path.count(".") <= 2:
            self.args(node)
            return _D
        if root in _STDLIB or root not in {m.split(".")[0] for m in self.imports}:
            raise _No
        # a module outside the standard library (the project's, an installed package's):
        # its version-like getter, given literals at most (its import already ran its code)
        if not _VERSIONISH.fullmatch(path.rsplit(".", 1)[-1]) or _SECRETISH.search(path) or node.keywords \
                or not all(isinstance(a, ast.Constant) for a in node.args):
            raise _No
        return _D

    def attribute(self, node: ast.Attribute) -> str:
        a = node.attr
        if a.startswith("_") and a not in _DUNDER_OK:
            raise _No
        k = self.expr(node.value)
        if k.startswith(("mod:", "attr:", "fn:")):
            path = k.split(":", 1)[1] + "." + a
            if (_SECRETISH.search(a) and path != "os.environ") or path == "sys.modules":
                raise _No
            if path in _MODULES:
                return "mod:" + path
            if path == "sys.stdin":
                return "file"
            if path in _FUNCS:
                return "fn:" + path
            return "attr:" + path
        if k in _PATHS or k in (_D, "file"):
            if a in _PATH_ATTRS:
                out = _PATH_ATTRS[a]
                return out if k in _PATHS else _D
            if a in _METHODS:
                return "meth:" + a   # (a method referenced: it computes as when called)
        raise _No

    def expr(self, node: ast.expr | None) -> str:
        if node is None:
            return _D
        if isinstance(node, ast.Constant):
            return self.literal_kind(node)
        if isinstance(node, ast.Name):
            k = self.env.get(node.id)
            if k is not None:
                return k
            if node.id in _BUILTINS:
                return f"builtin:{node.id}"
            raise _No
        if isinstance(node, ast.Attribute):
            return self.attribute(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        if isinstance(node, ast.Subscript):
            k = self.expr(node.value)
            if k == "mod:os.environ":
                if not _env_name(node.slice):
                    raise _No
                return _D
            if k.startswith(("mod:", "fn:", "builtin:", "meth:")) or k == "lambda":
                raise _No
            if k.startswith("attr:") and k[5:] not in _DATA_ATTRS and k[5:].split(".")[0] in _STDLIB:
                raise _No
            self.expr(node.slice)
            return _D
        if isinstance(node, ast.Slice):
            for x in (node.lower, node.upper, node.step):
                self.value(x) if x is not None else None
            return _D
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.Div):
                left = self.expr(node.left)
                if left in _PATHS:
                    return self.join(left, [node.right])
            self.value(node.left)
            self.value(node.right)
            return _D
        if isinstance(node, ast.BoolOp):
            for v in node.values:
                self.value(v)
            return _D
        if isinstance(node, ast.UnaryOp):
            self.value(node.operand)
            return _D
        if isinstance(node, ast.Compare):
            self.value(node.left)
            for c in node.comparators:
                if self.expr(c) != "mod:os.environ":
                    self.value(c)
            return _D
        if isinstance(node, ast.IfExp):
            self.value(node.test)
            a, b = self.value(node.body), self.value(node.orelse)
            return a if a == b else _D
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            for e in node.elts:
                self.value(e.value if isinstance(e, ast.Starred) else e)
            return _D
        if isinstance(node, ast.Dict):
            for e in list(node.keys) + list(node.values):
                if e is not None:
                    self.value(e)
            return _D
        if isinstance(node, ast.JoinedStr):
            for v in node.values:
                if isinstance(v, ast.FormattedValue):
                    self.value(v.value)
                    if v.format_spec is not None:
                        self.expr(v.format_spec)
            return _D
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            saved = dict(self.env)
            try:
                for gen in node.generators:
                    if gen.is_async:
                        raise _No
                    self.bind(gen.target, self.items(self.expr(gen.iter)))
                    for cond in gen.ifs:
                        self.value(cond)
                if isinstance(node, ast.DictComp):
                    self.value(node.key)
                    self.value(node.value)
                    return _D
                k = self.value(node.elt)
                return _L if k == _N and not isinstance(node, ast.SetComp) else _D
            finally:
                self.env = saved
        if isinstance(node, ast.Lambda):
            a = node.args
            if a.vararg or a.kwarg or a.kwonlyargs or a.defaults or a.kw_defaults or a.posonlyargs:
                raise _No
            saved = dict(self.env)
            try:
                for p in a.args:
                    self.env[p.arg] = _D
                self.value(node.body)
            finally:
                self.env = saved
            return "lambda"
        raise _No

    def value(self, node: ast.expr) -> str:
        """An expression whose value is used as data: never a module or a function."""
        k = self.expr(node)
        if k.startswith(("mod:", "fn:", "builtin:", "meth:")) or k == "lambda":
            raise _No
        return k

    @staticmethod
    def items(kind: str) -> str:
        if kind == _L:
            return _N
        if kind == _W:
            return "walkitem"
        if kind.startswith(("mod:", "fn:", "builtin:", "meth:")) or kind == "lambda":
            raise _No
        return _D

    def bind(self, target: ast.expr, kind: str) -> None:
        if isinstance(target, ast.Name):
            if target.id.startswith("__"):
                raise _No
            self.env[target.id] = _D if kind == "walkitem" else kind
            return
        if isinstance(target, ast.Tuple) and all(isinstance(e, ast.Name) for e in target.elts):
            kinds = [_N, _L, _L] if kind == "walkitem" and len(target.elts) == 3 else [_D] * len(target.elts)
            for e, k in zip(target.elts, kinds):
                self.bind(e, k)
            return
        raise _No

    def stmt(self, s: ast.stmt) -> None:
        if isinstance(s, ast.Import):
            for al in s.names:
                if _ACTING.search(al.name):
                    raise _No
                self.imports.add(al.name)
                if al.asname:
                    self.env[al.asname] = "mod:" + al.name
                else:
                    self.env[al.name.split(".")[0]] = "mod:" + al.name.split(".")[0]
            return
        if isinstance(s, ast.ImportFrom):
            if s.level or not s.module or _ACTING.search(s.module):
                raise _No
            for al in s.names:
                full = f"{s.module}.{al.name}"
                if al.name == "*" or al.name.startswith("_") or _ACTING.search(full):
                    raise _No
                self.imports.add(s.module)
                self.env[al.asname or al.name] = ("mod:" + full if full in _MODULES or full == "importlib.metadata"
                                                  else "fn:" + full if full in _FUNCS else "attr:" + full)
            return
        if isinstance(s, ast.Expr):
            self.expr(s.value)
            return
        if isinstance(s, ast.Assign):
            k = self.expr(s.value)
            for t in s.targets:
                self.bind(t, k)
            return
        if isinstance(s, ast.AugAssign) and isinstance(s.target, ast.Name):
            self.value(s.target)
            self.value(s.value)
            self.env[s.target.id] = _D
            return
        if isinstance(s, ast.For):
            self.bind(s.target, self.items(self.expr(s.iter)))
            for b in s.body + s.orelse:
                self.stmt(b)
            return
        if isinstance(s, ast.If):
            self.value(s.test)
            for b in s.body + s.orelse:
                self.stmt(b)
            return
        if isinstance(s, ast.With):
            for item in s.items:
                if self.expr(item.context_expr) != "file":
                    raise _No
                if item.optional_vars is not None:
                    self.bind(item.optional_vars, "file")
            for b in s.body:
                self.stmt(b)
            return
        if isinstance(s, ast.Try):
            for b in s.body + s.orelse + s.finalbody:
                self.stmt(b)
            for h in s.handlers:
                if h.type is not None:
                    names = h.type.elts if isinstance(h.type, ast.Tuple) else [h.type]
                    if not all(isinstance(n, ast.Name) and n.id not in self.env and n.id in _BUILTINS
                               and n.id.endswith(("Error", "Exception")) for n in names):
                        raise _No
                if h.name:
                    self.env[h.name] = _D
                for b in h.body:
                    self.stmt(b)
            return
        if isinstance(s, (ast.Pass, ast.Break, ast.Continue)):
            return
        raise _No


def probe(code: str) -> int:
    """2, 1 or 0 as the module docstring says."""
    if len(code) > 2000 or not code.isascii() or "\\" in code:
        # (an escape spells what no literal shows: print("\x72m -rf ~"), open('\x2eenv'))
        return 0
    try:
        tree = ast.parse(code, mode="exec")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return 0
    if not tree.body:
        return 0
    if any(isinstance(n, ast.Constant) and isinstance(n.value, str) and "__" in n.value for n in ast.walk(tree)):
        return 0   # ('{0.__class__.__init__.__globals__}'.format(x): a format string's attribute walk)
    p = _Probe(code)
    try:
        for s in tree.body:
            p.stmt(s)
    except (_No, RecursionError):
        return 0
    if all(isinstance(s, (ast.Import, ast.ImportFrom)) for s in tree.body):
        return 1   # (imports alone: as the probe grammar reads them, a module's code run, no probe)
    return 2 if all(m in ("os", "os.path", "sys") for m in p.imports) else 1
