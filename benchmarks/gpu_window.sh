#!/usr/bin/env bash
# The paper table's `gpu-window` budget on a GPU lent through the `device` tool: the cells that
# matter most in <= 9 minutes of device time (its plan, printed first, sums caps and estimates).
#
#   here (venv active):      bash benchmarks/gpu_window.sh pack
#   device call 1:           bash .gpu/a/stage.sh                                  carry [".gpu/a"]
#   device call 2 (warm):    bash .gpu/b/setup.sh && bash benchmarks/gpu_window.sh run 560    carry [".gpu/b"]
#   device call 3 (warm):    bash benchmarks/gpu_window.sh run 560       (continues: finished stages and cells are kept)
#
# `pack` stages the project, the wheels, the embedded model and the source trees of the
# AutoExplore training packages with ../shared/tools/gpu-pack.sh (a package the GPU machine lacks
# is then imported from that copy). `run SECONDS` plays the table under a timeout of SECONDS and
# copies table.md, results.json, curves.png and the log to $OUT; rerun it to continue.
set -euo pipefail
mode=${1:-}
here=$(cd "$(dirname "$0")/.." && pwd)
packages=(fsspec urllib3 markdown_it anyio pygments httpx)
case "$mode" in
  pack)
    cd "$here"
    trees=()
    for name in "${packages[@]}"; do
      trees+=("$(python -c "import importlib.util, os; print(os.path.dirname(importlib.util.find_spec('$name').origin))")")
    done
    site=$(dirname "${trees[0]}")
    # ../shared/tools/gpu-pack.sh, with the embedded model found where lm/ keeps it now.
    gguf=$(python -c "from reflect_cli.lm.embedded import require_embedded_gguf as r; print(r())")
    sed "s/from reflect_cli.agent.embedded import/from reflect_cli.lm.embedded import/" \
      ../shared/tools/gpu-pack.sh > /tmp/gpu-pack.sh
    [ -n "$gguf" ] && bash /tmp/gpu-pack.sh "${trees[@]}"
    echo "$site" > .gpu/b/extra_site.txt
    ;;
  run)
    seconds=${2:-560}
    . /root/stage/env.sh
    # Packages missing on the GPU machine come from the packed trees, after its own.
    export PYTHONPATH="$PYTHONPATH:$(cat /root/stage/extra_site.txt)"
    out=/root/pt_window
    mkdir -p "$out"
    python3 benchmarks/paper_table.py --budget gpu-window --out "$out" --plan | tee -a "$out/log.txt"
    status=0
    timeout "$seconds" python3 benchmarks/paper_table.py --budget gpu-window --out "$out" 2>&1 \
      | tee -a "$out/log.txt" || status=$?
    for f in table.md results.json curves.png log.txt; do
      [ -f "$out/$f" ] && cp "$out/$f" "${OUT:-/tmp}/"
    done
    exit "$status"
    ;;
  *)
    echo "usage: bash benchmarks/gpu_window.sh pack | run [SECONDS]" >&2
    exit 2
    ;;
esac
