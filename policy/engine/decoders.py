"""Literal decoders (probe round 28): what a decoding filter prints from a text known
in full (base32 -d, basenc, xxd -r, tr, sed s///, awk '{print}', cut, gunzip, iconv,
uudecode, openssl base64 -d), and the decoder calls of an interpreter's one-liner
(base64.b64decode('...'), Buffer.from('...','base64'), decode_base64("..."), ...)
replaced by the string they return. Pure and bounded: no I/O, outputs capped, a filter
not modelled exactly gives None ("not sure": the caller keeps its old answer)."""
from __future__ import annotations

import base64
import binascii
import bz2
import codecs
import lzma
import re
import zlib

import re2

MAX_OUT = 100_000
_RE2_SED = re2.Options()
_RE2_SED.log_errors = False

DECODER_NAMES = frozenset({
    "base64", "base32", "basenc", "xxd", "tr", "sed", "awk", "gawk", "mawk", "nawk", "cut", "gunzip", "zcat",
    "gzip", "bzcat", "bunzip2", "bzip2", "xzcat", "unxz", "xz", "lzcat", "iconv", "uudecode", "openssl", "rev",
    "head", "tail", "sort", "uniq",
})

_CLASSES = {
    "upper": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "lower": "abcdefghijklmnopqrstuvwxyz", "digit": "0123456789",
    "space": " \t\n\r\f\v", "blank": " \t", "punct": "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
}
_CLASSES["alpha"] = _CLASSES["upper"] + _CLASSES["lower"]
_CLASSES["alnum"] = _CLASSES["alpha"] + _CLASSES["digit"]
_CLASSES["xdigit"] = _CLASSES["digit"] + "ABCDEFabcdef"
_RE_CLASSES = {"upper": "A-Z", "lower": "a-z", "digit": "0-9", "alpha": "A-Za-z", "alnum": "A-Za-z0-9",
               "space": r"\s", "blank": r" \t", "xdigit": "0-9A-Fa-f"}
_ESC = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


def _cap(data: bytes | None) -> bytes | None:
    return None if data is None else data[:MAX_OUT]


def _tr_set(s: str) -> str | None:
    """tr's SET, expanded (escapes, ranges a-z, classes [:upper:]); None when not modelled."""
    out: list[str] = []
    i = 0
    while i < len(s):
        if s.startswith("[:", i):
            end = s.find(":]", i + 2)
            if end < 0 or s[i + 2:end] not in _CLASSES:
                return None
            out.append(_CLASSES[s[i + 2:end]])
            i = end + 2
            continue
        if s.startswith("[=", i) or (s[i] == "[" and "*" in s[i:i + 4]):
            return None
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            m = re.match(r"[0-7]{1,3}", s[i + 1:])
            if m:
                c = chr(int(m.group(), 8))
                i += len(m.group())
            else:
                c = _ESC.get(s[i + 1], s[i + 1])
                i += 1
        i += 1
        if i + 1 < len(s) and s[i] == "-":
            hi = s[i + 1]
            if hi == "\\":
                return None
            if ord(hi) < ord(c):
                return None
            out.append("".join(chr(k) for k in range(ord(c), ord(hi) + 1)))
            i += 2
            continue
        out.append(c)
    return "".join(out)


def _tr(vals: list[str], text: str) -> str | None:
    opts = [v for v in vals if v.startswith("-") and len(v) > 1]
    sets = [v for v in vals if not (v.startswith("-") and len(v) > 1)]
    if opts == ["-d"] and len(sets) == 1:
        s1 = _tr_set(sets[0])
        return None if s1 is None else text.translate({ord(c): None for c in s1})
    if opts == ["-s"] and len(sets) == 1:
        s1 = _tr_set(sets[0])
        if s1 is None:
            return None
        return re.sub("([" + re.escape(s1) + "])\\1+", r"\1", text) if s1 else text
    if opts or len(sets) != 2:
        return None
    s1, s2 = _tr_set(sets[0]), _tr_set(sets[1])
    if not s1 or not s2:
        return None
    s2 = s2 + s2[-1] * max(0, len(s1) - len(s2))
    table: dict[int, str] = {}
    for a, b in zip(s1, s2):
        table[ord(a)] = b   # (a repeated character: its last mapping, as GNU tr)
    return text.translate(table)


