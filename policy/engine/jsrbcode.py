"""(probe round 47, interp47) node and Ruby one-liners that only read and print, by a closed grammar.

``node -e "console.log(require('fs').readFileSync('package.json', 'utf8'))"``, ``node -p
"JSON.parse(require('fs').readFileSync(0, 'utf8')).version"``, ``ruby -e 'puts File.read("Gemfile")'``,
``ruby -e 'puts Dir.glob("**/*.rb")'``: the Python tree probe's (``pycode``) reading for the two
other languages agents look around with. No parser of either language is at hand, so the code is
tokenised by a closed table and read by a small expression grammar; anything else is 0 (not a
probe):

- tokens: names, numbers, string literals (no interpolation: no ``#`` in Ruby's double quotes, no
  backtick, no escape but ``\\n``/``\\t``), ``. ( ) [ ] , ; = { } :`` and newlines; no operator
  (``+`` builds a path no literal shows), no ``$``, no block, no arrow function, no regex;
- statements: node's ``const|let|var NAME = EXPR`` and ``console.log(...)`` (``-p``: one
  expression); Ruby's ``NAME = EXPR``, ``puts|p|pp|print ARGS`` and ``require`` of a few standard
  libraries (their code runs: the build's trust, 1);
- calls: a table per module (node's ``fs`` and ``path`` as ``require('fs')``/``require('node:fs')``,
  ``JSON``, ``Object``, ``process``; Ruby's ``File``, ``Dir``, ``JSON``) and a table of the methods
  of the values they return (none writes, runs, sends or reaches a constructor);
- a file read only by a *path value*: a plain relative literal naming no secret with no ``..``
  (``pycode``'s rule: the code scan meets it as every quoted path, sensitive ones asked), or one
  joined with more such literals; what a listing yields (``readdirSync``, ``Dir.glob``, ``.env``
  among it) is printed, counted, never read; a path computed otherwise (``os.homedir()``,
  ``Dir.home``, ``File.expand_path``) is data, never read or listed. node's standard input
  (``readFileSync(0)``, ``'/dev/stdin'``) is readable.

(probe round 48, interp48) a function of one element (``x => EXPR``, ``{ |x| puts x }``) given to a
method of _JS_HOF/_RB_HOF, its body one expression of the grammar or a print, and an expression
statement; ``deno eval``'s code: node's grammar with Deno's reads (_DENO) and no require.

2: core modules only (node's ``fs``/``path`` cannot be shadowed by a file of the project; Ruby's
``-e`` loads nothing of it); 1: a project file or a library required (its code runs); 0: other.
"""
from __future__ import annotations

import re

from policy.engine.pycode import _PATH_TEXT, _PIECE, _SECRETISH

_STR = r"""'(?:[^'\\\n]|\\[nt])*'|"(?:[^"\\\n{bad}]|\\[nt])*\""""
_TOKENS = {
    lang: re.compile(rf"(?P<s>{_STR.format(bad=bad)})|(?P<n>\d{{1,6}})|(?P<w>[A-Za-z_]\w*{q})"
                     rf"|(?P<sep>[;\n])|(?P<o>{ops}[.()\[\],={{}}:])|(?P<b>[ \t]+)|(?P<bad>.)", re.S)
    for lang, bad, q, ops in (("js", "", "", "=>|"), ("rb", "#", r"[?]?", r"\|(?!\|)|&:[a-z_]\w*[?]?|"))}

_D, _P, _N, _L = "data", "path", "name", "plist"
_BAD_ATTRS = frozenset({"constructor", "prototype", "caller", "callee", "arguments", "mainModule", "binding",
                        "env", "send", "public_send", "instance_eval", "instance_variable_get", "method",
                        "class_eval", "const_get", "eval", "then", "tap", "call", "bind", "apply"})
# methods of the values read (strings, arrays, parsed JSON, stat results); their arguments data
_JS_METHODS = frozenset({"toString", "trim", "trimEnd", "trimStart", "split", "join", "slice", "includes",
                         "startsWith", "endsWith", "toUpperCase", "toLowerCase", "indexOf", "lastIndexOf",
                         "substring", "padStart", "padEnd", "at", "sort", "reverse", "isFile", "isDirectory",
                         "isSymbolicLink", "toFixed", "toISOString", "flat", "concat", "charAt", "repeat"})
_RB_METHODS = frozenset({"lines", "first", "last", "size", "length", "count", "sort", "join", "strip", "chomp",
                         "split", "keys", "values", "to_s", "to_a", "to_i", "upcase", "downcase", "take", "uniq",
                         "reverse", "inspect", "include?", "start_with?", "end_with?", "empty?", "fetch", "dig",
                         "lstrip", "rstrip", "compact", "flatten", "min", "max", "sum", "length", "bytesize",
                         "to_h", "key?", "has_key?", "zero?", "nil?", "drop", "sort_by_length"})
_RB_STDLIB = frozenset({"json", "pp", "set", "pathname"})
_JS_CORE = {"fs": "mod:fs", "node:fs": "mod:fs", "path": "mod:path", "node:path": "mod:path"}
_JS_FS = {"readFileSync": "read", "readdirSync": _L, "existsSync": "stat", "statSync": "stat",
          "lstatSync": "stat"}
_RB_FILE = {"read": "read", "readlines": "read", "exist?": "stat", "file?": "stat", "directory?": "stat",
            "size": "stat", "mtime": "stat", "symlink?": "stat", "basename": _D, "extname": _D, "dirname": _D,
            "expand_path": _D, "join": "join", "absolute_path": _D}
_RB_DIR = {"pwd": _D, "home": _D, "getwd": _D, "glob": "glob", "entries": _L, "children": _L, "exist?": "stat"}
_ENCODINGS = frozenset({"utf8", "utf-8", "ascii", "latin1", "binary", "hex", "base64"})


