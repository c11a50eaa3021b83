"""Stage 4 experiment runner for argmax_like (Gen B records: kernel_id / workload_id / phase / artifact).

Run from inside perf_opt/:

    python run_experiments.py --phase baseline --all
    python run_experiments.py --phase candidate --round 2 --workload argmax-2048x4096-fp16
    python run_experiments.py --phase merged --round 2 --all --only merged_r2_pipe
    python run_experiments.py --phase final --round 3 --all --only final
    python run_experiments.py --bench argmax_like.py --workload argmax-2048x4096-fp16   (msprof target)
"""
import argparse
import csv
import datetime
import glob
import hashlib
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys

RECORDS = "perf_records.jsonl"
INVENTORY = "workload_inventory.json"
KERNEL_ID = "perf_opt/argmax_like.py::_argmax_kernel::main"
CURRENT_BEST_ID = "merged_r2_pipe"
LAUNCH_COUNT = 1
WARM_UP = 5
AIC_METRICS = "PipeUtilization,ArithmeticUtilization,Memory,MemoryUB,MemoryL0,L2Cache,ResourceConflictRatio"

EXPERIMENTS = {
    "baseline": [{"file": "../argmax_like.py", "opt_id": "baseline", "parent_id": None}],
    "candidate": {
        1: [{"file": "argmax_like_round1_a_chain.py", "opt_id": "round1_a_chain", "parent_id": "baseline"},
            {"file": "argmax_like_round1_bn2048.py", "opt_id": "round1_bn2048", "parent_id": "baseline"}],
        2: [{"file": "argmax_like_round2_pipe.py", "opt_id": "round2_pipe", "parent_id": "merged_r1_a_chain"},
            {"file": "argmax_like_round2_blk48.py", "opt_id": "round2_blk48", "parent_id": "merged_r1_a_chain"},
            {"file": "argmax_like_round2_bn2048.py", "opt_id": "round2_bn2048", "parent_id": "merged_r1_a_chain"}],
    },
    "merged": {
        1: [{"file": "argmax_like.py", "opt_id": "merged_r1_a_chain", "parent_id": "round1_a_chain"}],
        2: [{"file": "argmax_like.py", "opt_id": "merged_r2_pipe", "parent_id": "round2_pipe"}],
    },
    "final": {3: [{"file": "argmax_like.py", "opt_id": "final", "parent_id": "merged_r2_pipe"}]},
}


def safe(x):
    s = re.sub(r"[^A-Za-z0-9_.-]", "_", x).strip("._")[:64] or "case"
    return s + "_" + hashlib.sha256(x.encode()).hexdigest()[:8]


def tune_items():
    with open(INVENTORY, encoding="utf-8") as fh:
        inv = json.load(fh)
    return [w for w in inv["workloads"] if w["kind"] == "tune" and w["kernel_id"] == KERNEL_ID]


