"""What the benchmarks record about the machine they ran on."""
import os
import platform


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def describe():
    return f"{cpu_model()}, {os.cpu_count()} cores, {platform.platform()}"