# (probe round 48, interp48) methods that take a function of one element: map(x => x.name),
# .each { |f| puts f }; what they return (map: a listing again when the function returns its
# element's name; filter: the listing; find: one name; each/test: data)
_JS_HOF = {"map": "map", "filter": "filter", "forEach": "each", "some": "test", "every": "test", "find": "find",
           "findIndex": "test", "flatMap": "map"}
_RB_HOF = {"each": "each", "map": "map", "collect": "map", "select": "filter", "filter": "filter",
           "reject": "filter", "find": "find", "detect": "find", "sort_by": "filter", "any?": "test",
           "all?": "test", "none?": "test", "count": "test", "flat_map": "map", "each_with_index": "each",
           "min_by": "find", "max_by": "find", "filter_map": "map", "sum": "test", "group_by": "test"}


# path's functions (path.join, or join destructured from require("path"))
_PATH_FNS = frozenset({"join", "basename", "extname", "dirname", "resolve", "relative", "normalize", "isAbsolute"})
# (probe round 50, benign55: readDirSync lists a directory named by a path value, its
# entries' names printed, never read, as node's readdirSync)
_DENO = {"readDirSync": _L, "readTextFileSync": "read", "readTextFile": "read", "cwd": "cwd", "statSync": "stat", "stat": "stat",
         "lstatSync": "stat", "version": _D, "build": _D, "pid": _D}


_GLOBALS = frozenset({"require", "console", "process", "JSON", "Object", "File", "Dir", "true", "false", "null",
                      "nil", "undefined", "const", "let", "var", "globalThis", "global", "module", "exports"})


class _No(Exception):
    pass


def _loop_body(r: "_Reader | _CallReader") -> None:
    """A loop's body: { statements separated by ; or newlines } or one statement."""
    if r.at("{"):
        r.i += 1
        while not r.at("}"):
            if r.peek()[0] == "sep":
                r.i += 1
                continue
            r.statement()
            if r.peek()[0] != "sep" and not r.at("}"):
                raise _No
        r.take("}")
    else:
        r.statement()


class _Tokens:
    """A cursor over a program's tokens, (kind, text) pairs; a token not there is _No."""
    toks: list[tuple[str, str]]
    i: int

    def peek(self, k: int = 0) -> tuple[str, str]:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else ("end", "")

    def take(self, text: str | None = None, kind: str | None = None) -> str:
        t = self.peek()
        if (text is not None and t[1] != text) or (kind is not None and t[0] != kind) or t[0] == "end":
            raise _No
        self.i += 1
        return t[1]



