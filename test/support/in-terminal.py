"""Runs a command in a terminal of its own (a pseudo-terminal), as a person's `npm start` runs, for the chaos specs.

Usage: python3 in-terminal.py COMMAND [ARGS...]
The command's terminal output is copied to stdout. A line "hangup" on stdin (or stdin closing) closes the terminal,
as closing a terminal window does: the command gets SIGHUP and later writes to the terminal fail with EIO. Once the
command has exited, one JSON line on stderr says how: {"code": N, "signal": null} or {"code": null, "signal": N}.
"""
import json
import os
import pty
import select
import sys

pid, terminal = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])

while True:
    ready, _, _ = select.select([terminal, sys.stdin], [], [])
    if terminal in ready:
        try:
            data = os.read(terminal, 65536)
        except OSError:  # EIO: the command and everything it started have closed the terminal
            data = b''
        if not data:
            break
        os.write(1, data)
    if sys.stdin in ready:
        line = sys.stdin.readline()
        if not line or line.strip() == 'hangup':
            break

os.close(terminal)
_, status = os.waitpid(pid, 0)
exited = {'code': os.WEXITSTATUS(status), 'signal': None} if os.WIFEXITED(status) else {'code': None, 'signal': os.WTERMSIG(status)}
sys.stderr.write(json.dumps(exited) + '\n')
