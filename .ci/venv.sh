# Sourced by ./run-guardian and ./run-tests: find Python >= 3.12, create .venv, install
# the requirements files given as arguments (skipped when their hash is unchanged).
# Sets PY (the venv's python).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

find_python() {
    local candidate
    for candidate in python3.13 python3.12 python3; do
        if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then
            command -v "$candidate"; return 0
        fi
    done
    for candidate in /root/.pyenv/versions/3.13*/bin/python3 /root/.pyenv/versions/3.12*/bin/python3 /usr/local/bin/python3.1[23]; do
        if [ -x "$candidate" ] && "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then
            echo "$candidate"; return 0
        fi
    done
    return 1
}

venv_bootstrap() {
    cd "$ROOT"
    if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then
        local base
        if ! base="$(find_python)"; then
            echo "Guardian needs Python 3.12 or newer (Django 6.1), and none was found." >&2
            echo "Install python3.12 (e.g. from your distribution's backports, pyenv or deadsnakes) and run again." >&2
            exit 1
        fi
        if ! "$base" -c 'import venv, ensurepip' 2>/dev/null; then
            echo "Python at $base lacks venv/ensurepip; installing python3-venv." >&2
            apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
        fi
        echo "Creating .venv with $base"
        rm -rf .venv
        "$base" -m venv .venv
    fi
    PY="$ROOT/.venv/bin/python"
    local files=("$@") stamp=".venv/.requirements.sha256" want have
    want="$(cat "${files[@]}" | sha256sum | cut -d' ' -f1)"
    have="$(cat "$stamp" 2>/dev/null || true)"
    if [ "$want" != "$have" ]; then
        echo "Installing ${files[*]} into .venv"
        local args=()
        for f in "${files[@]}"; do args+=(-r "$f"); done
        "$PY" -m pip install --disable-pip-version-check -q "${args[@]}"
        echo "$want" > "$stamp"
    fi
}