class _Reader(_Tokens):
    def __init__(self, lang: str, toks: list[tuple[str, str]]) -> None:
        self.lang = lang
        self.toks = toks
        self.i = 0
        self.env: dict[str, str] = {}
        self.level = 2
        self.json = lang == "js"
        self.deno = False
        self.tail_fn = False   # (the expression just read ends in a function's application)

    # -- tokens
    def at(self, text: str) -> bool:
        return self.peek()[1] == text and self.peek()[0] in ("o", "w")

    # -- literals
    @staticmethod
    def text(lit: str) -> str:
        return lit[1:-1]

    def path_literal(self, lit: str) -> bool:
        v = self.text(lit)
        return "\\" not in v and _PATH_TEXT.fullmatch(v) is not None and not v.startswith(("/", "~")) \
            and ".." not in v.split("/") and not _SECRETISH.search(v)

    def piece_literal(self, lit: str) -> bool:
        v = self.text(lit)
        return "\\" not in v and _PIECE.fullmatch(v) is not None and not v.startswith("/") \
            and ".." not in v.split("/") and not _SECRETISH.search(v)

    # -- expressions: (kind, literal text or "")
    def args(self) -> list[tuple[str, str]]:
        self.take("(")
        out: list[tuple[str, str]] = []
        while not self.at(")"):
            out.append(self.expr())
            if not self.at(")"):
                self.take(",")
        self.take(")")
        return out

    def obj(self) -> tuple[str, str]:
        """{encoding: 'utf8', withFileTypes: true}: the reading options, literals only (not
        flag: 'w' truncates, 'a+' creates)."""
        self.take("{")
        while not self.at("}"):
            key = self.take(kind="w")
            self.take(":")
            kind, val = self.peek()
            self.i += 1
            if not ((key == "encoding" and kind == "s" and self.text(val) in _ENCODINGS)
                    or (key in ("withFileTypes", "recursive") and val in ("true", "false"))
                    or (key == "flag" and val in ("'r'", '"r"'))):
                raise _No
            if not self.at("}"):
                self.take(",")
        self.take("}")
        return _D, ""

    def primary(self) -> tuple[str, str]:
        kind, t = self.peek()
        if kind == "s":
            self.i += 1
            return (_P if self.path_literal(t) else _D), t
        if kind == "n":
            self.i += 1
            return _D, t
        if t == "{" and self.lang == "js":
            return self.obj()
        if kind != "w":
            raise _No
        self.i += 1
        if t in self.env:
            v = self.env[t]
            if v.startswith("fn:"):
                # (probe round 50, benign55) a destructured core function, called as its member
                mod, _c, fname = v[3:].rpartition(":")
                if not self.at("("):
                    raise _No
                return self.member(mod, fname, True, self.args()), ""
            return v, ""
        if t in ("true", "false", "null", "nil", "undefined"):
            return _D, ""
        if self.lang == "js":
            if t == "require":
                if self.deno:
                    raise _No
                a = self.args()
                if len(a) != 1 or not a[0][1]:
                    raise _No
                mod = self.text(a[0][1])
                if mod in _JS_CORE:
                    return _JS_CORE[mod], ""
                if a[0][0] == _P and mod.startswith("./") and mod.endswith(".json"):
                    self.level = min(self.level, 1)   # (a project file; package.json may map to code)
                    return _D, ""
                raise _No
            if t in ("JSON", "Object", "process") or (t == "Deno" and self.deno):
                return "mod:" + t, ""
            if t == "await" and self.deno and self.peek() == ("w", "Deno"):
                return self.primary()   # (await Deno.readTextFile(P): its promise's value)
            raise _No
        if t in ("File", "Dir") or (t == "JSON" and self.json):
            return "mod:" + t, ""
        raise _No

    def expr(self) -> tuple[str, str]:
        k, lit = self.primary()
        self.tail_fn = False
        while True:
            if self.at("."):
                self.i += 1
                name = self.take(kind="w")
                if name.startswith("_") or name in _BAD_ATTRS:
                    raise _No
                hof = (_JS_HOF if self.lang == "js" else _RB_HOF).get(name)
                if hof is not None and self.lang == "rb" and self.peek()[1] == "(" \
                        and self.peek(1)[1].startswith("&:") and self.peek(2)[1] == ")":
                    # (probe round 49, interp49) Ruby's &:sym, a method of the table called on
                    # each element: map(&:upcase), select(&:empty?), sum(&:size)
                    if k.startswith("mod:") or k not in (_D, _P, _N, _L) or self.peek(1)[1][2:] not in _RB_METHODS:
                        raise _No
                    self.i += 3
                    k, lit = ((_L if k == _L else _D) if hof == "filter" else
                              (_N if k == _L else _D) if hof == "find" else _D), ""
                    self.tail_fn = True
                    continue
                if hof is not None and self.lambda_follows():
                    k, lit = self.apply(k, hof), ""
                    self.tail_fn = True
                    continue
                self.tail_fn = False
                call = self.at("(")
                args = self.args() if call else []
                k, lit = self.member(k, name, call, args), ""
            elif self.at("["):
                self.i += 1
                self.tail_fn = False
                if self.lang == "rb" and k == "mod:Dir":
                    pat = self.take(kind="s")
                    if not self.piece_literal(pat):
                        raise _No
                    k = _L
                else:
                    ik, ilit = self.peek()
                    if ik not in ("s", "n"):
                        raise _No
                    self.i += 1
                    if k.startswith("mod:"):
                        raise _No
                    k = _N if k == _L else _D
                self.take("]")
                lit = ""
            else:
                return k, lit

    def lambda_follows(self) -> bool:
        """A function of one element next: node's (x) => / x => in parentheses, Ruby's { |x| (and
        each_with_index's { |x, i| )."""
        t = [self.peek(j)[1] for j in range(5)]
        if self.lang == "js":
            return t[0] == "(" and (t[2] == "=>" or (t[1] == "(" and t[3] == ")" and t[4] == "=>"))
        return t[0] == "{" and t[1] == "|"

    def apply(self, k: str, hof: str) -> str:
        """A function of one element (a name bound as the element, never a file's path but
        a listed name's; its body one expression of the grammar, or a print of such), given to
        a method from _JS_HOF/_RB_HOF: what the call returns."""
        if k.startswith("mod:") or k not in (_D, _P, _N, _L):
            raise _No
        elem = _N if k == _L else _D
        saved = dict(self.env)
        try:
            if self.lang == "js":
                self.take("(")
                paren = self.at("(")
                if paren:
                    self.i += 1
                params = [self.take(kind="w")]
                if paren:
                    self.take(")")
                self.take("=>")
            else:
                self.take("{")
                self.take("|")
                params = [self.take(kind="w")]
                if hof == "each" and self.at(","):
                    self.i += 1
                    params.append(self.take(kind="w"))
                self.take("|")
            for j, p in enumerate(params):
                self.bind(p, elem if j == 0 else _D)
            body = self.body()
            self.take(")" if self.lang == "js" else "}")
        finally:
            self.env = saved
        if hof == "map":
            return _L if k == _L and body == _N else _D
        if hof == "filter":
            return _L if k == _L else _D
        if hof == "find":
            return _N if k == _L else _D
        return _D

    def body(self) -> str:
        """A function's body: one expression, or a print of expressions (console.log(...);
        Ruby's puts/p/print, its arguments with or without parentheses)."""
        kind, t = self.peek()
        if self.lang == "js" and t == "console" and self.peek(1)[1] == "." \
                and self.peek(2)[1] in ("log", "error", "info", "warn"):
            self.i += 3
            self.data_args(self.args())
            return _D
        if self.lang == "rb" and kind == "w" and t in ("puts", "p", "pp", "print") and t not in self.env:
            self.i += 1
            if self.at("("):
                self.data_args(self.args())
                return _D
            out = [self.expr()]
            while self.at(","):
                self.i += 1
                out.append(self.expr())
            self.data_args(out)
            return _D
        k, _lit = self.expr()
        if k not in (_D, _P, _N, _L):
            raise _No
        return k

    def data_args(self, args: list[tuple[str, str]]) -> None:
        if any(a[0] not in (_D, _P, _N, _L) for a in args):
            raise _No

    def joined(self, args: list[tuple[str, str]]) -> str:
        if args and all(a[1] and self.piece_literal(a[1]) for a in args) and self.path_literal(args[0][1]):
            return _P
        self.data_args(args)
        return _D

    def member(self, k: str, name: str, call: bool, args: list[tuple[str, str]]) -> str:
        if k == "mod:fs" and self.lang == "js":
            what = _JS_FS.get(name)
            if what is None or not call or not args:
                raise _No
            first, rest = args[0], args[1:]
            self.data_args(rest)
            if any(r[1] and self.text(r[1]) not in _ENCODINGS for r in rest):
                raise _No
            if what == "read":
                stdin = first[1] in ("0", "'/dev/stdin'", '"/dev/stdin"')
                if first[0] != _P and not stdin:
                    raise _No
                return _D
            if what == _L:
                if first[0] != _P:
                    raise _No
                return _L
            if first[0] not in (_P, _N):
                raise _No
            return _D
        if k == "mod:path":
            if not call:
                raise _No
            if name == "join":
                return self.joined(args)
            if name in _PATH_FNS and name != "join":
                self.data_args(args)
                return _N if name == "basename" and args and args[0][0] in (_P, _N) else _D
            raise _No
        if k == "mod:Deno":
            # (probe round 48, interp48) deno eval's runtime: a text file read by a path value,
            # the working directory, stat; its own version and build
            what = _DENO.get(name)
            if what is None or call != (what != _D):
                raise _No
            if what in ("read", _L):
                if len(args) != 1 or args[0][0] != _P:
                    raise _No
                if what == _L:
                    return _L
            elif what == "stat":
                if len(args) != 1 or args[0][0] not in (_P, _N):
                    raise _No
            elif what == "cwd" and args:
                raise _No
            return _D
        if k == "mod:JSON":
            if not call or name not in (("parse", "stringify") if self.lang == "js" else
                                        ("parse", "pretty_generate", "generate")):
                raise _No
            self.data_args(args)
            return _D
        if k == "mod:Object":
            if not call or name not in ("keys", "values", "entries"):
                raise _No
            self.data_args(args)
            return _D
        if k == "mod:process":
            if (call and name == "cwd" and not args) or (not call and name in (
                    "version", "versions", "platform", "arch", "release")):
                return _D
            raise _No
        if k == "mod:File":
            what = _RB_FILE.get(name)
            if what is None or not args:
                raise _No
            if what == "read":
                if len(args) != 1 or args[0][0] != _P:
                    raise _No
                return _D
            if what == "join":
                return self.joined(args)
            if what == "stat" and args[0][0] not in (_P, _N):
                raise _No
            self.data_args(args)
            return _D
        if k == "mod:Dir":
            what = _RB_DIR.get(name)
            if what is None:
                raise _No
            if what == _D:
                if args:
                    raise _No
                return _D
            if len(args) != 1:
                raise _No
            if what == "glob":
                if not args[0][1] or not self.piece_literal(args[0][1]):
                    raise _No
                return _L
            if args[0][0] != _P:
                raise _No
            return _L if what == _L else _D
        if k.startswith("mod:"):
            raise _No
        # a value's member: a method from the table, or (node) a property of parsed data
        methods = _JS_METHODS if self.lang == "js" else _RB_METHODS
        if name in methods:
            self.data_args(args)
            if name in ("first", "last", "at") and k == _L and (not args or self.lang == "js"):
                return _N
            return _L if k == _L and name in ("sort", "reverse", "slice", "take", "first", "last", "uniq") \
                and (args or name in ("sort", "reverse", "uniq")) else _D
        if self.lang == "js" and not call and name in ("length", "size", "name"):
            return _N if name == "name" and k == _L else _D
        if self.lang == "js" and not call and k == _D:
            return _D   # (a key of parsed JSON: JSON.parse(...).version)
        raise _No

    # -- statements
    def statement(self) -> None:
        kind, t = self.peek()
        if self.lang == "js":
            if t in ("const", "let", "var") and kind == "w":
                self.i += 1
                if self.at("{"):
                    self.destructure()
                    return
                name = self.take(kind="w")
                self.take("=")
                self.bind(name, self.expr()[0])
                return
            if t == "console" and self.peek(1)[1] == "." and self.peek(2)[1] in ("log", "error", "info", "warn"):
                self.i += 3
                self.data_args(self.args())
                return
            if t == "for" and kind == "w" and self.peek(1)[1] == "(":
                self.for_of()
                return
            self.statement_expr()   # (readdirSync('.').forEach(f => console.log(f)))
            return
        if kind == "w" and t == "require":
            self.i += 1
            paren = self.at("(")
            if paren:
                self.i += 1
            lib = self.take(kind="s")
            if paren:
                self.take(")")
            if self.text(lib) not in _RB_STDLIB:
                raise _No
            self.json = self.json or self.text(lib) == "json"
            self.level = min(self.level, 1)
            return
        if kind == "w" and t in ("puts", "p", "pp", "print"):
            self.i += 1
            if self.at("(") and self.peek(1)[0] != "end":
                self.data_args(self.args())
                return
            out = [self.expr()]
            while self.at(","):
                self.i += 1
                out.append(self.expr())
            self.data_args(out)
            return
        if kind == "w" and self.peek(1)[1] == "=" and self.peek(1)[0] == "o":
            self.i += 2
            self.bind(t, self.expr()[0])
            return
        self.statement_expr()   # (Dir.glob('*').each { |f| puts f })

    def destructure(self) -> None:
        """(probe round 50, benign55) const {readFileSync, readdirSync} = require("fs"): each
        name bound to the core module's function of that name (_JS_FS's, path's), called later
        as the member it is (readFileSync(P) is fs.readFileSync(P)); no renaming, no default,
        no other source."""
        self.take("{")
        names: list[str] = []
        while not self.at("}"):
            names.append(self.take(kind="w"))
            if not self.at("}"):
                self.take(",")
        self.take("}")
        self.take("=")
        k, _lit = self.expr()
        if not names or k not in ("mod:fs", "mod:path"):
            raise _No
        for n in names:
            if n not in (_JS_FS if k == "mod:fs" else _PATH_FNS):
                raise _No
            self.bind(n, "fn:" + k + ":" + n)

    def for_of(self) -> None:
        """(probe round 50, benign55) for (const|let|var X of EXPR) BODY, BODY one statement or
        a block of them: X bound as the element of what EXPR is (a listing's name, else data),
        as a function of one element given to forEach is; the names bound inside are dropped."""
        self.take("for")
        self.take("(")
        if self.peek()[1] not in ("const", "let", "var"):
            raise _No
        self.i += 1
        name = self.take(kind="w")
        self.take("of")
        k, _lit = self.expr()
        self.take(")")
        if k.startswith("mod:") or k not in (_D, _P, _N, _L):
            raise _No
        saved = dict(self.env)
        try:
            self.bind(name, _N if k == _L else _D)
            _loop_body(self)
        finally:
            self.env = saved

    def statement_expr(self) -> None:
        """An expression as a statement: only one ending in a function's application (forEach,
        each: what it prints); another value alone does nothing (node -e 1 stays a run)."""
        self.data_args([self.expr()])
        if not self.tail_fn:
            raise _No

    def bind(self, name: str, kind: str) -> None:
        if name in _GLOBALS or (self.lang == "rb" and name in ("puts", "p", "pp", "print")) or name.startswith("_"):
            raise _No
        self.env[name] = kind

    def run(self, expression: bool) -> int:
        if expression:
            k, _lit = self.expr()
            if self.peek()[0] != "end" or k not in (_D, _P, _N, _L):
                raise _No
            return self.level
        while self.peek()[0] != "end":
            if self.peek()[0] == "sep":
                self.i += 1
                continue
            self.statement()
            if self.peek()[0] not in ("sep", "end") and self.toks[self.i - 1] != ("o", "}"):
                raise _No   # (after a block's "}" the next statement may follow)
        return self.level


