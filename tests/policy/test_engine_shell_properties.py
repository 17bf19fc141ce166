"""Property tests for the Bash analysis: spelling never hides a catastrophic command,
and read-only commands stay read-only when chained."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from policy.engine.shell import _quote, analyze_bash

CATASTROPHIC = [
    ["rm", "-rf", "/"],
    ["rm", "-fr", "~"],
    ["rm", "-r", "-f", "/*"],
    ["rm", "--recursive", "--force", "$HOME"],
    ["mkfs.ext4", "/dev/sda1"],
    ["dd", "if=/dev/zero", "of=/dev/sda"],
    ["chmod", "-R", "777", "/"],
]

READ_ONLY = [
    "git status", "git log --oneline", "git diff --stat", "ls -la", "cat README.md", "pwd",
    "grep -rn foo .", "wc -l f", "head -5 f", "find . -name '*.py'", "docker ps", "echo hi",
    "git branch -a", "tree -L 2", "sort -u f", "rg foo", "stat f", "which git",
]


def _spell_word(word: str, style: int) -> str:
    """One of the many ways bash lets a word be written."""
    if word in ("~", "$HOME"):
        return word if style % 2 == 0 else {"~": "~", "$HOME": '"${HOME}"'}[word]
    if style == 0:
        return word
    if style == 1:
        return "'" + word + "'"
    if style == 2:
        return '"' + word + '"'
    if style == 3:
        return "\\" + word if not word.startswith("/") and not word.startswith("-") else word
    if style == 4 and len(word) > 1:
        return word[0] + "''" + word[1:]
    if style == 5:
        return "$'" + "".join("\\x%02x" % ord(c) for c in word) + "'"
    if style == 6 and len(word) > 1:
        return "'" + word[0] + "'\"" + word[1:] + '"'
    return word


# Prefixes of a simple command (they wrap any command, nested in any order) ...
WRAPPERS = [
    "{}", "sudo {}", "sudo -u root {}", "env {}", "env A=1 {}", "/usr/bin/env {}", "command {}",
    "nohup {}", "timeout 5 {}", "nice -n 5 {}", "stdbuf -oL {}", "A=1 {}", "exec {}",
    "bash -c {q}", "sh -c {q}", "sudo bash -c {q}", "eval {q}", "doas {}", "busybox {}", "su -c {q}",
    "watch {q}", "setsid {}", "ionice -c3 {}",
]
# ... and the structures a whole command can sit in (outermost, or inside a -c string).
STRUCTURES = [
    "{}", "time {}", "echo ok; {}", "true && {}", "false || {}", "({})", "{{ {}; }}", "echo $({})",
    "ls | {}", "if true; then {}; fi", "for i in 1; do {}; done", "x() {{ {}; }}; x", "cat <(echo; {})",
    "bash -c {q}", "echo {q} | sh", "bash <<< {q}",
]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    argv=st.sampled_from(CATASTROPHIC),
    styles=st.lists(st.integers(min_value=0, max_value=6), min_size=6, max_size=6),
    wrappers=st.lists(st.sampled_from(WRAPPERS), min_size=1, max_size=3),
    structure=st.sampled_from(STRUCTURES),
    bin_path=st.sampled_from(["", "/bin/", "/usr/bin/", "/usr/local/bin/../../bin/"]),
)
def test_any_quoting_escaping_or_wrapping_of_a_catastrophic_command_stays_catastrophic(argv, styles, wrappers, structure, bin_path) -> None:
    words = [_spell_word(w, styles[i % len(styles)]) for i, w in enumerate(argv)]
    if bin_path and styles[0] == 0:
        words[0] = bin_path + argv[0]
    command = " ".join(words)
    for wrapper in wrappers + [structure]:
        command = wrapper.format(command, q=_quote(command))
    a = analyze_bash(command, cwd="/work/proj", home="/root")
    assert a.catastrophic, command
    assert not a.read_only


@settings(max_examples=300, deadline=None)
@given(
    parts=st.lists(st.sampled_from(READ_ONLY), min_size=1, max_size=5),
    ops=st.lists(st.sampled_from([" && ", " || ", "; ", " | ", "\n"]), min_size=4, max_size=4),
    quiet=st.booleans(),
)
def test_read_only_commands_chained_together_stay_read_only(parts, ops, quiet) -> None:
    command = parts[0]
    for i, part in enumerate(parts[1:]):
        command += ops[i % len(ops)] + part
    if quiet:
        command += " 2>/dev/null"
    a = analyze_bash(command, cwd="/work/proj", home="/root")
    assert a.parsed, (command, a.parse_error)
    assert a.read_only, command


@settings(max_examples=300, deadline=None)
@given(
    parts=st.lists(st.sampled_from(READ_ONLY), min_size=1, max_size=4),
    bad=st.sampled_from(["rm x", "echo x > f", "sed -i s/a/b/ f", "git push", "curl x", "$X", "npm install",
                         "sort -o f g", "find . -delete", "tee f", "python3 x.py", "git -c core.pager=id log"]),
    position=st.integers(min_value=0, max_value=4),
)
def test_one_part_that_is_not_read_only_makes_the_chain_not_read_only(parts, bad, position) -> None:
    parts = list(parts)
    parts.insert(min(position, len(parts)), bad)
    command = " && ".join(parts)
    assert not analyze_bash(command, cwd="/work/proj", home="/root").read_only, command


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=200))
def test_it_never_raises_on_any_text(text) -> None:
    a = analyze_bash(text, cwd="/work/proj", home="/root")
    assert a.parsed or a.parse_error
