#!/usr/bin/env python3
"""Paper 003 (Fig. 12) in packet mode beside the fluid model: means over 450-800 s of the multipath
flow's path-2 subflow and its total, for each coupling (docs/controllers.md). Needs the release
mpsim (cd solver && cargo build --release). Usage: python3 scripts/paper003-packet.py [--random]
With --random, the packet runs also get the paper's background (40 Markov on/off flows per path and
20 more on path 2 at 400-800 s: the udp sources of 003-three-paths-packet) beside the constant one."""
import os, json, tempfile
import subprocess, csv, io, statistics as st, sys
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
def random_background():
    """003-three-paths with the udp sources of 003-three-paths-packet (the paper's on/off background)."""
    load = lambda n: json.load(open(os.path.join(ROOT, 'public/scenarios', n + '.json')))
    v, packet = load('003-three-paths'), load('003-three-paths-packet')
    udp = {s['id']: s for s in packet['sources'] if s['controller']['kind'] == 'udp'}
    v['sources'] = [udp.get(s['id'], s) for s in v['sources']]
    f = tempfile.NamedTemporaryFile('w', suffix='.json', delete=False)
    json.dump(v, f)
    f.close()
    return f.name
SCENARIO = '003-three-paths'
def run(args):
    scenario = args.pop(0) if args and args[0].endswith('.json') else SCENARIO
    out = subprocess.run(['./solver/target/release/mpsim','run',scenario]+args, capture_output=True, text=True, cwd=ROOT).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    return rows
def mean(rows, col, a, b):
    v=[float(r[col]) for r in rows if a<=float(r['t_s'])<=b]
    return st.mean(v)
names=['MSTCP','Coupled increase','Coupled decrease','Fully coupled']
for i,n in enumerate(names):
    res=[]
    cases=[('fluid',[]),('packet B=20 drop-tail',['--engine','packet','--buffer-packets','20']),('packet B=20 random drop 0.5',['--engine','packet','--buffer-packets','20','--random-drop','0.5'])]
    if '--random' in sys.argv:
        cases=[(label+', on/off background',[random_background()]+args) for label,args in cases]
    for label,args in cases:
        rows=run(args[:1]+['--variant',str(i)]+args[1:] if args and args[0].endswith('.json') else ['--variant',str(i)]+args)
        p2=mean(rows,'x:mtcp-path2',450,800)
        tot=sum(mean(rows,f'x:mtcp-path{k}',450,800) for k in (1,2,3))
        p1=mean(rows,'x:mtcp-path1',450,800)
        res.append(f'{label}: path2 {p2:.3f}, path1 {p1:.3f}, total {tot:.2f}')
    print(n, ' | '.join(res)); sys.stdout.flush()