def _tokens(lang: str, code: str) -> list[tuple[str, str]] | None:
    out: list[tuple[str, str]] = []
    for m in _TOKENS[lang].finditer(code):
        kind = m.lastgroup or "bad"
        if kind == "bad":
            return None
        if kind != "b":
            out.append((kind, m.group()))
    return out


def probe(lang: str, code: str, expression: bool = False) -> int:
    """2, 1 or 0 as the module docstring says; ``lang`` "js" (node -e; ``expression``: -p), "deno"
    (deno eval: node's grammar with Deno's reads, no require) or "rb"."""
    if len(code) > 2000 or not code.isascii() or "__" in code:
        return 0
    toks = _tokens("js" if lang == "deno" else lang, code)
    if not toks:
        return 0
    r = _Reader("js" if lang == "deno" else lang, toks)
    r.deno = lang == "deno"
    try:
        level = r.run(expression)
    except (_No, RecursionError):
        return 0
    return level if r.i > 0 else 0


# --- (probe round 49, interp49) PHP's and R's one-liners that read files and print ---------
# php -r 'echo file_get_contents("composer.json");', php -r 'print_r(json_decode(file_get_contents(
# "composer.json"), true));', Rscript -e 'print(head(read.csv("data.csv")))', Rscript -e 'cat(
# readLines("DESCRIPTION"), sep = "\n")': calls of a closed table per language (reads, listings,
# stat, functions that compute from their arguments, printing), given literals, variables the code
# bound and other such calls; a file read only by a path value as above, and never by a literal
# with a colon (PHP's php://, http://, data: stream wrappers; R's url readers). No function that
# takes a callback (PHP's callables are strings: array_map("system", ...); R's match.fun), no
# method call, no variable called, no superglobal, no string that interpolates, no cat(file=).
_CALL_TOKENS = {
    "php": re.compile(r"""(?P<s>'(?:[^'\\\n]|\\[\\'])*'|"(?:[^"\\\n$`{]|\\[nt])*")|(?P<n>\d{1,9}(?:\.\d{1,9})?)"""
                      r"""|(?P<v>\$[A-Za-z_]\w*)|(?P<w>[A-Za-z_]\w*)|(?P<sep>;)"""
                      r"""|(?P<o>->|=>|===|!==|==|!=|<=|>=|&&|\|\||[.()\[\],=|{}<>!])|(?P<b>[ \t\n]+)|(?P<bad>.)""",
                      re.S),
    "r": re.compile(r"""(?P<s>'(?:[^'\\\n`]|\\[nt])*'|"(?:[^"\\\n`]|\\[nt])*")|(?P<n>\d{1,9}(?:\.\d{1,9})?L?)"""
                    r"""|(?P<w>[A-Za-z][\w.]*(?:::[A-Za-z][\w.]*)?|\.libPaths)|(?P<sep>[;\n])"""
                    r"""|(?P<o><-|\[\[|\]\]|[()\[\],=$])|(?P<b>[ \t]+)|(?P<bad>.)""", re.S),
}
# (PHP's own constants, a closed list: an undefined one, PHP_VERSIONX, is no probe)
_PHP_CONST = re.compile(r"PHP_(?:VERSION|MAJOR_VERSION|MINOR_VERSION|RELEASE_VERSION|VERSION_ID|EXTRA_VERSION|OS|"
                        r"OS_FAMILY|EOL|INT_MAX|INT_MIN|INT_SIZE|FLOAT_EPSILON|FLOAT_MAX|FLOAT_MIN|FLOAT_DIG|"
                        r"BINARY|SAPI|DEBUG|ZTS|MAXPATHLEN|SHLIB_SUFFIX|EXTENSION_DIR|PREFIX|BINDIR|LIBDIR|"
                        r"DATADIR|SYSCONFDIR|CONFIG_FILE_PATH|CONFIG_FILE_SCAN_DIR)|"
                        r"JSON_(?:PRETTY_PRINT|UNESCAPED_SLASHES|UNESCAPED_UNICODE|THROW_ON_ERROR|OBJECT_AS_ARRAY|"
                        r"NUMERIC_CHECK|PRESERVE_ZERO_FRACTION|FORCE_OBJECT|INVALID_UTF8_SUBSTITUTE|"
                        r"INVALID_UTF8_IGNORE|PARTIAL_OUTPUT_ON_ERROR|HEX_TAG|HEX_QUOT|HEX_AMP|HEX_APOS)|"
                        r"E_(?:ALL|ERROR|WARNING|NOTICE|STRICT|DEPRECATED)|M_PI|M_E|DIRECTORY_SEPARATOR|PATH_SEPARATOR|"
                        r"true|false|null|TRUE|FALSE|NULL")