def _bre(pat: str, delim: str, ere: bool) -> str | None:
    """A sed regex as Python's; None for what is not modelled."""
    out: list[str] = []
    i = 0
    while i < len(pat):
        c = pat[i]
        if c == "\\":
            if i + 1 >= len(pat):
                return None
            n = pat[i + 1]
            i += 2
            if n == delim or n in ".*[]^$\\/":
                out.append(re.escape(n))
            elif n in "nt":
                out.append("\\" + n)
            elif n.isdigit():
                out.append("\\" + n)
            elif ere and n in "+?(){}|":
                out.append(re.escape(n))
            else:
                return None   # GNU BRE \+ \( \| \w \< ...: not modelled
            continue
        if c == "[":
            end = i + 1
            if end < len(pat) and pat[end] == "^":
                end += 1
            if end < len(pat) and pat[end] == "]":
                end += 1
            body_start = i + 1
            while end < len(pat) and pat[end] != "]":
                if pat.startswith("[:", end):
                    close = pat.find(":]", end)
                    if close < 0:
                        return None
                    end = close + 2
                    continue
                end += 1
            if end >= len(pat):
                return None
            body = pat[body_start:end]
            for name, rx in _RE_CLASSES.items():
                body = body.replace("[:" + name + ":]", rx)
            if "[:" in body or "[=" in body or "[." in body:
                return None
            out.append("[" + body.replace("\\", "\\\\") + "]")
            i = end + 1
            continue
        if not ere and c in "+?(){}|":
            out.append(re.escape(c))
        else:
            out.append(c)
        i += 1
    return "".join(out)


def _sed_repl(rep: str, delim: str):
    parts: list[str | int] = []
    i = 0
    while i < len(rep):
        c = rep[i]
        if c == "\\" and i + 1 < len(rep):
            n = rep[i + 1]
            parts.append(int(n) if n.isdigit() else _ESC.get(n, n) if n in "nt\\" else n)
            i += 2
            continue
        parts.append(0 if c == "&" else c)
        i += 1

    def sub(m: re.Match) -> str:
        return "".join(p if isinstance(p, str) else (m.group(p) or "") for p in parts)
    return sub


def _sed_split(script: str, ere: bool) -> list | None:
    cmds: list = []
    i = 0
    n = len(script)
    while True:
        while i < n and script[i] in " \t\n;":
            i += 1
        if i >= n:
            return cmds
        op = script[i]
        if op not in "sy" or i + 1 >= n or script[i + 1] in "\\\n":
            return None
        delim = script[i + 1]
        fields: list[str] = []
        j = i + 2
        cur: list[str] = []
        while j < n and len(fields) < 2:
            ch = script[j]
            if ch == "\\" and j + 1 < n:
                cur.append(script[j:j + 2] if script[j + 1] != delim or op == "s" else delim)
                j += 2
                continue
            if ch == delim:
                fields.append("".join(cur))
                cur = []
            else:
                cur.append(ch)
            j += 1
        if len(fields) < 2:
            return None
        m = re.match(r"[gI0-9]*", script[j:])
        flags = m.group()
        j += len(flags)
        if j < n and script[j] not in " \t\n;}":
            return None
        if op == "y":
            a, b = (f.replace("\\" + delim, delim).replace("\\n", "\n").replace("\\\\", "\\") for f in fields)
            if flags or len(a) != len(b):
                return None
            cmds.append(("y", str.maketrans(a, b)))
        else:
            if re.search(r"\d", flags):
                return None
            rx = _bre(fields[0], delim, ere)
            if rx is None:
                return None
            try:
                # (RE2: the agent's own regex, matched in linear time; s/(a+)+b// on a
                # run of a's took Python's re seconds per character; backreferences in
                # the pattern do not compile: not modelled)
                cre = re2.compile(("(?i)" if "I" in flags else "") + rx, options=_RE2_SED)
            except Exception:  # noqa: BLE001 - re2.error and friends: not modelled
                return None
            cmds.append(("s", cre, _sed_repl(fields[1], delim), 0 if "g" in flags else 1))
        i = j


