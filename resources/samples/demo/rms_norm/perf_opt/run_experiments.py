"""Stage 4 experiment runner for rms_norm (adapted from run_experiments_template.py, Gen A records).

Per experiment branch: L0 regression -> msprof op per must-measure workload -> one
perf_records.jsonl line per (branch, workload). Run from inside perf_opt/:

    python run_experiments.py --round 2
    python run_experiments.py --round 2 --only v2_ubreuse
    python run_experiments.py --bench rms_norm_opt_v2_ubreuse.py --workload short_row/fp16_4096x1024

The --bench mode is the msprof target: it imports a branch file and launches its kernel
warm-up + launch-count times on fixed inputs.
"""
import argparse
import csv
import datetime
import glob
import importlib.util
import json
import os
import statistics
import subprocess
import sys

RECORDS = "perf_records.jsonl"
KERNEL_NAME = "main"
WARM_UP = 5
AIC_METRICS = "PipeUtilization,ArithmeticUtilization,Memory,MemoryUB,MemoryL0,L2Cache,ResourceConflictRatio"
PROFILE_ON_L0_FAIL = True  # still profile an L0-failing branch once (diagnosis only, l0_pass=false)

# must-measure dispatch paths x workloads (perf_opt/opt_log.md "Performance Test Data")
WORKLOADS = [
    {"dispatch_path": "short_row", "workload": "fp16_4096x1024", "M": 4096, "N": 1024, "dtype": "float16",
     "launch_count": 1},  # round 3 ran this key with 3 (A/B zone, <20 us); back to 1 for round 4
    {"dispatch_path": "short_row", "workload": "bf16_4096x1024", "M": 4096, "N": 1024, "dtype": "bfloat16",
     "launch_count": 1},
    {"dispatch_path": "long_row", "workload": "fp16_8x262144", "M": 8, "N": 262144, "dtype": "float16",
     "launch_count": 1},
    {"dispatch_path": "long_row", "workload": "bf16_8x262144", "M": 8, "N": 262144, "dtype": "bfloat16",
     "launch_count": 1},
]

# one entry per experiment branch of the current round; parent_id = current best of round N-1
EXPERIMENTS = {
    1: [
        {"file": "rms_norm_opt_v1_bs4096.py", "opt_id": "v1_bs4096", "parent_id": "baseline"},
        {"file": "rms_norm_opt_v1_cores48.py", "opt_id": "v1_cores48", "parent_id": "baseline"},
        {"file": "rms_norm_opt_v1_pipe.py", "opt_id": "v1_pipe", "parent_id": "baseline"},
    ],
    2: [
        {"file": "rms_norm_opt_v2_ubreuse.py", "opt_id": "v2_ubreuse", "parent_id": "v1_pipe"},
        {"file": "rms_norm_opt_v2_pipe3.py", "opt_id": "v2_pipe3", "parent_id": "v1_pipe"},
        {"file": "rms_norm_opt_v2_bs4096.py", "opt_id": "v2_bs4096", "parent_id": "v1_pipe"},
    ],
    3: [
        {"file": "rms_norm_opt_v3_bs4096.py", "opt_id": "v3_bs4096", "parent_id": "v2_ubreuse"},
        {"file": "rms_norm_opt_v3_wres.py", "opt_id": "v3_wres", "parent_id": "v2_ubreuse"},
    ],
    4: [
        {"file": "rms_norm_opt_v4_sbs8192.py", "opt_id": "v4_sbs8192", "parent_id": "v3_bs4096"},
        {"file": "rms_norm_opt_v4_aivonly.py", "opt_id": "v4_aivonly", "parent_id": "v3_bs4096"},
        {"file": "rms_norm_opt_v4_fp16acc.py", "opt_id": "v4_fp16acc", "parent_id": "v3_bs4096",
         "workloads": ["short_row/fp16_4096x1024"]},
    ],
}


def wl_key(w):
    return f"{w['dispatch_path']}/{w['workload']}"


def wl_dir(w):
    return f"{w['dispatch_path']}_{w['dtype'].replace('bfloat', 'bf').replace('float', 'fp')}"