def bench(path, workload_id):
    w = next(x for x in tune_items() if x["workload_id"] == workload_id)
    spec = importlib.util.spec_from_file_location("impl", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    import torch

    torch.manual_seed(0)
    M, N = w["shape"]
    x = torch.randn(M, N).to(getattr(torch, w["dtype"])).npu()
    kernel = mod._argmax_kernel(M, N, w["dtype"])
    for _ in range(WARM_UP + 20):
        kernel(x)
    torch.npu.synchronize()
    print(f"bench {workload_id} impl={os.path.basename(path)} shape={M}x{N} dtype={w['dtype']}")


def median_task_duration(out_dir):
    vals = []
    for pat in ("OPPROF_*/OpBasicInfo.csv", "OPPROF_*/*/*/OpBasicInfo_*.csv"):
        for p in glob.glob(os.path.join(out_dir, pat)):
            with open(p, newline="") as fh:
                vals += [float(r["Task Duration(us)"]) for r in csv.DictReader(fh) if r.get("Task Duration(us)")]
    return round(statistics.median(vals), 3) if vals else None


def sha256_of(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def run(exp, phase, rnd, workloads):
    rows = []
    os.makedirs(f"logs/{phase}_round{rnd}", exist_ok=True)
    log = open(f"logs/{phase}_round{rnd}/{exp['opt_id']}.log", "ab")
    l0 = subprocess.run([sys.executable, exp["file"], "--level", "L0"], stdout=log, stderr=subprocess.STDOUT)
    if l0.returncode != 0:
        return [{"branch": exp["opt_id"], "workload_id": w["workload_id"], "l0": False, "status": "l0_fail"}
                for w in workloads]
    digest = sha256_of(exp["file"])
    for w in workloads:
        out = f"profiles/{phase}/round{rnd}/{safe(exp['opt_id'])}/{safe(w['workload_id'])}"
        os.makedirs(out, mode=0o700, exist_ok=True)
        cmd = ["msprof", "op", "--kernel-name=main", f"--output={out}", f"--launch-count={LAUNCH_COUNT}",
               f"--warm-up={WARM_UP}", "--dump=off", f"--aic-metrics={AIC_METRICS}", sys.executable,
               "run_experiments.py", "--bench", exp["file"], "--workload", w["workload_id"]]
        log.write(("$ " + " ".join(cmd) + "\n").encode())
        log.flush()
        rc = subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT).returncode
        dur = median_task_duration(out) if rc == 0 else None
        if dur is None:
            rows.append({"branch": exp["opt_id"], "workload_id": w["workload_id"], "l0": True,
                         "status": "msprof_fail"})
            continue
        rec = {"round": rnd, "candidate_id": exp["opt_id"], "parent_id": exp["parent_id"], "kernel_id": KERNEL_ID,
               "workload_id": w["workload_id"], "phase": phase, "artifact_path": exp["file"],
               "artifact_sha256": digest, "duration_us": dur, "l0_pass": True, "msprof_raw_path": out,
               "timestamp": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}
        with open(RECORDS, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        rows.append({"branch": exp["opt_id"], "workload_id": w["workload_id"], "l0": True, "dur": dur,
                     "status": "ok"})
    return rows


def bases(candidate_id):
    out = {}
    if os.path.exists(RECORDS):
        for line in open(RECORDS, encoding="utf-8"):
            if line.strip():
                r = json.loads(line)
                if r["candidate_id"] == candidate_id:
                    out[r["workload_id"]] = r["duration_us"]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--phase", default="candidate", choices=["baseline", "candidate", "merged", "final"])
    ap.add_argument("--round", type=int, default=1)
    ap.add_argument("--workload")
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--only")
    ap.add_argument("--bench")
    args = ap.parse_args()
    if args.bench:
        bench(args.bench, args.workload)
        return 0
    items = tune_items()
    if args.phase == "baseline":
        rnd, exps = 0, EXPERIMENTS["baseline"]
    else:
        rnd, exps = args.round, EXPERIMENTS[args.phase].get(args.round, [])
    if args.only:
        exps = [e for e in exps if e["opt_id"] == args.only]
    if args.phase == "candidate":
        if not args.workload:
            print("--phase candidate needs exactly one --workload")
            return 2
        workloads = [w for w in items if w["workload_id"] == args.workload]
    else:
        if not args.all or len(exps) != 1:
            print(f"--phase {args.phase} needs --all and exactly one experiment")
            return 2
        workloads = items
    if not exps or not workloads:
        print("no experiments configured")
        return 2
    rows = []
    for exp in exps:
        rows += run(exp, args.phase, rnd, workloads)
    best = bases(CURRENT_BEST_ID)
    print("| branch | workload_id | l0 | Task Duration(us) | vs current best | status |")
    print("|---|---|---|---:|---:|---|")
    for r in rows:
        b, d = best.get(r["workload_id"]), r.get("dur")
        vs = "-" if d is None or not b else f"{(b - d) / b * 100:+.1f}%"
        print(f"| {r['branch']} | {r['workload_id']} | {r['l0']} | {d if d is not None else '-'} | {vs} | "
              f"{r['status']} |")
    print(f"(current merged best candidate: {CURRENT_BEST_ID})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