def _sed(vals: list[str], text: str) -> str | None:
    scripts: list[str] = []
    ere = False
    i = 0
    while i < len(vals):
        v = vals[i]
        if v in ("-e", "--expression") and i + 1 < len(vals):
            scripts.append(vals[i + 1])
            i += 2
            continue
        if v.startswith("--expression="):
            scripts.append(v.partition("=")[2])
        elif v in ("-E", "-r", "--regexp-extended"):
            ere = True
        elif v in ("-u", "--unbuffered", "--posix"):
            pass
        elif v.startswith("-") or scripts and not any(x in ("-e", "--expression") for x in vals):
            return None   # -n, -i, -f, a file operand: not a filter of this text
        elif any(x in ("-e", "--expression") or x.startswith("--expression=") for x in vals):
            return None   # a file operand after -e SCRIPT
        else:
            scripts.append(v)
        i += 1
    if not scripts:
        return None
    cmds: list = []
    for s in scripts:
        parsed = _sed_split(s, ere)
        if parsed is None:
            return None
        cmds.extend(parsed)
    trailing = text.endswith("\n")
    lines = (text[:-1] if trailing else text).split("\n")
    out = []
    for line in lines[:4096]:
        for cmd in cmds:
            if cmd[0] == "y":
                line = line.translate(cmd[1])
            else:
                line = cmd[1].sub(cmd[2], line, count=cmd[3])
        out.append(line)
    return "\n".join(out) + ("\n" if trailing else "")


_AWK_PRINT = re.compile(r"\s*(?:1|\{\s*print\s*(?P<fields>(?:\$\d+\s*,?\s*)*)\s*;?\s*\})\s*")


def _awk(vals: list[str], text: str) -> str | None:
    sep = None
    prog = None
    i = 0
    while i < len(vals):
        v = vals[i]
        if v == "-F" and i + 1 < len(vals):
            sep = vals[i + 1]
            i += 2
            continue
        if v.startswith("-F") and len(v) > 2:
            sep = v[2:]
        elif v.startswith("-") or prog is not None:
            return None
        else:
            prog = v
        i += 1
    m = _AWK_PRINT.fullmatch(prog or "")
    if m is None or (sep is not None and (len(sep) != 1 or sep == " ")):
        return None
    fields = [int(f) for f in re.findall(r"\$(\d+)", m.group("fields") or "")]
    if not fields or fields == [0]:
        return text if text.endswith("\n") or not text else text + "\n"
    out = []
    for line in text.rstrip("\n").split("\n")[:4096]:
        parts = line.split(sep) if sep else line.split()
        out.append(" ".join(line if f == 0 else (parts[f - 1] if f <= len(parts) else "") for f in fields))
    return "\n".join(out) + "\n"


def _cut_list(spec: str) -> list[tuple[int, int]] | None:
    ranges = []
    for part in spec.split(","):
        m = re.fullmatch(r"(\d*)-?(\d*)", part)
        if not m or not part or part == "-":
            return None
        lo = int(m.group(1) or 1)
        hi = int(m.group(2)) if m.group(2) else (lo if "-" not in part else 1 << 30)
        ranges.append((lo, hi))
    return ranges


def _cut(vals: list[str], text: str) -> str | None:
    delim = "\t"
    mode = spec = None
    i = 0
    while i < len(vals):
        v = vals[i]
        m = re.fullmatch(r"-([dfcb])(.*)|--(delimiter|fields|characters|bytes)=(.*)", v, re.S)
        if not m:
            return None
        letter = m.group(1) or m.group(3)[0]
        value = m.group(2) if m.group(1) else m.group(4)
        if m.group(1) and value == "":
            if i + 1 >= len(vals):
                return None
            value = vals[i + 1]
            i += 1
        if letter == "d":
            if len(value) != 1:
                return None
            delim = value
        else:
            mode, spec = letter, value
        i += 1
    if mode is None or spec is None:
        return None
    ranges = _cut_list(spec)
    if ranges is None:
        return None
    out = []
    for line in text.rstrip("\n").split("\n")[:4096]:
        parts = line.split(delim) if mode == "f" else list(line)
        if mode == "f" and len(parts) == 1:
            out.append(line)
            continue
        keep = [p for k, p in enumerate(parts, 1) if any(lo <= k <= hi for lo, hi in ranges)]
        out.append((delim if mode == "f" else "").join(keep))
    return "\n".join(out) + "\n"