_R_CONSTS = frozenset({"TRUE", "FALSE", "NULL", "NA", "T", "F", "R.version.string", "R.version", "version", "pi",
                       "LETTERS", "letters", "month.name", "Inf", "NaN"})
_READ, _LIST, _GLOB, _STAT, _CALC, _ENV, _LIB = "read", "list", "glob", "stat", "calc", "env", "lib"
_PHP_FUNCS = {
    **{f: _READ for f in ("file_get_contents", "file", "readfile", "md5_file", "sha1_file")},
    "scandir": _LIST, "glob": _GLOB, "getenv": _ENV,
    **{f: _STAT for f in ("file_exists", "is_file", "is_dir", "is_link", "is_readable", "filesize", "filemtime",
                          "filectime", "fileperms")},
    **{f: _CALC for f in (
        "print_r", "var_dump", "var_export", "printf", "json_decode", "json_encode", "implode", "join", "explode",
        "count", "strlen", "trim", "rtrim", "ltrim", "strtoupper", "strtolower", "ucfirst", "str_repeat", "str_pad",
        "substr", "strpos", "str_contains", "str_starts_with", "str_ends_with", "str_replace", "sprintf",
        "number_format", "array_keys", "array_values", "array_slice", "array_reverse", "array_unique",
        "array_key_exists", "in_array", "array_sum", "array_merge", "array_flip", "max", "min", "round", "floor",
        "ceil", "intval", "strval", "is_array", "is_string", "is_null", "basename", "dirname", "pathinfo",
        "realpath", "md5", "sha1", "crc32", "hash", "base64_encode", "bin2hex", "version_compare", "phpversion",
        "php_uname", "php_sapi_name", "php_ini_loaded_file", "php_ini_scanned_files", "ini_get",
        "extension_loaded", "get_loaded_extensions", "function_exists", "class_exists", "getcwd", "date", "time",
        "microtime", "memory_get_usage", "memory_get_peak_usage", "sys_get_temp_dir", "gethostname", "getmypid",
        "zend_version", "date_default_timezone_get", "get_include_path", "mb_strlen", "mb_strtoupper",
        "nl2br", "htmlspecialchars", "wordwrap", "ucwords", "array_key_first", "array_key_last", "end", "reset",
        "current", "key", "strrev", "str_word_count", "array_count_values", "array_combine", "range",
        "array_fill", "array_pad", "array_search", "array_column", "is_numeric", "is_int", "is_bool", "gettype",
        "get_debug_type", "print")},
}
_R_FUNCS = {
    **{f: _READ for f in ("readLines", "read.csv", "read.csv2", "read.table", "read.delim", "read.dcf",
                          "utils::read.csv", "jsonlite::fromJSON", "jsonlite::read_json", "yaml::read_yaml",
                          "readr::read_csv", "readr::read_lines", "readr::read_file", "data.table::fread")},
    **{f: _LIST for f in ("list.files", "list.dirs", "dir")},
    "Sys.getenv": _ENV,
    **{f: _STAT for f in ("file.exists", "dir.exists", "file.info", "file.size", "file.mtime")},
    **{f: _LIB for f in ("library", "requireNamespace", "suppressPackageStartupMessages")},
    **{f: _CALC for f in (
        "print", "cat", "str", "summary", "head", "tail", "nrow", "ncol", "dim", "names", "colnames", "rownames",
        "length", "unique", "table", "sort", "rev", "paste", "paste0", "sprintf", "format", "toupper", "tolower",
        "nchar", "sum", "mean", "median", "max", "min", "range", "class", "typeof", "is.null", "as.character",
        "as.numeric", "as.integer", "unlist", "seq_len", "c", "grepl", "grep", "sub", "gsub", "substr", "trimws",
        "strsplit", "toString", "sessionInfo", "Sys.time", "Sys.Date", "Sys.info", "getwd", "R.home", ".libPaths",
        "R.Version", "getRversion", "packageVersion", "installed.packages", "message", "writeLines", "basename",
        "dirname", "tools::file_ext", "normalizePath", "nlevels", "levels", "round", "signif", "quantile", "sd",
        "var", "cor", "any", "all", "which", "is.na", "sum", "cumsum", "seq", "rep", "identical", "invisible",
        "capabilities", "Sys.getlocale", "file.path", "utils::packageVersion", "utils::head", "utils::tail",
        "utils::str", "utils::sessionInfo", "utils::installed.packages", "noquote", "structure")},
}
# R's named arguments that carry no path, callback or output (not file=, con=, append=, FUN=)
_R_NAMED = frozenset({"n", "sep", "header", "stringsAsFactors", "nrows", "skip", "warn", "encoding", "fill",
                      "pattern", "recursive", "full.names", "all.files", "include.dirs", "ignore.case", "collapse",
                      "digits", "row.names", "check.names", "simplifyVector", "max.level", "give.attr", "quote",
                      "na.strings", "comment.char", "fixed", "perl", "value", "decreasing", "useNA", "fields",
                      "no..", "show_col_types", "nsmall", "width", "justify", "trim", "mustWork", "extended",
                      "unset", "names", "priority", "noWarn", "quietly", "character.only", "na.rm", "probs",
                      "right", "times", "each", "by", "length.out", "split", "type", "nchar", "x", "text"})