def bench(path, key):
    w = next(x for x in WORKLOADS if wl_key(x) == key)
    spec = importlib.util.spec_from_file_location("branch", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    import torch

    torch.manual_seed(0)
    tdt = {"float16": torch.float16, "bfloat16": torch.bfloat16}[w["dtype"]]
    x = torch.randn(w["M"], w["N"]).to(tdt).npu()
    wt = torch.rand(1, w["N"]).add(0.5).to(tdt).npu()
    kernel = mod.rms_norm_kernel(w["M"], w["N"], w["dtype"])
    launches = WARM_UP + int(os.environ.get("BENCH_LAUNCHES", "20"))
    for _ in range(launches):
        kernel(x, wt)
    torch.npu.synchronize()
    print(f"workload {key} impl={os.path.basename(path)} M={w['M']} N={w['N']} dtype={w['dtype']} "
          f"warm_up={WARM_UP} launches={launches - WARM_UP}")


def task_durations(out_dir):
    vals = []
    pats = ["OPPROF_*/OpBasicInfo.csv", "OPPROF_*/*/*/OpBasicInfo_*.csv"]
    for pat in pats:
        for p in glob.glob(os.path.join(out_dir, pat)):
            with open(p, newline="") as fh:
                for row in csv.DictReader(fh):
                    s = (row.get("Task Duration(us)") or "").strip()
                    if s:
                        vals.append(float(s))
    return vals


def run_one(exp, rnd, log):
    if not os.path.exists(exp["file"]):
        return [{"branch": exp["opt_id"], "status": "missing_file"}]
    rc = subprocess.run([sys.executable, exp["file"], "--level", "L0"], stdout=log, stderr=subprocess.STDOUT).returncode
    l0_pass = rc == 0
    if not l0_pass and not PROFILE_ON_L0_FAIL:
        return [{"branch": exp["opt_id"], "l0": False, "status": "l0_fail"}]
    rows = []
    for w in WORKLOADS:
        if exp.get("workloads") and wl_key(w) not in exp["workloads"]:
            continue
        out = os.path.join("profiles", f"round{rnd}", exp["opt_id"], wl_dir(w))
        os.makedirs(out, mode=0o700, exist_ok=True)
        cmd = ["msprof", "op", f"--kernel-name={KERNEL_NAME}", f"--output={out}",
               f"--launch-count={w['launch_count']}", f"--warm-up={WARM_UP}", "--dump=off",
               f"--aic-metrics={AIC_METRICS}", sys.executable, "run_experiments.py",
               "--bench", exp["file"], "--workload", wl_key(w)]
        log.write(("$ " + " ".join(cmd) + "\n").encode())
        log.flush()
        if subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT).returncode != 0:
            rows.append({"branch": exp["opt_id"], "key": wl_key(w), "l0": l0_pass, "status": "msprof_fail"})
            continue
        vals = task_durations(out)
        if not vals:
            rows.append({"branch": exp["opt_id"], "key": wl_key(w), "l0": l0_pass, "status": "msprof_fail"})
            continue
        dur = round(statistics.median(vals), 3)
        rec = {"round": rnd, "candidate_id": exp["opt_id"], "parent_id": exp["parent_id"],
               "dispatch_path": w["dispatch_path"], "workload": w["workload"], "duration_us": dur,
               "l0_pass": l0_pass, "msprof_raw_path": f"perf_opt/{out}/",
               "timestamp": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}
        with open(RECORDS, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        rows.append({"branch": exp["opt_id"], "key": wl_key(w), "l0": l0_pass, "dur": dur,
                     "status": "ok" if l0_pass else "l0_fail"})
    return rows


def best_by_key(parent_id):
    best = {}
    with open(RECORDS, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                r = json.loads(line)
                if r["candidate_id"] == parent_id:
                    best[f"{r['dispatch_path']}/{r['workload']}"] = r["duration_us"]
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--round", type=int, default=1)
    ap.add_argument("--only")
    ap.add_argument("--bench")
    ap.add_argument("--workload")
    args = ap.parse_args()
    if args.bench:
        bench(args.bench, args.workload)
        return 0
    exps = [e for e in EXPERIMENTS.get(args.round, []) if not args.only or e["opt_id"] == args.only]
    if not exps:
        print(f"no experiments configured for round {args.round}")
        return 2
    os.makedirs(f"logs/round{args.round}", exist_ok=True)
    rows = []
    for exp in exps:
        with open(f"logs/round{args.round}/{exp['opt_id']}.log", "wb") as log:
            rows += run_one(exp, args.round, log)
    base = best_by_key(exps[0]["parent_id"])
    print("| branch | l0 | duration_us | vs_best | status |")
    print("|---|---|---:|---:|---|")
    for r in rows:
        b = base.get(r.get("key"))
        d = r.get("dur")
        vs = "-" if d is None or not b else f"{(b - d) / b * 100:+.1f}%"
        name = f"{r['branch']} [{r['key']}]" if r.get("key") else r["branch"]
        print(f"| {name} | {r.get('l0', '-')} | {d if d is not None else '-'} | {vs} | {r['status']} |")
    print(f"(current best baseline for comparison: {exps[0]['parent_id']} per workload)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
