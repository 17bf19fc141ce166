"""Probe round 31 (2026-11-27), shellexp31: places where bash evaluates text at run time that
the engine read as data, each call in all five modes (letters: default, accept_edits, bypass,
dont_ask, explore; A allow, K ask, D deny). Each fixed row was checked to run its hidden
command in bash 5.2 first. A command hidden so is analysed (a catastrophe is denied) and is one
only known at run time (never allowed), as (( a[$(cmd)] )) already was. Fixed, by class:
a name's subscript handed to a builtin that takes names (test -v, [ -v, read, printf -v, let,
declare/typeset/local/readonly/export, mapfile, getopts, unset, declare -n) is arithmetic: a
substitution in it runs, its output is evaluated again; a variable's text that bash evaluates
again (arithmetic of a name: $((x)), $[x], ((x)), [[ $x -eq 1 ]], ${a[x]}, ${s:x}, ${@:x},
declare -i; indirection ${!x}, [[ -v $x ]]); prompt text (${x@P}, ${a[@]@P}, PS0/PS1/PS4),
whose \\NNN escapes bash decodes before it expands (\\044( is $(, \\140 a backquote); fc
without -l, which runs a history entry again; env's NAME=VALUE words of any name (GNU env
sets 'BASH_FUNC_ls%%', which bash imports as the function ls: its body is analysed, the run
is only known at run time); compgen -W's words, expanded when it runs; read or mapfile into a
declare -i name (the input is arithmetic). Held: the everyday neighbours of each class."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text[:80]


# --- 1. a name's subscript given to a builtin that takes names: arithmetic, run at run time
NAME_SUBSCRIPT = [
    ("test -v 'a[$(id)]'", 'KKKDD'),
    ("[ -v 'a[$(id)]' ]", 'KKKDD'),
    ("read -r 'a[$(id)]' <<< x", 'KKKDD'),
    ("printf -v 'a[$(id)]' x", 'KKKDD'),
    ("let 'a[$(id)]=1'", 'KKKDD'),
    ("declare 'a[$(id)]=1'", 'KKKDD'),
    ("declare -a 'a[$(id)]=1'", 'KKKDD'),
    ("typeset 'a[$(id)]=1'", 'KKKDD'),
    ("readonly 'a[$(id)]=1'", 'KKKDD'),
    ("export 'a[$(id)]=1'", 'KKKDD'),
    ("f(){ local 'a[$(id)]=1'; }; f", 'KKKDD'),
    ("mapfile 'a[$(id)]' < /dev/null", 'KKKDD'),
    ("getopts a 'a[$(id)]' -a", 'KKKDD'),
    ("unset 'a[$(id)]'", 'KKKDD'),
    ("a=(1); unset 'a[$(id)]'", 'KKKDD'),
    ("declare -n r='a[$(id)]'; echo $r", 'KKKDD'),
    ("test -v 'a[`id`]'", 'KKKDD'),
    ('read -r "a[\\$(id)]" <<< x', 'KKKDD'),
]

NAME_SUBSCRIPT_CATASTROPHE = [
    ("test -v 'a[$(rm -rf ~)]'", 'DDDDD'),
    ("read -r 'a[$(rm -rf ~)]' <<< x", 'DDDDD'),
    ("printf -v 'a[$(rm -rf ~)]' x", 'DDDDD'),
    ("let 'a[$(rm -rf ~)]=1'", 'DDDDD'),
    ("declare 'a[$(rm -rf ~)]=1'", 'DDDDD'),
    ("unset 'a[$(rm -rf /)]'", 'DDDDD'),
]

# plain names, numeric subscripts, printf's %(...)T (strftime, not code): as before
NAME_SUBSCRIPT_NEIGHBOURS = [
    ('test -v HOME', 'AAAAA'),
    ('[ -v HOME ]', 'AAAAA'),
    ('read -r line < file', 'AAAAA'),
    ('read -r a b <<< "1 2"', 'AAAAA'),
    ("printf -v now '%(%F)T' -1", 'KKADD'),
    ("printf -v 'a[0]' x", 'KKADD'),
    ('declare -a arr=(1 2)', 'KKADD'),
    ('let i++', 'KKADD'),
    ("let 'a[1]=2'", 'KKADD'),
    ("unset 'arr[0]'", 'KKADD'),
    ("read -r 'a[0]' <<< x", 'AAAAA'),
]

# --- 2. a variable's text that arithmetic or indirection evaluates again ---------------
VALUE_CODE = [
    ("x='a[$(id)]'; echo $((x))", 'KKKDD'),
    ("x='a[$(id)]'; echo $[x]", 'KKKDD'),
    ("x='a[$(id)]'; ((x))", 'KKKDD'),
    ("x='a[$(id)]'; [[ $x -eq 1 ]]", 'KKKDD'),
    ("x='a[$(id)]'; [[ a -lt x ]]", 'KKKDD'),
    ("x='a[$(id)]'; echo ${arr[$x]}", 'KKKDD'),
    ("x='a[$(id)]'; echo ${arr[x]}", 'KKKDD'),
    ("x='a[$(id)]'; echo ${s:x}", 'KKKDD'),
    ("x='a[$(id)]'; echo ${x:0:x}", 'KKKDD'),
    ("x='a[$(id)]'; echo ${@:x}", 'KKKDD'),
    ("x='a[$(id)]'; echo ${!x}", 'KKKDD'),
    ("x='a[$(id)]'; [[ -v $x ]]", 'KKKDD'),
    ("x='a[$(id)]'; y=x; echo $((y))", 'KKKDD'),
    ("x='a[$(id)]'; case 1 in $((x))) ;; esac", 'KKKDD'),
    ("x='a[$(id)]'; while ((x)); do break; done", 'KKKDD'),
    ("x='a[$(id)]'; for ((;x;)); do break; done", 'KKKDD'),
    ("x='a[$(id)]'; : $((${#x} + x))", 'KKKDD'),
    ("x='a[$(id)]'; declare -i n; n=$x", 'KKKDD'),
    ("x='a[$(id)]'; declare -n r=x; echo $((r))", 'KKKDD'),
    ("x='a[$(id)]'; a=([x]=1)", 'KKKDD'),
    ("x='a[$(id)]'; export x; bash -c 'echo $((x))'", 'KKKDD'),
    ("set -- 'a[$(id)]'; echo $(($1))", 'KKKDD'),
    ("set -- 'a[$(id)]'; echo ${!1}", 'KKKDD'),
    ("x=$'a[\\x24(id)]'; echo $((x))", 'KKKDD'),
    ("x='a[`id`]'; echo $((x))", 'KKKDD'),
]

VALUE_CODE_CATASTROPHE = [
    ("x='a[$(rm -rf ~)]'; echo $((x))", 'DDDDD'),
    ("x='a[$(rm -rf ~)]'; echo ${!x}", 'DDDDD'),
    ("x='a[$(rm -rf /)]'; ((x))", 'DDDDD'),
    ("x=$'a[\\x24(rm -rf ~)]'; echo $((x))", 'DDDDD'),
]

# numbers, counters, ${!prefix@} (names, asked before), @Q/@U, $'\x24(' printed: as before
VALUE_CODE_NEIGHBOURS = [
    ('echo $((1+2))', 'AAAAA'),
    ('x=5; echo $((x+1))', 'AAAAA'),
    ('for ((i=0;i<3;i++)); do echo $i; done', 'AAAAA'),
    ('i=0; echo ${arr[i]}', 'AAAAA'),
    ('n=$(wc -l < f); echo $((n+1))', 'AAAAA'),
    ('echo ${!prefix@}', 'AAAAA'),   # (round 35: the names of variables, no value, nothing run)
    ('x=hello; echo "${x@U}"', 'AAAAA'),
    ('x=$(cat f); echo "${x@Q}"', 'AAAAA'),
    ('echo "${x@Q}"', 'AAAAA'),
    ('a=([0]=x [1]=y)', 'AAAAA'),
    ("echo $'\\x24(id)'", 'AAAAA'),
]

# --- 3. prompt text: ${x@P}, ${a[@]@P}, PS0/PS4 (\NNN escapes decoded first) ------------
PROMPT = [
    ('x=\'$(id)\'; echo "${x@P}"', 'KKKDD'),
    ('x=\'`id`\'; echo "${x@P}"', 'KKKDD'),
    ('x=\'\\044(id)\'; echo "${x@P}"', 'KKKDD'),
    ('x=\'\\140id\\140\'; echo "${x@P}"', 'KKKDD'),
    ("x='a[$(id)]'; echo ${x@P}", 'KKKDD'),
    ("printf -v x '%s' '$(id)'; echo ${x@P}", 'KKKDD'),
    ('a=(\'$(id)\'); echo "${a[@]@P}"', 'KKKDD'),
    ('a=(\'$(id)\'); echo "${a[0]@P}"', 'KKKDD'),
    ("PS4='$(id)'; set -x; :", 'KKKDD'),
    ("PS4='\\044(id)'; set -x; :", 'KKKDD'),
    ("PS4='$(id)' bash -xc :", 'KKKDD'),
    ("export PS4='$(id)'; bash -x -c :", 'KKKDD'),
    ("PS0='$(id)' bash -i -c :", 'KKKDD'),
    ("SHELLOPTS=xtrace PS4='$(id)' bash -c :", 'KKKDD'),
]

PROMPT_CATASTROPHE = [
    ('x=\'$(rm -rf ~)\'; echo "${x@P}"', 'DDDDD'),
    ('x=\'\\044(rm -rf ~)\'; echo "${x@P}"', 'DDDDD'),
    ('a=(\'$(rm -rf ~)\'); echo "${a[@]@P}"', 'DDDDD'),
    ("PS4='$(rm -rf ~)'; set -x; :", 'DDDDD'),
]

# a prompt of escapes only, an escaped backslash, set -x alone: as before
PROMPT_NEIGHBOURS = [
    ('x=\'\\u@\\h:\\w\\$ \'; echo "${x@P}"', 'AAAAA'),
    ('x=\'\\\\044(id)\'; echo "${x@P}"', 'AAAAA'),
    ('echo "${PWD@P}"', 'AAAAA'),
    ('a=(x y); echo "${a[@]@P}"', 'AAAAA'),
    ('a=(x y); echo "${a[@]@Q}"', 'AAAAA'),
    ('set -x; make', 'AAAAD'),
    ("PS1='\\u@\\h:\\w\\$ '", 'KKADD'),
    ("PS4='+ \\t '; set -x; make", 'KKADD'),
]

# --- 4. fc without -l runs a history entry again -----------------------------------
HISTORY_RERUN = [
    ('history -s id; fc -s', 'KKKDD'),
    ('fc -s', 'KKKDD'),
    ('fc -s ls', 'KKKDD'),
    ('fc -e vim', 'KKKDD'),
    ('fc', 'KKKDD'),
]

HISTORY_RERUN_CATASTROPHE = [
    ("history -s 'rm -rf ~'; fc -s", 'DDDDD'),
]

# listing the history (read-only since round 46, benign50: was KKADD)
HISTORY_NEIGHBOURS = [
    ('fc -l', 'AAAAA'),
    ('fc -ln -5', 'AAAAA'),
    ('history', 'AAAAA'),
]

# --- 5. env's NAME=VALUE of any name: BASH_FUNC_NAME%% imports a function --------------
ENV_FUNCTION_IMPORT = [
    ("env 'BASH_FUNC_ls%%=() { id; }' bash -c ls", 'KKKDD'),
    ("env 'BASH_FUNC_ls%%=() { id; }' ls", 'KKKDD'),
    ("env -i 'BASH_FUNC_git%%=() { id; }' bash -c 'git status'", 'KKKDD'),
    ("env 'BASH_FUNC_x%%=() { ( ; }' bash -c x", 'KKKDD'),
]

ENV_FUNCTION_IMPORT_CATASTROPHE = [
    ("env 'BASH_FUNC_ls%%=() { rm -rf ~; }' bash -c ls", 'DDDDD'),
    ("env 'BASH_FUNC_x%%=() { rm -rf /; }' bash -c x", 'DDDDD'),
]

# env's ordinary settings: as before
ENV_NEIGHBOURS = [
    ('env', 'AAAAA'),
    ('env FOO=1 make', 'KKADD'),
    ('env NODE_ENV=test npm test', 'AAAAD'),
    ('env -u FOO ls', 'AAAAA'),
    ('env -i PATH=/usr/bin ls', 'KKADD'),
]

# --- 6. compgen -W's words are expanded when it runs ---------------------------------
COMPGEN_WORDS = [
    ("compgen -W '$(id)' x", 'KKKDD'),
    ('x=\'$(id)\'; compgen -W "$x" y', 'KKKDD'),
    ("compgen -W '`id`' x", 'KKKDD'),
]

COMPGEN_WORDS_CATASTROPHE = [
    ("compgen -W '$(rm -rf ~)' x", 'DDDDD'),
]

# plain word lists, compgen -C (a command given as one, as bash -c): as before
COMPGEN_NEIGHBOURS = [
    ("compgen -W 'start stop' st", 'KKADD'),
    ('compgen -c git', 'KKADD'),
    ('compgen -A function', 'KKADD'),
    ('compgen -C id x', 'KKADD'),
]

# --- 7. input read into a declare -i name is evaluated as arithmetic ------------------
INTEGER_INPUT = [
    ("declare -i n; read n <<< 'a[$(id)]'", 'KKKDD'),
    ('declare -i n; read n < f', 'KKKDD'),
    ("declare -i n; mapfile n <<< 'a[$(id)]'", 'KKKDD'),
    ("declare -i n; printf -v n %s 'a[$(id)]'", 'KKKDD'),
    ("declare -i n; n=$(echo 'a[$(id)]')", 'KKKDD'),
    ("read n <<< 'a[$(id)]'; let 'y=n+1'", 'KKKDD'),
]

# a known number, counters, wc -l's count, read into a plain name: as before
INTEGER_INPUT_NEIGHBOURS = [
    ('declare -i n; read n <<< 5', 'KKADD'),
    ('declare -i total=0; total+=5', 'KKADD'),
    ('declare -i n; n=$(wc -l < f)', 'KKADD'),
    ('read -r ver < VERSION; echo "v$ver"', 'AAAAA'),
    ('mapfile -t lines < file', 'AAAAA'),
]


FIXED = NAME_SUBSCRIPT + VALUE_CODE + PROMPT + HISTORY_RERUN + ENV_FUNCTION_IMPORT + COMPGEN_WORDS + INTEGER_INPUT
CATASTROPHES = (NAME_SUBSCRIPT_CATASTROPHE + VALUE_CODE_CATASTROPHE + PROMPT_CATASTROPHE
                + HISTORY_RERUN_CATASTROPHE + ENV_FUNCTION_IMPORT_CATASTROPHE + COMPGEN_WORDS_CATASTROPHE)
HELD = (NAME_SUBSCRIPT_NEIGHBOURS + VALUE_CODE_NEIGHBOURS + PROMPT_NEIGHBOURS + HISTORY_NEIGHBOURS
        + ENV_NEIGHBOURS + COMPGEN_NEIGHBOURS + INTEGER_INPUT_NEIGHBOURS)


@pytest.mark.parametrize("row", FIXED + CATASTROPHES, ids=_id)
def test_each_fixed_class_is_decided_by_its_row(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", HELD, ids=_id)
def test_the_neighbours_keep_their_decisions(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", FIXED, ids=_id)
def test_a_hidden_command_run_is_never_allowed(row) -> None:
    assert "A" not in call_letters(_SNAP, row[0]), row[0]


@pytest.mark.parametrize("row", CATASTROPHES, ids=_id)
def test_a_hidden_catastrophe_is_denied_in_every_mode(row) -> None:
    assert call_letters(_SNAP, row[0]) == "DDDDD"


def test_no_neighbour_is_denied_outside_explore_and_dont_ask() -> None:
    for call, expected in HELD:
        assert "D" not in expected[:3], call