_R_LIB_OK = frozenset({"dplyr", "jsonlite", "yaml", "readr", "data.table", "tidyverse", "ggplot2", "tibble",
                       "stringr", "purrr", "tidyr", "lubridate", "devtools", "testthat", "utils", "tools"})


class _CallReader(_Tokens):
    """PHP's or R's program: statements of calls from the table (see the comment above)."""

    def __init__(self, lang: str, toks: list[tuple[str, str]]) -> None:
        self.lang = lang
        self.toks = toks
        self.i = 0
        self.env: dict[str, str] = {}
        self.level = 2 if lang == "php" else 1   # (Rscript runs the project's .Rprofile first)
        self.funcs = _PHP_FUNCS if lang == "php" else _R_FUNCS

    def at(self, text: str) -> bool:
        return self.peek()[1] == text and self.peek()[0] == "o"

    def literal(self, lit: str, piece: bool = False) -> bool:
        v = lit[1:-1]
        if ":" in v or "\\" in v or v.startswith(("/", "~")) or ".." in v.split("/") or _SECRETISH.search(v) \
                or (self.lang == "r" and v in ("clipboard", "stdin", "X11_clipboard")):
            return False
        return (_PIECE if piece else _PATH_TEXT).fullmatch(v) is not None

    def expr(self) -> tuple[str, str]:
        k, lit = self.term()
        while self.lang == "php" and self.peek()[0] == "o" and self.peek()[1] in _PHP_BINARY:
            self.i += 1
            k2, _ = self.term()
            self.data([k, k2])
            k, lit = _D, ""
        return k, lit

    def data(self, kinds: list[str]) -> None:
        if any(k not in (_D, _P, _N, _L) for k in kinds):
            raise _No

    def term(self) -> tuple[str, str]:
        k, lit = self.primary()
        while True:
            if self.lang == "php" and self.at("->"):
                self.i += 1
                name = self.take(kind="w")
                if self.at("(") or name.startswith("_"):
                    raise _No   # (a method: an object's code)
                self.data([k])
                k, lit = _D, ""
            elif self.lang == "r" and self.at("$"):
                self.i += 1
                self.take(kind="w")
                self.data([k])
                k, lit = _D, ""
            elif self.at("[") or self.at("[["):
                close = "]" if self.at("[") else "]]"
                self.i += 1
                self.data([k])
                while not self.at(close):
                    if self.at(","):
                        self.i += 1
                        continue
                    self.data([self.expr()[0]])
                self.take(close)
                k, lit = (_N if k == _L else _D), ""
            else:
                return k, lit

    def primary(self) -> tuple[str, str]:
        kind, t = self.peek()
        if kind == "s":
            self.i += 1
            return (_P if self.literal(t) else _D), t
        if kind == "n":
            self.i += 1
            return _D, t
        if kind == "v":
            self.i += 1
            if t not in self.env or self.at("("):
                raise _No
            return self.env[t], ""
        if kind == "o" and t == "(":
            self.i += 1
            k, lit = self.expr()
            self.take(")")
            return k, lit
        if kind == "o" and t == "[" and self.lang == "php":
            self.array_items()   # (probe round 50, benign55) ["a", "b"]: data
            return _D, ""
        if kind == "o" and t == "!" and self.lang == "php":
            self.i += 1   # (probe round 51, benign56) !is_file($f): data
            self.data([self.term()[0]])
            return _D, ""
        if kind != "w":
            raise _No
        self.i += 1
        if self.at("("):
            return self.call(t)
        if self.lang == "php":
            if _PHP_CONST.fullmatch(t):
                return _D, ""
            raise _No
        if t in self.env:
            return self.env[t], ""
        if t in _R_CONSTS:
            return _D, ""
        raise _No

    def call(self, name: str) -> tuple[str, str]:
        what = self.funcs.get(name)
        if what is None:
            raise _No
        if "::" in name:
            self.level = 1
        self.take("(")
        args: list[tuple[str, str]] = []
        named: dict[str, tuple[str, str]] = {}
        while not self.at(")"):
            if self.lang == "r" and self.peek()[0] == "w" and self.peek(1) == ("o", "="):
                key = self.take()
                self.i += 1
                if key not in _R_NAMED or (name == "cat" and key not in ("sep", "fill")):
                    raise _No
                named[key] = self.expr()
            elif what == _LIB and self.lang == "r" and self.peek()[0] == "w" and not args:
                args.append((_D, '"' + self.take() + '"'))   # (library(dplyr): a bare name)
            else:
                args.append(self.expr())
            if not self.at(")"):
                self.take(",")
        self.take(")")
        self.data([a[0] for a in args] + [a[0] for a in named.values()])
        if what == _LIB:
            if len(args) != 1 or args[0][1][1:-1] not in _R_LIB_OK:
                raise _No
            self.level = 1
            return _D, ""
        if what == _ENV:
            from policy.engine.commands import secret_env_name
            if len(args) != 1 or named or not args[0][1] or _ENV_OK.fullmatch(args[0][1][1:-1]) is None \
                    or _ENV_BAD.search(args[0][1]) or secret_env_name(args[0][1][1:-1]):
                raise _No   # (a secret's name, as echo $DATABASE_URL: pycode's _env_name)
            return _D, ""
        if what == _READ:
            if len(args) != 1 or args[0][0] != _P or (self.lang == "php" and named):
                raise _No
            return _D, ""
        if what == _LIST:
            if len(args) > 1 or (args and args[0][0] != _P):
                raise _No
            return _L, ""
        if what == _GLOB:
            if len(args) != 1 or not args[0][1] or not self.literal(args[0][1], piece=True):
                raise _No
            return _L, ""
        if what == _STAT:
            if len(args) != 1 or args[0][0] not in (_P, _N):
                raise _No
            return _D, ""
        if name == "writeLines" and (len(args) > 1 or set(named) - {"sep"}):
            raise _No   # (writeLines(x, "f"): its second argument is where it writes)
        if name in ("sort", "rev", "head", "tail", "unique", "array_slice", "array_reverse", "array_values") \
                and args and args[0][0] == _L:
            return _L, ""
        return _D, ""

    def array_items(self) -> bool:
        """PHP's literal array [E, E, ...] (no keys): whether every item is a path value."""
        self.take("[")
        paths = True
        while not self.at("]"):
            k, _lit = self.expr()
            self.data([k])
            paths = paths and k == _P
            if not self.at("]"):
                self.take(",")
        self.take("]")
        return paths

    def bind(self, name: str, kind: str) -> None:
        if name.startswith(("$_", "$GLOBALS", "$this", "$argv", "$http_response_header", "$php_errormsg")):
            raise _No
        self.env[name] = kind

    def foreach(self) -> None:
        """(probe round 50, benign55) PHP's foreach (EXPR as $v) BODY and foreach (EXPR as $k =>
        $v) BODY, BODY one statement or a block: $v a listing's name when EXPR lists (scandir,
        glob), a path value when EXPR is a literal array of path values, data otherwise; $k
        data."""
        self.take("foreach")
        self.take("(")
        if self.at("["):
            k = _P if self.array_items() else _D
            elem = k
        else:
            k = self.expr()[0]
            self.data([k])
            elem = _N if k == _L else _D
        self.take("as")
        first = self.take(kind="v")
        if self.at("=>"):
            self.i += 1
            self.bind(first, _D)
            first = self.take(kind="v")
        self.bind(first, elem)
        self.take(")")
        _loop_body(self)

    def branch(self) -> None:
        """(probe round 51, benign56) PHP's if (EXPR) BODY [elseif (EXPR) BODY]... [else BODY]:
        the condition an expression of the grammar (data: a comparison of what the table's
        calls return), each BODY a statement or a block of the grammar's."""
        while True:
            self.take("(")
            self.data([self.expr()[0]])
            self.take(")")
            _loop_body(self)
            # (else follows a block's "}" or a statement's ";")
            j = self.i + 1 if self.peek()[0] == "sep" else (self.i if self.toks[self.i - 1] == ("o", "}") else -1)
            word = self.toks[j] if 0 <= j < len(self.toks) else ("end", "")
            if word == ("w", "elseif") or (word == ("w", "else") and self.toks[j + 1:j + 2] == [("w", "if")]):
                self.i = j + (1 if word[1] == "elseif" else 2)
                continue
            if word == ("w", "else"):
                self.i = j + 1
                _loop_body(self)
            return

    def statement(self) -> None:
        kind, t = self.peek()
        if self.lang == "php" and kind == "w" and t == "foreach":
            self.foreach()
            return
        if self.lang == "php" and kind == "w" and t == "if":
            self.i += 1
            self.branch()
            return
        if self.lang == "php" and kind == "w" and t in ("echo", "print"):
            self.i += 1
            self.data([self.expr()[0]])
            while t == "echo" and self.at(","):
                self.i += 1
                self.data([self.expr()[0]])
            return
        if (kind == "v" or (self.lang == "r" and kind == "w")) and self.peek(1) in (("o", "="), ("o", "<-")):
            if self.lang == "php" and self.peek(1)[1] != "=":
                raise _No
            self.i += 2
            k = self.expr()[0]
            self.data([k])
            if t in self.funcs or t in _R_CONSTS or t.startswith(("$_", "$GLOBALS", "$this", "$argv")):
                raise _No
            self.env[t] = k
            return
        k = self.expr()[0]
        self.data([k])
        if self.lang == "php" and not (self.toks[self.i - 1][1] == ")" and self.i >= 2):
            raise _No   # (a PHP value alone prints nothing: a call of the table's only)

    def run(self) -> int:
        while self.peek()[0] != "end":
            if self.peek()[0] == "sep":
                self.i += 1
                continue
            self.statement()
            if self.peek()[0] not in ("sep", "end") and self.toks[self.i - 1] != ("o", "}"):
                raise _No   # (after a block's "}" the next statement may follow)
        return self.level


