#!/usr/bin/env python3
"""Papers 001 (mHIP) and 002 (MCC-Coop, GMCC-Coop) in packet mode beside the fluid model, with the
papers' own parameters where they give them (docs/packet-papers.md). These set-ups have no random
loss and drop-tail queues, so a packet run does not depend on its seed (checked: seeds 1-10 give
the same numbers), as the papers' ns-2 runs did not. Prints the numbers of docs/controllers.md ("Papers 001 and 002 in packet
mode"). Needs the release mpsim (cd solver && cargo build --release).
Usage: python3 scripts/papers-001-002-packet.py"""
import csv
import io
import json
import os
import statistics as st
import subprocess
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
MPSIM = os.path.join(ROOT, 'solver/target/release/mpsim')


def preset(name):
    with open(os.path.join(ROOT, 'public/scenarios', name + '.json')) as f:
        return json.load(f)


def run(scenario, args=()):
    """Rows of one run (dicts of floats) of a scenario given as a dict."""
    with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False) as f:
        json.dump(scenario, f)
    out = subprocess.run([MPSIM, 'run', f.name, *args], capture_output=True, text=True, check=True).stdout
    os.unlink(f.name)
    return [{k: float(v) for k, v in r.items()} for r in csv.DictReader(io.StringIO(out))]


def mean(rows, col, a, b):
    return st.mean(r[col] for r in rows if a <= r['t_s'] <= b)


def packet_run(scenario, measure, extra=()):
    return measure(run(scenario, ['--engine', 'packet', *extra]))


def paper_001_two_paths():
    """§IV-C / §V-A: T(mHIP1), T(TCP), FF(mHIP1) over the whole 20 s; §V-B: T(mHIP2) and UDP over 5-11 s."""
    print('Paper 001, two paths (8 and 4 Mbps, 120 ms round trips, 1250 B, 20 s, buffers 144 packets):')
    base = preset('001-two-paths-udp')
    base.pop('comparison', None)
    base['solver']['sampleEveryS'] = 0.1

    def measure(rows):
        m1, tcp = mean(rows, 'x:mhip-path1', 0, 20), mean(rows, 'x:tcp-path1', 0, 20)
        return m1, tcp, m1 / tcp, mean(rows, 'x:mhip-path2', 5, 11), mean(rows, 'x:udp-path2', 5, 11)

    for label, controller in [
        ('mHIP, no receive buffer', {'kind': 'mhip', 'packetBytes': 1250}),
        ('mHIP, receive buffer 453', {'kind': 'mhip', 'packetBytes': 1250, 'receiveBufferPackets': 453}),
        ('mHIP, receive buffer 100', {'kind': 'mhip', 'packetBytes': 1250, 'receiveBufferPackets': 100}),
        ('uncoupled', {'kind': 'uncoupled', 'packetBytes': 1250}),
    ]:
        s = json.loads(json.dumps(base))
        s['sources'][0]['controller'] = controller
        fluid = measure(run(s))
        p = packet_run(s, measure, ['--buffer-packets', '144'])
        print(f'  {label}: fluid T1 {fluid[0]:.2f} TCP {fluid[1]:.2f} FF1 {fluid[2]:.2f} T2(5-11) {fluid[3]:.2f}'
              f' | packet T1 {p[0]:.2f} TCP {p[1]:.2f} FF1 {p[2]:.2f} T2(5-11) {p[3]:.2f} UDP {p[4]:.2f}')


def paper_001_shared_bottleneck():
    """§V-D: FF of the three-path bundle over one TCP at a shared 8 Mbps bottleneck."""
    print('Paper 001, shared bottleneck (3 mHIP paths + 1 TCP, 8 Mbps, 120 ms, 1250 B, buffer 144):')
    base = preset('001-shared-bottleneck')
    base.pop('comparison', None)
    base['solver']['sampleEveryS'] = 0.1
    for duration in (20, 60):
        base['solver']['durationS'] = duration

        def measure(rows):
            m = sum(mean(rows, f'x:mhip-access{k}+bottleneck', 0, duration) for k in (1, 2, 3))
            return m / mean(rows, 'x:tcp-bottleneck', 0, duration)

        for kind in ('mhip', 'lia', 'uncoupled'):
            s = json.loads(json.dumps(base))
            s['sources'][0]['controller'] = {'kind': kind, 'packetBytes': 1250}
            fluid = measure(run(s))
            p = packet_run(s, measure, ['--buffer-packets', '144'])
            print(f'  {duration} s, {kind}: fluid FF {fluid:.2f} | packet FF {p:.2f}')


def paper_002(name, local_kind):
    """§IV-A: the local flows' throughput as a share of their sending rates, 100-200 s."""
    print(f'Paper 002, {name} (local {local_kind} flows at 1.0 and 0.9 Mbps on 1.2 Mbps LTE links):')
    base = preset(name)
    variants = base.pop('comparison')['variants']

    def measure(rows):
        return (mean(rows, 'x:local1-lte1', 100, 200) / 1.0, mean(rows, 'x:local2-lte2', 100, 200) / 0.9,
                mean(rows, 'x:root-lte1+wifi1', 100, 200) + mean(rows, 'x:root-lte2+wifi2', 100, 200))

    for variant in variants:
        s = json.loads(json.dumps(base))
        s['sources'][0]['controller'] = variant['controller']
        fluid = measure(run(s))
        line = f"  {variant['label']}: fluid local {fluid[0]:.1%} / {fluid[1]:.1%}, root {fluid[2]:.3f}"
        for buffer in (None, 50):
            extra = [] if buffer is None else ['--buffer-packets', str(buffer)]
            p = packet_run(s, measure, extra)
            line += f" | packet, buffer {buffer or 'default (8)'}: local {p[0]:.1%} / {p[1]:.1%}, root {p[2]:.3f}"
        print(line)


if __name__ == '__main__':
    paper_001_two_paths()
    paper_001_shared_bottleneck()
    paper_002('002-relays-tcp', 'TCP')
    paper_002('002-relays-aimd', 'AIMD(0.7, 0.625)')
