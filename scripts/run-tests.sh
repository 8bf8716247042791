#!/bin/sh
# Runs the test binary in three processes at once, and says how each went.
#
# Swift Testing runs a process's tests on as many threads as there are cores, and a test that
# waits (on a terminal in tmux, on a child process) holds its thread while it waits: in one
# process, the tests that mostly wait and the ones that mostly compute take turns. In three
# they overlap. The three filters cover every test between them, whatever it is named: the
# terminal-driving end-to-end suites, the other end-to-end suites, and everything else.
#
# Usage: scripts/run-tests.sh TEST-BINARY [PREPARE-COMMAND]
# PREPARE-COMMAND (the exercise kit's `layoutlab exercise prepare`) runs while the terminal
# suites, which need nothing from it, already run; the others start when it has succeeded.
set -u
binary=$1
prepare=${2:-}
logs=${TEST_LOGS:-.build/test-logs}
rm -rf "$logs" && mkdir -p "$logs" || exit 1
waiting='EndToEndTests\.(StepsOnScreenTests|LineEditorTests|DemoInATerminalTests|CtrlCInATerminalTests)'

# TERM=dumb: plain marks in the logs (the tests' own children get environments of their own).
shard() {
    name=$1
    shift
    TERM=dumb timeout 900 "$binary" --testing-library swift-testing "$@" > "$logs/$name.log" 2>&1
    echo $? > "$logs/$name.status"
}

# The run's temporary files in a folder of its own, removed when it ends (the tests make
# thousands: homes, lessons, pages); open to all, as /tmp is, for the tests that run the lab as
# an ordinary user. The compiled exercise programs are kept between runs, outside it.
outer=${TMPDIR:-/tmp}
export LAYOUTLAB_TEST_CACHE="${LAYOUTLAB_TEST_CACHE:-$outer/layoutlab-exercise-cache}"
run_tmp=$(mktemp -d "$outer/layoutlab-tests.XXXXXX") || exit 1
chmod 1777 "$run_tmp"
export TMPDIR="$run_tmp"
trap 'chmod -R u+rwx "$run_tmp" 2> /dev/null; rm -rf "$run_tmp"' EXIT
# dash runs the EXIT trap on exit only: Ctrl-C, a timeout's TERM or a closed terminal exit first.
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

echo "Running the tests in three processes (logs in $logs)…"
shard terminal --filter "$waiting" &
if [ -n "$prepare" ] && ! sh -c "$prepare"; then
    wait
    echo "== could not prepare the tests: $prepare"
    exit 1
fi
shard end-to-end --filter 'EndToEndTests\.' --skip "$waiting" &
shard units --skip 'EndToEndTests\.' &
wait

failed=0
for name in units end-to-end terminal; do
    status=$(cat "$logs/$name.status" 2> /dev/null || echo 1)
    if [ "$status" = 0 ]; then
        echo "$name: $(grep -E 'Test run with' "$logs/$name.log" | tail -n 1)"
    else
        failed=1
        echo "== $name failed (status $status); its log:"
        cat "$logs/$name.log"
        [ "$status" = 124 ] && echo "== $name was stopped after 15 minutes"
    fi
done
exit $failed
