#!/usr/bin/env python3
"""Paper 003 (Fig. 12) in packet mode beside the fluid model: means over 450-800 s of the multipath
flow's path-2 subflow and its total, for each coupling (docs/controllers.md). Needs the release
mpsim (cd solver && cargo build --release). Usage: python3 scripts/paper003-packet.py"""
import os
import subprocess, csv, io, statistics as st, sys
def run(args):
    out = subprocess.run(['./solver/target/release/mpsim','run','003-three-paths']+args, capture_output=True, text=True, cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    return rows
def mean(rows, col, a, b):
    v=[float(r[col]) for r in rows if a<=float(r['t_s'])<=b]
    return st.mean(v)
names=['MSTCP','Coupled increase','Coupled decrease','Fully coupled']
for i,n in enumerate(names):
    res=[]
    for label,args in [('fluid',[]),('packet B=20 drop-tail',['--engine','packet','--buffer-packets','20']),('packet B=20 random drop 0.5',['--engine','packet','--buffer-packets','20','--random-drop','0.5'])]:
        rows=run(['--variant',str(i)]+args)
        p2=mean(rows,'x:mtcp-path2',450,800)
        tot=sum(mean(rows,f'x:mtcp-path{k}',450,800) for k in (1,2,3))
        p1=mean(rows,'x:mtcp-path1',450,800)
        res.append(f'{label}: path2 {p2:.3f}, path1 {p1:.3f}, total {tot:.2f}')
    print(n, ' | '.join(res)); sys.stdout.flush()
