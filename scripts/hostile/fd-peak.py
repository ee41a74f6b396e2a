"""Runs a command and reports its exit status, peak RSS (KiB) and the most file
descriptors it held open at once, sampled from /proc every 5 ms.

    python3 fd-peak.py CMD ARGS...   ->   prints "status=N rss_kib=N fds=N" on stderr
"""
import os, resource, subprocess, sys, time

process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
peak_fds = 0
while process.poll() is None:
    try:
        peak_fds = max(peak_fds, len(os.listdir(f"/proc/{process.pid}/fd")))
    except OSError:
        pass
    time.sleep(0.005)
rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"status={process.returncode} rss_kib={rss} fds={peak_fds}", file=sys.stderr)