# PHP's operators between two values of the grammar: concatenation, bitwise or (flag sets:
# JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), comparisons and logic (probe round 51,
# benign56: an if's condition); each gives data
_PHP_BINARY = frozenset({".", "|", "===", "!==", "==", "!=", "<", ">", "<=", ">=", "&&", "||"})
_ENV_OK = re.compile(r"[A-Z_][A-Z0-9_]{0,63}")
_ENV_BAD = re.compile(r"SECRET|TOKEN|PASSW|CREDENTIAL|COOKIE|AUTH|SESSION|PRIVATE|KEY|PASS|PWD|API")


def call_probe(lang: str, code: str) -> int:
    """(probe round 49, interp49) php -r's or R's code: 2 (PHP's core functions only), 1 (R: the
    project's .Rprofile runs first; a library loaded), 0 (not a probe)."""
    if len(code) > 2000 or not code.isascii() or "__" in code:
        return 0
    out: list[tuple[str, str]] = []
    for m in _CALL_TOKENS[lang].finditer(code):
        kind = m.lastgroup or "bad"
        if kind == "bad":
            return 0
        if kind != "b":
            out.append((kind, m.group()))
    if not out:
        return 0
    r = _CallReader(lang, out)
    try:
        return r.run()
    except (_No, RecursionError):
        return 0
