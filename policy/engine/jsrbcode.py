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
    for lang, bad, q, ops in (("js", "", "", "=>|"), ("rb", "#", r"[?]?", r"\|(?!\|)|"))}

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


_DENO = {"readTextFileSync": "read", "readTextFile": "read", "cwd": "cwd", "statSync": "stat", "stat": "stat",
         "lstatSync": "stat", "version": _D, "build": _D, "pid": _D}


_GLOBALS = frozenset({"require", "console", "process", "JSON", "Object", "File", "Dir", "true", "false", "null",
                      "nil", "undefined", "const", "let", "var", "globalThis", "global", "module", "exports"})


class _No(Exception):
    pass


class _Reader:
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
    def peek(self, k: int = 0) -> tuple[str, str]:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else ("end", "")

    def take(self, text: str | None = None, kind: str | None = None) -> str:
        t = self.peek()
        if (text is not None and t[1] != text) or (kind is not None and t[0] != kind) or t[0] == "end":
            raise _No
        self.i += 1
        return t[1]

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
            return self.env[t], ""
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
            if name in ("basename", "extname", "dirname", "resolve", "relative", "normalize", "isAbsolute"):
                self.data_args(args)
                return _N if name == "basename" and args and args[0][0] in (_P, _N) else _D
            raise _No
        if k == "mod:Deno":
            # (probe round 48, interp48) deno eval's runtime: a text file read by a path value,
            # the working directory, stat; its own version and build
            what = _DENO.get(name)
            if what is None or call != (what != _D):
                raise _No
            if what == "read":
                if len(args) != 1 or args[0][0] != _P:
                    raise _No
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
                name = self.take(kind="w")
                self.take("=")
                self.bind(name, self.expr()[0])
                return
            if t == "console" and self.peek(1)[1] == "." and self.peek(2)[1] in ("log", "error", "info", "warn"):
                self.i += 3
                self.data_args(self.args())
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
            if self.peek()[0] not in ("sep", "end"):
                raise _No
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