def _b32(data: bytes, hexalpha: bool = False) -> bytes:
    s = re.sub(rb"[^A-Za-z2-7=]" if not hexalpha else rb"[^0-9A-Va-v=]", b"", data).rstrip(b"=").upper()
    s += b"=" * (-len(s) % 8)
    return base64.b32hexdecode(s) if hexalpha else base64.b32decode(s)


def _b64(data: bytes, url: bool = False) -> bytes:
    s = re.sub(rb"[^A-Za-z0-9+/=_-]", b"", data).rstrip(b"=")
    s += b"=" * (-len(s) % 4)
    return base64.urlsafe_b64decode(s) if url or b"-" in s or b"_" in s else base64.b64decode(s)


def _unhex(data: bytes) -> bytes:
    s = re.sub(rb"[^0-9A-Fa-f]", b"", data)
    return binascii.unhexlify(s[:len(s) // 2 * 2])


def _decompress(kind: str, data: bytes) -> bytes:
    if kind == "gz":
        return zlib.decompressobj(47).decompress(data, MAX_OUT)
    if kind == "bz2":
        return bz2.BZ2Decompressor().decompress(data, MAX_OUT)
    return lzma.LZMADecompressor().decompress(data, MAX_OUT)


_DECODE_FLAG = re.compile(r"-[a-zA-Z]*d[a-zA-Z]*|--decode|-D")


def _flags_ok(vals: list[str], allowed: str) -> bool:
    return all(re.fullmatch("-[" + allowed + "]+", v) or v in ("--decompress", "--uncompress", "--stdout",
                                                               "--to-stdout", "--force", "--quiet", "--keep")
               for v in vals)


def filter_bytes(name: str, vals: list[str], data: bytes) -> bytes | None:
    """What NAME VALS prints, its input DATA (exact); None when not modelled."""
    try:
        return _cap(_filter(name, vals, data))
    except (binascii.Error, ValueError, LookupError, zlib.error, OSError, EOFError, lzma.LZMAError, re.error,
            UnicodeError, IndexError):
        return None


def _filter(name: str, vals: list[str], data: bytes) -> bytes | None:
    data = data[:4 * MAX_OUT]
    if name in ("base64", "base32", "basenc"):
        if not any(_DECODE_FLAG.fullmatch(v) for v in vals):
            return None
        enc = name
        for v in vals:
            if v in ("-d", "--decode", "-D", "-i", "--ignore-garbage", "-di", "-id") or re.fullmatch(r"-w\d*|--wrap=\d+", v):
                continue
            if name == "basenc" and v in ("--base64", "--base64url", "--base32", "--base32hex", "--base16"):
                enc = v[2:]
                continue
            return None
        if enc == "basenc":
            return None
        if enc in ("base64", "base64url"):
            return _b64(data, enc == "base64url")
        if enc in ("base32", "base32hex"):
            return _b32(data, enc == "base32hex")
        return _unhex(data)
    if name == "openssl":
        if not vals or vals[0] not in ("base64", "enc") or "-d" not in vals:
            return None
        if vals[0] == "enc" and not any(v in ("-base64", "-a") for v in vals):
            return None
        if any(v not in ("-d", "-A", "-base64", "-a", "-e") for v in vals[1:]):
            return None
        return _b64(data)
    if name == "xxd":
        flags = "".join(v[1:] for v in vals if re.fullmatch(r"-[a-z]+", v))
        if "r" not in flags or any(not re.fullmatch(r"-[a-z]+|--revert|--plain|--postscript", v) for v in vals):
            return None
        if not set(flags) <= set("rpsu") or (flags.replace("s", "").replace("u", "") not in ("r", "rp", "pr")):
            return None
        if "p" in flags or "--plain" in vals or "--postscript" in vals:
            return _unhex(data)
        out = []
        for line in data.split(b"\n"):
            head, sep, rest = line.partition(b":")
            if not sep or not re.fullmatch(rb"\s*[0-9a-fA-F]+", head):
                continue
            out.append(_unhex(rest.lstrip(b" ").split(b"  ")[0]))
        return b"".join(out)
    if name in ("gunzip", "zcat", "gzip", "bzcat", "bunzip2", "bzip2", "xzcat", "unxz", "xz", "lzcat"):
        kind = "gz" if name in ("gunzip", "zcat", "gzip") else "bz2" if name.startswith("b") else "xz"
        decomp = name not in ("gzip", "bzip2", "xz") or any(
            v in ("--decompress", "--uncompress") or re.fullmatch(r"-[a-z]*d[a-z]*", v) for v in vals)
        if not decomp or not _flags_ok(vals, "cdfqkn"):
            return None
        return _decompress(kind, data)
    if name == "uudecode":
        if vals not in (["-o", "/dev/stdout"], ["-o", "-"], ["-o/dev/stdout"], ["--output-file=/dev/stdout"]):
            return None
        lines = data.split(b"\n")
        start = next((k for k, ln in enumerate(lines) if ln.startswith(b"begin")), None)
        if start is None:
            return None
        if lines[start].startswith(b"begin-base64"):
            body = b"\n".join(ln for ln in lines[start + 1:] if ln.strip() != b"====")
            return _b64(body)
        out = []
        for ln in lines[start + 1:]:
            if ln.strip() in (b"end", b"`", b""):
                break
            out.append(binascii.a2b_uu(ln))
        return b"".join(out)
    if name == "iconv":
        src = dst = None
        i = 0
        while i < len(vals):
            v = vals[i]
            if v in ("-f", "-t") and i + 1 < len(vals):
                if v == "-f":
                    src = vals[i + 1]
                else:
                    dst = vals[i + 1]
                i += 2
                continue
            m = re.fullmatch(r"(?:-f|--from-code=)(.+)", v) or None
            m2 = re.fullmatch(r"(?:-t|--to-code=)(.+)", v)
            if m:
                src = m.group(1)
            elif m2:
                dst = m2.group(1)
            else:
                return None
            i += 1
        text = data.decode(codecs.lookup((src or "utf-8").split("//")[0]).name)
        return text.encode(codecs.lookup((dst or "utf-8").split("//")[0]).name)
    text = data.decode("utf-8", "replace")
    if name == "rev":
        out = None if vals else "\n".join(line[::-1] for line in text.rstrip("\n").split("\n")) + "\n"
    elif name == "tr":
        out = _tr(vals, text)
    elif name == "sed":
        out = _sed(vals, text)
    elif name in ("awk", "gawk", "mawk", "nawk"):
        out = _awk(vals, text)
    elif name == "cut":
        out = _cut(vals, text)
    elif name in ("head", "tail"):
        out = _head_tail(name, vals, text)
    elif name in ("sort", "uniq"):
        # (no options: the lines in order, adjacent repeats once; probe round 32: echo
        # 'rm -rf ~' | sort | sh)
        lines = text[:-1].split("\n") if text.endswith("\n") else text.split("\n")
        if vals or not text:
            return None
        if name == "sort":
            lines = sorted(lines)
        else:
            lines = [x for k, x in enumerate(lines) if k == 0 or lines[k - 1] != x]
        out = "\n".join(lines) + "\n"
    else:
        return None
    return None if out is None else out.encode("utf-8")


def _head_tail(name: str, vals: list[str], text: str) -> str | None:
    """head/tail -n N, -N, -n +N (tail), -c N: the lines or characters they print."""
    count, lines = "10", True
    i = 0
    while i < len(vals):
        v = vals[i]
        if v in ("-n", "--lines", "-c", "--bytes") and i + 1 < len(vals):
            count, lines = vals[i + 1], v in ("-n", "--lines")
            i += 2
            continue
        m = re.fullmatch(r"-([nc])?(\+?\d+)|--(lines|bytes)=(\+?\d+)", v)
        if m is None:
            return None
        count = m.group(2) or m.group(4)
        lines = (m.group(1) or "n") == "n" if m.group(2) else m.group(3) == "lines"
        i += 1
    if not re.fullmatch(r"\+?\d+", count):
        return None
    n = int(count.lstrip("+"))
    if count.startswith("+") and name == "head":
        return None
    if not lines:
        return text[:n] if name == "head" else (text[n - 1:] if count.startswith("+") else text[-n:] if n else "")
    parts = text.splitlines(keepends=True)
    if name == "head":
        return "".join(parts[:n])
    return "".join(parts[max(n - 1, 0):] if count.startswith("+") else parts[-n:] if n else [])


# --- an interpreter's decoder calls of a literal -------------------------------------

_Q = r"""(?:b?(?P<q>["'])(?P<lit>(?:(?!(?P=q))[^\\]|\\.)*)(?P=q))"""
_SUFFIX = r"""(?:\s*\.\s*(?:decode|toString|to_s|force_encoding|encode)\s*(?:\([^()]*\))?)*"""
_CODE_DECODER_RE = re.compile(
    r"(?:(?P<fn>(?:\bbase64\s*\.\s*|\b)(?:b64decode|standard_b64decode|urlsafe_b64decode|decodebytes|decodestring"
    r"|b32decode|b16decode)|\bbinascii\s*\.\s*(?:a2b_base64|unhexlify|a2b_hex)|\bdecode_base64|\bbase64_decode"
    r"|\bBase64\s*\.\s*(?:strict_|urlsafe_)?decode64|\batob|\bbytes\s*\.\s*fromhex|\bbytearray\s*\.\s*fromhex"
    r"|\bhex2bin|\bstr_rot13|\bcodecs\s*\.\s*decode|\bBuffer\s*\.\s*from"
    r"""|\bpack\s*\(\s*["']H\*["']\s*,)"""
    r"\s*\(?\s*" + _Q + r"""(?:\s*,\s*["'](?P<arg>[\w-]+)["'])?\s*\)"""
    r"|" + _Q.replace("(?P<q>", "(?P<q2>").replace("(?P=q)", "(?P=q2)").replace("(?P<lit>", "(?P<lit2>")
    + r"""\s*\.\s*unpack1?\s*\(\s*["']m0?["']\s*\)(?:\s*\.\s*first|\s*\[\s*0\s*\])?"""
    r")" + _SUFFIX)


def _code_decode(m: re.Match) -> str | None:
    lit = m.group("lit") if m.group("lit") is not None else m.group("lit2")
    if lit is None or len(lit) > 4 * MAX_OUT:
        return None
    fn = re.sub(r"\s+", "", m.group("fn") or "unpack")
    arg = (m.group("arg") or "").lower().replace("-", "_")
    raw = lit.encode("utf-8")
    try:
        if "rot13" in fn or (fn.endswith("codecs.decode") and arg in ("rot13", "rot_13")):
            return codecs.encode(lit, "rot13")
        if fn.endswith("codecs.decode"):
            if arg in ("base64", "base_64"):
                out = _b64(raw)
            elif arg in ("hex", "hex_codec"):
                out = _unhex(raw)
            else:
                return None
        elif fn.endswith("Buffer.from"):
            if arg not in ("base64", "base64url", "hex"):
                return None
            out = _unhex(raw) if arg == "hex" else _b64(raw, arg == "base64url")
        elif "b32" in fn:
            out = _b32(raw)
        elif "b16" in fn or "hex" in fn or fn.startswith("pack"):
            out = _unhex(raw)
        elif arg:
            return None
        else:
            out = _b64(raw)
    except (binascii.Error, ValueError):
        return None
    return out[:MAX_OUT].decode("utf-8", "replace")


def _literal(text: str) -> str:
    for q in ("'", '"'):
        if q not in text and "\\" not in text and "\n" not in text:
            return q + text + q
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'"


def decode_code_literals(src: str) -> str | None:
    """SRC with each decoder call of a literal replaced by the string it returns
    (os.system(base64.b64decode('cm0gLXJmIC8=').decode()) -> os.system('rm -rf /')); the
    decoded text is also appended on a line of its own (exec(...) runs it as code). None
    when SRC holds no such call."""
    if len(src) > 4 * MAX_OUT or not _HINT.search(src):
        return None
    decoded: list[str] = []

    def repl(m: re.Match) -> str:
        out = _code_decode(m)
        if out is None:
            return m.group(0)
        decoded.append(out)
        return _literal(out)
    new = _CODE_DECODER_RE.sub(repl, src)
    if not decoded:
        return None
    return new + "\n" + "\n".join(decoded)


_HINT = re.compile(r"decode|fromhex|unhexlify|a2b_|hex2bin|str_rot13|atob|Buffer|unpack|pack\s*\(")
